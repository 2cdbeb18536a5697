"""Fixtures for the fault tests: real read-only and full folders where the machine allows it,
and an honest stand-in where it does not.

``readonly_dir`` and ``full_dir`` mount a small tmpfs (64 kB; the full one then filled to the
last byte, the read-only one remounted ``ro``): the kernel itself refuses the writes, with
EROFS and ENOSPC. Mounting needs root; elsewhere (a CI runner without it) those tests are
skipped and the ``refusing_writes`` fixture covers the same paths by raising the kernel's
error at the write calls the app makes (``os.open`` for new files, which every writer here
goes through: ``open``, ``mkstemp``, ``Path.write_text`` and SQLite's own journal files).
"""

from __future__ import annotations

import builtins
import errno
import io
import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest


def _mount(folder: Path, *options: str, size: str = "64k") -> bool:
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", ",".join((f"size={size}", *options)), "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


@pytest.fixture
def readonly_dir(tmp_path: Path) -> Iterator[Path]:
    """A real read-only folder (a tmpfs remounted ``ro``), holding one file ``old.txt``."""
    folder = tmp_path / "readonly"
    if not _mount(folder):
        pytest.skip("mounting a tmpfs needs root")
    try:
        (folder / "old.txt").write_text("old", encoding="utf-8")
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield folder
    finally:
        _unmount(folder)


@pytest.fixture
def full_dir(tmp_path: Path) -> Iterator[Path]:
    """A real full folder: a 64 kB tmpfs with every block taken by ``filler``."""
    folder = tmp_path / "full"
    if not _mount(folder):
        pytest.skip("mounting a tmpfs needs root")
    try:
        fill(folder)
        yield folder
    finally:
        _unmount(folder)


def fill(folder: Path) -> None:
    """Take every free block of ``folder``'s file system (a file ``filler``)."""
    handle = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        while os.write(handle, b"\0" * 512):
            pass
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(handle)


@pytest.fixture
def roomy_dir(tmp_path: Path) -> Iterator[Path]:
    """A real 2 MB tmpfs, for a database that is made first and meets a full disk later
    (``fill``)."""
    folder = tmp_path / "roomy"
    if not _mount(folder, size="2m"):
        pytest.skip("mounting a tmpfs needs root")
    try:
        yield folder
    finally:
        _unmount(folder)


@pytest.fixture
def refusing_writes(monkeypatch: pytest.MonkeyPatch) -> Callable[[Path, int], None]:
    """``refuse(folder, code)``: from now on, creating or writing a file under ``folder``
    fails with the OS error ``code`` (EROFS: read-only, ENOSPC: full), as the kernel would:
    at ``os.open`` (``mkstemp``) and at ``open`` (``Path.write_text``, ``Path.open``)."""
    real_os_open, real_open = os.open, io.open

    def refuse(folder: Path, code: int) -> None:
        def refused(path: Any) -> bool:
            if isinstance(path, int):
                return False
            return str(Path(os.fsdecode(path)).absolute()).startswith(str(folder.absolute()))

        def fake_os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and refused(path):
                raise OSError(code, os.strerror(code), os.fsdecode(path))
            return real_os_open(path, flags, *args, **kwargs)

        def fake_open(path: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            if any(c in mode for c in "wax+") and refused(path):
                raise OSError(code, os.strerror(code), os.fsdecode(path))
            return real_open(path, mode, *args, **kwargs)

        monkeypatch.setattr(os, "open", fake_os_open)
        monkeypatch.setattr(io, "open", fake_open)
        monkeypatch.setattr(builtins, "open", fake_open)

    return refuse
