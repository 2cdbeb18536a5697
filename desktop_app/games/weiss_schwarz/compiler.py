"""The card-text compiler: printed Weiß Schwarz text to card scripts (``docs/card-compiler.md``).

Each ability line of a card's text becomes a script ability that does exactly what the line
says, or an ability marked ``"automated": false`` with its text, done by hand at the table.
A line counts as automated only when every clause of it matched a template; nothing is
approximated. The templates, selectors and effect words are data (``templates.GRAMMAR``),
read by the shared grammar machinery (``games._compiler``: rules, slots, sequences, make
templates); this module holds what is Weiß Schwarz's own:

- the built-in slot categories ``n``, ``int``, ``signed``, ``name``, ``trait``, ``colour``,
  ``phase_word``, ``state_word``, ``zone_word``, ``granted`` (an ability given in quotes,
  compiled as a line of its own), ``said`` (an effect in quotes: its steps) and ``mode`` (the
  same as a ``choose_one`` mode labelled with its text);
- reading the printed text: normalising its spellings, the 【MARK】s that give an ability's
  kind and tags.

Every compiled script is checked by the interpreter like a hand-written one, and a script
naming a card it never bound (``"that character"`` with no choice before it) is refused, so
a template cannot produce a script that fails in play. Nothing here evaluates text as code.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from desktop_app.engine.script import JAPANESE, NESTED, READING, Interpreter
from desktop_app.games import _compiler
from desktop_app.games._compiler import NUMBER, Compiled, Grammar, checks, number, word
from desktop_app.games.weiss_schwarz import templates, vocab

#: a comma inside a quoted name, kept apart from the commas that separate clauses
NAME_COMMA = "\u201a"
#: the quotes of a card name inside a quoted name (""Predation" Titan"), kept apart from the
#: quotes that open and close names
INNER_QUOTE = "\u201f"
#: the marks of an ability's kind at the start of its line (M 8.1)
KINDS = {"AUTO": "auto", "CONT": "cont", "ACT": "act"}
#: marks after the kind that become tags
MARK_TAGS = {"COUNTER": "counter", "CXCOMBO": "cxcombo", "CLOCK": "clock"}
#: a line by hand that opens with a keyword keeps its tag (``templates.FILTER_KEYWORDS``)
KEYWORD_WORD = re.compile(rf"(?:{'|'.join(templates.FILTER_KEYWORDS)})\b")
#: a line marked 【CONT】 or 【ACT】 that opens (after a cost) with a trigger of this card (attacking,
#: placed, becoming 【REVERSE】, its battle opponent's): an 【AUTO】 the data mismarked. Not "When you play
#: this card / this card is played from your hand, you may … play this card for 0 cost", a
#: continuous ability of the hand
MISMARKED = re.compile(r"(?:\[[^\[\]]*\] )?When this card(?:'s| attacks| is placed| becomes)")
#: card references a script may use without binding them first
FREE_REFS = frozenset({"this", "event_card", "nothing", "battle_opponent"})


def clear_cache() -> None:
    """Forget every text parsed and line compiled so far (for measuring)."""
    _compiler.clear_cache()
    compile_line.clear_cache()
    normalise.cache_clear()


def _quoted(text: str) -> str:
    return _unprotect(text[1:-1])


def _signed(text: str) -> Any:
    return "X" if text == "+X" else int(text)


def _granted(text: str) -> Any | None:
    granted = compile_line(_unprotect(text[1:-1]).strip(), "character")
    # a continuous ability given works from the card that holds it (the engine's ``_held``) when it
    # changes values; one that works in a zone of its own ("can be played from your hand …") given
    # while the holder is elsewhere would never work, and one without modifiers (a play condition)
    # is read by nothing: such a line stays by hand
    ability = granted.ability
    if not granted.automated or (
        ability.get("kind") == "cont" and ("zones" in ability or not ability.get("modifiers"))
    ):
        return None
    return dict(granted.ability)


def _said(text: str) -> Any | None:
    """An effect in quotes ("perform the following action. "…""): its steps."""
    return GRAMMAR.parse("effect", _quoted(text).strip().removesuffix(".").strip())


def _mode(text: str) -> Any | None:
    """A mode of "choose one of the following": its steps, labelled with its text."""
    steps = _said(text)
    return None if steps is None else {"label": _quoted(text).strip(), "steps": steps}


def _ability_modes(text: str, until: str | None) -> Any | None:
    """Abilities given in quotes, one of which this card gets ("choose 1 of the following abilities,
    and this card gets that ability until …"): a ``choose_one`` mode each, labelled with its text."""
    modes = []
    for part in re.findall(r"⟦[^⟦⟧]+⟧", text):
        ability = _granted(part)
        if ability is None:
            return None
        grant = {"do": "grant", "cards": "this", "ability": ability, **({"until": until} if until else {})}
        modes.append({"label": _unprotect(part[1:-1]).strip(), "steps": [grant]})
    return modes


#: built-in slot categories: the pattern a slot matches and how its text becomes a value
BUILTINS: dict[str, _compiler.Builtin] = {
    "n": (f"{NUMBER}|six|seven|eight|nine|ten|eleven|twelve", number),
    "int": (r"\d+", number),
    "signed": (r"[+-]\d+|\+X", _signed),
    # a name may carry a Japanese reading ("Rin(凛)"): only ``name_has`` reads one (``_readings_read``).
    # English words in parentheses are part of a name as printed ("(LOL) Cult Member", "Wedding
    # (Tentative)": M 2.1, the name field)
    "name": (
        rf'"(?:[^"⦅⦆]|⦅[A-Za-z][A-Za-z0-9 .!?\'-]*⦆)+(?: ?⦅{JAPANESE}⦆)?"',
        _quoted,
    ),
    # a name given ("… will also be regarded as "Miko(品行方正な優等生 ミコ)""): the card's English name,
    # the reading being the Japanese card's (N1)
    "given_name": (
        rf'"(?:[^"⦅⦆]|⦅[A-Za-z][A-Za-z0-9 .!?\'-]*⦆)+(?: ?⦅{JAPANESE}⦆)?"',
        lambda text: READING.sub("", _quoted(text)),
    ),
    "trait": (r"《[^》]+》", _quoted),
    "colour": (r"yellow|green|red|blue|purple", word),
    "phase_word": (r"stand|draw|clock|main|climax|attack|end", word),
    "state_word": (r"REST|STAND|REVERSE", word),
    "zone_word": (r"hand|stock|waiting room|clock|memory|level", word),
    "granted": (r"⟦[^⟦⟧]+⟧", _granted),
    # an ability given in quotes inside a line ("… gets +1500 power and "【AUTO】 Encore […]" until …",
    # "… and "【CONT】 Great Performance" until …": an effect's grant, which the engine reads; a stock
    # cost in it is kept as ⦅1⦆)
    "quoted_ability": (r'" ?【(?:AUTO|ACT|CONT)】(?:[^"⦅⦆]|⦅\d+⦆)+"', _granted),
    "said": (r'"[^"⦅⦆]+"', _said),
    # a mode may hold card names in quotes ("Choose 1 "X" in your waiting room, …"): a name never
    # opens or closes with a space, so two modes side by side are never read as one; and a cost of
    # its own ("[(1) Put 1 card …] You may pay the cost. If you do, …": the stock cost kept as ⦅1⦆)
    "mode": (r'"(?:[^"⦅⦆]|⦅\d+⦆|"(?! )[^"⦅⦆]*(?<! )")+"', _mode),
    # the same text as an effect's steps ("perform the following effects 1 time each. "…" "…"")
    "said_mode": (r'"(?:[^"⦅⦆]|⦅\d+⦆|"(?! )[^"⦅⦆]*(?<! )")+"', _said),
    # two or more abilities given in quotes, one of which this card gets for the turn or until the
    # end of the opponent's next turn (``_ability_modes``)
    "ability_modes": (r"⟦[^⟦⟧]+⟧(?: ⟦[^⟦⟧]+⟧)+", lambda text: _ability_modes(text, None)),
    "ability_modes_next": (
        r"⟦[^⟦⟧]+⟧(?: ⟦[^⟦⟧]+⟧)+",
        lambda text: _ability_modes(text, "end_of_opponent_turn"),
    ),
}
GRAMMAR = Grammar(templates.GRAMMAR, BUILTINS)
#: the compiler's version: a card compiled by another one is compiled again at start
VERSION = _compiler.version("ws", 9, templates.GRAMMAR)


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
        "≪": "《",
        "≫": "》",
        # a stock cost some printings write as a circled digit ("[④ Put 3 cards …]")
        **{chr(0x2460 + n - 1): f"({n})" for n in range(1, 10)},
    }
)
QUOTED = re.compile(r'"[^"]*"')
#: a card name that opens with a quoted part: ""Predation" Titan" (most names with quotes)
NESTED_NAME = re.compile(r'(?<![\w"])""([^"⟦⟧]+)" ([^"⟦⟧]+)"(?![\w"])')
#: a card name in quotes as a whole: ""Cold-Hearted Sniper"", ""【El Kanaf】"" (the name is '"【El Kanaf】"')
NESTED_NAME_WHOLE = re.compile(r'(?<![\w"])""([^"⟦⟧]+)""(?![\w"])')
#: a card name that ends with a quoted part: "Secret Art "Gender Swap Awakened""
NESTED_NAME_END = re.compile(r'(?<![\w"])"([^"⟦⟧【]+) "([^"⟦⟧【]+)""(?![\w"])')
#: a card name with a quoted part inside: "Shigeo "MOB" Kageyama", "TV Anime "DANDADAN", Momo" (no
#: full stop and short: a quoted sentence that names a card is no name)
NESTED_NAME_MID = re.compile(r'(?<![\w"])"([^"\s⟦⟧【.][^"⟦⟧【.]*) "([^"⟦⟧【.]+)"([^"⟦⟧【.]+)"(?![\w"])')
NESTED_NAME_LONGEST = 60
#: an ability given in quotes at the end of a line: "… gets the following ability. "【AUTO】 …""
GRANTED = re.compile(
    r'"(【(?:AUTO|CONT|ACT)】[^⟦⟧]*)"\.?(?=(?:\s*\([^()]*\))*\.?$| Then, )'
)  # (a reminder may follow, or "Then, …")
#: two abilities given in quotes at the end of a line: "… gets the following (2) abilities. "…" "…""
GRANTED_TWO = re.compile(
    r'(following (?:2 |two )?abilities[^"⟦⟧]*\. )'
    r'"(【(?:AUTO|CONT|ACT)】[^⟦⟧]*?)" "(【(?:AUTO|CONT|ACT)】[^⟦⟧]*)"\.?(?=(?:\s*\([^()]*\))*\.?$)'
)  # (a reminder may follow)
#: reminder text in parentheses, which may hold a stock cost of its own ("(Your opponent cannot use
#: the "【AUTO】 Encore [(3)]" rule either)"); a stock cost "(1)" alone is no reminder
REMINDER = re.compile(r"\((?!\d+\))(?:[^()]|\(\d+\))*\)")
MARK = re.compile(r"\s*【\s*([A-Za-z]+)\s*】\s*")
#: a kind or tag mark some printings write in square brackets ("[AUTO] When …", "[CONT] Assist …",
#: "becomes [REVERSE]")
BRACKET_MARK = re.compile(r"\[(AUTO|CONT|ACT|COUNTER|CXCOMBO|CLOCK|REVERSE|STAND)\]")
#: icons some printings wrote as a word and "@" ("becomes Reverse@", "【REST】 … Stand@ characters")
AT_MARKS = {
    "COUNTER": "COUNTER",
    "CXCOMBO": "CXCOMBO",
    "Clock": "CLOCK",
    "Reverse": "REVERSE",
    "Reversed": "REVERSE",
    "Rest": "REST",
    "Stand": "STAND",
}
AT_MARK = re.compile(rf"\b({'|'.join(AT_MARKS)})@")
#: a cost whose 【REST】 icon the data wrote as "[REST]", losing the cost's own bracket: "[REST] this
#: card] Choose …" is "[【REST】 this card] Choose …"
LOST_REST_BRACKET = re.compile(r"\[REST\] ([^\[\]]*\])")
#: a cost closed with ")" instead of "]" ("[(1) 【REST】 2 of your characters) Flip over …"), or opened
#: without its "[" ("【ACT】 (2) 【REST】 two of your characters] Look at …"): the cost's brackets
LOST_COST_CLOSE = re.compile(r"\[(\(\d+\) [^\[\]()]*)\) (?=[A-Z])")
LOST_COST_OPEN = re.compile(r"^((?:【[A-Z]+】 ?)+)(\(\d+\) [^\[\]()]*\] )")
#: the same icons written "@" first ("cannot @STAND during …")
AT_MARK_FIRST = re.compile(r"@(STAND|REST|REVERSE)\b")
SPACES = re.compile(r"\s+")
#: the ends of a line with an odd number of quotes: a stray final quote, a given ability in quotes
#: whose closing quote the data lost after its last "]" (see ``normalise``)
STRAY_END_QUOTE = re.compile(r'\."$')
UNCLOSED_END = re.compile(r'( "【AUTO】 Encore \[[^\[\]"]*\])\.?$')
#: reminder text after the closing quote of a given ability or an action, at the end of the line
#: ("…." (Damage may be canceled)"): dropped before the quotes are read, as quotes inside it would
#: open a quote of their own
#: "front row" / "back row", as some translations name the center / back stage (WS 3.6.4), read as
#: "center stage" / "back stage" (either player's)
_ROW_STAGE = {"front": "center stage", "back": "back stage"}
FRONT_ROW = re.compile(
    r"\b(?:your|the|their|your opponent's) (front|back) row\b(?! (?:center|left|right))", re.IGNORECASE
)
#: an editor's note left at the end of a line by the data, in full-width braces ("…+1500 power.
#: ｛詰めてください｝", a layout note to the translator): no card text is printed in such braces
EDITOR_NOTE = re.compile(r"\s*｛[^｝]*｝\s*$")
TRAILING_REMINDER = re.compile(r'(?<=")\s*\((?!\d+\))(?:[^()]|\(\d+\))*\)\s*\.?$')
#: a stock cost glued to the next word ("[(1)Put 1 card …]", "[1Put this card …]")
GLUED_STOCK = re.compile(r"\((\d+)\)(?=[A-Z])|(?<=\[)(\d+)(?=[A-Z])")
SPACE_BEFORE = re.compile(r"\s+([.,\]])")
TRAIT = re.compile(r"《[^》]*》")
#: a trait written against the word before it ("up to 1《Omiko City》", "blue or《Strange》")
GLUED_TRAIT = re.compile(r"(?<=\w)《")
#: the data's misspellings and variant wordings ("All your other", "During your opponents turn"),
#: each with a text it cannot match without, in lower case (a line without it is not searched)
MISSPELT = (
    ("all your", re.compile(r"\b(all) your\b", re.I), r"\1 of your"),
    *(
        (needle, re.compile(r"\byour opponents turn\b|\byou opponent's turn\b", re.I), "your opponent's turn")
        for needle in ("opponents turn", "you opponent's turn")
    ),
    ("multipled", re.compile(r"\bmultipled\b"), "multiplied"),
    # "When this card's battle opponent becomes REVERSE": the state printed without its 【】
    ("becomes reverse", re.compile(r"\bbecomes REVERSE\b"), "becomes 【REVERSE】"),
    # "When this card is placed on stage from your hand" (some older sets), "unitl end of turn"
    ("placed on stage", re.compile(r"\bplaced on stage\b"), "placed on the stage"),
    # "When this card is placed on your stage from …": your stage is the stage a card of yours is
    # placed on (WS 3.2), the usual "the stage"
    ("placed on your stage", re.compile(r"\bis placed on your stage from\b"), "is placed on the stage from"),
    ("unitl", re.compile(r"\bunitl\b"), "until"),
    ("charaters", re.compile(r"\bcharaters\b"), "characters"),
    # "choose 1 <character> in your waiting room, and return to your hand": the chosen card is
    # what is returned, the one reading of the object the line dropped
    (
        "and return to your hand",
        re.compile(r"\b([Cc]hoose [^.]*?, and) return to your hand\b"),
        r"\1 return it to your hand",
    ),
    ("thte", re.compile(r"\bthte\b"), "the"),
    # "placed on your CX area", "…, you can choose 1 …", "pay the cost.If you do", ". if you do,":
    # the usual words and spacing
    ("cx area", re.compile(r"\bCX area\b"), "climax area"),
    (", you can ", re.compile(r"(?<=, )you can (?=choose|put|return|draw)"), "you may "),
    ("if you do", re.compile(r"\.(?: ?if|If) you do,"), ". If you do,"),
    # "if there is a climax is in your climax area": one "is" too many
    (
        "is in your climax",
        re.compile(r"\bthere is (an? [^,.]*?) is in your climax area\b"),
        r"there is \1 in your climax area",
    ),
    # a stock cost printed without its parentheses ("［1］", "［1 Put a card …］", "［1Put …]": one set)
    ("[", re.compile(r"\[(\d)\]"), r"[(\1)] "),
    ("[", re.compile(r"\[(\d) ?(?=[A-Z【])"), r"[(\1) "),
    # "return that character into your hand": the usual "to"
    (
        "into your hand",
        re.compile(r"\breturn (it|them|that character|this card) into your hand\b"),
        r"return \1 to your hand",
    ),
    # a trait glued to the word after it ("《hololive》character")
    ("》", re.compile(r"》(?=[A-Za-z])"), "》 "),
    # "you may place the top card of your deck into the waiting room", "…, and place them on separate
    # stage positions": the verb of older printings for "put"
    ("place ", re.compile(r"(\bmay |, and )place (?=(?:the top|it|them)\b)"), r"\1put "),
    # "【1/TURN】" (newer printings): the limit "This ability activates up to 1 time per turn." (WS
    # 8.1.3.2) where it stands, after the marks before it
    ("/turn】", re.compile(r"【(\d+)/TURN】 ?"), r"This ability activates up to \1 times per turn. "),
    # "if this card in on your center stage", "put it in your stock", "at the bottom your clock",
    # "[Put 1 card from your hand into your waiting room}": typos of one printing each
    ("this card in on", re.compile(r"\bthis card in on\b"), "this card is on"),
    ("in your stock", re.compile(r"\bput (it|them) in your stock\b"), r"put \1 into your stock"),
    ("bottom your", re.compile(r"\bat the bottom your\b"), "at the bottom of your"),
    ("}", re.compile(r"^((?:【[A-Z]+】 )*\[[^\[\]{}]*)\}"), r"\1]"),
    # "your opponent has 1 or fewer characters": the usual "or less"
    ("or fewer", re.compile(r"\bor fewer\b"), "or less"),
    # "until the end of turn" (some printings): the duration's usual "until end of turn" (the end of
    # your opponent's next turn keeps its words)
    ("the end of turn", re.compile(r"\buntil the end of turn\b"), "until end of turn"),
    # "this character's soul": this card's (a character's own text names it "this card", WS 8.1)
    ("this character's", re.compile(r"\b([Tt]his) character's\b"), r"\1 card's"),
    # "[Put a card from the top of your deck into your clock]": the top card, in the usual words
    (
        "a card from the top of your deck",
        re.compile(r"\b([Pp]ut) a card from the top of your deck\b"),
        r"\1 the top card of your deck",
    ),
    # "if the cost of this card's battle opponent is 0 or lower": the usual "… is cost 0 or lower"
    *(
        (
            f"the {stat} of",
            re.compile(
                rf"\bthe ({stat}) of (this card's battle opponent|the character facing this card) is"
                r" (\d+) or (higher|lower)\b"
            ),
            r"\2 is \1 \3 or \4",
        )
        for stat in ("level", "cost")
    ),
    # a count glued to the name after it ("[Put 1"Day of Encountering Destiny" from …]")
    *((f'{digit}"', re.compile(r'(?<=\b\d)"(?=[A-Z])'), ' "') for digit in "1234"),
    # typos of one printing each: "shuflle", "in your hard", "in you hand", "search you deck", "you
    # may the cost"
    ("shuflle", re.compile(r"\bshuflle\b"), "shuffle"),
    # "that charcacter gets +1000 power" (Fdl/W65-TE16)
    ("charcacter", re.compile(r"\bcharcacter\b"), "character"),
    # "with a level equal to or less than your level", "with level equal or lower than your level":
    # the usual "with level equal to or lower than your level"
    (
        "level equal ",
        re.compile(r"\bwith (?:a )?level equal (?:to )?or (?:less|lower) than your level\b"),
        "with level equal to or lower than your level",
    ),
    ("seperate", re.compile(r"\bseperate\b"), "separate"),
    # "Brainstorm Resonate [cost]": the marks in the order the rules read them (WS 10.7, 10.13)
    ("brainstorm reson", re.compile(r"\bBrainstorm (Reson(?:ate|ance)) (?=\[)"), r"\1 Brainstorm "),
    ("the end your", re.compile(r"\buntil the end your\b"), "until the end of your"),
    ("that characters gets", re.compile(r"\bthat characters gets\b"), "that character gets"),
    # "if you have 2 or less markers underneath this card": this card's markers (WS 3.7), in the words
    # of "this card has N or less markers underneath it"
    (
        "markers underneath this card",
        re.compile(r"\byou have (\w+) or (less|more) markers underneath this card\b"),
        r"this card has \1 or \2 markers underneath it",
    ),
    # "this card gains the following ability", "gains +1 soul": the usual "gets"
    ("gains", re.compile(r"\b([Tt]his card|[Tt]hat character) gains\b"), r"\1 gets"),
    # "if you have a card named "X" on your climax area": a card in a zone (placed "on" it, but it is
    # "in" it, WS 3.2)
    *(
        (
            needle,
            re.compile(r'(\b(?:is|have (?:a card named )?"[^"]*")) on your climax area\b'),
            r"\1 in your climax area",
        )
        for needle in ("is on your climax area", '" on your climax area')
    ),
    # "cost 1 or less", "level 2 or less": the usual "or lower" of a card's level or cost
    ("or less", re.compile(r"\b(level|cost) (\d+) or less\b"), r"\1 \2 or lower"),
    # "[Put a card from your hand to your waiting room]", "[Put 1 《A》 character from your waiting
    # room to the bottom of your clock]": a cost's usual "into" and "at the bottom of"
    (
        " to your waiting room",
        re.compile(r"\b(from your (?:hand|stage|clock|stock|memory)) to your waiting room\b"),
        r"\1 into your waiting room",
    ),
    # "put it in their waiting room": the usual "into" of a move to a zone (as "in your stock" below)
    *(
        (
            f"put {what} in ",
            re.compile(
                r"\bput (it|them|that character|those characters) in"
                r" ((?:your|their|your opponent's) (?:waiting room|clock|memory))\b"
            ),
            r"put \1 into \2",
        )
        for what in ("it", "them", "that character", "those characters")
    ),
    # "This ability activates up to once per turn": 1 time (WS 8.1.3.2)
    ("up to once per turn", re.compile(r"\bup to once per turn\b"), "up to 1 time per turn"),
    # "…, and you deal 4 damage to your opponent" after the opponent's action: "deal"
    ("and you deal", re.compile(r"\band you deal (?=\w+ damage to your opponent\b)"), "and deal "),
    # "the following ability until end of turn, "【CONT】 …"": the full stop before the quote
    *(
        (
            needle,
            re.compile(r'\b(the following abilit(?:y|ies)(?: until [^,".⟦]+)?), (?=⟦|"【)'),
            r"\1. ",
        )
        for needle in (", ⟦", ', "【')
    ),
    # moving a card to an empty slot of a row: "an" and "another" open position are the same slot
    # (a card moved leaves its own); the templates say "another … of their", "an … of your", and
    # "their" for "your opponent's"
    (
        "to an open position o",
        re.compile(
            r"\b([Mm]ove (?:it|that character) to) an open position (?:of|on) (?:their|your opponent's)\b"
        ),
        r"\1 another open position of their",
    ),
    (
        "open position o",
        re.compile(r"\bopen position (?:of|on) (?:your opponent's|their) (?=(?:center |back )?stage\b)"),
        "open position of their ",
    ),
    (
        "to another open position of your",
        re.compile(
            r"\b([Mm]ove (?:it|that character|this card) to) another open position of your"
            r" (?=(?:center|back) stage)"
        ),
        r"\1 an open position of your ",
    ),
    ("your hard", re.compile(r"\bin your hard\b"), "in your hand"),
    *(
        (
            f" you {zone}",
            re.compile(
                r"\b(in|into|from|of|on|search) you (hand|deck|climax area|waiting room|stock|clock|memory"
                r"|level|stage|center stage|back stage)\b"
            ),
            r"\1 your \2",
        )
        for zone in (
            "hand",
            "deck",
            "climax",
            "waiting",
            "stock",
            "clock",
            "memory",
            "level",
            "stage",
            "center",
            "back",
        )
    ),
    # "if this card in your memory": the "is" a typo lost
    ("this card in ", re.compile(r"\b([Ii]f|and) this card in (?=(?:your|the) )"), r"\1 this card is in "),
    # "[Put a 《Weapon》 character from your hand into waiting room]": your waiting room
    (
        " into waiting room",
        re.compile(
            r"\b((?:from|of) (?:the top of )?your (?:hand|stage|clock|stock|memory|deck)) into waiting room\b"
        ),
        r"\1 into your waiting room",
    ),
    ("may the cost", re.compile(r"\byou may the cost\b"), "you may pay the cost"),
    # "put the top X of your opponent's deck into …": the cards lost ("the top X cards of")
    (
        "top x of ",
        re.compile(r"\bthe top X of (?=(?:your|your opponent's|their) deck\b)"),
        "the top X cards of ",
    ),
    # "look at up to two cards …, and put it on the top of your deck in any order": the cards looked
    # at, "them" ("in any order" is said of more than one)
    (
        "put it on the top of your deck in any order",
        re.compile(r"\bput it on the top of your deck in any order\b"),
        "put them on the top of your deck in any order",
    ),
    # "is cancelled" (one printing) and "you may …. If so, …": the usual "canceled" and "If you do"
    ("cancelled", re.compile(r"\bcancelled\b"), "canceled"),
    ("being frontal", re.compile(r"\bis being frontal attacked\b"), "is frontal attacked"),
    # "choose one of your own characters": your characters (WS 3.2)
    ("your own", re.compile(r"\bof your own (?=characters?\b)"), "of your "),
    ("if so,", re.compile(r"(\byou may [^.]*)\. If so,"), r"\1. If you do,"),
    # "becomes REVERSE" printed without its brackets
    ("becomes reverse", re.compile(r"\bbecomes REVERSE\b"), "becomes 【REVERSE】"),
    # "When "X" is placed in your climax area" (one set): the climax area's usual "on"
    ("placed in your climax", re.compile(r"\bplaced in your climax area\b"), "placed on your climax area"),
    # "When this card is placed on the climax area from your hand": a card goes to its owner's climax
    # area (WS 3.2), "your climax area"
    (
        "placed on the climax area",
        re.compile(r"\bthis card is placed on the climax area\b"),
        "this card is placed on your climax area",
    ),
    # a closing quote glued to the next word ('"Archer(アーチャー)"in its card name', '"X"is in your level',
    # 'by a "Change"effect')
    ('"', re.compile(r'(?<=\S)"(?=(?:in (?:its|their) card names?|is in|effect)\b)'), '" '),
    # "REST this card" printed without its brackets
    *(
        (needle, re.compile(r"(?<!【)\b(REST|STAND) this card\b"), r"【\1】 this card")
        for needle in ("rest this card", "stand this card")
    ),
    # "… from your hand into the waiting room": your cards go to your waiting room (only after one of
    # your zones: "… of your opponent's deck into the waiting room" stays as printed)
    (
        " into the waiting room",
        re.compile(
            r"\b((?:from|of) (?:the top of )?your (?:hand|stage|clock|stock|memory|deck))"
            r" into the waiting room\b"
        ),
        r"\1 into your waiting room",
    ),
    # "with level equal or higher than …": the usual "equal to or higher than"
    ("equal or", re.compile(r"\bequal or (lower|higher|less|more) than\b"), r"equal to or \1 than"),
    # "choose 1 character on your opponent's center stage", "characters on your back stage": a card
    # in a row of a stage (the templates read "in"; "on" for a card on the stage, WS 3.4)
    (
        " stage",
        re.compile(r"\b(characters?|cards?) on ((?:your|your opponent's|their|the) (?:center|back) stage)\b"),
        r"\1 in \2",
    ),
    # "【CONT】 During your turn, this card gets +2000 power until end of turn": a continuous
    # ability has no duration (it applies while its condition holds, WS 8.9), so the stray "until
    # end of turn" of one set is dropped (the whole line only: nothing follows it)
    (
        "during your turn, this card gets",
        re.compile(
            r"^(【CONT】\s*During your turn, this card gets [+-]?\d+ (?:power|soul))"
            r" until end of turn(?=\.?$)"
        ),
        r"\1",
    ),
    # "your opponent puts that character from your opponent's memory": the usual "their"
    (
        "that character from your opponent's memory",
        re.compile(r"\b(your opponent (?:puts|places) that character from) your opponent's memory\b"),
        r"\1 their memory",
    ),
    # "X is equal to the total level of the revealed cards": the cards the effect revealed or put
    # there, "those cards"
    ("the revealed cards", re.compile(r"\bof the revealed cards\b"), "of those cards"),
    # "look at …, search for up to 1 … from among them": the usual "choose"
    ("search for up to", re.compile(r"\bsearch for (up to [^,.]*? from among them)\b"), r"choose \1"),
    # "…, and you deal 4 damage to your opponent": the usual "deal"
    (" you deal ", re.compile(r"(, (?:and )?)you deal (?=\S+ damage\b)"), r"\1deal "),
    # "X is equal to the number of soul that character has": that character's soul
    ("number of soul", re.compile(r"\bthe number of soul (that (?:card|character)) has\b"), r"\1's soul"),
    # "if the cost (level) of this card's battle opponent is 0 or lower": the usual "this card's
    # battle opponent is cost 0 or lower"
    (
        "of this card's battle opponent is",
        re.compile(r"\bthe (level|cost) of this card's battle opponent is (?=\d)"),
        r"this card's battle opponent is \1 ",
    ),
    # "put it on the top or bottom of your deck", "placed on the stage from hand", "… waiting
    # room,and return it": the usual words and spacing
    ("top or bottom of", re.compile(r"\bon the top or bottom of\b"), "on the top or at the bottom of"),
    ("from hand", re.compile(r"\bplaced on the stage from hand\b"), "placed on the stage from your hand"),
    (",and ", re.compile(r",and (?=put|return|choose|draw|this card)"), ", and "),
    # "put that character on top of your opponent's deck": the usual "on the top of"
    ("on top of", re.compile(r"\b(put (?:it|them|that character) )on top of\b"), r"\1on the top of"),
    # "put in on any position", "put it in the stage position this card was in", "you cannot play
    # this card from your hand", "if you have a card named "A" on your climax area": the usual words
    ("put in on", re.compile(r"\bput in on\b"), "put it on"),
    (
        "position this card",
        re.compile(r"\bstage position this card (was|is)\b"),
        r"stage position that this card \1",
    ),
    (
        "you cannot play this card",
        re.compile(r"\byou cannot play this card from your hand\b"),
        "this card cannot be played from your hand",
    ),
    (
        "on your climax area",
        re.compile(r'\byou have (a card named "[^"]+") (?:on|in) your climax area\b'),
        r"\1 is in your climax area",
    ),
    # a change of three digits or more with no word after it is power ("gets +1000 until end of
    # turn", "gets +1500."): level, soul and cost changes are one digit and always say which
    *(
        (sign, re.compile(r"(?<![\w\"])([+-]\d{3,})(?=(?: until\b| and\b|,|\.|$))"), r"\1 power")
        for sign in "+-"
    ),
)
#: a curly apostrophe outside names and traits ("this card’s battle opponent"): the straight one
#: (inside a name or a trait it is part of the name, kept as printed)
APOSTROPHE = re.compile(r'"[^"]*"|《[^》]*》|’')
#: a full-width Latin letter outside names and traits ("characteｒs", "+Ｘ power"): the ASCII one
FULL_WIDTH = re.compile(r'"[^"]*"|《[^》]*》|[Ａ-Ｚａ-ｚ]')
DIGITS = re.compile(r"\d+")
#: the final full stop, printed twice or full-width by some lines ("… until end of turn..", "…. 。")
FINAL_STOP = re.compile(r"(?:\s*[.。])+$")


