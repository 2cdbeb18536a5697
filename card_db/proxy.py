"""Text proxies: a card picture drawn from the card's record, for cards without an image.

Two layouts from one record: the display size shows everything (name, type and traits,
stats, the full ability text word-wrapped and shrunk to fit, code, set and rarity); the
thumbnail leaves out the ability text and draws the name and the one or two numbers a player
looks for in large type, so it reads in a deck-editor grid. Colours follow the card's
colours; several colours split the frame. Fonts: DejaVu through FreeType when installed,
else Pillow's built-in scalable font.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from card_db.records import CardRecord

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
RGB = tuple[int, int, int]

#: Colour words -> frame colours.
PALETTE: dict[str, RGB] = {
    "yellow": (226, 184, 32),
    "green": (58, 146, 78),
    "red": (198, 48, 48),
    "blue": (46, 98, 186),
    "purple": (128, 70, 158),
    "black": (48, 48, 52),
    "light": (214, 190, 92),
    "fire": (204, 72, 40),
    "water": (44, 118, 196),
    "wind": (66, 156, 88),
    "darkness": (74, 52, 96),
}
NEUTRAL: RGB = (128, 128, 136)
PAPER: RGB = (250, 248, 241)
INK: RGB = (28, 28, 30)
MUTED: RGB = (92, 92, 100)

_FONT_FILES = {
    (False, False): ("DejaVuSans.ttf",),
    (True, False): ("DejaVuSans-Bold.ttf",),
    (False, True): ("DejaVuSansCondensed.ttf", "DejaVuSans.ttf"),
    (True, True): ("DejaVuSansCondensed-Bold.ttf", "DejaVuSans-Bold.ttf"),
}


#: Loaded fonts, per thread: a FreeType face must not be used by two threads at once, and
#: worker threads draw proxies.
_FONTS = threading.local()


def font(size: int, bold: bool = False, condensed: bool = False) -> Font:
    """A font of ``size`` pixels: DejaVu if FreeType finds it, else Pillow's default font."""
    cache: dict[tuple[int, bool, bool], Font] = _FONTS.__dict__.setdefault("faces", {})
    key = (size, bold, condensed)
    if key not in cache:
        cache[key] = _load_font(size, bold, condensed)
    return cache[key]


def _load_font(size: int, bold: bool, condensed: bool) -> Font:
    for name in _FONT_FILES[(bold, condensed)]:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


#: CJK punctuation that DejaVu lacks -> the closest Latin marks (display only).
_PUNCTUATION = str.maketrans(
    {
        "【": "[",
        "】": "]",
        "《": "«",
        "》": "»",
        "（": "(",
        "）": ")",
        "：": ":",
        "「": "“",
        "」": "”",
        "、": ",",
        "。": ".",
    }
)


def printable(text: str) -> str:
    """``text`` with CJK brackets and punctuation replaced by marks the fonts have."""
    return text.translate(_PUNCTUATION)


def _text_width(text: str, face: Font) -> float:
    return float(face.getlength(text))


