"""The card-script language: abilities as data, loaded without running code.

A card's ``script`` is a JSON list of abilities (``docs/card-scripts.md`` documents every
form). Loading checks every key against the vocabulary the game registered, so a typo is a
``ScriptError`` naming the card, the ability and the step, never a surprise in play. Nothing
in a script is ever evaluated as Python: imported card data cannot run code.

The ``Interpreter`` holds the vocabulary: effect verbs (``draw``, ``move``, ``modify`` …),
conditions, cost atoms, card selectors and filters, expressions and trigger patterns. The
engine registers the forms the four games share; each game registers its own (``ws.brainstorm``,
``op.give_don``, ``fow.produce``) and may replace a shared verb with one that follows its
rules (WS ``draw`` refreshes in the middle, M 3.2.3.2).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.engine.abilities import Ability, Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import player_name, split_key, zone_key

if TYPE_CHECKING:
    pass

Verb = Callable[[Context, Mapping[str, Any]], Flow]
Predicate = Callable[[Context, Any], bool]
Expression = Callable[[Context, Any], int]
Filter = Callable[[Context, Card, Any], bool]
Ref = Callable[[Context], list[Card]]
EventMatch = Callable[[Context, Event, Any, bool], bool]


@dataclass(frozen=True)
class CostAtom:
    """One kind of cost: whether it can be paid now, and paying it (returns success)."""

    can_pay: Callable[[Context, Mapping[str, Any]], bool]
    pay: Callable[[Context, Mapping[str, Any]], Flow]


class ScriptError(ValueError):
    """A card script that does not follow the format; says which card, ability and key."""


ABILITY_KEYS: dict[str, set[str]] = {
    "auto": {"trigger", "condition", "cost", "optional", "effect", "limit", "zones", "tags"},
    "act": {"condition", "cost", "effect", "limit", "zones", "timing", "tags", "optional"},
    "cont": {"condition", "modifiers", "zones", "tags", "effect"},
    "replace": {"replaces", "condition", "cost", "optional", "effect", "zones", "tags", "limit"},
    "play": {"condition", "cost", "effect", "tags", "timing"},
    "keyword": {"keyword", "params", "zones", "tags", "condition", "cost"},
}
COMMON_KEYS = {"kind", "text", "keyword", "params", "automated"}
#: the largest number a card script may write (no card counts past it; a larger one is a
#: mistake or an attempt to make the engine work forever)
MAX_NUMBER = 1_000_000
#: the most times a ``repeat`` with a written count may run
MAX_REPEAT = 100
#: the deepest a script's lists and objects may nest
MAX_DEPTH = 32

#: the keys an ability's own fields hold; any other key a game registered goes to ``params``
CORE_KEYS = frozenset(key for keys in ABILITY_KEYS.values() for key in keys) | COMMON_KEYS | {"params"}

#: keys of a step whose values are nested step lists
NESTED = ("then", "else", "steps")
COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


#: selector keys that say where a card is, not what it is (``face_up`` too: whether a card lies
#: face down is public, FoW 303.2b)
_PLACE_KEYS: frozenset[str] = frozenset({"zone", "whose", "n", "up_to", "as", "prompt", "var", "face_up"})


class Interpreter:
    """Loads and runs card scripts with a registered vocabulary (see the module docstring)."""

    def __init__(self) -> None:
        self.verbs: dict[str, Verb] = {}
        self.predicates: dict[str, Predicate] = {}
        self.expressions: dict[str, Expression] = {}
        self.filters: dict[str, Filter] = {}
        self.refs: dict[str, Ref] = {}
        #: named players a game adds (``players``): a player chosen as a target, none if it is
        #: no longer a legal one
        self.player_refs: dict[str, Callable[[Context], list[int]]] = {}
        self.costs: dict[str, CostAtom] = {}
        self.event_keys: dict[str, EventMatch] = {}
        self.keywords: set[str] = set()
        #: the game's rule on which cards an effect may choose (``None``: any the selector finds);
        #: Weiß Schwarz's "cannot be chosen by your opponent's effects" (WS 1.3.3)
        self.choosable: Callable[[Context, Card], bool] | None = None
        #: ability kind -> the keys it may have (games add kinds and keys with
        #: ``register_ability_keys``)
        self.ability_keys: dict[str, set[str]] = {kind: set(keys) for kind, keys in ABILITY_KEYS.items()}
        register_core(self)

    def register_ability_keys(self, kind: str, keys: set[str]) -> None:
        """Let abilities of ``kind`` (a new kind, or one the core knows) have ``keys``; the
        game's own code gives them meaning (an ``Ability`` keeps them in ``params``)."""
        self.ability_keys.setdefault(kind, set()).update(keys)

    # ================================================================== loading
    def load(self, script: Any, where: str) -> tuple[Ability, ...]:
        """Check ``script`` (a card's list of abilities) and build its ``Ability`` values.

        Raises:
            ScriptError: naming ``where`` (the card), the ability and the faulty key.
        """
        if script in (None, ""):
            return ()
        if not isinstance(script, list):
            raise ScriptError(f"{where}: a card script is a list of abilities, not {type(script).__name__}")
        abilities: list[Ability] = []
        for index, raw in enumerate(script):
            place = f"{where}, ability {index + 1}"
            if not isinstance(raw, Mapping):
                raise ScriptError(f"{place}: an ability is an object with a 'kind'")
            _check_bounds(raw, place, 0)
            kind = raw.get("kind")
            if kind not in self.ability_keys:
                raise ScriptError(f"{place}: unknown kind {kind!r}; one of {', '.join(self.ability_keys)}")
            unknown = set(raw) - self.ability_keys[kind] - COMMON_KEYS
            if unknown:
                raise ScriptError(f"{place}: {kind} abilities have no {', '.join(sorted(unknown))}")
            keyword = str(raw.get("keyword", ""))
            if kind == "keyword" and keyword not in self.keywords:
                raise ScriptError(f"{place}: unknown keyword {keyword!r}")
            triggers = as_list(raw.get("trigger"))  # one printed ability may have several ("when A or B")
            for trigger in triggers:
                self._check_trigger(trigger, place)
            if kind == "auto" and not triggers:
                raise ScriptError(f"{place}: an auto ability needs a 'trigger'")
            for cost in raw.get("cost", ()):
                self._check_cost(cost, place)
            self._check_steps(raw.get("effect", ()), f"{place}, effect")
            if "condition" in raw:
                self._check_condition(raw["condition"], f"{place}, condition")
            replaced = as_list(raw.get("replaces"))  # one printed replacement of several actions
            for pattern in replaced:
                self._check_trigger(pattern, place)
            modifiers = raw.get("modifiers", ())
            for mod in modifiers:
                if not isinstance(mod, Mapping) or not {"add", "set", "grant", "remove"} & set(mod):
                    raise ScriptError(f"{place}: a modifier needs add, set, grant or remove")
                if "if" in mod:
                    self._check_condition(mod["if"], f"{place}, modifier condition")
            abilities.append(
                Ability(
                    kind=kind,
                    text=str(raw.get("text", "")),
                    index=index,
                    keyword=keyword,
                    params=_freeze(
                        {**raw.get("params", {}), **{k: raw[k] for k in raw if k not in CORE_KEYS}}
                    ),
                    trigger=_freeze(triggers[0]) if triggers else None,
                    more_triggers=tuple(_freeze(t) for t in triggers[1:]),
                    condition=_freeze(raw.get("condition")),
                    cost=tuple(_freeze(c) for c in raw.get("cost", ())),
                    optional=bool(raw.get("optional", False)),
                    effect=tuple(_freeze(s) for s in raw.get("effect", ())),
                    modifiers=tuple(_freeze(m) for m in modifiers),
                    replaces=_freeze(replaced[0]) if replaced else None,
                    more_replaces=tuple(_freeze(r) for r in replaced[1:]),
                    zones=tuple(raw.get("zones", ())),
                    limit=int(raw.get("limit", 0)),
                    timing=str(raw.get("timing", "")),
                    tags=tuple(raw.get("tags", ())),
                    automated=raw.get("automated", True) is not False,
                )
            )
        return tuple(abilities)

    def _check_trigger(self, trigger: Any, place: str) -> None:
        if not isinstance(trigger, Mapping) or "on" not in trigger:
            raise ScriptError(f"{place}: a trigger is an object with 'on'")
        unknown = set(trigger) - set(self.event_keys) - {"on"}
        if unknown:
            raise ScriptError(f"{place}: trigger has unknown keys {', '.join(sorted(unknown))}")

    def _check_cost(self, cost: Any, place: str) -> None:
        if not isinstance(cost, Mapping):
            raise ScriptError(f'{place}: a cost is an object such as {{"stock": 1}}')
        atoms = [key for key in cost if key in self.costs]
        if len(atoms) != 1:
            raise ScriptError(
                f"{place}: a cost names one of {', '.join(sorted(self.costs))}; got {dict(cost)}"
            )

    def _check_steps(self, steps: Any, place: str) -> None:
        if not isinstance(steps, (list, tuple)):
            raise ScriptError(f"{place}: steps are a list")
        for number, step in enumerate(steps, 1):
            here = f"{place} step {number}"
            if not isinstance(step, Mapping) or "do" not in step:
                raise ScriptError(f"{here}: a step is an object with 'do'")
            if step["do"] not in self.verbs:
                raise ScriptError(f"{here}: unknown verb {step['do']!r}")
            if step["do"] == "repeat" and isinstance(step.get("n"), int) and step["n"] > MAX_REPEAT:
                raise ScriptError(f"{here}: a repeat runs at most {MAX_REPEAT} times, not {step['n']}")
            for key in NESTED:
                if key in step:
                    self._check_steps(step[key], f"{here} {key}")
            for mode_number, mode in enumerate(step.get("modes", ()), 1):
                self._check_steps(mode.get("steps", ()), f"{here} mode {mode_number}")
            for key in ("if", "condition"):
                if key in step:
                    self._check_condition(step[key], here)
            if step["do"] == "pay":
                for cost in step.get("cost", ()):
                    self._check_cost(cost, here)

    def _check_condition(self, condition: Any, place: str) -> None:
        if isinstance(condition, bool):
            return
        if not isinstance(condition, Mapping) or len(condition) != 1:
            raise ScriptError(f"{place}: a condition is an object with one key, got {condition!r}")
        ((name, arg),) = condition.items()
        if name in ("all", "any"):
            for part in arg:
                self._check_condition(part, place)
        elif name == "not":
            self._check_condition(arg, place)
        elif name not in self.predicates and name not in COMPARISONS:
            raise ScriptError(f"{place}: unknown condition {name!r}")

    # ================================================================== running
    def run(self, ctx: Context, steps: Sequence[Mapping[str, Any]]) -> Flow:
        """Run effect steps in order (OP 1-3-7: top to bottom). Each step is work the game
        bounds (``Game.spend``)."""
        for step in steps:
            ctx.game.spend()
            verb = self.verbs[step["do"]]
            result = yield from verb(ctx, step)
            if result == "stop":
                return "stop"
        return None

    def test(self, ctx: Context, condition: Any) -> bool:
        """Evaluate a condition."""
        if condition is None:
            return True
        if isinstance(condition, bool):
            return condition
        ((name, arg),) = condition.items()
        if name in COMPARISONS:
            left, right = arg
            return COMPARISONS[name](self.evaluate(ctx, left), self.evaluate(ctx, right))
        return self.predicates[name](ctx, arg)

    def evaluate(self, ctx: Context, expr: Any) -> int:
        """Evaluate a number expression."""
        if isinstance(expr, bool):
            return int(expr)
        if isinstance(expr, int):
            return expr
        if isinstance(expr, str) and expr in ctx.vars:
            value = ctx.vars[expr]
            return value if isinstance(value, int) else len(value)
        if isinstance(expr, Mapping) and len(expr) == 1:
            ((name, arg),) = expr.items()
            if name in self.expressions:
                return self.expressions[name](ctx, arg)
        raise ScriptError(f"{ctx.code}: cannot evaluate {expr!r}")

    def cards(self, ctx: Context, selector: Any) -> list[Card]:
        """The cards a selector or reference names, in zone order."""
        if selector is None:
            return []
        if isinstance(selector, str):
            if selector in self.refs:
                return self.refs[selector](ctx)
            value = ctx.vars.get(selector)
            if value is None:
                raise ScriptError(f"{ctx.code}: unknown card reference {selector!r}")
            ids = [value] if isinstance(value, int) else list(value)
            return [c for c in (ctx.game.get(i) for i in ids) if c is not None]
        if isinstance(selector, Mapping):
            if "var" in selector:  # a bound set (or reference), narrowed by the other keys
                return [c for c in self.cards(ctx, selector["var"]) if self.passes(ctx, c, selector)]
            return self._select(ctx, selector)
        raise ScriptError(f"{ctx.code}: bad card selector {selector!r}")

    def _select(self, ctx: Context, selector: Mapping[str, Any]) -> list[Card]:
        game = ctx.game
        zones = selector.get("zone", ())
        names = [zones] if isinstance(zones, str) else list(zones)
        keys: list[str] = []
        for name in names:
            if game.ruleset.zone_spec(name).shared:
                keys.append(name)
            else:
                keys.extend(zone_key(p, name) for p in self.players(ctx, selector.get("whose", "you")))
        # a face-down card whose face the acting player may not see, in a zone that says so, is
        # for them a card of a hidden zone (FoW 311.2a, 302.2): counted, never read by its qualities
        found: list[Card] = []
        for key in keys:
            veiled = game.spec(key).face_down_hidden and any(k not in _PLACE_KEYS for k in selector)
            for card in game.cards_in(key):
                if veiled and not card.face_up and not game.is_visible(card, ctx.controller):
                    continue
                if self.passes(ctx, card, selector):
                    found.append(card)
        return found

    def players(self, ctx: Context, whose: Any) -> list[int]:
        if whose in ("you", None):
            return [ctx.controller]
        if whose == "opponent":
            return [1 - ctx.controller]
        if whose in ("any", "both"):
            return [ctx.controller, 1 - ctx.controller]
        if whose == "turn_player":
            return [ctx.game.state.turn_player]
        if isinstance(whose, str) and whose.startswith("event."):
            value = ctx.event.get(whose.removeprefix("event."))
            if isinstance(value, int):
                return [value]
        if isinstance(whose, str) and whose in self.player_refs:
            return self.player_refs[whose](ctx)
        raise ScriptError(f"{ctx.code}: unknown player {whose!r}")

    def player(self, ctx: Context, whose: Any) -> int:
        return self.players(ctx, whose)[0]

    def passes(self, ctx: Context, card: Card, selector: Mapping[str, Any]) -> bool:
        """Whether ``card`` meets every filter key of ``selector``."""
        for key, arg in selector.items():
            if key in ("zone", "whose", "n", "up_to", "as", "prompt", "var"):
                continue
            check = self.filters.get(key)
            if check is None:
                raise ScriptError(f"{ctx.code}: unknown card filter {key!r}")
            if not check(ctx, card, arg):
                return False
        return True

    def matches(self, ctx: Context, pattern: Mapping[str, Any], event: Event, ghost: bool) -> bool:
        """Whether ``event`` matches a trigger pattern; ``ghost``: the source as it was before it moved."""
        if event.kind != pattern.get("on"):
            return False
        for key, arg in pattern.items():
            if key == "on":
                continue
            if not self.event_keys[key](ctx, event, arg, ghost):
                return False
        return True

    def can_pay(self, ctx: Context, costs: Sequence[Mapping[str, Any]]) -> bool:
        return all(self._atom(cost).can_pay(ctx, cost) for cost in costs)

    def pay(self, ctx: Context, costs: Sequence[Mapping[str, Any]]) -> Flow:
        """Pay every cost atom in order, all or nothing: on any failure the state is put back."""
        if not self.can_pay(ctx, costs):
            return False
        mark = ctx.game.transaction()
        for cost in costs:
            ok = yield from self._atom(cost).pay(ctx, cost)
            if not ok:
                ctx.game.rollback(mark)
                return False
        return True

    def _atom(self, cost: Mapping[str, Any]) -> CostAtom:
        for key in cost:
            if key in self.costs:
                return self.costs[key]
        raise ScriptError(f"unknown cost {dict(cost)}")

    def zone_of(self, ctx: Context, name: str, whose: Any = "you", card: Card | None = None) -> str:
        """The key of zone ``name`` of ``whose`` (``owner``: the card's owner, WS 3.1.6)."""
        game = ctx.game
        if game.ruleset.zone_spec(name).shared:
            return name
        if whose == "owner" and card is not None:
            return zone_key(card.owner, name)
        return zone_key(self.player(ctx, whose), name)


