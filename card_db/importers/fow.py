"""Force of Will: the nested ``cards.json`` of Force-of-Wind/fowsim.

Shape: ``{"fow": {"clusters": [{"name", "sets": [{"name", "code", "cards": [...]}]}]}}``;
each card has ``id, name, type[], race[], cost, colour[], ATK, DEF, abilities[], divinity,
flavour, artists[], rarity``. ``cost`` is will symbols (``{W}{1}``) or ``0`` or null;
``ATK``/``DEF``/``divinity`` are numbers or empty strings.

Double-faced cards are separate records linked by an id suffix: ``X`` (a ruler) and ``XJ``
(its J-ruler side, or an Order in the Duel cluster); ``X`` and ``X^`` (the shift/inverted
side); ``XJ`` and ``XJ^``. ``fields.other_side`` links each side to the other, and a front
face links to its J side before its ``^`` side.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.games import normalize_code
from card_db.importers.common import ImportBatch, RecordProgress, RecordReader, convert_each
from card_db.records import CardRecord

GAME = "force-of-will"

#: Attribute letters -> colour words; ``V`` (void) is no attribute.
ATTRIBUTES = {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness", "V": None}

_WILL = re.compile(r"\{([^{}]+)\}")
_MAGIC_STONE = re.compile(r"magic stone$")


def looks_like(data: Any) -> bool:
    """Whether ``data`` has fowsim's nesting."""
    return isinstance(data, Mapping) and isinstance(data.get("fow"), Mapping)


def printed_type(printed: str) -> str:
    """The project card type for one printed type (``Spell:Chant-Instant`` → ``chant``)."""
    text = printed.strip().lower()
    text = re.sub(r"\s*\(.*\)$", "", text)  # "Resonator (Stranger)", "Regalia (Shift)"
    text = re.sub(r"^spell:\s*", "", text)  # "Spell:Chant-Standby"
    text = re.sub(r"[:\-]\s*(instant|standby|field|resonator|j/resonator)$", "", text)
    text = re.sub(r"^basic\s+", "", text)  # "Basic Ruler", "Basic J-Ruler"
    if _MAGIC_STONE.search(text):
        return "magic stone"  # "Special Magic Stone", "Light Magic Stone", "True Magic Stone"
    return text.strip()


def primary_type(printed: list[str]) -> str:
    """The project card type of a card with these printed types.

    A rune is printed ``Chant, Rune`` (``Chant, Rune, Master Rune``), so ``master rune`` and
    ``rune`` win over the first printed type; otherwise the first printed type decides.
    """
    mapped = [printed_type(t) for t in printed]
    for special in ("master rune", "rune"):
        if special in mapped:
            return special
    return mapped[0]


def total_cost(cost: str | None) -> int:
    """The total cost of printed will symbols: each attribute or other letter symbol counts 1,
    a number counts its value, ``X`` counts 0."""
    if not cost:
        return 0
    total = 0
    for symbol in _WILL.findall(cost) or [cost]:
        symbol = symbol.strip().upper()
        if symbol.isdigit():
            total += int(symbol)
        elif symbol != "X":
            total += 1
    return total


def read_cards(data: Mapping[str, Any], file: Path, progress: RecordProgress | None = None) -> ImportBatch:
    """Convert every card of every set of every cluster; a bad card is skipped into
    ``batch.problems`` (its record number counts cards across the whole file)."""
    batch = ImportBatch(GAME, files=[str(file)], progress=progress)
    clusters = data["fow"].get("clusters")
    if not isinstance(clusters, list):
        raise CardImportError(file, "expected fow.clusters to be a list", field="fow.clusters")
    total = sum(
        len(card_set["cards"])
        for cluster in clusters
        if isinstance(cluster, Mapping) and isinstance(cluster.get("sets"), list)
        for card_set in cluster["sets"]
        if isinstance(card_set, Mapping) and isinstance(card_set.get("cards"), list)
    )
    index = 0
    for c, cluster in enumerate(clusters):
        if not isinstance(cluster, Mapping) or not isinstance(cluster.get("sets"), list):
            raise CardImportError(file, f"cluster {c}: expected an object with a list of sets", field="sets")
        cluster_name = str(cluster.get("name") or "")
        for s, card_set in enumerate(cluster["sets"]):
            if not isinstance(card_set, Mapping) or not isinstance(card_set.get("cards"), list):
                raise CardImportError(
                    file, f"cluster {c} set {s}: expected an object with a list of cards", field="cards"
                )
            set_code = card_set.get("code")
            if not isinstance(set_code, str) or not set_code.strip():
                raise CardImportError(
                    file, f"cluster {c} set {s}: expected a set code, got {set_code!r}", field="code"
                )
            set_name = str(card_set.get("name") or "").strip()
            batch.add_set(set_code.strip(), set_name or None)
            convert_each(
                batch,
                card_set["cards"],
                partial(_convert_raw, file, cluster_name, set_code.strip(), set_name),
                first_index=index,
                total=total,
            )
            index += len(card_set["cards"])
    _link_sides(batch.records)
    return batch


