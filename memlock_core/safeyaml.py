"""Reading a YAML config file with limits: a regular file, a size cap, and a cap on alias expansion.

Why: the config is often Hermes's shared ``config.yaml``, where anchors and aliases are legitimate,
so aliases are allowed, but a "billion laughs" document (aliases of aliases) must not cost minutes
and gigabytes before memlock even reads its own section. The document's size *with every alias
expanded* is computed on the composed node graph (memoised, so the check itself is cheap) and
the file is refused above :data:`MAX_EXPANDED_NODES`. Recursive aliases are refused too.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 4 << 20
MAX_EXPANDED_NODES = 200_000


class YamlLimitError(ValueError):
    """The YAML file is not a regular file, too large, or expands beyond the cap."""


def _children(node: Any) -> list[Any]:
    import yaml

    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def expanded_size(root: Any, cap: int = MAX_EXPANDED_NODES) -> int:
    """Nodes in ``root`` with every alias expanded; raises :class:`YamlLimitError` above ``cap``."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if children_done:
            open_nodes.discard(key)
            total = 1 + sum(sizes[id(child)] for child in _children(node))
            if total > cap:
                raise YamlLimitError(f"expands to more than {cap} nodes (YAML aliases); refused")
            sizes[key] = total
            continue
        if key in sizes:
            continue
        if key in open_nodes:
            raise YamlLimitError("holds a recursive YAML alias; refused")
        open_nodes.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in open_nodes:
                raise YamlLimitError("holds a recursive YAML alias; refused")
            if id(child) not in sizes:
                stack.append((child, False))
    return sizes[id(root)]


def load_file(path: Path) -> Any:
    """The parsed document (None when empty). Raises FileNotFoundError, OSError, YamlLimitError or
    ``yaml.YAMLError``. A FIFO or device is refused without being opened for reading."""
    import yaml

    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise YamlLimitError("is not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise YamlLimitError(f"is larger than {MAX_FILE_BYTES} bytes")
    with open(path, "rb") as fh:
        raw = fh.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise YamlLimitError(f"is larger than {MAX_FILE_BYTES} bytes")
    loader = yaml.SafeLoader(raw.decode("utf-8"))
    try:
        try:
            node = loader.get_single_node()
        except RecursionError:
            raise YamlLimitError("is nested too deeply") from None
        if node is None:
            return None
        expanded_size(node)
        try:
            return loader.construct_document(node)
        except RecursionError:
            raise YamlLimitError("is nested too deeply") from None
    finally:
        loader.dispose()