@lru_cache(maxsize=100_000)  # read again for the trigger of a line by hand (``read_trigger``)
def normalise(line: str) -> str:
    """One spelling for the data's variants: 【MARK】 spacing, quotes, minus signs, reminder
    text in parentheses (a stock cost ``(1)`` stays), the final full stop."""
    # the data lost the counter icon of some Backup lines ("【ACT】 COUNTER@ Backup …") and wrote
    # some marks in square brackets ("[CONT]"); older printings say "his or her" where newer ones
    # say "their"; and one set lost the spaces of "When this card attacks" (a "?" for each)
    text = EDITOR_NOTE.sub("", line.translate(SPELLINGS)).strip().replace("his or her", "their")
    text = text.replace("''【", '"【')  # a given ability opened with two apostrophes (one set)
    text = FRONT_ROW.sub(lambda m: m.group(0)[: -len(m.group(1)) - 4] + _ROW_STAGE[m.group(1).lower()], text)
    text = GLUED_STOCK.sub(
        lambda m: f"({m.group(1) or m.group(2)}) ", LOST_REST_BRACKET.sub(r"[【REST】 \1", text)
    )
    text = LOST_COST_OPEN.sub(r"\1[\2", LOST_COST_CLOSE.sub(r"[\1] ", text))
    text = AT_MARK_FIRST.sub(r"【\1】", AT_MARK.sub(lambda m: f"【{AT_MARKS[m.group(1)]}】", text))
    text = BRACKET_MARK.sub(r"【\1】", text.replace("When?this?card?attacks", "When this card attacks"))
    if '"' not in text:  # curly quotes as the only quotes; beside straight ones they belong to a name
        text = text.replace("“", '"').replace("”", '"')
    elif text.count('"') % 2 and "“" not in text:
        # a name opened straight and closed curly ('"Petit Devil Kouhai, Tomoe Koga”'): no opening
        # curly quote, so the closing one closes that name
        text = text.replace("”", '"')
    if text.count('"') % 2:
        # one quote too many or too few at the end of a line (a stray '…that character."', a given
        # 'and "【AUTO】 Encore [Put a character from your hand into your waiting room].'): the line
        # as it reads once the end is balanced
        text = STRAY_END_QUOTE.sub(".", text) if text.endswith('."') else UNCLOSED_END.sub(r'\1"', text)
    text = APOSTROPHE.sub(lambda m: "'" if m.group(0) == "’" else m.group(0), text)
    text = FULL_WIDTH.sub(_ascii_letter, text)
    text = TRAILING_REMINDER.sub("", text)
    text = GRANTED.sub(r"⟦\1⟧", GRANTED_TWO.sub(r"\1⟦\2⟧ ⟦\3⟧", text)).replace(".⟦", ". ⟦")
    text = NESTED_NAME_WHOLE.sub(rf'"{INNER_QUOTE}\1{INNER_QUOTE}"', text)
    text = NESTED_NAME.sub(rf'"{INNER_QUOTE}\1{INNER_QUOTE} \2"', text)
    text = NESTED_NAME_END.sub(rf'"\1 {INNER_QUOTE}\2{INNER_QUOTE}"', text)
    text = NESTED_NAME_MID.sub(_nested_mid, text)
    text = GLUED_TRAIT.sub(" 《", text)
    lowered = text.lower()
    for needle, wrong, right in MISSPELT:
        if needle in lowered:
            text = wrong.sub(right, text)
    text = TRAIT.sub(_trait_commas, QUOTED.sub(_protect, text))
    text = MARK.sub(_mark, REMINDER.sub(" ", text))
    text = SPACE_BEFORE.sub(r"\1", SPACES.sub(" ", text).strip()).replace("[ ", "[")
    return FINAL_STOP.sub("", text).strip()


