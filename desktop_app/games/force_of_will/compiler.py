"""The card-text compiler: printed Force of Will text to ``fow.`` card scripts.

The design is the Weiß Schwarz compiler's (``docs/card-compiler.md``): each ability of a
card's text becomes a script ability that does exactly what it says, or an ability marked
``"automated": false`` with its text, done by hand. An ability counts as automated only when
every clause of it matched a template; nothing is approximated. The templates are data
(``templates.GRAMMAR``); this module reads them with a matcher that takes its built-in slot
words as a parameter (``Grammar``), so one matcher can serve every game.

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import Interpreter, ScriptError
from desktop_app.games._compiler import Compiled, _bound, fill, version
from desktop_app.games.force_of_will import templates, vocab
from desktop_app.games.force_of_will.board import STONE_WILL
from desktop_app.games.force_of_will.cards import KEYWORD_SCRIPTS, KEYWORDS

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
}
#: the keywords the rules carry out (``cards.KEYWORDS``; [Energize] is listed there but done by
#: hand), as printed between brackets
CARRIED = frozenset(KEYWORDS) - {"energize"}
#: those that work when an effect gives them: [Explode], [Bane] and [Drain] are automatic
#: abilities the card gets only with the printed word (``cards.KEYWORD_SCRIPTS``)
GRANTABLE = CARRIED - set(KEYWORD_SCRIPTS)


def _words(keywords: frozenset[str]) -> str:
    return "|".join(sorted((re.escape(k) for k in keywords), key=len, reverse=True))


#: capitalised words that start a sentence, never a race
_NOT_RACES = (
    "(?:Other|Another|Target|Each|All|Up|Non|This|That|Your|Magic|Ruler|Rulers|J|Chant|Chants|Spell|"
    "Spells|Resonator|Resonators|Card|Cards|Entity|Entities|Player|Players|Addition|Additions|Regalia|Rune)"
)
_ONE_ATTRIBUTE = r"(?:\{[WRUGB]\}|\[(?:light|fire|water|wind|darkness)\])"
BUILTINS: dict[str, str] = {
    "n": r"\d+|an?|one|two|three|four|five|six|seven|eight",
    "int": r"\d+",
    "signed": r"[+-]\d+|0",
    "name": r'"[^"]+"',
    "will": r"(?:\{[WRUGB0-9]\})+",
    "symbol": r"\{[WRUGB]\}",
    # one of several attributes, as symbols or words: "{U} or {R}", "[Water] or [Fire]" (1110.2b)
    "either": rf"{_ONE_ATTRIBUTE}(?: or {_ONE_ATTRIBUTE})*",
    "keyword": rf"\[(?:{_words(CARRIED)})\]",
    "grantable": rf"\[(?:{_words(GRANTABLE)})\]",
    "attribute": r"light|fire|water|wind|darkness",
    "phase": r"draw|recovery|main|end",
    # a race: capitalised words (case matters here, though the patterns ignore it elsewhere)
    "race": rf"(?-i:(?!{_NOT_RACES}\b)[A-Z][\w'\-]*(?: [A-Z][\w'\-]*)*)",
    # the text of a line as it is (a mode's label)
    "label": r"[^;\n]+",
    # a lower-case word (a counter's name)
    "word": r"(?-i:[a-z]+)",
}
SLOT = re.compile(r"\{(\w+):(\w+)\}")
#: will symbols (FoW 203.3) and the attributes they produce
SYMBOLS = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}


def builtin_value(kind: str, text: str) -> Any:
    """The value of a built-in slot's text (see ``BUILTINS``)."""
    if kind in ("n", "int"):
        return NUMBER_WORDS.get(text.lower()) or int(text)
    if kind == "signed":
        return int(text)
    if kind == "name":
        return text[1:-1]
    if kind in ("label", "word"):
        return text
    if kind == "will":
        return text.upper()
    if kind == "symbol":
        return SYMBOLS[text[1].upper()]
    if kind == "either":
        words = (w.strip("{}[]") for w in text.split(" or "))
        return "|".join(SYMBOLS.get(w.upper(), w.lower()) for w in words)
    if kind in ("keyword", "grantable", "attribute", "phase"):
        word = text.strip("[]").lower()
        return "precision" if word == "target attack" else word  # FoW 1414
    return text


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    slots: tuple[tuple[str, str], ...]
    make: Any


