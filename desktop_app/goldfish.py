"""Goldfish statistics: many games of one deck against the dummy, and what a player learns.

``goldfish_statistics(game_id, deck, games)`` plays ``games`` goldfish games of ``deck`` (seat
P1, a ``peerlike`` random player: uniform among the legal answers, one slot move per main
phase) against the goldfish dummy (seat P2, which does only what the rules force), in worker
processes (see ``simulate.play_records``), and gathers ``GoldfishStatistics``: on which of its
own turns the deck won, the damage it dealt in each of its turns, and how often each card was
drawn and played. Game ``i`` uses seed ``seed + i``, so a run is the same in one process or many.

Everything is read from the game's event stream, the same in every game: a turn of P1 begins
at the first ``phase`` event of P1 after another player's (the set-up phase is not a turn);
damage is the ``amount`` of each ``damage`` event P2 takes; a card is drawn when it moves from
P1's library to P1's hand (the opening hand and a mulligan's redraw count), and played when the
rules move it with the reason ``play``. A random player is not a strong one: the figures say
what the deck does when played at random, which is what a goldfish test can say.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game
from desktop_app.games import get_ruleset
from desktop_app.simulate import Plan, play_records

#: the seats of a goldfish game: the tested deck, and the dummy
PLAYER, DUMMY = 0, 1


@dataclass(frozen=True)
class GoldfishGame:
    """What one goldfish game says about the deck (a worker's answer; plain values only).

    Attributes:
        won_on: P1's own turn on which it won, ``None`` if it did not win.
        damage: damage dealt to the dummy in each of P1's turns, in order.
        drawn: (card name, copies drawn), sorted by name.
        played: (card name, copies played), sorted by name.
    """

    won_on: int | None
    damage: tuple[int, ...]
    drawn: tuple[tuple[str, int], ...]
    played: tuple[tuple[str, int], ...]


def summarise(game: Game) -> GoldfishGame:
    """Reduce a finished goldfish game to a ``GoldfishGame`` (see the module docstring)."""
    library = f"p{PLAYER + 1}.{game.ruleset.library_zone}"
    hand = f"p{PLAYER + 1}.hand"
    turns = 0
    last_turn_player: int | None = None
    damage: list[int] = []
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for event in game.events:
        if event.kind == "phase" and event.data.get("phase") != "setup":
            if event.player == PLAYER and last_turn_player != PLAYER:
                turns += 1
                damage.append(0)
            last_turn_player = event.player
        elif event.kind == "damage" and event.player == DUMMY and damage:
            damage[-1] += int(event.data.get("amount", 0))
        elif event.kind == "move" and event.names:
            source, target = event.data.get("from"), event.data.get("to")
            if source == library and target == hand:
                drawn[event.names[0]] += 1
            elif event.data.get("reason") == "play" and str(source).startswith(f"p{PLAYER + 1}."):
                played[event.names[0]] += 1
    outcome = game.outcome
    won = outcome is not None and outcome.winner == PLAYER
    return GoldfishGame(
        won_on=turns if won else None,
        damage=tuple(damage),
        drawn=tuple(sorted(drawn.items())),
        played=tuple(sorted(played.items())),
    )


@dataclass
class GoldfishStatistics:
    """The statistics of a run of goldfish games.

    Attributes:
        games: games played to their end.
        failures: games that raised or did not end (each named by its seed).
        won_on: P1's own turn of each win -> the number of games won on it.
        damage_total: P1's turn -> total damage dealt in that turn over all games that
            reached it; ``turns_reached`` the number of those games.
        drawn, played: card name -> copies drawn or played over all games.
    """

    games: int = 0
    failures: list[int] = field(default_factory=list)
    won_on: Counter[int] = field(default_factory=Counter)
    damage_total: Counter[int] = field(default_factory=Counter)
    turns_reached: Counter[int] = field(default_factory=Counter)
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)

    def add(self, game: GoldfishGame) -> None:
        self.games += 1
        if game.won_on is not None:
            self.won_on[game.won_on] += 1
        for turn, amount in enumerate(game.damage, start=1):
            self.damage_total[turn] += amount
            self.turns_reached[turn] += 1
        self.drawn.update(dict(game.drawn))
        self.played.update(dict(game.played))

    @property
    def wins(self) -> int:
        return sum(self.won_on.values())

    def mean_win_turn(self) -> float | None:
        """The mean turn of the wins, ``None`` without a win."""
        wins = self.wins
        return sum(turn * count for turn, count in self.won_on.items()) / wins if wins else None

    def mean_damage(self) -> list[tuple[int, float]]:
        """(P1's turn, mean damage dealt in it over the games that reached it), by turn."""
        return [
            (turn, self.damage_total[turn] / self.turns_reached[turn]) for turn in sorted(self.turns_reached)
        ]

    def per_game(self, counts: Counter[str]) -> list[tuple[str, float]]:
        """(card name, copies per game) from ``drawn`` or ``played``, most first, then by name."""
        games = max(1, self.games)
        return sorted(
            ((name, count / games) for name, count in counts.items()), key=lambda item: (-item[1], item[0])
        )


def dummy_deck(game_id: str, deck: DeckList) -> DeckList:
    """The dummy's deck, as at the table: the game's first demo deck (the second if the tested
    deck is the first); the tested deck itself for a game without demo decks."""
    demos = get_ruleset(game_id).demo_decks()
    if not demos:
        return deck
    return demos[1] if len(demos) > 1 and demos[0].name == deck.name else demos[0]


def goldfish_statistics(
    game_id: str,
    deck: DeckList,
    games: int,
    seed: int = 1,
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    max_decisions: int = 20_000,
) -> GoldfishStatistics:
    """Play ``games`` goldfish games of ``deck`` in ``jobs`` worker processes (``None``: one per
    core) and gather their statistics; ``progress(done, total)`` is called after each chunk of
    games, and a set ``cancel`` stops the run early (the statistics cover the games played)."""
    plan = Plan(
        game_id,
        (deck, dummy_deck(game_id, deck)),
        ("peerlike", "goldfish"),
        max_decisions,
        summarise=summarise,
    )
    statistics = GoldfishStatistics()
    done = 0
    cancelled = cancel.is_set if cancel is not None else None
    for records in play_records(plan, range(seed, seed + games), jobs, cancelled):
        for record in records:
            if record.error:
                statistics.failures.append(record.seed)
            else:
                statistics.add(record.detail)
        done += len(records)
        if progress is not None:
            progress(done, games)
    return statistics
