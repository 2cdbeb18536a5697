# ruff: noqa: E501  (patterns are kept on one line each, as they read)
"""The card-text compiler's templates for Weiß Schwarz: data only (``docs/card-compiler.md``).

``GRAMMAR`` maps a category to its rules, tried in order: ``match`` is a regular expression
over the normalised text (case is ignored) with slots ``{name:category}``; ``make`` is the
script data it becomes, ``"$name"`` standing for a slot's value. A category written
``{"sequence": item, "separators": [...]}`` is a list of items. The top categories are the
ability kinds: ``auto``, ``cont``, ``act`` and ``play`` (an event's text), each making the
body of one script ability. Rule numbers are the Comprehensive Manual's (``WS 10.5``).
"""

from __future__ import annotations

import re
from typing import Any

from desktop_app.games.weiss_schwarz.processes import TRIGGER_ICONS

_STAGE: dict[str, Any] = {"zone": "stage"}
#: the number words of the small numbers a rule spells out one by one
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven")
_THIS_FROM_HAND = {"on": "move", "card": "this", "from": "hand", "to": "stage"}
_STOCK_TOP = {"zone": "library", "top": 1}
#: "perform a trigger check N times on the trigger step. If performed K times, …": the checks, and
#: a delayed effect of that trigger step when it made exactly K checks (the event ws.trigger_checks)
_CHECKS_THEN = [
    {"do": "ws.trigger_check", "n": "$n", "in_trigger_step": True},
    {
        "do": "ws.delayed",
        "ability": {
            "kind": "auto",
            "trigger": {"on": "ws.trigger_checks", "data": {"count": "$k"}},
            "effect": "$then",
        },
    },
]
#: "your waiting room has 1 character with "A" in its card name, 1 other character with "B" in its card
#: name … and 1 other …" (k descriptions): a different card of that zone for each (``distinct``)
_DISTINCT_MATCH = {
    k: r"your {zone:zone_word} has (?:1|one|a) {a:card_desc}"
    + "".join(f", (?:1|one|an?) other {{{v}:card_desc}}" for v in "bcd"[: k - 2])
    + f"(?:,? and |, )(?:1|one|an?) other {{{'bcde'[k - 2]}:card_desc}}"
    for k in (2, 3, 4, 5)
}
_DISTINCT_MAKE = {
    k: {"distinct": [{"$merge": [{"zone": "$zone"}, f"${v}"]} for v in "abcde"[:k]]} for k in (2, 3, 4, 5)
}
#: "your opponent declares 0 or 1 or 2 or 3": the opponent's pick, as the number ``declared``
_DECLARE = {
    "do": "choose_one",
    "player": "opponent",
    "modes": [{"label": str(n), "steps": [{"do": "let", "as": "declared", "value": n}]} for n in range(4)],
}
#: the zones of yours a card may be put into by name ("return it to your hand or put it into your stock")
_OWN_ZONES = (
    ("hand", "hand"),
    ("stock", "stock"),
    ("waiting room", "waiting_room"),
    ("clock", "clock"),
    ("memory", "memory"),
)


def _up_to(verb: str, end: str = "top") -> list[Any]:
    """How many cards "look at / reveal up to N" takes: one more each time the player says yes
    (``k``), so the player may stop after any (WS 8.6.3)."""
    return [
        {"do": "let", "as": "k", "value": 0},
        {"do": "let", "as": "go", "value": 1},
        {
            "do": "repeat",
            "n": "$n",
            "steps": [
                {
                    "do": "if",
                    "if": {"==": ["go", 1]},
                    "then": [
                        {
                            "do": "may",
                            "prompt": f"{verb} one more card from the {end} of the deck?",
                            "then": [{"do": "let", "as": "k", "value": {"sum": ["k", 1]}}],
                            "else": [{"do": "let", "as": "go", "value": 0}],
                        }
                    ],
                }
            ],
        },
    ]


_LOOK_UP_TO = _up_to("look at")
_REVEAL_UP_TO = _up_to("reveal")
_PUT_UP_TO = _up_to("put")
_LOOK_UP_TO_BOTTOM = _up_to("look at", "bottom")
#: "put the top card of your deck into your waiting room. If that card is …, …"
_MILL_ONE: list[Any] = [{"do": "move", "cards": _STOCK_TOP, "to": "waiting_room", "as": "chosen"}]
_IF_MILLED = {"do": "if", "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}}, "then": "$then"}
#: WS 10.7 Brainstorm: flip N into the waiting room, then the effect once per climax among them
_BRAINSTORM: dict[str, Any] = {
    "tags": ["brainstorm"],
    "cost": "$cost",
    "effect": [
        {"do": "ws.brainstorm", "n": "$n", "as": "revealed"},
        {"do": "repeat", "n": {"count": {"var": "revealed", "type": "climax"}}, "steps": "$effect"},
    ],
}
_BACKUP_USED = {"on": "ws.use", "card": "this", "keyword": "backup"}
#: the level of the character facing this card (0 while there is none) and the total level of
#: the cards in your level (WS 2.7), as numbers; ``_TIMES``: a number alone or times N ("×500",
#: "500 multiplied by …")
_FACING_LEVEL = {
    "total": {"cards": {"zone": "stage", "whose": "opponent", "opposite": "this"}, "name": "level"}
}
_LEVEL_TOTAL = {"total": {"cards": {"zone": "level"}, "name": "level"}}
_TIMES: tuple[tuple[str, Any], ...] = (
    ("%s", lambda value: value),
    (r"%s x{k:int}", lambda value: {"mul": [value, "$k"]}),
    (r"{k:int} multiplied by %s", lambda value: {"mul": [value, "$k"]}),
)


def _power_and_ability(until: str | None) -> list[Any]:
    """The steps of "<who> gets +N power and <an ability>" until the end of the turn or, with
    ``until``, that duration."""
    lasting = {"until": until} if until else {}
    return [
        {"do": "modify", "cards": "$who", "stat": "power", "add": "$p", **lasting},
        {"do": "grant", "cards": "$who", "ability": "$ability", **lasting},
    ]


#: keyword names that are tags on their ability (``cards.TAGS``); the compiler keeps the tag on
#: such an ability by hand too, so "characters with "Assist"" counts every card with it
KEYWORD_TAGS = {"Assist": "assist", "Alarm": "alarm", "Change": "change", "Experience": "experience"}
#: keyword names a card filter reads ("characters with "Bond""): those above, and keywords whose
#: ability is a keyword ability (its ``keyword``) or carries the tag whenever it compiles; a line
#: by hand that opens with one keeps the tag too, so the filter (``ws.keyword``) misses none
FILTER_KEYWORDS = {
    **KEYWORD_TAGS,
    "Bond": "bond",
    "Backup": "backup",
    "Memory": "recollection",
    "Brainstorm": "brainstorm",
    "Resonate": "resonance",
    "Accelerate": "accelerate",
}
_OPPONENT_BATTLING: dict[str, Any] = {"zone": "stage", "whose": "opponent", "battle_opponent": "this"}

#: WS 10.7 Brainstorm, an 【ACT】 ability's ("【ACT】 Brainstorm [cost] Flip over 4 cards …"); an event's
#: "Brainstorm (effect)" has the keyword too (WS 10.7.2): the same rules without the cost (``_costless``)
_BRAINSTORM_RULES: list[dict[str, Any]] = [
    # WS 10.7 Brainstorm of X cards ("Flip over X cards … X is equal to …"): X worked out first
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) X cards from the top of your deck,? and put them (?:in|into) your waiting room\. For each climax(?: card)? revealed(?: (?:from )?among (?:those cards|them))?, {effect:clauses}\. X is equal to {x:number}",
        "make": {
            "tags": ["brainstorm"],
            "cost": "$cost",
            "effect": {
                "$let_x": [
                    "$x",
                    [
                        {"do": "ws.brainstorm", "n": "X", "as": "revealed"},
                        {
                            "do": "repeat",
                            "n": {"count": {"var": "revealed", "type": "climax"}},
                            "steps": "$effect",
                        },
                    ],
                ]
            },
        },
    },
    # "For each climax revealed …, choose up to 1 <character> in your waiting room, and put it / them in
    # separate positions of your stage": one choice of up to as many cards as climaxes, each put into a
    # position of its own (a choice per climax could put one where another was just put, WS 10.7)
    *(
        {
            "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them (?:in|into) your waiting room\. For each climax(?: card)? revealed(?: (?:from )?among (?:those cards|them))?, choose up to (?:1|one) {what:card_desc} in your waiting room, and put (?:it|them) (?:in|on) separate positions of your "
            + row,
            "make": {
                "tags": ["brainstorm"],
                "cost": "$cost",
                "effect": [
                    {"do": "ws.brainstorm", "n": "$n", "as": "revealed"},
                    {
                        "do": "choose",
                        "from": {"$merge": [{"zone": "waiting_room"}, "$what"]},
                        "n": {"count": {"var": "revealed", "type": "climax"}},
                        "up_to": True,
                    },
                    {
                        "do": "ws.put_on_stage",
                        "cards": "chosen",
                        "slot": slot,
                        "separate": True,
                        "as": "chosen",
                    },
                ],
            },
        }
        for row, slot in (("stage", "any"), ("center stage", "center"))
    ),
    # WS 10.7 Brainstorm: flip N into the waiting room, then once per climax among them
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them (?:in|into) your waiting room\. For each climax(?: card)? revealed(?: (?:from )?among (?:those cards|them))?, {effect:clauses}",
        "make": _BRAINSTORM,
    },
    # "For each climax revealed, search your deck for …. Shuffle your deck afterwards": the
    # searches once per climax, then one shuffle
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them (?:in|into) your waiting room\. For each climax(?: card)? revealed(?: (?:from )?among (?:those cards|them))?, {effect:clauses}\. Shuffle your deck afterwards",
        "make": {
            "$merge": [
                _BRAINSTORM,
                {"effect": {"$concat": [_BRAINSTORM["effect"], [{"do": "shuffle", "zone": "library"}]]}},
            ]
        },
    },
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them into your waiting room\. For each climax(?: card)? revealed(?: (?:from )?among (?:those cards|them))?, perform the following action\. {effect:said}",
        "make": _BRAINSTORM,
    },
    # "For each climax with [[return.gif]] in its trigger icon / For each "A" or "B" revealed among
    # those cards, …": once per flipped card so described (WS 10.7.3)
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them (?:in|into) your waiting room\. For each {what:card_desc} revealed (?:from )?among (?:those cards|them), {effect:clauses}",
        "make": {
            "tags": ["brainstorm"],
            "cost": "$cost",
            "effect": [
                {"do": "ws.brainstorm", "n": "$n", "as": "revealed"},
                {
                    "do": "repeat",
                    "n": {"count": {"$merge": [{"var": "revealed"}, "$what"]}},
                    "steps": "$effect",
                },
            ],
        },
    },
    # Brainstorm whose effect is not once per climax: "those cards" are the flipped cards
    # ("Deal X damage to your opponent. X is equal to the number of climax among those cards")
    {
        "match": r"Brainstorm \[{cost:cost}\] (?:Flip over|Reveal) {n:n} cards from the top of your deck,? and put them (?:in|into) your waiting room\. (?!For each ){effect:effect}",
        "make": {
            "tags": ["brainstorm"],
            "cost": "$cost",
            "effect": {"$concat": [[{"do": "ws.brainstorm", "n": "$n", "as": "those"}], "$effect"]},
        },
    },
]


#: a sentence that names what a check found ("that card", "it", "those cards", "the chosen …",
#: "That character" chosen in it, "Shuffle your deck afterwards"): read inside the check's condition
_DEPENDENT = r"(?=[^.]*\b(?i:that card|that climax|that character|it|those cards|the chosen|afterwards)\b)"
#: a sentence that names nothing of the sentences before it (no "that", "it", "them", "the rest",
#: "X", "If you do", "If not" …): read after the check, whatever it found
_INDEPENDENT = (
    r"(?![^.]*\b(?i:that|those|it|its|them|they|the rest|the revealed|the chosen|this way|X|you do"
    r"|If not|Otherwise|afterwards)\b)"
)
#: the sentences that check the cards an effect bound as "those" ("If there is a climax among those
#: cards, …", "If all of those cards are …", "If "A" is revealed among those cards, …"): effect
#: sentences, and after "you may …" (the ``those_if`` category)
_THOSE_IFS: list[dict[str, Any]] = [
    {
        "match": r"If there is an? {what:card_desc} (?:revealed )?among those cards, {then:effect}",
        "make": [{"do": "if", "if": {"exists": {"$merge": [{"var": "those"}, "$what"]}}, "then": "$then"}],
    },
    # none of them, or N or more of them, so described ("If there is no climax among those cards",
    # "If 2 or more climaxes are revealed among those cards"; WS 10.7.3: the cards flipped)
    {
        "match": r"If there (?:is|are) no {what:card_desc} (?:revealed )?among those cards, {then:effect}",
        "make": [{"do": "if", "if": {"none": {"$merge": [{"var": "those"}, "$what"]}}, "then": "$then"}],
    },
    {
        "match": r"If (?:there are )?{n:n} or more {what:card_descs} (?:(?:are|were) )?(?:revealed )?among those cards, {then:effect}",
        "make": [
            {
                "do": "if",
                "if": {">=": [{"count": {"$merge": [{"var": "those"}, "$what"]}}, "$n"]},
                "then": "$then",
            }
        ],
    },
    # "If all of those cards are 《A》 or 《B》 characters, …": one card at least, and every one of them
    {
        "match": r"If all (?:of )?(?:those|the) cards are {what:card_descs}, {then:effect}",
        "make": [
            {
                "do": "if",
                "if": {
                    "all": [
                        {"exists": {"var": "those"}},
                        {
                            "==": [
                                {"count": {"$merge": [{"var": "those"}, "$what"]}},
                                {"count": {"var": "those"}},
                            ]
                        },
                    ]
                },
                "then": "$then",
            }
        ],
    },
    {
        "match": r"If (?:an? )?{what:card_desc} (?:is|was) revealed among those cards, {then:effect}",
        "make": [{"do": "if", "if": {"exists": {"$merge": [{"var": "those"}, "$what"]}}, "then": "$then"}],
    },
]


def _put_one_then(may: bool, more: bool) -> Any:
    """The steps of "(you may) put the top card of … . If that card is …, …(. <more>)": the card
    put and its checks, inside the "may" when it is optional; the sentences after them follow."""
    steps: Any = {"$concat": ["$m", "$ifs"]}
    if may:
        steps = [{"do": "may", "then": steps}]
    return {"$concat": [steps, "$rest"]} if more else steps


def _costless(value: Any) -> Any:
    """A Brainstorm rule of an 【ACT】 ability as an event's: no cost printed, none paid."""
    if isinstance(value, str):
        return value.replace(r"Brainstorm \[{cost:cost}\] ", "Brainstorm ")
    if isinstance(value, list):
        return [_costless(v) for v in value]
    if isinstance(value, dict):
        return {k: _costless(v) for k, v in value.items() if not (k == "cost" and v == "$cost")}
    return value


GRAMMAR: dict[str, Any] = {
    # ------------------------------------------------------------------ abilities
    "auto": [
        # "This ability activates up to N times per turn." (WS 8.1.3.2)
        {
            "match": r"This ability activates up to {n:n} times? per turn\. {rest:auto}",
            "make": {"$merge": ["$rest", {"limit": "$n"}]},
        },
        # keywords (WS 10.2 Encore, 10.4 Bond)
        # WS 10.11 Shift: "Shift, Level 0" (the reminder in parentheses is dropped by ``normalise``)
        {
            "match": r"Shift,? Level {n:n}",
            "make": {"kind": "keyword", "keyword": "shift", "params": {"level": "$n"}},
        },
        {
            "match": r"Encore \[{cost:cost}\]",
            "make": {"kind": "keyword", "keyword": "encore", "cost": "$cost"},
        },
        # WS 10.16 Separate, in the manual's form "Separate / (cardname) [cost]" written as Bond's
        # ("Separate/"A" [cost]"): at the end of this card's attack, a marker of that name takes a slot
        {
            "match": r"Separate ?/ ?{name:name} \[{cost:cost}\]",
            "make": {"kind": "keyword", "keyword": "separate", "params": {"name": "$name"}, "cost": "$cost"},
        },
        {
            "match": r"Bond ?/ ?{name:name} \[{cost:cost}\]",
            "make": {"kind": "keyword", "keyword": "bond", "params": {"names": ["$name"]}, "cost": "$cost"},
        },
        # two names (WS 10.4.2.1: a card of either name), written with or without "or" between them
        {
            "match": r"Bond ?/ ?{a:name} (?:or )?{b:name} \[{cost:cost}\]",
            "make": {
                "kind": "keyword",
                "keyword": "bond",
                "params": {"names": ["$a", "$b"]},
                "cost": "$cost",
            },
        },
        # WS 10.9 Alarm: works only while this card is the top card of the clock
        # WS 10.8 Change: this card to the waiting room as the cost; the chosen card takes its slot
        # ("choose up to 1 …": the player may choose none, and nothing is put there)
        *(
            rule
            for choose, extra in (("choose", {}), ("choose up to", {"up_to": True}))
            for rule in (
                {
                    "match": rf"Change \[{{cost:cost}}\] At the beginning of your climax phase, if {{condition:condition}}, you may pay the cost\. If you do, {choose} (?:1|one|a) {{what:choice}}, and put it (?:in|on) the stage position that this card was (?:in|on)",
                    "make": {
                        "tags": ["change"],
                        "trigger": {"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
                        "condition": "$condition",
                        "cost": "$cost",
                        "effect": [{"do": "ws.change", "from": "$what", **extra}],
                    },
                },
                {
                    "match": rf"Change \[{{cost:cost}}\] At the beginning of your climax phase, you may pay the cost\. If you do, {choose} (?:1|one|a) {{what:choice}}, and put it (?:in|on) the stage position that this card was (?:in|on)",
                    "make": {
                        "tags": ["change"],
                        "trigger": {"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
                        "cost": "$cost",
                        "effect": [{"do": "ws.change", "from": "$what", **extra}],
                    },
                },
                # Change at the beginning of another phase or step of yours ("At the beginning of your
                # encore step, if this card is 【REST】, …"; WS 10.8), "the stage position (that) this
                # card was on"
                *(
                    {
                        "match": rf"Change \[{{cost:cost}}\] At the beginning of your {{when:phase_name}}, {condition}you may pay the cost\. If you do, {choose} (?:1|one|a) {{what:choice}}, and put it (?:in|on) the stage position (?:that )?this card was (?:in|on)",
                        "make": {
                            "tags": ["change"],
                            "trigger": {"$merge": [{"on": "phase", "turn": "yours"}, "$when"]},
                            **made,
                            "cost": "$cost",
                            "effect": [{"do": "ws.change", "from": "$what", **extra}],
                        },
                    }
                    for condition, made in (
                        ("if {condition:condition}, ", {"condition": "$condition"}),
                        ("", {}),
                    )
                ),
            )
        ),
        # WS 10.8.1: the Change that puts this card under the character it brings (a marker of this
        # card or the named card in the waiting room, put in this card's slot as 【REST】; ws.change's
        # ``this_to``: "marker")
        *(
            {
                "match": rf"Change At the beginning of {whose} {{when:phase_name}}, if {{condition:condition}}, you may choose (?:1|a|one) marker underneath this card or (?:1|a|one) {{what:choice}}, and put it (?:in|on) the stage position that this card is (?:in|on) as 【REST】\. If you do, put this card face up underneath that character as a marker",
                "make": {
                    "tags": ["change"],
                    "trigger": {"$merge": [{"on": "phase", "turn": turn}, "$when"]},
                    "condition": "$condition",
                    "effect": [
                        {
                            "do": "ws.change",
                            "from": [{"zone": "marker", "under": "this"}, "$what"],
                            "up_to": True,
                            "state": "rest",
                            "this_to": "marker",
                        }
                    ],
                },
            }
            for whose, turn in (("your", "yours"), ("your opponent's", "opponents"))
        ),
        # WS 10.9 Recollection (printed "Memory") and 10.10 Experience: marks; what the ability
        # checks is in its text
        {"match": r"Memory {rest:auto}", "make": {"$merge": ["$rest", {"tags": ["recollection"]}]}},
        {"match": r"Experience {rest:auto}", "make": {"$merge": ["$rest", {"tags": ["experience"]}]}},
        # WS 10.12 Accelerate and 10.13 Resonate: marks of an ability whose cost puts the top card
        # of the deck into the clock / reveals a card from the hand ("when you use" them is when
        # that cost is paid, ``abilities.USED_ON_COST``)
        {"match": r"Accelerate {rest:auto}", "make": {"$merge": ["$rest", {"tags": ["accelerate"]}]}},
        {"match": r"Resonate {rest:auto}", "make": {"$merge": ["$rest", {"tags": ["resonance"]}]}},
        {
            "match": r"Alarm {rest:auto}",
            "make": {"$merge": ["$rest", {"tags": ["alarm"], "zones": ["clock"]}]},
        },
        # "[cost] When ..., you may pay the cost. If you do, ..."
        {
            "match": r"\[{cost:cost}\] {trigger:trigger}, if {condition:condition}, you may pay the cost\. If you do, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": "$condition", "cost": "$cost", "effect": "$effect"},
        },
        # a battle trigger with a cost and no condition, before the general rule below (whose "that
        # character" would be a choice never made): "[(1)] When this card's battle opponent becomes
        # 【REVERSE】, you may pay the cost. If you do, put that character into your opponent's clock"
        {
            "match": r"\[{cost:cost}\] {trigger:battle_trigger}, you may pay the cost\. If you do, {effect:battle_effect}",
            "make": {"trigger": "$trigger", "cost": "$cost", "effect": "$effect"},
        },
        # "that character" of a front attack on your other character is the defender (WS 7.2.1.5),
        # before the general rule below (which reads "that character" as a card chosen)
        {
            "match": r"\[{cost:cost}\] {trigger:other_attacked}, you may pay the cost\. If you do, return that character to your hand",
            "make": {
                "trigger": "$trigger",
                "cost": "$cost",
                "effect": [{"do": "move", "cards": {"zone": "stage", "defending": True}, "to": "hand"}],
            },
        },
        {
            "match": r"\[{cost:cost}\] {trigger:trigger}, you may pay the cost\. If you do, {effect:effect}",
            "make": {"trigger": "$trigger", "cost": "$cost", "effect": "$effect"},
        },
        # two or three conditions, all checked (WS 8.7.3.1)
        {
            "match": r"\[{cost:cost}\] {trigger:trigger}, if {a:condition}, and {b:condition}, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"all": ["$a", "$b"]},
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        {
            "match": r"\[{cost:cost}\] {trigger:trigger}, if {a:condition}, {b:condition}, and {c:condition}, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"all": ["$a", "$b", "$c"]},
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        {
            "match": r"{trigger:trigger}, if {a:condition}, {b:condition}, and {c:condition}, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": {"all": ["$a", "$b", "$c"]}, "effect": "$effect"},
        },
        # the battle opponent of a reversed character (the common "reverse/send it" lines)
        {
            "match": r"When this card becomes 【REVERSE】, if this card's battle opponent is level {n:n} or lower, you may 【REVERSE】 that character",
            "make": {
                "trigger": {"on": "state", "card": "this", "state": "reverse"},
                "condition": {
                    "exists": {
                        "zone": "stage",
                        "whose": "opponent",
                        "battle_opponent": "this",
                        "level": {"<=": "$n"},
                    }
                },
                "optional": True,
                "effect": [
                    {
                        "do": "state",
                        "cards": {"zone": "stage", "whose": "opponent", "battle_opponent": "this"},
                        "to": "reverse",
                    }
                ],
            },
        },
        # "When you use this card's Backup": the cost has put the card into the waiting room (WS 10.5.4)
        {
            "match": r"When you use this card's \"?Backup\"?, if {condition:condition}, {effect:effect}",
            "make": {
                "trigger": _BACKUP_USED,
                "zones": ["waiting_room"],
                "condition": "$condition",
                "effect": "$effect",
            },
        },
        {
            "match": r"\[{cost:cost}\] When you use this card's \"?Backup\"?, if {condition:condition}, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": _BACKUP_USED,
                "zones": ["waiting_room"],
                "condition": "$condition",
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        {
            "match": r"\[{cost:cost}\] When you use this card's \"?Backup\"?, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": _BACKUP_USED,
                "zones": ["waiting_room"],
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        {
            "match": r"When you use this card's \"?Backup\"?, {effect:effect}",
            "make": {"trigger": _BACKUP_USED, "zones": ["waiting_room"], "effect": "$effect"},
        },
        # "When this card or this card's battle opponent becomes 【REVERSE】, that character cannot use
        # "【AUTO】 Encore" until end of turn": either trigger (WS 7.5), "that character" the one
        # reversed (the event's card), barred from every Encore this turn (WS 10.2.3's too)
        {
            "match": r"When this card or this card's battle opponent becomes 【REVERSE】, that character cannot use \" ?【AUTO】 Encore\" until end of turn",
            "make": {
                "trigger": [
                    {"on": "state", "card": "this", "state": "reverse"},
                    {"on": "state", "state": "reverse", "battle_opponent": "this"},
                ],
                "effect": [{"do": "ws.no_encore", "cards": "event_card"}],
            },
        },
        # "When another of your … becomes 【REVERSE】 in battle, (if there are no markers underneath this
        # card,) you may put that character face down underneath this card as a marker"
        *(
            {
                "match": rf"{{trigger:other_reversed}},{cond} {may}put that character face {face} underneath this card as a marker",
                "make": {
                    "trigger": "$trigger",
                    **({"condition": "$condition"} if cond else {}),
                    "effect": wrap(
                        [{"do": "ws.marker", "cards": "event_card", "under": "this", "face_up": face == "up"}]
                    ),
                },
            }
            for cond in (" if {condition:condition},", "")
            for may, wrap in (
                ("you may ", lambda steps: [{"do": "may", "then": steps}]),
                ("", lambda steps: steps),
            )
            for face in ("down", "up")
        ),
        {
            "match": r"{trigger:battle_trigger}, you may {effect:battle_effect}",
            "make": {"trigger": "$trigger", "effect": [{"do": "may", "then": "$effect"}]},
        },
        # a battle trigger with a cost ("Resonate [Reveal …] When this card becomes 【REVERSE】, if
        # …, you may pay the cost. If you do, 【REVERSE】 that battle opponent"), and "During your
        # opponent's turn, when this card becomes 【REVERSE】, …" (checked again on resolution, WS 8.7)
        {
            "match": r"\[{cost:cost}\] {trigger:battle_trigger}, if {condition:battle_condition}, you may pay the cost\. If you do, {effect:battle_effect}",
            "make": {"trigger": "$trigger", "condition": "$condition", "cost": "$cost", "effect": "$effect"},
        },
        {
            "match": r"During your opponent's turn, {trigger:battle_trigger}, if {condition:battle_condition}, you may {effect:battle_effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"all": [{"turn": "opponents"}, "$condition"]},
                "effect": [{"do": "may", "then": "$effect"}],
            },
        },
        {
            "match": r"{trigger:battle_trigger}, {effect:battle_effect}",
            "make": {"trigger": "$trigger", "effect": "$effect"},
        },
        {
            "match": r"{trigger:battle_trigger}, if {condition:battle_condition}, {effect:battle_effect}",
            "make": {"trigger": "$trigger", "condition": "$condition", "effect": "$effect"},
        },
        {
            "match": r"{trigger:battle_trigger}, if {condition:battle_condition}, you may {effect:battle_effect}",
            "make": {
                "trigger": "$trigger",
                "condition": "$condition",
                "effect": [{"do": "may", "then": "$effect"}],
            },
        },
        # the battle opponent described, then an effect of any kind that does not name it ("When this
        # card's battle opponent becomes 【REVERSE】, if that character is a 《A》 character, you may draw 1
        # card"): "that character" is the battle opponent (WS 7.5), checked as it triggers and
        # resolves (WS 8.7)
        {
            "match": r"{trigger:battle_trigger}, if (?:that character|this card's battle opponent) is {d:card_desc_is}, (?!.*\bthat (?:character|card)\b){effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"exists": {"$merge": [_OPPONENT_BATTLING, "$d"]}},
                "effect": "$effect",
            },
        },
        # "During your turn, when …": the trigger counts only in your turn (checked again on
        # resolution, WS 8.7)
        {
            "match": r"\[{cost:cost}\] During your turn, {trigger:trigger}, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"turn": "yours"},
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        {
            "match": r"\[{cost:cost}\] During your opponent's turn, {trigger:trigger}, you may pay the cost\. If you do, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"turn": "opponents"},
                "cost": "$cost",
                "effect": "$effect",
            },
        },
        # "During this card's battle, when …": this card is the attacker or the defender (WS 7.5)
        # "When you (your opponent) use(s) "Brainstorm", if a climax is put into the waiting room by
        # that effect, …": the use is after the flip (M 10.7.4); its event says whether a climax
        # went (the event's ``climax``)
        *(
            {
                "match": rf"When {who} \"Brainstorm\", if a climax is put into (?:the|{where}) waiting room by that effect, {{effect:effect}}",
                "make": {
                    "trigger": {
                        "on": "ws.use",
                        "player": whose,
                        "keyword": "brainstorm",
                        "data": {"climax": True},
                    },
                    "effect": "$effect",
                },
            }
            for who, where, whose in (
                ("you use", "your", "you"),
                ("your opponent uses", "your opponent's|their", "opponent"),
            )
        ),
        {
            "match": r"During this card's battle, {trigger:trigger}, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {
                    "exists": {
                        "zone": "stage",
                        "is": "this",
                        "any_of": [{"attacking": True}, {"defending": True}],
                    }
                },
                "effect": "$effect",
            },
        },
        {
            "match": r"During your opponent's turn, {trigger:trigger}, if {condition:condition}, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"all": [{"turn": "opponents"}, "$condition"]},
                "effect": "$effect",
            },
        },
        {
            "match": r"During your opponent's turn, {trigger:trigger}, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": {"turn": "opponents"}, "effect": "$effect"},
        },
        {
            "match": r"During your turn, {trigger:trigger}, if {condition:condition}, {effect:effect}",
            "make": {
                "trigger": "$trigger",
                "condition": {"all": [{"turn": "yours"}, "$condition"]},
                "effect": "$effect",
            },
        },
        {
            "match": r"During your turn, {trigger:trigger}, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": {"turn": "yours"}, "effect": "$effect"},
        },
        {
            "match": r"{trigger:trigger}, if {a:condition}, and {b:condition}, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": {"all": ["$a", "$b"]}, "effect": "$effect"},
        },
        {
            "match": r"{trigger:trigger}, if {condition:condition}, {effect:effect}",
            "make": {"trigger": "$trigger", "condition": "$condition", "effect": "$effect"},
        },
        {
            "match": r"{trigger:trigger}, {effect:effect}",
            "make": {"trigger": "$trigger", "effect": "$effect"},
        },
        # a cost the effect asks for later, after other steps ("[…] When …, put the top 2 cards … If
        # there is a climax among those cards, you may pay the cost. If you do, …"; WS 8.4): the
        # compiler puts the cost into that step (``compiler._cost_later``); also "you may pay the
        # cost. If you do not, …" (the effect when it is not paid)
        {
            "match": r"\[{cost:cost}\] {trigger:trigger}, (?!you may pay the cost\. If you do,){effect:effect}",
            "make": {"trigger": "$trigger", "later_cost": "$cost", "effect": "$effect"},
        },
    ],
    "cont": [
        # M 4.10.1.1 with 1.3.1: this card's damage taken from the bottom of the deck (the word the
        # damage processing reads, ``board.damages_from_bottom``)
        {
            "match": r"The damage this card deals is resolved from the bottom of (?:the|your opponent's) deck",
            "make": {"modifiers": [{"to": "this", "grant": "damage_from_bottom"}]},
        },
        # M 3.3.3.1: the hand limit "unless other effects dictate" (``board.hand_limit``)
        {
            "match": r"You get {n:signed} to the limit on the number of cards in your hand",
            "make": {"modifiers": [{"to": "this", "stat": "hand_limit", "add": "$n"}]},
        },
        # WS 10.6 Great Performance (Bodyguard): the keyword the attack declaration reads
        # (``actions.attack_actions``), printed or given
        {"match": r"Great Performance", "make": {"kind": "keyword", "keyword": "bodyguard"}},
        # WS 8.6.2.1.1: the colour requirement waived (the word on the card, ``actions.why_not_playable``)
        {
            "match": r"This card can be played from your hand without fulfilling (?:the )?colou?r requirements?",
            "make": {"zones": ["hand"], "modifiers": [{"to": "this", "grant": "ignore_colour"}]},
        },
        # WS 5.1.2.4: a deck-construction rule; the deck check reads it (``cards.copy_limit``)
        {
            "match": r"You (?:can|may) put (?:any number of|up to (?:\d+|eight)) cards with the same card name as this card (?:in|into) your deck",
            "make": {"tags": ["deck_rule"]},
        },
        # WS 8.2.1.3.1: a marker under this card paid instead of 1 stock of an 【ACT】 cost (``vocab``
        # stock cost, tag stock_substitute; offered only while there is a marker, 8.10.3)
        {
            "match": r"If you would pay the 【ACT】 cost (?:for|of) {who:substitute_for}, you may put (?:1|a|one) marker from underneath this card into your waiting room instead of (?:1|a|one) card from your stock",
            "make": {"tags": ["stock_substitute"], "params": "$who"},
        },
        # the same for the cost of a keyword's ability ("If you would pay the "Change" cost for one of
        # your characters, …": an 【AUTO】 Change, WS 10.8; ``for_tag``, the ability's tag)
        {
            "match": r"If you would pay the \"{tag:keyword_tag}\" cost (?:for|of) {who:substitute_for}, you may put (?:1|a|one) marker from underneath this card into your waiting room instead of (?:1|a|one) card from your stock",
            "make": {"tags": ["stock_substitute"], "params": {"$merge": ["$who", {"for_tag": "$tag"}]}},
        },
        # this character itself for the stock of a keyword's cost ("If you would pay the "Change" cost
        # for one of your characters, you may put this card into your waiting room instead of one or
        # two cards from your stock": for 1 or 2, so for up to 2; decided in docs/games/weiss-schwarz.md)
        {
            "match": r"If you would pay the \"{tag:keyword_tag}\" cost (?:for|of) {who:substitute_for}, you may put this card into your waiting room instead of (?:one or two|1 or 2) cards from your stock",
            "make": {
                "tags": ["stock_substitute"],
                "params": {"$merge": ["$who", {"for_tag": "$tag", "itself": True, "n": 2}]},
            },
        },
        # the same for the cost of playing a card from your hand ("If you would pay the cost for an
        # event in your hand, …": ``actions.play_card``, WS 8.6.2.3; ``for_play``)
        {
            "match": r"If you would pay the cost (?:for|of) (?:an? )?{what:card_desc} in your hand, you may put (?:1|a|one) marker from underneath this card into your waiting room instead of (?:1|a|one) card from your stock",
            "make": {
                "tags": ["stock_substitute"],
                "params": {"for": "$what", "for_zones": ["hand"], "for_play": True},
            },
        },
        # WS 8.6.2.3: another way to play this card, for 0 cost ("When you play this card from your
        # hand, you may choose 1 of your "A", and put it into your waiting room. If you do, you may play
        # this card for 0 cost": ``actions.play_card`` offers it, tag play_replacing, ``put``: which)
        {
            "match": r"When (?:you play this card|this card is played) from your hand, you may choose (?:1|one) of your (?:cards? named )?{what:card_desc}, and put it into your waiting room\. If you do, you may play this card (?:for|with) 0 cost",
            "make": {
                "zones": ["hand"],
                "tags": ["play_replacing"],
                "params": {"put": "$what"},
            },
        },
        # WS 8.2.1.3.1: this card from the hand paid instead of N cards from the hand of the cost of a
        # named character's 【CXCOMBO】 ability (``vocab`` discard cost, tag discard_substitute)
        {
            "match": r"If you would pay the 【CXCOMBO】 cost (?:for|of) your {what:card_desc}, you may put this card from your hand into your waiting room instead of {n:n} cards from your hand",
            "make": {
                "zones": ["hand"],
                "tags": ["discard_substitute"],
                "params": {"for": "$what", "for_zones": ["stage"], "for_tag": "cxcombo", "n": "$n"},
            },
        },
        {"match": r"Assist {rest:cont}", "make": {"$merge": ["$rest", {"tags": ["assist"]}]}},
        # M 10.1 Alarm: valid only while this card is the top card of the clock (``works_here``)
        {
            "match": r"Alarm (?:When|If) this card is the top card of your clock,? and {condition:condition}, {mods:modifiers}",
            "make": {"tags": ["alarm"], "zones": ["clock"], "condition": "$condition", "modifiers": "$mods"},
        },
        {
            "match": r"Alarm (?:When|If) this card is the top card of your clock, {mods:modifiers}",
            "make": {"tags": ["alarm"], "zones": ["clock"], "modifiers": "$mods"},
        },
        # an ability that works from the level zone says so ("Experience If this card is in your
        # level, this card gets +3 level": the level zone's total counts it, WS 2.4)
        {
            "match": r"Experience If this card is in your level, {mods:modifiers}",
            "make": {"tags": ["experience"], "zones": ["level"], "modifiers": "$mods"},
        },
        {"match": r"Experience {rest:cont}", "make": {"$merge": ["$rest", {"tags": ["experience"]}]}},
        # WS 10.9 Recollection ("Memory" in the English text): an ability that works from the
        # memory says so ("if this card is in your memory"); others read the memory from the stage
        {
            "match": r"Memory During your turn, if this card is in your memory, {mods:modifiers}",
            "make": {
                "tags": ["recollection"],
                "zones": ["memory"],
                "condition": {"turn": "yours"},
                "modifiers": "$mods",
            },
        },
        {
            "match": r"Memory During your opponent's turn, if this card is in your memory, {mods:modifiers}",
            "make": {
                "tags": ["recollection"],
                "zones": ["memory"],
                "condition": {"turn": "opponents"},
                "modifiers": "$mods",
            },
        },
        {
            "match": r"Memory If this card is in your memory, {mods:modifiers}",
            "make": {"tags": ["recollection"], "zones": ["memory"], "modifiers": "$mods"},
        },
        # the same with a condition after the zone (WS 10.9.1: an ability that works in the memory)
        {
            "match": r"Memory If this card is in your memory, and {condition:condition}, {mods:modifiers}",
            "make": {
                "tags": ["recollection"],
                "zones": ["memory"],
                "condition": "$condition",
                "modifiers": "$mods",
            },
        },
        {"match": r"Memory {rest:cont}", "make": {"$merge": ["$rest", {"tags": ["recollection"]}]}},
        # a character's ability that works in the waiting room says so (WS 2.12.2: "If this card is in
        # your waiting room, and you do not have a "A" in your memory, this card's card name will also
        # be regarded as "B""): the zone, and the condition with it
        {
            "match": r"If this card is in your waiting room, and {condition:condition}, {mods:modifiers}",
            "make": {"zones": ["waiting_room"], "condition": "$condition", "modifiers": "$mods"},
        },
        {
            "match": r"If this card is in your waiting room, {mods:modifiers}",
            "make": {"zones": ["waiting_room"], "modifiers": "$mods"},
        },
        # the same in the hand ("If this card is in your hand, this card gets 《A》"; WS 2.12.2)
        {
            "match": r"If this card is in your hand, this card gets {gains:gains}",
            "make": {"zones": ["hand"], "modifiers": {"$each": ["$gains", {"to": "this"}]}},
        },
        {
            "match": r"If {condition:condition}, this card gets {l:signed} levels? (?:while )?(?:it is )?in your hand",
            "make": {
                "zones": ["hand"],
                "condition": "$condition",
                "modifiers": [{"to": "this", "stat": "level", "add": "$l"}],
            },
        },
        # the same with no condition, with the cost (WS 8.6.2.3 reads the cost in the hand), or both:
        # an ability that works in the hand (WS 2.12.2)
        *(
            {
                "match": rf"{cond}this card gets {said} (?:while )?(?:it is )?in your hand",
                "make": {
                    "zones": ["hand"],
                    **({"condition": "$condition"} if cond else {}),
                    "modifiers": [{"to": "this", "stat": stat, "add": f"${stat[0]}"} for stat in stats],
                },
            }
            for cond in ("If {condition:condition}, ", "")
            for said, stats in (
                ("{l:signed} levels?", ("level",)),
                ("{c:signed} cost", ("cost",)),
                ("{l:signed} levels? and {c:signed} cost", ("level", "cost")),
            )
            if not cond or stats != ("level",)  # (that one is above)
        ),
        {
            "match": r"During your turn, if {condition:condition}, {mods:modifiers}",
            "make": {"condition": {"all": [{"turn": "yours"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"During your turn, {mods:modifiers}",
            "make": {"condition": {"turn": "yours"}, "modifiers": "$mods"},
        },
        # "During this card's battle": while it has a battle opponent (a front attack, WS 7.5)
        {
            "match": r"During this card's battle, {mods:modifiers}",
            "make": {"condition": {"exists": _OPPONENT_BATTLING}, "modifiers": "$mods"},
        },
        {
            "match": r"During this card's battle, if {condition:condition}, {mods:modifiers}",
            "make": {
                "condition": {"all": [{"exists": _OPPONENT_BATTLING}, "$condition"]},
                "modifiers": "$mods",
            },
        },
        {
            "match": r"During your opponent's turn, if {condition:condition}, {mods:modifiers}",
            "make": {"condition": {"all": [{"turn": "opponents"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"During your opponent's turn, {mods:modifiers}",
            "make": {"condition": {"turn": "opponents"}, "modifiers": "$mods"},
        },
        # "During your (opponent's) climax phase, …", "… during the attack phase": while the game is
        # in that phase of that player's turn (WS 6.1; the encore step is a step of the attack phase)
        {
            "match": r"During {when:cont_phase}, if {condition:condition}, {mods:modifiers}",
            "make": {"condition": {"all": ["$when", "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"During {when:cont_phase}, {mods:modifiers}",
            "make": {"condition": "$when", "modifiers": "$mods"},
        },
        {
            "match": r"{mods:modifiers} during {when:cont_phase}",
            "make": {"condition": "$when", "modifiers": "$mods"},
        },
        {
            "match": r"If {condition:condition}, during {when:cont_phase}, {mods:modifiers}",
            "make": {"condition": {"all": ["$when", "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"If {a:condition}, and {b:condition}, {mods:modifiers}",
            "make": {"condition": {"all": ["$a", "$b"]}, "modifiers": "$mods"},
        },
        {
            "match": r"If {condition:condition}, {mods:modifiers}",
            "make": {"condition": "$condition", "modifiers": "$mods"},
        },
        {"match": r"{mods:modifiers}", "make": {"modifiers": "$mods"}},
        # "during your (opponent's) turn" after the condition or after the modifiers
        # two sentences of modifiers with no condition ("This card gets -3 level while in the stage.
        # This card cannot be chosen by your opponent's effects")
        {
            "match": r"{a:modifiers}\. {b:modifiers}",
            "make": {"modifiers": {"$concat": ["$a", "$b"]}},
        },
        {
            "match": r"If {condition:condition}, during your turn, {mods:modifiers}",
            "make": {"condition": {"all": [{"turn": "yours"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"If {condition:condition}, during your opponent's turn, {mods:modifiers}",
            "make": {"condition": {"all": [{"turn": "opponents"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"If {condition:condition}, {mods:modifiers} during your turn",
            "make": {"condition": {"all": [{"turn": "yours"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"If {condition:condition}, {mods:modifiers} during your opponent's turn",
            "make": {"condition": {"all": [{"turn": "opponents"}, "$condition"]}, "modifiers": "$mods"},
        },
        {
            "match": r"{mods:modifiers} during your turn",
            "make": {"condition": {"turn": "yours"}, "modifiers": "$mods"},
        },
        {
            "match": r"{mods:modifiers} during your opponent's turn",
            "make": {"condition": {"turn": "opponents"}, "modifiers": "$mods"},
        },
        # modifiers that differ by turn in one sentence ("during your turn, this card gets +4000
        # power, and during your opponent's turn, this card gets +6000 power"): each its own "if"
        {
            "match": r"If {c:condition}, during your turn, {a:modifiers},? and during your opponent's turn, {b:modifiers}",
            "make": {
                "condition": "$c",
                "modifiers": {
                    "$concat": [
                        {"$each": ["$a", {"if": {"turn": "yours"}}]},
                        {"$each": ["$b", {"if": {"turn": "opponents"}}]},
                    ]
                },
            },
        },
        # sentences of modifiers, each on its own condition ("If A, …. If B, …"): each modifier
        # with the "if" of its sentence
        {
            "match": r"{a:cond_mods}\. {b:cond_mods}\. {c:cond_mods}",
            "make": {"modifiers": {"$concat": ["$a", "$b", "$c"]}},
        },
        {"match": r"{a:cond_mods}\. {b:cond_mods}", "make": {"modifiers": {"$concat": ["$a", "$b"]}}},
    ],
    # one sentence of modifiers with its condition as each modifier's "if" (``cont`` above)
    "cond_mods": [
        {
            "match": r"If {c:condition}, during your turn, {m:modifiers}",
            "make": {"$each": ["$m", {"if": {"all": ["$c", {"turn": "yours"}]}}]},
        },
        {
            "match": r"If {c:condition}, during your opponent's turn, {m:modifiers}",
            "make": {"$each": ["$m", {"if": {"all": ["$c", {"turn": "opponents"}]}}]},
        },
        {
            "match": r"If {c:condition}, during this card's battle, {m:modifiers}",
            "make": {"$each": ["$m", {"if": {"all": ["$c", {"exists": _OPPONENT_BATTLING}]}}]},
        },
        {"match": r"If {c:condition}, {m:modifiers}", "make": {"$each": ["$m", {"if": "$c"}]}},
        {"match": r"During your turn, {m:modifiers}", "make": {"$each": ["$m", {"if": {"turn": "yours"}}]}},
        {
            "match": r"During your opponent's turn, {m:modifiers}",
            "make": {"$each": ["$m", {"if": {"turn": "opponents"}}]},
        },
        {"match": r"{m:modifiers}", "make": "$m"},
    ],
    # a line with no kind mark on a character or climax: a play condition (WS 8.6.2.1)
    "rule": [
        # WS 10.9.2: an event's ability marked "Memory" (a keyword with no meaning of its own)
        {"match": r"Memory {rest:rule}", "make": {"$merge": ["$rest", {"tags": ["recollection"]}]}},
        # WS 8.6.2.1.1: the colour requirement waived (the word on the card, ``actions.why_not_playable``)
        {
            "match": r"This card can be played from your hand without fulfilling (?:the )?colou?r requirements?",
            "make": {
                "kind": "cont",
                "zones": ["hand"],
                "modifiers": [{"to": "this", "grant": "ignore_colour"}],
            },
        },
        {
            "match": r"If you do not have {what:card_desc_is}, this card cannot be played from (?:your )?hand",
            "make": {
                "kind": "cont",
                "tags": ["play_condition"],
                "condition": {"exists": {"$merge": [_STAGE, "$what"]}},
            },
        },
        {
            "match": r"If you do not have another {what:card_desc}, this card cannot be played from (?:your )?hand",
            "make": {
                "kind": "cont",
                "tags": ["play_condition"],
                "condition": {"exists": {"$merge": [_STAGE, "$what", {"other": True}]}},
            },
        },
        # any other condition: the card is playable only while it does not hold (WS 8.6.2.1)
        {
            "match": r"If {condition:condition}, this card cannot be played from (?:your )?hand",
            "make": {"kind": "cont", "tags": ["play_condition"], "condition": {"not": "$condition"}},
        },
    ],
    "act": [
        # WS 10.5 Backup: the keyword expands to the counter-step act
        {
            "match": r"Backup {power:int},? Level {level:int} \[{cost:cost}\]",
            "make": {
                "kind": "keyword",
                "keyword": "backup",
                "params": {"power": "$power", "level": "$level"},
                "cost": "$cost",
            },
        },
        # "Backup X, Level 1 […] X is equal to <a number>": the power worked out when the act resolves
        # (WS 10.5: its effect gives the power then)
        {
            "match": r"Backup X,? Level {level:int} \[{cost:cost}\] X is equal to {x:number}",
            "make": {
                "kind": "keyword",
                "keyword": "backup",
                "params": {"power": "$x", "level": "$level"},
                "cost": "$cost",
            },
        },
        # M 10.15 Merge, printed "Fusion" in English: the keyword's cost and effect (cards.py)
        {
            "match": r"(?:Fusion|Merge|Trance) \[Put (?:1|a|one) (?:card named )?{a:name} from your stage face up underneath this card as a marker\] Search your deck for up to (?:1|one) (?:card named )?{b:name}, put it (?:in|on) (?:the stage position that this card is in|the position that this card (?:is|was) (?:in|on)|this card's stage position), put this card and all markers underneath this card face up (?:underneath (?:that|the card named) \"[^\"]+\" (?:in any order as (?:a )?markers?|as (?:a )?markers? in any order)|in any order underneath (?:that|the card named) \"[^\"]+\" as (?:a )?markers?), and shuffle your deck",
            "make": {"kind": "keyword", "keyword": "merge", "params": {"with": "$a", "into": "$b"}},
        },
        *_BRAINSTORM_RULES,
        # "Put this 【STAND】 card into your memory / waiting room": it must stand to pay it (WS 8.4)
        {
            "match": r"\[{cost:cost} Put this 【STAND】 card into your {to:stand_card_to}\] {effect:effect}",
            "make": {
                "condition": {"exists": {"zone": "stage", "is": "this", "state": "stand"}},
                "cost": {"$concat": ["$cost", [{"this_to": "$to"}]]},
                "effect": "$effect",
            },
        },
        {
            "match": r"\[Put this 【STAND】 card into your {to:stand_card_to}\] {effect:effect}",
            "make": {
                "condition": {"exists": {"zone": "stage", "is": "this", "state": "stand"}},
                "cost": [{"this_to": "$to"}],
                "effect": "$effect",
            },
        },
        # WS 10.9 Recollection (printed "Memory"): an 【ACT】 whose cost puts this card from your memory
        # into your waiting room works only while this card is in your memory
        {
            "match": r"Memory \[{cost:cost} Put this card from your memory into your waiting room\] {effect:effect}",
            "make": {
                "zones": ["memory"],
                "tags": ["recollection"],
                "cost": {"$concat": ["$cost", [{"this_to": "waiting_room"}]]},
                "effect": "$effect",
            },
        },
        {
            "match": r"Memory \[Put this card from your memory into your waiting room\] {effect:effect}",
            "make": {
                "zones": ["memory"],
                "tags": ["recollection"],
                "cost": [{"this_to": "waiting_room"}],
                "effect": "$effect",
            },
        },
        {"match": r"\[{cost:cost}\] {effect:effect}", "make": {"cost": "$cost", "effect": "$effect"}},
        # "This ability activates up to N times per turn." before or after the cost (WS 8.1.3.2)
        {
            "match": r"\[{cost:cost}\] This ability activates up to {n:n} times? per turn\. {effect:effect}",
            "make": {"cost": "$cost", "effect": "$effect", "limit": "$n"},
        },
        {
            "match": r"This ability activates up to {n:n} times? per turn\. {rest:act}",
            "make": {"$merge": ["$rest", {"limit": "$n"}]},
        },
        # WS 10.13 Resonance ("Resonate" in some sets): its use is the payment of the cost
        {"match": r"Reson(?:ate|ance) {rest:act}", "make": {"$merge": ["$rest", {"tags": ["resonance"]}]}},
        # WS 10.12 Accelerate and 10.10 Experience on an 【ACT】 as on an 【AUTO】: marks (Accelerate's
        # use is the payment of the cost, ``abilities.USED_ON_COST``; what Experience checks is in
        # the text)
        {"match": r"Accelerate {rest:act}", "make": {"$merge": ["$rest", {"tags": ["accelerate"]}]}},
        {"match": r"Experience {rest:act}", "make": {"$merge": ["$rest", {"tags": ["experience"]}]}},
    ],
    "play": [*_costless(_BRAINSTORM_RULES), {"match": r"{effect:effect}", "make": {"effect": "$effect"}}],
    # ------------------------------------------------------------------ triggers (WS 8.7)
    "trigger": [
        {"match": r"When this card is placed on (?:the )?stage from your hand", "make": _THIS_FROM_HAND},
        # two trigger conditions on one line: one ability that either event primes (WS 8.7.1)
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:put )?into your waiting room from the stage",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "from": "stage", "to": "waiting_room"},
            ],
        },
        # WS 10.8: a character put on the stage by Change (the move's reason)
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or by (?:a )?\"Change\"(?: effect)?",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "to": "stage", "data": {"reason": "change"}},
            ],
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:when this card )?attacks",
            "make": [_THIS_FROM_HAND, {"on": "attack", "card": "this"}],
        },
        # "… or (when this card) becomes 【REVERSE】 in (during) battle"
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:when this card )?becomes 【REVERSE】 (?:in|during) battle",
            "make": [
                _THIS_FROM_HAND,
                {"on": "state", "card": "this", "state": "reverse", "data": {"reason": "battle"}},
            ],
        },
        # "… from your hand or by the 【AUTO】 effect of "X"": the move says whose effect placed it
        {
            "match": r"When this card is placed on (?:the )?stage from (?:your )?hand or by the 【AUTO】 (?:effect|ability) of (?:a card named )?{name:name}",
            "make": [_THIS_FROM_HAND, {"on": "move", "card": "this", "to": "stage", "by_auto": "$name"}],
        },
        # "… or by the 【CXCOMBO】 effect of "X"": an ability of a card of that name with the 【CXCOMBO】
        # mark placed it (the move's ``by_cxcombo``)
        {
            "match": r"When this card is placed on (?:the )?stage from (?:your )?hand or by the 【CXCOMBO】 (?:effect|ability) of (?:a card named )?{name:name}",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "to": "stage", "by_card": {"name": "$name", "cxcombo": True}},
            ],
        },
        # "… or by "Fusion"": the keyword (M 10.15, ``ws.merge``) puts the card on the stage by a move of
        # its own reason
        {
            "match": r"When this card is placed on (?:the )?stage from (?:your )?hand or by (?:the effect of )?\"(?:Fusion|Merge|Trance)\"",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "to": "stage", "data": {"reason": "merge"}},
            ],
        },
        # "… or by the 【ACT】 effect of "X"", "… or by (the effect of) "X"" (an event's too): the
        # move says whose ability placed it (the trigger key by_card); a keyword's name in quotes
        # (""Fusion"", ""Change"") is not a card's, so such a line stays by hand
        {
            "match": r"When this card is placed on (?:the )?stage from (?:your )?hand or by the 【ACT】 (?:effect|ability) of (?:a card named )?(?!\"(?:Fusion|Change|Bond|Backup|Encore|Brainstorm|Shift|Merge|Separate|Succession|Sunder|Force|Accelerate|Resonate|Assist|Alarm|Experience|Memory|Cross|Replay)\"){name:name}",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "to": "stage", "by_card": {"name": "$name", "kind": "act"}},
            ],
        },
        {
            "match": r"When this card is placed on (?:the )?stage from (?:your )?hand or by (?:the effect of )?(?:a card named )?(?!\"(?:Fusion|Change|Bond|Backup|Encore|Brainstorm|Shift|Merge|Separate|Succession|Sunder|Force|Accelerate|Resonate|Assist|Alarm|Experience|Memory|Cross|Replay)\"){name:name}",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "to": "stage", "by_card": {"name": "$name"}},
            ],
        },
        # "When this card is placed on the stage by the 【AUTO】 effect of (a card named) "X"" alone
        {
            "match": r"When this card is placed on (?:the )?stage by the 【AUTO】 (?:effect|ability) of (?:a card named )?{name:name}",
            "make": {"on": "move", "card": "this", "to": "stage", "by_auto": "$name"},
        },
        # "When this card is placed on the stage by the effect of "X"" alone (a climax's effect, most
        # often): the move's ability's card (the trigger key by_card); never a keyword's name
        {
            "match": r"When this card is placed on (?:the )?stage by (?:the effect of )?(?:a card named )?(?!\"(?:Fusion|Change|Bond|Backup|Encore|Brainstorm|Shift|Merge|Separate|Succession|Sunder|Force|Accelerate|Resonate|Assist|Alarm|Experience|Memory|Cross|Replay)\"){name:name}",
            "make": {"on": "move", "card": "this", "to": "stage", "by_card": {"name": "$name"}},
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:your )?waiting room",
            "make": [
                _THIS_FROM_HAND,
                {"on": "move", "card": "this", "from": "waiting_room", "to": "stage"},
            ],
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:from )?(?:your )?deck",
            "make": [_THIS_FROM_HAND, {"on": "move", "card": "this", "from": "library", "to": "stage"}],
        },
        # … or from another zone of yours ("from your hand or memory"; M 8.7.4.1.2, each move its trigger)
        {
            "match": r"When this card is placed on (?:the )?stage from your hand or (?:from )?(?:your )?(?!hand\b){zone:zone_word}",
            "make": [_THIS_FROM_HAND, {"on": "move", "card": "this", "from": "$zone", "to": "stage"}],
        },
        # "this card or your other 《A》 character", in either order
        *(
            {
                "match": rf"When {both} is placed on (?:the )?stage from your hand",
                "make": [
                    _THIS_FROM_HAND,
                    {
                        "on": "move",
                        "from": "hand",
                        "to": "stage",
                        "whose": "you",
                        "card": {"$merge": ["$what", {"other": True}]},
                    },
                ],
            }
            for both in (
                "this card or your other {what:card_descs}",
                "your other {what:card_descs} or this card",
            )
        ),
        {
            "match": r"When this card's level {n:n} or higher battle opponent becomes 【REVERSE】",
            "make": {
                "on": "state",
                "state": "reverse",
                "battle_opponent": "this",
                "card": {"level": {">=": "$n"}},
            },
        },
        # "during battle" as the "or becomes 【REVERSE】 during battle" trigger reads it: the battle's
        # reversal (WS 7.5.1.3)
        {
            "match": r"When this card becomes 【REVERSE】 (?:in|during) battle",
            "make": {"on": "state", "card": "this", "state": "reverse", "data": {"reason": "battle"}},
        },
        {"match": r"When this card attacks", "make": {"on": "attack", "card": "this"}},
        # the character opposite this card declares an attack (WS 7.2: the attacking player is the
        # opponent; "facing" is the character in the slot opposite this card's)
        {
            "match": r"When the character facing this card attacks",
            "make": {"on": "attack", "player": "opponent", "card": {"opposite": "this"}},
        },
        # the attack's method (WS 7.2.1.4); "frontally attacked" is the defender of a front attack
        {
            "match": r"When this card direct attacks",
            "make": {"on": "attack", "card": "this", "data": {"method": "direct"}},
        },
        {
            "match": r"When this card front(?:al)? attacks",
            "make": {"on": "attack", "card": "this", "data": {"method": "front"}},
        },
        {
            "match": r"When this card side attacks",
            "make": {"on": "attack", "card": "this", "data": {"method": "side"}},
        },
        # the attack's trigger check (WS 7.3.1.2): the card it reveals, by your attacking character
        {
            "match": r"When your character's trigger check reveals a climax",
            "make": {
                "on": "ws.trigger_check",
                "player": "you",
                "attacker": "any",
                "card": {"type": "climax"},
            },
        },
        {
            "match": r"When this card's trigger check reveals a climax",
            "make": {"on": "ws.trigger_check", "attacker": "this", "card": {"type": "climax"}},
        },
        # the same trigger with any description of the card ("a level 2 or higher card", "a
        # blue climax"; the data's "your characters' trigger check" too): a description that
        # keeps a lost trigger icon ("a climax with in its trigger icon") reads no card_desc
        {
            "match": r"When your (?:characters?(?:'s|') )?trigger check reveals an? {what:card_descs}",
            "make": {"on": "ws.trigger_check", "player": "you", "attacker": "any", "card": "$what"},
        },
        {
            "match": r"When this card's trigger check reveals an? {what:card_descs}",
            "make": {"on": "ws.trigger_check", "attacker": "this", "card": "$what"},
        },
        # the opponent's trigger check (M 7.3.1.2: the event's player is the one who checks)
        {
            "match": r"When your opponent's (?:characters?(?:'s|') )?trigger check reveals an? {what:card_descs}",
            "make": {"on": "ws.trigger_check", "player": "opponent", "attacker": "any", "card": "$what"},
        },
        # "When your climax (with … in its trigger icon / "X") triggers": a card of yours the
        # trigger check reveals (WS 7.3.1.2; its icons are then performed, M 4.12.1), in any
        # trigger check of yours (the rules have no other meaning of a card triggering: a
        # decision in docs/games/weiss-schwarz.md)
        {
            "match": r"When your {what:card_descs} triggers",
            "make": {"on": "ws.trigger_check", "player": "you", "card": "$what"},
        },
        # damage this card deals (its attack or its effects: the damage's source, WS 4.10)
        {
            "match": r"When (?:the )?damage dealt by this card is canceled",
            "make": {"on": "ws.cancel", "source": "this"},
        },
        {
            "match": r"When (?:the )?damage dealt by this card is not canceled",
            "make": {"on": "damage", "source": "this"},
        },
        # damage you received (WS 4.10: the event's player is the damaged one)
        {
            "match": r"When (?:the )?damage you received is canceled",
            "make": {"on": "ws.cancel", "player": "you"},
        },
        {
            "match": r"When (?:the )?damage you received is not canceled",
            "make": {"on": "damage", "player": "you"},
        },
        # either damage canceled: two trigger conditions of one ability (WS 8.7.1)
        {
            "match": r"When (?:the )?damage you received is canceled or (?:when )?(?:the )?damage dealt by this card is canceled",
            "make": [{"on": "ws.cancel", "player": "you"}, {"on": "ws.cancel", "source": "this"}],
        },
        # WS 8.1.1.1.2: using a startup (【ACT】) ability is its resolution (the ``ws.act`` event)
        # ("When you use 【ACT】", "When you use an 【ACT】 ability": other printings of the same words)
        {"match": r"When you use (?:an )?【ACT】(?: ability)?", "make": {"on": "ws.act", "player": "you"}},
        {
            "match": r"When your opponent uses (?:an )?【ACT】(?: ability)?",
            "make": {"on": "ws.act", "player": "opponent"},
        },
        # WS 7.6.1.5: the end of the attack (the ``ws.attack_end`` event names the attacker)
        {"match": r"At the end of this card's attack", "make": {"on": "ws.attack_end", "card": "this"}},
        # WS 6.8.1.1: "at the end of the turn" abilities trigger once, in the end phase
        {"match": r"At the end of (?:the )?turn", "make": {"on": "ws.end_of_turn"}},
        {"match": r"At the end of your turn", "make": {"on": "ws.end_of_turn", "turn": "yours"}},
        {
            "match": r"At the end of your opponent's turn",
            "make": {"on": "ws.end_of_turn", "turn": "opponents"},
        },
        # the battle opponent of your other character (WS 7.5), reversed; "in battle": by the battle's
        # comparison (WS 7.5.1.3), as "this card's battle opponent … in battle" reads it
        *(
            {
                "match": rf"When (?:your other|another of your) characters?(?:'s|') battle opponent becomes 【REVERSE】{how}",
                "make": {
                    "on": "state",
                    "state": "reverse",
                    "card": {"battle_opponent": {"zone": "stage", "type": "character", "other": True}},
                    **data,
                },
            }
            for how, data in (("", {}), (" in battle", {"data": {"reason": "battle"}}))
        ),
        # "When the battle opponent of your other "A" becomes 【REVERSE】" (the same, described)
        *(
            {
                "match": rf"When the battle opponent of (?:your other|another of your) {{what:card_descs}} becomes 【REVERSE】{how}",
                "make": {
                    "on": "state",
                    "state": "reverse",
                    "card": {"battle_opponent": {"$merge": [{"zone": "stage"}, "$what", {"other": True}]}},
                    **data,
                },
            }
            for how, data in (("", {}), (" in battle", {"data": {"reason": "battle"}}))
        ),
        # WS 9.3: levelling up
        {"match": r"When you level up", "make": {"on": "level_up", "player": "you"}},
        {"match": r"When your opponent levels up", "make": {"on": "level_up", "player": "opponent"}},
        # M 9.2.4: the refresh process, named "refresh" in text (the event after the waiting room became
        # the deck, before the refresh point's card goes to the clock)
        {"match": r"When you refresh", "make": {"on": "refresh", "player": "you"}},
        {"match": r"When your opponent refreshes", "make": {"on": "refresh", "player": "opponent"}},
        {
            "match": r"When this card is frontal attacked",
            "make": {"on": "attack", "battle_opponent": "this", "data": {"method": "front"}},
        },
        # a side attack on this card: the character facing it attacks so (M 7.2.1.5.2; a side attack has no
        # battle, so no battle opponent)
        {
            "match": r"When this card is side attacked",
            "make": {
                "on": "attack",
                "player": "opponent",
                "card": {"opposite": "this"},
                "data": {"method": "side"},
            },
        },
        {"match": r"{trigger:other_attacked}", "make": "$trigger"},
        {
            "match": r"When this card becomes 【REVERSE】",
            "make": {"on": "state", "card": "this", "state": "reverse"},
        },
        # "When this card (your character, your other "A", your opponent's character) becomes 【REST】
        # / 【STAND】": its state turned (WS 1.3.4; the stand phase's too, WS 6.2.1.2); "your character"
        # is this card too, "your other" not
        *(
            {
                "match": rf"When {who} becomes 【{word}】",
                "make": {"on": "state", "state": word.lower(), "card": card},
            }
            for word in ("REST", "STAND")
            for who, card in (
                ("this card", "this"),
                (
                    "(?:your other|another of your) {what:card_descs}",
                    {"$merge": ["$what", {"other": True, "controller": "you"}]},
                ),
                ("your (?!other ){what:card_descs}", {"$merge": ["$what", {"controller": "you"}]}),
                ("your opponent's {what:card_descs}", {"$merge": ["$what", {"controller": "opponent"}]}),
            )
        ),
        {
            "match": r"When this card's battle opponent becomes 【REVERSE】",
            "make": {"on": "state", "state": "reverse", "battle_opponent": "this"},
        },
        # "… becomes 【REVERSE】 in battle": reversed by the battle's damage comparison (WS 7.5.1.3)
        {
            "match": r"When this card's battle opponent becomes 【REVERSE】 in battle",
            "make": {
                "on": "state",
                "state": "reverse",
                "battle_opponent": "this",
                "data": {"reason": "battle"},
            },
        },
        {
            "match": r"When this card is placed on your climax area from (?:your )?hand",
            "make": {"on": "move", "card": "this", "from": "hand", "to": "climax"},
        },
        {
            "match": r"When this card is (?:put|placed) into (?:your|the) waiting room from (?:the|your) stage",
            "make": {"on": "move", "card": "this", "from": "stage", "to": "waiting_room"},
        },
        # this card put from the stage into another zone of yours ("When this card is put into your clock /
        # memory / hand from the stage"; the card is read as it was on the stage, M 8.7.4.1.2), or placed
        # on the stage from another zone ("… from your clock / memory / deck")
        {
            "match": r"When this card is (?:put|placed) into your {to:zone_word} from (?:the|your) stage",
            "make": {"on": "move", "card": "this", "from": "stage", "to": "$to"},
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your {from:zone_word}",
            "make": {"on": "move", "card": "this", "from": "$from", "to": "stage"},
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your deck",
            "make": {"on": "move", "card": "this", "from": "library", "to": "stage"},
        },
        # the start of a phase or step (WS 6.1): a phase's start has step ""
        {
            "match": r"At the beginning of your {when:phase_name}",
            "make": {"$merge": [{"on": "phase", "turn": "yours"}, "$when"]},
        },
        {
            "match": r"At the beginning of your opponent's {when:phase_name}",
            "make": {"$merge": [{"on": "phase", "turn": "opponents"}, "$when"]},
        },
        {
            "match": r"At the beginning of the {when:phase_name}",
            "make": {"$merge": [{"on": "phase"}, "$when"]},
        },
        # "When your / the character in the middle position of your center stage attacks": the attacker
        # in that slot (WS 2.2.2), this card too
        {
            "match": r"When (?:your|the) character in the middle position of your center stage attacks",
            "make": {"on": "attack", "player": "you", "card": {"type": "character", "slot": ["FC"]}},
        },
        {
            "match": r"When another of your {what:card_descs} attacks",
            "make": {"on": "attack", "player": "you", "card": {"$merge": ["$what", {"other": True}]}},
        },
        {
            "match": r"When your other {what:card_descs} attacks",
            "make": {"on": "attack", "player": "you", "card": {"$merge": ["$what", {"other": True}]}},
        },
        # "When your (other) 《A》 character (direct / frontal / side) attacks": any character of yours
        # with that description attacks, this card too without "other" (WS 7.2; the attack's method
        # is the event's, as for this card's attacks above)
        *(
            {
                "match": rf"When your {other}{{what:card_descs}} {how}attacks",
                "make": {
                    "on": "attack",
                    "player": "you",
                    "card": {"$merge": ["$what", {"other": True}]} if other else "$what",
                    **({"data": {"method": method}} if method else {}),
                },
            }
            for other in ("other ", "")
            for how, method in (
                ("direct ", "direct"),
                ("front(?:al)? ", "front"),
                ("side ", "side"),
                ("", ""),
            )
            if method or not other  # "When your other … attacks" is the rule above
        ),
        {
            "match": r"When (?:a card named )?{name:name} is placed on your climax area",
            "make": {"on": "move", "to": "climax", "whose": "you", "card": {"name": "$name"}},
        },
        # two climax names in one trigger: either placed (WS 8.7.1)
        {
            "match": r"When {a:name} or {b:name} is placed on your climax area",
            "make": {"on": "move", "to": "climax", "whose": "you", "card": {"name": ["$a", "$b"]}},
        },
        {
            "match": r"When a climax is (?:placed|put) on your climax area",
            "make": {"on": "move", "to": "climax", "whose": "you", "card": {"type": "climax"}},
        },
        {
            "match": r"When your climax is placed on (?:your|the) climax area",
            "make": {"on": "move", "to": "climax", "whose": "you", "card": {"type": "climax"}},
        },
        # "When your climax with [[comeback.gif]] in its trigger icon is placed on your climax area",
        # "When a blue climax is placed …": a described climax
        {
            "match": r"When (?:a|your) (?=(?:(?:yellow|green|red|blue) )?climax\b){what:card_descs} is (?:placed|put) on your climax area",
            "make": {
                "on": "move",
                "to": "climax",
                "whose": "you",
                "card": {"$merge": [{"type": "climax"}, "$what"]},
            },
        },
        # the same event for the opponent's climax area (WS 8.6.2.4.3)
        {
            "match": r"When (?:your opponent's climax is placed on (?:their|the)|a climax is (?:placed|put) on your opponent's) climax area",
            "make": {"on": "move", "to": "climax", "whose": "opponent", "card": {"type": "climax"}},
        },
        # either player's climax area: the same event, whoever's (WS 8.6.2.4.3)
        {
            "match": r"When a climax is (?:placed|put) on your climax area or your opponent's climax area",
            "make": {"on": "move", "to": "climax", "card": {"type": "climax"}},
        },
        # the opponent's characters attacking ("When your opponent's character (frontal / side / direct)
        # attacks", WS 7.2: the attacking player is the opponent) or placed on their stage from their
        # hand (WS 8.7.1: an auto ability watches the other player's cards too)
        *(
            {
                "match": rf"When your opponent's {{what:card_descs}} {how}attacks",
                "make": {
                    "on": "attack",
                    "player": "opponent",
                    "card": "$what",
                    **({"data": {"method": method}} if method else {}),
                },
            }
            for how, method in (
                ("direct ", "direct"),
                ("front(?:al)? ", "front"),
                ("side ", "side"),
                ("", ""),
            )
        ),
        {
            "match": r"When your opponent's {what:card_descs} is placed on (?:the |their )?stage from (?:their|your opponent's) hand",
            "make": {"on": "move", "from": "hand", "to": "stage", "whose": "opponent", "card": "$what"},
        },
        # your other characters entering or leaving the stage, or reversed in battle (WS 8.7.1:
        # an auto ability watches events of other cards; "your": the zone's owner)
        {
            "match": r"When (?:your other|another of your) {what:card_descs} is placed on (?:the )?stage from your hand",
            "make": {
                "on": "move",
                "from": "hand",
                "to": "stage",
                "whose": "you",
                "card": {"$merge": ["$what", {"other": True}]},
            },
        },
        # … or from another zone of yours ("from your hand or from your memory"; each move its trigger)
        {
            "match": r"When (?:your other|another of your) {what:card_descs} is placed on (?:the )?stage from your hand or (?:from )?(?:your )?(?!hand\b){zone:zone_word}",
            "make": [
                {
                    "on": "move",
                    "from": zone,
                    "to": "stage",
                    "whose": "you",
                    "card": {"$merge": ["$what", {"other": True}]},
                }
                for zone in ("hand", "$zone")
            ],
        },
        # … by a "Change" effect (WS 10.8: the move's reason)
        {
            "match": r"When (?:your other|another of your) {what:card_descs} is placed on (?:the )?stage by (?:a )?\"Change\"(?: effect)?",
            "make": {
                "on": "move",
                "to": "stage",
                "whose": "you",
                "card": {"$merge": ["$what", {"other": True}]},
                "data": {"reason": "change"},
            },
        },
        # … from another zone of yours ("from your waiting room", "from your deck"; WS 8.7.1), this card
        # or your other characters
        *(
            {
                "match": rf"When {who} is placed on (?:the )?stage from your {where}",
                "make": {"on": "move", "from": zone, "to": "stage", **card},
            }
            for who, card in (
                ("this card", {"card": "this"}),
                (
                    "(?:your other|another of your) {what:card_descs}",
                    {"whose": "you", "card": {"$merge": ["$what", {"other": True}]}},
                ),
            )
            for where, zone in (("{zone:zone_word}", "$zone"), ("deck", "library"))
        ),
        # … into another zone of yours from the stage ("When your other character is put into your clock
        # from the stage"; M 8.7.4.1.2)
        {
            "match": r"When (?:your other|another of your) {what:card_descs} is put into your (?!waiting room\b){to:zone_word} from (?:the|your) stage",
            "make": {
                "on": "move",
                "from": "stage",
                "to": "$to",
                "whose": "you",
                "card": {"$merge": ["$what", {"other": True}]},
            },
        },
        {
            "match": r"When (?:your other|another of your) {what:card_descs} is put into (?:your|the) waiting room from (?:the|your) stage",
            "make": {
                "on": "move",
                "from": "stage",
                "to": "waiting_room",
                "whose": "you",
                "card": {"$merge": ["$what", {"other": True}]},
            },
        },
        # "When your "X" is put into your waiting room from the stage": any card of that name of yours,
        # this one too (a name, no "other")
        {
            "match": r"When your {name:name} is put into (?:your|the) waiting room from (?:the|your) stage",
            "make": {
                "on": "move",
                "from": "stage",
                "to": "waiting_room",
                "whose": "you",
                "card": {"name": "$name"},
            },
        },
        {
            "match": r"When (?:your other|another of your) {what:card_descs} becomes 【REVERSE】 in battle",
            "make": {
                "on": "state",
                "state": "reverse",
                "data": {"reason": "battle"},
                "card": {"$merge": ["$what", {"other": True, "controller": "you"}]},
            },
        },
        # "When your other character in battle becomes 【REVERSE】": a character of yours that is
        # attacking or defending (WS 7.4) reversed, by the battle or by an effect during it
        {
            "match": r"When (?:your other|another of your) character in battle becomes 【REVERSE】",
            "make": {
                "on": "state",
                "state": "reverse",
                "card": {
                    "type": "character",
                    "other": True,
                    "controller": "you",
                    "any_of": [{"attacking": True}, {"defending": True}],
                },
            },
        },
        # the same without "in battle": reversed by a battle or an effect (WS 1.3.4 state change)
        {
            "match": r"When (?:your other|another of your) {what:card_descs} becomes 【REVERSE】",
            "make": {
                "on": "state",
                "state": "reverse",
                "card": {"$merge": ["$what", {"other": True, "controller": "you"}]},
            },
        },
        # the opponent's characters reversed (in battle or by an effect) or put into their waiting room
        # from the stage (WS 8.7.1: an auto ability watches the other player's cards too)
        {
            "match": r"When your opponent's {what:card_descs} becomes 【REVERSE】 in battle",
            "make": {
                "on": "state",
                "state": "reverse",
                "data": {"reason": "battle"},
                "card": {"$merge": ["$what", {"controller": "opponent"}]},
            },
        },
        {
            "match": r"When your opponent's {what:card_descs} becomes 【REVERSE】",
            "make": {
                "on": "state",
                "state": "reverse",
                "card": {"$merge": ["$what", {"controller": "opponent"}]},
            },
        },
        {
            "match": r"When your opponent's {what:card_descs} is (?:put|placed) into (?:their|your opponent's) waiting room from the stage",
            "make": {
                "on": "move",
                "from": "stage",
                "to": "waiting_room",
                "whose": "opponent",
                "card": "$what",
            },
        },
        {
            "match": r"When this card is placed on (?:the )?stage from your waiting room",
            "make": {"on": "move", "card": "this", "from": "waiting_room", "to": "stage"},
        },
        {
            "match": r"When your card is put into your memory",
            "make": {"on": "move", "to": "memory", "whose": "you"},
        },
        # "When your opponent's card is put into their memory", "When your 《A》 character is put into
        # your memory", "When your opponent's character is returned to their hand from the waiting
        # room": a card of that player's moved into their zone (WS 3.1: a card goes only to its
        # owner's zones), from anywhere or from the waiting room
        {
            "match": r"When your opponent's card is put into (?:their|your opponent's) memory",
            "make": {"on": "move", "to": "memory", "whose": "opponent"},
        },
        *(
            {
                "match": rf"When {who} (?!card\b){{what:card_descs}} is {moved}",
                "make": {"on": "move", **move, "whose": whose, "card": "$what"},
            }
            for who, whose, their in (
                ("your", "you", "your"),
                ("your opponent's", "opponent", "(?:their|your opponent's)"),
            )
            for moved, move in (
                (f"put into {their} memory", {"to": "memory"}),
                (
                    f"returned to {their} hand from (?:the|{their}) waiting room",
                    {"from": "waiting_room", "to": "hand"},
                ),
            )
        ),
        # WS 8.6.2.4: a card of that name played from your hand (a character, an event or a climax:
        # each play is a move from the hand "for play")
        {
            "match": r"When you play (?:a card named )?{name:name}",
            "make": {
                "on": "move",
                "from": "hand",
                "whose": "you",
                "card": {"name": "$name"},
                "data": {"reason": "play"},
            },
        },
        # WS 9.3 and effects: any card put into your level zone
        {
            "match": r"When (?:a|your) card is put into your level",
            "make": {"on": "move", "to": "level", "whose": "you"},
        },
        # WS 8.6.2.4.2: an event played goes to the resolution zone
        *(
            {
                "match": rf"When {who} an event(?: card)?",
                "make": {
                    "on": "move",
                    "from": "hand",
                    "to": "resolution",
                    "whose": whose,
                    "card": {"type": "event"},
                    "data": {"reason": "play"},
                },
            }
            for who, whose in (("you play", "you"), ("your opponent plays", "opponent"))
        ),
        # the use of a keyword (the ``ws.use`` event: M 10.2.4, 10.5, 10.7.4, 10.8.5, 10.12)
        {
            "match": r"When you use \"{keyword:used_keyword}\"",
            "make": {"on": "ws.use", "player": "you", "keyword": "$keyword"},
        },
        # "When your opponent uses "Brainstorm"" (M 10.7.4)
        {
            "match": r"When your opponent uses \"Brainstorm\"",
            "make": {"on": "ws.use", "player": "opponent", "keyword": "brainstorm"},
        },
    ],
    "used_keyword": [
        {"match": r"Backup", "make": "backup"},
        {"match": r"Brainstorm", "make": "brainstorm"},
        {"match": r"Change", "make": "change"},
        {"match": r"Accelerate", "make": "accelerate"},
        # Resonate (WS 10.13): used when its ability's cost is paid (``abilities.USED_ON_COST``)
        {"match": r"Resonate|Resonance", "make": "resonance"},
        {"match": r"Encore", "make": "encore"},
    ],
    # another of your characters becomes 【REVERSE】 in battle: "that character" after it is that card
    # (the event's card, ``event_card``: the same object, a state change does not move it)
    "other_reversed": [
        {
            "match": r"When (?:your other|another of your) {what:card_desc} becomes 【REVERSE】 in battle",
            "make": {
                "on": "state",
                "state": "reverse",
                "data": {"reason": "battle"},
                "card": {"$merge": ["$what", {"other": True, "controller": "you"}]},
            },
        },
    ],
    # your other character as the defender of a front attack (WS 7.2.1.5): the attacking
    # player is the opponent, the attack's target meets the description
    "other_attacked": [
        {
            "match": r"When (?:your other|another of your) {what:card_desc} is frontal attacked",
            "make": {
                "on": "attack",
                "player": "opponent",
                "data": {"method": "front"},
                "target": {"$merge": ["$what", {"other": True}]},
            },
        },
        # the same for a side attack (its target is the character in the opposing slot, M 7.2.1.5.2), and
        # "your character" (no "other": this card too)
        {
            "match": r"When (?:your other|another of your) {what:card_desc} is side attacked",
            "make": {
                "on": "attack",
                "player": "opponent",
                "data": {"method": "side"},
                "target": {"$merge": ["$what", {"other": True}]},
            },
        },
        *(
            {
                "match": rf"When your {{what:card_desc}} is {how} attacked",
                "make": {"on": "attack", "player": "opponent", "data": {"method": method}, "target": "$what"},
            }
            for how, method in (("frontal", "front"), ("side", "side"))
        ),
    ],
    # when a delayed effect happens: the next start of that phase or step (WS 6.1), or the end
    # of this turn (WS 6.8.1.1)
    "delay_when": [
        {
            "match": r"the beginning of your (?:next )?{when:phase_name}",
            "make": {"$merge": [{"on": "phase", "turn": "yours"}, "$when"]},
        },
        {
            "match": r"the beginning of your opponent's (?:next )?{when:phase_name}",
            "make": {"$merge": [{"on": "phase", "turn": "opponents"}, "$when"]},
        },
        {
            "match": r"the beginning of the (?:next )?{when:phase_name}",
            "make": {"$merge": [{"on": "phase"}, "$when"]},
        },
        {"match": r"the end of (?:the |this )?turn", "make": {"on": "ws.end_of_turn"}},
        # "at the end of your turn": the end of your turn, this one or your next (WS 6.8.1.1)
        {"match": r"the end of your turn", "make": {"on": "ws.end_of_turn", "turn": "yours"}},
    ],
    "phase_name": [
        {"match": r"{phase:phase_word} phase", "make": {"phase": "$phase", "step": ""}},
        {"match": r"encore step", "make": {"phase": "attack", "step": "encore"}},
    ],
    # ------------------------------------------------------------------ conditions
    "condition": [
        # counts of your characters as play conditions say them ("If you have 2 or less 《Magic》
        # characters", "If the number of 《Music》 characters you have is two or less")
        {
            "match": r"you have {n:n} or less {what:card_descs}",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what"]}}, "$n"]},
        },
        {
            "match": r"the number of {what:card_descs} (?:you have|on your stage) is {n:n} or less",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what"]}}, "$n"]},
        },
        {"match": r"you do not have any {what:card_descs}", "make": {"none": {"$merge": [_STAGE, "$what"]}}},
        {"match": r"you do not have {name:name}", "make": {"none": {"zone": "stage", "name": "$name"}}},
        {
            "match": r"your waiting room has {n:n} or less climax(?:es)?",
            "make": {"<=": [{"count": {"zone": "waiting_room", "type": "climax"}}, "$n"]},
        },
        {"match": r"your level is {n:n} or higher", "make": {">=": [{"ws.level": "you"}, "$n"]}},
        {"match": r"you have an? {what:card_descs}", "make": {"exists": {"$merge": [_STAGE, "$what"]}}},
        # the same zone of both players compared ("your hand has less cards than your opponent's hand",
        # "you have more cards in your stock than your opponent"; WS 3: the cards in a player's zone)
        *(
            {
                "match": rf"(?:(?:the number of cards in your {words} is|your {words} has) {than} (?:cards )?than (?:the number of cards in )?your opponent's(?: {words})?|you have {than} cards in your {words} than your opponent(?: does)?)",
                "make": {op: [{"count": {"zone": zone}}, {"count": {"zone": zone, "whose": "opponent"}}]},
            }
            for words, zone in (
                ("hand", "hand"),
                ("stock", "stock"),
                ("clock", "clock"),
                ("waiting room", "waiting_room"),
                ("memory", "memory"),
            )
            for than, op in (("(?:less|fewer)", "<"), ("more", ">"))
        ),
        # "all of your characters are 《A》 or have "B" in its card name": none is neither
        {
            "match": r"all of your characters are {trait:trait} or have {name:name} in (?:its|their) card names?",
            "make": {
                "none": {
                    "zone": "stage",
                    "not": {"any_of": [{"traits": ["$trait"]}, {"name_has": "$name"}]},
                }
            },
        },
        {"match": r"there is a climax in your climax area", "make": {"exists": {"zone": "climax"}}},
        {
            "match": r"you do not have another 【REST】 character (?:in|on) your center stage",
            "make": {"none": {"zone": "stage", "other": True, "state": "rest", "front_row": True}},
        },
        {
            "match": r"(?:a card named )?{name:name} is in your clock",
            "make": {"exists": {"zone": "clock", "name": "$name"}},
        },
        {
            "match": r"your opponent has a level {n:n} or higher character",
            "make": {"exists": {"zone": "stage", "whose": "opponent", "level": {">=": "$n"}}},
        },
        # the opponent's stage, composed, after the wording above ("your opponent has a 500 power or
        # lower character")
        {
            "match": r"your opponent has an? {what:card_descs}",
            "make": {"exists": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}},
        },
        {
            "match": r"the total level of (?:the )?cards in your level(?: zone)? is {n:n} or higher",
            "make": {">=": [{"total": {"cards": {"zone": "level"}, "name": "level"}}, "$n"]},
        },
        {
            "match": r"the total level of (?:the )?cards in your level(?: zone)? is {n:n} or lower",
            "make": {"<=": [{"total": {"cards": {"zone": "level"}, "name": "level"}}, "$n"]},
        },
        {
            "match": r"this card is in the middle position of (?:your|the) center stage",
            "make": {"exists": {"zone": "stage", "is": "this", "slot": ["FC"]}},
        },
        {
            "match": r"all of your characters are {a:trait} or {b:trait}",
            "make": {"none": {"zone": "stage", "not": {"traits": ["$a", "$b"]}}},
        },
        {
            "match": r"(?:a card named )?{name:name} is in your climax area",
            "make": {"ws.climax_named": "$name"},
        },
        {
            "match": r"you have (?:a card named )?{name:name} in your climax area",
            "make": {"ws.climax_named": "$name"},
        },
        # where this card is and how it stands (WS 3.4: center stage is the front row)
        {
            "match": r"this card is (?:in|on) (?:your|the) center stage",
            "make": {"exists": {"zone": "stage", "is": "this", "front_row": True}},
        },
        {
            "match": r"this card is (?:on|in) (?:the|your) stage",
            "make": {"exists": {"zone": "stage", "is": "this"}},
        },
        {
            "match": r"this card is (?:in|on) (?:your|the) back stage",
            "make": {"exists": {"zone": "stage", "is": "this", "back_row": True}},
        },
        {
            "match": r"this card is 【{state:state_word}】",
            "make": {"exists": {"zone": "stage", "is": "this", "state": "$state"}},
        },
        # "this card is not 【REVERSE】", "… in your center stage and is not 【REVERSE】", "this card is
        # 【STAND】 in your back stage": where and how it stands, read together (WS 3.4)
        {
            "match": r"this card is not 【{state:state_word}】",
            "make": {"exists": {"zone": "stage", "is": "this", "not": {"state": "$state"}}},
        },
        {
            "match": r"this card is (?:in|on) (?:your|the) {row:stage_row} and (?:is )?not 【{state:state_word}】",
            "make": {
                "exists": {"$merge": [{"zone": "stage", "is": "this", "not": {"state": "$state"}}, "$row"]}
            },
        },
        {
            "match": r"this card is in the middle position of (?:your|the) center stage and (?:is )?not 【{state:state_word}】",
            "make": {"exists": {"zone": "stage", "is": "this", "slot": ["FC"], "not": {"state": "$state"}}},
        },
        {
            "match": r"this card is 【{state:state_word}】 (?:in|on) (?:your|the) {row:stage_row}",
            "make": {"exists": {"$merge": [{"zone": "stage", "is": "this", "state": "$state"}, "$row"]}},
        },
        # "all of your characters are 【STAND】": none of them is not (WS 1.3.2: none at all holds too)
        {
            "match": r"all of your characters are 【{state:state_word}】",
            "make": {"none": {"zone": "stage", "not": {"state": "$state"}}},
        },
        {
            "match": r"all of your opponent's characters are 【{state:state_word}】",
            "make": {"none": {"zone": "stage", "whose": "opponent", "not": {"state": "$state"}}},
        },
        # "you have no other 《A》 characters"
        {
            "match": r"you have no other {what:card_desc}",
            "make": {"none": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        # "your memory has a "A"": one such card there
        {
            "match": r"your {zone:count_zone} has an? {what:card_desc}",
            "make": {"exists": {"$merge": [{"zone": "$zone"}, "$what"]}},
        },
        # the opponent's characters of one row counted ("your opponent has 2 or more characters in
        # their back stage", "… no characters …")
        {
            "match": r"your opponent has {n:n} or more characters (?:in|on) their {row:stage_row}",
            "make": {">=": [{"count": {"$merge": [{"zone": "stage", "whose": "opponent"}, "$row"]}}, "$n"]},
        },
        {
            "match": r"your opponent has no characters (?:in|on) their {row:stage_row}",
            "make": {"none": {"$merge": [{"zone": "stage", "whose": "opponent"}, "$row"]}},
        },
        # the two levels compared the other way round
        {
            "match": r"your level is lower than your opponent's level",
            "make": {"<": [{"ws.level": "you"}, {"ws.level": "opponent"}]},
        },
        {
            "match": r"your opponent's level is higher than yours",
            "make": {">": [{"ws.level": "opponent"}, {"ws.level": "you"}]},
        },
        # counts of cards in a zone (WS 3: the zones), yours or the opponent's
        {
            "match": r"your {zone:count_zone} has {n:n} or less {what:card_descs}",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"your {zone:count_zone} has {n:n} or more {what:card_descs}",
            "make": {">=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"your opponent's {zone:count_zone} has {n:n} or more {what:card_descs}",
            "make": {">=": [{"count": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}}, "$n"]},
        },
        # a count with no "or more / or less" is that number exactly ("if your clock has 6 cards"); "a
        # card", "one card" there is any card (read by the rules with "an?" elsewhere)
        {
            "match": r"you have (?!(?:an?|one) ){n:n} {what:card_descs} in your {zone:count_zone}",
            "make": {"==": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"your {zone:count_zone} has (?!(?:an?|one) ){n:n} {what:card_descs}",
            "make": {"==": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"your opponent's {zone:count_zone} has (?!(?:an?|one) ){n:n} {what:card_descs}",
            "make": {"==": [{"count": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or more {what:card_descs} in your {zone:count_zone}",
            "make": {">=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"the number of {what:card_descs} in your {zone:count_zone} is {n:n} or less",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"the number of {what:card_descs} in your {zone:count_zone} is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"(?:there is|you have) a card in your memory",
            "make": {"exists": {"zone": "memory"}},
        },
        {
            "match": r"(?:a card named )?{name:name} is in your memory",
            "make": {"exists": {"zone": "memory", "name": "$name"}},
        },
        # WS 10.10 Experience: cards in the level zone
        {
            "match": r"(?:a card named )?{name:name} is in your level",
            "make": {"exists": {"zone": "level", "name": "$name"}},
        },
        # colours in the level zone ("your level has a red card (and a blue card)", M 2.4 colours)
        {
            "match": r"your level has an? {colour:colour} card",
            "make": {"exists": {"zone": "level", "colour": "$colour"}},
        },
        {
            "match": r"your level has an? {a:colour} card and an? {b:colour} card",
            "make": {
                "all": [
                    {"exists": {"zone": "level", "colour": "$a"}},
                    {"exists": {"zone": "level", "colour": "$b"}},
                ]
            },
        },
        # three or four names in the memory: each there (before the two below)
        {
            "match": r"{a:name},? and {b:name},? and {c:name},? and {d:name} are in your memory",
            "make": {"all": [{"exists": {"zone": "memory", "name": n}} for n in ("$a", "$b", "$c", "$d")]},
        },
        {
            "match": r"{a:name},? and {b:name},? and {c:name} are in your memory",
            "make": {"all": [{"exists": {"zone": "memory", "name": n}} for n in ("$a", "$b", "$c")]},
        },
        {
            "match": r"{a:name} and {b:name} are in your memory",
            "make": {
                "all": [
                    {"exists": {"zone": "memory", "name": "$a"}},
                    {"exists": {"zone": "memory", "name": "$b"}},
                ]
            },
        },
        {
            "match": r"your opponent has a climax (?:in|on) their climax area",
            "make": {"exists": {"zone": "climax", "whose": "opponent"}},
        },
        {
            "match": r"you do not have any other {what:card_descs} (?:in|on) your center stage",
            "make": {"none": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]}},
        },
        {
            "match": r"you have another {what:card_descs} in the middle position of your center stage",
            "make": {"exists": {"$merge": [_STAGE, "$what", {"other": True, "slot": ["FC"]}]}},
        },
        {
            "match": r"{a:name} and {b:name} are in your level",
            "make": {
                "all": [
                    {"exists": {"zone": "level", "name": "$a"}},
                    {"exists": {"zone": "level", "name": "$b"}},
                ]
            },
        },
        # how many different card names a zone holds (``ws.names``)
        {
            "match": r"your {zone:zone_word} has {n:n} or more cards with different card names",
            "make": {">=": [{"ws.names": {"zone": "$zone"}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or more cards with different card names in your {zone:zone_word}",
            "make": {">=": [{"ws.names": {"zone": "$zone"}}, "$n"]},
        },
        # every card of your memory with a name part ("all of the cards in your memory have "A" in
        # their card names"): none without it
        {
            "match": r"all (?:of )?the cards in your memory have {name:name} in (?:its|their) card names?",
            "make": {"none": {"zone": "memory", "not": {"name_has": "$name"}}},
        },
        # "If you have "A" and "B"": both on your stage
        {
            "match": r"you have (?:a card named |cards named )?{a:name} and {b:name}",
            "make": {
                "all": [
                    {"exists": {"zone": "stage", "name": "$a"}},
                    {"exists": {"zone": "stage", "name": "$b"}},
                ]
            },
        },
        # "you have another "A" and "B" and "C" and "D"": each on your stage, each another card than
        # this one with "another" (as "you have another "A"")
        *(
            {
                "match": ("you have another " if other else "you have ")
                + ",? and ".join(f"{{{v}:name}}" for v in "abcd"[:k]),
                "make": {
                    "all": [
                        {"exists": {"zone": "stage", "name": f"${v}", **({"other": True} if other else {})}}
                        for v in "abcd"[:k]
                    ]
                },
            }
            for other, k in ((True, 2), (False, 3), (True, 3), (False, 4), (True, 4))
        ),
        # "you have other cards named "A" and "B" (in your center stage)": each another card than this one
        *(
            {
                "match": r"you have other cards named {a:name} and {b:name}" + where,
                "make": {
                    "all": [
                        {"exists": {"zone": "stage", "name": f"${v}", "other": True, **row}} for v in "ab"
                    ]
                },
            }
            for where, row in (("", {}), (" in your center stage", {"front_row": True}))
        ),
        # "your waiting room has 1 character with "A" in its card name, 1 other character with "B" …
        # and 1 other …": a different card for each (``distinct``)
        *({"match": _DISTINCT_MATCH[k], "make": _DISTINCT_MAKE[k]} for k in (2, 3, 4, 5)),
        # counts of characters (yours, other, the opponent's)
        {
            "match": r"your opponent has {n:n} or less characters",
            "make": {"<=": [{"count": {"zone": "stage", "whose": "opponent"}}, "$n"]},
        },
        {
            "match": r"the number of other {what:card_descs} you have is {n:n} or less",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"the number of {what:card_descs} you have is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what"]}}, "$n"]},
        },
        # "the number of characters you have on your back stage is one or less" (a row, WS 3.6.4)
        *(
            {
                "match": rf"the number of {{what:card_descs}} you have (?:in|on) your {{row:stage_row}} is {{n:n}} or {more}",
                "make": {op: [{"count": {"$merge": [_STAGE, "$what", "$row"]}}, "$n"]},
            }
            for more, op in (("more", ">="), ("(?:less|fewer)", "<="))
        ),
        # the opponent's side ("If the number of characters your opponent has is four or more")
        *(
            {
                "match": rf"the number of {said} is {{n:n}} or {more}",
                "make": {op: [{"count": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}}, "$n"]},
            }
            for said in ("{what:card_descs} your opponent has", "your opponent's {what:card_descs}")
            for more, op in (("more", ">="), ("(?:less|fewer)", "<="))
        ),
        {
            "match": r"the number of your {what:card_descs} is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what"]}}, "$n"]},
        },
        # this card's slot: "the left position of your back stage" (WS 3.4: the stage's slots)
        {
            "match": r"this card is in the {slot:slot_name}",
            "make": {"exists": {"zone": "stage", "is": "this", "slot": "$slot"}},
        },
        {
            "match": r"you have another {what:card_descs} (?:in|on) your center stage",
            "make": {"exists": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]}},
        },
        {
            "match": r"you have another {what:card_descs} (?:in|on) your back stage",
            "make": {"exists": {"$merge": [_STAGE, "$what", {"other": True, "back_row": True}]}},
        },
        {
            "match": r"you have {n:n} or less other {what:card_descs} (?:in|on) your center stage",
            "make": {
                "<=": [{"count": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]}}, "$n"]
            },
        },
        {
            "match": r"the number of your other {what:card_descs} is {n:n} or less",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"the number of cards in your opponent's {zone:count_zone} is {n:n} or less",
            "make": {"<=": [{"count": {"zone": "$zone", "whose": "opponent"}}, "$n"]},
        },
        {
            "match": r"there are {n:n} or less {what:card_descs} in your {zone:count_zone}",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"you have an? {what:card_descs} in your {zone:count_zone}",
            "make": {"exists": {"$merge": [{"zone": "$zone"}, "$what"]}},
        },
        {
            "match": r"there is an? {colour:colour} climax in your climax area",
            "make": {"exists": {"zone": "climax", "colour": "$colour"}},
        },
        {
            "match": r"an? {colour:colour} climax is in your climax area",
            "make": {"exists": {"zone": "climax", "colour": "$colour"}},
        },
        {
            "match": r"your opponent is level {n:n} or higher",
            "make": {">=": [{"ws.level": "opponent"}, "$n"]},
        },
        # the players' levels (WS 2.4: the number of cards in the level zone)
        {"match": r"your opponent is level {n:n} or lower", "make": {"<=": [{"ws.level": "opponent"}, "$n"]}},
        {"match": r"your level is {n:n} or lower", "make": {"<=": [{"ws.level": "you"}, "$n"]}},
        {
            "match": r"your level is higher than your opponent's level",
            "make": {">": [{"ws.level": "you"}, {"ws.level": "opponent"}]},
        },
        {
            "match": r"your opponent's level is higher than your level",
            "make": {">": [{"ws.level": "opponent"}, {"ws.level": "you"}]},
        },
        {
            "match": r"you have {n:n} or (?:less|fewer) {what:card_descs} in your {zone:count_zone}",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"the character facing this card is 【{state:state_word}】",
            "make": {"exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "state": "$state"}},
        },
        # "you do not have any (other) characters in your back / center stage", "the number of characters
        # on your opponent's center stage is 1 or less": the row of the stage (WS 3.4)
        *(
            {
                "match": rf"you do not have any {other}{{what:card_descs}} (?:in|on) your {row} stage",
                "make": {
                    "none": {"$merge": [_STAGE, "$what", {key: True}, {"other": True} if other else {}]}
                },
            }
            for other in ("other ", "")
            for row, key in (("back", "back_row"), ("center", "front_row"))
        ),
        {
            "match": r"the number of {what:card_descs} (?:in|on) your opponent's center stage is {n:n} or less",
            "make": {
                "<=": [
                    {
                        "count": {
                            "$merge": [{"zone": "stage", "whose": "opponent", "front_row": True}, "$what"]
                        }
                    },
                    "$n",
                ]
            },
        },
        {
            "match": r"(?:you have|there are) {n:n} or less {what:card_descs} (?:in|on) your back stage",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what", {"back_row": True}]}}, "$n"]},
        },
        {
            "match": r"your opponent does not have any climax(?:es)? in (?:the|their) waiting room",
            "make": {"none": {"zone": "waiting_room", "whose": "opponent", "type": "climax"}},
        },
        {
            "match": r"you do not have any other characters",
            "make": {"none": {"zone": "stage", "other": True}},
        },
        # another card in one of your zones ("you do not have another "A" in your memory": other than
        # this card, which may be there, WS 3)
        {
            "match": r"you have another {what:card_descs} in your {zone:zone_word}",
            "make": {"exists": {"$merge": [{"zone": "$zone"}, "$what", {"other": True}]}},
        },
        {
            "match": r"you do not have (?:another|any other) {what:card_descs} in your {zone:zone_word}",
            "make": {"none": {"$merge": [{"zone": "$zone"}, "$what", {"other": True}]}},
        },
        {
            "match": r"you do not have (?:another|any other) {what:card_descs}",
            "make": {"none": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        {
            "match": r"the number of cards in your opponent's {zone:count_zone} is {n:n} or more",
            "make": {">=": [{"count": {"zone": "$zone", "whose": "opponent"}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or less other characters",
            "make": {"<=": [{"count": {"zone": "stage", "other": True}}, "$n"]},
        },
        {
            "match": r"you do not have another character (?:in|on) your back stage",
            "make": {"none": {"zone": "stage", "other": True, "back_row": True}},
        },
        {
            "match": r"you do not have another character (?:in|on) your center stage",
            "make": {"none": {"zone": "stage", "other": True, "front_row": True}},
        },
        {
            "match": r"your opponent's center stage has {n:n} or less characters",
            "make": {"<=": [{"count": {"zone": "stage", "whose": "opponent", "front_row": True}}, "$n"]},
        },
        {
            "match": r"your opponent has {n:n} or less characters? (?:in|on) their center stage",
            "make": {"<=": [{"count": {"zone": "stage", "whose": "opponent", "front_row": True}}, "$n"]},
        },
        {
            "match": r"there is a character facing this card",
            "make": {"exists": {"zone": "stage", "whose": "opponent", "opposite": "this"}},
        },
        {
            "match": r"there (?:are no markers|is no marker) underneath this card",
            "make": {"none": {"zone": "marker", "under": "this"}},
        },
        # "… underneath that character": the character chosen or the trigger's (either player's, WS 3.7)
        {
            "match": r"there (?:are no markers|is no marker) underneath that character",
            "make": {"none": {"zone": "marker", "whose": "both", "under": "chosen"}},
        },
        {
            "match": r"you have {n:n} or more other {what:card_descs}",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or (?:less|fewer) other {what:card_descs}",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or more {what:card_descs}",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what"]}}, "$n"]},
        },
        # "you have another "A" in your center stage and another "B" in your back stage": both (two
        # names: two cards; descriptions that one card might meet both of stay by hand)
        {
            "match": r"you have {a:another_named} and {b:another_named}",
            "make": {"all": [{"exists": "$a"}, {"exists": "$b"}]},
        },
        {
            "match": r"you have another {what:card_descs}",
            "make": {"exists": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        {
            "match": r"this card's battle opponent is level {n:n} or lower",
            "make": {
                "exists": {
                    "zone": "stage",
                    "whose": "opponent",
                    "battle_opponent": "this",
                    "level": {"<=": "$n"},
                }
            },
        },
        {
            "match": r"this card's battle opponent is level {n:n} or higher",
            "make": {
                "exists": {
                    "zone": "stage",
                    "whose": "opponent",
                    "battle_opponent": "this",
                    "level": {">=": "$n"},
                }
            },
        },
        # the battle opponent's level against this card's ("lower than or equal to the level of this card")
        {
            "match": r"the level of this card's battle opponent is lower than or equal to the level of this card",
            "make": {
                "exists": {
                    "zone": "stage",
                    "whose": "opponent",
                    "battle_opponent": "this",
                    "level": {"<=": {"stat": {"card": "this", "name": "level"}}},
                }
            },
        },
        {
            "match": r"the character facing this card is a higher level than this card",
            "make": {
                "exists": {
                    "zone": "stage",
                    "whose": "opponent",
                    "opposite": "this",
                    "level": {">": {"stat": {"card": "this", "name": "level"}}},
                }
            },
        },
        # "the level of the character facing this card is N (or higher / lower)": the same
        # conditions in other words
        {
            "match": r"the level of the character facing this card is {n:int}",
            "make": {"exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "level": "$n"}},
        },
        {
            "match": r"the level of the character facing this card is {n:n} or higher",
            "make": {
                "exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "level": {">=": "$n"}}
            },
        },
        {
            "match": r"the level of the character facing this card is {n:n} or lower",
            "make": {
                "exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "level": {"<=": "$n"}}
            },
        },
        {
            "match": r"the character facing this card is level {n:int}",
            "make": {"exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "level": "$n"}},
        },
        {
            "match": r"the number of other {what:card_descs} you have is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        # the description after "you have" ("the number of other characters you have with "A" or
        # "B" in its card name is 3 or more")
        {
            "match": r"the number of other {what:card_descs} you have {more:desc_after} is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what", "$more", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"the number of your other {what:card_descs} is {n:n} or more",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$n"]},
        },
        {
            "match": r"the character facing this card is cost {n:n} or lower",
            "make": {
                "exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "cost": {"<=": "$n"}}
            },
        },
        {
            "match": r"the character facing this card is level {n:n} or higher",
            "make": {
                "exists": {"zone": "stage", "whose": "opponent", "opposite": "this", "level": {">=": "$n"}}
            },
        },
        {
            "match": r"all of your characters are {trait:trait}",
            "make": {"none": {"zone": "stage", "not": {"traits": ["$trait"]}}},
        },
        {
            "match": r"your stock has {n:n} or less cards",
            "make": {"<=": [{"count": {"zone": "stock"}}, "$n"]},
        },
        {
            "match": r"there is a marker underneath this card|this card has a marker underneath it",
            "make": {"exists": {"zone": "marker", "under": "this"}},
        },
        {
            "match": r"your opponent's level is {n:n} or higher",
            "make": {">=": [{"ws.level": "opponent"}, "$n"]},
        },
        # the cards left in your deck (WS 3.2)
        {
            "match": r"(?:the number of cards in your deck is|your deck has|there are) {n:n} or less(?: cards)?(?: in your deck)?",
            "make": {"<=": [{"count": {"zone": "library"}}, "$n"]},
        },
        {
            "match": r"there are {n:n} or more markers underneath this card",
            "make": {">=": [{"count": {"zone": "marker", "under": "this"}}, "$n"]},
        },
        {
            "match": r"this card has {n:n} or more markers underneath it",
            "make": {">=": [{"count": {"zone": "marker", "under": "this"}}, "$n"]},
        },
        {
            "match": r"there are {n:n} or less markers underneath this card",
            "make": {"<=": [{"count": {"zone": "marker", "under": "this"}}, "$n"]},
        },
        {
            "match": r"this card has {n:n} or less markers underneath it",
            "make": {"<=": [{"count": {"zone": "marker", "under": "this"}}, "$n"]},
        },
        # the same counts said of this card or of your hand ("this card has no markers underneath
        # it", "you have no cards in your hand")
        {
            "match": r"this card has no markers underneath it",
            "make": {"none": {"zone": "marker", "under": "this"}},
        },
        {
            "match": r"(?:you have no cards in your hand|your hand has no cards)",
            "make": {"none": {"zone": "hand"}},
        },
        # counts of a zone's cards, composed (after the whole wordings above): the cards
        # ("zone_cards": what, in whose zone), then "is N or more / less"
        {"match": r"the number of {cards:zone_cards} is (?:zero|0)", "make": {"none": "$cards"}},
        {
            "match": r"the number of {cards:zone_cards} is {n:n} or (?:more|higher)",
            "make": {">=": [{"count": "$cards"}, "$n"]},
        },
        {
            "match": r"the number of {cards:zone_cards} is {n:n} or (?:less|lower|fewer)",
            "make": {"<=": [{"count": "$cards"}, "$n"]},
        },
        # "the number of cards in your clock is six": that number exactly
        {
            "match": r"the number of {cards:zone_cards} is (?!(?:an?|one) ){n:n}",
            "make": {"==": [{"count": "$cards"}, "$n"]},
        },
        {
            "match": r"your opponent's {zone:count_zone} has {n:n} or (?:less|fewer) {what:card_descs}",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"there (?:is|are) {n:n} or more {cards:zone_cards}",
            "make": {">=": [{"count": "$cards"}, "$n"]},
        },
        {
            "match": r"there (?:is|are) {n:n} or (?:less|fewer) {cards:zone_cards}",
            "make": {"<=": [{"count": "$cards"}, "$n"]},
        },
        {"match": r"there is an? {cards:zone_cards}", "make": {"exists": "$cards"}},
        # "the top card of your clock is a card with "Alarm"" (the clock's top card, WS 3.8)
        {
            "match": r"the top card of your clock is an? {what:card_descs}",
            "make": {"exists": {"$merge": [{"zone": "clock", "top": 1}, "$what"]}},
        },
        # "there are no climax(es) in your opponent's waiting room": none of those cards there
        {"match": r"there (?:is|are) no {cards:zone_cards}", "make": {"none": "$cards"}},
        {"match": r"an? {cards:zone_cards} is there", "make": {"exists": "$cards"}},
        {
            "match": r"your opponent has {n:n} or more {what:card_descs} in their {zone:count_zone}",
            "make": {">=": [{"count": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}}, "$n"]},
        },
        {
            "match": r"your opponent has {n:n} or (?:less|fewer) {what:card_descs} in their {zone:count_zone}",
            "make": {"<=": [{"count": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}}, "$n"]},
        },
        # the opponent's side of "you have N or more / less <characters>" (their stage, WS 3.5), and
        # of "all of your characters are <description>" (none that is not), after every zone's count
        # "you have 2 or more (other) 《A》 characters in your center stage", "your opponent has 1 or less
        # 【REST】 characters in their back stage": a row of that player's stage (WS 3.6.4)
        *(
            {
                "match": rf"{who} {{n:n}} or {more} {other}{{what:card_descs}} (?:in|on) {their} {{row:stage_row}}",
                "make": {
                    op: [
                        {
                            "count": {
                                "$merge": [_STAGE, "$what", "$row", whose, {"other": True} if other else {}]
                            }
                        },
                        "$n",
                    ]
                },
            }
            for who, their, whose, others in (
                ("you have", "your", {}, ("", "other ")),
                ("your opponent has", "their", {"whose": "opponent"}, ("",)),
            )
            for other in others
            for more, op in (("more", ">="), ("(?:less|fewer)", "<="))
        ),
        {
            "match": r"your opponent has {n:n} or more {what:card_descs}",
            "make": {">=": [{"count": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}}, "$n"]},
        },
        {
            "match": r"your opponent has {n:n} or (?:less|fewer) {what:card_descs}",
            "make": {"<=": [{"count": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}}, "$n"]},
        },
        *(
            {"match": rf"all of your {other}characters are {is_}", "make": {"none": {**where, "not": what}}}
            for other, where in (("", {"zone": "stage"}), ("other ", {"zone": "stage", "other": True}))
            for is_, what in (
                ("{what:card_desc_is}", "$what"),
                *(
                    ()
                    if not other
                    else (
                        ("{trait:trait}", {"traits": ["$trait"]}),
                        ("{a:trait} or {b:trait}", {"traits": ["$a", "$b"]}),
                        ("【{state:state_word}】", {"state": "$state"}),
                    )
                ),
                ("{a:trait},? or {b:trait},? or {c:trait}", {"traits": ["$a", "$b", "$c"]}),
                # "all of your characters are yellow or blue": each of one of those colours (M 2.4)
                ("{colour:colour}", {"colour": "$colour"}),
                ("{a:colour} or {b:colour}", {"colour": ["$a", "$b"]}),
            )
        ),
        # "all of your characters have "A" (or "B") in their card names": none without either name
        *(
            {
                "match": rf"all of your {other}characters have {names} in (?:its|their) card names?",
                "make": {"none": {**where, "not": what}},
            }
            for other, where in (("", {"zone": "stage"}), ("other ", {"zone": "stage", "other": True}))
            for names, what in (
                ("{name:name}", {"name_has": "$name"}),
                ("{a:name} or {b:name}", {"any_of": [{"name_has": "$a"}, {"name_has": "$b"}]}),
            )
        ),
        # levels compared (WS 3.5: a player's level), "or equal" either way round
        {
            "match": r"your level is (?:higher than or equal to|equal to or higher than) your opponent's level",
            "make": {">=": [{"ws.level": "you"}, {"ws.level": "opponent"}]},
        },
        {
            "match": r"your level is (?:lower than or equal to|equal to or lower than) your opponent's level",
            "make": {"<=": [{"ws.level": "you"}, {"ws.level": "opponent"}]},
        },
        {
            "match": r"your opponent's level is {n:n} or lower",
            "make": {"<=": [{"ws.level": "opponent"}, "$n"]},
        },
        # how many colours your characters have (``ws.colours``)
        {
            "match": r"your characters (?:on|in) (?:the |your )?stage have {n:n} or more colou?rs in total",
            "make": {">=": [{"ws.colours": _STAGE}, "$n"]},
        },
        {
            "match": r"the (?:total )?number of colou?rs of your characters (?:on|in) (?:the |your )?stage is {n:n} or more",
            "make": {">=": [{"ws.colours": _STAGE}, "$n"]},
        },
        # "you are level N or higher" (your level, WS 2.4: the cards in your level zone)
        {"match": r"you are level {n:n} or higher", "make": {">=": [{"ws.level": "you"}, "$n"]}},
        # "If your level is 2, …": that level exactly (a count with no "or higher / or lower")
        {"match": r"(?:your level is|you are level) {n:n}", "make": {"==": [{"ws.level": "you"}, "$n"]}},
        {"match": r"you are level {n:n} or lower", "make": {"<=": [{"ws.level": "you"}, "$n"]}},
        # "all players are level 3 or higher": each player's level (WS 2.4), both
        *(
            {
                "match": rf"all players are level {{n:n}} or {word}",
                "make": {"all": [{op: [{"ws.level": who}, "$n"]} for who in ("you", "opponent")]},
            }
            for word, op in (("higher", ">="), ("lower", "<="))
        ),
        # the opponent's center stage empty, or all of it 【REVERSE】 ("there are no characters in your
        # opponent's center stage or all characters in their center stage are 【REVERSE】", composed by
        # "or" below); no character facing this card (WS 3.4: the center stage is the front row)
        {
            "match": r"(?:there (?:are no characters|is no character)|your opponent does not have any characters) (?:in|on) (?:your opponent's|their) center stage",
            "make": {"none": {"zone": "stage", "whose": "opponent", "front_row": True, "type": "character"}},
        },
        {
            "match": r"all (?:of the )?characters (?:in|on) (?:your opponent's|their) center stage are 【REVERSE】",
            "make": {
                "none": {
                    "zone": "stage",
                    "whose": "opponent",
                    "front_row": True,
                    "type": "character",
                    "state": ["stand", "rest"],
                }
            },
        },
        {
            "match": r"there (?:is no character|are no characters) facing this card",
            "make": {"none": {"zone": "stage", "whose": "opponent", "opposite": "this"}},
        },
        # a card in one of your zones, or none there ("if you do not have "Monkey Horde" in your waiting
        # room", "if "Battle of Fate" is in your waiting room", "you do not have a climax in your
        # climax area"): after the counted wordings above
        {"match": r"you have an? {cards:zone_cards}", "make": {"exists": "$cards"}},
        {"match": r"you have {cards:zone_cards}", "make": {"exists": "$cards"}},
        {"match": r"you do not have an? {cards:zone_cards}", "make": {"none": "$cards"}},
        {"match": r"you do not have {cards:zone_cards}", "make": {"none": "$cards"}},
        {
            "match": r"an? {what:card_descs} is in your {zone:count_zone}",
            "make": {"exists": {"$merge": [{"zone": "$zone"}, "$what"]}},
        },
        {
            "match": r"{what:card_descs} is in your {zone:count_zone}",
            "make": {"exists": {"$merge": [{"zone": "$zone"}, "$what"]}},
        },
        # the same of the opponent's zones, and "you have no <cards in a zone>" (WS 3.1.1: each player's zones)
        {
            "match": r"(?:an? )?{what:card_descs} is in (?:your opponent's|their) {zone:count_zone}",
            "make": {"exists": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]}},
        },
        {"match": r"you have no {cards:zone_cards}", "make": {"none": "$cards"}},
        # two conditions joined, composed (after every whole wording above): both, or either
        {"match": r"{a:condition},? and {b:condition}", "make": {"all": ["$a", "$b"]}},
        # (never at the "or" of "N or higher / lower / more / less": the shortest first part is
        # tried alone, so "your level is 2 or higher or …" splits at its second "or")
        {
            "match": r"{a:condition},? or (?!(?:higher|lower|more|less|fewer)\b){b:condition}",
            "make": {"any": ["$a", "$b"]},
        },
    ],
    # the cards of one zone a condition counts: "climax in your opponent's waiting room"
    "zone_cards": [
        {"match": r"markers? underneath this card", "make": {"zone": "marker", "under": "this"}},
        # the opponent's rows ("characters in your opponent's back stage", "your opponent's characters
        # in the center stage": WS 3.4, the center stage is the front row)
        *(
            rule
            for row, key in (("center", "front_row"), ("back", "back_row"))
            for rule in (
                {
                    "match": rf"{{what:card_desc}} (?:in|on) your opponent's {row} stage",
                    "make": {"$merge": [{"zone": "stage", "whose": "opponent", key: True}, "$what"]},
                },
                {
                    "match": rf"your opponent's {{what:card_desc}} (?:in|on) (?:the|their) {row} stage",
                    "make": {"$merge": [{"zone": "stage", "whose": "opponent", key: True}, "$what"]},
                },
            )
        ),
        {
            "match": r"{what:card_desc} in your opponent's {zone:count_zone}",
            "make": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]},
        },
        # "your other characters in the center stage", "other characters in your center stage":
        # yours, but for this card
        {
            "match": r"your other {what:card_desc} in (?:your|the) center stage",
            "make": {"$merge": [{"zone": "stage", "front_row": True, "other": True}, "$what"]},
        },
        {
            "match": r"other {what:card_desc} in your center stage",
            "make": {"$merge": [{"zone": "stage", "front_row": True, "other": True}, "$what"]},
        },
        {
            "match": r"your other {what:card_desc} in (?:your|the) back stage",
            "make": {"$merge": [{"zone": "stage", "back_row": True, "other": True}, "$what"]},
        },
        {
            "match": r"other {what:card_desc} in your back stage",
            "make": {"$merge": [{"zone": "stage", "back_row": True, "other": True}, "$what"]},
        },
        # "your characters in your center stage" (yours, this card too; a row, WS 3.6.4)
        {
            "match": r"your {what:card_desc} in (?:your|the) center stage",
            "make": {"$merge": [{"zone": "stage", "front_row": True}, "$what"]},
        },
        {
            "match": r"your {what:card_desc} in (?:your|the) back stage",
            "make": {"$merge": [{"zone": "stage", "back_row": True}, "$what"]},
        },
        {
            "match": r"{what:card_desc} in your center stage",
            "make": {"$merge": [{"zone": "stage", "front_row": True}, "$what"]},
        },
        {
            "match": r"{what:card_desc} in your back stage",
            "make": {"$merge": [{"zone": "stage", "back_row": True}, "$what"]},
        },
        {
            "match": r"{what:card_desc} in your {zone:count_zone}",
            "make": {"$merge": [{"zone": "$zone"}, "$what"]},
        },
    ],
    # ------------------------------------------------------------------ the battle opponent
    # "that character" in these lines is this card's battle opponent (WS 7.5)
    "battle_trigger": [
        {
            "match": r"When this card's battle opponent becomes 【REVERSE】",
            "make": {"on": "state", "state": "reverse", "battle_opponent": "this"},
        },
        # "… becomes 【REVERSE】 in battle": reversed by the battle's damage comparison (WS 7.5.1.3)
        {
            "match": r"When this card's battle opponent becomes 【REVERSE】 in battle",
            "make": {
                "on": "state",
                "state": "reverse",
                "battle_opponent": "this",
                "data": {"reason": "battle"},
            },
        },
        # "during battle" as the "or becomes 【REVERSE】 during battle" trigger reads it: the battle's
        # reversal (WS 7.5.1.3)
        {
            "match": r"When this card becomes 【REVERSE】 (?:in|during) battle",
            "make": {"on": "state", "card": "this", "state": "reverse", "data": {"reason": "battle"}},
        },
        {
            "match": r"When this card becomes 【REVERSE】",
            "make": {"on": "state", "card": "this", "state": "reverse"},
        },
    ],
    "battle_condition": [
        {
            "match": r"(?:a card named )?{name:name} is in your climax area",
            "make": {"ws.climax_named": "$name"},
        },
        # the same with "you have" first, as the conditions of other triggers read it
        {
            "match": r"you have (?:a card named )?{name:name} in your climax area",
            "make": {"ws.climax_named": "$name"},
        },
        {
            "match": r"this card's battle opponent is level {n:n} or lower",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, {"level": {"<=": "$n"}}]}},
        },
        {
            "match": r"the level of this card's battle opponent is lower than or equal to the level of this card",
            "make": {
                "exists": {
                    "$merge": [
                        _OPPONENT_BATTLING,
                        {"level": {"<=": {"stat": {"card": "this", "name": "level"}}}},
                    ]
                }
            },
        },
        {
            "match": r"this card's battle opponent is cost {n:n} or lower",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, {"cost": {"<=": "$n"}}]}},
        },
        # "your battle opponent": a battle trigger is about this card, whose battle it is (WS 7.5)
        {
            "match": r"your battle opponent is cost {n:n} or lower",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, {"cost": {"<=": "$n"}}]}},
        },
        {
            "match": r"(?:the level of this card's battle opponent is|this card's battle opponent has level) higher than your opponent's level",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, {"level": {">": {"ws.level": "opponent"}}}]}},
        },
        {
            "match": r"the level of this card's battle opponent is level {n:n} or lower",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, {"level": {"<=": "$n"}}]}},
        },
        # any other condition first, then the battle opponent's ("if you have 2 or more other
        # 《Music》 characters, and this card's battle opponent is level 3 or lower"): both hold
        {
            "match": r"{a:condition}, and {b:battle_condition}",
            "make": {"all": ["$a", "$b"]},
        },
        # the battle opponent described ("if that character is a 《Celestial Spirit》 character", "if this
        # card's battle opponent is level 2 or higher"): "that character" is the battle opponent (WS 7.5)
        {
            "match": r"(?:that character|this card's battle opponent) is {d:card_desc_is}",
            "make": {"exists": {"$merge": [_OPPONENT_BATTLING, "$d"]}},
        },
        # any other condition alone ("if there is a climax in your climax area, you may put that
        # character on the top of your opponent's deck"): checked when it triggers and resolves (WS
        # 8.7); "that character" after it is still the battle opponent. Not one naming "that …": the
        # condition category reads it as a card chosen, and nothing is chosen before a battle trigger
        {"match": r"(?!.*\bthat (?:character|card)\b){c:condition}", "make": "$c"},
    ],
    "battle_effect": [
        {
            "match": r"put that character into your opponent's stock\. If you do, put the bottom card of your opponent's stock into their waiting room",
            "make": [
                {"do": "move", "cards": _OPPONENT_BATTLING, "to": "stock", "as": "sent"},
                {
                    "do": "if",
                    "if": {"exists": {"var": "sent"}},
                    "then": [
                        {
                            "do": "move",
                            "cards": {"zone": "stock", "whose": "opponent", "bottom": 1},
                            "to": "waiting_room",
                        }
                    ],
                },
            ],
        },
        {
            "match": r"put the top card of your opponent's clock into their waiting room\. If you do, put that character into your opponent's clock",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "clock", "whose": "opponent", "top": 1},
                    "to": "waiting_room",
                    "as": "healed",
                },
                {
                    "do": "if",
                    "if": {"exists": {"var": "healed"}},
                    "then": [{"do": "move", "cards": _OPPONENT_BATTLING, "to": "clock"}],
                },
            ],
        },
        # composed: one step on the battle opponent (or the opponent's clock), then "If you do, …"
        # when that step moved a card (WS 8.6.3; "that character" after the move is not read)
        {
            "match": r"(?=put ){first:battle_step}\. If you do, {then:battle_then}",  # a move: its card bound
            "make": {
                "$concat": [
                    {"$each": ["$first", {"as": "done"}]},
                    [{"do": "if", "if": {"exists": {"var": "done"}}, "then": "$then"}],
                ]
            },
        },
        {"match": r"{step:battle_step}", "make": "$step"},
    ],
    # one step on "that character" of a battle trigger: this card's battle opponent (WS 7.5), its
    # owner's zones ("their" / "your opponent's": WS 3.1)
    "battle_step": [
        {
            "match": r"【REVERSE】 {bo:battle_opponent}",
            "make": [{"do": "state", "cards": _OPPONENT_BATTLING, "to": "reverse"}],
        },
        {
            "match": r"【REST】 {bo:battle_opponent}",
            "make": [{"do": "state", "cards": _OPPONENT_BATTLING, "to": "rest"}],
        },
        {
            "match": r"put {bo:battle_opponent} (?:at|on) the bottom of (?:your opponent's|their) deck",
            "make": [{"do": "move", "cards": _OPPONENT_BATTLING, "to": "library", "position": "bottom"}],
        },
        {
            "match": r"put {bo:battle_opponent} on the top of (?:your opponent's|their) deck",
            "make": [{"do": "move", "cards": _OPPONENT_BATTLING, "to": "library"}],
        },
        # into the clock, not as damage (WS 4.10.2)
        {
            "match": r"put {bo:battle_opponent} into (?:your opponent's|their) {to:zone_word}",
            "make": [{"do": "move", "cards": _OPPONENT_BATTLING, "to": "$to"}],
        },
        {
            "match": r"put the top card (?:of|from) your opponent's clock into (?:your opponent's|their) waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "clock", "whose": "opponent", "top": 1},
                    "to": "waiting_room",
                }
            ],
        },
    ],
    "battle_opponent": [
        {"match": r"that (?:character|card|battle opponent)(?: in battle)?", "make": "this"},
    ],
    # what follows "If you do," after a step on the battle opponent
    "battle_then": [
        {"match": r"you may {then:battle_step}", "make": [{"do": "may", "then": "$then"}]},
        {"match": r"{then:battle_step}", "make": "$then"},
        # the bottom card of the opponent's stock into their waiting room (by you or by them: the
        # same card moves, no choice is made)
        {
            "match": r"(?:put (?:the bottom card|a card from the bottom) of|your opponent puts the bottom card of) (?:your opponent's|their) stock into (?:your opponent's|their) waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "stock", "whose": "opponent", "bottom": 1},
                    "to": "waiting_room",
                }
            ],
        },
        {
            "match": r"put this card (?:at|on) the bottom of your deck",
            "make": [{"do": "move", "cards": "this", "to": "library", "position": "bottom"}],
        },
    ],
    # ------------------------------------------------------------------ costs (WS 8.4)
    "cost": {"sequence": "cost_atom", "separators": [" & ", ", and ", " "]},
    "cost_atom": [
        {"match": r"\({n:int}\)", "make": [{"stock": "$n"}]},
        {"match": r"【REST】 this card", "make": [{"rest": "this"}]},
        # "【REST】 this card from 【STAND】": the same (a rested card cannot pay it, WS 8.4)
        {"match": r"【REST】 this card from 【STAND】", "make": [{"rest": "this"}]},
        # "Put a face up card in your level face down" (the level_face_down cost, WS 3.9.2)
        {"match": r"Put a face up card in your level face down", "make": [{"level_face_down": 1}]},
        {"match": r"Put {n:n} face up cards? in your level face down", "make": [{"level_face_down": "$n"}]},
        # "Put this card from face up to face down" / "Put this face up card face down" (a Memory
        # ability's cost: the card turns face down in the memory, WS 3.12.2.2)
        {
            "match": r"Put this (?:card from face up to face down|face up card face down)",
            "make": [{"this_face_down": True}],
        },
        {
            # ("and 1 of your "A"": another card, this one being rested already; WS 8.4)
            "match": r"【REST】 this card and {n:n} of your (?:other )?{what:card_desc}",
            "make": [{"rest": "this"}, {"rest": "$n", "filter": {"$merge": ["$what", {"other": True}]}}],
        },
        {
            "match": r"Put this card from your hand into your waiting room",
            "make": [{"this_to": "waiting_room"}],
        },
        {"match": r"Put this card into your waiting room", "make": [{"this_to": "waiting_room"}]},
        {"match": r"Put this card into your memory", "make": [{"this_to": "memory"}]},
        {"match": r"Put this card into your clock", "make": [{"this_to": "clock"}]},
        {"match": r"Put this card into your stock", "make": [{"this_to": "stock"}]},
        # markers under this card to the waiting room (WS 8.4)
        {
            "match": r"Put {n:n} markers? (?:from )?underneath this card into your waiting room",
            "make": [{"markers_to_waiting_room": True, "n": "$n"}],
        },
        {
            "match": r"Put all markers (?:from )?underneath this card into your waiting room",
            "make": [{"markers_to_waiting_room": True, "n": "all"}],
        },
        {
            "match": r"Put this card (?:at|on) the bottom of your deck",
            "make": [{"this_to": "library", "position": "bottom"}],
        },
        # "Reveal this card in your hand & Put it at the bottom of your deck" (a Backup's cost): "it"
        # is this card, so the two are read together
        {
            "match": r"Reveal this card in your hand & Put (?:it|this card) (?:at|on) the bottom of your deck",
            "make": [{"this_to": "library", "position": "bottom", "shown": True}],
        },
        {"match": r"Put this card from your hand into your memory", "make": [{"this_to": "memory"}]},
        {"match": r"Put the top card of your deck into your clock", "make": [{"clock_top": 1}]},
        # the top card of your stock to your clock or waiting room (no choice, WS 8.4)
        {
            "match": r"Put the top card of your stock into your {to:zone_word}",
            "make": [{"stock_top": 1, "to": "$to"}],
        },
        {
            "match": r"Put {n:n} cards? from your hand (?:in)?to your waiting room",
            "make": [{"discard": "$n"}],
        },
        {
            "match": r"Put {n:n} {what:card_desc} (?:from|in) your hand (?:in)?to your waiting room",
            "make": [{"discard": "$n", "filter": "$what"}],
        },
        {"match": r"【REST】 {n:n} of your {what:card_desc}", "make": [{"rest": "$n", "filter": "$what"}]},
        # "【REST】 2 characters": of your characters (the cost is paid from your stage, WS 8.4)
        {"match": r"【REST】 {n:n} characters", "make": [{"rest": "$n", "filter": {"type": "character"}}]},
        {
            "match": r"【REST】 {n:n} of your other {what:card_desc}",
            "make": [{"rest": "$n", "filter": {"$merge": ["$what", {"other": True}]}}],
        },
        # this card into another zone of yours as the cost (WS 8.4.2)
        {"match": r"Return this card to your hand", "make": [{"this_to": "hand"}]},
        {"match": r"Put this card into your clock", "make": [{"this_to": "clock"}]},
        # N of your cards from one zone into another, chosen as the cost is paid (WS 8.4.2)
        {
            "match": r"Put {n:n} (?:of your )?other {what:card_desc} from (?:your|the) stage into your {to:cost_zone}",
            "make": [
                {"put": "$n", "from": "stage", "to": "$to", "filter": {"$merge": ["$what", {"other": True}]}}
            ],
        },
        # "Put 1 of your other 【STAND】 "A" into your waiting room": "of your" characters are on your
        # stage (WS 8.4.2)
        {
            "match": r"Put {n:n} of your other {what:card_desc} into your {to:cost_zone}",
            "make": [
                {"put": "$n", "from": "stage", "to": "$to", "filter": {"$merge": ["$what", {"other": True}]}}
            ],
        },
        # "Put a card named "A" from your stage and this card into your memory": both as the cost
        # (another card of the stage, then this one; WS 8.4.2)
        *(
            {
                "match": rf"Put {{n:n}} {said} into your {{to:cost_zone}}",
                "make": [
                    {
                        "put": "$n",
                        "from": "stage",
                        "to": "$to",
                        "filter": {"$merge": ["$what", {"other": True}]},
                    },
                    {"this_to": "$to"},
                ],
            }
            for said in (
                "{what:card_desc} from your stage and this card",
                "{what:card_desc} and this card from (?:the|your) stage",
            )
        ),
        {
            "match": r"Put another {what:card_desc} from your stage into your {to:cost_zone}",
            "make": [
                {"put": 1, "from": "stage", "to": "$to", "filter": {"$merge": ["$what", {"other": True}]}}
            ],
        },
        {
            "match": r"Put {n:n} (?:of your )?{what:card_desc} from your {from:cost_zone} into your {to:cost_zone}",
            "make": [{"put": "$n", "from": "$from", "to": "$to", "filter": "$what"}],
        },
        # "Put 1 《…》 character from your waiting room at the bottom of your clock" (an ordered zone:
        # the bottom is under every card there, WS 4.5)
        {
            "match": r"Put {n:n} {what:card_desc} from your waiting room (?:at|on|to) the bottom of your clock",
            "make": [
                {"put": "$n", "from": "waiting_room", "to": "clock", "filter": "$what", "position": "bottom"}
            ],
        },
        # characters from your waiting room back into the deck, then the deck shuffled (WS 8.4)
        {
            "match": r"Return {n:n} {what:card_desc} (?:from|in) your waiting room (?:in)?to your deck(?:\.? Shuffle your deck afterwards\.?|, and shuffle your deck)",
            "make": [
                {"put": "$n", "from": "waiting_room", "to": "library", "filter": "$what"},
                {"shuffle_deck": True},
            ],
        },
        {
            "match": r"Return {n:n} {what:card_desc} (?:from|in) your waiting room (?:in)?to your deck",
            "make": [{"put": "$n", "from": "waiting_room", "to": "library", "filter": "$what"}],
        },
        {"match": r"Shuffle your deck", "make": [{"shuffle_deck": True}]},
        # WS 10.13 Resonance: a card revealed from the hand (it stays there; not this card)
        {
            "match": r"Reveal (?:1|a|one) {what:card_desc} (?:in|from) your hand",
            "make": [{"reveal": "$what"}],
        },
        # "Put a 《A》 character into your waiting room": characters with no zone named are those on
        # the stage (WS 2.3.2.1.2); "card" with no zone stays by hand
        {
            "match": r"Put {n:n} {what:card_desc}(?<=character|haracters) into your {to:cost_zone}",
            "make": [{"put": "$n", "from": "stage", "to": "$to", "filter": "$what"}],
        },
        # "Reveal 2 "A" in your hand": two cards shown, both staying in the hand (WS 10.13, 8.4)
        {
            "match": r"Reveal {n:n} {what:card_desc} (?:in|from) your hand",
            "make": [{"reveal": "$what", "n": "$n"}],
        },
        # N cards of a zone of yours to the bottom of your deck or clock (ordered zones: the bottom
        # is under every card there, WS 4.3, 4.5)
        {
            "match": r"Put {n:n} {what:card_desc} (?:from|in) your {from:cost_zone} (?:at|on|to) the bottom of your clock",
            "make": [{"put": "$n", "from": "$from", "to": "clock", "filter": "$what", "position": "bottom"}],
        },
        {
            "match": r"Put {n:n} {what:card_desc} (?:from|in) your {from:cost_zone} (?:at|on|to) the bottom of your deck",
            "make": [
                {"put": "$n", "from": "$from", "to": "library", "filter": "$what", "position": "bottom"}
            ],
        },
        # "[Put 1 "A" from your memory face up underneath this card as a marker]": N of your cards
        # of a zone under this card, face up (WS 8.4, the marker area of its slot 3.7)
        {
            "match": r"Put {n:n} {what:card_desc} (?:from|in) your {from:cost_zone} face up underneath this card as a marker",
            "make": [{"under_this": "$n", "from": "$from", "filter": "$what"}],
        },
        # "Put 2 cards in your hand into your waiting room": the hand's cards discarded (WS 8.4)
        {
            "match": r"Put {n:n} cards? in your hand (?:in)?to your waiting room",
            "make": [{"discard": "$n"}],
        },
        # a stock cost whose parentheses the data lost ("[1]", "[1 Put this card …]")
        {"match": r"{n:int}", "make": [{"stock": "$n"}]},
    ],
    # where "Put this 【STAND】 card into your …" puts this card as a cost
    "stand_card_to": [
        {"match": r"memory", "make": "memory"},
        {"match": r"waiting room", "make": "waiting_room"},
    ],
    "cost_zone": [
        {"match": r"stage", "make": "stage"},
        {"match": r"climax area", "make": "climax"},
        {"match": r"{zone:zone_word}", "make": "$zone"},
    ],
    # ------------------------------------------------------------------ effects
    "effect": [
        # "declare either your deck or your waiting room, search your declared zone for …, reveal it to your
        # opponent, and put it into your hand. If you declared your deck, shuffle your deck": the player
        # picks the zone (WS 8.6.3); only the deck searched is shuffled
        {
            "match": r"declare either your deck or your waiting room, search your declared zone for up to {n:n} {what:card_descs}, reveal (?:it|them) to your opponent, and put (?:it|them) into your hand\. If you declared your deck, shuffle your deck",
            "make": [
                {
                    "do": "choose_one",
                    "modes": [
                        {
                            "label": label,
                            "steps": [
                                {
                                    "do": "choose",
                                    "from": {"$merge": [{"zone": zone}, "$what"]},
                                    "n": "$n",
                                    "up_to": True,
                                },
                                {"do": "reveal", "cards": "chosen"},
                                {"do": "move", "cards": "chosen", "to": "hand", "as": "chosen"},
                                *shuffled,
                            ],
                        }
                        for label, zone, shuffled in (
                            ("Your deck", "library", [{"do": "shuffle", "zone": "library"}]),
                            ("Your waiting room", "waiting_room", []),
                        )
                    ],
                }
            ],
        },
        # "perform a trigger check (N times)" as the whole effect, outside the trigger step too (M
        # 7.3.1.2: the top card into the resolution zone, its icons, then the stock; by the ability's
        # controller; with no attack, an icon of the attacker gives nothing)
        {"match": r"perform a trigger check", "make": [{"do": "ws.trigger_check", "n": 1}]},
        {"match": r"perform a trigger check {n:n} times", "make": [{"do": "ws.trigger_check", "n": "$n"}]},
        # the top card of the deck revealed, as the whole effect: shown to both players, it stays
        # where it is (M 4.9.1, 3.2.5)
        {"match": r"reveal the top card of your deck", "make": [{"do": "ws.reveal_top", "n": 1}]},
        {
            "match": r"you may reveal the top card of your deck",
            "make": [{"do": "may", "then": [{"do": "ws.reveal_top", "n": 1}]}],
        },
        # the top card of the opponent's deck only looked at, as the whole effect: it stays where
        # it is, seen by the player who looks (WS 4.8.2); not a step, which "…, put it on the top or
        # at the bottom of their deck" would split after
        {
            "match": r"look at the top card of your opponent's deck",
            "make": [{"do": "look", "zone": "library", "whose": "opponent", "n": 1}],
        },
        {
            "match": r"you may look at the top card of your opponent's deck",
            "make": [{"do": "may", "then": [{"do": "look", "zone": "library", "whose": "opponent", "n": 1}]}],
        },
        # "all players perform the following action. "If your memory has 5 or more cards, choose 4
        # cards in your memory, and put all cards … except those cards into your waiting room."":
        # you, then your opponent, each with their own memory (the quoted commas are "‚")
        {
            "match": r"all players perform the following action\. \"If your memory has {m:int} or more cards‚ choose {n:int} cards in your memory‚ and put all cards (?:in your memory except those cards|except those cards in your memory) into your waiting room\.?\"",
            "make": [
                {
                    "do": "if",
                    "if": {">=": [{"count": {"zone": "memory", "whose": whose}}, "$m"]},
                    "then": [
                        {
                            "do": "choose",
                            "player": whose,
                            "from": {"zone": "memory", "whose": whose},
                            "n": "$n",
                            "as": "kept",
                        },
                        {
                            "do": "move",
                            "cards": {"zone": "memory", "whose": whose, "not": {"is": "kept"}},
                            "to": "waiting_room",
                        },
                    ],
                }
                for whose in ("you", "opponent")
            ],
        },
        # "That character cannot 【STAND】 during your opponent's next stand phase": the word on the
        # card until the end of the opponent's next turn, which holds that stand phase (WS 6.2.1.2)
        {
            "match": r"choose {n:n} {what:choice}\. That character cannot 【STAND】 during your opponent's next stand phase",
            "make": [
                {"do": "choose", "from": "$what", "n": "$n"},
                {
                    "do": "grant",
                    "cards": "chosen",
                    "grant": "cannot_stand_phase",
                    "until": "end_of_opponent_turn",
                },
            ],
        },
        {
            "match": r"choose up to {n:n} {what:choice}\. That character cannot 【STAND】 during your opponent's next stand phase",
            "make": [
                {"do": "choose", "from": "$what", "n": "$n", "up_to": True},
                {
                    "do": "grant",
                    "cards": "chosen",
                    "grant": "cannot_stand_phase",
                    "until": "end_of_opponent_turn",
                },
            ],
        },
        # "If you do": the player agreed and, when it was a choice, chose a card (``did``: a choice of
        # none is not done, "you may choose 1 card in your opponent's clock … If you do, …")
        {
            "match": r"you may {first:clauses}\. If you do, {then:effect}",
            "make": [
                {
                    "do": "may",
                    "then": {"$concat": ["$first", [{"do": "if", "if": {"chosen": "did"}, "then": "$then"}]]},
                }
            ],
        },
        # "you may put the top 2 cards of your deck into your stock. If there is a climax among those
        # cards, …": the check is of the cards the optional step bound (WS 8.6.3: declined, there are
        # none and the sentence does nothing), so it is read inside the "may"
        {
            "match": r"you may {first:clauses}\. (?=If [^.]*(?:among those cards|(?:those|the) cards are)){rest:those_if}",
            "make": [{"do": "may", "then": {"$concat": ["$first", "$rest"]}}],
        },
        # … and independent sentences after them (``_INDEPENDENT``): after the "may", done either way
        {
            "match": rf"you may {{first:clauses}}\. (?=If [^.]*(?:among those cards|(?:those|the) cards are)){{rest:those_if}}\. {_INDEPENDENT}{{more:effect}}",
            "make": {"$concat": [[{"do": "may", "then": {"$concat": ["$first", "$rest"]}}], "$more"]},
        },
        # "(you may) put the bottom card of your stock into your waiting room. If that card is level 3
        # or higher, …": each "If that card is …" sentence checks the card put (``one_card_put``); the
        # independent sentences after them are not conditional (``_INDEPENDENT``)
        *(
            {
                "match": rf"{may}put the {{m:one_card_put}}\. (?=If (?:that|the revealed) card ){{ifs:that_card_ifs}}{more}",
                "make": _put_one_then(bool(may), bool(more)),
            }
            for may in ("you may ", "")
            for more in ("", rf"\. {_INDEPENDENT}{{rest:effect}}")
        ),
        # the opponent's exchange: "(you may) choose 1 of your opponent's level 1 or higher characters(.
        # If you do,) your opponent chooses 1 level X or lower character in their waiting room, and
        # exchanges them. X is equal to the level of the character you chose -1" (X from the first
        # character's level as it is chosen; the opponent chooses, WS 8.6.3; ``ws.exchange``)
        *(
            {
                "match": rf"{may}choose (?:1|one|a) of your opponent's {{what:card_desc}}{then} your opponent chooses (?:1|one|a) level X or lower {{desc:card_desc}} in (?:their|your opponent's) waiting room, and exchanges them\. X is equal to the level of the character you chose ?- ?{{k:int}}",
                "make": wrap(
                    [
                        {
                            "do": "choose",
                            "from": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
                            "n": 1,
                            "as": "exchanged",
                        },
                        {
                            "do": "let",
                            "as": "X",
                            "value": {
                                "sum": [
                                    {"stat": {"card": {"var": "exchanged"}, "name": "level"}},
                                    {"neg": "$k"},
                                ]
                            },
                        },
                        {
                            "do": "choose",
                            "player": "opponent",
                            "from": {
                                "$merge": [
                                    {"zone": "waiting_room", "whose": "opponent"},
                                    "$desc",
                                    {"level": {"<=": "X"}},
                                ]
                            },
                            "n": 1,
                        },
                        {"do": "ws.exchange", "cards": "exchanged", "with": "chosen"},
                    ]
                ),
            }
            for may, then, wrap in (
                ("you may ", r"\. If you do,", lambda steps: [{"do": "may", "then": steps}]),
                ("", ",", lambda steps: steps),
            )
        ),
        # "you may …. If you do not, …": the second sentence when the player declines (WS 8.6.3)
        {
            "match": r"you may {first:clauses}\. If you do not, {otherwise:effect}",
            "make": [{"do": "may", "then": "$first", "else": "$otherwise"}],
        },
        # the opponent's option ("your opponent may draw 2 cards. If your opponent does, your
        # opponent chooses 2 cards in their hand, and puts them into their waiting room"): the
        # opponent answers and acts (WS 8.6.3: the player the text names chooses)
        {
            "match": r"your opponent may draw {n:n} cards?\. If (?:your opponent does|they do), {then:effect}",
            "make": [
                {
                    "do": "may",
                    "player": "opponent",
                    "then": {"$concat": [[{"do": "draw", "player": "opponent", "n": "$n"}], "$then"]},
                }
            ],
        },
        # "your opponent declares 0 or 1 or 2 or 3. …": the opponent picks one of the numbers (a choice of
        # theirs, WS 8.6.3), which the rest compares with the level of the card revealed or put into the
        # waiting room (a climax is level 0, WS 2.6.3)
        {
            "match": r"your opponent declares 0 or 1 or 2 or 3\. Reveal the top card of your deck, and if that card is a character of the level that your opponent declared, put it (?:in|on) any position of your stage",
            "make": [
                _DECLARE,
                {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                {
                    "do": "if",
                    "if": {"exists": {"var": "chosen", "type": "character", "level": "declared"}},
                    "then": [{"do": "ws.put_on_stage", "cards": "chosen", "slot": "any", "as": "chosen"}],
                },
            ],
        },
        {
            "match": r"your opponent declares 0 or 1 or 2 or 3\. Put the top card of your deck into your waiting room, and if that card's level is the number your opponent declared, (?:you )?draw up to X cards\. X is equal to the number your opponent declared \+1",
            "make": [
                _DECLARE,
                {"do": "move", "cards": {"zone": "library", "top": 1}, "to": "waiting_room", "as": "chosen"},
                {
                    "do": "if",
                    "if": {"exists": {"var": "chosen", "level": "declared"}},
                    "then": [{"do": "draw", "n": {"sum": ["declared", 1]}, "up_to": True}],
                },
            ],
        },
        # "your opponent may put the top 2 cards of their stock into their waiting room. If they do, …":
        # offered only when their stock has that many cards (a decision: "they do" is all of it,
        # docs/games/weiss-schwarz.md); the opponent answers (WS 8.6.3)
        # (also "put 2 cards from the top of their stock", "If he or she does")
        *(
            {
                "match": rf"your opponent may put {which} into their waiting room\. If (?:your opponent does|they do|he or she does), {{then:effect}}",
                "make": [
                    {
                        "do": "if",
                        "if": {">=": [{"count": {"zone": "stock", "whose": "opponent"}}, "$n"]},
                        "then": [
                            {
                                "do": "may",
                                "player": "opponent",
                                "then": {
                                    "$concat": [
                                        [
                                            {
                                                "do": "move",
                                                "cards": {"zone": "stock", "whose": "opponent", "top": "$n"},
                                                "to": "waiting_room",
                                            }
                                        ],
                                        "$then",
                                    ]
                                },
                            }
                        ],
                    }
                ],
            }
            for which in (
                "the top {n:n} cards of (?:their|your opponent's) stock",
                "{n:n} cards from the top of (?:their|your opponent's) stock",
            )
        ),
        # "put the top card of your deck into your waiting room, and deal X damage to your opponent.
        # X is equal to the level of that card +1": "that card" is the card put there (WS 3.1.4: the
        # card in the waiting room), X worked out before its first use
        {
            "match": r"put the top card of your deck into your waiting room, (?:and )?{rest:clauses}\. X is equal to {x:number}",
            "make": {"$let_x": ["$x", {"$concat": [_MILL_ONE, "$rest"]}]},
        },
        # X worked out just before the first step that uses it, in any sentence before "X is equal
        # to" (a sentence-by-sentence reading put it after a look that used it)
        {
            "match": r"{first:effect}\. X is equal to {x:number}",
            "make": {"$let_x": ["$x", "$first"]},
        },
        # … and sentences after it ("… X is equal to the total level of the cards put into your waiting
        # room by this effect. Put this card into your memory"): X is read in the sentences before it
        {
            "match": r"{first:effect}\. X is equal to {x:number}\. {rest:effect}",
            "make": {"$concat": [{"$let_x": ["$x", "$first"]}, "$rest"]},
        },
        # "you may reveal the top card of your deck. If that card is …, …": the reveal is optional, and
        # the second sentence follows it only (nothing revealed, nothing is that card)
        {
            "match": r"you may reveal the top card of your deck\. If (?:that|the revealed) card is {what:card_desc_is}, {then:effect}",
            "make": [
                {
                    "do": "may",
                    "then": [
                        {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                        {
                            "do": "if",
                            "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                            "then": "$then",
                        },
                    ],
                }
            ],
        },
        # two or more "If that card is …, …" sentences after the card put into the waiting room or
        # revealed ("If that card is level 1 or higher, …. If that card is level 0 or lower, …"): each
        # its own check of that card (after the one-sentence wordings, which read first)
        {
            "match": r"put the top card of your deck into your waiting room\. {ifs:that_card_ifs}",
            "make": {"$concat": [_MILL_ONE, "$ifs"]},
        },
        {
            "match": r"reveal the top card of your deck\. {ifs:that_card_ifs}",
            "make": {"$concat": [[{"do": "ws.reveal_top", "n": 1, "as": "chosen"}], "$ifs"]},
        },
        # "your opponent reveals the top card of their deck. If that card is …, …": the same check of
        # the card the opponent reveals from their library (it stays there, M 3.2.5)
        {
            "match": r"your opponent reveals the top card of their deck\. {ifs:that_card_ifs}",
            "make": {
                "$concat": [[{"do": "ws.reveal_top", "n": 1, "whose": "opponent", "as": "chosen"}], "$ifs"]
            },
        },
        {
            "match": r"your opponent reveals the top card of their deck\. If (?:that|the revealed) (?:card|character) is {what:card_desc_is}, {then:effect}",
            "make": [
                {"do": "ws.reveal_top", "n": 1, "whose": "opponent", "as": "chosen"},
                {"do": "if", "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}}, "then": "$then"},
            ],
        },
        # the same after other steps of the sentence ("choose up to 1 … , put it into your stock, and
        # reveal the top card of your deck. If that card is …"; "… and you reveal …")
        {
            "match": r"{first:clauses},? and (?:you )?reveal the top card of your deck\. If (?:that|the revealed) (?:card|character) is {what:card_desc_is}, {then:effect}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                        {
                            "do": "if",
                            "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                            "then": "$then",
                        },
                    ],
                ]
            },
        },
        # "… "【AUTO】 …" Then, <the rest>", "…. Then, shuffle your deck": the next sentence (after an
        # ability given in quotes too)
        {
            "match": r"{first:effect}(?:(?<=⟧)|\.) Then, {rest:effect}",
            "make": {"$concat": ["$first", "$rest"]},
        },
        {
            "match": r"reveal the top card of your deck\. If (?:that|the revealed) (?:card|character) is {what:card_desc_is}, {then:effect}",
            "make": [
                {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                {"do": "if", "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}}, "then": "$then"},
            ],
        },
        # "If there is a climax with [[return.gif]] in its trigger icon among those cards, …" and "If "A"
        # is revealed among those cards, …" after the cards were flipped or milled as "those" (a
        # Brainstorm, WS 10.7.3): any of them as described; a line that named no such cards before
        # is refused (the checks: ``those`` unbound)
        # "…. If not, …" / "Otherwise, …": the second sentence when none of them is so described
        {
            "match": r"If there is an? {what:card_desc} (?:revealed )?among those cards, {then:clauses}\. (?:If not|Otherwise), {otherwise:effect}",
            "make": [
                {
                    "do": "if",
                    "if": {"exists": {"$merge": [{"var": "those"}, "$what"]}},
                    "then": "$then",
                    "else": "$otherwise",
                }
            ],
        },
        *_THOSE_IFS,
        # "… If there is a climax / a level 2 or higher card (revealed) among those cards, …": the
        # milled cards (in the waiting room now) checked against any description
        {
            "match": r"put {n:n} cards from the top of your deck into your waiting room\. If there is an? {what:card_desc} (?:revealed )?among those cards, {then:effect}",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "library", "top": "$n"},
                    "to": "waiting_room",
                    "as": "milled",
                },
                {"do": "if", "if": {"exists": {"$merge": [{"var": "milled"}, "$what"]}}, "then": "$then"},
            ],
        },
        {
            "match": r"put the top {n:n} cards of your deck into your waiting room\. If there is an? {what:card_desc} (?:revealed )?among those cards, {then:effect}",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "library", "top": "$n"},
                    "to": "waiting_room",
                    "as": "milled",
                },
                {"do": "if", "if": {"exists": {"$merge": [{"var": "milled"}, "$what"]}}, "then": "$then"},
            ],
        },
        # the milled card checked (it is in the waiting room now: "that card", "that character")
        {
            "match": r"you may put the top card of your deck into your waiting room\. If that card is {what:card_desc_is}, {then:effect}",
            "make": [{"do": "may", "then": {"$concat": [_MILL_ONE, [_IF_MILLED]]}}],
        },
        {
            "match": r"put the top card of your deck into your waiting room\. If that card is {what:card_desc_is}, {then:effect}",
            "make": {"$concat": [_MILL_ONE, [_IF_MILLED]]},
        },
        # X from the revealed card, after it is revealed (a climax is level 0, WS 2.6.3)
        {
            "match": r"reveal the top card of your deck,(?: and)? {rest:clauses}\. X is equal to the level of the revealed card",
            "make": {
                "$concat": [
                    [
                        {"do": "ws.reveal_top", "n": 1, "as": "revealed"},
                        {"do": "let", "as": "X", "value": {"stat": {"card": "revealed", "name": "level"}}},
                    ],
                    "$rest",
                ]
            },
        },
        {
            "match": r"{first:clauses},? and reveal the top card of your deck\. If (?:that|the revealed) card is {what:card_desc_is}, {then:effect}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                        {
                            "do": "if",
                            "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                            "then": "$then",
                        },
                    ],
                ]
            },
        },
        {
            "match": r"reveal the top card of your deck\. If (?:that|the revealed) card is not {what:card_desc_is}, {then:effect}",
            "make": [
                {"do": "ws.reveal_top", "n": 1, "as": "chosen"},
                {"do": "if", "if": {"none": {"$merge": [{"var": "chosen"}, "$what"]}}, "then": "$then"},
            ],
        },
        # "reveal up to N": one card at a time, the player may stop after any (WS 8.6.3); "you may"
        # is the same choice (none revealed); "If you revealed M or more cards" counts them
        {
            "match": r"(?:you may )?reveal up to {n:amount} cards from the top of your deck\. If you reveal(?:ed)? {m:n} or more cards?, {then:effect}",
            "make": {
                "$concat": [
                    _REVEAL_UP_TO,
                    [
                        {"do": "ws.reveal_top", "n": "k", "as": "looked"},
                        {"do": "if", "if": {">=": ["k", "$m"]}, "then": "$then"},
                    ],
                ]
            },
        },
        # "… If you revealed 1 or more cards, choose up to 1 character with "A" in its card name among
        # those cards, put it into your hand, …": "those cards" are the cards revealed (as "from among
        # them" after it)
        # (a plain first word each, "you" and "reveal", so that the grammar tries it only there)
        *(
            {
                "match": rf"{verb} up to {{n:amount}} cards from the top of your deck\. If you reveal(?:ed)? {{m:n}} or more cards?, choose up to {{k:n}} {{what:card_desc}} among those cards, {{then:effect}}",
                "make": {
                    "$concat": [
                        _REVEAL_UP_TO,
                        [
                            {"do": "ws.reveal_top", "n": "k", "as": "looked"},
                            {
                                "do": "if",
                                "if": {">=": ["k", "$m"]},
                                "then": {
                                    "$concat": [
                                        [
                                            {
                                                "do": "choose",
                                                "from": {"$merge": [{"var": "looked"}, "$what"]},
                                                "n": "$k",
                                                "up_to": True,
                                            }
                                        ],
                                        "$then",
                                    ]
                                },
                            },
                        ],
                    ]
                },
            }
            for verb in ("you may reveal", "reveal")
        ),
        # "choose up to 5 … in your waiting room, and return them to your deck. Shuffle your deck
        # afterwards. If you returned 5 cards, …. Put this card into your memory": the sentences
        # after it are not conditional (the same without them below)
        {
            "match": r"choose up to {n:n} {what:choice}, and return them to your deck\. Shuffle your deck afterwards\. If you returned {m:n} cards?, {then:clauses}\. {rest:effect}",
            "make": {
                "$concat": [
                    [
                        {"do": "choose", "from": "$what", "n": "$n", "up_to": True},
                        {"do": "let", "as": "returned", "value": {"count": {"var": "chosen"}}},
                        {"do": "move", "cards": "chosen", "to": "library"},
                        {"do": "shuffle", "zone": "library"},
                        {"do": "if", "if": {">=": ["returned", "$m"]}, "then": "$then"},
                    ],
                    "$rest",
                ]
            },
        },
        # "choose up to 5 … in your waiting room, and return them to your deck. Shuffle your deck
        # afterwards. If you returned 5 cards, …": the cards chosen counted before they move (in the
        # deck they are new cards, WS 3.1.4)
        {
            "match": r"choose up to {n:n} {what:choice}, and return them to your deck\. Shuffle your deck afterwards\. If you returned {m:n} cards?, {then:clauses}",
            "make": [
                {"do": "choose", "from": "$what", "n": "$n", "up_to": True},
                {"do": "let", "as": "returned", "value": {"count": {"var": "chosen"}}},
                {"do": "move", "cards": "chosen", "to": "library"},
                {"do": "shuffle", "zone": "library"},
                {"do": "if", "if": {">=": ["returned", "$m"]}, "then": "$then"},
            ],
        },
        # a sentence on what the steps before did ("If you returned 5 cards, …", "If you drew 1
        # card, …"; the ``did_if`` rules): that sentence only, the next ones are not conditional
        # ("…. Put this card into your memory" after it is done either way)
        # (read only where such a sentence is: the lookahead skips the others cheaply)
        {
            "match": r"(?=.*If (?:you|the)){did:did_if}\. {rest:effect}",
            "make": {"$concat": ["$did", "$rest"]},
        },
        {"match": r"(?=.*If (?:you|the)){did:did_if}", "make": "$did"},
        # "Choose two of your 【STAND】 characters, and 【REST】 them. If you 【REST】 two characters":
        # every card chosen is standing, so each one chosen is rested (as many as there were, WS
        # 8.6.3); of "your characters" one already 【REST】 would not be, so that stays by hand
        {
            "match": r"choose {n:n} of your 【STAND】 {what:card_desc}, and 【REST】 them\. If you 【REST】 {m:n} characters?, {then:effect}",
            "make": [
                {"do": "choose", "from": {"$merge": [_STAGE, "$what", {"state": "stand"}]}, "n": "$n"},
                {"do": "state", "cards": "chosen", "to": "rest"},
                {"do": "if", "if": {">=": [{"count": {"var": "chosen"}}, "$m"]}, "then": "$then"},
            ],
        },
        # the same of "your characters": the ones the step rested are counted (``state``'s ``as``:
        # one already 【REST】 was not rested, WS 1.3.2)
        {
            "match": r"choose {n:n} of your {what:card_desc}, and 【REST】 them\. If you 【REST】 {m:n} characters?, {then:effect}",
            "make": [
                {"do": "choose", "from": {"$merge": [_STAGE, "$what"]}, "n": "$n"},
                {"do": "state", "cards": "chosen", "to": "rest", "as": "rested"},
                {"do": "if", "if": {">=": [{"count": {"var": "rested"}}, "$m"]}, "then": "$then"},
            ],
        },
        # a delayed effect (``ws.delayed``): the rest of the sentence is an 【AUTO】 ability of its
        # own, primed once by the first event its trigger matches; it remembers no card chosen
        # before it (the compiler checks it alone, ``compiler._delayed_read``)
        {
            "match": r"at {when:delay_when}, {later:clauses}",
            "make": [
                {"do": "ws.delayed", "ability": {"kind": "auto", "trigger": "$when", "effect": "$later"}}
            ],
        },
        {
            "match": r"{first:clauses},? and at {when:delay_when}, {later:clauses}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {
                            "do": "ws.delayed",
                            "ability": {"kind": "auto", "trigger": "$when", "effect": "$later"},
                        }
                    ],
                ]
            },
        },
        # a cost inside an effect (a mode of "choose 1 of the following effects": "[(2)] You may pay the
        # cost. If you do, deal 2 damage to your opponent."): the verb ``pay`` (WS 8.4.2.2)
        {
            "match": r"\[{cost:cost}\] You may pay the cost\. If you do, {then:effect}",
            "make": [{"do": "pay", "cost": "$cost", "then": "$then"}],
        },
        # the same after a condition ("[(1)] If your level is 3, you may pay the cost. If you do, …", an
        # event's text): the cost asked for only when the condition holds as it resolves
        {
            "match": r"\[{cost:cost}\] If {c:condition}, you may pay the cost\. If you do, {then:effect}",
            "make": [{"do": "if", "if": "$c", "then": [{"do": "pay", "cost": "$cost", "then": "$then"}]}],
        },
        # the ability's own cost paid later in its effect ("[(1)] When …, reveal the top card of your
        # deck. If that card is …, you may pay the cost. If you do, …"): the cost is put in here by the
        # compiler (``compiler._cost_later``), which refuses the line unless there is one such step
        {
            "match": r"you may pay the cost\. If you do, {then:effect}",
            "make": [{"do": "pay", "cost": "the cost", "then": "$then"}],
        },
        # the ability's cost asked for as the last step of a sentence ("…, put the rest into your
        # waiting room, and you may pay the cost. If you do, …"): the steps before it, then the
        # ``pay`` step as above (``compiler._cost_later``)
        {
            "match": r"{first:clauses},? and you may pay the cost\. If you do, {then:effect}",
            "make": {"$concat": ["$first", [{"do": "pay", "cost": "the cost", "then": "$then"}]]},
        },
        # "you may pay the cost. If you do not, put this card into your waiting room": the second
        # sentence when the cost is not paid, or cannot be (WS 8.4.2.2)
        {
            "match": r"you may pay the cost\. If you do not, {otherwise:effect}",
            "make": [{"do": "pay", "cost": "the cost", "else": "$otherwise"}],
        },
        # a choice of abilities this card gets ("choose 1 of the following abilities, and this card
        # gets / gains that ability until …", "this card gets one of the following abilities of your
        # choice until end of turn"): a mode each (WS 8.6.3)
        *(
            {"match": match, "make": [{"do": "choose_one", "modes": "$modes"}]}
            for match in (
                r"choose (?:1|one) of the following abilities,? and this card (?:gets|gains) that ability until end of turn\. {modes:ability_modes}",
                r"choose (?:1|one) of the following abilities,? and this card (?:gets|gains) that ability until the end of your opponent's next turn\. {modes:ability_modes_next}",
                r"this card gets one of the following abilities of your choice until end of turn\. {modes:ability_modes}",
            )
        ),
        # "perform the following (2) effects 1 time each. "…" "…"": each effect once, as printed
        # (the order they are written in; "in any order" stays by hand)
        {
            "match": r"perform the following (?:(?:2|two) )?effects (?:1|one) time each\. {a:said_mode} ?{b:said_mode}",
            "make": {"$concat": ["$a", "$b"]},
        },
        {
            "match": r"perform the following (?:(?:3|three) )?effects (?:1|one) time each\. {a:said_mode} ?{b:said_mode} ?{c:said_mode}",
            "make": {"$concat": ["$a", "$b", "$c"]},
        },
        # a choice of effects (WS 8.6.3: "choose 1 of the following effects")
        {
            "match": r"choose (?:1|one) of the following effects,? and perform it\. {a:mode} {b:mode}",
            "make": [{"do": "choose_one", "modes": ["$a", "$b"]}],
        },
        {
            "match": r"choose (?:1|one) of the following effects,? and perform it\. {a:mode} {b:mode} {c:mode}",
            "make": [{"do": "choose_one", "modes": ["$a", "$b", "$c"]}],
        },
        # the modes written without a space between them, and the choice after other clauses of the
        # same sentence ("put up to 1 card from the top of your clock into your waiting room, choose
        # 1 of the following effects, and perform it. "…" "…"": those first, then the choice)
        {
            "match": r"choose (?:1|one) of the following effects,? and perform it\. {a:mode} ?{b:mode}",
            "make": [{"do": "choose_one", "modes": ["$a", "$b"]}],
        },
        {
            "match": r"{first:clauses},? (?:and )?choose (?:1|one) of the following effects,? and perform it\. {a:mode} ?{b:mode}",
            "make": {"$concat": ["$first", [{"do": "choose_one", "modes": ["$a", "$b"]}]]},
        },
        {
            "match": r"{first:clauses},? (?:and )?choose (?:1|one) of the following effects,? and perform it\. {a:mode} {b:mode} {c:mode}",
            "make": {"$concat": ["$first", [{"do": "choose_one", "modes": ["$a", "$b", "$c"]}]]},
        },
        # "…, and that character gets +1500 power until end of turn. If that character has "Alarm",
        # that card gets +2500 power until end of turn instead": the second value replaces the first
        # for a chosen character of that description (read as it resolves)
        {
            "match": r"{first:clauses}, and that character gets {p:signed} power until end of turn\. If that character {what:chosen_is}, that (?:character|card) gets {q:signed} power until end of turn instead",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {
                            "do": "if",
                            "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                            "then": [{"do": "modify", "cards": "chosen", "stat": "power", "add": "$q"}],
                            "else": [{"do": "modify", "cards": "chosen", "stat": "power", "add": "$p"}],
                        }
                    ],
                ]
            },
        },
        # "If your level is 3 or higher, choose 1 "A" marker underneath this card, and put it on any
        # position of your stage. At the end of the turn, you may put that character …": a delayed
        # effect that names the character the conditional sentence chose goes with that sentence
        # (nothing was chosen when the condition failed, so nothing is remembered: the same effect)
        {
            "match": r"If {condition:condition}, {then:clauses}\. at {when:delay_when}, (?=[^.]*\bthat character\b){later:clauses}",
            "make": [
                {
                    "do": "if",
                    "if": "$condition",
                    "then": {
                        "$concat": [
                            "$then",
                            [
                                {
                                    "do": "ws.delayed",
                                    "ability": {"kind": "auto", "trigger": "$when", "effect": "$later"},
                                }
                            ],
                        ]
                    },
                }
            ],
        },
        # "If there are 2 or less markers underneath this card, choose 1 …, and put it face up underneath
        # this card as a marker. If you put 1 card underneath this card, …": the sentence on what the
        # conditional one did goes inside the condition (when it fails nothing was put: the same effect)
        {
            "match": r"If (?=[^⟦]*\. If you put ){condition:condition}, (?=[^.]*\. If you put ){did:did_if}",
            "make": [{"do": "if", "if": "$condition", "then": "$did"}],
        },
        # "If your level is 2 or higher, choose 1 of your opponent's characters. That character …" /
        # "…, reveal the top card of your deck. If that card is …, …": a last sentence that names what
        # the conditional one chose or revealed goes inside the condition (when it fails nothing was
        # chosen, so that sentence does nothing: the same effect; decision N9)
        {
            "match": r"If {condition:condition}, (?=[^.]*\. (?:That (?:character|card)|If (?:that (?:character|card)|it is)|Put (?:it|them)|Those (?:characters|cards))\b[^.]*$){then:effect}",
            "make": [{"do": "if", "if": "$condition", "then": "$then"}],
        },
        # a sentence on a condition checked as it resolves ("If your level is 2 or higher, draw 1
        # card"): that sentence only, the next ones are not conditional
        {
            "match": r"If {condition:condition}, {then:clauses}\. {rest:effect}",
            "make": {"$concat": [[{"do": "if", "if": "$condition", "then": "$then"}], "$rest"]},
        },
        {
            "match": r"If {condition:condition}, {then:clauses}",
            "make": [{"do": "if", "if": "$condition", "then": "$then"}],
        },
        # the same with the commas of "If your waiting room has 1 …, 1 other …, and 1 other …, …" (a
        # condition slot ends at the first comma)
        *(
            {
                "match": f"If {_DISTINCT_MATCH[k]}, {{then:clauses}}",
                "make": [{"do": "if", "if": _DISTINCT_MAKE[k], "then": "$then"}],
            }
            for k in (3, 4, 5)
        ),
        # "…, and if there is no marker underneath this card, choose …": the rest of the sentence only
        # when the condition holds then (checked after what comes before it)
        {
            "match": r"{first:clauses}, and if {cond:condition}, {then:clauses}",
            "make": {"$concat": ["$first", [{"do": "if", "if": "$cond", "then": "$then"}]]},
        },
        {
            "match": r"{first:clauses}, and if {cond:condition}, {then:clauses}\. {rest:effect}",
            "make": {"$concat": ["$first", [{"do": "if", "if": "$cond", "then": "$then"}], "$rest"]},
        },
        # "look at the top card of your deck, choose up to 1 《A》 character from among them, …": the one
        # card looked at is "them" (WS 4.9), read with the choice (alone, "look at the top card of your
        # deck" binds the card as "it")
        {
            "match": r"look at the top card of your deck, choose up to {m:n} {what:card_desc} from among them, {rest:effect}",
            "make": {
                "$concat": [
                    [
                        {"do": "look", "zone": "library", "n": 1, "as": "looked"},
                        {
                            "do": "choose",
                            "from": {"$merge": [{"var": "looked"}, "$what"]},
                            "n": "$m",
                            "up_to": True,
                        },
                    ],
                    "$rest",
                ]
            },
        },
        {
            "match": r"{first:clauses}, look at the top card of your deck, choose up to {m:n} {what:card_desc} from among them, {rest:effect}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {"do": "look", "zone": "library", "n": 1, "as": "looked"},
                        {
                            "do": "choose",
                            "from": {"$merge": [{"var": "looked"}, "$what"]},
                            "n": "$m",
                            "up_to": True,
                        },
                    ],
                    "$rest",
                ]
            },
        },
        # "+N power" with no duration said, as a sentence's last clause ("choose 1 of your characters,
        # and that character gets +4000 power"): a continuous effect for the rest of the game (WS
        # 8.2.1.2), on the card as the object it is (it ends when the card changes zones, WS 3.1.4);
        # only at the end of a sentence, and not after a duration said first ("until end of turn, that
        # character gets -1500 power and this character gets +1500 power": both for the turn)
        {
            "match": r"{who:target} gets? {p:signed} power",
            "make": [{"do": "modify", "cards": "$who", "stat": "power", "add": "$p", "until": "game"}],
        },
        {
            "match": r"{who:target} gets? {p:signed} power and {s:signed} soul",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "power", "add": "$p", "until": "game"},
                {"do": "modify", "cards": "$who", "stat": "soul", "add": "$s", "until": "game"},
            ],
        },
        {
            "match": r"(?!.*\b(?:until|during)\b){first:clauses},? and {who:target} gets? {p:signed} power",
            "make": {
                "$concat": [
                    "$first",
                    [{"do": "modify", "cards": "$who", "stat": "power", "add": "$p", "until": "game"}],
                ]
            },
        },
        # "Choose 1 of your characters, and put it into your waiting room. If you do, …": the second
        # sentence when the first was done (``did``: a choice of none, or a move of nothing, is not)
        {
            "match": r"{first:clauses}\. If you do, {then:effect}",
            "make": {
                "$concat": [
                    [{"do": "let", "as": "did", "value": True}],
                    "$first",
                    [{"do": "if", "if": {"chosen": "did"}, "then": "$then"}],
                ]
            },
        },
        {"match": r"{first:clauses}\. {rest:effect}", "make": {"$concat": ["$first", "$rest"]}},
        {"match": r"{first:clauses}", "make": "$first"},
    ],
    "clauses": {"sequence": "step", "separators": [", and ", ", ", " and "]},
    "step": [
        # "… cannot 【STAND】 during your (opponent's) next stand phase": the word on the cards until
        # the end of the turn that holds that stand phase (WS 6.2.1.2 with 1.3.3)
        {
            "match": r"{who:target} cannot 【STAND】 during your next stand phase",
            "make": [
                {
                    "do": "grant",
                    "cards": "$who",
                    "grant": "cannot_stand_phase",
                    "until": "end_of_your_next_turn",
                }
            ],
        },
        {
            "match": r"{who:target} cannot 【STAND】 during your opponent's next stand phase",
            "make": [
                {
                    "do": "grant",
                    "cards": "$who",
                    "grant": "cannot_stand_phase",
                    "until": "end_of_opponent_turn",
                }
            ],
        },
        {"match": r"you may {then:clauses}", "make": [{"do": "may", "then": "$then"}]},
        # "choose this card and 1 of your 《…》 characters, and exchange them as 【STAND】": the two swap
        # their stage positions at once (M 6.5.1.2.4; ``ws.swap``), standing when "as 【STAND】"
        *(
            {
                "match": rf"choose {pair.format(other=other)}(?:,? and|,) exchange them{words}",
                "make": [
                    {"do": "choose", "from": {"$merge": [_STAGE, "$what", {"other": True}]}, "n": 1},
                    {"do": "ws.swap", "cards": "this", "with": "chosen", "as": "chosen", **state},
                ],
            }
            for pair in (
                "this card and (?:1|one|a) of your {other}{{what:card_desc}}",
                "(?:1|one|a) of your {other}{{what:card_desc}} and this card",
            )
            for other in ("", "other ")
            for words, state in ((" as 【STAND】", {"state": "stand"}), ("", {}))
        ),
        # "choose 1 of your other characters and this card, and those cards get +1 soul until end of
        # turn": the chosen card and this card each get the gains
        *(
            {
                "match": match,
                "make": {
                    "$concat": [
                        [{"do": "choose", "from": what, "n": 1}],
                        {"$each": ["$gains", {"cards": "chosen"}]},
                        {"$each": ["$gains", {"cards": "this"}]},
                    ]
                },
            }
            for match, what in (
                (
                    r"choose (?:1|one) {what:choice} and this card, and those (?:characters|cards) get {gains:effect_gains} until end of turn",
                    "$what",
                ),
                (
                    r"choose another of your {what:card_desc} and this card, and those (?:characters|cards) get {gains:effect_gains} until end of turn",
                    {"$merge": [_STAGE, "$what", {"other": True}]},
                ),
            )
        ),
        # "choose up to 1 《A》 or 《B》 character, and that character gets +1500 power until end of turn": a
        # character with no zone said is one on either player's stage (WS 2.3.2.1.2); read only with the
        # gains after it (after a look, a zone-less "choose up to 1 《A》 character, reveal it …" is among
        # the cards looked at)
        *(
            {
                "match": rf"choose {up_to}{{n:n}} {{what:card_desc}}, and (?:that character gets|those characters get) {{gains:effect_gains}} until end of turn",
                "make": {
                    "$concat": [
                        [
                            {
                                "do": "choose",
                                "from": {"$merge": [_STAGE, "$what", {"whose": "both"}]},
                                "n": "$n",
                                **up,
                            }
                        ],
                        {"$each": ["$gains", {"cards": "chosen"}]},
                    ]
                },
            }
            for up_to, up in (("", {}), ("up to ", {"up_to": True}))
        ),
        {
            "match": r"choose (?:2|two) of your {what:card_desc},? and exchange them",
            "make": [
                {"do": "choose", "from": {"$merge": [_STAGE, "$what"]}, "n": 2},
                {"do": "ws.swap", "cards": "chosen", "as": "chosen"},
            ],
        },
        {
            "match": r"your opponent may draw {n:n} cards?",
            "make": [
                {"do": "may", "player": "opponent", "then": [{"do": "draw", "player": "opponent", "n": "$n"}]}
            ],
        },
        # the opponent discards by their own choice ("your opponent chooses 2 cards in their hand,
        # and puts them into their waiting room"; WS 8.6.3)
        {
            "match": r"your opponent chooses {n:n} cards? (?:in|from) (?:their|your opponent's) hand,? and puts (?:it|them) into their waiting room",
            "make": [
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {"zone": "hand", "whose": "opponent"},
                    "n": "$n",
                },
                {"do": "move", "cards": "chosen", "to": "waiting_room"},
            ],
        },
        {"match": r"draw {n:n} cards?", "make": [{"do": "draw", "n": "$n"}]},
        {"match": r"draw X cards", "make": [{"do": "draw", "n": "X"}]},
        {"match": r"draw up to X cards", "make": [{"do": "draw", "n": "X", "up_to": True}]},
        # your own cards: the chosen card at the bottom of your deck or into your level (WS 4.5), your
        # whole hand into your waiting room, the top N cards of your deck into your clock or stock
        {
            "match": r"put (?:it|that card) (?:at|on) the bottom of your deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library", "position": "bottom"}],
        },
        {
            "match": r"put (?:it|that card) into your level",
            "make": [{"do": "move", "cards": "chosen", "to": "level", "as": "chosen"}],
        },
        {
            "match": r"put all cards (?:from|in) your hand into your waiting room",
            "make": [{"do": "move", "cards": {"zone": "hand"}, "to": "waiting_room", "as": "those"}],
        },
        *(
            {
                "match": rf"put the top {{n:n}} cards of your deck into your {zone}",
                "make": [
                    {"do": "move", "cards": {"zone": "library", "top": "$n"}, "to": zone, "as": "those"}
                ],
            }
            for zone in ("clock", "stock")
        ),
        {
            "match": r"put the top card of (?:your opponent's|their) stock into (?:your opponent's|their) waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "stock", "whose": "opponent", "top": 1},
                    "to": "waiting_room",
                }
            ],
        },
        {"match": r"draw up to {n:n} cards?", "make": [{"do": "draw", "n": "$n", "up_to": True}]},
        # "choose 1 card in your level and 1 card in your waiting room, and exchange them": one
        # card of each (both chosen or none exchanged), each to the other's place (ws.exchange)
        {
            "match": r"choose (?:1|one|a) {a:exchanged} and (?:1|one|a) {b:exchanged}, and exchange them",
            "make": [
                {"do": "choose", "from": "$a", "n": 1, "as": "exchanged"},
                {"do": "choose", "from": "$b", "n": 1},
                {"do": "ws.exchange", "cards": {"var": "exchanged"}, "with": {"var": "chosen"}},
            ],
        },
        # "(put it into their waiting room,) your opponent chooses up to 1 level 0 or lower character in
        # their waiting room, and puts it on the stage position that that character was on": the
        # opponent's choice (WS 8.6.3) into the slot the chosen character left (ws.put_on_stage "left")
        {
            "match": r"your opponent (?:chooses|will choose) up to (?:1|one) {what:card_desc} (?:in|from) (?:their|your opponent's) waiting room, and (?:puts|put) it (?:on|in) the stage position that (?:that )?(?:character|card) was (?:on|in)",
            "make": [
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {"$merge": [{"zone": "waiting_room", "whose": "opponent"}, "$what"]},
                    "n": 1,
                    "up_to": True,
                    "as": "replacement",
                },
                {
                    "do": "ws.put_on_stage",
                    "cards": "replacement",
                    "slot": "left",
                    "of": "chosen",
                    "player": "opponent",
                    "as": "placed",
                },
            ],
        },
        # "choose the bottom (top) card of your clock and 1 … in your waiting room, and exchange them"
        *(
            {
                "match": rf"choose the {end} card of your clock and (?:1|one|a) {{b:exchanged}}, and exchange them",
                "make": [
                    {"do": "choose", "from": {"zone": "clock", end: 1}, "n": 1, "as": "exchanged"},
                    {"do": "choose", "from": "$b", "n": 1},
                    {"do": "ws.exchange", "cards": {"var": "exchanged"}, "with": {"var": "chosen"}},
                ],
            }
            for end in ("bottom", "top")
        ),
        # "(you may) choose this card and 1 《A》 character in your waiting room, and exchange them (as
        # 【STAND】)": this card (in the level for Experience, the clock for Alarm, or on the stage) and
        # the chosen card each to the other's place; from the stage, the chosen card takes this card's
        # position standing (M 3.6.3: "as 【STAND】" is what the move does anyway; ``ws.exchange``)
        {
            "match": r"choose this card and (?:1|one|a) {b:exchanged}, and exchange them(?: as 【STAND】)?",
            "make": [
                {"do": "choose", "from": "$b", "n": 1},
                {"do": "ws.exchange", "cards": "this", "with": {"var": "chosen"}},
            ],
        },
        # "search your deck for up to 1 climax, reveal it …, choose up to 1 climax from your hand, reveal
        # it …, exchange them, and shuffle your deck": the deck's card to the hand and the hand's to the
        # deck (ws.exchange: both chosen or none moves), then the shuffle
        {
            "match": r"search your deck for up to (?:1|one) {a:card_desc}, reveal it to your opponent, choose up to (?:1|one) {b:card_desc} (?:from|in) your hand, reveal it to your opponent, exchange them, and shuffle your deck",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [{"zone": "library"}, "$a"]},
                    "n": 1,
                    "up_to": True,
                    "as": "exchanged",
                },
                {"do": "reveal", "cards": "exchanged"},
                {"do": "choose", "from": {"$merge": [{"zone": "hand"}, "$b"]}, "n": 1, "up_to": True},
                {"do": "reveal", "cards": "chosen"},
                {"do": "ws.exchange", "cards": {"var": "exchanged"}, "with": {"var": "chosen"}},
                {"do": "shuffle", "zone": "library"},
            ],
        },
        # "choose another of your 《Music》 characters": one of your other characters (as "1 of your other …")
        {
            "match": r"choose another of your {what:card_desc}",
            "make": [{"do": "choose", "from": {"$merge": [_STAGE, "$what", {"other": True}]}, "n": 1}],
        },
        # "choose another character": a character with no zone or owner is one on either player's
        # stage (WS 2.3.2.1.2), other than this card
        {
            "match": r"choose another {what:card_desc}",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [_STAGE, "$what", {"whose": "both", "other": True}]},
                    "n": 1,
                }
            ],
        },
        # "choose this card and 1 of your other characters" / "… 1 of your other characters and this
        # card": this card and the others, one choice (the engine's ``choose`` parts)
        *(
            {
                "match": match,
                "make": [
                    {
                        "do": "choose",
                        "from": _STAGE,
                        "parts": parts,
                    }
                ],
            }
            for match, parts in (
                (
                    r"choose this card and {n:n} of your other {what:card_desc}",
                    [
                        {"n": 1, "filter": {"is": "this"}},
                        {"n": "$n", "filter": {"$merge": ["$what", {"other": True}]}},
                    ],
                ),
                (
                    r"choose {n:n} of your other {what:card_desc} and this card",
                    [
                        {"n": "$n", "filter": {"$merge": ["$what", {"other": True}]}},
                        {"n": 1, "filter": {"is": "this"}},
                    ],
                ),
            )
        ),
        # several descriptions chosen at once ("choose up to 1 "A" and up to 1 "B" in your waiting
        # room", "… from among them", "search your deck for up to 1 《A》 character and up to 1 …"):
        # one choice per description, each card chosen once (the engine's ``choose`` parts)
        *(
            {
                "match": rf"{verb} up to {{n:n}} {{a:card_desc}}(?:,| and|, and) {{more:several}}{pool}",
                "make": [
                    {
                        "do": "choose",
                        "from": made,
                        "parts": {"$concat": [[{"n": "$n", "filter": "$a"}], "$more"]},
                        "up_to": True,
                    }
                ],
            }
            for verb, pool, made in (
                ("choose", " in your {zone:zone_word}", {"zone": "$zone"}),
                ("choose", " in your opponent's {zone:zone_word}", {"zone": "$zone", "whose": "opponent"}),
                ("choose", " from among them", {"var": "looked"}),
                ("search your deck for", "", {"zone": "library"}),
            )
        ),
        {"match": r"choose {n:n} {what:choice}", "make": [{"do": "choose", "from": "$what", "n": "$n"}]},
        {
            "match": r"choose up to {n:n} {what:choice}",
            "make": [{"do": "choose", "from": "$what", "n": "$n", "up_to": True}],
        },
        {
            "match": r"{who:target} gets? {p:signed} power and {s:signed} soul until end of turn",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "power", "add": "$p"},
                {"do": "modify", "cards": "$who", "stat": "soul", "add": "$s"},
            ],
        },
        # "you / your opponent cannot use "【AUTO】 Encore" until end of turn" (the rule's Encore
        # [(3)] too, WS 10.2.3): a prohibition on the player, read by every Encore (ws.no_encore)
        {
            "match": r"(?:you cannot use \" ?【AUTO】 Encore\" until end of turn|until end of turn,? you cannot use \" ?【AUTO】 Encore\")",
            "make": [{"do": "ws.no_encore", "whose": "you"}],
        },
        {
            "match": r"(?:your opponent cannot use \" ?【AUTO】 Encore\" until end of turn|until end of turn,? your opponent cannot use \" ?【AUTO】 Encore\")",
            "make": [{"do": "ws.no_encore", "whose": "opponent"}],
        },
        # a play prohibition on a player for a time ("your opponent cannot play event cards from
        # their hand until the end of their next turn"): an effect on the player, not on the cards
        # in the hand, that outlives the card (ws.no_play, WS 1.3.3, 8.9)
        {
            "match": r"your opponent cannot play {what:banned_cards} from (?:their |your opponent's )?hands? until (?:the )?end of (?:their|your opponent's) next turn",
            "make": [
                {"do": "ws.no_play", "whose": "opponent", "what": "$what", "until": "end_of_opponent_turn"}
            ],
        },
        {
            "match": r"your opponent cannot play {what:banned_cards} from (?:their |your opponent's )?hands? until end of turn",
            "make": [{"do": "ws.no_play", "whose": "opponent", "what": "$what"}],
        },
        {
            "match": r"you cannot play {what:banned_cards} from (?:your )?hand until end of turn",
            "make": [{"do": "ws.no_play", "whose": "you", "what": "$what"}],
        },
        # "(until end of turn,) this card gets +N power(,) and your opponent cannot use "【AUTO】
        # Encore" (until end of turn)": both for the turn
        {
            "match": r"until end of turn,? {who:target} gets? {p:signed} power,? and your opponent cannot use \" ?【AUTO】 Encore\"",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "power", "add": "$p"},
                {"do": "ws.no_encore", "whose": "opponent"},
            ],
        },
        {
            "match": r"{who:target} gets? {p:signed} power and your opponent cannot use \" ?【AUTO】 Encore\" until end of turn",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "power", "add": "$p"},
                {"do": "ws.no_encore", "whose": "opponent"},
            ],
        },
        # an ability given for a time (WS 8.9): the quoted ability is compiled on its own
        # a prohibition given for a time is the word itself (as the earlier rounds compiled it)
        # a prohibition said, not quoted, for a while (the word on the cards, as the quoted one)
        {
            "match": r"{who:target} cannot {method:prohibition} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method"}],
        },
        {
            "match": r"{who:target} cannot {method:prohibition} until the end of your opponent's next turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method", "until": "end_of_opponent_turn"}],
        },
        {
            "match": r"{who:target} gets? the following ability until end of turn\. ⟦ ?【CONT】 This card cannot {method:prohibition}\.?⟧",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method"}],
        },
        {
            "match": r"{who:target} gets? the following ability until the end of your opponent's next turn\. ⟦ ?【CONT】 This card cannot {method:prohibition}\.?⟧",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method", "until": "end_of_opponent_turn"}],
        },
        {
            "match": r"{who:target} gets? the following ability until end of turn\. {ability:granted}",
            "make": [{"do": "grant", "cards": "$who", "ability": "$ability"}],
        },
        # two abilities given for a time, each a grant of its own
        {
            "match": r"{who:target} gets? the following (?:2 |two )?abilities until end of turn\. {a:granted} {b:granted}",
            "make": [
                {"do": "grant", "cards": "$who", "ability": "$a"},
                {"do": "grant", "cards": "$who", "ability": "$b"},
            ],
        },
        {
            "match": r"{who:target} gets? the following (?:2 |two )?abilities until the end of your opponent's next turn\. {a:granted} {b:granted}",
            "make": [
                {"do": "grant", "cards": "$who", "ability": "$a", "until": "end_of_opponent_turn"},
                {"do": "grant", "cards": "$who", "ability": "$b", "until": "end_of_opponent_turn"},
            ],
        },
        # "until the end of your next turn": through the controller's next turn, whichever turn the
        # effect began in (``end_of_your_next_turn``, ended by that turn's clean-up, WS 6.8.1.4)
        {
            "match": r"{who:target} cannot {method:prohibition} until the end of your next turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method", "until": "end_of_your_next_turn"}],
        },
        {
            "match": r"{who:target} gets? the following ability until the end of your next turn\. {ability:granted}",
            "make": [
                {"do": "grant", "cards": "$who", "ability": "$ability", "until": "end_of_your_next_turn"}
            ],
        },
        {
            "match": r"{who:target} gets? the following ability until the end of your opponent's next turn\. {ability:granted}",
            "make": [
                {"do": "grant", "cards": "$who", "ability": "$ability", "until": "end_of_opponent_turn"}
            ],
        },
        {
            "match": r"{who:target} gets? {p:signed} power and the following ability until the end of your opponent's next turn\. {ability:granted}",
            "make": [
                {
                    "do": "modify",
                    "cards": "$who",
                    "stat": "power",
                    "add": "$p",
                    "until": "end_of_opponent_turn",
                },
                {"do": "grant", "cards": "$who", "ability": "$ability", "until": "end_of_opponent_turn"},
            ],
        },
        # "+N power and an ability until …": an ability given in quotes inside the sentence,
        # before its duration, or "the following ability" with the duration before or after
        *(
            {"match": match, "make": _power_and_ability(until)}
            for match, until in (
                (
                    r"{who:target} gets? {p:signed} power and {ability:quoted_ability} until the end of your opponent's next turn",
                    "end_of_opponent_turn",
                ),
                (r"{who:target} gets? {p:signed} power and {ability:quoted_ability} until end of turn", None),
                (
                    r"until end of turn, {who:target} gets? {p:signed} power and the following ability\. {ability:granted}",
                    None,
                ),
                (
                    r"until the end of your opponent's next turn, {who:target} gets? {p:signed} power and the following ability\. {ability:granted}",
                    "end_of_opponent_turn",
                ),
                (
                    r"{who:target} gets? {p:signed} power and the following ability until end of turn\. {ability:granted}",
                    None,
                ),
            )
        ),
        # an ability given in quotes alone for a time ("this card gets "【AUTO】 Encore [(1)]" until end of
        # turn")
        *(
            {
                "match": rf"{{who:target}} gets? {{ability:quoted_ability}} {duration}",
                "make": [{"do": "grant", "cards": "$who", "ability": "$ability", **lasting}],
            }
            for duration, lasting in (
                ("until end of turn", {}),
                ("until the end of your opponent's next turn", {"until": "end_of_opponent_turn"}),
            )
        ),
        # any gains and an ability ("+1 soul and the following ability", "+1000 power, +1 soul and the
        # following ability", "+1 level and "【AUTO】 …"" until …): each gain, then the ability given,
        # for the same time (after the power-only wordings above, which read first)
        *(
            {
                "match": match,
                "make": {
                    "$concat": [
                        {"$each": ["$gains", {"cards": "$who", **lasting}]},
                        [{"do": "grant", "cards": "$who", "ability": "$ability", **lasting}],
                    ]
                },
            }
            for duration, lasting in (
                ("until end of turn", {}),
                ("until the end of your opponent's next turn", {"until": "end_of_opponent_turn"}),
            )
            for match in (
                rf"{{who:target}} gets? {{gains:effect_gains}},? and the following ability {duration}\. {{ability:granted}}",
                rf"{{who:target}} gets? {{gains:effect_gains}},? and {{ability:quoted_ability}} {duration}",
                # the time said first; the ability in quotes at the line's end is ``granted``
                rf"{duration}, {{who:target}} gets? {{gains:effect_gains}},? and {{ability:quoted_ability}}",
                rf"{duration}, {{who:target}} gets? {{gains:effect_gains}},? and {{ability:granted}}",
            )
        ),
        # gains for the turn and an ability for longer ("this card gets +1000 power until end of turn,
        # and the following ability until the end of your opponent's next turn. "…"", the same with
        # two abilities), and the longer time said first ("until the end of your opponent's next turn,
        # that character gets +1500 power and "【AUTO】 Encore […]"")
        *(
            {
                # (the lookahead skips the other steps cheaply)
                "match": r"(?=[^⟦]* until end of turn,? and the following ){who:target} gets? {gains:effect_gains} "
                r"until end of turn,? and the following " + tail,
                "make": {
                    "$concat": [
                        {"$each": ["$gains", {"cards": "$who"}]},
                        [
                            {
                                "do": "grant",
                                "cards": "$who",
                                "ability": f"${v}",
                                "until": "end_of_opponent_turn",
                            }
                            for v in given
                        ],
                    ]
                },
            }
            for tail, given in (
                (r"ability until the end of your opponent's next turn\. {a:granted}", "a"),
                (
                    r"(?:2 |two )?abilities until the end of your opponent's next turn\. {a:granted} {b:granted}",
                    "ab",
                ),
            )
        ),
        # "+N power and the following 2 abilities until …": the power, then each ability given
        *(
            {
                "match": match,
                "make": [
                    {"do": "modify", "cards": "$who", "stat": "power", "add": "$p", **lasting},
                    {"do": "grant", "cards": "$who", "ability": "$a", **lasting},
                    {"do": "grant", "cards": "$who", "ability": "$b", **lasting},
                ],
            }
            for match, lasting in (
                (
                    r"{who:target} gets? {p:signed} power and the following (?:2 |two )?abilities until end of turn\. {a:granted} {b:granted}",
                    {},
                ),
                (
                    r"{who:target} gets? {p:signed} power and the following (?:2 |two )?abilities until the end of your opponent's next turn\. {a:granted} {b:granted}",
                    {"until": "end_of_opponent_turn"},
                ),
                (
                    r"until end of turn, {who:target} gets? {p:signed} power and the following (?:2 |two )?abilities\. {a:granted} {b:granted}",
                    {},
                ),
            )
        ),
        {
            "match": r"{who:target} gets? {l:signed} levels? and {p:signed} power until end of turn",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "level", "add": "$l"},
                {"do": "modify", "cards": "$who", "stat": "power", "add": "$p"},
            ],
        },
        {
            "match": r"{who:target} gets? {p:signed} power until end of turn",
            "make": [{"do": "modify", "cards": "$who", "stat": "power", "add": "$p"}],
        },
        {
            "match": r"{who:target} gets? {l:signed} levels? until end of turn",
            "make": [{"do": "modify", "cards": "$who", "stat": "level", "add": "$l"}],
        },
        {
            "match": r"{who:target} gets? {s:signed} soul until end of turn",
            "make": [{"do": "modify", "cards": "$who", "stat": "soul", "add": "$s"}],
        },
        # what the chosen cards get for the turn, listed ("+2000 power and 《Elegant》", "+2500 power
        # and +1 soul"), composed after the whole wordings above: each a step on those cards
        {
            "match": r"{who:target} gets? {gains:effect_gains} until end of turn",
            "make": {"$each": ["$gains", {"cards": "$who"}]},
        },
        {
            "match": r"{who:target} gets? {gains:effect_gains} until (?:the )?end of your opponent's next turn",
            "make": {"$each": ["$gains", {"cards": "$who", "until": "end_of_opponent_turn"}]},
        },
        {
            "match": r"{who:target} gets? {gains:effect_gains} until (?:the )?end of your next turn",
            "make": {"$each": ["$gains", {"cards": "$who", "until": "end_of_your_next_turn"}]},
        },
        # "until the end of the next turn": through the turn after this one, whoever's it is
        # (``end_of_next_turn``, ended by the end phase's clean-up, WS 6.8.1.4)
        {
            "match": r"{who:target} gets? {gains:effect_gains} until the end of the next turn",
            "make": {"$each": ["$gains", {"cards": "$who", "until": "end_of_next_turn"}]},
        },
        {
            "match": r"{who:target} gets? the following ability until the end of the next turn\. ⟦ ?【CONT】 This card cannot {method:prohibition}\.?⟧",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method", "until": "end_of_next_turn"}],
        },
        {
            "match": r"{who:target} gets? the following ability until the end of the next turn\. {ability:granted}",
            "make": [{"do": "grant", "cards": "$who", "ability": "$ability", "until": "end_of_next_turn"}],
        },
        # the same gains in other words: "you may -4000 power to this card until the end of your
        # opponent's next turn", "-1 soul from this card until end of turn", "have this card get -1000
        # power until …" (a power or soul change on the card named, WS 8.9)
        *(
            {
                "match": rf"{words} {duration}",
                "make": {"$each": ["$gains", {"cards": "$who", **until}]},
            }
            for words in (
                r"{gains:effect_gains} (?:to|from) {who:target}",
                r"have {who:target} get {gains:effect_gains}",
            )
            for duration, until in (
                ("until end of turn", {}),
                ("until (?:the )?end of your opponent's next turn", {"until": "end_of_opponent_turn"}),
            )
        ),
        # the duration first ("until end of turn, that character gets -1000 power"), and two
        # targets each with its own gains for the turn ("that character gets -1500 power and this
        # card gets +1500 power until end of turn"), composed from the gains above
        {
            "match": r"until end of turn, {who:target} gets? {gains:effect_gains}",
            "make": {"$each": ["$gains", {"cards": "$who"}]},
        },
        *(
            {
                "match": match,
                "make": {
                    "$concat": [
                        {"$each": ["$ga", {"cards": "$a"}]},
                        {"$each": ["$gb", {"cards": "$b"}]},
                    ]
                },
            }
            for match in (
                r"until end of turn, {a:target} gets? {ga:effect_gains} and {b:target} gets? {gb:effect_gains}",
                r"{a:target} gets? {ga:effect_gains} and {b:target} gets? {gb:effect_gains} until end of turn",
            )
        ),
        {
            "match": r"{who:target} gets? {p:signed} power until (?:the )?end of your opponent's next turn",
            "make": [
                {
                    "do": "modify",
                    "cards": "$who",
                    "stat": "power",
                    "add": "$p",
                    "until": "end_of_opponent_turn",
                }
            ],
        },
        {
            "match": r"【{to:state_word}】 (?:it|that character|them|those characters)",
            "make": [{"do": "state", "cards": "chosen", "to": "$to"}],
        },
        {"match": r"【{to:state_word}】 this card", "make": [{"do": "state", "cards": "this", "to": "$to"}]},
        {
            "match": r"【{to:state_word}】 {who:target}",
            "make": [{"do": "state", "cards": "$who", "to": "$to"}],
        },
        {
            "match": r"(?:put|return) this card (?:in)?to your {to:zone_word}",
            "make": [{"do": "move", "cards": "this", "to": "$to"}],
        },
        # markers under this card to another zone: all of them, or N from the top (M 3.7.2)
        {
            "match": r"put all markers (?:from )?underneath this card into your {to:zone_word}",
            "make": [{"do": "move", "cards": {"zone": "marker", "under": "this"}, "to": "$to"}],
        },
        {
            "match": r"(?:put|return) {n:n} markers? (?:from )?underneath this card (?:in)?to your {to:zone_word}",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "marker", "under": "this", "ws.marker_top": "$n"},
                    "to": "$to",
                }
            ],
        },
        {
            "match": r"(?:put|return) (?:it|them|that card|that character) (?:in)?to your {to:zone_word}",
            "make": [
                {"do": "move", "cards": "chosen", "to": "$to", "as": "chosen"}
            ],  # its new object (WS 3.1.4)
        },
        {"match": r"reveal (?:it|them) to your opponent", "make": [{"do": "reveal", "cards": "chosen"}]},
        # "reveal your hand" / "All players reveal their hands": every card of the hand(s) shown to both
        # players, left where they are (WS 8.6.3: revealed cards stay in their zone)
        {"match": r"reveal your hand", "make": [{"do": "reveal", "cards": {"zone": "hand"}}]},
        {
            "match": r"all players reveal their hands?",
            "make": [{"do": "reveal", "cards": {"zone": "hand", "whose": "both"}}],
        },
        # "All players return all cards in their waiting rooms to their decks, and shuffle their decks",
        # "all players put the top card of their decks into their stock", "all players draw 1 card":
        # each player the same step on their own zones (WS 3.1), you first, then your opponent
        *(
            {"match": match, "make": [step for whose in ({}, {"whose": "opponent"}) for step in steps(whose)]}
            for match, steps in (
                (
                    r"all players return all cards (?:from|in) their waiting rooms? to their decks?",
                    lambda whose: [
                        {"do": "move", "cards": {"zone": "waiting_room", **whose}, "to": "library"}
                    ],
                ),
                (
                    r"all players return all cards (?:from|in) their waiting rooms? to their decks?, and shuffle their decks?",
                    lambda whose: [
                        {"do": "move", "cards": {"zone": "waiting_room", **whose}, "to": "library"},
                        {"do": "shuffle", "zone": "library", **whose},
                    ],
                ),
                (
                    r"all players put all cards (?:from|in) their {from:zone_word}s? into their {to:zone_word}s?",
                    lambda whose: [{"do": "move", "cards": {"zone": "$from", **whose}, "to": "$to"}],
                ),
                (
                    r"all players put the top card of their decks? into their {to:zone_word}s?",
                    lambda whose: [
                        {"do": "move", "cards": {"zone": "library", "top": 1, **whose}, "to": "$to"}
                    ],
                ),
                (
                    r"all players put the top {n:n} cards of their decks? into their {to:zone_word}s?",
                    lambda whose: [
                        {"do": "move", "cards": {"zone": "library", "top": "$n", **whose}, "to": "$to"}
                    ],
                ),
                (
                    r"all players draw (?:a|1) card",
                    lambda whose: [{"do": "draw", "n": 1, **({"player": "opponent"} if whose else {})}],
                ),
                (
                    r"all players draw {n:n} cards",
                    lambda whose: [{"do": "draw", "n": "$n", **({"player": "opponent"} if whose else {})}],
                ),
                (
                    r"all players shuffle their decks?",
                    lambda whose: [{"do": "shuffle", "zone": "library", **whose}],
                ),
            )
        ),
        {"match": r"shuffle your deck", "make": [{"do": "shuffle", "zone": "library"}]},
        {
            "match": r"put the top card of your clock into your waiting room",
            "make": [{"do": "move", "cards": {"zone": "clock", "top": 1}, "to": "waiting_room"}],
        },
        # the top card of your clock or stock into another zone of yours ("return the top card of your
        # clock to your hand", "put the top card of your stock into your waiting room")
        *(
            {
                "match": rf"(?:put|return) the top card of your {zone} (?:in)?to your {{to:zone_word}}",
                "make": [{"do": "move", "cards": {"zone": zone, "top": 1}, "to": "$to"}],
            }
            for zone in ("clock", "stock")
        ),
        # the top or bottom card(s) of your deck into a zone of yours no rule above reads ("put the top
        # card of your deck into your hand / memory / level", "the bottom card of your deck into …"; WS
        # 3.1: the cards named, as many as there are)
        *(
            {
                "match": rf"put the {edge} {count} of your deck into your {{to:zone_word}}",
                "make": [{"do": "move", "cards": {"zone": "library", edge: n}, "to": "$to", **named}],
            }
            for edge in ("top", "bottom")
            for count, n, named in (("card", 1, {}), ("{n:n} cards", "$n", {"as": "those"}))
        ),
        # more cards of the top, or the bottom card(s), of your or your opponent's clock or stock into
        # another zone of its owner ("put the top 2 cards of your stock into your waiting room", "put
        # the bottom card of your stock into your waiting room"; no choice, the cards are the ones named;
        # as many as there are)
        *(
            {
                "match": rf"(?:put|return) the {edge} {count} of {whose_text} {zone} (?:in)?to {to_text} {{to:zone_word}}",
                "make": [
                    {"do": "move", "cards": {"zone": zone, edge: n, **whose}, "to": "$to", "as": "moved"},
                    # "you may …. If you do": not done when fewer cards were there (WS 8.6.4)
                    {
                        "do": "if",
                        "if": {"<": [{"count": "moved"}, n]},
                        "then": [{"do": "let", "as": "did", "value": 0}],
                    },
                ],
            }
            for edge, count, n in (
                ("top", "{n:n} cards", "$n"),
                ("bottom", "{n:n} cards", "$n"),
                ("bottom", "card", 1),
            )
            for zone in ("clock", "stock")
            for whose_text, to_text, whose in (
                ("your", "your", {}),
                ("your opponent's", "(?:their|your opponent's)", {"whose": "opponent"}),
            )
            # the bottom card of the opponent's stock into their waiting room has its rule below
            if (edge, zone, whose_text) != ("bottom", "stock", "your opponent's") or count != "card"
        ),
        # a prohibition for a time ("this card cannot frontal attack until end of turn"): the word on
        # the card, read by the rule that it names (``prohibition``)
        {
            "match": r"{who:target} cannot {method:prohibition} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method"}],
        },
        {
            "match": r"{who:target} cannot {method:prohibition} until the end of your opponent's next turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$method", "until": "end_of_opponent_turn"}],
        },
        {
            "match": r"put the top card of your deck into your stock",
            "make": [{"do": "move", "cards": _STOCK_TOP, "to": "stock"}],
        },
        {
            "match": r"put the top card of your clock into your stock",
            "make": [{"do": "move", "cards": {"zone": "clock", "top": 1}, "to": "stock"}],
        },
        {
            "match": r"put the top {n:n} cards of your deck into your waiting room",
            "make": [
                {"do": "move", "cards": {"zone": "library", "top": "$n"}, "to": "waiting_room", "as": "those"}
            ],
        },
        # "put the top 3 cards of your deck or your opponent's deck into the waiting room": the player
        # picks the deck (WS 8.6.3); the cards go to their owner's waiting room (WS 3.1)
        {
            "match": r"put the top {n:n} cards of your deck or your opponent's deck into the waiting room",
            "make": [
                {
                    "do": "choose_one",
                    "modes": [
                        {
                            "label": "Your deck",
                            "steps": [
                                {
                                    "do": "move",
                                    "cards": {"zone": "library", "top": "$n"},
                                    "to": "waiting_room",
                                }
                            ],
                        },
                        {
                            "label": "Your opponent's deck",
                            "steps": [
                                {
                                    "do": "move",
                                    "cards": {"zone": "library", "whose": "opponent", "top": "$n"},
                                    "to": "waiting_room",
                                }
                            ],
                        },
                    ],
                }
            ],
        },
        {
            "match": r"move this card to an open (?:stage )?position of your center stage",
            "make": [{"do": "ws.move_slot", "cards": "this", "to": "front_empty"}],
        },
        {
            "match": r"move this card to an open (?:stage )?position of your center stage with a character facing (?:this card|it)",
            "make": [{"do": "ws.move_slot", "cards": "this", "to": "front_empty_faced"}],
        },
        {
            "match": r"move this card to the open middle position of your center stage",
            "make": [{"do": "ws.move_slot", "cards": "this", "to": "middle_empty"}],
        },
        {
            "match": r"move this card to an open (?:stage )?position of your back stage",
            "make": [{"do": "ws.move_slot", "cards": "this", "to": "back_empty"}],
        },
        # the same for the character chosen ("choose 1 of your 《A》 characters, and move it to the open
        # middle position of your center stage")
        *(
            {
                "match": rf"move (?:it|that character) to {where}",
                "make": [{"do": "ws.move_slot", "cards": "chosen", "to": to}],
            }
            for where, to in (
                ("an open position of your center stage", "front_empty"),
                ("the open middle position of your center stage", "middle_empty"),
                ("an open position of your back stage", "back_empty"),
            )
        ),
        {"match": r"deal {n:n} damage to your opponent", "make": [{"do": "ws.damage", "n": "$n"}]},
        # "deal either 2 or 3 damage to your opponent": the player picks the amount (WS 8.6.3), each
        # pair its own rule so that the labels say the numbers
        *(
            {
                "match": rf"deal either (?:{a}|{_WORDS[a]}) or (?:{b}|{_WORDS[b]}) damage to your opponent",
                "make": [
                    {
                        "do": "choose_one",
                        "modes": [
                            {"label": f"Deal {n} damage", "steps": [{"do": "ws.damage", "n": n}]}
                            for n in (a, b)
                        ],
                    }
                ],
            }
            for a in range(1, 7)
            for b in range(a + 1, 8)
        ),
        # damage to the ability's controller ("… and at the end of the turn, deal 1 damage to yourself")
        {
            "match": r"deal {n:n} damage to yourself",
            "make": [{"do": "ws.damage", "player": "you", "n": "$n"}],
        },
        # the attacker's trigger step makes N checks (WS 7.3.1.2.1)
        {
            "match": r"during that attack, perform a trigger check {n:n} times (?:on|during) the trigger step",
            "make": [{"do": "ws.trigger_check", "n": "$n", "in_trigger_step": True}],
        },
        # "during that attack, this card gets +3000 power, and perform a trigger check 2 times on the
        # trigger step. If performed 2 times, …": the gains for the attack (``end_of_battle``, ended with
        # the attack, M 7.6.1.5), then the checks as below
        {
            "match": r"during that attack, {who:target} gets? {gains:effect_gains}, and perform a trigger check {n:n} times (?:on|during) the trigger step\. If performed {k:n} times, {then:effect}",
            "make": {
                "$concat": [
                    {"$each": ["$gains", {"cards": "$who", "until": "end_of_battle"}]},
                    _CHECKS_THEN,
                ]
            },
        },
        # the same checks without "during that attack" ("When this card attacks, you may pay the cost. If
        # you do, perform a trigger check 2 times on the trigger step")
        {
            "match": r"perform a trigger check {n:n} times (?:on|during) the trigger step",
            "make": [{"do": "ws.trigger_check", "n": "$n", "in_trigger_step": True}],
        },
        # "during that attack, this card gets +3000 power": for the attack only (M 7.6.1.5)
        {
            "match": r"during that attack, {who:target} gets? {gains:effect_gains}",
            "make": {"$each": ["$gains", {"cards": "$who", "until": "end_of_battle"}]},
        },
        # "… on the trigger step. If performed N times, …": a delayed effect of that trigger step, when
        # it made exactly that many checks (the event ws.trigger_checks, after them)
        {
            "match": r"during that attack, perform a trigger check {n:n} times (?:on|during) the trigger step\. If performed {k:n} times, {then:effect}",
            "make": _CHECKS_THEN,
        },
        # "up to 1": none or one (WS 8.6.3)
        {
            "match": r"put up to (?:1|one) card from the top of your deck into your {to:zone_word}",
            "make": [{"do": "may", "then": [{"do": "move", "cards": _STOCK_TOP, "to": "$to"}]}],
        },
        {
            "match": r"put up to (?:1|one) card from the top of your clock into your {to:zone_word}",
            "make": [
                {"do": "may", "then": [{"do": "move", "cards": {"zone": "clock", "top": 1}, "to": "$to"}]}
            ],
        },
        # "up to N" more than one: one card at a time, the player may stop after any (WS 8.6.3)
        {
            "match": r"put up to {n:n} cards from the top of your deck into your {to:zone_word}",
            "make": {
                "$concat": [
                    _PUT_UP_TO,
                    [{"do": "move", "cards": {"zone": "library", "top": "k"}, "to": "$to"}],
                ]
            },
        },
        # your chosen card back into your deck (the line shuffles it after, WS 3.1)
        {
            "match": r"return (?:it|them|that card) to your deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library"}],
        },
        {"match": r"perform the 【STANDBY】 effect", "make": [{"do": "ws.standby"}]},
        # "look at up to N": one card at a time, the player may stop after any (WS 8.6.3)
        {
            "match": r"look at up to {n:amount} cards from the top of your deck, choose up to {m:n} {what:card_descs}(?: from among them)?, {take:clauses}, and put the rest into your waiting room",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [
                        {"do": "look", "zone": "library", "n": "k", "as": "looked"},
                        {
                            "do": "choose",
                            "from": {"$merge": [{"var": "looked"}, "$what"]},
                            "n": "$m",
                            "up_to": True,
                        },
                    ],
                    "$take",
                    [{"do": "move", "cards": "looked", "to": "waiting_room"}],
                ]
            },
        },
        # "in any order" (WS 8.6.3: up to N, one card at a time): the player orders them, first on top
        {
            "match": r"look at up to {n:amount} cards from the top of your deck, and put them on the top of your deck in any order",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [
                        {"do": "look", "zone": "library", "n": "k", "as": "looked"},
                        {"do": "ws.arrange_top", "cards": "looked"},
                    ],
                ]
            },
        },
        # "look at the top 3 cards of your (opponent's) deck, and put them on the top of the deck in any
        # order": those cards, no "up to" (M 4.8)
        *(
            {
                "match": rf"look at the top {{n:amount}} cards of {deck},(?: and)? put them on the top of {back} in any order",
                "make": [
                    {"do": "look", "zone": "library", "n": "$n", "as": "looked", **whose},
                    {"do": "ws.arrange_top", "cards": "looked", **whose},
                ],
            }
            for deck, back, whose in (
                ("your deck", "your deck", {}),
                ("your opponent's deck", "(?:their|your opponent's) deck", {"whose": "opponent"}),
            )
        ),
        # the opponent's deck looked at and ordered by you (ws.arrange_top's whose); "the rest"
        # are the cards looked at that are still there, the chosen ones having moved
        {
            "match": r"look at up to {n:amount} cards from the top of your opponent's deck,(?: and)? put them on the top of (?:their|your opponent's) deck in any order",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [
                        {"do": "look", "zone": "library", "whose": "opponent", "n": "k", "as": "looked"},
                        {"do": "ws.arrange_top", "cards": "looked", "whose": "opponent"},
                    ],
                ]
            },
        },
        {
            "match": r"look at up to {n:amount} cards from the top of your opponent's deck",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [{"do": "look", "zone": "library", "whose": "opponent", "n": "k", "as": "looked"}],
                ]
            },
        },
        # "… from the bottom of your opponent's deck" (one at a time from the bottom, WS 8.6.3)
        {
            "match": r"look at up to {n:amount} cards from the bottom of your opponent's deck",
            "make": {
                "$concat": [
                    _LOOK_UP_TO_BOTTOM,
                    [
                        {
                            "do": "look",
                            "zone": "library",
                            "whose": "opponent",
                            "n": "k",
                            "bottom": True,
                            "as": "looked",
                        }
                    ],
                ]
            },
        },
        # the cards looked at in the opponent's deck still there, to their waiting room (WS 3.1)
        {
            "match": r"put the rest into (?:their|your opponent's|his or her) waiting room",
            "make": [{"do": "move", "cards": "looked", "to": "waiting_room"}],
        },
        {
            "match": r"choose up to {m:n} cards? from among them, put (?:it|them) on the top of (?:their|your opponent's) deck in any order,(?: and)? put the rest into (?:their|your opponent's) waiting room",
            "make": [
                {"do": "choose", "from": {"var": "looked"}, "n": "$m", "up_to": True},
                {"do": "ws.arrange_top", "cards": "chosen", "whose": "opponent"},
                {"do": "move", "cards": "looked", "to": "waiting_room"},
            ],
        },
        # your own deck: the chosen ones back on top in the order you choose (WS 8.6.3), then "put the
        # rest into your waiting room" (the others looked at, still there)
        {
            "match": r"choose up to {m:n} {what:card_desc} from among them, put (?:it|them) on the top of your deck in any order",
            "make": [
                {"do": "choose", "from": {"$merge": [{"var": "looked"}, "$what"]}, "n": "$m", "up_to": True},
                {"do": "ws.arrange_top", "cards": "chosen"},
            ],
        },
        # the same for your own deck when a comma, not "and", comes before "put them"
        {
            "match": r"look at up to {n:amount} cards from the top of your deck, put them on the top of your deck in any order",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [
                        {"do": "look", "zone": "library", "n": "k", "as": "looked"},
                        {"do": "ws.arrange_top", "cards": "looked"},
                    ],
                ]
            },
        },
        # looking only: the cards stay as they were
        {
            "match": r"look at up to {n:amount} cards from the top of your opponent's deck,(?: and)? put them on the top of (?:their|your opponent's) deck in the original order",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [{"do": "look", "zone": "library", "whose": "opponent", "n": "k", "as": "looked"}],
                ]
            },
        },
        {
            "match": r"look at up to {n:amount} cards from the top of your deck,(?: and)? put them on the top of your deck in the original order",
            "make": {"$concat": [_LOOK_UP_TO, [{"do": "look", "zone": "library", "n": "k", "as": "looked"}]]},
        },
        {
            "match": r"put (?:it|that character) (?:at|on) the bottom of (?:their|your opponent's) deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library", "position": "bottom"}],
        },
        # "put it into their memory, and your opponent puts that character from their memory in
        # any position of their stage": a new card (WS 3.1.4) in the slot its owner chooses (an
        # occupant goes to the waiting room at the next rule process)
        {
            "match": r"put (?:it|that character) into (?:their|your opponent's) memory, and your opponent puts that character from their memory (?:in|on|into) any position of their stage",
            "make": [
                {"do": "move", "cards": "chosen", "to": "memory", "as": "chosen"},
                {
                    "do": "ws.put_on_stage",
                    "cards": "chosen",
                    "slot": "any",
                    "player": "opponent",
                    "as": "chosen",
                },
            ],
        },
        # the same, at the beginning of the encore step: a delayed effect that remembers the card put
        # into their memory (``ws.delayed``'s ``cards``; nothing happens if it left the memory, WS 3.1.4)
        {
            "match": r"put (?:it|that character) into (?:their|your opponent's) memory, and at the beginning of the encore step, your opponent (?:puts|places) that character from (?:their|your opponent's) memory (?:in|on|into) any position of (?:their|the) stage",
            "make": [
                {"do": "move", "cards": "chosen", "to": "memory", "as": "chosen"},
                {
                    "do": "ws.delayed",
                    "cards": "chosen",
                    "ability": {
                        "kind": "auto",
                        "trigger": {"on": "phase", "phase": "attack", "step": "encore"},
                        "effect": [
                            {
                                "do": "ws.put_on_stage",
                                "cards": "chosen",
                                "slot": "any",
                                "player": "opponent",
                                "as": "chosen",
                            }
                        ],
                    },
                },
            ],
        },
        # "your opponent chooses 1 climax in their waiting room, returns all cards except that card
        # from their waiting room to their deck, and shuffles their deck": their choice, their cards
        *(
            {
                "match": rf"your opponent chooses {count} {{what:card_desc}} in (?:their|your opponent's) waiting room, returns all cards (?:except {kept} from their waiting room|from their waiting room except {kept}|in your opponent's waiting room except {kept}) (?:in)?to (?:their|your opponent's) deck,(?: and)? shuffles their deck",
                "make": [
                    {
                        "do": "choose",
                        "player": "opponent",
                        "from": {"$merge": [{"zone": "waiting_room", "whose": "opponent"}, "$what"]},
                        "n": n,
                        "as": "kept",
                    },
                    {
                        "do": "move",
                        "cards": {"zone": "waiting_room", "whose": "opponent", "not": {"is": "kept"}},
                        "to": "library",
                    },
                    {"do": "shuffle", "zone": "library", "whose": "opponent"},
                ],
            }
            # one card kept ("that card"), or several ("Your opponent chooses 2 climax …, returns all
            # cards except those cards …")
            for count, n, kept in (("(?:1|a|one)", 1, "that card"), ("{n:n}", "$n", "those cards"))
        ),
        # "…, shuffles their deck, you choose 1 of your characters, and …": the effect's player again
        {"match": r"you (?=choose ){step:step}", "make": "$step"},
        # the opponent's stock replaced: all of it into their waiting room (or back into their deck,
        # then shuffled), then as many cards from the top of their deck into their stock (counted
        # before they move: a shuffle makes the cards new objects, WS 3.1.4)
        {
            "match": r"(?:your opponent puts all (?:of their stock|cards (?:from|in) their stock) into their waiting room|put all (?:cards in |of )?your opponent's stock into (?:their|your opponent's) waiting room),? and (?:your opponent )?puts the same number of cards from the top of (?:their|your opponent's) deck into (?:their|the) stock",
            "make": [
                {"do": "let", "as": "stocked", "value": {"count": {"zone": "stock", "whose": "opponent"}}},
                {"do": "move", "cards": {"zone": "stock", "whose": "opponent"}, "to": "waiting_room"},
                {
                    "do": "move",
                    "cards": {"zone": "library", "whose": "opponent", "top": "stocked"},
                    "to": "stock",
                },
            ],
        },
        {
            "match": r"your opponent returns all cards from their stock to their deck, shuffles their deck, and puts the same number of cards from the top of their deck into their stock",
            "make": [
                {"do": "let", "as": "stocked", "value": {"count": {"zone": "stock", "whose": "opponent"}}},
                {"do": "move", "cards": {"zone": "stock", "whose": "opponent"}, "to": "library"},
                {"do": "shuffle", "zone": "library", "whose": "opponent"},
                {
                    "do": "move",
                    "cards": {"zone": "library", "whose": "opponent", "top": "stocked"},
                    "to": "stock",
                },
            ],
        },
        # "put it on the top or at the bottom of their deck": the player picks the end (WS 3.1: its
        # owner's deck); the top card of the opponent's deck looked at and left or put at the bottom
        # "return it to your hand or put it into your stock": the player picks one place (the chosen
        # card, WS 8.6.3 as a choice of the player who performs the effect)
        *(
            {
                "match": rf"(?:return|put) it (?:in)?to your {a_word} or (?:return|put) it (?:in)?to your {b_word}",
                "make": [
                    {
                        "do": "choose_one",
                        "modes": [
                            {
                                "label": f"Put it into your {a_word}",
                                "steps": [{"do": "move", "cards": "chosen", "to": a_zone, "as": "chosen"}],
                            },
                            {
                                "label": f"Put it into your {b_word}",
                                "steps": [{"do": "move", "cards": "chosen", "to": b_zone, "as": "chosen"}],
                            },
                        ],
                    }
                ],
            }
            for a_word, a_zone in _OWN_ZONES
            for b_word, b_zone in _OWN_ZONES
            if a_zone != b_zone
        ),
        # the card chosen or looked at on the top or at the bottom of your stock: you pick the end (WS
        # 3.1; the deck's own rule is the look's, below)
        *(
            {
                "match": rf"put (?:it|that card) on the top or (?:at|on) the bottom of your {word}",
                "make": [
                    {
                        "do": "choose_one",
                        "modes": [
                            {
                                "label": f"Put it on the top of your {word}",
                                "steps": [{"do": "move", "cards": "chosen", "to": zone, "as": "chosen"}],
                            },
                            {
                                "label": f"Put it at the bottom of your {word}",
                                "steps": [
                                    {
                                        "do": "move",
                                        "cards": "chosen",
                                        "to": zone,
                                        "position": "bottom",
                                        "as": "chosen",
                                    }
                                ],
                            },
                        ],
                    }
                ],
            }
            for word, zone in (("stock", "stock"),)
        ),
        {
            "match": r"put (?:it|that card) on the top or (?:at|on) the bottom of (?:their|your opponent's) deck",
            "make": [
                {
                    "do": "choose_one",
                    "modes": [
                        {
                            "label": "Put it on the top of its owner's deck",
                            "steps": [{"do": "move", "cards": "chosen", "to": "library"}],
                        },
                        {
                            "label": "Put it at the bottom of its owner's deck",
                            "steps": [
                                {"do": "move", "cards": "chosen", "to": "library", "position": "bottom"}
                            ],
                        },
                    ],
                }
            ],
        },
        # the top card of the opponent's deck looked at and left, or put at the bottom of their deck
        # or into their waiting room (its owner's, WS 3.1)
        *(
            {
                "match": rf"look at the top card of your opponent's deck,(?: and)? put it {where}",
                "make": [
                    {"do": "look", "zone": "library", "whose": "opponent", "n": 1},
                    {
                        "do": "choose_one",
                        "modes": [
                            {"label": "Leave it on the top of their deck", "steps": []},
                            {
                                "label": label,
                                "steps": [
                                    {
                                        "do": "move",
                                        "cards": {"zone": "library", "whose": "opponent", "top": 1},
                                        **to,
                                    }
                                ],
                            },
                        ],
                    },
                ],
            }
            for where, label, to in (
                (
                    "(?:on|at) the top or (?:at|on) the bottom of their deck",
                    "Put it at the bottom of their deck",
                    {"to": "library", "position": "bottom"},
                ),
                (
                    "on (?:the )?top of their deck or into their waiting room",
                    "Put it into their waiting room",
                    {"to": "waiting_room"},
                ),
            )
        ),
        # the top card of a deck looked at and left, put at the bottom of that deck, or put into its
        # owner's waiting room; the bottom card looked at and left or put into the waiting room: the
        # player who looks picks (WS 8.6.3; the owner's zones, WS 3.1)
        *(
            {
                "match": rf"look at the top card of {deck},(?: and)? put it (?:on|at) (?:the )?top or (?:at|on) the bottom of {own} deck or into {own} waiting room",
                "make": [
                    {"do": "look", "zone": "library", **whose, "n": 1},
                    {
                        "do": "choose_one",
                        "modes": [
                            {"label": f"Leave it on the top of {label} deck", "steps": []},
                            {
                                "label": f"Put it at the bottom of {label} deck",
                                "steps": [
                                    {
                                        "do": "move",
                                        "cards": {"zone": "library", **whose, "top": 1},
                                        "to": "library",
                                        "position": "bottom",
                                    }
                                ],
                            },
                            {
                                "label": f"Put it into {label} waiting room",
                                "steps": [
                                    {
                                        "do": "move",
                                        "cards": {"zone": "library", **whose, "top": 1},
                                        "to": "waiting_room",
                                    }
                                ],
                            },
                        ],
                    },
                ],
            }
            for deck, own, label, whose in (
                ("your deck", "your", "your", {}),
                ("your opponent's deck", "their", "their", {"whose": "opponent"}),
            )
        ),
        *(
            {
                "match": rf"look at the bottom card of {deck},(?: and)? put it (?:at|on) the bottom of {own} deck or into {own} waiting room",
                "make": [
                    {"do": "look", "zone": "library", **whose, "n": 1, "bottom": True},
                    {
                        "do": "choose_one",
                        "modes": [
                            {"label": f"Leave it at the bottom of {label} deck", "steps": []},
                            {
                                "label": f"Put it into {label} waiting room",
                                "steps": [
                                    {
                                        "do": "move",
                                        "cards": {"zone": "library", **whose, "bottom": 1},
                                        "to": "waiting_room",
                                    }
                                ],
                            },
                        ],
                    },
                ],
            }
            for deck, own, label, whose in (
                ("your deck", "your", "your", {}),
                ("your opponent's deck", "their", "their", {"whose": "opponent"}),
            )
        ),
        # the opponent's chosen card to the top of its owner's deck, or back into it (WS 3.1)
        {
            "match": r"put (?:it|that card|that character) on (?:the )?top of (?:their|your opponent's) deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library"}],
        },
        {
            "match": r"return (?:it|them) to (?:their|your opponent's) deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library"}],
        },
        # "look at up to 4 cards from the top of your opponent's deck, …, return the remaining cards to
        # their deck, and your opponent shuffles their deck": the cards looked at still there (WS 3.1.4)
        {
            "match": r"return the (?:rest|remaining cards) to (?:their|your opponent's) deck",
            "make": [{"do": "move", "cards": "looked", "to": "library"}],
        },
        {
            "match": r"(?:shuffle your opponent's deck(?: afterwards)?|your opponent shuffles their deck)",
            "make": [{"do": "shuffle", "zone": "library", "whose": "opponent"}],
        },
        {
            "match": r"put (?:the bottom card|a card from the bottom) of your opponent's stock into (?:their|your opponent's) waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "stock", "whose": "opponent", "bottom": 1},
                    "to": "waiting_room",
                }
            ],
        },
        {
            "match": r"return all cards (?:from|in) your waiting room to your deck",
            "make": [{"do": "move", "cards": {"zone": "waiting_room"}, "to": "library"}],
        },
        # the opponent's waiting room to their deck (each card to its owner's deck, WS 3.1)
        {
            "match": r"return all cards (?:from|in) your opponent's waiting room to their deck",
            "make": [{"do": "move", "cards": {"zone": "waiting_room", "whose": "opponent"}, "to": "library"}],
        },
        # "put all of your opponent's characters into their memory", "return all level 3 or lower
        # characters in your opponent's center stage to their hand": every character the words
        # find, moved at once (M 3.1.4) to its owner's zone, which the text names (WS 3.1)
        *(
            rule
            for who, owner in (("yours", "your"), ("theirs", "(?:their|your opponent's)"))
            for rule in (
                {
                    "match": rf"put {{what:all_{who}}} into {owner} {{to:zone_word}}",
                    "make": [{"do": "move", "cards": "$what", "to": "$to"}],
                },
                {
                    "match": rf"return {{what:all_{who}}} to {owner} hands?",
                    "make": [{"do": "move", "cards": "$what", "to": "hand"}],
                },
            )
        ),
        # "choose 1 face up card in your opponent's memory, and put it face down. If you do, at the end
        # of your turn, put that card face up": turned where it is (ws.face; face down, only its owner
        # sees it, WS 3.12.2.2), a new object bound as "that card" (WS 3.1.4)
        {
            "match": r"choose {n:n} face up cards? in your opponent's memory,? and put (?:it|them) face down",
            "make": [
                {"do": "choose", "from": {"zone": "memory", "whose": "opponent", "face_up": True}, "n": "$n"},
                {"do": "ws.face", "cards": "chosen", "up": False, "as": "chosen"},
            ],
        },
        {
            "match": r"at the end of your turn, put (?:it|that card|those cards) face up",
            "make": [
                {
                    "do": "ws.delayed",
                    "ability": {
                        "kind": "auto",
                        "trigger": {"on": "ws.end_of_turn", "turn": "yours"},
                        "effect": [{"do": "ws.face", "cards": "chosen", "up": True}],
                    },
                }
            ],
        },
        # the opponent's card goes to its owner's zone (WS 3.1: a card goes to its owner's zones)
        {
            "match": r"(?:put|return) (?:it|them|that character) (?:in)?to (?:their|your opponent's) {to:zone_word}",
            "make": [{"do": "move", "cards": "chosen", "to": "$to"}],
        },
        {
            "match": r"look at up to {n:amount} cards from the top of your deck, choose {m:n} {what:card_descs}(?: from among them)?, {take:clauses}, and put the rest into your waiting room",
            "make": {
                "$concat": [
                    _LOOK_UP_TO,
                    [
                        {"do": "look", "zone": "library", "n": "k", "as": "looked"},
                        {"do": "choose", "from": {"$merge": [{"var": "looked"}, "$what"]}, "n": "$m"},
                    ],
                    "$take",
                    [{"do": "move", "cards": "looked", "to": "waiting_room"}],
                ]
            },
        },
        # the same clauses one at a time, in any order around others ("the rest": the cards looked
        # at that are still there, the chosen one having moved)
        {
            "match": r"look at up to {n:amount} cards from the top of your deck",
            "make": {"$concat": [_LOOK_UP_TO, [{"do": "look", "zone": "library", "n": "k", "as": "looked"}]]},
        },
        # "look at your opponent's hand": every card of it shown to you alone (it stays hidden from
        # anyone else, WS 3.2; the cards stay where they are)
        {
            "match": r"look at your opponent's hand",
            "make": [
                {
                    "do": "look",
                    "zone": "hand",
                    "whose": "opponent",
                    "n": {"count": {"zone": "hand", "whose": "opponent"}},
                }
            ],
        },
        # "look at the top N cards of your deck": all N at once (WS 4.8.2), not "up to"
        {
            "match": r"look at the top {n:n} cards of your deck",
            "make": [{"do": "look", "zone": "library", "n": "$n", "as": "looked"}],
        },
        {
            "match": r"choose up to {m:n} {what:card_descs} from among them",
            "make": [
                {"do": "choose", "from": {"$merge": [{"var": "looked"}, "$what"]}, "n": "$m", "up_to": True}
            ],
        },
        {
            "match": r"choose {m:n} {what:card_descs} from among them",
            "make": [{"do": "choose", "from": {"$merge": [{"var": "looked"}, "$what"]}, "n": "$m"}],
        },
        # "…, put it into your hand, choose up to 1 card from the remaining cards, put it into your
        # stock, …": a second choice among the cards looked at that are still there (the first one
        # moved is a new card, WS 3.1.4)
        {
            "match": r"(?:you )?choose up to {m:n} {what:card_descs} from the remaining cards",
            "make": [
                {"do": "choose", "from": {"$merge": [{"var": "looked"}, "$what"]}, "n": "$m", "up_to": True}
            ],
        },
        # "reveal the top 2 cards of your deck, your opponent chooses 1 event or character from among
        # them, (you) put(s) it into your hand, and put(s) the rest into your waiting room": the
        # revealed cards stay on the deck until moved (WS 4.9); the opponent chooses (WS 8.6.3)
        {
            "match": r"reveal the top {n:n} cards of your deck",
            "make": [{"do": "ws.reveal_top", "n": "$n", "as": "looked"}],
        },
        {
            "match": r"reveal {n:n} cards from the top of your deck",
            "make": [{"do": "ws.reveal_top", "n": "$n", "as": "looked"}],
        },
        {
            "match": r"your opponent chooses {m:n} {what:card_descs} from among(?:st)? them",
            "make": [
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {"$merge": [{"var": "looked"}, "$what"]},
                    "n": "$m",
                }
            ],
        },
        {
            "match": r"(?:you )?puts? it into your hand",
            "make": [{"do": "move", "cards": "chosen", "to": "hand", "as": "chosen"}],
        },
        {
            "match": r"puts? the rest into your waiting room",
            "make": [{"do": "move", "cards": "looked", "to": "waiting_room"}],
        },
        {
            "match": r"put the rest into your waiting room",
            "make": [{"do": "move", "cards": "looked", "to": "waiting_room"}],
        },
        # "…, put them into your waiting room, and put the rest on the top of your deck in any order":
        # the cards looked at that are still on the deck, ordered by the player (WS 8.6.3;
        # ws.arrange_top reads only those still there)
        {
            "match": r"put the rest (?:back )?on (?:the )?top of your deck in any order",
            "make": [{"do": "ws.arrange_top", "cards": "looked"}],
        },
        # the same with the order said first ("put the rest in any order on the top of your deck"),
        # and for the cards looked at in the opponent's deck, ordered by you (WS 3.1: their deck)
        {
            "match": r"put the rest in any order on (?:the )?top of your deck",
            "make": [{"do": "ws.arrange_top", "cards": "looked"}],
        },
        {
            "match": r"put the rest (?:back )?on (?:the )?top of (?:their|your opponent's) deck in any order",
            "make": [{"do": "ws.arrange_top", "cards": "looked", "whose": "opponent"}],
        },
        {
            "match": r"put the rest in any order on (?:the )?top of (?:their|your opponent's) deck",
            "make": [{"do": "ws.arrange_top", "cards": "looked", "whose": "opponent"}],
        },
        # "put the rest at the bottom of your / their deck in any order": the cards looked at still
        # there, put one at a time in the order the player chooses (M 3.1.5)
        {
            "match": r"put the rest (?:at|on) the bottom of (?:your|their|your opponent's) deck in any order",
            "make": [
                {"do": "ws.order", "cards": "looked", "as": "looked"},
                {"do": "move", "cards": "looked", "to": "library", "position": "bottom"},
            ],
        },
        # "… put it on this card's stage position / the stage position that this card was on as the
        # defending character" (this card front attacked, gone by the cost): the card put there is
        # the defender of this attack (ws.defend, M 7.2.1.5.1)
        {
            "match": r"put it (?:in|on) (?:this card's stage position|the stage position (?:that )?this card was (?:in|on)) as the defending character",
            "make": [
                {"do": "ws.put_on_stage", "cards": "chosen", "slot": "this_slot", "as": "chosen"},
                {"do": "ws.defend", "cards": "chosen"},
            ],
        },
        # the card put on the stage is "that character" after it (its new object, WS 3.1.4): every
        # put_on_stage binds it as "chosen"
        {
            "match": r"put it (?:in|on) any position of your stage",
            "make": [{"do": "ws.put_on_stage", "cards": "chosen", "slot": "any", "as": "chosen"}],
        },
        {
            "match": r"put (?:it|that character) (?:in|on) any position of your back stage",
            "make": [{"do": "ws.put_on_stage", "cards": "chosen", "slot": "back", "as": "chosen"}],
        },
        # "put it on an open position of your (center / back) stage"; "… of their back stage" (a
        # card chosen in your opponent's waiting room: their stage, your choice of its open slot)
        *[
            {
                "match": rf"put (?:it|that character) (?:in|on) an open position of {words}",
                "make": [{"do": "ws.put_on_stage", "cards": "chosen", **where, "as": "chosen"}],
            }
            for words, where in (
                ("your stage", {"slot": "empty"}),
                ("your center stage", {"slot": "front"}),
                ("your back stage", {"slot": "back"}),
                ("(?:their|his or her) back stage", {"slot": "back", "stage": "opponent"}),
                ("(?:their|his or her) center stage", {"slot": "front", "stage": "opponent"}),
            )
        ],
        # "put them on separate positions of your (center) stage": each chosen card into a slot of
        # its own (ws.put_on_stage's separate; an occupant goes to the waiting room, WS 8.6.2.4.1)
        {
            "match": r"put them (?:in|on) separate positions of your stage",
            "make": [
                {"do": "ws.put_on_stage", "cards": "chosen", "slot": "any", "separate": True, "as": "chosen"}
            ],
        },
        {
            "match": r"put them (?:in|on) separate positions of your center stage",
            "make": [
                {
                    "do": "ws.put_on_stage",
                    "cards": "chosen",
                    "slot": "center",
                    "separate": True,
                    "as": "chosen",
                }
            ],
        },
        # "put this card in any / an open position of your (center) stage (as 【REST】)" (from the
        # waiting room or the memory its ability works in): the slots ``ws.put_on_stage`` offers
        *[
            {
                "match": rf"put this card (?:in|on) {words}{rest}",
                "make": [
                    {
                        "do": "ws.put_on_stage",
                        "cards": "this",
                        "slot": slot,
                        **({"state": "rest"} if rest else {}),
                        "as": "chosen",
                    }
                ],
            }
            for words, slot in (
                ("any position of your stage", "any"),
                ("an open position of your stage", "empty"),
                ("any position of your center stage", "center"),
                ("an open position of your center stage", "front"),
                ("an open position of your back stage", "back"),
            )
            for rest in ("", " as 【REST】")
        ],
        {
            "match": r"put it (?:in|on) any position of your stage as 【REST】",
            "make": [
                {"do": "ws.put_on_stage", "cards": "chosen", "slot": "any", "state": "rest", "as": "chosen"}
            ],
        },
        # "return this card / that character to its previous stage position as 【REST】": the slot
        # the card left (the trigger's move from the stage: the compiler keeps it to such
        # triggers, ``compiler._previous_slot_read``); "that character" is the card that moved
        {
            "match": r"return this card to its previous stage position as 【REST】",
            "make": [
                {
                    "do": "ws.put_on_stage",
                    "cards": "this",
                    "slot": "previous",
                    "state": "rest",
                    "as": "chosen",
                }
            ],
        },
        {
            "match": r"return that character to its previous stage position as 【REST】",
            "make": [
                {
                    "do": "ws.put_on_stage",
                    "cards": "event_card",
                    "slot": "previous",
                    "state": "rest",
                    "as": "chosen",
                }
            ],
        },
        # WS 7.2.1.4.2: a side attack lowers the attacker's soul by the defender's level, unless
        # the attacker has the word no_side_penalty (board.side_attack_lowers_soul)
        {
            "match": r"this card's soul does not decrease by side attacking until end of turn",
            "make": [{"do": "grant", "cards": "this", "grant": "no_side_penalty"}],
        },
        # the same with the duration first ("until end of turn, this card's soul does not decrease …")
        {
            "match": r"until end of turn, this card's soul does not decrease by side attacking",
            "make": [{"do": "grant", "cards": "this", "grant": "no_side_penalty"}],
        },
        {"match": r"deal X damage to your opponent", "make": [{"do": "ws.damage", "n": "X"}]},
        # each damage dealt and cancelled on its own (WS 4.10)
        {
            "match": r"deal {n:n} damage to your opponent {k:n} times",
            "make": [{"do": "repeat", "n": "$k", "steps": [{"do": "ws.damage", "n": "$n"}]}],
        },
        # "deal 1 damage X times to your opponent" (X from the sentence after it)
        {
            "match": r"deal {n:n} damage (?:X times to your opponent|to your opponent X times)",
            "make": [{"do": "repeat", "n": "X", "steps": [{"do": "ws.damage", "n": "$n"}]}],
        },
        {
            "match": r"perform the following action {k:amount} times\. {steps:said}",
            "make": [{"do": "repeat", "n": "$k", "steps": "$steps"}],
        },
        # "(you may) perform the following action / effect. "…"": the quoted effect, once (or not)
        {"match": r"perform the following (?:action|effect)\. {steps:said}", "make": "$steps"},
        {
            "match": r"you may perform the following (?:action|effect)\. {steps:said}",
            "make": [{"do": "may", "then": "$steps"}],
        },
        {
            "match": r"{who:target} gets? {l:signed} levels? until end of turn",
            "make": [{"do": "modify", "cards": "$who", "stat": "level", "add": "$l"}],
        },
        # the opponent's deck and clock: their owner's zones (WS 3.1)
        {
            "match": r"put the top {n:amount} cards of your opponent's deck into their waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "library", "whose": "opponent", "top": "$n"},
                    "to": "waiting_room",
                    "as": "those",
                }
            ],
        },
        # "your opponent puts the top 20 cards of their deck into their waiting room / the top card of
        # their deck into their clock": the cards of their deck one at a time (``move``), into their
        # own zone (WS 3.1)
        *(
            {
                "match": rf"(?:put|your opponent puts) the top {n} of (?:your opponent's|their) deck into (?:their|your opponent's) {{to:zone_word}}",
                "make": [
                    {
                        "do": "move",
                        "cards": {"zone": "library", "whose": "opponent", "top": top},
                        "to": "$to",
                        **named,
                    }
                ],
            }
            for n, top, named in (("card", 1, {}), ("{n:amount} cards", "$n", {"as": "those"}))
        ),
        # "put 3 cards from the top / bottom of your opponent's deck into their waiting room"
        *(
            {
                "match": rf"put {{n:amount}} cards from the {end} of your opponent's deck into (?:their|your opponent's) {{to:zone_word}}",
                "make": [
                    {
                        "do": "move",
                        "cards": {"zone": "library", "whose": "opponent", end: "$n"},
                        "to": "$to",
                        "as": "those",
                    }
                ],
            }
            for end in ("top", "bottom")
        ),
        {
            "match": r"put the bottom {n:amount} cards of your opponent's deck into their waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "library", "whose": "opponent", "bottom": "$n"},
                    "to": "waiting_room",
                    "as": "those",
                }
            ],
        },
        {
            "match": r"put {n:amount} cards from the top of your deck into your waiting room",
            "make": [
                {"do": "move", "cards": {"zone": "library", "top": "$n"}, "to": "waiting_room", "as": "those"}
            ],
        },
        {
            "match": r"put the top card of your opponent's clock into their waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "clock", "whose": "opponent", "top": 1},
                    "to": "waiting_room",
                }
            ],
        },
        {
            "match": r"your opponent puts the top card of their deck into their clock",
            "make": [
                {"do": "move", "cards": {"zone": "library", "whose": "opponent", "top": 1}, "to": "clock"}
            ],
        },
        {
            "match": r"put the top card of your deck(?: face down)? underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": _STOCK_TOP, "under": "this"}],
        },
        # a marker put face up, seen by all (WS 3.7.2.1; face down unless the text says, 3.7.2)
        {
            "match": r"put the top card of your deck face up underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": _STOCK_TOP, "under": "this", "face_up": True}],
        },
        {
            "match": r"put the top card of your deck into your clock",
            "make": [{"do": "move", "cards": _STOCK_TOP, "to": "clock"}],
        },
        {
            "match": r"put the top card of your deck into your waiting room",
            "make": [{"do": "move", "cards": _STOCK_TOP, "to": "waiting_room"}],
        },
        {
            "match": r"look at the top card of your deck,(?: and)? put it (?:on|at) (?:the )?top of your deck or into your waiting room",
            "make": [
                {"do": "look", "zone": "library", "n": 1},
                {
                    "do": "choose_one",
                    "modes": [
                        {"label": "Leave it on the top of your deck", "steps": []},
                        {
                            "label": "Put it into your waiting room",
                            "steps": [{"do": "move", "cards": _STOCK_TOP, "to": "waiting_room"}],
                        },
                    ],
                },
            ],
        },
        {
            "match": r"look at the top card of your deck, and put it (?:on|at) the top or (?:at|on) the bottom of your deck",
            "make": [
                {"do": "look", "zone": "library", "n": 1},
                {
                    "do": "choose_one",
                    "modes": [
                        {"label": "Leave it on the top of your deck", "steps": []},
                        {
                            "label": "Put it on the bottom of your deck",
                            "steps": [
                                {"do": "move", "cards": _STOCK_TOP, "to": "library", "position": "bottom"}
                            ],
                        },
                    ],
                },
            ],
        },
        {
            "match": r"move (?:it|that character) to an open (?:stage )?position of your back stage",
            "make": [{"do": "ws.move_slot", "cards": "chosen", "to": "back_empty"}],
        },
        # "move it to another open position of their (center) stage": the opponent's chosen
        # character, you choosing the slot (ws.move_slot with theirs)
        {
            "match": r"move (?:it|that character) to (?:an|another) open position of their center stage",
            "make": [{"do": "ws.move_slot", "cards": "chosen", "to": "front_empty", "theirs": True}],
        },
        {
            "match": r"move (?:it|that character) to (?:an|another) open position of their stage",
            "make": [{"do": "ws.move_slot", "cards": "chosen", "to": "empty", "theirs": True}],
        },
        {
            "match": r"move (?:it|that character) to (?:an|another) open position of your stage",
            "make": [{"do": "ws.move_slot", "cards": "chosen", "to": "empty"}],
        },
        {
            "match": r"move (?:it|that character) to an open (?:stage )?position of your center stage",
            "make": [{"do": "ws.move_slot", "cards": "chosen", "to": "front_empty"}],
        },
        # "… in any order" (M 3.1.5, 3.7.2.2): the owner orders the cards (``ws.order``), which then
        # move one at a time; markers may be ordered whether or not the text says so (3.7.2.2)
        *(
            {
                "match": rf"put them (?:face {face} (?:underneath this card(?: in any order)?|in any order underneath this card)|underneath this card face {face} in any order) as markers",
                "make": [
                    {"do": "ws.order", "cards": "chosen", "as": "chosen"},
                    {"do": "ws.marker", "cards": "chosen", "under": "this", "face_up": up},
                ],
            }
            for face, up in (("up", True), ("down", False))
        ),
        {
            "match": r"put them (?:at|on) the bottom of your deck in any order",
            "make": [
                {"do": "ws.order", "cards": "chosen", "as": "chosen"},
                {"do": "move", "cards": "chosen", "to": "library", "position": "bottom"},
            ],
        },
        # "that character gets +1 or -1 level until end of turn": the player picks which (WS 8.6.3)
        {
            "match": r"that character gets \+1 or -1 level until end of turn",
            "make": [
                {
                    "do": "choose_one",
                    "modes": [
                        {
                            "label": "+1 level",
                            "steps": [{"do": "modify", "cards": "chosen", "stat": "level", "add": 1}],
                        },
                        {
                            "label": "-1 level",
                            "steps": [{"do": "modify", "cards": "chosen", "stat": "level", "add": -1}],
                        },
                    ],
                }
            ],
        },
        # "choose up to 2 cards in your opponent's waiting room, put them on the top of their deck in any
        # order": you order them, the first on top (ws.arrange_top: cards looked at in that deck, or
        # chosen in that player's waiting room)
        {
            "match": r"put them on (?:the )?top of (?:their|your opponent's) deck in any order",
            "make": [{"do": "ws.arrange_top", "cards": "chosen", "whose": "opponent"}],
        },
        {
            "match": r"put them into your stock in any order",
            "make": [
                {"do": "ws.order", "cards": "chosen", "as": "chosen"},
                {"do": "move", "cards": "chosen", "to": "stock"},
            ],
        },
        {
            "match": r"put the rest into your stock in any order",
            "make": [
                {"do": "ws.order", "cards": "looked", "as": "looked"},
                {"do": "move", "cards": "looked", "to": "stock"},
            ],
        },
        # this card under the character chosen (or the trigger's) as its marker (WS 3.7)
        *(
            {
                "match": rf"put this card face {face} underneath that character as a marker",
                "make": [{"do": "ws.marker", "cards": "this", "under": "chosen", "face_up": face == "up"}],
            }
            for face in ("up", "down")
        ),
        {
            "match": r"put it face up underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": "chosen", "under": "this", "face_up": True}],
        },
        {
            "match": r"put (?:it|that card) face down underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": "chosen", "under": "this"}],
        },
        # a card chosen put on your climax area (WS 3.11; a non-climax there, or an older climax, goes
        # to the waiting room at the next rule process, WS 9.6.1, 9.6.2)
        {
            "match": r"put it (?:into|on|in) your climax area",
            "make": [{"do": "move", "cards": "chosen", "to": "climax", "as": "chosen"}],
        },
        # "that character" (the one chosen before, in a delayed effect too: "At the end of the turn,
        # you may put that character face up underneath this card as a marker")
        {
            "match": r"put that character face up underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": "chosen", "under": "this", "face_up": True}],
        },
        {
            "match": r"put it underneath this card as a marker",
            "make": [{"do": "ws.marker", "cards": "chosen", "under": "this"}],
        },
        {
            "match": r"put this card (?:at|on) the bottom of your deck",
            "make": [{"do": "move", "cards": "this", "to": "library", "position": "bottom"}],
        },
        # under the stock's other cards (WS 3.4: the stock is ordered; payments take its top)
        {
            "match": r"put (?:it|that card) (?:at|on) the bottom of your deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library", "position": "bottom"}],
        },
        {
            "match": r"put this card (?:at|on) the bottom of your stock",
            "make": [{"do": "move", "cards": "this", "to": "stock", "position": "bottom"}],
        },
        {
            "match": r"put (?:it|that card) (?:at|on) the bottom of your stock",
            "make": [{"do": "move", "cards": "chosen", "to": "stock", "position": "bottom"}],
        },
        # the opponent's card chosen, under their stock's cards (WS 3.1: its owner's stock)
        {
            "match": r"put (?:it|that character) (?:at|on) the bottom of (?:their|your opponent's) stock",
            "make": [{"do": "move", "cards": "chosen", "to": "stock", "position": "bottom"}],
        },
        # this card on the top of the deck (M 3.2), as "at the bottom of your deck" above
        {
            "match": r"put this card on (?:the )?top of your deck",
            "make": [{"do": "move", "cards": "this", "to": "library", "position": "top"}],
        },
        # "your opponent puts the top card of their clock into their waiting room" (their own heal)
        {
            "match": r"your opponent puts the top card of their clock into their waiting room",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "clock", "whose": "opponent", "top": 1},
                    "to": "waiting_room",
                }
            ],
        },
        # "your opponent draws 1 card" (M 4.7: from their own library into their hand)
        {
            "match": r"your opponent draws {n:n} cards?",
            "make": [{"do": "draw", "player": "opponent", "n": "$n"}],
        },
        # "return this card to your deck" (the line shuffles the deck after it)
        {
            "match": r"return this card to your deck",
            "make": [{"do": "move", "cards": "this", "to": "library"}],
        },
        # the top card looked at alone: "it" / "that card" is that card (the player sees it, WS 4.9)
        {
            "match": r"look at the top card of your deck",
            "make": [{"do": "look", "zone": "library", "n": 1, "as": "chosen"}],
        },
        {
            "match": r"look at the top card of your deck,(?: and)? put it on (?:the )?top (?:of your deck )?or (?:at |on )?the bottom of your deck",
            "make": [
                {"do": "look", "zone": "library", "n": 1},
                {
                    "do": "choose_one",
                    "modes": [
                        {"label": "Leave it on the top of your deck", "steps": []},
                        {
                            "label": "Put it on the bottom of your deck",
                            "steps": [
                                {"do": "move", "cards": _STOCK_TOP, "to": "library", "position": "bottom"}
                            ],
                        },
                    ],
                },
            ],
        },
        # searching is choosing from the library; revealing, taking and shuffling are the next clauses
        {
            "match": r"search your deck for up to {n:n} {what:card_descs}",
            "make": [
                {"do": "choose", "from": {"$merge": [{"zone": "library"}, "$what"]}, "n": "$n", "up_to": True}
            ],
        },
        {"match": r"shuffle your deck afterwards", "make": [{"do": "shuffle", "zone": "library"}]},
        {
            "match": r"put (?:it|them) on the top of your deck",
            "make": [{"do": "move", "cards": "chosen", "to": "library"}],
        },
        # "put it on the stage position that this card is on": the slot this card is in, while it is on
        # the stage (none if it left); this card, there before it, goes to the waiting room at the next
        # rule process (WS 9.6.2)
        {
            "match": r"put it (?:in|on) the stage position that this card is (?:in|on)",
            "make": [
                {
                    "do": "if",
                    "if": {"exists": {"zone": "stage", "is": "this"}},
                    "then": [
                        {"do": "ws.put_on_stage", "cards": "chosen", "slot": "this_slot", "as": "chosen"}
                    ],
                }
            ],
        },
        # "put it on the stage position that this card was on (as 【REST】)": the slot this card left
        *[
            {
                "match": rf"put it (?:in|on) (?:the (?:stage )?position that this card was (?:in|on)|this card's previous stage position){rest}",
                "make": [
                    {
                        "do": "ws.put_on_stage",
                        "cards": "chosen",
                        "slot": "this_slot",
                        **({"state": "rest"} if rest else {}),
                        "as": "chosen",
                    }
                ],
            }
            for rest in ("", " as 【REST】")
        ],
    ],
    # what a step changes and for whom: the cards and the numbers
    "target": [
        {"match": r"this card", "make": "this"},
        # "this character": the card itself, as the text says it beside another card (WS 1.2)
        {"match": r"this character", "make": "this"},
        {"match": r"that character", "make": "chosen"},
        {"match": r"that card", "make": "chosen"},
        {"match": r"those characters", "make": "chosen"},
        # the cards just chosen together ("choose this card and 1 of your other characters, and they /
        # those cards get …")
        {"match": r"(?:they|those cards)", "make": "chosen"},
        {"match": r"all of your characters", "make": _STAGE},
        {
            "match": r"all of your other {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"other": True}]},
        },
        {"match": r"all of your {what:card_desc}", "make": {"$merge": [_STAGE, "$what"]}},
        # the cards of a row, yours or the opponent's ("all of the characters on your opponent's
        # center stage"): the front or back row (WS 2.2.2)
        {
            "match": r"all (?:of )?(?:the )?{what:card_desc} (?:in|on) your opponent's center stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "front_row": True}]},
        },
        {
            "match": r"all (?:of )?(?:the )?{what:card_desc} (?:in|on) your opponent's back stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "back_row": True}]},
        },
        {
            "match": r"all of your other {what:card_desc} (?:in|on) your center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True, "other": True}]},
        },
        {
            "match": r"all of your {what:card_desc} (?:in|on) your center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True}]},
        },
        {
            "match": r"all of your opponent's {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        # the other selectors a 【CONT】 reads ("the character facing this card", "your other
        # characters", a row: "… in the back stage", "… in the middle position of …"), in a timed
        # effect too: the cards it finds as it resolves, a locked set (WS 8.9.2); not the hand's
        {"match": r"(?=all |your |the |this card's )(?!.* in your hand$){t:cont_target}", "make": "$t"},
    ],
    "choice": [
        # "choose up to one of your 《A》 or 《B》 characters in your waiting room": of that zone, not
        # the stage
        {
            "match": r"of your {what:card_descs} in your waiting room",
            "make": {"$merge": [{"zone": "waiting_room"}, "$what"]},
        },
        {"match": r"of your other {what:card_descs}", "make": {"$merge": [_STAGE, "$what", {"other": True}]}},
        # "choose 1 other character" (no zone said): a character on either player's stage (WS 2.3.2.1.2),
        # not this card; a zone-less "choose up to 1 《A》 character" stays by hand (after a look it is
        # among the cards looked at)
        {
            "match": r"other {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "both", "other": True}]},
        },
        {"match": r"of your {what:card_descs}", "make": {"$merge": [_STAGE, "$what"]}},
        {
            "match": r"of your opponent's {what:card_desc} with level higher than your opponent's level",
            "make": {
                "$merge": [_STAGE, "$what", {"whose": "opponent", "level": {">": {"ws.level": "opponent"}}}]
            },
        },
        {
            "match": r"of your opponent's {what:card_descs}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        {
            "match": r"of your opponent's {what:card_desc} (?:in|on) (?:the|their) center stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "front_row": True}]},
        },
        # a row of your stage or of the opponent's (WS 2.2.2)
        {
            "match": r"of your opponent's {what:card_desc} (?:in|on) (?:the|their) back stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "back_row": True}]},
        },
        {
            "match": r"of your other {what:card_desc} (?:in|on) (?:the|your) center stage",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]},
        },
        {
            "match": r"of your other {what:card_desc} (?:in|on) (?:the|your) back stage",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "back_row": True}]},
        },
        {
            "match": r"of your {what:card_desc} (?:in|on) (?:the|your) center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True}]},
        },
        {
            "match": r"of your {what:card_desc} (?:in|on) (?:the|your) back stage",
            "make": {"$merge": [_STAGE, "$what", {"back_row": True}]},
        },
        {
            "match": r"of your {what:card_desc} in battle",
            "make": {"$merge": [_STAGE, "$what", {"any_of": [{"attacking": True}, {"defending": True}]}]},
        },
        # the same with "other" ("choose 1 of your other characters in battle"), and a row with a
        # description after it ("… in your center stage with "A" in its card name")
        {
            "match": r"of your other {what:card_desc} in battle",
            "make": {
                "$merge": [
                    _STAGE,
                    "$what",
                    {"other": True, "any_of": [{"attacking": True}, {"defending": True}]},
                ]
            },
        },
        *(
            {
                "match": rf"of your {other}{{what:card_desc}} (?:in|on) (?:the|your) {row} stage {{after:desc_after}}",
                "make": {"$merge": [_STAGE, "$what", {f"{row_key}_row": True}, "$after", *extra]},
            }
            for other, extra in (("", ()), ("other ", ({"other": True},)))
            for row, row_key in (("center", "front"), ("back", "back"))
        ),
        # "choose 1 character in battle": the attacker or the defender, either player's
        {
            "match": r"{what:card_desc} in battle",
            "make": {
                "$merge": [
                    _STAGE,
                    "$what",
                    {"whose": "both", "any_of": [{"attacking": True}, {"defending": True}]},
                ]
            },
        },
        # "choose 1 level 3 or lower character facing this card": the one in the slot opposite this card's
        {
            "match": r"{what:card_desc} facing this card",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "opposite": "this"}]},
        },
        {
            "match": r"{what:card_desc} (?:in|on) (?:your opponent's|their) center stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "front_row": True}]},
        },
        {
            "match": r"{what:card_desc} in your opponent's back stage with level higher than your opponent's level",
            "make": {
                "$merge": [
                    _STAGE,
                    "$what",
                    {"whose": "opponent", "back_row": True, "level": {">": {"ws.level": "opponent"}}},
                ]
            },
        },
        {
            "match": r"{what:card_desc} (?:in|on) (?:your opponent's|their) back stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "back_row": True}]},
        },
        # "choose 1 character in your center stage": yours of that row, as the opponent's above
        {
            "match": r"{what:card_desc} (?:in|on) your center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True}]},
        },
        {
            "match": r"{what:card_desc} (?:in|on) your back stage",
            "make": {"$merge": [_STAGE, "$what", {"back_row": True}]},
        },
        {
            "match": r"{what:card_descs} in your waiting room",
            "make": {"$merge": [{"zone": "waiting_room"}, "$what"]},
        },
        {
            "match": r"{what:card_descs} from your waiting room",
            "make": {"$merge": [{"zone": "waiting_room"}, "$what"]},
        },
        # the description after the zone ("1 character in your waiting room with "A" or "B" in its
        # card name", "character in your hand with level equal to or lower than your level")
        {
            "match": r"{what:card_desc} in your {zone:zone_word} {more:desc_after}",
            "make": {"$merge": [{"zone": "$zone"}, "$what", "$more"]},
        },
        {
            "match": r"of your opponent's {what:card_desc} that (?:is|are) level {n:n} or (?:lower|below)",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "level": {"<=": "$n"}}]},
        },
        {"match": r"{what:card_descs} in your hand", "make": {"$merge": [{"zone": "hand"}, "$what"]}},
        {"match": r"{what:card_descs} from your hand", "make": {"$merge": [{"zone": "hand"}, "$what"]}},
        # cards in another zone of yours or of the opponent's (WS 3: the zones)
        {
            "match": r"{what:card_descs} in your {zone:zone_word}",
            "make": {"$merge": [{"zone": "$zone"}, "$what"]},
        },
        {
            "match": r"{what:card_desc} in your level(?: zone)?",
            "make": {"$merge": [{"zone": "level"}, "$what"]},
        },
        # a marker under this card (WS 3.7: the marker area of its slot), described ("1 "A" marker
        # underneath this card": a face-down marker is blank, so only a face-up one is so named)
        {"match": r"markers? underneath this card", "make": {"zone": "marker", "under": "this"}},
        {
            "match": r"{what:card_desc} markers? underneath this card",
            "make": {"$merge": [{"zone": "marker", "under": "this"}, "$what"]},
        },
        # "choose a card named "A" in your climax area" (WS 3.2: the climax area is a zone of yours)
        {
            "match": r"{what:card_descs} in your climax area",
            "make": {"$merge": [{"zone": "climax"}, "$what"]},
        },
        # "choose 1 of your opponent's characters in battle": the one battling (WS 7.4), theirs
        {
            "match": r"of your opponent's {what:card_desc} in battle",
            "make": {
                "$merge": [
                    _STAGE,
                    "$what",
                    {"whose": "opponent", "any_of": [{"attacking": True}, {"defending": True}]},
                ]
            },
        },
        # "choose a card from your opponent's waiting room", "… in their waiting room" (the opponent's
        # zone: "their" in a choice of one player's effect is the opponent, whose zone it names)
        {
            "match": r"{what:card_descs} (?:in|from) (?:your opponent's|their) {zone:zone_word}",
            "make": {"$merge": [{"zone": "$zone", "whose": "opponent"}, "$what"]},
        },
        {
            "match": r"of the {what:card_desc} (?:in|on) your opponent's center stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "front_row": True}]},
        },
    ],
    # a card of yours that "exchange them" can move: in your level, waiting room, hand, clock
    # or memory (never the stage, whose exchanges are moves between positions)
    "exchanged": [
        {"match": rf"{{what:card_desc}} in your {words}", "make": {"$merge": [{"zone": zone}, "$what"]}}
        for words, zone in (
            (r"level(?: zone)?", "level"),
            ("waiting room", "waiting_room"),
            ("hand", "hand"),
            ("clock", "clock"),
            ("memory", "memory"),
        )
    ],
    # ------------------------------------------------------------------ cards described
    "card_desc": [
        # "characters with "Assist"": with an ability of that keyword (the filter ws.keyword)
        {
            "match": r"characters? with \"{tag:keyword_tag}\"",
            "make": {"type": "character", "ws.keyword": "$tag"},
        },
        # "a card with "Alarm"": any card with an ability of that keyword
        {"match": r"cards? with \"{tag:keyword_tag}\"", "make": {"ws.keyword": "$tag"}},
        # the same with the other keywords a filter reads ("characters with "Bond"")
        {
            "match": r"characters? with \"{tag:filter_keyword}\"",
            "make": {"type": "character", "ws.keyword": "$tag"},
        },
        {"match": r"cards? with \"{tag:filter_keyword}\"", "make": {"ws.keyword": "$tag"}},
        # "characters with "【AUTO】 Encore [Put a character from your hand into your waiting room]"":
        # an Encore with that cost (ws.encore_cost)
        {
            "match": r"characters? with (?:\" ?|⟦ ?)【AUTO】 Encore \[{cost:cost}\](?:\"|⟧)",
            "make": {"type": "character", "ws.encore_cost": "$cost"},
        },
        {"match": r"characters?", "make": {"type": "character"}},
        {"match": r"cards?", "make": {}},
        {"match": r"climax(?:es| cards?)?", "make": {"type": "climax"}},
        {"match": r"events?", "make": {"type": "event"}},
        {"match": r"event cards?", "make": {"type": "event"}},
        {"match": r"{name:name}", "make": {"name": "$name"}},
        # "characters named "A"": the cards of that name (of that kind)
        {"match": r"characters? named {name:name}", "make": {"type": "character", "name": "$name"}},
        # (the same script as "a card named "A"" or ""B"" read as two descriptions, ``card_descs``)
        {
            "match": r"characters? named {a:name} or {b:name}",
            "make": {"type": "character", "any_of": [{"name": "$a"}, {"name": "$b"}]},
        },
        {"match": r"cards? named {a:name} or {b:name}", "make": {"any_of": [{"name": "$a"}, {"name": "$b"}]}},
        # "A" or "B" (or "C"): a card of any of those names
        {"match": r"{a:name} or {b:name} or {c:name}", "make": {"name": ["$a", "$b", "$c"]}},
        {"match": r"{a:name} or {b:name}", "make": {"name": ["$a", "$b"]}},
        # "event or 《…》 character", ""X" or 《…》 character": a card of either description
        {"match": r"events? or {b:card_desc}", "make": {"any_of": [{"type": "event"}, "$b"]}},
        {"match": r"{a:name} or (?=《|\"){b:card_desc}", "make": {"any_of": [{"name": "$a"}, "$b"]}},
        {
            "match": r"(?:characters?|cards?) with {a:name} or {b:name} or {c:name} in (?:its|their) card names?",
            "make": {
                "type": "character",
                "any_of": [{"name_has": "$a"}, {"name_has": "$b"}, {"name_has": "$c"}],
            },
        },
        {
            "match": r"characters? with {a:name} or {b:name} in (?:its|their) card names?",
            "make": {"type": "character", "any_of": [{"name_has": "$a"}, {"name_has": "$b"}]},
        },
        {
            "match": r"cards? with {a:name} or {b:name} or {c:name} in (?:its|their) card names?",
            "make": {"any_of": [{"name_has": "$a"}, {"name_has": "$b"}, {"name_has": "$c"}]},
        },
        {
            "match": r"cards? with {a:name} or {b:name} in (?:its|their) card names?",
            "make": {"any_of": [{"name_has": "$a"}, {"name_has": "$b"}]},
        },
        {"match": r"cards? with {name:name} in (?:its|their) card names?", "make": {"name_has": "$name"}},
        {
            "match": r"characters? with {trait:trait} or {name:name} in (?:its|their) card names?",
            "make": {"type": "character", "any_of": [{"traits": ["$trait"]}, {"name_has": "$name"}]},
        },
        {
            "match": r"{trait:trait} characters or characters with {name:name} in (?:its|their) card names?",
            "make": {"type": "character", "any_of": [{"traits": ["$trait"]}, {"name_has": "$name"}]},
        },
        # any description of characters, or characters with a name ("red characters or characters
        # with "A" in their card names", "《A》 or 《B》 characters or …"): a card of either
        {
            "match": r"{a:card_desc} or characters with {name:name} in (?:its|their) card names?",
            "make": {"any_of": ["$a", {"type": "character", "name_has": "$name"}]},
        },
        {"match": r"cards? named {name:name}", "make": {"name": "$name"}},
        # "climax with [[return.gif]] in its trigger icon" (the data's picture of the icon, or
        # 【RETURN】): a card with that trigger icon (M 2.11; the filter triggers); an icon the data
        # lost ("a climax with in its trigger icon") reads no description
        *[
            {
                "match": rf"{word} with (?:\[\[{icon}\.gif\]\]|【{icon.upper()}】) in (?:its|their) trigger icons?",
                "make": {**kind, "triggers": [icon]},
            }
            for icon in TRIGGER_ICONS
            for word, kind in (
                (r"climax(?:es)?", {"type": "climax"}),
                (r"characters?", {"type": "character"}),
                (r"cards?", {}),
            )
        ],
        # "climax with the same card name as a climax in your waiting room", "character with the same
        # card name as a character on your stage": a name shared with such a card (ws.name_as)
        *[
            {
                "match": rf"{word} with the same card name as an? {{b:card_desc}} (?:in|on) your {where}",
                "make": {**kind, "ws.name_as": {"$merge": [{"zone": zone}, "$b"]}},
            }
            for where, zone in (("{zone:count_zone}", "$zone"), ("stage", "stage"))
            for word, kind in (
                (r"climax(?:es)?", {"type": "climax"}),
                (r"characters?", {"type": "character"}),
                (r"cards?", {}),
            )
        ],
        {
            "match": r"characters? with level (?:equal to or lower than|lower than or equal to) your level",
            "make": {"type": "character", "level": {"<=": {"ws.level": "you"}}},
        },
        # the level limit after another description ("character with "A" in its card name with level
        # equal to or lower than your level"): both hold
        {
            "match": r"{what:card_desc} with level (?:equal to or lower than|lower than or equal to) your level",
            "make": {"$merge": ["$what", {"level": {"<=": {"ws.level": "you"}}}]},
        },
        {
            "match": r"characters? with {name:name} in (?:its|their) card names?",
            "make": {"type": "character", "name_has": "$name"},
        },
        {
            "match": r"{a:trait} or {b:trait} or {c:trait} or {d:trait} {what:card_desc}",
            "make": {"$merge": ["$what", {"traits": ["$a", "$b", "$c", "$d"]}]},
        },
        {
            "match": r"{a:trait} or {b:trait} or {c:trait} {what:card_desc}",
            "make": {"$merge": ["$what", {"traits": ["$a", "$b", "$c"]}]},
        },
        {
            "match": r"{a:trait} or {b:trait} {what:card_desc}",
            "make": {"$merge": ["$what", {"traits": ["$a", "$b"]}]},
        },
        # "your 《A》 and 《B》 characters" (plural): the characters of either trait, as "or" (each
        # 《A》 character and each 《B》 one; a card with both is one of them)
        {
            "match": r"{a:trait} and {b:trait} characters",
            "make": {"type": "character", "traits": ["$a", "$b"]},
        },
        {"match": r"{trait:trait} {what:card_desc}", "make": {"$merge": ["$what", {"traits": ["$trait"]}]}},
        # power after the kind ("characters with 1000 or less power", "… with 1000 power or less"):
        # the same limit as "a 1000 power or lower character" (the current power, the manual's own words
        # in WS 8.9.1.3: "if they have 3000 or less power")
        {
            "match": r"{what:card_desc} with {n:n} (?:or less|or lower) power",
            "make": {"$merge": ["$what", {"power": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:card_desc} with {n:n} (?:or more|or higher) power",
            "make": {"$merge": ["$what", {"power": {">=": "$n"}}]},
        },
        {
            "match": r"{what:card_desc} with {n:n} power or (?:less|lower)",
            "make": {"$merge": ["$what", {"power": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:card_desc} with {n:n} power or (?:more|higher)",
            "make": {"$merge": ["$what", {"power": {">=": "$n"}}]},
        },
        # power in a description ("a 500 power or lower character")
        {
            "match": r"{n:n} power or lower {what:card_desc}",
            "make": {"$merge": ["$what", {"power": {"<=": "$n"}}]},
        },
        {
            "match": r"{n:n} power or higher {what:card_desc}",
            "make": {"$merge": ["$what", {"power": {">=": "$n"}}]},
        },
        {
            "match": r"level {n:n} or lower {what:card_desc}",
            "make": {"$merge": ["$what", {"level": {"<=": "$n"}}]},
        },
        {
            "match": r"level X or lower {what:card_desc}",
            "make": {"$merge": ["$what", {"level": {"<=": "X"}}]},
        },
        {
            "match": r"level {n:n} or higher {what:card_desc}",
            "make": {"$merge": ["$what", {"level": {">=": "$n"}}]},
        },
        # "a level 1 character": that level exactly (no "or higher / or lower")
        {"match": r"level {n:n} {what:card_desc}", "make": {"$merge": ["$what", {"level": "$n"}]}},
        {
            "match": r"cost {n:n} or lower {what:card_desc}",
            "make": {"$merge": ["$what", {"cost": {"<=": "$n"}}]},
        },
        {
            "match": r"cost {n:n} or higher {what:card_desc}",
            "make": {"$merge": ["$what", {"cost": {">=": "$n"}}]},
        },
        # "blue or 《Esper》 characters": of that colour or that trait (either, M 2.4 colours, traits)
        {
            "match": r"{colour:colour} or {a:trait} or {b:trait} characters?",
            "make": {"type": "character", "any_of": [{"colour": "$colour"}, {"traits": ["$a", "$b"]}]},
        },
        {
            "match": r"{colour:colour} or {trait:trait} characters?",
            "make": {"type": "character", "any_of": [{"colour": "$colour"}, {"traits": ["$trait"]}]},
        },
        {"match": r"{colour:colour} {what:card_desc}", "make": {"$merge": ["$what", {"colour": "$colour"}]}},
        # "red or blue characters": of either colour (the filter's list, any of them; M 2.4 colours)
        {
            "match": r"{a:colour} or {b:colour} {what:card_desc}",
            "make": {"$merge": ["$what", {"colour": ["$a", "$b"]}]},
        },
        {
            "match": r"【{state:state_word}】 {what:card_desc}",
            "make": {"$merge": ["$what", {"state": "$state"}]},
        },
        # "character or event (card)", "climax or character": a card of either kind (kinds alone: a
        # description before them, "《A》 character or "B"", reads "or" at its own level above)
        {
            "match": r"{a:card_kind} or {b:card_kind}",
            "make": {"any_of": ["$a", "$b"]},
        },
        # "… characters without a marker": no marker underneath it (WS 3.7, the filter with_markers)
        {
            "match": r"{what:card_desc} without (?:a marker|markers)",
            "make": {"$merge": ["$what", {"with_markers": False}]},
        },
        # "… characters with markers", "… with a marker underneath it": one or more there
        {
            "match": r"{what:card_desc} with (?:a marker|markers)(?: underneath (?:it|them))?",
            "make": {"$merge": ["$what", {"with_markers": True}]},
        },
    ],
    # a description, or two or more joined by "or" at the top ("choose up to 1 《A》 character or "B"
    # in your waiting room", "a level 1 or lower 《A》 character or "B"": every split is tried): a card
    # of any of them. Only where a choice names its cards: inside a description (after a trait or a
    # level) "or" is read by the description's own rules
    "card_descs": [
        {"match": r"{what:card_desc}", "make": "$what"},
        # (not "with "A" or "B"": "a character with "Experience" or "Resonate"" is one description
        # whose "or" joins what it is with, left to the description's own rules)
        {"match": r"(?=.* or )(?!.*\bwith \"[^\"]*\" or \"){alts:desc_alts}", "make": {"any_of": "$alts"}},
    ],
    "desc_alts": {"sequence": "desc_alt", "separators": [" or "]},
    # an alternative after the first may repeat the article ("a 《A》 character or a card named "B"")
    "desc_alt": [{"match": r"(?:an? )?{what:card_desc}", "make": ["$what"]}],
    # a sentence on what the steps before did, its steps done only then (read by ``effect``)
    "did_if": [
        # "If you put 1 card into your hand": the chosen card(s) the step before put there
        {
            "match": r"If you put {m:n} cards? into your hand, {then:clauses}",
            "make": [{"do": "if", "if": {">=": [{"count": {"var": "chosen"}}, "$m"]}, "then": "$then"}],
        },
        # "…, and put it face up underneath this card as a marker. If you put 1 card underneath this
        # card, …": the markers that step put (``ws.marker``'s ``as``; the cards chosen are new objects
        # there, M 3.1.4)
        {
            "match": r"(?=[^⟦]*as (?:a )?markers?\. If you put ){first:clauses},? and put (?:it|them) face up underneath this card as (?:a )?markers?\. If you put {m:n} cards? underneath this card, {then:clauses}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {"do": "ws.marker", "cards": "chosen", "under": "this", "face_up": True, "as": "put"},
                        {"do": "if", "if": {">=": [{"count": {"var": "put"}}, "$m"]}, "then": "$then"},
                    ],
                ]
            },
        },
        # "…, choose 1 card from among them, put it into your clock, and put the rest into your waiting
        # room. If you put 1 card into your clock, …": the cards that step put there (bound as it moves
        # them, M 3.1.4), counted where they went (another step's cards put there are not counted);
        # only a first sentence of plain steps ("you may" or "If …" there would wrap part of them)
        *(
            {
                "match": rf"(?=[^.⟦]*\. If you put )(?!If )(?![^.⟦]*\bmay\b){{first:clauses}},? (?:and )?put (?:it|them) into your {words}{rest}\. If you put {{m:n}} (?:cards?|characters?) into your {words}, {{then:clauses}}",
                "make": {
                    "$concat": [
                        "$first",
                        [{"do": "move", "cards": "chosen", "to": zone, "as": "chosen"}],
                        "$rest" if rest else [],
                        [
                            {
                                "do": "if",
                                "if": {">=": [{"count": {"zone": zone, "is": "chosen"}}, "$m"]},
                                "then": "$then",
                            }
                        ],
                    ]
                },
            }
            for words, zone in (
                ("clock", "clock"),
                ("stock", "stock"),
                ("waiting room", "waiting_room"),
                ("memory", "memory"),
                ("level", "level"),
            )
            for rest in (",? and {rest:clauses}", "")
        ),
        # "draw up to 1 card. If you drew 1 card, …": the number the draw step drew (its ``drawn``),
        # exactly; "N or more" at least
        {
            "match": r"If you drew {m:n} cards?, {then:clauses}",
            "make": [{"do": "if", "if": {"==": [{"count": {"var": "drawn"}}, "$m"]}, "then": "$then"}],
        },
        {
            "match": r"If you drew {m:n} or more cards?, {then:clauses}",
            "make": [{"do": "if", "if": {">=": [{"count": {"var": "drawn"}}, "$m"]}, "then": "$then"}],
        },
        # "…, choose up to 1 … character in your waiting room, and return it to your hand. If the
        # character chosen is level 3 or higher, …": the card returned, followed to the hand (a moved
        # card is a new one, WS 3.1.4: only a step that binds it where it went can be checked)
        {
            "match": r"{first:clauses},? and return it to your hand\. If the (?:character|card) chosen is {what:card_desc_is}, {then:clauses}",
            "make": {
                "$concat": [
                    "$first",
                    [
                        {"do": "move", "cards": "chosen", "to": "hand", "as": "chosen"},
                        {
                            "do": "if",
                            "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                            "then": "$then",
                        },
                    ],
                ]
            },
        },
        # "If you put a climax into your hand": one of the cards the step before put there is one
        {
            "match": r"If you put an? {what:card_desc} into your hand, {then:clauses}",
            "make": [
                {
                    "do": "if",
                    "if": {">=": [{"count": {"$merge": [{"var": "chosen"}, "$what"]}}, 1]},
                    "then": "$then",
                }
            ],
        },
    ],
    # "If that card is A, …. If that card is B, …": a check of the card put or revealed per sentence
    "that_card_ifs": {"sequence": "that_card_if", "separators": [". "]},
    # the sentences after "you may …" that check the cards it bound as "those" (``_THOSE_IFS``)
    "those_if": _THOSE_IFS,
    # one card of the top or bottom of a deck, stock or clock into another zone of its owner, bound
    # as "that card" for the sentences after it (WS 3.1: the owner's zones; the card is a new object
    # where it went, 3.1.4, and is checked there)
    "one_card_put": [
        {
            "match": rf"{edge} card of {whose_text} {zone_text} into {to_text} {{to:zone_word}}",
            "make": [{"do": "move", "cards": {"zone": zone, edge: 1, **whose}, "to": "$to", "as": "chosen"}],
        }
        for edge in ("top", "bottom")
        for zone_text, zone in (("deck", "library"), ("stock", "stock"), ("clock", "clock"))
        for whose_text, to_text, whose in (
            ("your", "your", {}),
            ("your opponent's", "(?:their|your opponent's)", {"whose": "opponent"}),
        )
    ],
    "that_card_if": [
        # "If that card is …, …. Otherwise, …": the second sentence when it is not
        {
            "match": r"If (?:that|the revealed) card is {what:card_desc_is}, {then:clauses}\. (?:If not|Otherwise), {otherwise:clauses}",
            "make": [
                {
                    "do": "if",
                    "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}},
                    "then": "$then",
                    "else": "$otherwise",
                }
            ],
        },
        {
            "match": r"If (?:that|the revealed) card is {what:card_desc_is}, {then:if_body}",
            "make": [
                {"do": "if", "if": {"exists": {"$merge": [{"var": "chosen"}, "$what"]}}, "then": "$then"}
            ],
        },
    ],
    "card_kind": [
        {"match": r"characters?", "make": {"type": "character"}},
        {"match": r"events?(?: cards?)?", "make": {"type": "event"}},
        {"match": r"climax(?:es| cards?)?", "make": {"type": "climax"}},
    ],
    # a description after the zone it is in ("… in your waiting room with "A" in its card name")
    "desc_after": [
        {"match": r"with {name:name} in (?:its|their) card names?", "make": {"name_has": "$name"}},
        {
            "match": r"with {a:name} or {b:name} or {c:name} in (?:its|their) card names?",
            "make": {"any_of": [{"name_has": "$a"}, {"name_has": "$b"}, {"name_has": "$c"}]},
        },
        {
            "match": r"with {a:name} or {b:name} in (?:its|their) card names?",
            "make": {"any_of": [{"name_has": "$a"}, {"name_has": "$b"}]},
        },
        {
            "match": r"with level (?:equal to or lower than|lower than or equal to) your level",
            "make": {"level": {"<=": {"ws.level": "you"}}},
        },
        {"match": r"named {name:name}", "make": {"name": "$name"}},
        # "cards in your waiting room except climax cards": any card but a climax
        {"match": r"except climax(?:es| cards?)?", "make": {"not": {"type": "climax"}}},
        # a name and the level limit after it ("… in your hand named "A" with level equal to or
        # lower than your level")
        {
            "match": r"named {name:name} with level (?:equal to or lower than|lower than or equal to) your level",
            "make": {"name": "$name", "level": {"<=": {"ws.level": "you"}}},
        },
    ],
    # "that card is …": a card described with its article
    # what the character chosen is or has ("If that character is level 2 or higher", "has "Alarm"",
    # "has "A" in its card name")
    "chosen_is": [
        {"match": r"is {what:card_desc_is}", "make": "$what"},
        {"match": r"is {trait:trait}", "make": {"traits": ["$trait"]}},
        {"match": r"has \"{tag:filter_keyword}\"", "make": {"ws.keyword": "$tag"}},
        {"match": r"has {name:name} in its card name", "make": {"name_has": "$name"}},
    ],
    "card_desc_is": [
        {"match": r"an? {what:card_desc}", "make": "$what"},
        {"match": r"level {n:n} or higher", "make": {"level": {">=": "$n"}}},
        {"match": r"level {n:n} or lower", "make": {"level": {"<=": "$n"}}},
        # "an event or a 《…》 character": either description; the second may drop its article
        # ("an event or 《…》 character", "a 《…》 character or "X"")
        {"match": r"{a:card_desc_is} or {b:card_desc_is}", "make": {"any_of": ["$a", "$b"]}},
        {"match": r"{a:card_desc_is} or {b:card_desc}", "make": {"any_of": ["$a", "$b"]}},
        # a name without its article first (""#SecretSocietyholoX" or a 《hololive》 character")
        {"match": r"{a:card_desc} or {b:card_desc_is}", "make": {"any_of": ["$a", "$b"]}},
    ],
    # ------------------------------------------------------------------ continuous (WS 8.9)
    "modifiers": [
        # the attack declaration lowers no soul for its side attack (the word no_side_penalty,
        # ``board.side_attack_lowers_soul``, WS 7.2.1.4.2)
        {
            "match": r"this card's soul does not decrease by side attacking",
            "make": [{"to": "this", "grant": "no_side_penalty"}],
        },
        # "you cannot receive damage by 【AUTO】 effects of your opponent's characters": the word
        # no_opponent_auto_damage on this card shields its controller (``vocab._damage_barred``, WS 1.3.3)
        {
            "match": r"you cannot receive damage by (?:the )?【AUTO】 effects of your opponent's characters",
            "make": [{"to": "this", "grant": "no_opponent_auto_damage"}],
        },
        # "… cannot receive 1 or less damage by …": only damage of 1 (no damage is 0, WS 7.5.1.2.1)
        {
            "match": r"you cannot receive 1 or less damage by (?:the )?【AUTO】 effects of your opponent's characters",
            "make": [{"to": "this", "grant": "no_small_opponent_auto_damage"}],
        },
        # the trigger step of this card's attack makes two checks (the word two_trigger_checks,
        # ``board.trigger_checks``, WS 7.3.1.2.1)
        {
            "match": r"during this card's attack, perform a trigger check (?:2|two) times (?:on|during) the trigger step",
            "make": [{"to": "this", "grant": "two_trigger_checks"}],
        },
        {
            "match": r"you can play {what:hand_cards} from your hand without fulfilling (?:the )?colou?r requirements?",
            "make": [{"to": {"$merge": [{"zone": "hand"}, "$what"]}, "grant": "ignore_colour"}],
        },
        {
            "match": r"your {what:hand_cards} can be played from your hand without fulfilling (?:the )?colou?r requirements?",
            "make": [{"to": {"$merge": [{"zone": "hand"}, "$what"]}, "grant": "ignore_colour"}],
        },
        # play prohibitions: words on the cards in the hand they forbid (WS 1.3.3): "cannot_play"
        # (``actions.why_not_playable``) and "cannot_backup" (the Backup act, WS 10.5)
        {
            "match": r"{who:hand_of} cannot play (?:(?:events|event cards) (?:or|and) \"Backup\" ?|\"Backup\" (?:or|and) (?:events|event cards) )from (?:your |their )?hands?",
            "make": [
                {"to": {"$merge": ["$who", {"type": "event"}]}, "grant": "cannot_play"},
                {"to": "$who", "grant": "cannot_backup"},
            ],
        },
        {
            "match": r"{who:hand_of} cannot play (?:events|event cards) from (?:your |their )?hands?",
            "make": [{"to": {"$merge": ["$who", {"type": "event"}]}, "grant": "cannot_play"}],
        },
        # "You cannot play climax cards from your hand" (a climax is played from the hand in the
        # climax phase, WS 6.6.2)
        {
            "match": r"{who:hand_of} cannot play (?:climax|climax cards|climaxes) from (?:your |their )?hands?",
            "make": [{"to": {"$merge": ["$who", {"type": "climax"}]}, "grant": "cannot_play"}],
        },
        {
            "match": r"{who:hand_of} cannot (?:play|use) \"Backup\" ?from (?:your |their |his or her )?hands?",
            "make": [{"to": "$who", "grant": "cannot_backup"}],
        },
        # attack restrictions the attack declaration reads (WS 7.2.1.4: the attack methods)
        {
            "match": r"{who:cont_target} cannot {method:prohibition}",
            "make": [{"to": "$who", "grant": "$method"}],
        },
        # "does not become 【REVERSE】", "does not 【STAND】 during your stand phase": the same words as
        # "cannot" (the state change does not happen, WS 1.3.3)
        {
            "match": r"{who:cont_target} (?:does|do) not {method:not_happening}",
            "make": [{"to": "$who", "grant": "$method"}],
        },
        # two restrictions joined by "or" ("cannot side attack or direct attack"): each holds (WS 1.3.3)
        {
            "match": r"{who:cont_target} cannot {a:prohibition} or {b:prohibition}",
            "make": [{"to": "$who", "grant": "$a"}, {"to": "$who", "grant": "$b"}],
        },
        # "cannot be returned to hand, move to another stage position, or be put into memory": the
        # hand-or-memory word and the other restriction
        {
            "match": r"{who:cont_target} cannot be returned to (?:your |their )?hand, {m:prohibition},? or be put into (?:your |their )?memory",
            "make": [{"to": "$who", "grant": "no_hand_or_memory"}, {"to": "$who", "grant": "$m"}],
        },
        # two cards named with "and" ("The character facing this card and this card cannot side attack")
        {
            "match": r"{a:cont_target} and {b:cont_target} cannot {method:prohibition}",
            "make": [{"to": "$a", "grant": "$method"}, {"to": "$b", "grant": "$method"}],
        },
        # a quoted "This card cannot side attack" given to others is the same word on them
        # (kept before the general grant below, so those lines compile as before)
        {
            "match": r"{who:cont_target} gets? the following ability\. ⟦ ?【CONT】 This card cannot {method:prohibition}\.?⟧",
            "make": [{"to": "$who", "grant": "$method"}],
        },
        # a name given ("this card's card name will also be regarded as "X""): every name
        # reference reads it while the ability works (``board.names``, M 2.1); one printed with its
        # Japanese reading gives the English name
        {
            "match": r"this card's card name (?:will also be|is also) regarded as {name:given_name}",
            "make": [{"to": "this", "stat": "names", "grant": "$name"}],
        },
        # a colour given ("this card gains the color blue"): the filter ``colour`` and the count of
        # colours read it (``board.colours``, M 2.4)
        {
            "match": r"{who:cont_target} (?:gets?|gains?) the colou?r {colour:colour}",
            "make": [{"to": "$who", "stat": "colours", "grant": "$colour"}],
        },
        # a trait given ("this card gets 《Meat》"): the filters read the card's traits as they are
        {
            "match": r"{who:cont_target} gets? {trait:trait}",
            "make": [{"to": "$who", "stat": "traits", "grant": "$trait"}],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and {trait:trait}",
            "make": [
                {"to": "$who", "stat": "power", "add": "$p"},
                {"to": "$who", "stat": "traits", "grant": "$trait"},
            ],
        },
        # power and a prohibition the rules read, given or said of the card itself
        {
            "match": r"{who:cont_target} gets? {p:signed} power and the following ability\. ⟦ ?【CONT】 This card cannot {method:prohibition}\.?⟧",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}, {"to": "$who", "grant": "$method"}],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power,? and this card cannot {method:prohibition}",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}, {"to": "this", "grant": "$method"}],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power,? and cannot {method:prohibition}",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}, {"to": "$who", "grant": "$method"}],
        },
        # "gets "【CONT】 Great Performance"": the mark the attack declaration reads (WS 10.6) given as
        # its word, which the card's words then hold (a given keyword ability would not be read, MARKS)
        {
            "match": r"{who:cont_target} gets? (?:the following ability\. )?⟦ ?【CONT】 Great Performance\.?⟧",
            "make": [{"to": "$who", "grant": "bodyguard"}],
        },
        # an ability given in quotes without "the following ability" (the quotes are the ability)
        {
            "match": r"{who:cont_target} gets? {ability:granted}",
            "make": [{"to": "$who", "grant": "$ability"}],
        },
        {
            "match": r"this card gets {l:signed} levels? (?:while )?(?:in|on) the stage",
            "make": [{"to": "this", "stat": "level", "add": "$l"}],
        },
        # "this card gets -1 level and +1500 power while in the stage": a character's continuous
        # ability works on the stage only (WS 8.9), so "while in the stage" adds nothing
        {
            "match": r"this card gets {gains:gains} while (?:in|on) the stage",
            "make": {"$each": ["$gains", {"to": "this"}]},
        },
        {
            "match": r"{who:cont_target} gets? the following ability\. {ability:granted}",
            "make": [{"to": "$who", "grant": "$ability"}],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and {ability:granted}",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}, {"to": "$who", "grant": "$ability"}],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and the following ability\. {ability:granted}",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}, {"to": "$who", "grant": "$ability"}],
        },
        {
            "match": r"{who:cont_target} gets? {l:signed} levels? and {p:signed} power",
            "make": [
                {"to": "$who", "stat": "level", "add": "$l"},
                {"to": "$who", "stat": "power", "add": "$p"},
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and {s:signed} soul",
            "make": [
                {"to": "$who", "stat": "power", "add": "$p"},
                {"to": "$who", "stat": "soul", "add": "$s"},
            ],
        },
        {
            "match": r"{who:cont_target} gets? {s:signed} soul for each of your other {what:card_desc}",
            "make": [
                {
                    "to": "$who",
                    "stat": "soul",
                    "add": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$s"]},
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {s:signed} soul for each {what:card_desc} in your {zone:count_zone}",
            "make": [
                {
                    "to": "$who",
                    "stat": "soul",
                    "add": {"mul": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$s"]},
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each of your other {what:card_desc}",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$p"]},
                }
            ],
        },
        # "+X power. X is equal to 500 multiplied by the number of characters you have with
        # "Assist"" (this card among them: the filter ws.keyword)
        {
            "match": r"{who:cont_target} gets? \+X power\. X is equal to {k:int} multiplied by the number of characters you have with \"{tag:keyword_tag}\"",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {
                        "mul": [{"count": {"zone": "stage", "type": "character", "ws.keyword": "$tag"}}, "$k"]
                    },
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? \+X power\. X is equal to {k:per_level}",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {"mul": [{"stat": {"card": "it", "name": "level"}}, "$k"]},
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each (?:of your )?other {what:card_desc} (?:in|on) your back stage",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {
                        "mul": [
                            {"count": {"$merge": [_STAGE, "$what", {"other": True, "back_row": True}]}},
                            "$p",
                        ]
                    },
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each (?:of your )?other {what:card_desc} (?:in|on) your center stage",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {
                        "mul": [
                            {"count": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]}},
                            "$p",
                        ]
                    },
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each {what:card_desc} (?:in|on) your opponent's back stage",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {
                        "mul": [
                            {"count": {"$merge": [_STAGE, "$what", {"whose": "opponent", "back_row": True}]}},
                            "$p",
                        ]
                    },
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each {what:card_desc} in your {zone:count_zone}",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {"mul": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$p"]},
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {l:signed} levels? and {p:signed} power for each of your other {what:card_desc}",
            "make": [
                {
                    "to": "$who",
                    "stat": "level",
                    "add": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$l"]},
                },
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$p"]},
                },
            ],
        },
        # "+X power. X is equal to 1000 multiplied by the level of the character facing this card"
        {
            "match": r"{who:cont_target} gets? \+X power\. X is equal to {k:int} multiplied by the level of the character facing this card",
            "make": [
                {
                    "to": "$who",
                    "stat": "power",
                    "add": {
                        "mul": [
                            {
                                "total": {
                                    "cards": {"zone": "stage", "whose": "opponent", "opposite": "this"},
                                    "name": "level",
                                }
                            },
                            "$k",
                        ]
                    },
                }
            ],
        },
        {
            "match": r"this card gets {l:signed} levels? and {p:signed} power for each marker underneath this card",
            "make": [
                {
                    "to": "this",
                    "stat": "level",
                    "add": {"mul": [{"count": {"zone": "marker", "under": "this"}}, "$l"]},
                },
                {
                    "to": "this",
                    "stat": "power",
                    "add": {"mul": [{"count": {"zone": "marker", "under": "this"}}, "$p"]},
                },
            ],
        },
        {
            "match": r"this card gets {p:signed} power for each marker underneath this card",
            "make": [
                {
                    "to": "this",
                    "stat": "power",
                    "add": {"mul": [{"count": {"zone": "marker", "under": "this"}}, "$p"]},
                }
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power",
            "make": [{"to": "$who", "stat": "power", "add": "$p"}],
        },
        {
            "match": r"{who:cont_target} gets? {s:signed} soul",
            "make": [{"to": "$who", "stat": "soul", "add": "$s"}],
        },
        # a cost change of your cards in the hand: the cost paid to play them (WS 8.6.2.3 reads
        # the value, ``actions``); a cost below 0 pays nothing (WS 1.3.2.2)
        {
            "match": r"(?:all of )?(?:your )?{what:card_desc} in your hand gets? {n:signed} cost",
            "make": [{"to": {"$merge": [{"zone": "hand"}, "$what"]}, "stat": "cost", "add": "$n"}],
        },
        {
            "match": r"(?:all of )?(?:your )?{what:card_desc} gets? {n:signed} cost while in your hand",
            "make": [{"to": {"$merge": [{"zone": "hand"}, "$what"]}, "stat": "cost", "add": "$n"}],
        },
        # a power ability given once per card counted ("This card gets the following ability for each
        # marker underneath this card. "【CONT】 All of your other 《A》 characters get +500 power."): the
        # N abilities this card holds give the power N times (WS 8.9), the power times the count
        {
            "match": r"This card gets the following ability for each {cards:each_count}\. ⟦ ?【CONT】 {who:cont_target} gets? {p:signed} power\.?⟧",
            "make": [{"to": "$who", "stat": "power", "add": {"mul": [{"count": "$cards"}, "$p"]}}],
        },
        # power for each card of a kind, composed (after the whole wordings above): the category
        # each_count says which cards are counted
        {
            "match": r"{who:cont_target} gets? {p:signed} power for each {cards:each_count}",
            "make": [{"to": "$who", "stat": "power", "add": {"mul": [{"count": "$cards"}, "$p"]}}],
        },
        # "+X power. X is equal to <a count or your level>", composed (after the whole wordings
        # above): the count is worked out as the modifier applies (WS 8.9)
        {
            "match": r"{who:cont_target} gets? \+X power\. X is equal to {x:cont_number}",
            "make": [{"to": "$who", "stat": "power", "add": "$x"}],
        },
        # "+X power and 《A》. X is equal to …" (more gains after the X), "+3000 power and +X power. X is
        # equal to …" (a fixed part and the X): each a modifier of those cards (WS 8.9)
        {
            "match": r"{who:cont_target} gets? \+X power and (?![^.]*[+-]X){gains:gains}\. X is equal to {x:cont_number}",
            "make": {
                "$concat": [
                    [{"to": "$who", "stat": "power", "add": "$x"}],
                    {"$each": ["$gains", {"to": "$who"}]},
                ]
            },
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and \+X power\. X is equal to {x:cont_number}",
            "make": [
                {"to": "$who", "stat": "power", "add": "$p"},
                {"to": "$who", "stat": "power", "add": "$x"},
            ],
        },
        # soul, or power and soul, once per card counted ("+1 soul for each marker underneath this
        # card"), and the power once per N cards ("for every 2 markers": rounded down), worked out as
        # the modifier applies (WS 8.9)
        {
            "match": r"{who:cont_target} gets? {s:signed} soul for each {cards:each_count}",
            "make": [{"to": "$who", "stat": "soul", "add": {"mul": [{"count": "$cards"}, "$s"]}}],
        },
        # level and power once per card counted ("+1 level and +1500 power for each <count>")
        {
            "match": r"{who:cont_target} gets? {l:signed} levels? and {p:signed} power for each {cards:each_count}",
            "make": [
                {"to": "$who", "stat": "level", "add": {"mul": [{"count": "$cards"}, "$l"]}},
                {"to": "$who", "stat": "power", "add": {"mul": [{"count": "$cards"}, "$p"]}},
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power and {s:signed} soul for each {cards:each_count}",
            "make": [
                {"to": "$who", "stat": "power", "add": {"mul": [{"count": "$cards"}, "$p"]}},
                {"to": "$who", "stat": "soul", "add": {"mul": [{"count": "$cards"}, "$s"]}},
            ],
        },
        {
            "match": r"{who:cont_target} gets? {p:signed} power for every {k:n} {cards:each_count}",
            "make": [
                {"to": "$who", "stat": "power", "add": {"mul": [{"div": [{"count": "$cards"}, "$k"]}, "$p"]}}
            ],
        },
        {
            "match": r"{who:cont_target} gets? \+X soul\. X is equal to {x:cont_number}",
            "make": [{"to": "$who", "stat": "soul", "add": "$x"}],
        },
        # what the same cards get, listed ("gets +1 level, +1500 power, and the following ability.
        # "…""): each gain a modifier of those cards
        {"match": r"{who:cont_target} gets? {gains:gains}", "make": {"$each": ["$gains", {"to": "$who"}]}},
        # two modifiers each with its own cards, joined by ", and " ("this card gets +2000 power, and
        # the character facing this card cannot side attack"): both hold (WS 8.9)
        {"match": r"{a:modifiers}, and {b:modifiers}", "make": {"$concat": ["$a", "$b"]}},
    ],
    # "up to 1 "A", up to 1 "B"(,) and up to 1 "C"": the parts of one choice (a step above)
    "several": {"sequence": "several_part", "separators": [", and ", ", ", " and "]},
    "several_part": [{"match": r"up to {n:n} {what:card_desc}", "make": [{"n": "$n", "filter": "$what"}]}],
    "gains": {"sequence": "gain", "separators": [", and ", ", ", " and "]},
    # what an effect gives the chosen cards for a while, listed (``effect`` above)
    "effect_gains": {"sequence": "effect_gain", "separators": [", and ", ", ", " and "]},
    "effect_gain": [
        {"match": r"{p:signed} power", "make": [{"do": "modify", "stat": "power", "add": "$p"}]},
        {"match": r"{s:signed} soul", "make": [{"do": "modify", "stat": "soul", "add": "$s"}]},
        {"match": r"{l:signed} levels?", "make": [{"do": "modify", "stat": "level", "add": "$l"}]},
        {"match": r"{trait:trait}", "make": [{"do": "grant", "stat": "traits", "grant": "$trait"}]},
    ],
    "gain": [
        {"match": r"{p:signed} power", "make": [{"stat": "power", "add": "$p"}]},
        {"match": r"{s:signed} soul", "make": [{"stat": "soul", "add": "$s"}]},
        {"match": r"{l:signed} levels?", "make": [{"stat": "level", "add": "$l"}]},
        {"match": r"{trait:trait}", "make": [{"stat": "traits", "grant": "$trait"}]},
        {"match": r"(?:the following ability\. )?{ability:granted}", "make": [{"grant": "$ability"}]},
        # an ability in quotes inside the line (a gain listed before another modifier: "gets +1000 power,
        # "【AUTO】 Encore […]", and the character facing this card gets -1 soul")
        {"match": r"{ability:quoted_ability}", "make": [{"grant": "$ability"}]},
        # "+2500 power and gets "【AUTO】 Encore […]"": the verb said again
        {"match": r"gets (?:the following ability\. )?{ability:granted}", "make": [{"grant": "$ability"}]},
        {
            "match": r"the following (?:2 |two )?abilities\. {a:granted} {b:granted}",
            "make": [{"grant": "$a"}, {"grant": "$b"}],
        },
    ],
    # what "does not" happen to a card: the prohibitions that are a state change, not an act
    "not_happening": [
        {"match": r"become 【REVERSE】", "make": "cannot_reverse"},
        {"match": r"【STAND】 during your stand phase", "make": "cannot_stand_phase"},
    ],
    # prohibitions the rules read: the attack declaration's words (``actions.attack_actions``),
    # "cannot become 【REVERSE】" (``board.can_reverse``: battle and effects, M 1.3.2) and below
    "prohibition": [
        {"match": r"become 【REVERSE】", "make": "cannot_reverse"},
        # "cannot be 【REVERSE】": the same word (the card is never put 【REVERSE】, WS 1.3.3)
        {"match": r"be 【REVERSE】", "make": "cannot_reverse"},
        # only the 【AUTO】 effects of the opponent's characters (``vocab`` state, M 1.3.2)
        {
            "match": r"become 【REVERSE】 (?:by (?:the )?【AUTO】 effects? of your opponent's characters|(?:from|by) your opponent character's 【AUTO】 effects?)",
            "make": "cannot_reverse_opponent_auto",
        },
        # the choices of the opponent's effects (``vocab.choosable``, WS 1.3.3)
        {"match": r"be chosen by your opponent's (?:card )?effects", "make": "cannot_be_chosen"},
        {"match": r"side attack", "make": "cannot_side_attack"},
        {"match": r"direct attack", "make": "cannot_direct_attack"},
        {"match": r"front(?:al)? attack", "make": "cannot_front_attack"},
        # the stand phase's standing (``board.stands_in_stand_phase``, WS 6.2.1.2 with 1.3.3)
        {"match": r"【STAND】 during your stand phase", "make": "cannot_stand_phase"},
        # moves between slots, the main phase's and effects' (``board.can_move``, WS 6.5.1.2.4 with 1.3.3)
        {"match": r"move to another (?:position (?:on|of) the stage|stage position)", "make": "cannot_move"},
        # damage whose source is the card, its attack's and its effects' (``board.can_damage_player``)
        {"match": r"deal damage to (?:a|the|your opponent's) players?", "make": "cannot_damage_player"},
        {"match": r"attack", "make": "cannot_attack"},
        # moves of the card to the hand or the memory, an effect's or a cost's (``board.can_go_to``)
        {
            "match": r"be returned to (?:your |their )?hand or put into (?:your |their )?memory",
            "make": "no_hand_or_memory",
        },
    ],
    # the cards in your hand a colour exemption covers
    "hand_cards": [
        {"match": r"events", "make": {"type": "event"}},
        {"match": r"climax", "make": {"type": "climax"}},
        {
            "match": r"{what:card_desc} and climax",
            "make": {"any_of": ["$what", {"type": "climax"}]},
        },
        # "Your "Bell of Vows" can be played …": the cards of a name, of a description
        {"match": r"{what:card_desc}", "make": "$what"},
    ],
    # the cards a play prohibition for a time names (ws.no_play's ``what``)
    "banned_cards": [
        {"match": r"(?:events|event cards)", "make": {"type": "event"}},
        {"match": r"(?:climaxes|climax cards)", "make": {"type": "climax"}},
        # a card's name, never a keyword's ("cannot play "Backup" from their hand" is the keyword, WS 10.5,
        # which ``ws.no_play`` does not forbid: by hand)
        {
            "match": r"(?!\"(?:Backup|Encore|Bond|Brainstorm|Assist|Alarm|Change|Experience|Memory|Resonate|Accelerate|Shift)\"){name:name}",
            "make": {"name": "$name"},
        },
    ],
    # whose 【ACT】 cost a marker may pay instead of a stock ("If you would pay the 【ACT】 cost for …")
    "substitute_for": [
        {
            "match": r"a character in your hand or (?:on )?(?:the )?stage",
            "make": {"for": {"type": "character"}, "for_zones": ["hand", "stage"]},
        },
        {
            "match": r"(?:one of )?your characters? on (?:the|your) stage",
            "make": {"for": {"type": "character"}, "for_zones": ["stage"]},
        },
        {"match": r"your {what:card_desc}", "make": {"for": "$what", "for_zones": ["stage"]}},
        {"match": r"one of your characters", "make": {"for": {"type": "character"}, "for_zones": ["stage"]}},
    ],
    # a slot named in words (WS 3.4: the center stage is the front row)
    # a row of the stage (WS 3.4: the center stage is the front row)
    # another of your characters of a name, where it is ("another "A" in your back stage")
    "another_named": [
        {"match": r"another {name:name}", "make": {"zone": "stage", "name": "$name", "other": True}},
        {
            "match": r"another {name:name} (?:in|on) your {row:stage_row}",
            "make": {"$merge": [{"zone": "stage", "name": "$name", "other": True}, "$row"]},
        },
    ],
    # every one of your characters, or of your opponent's, that a mass move names (a character's
    # description: "all of your cards" would not say which zone)
    "all_yours": [
        {"match": r"all of your characters", "make": _STAGE},
        *(
            {
                "match": rf"(?=.*\bcharacters?\b){words}{{what:card_desc}}{where}",
                "make": {"$merge": [_STAGE, "$what", *more]},
            }
            for words, other in (("all (?:of )?your ", {}), ("all of your other ", {"other": True}))
            for where, row in (("", {}), (" (?:in|on) your {row:stage_row}", "$row"))
            for more in ([other, row] if row else [other],)
        ),
        {
            "match": r"(?=.*\bcharacters?\b)all (?:of )?(?:the )?{what:card_desc} (?:in|on) your {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", "$row"]},
        },
    ],
    "all_theirs": [
        {
            "match": r"(?=.*\bcharacters?\b)all of your opponent's {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        {
            "match": r"(?=.*\bcharacters?\b)all of your opponent's {what:card_desc} (?:in|on) (?:their|your opponent's) {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}, "$row"]},
        },
        {
            "match": r"(?=.*\bcharacters?\b)all (?:of )?(?:the )?{what:card_desc} (?:in|on) your opponent's {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}, "$row"]},
        },
    ],
    "stage_row": [
        {"match": r"center stage", "make": {"front_row": True}},
        {"match": r"back stage", "make": {"back_row": True}},
    ],
    "slot_name": [
        {"match": r"left position of (?:your|the) center stage", "make": ["FL"]},
        {"match": r"middle position of (?:your|the) center stage", "make": ["FC"]},
        {"match": r"right position of (?:your|the) center stage", "make": ["FR"]},
        {"match": r"left position of (?:your|the) back stage", "make": ["BL"]},
        {"match": r"right position of (?:your|the) back stage", "make": ["BR"]},
    ],
    # a position, or the two side positions of a stage ("the left and right positions of your
    # center stage")
    "slot_names": [
        {"match": r"{slot:slot_name}", "make": "$slot"},
        {
            "match": r"(?:left and right|right and left) positions of (?:your|the) center stage",
            "make": ["FL", "FR"],
        },
    ],
    # a keyword that is a tag on its ability (KEYWORD_TAGS)
    "keyword_tag": [{"match": word, "make": tag} for word, tag in KEYWORD_TAGS.items()],
    "filter_keyword": [{"match": word, "make": tag} for word, tag in FILTER_KEYWORDS.items()],
    # whose hand a play prohibition covers
    # a phase of a turn a 【CONT】 applies in (WS 6.1)
    "cont_phase": [
        {
            "match": r"your {phase:phase_word} phase",
            "make": {"all": [{"turn": "yours"}, {"phase": "$phase"}]},
        },
        {
            "match": r"your opponent's {phase:phase_word} phase",
            "make": {"all": [{"turn": "opponents"}, {"phase": "$phase"}]},
        },
        {"match": r"the {phase:phase_word} phase", "make": {"phase": "$phase"}},
    ],
    "hand_of": [
        {"match": r"you", "make": {"zone": "hand"}},
        {"match": r"your opponent", "make": {"zone": "hand", "whose": "opponent"}},
        {"match": r"all players", "make": {"zone": "hand", "whose": "both"}},
    ],
    # "X is equal to that character's level ×500" (the Assist wording, both spellings)
    # a number a continuous ability reads: a count of cards or your level (never a chosen card's)
    "cont_number": [
        {"match": r"{k:int} multiplied by {x:counted}", "make": {"mul": ["$x", "$k"]}},
        {"match": r"your opponent's level x{k:int}", "make": {"mul": [{"ws.level": "opponent"}, "$k"]}},
        {
            "match": r"{k:int} multiplied by your opponent's level",
            "make": {"mul": [{"ws.level": "opponent"}, "$k"]},
        },
        *(
            {"match": form % "the total level of (?:the )?cards in your level", "make": made(_LEVEL_TOTAL)}
            for form, made in _TIMES
        ),
        # the level of the character facing this card (0 while there is none)
        {
            "match": r"the level of the character facing this card x{k:int}",
            "make": {
                "mul": [
                    {
                        "total": {
                            "cards": {"zone": "stage", "whose": "opponent", "opposite": "this"},
                            "name": "level",
                        }
                    },
                    "$k",
                ]
            },
        },
        {"match": r"{x:counted} x{k:int}", "make": {"mul": ["$x", "$k"]}},
        {"match": r"{x:counted}", "make": "$x"},
        {"match": r"your level x{k:int}", "make": {"mul": [{"ws.level": "you"}, "$k"]}},
        {"match": r"{k:int} multiplied by your level", "make": {"mul": [{"ws.level": "you"}, "$k"]}},
        # how many colours your characters have (``ws.colours``, worked out as it applies)
        {
            "match": r"the (?:total )?number of colou?rs (?:your characters (?:on|in) (?:the |your )?stage have|of your characters (?:on|in) (?:the |your )?stage) x{k:int}",
            "make": {"mul": [{"ws.colours": _STAGE}, "$k"]},
        },
    ],
    "per_level": [
        {"match": r"that character's level x{k:int}", "make": "$k"},
        {"match": r"the level of that character x{k:int}", "make": "$k"},
        {
            "match": r"{k:int} multiplied by (?:that character's level|the level of that character)",
            "make": "$k",
        },
    ],
    "cont_target": [
        # "All characters without 《A》": every player's characters on the stage that lack the trait
        {
            "match": r"all characters without {trait:trait}",
            "make": {"zone": "stage", "whose": "both", "type": "character", "not": {"traits": ["$trait"]}},
        },
        {"match": r"this card", "make": "this"},
        # this card's battle opponent (WS 7.5: the character it battles in a front attack)
        {
            "match": r"this card's battle opponent",
            "make": {"zone": "stage", "whose": "opponent", "battle_opponent": "this"},
        },
        {"match": r"all of your characters", "make": _STAGE},
        {
            "match": r"all of your {what:card_desc} in front of this card",
            "make": {"$merge": [_STAGE, "$what", {"in_front_of": "this"}]},
        },
        # a description after "in front of this card" ("… in front of this card with "A" in their
        # card names")
        {
            "match": r"all of your {what:card_desc} in front of this card {after:desc_after}",
            "make": {"$merge": [_STAGE, "$what", "$after", {"in_front_of": "this"}]},
        },
        {
            "match": r"all of your other {what:card_desc} in front of this card {after:desc_after}",
            "make": {"$merge": [_STAGE, "$what", "$after", {"in_front_of": "this", "other": True}]},
        },
        {"match": r"your other characters", "make": {"zone": "stage", "type": "character", "other": True}},
        {
            "match": r"all of your other {what:card_desc} in front of this card",
            "make": {"$merge": [_STAGE, "$what", {"in_front_of": "this", "other": True}]},
        },
        {
            "match": r"all of your other {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"other": True}]},
        },
        # "… in your center / back stage": the front or back row (WS 2.2.2)
        # a description after the row ("all of your other characters on your center stage with "A" in
        # its card name")
        {
            "match": r"all of your other {what:card_desc} (?:in|on) (?:your|the) {row:stage_row} {after:desc_after}",
            "make": {"$merge": [_STAGE, "$what", {"other": True}, "$row", "$after"]},
        },
        {
            "match": r"all of your other {what:card_desc} (?:in|on) (?:your|the) center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True, "other": True}]},
        },
        {
            "match": r"all of your other {what:card_desc} (?:in|on) (?:your|the) back stage",
            "make": {"$merge": [_STAGE, "$what", {"back_row": True, "other": True}]},
        },
        {
            "match": r"all of your {what:card_desc} (?:in|on) (?:your|the) center stage",
            "make": {"$merge": [_STAGE, "$what", {"front_row": True}]},
        },
        {
            "match": r"all of your {what:card_desc} (?:in|on) (?:your|the) back stage",
            "make": {"$merge": [_STAGE, "$what", {"back_row": True}]},
        },
        {"match": r"all of your {what:card_desc}", "make": {"$merge": [_STAGE, "$what"]}},
        # "all of your other "A" and "B"": every card of either name
        {
            "match": r"all of your other {a:name} and {b:name} and {c:name}",
            "make": {"zone": "stage", "name": ["$a", "$b", "$c"], "other": True},
        },
        {
            "match": r"all of your other {a:name} and {b:name}",
            "make": {"zone": "stage", "name": ["$a", "$b"], "other": True},
        },
        {"match": r"all of your {a:name} and {b:name}", "make": {"zone": "stage", "name": ["$a", "$b"]}},
        # the opponent's characters of a row ("in their center stage", WS 3.6.4)
        {
            "match": r"all of your opponent's {what:card_desc} (?:in|on) (?:their|the|your opponent's) center stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "front_row": True}]},
        },
        {
            "match": r"all of your opponent's {what:card_desc} (?:in|on) (?:their|the|your opponent's) back stage",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent", "back_row": True}]},
        },
        {
            "match": r"all of your opponent's {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        # the characters in a named position, or two ("your other character in the middle position of
        # your center stage", "your other characters in the left and right positions of …", M 3.4)
        {
            "match": r"your other character (?:in|on) the {slot:slot_names}",
            "make": {"zone": "stage", "other": True, "slot": "$slot"},
        },
        # a description after the position ("… in the middle position of the center stage with "A" in
        # its card name")
        {
            "match": r"your other character (?:in|on) the {slot:slot_names} {after:desc_after}",
            "make": {"$merge": [{"zone": "stage", "other": True, "slot": "$slot"}, "$after"]},
        },
        {
            "match": r"your {what:card_desc} (?:in|on) the {slot:slot_names}",
            "make": {"$merge": [_STAGE, "$what", {"slot": "$slot"}]},
        },
        {
            "match": r"all of your other {what:card_desc} (?:in|on) the {slot:slot_names}",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "slot": "$slot"}]},
        },
        {
            "match": r"your other {what:card_desc} (?:in|on) the {slot:slot_names}",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "slot": "$slot"}]},
        },
        {
            "match": r"the character facing this card",
            "make": {"zone": "stage", "whose": "opponent", "opposite": "this"},
        },
        # cards in the hand ("All 《Roselia》 characters in your hand get "【ACT】 … Backup …"")
        {
            "match": r"all (?:of your )?{what:card_desc} in your hand",
            "make": {"$merge": [{"zone": "hand"}, "$what"]},
        },
    ],
    # a zone whose cards a line counts: the zone words, the level zone and the deck
    "count_zone": [
        {"match": r"{zone:zone_word}", "make": "$zone"},
        {"match": r"climax area", "make": "climax"},
        {"match": r"level", "make": "level"},
        {"match": r"deck", "make": "library"},
    ],
    # ------------------------------------------------------------------ numbers
    # a count that is a number or the X the line works out
    "amount": [{"match": r"X", "make": "X"}, {"match": r"{n:n}", "make": "$n"}],
    "number": [
        # the colours of your characters (``ws.colours``: how many different colours they have)
        {
            "match": r"the (?:total )?number of colou?rs (?:your characters (?:on|in) (?:the |your )?stage have|of your characters (?:on|in) (?:the |your )?stage) x{k:int}",
            "make": {"mul": [{"ws.colours": _STAGE}, "$k"]},
        },
        {
            "match": r"the (?:total )?number of colou?rs (?:your characters (?:on|in) (?:the |your )?stage have|of your characters (?:on|in) (?:the |your )?stage) \+{k:int}",
            "make": {"sum": [{"ws.colours": _STAGE}, "$k"]},
        },
        {
            "match": r"the (?:total )?number of colou?rs (?:your characters (?:on|in) (?:the |your )?stage have|of your characters (?:on|in) (?:the |your )?stage)",
            "make": {"ws.colours": _STAGE},
        },
        # "that character" is the chosen one, named {"var": …} so that the binding check sees it
        # (after a battle trigger with no choice it is the battle opponent: the line stays by hand)
        # counts of the cards a step before moved ("those cards", bound by that step)
        {
            "match": r"the number of {what:card_descs} (?:revealed )?among those cards x{k:int}",
            "make": {"mul": [{"count": {"$merge": [{"var": "those"}, "$what"]}}, "$k"]},
        },
        {
            "match": r"{k:int} multiplied by the number of {what:card_descs} (?:revealed )?among those cards",
            "make": {"mul": [{"count": {"$merge": [{"var": "those"}, "$what"]}}, "$k"]},
        },
        {
            "match": r"the number of {what:card_descs} (?:revealed )?among those cards",
            "make": {"count": {"$merge": [{"var": "those"}, "$what"]}},
        },
        # "the (total) number of trigger icons revealed among those cards" (``ws.icons``)
        {
            "match": r"the (?:total )?number of trigger icons (?:revealed )?among those cards",
            "make": {"ws.icons": {"var": "those"}},
        },
        # "the number of (《A》 characters / cards) put into your waiting room (clock) by this effect"
        # (+N, ×N): the cards the step before put there ("those", bound by that step: a move of cards
        # chosen binds none, and the binding check refuses the line)
        *(
            {
                "match": rf"the number of {{what:card_descs}} put into your (?:waiting room|clock) (?:by|with) this effect{tail}",
                "make": made,
            }
            for tail, made in (
                ("", {"count": {"$merge": [{"var": "those"}, "$what"]}}),
                (r" ?\+ ?{k:int}", {"sum": [{"count": {"$merge": [{"var": "those"}, "$what"]}}, "$k"]}),
                (r" x{k:int}", {"mul": [{"count": {"$merge": [{"var": "those"}, "$what"]}}, "$k"]}),
            )
        ),
        # "that card / that character" is the card the step before bound ("chosen": chosen, milled,
        # looked at or revealed); the binding check refuses it when nothing was (a climax is level
        # 0, WS 2.6.3)
        {
            "match": r"(?:that (?:card|character)'s level|the level of that (?:card|character))",
            "make": {"stat": {"card": {"var": "chosen"}, "name": "level"}},
        },
        # "the level of the revealed card / character": the card "reveal the top card" bound (a climax
        # is level 0, WS 2.6.3)
        {
            "match": r"the level of the revealed (?:card|character)",
            "make": {"stat": {"card": {"var": "chosen"}, "name": "level"}},
        },
        {
            "match": r"(?:that (?:card|character)'s level|the level of that (?:card|character)) ?\+ ?{k:int}",
            "make": {"sum": [{"stat": {"card": {"var": "chosen"}, "name": "level"}}, "$k"]},
        },
        {
            "match": r"(?:that (?:card|character)'s level|the level of that (?:card|character)) ?- ?{k:int}",
            "make": {"sum": [{"stat": {"card": {"var": "chosen"}, "name": "level"}}, {"neg": "$k"}]},
        },
        {
            "match": r"(?:that character's level|the level of that character) x{k:int}",
            "make": {"mul": [{"stat": {"card": {"var": "chosen"}, "name": "level"}}, "$k"]},
        },
        # this card's numbers ("X is equal to this card's level", "the soul of this card ×1000") and a
        # player's level (the cards in their level zone, WS 3.9): with +N, -N or ×N after them
        *(
            {"match": rf"{words}{tail}", "make": made(value)}
            for words, value in (
                *(
                    (
                        rf"(?:this card's {stat}|the {stat} of this card)",
                        {"stat": {"card": "this", "name": stat}},
                    )
                    for stat in ("level", "soul", "power", "cost")
                ),
                ("your level", {"ws.level": "you"}),
                ("your opponent's level", {"ws.level": "opponent"}),
            )
            for tail, made in (
                ("", lambda value: value),
                (r" ?\+ ?{k:int}", lambda value: {"sum": [value, "$k"]}),
                (r" ?- ?{k:int}", lambda value: {"sum": [value, {"neg": "$k"}]}),
                (r" x{k:int}", lambda value: {"mul": [value, "$k"]}),
            )
        ),
        # the other numbers of that card: its soul, power or cost ("X is equal to that character's soul
        # ×1000", "the cost of that card +1"), as its level above (M 2.8-2.10)
        *(
            {
                "match": rf"(?:that (?:card|character)'s {stat}|the {stat} of that (?:card|character)){tail}",
                "make": made,
            }
            for stat in ("soul", "power", "cost")
            for tail, made in (
                ("", {"stat": {"card": {"var": "chosen"}, "name": stat}}),
                (r" ?\+ ?{k:int}", {"sum": [{"stat": {"card": {"var": "chosen"}, "name": stat}}, "$k"]}),
                (
                    r" ?- ?{k:int}",
                    {"sum": [{"stat": {"card": {"var": "chosen"}, "name": stat}}, {"neg": "$k"}]},
                ),
                (r" x{k:int}", {"mul": [{"stat": {"card": {"var": "chosen"}, "name": stat}}, "$k"]}),
            )
        ),
        {
            "match": r"{k:int} multiplied by that character's level",
            "make": {"mul": [{"stat": {"card": {"var": "chosen"}, "name": "level"}}, "$k"]},
        },
        {"match": r"your level x{k:int}", "make": {"mul": [{"ws.level": "you"}, "$k"]}},
        {"match": r"{k:int} multiplied by your level", "make": {"mul": [{"ws.level": "you"}, "$k"]}},
        {
            "match": r"{k:int} multiplied by the level of the character facing this card",
            "make": {
                "mul": [
                    {
                        "stat": {
                            "card": {"zone": "stage", "whose": "opponent", "opposite": "this"},
                            "name": "level",
                        }
                    },
                    "$k",
                ]
            },
        },
        # "500 multiplied by your opponent's level", "the level of the character facing this card"
        # (0 while there is none), "the total level of the cards in your level" (×N): the numbers a
        # 【CONT】 reads, in an effect too
        {
            "match": r"{k:int} multiplied by your opponent's level",
            "make": {"mul": [{"ws.level": "opponent"}, "$k"]},
        },
        *(
            {"match": form % "the level of the character facing this card", "make": made(_FACING_LEVEL)}
            for form, made in _TIMES
        ),
        *(
            {"match": form % "the total level of (?:the )?cards in your level", "make": made(_LEVEL_TOTAL)}
            for form, made in _TIMES
        ),
        {
            "match": r"the number of (?:characters your opponent has|your opponent's characters)",
            "make": {"count": {"zone": "stage", "whose": "opponent"}},
        },
        {
            "match": r"the number of your opponent's characters x{k:int}",
            "make": {"mul": [{"count": {"zone": "stage", "whose": "opponent"}}, "$k"]},
        },
        {
            "match": r"the number of {what:card_descs} in your {zone:count_zone} x{k:int}",
            "make": {"mul": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$k"]},
        },
        {
            "match": r"the number of markers underneath this card",
            "make": {"count": {"zone": "marker", "under": "this"}},
        },
        {
            "match": r"that character's soul x{k:int}",
            "make": {"mul": [{"stat": {"card": {"var": "chosen"}, "name": "soul"}}, "$k"]},
        },
        {
            "match": r"the total level of (?:those cards|the cards put into your waiting room(?: by this effect)?)",
            "make": {"total": {"cards": {"var": "those"}, "name": "level"}},
        },
        {
            "match": r"the number of other {what:card_desc} you have",
            "make": {"count": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        {
            "match": r"{k:int} multiplied by the number of other {what:card_desc} you have",
            "make": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$k"]},
        },
        {
            "match": r"the number of {what:card_descs} you have",
            "make": {"count": {"$merge": [_STAGE, "$what"]}},
        },
        # the description after "you have" ("the number of characters you have with "A" or "B" or
        # "C" in its card name"), as the conditions read it
        {
            "match": r"the number of {what:card_descs} you have {more:desc_after}",
            "make": {"count": {"$merge": [_STAGE, "$what", "$more"]}},
        },
        {
            "match": r"the number of other {what:card_descs} you have {more:desc_after}",
            "make": {"count": {"$merge": [_STAGE, "$what", "$more", {"other": True}]}},
        },
        {
            "match": r"the number of {what:card_descs} in your {zone:count_zone}",
            "make": {"count": {"$merge": [{"zone": "$zone"}, "$what"]}},
        },
        {
            "match": r"{k:int} multiplied by the number of {what:card_descs} in your {zone:count_zone}",
            "make": {"mul": [{"count": {"$merge": [{"zone": "$zone"}, "$what"]}}, "$k"]},
        },
        {
            "match": r"{k:int} multiplied by the number of {what:card_descs} you have",
            "make": {"mul": [{"count": {"$merge": [_STAGE, "$what"]}}, "$k"]},
        },
        {
            "match": r"the number of characters your opponent has x{k:int}",
            "make": {"mul": [{"count": {"zone": "stage", "whose": "opponent"}}, "$k"]},
        },
        {
            "match": r"the number of other {what:card_desc} you have x{k:int}",
            "make": {"mul": [{"count": {"$merge": [_STAGE, "$what", {"other": True}]}}, "$k"]},
        },
        {
            "match": r"the number of {what:card_descs} you have x{k:int}",
            "make": {"mul": [{"count": {"$merge": [_STAGE, "$what"]}}, "$k"]},
        },
        # composed (after the whole wordings above): a count, alone, "×N" or "N multiplied by" it
        {"match": r"{k:int} multiplied by {x:counted}", "make": {"mul": ["$x", "$k"]}},
        {"match": r"{x:counted} x{k:int}", "make": {"mul": ["$x", "$k"]}},
        {"match": r"{x:counted}", "make": "$x"},
        # a number and "+N", composed (after every whole wording above: "the number of "X" in your
        # waiting room +1")
        {"match": r"{x:number} ?\+ ?{k:int}", "make": {"sum": ["$x", "$k"]}},
    ],
    # the cards "for each …" counts
    "each_count": [
        {
            "match": r"of your opponent's {what:card_desc}",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        {
            "match": r"{what:card_desc} your opponent has",
            "make": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]},
        },
        # "for each of your opponent's characters in their center stage" (a row of their stage, WS 3.6.4)
        {
            "match": r"of your opponent's {what:card_desc} (?:in|on) (?:their|your opponent's) {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", "$row", {"whose": "opponent"}]},
        },
        {"match": r"markers? underneath (?:it|this card)", "make": {"zone": "marker", "under": "this"}},
        {
            "match": r"of your other {what:card_desc} in (?:the|your) center stage",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "front_row": True}]},
        },
        {
            "match": r"of your other {what:card_desc} in (?:the|your) back stage",
            "make": {"$merge": [_STAGE, "$what", {"other": True, "back_row": True}]},
        },
        # a description after the row ("of your other cards in the back stage with "A" in its
        # card name")
        {
            "match": r"of your other {what:card_desc} in (?:the|your) center stage {after:desc_after}",
            "make": {"$merge": [_STAGE, "$what", "$after", {"other": True, "front_row": True}]},
        },
        {
            "match": r"of your other {what:card_desc} in (?:the|your) back stage {after:desc_after}",
            "make": {"$merge": [_STAGE, "$what", "$after", {"other": True, "back_row": True}]},
        },
        {
            "match": r"of your other cards in (?:the|your) center stage named {name:name}",
            "make": {"zone": "stage", "name": "$name", "other": True, "front_row": True},
        },
        {
            "match": r"of your other cards in (?:the|your) back stage named {name:name}",
            "make": {"zone": "stage", "name": "$name", "other": True, "back_row": True},
        },
        # "for each of your 《A》 characters" (this card too, when it is one)
        {"match": r"of your {what:card_desc}", "make": {"$merge": [_STAGE, "$what"]}},
        # a row of your stage, with or without "other" ("of your characters in your center stage",
        # "other 《A》 character on your back stage", "character in your center stage"; WS 2.2.2)
        {
            "match": r"(?:of your )?{what:card_desc} (?:in|on) (?:the|your) {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", "$row"]},
        },
        {
            "match": r"(?:of your )?other {what:card_desc} (?:in|on) (?:the|your) {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", "$row", {"other": True}]},
        },
        {
            "match": r"{what:card_desc} (?:in|on) (?:your opponent's|their) {row:stage_row}",
            "make": {"$merge": [_STAGE, "$what", "$row", {"whose": "opponent"}]},
        },
        # "for each card in your (opponent's) clock", "for every 2 cards in your memory"
        {
            "match": r"{what:card_desc} in your opponent's {zone:count_zone}",
            "make": {"$merge": ["$what", {"zone": "$zone", "whose": "opponent"}]},
        },
        {
            "match": r"{what:card_desc} in your {zone:count_zone}",
            "make": {"$merge": ["$what", {"zone": "$zone"}]},
        },
    ],
    # the counts a number is made of
    "counted": [
        {
            "match": r"the number of your other {what:card_desc}",
            "make": {"count": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        {"match": r"the number of your {what:card_desc}", "make": {"count": {"$merge": [_STAGE, "$what"]}}},
        {"match": r"the number of {cards:zone_cards}", "make": {"count": "$cards"}},
        {
            "match": r"the number of your opponent's {what:card_desc}",
            "make": {"count": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}},
        },
        # "the number of characters your opponent has" (their stage)
        {
            "match": r"the number of {what:card_descs} your opponent has",
            "make": {"count": {"$merge": [_STAGE, "$what", {"whose": "opponent"}]}},
        },
        {
            "match": r"the number of markers underneath this card",
            "make": {"count": {"zone": "marker", "under": "this"}},
        },
        # "1000 multiplied by the number of 《A》 characters revealed among those cards": the cards a
        # step before moved or revealed ("those", bound by that step)
        {
            "match": r"the number of {what:card_descs} (?:revealed )?among those cards",
            "make": {"count": {"$merge": [{"var": "those"}, "$what"]}},
        },
        # "the number of (other) 【REST】 characters you have": your stage, as the effects' numbers read it
        {
            "match": r"the number of {what:card_descs} you have",
            "make": {"count": {"$merge": [_STAGE, "$what"]}},
        },
        {
            "match": r"the number of other {what:card_descs} you have",
            "make": {"count": {"$merge": [_STAGE, "$what", {"other": True}]}},
        },
        # the description after "you have" ("the number of (other) characters you have with "A" in its
        # card name ×500"), as the numbers above read it
        {
            "match": r"the number of {what:card_descs} you have {more:desc_after}",
            "make": {"count": {"$merge": [_STAGE, "$what", "$more"]}},
        },
        {
            "match": r"the number of other {what:card_descs} you have {more:desc_after}",
            "make": {"count": {"$merge": [_STAGE, "$what", "$more", {"other": True}]}},
        },
        # "the number of cards with different card names in your memory" (``ws.names``)
        {
            "match": r"the number of cards with different card names in your {zone:zone_word}",
            "make": {"ws.names": {"zone": "$zone"}},
        },
    ],
}


# ---------------------------------------------------------------- the sentences after a check
#: the checks of what a step put or revealed ("If there is a climax among those cards, …", "If that
#: card is …, …", "If you revealed 2 or more cards, …") and the sentences on an optional step or a
#: cost ("you may …. If you do, …", "If you do not, …", "If your opponent does, …", "You may pay
#: the cost. If you do, …", "If not, …", "If performed 2 times, …"): their "then" (or "otherwise")
#: is one sentence and the sentences after it that depend on it; an independent sentence after them
#: is not conditional (WS 8.6.3)
_CHECK = re.compile(r"^(?:.*\\\. )?If .*\{(?:then|otherwise):effect\}$")
_LAST = re.compile(r"\{(then|otherwise):effect\}$")


def _checked(rule: dict[str, Any], more: bool) -> list[dict[str, Any]]:
    """``rule`` (a check whose "then" or "otherwise" ends its text) with that part read by
    ``if_body``, and when ``more``, the same followed by independent sentences (after the check)."""
    match = _LAST.sub(r"{\1:if_body}", rule["match"])
    exact = {**rule, "match": match}
    if not more:
        return [exact]
    return [
        exact,
        {"match": rf"{match}\. {_INDEPENDENT}{{rest:effect}}", "make": {"$concat": [rule["make"], "$rest"]}},
    ]


#: a sentence that follows a check's "then" inside it: one that names what the check found, "If you
#: do, …" after an optional step of the "then", "X is equal to …", an ability given in quotes
_FOLLOWS = rf"(?:If you do\b|X is equal to\b|\"|⟦|{_DEPENDENT})"
#: a sentence: no ". " inside (a quoted ability ends in ".\"")
_SENTENCE = r"(?:[^.]|\.(?! ))*"
GRAMMAR["if_body"] = [
    {"match": rf"(?={_SENTENCE}(?:\. {_FOLLOWS}{_SENTENCE})*$){{body:effect}}", "make": "$body"},
]
for _category in ("effect", "step"):
    GRAMMAR[_category] = [
        x for r in GRAMMAR[_category] for x in (_checked(r, True) if _CHECK.search(r["match"]) else [r])
    ]
GRAMMAR["those_if"] = [x for r in _THOSE_IFS for x in _checked(r, False)]
