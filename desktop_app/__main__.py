"""``python -m desktop_app``: start the app, or run a headless command (see ``cli``)."""

import sys

from desktop_app.cli import main

sys.exit(main())