def _ascii_letter(match: re.Match[str]) -> str:
    """A full-width letter as the ASCII one; a name or a trait as printed."""
    found = match.group(0)
    return chr(ord(found) - 0xFEE0) if len(found) == 1 else found


def _nested_mid(match: re.Match[str]) -> str:
    """A name with a quoted part inside as one name (its inner quotes marked), if it is short."""
    if len(match.group(0)) > NESTED_NAME_LONGEST:
        return match.group(0)
    return f'"{match.group(1)} {INNER_QUOTE}{match.group(2)}{INNER_QUOTE}{match.group(3)}"'


def _mark(match: re.Match[str]) -> str:
    """A 【MARK】 in one spelling ("【CXCombo】" is "【CXCOMBO】")."""
    return f" 【{match.group(1).upper()}】 "


def _protect(quoted: re.Match[str]) -> str:
    """A quoted name's commas kept apart from clause commas; its parentheses (a Japanese
    reading, which no English card name has) marked so that no template takes the name."""
    return quoted.group(0).replace(",", NAME_COMMA).replace("(", "⦅").replace(")", "⦆")


def _trait_commas(trait: re.Match[str]) -> str:
    """A trait's commas ("《Hello, Happy World!》") kept apart from clause commas."""
    return trait.group(0).replace(",", NAME_COMMA)


