"""Drawing a card: its picture or a drawn proxy, its back, and what lies on it.

All drawing is in the card's own coordinates: a ``CARD_W`` x ``CARD_H`` rectangle centred
on the origin. ``lod`` is the level of detail (screen pixels per scene unit): small cards
skip the fine print.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QTransform,
)

from desktop_app.bridge import CardView
from desktop_app.ui.scene.geometry import CARD_H, CARD_W
from desktop_app.ui.theme import Palette, colour_of, readable, ui_font

CARD_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
CORNER = 6.0
#: The dark band under a highlight outline.
HALO = QColor(0, 0, 0, 190)
#: Short names of the values printed on cards, for the value band.
STAT_ABBREVIATIONS = {
    "power": "",
    "soul": "S",
    "level": "L",
    "cost": "C",
    "atk": "ATK",
    "def": "DEF",
    "counter": "+",
    "life": "♥",
}


def card_path(rect: QRectF = CARD_RECT, radius: float = CORNER) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


@cache
def back_pixmap(width: int = 200, height: int = 280) -> QPixmap:
    """The card back, drawn once: a navy field, a gold frame and a diamond lattice (original art)."""
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, width, height)
    radius = width * 0.06
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, Palette.BACK.lighter(125))
    gradient.setColorAt(1, Palette.BACK.darker(140))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(width * 0.08, width * 0.08, -width * 0.08, -width * 0.08)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius / 2, radius / 2)
    painter.setClipPath(clip)
    lattice = QPen(QColor(255, 255, 255, 28), width * 0.008)
    painter.setPen(lattice)
    step = width * 0.12
    span = int((inner.width() + inner.height()) / step) + 2
    for i in range(-span, span):
        x = inner.left() + i * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
    painter.restore()
    gold = QPen(Palette.BACK_ACCENT, width * 0.02)
    painter.setPen(gold)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius / 2, radius / 2)
    centre = rect.center()
    size = width * 0.2
    diamond = QPolygonF(
        [
            QPointF(centre.x(), centre.y() - size * 1.3),
            QPointF(centre.x() + size, centre.y()),
            QPointF(centre.x(), centre.y() + size * 1.3),
            QPointF(centre.x() - size, centre.y()),
        ]
    )
    painter.setBrush(QColor(201, 162, 39, 60))
    painter.drawPolygon(diamond)
    painter.setBrush(Palette.BACK_ACCENT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(centre, size * 0.28, size * 0.28)
    painter.end()
    return pixmap


def paint_back(painter: QPainter, rect: QRectF = CARD_RECT) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # the table's view has it off
    painter.drawPixmap(rect, back_pixmap(), QRectF(back_pixmap().rect()))
    painter.restore()


def paint_face(
    painter: QPainter, view: CardView, pixmap: QPixmap | None, lod: float, rect: QRectF = CARD_RECT
) -> None:
    """The card's face: its picture, or a proxy drawn from what the seat sees of it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # the table's view has it off
    painter.setClipPath(card_path(rect))
    if pixmap is not None and not pixmap.isNull():
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    else:
        proxy = proxy_pixmap(view, max(1, round(rect.width() * lod)), max(1, round(rect.height() * lod)))
        painter.drawPixmap(rect, proxy, QRectF(proxy.rect()))
    painter.restore()
    painter.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(card_path(rect))


def proxy_pixmap(view: CardView, width: int, height: int) -> QPixmap:
    """The proxy of ``view`` drawn at ``width`` x ``height`` device pixels, kept in
    ``QPixmapCache``: a card whose outline changes (playable, selected) is redrawn at every
    decision, and laying out its text again was most of that work."""
    key = "proxy\x1f" + "\x1f".join(
        (
            view.code or "",
            view.name or "",
            view.type or "",
            view.text,
            ",".join(view.colours),
            f"{width}x{height}",
        )
    )
    found = QPixmap()
    if QPixmapCache.find(key, found) and not found.isNull():
        return found
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(width / CARD_W, height / CARD_H)
    painter.translate(CARD_W / 2, CARD_H / 2)
    paint_proxy(painter, view, width / CARD_W)
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def paint_proxy(painter: QPainter, view: CardView, lod: float, rect: QRectF = CARD_RECT) -> None:
    """A readable stand-in for a card with no picture yet: colours, name, type and text."""
    painter.fillRect(rect, Palette.PAPER)
    colours = [colour_of(c) for c in view.colours] or [Palette.NEUTRAL]
    band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.2)
    gradient = QLinearGradient(band.topLeft(), band.topRight())
    for index, colour in enumerate(colours):
        gradient.setColorAt(index / max(1, len(colours) - 1), colour)
    painter.fillRect(band, QBrush(gradient))
    painter.setPen(Palette.CHIP_TEXT)
    painter.setFont(ui_font(9, bold=True))
    name_rect = band.adjusted(4, 2, -4, -2)
    # at the left, like the values below it: in an overlapping row (a clock of six) the part
    # of the card that shows is its left edge
    painter.drawText(
        name_rect,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
        readable(view.name or "?"),
    )
    if lod < 0.35:
        return
    painter.setPen(Palette.INK)
    painter.setFont(ui_font(7, bold=True))
    type_rect = QRectF(rect.left() + 4, band.bottom() + 2, rect.width() - 8, 11)
    painter.drawText(type_rect, Qt.AlignmentFlag.AlignLeft, (view.type or "").title())
    painter.setFont(ui_font(6.5))
    text_rect = QRectF(
        rect.left() + 4, type_rect.bottom() + 2, rect.width() - 8, rect.bottom() - type_rect.bottom() - 20
    )
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, readable(view.text))


