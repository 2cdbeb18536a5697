"""The card-text compiler's templates for ONE PIECE: data only (``docs/card-compiler.md``).

``MARKS`` are the bracketed words that open an ability line (its timing and conditions,
OP 10-2); ``GRAMMAR`` reads the rest, as the shared machinery describes (``games._compiler``).
Every template makes only ``op.`` and shared script words the engine carries out
(``docs/games/one-piece.md``); a printed word the engine does not enforce has no template
and its line stays by hand.

Choices follow OP 8-4-4: "up to N" may choose 0 (``up_to``), a number without it chooses as
many as it can. "If" guards the rest of its sentence (4-10-1); "Then," runs the next sentence
whatever the last did (4-10-2). Durations: "during this turn" ``end_of_turn``, "during this
battle" ``battle``, "until the start of your next turn" ``start_of_your_turn``, "until the end
of your opponent's next turn" ``end_of_opponents_next_turn``, "until the end of your next turn"
``end_of_your_next_turn``.
"""

from __future__ import annotations

import re
from typing import Any

#: the opening marks: timing marks give an ability's kind and trigger (OP 10-2), condition
#: marks its condition or limit; ``$n`` is the mark's number
MARKS: dict[str, dict[str, Any]] = {
    "On Play": {"kind": "auto", "trigger": {"on": "op.play", "card": "this"}},  # 10-2-6
    "When Attacking": {"kind": "auto", "trigger": {"on": "op.attack", "card": "this"}},  # 10-2-7
    "On Block": {"kind": "auto", "trigger": {"on": "op.block", "card": "this"}},  # 10-2-8
    "On K.O.": {"kind": "auto", "trigger": {"on": "op.ko", "card": "this"}},  # 10-2-17
    "On Your Opponent's Attack": {"kind": "auto", "trigger": {"on": "op.attack", "player": "opponent"}},
    "End of Your Turn": {"kind": "auto", "trigger": {"on": "op.end_of_turn", "player": "you"}},  # 10-2-15
    "End of Your Opponent's Turn": {
        "kind": "auto",
        "trigger": {"on": "op.end_of_turn", "player": "opponent"},
    },
    "Activate: Main": {"kind": "act", "timing": "main"},  # 10-2-2
    "Main": {"kind": "play", "timing": "main"},  # 10-2-3 (Events)
    "Counter": {"kind": "play", "timing": "counter"},  # 10-2-4 (Events)
    "Main/Counter": {"kind": "play", "timing": "main/counter"},  # either, one effect (10-2-3, 10-2-4)
    "Trigger": {"kind": "trigger"},  # 10-1-5
}
CONDITION_MARKS: dict[str, dict[str, Any]] = {
    "DON!! x$n": {"condition": {"op.don": "$n"}},  # 10-2-9 (B6)
    "Your Turn": {"condition": {"turn": "yours"}},  # 10-2-11
    "Opponent's Turn": {"condition": {"turn": "opponents"}},  # 10-2-12
    "Once Per Turn": {"limit": 1},  # 10-2-13
}
#: the keywords a line may print alone or grant (OP 10-1; Unblockable and Rush: Character are B12's)
KEYWORDS = {
    "Rush": "rush",
    "Double Attack": "double_attack",
    "Banish": "banish",
    "Blocker": "blocker",
    "Unblockable": "unblockable",
    # "(This card can attack Characters on the turn in which it is played.)": B12
    "Rush: Character": "rush_character",
}

FIELD = ["leader", "character"]
#: a card on the field that is not a DON!! (given DON!! lie in the Leader and Character areas)
_ON_FIELD = {"zone": FIELD, "type": FIELD}
#: the areas a card named on "your field" may be in (3-1-2): the Leader, Characters and the Stage
_NAMED_AREAS = ["leader", "character", "stage"]
_LEADER = {"var": "op.leader"}
#: every area of a player's field (OP 3): what "your rested cards" counts
_ALL_AREAS = ["leader", "character", "stage", "cost"]
#: where a card removed from the Life area goes (3-10-2, 10-1-5-3): any other area
_OFF_LIFE = ["hand", "trash", "deck", "no_area", "character", "stage"]
#: "would be K.O.'d or would be removed from the field by your opponent's effect": a K.O. in battle
#: or by your own effect, or a removal by the opponent's effect (their K.O. proposes it too, 4-11-2)
_KO_OR_REMOVED: list[dict[str, Any]] = [
    {"on": "op.ko", "data": {"battle": True}},
    {"on": "op.ko", "player": "you"},
    {"on": "op.leave", "player": "opponent"},
]
#: a Life card of yours taken by damage (``processes.DAMAGE``)
_DAMAGE_TAKEN: dict[str, Any] = {"on": "move", "from": "life", "whose": "you", "data": {"reason": "damage"}}
#: the DON!! on a player's field: the cost area's and those given (OP 3-9, 6-5-5)
_DON_FIELD = {"zone": ["cost", *FIELD], "type": "don"}


#: how a choice is made: "up to N" (``True``), a bare N (``False``, as many as it can, 8-4-4-1),
#: or "up to N … with a total cost of T or less" (``TOTAL``: ``op.choose_total`` with ``$t``)
TOTAL = "total"
#: "… with a total power of T or less": the same on the cards' power
TOTAL_POWER = "total_power"


def _pick(
    verb: list[dict[str, Any]], up_to: bool | str = True, extra: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A choice of ``$n`` cards of ``$sel`` (narrowed by ``extra``), then ``verb`` on them (OP 8-4-4)."""
    where: Any = {"$merge": ["$sel", extra]} if extra else "$sel"
    choose: dict[str, Any] = {"do": "choose", "from": where, "n": "$n"}
    if up_to in (TOTAL, TOTAL_POWER):
        choose = {"do": "op.choose_total", "from": where, "n": "$n", "total": "$t", "as": "chosen"}
        if up_to == TOTAL_POWER:
            choose["stat"] = "power"
    elif up_to:
        choose["up_to"] = True
    return {"$concat": [[choose], verb]}


#: "trash any number of … from your hand": a choice of as many as the player wants (none too),
#: the cards a later "for every card trashed" counts (``trashed``)
_ANY_NUMBER_TRASHED = [
    {
        "do": "choose",
        "from": {"$merge": ["$d", {"zone": "hand"}]},
        "n": {"count": {"zone": "hand"}},
        "up_to": True,
        "as": "trashed",
    },
    # the cards as they are in the trash (a moved card is a new object)
    {"do": "move", "cards": "trashed", "to": "trash", "as": "trashed"},
]

#: the active DON!! of the cost area (8-3-1-5)
_ACTIVE_DON = {"zone": "cost", "type": "don", "state": "active", "whose": "you"}

#: "(you may) rest any number of your DON!! cards": as many active ones of the cost area as the
#: player wants (none too); "for every DON!! card rested this way" counts them (``rested``)
_ANY_NUMBER_RESTED = [
    {"do": "choose", "from": _ACTIVE_DON, "n": {"count": _ACTIVE_DON}, "up_to": True, "as": "rested"},
    {"do": "state", "cards": "rested", "to": "rested"},
]

#: what a play from the hand or the trash may play: a Character or a Stage (10-2-6-1)
_PLAYABLE = {"type": ["character", "stage"]}

#: "with a total cost of T or less" after the cards chosen (the sum of their costs, 8-4-4)
_TOTAL_COST = " with a total cost of {t:int} or less"
_TOTAL_POWER = " with a total power of {t:int} or less"


_DURATION = {
    "during this turn": "end_of_turn",
    "during this battle": "battle",
    "until the start of your next turn": "start_of_your_turn",
    # ended in the End Phase of the opponent's next turn (6-6-1-2)
    "until the end of your opponent's next turn": "end_of_opponents_next_turn",
    "until the end of your opponent's next End Phase": "end_of_opponents_next_turn",
    # ended in the End Phase of your next turn (6-6-1-2)
    "until the end of your next turn": "end_of_your_next_turn",
}


def _timed(match: str, make: Any) -> list[dict[str, Any]]:
    """A rule for each duration: ``{until}`` in ``match`` and ``"$until"`` in ``make``."""
    rules = []
    for words, until in _DURATION.items():
        rules.append({"match": match.replace("{until}", words), "make": _replace(make, "$until", until)})
    return rules


def _replace(value: Any, old: str, new: Any) -> Any:
    if value == old:
        return new
    if isinstance(value, dict):
        return {k: _replace(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [_replace(v, old, new) for v in value]
    return value


def _modify(cards: str, until: str = "$until", stat: str = "power") -> list[dict[str, Any]]:
    return [{"do": "modify", "cards": cards, "stat": stat, "add": "$p", "until": until}]


def _cannot(action: str) -> dict[str, Any]:
    """A permanent prohibition on this card (OP 1-3-3)."""
    return {"to": "this", "stat": "prohibitions", "grant": _word(action)}


_THIS_POWER = {"to": "this", "stat": "power", "add": "$p"}


def _give_don_each(state: str) -> dict[str, Any]:
    """ "up to N rested (active) DON!! cards" to the card chosen as ``host``: one question for
    each (6-5-5-1), each DON!! of that state from the cost area."""
    return {
        "do": "repeat",
        "n": "$n",
        "steps": [
            {
                "do": "may",
                "prompt": f"give 1 {state} DON!! card?",
                "then": [{"do": "op.give_don", "cards": "host", "state": state}],
            }
        ],
    }


_GIVE_DON_EACH = _give_don_each("rested")


#: what a player has, for a condition: the count's filter ("you have …" and "your opponent has
#: …": the opponent's adds ``whose``); DON!! given are neither active nor rested (4-4-2)
_HOLDINGS: list[tuple[str, str, Any]] = [
    ("Life cards?", "Life cards?", {"zone": "life"}),
    ("{d:hand_desc} in your hand", "{d:hand_desc} in their hand", {"$merge": ["$d", {"zone": "hand"}]}),
    ("{d:hand_desc} in your trash", "{d:hand_desc} in their trash", {"$merge": ["$d", {"zone": "trash"}]}),
    ("cards? in your deck", "cards? in their deck", {"zone": "deck"}),
    ("DON!! cards? on your field", "DON!! cards? on their field", _DON_FIELD),
    ("rested DON!! cards?", "rested DON!! cards?", {"zone": "cost", "type": "don", "state": "rested"}),
    ("active DON!! cards?", "active DON!! cards?", {"zone": "cost", "type": "don", "state": "active"}),
    # DON!! given to a Leader or Character (6-5-5)
    (
        "(?:given DON!! cards?|DON!! cards? given)",
        "(?:given DON!! cards?|DON!! cards? given)",
        {"zone": FIELD, "type": "don"},
    ),
    # "rested cards": everything rested on the field, DON!! in the cost area too
    ("rested cards", "rested cards", {"zone": _ALL_AREAS, "state": "rested"}),
]
#: how many: "N or more", "N or less", "N" (exactly), "a" / "any" (one at least), "no"
_AMOUNTS: list[tuple[str, Any]] = [
    ("{n:int} or more ", lambda f: {">=": [{"count": f}, "$n"]}),
    ("{n:int} or less ", lambda f: {"<=": [{"count": f}, "$n"]}),
    ("{n:int} ", lambda f: {"==": [{"count": f}, "$n"]}),
    ("(?:an?|any) ", lambda f: {"exists": f}),
    ("no ", lambda f: {"none": f}),
]


#: what the two players' counts compare: the words for yours, for theirs, and the filter
_COMPARABLE: list[tuple[str, str, dict[str, Any]]] = [
    ("Life cards", "Life cards", {"zone": "life"}),
    ("cards in your hand", "cards in their hand", {"zone": "hand"}),
    ("cards in your trash", "cards in their trash", {"zone": "trash"}),
    ("DON!! cards on your field", "DON!! cards on their field", _DON_FIELD),
    ("Characters", "Characters", {"zone": FIELD, "type": "character"}),
]


def _compared() -> list[dict[str, Any]]:
    """ "you have less (fewer, more) X than your opponent" and "your opponent has more (less,
    fewer) X than you", for each holding of ``_COMPARABLE``."""
    rules: list[dict[str, Any]] = []
    for mine, theirs, made in _COMPARABLE:
        you, them = {"count": made}, {"count": {**made, "whose": "opponent"}}
        for words, compare in (("(?:less|fewer)", "<"), ("more", ">")):
            rules.append(
                {"match": f"you have {words} {mine} than your opponent", "make": {compare: [you, them]}}
            )
            rules.append(
                {"match": f"your opponent has {words} {theirs} than you", "make": {compare: [them, you]}}
            )
    return rules


def _have(yours: bool) -> list[dict[str, Any]]:
    """The rules of "you have …" (``yours``) or "your opponent has …": an amount of a holding,
    or of Characters described ("2 or more {FILM} type Characters")."""
    whose = {"whose": "you"} if yours else {"whose": "opponent"}
    holdings: list[tuple[str, Any]] = [
        (mine if yours else theirs, made if yours else {"$merge": [made, whose]})
        for mine, theirs, made in _HOLDINGS
    ]
    holdings.append(("{d:characters}", {"$merge": [_ON_FIELD, whose, "$d"]}))
    # "2 or more {X} type Characters on your field" (the same cards, 3-7)
    field = "on your field" if yours else "on their field"
    holdings.append(("{d:characters} " + field, {"$merge": [_ON_FIELD, whose, "$d"]}))
    holdings.append(("{d:stages}", {"$merge": [whose, "$d"]}))  # "a {X} type Stage" (3-8)
    rules = [
        {"match": amount + words, "make": count(made)}
        for amount, count in _AMOUNTS
        for words, made in holdings
    ]
    # named cards on the field: "you have [Nami]", "[A] and [B] Characters with 6000 base power"
    # (each of them, the filter on both)
    side = [] if yours else [whose]
    rules += [
        {"match": r"{name:name}", "make": {"exists": {"$merge": [_ON_FIELD, *side, {"name": "$name"}]}}},
        {
            "match": r"{a:name} and {b:name} Characters with {f:stat_filter}",
            "make": {
                "all": [
                    {"exists": {"$merge": [_ON_FIELD, *side, {"type": "character", "name": n}, "$f"]}}
                    for n in ("$a", "$b")
                ]
            },
        },
    ]
    return rules


#: actions on cards of the field: the words (``{T}`` the cards) and the steps on ``cards``
_ACTIONS: list[tuple[str, dict[str, Any]]] = [
    (r"K\.O\. {T}", {"do": "op.ko"}),  # 10-2-1
    (r"rest {T}", {"do": "state", "to": "rested"}),
    (r"set {T} as active", {"do": "state", "to": "active"}),
    (r"return {T} to (?:the owner's|their owner's|its owner's) hand", {"do": "move", "to": "hand"}),
    (
        r"place {T} at the bottom of (?:the owner's|their owner's|its owner's) deck",
        {"do": "move", "to": "deck", "position": "bottom"},
    ),
    (r"trash {T}", {"do": "move", "to": "trash"}),
    # the top of the deck: a secret area, face down (3-2-2)
    (
        r"place {T} at the top of (?:the owner's|their owner's|its owner's) deck",
        {"do": "move", "to": "deck", "position": "top", "face_up": False},
    ),
]


def _life_taken() -> list[dict[str, Any]]:
    """Cards taken from a player's Life area by an effect, each way it is printed: "N cards" or
    "up to 1 card" "from the top of your (opponent's) Life cards" or "from your (opponent's)
    Life area" (the top card, 3-10-2), to the owner's hand, the trash (an open area: face up)
    or the bottom of the owner's deck (a secret area to a secret one: revealed first, 11-2-1).
    The wordings other rules read first keep their scripts."""
    rules: list[dict[str, Any]] = []
    for owner, whose, hands in (
        ("your", "you", r"(?:your|the owner's) hand"),
        ("your opponent's", "opponent", r"the owner's hand"),
    ):
        player = {} if whose == "you" else {"player": "opponent"}
        top = {
            "do": "look",
            "zone": "life",
            **({} if whose == "you" else {"whose": whose}),
            "n": "$n",
            "as": "top",
        }
        dests: list[tuple[str, list[dict[str, Any]]]] = [
            (r"add {what} " + r"{source} to " + hands, [{"do": "op.life_to_hand", "n": "$n", **player}]),
            (r"trash {what} {source}", [top, {"do": "move", "cards": "top", "to": "trash", "face_up": True}]),
            (
                r"place {what} {source} at the bottom of (?:the owner's|" + owner + r") deck",
                [
                    top,
                    {"do": "reveal", "cards": "top"},
                    {"do": "move", "cards": "top", "to": "deck", "position": "bottom", "face_up": False},
                ],
            ),
        ]
        for source in (f"from the top of {owner} Life cards", f"from {owner} Life area"):
            for words, steps in dests:
                rules.append({"match": words.format(what="{n:n} cards?", source=source), "make": steps})
                rules.append(
                    {
                        "match": words.format(what="up to 1 card", source=source),
                        "make": [{"do": "may", "then": _replace(steps, "$n", 1)}],
                    }
                )
    return rules


def _on_targets() -> list[dict[str, Any]]:
    """Each action of ``_ACTIONS`` on "up to N …" (the cards chosen), "up to N A and up to M B",
    "all …", this card and your Leader."""
    rules: list[dict[str, Any]] = []
    for words, step in _ACTIONS:
        # two choices: the second never takes a card of the first
        both = [
            {"do": "choose", "from": "$a", "n": "$n", "up_to": True, "as": "first"},
            {"do": "choose", "from": {"$merge": ["$b", {"not": {"is": "first"}}]}, "n": "$m", "up_to": True},
            {**step, "cards": "first"},
            {**step, "cards": "chosen"},
        ]
        target = "up to {n:n} {a:field} and up to {m:n} {b:field}"
        rules += [
            {"match": words.replace("{T}", target), "make": both},
            {
                "match": words.replace("{T}", "up to {n:n} {sel:field}"),
                "make": _pick([{**step, "cards": "chosen"}]),
            },
            {
                "match": words.replace("{T}", "up to {n:n} {sel:field}" + _TOTAL_COST),
                "make": _pick([{**step, "cards": "chosen"}], up_to=TOTAL),
            },
            {
                "match": words.replace("{T}", "up to {n:n} {sel:field}" + _TOTAL_POWER),
                "make": _pick([{**step, "cards": "chosen"}], up_to=TOTAL_POWER),
            },
            {"match": words.replace("{T}", "all {sel:field}"), "make": [{**step, "cards": "$sel"}]},
            {"match": words.replace("{T}", "{who:this}"), "make": [{**step, "cards": "$who"}]},
            {"match": words.replace("{T}", "your Leader"), "make": [{**step, "cards": "op.leader"}]},
            # "rest your opponent's Leader", "… your (opponent's) Leader and all of your (their)
            # Characters" (a Leader never leaves its area, 3-6-3: only the states)
            *(
                [
                    {"match": words.replace("{T}", target), "make": [{**step, "cards": cards}]}
                    for target, cards in (
                        ("your opponent's Leader", "op.opponent_leader"),
                        ("your {ld:leader_desc} Leader", {"$merge": [{"var": "op.leader"}, "$ld"]}),
                        ("your Leader and all of your Characters", {**_ON_FIELD, "whose": "you"}),
                        (
                            "your opponent's Leader and all of (?:their|your opponent's) Characters",
                            {**_ON_FIELD, "whose": "opponent"},
                        ),
                    )
                ]
                if step.get("do") == "state"
                else []
            ),
            {"match": words.replace("{T}", _CHOSEN_WORDS), "make": [{**step, "cards": "chosen"}]},
            # "your opponent K.O.'s 1 of their Characters": the opponent chooses among their
            # own cards, as many as they can (8-4-4-1); the effect is still this card's
            *(
                {
                    "match": "your opponent " + theirs.replace("{T}", "{n:int} of their {d:field_desc}"),
                    "make": [
                        {
                            "do": "choose",
                            "player": "opponent",
                            "from": {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]},
                            "n": "$n",
                        },
                        {**step, "cards": "chosen"},
                    ],
                }
                for theirs in _THEIR_ACTIONS.get(words, ())
            ),
        ]
    return rules


#: ``_ACTIONS`` as the opponent does them to their own cards ("your opponent returns 1 of their …")
_THEIR_ACTIONS: dict[str, tuple[str, ...]] = {
    r"K\.O\. {T}": (r"K\.O\.'s {T}",),
    r"rest {T}": (r"rests {T}",),
    r"return {T} to (?:the owner's|their owner's|its owner's) hand": (
        r"returns {T} to (?:the owner's|their owner's|its owner's|their) hand",
    ),
    r"place {T} at the bottom of (?:the owner's|their owner's|its owner's) deck": (
        r"places {T} at the bottom of (?:the owner's|their owner's|its owner's|their) deck",
    ),
    r"trash {T}": (r"trashes {T}",),
}


#: a card chosen to be rested is an active one, and one set as active a rested one
_CAN_CHANGE = {"rested": {"state": "active"}, "active": {"state": "rested"}}


def _on_more_targets() -> list[dict[str, Any]]:
    """Each action of ``_ACTIONS`` on a bare number ("return 1 of your Characters …": as many
    as it can, 8-4-4) and on "this Character and up to N …" (none of them twice); after the
    other rules, which read some of these words as a cost paid ("you may rest 1 of …")."""
    rules: list[dict[str, Any]] = []
    for words, step in _ACTIONS:
        extra = _CAN_CHANGE.get(str(step.get("to"))) if step["do"] == "state" else None
        rules += [
            {
                "match": words.replace("{T}", "{n:int} {sel:field}"),
                "make": _pick([{**step, "cards": "chosen"}], up_to=False, extra=extra),
            },
            # "up to 1 of your opponent's Characters … or your opponent's Stages …": one choice of
            # either kind (each kind names its type, which the filter ``any_of`` reads)
            {
                "match": words.replace(
                    "{T}", "up to {n:n} of your opponent's {a:field_desc} or your opponent's {b:field_desc}"
                ),
                "make": [
                    {
                        "do": "choose",
                        "from": {"zone": [*FIELD, "stage"], "whose": "opponent", "any_of": ["$a", "$b"]},
                        "n": "$n",
                        "up_to": True,
                    },
                    {**step, "cards": "chosen"},
                ],
            },
            {
                "match": words.replace("{T}", "{who:this} and up to {n:n} {sel:field}"),
                "make": _pick(
                    [{**step, "cards": "$who"}, {**step, "cards": "chosen"}], extra={"other": True}
                ),
            },
        ]
    return rules


#: the cards a sentence before chose ("Choose up to 1 …. That Character cannot attack …", 8-4-4)
_CHOSEN_WORDS = r"(?:that Character|those Characters|the selected Characters?|the chosen Characters?)"

#: who a power, cost or keyword change is for: the words, the cards, and how they are chosen
#: (``None``: not chosen; ``True``: "up to N …", ``False``: a bare N, as many as it can, 8-4-4);
#: "it" is the card just chosen
_CHANGED: list[tuple[str, Any, bool | str | None]] = [
    ("up to {n:n} {sel:field}", "chosen", True),
    ("up to (?=1 ){n:n} {sel:either_field}", "chosen", True),
    ("up to {n:n} {sel:field}" + _TOTAL_COST, "chosen", TOTAL),
    ("up to {n:n} {sel:field}" + _TOTAL_POWER, "chosen", TOTAL_POWER),
    ("all {sel:field}", "$sel", None),
    ("{who:this}", "$who", None),
    ("your Leader", "op.leader", None),
    ("your opponent's Leader", "op.opponent_leader", None),
    ("your Leader and all of your Characters", {**_ON_FIELD, "whose": "you"}, None),
    (
        "your opponent's Leader and all of (?:their|your opponent's) Characters",
        {**_ON_FIELD, "whose": "opponent"},
        None,
    ),
    ("it", "chosen", None),
    (_CHOSEN_WORDS, "chosen", None),
    ("{n:int} {sel:field}", "chosen", False),
    # a group named without "all of": "your {X} type Characters gain [Rush] during this turn"
    ("your {d:characters}", {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, None),
    ("your opponent's {d:characters}", {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]}, None),
    # cards of either name ("all of your [A] and [B] cards": each card has one)
    ("all of your {a:name} and {b:name} cards", {**_ON_FIELD, "whose": "you", "name": ["$a", "$b"]}, None),
    # "this Leader or up to 1 of your {X} type Characters": one of them, or none (8-4-4)
    ("this Leader or up to {n:n} {sel:leader_or_yours}", "chosen", True),
    # your Leader described: "your {Navy} type Leader", "your [Lucy] Leader", "your monocolored
    # Leader": the Leader when it is so, else no card (B31)
    ("your {ld:leader_desc} Leader", {"$merge": [{"var": "op.leader"}, "$ld"]}, None),
]


def _changes() -> list[dict[str, Any]]:
    """ "give … −2000 power <for a while>" and "… gains [Rush] and +1000 power <for a while>" on
    each target of ``_CHANGED``: power and cost are given or gained, keywords gained."""
    changes: list[tuple[str, Any, bool]] = [
        ("{p:signed} power", _modify, True),
        ("{p:signed} power each", _modify, True),  # "up to 2 of … −2000 power each"
        ("{p:signed} cost", lambda cards: _modify(cards, stat="cost"), True),
        ("{k:keyword}", _grant, False),
        ("{k:keyword} and {p:signed} power", lambda cards: _grant(cards) + _modify(cards), False),
        ("{p:signed} power and {k:keyword}", lambda cards: _modify(cards) + _grant(cards), False),
        (
            "{k:keyword} and {j:keyword}",
            lambda cards: _grant(cards) + _replace(_grant(cards), "$k", "$j"),
            False,
        ),
    ]
    # "+1000 power for every 2 Events in your trash": counted when it resolves
    counted = {**_modify("chosen")[0], "add": {"mul": ["$p", "$e"]}}
    changes.append(
        ("{p:signed} power for every {e:every}", lambda cards: [{**counted, "cards": cards}], True)
    )
    rules: list[dict[str, Any]] = []
    for target, cards, chosen in _CHANGED:
        # "… loses [Blocker] <for a while>": the keyword taken away (10-1-4; the engine's ``grant``
        # with ``lose``: a word given later than it counts again, B14)
        lost = [
            {
                "do": "grant",
                "cards": cards if chosen is None else "chosen",
                "grant": "$k",
                "lose": True,
                "until": "$until",
            }
        ]
        rules += _timed(
            f"{target} loses? {{k:keyword}} {{until}}", lost if chosen is None else _pick(lost, up_to=chosen)
        )
        # "… loses [Blocker] and [Rush] <for a while>": each keyword taken away
        both = [lost[0], {**lost[0], "grant": "$j"}]
        rules += _timed(
            f"{target} loses? {{k:keyword}} and {{j:keyword}} {{until}}",
            both if chosen is None else _pick(both, up_to=chosen),
        )
        for words, steps, given in changes:
            made = steps(cards) if chosen is None else _pick(steps("chosen"), up_to=chosen)
            if given and target != "it":
                rules += _timed(f"give {target} {words} {{until}}", made)
            rules += _timed(f"{target} gains? {words} {{until}}", made)
            if "for every" in words:  # the duration before "for every …", or "For every …, " first
                before = words.replace(" for every", " {until} for every")
                change = words.split(" for every")[0]
                first = "for every {e:every}, " + target + " gains? " + change + " {until}"
                if given and target != "it":
                    rules += _timed(f"give {target} {before}", made)
                    rules += _timed("for every {e:every}, give " + target + " " + change + " {until}", made)
                rules += _timed(f"{target} gains? {before}", made)
                rules += _timed(first, made)
    return rules


