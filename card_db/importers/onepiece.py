"""ONE PIECE CARD GAME: the official card list as exported by buhbbl/punk-records.

Card files hold one record or an array of records with ``id, pack_id, name, rarity, category,
colors[], cost, power, counter, attributes[], types[], effect, trigger, block_number, img_url,
img_full_url``. A leader's ``cost`` is its life; ``effect`` uses ``<br>`` for line breaks
and HTML entities; ``-`` means no effect. Parallel (alternate-art) printings have ids such
as ``OP01-001_p1``: each is kept as its own card with ``fields.base_code`` naming the base
card, so decks may list either and the rules count them together.

``packs.json`` (an object keyed by pack id with ``raw_title`` and ``title_parts.label``)
only names sets: ``ST-01`` names set ``ST01``, ``OP14-EB04`` names ``OP14`` and ``EB04``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.games import GAMES, normalize_code
from card_db.importers.common import ImportBatch, RecordProgress, RecordReader, convert_each
from card_db.records import CardRecord

GAME = "one-piece"

_CATEGORIES = {
    "leader": "leader",
    "character": "character",
    "event": "event",
    "stage": "stage",
    "don!!": "don",
    "don": "don",
}
_COLOURS = GAMES[GAME].colours
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_PRINTING = re.compile(r"^(?P<base>.+?)_(?P<printing>[A-Za-z]+\d*)$")
_LABEL_PART = re.compile(r"([A-Z]+)-?(\d+)")


def looks_like(record: Mapping[str, Any]) -> bool:
    """Whether a raw record has the official export's shape."""
    return "category" in record or "pack_id" in record or "effect" in record


def looks_like_packs(data: Any) -> bool:
    """Whether ``data`` is the export's ``packs.json``."""
    return (
        isinstance(data, Mapping)
        and bool(data)
        and all(isinstance(v, Mapping) and "raw_title" in v for v in data.values())
    )


def base_code(code: str) -> str | None:
    """The base card of a parallel printing (``OP01-001_p1`` → ``OP01-001``), else ``None``."""
    match = _PRINTING.match(code)
    return match.group("base") if match else None


def clean_text(text: str | None) -> str:
    """Effect text for display: ``<br>`` → newline, HTML entities decoded, ``-`` → empty."""
    if text is None or text.strip() in {"", "-"}:
        return ""
    lines = [line.strip() for line in html.unescape(_BREAK.sub("\n", text)).split("\n")]
    return "\n".join(line for line in lines if line)


def read_records(data: list[Any], file: Path, progress: RecordProgress | None = None) -> ImportBatch:
    """Convert exported card records; a bad record is skipped into ``batch.problems``."""
    batch = ImportBatch(GAME, files=[str(file)], progress=progress)
    convert_each(batch, data, lambda index, raw: _convert(RecordReader(file, index, raw, "id"), batch))
    return batch


def read_packs(data: Mapping[str, Any], file: Path) -> ImportBatch:
    """Set names from ``packs.json``; packs without a label (promotions) are skipped."""
    batch = ImportBatch(GAME, files=[str(file)])
    for pack_id, pack in data.items():
        label = (
            (pack.get("title_parts") or {}).get("label")
            if isinstance(pack.get("title_parts"), Mapping)
            else None
        )
        title = pack.get("raw_title")
        if not isinstance(title, str):
            raise CardImportError(file, f"pack {pack_id}: expected a title, got {title!r}", field="raw_title")
        if not isinstance(label, str):
            continue
        # "OP14-EB04": the pack is OP14 and also carries EB04. The first set is the pack's
        # own; a set named only as a companion keeps the first name it got, so "OP15-EB04"
        # (a later pack with a bare title) does not rename EB04.
        for position, (letters, digits) in enumerate(_LABEL_PART.findall(label)):
            code = f"{letters}{digits}"
            if position == 0 or code not in batch.sets:
                batch.add_set(code, html.unescape(title).strip())
    return batch


def _convert(r: RecordReader, batch: ImportBatch) -> CardRecord:
    code = normalize_code(r.required_str("id"))
    name = html.unescape(r.required_str("name"))
    category = r.required_str("category")
    card_type = _CATEGORIES.get(category.lower())
    if card_type is None:
        raise r.fail("category", f"expected Leader, Character, Event, Stage or DON!!, got {category!r}")
    colours: list[str] = []
    for colour in r.words("colors"):
        if colour.lower() not in _COLOURS:
            raise r.fail("colors", f"expected one of {', '.join(sorted(_COLOURS))}, got {colour!r}")
        colours.append(colour.lower())
    cost = r.optional_int("cost")
    effect = r.raw.get("effect")
    if effect is not None and not isinstance(effect, str):
        raise r.fail("effect", f"expected a string, got {effect!r}")
    trigger_raw = r.raw.get("trigger")
    if trigger_raw is not None and not isinstance(trigger_raw, str):
        raise r.fail("trigger", f"expected a string or null, got {trigger_raw!r}")
    trigger = clean_text(trigger_raw) or None
    text = clean_text(effect)
    if trigger:  # printed on the card below the effect, so it belongs to the display text
        text = f"{text}\n{trigger}" if text else trigger
    base = base_code(code)
    fields: dict[str, Any] = {
        "cost": None if card_type == "leader" else cost,
        "life": cost if card_type == "leader" else None,
        "power": r.optional_int("power"),
        "counter": r.optional_int("counter"),
        "attributes": r.words("attributes"),
        "types": [html.unescape(t) for t in r.words("types")],
        "trigger": trigger,
        "block": r.optional_int("block_number"),
        "base_code": base,
    }
    image_url = r.optional_str("img_full_url")
    if image_url is not None and not image_url.lower().startswith(("http://", "https://")):
        raise r.fail("img_full_url", f"expected an http(s) address, got {image_url!r}")
    set_code = (base or code).split("-", 1)[0]
    batch.add_set(set_code, None)
    return CardRecord(
        game=GAME,
        code=code,
        name=name,
        type=card_type,
        colours=tuple(colours),
        text=text,
        set_code=set_code,
        rarity=r.optional_str("rarity"),
        image_url=image_url,
        fields={k: v for k, v in fields.items() if v is not None},
    )
