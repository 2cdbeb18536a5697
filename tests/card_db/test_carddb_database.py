"""Opening, migrating and refusing databases; first-run demo sets; search and filters."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from carddb_helpers import FIXTURES, FULL, SAMPLES, need, write_json
from sqlite_utils import Database

from card_db import (
    CardDatabase,
    CardDbError,
    CardFilters,
    CardNotFoundError,
    CardRecord,
    SchemaVersionError,
    default_path,
)
from card_db.schema import MIGRATIONS, schema_version

# ---------------------------------------------------------------------------- files and versions


def test_default_path_honours_the_environment(_data_dir: Path) -> None:
    assert default_path() == _data_dir / "cards.sqlite"
    with CardDatabase.open() as db:
        assert db.path == _data_dir / "cards.sqlite"
    assert (_data_dir / "cards.sqlite").exists()


def test_a_new_database_is_in_wal_mode_at_the_current_schema(db: CardDatabase) -> None:
    assert db.schema_version == schema_version() == 4
    assert db._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db._db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    assert {"cards", "cards_fts", "sets", "images", "decks", "games"} <= set(db._db.table_names())


def test_an_older_database_is_migrated_and_keeps_its_cards(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    old = Database(path)
    MIGRATIONS.apply(old, stop_before="m002_images_and_decks")
    old.table("cards").insert(
        {
            "game": "freeform",
            "code": "OLD-1",
            "name": "Old",
            "type": "token",
            "fields": "{}",
            "image_url": "https://example.org/pics/OLD_PIC_1.png?v=2",
        }
    )
    old.close()
    with CardDatabase.open(path) as db:
        assert db.schema_version == schema_version()
        # m003 gave the stored card the image name of its address
        assert db._match_image("old-pic-1", None) == ([("freeform", "OLD-1")], "OLDPIC1")
        assert db.card("freeform", "OLD-1").name == "Old"
        assert db.count("old") == 1  # the full-text triggers existed from the first migration
        assert db.decks() == []


def test_reopening_applies_nothing_twice(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    CardDatabase.open(path).close()
    with CardDatabase.open(path) as db:
        assert len(MIGRATIONS.applied(db._db)) == schema_version()


def test_a_newer_schema_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    CardDatabase.open(path).close()
    newer = Database(path)
    newer.table("_sqlite_migrations").insert(
        {"migration_set": "card_db", "name": "m099_from_the_future", "applied_at": "later"}
    )
    newer.close()
    before = path.read_bytes()
    with pytest.raises(SchemaVersionError, match="newer version of the app"):
        CardDatabase.open(path)
    assert path.read_bytes() == before


def test_a_higher_user_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    CardDatabase.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(SchemaVersionError, match=f"schema 99; this version knows schema {schema_version()}"):
        CardDatabase.open(path)


def test_a_foreign_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text)")
    conn.close()
    with pytest.raises(SchemaVersionError, match="not a card database"):
        CardDatabase.open(path)


def test_a_file_that_is_not_sqlite_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(CardDbError, match="cannot open the card database"):
        CardDatabase.open(path)


# ---------------------------------------------------------------------------- first run


def _resources(tmp_path: Path) -> Path:
    resources = tmp_path / "resources"
    (resources / "cards" / "luck-and-logic").mkdir(parents=True)
    (resources / "cards" / "luck-and-logic" / "demo.json").write_bytes(
        (FIXTURES / "ll-cards.json").read_bytes()
    )
    return resources


def test_first_run_builds_from_the_demo_sets(tmp_path: Path) -> None:
    resources = _resources(tmp_path)
    with CardDatabase.open(tmp_path / "c.sqlite", resources=resources) as db:
        assert db.stats().cards["luck-and-logic"] == 5
        # Unchanged demo sets are not imported again; a changed one is.
        assert db.seed_demo_sets(resources) == []
        (resources / "cards" / "luck-and-logic" / "more.json").write_bytes(
            (FIXTURES / "ll-cards.json").read_bytes().replace(b"LLT-00", b"LLX-00")
        )
    with CardDatabase.open(tmp_path / "c.sqlite", resources=resources) as db:
        assert db.stats().cards["luck-and-logic"] == 10


@pytest.mark.parametrize("layout", ["missing", "empty"])
def test_missing_or_empty_demo_folders_are_fine(tmp_path: Path, layout: str) -> None:
    resources = tmp_path / "resources"
    if layout == "empty":
        (resources / "cards").mkdir(parents=True)
    with CardDatabase.open(tmp_path / "c.sqlite", resources=resources) as db:
        assert sum(db.stats().cards.values()) == 0


def test_a_bad_demo_set_is_reported_and_the_rest_load(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    resources = _resources(tmp_path)
    (resources / "cards" / "weiss-schwarz").mkdir()
    (resources / "cards" / "weiss-schwarz" / "broken.json").write_text("[{")
    with caplog.at_level("ERROR", logger="card_db.database"), CardDatabase.open(tmp_path / "c.sqlite") as db:
        problems = db.seed_demo_sets(resources)
        assert len(problems) == 1 and "broken.json" in problems[0]
        assert db.stats().cards["luck-and-logic"] == 5
    assert "demo set not loaded" in caplog.text


def test_the_repository_demo_sets_load(tmp_path: Path) -> None:
    resources = Path(__file__).resolve().parents[2] / "resources"
    with CardDatabase.open(tmp_path / "c.sqlite") as db:
        assert db.seed_demo_sets(resources) == []


# ---------------------------------------------------------------------------- search


@pytest.fixture
def filled(db: CardDatabase) -> CardDatabase:
    db.import_file("weiss-schwarz", need(FULL / "ws-KGL_S79.json"))
    db.import_file("one-piece", need(FULL / "op-569101.json"))
    db.import_file("force-of-will", need(SAMPLES / "fow-sample.json"))
    db.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
    return db


def test_search_by_name(filled: CardDatabase) -> None:
    found = filled.search("supreme bliss")
    assert [c.code for c in found] == ["KGL/S79-E001"]
    assert all("Chika" in c.name for c in filled.search("chika", game="weiss-schwarz", limit=5))


def test_search_by_text_and_prefix(filled: CardDatabase) -> None:
    found = filled.search("decompress")  # no such word
    assert found == []
    rush = filled.search("rush", game="one-piece", limit=100)
    assert rush and all("rush" in (c.text + c.name).lower() for c in rush)
    assert filled.search("shuchi", game="weiss-schwarz")  # prefix of Shuchiin


def test_search_by_trait_and_code(filled: CardDatabase) -> None:
    assert filled.count("Supernovas", game="one-piece") > 0
    assert [c.code for c in filled.search("kgl_s79_e004")] == ["KGL/S79-E004"]
    assert filled.search("ＫＧＬ／Ｓ７９－Ｅ００４")[0].code == "KGL/S79-E004"


def test_names_rank_above_text(filled: CardDatabase) -> None:
    found = filled.search("luffy", game="one-piece", limit=20)
    assert found[0].name.lower().find("luffy") >= 0


def test_relevance_groups_page_without_gaps_or_repeats(filled: CardDatabase) -> None:
    found: list[CardRecord] = []
    while page := filled.search("shuchiin", game="weiss-schwarz", limit=7, offset=len(found)):
        found += page
    assert len(found) == len({c.code for c in found}) == filled.count("shuchiin", game="weiss-schwarz")

    def group(card: CardRecord) -> int:
        if "shuchiin" in card.name.lower():
            return 0
        return 1 if any("shuchiin" in t.lower() for t in card.fields["traits"]) else 2

    groups = [group(c) for c in found]
    assert groups == sorted(groups) and set(groups) == {0, 1, 2}


def test_codes_come_before_words(filled: CardDatabase) -> None:
    found = filled.search("KGL/S79-E0", limit=200)
    assert found and all(c.code.startswith("KGL/S79-E0") for c in found)
    assert filled.count("op01") == filled.count("OP-01") == 154  # code prefix, with or without separators


def test_descending_sorts_keep_missing_values_last(filled: CardDatabase) -> None:
    powers = [
        c.fields.get("power")
        for c in filled.search(game="one-piece", sort="power", descending=True, limit=200)
    ]
    present = [p for p in powers if p is not None]
    assert present == sorted(present, reverse=True)
    assert powers[len(present) :] == [None] * (len(powers) - len(present))


def test_search_pages_and_counts(filled: CardDatabase) -> None:
    total = filled.count(game="weiss-schwarz")
    assert total == 124
    pages = [filled.search(game="weiss-schwarz", limit=50, offset=o) for o in (0, 50, 100)]
    codes = [c.code for page in pages for c in page]
    assert len(codes) == len(set(codes)) == 124


def test_odd_queries_do_not_break_fts(filled: CardDatabase) -> None:
    for query in ['"', "AND OR NOT", "*", "(", "NEAR(", "-", "a:b", "'; DROP TABLE cards; --"]:
        filled.search(query)
        filled.count(query)
    assert filled.count(game="weiss-schwarz") == 124


@pytest.mark.parametrize(
    ("filters", "check"),
    [
        (CardFilters(types=("climax",)), lambda c: c.type == "climax"),
        (CardFilters(colours=("blue",)), lambda c: "blue" in c.colours),
        (CardFilters(level_min=2, level_max=3), lambda c: 2 <= c.fields["level"] <= 3),
        (CardFilters(cost_max=0), lambda c: c.fields["cost"] <= 0),
        (CardFilters(power_min=9000), lambda c: c.fields["power"] >= 9000),
        (CardFilters(trait="secret"), lambda c: any("secret" in t.lower() for t in c.fields["traits"])),
        (CardFilters(trigger="choice"), lambda c: "choice" in c.fields["triggers"]),
        (CardFilters(set_code="KGL/S79"), lambda c: c.set_code == "KGL/S79"),
    ],
)
def test_weiss_schwarz_filters(filled: CardDatabase, filters: CardFilters, check: object) -> None:
    found = filled.search(game="weiss-schwarz", filters=filters, limit=500)
    assert found
    assert all(check(c) for c in found)  # type: ignore[operator]
    assert filled.count(game="weiss-schwarz", filters=filters) == len(found)


def test_one_piece_counter_filter_and_power_sort(filled: CardDatabase) -> None:
    found = filled.search(
        game="one-piece", filters=CardFilters(counter=2000), sort="power", descending=True, limit=100
    )
    assert found and all(c.fields["counter"] == 2000 for c in found)
    powers = [c.fields.get("power", -1) for c in found]
    assert powers == sorted(powers, reverse=True)


def test_force_of_will_cost_and_atk_columns(filled: CardDatabase) -> None:
    cheap = filled.search(
        game="force-of-will", filters=CardFilters(cost_max=1, types=("resonator", "addition"))
    )
    assert [c.code for c in cheap] == ["CMF-016"]
    strong = filled.search(game="force-of-will", filters=CardFilters(power_min=400))
    assert {c.code for c in strong} == {"CMF-001", "CMF-013J"}


def test_sorting_by_name_and_level(filled: CardDatabase) -> None:
    by_name = [c.name.lower() for c in filled.search(game="weiss-schwarz", sort="name", limit=200)]
    assert by_name == sorted(by_name)
    levels = [c.fields.get("level") for c in filled.search(game="weiss-schwarz", sort="level", limit=200)]
    numbers = [x for x in levels if x is not None]
    assert numbers == sorted(numbers)
    assert levels[-1] is None  # cards without a level come last


def test_card_lookup(filled: CardDatabase) -> None:
    assert filled.card("one-piece", "op01-016").code == "OP01-016"  # case-insensitive fallback
    assert filled.find("one-piece", "OP99-999") is None
    with pytest.raises(CardNotFoundError, match="no one-piece card has the code 'OP99-999'"):
        filled.card("one-piece", "OP99-999")
    got = filled.cards("one-piece", ["OP01-016", "nope", "ＯＰ０１－００１"])
    assert set(got) == {"OP01-016", "ＯＰ０１－００１"}
    assert got["ＯＰ０１－００１"].code == "OP01-001"


def test_stats_and_sets(filled: CardDatabase) -> None:
    stats = filled.stats()
    assert stats.cards["force-of-will"] == 7
    assert stats.sets["weiss-schwarz"] == 1
    assert filled.sets("weiss-schwarz")[0].name == "Kaguya-sama: Love is War"


# ---------------------------------------------------------------------------- threads


def test_each_thread_opens_its_own_connection(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    with CardDatabase.open(path) as main:
        main.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
        seen: list[int] = []
        errors: list[BaseException] = []

        def worker() -> None:
            try:
                with CardDatabase.open(path) as mine:
                    seen.append(mine.count(game="luck-and-logic"))
                    mine.import_file("luck-and-logic", FIXTURES / "ll-cards.csv")
            except BaseException as error:
                errors.append(error)

        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        assert not errors
        assert seen == [5]
        assert main.count(game="luck-and-logic") == 8

        # A connection stays with its thread: SQLite's check refuses use from another one.
        misuse: list[BaseException] = []

        def use_main() -> None:
            try:
                main.count()
            except BaseException as error:
                misuse.append(error)

        other = threading.Thread(target=use_main)
        other.start()
        other.join()
        assert len(misuse) == 1 and isinstance(misuse[0], sqlite3.ProgrammingError)


def test_workers_writing_at_once_wait_for_each_other(tmp_path: Path) -> None:
    """Proxies are written while reading; three workers doing it at once must not fail with
    "database is locked" (a deferred transaction cannot upgrade a stale read to a write)."""
    path = tmp_path / "cards.sqlite"
    records = [{"game": "freeform", "code": f"C-{i}", "name": f"Card {i}", "type": "x"} for i in range(90)]
    with CardDatabase.open(path) as db:
        db.import_file("freeform", write_json(tmp_path / "cards.json", records))
    errors: list[BaseException] = []

    def draw(first: int) -> None:
        try:
            with CardDatabase.open(path) as mine:
                for i in range(first, 90, 3):
                    mine.image("freeform", f"C-{i}", "thumb")
                    mine.count("card")
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=draw, args=(k,)) for k in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with CardDatabase.open(path) as db:
        assert db._db.execute("SELECT COUNT(*) FROM images WHERE source = 'proxy'").fetchone()[0] == 90


def test_full_width_code_in_a_record_is_stored_half_width(db: CardDatabase, tmp_path: Path) -> None:
    record = {"game": "one-piece", "code": "ＯＰ０１－９９９", "name": "Wide", "type": "character"}
    db.import_file("one-piece", write_json(tmp_path / "wide.json", [record]))
    assert db.card("one-piece", "OP01-999").name == "Wide"
    assert db.card("one-piece", "ＯＰ０１－９９９").code == "OP01-999"