def _freeze(value: Any) -> Any:
    """Make script data immutable (tuples for lists) so abilities are safe to share."""
    if isinstance(value, Mapping):
        return {k: _freeze(v) for k, v in value.items()}
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def as_list(value: Any) -> list[Any]:
    """A script value as a list: a list or tuple as it is, one value alone, ``None`` as none."""
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


# ====================================================================== the shared vocabulary
def register_core(interp: Interpreter) -> None:
    """Register the forms every game shares (see ``docs/card-scripts.md``)."""
    _register_predicates(interp)
    _register_expressions(interp)
    _register_filters(interp)
    _register_refs(interp)
    _register_event_keys(interp)
    _register_verbs(interp)


def _register_predicates(interp: Interpreter) -> None:
    p = interp.predicates
    p["all"] = lambda ctx, parts: all(interp.test(ctx, c) for c in parts)
    p["any"] = lambda ctx, parts: any(interp.test(ctx, c) for c in parts)
    p["not"] = lambda ctx, c: not interp.test(ctx, c)
    p["exists"] = lambda ctx, sel: bool(interp.cards(ctx, sel))
    p["none"] = lambda ctx, sel: not interp.cards(ctx, sel)

    def distinct(ctx: Context, selectors: Any) -> bool:
        """``[sel, …]``: one card for each selector, each a different card ("your waiting room has 1
        character with "A" in its card name, 1 other character with "B" …"): a matching, found by
        trying each selector's cards in turn and moving an earlier selector to another of its cards."""
        options = [[card.id for card in interp.cards(ctx, sel)] for sel in as_list(selectors)]
        holder: dict[int, int] = {}  # card id -> the selector it stands for

        def place(index: int, seen: set[int]) -> bool:
            for card in options[index]:
                if card not in seen:
                    seen.add(card)
                    if card not in holder or place(holder[card], seen):
                        holder[card] = index
                        return True
            return False

        return all(place(index, set()) for index in range(len(options)))

    p["distinct"] = distinct
    p["turn"] = lambda ctx, whose: (
        ctx.game.state.turn_player
        == interp.player(ctx, "you" if whose == "yours" else "opponent" if whose == "opponents" else whose)
    )
    p["phase"] = lambda ctx, phase: ctx.game.state.phase in as_list(phase)
    p["step"] = lambda ctx, step: ctx.game.state.step in as_list(step)
    p["paid"] = lambda ctx, want: ctx.paid == bool(want)
    p["chosen"] = lambda ctx, name: bool(ctx.vars.get(name))


