"""Naming a failed write in a user's words: a read-only folder, a full disk, or the error itself."""

from __future__ import annotations

import errno
from pathlib import Path

#: errors that mean the folder cannot be written to at all
READ_ONLY = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})
#: errors that mean there is no room left
FULL = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def explain(error: OSError, path: Path | str) -> str:
    """One sentence for ``error`` met while writing ``path``."""
    folder = Path(path).parent
    if error.errno in READ_ONLY:
        return f"the folder {folder} is read-only (cannot write {Path(path).name})"
    if error.errno in FULL:
        return f"the disk holding {folder} is full (cannot write {Path(path).name})"
    return f"{path}: {error.strerror or error}"