def wrap(text: str, face: Font, width: float) -> list[str]:
    """Greedy word wrap of ``text`` (keeping its line breaks) into lines no wider than ``width``;
    a word wider than a line (or text without spaces) is broken between characters."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if _text_width(candidate, face) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
                current = ""
            while _text_width(word, face) > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and _text_width(word[:cut], face) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def _line_height(face: Font) -> int:
    top, bottom = face.getbbox("Ágjy|")[1::2]
    return int((bottom - top) * 1.22) + 1


def _fit(
    text: str, width: float, height: float, sizes: Sequence[int], *, bold: bool = False, max_lines: int = 0
) -> tuple[Font, list[str]]:
    """The largest of ``sizes`` at which ``text`` wraps into the box; at the smallest size the
    lines that do not fit are cut and the last one ends with an ellipsis."""
    text = printable(text)
    face = font(sizes[-1], bold, True)
    lines: list[str] = []
    for size in sizes:
        face = font(size, bold, True)
        lines = wrap(text, face, width)
        fits_lines = not max_lines or len(lines) <= max_lines
        unbroken = size == sizes[-1] or all(_text_width(word, face) <= width for word in text.split())
        if fits_lines and unbroken and len(lines) * _line_height(face) <= height:
            return face, lines
    room = max(1, int(height // _line_height(face)))
    if max_lines:
        room = min(room, max_lines)
    if len(lines) > room:
        lines = lines[:room]
        last = lines[-1]
        while last and _text_width(last + "…", face) > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return face, lines


def _on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (255, 255, 255)


def _readable_on_paper(colour: RGB) -> RGB:
    """``colour`` darkened until it reads as text on the paper colour."""
    r, g, b = colour
    while 0.299 * r + 0.587 * g + 0.114 * b > 110:
        r, g, b = int(r * 0.85), int(g * 0.85), int(b * 0.85)
    return (r, g, b)


def card_colours(record: CardRecord) -> list[RGB]:
    """The frame colours of a card (neutral grey when it has none we know)."""
    found = [PALETTE[c] for c in record.colours if c in PALETTE]
    return found or [NEUTRAL]


def _band(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colours: list[RGB], radius: int) -> None:
    x0, y0, x1, y1 = box
    if len(colours) == 1:
        draw.rounded_rectangle(box, radius, fill=colours[0])
        return
    step = (x1 - x0) / len(colours)
    draw.rounded_rectangle(box, radius, fill=colours[0])
    for i, colour in enumerate(colours[1:], start=1):
        left = int(x0 + i * step)
        right = x1 if i == len(colours) - 1 else int(x0 + (i + 1) * step)
        if i == len(colours) - 1:
            draw.rounded_rectangle(
                (left, y0, right, y1), radius, fill=colour, corners=(False, True, True, False)
            )
        else:
            draw.rectangle((left, y0, right, y1), fill=colour)


def _plain(value: object) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


#: Weiß Schwarz values only a character prints.
_WS_CHARACTER_ONLY = frozenset({"power", "soul"})


def stats(record: CardRecord) -> list[tuple[str, str]]:
    """The printed values worth showing, as (label, value) pairs in the game's reading order."""
    f = record.fields
    wanted: dict[str, list[tuple[str, str]]] = {
        "weiss-schwarz": [
            ("level", "Level"),
            ("cost", "Cost"),
            ("power", "Power"),
            ("soul", "Soul"),
            ("triggers", "Trigger"),
        ],
        "one-piece": [
            ("life", "Life"),
            ("cost", "Cost"),
            ("power", "Power"),
            ("counter", "Counter"),
            ("attributes", "Attribute"),
        ],
        "force-of-will": [("cost", "Cost"), ("atk", "ATK"), ("def", "DEF"), ("divinity", "Divinity")],
        "luck-and-logic": [
            ("level", "Level"),
            ("cost", "Cost"),
            ("power", "Power"),
            ("aura", "Aura"),
            ("territory", "Territory"),
            ("gate_number", "Gate"),
            ("logic", "Logic"),
        ],
    }
    keys = wanted.get(record.game)
    if keys is None:  # freeform: any scalar field
        keys = [
            (k, k.replace("_", " ").capitalize())
            for k, v in f.items()
            if isinstance(v, (int, str)) and not isinstance(v, bool)
        ][:6]
    pairs: list[tuple[str, str]] = []
    for key, label in keys:
        value = f.get(key)
        if value is None or value in ([], ""):
            continue
        if record.game == "weiss-schwarz" and key in _WS_CHARACTER_ONLY and record.type != "character":
            continue  # the data sets write soul 0 for events and climaxes, which print no soul box
        if key == "counter" and isinstance(value, int):
            pairs.append((label, f"+{value}"))
        else:
            pairs.append((label, _plain(value)))
    return pairs


def subtitle(record: CardRecord) -> str:
    """The type line: card type, then traits/types/races."""
    words: list[str] = []
    for key in ("traits", "types", "races"):
        words += [w for w in record.words(key) if w.lower() != record.type]
    kind = record.type.title()
    return f"{kind} — {' · '.join(words)}" if words else kind


