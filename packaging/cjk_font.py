"""Make ``resources/fonts/NotoSansCJKjp-Subset.otf``: the Japanese font the app ships.

A machine without a CJK font draws Japanese card text as empty boxes, and a whole CJK font is
tens of megabytes, so the app ships a subset of Noto Sans CJK JP (SIL OFL 1.1): kana, the
JIS X 0208 non-kanji rows and level 1 kanji (the common ones; everything Shift JIS encodes
with a lead byte up to 0x98), full-width forms, and a few symbol blocks card texts use.

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    pip install fonttools
    python packaging/cjk_font.py noto/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resources" / "fonts" / "NotoSansCJKjp-Subset.otf"
#: Unicode blocks kept whole: CJK punctuation, kana, katakana extension, full-width forms,
#: enclosed numbers, symbols, arrows, shapes, general punctuation.
BLOCKS = (
    (0x3000, 0x30FF),
    (0x31F0, 0x31FF),
    (0xFF00, 0xFFEF),
    (0x2460, 0x24FF),
    (0x2600, 0x26FF),
    (0x2190, 0x21FF),
    (0x25A0, 0x25FF),
    (0x2010, 0x206F),
)


def characters() -> str:
    """Every character the subset keeps."""
    kept = set()
    for lead in range(0x81, 0x99):  # JIS X 0208 rows 1-47: symbols, kana and level 1 kanji
        for trail in range(0x40, 0xFD):
            try:
                kept.add(bytes([lead, trail]).decode("shift_jis"))
            except UnicodeDecodeError:
                continue
    for low, high in BLOCKS:
        kept.update(chr(code) for code in range(low, high + 1))
    return "".join(sorted(kept))


def main(collection: str) -> int:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as text:
        text.write(characters())
    command = [
        "pyftsubset",
        collection,
        "--font-number=0",  # Noto Sans CJK JP in the collection
        f"--text-file={text.name}",
        f"--output-file={OUT}",
        "--no-hinting",
        "--desubroutinize",
        "--layout-features=",
        "--name-IDs=*",
        "--notdef-outline",
    ]
    return subprocess.call(command)  # noqa: S603 - a fixed tool with our own arguments


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
