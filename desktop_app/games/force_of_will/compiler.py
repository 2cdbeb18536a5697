"""The card-text compiler: printed Force of Will text to ``fow.`` card scripts.

The design is the Weiß Schwarz compiler's (``docs/card-compiler.md``): each ability of a
card's text becomes a script ability that does exactly what it says, or an ability marked
``"automated": false`` with its text, done by hand. An ability counts as automated only when
every clause of it matched a template; nothing is approximated. The templates are data
(``templates.GRAMMAR``), matched by the game-neutral ``games._compiler.Grammar`` with this
module's built-in slot words (``BUILTINS``).

What is an ability here (FoW 901, 1101): each printed line, except that

- a line of keywords only (``[Flying] [Swiftness]``) is one ability per keyword (1101.1);
- a line starting with ``-`` (an option of "Choose one;") joins the line before it;
- the lines of a chant's text that are its spell (neither keywords nor ``[Trigger]``) are
  one ability: the spell's effect, done as it resolves (903.3, 702.3).

The enter trigger (``[Enter]``, "When this card enters the field", 1140.2) depends on the
card's type: a resonator, addition or regalia enters the field row; a magic stone the stone
row; a J-ruler enters by Judgment (705.3). On other types it is not automated.

Every compiled script is checked by the interpreter like a hand-written one, and a script
naming a card it never bound is refused. Nothing here evaluates text as code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import Interpreter, as_list
from desktop_app.games import _compiler
from desktop_app.games._compiler import Compiled, Grammar, checks, number
from desktop_app.games.force_of_will import templates, vocab
from desktop_app.games.force_of_will.board import STONE_WILL
from desktop_app.games.force_of_will.cards import (
    CHARACTERISTICS,
    KEYWORD_SCRIPTS,
    KEYWORDS,
    MARK_KEYWORDS,
    SET_KEYWORDS,
)

#: the keywords the rules carry out (``cards.KEYWORDS``; [Energize] is listed there but done by
#: hand), the set keywords of our decisions (``cards.SET_KEYWORDS``) and those with no ability,
#: which a card has for others to refer to (``cards.MARK_KEYWORDS``, 1101.1b), as printed between
#: brackets
CARRIED = frozenset(KEYWORDS) - {"energize"} | frozenset(SET_KEYWORDS) | frozenset(MARK_KEYWORDS)
#: those an effect may give: [Explode], [Bane] and [Drain] are automatic abilities, given with
#: the word (decision D89: ``_auto_keywords`` adds the ability of ``cards.KEYWORD_SCRIPTS``);
#: [Limit]'s counters come only as the card enters (1118.2), so it is not given
GRANTABLE = CARRIED - {"limit"}
#: those an effect may take away (D108): the keywords the rules read from a card's keywords
LOSABLE = frozenset(
    {"flying", "first strike", "swiftness", "pierce", "precision", "target attack"}
    | {"imperishable", "eternal", "barrier"}
)
#: the keywords that are automatic abilities an effect may give (D89)
AUTO_GRANTS = frozenset(KEYWORD_SCRIPTS) - {"limit"}


def _words(keywords: frozenset[str]) -> str:
    return "|".join(sorted((re.escape(k) for k in keywords), key=len, reverse=True))


#: capitalised words that start a sentence, never a race
_NOT_RACES = (
    "(?:Other|Another|Target|Each|All|Up|Non|This|That|Your|Magic|Ruler|Rulers|J|Chant|Chants|Spell|"
    "Spells|Resonator|Resonators|Card|Cards|Entity|Entities|Player|Players|Addition|Additions|Regalia|Rune|"
    # words that open a sentence or name the card an addition is added to (1121.3a)
    "Runes|Then|If|When|Whenever|As|Added|Bestowed|"
    # the article opening a sentence ("A J/resonator you control gains …" is one card, not a race)
    "A|An)"
)
#: (fow-b, wave 11) the races whose first word is one of those (the cards' own races: "Card
#: Soldier", "Magic Lifeform", "Magic Crest"), read as a race, not a sentence word
_WORD_RACES = "(?:Card Soldiers?|Magic Lifeforms?|Magic Crests?)"
#: one capitalised name (a race, a token's name)
_ONE_NAME = rf"(?!{_NOT_RACES}\b)[A-Z][\w'\-]*(?: (?!J\b|Sub-Ruler\b)[A-Z][\w'\-]*)*"
_ONE_ATTRIBUTE = r"(?:\{[WRUGB]\}|\[(?:light|fire|water|wind|darkness)\])"
#: will symbols (FoW 203.3) and the attributes they produce
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}


def _text(text: str) -> str:
    return text.replace(NAME_COMMA, ",")  # (a mode's label may hold a name: ``NAME_COMMA``)


def _amount(text: str) -> Any:
    """A slot's number, or X ("X00": X hundreds) as the variable a "where X is" clause binds;
    "that much": the triggering event's amount (the damage dealt, the life gained; the compiler
    keeps it only where the trigger is such an event, ``_that_much_read``)."""
    if text.lower() == "that much":
        return THAT_MUCH
    if text == "X":
        return "X"
    if text == "X00":
        return {"mul": ["X", 100]}
    return number(text)


#: "that much": the amount of the event that triggered the ability (1007: damage; 105.4: life)
THAT_MUCH: dict[str, Any] = {"fow.event": "amount"}


def _signed(text: str) -> Any:
    """A signed change ("+200", "-200", "0"), or X hundreds ("+X00", "-X00") as the variable a
    "where X is" clause binds."""
    if text[1:] == "X00":
        return {"mul": ["X", 100 if text[0] == "+" else -100]}
    return int(text)


def _attribute(text: str) -> str:
    word = text.lower()
    return "darkness" if word == "dark" else word


def _quoted(text: str) -> str:
    return text[1:-1].replace(NAME_COMMA, ",")


def _symbol(text: str) -> str:
    return SYMBOLS[text[1].upper()]


def _will_kind(text: str) -> str:
    letter = text[1].upper()
    return SYMBOLS.get(letter) or CHARACTERISTICS[letter]


def _either(text: str) -> str:
    """Attributes as one ``|``-joined value: "{U} or [Fire]" is ``water|fire``."""
    words = (w.strip("{}[]") for w in text.split(" or "))
    return "|".join(SYMBOLS.get(w.upper(), w.lower()) for w in words)


def _race(text: str) -> list[str]:
    """A race as printed and as its plural: some races are named in the plural ("Twelve
    Apostles", "Five Heroes", "Twelve Protective Deities") and printed in the singular for one
    card ("search your deck for a Twelve Apostle"); a card of either race matches."""
    if text.endswith("y"):
        plural = f"{text[:-1]}ies"
    elif text.endswith(("o", "s", "x", "ch", "sh")):
        plural = f"{text}es"
    else:
        plural = f"{text}s"
    return [text, plural]


def _races(text: str) -> list[str]:
    """A race printed in the plural ("two recovered Elves", "Demonic Worlds", "Fairies") or as a
    collective ("Cthulhu"): as ``_race`` reads it, and its singulars (a card of any of them
    matches; a wrong guess names no race)."""
    names = _race(text)
    if text.endswith("ves"):
        names += [f"{text[:-3]}f", f"{text[:-3]}fe"]
    if text.endswith("ies"):
        names.append(f"{text[:-3]}y")
    if text.endswith("es"):
        names.append(text[:-2])
    if text.endswith("s"):
        names.append(text[:-1])
    return list(dict.fromkeys(names))


def _bracketed_word(text: str) -> str:
    barrier = BARRIER_INFO.fullmatch(text)
    if barrier:  # FoW 1120.3: "[Barrier] {B}", "[Barrier] (Chant)": against those only
        info = barrier.group(1).strip("{}()")
        return f"barrier:{SYMBOLS.get(info.upper(), info.lower())}"
    word = text.strip("[]").lower()
    return "precision" if word == "target attack" else word  # FoW 1414


#: FoW 1120.3: [Barrier] with one <information>, an attribute or a card type ("[Barrier] {B}",
#: "[Barrier] (Chant)", "(Resonator)", "(Rune)"): the keyword ``barrier:<information>``
_BARRIER = r"\[Barrier\] ?(?:\{[WRUGB]\}|\((?:Chant|Resonator|Rune)\))"
BARRIER_INFO = re.compile(r"\[Barrier\] ?(\{[WRUGB]\}|\((?:Chant|Resonator|Rune)\))", re.IGNORECASE)
#: [Barrier] with two or more <information> ("[Barrier] {U}{B}", "[Barrier] (Chant)(Rune)"): each
_BARRIERS = r"\[Barrier\] ?(?:(?:\{[WRUGB]\}){2,}|(?:\((?:Chant|Resonator|Rune)\)){2,})"


def _barriers(text: str) -> list[dict[str, Any]]:
    """The keywords of "[Barrier] {U}{B}" (1120.3: not targeted by water or darkness spells or
    abilities: both), as items a continuous ability gives."""
    infos = re.findall(r"\{[WRUGB]\}|\([A-Za-z]+\)", text)
    return [{"stat": "keywords", "grant": _bracketed_word(f"[Barrier] {i}")} for i in infos]


def _given(text: str) -> dict[str, Any] | None:
    """An automatic or activate ability given in quotes ("… gains "Whenever this card deals
    damage …" until end of turn"), compiled as a line of its own (``None``: not automated, or a
    kind whose working depends on the card's type: an enter trigger, a keyword, a continuous
    ability, which the engine reads from printed text only)."""
    inner = text[1:-1].strip()
    compiled = compile_line(inner, "resonator")
    ability = dict(compiled.ability)
    if (
        not compiled.automated
        or ability.get("kind") not in ("auto", "act")
        or ENTER_MARK.match(normalise(inner))
    ):
        return None
    if any(t.get("to") == "field" and t.get("card") == "this" for t in as_list(ability.get("trigger"))):
        return None  # an enter trigger: the card it is given to has already entered
    return ability


def _held(text: str) -> dict[str, Any] | None:
    """An ability in quotes a continuous ability gives ("Resonators you control gain "…""): as
    ``_given``, less a will ability (only magic stones are given one: ``_stone_given``), and
    "Prevent the first / all damage that would be dealt to this card (each turn)", a continuous
    ability the damage rules read from every ability a card holds (``processes``)."""
    inner = text[1:-1].strip()
    compiled = compile_line(inner, "resonator")
    if compiled.automated and compiled.ability.get("tags") in (["prevent_first"], ["prevent_all"]):
        return dict(compiled.ability)
    ability = _given(text)
    if ability is None or "will" in ability.get("tags", ()):
        return None
    return ability


def _held_mods(text: str) -> list[dict[str, Any]] | None:
    """A continuous ability in quotes that changes only the card holding it ("This card cannot be
    blocked.", "This card gains [Flying]."): what it does to that card, as items a continuous
    ability gives to each card it names (its "this card" is the card holding it, 1020); with a
    condition, another key, another card or a value worked out: ``None``."""
    compiled = compile_line(text[1:-1].strip(), "resonator")
    ability = dict(compiled.ability)
    mods = ability.get("modifiers")
    if not compiled.automated or set(ability) != {"kind", "modifiers", "text"} or ability["kind"] != "cont":
        return None
    # plain values only: a count or a condition inside would be read for the granting card's
    # controller, not the holder's
    if not isinstance(mods, list) or not all(
        isinstance(m, dict)
        and m.get("to") == "this"
        and all(isinstance(v, (str, int)) and v != "this" for k, v in m.items() if k != "to")
        for m in mods
    ):
        return None
    return [{k: v for k, v in m.items() if k != "to"} for m in mods]


def _stone_given(text: str) -> dict[str, Any] | None:
    """A magic stone's will ability in quotes that magic stones are given ("Fire magic stones
    you control gain "{Rest}: Produce {U}.""), as a stone's own: the ``stone will`` keyword,
    which the rules play while paying (907, ``board.stone_will``); anything else: ``None``."""
    compiled = compile_line(text[1:-1].strip(), "magic stone")
    ability = dict(compiled.ability)
    if not compiled.automated or ability.get("keyword") != STONE_WILL:
        return None
    return ability


BUILTINS: dict[str, _compiler.Builtin] = {
    # "X" (and "X00", X hundreds) stands for the number a "…, where X is …" clause works out
    # (903.2f); the compiler refuses an ability where no such clause binds it (``_x_unbound``)
    "n": (r"\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?-i:X)", _amount),
    "int": (r"\d+|(?-i:X)(?:00)?|that much", _amount),
    "signed": (r"[+-](?:\d+|(?-i:X)00)|0", _signed),
    "name": (r'"[^"]+"', _quoted),
    "will": (r"(?:\{[WRUGBMT0-9]\})+", str.upper),
    "symbol": (r"\{[WRUGB]\}", _symbol),
    # a will a will ability produces: an attribute, or moon or time will (no attribute, 907.6a-c)
    "will_kind": (r"\{[WRUGBMT]\}", _will_kind),
    # one of several attributes, as symbols or words: "{U} or {R}", "[Water] or [Fire]" (1110.2b)
    "either": (rf"{_ONE_ATTRIBUTE}(?: or {_ONE_ATTRIBUTE})*", _either),
    "keyword": (rf"\[(?:{_words(CARRIED)})\]", _bracketed_word),
    # (and [Barrier] with one <information>: "[Barrier] (Chant)", 1120.3)
    "grantable": (rf"{_BARRIER}|\[(?:{_words(GRANTABLE)})\]", _bracketed_word),
    "barrier": (_BARRIER, _bracketed_word),
    # a keyword a card may lose (909.1d): those the rules read from its keywords (not an
    # automatic ability's word such as [Drain], nor [Barrier] with information)
    "losable": (rf"\[(?:{_words(LOSABLE)})\]", _bracketed_word),
    "barriers": (_BARRIERS, _barriers),
    # ("dark", lower case, is the old sets' spelling of darkness: "target dark addition")
    "attribute": (r"light|fire|water|wind|darkness|(?-i:dark)\b", _attribute),
    "phase": (r"draw|recovery|main|end", _bracketed_word),
    # a race: capitalised words (case matters here, though the patterns ignore it elsewhere),
    # after the first none of "J-ruler", "J/resonator" ("Werebeast J-ruler" is a J-ruler of
    # that race) nor "Sub-Ruler" (a card type), as the list of the names it may stand for
    "race": (
        rf"(?-i:(?!(?!{_WORD_RACES}\b){_NOT_RACES}\b)[A-Z][\w'\-]*(?: (?!J\b|Sub-Ruler\b)[A-Z][\w'\-]*)*)",
        _race,
    ),
    # the name of a token as printed ("a [400/400] wind Cat resonator token": Cat; 1303.1d), or
    # several races ("a [500/500] fire Human, Ghost resonator token": decision D53)
    "token_name": (rf"(?-i:{_ONE_NAME}(?:, {_ONE_NAME})*)", _text),
    # a race a card gains, as printed ("gains Vampire in addition to its other races", 1020.1)
    "race_gained": (r"(?-i:[A-Z][\w'\-]*(?: [A-Z][\w'\-]*)*)", _text),
    # a race printed in the plural ("Rest two recovered Elves you control")
    "races": (
        rf"(?-i:(?!(?!{_WORD_RACES}\b){_NOT_RACES}\b)[A-Z][\w'\-]*(?: (?!J\b|Sub-Ruler\b)[A-Z][\w'\-]*)*)",
        _races,
    ),
    # an ability given in quotes (compiled whole; ``_given``)
    "given": (r'"[^"]+"', _given),
    # an ability in quotes a continuous ability gives (``_held``)
    "held": (r'"[^"]+"', _held),
    # a continuous ability in quotes that changes only the card holding it (``_held_mods``)
    "held_mods": (r'"[^"]+"', _held_mods),
    # a magic stone's plain will ability in quotes, given to magic stones (``_stone_given``)
    "stone_given": (r'"[^"]+"', _stone_given),
    # the text of a line as it is (a mode's label)
    "label": (r"[^;\n]+", _text),
    # a lower-case word (a counter's name)
    "word": (r"(?-i:[a-z]+)", _text),
    # (fow-probe, wave 11) a counter's name capitalised, hyphenated or of two words, in lower case
    "counter_name": (r"(?-i:[A-Z][a-z]+|[a-z]+-[a-z]+|[a-z]+ [a-z]+)", str.lower),
}
GRAMMAR = Grammar(templates.GRAMMAR, BUILTINS)
#: the compiler's version: a card compiled by another one is compiled again at start
VERSION = _compiler.version("fow", 6, templates.GRAMMAR)


# ====================================================================== reading the text
SPELLINGS = str.maketrans({"“": '"', "”": '"', "’": "'", "−": "-", "–": "-", "；": ";"})
#: misprints of the data read as the words meant ("Look a the top five cards")
MISPRINTS = re.compile(
    r"\b(?:Look a the|Fours Sacred Beasts|Search you deck|enters (?:yout|your feld|field)|greveyard"
    r"|this cards enter|electricty|card among them|watercard|entites"
    r"|(?:two|three|four|five|six|seven|eight|nine|ten) of more)\b",
    re.IGNORECASE,
)
MEANT = {
    "look a the": "Look at the",
    "fours sacred beasts": "Four Sacred Beasts",
    "search you deck": "Search your deck",
    "enters yout": "enters your",
    "enters your feld": "enters your field",
    "enters field": "enters the field",
    "greveyard": "graveyard",
    "this cards enter": "this card enters",
    "electricty": "electricity",
    # (fow-probe, wave 11) TAT-074's "Put a Card Soldier card among them", JRP-034's "a watercard"
    "card among them": "card from among them",
    "watercard": "water card",
    # (fow-b, wave 12) CMB-086's "Entites your opponent controls …" (not a race "Entites")
    "entites": "Entities",
    # (fow-b, wave 12) RDE-064J's "three of more Treasury Items"
    **{
        f"{n} of more": f"{n} or more"
        for n in ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    },
}
#: (fow-b, wave 12) FoW 1411.2a: an old card's "[Enter] <effect>" is "[Enter] ⇒ <effect>"
OLD_ENTER = re.compile(r"^\[Enter\] (?=[A-Z])")
#: (fow-b, wave 12) FoW 1405.2a, 1405.3a: old cards' "[Spell:Chant]" is a chant, "[Spell:Chant-
#: Instant]" a chant with [Quickcast] ("[Spell:Chant-Standby]", a chant with [Trigger], stays)
OLD_CHANTS = re.compile(r"\[Spell ?: ?(Chant|Chant-Instant)\]", re.IGNORECASE)
OLD_CHANT_WORDS = {"chant": "chant", "chant-instant": "chant with [Quickcast]"}
#: FoW 1407: old cards' "summon spell" is a resonator spell, "normal spell" a non-resonator spell
OLD_SPELLS = re.compile(r"\b(summon|normal) (spells?)\b", re.IGNORECASE)
OLD_SPELL_WORDS = {"summon": "resonator", "normal": "non-resonator"}
#: "until the end of turn", "until the end of the turn": the duration "until end of turn" (505.5b)
END_OF_TURN = re.compile(r"\buntil the end of (?:the )?turn\b", re.IGNORECASE)
#: D105: old printings' "…. At the end of turn, destroy it": after a sentence of the effect, the
#: delayed ability "At the next end of turn ⇒ …" (906.8, 505.3)
LATER_OLD = re.compile(r"(?<=\. )At the end of turn, (\w)")
#: reminder text: words in parentheses (one word, "(Stranger)", is a qualifier and stays; so do
#: the words after "[Mastery] ", the kind of card it rests: "[Mastery] (Mumu Tribe)", D87)
REMINDER = re.compile(r"(?<!\[Mastery\] )\((?=[^()]*\s)[^()]*\)")
#: FoW 1120.3: "[Barrier] (Total cost 4 or less)": words in parentheses after [Barrier] are its
#: <information>, not reminder text, unless they say what it means ("… cannot be targeted …");
#: kept (in angle brackets) so the line is not read as a plain [Barrier]
BARRIER_WORDS = re.compile(
    r"\[Barrier\] ?\((?![^()]*cannot be targeted)(?=[^()]*\s)([^()]*)\)", re.IGNORECASE
)
#: old cards' "he or she" after "your opponent" (no other player named between): that opponent
#: ("Whenever this card deals damage to your opponent, he or she discards a card")
HE_OR_SHE = re.compile(
    r"(\byour opponent\b(?:(?!\b(?:player|players|you|your|he or she)\b).)*?)\bhe or she\b", re.IGNORECASE
)
#: FoW 1409.1: "[Continuous]" before an ability of an old card is no part of it (ignored); the
#: text after it is read as any other line, a continuous ability ("This card …") or an automatic
#: one ("When …, …", 1411.1)
CONTINUOUS = re.compile(r"^\[Continuous\]:? ?")
#: (fow-a, wave 12) a search's optional comma before "and put it / them" ("Search your deck for a
#: card named "A", and put it into your field"): one spelling for every search template
SEARCH_COMMA = re.compile(r"(\bsearch your [^.]*?[^,.]), and put (it|them)\b", re.IGNORECASE)
ARROW = re.compile(r"\s*(?:(?:>>>|⇒|=>)\s*)+")  # (two left by a reminder dropped between them: one)
WILL_SPACES = re.compile(r"\}\s+\{")
REST = re.compile(r"[\[{]rest[\]}]", re.IGNORECASE)
SPACES = re.compile(r"\s+")
SPACE_BEFORE = re.compile(r"\s+([.,;:])")
#: a comma printed against the word or will symbol after it ("Pay {G},{Rest}:", "this turn,put")
COMMA_GLUED = re.compile(r",(?=[{A-Za-z])")
#: a word printed against the bracket after it ("This card gains[+200/+200]")
GLUED = re.compile(r"\b(gains?)\[")
#: a comma inside a card name in quotes ("Arthur, King of Machines"): read as another mark, so
#: no rule splits the text there ("As long as your J/ruler is "Arthur, King of Machines", …"); a
#: name is a quoted text with no full stop, colon, arrow, bracket or will symbol (an ability in
#: quotes keeps its commas). ``_quoted`` puts the comma back; an ability whose script still holds
#: the mark is not automated
NAME_COMMA = "\u201a"
QUOTED = re.compile(r'"[^"\n]*"')
NOT_NAME = re.compile(r"[.:>\[\]{}]")
#: a keyword header printed against the will symbol after it ("[Awakening]{X}:")
HEADER_GLUED = re.compile(r"^(\[[A-Z][a-z]+\])(?=\{)")
#: one keyword of a line of keywords ("[Flying]", "[Barrier] (Chant)", "[Barrier] {U}{B}")
KEYWORD_ITEM = re.compile(rf"{_BARRIERS}|{_BARRIER}|\[Barrier\] <[^<>]*>|\[[^\[\]]+\]")
KEYWORDS_ONLY = re.compile(rf"(?:(?:{KEYWORD_ITEM.pattern})[\s,]*)+")
BRACKETED = re.compile(r"\[([^\[\]]+)\]")
QUOTED = re.compile(r'"[^"]*"')
DIGITS = re.compile(r"\d+")
WILL = re.compile(r"\{[WRUGBX0-9]\}")


def _name_commas(match: re.Match[str]) -> str:
    """A text in quotes with its commas marked if it is a name (``NAME_COMMA``)."""
    quoted = match.group()
    return quoted if NOT_NAME.search(quoted) else quoted.replace(",", NAME_COMMA)


def normalise(line: str) -> str:
    """One spelling for the data's variants: curly quotes, ``⇒``/``>>>`` as `` >>> ``, ``[Rest]``
    and ``{Rest}`` as ``{Rest}``, reminder text in parentheses, the final full stop."""
    text = CONTINUOUS.sub("", line.strip())
    if "he or she" in text:
        text = HE_OR_SHE.sub(r"\1your opponent", text)
    text = MISPRINTS.sub(lambda m: MEANT[m.group().lower()], _unreminded(text.translate(SPELLINGS)))
    text = END_OF_TURN.sub("until end of turn", text)
    if ", and put " in text:
        text = SEARCH_COMMA.sub(r"\1 and put \2", text)
    if "[Activate] abilit" in text:  # FoW 1409.1: the old icon ignored ("target [Activate] ability")
        text = text.replace("[Activate] abilit", "activate abilit")
    if "At the end of turn, " in text:
        text = LATER_OLD.sub(lambda m: f"At the next end of turn >>> {m.group(1).upper()}", text)
    if "[Spell" in text:
        text = OLD_CHANTS.sub(lambda m: OLD_CHANT_WORDS[m.group(1).lower()], text)
    if "spell" in text:
        text = OLD_SPELLS.sub(lambda m: f"{OLD_SPELL_WORDS[m.group(1).lower()]} {m.group(2)}", text)
    text = ARROW.sub(" >>> ", WILL_SPACES.sub("}{", REST.sub("{Rest}", text)))
    text = OLD_ENTER.sub("[Enter] >>> ", text)
    text = COMMA_GLUED.sub(", ", GLUED.sub(r"\1 [", HEADER_GLUED.sub(r"\1 ", text)))
    if '"' in text:
        text = QUOTED.sub(_name_commas, text)
    text = SPACE_BEFORE.sub(r"\1", SPACES.sub(" ", text).strip())
    # (a last comma is a misprint of the full stop: "Each Vampire you control gains [+200/+200],")
    return text.removesuffix(".").removesuffix(",").strip()


def blank(text: str) -> str:
    """A normalised line's template: names, will symbols and numbers blanked."""
    return DIGITS.sub("N", WILL.sub("{w}", QUOTED.sub('"X"', text)))


def ability_texts(text: str, card_type: str) -> list[str]:
    """The abilities of a card's text (see the module docstring)."""
    lines: list[str] = []
    spell: int | None = None  # where a chant's spell text is gathered
    # the lines after a header ("[Seal] (4)") are its text, to a blank line, another header, a
    # ruler's Judgment, or the end of its options when its text is options ("- …" lines)
    header = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            header = False
            continue
        if line.startswith("(") and line.endswith(")"):
            continue
        if header and (
            line.startswith(("[Judgment]", "[J-Activate]"))
            or (lines[-1].split("\n")[-1].startswith("-") and not line.startswith("-"))
        ):
            header = False
        if HEADER.fullmatch(line):  # (another header ends the text of the one before)
            header = True
            lines.append(line)
        elif header or (lines and line.startswith(("-", "•"))):
            lines[-1] = f"{lines[-1]}\n{line}"
        elif KEYWORDS_ONLY.fullmatch(line) and _keywords(line) is not None:
            lines += KEYWORD_ITEM.findall(line)
        elif (
            line.startswith("[")
            and len(KEYWORD_ITEM.findall(_bare(line))) > 1
            and KEYWORDS_ONLY.fullmatch(_bare(line))
            and _keywords(_bare(line)) is not None
        ):
            # (one keyword with its reminder stays a line as printed; a [Barrier]'s <information>
            # is printed back in its parentheses, and stays by hand)
            lines += [re.sub(r"<([^<>]*)>$", r"(\1)", k) for k in KEYWORD_ITEM.findall(_bare(line))]
        elif _spell_line(line, card_type) and spell is not None:
            lines[spell] = f"{lines[spell]}\n{line}"
        else:
            if _spell_line(line, card_type):
                spell = len(lines)
            lines.append(line)
    return lines


#: a line that only opens the text it governs, printed on the lines below it: [Seal] (1128), [Null]
#: (1134), [Rune] (1137) with their condition, and set words printed the same way ([Revolution],
#: [Union Seven <…>], [Fallen], [Revenge], [Force Resonance] <…>); the text is theirs, not
#: abilities of its own
HEADER = re.compile(
    r"\[(?:Seal|Null|Rune|Revolution|Union Seven[^\]]*|Fallen|Revenge|Force Resonance)\]"
    r"(?: ?<[^<>]*>)?[^a-z]*",
    re.IGNORECASE,
)
#: "[Seal] (X), where X is …": a [Seal] header with more on its line, whose text is the lines
#: below it (not read as its text: a chant with it keeps its spell by hand, ``compile_text``)
SEAL_X = re.compile(r"\[Seal\] ?\(X\)")
#: "[Upgrading] (This card gains the following text until end of game if it was upgraded.)": the
#: lines below it are a sub-ruler's text once upgraded, which the engine does not do (D147)
UPGRADING = re.compile(r"\[Upgrading\]", re.IGNORECASE)
#: a play restriction printed on a chant or rune, or "This card cannot be canceled (if …)": a rule
#: of playing it (903.2) or of the card on the chase (1012), not its spell
PLAY_ONLY_IF = re.compile(
    r"Play this card only if |This card cannot be cancell?ed(?: if [^.]*)?\.?$", re.IGNORECASE
)
#: a line that is only a change of the card's cost ("You may pay {1} less to play this card if
#: …", one sentence): a rule of playing it (903.2i), not its spell
COST_CHANGE_LINE = re.compile(
    r"(?:As you play this card, you may [^.]*\. If you do, )?"
    r"(?:If [^.]*, )?You (?:may )?pay (?:\{[^}]*\} ?)+ (?:or (?:\{[^}]*\})+ )?"
    r"(?:(?:less|more) to play this card"
    r"(?:,? (?:if|for each|from|as long as) [^.]*)?|rather than pay this card's cost,? if [^.]*)\.?",
    re.IGNORECASE,
)


#: "This card gains [Quickcast] in all zones (as long as …)": an ability that works wherever the
#: card is (902.2, decision D120), not a chant's spell
IN_ALL_ZONES = re.compile(r"This card gains [^.]* in all zones\b", re.IGNORECASE)


def _spell_line(line: str, card_type: str) -> bool:
    """Whether a line of a chant or rune is part of its spell (neither bracketed, nor a play
    restriction, nor a change of its cost, nor an ability in all zones)."""
    return (
        card_type in SPELL_TYPES
        and (not line.startswith("[") or line.startswith("[Force]"))  # (1023.1: a spell's dice)
        and not PLAY_ONLY_IF.match(line)
        and not COST_CHANGE_LINE.fullmatch(line.strip())
        and not IN_ALL_ZONES.match(line)
    )


def _unreminded(text: str) -> str:
    """``text`` without its reminder text (a [Barrier]'s <information> kept)."""
    return REMINDER.sub(" ", BARRIER_WORDS.sub(r"[Barrier] <\1>", text))


def _bare(line: str) -> str:
    """A line without its reminder text and final full stop ("[Flying] [Swiftness].", "[Drain]
    [Bane] (This card …)"), to tell a line of keywords."""
    return _unreminded(line).strip().removesuffix(".").strip()


def _keywords(line: str) -> list[str] | None:
    """The words of a line of bracketed words only that are all known keywords, or ``None``."""
    words = [w.strip().lower() for w in BRACKETED.findall(line)]
    return words if all(w in CARRIED for w in words) else None


#: the card types whose text is a spell's effect (chants, and runes, printed "Chant, Rune"; 903.3)
SPELL_TYPES = ("chant", "rune", "master rune")
#: the enter trigger by card type (FoW 1140.2; a J-ruler enters by Judgment, 705.3)
ENTER_TRIGGERS: dict[str, dict[str, Any]] = {
    "resonator": {"on": "move", "card": "this", "to": "field"},
    "addition": {"on": "move", "card": "this", "to": "field"},
    "regalia": {"on": "move", "card": "this", "to": "field"},
    "magic stone": {"on": "move", "card": "this", "to": "stones"},
    "j-ruler": {"on": "fow.judgment", "card": "this"},
}
#: a line that names an automatic keyword an effect may give (``_auto_keywords``)
AUTO_KEYWORD = re.compile(r"\[(?:Drain|Bane|Explode)\]", re.IGNORECASE)
#: a line that names X ("X", "X00", "X+1"; D93)
X_NAMED = re.compile(r"(?<![A-Za-z])X(?![a-z])")
#: card references a script may use without binding them first
FREE_REFS = frozenset({"this", "event_card", "nothing", "targets", "targets2", "fow.foe"})


def _auto_keywords(value: Any) -> Any:
    """``value`` with each [Drain], [Bane] or [Explode] given (a continuous ability's modifier,
    a ``grant`` step) given with its automatic ability as well (1135, 1138, 1105; decision D89);
    ``None`` where one is given to a live group (``fow.live``, which gives words only)."""
    if isinstance(value, Mapping):
        if value.get("do") == "fow.live" and value.get("grant") in AUTO_GRANTS:
            return None
        items = {k: _auto_keywords(v) for k, v in value.items()}
        return None if any(v is None for v in items.values()) else items
    if not isinstance(value, list):
        return value
    out: list[Any] = []
    for item in value:
        done = _auto_keywords(item)
        if done is None:
            return None
        out.append(done)
        if not isinstance(item, Mapping) or not isinstance(item.get("grant"), str):
            continue  # (an ability in quotes given: a mapping)
        if item["grant"] not in AUTO_GRANTS:
            continue
        script = KEYWORD_SCRIPTS[str(item["grant"])]
        if item.get("do") == "grant" and "stat" not in item:
            out.append({**{k: v for k, v in item.items() if k != "grant"}, "ability": script})
        elif "to" in item and item.get("stat") == "keywords":
            out.append({**{k: v for k, v in item.items() if k not in ("grant", "stat")}, "grant": script})
    return out


#: FoW 1133.2 "[Legend] <number> - <text>", 1131.2 "[Crest] <attribute> - <text>": text the card
#: has while a condition holds (``_gated``)
LEGEND = re.compile(r"\[Legend\] ?(\d+) ?[-–—] ?(.+)", re.DOTALL)
CREST = re.compile(
    r"\[Crest\] ?\(?(light|fire|water|wind|darkness|\{[WRUGB]\})\)? ?[-–—] ?(.+)", re.DOTALL | re.IGNORECASE
)
GATED = (LEGEND, CREST)


def _gate(match: re.Match[str]) -> dict[str, Any]:
    """The condition of a [Legend] or [Crest] line: N or more revealed story cards in the extra
    deck (1133.2b; decision D100: the cards there revealed to both players; only [Grimoire]
    fills it, with story chants, 1132.2), or a Magic Crest of the attribute controlled (1131.2;
    decision D101: a card of the race Magic Crest and that attribute in the field)."""
    if match.re is LEGEND:
        return {"fow.stories": int(match.group(1))}
    word = match.group(1)
    attribute = SYMBOLS[word[1].upper()] if word.startswith("{") else word.lower()
    return {"exists": {"zone": "field", "whose": "you", "races": ["Magic Crest"], "colour": attribute}}


def _gated(line: str, card_type: str, interpreter: Interpreter) -> dict[str, Any] | None:
    """FoW 1133.2b, 1131.2: "[Legend] N - <text>" / "[Crest] <attribute> - <text>" on a card that
    is not a chant: the activate, automatic or plain continuous ability of <text> with the
    condition added (a condition there says when the ability is had). On a chant ("played
    with <text>", 1133.2a), a keyword or a rule of playing: by hand."""
    match = next((m for m in (p.fullmatch(line.strip()) for p in GATED) if m is not None), None)
    if match is None:
        return None
    if card_type in SPELL_TYPES:
        # decision D119: a chant's [Legend] text is played with it if the condition holds as it
        # is played (1133.2a), its [Crest] text is its own while the condition holds (1131.2):
        # an effect done after its spell, read as the chant resolves (``spell_text``)
        body = GRAMMAR.parse("spell", normalise(match.group(2)))
        if body is None or set(body) != {"kind", "effect"} or body["kind"] != "play":
            return None
        when = "played" if match.re is LEGEND else "resolves"
        text = {
            "kind": "cont",
            "tags": ["spell_text"],
            "params": {"when": when},
            "condition": _gate(match),
            "effect": body["effect"],
        }
        ability = _finish(text, card_type, line)
        if ability is None or _x_unbound(ability) or not _checks(ability, interpreter, line):
            return None
        return ability
    inner = _compile(match.group(2), card_type, interpreter).ability
    if not inner.get("automated", True) or inner.get("kind") not in ("act", "auto", "cont"):
        return None
    if inner.get("kind") == "cont" and (inner.get("tags") or "modifiers" not in inner):
        return None
    gate = _gate(match)
    condition = {"all": [inner["condition"], gate]} if "condition" in inner else gate
    ability = {**inner, "condition": condition, "text": line}
    return ability if _checks(ability, interpreter, line) else None


# (fow-probe, wave 11) FoW 311.2a: "remove … from the game face down", wherever a removal is
# read (an effect, a cost, the rest of a look), and who the text lets look at the cards ("You may
# look at them at any time": D124). The line is read without the two, then every removal of its
# script is marked; a line with a removal not face down, or none marked, stays by hand.
FACE_DOWN = re.compile(r"\bfrom the game face down\b", re.IGNORECASE)
LOOK_ANY_TIME = re.compile(
    r" ?\b(You|Your opponent|Their owner|Its owner) may look at"
    r" (?:them|it|that card|those cards) at any time(?:\.|$)",
    re.IGNORECASE,
)
#: a removal from the game in a line ("remove …", "removes …", not "removed")
REMOVAL = re.compile(r"\bremoves?\b[^.]*\bfrom the game\b", re.IGNORECASE)
SEEN_BY = {"you": "you", "your opponent": "opponent", "their owner": "owner", "its owner": "owner"}


def _face_down_read(normalised: str) -> tuple[str, str | None] | None:
    """The line without "face down" and its looking sentence, and who may look (``None``: not a
    face-down line, or one with a removal that is not face down or a second looking sentence)."""
    if not FACE_DOWN.search(normalised):
        return None
    plain = FACE_DOWN.sub("from the game", normalised)
    if plain.count("from the game") != len(FACE_DOWN.findall(normalised)):
        return None  # "… from the game" without "face down" too
    looks = LOOK_ANY_TIME.findall(plain)
    if len(looks) > 1:
        return None
    seen_by = SEEN_BY[looks[0].lower()] if looks else None
    return LOOK_ANY_TIME.sub("", plain).strip(), seen_by


def _face_down_marked(ability: Mapping[str, Any], seen_by: str | None) -> dict[str, Any] | None:
    """``ability`` with every removal marked face down (``None`` when one cannot be or none is)."""
    how = {"face_down": True, **({"seen_by": seen_by} if seen_by else {})}
    marked = 0

    def walk(value: Any) -> Any:
        nonlocal marked
        if isinstance(value, list):
            return [walk(v) for v in value]
        if not isinstance(value, dict):
            return value
        out = {k: walk(v) for k, v in value.items()}
        if (
            out.get("do") == "fow.remove"
            or "remove" in out
            or (out.get("do") == "fow.look" and out.get("rest") == "removed")
        ):
            marked += 1
            return {**out, **how}
        if (
            out.get("to") == "removed"
            or out.get("do") == "fow.hand"
            or "grave_to_removed" in out.get("tags", ())
        ):
            marked = -(10**6)  # a removal this pass does not mark
        return out

    result: dict[str, Any] = walk(ability)
    return result if marked > 0 else None


#: (fow-a, wave 12) "until the end of your turn" (D132), read as "until end of turn" with each
#: effect's end moved to the end of its controller's turn
YOUR_TURN = re.compile(r"\buntil the end of your turn\b")
#: the steps such a line may hold: effects that last (their ``until`` moved) and one-shot steps
LASTING = frozenset({"modify", "grant", "fow.live"})
YOUR_TURN_END = "end_of_your_turn"  # (``turn.YOUR_TURN_END``)
ONE_SHOT = frozenset({"draw", "move", "fow.damage", "fow.destroy", "fow.rest", "fow.recover", "fow.counter"})


def _until_your_turn(value: Any) -> Any:
    """``value`` with each lasting step's end of turn moved to the end of your turn; ``None`` if
    a step is neither lasting nor one-shot, or lasts otherwise (D132)."""
    if isinstance(value, list):
        steps = [_until_your_turn(v) for v in value]
        return None if any(d is None for d in steps) else steps
    if not isinstance(value, dict):
        return value
    if "do" in value:
        if value["do"] in LASTING and value.get("until", "end_of_turn") == "end_of_turn":
            return {**value, "until": YOUR_TURN_END}
        if value["do"] not in ONE_SHOT or "until" in value:
            return None
        return value
    fields = {k: _until_your_turn(v) for k, v in value.items()}
    return None if any(v is None for k, v in fields.items() if value[k] is not None) else fields


def _compile(line: str, card_type: str, interpreter: Interpreter) -> Compiled:
    if YOUR_TURN.search(line) and len(re.findall(r"\buntil\b", line)) == 1:
        read = _compile(YOUR_TURN.sub("until end of turn", line), card_type, interpreter).ability
        moved = _until_your_turn(read) if read.get("automated", True) else None
        if isinstance(moved, dict) and moved != read and _checks(moved, interpreter, line):
            return Compiled(line, {**moved, "text": line}, blank(normalise(line)))
        return Compiled(line, {"kind": "cont", "text": line, "automated": False}, blank(normalise(line)))
    face_down = (
        _face_down_read("\n".join(normalise(part) for part in line.split("\n")))
        if "face down" in line
        else None
    )
    if face_down is not None:
        inner = _compile(face_down[0], card_type, interpreter).ability
        marked = _face_down_marked(inner, face_down[1]) if inner.get("automated", True) else None
        if marked is not None and _checks(marked, interpreter, line):
            return Compiled(line, {**marked, "text": line}, blank(normalise(line)))
        return Compiled(line, {"kind": "cont", "text": line, "automated": False}, blank(normalise(line)))
    if any(p.match(line.strip()) for p in GATED):
        gated = _gated(line, card_type, interpreter)
        return Compiled(
            line,
            gated if gated is not None else {"kind": "cont", "text": line, "automated": False},
            blank(normalise(line)),
        )
    normalised = "\n".join(normalise(part) for part in line.split("\n"))
    category = "spell" if _spell_line(line, card_type) else "ability"
    ability = GRAMMAR.parse(category, normalised)
    if ability is not None and AUTO_KEYWORD.search(normalised):
        ability = _auto_keywords(ability)
    if ability is not None and card_type not in SPELL_TYPES and _marked(ability, "fow.played_via"):
        ability = None  # how a spell was played, read as it resolves (a card's own: by hand)
    if ability is not None:
        ability = _finish(ability, card_type, line)
    if (
        ability is not None
        and _marked_value(ability, "fow.token_copy")
        and not _copies_resonators(ability, card_type)
    ):
        ability = None  # a copy of an addition would need a card to be added to (1206): by hand
    if ability is not None and any(_j_ruler_enters(t) for t in as_list(ability.get("trigger"))):
        ability = _with_judgment(ability)
    if ability is not None and card_type != "addition" and _marked(ability, "fow.added"):
        ability = None  # "added resonator": only an addition is added to a card (1406.2b)
    if ability is not None and card_type == "chant" and _x_of_cost(ability):
        ability = templates.replaced(ability, "X", "x")  # the X chosen as it is played (903.2f, D93)
    if ability is not None and _x_unbound(ability):
        ability = None  # "X" with no "where X is …" of its own (a cost's {X}, [Seal] (X)): by hand
    if ability is not None and not _checks(ability, interpreter, line):
        ability = None
    if ability is not None and NAME_COMMA in normalised and NAME_COMMA in repr(ability):
        ability = None  # a name's comma read as text of a script (``NAME_COMMA``)
    if ability is None:
        ability = {"kind": "cont", "text": line, "automated": False}
    return Compiled(line, ability, blank(normalised))


def _trigger_chant(ability: Mapping[str, Any], card_type: str, line: str) -> dict[str, Any] | None:
    """FoW 1113.2a: "[Trigger] <cost>: <effect>" ("Anytime": no cost, 1113.2a-i) is the chant's
    spell, tagged ``trigger`` with the trigger cost (chase.play_cost, 708.4); decision D122: an
    old card's "[Trigger] <condition>: <effect>" whose condition is a state (1411.1a) is played
    the same way while the condition holds (a ``play_condition`` of the spell itself). A spell
    with an additional cost of its own stays by hand."""
    spell = _finish(ability["trigger_spell"], card_type, line)
    if card_type not in SPELL_TYPES or spell is None or spell.get("kind") != "play" or "cost" in spell:
        return None
    condition = {"condition": ability["condition"]} if "condition" in ability else {}
    tags = [*spell.get("tags", ()), "trigger", *(["play_condition"] if condition else [])]
    return {**spell, **condition, "tags": tags, "cost": ability["cost"]}


#: (fow-a, wave 12) FoW 201.2a: a J/resonator is a resonator or a J-ruler. "that resonator" read
#: back to a card described only as a J/resonator ("Whenever this card deals damage to a
#: J/resonator ⇒ destroy that resonator") names a narrower card than the one it points at (is a
#: J-ruler hit left alone?): by hand; "that J/resonator" after "a resonator" is the same card
NARROWED_REF = re.compile(
    r"\bJ/resonators?\b(?:(?!(?<!J/)\bresonator).)*\bthat resonators?\b", re.IGNORECASE | re.DOTALL
)


def _finish(body: Mapping[str, Any], card_type: str, line: str) -> dict[str, Any] | None:
    """The ability with its text, the enter trigger for the card's type and the rules'
    restrictions on where a kind of ability may stand (``None``: not automated)."""
    if NARROWED_REF.search(REMINDER.sub("", line)):
        return None
    ability = _unhosted_into_field({**body, "text": line})
    if "governed" in ability:
        return _governed(ability, card_type, line)
    costs = ability.get("params", {}).get("costs") if ability.get("keyword") == "awakening" else None
    if costs is not None and any("will" in c or "discard" in c for c in costs):
        # by hand: a cost of will and more (chase.play_card pays one or the other), and a discard
        # (as the player is asked, the card itself is still in the hand, 903.2c)
        return None
    # decision D119: a chant's header text done after its spell: an effect of its own, with no
    # target to choose and not "… instead" (which changes the spell: by hand)
    if "spell_text" in ability.get("tags", ()) and (
        card_type not in SPELL_TYPES or INSTEAD.search(line) or _marked_ref(ability["effect"], "targets")
    ):
        return None
    if "trigger_spell" in ability:
        return _trigger_chant(ability, card_type, line)
    if "gives" in ability and ability.get("keyword") == "stealth":
        # decision D117: "[Stealth] <condition>: <effect>": the effect is a chant's spell (903.3)
        given = _finish(ability["gives"], card_type, line)
        if given is None or given.get("kind") != "play":
            return None
        ability["gives"] = given
    elif "gives" in ability:  # FoW 1109.2: the given ability works only on a card played awakened
        given = _finish(ability["gives"], card_type, line)
        if given is None:
            return None
        ability["gives"] = {**given, "tags": [*given.get("tags", ()), "awakened"]}
        # decision D116: the X of "[Awakening] {X}: <ability>" on a card that enters the field is
        # the X chosen as it was played (903.2f), kept with the card (``fow.awakening_x``)
        if "X" in str(ability.get("params", {}).get("cost", "")):
            targets = [given.get("targets"), *(m.get("targets") for m in given.get("modes", ()))]
            if card_type in SPELL_TYPES or _lets_x(given) or _marked_ref(targets, "X"):
                return None  # (a number of targets is fixed as the ability is played: by hand)
            ability["gives"] = templates.replaced(ability["gives"], "X", {"fow.awakening_x": True})
    if "trigger" in ability:
        triggers = [_trigger(t, card_type) for t in as_list(ability["trigger"])]
        if None in triggers:
            return None
        ability["trigger"] = triggers[0] if len(triggers) == 1 else triggers  # 906.1: either triggers it
        if any(t and "fow.blocked" in t for t in triggers):
            # "… blocks or is blocked by a resonator ⇒ destroy that resonator": the card this card
            # battles (fow.foe, 804); "it" may be this card or that one: by hand
            if re.search(r"\b(?:it|its|that card)\b", line, re.IGNORECASE):
                return None
            if _marked_ref(ability.get("effect", []), "TARGET"):
                if not all(t and "this" in (t.get("card"), t.get("fow.blocked")) for t in triggers):
                    return None
                ability["effect"] = _targets_named(ability["effect"], "fow.foe", only_it=True)[0]
        if any(
            t and t.get("from") and isinstance(t.get("card"), Mapping) and "fow.counters" in t["card"]
            for t in triggers
        ):
            return None  # by hand: a card that moved has no counters left to read (906.7b, 1022)
        hidden = {
            str(t.get("from"))
            for t in triggers
            if t and t.get("card") == "this" and t.get("to") == "graveyard"
        } & {"hand", "deck"}
        if hidden:  # "When this card is discarded": it works where the card was (1019.1, 906.7a)
            if len(triggers) > 1 or "zones" in ability:
                return None
            ability["zones"] = sorted(hidden)
    if {"deck_attributes", "deck_copies"} & set(ability.get("tags", ())) and card_type != "ruler":
        return None  # the deck rule of the starting ruler (402.8; decks.validate)
    if "host" in ability.get("tags", ()) and card_type != "addition":
        return None  # decision D85: an addition's target as it is played, to be added to it
    if ability.get("kind") == "play" and card_type not in SPELL_TYPES:
        return None  # only a chant's text is a spell's effect (903.3)
    if (
        any(t.get("data", {}).get("destroyed") for t in as_list(ability.get("trigger")))
        and card_type == "j-ruler"
    ):
        return None  # a destroyed J-ruler goes to the ruler area (1010.1a), not the graveyard
    if ability.get("keyword") == "judgment" and card_type != "ruler":
        return None  # a ruler's Judgment (705.1)
    if "stone_types" in ability and card_type != "magic stone":
        return None  # "a wind magic stone" is looked for among magic stones only (201.4c: by hand elsewhere)
    if ability.get("kind") == "act" and _marked_value(ability, "fow.produce"):
        # FoW 907.1: an activate ability that produces will and needs no target is a will ability
        # (never on the chase); with a target or modes: by hand
        if ability.get("modes") or _targets_named(ability.get("effect", []))[1]:
            return None
        ability["tags"] = list(dict.fromkeys([*ability.get("tags", ()), "will"]))
    if "will" in ability.get("tags", ()) and card_type == "magic stone":
        return _stone_will(ability)
    if {"discard": "this"} in ability.get("cost", ()) or {"reveal": "this"} in ability.get("cost", ()):
        if ability.get("kind") != "act":
            return None
        ability["zones"] = ["hand"]  # "discard / reveal this card": played from the hand (905.2a)
    elif "from your hand into" in line.lower() and _marked(ability, "from_hand"):
        return None  # "Put this card from your hand into the field" in an ability not played there
    if "from your hand into" in line.lower() and _marked(ability, "from_hand"):
        ability = _unmarked(ability, "from_hand")
    removed = [c for c in ability.get("cost", ()) if c.get("remove") == "this"]
    if removed:
        if ability.get("kind") != "act" or "zones" in ability:
            return None
        # "remove this card in your graveyard / hand from the game": played from there (1004)
        if removed[0].get("zone") != "field":  # from the field: where the card's abilities work
            ability["zones"] = [removed[0].get("zone", "graveyard")]
    if any(
        isinstance(t.get("card"), Mapping) and t["card"].get("fow.token") is True and t.get("from")
        for t in as_list(ability.get("trigger"))
    ):
        return None  # FoW 1303.3a: a token that leaves its zone ceases to exist; no move to trigger on
    if _marked_ref(ability, "THEY"):
        they = _they_are_targets(ability)
        if they is None:
            return None
        ability = they
    if _object_targets(ability):
        lifted = _lift_object_target(ability)
        if lifted is None:
            return None
        ability = lifted
    if PLAYER_TARGET_WORDS.search(line):
        marked = _mark_player_targets(ability)
        if marked is None:
            return None
        ability = marked
    if ability.get("random_mode") and any("condition" in m for m in ability.get("modes", ())):
        return None  # "Choose this option only if …" with "Choose one at random": by hand (D82)
    if any(
        _later_not_last(steps)
        for steps in (ability.get("effect", ()), *(m["effect"] for m in ability.get("modes", ())))
    ):
        return None  # FoW 906.8: a sentence after "At the next end of turn ⇒ …" may belong to it
    if any(
        _later_names_moved(steps)
        for steps in (ability.get("effect", ()), *(m["effect"] for m in ability.get("modes", ())))
    ):
        return None  # "Put target … into the field. At the next end of turn ⇒ Remove it …" (below)
    if "that much life" in line:
        ability = _damage_that_much(ability)
    if not _that_much_read(ability):
        return None
    if "the result of the roll" in line.lower() and not _rolled_first(ability):
        return None  # "the result of the roll" with no [Force] before it (1023.1)
    if " this way" in line.lower() and _marked(ability, "this_way"):
        bound = _bind_this_way(ability)
        if bound is None:
            return None
        ability = bound
    if _marked(ability, "from_grave"):
        # (fow-a, wave 12) "put this card from your graveyard into …" as a step: the ability works
        # in the graveyard (902.2), an automatic or activate ability alike
        if ability.get("kind") not in ("auto", "act") or ability.get("zones") not in (None, ["graveyard"]):
            return None
        ability = {**_unmarked(ability, "from_grave"), "zones": ["graveyard"]}
    if ability.get("zones") == ["graveyard"] and any(
        t.get("card") == "this" and t.get("to") != "graveyard" for t in as_list(ability.get("trigger"))
    ):
        return None  # a trigger about this card elsewhere (an attack) never fires in the graveyard
    if _marked(ability, "this_it"):  # "Banish it": this card, where nothing else may be "it"
        if not _about_this(ability.get("trigger")) or TARGET_WORD.search(QUOTED.sub("", line)):
            return None
        ability = _unmarked(ability, "this_it")
    if _marked(ability, "by_it"):  # "It deals …": it is this card only if the triggers say so
        if not _about_this(ability.get("trigger")):
            return None
        ability = _unmarked(ability, "by_it")
    moves_this = any(
        c.get(k) == "this" for c in ability.get("cost", ()) for k in ("banish", "discard", "remove")
    )
    left = any(t.get("from") == "field" for t in as_list(ability.get("trigger")))
    if (
        moves_this
        and not left
        and "effect" in ability
        and all(c.get("discard") != "this" and c.get("remove") != "this" for c in ability.get("cost", ()))
    ):
        # "Banish this card: This card deals damage equal to its ATK": as it was in the field (D106)
        ability = {**ability, "effect": _last_stats(ability["effect"])}
    if (moves_this or left) and _reads_stat(ability.get("effect")):
        return None  # "its ATK" of a card that left the field: as it was there (906.7b), unknown here
    # (fow-b, wave 12) "[Target Attack]" (1414, the old [Precision]) is a keyword, not a target
    counted = TARGET_ATTACK.sub("", QUOTED.sub("", line))
    if "target_object" in ability:  # "… ability that targets / targeting a card": a verb, no target
        counted = re.sub(r"\b(?:that targets|targeting)\b", "", counted, flags=re.IGNORECASE)
    words = len(TARGET_WORD.findall(counted))
    if not _divided_fixed(ability):
        return None
    lifted = _lift_targets(ability)
    if (
        "effect" in ability
        and not ability.get("modes")
        and words > 1
        and (words > 2 or lifted is None or "more_targets" not in lifted)
    ):
        # "target" twice names two targets (903.2g; one phrase may make several steps): read
        # only as two markers that are two targets (``more_targets``, D130); a trigger read
        # alone (a line by hand, announced: ``read_trigger``) has no effect
        return None
    if lifted is not None and "ts controller " in line.lower() and _marked_ref(lifted, "ITS"):
        return _its_controller(lifted)
    return lifted


#: the player "its controller" names, set as the effect starts (``_its_controller``)
_ITS = {"you": "its_controller_you", "opponent": "its_controller_opponent"}


def _its_controller(ability: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ability with "Its controller …" (the player ``"ITS"``) read as the controller of
    its one target: recorded as the effect starts, once the target is checked again (903.3a:
    an illegal target is left out, and a step that names its controller does nothing) and
    before a step moves it (911: its controller where it was); each step naming the player
    is done for you or your opponent, whichever that was. ``None`` (by hand) where the
    ability has no one target, or modes, or names the player outside its effect's top steps."""
    targets = ability.get("targets")
    if not isinstance(targets, Mapping) or targets.get("n") != 1 or targets.get("up_to"):
        return None
    if ability.get("modes") or _marked_ref({k: v for k, v in ability.items() if k != "effect"}, "ITS"):
        return None
    steps: list[Any] = [
        {"do": "let", "as": name, "value": {"count": {"var": "targets", "controller": whose}}}
        for whose, name in _ITS.items()
    ]
    run: list[Any] = []  # steps naming the player, and those naming what they bind ("discard":
    for step in [*ability["effect"], None]:  # the choice, then the move of the card chosen)
        bound = [str(s["as"]) for s in run if "as" in s]
        if step is not None and any(_marked_ref(step, ref) for ref in ("ITS", *bound)):
            run.append(step)
            continue
        if run:
            steps += [
                {"do": "if", "if": {"chosen": name}, "then": templates.replaced(run, "ITS", whose)}
                for whose, name in _ITS.items()
            ]
            run = []
        if step is not None:
            steps.append(step)
    return {**ability, "effect": steps}


def _that_much_read(ability: Mapping[str, Any]) -> bool:
    """Whether every "that much" of the ability is the amount of the event that triggered it:
    an automatic ability triggered by damage or a change of life only (1007, 105.4), read
    before any step of its own deals damage or changes life ("This card deals 400 damage … You
    gain that much life" means the damage just dealt: by hand)."""
    steps = list(ability.get("effect", ()))
    used = [i for i, step in enumerate(steps) if _has_that_much(step)]
    if not used and not any(_has_that_much(m) for m in ability.get("modes", ())):
        return True
    if ability.get("modes") or ability.get("kind") != "auto":
        return False
    if not all(t.get("on") in ("fow.damage", "fow.life") for t in as_list(ability.get("trigger"))):
        return False
    if any(t.get("fow.lost") for t in as_list(ability.get("trigger"))):  # a loss: a negative amount
        return False
    return not any(step.get("do") in ("fow.damage", "fow.life") for step in steps[: used[0]])


def _damage_that_much(ability: dict[str, Any]) -> dict[str, Any]:
    """D103: "This card deals 400 damage to target resonator. You gain that much life": the "that
    much" of the step just after a damage step with one recipient (a player, or one target) is
    the damage that step dealt (``damage_dealt``, after prevention, 1018). Any other "that
    much" is left to ``_that_much_read``."""

    def bound(steps: list[Any]) -> list[Any]:
        out = list(steps)
        for i in range(1, len(out)):
            life = out[i].get("do") == "fow.life" and out[i].get("amount") == THAT_MUCH
            if life and _one_recipient(out[i - 1]):
                out[i] = {**out[i], "amount": "damage_dealt"}
        return out

    done = {**ability, "effect": bound(ability["effect"])} if "effect" in ability else dict(ability)
    if "modes" in ability:
        done["modes"] = [{**m, "effect": bound(m["effect"])} for m in ability["modes"]]
    return done


def _one_recipient(step: Any) -> bool:
    """Whether a step deals damage to one player or one target only (``_damage_that_much``)."""
    if not isinstance(step, Mapping) or step.get("do") != "fow.damage":
        return False
    cards, player = step.get("cards"), step.get("player")
    if player is not None:
        return cards is None and player in ("opponent", "you", "target_player", "target_opponent")
    target = cards.get("target") if isinstance(cards, Mapping) else None
    return isinstance(target, Mapping) and target.get("n") == 1 and not target.get("up_to")


def _rolled_first(ability: Mapping[str, Any]) -> bool:
    """Whether every effect that reads "the result of the roll" (``force_roll``) rolls first:
    a ``fow.force`` step before any step that reads it, and nothing else of the ability reads
    it (1023.1)."""
    rest = {k: v for k, v in ability.items() if k not in ("effect", "modes", "text")}
    if _marked_ref(rest, "force_roll"):
        return False
    for steps in [ability.get("effect", []), *(m.get("effect", []) for m in ability.get("modes", ()))]:
        for step in steps:
            if step.get("do") == "fow.force":
                break
            if _marked_ref(step, "force_roll"):
                return False
    return True


def _this_way_step(step: Mapping[str, Any], verb: str) -> bool:
    """Whether ``step`` is the move "<cards> <verb> this way" names: a banish or discard (the
    cards chosen as "banished" / "discarded" put into the graveyard, 1011, 1019), or a removal
    from the game (1004)."""
    if verb == "removed":
        return step.get("do") == "fow.remove"
    return step.get("do") == "move" and step.get("cards") == verb and step.get("to") == "graveyard"


def _unhosted_into_field(value: Any) -> Any:
    """``value`` with every card chosen (a target, or a choice a later step of the same steps
    puts) from outside the field into the field, where the description may take an addition,
    never an old addition that must be added to a card as it comes into the field (1406.3,
    decision D37): one piece for every "… into the field" template."""
    if isinstance(value, list) and any(isinstance(v, Mapping) and "do" in v for v in value):
        steps = [_unhosted_into_field(v) for v in value]
        into = _moved_into_field(steps)
        return [
            {**s, "from": _unhosted(s["from"])} if s.get("do") == "choose" and s.get("as") in into else s
            for s in steps
        ]
    if isinstance(value, Mapping):
        if (
            value.get("do") == "move"
            and value.get("to") == "field"
            and isinstance(value.get("cards"), Mapping)
        ):
            cards = value["cards"]
            if "target" in cards:
                value = {**value, "cards": {**cards, "target": _unhosted(cards["target"])}}
        return {k: _unhosted_into_field(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_unhosted_into_field(v) for v in value]
    return value


def _moved_into_field(value: Any) -> set[str]:
    """The names of the cards a step in ``value`` (or nested in it) moves into the field."""
    if isinstance(value, Mapping):
        moved = value.get("cards") if value.get("do") == "move" and value.get("to") == "field" else None
        return ({moved} if isinstance(moved, str) else set()).union(
            *(_moved_into_field(v) for v in value.values())
        )
    if isinstance(value, list):
        return set().union(*(_moved_into_field(v) for v in value))
    return set()


def _unhosted(selector: Any) -> Any:
    """A selector of cards outside the field that may take an addition, without the old
    additions that must be added to a card (1406.3); others as they are."""
    hosted = templates._NOT_HOSTED["not"]
    if not isinstance(selector, Mapping) or selector.get("zone") in (None, "field"):
        return selector
    if hosted in (selector.get("not"), *selector.get("not", {}).get("any_of", ())):
        return selector  # already without them
    kinds = as_list(selector.get("fow.kind"))
    if kinds and not any(str(k).startswith("addition") for k in kinds):
        return selector  # a resonator, a chant, a magic stone: never an addition
    if "not" in selector:
        return {**selector, "not": {"any_of": [selector["not"], hosted]}}
    return {**selector, "not": hosted}


def _bind_this_way(ability: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ability with each "<cards> banished / removed / discarded this way" (a marker
    ``{"this_way": verb}``) read as the cards the one earlier step of that verb in the same
    effect moved (that step binds them, ``as``); ``None`` (by hand) if no earlier step, or more
    than one, is of that verb, or the marker is in a cost, a trigger or a condition."""
    rest = {k: v for k, v in ability.items() if k not in ("effect", "modes", "text")}
    if _marked(rest, "this_way"):
        return None
    effects = [ability.get("effect", []), *(m.get("effect", []) for m in ability.get("modes", ()))]
    bound: list[list[Any]] = []
    for steps in effects:
        steps = [dict(step) for step in steps]
        for index, step in enumerate(steps):
            for verb in sorted(_this_way_verbs(step)):
                earlier = [i for i in range(index) if _this_way_step(steps[i], verb)]
                name = f"{verb}_way"
                if len(earlier) != 1 or steps[earlier[0]].get("as", name) != name:
                    return None
                steps[earlier[0]]["as"] = name
                steps[index] = _replaced_this_way(steps[index], verb)
        bound.append(steps)
    done = {**ability}
    if "effect" in ability:
        done["effect"] = bound[0]
    if ability.get("modes"):
        done["modes"] = [{**m, "effect": b} for m, b in zip(ability["modes"], bound[1:], strict=True)]
    return done


def _this_way_verbs(value: Any) -> set[str]:
    """The verbs of the ``this_way`` markers in ``value``."""
    if isinstance(value, Mapping):
        found = {str(value["this_way"])} if "this_way" in value else set()
        return found.union(*(_this_way_verbs(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_this_way_verbs(v) for v in value))
    return set()


def _replaced_this_way(value: Any, verb: str) -> Any:
    """``value`` with the marker of ``verb`` replaced by the name the step binds."""
    if isinstance(value, Mapping):
        if value.get("this_way") == verb and len(value) == 1:
            return f"{verb}_way"
        return {k: _replaced_this_way(v, verb) for k, v in value.items()}
    return [_replaced_this_way(v, verb) for v in value] if isinstance(value, list) else value


def _has_that_much(value: Any) -> bool:
    """Whether a step reads "that much" (not in an ability it gives: checked as compiled)."""
    if value == THAT_MUCH:
        return True
    if isinstance(value, Mapping):
        return any(_has_that_much(v) for k, v in value.items() if k != "ability")
    if isinstance(value, list):
        return any(_has_that_much(v) for v in value)
    return False


def _governed(ability: Mapping[str, Any], card_type: str, line: str) -> dict[str, Any] | None:
    """The text a [Seal], [Null] or [Rune] governs as an ability that works only while the
    condition holds (1128.2b, 1134.2b, 1137.2b): a continuous ability applies, an activate
    ability may be played, an automatic ability triggers only then. On a chant it changes how
    the card is played (1128.2a, 1134.2a): by hand, but for a change of its cost (read as it is
    played either way); so are a text that is not one ability of those kinds, and a keyword
    ability (a keyword the card has is granted instead: see ``governed``)."""
    body = _finish(ability["body"], card_type, line)
    if body is None:
        return None
    # a change of the card's cost is read as it is played: the same on a chant (1128.2a)
    cost_change = body.get("tags") == ["cost_change"]
    # (fow-b, wave 12) a chant's "[Null] - [Remnant]" (1134.2a: as it is played, with no card in
    # hand, it is played with [Remnant]; 1115: played from the graveyard): the keyword it has in
    # the graveyard while the condition holds, which is where and when chase.playable reads it
    if card_type in SPELL_TYPES and body.get("modifiers") == [
        {"to": "this", "stat": "keywords", "grant": "remnant"}
    ]:
        return {**body, "zones": ["graveyard"], "condition": ability["governed"]}
    if not cost_change and (card_type in SPELL_TYPES or body.get("tags")):
        return None
    if body.get("kind") not in ("cont", "act", "auto"):
        return None
    if body["kind"] == "cont" and not body.get("modifiers") and not cost_change:
        return None
    condition = ability["governed"]
    if "condition" in body:
        condition = {"all": [condition, body["condition"]]}
    return {**body, "condition": condition}


def _x_unbound(ability: Mapping[str, Any]) -> bool:
    """Whether X (``"X"``) is used anywhere but in the steps of an effect that binds it first
    ("…, where X is …": a ``let`` step, ``_compiler.let_before_use``)."""
    rest = {k: v for k, v in ability.items() if k not in ("effect", "modes", "text", "gives")}
    if _marked_ref(rest, "X"):
        return True
    if "gives" in ability and _x_unbound(ability["gives"]):
        return True
    effects = [ability.get("effect", []), *(m.get("effect", []) for m in ability.get("modes", ()))]
    return any(_marked_ref(steps, "X") and not _lets_x(steps) for steps in effects)


def _x_of_cost(ability: Mapping[str, Any]) -> bool:
    """Whether a chant's spell names X in its effect steps only, none of them binding it: the X
    of its cost, chosen as it is played (903.2f; decision D93: ``compile_text`` leaves it by hand
    when another line of the card names X, which may say what X is)."""
    if ability.get("kind") != "play" or _lets_x(ability):
        return False
    modes = ability.get("modes", ())
    rest = [{k: v for k, v in ability.items() if k not in ("effect", "modes", "text")}]
    rest += [{k: v for k, v in mode.items() if k != "effect"} for mode in modes]
    effects = [ability.get("effect", []), *(mode.get("effect", []) for mode in modes)]
    return not _marked_ref(rest, "X") and _marked_ref(effects, "X")


def _lets_x(value: Any) -> bool:
    """Whether a ``let`` step binding X is anywhere in ``value``."""
    if isinstance(value, Mapping):
        return (value.get("do") == "let" and value.get("as") == "X") or any(
            _lets_x(v) for v in value.values()
        )
    return isinstance(value, list) and any(_lets_x(v) for v in value)


def _later_not_last(steps: Any) -> bool:
    """Whether a delayed ability (``fow.later``) is followed by another step."""
    return any(step.get("do") == "fow.later" for step in list(steps)[:-1])


#: steps that put the cards they name into another zone, where each is a new object (903.3a)
_MOVING = frozenset({"move", "fow.destroy", "fow.remove", "discard"})


def _later_names_moved(steps: Any) -> bool:
    """Whether a delayed ability (``fow.later``) names cards an earlier step of the same effect
    moved: it fixes the objects they name as it is made (906.8), and a moved card is a new
    object (903.3a), so "Put target resonator from your graveyard into the field. At the next
    end of turn ⇒ Remove it from the game" would remove nothing; such a line stays by hand."""
    moved: set[str] = set()
    for step in steps:
        if step.get("do") == "fow.later" and _names_any(step.get("steps"), moved):
            return True
        cards = step.get("cards")
        if step.get("do") in _MOVING:
            if isinstance(cards, str):
                moved.add(cards)
            elif isinstance(cards, Mapping) and "target" in cards:
                moved |= {"TARGET", "targets"}  # the target, which "it" names until it is lifted
    return False


def _names_any(value: Any, refs: set[str]) -> bool:
    """Whether a step in ``value`` names its cards by one of ``refs``."""
    if isinstance(value, Mapping):
        return value.get("cards") in refs or any(_names_any(v, refs) for v in value.values())
    return isinstance(value, list) and any(_names_any(v, refs) for v in value)


def _marked_value(value: Any, verb: str) -> bool:
    """Whether a step of ``verb`` (``{"do": verb}``) is anywhere in ``value``."""
    if isinstance(value, Mapping):
        return value.get("do") == verb or any(_marked_value(v, verb) for v in value.values())
    return isinstance(value, list) and any(_marked_value(v, verb) for v in value)


def _copies_resonators(ability: Mapping[str, Any], card_type: str) -> bool:
    """Whether every token copy ``fow.token_copy`` makes is of a resonator: this card, a
    resonator, or the target of the ability (or of its mode), which is one (kind ``resonator``)."""
    for part in (ability, *ability.get("modes", ())):
        targets = part.get("targets", ability.get("targets"))
        kind = targets.get("fow.kind") if isinstance(targets, Mapping) else None
        for step in as_list(part.get("effect")):
            if step.get("do") == "fow.token_copy" and not (
                (step["cards"] == "this" and card_type == "resonator")
                or (step["cards"] == "targets" and kind == "resonator")
            ):
                return False
    return True


def _marked(value: Any, key: str) -> bool:
    """Whether ``key`` is a key anywhere in ``value``."""
    if isinstance(value, Mapping):
        return key in value or any(_marked(v, key) for v in value.values())
    return isinstance(value, list) and any(_marked(v, key) for v in value)


def _last_stats(value: Any) -> Any:
    """``value`` with this card's ATK / DEF read as it was banished for the cost (``this_last_atk``,
    ``this_last_def``, 911.1, D106)."""
    if isinstance(value, Mapping):
        stat = value.get("stat")
        if (
            set(value) == {"stat"}
            and isinstance(stat, Mapping)
            and set(stat) == {"card", "name"}
            and stat["card"] == "this"
            and stat["name"] in ("atk", "def")
        ):
            return f"this_last_{stat['name']}"
        return {k: _last_stats(v) for k, v in value.items()}
    return [_last_stats(v) for v in value] if isinstance(value, list) else value


def _reads_stat(value: Any) -> bool:
    """Whether a step reads a card's stat (``{"stat": {"card": …, "name": …}}``)."""
    if isinstance(value, Mapping):
        return isinstance(value.get("stat"), Mapping) or any(_reads_stat(v) for v in value.values())
    return isinstance(value, list) and any(_reads_stat(v) for v in value)


def _unmarked(value: Any, key: str) -> Any:
    """``value`` without ``key`` anywhere in it."""
    if isinstance(value, Mapping):
        return {k: _unmarked(v, key) for k, v in value.items() if k != key}
    return [_unmarked(v, key) for v in value] if isinstance(value, list) else value


#: the word that names a target (903.2g)
TARGET_WORD = re.compile(r"\btargets?\b", re.IGNORECASE)
#: FoW 1414: the keyword [Target Attack], whose word "Target" names no target
TARGET_ATTACK = re.compile(r"\[Target Attack\]", re.IGNORECASE)


#: the card types that enter the field from another zone with an enter trigger of the field row
#: ("When this card is put into the field from your deck", 1140.2)
FIELD_TYPES = ("resonator", "addition", "regalia")


def _trigger(trigger: Any, card_type: str) -> dict[str, Any] | None:
    """One trigger as the card's type makes it: ``"ENTER"`` the enter trigger of the type
    (1140.2), ``{"ENTER_FROM": zone}`` that trigger for a card coming from that zone (a card
    entering the field row only); ``None`` where the type has none."""
    if trigger == "ENTER":
        return ENTER_TRIGGERS.get(card_type)
    if isinstance(trigger, Mapping) and "ENTER_FROM" in trigger:
        if card_type not in FIELD_TYPES:
            return None
        return {**ENTER_TRIGGERS[card_type], "from": trigger["ENTER_FROM"]}
    return dict(trigger)


def _with_judgment(ability: dict[str, Any]) -> dict[str, Any] | None:
    """D104: a J-ruler comes into the field by Judgment (705.3), the ruler turned over (no move
    event): "Whenever a (Werebeast) J-ruler / J/resonator enters the field (under your control)"
    triggers on the move of a card put into the field and on the Judgment (``fow.judgment``) of
    a ruler whose J-ruler passes the same filter, done by the player named. ``None`` (by hand)
    where the trigger says more (from which zone, by what)."""
    triggers: list[Any] = []
    for trigger in as_list(ability.get("trigger")):
        triggers.append(trigger)
        if not _j_ruler_enters(trigger):
            continue
        whose = trigger.get("whose")
        if set(trigger) - {"on", "card", "to", "whose"} or whose not in (None, "you", "opponent"):
            return None
        judged = {"on": "fow.judgment", "card": trigger["card"]}
        triggers.append({**judged, "player": whose} if whose else judged)
    return {**ability, "trigger": triggers}


def _j_ruler_enters(trigger: Mapping[str, Any]) -> bool:
    """Whether a trigger is a card that may be a J-ruler coming into the field ("a J-ruler / a
    J/resonator enters the field"): the chase turns a ruler over silently (705.3, ``fow.judgment``),
    so a move trigger would miss it."""
    card = trigger.get("card")
    if (
        trigger.get("on") != "move"
        or not isinstance(card, Mapping)
        or "field" not in as_list(trigger.get("to"))
    ):
        return False
    return bool({"j-ruler", "j/resonator"} & set(as_list(card.get("fow.kind"))))


def _they_are_targets(ability: dict[str, Any]) -> dict[str, Any] | None:
    """ "They" (``"THEY"``) after the one selector of two or more targets the effect names ("Recover
    two target resonators. They gain [+200/+400] until end of turn"): those targets (903.2g);
    ``None`` (by hand) after anything else, a group or a search, or in modes."""
    effect = ability.get("effect", [])
    if ability.get("modes") or _marked_ref({k: v for k, v in ability.items() if k != "effect"}, "THEY"):
        return None
    selectors = [s for s in _targets_named(effect)[1] if s is not None]
    if not selectors:
        return _they_are_the_group(ability)
    if any(s != selectors[0] for s in selectors):
        return None
    n = selectors[0].get("n", 1)
    if not (selectors[0].get("up_to") or (isinstance(n, int) and n > 1)):
        return None
    target = {"target": selectors[0]}

    def walk(value: Any) -> Any:
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        return target if value == "THEY" else value

    return {**ability, "effect": walk(effect)}


#: the first steps after which "they" are the cards of its group: a state changed in place
_GROUP_FIRST = ("fow.rest", "fow.recover")


def _they_are_the_group(ability: dict[str, Any]) -> dict[str, Any] | None:
    """ "They" after a first step that rests or recovers a group and names no target ("Rest all
    tokens your opponent controls. They don't recover during the recovery phase as long as this
    card is in the field"): the cards of the group as that step found them, each in turn
    (``for_each``, so a card that joins the group later is not one of them); ``None`` otherwise."""
    effect = ability.get("effect", [])
    if not effect or not isinstance(effect[0], Mapping):
        return None
    first, rest = effect[0], effect[1:]
    if (
        first.get("do") not in _GROUP_FIRST
        or not isinstance(first.get("cards"), Mapping)
        or set(first) != {"do", "cards"}
        or not rest
        or any(not isinstance(step, Mapping) or step.get("cards") != "THEY" for step in rest)
        or _marked_ref([{k: v for k, v in step.items() if k != "cards"} for step in rest], "THEY")
    ):
        return None
    each = [{**first, "cards": "it"}, *({**step, "cards": "it"} for step in rest)]
    return {**ability, "effect": [{"do": "for_each", "cards": first["cards"], "as": "it", "steps": each}]}


def _object_targets(value: Any) -> list[Any]:
    """The objects on the chase ``value``'s steps target (``{"target_object": selector}``,
    "Cancel target activate ability")."""
    if isinstance(value, Mapping):
        if "target_object" in value and isinstance(value["target_object"], Mapping):
            return [value["target_object"]]
        return [s for v in value.values() for s in _object_targets(v)]
    return [s for v in value for s in _object_targets(v)] if isinstance(value, list) else []


def _object_replaced(value: Any) -> Any:
    if isinstance(value, Mapping):
        if "target_object" in value and isinstance(value["target_object"], Mapping):
            return "target_object"
        return {k: _object_replaced(v) for k, v in value.items()}
    return [_object_replaced(v) for v in value] if isinstance(value, list) else value


def _lift_object_target(ability: dict[str, Any]) -> dict[str, Any] | None:
    """An object on the chase as the one target (903.2g, 1012: "Cancel target activate or
    automatic ability"): the ability's ``target_object``, or a mode's own (903.2e); ``None``
    when the same effect or mode also names a card or player target, or two objects."""
    in_effect = _object_targets(ability.get("effect", ()))
    modes = ability.get("modes", ())
    if in_effect:
        if modes or len(in_effect) > 1 or _targets_named(ability["effect"])[1]:
            return None
        if _player_refs(ability["effect"]):
            return None
        return {**ability, "effect": _object_replaced(ability["effect"]), "target_object": in_effect[0]}
    if ability.get("random_mode"):
        return None  # a mode chosen by no player may have no legal target
    own = []
    for mode in modes:
        named = _object_targets(mode["effect"])
        if not named:
            own.append(mode)
            continue
        if len(named) > 1 or _targets_named(mode["effect"])[1] or _player_refs(mode["effect"]):
            return None
        own.append({**mode, "effect": _object_replaced(mode["effect"]), "target_object": named[0]})
    return {**ability, "modes": own}


#: the words of a player target ("target player or …", "target opponent"): only such a line is
#: walked for one (``_mark_player_targets``)
PLAYER_TARGET_WORDS = re.compile(r"\btarget (?:player|opponent)", re.IGNORECASE)


def _mark_player_targets(ability: dict[str, Any]) -> dict[str, Any] | None:
    """The ability key ``target_player`` where its effect, or each mode, names a player target
    (903.2g: ``True`` "target player or …", ``"opponent"`` "target opponent", D81; in a mode, that
    mode's own target, 903.2e); ``None`` for two player targets, or one before the modes and one
    in a mode."""
    own = _player_target(ability.get("effect", ()))
    modes = ability.get("modes", ())
    per_mode = [_player_target(m["effect"]) for m in modes]
    if own is None or any(p is None for p in per_mode) or (own and any(per_mode)):
        return None
    if any(per_mode):
        ability["modes"] = [
            {**m, "target_player": p} if p else m for m, p in zip(modes, per_mode, strict=True)
        ]
    if own:
        ability["target_player"] = own
    return ability


def _player_refs(steps: Any) -> set[str]:
    """The player targets ``steps`` (or steps nested in them) name: ``"player": "target_player"``
    ("target player or …"), ``"target_opponent"`` ("target opponent")."""
    if isinstance(steps, Mapping):
        named = {steps[k] for k in ("player", "whose") if isinstance(steps.get(k), str)}
        own = named & {"target_player", "target_opponent"}
        return own.union(*(_player_refs(v) for v in steps.values()))
    return set().union(*(_player_refs(v) for v in steps)) if isinstance(steps, list) else set()


def _player_target(steps: Any) -> bool | str | None:
    """The ability key ``target_player`` for ``steps``: ``True`` (a player or card chosen, 903.2g),
    ``"opponent"`` ("target opponent", D81), ``False`` (no player target), ``None`` (both)."""
    refs = _player_refs(steps)
    if len(refs) > 1:
        return None
    return "opponent" if refs == {"target_opponent"} else bool(refs)


def _stone_will(ability: Mapping[str, Any]) -> dict[str, Any] | None:
    """A magic stone's "{Rest}: Produce …" is played by the rules when will is paid or asked
    for (907, ``board.stone_will``): it becomes the ``stone will`` keyword naming what it
    produces. One that also removes a counter ("{Rest}, remove a magic counter from this card:
    Produce …"), produces two wills, or whose will may be spent only on some cards ("Spend this
    will only to play Heroes") or with a condition ("Play this ability only if …") stays a will
    ability the player plays (907.2; the rules never
    play it while paying, ``board.will_sources``); any other cost or limit stays by hand."""
    if set(ability) - {"kind", "timing", "tags", "cost", "effect", "text", "condition"}:
        return None
    steps = ability["effect"]
    cost = list(ability.get("cost", ()))
    if cost[:1] != [{"rest": "this"}] or any(set(c) != {"remove_counter"} for c in cost[1:]):
        return None
    if any(step.get("do") != "fow.produce" or set(step) - {"do", "will", "only"} for step in steps):
        return None
    # two wills at once ("Produce {B} and {U}"), not the rules' one will of a stone: played by
    # its controller too
    # ("Play this ability only if …": the player plays it while the condition holds, 905)
    if len(cost) > 1 or len(steps) > 1 or "only" in steps[0] or "condition" in ability:
        return dict(ability)
    [produce] = steps
    return {
        "kind": "keyword",
        "keyword": STONE_WILL,
        "params": {"will": produce["will"]},
        "text": ability["text"],
    }


def _lift_targets(ability: dict[str, Any]) -> dict[str, Any] | None:
    """The one target its steps name (``{"target": selector}``, and ``"TARGET"`` for "it")
    as the ability's ``targets``, chosen as it is played (903.2g); ``None`` if the steps name
    two different targets, or "it" with no target. With modes (903.2e), a target is lifted
    only when every mode names that same target, so whichever mode is chosen, it is chosen."""
    effect, found = _targets_named(ability.get("effect", []))
    modes = [{**m, "effect": _targets_named(m["effect"])[0]} for m in ability.get("modes", ())]
    per_mode = [_targets_named(m["effect"])[1] for m in ability.get("modes", ())]
    targeting = [
        bool(named) or "target_player" in m or "target_object" in m
        for named, m in zip(per_mode, modes, strict=True)
    ]
    if ability.get("more_modes") and sum(targeting) > 1:
        return None  # two modes chosen would each have a target of their own: one choice of targets (D25)
    if any(per_mode):
        if found:
            return None  # a target before the modes and one in a mode: two targets (D25)
        if any(named != per_mode[0] for named in per_mode) or any("target_player" in m for m in modes):
            return _mode_targets(ability, modes, per_mode)
        found = per_mode[0]
    if not found:
        return ability
    selectors = [s for s in found if s is not None]
    if not selectors and _binds_card(ability.get("effect", [])):
        # "it" after a step that found or revealed a card ("Search … and put it into the field.
        # Put a counter on it") may be that card, not the trigger's: by hand
        return None
    if not selectors and not modes and _about_this(ability.get("trigger")):
        # "When this card attacks, it gains …": with no target, "it" is the card the trigger names
        return {**ability, "effect": _targets_named(ability.get("effect", []), "this")[0]}
    if not selectors and not modes and _damaged_by_this(ability.get("trigger")):
        # "When this card deals damage to a J/resonator, destroy that J/resonator": the card hit
        return {**ability, "effect": _targets_named(ability.get("effect", []), "event_card")[0]}
    if (
        not selectors
        and not modes
        and _about_another(ability.get("trigger"))
        and not _marked_ref(effect, "this")
    ):
        # "Whenever a resonator enters the field under your control, put a counter on it": the
        # card the event names (the card that moved, in its new zone, or the attacker/blocker);
        # where the effect also names this card, "it" may be either: by hand
        return {**ability, "effect": _targets_named(ability.get("effect", []), "event_card")[0]}
    if (
        not modes
        and not {"target_player", "target_object"} & set(ability)
        and len(found) == 2
        and None not in found
        and found[0] != found[1]
        and all(isinstance(f, Mapping) and f.get("n", 1) == 1 for f in found)
    ):
        # (fow-a, wave 12) two targets, each its own choice (903.2g, D130): "Destroy target
        # J-ruler you control and target … your opponent controls"; the second is ``targets2``
        return {
            **ability,
            **_two_targets(ability.get("effect", [])),
            "targets": found[0],
            "more_targets": [found[1]],
        }
    if not selectors or any(s != selectors[0] for s in selectors):
        return None
    lifted = {**ability, "targets": selectors[0]}
    if effect:
        lifted["effect"] = effect
    if modes:
        lifted["modes"] = modes
    return lifted


def _divided_fixed(ability: Mapping[str, Any]) -> bool:
    """(fow-a, wave 12) Whether damage "divided as you choose" (D131) can be divided as the ability
    is played (903.2h): none, or one step of the effect (not of a mode) with a printed amount."""
    steps = [s for s in ability.get("effect", ()) if isinstance(s, Mapping) and s.get("divided")]
    in_modes = any(
        s.get("divided")
        for m in ability.get("modes", ())
        for s in m.get("effect", ())
        if isinstance(s, Mapping)
    )
    return not in_modes and len(steps) <= 1 and all(isinstance(s.get("amount"), int) for s in steps)


def _two_targets(steps: Any) -> dict[str, Any]:
    """``{"effect": steps}`` with the first target marker replaced by ``targets``, the second by
    ``targets2`` (``_lift_targets``: two markers, both targets, no "it")."""
    refs = iter(("targets", "targets2"))

    def walk(value: Any) -> Any:
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            if "target" in value and len(value) == 1:
                return next(refs)
            return {k: walk(v) for k, v in value.items()}
        return value

    return {"effect": walk(steps)}


def _mode_targets(
    ability: dict[str, Any], modes: list[dict[str, Any]], per_mode: list[list[Any]]
) -> dict[str, Any] | None:
    """Modes that name different targets (903.2e, 903.2g): each mode's one target is its own
    ``targets``, chosen once the mode is (decision D39); ``None`` if a mode names two targets,
    or "it" with no target, and with "Choose one at random" (a mode chosen by no player may have
    no legal target)."""
    if ability.get("random_mode"):
        return None
    own = []
    for mode, named in zip(modes, per_mode, strict=True):
        selectors = [s for s in named if s is not None]
        if not named:
            own.append(mode)
            continue
        if not selectors or any(s != selectors[0] for s in selectors):
            return None
        if len(TARGET_WORD.findall(QUOTED.sub("", str(mode.get("label", ""))))) > 1:
            return None  # "target" twice in the mode: two targets (D25)
        own.append({**mode, "targets": selectors[0]})
    return {**ability, "modes": own}


def _binds_card(value: Any) -> bool:
    """Whether a step anywhere in ``value`` binds cards under a name (``"as"``: a card found,
    chosen or revealed)."""
    if isinstance(value, Mapping):
        return "as" in value or any(_binds_card(v) for v in value.values())
    return isinstance(value, list) and any(_binds_card(v) for v in value)


def _marked_ref(value: Any, ref: str) -> bool:
    """Whether ``ref`` is a card reference anywhere in ``value``."""
    if isinstance(value, Mapping):
        return any(_marked_ref(v, ref) for v in value.values())
    if isinstance(value, list):
        return any(_marked_ref(v, ref) for v in value)
    return isinstance(value, str) and value == ref


def _about_this(trigger: Any) -> bool:
    """Whether every trigger of an ability names this card alone (it moves, attacks, or deals
    damage with no card hit named: "Whenever this card deals damage to a resonator, destroy it"
    may mean that resonator): "it" in its effect is then this card."""
    triggers = as_list(trigger)
    return bool(triggers) and all(
        t.get("card") == "this" or (t.get("source") == "this" and "hit" not in t) or t.get("fow.by") == "this"
        for t in triggers
    )


#: events whose first card is the card the trigger describes (``Game.move``'s new object, the
#: attacker, the blocker, the card targeted)
CARD_FIRST_EVENTS = ("move", "fow.attack", "fow.block", "fow.targeted")


def _about_another(trigger: Any) -> bool:
    """Whether every trigger of an ability is a card of a kind (not this card) moving, attacking
    or blocking: "it" in its effect is that card (``event_card``)."""
    triggers = as_list(trigger)
    return bool(triggers) and all(
        t.get("on") in CARD_FIRST_EVENTS and isinstance(t.get("card"), Mapping) and "fow.by" not in t
        for t in triggers
    )


def _damaged_by_this(trigger: Any) -> bool:
    """Whether the ability's one trigger is this card dealing damage to a card of a kind (the
    damage event names the card hit first: ``event_card``, 1007.2)."""
    triggers = as_list(trigger)
    return len(triggers) == 1 and triggers[0].get("source") == "this" and "hit" in triggers[0]


def _targets_named(steps: Any, ref: str = "targets", only_it: bool = False) -> tuple[Any, list[Any]]:
    """``steps`` with each target marker replaced by ``ref`` (``only_it``: only "it", not a
    target), and the selectors the markers named in order (``None`` for "it")."""
    found: list[Any] = []

    def walk(value: Any) -> Any:
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            if "target" in value and len(value) == 1 and not only_it:
                found.append(value["target"])
                return ref
            return {k: walk(v) for k, v in value.items()}
        if value == "TARGET":
            found.append(None)
            return ref
        return value

    return walk(steps), found


def _checks(ability: Mapping[str, Any], interpreter: Interpreter, line: str) -> bool:
    """``_compiler.checks``, for an ability that gives another (each is checked) and one whose
    modes' steps run after its effect's (903.2e)."""
    if "gives" in ability:
        rest = {k: v for k, v in ability.items() if k != "gives"}
        return _checks(rest, interpreter, line) and _checks(ability["gives"], interpreter, line)
    steps = [*ability.get("effect", ()), *(s for mode in ability.get("modes", ()) for s in mode["effect"])]
    return checks(ability, interpreter, line, FREE_REFS, steps)


#: the enter marks that open an automatic ability (1140.2)
ENTER_MARK = re.compile(r"(?:\[Enter\]:?|Enter) >>> |\[Enter\]: ")
#: how a trigger starts (the enter marks and ``templates.GRAMMAR["trigger"]``): any other line is
#: not read for one (most lines by hand are not automatic abilities)
TRIGGER_START = re.compile(r"\s*(?:\[Enter\]|Enter\b|When|At\b)")


def read_trigger(line: str, card_type: str) -> dict[str, Any] | None:
    """The trigger of an automatic ability (906) whose rest the templates do not read, as
    ``_finish`` completes it for the card's type (``LineCompiler``); ``None`` for any other
    ability or an unread trigger."""
    if not TRIGGER_START.match(line):
        return None
    text = normalise(line.split("\n", maxsplit=1)[0])
    if ENTER_MARK.match(text):
        trigger: Any = "ENTER"
    else:
        read = _compiler.leading(GRAMMAR, "trigger", text, (", ", " >>> "))
        if read is None:
            return None
        trigger = read[0]
    finished = _finish({"kind": "auto", "trigger": trigger}, card_type, line)
    return None if finished is None else {"trigger": finished["trigger"]}


@lru_cache(maxsize=1)
def checker() -> Interpreter:
    """An interpreter with the Force of Will vocabulary, to check compiled scripts with."""
    return _compiler.checker_for(vocab.register)


#: one ability to a script ability (see the module docstring)
compile_line = _compiler.LineCompiler(_compile, checker, read_trigger)


#: a line that replaces what something does ("… instead", 910): on a chant, its spell's effect
INSTEAD = re.compile(r"\binstead\b", re.IGNORECASE)


#: an addition's own text that makes it target a card as it is played (not its subtype, 1406.2a)
TARGETS_AS_PLAYED = re.compile(r"as you play this card, target an? ", re.IGNORECASE)
#: a [Bestow] line (1121.2)
BESTOW = re.compile(r"\[?Bestow\]?\b", re.IGNORECASE)


def compile_text(text: str, card_type: str, interpreter: Interpreter | None = None) -> list[Compiled]:
    """Every ability of a card's text, compiled (and checked by ``interpreter``); an
    [Awakening] line is two abilities: the keyword and the ability it gives (1109.2)."""
    result: list[Compiled] = []
    lines = ability_texts(text, card_type)
    # a header's text on a chant may change how it is played or what its spell does ("… draw two
    # cards instead", 1128.2a, 1134.2a): while that text is done by hand, so is the spell
    # the same for a line by hand that changes the spell ("[Torrent] … Cancel that spell instead",
    # a chant's "[Legend] N - <text>" it is played with, 1133.2a, or its "[Crest]")
    by_hand_header = card_type in SPELL_TYPES and any(
        (
            HEADER.fullmatch(line.split("\n", 1)[0])
            # ("[Seal] (X), where X is …": its text is on the lines below, read as others)
            or SEAL_X.match(line)
            or INSTEAD.search(line)
            or any(p.match(line) for p in GATED)
        )
        and not compile_line(line, card_type, interpreter).automated
        for line in lines
    )
    # two or more [Awakening] abilities: each is its own choice as the card is played (1109.2;
    # SDV3-011J: "if you awaken a spell multiple times"; decision D121): on a card that enters
    # the field, each with a will cost and an ability it gives, that ability tagged with the
    # awakening's number (the card is awakened with those chosen only); otherwise all by hand
    awakening_lines = [line for line in lines if line.startswith("[Awakening]")]
    awakenings = sum(
        compile_line(line, card_type, interpreter).ability.get("keyword") == "awakening" for line in lines
    )
    several = (
        awakenings > 1
        and card_type not in SPELL_TYPES
        and len(set(awakening_lines)) == len(awakening_lines)  # (a line printed twice: a misprint)
        and all(_one_of_several(compile_line(ln, card_type, interpreter)) for ln in awakening_lines)
    )
    nth = 0
    # "added resonator" is the card an old addition with a subtype ("Addition:Resonator") is
    # added to as it is played (1406.2b, decision D54); an addition whose own text makes it
    # target a card as it is played ("As you play this card, target a J/resonator …") is not
    # added by the engine, so the card it would be added to is read by hand
    # ([Bestow]: a card with it is added to a card only by that ability, 1121.2)
    # (decision D85: such a line read whole is the card's target as it is played, ``host``)
    bestows = [line for line in lines if BESTOW.match(line)]
    hosted = (
        card_type == "addition"
        and (
            not TARGETS_AS_PLAYED.search(text)
            or any("host" in compile_line(ln, card_type, interpreter).ability.get("tags", ()) for ln in lines)
        )
        and all(compile_line(line, card_type, interpreter).automated for line in bestows)
    )
    # "… less to play this card if it targets …" is worked out from the targets the engine has
    # chosen (chase.targeted_cost): with no automated spell that targets, by hand (D76)
    # (or an addition's automated target as it is played, D85)
    aims = any(
        compiled.automated
        and (
            (compiled.ability.get("kind") == "play" and "targets" in compiled.ability)
            or "host" in compiled.ability.get("tags", ())
        )
        for compiled in (compile_line(line, card_type, interpreter) for line in lines)
    )
    # (fow-probe, wave 11) "removed by this card" is what the engine's removals record (D125): on
    # a card with a removal of its own by hand or by a replacement ("If a card would be put into
    # … graveyard …, remove it from the game instead": not recorded), a line that reads it is by
    # hand too
    removal_by_hand = any(
        not compiled.automated or "grave_to_removed" in compiled.ability.get("tags", ())
        for compiled in (compile_line(line, card_type, interpreter) for line in lines if REMOVAL.search(line))
    )
    # (fow-b, wave 12) "of the chosen race" reads the race a "Choose a race." of this card chose
    # (D136): with no such choice automated on the card, by hand
    choosing = [line for line in lines if "hoose a race" in line]
    race_chosen = any(
        compiled.automated and "fow.choose_race" in repr(compiled.ability)
        for compiled in (compile_line(line, card_type, interpreter) for line in choosing)
    )
    # past an "[Upgrading]" or "[Seal] (X), where X is …" header: its text, by hand (D147)
    upgraded = False
    for line in lines:
        compiled = compile_line(line, card_type, interpreter)
        if upgraded:
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        upgraded = upgraded or bool(UPGRADING.match(line) or SEAL_X.match(line))
        if not race_chosen and _marked(compiled.ability, "fow.chosen_race"):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if removal_by_hand and (
            _marked(compiled.ability, "fow.removed_by") or "play_removed" in compiled.ability.get("tags", ())
        ):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if _marked_ref(compiled.ability, "x") and any(X_NAMED.search(ln) for ln in lines if ln != line):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if not aims and "targeting" in compiled.ability.get("params", {}):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if not hosted and _marked(compiled.ability, "fow.added"):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if by_hand_header and compiled.ability.get("kind") == "play":
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        if awakenings > 1 and compiled.ability.get("keyword") == "awakening" and not several:
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        elif awakenings > 1 and compiled.ability.get("keyword") == "awakening":
            # decision D121: the awakening's number, on it and on the ability it gives
            given = compiled.ability["gives"]
            ability = {
                **compiled.ability,
                "params": {**compiled.ability["params"], "nth": nth},
                "gives": {**given, "tags": [*given["tags"], f"awakening:{nth}"]},
            }
            compiled, nth = Compiled(line, ability, compiled.template), nth + 1
        # decision D117: a "[Stealth] <condition>: <effect>" line is the card's spell: with a
        # spell printed on other lines too, which one is played is by hand
        if (
            compiled.ability.get("keyword") == "stealth"
            and "gives" in compiled.ability
            and any(_spell_line(ln, card_type) for ln in lines)
        ):
            compiled = Compiled(line, {"kind": "cont", "text": line, "automated": False}, compiled.template)
        gives = compiled.ability.get("gives")
        if gives is None:
            result.append(compiled)
            continue
        keyword = {k: v for k, v in compiled.ability.items() if k != "gives"}
        result += [Compiled(line, keyword, compiled.template), Compiled(line, gives, compiled.template)]
    # decision D119: a header text done after the spell: by hand unless the spell is automated
    if not any(c.automated and c.ability.get("kind") == "play" for c in result):
        result = [
            Compiled(c.text, {"kind": "cont", "text": c.text, "automated": False}, c.template)
            if "spell_text" in c.ability.get("tags", ())
            else c
            for c in result
        ]
    return result


def _one_of_several(compiled: Compiled) -> bool:
    """Decision D121: an [Awakening] line that may stand beside others: automated, a will cost
    with no X, and the ability it gives."""
    params = compiled.ability.get("params", {})
    return (
        compiled.automated
        and "gives" in compiled.ability
        and "cost" in params
        and "costs" not in params
        and "X" not in str(params["cost"])
    )


def clear_cache() -> None:
    """Forget every text parsed and ability compiled so far (for measuring)."""
    _compiler.clear_cache()
    compile_line.clear_cache()
