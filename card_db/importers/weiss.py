"""Weiß Schwarz: the English data set's per-set JSON arrays (CCondeluci/WeissSchwarz-ENG-DB).

Each file is an array of flat objects: ``name, code, rarity, expansion, side, type, color,
level, cost, power, soul, trigger[], attributes[], ability[], flavor_text, image, set,
release, sid``. Numbers come as strings; ``-`` or an empty string means none. The mapping to
the project record is documented in ``docs/card-format.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.games import GAMES, normalize_code
from card_db.importers.common import ImportBatch, RecordProgress, RecordReader, convert_each
from card_db.records import CardRecord

GAME = "weiss-schwarz"

#: The data set's trigger spellings (upper case) -> the project's icon words. The data set
#: uses the first spelling of each; the others are the icons' common names, accepted too.
TRIGGER_WORDS: dict[str, str] = {
    "SOUL": "soul",
    "RETURN": "return",
    "BOUNCE": "return",
    "WIND": "return",
    "POOL": "pool",
    "BAG": "pool",
    "COMEBACK": "comeback",
    "DOOR": "comeback",
    "DRAW": "draw",
    "BOOK": "draw",
    "SHOT": "shot",
    "TREASURE": "treasure",
    "GOLDBAR": "treasure",
    "GATE": "gate",
    "STANDBY": "standby",
    "CHOICE": "choice",
}

_TYPES = GAMES[GAME].types
_COLOURS = GAMES[GAME].colours


def looks_like(record: Mapping[str, Any]) -> bool:
    """Whether a raw record has the English data set's shape."""
    return "ability" in record or "sid" in record or "expansion" in record


def read_records(data: list[Any], file: Path, progress: RecordProgress | None = None) -> ImportBatch:
    """Convert the data set's records; a bad record is skipped into ``batch.problems``."""
    batch = ImportBatch(GAME, files=[str(file)], progress=progress)
    convert_each(batch, data, lambda index, raw: _convert(RecordReader(file, index, raw, "code"), batch))
    return batch


def _number(r: RecordReader, key: str, card_type: str) -> int | None:
    """A numeric field. A climax prints no level, cost, power or soul, so whatever a data
    set writes there (``CX``, ``-``) reads as none."""
    if card_type != "climax":
        return r.optional_int(key)
    try:
        return r.optional_int(key)
    except CardImportError:
        return None


def _convert(r: RecordReader, batch: ImportBatch) -> CardRecord:
    code = normalize_code(r.required_str("code"))
    name = r.required_str("name")
    card_type = r.required_str("type").lower()
    if card_type not in _TYPES:
        raise r.fail("type", f"expected Character, Event or Climax, got {r.raw.get('type')!r}")
    colour = r.required_str("color").lower()
    if colour not in _COLOURS:
        raise r.fail("color", f"expected one of {', '.join(sorted(_COLOURS))}, got {r.raw.get('color')!r}")
    triggers: list[str] = []
    for word in r.words("trigger"):
        mapped = TRIGGER_WORDS.get(word.upper())
        if mapped is None:
            raise r.fail("trigger", f"unknown trigger icon {word!r} (known: {', '.join(TRIGGER_WORDS)})")
        triggers.append(mapped)
    side = r.optional_str("side")
    if side is not None and side.lower() not in {"w", "s"}:
        raise r.fail("side", f"expected 'W' or 'S', got {side!r}")
    abilities = r.words("ability")
    fields: dict[str, Any] = {
        "level": _number(r, "level", card_type),
        "cost": _number(r, "cost", card_type),
        "power": _number(r, "power", card_type),
        "soul": _number(r, "soul", card_type),
        "traits": r.words("attributes"),
        "triggers": triggers,
        "side": side.lower() if side else None,
        "flavor": r.optional_str("flavor_text"),
    }
    image_url = r.optional_str("image")
    if image_url is not None and not image_url.lower().startswith(("http://", "https://")):
        raise r.fail("image", f"expected an http(s) address, got {image_url!r}")
    set_code = code.rsplit("-", 1)[0] if "-" in code else r.optional_str("set")
    batch.add_set(set_code, r.optional_str("expansion"))
    return CardRecord(
        game=GAME,
        code=code,
        name=name,
        type=card_type,
        colours=(colour,),
        text="\n".join(abilities),
        set_code=set_code,
        rarity=r.optional_str("rarity"),
        image_url=image_url,
        fields={k: v for k, v in fields.items() if v is not None},
    )
