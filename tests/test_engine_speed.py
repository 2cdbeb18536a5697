"""What the engine's speed work (issue 18) reuses instead of rebuilding must equal what it
would have rebuilt: a shuffled card made directly, the ability index shared between games, a
value read as printed when nothing can change it."""

from __future__ import annotations

import inspect
import pickle
from dataclasses import MISSING, fields, replace

import pytest

from desktop_app.engine.abilities import Ability, Context, Modifier
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Answer, Choice, Decision, Option
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.state import PendingTrigger
from desktop_app.games import get_ruleset


def test_a_renewed_or_changed_card_is_what_replace_makes_with_every_field_copied() -> None:
    card = Card(
        id=7,
        code="X-1",
        owner=1,
        controller=0,
        zone="p2.stage",
        slots=("front_left",),
        face_up=False,
        state="rest",
        counters={"charge": 2},
        markers=frozenset({"marked"}),
        attached_to=3,
        revealed_to=frozenset({0}),
        entered=12,
        side=1,
        token=True,
    )
    # every field is set above to a value other than its default, so a field the direct copy
    # forgot would differ; a field added to Card must be added to both
    assert [f.name for f in fields(Card)] == [
        "id", "code", "owner", "controller", "zone", "slots", "face_up", "state", "counters",
        "markers", "attached_to", "revealed_to", "entered", "side", "token",
    ]  # fmt: skip
    assert card.renewed(99) == replace(card, id=99, revealed_to=frozenset())
    assert card.changed() == card
    assert card.changed(state="stand") == replace(card, state="stand")
    assert card.changed(id=5, zone="p1.hand", slots=(), face_up=True, revealed_to=frozenset()) == replace(
        card, id=5, zone="p1.hand", slots=(), face_up=True, revealed_to=frozenset()
    )


@pytest.mark.parametrize(
    "cls", [Card, Event, Option, Decision, Choice, Answer, Context, Modifier, PendingTrigger]
)
def test_a_written_out_dataclass_init_takes_the_fields_with_their_defaults(cls: type) -> None:
    # these frozen dataclasses write their ``__init__`` out (the compiled copy compiles it);
    # it must be the one the dataclass would make: every field in order, the same defaults,
    # a new empty dict where the field's default is a ``dict`` factory
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields(cls)]
    required = {
        f.name: object() for f in fields(cls) if f.default is MISSING and f.default_factory is MISSING
    }
    made, again = cls(**required), cls(**required)
    for param, field_ in zip(params, fields(cls), strict=True):
        value = getattr(made, field_.name)
        if field_.name in required:
            assert param.default is inspect.Parameter.empty and value is required[field_.name]
        elif field_.default_factory is not MISSING:
            assert field_.default_factory is dict and param.default is None
            assert value == {} and value is not getattr(again, field_.name)
        else:
            assert param.default == field_.default and value == field_.default
            assert type(param.default) is type(field_.default)


def _game(game_id: str, seed: int) -> Game:
    rules = get_ruleset(game_id)
    decks = rules.demo_decks()
    return Game(rules, GameSetup(game_id, rules.rules_version, (decks[0], decks[1]), seed=seed))


def test_games_with_the_same_card_definitions_share_one_ability_index() -> None:
    first, second = _game("weiss-schwarz", 1), _game("weiss-schwarz", 2)
    engine = first.ruleset.engine  # type: ignore[attr-defined]
    assert engine.index(second) is engine.index(first)
    assert engine.index(first) == engine._build_index(first)  # what a game alone would build


def test_other_card_definitions_get_their_own_index() -> None:
    rules = get_ruleset("weiss-schwarz")
    engine = rules.engine  # type: ignore[attr-defined]
    decks = rules.demo_decks()
    game = Game(rules, GameSetup(rules.game_id, rules.rules_version, (decks[0], decks[1]), seed=1))
    other = Game(rules, GameSetup(rules.game_id, rules.rules_version, (decks[1], decks[1]), seed=1))
    assert engine.index(other) is not engine.index(game)
    assert engine.index(other) == engine._build_index(other)


