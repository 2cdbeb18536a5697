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

from collections.abc import Callable, Mapping
from typing import Any

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice, EngineError
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.position import Placement, Position
from desktop_app.engine.rules import Ruleset
from desktop_app.engine.snapshot import (
    SnapshotError,
    decode_events,
    decode_state,
    encode_events,
    encode_state,
)
from desktop_app.engine.zones import PLAYER_PREFIXES, zone_key

SAVE_FORMAT = "tabletop-game"
SAVE_VERSION = 1


class SaveFileError(EngineError):
    """A saved game or position that cannot be read; the message says where and why."""


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
        for name, content in (data.get(side) or {}).items():
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
    (``snapshot.py``), so that loading replays only the choices after it.
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
    return {
        "choices": count,
        "state": encode_state(state),
        "events": encode_events(events),
        "decision": {"player": decision.player, "prompt": decision.prompt, "keys": list(decision.keys())},
    }


def load_game(
    data: Any, get_ruleset: Callable[[str], Ruleset], *, where: str = "saved game", use_snapshot: bool = True
) -> Game:
    """Rebuild a game from its saved form.

    A snapshot in the file (``save_game(snapshot=True)``) is used when it decodes and the
    flow resumes there at the recorded decision; otherwise, or with ``use_snapshot`` false,
    every choice is replayed. ``verify`` checks a loaded game against its inputs.

    Raises:
        SaveFileError: the data is not a saved game of a known game and rules version, or a
            choice no longer fits (naming which).
    """
    if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError(f'{where}: not a saved game (no "format": "{SAVE_FORMAT}")')
    if data.get("version") != SAVE_VERSION:
        raise SaveFileError(
            f"{where}: saved in format version {data.get('version')}; this app reads {SAVE_VERSION}"
        )
    try:
        ruleset = get_ruleset(str(data["game"]))
    except KeyError as error:
        raise SaveFileError(f"{where}: {error.args[0]}") from None
    if data.get("rules_version") != ruleset.rules_version:
        raise SaveFileError(
            f"{where}: saved under {ruleset.title} rules version {data.get('rules_version')}; "
            f"this app plays version {ruleset.rules_version}, so the game would not replay the same"
        )
    try:
        cards = {str(r["code"]): ruleset.card_from_record(r) for r in data["cards"]}
        decks = tuple(_deck(d, cards) for d in data["decks"])
        if len(decks) != 2:
            raise SaveFileError(f"{where}: a game has two decks, not {len(decks)}")
        position = data.get("position")
        setup = GameSetup(
            game=ruleset.game_id,
            rules_version=ruleset.rules_version,
            decks=(decks[0], decks[1]),
            seed=int(data["seed"]),
            options=dict(data.get("options") or {}),
            position=position_from_json(position, ruleset, where=f"{where}: position") if position else None,
            extra_cards=tuple(cards[c] for c in data.get("extra_cards", ())),
        )
        choices = [Choice.from_json(c) for c in data["choices"]]
    except SaveFileError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise SaveFileError(f"{where}: malformed ({type(error).__name__}: {error})") from None
    if use_snapshot and data.get("snapshot"):
        game = _from_snapshot(ruleset, setup, choices, data["snapshot"])
        if game is not None:
            return game
    game = Game(ruleset, setup)
    try:
        game.replay_choices(choices)
    except EngineError as error:
        number = len(game.choices) + 1
        raise SaveFileError(f"{where}: choice {number} no longer fits the game: {error}") from None
    return game


def _from_snapshot(ruleset: Ruleset, setup: GameSetup, choices: list[Choice], data: Any) -> Game | None:
    """The game resumed at its saved snapshot, or ``None`` if the snapshot does not hold."""
    try:
        count = int(data["choices"])
        if not 0 <= count <= len(choices):
            return None
        state = decode_state(data["state"])
        events = decode_events(data["events"])
        expected = data["decision"]
        game = Game(ruleset, setup, choices[:count], resume=(count, state, events))
    except (SnapshotError, EngineError, KeyError, TypeError, ValueError):
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
    except EngineError:
        return None
    return game


def verify(game: Game) -> bool:
    """Whether replaying ``game``'s inputs gives the same state and log (a loaded game whose
    snapshot was trusted is checked this way, off the interface's thread)."""
    replayed = game.replay()
    return replayed.state == game.state and replayed.events == game.events


def _deck(data: Mapping[str, Any], cards: Mapping[str, CardDef]) -> DeckList:
    sections: dict[str, tuple[CardDef, ...]] = {}
    for name, codes in data["sections"].items():
        sections[str(name)] = tuple(cards[str(code)] for code in codes)
    return DeckList(str(data.get("name", "")), sections)
