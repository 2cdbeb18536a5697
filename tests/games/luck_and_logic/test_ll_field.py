"""The Field by hand: circles and Gate Zones as slots, territory 2 and 4, Soul (L&L 4.4, 2.10, 4.15)."""

from __future__ import annotations

from typing import Any

from games.luck_and_logic.ll_helpers import field, from_position

from desktop_app.engine.decisions import Choice, ManualAction
from desktop_app.engine.game import Game


def manual(game: Game, verb: str, **fields: Any) -> None:
    game.apply(Choice(0, manual=ManualAction(verb, **fields)))


def main_phase(**zones: Any) -> Game:
    return from_position({"turn": 3, "phase": "main", "p1": field(**zones), "p2": field()})


def label(game: Game, name: str) -> int:
    card_id = game.position_card(name)
    assert card_id is not None
    return card_id


def test_slot_geometry() -> None:  # L&L 4.4.2, 4.4.3, 4.4.4.3
    spec = main_phase().spec("p1.circles")
    assert spec.slot_names == ("FL", "FC", "FR", "BL", "BC", "BR")
    assert spec.slot("FL").in_front_of == ("BL",) and spec.slot("FL").opposite == "FR"
    assert spec.slot("FC").opposite == "FC" and spec.slot("BR").row == "back"
    assert main_phase().spec("p1.gate_zones").linked_to == "circles"


def test_territory_2_and_4_members_lie_in_several_circles() -> None:  # L&L 2.10.2.2, 2.10.2.3, 2.10.3
    game = main_phase(hand=[{"code": "LLD-107", "label": "pair"}, {"code": "LLD-108", "label": "quad"}])
    manual(game, "move", card=label(game, "pair"), zone="p1.circles", slots=("FC", "BC"))
    manual(game, "move", card=label(game, "quad"), zone="p1.circles", slots=("FR", "BR"))
    assert [c.code for c in game.in_slot("p1.circles", "FC")] == ["LLD-107"]
    assert [c.code for c in game.in_slot("p1.circles", "BC")] == ["LLD-107"]
    manual(game, "move", card=game.in_slot("p1.circles", "FC")[0].id, zone="p1.drop")
    quad = game.in_slot("p1.circles", "FR")[0].id
    manual(game, "move", card=quad, zone="p1.circles", slots=("FL", "FC", "BL", "BC"))
    assert game.card(quad).slots == ("FL", "FC", "BL", "BC")  # the same card: circle to circle (4.1.5)


def test_a_card_put_into_the_soul_zone_becomes_the_members_soul() -> None:  # L&L 4.15.2
    game = main_phase(
        circles={"FC": {"code": "LLD-107", "label": "pair", "slots": ["FC", "BC"]}}, hand=["LLD-105"]
    )
    pair = label(game, "pair")
    manual(game, "move", card=game.cards_in("p1.hand")[0].id, zone="p1.soul", slots=("BC",))
    soul = game.attached_to(pair)
    assert [c.code for c in soul] == ["LLD-105"] and soul[0].slots == ("FC", "BC")
    assert game.ruleset.display_stats(game, game.card(pair))["soul"] == 1


def test_soul_follows_its_member() -> None:  # L&L 4.1.5, 12.2
    game = main_phase(circles={"FL": {"code": "LLD-101", "label": "aria", "attached": ["LLD-105"]}})
    aria = label(game, "aria")
    soul = game.cards_in("p1.soul")[0]
    assert soul.attached_to == aria
    manual(game, "move", card=aria, zone="p1.circles", slots=("BL",))
    assert game.card(aria).slots == ("BL",) and game.card(soul.id).slots == ("BL",)
    manual(game, "move", card=aria, zone="p1.stock")
    assert game.count("p1.soul") == 0
    assert [c.code for c in game.cards_in("p1.stock")] == ["LLD-105", "LLD-101"]  # the member on top


def test_a_gate_moved_between_gate_zones_stays_the_same_card() -> None:  # L&L 4.1.5
    game = main_phase()
    gate = game.in_slot("p1.gate_zones", "FL")[0]
    manual(
        game,
        "move",
        from_zone="p1.gate_zones",
        index=game.ids("p1.gate_zones").index(gate.id),
        zone="p1.gate_zones",
        slots=("BL",),
    )
    assert game.card(gate.id).slots == ("BL",) and not game.card(gate.id).face_up
    assert game.count("p1.remove") == 1  # the gate that was there: overloaded (L&L 10.5)
