"""Entry point of the frozen app: the same as ``python -m desktop_app``.

``freeze_support`` lets a worker process of ``simulate --jobs`` (started with ``spawn``, which
re-runs this executable) run its task instead of the app."""

import multiprocessing
import sys

from desktop_app.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
