# ruff: noqa: E501  (patterns are kept on one line each, as they read)
"""The card-text compiler's templates for Force of Will: data only (``docs/card-compiler.md``).

``GRAMMAR`` maps a category to its rules, tried in order (``compiler.Grammar``): ``match`` is a
regular expression over the normalised text (case ignored) with slots ``{name:category}``;
``make`` is the script data it becomes. The top categories are ``ability`` (a line of a
resonator, ruler, addition, regalia or stone, or a bracketed line of a chant) and ``spell``
(a chant's spell text). Rule numbers are the Comprehensive Rules' (``FoW 1140``).

Two markers are finished by the compiler: ``"trigger": "ENTER"`` (the enter trigger of the
card's type) and ``{"target": selector}`` where a step names cards: the ability's one target
(903.2g), lifted to its ``targets`` key; ``"TARGET"`` is "it", the same target again.
"""

from __future__ import annotations

import itertools
from typing import Any

from desktop_app.games.force_of_will.cards import BARRIER_COSTS
from desktop_app.games.force_of_will.zones import ZONES

#: every zone of the game, where an ability "in all zones" works (decision D120)
ALL_ZONES = [zone.name for zone in ZONES]

_FIELD: dict[str, Any] = {"zone": "field"}
#: a player's J/ruler: the ruler in the ruler area or the J-ruler it became (705.3)
_J_RULER: dict[str, Any] = {"zone": ["field", "ruler_area"], "fow.kind": ["ruler", "j-ruler"]}


#: card kinds named in the plural, with their zone and ``fow.kind`` (a pair of them: "desc")
_KINDS = (
    ("resonators", "field", "resonator"),
    ("J/resonators", "field", "j/resonator"),
    ("additions", "field", "addition"),
    ("regalias?", "field", "regalia"),
    ("magic stones", "stones", "magic stone"),
)


def _pump(who: str) -> list[Any]:
    """[+A/+D] until end of turn (1020.3)."""
    return [
        {"do": "modify", "cards": who, "stat": "atk", "add": "$a"},
        {"do": "modify", "cards": who, "stat": "def", "add": "$d"},
    ]


def _set_stats(who: str) -> list[Any]:
    """Becomes [A/D] until end of turn (1020, 909.1g)."""
    return [
        {"do": "modify", "cards": who, "stat": "atk", "set": "$a"},
        {"do": "modify", "cards": who, "stat": "def", "set": "$d"},
    ]


def _prohibited(who: str, prohibition: str) -> dict[str, Any]:
    """A prohibition ("cannot:recover", "cannot:attack") as long as this card is in the field (D61)."""
    return {"do": "grant", "cards": who, "stat": "prohibitions", "grant": prohibition, "until": HERE}


#: "Vampire in addition to its other races" (FoW 1020.1: a race a card gains as well as its own)
_RACE_GAINED = r"{r:race_gained} in addition to its (?:own|other) races?"


def _mods(who: Any, a: Any = "$a", d: Any = "$d") -> list[Any]:
    """Continuous [+A/+D] (909, 1020.3)."""
    return [{"to": who, "stat": "atk", "add": a}, {"to": who, "stat": "def", "add": d}]


def _exists(what: Any) -> dict[str, Any]:
    return {"exists": what}


def _none_exists(what: Any) -> dict[str, Any]:
    return {"not": {"exists": what}}


#: (fow-probe, wave 11) one card a player controls, as a condition names it after "you control" /
#: "you don't control" / "your opponent controls" (the zones as the positive rules of "condition"
#: read them; the player is merged in)
_CONTROLLED_ONE: tuple[tuple[str, dict[str, Any]], ...] = (
    (r"(?:a card named )?{name:name}", {"zone": ["field", "stones", "ruler_area"], "name": "$name"}),
    (r"(?:a card named )?{names:names}", {"zone": ["field", "stones", "ruler_area"], "name": "$names"}),
    (r"an? {what:desc} named {names:names}", {"$merge": ["$what", {"name": "$names"}]}),
    (r"a J-ruler named {names:names}", {"zone": "field", "fow.kind": "j-ruler", "name": "$names"}),
    (r"a ruler named {names:names}", {"zone": "ruler_area", "fow.kind": "ruler", "name": "$names"}),
    (r"a J/ruler named {names:names}", {**_J_RULER, "name": "$names"}),
    (r"a J/ruler with {names:names} in its name", {**_J_RULER, "fow.name_has": "$names"}),
    (
        r"a ruler with {names:names} in its name",
        {"zone": "ruler_area", "fow.kind": "ruler", "fow.name_has": "$names"},
    ),
    (r"a J/ruler", _J_RULER),
    *((rf"an? {state} J/ruler", {**_J_RULER, "state": state}) for state in ("recovered", "rested")),
    (r"an? {race:race} J/ruler", {**_J_RULER, "races": "$race"}),
    (r"an? {race:race}", {"zone": ["field", "stones"], "races": "$race"}),
)


def _cost_change(more: dict[str, Any] | None = None) -> dict[str, Any]:
    """A cost change of this card (``chase.COST_CHANGE``, 903.2i): ``$w`` ``$ch`` (less or more)."""
    return {
        "kind": "cont",
        "tags": ["cost_change"],
        "params": {"change": "$ch", "will": "$w", **(more or {})},
    }


def _kinds_in() -> list[tuple[str, dict[str, Any]]]:
    """The condition "there is a resonator, chant, addition, and magic stone in your graveyard" (three or four
    card types): a card of each type there (decision D92); the pattern and the condition."""
    out = []
    for names in (("k1", "k2", "k3"), ("k1", "k2", "k3", "k4")):
        listed = ", ".join(f"{{{v}:pile_kind}}" for v in names[:-1])
        match = rf"there (?:is|are) {listed},? and {{{names[-1]}:pile_kind}} in {{kz:pile_zone}}"
        out.append((match, {"all": [{"exists": {"$merge": [f"${v}", "$kz"]}} for v in names]}))
    return out


SHUFFLE = {"do": "shuffle", "zone": "deck"}
#: D61: the duration "as long as this card is in the field" ("on a field", "in a field" alike)
WHILE_HERE = r"as long as this card is (?:in|on) (?:the|a) field"
#: its ``until`` (``processes.WHILE_IN_FIELD``; ``fow.control`` reads the same word)
HERE = "this_in_field"
#: not an old addition that must be added to a card as it comes into the field (1406.3)
_NOT_HOSTED = {
    "not": {
        "fow.kind": [
            "addition:resonator",
            "addition:j/resonator",
            "addition:ruler",
            "addition:j/ruler",
            "addition:j-ruler",
        ]
    }
}
#: this card from its owner's graveyard into the field, recovered (an ability that works there)
#: where "a recovered card named X you control" is looked for ([Mastery], decision D34)
MASTERY_ZONES = ["field", "stones", "ruler_area"]
#: "<cards> banished / removed / discarded this way": the cards an earlier step of the same
#: effect moved, a marker the compiler replaces with that step's bound cards (``_bind_this_way``)
THIS_WAY = (
    ("banished", {"this_way": "banished"}),
    ("removed(?: from the game)?", {"this_way": "removed"}),
    ("discarded", {"this_way": "discarded"}),
)
_GRAVE_TO_FIELD = {"do": "move", "cards": "this", "to": "field", "state": "recovered"}


def _search(*, reveal: bool = False, shuffle: bool = False, to: str = "hand") -> list[Any]:
    """Search your deck for a card (up to one: 1014.2) into your hand (or ``to``); reveal it
    first, shuffle after, when the text says so."""
    found = {
        "do": "choose",
        "from": {"$merge": ["$what", {"zone": "deck"}]},
        "n": 1,
        "up_to": True,
        "as": "found",
    }
    shown = [{"do": "reveal", "cards": "found"}] if reveal else []
    return [found, *shown, {"do": "move", "cards": "found", "to": to}, *([SHUFFLE] if shuffle else [])]


def _discard(cards: Any, n: Any = 1, *, player: str | None = None, random: bool = False) -> list[Any]:
    """FoW 1019: ``n`` of ``cards`` (in a hand) chosen, by ``player`` or at random, and put into
    the graveyard; the cards are bound as ``discarded``."""
    choose: dict[str, Any] = {"do": "choose", "from": cards, "n": n, "as": "discarded"}
    if player is not None:
        choose["player"] = player
    if random:
        choose["random"] = True
    return [choose, {"do": "move", "cards": "discarded", "to": "graveyard"}]


def _banish(cards: Any, n: Any = 1, *, player: str | None = None) -> list[Any]:
    """FoW 1011: ``n`` of ``cards`` (the player's own) chosen, by ``player`` (the controller if
    none), and put into the graveyard; the cards are bound as ``banished``."""
    choose: dict[str, Any] = {"do": "choose"}
    if player is not None:
        choose["player"] = player
    choose.update({"from": cards, "n": n, "as": "banished"})
    return [choose, {"do": "move", "cards": "banished", "to": "graveyard"}]


def _may(steps: list[Any]) -> dict[str, Any]:
    """ "you may …": the player chooses to do it or not."""
    return {"do": "may", "then": steps}


def _gain_mode(keyword: str) -> dict[str, Any]:
    """D109: one keyword this card may be given, a mode of a choice made as the effect resolves."""
    return {"label": keyword, "steps": [{"do": "grant", "cards": "this", "grant": keyword}]}


def _revealed(what: Any, then: Any, other: Any, zone: str = "deck") -> list[Any]:
    """FoW 1005: the top card of your (main or magic stone) deck revealed to both players as
    ``revealed``; ``then`` if it is a card ``what`` describes, ``other`` if not."""
    test = {"exists": {"$merge": [what, {"var": "revealed"}]}}
    return [
        {"do": "reveal", "cards": {"zone": zone, "whose": "you", "fow.top": 1}, "as": "revealed"},
        {"do": "if", "if": test, "then": then, "else": other},
    ]


#: FoW 906.9, 201.4: the true magic stones a player controls (D138)
TRUE_STONES = {"zone": "stones", "fow.kind": "true magic stone", "whose": "you"}


