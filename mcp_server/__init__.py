"""memlock's MCP server: pins and compaction audits for any MCP client, on the official SDK.

Layout: :mod:`.schemas` (the tools as data: JSON Schemas and argument checks), :mod:`.tools`
(what each tool does, over :class:`memlock_core.Engine`; no MCP import), :mod:`.server` (the SDK
binding, 1.x and 2.x), :mod:`.__main__` (command line: ``memlock-mcp`` / ``python -m mcp_server``).
See docs/MCP.md.
"""
