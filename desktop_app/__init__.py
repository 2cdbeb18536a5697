"""Tabletop for trading card games: a Qt table over a pure-Python rules engine."""

__version__ = "0.1.0"
