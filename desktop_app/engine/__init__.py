"""The game-agnostic rules core: pure Python, standard library only.

See ``docs/architecture.md`` for how the four games' turn and timing models map onto it.
"""
