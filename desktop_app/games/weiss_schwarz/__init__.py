"""Weiß Schwarz: the complete rules of the Comprehensive Manual v1.100 (see ``rules``)."""
