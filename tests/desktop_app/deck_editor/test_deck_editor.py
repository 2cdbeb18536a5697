"""The deck editor window: filtering, drops, validation, undo, import/export, saved decks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QGuiApplication

from card_db import CardDatabase, CardRecord
from card_db.games import game_spec
from desktop_app.bridge import resources_dir
from desktop_app.bridge.deck_browser_model import BrowserRole
from desktop_app.bridge.deck_mime import DraggedCard, DragOrigin, encode
from desktop_app.bridge.deck_model import DeckRole
from desktop_app.ui.deck_editor.dialogs import FORMAT_SUFFIXES, game_formats
from desktop_app.ui.deck_editor.stats import sample_hand

WAIT = 10_000


def search(qtbot: Any, editor: Any, action: Any) -> int:
    """Do ``action`` (which starts a search) and return the number of cards found."""
    with qtbot.waitSignal(editor.browser_model.search_finished, timeout=WAIT) as caught:
        action()
    return int(caught.args[0])


def shown(editor: Any) -> list[CardRecord]:
    model = editor.browser_model
    return [model.record(row) for row in range(model.rowCount())]


def browser_index(editor: Any, code: str) -> QModelIndex:
    model = editor.browser_model
    for row in range(model.rowCount()):
        if model.record(row).code == code:
            return model.index(row, 0)
    raise AssertionError(f"{code} is not in the browser")


def double_click(qtbot: Any, view: Any, index: QModelIndex) -> None:
    """A real double-click: a click, then the second press (``mouseDClick`` alone sends only the
    second half, which item views ignore without the first press)."""
    view.scrollTo(index)
    centre = view.visualRect(index).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def open_demo(qtbot: Any, editor: Any, index: int = 0) -> None:
    path = sorted((resources_dir() / "decks" / editor.game).glob("*.json"))[index]
    with qtbot.waitSignal(editor.deck_opened, timeout=WAIT):
        editor.open_demo_deck(path, path.stem)


def contents(editor: Any) -> dict[str, list[tuple[str, int]]]:
    return editor.deck_model.code_sections()


# ================================================================== the browser
def test_filters_on_the_games_own_fields(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    filters = editor.browser.filters
    assert editor.browser_model.total == 42
    total = search(qtbot, editor, lambda: filters.type.setCurrentIndex(filters.type.findData("climax")))
    assert total == 6
    assert {r.type for r in shown(editor)} == {"climax"}
    total = search(qtbot, editor, lambda: filters.trigger.setCurrentIndex(filters.trigger.findData("soul")))
    assert {r.code for r in shown(editor)} == {"LA/W01-020", "TC/S01-018"}
    search(qtbot, editor, filters.reset)
    search(qtbot, editor, lambda: filters.colour_buttons["green"].setChecked(True))
    assert shown(editor)
    assert all(r.colours == ("green",) for r in shown(editor))
    search(qtbot, editor, lambda: filters.level.low.setValue(3))
    assert {r.fields["level"] for r in shown(editor)} == {3}
    search(qtbot, editor, filters.reset)
    search(qtbot, editor, lambda: filters.power.low.setValue(9000))
    assert all(r.fields["power"] >= 9000 for r in shown(editor))
    search(qtbot, editor, lambda: filters.trait.setText("Books"))
    assert shown(editor)
    assert all("Books" in r.fields["traits"] for r in shown(editor))


def test_set_filter_and_sorting(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    filters = editor.browser.filters
    qtbot.waitUntil(lambda: filters.set_code.count() > 1, timeout=WAIT)
    index = filters.set_code.findData("TC/S01")
    assert index > 0
    total = search(qtbot, editor, lambda: filters.set_code.setCurrentIndex(index))
    assert total == 20
    assert {r.set_code for r in shown(editor)} == {"TC/S01"}
    sort = editor.browser.sort
    search(qtbot, editor, lambda: sort.setCurrentIndex(sort.findData("power")))
    powers = [r.fields.get("power") for r in shown(editor) if r.fields.get("power") is not None]
    assert powers == sorted(powers)
    search(qtbot, editor, lambda: editor.browser.descending.setChecked(True))
    powers = [r.fields.get("power") for r in shown(editor) if r.fields.get("power") is not None]
    assert powers == sorted(powers, reverse=True)


def test_typing_searches_after_a_pause(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    total = search(qtbot, editor, lambda: qtbot.keyClicks(editor.browser.query, "lantern"))
    assert 0 < total < 42
    assert all(
        "lantern" in (r.name + r.text + " ".join(r.fields.get("traits") or ())).lower() for r in shown(editor)
    )
    total = search(qtbot, editor, lambda: editor.browser.query.setText("TC/S01-01"))
    assert {r.code for r in shown(editor)} >= {"TC/S01-010", "TC/S01-011"}


def test_one_piece_counter_filter_and_list_columns(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("one-piece")
    filters = editor.browser.filters
    assert filters.counter.isVisibleTo(editor) and not filters.trigger.isVisibleTo(editor)
    search(qtbot, editor, lambda: filters.counter.setCurrentIndex(filters.counter.findData(2000)))
    assert [r.code for r in shown(editor)] == ["OPD-007", "OPD-036"]
    titles = [c.title for c in editor.browser_model.columns]
    assert {"Cost", "Life", "Power", "Counter"} <= set(titles)
    editor.browser.show_grid(False)
    assert editor.browser.current_view is editor.browser.table


def test_switching_game_rebuilds_the_browser_and_the_deck(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    total = search(qtbot, editor, lambda: editor.set_game("force-of-will"))
    assert total == 62  # the Force of Will demo set
    assert editor.deck_model.sections == ("ruler", "main", "stones", "side", "extra", "rune")
    assert "ATK" in [c.title for c in editor.browser_model.columns]
    assert editor.browser.filters.cost.label.text() == "Total cost"


# ================================================================== drops
def test_drag_from_the_browser_into_the_deck(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("one-piece")
    model = editor.deck_model
    leader, pip = browser_index(editor, "OPD-L01"), browser_index(editor, "OPD-001")
    data = editor.browser_model.mimeData([leader, pip])
    # dropped on the main deck: the leader still goes to the leader section (its type's)
    assert model.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, model.section_index("main"))
    assert contents(editor) == {"leader": [("OPD-L01", 1)], "main": [("OPD-001", 1)]}
    assert browser_index(editor, "OPD-001").data(BrowserRole.DECK_COUNT) == 1
    # dropped on empty space below the sections
    model.dropMimeData(editor.browser_model.mimeData([pip]), Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert model.count("OPD-001", "main") == 2
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert model.is_empty()


def test_drag_into_a_side_deck_and_between_sections(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("force-of-will")
    model = editor.deck_model
    squire = browser_index(editor, "FWD-001")
    model.dropMimeData(
        editor.browser_model.mimeData([squire]), Qt.DropAction.CopyAction, -1, -1, model.section_index("side")
    )
    assert contents(editor) == {"side": [("FWD-001", 1)]}
    editor.add_cards([editor.browser_model.record(squire.row())], count=3)
    assert contents(editor) == {"main": [("FWD-001", 3)], "side": [("FWD-001", 1)]}
    # a deck row dragged onto the side deck moves every copy of that row there
    row = model.card_index("FWD-001", "main")
    model.dropMimeData(model.mimeData([row]), Qt.DropAction.CopyAction, -1, -1, model.section_index("side"))
    assert contents(editor) == {"side": [("FWD-001", 4)]}
    editor.undo_stack.undo()
    assert contents(editor) == {"main": [("FWD-001", 3)], "side": [("FWD-001", 1)]}
    # a main deck card cannot go to the ruler area: dropping it there leaves it where it is
    row = model.card_index("FWD-001", "main")
    depth = editor.undo_stack.count()
    model.dropMimeData(model.mimeData([row]), Qt.DropAction.CopyAction, -1, -1, model.section_index("ruler"))
    assert editor.undo_stack.count() == depth
    assert model.count("FWD-001", "main") == 3


def test_drag_out_of_the_deck_onto_the_browser(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    open_demo(qtbot, editor)
    model = editor.deck_model
    before = model.count("LA/W01-001", "main")
    row = model.card_index("LA/W01-001", "main")
    assert editor.browser_model.dropMimeData(
        model.mimeData([row]), Qt.DropAction.CopyAction, -1, -1, QModelIndex()
    )
    assert model.count("LA/W01-001", "main") == before - 1
    editor.undo_stack.undo()
    assert model.count("LA/W01-001", "main") == before


def test_double_click_plus_and_minus(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz", show=True)
    grid, model = editor.browser.grid, editor.deck_model
    index = browser_index(editor, "LA/W01-002")
    double_click(qtbot, grid, index)
    assert model.count("LA/W01-002") == 1
    grid.setFocus()
    grid.setCurrentIndex(index)
    editor.add_action.trigger()
    editor.add_action.trigger()
    assert model.count("LA/W01-002") == 3
    editor.remove_action.trigger()
    assert model.count("LA/W01-002") == 2
    # in the deck: double-click takes a copy out, Del every copy
    tree = editor.deck_pane.tree
    row = model.card_index("LA/W01-002", "main")
    tree.setFocus()
    tree.setCurrentIndex(row)
    editor.add_action.trigger()
    assert model.count("LA/W01-002") == 3
    double_click(qtbot, tree, row)
    assert model.count("LA/W01-002") == 2
    tree.setFocus()
    tree.setCurrentIndex(model.card_index("LA/W01-002", "main"))
    editor.remove_all_action.trigger()
    assert model.is_empty()


# ================================================================== validation
def test_validation_lists_and_marks_every_problem(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    pip = editor.browser_model.record(browser_index(editor, "LA/W01-001").row())
    with qtbot.waitSignal(editor.validated) as caught:
        editor.add_cards([pip], count=5)
    problems = caught.args[0]
    assert {p.rule for p in problems} == {"WS 5.1.2.1", "WS 5.1.2.2"}
    messages = editor.problems_panel.messages()
    assert any("the deck has 5 cards; it must have exactly 50" in m and "(WS 5.1.2.1)" in m for m in messages)
    assert any("at most 4 cards may share a name" in m and "(WS 5.1.2.2)" in m for m in messages)
    row = editor.deck_model.card_index("LA/W01-001", "main")
    assert row.data(DeckRole.PROBLEMS)
    assert row.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert editor.deck_pane.legality.text() == "✗ 2 problems"
    assert editor.tabs.tabText(0) == "Problems (2)"
    editor.undo_stack.undo()
    assert [p.rule for p in editor.problems] == ["WS 5.1.2.1"]  # an empty deck is only too small
    assert editor.deck_pane.legality.text() == "✗ 1 problem"
    assert editor.deck_model.section_index("main").data(DeckRole.PROBLEMS)


def test_a_demo_deck_is_legal_and_one_more_copy_is_not(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("one-piece")
    open_demo(qtbot, editor)
    assert editor.problems == []
    assert editor.deck_pane.legality.text() == "✓ Legal"
    pip = editor.browser_model.record(browser_index(editor, "OPD-001").row())
    editor.add_cards([pip])
    rules = {p.rule for p in editor.problems}
    assert rules == {"OP 5-1-2", "OP 5-1-2-3"}
    assert editor.deck_model.card_index("OPD-001", "main").data(DeckRole.PROBLEMS)


# ================================================================== undo
def test_undo_and_redo_every_kind_of_edit(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("force-of-will")
    stack, model = editor.undo_stack, editor.deck_model
    squire = editor.browser_model.record(browser_index(editor, "FWD-001").row())
    editor.add_cards([squire], count=4)  # add
    editor.remove_cards([(squire, "main")])  # remove
    editor.handle_drop(  # move
        editor_drop(model, "FWD-001", "main", target="side")
    )
    editor.clear_deck()  # clear
    states = []
    for _ in range(4):
        states.append(contents(editor))
        stack.undo()
    assert states == [{}, {"side": [("FWD-001", 3)]}, {"main": [("FWD-001", 3)]}, {"main": [("FWD-001", 4)]}]
    assert model.is_empty()
    for expected in reversed(states):
        stack.redo()
        assert contents(editor) == expected
    assert [stack.text(i) for i in range(stack.count())] == [
        "Add 4 × Lantern Squire",
        "Remove Lantern Squire",
        "Move 3 × Lantern Squire",
        "Clear the deck",
    ]


def editor_drop(model: Any, code: str, section: str, target: str) -> Any:
    from desktop_app.bridge.deck_mime import decode

    data = model.mimeData([model.card_index(code, section)])
    drop = decode(data, target)
    assert drop is not None
    return drop


def test_undo_an_import(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    editor.add_cards([editor.browser_model.record(0)])
    before = contents(editor)
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
        editor.import_text("4 LA/W01-020\n2 TC/S01-001\n")
    assert contents(editor) == {"main": [("TC/S01-001", 2), ("LA/W01-020", 4)]}
    assert editor.undo_stack.undoText() == "Import Imported deck"
    editor.undo_stack.undo()
    assert contents(editor) == before


# ================================================================== import and export
@pytest.mark.parametrize("game", ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic"])
def test_export_and_import_round_trip_in_every_format(
    qtbot: Any, make_editor: Any, tmp_path: Path, game: str
) -> None:
    editor = make_editor(game)
    open_demo(qtbot, editor)
    supplied = game_spec(game).supplied_sections  # exports never write ONE PIECE's DON!! deck
    original = {section: cards for section, cards in contents(editor).items() if section not in supplied}
    assert original
    formats = game_formats(game)
    assert set(formats) >= {"text", "json"}
    for fmt in formats:
        text = editor.export_text(fmt)
        editor.new_deck()
        with qtbot.waitSignal(editor.import_finished, timeout=WAIT) as caught:
            editor.import_text(text, fmt)
        assert caught.args[0].applied, f"{fmt}: {caught.args[0].parse.problems}"
        assert contents(editor) == original, fmt
        path = tmp_path / f"deck-{fmt}{FORMAT_SUFFIXES[fmt]}"
        editor.export_file(path, fmt)
        editor.new_deck()
        with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
            editor.import_file(path)
        assert contents(editor) == original, f"{fmt} through {path.name}"


def test_the_clipboard_round_trip(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("one-piece")
    open_demo(qtbot, editor)
    original = {section: cards for section, cards in contents(editor).items() if section != "don"}
    editor.copy_to_clipboard("op-sim")
    clipboard = QGuiApplication.clipboard()
    assert clipboard.text().splitlines()[0] == "1xOPD-L01"
    editor.new_deck()
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
        editor.import_text(clipboard.text())
    assert contents(editor) == original


def test_unknown_codes_are_reported_by_line_and_nothing_is_dropped_silently(
    qtbot: Any, make_editor: Any
) -> None:
    editor = make_editor("weiss-schwarz")
    text = "4 LA/W01-001\n4 LA/W99-999\n0 LA/W01-002\n2 LA/W01-020\n"
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT) as caught:
        editor.import_text(text, name="Draft")
    outcome = caught.args[0]
    assert not outcome.applied
    report = editor.import_report
    assert report is not None and report.isVisible()
    lines = report.lines()
    assert lines == [
        "line 2: unknown card code 'LA/W99-999' for weiss-schwarz (4 LA/W99-999)",
        "line 3: the count must be at least 1, got 0 (0 LA/W01-002)",
    ]
    assert "2 lines" in report.heading.text() and "6 cards" in report.heading.text()
    assert editor.deck_model.is_empty(), "nothing is imported before the user decides"
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT) as caught:
        report.accept()
    assert caught.args[0].applied
    assert contents(editor) == {"main": [("LA/W01-001", 4), ("LA/W01-020", 2)]}
    assert editor.deck_name == "Draft"


def test_cancelling_the_report_imports_nothing(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
        editor.import_text("4 NOPE-1\n")
    assert editor.import_report is not None
    editor.import_report.reject()
    assert editor.deck_model.is_empty()
    assert editor.undo_stack.count() == 0


# ================================================================== saved decks
def test_save_open_rename_duplicate_and_delete(qtbot: Any, make_editor: Any, db_path: Path) -> None:
    editor = make_editor("weiss-schwarz")
    open_demo(qtbot, editor)
    original = contents(editor)
    assert editor.dirty, "a deck started from a demo deck is not saved yet"
    with qtbot.waitSignal(editor.deck_saved, timeout=WAIT):
        editor.save_deck("Lanterns")
    assert not editor.dirty and editor.saved_name == "Lanterns"
    with CardDatabase.open(db_path) as database:
        assert dict(database.deck("weiss-schwarz", "Lanterns").sections) == original
    with qtbot.waitSignal(editor.deck_renamed, timeout=WAIT):
        editor.rename_deck("Lantern Rush")
    editor.remove_cards([(editor.deck_model.entries("main")[0].record, "main")])
    assert editor.dirty
    with qtbot.waitSignal(editor.deck_saved, timeout=WAIT) as caught:
        editor.duplicate_deck()
    assert caught.args == ["Lantern Rush (copy)"]
    assert editor.saved_name == "Lantern Rush (copy)" and not editor.dirty
    with CardDatabase.open(db_path) as database:
        names = {deck.name: deck.size() for deck in database.decks("weiss-schwarz")}
    assert names == {"Lantern Rush": 50, "Lantern Rush (copy)": 49}
    editor.new_deck()
    with qtbot.waitSignal(editor.deck_opened, timeout=WAIT):
        editor.open_deck("Lantern Rush")
    assert contents(editor) == original and editor.deck_name == "Lantern Rush"
    with qtbot.waitSignal(editor.deck_deleted, timeout=WAIT):
        editor.delete_deck()
    assert editor.deck_model.is_empty() and editor.saved_name is None
    with CardDatabase.open(db_path) as database:
        assert [deck.name for deck in database.decks("weiss-schwarz")] == ["Lantern Rush (copy)"]


def test_a_failed_operation_says_why(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    with qtbot.waitSignal(editor.operation_failed, timeout=WAIT) as caught:
        editor.open_deck("No such deck")
    assert "No such deck" in caught.args[0]


# ================================================================== statistics and the sample hand
def test_statistics_odds_and_sample_hand_follow_the_deck(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    open_demo(qtbot, editor)
    stats = editor.stats_panel
    assert stats.curve.title == "Level"
    assert sum(bar.value for bar in stats.curve.bars) == 42  # the climaxes have no level
    assert {bar.label: bar.value for bar in stats.types.bars} == {"Character": 40, "Climax": 8, "Event": 2}
    assert stats.extra.title == "Trigger icons"
    odds = editor.odds_panel
    odds.choose_card("LA/W01-020")
    odds.turn.setValue(1)
    assert odds.copies.value() == 4
    # 6 cards seen by the draw of turn 1; 1 - C(46,6)/C(50,6) = 1 - 9,366,819 / 15,890,700
    assert "41.1%" in odds.answer.text() and "6 of 50 cards seen" in odds.answer.text()
    editor.show_sample_hand()
    hand = editor.hand_panel.hand
    main = [(e.record, e.count) for e in editor.deck_model.entries("main")]
    assert hand == sample_hand(main, 5, editor.hand_panel.seed)
    assert [tile.record for tile in editor.hand_panel.tiles_shown()] == hand
    editor.hand_panel.again.click()
    assert editor.hand_panel.seed == 2


def test_test_this_deck_asks_for_a_goldfish_game(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("one-piece")
    open_demo(qtbot, editor)
    with qtbot.waitSignal(editor.test_requested) as caught:
        assert editor.test_deck()
    game, deck = caught.args
    assert game == "one-piece"
    assert deck.name == editor.deck_name
    assert len(deck.section("main")) == 50 and len(deck.section("leader")) == 1


def test_a_drop_from_another_game_window_is_read_from_its_data(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    record = CardRecord("weiss-schwarz", "ZZ/X01-001", "Visitor", "character", ("red",), fields={"level": 1})
    data = encode(DragOrigin.BROWSER, [DraggedCard(record)])
    editor.deck_model.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert contents(editor) == {"main": [("ZZ/X01-001", 1)]}


def test_a_save_answered_after_a_new_deck_leaves_the_new_deck_alone(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    open_demo(qtbot, editor)
    with qtbot.waitSignal(editor.deck_saved, timeout=WAIT):
        editor.save_deck("First")
        editor.new_deck()  # before the worker answers
    assert editor.deck_name == "New deck" and editor.saved_name is None
    assert editor.deck_model.is_empty() and not editor.dirty


def test_unsaved_changes_are_asked_about(
    qtbot: Any, make_editor: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    editor = make_editor("weiss-schwarz")
    editor.add_cards([editor.browser_model.record(0)])
    answers = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: answers.pop(0))
    editor.ask_new_deck()
    assert editor.deck_model.size() == 1, "cancel keeps the deck"
    answers.append(QMessageBox.StandardButton.Save)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("", False))
    editor.ask_new_deck()
    assert editor.deck_model.size() == 1, "save, then cancelling the name, keeps the deck"
    answers.append(QMessageBox.StandardButton.Save)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Kept", True))
    with qtbot.waitSignal(editor.deck_saved, timeout=WAIT):
        editor.ask_new_deck()
    assert editor.deck_model.is_empty()
    answers.append(QMessageBox.StandardButton.Discard)
    editor.add_cards([editor.browser_model.record(0)])
    editor.ask_new_deck()
    assert editor.deck_model.is_empty()


def test_clicking_a_problem_selects_its_cards(qtbot: Any, make_editor: Any) -> None:
    editor = make_editor("weiss-schwarz")
    pip = editor.browser_model.record(browser_index(editor, "LA/W01-001").row())
    editor.add_cards([pip], count=5)
    panel = editor.problems_panel
    item = next(
        panel.list.item(i) for i in range(panel.list.count()) if "share a name" in panel.list.item(i).text()
    )
    panel.list.itemClicked.emit(item)
    assert [record.code for record, _ in editor.deck_pane.selected_cards()] == ["LA/W01-001"]


# ================================================================== goldfish statistics
# The run happens off the GUI thread (a pool thread hands the games to worker processes); the
# tests wait for the runner's ``finished`` signal and read the charts' bars.
GOLDFISH_WAIT = 120_000  # games in worker processes, on a shared machine


def goldfish_editor(qtbot: Any, make_editor: Any, jobs: int, games: int) -> Any:
    """An editor on the first WS demo deck, its Goldfish tab set to ``games`` games on ``jobs``."""
    editor = make_editor("weiss-schwarz")
    open_demo(qtbot, editor)
    editor.goldfish_panel.runner.jobs = jobs
    editor.goldfish_panel.games.setValue(games)
    return editor


def test_goldfish_statistics_chart_the_decks_games(qtbot: Any, make_editor: Any) -> None:
    editor = goldfish_editor(qtbot, make_editor, jobs=2, games=10)
    panel = editor.goldfish_panel
    with qtbot.waitSignal(panel.runner.finished, timeout=GOLDFISH_WAIT) as caught:
        assert editor.goldfish_deck()
        assert not panel.run_button.isEnabled() and panel.stop_button.isEnabled()
        assert not editor.goldfish_deck(), "one run at a time"
    statistics = caught.args[0]
    assert editor.tabs.currentWidget() is panel
    assert statistics.games + len(statistics.failures) == 10
    assert panel.progress.value() == 10 and panel.run_button.isEnabled()
    assert sum(bar.value for bar in panel.won_on.bars) == statistics.wins
    assert [bar.label for bar in panel.damage.bars] == [str(turn) for turn, _ in statistics.mean_damage()]
    deck_names = {record.name for record, _ in editor.deck_model.contents()["main"]}
    assert panel.cards.rows and {row[0] for row in panel.cards.rows} <= deck_names
    assert panel.caption.text().startswith("10 games: won")


def test_a_stopped_run_charts_the_games_it_played(qtbot: Any, make_editor: Any) -> None:
    editor = goldfish_editor(qtbot, make_editor, jobs=1, games=2000)
    panel = editor.goldfish_panel
    with qtbot.waitSignal(panel.runner.finished, timeout=GOLDFISH_WAIT) as caught:
        assert editor.goldfish_deck()
        panel.stop_button.click()
    assert 0 <= caught.args[0].games < 2000
    assert panel.run_button.isEnabled() and not panel.stop_button.isEnabled()


def test_the_odds_count_every_copy_of_the_chosen_card(qtbot: Any, make_editor: Any) -> None:
    # a card picked when the deck held one copy, then brought up to four: the odds count four
    editor = make_editor("weiss-schwarz")
    record = editor.browser_model.record(0)
    editor.add_cards([record])
    odds = editor.odds_panel
    odds.choose_card(record.code)
    assert odds.copies.value() == 1
    editor.add_cards([record], count=3)
    assert odds.card.currentData() == record.code and odds.copies.value() == 4
    assert f"({4}×)" in odds.card.currentText()


def test_a_name_several_cards_share_is_asked_once_and_kept_in_the_deck(
    qtbot: Any, make_editor: Any, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    from card_db.importers.common import ImportBatch

    twins = [
        CardRecord("weiss-schwarz", code, "Twin Lantern", "character", text=text)
        for code, text in (("TW/S01-001", "[AUTO] the first print"), ("TW/S01-002", "[AUTO] the reprint"))
    ]
    with CardDatabase.open(db_path) as database:
        database.import_batch(ImportBatch("weiss-schwarz", records=twins))
    editor = make_editor("weiss-schwarz")
    asked: list[tuple[str, list[str]]] = []

    def pick_second(parent: Any, title: str, label: str, items: list[str], *args: Any) -> tuple[str, bool]:
        asked.append((label, items))
        return items[1], True

    monkeypatch.setattr(QInputDialog, "getItem", pick_second)
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT) as caught:
        editor.import_text("4 LA/W01-020\n3 Twin Lantern\n")
    assert caught.args[0].applied  # nothing left to report: the question answered the line
    [(label, items)] = asked
    assert "Line 2: 3 Twin Lantern" in label
    assert items[0].startswith("TW/S01-001 — Twin Lantern") and "the reprint" in items[1]
    assert sorted(contents(editor)["main"]) == [("LA/W01-020", 4), ("TW/S01-002", 3)]
    # exported and read back, the deck holds the code: nothing is asked again
    text = editor.export_text("text")
    editor.new_deck()
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
        editor.import_text(text)
    assert len(asked) == 1 and sorted(contents(editor)["main"]) == [("LA/W01-020", 4), ("TW/S01-002", 3)]
