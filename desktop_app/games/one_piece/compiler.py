"""The card-text compiler: printed ONE PIECE text to card scripts (``docs/card-compiler.md``).

Each ability line of a card's text (the effect's lines and the [Trigger] line) becomes a
script ability in the ``op.`` vocabulary that does exactly what the line says, or an ability
marked ``"automated": false`` with its text, done by hand at the table. A line counts as
automated only when every clause of it matched a template; nothing is approximated.

This module reads the text; the shared machinery (``games._compiler``) matches it against
the data-only templates (``templates``):

1. ``ability_texts``: the lines, each cut where a new ability begins when the export joined
   abilities with a space (B34); a bullet line ("• …", a choice of effects) joins the line
   before it, so a modal ability is one line, by hand as a whole.
2. ``normalise``: the minus sign, reminder text in parentheses, ① … as ``⟨1⟩`` (rest that
   many DON!!, OP 8-3-1-5), spacing before punctuation, the final full stop.
3. The opening marks (``templates.MARKS``, ``CONDITION_MARKS``) give the kind, trigger,
   timing, condition and limit; a line of keywords alone is those keywords (OP 10-1).
4. The rest must match the kind's category of ``GRAMMAR`` whole (``auto``, ``act``, ``play``
   for Events' [Main] and [Counter], ``trigger``, and ``cont`` for a line with no timing).
5. "[Trigger] Activate this card's [Main] effect" (and [Counter], [On Play]) takes that
   ability's compiled effect, when it was automated and has no cost or condition of its own.

An Event's effect and a [Trigger] are carried out without a condition check of their own
(OP 8-4-2, 10-1-5), so a condition mark on them leaves the line by hand; an "If" in their text
is a step that checks it on resolution (4-10-1). Every compiled ability is loaded by the
interpreter and its card names checked (``_compiler.checks``). Nothing evaluates text as code.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import Interpreter
from desktop_app.games import _compiler
from desktop_app.games._compiler import NUMBER, Compiled, Grammar, checks, fill, number, word
from desktop_app.games.one_piece import templates, vocab

#: card references a script may use without binding them first
FREE_REFS = frozenset({"this", "nothing", "op.leader", "op.opponent_leader", "op.attacker", "op.target"})


def _bracketed(text: str) -> str:
    return text[1:-1]


#: the words of the timing and condition marks that open an ability (10-2), and [Trigger] (10-1-5)
TIMING_WORDS = (
    "On Play",
    "When Attacking",
    "On K.O.",
    "On Block",
    "Activate: Main",
    "Main",
    "Counter",
    "Trigger",
    "End of Your Turn",
    "End of Your Opponent's Turn",
    "On Your Opponent's Attack",
    "Your Turn",
    "Opponent's Turn",
    "Once Per Turn",
)
#: the words of the keyword and timing marks (10-1, 10-2), which no card is named
MARK_WORDS = frozenset((*templates.KEYWORDS, *TIMING_WORDS))


def _card_name(text: str) -> str | None:
    """A card name in brackets, never a keyword or timing mark ("an Event or [Trigger]")."""
    name = text[1:-1]
    return None if name in MARK_WORDS else name


def _keyword(text: str) -> str | None:
    return templates.KEYWORDS.get(text[1:-1])


def _mode(text: str) -> dict[str, Any] | None:
    """One effect of "Choose one: • … • …", with its text as the option's label."""
    steps = GRAMMAR.parse("effect", text)
    return None if steps is None else {"label": text, "steps": steps}


