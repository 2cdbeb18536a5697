"""What the deck editor shows of each game's cards: list columns, filters, sorts, section names.

Derived from each game's file (``resources/games/<id>.toml``, read as ``card_db.GAMES``:
types, colours, fields and their titles, the list's columns, deck sections and their
names), arranged for display. Nothing here reads a rule;
the values come from the card records as the card database stores them
(``docs/card-format.md``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from card_db import GAMES, CardRecord
from card_db.games import GameSpec, section_for_type

__all__ = [
    "Column",
    "FilterOptions",
    "browser_columns",
    "card_summary",
    "field_value",
    "filter_options",
    "section_for_type",
    "section_label",
    "stat_key",
    "type_rank",
]


@dataclass(frozen=True)
class Column:
    """A column of the card list.

    Attributes:
        key: what it shows: a record attribute (``code``, ``name``, ``type``, ``colours``,
            ``set``) or a field of ``record.fields`` (``level``, ``counter`` …).
        title: the header text.
        sort: the card database sort key that orders by this column, if one does.
        numeric: right-aligned numbers.
    """

    key: str
    title: str
    sort: str | None = None
    numeric: bool = False


_BUILT_IN = {
    "code": Column("code", "Code", "code"),
    "name": Column("name", "Name", "name"),
    "type": Column("type", "Type", "type"),
    "set": Column("set", "Set", "set"),
}


def _column(spec: GameSpec, key: str) -> Column:
    if key in _BUILT_IN:
        return _BUILT_IN[key]
    if key == "colours":
        return Column("colours", spec.colour_title)
    declared = (spec.fields or {})[key]
    return Column(key, declared.title, declared.sort, numeric=declared.kind == "int")


_DEFAULT_COLUMNS = tuple(_column(GameSpec("", ""), key) for key in GameSpec.columns)


@dataclass(frozen=True)
class FilterOptions:
    """The filters the browser offers for a game (each maps onto ``card_db.CardFilters``).

    Attributes:
        types: the card types to choose from.
        colours: the colours (FoW: attributes) to choose from; empty hides the filter.
        level: whether cards have a level (WS, L&L).
        cost_label: the name of the cost range (FoW: total cost); empty hides it.
        power_label: the name of the power range (FoW: ATK); empty hides it.
        trait_label: what the trait text filter searches (traits, types, races).
        triggers: WS trigger icons to choose from.
        counters: OP counter values to choose from.
        parallel: whether the game has parallel printings to hide (OP).
        sorts: ``(card database sort key, label)`` pairs, relevance first.
    """

    types: tuple[str, ...]
    colours: tuple[str, ...]
    level: bool = False
    cost_label: str = "Cost"
    power_label: str = "Power"
    trait_label: str = "Trait"
    triggers: tuple[str, ...] = ()
    counters: tuple[int, ...] = ()
    parallel: bool = False
    sorts: tuple[tuple[str, str], ...] = field(default_factory=tuple)


def filter_options(game: str) -> FilterOptions:
    """The browser's filters for ``game`` (any game id: unknown games get name/type/set only)."""
    base_sorts = (("relevance", "Relevance"), ("code", "Code"), ("name", "Name"), ("type", "Type"))
    spec = GAMES.get(game)
    if spec is None:
        return FilterOptions((), (), cost_label="", power_label="", sorts=(*base_sorts, ("set", "Set")))
    fields = spec.fields or {}
    sorted_by = {c.sort: c.title for c in browser_columns(game) if c.key in fields and c.sort}
    return FilterOptions(
        spec.types,
        spec.colours,
        level="level" in sorted_by,
        cost_label=sorted_by.get("cost", ""),
        power_label=sorted_by.get("power", ""),
        trait_label=spec.trait_label,
        triggers=spec.triggers,
        counters=spec.counters,
        parallel=spec.parallel,
        sorts=(*base_sorts, *sorted_by.items(), ("set", "Set")),
    )


def browser_columns(game: str) -> tuple[Column, ...]:
    """The card list's columns for ``game``."""
    spec = GAMES.get(game)
    return tuple(_column(spec, key) for key in spec.columns) if spec is not None else _DEFAULT_COLUMNS


def stat_key(game: str) -> tuple[str, str]:
    """The field a deck list shows beside each card and its title: level or cost."""
    spec = GAMES.get(game)
    return spec.stat if spec is not None else ("cost", "Cost")


def field_value(record: CardRecord, key: str) -> Any:
    """The value of column ``key`` for ``record``: an int, a string, or ``None`` if not printed."""
    if key == "code":
        return record.code
    if key == "name":
        return record.name
    if key == "type":
        return record.type.title()
    if key == "colours":
        return ", ".join(c.title() for c in record.colours) or None
    if key == "set":
        return record.set_code
    value = record.fields.get(key)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value) or None
    return value


def type_rank(game: str, card_type: str) -> int:
    """Where cards of ``card_type`` come in a deck list of ``game``."""
    order = GAMES[game].types if game in GAMES else ()
    return order.index(card_type) if card_type in order else len(order)


_SECTION_LABELS = {
    key: title for spec in reversed(GAMES.values()) for key, title in spec.section_titles.items()
}


def section_label(section: str) -> str:
    """``Main deck``, ``DON!! deck``, ``Magic stone deck`` …"""
    return _SECTION_LABELS.get(section, section.replace("_", " ").capitalize())


def card_summary(record: CardRecord) -> str:
    """One line of a card's type, colours and printed values (the preview's second line)."""
    parts = [record.type.title()]
    if record.colours:
        parts.append(" / ".join(c.title() for c in record.colours))
    for key, value in record.fields.items():
        if key in ("flavor", "base_code", "other_side", "set_name", "cluster") or value in (None, "", []):
            continue
        if isinstance(value, bool):
            shown: Any = "yes" if value else "no"
        elif isinstance(value, list | tuple):
            shown = ", ".join(str(v) for v in value)
        else:
            shown = value
        parts.append(f"{key.replace('_', ' ').title()} {shown}")
    return "  ·  ".join(str(p) for p in parts)
