"""``RevealedCards``: the pictures of the cards both players saw come out of hiding since the
seat at the screen last chose (a trigger check, damage, a revealed card), under the preview.

The lines saying what happened lie just above them (``TablePage.recap``); both go in the
side panel, where they hide none of the table's cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop_app.bridge import CardImageCache, CardView
from desktop_app.ui.scene.geometry import CARD_H, CARD_W
from desktop_app.ui.widgets.card_preview import CardPicture

#: a revealed card's width: a little wider than a card on the table at 1600x1000
PICTURE_WIDTH = 104
#: pictures side by side (the side panel is about 250 px wide)
COLUMNS = 2


class FittedArea(QScrollArea):
    """A scroll area that asks for the height of what it holds (``wanted``), not Qt's default
    of most of a screen: in the left column the preview's spare room gives way before the
    lines or the pictures do (the layout takes an equal share from each when short)."""

    wanted = 0

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.wanted)


class RevealedCards(QFrame):
    """The revealed cards, two a row, until the seat chooses again (``GameSession.recap_cards``);
    hidden while there are none."""

    def __init__(self, images: CardImageCache, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealedCards")
        self.images = images
        self.game_id = game_id
        self.caption = QLabel("Revealed since your last move", self)
        self.caption.setObjectName("sectionTitle")
        # in a scroll area: however many cards were revealed, the side panel asks for no
        # more height than the window has (a taller panel would grow the window)
        self.area = FittedArea(self)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setWidgetResizable(True)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.inner = inner = QWidget(self.area)
        inner.setObjectName("revealedInner")
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.area.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.area, 1)
        self.pictures: list[CardPicture] = []
        images.image_loaded.connect(self._image_loaded)
        self.hide()

    def cards(self) -> tuple[CardView, ...]:
        """The cards shown."""
        return tuple(p.view for p in self.pictures if p.view is not None and not p.isHidden())

    def show_cards(self, cards: Sequence[CardView]) -> None:
        """Show the pictures of ``cards`` (hidden when there are none)."""
        while len(self.pictures) < len(cards):
            picture = CardPicture(self.inner)
            picture.setMinimumSize(0, 0)
            picture.setFixedSize(PICTURE_WIDTH, round(PICTURE_WIDTH * CARD_H / CARD_W))
            index = len(self.pictures)
            self.grid.addWidget(picture, index // COLUMNS, index % COLUMNS)
            self.pictures.append(picture)
        for index, picture in enumerate(self.pictures):
            view = cards[index] if index < len(cards) else None
            picture.view = view
            picture.pixmap = self._pixmap(view)
            picture.setVisible(view is not None)
            picture.update()
        rows = -(-len(cards) // COLUMNS)
        self.area.wanted = rows * (round(PICTURE_WIDTH * CARD_H / CARD_W) + self.grid.spacing())
        self.area.setMaximumHeight(max(self.area.wanted, 1))
        self.area.updateGeometry()
        self.setVisible(bool(cards))

    def _pixmap(self, view: CardView | None) -> QPixmap | None:
        if view is None or not view.code:
            return None
        return self.images.pixmap(self.game_id, view.code, "thumb")

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if game != self.game_id:
            return
        for picture in self.pictures:
            if picture.view is not None and picture.view.code == code:
                picture.pixmap = self._pixmap(picture.view)
                picture.update()