def _corner(record: CardRecord) -> str:
    """The short cost line of the thumbnail (level and cost, life, or will symbols)."""
    f = record.fields
    if record.game == "force-of-will":
        return str(f.get("cost") or "").replace("{", "").replace("}", "")
    if record.game == "one-piece" and f.get("life") is not None:
        return f"Life {f['life']}"
    parts = []
    if isinstance(f.get("level"), int):
        parts.append(f"Lv{f['level']}")
    if isinstance(f.get("cost"), int):
        parts.append(f"Cost {f['cost']}")
    return " ".join(parts)


def _big(record: CardRecord) -> str:
    """The large number on the thumbnail: power, or ATK/DEF."""
    f = record.fields
    if record.game == "force-of-will" and (f.get("atk") is not None or f.get("def") is not None):
        return f"{_plain(f.get('atk', '-'))}/{_plain(f.get('def', '-'))}"
    power = f.get("power")
    return str(power) if isinstance(power, int) else ""


def render(record: CardRecord, size: tuple[int, int]) -> Image.Image:
    """Draw the proxy of ``record`` at ``size``; below 300 px wide, the thumbnail layout."""
    if size[0] < 300:
        return _render_thumb(record, size)
    return _render_full(record, size)


def _render_full(record: CardRecord, size: tuple[int, int]) -> Image.Image:
    width, height = size
    s = width / 630
    colours = card_colours(record)
    image = Image.new("RGB", size, colours[0])
    draw = ImageDraw.Draw(image)
    _band(draw, (0, 0, width - 1, height - 1), colours, int(28 * s))
    margin = int(18 * s)
    pad = int(16 * s)
    draw.rounded_rectangle((margin, margin, width - margin, height - margin), int(18 * s), fill=PAPER)
    inner_left, inner_right = margin + pad, width - margin - pad
    inner_width = inner_right - inner_left

    # Name band.
    band_top, band_height = margin + pad, int(112 * s)
    band_box = (inner_left, band_top, inner_right, band_top + band_height)
    _band(draw, band_box, colours, int(14 * s))
    text_colour = _on(colours[0]) if len(colours) == 1 else (255, 255, 255)
    name_left = inner_left + int(20 * s)
    name_width = inner_right - int(20 * s) - name_left
    nface, nlines = _fit(
        record.name,
        name_width,
        band_height - 12 * s,
        [int(v * s) for v in (46, 42, 38, 34, 30, 27, 24)],
        bold=True,
        max_lines=2,
    )
    nheight = _line_height(nface) * len(nlines)
    y = band_top + (band_height - nheight) / 2
    for line in nlines:
        draw.text((name_left, y), line, font=nface, fill=text_colour)
        y += _line_height(nface)

    # Type line.
    y = band_top + band_height + int(14 * s)
    tface, tlines = _fit(
        subtitle(record), inner_width, 70 * s, [int(v * s) for v in (28, 25, 22)], max_lines=2
    )
    for line in tlines:
        draw.text((inner_left, y), line, font=tface, fill=MUTED)
        y += _line_height(tface)

    # Stats as labelled boxes.
    pairs = stats(record)
    y += int(10 * s)
    if pairs:
        lface = font(int(19 * s), False, True)
        box_h = int(76 * s)
        gap = int(10 * s)
        per_row = min(len(pairs), 4)
        box_w = (inner_width - gap * (per_row - 1)) / per_row
        for i, (label, value) in enumerate(pairs):
            row, col = divmod(i, per_row)
            x0 = inner_left + col * (box_w + gap)
            y0 = y + row * (box_h + gap)
            draw.rounded_rectangle(
                (x0, y0, x0 + box_w, y0 + box_h), int(10 * s), fill=(236, 233, 224), outline=(200, 196, 186)
            )
            draw.text((x0 + box_w / 2, y0 + int(18 * s)), label.upper(), font=lface, fill=MUTED, anchor="mm")
            vf, vl = _fit(
                value, box_w - 12 * s, 40 * s, [int(v * s) for v in (30, 26, 22, 18)], bold=True, max_lines=1
            )
            draw.text((x0 + box_w / 2, y0 + int(50 * s)), vl[0] if vl else "", font=vf, fill=INK, anchor="mm")
        rows = (len(pairs) + per_row - 1) // per_row
        y += rows * (box_h + gap) + int(6 * s)

    # Ability text.
    footer_h = int(44 * s)
    text_top, text_bottom = int(y), height - margin - pad - footer_h
    draw.rounded_rectangle(
        (inner_left, text_top, inner_right, text_bottom),
        int(10 * s),
        fill=(255, 255, 255),
        outline=(214, 210, 200),
    )
    body = record.text or "(no ability text)"
    bface, blines = _fit(
        body,
        inner_width - 28 * s,
        text_bottom - text_top - 24 * s,
        [int(v * s) for v in (30, 28, 26, 24, 22, 20, 18, 16, 15)],
    )
    ty = text_top + int(12 * s)
    for line in blines:
        draw.text((inner_left + int(14 * s), ty), line, font=bface, fill=INK if record.text else MUTED)
        ty += _line_height(bface)

    # Footer: code, set, rarity; and a proxy mark.
    fface = font(int(22 * s), False, True)
    footer = "  ·  ".join(p for p in (record.code, record.set_code or "", record.rarity or "") if p)
    fy = height - margin - pad - footer_h / 2
    draw.text((inner_left, fy), footer, font=fface, fill=MUTED, anchor="lm")
    draw.text(
        (inner_right, fy),
        "PROXY",
        font=font(int(20 * s), True, True),
        fill=_readable_on_paper(colours[0]),
        anchor="rm",
    )
    return image


