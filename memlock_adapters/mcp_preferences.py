"""The ``mcp`` preference provider: any MCP server's search tool, through the official SDK client.

Config: ``mcp_command`` (stdio; an argv list) or ``mcp_url`` (streamable HTTP), ``mcp_tool``
(default ``search_nodes``, the reference knowledge-graph memory server's search), ``mcp_arguments``
and ``adapter_timeout_s`` (start-up + call). The tool gets ``{"query": reverse_preference_query,
**mcp_arguments}``; it is only ever asked to search, never to write.

Lives with the adapters, not in memlock_core, because it imports the MCP SDK; the core's registry
names it by import path. Each call runs in its own thread with its own event loop, so it works
from a host that is itself inside an event loop (the Hermes gateway), and a slow or hung server
costs at most the timeout.

Results are read from ``structuredContent`` or the JSON in text content, in these shapes: a list
of rows, ``{rows|memories|results|preferences|items|data: [...]}``, or a knowledge graph
``{entities: [{name, entityType, observations: [...]}]}`` (one row per observation).
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from memlock_core.preferences.provider import ProviderUnavailable

LIST_KEYS = ("rows", "memories", "results", "preferences", "items", "data")


def _stable_id(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:12]


def rows_from_payload(payload: Any) -> list[dict[str, Any]] | None:
    """Rows from one decoded tool result, or None when the shape is not one memlock knows."""
    if isinstance(payload, list):
        out = []
        for item in payload:
            if isinstance(item, dict):
                out.append(item)
            elif isinstance(item, str) and item.strip():
                out.append({"id": f"mcp:{_stable_id(item)}", "content": item})
        return out
    if not isinstance(payload, dict):
        return None
    entities = payload.get("entities")
    if isinstance(entities, list):
        out = []
        for entity in entities:
            if not isinstance(entity, dict):
                continue
            name = str(entity.get("name", ""))
            for observation in entity.get("observations") or []:
                if isinstance(observation, str) and observation.strip():
                    out.append({"id": f"mcp:{name}#{_stable_id(name, observation)}", "content": observation,
                                "source": f"mcp:{name}"})
        return out
    for key in LIST_KEYS:
        if isinstance(payload.get(key), list):
            return rows_from_payload(payload[key])
    if "id" in payload and ("content" in payload or "text" in payload):
        return [payload]
    return None


def _field(result: Any, wire_name: str, name: str) -> Any:
    """A result field on either SDK line: mcp 1.x models use the wire name (``isError``), 2.x snake_case."""
    return getattr(result, wire_name, getattr(result, name, None))


def rows_from_result(result: Any) -> list[dict[str, Any]]:
    if _field(result, "isError", "is_error"):
        texts = [getattr(c, "text", "") for c in getattr(result, "content", []) or []]
        raise ProviderUnavailable("mcp: the search tool reported an error: " + " ".join(texts)[:200])
    structured = _field(result, "structuredContent", "structured_content")
    if structured is not None:
        rows = rows_from_payload(structured)
        if rows is not None:
            return rows
    found: list[dict[str, Any]] | None = None
    for content in getattr(result, "content", []) or []:
        text = getattr(content, "text", None)
        if not isinstance(text, str):
            continue
        try:
            rows = rows_from_payload(json.loads(text))
        except ValueError:
            continue
        if rows is not None:
            found = (found or []) + rows
    if found is None:
        raise ProviderUnavailable("mcp: the search tool's result holds no rows memlock can read")
    for row in found:
        row.setdefault("source", "mcp")
        if "id" in row and not str(row["id"]).startswith("mcp:"):
            row["id"] = f"mcp:{row['id']}"
    return found


@dataclass
class McpPreferenceProvider:
    command: list[str] = field(default_factory=list)
    url: str = ""
    tool: str = "search_nodes"
    arguments: dict[str, Any] = field(default_factory=dict)
    timeout: float = 5.0
    name: str = "mcp"

    async def _call(self, query: str) -> Any:
        from mcp import ClientSession

        args = {"query": query, **self.arguments}
        if self.command:
            from mcp import StdioServerParameters
            from mcp.client.stdio import stdio_client

            params = StdioServerParameters(command=self.command[0], args=self.command[1:], env=dict(os.environ))
            with open(os.devnull, "w") as quiet:
                async with stdio_client(params, errlog=quiet) as (read, write):
                    async with ClientSession(read, write) as session:
                        await session.initialize()
                        return await session.call_tool(self.tool, args)
        from mcp.client import streamable_http

        # mcp >= 1.24 names it streamable_http_client; the overall deadline is wait_for's in fetch()
        http_client: Any = getattr(streamable_http, "streamable_http_client", None) \
            or getattr(streamable_http, "streamablehttp_client")  # older 1.x only (gone in 2.x)
        async with http_client(self.url) as streams:  # 1.x: (read, write, session id getter); 2.x: (read, write)
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await session.call_tool(self.tool, args)

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        if not self.command and not self.url:
            raise ProviderUnavailable("mcp: set mcp_command (stdio) or mcp_url (streamable HTTP)")
        try:
            import mcp  # noqa: F401
        except ImportError:
            raise ProviderUnavailable('the mcp provider needs the MCP SDK: pip install "memlock[mcp]"') from None
        box: dict[str, Any] = {}
        started = time.monotonic()

        def run() -> None:
            try:
                box["result"] = asyncio.run(asyncio.wait_for(self._call(query), self.timeout))
            except BaseException as exc:  # noqa: BLE001 - reported to the caller's thread
                box["error"] = exc

        worker = threading.Thread(target=run, name="memlock-mcp-preferences", daemon=True)
        worker.start()
        worker.join(self.timeout + 2.0)
        if worker.is_alive():
            raise ProviderUnavailable(f"mcp: no answer within {self.timeout:g}s")
        error = box.get("error")
        if error is not None and time.monotonic() - started >= self.timeout:
            error = TimeoutError()  # cancelling the transports on timeout surfaces as other errors too
        if isinstance(error, (asyncio.TimeoutError, TimeoutError)):
            raise ProviderUnavailable(f"mcp: no answer within {self.timeout:g}s")
        if isinstance(error, ProviderUnavailable):
            raise error
        if error is not None:
            raise ProviderUnavailable(f"mcp: {type(error).__name__}: {_describe(error)}"[:300])
        return rows_from_result(box["result"])[:limit]


def _describe(exc: BaseException) -> str:
    inner = getattr(exc, "exceptions", None)  # anyio task groups wrap the real error
    if inner:
        return "; ".join(_describe(e) for e in inner)
    return str(exc) or type(exc).__name__


def from_config(cfg: Any) -> McpPreferenceProvider:
    return McpPreferenceProvider(command=list(cfg.mcp_command), url=str(cfg.mcp_url), tool=str(cfg.mcp_tool),
                                 arguments=dict(cfg.mcp_arguments), timeout=float(cfg.adapter_timeout_s))
