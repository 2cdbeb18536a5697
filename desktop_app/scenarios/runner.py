"""Run scenario files: a start position, steps by either player, and expectations.

The format is documented in ``docs/scenarios.md``. A scenario passes when every step that
must succeed does, every step marked ``refused`` is refused with the game unchanged, and every
expectation holds; otherwise the result says which step failed and shows the difference.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.engine.cards import Card, CardDef
from desktop_app.engine.decisions import Choice, EngineError, ManualAction, Option
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.rules import Ruleset
from desktop_app.engine.serialize import SaveFileError, parse_player, position_from_json
from desktop_app.engine.zones import split_key
from desktop_app.games import get_ruleset
from desktop_app.inputs import InputError, read_toml

log = logging.getLogger(__name__)

#: the most steps and card records a scenario may hold (a real one has a few dozen)
MAX_STEPS = 5_000
MAX_CARDS = 5_000
#: the most cards in one deck section
MAX_SECTION = 2_000
#: the type each top-level key must have, in a player's words
TOP_TYPES: dict[str, tuple[tuple[type, ...], str]] = {
    "title": ((str,), "a text"),
    "description": ((str,), "a text"),
    "rules": ((list,), "a list of rule numbers"),
    "game": ((str,), "a game id"),
    "seed": ((int, str), "a number or a text"),
    "options": ((dict,), "a table"),
    "cards": ((list,), "a list of card tables"),
    "decks": ((dict, str), 'a table or "demo"'),
    "position": ((dict,), "a table"),
    "step": ((list,), "a list of step tables"),
}

#: keys of a step that are not option arguments
CONTROL_KEYS = {"p1", "p2", "refused", "expect", "note", "cards", "options", "option", "number", "card"}
MANUAL_KEYS = {"verb", "from_zone", "index", "zone", "at", "slots", "face_up", "state", "name", "amount"}
TOP_KEYS = {"title", "rules", "game", "seed", "options", "cards", "decks", "position", "step", "description"}


class ScenarioError(Exception):
    """A scenario that cannot be read or that failed; the message says where and what."""


@dataclass
class Result:
    """The outcome of one scenario."""

    path: Path
    title: str
    passed: bool
    message: str = ""
    rules: list[str] = field(default_factory=list)


def find_scenarios(paths: Sequence[str | Path]) -> list[Path]:
    """The scenario files named by ``paths`` (files, or folders searched recursively), sorted."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(sorted(path.rglob("*.toml")))
        elif path.exists():
            found.append(path)
        else:
            raise ScenarioError(f"{path}: no such file or folder")
    return found


def run_file(path: Path) -> Result:
    """Run one scenario file and return its result (never raises for a bad scenario)."""
    try:
        data = read_toml(path)
    except InputError as error:
        return Result(path, path.stem, False, f"cannot read the file: {error}")
    title = str(data.get("title", path.stem))[:200]
    raw_rules = data.get("rules", [])
    rules = [str(r) for r in raw_rules] if isinstance(raw_rules, list) else []
    try:
        ScenarioRun(data, str(path)).run()
    except ScenarioError as error:
        return Result(path, title, False, str(error), rules)
    except Exception as error:  # the scenario's fault or the engine's: reported, never a traceback
        log.exception("scenario %s failed unexpectedly", path)
        return Result(path, title, False, f"unexpected {type(error).__name__}: {error}", rules)
    return Result(path, title, True, "", rules)


