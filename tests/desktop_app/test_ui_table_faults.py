"""Faults a player saw on the table (issue 15): labels cut short in the other seat's outer row,
the chase's objects hiding each other's names (a given DON!! lying outside its zone:
``test_ui_op_game.py``)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from desktop_app.bridge import load_position
from desktop_app.ui.scene.card_painter import CARD_RECT
from desktop_app.ui.scene.geometry import CARD_H
from desktop_app.ui.scene.items import OUTLINE_REACH

POSITIONS = Path(__file__).parents[2] / "docs" / "screenshots" / "positions"


@pytest.mark.parametrize("game", ["force-of-will", "one-piece", "luck-and-logic", "weiss-schwarz"])
def test_every_zone_label_is_written_whole(game: str, make_session: Any, make_scene: Any) -> None:
    # the other seat's outermost row is half as deep: "Item area" showed as "Item ar…"
    position = load_position(POSITIONS / f"{game}-mid.toml", game)
    scene = make_scene(make_session(game, seed=1, position=position, autosave=None))
    labels = [zone.label for zone in scene.zone_items.values() if zone.label is not None]
    assert labels
    for label in labels:
        font, text, _ = label.fitted()
        assert "…" not in text, (label.zone.key, text)
        assert font.pixelSize() >= 10


def test_three_objects_on_the_chase_each_show_their_name(
    make_session: Any, make_scene: Any, tmp_path: Path
) -> None:
    # FoW 903.2: the chase is a stack, the last object on top; each one's name band shows
    text = (POSITIONS / "force-of-will-mid.toml").read_text(encoding="utf-8")
    objects = [("FWD-011", "p2"), ("FWD-013", "p1"), ("FWD-005", "p1")]
    three = "[" + ", ".join(f'{{ code = "{code}", owner = "{owner}" }}' for code, owner in objects) + "]"
    path = tmp_path / "chase.toml"
    path.write_text(text.replace('[{ code = "FWD-011", owner = "p2" }]', three), encoding="utf-8")
    scene = make_scene(make_session("force-of-will", seed=1, position=load_position(path, "force-of-will")))
    chase = scene.zone("chase")
    assert len(chase.cards) == 3
    tops = sorted(item.mapRectToScene(CARD_RECT).top() for item in chase.cards)
    band = (0.2 * CARD_H + OUTLINE_REACH) * chase.placement.card_scale  # the name, and the outline over it
    assert all(later - earlier >= band for earlier, later in itertools.pairwise(tops))
    zone = chase.rect
    assert all(zone.contains(item.sceneBoundingRect()) for item in chase.cards)


def test_unlit_zones_and_slots_are_drawn_with_the_felt(make_session: Any, make_scene: Any) -> None:
    # a repaint lays the cards over one cached picture of the felt with the zones on it, not
    # ten large translucent pictures of zones; a place lit for a drag draws itself over it
    from PySide6.QtWidgets import QGraphicsItem

    from desktop_app.ui.scene.items import TargetLight

    empty = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    position = load_position(POSITIONS / "weiss-schwarz-mid.toml", "weiss-schwarz")
    scene = make_scene(make_session("weiss-schwarz", seed=1, position=position, autosave=None))
    stage = scene.zone("p1.stage")
    places = [zone for zone in scene.zone_items.values() if not zone.rect.isEmpty()]
    assert all(zone.flags() & empty for zone in places)
    assert all(slot.flags() & empty for slot in stage.slot_items.values())
    stage.set_light(TargetLight.LEGAL)
    stage.slot_items["FC"].set_light(TargetLight.LEGAL)
    assert not stage.flags() & empty and not stage.slot_items["FC"].flags() & empty
    stage.set_light(TargetLight.NONE)
    assert stage.flags() & empty
