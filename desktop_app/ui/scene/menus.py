"""The context menus of the table as data: what a right-click on a card, a zone or the felt
offers. The table page turns a list of ``MenuEntry`` into a ``QMenu``; tests read the list
and call the entries.

Rules options come first, then every manual action the card or zone allows: move to any
zone (top or bottom of ordered piles, any slot), flip, state, counters, markers, values
until end of turn, reveal; shuffle, draw, look at; roll, coin, concede.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from desktop_app.bridge import (
    CardRef,
    CardView,
    ManualAction,
    Visibility,
    player_name,
    split_key,
    zone_key,
)

if TYPE_CHECKING:
    from desktop_app.ui.scene.items import CardItem, ZoneItem
    from desktop_app.ui.scene.table_scene import TableScene


@dataclass
class MenuEntry:
    """One menu line: an action, a submenu (``children``) or a separator (``label`` empty)."""

    label: str = ""
    action: Callable[[], object] | None = None
    children: list[MenuEntry] = field(default_factory=list)
    enabled: bool = True
    checked: bool | None = None
    #: a text to ask for before acting (title, prompt); the action receives it
    ask: tuple[str, str] | None = None
    ask_action: Callable[[str], object] | None = None

    @property
    def separator(self) -> bool:
        return not self.label

    def find(self, label: str) -> MenuEntry | None:
        """The entry labelled ``label`` here or in a submenu (tests)."""
        for child in self.children:
            if child.label == label:
                return child
            found = child.find(label)
            if found is not None:
                return found
        return None


def find_entry(entries: list[MenuEntry], label: str) -> MenuEntry | None:
    return MenuEntry(children=entries).find(label)


SEPARATOR = MenuEntry()


def _stat_steps(value: int) -> tuple[int, ...]:
    return (500, 1000) if abs(value) >= 100 else (1,)


def move_entries(scene: TableScene, ref: CardRef) -> list[MenuEntry]:
    """'Move to' submenus: each side's zones, with slots and top/bottom where they matter."""
    session = scene.session
    sides: list[MenuEntry] = []
    for owner in (session.viewer, 1 - session.viewer):
        side = MenuEntry(f"{player_name(owner)}'s zones" if owner != session.viewer else "Your zones")
        for spec in session.zones:
            if spec.shared:
                continue
            key = zone_key(owner, spec.name)
            side.children.append(_zone_move_entry(scene, ref, key, spec.label))
        sides.append(side)
    shared = [spec for spec in session.zones if spec.shared]
    if shared:
        sides.append(
            MenuEntry(
                "Shared zones", children=[_zone_move_entry(scene, ref, s.name, s.label) for s in shared]
            )
        )
    return sides


def _zone_move_entry(scene: TableScene, ref: CardRef, key: str, label: str) -> MenuEntry:
    session = scene.session
    spec = session.spec(key)
    if spec.slots:
        return MenuEntry(
            label,
            children=[
                MenuEntry(slot.name, partial(session.manual_move, ref, key, slot.name)) for slot in spec.slots
            ],
        )
    if spec.ordered and spec.display in ("pile", "stack"):
        return MenuEntry(
            label,
            children=[
                MenuEntry("On top", lambda: session.manual_move(ref, key)),
                MenuEntry("At the bottom", lambda: session.manual_move(ref, key, index=0)),
            ],
        )
    return MenuEntry(label, lambda: session.manual_move(ref, key))


def card_menu(scene: TableScene, item: CardItem) -> list[MenuEntry]:
    """The menu of a card on the table: its rules options, the manual actions, its zone's."""
    entries = card_entries(scene, item.view, item.ref)
    entries.extend(zone_menu(scene, item.zone, include_cards=False))
    return entries


def next_state(states: tuple[str, ...], state: str) -> str:
    """The state after ``state`` in a zone's cycle (stand → rest → reverse → stand …)."""
    return states[(states.index(state) + 1) % len(states)] if state in states else states[0]


def power_stat(view: CardView) -> str | None:
    """The card's power-like value (the first whole-number value in the hundreds), if any."""
    for name, value in view.stats.items():
        if isinstance(value, int) and abs(value) >= 100:
            return name
    return None


def quick_entries(scene: TableScene, view: CardView, ref: CardRef) -> list[MenuEntry]:
    """The frequent manual actions, one click each (and a key on the card under the pointer):
    next state (T), ±1000 power (P, Shift+P), flip (V)."""
    session = scene.session
    entries: list[MenuEntry] = []
    states = session.spec(ref.zone).states
    if len(states) > 1:
        following = next_state(states, view.state)
        entries.append(
            MenuEntry(
                f"{following.title()}  (T)", partial(session.card_action, "state", ref, state=following)
            )
        )
    power = power_stat(view)
    if power is not None:
        for step, key in ((1000, "P"), (-1000, "Shift+P")):
            entries.append(
                MenuEntry(
                    f"{step:+} {power} until end of turn  ({key})",
                    partial(session.card_action, "stat", ref, name=power, amount=step),
                )
            )
    entries.append(MenuEntry("Flip  (V)", partial(session.card_action, "flip", ref)))
    return entries


