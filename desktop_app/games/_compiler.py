"""The game-neutral machinery of the card-text compilers (``docs/card-compiler.md``).

Each game's compiler (``weiss_schwarz.compiler``, ``one_piece.compiler``,
``force_of_will.compiler``) normalises its
printed text, picks the category an ability line must match, and hands the rest to a
``Grammar`` built from its data-only templates:

- a *rule* is a pattern (a regular expression over the normalised text, case ignored, ``.``
  matching a line break too: a text of several lines, such as a choice's options, reads as one) with *slots*
  ``{name:category}``, and a *make* template (JSON-like data) whose ``"$name"`` strings are
  replaced by the slots' values;
- a slot's category is a built-in word of the game (a pattern and a function from the
  captured text to its value, or ``None`` when the text does not qualify) or another category
  of the grammar, whose rules must match the captured text whole; when a slot's text does not
  read, the rule tries its other splits of the text, shortest first slot first (``_read``);
- a *sequence* category (``{"sequence": item, "separators": [...]}``) splits a text into
  items at any of its separators, trying every split, and joins the items' step lists;
- ``{"$concat": [...]}`` joins lists, ``{"$merge": [...]}`` merges objects and
  ``{"$let_x": [value, steps]}`` works X out just before the step that uses it, in a template;
  ``{"$each": [list, object]}`` merges the object into each item of the list.

A compiled ability is checked by the game's interpreter like a hand-written script, and one
naming a card it never bound is refused (``checks``). Nothing here evaluates text as code.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import NESTED, Interpreter, ScriptError

#: number words a slot of category ``n`` reads
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
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
NUMBER = r"\d+|a|an|one|two|three|four|five"
SLOT = re.compile(r"\{(\w+):(\w+)\}")

#: a built-in slot category: the pattern it matches, and its text's value (``None``: no match)
Builtin = tuple[str, Callable[[str], Any]]


def version(game: str, revision: int, grammar: Any) -> str:
    """A compiler's version: ``game``, the reader's ``revision`` (raised by hand when it makes
    something else of the same templates) and the digest of its templates' data."""
    digest = hashlib.sha256(json.dumps(grammar, sort_keys=True).encode()).hexdigest()[:12]
    return f"{game}-{revision}-{digest}"


def number(text: str) -> int:
    """A slot's number: digits or a number word."""
    return NUMBER_WORDS.get(text.lower()) or int(text)


def word(text: str) -> str:
    """A slot's word as a script names it (lower case, spaces as underscores)."""
    return text.lower().replace(" ", "_")


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
    first: tuple[str, ...]  # the plain words one of which every match starts with, in lower case
    last: str  # plain text every match ends with, in lower case ("": none known)
    #: the pattern's source with ``LAZY`` where each category slot's ``.+?`` goes (``_split_at``)
    source: str = ""
    #: the names of the slots of a category of the grammar (not built in), in order
    spans: tuple[str, ...] = ()
    #: their categories
    kinds: tuple[str, ...] = ()
    #: the plain texts, in lower case, one of which follows each of them in every match (none:
    #: the slot ends the pattern; ``("",)``: not known), which a longer split must find again
    after: tuple[tuple[str, ...], ...] = ()
    #: the longest plain text, in lower case, every match holds ("": none known; ``_needed``)
    needs: str = ""
    #: for each of them, whether its text never reads longer: the first character of every text
    #: that may follow it is one its category never reads (``Grammar._holding``)
    fixed: tuple[bool, ...] = ()


#: stands in a rule's source for a category slot's lazy ``.+?`` (``_Rule.source``)
LAZY = "\x00"
#: a part of a pattern that may match (almost) any character: ``.``, ``[^…]``, ``\W``, ``\S``, ``\D``
WILDCARD = re.compile(r"(?<!\\)(?:\\\\)*(?:\.|\[\^|\\[WSD])")
#: a group of plain alternatives, optional or not (after its "("; ``_after``)
GROUP = re.compile(r"\?:((?:[A-Za-z0-9 ',|]|\\[^A-Za-z0-9])*)\)(\?)?(?![*+{])")
#: the plain text after a slot's group: letters, digits, spaces, apostrophes, commas and
#: escaped punctuation, and what comes next ("" at the pattern's end)
AFTER = re.compile(r"((?:[A-Za-z0-9 ',]|\\[^A-Za-z0-9])*)(.?)", re.DOTALL)
#: how many other splits of one text a rule tries after its first (``_parse``): the grammar
#: reads every split a rule allows, shortest first, up to this many
MAX_SPLITS = 24


