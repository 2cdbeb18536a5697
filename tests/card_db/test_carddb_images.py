"""Images: folder and zip import, refusals (escaping names, truncated files, bombs, wrong
formats), downloads from a local HTTP server, and generated text proxies."""

from __future__ import annotations

import io
import struct
import threading
import zipfile
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from carddb_helpers import FIXTURES, SAMPLES, need, snapshot, write_json
from PIL import Image

from card_db import CardDatabase, CardNotFoundError, ImageError
from card_db.images import DISPLAY_SIZE, MAX_PIXELS, THUMB_SIZE, prepare_image, unsafe_member_reason


def picture(
    size: tuple[int, int] = (500, 700), fmt: str = "PNG", colour: str = "teal", mode: str = "RGB"
) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, colour).save(out, fmt)
    return out.getvalue()


def png_claiming(width: int, height: int) -> bytes:
    """A tiny valid PNG whose header claims ``width`` × ``height`` pixels (a decompression bomb)."""
    data = bytearray(picture((1, 1)))
    ihdr = 8  # signature, then the IHDR chunk: length, type, data, CRC
    struct.pack_into(">II", data, ihdr + 8, width, height)
    crc = zlib.crc32(bytes(data[ihdr + 4 : ihdr + 8 + 13]))
    struct.pack_into(">I", data, ihdr + 8 + 13, crc)
    return bytes(data)


@pytest.fixture
def ws(db: CardDatabase) -> CardDatabase:
    db.import_file("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    return db


def open_image(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


# ---------------------------------------------------------------------------- verification


def test_prepare_scales_into_display_and_thumb_boxes() -> None:
    prepared = prepare_image(picture((1260, 1760)), "big.png")
    display, thumb = open_image(prepared.display), open_image(prepared.thumb)
    assert display.size == DISPLAY_SIZE
    assert thumb.size == THUMB_SIZE
    assert prepared.mime == "image/jpeg" and display.format == "JPEG"


def test_small_images_are_not_scaled_up_and_alpha_stays_png() -> None:
    prepared = prepare_image(picture((100, 140), mode="RGBA", colour=(0, 0, 0, 0)), "small.png")
    assert open_image(prepared.display).size == (100, 140)
    assert prepared.mime == "image/png"


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (picture()[:400], "damaged or truncated"),
        (picture(fmt="JPEG")[:-600], "damaged or truncated"),
        (picture(fmt="GIF"), "GIF images are not accepted"),
        (picture(fmt="BMP"), "BMP images are not accepted"),
        (b"%PDF-1.4 definitely not a card", "not an image"),
        (png_claiming(30_000, 30_000), "decompression bomb"),  # Pillow's error
        (png_claiming(10_000, 10_000), "decompression bomb"),  # Pillow's warning, made an error
        (png_claiming(7_000, 7_000), f"limit of {MAX_PIXELS:,}"),  # our own limit
    ],
)
def test_bad_images_are_refused_with_a_message(data: bytes, words: str) -> None:
    with pytest.raises(ImageError, match=words) as caught:
        prepare_image(data, "card.png")
    assert str(caught.value).startswith("card.png: ")


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("../evil.png", "'..'"),
        ("a/../../evil.png", "'..'"),
        ("/etc/evil.png", "absolute"),
        ("C:/evil.png", "drive"),
        ("..\\evil.png", "'..'"),
        ("sets/KGL_S79_E001.png", None),
    ],
)
def test_escaping_member_names(name: str, reason: str | None) -> None:
    got = unsafe_member_reason(name)
    assert (got is None) if reason is None else (got is not None and reason in got)


# ---------------------------------------------------------------------------- import


