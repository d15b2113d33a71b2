"""Start the app: ``python run.py`` opens the main menu (see ``python run.py --help``)."""

import sys

from boardgames.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
