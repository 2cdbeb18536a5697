"""A not-automated ability that triggers is shown at the table (issue 14): in the log, over
the table where the refusals and rule messages appear, and as a dashed orange outline on its
card until the seat chooses again; a card the seat may not see is never named to it.

The card is a real one (KGL/S79-E008, exact text); its ability data is what the compiler keeps
of its line (``tests/games/test_by_hand_announced.py`` has the engine's side).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES
from helpers.ws_records import project_record

from desktop_app.bridge import GameSession, SeatMode, TableSettings
from desktop_app.engine.game import Game
from desktop_app.games.weiss_schwarz.compiler import read_trigger
from desktop_app.scenarios.runner import ScenarioRun
from desktop_app.ui.scene.items import Highlight
from desktop_app.ui.widgets.table_page import TablePage

KGL = SHARED_SAMPLES / "full" / "ws-KGL_S79.json"
pytestmark = pytest.mark.skipif(not KGL.exists(), reason="the shared sample files are not here")
FILLER = {
    "code": "T-FILL",
    "name": "Filler",
    "type": "character",
    "colours": ["yellow"],
    "fields": {"level": 0, "cost": 0, "power": 1000, "soul": 1, "triggers": []},
}
BY_HAND = "this ability is not automated, do it by hand"


def chika_game(*, in_hand: bool) -> Game:
    """P1 in the main phase with Tank-Class, Chika in hand; its 【AUTO】 ability not automated
    (``in_hand``: made to work in the hand at the start of the climax phase instead)."""
    raw = next(r for r in json.loads(KGL.read_text(encoding="utf-8")) if r["code"] == "KGL/S79-E008")
    chika = project_record(raw)
    line = raw["ability"][1]
    fields = read_trigger(line, "character")
    assert fields is not None
    if in_hand:
        fields = {
            "trigger": {"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
            "zones": ["hand"],
        }
    chika["script"] = [{"kind": "auto", **fields, "text": line, "automated": False}]
    scenario = ScenarioRun(
        {
            "title": "by hand",
            "rules": ["WS 8.7"],
            "game": "weiss-schwarz",
            "cards": [FILLER, chika],
            "position": {
                "turn": 4,
                "turn_player": "p1",
                "phase": "main",
                "p1": {"hand": [chika["code"]], "library": ["Filler"] * 10},
                "p2": {"library": ["Filler"] * 10},
            },
            "step": [],
        },
        "test",
    )
    return scenario.game


def test_the_announcement_is_in_the_log_over_the_table_and_outlines_the_card(images: Any, qtbot: Any) -> None:
    session = GameSession(chika_game(in_hand=False), SeatMode.FIXED, threaded_agent=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    page.show()
    session.start()
    assert session.decision is not None
    play = next(o for o in session.decision.options if o.action == "play" and o.args.get("slot") == "FC")
    assert session.choose_option(play)  # WS 8.7: its trigger matches as it is placed on the stage
    (note,) = session.by_hand()
    assert note.line.startswith(f"'Tank-Class, Chika' (P1): {BY_HAND}: 【AUTO】 When this card is placed")
    chika = session.game.cards_in("p1.stage")[0]
    assert note.card == chika.id
    assert page.toast.isVisible() and "do it by hand" in page.toast.text()
    log = page.log_model
    assert any("do it by hand" in str(log.index(row, 0).data()) for row in range(log.rowCount()))
    item = page.scene.card_item(chika.id)
    assert item is not None and item.highlight & Highlight.BY_HAND
    assert session.pass_priority()  # the seat chose again: the outline goes, the log keeps it
    assert session.by_hand() == ()
    item = page.scene.card_item(chika.id)
    assert item is not None and not item.highlight & Highlight.BY_HAND
    session.close()


def test_a_card_the_seat_cannot_see_is_not_named_at_its_table(images: Any, qtbot: Any) -> None:
    session = GameSession(chika_game(in_hand=True), SeatMode.HOT_SEAT, threaded_agent=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()
    assert session.take_seat(0)
    # to the climax phase: the ability of the card in P1's hand triggers; P1 has nothing more to do
    # this turn, and the table goes to P2
    assert session.pass_priority() and session.handover_pending == 1
    assert session.take_seat(1)
    (other,) = session.by_hand()
    assert other.line == "a card (P1): an ability of this card is not automated, do it by hand"
    assert other.card is None
    assert page.toast.text() == other.line
    log = page.log_model
    assert not any("Chika" in str(log.index(row, 0).data()) for row in range(log.rowCount()))
    assert session.hand_over() and session.take_seat(0)  # P1 reads its card named
    (own,) = session.by_hand()  # with the text to carry out, which P2 never read
    assert own.line.startswith(f"'Tank-Class, Chika' (P1): {BY_HAND}: 【AUTO】 When this card is placed")
    assert "When this card is placed" in page.toast.text()
    session.close()
