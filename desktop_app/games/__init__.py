"""The games: one package per game, each a ``Ruleset`` over the engine core.

``get_ruleset(game_id)`` returns the rules of a game by its id. Game ids are the ones the
card database and the command line use: ``weiss-schwarz``, ``one-piece``, ``force-of-will``,
``luck-and-logic`` and ``freeform``. The registry is read from each game's file,
``resources/games/<id>.toml`` (its ``rules`` entry), in the order the games are listed.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from desktop_app.engine.rules import Ruleset
from desktop_app.games._resources import all_game_facts

#: game id -> "module:class" of its ruleset, in the order the games are listed
REGISTRY: dict[str, str] = {facts.id: facts.rules for facts in all_game_facts() if facts.rules}


def game_ids() -> list[str]:
    """The ids of every registered game."""
    return list(REGISTRY)


@cache
def get_ruleset(game_id: str) -> Ruleset:
    """The rules of ``game_id``; ``KeyError`` names the known games if there is none."""
    try:
        target = REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(REGISTRY)}") from None
    module_name, _, class_name = target.partition(":")
    ruleset: Ruleset = getattr(import_module(module_name), class_name)()
    return ruleset
