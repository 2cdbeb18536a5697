"""The app's log file and the last line of defence at each entry point.

``install()`` sends warnings and errors of every logger to ``tabletop.log`` in the data folder
(rotated at 1 MB, two old files kept). ``unexpected(error, doing)`` is what an entry point (a
command, a loader, a worker) calls when something it did not foresee went wrong: the
traceback goes to the log file, and the user gets one sentence naming what was being done,
the error, and where the details are. A data folder that cannot be written keeps the details
on standard error instead: the log is a help, never a new way to fail.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

log = logging.getLogger(__name__)

LOG_NAME = "tabletop.log"
MAX_BYTES = 1_000_000
HANDLER_NAME = "tabletop-log-file"


def log_path() -> Path:
    """The log file in the data folder."""
    from card_db import default_path  # here: a --jobs worker imports this module without needing it

    return default_path().parent / LOG_NAME


def install() -> Path | None:
    """Write warnings and errors to the log file of the current data folder; its path, or
    ``None`` if the data folder cannot take it. Called again, it keeps the one handler (or
    moves it, if the data folder changed)."""
    path = log_path()
    root = logging.getLogger()
    for handler in list(root.handlers):
        if handler.get_name() == HANDLER_NAME:
            if isinstance(handler, logging.FileHandler) and handler.baseFilename == str(path.absolute()):
                return path
            root.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=2, encoding="utf-8", delay=True
        )
    except OSError as error:
        log.warning("no log file in %s: %s", path.parent, error.strerror or error)
        return None
    handler.set_name(HANDLER_NAME)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return path


def unexpected(error: BaseException, doing: str) -> str:
    """Log ``error`` with its traceback; return the sentence to show the user."""
    path = install()
    log.error("unexpected error while %s", doing, exc_info=error)
    where = f" (details in {path})" if path is not None else ""
    return f"Something went wrong while {doing}: {type(error).__name__}: {error}{where}"
