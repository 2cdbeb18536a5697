"""The ``db`` and ``deck`` commands: the card database from the command line.

    python -m desktop_app db import --game G PATH [--strict] [--images IMAGES]
    python -m desktop_app db images [--game G] PATH          folder or zip of card images
    python -m desktop_app db fetch-images --game G [CODE ...] [--timeout S] [--replace]
    python -m desktop_app db search [--game G] [--limit N] QUERY
    python -m desktop_app db stats
    python -m desktop_app db export --game G --format json|csv OUT
    python -m desktop_app deck import --game G FILE|--url URL [--name N] [--format F] [--partial]
    python -m desktop_app deck export --game G --name N [--format F] FILE
    python -m desktop_app deck validate --game G FILE [--format F] [--json]
    python -m desktop_app deck list [--game G]

Every command takes ``--db FILE`` (default: ``cards.sqlite`` in the user's data folder, or in
``$TABLETOP_DATA_DIR``). Problems with the input print a message and exit with status 1;
they never end in a traceback. ``db import`` reports each skipped record and file and fails
only when nothing could be imported (or, with ``--strict``, at the first problem).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from card_db import (
    DECK_FORMATS,
    CardDatabase,
    CardDbError,
    Deck,
    DeckParse,
    ImageReport,
    ImportResult,
    game_ids,
)
from card_db.decks import sections_lost

if TYPE_CHECKING:
    from desktop_app.engine.decks import DeckProblem

Handler = Callable[[CardDatabase, argparse.Namespace], int]


def _resources() -> Path | None:
    """The app's ``resources`` folder, where the demo sets live."""
    try:
        from desktop_app.games._resources import resources_dir
    except ImportError:
        return Path(__file__).resolve().parents[1] / "resources"
    return resources_dir()


def _say(*lines: str) -> None:
    for line in lines:
        print(line)


