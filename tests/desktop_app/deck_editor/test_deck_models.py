"""The deck editor's bridge: the deck and browser item models, drag data, the rules adapter."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from card_db import CardFilters, CardRecord
from desktop_app.bridge.deck_browser_model import BrowserRole, CardBrowserModel
from desktop_app.bridge.deck_mime import MIME_TYPE, DraggedCard, DragOrigin, decode, encode
from desktop_app.bridge.deck_model import Column, DeckModel, DeckRole
from desktop_app.bridge.deck_rules import DeckProblem, deck_rules


def record(code: str, card_type: str = "character", level: int = 0, name: str | None = None) -> CardRecord:
    return CardRecord(
        "weiss-schwarz",
        code,
        name or f"Card {code}",
        card_type,
        ("yellow",),
        "Text.",
        fields={"level": level},
    )


def op_record(code: str, card_type: str) -> CardRecord:
    return CardRecord("one-piece", code, code, card_type, ("red",), fields={"cost": 1})


# ================================================================== DeckModel
def test_deck_model_passes_the_model_tester(qtmodeltester: Any) -> None:
    model = DeckModel("one-piece", ("leader", "main", "don"))
    model.set_contents(
        {"leader": [(op_record("L1", "leader"), 1)], "main": [(op_record("C1", "character"), 4)]}
    )
    qtmodeltester.check(model)
    model.add(op_record("C2", "character"), "main", 2)
    model.add(op_record("DON", "don"), "don", 10)
    model.remove("C1", "main", 4)
    model.set_problems([DeckProblem("too few", "OP 5-1-2", "main"), DeckProblem("bad", "X", "main", ("C2",))])
    qtmodeltester.check(model)


def test_sections_and_cards_as_a_tree() -> None:
    model = DeckModel("weiss-schwarz", ("main",))
    model.add(record("B", level=2), "main", 2)
    model.add(record("A", level=0), "main", 3)
    model.add(record("X", "climax"), "main", 8)
    section = model.section_index("main")
    assert model.rowCount() == 1
    assert section.data() == "Main deck"
    assert section.siblingAtColumn(Column.COPIES).data() == "13"
    # cards read as a deck list: characters by level, then climaxes
    names = [
        model.index(row, 0, section).data(DeckRole.RECORD).code for row in range(model.rowCount(section))
    ]
    assert names == ["A", "B", "X"]
    assert model.index(0, Column.COPIES, section).data() == "3"
    assert model.index(1, Column.STAT, section).data() == "2"
    assert model.count("A") == 3
    assert model.size() == 13
    assert model.code_sections() == {"main": [("A", 3), ("B", 2), ("X", 8)]}


def test_changes_are_the_smallest_edits(qtbot: Any) -> None:
    model = DeckModel("weiss-schwarz", ("main",))
    with qtbot.waitSignal(model.rowsInserted), qtbot.waitSignal(model.deck_changed):
        model.add(record("A"), "main")
    with qtbot.waitSignal(model.dataChanged), qtbot.assertNotEmitted(model.rowsInserted):
        model.add(record("A"), "main", 2)
    assert model.count("A", "main") == 3
    with qtbot.assertNotEmitted(model.rowsRemoved):
        assert model.remove("A", "main", 2) == 2
    with qtbot.waitSignal(model.rowsRemoved):
        assert model.remove("A", "main", 5) == 1
    assert model.remove("A", "main") == 0
    with pytest.raises(KeyError):
        model.add(record("A"), "leader")


def test_problems_mark_cards_and_sections() -> None:
    model = DeckModel("weiss-schwarz", ("main",))
    model.set_contents({"main": [(record("A"), 5), (record("B"), 4)]})
    model.set_problems(
        [
            DeckProblem("the deck has 9 cards; it must have exactly 50", "WS 5.1.2.1", "main"),
            DeckProblem(
                "5 cards named 'Card A'; at most 4 cards may share a name", "WS 5.1.2.2", "main", ("A",)
            ),
        ]
    )
    section = model.section_index("main")
    a, b = model.card_index("A", "main"), model.card_index("B", "main")
    assert a.data(DeckRole.PROBLEMS) == (
        "5 cards named 'Card A'; at most 4 cards may share a name (WS 5.1.2.2)",
    )
    assert a.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert "at most 4" in a.data(Qt.ItemDataRole.ToolTipRole)
    assert b.data(DeckRole.PROBLEMS) == ()
    assert b.data(Qt.ItemDataRole.BackgroundRole) is None
    assert section.data(DeckRole.PROBLEMS) == ("the deck has 9 cards; it must have exactly 50 (WS 5.1.2.1)",)
    model.set_problems([])
    assert a.data(DeckRole.PROBLEMS) == ()


def test_a_drop_on_the_deck_is_handed_to_the_editor(qtbot: Any) -> None:
    model = DeckModel("one-piece", ("leader", "main", "don"))
    data = encode(DragOrigin.BROWSER, [DraggedCard(op_record("L1", "leader"))])
    assert model.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    with qtbot.waitSignal(model.cards_dropped) as caught:
        assert model.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, model.section_index("main"))
    drop = caught.args[0]
    assert drop.origin is DragOrigin.BROWSER
    assert drop.target == "main"
    assert [card.record.code for card in drop.cards] == ["L1"]
    assert model.is_empty(), "a drop changes nothing by itself"


def test_deck_rows_drag_with_their_section() -> None:
    model = DeckModel("one-piece", ("leader", "main", "don"))
    model.add(op_record("C1", "character"), "main", 4)
    index = model.card_index("C1", "main")
    data = model.mimeData([index, index.siblingAtColumn(Column.CODE)])
    drop = decode(data)
    assert drop is not None
    assert drop.origin is DragOrigin.DECK
    assert [(card.record.code, card.section) for card in drop.cards] == [("C1", "main")]
    assert data.hasFormat(MIME_TYPE)
    assert data.text() == "C1"


def test_foreign_drag_data_is_refused() -> None:
    from PySide6.QtCore import QByteArray, QMimeData

    model = DeckModel("weiss-schwarz", ("main",))
    plain = QMimeData()
    plain.setText("4 LA/W01-001")
    assert not model.canDropMimeData(plain, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    broken = QMimeData()
    broken.setData(MIME_TYPE, QByteArray(b'{"origin": "browser", "cards": [{"record": {"code": 1}}]}'))
    assert decode(broken) is None
    assert not model.dropMimeData(broken, Qt.DropAction.CopyAction, -1, -1, QModelIndex())


# ================================================================== CardBrowserModel
def test_browser_model_passes_the_model_tester(qtbot: Any, qtmodeltester: Any, db_tasks: Any) -> None:
    model = CardBrowserModel(db_tasks)
    model.set_game("weiss-schwarz")
    with qtbot.waitSignal(model.search_finished, timeout=10_000) as caught:
        model.search("", CardFilters(types=("climax",)))
    assert caught.args == [6]
    assert model.rowCount() == 6
    assert all(model.record(row).type == "climax" for row in range(6))
    qtmodeltester.check(model)
    level = next(i for i, c in enumerate(model.columns) if c.key == "level")
    assert model.headerData(level, Qt.Orientation.Horizontal) == "Level"


def test_browser_model_roles_and_drags(qtbot: Any, db_tasks: Any, card_images: Any) -> None:
    model = CardBrowserModel(db_tasks, card_images)
    model.set_game("one-piece")
    model.deck_count = lambda code: 4 if code == "OPD-001" else 0
    with qtbot.waitSignal(model.search_finished, timeout=10_000):
        model.search("Deckhand")
    index = model.index(0, 0)
    found = index.data(BrowserRole.RECORD)
    assert isinstance(found, CardRecord)
    assert found.code == "OPD-001"
    assert index.data(BrowserRole.DECK_COUNT) == 4
    assert index.data(BrowserRole.THUMB) is None  # still loading: the view draws a placeholder
    with qtbot.waitSignal(model.dataChanged, timeout=20_000):
        pass  # the thumbnail arrives from a worker
    assert index.data(BrowserRole.THUMB) is not None
    drop = decode(model.mimeData([index]))
    assert drop is not None
    assert drop.origin is DragOrigin.BROWSER
    assert drop.cards[0].record == found


def test_a_newer_search_wins(qtbot: Any, db_tasks: Any, db_path: Any) -> None:
    from card_db import CardDatabase

    model = CardBrowserModel(db_tasks)
    model.set_game("weiss-schwarz")
    model.search("Lantern")
    with qtbot.waitSignal(model.search_finished, timeout=10_000) as caught:
        model.search("Corsair")  # the older search's answer is dropped: only this one is reported
    with CardDatabase.open(db_path) as database:
        expected = [r.code for r in database.search("Corsair", game="weiss-schwarz", limit=200)]
    assert caught.args == [len(expected)]
    assert [model.record(row).code for row in range(model.rowCount())] == expected


def test_header_click_asks_for_the_database_order(qtbot: Any) -> None:
    model = CardBrowserModel(None)
    model.set_game("weiss-schwarz")
    power = next(i for i, c in enumerate(model.columns) if c.key == "power")
    with qtbot.waitSignal(model.sort_requested) as caught:
        model.sort(power, Qt.SortOrder.DescendingOrder)
    assert caught.args == ["power", True]
    soul = next(i for i, c in enumerate(model.columns) if c.key == "soul")
    with qtbot.assertNotEmitted(model.sort_requested):
        model.sort(soul)


def test_deck_cards_dropped_on_the_browser_are_returned(qtbot: Any) -> None:
    model = CardBrowserModel(None)
    from_deck = encode(DragOrigin.DECK, [DraggedCard(record("A"), "main")])
    from_browser = encode(DragOrigin.BROWSER, [DraggedCard(record("A"))])
    assert not model.canDropMimeData(from_browser, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert not model.dropMimeData(from_browser, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    with qtbot.waitSignal(model.cards_returned) as caught:
        assert model.dropMimeData(from_deck, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert caught.args[0].cards[0].section == "main"


# ================================================================== the rules adapter
def test_deck_rules_sections_and_placement() -> None:
    rules = deck_rules("one-piece")
    assert rules.available
    assert rules.sections == ("leader", "main", "don")
    assert rules.section_for(op_record("L", "leader")) == "leader"
    assert rules.section_for(op_record("D", "don")) == "don"
    assert rules.section_for(op_record("C", "character")) == "main"
    fow = deck_rules("force-of-will")
    assert fow.sections == ("ruler", "main", "stones", "side", "extra", "rune")


def test_deck_rules_validate_with_the_games_own_rules() -> None:
    rules = deck_rules("weiss-schwarz")
    problems = rules.validate("Test", {"main": [(record("A", name="Same"), 5)]})
    rules_named = {problem.rule for problem in problems}
    assert {"WS 5.1.2.1", "WS 5.1.2.2"} <= rules_named
    copies = next(p for p in problems if p.rule == "WS 5.1.2.2")
    assert copies.codes == ("A",)
    assert "at most 4" in copies.message


def test_a_game_without_rules_is_not_checked() -> None:
    rules = deck_rules("no-such-game")
    assert not rules.available
    problems = rules.validate("x", {})
    assert len(problems) == 1
    assert "not part of this build" in problems[0].message


def test_a_full_page_shows_at_once_and_the_count_follows(
    qtbot: Any, qtmodeltester: Any, db_tasks: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop_app.bridge import deck_browser_model

    monkeypatch.setattr(deck_browser_model, "PAGE", 5)
    model = CardBrowserModel(db_tasks)
    model.set_game("weiss-schwarz")
    heard: list[tuple[str, int]] = []
    model.search_finished.connect(lambda total: heard.append(("page", total)))
    model.total_known.connect(lambda total: heard.append(("count", total)))
    with qtbot.waitSignal(model.total_known, timeout=10_000):
        model.search("")
    assert heard == [("page", -1), ("count", 42)]
    assert model.rowCount() == 5 and model.total == 42
    assert model.canFetchMore()
    with qtbot.waitSignal(model.rowsInserted, timeout=10_000):
        model.fetchMore()
    assert model.rowCount() == 10
    assert len({model.record(row).code for row in range(10)}) == 10
    qtmodeltester.check(model)