def card_entries(scene: TableScene, view: CardView, ref: CardRef) -> list[MenuEntry]:
    """A card's rules options, the frequent manual actions, then every manual action on it
    (also the zone browser's menu)."""
    session = scene.session
    entries: list[MenuEntry] = []
    selection_key = scene.selection.key_for_card(view.id)
    if selection_key is not None:
        chosen = scene.selection.is_chosen(selection_key)
        entries.append(
            MenuEntry("Unchoose" if chosen else "Choose", lambda: scene.selection.toggle(selection_key))
        )
    for option in session.options_for_card(view.id):
        if option.key != selection_key:
            entries.append(MenuEntry(option.label, partial(session.choose_option, option)))
    if entries:
        entries.append(SEPARATOR)
    entries.extend(quick_entries(scene, view, ref))
    entries.append(SEPARATOR)
    manual = MenuEntry("Manual")
    manual.children.append(MenuEntry("Move to", children=move_entries(scene, ref)))
    manual.children.append(
        MenuEntry(
            "Flip face down" if view.face_up else "Flip face up", lambda: session.card_action("flip", ref)
        )
    )
    spec = session.spec(ref.zone)
    if spec.states:
        manual.children.append(
            MenuEntry(
                "State",
                children=[
                    MenuEntry(
                        state.title(),
                        partial(session.card_action, "state", ref, state=state),
                        checked=view.state == state,
                    )
                    for state in spec.states
                ],
            )
        )
    counters = MenuEntry("Counters")
    for name in sorted(view.counters):
        counters.children.append(
            MenuEntry(f"+1 {name}", partial(session.card_action, "counter", ref, name=name, amount=1))
        )
        counters.children.append(
            MenuEntry(f"−1 {name}", partial(session.card_action, "counter", ref, name=name, amount=-1))
        )
    counters.children.append(
        MenuEntry(
            "Add a counter…",
            ask=("Add a counter", "Counter name:"),
            ask_action=lambda text: session.card_action("counter", ref, name=text, amount=1),
        )
    )
    manual.children.append(counters)
    markers = MenuEntry("Markers")
    for name in view.markers:
        markers.children.append(
            MenuEntry(f"Remove {name}", partial(session.card_action, "marker", ref, name=name, amount=0))
        )
    markers.children.append(
        MenuEntry(
            "Add a marker…",
            ask=("Add a marker", "Marker name:"),
            ask_action=lambda text: session.card_action("marker", ref, name=text, amount=1),
        )
    )
    manual.children.append(markers)
    numeric = {name: value for name, value in view.stats.items() if isinstance(value, int)}
    if numeric:
        values = MenuEntry("Until end of turn")
        for name, value in numeric.items():
            for step in _stat_steps(value):
                values.children.append(
                    MenuEntry(
                        f"+{step} {name}",
                        partial(session.card_action, "stat", ref, name=name, amount=step),
                    )
                )
                values.children.append(
                    MenuEntry(
                        f"−{step} {name}",
                        partial(session.card_action, "stat", ref, name=name, amount=-step),
                    )
                )
        manual.children.append(values)
    if spec.visibility is not Visibility.PUBLIC or not view.face_up:
        manual.children.append(
            MenuEntry("Reveal to both players", lambda: session.card_action("reveal", ref))
        )
    entries.append(manual)
    return entries


def zone_menu(scene: TableScene, zone: ZoneItem, *, include_cards: bool = True) -> list[MenuEntry]:
    """The menu of a zone: look at it, shuffle it, draw, move its top card."""
    session = scene.session
    key, spec = zone.key, zone.spec
    owner, _ = split_key(key)
    title = session.zone_label(key)
    entries: list[MenuEntry] = [SEPARATOR, MenuEntry(title, enabled=False)]
    entries.append(MenuEntry(f"Look at {spec.label}", lambda: scene.zone_browse_requested.emit(key)))
    if spec.ordered:
        entries.append(
            MenuEntry(f"Shuffle {spec.label}", lambda: session.manual(ManualAction("shuffle", zone=key)))
        )
    if owner == session.viewer and spec.name == scene.library_zone:
        entries.append(MenuEntry("Draw a card", session.draw))
    if include_cards and zone.count:
        top = CardRef(key, zone.count - 1, zone.views[-1].id)
        entries.append(MenuEntry("Move the top card to", children=move_entries(scene, top)))
    return entries


def value_entries(scene: TableScene, key: str) -> list[MenuEntry]:
    """Change a game counter by hand (``p1.life``): the manual ``value`` action."""
    session = scene.session
    name = key.partition(".")[2].replace("_", " ") or key
    return [
        MenuEntry(f"+1 {name}", partial(session.manual, ManualAction("value", name=key, amount=1))),
        MenuEntry(f"−1 {name}", partial(session.manual, ManualAction("value", name=key, amount=-1))),
    ]


def table_menu(scene: TableScene) -> list[MenuEntry]:
    """The menu of the felt: the actions that concern no card."""
    session = scene.session
    entries = [
        MenuEntry(option.label, partial(session.choose_option, option)) for option in session.free_options()
    ]
    if entries:
        entries.append(SEPARATOR)
    entries += [
        MenuEntry("Draw a card", session.draw),
        MenuEntry("Roll a die (d6)", lambda: session.manual(ManualAction("roll", amount=6))),
        MenuEntry("Roll a d20", lambda: session.manual(ManualAction("roll", amount=20))),
        MenuEntry("Flip a coin", lambda: session.manual(ManualAction("coin"))),
        SEPARATOR,
        MenuEntry("Concede", lambda: session.manual(ManualAction("concede"))),
    ]
    return entries