def _unprotect(text: str) -> str:
    """The text as printed again (a granted ability's own text)."""
    return text.replace(NAME_COMMA, ",").replace("⦅", "(").replace("⦆", ")").replace(INNER_QUOTE, '"')


def blank(text: str) -> str:
    """A normalised line's template: numbers, quoted names and traits blanked."""
    return DIGITS.sub("N", TRAIT.sub("<T>", QUOTED.sub('"X"', text)))


#: a kind mark after the end of a sentence inside a line: the data joined two abilities on one
#: line ("… +1 soul. 【AUTO】 When …")
JOINED = re.compile(r"(?<=[.)）])\s*(?=【(?:AUTO|CONT|ACT)】)")


def ability_texts(text: str) -> list[str]:
    """The ability lines of a card's text: a quoted line (the ability an earlier line gives)
    joined to the line before it, a reminder-only line (in full-width parentheses too) and a number
    alone dropped (no ability), and a line the data joined from two abilities split again (never
    inside quotes, where a mark starts an ability given, nor after "the following …")."""
    lines: list[str] = []
    for line in _cut_lines_joined(_compiler.ability_lines(text, ('"', "“", "「"))):
        if line.startswith("（") and line.endswith((")", "）")):
            continue  # a reminder-only line opened full width ("（【COME BACK】: When …)")
        if line.isdigit():
            continue  # a number alone (RSL/S69-E021's "0"), as the data's "-": no ability
        start = 0
        for joint in JOINED.finditer(line):
            before = line[start : joint.start()]
            if _balanced(line[: joint.start()]) and not re.search(r"following \w+\.$", before):
                lines.append(before.strip())
                start = joint.end()
        lines.append(line[start:].strip())
    return [part for line in lines for part in _play_condition_apart(line)]