@lru_cache(maxsize=4096)
def _split_at(source: str, least: tuple[int, ...]) -> re.Pattern[str]:
    """A rule's pattern whose category slots are at least ``least`` characters long, in order
    (0: any length, as the rule's own pattern)."""
    parts = source.split(LAZY)
    body = "".join(part + (f".{{{n},}}?" if n else ".+?") for part, n in zip(parts, least, strict=False))
    return re.compile(body + parts[-1], re.IGNORECASE | re.DOTALL)


#: a pattern's first word: plain letters, or plain words in a group of alternatives ("(?:put|
#: return)"), then a space no quantifier follows (a slot may: ``{n:n}``; ``_Rule.first``)
FIRST_WORD = re.compile(r"(?:([A-Za-z]+)|\(\?:([A-Za-z]+(?:\|[A-Za-z]+)*)\)) (?![?*+]|\{\d)")


#: a pattern's plain ending: characters with no meaning in a pattern, and escaped punctuation,
#: after its last group, class, quantifier or other escape (``_Rule.last``)
LAST_TEXT = re.compile(r"(?:[^\\()\[\]{}?*+|.^$]|\\[^A-Za-z0-9])+$")
#: what may come before a plain ending; after anything else (an escape: ``\d``, ``\u3000``)
#: its first letters and digits belong to that
BEFORE_LAST = ")]}?*+|.^$"


def _last_text(source: str) -> str:
    """The text, in lower case, every match of a rule's pattern ends with ("" when none is
    known, or when an alternative at its top level might end otherwise)."""
    last = LAST_TEXT.search(source)
    if last is None or _alternatives(source):
        return ""
    text = last.group(0)
    if last.start() and source[last.start() - 1] not in BEFORE_LAST:
        text = re.sub(r"^[A-Za-z0-9]+", "", text)
    return re.sub(r"\\(.)", r"\1", text).lower()


def _needed(source: str) -> str:
    """The longest plain text, in lower case, that every match of a pattern holds: a run of
    characters with no meaning in a pattern (or escaped punctuation) outside every group and
    class, the last character before a quantifier left out ("" when an alternative at its top
    level might hold another, or none is known)."""
    runs, run, at = [], "", 0
    while at < len(source):
        char = source[at]
        if char == "\\" and at + 1 < len(source) and not source[at + 1].isalnum():
            run, at = run + source[at + 1], at + 2
            continue
        if char in "?*+{" and run:  # the character before it is optional or repeated
            run = run[:-1]
        if char == "|":
            return ""
        if char in "\\()[]{}?*+.^$":
            runs.append(run)
            run, at = "", _past(source, at)
            continue
        run, at = run + char, at + 1
    runs.append(run)
    return max(runs, key=len).lower()


def _past(source: str, at: int) -> int:
    """Where the group, class, escape or other special part at ``at`` of a pattern ends."""
    char = source[at]
    if char == "\\":  # with the letters and digits after it ("\\u3000"), which may be its own
        end = at + 2
        while end < len(source) and source[end].isalnum():
            end += 1
        return end
    if char == "{":
        return source.index("}", at) + 1 if "}" in source[at:] else at + 1
    if char == "[":
        end = at + 1 + (source[at + 1 : at + 2] == "^")
        end += source[end : end + 1] == "]"
        while end < len(source) and source[end] != "]":
            end += 2 if source[end] == "\\" else 1
        return end + 1
    if char != "(":
        return at + 1
    depth, end = 0, at
    while end < len(source):
        if source[end] == "\\":
            end += 2
            continue
        if source[end] == "[":
            end = _past(source, end)
            continue
        depth += {"(": 1, ")": -1}.get(source[end], 0)
        end += 1
        if depth == 0:
            return end
    return end


def _first_word(source: str) -> tuple[str, ...]:
    """The words, in lower case, one of which every match of a rule's pattern starts with; none
    when it starts otherwise, or when an alternative at its top level might start with another."""
    first = FIRST_WORD.match(source)
    if first is None or _alternatives(source):
        return ()
    return tuple(word.lower() for word in (first.group(1) or first.group(2)).split("|"))