class Grammar:
    """A data grammar (``{category: [rule, ...]}`` or ``{category: {"sequence": item,
    "separators": [...]}}``) read with the given built-in slot words: a rule's ``match`` is a
    regular expression with slots ``{name:category}``, its ``make`` the value it becomes
    (``fill``). A text is read as a category when one of its rules matches it whole and every
    slot's text is read as the slot's category."""

    def __init__(
        self,
        grammar: Mapping[str, Any],
        builtins: Mapping[str, str],
        value: Callable[[str, str], Any],
    ) -> None:
        self.builtins, self.value = dict(builtins), value
        self.rules: dict[str, list[_Rule]] = {}
        self.sequences: dict[str, tuple[str, tuple[str, ...]]] = {}
        for category, spec in grammar.items():
            if isinstance(spec, Mapping):
                self.sequences[category] = (str(spec["sequence"]), tuple(spec["separators"]))
            else:
                self.rules[category] = [self._rule(category, raw) for raw in spec]
        known = set(self.rules) | set(self.sequences) | set(self.builtins)
        for category, rules in self.rules.items():
            for rule in rules:
                for _, used in rule.slots:
                    if used not in known:
                        raise ValueError(f"grammar {category}: unknown category {used!r}")

    def _rule(self, category: str, raw: Mapping[str, Any]) -> _Rule:
        slots: list[tuple[str, str]] = []

        def slot(match: re.Match[str]) -> str:
            name, kind = match.group(1), match.group(2)
            slots.append((name, kind))
            return f"(?P<{name}>{self.builtins.get(kind, '.+?')})"

        source = SLOT.sub(slot, str(raw["match"]))
        try:
            pattern = re.compile(source, re.IGNORECASE | re.DOTALL)
        except re.error as error:
            raise ValueError(f"grammar {category}: bad pattern {raw['match']!r}: {error}") from None
        return _Rule(pattern, tuple(slots), raw["make"])

    @lru_cache(maxsize=200_000)  # noqa: B019 (one grammar per game, alive as long as the process)
    def parse(self, category: str, text: str) -> Any | None:
        """The value of ``text`` read as ``category``, or ``None`` if no rule matches it whole."""
        if category in self.sequences:
            return self._sequence(category, text)
        for rule in self.rules[category]:
            match = rule.pattern.fullmatch(text)
            if match is None:
                continue
            values: dict[str, Any] = {}
            for name, kind in rule.slots:
                part = match.group(name)
                value = self.value(kind, part) if kind in self.builtins else self.parse(kind, part)
                if value is None:
                    break
                values[name] = value
            else:
                return fill(rule.make, values)
        return None

    def _sequence(self, category: str, text: str) -> list[Any] | None:
        """Items separated by any separator; every split is tried, shortest first item first."""
        item, separators = self.sequences[category]
        whole = self.parse(item, text)
        if whole is not None:
            return list(whole)
        splits = sorted((m.start(), s) for s in separators for m in re.finditer(re.escape(s), text))
        for start, separator in splits:
            first = self.parse(item, text[:start])
            if first is None:
                continue
            rest = self.parse(category, text[start + len(separator) :])
            if rest is not None:
                return [*first, *rest]
        return None


GRAMMAR = Grammar(templates.GRAMMAR, BUILTINS, builtin_value)
#: the compiler's version: a card compiled by another one is compiled again at start
VERSION = version("fow", 1, templates.GRAMMAR)


# ====================================================================== reading the text
SPELLINGS = str.maketrans({"“": '"', "”": '"', "’": "'", "−": "-", "–": "-", "；": ";"})
#: reminder text: words in parentheses (one word, "(Stranger)", is a qualifier and stays)
REMINDER = re.compile(r"\((?=[^()]*\s)[^()]*\)")
ARROW = re.compile(r"\s*(?:>>>|⇒|=>)\s*")
WILL_SPACES = re.compile(r"\}\s+\{")
REST = re.compile(r"[\[{]rest[\]}]", re.IGNORECASE)
SPACES = re.compile(r"\s+")
SPACE_BEFORE = re.compile(r"\s+([.,;:])")
KEYWORDS_ONLY = re.compile(r"(?:\[[^\[\]]+\][\s,]*)+")
BRACKETED = re.compile(r"\[([^\[\]]+)\]")
QUOTED = re.compile(r'"[^"]*"')
DIGITS = re.compile(r"\d+")
WILL = re.compile(r"\{[WRUGBX0-9]\}")


