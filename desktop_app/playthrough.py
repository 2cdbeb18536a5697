"""Golden playthroughs: seeded games written out as readable text, diffed in the test suite.

    python -m desktop_app playthrough [--write DIR] [--game G ...]

A playthrough is one complete game of demo decks, played by a seeded chooser of its own (so
that changing the agents never changes a playthrough): every decision with who is asked, its
kind, prompt and rule, every option offered, the answer, and the referee's log of what
happened before the next decision. It pins the whole behaviour of a ruleset in a file a
reviewer can read; a change to the rules shows as a diff, and the commit that makes it says
why. ``--write`` regenerates the files under ``DIR/<game>/``; without it the command prints
which files differ from a fresh run (exit 1 if any), which is what the test suite checks.

Every game is played twice: random against random with an occasional manual action (the
escape hatch), and random against the goldfish dummy.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_app.engine.decisions import (
    Choice,
    Decision,
    DecisionKind,
    IllegalChoiceError,
    ManualAction,
)
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.rules import Ruleset
from desktop_app.games import game_ids, get_ruleset

#: a playthrough that has not ended after this many choices is cut off (and says so)
MAX_CHOICES = 1500


@dataclass(frozen=True)
class Plan:
    """One playthrough: its file name, seed, whether the second seat is the goldfish dummy,
    and the rate of manual actions."""

    name: str
    seed: int
    goldfish: bool
    manual: float


PLANS = (
    Plan("random-seed-1", 1, goldfish=False, manual=0.03),
    Plan("goldfish-seed-2", 2, goldfish=True, manual=0.0),
)


class Chooser:
    """A seeded chooser: uniform among the legal answers, the goldfish seat as little as it
    may, now and then a manual action on one of the chooser's own visible cards."""

    def __init__(self, seed: int, manual: float) -> None:
        self.rng = random.Random(seed)
        self.manual = manual

    def choose(self, game: Game, decision: Decision, goldfish: bool) -> Choice:
        rng, player = self.rng, decision.player
        if not goldfish and self.manual and rng.random() < self.manual:
            action = self._manual(game, player)
            if action is not None:
                return Choice(player, manual=action)
        keys = list(decision.keys())
        if decision.kind is DecisionKind.NUMBER:
            low, high = decision.minimum, decision.maximum
            return Choice(player, number=low if goldfish else rng.randint(low, high))
        if decision.kind is DecisionKind.ORDER:
            if not goldfish:
                rng.shuffle(keys)
            return Choice(player, tuple(keys))
        if decision.kind is DecisionKind.SELECT:
            if goldfish:
                return Choice(player, tuple(keys[: decision.minimum]))
            count = rng.randint(decision.minimum, min(decision.maximum, len(keys)))
            return Choice(player, tuple(rng.sample(keys, count)))
        if goldfish:
            passive = [
                o.key for o in decision.options if o.action in ("pass", "no") or o.key in ("pass", "no")
            ]
            return Choice(player, (passive[0] if passive else keys[0],))
        return Choice(player, (rng.choice(keys),))

    def _manual(self, game: Game, seat: int) -> ManualAction | None:
        view = game.observation(seat)
        mine = [c for z in view.zones.values() if z.owner == seat for c in z.cards if c.id is not None]
        verb = self.rng.choice(("draw", "flip", "counter", "move"))
        if verb == "draw" or not mine:
            return ManualAction("draw", amount=1)
        card = self.rng.choice(mine)
        if verb == "move":
            spec = self.rng.choice([s for s in game.ruleset.zones if not s.shared])
            slots = (self.rng.choice(spec.slot_names),) if spec.slots else ()
            return ManualAction("move", card=card.id, zone=f"p{seat + 1}.{spec.name}", slots=slots)
        if verb == "flip":
            return ManualAction("flip", card=card.id)
        return ManualAction("counter", card=card.id, name="charge", amount=1)


def play(ruleset: Ruleset, plan: Plan) -> Iterator[str]:
    """The lines of one playthrough."""
    decks = ruleset.demo_decks()
    first, second = decks[0], decks[1 % len(decks)]
    options = {"goldfish": True} if plan.goldfish else {}
    setup = GameSetup(
        ruleset.game_id, ruleset.rules_version, (first, second), seed=plan.seed, options=options
    )
    game = Game(ruleset, setup)
    chooser = Chooser(plan.seed, plan.manual)
    yield f"# {ruleset.title}: {plan.name}"
    yield f"# decks: P1 {first.name}, P2 {second.name}; seed {plan.seed}; " + (
        "P2 is the goldfish dummy" if plan.goldfish else f"manual actions at rate {plan.manual}"
    )
    yield f"# regenerate: python -m desktop_app playthrough --write tests/playthroughs --game {setup.game}"
    logged = 0
    while True:
        for event in game.events[logged:]:
            yield f"  | {event.render(None)}"
        logged = len(game.events)
        decision = game.decision
        if decision is None:
            break
        number = len(game.choices) + 1
        if number > MAX_CHOICES:  # pragma: no cover - a game that does not end is a bug to see
            yield f"## cut off after {MAX_CHOICES} choices"
            return
        bounds = (
            f" {decision.minimum}..{decision.maximum}"
            if decision.kind in (DecisionKind.SELECT, DecisionKind.NUMBER)
            else ""
        )
        rule = f" ({decision.rule})" if decision.rule else ""
        yield f"[{number}] P{decision.player + 1} {decision.kind.value}{bounds}: {decision.prompt}{rule}"
        for option in decision.options:
            yield f"    - {option.key}: {option.label}"
        choice = chooser.choose(game, decision, plan.goldfish and decision.player == 1)
        try:
            game.apply(choice)
        except IllegalChoiceError as refusal:  # a manual action the table would refuse
            yield f"  > {_describe(choice)} -- refused: {refusal}"
            continue
        yield f"  > {_describe(choice)}"
    outcome = game.outcome
    assert outcome is not None
    winner = "a draw" if outcome.winner is None else f"P{outcome.winner + 1} wins"
    choices, turn = len(game.choices), game.state.turn
    yield f"## {winner}: {outcome.reason} ({outcome.rule}) after {choices} choices, turn {turn}"


def _describe(choice: Choice) -> str:
    if choice.manual is not None:
        return f"manual {choice.manual.to_json()}"
    if choice.number is not None:
        return f"number {choice.number}"
    return ", ".join(choice.keys) or "(none)"


def render(game_id: str, plan: Plan) -> str:
    return "\n".join(play(get_ruleset(game_id), plan)) + "\n"


def files(directory: Path, games: Sequence[str]) -> Iterator[tuple[Path, str, Plan]]:
    for game_id in games:
        for plan in PLANS:
            yield directory / game_id / f"{plan.name}.txt", game_id, plan


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("playthrough", help="write or check the golden playthroughs")
    parser.add_argument("--write", metavar="DIR", help="regenerate the files under DIR/<game>/")
    parser.add_argument("--check", metavar="DIR", default="tests/playthroughs", help="compare with DIR")
    parser.add_argument("--game", action="append", choices=game_ids(), help="limit to these games")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    games = args.game or game_ids()
    directory = Path(args.write or args.check)
    differ = 0
    for path, game_id, plan in files(directory, games):
        text = render(game_id, plan)
        if args.write:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({text.count(chr(10))} lines)")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            differ += 1
            print(f"differs: {path} (regenerate with --write {directory} and read the diff)")
    return 1 if differ else 0
