"""Agents: programs that answer decisions, for simulations, tests and the goldfish dummy.

``RandomAgent`` picks uniformly among the legal answers. ``GoldfishAgent`` is the dummy
opponent of a goldfish game: it never acts beyond what the rules force, answering every
decision with the least it can (pass, choose as few as allowed, decline, the smallest
number). Every game gives its "do nothing more" option the action word ``pass``.
"""

from __future__ import annotations

import random
from typing import Protocol

from desktop_app.engine.decisions import Choice, Decision, DecisionKind
from desktop_app.engine.game import Game

#: option action words that decline to act (``pass`` is the convention every game follows)
PASSIVE = ("pass", "no")


class Agent(Protocol):
    def choose(self, game: Game) -> Choice:
        """An answer to ``game.decision`` (which is not ``None``)."""
        ...


class RandomAgent:
    """Answers uniformly at random among the legal answers, from its own seeded generator."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        decision = _pending(game)
        rng = self.rng
        keys = decision.keys()
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


class GoldfishAgent:
    """The dummy: does only what the rules force, as little as they allow."""

    def choose(self, game: Game) -> Choice:
        decision = _pending(game)
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


def _pending(game: Game) -> Decision:
    if game.decision is None:
        raise ValueError("the game is over: there is no decision to answer")
    return game.decision
