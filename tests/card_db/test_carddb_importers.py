"""Every importer on the real community files, and malformed variants refused with nothing written."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from carddb_helpers import FIXTURES, FULL, SAMPLES, load, need, snapshot, write_json

from card_db import CardDatabase, CardFilters, CardImportError
from card_db.games import WS_TRIGGERS
from card_db.importers import read_path
from card_db.importers.fow import primary_type, total_cost
from card_db.importers.weiss import TRIGGER_WORDS

# ---------------------------------------------------------------------------- Weiß Schwarz


def test_weiss_schwarz_sample(db: CardDatabase) -> None:
    result = db.import_file("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    assert (result.added, result.updated) == (5, 0)
    card = db.card("weiss-schwarz", "KGL/S79-E004")
    assert card.name == "Shameful, Chika"
    assert card.type == "character"
    assert card.colours == ("yellow",)
    assert card.set_code == "KGL/S79"
    assert card.fields["level"] == 2
    assert card.fields["power"] == 6000
    assert card.fields["triggers"] == ["soul"]
    assert card.fields["traits"] == ["Shuchiin", "Secretary"]
    assert card.fields["side"] == "s"
    assert card.text.count("\n") == 1  # two abilities
    assert card.image_url is not None and card.image_url.endswith("KGL_S79_E004.png")


@pytest.mark.parametrize(("name", "count"), [("ws-KGL_S79.json", 124), ("ws-BD_W47.json", 157)])
def test_weiss_schwarz_full_sets(db: CardDatabase, name: str, count: int) -> None:
    result = db.import_file("weiss-schwarz", need(FULL / name))
    assert result.added == count
    assert db.count(game="weiss-schwarz") == count
    climaxes = db.search(game="weiss-schwarz", filters=CardFilters(types=("climax",)), limit=100)
    assert climaxes
    assert all("level" not in c.fields and "power" not in c.fields for c in climaxes)  # "-" / "" read as none
    assert all("-" not in c.fields["traits"] for c in climaxes)


def test_weiss_schwarz_double_icons_and_trigger_map(db: CardDatabase) -> None:
    db.import_file("weiss-schwarz", need(FULL / "ws-BD_W47.json"))
    doubles = db.search(game="weiss-schwarz", filters=CardFilters(trigger="soul"), limit=500)
    assert any(c.fields["triggers"] == ["soul", "soul"] for c in doubles)
    assert set(TRIGGER_WORDS.values()) == WS_TRIGGERS


# ---------------------------------------------------------------------------- ONE PIECE


def test_one_piece_sample_leader_life_and_breaks(db: CardDatabase) -> None:
    db.import_file("one-piece", need(SAMPLES / "op-sample.json"))
    leader = db.card("one-piece", "ST01-001")
    assert leader.type == "leader"
    assert leader.fields["life"] == 5
    assert "cost" not in leader.fields
    sanji = db.card("one-piece", "ST01-004")
    expected = (
        "[DON!! x2] This Character gains [Rush].\n(This card can attack on the turn in which it is played.)"
    )
    assert sanji.text == expected
    guard = db.card("one-piece", "ST01-014")
    assert guard.fields["trigger"].startswith("[Trigger]")
    assert guard.text.endswith(guard.fields["trigger"])


def test_one_piece_single_object_file(db: CardDatabase, tmp_path: Path) -> None:
    one = load(need(SAMPLES / "op-sample.json"))[1]
    db.import_file("one-piece", write_json(tmp_path / "ST01-004.json", one))
    assert db.card("one-piece", "ST01-004").fields["power"] == 4000


def test_one_piece_parallel_printings_keep_their_own_code(db: CardDatabase) -> None:
    result = db.import_file("one-piece", need(FULL / "op-569101.json"))
    assert result.added == 154
    alt = db.card("one-piece", "OP01-120_p2")
    assert alt.fields["base_code"] == "OP01-120"
    assert db.card("one-piece", "OP01-120").fields.get("base_code") is None
    assert db.count(game="one-piece", filters=CardFilters(base_only=True)) == 121
    assert db.count("OP01-120", game="one-piece") == 3  # base and two parallels


def test_one_piece_effect_dash_is_no_text(db: CardDatabase) -> None:
    db.import_file("one-piece", need(FULL / "op-569101.json"))
    assert db.card("one-piece", "OP01-010").text == ""


def test_one_piece_packs_name_sets(db: CardDatabase) -> None:
    db.import_file("one-piece", need(FULL / "op-569001.json"))
    db.import_file("one-piece", need(FULL / "op-packs.json"))
    sets = {s.code: s for s in db.sets("one-piece")}
    assert sets["ST01"].name == "STARTER DECK -Straw Hat Crew- [ST-01]"
    assert sets["ST01"].cards == 17
    assert sets["ST22"].name == "STARTER DECK -Ace & Newgate- [ST-22]"  # &amp; decoded
    assert "EB04" in sets and "OP14" in sets
    # "OP15-EB04", a later pack with a bare title, does not rename EB04 (named with OP14)
    assert sets["EB04"].name == sets["OP14"].name == "BOOSTER PACK -THE AZURE SEA’S SEVEN- [OP14-EB04]"
    assert sets["OP15"].name == "BOOSTER PACK [OP15-EB04]"


# ---------------------------------------------------------------------------- Force of Will


def test_force_of_will_sample(db: CardDatabase) -> None:
    db.import_file("force-of-will", need(SAMPLES / "fow-sample.json"))
    aesop = db.card("force-of-will", "CMF-001")
    assert aesop.type == "resonator"
    assert aesop.colours == ("light",)
    assert aesop.fields["cost"] == "{W}{1}"
    assert aesop.fields["total_cost"] == 2
    assert (aesop.fields["atk"], aesop.fields["def"]) == (500, 500)
    assert aesop.fields["cluster"] == "Grimm"
    pandora = db.card("force-of-will", "CMF-013")
    assert pandora.type == "ruler"
    assert pandora.colours == ()  # void
    assert pandora.fields["other_side"] == "CMF-013J"
    j_ruler = db.card("force-of-will", "CMF-013J")
    assert j_ruler.type == "j-ruler"
    assert j_ruler.fields["other_side"] == "CMF-013"
    stone = db.card("force-of-will", "CMF-096")
    assert stone.type == "magic stone"
    assert "Darkness Magic Stone" in stone.fields["types"]
    assert db.card("force-of-will", "CMF-004").type == "chant"
    assert db.card("force-of-will", "CMF-016").type == "addition"


def test_force_of_will_whole_file(db: CardDatabase) -> None:
    result = db.import_file("force-of-will", need(FULL / "fow-cards.json"))
    assert result.added == 5340
    assert result.sets == 69
    assert db.count(game="force-of-will") == 5340
    assert db.card("force-of-will", "TSW-001").fields["other_side"] == "TSW-001^"
    assert db.card("force-of-will", "RDE-060J^").fields["other_side"] == "RDE-060J"
    assert db.card("force-of-will", "CST-074").fields["total_cost"] == 16
    assert "\r" not in db.card("force-of-will", "TTT-100").text
    runes = db.search(game="force-of-will", filters=CardFilters(types=("rune", "master rune")), limit=200)
    assert len(runes) == 142  # printed "Rune" first (60), "Chant, Rune" (62), and the master runes (20)


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        (["Spell:Chant-Instant"], "chant"),
        (["Addition: Field"], "addition"),
        (["Resonator (Stranger)"], "resonator"),
        (["Basic J-Ruler"], "j-ruler"),
        (["Special Magic Stone", "Magic Stone"], "magic stone"),
        (["Chant", "Rune", "Master Rune"], "master rune"),
        (["Chant", "Rune"], "rune"),
        (["Sub-ruler"], "sub-ruler"),
    ],
)
def test_force_of_will_types(printed: list[str], expected: str) -> None:
    assert primary_type(printed) == expected


def test_force_of_will_total_cost() -> None:
    assert total_cost("{W}{W}{3}") == 5
    assert total_cost("{X}{R}") == 1
    assert total_cost("0") == 0
    assert total_cost(None) == 0


# ---------------------------------------------------------------------------- project format


def test_project_json_luck_and_logic(db: CardDatabase) -> None:
    result = db.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
    assert result.added == 5
    pair = db.card("luck-and-logic", "LLT-002")
    assert pair.fields["covenanters"] == ["Aria", "Bel"]
    modifier = {"to": "this", "stat": "power", "add": 2000}
    assert pair.script == [{"kind": "cont", "condition": {"turn": "yours"}, "modifiers": [modifier]}]
    assert db.card("luck-and-logic", "LLT-005").type == "my logicalist"


def test_project_csv_luck_and_logic(db: CardDatabase) -> None:
    db.import_file("luck-and-logic", FIXTURES / "ll-cards.csv")
    foreigner = db.card("luck-and-logic", "LLC-001")
    assert foreigner.fields["intercept"] is True
    assert foreigner.text.count("\n") == 1
    assert db.card("luck-and-logic", "LLC-003").name == "Test Csv Tactics"  # full-width code normalised
    script = db.card("luck-and-logic", "LLC-003").script
    assert script == [{"kind": "play", "effect": [{"do": "draw", "n": 2}]}]


@pytest.mark.parametrize("fmt", ["json", "csv"])
def test_export_then_import_gives_the_same_records(db: CardDatabase, tmp_path: Path, fmt: str) -> None:
    db.import_file("one-piece", need(FULL / "op-569101.json"))
    db.import_file("one-piece", need(FULL / "op-packs.json"))
    db.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
    for game in ("one-piece", "luck-and-logic"):
        out = tmp_path / f"{game}.{fmt}"
        assert db.export_cards(game, out, fmt) > 0  # type: ignore[arg-type]
        with CardDatabase.open(tmp_path / f"copy-{game}-{fmt}.sqlite") as other:
            other.import_file(game, out)
            assert list(other.all_cards(game)) == list(db.all_cards(game))
            # set names survive the round trip (the sets that have cards)
            named = {s.code: s.name for s in db.sets(game) if s.cards}
            assert {s.code: s.name for s in other.sets(game) if s.cards} == named
    assert named_set(db, "OP01") == "BOOSTER PACK -ROMANCE DAWN- [OP-01]"


def named_set(db: CardDatabase, code: str) -> str | None:
    return next(s.name for s in db.sets("one-piece") if s.code == code)


# ---------------------------------------------------------------------------- idempotence


def test_second_import_changes_no_counts(db: CardDatabase) -> None:
    db.import_file("force-of-will", need(SAMPLES / "fow-sample.json"))
    db.import_file("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    before = snapshot(db)
    result = db.import_file("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    assert (result.added, result.updated, result.unchanged) == (0, 0, 5)
    assert snapshot(db) == before  # same counts, and the same contents too


def test_reimport_updates_a_changed_card(db: CardDatabase, tmp_path: Path) -> None:
    data = load(need(SAMPLES / "ws-sample.json"))
    db.import_file("weiss-schwarz", write_json(tmp_path / "a.json", data))
    data[0]["name"] = "Renamed Chika"
    db.import_file("weiss-schwarz", write_json(tmp_path / "a.json", data))
    assert db.card("weiss-schwarz", data[0]["code"]).name == "Renamed Chika"
    assert db.count("renamed") == 1
    assert db.count("supreme bliss") == 0  # the full-text index followed the update
    assert db.count(game="weiss-schwarz") == 5


def test_folder_import_is_one_batch(db: CardDatabase, tmp_path: Path) -> None:
    data = load(need(SAMPLES / "ws-sample.json"))
    folder = tmp_path / "sets"
    folder.mkdir()
    write_json(folder / "a.json", data[:3])
    write_json(folder / "b.json", data[3:])
    (folder / "notes.txt").write_text("ignored")
    result = db.import_file("weiss-schwarz", folder)
    assert result.added == 5
    assert len(result.files) == 2


# ---------------------------------------------------------------------------- malformed variants

Mutation = Callable[[Any], Any]


def _set(path: list[Any], value: Any) -> Mutation:
    def mutate(data: Any) -> Any:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return data

    return mutate


def _delete(path: list[Any]) -> Mutation:
    def mutate(data: Any) -> Any:
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
        return data

    return mutate


WS_BAD = [
    ("level not a number", _set([3, "level"], "two"), 3, "level"),
    ("power with a comma", _set([2, "power"], "1,000"), 2, "power"),
    ("unknown colour", _set([1, "color"], "ORANGE"), 1, "color"),
    ("unknown type", _set([4, "type"], "Spell"), 4, "type"),
    ("unknown trigger", _set([0, "trigger"], ["RAINBOW"]), 0, "trigger"),
    ("trigger not a list", _set([0, "trigger"], "SOUL"), 0, "trigger"),
    ("missing code", _delete([2, "code"]), 2, "code"),
    ("missing name", _delete([4, "name"]), 4, "name"),
    ("record not an object", _set([3], ["not", "a", "record"]), 3, None),
    ("duplicate code", lambda d: [*d, d[1]], 5, "code"),
    ("image not http", _set([0, "image"], "javascript:alert(1)"), 0, "image"),
]
OP_BAD = [
    ("cost not a number", _set([1, "cost"], "x"), 1, "cost"),
    ("unknown category", _set([0, "category"], "Villain"), 0, "category"),
    ("unknown colour", _set([2, "colors"], ["Orange"]), 2, "colors"),
    ("effect not text", _set([3, "effect"], ["a", "b"]), 3, "effect"),
    ("missing id", _delete([4, "id"]), 4, "id"),
]
FOW_BAD = [
    ("ATK not a number", _set(["fow", "clusters", 0, "sets", 0, "cards", 0, "ATK"], "big"), 0, "ATK"),
    ("unknown attribute", _set(["fow", "clusters", 0, "sets", 0, "cards", 2, "colour"], ["Q"]), 2, "colour"),
    ("no types", _set(["fow", "clusters", 0, "sets", 0, "cards", 1, "type"], []), 1, "type"),
    ("cost not will", _set(["fow", "clusters", 0, "sets", 0, "cards", 4, "cost"], "three"), 4, "cost"),
    ("cards not a list", _set(["fow", "clusters", 0, "sets", 0, "cards"], {}), None, "cards"),
    ("clusters missing", _set(["fow"], {"sets": []}), None, "fow.clusters"),
]


@pytest.mark.parametrize(
    ("game", "sample", "label", "mutate", "record", "field"),
    [("weiss-schwarz", "ws-sample.json", *case) for case in WS_BAD]
    + [("one-piece", "op-sample.json", *case) for case in OP_BAD]
    + [("force-of-will", "fow-sample.json", *case) for case in FOW_BAD],
    ids=lambda v: v if isinstance(v, str) and " " in v else None,
)
def test_a_malformed_record_is_skipped_or_with_strict_changes_nothing(
    db: CardDatabase,
    tmp_path: Path,
    game: str,
    sample: str,
    label: str,
    mutate: Mutation,
    record: int | None,
    field: str | None,
) -> None:
    good = db.import_file(game, need(SAMPLES / sample))  # a first import, so "unchanged" means something
    before = snapshot(db)
    data = mutate(copy.deepcopy(load(SAMPLES / sample)))
    bad = write_json(tmp_path / f"bad-{sample}", data)
    with pytest.raises(CardImportError) as caught:
        db.import_file(game, bad, strict=True)
    error = caught.value
    assert error.file == str(bad), label
    assert error.record == record, label
    assert error.field == field, label
    assert str(bad) in str(error)
    assert snapshot(db) == before
    if record is None:  # the file's structure is broken: nothing can be read from it
        with pytest.raises(CardImportError):
            db.import_file(game, bad)
        assert snapshot(db) == before
        return
    result = db.import_file(game, bad)  # without strict: the record is skipped, the rest read
    assert [(p.record, p.field) for p in result.problems] == [(record, field)], label
    assert str(bad) in str(result.problems[0])
    # every other record is read; a repeated code skips only the repetition
    assert result.total == good.total - (0 if label == "duplicate code" else 1), label


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"[{]", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        (b'"just a string"', "expected an array"),
        (b'[{"foo": 1}]', "not a card-data shape"),
        (b"[1, 2]", "expected a JSON object"),
    ],
)
def test_unreadable_files_change_nothing(
    db: CardDatabase, tmp_path: Path, content: bytes, words: str
) -> None:
    db.import_file("luck-and-logic", FIXTURES / "ll-cards.json")
    before = snapshot(db)
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(CardImportError, match=words):
        db.import_file("luck-and-logic", bad)
    assert snapshot(db) == before


def test_a_bad_file_in_a_folder_stops_the_whole_folder_only_when_strict(
    db: CardDatabase, tmp_path: Path
) -> None:
    data = load(need(SAMPLES / "ws-sample.json"))
    folder = tmp_path / "sets"
    folder.mkdir()
    write_json(folder / "a.json", data[:3])
    broken = copy.deepcopy(data[3:])
    broken[1]["color"] = "ORANGE"
    write_json(folder / "b.json", broken)
    (folder / "c.json").write_text("[{", encoding="utf-8")
    before = snapshot(db)
    with pytest.raises(CardImportError, match=r"b\.json: record 1 \(KGL/S79-TE19\): field .color."):
        db.import_file("weiss-schwarz", folder, strict=True)
    assert snapshot(db) == before
    result = db.import_file("weiss-schwarz", folder)
    assert result.added == 4
    assert [str(p) for p in result.problems] == [
        f"{folder / 'b.json'}: record 1 (KGL/S79-TE19): field 'color': expected one of blue, green, "
        "purple, red, yellow, got 'ORANGE'",
        f"{folder / 'c.json'}: not valid JSON: Expecting property name enclosed in double quotes "
        "(line 1, column 3)",
    ]


def test_bad_csv_rows_name_the_row_and_field(db: CardDatabase, tmp_path: Path) -> None:
    text = (FIXTURES / "ll-cards.csv").read_text(encoding="utf-8").replace('{""gate_number"": 5}', "{oops")
    bad = tmp_path / "bad.csv"
    bad.write_text(text, encoding="utf-8")
    before = snapshot(db)
    with pytest.raises(CardImportError) as caught:
        db.import_file("luck-and-logic", bad, strict=True)
    assert (caught.value.record, caught.value.code, caught.value.field) == (1, "LLC-002", "fields")
    assert snapshot(db) == before
    [problem] = db.import_file("luck-and-logic", bad).problems
    assert (problem.record, problem.code, problem.field) == (1, "LLC-002", "fields")


def test_a_file_of_another_game_is_refused(db: CardDatabase) -> None:
    with pytest.raises(CardImportError, match="Force of Will card data"):
        db.import_file("one-piece", need(SAMPLES / "fow-sample.json"))
    with pytest.raises(CardImportError, match="Weiß Schwarz card data"):
        db.import_file("one-piece", need(SAMPLES / "ws-sample.json"))


def test_imported_data_is_never_run(db: CardDatabase, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    payload = f"__import__('pathlib').Path({str(marker)!r}).write_text('x')"
    record = {
        "game": "freeform",
        "code": "EVIL-1",
        "name": payload,
        "type": payload,
        "text": payload,
        "fields": {"x": payload},
        "script": [payload, {"eval": payload}],
    }
    db.import_file("freeform", write_json(tmp_path / "evil.json", [record]))
    db.image("freeform", "EVIL-1", "thumb")
    db.search(payload[:20])
    assert not marker.exists()
    assert db.card("freeform", "EVIL-1").script == [payload, {"eval": payload}]


def test_read_path_does_not_touch_a_database(tmp_path: Path) -> None:
    batch = read_path("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    assert len(batch.records) == 5
    assert not list(tmp_path.glob("*.sqlite"))
    assert json.dumps([r.to_dict() for r in batch.records])


# ---------------------------------------------------------------------------- whole data sets


def test_the_whole_weiss_schwarz_folder_imports_in_one_go(db: CardDatabase) -> None:
    folder = need(FULL / "ws-sets")
    files = sorted(folder.glob("*.json"))
    result = db.import_file("weiss-schwarz", folder)
    assert len(result.files) == len(files)  # every set file is read, none lost whole
    stored_sets = {info.code for info in db.sets("weiss-schwarz")}
    for file in files:  # every file has cards in the database
        codes = [record["code"] for record in load(file)]
        assert any(db.find("weiss-schwarz", code) for code in codes), file.name
    assert stored_sets
    # upstream typos are reported by file, record, field and value, and only those records skipped
    fields = {(p.field, str(p.message).split(",")[0]) for p in result.problems}
    assert ("trigger", "unknown trigger icon 'BLUE' (known: SOUL") in fields
    assert all(p.file and p.record is not None and p.field for p in result.problems)
    assert len(result.problems) < result.total // 100


def test_none_in_any_width_and_a_climax_level_read_as_none(db: CardDatabase, tmp_path: Path) -> None:
    data = load(need(SAMPLES / "ws-sample.json"))
    character = next(r for r in data if r["type"] == "Character")
    climax = next(r for r in data if r["type"] == "Climax")
    records = [
        dict(character, code="TST/W01-001", power="－", cost="ー"),
        dict(climax, code="TST/W01-002", level="CX", cost="CX"),
    ]
    result = db.import_file("weiss-schwarz", write_json(tmp_path / "none.json", records))
    assert (result.added, result.problems) == (2, [])
    assert "power" not in db.card("weiss-schwarz", "TST/W01-001").fields
    assert "level" not in db.card("weiss-schwarz", "TST/W01-002").fields


def test_format_characters_cannot_make_a_look_alike_card(db: CardDatabase, tmp_path: Path) -> None:
    data = load(need(SAMPLES / "ws-sample.json"))
    db.import_file("weiss-schwarz", need(SAMPLES / "ws-sample.json"))
    before = db.stats().cards["weiss-schwarz"]
    code = data[0]["code"]
    look_alikes = [
        dict(data[0], code=code[:3] + "\u200b" + code[3:]),  # zero-width space
        dict(data[1], code="\u202e" + data[1]["code"]),  # right-to-left override
        dict(data[2], code=data[2]["code"] + "\ufeff\u2060"),  # BOM, word joiner
    ]
    result = db.import_file("weiss-schwarz", write_json(tmp_path / "alike.json", look_alikes))
    assert result.added == 0
    assert db.stats().cards["weiss-schwarz"] == before
    assert db.find("weiss-schwarz", code[:3] + "\u200d" + code[3:]) is not None


def test_a_zip_of_a_data_set_imports_and_names_its_game(db: CardDatabase, tmp_path: Path) -> None:
    import zipfile

    from card_db.importers import recognise_game

    archive = tmp_path / "set.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(need(SAMPLES / "ws-sample.json"), "DB/sample.json")
        zf.writestr("README.md", "notes")
    assert recognise_game(archive) == "weiss-schwarz"
    result = db.import_file("weiss-schwarz", archive)
    assert result.added == 5
    assert result.skipped_files == [("README.md", "not a card-data file name (.json or .csv)")]


def test_a_large_import_rebuilds_the_search_index_in_the_same_transaction(
    db: CardDatabase, tmp_path: Path
) -> None:
    record = {"game": "luck-and-logic", "type": "logicalist", "text": "Stock Boost"}
    big = [dict(record, code=f"BULK-{i:05d}", name=f"Bulkname {i}") for i in range(3_000)]
    source = write_json(tmp_path / "big.json", big)
    triggers = "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
    before = db._db.execute(triggers).fetchall()

    def cancel(stage: str, done: int, total: int) -> None:
        if stage == "writing" and done > 0:
            raise KeyboardInterrupt  # the app's Cancel raises from its progress report the same way

    with pytest.raises(KeyboardInterrupt):
        db.import_file("luck-and-logic", source, progress=cancel)
    assert db._db.execute(triggers).fetchall() == before  # rolled back with the writes
    assert db.count("bulkname") == 0
    assert db.import_file("luck-and-logic", source).added == 3_000  # the bulk path
    assert db._db.execute(triggers).fetchall() == before
    assert db.count("bulkname", game="luck-and-logic") == 3_000
    assert [r.code for r in db.search("Bulkname 2999")][:1] == ["BULK-02999"]
    small = write_json(tmp_path / "small.json", [dict(record, code="BULK-NEW", name="Freshword")])
    db.import_file("luck-and-logic", small)  # row by row again: the triggers index it
    assert db.count("freshword") == 1
