"""Saved games and positions as JSON: inputs only, versioned, never pickled.

A saved game holds what the game is a function of: the game id and rules version, the
options, the seed, both decks (with every card record they use, so a save does not depend on
the card database), an optional start position, and the choices in order. Loading rebuilds
the game by replaying the choices; a choice that no longer fits is reported with its number.

Positions have a human-friendly form shared by save files and scenario files::

    {"turn": 3, "turn_player": "p1", "phase": "main",
     "values": {"p1.life": 5},
     "p1": {"hand": ["CODE", {"code": "CODE", "face_up": false}],
            "stage": {"FC": "CODE", "BL": {"code": "CODE", "state": "rest"}}},
     "p2": {...}, "shared": {"chase": [...]}}

Zone lists run bottom first (the last entry is the top card). A zone with slots is a table
from slot name to a card (or a list of cards, for a slot holding several until a rule process
runs); a card spanning slots lists them in ``slots``.
"""

from __future__ import annotations

import base64
import gc
import json
import zlib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, fields
from typing import Any

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice, EngineError
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.position import Placement, Position
from desktop_app.engine.rules import Ruleset
from desktop_app.engine.snapshot import (
    decode_events,
    decode_log,
    decode_state,
    encode_log,
    encode_state,
)
from desktop_app.engine.state import GameState
from desktop_app.engine.zones import PLAYER_PREFIXES, zone_key

SAVE_FORMAT = "tabletop-game"
SAVE_VERSION = 1

#: Limits on what a saved game may hold, far above any real game: a hostile or damaged file
#: is refused at once instead of costing minutes or memory.
MAX_CHOICES = 200_000
MAX_CARD_RECORDS = 20_000
MAX_SECTION = 2_000
MAX_KEYS = 500
MAX_SEED_DIGITS = 100
MAX_DEPTH = 32
#: a snapshot is unpacked to at most this many bytes (its values nest at most
#: ``snapshot.MAX_DEPTH`` deep: decoding checks that)
MAX_SNAPSHOT_BYTES = 64 * 1024 * 1024


class SaveFileError(EngineError):
    """A saved game or position that cannot be read; the message says where and why."""


#: the types of JSON's plain values, which hold nothing (``check_depth`` does not visit them)
_SCALARS = frozenset({str, int, float, bool, type(None)})


