"""The memlock MCP server on the official ``mcp`` SDK (1.26.x as pinned by Hermes, and 2.x).

The SDK does the protocol: version negotiation, pipelined and concurrent requests, cancellation,
stdio and streamable HTTP. memlock contributes two methods, ``list_tools`` and ``call_tool``, on a
subclass of the SDK's high-level server (``FastMCP`` in 1.x, renamed ``MCPServer`` in 2.x). The
tool list and results are built from MCP wire-format dicts, which both lines' pydantic models accept
(1.x names fields camelCase, 2.x snake_case with camelCase aliases).

Tool work runs in a worker thread so a slow audit (semantic mode loading its model) never blocks
the event loop that answers pings and other requests.
"""
from __future__ import annotations

import contextlib
import functools
import logging
import sys
import warnings
from typing import Any, AsyncIterator

import anyio
import mcp.types as mcp_types

try:  # mcp >= 2
    from mcp.server.mcpserver import MCPServer as _SDKServer

    SDK_LINE = 2
except ImportError:  # mcp 1.x
    from mcp.server.fastmcp import FastMCP as _SDKServer  # type: ignore[no-redef,attr-defined,unused-ignore]

    SDK_LINE = 1

from memlock_core import __version__

from .schemas import TOOLS
from .tools import MemlockTools

log = logging.getLogger("memlock.mcp")

INSTRUCTIONS = (
    "memlock keeps standing instructions alive across context compaction. Pin rules the user gives "
    "(memlock_pin); once per user turn call memlock_audit with the conversation and, when it returns a block, "
    "append the block to the latest user message. memlock_status shows what is pinned and what drifted. "
    "Every call names its session with session_id."
)


@contextlib.asynccontextmanager
async def _stdout_to_stderr(_server: Any) -> AsyncIterator[dict]:
    """Once the stdio transport holds the real stdout, stray ``print`` calls go to stderr."""
    sys.stdout = sys.stderr
    yield {}


class MemlockMCP(_SDKServer):  # type: ignore[misc,valid-type,unused-ignore]
    """The SDK server with memlock's hand-written tool list and dispatcher."""

    def __init__(self, tools: MemlockTools, *, stdio_guard: bool = False, host: str = "127.0.0.1",
                 port: int = 8000, log_level: str = "WARNING"):
        kwargs: dict[str, Any] = {"name": "memlock", "instructions": INSTRUCTIONS, "log_level": log_level}
        if stdio_guard:
            kwargs["lifespan"] = _stdout_to_stderr
        if SDK_LINE == 1:  # 1.x takes HTTP settings here (and derives DNS-rebinding protection from host)
            kwargs.update(host=host, port=port)
        else:
            kwargs["version"] = __version__
        with warnings.catch_warnings():  # pydantic-settings noise about the SDK's own Settings model
            warnings.filterwarnings("ignore", message=r"Field 'lifespan' has an incomplete definition")
            super().__init__(**kwargs)
        lowlevel = getattr(self, "_mcp_server", None)  # 1.x reports the SDK's version unless told otherwise
        if SDK_LINE == 1 and lowlevel is not None and hasattr(lowlevel, "version"):
            lowlevel.version = __version__
        self.memlock = tools
        self.http_host, self.http_port = host, port

    async def list_tools(self) -> list:  # type: ignore[override,unused-ignore]
        return [mcp_types.Tool.model_validate(spec.wire()) for spec in TOOLS]

    async def call_tool(  # type: ignore[override,unused-ignore]  # 1.x passes (name, arguments), 2.x adds context
            self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        client = self._client_name(context)
        result = await anyio.to_thread.run_sync(functools.partial(self.memlock.call, name, arguments, client=client))
        return mcp_types.CallToolResult.model_validate(result.wire())

    def _client_name(self, context: Any) -> str:
        """The client's self-reported name (``clientInfo`` at initialize), for evidence only:
        it is whatever the client says, never a proof of who is asking."""
        candidates = [context, getattr(context, "request_context", None)]
        lowlevel = getattr(self, "_mcp_server", None)
        try:
            candidates.append(lowlevel.request_context if lowlevel is not None else None)
        except (LookupError, AttributeError):
            pass
        for item in candidates:
            params = getattr(getattr(item, "session", None), "client_params", None)
            info = getattr(params, "clientInfo", None) or getattr(params, "client_info", None)
            name = getattr(info, "name", None)
            if isinstance(name, str) and name:
                version = getattr(info, "version", None)
                return f"{name} {version}"[:120] if version else name[:120]
        return ""

    def serve(self, transport: str = "stdio") -> None:
        """Run until the client disconnects (stdio) or the process is stopped (HTTP)."""
        if transport == "stdio":
            self.run("stdio")
        elif SDK_LINE == 1:
            self.run("streamable-http")
        else:
            self.run("streamable-http", host=self.http_host, port=self.http_port)


def build_server(tools: MemlockTools, **kwargs: Any) -> MemlockMCP:
    return MemlockMCP(tools, **kwargs)