def _base_sets() -> list[dict[str, Any]]:
    """ "set the base power (cost) of … to 7000 <for a while>" on each target of ``_CHANGED``: a
    base value set (4-9-2; the highest applies, 4-9-2-1, 4-9-2-2; additions and given DON!! count
    on top, B14)."""
    rules: list[dict[str, Any]] = []
    for target, cards, chosen in _CHANGED:
        on = cards if chosen is None else "chosen"
        step = [{"do": "modify", "cards": on, "stat": "$s", "set": "$v", "until": "$until"}]
        made = step if chosen is None else _pick(step, up_to=chosen)
        rules += _timed(f"set the base {{s:set_stat}} of {target} to {{v:int}} {{until}}", made)
        # the newer packs' words: "your Leader's base power becomes 7000 until the end of your
        # opponent's next End Phase", "up to 1 of your opponent's Characters' base power becomes 0"
        rules += _timed(f"{target}(?:'s|') base {{s:set_stat}} becomes? {{v:int}} {{until}}", made)
    return rules


def _value_sets() -> list[dict[str, Any]]:
    """ "set the cost (power) of … to N <for a while>" on each target of ``_CHANGED``: not a base
    value (no "base", 4-9-2) but the value from now on, in the additions' order (B14)."""
    rules: list[dict[str, Any]] = []
    for target, cards, chosen in _CHANGED:
        on = cards if chosen is None else "chosen"
        step = [{"do": "op.set_value", "cards": on, "stat": "$s", "to": "$v", "until": "$until"}]
        made = step if chosen is None else _pick(step, up_to=chosen)
        rules += _timed(f"set the {{s:set_stat}} of {target} to {{v:int}} {{until}}", made)
    return rules


#: "cannot attack <some of the cards it could>": the prohibition on those targets (1-3-3, 7-1-1-2)
#: ("your opponent's" only on this card's own line, where "your" is its player's: the words
#: name no side on a target that may be either player's)
_ATTACK_ONLY = [
    (r"cannot attack a Leader", "attack_leader"),
    (r"cannot attack Characters", "attack_characters"),
]
_OWN_ATTACK_ONLY = [
    *_ATTACK_ONLY,
    (r"cannot attack your opponent's Leader", "attack_leader"),
    (r"cannot attack any card other than your opponent's Leader", "attack_characters"),
    (r"cannot attack your opponent's Characters", "attack_characters"),
]


def _prohibited_actions() -> list[tuple[str, str]]:
    """What a card may be forbidden (1-3-3): the words after the target and the prohibition."""
    actions = [(" cannot attack", "attack"), (r" cannot activate \[Blocker\]", "block")]
    # which card it may attack: the Leader only or Characters only (1-3-3 on 7-1-1-2)
    actions += [(" " + words, action) for words, action in _ATTACK_ONLY]
    # "cannot be rested": not by effects or costs, nor to attack or block (7-1-1-1, 10-1-4-1);
    # "… by effects", "… by your opponent's effects": only not by those (8-1-1)
    actions += [(" cannot be rested" + how, action) for how, action in _REST_HOW.items()]
    actions += [(r" cannot be K\.O\.'d" + how, action) for how, action in _KO_HOW.items()]
    actions.append((" cannot be {mv:prohibited_move}", _MOVED))
    # moved away by any of the opponent's effects (4-11), read by the K.O. and the scripts' moves
    actions.append((" cannot be removed from the field by your opponent's effects", "leave_by_opponent"))
    # … by any effect, the player's own and its costs too (4-11-2, 8-1-1)
    actions.append((" cannot be removed from the field by effects", "leave_by_effect"))
    # not chosen as an attack's target (read when the target is chosen, 7-1-1-2)
    actions.append((" cannot be attacked", "be_attacked"))
    # its attack offers the defender no [Blocker] (7-1-2-1, as [Unblockable], B12)
    actions.append((" cannot be blocked", "be_blocked"))
    return actions


#: "… by <A> attribute cards / Characters": whether the attacker must be a Character too
_SHIELD_BY = (("cards", False), ("Characters", True))


def _shield(cards: str, characters: bool) -> list[dict[str, Any]]:
    """ "cannot be K.O.'d in battle by <A> attribute …" for the rule's duration (``$until``)."""
    step = {"do": "op.shield", "cards": cards, "attribute": "$attr", "until": "$until"}
    return [{**step, "characters": True} if characters else step]


def _prohibitions() -> list[dict[str, Any]]:
    """ "… cannot attack / cannot activate [Blocker] / cannot be K.O.'d … <for a while>" on each
    target of ``_CHANGED`` (1-3-3)."""
    actions = _prohibited_actions()
    rules: list[dict[str, Any]] = []
    for target, cards, chosen in _CHANGED:
        # "negate the effect of …" / "… has its effects negated" for a while (4-1-2)
        on = cards if chosen is None else "chosen"
        negate = [{"do": "op.negate", "cards": on, "until": "$until"}]
        negated = negate if chosen is None else _pick(negate, up_to=chosen)
        rules += _timed(f"negate the effects? of {target} {{until}}", negated)
        rules += _timed(target + " (?:has|have) (?:its|their) effects? negated {until}", negated)
        for words, action in actions:
            made = (
                _prohibit(cards, action)
                if chosen is None
                else _pick(_prohibit("chosen", action), up_to=chosen)
            )
            rules += _timed(target + words + " {until}", made)
        # "… cannot be K.O.'d in battle by <Slash> attribute cards (Characters) <for a while>"
        # (the battle's attacker is one, 7-1-4-1-2; ``op.shield``)
        for kind, characters in _SHIELD_BY:
            shield = _shield(cards if chosen is None else "chosen", characters)
            rules += _timed(
                target + r" cannot be K\.O\.'d in battle by {attr:attribute} attribute " + kind + " {until}",
                shield if chosen is None else _pick(shield, up_to=chosen),
            )
        # "… cannot be blocked by Characters with 5000 power or more <for a while>" (any card the
        # selectors read): the defender may not block those cards' attacks with such a card
        # (7-1-2-1 with 1-3-3; ``op.restrict`` read when the [Blocker] would be activated)
        block = [
            {
                "do": "op.restrict",
                "player": "any",
                "action": "block",
                "attacker": cards if chosen is None else "chosen",
                "filter": "$bd",
                "until": "$until",
            }
        ]
        rules += _timed(
            target + " cannot be blocked by {bd:field} {until}",
            block if chosen is None else _pick(block, up_to=chosen),
        )
        # two moves in one prohibition ("… cannot be returned to the owner's hand or placed at the
        # bottom of the owner's deck by effects <for a while>", 1-3-3)
        moves = [{"do": "op.prohibit", "cards": on, "words": "$mvs", "until": "$until"}]
        rules += _timed(
            target + " cannot be {mvs:prohibited_moves} {until}",
            moves if chosen is None else _pick(moves, up_to=chosen),
        )
        # "… will not become active in your opponent's next Refresh Phase" (6-2-4, 1-3-3)
        refresh = [
            {
                "do": "grant",
                "cards": cards if chosen is None else "chosen",
                "stat": "prohibitions",
                "grant": "cannot:refresh",
                "until": "end_of_opponents_next_turn",
            }
        ]
        rules.append(
            {
                "match": target + r" will not become active in your opponent's next Refresh Phase",
                "make": refresh if chosen is None else _pick(refresh, up_to=chosen),
            }
        )
        # [Rush]'s words for a while (10-1-1-1)
        rush = _replace(_grant(cards if chosen is None else "chosen"), "$k", "rush")
        rules += _timed(
            target + r" can attack on the turn in which (?:it is|they are) played {until}",
            rush if chosen is None else _pick(rush, up_to=chosen),
        )
        # [Rush: Character]'s words for a while (B12)
        rush = _replace(_grant(cards if chosen is None else "chosen"), "$k", "rush_character")
        rules += _timed(
            target + r" can attack Characters on the turn in which (?:it is|they are) played {until}",
            rush if chosen is None else _pick(rush, up_to=chosen),
        )
    # "none of your opponent's Characters can attack <for a while>": all of them cannot (the
    # K.O. ones are read with the other "none" rules)
    for words, action in actions:
        if "K\\.O\\." not in words:
            rules += _timed(
                "none {sel:field}" + words.replace("cannot", "can", 1) + " {until}", _prohibit("$sel", action)
            )
    return rules


#: who several changes joined by "and" are for (``_own_for_a_while``): the words, the cards, the
#: verb ("gains" or, for a number of cards, "gain"), and whether they are chosen first ("up to N")
_JOINED_FOR: list[tuple[str, str, str, bool]] = [
    ("this (?:Character|Leader)", "this", "gains", False),
    # (the cards described end where the changes begin: the fullmatch does not try a longer
    # description once one fails to read)
    ("up to {n:n} {sel:field} (?=(?:gains?|cannot) )", "chosen", "gains?", True),
    ("your Leader", "op.leader", "gains", False),
    (_CHOSEN_WORDS, "chosen", "gains?", False),
]


def _own_for_a_while() -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """ "This Character cannot be K.O.'d by your opponent's effects and gains +2000 power during
    this turn": what a card gains or cannot, joined by "and", for one duration (the changes
    of ``_changes`` and ``_prohibitions`` in any number), on this card, up to N cards chosen,
    your Leader or the cards chosen before (``_JOINED_FOR``); the rules and their categories."""
    rules: list[dict[str, Any]] = []
    categories: dict[str, Any] = {}
    for who, (subject, cards, verb, chosen) in enumerate(_JOINED_FOR):
        for index, (words, until) in enumerate(_DURATION.items()):
            name = f"own_for_{index}" if who == 0 else f"joined_{who}_for_{index}"
            grant = {"do": "grant", "cards": cards, "stat": "keywords", "grant": "$k", "until": until}
            power = {"do": "modify", "cards": cards, "stat": "power", "add": "$p", "until": until}
            items = [
                {"match": rf"(?:{verb} )?{{k:keyword}}", "make": [grant]},
                {"match": rf"(?:{verb} )?{{p:signed}} power", "make": [power]},
                {"match": rf"{verb} {{p:signed}} cost", "make": [{**power, "stat": "cost"}]},
                *[
                    {
                        "match": action_words.strip(),
                        "make": _replace(_prohibit(cards, action), "$until", until),
                    }
                    for action_words, action in _prohibited_actions()
                ],
                *[
                    {
                        "match": r"cannot be K\.O\.'d in battle by {attr:attribute} attribute " + kind,
                        "make": _replace(_shield(cards, characters), "$until", until),
                    }
                    for kind, characters in _SHIELD_BY
                ],
            ]
            categories[name] = {"sequence": name + "_item", "separators": [" and "]}
            categories[name + "_item"] = items
            made: Any = _pick([], up_to=True) if chosen else "$m"
            if chosen:
                made["$concat"].append("$m")
            space = "" if subject.endswith(" )") else " "
            rules.append({"match": subject + space + "{m:" + name + "} " + words, "make": made})
    return rules, categories


def _activated(player: str) -> dict[str, Any]:
    """The trigger "when <player> activates an Event": the Event's move to the trash as it is
    activated (8-4-2; ``processes.play`` records it with the reason ``activate``)."""
    return {"on": "move", "player": player, "data": {"reason": "activate"}}


#: what a "play up to 1 …" from the deck may play: a Character or Stage card (10-2-6-1; an
#: Event is activated, never played), active or rested
_PLAYED = {"$merge": [{"type": ["character", "stage"]}, "$d"]}
_PLAY_UP_TO_1: tuple[tuple[str, dict[str, Any]], ...] = (
    (r"play up to 1 {d:search_desc}", {}),
    (r"play up to 1 {d:search_desc} rested", {"state": "rested"}),
    # "reveal up to 1 … and play it": the card played is seen by both anyway (10-2-6-1)
    (r"reveal up to 1 {d:search_desc} and play it", {}),
    (r"reveal up to 1 {d:search_desc} and play it rested", {"state": "rested"}),
)


#: a card of the hand placed at the top or the bottom of the deck, face down, as the player chooses
_HAND_TO_TOP_OR_BOTTOM: list[dict[str, Any]] = [
    {"do": "choose", "from": {"zone": "hand"}, "n": 1, "as": "placed"},
    {
        "do": "choose_one",
        "modes": [
            {
                "label": "the top of your deck",
                "steps": [{"do": "move", "cards": "placed", "to": "deck", "face_up": False}],
            },
            {
                "label": "the bottom of your deck",
                "steps": [
                    {"do": "move", "cards": "placed", "to": "deck", "position": "bottom", "face_up": False}
                ],
            },
        ],
    },
]


#: "cannot be K.O.'d …" and the prohibition it grants (1-3-3)
_KO_HOW = {
    "": "be_ko",
    " in battle": "be_ko_in_battle",
    " by effects": "be_ko_by_effect",
    " by your opponent's effects": "be_ko_by_opponent",
}


def _prohibit(cards: str, action: str) -> list[dict[str, Any]]:
    """A prohibition on ``cards`` for the rule's duration (``$until``)."""
    return [
        {
            "do": "grant",
            "cards": cards,
            "stat": "prohibitions",
            "grant": _word(action),
            "until": "$until",
        }
    ]


def _grant(cards: str) -> list[dict[str, Any]]:
    return [{"do": "grant", "cards": cards, "stat": "keywords", "grant": "$k", "until": "$until"}]


#: "cannot be rested …" and the prohibition it grants (1-3-3; an effect with its cost, 8-1-1)
_REST_HOW = {
    "": "be_rested",
    " by effects": "be_rested_by_effect",
    " by your opponent's effects": "be_rested_by_opponent",
}


#: "cannot be returned to the owner's hand / placed at the bottom of the owner's deck (by effects,
#: by your opponent's effects)": the words after "be" and the prohibition each grants (1-3-3),
#: read by the scripts' moves (an effect or its cost, 8-1-1); one category (``prohibited_move``),
#: so the rules that take a prohibition take it once
_MOVE_HOW = [
    {"match": moved + how, "make": f"cannot:be_{action}{suffix}"}
    for moved, action in (
        (r"returned to (?:the owner's|its owner's|their owner's|your|the) hand", "returned_hand"),
        (r"placed at the bottom of (?:the owner's|its owner's|their owner's|your|the) deck", "bottom_deck"),
    )
    for how, suffix in (
        ("", ""),
        (" by effects", "_by_effect"),
        (" by your opponent's effects", "_by_opponent"),
    )
]
#: a prohibition word a category gives whole (``_MOVE_HOW``), where the rules name an action
_MOVED = "$mv"
#: the two moves in one prohibition, either order, "by …" on both: "cannot be returned to the
#: owner's hand or placed at the bottom of the owner's deck by your opponent's effects" (1-3-3;
#: ``prohibited_moves`` gives the words, ``op.prohibit`` grants each)
_MOVES: list[tuple[str, list[str]]] = [
    (
        str(_MOVE_HOW[first]["match"]) + " or " + str(_MOVE_HOW[second + i]["match"]),
        [str(_MOVE_HOW[first + i]["make"]), str(_MOVE_HOW[second + i]["make"])],
    )
    for i in range(3)  # "", " by effects", " by your opponent's effects" (``_MOVE_HOW``'s order)
    for first, second in ((0, 3), (3, 0))
]
_MOVES_HOW = [{"match": words, "make": made} for words, made in _MOVES]


def _word(action: str) -> str:
    """The prohibition an action names ("cannot:attack"), or the category's whole word."""
    return action if action == _MOVED else f"cannot:{action}"


#: how a K.O. a trigger waits for was done: the words after "is K.O.'d" and the event's keys
#: (the K.O.'s player is the one whose effect or attack did it; 10-2-17)
_KO_BY: dict[str, dict[str, Any]] = {
    "": {},
    " in battle": {"data": {"battle": True}},
    " by an effect": {"data": {"battle": False}},
    " by your effect": {"player": "you", "data": {"battle": False}},
    " by your opponent's effect": {"player": "opponent", "data": {"battle": False}},
}

#: the kinds a Life card may be (what a point of damage moved: any card of the deck, 5-1-2-1)
_LIFE_KINDS = ["character", "event", "stage"]

#: the end of a condition on the turn's record: "during this turn", "this turn", "on this turn"
_THIS_TURN = r" (?:during |on )?this turn"

#: "by your effect" and the rest: the words and whose effect (the event key ``op.by``)
_BY_EFFECT = (("your effect", "you"), ("your opponent's effect", "opponent"), ("an effect", "any"))

#: the openings of "give this card in your hand −3 cost" and the condition each makes: none, "If
#: …", "During the turn in which a card in your hand is trashed by <whose> effect" (8-1-1)
_IN_HAND_IF: list[tuple[str, dict[str, Any]]] = [
    ("", {}),
    ("if {c:condition}, ", {"condition": "$c"}),
    *(
        (
            "during the turn in which a card in your hand is trashed by " + by + ", ",
            {"condition": {"op.hand_trashed": who}},
        )
        for by, who in _BY_EFFECT
    ),
]

#: what a replacement "instead" replaces: the words, the event patterns, how it is offered
#: ("you may" or not) and whether it is optional
_REPLACED_ONE: list[tuple[str, list[dict[str, Any]]]] = [
    (r"be K\.O\.'d", [{"on": "op.ko"}]),
    (
        r"be K\.O\.'d by your opponent's effect",
        [{"on": "op.ko", "player": "opponent", "data": {"battle": False}}],
    ),
    (r"be K\.O\.'d in battle", [{"on": "op.ko", "data": {"battle": True}}]),
    (r"be removed from the field by your opponent's effect", [{"on": "op.leave", "player": "opponent"}]),
    # by any effect, either player's (not a battle's K.O., 10-2-1)
    (r"be K\.O\.'d by (?:an effect|effects)", [{"on": "op.ko", "data": {"battle": False}}]),
    # one removal by the opponent's effect, by the area it goes to (4-11-2)
    (
        r"be returned to (?:the owner's|your) hand by your opponent's effect",
        [{"on": "op.leave", "player": "opponent", "data": {"to": "hand"}}],
    ),
    (
        r"be placed at the bottom of (?:the owner's|your) deck by your opponent's effect",
        [{"on": "op.leave", "player": "opponent", "data": {"to": "deck"}}],
    ),
]
#: the card a trigger watches: yours, your opponent's or either player's, so described, or this card
_WHOSE_CARD: tuple[tuple[str, Any], ...] = (
    ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
    ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
    ("an? {d:field_desc}", "$d"),
    ("this (?:Character|Stage)", "this"),
)
#: who a replacement watches: one of your cards described ("your {X} type Character", "any of
#: your Characters", "1 of your Characters": each one that would be), or this card
_REPLACED_FOR: list[tuple[str, Any]] = [
    ("(?:(?:any|1|one) of )?your {d:field_desc}", {"$merge": [{"controller": "you"}, "$d"]}),
    ("this (?:Character|Stage)", "this"),
]
_REPLACED: list[tuple[str, list[dict[str, Any]], str, bool]] = [
    *((words, events, ", ", False) for words, events in _REPLACED_ONE),
    *(
        (words, _KO_OR_REMOVED, may, optional)
        for words in (
            r"be K\.O\.'d or would be removed from the field by your opponent's effect",
            r"be removed from the field by your opponent's effect or K\.O\.'d",
        )
        for may, optional in ((", you may ", True), (", ", False))
    ),
]


#: a count of each player's, in "the number of …" (yours; the opponent's, as the text names it)
_NUMBER_OF: list[tuple[str, str, dict[str, Any]]] = [
    (
        "DON!! cards on your field",
        "on your opponent's field|of DON!! cards on your opponent's field",
        _DON_FIELD,
    ),
    ("your Life cards", "of your opponent's Life cards|of Life cards your opponent has", {"zone": "life"}),
    ("cards in your hand", "in your opponent's hand|of cards in your opponent's hand", {"zone": "hand"}),
    (
        "your Characters",
        "of your opponent's Characters|of Characters your opponent has",
        {"zone": FIELD, "type": "character"},
    ),
]
#: how two numbers are compared: the words and the comparison
_COMPARISONS: list[tuple[str, str]] = [
    ("equal to or less than", "<="),
    ("equal to or fewer than", "<="),
    ("equal to or more than", ">="),
    ("equal to or greater than", ">="),
    ("less than", "<"),
    ("fewer than", "<"),
    ("more than", ">"),
    ("greater than", ">"),
    ("equal to", "=="),
    ("the same as", "=="),
]

#: your rested DON!! in the cost area (given DON!! are neither rested nor active, 4-4-2)
_RESTED_DON: dict[str, Any] = {"zone": "cost", "type": "don", "state": "rested"}

_OWN_FOR_A_WHILE, _OWN_FOR_A_WHILE_CATEGORIES = _own_for_a_while()

