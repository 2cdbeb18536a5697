"""The command line: ``python -m desktop_app [COMMAND ...]``.

With no command the desktop app starts. Headless commands:

    scenario PATH...            run scenario files or folders; exit 0 only if all pass
    simulate --game G ...       play complete games with agents and report figures
    db ...                      the card database (import, search, stats)
    deck ...                    deck files (import, export, validate)
    screenshot ...              render a view to a PNG offscreen
    game verify SAVE            replay a saved game from its inputs and say whether it holds
    cards coverage|explain ...  what the card-text compiler makes of real card files

Each command lives in its own module and registers itself here, so this file stays a
table of contents. (Registering the screenshot command imports no Qt: the view is built
only when the command runs.) Whatever a command did not foresee ends as one sentence on
standard error and exit status 1, with the traceback in the data folder's log file
(``crashlog``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from desktop_app import crashlog

#: command name -> module that defines ``register(subparsers)``; each command's
#: ``register`` adds its parser and sets ``func`` to a callable taking the parsed args and
#: returning the exit status.
COMMAND_MODULES: dict[str, str] = {
    "scenario": "desktop_app.scenarios.command",
    "simulate": "desktop_app.simulate",
    "playthrough": "desktop_app.playthrough",
    "db": "desktop_app.dbcommands",
    "deck": "desktop_app.dbcommands",
    "screenshot": "desktop_app.ui.screenshot",
    "game": "desktop_app.gamecommands",
    "cards": "desktop_app.cardcommands",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m desktop_app",
        description="Desktop tabletop for Weiß Schwarz, ONE PIECE, Force of Will and Luck & Logic.",
    )
    parser.add_argument(
        "--self-test", action="store_true", help="open the main window and the database, then exit"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in dict.fromkeys(COMMAND_MODULES.values()):
        register: Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]
        register = import_module(module_name).register
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    crashlog.install()
    try:
        return _run(args)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # the last line of defence: a sentence, and the details in the log
        print(f"error: {crashlog.unexpected(error, _doing(args))}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    if args.command is None:
        from desktop_app.ui.app import run_app

        return run_app(self_test=args.self_test)
    func: Callable[[argparse.Namespace], int] = args.func
    return func(args)


def _doing(args: argparse.Namespace) -> str:
    """What the command line was doing, for the error sentence: ``running 'db import'``."""
    if args.command is None:
        return "starting the app"
    words = " ".join(part for part in (args.command, getattr(args, f"{args.command}_action", None)) if part)
    return f"running {words!r}"
