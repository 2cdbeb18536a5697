"""``TableScene``: the table of one game, drawn from one seat's observation.

The scene is laid out once from the game's zone declarations (``TableGeometry``) with the
seat in front of the screen at the bottom, then follows the session: each
``observation_changed`` carries the zones that changed, and only those zones' card items
are updated (items are reused by card id, hidden cards by place), so a drop redraws two
zones, not the table.

Input goes the other way, always through the session: a drag lights the places a legal
option puts the card (``GameSession.drop_targets``); a drop asks ``GameSession.drop`` for
the matching option (or a manual move with Shift, or in manual mode) and snaps the card
back if it is refused; a click chooses cards for a SELECT decision or a lit slot for a
place; a double-click takes a card's one option; a right-click asks for a menu.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QLineF, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneContextMenuEvent

from desktop_app.bridge import (
    CardImageCache,
    CardRef,
    CardView,
    Decision,
    DecisionKind,
    DropOutcome,
    DropResult,
    GameSession,
    Observation,
    ObservationDiff,
    Option,
    player_name,
)
from desktop_app.ui.scene.geometry import MIDDLE_GAP, TableGeometry
from desktop_app.ui.scene.items import (
    ArrowItem,
    CardItem,
    Highlight,
    SlotItem,
    TargetLight,
    ZoneItem,
    paint_slot_place,
    paint_zone_area,
    tuck_under,
    unmoved,
)
from desktop_app.ui.scene.menus import (
    MenuEntry,
    card_menu,
    next_state,
    power_stat,
    table_menu,
    zone_menu,
)
from desktop_app.ui.scene.playmats import playmat_for
from desktop_app.ui.selection import SelectionState
from desktop_app.ui.theme import ItemType, Palette, ui_font

#: how far short of the cards' centres the attack arrow starts and ends (a card is 140 high)
ARROW_TRIM = 62.0


class TableScene(QGraphicsScene):
    """The table (see the module docstring).

    Args:
        session: the game.
        images: the card picture cache.
        selection: the shared selection of the pending SELECT decision.
    """

    #: the pointer is over a card (its ``CardView``): the preview shows it
    card_hovered = Signal(object)
    #: a menu should open at a screen position (a list of ``MenuEntry``, ``QPoint``)
    menu_requested = Signal(object, QPoint)
    #: several options fit what the player did; let them pick (options, screen ``QPoint``)
    options_offered = Signal(object, QPoint)
    #: the player asked to look through a zone (its key)
    zone_browse_requested = Signal(str)
    #: a short message for the status line
    status = Signal(str)
    #: show a card large (its ``CardView``) while the middle button is held; ``None``: stop
    card_zoom_requested = Signal(object)

    def __init__(
        self,
        session: GameSession,
        images: CardImageCache,
        selection: SelectionState | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.images = images
        self.selection = selection or SelectionState(self)
        self.game_id = session.game_id
        self.library_zone = session.info.library_zone
        #: when no rules option fits a drop, move the card by hand (the player's setting)
        self.manual_mode = False
        self.zone_items: dict[str, ZoneItem] = {}
        self.geometry_: TableGeometry | None = None
        self._by_id: dict[int, CardItem] = {}
        self._by_code: dict[str, list[CardItem]] = {}
        self._graveyard: list[CardItem] = []
        self._observation: Observation | None = None
        self._covered = True
        self._drag_ref: CardRef | None = None
        self._pointed: int | None = None
        self._hovered: CardItem | None = None
        self._last_screen = QPoint()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.arrow = ArrowItem()
        self._build(session.viewer)
        session.observation_changed.connect(self.apply_observation)
        session.battle_changed.connect(lambda *_: self._draw_battle())
        images.image_loaded.connect(self._image_loaded)
        self.selection.changed.connect(self._refresh_highlights)
        if session.observation is not None:
            self.apply_observation(session.observation, None)

    # ================================================================== building
    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom."""
        return self.geometry_.bottom if self.geometry_ is not None else 0

    @property
    def covered(self) -> bool:
        """No seat's cards are drawn (a hand-over is in progress)."""
        return self._covered

    def _build(self, bottom: int) -> None:
        """Lay the zones out for ``bottom`` in front of the screen (drops every card item)."""
        for item in list(self.items()):
            if item.parentItem() is None:
                self.removeItem(item)
        self.zone_items.clear()
        self._hovered = None
        self._by_id.clear()
        self._by_code.clear()
        geometry = self.geometry_ = TableGeometry(self.session.zones, bottom, playmat_for(self.game_id))
        placements = geometry.placements()
        for placement in placements:
            if placement.spec.linked_to is not None:
                continue
            zone = ZoneItem(placement, geometry.slots(placement.key))
            self.addItem(zone)
            if zone.pile_count is not None:
                self.addItem(zone.pile_count)
            self.zone_items[placement.key] = zone
        for placement in placements:
            # a zone linked to another's slots (WS markers) lies under that zone's cards
            if placement.spec.linked_to is not None:
                owner = placement.owner
                linked_to = placement.spec.linked_to
                host = self.zone_items.get(f"p{owner + 1}.{linked_to}" if owner is not None else linked_to)
                linked = ZoneItem(placement, host.slot_places if host else [], host=host)
                self.addItem(linked)
                self.zone_items[placement.key] = linked
        self.addItem(self.arrow)
        self.setSceneRect(geometry.scene_rect())
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the zones are on it

    # ================================================================== following the game
    def apply_observation(self, observation: Observation | None, diff: ObservationDiff | None) -> None:
        """Draw ``observation`` (``None``: cover the table), redrawing what ``diff`` names."""
        self._observation = observation
        if (observation is None) != self._covered:  # "(you)" on the felt comes or goes
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if observation is None:
            self._covered = True
            for zone in self.zone_items.values():
                self._set_zone_cards(zone, ())
            self.selection.reset(None)
            self._refresh_highlights()
            return
        full = diff is None or diff.full or self._covered or observation.viewer != self.bottom
        if observation.viewer != self.bottom:
            self._build(observation.viewer)
        self._covered = False
        keys: Iterable[str] = observation.zones if full or diff is None else diff.zones
        for key in keys:
            target = self.zone_items.get(key)
            seen = observation.zones.get(key)
            if target is not None and seen is not None:
                self._set_zone_cards(target, seen.cards)
        self._relayout_linked(keys)
        self._tuck()
        self._draw_battle()
        if full or (diff is not None and diff.decision):
            self.selection.reset(observation.decision)
        self._refresh_highlights()
        self._bury()

    def _set_zone_cards(self, zone: ZoneItem, views: tuple[CardView, ...]) -> None:
        """Give ``zone`` the card views ``views`` (bottom first), reusing its items."""
        zone.views = views
        shown = zone.visible_range(len(views))
        old = zone.cards
        reusable = {item.view.id: item for item in old if item.view.id is not None}
        hidden = [item for item in old if item.view.id is None]
        items: list[CardItem] = []
        for index in shown:
            view = views[index]
            item = reusable.pop(view.id, None) if view.id is not None else None
            if item is None and view.id is None and hidden:
                item = hidden.pop(0)
            if item is None:
                item = CardItem(zone, index, view)
                self.addItem(item)
            else:
                if item.view.code != view.code:
                    self._unindex(item)
                item.set_view(index, view)
            items.append(item)
            self._index(item)
        for item in [*reusable.values(), *hidden]:
            self._drop_item(item)
        zone.cards = items
        zone.layout(self._by_id)
        zone.cards_changed()

    def on_pixel(self, point: QPointF) -> QPointF:
        """``point`` moved to the nearest whole pixel of the view. A card's picture is cached
        in the view's pixels and drawn again only when it moves by a fraction of one: a row
        that shifts when a card joins it would otherwise redraw every card in it."""
        return self.pixel_snap()(point)

    def pixel_snap(self) -> Callable[[QPointF], QPointF]:
        """``on_pixel`` for the view as it is now (its transforms taken once, for a zone's
        whole layout rather than for each card)."""
        views = self.views()
        if not views:
            return unmoved
        transform = views[0].viewportTransform()
        inverse, invertible = transform.inverted()
        if not invertible:
            return unmoved

        def snap(point: QPointF) -> QPointF:
            mapped = transform.map(point)
            return inverse.map(QPointF(round(mapped.x()), round(mapped.y())))

        return snap

    def _relayout_linked(self, changed: Iterable[str]) -> None:
        """A linked zone's cards peek out from under its host's: lay them out again when
        the host zone changed."""
        changed = set(changed)
        for zone in self.zone_items.values():
            if zone.host is not None and zone.host.key in changed and zone.key not in changed:
                zone.layout(self._by_id)

    def _tuck(self) -> None:
        """Tuck attached cards under their hosts (hosts may lie in another zone: a given DON!!)."""
        attached = [item for item in self.card_items() if item.view.attached_to is not None]
        if attached:
            tuck_under(attached, self._by_id)

    def _index(self, item: CardItem) -> None:
        if item.view.id is not None:
            self._by_id[item.view.id] = item
        if item.view.code:
            same = self._by_code.setdefault(item.view.code, [])
            if item not in same:
                same.append(item)

    def _unindex(self, item: CardItem) -> None:
        if item.view.id is not None and self._by_id.get(item.view.id) is item:
            del self._by_id[item.view.id]
        if item.view.code and item in self._by_code.get(item.view.code, []):
            self._by_code[item.view.code].remove(item)

    def _drop_item(self, item: CardItem) -> None:
        if item is self._hovered:
            self._hovered = None
        self._unindex(item)
        self.removeItem(item)
        # an item may be removed while its own mouse handler runs (a drop that moved it):
        # keep the Python object alive until control is back in the event loop
        self._graveyard.append(item)

    def _bury(self) -> None:
        if self._graveyard:
            QTimer.singleShot(0, self._graveyard.clear)

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if game == self.game_id:
            for item in self._by_code.get(code, ()):
                item.update()

    # ------------------------------------------------------------------ reading
    def card_items(self) -> list[CardItem]:
        """Every card item on the table."""
        return [item for zone in self.zone_items.values() for item in zone.cards]

    def card_item(self, card_id: int) -> CardItem | None:
        return self._by_id.get(card_id)

    def zone(self, key: str) -> ZoneItem:
        return self.zone_items[key]

    def face_up_mark(self, zone_name: str) -> str | None:
        """The word the playmat writes across a face-up card in zone ``zone_name``, if any."""
        playmat = self.geometry_.playmat if self.geometry_ is not None else None
        return playmat.face_up_marks.get(zone_name) if playmat is not None else None

    # ------------------------------------------------------------------ highlights
    def _refresh_highlights(self) -> None:
        decision = self.session.decision if not self._covered else None
        playable: frozenset[int] = frozenset()
        selectable: dict[int, str] = {}
        source = decision.source if decision is not None else None
        by_hand = {note.card for note in self.session.by_hand()} if not self._covered else set()
        if decision is not None:
            if decision.kind is DecisionKind.SELECT:
                selectable = {o.card: o.key for o in decision.options if o.card is not None}
            else:
                playable = self.session.cards_with_options()
        for card_id, item in self._by_id.items():
            highlight = Highlight.NONE
            if card_id in playable:
                highlight |= Highlight.PLAYABLE
            key = selectable.get(card_id)
            if key is not None:
                highlight |= Highlight.SELECTED if self.selection.is_chosen(key) else Highlight.SELECTABLE
            if card_id == source:
                highlight |= Highlight.SOURCE
            if card_id in by_hand:
                highlight |= Highlight.BY_HAND
            if card_id == self._pointed:
                highlight |= Highlight.POINTED
            item.set_highlight(highlight)
        for item in self.card_items():
            if item.view.id is None:
                item.set_highlight(Highlight.NONE)
        self._light_places(decision)

    def point_card(self, card_id: int | None) -> CardView | None:
        """Outline card ``card_id`` (an option naming it is under the pointer; ``None``: none);
        its view, for the preview."""
        self._pointed = card_id
        self._refresh_highlights()
        item = self._by_id.get(card_id) if card_id is not None else None
        return item.view if item is not None else None

    def _draw_battle(self) -> None:
        """The arrow from the attacker to its target while the session has a battle to show
        (a direct attack points at the defender's side of the zone)."""
        battle = self.session.battle if not self._covered else None
        attacker = self._by_id.get(battle.attacker) if battle is not None else None
        zone = self.zone_items.get(battle.zone) if battle is not None else None
        if battle is None or attacker is None or zone is None:
            self.arrow.setVisible(False)
            return
        slot = zone.slot_items.get(battle.slot) if battle.slot is not None else None
        end = slot.place.card_centre if slot is not None else zone.placement.body.center()
        # from edge to edge: over the cards' middles the arrow would hide their values
        line = QLineF(attacker.pos(), end)
        if line.length() > 2 * ARROW_TRIM:
            start = line.pointAt(ARROW_TRIM / line.length())
            if slot is not None:
                end = line.pointAt(1 - ARROW_TRIM / line.length())
            self.arrow.set_ends(start, end)
        else:
            self.arrow.set_ends(attacker.pos(), end)

    def _light_places(self, decision: Decision | None) -> None:
        """Light the slots and zones a card-less option of the decision names (SLOT decisions)."""
        lit = self._place_options(decision)
        for key, zone in self.zone_items.items():
            if self._drag_ref is not None:
                continue
            zone.set_light(TargetLight.LEGAL if (key, None) in lit else TargetLight.NONE)
            for name, slot in zone.slot_items.items():
                slot.set_light(TargetLight.LEGAL if (key, name) in lit else TargetLight.NONE)

    @staticmethod
    def _place_options(decision: Decision | None) -> dict[tuple[str, str | None], Option]:
        if decision is None:
            return {}
        places: dict[tuple[str, str | None], Option] = {}
        for option in decision.options:
            zone = option.args.get("zone")
            if option.card is None and isinstance(zone, str):
                slot = option.args.get("slot")
                places[(zone, slot if isinstance(slot, str) else None)] = option
        return places

    # ================================================================== input
    def begin_drag(self, item: CardItem) -> None:
        """A card started moving: light where it may go."""
        self._drag_ref = item.ref
        targets = self.session.drop_targets(item.ref)
        manual = self.manual_mode
        for key, zone in self.zone_items.items():
            zone_targets = {t for t in targets if t.zone == key}
            legal_zone = any(t.slot is None for t in zone_targets) or (zone_targets and not zone.slot_items)
            zone.set_light(
                TargetLight.LEGAL if legal_zone else (TargetLight.MANUAL if manual else TargetLight.NONE)
            )
            for name, slot in zone.slot_items.items():
                legal = any(t.slot == name for t in zone_targets)
                slot.set_light(
                    TargetLight.LEGAL if legal else (TargetLight.MANUAL if manual else TargetLight.NONE)
                )
        if not targets and not manual:
            self.status.emit(
                "No rule puts this card anywhere now; hold Shift when dropping to move it by hand.",
            )

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None:
        """The dragged card moved (nothing to do: the lights stay until the drop)."""

    def target_at(self, scene_pos: QPointF, exclude: CardItem | None = None) -> tuple[str, str | None] | None:
        """The zone and slot under ``scene_pos`` (hit-testing through the scene)."""
        for item in self.items(
            scene_pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if item is exclude:
                continue
            kind = item.type()
            if kind == ItemType.SLOT and isinstance(item, SlotItem):
                return item.zone.key, item.name
            if kind == ItemType.CARD and isinstance(item, CardItem):
                zone = item.zone.host or item.zone
                slots = item.view.slots
                return zone.key, (slots[0] if slots and zone.slot_items else None)
            if kind == ItemType.ZONE and isinstance(item, ZoneItem) and not item.rect.isEmpty():
                return item.key, item.slot_at(scene_pos)
        return None

    def handle_drop(
        self,
        item: CardItem,
        scene_pos: QPointF,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
        screen_pos: QPoint | None = None,
    ) -> DropOutcome:
        """A card was dropped at ``scene_pos``: ask the session; snap back unless it moved.

        Holding Shift (or Alt) makes the drop a manual move.
        """
        ref = item.ref
        self._drag_ref = None
        item.cancel_drag()
        self._clear_lights()
        target = self.target_at(scene_pos, exclude=item)
        if target is None:
            self._snap_back(item)
            return DropOutcome(DropResult.IGNORED)
        zone, slot = target
        force = bool(modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier))
        outcome = self.session.drop(ref, zone, slot, force_manual=force, manual_fallback=self.manual_mode)
        if outcome.result is DropResult.CHOOSE:
            self.options_offered.emit(list(outcome.options), screen_pos or self._last_screen)
        if not outcome.accepted:
            self._snap_back(item)
        elif outcome.result is DropResult.MANUAL:  # a rules option says itself in the status line
            self.status.emit(outcome.message)
        return outcome

    def _snap_back(self, item: CardItem) -> None:
        if item.scene() is self:
            item.zone.layout(self._by_id)
            self._tuck()
        self._refresh_highlights()

    def _clear_lights(self) -> None:
        for zone in self.zone_items.values():
            zone.set_light(TargetLight.NONE)
            for slot in zone.slot_items.values():
                slot.set_light(TargetLight.NONE)
        self._light_places(self.session.decision if not self._covered else None)

    def pointed_card(self, item: CardItem | None) -> None:
        """The pointer is on ``item`` (``None``: on none): the card the quick keys act on."""
        self._hovered = item

    def quick_action(self, verb: str, amount: int = 0) -> bool:
        """A frequent manual action on the card under the pointer: ``state`` (the next one),
        ``stat`` (``amount`` power until end of turn) or ``flip``."""
        item = self._hovered
        if item is None or item.scene() is not self or self._covered:
            self.status.emit("Point at a card first.")
            return False
        view, ref = item.view, item.ref
        if verb == "state":
            states = item.zone.spec.states
            if len(states) < 2:
                self.status.emit(f"Cards in the {item.zone.spec.label} do not turn.")
                return False
            return self.session.card_action("state", ref, state=next_state(states, view.state))
        if verb == "stat":
            power = power_stat(view)
            if power is None:
                self.status.emit("This card has no power to change.")
                return False
            return self.session.card_action("stat", ref, name=power, amount=amount)
        return self.session.card_action(verb, ref)

    def card_clicked(
        self, item: CardItem, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        """A click: choose or unchoose the card for a pending selection."""
        key = self.selection.key_for_card(item.view.id)
        if key is not None and not self.selection.toggle(key):
            decision = self.selection.decision
            most = decision.maximum if decision is not None else 0
            self.status.emit(f"At most {most} may be chosen: unchoose one first.")

    def card_activated(self, item: CardItem, screen_pos: QPoint | None = None) -> None:
        """A double-click: the card's one option, a choice among several, or the usual manual act."""
        view = item.view
        if self.selection.key_for_card(view.id) is not None:
            return  # a card to choose: the first click of the double-click chose it
        options = self.session.options_for_card(view.id)
        if len(options) == 1:
            self.session.choose_option(options[0])
            return
        if options:
            self.options_offered.emit(options, screen_pos or self._last_screen)
            return
        zone = item.zone
        spec = zone.spec
        if spec.name == self.library_zone and item.zone.key.startswith(f"p{self.session.viewer + 1}."):
            draw = self.session.option_with_action("draw")
            if draw is not None or self.manual_mode:
                self.session.draw()
            else:
                self.status.emit("No rule lets you draw now (manual mode, or the menu, draws by hand).")
            return
        if spec.display == "pile":
            self.zone_browse_requested.emit(zone.key)
            return
        if self.manual_mode and len(spec.states) > 1:
            self.session.card_action("state", item.ref, state=next_state(spec.states, view.state))
            return
        self.status.emit("Nothing to do with this card now; right-click for every manual action.")

    def slot_clicked(self, zone: str, slot: str) -> bool:
        """A click on a lit slot answers a decision that asks for a place."""
        option = self._place_options(self.session.decision).get((zone, slot))
        if option is None:
            return False
        self.session.choose_option(option)
        return True

    def menu_for(self, scene_pos: QPointF) -> list[MenuEntry]:
        """The context menu at ``scene_pos`` (a card's, a zone's or the table's)."""
        if self._covered:
            return []
        for item in self.items(
            scene_pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if isinstance(item, CardItem):
                return card_menu(self, item)
            if isinstance(item, SlotItem):
                return zone_menu(self, item.zone)
            if isinstance(item, ZoneItem) and not item.rect.isEmpty():
                return [*zone_menu(self, item)[1:], MenuEntry(), *table_menu(self)]
        return table_menu(self)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        entries = self.menu_for(event.scenePos())
        if entries:
            self.menu_requested.emit(entries, event.screenPos())
        event.accept()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._last_screen = event.screenPos()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._last_screen = event.screenPos()
        super().mouseReleaseEvent(event)

    # ================================================================== the felt
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The room around the table, the felt, the line between the halves and the seats."""
        rect = QRectF(rect)
        painter.fillRect(rect, Palette.ROOM)
        area = self.sceneRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
        gradient.setColorAt(0, Palette.FELT_LIGHT)
        gradient.setColorAt(1, Palette.FELT)
        painter.setPen(QPen(Palette.RIM, 10))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(area.adjusted(5, 5, -5, -5), 28, 28)
        painter.setPen(QPen(Palette.FELT_LINE, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left() + 30, 0), QPointF(area.right() - 30, 0))
        if self.geometry_ is None:
            return
        for zone in self.zone_items.values():  # unlit, as their items leave them to the felt
            if zone.host is None and not zone.rect.isEmpty():
                paint_zone_area(painter, zone.rect)
                for slot in zone.slot_items.values():
                    paint_slot_place(painter, slot.place)
        painter.setFont(ui_font(16, bold=True))
        painter.setPen(QColor(255, 255, 255, 110))
        bottom = self.bottom
        you = " (you)" if not self._covered else ""
        gap = MIDDLE_GAP / 2
        painter.drawText(
            QRectF(area.left() + 24, 2, 500, gap - 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"▼ {player_name(bottom)}{you}",
        )
        painter.drawText(
            QRectF(area.left() + 24, -gap + 2, 500, gap - 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"▲ {player_name(1 - bottom)}",
        )
