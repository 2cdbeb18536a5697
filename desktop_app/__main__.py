"""``python -m desktop_app``: start the app, or run a headless command (see ``cli``).

The guard matters: a worker process of ``simulate --jobs`` (started with ``spawn``) imports
this module again, and must not start the app there."""

import sys

from desktop_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