BUILTINS: dict[str, _compiler.Builtin] = {
    "n": (NUMBER, number),
    "int": (r"\d+", number),
    "signed": (r"[+-]\d+", int),
    "name": (r"\[[^\[\]]+\]", _card_name),  # a card name, [Nefeltari Vivi] (2-1)
    "type": (r"\{[^{}]+\}", _bracketed),  # a type, {Straw Hat Crew} (2-4)
    "attribute": (r"<[^<>]+>", _bracketed),  # an attribute, <Slash> (2-5)
    "keyword": (r"\[[^\[\]]+\]", _keyword),
    "colour": (r"red|green|blue|purple|black|yellow", word),
    "quoted": (r'"[^"]+"', _bracketed),  # part of a name or type (2-1-2-1, 2-4-3-1)
    "mode": (r"[^•]+?", _mode),
    "end": (r"top|bottom", word),  # an end of the deck or of the Life cards
    "set_stat": (r"cost|power", word),  # a value "set to N" (not a base, 4-9-2)
    # a mark of 10-2 a card prints ("Characters with [On Play]", "an [End of Your Turn] effect")
    "timing": (
        r"\[(?:On Play|When Attacking|On K\.O\.|On Block|Activate: Main|Main|Counter|End of Your Turn"
        r"|End of Your Opponent's Turn|On Your Opponent's Attack|Your Turn|Opponent's Turn|Once Per Turn)\]",
        _bracketed,
    ),
}
GRAMMAR = Grammar(templates.GRAMMAR, BUILTINS)
#: the compiler's version: a card compiled by another one is compiled again at start
VERSION = _compiler.version("op", 3, templates.GRAMMAR)  # 3: abilities joined by a space cut (B34)

SPELLINGS = str.maketrans(
    {
        "−": "-",
        "－": "-",
        "＜": "<",
        "＞": ">",
        "’": "'",
        **{chr(c): f"⟨{c - 0x245F}⟩" for c in range(0x2460, 0x246A)},
    }
    | {chr(c): f"⟨{c - 0x277F}⟩" for c in range(0x2780, 0x278A)}
)
#: reminder text in parentheses, but not a part of a card's name ("[Mr.3(Galdino)]")
REMINDER = re.compile(r"\s*\([^()]*\)(?![^\[\]]*\])")
SPACES = re.compile(r"\s+")
SPACE_BEFORE = re.compile(r"\s+([.,:;])")
MARK = re.compile(r"\[([^\[\]]+)\]\s*")
DIGITS = re.compile(r"\d+")
BLANKS = re.compile(
    r"\[(?!(?:On |When |Trigger|Main|Counter|Activate|DON|Once|Your|Opponent|End))[^\[\]]*\]|\{[^{}]*\}"
)
#: "[Trigger] Activate this card's [Main] effect": which ability it names
ACTIVATE_OWN = re.compile(r"activate this card's \[(Main|Counter|On Play|On K\.O\.)\] effect", re.IGNORECASE)
COPIED = {
    "Main": ("play", "main"),
    "Counter": ("play", "counter"),
    "On Play": ("auto", ""),
    "On K.O.": ("auto", ""),  # resolved as the [Trigger] (10-1-5), when it does not name its own card
}


#: "This effect can be activated when X. Y" is "When X, Y" (an automatic ability's timing,
#: 8-1-3-1, written as its own sentence); X ends at the first full stop a space follows
ACTIVATED_WHEN = re.compile(r"\bThis effect can be activated when ((?:[^.]|\.(?! ))+)\. ")
#: "This effect can be activated at the start of your turn. Y" is "At the start of your turn, Y"
ACTIVATED_AT = re.compile(r"\bThis effect can be activated (at the (?:start|end) of [^.]+)\. ")

#: "When X, you may PAY: Y" is "You may PAY: When X, Y" (an automatic ability's cost, asked
#: when it triggers, 8-1-3-1-2, 8-3-1-4), which the grammar reads; X has no comma or colon; the
#: cost marks too ("When X, DON!! −1: Y", "When X, ➁: Y", 10-2-10, 8-3-1-5)
COST_AFTER_WHEN = re.compile(
    r"^((?:\[[^\[\]]+\] )*)((?:When|At the) [^,:]+), ([Yy]ou may (?:K\.O\.|[^,:.])+|DON!! -\d+|⟨\d+⟩): "
)

#: the rules' "until the end of the turn" and "until the end of the End Phase" (6-6-1-2) end in
#: the End Phase as "during this turn" does (the engine's ``end_of_turn``, B22)
TURN_END = re.compile(r"\buntil the end of (?:the|this) (?:turn|End Phase)\b")
#: "up to a total of 2 of …" is "up to 2 of …": one choice among all the cards it names (8-4-4)
TOTAL_OF = re.compile(r"\b([Uu]p to) a total of (?=\d)")
#: a list of three names or types with a comma before its "or" ("{A}, {B}, or {C}"): the
#: spelling without it, which the templates read
LIST_COMMA = re.compile(r"((?:\{[^{}]+\}|\[[^\[\]]+\]), (?:\{[^{}]+\}|\[[^\[\]]+\])), or ")
#: "… . Then draw 1 card": the comma the game's "Then," prints (4-10-2), one spelling
THEN = re.compile(r"(?<=\. )Then (?=\w)")


