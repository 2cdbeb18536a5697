"""The table's look in one place: the z-value table, the item types, colours and fonts.

Every graphics item takes its stacking order from ``Z`` and its ``type()`` from
``ItemType`` (Cockatrice's single z-value table and item-type enum), so hit-testing through
the scene can ask "what kind of item is this" without ``isinstance`` chains and nothing is
stacked by accident.
"""

from __future__ import annotations

import logging
from enum import IntEnum
from functools import cache
from typing import ClassVar

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication

from desktop_app.bridge import resources_dir

log = logging.getLogger(__name__)


class Z(IntEnum):
    """Stacking order of the table's items (higher is drawn on top)."""

    ZONE = 0  #: a zone's area and label
    SLOT = 1  #: a slot's place inside a zone
    LINKED = 5  #: cards of a zone linked to another's slots (WS markers under their character)
    TERRITORY = 7  #: the frame round the circles one L&L member lies in, over its gates
    ATTACHED = 8  #: cards attached to or under a host card
    CARD = 10  #: cards; a zone's cards stack from here upwards by their order
    PILE_COUNT = 900  #: the count on a pile, above its cards
    ARROW = 950  #: the attack arrow, over the cards it joins
    DRAGGED = 1000  #: the card being dragged, above everything on the table


#: How many cards one zone may stack above ``Z.CARD`` before reaching the pile counts.
Z_CARD_SPAN = 800


#: ``QGraphicsItem::UserType``: the first item type free for applications (the stubs lack it).
USER_TYPE = 65536


class ItemType(IntEnum):
    """``QGraphicsItem.type()`` of the table's items."""

    ZONE = USER_TYPE + 1
    SLOT = USER_TYPE + 2
    CARD = USER_TYPE + 3
    PILE_COUNT = USER_TYPE + 4
    ARROW = USER_TYPE + 5
    OUTLINE = USER_TYPE + 6


class Palette:
    """The table's colours: a dark green felt, light labels, clear highlight colours."""

    ROOM = QColor("#121714")
    RIM = QColor("#0c2418")
    FELT = QColor("#1d4a34")
    FELT_LIGHT = QColor("#2a6a4a")
    FELT_LINE = QColor(255, 255, 255, 38)
    ZONE_FILL = QColor(0, 0, 0, 46)
    ZONE_BORDER = QColor(255, 255, 255, 56)
    SLOT_BORDER = QColor(255, 255, 255, 70)
    LABEL = QColor("#e6efe8")
    LABEL_DIM = QColor(230, 239, 232, 150)
    #: a place a legal option puts the dragged card
    TARGET = QColor("#ffd54f")
    TARGET_FILL = QColor(255, 213, 79, 70)
    #: any place, for a manual move
    MANUAL_TARGET = QColor(144, 202, 249, 150)
    #: a card chosen for the pending selection
    SELECTED = QColor("#4fc3f7")
    #: a card that may be chosen
    SELECTABLE = QColor("#ffb74d")
    #: a card some action of the pending decision concerns
    PLAYABLE = QColor("#00e676")
    #: the card whose ability asks the pending question
    SOURCE = QColor("#ff7043")
    #: the attack arrow
    ARROW = QColor(255, 82, 82, 220)
    #: the card an option under the pointer names
    POINTED = QColor("#ffffff")
    #: the circles one L&L member of territory 2 or 4 lies in, framed together
    TERRITORY = QColor(255, 224, 130, 230)
    TERRITORY_FILL = QColor(255, 224, 130, 40)
    #: a word written across a card (a destroyed L&L gate)
    MARK = QColor(198, 40, 40, 235)
    #: the badge of a card whose text is not automated
    MANUAL_BADGE = QColor("#ef6c00")
    CHIP = QColor(20, 28, 32, 215)
    CHIP_TEXT = QColor("#ffffff")
    MARKER_CHIP = QColor(106, 27, 154, 225)
    PAPER = QColor("#f4efe3")
    INK = QColor("#1d1d1f")
    BACK = QColor("#27335c")
    BACK_ACCENT = QColor("#c9a227")
    COLOURS: ClassVar[dict[str, QColor]] = {
        "yellow": QColor("#e0b400"),
        "green": QColor("#3b9a4a"),
        "red": QColor("#c62828"),
        "blue": QColor("#1e63b5"),
        "purple": QColor("#7b3fa0"),
        "black": QColor("#333338"),
        "white": QColor("#d9d9d9"),
        "fire": QColor("#c62828"),
        "water": QColor("#1e63b5"),
        "wind": QColor("#3b9a4a"),
        "light": QColor("#e0b400"),
        "darkness": QColor("#4a3a5a"),
        "void": QColor("#8d8d8d"),
    }
    NEUTRAL = QColor("#8a8f98")


def colour_of(name: str) -> QColor:
    """The colour a card colour word is drawn in (neutral for unknown words)."""
    return Palette.COLOURS.get(name.lower(), Palette.NEUTRAL)


#: Stand-ins for characters card texts use that the interface font may lack (the WS and L&L
#: ability brackets, full-width punctuation).
STAND_INS = {"【": "[", "】": "]", "〔": "[", "〕": "]", "：": ":", "（": "(", "）": ")", "・": "·"}


@cache
def _missing(character: str) -> bool:
    return not QFontMetrics(QApplication.font()).inFontUcs4(ord(character))


def readable(text: str) -> str:
    """``text`` with the characters the interface font cannot draw replaced by stand-ins."""
    if not any(character in STAND_INS for character in text):
        return text
    return "".join(STAND_INS[c] if c in STAND_INS and _missing(c) else c for c in text)


#: The fonts shipped in ``resources/fonts`` (SIL OFL 1.1, see OFL.txt there): Japanese card
#: text (kana, JIS level 1 kanji, full-width forms) on a machine with no CJK font.
SHIPPED_FONTS = ("NotoSansCJKjp-Subset.otf",)


def install_fonts(app: QApplication) -> list[str]:
    """Add the shipped fonts and make them the fallback of the application font, so that
    characters the system font lacks (Japanese card text) are drawn from them; the families
    added."""
    families: list[str] = []
    for name in SHIPPED_FONTS:
        path = resources_dir() / "fonts" / name
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("font %s could not be loaded", path)
            continue
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    if families:
        font = QFont(app.font())
        font.setFamilies([*font.families(), *(f for f in families if f not in font.families())])
        app.setFont(font)
        _missing.cache_clear()
    return families


def ui_font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The application font at ``pixel_size`` (scene units on the table)."""
    font = QFont(QApplication.font())
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