def _after(rest: str) -> tuple[str, ...]:
    """The plain texts, in lower case, one of which every match has right after a slot whose
    group the pattern's ``rest`` follows (each as long as is known): none when the slot ends
    the pattern, ``("",)`` when nothing is known. Read: plain text, an optional character
    (``",? and"``), a group of plain alternatives (``"(?:,| and|, and) "``), optional or not."""
    plain = AFTER.match(rest)
    assert plain is not None  # it matches any text
    text, then = re.sub(r"\\(.)", r"\1", plain.group(1)).lower(), plain.group(2)
    after = rest[plain.end() :]
    if not then:
        texts: tuple[str, ...] = (text,) if text else ()
    elif then == "?" and text:  # its last character is optional
        texts = tuple(t + a for t in (text, text[:-1]) for a in _after(after) or ("",))
    elif then == "(" and (group := GROUP.match(after)) is not None:
        options = [re.sub(r"\\(.)", r"\1", o).lower() for o in group.group(1).split("|")]
        options += [""] if group.group(2) else []
        texts = tuple(text + o + a for o in options for a in _after(after[group.end() :]) or ("",))
    else:  # an alternative, a quantifier, a class, a group …: what is known up to it
        texts = (text[:-1] if then in "*+{" else text,) if then != "|" else ("",)
    return ("",) if "" in texts else texts


def _alternatives(source: str) -> bool:
    """Whether a pattern has alternatives at its top level (a "|" outside groups and classes)."""
    depth, escaped, in_class = 0, False, False
    for char in source:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char in "()":
            depth += 1 if char == "(" else -1
        elif char == "|" and depth == 0:
            return True
    return False


