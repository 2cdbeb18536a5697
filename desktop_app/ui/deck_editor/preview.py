"""``CardDetails``: the large picture and full text of the card last pointed at or selected."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent, QPixmap
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from card_db import CardRecord
from desktop_app.bridge import CardImageCache
from desktop_app.bridge.deck_fields import card_summary
from desktop_app.ui.deck_editor.browser import paint_placeholder

#: A card's printed proportions (width / height).
CARD_RATIO = 63 / 88


class CardPicture(QWidget):
    """One card as large as the widget allows, at its printed proportions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: CardRecord | None = None
        self.pixmap: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(180, 250))

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.record is None:
            return
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        width = min(float(self.width()), self.height() * CARD_RATIO)
        height = width / CARD_RATIO
        card = QRectF((self.width() - width) / 2, 0, width, height)
        if self.pixmap is not None and not self.pixmap.isNull():
            scaled = self.pixmap.size().scaled(card.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
            target = QRectF(
                card.x() + (card.width() - scaled.width()) / 2, card.y(), scaled.width(), scaled.height()
            )
            clip = QPainterPath()
            clip.addRoundedRect(target, 10, 10)
            painter.setClipPath(clip)
            painter.drawPixmap(target, self.pixmap, QRectF(self.pixmap.rect()))
        else:
            paint_placeholder(painter, card, self.record)
        painter.end()


class CardDetails(QWidget):
    """The preview column: picture, name and code, type and values, the full text."""

    def __init__(self, images: CardImageCache | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardDetails")
        self.images = images
        self.picture = CardPicture(self)
        self.title = QLabel(self)
        self.title.setObjectName("previewTitle")
        self.title.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("hint")
        self.summary.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setObjectName("previewText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.addWidget(self.picture, 3)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(scroll, 2)
        if images is not None:
            images.image_loaded.connect(self._image_loaded)
        self.show_card(None)

    @property
    def record(self) -> CardRecord | None:
        return self.picture.record

    def show_card(self, record: CardRecord | None) -> None:
        """Show ``record`` (``None``: a hint instead)."""
        self.picture.record = record
        self.picture.pixmap = None
        if record is None:
            self.title.setText("Point at a card")
            self.summary.setText("Its picture and full text appear here.")
            self.text.clear()
        else:
            self.title.setText(record.name)
            details = f"{record.code}\n{card_summary(record)}"
            if record.set_code or record.rarity:
                details += f"\nSet {record.set_code or '—'}" + (
                    f" · {record.rarity}" if record.rarity else ""
                )
            self.summary.setText(details)
            self.text.setText(record.text or "(no text)")
            self._fetch()
        self.picture.update()

    def _fetch(self) -> None:
        record = self.picture.record
        if record is None or self.images is None:
            return
        pixmap = self.images.pixmap(record.game, record.code, "display")
        if pixmap is None:
            pixmap = self.images.pixmap(record.game, record.code, "thumb")
        self.picture.pixmap = pixmap

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        record = self.picture.record
        if record is not None and record.game == game and record.code == code:
            self._fetch()
            self.picture.update()
