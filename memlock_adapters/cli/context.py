"""What every command gets: the parsed arguments, config, home, an engine built on first use, who
is asking (the person at the terminal, or the model through an agent's shell) and the output mode."""
from __future__ import annotations

import argparse
import json
import os
from typing import TYPE_CHECKING, Any

from memlock_core.config_loader import load_host_config
from memlock_core.errors import ERROR, OK
from memlock_core.paths import memlock_home
from memlock_core.session.session_map import current_session
from memlock_core.trust.evidence import Provenance

if TYPE_CHECKING:
    from memlock_core.session.engine import Engine

AGENT_SHELL_VARS = ("CLAUDECODE",)  # set by Claude Code in the shell its Bash tool runs


class CliError(Exception):
    def __init__(self, message: str, code: int = ERROR, data: dict | None = None):
        super().__init__(message)
        self.code, self.data = code, data or {}


class Context:
    """What every command needs: config, home, an engine (lazily) and the output mode."""

    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.json = bool(getattr(args, "json", False))
        self.cfg = load_host_config(getattr(args, "config", None))
        self.home = memlock_home(getattr(args, "home", None) or self.cfg.home or None)
        self._engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from memlock_core.session.engine import Engine

            self._engine = Engine(self.cfg, home=self.home)
        return self._engine

    @property
    def store(self) -> Any:
        return self.engine.pin_store

    @property
    def provenance(self) -> Provenance:
        """Who is asking: the person at the terminal, or the model through an agent's shell."""
        agent = next((v for v in AGENT_SHELL_VARS if os.environ.get(v)), None)
        if agent:
            return Provenance("model", "claude-code", f"memlock CLI in the agent's shell ({agent} set)")
        try:
            import getpass

            who = getpass.getuser()
        except Exception:  # noqa: BLE001 - no passwd entry in a container
            who = f"uid {os.getuid()}"
        return Provenance("user", "cli", who)

    def out(self, text: str, data: dict, code: int = OK) -> int:
        if self.json:
            print(json.dumps({"ok": code == OK, "exit_code": code, **data}, ensure_ascii=False, indent=1, default=str))
        else:
            print(text)
        return code

    def session_exists(self, sid: str) -> bool:
        try:
            return self.engine.sessions.path_for(sid).exists()
        except ValueError:
            return False

    def session(self, explicit: str | None, *, required: bool = False) -> str | None:
        """--session, else this project's current session (recorded by the hooks), else None."""
        if explicit:
            if not self.session_exists(explicit):
                raise CliError(f"no session {explicit!r} (see `memlock sessions`)")
            from memlock_adapters.claude_code.fast_cache import apply_pending_turns

            apply_pending_turns(self.engine, explicit)
            return explicit
        sid = current_session(self.home, os.getcwd())
        if sid and self.session_exists(sid):
            from memlock_adapters.claude_code.fast_cache import apply_pending_turns

            apply_pending_turns(self.engine, sid)  # Claude Code's quiet turns: the user's words ground a pin
            return sid
        if required:
            raise CliError("no current session for this directory (none was recorded by a host here); "
                           "pass --session SID (see `memlock sessions`), or use --scope project/global "
                           "to store a durable pin without a session")
        return None
