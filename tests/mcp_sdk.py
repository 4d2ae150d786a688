"""Reading the mcp SDK's models the same way on both SDK lines the tests run (./dev test: 1.x with
the hermes extra, 2.x in the second leg): mcp 1.x names fields as on the wire (camelCase), 2.x in
snake_case with the wire names only as aliases."""
from __future__ import annotations

import re
from typing import Any


def wire(obj: Any, name: str) -> Any:
    """``obj``'s field by its MCP wire name (``isError``, ``structuredContent``, ``destructiveHint``...)."""
    if hasattr(obj, name):
        return getattr(obj, name)
    return getattr(obj, re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower())