def _register_expressions(interp: Interpreter) -> None:
    e = interp.expressions
    e["count"] = lambda ctx, sel: len(interp.cards(ctx, sel))
    e["var"] = interp.evaluate
    e["sum"] = lambda ctx, parts: sum(interp.evaluate(ctx, x) for x in parts)
    e["mul"] = lambda ctx, parts: _product(interp.evaluate(ctx, x) for x in parts)
    e["neg"] = lambda ctx, x: -interp.evaluate(ctx, x)

    def div(ctx: Context, parts: Any) -> int:
        """``[a, b]``: ``a`` divided by ``b``, rounded down ("for every 2 cards": 5 count 2); 0 by 0."""
        if not isinstance(parts, (list, tuple)) or len(parts) != 2:
            raise ScriptError(f"{ctx.code}: div takes [a, b], not {parts!r}")
        a, b = (interp.evaluate(ctx, x) for x in parts)
        return a // b if b else 0

    e["div"] = div
    e["min"] = lambda ctx, parts: min(interp.evaluate(ctx, x) for x in parts)
    e["max"] = lambda ctx, parts: max(interp.evaluate(ctx, x) for x in parts)
    e["value"] = lambda ctx, key: ctx.game.value(
        str(key).replace("you.", f"p{ctx.controller + 1}.").replace("opponent.", f"p{2 - ctx.controller}.")
    )

    def stat(ctx: Context, arg: Mapping[str, Any]) -> int:
        cards = interp.cards(ctx, arg.get("card", "this"))
        return ctx.game.number(cards[0], str(arg["name"])) if cards else 0

    def total(ctx: Context, arg: Mapping[str, Any]) -> int:
        return sum(ctx.game.number(c, str(arg["name"])) for c in interp.cards(ctx, arg.get("cards", "this")))

    e["stat"] = stat
    e["total"] = total


