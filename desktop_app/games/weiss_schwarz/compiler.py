"""The card-text compiler: printed Weiß Schwarz text to card scripts (``docs/card-compiler.md``).

Each ability line of a card's text becomes a script ability that does exactly what the line
says, or an ability marked ``"automated": false`` with its text, done by hand at the table.
A line counts as automated only when every clause of it matched a template; nothing is
approximated. The templates, selectors and effect words are data (``templates.GRAMMAR``);
this module only reads them:

- a *rule* is a pattern (a regular expression over the normalised text) with *slots*
  ``{name:category}``, and a *make* template (JSON-like data) whose ``"$name"`` strings are
  replaced by the slots' values;
- a slot's category is a built-in word (``n``, ``int``, ``signed``, ``name``, ``trait``,
  ``colour``, ``phase_word``, ``state_word``, ``zone_word``, ``granted``: an ability given in
  quotes, compiled as a line of its own; ``said``: an effect in quotes, its steps; ``mode``:
  the same as a ``choose_one`` mode labelled with its text) or another category of the grammar, whose rules
  must match the captured text whole;
- a *sequence* category (``{"sequence": item, "separators": [...]}``) splits a text into
  items at any of its separators, trying every split, and joins the items' step lists;
- ``{"$concat": [...]}`` joins lists and ``{"$merge": [...]}`` merges objects in a template.

Every compiled script is checked by the interpreter like a hand-written one, and a script
naming a card it never bound (``"that character"`` with no choice before it) is refused, so
a template cannot produce a script that fails in play. Nothing here evaluates text as code.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import NESTED, Interpreter, ScriptError
from desktop_app.games.weiss_schwarz import templates, vocab

#: built-in slot categories: the pattern a slot matches and how its text becomes a value
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
BUILTINS: dict[str, str] = {
    "n": r"\d+|a|an|one|two|three|four|five",
    "int": r"\d+",
    "signed": r"[+-]\d+|\+X",
    "name": r'"[^"⦅⦆]+"',
    "trait": r"《[^》]+》",
    "colour": r"yellow|green|red|blue|purple",
    "phase_word": r"stand|draw|clock|main|climax|attack|end",
    "state_word": r"REST|STAND|REVERSE",
    "zone_word": r"hand|stock|waiting room|clock|memory",
    "granted": r"⟦[^⟦⟧]+⟧",
    "said": r'"[^"⦅⦆]+"',
    "mode": r'"[^"⦅⦆]+"',
}
#: a comma inside a quoted name, kept apart from the commas that separate clauses
NAME_COMMA = "\u201a"
SLOT = re.compile(r"\{(\w+):(\w+)\}")
#: the marks of an ability's kind at the start of its line (M 8.1)
KINDS = {"AUTO": "auto", "CONT": "cont", "ACT": "act"}
#: marks after the kind that become tags
MARK_TAGS = {"COUNTER": "counter", "CXCOMBO": "cxcombo", "CLOCK": "clock"}
#: card references a script may use without binding them first
FREE_REFS = frozenset({"this", "event_card", "nothing", "battle_opponent"})


@dataclass(frozen=True)
class Compiled:
    """One ability line and what it became.

    Attributes:
        text: the printed line (a granted ability's quoted text joined to its line).
        ability: the script ability (``"automated": false`` when no template covers it).
        template: the line with numbers, names and traits blanked (for counting what is left).
    """

    text: str
    ability: Mapping[str, Any]
    template: str

    @property
    def automated(self) -> bool:
        return self.ability.get("automated", True) is not False


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    slots: tuple[tuple[str, str], ...]
    make: Any


class Grammar:
    """The rules of ``templates.GRAMMAR``, compiled once (see the module docstring)."""

    def __init__(self, grammar: Mapping[str, Any]) -> None:
        self.rules: dict[str, list[_Rule]] = {}
        self.sequences: dict[str, tuple[str, tuple[str, ...]]] = {}
        for category, spec in grammar.items():
            if isinstance(spec, Mapping):
                self.sequences[category] = (str(spec["sequence"]), tuple(spec["separators"]))
                continue
            self.rules[category] = [self._rule(category, raw) for raw in spec]
        known = set(self.rules) | set(self.sequences) | set(BUILTINS)
        for category, rules in self.rules.items():
            for rule in rules:
                for _, used in rule.slots:
                    if used not in known:
                        raise ValueError(f"grammar {category}: unknown category {used!r}")

    @staticmethod
    def _rule(category: str, raw: Mapping[str, Any]) -> _Rule:
        slots: list[tuple[str, str]] = []

        def slot(match: re.Match[str]) -> str:
            name, kind = match.group(1), match.group(2)
            slots.append((name, kind))
            return f"(?P<{name}>{BUILTINS.get(kind, '.+?')})"

        source = SLOT.sub(slot, str(raw["match"]))
        try:
            pattern = re.compile(source, re.IGNORECASE)
        except re.error as error:
            raise ValueError(f"grammar {category}: bad pattern {raw['match']!r}: {error}") from None
        return _Rule(pattern, tuple(slots), raw["make"])

    def parse(self, category: str, text: str) -> Any | None:
        """The value of ``text`` read as ``category``, or ``None`` if no rule matches it whole."""
        return _parse(self, category, text)


@lru_cache(maxsize=200_000)
def _parse(grammar: Grammar, category: str, text: str) -> Any | None:
    if category in grammar.sequences:
        return _sequence(grammar, category, text)
    for rule in grammar.rules[category]:
        match = rule.pattern.fullmatch(text)
        if match is None:
            continue
        values: dict[str, Any] = {}
        for name, kind in rule.slots:
            value = _slot(grammar, kind, match.group(name))
            if value is None:
                break
            values[name] = value
        else:
            return fill(rule.make, values)
    return None


def clear_cache() -> None:
    """Forget every text parsed and line compiled so far (for measuring)."""
    _parse.cache_clear()
    _compile_kept.cache_clear()


def _slot(grammar: Grammar, kind: str, text: str) -> Any | None:
    if kind in ("n", "int"):
        return NUMBER_WORDS.get(text.lower()) or int(text)
    if kind == "signed":
        return "X" if text == "+X" else int(text)
    if kind in ("name", "trait"):
        return _unprotect(text[1:-1])
    if kind == "granted":
        granted = compile_line(_unprotect(text[1:-1]).strip(), "character")
        # a continuous ability held by another card's grant changes nothing in the engine (its
        # modifiers are read from printed abilities only): such a line stays by hand
        if not granted.automated or granted.ability.get("kind") == "cont":
            return None
        return dict(granted.ability)
    if kind in ("said", "mode"):  # an effect in quotes ("perform the following action. "…"")
        said = _unprotect(text[1:-1]).strip()
        steps = grammar.parse("effect", said.removesuffix(".").strip())
        if steps is None:
            return None
        return steps if kind == "said" else {"label": said, "steps": steps}
    if kind in ("colour", "phase_word", "state_word", "zone_word"):
        return text.lower().replace(" ", "_")
    return grammar.parse(kind, text)


def _sequence(grammar: Grammar, category: str, text: str) -> list[Any] | None:
    """Items separated by any separator; every split point is tried, shortest first item first."""
    item, separators = grammar.sequences[category]
    whole = grammar.parse(item, text)
    if whole is not None:
        return list(whole)
    splits = sorted((m.start(), sep) for sep in separators for m in re.finditer(re.escape(sep), text))
    for start, sep in splits:
        first = grammar.parse(item, text[:start])
        if first is None:
            continue
        rest = grammar.parse(category, text[start + len(sep) :])
        if rest is not None:
            return [*first, *rest]
    return None


def fill(template: Any, values: Mapping[str, Any]) -> Any:
    """A template with its ``"$name"`` strings replaced (see the module docstring)."""
    if isinstance(template, str):
        return values[template[1:]] if template.startswith("$") and template[1:] in values else template
    if isinstance(template, Mapping):
        if "$concat" in template:
            return [x for part in template["$concat"] for x in fill(part, values)]
        if "$let_x" in template:
            value, steps = (fill(part, values) for part in template["$let_x"])
            return let_before_use(steps, {"do": "let", "as": "X", "value": value})
        if "$merge" in template:
            merged: dict[str, Any] = {}
            for part in template["$merge"]:
                merged.update(fill(part, values))
            return merged
        return {k: fill(v, values) for k, v in template.items()}
    if isinstance(template, list):
        return [fill(x, values) for x in template]
    return template


def let_before_use(steps: list[Any], let: Mapping[str, Any]) -> list[Any]:
    """``steps`` with ``let`` (X's value) just before the first step that uses X, inside the
    nested steps that use it: "X is equal to …" is worked out when the effect that uses X is
    performed, after the steps before it (the cards they moved count)."""
    for index, step in enumerate(steps):
        if not _uses_x(step):
            continue
        nested = [key for key in NESTED if key in step and _uses_x(step[key])]
        own = {k: v for k, v in step.items() if k not in NESTED}
        if len(nested) == 1 and not _uses_x(own):
            inner = {**step, nested[0]: let_before_use(list(step[nested[0]]), let)}
            return [*steps[:index], inner, *steps[index + 1 :]]
        return [*steps[:index], dict(let), *steps[index:]]
    return [dict(let), *steps]


def _uses_x(value: Any) -> bool:
    if isinstance(value, str):
        return value == "X"
    if isinstance(value, Mapping):
        return any(_uses_x(v) for v in value.values())
    if isinstance(value, list):
        return any(_uses_x(v) for v in value)
    return False


GRAMMAR = Grammar(templates.GRAMMAR)
#: raised by hand when the reader changes what it makes of the same templates
REVISION = 2
#: the compiler's version: a card compiled by another one is compiled again (``card_db``'s
#: ``stale_compiled``); the templates' digest changes it whenever a template does
VERSION = (
    f"ws-{REVISION}-"
    + hashlib.sha256(json.dumps(templates.GRAMMAR, sort_keys=True).encode()).hexdigest()[:12]
)


# ====================================================================== reading the text
#: one spelling for the data set's variants of a character
SPELLINGS = str.maketrans(
    {
        "−": "-",
        "－": "-",
        "×": "x",
        "＆": "&",
        "［": "[",
        "］": "]",
        "／": "/",
        "（": "(",
        "）": ")",
    }
)
QUOTED = re.compile(r'"[^"]*"')
#: an ability given in quotes at the end of a line: "… gets the following ability. "【AUTO】 …""
GRANTED = re.compile(r'"(【(?:AUTO|CONT|ACT)】[^⟦⟧]*)"\.?$')
REMINDER = re.compile(r"\((?!\d+\))[^()]*\)")
MARK = re.compile(r"\s*【\s*([A-Z]+)\s*】\s*")
SPACES = re.compile(r"\s+")
SPACE_BEFORE = re.compile(r"\s+([.,\]])")
TRAIT = re.compile(r"《[^》]*》")
DIGITS = re.compile(r"\d+")


def normalise(line: str) -> str:
    """One spelling for the data's variants: 【MARK】 spacing, quotes, minus signs, reminder
    text in parentheses (a stock cost ``(1)`` stays), the final full stop."""
    text = line.translate(SPELLINGS).strip()
    if '"' not in text:  # curly quotes as the only quotes; beside straight ones they belong to a name
        text = text.replace("“", '"').replace("”", '"')
    text = QUOTED.sub(_protect, GRANTED.sub(r"⟦\1⟧", text))
    text = MARK.sub(r" 【\1】 ", REMINDER.sub(" ", text))
    text = SPACE_BEFORE.sub(r"\1", SPACES.sub(" ", text).strip()).replace("[ ", "[")
    return text.removesuffix(".").strip()


def _protect(quoted: re.Match[str]) -> str:
    """A quoted name's commas kept apart from clause commas; its parentheses (a Japanese
    reading, which no English card name has) marked so that no template takes the name."""
    return quoted.group(0).replace(",", NAME_COMMA).replace("(", "⦅").replace(")", "⦆")


def _unprotect(text: str) -> str:
    """The text as printed again (a granted ability's own text)."""
    return text.replace(NAME_COMMA, ",").replace("⦅", "(").replace("⦆", ")")


def blank(text: str) -> str:
    """A normalised line's template: numbers, quoted names and traits blanked."""
    return DIGITS.sub("N", TRAIT.sub("<T>", QUOTED.sub('"X"', text)))


def ability_texts(text: str) -> list[str]:
    """The ability lines of a card's text: reminder-only lines and ``-`` dropped, a quoted
    line (the ability an earlier line gives) joined to the line before it."""
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line in ("-", "－") or (line.startswith("(") and line.endswith(")")):
            continue
        if lines and line.startswith(('"', "“", "「")):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return lines


def compile_line(line: str, card_type: str, interpreter: Interpreter | None = None) -> Compiled:
    """One ability line to a script ability (see the module docstring). With the default
    checker the result is kept: reprints and climaxes repeat the same lines many times (the
    result is shared, so treat it as read-only)."""
    if interpreter is None:
        return _compile_kept(line, card_type)
    return _compile(line, card_type, interpreter)


@lru_cache(maxsize=100_000)
def _compile_kept(line: str, card_type: str) -> Compiled:
    return _compile(line, card_type, checker())


def _compile(line: str, card_type: str, interpreter: Interpreter) -> Compiled:
    text = normalised = normalise(line)
    kind, tags = "play" if card_type == "event" else "", []
    while match := re.match(r"【([A-Z]+)】 ?", text):
        mark = match.group(1)
        if mark in KINDS and kind in ("", "play"):
            kind = KINDS[mark]
        elif mark in MARK_TAGS:
            tags.append(MARK_TAGS[mark])
        else:
            break
        text = text[match.end() :]
    # an event's unmarked line may be its play condition (WS 8.6.2.1) rather than its effect
    ability = GRAMMAR.parse("rule", text) if kind in ("", "play") else None
    ability = ability if ability is not None else GRAMMAR.parse(kind or "rule", text)
    if ability is not None:
        ability = _finish(ability, kind, tags, line)
        if not _checks(ability, interpreter, line):
            ability = None
    if ability is None:
        ability = {"kind": kind if kind in ("act", "play") else "cont", "text": line, "automated": False}
    return Compiled(line, ability, blank(normalised))


def _finish(body: Mapping[str, Any], kind: str, tags: list[str], line: str) -> dict[str, Any]:
    ability = {"kind": kind or "cont", **body, "text": line}
    all_tags = list(dict.fromkeys([*ability.get("tags", ()), *tags]))
    if all_tags:
        ability["tags"] = all_tags
    return ability


def _checks(ability: Mapping[str, Any], interpreter: Interpreter, line: str) -> bool:
    """Whether a compiled ability loads and binds every card name before it uses it."""
    try:
        interpreter.load([dict(ability)], line[:60])
    except ScriptError:
        return False
    return _bound(ability.get("effect", ()), set(FREE_REFS)) is not None


def _bound(steps: Iterable[Mapping[str, Any]], names: set[str]) -> set[str] | None:
    """The names bound after ``steps``, or ``None`` if one is used before it is bound."""
    for step in steps:
        for key in ("cards", "from"):
            ref = step.get(key)
            if isinstance(ref, str) and ref not in names:
                return None
        own = {k: v for k, v in step.items() if k not in NESTED and k != "modes"}
        if any(name not in names for name in _vars(own)):
            return None
        for mode in step.get("modes", ()):
            if _bound(mode.get("steps", ()), set(names)) is None:
                return None
        for nested in NESTED:
            if nested in step and _bound(step[nested], set(names)) is None:
                return None
        if "as" in step:
            names.add(str(step["as"]))
        elif step.get("do") == "choose":
            names.add("chosen")
    return names


def _vars(value: Any) -> Iterable[str]:
    """The card lists a step reads by name (``{"var": name}``)."""
    if isinstance(value, Mapping):
        if isinstance(value.get("var"), str):
            yield value["var"]
        for item in value.values():
            yield from _vars(item)
    elif isinstance(value, list):
        for item in value:
            yield from _vars(item)


@lru_cache(maxsize=1)
def checker() -> Interpreter:
    """An interpreter with the Weiß Schwarz vocabulary, to check compiled scripts with."""
    interpreter = Interpreter()
    vocab.register(interpreter)
    return interpreter


def compile_text(text: str, card_type: str, interpreter: Interpreter | None = None) -> list[Compiled]:
    """Every ability line of a card's text, compiled (and checked by ``interpreter``)."""
    return [compile_line(line, card_type, interpreter) for line in ability_texts(text)]


def script_for(record: Mapping[str, Any], interpreter: Interpreter) -> list[Any] | None:
    """The compiled script of a card record with no script of its own, or ``None`` (the
    record keeps its script, or has no text)."""
    if record.get("script") is not None:
        return None
    compiled = compile_text(str(record.get("text") or ""), str(record.get("type") or ""), interpreter)
    return [dict(c.ability) for c in compiled] or None


def compile_records(
    records: Sequence[Mapping[str, Any]], interpreter: Interpreter
) -> list[Mapping[str, Any]]:
    """Records with a compiled script where they had none (the import hook)."""
    result: list[Mapping[str, Any]] = []
    for record in records:
        script = script_for(record, interpreter)
        result.append(record if script is None else {**record, "script": script})
    return result
