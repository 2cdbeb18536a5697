"""``GameSession``: drops ask for options, refusals change nothing, the dummy plays, hand-overs
cover the table, undo/redo/save/load/autosave round-trip."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop_app.bridge import (
    AutosaveStore,
    CardRef,
    DropResult,
    GameSession,
    ManualAction,
    SeatMode,
    TableSettings,
    load_session_data,
    load_session_file,
    load_settings,
    save_settings,
)


def hand_card(session: GameSession, seat: int = 0) -> Any:
    return session.observation.zones[f"p{seat + 1}.hand"].cards[0]


def ref_of(session: GameSession, card_id: int) -> CardRef:
    for key, zone in session.observation.zones.items():
        for index, view in enumerate(zone.cards):
            if view.id == card_id:
                return CardRef(key, index, card_id)
    raise KeyError(card_id)


def test_a_drop_takes_the_option_that_puts_the_card_there(make_session: Any, qtbot: Any) -> None:
    session = make_session()
    card = hand_card(session)
    assert {t.zone for t in session.drop_targets(ref_of(session, card.id))} == {"p1.table", "p1.discard"}
    with (
        qtbot.waitSignal(session.card_moved) as moved,
        qtbot.waitSignals([session.observation_changed, session.action_taken]),
    ):
        outcome = session.drop(ref_of(session, card.id), "p1.table")
    assert outcome.result is DropResult.APPLIED
    assert moved.args == ["p1.hand", "p1.table"]
    assert session.observation.zones["p1.table"].cards[0].name == card.name
    assert session.game.choices[-1].keys == (f"play:{card.id}",)


def test_an_illegal_drop_is_refused_with_the_reason_and_changes_nothing(
    make_session: Any, qtbot: Any
) -> None:
    session = make_session()
    card = hand_card(session)
    before = session.game.state.clone(), len(session.game.choices)
    with qtbot.waitSignal(session.action_refused) as refused:
        outcome = session.drop(ref_of(session, card.id), "p2.table")
    assert outcome.result is DropResult.REFUSED
    assert "Shift" in refused.args[0]
    assert session.game.state == before[0]
    assert len(session.game.choices) == before[1]


def test_a_forced_drop_is_a_manual_move_marked_in_the_log(make_session: Any) -> None:
    session = make_session()
    card = hand_card(session)
    outcome = session.drop(ref_of(session, card.id), "p1.removed", force_manual=True)
    assert outcome.result is DropResult.MANUAL
    assert session.observation.log[-1].startswith("[manual]")
    assert session.game.choices[-1].manual is not None


def test_manual_mode_moves_what_no_rule_allows(make_session: Any) -> None:
    session = make_session()
    card = hand_card(session)
    outcome = session.drop(ref_of(session, card.id), "p1.removed", manual_fallback=True)
    assert outcome.result is DropResult.MANUAL
    assert session.observation.zones["p1.removed"].count == 1


def test_a_hidden_card_moves_by_its_place_never_by_id(make_session: Any) -> None:
    session = make_session()
    library = session.observation.zones["p1.library"]
    top = CardRef("p1.library", library.count - 1, None)
    assert library.cards[-1].id is None
    assert session.drop(top, "p1.hand").result is DropResult.REFUSED
    assert session.drop(top, "p1.hand", force_manual=True).result is DropResult.MANUAL
    action = session.game.choices[-1].manual
    assert action.card is None and action.from_zone == "p1.library" and action.index == -1
    assert session.observation.zones["p1.hand"].count == 8


def test_card_actions_and_the_draw_shortcut(make_session: Any) -> None:
    session = make_session()
    card = hand_card(session)
    assert session.drop(ref_of(session, card.id), "p1.table").accepted
    played = session.observation.zones["p1.table"].cards[0]
    ref = ref_of(session, played.id)
    assert session.card_action("state", ref, state="turned")
    assert session.observation.zones["p1.table"].cards[0].state == "turned"
    assert session.card_action("counter", ref_of(session, played.id), name="+1", amount=2)
    assert session.observation.zones["p1.table"].cards[0].counters == {"+1": 2}
    hand = session.observation.zones["p1.hand"].count
    assert session.draw()
    assert session.observation.zones["p1.hand"].count == hand + 1
    assert not session.card_action("state", ref_of(session, played.id), state="sideways")


def test_the_goldfish_dummy_answers_on_a_worker_thread(make_session: Any, qtbot: Any) -> None:
    session = make_session(threaded_agent=True)
    with qtbot.waitSignal(session.busy_changed, check_params_cb=lambda busy: busy is False, timeout=10_000):
        assert session.pass_priority()
    assert not session.busy
    assert session.decision is not None and session.decision.player == 0
    assert session.observation.turn == 3
    assert [c.player for c in session.game.choices] == [0, 1]


def test_goldfish_undo_goes_back_to_the_players_previous_decision(make_session: Any) -> None:
    session = make_session()
    play = next(o for o in session.decision.options if o.action == "play")
    session.choose_option(play)
    session.pass_priority()  # the dummy passes its turn at once
    assert len(session.game.choices) == 3
    assert session.undo()
    assert len(session.game.choices) == 1
    assert session.observation.turn == 1 and session.decision.player == 0
    assert session.redo()
    assert len(session.game.choices) == 3
    assert session.observation.turn == 3
    assert session.undo() and session.undo()
    assert session.game.choices == []
    assert not session.can_undo()


def test_hot_seat_covers_the_table_until_the_next_player_sits_down(make_session: Any, qtbot: Any) -> None:
    session = make_session(mode=SeatMode.HOT_SEAT)
    assert session.handover_pending == 0 and session.observation is None  # the first player sits down too
    assert not session.undo()  # nothing to take back, and nothing shown
    assert session.take_seat(0)
    assert session.viewer == 0 and session.observation is not None
    with qtbot.waitSignal(session.handover_requested) as handover:
        session.pass_priority()
    assert handover.args == [1]
    assert session.observation is None
    assert session.decision is None
    assert not session.draw()  # nobody acts while the table is covered
    assert not session.take_seat(0)
    with qtbot.waitSignal(session.seat_taken):
        assert session.take_seat(1)
    seen = session.observation
    assert seen.viewer == 1
    assert all(card.known for card in seen.zones["p2.hand"].cards)
    assert not any(card.known or card.name for card in seen.zones["p1.hand"].cards)


def test_hot_seat_undo_across_a_hand_over_hands_back(make_session: Any, qtbot: Any) -> None:
    session = make_session(mode=SeatMode.HOT_SEAT)
    session.take_seat(0)
    session.pass_priority()
    session.take_seat(1)
    assert not session.undo()  # P2 takes back P1's choice only if P1 agrees
    with qtbot.waitSignal(session.handover_requested) as handover:
        assert session.undo(agreed_by=0)
    assert handover.args == [0]
    assert session.take_seat(0)
    assert session.observation.turn == 1


def test_save_and_load_round_trip(make_session: Any, tmp_path: Path) -> None:
    session = make_session()
    session.choose_option(next(o for o in session.decision.options if o.action == "play"))
    session.manual(ManualAction("roll", amount=6))
    path = tmp_path / "game.json"
    session.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["table"] == {"mode": "goldfish", "seat": 0, "finished": False, "title": "Freeform", "turn": 1}
    loaded = load_session_file(path, threaded_agent=False)
    assert loaded.mode is SeatMode.GOLDFISH
    assert loaded.game.state == session.game.state
    loaded.start()
    assert loaded.observation.log == session.observation.log
    loaded.close()


def test_every_choice_is_autosaved_and_a_crash_is_noticed(
    make_session: Any, data_dir: Path, qtbot: Any
) -> None:
    store = AutosaveStore()
    session = make_session(autosave=store)
    assert store.lock_path.exists()
    session.choose_option(next(o for o in session.decision.options if o.action == "play"))
    data = store.read()  # on disk as soon as the choice is made
    assert data is not None and len(data["choices"]) == 1
    assert store.crashed()  # still open: a crash now would leave the lock behind
    resumed = load_session_data(data, threaded_agent=False)
    assert resumed.game.state == session.game.state
    session.close()
    assert not store.crashed()
    assert store.exists()
    assert not list(data_dir.glob("*.tmp"))


def test_a_refused_saved_game_says_why(tmp_path: Path) -> None:
    from desktop_app.bridge import SetupError

    path = tmp_path / "bad.json"
    path.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(SetupError, match="not a saved game"):
        load_session_file(path)


def test_settings_round_trip_through_qsettings(data_dir: Path) -> None:
    assert load_settings() == TableSettings()
    changed = TableSettings(manual_mode=True, privacy_screen=False, last_game="one-piece")
    save_settings(changed)
    assert load_settings() == changed
    assert "manual" in TableSettings.describe("manual_mode")


def test_undo_on_a_covered_table_gives_it_back_to_the_seat_at_the_screen(
    make_session: Any, qtbot: Any
) -> None:
    session = make_session(mode=SeatMode.HOT_SEAT)
    session.take_seat(0)
    session.pass_priority()
    assert session.handover_pending == 1
    with qtbot.waitSignal(session.seat_taken) as taken:
        assert session.undo()  # P1 takes the pass back before P2 sits down
    assert taken.args == [0]
    assert session.handover_pending is None and session.observation.viewer == 0
    assert session.redo()
    assert session.handover_pending == 1 and session.observation is None


def test_undo_works_after_the_game_ended(make_session: Any) -> None:
    session = make_session()
    assert session.manual(ManualAction("concede"))
    assert session.outcome is not None and session.outcome.winner == 1
    assert session.undo()
    assert session.outcome is None and session.decision is not None
