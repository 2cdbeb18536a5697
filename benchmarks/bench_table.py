"""Table speed: ``python -m benchmarks.bench_table [--no-write] [--rounds N]``.

Measures, on Qt's offscreen platform (unless ``QT_QPA_PLATFORM`` says otherwise):

1. drop to updated scene: a freeform table with about a hundred cards drawn (two tables of
   40, two hands of 8, libraries and discard piles), a hand card dropped on its table
   through the scene's drop handler; the time from the drop until the handler returns
   with the game changed and the scene's items updated (median, p95), and until the view
   has also repainted a 1600x1000 window;
2. the same for a Weiß Schwarz character dropped on a stage slot mid-game;
3. the longest GUI-thread step of a Weiß Schwarz goldfish game played at the table (each
   choice with its observation and scene update; the dummy answers on a worker);
4. start-up to the first window: ``python -m desktop_app --self-test`` (window shown, card
   database opened, exit), cold (the database built from the demo sets) and warm.

Targets: a drop to a repainted view under 16 ms, the longest goldfish step under 50 ms,
start-up under 2 s. The figures are printed and written to
``docs/benchmarks.md`` under "Table" (other sections of that file are kept).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks._report import machine, write_section

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Table"
COMMAND = "python -m benchmarks.bench_table"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _freeform_position() -> dict[str, Any]:
    codes = [f"FF-{n:03d}" for n in range(1, 21)]

    def cards(count: int, start: int = 0) -> list[str]:
        return [codes[(start + i) % len(codes)] for i in range(count)]

    side = {"table": cards(40), "hand": cards(8, 3), "library": cards(12, 5), "discard": cards(4, 7)}
    return {"turn": 5, "turn_player": "p1", "phase": "turn", "p1": side, "p2": dict(side)}


def _table(game: Any, seat: int = 0) -> tuple[Any, Any, Any]:
    from desktop_app.bridge import CardImageCache, GameSession, SeatMode, TableSettings
    from desktop_app.ui.widgets.table_page import TablePage

    session = GameSession(game, SeatMode.FIXED, seat=seat, threaded_agent=False)
    page = TablePage(session, CardImageCache(None), TableSettings())
    page.resize(1600, 1000)
    page.show()
    session.start()
    return session, page, page.scene


class Timings:
    """Milliseconds per round, by the wall clock, by the GUI thread's own CPU time (which
    other processes on a busy machine do not inflate) and by the whole process's CPU time
    (every thread: the work Qt hands to its thread pool while the GUI thread waits)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.process: list[float] = []

    def add(self, wall: float, cpu: float, process: float) -> None:
        self.wall.append(wall * 1000)
        self.cpu.append(cpu * 1000)
        self.process.append(process * 1000)

    def describe(self) -> str:
        return (
            f"median {statistics.median(self.cpu):.2f} ms, p95 {percentile(self.cpu, 0.95):.2f} ms "
            f"(GUI-thread CPU time; all threads' CPU median {statistics.median(self.process):.2f} ms; "
            f"wall clock median {statistics.median(self.wall):.2f} ms, "
            f"p95 {percentile(self.wall, 0.95):.2f} ms)"
        )


def clocks() -> tuple[float, float, float]:
    """The wall clock, the GUI thread's CPU time and the process's (every thread's)."""
    return time.perf_counter(), time.thread_time(), time.process_time()


def settle(app: Any) -> None:
    """What the event loop does between two of the player's actions (untimed): pending events,
    and the widgets deleted later (the decision bar's old buttons), which ``processEvents``
    alone leaves in place, so a loop of drops without it piles them up."""
    from PySide6.QtCore import QCoreApplication, QEvent

    app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def bench_drops(game: Any, rounds: int, pick: Any) -> tuple[Timings, Timings, int]:
    """Drop a card ``rounds`` times (undoing each, untimed); time the handler and a repaint."""
    from PySide6.QtWidgets import QApplication

    session, page, scene = _table(game)
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    drawn = len(scene.card_items())
    handler, frame = Timings(), Timings()
    for _ in range(rounds):
        item, point = pick(session, scene)
        start = clocks()
        outcome = scene.handle_drop(item, point)
        handled = clocks()
        page.view.viewport().repaint()
        painted = clocks()
        assert outcome.accepted, outcome.message
        handler.add(*(end - begin for end, begin in zip(handled, start, strict=True)))
        frame.add(*(end - begin for end, begin in zip(painted, start, strict=True)))
        session.undo()
        settle(app)
    session.close()
    page.close()
    return handler, frame, drawn