class Grammar:
    """A game's templates, compiled once (see the module docstring).

    Args:
        grammar: category -> rules (or a sequence spec), as in the game's ``templates``.
        builtins: slot category -> (pattern, value of the captured text).
    """

    def __init__(self, grammar: Mapping[str, Any], builtins: Mapping[str, Builtin]) -> None:
        self.builtins = dict(builtins)
        self.rules: dict[str, list[_Rule]] = {}
        self._candidates: dict[tuple[str, str], list[_Rule]] = {}
        self.sequences: dict[str, tuple[str, tuple[str, ...]]] = {}
        for category, spec in grammar.items():
            if isinstance(spec, Mapping):
                self.sequences[category] = (str(spec["sequence"]), tuple(spec["separators"]))
                continue
            self.rules[category] = [self._rule(category, raw) for raw in spec]
        known = set(self.rules) | set(self.sequences) | set(self.builtins)
        for category, rules in self.rules.items():
            for rule in rules:
                for _, used in rule.slots:
                    if used not in known:
                        raise ValueError(f"grammar {category}: unknown category {used!r}")
        self.endings = self._endings()
        # a slot's text that never holds the mark that follows it (", " after a trigger that
        # has no comma) is never read longer
        marks = {t[0] for rules in self.rules.values() for r in rules for a in r.after for t in a if t}
        plain = sorted(m for m in marks if m.isascii() and not (m.isalnum() or m.isspace()))
        holding = {m: self._holding(m) for m in plain}
        for category, rules in self.rules.items():
            self.rules[category] = [
                replace(
                    r, fixed=tuple(self._fixed(k, a, holding) for k, a in zip(r.kinds, r.after, strict=True))
                )
                for r in rules
            ]

    @staticmethod
    def _fixed(kind: str, after: tuple[str, ...], holding: Mapping[str, set[str]]) -> bool:
        """Whether a slot of ``kind`` followed by one of ``after`` never reads a longer text (a
        longer text holds the first character of one of them)."""
        return all(t and t[0] in holding and kind not in holding[t[0]] for t in after)

    def _holding(self, char: str) -> set[str]:
        """The categories that may read a text holding ``char``: one of their rules' patterns
        has it, or a wildcard (``.``, ``[^…]``, ``\\W`` …), or a slot of such a category; a
        sequence whose separators have it or whose item is such a category."""
        found: set[str] = set()
        changed = True
        while changed:
            changed = False
            for category, (item, separators) in self.sequences.items():
                if category not in found and (item in found or any(char in s for s in separators)):
                    found.add(category)
                    changed = True
            for category, rules in self.rules.items():
                if category not in found and any(
                    char in r.source or WILDCARD.search(r.source) or not found.isdisjoint(r.kinds)
                    for r in rules
                ):
                    found.add(category)
                    changed = True
        return found

    def _endings(self) -> dict[str, tuple[str, ...]]:
        """Category -> the plain texts, in lower case, one of which every text it reads ends
        with (a category missing: not known). A rule's own ending (``_Rule.last``), or when its
        pattern ends with a slot of the grammar, that category's endings; worked out for every
        category at once, until nothing changes (categories end with one another's slots)."""
        ends: dict[str, set[str] | None] = {c: set() for c in [*self.rules, *self.sequences]}

        def rule_ends(rule: _Rule) -> set[str] | None:
            if rule.last:
                return {rule.last}
            if not rule.spans or rule.after[-1] != () or _alternatives(rule.pattern.pattern):
                return None
            return ends.get(rule.kinds[-1])

        changed = True
        while changed:
            changed = False
            for category, old in ends.items():
                if old is None:
                    continue
                if category in self.sequences:
                    found = ends.get(self.sequences[category][0])
                    new: set[str] | None = None if found is None else set(found)
                else:
                    new = set()
                    for rule in self.rules[category]:
                        more = rule_ends(rule)
                        if more is None:
                            new = None
                            break
                        new |= more
                if new != old:
                    ends[category], changed = new, True
        return {c: tuple(sorted(e)) for c, e in ends.items() if e}

    def _rule(self, category: str, raw: Mapping[str, Any]) -> _Rule:
        slots: list[tuple[str, str]] = []

        def slot(match: re.Match[str]) -> str:
            name, kind = match.group(1), match.group(2)
            slots.append((name, kind))
            builtin = self.builtins.get(kind)
            return f"(?P<{name}>{builtin[0] if builtin else LAZY})"

        marked = SLOT.sub(slot, str(raw["match"]))
        source = marked.replace(LAZY, ".+?")
        try:
            pattern = re.compile(source, re.IGNORECASE | re.DOTALL)
        except re.error as error:
            raise ValueError(f"grammar {category}: bad pattern {raw['match']!r}: {error}") from None
        spans = tuple(name for name, kind in slots if kind not in self.builtins)
        after = tuple(_after(marked.split(f"(?P<{name}>{LAZY})", 1)[1]) for name in spans)
        first, last = _first_word(str(raw["match"])), _last_text(source)
        kinds = tuple(kind for _, kind in slots if kind not in self.builtins)
        needs = _needed(source)
        return _Rule(pattern, tuple(slots), raw["make"], first, last, marked, spans, kinds, after, needs)

    def candidates(self, category: str, text: str) -> list[_Rule]:
        """The rules of ``category`` that may match ``text`` whole, in order: those whose first
        word is the text's (in lower case, for a text starting with an ASCII word) or unknown."""
        word = text.split(" ", 1)[0]
        word = word.lower() if word.isascii() else ""
        key = (category, word)
        rules = self._candidates.get(key)
        if rules is None:
            every = self.rules[category]
            rules = self._candidates[key] = [r for r in every if not r.first or not word or word in r.first]
        return rules

    def parse(self, category: str, text: str) -> Any | None:
        """The value of ``text`` read as ``category``, or ``None`` if no rule matches it whole."""
        return _parse(self, category, text)


@lru_cache(maxsize=200_000)
def _parse(grammar: Grammar, category: str, text: str) -> Any | None:
    if category in grammar.sequences:
        return _sequence(grammar, category, text)
    lowered = text.lower()
    ends = grammar.endings.get(category)
    if ends is not None and not lowered.endswith(ends):  # no rule of the category can end so
        return None
    for rule in grammar.candidates(category, text):
        if not lowered.endswith(rule.last) or rule.needs not in lowered:
            continue
        match = rule.pattern.fullmatch(text)
        if match is None:
            continue
        # (a text whose lower case is longer, by a letter such as "İ", has no other split)
        value = _read(grammar, rule, text, lowered if len(lowered) == len(text) else "", match)
        if value is not None:
            return value
    return None


