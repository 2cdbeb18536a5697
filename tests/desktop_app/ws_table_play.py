"""Playing Weiß Schwarz at the table as a player would: ``play_one`` answers the pending decision
through the table's own handlers (drops, clicks, the decision panel, the privacy screen).

Shared by ``test_ui_ws_game.py`` (offscreen) and ``ws_game_screenshots.py`` (a real window
under Xvfb).
"""

from __future__ import annotations

from typing import Any

from desktop_app.bridge import DecisionKind
from desktop_app.ui.widgets.table_page import TablePage

FRONT = ("FL", "FC", "FR")
STEP_LIMIT = 2000


def assert_private(page: TablePage) -> None:
    """No card of a hand other than the viewer's shows anything of itself."""
    observation = page.session.observation
    if observation is None:
        assert page.scene.card_items() == []
        return
    mine = f"p{observation.viewer + 1}.hand"
    for item in page.scene.card_items():
        if item.zone.key.endswith(".hand") and item.zone.key != mine:
            assert not item.view.known and item.view.name is None and item.view.code is None


def play_one(page: TablePage, counts: dict[str, int]) -> None:
    """Answer the pending decision the way a player at the table would."""
    session, scene, panel = page.session, page.scene, page.decision_panel
    if page.covered:
        page.privacy.button.click()
        counts["hand-over"] = counts.get("hand-over", 0) + 1
        return
    decision = session.decision
    if decision is None and session.looking:
        # a response window the engine did not ask about (WS 7.4): hand the table back
        page.pass_priority()
        counts["looked"] = counts.get("looked", 0) + 1
        return
    assert decision is not None, "the seat at the screen must be the one deciding"
    kind = decision.kind
    counts[kind.value] = counts.get(kind.value, 0) + 1
    if kind is DecisionKind.SELECT:
        for option in decision.options[: decision.minimum]:
            item = scene.card_item(option.card) if option.card is not None else None
            if item is not None:
                scene.card_clicked(item)
            else:
                page.selection.toggle(option.key)
        assert panel.select_confirm.isEnabled()
        panel.select_confirm.click()
        return
    if kind is DecisionKind.YES_NO:
        panel.yes_button.click()
        return
    if kind is DecisionKind.ORDER:
        panel.order_confirm.click()
        return
    if kind is DecisionKind.NUMBER:
        panel.number_ok.click()
        return
    if kind is DecisionKind.SLOT:
        option = decision.options[0]
        assert scene.slot_clicked(option.args["zone"], option.args["slot"])
        return
    options = decision.options
    plays = [
        o
        for o in options
        if o.action == "play" and o.args.get("slot") in FRONT and "replacing" not in o.label
    ]
    attacks = [o for o in options if o.action == "attack"]
    if plays:
        option = plays[0]
        item = scene.card_item(option.card)
        assert item is not None
        place = scene.zone(option.args["zone"]).slot_items[option.args["slot"]].place
        outcome = scene.handle_drop(item, place.card_centre)
        assert outcome.accepted, outcome.message
        counts["dropped"] = counts.get("dropped", 0) + 1
        return
    if attacks:
        attacker = scene.card_item(attacks[0].card)
        assert attacker is not None
        offered: list[Any] = []
        scene.options_offered.connect(lambda opts, where: offered.append(opts))
        scene.card_activated(attacker)
        scene.options_offered.disconnect()
        if offered:  # front or side: pick front from the menu
            menu = page.options_menu(offered[0])
            front = (
                next(a for a in menu.actions() if "front" in a.text())
                if any("front" in a.text() for a in menu.actions())
                else menu.actions()[0]
            )
            front.trigger()
        counts["attacked"] = counts.get("attacked", 0) + 1
        return
    if session.option_with_action("pass") is not None:
        page.pass_priority()  # Space
        return
    buttons = panel._action_buttons
    assert buttons, f"no way to answer {decision.prompt}"
    buttons[0].click()
