"""``TableView``: the graphics view of the table, with wheel zoom and fit-to-window.

The view fits the whole table into the window until the player zooms; after that it keeps
their zoom (and ``fit`` brings the whole table back). Zooming keeps the point under the
pointer in place.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPixmapCache, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

MIN_ZOOM = 0.15
MAX_ZOOM = 5.0
STEP = 1.15
#: Room for the cached pictures of the table's items (KiB): every card, zone and label keeps
#: one (about 60 KiB a card, up to a MiB for a large zone, at 1600x1000). Qt's default of
#: 10 MiB holds less than one table, so pictures were evicted and drawn again on every frame,
#: more of them the longer a game went on.
PIXMAP_CACHE_KIB = 96 * 1024


class TableView(QGraphicsView):
    """The table's view (see the module docstring)."""

    #: the zoom changed (1.0 = one scene unit per pixel)
    zoom_changed = Signal(float)
    #: the card-zoom key (Z) went down (``True``) or up (``False``)
    card_zoom_held = Signal(bool)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KIB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KIB)
        if scene is not None:
            self.setScene(scene)
        # no SmoothPixmapTransform here: with it, Qt's raster engine blends every item's
        # cached picture (drawn 1:1) span by span on its thread pool instead of copying it
        # row by row, about 5 ms of other threads' CPU per full repaint at 1600x1000 while
        # the GUI thread waited. The card painters ask for smooth scaling where they scale a
        # picture (``card_painter``), which happens once per card and zoom.
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt is drawn once per zoom, not on every repaint
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # the room and the felt cover every pixel: the panels behind the view need not be
        # painted first (four full-size fills at every repaint of the table)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setObjectName("tableView")
        self._fitting = True

    @property
    def zoom(self) -> float:
        return float(self.transform().m11())

    @property
    def fitting(self) -> bool:
        """Whether the view keeps the whole table in the window."""
        return self._fitting

    def fit(self) -> None:
        """Show the whole table (and keep doing so as the window resizes)."""
        self._fitting = True
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.zoom_changed.emit(self.zoom)

    def zoom_by(self, factor: float) -> None:
        """Zoom in (``factor`` > 1) or out around the pointer, within the limits."""
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if abs(target - self.zoom) < 1e-6:
            return
        self._fitting = False
        self.scale(target / self.zoom, target / self.zoom)
        self.zoom_changed.emit(self.zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(STEP**steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Z and not event.modifiers() and not event.isAutoRepeat():
            self.card_zoom_held.emit(True)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Z and not event.isAutoRepeat():
            self.card_zoom_held.emit(False)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitting:
            self.fit()
