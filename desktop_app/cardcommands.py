"""The ``cards`` command: what the card-text compiler makes of real card files.

    python -m desktop_app cards coverage --game G PATH... [--json] [--top N]
    python -m desktop_app cards explain --game G CODE [--file PATH] [--db FILE]

``coverage`` reads card files in any import format (``card_db.importers``, no database) and
reports the abilities found, how many the compiler automated, the share of cards wholly
automated, how many not automated are announced when they trigger (their trigger was read) and
the most frequent templates left to do by hand. ``explain`` prints one card's
text beside its compiled script, ability by ability (from ``--file``, or from the card
database). ``compile_batch`` is the import hook: it gives every record without a script the
compiled one (``docs/card-compiler.md``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from importlib import import_module
from pathlib import Path
from typing import Any

from card_db import GAMES, CardDatabase, CardDbError, CardRecord
from card_db.importers import ImportBatch, read_path
from desktop_app.games._compiler import Compiled

#: game id -> its card-text compiler (the ``compiler`` of its file, ``resources/games/<id>.toml``)
_MODULES = {game: import_module(spec.compiler) for game, spec in GAMES.items() if spec.compiler}
#: game id -> the compiler of its card text: (text, card type) -> compiled abilities
COMPILERS: dict[str, Callable[[str, str], list[Compiled]]] = {g: m.compile_text for g, m in _MODULES.items()}
#: game id -> the version of its compiler (a card compiled by another version is compiled
#: again): a revision number and the digest of its templates, so a template change is a new one
VERSIONS: dict[str, str] = {game: str(module.VERSION) for game, module in _MODULES.items()}


def compiled_script(record: CardRecord) -> list[Any] | None:
    """What the compiler of ``record``'s game makes of its text (``None``: no ability line)."""
    compiled = COMPILERS[record.game](record.text, record.type)
    return [dict(c.ability) for c in compiled] or None


def compile_record(record: CardRecord) -> CardRecord:
    """``record`` with its compiled script, if its game has a compiler and it has no script."""
    if record.game not in COMPILERS or record.script is not None or not record.text.strip():
        return record
    return replace(record, script=compiled_script(record))


def compile_batch(batch: ImportBatch) -> ImportBatch:
    """The import hook: every record of ``batch`` compiled (``compile_record``), and the
    compiled ones marked with the compiler's version for the database."""
    version = VERSIONS.get(batch.game, "1")
    for index, record in enumerate(batch.records):
        compiled = compile_record(record)
        if compiled is not record:
            batch.records[index] = compiled
            batch.compiled[record.code] = version
    return batch


def recompile_stale(db: CardDatabase, progress: Callable[[int, int], None] | None = None) -> int:
    """Compile the cards imported before the compiler or compiled by another version of it
    (``CardDatabase.stale_compiled``); ``progress(done, total)`` after each chunk. Returns how
    many cards were compiled. Cards with a script of their own are left alone."""
    stale = {game: db.stale_compiled(game, VERSIONS.get(game, "1")) for game in COMPILERS}
    total, done = sum(len(cards) for cards in stale.values()), 0
    if progress is not None:
        progress(0, total)
    for game, cards in stale.items():
        for start in range(0, len(cards), RECOMPILE_CHUNK):
            chunk = cards[start : start + RECOMPILE_CHUNK]
            db.store_compiled(game, {r.code: compiled_script(r) for r in chunk}, VERSIONS.get(game, "1"))
            done += len(chunk)
            if progress is not None:
                progress(done, total)
    return total


#: cards compiled and stored per transaction while recompiling (a progress step)
RECOMPILE_CHUNK = 500


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("cards", help="what the card-text compiler makes of card files")
    actions = parser.add_subparsers(dest="cards_action", metavar="ACTION", required=True)
    coverage = actions.add_parser("coverage", help="abilities found and automated in card files")
    coverage.add_argument("--game", required=True)
    coverage.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    coverage.add_argument("--json", action="store_true", help="print one JSON object")
    coverage.add_argument("--top", type=int, default=20, help="how many not-automated templates to list")
    coverage.set_defaults(func=_coverage)
    explain = actions.add_parser("explain", help="a card's text beside its compiled script")
    explain.add_argument("--game", required=True)
    explain.add_argument("code")
    explain.add_argument("--file", type=Path, help="read the card from this file, not the database")
    explain.add_argument("--db", type=Path, help="the card database (default: the user's)")
    explain.set_defaults(func=_explain)