def _read(grammar: Grammar, rule: _Rule, text: str, lowered: str, match: re.Match[str]) -> Any | None:
    """The value of ``text`` (``lowered``: in lower case) read whole by ``rule``, whose pattern
    gave ``match``, or ``None``.

    Every split of the text the rule's pattern allows is tried, in the order of its category
    slots' lengths (the first slot's shortest first, then the second's …; the first split is
    the pattern's own match), until one whose slots all read: when a slot's text does not read,
    the next split makes that slot longer, the slots before it kept; when it cannot be longer,
    the slot before it is. A slot followed by known text (``_Rule.after``) is made longer only
    up to a place where that text is and where its own text reads (no pattern is made for the
    others). At most ``MAX_SPLITS`` longer slots are tried.
    """
    checked = match  # the last split whose slots were read
    split: re.Match[str] | None = match
    least: tuple[int, ...] = ()  # each category slot's least length in the split tried (0: any)
    longer = -1  # the slot made longer (those before it keep their lengths)
    budget = MAX_SPLITS
    while True:
        if split is None:  # that slot cannot be longer: the one before it
            longer -= 1
        elif longer > 0 and (lengths := _lengths(split, rule.spans))[:longer] != least[:longer]:
            # a slot before it moved (no longer one fits after them): that one is made longer
            longer = next(i for i in range(longer) if lengths[i] != least[i])
        else:
            values: dict[str, Any] = {}
            longer = -1  # the last category slot at or before the slot that does not read
            for name, kind in rule.slots:
                longer += kind not in grammar.builtins
                value = _slot(grammar, kind, split.group(name))
                if value is None:
                    break
                values[name] = value
            else:
                return fill(rule.make, values)
            checked = split
        while longer >= 0:  # where the slot may end further on (the slot before it if nowhere)
            name, kind, after = rule.spans[longer], rule.kinds[longer], rule.after[longer]
            start, end = checked.start(name), checked.end(name) + 1
            if rule.fixed[longer]:
                end = -1
            elif after != ("",):  # the text after it, where the slot's own text reads
                end = _found(lowered, after, end)
                while end >= 0 and budget > 0 and grammar.parse(kind, text[start:end]) is None:
                    budget -= 1
                    end = _found(lowered, after, end + 1)
            if end >= 0:
                break
            longer -= 1
        if longer < 0 or budget <= 0:
            return None
        budget -= 1
        least = (*_lengths(checked, rule.spans[:longer]), end - start, *(0,) * (len(rule.spans) - longer - 1))
        split = _split_at(rule.source, least).fullmatch(text)