def normalise(line: str) -> str:
    """One spelling for the data's variants: curly quotes, ``⇒``/``>>>`` as `` >>> ``, ``[Rest]``
    and ``{Rest}`` as ``{Rest}``, reminder text in parentheses, the final full stop."""
    text = REMINDER.sub(" ", line.translate(SPELLINGS))
    text = ARROW.sub(" >>> ", WILL_SPACES.sub("}{", REST.sub("{Rest}", text)))
    text = SPACE_BEFORE.sub(r"\1", SPACES.sub(" ", text).strip())
    return text.removesuffix(".").strip()


def blank(text: str) -> str:
    """A normalised line's template: names, will symbols and numbers blanked."""
    return DIGITS.sub("N", WILL.sub("{w}", QUOTED.sub('"X"', text)))


def ability_texts(text: str, card_type: str) -> list[str]:
    """The abilities of a card's text (see the module docstring)."""
    lines: list[str] = []
    spell: int | None = None  # where a chant's spell text is gathered
    for raw in text.splitlines():
        line = raw.strip()
        if not line or (line.startswith("(") and line.endswith(")")):
            continue
        if lines and line.startswith(("-", "•")):
            lines[-1] = f"{lines[-1]}\n{line}"
        elif KEYWORDS_ONLY.fullmatch(line) and _keywords(line) is not None:
            lines += [f"[{k}]" for k in BRACKETED.findall(line)]
        elif card_type in SPELL_TYPES and not line.startswith("[") and spell is not None:
            lines[spell] = f"{lines[spell]}\n{line}"
        else:
            if card_type in SPELL_TYPES and not line.startswith("["):
                spell = len(lines)
            lines.append(line)
    return lines


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
#: card references a script may use without binding them first
FREE_REFS = frozenset({"this", "event_card", "nothing", "targets"})


def compile_line(line: str, card_type: str, interpreter: Interpreter | None = None) -> Compiled:
    """One ability to a script ability (see the module docstring); with the default checker the
    result is kept (reprints repeat the same lines; treat it as read-only)."""
    if interpreter is None:
        return _compile_kept(line, card_type)
    return _compile(line, card_type, interpreter)


@lru_cache(maxsize=100_000)
def _compile_kept(line: str, card_type: str) -> Compiled:
    return _compile(line, card_type, checker())


def _compile(line: str, card_type: str, interpreter: Interpreter) -> Compiled:
    normalised = "\n".join(normalise(part) for part in line.split("\n"))
    category = "spell" if card_type in SPELL_TYPES and not line.startswith("[") else "ability"
    ability = GRAMMAR.parse(category, normalised)
    if ability is not None:
        ability = _finish(ability, card_type, line)
    if ability is not None and not _checks(ability, interpreter, line):
        ability = None
    if ability is None:
        ability = {"kind": "cont", "text": line, "automated": False}
    return Compiled(line, ability, blank(normalised))


def _finish(body: Mapping[str, Any], card_type: str, line: str) -> dict[str, Any] | None:
    """The ability with its text, the enter trigger for the card's type and the rules'
    restrictions on where a kind of ability may stand (``None``: not automated)."""
    ability = {**body, "text": line}
    if "gives" in ability:  # FoW 1109.2: the given ability works only on a card played awakened
        if ability["gives"].get("trigger") == "ENTER":
            return None  # the card is marked awakened only after it entered: its [Enter] never triggers
        given = _finish(ability["gives"], card_type, line)
        if given is None:
            return None
        ability["gives"] = {**given, "tags": [*given.get("tags", ()), "awakened"]}
    if ability.get("trigger") == "ENTER":
        trigger = ENTER_TRIGGERS.get(card_type)
        if trigger is None:
            return None
        ability["trigger"] = trigger
    if ability.get("kind") == "play" and card_type not in SPELL_TYPES:
        return None  # only a chant's text is a spell's effect (903.3)
    if ability.get("trigger", {}).get("data", {}).get("destroyed") and card_type == "j-ruler":
        return None  # a destroyed J-ruler goes to the ruler area (1010.1a), not the graveyard
    if ability.get("keyword") == "judgment" and card_type != "ruler":
        return None  # a ruler's Judgment (705.1)
    if "will" in ability.get("tags", ()) and card_type == "magic stone":
        return _stone_will(ability)
    return _lift_targets(ability)