GRAMMAR: dict[str, Any] = {
    # ------------------------------------------------------------------ ability bodies
    "auto": [
        {"match": r"{cost:cost}: {effect:effect}", "make": {"cost": "$cost", "effect": "$effect"}},
        {"match": r"{effect:effect}", "make": {"effect": "$effect"}},
        # "If C, you may PAY: EFFECT": C is the ability's condition, read before it is paid
        {
            "match": r"if {c:condition}, {cost:cost}: {effect:effect}",
            "make": {"condition": "$c", "cost": "$cost", "effect": "$effect"},
        },
    ],
    "act": [
        {"match": r"{cost:cost}: {effect:effect}", "make": {"cost": "$cost", "effect": "$effect"}},
        {"match": r"{effect:effect}", "make": {"effect": "$effect"}},
        {
            "match": r"if {c:condition}, {cost:cost}: {effect:effect}",
            "make": {"condition": "$c", "cost": "$cost", "effect": "$effect"},
        },
    ],
    # an Event's effect is carried out after it is paid (8-4-2): no cost of its own here
    # an Event's own activation cost is asked when its effect is carried out (8-4-2, 8-3-1-4:
    # the reminder texts of ① and DON!! -X say "you may" too); declined, nothing happens
    "play": [
        {
            "match": r"{cost:cost}: {effect:effect}",
            "make": {"cost": "$cost", "optional": True, "effect": "$effect"},
        },
        {"match": r"{effect:effect}", "make": {"effect": "$effect"}},
    ],
    # a [Trigger] with "you may …:" is optional: declining pays nothing and does nothing
    "trigger": [
        {
            "match": r"you (?:may|can) {cost:cost_atoms}: {effect:effect}",  # 8-3-1-4: "can" or "may"
            "make": {"cost": "$cost", "optional": True, "effect": "$effect"},
        },
        {
            "match": r"{cost:cost_atoms}: {effect:effect}",
            "make": {"cost": "$cost", "optional": True, "effect": "$effect"},
        },
        {"match": r"{effect:effect}", "make": {"effect": "$effect"}},
    ],
    # a line with no timing mark: a permanent effect
    "cont": [
        # deck-construction rules (5-1-2-4): the deck check reads them (``decks.any_number``,
        # ``decks.exclusions``); nothing happens in the game
        {
            "match": r"under the rules of this game, you may have any number of this card in your deck",
            "make": {"tags": ["deck_rule"]},
        },
        {
            "match": r"under the rules of this game, you cannot include (?:Events|Characters|Stages|cards) "
            r"with a cost of {n:int} or more in your deck",
            "make": {"tags": ["deck_rule"]},
        },
        # a Leader's "at the start of the game" (5-2-1-5-1; a deck it changed is shuffled,
        # 5-2-1-5-2), alone or after the Leader's deck rule
        *[
            {
                "match": deck_rule + r"at the start of the game, play up to 1 {d:search_desc} from your deck",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "op.start_of_game", "player": "you"},
                    "effect": [{"do": "op.play_from_deck", "filter": _PLAYED}],
                    **tags,
                },
            }
            for deck_rule, tags in (
                ("", {}),
                (
                    r"under the rules of this game, you cannot include (?:Events|Characters|Stages|cards) "
                    r"with a cost of {n:int} or more in your deck and ",
                    {"tags": ["deck_rule"]},
                ),
            )
        ],
        # a timing written out: "When this Character is K.O.'d" is [On K.O.] (10-2-17)
        {
            "match": r"when this Character is K\.O\.'d, {effect:effect}",
            "make": {"kind": "auto", "trigger": {"on": "op.ko", "card": "this"}, "effect": "$effect"},
        },
        {
            "match": r"when your opponent's Character is K\.O\.'d, {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": {"on": "op.ko", "card": {"type": "character", "controller": "opponent"}},
                "effect": "$effect",
            },
        },
        # "When your / your opponent's / a <described> Character is K.O.'d": any K.O., in battle
        # or by an effect (10-2-17), of a card the words describe
        *[
            {
                "match": r"when " + words + r" is K\.O\.'d" + how + ", {effect:effect}",
                "make": {"kind": "auto", "trigger": {"on": "op.ko", "card": card, **by}, "effect": "$effect"},
            }
            for words, card in (
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
                ("this Character", "this"),
            )
            for how, by in _KO_BY.items()
            if how or card != "this"  # "When this Character is K.O.'d" is read above
        ],
        # an attack written out (7-1-1-3, as [When Attacking] and [On Your Opponent's Attack]):
        # "When this Leader attacks", "When your {X} type Character attacks", "When your opponent
        # attacks", and "When this Leader attacks or is attacked" (the card attacked, ``op.target``)
        *[
            {
                "match": r"when " + subject + r" attacks" + also + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": [{"on": "op.attack", **who}, *attacked],
                    "effect": "$effect",
                },
            }
            for subject, who, attacked_too in (
                ("this (?:Character|Leader)", {"card": "this"}, True),
                ("your Leader", {"card": {"type": "leader", "controller": "you"}}, False),
                ("your {d:field_desc}", {"card": {"$merge": ["$d", {"controller": "you"}]}}, False),
                (
                    "your opponent's {d:field_desc}",
                    {"card": {"$merge": ["$d", {"controller": "opponent"}]}},
                    False,
                ),
                ("your opponent", {"player": "opponent"}, False),
                ("an? {d:field_desc}", {"card": "$d"}, False),  # either player's
            )
            for also, attacked in (("", []), (" or is attacked", [{"on": "op.attack", "op.target": "this"}]))
            if attacked_too or not attacked
        ],
        # removed from the field by an effect (4-11-2): a K.O. by the effect, or the effect (or its
        # cost, 8-1-1) moving the card to the hand, the deck, Life or the trash (not a battle's
        # K.O. or a rule process: their moves carry another reason); and the moves one by one:
        # "is returned to the owner's hand by …", "… placed at the bottom of …", "… trashed by …"
        *[
            {
                "match": r"when " + subject + r" is " + moved + " by " + by + r", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": [
                        *([{"on": "op.ko", **player, "card": card, "data": {"battle": False}}] if ko else []),
                        {
                            "on": "move",
                            "from": ["character", "stage"],
                            "to": ["trash"] if (card, moved) == ("this", "removed from the field") else to,
                            "op.by": who,
                            "card": card,
                        },
                    ],
                    "effect": "$effect",
                },
            }
            for subject, card in _WHOSE_CARD
            # this card's own ability: the generic "removed from the field" only from a move to the
            # trash, an open area (8-4-5, B23); a named secret area is the card's text contradicting
            # 8-4-5, and the text wins (1-3-1): it activates there
            for moved, to, ko in (
                ("removed from the field", ["hand", "deck", "life", "trash"], True),
                ("returned to (?:the owner's|your|your opponent's|its owner's) hand", ["hand"], False),
                ("placed at the bottom of (?:the owner's|your|your opponent's) deck", ["deck"], False),
                # a K.O. by an effect is a Character trashed by it (10-2-1-1)
                ("trashed", ["trash"], True),
            )
            for by, who in _BY_EFFECT
            for player in ({"any": {}}.get(who, {"player": who}),)
        ],
        # removed from the field for any reason (4-11-2: a K.O., an effect, a cost, a rule process,
        # each a move to another area); the card's own ability only from a move to an open area,
        # the trash (8-4-5)
        *[
            {
                "match": r"when " + subject + r" is removed from the field, {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "move", "from": ["character", "stage"], "to": to, "card": card},
                    "effect": "$effect",
                },
            }
            for subject, card, to in (
                (
                    "your {d:field_desc}",
                    {"$merge": ["$d", {"controller": "you"}]},
                    ["hand", "deck", "life", "trash"],
                ),
                (
                    "your opponent's {d:field_desc}",
                    {"$merge": ["$d", {"controller": "opponent"}]},
                    ["hand", "deck", "life", "trash"],
                ),
                ("an? {d:field_desc}", "$d", ["hand", "deck", "life", "trash"]),
                ("this (?:Character|Stage)", "this", ["trash"]),
            )
        ],
        # … and the moves one by one, for any reason: "When your opponent's Character is returned
        # to the owner's hand", "… placed at the bottom of the owner's deck", "… is trashed" (a
        # K.O. trashes it too, 10-2-1-1); this card's own names its area, which its text wins for
        # (1-3-1, B23)
        *[
            {
                "match": r"when " + subject + r" is " + moved + r", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "move", "from": ["character", "stage"], "to": to, "card": card},
                    "effect": "$effect",
                },
            }
            for subject, card in _WHOSE_CARD
            for moved, to in (
                ("returned to (?:the owner's|your|your opponent's|its owner's) hand", ["hand"]),
                ("placed at the bottom of (?:the owner's|your|your opponent's) deck", ["deck"]),
                ("trashed", ["trash"]),
            )
        ],
        # a card played, written out (10-2-6-1; "When this Character is played" is [On Play])
        *[
            {
                "match": r"when " + subject + r" is played, {effect:effect}",
                "make": {"kind": "auto", "trigger": {"on": "op.play", "card": card}, "effect": "$effect"},
            }
            for subject, card in _WHOSE_CARD
        ],
        # "give this card in your hand −3 cost": its cost in the hand, read when it is played (4-9),
        # the ability working there (2-8-2); "During the turn in which a card in your hand is
        # trashed by an effect": the turn's record (``op.hand_trashed``, 8-1-1: a cost's too)
        *[
            {
                "match": opening + r"give this card in your hand {p:signed} cost",
                "make": {
                    "zones": ["hand"],
                    **condition,
                    "modifiers": [{"to": "this", "stat": "cost", "add": "$p"}],
                },
            }
            for opening, condition in _IN_HAND_IF
        ],
        # "When a card is trashed from your hand by …" stays by hand (B16: cards trashed together,
        # one trigger or one for each, the rules do not say)
        # a Character or Stage played by a player (10-2-6-1: from the hand or by an effect, the
        # ``op.play`` event), written out (or as "This effect can be activated when …", which the
        # compiler's ``normalise`` writes as "When …, ")
        *[
            {
                "match": r"when " + who + r" an? {d:hand_desc}, {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "op.play", "player": player, "card": "$d"},
                    "effect": "$effect",
                },
            }
            for who, player in (("you play", "you"), ("your opponent plays", "opponent"))
        ],
        # … played from one area: "When you play a Character with no base effect from your hand"
        *[
            {
                "match": r"when "
                + who
                + r" an? {d:hand_desc} from "
                + whose
                + " "
                + area
                + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "op.play", "player": player, "card": "$d", "data": {"from": area}},
                    "effect": "$effect",
                },
            }
            for who, player, whose in (
                ("you play", "you", "your"),
                ("your opponent plays", "opponent", "their"),
            )
            for area in ("hand", "trash")
        ],
        # a [Trigger] activated: its card revealed from the Life area (10-1-5-1, 10-1-5-3)
        {
            "match": r"when an? \[Trigger\] activates, {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": {"on": "move", "from": "life", "to": "no_area"},
                "effect": "$effect",
            },
        },
        # … of one player's Life: "When your opponent's [Trigger] activates" (theirs), "When your
        # [Trigger] activates", "When you (your opponent) activate(s) a [Trigger]" (10-1-5-1: the
        # Life card's owner activates it)
        {
            "match": r"when you activate an? \[Trigger\], {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": {"on": "move", "from": "life", "to": "no_area", "whose": "you"},
                "effect": "$effect",
            },
        },
        {
            "match": r"when your opponent activates an? \[Trigger\], {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": {"on": "move", "from": "life", "to": "no_area", "whose": "opponent"},
                "effect": "$effect",
            },
        },
        *[
            {
                "match": r"when " + words + r" \[Trigger\] activates, {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "move", "from": "life", "to": "no_area", "whose": whose},
                    "effect": "$effect",
                },
            }
            for words, whose in (("your opponent's", "opponent"), ("your", "you"))
        ],
        # damage taken: each Life card it takes (7-1-4-1-1-2, 10-1-3-1, 10-1-5-1), from a battle or
        # an effect (4-6); alone, or "or your … is K.O.'d" (one ability, two triggers)
        {
            "match": r"when you take damage, {effect:effect}",
            "make": {"kind": "auto", "trigger": _DAMAGE_TAKEN, "effect": "$effect"},
        },
        # damage dealt: each Life card the opponent's damage takes, from your attack or effect
        {
            "match": r"when you deal damage to your opponent's Life, {effect:effect}",
            "make": {"kind": "auto", "trigger": {**_DAMAGE_TAKEN, "whose": "opponent"}, "effect": "$effect"},
        },
        {
            "match": r"when your opponent takes damage, {effect:effect}",
            "make": {"kind": "auto", "trigger": {**_DAMAGE_TAKEN, "whose": "opponent"}, "effect": "$effect"},
        },
        {
            "match": r"when you take damage or your {d:field_desc} is K\.O\.'d, {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": [
                    _DAMAGE_TAKEN,
                    {"on": "op.ko", "card": {"$merge": ["$d", {"controller": "you"}]}},
                ],
                "effect": "$effect",
            },
        },
        # a DON!! given (6-5-5-1): "When this Character is given a DON!! card", "When a DON!! card
        # is given to this Leader", "When this Leader or any of your Characters is given a DON!! card"
        *[
            {
                "match": r"when " + words + ", {effect:effect}",
                "make": {"kind": "auto", "trigger": {"on": "move", "op.given_to": host}, "effect": "$effect"},
            }
            for subject, host in (
                ("this (?:Character|Leader)", "this"),
                (
                    "this Leader or any of your Characters",
                    {"type": ["leader", "character"], "controller": "you"},
                ),
                (
                    "your Leader or any of your Characters",
                    {"type": ["leader", "character"], "controller": "you"},
                ),
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
            )
            for words in (subject + " is given a DON!! card", "a DON!! card is given to " + subject)
        ],
        # an Event activated (8-4-2: it is trashed as it is activated, the move this reads)
        *[
            rule
            for who, player in (("you activate", "you"), ("your opponent activates", "opponent"))
            for rule in (
                {
                    "match": r"when " + who + r" an Event, {effect:effect}",
                    "make": {"kind": "auto", "trigger": _activated(player), "effect": "$effect"},
                },
                {
                    "match": r"{effect:effect} when " + who + r" an Event",
                    "make": {"kind": "auto", "trigger": _activated(player), "effect": "$effect"},
                },
                # an Event described: "a [Counter] Event", "an Event with a cost of 2 or more"
                {
                    "match": r"when " + who + r" an? {d:events}, {effect:effect}",
                    "make": {
                        "kind": "auto",
                        "trigger": {**_activated(player), "card": "$d"},
                        "effect": "$effect",
                    },
                },
            )
        ],
        # two of those in one trigger: "When your opponent activates an Event or [Trigger]", "…
        # activates [Blocker] or an Event" (one ability on either event, as two timings are)
        *[
            {
                "match": r"when " + who + " " + first + " or " + second + r", {effect:effect}",
                "make": {"kind": "auto", "trigger": [pieces[first], pieces[second]], "effect": "$effect"},
            }
            for who, player in (("you activate", "you"), ("your opponent activates", "opponent"))
            for pieces in [
                {
                    r"an Event": _activated(player),
                    r"(?:an? )?\[Trigger\]": {"on": "move", "from": "life", "to": "no_area", "whose": player},
                    r"(?:an? )?\[Blocker\]": {"on": "op.block", "player": player},
                }
            ]
            for first in pieces
            for second in pieces
            if first != second
        ],
        # the opponent's [Blocker] activated (10-1-3, the block, 7-1-2)
        {
            "match": r"when your opponent activates (?:an? )?\[Blocker\], {effect:effect}",
            "make": {
                "kind": "auto",
                "trigger": {"on": "op.block", "player": "opponent"},
                "effect": "$effect",
            },
        },
        # your own [Blocker] activated (the block, 7-1-2; as the opponent's above)
        {
            "match": r"when you activate (?:an? )?\[Blocker\], {effect:effect}",
            "make": {"kind": "auto", "trigger": {"on": "op.block", "player": "you"}, "effect": "$effect"},
        },
        # a block written out (7-1-2-2: "when you block", as [On Block]; the blocker's player and
        # card, ``op.block``): "When this Character blocks", "When your {X} type Character blocks"
        *[
            {
                "match": r"when " + subject + ", {effect:effect}",
                "make": {"kind": "auto", "trigger": {"on": "op.block", **who}, "effect": "$effect"},
            }
            for subject, who in (
                ("you block", {"player": "you"}),
                ("this (?:Character|Leader) blocks", {"card": "this"}),
                ("your {d:field_desc} blocks", {"card": {"$merge": ["$d", {"controller": "you"}]}}),
                (
                    "your opponent's {d:field_desc} blocks",
                    {"card": {"$merge": ["$d", {"controller": "opponent"}]}},
                ),
                ("an? {d:field_desc} blocks", {"card": "$d"}),
            )
        ],
        # the turn's points written out: "At the start of your (opponent's) turn" (6-2-2, the
        # Refresh Phase's start), "At the start of the (your) Main Phase" (6-5-1), "At the end of
        # your (opponent's) turn" as [End of Your (Opponent's) Turn] (6-6-1-1, B19)
        *[
            {
                "match": words + ", {effect:effect}",
                "make": {"kind": "auto", "trigger": trigger, "effect": "$effect"},
            }
            for words, trigger in (
                ("at the start of your turn", {"on": "phase", "phase": "refresh", "turn": "yours"}),
                (
                    "at the start of your opponent's turn",
                    {"on": "phase", "phase": "refresh", "turn": "opponents"},
                ),
                ("at the start of the Main Phase", {"on": "phase", "phase": "main", "step": ""}),
                (
                    "at the start of your Main Phase",
                    {"on": "phase", "phase": "main", "step": "", "turn": "yours"},
                ),
                (
                    "at the start of your opponent's Main Phase",
                    {"on": "phase", "phase": "main", "step": "", "turn": "opponents"},
                ),
                ("at the end of your turn", MARKS["End of Your Turn"]["trigger"]),
                ("at the end of your opponent's turn", MARKS["End of Your Opponent's Turn"]["trigger"]),
            )
        ],
        # the End of the Battle (7-1-5-2, "at the end of the/this battle", "if this … battles"):
        # "At the end of a battle in which this Character battles (your opponent's Character)"
        *[
            {
                "match": r"at the end of (?:a|the) battle in which this (?:Character|Leader) battles"
                + words
                + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "op.battle_end"},
                    "condition": {"op.battling": foe},
                    "effect": "$effect",
                },
            }
            for words, foe in (
                ("", True),
                (" your opponent's Character", {"type": "character", "whose": "opponent"}),
                (" your opponent's Leader", {"type": "leader", "whose": "opponent"}),
                (
                    " your opponent's Leader or Character",
                    {"type": ["leader", "character"], "whose": "opponent"},
                ),
            )
        ],
        # an attack written out (7-1-1-3, "when you attack"): any of your cards' attacks
        {
            "match": r"when you attack, {effect:effect}",
            "make": {"kind": "auto", "trigger": {"on": "op.attack", "player": "you"}, "effect": "$effect"},
        },
        # "when attacked" (7-1-3-1: the Counter Step's start): "When this Character is attacked",
        # "When your Leader / your {X} type Character is attacked"
        *[
            {
                "match": r"when " + subject + r" is attacked, {effect:effect}",
                "make": {"kind": "auto", "trigger": {"on": "op.attacked", "card": card}, "effect": "$effect"},
            }
            for subject, card in (
                ("this (?:Character|Leader)", "this"),
                ("your Leader", {"type": "leader", "controller": "you"}),
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
            )
        ],
        # a replacement (8-1-3-4): "instead" of the K.O., its action is paid like a cost, so one
        # that cannot be done is not offered (8-1-3-4-5); "by your opponent's effect" is not a
        # battle's K.O.
        # a removal from the field by the opponent's effect (4-11-2; a K.O. by their effect too);
        # "you may trash this Character and draw 1 card instead": the draw follows the cost
        *[
            {
                "match": r"if "
                + subject
                + r" would "
                + action
                + r", you may {c:cost_atoms}"
                + then
                + " instead",
                "make": {
                    "kind": "replace",
                    "replaces": {"card": card, **event},
                    "cost": "$c",
                    "optional": True,
                    **effect,
                },
            }
            for then, effect in (("", {}), (" and {e:clauses}", {"effect": "$e"}))
            for subject, card in _REPLACED_FOR
            # a K.O. (in battle: 7-1-4-1-2; by an effect), a removal by the opponent's effect
            for action, (event,) in _REPLACED_ONE
        ],
        # "… instead" without "you may": the replacement is not declined (8-1-3-4), but one whose
        # action cannot be done is not applied (8-1-3-4-5); and one printed replacement of a K.O.
        # or a removal by the opponent's effect: a K.O. in battle or by your own effect, or a
        # removal by the opponent's effect (which is read for a K.O. by their effect, once)
        *[
            {
                "match": r"if " + subject + r" would " + action + may + r"{c:cost_atoms}" + then + " instead",
                "make": {
                    "kind": "replace",
                    "replaces": [{"card": card, **e} for e in events],
                    "cost": "$c",
                    "optional": optional,
                    **effect,
                },
            }
            for then, effect in (("", {}), (" and {e:clauses}", {"effect": "$e"}))
            for subject, card in _REPLACED_FOR
            for action, events, may, optional in _REPLACED
        ],
        # the battle's attacker is the other card (7-1-4-1-2: only the card attacked is K.O.'d)
        {
            "match": r"this Character cannot be K\.O\.'d in battle by {a:attribute} attribute Characters",
            "make": {
                "condition": {"exists": {"var": "op.attacker", "type": "character", "attributes": "$a"}},
                "modifiers": [_cannot("be_ko_in_battle")],
            },
        },
        {
            "match": r"this Character cannot be K\.O\.'d in battle by {a:attribute} attribute cards",
            "make": {
                "condition": {"exists": {"var": "op.attacker", "attributes": "$a"}},
                "modifiers": [_cannot("be_ko_in_battle")],
            },
        },
        # a second name, read by every name reference in every area (2-1-3)
        {
            "match": r"also treat this card's name as {name:name} according to the rules",
            "make": {"also_named": "$name"},
        },
        # DON!! −X (10-2-10-1): one event however many it returned; "a DON!! card on your field",
        # "your DON!! card(s)", and the opponent's ("… on your opponent's field … their DON!! deck");
        # "by <whose> effect": a DON!! −X cost is part of the effect (8-1-1; the event's ``by``)
        *[
            {
                "match": r"when " + subject + " returned to " + deck + by_words + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "op.don_returned", "player": player, **by},
                    "effect": "$effect",
                },
            }
            for subject, deck, player in (
                (r"(?:a DON!! card(?: on your field)?|your DON!! card) is", "your DON!! deck", "you"),
                (r"(?:your )?DON!! cards(?: on your field)? are", "your DON!! deck", "you"),
                (
                    r"(?:a DON!! card on your opponent's field|your opponent's DON!! card) is",
                    "(?:their|your opponent's) DON!! deck",
                    "opponent",
                ),
            )
            for by_words, by in (("", {}), *((" by " + words, {"op.by": who}) for words, who in _BY_EFFECT))
        ],
        # a card rested by an effect (or its cost, 8-1-1), not by an attack or a block: "When
        # this Character is rested by your opponent's effect", "If a Character is rested by your
        # effect" (the event key ``op.by``)
        *[
            {
                "match": r"(?:when|if) " + subject + r" (?:is|becomes) rested by " + by + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "state", "state": "rested", "card": card, "op.by": who},
                    "effect": "$effect",
                },
            }
            for subject, card in (
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
                ("this (?:Character|Leader|Stage)", "this"),
            )
            for by, who in _BY_EFFECT
        ],
        # a card rested for any reason: an effect, a cost, an attack (7-1-1-1) or a block
        # (10-1-4-1): "When this Character becomes rested, …"
        *[
            {
                "match": r"when " + subject + r" (?:is|becomes) rested, {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "state", "state": "rested", "card": card},
                    "effect": "$effect",
                },
            }
            for subject, card in (
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
                ("this (?:Character|Leader|Stage)", "this"),
            )
        ],
        # a card set as active (4-4-1-1): by an effect or its cost ("When this Character is set as
        # active by your effect", ``op.by``), or for any reason, the Refresh Phase too (6-2-4)
        *[
            {
                "match": r"when " + subject + r" (?:is set as|becomes) active" + by + ", {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "state", "state": "active", "card": card, **who},
                    "effect": "$effect",
                },
            }
            for subject, card in (
                ("your {d:field_desc}", {"$merge": ["$d", {"controller": "you"}]}),
                ("your opponent's {d:field_desc}", {"$merge": ["$d", {"controller": "opponent"}]}),
                ("an? {d:field_desc}", "$d"),
                ("this (?:Character|Leader|Stage)", "this"),
            )
            for by, who in (("", {}), *((" by " + words, {"op.by": whose}) for words, whose in _BY_EFFECT))
        ],
        # a card leaving a player's Life area, for any reason: damage (7-1-4-1-1-2), a [Trigger]
        # revealed (10-1-5-3), an effect or a cost (3-10-2)
        *[
            {
                "match": r"when a card is removed from " + words + r" Life cards, {effect:effect}",
                "make": {
                    "kind": "auto",
                    # to another area (a card placed back in the Life area is not removed)
                    "trigger": {"on": "move", "from": "life", "to": _OFF_LIFE, "whose": whose},
                    "effect": "$effect",
                },
            }
            for words, whose in (("your opponent's", "opponent"), ("your", "you"))
        ],
        # a card coming to a player's Life area from another area (an effect or a cost, 3-10)
        *[
            {
                "match": r"when a card is added to " + words + r" Life (?:cards|area), {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "move", "from": _OFF_LIFE, "to": "life", "whose": whose},
                    "effect": "$effect",
                },
            }
            for words, whose in (("your opponent's", "opponent"), ("your", "you"))
        ],
        # … to one area: "When a card is added to your hand from your Life cards" (damage, a
        # [Trigger] declined, an effect or a cost, 3-10-2), "… is trashed from your Life cards"
        *[
            {
                "match": r"when a card is "
                + moved
                + r" from "
                + words
                + r" Life (?:cards|area), {effect:effect}",
                "make": {
                    "kind": "auto",
                    "trigger": {"on": "move", "from": "life", "to": to, "whose": whose},
                    "effect": "$effect",
                },
            }
            for words, whose, hand in (
                ("your opponent's", "opponent", "(?:their|your opponent's) hand"),
                ("your", "you", "your hand"),
            )
            for moved, to in ((r"added to " + hand, "hand"), (r"trashed", "trash"))
        ],
        # the battle's damage to the defender's Life, dealt by this card's attack (7-1-4-1-1)
        {
            "match": (
                r"when this (?:Character|Leader)'s attack deals damage to your opponent's Life, "
                r"{effect:effect}"
            ),
            "make": {
                "kind": "auto",
                "trigger": {"on": "op.attack_damage", "card": "this"},
                "effect": "$effect",
            },
        },
        {"match": r"if {c:condition}, {m:modifiers}", "make": {"condition": "$c", "modifiers": "$m"}},
        {"match": r"{m:modifiers} if {c:condition}", "make": {"condition": "$c", "modifiers": "$m"}},
        # "This Character cannot attack unless there is a Character with 12000 base power or more":
        # the prohibition while the condition does not hold (1-3-3)
        {
            "match": r"this Character cannot attack unless {c:condition}",
            "make": {"condition": {"not": "$c"}, "modifiers": [_cannot("attack")]},
        },
        {"match": r"{m:modifiers}", "make": {"modifiers": "$m"}},
        # a cost printed before a timing written out: "You may trash 2 cards from your hand: When
        # your opponent's Character is K.O.'d, …" (8-3-1-4: asked when it triggers; only a
        # triggered ability takes a cost, so a permanent effect read here is refused)
        {"match": r"{c:cost}: (?=when |at the ){t:cont}", "make": {"$merge": ["$t", {"cost": "$c"}]}},
    ],
    # ------------------------------------------------------------------ costs (OP 8-3-1)
    "cost": [
        {"match": r"you (?:may|can) {c:cost_atoms}", "make": "$c"},  # 8-3-1-4: "can" or "may"
        {"match": r"{c:cost_atoms}", "make": "$c"},
    ],
    "cost_atoms": {"sequence": "cost_atom", "separators": [" and ", ", ", " "]},
    "cost_atom": [
        {"match": r"⟨{n:int}⟩", "make": [{"op.rest_don": "$n"}]},  # 8-3-1-5
        {"match": r"DON!! -{n:int}", "make": [{"op.don_minus": "$n"}]},  # 8-3-1-6
        {"match": r"(?:you may )?rest this (?:Character|Stage|Leader|card)", "make": [{"op.rest": "this"}]},
        {"match": r"(?:you may )?trash this (?:Character|Stage|card)", "make": [{"op.trash_this": True}]},
        # "DON!! -N" written out, as its reminder text reads (10-2-10-1)
        {
            "match": r"(?:you may )?return {n:n} (?:DON!! cards? from your field|of your DON!! cards) "
            r"to your "
            r"DON!! deck",
            "make": [{"op.don_minus": "$n"}],
        },
        # "N or more": as many more as the player chooses (8-3-1-6 for each)
        {
            "match": r"(?:you may )?return {n:n} or more DON!! cards from your field to your DON!! deck",
            "make": [{"op.don_minus": "$n", "or_more": True}],
        },
        {
            "match": r"(?:you may )?return this Character to (?:the owner's|your) hand",
            "make": [{"op.return_this": True}],
        },
        # "rest this card and N of your DON!! cards": two costs, the verb said once
        {
            "match": r"(?:you may )?rest this (?:Character|Stage|Leader|card) and {n:n} of your DON!! cards?",
            "make": [{"op.rest": "this"}, {"op.rest_don": "$n"}],
        },
        {"match": r"(?:you may )?rest {n:n} of your DON!! cards?", "make": [{"op.rest_don": "$n"}]},
        # "rest this Character and 1 of your {X} type Leader or Stage cards": this card first (no
        # longer active, it cannot be the other one)
        {
            "match": r"(?:you may )?rest this (?:Character|Stage|Leader|card) and {n:n} of your "
            r"{d:field_desc}",
            "make": [{"op.rest": "this"}, {"op.own_cards": "$n", "filter": "$d", "to": "rested"}],
        },
        # "rest N of your DON!! cards and this Character": the same two costs the other way round
        {
            "match": r"(?:you may )?rest {n:n} of your DON!! cards? and this (?:Character|Stage|Leader|card)",
            "make": [{"op.rest_don": "$n"}, {"op.rest": "this"}],
        },
        # "trash this Character and N cards from your hand": two costs, the verb said once
        {
            "match": r"(?:you may )?trash this (?:Character|Stage|card) and {n:n} {d:hand_desc} from your "
            r"hand",
            "make": [{"op.trash_this": True}, {"op.trash_hand": "$n", "filter": "$d"}],
        },
        # "place this Character at the bottom of the owner's deck" as a cost (its own move)
        {
            "match": r"(?:you may )?place this Character at the bottom of (?:the owner's|your) deck",
            "make": [{"op.own_cards": 1, "filter": {"type": "character", "other": False}, "to": "bottom"}],
        },
        # Life cards (3-10): to the hand or the trash, from the top or the end the player chooses
        {
            "match": r"(?:you may )?add {n:n} cards? from the top of your Life cards to your hand",
            "make": [{"op.life": "$n", "end": "top", "to": "hand"}],
        },
        # "from your Life area": no end printed, so the top card (3-10-2)
        {
            "match": r"(?:you may )?add {n:n} cards? from your Life area to your hand",
            "make": [{"op.life": "$n", "end": "top", "to": "hand"}],
        },
        {
            "match": r"(?:you may )?add {n:n} cards? from the top or bottom of your Life cards to your hand",
            "make": [{"op.life": "$n", "end": "top_or_bottom", "to": "hand"}],
        },
        {
            "match": r"(?:you may )?trash {n:n} cards? from (?:the top of your Life cards|your Life area)",
            "make": [{"op.life": "$n", "end": "top", "to": "trash"}],
        },
        # … from the bottom, as printed (3-10-2: "unless the text says otherwise")
        {
            "match": r"(?:you may )?add {n:n} cards? from the bottom of your Life cards to your hand",
            "make": [{"op.life": "$n", "end": "bottom", "to": "hand"}],
        },
        {
            "match": r"(?:you may )?trash {n:n} cards? from the bottom of your Life cards",
            "make": [{"op.life": "$n", "end": "bottom", "to": "trash"}],
        },
        {
            "match": r"(?:you may )?trash {n:n} cards? from the top or bottom of your Life cards",
            "make": [{"op.life": "$n", "end": "top_or_bottom", "to": "trash"}],
        },
        {
            "match": r"(?:you may )?turn {n:n} cards? from the top of your Life cards face-up",
            "make": [{"op.life": "$n", "to": "face_up"}],
        },
        {
            "match": r"(?:you may )?turn {n:n} cards? from the top of your Life cards face-down",
            "make": [{"op.life": "$n", "to": "face_down"}],
        },
        # the top cards of the deck to the trash (8-3-1-3: not with fewer cards in the deck)
        {
            "match": r"(?:you may )?trash {n:n} cards? from the top of your deck",
            "make": [{"op.mill": "$n"}],
        },
        # "rest N of your cards": any of your cards on the field that can be rested, the Leader,
        # Characters, the Stage and the DON!! of the cost area (3-9; given DON!! are neither
        # active nor rested, 4-4-2; B30)
        {
            "match": r"(?:you may )?rest {n:n} of your cards",
            "make": [
                {
                    "op.own_cards": "$n",
                    "filter": {},
                    "to": "rested",
                    "areas": ["leader", "character", "stage", "cost"],
                }
            ],
        },
        # N of your own cards on the field, rested, returned, trashed or placed at the bottom
        {
            "match": r"(?:you may )?rest {n:n} of your {d:field_desc}",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "rested"}],
        },
        {
            "match": r"(?:you may )?return {n:n} of your {d:field_desc} to (?:the owner's|your) hand",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "hand"}],
        },
        {  # "to your hand": only your own Characters can go there (a card returns to its owner's hand)
            "match": r"(?:you may )?return {n:n} {d:field_desc} to your hand",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "hand"}],
        },
        {
            "match": r"(?:you may )?trash {n:n} of your {d:field_desc}",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "trash"}],
        },
        # a K.O. as a cost (10-2-1): not paid when it does not happen (8-3-1-3)
        {
            "match": r"(?:you may )?K\.O\. {n:n} of your {d:field_desc}",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "ko"}],
        },
        {
            "match": r"(?:you may )?place {n:n} of your {d:field_desc} at the bottom of the owner's deck",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "bottom"}],
        },
        {"match": r"(?:you may )?trash {n:n} cards? from your hand", "make": [{"op.trash_hand": "$n"}]},
        # given DON!! back to the cost area as a cost (8-3-1, 6-5-5)
        {
            "match": r"(?:you may )?return {n:n}(?: total)? of your currently given DON!! cards? "
            r"to your cost area rested",
            "make": [{"op.ungive_don": "$n"}],
        },
        # DON!! given as a cost (8-3-1, 6-5-5-1): the card described, then the active DON!!
        {
            "match": r"(?:you may )?give {n:n} of your active DON!! cards? to your Leader",
            "make": [{"op.give_don_cost": "$n", "filter": {"type": "leader"}}],
        },
        {
            "match": r"(?:you may )?give {n:n} of your active DON!! cards? to 1 of your {d:field_desc}",
            "make": [{"op.give_don_cost": "$n", "filter": "$d"}],
        },
        # a power change as a cost (8-3-1): "give your active Leader −5000 power during this turn"
        *[
            {
                "match": r"(?:you may )?give "
                + words
                + r" {p:signed} power {until}".replace("{until}", until_words),
                "make": [{"op.give_power": "$p", **target, "until": until}],
            }
            for words, target in (
                ("your (?:1 )?active Leader", {"to": "leader", "active": True}),  # "your 1 active Leader"
                ("your Leader", {"to": "leader"}),
                ("this (?:Character|Leader)", {}),
            )
            for until_words, until in _DURATION.items()
        ],
        # a cost of one of two kinds, the verb said once: the player pays one (8-3-1)
        {
            "match": r"(?:you may )?trash {n:n} of your {d:field_desc} or {m:n} cards? from your hand",
            "make": [
                {
                    "op.either": [
                        {
                            "label": "trash from your field",
                            "cost": [{"op.own_cards": "$n", "filter": "$d", "to": "trash"}],
                        },
                        {"label": "trash from your hand", "cost": [{"op.trash_hand": "$m"}]},
                    ]
                }
            ],
        },
        {
            "match": r"(?:you may )?place {n:n} cards? from your hand at the {to:end} of your deck"
            r"(?: in any order)?",
            "make": [{"op.trash_hand": "$n", "to": "$to"}],
        },
        # your Leader rested as a cost (8-3-1), as "rest N of your … cards"
        {
            "match": r"(?:you may )?rest your Leader",
            "make": [{"op.own_cards": 1, "filter": {"type": "leader"}, "to": "rested"}],
        },
        {
            "match": r"(?:you may )?(?:place|return) {n:n} {d:hand_desc} from your trash (?:at|to) the "
            r"bottom of your deck(?: in any order)?",
            "make": [{"op.trash_hand": "$n", "filter": "$d", "from": "trash", "to": "bottom"}],
        },
        # your own cards to the bottom of your deck (the owner's: 4-2-1-1): "place 1 of your Stages
        # at the bottom of your deck", "… of your Characters other than this Character …"
        {
            "match": r"(?:you may )?place {n:n} of your {d:field_desc} at the bottom of your deck",
            "make": [{"op.own_cards": "$n", "filter": "$d", "to": "bottom"}],
        },
        {
            "match": r"(?:you may )?reveal {n:n} {d:hand_desc} from your hand",
            "make": [{"op.trash_hand": "$n", "filter": "$d", "to": "reveal"}],
        },
        {
            "match": r"(?:you may )?trash {n:n} {d:hand_desc} from your hand",
            "make": [{"op.trash_hand": "$n", "filter": "$d"}],
        },
    ],
    # ------------------------------------------------------------------ effects
    # sentences; "Then," and a full stop both go on to the next (4-10-2)
    "effect": {"sequence": "sentence", "separators": [". Then, ", ". "]},
    "sentence": [
        # "you may" said of an "any number" choice: choosing none is declining, and the cards
        # trashed are counted after it (read before "You may CLAUSES", which would hide them)
        {"match": r"you may trash any number of {d:hand_desc} from your hand", "make": _ANY_NUMBER_TRASHED},
        {"match": r"you may rest any number of your DON!! cards", "make": _ANY_NUMBER_RESTED},
        # … guarded by an "If": the cards counted later are none unless it chose them (4-10-1)
        *[
            {
                "match": r"if {c:condition}, you may " + words,
                "make": [
                    {"do": "choose", "from": "nothing", "n": 0, "as": name},
                    {"do": "if", "if": "$c", "then": steps},
                ],
            }
            for words, name, steps in (
                (r"trash any number of {d:hand_desc} from your hand", "trashed", _ANY_NUMBER_TRASHED),
                (r"rest any number of your DON!! cards", "rested", _ANY_NUMBER_RESTED),
            )
        ],
        # 4-10-1: the rest of the sentence happens only if the condition holds; "If not, Y": the
        # next sentence happens only if it does not (checked once, when the first resolves)
        {
            "match": r"if {c:condition}, {then:clauses}\. If not, {other:clauses}",
            "make": [{"do": "if", "if": "$c", "then": "$then", "else": "$other"}],
        },
        {"match": r"if {c:condition}, {then:clauses}", "make": [{"do": "if", "if": "$c", "then": "$then"}]},
        # "Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card
        # has the chosen cost, …": a number named, the card shown to both and left there (11-2, B32)
        {
            "match": r"choose a cost and reveal 1 card from the top of your opponent's deck\. If the "
            r"revealed card has the chosen cost, {then:clauses}",
            "make": [
                {"do": "op.choose_cost", "as": "chosen_cost"},
                {"do": "look", "zone": "deck", "whose": "opponent", "n": 1, "as": "revealed"},
                {"do": "reveal", "cards": "revealed"},
                {"do": "if", "if": {"exists": {"var": "revealed", "cost": "chosen_cost"}}, "then": "$then"},
            ],
        },
        # "Then, if that Character has 5000 power or less, K.O. it": "it" is the card the condition
        # names, the one chosen before (8-4-4)
        *[
            {
                "match": r"if (?=(?:that|the selected|the chosen) Character ){c:condition}, "
                + words.replace("{T}", "it"),
                "make": [{"do": "if", "if": "$c", "then": [{**step, "cards": "chosen"}]}],
            }
            for words, step in _ACTIONS
        ],
        # a list of Leader names holds commas, which the rule above would take as the condition's end
        *[
            {
                "match": r"if " + words + listed + r", {then:clauses}",
                "make": [
                    {"do": "if", "if": {"exists": {"var": leader, key: ["$a", "$b", "$c"]}}, "then": "$then"}
                ],
            }
            for words, leader in (
                ("your Leader", "op.leader"),
                ("your opponent's Leader", "op.opponent_leader"),
            )
            for listed, key in (
                (r" is {a:name}, {b:name} or {c:name}", "name"),
                (r" has the {a:type}, {b:type} or {c:type} type", "types"),  # (2-4)
            )
        ],
        {"match": r"{then:clauses} if {c:condition}", "make": [{"do": "if", "if": "$c", "then": "$then"}]},
        # "you may rest (return) N of your DON!! cards. If you do, Y": paid as a cost is, all of
        # them or none (8-3-1-3; the rule below reads other cost words), though the same words
        # are an effect step too ("Rest 1 of your DON!! cards.": as many as there are, 8-4-4)
        *[
            {
                "match": r"you may " + words + r"\. If you do, {y:clauses}",
                "make": [{"do": "pay", "cost": [cost], "then": "$y"}],
            }
            for words, cost in (
                (r"rest {n:n} of your DON!! cards?", {"op.rest_don": "$n"}),
                (r"return {n:n} of your DON!! cards to your DON!! deck", {"op.don_minus": "$n"}),
            )
        ],
        {"match": r"you may {then:clauses}", "make": [{"do": "may", "then": "$then"}]},
        # "If you do": the player agreed and, when it was a choice, chose a card ("did")
        {
            "match": r"you may {x:clauses}\. If you do, {y:clauses}",
            "make": [
                {
                    "do": "may",
                    "then": {"$concat": ["$x", [{"do": "if", "if": {"chosen": "did"}, "then": "$y"}]]},
                }
            ],
        },
        # "X. If you do, Y" without "you may": X is done when its choice chose a card ("did" is
        # reset first, so an X that chooses nothing never counts as done)
        {
            "match": r"{x:clauses}\. If you do, {y:clauses}",
            "make": {
                "$concat": [
                    [{"do": "let", "as": "did", "value": False}],
                    "$x",
                    [{"do": "if", "if": {"chosen": "did"}, "then": "$y"}],
                ]
            },
        },
        # "If you do not" (4-10-1 read the other way): "you may X. If you do not, Y" (declined, or
        # agreed and chose nothing; "did" as "If you do" reads it)
        {
            "match": r"you may {x:clauses}\. If you do not, {y:clauses}",
            "make": {
                "$concat": [
                    [{"do": "let", "as": "did", "value": False}],
                    [{"do": "may", "then": "$x"}],
                    [{"do": "if", "if": {"not": {"chosen": "did"}}, "then": "$y"}],
                ]
            },
        },
        # "you may X. If you do, Y" where X is a cost word no effect step says (resting DON!!,
        # turning Life cards face-up …): X is offered only when it can be done in full, paid as
        # a cost is (8-3-1-3), and Y follows when it was (after the rules above, which read an X
        # that is an effect step)
        {
            "match": r"you may {c:cost_atoms}\. If you do, {y:clauses}",
            "make": [{"do": "pay", "cost": "$c", "then": "$y"}],
        },
        # "that card gains an additional +N power": the card chosen in the sentence before, for
        # the same duration, if the condition holds (4-10-1)
        *_timed(
            r"up to {n:n} {sel:field} gains? {p:signed} power {until}\. Then, if {c:condition}, that card "
            r"gains an additional {q:signed} power(?: {until})?",
            {
                "$concat": [
                    _pick(_modify("chosen")),
                    [{"do": "if", "if": "$c", "then": [{**_modify("chosen")[0], "add": "$q"}]}],
                ]
            },
        ),
        # the top card revealed to both (11-2-1) and left there, or trashed; what follows only if
        # that card is of a kind (4-10-1)
        {
            "match": r"reveal 1 card from the top of your deck\. If (?:that|the revealed) card{c:card_is}, "
            r"{then:clauses}",
            "make": [
                {"do": "look", "n": 1, "as": "revealed"},
                {"do": "reveal", "cards": "revealed"},
                {"do": "if", "if": {"exists": {"$merge": [{"var": "revealed"}, "$c"]}}, "then": "$then"},
            ],
        },
        # a card of the opponent's hand picked blind and revealed (as the step above), then read
        {
            "match": r"choose 1 card from your opponent's hand; your opponent reveals that card\. "
            r"If (?:that|the revealed) card{c:card_is}, {then:clauses}",
            "make": [
                {
                    "do": "choose",
                    "from": {"zone": "hand", "whose": "opponent"},
                    "n": 1,
                    "random": True,
                    "as": "revealed",
                },
                {"do": "reveal", "cards": "revealed"},
                {"do": "if", "if": {"exists": {"$merge": [{"var": "revealed"}, "$c"]}}, "then": "$then"},
                {"do": "op.conceal", "cards": "revealed"},
            ],
        },
        # … placed at the end the player chooses first (11-3-2), then read
        {
            "match": r"reveal 1 card from the top of your deck and place it at the top or bottom of your "
            r"deck\. If (?:that|the revealed) card{c:card_is}, {then:clauses}",
            "make": [
                {"do": "look", "n": 1, "as": "revealed"},
                {"do": "reveal", "cards": "revealed"},
                {
                    "do": "choose_one",
                    "modes": [
                        {"label": "the top of your deck", "steps": []},
                        {
                            "label": "the bottom of your deck",
                            "steps": [
                                {
                                    "do": "move",
                                    "cards": "revealed",
                                    "to": "deck",
                                    "position": "bottom",
                                    "face_up": False,
                                    "as": "revealed",
                                }
                            ],
                        },
                    ],
                },
                {"do": "if", "if": {"exists": {"$merge": [{"var": "revealed"}, "$c"]}}, "then": "$then"},
            ],
        },
        {
            "match": r"trash 1 card from the top of your deck\. If the trashed card{c:card_is}, "
            r"{then:clauses}",
            "make": [
                {"do": "look", "n": 1, "as": "top"},
                {"do": "move", "cards": "top", "to": "trash", "as": "trashed"},
                {"do": "if", "if": {"exists": {"$merge": [{"var": "trashed"}, "$c"]}}, "then": "$then"},
            ],
        },
        # a delayed effect: the whole sentence is carried out in the End Phase (6-6-1-2), or at the
        # End of the Battle in progress (7-1-5-2: "at the end of the/this battle"); a condition
        # before it is checked now (4-10-1)
        *(
            rule
            for when, do in (
                ("this turn", "op.at_end_of_turn"),
                ("(?:this|the) battle", "op.at_end_of_battle"),
            )
            for rule in (
                {
                    "match": rf"if {{c:condition}}, {{s:clauses}} at the end of {when}",
                    "make": [{"do": "if", "if": "$c", "then": [{"do": do, "steps": "$s"}]}],
                },
                {"match": rf"{{s:clauses}} at the end of {when}", "make": [{"do": do, "steps": "$s"}]},
                {"match": rf"at the end of {when}, {{s:clauses}}", "make": [{"do": do, "steps": "$s"}]},
            )
        ),
        # a choice of effects: the player of the effect chooses, or the opponent when it says so
        {
            "match": r"choose one: • {a:mode}\. • {b:mode}",
            "make": [{"do": "choose_one", "modes": ["$a", "$b"]}],
        },
        {
            "match": r"choose one: • {a:mode}\. • {b:mode}\. • {c:mode}",
            "make": [{"do": "choose_one", "modes": ["$a", "$b", "$c"]}],
        },
        {
            "match": r"your opponent chooses one: - {a:mode}\. - {b:mode}",
            "make": [{"do": "choose_one", "player": "opponent", "modes": ["$a", "$b"]}],
        },
        {
            "match": r"your opponent chooses one: • {a:mode}\. • {b:mode}",
            "make": [{"do": "choose_one", "player": "opponent", "modes": ["$a", "$b"]}],
        },
        {"match": r"{s:clauses}", "make": "$s"},
    ],
    "clauses": {"sequence": "step", "separators": [", and ", ", then ", " and ", " and, ", ", "]},
    "step": [
        {"match": r"you may {s:step}", "make": [{"do": "may", "then": "$s"}]},
        # "…, and, if C, Y" within a sentence: the condition guards Y only (4-10-1)
        {"match": r"if {c:condition}, {s:step}", "make": [{"do": "if", "if": "$c", "then": "$s"}]},
        {
            "match": r"give up to {n:n} rested DON!! cards to {to:don_to}",
            "make": {"$concat": [["$to"], [_GIVE_DON_EACH]]},
        },
        # active DON!! given by an effect (6-5-5-1's own: an active one of the cost area)
        *[
            {
                "match": r"give up to {n:n} " + words + r" to {to:don_to}",
                "make": {"$concat": [["$to"], [_give_don_each("active")]]},
            }
            for words in (r"(?:of your )?active DON!! cards?",)
        ],
        # a bare N: as many as there are, no question (8-4-4)
        {
            "match": r"give {n:n} rested DON!! cards? to {to:don_to}",
            "make": {
                "$concat": [["$to"], [{"do": "op.give_don", "cards": "host", "n": "$n", "state": "rested"}]]
            },
        },
        {
            "match": r"give {n:n} rested DON!! cards? to {who:this}",
            "make": [{"do": "op.give_don", "cards": {"var": "$who"}, "n": "$n", "state": "rested"}],
        },
        {
            "match": r"give {to:don_to} up to {n:n} rested DON!! cards?",
            "make": {"$concat": [["$to"], [_GIVE_DON_EACH]]},
        },
        {
            "match": r"give {who:this} up to {n:n} rested DON!! cards",
            "make": [{"do": "choose", "from": {"var": "$who"}, "n": 1, "as": "host"}, _GIVE_DON_EACH],
        },
        # the same, the card named last ("give up to 2 rested DON!! cards to this Character", 6-5-5)
        {
            "match": r"give up to {n:n} rested DON!! cards? to {who:this}",
            "make": [{"do": "choose", "from": {"var": "$who"}, "n": 1, "as": "host"}, _GIVE_DON_EACH],
        },
        {
            "match": r"give your Leader and 1 Character up to {n:n} rested DON!! cards? each",
            "make": [
                {"do": "choose", "from": _LEADER, "n": 1, "as": "host"},
                _GIVE_DON_EACH,
                {"do": "choose", "from": {**_ON_FIELD, "type": "character"}, "n": 1, "as": "host"},
                _GIVE_DON_EACH,
            ],
        },
        {
            "match": r"give up to {m:n} of your {d:field_desc} up to {n:n} rested DON!! cards? each",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [_ON_FIELD, "$d"]},
                    "n": "$m",
                    "up_to": True,
                    "as": "hosts",
                },
                {"do": "for_each", "cards": "hosts", "as": "host", "steps": [_GIVE_DON_EACH]},
            ],
        },
        {
            "match": r"trash up to 1 card from the top of your opponent's Life cards",
            "make": [
                {
                    "do": "may",
                    "then": [  # to the trash, an open area: whoever looks, everyone sees it
                        {"do": "look", "zone": "life", "whose": "opponent", "n": 1, "as": "top"},
                        {"do": "move", "cards": "top", "to": "trash", "face_up": True},
                    ],
                }
            ],
        },
        # from the hand (or the trash) to the top of Life, face down (3-10-2-1): the opponent does
        # not see it
        *[
            rule
            for zone in ("hand", "trash")
            for rule in (
                {
                    "match": r"add up to {n:n} {d:hand_desc} from your "
                    + zone
                    + r" to the top of your Life cards",
                    "make": [
                        {
                            "do": "choose",
                            "from": {"$merge": [{"zone": zone}, "$d"]},
                            "n": "$n",
                            "up_to": True,
                        },
                        {"do": "op.to_life", "cards": "chosen"},
                    ],
                },
                {  # face up: both players see it there (3-10-2-1)
                    "match": r"add up to {n:n} {d:hand_desc} from your "
                    + zone
                    + r" to the top of your Life cards face-up",
                    "make": [
                        {
                            "do": "choose",
                            "from": {"$merge": [{"zone": zone}, "$d"]},
                            "n": "$n",
                            "up_to": True,
                        },
                        {"do": "op.to_life", "cards": "chosen", "face_up": True},
                    ],
                },
            )
        ],
        # a Character from the field to the top (or the end the player chooses) of its owner's
        # Life, face up, written "add … to" or "place … at"
        *(
            {
                "match": rf"{verb} up to {{n:n}} {{sel:field}} {at} the top{end} of {whose} "
                r"Life cards face-up",
                "make": _pick([{"do": "op.to_life", "cards": "chosen", "face_up": True, **more}]),
            }
            for verb, at in (("add", "to"), ("place", "at"))
            for end, whose, more in (
                ("", "(?:the owner's|your opponent's|your|their)", {}),
                (" or bottom", "(?:the owner's|your opponent's|their)", {"end": "top_or_bottom"}),
            )
        ),
        {
            "match": r"trash 1 card from the top of your opponent's Life cards",
            "make": [
                {"do": "look", "zone": "life", "whose": "opponent", "n": 1, "as": "top"},
                {"do": "move", "cards": "top", "to": "trash", "face_up": True},
            ],
        },
        {
            "match": r"add {n:n} cards? from the top of your deck to the top of your Life cards",
            "make": [{"do": "repeat", "n": "$n", "steps": [{"do": "op.to_life"}]}],  # unseen (3-10-2-1)
        },
        # … face-up: the card is open to both once it is there (3-10-2-1; B15)
        {
            "match": r"add {n:n} cards? from the top of your deck to the top of your Life cards face-up",
            "make": [{"do": "repeat", "n": "$n", "steps": [{"do": "op.to_life", "face_up": True}]}],
        },
        {
            "match": r"add up to {n:n} cards? from the top of your deck to the top of your Life cards "
            r"face-up",
            "make": [
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {
                            "do": "may",
                            "prompt": "add the top card of your deck to the top of your Life cards face-up?",
                            "then": [{"do": "op.to_life", "face_up": True}],
                        }
                    ],
                }
            ],
        },
        {
            "match": r"place 1 card from your hand at the top of your deck",
            "make": [
                {"do": "choose", "from": {"zone": "hand"}, "n": 1, "as": "placed"},
                {"do": "move", "cards": "placed", "to": "deck", "face_up": False},
            ],
        },
        {
            "match": r"place 1 card from your hand at the top or bottom of your deck",
            "make": _HAND_TO_TOP_OR_BOTTOM,
        },
        # N cards to one end, one at a time: the player orders them (11-3-2)
        {
            "match": r"place {n:n} cards? from your hand at the {to:end} of your deck(?: in any order)?",
            "make": [
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {"do": "choose", "from": {"zone": "hand"}, "n": 1, "as": "placed"},
                        {"do": "move", "cards": "placed", "to": "deck", "position": "$to", "face_up": False},
                    ],
                }
            ],
        },
        # N cards "in any order": one card at a time, each to the end the player chooses (11-3-2)
        {
            "match": r"place {n:n} cards from your hand at the top or bottom of your deck in any order",
            "make": [{"do": "repeat", "n": "$n", "steps": _HAND_TO_TOP_OR_BOTTOM}],
        },
        {
            "match": r"look at up to 1 card from the top of your or your opponent's Life cards,? and place "
            r"it at the top or bottom of the Life cards",
            "make": [{"do": "op.peek_life"}],
        },
        {
            "match": r"your opponent chooses 1 card from your hand; trash that card",
            "make": [
                {"do": "choose", "player": "opponent", "from": {"zone": "hand"}, "n": 1, "as": "picked"},
                {"do": "move", "cards": "picked", "to": "trash"},
            ],
        },
        *_timed(
            r"your {t:type} type Leader gains {k:keyword} {until}",
            [
                {
                    "do": "grant",
                    "cards": {"var": "op.leader", "types": "$t"},
                    "stat": "keywords",
                    "grant": "$k",
                    "until": "$until",
                }
            ],
        ),
        {
            "match": r"your opponent adds {n:n} cards? from the top of their Life cards to their hand",
            "make": [{"do": "op.life_to_hand", "n": "$n", "player": "opponent"}],
        },
        {
            "match": r"add up to 1 card from the top of your opponent's Life cards to the owner's hand",
            "make": [{"do": "may", "then": [{"do": "op.life_to_hand", "n": 1, "player": "opponent"}]}],
        },
        *_life_taken(),
        {
            "match": r"look at {n:n} cards from the top of your deck and (?:place|return) them (?:at|to) "
            r"the top or bottom of (?:the|your) deck in any order",
            "make": [{"do": "op.arrange", "n": "$n"}],  # 11-3
        },
        {
            "match": r"look at {n:n} cards from the top of your deck and place them at the top of your deck "
            r"in any order",
            "make": [{"do": "op.arrange", "n": "$n", "to": "top"}],  # 11-3: all back on top, reordered
        },
        # 11-2, 11-3: look at the top N, take up to 1 (or M) of a kind, the rest placed
        *[
            {
                "match": r"look at {n:n} cards from the top of your deck(?:;| and) "
                + take
                + r"\. Then, "
                + rest,
                "make": [{"$merge": [{"do": "op.search", "n": "$n"}, made, placed]}],
            }
            for take, made in (
                (r"reveal up to 1 {d:search_desc} and add it to your hand", {"filter": "$d"}),
                (
                    r"reveal up to {m:n} {d:search_desc} and add them to your hand",
                    {"filter": "$d", "pick": "$m"},
                ),
                # one card of each kind: "reveal up to 1 A and up to 1 B and add them to your hand"
                (
                    r"reveal up to 1 {a:search_desc} and up to 1 {b:search_desc} and add them to your hand",
                    {"filters": ["$a", "$b"]},
                ),
                # "add up to 1 card to your hand": revealed all the same (deck to hand, 11-2-1)
                (r"add up to 1 {d:search_desc} to your hand", {"filter": "$d"}),
                (r"add up to {m:n} {d:search_desc} to your hand", {"filter": "$d", "pick": "$m"}),
                *((words, {"filter": _PLAYED, "to": "play", **state}) for words, state in _PLAY_UP_TO_1),
                (r"trash up to {m:n} cards?", {"pick": "$m", "to": "trash"}),
            )
            for rest, placed in (
                (r"place the rest at the bottom of your deck in any order", {}),
                (r"trash the rest", {"rest": "trash"}),
                (
                    r"place the rest at the top or bottom of (?:the|your) deck in any order",
                    {"rest": "top_or_bottom"},
                ),
            )
        ],
        # 11-2-1: the top card revealed to both players; played (10-2-6-1) or placed (11-3-2)
        *[
            {
                "match": r"reveal 1 card from the top of your deck"
                + play
                + r"the rest at the "
                + ends
                + " of your deck",
                "make": [
                    {
                        "do": "op.search",
                        "n": 1,
                        "reveal": True,
                        "filter": _PLAYED,
                        "to": "play",
                        **rest,
                        **state,
                    }
                ],
            }
            # the card not played: to the end the player chooses, or to the bottom (11-3-2)
            for ends, rest in (("top or bottom", {"rest": "top_or_bottom"}), ("bottom", {}))
            for play, state in (
                *((r" and " + words + r"\. Then, place ", state) for words, state in _PLAY_UP_TO_1),
                (r", play up to 1 {d:search_desc}, and place ", {}),
            )
        ],
        # "If that card is …, you may play that card": one revealed card, played or left on top
        *[
            {
                "match": r"reveal 1 card from the top of your deck\. If that card is an? {d:search_desc}, "
                r"you may play that card" + words,
                "make": [
                    {
                        "do": "op.search",
                        "n": 1,
                        "reveal": True,
                        "filter": _PLAYED,
                        "to": "play",
                        "rest": "stay",
                        **state,
                    }
                ],
            }
            for words, state in (("", {}), (" rested", {"state": "rested"}))
        ],
        # searching the deck (5-2-1-5-2): played without paying its cost, then shuffled
        # the whole deck searched (3-2-2): the card found revealed and added to the hand
        {
            "match": r"reveal up to 1 {d:search_desc} from your deck and add it to your hand"
            r"(?:, then|\. Then,) shuffle your deck",
            "make": [{"do": "op.play_from_deck", "filter": "$d", "to": "hand", "shuffle": True}],
        },
        {
            "match": r"play up to 1 {d:search_desc} from your deck(?:, then|\. Then,) shuffle your deck",
            "make": [
                {
                    "do": "op.play_from_deck",
                    "filter": _PLAYED,
                    "shuffle": True,
                }
            ],
        },
        {"match": r"draw {n:n} (?:more )?cards?", "make": [{"do": "draw", "n": "$n"}]},  # 4-5 ("1 more card")
        # 4-5-4: "draw up to X cards": as many as the player chooses, none too
        {"match": r"draw up to {n:n} cards?", "make": [{"do": "draw", "n": "$n", "up_to": True}]},
        # "Draw 1 card for every 2 cards in your trash": counted when it resolves
        {
            "match": r"draw {n:n} cards? for every {e:every}",
            "make": [{"do": "draw", "n": {"mul": ["$n", "$e"]}}],
        },
        # one card from the trash to the bottom of the deck (face down, 3-2-2)
        {
            "match": r"place up to 1 {d:hand_desc} from your trash at the bottom of your deck",
            "make": [
                {"do": "choose", "from": {"$merge": ["$d", {"zone": "trash"}]}, "n": 1, "up_to": True},
                {"do": "move", "cards": "chosen", "to": "deck", "position": "bottom", "face_up": False},
            ],
        },
        # N cards from the trash (or up to N) to the bottom of the deck as an effect, one at a time,
        # so the player orders them ("in any order", 11-3-2); a bare N as many as there are (8-4-4)
        *[
            {
                "match": r"place " + up + r"{n:n} {d:hand_desc} from your trash at the bottom of your deck"
                r"(?: in any order)?",
                "make": [
                    {
                        "do": "repeat",
                        "n": "$n",
                        "steps": [
                            {"do": "choose", "from": {"$merge": ["$d", {"zone": "trash"}]}, "n": 1, **more},
                            {
                                "do": "move",
                                "cards": "chosen",
                                "to": "deck",
                                "position": "bottom",
                                "face_up": False,
                            },
                        ],
                    }
                ],
            }
            for up, more in (("", {}), ("up to ", {"up_to": True}))
        ],
        # "place up to N cards from your hand at the top (bottom) of your deck": as the bare N's,
        # each choice one the player may decline
        {
            "match": r"place up to {n:n} cards? from your hand at the {to:end} of your deck"
            r"(?: in any order)?",
            "make": [
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {"do": "choose", "from": {"zone": "hand"}, "n": 1, "up_to": True, "as": "placed"},
                        {"do": "move", "cards": "placed", "to": "deck", "position": "$to", "face_up": False},
                    ],
                }
            ],
        },
        # "reveal your hand": both players see its cards (the log names them), unrevealed once
        # the effect is done (11-2-2)
        {
            "match": r"reveal your hand",
            "make": [
                {"do": "reveal", "cards": {"zone": "hand", "whose": "you"}, "as": "shown"},
                {"do": "op.conceal", "cards": {"zone": "hand", "whose": "you"}},
            ],
        },
        # "shuffle your deck": its order changed at random (3-2-4)
        {"match": r"shuffle your deck", "make": [{"do": "shuffle", "zone": "deck"}]},
        # "look at your opponent's hand": only the player of the effect sees it (11-3-1, 3-4-3)
        {
            "match": r"look at (?:all (?:of )?the cards in )?your opponent's hand",
            "make": [{"do": "op.look_hand"}],
        },
        # "look at 1 card … and place it at the top or bottom of your deck" (11-3)
        {
            "match": r"look at (?:1 card from the top|the top card) of your deck and place it at the top or "
            r"bottom of (?:the|your) deck",
            "make": [{"do": "op.arrange", "n": 1}],
        },
        # "Your opponent chooses 1 card from their hand and trashes it", "Your opponent trashes 1
        # card from their hand": they choose (8-4-4-1)
        *(
            {
                "match": match,
                "make": [
                    {
                        "do": "choose",
                        "player": "opponent",
                        "from": {"zone": "hand", "whose": "opponent"},
                        "n": "$n",
                    },
                    {"do": "move", "cards": "chosen", "to": "trash"},
                ],
            }
            for match in (
                r"your opponent chooses {n:n} cards? from their hand and trashes (?:it|them)",
                r"your opponent trashes {n:n} cards? from their hand",
            )
        ),
        # "draw cards so that you have 5 cards in your hand": as many as it takes, none past it
        {
            "match": r"draw (?:cards )?(?:so that|until) you have {n:int} cards in your hand",
            "make": [
                {"do": "draw", "n": {"max": [0, {"sum": ["$n", {"neg": {"count": {"zone": "hand"}}}]}]}}
            ],
        },
        # "trash cards from your hand until you have 5 cards in your hand": the player chooses the
        # cards past that number (10-2-14); none when they have that many or fewer
        {
            "match": r"trash cards from your hand (?:so that|until) you have {n:int} cards? in your hand",
            "make": [
                {
                    "do": "choose",
                    "from": {"zone": "hand"},
                    "n": {"max": [0, {"sum": [{"count": {"zone": "hand"}}, {"neg": "$n"}]}]},
                    "as": "trashed",
                },
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        },
        # "look at 1 card from the top of your opponent's deck": seen by the player alone, left there (11-3)
        {
            "match": r"look at {n:n} cards? from the top of your opponent's deck",
            "make": [{"do": "look", "zone": "deck", "whose": "opponent", "n": "$n"}],
        },
        # "trash cards from the top of your Life cards until you have 1 Life card": the top ones
        # past that number (3-10-2), none when there are that many or fewer
        {
            "match": r"trash cards from the top of your Life cards until you have {n:int} Life cards?",
            "make": [
                {
                    "do": "look",
                    "zone": "life",
                    "n": {"max": [0, {"sum": [{"count": {"zone": "life"}}, {"neg": "$n"}]}]},
                    "as": "top",
                },
                {"do": "move", "cards": "top", "to": "trash", "face_up": True},
            ],
        },
        # "draw cards equal to the number of your Life cards": counted when it resolves
        {"match": r"draw cards equal to {x:number}", "make": [{"do": "draw", "n": "$x"}]},
        # the Life cards looked at and put back in the order the player chooses (11-3)
        {
            "match": r"look at all (?:of )?your Life cards and place them back in your Life area in any "
            r"order",
            "make": [{"do": "op.arrange_life"}],
        },
        {
            "match": r"look at all (?:of )?your Life cards; place {n:n} at the top of your deck and place "
            r"the rest back in your Life area in any order",
            "make": [{"do": "op.arrange_life", "to_deck": "$n"}],
        },
        # an Event's [Main] effect carried out from the trash, where it stays (10-2-3-1-1); the
        # cards named must be Events (only an Event has a [Main], 10-2-3), not "Stage cards"
        {
            "match": r"activate the \[Main\] effect of up to {n:n} "
            r"(?=(?:(?!in your trash)[^.])*?\bEvents?\b){d:hand_desc} in your trash",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$d", {"type": "event", "zone": "trash"}]},
                    "n": "$n",
                    "up_to": True,
                },
                {"do": "op.activate_main", "cards": "chosen"},
            ],
        },
        {"match": r"play this card", "make": [{"do": "op.play", "cards": "this"}]},  # 10-1-5
        # "activate this card's [Main] effect" inside a [Trigger]'s sentence (10-2-3-1-1): the
        # Event's [Main] carried out where it is, its cost asked (``compiler._activate_own``
        # keeps the line by hand when that [Main] is)
        {
            "match": r"activate this card's \[Main\] effect",
            "make": [{"do": "op.activate_main", "cards": "this"}],
        },
        # … and its [Counter], [On Play] or [On K.O.] effect (10-1-5): that ability's effect carried
        # out as part of this one (``op.activate_own``; ``compiler._activate_own`` keeps the line
        # by hand unless that ability is automated, with no cost, condition or limit)
        *[
            {
                "match": r"activate this card's \[" + mark.replace(".", r"\.") + r"\] effect",
                "make": [{"do": "op.activate_own", "mark": mark}],
            }
            for mark in ("Counter", "On Play", "On K.O.")
        ],
        {"match": r"play this card rested", "make": [{"do": "op.play", "cards": "this", "state": "rested"}]},
        # a [Trigger] card added to the hand instead of being trashed (10-1-5-3: it is in no area)
        {"match": r"add this card to your hand", "make": [{"do": "move", "cards": "this", "to": "hand"}]},
        # a Character's own card named (B36): "[On K.O.] Add this Character card from your trash to
        # your hand" (OP15-042), "[On K.O.] You may add this Character card to your hand" (P-071): the
        # K.O.'d card resolves from the trash (10-2-17-1), as "play this Character card from your trash"
        {
            "match": r"add this Character card(?: from your trash)? to your hand",
            "make": [{"do": "move", "cards": "this", "to": "hand"}],
        },
        # … or to another area its text names (10-1-5-3 "unless otherwise specified")
        {
            "match": r"place this card at the {to:end} of your deck",
            "make": [{"do": "move", "cards": "this", "to": "deck", "position": "$to", "face_up": False}],
        },
        {
            "match": r"add this card to the top of your Life cards",
            "make": [{"do": "op.to_life", "cards": "this"}],
        },
        {
            "match": r"add this card to the top of your Life cards face-up",
            "make": [{"do": "op.to_life", "cards": "this", "face_up": True}],
        },
        {
            "match": r"play this Character card from your trash",
            "make": [{"do": "op.play", "cards": "this"}],  # [On K.O.]: it resolves from the trash
        },
        {
            "match": r"play this Character card from your trash rested",
            "make": [{"do": "op.play", "cards": "this", "state": "rested"}],
        },
        {
            "match": r"trash {n:n} cards? from your hand",
            "make": [
                {"do": "choose", "from": {"zone": "hand"}, "n": "$n", "as": "trashed"},
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        },
        {
            "match": r"trash up to {n:n} cards? from your hand",
            "make": [
                {"do": "choose", "from": {"zone": "hand"}, "n": "$n", "up_to": True, "as": "trashed"},
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        },
        # cards of the hand described: "trash 1 Event from your hand", "up to 1 {X} type card"
        {
            "match": r"trash {n:n} {d:hand_desc} from your hand",
            "make": [
                {"do": "choose", "from": {"$merge": ["$d", {"zone": "hand"}]}, "n": "$n", "as": "trashed"},
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        },
        {
            "match": r"trash up to {n:n} {d:hand_desc} from your hand",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$d", {"zone": "hand"}]},
                    "n": "$n",
                    "up_to": True,
                    "as": "trashed",
                },
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        },
        # a bare N: as many as there are, no question; "up to N": one question for each, as the
        # player may add fewer or none (8-4-4; a wave 12 mutation probe found both read alike)
        # (the newer packs put the state first: "add up to 1 DON!! card as rested from your DON!! deck")
        *[
            rule
            for words, state in (
                ("DON!! cards? from your DON!! deck and set (?:it|them) as active", "active"),
                ("DON!! cards? from your DON!! deck and rest (?:it|them)", "rested"),
                ("DON!! cards? as active from your DON!! deck", "active"),
                ("DON!! cards? as rested from your DON!! deck", "rested"),
            )
            for rule in (
                {
                    "match": r"add {n:n} " + words,
                    "make": [{"do": "op.add_don", "n": "$n", "state": state}],
                },
                {
                    "match": r"add up to {n:n} " + words,
                    "make": [
                        {
                            "do": "repeat",
                            "n": "$n",
                            "steps": [
                                {
                                    "do": "may",
                                    "prompt": "add 1 DON!! card from your DON!! deck?",
                                    "then": [{"do": "op.add_don", "n": 1, "state": state}],
                                }
                            ],
                        }
                    ],
                },
            )
        ],
        {"match": r"turn all of your Life cards face-down", "make": [{"do": "op.life_face_down"}]},  # 3-10-2
        # Life cards turned where they lie (3-10-2), the top N or face-up ones chosen; a face-up
        # Life card chosen to the hand or the trash (it is open, B15)
        *[
            {
                "match": r"turn {n:n} cards? from the top of your Life cards " + face,
                "make": [{"do": "op.turn_life", "top": "$n", "face_up": up}],
            }
            for face, up in (("face-up", True), ("face-down", False))
        ],
        *[
            {
                "match": r"(?:" + verb + r") up to {n:n} of your face-up Life cards?" + words,
                "make": [
                    {"do": "choose", "from": {"zone": "life", "face_up": True}, "n": "$n", "up_to": True},
                    step,
                ],
            }
            for verb, words, step in (
                ("turn", " face-down", {"do": "op.turn_life", "cards": "chosen", "face_up": False}),
                ("add", " to your hand", {"do": "move", "cards": "chosen", "to": "hand"}),
                ("trash", "", {"do": "move", "cards": "chosen", "to": "trash", "face_up": True}),
            )
        ],
        {
            "match": r"trash {n:n} cards? from the top of your deck",
            "make": [{"do": "look", "n": "$n", "as": "top"}, {"do": "move", "cards": "top", "to": "trash"}],
        },
        # the opponent's deck: "trash N cards from the top of your opponent's deck" (the top N, 3-2)
        *[
            {
                "match": words,
                "make": [
                    {"do": "look", "n": "$n", "whose": "opponent", "as": "top"},
                    {"do": "move", "cards": "top", "to": "trash"},
                ],
            }
            for words in (
                r"trash {n:n} cards? from the top of your opponent's deck",
                r"your opponent trashes {n:n} cards? from the top of their deck",
            )
        ],
        # the opponent draws (4-5, the player named)
        {
            "match": r"your opponent draws {n:n} cards?",
            "make": [{"do": "draw", "n": "$n", "player": "opponent"}],
        },
        {
            "match": r"give {who:this} up to 1 rested DON!! card",
            "make": [
                {"do": "choose", "from": {"var": "$who"}, "n": 1, "up_to": True},
                {"do": "op.give_don", "cards": "chosen", "state": "rested"},
            ],
        },
        {"match": r"trash any number of {d:hand_desc} from your hand", "make": _ANY_NUMBER_TRASHED},
        # "(you may) rest any number of your DON!! cards": active ones of the cost area, as many
        # as the player wants (none too); "for every DON!! card rested this way" counts them
        {"match": r"rest any number of your DON!! cards", "make": _ANY_NUMBER_RESTED},
        # "Choose up to 1 …": the cards a later sentence names ("that Character", 8-4-4)
        {"match": r"(?:choose|select) up to {n:n} {sel:field}", "make": _pick([])},
        # DON!! returned from the field to the DON!! deck by an effect (as many as there are, 6-5-5)
        {
            "match": r"your opponent returns {n:n} DON!! cards? from their field to their DON!! deck",
            "make": [{"do": "op.return_don", "n": "$n", "player": "opponent"}],
        },
        {
            "match": r"return {n:n} DON!! cards? from your field to your DON!! deck",
            "make": [{"do": "op.return_don", "n": "$n"}],
        },
        # the same words as the costs' (8-3-1-5), as an effect: "return 1 of your DON!! cards to
        # your DON!! deck", "rest 2 of your DON!! cards" (active ones of the cost area, as many as
        # there are, 8-4-4)
        {
            "match": r"return {n:n} of your DON!! cards to your DON!! deck",
            "make": [{"do": "op.return_don", "n": "$n"}],
        },
        {
            "match": r"rest {n:n} of your DON!! cards?",
            "make": [
                {"do": "choose", "from": {"zone": "cost", "type": "don", "state": "active"}, "n": "$n"},
                {"do": "state", "cards": "chosen", "to": "rested"},
            ],
        },
        # cards of the opponent's hand trashed by the effect's player (8-4-4-3): the hand is secret
        # and its owner orders it as they like (3-4-2), so the choice is blind, made at random
        # (8-4-4-2; decided in docs/games/one-piece.md)
        {
            "match": r"trash {n:n} cards? from your opponent's hand",
            "make": [
                {"do": "choose", "from": {"zone": "hand", "whose": "opponent"}, "n": "$n", "random": True},
                {"do": "move", "cards": "chosen", "to": "trash"},
            ],
        },
        # "Choose N cards from your opponent's hand; your opponent reveals those cards": the same
        # blind pick, shown to both players (11-2-2: unrevealed again once the effect is done)
        {
            "match": r"choose {n:n} cards? from your opponent's hand; your opponent reveals "
            r"(?:that card|those cards)",
            "make": [
                {
                    "do": "choose",
                    "from": {"zone": "hand", "whose": "opponent"},
                    "n": "$n",
                    "random": True,
                    "as": "revealed",
                },
                {"do": "reveal", "cards": "revealed"},
                {"do": "op.conceal", "cards": "revealed"},
            ],
        },
        # the opponent chooses and plays a card of their own hand, without its cost (10-2-6-1)
        {
            "match": r"your opponent plays up to {n:n} {d:hand_desc} from their hand",
            "make": [
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {
                        "$merge": [
                            {"type": ["character", "stage"]},
                            "$d",
                            {"zone": "hand", "whose": "opponent"},
                        ]
                    },
                    "n": "$n",
                    "up_to": True,
                },
                {"do": "op.play", "cards": "chosen", "player": "opponent"},
            ],
        },
        {
            "match": r"your opponent places {n:n} cards? from their hand at the bottom of their deck",
            "make": [
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {"zone": "hand", "whose": "opponent"},
                    "n": "$n",
                },
                {"do": "move", "cards": "chosen", "to": "deck", "position": "bottom"},
            ],
        },
        {
            # "cards": every card on their field (OP 3): Leader, Characters, Stage and the cost
            # area's DON!! (given DON!! are neither active nor rested, 4-4-2)
            "match": r"rest up to {n:n} of your opponent's cards",
            "make": [
                {
                    "do": "choose",
                    "from": {
                        "zone": ["cost", *FIELD, "stage"],
                        "whose": "opponent",
                        "any_of": [
                            {"zone": "cost", "type": "don", "state": "active"},
                            {"type": [*FIELD, "stage"]},
                        ],
                    },
                    "n": "$n",
                    "up_to": True,
                },
                {"do": "state", "cards": "chosen", "to": "rested"},
            ],
        },
        # one choice among the opponent's active DON!! and their Characters described (either order)
        *[
            {
                "match": r"rest up to {n:n} of your opponent's " + words,
                "make": [
                    {
                        "do": "choose",
                        "from": {
                            "zone": ["cost", *FIELD],
                            "whose": "opponent",
                            "any_of": [
                                {"zone": "cost", "type": "don", "state": "active"},
                                {"$merge": [{"type": "character"}, "$d"]},
                            ],
                        },
                        "n": "$n",
                        "up_to": True,
                    },
                    {"do": "state", "cards": "chosen", "to": "rested"},
                ],
            }
            for words in (r"DON!! cards or {d:field_desc}", r"{d:characters} or DON!! cards")
        ],
        {
            "match": r"rest up to {n:n} of your opponent's DON!! cards",
            "make": [
                {
                    "do": "choose",
                    "from": {"zone": "cost", "whose": "opponent", "type": "don", "state": "active"},
                    "n": "$n",
                    "up_to": True,
                },
                {"do": "state", "cards": "chosen", "to": "rested"},
            ],
        },
        {
            "match": r"deal {n:n} damage to your opponent",
            "make": [{"do": "op.damage", "n": "$n", "player": "opponent"}],
        },
        {
            "match": r"deal {n:n} damage to your opponent's Leader",
            "make": [{"do": "op.damage", "n": "$n", "player": "opponent"}],  # 4-6
        },
        # damage to the effect's own player, or to each (the turn player first, 1-3-10, B25): "you
        # take 1 damage", "your opponent takes 1 damage", "deal 1 damage to each player" (4-6-2)
        *[
            {"match": words, "make": [{"do": "op.damage", "n": "$n", "player": who}]}
            for words, who in (
                (r"deal {n:n} damage to (?:yourself|you|your Leader)", "you"),
                (r"you take {n:n} damage", "you"),
                (r"your opponent takes {n:n} damage", "opponent"),
            )
        ],
        *[
            {
                "match": words,
                "make": [
                    {"do": "op.each_player", "steps": [{"do": "op.damage", "n": "$n", "player": "you"}]}
                ],
            }
            for words in (r"deal {n:n} damage to each player", r"each player takes {n:n} damage")
        ],
        {
            "match": r"add {n:n} cards? from the top of your Life cards to your hand",
            "make": [{"do": "op.life_to_hand", "n": "$n"}],
        },
        # "from your Life area": no end printed, so the top card (3-10-2)
        {
            "match": r"add {n:n} cards? from your Life area to your hand",
            "make": [{"do": "op.life_to_hand", "n": "$n"}],
        },
        {
            "match": r"add up to 1 card from the top of your Life cards to your hand",
            "make": [{"do": "may", "then": [{"do": "op.life_to_hand", "n": 1}]}],
        },
        {  # to the trash, an open area: face up (3-10-2)
            "match": r"trash {n:n} cards? from the top of your Life cards",
            "make": [
                {"do": "look", "zone": "life", "n": "$n", "as": "top"},
                {"do": "move", "cards": "top", "to": "trash", "face_up": True},
            ],
        },
        # "up to N": one card at a time from the top, face down (3-10-2-1); the player may stop
        {
            "match": r"add up to {n:n} cards from the top of your deck to the top of your Life cards",
            "make": [
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {
                            "do": "may",
                            "prompt": "add the top card of your deck to the top of your Life cards?",
                            "then": [{"do": "op.to_life"}],  # unseen
                        }
                    ],
                }
            ],
        },
        {
            "match": r"add up to 1 card from the top of your deck to the top of your Life cards",
            "make": [  # 3-10-2-1: face down, unseen (the text does not say to look at it)
                {
                    "do": "may",
                    "prompt": "add the top card of your deck to the top of your Life cards?",
                    "then": [{"do": "op.to_life"}],
                },
            ],
        },
        # an action on cards of the field, each with every target: "up to N …" (chosen, 8-4-4),
        # "up to N A and up to M B" (two choices, then the action on both), "all …", "this Character"
        *_on_targets(),
        # "in any order": one card at a time, so the player orders them (11-3-2)
        {
            "match": r"place up to {n:n} {sel:field} at the bottom of (?:the owner's|their owner's) deck "
            r"in any order",
            "make": [
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {"do": "choose", "from": "$sel", "n": 1, "up_to": True},
                        {"do": "move", "cards": "chosen", "to": "deck", "position": "bottom"},
                    ],
                }
            ],
        },
        # a bare number chooses as many as it can (8-4-4): of the active ones, which it rests
        {
            "match": r"rest {n:n} {sel:field}",
            "make": _pick(
                [{"do": "state", "cards": "chosen", "to": "rested"}], up_to=False, extra={"state": "active"}
            ),
        },
        {
            "match": r"set all of your DON!! cards as active",
            "make": [
                {"do": "state", "cards": {"zone": "cost", "type": "don", "state": "rested"}, "to": "active"}
            ],
        },
        # one of two targets, the player's choice: "Set this Character or up to 1 of your DON!!
        # cards as active"
        {
            "match": r"set {who:this} or up to {n:n} of your DON!! cards? as active",
            "make": [
                {
                    "do": "choose_one",
                    "modes": [
                        {
                            "label": "Set this card as active",
                            "steps": [{"do": "state", "cards": "$who", "to": "active"}],
                        },
                        {
                            "label": "Set DON!! cards as active",
                            "steps": [
                                {
                                    "do": "choose",
                                    "from": {"zone": "cost", "type": "don", "state": "rested"},
                                    "n": "$n",
                                    "up_to": True,
                                },
                                {"do": "state", "cards": "chosen", "to": "active"},
                            ],
                        },
                    ],
                }
            ],
        },
        # a bare N: as many as there are (8-4-4)
        {
            "match": r"set {n:n} of your (?:rested )?DON!! cards? as active",
            "make": [
                {"do": "choose", "from": {"zone": "cost", "type": "don", "state": "rested"}, "n": "$n"},
                {"do": "state", "cards": "chosen", "to": "active"},
            ],
        },
        {
            "match": r"set up to {n:n} of your (?:rested )?DON!! cards as active",
            "make": {
                "$concat": [
                    [
                        {
                            "do": "choose",
                            "from": {"zone": "cost", "type": "don", "state": "rested"},
                            "n": "$n",
                            "up_to": True,
                        }
                    ],
                    [{"do": "state", "cards": "chosen", "to": "active"}],
                ]
            },
        },
        {
            "match": r"return this Character to (?:the owner's|your) hand",
            "make": [{"do": "move", "cards": "this", "to": "hand"}],
        },
        {
            "match": r"play up to {n:n} {sel:from_zone} rested",
            "make": _pick([{"do": "op.play", "cards": "chosen", "state": "rested"}]),
        },
        {
            "match": r"play up to {n:n} {sel:from_zone}",
            "make": _pick([{"do": "op.play", "cards": "chosen"}]),  # 10-2-6-1: [On Play] too
        },
        # "play up to 1 A and up to 1 B from your hand or trash": two choices, the second never
        # the first's card (as "K.O. up to 1 A and up to 1 B"), then both played (10-2-6-1)
        *(
            {
                "match": r"play up to {n:n} {a:play_desc} and up to {m:n} {b:play_desc} from {z:play_zone}"
                + words,
                "make": [
                    {
                        "do": "choose",
                        "from": {"$merge": [_PLAYABLE, "$a", "$z"]},
                        "n": "$n",
                        "up_to": True,
                        "as": "first",
                    },
                    {
                        "do": "choose",
                        "from": {"$merge": [_PLAYABLE, "$b", "$z", {"not": {"is": "first"}}]},
                        "n": "$m",
                        "up_to": True,
                    },
                    {"do": "op.play", "cards": "first", **state},
                    {"do": "op.play", "cards": "chosen", **state},
                ],
            }
            for words, state in (("", {}), (" rested", {"state": "rested"}))
        ),
        # "play up to 2 … with a total cost of 5 or less from your hand": the sum of their costs
        *(
            {
                "match": r"play up to {n:n} {d:play_desc}" + _TOTAL_COST + r" from {z:play_zone}" + words,
                "make": _replace(
                    _pick([{"do": "op.play", "cards": "chosen", **state}], up_to=TOTAL),
                    "$sel",
                    {"$merge": [_PLAYABLE, "$d", "$z"]},
                ),
            }
            for words, state in (("", {}), (" rested", {"state": "rested"}))
        ),
        {
            "match": r"add up to {n:n} {sel:from_trash} to your hand",
            "make": _pick([{"do": "move", "cards": "chosen", "to": "hand"}]),
        },
        {
            "match": r"give up to 1 rested DON!! card to your Leader or 1 of your Characters",
            "make": [
                {"do": "choose", "from": _ON_FIELD, "n": 1, "up_to": True},
                {"do": "op.give_don", "cards": "chosen", "state": "rested"},  # 6-5-5-1
            ],
        },
        {
            "match": r"give up to 1 rested DON!! card to (?:your Leader|this Leader)",
            "make": [
                {"do": "choose", "from": _LEADER, "n": 1, "up_to": True},
                {"do": "op.give_don", "cards": "chosen", "state": "rested"},
            ],
        },
        {
            "match": r"give up to 1 rested DON!! card to this Character",
            "make": [
                {"do": "choose", "from": {"var": "this"}, "n": 1, "up_to": True},
                {"do": "op.give_don", "cards": "chosen", "state": "rested"},
            ],
        },
        # one DON!! to a card described: "to 1 of your {Fish-Man} type Leader or Character
        # cards", "to your {Land of Wano} type Leader" (the card, then the DON!!: 6-5-5-1)
        {
            "match": r"give up to 1 (?:of your )?active DON!! card to {to:don_to}",
            "make": [
                "$to",
                {
                    "do": "may",
                    "prompt": "give 1 active DON!! card?",
                    "then": [{"do": "op.give_don", "cards": "host", "state": "active"}],
                },
            ],
        },
        {
            "match": r"give up to 1 rested DON!! card to {to:don_to}",
            "make": [
                "$to",
                {
                    "do": "may",
                    "prompt": "give 1 rested DON!! card?",
                    "then": [{"do": "op.give_don", "cards": "host", "state": "rested"}],
                },
            ],
        },
        # the opponent's DON!! given to their own cards (6-5-5-1, B33): "Give up to 1 rested DON!!
        # card to its owner's Leader or 1 of their Characters" (either player's), "Give up to 2 of
        # your opponent's rested DON!! cards to 1 of your opponent's Characters" (one question each)
        {
            "match": r"give up to 1 rested DON!! card to its owner's Leader or 1 of their Characters",
            "make": [
                {"do": "choose", "from": {**_ON_FIELD, "whose": "any"}, "n": 1, "as": "host"},
                {
                    "do": "may",
                    "prompt": "give 1 rested DON!! card?",
                    "then": [{"do": "op.give_don", "cards": "host", "state": "rested", "pool": "owner"}],
                },
            ],
        },
        {
            "match": r"give up to {n:n} of your opponent's rested DON!! cards? to 1 of your opponent's "
            r"{d:field_desc}",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]},
                    "n": 1,
                    "as": "host",
                },
                {
                    "do": "repeat",
                    "n": "$n",
                    "steps": [
                        {
                            "do": "may",
                            "prompt": "give 1 of your opponent's rested DON!! cards?",
                            "then": [
                                {"do": "op.give_don", "cards": "host", "state": "rested", "pool": "owner"}
                            ],
                        }
                    ],
                },
            ],
        },
        # power, cost and keywords for a while (4-9 with B14: additions), each on every target
        *_changes(),
        *_base_sets(),
        *_value_sets(),
        # cards in the hand cost more or less for a while: "give (all of the) blue Events in your
        # hand −1 cost during this turn" (read when they are played, 4-9): the cards in the hand
        # when it resolves, each until it leaves the hand (a new object) or the time ends (B17)
        *[
            rule
            for words in (
                r"give (?:all of the |all )?{d:hand_desc} in your hand {p:signed} cost {until}",
                r"(?:all of the |all )?{d:hand_desc} in your hand gains? {p:signed} cost {until}",
            )
            for rule in _timed(
                words,
                [
                    {
                        "do": "modify",
                        "cards": {"$merge": ["$d", {"zone": "hand"}]},
                        "stat": "cost",
                        "add": "$p",
                        "until": "$until",
                    }
                ],
            )
        ],
        *_timed(
            r"give up to {n:n} {d:hand_desc} in your hand {p:signed} cost {until}",
            [
                {"do": "choose", "from": {"$merge": ["$d", {"zone": "hand"}]}, "n": "$n", "up_to": True},
                {"do": "modify", "cards": "chosen", "stat": "cost", "add": "$p", "until": "$until"},
            ],
        ),
        # "cannot attack", "cannot activate [Blocker]" (the cards cannot block, 10-1-3) and
        # "cannot be K.O.'d …" (read by the K.O., 10-2-1) for a while, each on every target (1-3-3)
        *_prohibitions(),
        # several of them on this card, joined by "and", for one duration (after the single ones)
        *_OWN_FOR_A_WHILE,
        *_timed(
            r"your opponent's {d:field_desc} cannot attack {until}",
            [
                {
                    "do": "grant",
                    "cards": {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]},
                    "stat": "prohibitions",
                    "grant": "cannot:attack",
                    "until": "$until",
                }
            ],
        ),
        # one selection, two changes: each card selected gets one of them (8-4-4), one at a time
        *_timed(
            r"select up to 2 {sel:field}, and give 1 Character {p:signed} power and the other "
            r"{q:signed} power {until}",
            [
                {"do": "choose", "from": "$sel", "n": 1, "up_to": True, "as": "first"},
                *_modify("first"),
                {
                    "do": "choose",
                    "from": {"$merge": ["$sel", {"not": {"is": "first"}}]},
                    "n": 1,
                    "up_to": True,
                },
                {**_modify("chosen")[0], "add": "$q"},
            ],
        ),
        # "Select up to N …. The selected Character cannot attack …": the cards selected (8-4-4)
        *_timed(
            r"select up to {n:n} {sel:field}\. The selected Characters? cannot attack {until}",
            _pick(_prohibit("chosen", "attack")),
        ),
        *_timed(
            r"select up to {n:n} {sel:field}\. Your opponent cannot activate \[Blocker\] if that "
            r"(?:Leader or Character|Character|Leader) attacks {until}",
            _pick(
                [
                    {
                        "do": "op.restrict",
                        "player": "opponent",
                        "action": "block",
                        "attacker": "chosen",
                        "until": "$until",
                    }
                ]
            ),
        ),
        # K.O. prohibitions on all of a kind: "none of your Characters can be K.O.'d …"
        *[
            rule
            for how, action in _KO_HOW.items()
            for rule in _timed(
                r"none {sel:field} can be K\.O\.'d" + how + " {until}", _prohibit("$sel", action)
            )
        ],
        {
            "match": r"all {sel:field} will not become active in your opponent's next Refresh Phase",
            "make": [
                {
                    "do": "grant",
                    "cards": "$sel",
                    "stat": "prohibitions",
                    "grant": "cannot:refresh",
                    "until": "end_of_opponents_next_turn",
                }
            ],
        },
        # "Rest up to N … and that Character will not become active …": the cards rested
        {
            "match": r"rest up to {n:n} {sel:field} and (?:that Character|those Characters|they) will not "
            r"become active in your opponent's next Refresh Phase",
            "make": _pick(
                [
                    {"do": "state", "cards": "chosen", "to": "rested"},
                    {
                        "do": "grant",
                        "cards": "chosen",
                        "stat": "prohibitions",
                        "grant": "cannot:refresh",  # 6-2-4 with 1-3-3
                        "until": "end_of_opponents_next_turn",
                    },
                ]
            ),
        },
        {
            "match": r"up to {n:n} {sel:field} will not become active in your opponent's next Refresh Phase",
            "make": _pick(
                [
                    {
                        "do": "grant",
                        "cards": "chosen",
                        "stat": "prohibitions",
                        "grant": "cannot:refresh",  # 6-2-4 with 1-3-3
                        "until": "end_of_opponents_next_turn",
                    }
                ]
            ),
        },
        # a player-level "cannot" for a while (1-3-3), read when the player would act: a
        # Blocker or a card that comes later is restricted too; "play" is a Character or
        # Stage (6-5-3-1: an Event is activated)
        # "this Leader cannot attack your opponent's Characters with …" for a while: the
        # attacks of this card on those cards (1-3-3 on 7-1-1-2), read when it would attack
        *_timed(
            r"{who:this} cannot attack {sel:field} {until}",
            [
                {
                    "do": "op.restrict",
                    "player": "you",
                    "action": "attack",
                    "attacker": "$who",
                    "filter": "$sel",
                    "until": "$until",
                }
            ],
        ),
        *_timed(
            r"your opponent cannot activate \[Blocker\] {until}",
            [{"do": "op.restrict", "player": "opponent", "action": "block", "until": "$until"}],
        ),
        # "you cannot set DON!! cards as active using Character (Leader, Stage, Event) effects":
        # those effects of the player's set no DON!! as active, and add DON!! rested (B18)
        *[
            rule
            for kind in ("Character", "Leader", "Stage", "Event")
            for rule in _timed(
                r"you cannot set DON!! cards as active using " + kind + " effects {until}",
                [
                    {
                        "do": "op.restrict",
                        "player": "you",
                        "action": "don_active",
                        "filter": {"type": kind.lower()},
                        "until": "$until",
                    }
                ],
            )
        ],
        # … only in the battles a card attacks: "whenever your Leader attacks during this turn"
        *[
            rule
            for words, attacker in (("your Leader", "op.leader"), (r"this (?:Character|Leader)", "this"))
            for rule in _timed(
                r"your opponent cannot activate \[Blocker\] (?:whenever|when|if) "
                + words
                + r" attacks {until}",
                [
                    {
                        "do": "op.restrict",
                        "player": "opponent",
                        "action": "block",
                        "attacker": attacker,
                        "until": "$until",
                    }
                ],
            )
        ],
        *_timed(
            r"your opponent cannot activate a \[Blocker\] Character (?:that has|with) {f:stat_filter} "
            r"{until}",
            [
                {
                    "do": "op.restrict",
                    "player": "opponent",
                    "action": "block",
                    "filter": {"$merge": [{"type": "character"}, "$f"]},
                    "until": "$until",
                }
            ],
        ),
        *[
            rule
            for who, player, field in (
                ("you", {}, "your"),
                ("your opponent", {"player": "opponent"}, "their"),
            )
            for rule in (
                # an Event is activated, not played (6-5-3-1): "cannot play Events" is not this word
                *_timed(
                    who
                    + r" cannot play (?:any )?(?![^.]*\bEvents?\b){d:hand_desc}(?: on "
                    + field
                    + " field)? {until}",
                    [{"do": "op.restrict", **player, "action": "play", "filter": "$d", "until": "$until"}],
                ),
                # "cannot activate Events / [Counter] Events / Events with a cost of …" (from the hand,
                # at [Main] or [Counter] timing, 8-4-2; a [Trigger] revealed from Life is not one)
                *_timed(
                    who + r" cannot activate {d:events} {until}",
                    [
                        {
                            "do": "op.restrict",
                            **player,
                            "action": "activate",
                            "filter": "$d",
                            "until": "$until",
                        }
                    ],
                ),
                # … from the hand only, or from the trash only (an effect's play, 10-2-6-1)
                *[
                    timed
                    for area in ("hand", "trash")
                    for timed in _timed(
                        who
                        + r" cannot play (?![^.]*\bEvents?\b){d:hand_desc} from "
                        + field
                        + f" {area} {{until}}",
                        [
                            {
                                "do": "op.restrict",
                                **player,
                                "action": "play",
                                "filter": "$d",
                                "area": area,
                                "until": "$until",
                            }
                        ],
                    )
                ],
            )
        ],
        # 1-3-1: an attack on an active Character allowed for a while (``can:attack_active``)
        *_timed(
            r"{who:this} can (?:also )?attack (?:your opponent's )?active Characters {until}",
            [
                {
                    "do": "grant",
                    "cards": "$who",
                    "stat": "permissions",
                    "grant": "can:attack_active",
                    "until": "$until",
                }
            ],
        ),
        *_timed(
            r"up to {n:n} {sel:field} can (?:also )?attack (?:your opponent's )?active Characters {until}",
            _pick(
                [
                    {
                        "do": "grant",
                        "cards": "chosen",
                        "stat": "permissions",
                        "grant": "can:attack_active",
                        "until": "$until",
                    }
                ]
            ),
        ),
        # actions on a bare number of cards and on "this Character and up to N …"
        *_on_more_targets(),
    ],
    # who receives DON!! given one at a time (6-5-5-1): "up to N" asks for each
    "don_to": [
        {
            "match": r"your Leader or 1 of your Characters",
            "make": {"do": "choose", "from": _ON_FIELD, "n": 1, "as": "host"},
        },
        {
            "match": r"this Leader or 1 of your Characters",
            "make": {"do": "choose", "from": _ON_FIELD, "n": 1, "as": "host"},
        },
        {"match": r"(?:your|this) Leader", "make": {"do": "choose", "from": _LEADER, "n": 1, "as": "host"}},
        {
            "match": r"your {a:attribute} attribute Leader",
            "make": {"do": "choose", "from": {**_LEADER, "attributes": "$a"}, "n": 1, "as": "host"},
        },
        {
            "match": r"your {t:type} type Leader",
            "make": {"do": "choose", "from": {**_LEADER, "types": "$t"}, "n": 1, "as": "host"},
        },
        {
            "match": r"1 of your {d:field_desc}",
            "make": {"do": "choose", "from": {"$merge": [_ON_FIELD, "$d"]}, "n": 1, "as": "host"},
        },
        # a Leader described or one of your Characters described: one card of either kind
        *[
            {
                "match": r"{l:don_leader} or 1 " + words + r"{d:field_desc}",
                "make": {
                    "do": "choose",
                    "from": {"zone": FIELD, "any_of": ["$l", {"$merge": [{"type": "character"}, "$d"]}]},
                    "n": 1,
                    "as": "host",
                },
            }
            for words in ("of your ", "")
        ],
    ],
    # what is said of your Leader before the word ("your {Navy} type Leader"): a filter on it
    "leader_desc": [
        {"match": r"{t:type} type", "make": {"types": "$t"}},
        {"match": r"{a:type} or {b:type} type", "make": {"types": ["$a", "$b"]}},
        {"match": r"{a:attribute} attribute", "make": {"attributes": "$a"}},
        {"match": r"{name:name}", "make": {"name": "$name"}},
        {"match": r"{c:colour}", "make": {"colour": "$c"}},
        {"match": r"multicolou?red", "make": {"op.multicolour": True}},  # 2-3-6
        {"match": r"monocolou?red", "make": {"op.multicolour": False}},  # one colour (2-3)
    ],
    # the Leader that may receive DON!! (your own)
    "don_leader": [
        {"match": r"(?:your|this) Leader", "make": {"type": "leader"}},
        {"match": r"your {ld:leader_desc} Leader", "make": {"$merge": [{"type": "leader"}, "$ld"]}},
        {"match": r"your {t:type} type Leader", "make": {"type": "leader", "types": "$t"}},
        {"match": r"your {a:attribute} attribute Leader", "make": {"type": "leader", "attributes": "$a"}},
        {"match": r"your Leader with {f:stat_filter}", "make": {"$merge": [{"type": "leader"}, "$f"]}},
    ],
    "this": [
        {"match": r"this (?:Character|Leader|card)", "make": "this"},
    ],
    # "this Leader or up to 1 of your …": the Leader (a Leader's own line) or one of the cards
    "leader_or_yours": [
        {
            "match": r"of your {d:field_desc}",
            "make": {
                "zone": FIELD,
                "whose": "you",
                "any_of": [{"type": "leader"}, {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}],
            },
        },
    ],
    # ------------------------------------------------------------------ cards chosen
    # on the field: "of your opponent's …", "of your …", or anyone's
    "field": [
        {
            "match": r"of your opponent's {d:field_desc}",
            "make": {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]},
        },
        {"match": r"of your {d:field_desc}", "make": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}},
        {"match": r"{d:field_desc} on your field", "make": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}},
        {
            "match": r"your opponent's {d:field_desc}",
            "make": {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]},
        },
        {
            "match": r"of your {d:field_desc} other than this (?:Character|card)",
            "make": {"$merge": [_ON_FIELD, {"whose": "you", "other": True}, "$d"]},
        },
        {"match": r"{d:field_desc}", "make": {"$merge": [_ON_FIELD, {"whose": "any"}, "$d"]}},
    ],
    # "(up to 1) of your Leader with a type including "X" or up to 1 of your Characters with …": one
    # card, either kind (8-4-4; ``_CHANGED`` reads it after "up to 1" only)
    "either_field": [
        {
            "match": r"of your Leader with {f:stat_filter} or up to 1 of your {d:field_desc}",
            "make": {
                "zone": FIELD,
                "whose": "you",
                "any_of": [
                    {"$merge": [{"type": "leader"}, "$f"]},
                    {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]},
                ],
            },
        },
    ],
    "field_desc": [
        {"match": r"{d:noun}", "make": "$d"},
        {"match": r"{d:noun} other than {name:name}", "make": {"$merge": ["$d", {"not": {"name": "$name"}}]}},
        {
            "match": r"{d:noun} with {f:stat_filter} other than {name:name}",
            "make": {"$merge": ["$d", "$f", {"not": {"name": "$name"}}]},
        },
        {"match": r"{d:noun} with {f:stat_filter}", "make": {"$merge": ["$d", "$f"]}},
        {"match": r"{d:noun} without {f:stat_filter}", "make": {"$merge": ["$d", {"not": "$f"}]}},
        # a second filter: "Characters with 3000 power or less with a DON!! card given", "rested
        # Characters with a cost of 8 or less that has 2 or more DON!! cards given", "Characters that
        # have 2 or more DON!! cards given" (each holds: the second kept apart, so two filters on the
        # same value are both read)
        {"match": r"{d:noun} that (?:has|have) {f:stat_filter}", "make": {"$merge": ["$d", "$f"]}},
        {
            "match": r"{d:noun} with {f:stat_filter} (?:with|that (?:has|have)) {g:stat_filter}",
            "make": {"$merge": ["$d", "$f", {"any_of": ["$g"]}]},
        },
        {
            "match": r"{d:noun} with {f:stat_filter} other than this (?:Character|card)",
            "make": {"$merge": ["$d", "$f", {"other": True}]},
        },
        {
            "match": r"{d:noun} other than this (?:Character|card)",
            "make": {"$merge": ["$d", {"other": True}]},
        },
        # the filter after "other than …": "Characters other than this Character with a cost of 2 or more"
        {
            "match": r"{d:noun} other than this (?:Character|card) with {f:stat_filter}",
            "make": {"$merge": ["$d", "$f", {"other": True}]},
        },
        {
            "match": r"{d:noun} other than {name:name} with {f:stat_filter}",
            "make": {"$merge": ["$d", "$f", {"not": {"name": "$name"}}]},
        },
    ],
    # Characters counted for a condition: "cards" there would count DON!! and Stages too
    "characters": [{"match": r"(?=.*\bCharacters?\b)(?!.*\bLeader\b){d:field_desc}", "make": "$d"}],
    # Stages counted for a condition: "If you have a {Navy} type Stage" (the Stage area, 3-8)
    "stages": [{"match": r"(?=.*\bStages?\b)(?!.*\b(?:Leader|Characters?)\b){d:field_desc}", "make": "$d"}],
    # the kind of card, with the words before it (state, colour, type, name)
    "noun": [
        {"match": r"Characters?(?: cards?)?", "make": {"type": "character"}},
        {"match": r"Leader or Character cards?", "make": {"type": FIELD}},
        {"match": r"Leader or Characters", "make": {"type": FIELD}},  # the newer packs' words (2-2-4-3)
        {"match": r"Leader and Character cards", "make": {"type": FIELD}},  # "all of your … Leader and …"
        {"match": r"Leaders?", "make": {"type": "leader"}},  # "cannot be K.O.'d in battle by Leaders"
        {"match": r"Leaders or Characters", "make": {"type": FIELD}},
        {"match": r"{name:name} Leader", "make": {"type": "leader", "name": "$name"}},  # "your [Lucy] Leader"
        # a Stage is in its own area (3-8)
        {"match": r"Stages?(?: cards?)?", "make": {"type": "stage", "zone": "stage"}},
        # no plain "cards": on the field a card is a Stage or DON!! too ("rest up to 1 of your
        # opponent's cards", OP 3), which the Leader-or-Character choices here would leave out
        {"match": r"rested {d:noun}", "make": {"$merge": ["$d", {"state": "rested"}]}},
        {"match": r"active {d:noun}", "make": {"$merge": ["$d", {"state": "active"}]}},
        {"match": r"{c:colour} {d:noun}", "make": {"$merge": ["$d", {"colour": "$c"}]}},
        # either colour, and a card of two or more colours (2-3-5, 2-3-6)
        {"match": r"{a:colour} or {b:colour} {d:noun}", "make": {"$merge": ["$d", {"colour": ["$a", "$b"]}]}},
        {"match": r"multicolou?red {d:noun}", "make": {"$merge": ["$d", {"op.multicolour": True}]}},
        {"match": r"{t:type} type {d:noun}", "make": {"$merge": ["$d", {"types": "$t"}]}},
        {"match": r"{a:type} or {b:type} type {d:noun}", "make": {"$merge": ["$d", {"types": ["$a", "$b"]}]}},
        # three types: "{A}, {B} or {C} type" (any of them, 2-4)
        {
            "match": r"{a:type}, {b:type} or {c:type} type {d:noun}",
            "make": {"$merge": ["$d", {"types": ["$a", "$b", "$c"]}]},
        },
        {"match": r"{a:attribute} attribute {d:noun}", "make": {"$merge": ["$d", {"attributes": "$a"}]}},
        {"match": r"{k:keyword} {d:noun}", "make": {"$merge": ["$d", {"keyword": "$k"}]}},
        {"match": r"{name:name}(?: cards?)?", "make": {"type": FIELD, "name": "$name"}},
        {"match": r"{name:name} Characters?", "make": {"type": "character", "name": "$name"}},
        {"match": r"{a:name} or {b:name} Characters?", "make": {"type": "character", "name": ["$a", "$b"]}},
        # the Leader or the Stage (3-8): "rest 1 of your {Dressrosa} type Leader or Stage cards"
        {
            "match": r"Leader or Stage cards?",
            "make": {"type": ["leader", "stage"], "zone": ["leader", "stage"]},
        },
    ],
    # "with a cost of N or less", "with 5000 power or more", and two of them
    "stat_filter": [
        {"match": r"a cost of {n:int} or less", "make": {"cost": {"<=": "$n"}}},
        {"match": r"a cost of {n:int} or more", "make": {"cost": {">=": "$n"}}},
        {"match": r"a cost of {n:int}", "make": {"cost": "$n"}},
        {"match": r"a cost of {a:int} to {b:int}", "make": {"cost": {">=": "$a", "<=": "$b"}}},
        {"match": r"{n:int} power or less", "make": {"power": {"<=": "$n"}}},
        {"match": r"{n:int} power or more", "make": {"power": {">=": "$n"}}},
        {"match": r"{n:int} power", "make": {"power": "$n"}},
        {"match": r"{n:int} or less power", "make": {"power": {"<=": "$n"}}},
        {"match": r"{n:int} or more power", "make": {"power": {">=": "$n"}}},
        # 4-9-2: "base" is the value printed on the card (or a base an effect set)
        {"match": r"{n:int} base power or less", "make": {"op.base_power": {"<=": "$n"}}},
        {"match": r"{n:int} base power or more", "make": {"op.base_power": {">=": "$n"}}},
        {"match": r"{n:int} base power", "make": {"op.base_power": "$n"}},
        {"match": r"a base power of {n:int} or less", "make": {"op.base_power": {"<=": "$n"}}},
        {"match": r"a base power of {n:int} or more", "make": {"op.base_power": {">=": "$n"}}},
        {"match": r"a base power of {n:int}", "make": {"op.base_power": "$n"}},
        {"match": r"a power of {n:int} or less", "make": {"power": {"<=": "$n"}}},
        {"match": r"a power of {n:int} or more", "make": {"power": {">=": "$n"}}},
        {"match": r"a base cost of {n:int} or less", "make": {"op.base_cost": {"<=": "$n"}}},
        {"match": r"a base cost of {n:int} or more", "make": {"op.base_cost": {">=": "$n"}}},
        {"match": r"a base cost of {n:int}", "make": {"op.base_cost": "$n"}},
        {"match": r"a type including {q:quoted}", "make": {"op.type_includes": "$q"}},  # 2-4-3-1
        # "Characters with (without) the <Special> attribute" (2-5)
        {"match": r"the {a:attribute} attribute", "make": {"attributes": "$a"}},
        {"match": r"(?:an? )?\[Trigger\](?: effect)?", "make": {"op.has_trigger": True}},  # 10-1-5
        # "a [When Attacking] effect": the card prints that timing (10-2)
        {
            "match": r"an? {m:timing} effect",
            "make": {"op.has_timing": "$m"},
        },
        {"match": r"{m:timing}", "make": {"op.has_timing": "$m"}},  # "Characters with [On Play]"
        {"match": r"no base effect", "make": {"op.no_effect": True}},  # 2-8-5
        # DON!! given to it (6-5-5): "Characters with 2 or more DON!! cards given"
        {"match": r"{n:int} or more DON!! cards? given", "make": {"op.given": {">=": "$n"}}},
        {"match": r"{n:int} or less DON!! cards? given", "make": {"op.given": {"<=": "$n"}}},
        {"match": r"(?:a )?DON!! cards? given", "make": {"op.given": {">=": 1}}},
        # "Characters with [Blocker]" / "without [Blocker]": the keyword it has now (10-1)
        {"match": r"{k:keyword}", "make": {"keyword": "$k"}},
        {"match": r"{a:stat_filter} and {b:stat_filter}", "make": {"$merge": ["$a", "$b"]}},
        {"match": r"{a:stat_filter} or with {b:stat_filter}", "make": {"any_of": ["$a", "$b"]}},
        # a cost bounded by a count read when the cards are chosen
        {"match": r"a cost equal to or less than {x:number}", "make": {"cost": {"<=": "$x"}}},
        # … to a value of this card or your Leader ("this Character's cost", "your Leader's power")
        *[
            {
                "match": r"(?:a )?" + stat + " equal to or " + words + r" than {x:card_value}",
                "make": {stat: {compare: "$x"}},
            }
            for stat in ("cost", "power")
            for words, compare in (("less", "<="), ("more", ">="), ("greater", ">="))
        ],
        {
            "match": r"a cost of {n:int} or more that is equal to or less than {x:number}",
            "make": {"cost": {">=": "$n", "<=": "$x"}},
        },
    ],
    # what a "for every" counts: each card, or each full group of N cards (rounded down)
    "every": [
        # the cards an "any number" trashed before ("for every card trashed")
        {"match": r"cards? trashed(?: this way)?", "make": {"count": {"var": "trashed"}}},
        {"match": r"DON!! cards? rested this way", "make": {"count": {"var": "rested"}}},
        {"match": r"card in your hand", "make": {"count": {"zone": "hand"}}},
        {"match": r"card in your trash", "make": {"count": {"zone": "trash"}}},
        # one of a kind: "for every Event in your trash", "for every {FILM} type Character you have"
        {"match": r"{d:hand_desc} in your hand", "make": {"count": {"$merge": ["$d", {"zone": "hand"}]}}},
        {"match": r"{d:hand_desc} in your trash", "make": {"count": {"$merge": ["$d", {"zone": "trash"}]}}},
        *[
            {"match": words, "make": {"count": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}}}
            for words in (r"of your {d:characters}", r"{d:characters} you have")
        ],
        # … in groups of N ("for every 2 Characters you have"), and your DON!! by their state
        *[
            {"match": r"{k:int} " + words, "make": {"div": [{"count": made}, "$k"]}}
            for words, made in (
                (r"of your {d:characters}", {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}),
                (r"{d:characters} you have", {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}),
                (r"(?:rested DON!! cards? you have|of your rested DON!! cards)", _RESTED_DON),
                (
                    r"(?:active DON!! cards? you have|of your active DON!! cards)",
                    {**_RESTED_DON, "state": "active"},
                ),
            )
        ],
        *[
            {"match": words, "make": {"count": made}}
            for words, made in (
                (r"(?:rested DON!! card you have|of your rested DON!! cards)", _RESTED_DON),
                (
                    r"(?:active DON!! card you have|of your active DON!! cards)",
                    {**_RESTED_DON, "state": "active"},
                ),
            )
        ],
        {
            "match": r"{k:int} {d:hand_desc} in your hand",
            "make": {"div": [{"count": {"$merge": ["$d", {"zone": "hand"}]}}, "$k"]},
        },
        {
            "match": r"{k:int} {d:hand_desc} in your trash",
            "make": {"div": [{"count": {"$merge": ["$d", {"zone": "trash"}]}}, "$k"]},
        },
        # every holding a condition counts, yours or your opponent's, one by one or in groups of
        # N: "for every 2 cards in your hand", "for every DON!! card on your field", "for every
        # card in your opponent's hand", "for every 2 of your opponent's rested Characters"
        *[
            rule
            for words, made in (
                *[(mine, f) for mine, _, f in _HOLDINGS[:1] + _HOLDINGS[3:]],
                (r"cards? in your hand", {"zone": "hand"}),
                (r"cards? in your trash", {"zone": "trash"}),
                (r"cards? in your opponent's hand", {"zone": "hand", "whose": "opponent"}),
                (r"cards? in your opponent's trash", {"zone": "trash", "whose": "opponent"}),
                (r"DON!! cards? on your opponent's field", {**_DON_FIELD, "whose": "opponent"}),
                (r"of your opponent's {d:characters}", {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]}),
                (r"{d:characters} your opponent has", {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]}),
            )
            for rule in (
                {"match": words, "make": {"count": made}},
                {"match": r"{k:int} " + words, "make": {"div": [{"count": made}, "$k"]}},
            )
        ],
    ],
    # a count a filter compares with ("the number of DON!! cards on your field")
    "number": [
        {"match": r"the number of DON!! cards on your field", "make": {"count": _DON_FIELD}},
        {
            "match": r"the number of DON!! cards on your opponent's field",
            "make": {"count": {**_DON_FIELD, "whose": "opponent"}},
        },
        {
            "match": r"the number of your opponent's Life cards",
            "make": {"count": {"zone": "life", "whose": "opponent"}},
        },
        {"match": r"(?:your number of|the number of your) Life cards", "make": {"count": {"zone": "life"}}},
        {"match": r"the number of cards in your hand", "make": {"count": {"zone": "hand"}}},
        {
            "match": r"the total of your and your opponent's Life cards",
            "make": {"count": {"zone": "life", "whose": "any"}},
        },
        # every other holding of either player: "the number of cards in your opponent's hand",
        # "the number of your rested DON!! cards", "the number of your {X} type Characters"
        *[
            {"match": r"the number of " + words, "make": {"count": made}}
            for words, made in (
                (r"cards in your trash", {"zone": "trash"}),
                (r"cards in your opponent's hand", {"zone": "hand", "whose": "opponent"}),
                (r"cards in your opponent's trash", {"zone": "trash", "whose": "opponent"}),
                (r"your rested DON!! cards", {"zone": "cost", "type": "don", "state": "rested"}),
                (r"your active DON!! cards", {"zone": "cost", "type": "don", "state": "active"}),
                (r"your {d:characters}", {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}),
                (r"your opponent's {d:characters}", {"$merge": [_ON_FIELD, {"whose": "opponent"}, "$d"]}),
            )
        ],
    ],
    # a value of this card or a Leader, read when it is used (2-6, 2-7: power and cost)
    "card_value": [
        {"match": words + "'s " + stat, "make": {"stat": {"card": card, "name": stat}}}
        for words, card, stats in (
            (r"this (?:Character|card)", "this", ("cost", "power")),
            ("this Leader", "this", ("power",)),  # a Leader has no cost (2-7)
            ("your Leader", "op.leader", ("power",)),
            ("your opponent's Leader", "op.opponent_leader", ("power",)),
        )
        for stat in stats
    ],
    # cards in the hand or the trash (no zone: the rule that uses them names it)
    # what a card just revealed or trashed is: "is a {X} type card", "'s type includes "X"",
    # "has a cost of 6 or more"
    "card_is": [
        {"match": r" is an? {d:search_desc}", "make": "$d"},
        {"match": r"'s type includes {q:quoted}", "make": {"op.type_includes": "$q"}},
        {"match": r" has {f:stat_filter}", "make": "$f"},
    ],
    "hand_desc": [
        {"match": r"{d:hand_noun}", "make": "$d"},
        # a card by its name or a kind of card: "[Sanji] or Event card" (2-1)
        {"match": r"{name:name} or {d:hand_noun}", "make": {"any_of": [{"name": "$name"}, "$d"]}},
        # two kinds of card, the filter after both: "{Cross Guild} type Character card or Character
        # card with a type including "Baroque Works" with a cost of 5 or less" (2-4-3-1)
        {"match": r"{a:hand_noun} or {b:type_noun}", "make": {"any_of": ["$a", "$b"]}},
        {
            "match": r"{a:hand_noun} or {b:type_noun} with {f:stat_filter}",
            "make": {"$merge": [{"any_of": ["$a", "$b"]}, "$f"]},
        },
        # a kind of card or a card by its name: "{Neptunian} type card or [Shirahoshi]" (2-1, 2-4;
        # here, not in ``hand_noun``, whose words before a noun would take the name too), and a
        # filter after both: "… Character card or [Megalo] with a cost of 3 or less" (B29)
        {"match": r"{d:hand_noun} or {name:name}", "make": {"any_of": ["$d", {"name": "$name"}]}},
        {
            "match": r"{d:hand_noun} or {name:name} with {f:stat_filter}",
            "make": {"$merge": [{"any_of": ["$d", {"name": "$name"}]}, "$f"]},
        },
        {"match": r"{d:hand_noun} with {f:stat_filter}", "make": {"$merge": ["$d", "$f"]}},
        {
            "match": r"{d:hand_noun} other than {name:name}",
            "make": {"$merge": ["$d", {"not": {"name": "$name"}}]},
        },
        {
            "match": r"{d:hand_noun} with {f:stat_filter} other than {name:name}",
            "make": {"$merge": ["$d", "$f", {"not": {"name": "$name"}}]},
        },
        {
            "match": r"{d:hand_noun} other than {name:name} with {f:stat_filter}",
            "make": {"$merge": ["$d", "$f", {"not": {"name": "$name"}}]},
        },
    ],
    # a card by a part of its type: "card with a type including "Baroque Works"" (2-4-3-1)
    "type_noun": [
        {
            "match": r"{d:hand_noun} with a type including {q:quoted}",
            "make": {"$merge": ["$d", {"op.type_includes": "$q"}]},
        }
    ],
    "hand_noun": [
        {"match": r"Character cards?", "make": {"type": "character"}},
        {"match": r"Characters?", "make": {"type": "character"}},
        {"match": r"Events?(?: cards?)?", "make": {"type": "event"}},
        # an Event by the timing it prints: "[Counter] Events" (10-2-3, 10-2-4)
        {"match": r"\[Counter\] Events?", "make": {"type": "event", "op.has_timing": "Counter"}},
        {"match": r"\[Main\] Events?", "make": {"type": "event", "op.has_timing": "Main"}},
        {"match": r"Stages?(?: cards?)?", "make": {"type": "stage"}},
        {"match": r"cards?", "make": {}},
        {"match": r"{c:colour} {d:hand_noun}", "make": {"$merge": ["$d", {"colour": "$c"}]}},
        {
            "match": r"{a:colour} or {b:colour} {d:hand_noun}",
            "make": {"$merge": ["$d", {"colour": ["$a", "$b"]}]},
        },
        {"match": r"multicolou?red {d:hand_noun}", "make": {"$merge": ["$d", {"op.multicolour": True}]}},
        {"match": r"{t:type} type {d:hand_noun}", "make": {"$merge": ["$d", {"types": "$t"}]}},
        {
            "match": r"{a:type} or {b:type} type {d:hand_noun}",
            "make": {"$merge": ["$d", {"types": ["$a", "$b"]}]},
        },
        {
            "match": r"{a:type}, {b:type} or {c:type} type {d:hand_noun}",
            "make": {"$merge": ["$d", {"types": ["$a", "$b", "$c"]}]},
        },
        {"match": r"{a:attribute} attribute {d:hand_noun}", "make": {"$merge": ["$d", {"attributes": "$a"}]}},
        {
            "match": r"{t:type} type or {a:attribute} attribute {d:hand_noun}",
            "make": {"$merge": ["$d", {"any_of": [{"types": "$t"}, {"attributes": "$a"}]}]},
        },
        {"match": r"{name:name}", "make": {"name": "$name"}},
        {"match": r"{name:name} cards?", "make": {"name": "$name"}},
        {"match": r"{a:name} or {b:name}", "make": {"name": ["$a", "$b"]}},
        {"match": r"{a:name}, {b:name} or {c:name}", "make": {"name": ["$a", "$b", "$c"]}},
        # two kinds of card: "Event or Stage cards"
        {"match": r"(?:Events?|Event cards?) or Stage cards?", "make": {"type": ["event", "stage"]}},
        {"match": r"Character or Event cards?", "make": {"type": ["character", "event"]}},
        {"match": r"Character or Stage cards?", "make": {"type": ["character", "stage"]}},
    ],
    # Events only, described as in the hand ("[Counter] Events", "Events with a cost of 3 or less")
    "events": [
        {"match": r"(?=[^.]*\bEvents?\b)(?![^.]*\b(?:Characters?|Stage)\b){d:hand_desc}", "make": "$d"}
    ],
    # what a look at the top cards may reveal (OP 11-2)
    "search_desc": [
        {"match": r"{d:hand_desc}", "make": "$d"},
        # "up to 1 A or up to 1 B": one card, of either kind
        {"match": r"{a:hand_desc} or up to 1 {b:hand_desc}", "make": {"any_of": ["$a", "$b"]}},
        {
            "match": r"card with a type including {q:quoted} or {name:name}",
            "make": {"any_of": [{"op.type_includes": "$q"}, {"name": "$name"}]},
        },
        {"match": r"{a:name} or {t:type} type card", "make": {"any_of": [{"name": "$a"}, {"types": "$t"}]}},
        {
            "match": r"{a:name} or {t:type} type card other than {name:name}",
            "make": {"any_of": [{"name": "$a"}, {"types": "$t"}], "not": {"name": "$name"}},
        },
    ],
    # a card played from the hand (or the trash) without paying its cost (10-2-6-1)
    # what "play up to 1 …" plays: one kind, or "A or up to 1 B" (one card, of either kind)
    "play_desc": [
        {"match": r"{d:hand_desc}", "make": "$d"},
        {"match": r"{a:hand_desc} or up to 1 {b:hand_desc}", "make": {"any_of": ["$a", "$b"]}},
    ],
    "from_zone": [
        {
            "match": r"{d:play_desc} from your hand",
            "make": {"$merge": [{"type": ["character", "stage"]}, "$d", {"zone": "hand"}]},
        },
        # "… from your hand with a cost equal to or less than …": the filter after the zone
        {
            "match": r"{d:play_desc} from your hand with {f:stat_filter}",
            "make": {"$merge": [{"type": ["character", "stage"]}, "$d", "$f", {"zone": "hand"}]},
        },
        {
            "match": r"{d:play_desc} from your trash",
            "make": {"$merge": [{"type": ["character", "stage"]}, "$d", {"zone": "trash"}]},
        },
        {
            "match": r"{d:play_desc} from your trash with {f:stat_filter}",
            "make": {"$merge": [{"type": ["character", "stage"]}, "$d", "$f", {"zone": "trash"}]},
        },
        {
            "match": r"{d:play_desc} from your hand or trash",
            "make": {"$merge": [{"type": ["character", "stage"]}, "$d", {"zone": ["hand", "trash"]}]},
        },
    ],
    # where a card is played from: its zone (``from_zone`` reads the whole "… from your hand")
    "play_zone": [
        {"match": r"your hand", "make": {"zone": "hand"}},
        {"match": r"your trash", "make": {"zone": "trash"}},
        {"match": r"your hand or trash", "make": {"zone": ["hand", "trash"]}},
    ],
    "from_trash": [
        {"match": r"{d:hand_desc} from your trash", "make": {"$merge": ["$d", {"zone": "trash"}]}},
        {"match": r"of your {d:hand_desc} from your trash", "make": {"$merge": ["$d", {"zone": "trash"}]}},
    ],
    # ------------------------------------------------------------------ conditions (checked on resolution)
    "have_you": _have(True),
    "have_them": _have(False),
    "condition": [
        {"match": r"{a:condition_one},? and {b:condition_one}", "make": {"all": ["$a", "$b"]}},
        {"match": r"{a:condition_one} or {b:condition_one}", "make": {"any": ["$a", "$b"]}},
        {"match": r"{c:condition_one}", "make": "$c"},
    ],
    # what a condition says of a Leader ("is [Koby]", "has the {Navy} type", "has 6000 power or
    # more", "has 2 or more DON!! cards given"), and two of them with "or" / "and"
    "leader_is": [
        {"match": r"is {name:name}", "make": {"name": "$name"}},
        {"match": r"is {a:name} or {b:name}", "make": {"name": ["$a", "$b"]}},
        {"match": r"is multicolored", "make": {"op.multicolour": True}},  # 2-3-6
        *[{"match": "is " + state, "make": {"state": state}} for state in ("rested", "active")],
        {"match": r"has the {t:type} type", "make": {"types": "$t"}},
        {"match": r"has the {a:type} or {b:type} type", "make": {"types": ["$a", "$b"]}},
        {"match": r"has the {a:type}, {b:type} or {c:type} type", "make": {"types": ["$a", "$b", "$c"]}},
        {"match": r"has a type including {q:quoted}", "make": {"op.type_includes": "$q"}},  # 2-4-3-1
        {"match": r"has the {a:attribute} attribute", "make": {"attributes": "$a"}},
        {"match": r"has {f:stat_filter}", "make": "$f"},
        {"match": r"has {n:int} or more DON!! cards given", "make": {"op.given": {">=": "$n"}}},  # 6-5-5
        {"match": r"has {k:keyword}", "make": {"keyword": "$k"}},  # the keyword it has now (10-1)
        {"match": r"does not have {k:keyword}", "make": {"not": {"keyword": "$k"}}},
        {
            "match": r"is {a:name} or multicolored",
            "make": {"any_of": [{"name": "$a"}, {"op.multicolour": True}]},
        },
        {"match": r"is {a:name}, {b:name} or {c:name}", "make": {"name": ["$a", "$b", "$c"]}},
        {
            "match": r"has the {t:type} type or the {a:attribute} attribute",
            "make": {"any_of": [{"types": "$t"}, {"attributes": "$a"}]},
        },
        {"match": r"{a:leader_is} or {b:leader_is}", "make": {"any_of": ["$a", "$b"]}},
        {"match": r"{a:leader_is} and {b:leader_is}", "make": {"$merge": ["$a", "$b"]}},
    ],
    "condition_one": [
        # what a player has, counted: "you have 3 or less Life cards", "your opponent has a
        # Character with a cost of 0", "you have no Characters" (the holdings below)
        {"match": r"you have {c:have_you}", "make": "$c"},
        # the card chosen before, described: "Then, if that Character has 0 power or less, …"
        {
            "match": _CHOSEN_WORDS + r" (?:has|have) {f:stat_filter}",
            "make": {"exists": {"$merge": [{"var": "chosen"}, "$f"]}},
        },
        *[
            {
                "match": _CHOSEN_WORDS + r" (?:is|are) " + state,
                "make": {"exists": {"var": "chosen", "state": state}},
            }
            for state in ("rested", "active")
        ],
        # a card's power or cost now, or its base (4-9-2): "your Leader's power is 7000 or more"
        *[
            {
                "match": who + r"'s " + base + stat + r" is {n:int} or " + more,
                "make": {"exists": {"var": card, key: {compare: "$n"}}},
            }
            for who, card in (
                ("your Leader", "op.leader"),
                ("your opponent's Leader", "op.opponent_leader"),
                ("this (?:Character|Leader)", "this"),
            )
            for base, stat, key in (
                ("", "power", "power"),
                ("", "cost", "cost"),
                ("base ", "power", "op.base_power"),
                ("base ", "cost", "op.base_cost"),
            )
            for more, compare in (("more", ">="), ("less", "<="))
        ],
        {"match": r"you have {a:have_you} and {b:have_you}", "make": {"all": ["$a", "$b"]}},
        {"match": r"you have {a:have_you} or {b:have_you}", "make": {"any": ["$a", "$b"]}},
        {"match": r"your opponent has {c:have_them}", "make": "$c"},
        {"match": r"your opponent has {a:have_them} and {b:have_them}", "make": {"all": ["$a", "$b"]}},
        {"match": r"your opponent has {a:have_them} or {b:have_them}", "make": {"any": ["$a", "$b"]}},
        # the [DON!! xN] condition written out (10-2-9)
        {
            "match": r"this (?:Character|Leader) has {n:int} or more DON!! cards given",
            "make": {"op.don": "$n"},
        },
        *[
            {
                "match": r"this (?:Character|Leader) is " + state,
                "make": {"exists": {"var": "this", "state": state}},
            }
            for state in ("rested", "active")
        ],
        # "rested cards": everything rested on the field, DON!! in the cost area too (given DON!!
        # are neither active nor rested, 4-4-2)
        {"match": r"you have {name:name}", "make": {"exists": {"$merge": [_ON_FIELD, {"name": "$name"}]}}},
        # a named card of any area of the field, the Stage too (3-1-2, B37): "If you have [Merry Go] on
        # your field" (EB02-033: [Merry Go] is a Stage), "If you have a [Sarfunkel]" (EB02-012)
        *[
            {
                "match": words,
                "make": {
                    "exists": {"zone": _NAMED_AREAS, "type": _NAMED_AREAS, "whose": "you", "name": "$name"}
                },
            }
            for words in (r"you have (?:an? )?{name:name} on your field", r"you have an? {name:name}")
        ],
        # two areas counted together: "a total of 4 or less cards in your Life area and hand"
        *[
            {
                "match": r"you have a total of {n:int} or "
                + word
                + " cards in your "
                + a
                + " and (?:your )?"
                + b,
                "make": {compare: [{"sum": [{"count": {"zone": x}}, {"count": {"zone": y}}]}, "$n"]},
            }
            for word, compare in (("less", "<="), ("more", ">="))
            for a, x, b, y in (
                ("Life area", "life", "hand", "hand"),
                ("hand", "hand", "Life area", "life"),
                ("hand", "hand", "trash", "trash"),
            )
        ],
        # both players' Life cards counted together (3-10): "If you and your opponent have a
        # total of 5 or less Life cards"
        *[
            {
                "match": r"you and your opponent have a total of {n:int} or " + word + " Life cards",
                "make": {compare: [{"count": {"zone": "life", "whose": "any"}}, "$n"]},
            }
            for word, compare in (("less", "<="), ("more", ">="))
        ],
        {
            "match": r"you have a total of {n:int} or more given DON!! cards",
            "make": {">=": [{"count": {"zone": FIELD, "type": "don"}}, "$n"]},
        },
        {"match": r"your Leader is {name:name}", "make": {"exists": {"var": "op.leader", "name": "$name"}}},
        {
            "match": r"your Leader is {a:name} or {b:name}",
            "make": {"exists": {"var": "op.leader", "name": ["$a", "$b"]}},
        },
        {
            "match": r"your Leader is {a:name}, {b:name} or {c:name}",
            "make": {"exists": {"var": "op.leader", "name": ["$a", "$b", "$c"]}},
        },
        {
            "match": r"your Leader is {a:name} or multicolored",
            "make": {"exists": {"var": "op.leader", "any_of": [{"name": "$a"}, {"op.multicolour": True}]}},
        },
        # a battle of this turn, the one in progress too (7-1; the record of ``board.battled``)
        *[
            {
                "match": r"this (?:Character|Leader) (?:battles|battled|has battled) "
                + words
                + " during this turn",
                "make": {"op.battled": foe},
            }
            for words, foe in (
                (r"your opponent's Characters?", {"type": "character", "whose": "opponent"}),
                (r"your opponent's Leader", {"type": "leader", "whose": "opponent"}),
                (
                    r"your opponent's Leader or Characters?",
                    {"type": ["leader", "character"], "whose": "opponent"},
                ),
            )
        ],
        {
            "match": r"this Character was played" + _THIS_TURN,
            "make": {"exists": {"var": "this", "op.played_this_turn": True}},
        },
        # whose turn it is (4-3), as [Your Turn] / [Opponent's Turn] (10-2-11, 10-2-12)
        {"match": r"it is your turn", "make": {"turn": "yours"}},
        {"match": r"it is your opponent's turn", "make": {"turn": "opponents"}},
        # the battle in progress (7-1): "this Character is battling your opponent's Leader"
        *[
            {
                "match": r"this (?:Character|Leader) is battling " + words,
                "make": {"op.battling": foe},
            }
            for words, foe in (
                (r"your opponent's Characters?", {"type": "character", "whose": "opponent"}),
                (r"your opponent's Leader", {"type": "leader", "whose": "opponent"}),
                (r"a Character", {"type": "character", "whose": "any"}),
            )
        ],
        # a count of the player's own against a number: "the number of cards in your hand is 3 or
        # less", "… of DON!! cards on your field is 8 or more" (each count of ``_NUMBER_OF``)
        *[
            {
                "match": r"the number of " + yours + r" is {n:int} or " + more,
                "make": {compare: [{"count": counted}, "$n"]},
            }
            for yours, _, counted in _NUMBER_OF
            for more, compare in (("more", ">="), ("less", "<="))
        ],
        # … and the damage a player took this turn (each point moves a Life card, 4-6-2): "you
        # have taken damage this turn", "your opponent took 2 or more damage this turn"
        *[
            {
                "match": subject + r" (?:have |has )?(?:taken|took) " + amount + "damage" + _THIS_TURN,
                "make": {"op.this_turn": {"did": "damage", "type": _LIFE_KINDS, "whose": whose, **n}},
            }
            for subject, whose in (("you", "you"), ("your opponent", "opponent"))
            for amount, n in (("", {}), (r"{n:int} or more ", {"n": "$n"}))
        ],
        # the turn's record (``op.this_turn``): "a Character was K.O.'d during this turn", "your
        # {X} type Character was played this turn", "2 or more of your opponent's Characters have
        # been K.O.'d", "you have activated an Event this turn" (10-2-1, 10-2-6-1, 8-4-2); the
        # record keeps the card's kind, types, controller, cost and power as it was ("a
        # Character with a cost of 5 or more was K.O.'d": as it left the field, B24)
        *[
            {
                "match": subject + noun + r" (?:was|were|has been|have been) " + done + _THIS_TURN,
                "make": {
                    "op.this_turn": (
                        {"$merge": [{"did": did, "type": kind, "whose": whose, **n, **types}, "$v"]}
                        if valued
                        else {"did": did, "type": kind, "whose": whose, **n, **types}
                    )
                },
            }
            for subject, whose, n in (
                ("an? ", "any", {}),
                ("your ", "you", {}),
                ("your opponent's ", "opponent", {}),
                (r"{n:int} or more ", "any", {"n": "$n"}),
                (r"{n:int} or more of your ", "you", {"n": "$n"}),
                (r"{n:int} or more of your opponent's ", "opponent", {"n": "$n"}),
            )
            for noun, types, valued in (
                ("Characters?", {}, False),
                (r"{t:type} type Characters?", {"types": "$t"}, False),
                ("Characters? with {v:recorded_value}", {}, True),
                (r"{t:type} type Characters? with {v:recorded_value}", {"types": "$t"}, True),
            )
            for done, did, kind in (
                (r"K\.O\.'d", "ko", "character"),
                ("played", "play", "character"),
            )
        ],
        *[
            {
                "match": subject + r" (?:have |has )?" + verb + " " + what + valued + _THIS_TURN,
                "make": {
                    "op.this_turn": (
                        {"$merge": [{"did": did, "type": kind, "whose": whose, **n, **types}, "$v"]}
                        if valued
                        else {"did": did, "type": kind, "whose": whose, **n, **types}
                    )
                },
            }
            for subject, whose in (("you", "you"), ("your opponent", "opponent"))
            for verb, did, nouns in (
                ("activated", "activate", (("Events?", "event"),)),
                ("played", "play", (("Characters?", "character"), ("Stages?", "stage"))),
            )
            for noun, kind in nouns
            for what, n, types in (
                ("an? " + noun, {}, {}),
                (r"an? {t:type} type " + noun, {}, {"types": "$t"}),
                (r"{n:int} or more " + noun, {"n": "$n"}, {}),
                (r"{n:int} or more {t:type} type " + noun, {"n": "$n"}, {"types": "$t"}),
            )
            # "… a Character with a cost of 5 or more" (the record's values, B24)
            for valued in ("", " with {v:recorded_value}")
        ],
        {
            "match": r"you have no other {name:name} Characters",
            "make": {"none": {"$merge": [_ON_FIELD, {"type": "character", "name": "$name", "other": True}]}},
        },
        # "If you have no other Characters" / "… no other {Navy} type Characters": none but this one
        {
            "match": r"you have no other {d:characters}",
            "make": {"none": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d", {"other": True}]}},
        },
        {
            "match": r"your Leader has the {t:type} type",
            "make": {"exists": {"var": "op.leader", "types": "$t"}},
        },
        {
            "match": r"your Leader's type includes {q:quoted}",
            "make": {"exists": {"var": "op.leader", "op.type_includes": "$q"}},  # 2-4-3-1
        },
        {
            "match": r"your Leader is multicolored",
            "make": {"exists": {"var": "op.leader", "op.multicolour": True}},
        },
        {
            "match": r"your Leader has the {a:type} or {b:type} type",
            "make": {"exists": {"var": "op.leader", "types": ["$a", "$b"]}},
        },
        {
            "match": r"you have a face-up Life card",
            "make": {">=": [{"count": {"zone": "life", "face_up": True}}, 1]},
        },
        *[
            {
                "match": r"you have {n:int} or " + words + r" face-up Life cards",
                "make": {compare: [{"count": {"zone": "life", "face_up": True}}, "$n"]},
            }
            for words, compare in (("more", ">="), ("less", "<="))
        ],
        {
            "match": r"you don't have {name:name}",
            "make": {"none": {"$merge": [_ON_FIELD, {"name": "$name"}]}},
        },
        # after the rule above: "if you don't have 5 Characters": the holding's negation
        {"match": r"you don't have {c:have_you}", "make": {"not": "$c"}},
        {"match": r"your opponent doesn't have {c:have_them}", "make": {"not": "$c"}},
        # the two players' counts compared: "you have less Life cards than your opponent",
        # "your opponent has more DON!! cards on their field than you" (each holding, both ways)
        *_compared(),
        # the two players' counts compared by "the number of …": "the number of DON!! cards on
        # your field is equal to or less than the number on your opponent's field" (each count of
        # ``_NUMBER_OF``, each comparison of ``_COMPARISONS``)
        *[
            {
                "match": r"the number of " + yours + r" is " + words + r" the number (?:" + theirs + ")",
                "make": {compare: [{"count": counted}, {"count": {**counted, "whose": "opponent"}}]},
            }
            for yours, theirs, counted in _NUMBER_OF
            for words, compare in _COMPARISONS
        ],
        {
            "match": r"your Leader has the {t:type} type or the {a:attribute} attribute",
            "make": {"exists": {"var": "op.leader", "any_of": [{"types": "$t"}, {"attributes": "$a"}]}},
        },
        {
            "match": r"your Leader has the {a:attribute} attribute",
            "make": {"exists": {"var": "op.leader", "attributes": "$a"}},
        },
        # either Leader described by any of its predicates ("your opponent's Leader has the {X}
        # type", "your Leader is [X] or has the {Y} type"); the rules above read the same first
        *[
            rule
            for words, leader in (
                ("your Leader", "op.leader"),
                ("your opponent's Leader", "op.opponent_leader"),
                # … and this card, as a Leader's words read it ("this Character does not have [Rush]")
                (r"this (?:Character|Leader)", "this"),
            )
            for rule in (
                {"match": words + r" {p:leader_is}", "make": {"exists": {"$merge": [{"var": leader}, "$p"]}}},
                {
                    "match": words + r"'s type includes {q:quoted}",
                    "make": {"exists": {"var": leader, "op.type_includes": "$q"}},
                },
            )
        ],
        # "If you only have {X} type Characters": one at least, and none of another kind
        # (docs/games/one-piece.md)
        *[
            {
                "match": words,
                "make": {
                    "all": [
                        {"exists": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}},
                        {"none": {**_ON_FIELD, "whose": "you", "type": "character", "not": "$d"}},
                    ]
                },
            }
            for words in (
                r"you only have {d:characters}",
                r"the only Characters on your field are {d:characters}",
            )
        ],
        # anyone's: "If there is a Character with a cost of 0 or with a cost of 8 or more"
        {
            "match": r"there is an? {d:characters}",
            "make": {"exists": {"$merge": [_ON_FIELD, {"whose": "any"}, "$d"]}},
        },
        # anyone's, counted: "If there are 2 or more Characters with a cost of 8 or more"
        *[
            {
                "match": r"there (?:is|are) " + amount + r"{d:characters}",
                "make": count({"$merge": [_ON_FIELD, {"whose": "any"}, "$d"]}),
            }
            for amount, count in _AMOUNTS
        ],
        # named cards in the hand or the trash: "If you have [Kuromarimo] and [Chess] in your trash"
        *[
            rule
            for zone in ("hand", "trash")
            for rule in (
                {
                    "match": r"you have {name:name} in your " + zone,
                    "make": {"exists": {"zone": zone, "name": "$name"}},
                },
                {
                    "match": r"you have {a:name} and {b:name} in your " + zone,
                    "make": {
                        "all": [
                            {"exists": {"zone": zone, "name": "$a"}},
                            {"exists": {"zone": zone, "name": "$b"}},
                        ]
                    },
                },
            )
        ],
        # a card's power or cost now: "If this Character has 7000 power or more"
        *[
            {"match": words + r" has {f:stat_filter}", "make": {"exists": {"$merge": [{"var": card}, "$f"]}}}
            for words, card in (
                ("this (?:Character|Leader)", "this"),
                ("your Leader", "op.leader"),
                ("your opponent's Leader", "op.opponent_leader"),
            )
        ],
        # a Leader's state: "If your Leader is active", "your opponent's Leader is rested"
        *[
            {"match": words + r" is " + state, "make": {"exists": {"var": leader, "state": state}}}
            for words, leader in (
                ("your Leader", "op.leader"),
                ("your opponent's Leader", "op.opponent_leader"),
            )
            for state in ("rested", "active")
        ],
    ],
    # ------------------------------------------------------------------ permanent effects
    "modifiers": {"sequence": "modifier", "separators": [" and "]},
    "modifier": [
        # "+1000 power for every card in your hand", "… for every 2 Events in your trash"
        {
            "match": r"this (?:Character|Leader) gains {p:signed} power for every {e:every}",
            "make": [{"to": "this", "stat": "power", "add": {"mul": ["$p", "$e"]}}],
        },
        # what this card gains: "This Character gains [Blocker] and +1000 power"
        {"match": r"this (?:Character|Leader|card) {m:own}", "make": "$m"},
        {"match": r"give this (?:Character|Leader) {p:signed} power", "make": [_THIS_POWER]},
        {
            "match": r"your Leader gains {p:signed} power",
            "make": [{"to": "op.leader", "stat": "power", "add": "$p"}],
        },
        {
            "match": r"your Leader gains {k:keyword}",
            "make": [{"to": "op.leader", "stat": "keywords", "grant": "$k"}],
        },
        # what a group of your cards cannot (1-3-3): "your … cannot be K.O.'d by effects"
        *[
            {
                "match": r"(?:all of )?your {d:field_desc} cannot be K\.O\.'d" + how,
                "make": [
                    {
                        "to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]},
                        "stat": "prohibitions",
                        "grant": f"cannot:{action}",
                    }
                ],
            }
            for how, action in _KO_HOW.items()
        ],
        # "your opponent cannot activate [Blocker]" for good (under [Your Turn], [DON!! xN], "If …"):
        # none of their cards may, or only those the words name (10-1-4-1, 1-3-3)
        {
            "match": r"your opponent cannot activate \[Blocker\]",
            "make": [
                {"to": {**_ON_FIELD, "whose": "opponent"}, "stat": "prohibitions", "grant": "cannot:block"}
            ],
        },
        {
            "match": r"your opponent cannot activate a \[Blocker\] Character (?:that has|with) "
            r"{f:stat_filter}",
            "make": [
                {
                    "to": {"$merge": [_ON_FIELD, {"whose": "opponent", "type": "character"}, "$f"]},
                    "stat": "prohibitions",
                    "grant": "cannot:block",
                }
            ],
        },
        # what a group of either player's cards cannot (1-3-3): "your opponent's Characters with a
        # cost of 3 or less cannot activate [Blocker]", "your {X} type Characters cannot be rested"
        *[
            {
                "match": r"(?:all of )?" + owner + r" {d:field_desc} cannot " + words,
                "make": [
                    {
                        "to": {"$merge": [_ON_FIELD, {"whose": whose}, "$d"]},
                        "stat": "prohibitions",
                        "grant": _word(action),
                    }
                ],
            }
            for owner, whose in (("your", "you"), ("your opponent's", "opponent"))
            for words, action in (
                ("attack", "attack"),
                (r"activate \[Blocker\]", "block"),
                *(("be rested" + how, action) for how, action in _REST_HOW.items()),
                ("be {mv:prohibited_move}", _MOVED),
            )
        ],
        {
            "match": r"(?:all of )?your {d:field_desc} can attack Characters on the turn in which they are "
            r"played",
            "make": [
                {
                    "to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]},
                    "stat": "keywords",
                    "grant": "rush_character",
                }
            ],
        },
        {
            "match": r"(?:all of )?your {d:field_desc} gain {k:keyword}",
            "make": [
                {"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": "keywords", "grant": "$k"}
            ],
        },
        # the same, this card named beside them (B35): "All of your [Shura] cards and this
        # Character gain [Unblockable]" (OP15-070)
        {
            "match": r"(?:all of )?your {d:field_desc} and this (?:Character|Leader) gain {k:keyword}",
            "make": [
                {"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": "keywords", "grant": "$k"},
                {"to": "this", "stat": "keywords", "grant": "$k"},
            ],
        },
        # a keyword taken away while this card's text applies (10-1-4): "your opponent's
        # Characters lose [Blocker]", "this Character loses [Blocker]" (``own_item``)
        *[
            {
                "match": r"(?:all of )?" + owner + r" {d:field_desc} lose {k:keyword}",
                "make": [
                    {
                        "to": {"$merge": [_ON_FIELD, {"whose": whose}, "$d"]},
                        "stat": "keywords",
                        "remove": "$k",
                    }
                ],
            }
            for owner, whose in (("your", "you"), ("your opponent's", "opponent"))
        ],
        {
            "match": r"(?:all of )?your {d:field_desc} gain {p:signed} power",
            "make": [{"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": "power", "add": "$p"}],
        },
        # a base value set by a permanent effect (4-9-2; B14)
        {
            "match": r"set the base {s:set_stat} of all of your {d:field_desc} to {v:int}",
            "make": [{"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": "$s", "set": "$v"}],
        },
        {
            "match": r"set the base {s:set_stat} of this (?:Character|Leader) to {v:int}",
            "make": [{"to": "this", "stat": "$s", "set": "$v"}],
        },
        # "All of your [Shura] cards' base power and this Character's base power become 6000"
        # (OP15-070): both set (4-9-2, B14, B35)
        *[
            {
                "match": r"(?:all of )?your {d:field_desc}' base "
                + stat
                + r" and this (?:Character|Leader)'s base "
                + stat
                + r" become {v:int}",
                "make": [
                    {"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": stat, "set": "$v"},
                    {"to": "this", "stat": stat, "set": "$v"},
                ],
            }
            for stat in ("power", "cost")
        ],
        {
            "match": r"this (?:Character|Leader)'s base {s:set_stat} becomes {v:int}",
            "make": [{"to": "this", "stat": "$s", "set": "$v"}],
        },
        {
            "match": r"your Leader's base {s:set_stat} becomes {v:int}",
            "make": [{"to": "op.leader", "stat": "$s", "set": "$v"}],
        },
        {
            "match": r"your {ld:leader_desc} Leader's base {s:set_stat} becomes {v:int}",
            "make": [
                {
                    "to": {"$merge": [_ON_FIELD, {"whose": "you", "type": "leader"}, "$ld"]},
                    "stat": "$s",
                    "set": "$v",
                }
            ],
        },
        {
            "match": r"all of your {d:field_desc} gain {p:signed} cost",
            "make": [{"to": {"$merge": [_ON_FIELD, {"whose": "you"}, "$d"]}, "stat": "cost", "add": "$p"}],
        },
        # cards in the hand cost less to play (4-9: their cost is read when they are played)
        {
            "match": r"give {d:hand_desc} in your hand {p:signed} cost",
            "make": [{"to": {"$merge": ["$d", {"zone": "hand"}]}, "stat": "cost", "add": "$p"}],
        },
        {
            "match": r"give all {sel:field} {p:signed} cost",
            "make": [{"to": "$sel", "stat": "cost", "add": "$p"}],  # 1-3-6-2: a cost reads 0 at least
        },
        {
            "match": r"give all {sel:field} {p:signed} power",
            "make": [{"to": "$sel", "stat": "power", "add": "$p"}],
        },
        # cards of either name ("[Portgas.D.Ace] and [Monkey.D.Luffy] cards": each card has one)
        {
            "match": r"all of your {a:name} and {b:name} cards gain {p:signed} power",
            "make": [
                {"to": {**_ON_FIELD, "whose": "you", "name": ["$a", "$b"]}, "stat": "power", "add": "$p"}
            ],
        },
        # "your opponent cannot attack any card other than …": every other card of yours cannot be
        # attacked (1-3-3, read when the attack's target is chosen, 7-1-1-2)
        *[
            {
                "match": r"your opponent cannot attack any card other than " + words,
                "make": [
                    {
                        "to": {"$merge": [_ON_FIELD, {"whose": "you"}, other]},
                        "stat": "prohibitions",
                        "grant": "cannot:be_attacked",
                    }
                ],
            }
            for words, other in (
                (r"the Character {name:name}", {"not": {"type": "character", "name": "$name"}}),
                (r"this (?:Character|Leader)", {"other": True}),
                (r"your Leader", {"type": "character"}),
            )
        ],
        # 1-3-1: the card's text beats 7-1-1-2 (only rested Characters may be attacked)
        {
            "match": r"this Character can (?:also )?attack (?:your opponent's )?active Characters",
            "make": [{"to": "this", "stat": "permissions", "grant": "can:attack_active"}],
        },
        {
            "match": r"your Leader and all of your Characters gain {p:signed} power",
            "make": [
                {"to": "op.leader", "stat": "power", "add": "$p"},
                {"to": {**_ON_FIELD, "whose": "you", "type": "character"}, "stat": "power", "add": "$p"},
            ],
        },
    ],
    "own": {"sequence": "own_item", "separators": [" and "]},
    "own_item": [
        {"match": r"gains {k:keyword}", "make": [{"to": "this", "stat": "keywords", "grant": "$k"}]},
        {"match": r"(?:gains|gets) {p:signed} power", "make": [_THIS_POWER]},
        {"match": r"{p:signed} power", "make": [_THIS_POWER]},  # after "gains …" and "and"
        # a keyword after "and" only with the verb before it ("gains +1000 power and [Rush]",
        # "gains [Rush] and [Blocker]", "loses [Rush] and [Blocker]"): a bare "[Rush]" item would
        # read "loses [Blocker] and [Rush]" as a gain (10-1)
        {
            "match": r"gains {k:keyword} and {j:keyword}",
            "make": [{"to": "this", "stat": "keywords", "grant": w} for w in ("$k", "$j")],
        },
        {
            "match": r"gains {p:signed} power and {k:keyword}",
            "make": [_THIS_POWER, {"to": "this", "stat": "keywords", "grant": "$k"}],
        },
        {
            "match": r"loses {k:keyword} and {j:keyword}",
            "make": [{"to": "this", "stat": "keywords", "remove": w} for w in ("$k", "$j")],
        },
        {"match": r"gains {p:signed} cost", "make": [{"to": "this", "stat": "cost", "add": "$p"}]},
        # after "gains …" and "and", as the power: "gains [Blocker] and +1 cost"
        {"match": r"{p:signed} cost", "make": [{"to": "this", "stat": "cost", "add": "$p"}]},
        # 1-3-3: "cannot" beats "can"
        {"match": r"cannot attack", "make": [_cannot("attack")]},
        {"match": r"cannot activate \[Blocker\]", "make": [_cannot("block")]},  # 10-1-4-1
        {"match": r"loses {k:keyword}", "make": [{"to": "this", "stat": "keywords", "remove": "$k"}]},
        *[{"match": words, "make": [_cannot(action)]} for words, action in _OWN_ATTACK_ONLY],
        # 3-7-4 with [Rush] (10-1-1-1): on the turn it is played it attacks Characters only
        {
            "match": r"cannot attack a Leader on the turn in which it is played",
            "make": [_cannot("attack_leader_when_played")],
        },
        # [Rush]'s own words (its reminder text, 10-1-1-1)
        {
            "match": r"can attack on the turn in which it is played",
            "make": [{"to": "this", "stat": "keywords", "grant": "rush"}],
        },
        # [Rush: Character]'s own words (its reminder text, B12)
        {
            "match": r"can attack Characters on the turn in which it is played",
            "make": [{"to": "this", "stat": "keywords", "grant": "rush_character"}],
        },
        {"match": r"cannot be K\.O\.'d", "make": [_cannot("be_ko")]},
        {"match": r"cannot be attacked", "make": [_cannot("be_attacked")]},  # 7-1-1-2
        {"match": r"cannot be blocked", "make": [_cannot("be_blocked")]},  # 7-1-2-1 (as [Unblockable])
        # "… cannot be blocked by Characters with 5000 power or more" for good: the filter kept on
        # the card while the ability works, read by the Block Step's check (7-1-2-1, 10-1-4-1, 1-3-3)
        {
            "match": r"cannot be blocked by {bd:field}",
            "make": [{"to": "this", "stat": "op.blocked_by", "grant": "$bd"}],
        },
        # 7-1-1-1, 10-1-4-1 too; "… by (your opponent's) effects" only by those (8-1-1)
        *[
            {"match": r"cannot be rested" + how, "make": [_cannot(action)]}
            for how, action in _REST_HOW.items()
        ],
        {"match": r"cannot be {mv:prohibited_move}", "make": [_cannot(_MOVED)]},
        # two moves in one: each word a prohibition of this card (1-3-3)
        *[
            {
                "match": r"cannot be " + words,
                "make": [{"to": "this", "stat": "prohibitions", "grant": word} for word in made],
            }
            for words, made in _MOVES
        ],
        {"match": r"cannot be K\.O\.'d in battle", "make": [_cannot("be_ko_in_battle")]},
        # "… by <Slash> attribute cards / Characters": while the battle's attacker is one (7-1-4-1-2)
        *[
            {
                "match": r"cannot be K\.O\.'d in battle by {a:attribute} attribute " + words,
                "make": [
                    {
                        **_cannot("be_ko_in_battle"),
                        "if": {"exists": {"$merge": [{"var": "op.attacker", "attributes": "$a"}, kind]}},
                    }
                ],
            }
            for words, kind in (("cards", {}), ("Characters", {"type": "character"}))
        ],
        # "… by Characters with 6000 power or less": while the battle's attacker is one (7-1-4-1-2)
        {
            "match": r"cannot be K\.O\.'d in battle by {d:field_desc}",
            "make": [
                {
                    **_cannot("be_ko_in_battle"),
                    "if": {"exists": {"$merge": [{"var": "op.attacker"}, "$d"]}},
                }
            ],
        },
        {"match": r"cannot be K\.O\.'d by effects", "make": [_cannot("be_ko_by_effect")]},
        {"match": r"cannot be K\.O\.'d by your opponent's effects", "make": [_cannot("be_ko_by_opponent")]},
        {
            "match": r"cannot be removed from the field by your opponent's effects",
            "make": [_cannot("leave_by_opponent")],  # 4-11: moved away by any of their effects
        },
        {"match": r"cannot be removed from the field by effects", "make": [_cannot("leave_by_effect")]},
    ],
    "prohibited_move": _MOVE_HOW,
    "prohibited_moves": _MOVES_HOW,
    # what the turn's record keeps of a card as it was (``op.this_turn``): its cost and power
    "recorded_value": [
        {"match": r"a cost of {n:int} or " + more, "make": {"cost": {compare: "$n"}}}
        for more, compare in (("less", "<="), ("more", ">="))
    ]
    + [{"match": r"a cost of {n:int}", "make": {"cost": {"==": "$n"}}}]
    + [
        {"match": words, "make": {"power": {compare: "$n"}}}
        for more, compare in (("less", "<="), ("more", ">="))
        for words in (r"{n:int} power or " + more, r"a power of {n:int} or " + more)
    ],
    # "this Character … and … <for a while>" (``_own_for_a_while``)
    **_OWN_FOR_A_WHILE_CATEGORIES,
}