def _error(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 1


def _compiler(game: str) -> Callable[[str, str], list[Compiled]] | None:
    return COMPILERS.get(game)


def _coverage(args: argparse.Namespace) -> int:
    compile_text = _compiler(args.game)
    if compile_text is None:
        return _error(f"no card-text compiler for {args.game!r} yet (known: {', '.join(COMPILERS)})")
    records: list[CardRecord] = []
    skipped: list[str] = []
    for path in args.paths:
        files = (
            sorted(p for p in path.rglob("*") if p.suffix.lower() in (".json", ".csv"))
            if path.is_dir()
            else [path]
        )
        for file in files:
            try:
                records.extend(read_path(args.game, file).records)
            except CardDbError as error:  # one bad file does not hide the others' figures
                print(f"warning: skipped {error}", file=sys.stderr)
                skipped.append(str(file))
    if not records:
        return _error("no cards read")
    abilities = automated = cards_automated = announced = 0
    left: Counter[str] = Counter()
    for record in records:
        compiled = compile_text(record.text, record.type)
        abilities += len(compiled)
        done = sum(c.automated for c in compiled)
        automated += done
        cards_automated += done == len(compiled)
        announced += sum(not c.automated and "trigger" in c.ability for c in compiled)
        left.update(c.template for c in compiled if not c.automated)
    report: dict[str, Any] = {
        "game": args.game,
        "cards": len(records),
        "abilities": abilities,
        "automated": automated,
        "cards_automated": cards_automated,
        "announced": announced,
        "automated_share": round(automated / abilities, 4) if abilities else 1.0,
        "cards_automated_share": round(cards_automated / len(records), 4) if records else 1.0,
        "skipped_files": skipped,
        "not_automated": [{"count": n, "template": t} for t, n in left.most_common(args.top)],
    }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    print(f"{report['cards']} cards, {abilities} abilities")
    print(f"automated: {automated} abilities ({report['automated_share']:.1%})")
    print(f"cards wholly automated: {cards_automated} ({report['cards_automated_share']:.1%})")
    print(f"not automated, announced when they trigger: {announced}")
    if report["not_automated"]:
        print(f"most frequent not automated ({len(left)} templates):")
        for entry in report["not_automated"]:
            print(f"{entry['count']:6}  {entry['template']}")
    return 0


def _explain(args: argparse.Namespace) -> int:
    compile_text = _compiler(args.game)
    if compile_text is None:
        return _error(f"no card-text compiler for {args.game!r} yet (known: {', '.join(COMPILERS)})")
    try:
        record = _find(args)
    except CardDbError as error:
        return _error(str(error))
    except OSError as error:
        return _error(f"{error.filename or ''}: {error.strerror or error}")
    if record is None:
        where = args.file if args.file is not None else "the card database"
        return _error(f"{args.code}: no such card in {where}")
    print(f"{record.code}  {record.name}  [{record.type}]")
    compiled = compile_text(record.text, record.type)
    if not compiled:
        print("(no ability text)")
    for number, entry in enumerate(compiled, 1):
        status = "automated" if entry.automated else "NOT automated: done by hand"
        print(f"\n{number}. {entry.text}\n   {status}")
        if entry.automated:
            script = {k: v for k, v in entry.ability.items() if k != "text"}
            print("   " + json.dumps(script, ensure_ascii=False, indent=2).replace("\n", "\n   "))
    return 0


def _find(args: argparse.Namespace) -> CardRecord | None:
    if args.file is not None:
        wanted = args.code.strip().upper()
        return next((r for r in read_path(args.game, args.file).records if r.code.upper() == wanted), None)
    with CardDatabase.open(args.db) as db:
        return db.find(args.game, args.code)
