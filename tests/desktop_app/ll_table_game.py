"""A Luck & Logic game played at the table as the mouse would, and its screenshots.

    xvfb-run -s "-screen 0 1920x1080x24" python tests/desktop_app/ll_table_game.py \
        --mode hot-seat --out docs/screenshots

``play`` answers every decision through the table's own handlers: hand cards are dragged
onto the Level Zone, onto empty circles (deploy) and onto the Battle Zone (Logic
Definition); attackers are dragged onto the circle they attack; Intercept members are
clicked on the table and confirmed; passes go through Space; every hand-over is confirmed
on the privacy screen. It calls ``moment(name)`` the first time the table shows each moment
the issue asks for (``MOMENTS``). Run as a script it plays in a real window and saves the
window at each moment as ``luck-and-logic-<mode>-<moment>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the moments of a hot-seat game the table is shown at (issue #12)
HOT_SEAT_MOMENTS = ("intercept", "logic-definition", "paradox-battle", "win")
#: the moments of a goldfish game (issue #15): the board filling up, and the end
GOLDFISH_MOMENTS = ("deploy", "gate-destroyed", "win")
#: the seeds the tests and the screenshots play (each reaches every moment of its mode)
SEEDS = {"hot-seat": 5, "goldfish": 1}
STEP_LIMIT = 3000
PARADOX = "paradox"


def _zone_cards(page: Any, key: str) -> tuple[Any, ...]:
    observation = page.session.observation
    if observation is None or key not in observation.zones:
        return ()
    return tuple(observation.zones[key].cards)


def _empty_circles(page: Any, player: int) -> set[str]:
    taken = {slot for card in _zone_cards(page, f"p{player + 1}.circles") for slot in card.slots}
    return {"FL", "FC", "FR", "BL", "BC", "BR"} - taken


def _is_paradox(page: Any, card_id: int | None) -> bool:
    observation = page.session.observation
    card = observation.card(card_id) if observation is not None and card_id is not None else None
    return card is not None and card.type == PARADOX


def _drop(page: Any, option: Any) -> None:
    """Drag ``option``'s card onto its zone (and slot): the table's drop handler; when several
    options fit the drop, the player picks ``option`` from the menu the table offers."""
    scene = page.scene
    item = scene.card_item(option.card)
    assert item is not None, f"card {option.card} is not on the table"
    target = scene.zone(option.args["zone"])
    slot = option.args.get("slot")
    point = target.slot_items[slot].place.card_centre if slot is not None else target.placement.body.center()
    offered: list[Any] = []
    scene.options_offered.connect(lambda options, where: offered.append(options))
    outcome = scene.handle_drop(item, point)
    scene.options_offered.disconnect()
    if offered:
        keys = [o.key for o in offered[0]]
        assert option.key in keys, f"{option.label} is not among {keys}"
        page.options_menu(offered[0]).actions()[keys.index(option.key)].trigger()
        return
    assert outcome.accepted, outcome.message


def _deploys(page: Any, options: list[Any]) -> list[Any]:
    """Deploys onto empty circles only (no member is dropped to make room), one circle first."""
    player = page.session.decision.player
    empty = _empty_circles(page, player)
    fitting = [
        o for o in options if o.action == "deploy" and set(str(o.args.get("slots", "")).split("+")) <= empty
    ]
    return sorted(fitting, key=lambda o: str(o.args.get("slots", "")).count("+"))


def _attack(page: Any, options: list[Any]) -> Any | None:
    """The turn's first attack on a member (a battle) where there is one, the others on an
    empty circle (a gate) where there is one."""
    attacks = [o for o in options if o.action == "attack"]
    if not attacks:
        return None
    player = page.session.decision.player
    empty = _empty_circles(page, 1 - player)
    battles = [o for o in attacks if o.args["slot"] not in empty]
    standing = {card.slots[0] for card in _zone_cards(page, f"p{2 - player}.gate_zones") if not card.face_up}
    gates = sorted(
        (o for o in attacks if o.args["slot"] in empty), key=lambda o: o.args["slot"] not in standing
    )
    first = page.session.observation.values.get(f"p{player + 1}.attacks", 0) == 0
    return ((battles or gates) if first else (gates or battles))[0]


def play_one(page: Any, counts: dict[str, int]) -> None:
    """Answer the pending decision the way a player at the table would: the L&L moves here,
    every other answer (hand-overs, selections, yes/no …) as in the Weiß Schwarz game."""
    from test_ui_ws_game import play_one as answer_as_in_ws

    from desktop_app.bridge import DecisionKind

    decision = page.session.decision
    if page.covered or decision is None:
        answer_as_in_ws(page, counts)
        return
    if decision.kind is DecisionKind.SELECT and "Intercept" in decision.prompt:
        # L&L 8.3.3.1: every member that may intercept is clicked on the table
        counts["select"] = counts.get("select", 0) + 1
        for option in decision.options:
            item = page.scene.card_item(option.card)
            assert item is not None
            page.scene.card_clicked(item)
        counts["intercepted"] = counts.get("intercepted", 0) + len(decision.options)
        page.decision_panel.select_confirm.click()
        return
    if decision.kind is not DecisionKind.ACTION:
        answer_as_in_ws(page, counts)
        return
    counts["action"] = counts.get("action", 0) + 1
    options = list(decision.options)
    attack = _attack(page, options)
    paradox_first = sorted(
        (o for o in options if o.action == "define"), key=lambda o: not _is_paradox(page, o.card)
    )
    moves = (
        ("levelled", [o for o in options if o.action == "level" and not _is_paradox(page, o.card)]),
        ("deployed", _deploys(page, options)),
        ("attacked", [attack] if attack is not None else []),
        ("defined", paradox_first),  # a paradox first, for a paradox battle
    )
    for count, chosen in moves:
        if chosen:
            _drop(page, chosen[0])
            counts[count] = counts.get(count, 0) + 1
            return
    if page.session.option_with_action("pass") is not None:
        page.pass_priority()  # Space
        return
    buttons = page.decision_panel._action_buttons
    assert buttons, f"no way to answer {decision.prompt}"
    buttons[0].click()


def moment_now(page: Any, mode: str, counts: dict[str, int]) -> str | None:
    """The moment the table shows now, if it is one of ``mode``'s (see ``MOMENTS``)."""
    session = page.session
    if session.outcome is not None:
        return "win"
    observation = session.observation
    if page.covered or observation is None:
        return None
    battle = [card for p in (1, 2) for card in _zone_cards(page, f"p{p}.battle")]
    if mode == "hot-seat":
        if any(card.type == PARADOX and card.face_up for card in battle):
            return "paradox-battle"
        if all(_zone_cards(page, f"p{p}.battle") for p in (1, 2)):
            return "logic-definition"
        if any(_zone_cards(page, f"p{p}.intercept") for p in (1, 2)):
            return "intercept"
        return None
    if any(card.face_up for card in _zone_cards(page, "p2.gate_zones")):
        return "gate-destroyed"
    if _zone_cards(page, "p1.circles"):
        return "deploy"
    return None


