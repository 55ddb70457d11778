"""``python -m rules``: see :mod:`rules.cli`."""

import sys

from rules.cli import main

if __name__ == "__main__":
    sys.exit(main())
