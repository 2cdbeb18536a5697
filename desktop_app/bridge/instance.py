"""One app per data folder: a second start finds the first and brings it to the front.

Two instances on one data folder lose games (one autosave overwrites the other, and closing
one removes the other's crash lock). ``SingleInstance.claim`` takes a ``QLockFile`` in the
data folder; Qt notices a lock left by a process that died, so a crash never locks the user
out. The first instance also listens on a ``QLocalServer`` named after the folder: a second
start connects, asks it to come to the front, and exits. A folder where no lock can be made
(read-only) is a warning, not a refusal: the app then runs without the guard.
"""

from __future__ import annotations

import hashlib
import logging
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "app.lock"
RAISE = b"raise\n"
#: how long a second start waits for the first to answer, in milliseconds
ANSWER_MS = 2000


class Claim(Enum):
    """What ``SingleInstance.claim`` found."""

    FIRST = "first"  #: this is the only app on the folder
    RUNNING = "running"  #: another app has the folder (and was asked to come to the front)
    UNGUARDED = "unguarded"  #: no lock could be made (a read-only folder): run without one


class SingleInstance(QObject):
    """The lock and the wake-up channel of one data folder.

    Args:
        folder: the data folder.
    """

    #: a second start asked this instance to come to the front
    raise_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # only a dead owner's lock is stale, never an old one
        digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
        self.server_name = f"tabletop-{digest}"
        self.server: QLocalServer | None = None
        self.reason = ""

    def claim(self) -> Claim:
        """Take the folder, or find who has it (see ``Claim``)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.reason = f"{self.folder}: {error.strerror or error}"
            return Claim.UNGUARDED
        if self.lock.tryLock(0):
            self._listen()
            return Claim.FIRST
        if self.lock.error() != QLockFile.LockError.LockFailedError:  # not held: cannot be made
            self.reason = f"the folder {self.folder} is read-only: a second app on it would not be noticed"
            return Claim.UNGUARDED
        self.wake_first()
        return Claim.RUNNING

    def wake_first(self) -> bool:
        """Ask the instance that has the folder to come to the front; whether it answered."""
        socket = QLocalSocket()
        socket.connectToServer(self.server_name)
        if not socket.waitForConnected(ANSWER_MS):
            return False
        socket.write(RAISE)
        ok = socket.waitForBytesWritten(ANSWER_MS)
        socket.disconnectFromServer()
        return bool(ok)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    def _listen(self) -> None:
        QLocalServer.removeServer(self.server_name)  # a name left by a crashed first instance
        server = QLocalServer(self)
        if not server.listen(self.server_name):
            log.warning("no wake-up channel for a second start: %s", server.errorString())
            return
        server.newConnection.connect(self._connected)
        self.server = server

    def _connected(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE.strip()):
            self.raise_requested.emit()