def _cut_lines_joined(lines: list[str]) -> list[str]:
    """A line the data cut after a comma ("If you have 2 or less 《A》 characters," and "this card
    cannot be played from your hand.") joined to the line after it: no ability ends with a comma."""
    joined: list[str] = []
    for line in lines:
        if joined and joined[-1].endswith(","):
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
    return joined


#: the end of a play condition the data joined to the event's effect ("…, this card cannot be
#: played from your hand. Put this card into your memory."): two abilities (WS 8.6.2.1)
PLAY_CONDITION_END = re.compile(
    r"(?:(?<=this card cannot be played from your hand\.)|(?<=this card cannot be played from hand\.))"
    r"\s*(?=\S)"
)


def _play_condition_apart(line: str) -> list[str]:
    """A play condition and what follows it on one line, as two lines (never inside quotes)."""
    joint = PLAY_CONDITION_END.search(line)
    if joint is None or not _balanced(line[: joint.start()]):
        return [line]
    return [line[: joint.start()].strip(), line[joint.end() :].strip()]


def _balanced(text: str) -> bool:
    """Whether every quote opened in ``text`` is closed."""
    return (
        text.count('"') % 2 == 0
        and text.count("“") == text.count("”")
        and text.count("「") == text.count("」")
    )


#: "During the turn that this card is placed on the stage from your hand, when …" after an
#: 【AUTO】 line's limit and cost: a condition of the trigger, checked when it triggers and when
#: it resolves like "During your turn" (WS 8.7); "… from your hand or by a "Change" effect": placed
#: either way this turn (WS 10.8)
PLACED_TURN = re.compile(
    r"During the turn that this card (?:is|was) placed on (?:the )?stage (?:from your hand"
    r'(?P<change> or by (?:a )?"Change"(?: effect)?)?'
    r'|by the 【AUTO】 effect of "(?P<auto>[^"]+)"), (?=when |at )'
)
PLACED: dict[str, Any] = {"ws.placed_from_hand": "this"}
PLACED_OR_CHANGED: dict[str, Any] = {"any": [PLACED, {"ws.placed_by_change": "this"}]}


def _placed_turn_apart(text: str) -> tuple[str, dict[str, Any] | None]:
    """The line without "During the turn that this card is placed …", and the condition it said
    (only after the limit, the cost and a keyword such as Accelerate, never inside an ability given
    in quotes)."""
    found = PLACED_TURN.search(text)
    if found is None or OPENING_MARKS.fullmatch(text[: found.start()]) is None:
        return text, None
    rest = text[found.end() :]
    placed = PLACED_OR_CHANGED if found.group("change") else PLACED
    if found.group("auto"):  # "… by the 【AUTO】 effect of "X"": an ability of a card of that name
        placed = {"ws.placed_by": {"card": "this", "kind": "auto", "name": _unprotect(found.group("auto"))}}
    return text[: found.start()] + rest[:1].upper() + rest[1:], placed


#: "If this card is in your waiting room / in your memory / in your level / the top card of your
#: clock, (and …,)" before an 【AUTO】 line's trigger (after its limit, cost and keyword marks): the
#: zone the ability works in (WS 2.12.2: a character's text works on the stage unless it says
#: otherwise; Alarm, WS 10.1; Memory, WS 10.9; Experience, WS 10.10) and a condition of the
#: trigger, checked when it triggers and when it resolves (WS 8.7); the rest of the condition is
#: read by the ``condition`` category
WHERE_FIRST = re.compile(
    r"If this card is (?P<where>in your waiting room|in your memory|in your level"
    r"|(?:the top card|at the top) of your clock)"
    r"(?:, and (?P<also>[^⟦⟧]+?))?, (?=when |at |during )",
    re.IGNORECASE,
)
OPENING_MARKS = re.compile(
    r"(?:This ability activates up to \S+ times? per turn\. |\[[^\[\]]*\] "
    r"|(?:Alarm|Memory|Experience|Resonate|Accelerate) )*"
)
WHERE_ZONES = {"waiting": "waiting_room", "memory": "memory", "clock": "clock", "level": "level"}


#: "…, if this card is in your memory / waiting room / level / the top card of your clock(, and
#: …), …" right after an 【AUTO】 line's trigger: the same zone as before the trigger (``_where_first``)
WHERE_AFTER = re.compile(
    r", if this card is (?P<where>in your waiting room|in your memory|in your level"
    r"|the top card of your clock)(?=, )",
    re.IGNORECASE,
)

#: ", and <condition>" after that zone, before the effect
WHERE_ALSO = re.compile(r", and (?P<also>[^,⟦⟧]+)(?=, )")


def _where_first(text: str) -> str:
    """The line with "if this card is in your memory / waiting room" moved before its trigger when
    it follows the trigger (after the limit, cost and marks), where ``_where_apart`` reads it."""
    found = WHERE_AFTER.search(text)
    if found is None:
        return text
    opening = OPENING_MARKS.match(text)
    start = opening.end() if opening else 0
    trigger = text[start : found.start()]
    if GRAMMAR.parse("trigger", trigger) is None:
        return text
    rest = text[found.end() :]
    also = WHERE_ALSO.match(rest)  # ", and you have …": read with the zone (``WHERE_FIRST``)
    if also is not None and GRAMMAR.parse("condition", also.group("also")) is not None:
        where, rest = f"If this card is {found.group('where')}{also.group(0)}, ", rest[also.end() :]
    else:
        where = f"If this card is {found.group('where')}, "
    return text[:start] + where + trigger[:1].lower() + trigger[1:] + rest


