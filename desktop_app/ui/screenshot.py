"""``python -m desktop_app screenshot``: render a view of the app to a PNG, offscreen.

    screenshot --view table --game weiss-schwarz [--position FILE] [--seat p1]
               [--mode goldfish|fixed|hot-seat] [--advance N] [--seed S] [--size 1600x1000] --out PNG
    screenshot --view start --out PNG
    screenshot --view deck-editor --game G --out PNG

The table view starts a game from the game's first two demo decks (or from a position file,
JSON or TOML, in the form ``position_from_json`` reads), optionally plays ``--advance``
decisions with a seeded random agent, shows it as ``--seat`` sees it, waits for the card
pictures and saves the window. It runs on Qt's offscreen platform unless
``QT_QPA_PLATFORM`` says otherwise (the screenshot tests use a real X server).

Importing this module does not import Qt: the command line imports it to register the
command.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop_app.ui.main_window import MainWindow

VIEWS = ("table", "start", "deck-editor")
#: Longest wait for the database and the pictures, in milliseconds.
WAIT_MS = 30_000


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("screenshot", help="render a view to a PNG offscreen")
    parser.add_argument("--view", choices=VIEWS, default="table", help="what to render (default: table)")
    parser.add_argument("--game", default="weiss-schwarz", help="the game id (default: weiss-schwarz)")
    parser.add_argument("--position", type=Path, help="start from this position file (JSON or TOML)")
    parser.add_argument("--seat", default="p1", choices=("p1", "p2"), help="the seat shown at the bottom")
    parser.add_argument(
        "--mode",
        default="goldfish",
        choices=("goldfish", "fixed", "hot-seat"),
        help="goldfish: the other seat is the dummy; fixed: nobody plays it; hot-seat: privacy screen",
    )
    parser.add_argument("--advance", type=int, default=0, metavar="N", help="play N random decisions first")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed (default: 1)")
    parser.add_argument("--size", default="1600x1000", help="window size WIDTHxHEIGHT (default: 1600x1000)")
    parser.add_argument("--out", type=Path, required=True, help="the PNG to write")
    parser.set_defaults(func=run)


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        size = int(width), int(height)
    except ValueError:
        raise SystemExit(f"--size is WIDTHxHEIGHT, not {text!r}") from None
    if min(size) < 200:
        raise SystemExit("--size: at least 200x200")
    return size


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        widget = render(args)
    except ScreenshotError as error:
        print(f"screenshot: {error}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    saved = widget.grab().save(str(args.out), "PNG")
    _shut_down()
    if not saved:
        print(f"screenshot: {args.out} could not be written", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


def _shut_down() -> None:
    """Close every window and let Qt delete them before Python finalises (a crash otherwise)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    # only the windows nobody owns: their children (dialogs, menus, combo popups) go with
    # them; deleting an owned popup on its own would free it twice
    for widget in app.topLevelWidgets():
        if widget.parent() is None and widget.isVisible():
            widget.close()
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()


class ScreenshotError(Exception):
    """The view cannot be rendered as asked."""


def render(args: argparse.Namespace) -> QWidget:
    """Build the asked view in a window and return the widget to grab."""
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.app import application
    from desktop_app.ui.main_window import MainWindow

    application()
    window = MainWindow(TableSettings(), threaded_agent=False)
    window.resize(*_size(args.size))
    window.show()
    _wait_for_database(window)
    if args.view == "start":
        window.start_screen.set_resume([])
        _settle(window)
        return window
    if args.view == "deck-editor":
        editor = window.open_deck_editor()
        if editor is None:
            raise ScreenshotError("the deck editor is not part of this build yet")
        from desktop_app.ui.deck_editor.screenshot import stage

        stage(editor, args.game, _size(args.size))  # type: ignore[arg-type]
        return editor
    _show_table(window, args)
    return window


def _show_table(window: MainWindow, args: argparse.Namespace) -> None:
    from desktop_app.bridge import (
        GameSession,
        SeatMode,
        SetupError,
        demo_decks,
        is_registered,
        load_position,
        new_game,
        play_randomly,
    )

    if not is_registered(args.game):
        raise ScreenshotError(f"the game {args.game!r} is not part of this build")
    decks = demo_decks(args.game)
    if len(decks) < 2:
        raise ScreenshotError(f"{args.game} has fewer than two demo decks")
    try:
        position = load_position(args.position, args.game) if args.position else None
        game = new_game(
            args.game,
            (decks[0], decks[1]),
            seed=args.seed,
            goldfish=args.mode == "goldfish",
            position=position,
        )
    except SetupError as error:
        raise ScreenshotError(str(error)) from None
    play_randomly(game, args.advance, seed=args.seed)
    seat = 0 if args.seat == "p1" else 1
    mode = {"goldfish": SeatMode.GOLDFISH, "fixed": SeatMode.FIXED, "hot-seat": SeatMode.HOT_SEAT}[args.mode]
    session = GameSession(game, mode, seat=seat, privacy=True, autosave=None, threaded_agent=False)
    page = window.show_game(session)
    assert page is not None  # a fresh window has no game to leave
    observation = session.observation
    if observation is not None:
        for key in (f"p{seat + 1}.{session.info.hand_zone}", *observation.zones):
            known = (
                [card for card in observation.zones[key].cards if card.known]
                if key in observation.zones
                else []
            )
            if known:
                page.preview.show_card(known[0])
                break
    _settle(window)


def _wait_for_database(window: MainWindow) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    outcome: list[bool] = []

    def ready(ok: bool) -> None:
        outcome.append(ok)
        loop.quit()

    window.database_ready.connect(ready)
    window.open_database()
    QTimer.singleShot(WAIT_MS, loop.quit)
    if not outcome:
        loop.exec()
    if not outcome or not outcome[0]:
        raise ScreenshotError("the card database did not open")


def _settle(window: MainWindow) -> None:
    """Let layouts settle and every requested picture arrive (repainting pulls in more)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None
    for _ in range(5):
        app.processEvents()
        window.repaint()
        if window.page is not None:
            window.page.view.fit()
            window.page.view.viewport().repaint()
            window.page.preview.repaint()
        if window.images.loading == 0:
            app.processEvents()
            if window.images.loading == 0:
                break
        loop = QEventLoop()
        window.images.idle.connect(loop.quit)
        QTimer.singleShot(WAIT_MS, loop.quit)
        loop.exec()
        window.images.idle.disconnect(loop.quit)
    app.processEvents()
