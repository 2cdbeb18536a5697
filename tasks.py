#!/usr/bin/env python3
"""Set up and run the project with nothing but Python 3.11+.

    python3 tasks.py run [ARGS...]   create .venv if needed, install the app, start it
    python3 tasks.py test [PYTEST ARGS...]
                                     install the test extras too, then run ruff, mypy,
                                     the import-linter contracts and pytest
    python3 tasks.py lint            the static checks only (ruff, mypy, import contracts)

The virtual environment lives in ``.venv`` beside this file. It is (re)installed when
``pyproject.toml`` changes; a stamp file records what was installed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def _run(*cmd: str | Path, env: dict[str, str] | None = None) -> int:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.call([str(c) for c in cmd], cwd=ROOT, env=env)  # noqa: S603 - our own tools


def ensure_env(extras: str = "") -> None:
    """Create the virtual environment and install the project (editable) with ``extras``."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script is what tells an old Python
        sys.exit(f"Python 3.11 or newer is needed; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print(f"Creating the virtual environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    stamp = VENV / f".installed{'-' + extras if extras else ''}"
    if stamp.exists() and stamp.read_text() == digest:
        return
    target = f".[{extras}]" if extras else "."
    if _run(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip") != 0:
        sys.exit("pip could not be upgraded; see the messages above.")
    if _run(PYTHON, "-m", "pip", "install", "--quiet", "-e", target) != 0:
        sys.exit("Installing the project failed; see the messages above.")
    stamp.write_text(digest)


def lint() -> int:
    steps: list[tuple[str | Path, ...]] = [
        (BIN / "ruff", "check", "."),
        (BIN / "mypy",),
        (BIN / "lint-imports",),
    ]
    for step in steps:
        code = _run(*step)
        if code != 0:
            return code
    return 0


def test(pytest_args: list[str]) -> int:
    code = lint()
    if code != 0:
        return code
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return _run(PYTHON, "-m", "pytest", *pytest_args, env=env)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in {"-h", "--help", "help"}:
        print(__doc__)
        return 0
    command, rest = argv[0], argv[1:]
    if command == "run":
        ensure_env()
        return _run(PYTHON, "-m", "desktop_app", *rest)
    if command == "test":
        ensure_env("test")
        return test(rest)
    if command == "lint":
        ensure_env("test")
        return lint()
    print(f"Unknown command {command!r}.\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
