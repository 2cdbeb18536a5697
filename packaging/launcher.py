"""Entry point of the frozen app: the same as ``python -m desktop_app``."""

import sys

from desktop_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