def _where_apart(text: str) -> tuple[str, dict[str, Any] | None]:
    """The line without "If this card is in your … (, and …)," before its trigger, and what it
    gave: the zone and the condition (``None``: no such opening, or a condition not read)."""
    found = WHERE_FIRST.search(text)
    if found is None or OPENING_MARKS.fullmatch(text[: found.start()]) is None:
        return text, None
    zone = next(z for word, z in WHERE_ZONES.items() if word in found.group("where").lower())
    here: dict[str, Any] = {"zone": zone, "is": "this", **({"top": 1} if zone == "clock" else {})}
    conditions: list[Any] = [{"exists": here}]
    if found.group("also"):
        also = GRAMMAR.parse("condition", found.group("also"))
        if also is None:
            return text, None
        conditions.append(also)
    rest = text[found.end() :]
    where = {"zones": [zone], "condition": conditions[0] if len(conditions) == 1 else {"all": conditions}}
    return text[: found.start()] + rest[:1].upper() + rest[1:], where


#: "During your climax phase, when …" / "During the attack phase, when …" before an 【AUTO】
#: line's trigger: a condition of the trigger (the turn's phase, WS 6.1), checked when it triggers
#: and when it resolves (WS 8.7)
PHASE_FIRST = re.compile(
    r"During (?P<whose>your |your opponent's |the )(?P<phase>stand|draw|clock|main|climax|attack|end) phase"
    r"(?: or (?:(?P=whose))?(?P<also>stand|draw|clock|main|climax|attack|end) phase)?, (?=when |at )",
    re.IGNORECASE,
)
TURNS = {"your ": "yours", "your opponent's ": "opponents"}


def _phase_apart(text: str) -> tuple[str, dict[str, Any] | None]:
    """The line without "During your … phase," before its trigger, and the condition it gave."""
    found = PHASE_FIRST.search(text)
    if found is None or OPENING_MARKS.fullmatch(text[: found.start()]) is None:
        return text, None
    phase: dict[str, Any] = {"phase": found.group("phase").lower()}
    if found.group("also"):  # "During your climax phase or your attack phase, when …": either
        phase = {"any": [phase, {"phase": found.group("also").lower()}]}
    turn = TURNS.get(found.group("whose").lower())
    condition = {"all": [{"turn": turn}, phase]} if turn else phase
    rest = text[found.end() :]
    return text[: found.start()] + rest[:1].upper() + rest[1:], condition


#: "This ability activates up to N times per turn." after an 【AUTO】 line's cost or marks ("[(1)] This
#: ability activates up to 1 time per turn. When …"): the same limit as before them (WS 8.1.3.2)
LIMIT_SENTENCE = re.compile(r"This ability activates up to \S+ times? per turn\. ")


def _limit_first(text: str) -> str:
    """The line with its limit sentence first when only a cost and marks come before it (never
    inside an ability given in quotes, which has a limit of its own)."""
    found = LIMIT_SENTENCE.search(text)
    if found is None or found.start() == 0 or OPENING_MARKS.fullmatch(text[: found.start()]) is None:
        return text
    return found.group(0) + text[: found.start()] + text[found.end() :]


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
    if kind in ("act", "cont") and MISMARKED.match(text):
        # a mark the data got wrong ("【CONT】 When this card is placed on the stage from your hand, this
        # card gets +1500 power until end of turn", "【CONT】 [(1)] When this card attacks, …"; an 【ACT】
        # with no cost): a trigger and an effect are an automatic ability (WS 8.1.1.2.1), the only way
        # the line reads
        kind = "auto"
    text = _limit_first(text) if kind == "auto" else text
    text, placed = _placed_turn_apart(text) if kind == "auto" else (text, None)
    text, where = _where_apart(_where_first(text)) if kind == "auto" else (text, None)
    text, during = _phase_apart(text) if kind == "auto" else (text, None)
    # an event's unmarked line may be its play condition (WS 8.6.2.1) rather than its effect
    ability = GRAMMAR.parse("rule", text) if kind in ("", "play", "cont") else None
    ability = ability if ability is not None else GRAMMAR.parse(kind or "rule", text)
    if ability is not None and placed is not None:
        condition = ability.get("condition")
        ability = {**ability, "condition": {"all": [placed, condition]} if condition else placed}
    if ability is not None and during is not None:
        condition = ability.get("condition")
        ability = {**ability, "condition": {"all": [during, condition]} if condition else during}
    if ability is not None and where is not None:
        condition = ability.get("condition")
        zones = ability.get("zones", where["zones"])
        merged = {"all": [where["condition"], condition]} if condition else where["condition"]
        ability = None if zones != where["zones"] else {**ability, "zones": zones, "condition": merged}
    if ability is not None and "later_cost" in ability:
        ability = _cost_later(ability, tags)
    if ability is not None and kind == "auto" and _another_if_after_trigger_if(text):
        ability = None
    if ability is not None and kind == "auto":
        ability = _that_character_is_the_events(ability)
    if ability is not None:
        ability = _finish(ability, kind, tags, line)
        ability = (
            {**ability, "effect": _remember(ability["effect"], interpreter, line)}
            if "effect" in ability
            else ability
        )
        if not _read_whole(ability, interpreter, line):
            ability = None
    if ability is None:
        ability = {"kind": kind if kind in ("act", "play") else "cont", "text": line, "automated": False}
        if word := KEYWORD_WORD.match(text):
            ability["tags"] = [templates.FILTER_KEYWORDS[word.group(0)]]
    return Compiled(line, ability, blank(normalised))


#: the keys of a trigger on another character's attack, arrival on the stage or change of state,
#: and the filters describing that character (nothing relating it to another card)
EVENT_TRIGGER_KEYS = frozenset({"on", "player", "card", "state", "from", "to", "whose", "data"})
EVENT_CARD_FILTERS = frozenset(
    {"name", "name_has", "other", "controller", "type", "traits", "level", "colour", "cost", "any_of"}
) | {"ws.keyword"}  # "your other character with "Change"": a keyword it has


def _that_character_is_the_events(ability: dict[str, Any]) -> dict[str, Any]:
    """ "When your other "A" attacks / is placed on the stage / becomes 【REVERSE】, … that character
    …": with nothing chosen before it, "that character" (read as ``chosen``) is the trigger's
    character, the event's card (WS 8.7.1); every use of it up to a step that moves it (and binds
    its new self) names ``event_card``. Any other line is left as it is (a line choosing a card, or
    on another trigger, keeps its ``chosen``, which the checks refuse when nothing bound it)."""
    trigger = ability.get("trigger")
    triggers = trigger if isinstance(trigger, list) else [trigger] if trigger else []
    if not triggers or not all(_on_another_character(t) for t in triggers):
        return ability
    if _rebinds(ability.get("effect", ())) or "chosen" not in json.dumps(
        [ability.get("condition"), ability.get("effect")]
    ):
        return ability
    state = {"bound": False}
    made = dict(ability)
    for key in ("condition", "effect"):
        if key in made:
            made[key] = _event_for_chosen(made[key], state)
    return made


def _on_another_character(trigger: Any) -> bool:
    if not isinstance(trigger, Mapping) or not set(trigger) <= EVENT_TRIGGER_KEYS:
        return False
    card = trigger.get("card")
    on = trigger.get("on")
    return (
        isinstance(card, Mapping)
        and set(card) <= EVENT_CARD_FILTERS
        and (on in ("attack", "state") or (on == "move" and trigger.get("to") == "stage"))
    )


def _rebinds(steps: Any) -> bool:
    """Whether a step chooses a card or binds ``chosen`` to other cards than the ones it names."""
    if isinstance(steps, Mapping):
        if steps.get("do") in ("choose", "choose_one") or (
            steps.get("as") == "chosen" and steps.get("cards") != "chosen"
        ):
            return True
        return any(_rebinds(v) for v in steps.values())
    if isinstance(steps, list):
        return any(_rebinds(v) for v in steps)
    return False


def _event_for_chosen(value: Any, state: dict[str, bool]) -> Any:
    """``value`` with ``chosen`` read as ``event_card`` until a step moves it (``as``: ``chosen``)."""
    if isinstance(value, str):
        return "event_card" if value == "chosen" and not state["bound"] else value
    if isinstance(value, list):
        return [_event_for_chosen(v, state) for v in value]
    if isinstance(value, Mapping):
        made = {k: v if k == "as" else _event_for_chosen(v, state) for k, v in value.items()}
        if value.get("as") == "chosen":
            state["bound"] = True
        return made
    return value


#: "When …, if A, …": a condition read with the trigger; "…. If B, …": a later sentence on a
#: condition of the game (not "If you do", "If that card is …")
TRIGGER_IF = re.compile(r"^[^.⟦]*?\b(?:When|At)\b[^.⟦]*?, if ")
LATER_IF = re.compile(r"\. If ([^,⟦⟧]+),")
GIVEN = re.compile(r"⟦[^⟧]*⟧")


