"""``python -m mcp_server`` / ``memlock-mcp``: the memlock MCP server.

stdio by default (what Hermes, Claude Code and most clients spawn); ``--http HOST:PORT`` serves
streamable HTTP at ``http://HOST:PORT/mcp``, on 127.0.0.1 unless told otherwise. stdout carries
protocol only: logs, warnings and stray prints go to stderr.
"""
from __future__ import annotations

import argparse
import io
import ipaddress
import logging
import os
import sys

ENV_PREFIX = "MEMLOCK_MCP_SESSION_PREFIX"
_protocol_stream: io.TextIOWrapper | None = None


def parse_http(value: str) -> tuple[str, int]:
    """``HOST:PORT``, ``[IPv6]:PORT``, ``:PORT`` or ``PORT``; the host defaults to 127.0.0.1."""
    host, port = "127.0.0.1", value.strip()
    if port.startswith("["):
        end = port.find("]")
        if end < 0 or port[end + 1:end + 2] != ":":
            raise argparse.ArgumentTypeError(f"expected [IPv6]:PORT, got {value!r}")
        host, port = port[1:end], port[end + 2:]
    elif ":" in port:
        host, port = port.rsplit(":", 1)
        host = host or "127.0.0.1"
    try:
        number = int(port)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT with a numeric port, got {value!r}") from None
    if not 0 < number < 65536:
        raise argparse.ArgumentTypeError(f"port must be 1-65535, got {number}")
    return host, number


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def reserve_stdout_for_protocol() -> None:
    """Keep fd 1 away from everything but the MCP transport.

    The protocol moves to a private duplicate of stdout that only ``sys.stdout`` (read once by the
    SDK's stdio transport) points at; fd 1 itself becomes stderr, so output from child processes or
    C code can never corrupt the stream. The server's lifespan then points ``sys.stdout`` at stderr
    too, once the transport holds the protocol stream.
    """
    global _protocol_stream
    sys.stdout.flush()
    protocol = os.dup(1)
    os.dup2(2, 1)
    # Kept referenced for the life of the process: the SDK wraps its buffer, and collecting this
    # wrapper (once sys.stdout moves to stderr) would close the protocol stream under it.
    _protocol_stream = io.TextIOWrapper(os.fdopen(protocol, "wb"), encoding="utf-8")
    sys.stdout = _protocol_stream


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memlock-mcp", description="memlock MCP server: pins and compaction audits for any MCP client.")
    parser.add_argument("--http", metavar="HOST:PORT", type=parse_http,
                        help="serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1)")
    parser.add_argument("--allow-remote", action="store_true",
                        help="allow --http on a non-loopback address (there is no authentication: anyone who can "
                             "reach the port can read and change every session)")
    parser.add_argument("--config", metavar="PATH",
                        help="YAML file whose memlock: section is used (default: $MEMLOCK_CONFIG, else "
                             "$HERMES_HOME/config.yaml, else ~/.hermes/config.yaml)")
    parser.add_argument("--home", metavar="DIR",
                        help="memlock's data directory (default: config home, $MEMLOCK_HOME, $HERMES_HOME/memlock, "
                             "~/.hermes/memlock)")
    parser.add_argument("--session-prefix", metavar="PREFIX", default=os.environ.get(ENV_PREFIX, ""),
                        help=f"serve and list only session ids starting with PREFIX (env {ENV_PREFIX})")
    parser.add_argument("--log-level", default=os.environ.get("MEMLOCK_MCP_LOG_LEVEL", "WARNING"),
                        choices=["DEBUG", "INFO", "WARNING", "ERROR"], type=str.upper,
                        help="stderr log level (default WARNING)")
    parser.add_argument("--allow-user-approvals", action="store_true",
                        help="let memlock_approve / memlock_reject record a person's decision (approved_manual). An MCP "
                             "tool call cannot prove a human: allow it only for a client where only the user can "
                             "trigger these tools (also: mcp_user_approvals: true in config)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from memlock_core import __version__

    if args.version:
        print(f"memlock-mcp {__version__}")
        return 0
    logging.basicConfig(stream=sys.stderr, level=getattr(logging, args.log_level),
                        format="memlock-mcp %(levelname)s %(name)s: %(message)s")
    if args.http and not is_loopback(args.http[0]) and not args.allow_remote:
        print(f"memlock-mcp: refusing to serve on {args.http[0]} without --allow-remote "
              "(the server has no authentication)", file=sys.stderr)
        return 2
    try:
        from .server import SDK_LINE, build_server
    except ImportError as exc:
        print(f"memlock-mcp: the MCP SDK is missing ({exc}); install it with: pip install 'memlock[mcp]'",
              file=sys.stderr)
        return 1
    from memlock_core import Engine
    from memlock_core.config_loader import load_host_config
    from memlock_core.pinstore.project import project_key

    from .tools import MemlockTools

    log = logging.getLogger("memlock.mcp")
    cfg = load_host_config(args.config)
    for warning in cfg.warnings:
        log.warning("config: %s", warning)
    engine = Engine(cfg, home=args.home)
    cwd = os.getcwd()
    tools = MemlockTools(engine, session_prefix=args.session_prefix, cwd=cwd, project=project_key(cwd),
                         config_source=getattr(cfg, "source", None), user_approvals=args.allow_user_approvals)
    transport = "http" if args.http else "stdio"
    host, port = args.http or ("127.0.0.1", 8000)
    log.info("memlock-mcp %s (mcp SDK %s.x) on %s; home %s; config %s", __version__, SDK_LINE,
             f"http://{host}:{port}/mcp" if args.http else "stdio", engine.home, getattr(cfg, "source", "-"))
    server = build_server(tools, stdio_guard=transport == "stdio", host=host, port=port, log_level=args.log_level)
    if transport == "stdio":
        reserve_stdout_for_protocol()
    try:
        server.serve(transport)  # every call saves its session before answering: nothing to flush here
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