def _render_thumb(record: CardRecord, size: tuple[int, int]) -> Image.Image:
    width, height = size
    s = width / 150
    colours = card_colours(record)
    image = Image.new("RGB", size, colours[0])
    draw = ImageDraw.Draw(image)
    _band(draw, (0, 0, width - 1, height - 1), colours, int(8 * s))
    m = max(3, int(5 * s))
    draw.rounded_rectangle((m, m, width - m - 1, height - m - 1), int(6 * s), fill=PAPER)
    left, right = m + int(5 * s), width - m - int(5 * s)

    # Name, large, up to three lines.
    y = m + int(5 * s)
    nface, nlines = _fit(
        record.name,
        right - left,
        64 * s,
        [int(v * s) for v in (19, 17, 16, 15, 14, 13, 12)],
        bold=True,
        max_lines=3,
    )
    for line in nlines:
        draw.text((left, y), line, font=nface, fill=INK)
        y += _line_height(nface)
    y += int(2 * s)
    draw.line((left, y, right, y), fill=colours[0], width=max(1, int(2 * s)))
    y += int(5 * s)

    # Type, small.
    tface, tlines = _fit(
        record.type.title(), right - left, 16 * s, [int(v * s) for v in (12, 11, 10)], max_lines=1
    )
    draw.text((left, y), tlines[0] if tlines else "", font=tface, fill=MUTED)
    y += _line_height(tface) + int(4 * s)

    # The numbers a player scans for: cost corner and power.
    corner, big = _corner(record), _big(record)
    if corner:
        cface, clines = _fit(
            corner, right - left, 30 * s, [int(v * s) for v in (24, 20, 17, 14)], bold=True, max_lines=1
        )
        draw.text((left, y), clines[0], font=cface, fill=INK)
        y += _line_height(cface)
    if big:
        bface, blines = _fit(
            big, right - left, 34 * s, [int(v * s) for v in (28, 24, 20, 17)], bold=True, max_lines=1
        )
        draw.text((left, y), blines[0], font=bface, fill=_readable_on_paper(colours[0]))
        y += _line_height(bface)

    # A taste of the text when there is room, then the code at the foot.
    footer_face = font(max(9, int(11 * s)), False, True)
    foot_y = height - m - int(5 * s) - _line_height(footer_face)
    room = foot_y - y - int(4 * s)
    if record.text and room > 2 * _line_height(font(max(9, int(10 * s)), False, True)):
        xface, xlines = _fit(record.text, right - left, room, [max(9, int(10 * s))])
        for line in xlines:
            draw.text((left, y), line, font=xface, fill=MUTED)
            y += _line_height(xface)
    draw.text((left, foot_y), record.code, font=footer_face, fill=MUTED)
    return image