def _another_if_after_trigger_if(text: str) -> bool:
    """Whether an 【AUTO】 line reads "When …, if A, E1. If B, E2." with B a condition of the game:
    the card then sets two cases side by side ("if your level is 2 or lower, … -1000 power …. If
    your level is 3 or higher, … -2000 power …"), which a trigger condition A would wrongly gate
    both of; such a line stays by hand."""
    if TRIGGER_IF.search(text) is None:
        return False
    return any(
        GRAMMAR.parse("condition", m.group(1)) is not None for m in LATER_IF.finditer(GIVEN.sub("", text))
    )


#: the cost a ``pay`` step takes from its ability (the templates' mark, ``_cost_later``)
ABILITY_COST = "the cost"
#: marks whose use is the payment of the ability's cost (``abilities.USED_ON_COST``): paid in the
#: effect it would not be that use
PAID_AS_USE = frozenset({"accelerate", "resonance"})


def _cost_later(ability: Mapping[str, Any], tags: list[str]) -> dict[str, Any] | None:
    """An ability whose cost its effect asks for after other steps ("…. If there is a climax among
    those cards, you may pay the cost. If you do, …"): the cost put into that one ``pay`` step (WS
    8.4), none paid before the effect; ``None`` unless exactly one step asks for it and the cost is
    not a use of a mark."""
    cost = ability["later_cost"]
    body = {k: v for k, v in ability.items() if k != "later_cost"}
    found = _pays(body.get("effect", ()))
    if found != 1 or PAID_AS_USE & {*tags, *body.get("tags", ())}:
        return None
    return {**body, "effect": _with_cost(body["effect"], cost)}


def _pays(steps: Any) -> int:
    """How many ``pay`` steps among the steps (nested too) take the ability's cost."""
    count = 0
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, Mapping):
            continue
        count += step.get("do") == "pay" and step.get("cost") == ABILITY_COST
        for nested in NESTED:
            count += _pays(step.get(nested))
        for mode in step.get("modes", ()) if isinstance(step.get("modes"), list) else ():
            count += _pays(mode.get("steps") if isinstance(mode, Mapping) else None)
    return count


def _with_cost(value: Any, cost: Any) -> Any:
    """The steps with the ability's cost in the ``pay`` step that takes it."""
    if isinstance(value, list):
        return [_with_cost(item, cost) for item in value]
    if isinstance(value, Mapping):
        if value.get("do") == "pay" and value.get("cost") == ABILITY_COST:
            return {**value, "cost": cost, "then": _with_cost(value.get("then", []), cost)}
        return {k: _with_cost(v, cost) for k, v in value.items()}
    return value


def _read_whole(ability: Mapping[str, Any], interpreter: Interpreter, line: str) -> bool:
    """Whether a compiled ability loads and binds what it names (``checks``), its "previous stage
    position" has a meaning, and each delayed effect's ability does too (checked alone)."""
    delayed = _delayed(ability.get("effect", ()))
    return (
        (not HAS_READING.search(line) or _readings_read(ability))
        and ("great performance" not in line.lower() or _marks_read(ability))
        and _separate_read(ability.get("effect", ()))
        and _previous_slot_read(ability)
        and _moved_count_read(ability, line)
        and _rest_to_their_room_read(ability, line)
        and _merge_names_read(line)
        and checks(ability, interpreter, line, FREE_REFS, _own_scope(ability.get("effect", ())))
        and all(_delayed_read(d["ability"], interpreter, line, remembers="cards" in d) for d in delayed)
    )


#: "X is equal to the number of … put into your waiting room (clock) by this effect": the zone
COUNTS_MOVED = re.compile(
    r"\bthe number of [^.]*? put into your (waiting room|clock) (?:by|with) this effect"
)


def _moved_count_read(ability: Mapping[str, Any], line: str) -> bool:
    """Whether a count of the cards "put into your waiting room (clock) by this effect" counts them
    all: the one step of the effect that puts cards there binds them (``those``). Two such steps
    ("Put the top 2 cards …. If …, put the top 2 cards …") stay by hand: the count names both."""
    found = COUNTS_MOVED.search(normalise(line))
    if found is None:
        return True
    zone = found.group(1).replace(" ", "_")
    moves = [step for step in _steps_in(ability.get("effect", ())) if step.get("to") == zone]
    return len(moves) == 1 and moves[0].get("do") == "move" and moves[0].get("as") == "those"


#: Fusion (Merge, M 10.15): the card searched for, and the card named again that this card and its
#: markers go underneath
MERGE_NAMES = re.compile(
    r"Search your deck for up to (?:1|one) (?:card named )?(\".+?\"), put it .*? underneath (?:that|the card"
    r" named) (\".+?\") (?:in any order|as )"
)


def _merge_names_read(line: str) -> bool:
    """Whether Fusion's "underneath that "B"" names the card it searched for (the keyword puts this
    card under the card found, ``ws.merge``): another name there stays by hand."""
    found = MERGE_NAMES.search(line)
    return found is None or found.group(1) == found.group(2)


#: "put the rest into their waiting room": the cards looked at in the opponent's deck (the step,
#: ``templates``, moves "looked" to their owner's waiting room, WS 3.1.6)
REST_TO_THEIR_ROOM = re.compile(
    r"\bput the rest into (?:their|your opponent's|his or her) waiting room"
    r"|\bput (?:it|them) (?:on the top|at the bottom) of (?:their|your opponent's) deck"
)


def _rest_to_their_room_read(ability: Mapping[str, Any], line: str) -> bool:
    """Whether "the rest into their waiting room" or "put it on the top / at the bottom of their
    deck" has cards of the opponent's before it (a look at their deck, a choice among their cards;
    one of them, when the line names both players' cards): with your own cards only, the words name
    a zone the cards cannot go to, and the line stays by hand (the step alone would put them into
    your waiting room / deck)."""
    if REST_TO_THEIR_ROOM.search(normalise(line)) is None:
        return True
    return _names_their_cards(ability)


def _names_their_cards(value: Any) -> bool:
    """Whether some step or description of the ability is the opponent's (a look at their deck, a
    choice among their cards)."""
    if isinstance(value, Mapping):
        return value.get("whose") == "opponent" or any(_names_their_cards(v) for v in value.values())
    if isinstance(value, list):
        return any(_names_their_cards(v) for v in value)
    return False


def _steps_in(value: Any) -> list[Mapping[str, Any]]:
    """Every step of an effect, at any depth (inside "if", "may", choices …)."""
    if isinstance(value, Mapping):
        inner = [step for item in value.values() for step in _steps_in(item)]
        return [value, *inner] if "do" in value else inner
    if isinstance(value, list):
        return [step for item in value for step in _steps_in(item)]
    return []


#: a line naming something with a Japanese reading, as printed or marked (``_protect``)
HAS_READING = re.compile(rf"[(⦅]{JAPANESE}[)⦆]")
#: keywords the rules read as marks on a card (``board.keywords``: the attack declaration reads
#: Bodyguard, WS 10.6, printed "Great Performance"), which an effect's grant gives but a continuous
#: ability's grant of the keyword ability does not (its grant of the word does: ``templates``)
MARKS = frozenset({"bodyguard"})


def _marks_read(value: Any, key: str = "") -> bool:
    """Whether no continuous ability's modifier gives a mark keyword (Great Performance) as an
    ability: the mark is read from what the card's printed abilities and effects give it, so such
    a line stays by hand."""
    if isinstance(value, Mapping):
        grant = value.get("grant")
        if key == "modifiers-item" and isinstance(grant, Mapping) and grant.get("keyword") in MARKS:
            return False
        return all(_marks_read(v, k) for k, v in value.items())
    if isinstance(value, list):
        item = "modifiers-item" if key == "modifiers" else key
        return all(_marks_read(v, item) for v in value)
    return True


def _readings_read(value: Any, key: str = "") -> bool:
    """Whether every name printed with a Japanese reading is one a card's name must hold
    (``name_has``, which reads the reading); anywhere else (a card named so, a Bond partner …) it
    would never match, and the line stays by hand."""
    if isinstance(value, Mapping):
        return all(_readings_read(v, k) for k, v in value.items())
    if isinstance(value, list):
        return all(_readings_read(v, key) for v in value)
    return key == "name_has" or not (isinstance(value, str) and READING.search(value))


def _separate_read(steps: Any) -> bool:
    """ "put them on separate positions" (``ws.put_on_stage``'s ``separate``) keeps the cards of
    one step apart: read only once in an ability and never inside a repetition ("For each climax
    …, choose up to 1 …, and put them in separate positions": apart from the other repetitions'
    cards, which one step does not know)."""
    found = _separate_steps(steps, inside=False)
    return len(found) <= 1 and not any(found)


def _separate_steps(steps: Any, *, inside: bool) -> list[bool]:
    """Whether each ``separate`` step among the steps is inside a repetition."""
    found: list[bool] = []
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, Mapping):
            continue
        if step.get("separate"):
            found.append(inside)
        repeated = inside or step.get("do") in ("repeat", "for_each")
        for nested in NESTED:
            found += _separate_steps(step.get(nested), inside=repeated)
        for mode in step.get("modes", ()) if isinstance(step.get("modes"), list) else ():
            found += _separate_steps(
                mode.get("steps") if isinstance(mode, Mapping) else None, inside=repeated
            )
    return found