# ---------------------------------------------------------------------- the opponent's choice
#: the opponent's own actions ("your opponent trashes 1 card from their hand") in the words after
#: "your opponent may" ("… may trash 1 card from their hand"): the step rules, verb by verb
_THEIR_VERBS = {
    "adds": "add",
    r"chooses": "choose",
    "trashes": "trash",
    "draws": "draw",
    "returns": "return",
    "plays": "play",
    "places": "place",
    r"K\.O\.'s": r"K\.O\.",
    "rests": "rest",
}


def _their_may() -> list[dict[str, Any]]:
    rules = []
    for rule in GRAMMAR["step"]:
        for verb, base in _THEIR_VERBS.items():
            head = "your opponent " + verb + " "
            words = str(rule.get("match", ""))
            if words.startswith(head) and not words.startswith("your opponent chooses one"):
                rest = words.removeprefix(head).replace(" and trashes ", " and trash ")
                rules.append({"match": base + " " + rest, "make": rule["make"]})
    return rules


# "Your opponent may X. If they do (not), Y" (8-1-2: the choice is the opponent's; X as the
# opponent's own action reads it, and "did" is whether they agreed and, for a choice, chose a
# card, as "you may X. If you do (not)" reads it); Y is this card's effect
GRAMMAR["their_may"] = _their_may()
GRAMMAR["sentence"] += [
    {
        "match": r"your opponent may {x:their_may}",
        "make": [{"do": "may", "player": "opponent", "then": "$x"}],
    },
    {
        "match": r"your opponent may {x:their_may}\. If they do, {y:clauses}",
        "make": [
            {"do": "let", "as": "did", "value": False},
            {
                "do": "may",
                "player": "opponent",
                "then": {"$concat": ["$x", [{"do": "if", "if": {"chosen": "did"}, "then": "$y"}]]},
            },
        ],
    },
    {
        "match": r"your opponent may {x:their_may}\. If they do not, {y:clauses}",
        "make": {
            "$concat": [
                [{"do": "let", "as": "did", "value": False}],
                [{"do": "may", "player": "opponent", "then": "$x"}],
                [{"do": "if", "if": {"not": {"chosen": "did"}}, "then": "$y"}],
            ]
        },
    },
]


