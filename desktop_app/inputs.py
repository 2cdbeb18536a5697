"""Reading the files a user hands the app (saved games, scenarios): bounded, and refused clearly.

Every reader here checks the size before it reads, decodes strictly, and turns a parse
failure, a nesting too deep for the parser, or a number too long to convert into an
``InputError`` whose message names the file and says what is wrong. Nothing here evaluates
what it reads. The limits are far above anything the app writes (a 400-choice game saves
in about 150 kB) and low enough that a hostile file costs a moment, not the machine.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from desktop_app.engine import serialize

#: the largest saved game or scenario file read, in bytes
MAX_FILE_BYTES = 32 * 1024 * 1024
#: the deepest nesting of lists and tables accepted anywhere in such a file
MAX_DEPTH = serialize.MAX_DEPTH


class InputError(ValueError):
    """A file the app cannot take; the message names the file and the place."""


def read_text(path: Path, *, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of ``path``, refused if larger than ``limit`` bytes."""
    try:
        size = path.stat().st_size
        if size > limit:
            raise InputError(f"{path}: {size:,} bytes is more than the {limit:,} this app reads")
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)
    except OSError as error:
        raise InputError(f"{path}: cannot be read ({error.strerror or error})") from None
    if len(raw) > limit:
        raise InputError(f"{path}: more than the {limit:,} bytes this app reads")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InputError(f"{path}: not UTF-8 text (byte {error.start})") from None


def parse_json(text: str, where: str) -> Any:
    """The JSON value of ``text``, its nesting checked (``where`` names the file)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(
            f"{where}: not JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except RecursionError:
        raise InputError(f"{where}: nested more than {MAX_DEPTH} deep") from None
    except ValueError as error:  # a number of more digits than Python converts
        raise InputError(f"{where}: {error}") from None
    check_depth(value, where)
    return value


def parse_toml(text: str, where: str) -> dict[str, Any]:
    """The TOML table of ``text``, its nesting checked."""
    try:
        value = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InputError(f"{where}: not TOML ({error})") from None
    except RecursionError:
        raise InputError(f"{where}: nested more than {MAX_DEPTH} deep") from None
    except ValueError as error:
        raise InputError(f"{where}: {error}") from None
    check_depth(value, where)
    return value


def read_json(path: Path) -> Any:
    """``parse_json`` of the file ``path``."""
    return parse_json(read_text(path), str(path))


def read_toml(path: Path) -> dict[str, Any]:
    """``parse_toml`` of the file ``path``."""
    return parse_toml(read_text(path), str(path))


def check_depth(value: Any, where: str) -> None:
    """Refuse ``value`` if its lists and tables nest more than ``MAX_DEPTH`` deep."""
    try:
        serialize.check_depth(value, where, MAX_DEPTH)
    except serialize.SaveFileError as error:
        raise InputError(str(error)) from None