GRAMMAR: dict[str, Any] = {
    # ------------------------------------------------------------------ abilities
    "ability": [
        # FoW 1011.1: "At the next end of turn >>> This card's controller banishes it." (given to
        # tokens in quotes): at the first end of turn it sees, the card banishes itself, so it
        # never triggers twice
        {
            "match": r"At (?:the )?next end of turn >>> (?:This card's|Its|It's) controller banishes (?:it|this card)",
            "make": {
                "kind": "auto",
                "trigger": {"on": "fow.end_of_turn"},
                "effect": [{"do": "move", "cards": "this", "to": "graveyard"}],
            },
        },
        # FoW 906.9 (decision D138): the true magic stones' status automatic ability "When you
        # control two or more true magic stones with the same name, banish all but one of them"
        # (processes.status_triggers): it triggers when the status is fulfilled and it is not
        # already triggered, and goes onto the chase; "them": those stones, one kept of each name
        # (TAT-100's "two or more magic stones" would banish basic stones: by hand)
        {
            "match": r"When you control two or more true magic stones with (?:the )?same name, "
            r"banish all but one of them",
            "make": {
                "kind": "auto",
                "trigger": {"on": "fow.status"},
                "condition": {"fow.same_name": TRUE_STONES},
                "effect": [{"do": "fow.keep_one", "cards": TRUE_STONES}],
            },
        },
        # decision D142: "Homeland (<race>) - <automatic ability>" on a ruler: "Homeland" names the
        # ability (cards refer to "a Homeland ability"; the rules give the word no meaning), which
        # is read as printed, tagged ``homeland``
        {
            "match": r"Homeland \((?-i:[A-Z][\w'\-]*(?: [A-Z][\w'\-]*)*)\) - {body:ability}",
            "make": {"$merge": ["$body", {"tags": ["homeland"]}]},
        },
        # keywords the rules carry out (1100); one ability per keyword (the compiler splits lines)
        {"match": r"{k:keyword}", "make": {"kind": "keyword", "keyword": "$k"}},
        # FoW 1125 Judgment (1408: the old [J-Activate]); the rules read the cost from the text
        {
            "match": r"\[(?:Judgment|J-Activate)\]:? ?(?:Pay )?{cost:will}",
            "make": {"kind": "keyword", "keyword": "judgment", "params": {"cost": "$cost"}},
        },
        # FoW 705.1, 905: "Play this ability (judgment process) only if …" is checked as Judgment
        # is offered
        {
            "match": r"\[(?:Judgment|J-Activate)\]:? ?(?:Pay )?{cost:will}\. Play this (?:ability|judgment process) only if {c:condition}",
            "make": {
                "kind": "keyword",
                "keyword": "judgment",
                "params": {"cost": "$cost"},
                "condition": "$c",
            },
        },
        # decision D88: "[Judgment] {8}. You pay {1} less to play this judgment process for each
        # Fairy you control" (or "… if <condition>"): the Judgment cost changed as a card's is
        # (903.2i-iii/iv; chase.judgment_cost)
        {
            "match": r"\[(?:Judgment|J-Activate)\]:? ?(?:Pay )?{cost:will}\. You (?:may )?pay {c:judgment_change}",
            "make": {
                "kind": "keyword",
                "keyword": "judgment",
                "params": {"cost": "$cost", "changes": ["$c"]},
            },
        },
        # FoW 1109 Awakening: the keyword (its extra cost: ``awakening_cost``) and the ability it
        # gives, tagged "awakened" (the compiler makes them two abilities of the card); alone
        # (1109.2), the card may be played paying that much more and is then awakened (what
        # awakening does is in the card's other text)
        {
            "match": r"\[Awakening\] {p:awakening_cost}: {gives:ability}",
            "make": {"kind": "keyword", "keyword": "awakening", "params": "$p", "gives": "$gives"},
        },
        {
            "match": r"\[Awakening\] {p:awakening_cost}",
            "make": {"kind": "keyword", "keyword": "awakening", "params": "$p"},
        },
        # FoW 1118 [Limit] N, 1122 [Mana] N: the counters the card comes into the field with (a
        # ruler's mana: at the start of the game); [Limit]'s automatic part: cards.KEYWORD_SCRIPTS
        {
            "match": r"\[Limit\] {n:int}",
            "make": {"kind": "keyword", "keyword": "limit", "params": {"n": "$n"}},
        },
        {"match": r"\[Mana\] {n:int}", "make": {"kind": "keyword", "keyword": "mana", "params": {"n": "$n"}}},
        # FoW 1132.2 "[Grimoire] <number>": the extra deck of up to that many story chants the
        # player may begin the game with (a deck rule: decks.validate; the extra deck: 402.5, 403.1)
        {
            "match": r"\[Grimoire\] ?\(?{n:int}\)?",
            "make": {"kind": "keyword", "keyword": "grimoire", "params": {"n": "$n"}},
        },
        # FoW 1114.2 "[Stealth] <condition>": from the standby area, played without paying its cost
        # while the condition holds (1416.2b: a state, played like an activate ability) or by
        # paying the will it names (1416.2c, "[Stealth] Pay {3}"); chase.stealthy. A condition
        # that is a moment or an event (1416.2a: played like an automatic ability) stays by hand
        # FoW 1416.2, 1416.1a: "[Stealth] <condition>: <effect>", the condition and the spell on
        # one line: the keyword with that condition, and the card's spell (a chant's; the
        # compiler makes them two abilities, as for [Awakening]; decision D117)
        {
            "match": r"\[Stealth\] (?:If )?{c:condition}: {gives:spell}",
            "make": {"kind": "keyword", "keyword": "stealth", "condition": "$c", "gives": "$gives"},
        },
        {
            "match": r"\[Stealth\] (?:If )?{c:condition}",
            "make": {"kind": "keyword", "keyword": "stealth", "condition": "$c"},
        },
        {
            "match": r"\[Stealth\] Pay {cost:will}",
            "make": {"kind": "keyword", "keyword": "stealth", "cost": [{"will": "$cost"}]},
        },
        # FoW 1113.2a "[Trigger] <cost>: <effect>" ("Anytime": pay nothing, 1113.2a-i); decision
        # D122: an old "[Trigger] <condition>: <effect>" with a state for its condition (1411.1a)
        # is played while it holds (compiler._trigger_chant)
        {
            "match": r"\[Trigger\] Anytime: {s:spell}",
            "make": {"kind": "play", "trigger_spell": "$s", "cost": []},
        },
        {
            "match": r"\[Trigger\] {c:will}: {s:spell}",
            "make": {"kind": "play", "trigger_spell": "$s", "cost": [{"will": "$c"}]},
        },
        {
            "match": r"\[Trigger\] (?:While |If )?{c:condition}: {s:spell}",
            "make": {"kind": "play", "trigger_spell": "$s", "cost": [], "condition": "$c"},
        },
        # FoW 1129.2 "[Mobilize] <cost>": the will paid each time the card attacks or blocks
        # (803.5, 804.4; board.pay_mobilize); another kind of cost stays by hand
        {
            "match": r"\[Mobilize\] ?\(?(?:Pay )?{cost:will}\)?",
            "make": {"kind": "keyword", "keyword": "mobilize", "params": {"cost": "$cost"}},
        },
        # FoW 1130.2 "[Sealed Item] 《Item Name》 (Ability)": the card has the ability (the icon
        # printed as a word or in brackets, the name between 《》, ‹‹›› or <<>>); the printed
        # reminder "(This card has the following text everywhere)" is reminder text
        {
            "match": r"\[?Sealed Item\]? ?(?:《|‹‹|<<)[^》›>]+(?:》|››|>>) {a:ability}",
            "make": "$a",
        },
        # FoW 1116.2 "[Evolution] <cost>": "<cost>: If this card has no evolution counters on it,
        # put an evolution counter on it" (an activate ability, 1116.1, at any time: 905.1)
        {
            "match": r"\[Evolution\] {cost:cost}",
            "make": {
                "kind": "act",
                "timing": "any",
                "cost": "$cost",
                "effect": [
                    {
                        "do": "if",
                        "if": {"<=": [{"fow.counters": "evolution"}, 0]},
                        "then": [{"do": "fow.counter", "cards": "this", "name": "evolution", "n": 1}],
                    }
                ],
            },
        },
        # FoW 1119.2: "[Energize] <will symbols>": not going first, the player starts the game with a
        # will coin token in the item area, "Banish this: Produce <one of the symbols>" (1119.2b;
        # rules.py and turn.setup)
        {
            "match": r"\[Energize\] {wills:energy}",
            "make": {"kind": "keyword", "keyword": "energize", "params": {"will": "$wills"}},
        },
        # FoW 1136: "[Divinity] N": a J/ruler's divinity, for playing runes (711, chase.playable_runes)
        {
            "match": r"\[Divinity\] ?{n:int}",
            "make": {"kind": "keyword", "keyword": "divinity", "params": {"n": "$n"}},
        },
        # FoW 1126 Inheritance: "pay the cost, discard this card from your hand: effect" (played
        # from the hand, 1126.2a: the compiler gives a "discard this card" ability that zone)
        {
            "match": r"\[Inheritance\] ?{cost:cost}: {effect:effect}",
            "make": {
                "kind": "act",
                "timing": "any",
                "cost": {"$concat": ["$cost", [{"discard": "this"}]]},
                "effect": "$effect",
            },
        },
        # FoW 1112 God's Art: an activate ability its player may play once per game by its name
        {
            "match": r"(?:\[God's Art\]|God's Art) {name:name} {cost:cost}: {effect:effect}",
            "make": {
                "kind": "act",
                "timing": "any",
                "cost": {"$concat": ["$cost", [{"gods_art": "$name"}]]},
                "effect": "$effect",
            },
        },
        {
            "match": r"(?:\[God's Art\]|God's Art) \[{name:label}\] {cost:cost}: {effect:effect}",
            "make": {
                "kind": "act",
                "timing": "any",
                "cost": {"$concat": ["$cost", [{"gods_art": "$name"}]]},
                "effect": "$effect",
            },
        },
        # FoW 1120.3: "[Barrier] {B}": cannot be targeted by the opponent's darkness spells or
        # abilities (of darkness cards); "[Barrier] (Chant)": by the opponent's chants, "(Resonator)"
        # by their resonators' abilities, "(Rune)" by their runes; "[Barrier] {U}{B}" by either
        # (the card holds both, as a continuous ability of its own)
        {"match": r"{k:barrier}", "make": {"kind": "keyword", "keyword": "$k"}},
        # "[Barrier] (Total cost 4 or less)": against the spells and abilities of cards with total
        # cost 4 or less (``vocab.BARRIER_COST``; the words kept by ``compiler.BARRIER_WORDS``)
        *(
            {
                "match": rf"\[Barrier\] <Total cost {n} or less>",
                "make": {"kind": "keyword", "keyword": f"barrier:cost<={n}"},
            }
            for n in range(BARRIER_COSTS)
        ),
        {
            "match": r"{ks:barriers}",
            "make": {"kind": "cont", "modifiers": {"$each": ["$ks", {"to": "this"}]}},
        },
        # decision D33 (the publisher's definition, fowtcg.com posts/143): "[Solarisation] (N)",
        # N cards from the removed area to the bottom of the deck as the card is played, {N} less
        {
            "match": r"\[Solarisation\] ?\({n:n}\)",
            "make": {"kind": "keyword", "keyword": "solarisation", "params": {"n": "$n"}},
        },
        # decision D34 (the publisher's reminder text printed on the cards): "[Mastery] "X"", rest
        # a recovered card named X you control rather than pay the card's cost
        {
            "match": r"\[Mastery\] {costs:mastery}",
            "make": {"kind": "keyword", "keyword": "mastery", "params": {"costs": "$costs"}},
        },
        # decision D85: a modern addition's own "As you play this card, target a J/resonator (you
        # control). If that J/resonator is still a legal target, put this card into the field
        # added to the chosen target, otherwise put it into its owner's graveyard." (1406.2 as
        # printed; ``cards.host_selector``, ``chase._host_target``)
        *(
            {
                "match": rf"As you play this card, target an? {{what:one_desc}}{who}\. If that \S+ is still"
                r" a legal target, put this card into the field added to the chosen target, otherwise"
                r" put it into its owner's graveyard",
                "make": {
                    "kind": "cont",
                    "tags": ["host"],
                    "params": {"host": {"$merge": ["$what", {"zone": "field", "whose": whose}]}},
                },
            }
            for who, whose in ((" you control", "you"), (" your opponent controls", "opponent"), ("", "any"))
        ),
        # decision D87 (the publisher's reminder text: "You may rest a recovered Hero ruler or
        # J/resonator you control rather than pay this card's cost."): "[Mastery] (Race)";
        # "[Mastery] (Addition)": a recovered addition you control
        {
            "match": r"\[Mastery\] \((?!Addition\)){race:race}\)",
            "make": {
                "kind": "keyword",
                "keyword": "mastery",
                "params": {
                    "costs": [
                        {
                            "rest": {
                                "zone": MASTERY_ZONES,
                                "fow.kind": ["ruler", "j/resonator"],
                                "races": "$race",
                                "whose": "you",
                            }
                        }
                    ]
                },
            },
        },
        {
            "match": r"\[Mastery\] \(Addition\)",
            "make": {
                "kind": "keyword",
                "keyword": "mastery",
                "params": {"costs": [{"rest": {"zone": "field", "fow.kind": "addition", "whose": "you"}}]},
            },
        },
        # FoW 1110 Incarnation
        {
            "match": r"\[Incarnation\] {banish:incarnation}",
            "make": {"kind": "keyword", "keyword": "incarnation", "params": {"banish": "$banish"}},
        },
        # activate abilities (905): "cost: effect", at any time their controller has priority
        # (905.1), or as its sentence of when it may be played says ("act_limit", read once)
        {
            "match": r"(?:\[Activate\]:? )?{body:act}\. Play this ability {lim:act_limit}",
            "make": {"$merge": ["$body", "$lim"]},
        },
        {"match": r"(?:\[Activate\]:? )?{body:act}", "make": "$body"},
        # automatic abilities (906)
        # FoW 1007: "you gain that much life" after the damage its trigger names ([Drain]'s words,
        # 1135.2)
        {
            "match": r"(?:When|Whenever) this card deals damage(?:,| >>>) you gain that much life",
            "make": {
                "kind": "auto",
                "trigger": {"on": "fow.damage", "source": "this"},
                "effect": [{"do": "fow.life", "amount": {"fow.event": "amount"}}],
            },
        },
        # "When this card is put into a graveyard from your field, you gain life equal to its DEF":
        # the DEF / ATK it had as it left the field, recorded with the move (D65, 906.7)
        *(
            {
                "match": r"(?=When this card is put into \w+ graveyard from \w+ field)"
                rf"{{trigger:trigger}}(?:,| >>>) you gain life equal to its {stat}",
                "make": {
                    "kind": "auto",
                    "trigger": "$trigger",
                    "effect": [{"do": "fow.life", "amount": {"fow.event": f"last_{stat.lower()}"}}],
                },
            }
            for stat in ("DEF", "ATK")
        ),
        {
            "match": r"(?:\[Enter\]:?|Enter) >>> {body:auto_body}",
            "make": {"$merge": [{"kind": "auto", "trigger": "ENTER"}, "$body"]},
        },
        {
            "match": r"\[Enter\]: {body:auto_body}",
            "make": {"$merge": [{"kind": "auto", "trigger": "ENTER"}, "$body"]},
        },
        # (the first sets print "[Continuous]" before automatic abilities too: compiler.CONTINUOUS)
        {
            "match": r"{trigger:trigger}(?:,| >>>) {body:auto_body}",
            "make": {"$merge": [{"kind": "auto", "trigger": "$trigger"}, "$body"]},
        },
        # a play restriction: the card may be played only while the condition holds (903.2,
        # checked by chase.playable as a "play_condition" ability)
        {
            "match": r"Play this card only if {c:condition}",
            "make": {"kind": "cont", "tags": ["play_condition"], "condition": "$c"},
        },
        # … and its activate and automatic abilities too (906.6: an automatic ability that
        # cannot be played is not): tag "ability_condition"
        {
            "match": r"Play this card or its abilities only if {c:condition}",
            "make": {"kind": "cont", "tags": ["play_condition", "ability_condition"], "condition": "$c"},
        },
        {
            "match": r"Play this card or its abilities only if you don't control a J/ruler named {names:names}",
            "make": {
                "kind": "cont",
                "tags": ["play_condition", "ability_condition"],
                "condition": {"not": {"exists": {"$merge": [_J_RULER, {"whose": "you", "name": "$names"}]}}},
            },
        },
        # FoW 1128 [Seal] (N) and 1134 [Null]: the text they govern (after " - " or on the lines
        # below) is the card's only while the card's controller has N magic stones (1128.3: cards
        # of that type) / no card in hand; the compiler adds the condition to the text's ability
        {
            "match": r"\[Seal\] \({n:int}\)(?: - |\n){body:governed}",
            "make": {
                "governed": {
                    ">=": [{"count": {"zone": "stones", "whose": "you", "fow.kind": "magic stone"}}, "$n"]
                },
                "body": "$body",
            },
        },
        # FoW 1128.2a (decision D119): a chant's "[Seal] (N) - <effect>": "as you play this card,
        # if you control N or more magic stones, it is played with" that effect, done after its
        # spell's (tag ``spell_text``, ``params.when`` ``played``: chase.play_card records it)
        {
            "match": r"\[Seal\] \({n:int}\)(?: - |\n){e:effect}",
            "make": {
                "kind": "cont",
                "tags": ["spell_text"],
                "params": {"when": "played"},
                "condition": {
                    ">=": [{"count": {"zone": "stones", "whose": "you", "fow.kind": "magic stone"}}, "$n"]
                },
                "effect": "$e",
            },
        },
        # FoW 1124.2, 1124.2a: a chant's "[Torrent] <effect>": "as you play this card, if you
        # played one or more other cards this turn, it is played with" the effect (the cards
        # played before it, whether or not they resolved: chase.play_card tests the condition
        # before it counts this card), done after its spell's as [Seal]'s (D119); 1124.2b: else
        # the text does not exist
        {
            "match": r"\[Torrent\](?: - |\n| ){e:effect}",
            "make": {
                "kind": "cont",
                "tags": ["spell_text"],
                "params": {"when": "played"},
                "condition": {">=": [{"fow.played": "you"}, 1]},
                "effect": "$e",
            },
        },
        # FoW 1137.2b: "[Rune] N - text": while N or more runes are revealed in the rune area
        {
            "match": r"\[Rune\] {n:int}(?: - |\n){body:governed}",
            "make": {"governed": {"fow.runes": "$n"}, "body": "$body"},
        },
        {
            # (1134.2b: no card in hand but this one, which may be the card being played)
            "match": r"\[Null\](?: - |\n){body:governed}",
            "make": {"governed": {"none": {"zone": "hand", "whose": "you", "other": True}}, "body": "$body"},
        },
        # FoW 903.2i-iii, 903.2i-iv: "You (may) pay {1} less / more to play this card …" (the
        # card's cost as it is played, chase.changed_cost); "If <condition>, you may pay …"
        {"match": r"You (?:may )?pay {c:cost_change}", "make": "$c"},
        # FoW 903.2i-iv: "You (may) pay {W} or {B} less to play this card (if … / for each …)": the
        # player chooses which part is reduced as it is played (decision D123,
        # chase.optional_reductions)
        *(
            {
                "match": rf"You (?:may )?pay {{w:will}} or {{o:will}} less to play this card{words}",
                "make": {
                    "$merge": [
                        {"kind": "cont", "tags": ["cost_change"]},
                        {"params": {"change": "less", "will": "$w", "or": "$o", **times}},
                        more,
                    ]
                },
            }
            for words, times, more in (
                ("", {}, {}),
                (",? if {cond:condition}", {}, {"condition": "$cond"}),
                (",? as long as {cond:condition}", {}, {"condition": "$cond"}),
                (" for each {n:per}", {"times": "$n"}, {}),
            )
        ),
        # FoW 903.2i-iv, 903.2j: "As you play this card, you may <cost>. If you do, you pay {G}{1}
        # less to play this card": asked as it is played, the cost paid with the will (all or
        # nothing), the reduction taken if it is (chase.optional_reductions)
        {
            "match": r"As you play this card, you may {c:cost}\. If you do, you (?:may )?pay {w:will} less to play this card",
            "make": {
                "kind": "cont",
                "tags": ["cost_change"],
                "params": {"change": "less", "will": "$w", "paying": "$c"},
            },
        },
        # FoW 903.2i-i (decision D118): "You pay {0} rather than pay this card's cost if …": the
        # card's cost is that will instead while the condition holds as it is played, before
        # any increase or reduction (chase.changed_cost); "You may pay …" only for {0} (never
        # worse than the printed cost)
        *(
            {
                "match": rf"You {may} rather than pay this card's cost,? if {{cond:cost_condition}}",
                "make": {
                    "kind": "cont",
                    "tags": ["cost_change"],
                    "params": {"change": "instead", "will": will},
                    "condition": "$cond",
                },
            }
            for may, will in (("pay {w:will}", "$w"), (r"may pay \{0\}", "{0}"))
        ),
        # decision D88: a card in the field changes its controller's Judgment cost ("You may pay
        # {1} less to do Judgment", "… to play [Judgment] abilities", "… judgment of rulers you
        # control"; chase.JUDGMENT_COST)
        {
            "match": r"You may pay {w:will} less to (?:do judgment(?: of rulers you control)?|play \[Judgment\] abilities)",
            "make": {
                "kind": "cont",
                "tags": ["judgment_cost"],
                "params": {"change": "less", "will": "$w", "who": "you", "cards": {}},
            },
        },
        # FoW 903.2i-iii/iv: a card in the field changes what other cards cost (chase.changed_cost,
        # tag ``cost_change_others``): "You may pay {1} less to play Musketeer resonators", "Your
        # opponent pays {1} more to play chants", "Players pay {2} more to play …"
        *(
            {
                "match": rf"{who_text} {{w:will}} {{ch:less_more}} to play {{what:cost_cards}}{when}",
                "make": {
                    "kind": "cont",
                    "tags": ["cost_change_others"],
                    "params": {"change": "$ch", "will": "$w", "who": who, "cards": "$what"},
                    **when_make,
                },
            }
            for who_text, who in (
                ("You (?:may )?pay", "you"),
                ("Your opponent pays", "opponent"),
                ("Players pay", "any"),
            )
            # "… if you control a J-ruler named X" (the holder's controller, as it is played)
            for when, when_make in (
                ("", {}),
                (",? (?:if|as long as) {cond:condition}", {"condition": "$cond"}),
            )
        ),
        # the same with the condition first ("If you control a J/ruler with "Kaguya" in its name,
        # you pay {1} less to play Treasury Items")
        *(
            {
                "match": rf"(?:If|As long as) {{cond:condition}}, {who_text} {{w:will}} {{ch:less_more}} to play {{what:cost_cards}}",
                "make": {
                    "kind": "cont",
                    "tags": ["cost_change_others"],
                    "params": {"change": "$ch", "will": "$w", "who": who, "cards": "$what"},
                    "condition": "$cond",
                },
            }
            for who_text, who in (
                ("you (?:may )?pay", "you"),
                ("your opponent pays", "opponent"),
                ("players pay", "any"),
            )
        ),
        # FoW 312.3: "Your opponent cannot play spells with total cost 1 or less" (a card in the
        # field forbids plays: chase.PLAY_FORBIDDEN; a card played is a spell)
        *(
            {
                "match": rf"{who_text} cannot play {{what:cost_cards}}",
                "make": {
                    "kind": "cont",
                    "tags": ["play_forbidden"],
                    "params": {"who": who, "cards": "$what"},
                },
            }
            for who_text, who in (("You", "you"), ("Your opponent", "opponent"), ("Players", "any"))
        ),
        # FoW 1003: "You may pay the attribute cost of Fairy Tale resonators with will of any
        # attribute" (chase.changed_cost: the attribute symbols paid as free will)
        {
            "match": r"You may pay the attribute cost of {what:cost_cards} with will of any attribute",
            "make": {
                "kind": "cont",
                "tags": ["cost_change_others"],
                "params": {"change": "any", "who": "you", "cards": "$what"},
            },
        },
        {
            "match": r"If {cond:condition},? you (?:may )?pay {c:cost_change}",
            "make": {"$merge": ["$c", {"condition": "$cond"}]},
        },
        # FoW 1022.6: "This card enters the field with two [+100/+100] counters on it (for each …)"
        # (rules.after_move, tag ``enters_with``)
        {
            "match": r"This card enters (?:the|your) field with {n:n} \[?{c:counter}\]? "
            r"counters?(?: on it)?",
            "make": {"kind": "cont", "tags": ["enters_with"], "params": {"counter": "$c", "n": "$n"}},
        },
        {
            "match": r"This card enters (?:the|your) field with {n:n} \[?{c:counter}\]? "
            r"counters?(?: on it)? for each {per:per}",
            "make": {
                "kind": "cont",
                "tags": ["enters_with"],
                "params": {"counter": "$c", "n": "$n", "times": "$per"},
            },
        },
        # FoW 910: "This card enters the field rested" (Ruleset.entering_state), "If …, this card …"
        {
            "match": r"This card enters (?:the|your) field rested",
            "make": {"kind": "cont", "tags": ["enters_rested"]},
        },
        {
            "match": r"If {c:condition}, this card enters (?:the|your) field rested",
            "make": {"kind": "cont", "tags": ["enters_rested"], "condition": "$c"},
        },
        # FoW 1018: "Prevent the first damage that would be dealt to this card / to you each turn"
        # (processes.deal_damage, tag ``prevent_first``)
        *(
            {
                "match": rf"Prevent the first damage that would be dealt to {who} each turn",
                "make": {"kind": "cont", "tags": ["prevent_first"], "params": {"to": to}},
            }
            for who, to in (("this card", "this"), ("you", "you"))
        ),
        # FoW 1018, 910: "Prevent all damage that would be dealt to this card (by darkness
        # resonators) (during your opponent's turn)" in a continuous ability (processes.deal_damage,
        # tag ``prevent_all``; ``params.by``: a filter of the source)
        *(
            {
                "match": rf"Prevent all {kind}damage that would be dealt to {who}{by}{when}",
                "make": {
                    "kind": "cont",
                    "tags": ["prevent_all"],
                    "params": {"to": to, **by_params, **kind_params},
                    **when_make,
                },
            }
            # "(non-)battle damage": only damage dealt in a battle, or only other damage (802, 1007)
            for kind, kind_params in (
                ("", {}),
                ("battle ", {"battle": True}),
                ("non-battle ", {"battle": False}),
            )
            for who, to in (("this card", "this"), ("you", "you"))
            for by, by_params in (
                ("", {}),
                (" by {by:desc}", {"by": "$by"}),
                (" by {by:cost_cards}", {"by": "$by"}),  # "by chants": a card's filters only
            )
            for when, when_make in (
                ("", {}),
                (" during your opponent's turn", {"condition": {"turn": "opponents"}}),
            )
        ),
        # FoW 1018.1b, 910 (decision D90): "If damage would be dealt to you (by a chant), prevent
        # 400 of it", "If this card would be dealt damage, prevent 200 of it" (tag ``prevent_all``
        # with ``params.amount``: that much of each damage; processes.deal_damage)
        *(
            {
                "match": rf"If {whom}, prevent {{n:int}} of it",
                "make": {"kind": "cont", "tags": ["prevent_all"], "params": {"to": to, "amount": "$n", **by}},
            }
            for whom, to, by in (
                ("damage would be dealt to you", "you", {}),
                ("damage would be dealt to you by a chant", "you", {"by": {"fow.kind": "chant"}}),
                ("damage would be dealt to this card", "this", {}),
                ("this card would be dealt damage", "this", {}),
            )
        ),
        # FoW 1007, 910: "If damage would be dealt to you / to a Golem you control, it's dealt to
        # this card instead" (processes.deal_damage, tag ``redirect_damage``, decision D44)
        *(
            {
                "match": rf"If damage would be dealt to {victim}, it(?:'s| is) dealt to this card instead",
                "make": {"kind": "cont", "tags": ["redirect_damage"], "params": {"from": victim_filter}},
            }
            for victim, victim_filter in (
                ("you", "you"),
                ("an? {what:desc} you control", "$what"),
                ("an? {race:race} you control", {"races": "$race"}),
                ("an? {name:name} you control", {"name": "$name"}),
            )
        ),
        # FoW 1120.4: "You gain [Barrier]": you cannot be targeted by your opponent's spells and
        # abilities (chase.barred, D81; with <information>, 1120.5: by hand)
        {
            "match": r"You gain \[Barrier\]",
            "make": {"kind": "cont", "tags": ["player_barrier"], "params": {"player": "you"}},
        },
        # FoW 104.4: a player who cannot gain life (vocab's fow.life)
        *(
            {
                "match": rf"{who} cannot gain life",
                "make": {"kind": "cont", "tags": ["cannot_gain_life"], "params": {"player": player}},
            }
            for who, player in (("Players", "both"), ("You", "you"), ("Your opponent", "opponent"))
        ),
        # FoW 910 (decision D48): "If this card / a fire J/resonator you control / a fire source you
        # control would deal damage (to a J/resonator), it deals that much +200 / double that much
        # instead" (processes._increased)
        {
            "match": r"If {by:damage_source} would deal damage, it deals {more:damage_more} instead",
            "make": {"kind": "cont", "tags": ["damage_more"], "params": {"$merge": [{"by": "$by"}, "$more"]}},
        },
        {
            "match": r"If {by:damage_source} would deal damage to an? {to:one_desc}, it deals {more:damage_more} instead",
            "make": {
                "kind": "cont",
                "tags": ["damage_more"],
                "params": {"$merge": [{"by": "$by", "to": "$to"}, "$more"]},
            },
        },
        # FoW 910 (decision D47): "If a card would be put into your / a / your opponent's
        # graveyard from anywhere, remove it from the game instead" (processes.grave_replaced)
        *(
            {
                "match": rf"If a card would be put into {where} graveyard from anywhere, remove it from the game instead",
                "make": {"kind": "cont", "tags": ["grave_to_removed"], "params": {"whose": whose}},
            }
            for where, whose in (("your", "you"), ("a", "any"), ("your opponent's", "opponent"))
        ),
        # FoW 1012: a spell that cancelling does not remove from the chase (vocab's fow.cancel)
        {
            "match": r"This card cannot be cancell?ed",
            "make": {"kind": "cont", "tags": ["cannot_cancel"]},
        },
        {
            "match": r"This card cannot be cancell?ed if {c:condition}",
            "make": {"kind": "cont", "tags": ["cannot_cancel"], "condition": "$c"},
        },
        # a card its own text lets be played from the removed area (chase.playable)
        {
            "match": r"You may play this card from your removed area",
            "make": {"kind": "cont", "tags": ["play_from"], "params": {"zone": "removed"}},
        },
        # (fow-probe, wave 11) "You may play cards from your / any removed area that were removed
        # by this card", "You may play cards removed by this card" (chase.playable, D125)
        {
            "match": r"You may play cards from your removed area that were removed by this card",
            "make": {"kind": "cont", "tags": ["play_removed"], "params": {"whose": "you"}},
        },
        {
            "match": r"You may play cards (?:from any removed area that were )?removed by this card",
            "make": {"kind": "cont", "tags": ["play_removed"], "params": {"whose": "any"}},
        },
        # FoW 201.1: a name the card has everywhere besides its printed one (name references read it)
        {
            "match": r"This card (?:has|gains) {name:name} in addition to its other names",
            "make": {"kind": "cont", "also_named": "$name"},
        },
        # FoW 402.8: a deck-building rule of the card's own: more copies of it in the main deck
        # ("your deck", 402.3b) or the magic stone deck (402.4c); read by decks.validate
        {
            "match": r"You may have up to {n:n} copies of this card in your (?:main )?deck",
            "make": {"kind": "cont", "copies": "$n", "copies_in": "main"},
        },
        {
            "match": r"You may have up to {n:n} copies of this card in your magic stone deck",
            "make": {"kind": "cont", "copies": "$n", "copies_in": "stones"},
        },
        {
            "match": r"You may have any number of copies of this card in your (?:main )?deck",
            "make": {"kind": "cont", "copies": "any", "copies_in": "main"},
        },
        {
            "match": r"You may have any number of copies of this card in your magic stone deck",
            "make": {"kind": "cont", "copies": "any", "copies_in": "stones"},
        },
        # FoW 402.8, 402.2: a ruler that may not be the deck's ruler (decks.validate)
        {
            "match": r"You cannot use this card as your starting ruler",
            "make": {"kind": "cont", "tags": ["not_starting_ruler"]},
        },
        # FoW 402.8: a ruler's deck rule, "You may have only light and/or fire cards in your deck
        # with no attributes other than light or fire" (decks.validate reads the starting ruler's)
        {
            "match": r"You may (?:only have|have only) {a:attribute} and/or {b:attribute} cards in your "
            r"(?:main )?deck with no attributes other than (?P=a) or (?P=b)",
            "make": {"kind": "cont", "tags": ["deck_attributes"], "params": {"attributes": ["$a", "$b"]}},
        },
        # FoW 1018: "Damage cannot be prevented." (every damage, while the card's ability works:
        # processes.UNPREVENTABLE, D78)
        {
            "match": r"Damage cannot be prevented",
            "make": {"kind": "cont", "tags": ["unpreventable"]},
        },
        # FoW 402.8: a ruler's deck rule, "You may not have more than one copy of any card in your
        # deck" (the main deck's copy limit for every name: decks.validate, D77)
        {
            "match": r"You may not have more than one copy of any card in your (?:main )?deck",
            "make": {"kind": "cont", "tags": ["deck_copies"], "params": {"copies": 1}},
        },
        # FoW 201.4c: magic stone types the card has besides its name's (201.4b), which "a wind magic
        # stone" reads; they give no will ability (201.4d)
        {
            "match": r"Treat this card as {types:stone_types}",
            "make": {"kind": "cont", "stone_types": "$types"},
        },
        {
            "match": r"This card has the magic stone type {types:stone_types}",
            "make": {"kind": "cont", "stone_types": "$types"},
        },
        # FoW 902.2 (decision D120): "This card gains [Quickcast] in all zones (as long as …)": the
        # ability works wherever the card is (its hand too), changing this card only
        *(
            {
                "match": rf"This card gains {{items:{items}}} in all zones{cond}",
                "make": {
                    "kind": "cont",
                    "zones": ALL_ZONES,
                    **cond_make,
                    "modifiers": {"$each": ["$items", {"to": "this"}]},
                },
            }
            for items in ("gain_item", "gain_list")
            for cond, cond_make in (("", {}), (" as long as {c:condition}", {"condition": "$c"}))
        ),
        # continuous abilities (904, 909)
        {"match": r"{mods:modifiers}", "make": {"kind": "cont", "modifiers": "$mods"}},
        # (the condition in its other wordings: "… while / if you control a Dragon")
        {
            "match": r"{mods:modifiers} (?:as long as|while|if) {c:condition}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
        # (fow-b, wave 12) two conditions that must both hold, in either wording ("This card gains
        # [+200/+200] as long as you control a magic stone and control no special magic stones")
        {
            "match": r"{mods:modifiers} (?:as long as|while|if) {c:both_conditions}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
        {
            "match": r"As long as {c:both_conditions}, {mods:modifiers}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
        {
            "match": r"{mods:modifiers} during your turn",
            "make": {"kind": "cont", "condition": {"turn": "yours"}, "modifiers": "$mods"},
        },
        {
            "match": r"As long as {c:condition}, {mods:modifiers}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
        # the same with a list of card types ("As long as there is a resonator, chant, addition,
        # and magic stone in your graveyard, …", D92: its commas are the condition's)
        *(
            {
                "match": rf"As long as {match}, {{mods:modifiers}}",
                "make": {"kind": "cont", "condition": make, "modifiers": "$mods"},
            }
            for match, make in _kinds_in()
        ),
        # "Resonators (Entities) entering the field under your opponent's control don't cause
        # their own ([Enter]) abilities to trigger" (decision D95: ``FoWAbilities.prime``)
        *(
            {
                "match": rf"{what} entering (?:the field under your opponent's control|"
                rf"your opponent's field) (?:don't|do not) cause their own {which}abilities to trigger",
                "make": {
                    "kind": "cont",
                    "tags": ["no_own_triggers"],
                    "params": {"what": kind, "enter": enter},
                },
            }
            for what, kind in (("Resonators", "resonator"), ("Entities", "entity"))
            for which, enter in (("", False), (r"\[Enter\] ", True))
        ),
        # "As long as you control exactly one J/resonator, it (that J/resonator) gains [Eternal]":
        # the one card so described, given it while it is the only one (909, decision D91)
        *(
            {
                "match": r"As long as you control exactly one {what:desc}, "
                rf"(?:it|that [\w/-]+) gains {{items:{items}}}",
                "make": {
                    "kind": "cont",
                    "condition": {"==": [{"count": {"$merge": ["$what", {"whose": "you"}]}}, 1]},
                    "modifiers": {"$each": ["$items", {"to": {"$merge": ["$what", {"whose": "you"}]}}]},
                },
            }
            for items in ("gain_item", "gain_list")
        ),
        # "If you control a Tower, this card gains [+200/+200]": in a continuous ability "if" is
        # "as long as" (its condition checked all the time, 909)
        {
            "match": r"If {c:condition}, {mods:modifiers}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
        # the same condition in its other wordings, after or before ("… while you control a
        # Dragon", "… if you control a Dragon", "… during your opponent's turn", "During your
        # turn, …", ``cont_when_first``)
        {
            "match": r"{mods:modifiers} during your opponent's turn",
            "make": {"kind": "cont", "condition": {"turn": "opponents"}, "modifiers": "$mods"},
        },
        {
            "match": r"(?:While|During) {c:cont_when_first}, {mods:modifiers}",
            "make": {"kind": "cont", "condition": "$c", "modifiers": "$mods"},
        },
    ],
    # when a continuous ability applies, printed first, after "While" / "During" (904, 909)
    "cont_when_first": [
        {"match": r"{c:condition}", "make": "$c"},
        {"match": r"your turn", "make": {"turn": "yours"}},
        {"match": r"your opponent's turn", "make": {"turn": "opponents"}},
    ],
    # the text a [Seal] or [Null] governs: keywords this card has (those that work when given), or
    # one ability
    "governed": [
        {
            "match": r"{k:grantable}",
            "make": {"kind": "cont", "modifiers": [{"to": "this", "stat": "keywords", "grant": "$k"}]},
        },
        {
            "match": r"{k:grantable} ?{l:grantable}",
            "make": {
                "kind": "cont",
                "modifiers": [
                    {"to": "this", "stat": "keywords", "grant": "$k"},
                    {"to": "this", "stat": "keywords", "grant": "$l"},
                ],
            },
        },
        {"match": r"{body:ability}", "make": "$body"},
    ],
    # FoW 1110.2: a resonator of one of the attributes banished for each part
    "incarnation": {"sequence": "incarnation_part", "separators": [", ", " "]},
    "incarnation_part": [{"match": r"{a:either}", "make": ["$a"]}],
    # a resonator token as an effect describes it (1303.1a): "[400/400] wind Cat resonator token
    # with [Flying]" (``cards.token_record``)
    "resonator_token": [
        {
            "match": rf"\[{{atk:int}}/{{def:int}}\] {attrs}{{name:token_name}} resonator tokens?{with_}",
            "make": {
                "name": "$name",
                "atk": "$atk",
                "def": "$def",
                "colours": "$c" if attrs else [],
                "keywords": keywords,
            },
        }
        for attrs in ("{c:token_attributes} ", "")
        for with_, keywords in (
            *(((" with no attribute", []),) if not attrs else ()),
            ("", []),
            (" with {k:grantable}", ["$k"]),
            (" with {k:grantable} and {k2:grantable}", ["$k", "$k2"]),
        )
    ],
    # how many tokens: cards counted as the effect resolves ("resonators in your graveyard")
    "token_count": [
        {"match": r"{what:group}", "make": {"count": "$what"}},
        {"match": r"{what:counted}", "make": {"count": "$what"}},
    ],
    # a token's attributes: "wind", "light/darkness" (1303.1a)
    "token_attributes": {"sequence": "token_attribute", "separators": ["/"]},
    "token_attribute": [{"match": r"{a:attribute}", "make": ["$a"]}],
    "act": [
        {
            "match": r"{cost:cost}: Produce {wills:produced}",
            "make": {
                "kind": "act",
                "timing": "any",
                "tags": ["will"],
                "cost": "$cost",
                "effect": [{"do": "fow.produce", "will": "$wills"}],
            },
        },
        # two wills at once (907)
        {
            "match": r"{cost:cost}: Produce {a:will_kind}(?: and )?{b:will_kind}",
            "make": {
                "kind": "act",
                "timing": "any",
                "tags": ["will"],
                "cost": "$cost",
                "effect": [{"do": "fow.produce", "will": ["$a"]}, {"do": "fow.produce", "will": ["$b"]}],
            },
        },
        {
            "match": r"{cost:cost}: {effect:effect}",
            "make": {"kind": "act", "timing": "any", "cost": "$cost", "effect": "$effect"},
        },
        # FoW 1121.2: "[Bestow] {W}, {Rest}": "<cost>: Add this card to target resonator", at main
        # timing, only while this card is not bestowed to a card (decision D55)
        {
            "match": r"\[?Bestow\]?:? {cost:cost}",
            "make": {
                "kind": "act",
                "timing": "main",
                "cost": "$cost",
                "condition": {"fow.bestowed": False},
                "effect": [
                    {
                        "do": "fow.bestow",
                        "cards": {
                            "target": {"zone": "field", "fow.kind": "resonator", "whose": "any", "n": 1}
                        },
                    }
                ],
            },
        },
        {
            "match": r"{cost:cost}: {effect:effect}\. Players cannot chase to this ability",
            "make": {
                "kind": "act",
                "timing": "any",
                "cost": "$cost",
                "effect": "$effect",
                "tags": ["cannot_chase"],
            },
        },
        # a card that returns from the graveyard by its own ability (the ability works there)
        {
            "match": r"{cost:cost}: Put this card from your graveyard into (?:the|your) field",
            "make": {
                "kind": "act",
                "timing": "any",
                "zones": ["graveyard"],
                "cost": "$cost",
                "effect": [{"do": "move", "cards": "this", "to": "field", "state": "recovered"}],
            },
        },
        {
            "match": r"{cost:cost}: Put this card from your graveyard into (?:the|your) field rested",
            "make": {
                "kind": "act",
                "timing": "any",
                "zones": ["graveyard"],
                "cost": "$cost",
                "effect": [{"do": "move", "cards": "this", "to": "field", "state": "rested"}],
            },
        },
        {
            "match": r"{cost:cost}: Put this card from your graveyard into your hand",
            "make": {
                "kind": "act",
                "timing": "any",
                "zones": ["graveyard"],
                "cost": "$cost",
                "effect": [{"do": "move", "cards": "this", "to": "hand"}],
            },
        },
        # FoW 903.2e: a modal activate ability, its mode chosen as it is played
        {
            "match": r"{cost:cost}: {m:modal}",
            "make": {"$merge": [{"kind": "act", "timing": "any", "cost": "$cost"}, "$m"]},
        },
        # … with its restriction after the header ("Choose one. Play this ability only once per turn;", 905)
        {
            "match": r"{cost:cost}: {h:modal_head}\. Play this ability {lim:act_limit};\n{modes:mode_lines}",
            "make": {
                "$merge": [{"kind": "act", "timing": "any", "cost": "$cost", "modes": "$modes"}, "$h", "$lim"]
            },
        },
        {
            "match": r"{cost:cost}: {h:modal_head}\. Play this ability {lim:act_limit}(?::| -) {modes:mode_list}",
            "make": {
                "$merge": [{"kind": "act", "timing": "any", "cost": "$cost", "modes": "$modes"}, "$h", "$lim"]
            },
        },
    ],
    # FoW 903.2e: how many more modes may be chosen ("Choose one, if you control …, you may
    # choose both"; "… choose both instead": both must be; "an additional one for each …")
    "choose_more": [
        {
            "match": r"if {c:condition},? you may choose both(?: instead)?",
            "make": {"condition": "$c", "n": 2},
        },
        {
            "match": r"if {c:condition},? you may choose up to {n:n}(?: instead)?",
            "make": {"condition": "$c", "n": "$n"},
        },
        {
            "match": r"if {c:condition},? choose both instead",
            "make": {"condition": "$c", "n": 2, "exactly": True},
        },
        {
            "match": r"if {c:condition},? choose up to {n:n}(?: instead)?",
            "make": {"condition": "$c", "n": "$n"},
        },
        {"match": r"you may choose an additional one for each {x:per}", "make": {"n": {"sum": [1, "$x"]}}},
    ],
    # what an activate ability's text says of when it may be played (905): "Play this ability
    # only once per turn" (a limit), "only during your turn", "only at main timing"
    # after "Play this ability "
    "act_limit": [
        {"match": r"only {w:act_whens}", "make": "$w"},
        {"match": r"up to {n:n} times per turn", "make": {"limit": "$n"}},
    ],
    # when it may be played: one part, or two joined by "and (only)" ("only during your turn and
    # only once per turn"); two conditions must both hold
    "act_whens": [
        {"match": r"{a:act_when}", "make": "$a"},
        {"match": r"{a:act_when} and (?:only )?{b:act_other}", "make": {"$merge": ["$a", "$b"]}},
        {"match": r"{a:act_other} and (?:only )?{b:act_when}", "make": {"$merge": ["$a", "$b"]}},
        {"match": r"{a:act_cond} and (?:only )?{b:act_cond}", "make": {"condition": {"all": ["$a", "$b"]}}},
        # (fow-a, wave 11) the two parts joined by a comma ("only during your turn, only once per turn")
        {"match": r"{a:act_when}, (?:only )?{b:act_other}", "make": {"$merge": ["$a", "$b"]}},
    ],
    "act_when": [
        {"match": r"{o:act_other}", "make": "$o"},
        {"match": r"{c:act_cond}", "make": {"condition": "$c"}},
    ],
    # parts that are not conditions: how often (a limit a turn), the timing, where it works
    "act_other": [
        {"match": r"once per turn", "make": {"limit": 1}},
        {"match": r"(?:up to )?twice per turn", "make": {"limit": 2}},  # (fow-a, wave 11: "up to twice")
        {"match": r"up to {n:n} times per turn", "make": {"limit": "$n"}},
        {"match": r"(?:at|during) main timing", "make": {"timing": "main"}},
        # "only if this card is in your graveyard": the ability works there (902.1)
        {"match": r"if this card is in your graveyard", "make": {"zones": ["graveyard"]}},
    ],
    # FoW 905: offered only while the condition holds
    "act_cond": [
        {"match": r"during your turn", "make": {"turn": "yours"}},
        {"match": r"during your opponent's turn", "make": {"turn": "opponents"}},
        # during either player's main phase (not main timing: the chase may hold spells, 504)
        {"match": r"during each player's main phase", "make": {"phase": "main"}},
        # (fow-a, wave 11) the main phase of the player's own turn; any player's end phase (500.2)
        {"match": r"during your main phase", "make": {"all": [{"turn": "yours"}, {"phase": "main"}]}},
        {"match": r"during (?:an|each player's|the) end phase", "make": {"phase": "end"}},
        {"match": r"if {c:condition}", "make": "$c"},
    ],
    "auto_body": [
        # "This ability triggers only once per turn": played at most once a turn (906.5)
        {
            "match": r"you may {effect:effect}\. This ability triggers only once per turn",
            "make": {"optional": True, "effect": "$effect", "limit": 1},
        },
        {
            "match": r"{effect:effect}\. This ability triggers only once per turn",
            "make": {"effect": "$effect", "limit": 1},
        },
        {"match": r"you may {effect:effect}", "make": {"optional": True, "effect": "$effect"}},
        # FoW 1008.2: "Players cannot chase to this ability": nothing is played while it is on the chase
        {
            "match": r"{effect:effect}\. Players cannot chase to this ability",
            "make": {"effect": "$effect", "tags": ["cannot_chase"]},
        },
        # a card that puts itself into the field from the hand (its ability works there)
        {
            "match": r"If {c:condition}, you may put this card from your hand into the field",
            "make": {
                "zones": ["hand"],
                "effect": [
                    {
                        "do": "if",
                        "if": "$c",
                        "then": [
                            {
                                "do": "may",
                                "prompt": "put this card into the field?",
                                "then": [
                                    {"do": "move", "cards": "this", "to": "field", "state": "recovered"}
                                ],
                            }
                        ],
                    }
                ],
            },
        },
        # a card that returns from the graveyard when its trigger happens (the ability works
        # there, as its text says, 902.1): "Put this card from your graveyard into the field"
        {
            "match": r"Put this card from your graveyard into (?:the|your) field",
            "make": {"zones": ["graveyard"], "effect": [_GRAVE_TO_FIELD]},
        },
        {
            "match": r"you may put this card from your graveyard into (?:the|your) field",
            "make": {"zones": ["graveyard"], "optional": True, "effect": [_GRAVE_TO_FIELD]},
        },
        # … or into its owner's hand (the ability works in the graveyard, 902.1)
        {
            "match": r"(?:Put|Return) this card from your graveyard (?:in)?to your hand",
            "make": {"zones": ["graveyard"], "effect": [{"do": "move", "cards": "this", "to": "hand"}]},
        },
        {
            "match": r"you may (?:put|return) this card from your graveyard (?:in)?to your hand",
            "make": {
                "zones": ["graveyard"],
                "optional": True,
                "effect": [{"do": "move", "cards": "this", "to": "hand"}],
            },
        },
        {
            "match": r"If {c:condition}, you may put this card from your graveyard into (?:the|your) field",
            "make": {
                "zones": ["graveyard"],
                "effect": [
                    {
                        "do": "if",
                        "if": "$c",
                        "then": [
                            {
                                "do": "may",
                                "prompt": "put this card into the field?",
                                "then": [_GRAVE_TO_FIELD],
                            }
                        ],
                    }
                ],
            },
        },
        {"match": r"{effect:effect}", "make": {"effect": "$effect"}},
        # FoW 903.2e, 906.5: a modal automatic ability, its mode chosen as it is put onto the chase
        {"match": r"{m:modal}", "make": {"$merge": [{"effect": []}, "$m"]}},
        {
            "match": r"{h:modal_head}\. This ability triggers only once per turn;\n{modes:mode_lines}",
            "make": {"$merge": [{"effect": [], "modes": "$modes", "limit": 1}, "$h"]},
        },
    ],
    # magic stone types (201.4a), by their attribute word: "a light magic stone and (a) water magic stone"
    "stone_types": [
        {"match": r"(?:an? )?{a:attribute} magic stone", "make": ["$a"]},
        {
            "match": r"(?:an? )?{a:attribute} magic stone and (?:an? )?{b:attribute} magic stone",
            "make": ["$a", "$b"],
        },
    ],
    # [Energize]'s will symbols (1119.2): one, or several of which the coin produces one (1119.2b)
    "energy": [
        {"match": r"{a:symbol}", "make": ["$a"]},
        {"match": r"{a:symbol} ?{b:symbol}", "make": ["$a", "$b"]},
        {"match": r"\{1\}", "make": ["void"]},
    ],
    # FoW 1027.1: gems gained, one step each ("a light gem, a fire gem and a water gem")
    "gems": {"sequence": "gem", "separators": [", and ", ", ", " and "]},
    "gem": [
        {"match": r"an? {a:attribute} gem", "make": [{"do": "fow.gem", "attribute": "$a"}]},
        {
            "match": r"a gem of any attribute",
            "make": [{"do": "fow.gem", "attribute": ["light", "fire", "water", "wind", "darkness"]}],
        },
    ],
    # the attributes a will ability produces (907): one, or one of several the player chooses
    "produced": [
        {"match": r"{a:will_kind}", "make": ["$a"]},
        {"match": r"{a:will_kind} or {b:will_kind}", "make": ["$a", "$b"]},
        {"match": r"{a:will_kind}, {b:will_kind},? or {c:will_kind}", "make": ["$a", "$b", "$c"]},
        {
            "match": r"{a:will_kind}, {b:will_kind}, {c:will_kind},? or {d:will_kind}",
            "make": ["$a", "$b", "$c", "$d"],
        },
        {
            "match": r"{a:will_kind}, {b:will_kind}, {c:will_kind}, {d:will_kind},? or {e:will_kind}",
            "make": ["$a", "$b", "$c", "$d", "$e"],
        },
        {"match": r"one will of any attribute", "make": ["light", "fire", "water", "wind", "darkness"]},
        # "{M} or one will of any attribute": moon will has no attribute (907.6a, 907.6c)
        {
            "match": r"{a:will_kind} or one will of any attribute",
            "make": ["$a", "light", "fire", "water", "wind", "darkness"],
        },
        {"match": r"\{1\}", "make": ["void"]},  # one will with no attribute (907.6)
    ],
    "spell": [
        # FoW 903.2e: a modal spell, its modes chosen as it is played
        {"match": r"{m:modal}", "make": {"$merge": [{"kind": "play"}, "$m"]}},
        {"match": r"{effect:effect}", "make": {"kind": "play", "effect": "$effect"}},
        # FoW 903.2j: "As an additional cost to play this card, <cost>." on its own line before the
        # spell: paid with the will cost, all or nothing (``chase.play_card``, decision D86)
        {
            "match": r"As an additional cost to play this card, {cost:cost}\n{body:spell}",
            "make": {"$merge": ["$body", {"cost": "$cost"}]},
        },
        # the spell goes to its owner's deck (shuffled) or hand instead of the graveyard: moved
        # as the last step of its effect, it is no longer on the chase when it is done (703.3)
        {
            "match": r"{effect:effect}\. Shuffle this card into its owner's deck as it resolves",
            "make": {
                "kind": "play",
                "effect": {"$concat": ["$effect", [{"do": "move", "cards": "this", "to": "deck"}, SHUFFLE]]},
            },
        },
        {
            "match": r"{effect:effect}\. Put this card into its owner's hand as it resolves",
            "make": {
                "kind": "play",
                "effect": {"$concat": ["$effect", [{"do": "move", "cards": "this", "to": "hand"}]]},
            },
        },
        # FoW 1008.2: a spell nothing may chase
        {
            "match": r"{effect:effect}\. Players cannot chase to this card",
            "make": {"kind": "play", "effect": "$effect", "tags": ["cannot_chase"]},
        },
    ],
    # FoW 903.2e: a modal header and its modes, each mode read by the sentence rules (the whole
    # ability is read only when every mode is): "Choose one;" and a line per mode ("- A"),
    # "Choose up to two:" and its lines, or "Choose one - A; or B" on one line (the lookahead:
    # every other text fails at once)
    "modal": [
        {
            "match": r"(?=choose ){h:modal_head}[;:]\n{modes:mode_lines}",
            "make": {"$merge": [{"modes": "$modes"}, "$h"]},
        },
        {
            "match": r"(?=choose ){h:modal_head}(?::| -) {modes:mode_list}",
            "make": {"$merge": [{"modes": "$modes"}, "$h"]},
        },
    ],
    # how many modes are chosen (903.2e, decision D79): one; one at random; "Choose two" (that
    # many, exactly); "Choose up to two" (one to two); "Choose one, if …, you may choose both"
    "modal_head": [
        {"match": r"Choose one", "make": {}},
        {"match": r"Choose one at random", "make": {"random_mode": True}},
        {"match": r"Choose one(?:,|\.) {more:choose_more}", "make": {"more_modes": "$more"}},
        {"match": r"Choose {n:n}", "make": {"more_modes": {"n": "$n", "exactly": True}}},
        {"match": r"Choose up to {n:n}", "make": {"more_modes": {"n": "$n"}}},
    ],
    "mode_lines": {"sequence": "mode_line", "separators": ["\n"]},
    "mode_line": [
        {
            "match": r"- ?(?={label:label}){effect:line_effect}",
            "make": [{"label": "$label", "effect": "$effect"}],
        },
        # an option with its own condition (903.2e, decision D82: offered only while it holds)
        {
            "match": r"- ?(?={label:label}){effect:line_effect}\. Choose this option only if {c:condition}",
            "make": [{"label": "$label", "effect": "$effect", "condition": "$c"}],
        },
    ],
    "mode_list": {"sequence": "mode", "separators": ["; or ", "; "]},
    "mode": [
        {
            "match": r"(?={label:label}){effect:line_effect}",
            "make": [{"label": "$label", "effect": "$effect"}],
        },
        {
            "match": r"(?={label:label}){effect:line_effect}\. Choose this option only if {c:condition}",
            "make": [{"label": "$label", "effect": "$effect", "condition": "$c"}],
        },
    ],
    # ------------------------------------------------------------------ triggers (906)
    "trigger": [
        {"match": r"When this card enters (?:the|your) field", "make": "ENTER"},
        {"match": r"(?:When|Whenever) this card attacks", "make": {"on": "fow.attack", "card": "this"}},
        {"match": r"(?:When|Whenever) this card blocks", "make": {"on": "fow.block", "card": "this"}},
        # FoW 804.2: this card blocked (the block event names the attacker in its data), "by a
        # resonator" the blocker; "blocks or is blocked by a resonator": either, the other card a
        # resonator ("that resonator" is the card it battles, fow.foe)
        {
            "match": r"(?:When|Whenever) this card is blocked",
            "make": {"on": "fow.block", "fow.blocked": "this"},
        },
        {
            "match": r"(?:When|Whenever) this card is blocked by an? {what:one_desc}",
            "make": {"on": "fow.block", "fow.blocked": "this", "card": "$what"},
        },
        {
            "match": r"(?:When|Whenever) this card blocks or is blocked",
            "make": [{"on": "fow.block", "card": "this"}, {"on": "fow.block", "fow.blocked": "this"}],
        },
        {
            "match": r"(?:When|Whenever) this card blocks or is blocked by an? {what:one_desc}",
            "make": [
                {"on": "fow.block", "card": "this", "fow.blocked": "$what"},
                {"on": "fow.block", "fow.blocked": "this", "card": "$what"},
            ],
        },
        # another card blocking (the block's player is the blocker's controller) or blocked
        {
            "match": r"Whenever an? {what:one_desc} you control blocks",
            "make": {"on": "fow.block", "player": "you", "card": "$what"},
        },
        {
            "match": r"Whenever an? {what:one_desc} you control is blocked",
            "make": {"on": "fow.block", "fow.blocked": {"$merge": ["$what", {"controller": "you"}]}},
        },
        # FoW 906.1: one ability with two trigger conditions (either event triggers it)
        {
            "match": r"(?:When|Whenever) this card attacks or blocks",
            "make": [{"on": "fow.attack", "card": "this"}, {"on": "fow.block", "card": "this"}],
        },
        {
            "match": r"When this card enters (?:the|your) field or whenever it attacks",
            "make": ["ENTER", {"on": "fow.attack", "card": "this"}],
        },
        # FoW 906.1: another card attacking; the attack's player is the attacker's controller
        {
            "match": r"Whenever an? {what:one_desc} you control attacks",
            "make": {"on": "fow.attack", "player": "you", "card": "$what"},
        },
        {
            "match": r"Whenever another {what:one_desc} you control attacks",
            "make": {"on": "fow.attack", "player": "you", "card": {"$merge": ["$what", {"other": True}]}},
        },
        # (fow-a, wave 11) a card of the opponent's attacking, or any player's (the attack's player
        # is the attacker's controller, 906.1)
        {
            "match": r"Whenever an? {what:one_desc} your opponent controls attacks",
            "make": {"on": "fow.attack", "player": "opponent", "card": "$what"},
        },
        {
            "match": r"Whenever an? {what:one_desc} attacks",
            "make": {"on": "fow.attack", "card": "$what"},
        },
        {
            "match": r"Whenever another {what:one_desc} attacks",
            "make": {"on": "fow.attack", "card": {"$merge": ["$what", {"other": True}]}},
        },
        # FoW 1007: "you gain life" (a gain of life, not a loss: the event's amount is positive)
        {"match": r"Whenever you gain life", "make": {"on": "fow.life", "player": "you", "fow.gain": True}},
        # (fow-a, wave 11) the opponent's gain of life
        {
            "match": r"Whenever your opponent gains life",
            "make": {"on": "fow.life", "player": "opponent", "fow.gain": True},
        },
        # (fow-a, wave 11) D112: a player's loss of life (an effect's, or life paid; not damage)
        {"match": r"Whenever you lose life", "make": {"on": "fow.life", "player": "you", "fow.lost": True}},
        {
            "match": r"Whenever an effect you control causes you to lose life or you pay life for a cost",
            "make": {"on": "fow.life", "player": "you", "fow.lost": True, "fow.own_loss": True},
        },
        {
            "match": r"Whenever your opponent loses life",
            "make": {"on": "fow.life", "player": "opponent", "fow.lost": True},
        },
        # FoW 303.1a: this card turned from recovered to rested (by anything: an attack, a cost, an effect)
        {
            "match": r"(?:When|Whenever) this card (?:becomes|is) rested",
            "make": {"on": "state", "card": "this", "state": "rested"},
        },
        # FoW 1109.2a: a spell played paying its [Awakening] cost ("awaken a spell")
        *(
            {
                "match": rf"Whenever {words}",
                "make": {"on": "fow.play", "player": who, "data": {"awakened": True}},
            }
            for words, who in (
                ("you awaken a spell", "you"),
                ("you play an awakened spell", "you"),
                ("your opponent plays an awakened spell", "opponent"),
            )
        ),
        # FoW 903.2g: this card chosen as a target of a spell or ability as it is played (the
        # event names the controller of that spell or ability)
        *(
            {
                "match": rf"(?:When|Whenever) {subject} (?:is|becomes) targeted by (?:an? {by}|{plural}){whose}",
                "make": {"on": "fow.targeted", "card": card, **data, **player},
            }
            # a card of a kind you control (in your field as it is targeted): "it" in the effect is
            # that card (``event_card``)
            for subject, card in (
                ("this card", "this"),
                ("an? {what:one_desc} you control", {"is": {"$merge": ["$what", {"whose": "you"}]}}),
            )
            # (fow-a, wave 11: "becomes targeted", "by spells or abilities …")
            for by, plural, data in (
                ("spell or ability", "spells or abilities", {}),
                ("spell", "spells", {"data": {"by": "spell"}}),
                ("ability", "abilities", {"data": {"by": "ability"}}),
            )
            for whose, player in (("", {}), (" your opponent controls", {"player": "opponent"}))
        ),
        # FoW 1007: the damage event names the damaged card first, the source in its data; damage
        # to a player names the source first, so "dealt damage" also needs a card hit ("hit")
        {
            "match": r"(?:When|Whenever) (?:this card is dealt damage|damage is dealt to this card)",
            "make": {"on": "fow.damage", "card": "this", "hit": "j/resonator"},
        },
        # (fow-a, wave 11) another card of a player's dealt damage (the damaged card first, a
        # card hit), or one of yours dealing damage to the opponent (the source first: damage to
        # a player, "to_player")
        *(
            {
                "match": rf"Whenever an? {{what:one_desc}} {who} is dealt damage",
                "make": {
                    "on": "fow.damage",
                    "card": {"$merge": ["$what", {"controller": whose}]},
                    "hit": "j/resonator",
                },
            }
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        {
            "match": r"Whenever an? {what:one_desc} you control deals damage to (?:your|an) opponent",
            "make": {
                "on": "fow.damage",
                "card": {"$merge": ["$what", {"controller": "you"}]},
                "to_player": "opponent",
            },
        },
        {
            "match": r"Whenever an? {what:one_desc} you control deals battle damage to your opponent",
            "make": {
                "on": "fow.damage",
                "card": {"$merge": ["$what", {"controller": "you"}]},
                "to_player": "opponent",
                "battle": True,
            },
        },
        {
            "match": r"(?:When|Whenever) this card deals damage",
            "make": {"on": "fow.damage", "source": "this"},
        },
        {
            "match": r"(?:When|Whenever) this card deals damage to a player",
            "make": {"on": "fow.damage", "source": "this", "to_player": "any"},
        },
        {
            "match": r"(?:When|Whenever) this card deals damage to (?:your|an) opponent",
            "make": {"on": "fow.damage", "source": "this", "to_player": "opponent"},
        },
        {
            "match": r"(?:When|Whenever) this card deals battle damage to your opponent",
            "make": {"on": "fow.damage", "source": "this", "to_player": "opponent", "battle": True},
        },
        {
            "match": r"(?:When|Whenever) this card deals damage to a J/resonator",
            "make": {"on": "fow.damage", "source": "this", "hit": "j/resonator"},
        },
        {
            "match": r"(?:When|Whenever) this card deals damage to a resonator",
            "make": {"on": "fow.damage", "source": "this", "hit": "resonator"},
        },
        # a card played (put onto the chase, 903.2k): by you, your opponent or either player
        *(
            {
                "match": rf"(?:When|Whenever) {who} an? {{what:played}}",
                "make": {"on": "fow.play", "player": player, "card": "$what"},
            }
            for who, player in (
                ("you play", "you"),
                ("your opponent plays", "opponent"),
                ("a player plays", "both"),
            )
        ),
        # "When you play your second card / first chant this turn": the cards (chants) the player
        # played this turn counted as it is played, this one included (903.2k; ``fow.nth_played``)
        *(
            {
                "match": rf"(?:When|Whenever) you play your {word}{more_words} {kind} (?:this|each) turn",
                "make": {
                    "on": "fow.play",
                    "player": "you",
                    **({"card": {"fow.kind": kind}} if kind != "card" else {}),
                    "fow.nth_played": {"kind": kind, "n": n, **more},
                },
            }
            for word, n in (("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5))
            for more_words, more in (("", {}), (" or subsequent", {"more": True}))
            for kind in ("card", "chant")
        ),
        # another card entering the player's field (magic stones enter the magic stone area, 307)
        {
            "match": r"Whenever an? {what:one_desc} (?:enters|is put into) (?:your field|the field under your control)",
            "make": {"on": "move", "card": "$what", "to": ["field", "stones"], "whose": "you"},
        },
        # a card entering either player's field ("enters the field", "enters a field": the game
        # has one field, 307.2; "your field" is the cards a player controls, 307.8a)
        {
            "match": r"Whenever an? {what:one_desc} enters (?:the|a) field",
            "make": {"on": "move", "card": "$what", "to": ["field", "stones"]},
        },
        {
            "match": r"Whenever another {what:one_desc} enters (?:the|a) field",
            "make": {"on": "move", "card": {"$merge": ["$what", {"other": True}]}, "to": ["field", "stones"]},
        },
        # FoW 1127.2: "[Resonance] (Kind of Magic Stone) ⇒" is "Whenever that kind of magic stone
        # enters the field under your control ⇒" (one kind or two; its reminder text may follow):
        # any card of that type, in the magic stone area or not (1127.2a, D52)
        {
            "match": r"\[Resonance\] {kinds:stone_kinds}(?: \([^()]*\))?",
            "make": {
                "on": "move",
                "card": {"fow.kind": "$kinds"},
                "to": ["field", "stones"],
                "whose": "you",
            },
        },
        {
            "match": r"Whenever another {what:one_desc} (?:enters|is put into) (?:your field|the field under your control)",
            "make": {
                "on": "move",
                "card": {"$merge": ["$what", {"other": True}]},
                "to": ["field", "stones"],
                "whose": "you",
            },
        },
        # FoW 1009: a card drawn (one trigger a card; a card searched into the hand is not drawn)
        *(
            {
                "match": rf"Whenever {words} a card",
                "make": {"on": "move", "from": "deck", "to": "hand", "whose": whose, "data": {"draw": True}},
            }
            for words, whose in (
                ("you draw", "you"),
                ("your opponent draws", "opponent"),
                ("a player draws", "both"),
            )
        ),
        # FoW 1022: counters put on this card (one event however many); a removal is not
        {
            "match": r"Whenever one or more \[?{c:counter}\]? counters are put on this card",
            "make": {"on": "counter", "card": "this", "data": {"name": "$c"}, "fow.gain": True},
        },
        # FoW 1013: a card of the player's recovered ("Whenever a J/ruler you control is recovered")
        {
            "match": r"Whenever an? {what:cost_desc} you control (?:is|becomes) recovered",
            "make": {
                "on": "state",
                "card": {"$merge": ["$what", {"controller": "you"}]},
                "state": "recovered",
            },
        },
        # FoW 906.7: seen as it was in the field
        {
            "match": r"When this card (?:is|it) put into (?:(?:a|your) )?graveyard from (?:the|your|a) field",  # (fow-a, wave 11: a misprint with no article)
            "make": {"on": "move", "card": "this", "from": "field", "to": "graveyard"},
        },
        {
            "match": r"When this card leaves (?:the|your) field",
            "make": {"on": "move", "card": "this", "from": "field"},
        },
        # FoW 1019.1: discarding is moving a card from the hand to the graveyard; the ability
        # works from the hand (or the deck, for a card milled) and refers to the card in the
        # graveyard (906.7a)
        {
            "match": r"When this card is (?:discarded|put into (?:a|your) graveyard from your hand)",
            "make": {"on": "move", "card": "this", "from": "hand", "to": "graveyard"},
        },
        # the move's player is the controller of the effect that moved it (a cost or a rule
        # moves it as no one's or its owner's): "by a spell or ability your opponent controls"
        {
            "match": r"When this card is (?:discarded|put into (?:a|your) graveyard from your hand) by a spell or ability your opponent controls",
            "make": {"on": "move", "card": "this", "from": "hand", "to": "graveyard", "player": "opponent"},
        },
        {
            "match": r"When this card is put into (?:a|your) graveyard from your (?:main )?deck",
            "make": {"on": "move", "card": "this", "from": "deck", "to": "graveyard"},
        },
        {
            "match": r"Whenever you discard a card",
            "make": {"on": "move", "from": "hand", "to": "graveyard", "whose": "you"},
        },
        # (fow-a, wave 11) the opponent's discard (1019.1: from their hand to their graveyard)
        {
            "match": r"Whenever your opponent discards a card",
            "make": {"on": "move", "from": "hand", "to": "graveyard", "whose": "opponent"},
        },
        {
            "match": r"(?:Whenever you do judgment of a ruler|When your ruler does Judgment)",
            "make": {"on": "fow.judgment", "player": "you"},
        },
        # FoW 502.1: "at the beginning of the game" happens at the beginning of the first turn's
        # draw phase
        {
            "match": r"At the beginning of the game",
            "make": {"on": "phase", "phase": "draw", "fow.first_turn": True},
        },
        # FoW 906.7b: a card put into a graveyard from a field, seen as it was there (whose
        # field it left: "you control", "your field"; "the field" alone is either player's)
        *(
            {
                "match": rf"(?:When|Whenever) {article} {{what:one_desc}}{words} is put into {grave} graveyard"
                + (f" from {field}" if field else ""),
                "make": {"on": "move", "card": card, "from": "field", "to": "graveyard", **whose},
            }
            # "another …": not this card (906.1)
            for article, card in (("an?", "$what"), ("another", {"$merge": ["$what", {"other": True}]}))
            for words, grave, field, whose in (
                (" you control", "(?:a|your)", "the field", {"fow.field_of": "you"}),
                # "a resonator you control is put into a graveyard": from the field (only cards
                # there are controlled, 906.7b)
                (" you control", "(?:a|your)", None, {"fow.field_of": "you"}),
                (
                    " your opponent controls",
                    "(?:a|their|your opponent's)",
                    None,
                    {"fow.field_of": "opponent"},
                ),
                ("", "(?:a|your)", "your field", {"fow.field_of": "you"}),
                (
                    " your opponent controls",
                    "(?:a|their|your opponent's)",
                    "the field",
                    {"fow.field_of": "opponent"},
                ),
                ("", "(?:a|their|your opponent's)", "your opponent's field", {"fow.field_of": "opponent"}),
                # "from a field" is "from the field": either player's (one field, 307.2)
                ("", "a", "(?:the|a) field", {}),
            )
        ),
        # (fow-a, wave 12) a card of a player's leaving the field, removed from the game (1004.1)
        # or returned to a hand from the field (906.7b: seen as it was in the field; a card is
        # controlled only in a field, so "you control" is "from your field"), and this card doing
        # so (its abilities are active in the field only, 902.1a)
        *(
            {
                "match": rf"(?:When|Whenever) {subject} {event}",
                "make": {"on": "move", "card": card, "from": ["field", "stones"], **to, **whose},
            }
            for subject, card, whose in (
                ("this card", "this", {}),
                *(
                    (f"{article} {{what:one_desc}} {words}", desc, {"fow.field_of": field_of})
                    for article, desc in (
                        ("an?", "$what"),
                        ("another", {"$merge": ["$what", {"other": True}]}),
                    )
                    for words, field_of in (("you control", "you"), ("your opponent controls", "opponent"))
                ),
            )
            for event, to in (
                ("is removed from the game", {"to": "removed"}),
                ("is returned to (?:its owner's|your|their owner's|his or her owner's) hand", {"to": "hand"}),
                (
                    "is put into (?:its owner's|your|their owner's) hand from (?:the|a|your) field",
                    {"to": "hand"},
                ),
            )
        ),
        # (fow-a, wave 12) another card of a player's leaving the field, to any zone (906.7b)
        *(
            {
                "match": rf"(?:When|Whenever) {article} {{what:one_desc}} {words} leaves (?:the|a|{field}) field",
                "make": {"on": "move", "card": desc, "from": ["field", "stones"], "fow.field_of": field_of},
            }
            for article, desc in (("an?", "$what"), ("another", {"$merge": ["$what", {"other": True}]}))
            for words, field, field_of in (
                ("you control", "your", "you"),
                ("your opponent controls", "their|your opponent's", "opponent"),
            )
        ),
        # (fow-a, wave 12) a card entering the opponent's field (307.8a: "your field" is the cards
        # a player controls; "under your control" is read above)
        *(
            {
                "match": rf"Whenever {article} {{what:one_desc}} (?:enters|is put into) (?:your opponent's field|the field under your opponent's control)",
                "make": {"on": "move", "card": desc, "to": ["field", "stones"], "whose": "opponent"},
            }
            for article, desc in (("an?", "$what"), ("another", {"$merge": ["$what", {"other": True}]}))
        ),
        # FoW 906.7: "leaves the field for a non-field zone" (the field row and the magic stone
        # area are the field, 307)
        {
            "match": r"When this card leaves (?:the|your) field for a non-field zone",
            "make": {
                "on": "move",
                "card": "this",
                "from": "field",
                "to": ["hand", "deck", "graveyard", "removed", "ruler_area"],
            },
        },
        # FoW 1140.2: the card entering the field from a named zone (the compiler gives the
        # enter trigger of the card's type, with the zone it came from)
        {
            "match": r"When this card (?:enters|is put into) (?:the|your) field from (?:your|a) (?:main )?deck",
            "make": {"ENTER_FROM": "deck"},
        },
        {
            "match": r"When this card (?:enters|is put into) (?:the|your) field from (?:your|a) graveyard",
            "make": {"ENTER_FROM": "graveyard"},
        },
        {"match": r"At the end of your turn", "make": {"on": "fow.end_of_turn", "turn": "yours"}},
        # (fow-a, wave 11) the end of the opponent's turn
        {
            "match": r"At the end of your opponent's turn",
            "make": {"on": "fow.end_of_turn", "turn": "opponents"},
        },
        {"match": r"At (?:the )?end of (?:each |the )?turn", "make": {"on": "fow.end_of_turn"}},
        {
            "match": r"At the beginning of your {p:phase} phase",
            "make": {"on": "phase", "phase": "$p", "turn": "yours"},
        },
        {
            "match": r"At the beginning of your opponent's {p:phase} phase",
            "make": {"on": "phase", "phase": "$p", "turn": "opponents"},
        },
        # FoW 502.1: "At the beginning of turn" happens at the beginning of the turn's draw phase
        {
            "match": r"At (?:the )?beginning of your turn",
            "make": {"on": "phase", "phase": "draw", "turn": "yours"},
        },
        {
            "match": r"At (?:the )?beginning of your opponent's turn",
            "make": {"on": "phase", "phase": "draw", "turn": "opponents"},
        },
        # FoW 502.1: each turn's draw phase, whoever's turn it is
        {
            "match": r"At (?:the )?beginning of each (?:player's )?turn",
            "make": {"on": "phase", "phase": "draw"},
        },
        # (fow-a, wave 11) "At the beginning of the / each (player's) <phase> phase": that phase
        # of every turn, whoever's turn it is (500.2; "your …" / "your opponent's …" above)
        {
            "match": r"At the beginning of (?:the|each(?: player's)?) {p:phase} phase",
            "make": {"on": "phase", "phase": "$p"},
        },
        # FoW 1010: another resonator destroyed (put into its owner's graveyard from the field by
        # destruction); only resonators: a destroyed J-ruler returns to the ruler area (1010.1a)
        # with no destruction event of its own, so "J/resonator" stays by hand
        *(
            {
                "match": rf"(?:When|Whenever) an? (?=(?:[^./]* )?resonator {who} is destroyed$){{what:one_desc}} {who} is destroyed",
                "make": {
                    "on": "move",
                    "card": "$what",
                    "from": "field",
                    "to": "graveyard",
                    "fow.field_of": field_of,
                    "data": {"destroyed": True},
                },
            }
            for who, field_of in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # (fow-a, wave 11) "another …": not this card (906.1)
        *(
            {
                "match": rf"Whenever another (?=(?:[^./]* )?resonator {who} is destroyed$){{what:one_desc}} {who} is destroyed",
                "make": {
                    "on": "move",
                    "card": {"$merge": ["$what", {"other": True}]},
                    "from": "field",
                    "to": "graveyard",
                    "fow.field_of": field_of,
                    "data": {"destroyed": True},
                },
            }
            for who, field_of in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # D58 (1010, 1204): "Whenever this card destroys a resonator / a J/resonator (your
        # opponent controls)": a card destroyed by this card's ability or by damage it dealt this
        # turn; a J-ruler returns to its ruler area when destroyed (1010.1a)
        *(
            {
                "match": rf"(?:When|Whenever) this card destroys an? {{what:one_desc}}{whose}",
                "make": [
                    {
                        "on": "move",
                        "card": {"$merge": ["$what", {"zone": "field"}]},
                        "from": "field",
                        "to": to,
                        "data": {"destroyed": True},
                        "fow.by": "this",
                        **field_of,
                    }
                    for to in ("graveyard", "ruler_area")
                ],
            }
            for whose, field_of in (
                ("", {}),
                (" your opponent controls", {"fow.field_of": "opponent"}),
                (" you control", {"fow.field_of": "you"}),
            )
        ),
        # FoW 1010: a destroyed card is put into its owner's graveyard (a J-ruler goes to the
        # ruler area instead: the compiler leaves it by hand there)
        {
            "match": r"When this card is destroyed",
            "make": {
                "on": "move",
                "card": "this",
                "from": "field",
                "to": "graveyard",
                "data": {"destroyed": True},
            },
        },
    ],
    # a card as it is played (a spell: a card on the chase, 903.2k)
    # FoW 1012, 903.2g: the objects on the chase "Cancel target …" may target (chase.object_choices)
    "chase_object": [
        {
            "match": r"{k:chase_kinds} your opponent controls",
            "make": {"$merge": ["$k", {"whose": "opponent"}]},
        },
        {"match": r"{k:chase_kinds} of a resonator", "make": {"$merge": ["$k", {"of": "resonator"}]}},
        # one whose targets include this card or a card of yours (its own targets, 903.2g)
        {
            "match": r"{k:chase_kinds} (?:targeting|that targets) this card",
            "make": {"$merge": ["$k", {"targeting": "this"}]},
        },
        {
            "match": r"{k:chase_kinds} (?:targeting|that targets) an? {what:desc} you control",
            "make": {"$merge": ["$k", {"targeting": {"$merge": ["$what", {"whose": "you"}]}}]},
        },
        {"match": r"{k:chase_kinds}", "make": "$k"},
    ],
    "chase_kinds": [
        {"match": r"activate ability", "make": {"kinds": ["act"]}},
        {"match": r"automatic ability", "make": {"kinds": ["auto"]}},
        {"match": r"activate (?:ability )?or automatic ability", "make": {"kinds": ["act", "auto"]}},
        {"match": r"spell or activate ability", "make": {"kinds": ["spell", "act"]}},
        {"match": r"spell or automatic ability", "make": {"kinds": ["spell", "auto"]}},
        {
            "match": r"spell(?:,| or) (?:activate (?:ability )?or automatic )?ability",
            "make": {"kinds": ["spell", "act", "auto"]},
        },
    ],
    "played": [
        {"match": r"spell", "make": {}},
        {"match": r"chant", "make": {"fow.kind": "chant"}},
        {"match": r"rune", "make": {"fow.kind": "rune"}},
        {"match": r"{a:attribute} chant", "make": {"fow.kind": "chant", "colour": "$a"}},
        {"match": r"{a:attribute} resonator", "make": {"fow.kind": "resonator", "colour": "$a"}},
        {"match": r"resonator spell", "make": {"fow.kind": "resonator"}},
        {"match": r"addition spell", "make": {"fow.kind": "addition"}},
        {"match": r"non-resonator", "make": {"not": {"fow.kind": "resonator"}}},
        # (fow-b, wave 12) FoW 1407.2: old cards' "normal spell" (read "non-resonator spell")
        {"match": r"non-resonator spell", "make": {"not": {"fow.kind": "resonator"}}},
        {"match": r"{race:race} chant", "make": {"fow.kind": "chant", "races": "$race"}},
        # a card of a race as it is played ("a Blazing Skill spell": any card of that race)
        {"match": r"{race:race} spell", "make": {"races": "$race"}},
        {"match": r"spell with total cost {n:int} or less", "make": {"total_cost": {"<=": "$n"}}},
        # (fow-probe, wave 11) the other total costs a spell is described by (202.3), as the
        # cards' "with total cost N or more" / "… N" elsewhere
        {"match": r"spell with total cost {n:int} or more", "make": {"total_cost": {">=": "$n"}}},
        {"match": r"spell with total cost {n:int}", "make": {"total_cost": "$n"}},
        # (fow-a, wave 11) a card of a type played (903.2k: put onto the chase as a spell), any card,
        # or either of two types
        {"match": r"card", "make": {}},
        *({"match": kind, "make": {"fow.kind": kind}} for kind in ("resonator", "addition", "regalia")),
        {"match": r"{a:card_kind} or (?:an? )?{b:card_kind}", "make": {"fow.kind": ["$a", "$b"]}},
        # (fow-a, wave 12) the other pieces of a card played as the rules describe it (202, 903.2k):
        # "non-resonator spell" (a spell is a card played, 903.2k), an attribute with any type or
        # two types ("a water chant or addition"), a race with a type ("a Fairy Tale resonator")
        {"match": r"non-resonator spell", "make": {"not": {"fow.kind": "resonator"}}},
        {"match": r"{a:attribute} (?:spell|card)", "make": {"colour": "$a"}},
        {"match": r"{a:attribute} {k:card_kind}", "make": {"fow.kind": "$k", "colour": "$a"}},
        {
            "match": r"{a:attribute} {k:card_kind} or (?:an? )?{b:card_kind}",
            "make": {"fow.kind": ["$k", "$b"], "colour": "$a"},
        },
        {"match": r"{race:race} {k:card_kind}", "make": {"fow.kind": "$k", "races": "$race"}},
    ],
    "card_kind": [
        {"match": kind, "make": kind} for kind in ("chant", "resonator", "addition", "regalia", "rune")
    ],
    # ------------------------------------------------------------------ costs (1003)
    # FoW 1109.2: an awakening's cost: will, or a cost that is no will ("Rest a recovered J/ruler
    # you control"), paid with the card's cost (chase.play_card); a cost mixing will and more:
    # by hand (_finish)
    "awakening_cost": [
        {"match": r"{cost:will}", "make": {"cost": "$cost"}},
        # decision D116: "[Awakening] {X}": X chosen as the card is played (903.2f), and the X of
        # the ability the awakening gives (compiler._finish)
        {"match": r"\{X\}", "make": {"cost": "{X}"}},
        {"match": r"{costs:cost}", "make": {"costs": "$costs"}},
    ],
    "cost": {"sequence": "cost_atom", "separators": [", "]},
    "cost_atom": [
        {"match": r"\{Rest\}", "make": [{"rest": "this"}]},
        {"match": r"(?:Pay )?{w:will}", "make": [{"will": "$w"}]},
        {"match": r"{w:will}\{Rest\}", "make": [{"will": "$w"}, {"rest": "this"}]},
        {"match": r"Banish this card", "make": [{"banish": "this"}]},
        # FoW 1027.1, 1011: "Banish a light gem": a gem token of that attribute the player controls
        # (in their item area)
        {
            "match": r"Banish an? {a:attribute} gem",
            "make": [{"banish": {"zone": "item_area", "fow.kind": "gem", "colour": "$a", "whose": "you"}}],
        },
        {"match": r"Discard {n:n} cards?", "make": [{"discard": "$n"}]},
        # FoW 1019: this card discarded from the hand (the ability is played from there, 905.2a)
        {"match": r"Discard this card", "make": [{"discard": "this"}]},
        # FoW 1005: this card shown from the hand to both players (the ability is played from
        # there, as for "discard this card")
        {"match": r"Reveal this card from your hand", "make": [{"reveal": "this"}]},
        # FoW 1019: a card of a kind from the hand ("discard a chant", "discard a Fairy Tale resonator")
        {
            "match": r"Discard an? (?!cards?$){what:grave_cost}",
            "make": [{"discard": {"$merge": ["$what", {"zone": "hand", "whose": "you"}]}}],
        },
        {"match": r"Pay {n:int} life", "make": [{"pay_life": "$n"}]},
        # FoW 1022: a counter removed from this card
        {"match": r"Remove an? {c:word} counter from this card", "make": [{"remove_counter": "$c"}]},
        {
            "match": r"Remove {n:n} \[{c:counter}\] counters? from this card",
            "make": [{"remove_counter": "$c", "n": "$n"}],
        },
        {
            "match": r"Remove {n:n} {c:word} counters from this card",
            "make": [{"remove_counter": "$c", "n": "$n"}],
        },
        # FoW 1022: counters removed from the player's J/ruler (the ruler in its area or the
        # J-ruler it became, 705.3)
        {
            "match": r"Remove {n:n} \[?{c:counter}\]? counters? from your J/ruler",
            "make": [{"remove_counter": "$c", "n": "$n", "from": {**_J_RULER, "whose": "you"}}],
        },
        # FoW 1022: counters removed from one card the player controls ("from a resonator you
        # control"), or "a total of N" from any number of them, one at a time (D110)
        {
            "match": r"Remove {n:n} \[?{c:counter}\]? counters? from an? {what:cost_desc} you control",
            "make": [{"remove_counter": "$c", "n": "$n", "from": {"$merge": ["$what", {"whose": "you"}]}}],
        },
        {
            "match": r"Remove {n:n} \[?{c:counter}\]? counters? from an? J/ruler you control",
            "make": [{"remove_counter": "$c", "n": "$n", "from": {**_J_RULER, "whose": "you"}}],
        },
        *(
            {
                "match": rf"Remove {total}{{n:n}} \[?{{c:counter}}\]? counters from {many}{{what:cost_descs}} you control",
                "make": [
                    {
                        "remove_counter": "$c",
                        "n": "$n",
                        "from": {"$merge": ["$what", {"whose": "you"}]},
                        "total": True,
                    }
                ],
            }
            for total, many in (("a total of ", "(?:any number of )?"), ("", "any number of "))
        ),
        # FoW 1004: this card removed from its owner's graveyard (the ability works there)
        {"match": r"Remove this card in your graveyard from the game", "make": [{"remove": "this"}]},
        # FoW 1004: this card removed from the field (its controller's, where the ability works)
        {"match": r"Remove this card from the game", "make": [{"remove": "this", "zone": "field"}]},
        # FoW 1004: this card removed from its owner's hand (the ability is played from there)
        {
            "match": r"Remove this card in your hand from the game",
            "make": [{"remove": "this", "zone": "hand"}],
        },
        # FoW 1004: cards of the player's graveyard removed from the game, the player's choice
        {
            "match": r"Remove {n:n} {what:grave_cost} in your graveyard from the game",
            "make": [{"remove": {"$merge": ["$what", {"zone": "graveyard", "whose": "you"}]}, "n": "$n"}],
        },
        # (fow-a, wave 12) FoW 1004: cards of the player's hand removed from the game, their choice,
        # and the top card(s) of their deck (no choice, 304.3)
        {
            "match": r"Remove {n:n} {what:grave_cost} (?:in|from) your hand from the game",
            "make": [
                {"remove": {"$merge": ["$what", {"zone": "hand", "whose": "you"}]}, "n": "$n", "zone": "hand"}
            ],
        },
        {
            "match": r"Remove the top card of your deck from the game",
            "make": [{"remove": {"zone": "deck", "whose": "you", "fow.top": 1}, "zone": "deck"}],
        },
        {
            "match": r"Remove the top {n:n} cards of your deck from the game",
            "make": [
                {"remove": {"zone": "deck", "whose": "you", "fow.top": "$n"}, "n": "$n", "zone": "deck"}
            ],
        },
        # FoW 1013.1: rest another card the player controls (a recovered one)
        {
            "match": r"Rest an? (?:recovered )?{what:cost_desc} you control",
            "make": [{"rest": {"$merge": ["$what", {"whose": "you"}]}}],
        },
        # FoW 1011: banish a card the player controls (1011.2), other than this one
        {
            "match": r"Banish another {what:cost_desc}(?: you control)?",
            "make": [{"banish": {"$merge": ["$what", {"whose": "you", "other": True}]}}],
        },
        # FoW 1011: banish a card the player controls (1011.2)
        {
            "match": r"Banish an? {what:cost_desc}(?: you control)?",
            "make": [{"banish": {"$merge": ["$what", {"whose": "you"}]}}],
        },
        # … N of them, the player's choice one at a time ("Banish two resonators")
        {
            "match": r"Banish (?!an?\b){n:n} {what:cost_descs}(?: you control)?",
            "make": [{"banish": {"$merge": ["$what", {"whose": "you"}]}, "n": "$n"}],
        },
        {
            "match": r"Rest (?!an?\b){n:n} recovered {what:cost_descs} you control",
            "make": [{"rest": {"$merge": ["$what", {"whose": "you"}]}, "n": "$n"}],
        },
        # (fow-a, wave 11) "other" with a number or with rest: cards the player controls other than
        # this one (1011.2, 1013.1; as "Banish another …")
        {
            "match": r"Banish (?!an?\b){n:n} other {what:cost_descs}(?: you control)?",
            "make": [{"banish": {"$merge": ["$what", {"whose": "you", "other": True}]}, "n": "$n"}],
        },
        {
            "match": r"Rest another (?:recovered )?{what:cost_desc} you control",
            "make": [{"rest": {"$merge": ["$what", {"whose": "you", "other": True}]}}],
        },
        {
            "match": r"Rest (?!an?\b){n:n} other recovered {what:cost_descs} you control",
            "make": [{"rest": {"$merge": ["$what", {"whose": "you", "other": True}]}, "n": "$n"}],
        },
    ],
    # a card a cost names (rests or banishes) other than "this card"
    "cost_desc": [
        {"match": r"(?!card\b){what:desc}", "make": "$what"},
        # a race alone: a card of that race ("Rest a recovered Treasury Item you control")
        {"match": r"{race:race}", "make": {"zone": ["field", "stones"], "races": "$race"}},
        {"match": r"J/ruler", "make": {"zone": ["field", "ruler_area"], "fow.kind": ["ruler", "j-ruler"]}},
        # a J/ruler of an attribute ("Rest a recovered light J/ruler you control", 208)
        {
            "match": r"{a:attribute} J/ruler",
            "make": {"zone": ["field", "ruler_area"], "fow.kind": ["ruler", "j-ruler"], "colour": "$a"},
        },
        {
            "match": r"card named {name:name}",
            "make": {"zone": ["field", "stones", "ruler_area"], "name": "$name"},
        },
    ],
    # cards a cost names in the plural ("two resonators", "three recovered Elves")
    "cost_descs": [
        {"match": r"{what:desc}", "make": "$what"},
        {"match": r"{race:races}", "make": {"zone": ["field", "stones"], "races": "$race"}},
    ],
    # cards of a graveyard a cost removes ("a resonator", "two fire cards", "three cards named …")
    "grave_cost": [
        {"match": r"cards?", "make": {}},
        # a card with a word in its name ("discard a card with "Apple" in its name", 201.1)
        {"match": r"cards? with {names:names} in (?:its|their) names?", "make": {"fow.name_has": "$names"}},
        {"match": r"{a:attribute} cards?", "make": {"colour": "$a"}},
        {"match": r"cards? named {name:name}", "make": {"name": "$name"}},
        {"match": r"resonators?", "make": {"fow.kind": "resonator"}},
        {"match": r"{a:attribute} resonators?", "make": {"fow.kind": "resonator", "colour": "$a"}},
        {"match": r"chants?", "make": {"fow.kind": "chant"}},
        # a race in the plural ("three Spirit Magics"): as printed and its singulars
        {"match": r"(?=.*s$){race:races}", "make": {"races": "$race"}},
        {"match": r"{race:race}", "make": {"races": "$race"}},
        {"match": r"{race:race} {what:kind}", "make": {"$merge": ["$what", {"races": "$race"}]}},
        {
            "match": r"{what:desc} with {names:names} in (?:its|their) names?",
            "make": {"$merge": ["$what", {"fow.name_has": "$names"}]},
        },
        {
            "match": r"{race:race} or {other:race} {what:kind}",
            "make": {"$merge": ["$what", {"races": {"$concat": ["$race", "$other"]}}]},
        },
    ],
    # ------------------------------------------------------------------ effects
    "effect": {"sequence": "step", "separators": [". ", "\n", ", then ", " and "]},
    # the effect of one printed line (a mode's: a line after the options is not the last mode's)
    "line_effect": {"sequence": "step", "separators": [". ", ", then ", " and "]},
    "step": [
        # "Then <step>": the sentences of an effect are carried out in order anyway (903.3)
        # "…, where X is <a number>": X worked out just before the first step that uses it (as
        # that step is carried out: cards the steps before it moved count)
        {
            "match": r"{s:line_effect}, where X is {x:x_value}",
            "make": {"$let_x": ["$x", "$s"]},
        },
        {"match": r"Then,? {s:step}", "make": "$s"},
        # (fow-b, wave 12) "Choose a race." as it resolves (903.3b, decision D136): what the
        # sentences after it read as "of the chosen race"
        {"match": r"Choose a race", "make": [{"do": "fow.choose_race"}]},
        # FoW 1023.1: "[Force] N": N dice rolled, their total "the result of the roll" for the
        # steps after it (its reminder "(Roll a die.)" is dropped, so no full stop may follow)
        {
            "match": r"\[?Force\]? {n:n}[.,]? {s:step}",
            "make": {"$concat": [[{"do": "fow.force", "n": "$n"}], "$s"]},
        },
        {"match": r"\[?Force\]? {n:n}", "make": [{"do": "fow.force", "n": "$n"}]},
        # "Destroy target …. (If you do,) You gain life equal to its DEF / ATK": the DEF or ATK the
        # card had as it left the field (its last known value, 906.7b), read just before it moves;
        # "If you do": only if it was destroyed / removed (1010, 1004)
        *(
            {
                "match": rf"{verb} (?=target ){{who:named}}{words}\. {if_do}you gain life equal to its {stat}",
                "make": [
                    {
                        "do": "let",
                        "as": f"last_{stat.lower()}",
                        "value": {"stat": {"card": "$who", "name": stat.lower()}},
                    },
                    {"do": do, "cards": "$who"},
                    (
                        {
                            "do": "if",
                            "if": {"chosen": "did"},
                            "then": [{"do": "fow.life", "amount": f"last_{stat.lower()}"}],
                        }
                        if if_do
                        else {"do": "fow.life", "amount": f"last_{stat.lower()}"}
                    ),
                ],
            }
            for verb, words, do in (
                ("destroy", "", "fow.destroy"),
                ("remove", " from the game", "fow.remove"),
            )
            for stat in ("DEF", "ATK")
            for if_do in ("", "If you do, ")
        ),
        # "You may <step>" within an effect: the player chooses as it is carried out (its target,
        # if any, was chosen as it was played, 903.2g)
        # "You may discard / banish a …. If you do, <effect>": the effect only if a card was
        # chosen (none may be, 1019, 1011); the effect is that one sentence
        {
            "match": r"you may {a:choice_step}\. If you do, (?=[^.]*$){b:line_effect}",
            "make": [
                {
                    "do": "may",
                    "then": {"$concat": ["$a", [{"do": "if", "if": {"chosen": "did"}, "then": "$b"}]]},
                }
            ],
        },
        # "You may pay {R}{1} / 700 life. If you do, <effect>": the effect only if it was paid in
        # full (1003.4); the effect is that one sentence
        {
            "match": r"you may pay {p:payment}\. If you do, (?=[^.]*$){b:line_effect}",
            "make": [
                {
                    "do": "may",
                    "then": [
                        {"$merge": [{"do": "fow.pay"}, "$p"]},
                        {"do": "if", "if": {"chosen": "did"}, "then": "$b"},
                    ],
                }
            ],
        },
        # "(You may) banish this card. If you do, <effect>": the effect only if it was banished
        # (1011.1: a card that left the field meanwhile is not; the effect is that one sentence)
        *(
            {
                "match": rf"{may}banish this card\. If you do, (?=[^.]*$){{b:line_effect}}",
                "make": wrap(
                    [
                        {"do": "move", "cards": "this", "to": "graveyard", "as": "banished"},
                        {"do": "if", "if": {"chosen": "banished"}, "then": "$b"},
                    ]
                ),
            }
            for may, wrap in (("", lambda steps: steps), ("you may ", lambda steps: [_may(steps)]))
        ),
        # "Banish / Discard / Rest a …. If you do, <effect>": the choice is made if there is a card
        # to choose (none may be, 1011, 1019, 1013); the effect only if one was (a sentence of its
        # own, capitalised: "you may discard …" is the optional form above)
        {
            "match": r"(?-i:(?=[A-Z])){a:choice_step}\. If you do, (?=[^.]*$){b:line_effect}",
            "make": {"$concat": ["$a", [{"do": "if", "if": {"chosen": "did"}, "then": "$b"}]]},
        },
        # (fow-a, wave 11) "Your opponent banishes a resonator / discards a card. If they don't,
        # they …": the second only if they chose none (they had none to choose, 1011, 1019)
        {
            "match": r"Your opponent banishes an? {what:cost_desc}\. If they don't, {b:they_step}",
            "make": [
                *_banish({"$merge": ["$what", {"whose": "opponent"}]}, player="opponent"),
                {"do": "if", "if": {"chosen": "banished"}, "else": "$b"},
            ],
        },
        {
            "match": r"Your opponent discards {n:n} cards?\. If they don't, {b:they_step}",
            "make": {
                "$concat": [
                    _discard({"zone": "hand", "whose": "opponent"}, "$n", player="opponent"),
                    [{"do": "if", "if": {"chosen": "discarded"}, "else": "$b"}],
                ]
            },
        },
        # FoW 1022: "Remove N <name> counters from this card / it / your J/ruler": as many as
        # there are, up to N; "did" is whether all N were removed ("If you do, …")
        {
            "match": r"remove {n:n} \[?{c:counter}\]? counters? from (?=(?:this card|it|your J/ruler)$){who:cards}",
            "make": [{"do": "fow.counter", "cards": "$who", "name": "$c", "n": {"neg": "$n"}}],
        },
        # "Remove an ice counter from a J/ruler you control": one of the player's cards with one
        {
            "match": r"remove an? \[?{c:counter}\]? counter from an? {what:one_desc} you control",
            "make": [
                {
                    "do": "choose",
                    "from": {
                        "$merge": ["$what", {"whose": "you", "fow.counters": {"name": "$c", "has": True}}]
                    },
                    "n": 1,
                    "as": "countered",
                },
                {"do": "fow.counter", "cards": "countered", "name": "$c", "n": -1},
            ],
        },
        {
            "match": r"remove an? \[?{c:counter}\]? counter from an? J/ruler you control",
            "make": [
                {
                    "do": "choose",
                    "from": {**_J_RULER, "whose": "you", "fow.counters": {"name": "$c", "has": True}},
                    "n": 1,
                    "as": "countered",
                },
                {"do": "fow.counter", "cards": "countered", "name": "$c", "n": -1},
            ],
        },
        # "(You may) destroy / remove … from the game / gain control of …. If you do, <effect>":
        # the effect only if a card was destroyed, removed or changed controller (1010, 1004,
        # 105.3: those steps record it; an [Eternal] card is not destroyed)
        {
            "match": r"you may {a:done_step}\. If you do, {b:if_done}",
            "make": [
                {
                    "do": "may",
                    "then": {"$concat": ["$a", [{"do": "if", "if": {"chosen": "did"}, "then": "$b"}]]},
                }
            ],
        },
        {
            "match": r"(?-i:(?=[A-Z])){a:done_step}\. If you do, {b:if_done}",
            "make": {"$concat": ["$a", [{"do": "if", "if": {"chosen": "did"}, "then": "$b"}]]},
        },
        # (one sentence only: "You may search …. Then shuffle your deck" shuffles either way)
        {"match": r"you may (?=[^.]*$){s:step}", "make": [{"do": "may", "then": "$s"}]},
        {
            "match": r"you may {s:search_step}\. If you do, shuffle your (?:main )?deck",
            "make": [{"do": "may", "then": {"$concat": ["$s", [SHUFFLE]]}}],
        },
        {
            "match": r"you may (?=search your magic stone deck ){s:search_step}\. If you do, shuffle your magic stone deck",
            "make": [{"do": "may", "then": {"$concat": ["$s", [{"do": "shuffle", "zone": "stone_deck"}]]}}],
        },
        # FoW 1303.1: "Put a [400/400] wind Cat resonator token (with [Flying]) into the field": a
        # token of that name and race (1303.1d), under the ability's controller (1303.1c); "Put X
        # … tokens …, where X is …" is the step's generic where-X rule with n = X; "Put a … token
        # … for each …"; "Each player puts a … token into the field" (each under their own control)
        {
            "match": r"put {n:n} {t:resonator_token} into (?:the|your) field",
            "make": [{"do": "fow.token", "n": "$n", "token": "$t"}],
        },
        {
            "match": r"put an? {t:resonator_token} into (?:the|your) field for each {x:token_count}",
            "make": [{"do": "fow.token", "n": "$x", "token": "$t"}],
        },
        {
            "match": r"each player puts an? {t:resonator_token} into the field",
            "make": [{"do": "fow.token", "n": 1, "token": "$t", "player": "each"}],
        },
        # "Put two fire Moon addition tokens into the field": additions with no text (1303.1b)
        {
            "match": r"put {n:n} {c:token_attributes} {name:token_name} addition tokens? into (?:the|your) field",
            "make": [
                {
                    "do": "fow.token",
                    "n": "$n",
                    "token": {"name": "$name", "type": "addition", "colours": "$c", "keywords": []},
                }
            ],
        },
        {"match": r"draw {n:n} cards?", "make": [{"do": "draw", "n": "$n"}]},
        # "… for each …" / "… multiplied by <a number>": counted as it is done ("Draw a card for
        # each …", "You gain 400 life for each …", "… 100 damage multiplied by the total cost of
        # the card revealed this way to your opponent")
        {"match": r"draw a card for each {per:per}", "make": [{"do": "draw", "n": "$per"}]},
        *(
            {"match": rf"{subject} {{n:int}} {what} {how}", "make": [{**make, key: value}]}
            for subject, what, make, key, sign in (
                ("you gain", "life", {"do": "fow.life"}, "amount", 1),
                ("you lose", "life", {"do": "fow.life"}, "amount", -1),
                ("your opponent loses", "life", {"do": "fow.life", "player": "opponent"}, "amount", -1),
                (
                    "this card deals",
                    "damage to your opponent",
                    {"do": "fow.damage", "player": "opponent"},
                    "amount",
                    1,
                ),
            )
            for how, times in (
                ("for each {per:per}", "$per"),
                ("multiplied by {per:x_value}", "$per"),
                # "… multiplied by X, where X is …": X the clause binds (the compiler keeps an X
                # no clause binds by hand)
                ("multiplied by X", "X"),
            )
            for value in ([{"mul": ["$n", times]}] if sign > 0 else [{"neg": {"mul": ["$n", times]}}])
        ),
        *(
            {
                "match": rf"this card deals {{n:int}} damage {how} to your opponent",
                "make": [{"do": "fow.damage", "player": "opponent", "amount": {"mul": ["$n", "$per"]}}],
            }
            for how in ("for each {per:per}", "multiplied by {per:x_value}")
        ),
        {"match": r"draw cards equal to {x:x_value}", "make": [{"do": "draw", "n": "$x"}]},
        {"match": r"you gain {n:int} life", "make": [{"do": "fow.life", "amount": "$n"}]},
        {"match": r"you lose {n:int} life", "make": [{"do": "fow.life", "amount": {"neg": "$n"}}]},
        {
            "match": r"your opponent loses {n:int} life",
            "make": [{"do": "fow.life", "player": "opponent", "amount": {"neg": "$n"}}],
        },
        {
            "match": r"each player loses {n:int} life",
            "make": [{"do": "fow.life", "player": "both", "amount": {"neg": "$n"}}],
        },
        {
            "match": r"each player gains {n:int} life",
            "make": [{"do": "fow.life", "player": "both", "amount": "$n"}],
        },
        # (fow-a, wave 12) the players' actions the rules define (1009 draw, 1019 discard, 1007
        # life, 304 the deck's top cards to the graveyard, a shuffle) done by the opponent or by each
        # player ("each player": the controller first, then the opponent, as "each player banishes")
        {
            "match": r"your opponent gains {n:int} life",
            "make": [{"do": "fow.life", "player": "opponent", "amount": "$n"}],
        },
        {
            "match": r"your opponent draws {n:n} cards?",
            "make": [{"do": "draw", "player": "opponent", "n": "$n"}],
        },
        {"match": r"each player draws {n:n} cards?", "make": [{"do": "draw", "player": "both", "n": "$n"}]},
        {
            "match": r"each player discards {n:n} cards?",
            "make": [
                *_discard({"zone": "hand", "whose": "you"}, "$n"),
                *_discard({"zone": "hand", "whose": "opponent"}, "$n", player="opponent"),
            ],
        },
        *(
            {
                "match": rf"{subject} the top {top} of {deck} deck into {their} graveyards?",
                "make": [
                    {"do": "move", "cards": {"zone": "deck", "whose": whose, "fow.top": n}, "to": "graveyard"}
                    for whose in whom
                ],
            }
            for top, n in (("card", 1), ("{n:n} cards", "$n"))
            for subject, deck, their, whom in (
                ("your opponent puts", "(?:their|his or her)", "(?:their|his or her)", ("opponent",)),
                ("put", "your opponent's", "(?:their|his or her|your opponent's)", ("opponent",)),
                ("each player puts", "(?:their|his or her)", "(?:their|his or her)", ("you", "opponent")),
            )
        ),
        # (fow-a, wave 12) FoW 903.2g: a player chosen as the target does them ("Target player
        # draws two cards"; nothing once it is no longer a legal target, 903.3a); the compiler
        # marks the ability ``target_player``
        {
            "match": r"target player draws {n:n} cards?",
            "make": [{"do": "draw", "player": "target_player", "n": "$n"}],
        },
        {
            "match": r"target player gains {n:int} life",
            "make": [{"do": "fow.life", "player": "target_player", "amount": "$n"}],
        },
        {
            "match": r"target player loses {n:int} life",
            "make": [{"do": "fow.life", "player": "target_player", "amount": {"neg": "$n"}}],
        },
        *(
            {
                "match": rf"{words} the top {top} of {deck} deck into (?:their|his or her|that player's) graveyard",
                "make": [
                    {
                        "do": "move",
                        "cards": {"zone": "deck", "whose": "target_player", "fow.top": n},
                        "to": "graveyard",
                    }
                ],
            }
            for top, n in (("card", 1), ("{n:n} cards", "$n"))
            for words, deck in (("target player puts", "(?:their|his or her)"), ("put", "target player's"))
        ),
        {
            "match": r"remove all cards in target player's graveyard from the game",
            "make": [{"do": "fow.remove", "cards": {"zone": "graveyard", "whose": "target_player"}}],
        },
        {"match": r"shuffle your deck", "make": [SHUFFLE]},
        *(
            {
                "match": rf"{subject} shuffles? (?:their|his or her) deck",
                "make": [{**SHUFFLE, "whose": whose} for whose in whom],
            }
            for subject, whom in (("your opponent", ("opponent",)), ("each player", ("you", "opponent")))
        ),
        # FoW 1007: damage from this card
        {
            "match": r"this card deals {n:int} damage to your opponent",
            "make": [{"do": "fow.damage", "player": "opponent", "amount": "$n"}],
        },
        # FoW 903.2g: "target opponent": in a game of two the one opponent, a real target (D81: not
        # one with [Barrier], 1120.4; the compiler marks the ability ``target_player: opponent``)
        {
            "match": r"this card deals {n:int} damage to target opponent",
            "make": [{"do": "fow.damage", "player": "target_opponent", "amount": "$n"}],
        },
        {
            "match": r"this card deals {n:int} damage to each player",
            "make": [{"do": "fow.damage", "player": "both", "amount": "$n"}],
        },
        # FoW 903.2g: a player may be the target ("target player or J/resonator"): the player
        # chosen is the ability's target_player (the compiler marks the ability)
        {
            "match": r"this card deals {n:int} damage to target player",
            "make": [{"do": "fow.damage", "player": "target_player", "amount": "$n"}],
        },
        *(
            {
                "match": rf"this card deals {{n:int}} damage to target {who} or {{what:one_desc}}",
                "make": [
                    {
                        "do": "fow.damage",
                        "player": ref,
                        "cards": {"target": {"$merge": ["$what", {"whose": "any", "n": 1}]}},
                        "amount": "$n",
                    }
                ],
            }
            for who, ref in (("player", "target_player"), ("opponent", "target_opponent"))
        ),
        {
            "match": r"this card deals {n:int} damage to {who:cards}",
            "make": [{"do": "fow.damage", "cards": "$who", "amount": "$n"}],
        },
        # (fow-a, wave 12) FoW 903.2h: "N damage divided as you choose to / among any number of
        # target …": the targets and each one's share chosen as it is played (D131)
        *(
            {
                "match": rf"this card deals {{n:int}} damage divided as you choose (?:to|among) any number of "
                rf"target {{what:one_descs}}{words}",
                "make": [
                    {
                        "do": "fow.damage",
                        "cards": {
                            "target": {"$merge": ["$what", {"whose": whose, "n": "any", "up_to": True}]}
                        },
                        "amount": "$n",
                        "divided": True,
                    }
                ],
            }
            for words, whose in (
                ("", "any"),
                (" you control", "you"),
                (" your opponent controls", "opponent"),
            )
        ),
        # (fow-a, wave 12) FoW 1007: "This card may deal N damage to …": its controller chooses as
        # it resolves (the target was chosen as it was played, 903.2g)
        {
            "match": r"this card may deal {n:int} damage to {who:cards}",
            "make": [_may([{"do": "fow.damage", "cards": "$who", "amount": "$n"}])],
        },
        # (fow-a, wave 12) "N damage (to …), plus an additional M damage for each …": N and M for
        # each, counted as it is dealt
        *(
            {
                "match": rf"this card deals {{n:int}} damage {pattern}",
                "make": [
                    {"do": "fow.damage", "cards": "$who", "amount": {"sum": ["$n", {"mul": ["$m", "$per"]}]}}
                ],
            }
            for pattern in (
                "to {who:cards},? plus an additional {m:int} damage for each {per:per}",
                "plus an additional {m:int} damage for each {per:per} to {who:cards}",
            )
        ),
        # FoW 1007: "N damage multiplied by the number of …" / "… for each …": counted as it is dealt
        *(
            {
                "match": rf"{who} deals {{n:int}} damage {pattern}",
                "make": [{"do": "fow.damage", "cards": "$who", "amount": {"mul": ["$n", "$per"]}, **mark}],
            }
            for who, mark in (("this card", {}), ("it", {"by_it": True}))
            for pattern in (
                "multiplied by the number of {per:per} to {who:cards}",
                "to {who:cards} for each {per:per}",
                # (fow-a, wave 12) the count before the cards hit ("N damage for each card in your
                # hand to target J/resonator")
                "for each {per:per} to {who:cards}",
            )
        ),
        # FoW 1007: "… deals N damage multiplied by X to …": X is the number the ability's
        # "…, where X is …" clause gives (the compiler keeps an X no clause binds by hand)
        *(
            {
                "match": rf"{who} deals {{n:int}} damage multiplied by X {{to:damage_to}}",
                "make": [{"$merge": [{"do": "fow.damage", "amount": {"mul": ["$n", "X"]}}, "$to", mark]}],
            }
            for who, mark in (("this card", {}), ("it", {"by_it": True}))
        ),
        # FoW 1007: "… deals N damage to your opponent and each J/resonator they control": one
        # damage event, to the player and the cards at once
        *(
            {
                "match": rf"{who} deals {{n:int}} damage to your opponent and (?:each|all) {{what:desc}} "
                r"(?:they|your opponent) controls?",
                "make": [
                    {
                        "do": "fow.damage",
                        "player": "opponent",
                        "cards": {"$merge": ["$what", {"whose": "opponent"}]},
                        "amount": "$n",
                        **mark,
                    }
                ],
            }
            for who, mark in (("this card", {}), ("it", {"by_it": True}))
        ),
        # (fow-probe, wave 11) FoW 1007: "… deals N damage to your opponent / you / each player and
        # each other resonator": one damage event, to the player and any cards the text names
        *(
            {
                "match": rf"{who} deals {{n:int}} damage to {player} and {{what:cards}}",
                "make": [{"do": "fow.damage", "player": ref, "cards": "$what", "amount": "$n", **mark}],
            }
            for who, mark in (("this card", {}), ("it", {"by_it": True}))
            for player, ref in (("your opponent", "opponent"), ("you", "you"), ("each player", "both"))
        ),
        # FoW 1007: "It deals N damage": the card whose ability it is, only where every trigger
        # names this card alone (the compiler checks the marker "by_it" and drops it)
        {
            "match": r"it deals {n:int} damage to {who:cards}",
            "make": [{"do": "fow.damage", "cards": "$who", "amount": "$n", "by_it": True}],
        },
        {
            "match": r"it deals {n:int} damage to your opponent",
            "make": [{"do": "fow.damage", "player": "opponent", "amount": "$n", "by_it": True}],
        },
        # FoW 1007: damage to the player whose ability it is ("At the end of your turn, this card deals
        # 200 damage to you")
        {
            "match": r"this card deals {n:int} damage to you",
            "make": [{"do": "fow.damage", "player": "you", "amount": "$n"}],
        },
        {
            "match": r"it deals {n:int} damage to you",
            "make": [{"do": "fow.damage", "player": "you", "amount": "$n", "by_it": True}],
        },
        # … to a player or a card chosen as it is played (903.2g, as "this card deals" above)
        *(
            {
                "match": rf"it deals {{n:int}} damage to target {who} or {{what:one_desc}}",
                "make": [
                    {
                        "do": "fow.damage",
                        "player": ref,
                        "cards": {"target": {"$merge": ["$what", {"whose": "any", "n": 1}]}},
                        "amount": "$n",
                        "by_it": True,
                    }
                ],
            }
            for who, ref in (("player", "target_player"), ("opponent", "target_opponent"))
        ),
        {
            "match": r"it deals {n:int} damage to you",
            "make": [{"do": "fow.damage", "player": "you", "amount": "$n", "by_it": True}],
        },
        # FoW 1007: damage equal to this card's ATK (as it is when the damage is dealt; the
        # compiler refuses it where a cost moved this card)
        {
            "match": r"this card deals damage equal to its ATK to {who:cards}",
            "make": [
                {"do": "fow.damage", "cards": "$who", "amount": {"stat": {"card": "this", "name": "atk"}}}
            ],
        },
        {
            "match": r"it deals damage equal to its ATK to {who:cards}",
            "make": [
                {
                    "do": "fow.damage",
                    "cards": "$who",
                    "amount": {"stat": {"card": "this", "name": "atk"}},
                    "by_it": True,
                }
            ],
        },
        # FoW 1019: discarding is the player's choice from their own hand
        {
            "match": r"your opponent discards {n:n} cards?",
            "make": _discard({"zone": "hand", "whose": "opponent"}, "$n", player="opponent"),
        },
        # "Your opponent discards a card and banishes a resonator": both theirs, their choice (1019, 1011)
        {
            "match": r"your opponent discards {n:n} cards? and banishes an? {what:cost_desc}",
            "make": [
                *_discard({"zone": "hand", "whose": "opponent"}, "$n", player="opponent"),
                *_banish({"$merge": ["$what", {"whose": "opponent"}]}, player="opponent"),
            ],
        },
        # FoW 1011: to banish is to put your own card into the graveyard; the opponent chooses theirs
        {
            "match": r"your opponent banishes {n:n} resonators?",
            "make": _banish(
                {"zone": "field", "whose": "opponent", "fow.kind": "resonator"}, "$n", player="opponent"
            ),
        },
        # FoW 1011.1: "Banish this card" as an effect: into its owner's graveyard (a card that
        # left the field meanwhile is a new object, 906.7: nothing happens)
        {
            "match": r"banish this card",
            "make": [{"do": "move", "cards": "this", "to": "graveyard"}],
        },
        # (fow-a, wave 12) FoW 1011.1-2: "Banish a / another / N <cards> you control" as an effect:
        # the controller chooses among their own as it resolves (as "Destroy a … you control")
        {
            "match": r"banish an? (?!cards?\b){what:cost_desc} you control",
            "make": _banish({"$merge": ["$what", {"whose": "you"}]}),
        },
        {
            "match": r"banish another {what:cost_desc}(?: you control)?",
            "make": _banish({"$merge": ["$what", {"whose": "you", "other": True}]}),
        },
        {
            "match": r"banish (?!an?\b){n:n} {what:cost_desc} you control",
            "make": _banish({"$merge": ["$what", {"whose": "you"}]}, "$n"),
        },
        # (fow-a, wave 12) FoW 902.2: this card put from the graveyard into the hand or the field
        # as one step of an automatic ability ("You may discard a card. If you do, put this card
        # from your graveyard into your hand"): the ability works in the graveyard, as the whole
        # line's templates read (the compiler sets the zone and drops the marker "from_grave")
        {
            "match": r"(?:put|return) this card from your graveyard (?:in)?to your hand",
            "make": [{"do": "move", "cards": "this", "to": "hand", "from_grave": True}],
        },
        {
            "match": r"put this card from your graveyard into (?:the|your) field",
            "make": [{**_GRAVE_TO_FIELD, "from_grave": True}],
        },
        # "Banish it" after a trigger about this card alone, in an ability with no target: this
        # card (the compiler checks the marker "this_it" and drops it)
        {
            "match": r"banish it",
            "make": [{"do": "move", "cards": "this", "to": "graveyard", "this_it": True}],
        },
        # FoW 1011: the opponent banishes one of their own cards of a kind, their choice; "each
        # player" the turn player's controller first, then the opponent
        {
            "match": r"your opponent banishes an? {what:cost_desc}",
            "make": _banish({"$merge": ["$what", {"whose": "opponent"}]}, player="opponent"),
        },
        # "Its controller discards / loses …" after a target: the player "ITS", the target's
        # controller as the effect starts (the compiler reads it, ``_its_controller``)
        {
            "match": r"its controller discards {n:n} cards?",
            "make": _discard({"zone": "hand", "whose": "ITS"}, "$n", player="ITS"),
        },
        {
            "match": r"its controller discards a card at random",
            "make": _discard({"zone": "hand", "whose": "ITS"}, random=True),
        },
        {
            "match": r"its controller loses {n:n} life",
            "make": [{"do": "fow.life", "player": "ITS", "amount": {"neg": "$n"}}],
        },
        {
            "match": r"its controller gains {n:n} life",
            "make": [{"do": "fow.life", "player": "ITS", "amount": "$n"}],
        },
        {"match": r"its controller draws {n:n} cards?", "make": [{"do": "draw", "player": "ITS", "n": "$n"}]},
        # "Put this card from your hand into the field": an ability played from the hand (a
        # cost that reveals or discards it); a card no longer there is a new object: not moved
        {
            "match": r"put this card from your hand into (?:the|your) field",
            "make": [{"do": "move", "cards": "this", "to": "field", "state": "recovered", "from_hand": True}],
        },
        # FoW 1011: "Banish any number of / up to N <cards>": your own, as many as you pick
        {
            "match": r"banish any number of {what:cost_descs}",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"whose": "you"}]},
                    "n": {"count": {"$merge": ["$what", {"whose": "you"}]}},
                    "up_to": True,
                    "as": "banished",
                },
                {"do": "move", "cards": "banished", "to": "graveyard"},
            ],
        },
        {
            "match": r"banish up to {n:n} {what:cost_descs}",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"whose": "you"}]},
                    "n": "$n",
                    "up_to": True,
                    "as": "banished",
                },
                {"do": "move", "cards": "banished", "to": "graveyard"},
            ],
        },
        {
            "match": r"each player banishes an? {what:cost_desc}(?: (?:they|he or she) controls?)?",
            "make": [
                {"do": "choose", "from": {"$merge": ["$what", {"whose": "you"}]}, "n": 1, "as": "banished"},
                {"do": "move", "cards": "banished", "to": "graveyard"},
                {
                    "do": "choose",
                    "player": "opponent",
                    "from": {"$merge": ["$what", {"whose": "opponent"}]},
                    "n": 1,
                    "as": "banished_too",
                },
                {"do": "move", "cards": "banished_too", "to": "graveyard"},
            ],
        },
        {
            "match": r"your opponent discards a card at random",
            "make": _discard({"zone": "hand", "whose": "opponent"}, random=True),
        },
        {
            "match": r"discard {n:n} cards?",
            "make": _discard({"zone": "hand"}, "$n"),
        },
        # FoW 1019: "Discard your hand": every card in it put into the graveyard
        {
            "match": r"discard your hand",
            "make": [{"do": "move", "cards": {"zone": "hand", "whose": "you"}, "to": "graveyard"}],
        },
        # (fow-a, wave 12) the opponent's or each player's whole hand (1019)
        *(
            {
                "match": rf"{subject} discards (?:their|his or her) hands?",
                "make": [{"do": "move", "cards": {"zone": "hand", "whose": whose}, "to": "graveyard"}],
            }
            for subject, whose in (("your opponent", "opponent"), ("each player", "both"))
        ),
        # a card of a kind from your hand ("discard a resonator", 1019), or one at random
        {
            "match": r"discard an? {what:desc}",
            "make": _discard({"$merge": ["$what", {"zone": "hand", "whose": "you"}]}),
        },
        {
            "match": r"discard a card at random",
            "make": _discard({"zone": "hand", "whose": "you"}, random=True),
        },
        {"match": r"then shuffle your (?:main )?deck", "make": [SHUFFLE]},
        {"match": r"then shuffle your magic stone deck", "make": [{"do": "shuffle", "zone": "stone_deck"}]},
        # FoW 1013: a ruler in your ruler area (two with [Tag]: you choose one)
        {
            "match": r"recover (?:a ruler you control|your ruler)",
            "make": [
                {"do": "choose", "from": {"zone": "ruler_area", "fow.kind": "ruler"}, "n": 1, "as": "ruler"},
                {"do": "fow.recover", "cards": "ruler"},
            ],
        },
        # (fow-a, wave 13) one of an attribute or with a quality ("Recover a fire ruler you control",
        # "… a ruler you control with no attribute"), or all of them ("Recover all rulers you
        # control"; 308.4: a "ruler" is a card in a ruler area)
        {
            "match": r"recover an? {a:attribute} ruler you control",
            "make": [
                {
                    "do": "choose",
                    "from": {"zone": "ruler_area", "fow.kind": "ruler", "colour": "$a"},
                    "n": 1,
                    "as": "ruler",
                },
                {"do": "fow.recover", "cards": "ruler"},
            ],
        },
        {
            "match": r"recover a ruler you control {w:with}",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [{"zone": "ruler_area", "fow.kind": "ruler"}, "$w"]},
                    "n": 1,
                    "as": "ruler",
                },
                {"do": "fow.recover", "cards": "ruler"},
            ],
        },
        {
            "match": r"recover all rulers you control",
            "make": [
                {"do": "fow.recover", "cards": {"zone": "ruler_area", "fow.kind": "ruler", "whose": "you"}}
            ],
        },
        # FoW 1004: every card described in a graveyard or in all of them ("all cards in your
        # opponent's graveyard", "all resonators in all graveyards")
        {"match": r"remove all {what:pile} from the game", "make": [{"do": "fow.remove", "cards": "$what"}]},
        # "Look at the top N cards of your deck" (1014.2): a card from among them into your hand,
        # the rest on the bottom in any or a random order
        {
            "match": r"Look at the top {n:n} cards of your (?:main )?deck\. You may reveal {what:search} from among them and put it into your hand\. (?:Then )?Put the rest {rest:look_rest}",
            "make": [{"do": "fow.look", "n": "$n", "what": "$what", "reveal": True, "rest": "$rest"}],
        },
        # "… (You may) reveal up to N <cards> from among them and put them into your hand": none
        # to N of them (1014.2), revealed to both players (1005)
        {
            "match": r"Look at the top {n:n} cards of your (?:main )?deck\. (?:You may )?reveal up to {pick:n} {what:search_many} from among them and put them into your hand\. (?:Then )?Put the rest {rest:look_rest}",
            "make": [
                {
                    "do": "fow.look",
                    "n": "$n",
                    "pick": "$pick",
                    "what": "$what",
                    "reveal": True,
                    "rest": "$rest",
                }
            ],
        },
        # FoW 1014.2: the top card looked at (only its owner sees it), then put into the
        # graveyard or on the bottom of the deck, or left on top
        {
            "match": r"Look at the top card of your (?:main )?deck\. You may put it {to:top_card_to}",
            "make": [{"do": "fow.look", "n": 1, "up_to": True, "to": "$to", "rest": "top"}],
        },
        # FoW 1014.2: looked at and put back on top in the order the player chooses
        {
            "match": r"Look at the top {n:n} cards of your (?:main )?deck and put them back in any order",
            "make": [{"do": "fow.foresee", "n": "$n", "only_top": True}],
        },
        {
            "match": r"Look at the top {n:n} cards of your (?:main )?deck\. Put {pick:n} cards? from among them into your hand\. Put the rest on the bottom of your (?:main )?deck in {rest:bottom_order}",
            "make": [{"do": "fow.look", "n": "$n", "pick": "$pick", "up_to": False, "rest": "$rest"}],
        },
        # (fow-probe, wave 11) the pick "one of them" (any card of them, 1014.2) before the rest,
        # and the rest removed from the game after "and" (1004; "… face down": compiler.FACE_DOWN)
        *(
            {
                "match": rf"{verb} the top {{n:n}} cards of your (?:main )?deck\. {may}{pick} into your hand{rest}",
                "make": [{"do": "fow.look", "n": "$n", "what": what, "up_to": up_to, "rest": made, **shown}],
            }
            for verb, shown in (("Look at", {}), ("Reveal", {"shown": True}))
            for may, up_to in (("Put ", False), ("You may put ", True))
            for pick, what in (("one of them", {}), ("{what:search} from among them", "$what"))
            for rest, made in (
                ("(?: and|\\. Put) the rest {rest:look_rest}", "$rest"),
                (" and remove the rest from the game", "removed"),
            )
            if pick == "one of them" or made == "removed"
        ),
        # "Look at / Reveal the top N cards …. Put a … from among them into your hand and the
        # rest …": one if there is one (1014.2); revealed to both players when the text says
        # "Reveal the top" (1005)
        *(
            {
                "match": rf"{verb} the top {{n:n}} cards of your (?:main )?deck\. {may}{{what:search}} from among them into your hand(?: and|\. Put) the rest {{rest:look_rest}}",
                "make": [
                    {"do": "fow.look", "n": "$n", "what": "$what", "up_to": up_to, "rest": "$rest", **shown}
                ],
            }
            for verb, shown in (("Look at", {}), ("Reveal", {"shown": True}))
            for may, up_to in (("Put ", False), ("You may put ", True))
        ),
        # "… You may play a fire card with total cost 1 from among them without paying its cost.
        # Put the rest …" (903.2i-ii, D111): played now, if it can be, then the rest put away
        *(
            {
                "match": rf"{verb} the top {{n:n}} cards of your (?:main )?deck\. You may play {{what:search}} from among them without paying (?:its|their) costs?(?: and|\. (?:Then )?Put) the rest {{rest:look_rest}}",
                "make": [
                    {
                        "do": "fow.look",
                        "n": "$n",
                        "what": "$what",
                        "up_to": True,
                        "to": "play",
                        "rest": "$rest",
                        **shown,
                    }
                ],
            }
            for verb, shown in (("Look at", {}), ("Reveal", {"shown": True}))
        ),
        # the same with a resonator put into the field (where it enters, 1140), or the rest
        # removed from the game (1004)
        *(
            {
                "match": rf"{verb} the top {{n:n}} cards of your (?:main )?deck\. {may}{{what:search_resonator}} from among them into (?:the|your) field(?: and|\. (?:Then )?Put) the rest {{rest:look_rest}}",
                "make": [
                    {
                        "do": "fow.look",
                        "n": "$n",
                        "what": "$what",
                        "up_to": up_to,
                        "rest": "$rest",
                        "to": "field",
                        **shown,
                    }
                ],
            }
            for verb, shown in (("Look at", {}), ("Reveal", {"shown": True}))
            for may, up_to in (("Put ", False), ("You may put ", True))
        ),
        *(
            {
                "match": rf"{verb} the top {{n:n}} cards of your (?:main )?deck\. {may}{{what:search}} from among them into your hand\. Remove the rest from the game",
                "make": [
                    {"do": "fow.look", "n": "$n", "what": "$what", "up_to": up_to, "rest": "removed", **shown}
                ],
            }
            for verb, shown in (("Look at", {}), ("Reveal", {"shown": True}))
            for may, up_to in (("Put ", False), ("You may put ", True))
        ),
        # FoW 1005: the top card revealed to both players, then put somewhere if it is of a kind
        # ("Otherwise" where it is not); it stays on top when nothing moves it
        {
            "match": r"reveal the top card of your (?:main )?deck\. If (?:it's|it is) {what:search}, {then:revealed_to}",
            "make": _revealed("$what", "$then", []),
        },
        {
            "match": r"reveal the top card of your (?:main )?deck\. If (?:it's|it is) {what:search}, {then:revealed_to}\. Otherwise, {other:revealed_to}",
            "make": _revealed("$what", "$then", "$other"),
        },
        {
            "match": r"reveal the top card of your (?:main )?deck\. If (?:it's|it is) {what:search_resonator}, {then:revealed_to_field}",
            "make": _revealed("$what", "$then", []),
        },
        {
            "match": r"reveal the top card of your (?:main )?deck\. If (?:it's|it is) {what:search_resonator}, {then:revealed_to_field}\. Otherwise, {other:revealed_to}",
            "make": _revealed("$what", "$then", "$other"),
        },
        # (one rule per attribute: a template fills a slot's value whole, not inside a word)
        *(
            {
                "match": rf"reveal the top card of your magic stone deck\. If (?:it's|it is) an? {a} magic stone, put it into (?:(?:the|your) field|your magic stone area)",
                "make": _revealed(
                    {"fow.kind": f"{a} magic stone"},
                    [{"do": "move", "cards": "revealed", "to": "stones", "state": "recovered"}],
                    [],
                    "stone_deck",
                ),
            }
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
        # FoW 1013: rest one of your own recovered cards, the player's choice
        {
            "match": r"rest an? recovered {what:cost_desc} you control",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"whose": "you", "state": "recovered"}]},
                    "n": 1,
                    "as": "rested",
                },
                {"do": "fow.rest", "cards": "rested"},
            ],
        },
        # a card of your graveyard chosen as the effect is carried out (no target: 903.2g does
        # not apply), into your hand or your field (not a magic stone: its place in the field is
        # the magic stone area, which "into the field" does not give here)
        *(
            {
                "match": rf"put an? (?![^.]*magic stone){{what:grave_desc}} from your graveyard into {where}",
                "make": [
                    {
                        "do": "choose",
                        "from": {"$merge": ["$what", {"zone": "graveyard", "whose": "you"}]},
                        "n": 1,
                        "as": "put",
                    },
                    {"do": "move", "cards": "put", **to},
                ],
            }
            for where, to in (
                ("your hand", {"to": "hand"}),
                ("(?:the|your) field", {"to": "field", "state": "recovered"}),
                ("(?:the|your) field rested", {"to": "field", "state": "rested"}),
            )
        ),
        # (fow-probe, wave 11) the same from your removed area (1004: its cards stay the
        # player's, chosen as the effect is carried out), and a card described as "non-magic
        # stone …" into your hand from either zone (a hand takes any card; the field rule above
        # leaves out every text naming a magic stone)
        *(
            {
                "match": rf"put an? {guard}{{what:grave_desc}} from your {place} into {where}",
                "make": [
                    {
                        "do": "choose",
                        # into the field, never an old addition that must be added to a card
                        # (1406.3, as D37)
                        "from": {
                            "$merge": [
                                "$what",
                                {"zone": zone, "whose": "you"},
                                *([_NOT_HOSTED] if to["to"] == "field" else []),
                            ]
                        },
                        "n": 1,
                        "as": "put",
                    },
                    {"do": "move", "cards": "put", **to},
                ],
            }
            for place, zone, guard, where, to in (
                ("removed area", "removed", "(?![^.]*magic stone)", "your hand", {"to": "hand"}),
                ("removed area", "removed", "(?=[^.]*magic stone)", "your hand", {"to": "hand"}),
                ("graveyard", "graveyard", "(?=[^.]*magic stone)", "your hand", {"to": "hand"}),
                (
                    "removed area",
                    "removed",
                    "(?![^.]*magic stone)",
                    "(?:the|your) field",
                    {"to": "field", "state": "recovered"},
                ),
                (
                    "removed area",
                    "removed",
                    "(?![^.]*magic stone)",
                    "(?:the|your) field rested",
                    {"to": "field", "state": "rested"},
                ),
            )
        ),
        # (fow-probe, wave 11) "Put a <card> removed by this card (from its owner's removed area)
        # into your field / the field under your control (rested)", "… from a removed area that was
        # removed by this card into the field under its owner's control": one the abilities of this
        # object removed (D125), in any removed area, chosen as the effect is carried out; never an
        # old addition that must be added to a card (1406.3, as D37)
        *(
            {
                "match": rf"put an? (?![^.]*magic stone){{what:grave_desc}} {which} into {where}{words}",
                "make": [
                    {
                        "do": "choose",
                        "from": {
                            "$merge": [
                                "$what",
                                {"zone": "removed", "whose": "any", "fow.removed_by": "this"},
                                _NOT_HOSTED,
                            ]
                        },
                        "n": 1,
                        "as": "put",
                    },
                    {"do": "move", "cards": "put", "to": "field", **controller, "state": state},
                ],
            }
            for which, where, controller in (
                *(
                    (f"removed by this card{frm}", where, {"whose": "you"})
                    for frm in ("", " from its owner's removed area")
                    for where in ("the field under your control", "your field")
                ),
                (
                    "from (?:a|any) removed area that was removed by this card",
                    "the field under its owner's control",
                    {},
                ),
            )
            for words, state in (("", "recovered"), (" rested", "rested"))
        ),
        # a card of your hand put into the field (where it really goes is the movement rules',
        # 316; never an old addition needing a host, 1406.3); "you may": any or none
        {
            "match": r"put {what:search_field} from your hand into (?:the|your) field",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"zone": "hand", "whose": "you"}, _NOT_HOSTED]},
                    "n": 1,
                    "as": "put",
                },
                {"do": "move", "cards": "put", "to": "field", "state": "recovered"},
            ],
        },
        # FoW 1020.3: "Double ATK and DEF of this card until end of turn": it gains its current
        # ATK and DEF (worked out as it resolves)
        *(
            {
                "match": rf"double (?:the )?{words} of this card until end of turn",
                "make": [
                    {
                        "do": "modify",
                        "cards": "this",
                        "stat": stat,
                        "add": {"stat": {"card": "this", "name": stat}},
                    }
                    for stat in stats
                ],
            }
            for words, stats in (("ATK and DEF", ("atk", "def")), ("ATK", ("atk",)), ("DEF", ("def",)))
        ),
        # FoW 1011: banish one of your own cards, the player's choice (1011.2)
        {
            "match": r"banish an? {what:cost_desc}",
            "make": [
                {"do": "choose", "from": {"$merge": ["$what", {"whose": "you"}]}, "n": 1, "as": "banished"},
                {"do": "move", "cards": "banished", "to": "graveyard"},
            ],
        },
        # a card from the hand put on the top or bottom of the deck, the player's choice
        *(
            {
                "match": rf"put {{n:n}} cards? from your hand on (?:the )?{end} of your (?:main )?deck",
                "make": [
                    {"do": "choose", "from": {"zone": "hand", "whose": "you"}, "n": "$n", "as": "put_back"},
                    {"do": "move", "cards": "put_back", "to": "deck", "position": end},
                ],
            }
            for end in ("top", "bottom")
        ),
        # "This card's controller removes it from the game": this card (1004)
        {
            "match": r"This card's controller removes it from the game",
            "make": [{"do": "fow.remove", "cards": "this"}],
        },
        # FoW 1004: the top card of the opponent's deck
        {
            "match": r"remove the top card of your opponent's (?:main )?deck from the game",
            "make": [{"do": "fow.remove", "cards": {"zone": "deck", "whose": "opponent", "fow.top": 1}}],
        },
        # one of the player's own cards (not a target) returned to its owner's hand
        {
            "match": r"return an? {what:cost_desc} you control to its owner's hand",
            "make": [
                {"do": "choose", "from": {"$merge": ["$what", {"whose": "you"}]}, "n": 1, "as": "returned"},
                {"do": "move", "cards": "returned", "to": "hand"},
            ],
        },
        {
            "match": r"return another {what:cost_desc} you control to its owner's hand",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"whose": "you", "other": True}]},
                    "n": 1,
                    "as": "returned",
                },
                {"do": "move", "cards": "returned", "to": "hand"},
            ],
        },
        # FoW 907: will produced by an effect (an activate ability that produces will and needs
        # no target is a will ability, 907.1: the compiler tags it); "{W}{W}" is two wills;
        # "for each …": that many of one attribute
        {"match": r"produce {wills:produced}", "make": [{"do": "fow.produce", "will": "$wills"}]},
        # FoW 1017.1a, 1303.1c: "Put a token copy of target resonator / this card into your field
        # (rested)": a token with the card's printed information (``fow.token_copy``)
        *(
            {
                "match": rf"put a token copy of {{who:named}} into (?:the|your) field{rested}",
                "make": [{"do": "fow.token_copy", "cards": "$who", **state}],
            }
            for rested, state in (("", {}), (" rested", {"state": "rested"}))
        ),
        # … and "At the next end of turn ⇒ That token's controller banishes it": a delayed ability
        # that banishes the token made (906.8, 1011.1; not the card copied)
        {
            "match": r"put a token copy of {who:named} into (?:the|your) field\. At the next end of turn(?:,| >>>) That token's controller banishes (?:it|that token)",
            "make": [
                {"do": "fow.token_copy", "cards": "$who", "as": "made"},
                {
                    "do": "fow.later",
                    "text": "That token's controller banishes it",
                    "steps": [{"do": "move", "cards": "made", "to": "graveyard"}],
                },
            ],
        },
        # FoW 1027.1: "(You) gain a light gem (, a fire gem, … and a darkness gem)": a gem token of
        # each; 1027.1a: "a gem of any attribute", one of the five chosen
        {"match": r"(?:you )?gain {g:gems}", "make": "$g"},
        # FoW 1029.1: "Remove target attacking J/resonator from battle"
        {"match": r"remove {who:named} from battle", "make": [{"do": "fow.unbattle", "cards": "$who"}]},
        # FoW 1025.1: "Take an extra turn after this one" (decision D141)
        {"match": r"take an extra turn after this one", "make": [{"do": "fow.extra_turn"}]},
        # FoW 907: will that may be spent only to play some cards (``board.add_will``'s ``only``:
        # kept apart in the pool, used only to pay for a card the filter passes)
        {
            "match": r"produce {wills:produced}\. Spend this will only to play {what:cost_cards}",
            "make": [{"do": "fow.produce", "will": "$wills", "only": "$what"}],
        },
        # … only on activate abilities of some cards (the card whose ability is paid for)
        {
            "match": r"produce {wills:produced}\. Spend this will only to play activate abilities of {what:group}",
            "make": [{"do": "fow.produce", "will": "$wills", "only": {"ability": "$what"}}],
        },
        {
            "match": r"produce {a:will_kind} ?{b:will_kind}\. Spend this will only to play activate abilities of {what:group}",
            "make": [
                {"do": "fow.produce", "will": ["$a"], "only": {"ability": "$what"}},
                {"do": "fow.produce", "will": ["$b"], "only": {"ability": "$what"}},
            ],
        },
        {
            "match": r"produce {a:will_kind}(?: and )?{b:will_kind}",
            "make": [{"do": "fow.produce", "will": ["$a"]}, {"do": "fow.produce", "will": ["$b"]}],
        },
        {
            "match": r"produce {a:will_kind}{b:will_kind}{c:will_kind}",
            "make": [
                {"do": "fow.produce", "will": ["$a"]},
                {"do": "fow.produce", "will": ["$b"]},
                {"do": "fow.produce", "will": ["$c"]},
            ],
        },
        # "Produce two wills in any combination of attributes / of {U} and/or {G}": each will of
        # its own choice (907), maybe limited to playing some cards
        *(
            {
                "match": rf"produce {count} wills in any combination of {what}{limit}",
                "make": [{"do": "fow.produce", "will": will, **only}] * n,
            }
            for count, n in (("two", 2), ("three", 3), ("four", 4))
            for what, will in (
                ("attributes", ["light", "fire", "water", "wind", "darkness"]),
                ("{a:symbol} and/or {b:symbol}", ["$a", "$b"]),
            )
            for limit, only in (
                ("", {}),
                (r"\. Spend this will only to play {what:cost_cards}", {"only": "$what"}),
            )
        ),
        {
            "match": r"produce {a:will_kind} for each {n:per}",
            "make": [{"do": "fow.produce", "will": ["$a"], "n": "$n"}],
        },
        # FoW 1005.1: the opponent's hand seen by this player ("Look at …") or by both ("Your
        # opponent reveals their hand"), then hidden again; a card chosen from among it put by its
        # owner into the graveyard (a discard, 1019), the removed area (1004) or on top of the deck
        *(
            {"match": rf"{look}", "make": [{"do": "fow.hand", **shown}]}
            for look, shown in (
                ("look at your opponent's hand", {}),
                ("look at target opponent's hand", {"player": "target_opponent"}),
                ("your opponent reveals their hand", {"shown": True}),
            )
        ),
        *(
            {
                "match": rf"{look}(?:\. | and (?:you )?){{what:hand_pick}}(?: from among them)?\. (?:They|Your opponent) {{to:hand_fate}}",
                "make": [{"do": "fow.hand", "what": "$what", "to": "$to", **shown}],
            }
            for look, shown in (
                ("look at your opponent's hand", {}),
                ("look at target opponent's hand", {"player": "target_opponent"}),
                ("your opponent reveals their hand", {"shown": True}),
            )
        ),
        # FoW 1034.1 Foresee
        {"match": r"Foresee {n:n}", "make": [{"do": "fow.foresee", "n": "$n"}]},
        {
            "match": r"put the top card of your (?:main )?deck into (?:your|the) graveyard",
            "make": [{"do": "move", "cards": {"zone": "deck", "fow.top": 1}, "to": "graveyard"}],
        },
        # FoW 1014: "Recover (up to) two magic stones you control", "Recover a ruler you control"
        # (the ruler in the ruler area, 302.3): chosen as it resolves, not targeted
        *(
            {
                "match": rf"recover{up} {{n:n}} {what} you control",
                "make": [
                    {"do": "choose", "from": chosen, "n": "$n", "as": "recovering", **more},
                    {"do": "fow.recover", "cards": "recovering"},
                ],
            }
            for up, more in (("", {}), (" up to", {"up_to": True}))
            for what, chosen in (
                ("magic stones?", {"zone": "stones", "fow.kind": "magic stone"}),
                ("rulers?", {"zone": "ruler_area", "fow.kind": "ruler"}),
            )
        ),
        {
            "match": r"remove the top card of your (?:main )?deck from the game",
            "make": [{"do": "fow.remove", "cards": {"zone": "deck", "fow.top": 1}}],
        },
        # (fow-probe, wave 11) "Recover / Rest / Destroy a <card> you control" and "Rest / Recover
        # N (recovered) <cards> you control": the player's own cards, chosen as it resolves (no
        # target, 903.2g), any the description reads (a J/ruler: the ruler or its J-ruler, 705.3)
        *(
            {
                "match": rf"{verb} {count} {state_words}{{what:{category}}} you control",
                "make": [
                    {
                        "do": "choose",
                        "from": {"$merge": ["$what", {"whose": "you"}, state]},
                        "n": n,
                        "as": bound,
                    },
                    {"do": do, "cards": bound},
                ],
            }
            for verb, do, bound in (
                ("recover", "fow.recover", "recovering"),
                ("rest", "fow.rest", "rested"),
                ("destroy", "fow.destroy", "destroying"),
            )
            for count, category, n in (("an?", "cost_desc", 1), ("{n:n}", "cost_descs", "$n"))
            for state_words, state in (("", {}), ("recovered ", {"state": "recovered"}))
            if count == "an?" or category == "cost_descs"
        ),
        {
            "match": r"remove the top {n:n} cards? of your (?:main )?deck from the game",
            "make": [{"do": "fow.remove", "cards": {"zone": "deck", "fow.top": "$n"}}],
        },
        {
            "match": r"put the top {n:n} cards? of your (?:main )?deck into (?:your|the) graveyard",
            "make": [{"do": "move", "cards": {"zone": "deck", "fow.top": "$n"}, "to": "graveyard"}],
        },
        {
            "match": r"put the top card of your magic stone deck into (?:(?:the|your) field|your magic stone area)",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "stone_deck", "fow.top": 1},
                    "to": "stones",
                    "state": "recovered",
                }
            ],
        },
        # "the top X cards …": as many as there are, one move (1014)
        *(
            {
                "match": rf"put the top {{n:n}} cards of your magic stone deck into (?:(?:the|your) field|your magic stone area){rested}",
                "make": [
                    {
                        "do": "move",
                        "cards": {"zone": "stone_deck", "fow.top": "$n"},
                        "to": "stones",
                        "state": state,
                    }
                ],
            }
            for rested, state in (("", "recovered"), (" rested", "rested"))
        ),
        {
            "match": r"put the top card of your magic stone deck into (?:(?:the|your) field|your magic stone area) rested",
            "make": [
                {
                    "do": "move",
                    "cards": {"zone": "stone_deck", "fow.top": 1},
                    "to": "stones",
                    "state": "rested",
                }
            ],
        },
        # FoW 1014.2: a search of a hidden zone may find nothing; "If you do" is the search
        # itself (done even when it finds nothing)
        {"match": r"{s:search_step}", "make": "$s"},
        {
            "match": r"{s:search_step}\. (?:Then|If you do,) shuffle your (?:main )?deck",
            "make": {"$concat": ["$s", [SHUFFLE]]},
        },
        # a card of any graveyard put into the field "under your control" / "into your field": into
        # this player's field, whoever owns it (its owner's graveyard when it leaves, 1010)
        {
            "match": r"put (?=target [^.]* from (?:a|any|your opponent's) graveyard ){who:named} into (?:the field under your control|your field)",
            "make": [{"do": "move", "cards": "$who", "to": "field", "whose": "you", "state": "recovered"}],
        },
        {
            "match": r"put {who:cards} into (?:the|your) field",
            "make": [{"do": "move", "cards": "$who", "to": "field", "state": "recovered"}],
        },
        {
            "match": r"put {who:cards} into (?:the|your) field rested",
            "make": [{"do": "move", "cards": "$who", "to": "field", "state": "rested"}],
        },
        {"match": r"put {who:cards} into your hand", "make": [{"do": "move", "cards": "$who", "to": "hand"}]},
        {
            "match": r"put {who:cards} on the bottom of (?:its|their) owner's (?:main )?deck",
            "make": [{"do": "move", "cards": "$who", "to": "deck", "position": "bottom"}],
        },
        {
            "match": r"put {who:cards} on (?:the )?top of (?:its|their) owner's (?:main )?deck",
            "make": [{"do": "move", "cards": "$who", "to": "deck", "position": "top"}],
        },
        # (fow-a, wave 12) this card on top of / at the bottom of "your deck" (302.1, 304.1: the
        # player's own deck; the engine moves a card to its owner's, the same player's here)
        *(
            {
                "match": rf"put this card on {where} of your (?:main )?deck",
                "make": [{"do": "move", "cards": "this", "to": "deck", "position": position}],
            }
            for where, position in (("(?:the )?top", "top"), ("the bottom", "bottom"))
        ),
        {"match": r"destroy {who:cards}", "make": [{"do": "fow.destroy", "cards": "$who"}]},  # 1010
        # FoW 909.1d: a named card (not a group, whose effect would apply to later cards too,
        # 909.4) loses all abilities until end of turn
        {
            "match": r"{who:named} loses all abilities until end of turn",
            "make": [{"do": "fow.lose_abilities", "cards": "$who"}],
        },
        {
            "match": rf"{{who:named}} loses all abilities {WHILE_HERE}",
            "make": [{"do": "fow.lose_abilities", "cards": "$who", "until": HERE}],
        },
        # FoW 1020, 909.1g: "becomes a [A/D]" sets ATK and DEF (a value change, applied with the
        # "gains [+A/+D]" changes in timestamp order, 909.3b; counters after it, 909.1h)
        {
            "match": r"{who:named} becomes an? \[{a:int}/{d:int}\] until end of turn",
            "make": _set_stats("$who"),
        },
        {
            "match": r"{who:named} loses all abilities and becomes an? \[{a:int}/{d:int}\] until end of turn",
            "make": [{"do": "fow.lose_abilities", "cards": "$who"}, *_set_stats("$who")],
        },
        {"match": r"rest {who:cards}", "make": [{"do": "fow.rest", "cards": "$who"}]},  # 1013
        {"match": r"recover {who:cards}", "make": [{"do": "fow.recover", "cards": "$who"}]},  # 1013
        {
            "match": r"remove {who:cards} from the game",
            "make": [{"do": "fow.remove", "cards": "$who"}],
        },  # 1004
        # (fow-a, wave 12) FoW 1004: cards of a hand removed from the game, chosen by the hand's
        # player as it resolves (as a discard, 1019)
        *(
            {
                "match": rf"{subject}{verb} {{n:n}} {{what:grave_cost}} (?:in|from) {their} hand from the game",
                "make": [
                    {
                        "do": "choose",
                        **({"player": player} if player else {}),
                        "from": {"$merge": ["$what", {"zone": "hand", "whose": player or "you"}]},
                        "n": "$n",
                        "as": "picked",
                    },
                    {"do": "fow.remove", "cards": "picked"},
                ],
            }
            for subject, verb, their, player in (
                ("", "remove", "your", None),
                ("your opponent ", "removes", "(?:their|his or her|your opponent's)", "opponent"),
            )
        ),
        # (fow-a, wave 13) the same of your graveyard ("You may remove a chant in your graveyard
        # from the game")
        {
            "match": r"remove {n:n} {what:grave_cost} in your graveyard from the game",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"zone": "graveyard", "whose": "you"}]},
                    "n": "$n",
                    "as": "picked",
                },
                {"do": "fow.remove", "cards": "picked"},
            ],
        },
        {
            "match": r"return {who:cards} to (?:(?:its|their) owner's hands?|their owners' hands?)",
            "make": [{"do": "move", "cards": "$who", "to": "hand"}],
        },
        {
            "match": r"cancel target spell",
            "make": [
                {"do": "fow.cancel", "cards": {"target": {"zone": "chase", "fow.kind": "spell", "n": 1}}}
            ],
        },  # 1012
        # FoW 1012: a spell of a kind ("target chant spell", "target resonator spell", "target spell
        # with total cost 1 or less"): a card of that kind on the chase
        {
            "match": r"cancel target (?!spell$){what:played}",
            "make": [
                {"do": "fow.cancel", "cards": {"target": {"$merge": ["$what", {"zone": "chase", "n": 1}]}}}
            ],
        },
        {
            "match": r"cancel target {what:played} spell",
            "make": [
                {"do": "fow.cancel", "cards": {"target": {"$merge": ["$what", {"zone": "chase", "n": 1}]}}}
            ],
        },
        # a spell put from the chase into its owner's hand or deck: it leaves without resolving
        # (903.3; not cancelled, 1012: "cannot be canceled" does not keep it)
        *(
            {
                "match": rf"{verb} target{kind} spell {where}",
                "make": [
                    {
                        "do": "fow.off_chase",
                        "cards": {"target": {"$merge": [what, {"zone": "chase", "n": 1}]}},
                        **to,
                    }
                ],
            }
            for kind, what in ((" {what:played}", "$what"), ("", {"fow.kind": "spell"}))
            for verb, where, to in (
                ("return", "to its owner's hand", {"to": "hand"}),
                ("put", "on the bottom of its owner's (?:main )?deck", {"to": "deck", "position": "bottom"}),
                ("put", "on top of its owner's (?:main )?deck", {"to": "deck", "position": "top"}),
            )
        ),
        # FoW 1012: "… unless its controller pays {1}": the spell's controller may pay it in full
        {
            "match": r"cancel target spell unless its controller pays {w:will}",
            "make": [
                {
                    "do": "fow.cancel",
                    "cards": {"target": {"zone": "chase", "fow.kind": "spell", "n": 1}},
                    "unless": "$w",
                }
            ],
        },
        {
            "match": r"cancel target {what:played}(?: spell)? unless its controller pays {w:will}",
            "make": [
                {
                    "do": "fow.cancel",
                    "cards": {"target": {"$merge": ["$what", {"zone": "chase", "n": 1}]}},
                    "unless": "$w",
                }
            ],
        },
        # FoW 312.3: a card played is a spell; "<player> cannot play spells until end of turn"
        *(
            {
                "match": rf"{words} cannot play spells until end of turn",
                "make": [{"do": "fow.no_spells", "player": who}],
            }
            for words, who in (
                ("your opponent", "opponent"),
                ("you", "you"),
                ("(?:players|each player)", "both"),
                # (fow-a, wave 13) a player chosen as the target (903.2g, as "Target player draws …")
                ("target player", "target_player"),
            )
        ),
        # FoW 1012.1, 903.2g: an ability on the chase is an object that may be targeted ("Cancel
        # target activate ability", "… spell or activate or automatic ability your opponent
        # controls"); not a judgment (705.2d)
        {
            "match": r"cancel target {what:chase_object}",
            "make": [{"do": "fow.cancel", "object": {"target_object": "$what"}}],
        },
        {
            "match": r"cancel target {what:chase_object} unless its controller pays {w:will}",
            "make": [{"do": "fow.cancel", "object": {"target_object": "$what"}, "unless": "$w"}],
        },
        {
            "match": r"remove all damage from {who:cards}",
            "make": [{"do": "fow.heal", "cards": "$who"}],
        },  # 1007.6
        # FoW 1020.3: "gains [+A/+D]"; 1020: gains a keyword
        # FoW 909.4: "resonators you control gain … until end of turn" also applies to those that
        # come later, which the modify step (a locked set) cannot say: only named cards here
        {"match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]? until end of turn", "make": _pump("$who")},
        # "… for each <what> until end of turn": counted as it resolves (a one-shot change, 1020.3)
        {
            "match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]? for each {n:per} until end of turn",
            "make": [
                {"do": "modify", "cards": "$who", "stat": "atk", "add": {"mul": ["$n", "$a"]}},
                {"do": "modify", "cards": "$who", "stat": "def", "add": {"mul": ["$n", "$d"]}},
            ],
        },
        {
            "match": r"{who:named} gains? {k:grantable} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$k"}],
        },
        {
            "match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]? and {k:grantable} until end of turn",
            "make": [*_pump("$who"), {"do": "grant", "cards": "$who", "grant": "$k"}],
        },
        # FoW 1020.1: "gains Treasury Item in addition to its other races until end of turn"
        {
            "match": rf"{{who:named}} gains? {_RACE_GAINED} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "stat": "races", "grant": "$r"}],
        },
        # two or more keywords ("[Flying] and [First Strike]", "[+500/+500], [Flying] and [First
        # Strike]") until end of turn, each a grant (1020)
        {
            "match": r"{who:named} gains? {ks:grants} until end of turn",
            "make": {"$each": ["$ks", {"do": "grant", "cards": "$who"}]},
        },
        {
            "match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]?,? {ks:grants} until end of turn",
            "make": {"$concat": [_pump("$who"), {"$each": ["$ks", {"do": "grant", "cards": "$who"}]}]},
        },
        # (fow-b, wave 12) "[+300/+300] and [Barrier] {R}{B}" (1020.3, 1120.3)
        {
            "match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]? and {ks:barriers} until end of turn",
            "make": {"$concat": [_pump("$who"), {"$each": ["$ks", {"do": "grant", "cards": "$who"}]}]},
        },
        {
            "match": r"{who:live_group} gains? {ks:grants} until end of turn",
            "make": {"$each": ["$ks", {"do": "fow.live", "cards": "$who"}]},
        },
        {
            "match": r"{who:live_group} gains? \[?{a:signed}/{d:signed}\]?,? {ks:grants} until end of turn",
            "make": {
                "$concat": [
                    [
                        {"do": "fow.live", "cards": "$who", "stat": "atk", "add": "$a"},
                        {"do": "fow.live", "cards": "$who", "stat": "def", "add": "$d"},
                    ],
                    {"$each": ["$ks", {"do": "fow.live", "cards": "$who"}]},
                ]
            },
        },
        # "This card gains [Swiftness], [Flying] or [Target Attack] until end of turn" (D109): one
        # of the keywords, chosen by its controller as the effect resolves (``choose_one``)
        {
            "match": r"this card gains {modes:gain_options} until end of turn",
            "make": [{"do": "choose_one", "modes": "$modes"}],
        },
        # FoW 909.1d: "loses [Flying] (and [Swiftness]) until end of turn" (D108): the keyword
        # removed in timestamp order with the grants (909.3b); a group is a live set (909.4)
        {
            "match": r"{who:named} loses? {k:losable} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "$k", "lose": True}],
        },
        {
            "match": r"{who:named} loses? {ks:losses} until end of turn",
            "make": {"$each": ["$ks", {"do": "grant", "cards": "$who", "lose": True}]},
        },
        {
            "match": r"{who:live_group} loses? {k:losable} until end of turn",
            "make": [{"do": "fow.live", "cards": "$who", "grant": "$k", "lose": True}],
        },
        {
            "match": r"{who:live_group} loses? {ks:losses} until end of turn",
            "make": {"$each": ["$ks", {"do": "fow.live", "cards": "$who", "lose": True}]},
        },
        {
            "match": r"{who:live_group} gains? \[?{a:signed}/{d:signed}\]? and loses? {k:losable} until end of turn",
            "make": [
                {"do": "fow.live", "cards": "$who", "stat": "atk", "add": "$a"},
                {"do": "fow.live", "cards": "$who", "stat": "def", "add": "$d"},
                {"do": "fow.live", "cards": "$who", "grant": "$k", "lose": True},
            ],
        },
        {
            "match": r"{who:named} gains? \[?{a:signed}/{d:signed}\]? and loses? {k:losable} until end of turn",
            "make": [*_pump("$who"), {"do": "grant", "cards": "$who", "grant": "$k", "lose": True}],
        },
        # FoW 909.4: a group "until end of turn" is a live set: cards that come later get it too
        {
            "match": r"{who:live_group} gains? \[?{a:signed}/{d:signed}\]? until end of turn",
            "make": [
                {"do": "fow.live", "cards": "$who", "stat": "atk", "add": "$a"},
                {"do": "fow.live", "cards": "$who", "stat": "def", "add": "$d"},
            ],
        },
        {
            "match": r"{who:live_group} gains? {k:grantable} until end of turn",
            "make": [{"do": "fow.live", "cards": "$who", "grant": "$k"}],
        },
        {
            "match": r"{who:live_group} gains? \[?{a:signed}/{d:signed}\]? and {k:grantable} until end of turn",
            "make": [
                {"do": "fow.live", "cards": "$who", "stat": "atk", "add": "$a"},
                {"do": "fow.live", "cards": "$who", "stat": "def", "add": "$d"},
                {"do": "fow.live", "cards": "$who", "grant": "$k"},
            ],
        },
        # FoW 1303.1, 1020: "Put a … token into the field. It gains "At the next end of turn >>>
        # This card's controller banishes it."": the tokens put have that ability for good ("…
        # until end of game" says so, fow-c wave 13)
        {
            "match": r"put {n:n} {t:resonator_token} into (?:the|your) field\. (?:It|They) gains? {g:given}(?: until end of game)?",
            "make": [
                {"do": "fow.token", "n": "$n", "token": "$t", "as": "made"},
                {"do": "grant", "cards": "made", "ability": "$g", "until": "game"},
            ],
        },
        # FoW 1020, 1140: "Put target … from your graveyard into the field. It gains "…"": the card
        # as it entered (a new object, 302.3: the target's old id names nothing) has the ability
        {
            "match": r"put (?=target [^.]* from your graveyard into){who:named} into (?:the|your) field\. It gains {g:given}",
            "make": [
                {"do": "move", "cards": "$who", "to": "field", "state": "recovered", "as": "moved"},
                {"do": "grant", "cards": "moved", "ability": "$g", "until": "game"},
            ],
        },
        # FoW 906.8, 1011.1: "Put a … token into the field. At the next end of turn ⇒ Its controller
        # banishes it.": a delayed ability that banishes the tokens put (fixed as it is made)
        {
            "match": r"put {n:n} {t:resonator_token} into (?:the|your) field\. At the next end of turn(?:,| >>>) (?:Its|It's|Their|That token's|This card's) controllers? banish(?:es)? (?:it|them)",
            "make": [
                {"do": "fow.token", "n": "$n", "token": "$t", "as": "made"},
                {
                    "do": "fow.later",
                    "text": "Its controller banishes it",
                    "steps": [{"do": "move", "cards": "made", "to": "graveyard"}],
                },
            ],
        },
        # FoW 1020: an automatic or activate ability given until end of turn (the card it is
        # given to has it: its "this card" is that card)
        {
            "match": r"{who:named} gains? {g:given} until end of turn",
            "make": [{"do": "grant", "cards": "$who", "ability": "$g"}],
        },
        # FoW 503.5, 1031.2: not recovered by its controller's next recovery phase (the one that
        # happens: a skipped phase does not count); other effects still recover it
        {
            "match": r"{who:named} (?:doesn't|don't) recover during (?:its|their) controller(?:'s|s') next recovery phase",
            "make": [
                {
                    "do": "grant",
                    "cards": "$who",
                    "stat": "prohibitions",
                    "grant": "cannot:recover",
                    "until": "fow.next_recovery",
                }
            ],
        },
        # Decision D61: "… as long as this card is in the field": the same gains, prohibitions and
        # "doesn't recover" as for the turn, ended once the ability's card is no longer in the field
        # (``processes.WHILE_IN_FIELD``, seen at the rule process); a group is a live set (909.4);
        # "doesn't recover during the recovery phase" holds it in that phase only (503.5): other
        # effects still recover it, so a plain "doesn't recover" stays by hand
        *(
            {"match": rf"{{who:named}} {match} {WHILE_HERE}", "make": make}
            for match, make in (
                (
                    r"gains? \[?{a:signed}/{d:signed}\]?",
                    [
                        {"do": "modify", "cards": "$who", "stat": s, "add": v, "until": HERE}
                        for s, v in (("atk", "$a"), ("def", "$d"))
                    ],
                ),
                (r"gains? {k:grantable}", [{"do": "grant", "cards": "$who", "grant": "$k", "until": HERE}]),
                (
                    r"gains? {ks:grants}",
                    {"$each": ["$ks", {"do": "grant", "cards": "$who", "until": HERE}]},
                ),
                (r"gains? {g:given}", [{"do": "grant", "cards": "$who", "ability": "$g", "until": HERE}]),
                (
                    r"(?:doesn't|don't) recover during (?:the|its controller's|their controllers?') recovery phases?",
                    [_prohibited("$who", "cannot:recover")],
                ),
                (r"cannot {act:battle_act}", [_prohibited("$who", "$act")]),
            )
        ),
        *(
            {"match": rf"{{who:live_group}} {match} {WHILE_HERE}", "make": make}
            for match, make in (
                (
                    r"gains? \[?{a:signed}/{d:signed}\]?",
                    [
                        {"do": "fow.live", "cards": "$who", "stat": s, "add": v, "until": HERE}
                        for s, v in (("atk", "$a"), ("def", "$d"))
                    ],
                ),
                (
                    r"gains? {k:grantable}",
                    [{"do": "fow.live", "cards": "$who", "grant": "$k", "until": HERE}],
                ),
                (
                    r"gains? {ks:grants}",
                    {"$each": ["$ks", {"do": "fow.live", "cards": "$who", "until": HERE}]},
                ),
            )
        ),
        # FoW 104.4: a named card "cannot attack / block / attack or block" for the turn
        {
            "match": r"{who:named} cannot {act:battle_act} (?:this turn|until end of turn)",
            "make": [{"do": "grant", "cards": "$who", "stat": "prohibitions", "grant": "$act"}],
        },
        {
            "match": r"{who:named} cannot attack or block (?:this turn|until end of turn)",
            "make": [
                {"do": "grant", "cards": "$who", "stat": "prohibitions", "grant": "cannot:attack"},
                {"do": "grant", "cards": "$who", "stat": "prohibitions", "grant": "cannot:block"},
            ],
        },
        # FoW 909.4: a group that cannot block this turn, those that come later too
        {
            "match": r"{who:live_group} cannot {act:battle_act} (?:this turn|until end of turn)",
            "make": [{"do": "fow.live", "cards": "$who", "stat": "prohibitions", "grant": "$act"}],
        },
        # FoW 1139.2: "cannot be destroyed" (what [Eternal] means) for the turn; a group: a live set (909.4)
        {
            "match": r"{who:named} cannot be destroyed (?:this turn|until end of turn)",
            "make": [{"do": "grant", "cards": "$who", "grant": "eternal"}],
        },
        {
            "match": r"{who:live_group} cannot be destroyed (?:this turn|until end of turn)",
            "make": [{"do": "fow.live", "cards": "$who", "grant": "eternal"}],
        },
        # FoW 1120.2: a named card "cannot be targeted … until end of turn"
        {
            "match": r"{who:named} cannot be targeted by spells or abilities your opponent controls until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "barrier"}],
        },
        {
            "match": r"{who:named} cannot be targeted by spells or abilities until end of turn",
            "make": [{"do": "grant", "cards": "$who", "grant": "untargetable"}],
        },
        # FoW 1022: counters
        {
            "match": r"put {n:n} \[?{c:counter}\]? counters? on {who:cards}",
            "make": [{"do": "fow.counter", "cards": "$who", "name": "$c", "n": "$n"}],
        },
        # "… for each …" (either place): N for each, counted as it is put (1022)
        {
            "match": r"put {n:n} \[?{c:counter}\]? counters? on this card for each {per:per}",
            "make": [{"do": "fow.counter", "cards": "this", "name": "$c", "n": {"mul": ["$n", "$per"]}}],
        },
        {
            "match": r"for each {per:per}, put {n:n} \[?{c:counter}\]? counters? on this card",
            "make": [{"do": "fow.counter", "cards": "this", "name": "$c", "n": {"mul": ["$n", "$per"]}}],
        },
        # FoW 906.8: a delayed automatic ability of one sentence; the cards it names are fixed as
        # it is made (the compiler keeps it only as the last sentence: what follows may be part
        # of it)
        {
            "match": r"At the next end of turn(?:,| >>>) (?!.*\. )(?={text:label}){steps:line_effect}",
            "make": [{"do": "fow.later", "text": "$text", "steps": "$steps"}],
        },
        # "<sentence>. If <condition>, <sentence> instead": the second in place of the first when
        # the condition holds as the effect is carried out (903.3, D56); the first is one
        # sentence, the second names everything it does (an elided "it deals 2000 damage
        # instead" reads as no step and stays by hand); neither is a "you may …" (whether the
        # choice carries over is not written)
        {
            "match": r"(?=[^.]*\. If )(?!.*\binstead\b.*\binstead\b)(?!you may ){a:step}\. If {c:condition}, (?!you may )(?=[^.]*$){b:line_effect} instead",
            "make": [{"do": "if", "if": "$c", "then": "$b", "else": "$a"}],
        },
        # "This card deals 800 damage to target resonator. If <condition>, it deals 2000 damage
        # instead": the same damage to the same recipients, another amount (903.3, D56)
        {
            "match": r"(?=[^.]*\. If )this card deals {n:int} damage {to:damage_to}\. If {c:condition}, "
            r"(?:it|this card) deals {m:int} damage instead",
            "make": [
                {
                    "do": "if",
                    "if": "$c",
                    "then": [{"$merge": [{"do": "fow.damage"}, "$to", {"amount": "$m"}]}],
                    "else": [{"$merge": [{"do": "fow.damage"}, "$to", {"amount": "$n"}]}],
                }
            ],
        },
        # FoW 105.3 (D57): "(You) gain control of target resonator (until end of turn / until end of
        # game)": to the controller's side of the field as the same card (processes.gain_control)
        *(
            {"match": rf"{before}(?:you )?gain control of {{who:cards}}{after}", "make": [step]}
            for before, after, step in (
                ("", "(?: until end of game)?", {"do": "fow.control", "cards": "$who"}),
                ("", " until end of turn", {"do": "fow.control", "cards": "$who", "until": "end_of_turn"}),
                ("until end of turn, ", "", {"do": "fow.control", "cards": "$who", "until": "end_of_turn"}),
                # D59: given back once this card is no longer in the field
                (
                    "",
                    f" {WHILE_HERE}",
                    {"do": "fow.control", "cards": "$who", "until": HERE},
                ),
            )
        ),
        # a step done only if a condition holds as the effect is carried out ("If you control a
        # card named X, draw a card")
        {
            "match": r"If {c:condition}, {s:step}",
            "make": [{"do": "if", "if": "$c", "then": "$s"}],
        },
        # FoW 1022: counters on a card the player chooses among their own (not a target)
        {
            "match": r"put {n:n} \[?{c:counter}\]? counters? on an? {what:cost_desc} you control",
            "make": [
                {"do": "choose", "from": {"$merge": ["$what", {"whose": "you"}]}, "n": 1, "as": "countered"},
                {"do": "fow.counter", "cards": "countered", "name": "$c", "n": "$n"},
            ],
        },
        {
            "match": r"put {n:n} \[?{c:counter}\]? counters? on another {what:cost_desc} you control",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": ["$what", {"whose": "you", "other": True}]},
                    "n": 1,
                    "as": "countered",
                },
                {"do": "fow.counter", "cards": "countered", "name": "$c", "n": "$n"},
            ],
        },
        # FoW 1018: prevention
        {
            "match": r"prevent all damage that would be dealt to {who:named} (?:this turn|until end of turn)",
            "make": [{"do": "fow.prevent", "cards": "$who"}],
        },
        {
            "match": r"prevent the next {n:int} damage that would be dealt to {who:named} (?:this turn|until end of turn)",
            "make": [{"do": "fow.prevent", "cards": "$who", "amount": "$n"}],
        },
        # FoW 1018.1b: "the next damage": all of the next damage event, then the effect is used up
        {
            "match": r"prevent the next damage that would be dealt to {who:named} (?:this turn|until end of turn)",
            "make": [{"do": "fow.prevent", "cards": "$who", "next": True}],
        },
        {
            "match": r"prevent the next damage that would be dealt by {who:named} (?:this turn|until end of turn)",
            "make": [{"do": "fow.prevent", "by": "$who", "next": True}],
        },
        # FoW 1018.1: the damage a card would deal (by its battle or its abilities)
        {
            "match": r"prevent all damage (?:that would be dealt by|from) {who:named} (?:this turn|until end of turn)",
            "make": [{"do": "fow.prevent", "by": "$who"}],
        },
        # FoW 1014.2: "Search your deck for a card (and reveal it). Then shuffle the rest of your deck
        # and put that card on top of it": the deck shuffled first (a shuffle makes its cards new
        # objects), then the card found put on top: the same order as the printed one
        *(
            {
                "match": rf"search your (?:main )?deck for {{what:search}}{shown}\. Then shuffle the rest of your"
                r" (?:main )?deck and put that card on top of it",
                "make": [SHUFFLE, *_search(reveal=reveal, to="deck")],
            }
            for shown, reveal in (("", False), (",? (?:and )?reveal it", True))
        ),
        # a step with its condition after it ("Draw a card if you control another Mimi Tribe"): done
        # only if the condition holds as it resolves; a condition of the player's only ("you …",
        # "your …": "if it has …" may name the step's card; "if" in lower case, not a sentence's "If")
        {
            "match": r"{s:step}(?-i: if )(?=you |your ){c:condition}",
            "make": [{"do": "if", "if": "$c", "then": "$s"}],
        },
        # (fow-b, wave 12) "Put a mana counter on your J/ruler if it has [Mana]" (1122): "it" is
        # the J/ruler the step names
        {
            "match": r"(?=[^.]* on your J/ruler if it has ){s:step}(?-i: if it has \[Mana\])",
            "make": [
                {"do": "if", "if": {"exists": {**_J_RULER, "whose": "you", "keyword": "mana"}}, "then": "$s"}
            ],
        },
    ],
    # a search of your deck and where the card found goes (1014.2)
    "search_step": [
        # "You may play a light chant with total cost 3 or less from your hand without paying its
        # cost" (903.2i-ii, D111): up to one, the player's choice among those that can be played
        {
            "match": r"you may play {what:search} from your hand without paying (?:its|it's) costs?",
            "make": [
                {"do": "fow.play_free", "from": {"$merge": ["$what", {"zone": "hand", "whose": "you"}]}}
            ],
        },
        # FoW 903.2i-ii: "… and play it without paying its cost" (D111): the card found is played
        # now (903.2, the increases of its cost paid), or stays in the deck if it cannot be
        {
            "match": r"search your (?:main )?deck for {what:search} and play it without paying (?:its|it's) costs?",
            "make": [*_search()[:1], {"do": "fow.play_free", "cards": "found"}],
        },
        {
            "match": r"search your (?:main )?deck for {what:search} and put it into your hand",
            "make": _search(),
        },
        {
            "match": r"search your (?:main )?deck for {what:search},? reveal it,? and put it into your hand",
            "make": _search(reveal=True),
        },
        {
            "match": r"search your (?:main )?deck for {what:search} and put it into your graveyard",
            "make": _search(to="graveyard"),
        },
        {
            "match": r"search your (?:main )?deck for {what:search},? reveal it,? and put it into your graveyard",
            "make": _search(reveal=True, to="graveyard"),
        },
        # "any number of cards named X": as many of them as the player picks, none to all (1014.2)
        *(
            {
                "match": rf"search your (?:main )?deck for any number of cards named {{names:names}}{shown}"
                r"put them into your hand",
                "make": [
                    {
                        "do": "choose",
                        "from": {"name": "$names", "zone": "deck"},
                        "n": {"count": {"name": "$names", "zone": "deck"}},
                        "up_to": True,
                        "as": "found",
                    },
                    *([{"do": "reveal", "cards": "found"}] if reveal else []),
                    {"do": "move", "cards": "found", "to": "hand"},
                ],
            }
            for shown, reveal in ((" and ", False), (",? reveal them,? and ", True))
        ),
        # FoW 1014.2, 307: a search of the magic stone deck; the stone found enters the magic
        # stone area (the field's row for stones)
        *(
            {
                "match": rf"search your magic stone deck for {{what:stone_search}} and put it into (?:the|your) field{rested}",
                "make": [
                    {
                        "do": "choose",
                        "from": {"$merge": ["$what", {"zone": "stone_deck"}]},
                        "n": 1,
                        "up_to": True,
                        "as": "found",
                    },
                    {"do": "move", "cards": "found", "to": "stones", "state": state},
                ],
            }
            for rested, state in (("", "recovered"), (" rested", "rested"))
        ),
        # the resonator found is put into the field, where it enters (1140)
        {
            "match": r"search your (?:main )?deck for {what:search_resonator} and put it into (?:the|your) field",
            "make": [*_search()[:1], {"do": "move", "cards": "found", "to": "field", "state": "recovered"}],
        },
        {
            "match": r"search your (?:main )?deck for {what:search_resonator} and put it into (?:the|your) field rested",
            "make": [*_search()[:1], {"do": "move", "cards": "found", "to": "field", "state": "rested"}],
        },
        # a card found by name put into the field: where it really goes is the movement rules'
        # (316: a chant goes to the graveyard, a ruler does not move; an addition has no host,
        # D5); an old addition that must be added to a card (1406.3) is not looked for (D37)
        {
            "match": r"search your (?:main )?deck for a card named {names:names} and put it into (?:the|your) field",
            "make": [
                {**_search()[0], "from": {"$merge": [{"name": "$names"}, {"zone": "deck"}, _NOT_HOSTED]}},
                {"do": "move", "cards": "found", "to": "field", "state": "recovered"},
            ],
        },
        {
            "match": r"search your (?:main )?deck for a card named {names:names} and put it into (?:the|your) field rested",
            "make": [
                {**_search()[0], "from": {"$merge": [{"name": "$names"}, {"zone": "deck"}, _NOT_HOSTED]}},
                {"do": "move", "cards": "found", "to": "field", "state": "rested"},
            ],
        },
        # (fow-probe, wave 11) "up to N <cards>": none to N of them (1014.2), into the hand
        # (revealed when the text says so, 1005), or cards found by name into the field (as one
        # card named so above)
        *(
            {
                "match": rf"search your (?:main )?deck for up to {{n:n}} {{what:search_many}}{shown}"
                r"put them into your hand",
                "make": [
                    {
                        "do": "choose",
                        "from": {"$merge": ["$what", {"zone": "deck"}]},
                        "n": "$n",
                        "up_to": True,
                        "as": "found",
                    },
                    *([{"do": "reveal", "cards": "found"}] if reveal else []),
                    {"do": "move", "cards": "found", "to": "hand"},
                ],
            }
            for shown, reveal in ((" and ", False), (",? reveal them,? and ", True))
        ),
        {
            "match": r"search your (?:main )?deck for up to {n:n} cards named {names:names} and put them into "
            r"(?:the|your) field",
            "make": [
                {
                    "do": "choose",
                    "from": {"$merge": [{"name": "$names"}, {"zone": "deck"}, _NOT_HOSTED]},
                    "n": "$n",
                    "up_to": True,
                    "as": "found",
                },
                {"do": "move", "cards": "found", "to": "field", "state": "recovered"},
            ],
        },
    ],
    # two or more keywords given ("[Flying] and [First Strike]", "[Swiftness], [Flying], and
    # [Precision]"), each as {"grant": keyword}
    "grants": [
        {"match": r"{k:grantable},? and {l:grantable}", "make": [{"grant": "$k"}, {"grant": "$l"}]},
        # (fow-b, wave 12) FoW 1120.3: "[Barrier] {R}{B}" given for a while: each <information>
        # (``_barriers``), alone or after another keyword ("[Flying] and [Barrier] {U}{B}")
        {"match": r"{ks:barriers}", "make": "$ks"},
        {"match": r"{k:grantable},? and {ks:barriers}", "make": {"$concat": [[{"grant": "$k"}], "$ks"]}},
        {
            "match": r"{k:grantable}, {l:grantable},? and {m:grantable}",
            "make": [{"grant": "$k"}, {"grant": "$l"}, {"grant": "$m"}],
        },
        # four or more: "[Flying], [Pierce], [Eternal] and [Barrier]"
        {"match": r"{k:grantable}, {rest:grants}", "make": {"$concat": [[{"grant": "$k"}], "$rest"]}},
    ],
    # two or more keywords of which this card gains one ("[Swiftness], [Flying] or [Pierce]"),
    # each a mode of a choice made as the effect resolves (D109; the grant's card: this card)
    "gain_options": [
        {"match": r"{k:grantable},? or {l:grantable}", "make": [_gain_mode("$k"), _gain_mode("$l")]},
        {"match": r"{k:grantable}, {rest:gain_options}", "make": {"$concat": [[_gain_mode("$k")], "$rest"]}},
    ],
    # two or more keywords taken away ("[Swiftness] and [Flying]"), each as {"grant": keyword}
    "losses": [
        {"match": r"{k:losable},? and {l:losable}", "make": [{"grant": "$k"}, {"grant": "$l"}]},
        {"match": r"{k:losable}, {rest:losses}", "make": {"$concat": [[{"grant": "$k"}], "$rest"]}},
    ],
    # (fow-b, wave 12) two conditions joined by "and", both to hold; "you control A and control no
    # B" says its subject once
    "both_conditions": [
        {"match": r"{a:condition} and {b:condition}", "make": {"all": ["$a", "$b"]}},
        {
            "match": r"(?=you control ){a:condition} and control no {what:desc}",
            "make": {"all": ["$a", {"not": {"exists": {"$merge": ["$what", {"whose": "you"}]}}}]},
        },
    ],
    # (fow-b, wave 12) the same as the modifiers of a continuous ability ("lose and cannot gain …")
    "removals": [
        {"match": r"{k:losable},? and {l:losable}", "make": [{"remove": "$k"}, {"remove": "$l"}]},
        {"match": r"{k:losable}, {rest:removals}", "make": {"$concat": [[{"remove": "$k"}], "$rest"]}},
    ],
    # what an effect asks the player to pay (fow.pay)
    "payment": [
        {"match": r"{w:will}", "make": {"will": "$w"}},
        {"match": r"{n:int} life", "make": {"life": "$n"}},
    ],
    # one card the player chooses to discard or banish ("did" is whether one was chosen)
    # FoW 1007: whom "This card deals N damage …" is dealt to (the step's recipients, no amount)
    "damage_to": [
        {"match": r"to (?:your )?opponent", "make": {"player": "opponent"}},
        {"match": r"to target opponent", "make": {"player": "target_opponent"}},  # a real target (D81)
        {"match": r"to each player", "make": {"player": "both"}},
        {"match": r"to target player", "make": {"player": "target_player"}},
        {
            "match": r"to target opponent or {what:one_desc}",
            "make": {
                "player": "target_opponent",
                "cards": {"target": {"$merge": ["$what", {"whose": "any", "n": 1}]}},
            },
        },
        {
            "match": r"to target player or {what:one_desc}",
            "make": {
                "player": "target_player",
                "cards": {"target": {"$merge": ["$what", {"whose": "any", "n": 1}]}},
            },
        },
        {"match": r"to {who:cards}", "make": {"cards": "$who"}},
    ],
    # a step that records whether it was done (vocab: fow.destroy, fow.remove, fow.control)
    # what "If you do," is followed by: the rest of the sentence, or a search with its shuffle
    # (the shuffle only if the search is done, 1014.2)
    "if_done": [
        {"match": r"(?!search )(?=[^.]*$){s:line_effect}", "make": "$s"},
        {"match": r"(?=search [^.]*\. Then shuffle your (?:main )?deck$){s:line_effect}", "make": "$s"},
    ],
    # (fow.counter records it too when it removes counters)
    "done_step": [{"match": r"(?=(?:destroy|remove|gain control of) ){s:step}", "make": "$s"}],
    "choice_step": [{"match": r"(?=(?:discard|banish|rest|return) (?:an?|another) ){s:step}", "make": "$s"}],
    # (fow-a, wave 11) what the opponent does when they did not do what they were told ("If they
    # don't, they banish a magic stone / discard a card"): their choice, of their own cards (1011, 1019)
    "they_step": [
        {
            "match": r"they discard {n:n} cards?",
            "make": _discard({"zone": "hand", "whose": "opponent"}, "$n", player="opponent"),
        },
        {
            "match": r"they banish an? {what:cost_desc}",
            "make": _banish({"$merge": ["$what", {"whose": "opponent"}]}, player="opponent"),
        },
    ],
    # a card chosen from the opponent's hand (``fow.hand``), and where its owner puts it
    "hand_pick": [
        {"match": r"choose {what:search}", "make": "$what"},
        {"match": r"choose an? {what:grave_desc}", "make": "$what"},
        {"match": r"choose a card with total cost {n:int} or less", "make": {"total_cost": {"<=": "$n"}}},
        {"match": r"choose a card with total cost {n:int} or more", "make": {"total_cost": {">=": "$n"}}},
    ],
    "hand_fate": [
        {"match": r"discards? (?:that card|the chosen card|it)", "make": "graveyard"},
        {"match": r"removes? (?:that card|the chosen card|it) from the game", "make": "removed"},
        {
            "match": r"puts? (?:that card|the chosen card|it) on top of (?:its owner's|their) deck",
            "make": "deck",
        },
    ],
    # where a revealed card is put ("it" is the card revealed)
    "revealed_to": [
        {"match": r"put it into your hand", "make": [{"do": "move", "cards": "revealed", "to": "hand"}]},
        {
            "match": r"you may put it into your hand",
            "make": [_may([{"do": "move", "cards": "revealed", "to": "hand"}])],
        },
        {
            "match": r"put it into your graveyard",
            "make": [{"do": "move", "cards": "revealed", "to": "graveyard"}],
        },
        {
            "match": r"put it on the bottom of your (?:main )?deck",
            "make": [{"do": "move", "cards": "revealed", "to": "deck", "position": "bottom"}],
        },
    ],
    # a resonator revealed, into the field (where it enters, 1140)
    "revealed_to_field": [
        {
            "match": r"put it into (?:the|your) field",
            "make": [{"do": "move", "cards": "revealed", "to": "field", "state": "recovered"}],
        },
        {
            "match": r"you may put it into (?:the|your) field",
            "make": [_may([{"do": "move", "cards": "revealed", "to": "field", "state": "recovered"}])],
        },
    ],
    "battle_act": [
        {"match": r"attack", "make": "cannot:attack"},
        {"match": r"block", "make": "cannot:block"},
        # FoW 104.4, 803.3b (chase.attack_targets)
        {"match": r"attack your opponent", "make": "cannot:attack_player"},
        {"match": r"be attacked", "make": "cannot:be_attacked"},
        # FoW 104.4, 804.2: no J/resonator may block it (battle.blockers)
        {"match": r"be blocked", "make": "cannot:be_blocked"},
    ],
    # where the top card looked at may go ("You may put it into your graveyard")
    "top_card_to": [
        {"match": r"into (?:your|the) graveyard", "make": "graveyard"},
        {"match": r"on (?:the )?bottom of your (?:main )?deck", "make": "bottom"},
    ],
    # where the rest of the cards looked at go
    "look_rest": [
        {"match": r"on the bottom of your (?:main )?deck in {rest:bottom_order}", "make": "$rest"},
        {"match": r"into your graveyard", "make": "graveyard"},
        # (fow-probe, wave 11) "… and the rest in your graveyard"
        {"match": r"in your graveyard", "make": "graveyard"},
    ],
    "bottom_order": [
        {"match": r"any order", "make": "bottom"},
        {"match": r"a random order", "make": "bottom_random"},
    ],
    "counter": [
        {"match": r"\+100/\+100", "make": "+100/+100"},
        {"match": r"-100/-100", "make": "-100/-100"},
        {"match": r"{w:word}", "make": "$w"},
        # (fow-probe, wave 11) a name printed capitalised, hyphenated or of two words ("Gears",
        # "grave-post", "fresh blood" counters, 1022), named in lower case as the other texts
        # naming it are read
        {"match": r"{w:counter_name}", "make": "$w"},
    ],
    # what a search looks for (the zone is the compiler's)
    "search": [
        {"match": r"an? {what:desc}", "make": "$what"},
        {"match": r"an? {what:desc} card", "make": "$what"},
        {"match": r"a card named {name:name}", "make": {"name": "$name"}},
        {"match": r"a card", "make": {}},
        {"match": r"a ruler(?: card)?", "make": {"fow.kind": "ruler"}},
        {"match": r"an? {a:attribute} card", "make": {"colour": "$a"}},
        # a race alone is any card of that race (chants and additions have races too)
        {"match": r"an? {race:race}", "make": {"races": "$race"}},
        {"match": r"an? {race:race} card", "make": {"races": "$race"}},
        {"match": r"a chant", "make": {"fow.kind": "chant"}},
        {"match": r"an? {a:attribute} chant", "make": {"fow.kind": "chant", "colour": "$a"}},
        {"match": r"an? {race:race} or {other:race}", "make": {"races": {"$concat": ["$race", "$other"]}}},
        {
            "match": r"an? {race:race} or an? {other:race}",
            "make": {"races": {"$concat": ["$race", "$other"]}},
        },
        {
            "match": r"an? {race:race} with total cost {n:int} or less",
            "make": {"races": "$race", "total_cost": {"<=": "$n"}},
        },
        # (fow-probe, wave 11) an attribute with a race ("a water Moon card", "a fire Spirit"),
        # two attributes ("a light or darkness chant": either, 201.2) and a race of any kind but
        # one ("a non-chant Machine")
        {"match": r"an? {a:attribute} {race:race}(?: card)?", "make": {"colour": "$a", "races": "$race"}},
        {"match": r"an? {a:attribute} or {b:attribute} card", "make": {"colour": ["$a", "$b"]}},
        {
            "match": r"an? {a:attribute} or {b:attribute} chant",
            "make": {"fow.kind": "chant", "colour": ["$a", "$b"]},
        },
        *(
            {"match": rf"an? non-{kind} {{race:race}}", "make": {"races": "$race", "not": {"fow.kind": kind}}}
            for kind in ("chant", "resonator", "addition")
        ),
        # any search's description narrowed by its total cost (202.3) or a name it must not
        # have ("a card with total cost 4 or more", "a Knight not named "X""): tried after the
        # rules above, so what they read is read as before
        {
            "match": r"{what:search} with total cost {n:int} or less",
            "make": {"$merge": ["$what", {"total_cost": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:search} with total cost {n:int} or more",
            "make": {"$merge": ["$what", {"total_cost": {">=": "$n"}}]},
        },
        # "a wind resonator with total cost X or less": X bound by the ability ("where X is …", or
        # the X of its awakening: decision D116), compared as the search is made
        {
            "match": r"{what:search} with total cost X or less",
            "make": {"$merge": ["$what", {"total_cost": {"<=": "X"}}]},
        },
        {
            "match": r"{what:search} with total cost X\+{n:int} or less",
            "make": {"$merge": ["$what", {"total_cost": {"<=": {"sum": ["X", "$n"]}}}]},
        },
        {
            "match": r"{what:search} with total cost {n:int}",
            "make": {"$merge": ["$what", {"total_cost": "$n"}]},
        },
        {
            "match": r"{what:search} not named {name:name}",
            "make": {"$merge": ["$what", {"not": {"name": "$name"}}]},
        },
        # "a card with [Will of Hope]": a keyword it has (1101.1b, 1112)
        {"match": r"{what:search} with {k:keyword}", "make": {"$merge": ["$what", {"keyword": "$k"}]}},
        # (fow-b, wave 12) "a card without [Quickcast]": a keyword it does not have (1101)
        {"match": r"{what:search} without {k:keyword}", "make": {"$merge": ["$what", {"fow.lacks": "$k"}]}},
        # "a card with "Apple" in its name" (201.1: any of its names has the word)
        {
            "match": r"{what:search} with {names:names} in (?:its|their) names?",
            "make": {"$merge": ["$what", {"fow.name_has": "$names"}]},
        },
    ],
    # a card's quality printed after the card ("… with total cost 2 or less", "… with ATK 1000
    # or more", "… with one or more [+100/+100] counters on it"): a filter to merge
    "with": [
        # a word in its name ("with "Apple" in its name": any of its names has it, 201.1)
        {"match": r"with {names:names} in (?:its|their) names?", "make": {"fow.name_has": "$names"}},
        # a keyword it has, printed or given (1112: "resonators you control with [Flying]")
        {"match": r"with {k:keyword}", "make": {"keyword": "$k"}},
        # (fow-b, wave 12) a keyword it does not have ("resonators you control without [Flying]")
        {"match": r"without {k:keyword}", "make": {"fow.lacks": "$k"}},
        {"match": r"with total cost {n:int} or less", "make": {"total_cost": {"<=": "$n"}}},
        {"match": r"with total cost {n:int} or more", "make": {"total_cost": {">=": "$n"}}},
        {"match": r"with total cost {n:int}", "make": {"total_cost": "$n"}},
        # (fow-a, wave 13) FoW 208: none of the five attributes ("Gears J/resonators you control
        # with no attribute")
        {
            "match": r"with no attributes?",
            "make": {"not": {"colour": ["light", "fire", "water", "wind", "darkness"]}},
        },
        {"match": r"with ATK {n:int} or less", "make": {"atk": {"<=": "$n"}}},
        {"match": r"with ATK {n:int} or more", "make": {"atk": {">=": "$n"}}},
        {"match": r"with DEF {n:int} or less", "make": {"def": {"<=": "$n"}}},
        {"match": r"with DEF {n:int} or more", "make": {"def": {">=": "$n"}}},
        *(
            {
                "match": rf"with {words} \[?{{c:counter}}\]? counters? on (?:it|them)",
                "make": {"fow.counters": {"name": "$c", "has": has}},
            }
            for words, has in (("(?:an?|one or more)", True), ("no", False))
        ),
        # (fow-a, wave 13) the plural alone: one or more ("Entities you control with guidance
        # counters on them")
        {
            "match": r"with \[?{c:counter}\]? counters on (?:it|them)",
            "make": {"fow.counters": {"name": "$c", "has": True}},
        },
    ],
    # the magic stone types [Resonance] names (201.4): "Wind Magic Stone", "Light Magic Stone or
    # Darkness Magic Stone"
    "stone_kinds": [
        *(
            {"match": rf"{a} magic stone", "make": [f"{a} magic stone"]}
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
        *(
            {
                "match": rf"{a} magic stone or {{b:stone_kinds}}",
                "make": {"$concat": [[f"{a} magic stone"], "$b"]},
            }
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
    ],
    # a magic stone looked for in the magic stone deck: any card, one named so, or one of a kind
    # ("a special magic stone", "a non-special wind magic stone": 201.4)
    "stone_search": [
        {"match": r"a card", "make": {}},
        {"match": r"a card named {name:name}", "make": {"name": "$name"}},
        {"match": r"an? {what:desc}", "make": "$what"},
        {
            "match": r"a non-special {what:desc}",
            "make": {"$merge": ["$what", {"not": {"fow.kind": "special magic stone"}}]},
        },
        {"match": r"a basic magic stone", "make": {"fow.kind": "basic magic stone"}},
    ],
    # cards in the plural, as "up to two wind cards / Spirits / non-resonator cards" names them
    # (where they are is the step's: the cards looked at)
    "search_many": [
        {"match": r"cards", "make": {}},
        {"match": r"{a:attribute} cards", "make": {"colour": "$a"}},
        {"match": r"non-resonator cards", "make": {"not": {"fow.kind": "resonator"}}},
        {"match": r"chants", "make": {"fow.kind": "chant"}},
        {"match": r"{race:races}", "make": {"races": "$race"}},
        {"match": r"{what:desc}", "make": "$what"},
    ],
    # what may be put into the field from the hand: a search's description, or a card named so
    "search_field": [
        {"match": r"{what:search_resonator}", "make": "$what"},
        {"match": r"a card named {names:names}", "make": {"name": "$names"}},
    ],
    # a search for a resonator (the text names the kind: a card that may not enter the field as
    # it is, an addition or a chant, is never put there by these)
    "search_resonator": [
        {"match": r"an? (?={race:race} resonator\b){what:desc}", "make": "$what"},
        {"match": r"an? (?=resonator\b){what:desc}", "make": "$what"},
        {"match": r"an? (?={a:attribute} resonator\b){what:desc}", "make": "$what"},
        # a card of a race (which may be a chant: the movement rules put it into the graveyard,
        # 316.4) or a race's additions; never an old addition that must be added to a card (1406.3)
        {"match": r"an? {race:race}", "make": {"$merge": [{"races": "$race"}, _NOT_HOSTED]}},
        {
            "match": r"an? {race:race} with total cost {n:int} or less",
            "make": {"$merge": [{"races": "$race", "total_cost": {"<=": "$n"}}, _NOT_HOSTED]},
        },
        {"match": r"an? (?={race:race} additions?\b){what:desc}", "make": {"$merge": ["$what", _NOT_HOSTED]}},
        # (fow-probe, wave 11) an attribute with a race ("a water Moon card"), or a race's cards
        # but chants ("a non-chant Machine"): as a race alone, never an old addition (1406.3)
        {
            "match": r"an? {a:attribute} {race:race}(?: card)?",
            "make": {"$merge": [{"colour": "$a", "races": "$race"}, _NOT_HOSTED]},
        },
        {
            "match": r"an? non-chant {race:race}",
            "make": {"races": "$race", "not": {"fow.kind": ["chant", *_NOT_HOSTED["not"]["fow.kind"]]}},
        },
        {
            "match": r"an? non-chant {race:race} (?=with ){w:with}",
            "make": {
                "$merge": [
                    {"races": "$race", "not": {"fow.kind": ["chant", *_NOT_HOSTED["not"]["fow.kind"]]}},
                    "$w",
                ]
            },
        },
        # a card with a word in its name: never an old addition that must be added to a card
        # (1406.3), as for a race; a chant found goes to the graveyard (316.4)
        {
            "match": r"a card with {names:names} in (?:its|their) names?",
            "make": {"$merge": [{"fow.name_has": "$names"}, _NOT_HOSTED]},
        },
        # a card of that name, as for a word in its name
        {"match": r"a card named {names:names}", "make": {"$merge": [{"name": "$names"}, _NOT_HOSTED]}},
    ],
    # ------------------------------------------------------------------ cards named in a step
    # named cards: this card, "it", or a target
    "named": [
        {"match": r"this card", "make": "this"},
        {"match": r"(?:it|that card|that J/resonator|that resonator)", "make": "TARGET"},
        # "they" after two or more targets ("Recover two target resonators. They gain …"): those
        # targets (the compiler's ``_they_are_targets``; by hand after anything else)
        {"match": r"they", "make": "THEY"},
        {
            "match": r"target {what:one_desc}",
            "make": {"target": {"$merge": ["$what", {"whose": "any", "n": 1}]}},
        },
        {
            "match": r"target {what:one_desc} you control",
            "make": {"target": {"$merge": ["$what", {"whose": "you", "n": 1}]}},
        },
        {
            "match": r"target {what:one_desc} your opponent controls",
            "make": {"target": {"$merge": ["$what", {"whose": "opponent", "n": 1}]}},
        },
        # the card's qualities printed after whose it is ("target resonator your opponent controls
        # with total cost 2 or less"): the same filters as before it (``with``)
        *(
            {
                "match": rf"target {{what:one_desc}} {who} {{w:with}}",
                "make": {"target": {"$merge": ["$what", "$w", {"whose": whose, "n": 1}]}},
            }
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        {
            "match": r"another target {what:one_desc} you control",
            "make": {"target": {"$merge": ["$what", {"whose": "you", "n": 1, "other": True}]}},
        },
        # (fow-a, wave 12) "other" with the other counts and owners (903.2g: not this card), and
        # another card in a graveyard
        *(
            {
                "match": rf"{count} target {{what:one_desc}}{words}",
                "make": {"target": {"$merge": ["$what", {"whose": whose, "n": 1, "other": True, **more}]}},
            }
            for count, more in (("up to one other", {"up_to": True}), ("another", {}))
            for words, whose in (
                (" your opponent controls", "opponent"),
                *([("", "any"), (" you control", "you")] if "up" in count else []),
            )
        ),
        *(
            {
                "match": rf"another target {{what:grave_desc}} (?:from|in) {where}",
                "make": {
                    "target": {
                        "$merge": ["$what", {"zone": "graveyard", "whose": whose, "n": 1, "other": True}]
                    }
                },
            }
            for where, whose in (
                ("your graveyard", "you"),
                ("your opponent's graveyard", "opponent"),
                ("a graveyard", "any"),
            )
        ),
        {
            "match": r"another target {what:one_desc}",
            "make": {"target": {"$merge": ["$what", {"whose": "any", "n": 1, "other": True}]}},
        },
        {
            "match": r"up to one target {what:one_desc}",
            "make": {"target": {"$merge": ["$what", {"whose": "any", "n": 1, "up_to": True}]}},
        },
        {
            "match": r"up to one target {what:one_desc} you control",
            "make": {"target": {"$merge": ["$what", {"whose": "you", "n": 1, "up_to": True}]}},
        },
        {
            "match": r"up to one target {what:one_desc} your opponent controls",
            "make": {"target": {"$merge": ["$what", {"whose": "opponent", "n": 1, "up_to": True}]}},
        },
        # "up to N target …": any number of them up to N, chosen as it is played (903.2g)
        *(
            {
                "match": rf"up to {{n:n}} target {{what:one_descs}}{words}",
                "make": {"target": {"$merge": ["$what", {"whose": whose, "n": "$n", "up_to": True}]}},
            }
            for words, whose in (
                ("", "any"),
                (" you control", "you"),
                (" your opponent controls", "opponent"),
            )
        ),
        # "two target …": exactly that many different cards, chosen as it is played (903.2g: it
        # cannot be played without that many legal targets)
        *(
            {
                "match": rf"(?!(?:an?|one|X)\b){{n:n}} target {{what:one_descs}}{words}",
                "make": {"target": {"$merge": ["$what", {"whose": whose, "n": "$n"}]}},
            }
            for words, whose in (
                ("", "any"),
                (" you control", "you"),
                (" your opponent controls", "opponent"),
            )
        ),
        # a card in a graveyard (the target's zone is the graveyard, 903.2g): yours, the
        # opponent's, or either player's ("a graveyard")
        {
            "match": r"target {what:grave_desc} (?:from|in) your graveyard",
            "make": {"target": {"$merge": ["$what", {"zone": "graveyard", "whose": "you", "n": 1}]}},
        },
        {
            "match": r"target {what:grave_desc} (?:from|in) your opponent's graveyard",
            "make": {"target": {"$merge": ["$what", {"zone": "graveyard", "whose": "opponent", "n": 1}]}},
        },
        {
            "match": r"target {what:grave_desc} (?:from|in) a graveyard",
            "make": {"target": {"$merge": ["$what", {"zone": "graveyard", "whose": "any", "n": 1}]}},
        },
        # "two target magic stones from your graveyard": that many different targets (903.2g)
        {
            "match": r"{n:n} target {what:grave_descs} (?:from|in) your graveyard",
            "make": {"target": {"$merge": ["$what", {"zone": "graveyard", "whose": "you", "n": "$n"}]}},
        },
        # "up to N target … from your graveyard": any number of them up to N (903.2g)
        {
            "match": r"up to {n:n} target {what:grave_descs} (?:from|in) your graveyard",
            "make": {
                "target": {
                    "$merge": ["$what", {"zone": "graveyard", "whose": "you", "n": "$n", "up_to": True}]
                }
            },
        },
        # (fow-probe, wave 11) the same targets in a removed area (1004: its cards are public
        # objects a spell or ability may target, 903.2g), and N / up to N targets in the
        # opponent's graveyard or in a graveyard, as in yours
        *(
            {
                "match": rf"{count}target {{what:{category}}} (?:from|in) {where}",
                "make": {"target": {"$merge": ["$what", {"zone": zone, "whose": whose, "n": n, **more}]}},
            }
            for place, zone in (("graveyard", "graveyard"), ("removed area", "removed"))
            for where, whose in (
                (f"your {place}", "you"),
                (f"your opponent's {place}", "opponent"),
                (f"an? {place}", "any"),
            )
            for count, category, n, more in (
                ("", "grave_desc", 1, {}),
                ("{n:n} ", "grave_descs", "$n", {}),
                ("up to {n:n} ", "grave_descs", "$n", {"up_to": True}),
            )
            if zone == "removed" or (count and whose != "you")
        ),
    ],
    "cards": [
        {"match": r"{who:named}", "make": "$who"},
        {"match": r"(?:all|each) {what:desc}", "make": {"$merge": ["$what", {"whose": "any"}]}},
        {"match": r"(?:all|each) {what:desc} you control", "make": {"$merge": ["$what", {"whose": "you"}]}},
        # "all other …": every such card but this one
        *(
            {
                "match": rf"(?:all|each) other {{what:desc}}{who}",
                "make": {"$merge": ["$what", {"whose": whose, "other": True}]},
            }
            for who, whose in (("", "any"), (" you control", "you"), (" your opponent controls", "opponent"))
        ),
        {
            "match": r"(?:all|each) other {race:races}",
            "make": {"zone": ["field", "stones"], "races": "$race", "whose": "any", "other": True},
        },
        {
            "match": r"(?:all|each) {what:desc} your opponent controls",
            "make": {"$merge": ["$what", {"whose": "opponent"}]},
        },
        *(
            {
                "match": rf"(?:all|each) {{what:desc}} {who} {{w:with}}",
                "make": {"$merge": ["$what", "$w", {"whose": whose}]},
            }
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # (fow-probe, wave 11) "each J/ruler you control / your opponent controls": its rulers
        # in the ruler area and J-rulers in the field (705.3)
        *(
            {"match": rf"(?:all|each) J/rulers? {who}", "make": {**_J_RULER, "whose": whose}}
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        {"match": r"{what:group}", "make": "$what"},
        # "J/ruler" is a ruler or a J-ruler (a player has one: a ruler in the ruler area, or the
        # J-ruler it became in the field, 705.3)
        {
            "match": r"your J/ruler",
            "make": {"zone": ["field", "ruler_area"], "whose": "you", "fow.kind": ["ruler", "j-ruler"]},
        },
    ],
    # ------------------------------------------------------------------ what a card is (201)
    "desc": [
        # two kinds at once ("additions and regalia", "magic stones and J/resonators"): a card
        # of either kind (201.2)
        *(
            {
                "match": rf"{a_words} and(?:/or)? {b_words}",
                "make": {
                    "zone": a_zone if a_zone == b_zone else [a_zone, b_zone],
                    "fow.kind": [a_kind, b_kind],
                },
            }
            for a_words, a_zone, a_kind in _KINDS
            for b_words, b_zone, b_kind in _KINDS
            if a_kind != b_kind
        ),
        # an entity: a J/resonator, addition, regalia or magic stone in the field (201.2, 307)
        {"match": r"entit(?:y|ies)", "make": {"zone": ["field", "stones"]}},
        # an entity that is not a magic stone (J/resonators, additions, regalia, 201.2), nor a J-ruler
        {"match": r"non-magic stone entit(?:y|ies)", "make": {"zone": "field"}},
        # (fow-a, wave 13) FoW 307.4: a "card" with no zone named is one in the field ("Destroy
        # target non-magic stone card"): not a magic stone, so one of the field's cards (201.2)
        {"match": r"non-magic stone cards?", "make": {"zone": "field"}},
        # neither a magic stone nor a J/resonator: an addition or a regalia (201.2)
        {
            "match": r"non-magic stone, non-J/resonator entit(?:y|ies)",
            "make": {"zone": "field", "fow.kind": ["addition", "regalia"]},
        },
        {
            "match": r"non-magic stone, non-J-ruler entit(?:y|ies)",
            "make": {"zone": "field", "fow.kind": ["resonator", "addition", "regalia"]},
        },
        {"match": r"resonators?", "make": {"zone": "field", "fow.kind": "resonator"}},
        {"match": r"J/resonators?", "make": {"zone": "field", "fow.kind": "j/resonator"}},
        {"match": r"additions?", "make": {"zone": "field", "fow.kind": "addition"}},
        {"match": r"J-rulers?", "make": {"zone": "field", "fow.kind": "j-ruler"}},
        {"match": r"regalia", "make": {"zone": "field", "fow.kind": "regalia"}},
        # an addition of a subtype, printed as its type ("[Addition:Field]", "[Addition: Resonator]";
        # 201.2c: a printed type; some cards print a space after the colon; "… card": fow-probe)
        *(
            {
                "match": rf"\[Addition: ?{sub}\](?:s| cards?)?",
                "make": {
                    "zone": "field",
                    "fow.kind": [f"addition:{sub.lower()}", f"addition: {sub.lower()}"],
                },
            }
            for sub in ("Field", "Resonator", "J/Resonator")
        ),
        {"match": r"magic stones?", "make": {"zone": "stones", "fow.kind": "magic stone"}},
        # FoW 201.4: a magic stone of the type "Special Magic Stone" (not a basic one)
        {"match": r"special magic stones?", "make": {"zone": "stones", "fow.kind": "special magic stone"}},
        # FoW 201.3: a basic magic stone (typed so, or one of the five basic names, 201.4)
        {"match": r"basic magic stones?", "make": {"zone": "stones", "fow.kind": "basic magic stone"}},
        # … of one magic stone type ("a basic wind magic stone": both kinds, 201.4)
        *(
            {
                "match": rf"basic {a} magic stones?",
                "make": {
                    "zone": "stones",
                    "fow.kind": "basic magic stone",
                    "any_of": [{"fow.kind": f"{a} magic stone"}],
                },
            }
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
        # (fow-b, wave 12) "a non-special (wind) magic stone" (VIN003-051): one not of the type
        # Special Magic Stone (201.4), as the magic stone search reads it
        {
            "match": r"non-special magic stones?",
            "make": {"zone": "stones", "fow.kind": "magic stone", "not": {"fow.kind": "special magic stone"}},
        },
        *(
            {
                "match": rf"non-special {a} magic stones?",
                "make": {
                    "zone": "stones",
                    "fow.kind": f"{a} magic stone",
                    "not": {"fow.kind": "special magic stone"},
                },
            }
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
        # "a wind magic stone" is a magic stone of that type (basic stones have no attribute:
        # their type names it, 201.4)
        *(
            {"match": rf"{a} magic stones?", "make": {"zone": "stones", "fow.kind": f"{a} magic stone"}}
            for a in ("light", "fire", "water", "wind", "darkness")
        ),
        {"match": r"additions? or regalia", "make": {"zone": "field", "fow.kind": ["addition", "regalia"]}},
        # (fow-a, wave 12) three kinds of entity listed ("addition, resonator, or regalia"): a card
        # of any of them (201.2)
        *(
            {
                "match": rf"{a}, {b},? (?:or|and/or) {c}",
                "make": {"zone": "field", "fow.kind": [a.lower(), b.lower(), c.lower()]},
            }
            for a, b, c in itertools.permutations(("resonator", "addition", "regalia"))
        ),
        # (fow-a, wave 12) a card of a description with a name ("target resonator named "A"")
        {"match": r"{what:desc} named {names:names}", "make": {"$merge": ["$what", {"name": "$names"}]}},
        {
            "match": r"resonators? or additions?",
            "make": {"zone": "field", "fow.kind": ["resonator", "addition"]},
        },
        # (fow-probe, wave 11) "a resonator or [Addition:Field] card" (201.2c: a printed type)
        {
            "match": r"resonators? or \[Addition: ?Field\](?:s| cards?)?",
            "make": {"zone": "field", "fow.kind": ["resonator", "addition:field", "addition: field"]},
        },
        {
            "match": r"J/resonators? or additions?",
            "make": {"zone": "field", "fow.kind": ["j/resonator", "addition"]},
        },
        # one of two attributes ("fire or darkness resonator", "light and/or fire resonators": each
        # card of either); not of a race ("non-Cthulhu"). Decision D133: "fire and darkness
        # resonator" is not read (the rules do not say whether it is a card of both or of either)
        {
            "match": r"{a:attribute} (?:or|and/or) {b:attribute} {what:desc}",
            "make": {"$merge": ["$what", {"colour": ["$a", "$b"]}]},
        },
        {"match": r"non-{race:race} {what:desc}", "make": {"$merge": ["$what", {"not": {"races": "$race"}}]}},
        {"match": r"rested {what:desc}", "make": {"$merge": ["$what", {"state": "rested"}]}},
        {"match": r"recovered {what:desc}", "make": {"$merge": ["$what", {"state": "recovered"}]}},
        {"match": r"attacking {what:desc}", "make": {"$merge": ["$what", {"fow.battle": "attacking"}]}},
        {"match": r"blocking {what:desc}", "make": {"$merge": ["$what", {"fow.battle": "blocking"}]}},
        {
            "match": r"attacking or blocking {what:desc}",
            "make": {
                "$merge": ["$what", {"any_of": [{"fow.battle": "attacking"}, {"fow.battle": "blocking"}]}]
            },
        },
        # FoW 1007.2: a card with damage on it
        {"match": r"damaged {what:desc}", "make": {"$merge": ["$what", {"fow.damaged": True}]}},
        # FoW 1303: a token ("resonator tokens", "Shadow resonator tokens", "tokens" in the field)
        # or a card that is none ("non-token resonator")
        {"match": r"tokens?", "make": {"zone": "field", "fow.token": True}},
        {"match": r"{what:desc} tokens?", "make": {"$merge": ["$what", {"fow.token": True}]}},
        {"match": r"non-token {what:desc}", "make": {"$merge": ["$what", {"fow.token": False}]}},
        {"match": r"cards named {name:name}", "make": {"zone": ["field", "stones"], "name": "$name"}},
        {"match": r"{a:attribute} {what:desc}", "make": {"$merge": ["$what", {"colour": "$a"}]}},
        {"match": r"non-{a:attribute} {what:desc}", "make": {"$merge": ["$what", {"not": {"colour": "$a"}}]}},
        {
            "match": r"{what:desc} with total cost {n:int} or less",
            "make": {"$merge": ["$what", {"total_cost": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:desc} with total cost {n:int} or more",
            "make": {"$merge": ["$what", {"total_cost": {">=": "$n"}}]},
        },
        # "with total cost N": exactly N (the total of its will cost, 202.3)
        {
            "match": r"{what:desc} with total cost {n:int}",
            "make": {"$merge": ["$what", {"total_cost": "$n"}]},
        },
        {
            "match": r"{what:desc} with ATK {n:int} or less",
            "make": {"$merge": ["$what", {"atk": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:desc} with ATK {n:int} or more",
            "make": {"$merge": ["$what", {"atk": {">=": "$n"}}]},
        },
        {
            "match": r"{what:desc} with {n:int} or less ATK",
            "make": {"$merge": ["$what", {"atk": {"<=": "$n"}}]},
        },
        {
            "match": r"{what:desc} with DEF {n:int} or less",
            "make": {"$merge": ["$what", {"def": {"<=": "$n"}}]},
        },
        {"match": r"{race:race} {what:kind}", "make": {"$merge": ["$what", {"races": "$race"}]}},
        # a keyword it has, printed or given ("target resonator with [Flying]", 1112)
        {"match": r"{what:desc} with {k:keyword}", "make": {"$merge": ["$what", {"keyword": "$k"}]}},
        # (fow-b, wave 12) "J/resonators of the chosen race": of the race "Choose a race." chose
        # (decision D136, vocab's ``fow.chosen_race``)
        {
            "match": r"{what:desc} of the chosen race",
            "make": {"$merge": ["$what", {"fow.chosen_race": True}]},
        },
        # (fow-b, wave 12) a keyword it does not have, printed or given ("each J/resonator without
        # [Flying]", 1101, 1106)
        {"match": r"{what:desc} without {k:keyword}", "make": {"$merge": ["$what", {"fow.lacks": "$k"}]}},
        # a word in its name ("J/resonator with "Lumia" in its name", 201.1)
        {
            "match": r"{what:desc} with {names:names} in (?:its|their) names?",
            "make": {"$merge": ["$what", {"fow.name_has": "$names"}]},
        },
        # of either race ("Fantasy or Human J/resonator", "Spirit and/or Fairy Tale J/resonator");
        # decision D133: not "Fairy Tale and Human J/resonators" (of both or of either: by hand)
        {
            "match": r"{race:race} (?:or|and/or) {other:race} {what:kind}",
            "make": {"$merge": ["$what", {"races": {"$concat": ["$race", "$other"]}}]},
        },
        # FoW 1022: cards with or without counters of a name on them
        *(
            {
                "match": rf"{{what:desc}} with {words} \[?{{c:counter}}\]? counters? on (?:it|them)",
                "make": {"$merge": ["$what", {"fow.counters": {"name": "$c", "has": has}}]},
            }
            for words, has in (("(?:an?|one or more)", True), ("no", False))
        ),
    ],
    # one card, as a target names it: a race alone ("target Machine", "target Sword Art") is any
    # card of that race in the field (resonators, rulers, additions, regalia, stones and chants
    # have races) or, "from your graveyard", there; only here: a plural, "Dragons you control",
    # would not spell the race
    "one_desc": [
        {"match": r"{what:desc}", "make": "$what"},
        {"match": r"{race:race}", "make": {"zone": ["field", "stones"], "races": "$race"}},
        # one of two races ("Skeleton or Zombie"); a race of an attribute ("fire Moon")
        {
            "match": r"{race:race} or {other:race}",
            "make": {"zone": ["field", "stones"], "races": {"$concat": ["$race", "$other"]}},
        },
        {
            "match": r"{race:race} or {other:race} with total cost {n:int} or less",
            "make": {
                "zone": ["field", "stones"],
                "races": {"$concat": ["$race", "$other"]},
                "total_cost": {"<=": "$n"},
            },
        },
        {
            "match": r"{a:attribute} {race:race}",
            "make": {"zone": ["field", "stones"], "races": "$race", "colour": "$a"},
        },
        {
            "match": r"{race:race} with total cost {n:int} or less",
            "make": {"zone": ["field", "stones"], "races": "$race", "total_cost": {"<=": "$n"}},
        },
    ],
    # cards as "up to N target …" names them, in the plural: a race alone ("two target Elves") is
    # read as printed and as its singulars
    "one_descs": [
        {"match": r"{race:races}", "make": {"zone": ["field", "stones"], "races": "$race"}},
        {"match": r"{what:one_desc}", "make": "$what"},
    ],
    "grave_descs": [
        {"match": r"{race:races}", "make": {"races": "$race"}},
        {"match": r"{what:grave_desc}", "make": "$what"},
        # (fow-probe, wave 11) any cards, or any but magic stones, in the plural (201.2)
        {"match": r"cards", "make": {}},
        {"match": r"non-magic stone cards", "make": {"not": {"fow.kind": "magic stone"}}},
    ],
    # a card in a graveyard: as a target names it, or any card
    "grave_desc": [
        {"match": r"card", "make": {}},
        # a card of any kind but one ("non-magic stone card", 201.2)
        {"match": r"non-magic stone card", "make": {"not": {"fow.kind": "magic stone"}}},
        {"match": r"non-resonator card", "make": {"not": {"fow.kind": "resonator"}}},
        # (fow-probe, wave 11) "non-magic stone light card": any card of that attribute but a
        # magic stone (201.2)
        {
            "match": r"non-magic stone {a:attribute} card",
            "make": {"not": {"fow.kind": "magic stone"}, "colour": "$a"},
        },
        {"match": r"{what:one_desc}", "make": "$what"},
        # a chant, a card of an attribute or race ("target chant", "target darkness card",
        # "target Moon card", "target Atom chant"): chants are cards of graveyards, not of the field
        {"match": r"chants?", "make": {"fow.kind": "chant"}},
        # (fow-b, wave 12) FoW 1405.1: old cards' "spell card" in a graveyard is a chant
        {"match": r"spell cards?", "make": {"fow.kind": "chant"}},
        {"match": r"{a:attribute} cards?", "make": {"colour": "$a"}},
        {"match": r"{a:attribute} chants?", "make": {"fow.kind": "chant", "colour": "$a"}},
        {"match": r"{race:race} cards?", "make": {"races": "$race"}},
        {"match": r"{race:race} chants?", "make": {"fow.kind": "chant", "races": "$race"}},
        # the card's qualities after it ("target Demon with total cost 1", ``with``)
        # (the lookahead splits "Vampire card with total cost 2 or less" before "with", not after
        # the first word)
        {"match": r"{what:grave_desc} (?=with ){w:with}", "make": {"$merge": ["$what", "$w"]}},
        # a card of neither of two kinds ("non-magic stone, non-resonator card", 201.2)
        *(
            {
                "match": rf"non-{a}, non-{b} cards?",
                "make": {"not": {"fow.kind": [a.lower(), b.lower()]}},
            }
            for a in ("magic stone", "resonator", "chant", "addition", "regalia")
            for b in ("magic stone", "resonator", "chant", "addition", "regalia")
            if a != b
        ),
    ],
    # a race before a kind of card ("Fairy Tale resonators")
    "kind": [
        {"match": r"entit(?:y|ies)", "make": {"zone": ["field", "stones"]}},
        {"match": r"resonators?", "make": {"zone": "field", "fow.kind": "resonator"}},
        {"match": r"J/resonators?", "make": {"zone": "field", "fow.kind": "j/resonator"}},
        {"match": r"additions?", "make": {"zone": "field", "fow.kind": "addition"}},
        {"match": r"J-rulers?", "make": {"zone": "field", "fow.kind": "j-ruler"}},
    ],
    # ------------------------------------------------------------------ continuous (909)
    "modifiers": [
        # FoW 503.5: not recovered by the recovery phase (other effects still recover it)
        {
            "match": r"{who:group} (?:doesn't|don't|cannot) recover during (?:the |its controller's |their controller's )?recovery phase",
            "make": [{"to": "$who", "stat": "prohibitions", "grant": "cannot:recover"}],
        },
        # FoW 1123.2: "[Bloodlust]" means "this card must attack if able": the same words printed
        # are that keyword ("This card must attack if able", "Resonators must attack if able")
        {
            "match": r"{who:group} must attack if able",
            "make": [{"to": "$who", "stat": "keywords", "grant": "bloodlust"}],
        },
        # FoW 104.4: "cannot attack", "cannot block" (read by the attack and block choices)
        {
            "match": r"{who:group} cannot {act:battle_act}",
            "make": [{"to": "$who", "stat": "prohibitions", "grant": "$act"}],
        },
        {
            "match": r"{who:group} cannot attack or block",
            "make": [
                {"to": "$who", "stat": "prohibitions", "grant": "cannot:attack"},
                {"to": "$who", "stat": "prohibitions", "grant": "cannot:block"},
            ],
        },
        # FoW 803.3b, 804.2: "J/resonators your opponent controls cannot attack / block / attack
        # or block this card": only the opponent's J/resonators could (the attacker is the turn
        # player's, the blocker the other's), so "this card cannot be attacked / blocked" (D146)
        *(
            {
                "match": rf"J/resonators your opponent controls cannot {acts} this card",
                "make": [{"to": "this", "stat": "prohibitions", "grant": g} for g in grants],
            }
            for acts, grants in (
                ("attack", ("cannot:be_attacked",)),
                ("block", ("cannot:be_blocked",)),
                ("attack or block", ("cannot:be_attacked", "cannot:be_blocked")),
            )
        ),
        # FoW 1106.2: "can block J/resonators with [Flying]" (battle.blockers, the word
        # ``block_flying``)
        {
            "match": r"{who:group} can block J/resonators with \[Flying\]",
            "make": [{"to": "$who", "stat": "keywords", "grant": "block_flying"}],
        },
        # FoW 1139.2: "cannot be destroyed" is what [Eternal] means
        {
            "match": r"{who:group} cannot be destroyed",
            "make": [{"to": "$who", "stat": "keywords", "grant": "eternal"}],
        },
        # FoW 1120.2: "cannot be targeted by spells or abilities your opponent controls" is what
        # [Barrier] means; by anyone's: the word "untargetable" (chase.target_choices)
        {
            "match": r"{who:group} cannot be targeted by (?:spells or abilities your opponent controls|your opponent's spells or abilities)",
            "make": [{"to": "$who", "stat": "keywords", "grant": "barrier"}],
        },
        {
            "match": r"{who:group} cannot be targeted by spells or abilities",
            "make": [{"to": "$who", "stat": "keywords", "grant": "untargetable"}],
        },
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each {what:group}",
            "make": _mods("$who", {"mul": [{"count": "$what"}, "$a"]}, {"mul": [{"count": "$what"}, "$d"]}),
        },
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each {what:counted}",
            "make": _mods("$who", {"mul": [{"count": "$what"}, "$a"]}, {"mul": [{"count": "$what"}, "$d"]}),
        },
        # "for each different name / attribute among …"
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each {n:distinct}",
            "make": _mods("$who", {"mul": ["$n", "$a"]}, {"mul": ["$n", "$d"]}),
        },
        # FoW 1022: "for each <name> counter on it / this card"
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each \[?{c:counter}\]? counter on (?:it|this card)",
            "make": _mods(
                "$who", {"mul": [{"fow.counters": "$c"}, "$a"]}, {"mul": [{"fow.counters": "$c"}, "$d"]}
            ),
        },
        # "… for each magic counter on J/rulers you control" (1022: on all the cards described)
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each \[?{c:counter}\]? counter on {on:group}",
            "make": _mods(
                "$who",
                {"mul": [{"fow.counters": {"name": "$c", "cards": "$on"}}, "$a"]},
                {"mul": [{"fow.counters": {"name": "$c", "cards": "$on"}}, "$d"]},
            ),
        },
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? for each card in your hand",
            "make": _mods(
                "$who",
                {"mul": [{"count": {"zone": "hand", "whose": "you"}}, "$a"]},
                {"mul": [{"count": {"zone": "hand", "whose": "you"}}, "$d"]},
            ),
        },
        {"match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]?", "make": _mods("$who")},
        # "J/resonators you control gain [Eternal] as long as they are attacking": each of them
        # while it attacks (blocks): a battle role among the cards described (909)
        *(
            {
                "match": rf"{{what:desc}} you control gains? {{k:grantable}} as long as (?:they are|it is) {role}",
                "make": [
                    {
                        "to": {"$merge": ["$what", {"whose": "you", "fow.battle": role}]},
                        "stat": "keywords",
                        "grant": "$k",
                    }
                ],
            }
            for role in ("attacking", "blocking")
        ),
        # FoW 909, 1020: an automatic or activate ability given by a continuous ability (the card
        # holds it while the ability applies: its "this card" is that card; ``cards._held``)
        {"match": r"{who:group} gains? {g:held}", "make": [{"to": "$who", "grant": "$g"}]},
        # a continuous ability in quotes that changes only the card holding it ("Resonators you
        # control gain "This card cannot be blocked.""): what it does, to each card named (1020)
        {"match": r"{who:group} gains? {m:held_mods}", "make": {"$each": ["$m", {"to": "$who"}]}},
        # FoW 907: magic stones given a will ability ("Fire magic stones you control gain "{Rest}:
        # Produce {U}.""): each may be rested for it as for its own (``board.stone_will``)
        {
            "match": r"{kind:stone_kind} you control gains? {g:stone_given}",
            "make": [{"to": {"zone": "stones", "fow.kind": "$kind", "whose": "you"}, "grant": "$g"}],
        },
        {
            "match": r"{who:group} gains? {k:grantable}",
            "make": [{"to": "$who", "stat": "keywords", "grant": "$k"}],
        },
        # (fow-b, wave 12) FoW 104.4, 909.1d: "J/resonators your opponent controls lose and cannot
        # gain [Flying], [First Strike], …": a prohibition prevails over what would give the word
        # back, so it is removed after every grant, whatever its timestamp (the layer
        # ``abilities.CANNOT_GAIN_LAYER``, 15, after the words' 10)
        {
            "match": r"{who:group} loses? and cannot gain {k:losable}",
            "make": [{"to": "$who", "stat": "keywords", "remove": "$k", "layer": 15}],
        },
        {
            "match": r"{who:group} loses? and cannot gain {ks:removals}",
            "make": {"$each": ["$ks", {"to": "$who", "stat": "keywords", "layer": 15}]},
        },
        # (fow-b, wave 12) keywords given to cards in a hand or graveyard ("Cards in your hand gain
        # [Quickcast]", 1111; "Chants in your graveyard gain [Remnant]", 1115): the rules read
        # them there (chase.playable)
        {
            "match": r"{who:pile} gains? {k:grantable}",
            "make": [{"to": "$who", "stat": "keywords", "grant": "$k"}],
        },
        {
            "match": r"{what:pile_desc} in your hand gains? {k:grantable}",
            "make": [
                {
                    "to": {"$merge": ["$what", {"zone": "hand", "whose": "you"}]},
                    "stat": "keywords",
                    "grant": "$k",
                }
            ],
        },
        {
            "match": r"{who:group} gains? {k:grantable} and {l:grantable}",
            "make": [
                {"to": "$who", "stat": "keywords", "grant": "$k"},
                {"to": "$who", "stat": "keywords", "grant": "$l"},
            ],
        },
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]? and {k:grantable}",
            "make": [*_mods("$who"), {"to": "$who", "stat": "keywords", "grant": "$k"}],
        },
        # three keywords, or [+A/+D] and two ("[Swiftness], [First Strike], and [Precision]")
        {
            "match": r"{who:group} gains? {k:grantable}, {l:grantable},? and {m:grantable}",
            "make": [
                {"to": "$who", "stat": "keywords", "grant": "$k"},
                {"to": "$who", "stat": "keywords", "grant": "$l"},
                {"to": "$who", "stat": "keywords", "grant": "$m"},
            ],
        },
        {
            "match": r"{who:group} gains? \[?{a:signed}/{d:signed}\]?, {k:grantable},? and {l:grantable}",
            "make": [
                *_mods("$who"),
                {"to": "$who", "stat": "keywords", "grant": "$k"},
                {"to": "$who", "stat": "keywords", "grant": "$l"},
            ],
        },
        # any other list of [+A/+D] and keywords ("[Precision], [First Strike], and [+400/+0]";
        # 909, 1020.3): each item given to each card (the shorter forms above read first)
        {"match": r"{who:group} gains? {items:gain_list}", "make": {"$each": ["$items", {"to": "$who"}]}},
        # one race gained (FoW 1020.1; with others: ``gain_item``)
        {
            "match": rf"{{who:group}} gains? {_RACE_GAINED}",
            "make": [{"to": "$who", "stat": "races", "grant": "$r"}],
        },
    ],
    # the source of damage a continuous ability increases ("whose" is read from its holder)
    "damage_source": [
        {"match": r"this card", "make": "this"},
        {"match": r"an? {what:one_desc} you control", "make": {"$merge": ["$what", {"whose": "you"}]}},
        {"match": r"an? {what:one_desc}", "make": {"$merge": ["$what", {"whose": "any"}]}},
        {"match": r"an? {race:race} you control", "make": {"races": "$race", "whose": "you"}},
        # "a (fire) source (you control)": any card that deals damage (1007)
        {"match": r"a source", "make": {"whose": "any"}},
        {"match": r"a source you control", "make": {"whose": "you"}},
        {"match": r"an? {a:attribute} source", "make": {"colour": "$a", "whose": "any"}},
        {"match": r"an? {a:attribute} source you control", "make": {"colour": "$a", "whose": "you"}},
        *(
            {
                "match": rf"an? {{a:attribute}} {kind}{mine}",
                "make": {"fow.kind": kind, "colour": "$a", "whose": whose},
            }
            for kind in ("chant", "rune")
            for mine, whose in (("", "any"), (" you control", "you"))
        ),
        *(
            {"match": rf"an? {kind}{mine}", "make": {"fow.kind": kind, "whose": whose}}
            for kind in ("chant", "rune")
            for mine, whose in (("", "any"), (" you control", "you"))
        ),
    ],
    "damage_more": [
        {"match": r"that much (?:\+|plus ){n:int}(?: damage)?", "make": {"add": "$n"}},
        {"match": r"double that much(?: damage)?", "make": {"times": 2}},
        {"match": r"three times that much(?: damage)?", "make": {"times": 3}},
    ],
    # one item of a list a continuous ability gives (without its "to")
    "gain_item": [
        {
            "match": r"\[?{a:signed}/{d:signed}\]?",
            "make": [{"stat": "atk", "add": "$a"}, {"stat": "def", "add": "$d"}],
        },
        {"match": r"{k:grantable}", "make": [{"stat": "keywords", "grant": "$k"}]},
        {"match": r"{ks:barriers}", "make": "$ks"},
        {"match": r"{m:held_mods}", "make": "$m"},
        # an ability in quotes with the others ("[Flying] and "Whenever this card …"")
        {"match": r"{g:held}", "make": [{"grant": "$g"}]},
        # FoW 1020.1: a race gained "in addition to its own/other race(s)" is kept with the card's
        # own (909.1c; read by every "races" selector through the card's value)
        {"match": _RACE_GAINED, "make": [{"stat": "races", "grant": "$r"}]},
    ],
    # two or more items: "A and B", "A, B(,) and C", "A, B, C(,) and D" …
    "gain_list": [
        {"match": r"{a:gain_item},? and {b:gain_item}", "make": {"$concat": ["$a", "$b"]}},
        {"match": r"{a:gain_item}, {b:gain_list}", "make": {"$concat": ["$a", "$b"]}},
    ],
    # magic stones, or those of one magic stone type ("Fire magic stones": 201.4c)
    "stone_kind": [
        {"match": r"magic stones", "make": "magic stone"},
        *(
            {"match": rf"{attribute} magic stones", "make": f"{attribute} magic stone"}
            for attribute in ("light", "fire", "water", "wind", "darkness")
        ),
    ],
    # "you control": a card in your field or ruler area (a named card may be a ruler)
    "condition": [
        # "you control a light J/resonator and another water J/resonator": two different cards,
        # one of each (with both, and two cards among them, one of each can be picked)
        {
            "match": r"you control an? {a:attribute} J/resonator and another {b:attribute} J/resonator",
            "make": {
                "all": [
                    {"exists": {"zone": "field", "fow.kind": "j/resonator", "colour": "$a", "whose": "you"}},
                    {"exists": {"zone": "field", "fow.kind": "j/resonator", "colour": "$b", "whose": "you"}},
                    {
                        ">=": [
                            {
                                "count": {
                                    "zone": "field",
                                    "fow.kind": "j/resonator",
                                    "colour": ["$a", "$b"],
                                    "whose": "you",
                                }
                            },
                            2,
                        ]
                    },
                ]
            },
        },
        # the cards a player played this turn (each card played is counted as it is, 903)
        *(
            {
                "match": rf"{words} played {{n:n}} or more (?:cards|spells) this turn",
                "make": {">=": [{"fow.played": who}, "$n"]},
            }
            for words, who in (("you", "you"), ("your opponent", "opponent"))
        ),
        *(
            {"match": rf"{words} played a card this turn", "make": {">=": [{"fow.played": who}, 1]}}
            for words, who in (("you", "you"), ("your opponent", "opponent"))
        ),
        # "you (already) played a chant (spell) this turn": a card of that type (decision D94)
        *(
            {
                "match": rf"{words} (?:already )?played an? {kind}(?: spell)? this turn",
                "make": {">=": [{"fow.played_kind": {"whose": who, "kind": kind}}, 1]},
            }
            for words, who in (("you", "you"), ("your opponent", "opponent"))
            for kind in ("chant", "resonator", "addition", "regalia")
        ),
        {
            "match": r"you control an? {what:desc}",
            "make": {"exists": {"$merge": ["$what", {"whose": "you"}]}},
        },
        {
            "match": r"you control {n:n} or more {what:desc}",
            "make": {">=": [{"count": {"$merge": ["$what", {"whose": "you"}]}}, "$n"]},
        },
        {
            "match": r"you control (?:a card named )?{name:name}",
            "make": {"exists": {"zone": ["field", "stones", "ruler_area"], "whose": "you", "name": "$name"}},
        },
        # (fow-a, wave 11) either of two names ("you control "Romeo" or "Juliet"")
        {
            "match": r"you control (?:a card named )?(?=\"[^\"]*\" or \"){names:names}",
            "make": {"exists": {"zone": ["field", "stones", "ruler_area"], "whose": "you", "name": "$names"}},
        },
        # (fow-a, wave 11) a J/ruler of yours recovered or rested (303.1)
        *(
            {
                "match": rf"you control an? {state} J/ruler",
                "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "state": state}]}},
            }
            for state in ("recovered", "rested")
        ),
        # (fow-a, wave 11) more cards of a kind than the other player controls
        *(
            {
                "match": rf"{who} controls? more {{what:desc}} than {other}",
                "make": {
                    ">": [
                        {"count": {"$merge": ["$what", {"whose": whose}]}},
                        {"count": {"$merge": ["$what", {"whose": rival}]}},
                    ]
                },
            }
            for who, other, whose, rival in (
                ("you", "your opponent", "you", "opponent"),
                ("your opponent", "you", "opponent", "you"),
            )
        ),
        # "J/ruler": the ruler in the ruler area or the J-ruler it became (705.3)
        {
            "match": r"your J/ruler is {names:names}",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "name": "$names"}]}},
        },
        # (fow-b, wave 12) "your J/ruler has [Flying] / [Mana]": a keyword it has, printed or
        # given (1101; [Mana] N, 1122)
        {
            "match": r"your J/ruler has {k:keyword}",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "keyword": "$k"}]}},
        },
        {
            "match": r"your J/ruler has \[Mana\]",
            "make": {"exists": {**_J_RULER, "whose": "you", "keyword": "mana"}},
        },
        # "If this card was awakened, …" (1109.2): the spell was played awakened, or the card
        # entered the field awakened
        {"match": r"this card was awakened", "make": {"fow.awakened": True}},
        # (a spell's) "If this card was played from a graveyard / with [Mastery]" (1115.2, D34)
        {"match": r"this card was played from (?:a|your) graveyard", "make": {"fow.played_via": "remnant"}},
        {
            "match": r"(?:this card was played|you played this card) with \[Mastery\]",
            "make": {"fow.played_via": "mastery"},
        },
        # "your opponent controls a Dragon / a damaged J/resonator / two or more J/rulers /
        # J/resonators": as "you control …", the opponent's cards
        {
            "match": r"your opponent controls an? {what:desc}",
            "make": {"exists": {"$merge": ["$what", {"whose": "opponent"}]}},
        },
        {
            "match": r"your opponent controls {n:n} or more {what:desc}",
            "make": {">=": [{"count": {"$merge": ["$what", {"whose": "opponent"}]}}, "$n"]},
        },
        # J/rulers: the rulers in the ruler area and the J-rulers (705.3)
        *(
            {
                "match": rf"{who} controls? {{n:n}} or more J/rulers",
                "make": {">=": [{"count": {**_J_RULER, "whose": whose}}, "$n"]},
            }
            for who, whose in (("you", "you"), ("your opponent", "opponent"))
        ),
        {
            "match": r"your opponent controls an? {race:race}",
            "make": {"exists": {"zone": ["field", "stones"], "whose": "opponent", "races": "$race"}},
        },
        # "your ruler is X": the ruler side in the ruler area (302.3: not once it is a J-ruler);
        # "your J-Ruler is X": the J-ruler side up; "your Ruler is X or your J-Ruler is Y": either
        {
            "match": r"your ruler is {names:names}",
            "make": {"exists": {"zone": "ruler_area", "whose": "you", "fow.kind": "ruler", "name": "$names"}},
        },
        {
            "match": r"your J-ruler is {names:names}",
            "make": {
                "exists": {
                    "zone": ["field", "ruler_area"],
                    "whose": "you",
                    "fow.kind": "j-ruler",
                    "name": "$names",
                }
            },
        },
        # the opponent's ruler or J/ruler (302.3, 705.3)
        {
            "match": r"your opponent's ruler is {names:names}",
            "make": {
                "exists": {"zone": "ruler_area", "whose": "opponent", "fow.kind": "ruler", "name": "$names"}
            },
        },
        {
            "match": r"your opponent's J/ruler is {names:names}",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "opponent", "name": "$names"}]}},
        },
        {
            "match": r"your ruler is {a:names} or your J-ruler is {b:names}",
            "make": {
                "any": [
                    {"exists": {"zone": "ruler_area", "whose": "you", "fow.kind": "ruler", "name": "$a"}},
                    {
                        "exists": {
                            "zone": ["field", "ruler_area"],
                            "whose": "you",
                            "fow.kind": "j-ruler",
                            "name": "$b",
                        }
                    },
                ]
            },
        },
        {
            "match": r"you control a J/ruler named {names:names}",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "name": "$names"}]}},
        },
        # "you control an entity / a resonator named X" (the card so described, of that name)
        {
            "match": r"you control an? {what:desc} named {names:names}",
            "make": {"exists": {"$merge": ["$what", {"whose": "you", "name": "$names"}]}},
        },
        # "you control a card named X and a card named Y", "you control "X" and "Y"": one of
        # each (two names: two cards)
        *(
            {
                "match": rf"you control {a} and {b}",
                "make": {
                    "all": [
                        {"exists": {"zone": ["field", "stones", "ruler_area"], "whose": "you", "name": "$a"}},
                        {"exists": {"zone": ["field", "stones", "ruler_area"], "whose": "you", "name": "$b"}},
                    ]
                },
            }
            for a, b in (
                ("a card named {a:name}", "a card named {b:name}"),
                ("{a:name}", "{b:name}"),
            )
        ),
        # a J-ruler (the J-ruler side in the field, 705.3) of that name
        {
            "match": r"you control a J-ruler named {names:names}",
            "make": {"exists": {"zone": "field", "whose": "you", "fow.kind": "j-ruler", "name": "$names"}},
        },
        # a ruler (in the ruler area, not turned to its J-ruler, 308) of that name
        {
            "match": r"you control a ruler named {names:names}",
            "make": {"exists": {"zone": "ruler_area", "whose": "you", "fow.kind": "ruler", "name": "$names"}},
        },
        # "you control five or more Treasury Items": cards of that race (205)
        {
            "match": r"you control {n:n} or more {race:races}",
            "make": {
                ">=": [{"count": {"zone": ["field", "stones"], "whose": "you", "races": "$race"}}, "$n"]
            },
        },
        # "you control a Cthulhu J/ruler": the ruler or J-ruler of that race (705.3)
        {
            "match": r"you control an? {race:race} J/ruler",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "races": "$race"}]}},
        },
        # (fow-a, wave 11) "you control an astral ruler (named …)": the same ruler (1010.1a, 1024.1)
        *(
            {
                "match": rf"you control an astral ruler{named}",
                "make": {
                    "exists": {
                        "zone": "ruler_area",
                        "whose": "you",
                        "fow.kind": "ruler",
                        "fow.counters": {"name": "astral", "has": True},
                        **name,
                    }
                },
            }
            for named, name in (("", {}), (" named {names:names}", {"name": "$names"}))
        ),
        # FoW 1010.1a, 1024.1: a ruler with an astral counter ("your ruler is astral")
        {
            "match": r"your ruler is astral",
            "make": {
                "exists": {
                    "zone": "ruler_area",
                    "whose": "you",
                    "fow.kind": "ruler",
                    "fow.counters": {"name": "astral", "has": True},
                }
            },
        },
        # a race alone: any card of that race you control (205)
        {
            "match": r"you control an? {race:race}",
            "make": {"exists": {"zone": ["field", "stones"], "whose": "you", "races": "$race"}},
        },
        # "you don't control a resonator, but control a J/ruler that shares an attribute or race
        # with this card"
        {
            "match": r"you don't control an? {what:desc}",
            "make": {"not": {"exists": {"$merge": ["$what", {"whose": "you"}]}}},
        },
        {
            "match": r"you don't control an? {what:desc}, but control a J/ruler that shares an attribute or race with this card",
            "make": {
                "all": [
                    {"not": {"exists": {"$merge": ["$what", {"whose": "you"}]}}},
                    {"exists": {"$merge": [_J_RULER, {"whose": "you", "fow.shares": "this"}]}},
                ]
            },
        },
        # "you control no (other) resonators": none
        {
            "match": r"you control no {what:desc}",
            "make": {"not": {"exists": {"$merge": ["$what", {"whose": "you"}]}}},
        },
        {
            "match": r"you control no other {what:desc}",
            "make": {"not": {"exists": {"$merge": ["$what", {"whose": "you", "other": True}]}}},
        },
        # "As long as you don't control other resonators" (any other card so described);
        # "you control another Beast / another resonator", "you don't control another Elf": a card
        # so described other than this one, a race alone as "you control a <race>" reads it (205)
        *(
            {
                "match": rf"you {verb} {other} {{what:desc}}",
                "make": wrap({"$merge": ["$what", {"whose": "you", "other": True}]}),
            }
            for verb, wrap in (("control", _exists), ("don't control", _none_exists))
            for other in ("another", "(?:any )?other")
        ),
        *(
            {
                "match": rf"you {verb} {other} {{race:{slot}}}",
                "make": wrap({"zone": ["field", "stones"], "whose": "you", "races": "$race", "other": True}),
            }
            for verb, wrap in (("control", _exists), ("don't control", _none_exists))
            for other, slot in (("another", "race"), ("(?:any )?other", "races"))
        ),
        {
            "match": r"you don't control another card named {name:name}",
            "make": {
                "not": {
                    "exists": {
                        "zone": ["field", "stones", "ruler_area"],
                        "whose": "you",
                        "name": "$name",
                        "other": True,
                    }
                }
            },
        },
        {
            "match": r"you don't control a J/ruler named {names:names}",
            "make": {"not": {"exists": {"$merge": [_J_RULER, {"whose": "you", "name": "$names"}]}}},
        },
        # (fow-probe, wave 11) "you don't control …" and "your opponent controls …" for every
        # one-card form "you control …" reads (probes: the negation and the opponent combined with
        # few of them), and the forms missing on every side: "a card named "A" or "B"",
        # "a (recovered / rested) J/ruler" (705.3)
        *(
            {"match": rf"{verb} {what}", "make": wrap({"$merge": [selector, {"whose": whose}]})}
            for what, selector in _CONTROLLED_ONE
            for verb, wrap, whose in (
                ("you control", _exists, "you"),
                ("you don't control", _none_exists, "you"),
                ("your opponent controls", _exists, "opponent"),
            )
        ),
        # a J/ruler or ruler with a word in its name (a ruler: in the ruler area, 308)
        {
            "match": r"you control a J/ruler with {names:names} in its name",
            "make": {"exists": {"$merge": [_J_RULER, {"whose": "you", "fow.name_has": "$names"}]}},
        },
        {
            "match": r"you control a ruler with {names:names} in its name",
            "make": {
                "exists": {
                    "zone": "ruler_area",
                    "whose": "you",
                    "fow.kind": "ruler",
                    "fow.name_has": "$names",
                }
            },
        },
        # a ruler of an attribute in the player's ruler area
        {
            "match": r"you control an? {a:attribute} ruler",
            "make": {"exists": {"zone": "ruler_area", "whose": "you", "fow.kind": "ruler", "colour": "$a"}},
        },
        # FoW 105.4: the player's life
        {"match": r"your life is {n:int} or less", "make": {"<=": [{"value": "you.life"}, "$n"]}},
        {"match": r"your life is {n:int} or more", "make": {">=": [{"value": "you.life"}, "$n"]}},
        # (fow-b, wave 12) the players' life compared (105: each player's life, a number)
        *(
            {"match": rf"your life is {words} (?:your opponent's life|theirs)", "make": {op: [mine, theirs]}}
            for words, op in (
                ("less than", "<"),
                ("(?:more|greater|higher) than", ">"),
                ("(?:equal to|the same as)", "=="),
                ("less than or equal to", "<="),
                ("(?:more|greater) than or equal to", ">="),
            )
            for mine, theirs in (({"value": "you.life"}, {"value": "opponent.life"}),)
        ),
        *(
            {"match": rf"your opponent's life is {words} (?:your life|yours)", "make": {op: [theirs, mine]}}
            for words, op in (("less than", "<"), ("(?:more|greater|higher) than", ">"))
            for mine, theirs in (({"value": "you.life"}, {"value": "opponent.life"}),)
        ),
        # FoW 1022: counters on this card
        {
            "match": r"there (?:is|are) {n:n} or more \[?{c:counter}\]? counters? on (?:it|this card)",
            "make": {">=": [{"fow.counters": "$c"}, "$n"]},
        },
        {
            "match": r"there is an? \[?{c:counter}\]? counter on (?:it|this card)",
            "make": {">=": [{"fow.counters": "$c"}, 1]},
        },
        {
            "match": r"there are no \[?{c:counter}\]? counters on (?:it|this card)",
            "make": {"<=": [{"fow.counters": "$c"}, 0]},
        },
        {
            "match": r"(?:it|this card) has an? \[?{c:counter}\]? counter on it",
            "make": {">=": [{"fow.counters": "$c"}, 1]},
        },
        # "you control seven or more water magic stones" (201.4c: that magic stone type)
        {
            "match": r"you control {n:n} or more {kind:stone_kind}",
            "make": {">=": [{"count": {"zone": "stones", "fow.kind": "$kind", "whose": "you"}}, "$n"]},
        },
        # "you control five or more magic stones with different names" (201.1)
        {
            "match": r"you control {n:n} or more magic stones with different names",
            "make": {
                ">=": [
                    {
                        "fow.distinct": {
                            "of": "name",
                            "cards": {"zone": "stones", "fow.kind": "magic stone", "whose": "you"},
                        }
                    },
                    "$n",
                ]
            },
        },
        # "you control two or more other resonators" ("another …": with "you don't control")
        {
            "match": r"you control {n:n} or more other {what:desc}",
            "make": {">=": [{"count": {"$merge": ["$what", {"whose": "you", "other": True}]}}, "$n"]},
        },
        # the cards in a player's hand
        {
            "match": r"your opponent has {n:n} or (?:less|fewer) cards in (?:their )?hand",
            "make": {"<=": [{"count": {"zone": "hand", "whose": "opponent"}}, "$n"]},
        },
        # this card's own state or role in a battle ("as long as it is attacking", 803)
        *(
            {
                "match": rf"(?:it is|it's|this card is) {state}",
                "make": {"exists": {"var": "this", "state": state}},
            }
            for state in ("recovered", "rested")
        ),
        *(
            {
                "match": rf"(?:it is|it's|this card is) {role}",
                "make": {"exists": {"var": "this", "fow.battle": role}},
            }
            for role in ("attacking", "blocking")
        ),
        {"match": r"you have no cards in your hand", "make": {"fow.hand_empty": True}},
        # the cards in a zone: "there are seven or more cards in your graveyard", "you have N or
        # more cards in your hand", "your opponent has N or more cards in their hand"
        *(
            {
                "match": rf"(?:there are|you have) {{n:n}} or more cards in your {zone}",
                "make": {">=": [{"count": {"zone": zone, "whose": "you"}}, "$n"]},
            }
            for zone in ("graveyard", "hand")
        ),
        {
            "match": r"there are {n:n} or more cards in your opponent's graveyard",
            "make": {">=": [{"count": {"zone": "graveyard", "whose": "opponent"}}, "$n"]},
        },
        {
            "match": r"your opponent has {n:n} or more cards in (?:their |his or her )?hand",
            "make": {">=": [{"count": {"zone": "hand", "whose": "opponent"}}, "$n"]},
        },
        {
            "match": r"you have {n:n} or (?:less|fewer) cards in your hand",
            "make": {"<=": [{"count": {"zone": "hand", "whose": "you"}}, "$n"]},
        },
        # "exactly": that many, no more (D91)
        {
            "match": r"you have exactly {n:n} cards in your hand",
            "make": {"==": [{"count": {"zone": "hand", "whose": "you"}}, "$n"]},
        },
        {
            "match": r"you control exactly {n:n} {what:desc}",
            "make": {"==": [{"count": {"$merge": ["$what", {"whose": "you"}]}}, "$n"]},
        },
        {
            "match": r"your opponent's life is {n:int} or less",
            "make": {"<=": [{"value": "opponent.life"}, "$n"]},
        },
        {
            "match": r"your opponent's life is {n:int} or more",
            "make": {">=": [{"value": "opponent.life"}, "$n"]},
        },
        # cards in a graveyard or removed area: "there are three or more resonators in your
        # graveyard", "there is a card named "X" in your graveyard", "there are no cards in your
        # removed area"
        {
            "match": r"there (?:is|are) {n:n} or more {what:pile}",
            "make": {">=": [{"count": "$what"}, "$n"]},
        },
        {"match": r"there (?:is|are) an? {what:pile}", "make": {"exists": "$what"}},
        # (fow-probe, wave 11) "a card named "X" is in your removed area (and was removed by this
        # card)": one there (D125: removed by this object)
        {
            "match": r"an? {what:pile_desc} is in {z:pile_zone}",
            "make": {"exists": {"$merge": ["$what", "$z"]}},
        },
        {
            "match": r"an? {what:pile_desc} is in {z:removed_zone} and was removed by this card",
            "make": {"exists": {"$merge": ["$what", "$z", {"fow.removed_by": "this"}]}},
        },
        # "there is a resonator, chant, addition, and magic stone in your graveyard" (three or
        # four card types, each listed once): a card of each type there (decision D92)
        *({"match": match, "make": make} for match, make in _kinds_in()),
        {"match": r"there are no {what:pile}", "make": {"not": {"exists": "$what"}}},
        {"match": r"this card is not bestowed to a card", "make": {"fow.bestowed": False}},
        # FoW 1137.2b: the runes revealed from the player's rune area
        {
            "match": r"there are {n:n} or more runes revealed from your rune area",
            "make": {"fow.runes": "$n"},
        },
        {"match": r"it(?: is|'s) your turn", "make": {"turn": "yours"}},
        {"match": r"it(?: is|'s) your opponent's turn", "make": {"turn": "opponents"}},
    ],
    # what "for each" counts beyond a group: a race alone you control, cards in your graveyard
    # or removed area
    "counted": [
        {
            "match": r"{race:race} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race"},
        },
        {
            "match": r"other {race:race} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race", "other": True},
        },
        # "for each Sun Protection ruler or entity you control": the ruler in its area counts too
        {
            "match": r"{race:race} ruler or entity you control",
            "make": {"zone": ["field", "stones", "ruler_area"], "whose": "you", "races": "$race"},
        },
        {"match": r"{what:pile}", "make": "$what"},
    ],
    # cards described in a player's graveyard or removed area, or in all of them ("chants in your
    # graveyard", "card in your opponent's removed area", "magic stone in all graveyards", "cards
    # named "X" in your graveyard"): a graveyard card's description (``grave_descs``) in that zone
    "pile": [
        {"match": r"{what:pile_desc} in {z:pile_zone}", "make": {"$merge": ["$what", "$z"]}},
        # (fow-probe, wave 11) "… in any removed area that was / were removed by this card" (D125)
        {
            "match": r"{what:pile_desc} in {z:removed_zone} that (?:was|were) removed by this card",
            "make": {"$merge": ["$what", "$z", {"fow.removed_by": "this"}]},
        },
    ],
    # (fow-probe, wave 11) a removed area: a player's, or any ("any removed area", "all removed areas")
    "removed_zone": [
        {"match": r"your removed area", "make": {"zone": "removed", "whose": "you"}},
        {
            "match": r"(?:your opponent's|their) removed area",
            "make": {"zone": "removed", "whose": "opponent"},
        },
        {"match": r"(?:any|a|all) removed areas?", "make": {"zone": "removed", "whose": "any"}},
    ],
    "pile_desc": [
        {"match": r"cards?", "make": {}},
        {"match": r"cards? named {name:name}", "make": {"name": "$name"}},
        {"match": r"{what:grave_descs}", "make": "$what"},
    ],
    # one card type of a list ("a resonator, chant, addition, and magic stone")
    "pile_kind": [
        {"match": rf"(?:an? )?{kind}", "make": {"fow.kind": kind}}
        for kind in ("resonator", "chant", "addition", "magic stone", "rune")
    ],
    "pile_zone": [
        *(
            {"match": rf"{who} {place}", "make": {"zone": zone, "whose": whose}}
            for who, whose in (("your", "you"), ("(?:your opponent's|their)", "opponent"))
            for place, zone in (("graveyard", "graveyard"), ("removed area", "removed"))
        ),
        {"match": r"all graveyards?", "make": {"zone": "graveyard", "whose": "any"}},
        {"match": r"all removed areas?", "make": {"zone": "removed", "whose": "any"}},
        # (fow-probe, wave 11) "any removed area" as "all removed areas"
        {"match": r"any removed area", "make": {"zone": "removed", "whose": "any"}},
    ],
    # a change of the cost to play this card (chase.COST_CHANGE): the will, less or more, where it
    # is played from, when (a condition) and how many times ("for each …")
    "cost_change": [
        {"match": r"{w:will} {ch:less_more} to play this card", "make": _cost_change()},
        {
            "match": r"{w:will} {ch:less_more} to play this card from {f:play_zone}",
            "make": _cost_change({"from": "$f"}),
        },
        {
            "match": r"{w:will} {ch:less_more} to play this card,? if {cond:condition}",
            "make": {"$merge": [_cost_change(), {"condition": "$cond"}]},
        },
        # "… less to play this card if it targets a Beast / a J-ruler you control": worked out
        # once the targets are chosen (903.2g before 903.2i; chase.targeted_cost, D76)
        *(
            {
                "match": rf"{{w:will}} less to play this card,? if it targets an? {{what:one_desc}}{words}",
                "make": {
                    "kind": "cont",
                    "tags": ["cost_change"],
                    "params": {
                        "change": "less",
                        "will": "$w",
                        "targeting": {"$merge": ["$what", {"whose": whose}]},
                    },
                },
            }
            for words, whose in (
                ("", "any"),
                (" you control", "you"),
                (" your opponent controls", "opponent"),
            )
        ),
        {
            "match": r"{w:will} {ch:less_more} to play this card for each {n:per}",
            "make": _cost_change({"times": "$n"}),
        },
        {
            "match": r"{w:will} {ch:less_more} to play this card,? as long as {cond:condition}",
            "make": {"$merge": [_cost_change(), {"condition": "$cond"}]},
        },
    ],
    # the condition of a change of this card's cost, tested as it is played (before the card
    # is counted among the cards played this turn: "this is the first chant you play this turn")
    "cost_condition": [
        {"match": r"{c:condition}", "make": "$c"},
        *(
            {
                "match": rf"this is the first {kind} you play this turn",
                "make": {"==": [{"fow.played_kind": {"whose": "you", "kind": kind}}, 0]},
            }
            for kind in ("chant", "resonator", "addition", "regalia")
        ),
        {
            "match": r"this is the first (?:card|spell) you play this turn",
            "make": {"==": [{"fow.played": "you"}, 0]},
        },
    ],
    # a change of a ruler's own Judgment cost (decision D88)
    "judgment_change": [
        {
            "match": r"{w:will} {ch:less_more} to play this (?:ability|judgment process) for each {n:per}",
            "make": {"change": "$ch", "will": "$w", "times": "$n"},
        },
        {
            "match": r"{w:will} {ch:less_more} to play this (?:ability|judgment process),? if {cond:condition}",
            "make": {"change": "$ch", "will": "$w", "condition": "$cond"},
        },
        # "You pay {W} rather than pay this cost if …": that cost instead, before any change
        {
            "match": r"{w:will} rather than pay this cost,? if {cond:condition}",
            "make": {"change": "instead", "will": "$w", "condition": "$cond"},
        },
    ],
    # the cards whose cost a card in the field changes (a card as it is played: its filters only)
    "cost_cards": [
        {"match": r"chants", "make": {"fow.kind": "chant"}},
        {"match": r"resonators", "make": {"fow.kind": "resonator"}},
        {"match": r"additions and regalia", "make": {"fow.kind": ["addition", "regalia"]}},
        {
            "match": r"resonators with total cost {n:int} or more",
            "make": {"fow.kind": "resonator", "total_cost": {">=": "$n"}},
        },
        {"match": r"{race:race} resonators", "make": {"fow.kind": "resonator", "races": "$race"}},
        {"match": r"{race:race} chants", "make": {"fow.kind": "chant", "races": "$race"}},
        {"match": r"runes", "make": {"fow.kind": "rune"}},
        {"match": r"{race:race} cards", "make": {"races": "$race"}},
        {"match": r"{a:attribute} (?:cards|spells)", "make": {"colour": "$a"}},
        {"match": r"cards named {name:name}", "make": {"name": "$name"}},
        {"match": r"{race:races}", "make": {"races": "$race"}},
        # (fow-c, wave 13) "Fairy Tales or Moons": a card of either race (either list of names)
        {
            "match": r"{race:races} or {other:races}",
            "make": {"races": {"$concat": ["$race", "$other"]}},
        },
        # the pieces of any other description of cards as they are played: a kind, an attribute,
        # a race (or either of two, or none of one), a name, a total cost
        {"match": r"{k:cost_kind}", "make": "$k"},
        {"match": r"{a:attribute} {k:cost_kind}", "make": {"$merge": ["$k", {"colour": "$a"}]}},
        {"match": r"{race:race} {k:cost_kind}", "make": {"$merge": ["$k", {"races": "$race"}]}},
        {
            "match": r"{race:race} or {other:race} {k:cost_kind}",
            "make": {"$merge": ["$k", {"races": {"$concat": ["$race", "$other"]}}]},
        },
        {"match": r"non-{race:race} {k:cost_kind}", "make": {"$merge": ["$k", {"not": {"races": "$race"}}]}},
        {"match": r"{k:cost_kind} named {names:names}", "make": {"$merge": ["$k", {"name": "$names"}]}},
        # a keyword they have ("cards with [Will of Hope]", 1101.1b)
        {"match": r"{k:cost_kind} with {kw:keyword}", "make": {"$merge": ["$k", {"keyword": "$kw"}]}},
        {
            "match": r"{k:cost_kind} with {names:names} in their names?",
            "make": {"$merge": ["$k", {"fow.name_has": "$names"}]},
        },
        *(
            {
                "match": rf"{{what:cost_cards}} with total cost {{n:int}} or {word}",
                "make": {"$merge": ["$what", {"total_cost": {op: "$n"}}]},
            }
            for word, op in (("more", ">="), ("less", "<="))
        ),
    ],
    # a kind of card as it is played, in the plural (201.2; "cards", "spells": any)
    "cost_kind": [
        {"match": r"chants", "make": {"fow.kind": "chant"}},
        {"match": r"resonators", "make": {"fow.kind": "resonator"}},
        {"match": r"additions", "make": {"fow.kind": "addition"}},
        {"match": r"regalia", "make": {"fow.kind": "regalia"}},
        {"match": r"runes", "make": {"fow.kind": "rune"}},
        {"match": r"(?:cards|spells)", "make": {}},
        {
            "match": r"resonators and chants|chants and resonators",
            "make": {"fow.kind": ["resonator", "chant"]},
        },
    ],
    # "different name / attribute / total cost / race / magic stone type among (all) <cards>"
    # (fow.distinct, D145)
    "distinct": [
        {
            "match": r"different {of:distinct_of} among (?:all )?{what:group}",
            "make": {"fow.distinct": {"of": "$of", "cards": "$what"}},
        },
        {
            "match": r"different {of:distinct_of} among all cards in your graveyard",
            "make": {"fow.distinct": {"of": "$of", "cards": {"zone": "graveyard", "whose": "you"}}},
        },
        # "cards you control": the cards in its field and its ruler area (105.3, D145)
        {
            "match": r"different {of:distinct_of} among (?:all )?cards you control",
            "make": {
                "fow.distinct": {
                    "of": "$of",
                    "cards": {"zone": ["field", "stones", "ruler_area"], "whose": "you"},
                }
            },
        },
        # "(for each) magic stone you control with a different name", "(for each) Flower addition
        # with different names you control": the different names among those cards
        {
            "match": r"{what:desc} (?:you control with (?:a different name|different names)|with different names you control)",
            "make": {"fow.distinct": {"of": "name", "cards": {"$merge": ["$what", {"whose": "you"}]}}},
        },
    ],
    "distinct_of": [
        {"match": r"names?", "make": "name"},
        {"match": r"attributes?", "make": "colour"},
        {"match": r"total costs?", "make": "total_cost"},
        {"match": r"races?", "make": "race"},
        {"match": r"magic stone types?", "make": "stone_type"},
    ],
    "less_more": [{"match": r"less", "make": "less"}, {"match": r"more", "make": "more"}],
    # the zone a card is played from (a rune's copy is played from the rune area, 711.2)
    "play_zone": [
        {"match": r"a rune area|your rune area", "make": "rune_area"},
        {"match": r"your removed area", "make": "removed"},
        {"match": r"(?:a|your) graveyard", "make": "graveyard"},
    ],
    # what "for each" counts, as a number
    "per": [
        # "for each resonator removed this way" (as in x_value)
        *(
            {"match": rf"{what} {verb} this way", "make": {"count": make}}
            for verb, mark in THIS_WAY
            for what, make in (
                ("card", {"var": mark}),
                ("{what:cost_desc}", {"$merge": ["$what", {"var": mark}]}),
            )
        ),
        {"match": r"{what:group}", "make": {"count": "$what"}},
        {"match": r"{what:counted}", "make": {"count": "$what"}},
        {"match": r"\[?{c:counter}\]? counter on (?:it|this card)", "make": {"fow.counters": "$c"}},
        {"match": r"{n:distinct}", "make": "$n"},
        {
            "match": r"ruler you control with {names:names} in its name",
            "make": {
                "count": {"zone": "ruler_area", "whose": "you", "fow.kind": "ruler", "fow.name_has": "$names"}
            },
        },
        # (the card played is on the chase by then, 903.2d: not counted)
        {"match": r"card in your hand", "make": {"count": {"zone": "hand", "whose": "you", "other": True}}},
    ],
    # what X is ("…, where X is the number of magic stones you control")
    "x_value": [
        # FoW 1023.1: the total of the dice an earlier "[Force] N" rolled (the compiler
        # keeps it only after such a step)
        {"match": r"the result of the roll", "make": "force_roll"},
        # "the number of magic stones banished this way": the cards an earlier step of the same
        # effect moved, of the kind named (the compiler binds that step, ``_bind_this_way``)
        # "the (combined) total cost of the card(s) discarded this way": printed, the same in
        # every zone (202.3), so read after the move
        *(
            {
                "match": rf"the (?:combined )?total cost of (?:the )?{what} {verb} this way",
                "make": {"total": {"cards": make, "name": "total_cost"}},
            }
            for verb, mark in THIS_WAY
            for what, make in (
                ("cards?", {"var": mark}),
                ("{what:cost_desc}", {"$merge": ["$what", {"var": mark}]}),
                ("{what:cost_descs}", {"$merge": ["$what", {"var": mark}]}),
            )
        ),
        *(
            {"match": rf"the number of {what} {verb} this way", "make": {"count": make}}
            for verb, mark in THIS_WAY
            for what, make in (
                ("cards", {"var": mark}),
                ("{what:cost_descs}", {"$merge": ["$what", {"var": mark}]}),
            )
        ),
        # "five minus the number of cards in your hand": never below 0 (104.2: something done a
        # negative number of times is not done)
        {"match": r"{n:n} minus {x:x_value}", "make": {"max": [0, {"sum": ["$n", {"neg": "$x"}]}]}},
        {"match": r"the number of {n:per}", "make": "$n"},
        # FoW 803.3: "the number of times J/resonators you control attacked this turn" (each
        # attack declared; only J/resonators attack, so every attack of that player)
        *(
            {
                "match": rf"the number of times J/resonators {words} attacked this turn",
                "make": {"fow.attacked": who},
            }
            for words, who in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # FoW 1022: "the number of strength counters on this card"
        {"match": r"the number of \[?{c:counter}\]? counters on this card", "make": {"fow.counters": "$c"}},
        {"match": r"the number of {n:distinct}", "make": "$n"},
        {"match": r"the number of {what:group}", "make": {"count": "$what"}},
        {
            "match": r"the number of cards in (?:your opponent's|their) hand",
            "make": {"count": {"zone": "hand", "whose": "opponent"}},
        },
        {"match": r"the number of cards in your hand", "make": {"count": {"zone": "hand", "whose": "you"}}},
        {
            "match": r"the number of cards in your graveyard",
            "make": {"count": {"zone": "graveyard", "whose": "you"}},
        },
        # "the number of Demonic Worlds with different names you control" (fow.distinct)
        {
            "match": r"the number of {race:races} with different names you control",
            "make": {
                "fow.distinct": {
                    "of": "name",
                    "cards": {"zone": ["field", "stones"], "whose": "you", "races": "$race"},
                }
            },
        },
        # "the number of Flower additions with different names you control"
        {
            "match": r"the number of {what:desc} with different names you control",
            "make": {"fow.distinct": {"of": "name", "cards": {"$merge": ["$what", {"whose": "you"}]}}},
        },
        {
            "match": r"(?:the ATK of this card|this card's ATK)",
            "make": {"stat": {"card": "this", "name": "atk"}},
        },
        {
            "match": r"(?:the DEF of this card|this card's DEF)",
            "make": {"stat": {"card": "this", "name": "def"}},
        },
    ],
    # one name or several ("A" or "B")
    # decision D34: the rests of "[Mastery] "X"" ("X" or "Y": either; "X" and "Y": one of each)
    "mastery": [
        {"match": r"{a:name}", "make": [{"rest": {"zone": MASTERY_ZONES, "name": "$a", "whose": "you"}}]},
        {
            "match": r"{a:name} or {b:name}",
            "make": [{"rest": {"zone": MASTERY_ZONES, "name": ["$a", "$b"], "whose": "you"}}],
        },
        {
            "match": r"{a:name} and {b:name}",
            "make": [
                {"rest": {"zone": MASTERY_ZONES, "name": "$a", "whose": "you"}},
                {"rest": {"zone": MASTERY_ZONES, "name": "$b", "whose": "you"}},
            ],
        },
    ],
    "names": [
        {"match": r"{a:name}", "make": ["$a"]},
        {"match": r"{a:name} or {b:name}", "make": ["$a", "$b"]},
        # a list: ""A", "B" or "C""
        {"match": r"{a:name}, {b:names}", "make": {"$concat": [["$a"], "$b"]}},
    ],
    # cards described, not named (909.4): "J/resonators you control", "all resonators"
    "live_group": [
        {"match": r"(?!this card\b){what:group}", "make": "$what"},
        {"match": r"(?:all|each) {what:desc}", "make": {"$merge": ["$what", {"whose": "any"}]}},
    ],
    "group": [
        {"match": r"this card", "make": "this"},
        # FoW 1406.2b: the card an old addition is added to ("Added J/resonator gains …",
        # "Resonator with this gains …", decision D54)
        {
            "match": r"(?:the )?added (?:J/)?resonator",
            "make": {"zone": "field", "fow.added": True, "whose": "any"},
        },
        # FoW 1121.3a: "bestowed resonator" is the card this card is added to
        {
            "match": r"(?:the )?bestowed resonator",
            "make": {"zone": "field", "fow.added": True, "whose": "any"},
        },
        {
            "match": r"(?:the )?resonator with this",
            "make": {"zone": "field", "fow.added": True, "whose": "any"},
        },
        {"match": r"{what:desc} you control", "make": {"$merge": ["$what", {"whose": "you"}]}},
        # a race alone, named in the plural ("Cthulhu you control", "Demonic Worlds you control")
        {
            "match": r"{race:races} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race"},
        },
        {
            "match": r"{race:races} your opponent controls",
            "make": {"zone": ["field", "stones"], "whose": "opponent", "races": "$race"},
        },
        {
            "match": r"other {race:races} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race", "other": True},
        },
        {
            "match": r"{race:races} you control {w:with}",
            "make": {"$merge": [{"zone": ["field", "stones"], "whose": "you", "races": "$race"}, "$w"]},
        },
        # "J-rulers named "Alice, Fairy Queen" you control"
        {
            "match": r"{what:desc} named {names:names} you control",
            "make": {"$merge": ["$what", {"name": "$names", "whose": "you"}]},
        },
        # (fow-b, wave 12) old cards' "your resonators", "each of your fire magic stones" ("for
        # each of your …"): the cards of the kind you control (as "resonators you control")
        {"match": r"(?:each of |of )?your {what:desc}", "make": {"$merge": ["$what", {"whose": "you"}]}},
        # "J/rulers you control": rulers in the ruler area and J-rulers (705.3)
        {"match": r"J/rulers? you control", "make": {**_J_RULER, "whose": "you"}},
        *(
            {"match": rf"{state} J/rulers? you control", "make": {**_J_RULER, "whose": "you", "state": state}}
            for state in ("recovered", "rested")
        ),
        {"match": r"J/rulers? your opponent controls", "make": {**_J_RULER, "whose": "opponent"}},
        # "Your J/ruler gains [Barrier]": the player's ruler or the J-ruler it became (705.3);
        # "Your J-ruler gains …": the J-ruler only
        {"match": r"your J/ruler", "make": {**_J_RULER, "whose": "you"}},
        {"match": r"your J-ruler", "make": {"zone": "field", "fow.kind": "j-ruler", "whose": "you"}},
        # the same race alone in the singular: "Each Human you control gains [+200/+200]"
        {
            "match": r"each {race:race} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race"},
        },
        {
            "match": r"each other {race:race} you control",
            "make": {"zone": ["field", "stones"], "whose": "you", "races": "$race", "other": True},
        },
        # "Each Musketeer resonator you control gains …": each of the cards described
        {"match": r"each {what:desc} you control", "make": {"$merge": ["$what", {"whose": "you"}]}},
        {
            "match": r"each other {what:desc} you control",
            "make": {"$merge": ["$what", {"whose": "you", "other": True}]},
        },
        # the qualities after whose the cards are ("Resonators you control with [Flying]",
        # "J/resonators you control with a [+100/+100] counter on them")
        *(
            {
                "match": rf"{other}{{what:desc}} {who} {{w:with}}",
                "make": {"$merge": ["$what", "$w", {"whose": whose, **extra}]},
            }
            for other, extra in (("", {}), ("other ", {"other": True}))
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # "All resonators gain …", "Each resonator your opponent controls gains …": the same cards
        {"match": r"all {g:group}", "make": "$g"},
        *(
            {
                "match": rf"each {other}{{what:desc}} your opponent controls",
                "make": {"$merge": ["$what", mine]},
            }
            for other, mine in (("", {"whose": "opponent"}), ("other ", {"whose": "opponent", "other": True}))
        ),
        # (fow-b, wave 12) "Resonators you control of the chosen race" (D136)
        *(
            {
                "match": rf"{{what:desc}} {who} of the chosen race",
                "make": {"$merge": ["$what", {"whose": whose, "fow.chosen_race": True}]},
            }
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # "J/resonators you control other than this card": not this card (as "other", 205)
        {"match": r"{g:group} other than this card", "make": {"$merge": ["$g", {"other": True}]}},
        # two races in the plural ("Elves and Fairies you control"): a card of either (205)
        *(
            {
                "match": rf"{{a:races}} (?:and|and/or) {{b:races}} {who}",
                "make": {"zone": ["field", "stones"], "whose": whose, "races": {"$concat": ["$a", "$b"]}},
            }
            for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
        ),
        # cards described with no controller: every player's ("Non-darkness resonators gain …")
        {"match": r"{what:desc}", "make": {"$merge": ["$what", {"whose": "any"}]}},
        {
            "match": r"other {what:desc} you control",
            "make": {"$merge": ["$what", {"whose": "you", "other": True}]},
        },
        {
            "match": r"{what:desc} your opponent controls",
            "make": {"$merge": ["$what", {"whose": "opponent"}]},
        },
    ],
}