def _product(values: Any) -> int:
    result = 1
    for value in values:
        result *= value
    return result


def _compare(interp: Interpreter, ctx: Context, value: int, arg: Any) -> bool:
    if isinstance(arg, Mapping):
        return all(COMPARISONS[op](value, interp.evaluate(ctx, rhs)) for op, rhs in arg.items())
    return value == interp.evaluate(ctx, arg)


#: a short name printed with its Japanese reading ("Rin(凛)", "Emilia (エミリア)"), as English Weiß
#: Schwarz texts print a name the Japanese card names hold: the cards whose name has the English part
#: as a word (docs/games/weiss-schwarz.md, N1). Its letters: kana, kanji, the CJK marks ("々", "〈昏〉")
#: and the long dash some readings print ("クラミ―"); words may be spaced ("思い出とともに アスナとユウキ")
JAPANESE = r"[\u2015\u3000-\u30ff\u3400-\u9fff]+(?: [\u2015\u3000-\u30ff\u3400-\u9fff]+)*"
READING = re.compile(rf" ?\({JAPANESE}\)$")


def fold(name: str) -> str:
    """A name as names are compared: a compatibility form read as its plain one (a card named
    "“Caladbolg Ⅱ”" is the "“Caladbolg II”" a text names; full-width letters are letters)."""
    return name if name.isascii() else unicodedata.normalize("NFKC", name)


