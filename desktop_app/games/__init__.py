"""The games: one package per game, each a ``Ruleset`` over the engine core.

``get_ruleset(game_id)`` returns the rules of a game by its id. Game ids are the ones the
card database and the command line use: ``weiss-schwarz``, ``one-piece``, ``force-of-will``,
``luck-and-logic`` and ``freeform``.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from desktop_app.engine.rules import Ruleset

#: game id -> "module:class" of its ruleset
REGISTRY: dict[str, str] = {
    "weiss-schwarz": "desktop_app.games.weiss_schwarz.rules:WeissSchwarzRules",
    "freeform": "desktop_app.games.freeform.rules:FreeformRules",
    "one-piece": "desktop_app.games.one_piece.rules:OnePieceRules",
    "force-of-will": "desktop_app.games.force_of_will.rules:ForceOfWillRules",
    "luck-and-logic": "desktop_app.games.luck_and_logic.rules:LuckAndLogicRules",
}


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
