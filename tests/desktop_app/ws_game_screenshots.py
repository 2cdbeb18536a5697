"""Two Weiß Schwarz games in a real window, with screenshots at the moments that tell.

    xvfb-run -s "-screen 0 1920x1200x24" python tests/desktop_app/ws_game_screenshots.py \
        --out docs/screenshots/weiss-schwarz-game [--size 1600x1000]

A hot-seat game (both players at one screen, the privacy screen at every hand-over) and a
goldfish game (the dummy on a worker thread) are played to the end in the main window, each
decision answered through the table's own handlers as the mouse would (``ws_table_play``).
Before every answer the window must still be the size it was given: a decision bar or a
panel that needs more room must not grow it. The PNGs (whole window) are taken at:

- ``hot-seat-1-main``: a main phase with a full front row;
- ``hot-seat-2-hand-over``: the privacy screen in the middle of an attack, naming what happened;
- ``hot-seat-3-counter``: the defender's counter step after the hand-over, the attack arrow drawn;
- ``hot-seat-4-trigger``: a seat back at the table, the reveal strip saying what happened and
  the revealed cards' pictures (a trigger check, damage) beside the table;
- ``hot-seat-5-level-up``: a level-up choice;
- ``hot-seat-6-end``: the game over;
- ``goldfish-1-main``: a full front row before the attacks;
- ``goldfish-2-attack``: an attack on the dummy, the arrow drawn and the strip showing what
  the dummy revealed;
- ``goldfish-3-end``: the game over.

Exit status 0 when both games ended with the window unchanged and every moment was taken.
The data folder is a temporary one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT, Path(__file__).resolve().parent):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

WAIT_MS = 30_000
FRONT = ("FL", "FC", "FR")
Moment = Callable[[Any], bool]


def _deciding(page: Any) -> bool:
    return not page.covered and page.session.decision is not None


def _front_row_full(page: Any) -> bool:
    observation = page.session.observation
    if not _deciding(page) or observation is None or observation.phase != "main":
        return False
    stage = observation.zones[f"p{observation.viewer + 1}.stage"]
    return sum(1 for card in stage.cards if card.slots and card.slots[0] in FRONT) == 3


def _in_counter_step(page: Any) -> bool:
    return bool(page.session.game.state.step == "counter" and page.session.battle is not None)


def _hand_over_in_battle(page: Any) -> bool:
    return bool(page.covered and _in_counter_step(page))


def _counter_step(page: Any) -> bool:
    return _deciding(page) and _in_counter_step(page)


def _trigger_shown(page: Any) -> bool:
    return _deciding(page) and page.recap.isVisible() and bool(page.revealed.cards())


def _attack_shown(page: Any) -> bool:
    return _trigger_shown(page) and page.session.battle is not None


def _level_up(page: Any) -> bool:
    decision = page.session.decision
    return _deciding(page) and decision is not None and "level up" in decision.prompt


HOT_SEAT: dict[str, Moment] = {
    "hot-seat-1-main": _front_row_full,
    "hot-seat-2-hand-over": _hand_over_in_battle,
    "hot-seat-3-counter": _counter_step,
    "hot-seat-4-trigger": _trigger_shown,
    "hot-seat-5-level-up": _level_up,
}
GOLDFISH: dict[str, Moment] = {
    "goldfish-1-main": _front_row_full,
    "goldfish-2-attack": _attack_shown,
}


def play(window: Any, mode: str, moments: dict[str, Moment], out: Path, size: tuple[int, int]) -> list[str]:
    """Play one game to its end in ``window``; return the problems met (none: all is well)."""
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer
    from ws_table_play import STEP_LIMIT, assert_private, play_one

    from desktop_app.bridge import GameSession, SeatMode, demo_decks, new_game
    from desktop_app.ui.screenshot import _settle

    def settle(window: Any) -> None:
        """Layouts settled, pictures in, and the widgets deleted later gone (as the event loop
        would have them between two clicks)."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        _settle(window)

    decks = demo_decks("weiss-schwarz")
    goldfish = mode == "goldfish"
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=4 if goldfish else 11, goldfish=goldfish)
    session = GameSession(
        game,
        SeatMode.GOLDFISH if goldfish else SeatMode.HOT_SEAT,
        privacy=True,
        autosave=None,
        threaded_agent=goldfish,
    )
    page = window.show_game(session)
    assert page is not None
    problems: list[str] = []
    counts: dict[str, int] = {}
    todo = dict(moments)
    steps = 0

    def shoot(name: str) -> None:
        settle(window)
        window.grab().save(str(out / f"{name}.png"), "PNG")

    while session.outcome is None and steps < STEP_LIMIT:
        if session.busy:
            loop = QEventLoop()
            session.busy_changed.connect(loop.quit)
            QTimer.singleShot(WAIT_MS, loop.quit)
            loop.exec()
            session.busy_changed.disconnect(loop.quit)
            continue
        settle(window)
        now = (window.width(), window.height())
        if now != size:
            problems.append(f"{mode}, step {steps}: the window is {now[0]}x{now[1]}, not {size[0]}x{size[1]}")
            break
        for name, moment in list(todo.items()):
            if moment(page):
                shoot(name)
                del todo[name]
        play_one(page, counts)
        assert_private(page)
        steps += 1
    if session.outcome is None:
        problems.append(f"{mode}: no winner after {steps} steps ({counts})")
    shoot(f"{mode}-{len(moments) + 1}-end")
    problems += [f"{mode}: never reached {name}" for name in todo]
    print(f"{mode}: {steps} steps, {counts}, {session.outcome.describe() if session.outcome else ''}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1600x1000")
    args = parser.parse_args()
    width, _, height = args.size.partition("x")
    size = (int(width), int(height))
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        os.environ["TABLETOP_DATA_DIR"] = data
        from PySide6.QtCore import QEventLoop, QTimer

        from desktop_app.bridge import TableSettings
        from desktop_app.ui.app import application
        from desktop_app.ui.main_window import MainWindow
        from desktop_app.ui.screenshot import _shut_down

        application()
        window = MainWindow(TableSettings(), threaded_agent=True)
        window.resize(*size)
        window.show()
        loop = QEventLoop()
        window.database_ready.connect(lambda ok: loop.quit())
        window.open_database()
        QTimer.singleShot(WAIT_MS, loop.quit)
        loop.exec()
        problems = play(window, "hot-seat", HOT_SEAT, args.out, size)
        problems += play(window, "goldfish", GOLDFISH, args.out, size)
        _shut_down()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