def play(
    page: Any,
    mode: str,
    moment: Callable[[str], None],
    *,
    wait: Callable[[], None] | None = None,
) -> dict[str, int]:
    """Play the game on ``page`` to its end; ``moment(name)`` once at each moment of ``mode``.

    ``wait`` is called while the session's agent (the goldfish dummy) thinks.
    """
    session = page.session
    counts: dict[str, int] = {}
    seen: set[str] = set()
    steps = 0
    while steps < STEP_LIMIT:
        now = moment_now(page, mode, counts)
        if now is not None and now not in seen:
            seen.add(now)
            moment(now)
        if session.outcome is not None:
            break
        if session.busy:
            assert wait is not None, "an agent is thinking but nobody waits for it"
            wait()
            continue
        play_one(page, counts)
        steps += 1
    return counts


def new_session(mode: str, seed: int | None = None) -> Any:
    """The seeded game of ``mode`` (``hot-seat`` or ``goldfish``) between the two demo decks."""
    from desktop_app.bridge import GameSession, SeatMode, demo_decks, new_game

    decks = demo_decks("luck-and-logic")
    seed = SEEDS[mode] if seed is None else seed
    game = new_game("luck-and-logic", (decks[0], decks[1]), seed=seed, goldfish=mode == "goldfish")
    if mode == "goldfish":
        return GameSession(game, SeatMode.GOLDFISH, autosave=None, threaded_agent=False)
    return GameSession(game, SeatMode.HOT_SEAT, privacy=True, autosave=None, threaded_agent=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=tuple(SEEDS), default="hot-seat")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer

    from desktop_app.bridge import TableSettings
    from desktop_app.ui.app import application
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.screenshot import _settle, _shut_down, _size, _wait_for_database
    from desktop_app.ui.widgets.table_page import TOAST_MS

    application()
    size = _size(args.size)
    window = MainWindow(TableSettings(), threaded_agent=False)
    window.resize(*size)
    window.show()
    _wait_for_database(window)
    session = new_session(args.mode, args.seed)
    page = window.show_game(session)
    assert page is not None
    session.start()
    args.out.mkdir(parents=True, exist_ok=True)
    grown: list[str] = []

    def shoot(name: str) -> None:
        if page.toast.isVisible():  # the table as the player sees it once the message faded
            loop = QEventLoop()
            QTimer.singleShot(TOAST_MS + 100, loop.quit)
            loop.exec()
        _settle(window)
        image = window.grab()
        if (image.width(), image.height()) != size:
            grown.append(f"{name}: {image.width()}x{image.height()}")
        image.save(str(args.out / f"luck-and-logic-{args.mode}-{name}.png"), "PNG")
        print(name, flush=True)

    moments = HOT_SEAT_MOMENTS if args.mode == "hot-seat" else GOLDFISH_MOMENTS
    shown: list[str] = []
    play(page, args.mode, lambda name: (shoot(name), shown.append(name)))
    session.close()
    _shut_down()
    missing = [name for name in moments if name not in shown]
    if missing or grown:
        print(f"not reached: {missing}; the window grew: {grown}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
