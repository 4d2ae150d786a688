"""memlock as a Hermes directory plugin (``$HERMES_HOME/plugins/memlock``).

Hermes imports this file as ``hermes_plugins.memlock``; the real code lives in the packages next
to it, so make them importable and delegate. (Installed with pip, Hermes uses the entry point
``memlock_adapters.hermes_plugin`` instead and this file is not involved.)
"""
from __future__ import annotations

import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
if _here not in sys.path:
    sys.path.insert(0, _here)

from memlock_adapters.hermes_plugin import register  # noqa: E402

__all__ = ["register"]