# ---------------------------------------------------------------------- each player
#: the verbs of a player's own action, and the words after "each player" (1-3-10)
_EACH_VERBS = {
    "draw": "draws",
    "trash": "trashes",
    "place": "places",
    "add": "adds",
    "return": "returns",
    "rest": "rests",
    "reveal": "reveals",
    "set": "sets",
    "shuffle": "shuffles",
    "K\\.O\\.": "K\\.O\\.s",
    "play": "plays",
    "turn": "turns",
}


def _their_words(words: str) -> str:
    """A player's own words said of them: "your" as "their", "you" as "they"."""
    return re.sub(r"\byou\b", "they", re.sub(r"\byour\b", "their", words))


#: the categories of counts and cards that read "your" / "you", and their twins in a player's
#: own words ("for every 2 Characters they have", "the number of their Life cards", "1 of their
#: Characters"): each rule that names no opponent, "your" as "their" (read by ``op.each_player``,
#: where "you" is the player doing it)
_THEIRS = {
    "every": "every_theirs",
    "number": "number_theirs",
    "field": "field_theirs",
    "from_zone": "from_zone_theirs",
    "from_trash": "from_trash_theirs",
}


def _their_categories() -> None:
    for category, twin in _THEIRS.items():
        GRAMMAR[twin] = [
            {**rule, "match": _their_words(str(rule["match"]))}
            for rule in GRAMMAR[category]
            if "opponent" not in str(rule["match"])
        ]