def _stone_will(ability: Mapping[str, Any]) -> dict[str, Any] | None:
    """A magic stone's "{Rest}: Produce …" is played by the rules when will is paid or asked
    for (907, ``board.stone_will``): it becomes the ``stone will`` keyword naming what it
    produces; any other cost or limit stays by hand."""
    if ability.get("cost") != [{"rest": "this"}] or set(ability) - {
        "kind",
        "timing",
        "tags",
        "cost",
        "effect",
        "text",
    }:
        return None
    if len(ability["effect"]) != 1:
        return None  # two wills at once: not the rules' one will of a stone
    [produce] = ability["effect"]
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
    if any(per_mode):
        if found or any(named != per_mode[0] for named in per_mode):
            return None
        found = per_mode[0]
    if not found:
        return ability
    selectors = [s for s in found if s is not None]
    if not selectors and not modes and ability.get("trigger", {}).get("card") == "this":
        # "When this card attacks, it gains …": with no target, "it" is the card the trigger names
        return {**ability, "effect": _targets_named(ability.get("effect", []), "this")[0]}
    if not selectors or any(s != selectors[0] for s in selectors):
        return None
    lifted = {**ability, "targets": selectors[0]}
    if effect:
        lifted["effect"] = effect
    if modes:
        lifted["modes"] = modes
    return lifted


def _targets_named(steps: Any, ref: str = "targets") -> tuple[Any, list[Any]]:
    """``steps`` with each target marker replaced by ``ref``, and the selectors the markers
    named in order (``None`` for "it")."""
    found: list[Any] = []

    def walk(value: Any) -> Any:
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            if "target" in value and len(value) == 1:
                found.append(value["target"])
                return ref
            return {k: walk(v) for k, v in value.items()}
        if value == "TARGET":
            found.append(None)
            return ref
        return value

    return walk(steps), found


def _checks(ability: Mapping[str, Any], interpreter: Interpreter, line: str) -> bool:
    """Whether a compiled ability loads and binds every card name before it uses it."""
    if "gives" in ability:
        gives = ability["gives"]
        return _checks({k: v for k, v in ability.items() if k != "gives"}, interpreter, line) and _checks(
            gives, interpreter, line
        )
    try:
        interpreter.load([dict(ability)], line[:60])
    except ScriptError:
        return False
    steps: list[Any] = list(ability.get("effect", ()))
    steps += [s for mode in ability.get("modes", ()) for s in mode["effect"]]
    return _bound(steps, set(FREE_REFS)) is not None


@lru_cache(maxsize=1)
def checker() -> Interpreter:
    """An interpreter with the Force of Will vocabulary, to check compiled scripts with."""
    interpreter = Interpreter()
    vocab.register(interpreter)
    return interpreter


def compile_text(text: str, card_type: str, interpreter: Interpreter | None = None) -> list[Compiled]:
    """Every ability of a card's text, compiled (and checked by ``interpreter``); an
    [Awakening] line is two abilities: the keyword and the ability it gives (1109.2)."""
    result: list[Compiled] = []
    for line in ability_texts(text, card_type):
        compiled = compile_line(line, card_type, interpreter)
        gives = compiled.ability.get("gives")
        if gives is None:
            result.append(compiled)
            continue
        keyword = {k: v for k, v in compiled.ability.items() if k != "gives"}
        result += [Compiled(line, keyword, compiled.template), Compiled(line, gives, compiled.template)]
    return result


def clear_cache() -> None:
    """Forget every text parsed and ability compiled so far (for measuring)."""
    Grammar.parse.cache_clear()
    _compile_kept.cache_clear()
