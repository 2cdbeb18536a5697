"""The chase as the table lists it: each object on the kernel's stack (Force of Will's chase,
FoW 312, 903.2), top first, with its controller, its source and its targets.

Only Force of Will puts objects on the stack today. A spell is its card in the shared
``chase`` zone, but an ability or a Judgment is an object with no card (903.2d, 705.2), so
the cards in that zone alone do not say what is waiting to resolve; this list does. What it
names is what both seats read: an object's name is public (FoW 601.2), and a source or
target is named only as the seat's own observation shows it (a card the seat cannot see is
"a face-down card", so the list tells nothing the table hides).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.engine.game import Game
from desktop_app.engine.observation import Observation
from desktop_app.engine.state import StackObject
from desktop_app.engine.zones import player_name

#: A StackObject's ``ability`` for its card's own resolution (a spell).
SPELL = -1


@dataclass(frozen=True)
class ChaseEntry:
    """One object on the chase, as one seat reads it.

    Attributes:
        position: 1 for the bottom object; the highest number resolves first.
        name: the object's name ("Mistral Ray", "Lumen's ability", "Judgment").
        controller: the player who played it.
        card: the card the table points at for it (the spell's card, else its source), if the
            seat sees that card.
        source: the source's name for an ability or a Judgment when its name does not say it
            ("" for a spell).
        targets: the targets' names, as the seat sees them.
        target_ids: the targets the seat sees, for the table to point at.
    """

    position: int
    name: str
    controller: int
    card: int | None
    source: str
    targets: tuple[str, ...]
    target_ids: tuple[int, ...]

    def text(self) -> str:
        """One line: "3. Mistral Ray · P2 → Halo Lancer"."""
        line = f"{self.position}. {self.name} · {player_name(self.controller)}"
        if self.source:
            line += f" (from {self.source})"
        if self.targets:
            line += " → " + ", ".join(self.targets)
        return line


def chase_entries(game: Game, observation: Observation | None) -> tuple[ChaseEntry, ...]:
    """The objects on ``game``'s stack, top first, named as ``observation``'s seat sees them
    (nothing while the table is covered)."""
    if observation is None:
        return ()
    numbered = list(enumerate(game.state.stack, 1))
    return tuple(_entry(position, item, observation) for position, item in reversed(numbered))


def _entry(position: int, item: StackObject, observation: Observation) -> ChaseEntry:
    spell = item.card is not None and item.ability == SPELL
    pointed = item.card if spell else item.source
    shown = observation.card(pointed) if pointed is not None else None
    card = shown.id if shown is not None and shown.known else None
    source = ""
    named = shown.name if shown is not None and shown.known and shown.name else ""
    if not spell and named and not item.name.startswith(named):
        source = named
    names: list[str] = []
    ids: list[int] = []
    for target in item.targets:
        seen = observation.card(target)
        if seen is None or not seen.known or not seen.name:
            names.append("a card out of view")  # hidden from this seat, or gone
        else:
            names.append(seen.name)
            ids.append(target)
    return ChaseEntry(position, item.name, item.controller, card, source, tuple(names), tuple(ids))