def name_has(names: Sequence[str], part: str) -> bool:
    """Whether one of a card's names holds a part ("with "X" in its card name"): as letters, or as
    a word when the part is printed with a Japanese reading (in any case both)."""
    part = fold(part)
    english = READING.sub("", part)
    if english != part:
        word = re.compile(rf"(?<!\w){re.escape(english)}(?!\w)", re.IGNORECASE)
        return any(word.search(fold(name)) for name in names)
    return any(part.lower() in fold(name).lower() for name in names)


def _register_filters(interp: Interpreter) -> None:
    f = interp.filters

    def definition(ctx: Context, card: Card) -> Any:
        return ctx.game.definition(card.code)

    f["type"] = lambda ctx, card, t: definition(ctx, card).type in as_list(t)
    f["name"] = lambda ctx, card, n: (
        not {fold(x) for x in definition(ctx, card).names}.isdisjoint(fold(str(x)) for x in as_list(n))
    )
    f["name_has"] = lambda ctx, card, n: name_has(definition(ctx, card).names, str(n))
    f["code"] = lambda ctx, card, c: card.code in as_list(c)
    f["colour"] = lambda ctx, card, c: bool(set(as_list(c)) & set(definition(ctx, card).colours))
    f["state"] = lambda ctx, card, s: card.state in as_list(s)
    f["face_up"] = lambda ctx, card, up: card.face_up == bool(up)
    f["slot"] = lambda ctx, card, s: bool(set(as_list(s)) & set(card.slots))
    f["other"] = lambda ctx, card, yes: (card.id != ctx.source) == bool(yes)
    f["not"] = lambda ctx, card, sel: not interp.passes(ctx, card, sel)
    f["any_of"] = lambda ctx, card, sels: any(interp.passes(ctx, card, s) for s in sels)
    f["is"] = lambda ctx, card, ref: card.id in {c.id for c in interp.cards(ctx, ref)}
    f["owner"] = lambda ctx, card, whose: card.owner in interp.players(ctx, whose)
    f["controller"] = lambda ctx, card, whose: card.controller in interp.players(ctx, whose)
    f["has"] = lambda ctx, card, word: any(
        word in as_list(ctx.game.stat(card, name)) for name in ("traits", "types", "races", "keywords")
    )
    f["keyword"] = lambda ctx, card, word: word in as_list(ctx.game.stat(card, "keywords"))

    def stat_filter(name: str) -> Filter:
        return lambda ctx, card, arg: _compare(interp, ctx, ctx.game.number(card, name), arg)

    for name in ("level", "cost", "power", "soul", "life", "counter", "atk", "def", "total_cost", "aura"):
        f[name] = stat_filter(name)

    def word_filter(name: str) -> Filter:
        return lambda ctx, card, arg: bool(set(as_list(arg)) & set(as_list(ctx.game.stat(card, name))))

    for name in ("traits", "types", "races", "attributes", "worlds", "triggers", "keywords"):
        f[name] = word_filter(name)


