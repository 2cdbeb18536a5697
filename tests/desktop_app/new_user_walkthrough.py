"""A new user's first session, in a real window: the screenshots of ``docs/new-user.md``.

    xvfb-run -s "-screen 0 1920x1080x24" python tests/desktop_app/new_user_walkthrough.py \
        --ws-set /work/shared/samples/full/ws-KGL_S79.json --out docs/screenshots/new-user

Steps, each saved as a PNG of the whole screen (dialogs included):

1. ``1-first-start.png``: the first start offers to import card data;
2. ``2-import-data.png``: File → Import card data… has imported a Weiß Schwarz set file;
3. ``3-import-images.png``: File → Import card images… has stored a zip of pictures named as
   the data set names them (card art cannot be shipped, so the pictures are drawn here with
   Pillow: a coloured frame with the card's name and code);
4. ``4-deck-editor.png``: a 50-card deck pasted by card names under headings, saved;
5. ``5-game.png``: a goldfish game started with that deck.

Nothing here uses a terminal command of the app: every step is a menu action's dialog or a
window, driven through the same methods the buttons call. The data folder is a temporary one.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

WAIT_MS = 60_000


def stand_in_picture(name: str, code: str, colour: str) -> bytes:
    """A card-shaped picture with the name and code (a stand-in for the real card art)."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (500, 700), colour)
    draw = ImageDraw.Draw(image)
    draw.rectangle((18, 18, 481, 681), outline="white", width=8)
    draw.rectangle((40, 90, 459, 470), fill=(250, 250, 245))
    for offset, stripe in enumerate(("#d9d3c2", "#c8bfa8", "#b7ab8e")):
        draw.ellipse((90 + 40 * offset, 150 + 30 * offset, 410 - 40 * offset, 430 - 30 * offset), fill=stripe)
    words = name.split(", ")
    for row, text in enumerate(words[:2]):
        draw.text((44, 500 + 40 * row), text[:34], fill="white", font_size=30)
    draw.text((44, 620), code, fill="white", font_size=26)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def pictures_zip(records: list[dict[str, Any]], target: Path) -> Path:
    """A zip of stand-in pictures named by the image file names the records give."""
    colours = {
        "YELLOW": "#b8860b",
        "GREEN": "#2e7d32",
        "RED": "#b71c1c",
        "BLUE": "#1565c0",
        "PURPLE": "#6a1b9a",
    }
    with zipfile.ZipFile(target, "w") as archive:
        for record in records:
            url = str(record.get("image") or "")
            if not url:
                continue
            file_name = url.split("?", 1)[0].rsplit("/", 1)[-1]
            colour = colours.get(record["color"], "#455a64")
            picture = stand_in_picture(record["name"], record["code"], colour)
            archive.writestr(f"pictures/{file_name}", picture)
    return target


def deck_by_names(records: list[dict[str, Any]]) -> str:
    """A legal 50-card list written the way deck sites print it: names under headings."""
    counts: dict[str, int] = {}
    for record in records:
        counts[record["name"]] = counts.get(record["name"], 0) + 1
    unique = [r for r in records if counts[r["name"]] == 1]
    characters = [r["name"] for r in unique if r["type"] == "Character"][:11]
    climaxes = [r["name"] for r in unique if r["type"] == "Climax"][:2]
    lines = ["Characters (42):"] + [f"4 {n}" for n in characters[:10]] + [f"2 {characters[10]}"]
    lines += ["", "Climaxes (8):"] + [f"4 {n}" for n in climaxes]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--ws-set", type=Path, required=True, help="an English Weiß Schwarz set file")
    parser.add_argument("--out", type=Path, required=True, help="the folder for the PNGs")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["TABLETOP_DATA_DIR"] = str(Path(folder) / "data")
        return run(args.ws_set, args.out, Path(folder))


def run(ws_set: Path, out: Path, scratch: Path) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication

    from desktop_app.bridge import SeatMode, TableSettings
    from desktop_app.ui.app import application
    from desktop_app.ui.dialogs.card_data import CardDataDialog, FirstStartOffer
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.widgets.start_screen import DeckChoice, NewGameRequest

    app = application()
    out.mkdir(parents=True, exist_ok=True)

    def wait(signal: Any, start: Callable[[], object] | None = None, ms: int = WAIT_MS) -> list[Any]:
        loop = QEventLoop()
        got: list[Any] = []

        def done(*values: Any) -> None:
            got.extend(values)
            loop.quit()

        signal.connect(done)
        QTimer.singleShot(ms, loop.quit)
        if start is not None:
            start()
        if not got:
            loop.exec()
        signal.disconnect(done)
        return got

    def settle(ms: int = 400) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def shoot(name: str) -> None:
        settle()
        screen = QGuiApplication.primaryScreen()
        path = out / name
        if not screen.grabWindow(0).save(str(path), "PNG"):
            raise SystemExit(f"could not write {path}")
        print(f"wrote {path}")

    window = MainWindow(TableSettings(), threaded_agent=False)
    window.move(0, 0)
    window.resize(1600, 1000)
    window.show()
    wait(window.database_ready, window.open_database)

    offer = window.offer_card_data()
    assert isinstance(offer, FirstStartOffer)
    shoot("1-first-start.png")
    offer.reject()

    data_dialog = window.open_card_data("data")
    assert isinstance(data_dialog, CardDataDialog)
    data_dialog.set_sources([ws_set])
    wait(data_dialog.finished_job, data_dialog.start)
    shoot("2-import-data.png")
    data_dialog.close()

    records = json.loads(ws_set.read_text(encoding="utf-8"))
    archive = pictures_zip(records, scratch / "pictures.zip")
    image_dialog = window.open_card_data("images")
    assert isinstance(image_dialog, CardDataDialog)
    image_dialog.set_sources([archive])
    image_dialog.set_game("weiss-schwarz")
    wait(image_dialog.finished_job, image_dialog.start)
    shoot("3-import-images.png")
    image_dialog.close()

    editor: Any = window.open_deck_editor()
    editor.move(0, 0)
    editor.resize(1600, 1000)
    editor.set_game("weiss-schwarz")
    wait(editor.import_finished, lambda: editor.import_text(deck_by_names(records), name="Kaguya by names"))
    wait(editor.deck_saved, lambda: editor.save_deck("Kaguya by names"))
    wait(editor.validated, ms=3_000)
    settle(2_000)  # the deck's thumbnails
    shoot("4-deck-editor.png")
    editor.close()

    saved = DeckChoice("saved", "Kaguya by names")
    request = NewGameRequest("weiss-schwarz", SeatMode.GOLDFISH, (saved, saved), seed=3)
    window.start_new_game(request)
    settle(3_000)
    window.images.idle.connect(lambda: None)
    settle(2_000)
    shoot("5-game.png")
    if window.page is None:
        print("the game did not start", file=sys.stderr)
        return 1
    window.leave_game()
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
