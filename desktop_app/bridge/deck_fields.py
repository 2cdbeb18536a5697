"""What the deck editor shows of each game's cards: list columns, filters, sorts, section names.

A plain table over the card database's own description of each game (``card_db.GAMES``:
types, colours, fields, deck sections), arranged for display. Nothing here reads a rule;
the values come from the card records as the card database stores them
(``docs/card-format.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from card_db import GAMES, CardRecord
from card_db.games import FOW_TYPES, WS_TRIGGERS, section_for_type

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


_CODE = Column("code", "Code", "code")
_NAME = Column("name", "Name", "name")
_TYPE = Column("type", "Type", "type")
_COLOUR = Column("colours", "Colour")
_SET = Column("set", "Set", "set")

_COLUMNS: dict[str, tuple[Column, ...]] = {
    "weiss-schwarz": (
        _CODE,
        _NAME,
        _TYPE,
        _COLOUR,
        Column("level", "Level", "level", numeric=True),
        Column("cost", "Cost", "cost", numeric=True),
        Column("power", "Power", "power", numeric=True),
        Column("soul", "Soul", numeric=True),
        Column("triggers", "Triggers"),
        Column("traits", "Traits"),
    ),
    "one-piece": (
        _CODE,
        _NAME,
        _TYPE,
        _COLOUR,
        Column("cost", "Cost", "cost", numeric=True),
        Column("life", "Life", numeric=True),
        Column("power", "Power", "power", numeric=True),
        Column("counter", "Counter", numeric=True),
        Column("attributes", "Attribute"),
        Column("types", "Types"),
    ),
    "force-of-will": (
        _CODE,
        _NAME,
        _TYPE,
        Column("colours", "Attribute"),
        Column("cost", "Cost"),
        Column("total_cost", "Total", "cost", numeric=True),
        Column("atk", "ATK", "power", numeric=True),
        Column("def", "DEF", numeric=True),
        Column("races", "Races"),
    ),
    "luck-and-logic": (
        _CODE,
        _NAME,
        _TYPE,
        Column("level", "Level", "level", numeric=True),
        Column("cost", "Cost", "cost", numeric=True),
        Column("power", "Power", "power", numeric=True),
        Column("territory", "Territory", numeric=True),
        Column("traits", "Traits"),
    ),
}
_DEFAULT_COLUMNS = (_CODE, _NAME, _TYPE, _COLOUR, _SET)

#: The card types in the order a deck list groups them (unnamed types come after).
_TYPE_ORDER: dict[str, tuple[str, ...]] = {
    "weiss-schwarz": ("character", "event", "climax"),
    "one-piece": ("leader", "character", "event", "stage", "don"),
    "force-of-will": FOW_TYPES,
    "luck-and-logic": (
        "my logicalist",
        "logicalist",
        "super logicalist",
        "foreigner",
        "tranceunion",
        "tactics",
        "paradox",
        "gate",
    ),
}

_SECTION_LABELS = {
    "main": "Main deck",
    "leader": "Leader",
    "don": "DON!! deck",
    "ruler": "Ruler",
    "stones": "Magic stone deck",
    "side": "Side deck",
    "extra": "Extra deck",
    "rune": "Rune deck",
    "covenanter": "Covenanter",
    "gate": "Gate deck",
    "tool": "Tool deck",
}


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


_COLOUR_ORDER = (
    "yellow",
    "green",
    "red",
    "blue",
    "purple",
    "black",
    "light",
    "fire",
    "water",
    "wind",
    "darkness",
)


def _ordered(words: Sequence[str], order: Sequence[str]) -> tuple[str, ...]:
    rank = {word: index for index, word in enumerate(order)}
    return tuple(sorted(words, key=lambda w: (rank.get(w, len(rank)), w)))


def filter_options(game: str) -> FilterOptions:
    """The browser's filters for ``game`` (any game id: unknown games get name/type/set only)."""
    spec = GAMES.get(game)
    if spec is None:
        types: tuple[str, ...] = ()
        colours: tuple[str, ...] = ()
    else:
        types = _TYPE_ORDER.get(game) or tuple(sorted(spec.types))
        colours = _ordered(tuple(spec.colours), _COLOUR_ORDER)
    base_sorts = (("relevance", "Relevance"), ("code", "Code"), ("name", "Name"), ("type", "Type"))
    if game == "weiss-schwarz":
        return FilterOptions(
            types,
            colours,
            level=True,
            triggers=_ordered(tuple(WS_TRIGGERS), ("soul", "draw", "pool", "comeback", "return", "shot")),
            sorts=(*base_sorts, ("level", "Level"), ("cost", "Cost"), ("power", "Power"), ("set", "Set")),
        )
    if game == "one-piece":
        return FilterOptions(
            types,
            colours,
            trait_label="Type",
            counters=(0, 1000, 2000),
            parallel=True,
            sorts=(*base_sorts, ("cost", "Cost"), ("power", "Power"), ("set", "Set")),
        )
    if game == "force-of-will":
        return FilterOptions(
            types,
            colours,
            cost_label="Total cost",
            power_label="ATK",
            trait_label="Race",
            sorts=(*base_sorts, ("cost", "Total cost"), ("power", "ATK"), ("set", "Set")),
        )
    if game == "luck-and-logic":
        return FilterOptions(
            types,
            (),
            level=True,
            sorts=(*base_sorts, ("level", "Level"), ("cost", "Cost"), ("power", "Power"), ("set", "Set")),
        )
    return FilterOptions(types, colours, cost_label="", power_label="", sorts=(*base_sorts, ("set", "Set")))


def browser_columns(game: str) -> tuple[Column, ...]:
    """The card list's columns for ``game``."""
    return _COLUMNS.get(game, _DEFAULT_COLUMNS)


def stat_key(game: str) -> tuple[str, str]:
    """The field a deck list shows beside each card and its title: level or cost."""
    if game in ("weiss-schwarz", "luck-and-logic"):
        return "level", "Lv"
    if game == "force-of-will":
        return "total_cost", "Cost"
    return "cost", "Cost"


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
    order = _TYPE_ORDER.get(game, ())
    return order.index(card_type) if card_type in order else len(order)


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