# (fow-a, wave 11) FoW 906.1: "When" and "Whenever" open the same trigger condition; older
# printings say "When a resonator you control …" where the newer say "Whenever …"
GRAMMAR["trigger"] = [
    {**rule, "match": "(?:When|Whenever) " + rule["match"].removeprefix("Whenever ")}
    if rule["match"].startswith("Whenever ")
    else rule
    for rule in GRAMMAR["trigger"]
]


def _until_game(make: Any) -> Any:
    """``make`` with each step lasting until end of game (``"until": "game"``)."""
    if isinstance(make, dict):
        done = {k: _until_game(v) for k, v in make.items()}
        return {**done, "until": "game"} if "do" in make else done
    if isinstance(make, list):
        return [_until_game(v) for v in make]
    return make


def _steps_of(make: Any) -> set[str]:
    if isinstance(make, dict):
        return ({str(make["do"])} if "do" in make else set()).union(*(_steps_of(v) for v in make.values()))
    if isinstance(make, list):
        return set().union(*(_steps_of(v) for v in make))
    return set()


# (fow-b, wave 12) FoW 909: "… gains [Flying] / [+200/+200] until end of game" (CST-026, MP01-101):
# the same changes as "until end of turn" that last for the rest of the game (the card keeps them
# while it stays the same object, 302.3); each gain, loss or change of values read with it, and
# the duration printed first as well ("Until end of game, J/resonators you control gain [Eternal].")
_TIMED = [
    rule
    for rule in GRAMMAR["step"]
    if rule["match"].endswith(" until end of turn")
    and any(verb in rule["match"] for verb in (" gains? ", " loses? "))
    and _steps_of(rule["make"]) <= {"grant", "modify", "fow.live"}
]
GRAMMAR["step"] += [
    {**rule, "match": match, "make": _until_game(rule["make"]) if game else rule["make"]}
    for rule in _TIMED
    for base in (rule["match"].removesuffix(" until end of turn"),)
    for match, game in (
        (base + " until end of game", True),
        ("until end of turn, " + base, False),
        ("until end of game, " + base, True),
    )
]


