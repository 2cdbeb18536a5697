"""Before the first window: does this Linux machine have the libraries Qt's X11 window needs?

Qt's ``xcb`` platform plugin loads a dozen system libraries. When one is missing, Qt's own
message names the plugin, not the library (and often blames another one), so the app looks
for them first and names the Debian/Ubuntu packages to install.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable

#: The shared libraries the xcb plugin loads (by soname), each with the Debian/Ubuntu package
#: that ships it.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_packages(loads: Callable[[str], bool] = _loads) -> list[str]:
    """The packages of the xcb libraries that cannot be loaded, in ``XCB_LIBRARIES`` order."""
    return [package for soname, package in XCB_LIBRARIES.items() if not loads(soname)]


def uses_xcb(environ: dict[str, str] | None = None, platform: str = sys.platform) -> bool:
    """Whether Qt will open its window through X11 (Linux, no other platform chosen)."""
    env = os.environ if environ is None else environ
    chosen = env.get("QT_QPA_PLATFORM", "")
    return platform.startswith("linux") and (chosen == "" or chosen.startswith("xcb"))


def display_problem(loads: Callable[[str], bool] = _loads, environ: dict[str, str] | None = None) -> str:
    """What to install before the window can open (``""``: nothing)."""
    if not uses_xcb(environ):
        return ""
    missing = missing_packages(loads)
    if not missing:
        return ""
    return (
        "The window cannot open: Qt needs system libraries this machine lacks. "
        f"On Debian or Ubuntu: sudo apt-get install {' '.join(missing)}"
    )