def test_folder_import_matches_file_names_to_codes(ws: CardDatabase, tmp_path: Path) -> None:
    folder = tmp_path / "images"
    (folder / "sub").mkdir(parents=True)
    (folder / "KGL_S79_E001.png").write_bytes(picture())
    (folder / "sub" / "kgl-s79-e004.JPG").write_bytes(picture(fmt="JPEG"))
    (folder / "KGL_S79_E010.png").write_bytes(picture()[:300])  # truncated
    (folder / "KGL_S79_TE18.gif").write_bytes(picture(fmt="GIF"))  # wrong format
    (folder / "ZZZ_X01_001.png").write_bytes(picture())  # no such card
    (folder / "readme.txt").write_text("hello")
    report = ws.import_images(folder)
    assert sorted(report.stored) == [("weiss-schwarz", "KGL/S79-E001"), ("weiss-schwarz", "KGL/S79-E004")]
    reasons = dict(report.skipped)
    assert "truncated" in reasons["KGL_S79_E010.png"]
    assert "GIF" in reasons["KGL_S79_TE18.gif"]
    assert "no card matches" in reasons["ZZZ_X01_001.png"]
    assert "not an image file name" in reasons["readme.txt"]
    assert ws.has_image("weiss-schwarz", "KGL/S79-E001")
    assert not ws.has_image("weiss-schwarz", "KGL/S79-E010")
    assert open_image(ws.image("weiss-schwarz", "KGL/S79-E004", "thumb")).size == (150, 210)
    assert ws.stats().images["weiss-schwarz"] == 2


def test_zip_import_refuses_escaping_names(ws: CardDatabase, tmp_path: Path) -> None:
    archive = tmp_path / "images.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("cards/KGL_S79_E001.png", picture())
        zf.writestr("../KGL_S79_E004.png", picture())
        zf.writestr("/abs/KGL_S79_E010.png", picture())
        zf.writestr("KGL_S79_TE18.png", png_claiming(30_000, 30_000))
        zf.writestr("KGL_S79_TE19.webp", picture(fmt="WEBP"))
    report = ws.import_images(archive)
    assert sorted(report.stored) == [("weiss-schwarz", "KGL/S79-E001"), ("weiss-schwarz", "KGL/S79-TE19")]
    reasons = dict(report.skipped)
    assert "escape" in reasons["../KGL_S79_E004.png"]
    assert "escape" in reasons["/abs/KGL_S79_E010.png"]
    assert "decompression bomb" in reasons["KGL_S79_TE18.png"]
    assert not (tmp_path / "KGL_S79_E004.png").exists()
    assert not ws.has_image("weiss-schwarz", "KGL/S79-E004")


def test_not_a_zip_is_an_error(ws: CardDatabase, tmp_path: Path) -> None:
    bogus = tmp_path / "images.zip"
    bogus.write_bytes(b"no zip here")
    before = snapshot(ws)
    with pytest.raises(ImageError, match="not a readable zip"):
        ws.import_images(bogus)
    with pytest.raises(ImageError, match="no such folder"):
        ws.import_images(tmp_path / "missing")
    assert snapshot(ws) == before


def test_a_code_in_two_games_needs_the_game(db: CardDatabase, tmp_path: Path) -> None:
    for game in ("freeform", "luck-and-logic"):
        db.import_file(
            game,
            write_json(
                tmp_path / f"{game}.json",
                [
                    {
                        "game": game,
                        "code": "SAME-1",
                        "name": "S",
                        "type": "gate" if game != "freeform" else "x",
                    }
                ],
            ),
        )
    folder = tmp_path / "img"
    folder.mkdir()
    (folder / "SAME-1.png").write_bytes(picture())
    report = db.import_images(folder)
    assert report.stored == [] and "several games" in report.skipped[0][1]
    assert db.import_images(folder, game="freeform").stored == [("freeform", "SAME-1")]


def test_progress_is_reported(ws: CardDatabase, tmp_path: Path) -> None:
    folder = tmp_path / "img"
    folder.mkdir()
    for code in ("E001", "E004"):
        (folder / f"KGL_S79_{code}.png").write_bytes(picture())
    calls: list[tuple[int, int]] = []
    ws.import_images(folder, progress=lambda done, total: calls.append((done, total)))
    assert calls[0] == (0, 2) and calls[-1] == (2, 2)


# ---------------------------------------------------------------------------- proxies