def replaced(value: Any, old: str, new: Any) -> Any:
    """``value`` (script data) with each string ``old`` (a slot's name, a reference) replaced by
    ``new``, everywhere."""
    if isinstance(value, dict):
        return {k: replaced(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [replaced(v, old, new) for v in value]
    return new if value == old else value


# (fow-b, wave 12) FoW 1020: "A J/resonator you control gains [Swiftness] until end of turn"
# (HSD-004): one card chosen as it resolves, not targeted (as "Recover a J/resonator you
# control"), given what a named card is given with the same words
GRAMMAR["step"] += [
    {
        **rule,
        "match": f"an? {{what:one_desc}} {who} " + rule["match"].removeprefix("{who:named} "),
        "make": [
            {"do": "choose", "from": {"$merge": ["$what", {"whose": whose}]}, "n": 1, "as": "gaining"},
            *replaced(rule["make"], "$who", "gaining"),
        ],
    }
    for rule in list(GRAMMAR["step"])
    if rule["match"].startswith("{who:named} ")
    and isinstance(rule["make"], list)
    and rule["match"].endswith((" until end of turn", " until end of game"))
    and _steps_of(rule["make"]) <= {"grant", "modify"}
    for who, whose in (("you control", "you"), ("your opponent controls", "opponent"))
]