def _lengths(match: re.Match[str], names: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(match.end(name) - match.start(name) for name in names)


def _found(lowered: str, texts: tuple[str, ...], start: int) -> int:
    """Where the first of ``texts`` found in ``lowered`` from ``start`` on is (-1: none is)."""
    if len(texts) == 1:
        return lowered.find(texts[0], start)
    return min((at for text in texts if (at := lowered.find(text, start)) >= 0), default=-1)


def clear_cache() -> None:
    """Forget every text parsed so far, and the patterns of other splits (for measuring)."""
    _parse.cache_clear()
    _split_at.cache_clear()


def _slot(grammar: Grammar, kind: str, text: str) -> Any | None:
    builtin = grammar.builtins.get(kind)
    if builtin is not None:
        return builtin[1](text)
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
        if "$each" in template:  # [list of objects, object]: the object merged into each
            items, extra = (fill(part, values) for part in template["$each"])
            return [{**item, **extra} for item in items]
        if "$merge" in template:
            merged: dict[str, Any] = {}
            for part in template["$merge"]:
                for key, value in fill(part, values).items():
                    # marks stack ("Resonate Brainstorm"): each part's tags kept, in order
                    if key == "tags" and isinstance(merged.get(key), list) and isinstance(value, list):
                        value = [*merged[key], *(tag for tag in value if tag not in merged[key])]
                    merged[key] = value
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


def checks(
    ability: Mapping[str, Any],
    interpreter: Interpreter,
    line: str,
    free: frozenset[str],
    steps: Iterable[Mapping[str, Any]] | None = None,
) -> bool:
    """Whether a compiled ability loads, has no slot its template left unfilled, and binds
    every card name before it uses it (``free``: the references a script may use without
    binding them; ``steps``: the steps run in order, by default the ability's effect)."""
    try:
        interpreter.load([dict(ability)], line[:60])
    except ScriptError:
        return False
    run = ability.get("effect", ()) if steps is None else steps
    return not _unfilled(ability) and _bound(run, set(free)) is not None


def _unfilled(value: Any) -> bool:
    """Whether a ``"$name"`` a template names is left in the made script (a template's mistake)."""
    if isinstance(value, str):
        return value.startswith("$")
    if isinstance(value, Mapping):
        return any(_unfilled(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_unfilled(v) for v in value)
    return False


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
        inner = names | ({str(step["as"])} if step.get("do") == "for_each" else set())  # its steps' card
        for nested in NESTED:
            if nested in step and _bound(step[nested], set(inner)) is None:
                return None
        for mode in step.get("modes", ()):
            if _bound(mode.get("steps", ()), set(names)) is None:
                return None
        if "as" in step:
            names.add(str(step["as"]))
        elif step.get("do") == "choose":
            names.add("chosen")
        elif step.get("do") == "draw":  # the cards drawn (the engine's ``draw`` binds them)
            names.add("drawn")
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


def ability_lines(text: str, continued: tuple[str, ...]) -> list[str]:
    """The ability lines of a card's text: empty, ``-`` and reminder-only lines dropped, a line
    starting with one of ``continued`` joined to the line before it."""
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line in ("-", "－") or (line.startswith("(") and line.endswith(")")):
            continue
        if lines and line.startswith(continued):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return lines


def checker_for(register: Callable[[Interpreter], None]) -> Interpreter:
    """An interpreter with a game's vocabulary (``register``), to check compiled scripts with."""
    interpreter = Interpreter()
    register(interpreter)
    return interpreter


#: (line, card type) -> the fields a not-automated line's trigger part gives (``trigger``, and
#: ``condition``, ``limit``, ``zones``, ``tags`` where they were read), or ``None``
TriggerReader = Callable[[str, str], Mapping[str, Any] | None]


def leading(
    grammar: Grammar, category: str, text: str, separators: tuple[str, ...] = (", ",)
) -> tuple[Any, str] | None:
    """The value of the part of ``text`` before one of ``separators`` that reads whole as
    ``category`` (the shortest such part), and the text after it; ``None`` if no part does."""
    pattern = "|".join(re.escape(separator) for separator in separators)
    for match in re.finditer(pattern, text):
        value = grammar.parse(category, text[: match.start()])
        if value is not None:
            return value, text[match.end() :]
    return None


class LineCompiler:
    """A game's ``compile_line``: one ability line to a script ability, checked by the
    interpreter given, or by the game's default checker with the result kept (reprints repeat
    lines many times; the result is shared, so treat it as read-only).

    A line that is not automated keeps what ``read_trigger`` can read of its trigger: it becomes
    an ``auto`` ability with ``"automated": false``, its ``trigger`` (and the condition, limit
    and zones read with it) and its text, which never acts but is announced at the table when
    its trigger matches, so that nothing silently does not happen. A line whose trigger cannot
    be read stays without one (not automated, not announced).

    Args:
        compile_one: (line, card type, interpreter) -> what the line became.
        checker: the game's default checking interpreter.
        read_trigger: the game's reader of a line's trigger part (see ``TriggerReader``).
    """

    def __init__(
        self,
        compile_one: Callable[[str, str, Interpreter], Compiled],
        checker: Callable[[], Interpreter],
        read_trigger: TriggerReader | None = None,
    ) -> None:
        self._compile_one = compile_one
        self._checker = checker
        self._read_trigger = read_trigger
        self._kept = lru_cache(maxsize=100_000)(self._default)

    def _default(self, line: str, card_type: str) -> Compiled:
        return self._compile(line, card_type, self._checker())

    def __call__(self, line: str, card_type: str, interpreter: Interpreter | None = None) -> Compiled:
        if interpreter is None:
            return self._kept(line, card_type)
        return self._compile(line, card_type, interpreter)

    def _compile(self, line: str, card_type: str, interpreter: Interpreter) -> Compiled:
        compiled = self._compile_one(line, card_type, interpreter)
        if compiled.automated or self._read_trigger is None or "trigger" in compiled.ability:
            return compiled
        fields = self._read_trigger(line, card_type)
        if not fields or "trigger" not in fields:
            return compiled
        ability = {**fields, "kind": "auto", "text": compiled.ability.get("text", line), "automated": False}
        try:  # what was read is checked like any script (a trigger word the game lacks is refused)
            interpreter.load([ability], line[:60])
        except ScriptError:
            return compiled
        return replace(compiled, ability=ability)

    def clear_cache(self) -> None:
        """Forget the lines compiled so far (for measuring)."""
        self._kept.cache_clear()
