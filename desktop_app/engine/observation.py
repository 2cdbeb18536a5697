"""What one seat may see: the only view of a game the table ever draws.

``observe(game, viewer)`` builds an ``Observation`` in which every card the viewer may not
see is a bare back: no id, no code, no name, only its place, face and orientation. Zone
counts are public in all four games (WS 3.1.2, OP 3-1-4, FoW 302.2a, L&L 4.1.2.2), so hidden
zones still list one back per card. The pending decision appears only for the seat that
must answer it; the log is rendered for the viewer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop_app.engine.cards import Card, StatValue
from desktop_app.engine.decisions import Decision
from desktop_app.engine.events import HIDDEN_CARD
from desktop_app.engine.rng import next_u64, seed_state
from desktop_app.engine.state import Outcome
from desktop_app.engine.zones import FaceDownSeenBy, Visibility, ZoneSpec, player_name, split_key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def face_visible(spec: ZoneSpec, zone_owner: int | None, card: Card, viewer: int) -> bool:
    """Whether ``viewer`` may see the face of ``card`` in a zone declared by ``spec``."""
    return bool(seers(spec, zone_owner, card) >> viewer & 1)


def seers(spec: ZoneSpec, zone_owner: int | None, card: Card) -> int:
    """Who may see the face of ``card`` in a zone declared by ``spec``: 1 for the first player,
    2 for the second, 3 for both (an event asks for both players at once)."""
    revealed = card.revealed_to
    seen = ((0 in revealed) | 2 * (1 in revealed)) if revealed else 0
    visibility = spec.visibility
    if visibility is Visibility.HIDDEN:
        return seen
    if visibility is Visibility.OWNER:
        return seen | 1 << (zone_owner if zone_owner is not None else card.controller)
    if card.face_up:
        return 3
    seen_by = spec.face_down_seen_by
    if seen_by is FaceDownSeenBy.EVERYONE:
        return 3
    if seen_by is FaceDownSeenBy.OWNER:
        return seen | 1 << card.owner
    if seen_by is FaceDownSeenBy.CONTROLLER:
        return seen | 1 << card.controller
    return seen


def view_order(game: Game, key: str, viewer: int) -> list[Card]:
    """The cards of zone ``key`` in the order ``viewer`` sees them, bottom first.

    An ordered zone (a library, a clock) keeps its order, and so does a zone with slots (its
    cards are placed by slot). In an unordered one (a hand) the
    cards the viewer may not see come after the others in an order drawn from their ids and
    the game's seed, so the backs of the opponent's hand carry no history: a card that came
    back to hand is not the last back. Manual actions take a hidden card by its place in
    this order, so the place a player points at is the place they see.
    """
    cards = game.cards_in(key)
    spec = game.spec(key)
    if spec.ordered or spec.slots:
        return cards
    owner, _ = split_key(key)
    seen = [face_visible(spec, owner, c, viewer) for c in cards]
    if all(seen):
        return cards
    salt = seed_state(game.setup.seed)
    hidden = sorted((c for c, s in zip(cards, seen) if not s), key=lambda c: next_u64(salt ^ c.id)[1])
    return [c for c, s in zip(cards, seen) if s] + hidden


def name_for(game: Game, card: Card, viewer: int) -> str:
    """How a text meant for ``viewer`` names ``card``: its name if the viewer may see its face,
    else "a card in P1's Hand" (its place, never its name)."""
    if game.is_visible(card, viewer):
        return game.definition(card.code).name
    owner, _ = split_key(card.zone)
    place = game.spec(card.zone).label
    if owner is not None:
        place = f"{player_name(owner)}'s {place}"
    return f"{HIDDEN_CARD} in {place}"


@dataclass(frozen=True)
class CardView:
    """A card as one seat sees it. For a hidden card, only the fields marked (all) are set.

    Attributes:
        id: the card's object id (``None`` when hidden).
        code, name, type, text, colours: what is printed (empty when hidden).
        stats: its current values the table prints (power, soul …).
        manual: the abilities the player carries out by hand, as printed (a badge on the
            table and a list in the preview).
        face_up (all): whether its face is up; a visible face-down card is one the viewer
            may look at although it lies face down.
        state (all), slots (all), owner (all), controller (all): where and how it lies.
        counters (all), markers (all): what is on it.
        attached_to (all): the id of the card it is attached to, if that card is visible.
        known: whether the viewer sees its face.
    """

    id: int | None
    code: str | None
    name: str | None
    type: str | None
    face_up: bool
    state: str
    slots: tuple[str, ...]
    owner: int
    controller: int
    counters: Mapping[str, int] = field(default_factory=dict)
    markers: tuple[str, ...] = ()
    attached_to: int | None = None
    stats: Mapping[str, StatValue] = field(default_factory=dict)
    text: str = ""
    colours: tuple[str, ...] = ()
    manual: tuple[str, ...] = ()
    known: bool = False

    @property
    def automated(self) -> bool:
        """Whether every ability of the card is carried out by the engine."""
        return not self.manual


@dataclass(frozen=True)
class ZoneView:
    """A zone instance as one seat sees it; ``cards`` run bottom first."""

    key: str
    name: str
    label: str
    owner: int | None
    cards: tuple[CardView, ...]

    @property
    def count(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class Observation:
    """Everything one seat may know about a game right now.

    Attributes:
        viewer: the seat (0 or 1).
        game: the game id.
        turn, turn_player, phase, step: where the game is.
        zones: every zone instance by key.
        values: the game's public counters (``p1.life``) and each player's values.
        decision: the pending decision if the viewer must answer it.
        waiting_for: the player who must answer the pending decision.
        log: the game log as the viewer may read it.
        outcome: how the game ended, once it has.
    """

    viewer: int
    game: str
    turn: int
    turn_player: int
    phase: str
    step: str
    zones: Mapping[str, ZoneView]
    values: Mapping[str, int]
    decision: Decision | None
    waiting_for: int | None
    log: tuple[str, ...]
    outcome: Outcome | None

    def card(self, card_id: int) -> CardView | None:
        for zone in self.zones.values():
            for card in zone.cards:
                if card.id == card_id:
                    return card
        return None


def observe(game: Game, viewer: int) -> Observation:
    """Build ``viewer``'s observation of ``game``."""
    zones: dict[str, ZoneView] = {}
    visible_ids: set[int] = set()
    pending: list[tuple[str, ZoneSpec, int | None, list[Card]]] = []
    for key in game.zone_keys():
        spec = game.spec(key)
        owner, _ = split_key(key)
        cards = view_order(game, key, viewer)
        pending.append((key, spec, owner, cards))
        visible_ids.update(c.id for c in cards if face_visible(spec, owner, c, viewer))
    for key, spec, owner, cards in pending:
        views = tuple(_view(game, spec, owner, card, viewer, visible_ids) for card in cards)
        zones[key] = ZoneView(key, spec.name, spec.label, owner, views)
    values = dict(game.state.values)
    for player in (0, 1):
        for name, value in game.ruleset.player_values(game, player).items():
            values[f"p{player + 1}.{name}"] = value
    decision = game.decision
    return Observation(
        viewer=viewer,
        game=game.ruleset.game_id,
        turn=game.state.turn,
        turn_player=game.state.turn_player,
        phase=game.state.phase,
        step=game.state.step,
        zones=zones,
        values=values,
        decision=decision if decision is not None and decision.player == viewer else None,
        waiting_for=decision.player if decision is not None else None,
        log=tuple(game.log_lines(viewer)),
        outcome=game.state.outcome,
    )


def _view(
    game: Game, spec: ZoneSpec, owner: int | None, card: Card, viewer: int, visible: set[int]
) -> CardView:
    attached = card.attached_to if card.attached_to in visible else None
    if card.id not in visible:
        return CardView(
            id=None,
            code=None,
            name=None,
            type=None,
            face_up=card.face_up,
            state=card.state,
            slots=card.slots,
            owner=card.owner,
            controller=card.controller,
            counters=dict(card.counters),
            markers=tuple(sorted(card.markers)),
            attached_to=attached,
        )
    definition = game.definition(card.code)
    return CardView(
        id=card.id,
        code=card.code,
        name=definition.name,
        type=definition.type,
        face_up=card.face_up,
        state=card.state,
        slots=card.slots,
        owner=card.owner,
        controller=card.controller,
        counters=dict(card.counters),
        markers=tuple(sorted(card.markers)),
        attached_to=attached,
        stats=game.ruleset.display_stats(game, card),
        text=definition.text,
        colours=definition.colours,
        manual=definition.manual,
        known=True,
    )