def freeform_drops(rounds: int) -> tuple[Timings, Timings, int]:
    from desktop_app.bridge import demo_decks, new_game
    from desktop_app.bridge.catalog import ruleset_of
    from desktop_app.engine.serialize import position_from_json

    decks = demo_decks("freeform")
    position = position_from_json(_freeform_position(), ruleset_of("freeform"))
    game = new_game("freeform", (decks[0], decks[1]), seed=3, position=position)

    def pick(session: Any, scene: Any) -> tuple[Any, Any]:
        return scene.zone("p1.hand").cards[0], scene.zone("p1.table").rect.center()

    return bench_drops(game, rounds, pick)


def ws_drops(rounds: int) -> tuple[Timings, Timings, int]:
    from desktop_app.agents import GoldfishAgent, ask
    from desktop_app.bridge import demo_decks, new_game

    decks = demo_decks("weiss-schwarz")
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=11)
    agent = GoldfishAgent()
    # play on (the goldfish answers both seats) until P1 may play a character to a slot
    for _ in range(400):
        decision = game.decision
        assert decision is not None
        playable = any(o.action == "play" and "slot" in o.args for o in decision.options)
        if decision.player == 0 and playable and game.state.turn >= 3:
            break
        game.apply(ask(agent, game))

    def pick(session: Any, scene: Any) -> tuple[Any, Any]:
        option = next(o for o in session.decision.options if o.action == "play" and "slot" in o.args)
        slot = scene.zone(option.args["zone"]).slot_items[option.args["slot"]]
        return scene.card_item(option.card), slot.place.card_centre

    return bench_drops(game, rounds, pick)