def test_cards_without_an_image_get_a_cached_proxy(ws: CardDatabase) -> None:
    display = ws.image("weiss-schwarz", "KGL/S79-E001")
    thumb = ws.image("weiss-schwarz", "KGL/S79-E001", "thumb")
    assert open_image(display).size == DISPLAY_SIZE and open_image(display).format == "PNG"
    assert open_image(thumb).size == THUMB_SIZE
    assert ws.image("weiss-schwarz", "KGL/S79-E001") == display  # from the cache
    row = ws._db.execute("SELECT source FROM images WHERE code = 'KGL/S79-E001'").fetchone()
    assert row[0] == "proxy"
    assert not ws.has_image("weiss-schwarz", "KGL/S79-E001")
    assert ws.stats().images["weiss-schwarz"] == 0  # proxies are not counted as images


def test_a_proxy_is_redrawn_when_the_card_changes(db: CardDatabase, tmp_path: Path) -> None:
    record = {"game": "freeform", "code": "P-1", "name": "Before", "type": "token", "text": "x"}
    db.import_file("freeform", write_json(tmp_path / "a.json", [record]))
    first = db.image("freeform", "P-1")
    db.import_file("freeform", write_json(tmp_path / "a.json", [{**record, "name": "After"}]))
    assert db.image("freeform", "P-1") != first


def test_a_real_image_replaces_the_proxy(ws: CardDatabase, tmp_path: Path) -> None:
    proxy_bytes = ws.image("weiss-schwarz", "KGL/S79-E001")
    folder = tmp_path / "img"
    folder.mkdir()
    (folder / "KGL_S79_E001.jpg").write_bytes(picture(fmt="JPEG"))
    ws.import_images(folder)
    real = ws.image("weiss-schwarz", "KGL/S79-E001")
    assert real != proxy_bytes and open_image(real).format == "JPEG"


def test_proxies_for_every_game_render(db: CardDatabase, tmp_path: Path) -> None:
    db.import_file("one-piece", need(SAMPLES / "op-sample.json"))
    db.import_file("force-of-will", need(SAMPLES / "fow-sample.json"))
    db.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
    for game in ("one-piece", "force-of-will", "luck-and-logic"):
        for record in db.all_cards(game):
            for size, box in (("display", DISPLAY_SIZE), ("thumb", THUMB_SIZE)):
                image = open_image(db.image(game, record.code, size))  # type: ignore[arg-type]
                assert image.size == box
                assert len(image.getcolors(1 << 16) or []) > 3  # more than a blank card


def test_get_image_by_code_alone(ws: CardDatabase) -> None:
    assert ws.get_image("KGL/S79-E001", "thumb") == ws.image("weiss-schwarz", "KGL/S79-E001", "thumb")
    with pytest.raises(CardNotFoundError):
        ws.get_image("NOPE-1")
    with pytest.raises(ValueError, match="display"):
        ws.image("weiss-schwarz", "KGL/S79-E001", "huge")  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- downloads


