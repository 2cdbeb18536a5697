"""``CardPreview``: the large picture and the full text of the card under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop_app.bridge import CardImageCache, CardView
from desktop_app.ui.scene.card_painter import CARD_RECT, paint_back, paint_face, paint_overlays
from desktop_app.ui.scene.geometry import CARD_H, CARD_W
from desktop_app.ui.theme import readable


class CardPicture(QWidget):
    """Draws one card as large as the widget allows, at its printed proportions (the preview's
    picture, and the card zoom over the table)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: CardView | None = None
        self.pixmap: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(150, 210))

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width * CARD_H / CARD_W)

    def paintEvent(self, event: QPaintEvent) -> None:
        view = self.view
        if view is None:
            return
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        scale = min(self.width() / CARD_W, self.height() / CARD_H)
        painter.translate(self.width() / 2, self.height() / 2)
        painter.scale(scale, scale)
        if view.known:
            paint_face(painter, view, self.pixmap, scale, QRectF(CARD_RECT))
        else:
            paint_back(painter)
        paint_overlays(painter, view, scale, values=False)
        painter.end()


class CardPreview(QWidget):
    """The card the pointer last rested on: picture, name, type, values and full text."""

    def __init__(self, images: CardImageCache, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.images = images
        self.game_id = game_id
        self.picture = CardPicture(self)
        self.title = QLabel(self)
        self.title.setObjectName("previewTitle")
        self.title.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("previewText")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.picture, 3)
        layout.addWidget(self.title)
        layout.addWidget(self.details, 2)
        images.image_loaded.connect(self._image_loaded)
        self.show_card(None)

    @property
    def view(self) -> CardView | None:
        return self.picture.view

    def show_card(self, view: CardView | None) -> None:
        """Show ``view`` (``None``: a hint instead)."""
        self.picture.view = view
        self.picture.pixmap = None
        if view is None:
            self.title.setText("Point at a card")
            self.details.setText("Its picture and full text appear here.")
        elif not view.known:
            self.title.setText("Face-down card")
            self.details.setText("You may not see this card's face.")
        else:
            self.title.setText(readable(f"{view.name}  ·  {view.code}"))
            self.details.setText(readable(describe(view)))
            self._fetch()
        self.picture.update()

    def _fetch(self) -> None:
        view = self.picture.view
        if view is None or not view.known or not view.code:
            return
        pixmap = self.images.pixmap(self.game_id, view.code, "display")
        if pixmap is None:
            pixmap = self.images.pixmap(self.game_id, view.code, "thumb")
        self.picture.pixmap = pixmap

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        view = self.picture.view
        if view is not None and view.code == code and game == self.game_id:
            self._fetch()
            self.picture.update()


def describe(view: CardView) -> str:
    """A card's full text as the preview shows it."""
    lines: list[str] = []
    kind = (view.type or "").title()
    if view.colours:
        kind = f"{kind} — {', '.join(c.title() for c in view.colours)}"
    lines.append(kind)
    values = [
        f"{name.replace('_', ' ').title()}: {'/'.join(v) if isinstance(v, tuple) else v}"
        for name, v in view.stats.items()
        if v not in (None, "", ())
    ]
    if values:
        lines.append("  ·  ".join(values))
    state = []
    if view.state:
        state.append(view.state.title())
    if not view.face_up:
        state.append("face down")
    state += [f"{name} ×{amount}" for name, amount in view.counters.items()]
    state += [f"marker: {name}" for name in view.markers]
    if state:
        lines.append("  ·  ".join(state))
    if view.manual:
        lines.append("Done by hand (the orange hand; right-click → Manual):")
        lines += [f"   • {text}" for text in view.manual]
    if view.text:
        lines.append("")
        lines.append(view.text)
    return "\n".join(lines)


class CardZoom(QFrame):
    """The card under the pointer, as large as the table, while the zoom key (Z) or the
    middle mouse button is held down."""

    def __init__(self, images: CardImageCache, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardZoom")
        self.images = images
        self.game_id = game_id
        self.picture = CardPicture(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.picture)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hide()

    @property
    def view(self) -> CardView | None:
        return self.picture.view if self.isVisible() else None

    def show_over(self, view: CardView, area: QRect) -> None:
        """Show ``view`` centred in ``area`` (the table's rectangle, in the parent's coordinates)."""
        height = round(area.height() * 0.94)
        width = round(height * CARD_W / CARD_H)
        self.picture.view = view
        pixmap = self.images.pixmap(self.game_id, view.code, "display") if view.known and view.code else None
        self.picture.pixmap = pixmap
        self.setGeometry(
            QRect(area.center().x() - width // 2, area.top() + (area.height() - height) // 2, width, height)
        )
        self.show()
        self.raise_()
        self.picture.update()
