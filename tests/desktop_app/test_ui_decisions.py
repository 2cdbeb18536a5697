"""Decisions where the player looks: actions, a selection by clicking cards, an order, yes/no,
a number and a place, each answered through the decision panel or the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from desktop_app.bridge import DecisionKind
from desktop_app.ui.scene.items import Highlight, TargetLight
from desktop_app.ui.widgets.table_page import TablePage


@pytest.fixture
def page(probe_page: TablePage) -> TablePage:
    return probe_page


def test_actions_tied_to_no_card_are_buttons(page: TablePage) -> None:
    panel = page.decision_panel
    assert panel.pages.currentWidget() is panel.action_page
    labels = [button.text() for button in panel._action_buttons]
    assert labels[0] == "End the turn  (Space)"
    assert "P1: act" in panel.prompt.text()
    assert panel.card_actions.menu().actions()  # the card actions are listed too


def test_a_selection_by_clicking_cards_then_confirm(page: TablePage, qtbot: Any) -> None:
    session, scene, panel = page.session, page.scene, page.decision_panel
    session.choose(["ask-select"])
    assert session.decision.kind is DecisionKind.SELECT
    assert panel.pages.currentWidget() is panel.select_page
    hand = scene.zone("p1.hand").cards
    assert all(item.highlight & Highlight.SELECTABLE for item in hand)
    assert not panel.select_confirm.isEnabled()
    scene.card_clicked(hand[0])
    assert hand[0].highlight & Highlight.SELECTED
    assert panel.select_list.item(0).checkState().name == "Checked"
    scene.card_clicked(hand[1])
    with qtbot.waitSignal(scene.status):  # at most two
        scene.card_clicked(hand[2])
    assert panel.select_count.text() == "Chosen 2 of 1–2"
    panel.select_list.item(1).setCheckState(panel.select_list.item(1).checkState().Unchecked)
    assert page.selection.chosen == (page.selection.key_for_card(hand[0].view.id),)
    assert panel.confirm()
    assert session.observation.zones["p1.grave"].count == 1
    assert panel.pages.currentWidget() is panel.action_page


def test_an_order_is_a_reorderable_list(page: TablePage) -> None:
    session, panel = page.session, page.decision_panel
    session.choose(["ask-order"])
    assert panel.pages.currentWidget() is panel.order_page
    assert panel.order_model.keys() == ("a", "b")
    panel.order_view.setCurrentIndex(panel.order_model.index(1, 0))
    panel._move_order(-1)
    assert panel.order_model.keys() == ("b", "a")
    assert panel.confirm()
    assert session.observation.log[-1] == "Second ability then First ability"


def test_yes_no_and_number(page: TablePage) -> None:
    session, panel = page.session, page.decision_panel
    session.choose(["ask-yes-no"])
    assert panel.pages.currentWidget() is panel.yes_no_page
    page.answer(False)  # the N shortcut
    assert session.observation.log[-1] == "no"
    session.choose(["ask-number"])
    assert panel.pages.currentWidget() is panel.number_page
    assert (panel.number.minimum(), panel.number.maximum()) == (0, 5)
    panel.number.setValue(4)  # (it starts at 5)
    page.confirm()  # Enter
    assert session.observation.log[-1] == "number 4"


def test_a_place_is_chosen_by_clicking_a_lit_slot(page: TablePage) -> None:
    session, scene = page.session, page.scene
    session.choose(["ask-slot"])
    field = scene.zone("p1.field")
    assert field.slot_items["L"].light is TargetLight.LEGAL
    assert scene.slot_clicked("p1.field", "R")
    assert session.observation.log[-1] == "place R"
    assert field.slot_items["L"].light is TargetLight.NONE


def test_a_drop_on_a_slot_plays_there(page: TablePage) -> None:
    scene = page.scene
    item = scene.zone("p1.hand").cards[0]
    name = item.view.name
    scene.begin_drag(item)
    slots = scene.zone("p1.field").slot_items
    assert slots["L"].light is TargetLight.LEGAL and slots["R"].light is TargetLight.LEGAL
    outcome = scene.handle_drop(item, slots["R"].place.card_centre)
    assert outcome.accepted
    played = scene.zone("p1.field").cards[0]
    assert played.view.name == name and played.view.slots == ("R",)
    assert played.pos() == scene.on_pixel(slots["R"].place.card_centre)  # (on a whole pixel)
    choices = len(page.session.game.choices)
    back = scene.handle_drop(played, slots["R"].place.card_centre)  # dropped back where it lies
    assert back.result.value == "ignored" and len(page.session.game.choices) == choices


def test_a_drop_between_slots_offers_the_choice(page: TablePage, qtbot: Any) -> None:
    scene = page.scene
    item = scene.zone("p1.hand").cards[0]
    field = scene.zone("p1.field")
    with qtbot.waitSignal(scene.options_offered) as offered:
        # on the zone's label strip, beside its slots
        outcome = scene.handle_drop(item, field.rect.topLeft() + QPointF(5, field.rect.height() / 2))
    assert outcome.result.value == "choose"
    assert {o.args["slot"] for o in offered.args[0]} == {"L", "R"}
    menu = page.options_menu(offered.args[0])
    menu.actions()[0].trigger()
    assert page.session.observation.zones["p1.field"].count == 1
