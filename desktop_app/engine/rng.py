"""The seeded random number generator every game draws its chance from.

The generator is SplitMix64, written out here so that a saved game replays identically on
every Python version and platform (``random.Random`` promises no such stability across
releases). Its whole state is one integer, which the game state carries, so snapshots,
undo and replay restore chance exactly.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """Turn a user seed (an integer or any text) into a generator state."""
    if isinstance(seed, str):
        value = 1469598103934665603  # FNV-1a, so text seeds are stable too
        for byte in seed.encode("utf-8"):
            value = ((value ^ byte) * 1099511628211) & _MASK
        return value
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(new_state, value)``: one step of SplitMix64."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """A small random source over an integer state; read ``state`` back to store it."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, so no modulo bias)."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"below() needs a bound from 1 to 2**64, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            self.state, value = next_u64(self.state)
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def roll(self, sides: int) -> int:
        """A die roll: 1 to ``sides``."""
        return self.below(sides) + 1