class _Server:
    """A local HTTP server in a thread: serves ``files``; ``/slow/...`` waits for ``release``."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.release = threading.Event()
        self.requests: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.requests.append(self.path)
                if self.path.startswith("/slow/"):
                    server.release.wait(30)
                    return
                body = server.files.get(self.path.split("?")[0])
                if body is None:
                    self.send_error(404, "Not Found")
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    def close(self) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()


@pytest.fixture
def server() -> Iterator[_Server]:
    running = _Server()
    yield running
    running.close()


def _cards_at(db: CardDatabase, tmp_path: Path, urls: dict[str, str]) -> None:
    records = [
        {"game": "freeform", "code": code, "name": code, "type": "x", "image_url": url}
        for code, url in urls.items()
    ]
    db.import_file("freeform", write_json(tmp_path / "net.json", records))


def test_fetch_images_from_a_local_server(db: CardDatabase, tmp_path: Path, server: _Server) -> None:
    server.files["/ok.png"] = picture()
    server.files["/broken.png"] = picture()[:200]
    _cards_at(
        db,
        tmp_path,
        {
            "OK": f"{server.url}/ok.png?v=1",
            "GONE": f"{server.url}/gone.png",
            "BROKEN": f"{server.url}/broken.png",
        },
    )
    report = db.fetch_images("freeform", timeout=5)
    assert report.stored == [("freeform", "OK")]
    reasons = dict(report.skipped)
    assert "404" in reasons["GONE"]
    assert "truncated" in reasons["BROKEN"]
    assert db.has_image("freeform", "OK")
    # Already stored images are not fetched again unless asked.
    server.requests.clear()
    db.fetch_images("freeform", ["OK"], timeout=5)
    assert server.requests == []
    db.fetch_images("freeform", ["OK"], timeout=5, replace=True)
    assert server.requests == ["/ok.png?v=1"]


def test_fetch_times_out(db: CardDatabase, tmp_path: Path, server: _Server) -> None:
    _cards_at(db, tmp_path, {"SLOW": f"{server.url}/slow/card.png"})
    report = db.fetch_images("freeform", ["SLOW"], timeout=0.2)
    assert report.stored == []
    assert "timed out" in report.skipped[0][1]


def test_fetch_names_cards_it_cannot_fetch(db: CardDatabase, tmp_path: Path) -> None:
    db.import_file(
        "freeform",
        write_json(tmp_path / "a.json", [{"game": "freeform", "code": "NOURL", "name": "n", "type": "x"}]),
    )
    report = db.fetch_images("freeform", ["NOURL", "MISSING"], fetch=lambda url, timeout: b"")
    assert dict(report.skipped) == {"NOURL": "the card has no image address", "MISSING": "no such card"}


def test_nothing_is_fetched_unless_asked(db: CardDatabase, tmp_path: Path, server: _Server) -> None:
    server.files["/ok.png"] = picture()
    _cards_at(db, tmp_path, {"OK": f"{server.url}/ok.png"})
    db.image("freeform", "OK")  # showing a card draws its proxy; it never downloads
    db.search("OK")
    assert server.requests == []


def test_ws_event_and_climax_proxies_print_no_soul_or_power() -> None:
    from card_db import CardRecord
    from card_db.proxy import stats

    fields = {"level": 0, "cost": 0, "power": 0, "soul": 0, "triggers": ["soul"]}
    for card_type in ("event", "climax"):
        labels = [
            label for label, _ in stats(CardRecord("weiss-schwarz", "T-1", "T", card_type, fields=fields))
        ]
        assert "Soul" not in labels and "Power" not in labels, card_type
    character = stats(CardRecord("weiss-schwarz", "T-2", "T", "character", fields=fields))
    assert ("Soul", "0") in character and ("Power", "0") in character


def test_both_sides_of_a_two_sided_card_get_their_picture(tmp_path: Path) -> None:
    sides = [
        {"game": "force-of-will", "code": "TWO-001", "name": "Front", "type": "resonator"},
        {"game": "force-of-will", "code": "TWO-001^", "name": "Back", "type": "resonator"},
    ]
    folder = tmp_path / "pictures"
    folder.mkdir()
    (folder / "TWO-001.png").write_bytes(picture())
    (folder / "TWO-001^.png").write_bytes(picture())
    (folder / "two_001.png").write_bytes(picture())  # names both sides: which one is not known
    with CardDatabase.open(tmp_path / "fow.sqlite") as db:
        db.import_file("force-of-will", write_json(tmp_path / "sides.json", sides))
        report = db.import_images(folder)
        assert sorted(report.stored) == [("force-of-will", "TWO-001"), ("force-of-will", "TWO-001^")]
        assert dict(report.skipped)["two_001.png"] == (
            "matches 2 cards (force-of-will TWO-001, force-of-will TWO-001^); name the file after one code"
        )


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs")
def test_a_fifo_named_like_an_image_is_skipped_with_a_word(ws: CardDatabase, tmp_path: Path) -> None:
    import os

    folder = tmp_path / "images"
    folder.mkdir()
    os.mkfifo(folder / "KGL_S79_E001.png")
    report = ws.import_images(folder)  # must not wait on the FIFO
    assert report.skipped == [("KGL_S79_E001.png", "a FIFO (named pipe), not a file")]