def _each_player() -> list[dict[str, Any]]:
    """ "Each player trashes 1 card from their hand" / "Both players draw 1 card": every step rule
    of a player's own action ("trash 1 card from your hand", "draw 1 card": no opponent, no card
    of this one's, one verb, one sentence) said of each player, "their" for "your" (``op.each_player``:
    the turn player first, 1-3-10), and of the opponent alone; its counts and cards in their words
    too ("draws 1 card for every 2 Characters they have", "rests up to 1 of their Characters")."""
    _their_categories()
    rules = []
    for rule in GRAMMAR["step"]:
        words = str(rule.get("match", ""))
        verb = words.split(" ", 1)[0]
        # one action of one verb: no second verb ("…, and place …"), one sentence (a K.O.'s dots
        # are not a sentence's end)
        # (… "and rest it": the DON!! added, one action)
        plain = words.replace("K\\.O\\.", "KO").replace(" and rest (?:it|them)", "")
        if verb not in _EACH_VERBS or re.search(r"opponent|\bthis\b|Leader|\\\.|,| and ", plain):
            continue
        slots = re.findall(r"\{\w+:(\w+)\}", words)
        theirs_slot = any(kind in _THEIRS for kind in slots)
        if not (re.search(r"\byour\b", words) or verb == "draw" or theirs_slot):
            continue
        theirs = _their_words(words.split(" ", 1)[1])
        for kind, twin in _THEIRS.items():
            theirs = theirs.replace(":" + kind + "}", ":" + twin + "}")
        # the second verb of "adds … and rests it" said of one player too
        one = theirs.replace(" and rest (?:it|them)", " and rests (?:it|them)")
        made = [{"do": "op.each_player", "steps": rule["make"]}]
        rules.append({"match": f"each player {_EACH_VERBS[verb]} {one}", "make": made})
        rules.append({"match": f"both players {verb} {theirs}", "make": made})
        # the opponent alone, as their own action ("Your opponent trashes 1 Event from their
        # hand"): after the rules that read the opponent's actions already, which keep theirs
        mine = [{"do": "op.each_player", "players": "opponent", "steps": rule["make"]}]
        rules.append({"match": f"your opponent {_EACH_VERBS[verb]} {one}", "make": mine})
        GRAMMAR["their_step"].append({"match": f"{_EACH_VERBS[verb]} {one}", "make": rule["make"]})
        GRAMMAR["both_step"].append({"match": f"{verb} {theirs}", "make": rule["make"]})
    return rules


GRAMMAR["their_step"] = []
GRAMMAR["both_step"] = []
GRAMMAR["step"] += _each_player()
# two or more such actions in one sentence, each player doing them all in turn ("Each player draws
# 1 card and trashes 1 card from their hand": the turn player first, 1-3-10, B25)
GRAMMAR["their_steps"] = {"sequence": "their_step", "separators": [", and ", " and ", ", "]}
GRAMMAR["both_steps"] = {"sequence": "both_step", "separators": [", and ", " and ", ", "]}
GRAMMAR["step"] += [
    {"match": r"each player {x:their_steps}", "make": [{"do": "op.each_player", "steps": "$x"}]},
    {"match": r"both players {x:both_steps}", "make": [{"do": "op.each_player", "steps": "$x"}]},
    {
        "match": r"your opponent {x:their_steps}",
        "make": [{"do": "op.each_player", "players": "opponent", "steps": "$x"}],
    },
]
