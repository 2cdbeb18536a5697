"""Every card of a crowded row can be read (issue 15): a WS clock of six, the level zone."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from desktop_app.bridge import load_position
from desktop_app.ui.scene.card_painter import (
    CARD_RECT,
    SPINE_BELOW,
    SPINE_FLAGS,
    SPINE_FONT,
    spine_text_rect,
)
from desktop_app.ui.scene.geometry import CARD_W
from desktop_app.ui.scene.items import shown_widths
from desktop_app.ui.theme import readable, ui_font

POSITION = Path(__file__).parents[2] / "docs" / "screenshots" / "positions" / "weiss-schwarz-mid.toml"


def _scene(make_session: Any, make_scene: Any) -> Any:
    position = load_position(POSITION, "weiss-schwarz")
    return make_scene(make_session("weiss-schwarz", seed=1, position=position, autosave=None))


def test_a_clock_of_six_shows_each_cards_name_down_its_edge(make_session: Any, make_scene: Any) -> None:
    # WS 9.3.1: a clock holds up to six cards between level-ups; they overlap in its place
    scene = _scene(make_session, make_scene)
    for key in ("p1.clock", "p2.clock"):
        clock = scene.zone(key).cards
        covered = [item for item in clock if item.shown_width < CARD_W]
        if len(clock) < 6:
            assert not covered
            continue
        assert len(covered) == 5  # the one on top shows whole
        metrics = QFontMetricsF(ui_font(SPINE_FONT, bold=True))
        for item in covered:
            # the spine is drawn, and it is what shows of the card (the next card lies on the rest)
            assert item.shown_width < SPINE_BELOW
            box = spine_text_rect(item.shown_width)
            needed = metrics.boundingRect(box, int(SPINE_FLAGS), readable(item.view.name))
            assert needed.height() <= box.height() and needed.width() <= box.width(), item.view.name
        # what shows of each card is not covered by another card of the row
        edges = sorted((item.mapRectToScene(CARD_RECT) for item in clock), key=QRectF.x)
        for left, right in itertools.pairwise(edges):
            assert right.left() - left.left() >= min(i.shown_width for i in covered) - 1


def test_the_level_zone_lays_its_cards_side_by_side(make_session: Any, make_scene: Any) -> None:
    # WS 9.3.2: up to three cards (the fourth ends the game); a cascade hid all but a sliver
    scene = _scene(make_session, make_scene)
    level = scene.zone("p2.level").cards
    assert len(level) == 2
    first, second = (item.mapRectToScene(CARD_RECT) for item in level)
    assert not first.intersects(second)
    assert all(item.shown_width == CARD_W for item in level)


def test_in_a_mixed_line_an_upright_card_shows_its_edge_up_to_the_card_on_it() -> None:
    # a late-game Force of Will row: rested resonators (FoW 803.5) lie sideways among upright
    # ones; each upright card shows up to the nearest card lying on it from the right
    xs = [50.0, 100.0, 150.0, 200.0]
    widths = [100.0, 140.0, 100.0, 100.0]
    ranks = [0, 1, 2, 3]
    upright = [True, False, True, True]
    shown = shown_widths(xs, widths, ranks, upright)
    assert shown[0] == 30.0  # the rested card's left edge, 30 units in
    assert shown[1] == 140.0  # lying sideways: its name is not on that edge
    assert shown[2] == 50.0 and shown[3] == 100.0
    # covered at its left edge (the card before lies on it): nothing to write there
    assert shown_widths([50.0, 100.0], [100.0, 100.0], [1, 0], [True, True]) == [100.0, 100.0]