def stat_line(view: CardView) -> str:
    """The card's current values in a few characters (``5500 S2``)."""
    parts: list[str] = []
    for name, value in view.stats.items():
        if value is None or value in ("", ()):
            continue
        shown = "/".join(value) if isinstance(value, tuple) else str(value)
        prefix = STAT_ABBREVIATIONS.get(name.lower(), name[:3].title() + " ")
        parts.append(f"{prefix}{shown}")
    return "  ".join(parts)


def paint_chip(painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(Palette.CHIP_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_overlays(painter: QPainter, view: CardView, lod: float, *, values: bool = True) -> None:
    """What lies on a card: values (unless ``values`` is false: a large preview prints them
    beside the card), counters, markers and the not-automated badge."""
    rect = CARD_RECT
    if view.known and not view.face_up:
        # a face-down card its seat may look at: dim it and say so
        painter.fillRect(rect, QColor(10, 16, 30, 120))
        painter.setPen(Palette.CHIP_TEXT)
        painter.setFont(ui_font(9, bold=True))
        painter.drawText(
            rect.adjusted(0, 0, 0, -rect.height() * 0.55), Qt.AlignmentFlag.AlignCenter, "face down"
        )
    font = ui_font(10, bold=True)
    painter.setFont(font)
    line = stat_line(view) if view.known and values else ""
    if line and lod >= 0.2:
        band = QRectF(rect.left() + 3, rect.bottom() - 20, rect.width() - 6, 17)
        paint_chip(painter, band, line, Palette.CHIP)
    y = rect.top() + 26
    painter.setFont(ui_font(9, bold=True))
    for name, amount in sorted(view.counters.items()):
        text = f"{name} ×{amount}" if amount != 1 else name
        width = min(rect.width() - 6, 14 + 6 * len(text))
        paint_chip(painter, QRectF(rect.left() + 3, y, width, 15), text, QColor("#00695c"))
        y += 17
    for name in view.markers:
        text = f"◆ {name}"
        width = min(rect.width() - 6, 14 + 6 * len(text))
        paint_chip(painter, QRectF(rect.left() + 3, y, width, 15), text, Palette.MARKER_CHIP)
        y += 17
    if view.known and not view.automated:
        centre = QPointF(rect.right() - 12, rect.top() + 12)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(Palette.MANUAL_BADGE)
        painter.drawEllipse(centre, 9, 9)
        paint_hand(painter, centre)


#: A card showing less of its left edge than this (card units) has its name written down
#: that edge: the name at its top shows only its first letters there.
SPINE_BELOW = 0.85 * CARD_W
#: The spine's name (pixels in card units): as large as the name at a card's top.
SPINE_FONT = 10


def spine_shown(width: float) -> float:
    """The width a card's spine is drawn for when ``width`` units of its left edge show: the
    card's whole width above ``SPINE_BELOW`` (no spine), else ``width`` rounded down to 4
    units, so that a line of cards closing up by a fraction of a unit (one card more in the
    zone) does not draw every card of it again."""
    return CARD_W if width >= SPINE_BELOW else max(8.0, float(int(width // 4) * 4))


def spine_rect(shown: float) -> QRectF:
    """Where a card showing ``shown`` units of its left edge writes its name: down that edge,
    from the top to the values band (which shows its first values, level first), less the
    colour bar."""
    return QRectF(CARD_RECT.left(), CARD_RECT.top(), max(shown - 2, 8), CARD_H - 22)


def spine_text_rect(shown: float) -> QRectF:
    """The name's box, in the spine's own coordinates (turned a quarter turn: ``x`` runs down
    the card, ``y`` across it)."""
    rect = spine_rect(shown)
    return QRectF(4, 2, rect.height() - 8, rect.width() - 8)


SPINE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def paint_spine(painter: QPainter, view: CardView, shown: float, lod: float) -> None:
    """The card's name down the part of its left edge that shows (``shown`` units) when the
    next card of an overlapping row lies on the rest (a clock of six), on a band of the
    card's colours, read by turning the head as for a rested card. Drawn once per card, width
    and size (``spine_pixmap``): a row that gains a card draws each card of it again."""
    rect = spine_rect(shown)
    pixmap = spine_pixmap(view, shown, max(1, round(rect.width() * lod)), max(1, round(rect.height() * lod)))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # the table's view has it off
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    painter.restore()


def spine_pixmap(view: CardView, shown: float, width: int, height: int) -> QPixmap:
    """``paint_spine``'s drawing at ``width`` x ``height`` device pixels, kept in
    ``QPixmapCache`` (its text laid out once, not at every redraw of the card)."""
    parts = (view.name or "", ",".join(view.colours), f"{shown}", f"{width}x{height}")
    key = "spine\x1f" + "\x1f".join(parts)
    found = QPixmap()
    if QPixmapCache.find(key, found) and not found.isNull():
        return found
    rect = spine_rect(shown)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(width / rect.width(), height / rect.height())
    painter.translate(-rect.left(), -rect.top())
    colours = [colour_of(c) for c in view.colours] or [Palette.NEUTRAL]
    painter.setClipPath(card_path())
    painter.fillRect(rect, Palette.PAPER)
    bar = QRectF(rect.left(), rect.top(), 5, rect.height())
    for index, colour in enumerate(colours):
        part = bar.height() / len(colours)
        painter.fillRect(QRectF(bar.left(), bar.top() + index * part, bar.width(), part), colour)
    painter.translate(rect.right(), rect.top())
    painter.rotate(90)
    painter.setPen(Palette.INK)
    painter.setFont(ui_font(SPINE_FONT, bold=True))
    painter.drawText(spine_text_rect(shown), SPINE_FLAGS, readable(view.name or "?"))
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def paint_mark(painter: QPainter, text: str) -> None:
    """A word written across the card in red, with a red frame that shows on any part of the
    card left uncovered (a destroyed L&L gate peeking out from under its member)."""
    painter.setPen(QPen(Palette.MARK, 6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(card_path(CARD_RECT.adjusted(3, 3, -3, -3)))
    band = QRectF(CARD_RECT.left(), -13, CARD_RECT.width(), 26)
    painter.fillRect(band, Palette.MARK)
    painter.setPen(Palette.CHIP_TEXT)
    painter.setFont(ui_font(13, bold=True))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text.upper())


def hand_path(centre: QPointF, size: float = 12.0) -> QPainterPath:
    """A raised hand (the not-automated badge), drawn rather than taken from a font: the ✋
    glyph needs an emoji font many machines lack, and then showed as an empty box."""
    unit = size / 12.0
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    left, top = centre.x() - 4.5 * unit, centre.y() - 6 * unit
    path.addRoundedRect(QRectF(left, top + 5 * unit, 8 * unit, 7 * unit), 2.5 * unit, 2.5 * unit)  # palm
    for index, height in enumerate((6.0, 7.0, 6.5, 5.0)):  # fingers, index to little
        x = left + index * 2.0 * unit
        path.addRoundedRect(QRectF(x, top + (7.0 - height), 1.8 * unit, height), 0.9 * unit, 0.9 * unit)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(-0.9 * unit, -3 * unit, 1.8 * unit, 5 * unit), 0.9 * unit, 0.9 * unit)
    turned = QTransform().translate(left + 8.6 * unit, top + 7.6 * unit).rotate(35)
    return path.united(turned.map(thumb))


def paint_hand(painter: QPainter, centre: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(hand_path(centre))


def paint_outline(
    painter: QPainter, colour: QColor, width: float, *, dashed: bool = False, grow: float = 2.5
) -> None:
    """A highlight around the card, over a dark halo so that it shows on any card colour (a
    green outline on a yellow card was hard to see)."""
    path = card_path(CARD_RECT.adjusted(-grow, -grow, grow, grow), CORNER + grow)
    halo = QPen(HALO, width + 6)
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(halo)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    pen = QPen(colour, width)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPath(path)
