"""Weiß Schwarz cards: project card records to card definitions, keywords, deck construction.

A record (``docs/card-format.md``) gives ``type`` (character, event or climax), ``colours`` and
``fields``: ``level``, ``cost``, ``power``, ``soul`` (integers; missing reads 0, M 2.19, and a
climax's level is 0, M 2.6.3), ``traits`` (words; the data sets' ``-`` means none), ``triggers``
(trigger icon words, repeated for a double icon, M 2.11) and ``side`` (``w``/``s``). The
counter and clock icons (M 2.8) are read from the text (``【COUNTER】``, ``【CLOCK】``) or from a
script ability tagged ``counter``/``clock``.

Card scripts (``script``) are lists of abilities as data. Keywords with a behaviour of their
own are written ``{"kind": "keyword", "keyword": K, "params": {...}, "cost": [...]}`` and
expanded here into the abilities M 10 defines:

- ``encore`` (10.2): auto, when this character goes from the stage to the waiting room, you may
  pay the cost (default 3 stock) to put it back into its slot rested. Every character also has
  the default ``Encore [(3)]`` (10.2.3).
- ``bond`` (10.4), params ``names``: auto, when this card is played to a slot, you may pay the
  cost to return up to 1 card of those names from your waiting room to your hand.
- ``backup`` (10.5), params ``power``, ``level``: a startup ability from the hand in the
  opponent's counter step, if your level is at least ``level``: your front-attacked character
  gets +``power`` for the turn (a number, or an expression worked out when it resolves: "Backup
  X"). Its cost is written in full (usually stock and ``{"this_to": "waiting_room"}``).
- ``bodyguard`` (10.6) and ``link`` (10.17, params ``name``): continuous marks the rules read.
- ``shift`` (10.11), params ``level``: auto from the clock at the start of your main phase.
- ``force`` (10.14), params ``filter``: auto at the start of your climax phase; pay the cost to
  stand and swap two of the opponent's characters.
- ``merge`` (10.15), params ``with``, ``into``: a startup ability; its cost puts ``with`` from
  your stage under this card, then ``into`` is searched for and takes this card's slot.
- ``separate`` (10.16), params ``name``: auto at the end of this card's attack.

The other keywords are tags on ordinary abilities: ``alarm`` (valid while the top of the clock),
``assist`` (valid from the back row), ``brainstorm``, ``change``, ``recollection``,
``experience``, ``accelerate``, ``resonance``, ``succession``, plus ``cxcombo``, ``counter``,
``clock``, ``play_condition`` (a continuous ability whose condition must hold to play the card),
``play_replacing`` (another way to play the card for 0 cost: one of your characters ``params.put``
describes put into your waiting room, ``actions.play_card``, 8.6.2.3)
``face_down`` (works face down in memory, M 3.12.2.2.1) and ``deck_rule`` (a continuous
ability that changes deck construction, M 5.1.2.4: ``validate_deck`` reads the printed text)
and ``stock_substitute`` (a continuous ability whose marker may pay 1 stock of an 【ACT】 cost
instead, params ``for`` and ``for_zones``: whose ability, and ``for_tag``: the cost of an ability
with that tag instead of an 【ACT】's, or ``for_play``: the cost of playing the card from the
hand, 8.6.2.3; 8.2.1.3.1; the stock cost and ``actions.play_card`` read it); ``bond`` (only
on a Bond line left by hand, so that "characters with "Bond"" counts it; a compiled Bond is the
keyword ability above) and ``discard_substitute``
(a continuous ability of a card in the hand: it may be put into the waiting room instead of
``n`` cards from the hand of the cost of an ability with the tag ``for_tag``, of a card that
``for``/``for_zones`` select, 8.2.1.3.1; the discard cost reads it).

A real card imported without a script is playable with its printed values; it is marked not
automated when it has rules text (the table shows a badge and the player carries the text
out by hand).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from itertools import count
from typing import Any

from desktop_app.engine.abilities import Ability
from desktop_app.engine.cards import CardDef, StatValue, ability_lines
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.engine.script import NESTED, Interpreter, ScriptError
from desktop_app.games.weiss_schwarz.board import CHARACTER, CLIMAX_TYPE, EVENT
from desktop_app.games.weiss_schwarz.processes import TRIGGER_ICONS
from desktop_app.games.weiss_schwarz.zones import CLOCK, HAND, STAGE, WAITING_ROOM

TYPES = (CHARACTER, EVENT, CLIMAX_TYPE)
KEYWORDS = frozenset({"encore", "bond", "backup", "bodyguard", "shift", "force", "separate", "merge", "link"})
TAGS = frozenset(
    {
        "alarm",
        "assist",
        "brainstorm",
        "change",
        "recollection",
        "experience",
        "accelerate",
        "resonance",
        "succession",
        "cxcombo",
        "counter",
        "clock",
        "play_condition",
        "play_replacing",
        "face_down",
        "backup",
        "deck_rule",
        "stock_substitute",
        "discard_substitute",
        "bond",
    }
)
NO_TRAIT = frozenset({"", "-", "－", "ー"})
ENCORE_TRIGGER = {"on": "move", "card": "this", "from": STAGE, "to": WAITING_ROOM}
#: every Encore works only while its player may use Encore this turn ("you cannot use "【AUTO】
#: Encore" until end of turn", the predicate ``ws.may_encore``)
ENCORE_CONDITION = {"ws.may_encore": True}
#: M 10.2.3: every character has Encore [(3)] unless its text says otherwise
DEFAULT_ENCORE = Ability(
    kind="auto",
    text="Encore [(3)] (every character, WS 10.2.3)",
    keyword="encore",
    params={"default": True},
    trigger=ENCORE_TRIGGER,
    condition=ENCORE_CONDITION,
    cost=({"stock": 3},),
    optional=True,
    effect=({"do": "ws.encore"},),
)
#: index offset of abilities given by another card's ability (kept apart from printed ones)
GRANTED_INDEX = 100


class CardRecordError(ValueError):
    """A card record that cannot be read; the message names the card and the field."""


def card_from_record(record: Mapping[str, Any], interpreter: Interpreter) -> CardDef:
    """Build a card definition from a project card record (see the module docstring).

    Raises:
        CardRecordError: a missing or malformed field, naming it.
        ScriptError: a card script that does not follow the format.
    """
    if not isinstance(record, Mapping):
        raise CardRecordError(f"a card record is an object, not {type(record).__name__}")
    code = record.get("code")
    if not isinstance(code, str) or not code:
        raise CardRecordError("a card record needs a 'code'")
    name = record.get("name")
    if not isinstance(name, str) or not name:
        raise CardRecordError(f"{code}: the record needs a 'name'")
    card_type = str(record.get("type") or "").lower()
    if card_type not in TYPES:
        raise CardRecordError(f"{code}: type must be one of {', '.join(TYPES)}, not {record.get('type')!r}")
    fields = record.get("fields") or {}
    if not isinstance(fields, Mapping):
        raise CardRecordError(f"{code}: 'fields' must be an object")
    stats = _stats(code, fields)
    text = str(record.get("text") or "")
    script = record.get("script")
    abilities = load_abilities(script, code, interpreter)
    if card_type == CHARACTER:
        abilities = (*abilities, DEFAULT_ENCORE)
    abilities = tuple(replace(a, index=i) for i, a in enumerate(abilities))
    icons = tuple(
        icon
        for icon in ("counter", "clock")
        if f"【{icon.upper()}】" in text or any(icon in a.tags for a in abilities)
    )
    if icons:
        stats["icons"] = icons
    return CardDef(
        code=code,
        name=name,
        type=card_type,
        colours=tuple(str(c).lower() for c in record.get("colours") or ()),
        stats=stats,
        text=text,
        abilities=abilities,
        manual=tuple(a.text for a in abilities if not a.automated) if script else ability_lines(text),
        record=dict(record),
    )


def _stats(code: str, fields: Mapping[str, Any]) -> dict[str, StatValue]:
    stats: dict[str, StatValue] = {}
    for name in ("level", "cost", "power", "soul"):
        value = fields.get(name)
        if value is None:
            continue
        if not isinstance(value, int) or isinstance(value, bool):
            raise CardRecordError(f"{code}: fields.{name} must be an integer, not {value!r}")
        stats[name] = value
    for name in ("traits", "triggers"):
        value = fields.get(name) or []
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise CardRecordError(f"{code}: fields.{name} must be a list of words, not {value!r}")
    stats["traits"] = tuple(t for t in fields.get("traits") or () if t.strip() not in NO_TRAIT)
    triggers = tuple(t.lower() for t in fields.get("triggers") or ())
    unknown = [t for t in triggers if t not in TRIGGER_ICONS]
    if unknown:
        known = ", ".join(TRIGGER_ICONS)
        raise CardRecordError(
            f"{code}: fields.triggers: unknown trigger icon {unknown[0]!r} (known: {known})"
        )
    stats["triggers"] = triggers
    side = fields.get("side")
    if side is not None:
        stats["side"] = str(side).lower()
    return stats


# ====================================================================== scripts and keywords
def load_abilities(script: Any, where: str, interpreter: Interpreter) -> tuple[Ability, ...]:
    """Load a card script and expand its keywords (see the module docstring)."""
    numbers = count(GRANTED_INDEX)
    return tuple(_prepare(a, where, interpreter, numbers) for a in interpreter.load(script, where))


def _prepare(ability: Ability, where: str, interpreter: Interpreter, numbers: Iterator[int]) -> Ability:
    unknown = set(ability.tags) - TAGS
    if unknown:
        raise ScriptError(f"{where}: unknown tag {sorted(unknown)[0]!r}; tags: {', '.join(sorted(TAGS))}")
    if ability.kind == "keyword":
        ability = _expand(ability, where)
    modifiers = tuple(_grant_modifier(m, where, interpreter, numbers) for m in ability.modifiers)
    return replace(
        ability, modifiers=modifiers, effect=_grant_steps(ability.effect, where, interpreter, numbers)
    )


def _grant_modifier(
    spec: Mapping[str, Any], where: str, interpreter: Interpreter, numbers: Iterator[int]
) -> Mapping[str, Any]:
    """A continuous ability that gives an ability holds it loaded (stat ``abilities``)."""
    granted = spec.get("grant")
    if not isinstance(granted, Mapping):
        return spec
    return {**spec, "grant": _granted(granted, where, interpreter, numbers), "stat": "abilities"}


def _grant_steps(
    steps: Sequence[Mapping[str, Any]], where: str, interpreter: Interpreter, numbers: Iterator[int]
) -> tuple[Mapping[str, Any], ...]:
    """``grant`` steps that give an ability, and ``ws.delayed`` steps (a delayed effect's
    ability), hold it loaded, checked with the card."""
    result: list[Mapping[str, Any]] = []
    for step in steps:
        changed = dict(step)
        if step.get("do") in ("grant", "ws.delayed") and isinstance(step.get("ability"), Mapping):
            changed["ability"] = _granted(step["ability"], where, interpreter, numbers)
        for nested in NESTED:
            if nested in step:
                changed[nested] = _grant_steps(step[nested], where, interpreter, numbers)
        if "modes" in step:
            changed["modes"] = tuple(
                {**mode, "steps": _grant_steps(mode.get("steps", ()), where, interpreter, numbers)}
                for mode in step["modes"]
            )
        result.append(changed)
    return tuple(result)


def _granted(raw: Mapping[str, Any], where: str, interpreter: Interpreter, numbers: Iterator[int]) -> Ability:
    """An ability one card gives another, numbered apart from printed abilities."""
    (ability,) = interpreter.load([dict(raw)], f"{where} granted ability")
    return replace(_prepare(ability, where, interpreter, numbers), index=next(numbers))


def _expand(ability: Ability, where: str) -> Ability:
    """The ability a keyword stands for (M 10)."""
    keyword, params, cost = ability.keyword, ability.params, ability.cost

    def need(name: str) -> Any:
        if name not in params:
            raise ScriptError(f"{where}: the {keyword} keyword needs params.{name}")
        return params[name]

    if keyword == "encore":
        return replace(
            ability,
            kind="auto",
            text=ability.text or "Encore",
            trigger=ENCORE_TRIGGER,
            condition=ENCORE_CONDITION,
            cost=cost or DEFAULT_ENCORE.cost,
            optional=True,
            effect=({"do": "ws.encore"},),
        )
    if keyword == "bond":
        names = need("names")
        return replace(
            ability,
            kind="auto",
            text=ability.text or f"Bond/{' or '.join(names)}",
            trigger={"on": "move", "card": "this", "from": HAND, "to": STAGE, "data": {"reason": "play"}},
            optional=True,
            effect=(
                {
                    "do": "choose",
                    "from": {"zone": WAITING_ROOM, "name": tuple(names)},
                    "n": 1,
                    "up_to": True,
                    "as": "bonded",
                    "prompt": "Bond: choose a card to return to your hand",
                },
                {"do": "move", "cards": "bonded", "to": HAND},
            ),
        )
    if keyword == "backup":
        # the power: a number, or an expression worked out when the act resolves ("Backup X")
        power, level = need("power"), int(need("level"))
        power = power if isinstance(power, dict) else int(power)
        return replace(
            ability,
            kind="act",
            text=ability.text or f"Backup {'X' if isinstance(power, dict) else power}, Level {level}",
            zones=(HAND,),
            timing="counter",
            tags=(*ability.tags, "counter", "backup"),
            condition={
                "all": (
                    {">=": ({"ws.level": "you"}, level)},
                    {"exists": {"zone": STAGE, "defending": True}},
                )
            },
            effect=(
                {"do": "choose", "from": {"zone": STAGE, "defending": True}, "n": 1, "as": "backed"},
                {"do": "modify", "cards": "backed", "stat": "power", "add": power},
            ),
        )
    if keyword in ("bodyguard", "link"):
        if keyword == "link":
            need("name")
        return replace(ability, text=ability.text or keyword.capitalize())
    if keyword == "shift":
        level = int(need("level"))
        return replace(
            ability,
            kind="auto",
            text=ability.text or f"Shift Level {level}",
            zones=(CLOCK,),
            trigger={"on": "phase", "phase": "main", "step": "", "turn": "yours"},
            condition={">=": ({"ws.level": "you"}, level)},
            effect=({"do": "ws.shift"},),
        )
    if keyword == "force":
        return replace(
            ability,
            kind="auto",
            text=ability.text or "Force",
            trigger={"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
            optional=True,
            effect=({"do": "ws.force", "filter": params.get("filter", {})},),
        )
    if keyword == "separate":
        name = need("name")
        return replace(
            ability,
            kind="auto",
            text=ability.text or f"Separate/{name}",
            trigger={"on": "ws.attack_end", "card": "this"},
            optional=True,
            effect=({"do": "ws.separate", "name": name},),
        )
    if keyword == "merge":
        partner, result = need("with"), need("into")
        return replace(
            ability,
            kind="act",
            text=ability.text or f"Merge ({partner} into {result})",
            cost=({"marker_from_stage": {"name": partner}}, *cost),
            tags=(*ability.tags, "merge"),
            effect=({"do": "ws.merge", "into": result},),
        )
    raise ScriptError(f"{where}: unknown keyword {keyword!r}")


# ====================================================================== deck construction
#: WS 5.1.2.2: copies of one card name a deck may hold
COPIES = 4
#: WS 5.1.2.4: a continuous ability that replaces the four-copies rule for the card's own name,
#: in the printed wordings ("any number of cards", "up to eight cards" with the same card name)
COPY_RULE = re.compile(
    r"you (?:can|may) put (any number of|up to (?:\d+|eight)) cards with the same card name "
    r"as this card (?:in|into) your deck",
    re.I,
)


def copy_limit(card: CardDef) -> int | None:
    """How many cards of ``card``'s name a deck may hold by its own text (WS 5.1.2.4): ``None``
    for any number, else the printed number (4 without such an ability, WS 5.1.2.2)."""
    match = COPY_RULE.search(card.text)
    if match is None:
        return COPIES
    words = match.group(1).lower()
    if words == "any number of":
        return None
    last = words.split()[-1]
    return 8 if last == "eight" else int(last)


def validate_deck(deck: DeckList) -> list[DeckProblem]:
    """M 5.1.2: exactly 50 cards, at most 4 of a name (or what a card of that name's own text
    allows, 5.1.2.4: the largest such limit when printings differ), at most 8 climaxes."""
    problems: list[DeckProblem] = []
    for section, cards in deck.sections.items():
        if section != "main" and cards:
            problems.append(
                DeckProblem(
                    f"a Weiß Schwarz deck has only a main deck, not {section!r}", "WS 5.1.2.1", section
                )
            )
    main = deck.section("main")
    if len(main) != 50:
        problems.append(
            DeckProblem(f"the deck has {len(main)} cards; it must have exactly 50", "WS 5.1.2.1", "main")
        )
    by_name: dict[str, set[str]] = {}
    for card in main:
        by_name.setdefault(card.name, set()).add(card.code)
    limits: dict[str, int | None] = {}
    for card in main:
        limit, known = copy_limit(card), limits.get(card.name, COPIES)
        limits[card.name] = None if limit is None or known is None else max(limit, known)
    for name, copies in sorted(Counter(card.name for card in main).items()):
        limit = limits[name]
        if limit is not None and copies > limit:
            problems.append(
                DeckProblem(
                    f"{copies} cards named {name!r}; at most {limit} cards may share a name",
                    "WS 5.1.2.2",
                    "main",
                    tuple(sorted(by_name[name])),
                )
            )
    climaxes = [card for card in main if card.type == CLIMAX_TYPE]
    if len(climaxes) > 8:
        problems.append(
            DeckProblem(
                f"{len(climaxes)} climax cards; at most 8 are allowed",
                "WS 5.1.2.3",
                "main",
                tuple(sorted({card.code for card in climaxes})),
            )
        )
    return problems
