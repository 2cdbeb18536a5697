"""Events: everything that happens in a game, in order. Together they are the game log.

Each event records which players may know the identity of each card it names, so the log a
seat reads never names a card that seat may not see: the drawer reads "P1 draws 'Aria'", the
opponent reads "P1 draws a card". Triggered abilities watch the full events inside the
engine; only ``render`` and ``for_viewer`` leave it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Final

HIDDEN_CARD: Final = "a card"
#: ``data`` key: the line as a seat that knows every card the event names reads it, where it
#: says more than ``text`` (the text of a hidden card's ability); the other seats read ``text``.
KNOWN_TEXT = "known_text"


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    Attributes:
        kind: what happened (``move``, ``draw``, ``shuffle``, ``state``, ``counter``,
            ``phase``, ``damage``, ``reveal``, ``roll``, ``game_over``, …); games add their own.
        text: the log line, with ``{0}``, ``{1}`` … where the cards in ``cards`` are named.
        player: the player who acted or was affected, if one.
        cards: ids of the cards it concerns (after a move, the card's new id).
        names: the names of those cards, for the log.
        known_to: for each card, the players who may learn its identity from this event.
        data: details for triggers and the table (``from``, ``to``, ``old_id``, ``slots``;
            ``KNOWN_TEXT``: the line for the seats that know its cards, if it says more).
        manual: taken by hand with a manual action, outside the rules.
        rule: the rule that made it happen (``WS 9.2``).
    """

    kind: str
    text: str
    player: int | None = None
    cards: tuple[int, ...] = ()
    names: tuple[str, ...] = ()
    known_to: tuple[frozenset[int], ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    manual: bool = False
    rule: str = ""

    def __init__(
        self,
        kind: str,
        text: str,
        player: int | None = None,
        cards: tuple[int, ...] = (),
        names: tuple[str, ...] = (),
        known_to: tuple[frozenset[int], ...] = (),
        data: dict[str, Any] | None = None,
        manual: bool = False,
        rule: str = "",
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is (about
        # five events a decision); where an event has an attribute dict (the pure package) its
        # fields go in with one update, as ``copy`` and ``pickle`` fill them in: nine generic
        # ``object.__setattr__`` calls cost more than the rest of ``Game.emit``
        if _FILLED:
            self.__dict__.update(
                kind=kind,
                text=text,
                player=player,
                cards=cards,
                names=names,
                known_to=known_to,
                data={} if data is None else data,
                manual=manual,
                rule=rule,
            )
            return
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "known_to", known_to)
        object.__setattr__(self, "data", {} if data is None else data)
        object.__setattr__(self, "manual", manual)
        object.__setattr__(self, "rule", rule)

    def render(self, viewer: int | None = None) -> str:
        """The log line as ``viewer`` may read it (``None``: an all-seeing referee)."""
        shown = [
            f"'{name}'" if viewer is None or viewer in known else HIDDEN_CARD
            for name, known in zip(self.names, self.known_to, strict=True)
        ]
        text = self.text
        if KNOWN_TEXT in self.data and (viewer is None or all(viewer in known for known in self.known_to)):
            text = self.data[KNOWN_TEXT]
        line = text.format(*shown) if shown else text
        if self.manual:
            line = f"[manual] {line}"
        if self.rule:
            line = f"{line} ({self.rule})"
        return line

    def for_viewer(self, viewer: int) -> Event:
        """This event with every card ``viewer`` may not know removed from it."""
        if all(viewer in known for known in self.known_to):
            return self
        visible = [viewer in known for known in self.known_to]
        data = {k: v for k, v in self.data.items() if k not in {"old_id", "card_ids", "codes", KNOWN_TEXT}}
        return replace(
            self,
            cards=tuple(c if v else -1 for c, v in zip(self.cards, visible, strict=True)),
            names=tuple(n if v else "" for n, v in zip(self.names, visible, strict=True)),
            known_to=tuple(k if v else frozenset() for k, v in zip(self.known_to, visible, strict=True)),
            data=data,
        )


def has_attribute_dict(cls: type) -> bool:
    """Whether the instances of ``cls`` have an attribute dict, for a frozen dataclass's
    written-out ``__init__`` to fill in with one update (none in a compiled copy: mypyc's
    classes have none, and there ``object.__setattr__`` compiles to a direct store)."""
    try:
        object.__new__(cls).__dict__  # noqa: B018 - the test is whether it exists
    except (TypeError, AttributeError):
        return False
    return True


#: see ``Event.__init__`` (``Final``: a compiled copy reads it as a C global, not from the module's dict)
_FILLED: Final = has_attribute_dict(Event)