def _error(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 1


def _run(handler: Handler) -> Callable[[argparse.Namespace], int]:
    """Open the database, run ``handler``, and turn expected failures into exit status 1."""

    def run(args: argparse.Namespace) -> int:
        try:
            database, notice = CardDatabase.open_or_rebuild(args.db, resources=_resources())
            if notice:
                print(f"warning: {notice}", file=sys.stderr)
            with database as db:
                return handler(db, args)
        except CardDbError as error:
            return _error(str(error))
        except OSError as error:
            name = f"{error.filename}: " if error.filename else ""
            return _error(f"{name}{error.strerror or error}")

    return run


# ---------------------------------------------------------------------------- db


def _db_import(db: CardDatabase, args: argparse.Namespace) -> int:
    if args.path is None and args.images is None:
        return _error("give a card-data file, folder or zip, or --images PATH")
    if args.path is not None:
        from desktop_app.cardcommands import compile_batch  # the card-text compiler (docs/card-compiler.md)

        result = db.import_file(
            args.game, args.path, strict=args.strict, progress=_ImportProgress(), prepare=compile_batch
        )
        for name, reason in result.skipped_files:
            _say(f"skipped file {name}: {reason}")
        for problem in result.problems:
            _say(f"skipped {problem}")
        _say(import_summary(result))
    if args.images is not None:
        return _db_images_report(db.import_images(args.images, game=args.game))
    return 0


def import_summary(result: ImportResult) -> str:
    """One sentence on what an import did (the app's summary says the same)."""
    skipped = f"; {len(result.problems)} skipped" if result.problems else ""
    return (
        f"Imported {result.total} {result.game} cards from {len(result.files)} file(s): "
        f"{result.added} new, {result.updated} updated, {result.unchanged} unchanged{skipped}; "
        f"{result.sets} set(s) named."
    )


class _ImportProgress:
    """Progress of a long import on standard error: a line per tenth of a folder's files, and
    of the records of a large file."""

    WORDS: ClassVar[dict[str, str]] = {"reading": "card files", "records": "records"}

    def __init__(self) -> None:
        self.shown: tuple[str, int] = ("", -1)

    def __call__(self, stage: str, done: int, total: int) -> None:
        if stage not in self.WORDS or total < 10:
            return
        tenth = (stage, done * 10 // total)
        if tenth != self.shown:
            self.shown = tenth
            print(f"reading {self.WORDS[stage]}: {done:,} of {total:,}", file=sys.stderr, flush=True)


def _db_images_report(report: ImageReport) -> int:
    for name, reason in report.skipped:
        _say(f"skipped {name}: {reason}")
    _say(f"Stored {len(report.stored)} image(s); skipped {len(report.skipped)}.")
    return 0


def _db_images(db: CardDatabase, args: argparse.Namespace) -> int:
    return _db_images_report(db.import_images(args.path, game=args.game))


def _db_fetch(db: CardDatabase, args: argparse.Namespace) -> int:
    report = db.fetch_images(args.game, args.codes or None, timeout=args.timeout, replace=args.replace)
    _db_images_report(report)
    return 1 if report.skipped and not report.stored else 0


def _db_search(db: CardDatabase, args: argparse.Namespace) -> int:
    query = " ".join(args.query)
    total = db.count(query, game=args.game)
    for record in db.search(query, game=args.game, limit=args.limit):
        game = "" if args.game else f"{record.game:<15} "
        _say(f"{game}{record.code:<16} {record.name}  [{record.type}]")
    _say(f"{total} card(s) found" + (f", {args.limit} shown" if total > args.limit else "") + ".")
    return 0


def _db_stats(db: CardDatabase, args: argparse.Namespace) -> int:
    stats = db.stats()
    _say(f"Database: {stats.path} (schema {stats.schema_version})")
    _say(f"{'game':<16}{'cards':>8}{'sets':>8}{'images':>8}{'decks':>8}")
    for game in game_ids():
        _say(
            f"{game:<16}{stats.cards[game]:>8}{stats.sets[game]:>8}{stats.images[game]:>8}{stats.decks[game]:>8}"
        )
    return 0


def _db_export(db: CardDatabase, args: argparse.Namespace) -> int:
    count = db.export_cards(args.game, args.out, args.format)
    _say(f"Wrote {count} {args.game} cards to {args.out}.")
    return 0


# ---------------------------------------------------------------------------- deck


def _deck_import(db: CardDatabase, args: argparse.Namespace) -> int:
    if (args.file is None) == (args.url is None):
        return _error("give a deck file or --url ADDRESS (one of them)")
    if args.url is not None:
        parsed = db.fetch_deck(args.game, args.url, timeout=args.timeout)
        if args.name:
            parsed = DeckParse(Deck(args.game, args.name, parsed.deck.sections), parsed.problems)
    else:
        parsed = db.read_deck_file(args.game, args.file, fmt=args.format, name=args.name)
    for problem in parsed.problems:
        _say(f"{args.file or args.url}: {problem}")
    if parsed.problems and not args.partial:
        return _error(f"{len(parsed.problems)} problem(s); nothing saved (use --partial to save the rest)")
    deck = db.save_deck(parsed.deck)
    _say(f"Saved {args.game} deck {deck.name!r}: " + _sizes(deck))
    return 0


def _sizes(deck: Deck) -> str:
    return ", ".join(f"{section} {deck.size(section)}" for section in deck.sections) or "empty"


def _deck_export(db: CardDatabase, args: argparse.Namespace) -> int:
    deck = db.deck(args.game, args.name)
    fmt = args.format or _format_for(args.file, args.game)
    for section in sections_lost(deck, fmt):
        print(
            f"warning: the {fmt} format has no sections; the {section} cards are written as main cards",
            file=sys.stderr,
        )
    db.write_deck_file(deck, args.file, fmt)
    _say(f"Wrote {deck.name!r} to {args.file} ({fmt}).")
    return 0


def _format_for(path: Path, game: str) -> str:
    suffix = path.suffix.lower()
    if suffix == ".fdk":
        return "fdk"
    if suffix in {".json", ".cod"}:
        return suffix[1:]
    return {"one-piece": "op-sim", "weiss-schwarz": "ws-codes"}.get(game, "text")


def _rules_problems(db: CardDatabase, game: str, deck: Deck) -> list[DeckProblem] | None:
    """The rules' deck-construction problems, or ``None`` when the game has no validator yet."""
    try:
        from desktop_app.engine.decks import DeckList
        from desktop_app.games import get_ruleset

        ruleset = get_ruleset(game)
        sections = {
            section: tuple(
                card
                for code, count in entries
                for card in [ruleset.card_from_record(db.card(game, code).to_dict())] * count
            )
            for section, entries in deck.sections.items()
        }
        return list(ruleset.validate_deck(DeckList(deck.name, sections)))
    except (ImportError, KeyError, NotImplementedError):
        return None


def _deck_validate(db: CardDatabase, args: argparse.Namespace) -> int:
    parsed = db.read_deck_file(args.game, args.file, fmt=args.format)
    problems = _rules_problems(db, args.game, parsed.deck)
    if args.json:
        _say(json.dumps(_validation_json(args, parsed, problems), ensure_ascii=False, indent=2))
        return 1 if parsed.problems or problems else 0
    for problem in parsed.problems:
        _say(f"{args.file}: {problem}")
    _say(f"{parsed.deck.name!r}: " + _sizes(parsed.deck))
    if problems is None:
        _say(f"Rules validation for {args.game} is not available yet; only the list was checked.")
        problems = []
    for rule_problem in problems:
        _say(f"{args.file}: {rule_problem}")
    if parsed.problems or problems:
        _say(f"{len(parsed.problems) + len(problems)} problem(s).")
        return 1
    _say("The deck is fine.")
    return 0


def _validation_json(
    args: argparse.Namespace, parsed: DeckParse, problems: list[DeckProblem] | None
) -> dict[str, object]:
    """``deck validate --json``: the deck's sections with their card counts, and the problems."""
    deck = parsed.deck
    return {
        "file": str(args.file),
        "game": args.game,
        "name": deck.name,
        "sections": {
            section: {"cards": deck.size(section), "entries": [[c, n] for c, n in entries]}
            for section, entries in deck.sections.items()
        },
        "line_problems": [{"line": p.line, "text": p.text, "message": p.message} for p in parsed.problems],
        "rules_checked": problems is not None,
        "rule_problems": [
            {"message": p.message, "rule": p.rule, "section": p.section, "codes": list(p.codes)}
            for p in problems or []
        ],
        "ok": not parsed.problems and not problems,
    }


def _deck_list(db: CardDatabase, args: argparse.Namespace) -> int:
    decks = db.decks(args.game)
    for deck in decks:
        _say(f"{deck.game:<16}{deck.name}  ({_sizes(deck)})")
    _say(f"{len(decks)} deck(s).")
    return 0


# ---------------------------------------------------------------------------- parsers


def _add_db_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db", type=Path, default=None, help="the database file (default: the user's data folder)"
    )


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``db`` and ``deck`` commands to the app's command line."""
    games = game_ids()
    db = subparsers.add_parser("db", help="the card database: import, images, search, stats, export")
    db_actions = db.add_subparsers(dest="db_action", metavar="ACTION", required=True)

    p = db_actions.add_parser(
        "import",
        help="import a card-data file, folder or zip; bad records are reported and skipped",
    )
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("path", type=Path, nargs="?", help="a .json/.csv file, a folder or a zip of them")
    p.add_argument(
        "--strict", action="store_true", help="import nothing unless every file and record is good"
    )
    p.add_argument("--images", type=Path, help="also import card images from this folder or zip")
    p.set_defaults(func=_run(_db_import))

    p = db_actions.add_parser("images", help="import card images from a folder or a zip archive")
    p.add_argument("--game", choices=games, help="only match cards of this game")
    p.add_argument("path", type=Path)
    p.set_defaults(func=_run(_db_images))

    p = db_actions.add_parser("fetch-images", help="download card images from the cards' image addresses")
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("codes", nargs="*", help="the cards to fetch (default: every card without an image)")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds to wait per request (default 10)")
    p.add_argument("--replace", action="store_true", help="fetch again cards that have an image")
    p.set_defaults(func=_run(_db_fetch))

    p = db_actions.add_parser("search", help="full-text search over names, texts, traits and codes")
    p.add_argument("--game", choices=games)
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("query", nargs="+")
    p.set_defaults(func=_run(_db_search))

    p = db_actions.add_parser("stats", help="how many cards, sets, images and decks per game")
    p.set_defaults(func=_run(_db_stats))

    p = db_actions.add_parser("export", help="write a game's cards in the project format")
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("--format", choices=("json", "csv"), default="json")
    p.add_argument("out", type=Path)
    p.set_defaults(func=_run(_db_export))

    deck = subparsers.add_parser("deck", help="deck files: import, export, validate, list")
    deck_actions = deck.add_subparsers(dest="deck_action", metavar="ACTION", required=True)

    p = deck_actions.add_parser("import", help="read a deck file (or an EncoreDecks address) and save it")
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("file", type=Path, nargs="?")
    p.add_argument(
        "--url", help="download an EncoreDecks deck (https://www.encoredecks.com/deck/ID); uses the network"
    )
    p.add_argument("--timeout", type=float, default=10.0, help="seconds to wait on the network (default 10)")
    p.add_argument("--name", help="the deck's name (default: from the file)")
    p.add_argument("--format", choices=DECK_FORMATS, help="default: from the file name and content")
    p.add_argument("--partial", action="store_true", help="save the usable lines even if some are not")
    p.set_defaults(func=_run(_deck_import))

    p = deck_actions.add_parser("export", help="write a saved deck to a file")
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("--name", required=True, help="the saved deck's name")
    p.add_argument(
        "--format", choices=DECK_FORMATS, help="default: from the suffix, else the game's usual list"
    )
    p.add_argument("file", type=Path)
    p.set_defaults(func=_run(_deck_export))

    p = deck_actions.add_parser("validate", help="check a deck file: unknown codes, then the game's rules")
    p.add_argument("--game", required=True, choices=games)
    p.add_argument("file", type=Path)
    p.add_argument("--format", choices=DECK_FORMATS)
    p.add_argument("--json", action="store_true", help="print the sections, counts and problems as JSON")
    p.set_defaults(func=_run(_deck_validate))

    p = deck_actions.add_parser("list", help="the saved decks")
    p.add_argument("--game", choices=games)
    p.set_defaults(func=_run(_deck_list))

    for parser in (*db_actions.choices.values(), *deck_actions.choices.values()):
        _add_db_option(parser)
