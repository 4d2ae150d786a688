"""Compliance: are pinned rules obeyed? Checks on pins, their evaluation, proposals, the verdict log.

Pure and harness-agnostic like the rest of the core. ``check`` (the record stored on a pin) is
imported by :mod:`memlock_core.anchor`; import the other modules directly, not from here.
"""