def _convert_raw(file: Path, cluster: str, set_code: str, set_name: str, index: int, raw: Any) -> CardRecord:
    return _convert(RecordReader(file, index, raw, "id"), cluster, set_code, set_name)


def _convert(r: RecordReader, cluster: str, set_code: str, set_name: str) -> CardRecord:
    code = normalize_code(r.required_str("id"))
    name = r.required_str("name")
    types = r.words("type", required=True)
    if not types:
        raise r.fail("type", "expected at least one card type")
    colours: list[str] = []
    for letter in r.words("colour"):
        if letter.upper() not in ATTRIBUTES:
            raise r.fail("colour", f"expected attribute letters W, R, U, G, B or V, got {letter!r}")
        word = ATTRIBUTES[letter.upper()]
        if word and word not in colours:
            colours.append(word)
    cost_raw = r.raw.get("cost")
    if cost_raw is not None and not isinstance(cost_raw, str):
        raise r.fail("cost", f"expected will symbols such as '{{W}}{{1}}', got {cost_raw!r}")
    cost = re.sub(r"\s+", "", cost_raw) if cost_raw and cost_raw.strip() else None
    if cost is not None and not (re.fullmatch(r"(\{[^{}]+\})+", cost) or cost.isdigit()):
        raise r.fail("cost", f"expected will symbols such as '{{W}}{{1}}', got {cost_raw!r}")
    divinity_raw = r.raw.get("divinity")
    # "Inf" (one card, Neo Ragnarok) has no integer form: it stays in the printed text only.
    divinity = (
        None
        if isinstance(divinity_raw, str) and divinity_raw.strip().lower() in {"inf", "∞"}
        else r.optional_int("divinity")
    )
    abilities = [a.strip() for a in r.words("abilities")]
    fields: dict[str, Any] = {
        "types": types,
        "cost": cost,
        "total_cost": total_cost(cost),
        "races": r.words("race"),
        "atk": r.optional_int("ATK"),
        "def": r.optional_int("DEF"),
        "divinity": divinity,
        "cluster": cluster or None,
        "set_name": set_name or None,
    }
    return CardRecord(
        game=GAME,
        code=code,
        name=name,
        type=primary_type(types),
        colours=tuple(colours),
        text="\n".join(a for a in abilities if a).replace("\r\n", "\n").replace("\r", "\n"),
        set_code=set_code,
        rarity=r.optional_str("rarity"),
        fields={k: v for k, v in fields.items() if v is not None},
    )


def _link_sides(records: list[CardRecord]) -> None:
    """Fill ``fields.other_side`` from the id suffixes (see the module docstring)."""
    codes = {record.code for record in records}

    def partner(code: str) -> str | None:
        if code.endswith("^"):
            base = code[:-1]
            return base if base in codes else None
        if code.endswith("J") and code[:-1] in codes:
            return code[:-1]
        for candidate in (f"{code}J", f"{code}^"):
            if candidate in codes:
                return candidate
        return None

    for i, record in enumerate(records):
        other = partner(record.code)
        if other is not None:
            fields = dict(record.fields)
            fields["other_side"] = other
            records[i] = replace(record, fields=fields)
