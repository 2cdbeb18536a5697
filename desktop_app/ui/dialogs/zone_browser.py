"""``ZoneBrowser``: look through a zone (a waiting room, a trash, your own deck's backs).

A live list of the zone's cards as the seat sees them (``ZoneListModel`` over the seat's
observation: hidden cards stay backs). Double-click chooses a card for a pending selection
or takes its one option; right-click offers the same menu as on the table. It closes by
itself when a hand-over covers the table.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QLabel, QListView, QVBoxLayout, QWidget

from desktop_app.bridge import CardRef, CardView, Observation, ObservationDiff, Role, ZoneListModel
from desktop_app.ui.scene.card_painter import CARD_RECT, paint_back, paint_face, paint_overlays
from desktop_app.ui.scene.geometry import CARD_H, CARD_W
from desktop_app.ui.scene.menus import MenuEntry, card_entries
from desktop_app.ui.scene.table_scene import TableScene

THUMB = QSize(105, 147)


class ZoneBrowser(QDialog):
    """The cards of one zone in a grid (see the module docstring)."""

    #: a menu should open (entries, screen position)
    menu_requested = Signal(object, QPoint)
    #: several options fit a double-click (options, screen position)
    options_offered = Signal(object, QPoint)

    def __init__(self, scene: TableScene, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zoneBrowser")
        self.scene = scene
        self.key = key
        session = scene.session
        self.setWindowTitle(session.zone_label(key))
        self.model = ZoneListModel(key, (), self._icon, self)
        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setIconSize(THUMB)
        self.view.setGridSize(QSize(THUMB.width() + 16, THUMB.height() + 40))
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setWordWrap(True)
        self.view.setModel(self.model)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.doubleClicked.connect(self._activated)
        self.view.entered.connect(self._hovered)
        self.view.setMouseTracking(True)
        self.hint = QLabel("Newest on the right. Double-click to choose; right-click for every action.", self)
        self.hint.setObjectName("decisionHint")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(self.hint)
        self.resize(760, 520)
        session.observation_changed.connect(self._observation_changed)
        scene.images.image_loaded.connect(self._image_loaded)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._observation_changed(session.observation, None)

    def _observation_changed(self, observation: Observation | None, diff: ObservationDiff | None) -> None:
        if observation is None:
            self.close()  # a hand-over: nothing of this seat may stay on the screen
            return
        if diff is None or diff.full or self.key in diff.zones:
            zone = observation.zones.get(self.key)
            self.model.set_cards(zone.cards if zone is not None else ())
            self.setWindowTitle(f"{self.scene.session.zone_label(self.key)} ({self.model.rowCount()})")

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if size == "thumb" and any(card.code == code for card in self.model.cards):
            self.model.refresh_decorations()

    def _icon(self, view: CardView) -> QIcon:
        pixmap = QPixmap(THUMB)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        scale = min(THUMB.width() / CARD_W, THUMB.height() / CARD_H)
        painter.translate(THUMB.width() / 2, THUMB.height() / 2)
        painter.scale(scale, scale)
        if view.known and view.code:
            picture = self.scene.images.pixmap(self.scene.game_id, view.code, "thumb")
            paint_face(painter, view, picture, scale, CARD_RECT)
        else:
            paint_back(painter)
        paint_overlays(painter, view, scale)
        painter.end()
        return QIcon(pixmap)

    def _ref(self, index: QModelIndex) -> tuple[CardView, CardRef]:
        view: CardView = index.data(Role.CARD_VIEW)
        return view, CardRef(self.key, index.row(), view.id)

    def _hovered(self, index: QModelIndex) -> None:
        if index.isValid():
            self.scene.card_hovered.emit(index.data(Role.CARD_VIEW))

    def entries(self, row: int) -> list[MenuEntry]:
        """The menu of the card at ``row``."""
        view, ref = self._ref(self.model.index(row, 0))
        return card_entries(self.scene, view, ref)

    def _context_menu(self, point: QPoint) -> None:
        index = self.view.indexAt(point)
        if index.isValid():
            self.menu_requested.emit(self.entries(index.row()), self.view.viewport().mapToGlobal(point))

    def _activated(self, index: QModelIndex) -> None:
        view, _ = self._ref(index)
        scene = self.scene
        key = scene.selection.key_for_card(view.id)
        if key is not None:
            scene.selection.toggle(key)
            return
        options = scene.session.options_for_card(view.id)
        if len(options) == 1:
            scene.session.choose_option(options[0])
        elif options:
            self.options_offered.emit(list(options), self.mapToGlobal(self.rect().center()))
