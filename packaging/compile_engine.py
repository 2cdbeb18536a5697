"""An optional compiled engine: the rules engine's and Weiß Schwarz's hot modules built with mypyc.

    python packaging/compile_engine.py [--out build/compiled]

Copies the ``desktop_app`` package and ``resources`` into ``--out`` and compiles ``MODULES``
there with mypyc (mypy's compiler: ``pip install -e .[test]`` brings it; it needs a C
compiler). Anything then runs compiled with that copy first on the path:

    PYTHONPATH=build/compiled python -m desktop_app simulate --game weiss-schwarz --games 1000

The pure-Python package stays what the app and the README's commands run, on any machine;
the copy is the same source, compiled, so it plays the same games: ``tests/test_compiled.py``
plays seeded games both ways and compares them whenever a copy built from the current sources
is there. The copy is built from the sources as they are now: build it again after changing
them (the test says so when they differ). Only modules no interpreted class inherits from are
compiled (mypyc's classes cannot be subclassed from Python), and a compiled frozen dataclass
sent to ``simulate --jobs`` workers must pickle through its constructor (``__reduce__``: the
cards, their definitions and abilities do), since it cannot be restored field by field: the
kernel, the game object, its state, cards and events, zones, observations and decisions, the
ability engine with every game's subclass of it (so none is left interpreted) and the script
interpreter, the agents, and the Weiß Schwarz turn, rule processes, board, actions and
vocabulary.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "compiled"

#: the modules compiled, by path inside the package copy (see the module docstring)
MODULES = (
    "desktop_app/engine/game.py",
    "desktop_app/engine/kernel.py",
    "desktop_app/engine/state.py",
    "desktop_app/engine/cards.py",
    "desktop_app/engine/events.py",
    "desktop_app/engine/observation.py",
    "desktop_app/engine/zones.py",
    "desktop_app/engine/decisions.py",
    "desktop_app/engine/script.py",
    "desktop_app/engine/abilities.py",
    "desktop_app/games/weiss_schwarz/abilities.py",
    "desktop_app/games/force_of_will/abilities.py",
    "desktop_app/games/one_piece/abilities.py",
    "desktop_app/games/luck_and_logic/abilities.py",
    "desktop_app/games/weiss_schwarz/vocab.py",
    "desktop_app/agents.py",
    "desktop_app/games/weiss_schwarz/processes.py",
    "desktop_app/games/weiss_schwarz/actions.py",
    "desktop_app/games/weiss_schwarz/board.py",
    "desktop_app/games/weiss_schwarz/turn.py",
)


def build(out: Path) -> int:
    """Copy the package to ``out`` and compile ``MODULES`` there; mypyc's exit status."""
    mypyc = Path(sys.executable).with_name("mypyc")
    if not mypyc.exists():
        print("mypyc is not installed: pip install -e .[test] (the pure-Python engine needs nothing)")
        return 1
    if out.exists():
        shutil.rmtree(out)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    for name in ("desktop_app", "resources"):
        shutil.copytree(ROOT / name, out / name, ignore=ignore)
    (out / "mypy.ini").write_text("[mypy]\n")  # not the project's settings, which name other folders
    print(f"compiling {len(MODULES)} modules in {out} (a minute or two) ...", flush=True)
    return subprocess.call([str(mypyc), *MODULES], cwd=out)  # noqa: S603 - our own tool


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT, help="where the compiled copy goes")
    args = parser.parse_args()
    return build(args.out.resolve())


if __name__ == "__main__":
    sys.exit(main())