def check_depth(value: Any, where: str, limit: int = MAX_DEPTH) -> None:
    """Refuse ``value`` if its lists and tables nest more than ``limit`` deep (walked without
    recursion, so no nesting can exhaust the stack; the place is worked out only for the
    refusal, since naming every place on the way costs more than the walk)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    pop, push = stack.pop, stack.extend
    while stack:
        item, depth = pop()
        if type(item) is dict or isinstance(item, Mapping):
            children: Any = item.values()
        elif type(item) is list or isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth >= limit:
            raise SaveFileError(f"{where}: {_too_deep(value, limit):.80} is nested more than {limit} deep")
        depth += 1
        push([(child, depth) for child in children if type(child) not in _SCALARS])


def _too_deep(value: Any, limit: int) -> str:
    """Where ``check_depth`` first finds ``value`` nested more than ``limit`` deep."""
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, path = stack.pop()
        if isinstance(item, Mapping):
            children = [(v, f"{path}.{k}") for k, v in item.items()]
        elif isinstance(item, list | tuple):
            children = [(v, f"{path}[{i}]") for i, v in enumerate(item)]
        else:
            continue
        if depth >= limit:
            return path.lstrip(".") or "the top"
        stack.extend((child, depth + 1, here) for child, here in children)
    return "the top"


# ====================================================================== players
def parse_player(value: Any, where: str) -> int:
    """``p1``/``P1``/``1`` -> 0 and ``p2``/``P2``/``2`` -> 1."""
    text = str(value).lower()
    if text in ("p1", "1"):
        return 0
    if text in ("p2", "2"):
        return 1
    raise SaveFileError(f"{where}: a player is p1 or p2, not {value!r}")


# ====================================================================== positions
def position_from_json(
    data: Mapping[str, Any],
    ruleset: Ruleset,
    resolve: Callable[[str], str] | None = None,
    where: str = "position",
) -> Position:
    """Read a position in the human-friendly form (see the module docstring).

    Args:
        resolve: turns a card reference (a code or, in scenarios, a name) into a code.
    """
    resolve = resolve or (lambda ref: ref)
    known = {"turn", "turn_player", "first_player", "phase", "step", "values", "flags", "p1", "p2", "shared"}
    unknown = set(data) - known
    if unknown:
        raise SaveFileError(
            f"{where}: unknown keys {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}"
        )
    zones: dict[str, tuple[Placement, ...]] = {}
    for side in ("p1", "p2", "shared"):
        player = None if side == "shared" else PLAYER_PREFIXES.index(side)
        table = data.get(side) or {}
        if not isinstance(table, Mapping):
            raise SaveFileError(f"{where}.{side}: a table of zones")
        for name, content in table.items():
            try:
                spec = ruleset.zone_spec(name)
            except KeyError:
                names = ", ".join(z.name for z in ruleset.zones)
                raise SaveFileError(
                    f"{where}.{side}: {ruleset.title} has no zone {name!r}; zones: {names}"
                ) from None
            key = zone_key(player, name) if not spec.shared else name
            here = f"{where}.{side}.{name}"
            if spec.slots and isinstance(content, Mapping):
                placements: list[Placement] = []
                for slot, entry in content.items():
                    if slot not in spec.slot_names:
                        raise SaveFileError(f"{here}: no slot {slot!r}; slots: {', '.join(spec.slot_names)}")
                    entries = entry if isinstance(entry, list) else [entry]
                    for item in entries:
                        placements.append(_placement(item, resolve, f"{here}.{slot}", (slot,)))
                zones[key] = tuple(placements)
            elif isinstance(content, list):
                zones[key] = tuple(
                    _placement(item, resolve, f"{here}[{i}]", ()) for i, item in enumerate(content)
                )
            else:
                raise SaveFileError(f"{here}: a zone is a list of cards (or a table of slots)")
    for key in ("values", "flags"):
        if not isinstance(data.get(key) or {}, Mapping):
            raise SaveFileError(f"{where}.{key}: a table")
    try:
        return Position(
            zones=zones,
            turn=int(data.get("turn", 1)),
            turn_player=parse_player(data.get("turn_player", "p1"), f"{where}.turn_player"),
            first_player=parse_player(data.get("first_player", "p1"), f"{where}.first_player"),
            phase=str(data.get("phase", "main")),
            step=str(data.get("step", "")),
            values={str(k): int(v) for k, v in (data.get("values") or {}).items()},
            flags=_frozen(dict(data.get("flags") or {})),
        )
    except (TypeError, ValueError) as error:
        raise SaveFileError(f"{where}: {error}") from None


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _placement(entry: Any, resolve: Callable[[str], str], where: str, slots: tuple[str, ...]) -> Placement:
    try:
        return _checked_placement(entry, resolve, where, slots)
    except (TypeError, ValueError, AttributeError) as error:
        raise SaveFileError(f"{where}: {error}") from None


def _checked_placement(
    entry: Any, resolve: Callable[[str], str], where: str, slots: tuple[str, ...]
) -> Placement:
    if isinstance(entry, str):
        return Placement(code=resolve(entry), slots=slots)
    if not isinstance(entry, Mapping):
        raise SaveFileError(f"{where}: a card is a code or a table with 'code'")
    allowed = {
        "code",
        "card",
        "face_up",
        "state",
        "slots",
        "counters",
        "markers",
        "attached",
        "owner",
        "label",
    }
    unknown = set(entry) - allowed
    if unknown:
        raise SaveFileError(
            f"{where}: unknown keys {', '.join(sorted(unknown))}; known: {', '.join(sorted(allowed))}"
        )
    ref = entry.get("code", entry.get("card"))
    if not isinstance(ref, str):
        raise SaveFileError(f"{where}: the card needs a 'code' (or 'card')")
    owner = entry.get("owner")
    return Placement(
        code=resolve(ref),
        face_up=None if entry.get("face_up") is None else bool(entry["face_up"]),
        state=str(entry.get("state", "")),
        slots=tuple(entry.get("slots", slots)),
        counters={str(k): int(v) for k, v in (entry.get("counters") or {}).items()},
        markers=tuple(entry.get("markers", ())),
        attached=tuple(
            _placement(item, resolve, f"{where}.attached[{i}]", ())
            for i, item in enumerate(entry.get("attached", ()))
        ),
        owner=None if owner is None else parse_player(owner, f"{where}.owner"),
        name=str(entry.get("label", "")),
    )


def position_to_json(position: Position) -> dict[str, Any]:
    """The inverse of ``position_from_json`` (slotted zones are written as lists)."""
    data: dict[str, Any] = {
        "turn": position.turn,
        "turn_player": PLAYER_PREFIXES[position.turn_player],
        "first_player": PLAYER_PREFIXES[position.first_player],
        "phase": position.phase,
        "step": position.step,
        "values": dict(position.values),
        "flags": _thawed(position.flags),
    }
    for key, placements in position.zones.items():
        side, _, name = key.partition(".")
        if not name:
            side, name = "shared", key
        data.setdefault(side, {})[name] = [_placement_json(p) for p in placements]
    return data


def _thawed(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _thawed(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


def _placement_json(p: Placement) -> dict[str, Any]:
    data: dict[str, Any] = {"code": p.code}
    if p.face_up is not None:
        data["face_up"] = p.face_up
    if p.state:
        data["state"] = p.state
    if p.slots:
        data["slots"] = list(p.slots)
    if p.counters:
        data["counters"] = dict(p.counters)
    if p.markers:
        data["markers"] = list(p.markers)
    if p.attached:
        data["attached"] = [_placement_json(a) for a in p.attached]
    if p.owner is not None:
        data["owner"] = PLAYER_PREFIXES[p.owner]
    if p.name:
        data["label"] = p.name
    return data


# ====================================================================== saved games
def save_game(game: Game, *, snapshot: bool = False) -> dict[str, Any]:
    """The saved form of ``game`` (see the module docstring).

    With ``snapshot``, the state and log at the game's latest checkpoint ride along as a cache
    (``snapshot.py``), so that loading replays only the choices after it. The snapshot holds
    every hidden zone, so it is stored compressed and in base 64: a glance at the file (an
    opponent opening it in hot-seat) shows no library order. That is obfuscation, not
    secrecy: whoever has the file can decode it, and the seed and decks in the inputs
    determine the game anyway (docs/reliability.md).
    """
    setup = game.setup
    records: dict[str, Mapping[str, Any]] = {}
    for card in game.definitions.values():
        records.setdefault(
            card.code, card.record or {"code": card.code, "name": card.name, "type": card.type}
        )
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": setup.game,
        "rules_version": setup.rules_version,
        "seed": setup.seed,
        "options": dict(setup.options),
        "decks": [
            {
                "name": deck.name,
                "sections": {name: [c.code for c in cards] for name, cards in deck.sections.items()},
            }
            for deck in setup.decks
        ],
        "cards": list(records.values()),
        "extra_cards": [c.code for c in setup.extra_cards],
        "position": position_to_json(setup.position) if setup.position is not None else None,
        "choices": [choice.to_json() for choice in game.choices],
        "snapshot": _snapshot(game) if snapshot else None,
    }


def _snapshot(game: Game) -> dict[str, Any] | None:
    checkpoint = game.latest_checkpoint()
    if checkpoint is None:
        return None
    count, state, events, decision = checkpoint
    content = {
        "state": encode_state(state),
        "log": encode_log(events),
        "decision": {"player": decision.player, "prompt": decision.prompt, "keys": list(decision.keys())},
    }
    return {"choices": count, "packed": pack(content)}


def pack(content: Any) -> str:
    """A snapshot's content as stored in a save: JSON, compressed, in base 64."""
    return base64.b64encode(
        zlib.compress(json.dumps(content, separators=(",", ":")).encode("utf-8"), 6)
    ).decode("ascii")


