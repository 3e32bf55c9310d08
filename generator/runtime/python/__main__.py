"""``python -m`` the package: its command line (``_cli.py``)."""

from ._cli import main

raise SystemExit(main())
