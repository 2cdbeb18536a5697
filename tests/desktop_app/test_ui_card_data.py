"""File → Import card data…, Import card images…, Fetch images…: real dialogs over a real
database, jobs on a worker thread, a summary at the end; fetching from a local HTTP server."""

from __future__ import annotations

import http.server
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from helpers.local_http import send, serving
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from card_db import CardDatabase
from desktop_app.ui.dialogs.card_data import CardDataDialog, FirstStartOffer
from desktop_app.ui.main_window import MainWindow

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "card_db"
WAIT = 30_000


def png(colour: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (63, 88), colour).save(out, "PNG")
    return out.getvalue()


def run(qtbot: Any, dialog: CardDataDialog) -> list[str]:
    with qtbot.waitSignal(dialog.finished_job, timeout=WAIT) as caught:
        dialog.start()
    lines: list[str] = caught.args[0]
    assert dialog.summary.toPlainText() == "\n".join(lines)
    return lines


def card_count(window: MainWindow, game: str) -> int:
    assert window.db_tasks is not None
    with CardDatabase.open(window.db_tasks.path) as database:
        return database.stats().cards[game]


def test_the_file_menu_offers_the_three_jobs(window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0]
    assert file_menu.text() == "&File"
    labels = [action.text() for action in file_menu.menu().actions()]  # type: ignore[attr-defined]
    assert labels == ["Import card &data…", "Import card &images…", "&Fetch images…"]


def test_import_card_data_recognises_the_game_and_sums_up(
    window: MainWindow, qtbot: Any, tmp_path: Path
) -> None:
    records = json.loads((FIXTURES / "ll-cards.json").read_text(encoding="utf-8"))
    records[2]["fields"]["gate_number"] = "three"  # one broken record: reported, the rest imported
    folder = tmp_path / "set"
    folder.mkdir()
    (folder / "cards.json").write_text(json.dumps(records), encoding="utf-8")
    (folder / "notes.txt").write_text("not card data", encoding="utf-8")
    dialog = window.open_card_data("data")
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.set_sources([folder])
    assert dialog.game_box.currentData() == "luck-and-logic"  # recognised from the data
    lines = run(qtbot, dialog)
    assert lines[0].startswith("Luck & Logic: 4 cards read from 1 file(s) — ")
    assert "1 skipped" in lines[0]
    assert any("record 2 (LLT-003): field 'fields.gate_number'" in line for line in lines)
    assert any(line.startswith("skipped file notes.txt: not a card-data file name") for line in lines)
    assert not dialog.running and dialog.cancel_button.text() == "Close"


