"""What a card dragged in the deck editor carries: its record, where it came from.

Both the card browser and the deck list put cards on the clipboard of a drag as
``MIME_TYPE`` JSON: the whole card record (so a drop needs no database look-up and works
between windows), the section a deck card was dragged out of, and whether the drag started
in the browser or the deck. A drop never changes a deck by itself: the model that receives
it decodes a ``DeckDrop`` and hands it to the editor, which makes the (undoable) change.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QByteArray, QMimeData

from card_db import CardImportError, CardRecord, record_from_dict

MIME_TYPE = "application/x-tabletop-deck-cards"


class DragOrigin(StrEnum):
    """Where a drag started."""

    BROWSER = "browser"
    DECK = "deck"


@dataclass(frozen=True)
class DraggedCard:
    """One card of a drag: its record and, from the deck, the section it was in."""

    record: CardRecord
    section: str | None = None


@dataclass(frozen=True)
class DeckDrop:
    """A drop the editor should carry out.

    Attributes:
        origin: where the drag started.
        cards: the dragged cards, one entry per dragged row.
        target: the deck section the cards were dropped on, or ``None`` (anywhere: each card
            goes where its type belongs).
    """

    origin: DragOrigin
    cards: tuple[DraggedCard, ...]
    target: str | None = None


def encode(origin: DragOrigin, cards: Sequence[DraggedCard]) -> QMimeData:
    """The drag's data for ``cards``."""
    payload = {
        "origin": origin.value,
        "cards": [{"record": card.record.to_dict(), "section": card.section} for card in cards],
    }
    data = QMimeData()
    data.setData(MIME_TYPE, QByteArray(json.dumps(payload).encode("utf-8")))
    data.setText("\n".join(card.record.code for card in cards))
    return data


def decode(data: QMimeData | None, target: str | None = None) -> DeckDrop | None:
    """The drop in ``data``, or ``None`` if it holds no cards of ours (or malformed ones)."""
    if data is None or not data.hasFormat(MIME_TYPE):
        return None
    try:
        payload = json.loads(bytes(data.data(MIME_TYPE).data()).decode("utf-8"))
        origin = DragOrigin(payload["origin"])
        cards = tuple(
            DraggedCard(
                record_from_dict(item["record"], file="drag and drop"),
                item.get("section") if isinstance(item.get("section"), str) else None,
            )
            for item in payload["cards"]
        )
    except (ValueError, KeyError, TypeError, CardImportError):
        return None
    return DeckDrop(origin, cards, target) if cards else None