class ScenarioRun:
    """One scenario being run (see ``docs/scenarios.md``)."""

    def __init__(self, data: Mapping[str, Any], where: str) -> None:
        self.data = data
        self.where = where
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ScenarioError(
                f"unknown keys {', '.join(sorted(unknown))}; known: {', '.join(sorted(TOP_KEYS))}"
            )
        for key, value in data.items():
            kinds, words = TOP_TYPES[key]
            if not isinstance(value, kinds):
                raise ScenarioError(f"{key}: {words}, not {type(value).__name__}")
        for key, limit in (("step", MAX_STEPS), ("cards", MAX_CARDS)):
            entries = data.get(key, [])
            if len(entries) > limit:
                raise ScenarioError(f"{key}: {len(entries):,} entries; at most {limit:,} are read")
            bad = next((i for i, entry in enumerate(entries) if not isinstance(entry, dict)), None)
            if bad is not None:
                raise ScenarioError(f"{key}[{bad}]: a table")
        if not data.get("rules"):
            raise ScenarioError('a scenario names the rules it checks: rules = ["WS 6.4.1.2"]')
        try:
            self.ruleset: Ruleset = get_ruleset(str(data.get("game", "")))
        except KeyError as error:
            raise ScenarioError(str(error.args[0])) from None
        self.pool: dict[str, CardDef] = {card.code: card for card in self.ruleset.demo_cards()}
        for index, record in enumerate(data.get("cards", [])):
            try:
                card = self.ruleset.card_from_record({"game": self.ruleset.game_id, **record})
            except (KeyError, TypeError, ValueError) as error:
                raise ScenarioError(f"cards[{index}] ({record.get('code', '?')}): {error}") from None
            self.pool[card.code] = card
        self.by_name: dict[str, list[str]] = {}
        for card in self.pool.values():
            self.by_name.setdefault(card.name.lower(), []).append(card.code)
        self.labels: dict[str, int] = {}
        self.seen_events = 0
        self.game = self._build()
        self._follow_labels()

    # ------------------------------------------------------------------ set-up
    def resolve(self, ref: str) -> str:
        """A card code from a code or a (unique) name."""
        if ref in self.pool:
            return ref
        codes = self.by_name.get(ref.lower(), [])
        if len(codes) == 1:
            return codes[0]
        if codes:
            raise ScenarioError(f"the name {ref!r} is ambiguous ({', '.join(codes)}): use a code")
        raise ScenarioError(
            f"unknown card {ref!r}: not an inline card nor a demo card of {self.ruleset.title}"
        )

    def _build(self) -> Game:
        data = self.data
        decks = self._decks(data.get("decks"))
        position = None
        if "position" in data:
            try:
                position = position_from_json(data["position"], self.ruleset, self.resolve, "position")
            except SaveFileError as error:
                raise ScenarioError(str(error)) from None
        setup = GameSetup(
            game=self.ruleset.game_id,
            rules_version=self.ruleset.rules_version,
            decks=decks,
            seed=int(data.get("seed", 1)),
            options=dict(data.get("options", {})),
            position=position,
            extra_cards=tuple(self.pool.values()),
        )
        try:
            game = Game(self.ruleset, setup)
        except (EngineError, KeyError, ValueError) as error:
            raise ScenarioError(f"the start could not be set up: {error}") from None
        for name, card_id in game.flag("position_names", ()):
            self.labels[name] = card_id
        return game

    def _decks(self, raw: Any) -> tuple[DeckList, DeckList]:
        if raw is None:
            return DeckList("p1"), DeckList("p2")
        if raw == "demo":
            demo = self.ruleset.demo_decks()
            if len(demo) < 2:
                raise ScenarioError(f"{self.ruleset.title} has fewer than two demo decks")
            return demo[0], demo[1]
        if not isinstance(raw, dict):
            raise ScenarioError('decks: "demo" or a table of p1 and p2')
        decks: list[DeckList] = []
        for side in ("p1", "p2"):
            sections: dict[str, tuple[CardDef, ...]] = {}
            table = raw.get(side) or {}
            if not isinstance(table, dict):
                raise ScenarioError(f"decks.{side}: a table of sections")
            for section, entries in table.items():
                here = f"decks.{side}.{section}"
                if not isinstance(entries, list):
                    raise ScenarioError(f"{here}: a list of cards")
                cards: list[CardDef] = []
                for entry in entries:
                    ref, count = self._deck_entry(entry, here)
                    cards.extend([self.pool[self.resolve(ref)]] * count)
                    if len(cards) > MAX_SECTION:
                        raise ScenarioError(f"{here}: more than {MAX_SECTION} cards")
                sections[section] = tuple(cards)
            decks.append(DeckList(side, sections))
        return decks[0], decks[1]

    @staticmethod
    def _deck_entry(entry: Any, here: str) -> tuple[str, int]:
        """A deck line: ``"CODE"`` or ``["CODE", copies]``."""
        if isinstance(entry, str):
            return entry, 1
        if (
            isinstance(entry, list)
            and len(entry) == 2
            and isinstance(entry[0], str)
            and isinstance(entry[1], int)
            and 0 <= entry[1] <= MAX_SECTION
        ):
            return entry[0], entry[1]
        raise ScenarioError(f'{here}: {entry!r:.60} is not "CODE" or ["CODE", copies up to {MAX_SECTION}]')

    # ------------------------------------------------------------------ steps
    def run(self) -> None:
        for number, step in enumerate(self.data.get("step", []), 1):
            actor = [key for key in ("p1", "p2") if key in step]
            if len(actor) > 1:
                raise ScenarioError(f"step {number}: one player acts per step")
            if actor:
                self._act(number, parse_player(actor[0], f"step {number}"), str(step[actor[0]]), step)
            if "expect" in step:
                self._expect(number, step["expect"])
        replayed = self.game.replay()
        if replayed.state != self.game.state or replayed.log_lines() != self.game.log_lines():
            raise ScenarioError(
                "replaying the scenario's choices gave a different game (the engine is not pure)"
            )

    def _act(self, number: int, player: int, verb: str, step: Mapping[str, Any]) -> None:
        refused = bool(step.get("refused", False))
        try:
            choice = self._choice(number, player, verb, step)
        except _NoOption as error:
            if refused:
                return
            raise ScenarioError(str(error)) from None
        before = self.game.state.clone(), len(self.game.events)
        try:
            self.game.apply(choice)
        except EngineError as error:
            if refused:
                if self.game.state != before[0] or len(self.game.events) != before[1]:
                    raise ScenarioError(f"step {number}: refused, but the game changed") from None
                return
            raise ScenarioError(f"step {number}: {verb} was refused: {error}") from None
        if refused:
            raise ScenarioError(f"step {number}: {verb} was accepted but must be refused")
        self._follow_labels()

    def _follow_labels(self) -> None:
        """Keep each label on its card as it moves (a move gives the card a new id)."""
        events = self.game.events
        for event in events[self.seen_events :]:
            old = event.data.get("old_id")
            if event.kind == "move" and old is not None and event.cards:
                for name, card_id in self.labels.items():
                    if card_id == old:
                        self.labels[name] = event.cards[0]
        self.seen_events = len(events)

    def _choice(self, number: int, player: int, verb: str, step: Mapping[str, Any]) -> Choice:
        here = f"step {number}"
        if verb == "manual":
            return Choice(player, manual=self._manual(number, step))
        decision = self.game.decision
        if decision is None:
            raise _NoOption(f"{here}: the game is over ({self.game.outcome})")
        if decision.player != player:
            raise _NoOption(
                f"{here}: P{player + 1} cannot act: P{decision.player + 1} must decide ({decision.prompt})"
            )
        options = decision.options
        if verb in ("yes", "no"):
            return Choice(player, (verb,))
        if verb == "number":
            return Choice(player, number=int(step["number"]))
        if verb == "option":
            return Choice(player, (self._option_by_text(here, options, str(step["option"])).key,))
        if verb in ("choose", "order"):
            if "options" in step:
                keys = tuple(self._option_by_text(here, options, str(t)).key for t in step["options"])
            else:
                keys = self._keys_for_cards(here, options, list(step.get("cards", [])))
            return Choice(player, keys)
        matching = [option for option in options if option.action == verb and self._option_fits(option, step)]
        if not matching:
            raise _NoOption(
                f"{here}: P{player + 1} has no option {verb!r} with "
                f"{ {k: v for k, v in step.items() if k not in ('expect', 'refused', 'p1', 'p2')} }\n"
                f"    the decision: {decision.prompt} [{decision.kind}]\n"
                f"    its options: {', '.join(o.label for o in options) or '(none)'}"
            )
        return Choice(player, (matching[0].key,))

    def _option_fits(self, option: Option, step: Mapping[str, Any]) -> bool:
        if "card" in step and (option.card is None or not self._is_card(option.card, str(step["card"]))):
            return False
        for key, value in step.items():
            if key in CONTROL_KEYS:
                continue
            if key not in option.args or str(option.args[key]) != str(value):
                return False
        return True

    def _is_card(self, card_id: int, ref: str) -> bool:
        if self.labels.get(ref) == card_id:
            return True
        card = self.game.get(card_id)
        if card is None:
            return False
        return ref == card.code or ref.lower() == self.game.definition(card.code).name.lower()

    def _keys_for_cards(self, here: str, options: Sequence[Option], refs: list[Any]) -> tuple[str, ...]:
        keys: list[str] = []
        for ref in refs:
            found = next(
                (
                    o
                    for o in options
                    if o.card is not None and o.key not in keys and self._is_card(o.card, str(ref))
                ),
                None,
            )
            if found is None:
                raise _NoOption(
                    f"{here}: no option is the card {ref!r}; options: {', '.join(o.label for o in options)}"
                )
            keys.append(found.key)
        return tuple(keys)

    @staticmethod
    def _option_by_text(here: str, options: Sequence[Option], text: str) -> Option:
        for option in options:
            if text in (option.key, option.label, option.action):
                return option
        raise _NoOption(f"{here}: no option {text!r}; options: {', '.join(o.label for o in options)}")

    def _manual(self, number: int, step: Mapping[str, Any]) -> ManualAction:
        fields: dict[str, Any] = {k: v for k, v in step.items() if k in MANUAL_KEYS}
        if "verb" not in fields:
            raise ScenarioError(f"step {number}: a manual step names its verb")
        if "slots" in fields:
            fields["slots"] = tuple(fields["slots"])
        if "card" in step:
            card = self._card(str(step["card"]), f"step {number}")
            fields["card"] = card.id
        return ManualAction(**fields)

    def _card(self, ref: str, here: str) -> Card:
        """The card a reference names: a label, or the only card with that name or code."""
        if ref in self.labels:
            card = self.game.get(self.labels[ref])
            if card is None:
                raise ScenarioError(
                    f"{here}: the card labelled {ref!r} has left the game or lost track (shuffled)"
                )
            return card
        found = [c for c in self.game.state.cards.values() if self._is_card(c.id, ref)]
        if len(found) != 1:
            raise ScenarioError(
                f"{here}: {ref!r} names {len(found)} cards; "
                "give the card a label in the position to single it out"
            )
        return found[0]

    # ------------------------------------------------------------------ expectations
    def _expect(self, number: int, expectations: Mapping[str, Any]) -> None:
        if not isinstance(expectations, dict):
            raise ScenarioError(f"step {number}: expect is a table of paths and values")
        problems: list[str] = []
        for path, expected in expectations.items():
            try:
                ok, actual = self._check(str(path), expected)
            except ScenarioError as error:
                problems.append(f"{path}: {error}")
                continue
            if not ok:
                problems.append(f"{path}: expected {expected!r}, got {actual!r}")
        if problems:
            raise ScenarioError(f"step {number}: " + "\n    ".join(problems))

    def _check(self, path: str, expected: Any) -> tuple[bool, Any]:
        game = self.game
        decision = game.decision
        if path == "winner":
            outcome = game.outcome
            actual = (
                "none"
                if outcome is None
                else ("draw" if outcome.winner is None else f"p{outcome.winner + 1}")
            )
            return actual == expected, actual if outcome is None else f"{actual} ({outcome.reason})"
        if path in ("phase", "step"):
            actual = getattr(game.state, path)
            return actual == expected, actual
        if path == "turn":
            return game.state.turn == expected, game.state.turn
        if path == "turn_player":
            actual = f"p{game.state.turn_player + 1}"
            return actual == expected, actual
        if path.startswith("decision."):
            return self._check_decision(path.removeprefix("decision."), expected)
        if path.startswith("actions"):
            labels = [] if decision is None else [(o.key, o.label, o.action) for o in decision.options]
            shown = [label for _, label, _ in labels]
            wanted = [str(x) for x in expected]
            present = [any(w in texts for texts in labels) for w in wanted]
            if path == "actions":
                return all(present) and len(wanted) == len(labels), shown
            if path == "actions has":
                return all(present), shown
            if path == "actions lacks":
                return not any(present), shown
        if path in ("log has", "log lacks"):
            lines = game.log_lines()
            hits = [any(str(text) in line for line in lines) for text in expected]
            ok = all(hits) if path == "log has" else not any(hits)
            return ok, [t for t, hit in zip(expected, hits, strict=True) if hit != (path == "log has")]
        if path.startswith("value."):
            return self._check_value(path.removeprefix("value."), expected)
        if path.startswith("card."):
            return self._check_card(path.removeprefix("card."), expected)
        owner, rest = split_key(path)
        name, _, detail = rest.partition(".")
        key = name if owner is None else f"p{owner + 1}.{name}"
        if key not in game.zone_keys():
            try:
                actual = game.ruleset.scenario_value(game, path)
            except KeyError:
                raise ScenarioError("no such zone or expectation path") from None
            return actual == expected, actual
        return self._check_zone(key, detail, expected)

    def _check_decision(self, field_name: str, expected: Any) -> tuple[bool, Any]:
        decision = self.game.decision
        if decision is None:
            return expected in (None, "none"), "none (no decision pending)"
        if field_name == "player":
            actual: Any = f"p{decision.player + 1}"
        elif field_name == "kind":
            actual = str(decision.kind)
        elif field_name in ("prompt ~", "prompt"):
            actual = decision.prompt
            return (str(expected) in actual) if field_name == "prompt ~" else actual == expected, actual
        elif field_name == "rule":
            actual = decision.rule
        elif field_name == "source":
            actual = None if decision.source is None else self.game.name_of(decision.source)
            return actual is not None and self._is_card(decision.source or 0, str(expected)), actual
        elif field_name == "count":
            actual = len(decision.options)
        elif field_name in ("minimum", "maximum"):
            actual = getattr(decision, field_name)
        else:
            raise ScenarioError(
                "decision paths: player, kind, prompt, prompt ~, rule, source, count, minimum, maximum"
            )
        return actual == expected, actual

    def _check_value(self, path: str, expected: Any) -> tuple[bool, Any]:
        game = self.game
        owner, name = split_key(path)
        if owner is not None:
            values = game.ruleset.player_values(game, owner)
            if name in values:
                return values[name] == expected, values[name]
        if path in game.state.values:
            return game.state.values[path] == expected, game.state.values[path]
        return expected == 0, f"(no value {path!r}: reads as 0)"

    def _check_card(self, path: str, expected: Any) -> tuple[bool, Any]:
        ref, _, field_name = path.rpartition(".")
        if field_name and ref.endswith(".counters"):
            ref, counter = ref.removesuffix(".counters"), field_name
            card = self._card(ref, "card")
            return card.counter(counter) == expected, card.counter(counter)
        card = self._card(ref, "card")
        if field_name == "zone":
            return card.zone == expected, card.zone
        if field_name in ("state", "face_up"):
            actual = getattr(card, field_name)
            return actual == expected, actual
        if field_name == "slots":
            return list(card.slots) == list(expected), list(card.slots)
        if field_name == "markers":
            return sorted(card.markers) == sorted(expected), sorted(card.markers)
        if field_name == "attached":
            names = [self.game.name_of(c) for c in self.game.attached_to(card.id)]
            return self._same_cards(self.game.attached_to(card.id), expected), names
        if field_name == "controller":
            actual = f"p{card.controller + 1}"
            return actual == expected, actual
        actual = self.game.stat(card, field_name)
        if isinstance(actual, tuple):
            actual = list(actual)
        return actual == expected, actual

    def _check_zone(self, key: str, detail: str, expected: Any) -> tuple[bool, Any]:
        game = self.game
        cards = game.cards_in(key)
        if detail == "count":
            return len(cards) == expected, len(cards)
        if detail:
            spec = game.spec(key)
            if detail not in spec.slot_names:
                raise ScenarioError(f"{spec.label} has no slot {detail!r} (paths: .count or a slot name)")
            here = [c for c in cards if detail in c.slots]
            wanted = expected if isinstance(expected, list) else [expected]
            return self._same_cards(here, wanted), [game.name_of(c) for c in here]
        return self._same_cards(cards, list(expected)), [game.name_of(c) for c in cards]

    def _same_cards(self, cards: Sequence[Card], refs: Sequence[Any]) -> bool:
        return len(cards) == len(refs) and all(
            self._is_card(c.id, str(r)) for c, r in zip(cards, refs, strict=True)
        )


class _NoOption(ScenarioError):
    """The step names no legal option (which a ``refused`` step expects)."""
