"""A guard against a defect of the Qt binding, detected at import and inert without it.

PySide6 6.12.0 on Python 3.11 returns ``None`` from every C++ ``void`` method, and ``True``
from ``Signal.emit``, without a reference of its own: each call takes one reference from
the interpreter's ``None`` (or ``True``). A table paints hundreds of such calls per frame,
so within seconds the count reaches zero and the interpreter aborts ("none_dealloc:
deallocating None", "bool_dealloc"). PySide6 6.11 does not do this, and from Python 3.12 on
these objects are immortal, so the defect is harmless there.

``guard()`` measures the defect once; if present, it gives ``None``, ``True`` and ``False``
a reference count no program can use up (2**52), which is what Python 3.12 does for them
anyway. Importing ``desktop_app.bridge`` calls it, before any widget exists. Remove this
module once the project requires a PySide6 without the defect.
"""

from __future__ import annotations

import ctypes
import logging
import sys

from PySide6.QtCore import QObject, QRectF, Signal

log = logging.getLogger(__name__)

__all__ = ["DEFECT_FOUND", "guard"]

#: What the guard adds to the reference counts of ``None``, ``True`` and ``False``.
RESERVE = 2**52
_PROBES = 64


class _Probe(QObject):
    probed = Signal()


def _defect_found() -> bool:
    """Whether void calls or emits take references from ``None`` or ``True``."""
    rect, probe = QRectF(), _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(_PROBES):
        rect.setWidth(1.0)
        probe.probed.emit()
    lost_none = none_before - sys.getrefcount(None)
    lost_true = true_before - sys.getrefcount(True)
    return lost_none >= _PROBES // 2 or lost_true >= _PROBES // 2


def _reserve(obj: object) -> None:
    # ob_refcnt is the first field of every object in CPython before 3.12
    ctypes.c_ssize_t.from_address(id(obj)).value += RESERVE


DEFECT_FOUND = False


def guard() -> bool:
    """Apply the guard if the binding has the defect; return whether it does."""
    global DEFECT_FOUND  # noqa: PLW0603 - a process-wide, once-only switch
    if DEFECT_FOUND:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not _defect_found():
        return False
    for obj in (None, True, False):
        _reserve(obj)
    DEFECT_FOUND = True
    log.info(
        "PySide6 drops references to None/True on this Python; guarded (see desktop_app.bridge.qtcompat)"
    )
    return True


guard()