def _register_refs(interp: Interpreter) -> None:
    r = interp.refs

    def this(ctx: Context) -> list[Card]:
        card = ctx.source_card()
        return [card] if card is not None else []

    def event_card(ctx: Context) -> list[Card]:
        ids = ctx.event.get("cards", ())
        card = ctx.game.get(ids[0]) if ids else None
        return [card] if card is not None else []

    r["this"] = this
    r["event_card"] = event_card
    r["nothing"] = lambda ctx: []


def _zone_matches(ctx: Context, key: str, arg: Any) -> bool:
    return split_key(key)[1] in as_list(arg) if key else False


def _register_event_keys(interp: Interpreter) -> None:
    k = interp.event_keys

    def card_is(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        if not event.cards:
            return False
        if arg == "this":
            target = event.data.get("old_id") if ghost else event.cards[0]
            return target == ctx.source
        card = ctx.game.get(event.cards[0])
        if card is None:
            return False
        if arg == "other":
            return card.id != ctx.source
        return interp.passes(ctx, card, arg)

    k["card"] = card_is
    k["from"] = lambda ctx, event, arg, ghost: _zone_matches(ctx, str(event.data.get("from", "")), arg)
    k["to"] = lambda ctx, event, arg, ghost: _zone_matches(ctx, str(event.data.get("to", "")), arg)
    k["player"] = lambda ctx, event, arg, ghost: event.player in interp.players(ctx, arg)
    k["phase"] = lambda ctx, event, arg, ghost: event.data.get("phase") in as_list(arg)
    k["step"] = lambda ctx, event, arg, ghost: event.data.get("step") in as_list(arg)
    k["state"] = lambda ctx, event, arg, ghost: event.data.get("to") in as_list(arg)
    k["whose"] = lambda ctx, event, arg, ghost: (
        split_key(str(event.data.get("to") or event.data.get("from") or ""))[0] in interp.players(ctx, arg)
    )
    k["turn"] = lambda ctx, event, arg, ghost: interp.test(ctx, {"turn": arg})
    k["data"] = lambda ctx, event, arg, ghost: all(event.data.get(x) == y for x, y in arg.items())


# ---------------------------------------------------------------------- verbs
def _register_verbs(interp: Interpreter) -> None:
    v = interp.verbs

    def if_(ctx: Context, step: Mapping[str, Any]) -> Flow:
        branch = step.get("then", ()) if interp.test(ctx, step["if"]) else step.get("else", ())
        return (yield from interp.run(ctx, branch))

    def may(ctx: Context, step: Mapping[str, Any]) -> Flow:
        who = interp.player(ctx, step.get("player", "you"))
        name = ctx.game.definition(ctx.code).name if ctx.code else "Effect"
        prompt = f"{name}: {step.get('prompt', 'do this?')}"
        if (yield from ctx.game.yes_no(who, prompt, source=ctx.source)):
            ctx.vars["did"] = True
            return (yield from interp.run(ctx, step.get("then", ())))
        ctx.vars["did"] = False
        return (yield from interp.run(ctx, step.get("else", ())))

    def pay(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "You may pay the cost. If you do, …" inside an effect: offered only when the cost can
        be paid in full, paid all or nothing (WS 8.4.2.2, OP 8-3-1-3, FoW 1003.4); binds ``did``."""
        costs = step.get("cost", ())
        name = ctx.game.definition(ctx.code).name if ctx.code else "Effect"
        paid = False
        if interp.can_pay(ctx, costs) and (
            yield from ctx.game.yes_no(
                ctx.controller, f"{name}: {step.get('prompt', 'pay the cost?')}", source=ctx.source
            )
        ):
            paid = yield from interp.pay(ctx, costs)
        ctx.vars["did"] = bool(paid)
        return (yield from interp.run(ctx, step.get("then" if paid else "else", ())))

    def repeat(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for _ in range(max(0, interp.evaluate(ctx, step["n"]))):
            if (yield from interp.run(ctx, step["steps"])) == "stop":
                return "stop"
        return None

    def let(ctx: Context, step: Mapping[str, Any]) -> Flow:
        ctx.vars[str(step["as"])] = interp.evaluate(ctx, step["value"])
        return None
        yield

    def choose(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Choose cards: "choose N" takes as many as possible up to N; ``up_to`` allows fewer."""
        who = interp.player(ctx, step.get("player", "you"))
        n = interp.evaluate(ctx, step.get("n", 1))
        name = ctx.game.definition(ctx.code).name if ctx.code else "Effect"
        prompt = f"{name}: {step.get('prompt', 'choose' if 'parts' in step else f'choose {n}')}"
        choosable = interp.choosable
        ids = [c.id for c in interp.cards(ctx, step["from"]) if choosable is None or choosable(ctx, c)]
        chosen: list[int] = []
        if "parts" in step:  # "choose up to 1 A and up to 1 B …": one choice per description
            chosen = yield from _choose_parts(ctx, step, who, ids, prompt)
        elif step.get("random"):
            pool = list(ids)
            while pool and len(chosen) < n:
                chosen.append(pool.pop(ctx.game.random_below(len(pool))))
        else:
            chosen = yield from ctx.game.choose_cards(
                who, ids, prompt, minimum=n, maximum=n, up_to=bool(step.get("up_to")), source=ctx.source
            )
        ctx.vars[str(step.get("as", "chosen"))] = chosen
        ctx.vars["did"] = bool(chosen)  # "you may choose …. If you do": a choice of none is not done
        return None

    def _choose_parts(ctx: Context, step: Mapping[str, Any], who: int, ids: list[int], prompt: str) -> Flow:
        """Each part ``{"filter", "n"}`` in turn, among the cards of ``from`` that pass its filter and
        were not chosen for an earlier part: "up to 1 "A" and up to 1 "B"" is any A with any other B."""
        chosen: list[int] = []
        up_to = bool(step.get("up_to"))
        for number, part in enumerate(step["parts"], 1):
            n = interp.evaluate(ctx, part.get("n", 1))
            cards = (ctx.game.get(i) for i in ids if i not in chosen)
            pool = [c.id for c in cards if c is not None and interp.passes(ctx, c, part["filter"])]
            ask = f"{prompt} ({'up to ' if up_to else ''}{n}, part {number} of {len(step['parts'])})"
            picked = yield from ctx.game.choose_cards(
                who, pool, ask, minimum=n, maximum=n, up_to=up_to, source=ctx.source
            )
            chosen.extend(picked)
        return chosen

    def choose_one(ctx: Context, step: Mapping[str, Any]) -> Flow:
        who = interp.player(ctx, step.get("player", "you"))
        modes = step["modes"]
        options = [
            Option(f"mode:{i}", str(mode.get("label", f"Mode {i + 1}")), "mode")
            for i, mode in enumerate(modes)
            if mode.get("if") is None or interp.test(ctx, mode["if"])
        ]
        name = ctx.game.definition(ctx.code).name if ctx.code else "Effect"
        option = yield from ctx.game.choose_action(who, options, f"{name}: choose one", source=ctx.source)
        if option is None:
            return None
        return (yield from interp.run(ctx, modes[int(option.key.split(":")[1])].get("steps", ())))

    def for_each(ctx: Context, step: Mapping[str, Any]) -> Flow:
        name = str(step.get("as", "it"))
        for card in interp.cards(ctx, step["cards"]):
            ctx.vars[name] = card.id
            if (yield from interp.run(ctx, step["steps"])) == "stop":
                return "stop"
        return None

    def stop(ctx: Context, step: Mapping[str, Any]) -> Flow:
        return "stop"
        yield

    def modify(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Change a value of the chosen cards for a duration (a locked set, WS 8.9.2)."""
        game = ctx.game
        amount_expr = step.get("add", step.get("by", 0))
        kind = "set" if "set" in step else "stat"
        for card in interp.cards(ctx, step.get("cards", "this")):
            ctx.vars["it"] = card.id
            amount = interp.evaluate(ctx, step["set"] if kind == "set" else amount_expr)
            game.add_effect(
                kind=kind,
                stat=str(step["stat"]),
                amount=amount,
                targets=(card.id,),
                until=str(step.get("until", "end_of_turn")),
                controller=ctx.controller,
                source=ctx.source,
            )
            sign = "" if kind == "set" or amount < 0 else "+"
            game.emit(
                "modify",
                f"{{0}} gets {sign}{amount} {step['stat']}",
                cards=[card],
                data={"stat": step["stat"], "amount": amount},
            )
        return None
        yield

    def grant(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Give cards a keyword or word (``grant``) or a scripted ability (``ability``); with
        ``"lose": true`` the cards lose the word instead (a ``remove`` effect, applied in
        timestamp order with the grants: a word given later is had again)."""
        game = ctx.game
        for card in interp.cards(ctx, step.get("cards", "this")):
            if "ability" in step:
                granted = interp.load([dict(step["ability"])], f"{ctx.code} granted ability")[0]
                from dataclasses import replace

                granted = replace(granted, index=1000 + len(game.state.effects))
                game.add_effect(
                    kind="ability",
                    stat="abilities",
                    value=granted,
                    targets=(card.id,),
                    until=str(step.get("until", "end_of_turn")),
                    controller=ctx.controller,
                    source=ctx.source,
                )
            else:
                game.add_effect(
                    kind="remove" if step.get("lose") else "grant",
                    stat=str(step.get("stat", "keywords")),
                    value=step["grant"],
                    targets=(card.id,),
                    until=str(step.get("until", "end_of_turn")),
                    controller=ctx.controller,
                    source=ctx.source,
                )
            verb = "loses" if step.get("lose") else "gains"
            game.emit("grant", f"{{0}} {verb} {step.get('grant') or 'an ability'}", cards=[card])
        return None
        yield

    def move(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Move cards to a zone through the game's own move procedure (``Ruleset.move_cards``)."""
        game = ctx.game
        cards = interp.cards(ctx, step["cards"])
        whose = step.get("whose", "owner")
        by_zone: dict[str, list[int]] = {}
        for card in cards:
            by_zone.setdefault(interp.zone_of(ctx, str(step["to"]), whose, card), []).append(card.id)
        moved: list[int] = []
        for key, ids in by_zone.items():
            result = yield from game.ruleset.move_cards(
                game,
                ids,
                key,
                position=str(step.get("position", "top")),
                face_up=step.get("face_up"),
                state=step.get("state"),
                slot=step.get("slot"),
                player=ctx.controller,
                reason=str(step.get("reason", "")),
            )
            moved.extend(result)
        if "as" in step:
            ctx.vars[str(step["as"])] = moved
        return None

    def draw(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game = ctx.game
        for player in interp.players(ctx, step.get("player", "you")):
            n = interp.evaluate(ctx, step.get("n", 1))
            drawn = yield from game.ruleset.draw(game, player, n, up_to=bool(step.get("up_to")))
            ctx.vars["drawn"] = drawn
        return None

    def shuffle(ctx: Context, step: Mapping[str, Any]) -> Flow:
        key = interp.zone_of(
            ctx, str(step.get("zone", ctx.game.ruleset.library_zone)), step.get("whose", "you")
        )
        ctx.game.shuffle(key)
        return None
        yield

    def reveal(ctx: Context, step: Mapping[str, Any]) -> Flow:
        ids = [c.id for c in interp.cards(ctx, step["cards"])]
        ctx.game.reveal(ids)
        if "as" in step:
            ctx.vars[str(step["as"])] = ids
        return None
        yield

    def look(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Bind the top ``n`` cards of a zone (the bottom ones with ``bottom``; they stay there) and
        show them to the player."""
        game = ctx.game
        key = interp.zone_of(ctx, str(step.get("zone", game.ruleset.library_zone)), step.get("whose", "you"))
        n = interp.evaluate(ctx, step.get("n", 1))
        if n <= 0:
            ids: list[int] = []
        else:
            ids = game.ids(key)[:n] if step.get("bottom") else list(reversed(game.ids(key)[-n:]))
        game.reveal(ids, to=[ctx.controller])
        ctx.vars[str(step.get("as", "looked"))] = ids
        return None
        yield

    def set_state(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step.get("cards", "this")):
            ctx.game.set_state(card.id, str(step["to"]))
        return None
        yield

    def counter(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step.get("cards", "this")):
            ctx.game.add_counter(card.id, str(step["name"]), interp.evaluate(ctx, step.get("add", 1)))
        return None
        yield

    def log(ctx: Context, step: Mapping[str, Any]) -> Flow:
        ctx.game.log(str(step["text"]), player=ctx.controller)
        return None
        yield

    def set_value(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game = ctx.game
        for player in interp.players(ctx, step.get("player", "you")):
            key = f"p{player + 1}.{step['name']}"
            game.set_value(key, game.value(key) + interp.evaluate(ctx, step.get("add", 0)))
        return None
        yield

    def win(ctx: Context, step: Mapping[str, Any]) -> Flow:
        winner = interp.player(ctx, step.get("player", "you"))
        ctx.game.end_game(
            winner,
            f"{player_name(winner)} wins by a card effect",
            ctx.game.ruleset.effect_end_rule,
            Termination.EFFECT,
        )
        return None
        yield

    def lose(ctx: Context, step: Mapping[str, Any]) -> Flow:
        loser = interp.player(ctx, step.get("player", "you"))
        ctx.game.end_game(
            1 - loser,
            f"{player_name(loser)} loses by a card effect",
            ctx.game.ruleset.effect_end_rule,
            Termination.EFFECT,
        )
        return None
        yield

    v.update(
        {
            "if": if_,
            "may": may,
            "pay": pay,
            "repeat": repeat,
            "let": let,
            "choose": choose,
            "choose_one": choose_one,
            "for_each": for_each,
            "stop": stop,
            "modify": modify,
            "grant": grant,
            "move": move,
            "draw": draw,
            "shuffle": shuffle,
            "reveal": reveal,
            "look": look,
            "state": set_state,
            "counter": counter,
            "log": log,
            "value": set_value,
            "win": win,
            "lose": lose,
        }
    )


def _check_bounds(value: Any, place: str, depth: int) -> None:
    """Refuse numbers past ``MAX_NUMBER`` and nesting past ``MAX_DEPTH`` anywhere in a script."""
    if depth > MAX_DEPTH:
        raise ScriptError(f"{place}: the script nests deeper than {MAX_DEPTH} levels")
    if type(value) is str or isinstance(value, bool):  # most of a script is words
        return
    if isinstance(value, int):
        if abs(value) > MAX_NUMBER:
            raise ScriptError(f"{place}: the number {str(value)[:20]} is too large (at most {MAX_NUMBER:,})")
    elif isinstance(value, Mapping):
        for item in value.values():
            _check_bounds(item, place, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _check_bounds(item, place, depth + 1)
