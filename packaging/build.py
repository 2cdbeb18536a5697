#!/usr/bin/env python3
"""Build the one-folder desktop bundle with PyInstaller.

    python packaging/build.py [--dist DIR] [--work DIR]

Needs the project installed with the ``package`` extra (``pip install -e '.[package]'``;
``python3 tasks.py test`` installs it too). The bundle lands in ``DIR/tabletop/`` (default
``build/dist``) with the executable ``tabletop``, the ``.desktop`` file, the AppStream
metadata and the icon beside it. Start it with ``tabletop`` (the app) or
``tabletop --self-test`` (opens the main window and the demo database, exits 0).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller and copy the desktop integration files; return the bundle folder."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(HERE / "tabletop.spec"),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    subprocess.run(command, check=True, cwd=ROOT)  # noqa: S603 - our own build tool
    bundle = dist / "tabletop"
    for name in ("tabletop.desktop", "io.github.tabletop.Tabletop.metainfo.xml", "tabletop.svg"):
        shutil.copy2(HERE / name, bundle / name)
    return bundle


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "build" / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "work")
    args = parser.parse_args()
    bundle = build(args.dist, args.work)
    print(f"built {bundle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