def unpack(data: Mapping[str, Any]) -> Any:
    """A saved snapshot's content: decompressed to at most ``MAX_SNAPSHOT_BYTES``, never more."""
    packed = base64.b64decode(str(data["packed"]), validate=True)
    inflater = zlib.decompressobj()
    raw = inflater.decompress(packed, MAX_SNAPSHOT_BYTES)
    if inflater.unconsumed_tail:
        raise ValueError("the snapshot unpacks to more than the limit")
    return json.loads(raw)


def load_game(
    data: Any, get_ruleset: Callable[[str], Ruleset], *, where: str = "saved game", use_snapshot: bool = True
) -> Game:
    """Rebuild a game from its saved form.

    A snapshot in the file (``save_game(snapshot=True)``) is used when it decodes and the
    flow resumes there at the recorded decision; otherwise, or with ``use_snapshot`` false,
    every choice is replayed. ``verify`` checks a loaded game against its inputs.

    Every field is checked for its type and size before use, so a damaged or hostile file
    is refused with the place it went wrong (``save.json: decks[1].sections.main[3]: …``).

    Raises:
        SaveFileError: the data is not a saved game of a known game and rules version, or a
            choice no longer fits (naming which).
    """
    if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError(f'{where}: not a saved game (no "format": "{SAVE_FORMAT}")')
    if data.get("version") != SAVE_VERSION:
        raise SaveFileError(
            f"{where}: saved in format version {str(data.get('version'))[:40]}; this app reads {SAVE_VERSION}"
        )
    try:  # each choice is checked field by field (``_choice``), so the long list is not walked here
        check_depth({k: v for k, v in data.items() if k != "choices"}, where)
    except ValueError as error:
        raise SaveFileError(str(error)) from None
    try:
        ruleset = get_ruleset(str(data.get("game")))
    except KeyError as error:
        raise SaveFileError(f"{where}: {error.args[0]}") from None
    if data.get("rules_version") != ruleset.rules_version:
        raise SaveFileError(
            f"{where}: saved under {ruleset.title} rules version {str(data.get('rules_version'))[:40]}; "
            f"this app plays version {ruleset.rules_version}, so the game would not replay the same"
        )
    with _collector_paused():
        setup, choices = _inputs(data, ruleset, where)
        resumed = (
            _from_snapshot(ruleset, setup, choices, data["snapshot"])
            if use_snapshot and data.get("snapshot")
            else None
        )
    if resumed is not None:
        return resumed
    try:
        game = Game(ruleset, setup)
    except Exception as error:  # any failure to set up this file's start is the file's refusal
        raise SaveFileError(f"{where}: the start cannot be set up: {error}") from error
    try:
        game.replay_choices(choices)
    except EngineError as error:
        number = len(game.choices) + 1
        raise SaveFileError(f"{where}: choice {number} no longer fits the game: {error}") from None
    except Exception as error:  # a rules bug met on the way: still the file's refusal, not a crash
        number = len(game.choices) + 1
        raise SaveFileError(
            f"{where}: choice {number} cannot be replayed ({type(error).__name__}: {error})"
        ) from error
    return game