def normalise(line: str) -> str:
    """One spelling for the data's variants (see the module docstring)."""
    text = REMINDER.sub("", line.strip()).translate(SPELLINGS)
    text = SPACE_BEFORE.sub(r"\1", SPACES.sub(" ", text)).strip()
    text = ACTIVATED_WHEN.sub(r"When \1, ", text)
    text = ACTIVATED_AT.sub(lambda m: m.group(1)[0].upper() + m.group(1)[1:] + ", ", text)
    text = TURN_END.sub("during this turn", text)
    text = THEN.sub("Then, ", text)
    text = TOTAL_OF.sub(r"\1 ", text)
    text = LIST_COMMA.sub(r"\1 or ", text)
    text = COST_AFTER_WHEN.sub(r"\1\3: \2, ", text)
    return text.removesuffix(".").strip()


def blank(text: str) -> str:
    """A normalised line's template: numbers, names and types blanked."""
    return DIGITS.sub("N", BLANKS.sub(lambda m: "{T}" if m.group(0)[0] == "{" else "[X]", text))


#: the marks that open an ability other than a keyword's (10-2: timings and their conditions)
OPENING = r"\[(?:" + "|".join(map(re.escape, TIMING_WORDS)) + r"|DON!! x\d+)\]"
#: where the data joined two abilities on one line: an opening mark after a full stop (or a
#: reminder's closing parenthesis), outside quotes ("… gains [Rush]. (This card can attack …)
#: [On Play] Draw 1 card"), or after the keywords the line starts with ("[Blocker] [On Play] …");
#: a keyword mark after a full stop is not one (a line of keywords is read whole)
JOINED = re.compile(r"(?<=[.)]) ?(?=" + OPENING + ")")
LEADING_KEYWORDS = re.compile(r"((?:\[[^\[\]]+\] ?)+?)(?=" + OPENING + ")")


def ability_texts(text: str) -> list[str]:
    """The ability lines of a card's text (a bullet line joined to the line before it, two
    abilities the data joined on one line split, ``JOINED``)."""
    lines = []
    for line in _compiler.ability_lines(text, ("•", "- ")):
        lines += _split_joined(line)
    return lines


def _split_joined(line: str) -> list[str]:
    """``line`` split where ``JOINED`` finds a new ability's mark outside quotes, and after the
    keywords it starts with (``LEADING_KEYWORDS``)."""
    parts, start = [], 0
    keywords = LEADING_KEYWORDS.match(line)
    if keywords and _keywords(keywords.group(1).strip()) is not None:
        parts, start = [keywords.group(1).strip()], keywords.end()
    for match in JOINED.finditer(line):
        if line.count('"', 0, match.start()) % 2 == 0 and line[start : match.start()].strip():
            parts.append(line[start : match.start()].strip())
            start = match.end()
    return [*parts, line[start:].strip()]


def _head(text: str) -> tuple[dict[str, Any], list[Any], str] | None:
    """The opening marks: the ability's kind and fields, its conditions, and the rest of the
    line; ``None`` when a mark is not one the compiler knows (a keyword line is its own)."""
    head: dict[str, Any] = {}
    conditions: list[Any] = []
    while match := MARK.match(text):
        mark = match.group(1)
        number_match = re.fullmatch(r"DON!! x(\d+)", mark)
        if mark in templates.MARKS and "kind" not in head:
            head.update(templates.MARKS[mark])
            if (second := MARK.match(text, match.end() + 1)) and text[match.end() :].startswith("/"):
                both = f"{mark}/{second.group(1)}"  # two timings on one line, when one ability has both
                other = templates.MARKS.get(second.group(1), {})
                if both in templates.MARKS:
                    head.update(templates.MARKS[both])
                elif head.get("kind") == other.get("kind") == "auto":
                    # "[On Play]/[When Attacking]": one ability with two triggers (OP 10-2)
                    head["trigger"] = [head["trigger"], other["trigger"]]
                else:
                    return None
                match = second
        elif number_match:
            conditions.append(fill(templates.CONDITION_MARKS["DON!! x$n"], {"n": int(number_match.group(1))}))
        elif mark in templates.CONDITION_MARKS:
            conditions.append(templates.CONDITION_MARKS[mark])
        else:
            break
        text = text[match.end() :]
    if text.startswith("/"):  # "[On Play]/[When Attacking]": one ability has one trigger
        return None
    return head, conditions, text


