"""The leak hunter: no text a seat can read names a card that seat may not see.

Every registered game is played with unique-tagged cards: each physical card gets a name
ending in its own tag (``⟦17⟧``), so any text that names a card says which one. Both seats
answer every decision at random and take random manual actions, refused ones included, by id
on the cards they see and by place on any card (the opponent's hand, either library, the
stock). After each step every text each seat can read is scanned: its log, its pending
decision's prompt and option labels, and the refusal of its own manual actions. A seat may
read a tag only if it has seen that card (its face was visible to the seat at some moment).

A second test drives the table's ``GameSession`` the same way and scans its status texts
(``action_refused`` and ``action_taken``) for the seat at the screen.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

from desktop_app.agents import RandomAgent
from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice, EngineError, ManualAction
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.observation import observe
from desktop_app.engine.serialize import position_from_json
from desktop_app.games import game_ids, get_ruleset
from desktop_app.simulate import pick_decks

STEPS = 260
TAG = re.compile(r"⟦(\d+)⟧")
VERBS = ("counter", "counter", "flip", "state", "stat", "marker", "move", "reveal")


def tagged_decks(game_id: str) -> tuple[DeckList, DeckList]:
    """The first two demo decks with every physical card made unique: its own code and a tag.

    A card another one refers to by code (a Force of Will ruler's other side) keeps its code,
    so the reference still holds; its name is tagged all the same.
    """
    decks = pick_decks(get_ruleset(game_id), None)
    referenced = {
        str(value)
        for deck in decks
        for card in deck.all_cards()
        for value in card.stats.values()
        if isinstance(value, str)
    }
    counter = iter(range(1, 100_000))

    def tag(card: CardDef) -> CardDef:
        number = next(counter)
        code = card.code if card.code in referenced else f"{card.code}~{number}"
        return replace(card, code=code, name=f"{card.name} ⟦{number}⟧")

    tagged = [
        DeckList(deck.name, {name: tuple(tag(c) for c in cards) for name, cards in deck.sections.items()})
        for deck in decks
    ]
    return tagged[0], tagged[1]


def seen_by(game: Game, seat: int, events: int) -> set[str]:
    """The tags of the cards whose face ``seat`` may see now or was shown by the events from
    number ``events`` on (a trigger check reveals a card on its way to the stock)."""
    names = [
        game.definitions[card.code].name for card in game.state.cards.values() if game.is_visible(card, seat)
    ]
    for event in game.events[events:]:
        names.extend(name for name, known in zip(event.names, event.known_to) if seat in known)
    return {match for name in names for match in TAG.findall(name)}


def texts_of(game: Game, seat: int, *, log: bool = True) -> list[str]:
    """Every text ``seat`` can read in the game now (``log``: its log too)."""
    view = observe(game, seat)
    texts = list(view.log) if log else []
    if view.decision is not None:
        texts.append(view.decision.prompt)
        texts.extend(option.label for option in view.decision.options)
    return texts


def random_manual(game: Game, seat: int, rng: random.Random) -> ManualAction:
    """A manual action a player might try, legal or not: on a card taken by place anywhere."""
    keys = [key for key in game.zone_keys() if game.count(key)]
    key = rng.choice(keys)
    index = rng.randrange(-game.count(key), game.count(key))
    verb = rng.choice(VERBS)
    place: dict[str, Any] = {"from_zone": key, "index": index}
    if verb == "counter":
        return ManualAction("counter", name="charge", amount=rng.choice((-1, -2, 1)), **place)
    if verb == "state":
        return ManualAction("state", state=rng.choice(("rest", "stand", "reverse", "sideways")), **place)
    if verb == "stat":
        return ManualAction("stat", name="power", amount=rng.choice((0, 500)), **place)
    if verb == "marker":
        return ManualAction("marker", name=rng.choice(("", "x")), amount=1, **place)
    if verb == "move":
        target = rng.choice(list(game.zone_keys()))
        return ManualAction("move", zone=target, **place)
    return ManualAction(verb, **place)


class Hunter:
    """Plays a game and records every leak: a text naming a card its reader never saw."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.known: tuple[set[str], set[str]] = (set(), set())
        self.leaks: list[str] = []
        self.texts = 0
        self.events = 0

    def look(self) -> None:
        for seat in (0, 1):
            self.known[seat].update(seen_by(self.game, seat, self.events))
        self.events = len(self.game.events)

    def scan(self, seat: int, texts: list[str], where: str) -> None:
        for text in texts:
            self.texts += 1
            for tag in TAG.findall(text):
                if tag not in self.known[seat]:
                    self.leaks.append(f"P{seat + 1} reads card {tag} in {where}: {text!r}")

    def scan_all(self, where: str, *, log: bool = True) -> None:
        self.look()
        for seat in (0, 1):
            self.scan(seat, texts_of(self.game, seat, log=log), where)


def new_game(game_id: str, seed: int, position: dict[str, Any] | None = None) -> Game:
    ruleset = get_ruleset(game_id)
    decks = tagged_decks(game_id)
    start = None if position is None else position_from_json(position, ruleset)
    return Game(ruleset, GameSetup(game_id, ruleset.rules_version, decks, seed=seed, position=start))


def play(game_id: str, seed: int) -> Hunter:
    game = new_game(game_id, seed)
    hunter = Hunter(game)
    agent = RandomAgent(seed)
    rng = random.Random(seed)
    for step in range(STEPS):
        decision = game.decision
        if decision is None:
            break
        hunter.scan_all(f"step {step}")
        seat = rng.randrange(2)
        if rng.random() < 0.35:
            action = random_manual(game, seat, rng)
            try:
                game.apply(Choice(seat, manual=action))
            except EngineError as error:
                hunter.scan(seat, [str(error)], f"the refusal of {action}")
            else:
                continue
        game.apply(agent.choose(game))
    hunter.scan_all("the end")
    return hunter


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_text_a_seat_reads_names_a_card_it_may_not_see(game_id: str, seed: int) -> None:
    hunter = play(game_id, seed)
    assert hunter.texts > 100
    assert not hunter.leaks, "\n".join(hunter.leaks[:10])


def test_a_refused_counter_on_a_hand_card_taken_by_place_does_not_name_it() -> None:
    """The audit's finding: "Star Chart Scholar, Vesna has only 0 x" for P1's hand card, to P2."""
    ruleset = get_ruleset("weiss-schwarz")
    game = Game(
        ruleset, GameSetup("weiss-schwarz", ruleset.rules_version, tagged_decks("weiss-schwarz"), seed=1)
    )
    names = {game.definitions[game.card(i).code].name for i in game.ids("p1.hand")}
    for index in range(game.count("p1.hand")):
        with pytest.raises(EngineError) as refusal:
            game.apply(
                Choice(
                    1, manual=ManualAction("counter", from_zone="p1.hand", index=index, name="x", amount=-1)
                )
            )
        assert not any(name in str(refusal.value) for name in names), str(refusal.value)


def face_down_stages(seed: int) -> Game:
    """A Weiß Schwarz game whose stages hold face-down characters (nobody sees their faces)."""
    decks = tagged_decks("weiss-schwarz")
    mine, theirs = ([c.code for c in deck.section("main") if c.type == "character"] for deck in decks)
    position = {
        "turn": 2,
        "phase": "main",
        "p1": {
            "stage": {"FC": mine[0], "FL": {"code": mine[1], "face_up": False}},
            "hand": mine[2:5],
            "library": mine[5:15],
        },
        "p2": {
            "stage": {
                "FC": {"code": theirs[0], "face_up": False},
                "FL": {"code": theirs[1], "face_up": False},
            },
            "hand": theirs[2:5],
            "library": theirs[5:15],
        },
    }
    return new_game("weiss-schwarz", seed, position)


def hunt_face_down(seed: int, *, log: bool) -> Hunter:
    """80 random steps from ``face_down_stages``, every text scanned (the log if ``log``)."""
    game = face_down_stages(seed)
    hunter = Hunter(game)
    agent = RandomAgent(seed)
    for step in range(80):
        if game.decision is None:
            break
        hunter.scan_all(f"step {step}", log=log)
        game.apply(agent.choose(game))
    return hunter


@pytest.mark.parametrize("seed", range(1, 6))
def test_face_down_stage_cards_are_not_named_in_prompts_or_options(seed: int) -> None:
    """The audit's finding: "front attack on <name>" for a face-down defender, and "replacing
    <name>" for a player's own face-down character (WS stage: face down, seen by nobody)."""
    hunter = hunt_face_down(seed, log=False)
    assert hunter.texts > 50
    assert not hunter.leaks, "\n".join(hunter.leaks[:10])


def test_the_backs_of_the_opponents_hand_carry_no_order() -> None:
    """The audit's finding: a card returned to hand was the last back of the opponent's hand, so
    taking the last back by place found it. Now the backs are in an order of their own."""
    found_last = []
    for seed in range(1, 11):
        game = new_game("weiss-schwarz", seed)
        returned = game.card(game.ids("p1.hand")[0])
        game.apply(Choice(0, manual=ManualAction("move", card=returned.id, zone="p1.waiting_room")))
        back = game.card(game.ids("p1.waiting_room")[-1])
        game.apply(Choice(0, manual=ManualAction("move", card=back.id, zone="p1.hand")))
        game.apply(Choice(1, manual=ManualAction("reveal", from_zone="p1.hand", index=-1)))
        revealed = [c for c in game.cards_in("p1.hand") if 1 in c.revealed_to]
        found_last.append(revealed[0].code == returned.code)
    assert not all(found_last)


def test_face_down_stage_cards_are_not_named_in_the_log() -> None:
    leaks = [leak for seed in range(1, 6) for leak in hunt_face_down(seed, log=True).leaks]
    assert not leaks, "\n".join(leaks[:10])


def test_a_card_turned_face_down_gets_a_new_identity() -> None:
    """A face-up card the opponent has seen, turned face down, must not be followed by its id
    (options and events carry ids): it becomes a new object, as a zone change makes one."""
    game = face_down_stages(1)
    (card,) = game.in_slot("p1.stage", "FC")
    game.apply(Choice(0, manual=ManualAction("flip", card=card.id)))
    assert not game.card(game.in_slot("p1.stage", "FC")[0].id).face_up
    assert card.id not in game.ids("p1.stage")
