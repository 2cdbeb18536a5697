"""Force of Will card records (``docs/card-format.md``) as card definitions, and card kinds.

A record's ``type`` is the card's primary type in lower case (``ruler``, ``j-ruler``,
``resonator``, ``chant``, ``addition``, ``regalia``, ``magic stone``, ``rune``, ``master
rune`` …; the set stays open, as new types keep appearing); ``fields`` become stats under
the same names: ``types`` (every printed type, FoW 201.2), ``cost`` (will symbols such as
``{W}{1}``, 203), ``total_cost`` (203.5), ``races`` (205), ``atk`` and ``def`` (206, 207),
``divinity`` (209), ``other_side`` (the code of a double-faced card's other side: a ruler's
J-ruler), ``cluster`` and ``set_name``. Colours are the attributes (208).

Rules read from the printed text: the keywords in square brackets (``[Flying]``, ``[First
Strike]``, section 1100) become keyword abilities (the value ``keywords`` lists them; they
work wherever the card is, like base abilities, 904.2; those that are automatic abilities,
[Explode], [Bane], [Drain], also get the auto ability the rules give them); a ruler's
``[Judgment]`` cost (705.1) is read by ``judgment_cost``. A card's ``script`` holds its
other abilities as data in the ``fow.`` vocabulary (``vocab``); a text line that is neither a
keyword, nor a will ability of a magic stone (the rules produce a stone's will from its
attributes, 907), nor covered by a script is left to the player (``CardDef.manual``).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from desktop_app.engine.abilities import Ability
from desktop_app.engine.cards import CardDef, StatValue, ability_lines
from desktop_app.engine.script import Interpreter
from desktop_app.games._records import read_fields

GAME = "force-of-will"

#: the attributes (FoW 208.1)
COLOURS = ("light", "fire", "water", "wind", "darkness")
#: the total costs "[Barrier] (Total cost N or less)" is read for (FoW 1120.3: the keywords
#: ``barrier:cost<=N``, N below this)
BARRIER_COSTS = 13

#: field name -> kind (``int``, ``str`` or ``words``)
TITLE = "Force of Will"
FIELDS = {
    "types": "words",
    "cost": "str",
    "total_cost": "int",
    "races": "words",
    "atk": "int",
    "def": "int",
    "divinity": "int",
    "other_side": "str",
    "cluster": "str",
    "set_name": "str",
}

#: the names of the basic magic stones (FoW 201.4, 402.4b)
BASIC_STONES = tuple(f"{attribute.capitalize()} Magic Stone" for attribute in COLOURS)
#: The magic stone types (FoW 201.4a), which are not card types (201.2)
STONE_TYPES = frozenset(f"{attribute} magic stone" for attribute in COLOURS)

#: will symbols and their attributes (FoW 203.3, 907.6); ``void`` is will with no attribute
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}
VOID = "void"
#: wills with a characteristic and no attribute (FoW 907.6a-c): "{M}" moon, "{T}" time; a cost's
#: {M} or {T} is paid with one will of that characteristic (1003.6, 1003.7)
MOON, TIME = "moon", "time"
CHARACTERISTICS = {"M": MOON, "T": TIME}

#: the keywords the rules give meaning to (FoW 1100), as written between brackets
KEYWORDS = {
    "flying": "FoW 1106",
    "first strike": "FoW 1104",
    "swiftness": "FoW 1107",
    "pierce": "FoW 1102",
    "precision": "FoW 1103",
    "target attack": "FoW 1414",
    "imperishable": "FoW 1108",
    "barrier": "FoW 1120",
    "eternal": "FoW 1139",
    "explode": "FoW 1105",
    "quickcast": "FoW 1111",
    "bloodlust": "FoW 1123",
    "drain": "FoW 1135",
    "bane": "FoW 1138",
    "remnant": "FoW 1115",
    "energize": "FoW 1119",
}
#: set keywords the v8.01 rules do not define, carried out by a decision from the publisher's
#: own definition (docs/games/force-of-will.md), printed and read like the rules' keywords
SET_KEYWORDS = {
    "mythic": "FoW D35",  # processes.rule_processes
    "belligerence": "FoW D36",  # chase.attackers, chase.attack_targets
}
#: FoW 1101.1b: keywords with no ability of their own, printed for other cards to refer to ("a
#: resonator with [Will of Hope]"); a card that prints one has it (decision D75)
MARK_KEYWORDS = {
    "will of hope": "FoW 1101.1b",
    "will of despair": "FoW 1101.1b",
}
#: FoW 1119.2: the will coin token [Energize] gives, a card with no types; the engine places its
#: abilities by this word (they work in the item area, 1119.2a: ``abilities.DEFAULT_ZONES``)
WILL_COIN = "will coin"
_LETTERS = {kind: letter for letter, kind in (SYMBOLS | CHARACTERISTICS).items()} | {VOID: "1"}


#: the code of a resonator token an effect creates starts so (``token_record``)
CREATED_PREFIX = "fow.token."


def token_record(token: Mapping[str, Any]) -> dict[str, Any]:
    """FoW 1303.1: the record of the token an effect describes ("Put a [400/400] wind Cat
    resonator token with [Flying] into the field"): its type is resonator unless the text names
    another ("a fire Moon addition token", 1303.1b), its name
    and race the name printed before "token" (1303.1d), no cost, its ATK, DEF, attributes and
    keywords as printed. The code is made from those, so the same token has one definition; a
    game makes it at set-up (``rules.setup_state``) and a saved game keeps the record."""
    name = str(token["name"])
    kind = str(token.get("type", "resonator"))  # "Put a fire Moon addition token …": an addition
    colours = [str(c) for c in token.get("colours", ())]
    keywords = [str(k) for k in token.get("keywords", ())]
    # decision D53: "a fire Human, Ghost resonator token" is named as printed and has both races
    fields: dict[str, Any] = {"types": [kind.title()], "races": name.split(", "), "total_cost": 0}
    parts = [name]
    if kind == "resonator":
        fields["atk"], fields["def"] = int(token["atk"]), int(token["def"])
        parts += [str(fields["atk"]), str(fields["def"])]
    else:
        parts.append(kind)
    parts += [*colours, *keywords]
    return {
        "game": GAME,
        "code": CREATED_PREFIX + "-".join(p.lower().replace(" ", "_") for p in parts),
        "name": name,
        "type": kind,
        "colours": colours,
        "text": "\n".join(f"[{k.title()}]" for k in keywords),
        "fields": fields,
    }


def tokens_made(definition: CardDef) -> list[dict[str, Any]]:
    """The tokens (``fow.token`` steps' ``token``) a card's scripts create, in printed order;
    a gem (``fow.gem``, 1027.1) as ``{"gem": attribute}``, one for each it may be."""
    found: list[dict[str, Any]] = []

    def walk(value: Any) -> None:
        if isinstance(value, Mapping):
            if value.get("do") == "fow.token" and isinstance(value.get("token"), Mapping):
                found.append(dict(value["token"]))
            if value.get("do") == "fow.gem":
                attributes = value.get("attribute")
                found.extend(
                    {"gem": str(a)} for a in (attributes if isinstance(attributes, list) else [attributes])
                )
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    for ability in definition.abilities:
        walk((ability.effect, ability.params))
    return found


def energize(definition: CardDef) -> tuple[str, ...]:
    """The will a card's "[Energize] <will symbols>" names (FoW 1119.2), or nothing."""
    for ability in definition.abilities:
        if ability.kind == "keyword" and ability.keyword == "energize" and "will" in ability.params:
            return tuple(str(w) for w in ability.params["will"])
    return ()


#: FoW 1027.1: a gem token, of one attribute, created in its player's item area
GEM = "gem"


def gem_record(attribute: str) -> dict[str, Any]:
    """The card record of the gem token "Gain a <attribute> gem" creates (FoW 1027.1): a card of
    the type gem with that attribute and no text."""
    return {
        "game": GAME,
        "code": f"fow.gem.{attribute}",
        "name": f"{attribute.capitalize()} gem",
        "type": GEM,
        "colours": [attribute],
        "text": "",
        "script": [],
    }


def will_coin_record(will: tuple[str, ...]) -> dict[str, Any]:
    """The card record of the will coin token "[Energize] <will>" gives (FoW 1119.2): "Banish
    this: Produce <will>", one of the symbols when there are several (1119.2b). A saved game
    keeps the record, so the coin is made again from it."""
    symbols = " or ".join(f"{{{_LETTERS[w]}}}" for w in will)
    text = f"Banish this: Produce {symbols}"
    return {
        "game": GAME,
        "code": "fow.will-coin." + "-".join(will),
        "name": "Will coin",
        "type": WILL_COIN,
        "text": text,
        "script": [
            {
                "kind": "act",
                "timing": "any",
                "tags": ["will"],
                "cost": [{"banish": "this"}],
                "effect": [{"do": "fow.produce", "will": list(will)}],
                "text": text,
            }
        ],
    }


#: keywords that are automatic abilities, as the scripts the rules give them
KEYWORD_SCRIPTS: dict[str, dict[str, Any]] = {
    # FoW 1105: a resonator that deals battle damage to a resonator destroys both
    "explode": {
        "kind": "auto",
        "text": "[Explode]",
        "trigger": {"on": "fow.damage", "source": "this", "hit": "resonator", "battle": True},
        "condition": {"exists": {"var": "this", "fow.kind": "resonator"}},
        "effect": [{"do": "fow.destroy", "cards": "event_card"}, {"do": "fow.destroy", "cards": "this"}],
    },
    # FoW 1138: a J/resonator it deals damage to is destroyed
    "bane": {
        "kind": "auto",
        "text": "[Bane]",
        "trigger": {"on": "fow.damage", "source": "this", "hit": "j/resonator"},
        "effect": [{"do": "fow.destroy", "cards": "event_card"}],
    },
    # FoW 1118.2: [Limit]'s automatic part (the counters it enters with: Ruleset.after_move)
    "limit": {
        "kind": "auto",
        "text": "[Limit]",
        "trigger": [{"on": "fow.attack", "card": "this"}, {"on": "fow.block", "card": "this"}],
        "effect": [{"do": "fow.counter", "cards": "this", "name": "limit", "n": -1}],
    },
    # FoW 1135: whenever it deals damage, its controller gains that much life
    "drain": {
        "kind": "auto",
        "text": "[Drain]",
        "trigger": {"on": "fow.damage", "source": "this"},
        "effect": [{"do": "fow.life", "amount": {"fow.event": "amount"}}],
    },
}
_BRACKETS = re.compile(r"\[([A-Za-z][A-Za-z0-9 ]*?)\]")
_SYMBOL = re.compile(r"\{([^}]*)\}")
_JUDGMENT = re.compile(r"\[(?:Judgment|J-Activate)\]\s*((?:\{[^}]*\})*)")


@dataclass(frozen=True)
class Cost:
    """A will cost (FoW 203): attribute symbols, the free part, and whether it has X."""

    symbols: tuple[str, ...] = ()
    free: int = 0
    x: bool = False

    def __add__(self, other: Cost) -> Cost:
        return Cost(self.symbols + other.symbols, self.free + other.free, self.x or other.x)

    @property
    def total(self) -> int:
        """The total cost (FoW 203.5); X counts 0 off the chase (203.5b)."""
        return len(self.symbols) + self.free


def parse_cost(text: str) -> Cost:
    """``{W}{W}{1}`` as a ``Cost``; unknown symbols are ignored."""
    symbols: list[str] = []
    free = 0
    x = False
    for symbol in _SYMBOL.findall(text or ""):
        symbol = symbol.strip().upper()
        if symbol in SYMBOLS or symbol in CHARACTERISTICS:
            symbols.append(SYMBOLS.get(symbol) or CHARACTERISTICS[symbol])
        elif symbol.isdigit():
            free += int(symbol)
        elif symbol == "X":
            x = True
    return Cost(tuple(symbols), free, x)


def printed_keywords(text: str) -> tuple[str, ...]:
    """The keywords the rules know on the lines of ``text`` that are keywords only (``[Flying]``,
    ``[Quickcast]``), lower case, in printed order; a keyword named inside an ability ("gains
    [Flying]") is that ability's, not the card's."""
    found: list[str] = []
    for line in text.splitlines():
        if _BRACKETS.sub("", line).strip(" ,"):
            continue
        for word in _BRACKETS.findall(line):
            word = word.strip().lower()
            word = "precision" if word == "target attack" else word  # FoW 1414
            if (word in KEYWORDS or word in SET_KEYWORDS or word in MARK_KEYWORDS) and word not in found:
                found.append(word)
    return tuple(found)


def mobilize_cost(card: CardDef) -> Cost | None:
    """The will a card's "[Mobilize] <cost>" asks to attack or block with it (FoW 1129.2), if it
    prints one."""
    for ability in card.abilities:
        if ability.kind == "keyword" and ability.keyword == "mobilize" and "cost" in ability.params:
            return parse_cost(str(ability.params["cost"]))
    return None


def judgment_cost(card: CardDef) -> Cost | None:
    """A ruler's [Judgment] cost (FoW 705.1, 1125; old [J-Activate], 1408), if it has one."""
    match = _JUDGMENT.search(card.text)
    return parse_cost(match.group(1)) if match else None


def _manual_lines(text: str, kind: str, covered: set[str]) -> tuple[str, ...]:
    """The printed lines the rules and scripts leave to the player: a line is covered when an
    automated ability's text is that line, or has it as one of its lines (a compiled chant's
    spell, a "Choose one;" with its options)."""
    lines = []
    for line in ability_lines(text):
        bare = _BRACKETS.sub("", line).strip(" ,")
        if not bare or line.startswith(("[Judgment]", "[J-Activate]")):
            continue  # keywords only, or the Judgment the rules carry out
        if kind == "magic stone" and "produce" in line.lower():
            continue  # a stone's will ability (FoW 907)
        if line not in covered:
            lines.append(line)
    return tuple(lines)


#: where the indices of the abilities a card's continuous abilities give start (printed ones count
#: from 0, those an effect gives from 1000 + the effects' count: ``script.grant``)
GRANTED_INDEX = 10**6


def _held_abilities(
    abilities: tuple[Ability, ...], interpreter: Interpreter, code: str
) -> tuple[Ability, ...]:
    """FoW 909, 1020: a continuous ability that gives an ability in quotes ("Resonators you
    control gain "…"", a modifier whose ``grant`` is a script) holds it loaded (stat
    ``abilities``), numbered apart from any other card's (a card given two holds both, and an
    activate ability is chosen by its number): the card's code and the ability's place."""
    base = GRANTED_INDEX + zlib.crc32(code.encode()) % 10**6 * 100
    numbers = iter(range(base, base + 100))

    def held(spec: Mapping[str, Any]) -> Mapping[str, Any]:
        granted = spec.get("grant")
        if not isinstance(granted, Mapping):
            return spec
        (ability,) = interpreter.load([dict(granted)], f"{code} granted ability")
        return {**spec, "grant": replace(ability, index=next(numbers)), "stat": "abilities"}

    return tuple(
        replace(a, modifiers=tuple(held(m) for m in a.modifiers))
        if any(isinstance(m.get("grant"), Mapping) for m in a.modifiers)
        else a
        for a in abilities
    )


def card_from_record(record: Mapping[str, Any], interpreter: Interpreter) -> CardDef:
    """The card definition of a project card record.

    Raises:
        ValueError: the record is not a Force of Will card, or a field has the wrong kind, or
            its script breaks the format; the message names the card and the field.
    """
    code = str(record.get("code") or "").strip()
    if not code:
        raise ValueError("a card record needs a code")
    if record.get("game", GAME) != GAME:
        raise ValueError(f"{code}: a {record.get('game')!r} card is not a Force of Will card")
    card_type = str(record.get("type") or "").strip().lower()
    if not card_type:
        raise ValueError(f"{code}: a card needs a type (ruler, resonator, chant, magic stone …)")
    colours = tuple(str(c).lower() for c in record.get("colours") or ())
    unknown = [c for c in colours if c not in COLOURS]
    if unknown:
        raise ValueError(f"{code}: attributes must be among {', '.join(COLOURS)}, not {', '.join(unknown)}")
    text = str(record.get("text") or "")
    abilities = interpreter.load(record.get("script") or [], code)
    printed = printed_keywords(text)
    # (fow-b, wave 12) FoW 1405.3: an old chant with the subtype "Chant-Instant" has [Quickcast]
    types = (record.get("fields") or {}).get("types") or ()
    if "quickcast" not in printed and any(
        str(t).lower().replace(" ", "") == "spell:chant-instant"
        for t in ([types] if isinstance(types, str) else types)
    ):
        printed = (*printed, "quickcast")
    scripted = [a.keyword for a in abilities if a.kind == "keyword"]  # a compiled script has them
    automatic = [k for k in dict.fromkeys([*printed, *scripted]) if k in KEYWORD_SCRIPTS]
    abilities += interpreter.load(
        [{"kind": "keyword", "keyword": k, "text": f"[{k.title()}]"} for k in printed if k not in scripted]
        + [KEYWORD_SCRIPTS[k] for k in automatic],
        code,
    )
    abilities = tuple(replace(a, index=i) for i, a in enumerate(abilities))
    abilities = _held_abilities(abilities, interpreter, code)
    for ability in abilities:  # FoW 903.2e: each mode's steps are checked like any effect
        for n, mode in enumerate(ability.params.get("modes") or ()):
            if not isinstance(mode, Mapping):
                raise ValueError(f"{code}: mode {n + 1} is an object with a label and an effect")
            own = {k: mode[k] for k in ("targets", "target_player", "condition") if k in mode}  # its own
            interpreter.load(
                [{"kind": "play", "effect": list(mode.get("effect", ())), **own}], f"{code}, mode {n + 1}"
            )
    stats = read_fields(TITLE, code, record.get("fields") or {}, FIELDS)
    covered = {line.strip() for a in abilities if a.automated for line in (a.text, *a.text.splitlines())}
    manual = _manual_lines(text, card_type, covered)
    manual += tuple(a.text for a in abilities if not a.automated and a.text not in manual)
    return CardDef(
        code=code,
        name=str(record.get("name") or code),
        type=card_type,
        colours=colours,
        stats=stats,
        text=text,
        abilities=abilities,
        manual=manual,
        record=dict(record),
    )


#: ``printed_types`` by what it reads (the type and the printed ``types``): read about 15 times
#: a decision (the chase's playable checks), the same few pairs again and again
_TYPES: dict[tuple[str, StatValue], tuple[str, ...]] = {}


def printed_types(card: CardDef) -> tuple[str, ...]:
    """Every printed type in lower case, the primary type included (FoW 201.2c)."""
    printed = card.stats.get("types")
    if not isinstance(printed, (str, tuple, type(None))):  # not a value ``words`` reads
        return (card.type,)
    key = (card.type, printed)
    found = _TYPES.get(key)
    if found is None:
        found = _TYPES[key] = (card.type, *(t.lower() for t in card.words("types")))
    return found


def is_ruler(card: CardDef) -> bool:
    """A ruler or J-ruler card (FoW 402.2)."""
    return any(t in ("ruler", "j-ruler", "basic ruler", "basic j-ruler") for t in printed_types(card))


def is_magic_stone(card: CardDef) -> bool:
    """Has the card type magic stone (FoW 201.2: "Magic Stone", "Special Magic Stone", "True
    Magic Stone" …); a magic stone type alone (201.4a: a resonator printed "Wind Magic Stone",
    201.4d) does not make a card a magic stone (decision D46)."""
    return any(t.endswith("magic stone") and t not in STONE_TYPES for t in printed_types(card))


def stone_types(card: CardDef) -> tuple[str, ...]:
    """The magic stone types its text gives it ("Treat this card as a wind magic stone", FoW
    201.4c), as ``wind magic stone``; the type its name gives (201.4b) is read from the name."""
    return tuple(f"{t} magic stone" for a in card.abilities for t in a.params.get("stone_types") or ())


def is_basic_stone(card: CardDef) -> bool:
    """A basic magic stone (FoW 201.3, 402.4b): typed so, or named as one of the five (201.4)."""
    return "basic magic stone" in printed_types(card) or card.name in BASIC_STONES


def is_rune(card: CardDef) -> bool:
    return any(t in ("rune", "master rune") for t in printed_types(card))


def is_master_rune(card: CardDef) -> bool:
    return "master rune" in printed_types(card)


def is_j_ruler(card: CardDef) -> bool:
    return any(t in ("j-ruler", "basic j-ruler") for t in printed_types(card))


def host_kind(card: CardDef) -> str | None:
    """What an old addition is added to ("Addition:Resonator", "Addition:J/Resonator": the kind
    a target must be, 1406.2a), or ``None`` (a field addition, or not an addition)."""
    for kind in printed_types(card):
        if kind.startswith("addition:") and kind.removeprefix("addition:").strip() != "field":
            return kind.removeprefix("addition:").strip()
    return None


#: the tag of a modern addition's "As you play this card, target a J/resonator. If that
#: J/resonator is still a legal target, put this card into the field added to the chosen target,
#: otherwise put it into its owner's graveyard." (decision D85): ``params.host``, the cards it
#: may target and be added to
HOST = "host"


def host_selector(card: CardDef) -> dict[str, Any] | None:
    """The cards an addition is added to (1406.2a: the kind of an old addition's subtype; D85: a
    modern addition's own "As you play this card, target …"), or ``None``."""
    kind = host_kind(card)
    if kind is not None:
        return {"zone": "field", "fow.kind": kind, "whose": "any"}
    for ability in card.abilities:
        if HOST in ability.tags and ability.automated:
            return dict(ability.params["host"])
    return None


def is_resonator(card: CardDef) -> bool:
    return "resonator" in printed_types(card)


def is_chant(card: CardDef) -> bool:
    """Has the chant type (``Chant``, ``Spell:Chant-Instant`` …; FoW 402.3, 402.6d)."""
    return any("chant" in t for t in printed_types(card))
