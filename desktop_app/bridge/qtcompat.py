"""Work-arounds for defects of the Qt binding, each detected at run time and inert without it.

PySide6 6.12.0: ``SignalInstance.emit()`` returns ``True`` without a reference of its own,
so every emit called from Python takes one reference from ``True``; after a few hundred
emits the interpreter aborts ("bool_dealloc: deallocating True or False"). 6.11 does not do
this. ``emit(signal, *args)`` emits and, only when the defect was measured at import, gives
the reference back. Connect a signal to another signal directly (``a.connect(b)``), never to
``b.emit``, which PySide calls from C++ where nothing can give the reference back.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

__all__ = ["EMIT_TAKES_A_REFERENCE", "emit"]


class _Probe(QObject):
    probed = Signal()


def _emit_takes_a_reference() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(16):
        probe.probed.emit()
    return sys.getrefcount(True) <= before - 8


#: whether this PySide's ``emit`` takes a reference from ``True`` (6.12.0)
EMIT_TAKES_A_REFERENCE = _emit_takes_a_reference()
_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None
if EMIT_TAKES_A_REFERENCE:
    for _ in range(16):  # the probe's own emits
        _incref(True)


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, safe on every PySide version (see the module docstring)."""
    signal.emit(*args)
    if EMIT_TAKES_A_REFERENCE:
        _incref(True)
