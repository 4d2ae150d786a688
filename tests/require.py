"""The one way a test says it cannot run here: :func:`require`.

Locally a missing prerequisite skips the test with a message naming it; under CI (``CI`` set in the
environment, as ``CI=1 ./dev test`` does) the same message fails the test, so a broken install step
cannot silently shrink the suite. tests/test_skip_sites.py fails if a test skips any other way.
"""
from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import NoReturn

import pytest


def missing(prerequisite: str) -> NoReturn:
    """Skip (locally) or fail (under CI) because ``prerequisite`` is not there."""
    message = f"missing prerequisite: {prerequisite}"
    if os.environ.get("CI"):
        pytest.fail(f"{message}\n(CI is set: a missing prerequisite is a failure, not a skip)", pytrace=False)
    pytest.skip(message, allow_module_level=True)


def require(ok: object, prerequisite: str) -> None:
    """Go on if ``ok`` is true; otherwise :func:`missing` (``prerequisite`` names what is missing)."""
    if not ok:
        missing(prerequisite)


def require_module(module: str, prerequisite: str) -> ModuleType:
    """``import module``, or :func:`missing` naming ``prerequisite`` (the extra or tool that provides it)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        missing(f"{prerequisite} (import {module}: {exc})")