def _inputs(data: Mapping[str, Any], ruleset: Ruleset, where: str) -> tuple[GameSetup, list[Choice]]:
    """The setup and choices of a saved game, each field checked (see ``load_game``)."""
    records = _list(data, "cards", where, MAX_CARD_RECORDS)
    cards: dict[str, CardDef] = {}
    for index, record in enumerate(records):
        here = f"{where}: cards[{index}]"
        if not isinstance(record, Mapping) or not isinstance(record.get("code"), str):
            raise SaveFileError(f"{here}: a card record is a table with a 'code'")
        try:
            cards[record["code"]] = ruleset.card_from_record(record)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise SaveFileError(f"{here} ({record['code']:.40}): {error}") from None
    decks = _list(data, "decks", where, 2)
    if len(decks) != 2:
        raise SaveFileError(f"{where}: a game has two decks, not {len(decks)}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or len(str(seed)) > MAX_SEED_DIGITS:
        raise SaveFileError(f"{where}: seed: a whole number of at most {MAX_SEED_DIGITS} digits")
    options = data.get("options")
    options = {} if options is None else options
    if not isinstance(options, Mapping):
        raise SaveFileError(f"{where}: options: a table of game options")
    position = data.get("position")
    if position is not None and not isinstance(position, Mapping):
        raise SaveFileError(f"{where}: position: a table (see docs/scenarios.md)")
    extra = _list(data, "extra_cards", where, MAX_CARD_RECORDS)
    try:
        setup = GameSetup(
            game=ruleset.game_id,
            rules_version=ruleset.rules_version,
            decks=(
                _deck(decks[0], cards, f"{where}: decks[0]"),
                _deck(decks[1], cards, f"{where}: decks[1]"),
            ),
            seed=seed,
            options=dict(options),
            position=position_from_json(position, ruleset, where=f"{where}: position") if position else None,
            extra_cards=tuple(
                _card(cards, code, f"{where}: extra_cards[{i}]") for i, code in enumerate(extra)
            ),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SaveFileError(f"{where}: malformed ({type(error).__name__}: {error})") from None
    return setup, _choices(_list(data, "choices", where, MAX_CHOICES), where)


def _choices(raw_choices: list[Any], where: str) -> list[Choice]:
    """The saved choices, each checked (``_choice``). A long game repeats a few hundred
    answers ("pass", a slot move), so equal answers are checked once and share one
    ``Choice`` (a frozen value; 238 for the 2,000 of benchmarks/bench_saves.py). The key
    holds each field's type beside it: ``True`` and ``1`` are equal, but only one is a player."""
    read: dict[Any, Choice] = {}
    choices: list[Choice] = []
    for index, raw in enumerate(raw_choices):
        key: Any = None
        if type(raw) is dict and "m" not in raw and type(raw.get("k", [])) is list:
            player, number = raw.get("p"), raw.get("n")
            key = (type(player), player, tuple(raw.get("k", ())), type(number), number)
        try:
            choice = read.get(key)
        except TypeError:  # a field holding a list or a table, which ``_choice`` refuses
            key = choice = None
        if choice is None:
            choice = _choice(raw, f"{where}: choices[{index}]")
            if key is not None:
                read[key] = choice
        choices.append(choice)
    return choices


def _list(data: Mapping[str, Any], key: str, where: str, limit: int) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise SaveFileError(f"{where}: {key}: a list, not {type(value).__name__}")
    if len(value) > limit:
        raise SaveFileError(f"{where}: {key}: {len(value):,} entries; at most {limit:,} are read")
    return value


def _card(cards: Mapping[str, CardDef], code: Any, where: str) -> CardDef:
    if not isinstance(code, str) or code not in cards:
        raise SaveFileError(f"{where}: {code!r:.40} is not among the file's card records")
    return cards[code]


#: the fields of a manual action in a saved choice and the types each may take
_MANUAL_FIELDS: dict[str, tuple[type, ...]] = {
    "verb": (str,),
    "card": (int,),
    "from_zone": (str,),
    "index": (int,),
    "zone": (str,),
    "at": (int,),
    "slots": (list,),
    "face_up": (bool,),
    "state": (str,),
    "name": (str,),
    "amount": (int,),
}


def _choice(data: Any, where: str) -> Choice:
    """A saved choice, each field checked for its type."""
    if (
        not (type(data) is dict or isinstance(data, Mapping))
        or data.get("p") not in (0, 1)
        or isinstance(data.get("p"), bool)
    ):
        raise SaveFileError(f'{where}: a choice is a table with the player "p": 0 or 1')
    keys = data.get("k", [])
    if not isinstance(keys, list) or len(keys) > MAX_KEYS:
        raise SaveFileError(f"{where}: k: a list of at most {MAX_KEYS} option keys")
    for key in keys:
        if not isinstance(key, str):
            raise SaveFileError(f"{where}: k: a list of at most {MAX_KEYS} option keys")
    number = data.get("n")
    if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
        raise SaveFileError(f"{where}: n: a whole number")
    manual = data.get("m")
    if manual is not None:
        if not isinstance(manual, Mapping) or not isinstance(manual.get("verb"), str):
            raise SaveFileError(f"{where}: m: a manual action is a table with a 'verb'")
        for name, value in manual.items():
            kinds = _MANUAL_FIELDS.get(name)
            if kinds is None:
                raise SaveFileError(f"{where}: m: unknown field {name!r:.40}")
            if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
                raise SaveFileError(f"{where}: m.{name}: {value!r:.40} is not a {kinds[0].__name__}")
        slots = manual.get("slots", [])
        if not all(isinstance(slot, str) for slot in slots) or len(slots) > MAX_KEYS:
            raise SaveFileError(f"{where}: m.slots: a short list of slot names")
        return Choice.from_json(data)
    return Choice(int(data["p"]), tuple(map(str, keys)), number)  # as ``from_json``, checked above


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No garbage collection while a save's inputs and snapshot are decoded: decoding makes
    thousands of objects and no cycles, and each collection it set off would walk every object
    the process holds (about half of a 2,000-choice load's time, measured in
    benchmarks/bench_saves.py). Afterwards what was made goes to the collector's oldest
    generation without being walked (``freeze`` then ``unfreeze``; a quarter of what was left
    of the load's time), unless something else in the process keeps objects frozen."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if not gc.get_freeze_count():
                gc.freeze()
                gc.unfreeze()
            gc.enable()


def _from_snapshot(ruleset: Ruleset, setup: GameSetup, choices: list[Choice], data: Any) -> Game | None:
    """The game resumed at its saved snapshot, or ``None`` if the snapshot does not hold."""
    try:
        count = int(data["choices"])
        if not 0 <= count <= len(choices):
            return None
        content = unpack(data)
        state = decode_state(content["state"])
        # "events": the log as saves wrote it before its compact form ("log")
        events = decode_log(content["log"]) if "log" in content else decode_events(content["events"])
        expected = content["decision"]
        game = Game(ruleset, setup, choices[:count], resume=(count, state, events))
    except Exception:
        return None
    decision = game.decision
    if (
        decision is None
        or decision.player != expected.get("player")
        or decision.prompt != expected.get("prompt")
        or list(decision.keys()) != expected.get("keys")
    ):
        return None
    try:
        game.replay_choices(choices[count:])
    except Exception:
        return None
    return game


@dataclass(frozen=True)
class Verdict:
    """Whether a game holds against its inputs; ``reason`` says why not (empty when it holds)."""

    holds: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.holds


def verify(game: Game) -> Verdict:
    """Whether replaying ``game``'s inputs gives the same state and log (a loaded game whose
    snapshot was trusted is checked this way, off the interface's thread). Never raises: a
    replay that fails is a verdict too."""
    try:
        replayed = game.replay()
    except Exception as error:  # the verdict on a game whose inputs do not replay at all
        return Verdict(False, f"the inputs do not replay: {type(error).__name__}: {error}")
    if replayed.state != game.state:
        return Verdict(False, _first_difference(replayed, game))
    if replayed.events != game.events:
        for number, (mine, theirs) in enumerate(zip(game.events, replayed.events, strict=False), 1):
            if mine != theirs:
                return Verdict(
                    False, f"log line {number} differs: {mine.render()!r} against {theirs.render()!r}"
                )
        return Verdict(False, f"the log has {len(game.events)} lines; the replay {len(replayed.events)}")
    return Verdict(True)


def verify_save(data: Any, get_ruleset: Callable[[str], Ruleset], *, where: str = "saved game") -> Verdict:
    """Whether a saved game holds: its choices replay from its inputs, and its snapshot, if it
    has one, is the game that replay reaches. Never raises; ``reason`` says what was checked
    when it holds and what failed when not."""
    try:
        game = load_game(data, get_ruleset, where=where, use_snapshot=False)
    except SaveFileError as error:
        return Verdict(False, str(error).removeprefix(f"{where}: "))
    replayed = verify(game)
    if not replayed:
        return replayed
    checked = f"{len(game.choices)} choices replay from the inputs"
    snapshot = data.get("snapshot")
    if not snapshot:
        return Verdict(True, checked + " (no snapshot)")
    try:
        setup, choices = _inputs(data, game.ruleset, where)
    except SaveFileError as error:
        return Verdict(False, str(error))
    resumed = _from_snapshot(game.ruleset, setup, choices, snapshot)
    if resumed is None:
        return Verdict(False, "the snapshot cannot be read or does not resume at its recorded decision")
    if resumed.state != game.state or resumed.events != game.events:
        return Verdict(
            False, "the snapshot is not the state its inputs reach: " + _first_difference(resumed, game)
        )
    return Verdict(True, checked + " and agree with the snapshot")


def _first_difference(replayed: Game, game: Game) -> str:
    for item in fields(GameState):
        if getattr(game.state, item.name) != getattr(replayed.state, item.name):
            return f"the state differs from its replay in {item.name}"
    return "the log differs from its replay"


def _deck(data: Any, cards: Mapping[str, CardDef], where: str) -> DeckList:
    if not isinstance(data, Mapping) or not isinstance(data.get("sections"), Mapping):
        raise SaveFileError(f"{where}: a deck is a table with 'sections'")
    sections: dict[str, tuple[CardDef, ...]] = {}
    for name, codes in data["sections"].items():
        if not isinstance(codes, list) or len(codes) > MAX_SECTION:
            raise SaveFileError(f"{where}.sections.{name:.40}: a list of at most {MAX_SECTION} codes")
        sections[str(name)] = tuple(
            _card(cards, code, f"{where}.sections.{name:.40}[{i}]") for i, code in enumerate(codes)
        )
    return DeckList(str(data.get("name", ""))[:200], sections)