def test_an_ability_pickles_to_an_equal_one() -> None:
    ability = Ability(
        "auto",
        "When this is played, draw 1.",
        index=2,
        keyword="encore",
        params={"n": 1},
        trigger={"on": "move", "card": "this"},
        condition={"turn": "yours"},
        cost=({"do": "rest"},),
        optional=True,
        effect=({"do": "draw", "n": 1},),
        modifiers=({"stat": "power", "add": 500},),
        replaces={"on": "damage"},
        zones=("stage",),
        limit=1,
        timing="main",
        tags=("cxcombo",),
        automated=False,
    )
    assert pickle.loads(pickle.dumps(ability)) == ability


def test_cards_and_card_definitions_pickle_to_equal_ones() -> None:
    # through their constructors (``__reduce__``), which the compiled copy's classes need
    definition = next(d for d in get_ruleset("weiss-schwarz").demo_decks()[0].all_cards() if d.abilities)
    assert definition.abilities  # its abilities go along
    assert pickle.loads(pickle.dumps(definition)) == definition
    card = Card(7, "X-1", 1, 0, "p2.stage", ("front_left",), counters={"c": 2}, revealed_to=frozenset({0}))
    assert pickle.loads(pickle.dumps(card)) == card


def _auto(trigger: dict[str, object]) -> Ability:
    return Ability("auto", "At the beginning of a phase, draw 1.", trigger=trigger)


def test_a_phase_trigger_names_the_phases_it_can_match() -> None:
    # WS 4.2 / OP 6-1 / FoW 500: the core ``phase`` event key, ``phase`` in a list of names
    from desktop_app.engine.abilities import _phases

    assert _phases(_auto({"on": "phase", "phase": "climax", "turn": "yours"})) == {"climax"}
    assert _phases(_auto({"on": "phase", "phase": ["draw", "clock"]})) == {"draw", "clock"}
    assert _phases(_auto({"on": "phase", "turn": "yours"})) is None  # any phase
    assert _phases(_auto({"on": "phase", "phase": None})) is None  # not a plain name: any, to be safe
    assert _phases(_auto({"on": "move", "card": "this"})) == frozenset()


def test_a_phase_event_scans_only_the_cards_watching_that_phase() -> None:
    game = _game("weiss-schwarz", 1)
    index = game.ruleset.engine.index(game)  # type: ignore[attr-defined]
    watching = index.watchers.get("phase", frozenset())
    assert watching, "the demo decks have a card that watches a phase"
    # every watcher is found under some phase or under any phase, and no other code is
    assert set().union(*index.phase_watchers.values(), index.any_phase) == watching
    for code in watching:
        for ability in index.profiles[code].others.get("phase", ()):
            for trigger in ability.triggers:
                names = trigger.get("phase")
                for name in [names] if isinstance(names, str) else names or ():
                    assert code in index.phase_watchers[name]


class _Every:
    """A set that holds every value name: the engine then works every modifier out."""

    def __contains__(self, name: object) -> bool:
        return True


def test_a_value_nothing_can_change_reads_as_worked_out_in_full() -> None:
    # WS 8.9 / FoW 909: a value read without working out the modifiers (no continuous ability
    # where it works and no created effect can change it) equals the fully worked-out one
    from desktop_app.agents import RandomAgent, ask

    names = ("keywords", "power", "soul", "level", "cost")
    for game_id, seed in (("weiss-schwarz", 1), ("weiss-schwarz", 4), ("force-of-will", 2)):
        game, agent = _game(game_id, seed), RandomAgent(seed)
        engine = game.ruleset.engine  # type: ignore[attr-defined]
        for _ in range(150):
            if game.decision is None:
                break
            cards = list(game.state.cards.values())
            game.forget()
            fast = [game.stat(card, name) for card in cards for name in names]
            engine._changeable = lambda game: _Every()  # the instance's, for this read only
            try:
                game.forget()
                full = [game.stat(card, name) for card in cards for name in names]
            finally:
                del engine._changeable
            assert fast == full
            game.forget()
            game.apply(ask(agent, game))


def test_a_game_keeps_few_enough_attributes_to_share_its_dict_keys() -> None:
    # CPython shares the keys of instances' attribute dicts up to 30 keys; a 31st makes every
    # ``self.x`` read of the hottest object dearer (2.6 % more instructions a WS decision,
    # docs/benchmarks.md): a new attribute belongs somewhere else (``derived``, ``scratch``)
    for game in ("weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic"):
        assert len(vars(_game(game, 1))) <= 30, game