def _keywords(text: str) -> list[str] | None:
    """The keywords of a line that prints only keywords, else ``None``."""
    words = MARK.findall(text)
    if not words or MARK.sub("", text).strip() or any(w not in templates.KEYWORDS for w in words):
        return None
    return [templates.KEYWORDS[w] for w in words]


def _compile(line: str, card_type: str, interpreter: Interpreter) -> Compiled:
    text = normalise(line)
    ability = _read(text, card_type)
    if ability is not None and not checks(ability, interpreter, line, FREE_REFS):
        ability = None
    if ability is None:
        kind = "play" if card_type == "event" and line.startswith(("[Main]", "[Counter]")) else "cont"
        ability = {"kind": kind, "text": line, "automated": False}
    else:
        ability = {**ability, "text": line}
    return Compiled(line, ability, blank(text))


#: "this Leader", "this Character", "this Stage": the card itself, named by its own card type
THIS_CARD = re.compile(r"\bthis (Leader|Character|Stage)\b", re.IGNORECASE)


def _read(text: str, card_type: str) -> dict[str, Any] | None:
    if any(m.group(1).lower() != card_type for m in THIS_CARD.finditer(text)):
        return None  # "this Leader" on a Character card names no card (2-2; a mutation probe)
    keywords = _keywords(text)
    if keywords is not None:
        if len(keywords) == 1:  # OP 10-1
            return {"kind": "keyword", "keyword": keywords[0]}
        return {
            "kind": "cont",
            "modifiers": [{"to": "this", "stat": "keywords", "grant": k} for k in keywords],
        }
    read = _head(text)
    if read is None:
        return None
    head, conditions, rest = read
    kind = str(head.get("kind", "cont"))
    if kind == "play" and card_type != "event":
        return None
    if kind in ("play", "trigger") and conditions:  # carried out with no condition check
        return None
    body = GRAMMAR.parse(kind, rest)
    if body is None:
        return None
    trigger = body.get("trigger") if isinstance(body, dict) else None
    if isinstance(trigger, dict) and trigger.get("on") == "op.start_of_game" and card_type != "leader":
        return None  # only a Leader's "at the start of the game" is processed (5-2-1-5-1)
    if "condition" in body:
        conditions = [*conditions, {"condition": body["condition"]}]
    return {**head, "kind": kind, **body, **_guards(conditions)}


def _guards(conditions: list[Any]) -> dict[str, Any]:
    """The limit and condition the condition marks (and a body's condition) give."""
    guards: dict[str, Any] = {}
    if any("limit" in c for c in conditions):
        guards["limit"] = 1
    found = [c["condition"] for c in conditions if "condition" in c]
    if found:
        guards["condition"] = found[0] if len(found) == 1 else {"all": found}
    return guards


def read_trigger(line: str, card_type: str) -> dict[str, Any] | None:
    """The trigger of a line whose timing mark is an automatic one ([On Play], [When
    Attacking] …, OP 10-2) when the rest is not read, with its condition marks' condition and
    limit (``LineCompiler``); ``None`` for any other line."""
    read = _head(normalise(line))
    if read is None or read[0].get("kind") != "auto":
        return None
    head, conditions, _ = read
    return {"trigger": head["trigger"], **_guards(conditions)}


@lru_cache(maxsize=1)
def checker() -> Interpreter:
    """An interpreter with the ONE PIECE vocabulary, to check compiled scripts with."""
    return _compiler.checker_for(vocab.register)


#: one ability line to a script ability (see the module docstring)
compile_line = _compiler.LineCompiler(_compile, checker, read_trigger)


def compile_text(text: str, card_type: str, interpreter: Interpreter | None = None) -> list[Compiled]:
    """Every ability line of a card's text, compiled (and checked by ``interpreter``); a
    [Trigger] that activates another of the card's effects takes that effect."""
    compiled = [compile_line(line, card_type, interpreter) for line in ability_texts(text)]
    return [_activate_own(c, compiled, interpreter) for c in compiled]


