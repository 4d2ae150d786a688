"""``python -m memlock_adapters.cli``: the same as the ``memlock`` console script."""
from __future__ import annotations

from memlock_adapters.cli.run import entry

entry()