def ws_goldfish_steps() -> tuple[float, float, int, float]:
    """The longest GUI-thread step of a goldfish game played at the table (ms of GUI-thread
    CPU time, and by the wall clock), its steps, and the longest hand-back of the dummy's
    answers (ms of GUI-thread CPU time)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app.bridge import CardImageCache, GameSession, SeatMode, TableSettings, demo_decks, new_game
    from desktop_app.ui.widgets.table_page import TablePage

    decks = demo_decks("weiss-schwarz")
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=5, goldfish=True)
    session = GameSession(game, SeatMode.GOLDFISH, threaded_agent=True)
    page = TablePage(session, CardImageCache(None), TableSettings())
    page.resize(1600, 1000)
    page.show()
    session.start()
    # the window's first frame (every card and zone drawn for the first time) is start-up,
    # not a step: it fell into the first step's figures, or into the first hand-back's
    settle(QApplication.instance())
    page.view.viewport().repaint()
    longest, longest_wall, steps, handback = 0.0, 0.0, 0, 0.0
    while session.outcome is None and steps < 600:
        if session.busy:
            # the GUI thread's CPU time while it waits for the dummy is the work of taking
            # the dummy's answers back (the new observation drawn): waiting itself costs none
            loop = QEventLoop()
            session.busy_changed.connect(loop.quit)
            QTimer.singleShot(10_000, loop.quit)
            waited = time.thread_time()
            loop.exec()
            handback = max(handback, (time.thread_time() - waited) * 1000)
            session.busy_changed.disconnect(loop.quit)
            continue
        decision = session.decision
        if decision is None:
            break
        start, start_cpu = time.perf_counter(), time.thread_time()
        plays = [
            o for o in decision.options if o.action == "play" and o.args.get("slot") in ("FL", "FC", "FR")
        ]
        attacks = [o for o in decision.options if o.action == "attack"]
        if decision.kind.value == "select":
            session.choose([o.key for o in decision.options[: decision.minimum]])
        elif plays and "replacing" not in plays[0].label:
            slot = page.scene.zone(plays[0].args["zone"]).slot_items[plays[0].args["slot"]]
            item = page.scene.card_item(plays[0].card) if plays[0].card is not None else None
            assert item is not None
            page.scene.handle_drop(item, slot.place.card_centre)
        elif attacks:
            session.choose_option(attacks[0])
        elif session.option_with_action("pass") is not None:
            session.pass_priority()
        else:
            session.choose_option(decision.options[0])
        page.view.viewport().repaint()
        longest = max(longest, (time.thread_time() - start_cpu) * 1000)
        longest_wall = max(longest_wall, (time.perf_counter() - start) * 1000)
        steps += 1
        # what the event loop does next (the dummy's answers taken back, if the worker was
        # quick, and the widgets deleted later) is GUI-thread work too
        waited = time.thread_time()
        settle(QApplication.instance())
        handback = max(handback, (time.thread_time() - waited) * 1000)
    session.close()
    page.close()
    return longest, longest_wall, steps, handback


def startup(runs: int) -> tuple[float, list[float]]:
    """Seconds for ``--self-test``: the first run builds the database, the others reuse it."""
    times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, TABLETOP_DATA_DIR=folder)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for _ in range(runs + 1):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "desktop_app", "--self-test"],
                env=env,
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - start)
    return times[0], times[1:]


def run(rounds: int) -> list[str]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["TABLETOP_DATA_DIR"] = folder
        from desktop_app.ui.app import application

        application()
        ff_handler, ff_frame, ff_cards = freeform_drops(rounds)
        ws_handler, ws_frame, ws_cards = ws_drops(rounds)
        longest, longest_wall, steps, handback = ws_goldfish_steps()
    cold, warm = startup(5)
    repainted = statistics.median(ff_frame.cpu)
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    return [
        f"Drop to updated scene, freeform, {ff_cards} card items drawn, {rounds} drops: "
        f"{ff_handler.describe()}",
        f"Drop to repainted 1600x1000 view (the whole view repainted), same table: {ff_frame.describe()}",
        f"Drop to updated scene, Weiß Schwarz character onto a stage slot ({ws_cards} card items): "
        f"{ws_handler.describe()}; with the repaint {ws_frame.describe()}",
        f"Longest GUI-thread step of a Weiß Schwarz goldfish game at the table ({steps} steps, "
        f"repaint included, the dummy on a worker): {longest:.1f} ms of GUI-thread CPU time "
        f"({longest_wall:.1f} ms by the wall clock); the longest stretch of the event loop between "
        f"two steps (the dummy's answers taken back): {handback:.1f} ms of GUI-thread CPU time",
        f"Start-up to the first window and an open card database (`python -m desktop_app --self-test`): "
        f"warm median {statistics.median(warm):.2f} s, cold (database built) {cold:.2f} s",
        f"Load average while measuring (1, 5, 15 min): {load}",
        f"Targets: drop to repainted view under 16 ms: {'yes' if repainted < 16 else 'no'}; "
        f"longest goldfish step under 50 ms: {'yes' if max(longest, handback) < 50 else 'no'}; "
        f"start-up under 2 s: {'yes' if statistics.median(warm) < 2 else 'no'}",
    ]


def write_docs(lines: list[str]) -> None:
    """Replace (or add) the "Table" section of docs/benchmarks.md, keeping the rest."""
    platform_name = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    intro = [
        f"Qt platform: {platform_name}. The drop is timed from the call of the scene's drop handler",
        "(what a mouse release calls) to its return: the rules option chosen, the game changed, the",
        "seat's new observation diffed and only the changed zones' items updated. The repaint",
        "figure forces a full repaint of the view with the software rasteriser; in the app Qt",
        "repaints only the regions that changed. Each figure is given in the GUI thread's CPU time",
        "(`time.thread_time`), which the other work on a shared machine does not inflate, in all",
        "the process's threads' CPU time (`time.process_time`: Qt's raster engine hands large",
        "fills to its thread pool while the GUI thread waits) and by the wall clock, which the",
        "other work inflates (the load average is recorded with the figures). Between drops the",
        "benchmark lets Qt delete the widgets deleted later, as the app's event loop does;",
        "figures before issue 15 did not, and each drop repainted over a growing pile of the",
        "decision bar's old buttons, which may account for part of the 39 ms median then.",
        "The goldfish step is timed from the player's answer to the repainted view; the event",
        "loop's work after it (the dummy's answers taken back, the widgets deleted later) is the",
        "second figure. Before issue 15's last round half the steps (38 of 78) also resized the",
        "table by 21 px (the decision panel shrank while the dummy answered and grew back), which",
        "rescaled and redrew every card; the panel now keeps its height (one resize in 78 steps).",
        "The window's first frame (every card drawn for the first time) is painted before the",
        "goldfish steps are timed (wave 6): it fell into the first step or the first hand-back.",
        "Under a load average of 10 on 2 cores the wall-clock figures say more about the machine",
        "than about the table; the CPU-time figures are the ones to compare.",
    ]
    write_section(HEADING, COMMAND, intro, lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone")
    parser.add_argument("--rounds", type=int, default=200, help="drops per table (default 200)")
    args = parser.parse_args(argv)
    lines = run(args.rounds)
    for line in lines:
        print(line)
    print("Machine: " + ", ".join(machine()))
    if not args.no_write:
        write_docs(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
