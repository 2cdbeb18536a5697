"""The chase as the table lists it (``bridge.chase``): top first, with each object's controller,
source and targets, named as each seat sees them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from desktop_app.bridge import chase_entries, demo_decks, load_position, new_game
from desktop_app.engine.decisions import Choice
from desktop_app.engine.state import StackObject

POSITION = Path(__file__).parents[2] / "docs" / "screenshots" / "positions" / "force-of-will-mid.toml"


def test_each_object_top_first_with_its_controller_source_and_targets() -> None:
    decks = demo_decks("force-of-will")
    game = new_game(
        "force-of-will", (decks[0], decks[1]), seed=1, position=load_position(POSITION, "force-of-will")
    )
    assert chase_entries(game, game.observation(0)) == ()
    # P1 plays Morning Benediction ([Quickcast], FoW 1111) on Halo Lancer: a spell with a target
    decision = game.decision
    assert decision is not None and decision.player == 0
    play = next(o for o in decision.options if o.label == "Play Morning Benediction")
    game.apply(Choice(0, (play.key,)))
    lancer = next(c for c in game.cards_in("p1.field") if game.name_of(c) == "Halo Lancer")
    targets = game.decision
    assert targets is not None and targets.rule == "FoW 903.2g"
    game.apply(Choice(0, (next(o.key for o in targets.options if o.card == lancer.id),)))
    (spell,) = game.state.stack
    # above it, an object with a source whose target is a card of P1's hand (hidden from P2)
    hidden = next(iter(game.cards_in("p1.hand")))
    judgment = StackObject(
        id=game.state.new_id(), controller=1, name="Judgment", source=lancer.id, targets=(hidden.id,)
    )
    game.state.stack.append(judgment)
    for seat in (0, 1):
        top, bottom = chase_entries(game, game.observation(seat))
        assert (bottom.position, bottom.name, bottom.controller) == (1, "Morning Benediction", 0)
        assert bottom.card == spell.card and bottom.source == ""
        assert bottom.targets == ("Halo Lancer",) and bottom.target_ids == (lancer.id,)
        assert bottom.text() == "1. Morning Benediction · P1 → Halo Lancer"
        assert (top.position, top.source, top.card) == (2, "Halo Lancer", lancer.id)
    mine = chase_entries(game, game.observation(0))[0]
    theirs = chase_entries(game, game.observation(1))[0]
    assert mine.targets == (game.name_of(hidden),) and mine.target_ids == (hidden.id,)
    # P2 learns nothing of the card in P1's hand: not its name, not its id
    assert theirs.targets == ("a card out of view",) and theirs.target_ids == ()
    assert game.name_of(hidden) not in theirs.text()
    assert chase_entries(game, None) == ()
    assert replace(theirs, targets=()).text() == "2. Judgment · P2 (from Halo Lancer)"