def _own_scope(steps: Any) -> list[Any]:
    """The steps without the abilities they give or delay: each of those runs in a context of its
    own and was checked on its own (``_granted``, ``_delayed_read``), so a card it binds and names
    itself ("look at …, choose 1 card from among them") is not the giving ability's."""
    scoped: list[Any] = []
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, Mapping):
            scoped.append(step)
            continue
        own = {k: v for k, v in step.items() if not (k == "ability" and isinstance(v, Mapping))}
        for nested in NESTED:
            if nested in step:
                own[nested] = _own_scope(step[nested])
        if isinstance(step.get("modes"), list):
            own["modes"] = [
                {**mode, "steps": _own_scope(mode.get("steps", ()))} if isinstance(mode, Mapping) else mode
                for mode in step["modes"]
            ]
        scoped.append(own)
    return scoped


def _delayed(steps: Any) -> list[Mapping[str, Any]]:
    """The delayed effects' steps (``ws.delayed``) among the steps, nested too."""
    found: list[Mapping[str, Any]] = []
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, Mapping):
            continue
        if step.get("do") == "ws.delayed" and isinstance(step.get("ability"), Mapping):
            found.append(step)
        for nested in NESTED:
            found += _delayed(step.get(nested))
        for mode in step.get("modes", ()) if isinstance(step.get("modes"), list) else ():
            found += _delayed(mode.get("steps") if isinstance(mode, Mapping) else None)
    return found


def _delayed_read(
    ability: Mapping[str, Any], interpreter: Interpreter, line: str, *, remembers: bool = False
) -> bool:
    """A delayed effect's ability is checked alone: it runs later, in a context of its own, so it
    binds every card it names itself, but "that character" (``chosen``) when the delayed effect
    remembers it (``remembers``: its step's ``cards``, see ``_remember``)."""
    free = FREE_REFS | {"chosen"} if remembers else FREE_REFS
    return _previous_slot_read(ability) and checks(ability, interpreter, line, free)


#: verbs that leave the cards they name the same objects (WS 3.1.4: a card that changes zones is a
#: new one): "that character" bound before them is still that card after them
SAME_OBJECT = frozenset({"modify", "grant", "state", "reveal", "ws.move_slot", "ws.swap"})


def _remember(steps: Any, interpreter: Interpreter, line: str, fresh: bool = False) -> Any:
    """The steps with each delayed effect that names "that character" chosen before it and not
    bound in itself ("…, put it in any position of your stage, and at the end of the turn, put that
    character into your memory") remembering that card (``ws.delayed``'s ``cards``), when the
    card bound as ``chosen`` is still that object where the delayed effect is made: the last step
    on it before is the one that bound it (a choice, or a move that names the moved card ``as``
    it), or leaves it the same object (``SAME_OBJECT``); inside "you may …" and "If you do, …" as
    before them (``fresh``: they move nothing themselves). Any other delayed effect is left as it
    is (checked alone, ``_delayed_read``)."""
    if not isinstance(steps, list):
        return steps
    out: list[Any] = []
    for step in steps:
        if not isinstance(step, Mapping):
            out.append(step)
            continue
        if (
            step.get("do") == "ws.delayed"
            and isinstance(step.get("ability"), Mapping)
            and "cards" not in step
            and fresh
            and not _delayed_read(step["ability"], interpreter, line)
            and _delayed_read(step["ability"], interpreter, line, remembers=True)
        ):
            step = {**step, "cards": "chosen"}
        inherit = fresh and step.get("do") in ("may", "if")
        nested = {key: _remember(step[key], interpreter, line, inherit) for key in NESTED if key in step}
        step = {**step, **nested} if nested else step
        if step.get("as") == "chosen" or (step.get("do") == "choose" and "as" not in step):
            fresh = True
        elif step.get("cards") == "chosen" and step.get("do") not in SAME_OBJECT:
            fresh = False
        elif any(key in step for key in NESTED) or step.get("do") in ("choose_one", "pay", "repeat"):
            fresh = False  # what the nested steps bound is not followed: remember nothing after them
        out.append(step)
    return out


def _previous_slot_read(ability: Mapping[str, Any]) -> bool:
    """Whether the ability's "previous stage position" has a meaning: the slot its trigger's card
    left the stage from, so every trigger is a move from the stage, of this card for "return this
    card …" and of another card for "return that character …" (``ws.put_on_stage``'s
    ``previous``)."""
    refs = set(_previous_refs(ability.get("effect", ())))
    if not refs:
        return True
    trigger = ability.get("trigger")
    triggers = trigger if isinstance(trigger, list) else [trigger] if trigger else []
    return bool(triggers) and all(
        isinstance(t, Mapping)
        and t.get("on") == "move"
        and t.get("from") == "stage"
        and ("this" not in refs or t.get("card") == "this")
        and ("event_card" not in refs or t.get("card") != "this")
        for t in triggers
    )


def _previous_refs(steps: Any) -> list[Any]:
    """The cards each step returning a card to its previous stage position names (nested too)."""
    found: list[Any] = []
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, Mapping):
            continue
        if step.get("slot") == "previous":
            found.append(step.get("cards"))
        for nested in (*NESTED, "modes"):
            inner = step.get(nested)
            if nested == "modes" and isinstance(inner, list):
                for mode in inner:
                    found += _previous_refs(mode.get("steps", ()) if isinstance(mode, Mapping) else ())
            elif nested != "modes":
                found += _previous_refs(inner)
    return found


def _finish(body: Mapping[str, Any], kind: str, tags: list[str], line: str) -> dict[str, Any]:
    ability = {"kind": kind or "cont", **body, "text": line}
    all_tags = list(dict.fromkeys([*ability.get("tags", ()), *tags]))
    if all_tags:
        ability["tags"] = all_tags
    return ability


#: what may open an 【AUTO】 line before its trigger, in any order: a limit (WS 8.1.3.2), a
#: cost, Alarm (WS 10.9: it works only on top of the clock) and Experience (a name only)
LIMIT = re.compile(rf"This ability activates up to ({NUMBER}) times? per turn\. ", re.IGNORECASE)
COST = re.compile(r"\[[^\[\]]*\] ")
LABELS = {"Alarm ": {"tags": ["alarm"], "zones": ["clock"]}, "Experience ": {"tags": ["experience"]}}
YOUR_TURN = "During your turn, "


def read_trigger(line: str, card_type: str) -> dict[str, Any] | None:
    """What can be read of the trigger of an 【AUTO】 line the templates do not read whole: its
    trigger, with the limit, Alarm's zone and the condition ("During your turn", "if …") where
    they read (``LineCompiler``); ``None`` for any other line or an unread trigger."""
    if "AUTO" not in line:  # (most lines by hand are 【CONT】 and 【ACT】: no need to read them)
        return None
    text = normalise(line)
    auto = False
    while match := re.match(r"【([A-Z]+)】 ?", text):
        if match.group(1) == "AUTO":
            auto = True
        elif match.group(1) not in MARK_TAGS:
            break
        text = text[match.end() :]
    if not auto:
        return None
    fields: dict[str, Any] = {}
    while True:
        if limit := LIMIT.match(text):
            fields["limit"] = number(limit.group(1))
            text = text[limit.end() :]
        elif cost := COST.match(text):  # paid by hand with the rest
            text = text[cost.end() :]
        elif label := next((word for word in LABELS if text.startswith(word)), None):
            fields.update({key: list(value) for key, value in LABELS[label].items()})
            text = text.removeprefix(label)
        else:
            break
    conditions: list[Any] = []
    if text.startswith(YOUR_TURN):
        conditions.append({"turn": "yours"})
        text = text.removeprefix(YOUR_TURN)
    read = _compiler.leading(GRAMMAR, "trigger", text)
    if read is None:
        return None
    fields["trigger"], rest = read
    condition = _first_condition(rest[3:]) if rest.startswith("if ") else None
    if condition is not None:
        conditions.append(condition)
    if conditions:
        fields["condition"] = conditions[0] if len(conditions) == 1 else {"all": conditions}
    return fields


def _first_condition(text: str) -> Any | None:
    """The first condition of "if A, B, and C, …" (``text`` after "if"), unless they are
    alternatives ("A, or B"): one of conditions that all must hold announces the ability more
    often than it applies, never less; one of alternatives would announce it less."""
    read = _compiler.leading(GRAMMAR, "condition", text)
    if read is None:
        return None
    condition, rest = read
    while (more := _compiler.leading(GRAMMAR, "condition", rest)) is not None:
        rest = more[1]
    return None if rest.startswith("or ") else condition


@lru_cache(maxsize=1)
def checker() -> Interpreter:
    """An interpreter with the Weiß Schwarz vocabulary, to check compiled scripts with."""
    return _compiler.checker_for(vocab.register)


#: one ability line to a script ability (see the module docstring)
compile_line = _compiler.LineCompiler(_compile, checker, read_trigger)


def compile_text(text: str, card_type: str, interpreter: Interpreter | None = None) -> list[Compiled]:
    """Every ability line of a card's text, compiled (and checked by ``interpreter``)."""
    return [compile_line(line, card_type, interpreter) for line in ability_texts(text)]
