"""``python -m desktop_app game verify SAVE``: does a saved game hold?

Loads the save, replays it from its inputs (the decks, the seed and the choices), and says
whether the replay is the game the file describes: every choice still fits, and the packed
snapshot, if the file has one, is the state the replay reaches. Exit status 0 when it holds,
1 with the reason when it does not.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from desktop_app.engine.serialize import verify_save
from desktop_app.games import get_ruleset
from desktop_app.inputs import InputError, read_json


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("game", help="saved games: verify")
    actions = parser.add_subparsers(dest="game_action", metavar="ACTION", required=True)
    verify = actions.add_parser("verify", help="replay a saved game from its inputs and say whether it holds")
    verify.add_argument("save", type=Path, metavar="SAVE")
    verify.set_defaults(func=run_verify)


def run_verify(args: argparse.Namespace) -> int:
    path: Path = args.save
    try:
        data = read_json(path)
    except InputError as error:
        print(f"does not hold: {error}")
        return 1
    verdict = verify_save(data, get_ruleset, where=str(path))
    if not verdict:
        print(f"does not hold: {path}: {verdict.reason}")
        return 1
    print(f"holds: {path}: {verdict.reason}")
    return 0
