"""PyInstaller entry point: the packaged app starts here (double-click)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
