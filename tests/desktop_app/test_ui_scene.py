"""``TableScene``: zones laid out from the declarations, drops through the drop handler,
lights while dragging, privacy at hand-overs, incremental updates and the menus."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from desktop_app.bridge import DropResult, SeatMode, SlotSpec, ZoneSpec
from desktop_app.ui.scene.geometry import TableGeometry, slot_places
from desktop_app.ui.scene.items import CardItem, Highlight, TargetLight, rotation_for
from desktop_app.ui.scene.menus import find_entry
from desktop_app.ui.theme import ItemType


def item_named(scene: Any, zone: str, index: int = 0) -> CardItem:
    return scene.zone(zone).cards[index]


def faces(scene: Any, zone: str) -> list[str | None]:
    return [item.view.name for item in scene.zone(zone).cards]


def test_every_zone_instance_gets_an_item_and_the_seat_sits_at_the_bottom(
    make_session: Any, make_scene: Any
) -> None:
    session = make_session()
    scene = make_scene(session)
    keys = set(scene.zone_items)
    assert keys == set(session.observation.zones)
    mine, theirs = scene.zone("p1.hand").rect, scene.zone("p2.hand").rect
    assert mine.top() > 0 > theirs.bottom()  # P1 (the viewer) at the bottom
    assert all(item.type() == ItemType.ZONE for item in scene.zone_items.values())
    assert len(scene.zone("p1.hand").cards) == 7
    library = scene.zone("p1.library")
    assert len(library.cards) == 3 and library.pile_count.count == 33  # a pile draws its top cards


def test_slots_mirror_for_the_other_side() -> None:
    stage = ZoneSpec(
        "stage",
        "Stage",
        slots=(
            SlotSpec("FL", "front", 0),
            SlotSpec("FC", "front", 1),
            SlotSpec("FR", "front", 2),
            SlotSpec("BL", "back", 0),
            SlotSpec("BR", "back", 1),
        ),
        display="slots",
        layout=(0, 0, 3, 2),
    )
    markers = ZoneSpec("marker", "Markers", slots=stage.slots, linked_to="stage", layout=(0, 0, 3, 2))
    geometry = TableGeometry((stage, markers), bottom=0)
    mine = {p.name: p.rect for p in geometry.slots("p1.stage")}
    theirs = {p.name: p.rect for p in geometry.slots("p2.stage")}
    assert mine["FL"].center().x() < mine["FC"].center().x() < mine["FR"].center().x()
    assert mine["FL"].center().y() < mine["BL"].center().y()  # the front row faces the middle
    assert mine["FL"].center().x() < mine["BL"].center().x() < mine["FC"].center().x()  # back row centred
    assert theirs["FR"].center().x() < theirs["FL"].center().x()  # turned half a turn
    assert theirs["BL"].center().y() < theirs["FL"].center().y()
    assert abs(theirs["FR"].center().x() - mine["FL"].center().x()) < 1  # my FL faces their FR
    assert slot_places(stage, geometry.placement("p1.stage").rect, False)[0].name == "FL"


def test_states_turn_cards() -> None:
    states = ("stand", "rest", "reverse")
    assert rotation_for("stand", states) == 0
    assert rotation_for("rest", states) == 90
    assert rotation_for("reverse", states) == 180
    assert rotation_for("", ()) == 0


def test_a_drop_on_a_legal_zone_plays_the_card(make_session: Any, make_scene: Any, qtbot: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    item = item_named(scene, "p1.hand")
    name = item.view.name
    scene.begin_drag(item)
    assert scene.zone("p1.table").light is TargetLight.LEGAL
    assert scene.zone("p2.table").light is TargetLight.NONE
    with qtbot.waitSignal(session.card_moved):
        outcome = scene.handle_drop(item, scene.zone("p1.table").rect.center())
    assert outcome.result is DropResult.APPLIED
    assert faces(scene, "p1.table") == [name]
    assert scene.zone("p1.table").light is TargetLight.NONE
    assert len(scene.zone("p1.hand").cards) == 6


def test_an_illegal_drop_snaps_back_and_says_why(make_session: Any, make_scene: Any, qtbot: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    item = item_named(scene, "p1.hand", 2)
    home = item.pos()
    scene.begin_drag(item)
    item.setPos(scene.zone("p2.table").rect.center())
    with qtbot.waitSignal(session.action_refused) as refused:
        outcome = scene.handle_drop(item, scene.zone("p2.table").rect.center())
    assert outcome.result is DropResult.REFUSED
    assert refused.args[0]
    assert item.pos() == home
    assert len(session.game.choices) == 0


def test_shift_makes_a_drop_a_manual_move(make_session: Any, make_scene: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    item = item_named(scene, "p1.hand")
    target = scene.zone("p1.removed").rect.center()
    outcome = scene.handle_drop(item, target, Qt.KeyboardModifier.ShiftModifier)
    assert outcome.result is DropResult.MANUAL
    assert len(scene.zone("p1.removed").cards) == 1
    scene.manual_mode = True
    top = scene.zone("p1.library").cards[-1]
    assert scene.handle_drop(top, scene.zone("p1.hand").rect.center()).result is DropResult.MANUAL


def test_a_drop_redraws_only_the_zones_that_changed(make_session: Any, make_scene: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    untouched = list(scene.zone("p2.hand").cards) + list(scene.zone("p1.library").cards)
    staying = item_named(scene, "p1.hand", 3)
    scene.handle_drop(item_named(scene, "p1.hand"), scene.zone("p1.table").rect.center())
    assert list(scene.zone("p2.hand").cards) + list(scene.zone("p1.library").cards) == untouched
    assert staying in scene.zone("p1.hand").cards  # reused, not rebuilt


def test_playable_cards_are_outlined(make_session: Any, make_scene: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    assert all(item.highlight & Highlight.PLAYABLE for item in scene.zone("p1.hand").cards)
    assert not any(item.highlight for item in scene.zone("p2.hand").cards)


def test_the_opponents_hand_never_shows_a_face(make_session: Any, make_scene: Any, qtbot: Any) -> None:
    """Hot-seat: at no update does the scene hold a face of the seat not at the screen."""
    session = make_session(mode=SeatMode.HOT_SEAT)
    scene = make_scene(session)
    seen: list[tuple[int | None, int]] = []

    def check(*_: object) -> None:
        observation = session.observation
        viewer = observation.viewer if observation is not None else None
        for item in scene.card_items():
            owner_hand = item.zone.key.endswith(".hand")
            if owner_hand and (viewer is None or item.zone.key != f"p{viewer + 1}.hand"):
                assert not item.view.known and item.view.name is None and item.view.code is None
        seen.append((viewer, len(scene.card_items())))

    session.observation_changed.connect(check)
    check()
    assert scene.covered  # a hot-seat game starts covered
    session.take_seat(0)
    session.pass_priority()  # P1 ends the turn: P2 must decide
    assert scene.covered and scene.card_items() == []
    session.take_seat(1)
    assert scene.bottom == 1  # P2 is at the bottom now
    assert all(item.view.known for item in scene.zone("p2.hand").cards)
    session.pass_priority()
    session.take_seat(0)
    assert seen[0] == (None, 0) and seen[-1][0] == 0


def test_double_click_takes_the_one_option_or_offers_several(
    make_session: Any, make_scene: Any, qtbot: Any
) -> None:
    session = make_session()
    scene = make_scene(session)
    item = item_named(scene, "p1.hand")
    with qtbot.waitSignal(scene.options_offered) as offered:  # play or discard
        scene.card_activated(item)
    assert {o.action for o in offered.args[0]} == {"play", "discard"}
    library_top = scene.zone("p1.library").cards[-1]
    hand = len(scene.zone("p1.hand").cards)
    scene.card_activated(library_top)  # the rules' draw option
    assert len(scene.zone("p1.hand").cards) == hand + 1


def test_the_card_menu_offers_rules_and_manual_actions(make_session: Any, make_scene: Any) -> None:
    session = make_session()
    scene = make_scene(session)
    item = item_named(scene, "p1.hand")
    entries = scene.menu_for(item.scenePos())
    labels = [entry.label for entry in entries]
    assert any(label.startswith("Play ") for label in labels)
    manual = find_entry(entries, "Manual")
    assert manual is not None
    for wanted in ("Move to", "Flip face down", "Counters", "Markers", "Reveal to both players"):
        assert manual.find(wanted) is not None, wanted
    removed = find_entry(entries, "Removed")
    assert removed is not None
    on_top = removed.find("On top")  # an ordered pile: on top or at the bottom
    assert on_top is not None and on_top.action is not None
    on_top.action()
    assert len(scene.zone("p1.removed").cards) == 1
    table_entries = scene.menu_for(QPointF(scene.sceneRect().left() + 2, scene.sceneRect().top() + 2))
    assert find_entry(table_entries, "Roll a die (d6)") is not None
    find_entry(table_entries, "Flip a coin").action()
    assert "flips a coin" in session.observation.log[-1]


def test_a_card_whose_text_is_not_automated_carries_a_badge(qtbot: Any) -> None:
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop_app.bridge import CardView
    from desktop_app.ui.scene.card_painter import paint_face, paint_overlays
    from desktop_app.ui.theme import Palette

    def render(automated: bool) -> QImage:
        view = CardView(
            id=1, code="X-1", name="Manual Mage", type="character", face_up=True, state="", slots=(),
            owner=0, controller=0, manual=() if automated else ("Do it yourself.",), known=True,
        )  # fmt: skip
        image = QImage(100, 140, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.translate(50, 70)
        paint_face(painter, view, None, 1.0)
        paint_overlays(painter, view, 1.0)
        painter.end()
        return image

    badge = render(False).pixelColor(100 - 12 - 6, 12)  # inside the badge circle, off its glyph
    assert abs(badge.red() - Palette.MANUAL_BADGE.red()) < 40 and badge.blue() < 80
    plain = render(True).pixelColor(100 - 12 - 6, 12)
    assert plain != badge


def test_the_wheel_zooms_and_fit_brings_the_table_back(
    make_session: Any, make_scene: Any, qtbot: Any
) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent

    from desktop_app.ui.widgets.table_view import TableView

    view = TableView(make_scene(make_session()))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    view.fit()
    fitted = view.zoom
    centre = QPoint(600, 400)
    event = QWheelEvent(
        centre, view.mapToGlobal(centre), QPoint(), QPoint(0, 240), Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    view.wheelEvent(event)
    assert view.zoom > fitted * 1.2 and not view.fitting
    view.fit()
    assert abs(view.zoom - fitted) < 1e-6 and view.fitting


def test_hovering_a_card_previews_it(make_session: Any, images: Any, qtbot: Any) -> None:
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.widgets.table_page import TablePage

    session = make_session()
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    item = page.scene.zone("p1.hand").cards[0]
    page.scene.card_hovered.emit(item.view)
    assert page.preview.view == item.view
    assert item.view.name in page.preview.title.text()
    hidden = page.scene.zone("p2.hand").cards[0]
    page.scene.card_hovered.emit(hidden.view)
    assert page.preview.title.text() == "Face-down card"


def test_a_real_mouse_drag_plays_a_card(make_session: Any, make_scene: Any, qtbot: Any) -> None:
    """The table drags inside the scene (no QDrag), so simulated mouse events drive it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from desktop_app.ui.widgets.table_view import TableView

    session = make_session()
    scene = make_scene(session)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    item = scene.zone("p1.hand").cards[1]
    name = item.view.name
    start = view.mapFromScene(item.scenePos())
    end = view.mapFromScene(scene.zone("p1.table").rect.center())
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * step / 5)
    assert item.dragging
    with qtbot.waitSignal(session.card_moved):
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert [i.view.name for i in scene.zone("p1.table").cards] == [name]
    assert view.mapFromScene(scene.zone("p1.table").cards[0].scenePos()) != QPoint(start)


def test_a_proxy_is_drawn_once_per_size(qtbot: Any) -> None:
    """A card whose outline changes is redrawn at every decision: its proxy (the laid-out text)
    comes from the picture cache, drawn again only at another size or for another card."""
    from desktop_app.bridge import CardView
    from desktop_app.ui.scene.card_painter import proxy_pixmap

    view = CardView(
        id=1, code="X-1", name="Lantern", type="character", face_up=True, state="", slots=(), owner=0,
        controller=0, text="[AUTO] When this card is placed on stage, draw a card.", known=True,
    )  # fmt: skip
    first = proxy_pixmap(view, 92, 129)
    assert proxy_pixmap(view, 92, 129).cacheKey() == first.cacheKey()
    assert (first.width(), first.height()) == (92, 129)
    assert proxy_pixmap(view, 120, 168).cacheKey() != first.cacheKey()
    other = CardView(**{**view.__dict__, "code": "X-2", "name": "Other"})
    assert proxy_pixmap(other, 92, 129).cacheKey() != first.cacheKey()