def test_unrecognised_data_asks_for_the_game(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    odd = tmp_path / "odd.json"
    odd.write_text('[{"code": "X-1", "name": "X", "type": "logicalist"}]', encoding="utf-8")
    dialog = window.open_card_data("data")
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.set_sources([odd])
    assert dialog.game_box.currentData() == ""
    assert "could not be recognised" in dialog.progress_label.text()
    dialog.start()
    assert not dialog.running  # nothing started until a game is chosen
    dialog.set_game("luck-and-logic")
    before = card_count(window, "luck-and-logic")
    lines = run(qtbot, dialog)
    assert "1 added" in lines[0]
    assert card_count(window, "luck-and-logic") == before + 1


def test_cancelling_an_import_writes_nothing(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    record = {"game": "luck-and-logic", "type": "logicalist"}
    folder = tmp_path / "many"
    folder.mkdir()
    for index in range(30):
        cards = [dict(record, code=f"C{index}-{i}", name=f"C {i}") for i in range(50)]
        (folder / f"{index:02d}.json").write_text(json.dumps(cards), encoding="utf-8")
    dialog = window.open_card_data("data")
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.set_sources([folder])
    before = card_count(window, "luck-and-logic")
    # cancelled at the first progress report, on the worker's own thread (so before file 2)
    dialog.progressed.connect(lambda *_: dialog.request_cancel(), Qt.ConnectionType.DirectConnection)
    lines = run(qtbot, dialog)
    assert lines == ["Cancelled. Nothing of the interrupted import was written."]
    assert card_count(window, "luck-and-logic") == before


def test_import_images_by_the_image_name_the_record_gives(
    window: MainWindow, qtbot: Any, tmp_path: Path
) -> None:
    record = {
        "game": "luck-and-logic",
        "code": "PIC-001",
        "name": "Pictured",
        "type": "logicalist",
        "image_url": "https://example.org/cardimages/p/LL_PIC_001a.png?v=3",
    }
    data = tmp_path / "pic.json"
    data.write_text(json.dumps([record]), encoding="utf-8")
    assert window.db_tasks is not None
    with CardDatabase.open(window.db_tasks.path) as database:
        database.import_file("luck-and-logic", data)
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    (pictures / "LL_PIC_001a.png").write_bytes(png("red"))  # the data set's own file name
    (pictures / "nobody.png").write_bytes(png("blue"))
    dialog = window.open_card_data("images")
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.set_sources([pictures])
    lines = run(qtbot, dialog)
    assert lines[0] == "Stored 1 picture(s); skipped 1."
    assert "skipped nobody.png: no card matches 'nobody'" in lines[1]
    with CardDatabase.open(window.db_tasks.path) as database:
        assert database.has_image("luck-and-logic", "PIC-001")


class _Pictures(http.server.BaseHTTPRequestHandler):
    """Serves a PNG for /ok/*, 404 for anything else; counts requests."""

    requests: ClassVar[list[str]] = []
    #: called with the path before answering (on the server's thread)
    on_request: ClassVar[Any] = None

    def do_GET(self) -> None:
        type(self).requests.append(self.path)
        if type(self).on_request is not None:
            type(self).on_request(self.path)
        if self.path.startswith("/ok/"):
            send(self, png("green"), "image/png")
        else:
            self.send_error(404)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    _Pictures.requests = []
    _Pictures.on_request = None
    with serving(_Pictures) as address:
        yield address


def test_fetch_images_is_resumable_and_reports_failures(
    window: MainWindow, qtbot: Any, tmp_path: Path, server: str
) -> None:
    base = {"game": "freeform", "type": "token"}
    records = [
        dict(base, code="NET-1", name="One", image_url=f"{server}/ok/1.png"),
        dict(base, code="NET-2", name="Two", image_url=f"{server}/missing/2.png"),
        dict(base, code="NET-3", name="Three", image_url=f"{server}/ok/3.png"),
    ]
    data = tmp_path / "net.json"
    data.write_text(json.dumps(records), encoding="utf-8")
    assert window.db_tasks is not None
    with CardDatabase.open(window.db_tasks.path) as database:
        database.import_file("freeform", data)
    dialog = window.open_card_data("fetch")
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.set_game("freeform")
    # cancelled while the first picture downloads: it is kept, and the next run continues
    _Pictures.on_request = lambda path: dialog.request_cancel()
    lines = run(qtbot, dialog)
    assert lines[-1].startswith("Cancelled. The pictures downloaded so far are kept")
    assert _Pictures.requests == ["/ok/1.png"]
    _Pictures.on_request = None
    lines = run(qtbot, dialog)
    assert lines[0] == "Downloaded 1 picture(s); skipped 1."
    assert "the server answered 404" in lines[1]
    assert _Pictures.requests == ["/ok/1.png", "/missing/2.png", "/ok/3.png"]


def test_the_first_start_offers_the_jobs_once(window: MainWindow, qtbot: Any) -> None:
    offer = window.offer_card_data()
    assert isinstance(offer, FirstStartOffer)
    qtbot.addWidget(offer)
    assert offer.isVisible()
    [button] = [b for b in offer.findChildren(QPushButton) if b.text() == "Import card data…"]
    with qtbot.waitSignal(offer.chosen) as caught:
        button.click()
    assert caught.args == ["data"]
    assert window.settings.card_data_offered
    assert window.offer_card_data() is None  # once only
    for dialog in window.findChildren(CardDataDialog):
        dialog.close()
