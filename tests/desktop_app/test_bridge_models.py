"""The bridge's item models, checked with ``qtmodeltester`` and by the signals they send."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from desktop_app.bridge import (
    CardView,
    DecisionOptionsModel,
    LogListModel,
    Option,
    PlayerValuesModel,
    Role,
    ZoneListModel,
    diff_observations,
    open_database_file,
)
from desktop_app.bridge.diff import sequence_edit
from desktop_app.bridge.search_model import CardSearchModel
from desktop_app.bridge.workers import DatabaseTasks


def card(n: int, *, known: bool = True, state: str = "") -> CardView:
    return CardView(
        id=n if known else None,
        code=f"C-{n}" if known else None,
        name=f"Card {n}" if known else None,
        type="thing" if known else None,
        face_up=known,
        state=state,
        slots=(),
        owner=0,
        controller=0,
        known=known,
    )


def test_zone_model_passes_the_model_tester(qtmodeltester: Any) -> None:
    model = ZoneListModel("p1.hand", [card(1), card(2), card(3, known=False)])
    qtmodeltester.check(model)
    model.set_cards([card(1), card(4), card(2), card(3, known=False)])
    qtmodeltester.check(model)


def test_zone_model_reports_an_edit_not_a_reset(qtbot: Any) -> None:
    model = ZoneListModel("p1.hand", [card(1), card(2), card(3)])
    with qtbot.waitSignal(model.rowsRemoved) as removed:
        model.set_cards([card(1), card(3)])
    assert removed.args[1:] == [1, 1]
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        model.set_cards([card(1), card(3), card(5)])
    assert inserted.args[1:] == [2, 2]
    with qtbot.waitSignal(model.dataChanged) as changed:
        model.set_cards([card(1), card(3, state="rest"), card(5)])
    assert changed.args[0].row() == 1
    assert [model.index(r, 0).data(Role.CARD_ID) for r in range(3)] == [1, 3, 5]


def test_a_hidden_card_shows_nothing_of_itself() -> None:
    model = ZoneListModel("p2.hand", [card(9, known=False)])
    index = model.index(0, 0)
    assert index.data() == "Face-down card"
    assert index.data(Qt.ItemDataRole.ToolTipRole) is None
    assert index.data(Role.CARD_ID) is None


def test_log_model_appends_and_truncates(qtmodeltester: Any, qtbot: Any) -> None:
    model = LogListModel()
    model.set_lines(["P1 draws a card", "[manual] P1 moves 'Aria'"])
    qtmodeltester.check(model)
    assert model.index(1, 0).data(Role.MANUAL) is True
    assert model.index(0, 0).data(Role.MANUAL) is False
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        model.set_lines(["P1 draws a card", "[manual] P1 moves 'Aria'", "P2 passes"], unchanged=2)
    assert inserted.args[1:] == [2, 2]
    with qtbot.waitSignal(model.rowsRemoved):  # an undo shortens the log
        model.set_lines(["P1 draws a card"])
    assert model.lines == ("P1 draws a card",)


def options() -> list[Option]:
    return [Option(k, f"Ability {k}", "order") for k in "abcd"]


def test_options_model_reorders_by_move_and_by_drop(qtmodeltester: Any, qtbot: Any) -> None:
    model = DecisionOptionsModel()
    model.set_options(options(), reorderable=True)
    qtmodeltester.check(model)
    with qtbot.waitSignal(model.rowsMoved):
        assert model.move(0, 1)
    assert model.keys() == ("b", "a", "c", "d")
    assert model.index(0, 0).data() == "1. Ability b"
    data = model.mimeData([model.index(3, 0)])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, 0, 0, QModelIndex()) is False
    assert model.keys() == ("d", "b", "a", "c")
    assert not model.move(0, -1)
    qtmodeltester.check(model)


def test_options_model_is_fixed_unless_reorderable() -> None:
    model = DecisionOptionsModel()
    model.set_options(options())
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsDragEnabled
    data = model.mimeData([model.index(0, 0)])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, 3, 0, QModelIndex()) is False
    assert model.keys() == ("a", "b", "c", "d")


def test_player_values_model(qtmodeltester: Any) -> None:
    model = PlayerValuesModel()
    model.set_values({"p1.level": 1, "p2.level": 0, "p1.clock": 3, "p2.clock": 5, "turn_count": 9})
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    assert model.headerData(0, Qt.Orientation.Horizontal) == "P1"
    assert model.value(1, "clock") == 5
    assert model.key(model.index(1, 1)) == "p2.clock"
    model.set_values({"p1.level": 2, "p2.level": 0, "p1.clock": 0, "p2.clock": 5})
    qtmodeltester.check(model)
    assert model.value(0, "level") == 2


def test_card_search_model_queries_off_the_gui_thread(qtmodeltester: Any, qtbot: Any, data_dir: Path) -> None:
    tasks = DatabaseTasks(open_database_file()[0])
    model = CardSearchModel(tasks)
    with qtbot.waitSignal(model.search_finished, timeout=10_000) as finished:
        model.search("", "freeform")
    assert finished.args[0] == model.total > 0
    qtmodeltester.check(model)
    assert model.index(0, 3).data() == "freeform"
    with qtbot.waitSignal(model.search_finished, timeout=10_000):
        model.search("Heron", "freeform")
    assert model.rowCount() >= 1
    assert "Heron" in model.index(0, 1).data()
    tasks.wait()


def test_sequence_edit_keeps_prefix_and_suffix() -> None:
    assert sequence_edit([1, 2, 3, 4], [1, 9, 4]) == sequence_edit([1, 2, 3, 4], [1, 9, 4])
    edit = sequence_edit([1, 2, 3, 4], [1, 9, 4])
    assert (edit.start, edit.removed, edit.inserted) == (1, 2, 1)
    same_length = sequence_edit([1, 2, 3], [1, 5, 3])
    assert same_length.changed == (1,)
    assert sequence_edit([], [1]).inserted == 1


def test_observation_diff_names_only_what_changed(make_session: Any) -> None:
    session = make_session()
    before = session.observation
    play = next(o for o in session.decision.options if o.action == "play")
    session.choose_option(play)
    diff = diff_observations(before, session.observation)
    assert set(diff.zones) == {"p1.hand", "p1.table"}
    assert diff.log_from == len(before.log)
    assert not diff.full
    assert diff_observations(None, session.observation).full
