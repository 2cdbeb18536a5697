"""A canary for the Qt binding: PySide6 6.12.0 on Python 3.11 returns ``None`` from C++ void
methods, and ``True`` from ``Signal.emit``, without a reference of its own, so a table that
paints for a few seconds aborts the interpreter ("deallocating None"). pyproject.toml keeps
that release out; this test fails loudly if such a binding is installed anyway."""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QObject, QRectF, Signal


class Probe(QObject):
    probed = Signal(bool)


def test_void_calls_and_emits_keep_their_references(qtbot: Any) -> None:
    probe, rect = Probe(), QRectF()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(1000):
        rect.setWidth(2.0)
        probe.probed.emit(True)
    assert sys.getrefcount(None) >= none_before - 100, "this PySide6 leaks references to None"
    assert sys.getrefcount(True) >= true_before - 100, "this PySide6 leaks references to True"
