"""The table's graphics items: zones, their slots, cards and pile counts.

Items only draw and report: a card forwards its clicks, drags and hovers to the
``TableScene``, which asks the session. Zone items lay their cards out as the zone's
``display`` says (pile, row, fan, slots, stack). Cards are top-level items (not children of
their zone) so a dragged card can travel over every zone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import IntFlag
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.bridge import CardRef, CardView
from desktop_app.ui.scene.card_painter import (
    CARD_RECT,
    SPINE_BELOW,
    card_path,
    paint_back,
    paint_face,
    paint_mark,
    paint_outline,
    paint_overlays,
    paint_spine,
    spine_shown,
)
from desktop_app.ui.scene.geometry import (
    CARD_H,
    CARD_W,
    LABEL_SIDE,
    SlotPlacement,
    ZonePlacement,
    card_centre_in,
    label_side,
)
from desktop_app.ui.theme import Z_CARD_SPAN, ItemType, Palette, Z, ui_font

if TYPE_CHECKING:
    from desktop_app.ui.scene.table_scene import TableScene

#: How many cards of a pile are drawn (the rest is the count).
PILE_VISIBLE = 3
#: The space between cards in a row.
GAP = 8.0
#: How far a highlight outline and its halo reach beyond a card's edge.
OUTLINE_REACH = 8.0
#: How far a card tucked under another (attached, or a marker under its character) peeks out.
TUCK = 16.0
#: the furthest a pile of attached cards peeks out from under its host
TUCK_SPREAD = 3 * TUCK
#: the smallest a host is drawn to make room in its zone for the cards under it
MIN_TUCKED_SCALE = 0.85


class Highlight(IntFlag):
    """How a card is marked for the pending decision."""

    NONE = 0
    PLAYABLE = 1  #: an action of the decision concerns it
    SELECTABLE = 2  #: it may be chosen
    SELECTED = 4  #: it is chosen
    SOURCE = 8  #: its ability asks
    POINTED = 16  #: the pointer is on an option that names it (the decision bar)
    BY_HAND = 32  #: an ability of it triggered that is not automated: do it by hand


class TargetLight(IntFlag):
    """How a zone or slot is lit while a card is dragged or a place is asked for."""

    NONE = 0
    LEGAL = 1  #: a rules option puts the card here
    MANUAL = 2  #: a manual move may put it here


def rotation_for(state: str, states: Sequence[str]) -> float:
    """The angle a card in ``state`` is drawn at: upright in a zone's first state, half a turn
    reversed (WS reverse), a quarter turn in any other (rest, rested, turned)."""
    if not state or (states and state == states[0]):
        return 0.0
    if state.lower().startswith("revers"):
        return 180.0
    return 90.0


class CardItem(QGraphicsObject):
    """One card on the table as the seat sees it."""

    def __init__(self, zone: ZoneItem, index: int, view: CardView) -> None:
        super().__init__()
        self.zone = zone
        self.index = index
        self.view = view
        self.highlight = Highlight.NONE
        #: how much of the card's left edge shows (card units): less than a card's width
        #: where the next card of an overlapping row lies on it (a clock of six)
        self.shown_width = CARD_W
        #: where its zone's layout put it, and at what size (``tuck_under`` may draw a card
        #: with cards under it a little smaller, within its zone)
        self.home = (QPointF(), 1.0)
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton | Qt.MouseButton.MiddleButton
        )
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        # a card is drawn once per zoom level and then blitted: a full repaint of a hundred
        # cards costs a frame instead of several (update() redraws one card when it changes)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        #: the highlight, an item of its own: a card outlined or no longer outlined at a new
        #: decision (most of the cards redrawn after a choice) keeps its drawn picture
        self.outline = CardOutline(self)
        self._apply_rotation()

    def type(self) -> int:
        return int(ItemType.CARD)

    @property
    def ref(self) -> CardRef:
        return CardRef(self.zone.key, self.index, self.view.id)

    @property
    def dragging(self) -> bool:
        return self._dragging

    def table(self) -> TableScene | None:
        from desktop_app.ui.scene.table_scene import TableScene

        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    # ------------------------------------------------------------------ state
    def set_view(self, index: int, view: CardView) -> None:
        self.index = index
        if view != self.view:
            self.view = view
            self._apply_rotation()
            self.update()

    def set_highlight(self, highlight: Highlight) -> None:
        if highlight != self.highlight:
            self.highlight = highlight
            self.outline.show_for(highlight, self._dragging)

    def set_shown_width(self, width: float) -> None:
        shown = spine_shown(width)
        if shown != self.shown_width:
            self.shown_width = shown
            self.update()

    def _apply_rotation(self) -> None:
        self.setRotation(rotation_for(self.view.state, self.zone.placement.spec.states))

    @property
    def turned(self) -> bool:
        """Lying sideways (its footprint is a card's height wide)."""
        return abs(self.rotation() % 180 - 90) < 1

    # ------------------------------------------------------------------ drawing
    def boundingRect(self) -> QRectF:
        # the card and its 1-unit edge line; the highlight is its outline's (``CardOutline``)
        return CARD_RECT.adjusted(-1, -1, 1, 1)

    def shape(self) -> QPainterPath:
        return card_path()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        view = self.view
        table = self.table()
        if view.known and view.code:
            pixmap = None
            if table is not None:
                if lod * CARD_W > 170:
                    pixmap = table.images.pixmap(table.game_id, view.code, "display")
                if pixmap is None:
                    pixmap = table.images.pixmap(table.game_id, view.code, "thumb")
            paint_face(painter, view, pixmap, lod)
        else:
            paint_back(painter)
        if view.known and self.shown_width < SPINE_BELOW:
            paint_spine(painter, view, self.shown_width, lod)
        paint_overlays(painter, view, lod)
        mark = table.face_up_mark(self.zone.spec.name) if table is not None and view.face_up else None
        if mark:
            paint_mark(painter, mark)

    # ------------------------------------------------------------------ input
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        table = self.table()
        if table is not None:
            table.pointed_card(self)
            table.card_hovered.emit(self.view)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        table = self.table()
        if table is not None:
            table.pointed_card(None)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table()
        if event.button() == Qt.MouseButton.MiddleButton and table is not None:
            table.card_zoom_requested.emit(self.view)  # shown while the button is held
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table()
        if self._press is None or table is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.outline.show_for(self.highlight, dragging=True)
            self.setZValue(Z.DRAGGED)
            table.begin_drag(self)
        self.setPos(self._press_pos + delta)
        table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table()
        if event.button() == Qt.MouseButton.MiddleButton:
            if table is not None:
                table.card_zoom_requested.emit(None)
            return
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        pressed, self._press = self._press, None
        if pressed is None or table is None:
            return
        if self._dragging:
            self._dragging = False
            self.outline.show_for(self.highlight, dragging=False)
            table.handle_drop(self, event.scenePos(), event.modifiers())
        else:
            table.card_clicked(self, event.modifiers())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.table()
        if table is not None and event.button() == Qt.MouseButton.LeftButton:
            table.card_activated(self)

    def cancel_drag(self) -> None:
        """Forget a drag in progress (the scene snaps the card back)."""
        self._dragging = False
        self.outline.show_for(self.highlight, dragging=False)
        self._press = None


def paint_zone_area(painter: QPainter, rect: QRectF, light: TargetLight = TargetLight.NONE) -> None:
    """A zone's area: unlit with the felt (drawn once per zoom), lit over it by its item."""
    inner = rect.adjusted(4, 4, -4, -4)
    if light & TargetLight.LEGAL:
        painter.setPen(QPen(Palette.TARGET, 4))
        painter.setBrush(Palette.TARGET_FILL)
    elif light & TargetLight.MANUAL:
        painter.setPen(QPen(Palette.MANUAL_TARGET, 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)  # over the felt's fill
    else:
        painter.setPen(QPen(Palette.ZONE_BORDER, 1.2))
        painter.setBrush(Palette.ZONE_FILL)
    painter.drawRoundedRect(inner, 10, 10)


def paint_slot_place(painter: QPainter, place: SlotPlacement, light: TargetLight = TargetLight.NONE) -> None:
    """A slot's outline and name: unlit with the felt, lit over it by its item."""
    centre = place.card_centre
    outline = QRectF(centre.x() - CARD_W / 2 - 4, centre.y() - CARD_H / 2 - 4, CARD_W + 8, CARD_H + 8)
    if light & TargetLight.LEGAL:
        painter.setPen(QPen(Palette.TARGET, 4))
        painter.setBrush(Palette.TARGET_FILL)
    elif light & TargetLight.MANUAL:
        painter.setPen(QPen(Palette.MANUAL_TARGET, 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(Palette.SLOT_BORDER, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
    painter.drawRoundedRect(outline, 8, 8)
    if not light:  # the felt's drawing has the name; a lit place lies over it
        painter.setPen(Palette.LABEL_DIM)
        painter.setFont(ui_font(20, bold=True))
        painter.drawText(outline, Qt.AlignmentFlag.AlignCenter, place.name)


#: The outline of each highlight (colour, pen width, dashed), the first that applies winning.
OUTLINES: tuple[tuple[Highlight, QColor, float, bool], ...] = (
    (Highlight.POINTED, Palette.POINTED, 7, False),
    (Highlight.SELECTED, Palette.SELECTED, 5, False),
    (Highlight.SELECTABLE, Palette.SELECTABLE, 3.5, True),
    (Highlight.SOURCE, Palette.SOURCE, 4, False),
    (Highlight.BY_HAND, Palette.MANUAL_BADGE, 4, True),
    (Highlight.PLAYABLE, Palette.PLAYABLE, 3.5, False),
)
#: The outline of a card being dragged.
DRAGGED_OUTLINE = (Palette.TARGET, 3.0, False)


class CardOutline(QGraphicsItem):
    """A card's highlight outline, a child of its card (drawn with it, over it and under the
    next card of a row). Apart from the card so that outlining a card does not draw its
    picture again; it takes no clicks and no part in finding the item under the pointer."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.style: tuple[QColor, float, bool] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def type(self) -> int:
        return int(ItemType.OUTLINE)

    def show_for(self, highlight: Highlight, dragging: bool) -> None:
        """Outline the card as ``highlight`` says (or as a card being dragged)."""
        style = DRAGGED_OUTLINE if dragging else None
        if style is None:
            style = next(((c, w, d) for flag, c, w, d in OUTLINES if highlight & flag), None)
        if style != self.style:
            self.style = style
            self.update()
        self.setVisible(style is not None)

    def boundingRect(self) -> QRectF:
        # the widest outline: 2.5 units out, then half of a 7-unit pen over a 13-unit halo
        return CARD_RECT.adjusted(-9, -9, 9, 9)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never the item under the pointer: its card is

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.style is not None:
            colour, width, dashed = self.style
            paint_outline(painter, colour, width, dashed=dashed)


class SlotItem(QGraphicsItem):
    """One slot of a zone: its outline and name, lit when a card may go there."""

    def __init__(self, zone: ZoneItem, place: SlotPlacement) -> None:
        super().__init__(zone)
        self.zone = zone
        self.name = place.name
        self.place = place
        self.light = TargetLight.NONE
        self.setZValue(Z.SLOT - Z.ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def type(self) -> int:
        return int(ItemType.SLOT)

    def boundingRect(self) -> QRectF:
        return self.place.rect

    def set_light(self, light: TargetLight) -> None:
        if light != self.light:
            self.light = light
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not light)
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.light:  # unlit, it is the felt's (``paint_slot_place``, drawn once per zoom)
            paint_slot_place(painter, self.place, self.light)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self.zone.table()
        if table is not None and table.slot_clicked(self.zone.key, self.name):
            event.accept()
            return
        event.ignore()


class PileCountItem(QGraphicsItem):
    """The number of cards in a pile, on top of it."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__()
        self.zone = zone
        self.count = 0
        self.setZValue(Z.PILE_COUNT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return int(ItemType.PILE_COUNT)

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -16, 60, 32)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
        self.setVisible(count > 0)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(255, 255, 255, 160), 1.5))
        painter.setBrush(QColor(12, 20, 16, 225))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(Palette.LABEL)
        painter.setFont(ui_font(20, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class ZoneLabelItem(QGraphicsItem):
    """A zone's label up its left edge (read from the bottom, by the seat at the screen), with
    the count after it for zones that do not show theirs on a pile; a child of the zone, so a
    new count redraws this strip only."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__(zone)
        self.zone = zone
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        inner = self.zone.rect.adjusted(4, 4, -4, -4)
        return QRectF(inner.left(), inner.top(), label_side(self.zone.rect) + 2, inner.height())

    def text(self) -> str:
        """The label, and the count of cards after it where no pile badge shows it."""
        zone = self.zone
        count = "" if zone.spec.display in ("pile", "slots") else f"  {zone.loose_count}"
        return zone.spec.label + count

    def strip(self) -> QRectF:
        """Where the label is written, in the strip's own coordinates (turned a quarter turn:
        ``x`` runs up the zone's left edge, ``y`` across the strip)."""
        inner = self.zone.rect.adjusted(4, 4, -4, -4)
        side = label_side(self.zone.rect)
        return QRectF(0, 0, inner.height() - (8 if side == LABEL_SIDE else 4), side - 2)

    def fitted(self) -> tuple[QFont, str, Qt.AlignmentFlag]:
        """The font, text and alignment the label is written with: as large as fits on one
        line down to 11 px; in a short zone's strip, else on two lines down to 10 px; else
        cut short (…)."""
        strip = self.strip()
        length = strip.width()
        label = self.text()
        font = ui_font(15, bold=True)
        metrics = QFontMetricsF(font)
        while metrics.horizontalAdvance(label) > length and font.pixelSize() > 11:
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if strip.height() > LABEL_SIDE and metrics.horizontalAdvance(label) > length:
            # a short zone's strip holds two lines: the label wraps rather than being cut
            wrap = flags | Qt.TextFlag.TextWordWrap
            joined = label.replace("  ", "\u00a0")  # the count stays with the last word
            for size in (13, 12, 11, 10):
                small = ui_font(size, bold=True)
                wrapped = QFontMetricsF(small).boundingRect(strip, int(wrap), joined)
                if wrapped.width() <= length and wrapped.height() <= strip.height():
                    return small, joined, wrap
        return font, metrics.elidedText(label, Qt.TextElideMode.ElideRight, length), flags

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        inner = self.zone.rect.adjusted(4, 4, -4, -4)
        strip = self.strip()
        font, text, flags = self.fitted()
        painter.translate(inner.left() + 1, inner.bottom() - (inner.height() - strip.width()) / 2)
        painter.rotate(-90)
        painter.setFont(font)
        painter.setPen(Palette.LABEL)
        painter.drawText(strip, flags, text)


class SpanFrames(QGraphicsItem):
    """Frames round the slots of the cards of a zone that lie in several slots at once (an
    L&L member of territory 2 or 4), over the gates under them and under the cards."""

    def __init__(self) -> None:
        super().__init__()
        self.spans: list[QRectF] = []
        self.setZValue(Z.TERRITORY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_spans(self, spans: list[QRectF]) -> None:
        if spans != self.spans:
            self.prepareGeometryChange()
            self.spans = spans
        self.setVisible(bool(spans))  # nothing to draw: not visited at every repaint

    def boundingRect(self) -> QRectF:
        return _united(self.spans).adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(Palette.TERRITORY, 5))
        painter.setBrush(Palette.TERRITORY_FILL)
        for span in self.spans:
            painter.drawRoundedRect(span, 12, 12)


class ZoneItem(QGraphicsItem):
    """One zone instance: its area, label and slots, and the layout of its cards."""

    def __init__(
        self, placement: ZonePlacement, slots: Sequence[SlotPlacement], host: ZoneItem | None = None
    ) -> None:
        super().__init__()
        self.placement = placement
        self.key = placement.key
        self.spec = placement.spec
        self.host = host  # the zone whose slots this zone's cards lie under (WS markers)
        self.cards: list[CardItem] = []
        self.views: tuple[CardView, ...] = ()
        self.light = TargetLight.NONE
        self.slot_places = list(slots)
        self.slot_items: dict[str, SlotItem] = {}
        #: the frames round the slots of each card lying in several (an L&L territory)
        self.spans = SpanFrames()
        #: where a card laid out now goes on the view's pixels (``TableScene.pixel_snap``)
        self._snap: Callable[[QPointF], QPointF] = unmoved
        self.setZValue(Z.ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # unlit, its area is drawn with the felt (``TableScene.drawBackground``): a large
        # translucent picture less for every repaint to lay over the felt
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        if host is None:
            for place in slots:
                self.slot_items[place.name] = SlotItem(self, place)
        self.pile_count: PileCountItem | None = PileCountItem(self) if self.spec.display == "pile" else None
        self.label: ZoneLabelItem | None = (
            ZoneLabelItem(self) if host is None and not placement.rect.isEmpty() else None
        )
        self.setVisible(not placement.rect.isEmpty() or host is not None)
        if host is not None:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return int(ItemType.ZONE)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        # the frames lie over the linked zones' cards, so they are an item of their own
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            scene = self.scene()
            if scene is not None and self.spans.scene() is not scene:
                scene.addItem(self.spans)
        return super().itemChange(change, value)

    def table(self) -> TableScene | None:
        from desktop_app.ui.scene.table_scene import TableScene

        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    @property
    def rect(self) -> QRectF:
        """The zone's area (empty for a zone drawn under another's slots)."""
        return QRectF() if self.host is not None else self.placement.rect

    @property
    def count(self) -> int:
        return len(self.views)

    @property
    def loose_count(self) -> int:
        """The cards not attached to another (the label's count: an OP Leader given two DON!!
        is one card in the Leader area)."""
        return sum(1 for view in self.views if view.attached_to is None)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_light(self, light: TargetLight) -> None:
        if light != self.light:
            self.light = light
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not light)
            self.update()

    def slot_at(self, point: QPointF) -> str | None:
        for place in self.slot_places:
            if place.rect.contains(point):
                return place.name
        return None

    # ------------------------------------------------------------------ drawing
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.light and not self.rect.isEmpty():  # unlit, it is the felt's (``paint_zone_area``)
            paint_zone_area(painter, self.rect, self.light)

    def cards_changed(self) -> None:
        """Its cards changed: the count beside the label follows (the area is not drawn again:
        a large translucent rounded rectangle is the costliest thing on the table to draw)."""
        if self.label is not None:
            self.label.update()

    # ------------------------------------------------------------------ cards
    def visible_range(self, count: int) -> range:
        """The indexes of the cards drawn as items (a pile draws only its top few)."""
        if self.spec.display == "pile":
            return range(max(0, count - PILE_VISIBLE), count)
        return range(count)

    def layout(self, hosts: Mapping[int, CardItem] | None = None) -> None:
        """Put every card item where the zone's display puts it.

        Cards attached to a card in ``hosts`` (the visible cards of the table, by id) are
        left out of the flow: the scene tucks them under their host (``tuck_under``).
        """
        items = self.cards
        table = self.table()
        self._snap = table.pixel_snap() if table is not None else unmoved
        if self.pile_count is not None:
            self.pile_count.set_count(self.count)
        if self.slot_items:
            self._frame_spans(items)
        if not items:
            return
        if self.host is not None:
            for item in items:
                item.set_shown_width(CARD_W)
            self._layout_under_host(items)
            return
        hosts = hosts if hosts is not None else {}
        flowing = [
            item for item in items if item.view.attached_to not in hosts or item.view.attached_to is None
        ]
        display = self.placement.display
        in_line = {id(item) for item in flowing} if display not in ("slots", "pile") else set()
        for item in items:  # only a line of cards overlaps (items move between zones)
            if id(item) not in in_line:
                item.set_shown_width(CARD_W)
        if display == "slots" and self.slot_places:
            self._layout_slots(flowing)
        elif display == "pile":
            self._layout_pile(flowing)
        elif not flowing:
            return
        elif display == "stack":
            self._layout_flow(flowing, stack=True)
        else:
            self._layout_flow(flowing, centred=display == "fan")

    def _place(self, item: CardItem, point: QPointF, order: int, scale: float | None = None) -> None:
        if not item.dragging:
            item.setScale(self.placement.card_scale if scale is None else scale)
            item.setPos(self._snap(point))
            item.home = (item.pos(), item.scale())
            item.setZValue(Z.CARD + min(order, Z_CARD_SPAN - 1))

    def _layout_pile(self, items: list[CardItem]) -> None:
        centre = card_centre_in(self.placement.rect)
        for order, item in enumerate(items):
            lift = (len(items) - 1 - order) * 2.0
            self._place(item, centre + QPointF(lift, lift), order)
        if self.pile_count is not None:
            self.pile_count.setPos(centre + QPointF(0, (CARD_H / 2 - 18) * self.placement.card_scale))
            self.pile_count.setScale(self.placement.card_scale)

    def _centre_of(
        self, slots: Sequence[str], places: Mapping[str, SlotPlacement], fallback: QPointF
    ) -> QPointF:
        """Where a card at ``slots`` lies: the middle of them all (an L&L territory-2 or -4
        member spans neighbouring circles)."""
        centres = [places[slot].card_centre for slot in slots if slot in places]
        if not centres:
            return fallback
        return QPointF(sum(c.x() for c in centres) / len(centres), sum(c.y() for c in centres) / len(centres))

    def _layout_slots(self, items: list[CardItem]) -> None:
        places = {place.name: place for place in self.slot_places}
        seen: dict[tuple[str, ...], int] = {}
        fallback = card_centre_in(self.placement.rect)
        for order, item in enumerate(items):
            slots = tuple(item.view.slots)
            n = seen[slots] = seen.get(slots, 0) + 1
            centre = self._centre_of(slots, places, fallback)
            scale = self.placement.card_scale
            if item.turned and slots:
                # a card lying sideways stays within its slots (a rested member beside another
                # would cover that one's name)
                width = _united(places[slot].rect for slot in slots if slot in places).width()
                scale = min(scale, (width - 4) / CARD_H) if width > 0 else scale
            self._place(item, centre + QPointF(14.0 * (n - 1), 10.0 * (n - 1)), order, scale)

    def _frame_spans(self, items: Sequence[CardItem]) -> None:
        """Frame together the slots of each card lying in several (L&L territory 2 or 4)."""
        places = {place.name: place.rect for place in self.slot_places}
        spans = [
            _united(places[slot] for slot in item.view.slots if slot in places).adjusted(2, 2, -2, -2)
            for item in items
            if len(item.view.slots) > 1
        ]
        self.spans.set_spans(spans)

    def _layout_under_host(self, items: list[CardItem]) -> None:
        """Cards of a linked zone (WS markers, L&L gates and Soul) at their slot of the host
        zone: peeking out from under a card there, at the slot if none. They peek out towards
        the owner, but from under a front-row card of a zone with a back row towards the
        middle of the table (a back-row card would hide them)."""
        host = self.host
        assert host is not None
        places = {place.name: place for place in host.slot_places}
        occupied = {slot for card in host.cards for slot in card.view.slots}
        seen: dict[tuple[str, ...], int] = {}
        direction = -1.0 if self.placement.top else 1.0
        rows = {slot.name: slot.row for slot in host.spec.slots}
        two_rows = len(set(rows.values())) > 1
        fallback = card_centre_in(host.rect)
        for order, item in enumerate(items):
            slots = tuple(item.view.slots)
            forward = two_rows and bool(slots) and rows.get(slots[0]) == "front"
            n = seen[slots] = seen.get(slots, 0)
            seen[slots] = n + 1
            if any(slot in occupied for slot in slots):
                n += 1
            centre = self._centre_of(slots, places, fallback)
            if not item.dragging:
                away = -direction if forward else direction
                item.setPos(centre + QPointF(-TUCK * 0.4 * n, away * (TUCK + 6) * n))
                item.setZValue(Z.LINKED + 0.01 * order)

    def _layout_flow(self, items: list[CardItem], *, centred: bool = False, stack: bool = False) -> None:
        """Cards side by side along the zone's long side, overlapping when they do not fit;
        a zone more than one cell deep wraps into several lines before overlapping."""
        rect = self.placement.rect
        top = self.placement.top
        scale = self.placement.card_scale
        vertical = rect.height() > rect.width() * 1.2
        body = self.placement.body.adjusted(4, 4, -4, -4)
        if not vertical:  # a highlighted first card's outline stays clear of the label
            body.setLeft(body.left() + OUTLINE_REACH)
        footprint = scale * max(
            ((CARD_W if item.turned else CARD_H) if vertical else (CARD_H if item.turned else CARD_W))
            for item in items
        )
        depth = scale * max(
            ((CARD_H if item.turned else CARD_W) if vertical else (CARD_W if item.turned else CARD_H))
            for item in items
        )
        span = body.height() if vertical else body.width()
        cross = body.width() if vertical else body.height()
        if depth > cross + OUTLINE_REACH and any(item.turned for item in items):
            # a card lying sideways in a zone narrower than a card is tall (a rested card in
            # the L&L Level Zone column) is drawn just small enough to stay within the zone
            shrink = (cross + OUTLINE_REACH) / depth
            scale, footprint, depth = scale * shrink, footprint * shrink, depth * shrink
        n = len(items)
        natural = footprint + GAP
        if stack:
            # face-up cards cascade by a name band and the outline of the card over it (the
            # chase's second object showed half of its two-line name); backs by less
            faces = any(item.view.known and item.view.face_up for item in items)
            natural = footprint * 0.3 if faces else min(34.0, footprint * 0.3)
        lines = 1
        if not stack:
            per_line = max(1, int((span + GAP) // (footprint + GAP)))
            lines = max(1, min(int((cross + GAP) // (depth + GAP)), -(-n // per_line)))
        per = -(-n // lines)
        line_step = depth + GAP
        first_line = -(lines - 1) * line_step / 2
        for line in range(lines):
            chunk = items[line * per : (line + 1) * per]
            count = len(chunk)
            step = natural if count < 2 else min(natural, (span - footprint) / (count - 1))
            used = footprint + step * (count - 1)
            start = (span - used) / 2 if centred else 0.0
            offset = first_line + line * line_step
            overlapping = step < footprint and not stack
            ranks = _title_ranks(chunk, top=top, overlapping=overlapping, vertical=vertical)
            centres = [start + footprint / 2 + step * index for index in range(count)]
            if overlapping and not vertical:
                xs = [body.right() - c if top else body.left() + c for c in centres]
                widths = [scale * (CARD_H if item.turned else CARD_W) for item in chunk]
                upright = [not item.turned for item in chunk]
                shown = [w / scale for w in shown_widths(xs, widths, ranks, upright)]
            else:
                shown = [CARD_W] * count
            for index, item in enumerate(chunk):
                item.set_shown_width(shown[index])
                along = centres[index]
                if vertical:
                    y = body.bottom() - along if top else body.top() + along
                    x = body.center().x() + (-offset if top else offset)
                    point = QPointF(x, y)
                else:
                    x = body.right() - along if top else body.left() + along
                    y = body.center().y() + (-offset if top else offset)
                    point = QPointF(x, y)
                self._place(item, point, line * per + ranks[index], scale)


def shown_widths(
    xs: Sequence[float], widths: Sequence[float], ranks: Sequence[int], upright: Sequence[bool]
) -> list[float]:
    """How much of each card's left edge shows in a line of overlapping cards (centres ``xs``,
    widths ``widths``, stacking ``ranks``): up to the nearest card lying on it from the right.
    A card covered at its left edge, or lying sideways (its name runs down its other edge),
    counts as whole: writing its name down that edge would not help."""
    shown = list(widths)
    for i, (x, width) in enumerate(zip(xs, widths, strict=True)):
        if not upright[i]:
            continue
        left = x - width / 2
        covers = [
            xs[j] - widths[j] / 2
            for j in range(len(xs))
            if ranks[j] > ranks[i] and abs(xs[j] - x) < (widths[j] + width) / 2
        ]
        if covers and min(covers) > left:
            shown[i] = min(width, min(covers) - left)
    return shown


def _united(rects: Iterable[QRectF]) -> QRectF:
    area = QRectF()
    for rect in rects:
        area = area.united(rect)
    return area


def tuck_under(items: Iterable[CardItem], hosts: Mapping[int, CardItem]) -> None:
    """Put each card attached to a visible host just under it, peeking out (a given DON!!,
    a Soul card): towards the host's owner, a little more for each further card, the whole
    pile no further out than ``TUCK_SPREAD`` (ten given DON!! stay on the table), and within
    the host's zone (``_fit_host``)."""
    tucked = [
        (item, host)
        for item in items
        if item.view.attached_to is not None
        and (host := hosts.get(item.view.attached_to)) is not None
        and host is not item
        and not item.dragging
    ]
    totals = Counter(item.view.attached_to for item, _ in tucked)
    piles: dict[int, list[CardItem]] = {}
    for item, host in tucked:
        piles.setdefault(id(host), []).append(item)
    fitted = {
        host.view.id: _fit_host(host, piles[id(host)], min(TUCK * totals[host.view.id], TUCK_SPREAD))
        for _, host in tucked
        if not host.dragging
    }
    counts: dict[int | None, int] = {}
    for item, host in tucked:
        host_id = item.view.attached_to
        n = counts[host_id] = counts.get(host_id, 0) + 1
        spread, across = fitted.get(host_id, (TUCK_SPREAD, True))
        step = spread / totals[host_id]
        direction = -1.0 if host.zone.placement.top else 1.0
        item.setScale(host.scale())
        item.setPos(host.pos() + QPointF(step * 0.6 * n if across else 0.0, direction * step * n))
        item.setZValue(host.zValue() - 0.5 - 0.01 * n)


def _fit_host(host: CardItem, pile: Sequence[CardItem], spread: float) -> tuple[float, bool]:
    """Make room in the host's zone for the cards under it (``pile``) to peek out by
    ``spread`` towards its owner: where the zone is not deep enough (an ONE PIECE Leader area
    given DON!!, whose DON!! lay over the hand row), host and pile are drawn smaller (down to
    ``MIN_TUCKED_SCALE``), moved away from the owner just enough, and the pile peeks out by
    one card's ``TUCK`` straight towards the owner. The spread to use (in the cards' size),
    and whether the pile may also step sideways."""
    point, scale = host.home
    box = host.zone.rect.adjusted(4, 4, -4, -4)

    def half(item: CardItem) -> float:  # how far it reaches up and down from its centre
        return scale * (CARD_W if item.turned else CARD_H) / 2

    top = host.zone.placement.top
    towards = -1.0 if top else 1.0  # the owner's side
    near = (point.y() - box.top()) if top else (box.bottom() - point.y())
    pile_half = max(half(item) for item in pile)
    if box.isEmpty() or max(half(host), pile_half + spread) <= near:
        host.setScale(scale)
        host.setPos(point)
        return spread, True
    spread = min(spread, TUCK * scale)
    outer = max(half(host), pile_half + spread)
    far = max(half(host), pile_half)
    shrink = max(MIN_TUCKED_SCALE, min(1.0, box.height() / (outer + far)))
    host.setScale(scale * shrink)
    host.setPos(point - QPointF(0.0, towards * max(0.0, outer * shrink - near)))
    return spread * shrink, False


class ArrowItem(QGraphicsItem):
    """The arrow from an attacking card to what it attacks, while the battle lasts."""

    def __init__(self) -> None:
        super().__init__()
        self.start = QPointF()
        self.end = QPointF()
        self.setZValue(Z.ARROW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def type(self) -> int:
        return int(ItemType.ARROW)

    def set_ends(self, start: QPointF, end: QPointF) -> None:
        self.prepareGeometryChange()
        self.start, self.end = start, end
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-30, -30, 30, 30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        line = QLineF(self.start, self.end)
        if line.length() < 1:
            return
        painter.setPen(QPen(Palette.ARROW, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        shaft = QLineF(self.start, line.pointAt(max(0.0, 1 - 34 / line.length())))
        painter.drawLine(shaft)
        head = QPolygonF()
        back = QLineF(self.end, self.start)
        for turn in (-26.0, 26.0):
            wing = QLineF(back)
            wing.setLength(40)
            wing.setAngle(back.angle() + turn)
            head.append(wing.p2())
        head.insert(1, self.end)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.ARROW)
        painter.drawPolygon(head)


def _title_ranks(
    chunk: Sequence[CardItem], *, top: bool, overlapping: bool, vertical: bool = False
) -> list[int]:
    """The stacking order of a line of cards, in line order, so that names stay in sight when
    the line overlaps (``overlapping``). A card's name runs along its left edge when it is
    upright and along its right edge when it is turned sideways; a line runs to the right on
    the bottom half and to the left on the top half, and each card normally lies on the one
    before it. A card whose name is on the side of the next card lies on that card instead.
    In a line running down a column (``vertical``), every card's name is at its top or along
    its right edge, so each lies on the card above it, the upright and the sideways alike (a
    rested L&L level card lay on the name of the card under it)."""
    if not overlapping:
        return list(range(len(chunk)))
    ranks = [0] * len(chunk)
    for index in range(len(chunk) - 2, -1, -1):
        on_next = (chunk[index].turned and not vertical) != top
        ranks[index] = ranks[index + 1] + (1 if on_next else -1)
    lowest = min(ranks)
    return [rank - lowest for rank in ranks]


def unmoved(point: QPointF) -> QPointF:
    """A point as it is (where there is no view to snap it to the pixels of)."""
    return point