def _activate_own(entry: Compiled, compiled: list[Compiled], interpreter: Interpreter | None) -> Compiled:
    """ "[Trigger] Activate this card's [Main] effect": the [Main] ability's effect and its
    activation cost ("you may", 8-3-1-4), run as the [Trigger] (OP 10-1-5), when that ability
    is automated and has no condition or limit of its own (``_copied``)."""
    text = normalise(entry.text)
    if not text.startswith("[Trigger]"):
        return entry
    match = ACTIVATE_OWN.fullmatch(text.removeprefix("[Trigger]").strip())
    if match is None:
        # "… activate this card's [Main] effect" in a sentence: automated only with the [Main];
        # its [Counter] / [On Play] / [On K.O.] effect only with that ability, taken as it is
        # (no cost, condition or limit: ``op.activate_own`` runs its effect)
        steps = entry.ability.get("effect", ())
        main = _activates_own_main(steps) and not any(
            other.automated
            and other.ability.get("kind") == "play"
            and "main" in str(other.ability.get("timing", "")).split("/")
            for other in compiled
        )
        taken = [_copied(mark, entry, compiled) for mark in sorted(_own_marks(steps))]
        if entry.automated and (main or any(copied is None or "cost" in copied for copied in taken)):
            return replace(entry, ability={"kind": "trigger", "text": entry.text, "automated": False})
        return entry
    copied = _copied(match.group(1), entry, compiled)
    if copied is not None and checks(copied, interpreter or checker(), entry.text, FREE_REFS):
        return replace(entry, ability={**copied, "text": entry.text})
    # no effect to take (its ability by hand, or with a condition or limit of its own): by hand
    return replace(entry, ability={"kind": "trigger", "text": entry.text, "automated": False})


def _copied(mark: str, entry: Compiled, compiled: list[Compiled]) -> dict[str, Any] | None:
    """The [Trigger]'s script that carries out the card's ``mark`` ability ([Main], [Counter],
    [On Play], [On K.O.]): its effect and activation cost ("you may", 8-3-1-4), when that ability
    is automated and has no condition or limit of its own; ``None`` when there is none."""
    kind, timing = COPIED[mark]
    for other in compiled:
        ability = other.ability
        if (
            other is not entry
            and other.automated
            and ability.get("kind") == kind
            and (not timing or timing in str(ability.get("timing", "")).split("/"))
            and (kind != "auto" or ability.get("trigger") == templates.MARKS[mark]["trigger"])
            and "condition" not in ability
            and "limit" not in ability
            and not (mark == "On K.O." and _names_this(ability.get("effect", ())))
        ):
            copied: dict[str, Any] = {
                "kind": "trigger",
                "effect": [dict(step) for step in ability.get("effect", ())],
            }
            if ability.get("cost"):
                copied.update(cost=[dict(atom) for atom in ability["cost"]], optional=True)
            return copied
    return None


def _own_marks(value: Any) -> set[str]:
    """The marks of the steps "activate this card's [Counter] / [On Play] / [On K.O.] effect"."""
    if isinstance(value, dict):
        found = {str(value["mark"])} if value.get("do") == "op.activate_own" else set()
        return found.union(*(_own_marks(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_own_marks(v) for v in value))
    return set()


def _activates_own_main(value: Any) -> bool:
    """Whether a script has the step "activate this card's [Main] effect" (at any depth)."""
    if isinstance(value, dict):
        if value.get("do") == "op.activate_main" and value.get("cards") == "this":
            return True
        return any(_activates_own_main(v) for v in value.values())
    if isinstance(value, list):
        return any(_activates_own_main(v) for v in value)
    return False


def _names_this(value: Any) -> bool:
    """Whether a script names its own card: an [On K.O.] effect resolves with the card in the
    trash (OP 10-2-17-1), a [Trigger] with the card in no area (10-1-5-3), so "this card" of the
    one is not the other's."""
    if value == "this":
        return True
    if isinstance(value, dict):
        return any(_names_this(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_names_this(v) for v in value)
    return False


def clear_cache() -> None:
    """Forget every text parsed and line compiled so far (for measuring)."""
    _compiler.clear_cache()
    compile_line.clear_cache()
