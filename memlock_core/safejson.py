"""JSON parsing with limits, for every file and payload memlock did not write itself in this process.

Why: ``json.loads`` on a hostile document can raise ``RecursionError`` (deep nesting) or eat memory
(a huge file), and an exception that is not a ``ValueError`` escapes every ``except ValueError`` and
turns a held-back store into a traceback. Here every failure is a :class:`JsonLimitError`, a
``ValueError`` whose message says what was wrong.
"""
from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64  # memlock's own documents nest fewer than 10 levels
DEFAULT_MAX_BYTES = 64 << 20


class JsonLimitError(ValueError):
    """A JSON document is malformed, too large or nested too deeply."""


def depth_ok(value: Any, limit: int = MAX_DEPTH) -> bool:
    """True if ``value`` nests at most ``limit`` containers deep (iterative: never recurses)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if level > limit:
            return False
        stack.extend((child, level + 1) for child in children if isinstance(child, (dict, list)))
    return True


def loads(raw: bytes | str, *, what: str = "JSON document", max_bytes: int = DEFAULT_MAX_BYTES,
          max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``raw``; raise :class:`JsonLimitError` naming ``what`` when it cannot be used.

    ``max_depth=0`` skips the depth walk, for callers whose typed validation bounds the shape anyway.
    """
    if len(raw) > max_bytes:
        raise JsonLimitError(f"{what} is larger than {max_bytes} bytes")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        value = json.loads(text)
    except RecursionError:
        raise JsonLimitError(f"{what} is nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise JsonLimitError(f"{what} is not valid JSON ({exc})") from None
    if max_depth and not depth_ok(value, max_depth):
        raise JsonLimitError(f"{what} is nested deeper than {max_depth} levels")
    return value
