"""One-key and one-drag play: attacks by dragging the attacker onto its target (an arrow while
the battle lasts), Space in every game, one-click manual forms, refusals where the player looks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLineF
from ws_positions import front_attack

from desktop_app.bridge import DropResult, GameSession, SeatMode, TableSettings
from desktop_app.ui.scene.menus import find_entry
from desktop_app.ui.scene.table_scene import ARROW_TRIM
from desktop_app.ui.widgets.table_page import TablePage


@pytest.fixture
def ws_page(make_session: Any, tmp_path: Path, qtbot: Any, images: Any) -> Iterator[TablePage]:
    session = make_session("weiss-schwarz", SeatMode.GOLDFISH, position=front_attack(tmp_path))
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    while not any(o.action == "attack" for o in session.decision.options):
        assert session.pass_priority()  # to the attack phase
    yield page


def stage_card(page: TablePage, zone: str, slot: str) -> Any:
    return next(item for item in page.scene.zone(zone).cards if item.view.slots == (slot,))


def test_dragging_an_attacker_onto_a_defender_attacks_it(ws_page: TablePage, qtbot: Any) -> None:
    scene = ws_page.scene
    attacker = stage_card(ws_page, "p1.stage", "FC")
    target = scene.zone("p2.stage").slot_items["FC"]
    scene.begin_drag(attacker)
    assert target.light  # the target is lit while dragging
    with qtbot.waitSignal(scene.options_offered) as offered:
        outcome = scene.handle_drop(attacker, target.place.card_centre)
    # a front or a side attack on that card (WS 7.2.1.4): the player picks which
    assert outcome.result is DropResult.CHOOSE
    assert {o.args["method"] for o in offered.args[0]} == {"front", "side"}
    assert {o.card for o in offered.args[0]} == {attacker.view.id}


def test_dropping_an_attacker_on_the_defenders_side_attacks_directly(ws_page: TablePage) -> None:
    scene, session = ws_page.scene, ws_page.session
    attacker = stage_card(ws_page, "p1.stage", "FL")
    attacker_id = attacker.view.id
    waiting_room = scene.zone("p2.waiting_room")
    outcome = scene.handle_drop(attacker, waiting_room.rect.center())
    assert outcome.result is DropResult.APPLIED
    assert any("direct attack" in line for line in session.observation.log)
    # the arrow from the attacker to the defender's side stays until the player's next choice
    assert (
        session.battle is not None and session.battle.attacker == attacker_id and session.battle.slot is None
    )
    assert scene.arrow.isVisible()
    # (it starts at the attacker's edge, not over the middle of the card)
    start = QLineF(scene.card_item(attacker_id).pos(), scene.arrow.start)
    assert abs(start.length() - ARROW_TRIM) < 0.5
    session.pass_priority()
    assert session.battle is None and not scene.arrow.isVisible()


def test_a_drop_on_the_wrong_card_is_refused_over_the_table(ws_page: TablePage, qtbot: Any) -> None:
    scene = ws_page.scene
    attacker = stage_card(ws_page, "p1.stage", "FC")
    with qtbot.waitSignal(ws_page.session.action_refused) as refused:
        outcome = scene.handle_drop(attacker, scene.zone("p2.stage").slot_items["FL"].place.card_centre)
    assert outcome.result is DropResult.REFUSED
    assert "lit target" in refused.args[0]
    assert ws_page.toast.isVisibleTo(ws_page) and "lit target" in ws_page.toast.text()


@pytest.mark.parametrize(
    "game", ["one-piece", "force-of-will", "luck-and-logic", "freeform", "weiss-schwarz"]
)
def test_space_goes_on_in_every_game(make_session: Any, game: str) -> None:
    session: GameSession = make_session(game, SeatMode.GOLDFISH)
    while session.observation.phase == "setup":  # keep the opening hand, go first
        decision = session.decision
        assert session.choose([] if decision.minimum == 0 else [decision.options[0].key])
    for _ in range(6):
        if session.decision is None or session.outcome is not None:
            break
        where = (session.observation.turn, session.observation.phase, session.observation.step)
        choices = len(session.game.choices)
        decision = session.decision
        if decision.kind.value == "select" and decision.minimum > 0:  # the rules force a choice (a
            assert not session.pass_priority()  # hand limit): Space cannot skip it
            assert session.choose([o.key for o in decision.options[: decision.minimum]])
            continue
        assert session.pass_priority(), f"Space was refused in {game} at {where}"
        assert len(session.game.choices) > choices


def test_one_click_and_one_key_manual_forms(ws_page: TablePage) -> None:
    scene, session = ws_page.scene, ws_page.session
    card = stage_card(ws_page, "p1.stage", "FL")
    power = card.view.stats["power"]
    entries = scene.menu_for(card.pos())
    assert find_entry(entries, "Rest  (T)") is not None  # top level: one click, not three menus
    assert find_entry(entries, "+1000 power until end of turn  (P)") is not None
    scene.pointed_card(card)
    assert scene.quick_action("stat", 1000)
    card = stage_card(ws_page, "p1.stage", "FL")
    assert card.view.stats["power"] == power + 1000
    scene.pointed_card(card)
    assert scene.quick_action("state")
    assert stage_card(ws_page, "p1.stage", "FL").view.state == "rest"
    assert any("[manual]" in line for line in session.observation.log)
    scene.pointed_card(None)
    assert not scene.quick_action("flip")


def test_the_arrow_points_at_the_defending_slot(ws_page: TablePage) -> None:
    scene, session = ws_page.scene, ws_page.session
    attacker = stage_card(ws_page, "p1.stage", "FC")
    front = next(o for o in session.decision.options if o.args.get("method") == "front")
    assert session.choose_option(front)
    target = scene.zone("p2.stage").slot_items["FC"].place.card_centre
    assert session.battle is not None and session.battle.slot == "FC"
    assert attacker.view.id == session.battle.attacker
    # from the attacker's edge to the defender's, along the line between their centres
    assert scene.arrow.isVisible()
    assert abs(QLineF(scene.arrow.end, target).length() - ARROW_TRIM) < 0.5
    assert abs(QLineF(scene.card_item(attacker.view.id).pos(), scene.arrow.start).length() - ARROW_TRIM) < 0.5
