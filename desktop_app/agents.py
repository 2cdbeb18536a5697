"""Agents: programs that answer decisions, for simulations, tests and the goldfish dummy.

``RandomAgent`` picks uniformly among the legal answers. ``PeerlikeAgent`` does the same but,
like the random players of the ``weiss-sim`` benchmark peer, makes at most one slot move in a
play timing (unless a move is the only thing left to do), so decision counts are comparable
with the peer's. ``GoldfishAgent`` is the dummy opponent of a goldfish game: it never acts
beyond what the rules force, answering every decision with the least it can (pass, choose as
few as allowed, decline, the smallest number). Every game gives its "do nothing more" option
the action word ``pass``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from desktop_app.engine.decisions import Choice, Decision, DecisionKind, ManualAction
from desktop_app.engine.game import Game
from desktop_app.engine.observation import Observation
from desktop_app.engine.rules import Ruleset

#: option action words that decline to act (``pass`` is the convention every game follows)
PASSIVE = ("pass", "no")


#: what an agent is given to look at the table: its seat's observation, built on request
Observe = Callable[[], Observation]


class Agent(Protocol):
    """Anything that answers decisions. An agent sees what its seat sees and nothing more: the
    decision put to it and, when it asks, its seat's observation; never the ``Game`` (the AI
    opponent and network play are built on this)."""

    def choose(self, decision: Decision, observe: Observe) -> Choice:
        """An answer to ``decision``."""
        ...


def ask(agent: Agent, game: Game) -> Choice:
    """``agent``'s answer to ``game``'s pending decision, given only what its seat may see."""
    decision = game.decision
    if decision is None:
        raise ValueError("the game is over: there is no decision to answer")
    return agent.choose(decision, lambda: game.observation(decision.player))


class RandomAgent:
    """Answers uniformly at random among the legal answers, from its own seeded generator.

    With ``manual`` above 0 it also takes, at that rate, a random manual tabletop action a
    player could take at the table (move one of its visible cards to one of its zones, turn
    it, flip it, put a counter on it, draw): soak runs use it to show that the escape hatch
    never breaks a game.
    """

    def __init__(self, seed: int | str = 0, manual: float = 0.0, rules: Ruleset | None = None) -> None:
        if manual and rules is None:
            raise ValueError("manual actions need the game's rules (their zones) to choose from")
        self.rng = random.Random(seed)
        self.manual = manual
        self.rules = rules

    def choose(self, decision: Decision, observe: Observe) -> Choice:
        rng = self.rng
        if self.manual and rng.random() < self.manual:
            action = self._manual_action(observe(), decision.player)
            if action is not None:
                return Choice(decision.player, manual=action)
        return random_answer(rng, decision, decision.keys())

    def _manual_action(self, view: Observation, seat: int) -> ManualAction | None:
        """A manual action on one of the seat's own visible cards, from the game's zone
        declarations (the rules everyone knows) and what the seat sees."""
        rng, rules = self.rng, self.rules
        assert rules is not None
        mine = [
            (z.name, c) for z in view.zones.values() if z.owner == seat for c in z.cards if c.id is not None
        ]
        if not mine or rng.random() < 0.1:
            library = f"p{seat + 1}.{rules.library_zone}"
            return ManualAction("draw", amount=1) if view.zones[library].count else None
        zone, card = rng.choice(mine)
        verb = rng.choice(("move", "move", "state", "flip", "counter"))
        if verb == "move":
            spec = rng.choice([s for s in rules.zones if not s.shared])
            slots = (rng.choice(spec.slot_names),) if spec.slots else ()
            return ManualAction("move", card=card.id, zone=f"p{seat + 1}.{spec.name}", slots=slots)
        if verb == "state":
            states = rules.manual_states(rules.zone_spec(zone))
            return ManualAction("state", card=card.id, state=rng.choice(states)) if states else None
        if verb == "flip":
            return ManualAction("flip", card=card.id)
        return ManualAction("counter", card=card.id, name="charge", amount=1)


class PeerlikeAgent:
    """Random play as the ``weiss-sim`` peer's random players play: uniform among the legal
    answers, except that after one slot move (an option whose action is ``move``) it offers
    no further moves until the play timing that offered it ends (its owner passes there, as
    WS 8.5.2.2 ends a play timing), unless a move is the only thing left to do.

    It reads only the pending decision, which its seat sees in its own observation, and
    remembers only its own answers; never the rest of the game.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)
        self._moved_in: tuple[int, str, str] | None = None  # (seat, rule, prompt) of the timing

    def choose(self, decision: Decision, observe: Observe) -> Choice:
        return self.answer(decision)

    def answer(self, decision: Decision) -> Choice:
        """A random answer to ``decision`` (see the class docstring)."""
        timing = (decision.player, decision.rule, decision.prompt)
        keys = decision.keys()
        if decision.kind is DecisionKind.ACTION and self._moved_in == timing:
            others = tuple(option.key for option in decision.options if option.action != "move")
            keys = others or keys
        choice = random_answer(self.rng, decision, keys)
        if decision.kind is DecisionKind.ACTION:
            action = decision.option(choice.keys[0]).action
            if action == "move":
                self._moved_in = timing
            elif action == "pass" and self._moved_in == timing:
                self._moved_in = None
        return choice


class GoldfishAgent:
    """The dummy: does only what the rules force, as little as they allow."""

    def choose(self, decision: Decision, observe: Observe) -> Choice:
        if decision.kind is DecisionKind.NUMBER:
            return Choice(decision.player, number=decision.minimum)
        keys = decision.keys()
        if decision.kind is DecisionKind.ORDER:
            return Choice(decision.player, keys)
        if decision.kind is DecisionKind.SELECT:
            return Choice(decision.player, keys[: decision.minimum])
        for word in PASSIVE:
            for option in decision.options:
                if word in (option.action, option.key):
                    return Choice(decision.player, (option.key,))
        return Choice(decision.player, (keys[0],))


def random_answer(rng: random.Random, decision: Decision, keys: tuple[str, ...]) -> Choice:
    """A uniformly random answer to ``decision`` among the options ``keys`` (for an ACTION
    decision, one of them; a NUMBER decision ignores them)."""
    if decision.kind is DecisionKind.NUMBER:
        return Choice(decision.player, number=rng.randint(decision.minimum, decision.maximum))
    if decision.kind is DecisionKind.ORDER:
        order = list(keys)
        rng.shuffle(order)
        return Choice(decision.player, tuple(order))
    if decision.kind is DecisionKind.SELECT:
        count = rng.randint(decision.minimum, min(decision.maximum, len(keys)))
        return Choice(decision.player, tuple(rng.sample(list(keys), count)))
    return Choice(decision.player, (rng.choice(keys),))
