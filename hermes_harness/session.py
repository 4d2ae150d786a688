"""Run the REAL hermes-agent (0.19.0) in-process against a scripted LLM server.

Typical use (tests/test_hermes_e2e.py drives memlock through every call below)::

    from hermes_harness.scripted_llm import ScriptedLLM, ToolCall
    from hermes_harness.session import HermesHome, HermesSession

    with ScriptedLLM() as server:
        home = HermesHome.create(
            server.base_url,
            plugins=["/path/to/my_plugin_dir"],          # symlinked into $HERMES_HOME/plugins/<name>
            extra_config={"memlock": {"enabled": True}},  # deep-merged into config.yaml
        )
        with HermesSession(home, server=server) as s:
            server.script(["hi there"])
            s.run_turn("hello")                           # AIAgent.run_conversation
            s.force_midturn_compaction(ToolCall("my_tool", {}))   # compaction after a tool call
            s.compress()                                  # what /compress does
            out = s.command("/mycmd arg")                 # through HermesCLI.process_command

Facts about Hermes 0.19.0 verified with this harness (paths relative to
site-packages; memlock's real-Hermes tests, tests/test_hermes_*.py, depend on each one):

* Discovery: ``model_tools.py`` calls ``hermes_cli.plugins.discover_plugins()``
  in its module body, reading ``$HERMES_HOME/config.yaml`` ``plugins.enabled``
  -> set ``HERMES_HOME`` BEFORE ``import run_agent`` / ``model_tools``.  The
  manager is a singleton (``hermes_cli/plugins.py:get_plugin_manager``);
  ``PluginManager.discover_and_load(force=True)`` clears hooks, middleware,
  commands and the plugin-tool-name set and rescans, re-executing directory
  plugins into fresh ``hermes_plugins.<slug>`` modules, but it does NOT remove
  plugin tools from ``tools.registry`` (``activate_home`` deregisters them).
  Modules pin the home at import (``run_agent._hermes_home``,
  ``hermes_state.DEFAULT_DB_PATH``, ``tools/skills_tool.HERMES_HOME``,
  ``cli._hermes_home``/``CLI_CONFIG``...): in-process home switching is fine for
  plugin/config tests (we pass ``SessionDB(db_path=home/state.db)``); for strict
  isolation use :func:`run_in_subprocess`.  A user-dir plugin and a pip entry
  point with the same key: the entry point wins (scanned last).
* Runtime: ``model: {default, provider: custom, base_url, api_key,
  context_length}`` -> ``hermes_cli/runtime_provider.py:resolve_runtime_provider``
  gives ``provider=custom, api_mode=chat_completions``.  The compaction summary
  goes through ``agent/auxiliary_client.py:call_llm(task="compression")``, whose
  "auto" provider uses the main runtime first (``_resolve_auto``): same server,
  NON-streaming, body ``{model, messages}``; no llm_request middleware on it.
  The main loop streams (``stream: true`` + ``stream_options``).
* Turns: ``AIAgent.run_conversation(user_message, system_message=None,
  conversation_history=None, task_id=None, stream_callback=None,
  persist_user_message=None, ...)`` (run_agent.py -> agent/conversation_loop.py)
  returns a dict with ``final_response``, ``messages`` (history WITHOUT the
  system prompt), ``session_id``, ``api_calls``, ``turn_exit_reason``...  The CLI
  keeps history by passing ``conversation_history=history`` and
  ``task_id=session_id`` and then ``history = result["messages"]``
  (cli.py ~12086/12271); the session id lives on ``agent.session_id``.
* pre_llm_call (agent/turn_context.py:build_turn_context, once per turn, after
  pre-flight compaction): results ``{"context": str}`` / non-empty str are
  joined with blank lines and appended to the CURRENT user message of the API
  copy as ``content + "\n\n" + context`` (``compose_user_api_content``); the
  stored message keeps clean ``content`` plus an ``api_content`` sidecar that
  is replayed verbatim for that message on later turns
  (agent/conversation_loop.py api_messages build).  Never the system prompt.
* llm_request middleware (agent/conversation_loop.py ->
  hermes_cli/middleware.py:apply_llm_request_middleware) runs before EVERY
  main-loop API call, kwargs: ``request`` (deep copy of api kwargs: model,
  messages, tools, max_tokens, timeout -- ``stream`` is added later),
  ``original_request``, task_id, turn_id, api_request_id, session_id, platform,
  model, provider, base_url, api_mode, api_call_count,
  telemetry_schema_version="hermes.observer.v1",
  middleware_schema_version="hermes.middleware.v1".  Returning
  ``{"request": new_dict}`` replaces what is sent (chained across plugins,
  never written to history); anything else is ignored, exceptions swallowed.
* Tools: plugin tools belong to the toolset named in ``register_tool``; an
  AIAgent only offers tools of its ``enabled_toolsets`` (None = all).  The CLI
  computes them with ``hermes_cli/tools_config.py:_get_platform_tools(cfg,
  "cli")``, which enables plugin toolsets by default (unless
  known-but-deselected via ``known_plugin_toolsets``, default-off, or in
  ``agent.disabled_toolsets``).  A call to a tool not offered gets the tool
  result "Tool 'x' does not exist. Available tools: ..." (no hooks fire).
  Handlers run via model_tools.handle_function_call -> registry.dispatch as
  ``handler(args, task_id=..., session_id=agent.session_id, user_task=...)``.
* Session hooks: on_session_start fires in
  agent/conversation_loop.py:_restore_or_build_system_prompt only when the
  system prompt is built fresh (first turn of a new session; not for a fresh
  AIAgent continuing a session whose prompt is in state.db, not after
  compaction); on_session_end fires at the end of EVERY run_conversation
  (agent/turn_finalizer.py); on_session_finalize is never fired by
  run_conversation -- only by the CLI (exit: cli.py:_notify_session_finalize,
  reason "shutdown"; /new: HermesCLI._notify_session_boundary), the gateway
  (session expiry/reset) -- see :meth:`HermesSession.finalize`.
* Compaction: mid-turn when a response reports ``usage.prompt_tokens`` >=
  threshold (0.75 * context_length for windows < 512K) after the tool runs;
  needs more than protect_first_n + protect_last_n + 1 (3 + 20 + 1) messages;
  in-place by default (same session id).  ``/compress`` = cli.py
  ``HermesCLI._manual_compress`` -> ``agent._compress_context(history, None,
  approx_tokens=..., focus_topic=..., force=True)`` -> ``(messages,
  new_system_prompt)`` (agent/conversation_compression.py:compress_context).
* Slash commands: CLI ``HermesCLI.process_command`` (cli.py), TUI
  ``tui_gateway/server.py`` "command.dispatch"/"slash.exec" and the gateway
  (gateway/run.py) all call ``get_plugin_command_handler(name)`` +
  (CLI/TUI) ``resolve_plugin_command_result(handler(raw_args))`` and show
  ``str(result)``.  ``HermesCLI(...)`` constructs cheaply without a TTY and
  builds no agent, so :meth:`HermesSession.command` uses the real CLI dispatcher.
* Background traffic that would steal scripted responses: the self-improvement
  review fork (agent/background_review.py) every ``memory.nudge_interval``
  user turns / ``skills.creation_nudge_interval`` tool iterations (default 10)
  -- disabled by :func:`base_config` and auto-answered by ScriptedLLM anyway.
* First system-prompt build waits up to ~1 s for tools/env_probe.py (local
  python/pip subprocess probe, once per process); ``activate_home`` pre-warms it.
"""

from __future__ import annotations

import contextlib
import copy
import importlib
import io
import json
import logging
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

try:  # package-relative when imported as hermes_harness.session
    from .scripted_llm import ScriptedLLM, ToolCall, message_text
except ImportError:  # pragma: no cover - loaded as a top-level module
    from scripted_llm import ScriptedLLM, ToolCall, message_text  # type: ignore

logger = logging.getLogger(__name__)

__all__ = [
    "HermesHome",
    "HermesSession",
    "TurnResult",
    "activate_home",
    "current_home",
    "plugin_module",
    "loaded_plugins",
    "base_config",
    "run_in_subprocess",
    "NetworkGuard",
    "COMPACTION_MARKER",
    "SUMMARY_PREFIX_START",
    "FORCE_COMPACTION_PROMPT_TOKENS",
    "find_compaction_messages",
    "request_has_compaction",
]

#: Start of agent/context_compressor.py SUMMARY_PREFIX (U+2014 dash) in 0.19.0.
SUMMARY_PREFIX_START = "[CONTEXT COMPACTION \u2014 REFERENCE ONLY]"
#: Version-tolerant substring to detect a compaction summary in a message.
COMPACTION_MARKER = "[CONTEXT COMPACTION"
#: ``usage.prompt_tokens`` that makes Hermes compact (>> 0.75 * 200_000).
FORCE_COMPACTION_PROMPT_TOKENS = 1_000_000

DEFAULT_MODEL = "scripted-model"
DEFAULT_API_KEY = "sk-scripted-test"

# Env vars that could route Hermes to a real provider or change its behaviour.
_PROVIDER_ENV_VARS = (
    "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENROUTER_API_KEY", "ANTHROPIC_API_KEY",
    "ANTHROPIC_TOKEN", "NOUS_API_KEY", "GOOGLE_API_KEY", "GEMINI_API_KEY",
    "DEEPSEEK_API_KEY", "XAI_API_KEY", "GROQ_API_KEY", "MISTRAL_API_KEY",
    "HERMES_INFERENCE_PROVIDER", "HERMES_INFERENCE_MODEL", "HERMES_SAFE_MODE",
    "HERMES_ENABLE_PROJECT_PLUGINS", "HERMES_KANBAN_TASK",
)


# ---------------------------------------------------------------------------
# Config helpers
# ---------------------------------------------------------------------------


def _deep_merge(base: Dict[str, Any], extra: Mapping[str, Any]) -> Dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in (extra or {}).items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _deep_merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def base_config(
    base_url: str,
    *,
    model: str = DEFAULT_MODEL,
    api_key: str = DEFAULT_API_KEY,
    enabled_plugins: Sequence[str] = (),
    context_length: int = 200_000,
) -> Dict[str, Any]:
    """The config.yaml the harness writes (before ``extra_config`` is merged).

    Keys verified in hermes_cli/config.py DEFAULT_CONFIG and
    hermes_cli/runtime_provider.py (``model.provider: custom`` + ``model.base_url``
    + ``model.api_key`` resolves to ``{"provider": "custom", "api_mode":
    "chat_completions", "base_url": ..., "api_key": ...}``).  Auxiliary tasks
    (the compaction summary) default to ``provider: auto`` which uses the main
    provider first (agent/auxiliary_client.py:_resolve_auto), i.e. the same
    scripted endpoint.

    Background LLM traffic that would otherwise consume scripted responses
    non-deterministically is switched off: the self-improvement review fork
    (agent/background_review.py, spawned every ``memory.nudge_interval`` user
    turns and ``skills.creation_nudge_interval`` tool iterations, default 10;
    0 disables -- agent/agent_init.py / agent/turn_context.py), plus title
    generation and the curator (only CLI/gateway trigger those, but cheap to pin).

    The coding posture is off (``agent.coding_context``, agent/coding_context.py): in ``auto`` Hermes puts a
    snapshot of the cwd's git repository (branch, status, recent commit messages) into the system prompt
    whenever the tests run from a checkout, so a test's request would depend on this repo's commit log.
    """
    return {
        "model": {
            "default": model,
            "provider": "custom",
            "base_url": base_url,
            "api_key": api_key,
            "context_length": int(context_length),
        },
        "security": {"tirith_enabled": False},
        "compression": {"enabled": True},
        "plugins": {"enabled": list(enabled_plugins)},
        "memory": {"nudge_interval": 0},
        "skills": {"creation_nudge_interval": 0},
        "curator": {"enabled": False},
        "auxiliary": {"title_generation": {"enabled": False}},
        "agent": {"coding_context": "off"},
    }


def _write_yaml(path: Path, data: Dict[str, Any]) -> None:
    import yaml  # pyyaml is a hermes-agent dependency

    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def _plugin_name_of(plugin_dir: Path) -> str:
    """Registry key Hermes uses for a flat user plugin: the manifest ``name``."""
    for fname in ("plugin.yaml", "plugin.yml"):
        mf = plugin_dir / fname
        if mf.exists():
            import yaml

            data = yaml.safe_load(mf.read_text(encoding="utf-8")) or {}
            if isinstance(data, dict) and data.get("name"):
                return str(data["name"])
    return plugin_dir.name


# ---------------------------------------------------------------------------
# HermesHome
# ---------------------------------------------------------------------------


@dataclass
class HermesHome:
    """A throwaway ``$HERMES_HOME`` with a config.yaml pointing at a scripted server."""

    path: Path
    base_url: str
    config: Dict[str, Any]
    plugins: Dict[str, Path] = field(default_factory=dict)
    _owns_dir: bool = False

    @classmethod
    def create(
        cls,
        base_url: str,
        *,
        plugins: Union[Sequence[Union[str, Path]], Mapping[str, Union[str, Path]], None] = None,
        enabled: Optional[Sequence[str]] = None,
        extra_config: Optional[Mapping[str, Any]] = None,
        root: Optional[Union[str, Path]] = None,
        install: str = "symlink",
        model: str = DEFAULT_MODEL,
        api_key: str = DEFAULT_API_KEY,
        context_length: int = 200_000,
    ) -> "HermesHome":
        """Create the home directory, install plugins, write config.yaml.

        ``plugins``: plugin directories (each with plugin.yaml + __init__.py),
        as a list (installed under their manifest name) or ``{name: dir}``.
        ``enabled``: ``plugins.enabled`` (default: every installed plugin).
        Pip/entry-point plugins need no install -- just list them in ``enabled``.
        ``install``: "symlink" (default; edits are picked up) or "copy".
        """
        owns = root is None
        path = Path(tempfile.mkdtemp(prefix="hermes-home-")) if root is None else Path(root)
        path.mkdir(parents=True, exist_ok=True)
        home = cls(path=path.resolve(), base_url=base_url, config={}, _owns_dir=owns)
        items: List[Tuple[Optional[str], Path]] = []
        if isinstance(plugins, Mapping):
            items = [(str(k), Path(v)) for k, v in plugins.items()]
        elif plugins:
            items = [(None, Path(p)) for p in plugins]
        for name, src in items:
            home.install_plugin(src, name=name, mode=install)
        names = list(enabled) if enabled is not None else list(home.plugins)
        cfg = base_config(base_url, model=model, api_key=api_key, enabled_plugins=names,
                          context_length=context_length)
        home.config = _deep_merge(cfg, extra_config or {})
        home.write_config()
        return home

    @property
    def config_path(self) -> Path:
        return self.path / "config.yaml"

    @property
    def plugins_dir(self) -> Path:
        return self.path / "plugins"

    def install_plugin(self, src: Union[str, Path], *, name: Optional[str] = None,
                       mode: str = "symlink") -> str:
        """Install a directory plugin as ``$HERMES_HOME/plugins/<name>``."""
        src = Path(src).resolve()
        if not (src / "__init__.py").exists():
            raise FileNotFoundError(f"{src} has no __init__.py")
        name = name or _plugin_name_of(src)
        dest = self.plugins_dir / name
        self.plugins_dir.mkdir(parents=True, exist_ok=True)
        if dest.is_symlink() or dest.is_file():
            dest.unlink()
        elif dest.exists():
            shutil.rmtree(dest)
        if mode == "symlink":
            dest.symlink_to(src, target_is_directory=True)
        elif mode == "copy":
            shutil.copytree(src, dest, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            raise ValueError("mode must be 'symlink' or 'copy'")
        self.plugins[name] = src
        return name

    def write_config(self, config: Optional[Dict[str, Any]] = None) -> None:
        if config is not None:
            self.config = copy.deepcopy(config)
        _write_yaml(self.config_path, self.config)

    def update_config(self, extra: Mapping[str, Any]) -> None:
        """Deep-merge ``extra`` into config.yaml (Hermes re-reads it on mtime/size change)."""
        self.config = _deep_merge(self.config, extra)
        self.write_config()

    def cleanup(self) -> None:
        if self._owns_dir:
            shutil.rmtree(self.path, ignore_errors=True)


# ---------------------------------------------------------------------------
# Home activation / plugin manager reset
# ---------------------------------------------------------------------------

_ACTIVE_HOME: Optional[Path] = None
_ACTIVATE_LOCK = threading.RLock()


def current_home() -> Optional[Path]:
    return _ACTIVE_HOME


def activate_home(home: Union[HermesHome, str, Path], *, clean_env: bool = True,
                  force: bool = False) -> None:
    """Point this process's Hermes at ``home`` and (re)run plugin discovery.

    First call: sets ``HERMES_HOME`` and imports ``run_agent`` / ``model_tools``
    (the import runs plugin discovery).  Later calls with ANOTHER home (or the
    same one with ``force=True``, e.g. after editing ``plugins.enabled``):
    deregister the tools the previous plugins put into ``tools.registry`` and
    call ``PluginManager.discover_and_load(force=True)``; directory plugins are
    re-executed into fresh ``hermes_plugins.<slug>`` modules (their module state
    starts over), but modules they imported by absolute name stay cached in
    ``sys.modules``.  Re-activating the active home without ``force`` is a no-op
    for plugins.  See the module docstring for what is NOT reset.
    ``clean_env`` pops provider/safe-mode env vars (``_PROVIDER_ENV_VARS``) from
    ``os.environ`` for good.
    """
    global _ACTIVE_HOME
    path = Path(home.path if isinstance(home, HermesHome) else home).resolve()
    with _ACTIVATE_LOCK:
        if clean_env:
            for var in _PROVIDER_ENV_VARS:
                os.environ.pop(var, None)
        os.environ["HERMES_HOME"] = str(path)
        already = "model_tools" in sys.modules
        if not already:
            importlib.import_module("run_agent")
            importlib.import_module("model_tools")  # plugin discovery happens here
        elif force or path != _ACTIVE_HOME:
            _rediscover_plugins()
        _ACTIVE_HOME = path
        try:  # start the ~1 s one-off toolchain probe early (system prompt needs it)
            from tools.env_probe import warm_environment_probe_async

            warm_environment_probe_async()
        except Exception:
            pass


def _rediscover_plugins() -> None:
    from hermes_cli.plugins import get_plugin_manager
    from tools.registry import registry

    manager = get_plugin_manager()
    for tool_name in list(manager._plugin_tool_names):
        try:
            registry.deregister(tool_name)
        except Exception:  # pragma: no cover - defensive
            logger.debug("could not deregister plugin tool %s", tool_name, exc_info=True)
    manager.discover_and_load(force=True)
    try:
        import model_tools

        model_tools._clear_tool_defs_cache()
    except Exception:  # pragma: no cover
        pass


def plugin_module(name: str):
    """The live module object of a loaded directory plugin (``hermes_plugins.<slug>``)."""
    slug = name.replace("/", "__").replace("-", "_")
    return sys.modules.get(f"hermes_plugins.{slug}")


def loaded_plugins() -> Dict[str, Dict[str, Any]]:
    """``{key: {"enabled", "error", "source", "tools", "hooks", "commands", "middleware"}}``."""
    from hermes_cli.plugins import get_plugin_manager

    out = {}
    for key, lp in get_plugin_manager()._plugins.items():
        if lp.manifest.source == "bundled":
            continue
        out[key] = {
            "enabled": lp.enabled, "error": lp.error, "source": lp.manifest.source,
            "kind": lp.manifest.kind, "tools": list(lp.tools_registered),
            "hooks": list(lp.hooks_registered), "commands": list(lp.commands_registered),
            "middleware": list(lp.middleware_registered),
        }
    return out


# ---------------------------------------------------------------------------
# Compaction helpers
# ---------------------------------------------------------------------------


def find_compaction_messages(messages: Iterable[Dict[str, Any]]) -> List[Tuple[int, Dict[str, Any]]]:
    """``(index, message)`` of messages carrying a compaction summary.

    Matches by substring (the summary can be merged into the first tail
    message after ``[PRIOR CONTEXT ...]``), on ``content`` and, for history
    dicts, the ``api_content`` sidecar.
    """
    found = []
    for i, m in enumerate(messages or []):
        if not isinstance(m, dict):
            continue
        text = message_text(m)
        if COMPACTION_MARKER in text or COMPACTION_MARKER in str(m.get("api_content") or ""):
            found.append((i, m))
    return found


def request_has_compaction(req: Dict[str, Any]) -> bool:
    return bool(find_compaction_messages(req.get("messages") or []))


# ---------------------------------------------------------------------------
# Network guard (tests must never leave 127.0.0.1)
# ---------------------------------------------------------------------------


class NetworkGuard:
    """Refuse (and record) socket connections to anything but loopback / AF_UNIX.

    ``with NetworkGuard() as g: ...``; afterwards ``g.blocked`` lists the
    refused ``(family, address)`` pairs.  Patches ``socket.socket.connect`` /
    ``connect_ex`` and ``socket.getaddrinfo`` for the whole process while active.
    """

    _LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "ip6-localhost", "ip6-loopback"}

    def __init__(self) -> None:
        self.blocked: List[Tuple[Any, Any]] = []
        self._saved: Dict[str, Any] = {}

    def _allowed(self, family: Any, address: Any) -> bool:
        if family == getattr(socket, "AF_UNIX", object()):
            return True
        host = address[0] if isinstance(address, tuple) and address else address
        if isinstance(host, bytes):
            host = host.decode(errors="replace")
        host = str(host)
        return host in self._LOOPBACK_NAMES or host.startswith("127.") or host == "::ffff:127.0.0.1"

    def __enter__(self) -> "NetworkGuard":
        guard = self
        orig_connect = socket.socket.connect
        orig_connect_ex = socket.socket.connect_ex
        orig_getaddrinfo = socket.getaddrinfo
        self._saved = {"connect": orig_connect, "connect_ex": orig_connect_ex,
                       "getaddrinfo": orig_getaddrinfo}

        def connect(sock, address):
            if not guard._allowed(sock.family, address):
                guard.blocked.append((sock.family, address))
                raise OSError(101, f"NetworkGuard: connection to {address!r} blocked")
            return orig_connect(sock, address)

        def connect_ex(sock, address):
            if not guard._allowed(sock.family, address):
                guard.blocked.append((sock.family, address))
                return 101
            return orig_connect_ex(sock, address)

        def getaddrinfo(host, *args, **kwargs):
            h = host.decode() if isinstance(host, bytes) else host
            if h is not None and not guard._allowed(socket.AF_INET, (h, 0)):
                guard.blocked.append(("dns", h))
                raise socket.gaierror(socket.EAI_NONAME, f"NetworkGuard: DNS lookup of {h!r} blocked")
            return orig_getaddrinfo(host, *args, **kwargs)

        socket.socket.connect = connect  # type: ignore[method-assign]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
        socket.getaddrinfo = getaddrinfo  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: Any) -> None:
        socket.socket.connect = self._saved["connect"]  # type: ignore[method-assign]
        socket.socket.connect_ex = self._saved["connect_ex"]  # type: ignore[method-assign]
        socket.getaddrinfo = self._saved["getaddrinfo"]  # type: ignore[assignment]


# ---------------------------------------------------------------------------
# HermesSession
# ---------------------------------------------------------------------------


class TurnResult(dict):
    """``AIAgent.run_conversation`` result dict plus convenience attributes."""

    @property
    def text(self) -> str:
        return self.get("final_response") or ""

    @property
    def messages(self) -> List[Dict[str, Any]]:
        return self.get("messages") or []


_ANSI_RE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class HermesSession:
    """One real ``run_agent.AIAgent`` conversation (CLI-like), in this process.

    Mirrors what the CLI does (cli.py HermesCLI.chat / hermes_cli/oneshot.py
    ``_run_agent``): runtime from ``resolve_runtime_provider()``, toolsets from
    ``_get_platform_tools(config, "cli")`` (plugin toolsets are enabled there by
    default), ``AIAgent(..., platform="cli", session_db=SessionDB(...))`` and per
    turn ``run_conversation(user_message, conversation_history=history,
    task_id=session_id)`` followed by ``history = result["messages"]``.
    """

    def __init__(
        self,
        home: HermesHome,
        *,
        server: Optional[ScriptedLLM] = None,
        toolsets: Optional[Sequence[str]] = None,
        platform: str = "cli",
        session_id: Optional[str] = None,
        model: Optional[str] = None,
        quiet: bool = True,
        activate: bool = True,
        agent_kwargs: Optional[Mapping[str, Any]] = None,
    ) -> None:
        self.home = home
        self.server = server
        self.platform = platform
        if activate:
            activate_home(home)
        from hermes_cli.config import load_config
        from hermes_cli.runtime_provider import resolve_runtime_provider
        from hermes_state import SessionDB
        from run_agent import AIAgent

        cfg = load_config()
        model_cfg = cfg.get("model") or {}
        self.model = model or (model_cfg.get("default") if isinstance(model_cfg, dict) else model_cfg) \
            or DEFAULT_MODEL
        self.runtime = resolve_runtime_provider(requested=None, target_model=self.model)
        if toolsets is None:
            from hermes_cli.tools_config import _get_platform_tools

            toolsets = sorted(_get_platform_tools(cfg, platform))
        self.toolsets = list(toolsets)
        self.session_db = SessionDB(db_path=Path(home.path) / "state.db")
        kwargs: Dict[str, Any] = dict(
            api_key=self.runtime.get("api_key"),
            base_url=self.runtime.get("base_url"),
            provider=self.runtime.get("provider"),
            api_mode=self.runtime.get("api_mode"),
            model=self.model,
            enabled_toolsets=self.toolsets,
            quiet_mode=True,
            platform=platform,
            session_db=self.session_db,
            credential_pool=self.runtime.get("credential_pool"),
        )
        if session_id:
            kwargs["session_id"] = session_id
        kwargs.update(agent_kwargs or {})
        self._agent_kwargs = kwargs
        self._quiet = quiet
        self.agent = AIAgent(**kwargs)
        if quiet:
            self._quiet_agent()
        self.history: List[Dict[str, Any]] = []
        self.results: List[TurnResult] = []
        self._cli = None
        self._closed = False

    # -- basic properties --------------------------------------------------------

    @property
    def session_id(self) -> str:
        return self.agent.session_id

    @property
    def tool_names(self) -> List[str]:
        return [t["function"]["name"] for t in (self.agent.tools or [])]

    def plugin_module(self, name: str):
        return plugin_module(name)

    def respawn_agent(self, **agent_kwargs: Any) -> None:
        """Replace the AIAgent by a fresh one on the SAME session id and history.

        This is what the messaging gateway does (a new ``AIAgent`` per incoming
        message, history reloaded from the session DB): the system prompt is then
        restored from ``state.db`` and ``on_session_start`` does not fire again.
        """
        from run_agent import AIAgent

        kwargs = dict(self._agent_kwargs, session_id=self.session_id)
        kwargs.update(agent_kwargs)
        old = self.agent
        self.agent = AIAgent(**kwargs)
        self._agent_kwargs = kwargs
        if self._quiet:
            self._quiet_agent()
        if self._cli is not None:
            self._cli.agent = self.agent
        try:
            old.close()
        except Exception:
            logger.debug("closing the old agent failed", exc_info=True)

    def _quiet_agent(self) -> None:
        self.agent.suppress_status_output = True
        self.agent.stream_delta_callback = None
        self.agent.tool_gen_callback = None

    # -- turns -----------------------------------------------------------------------

    def run_turn(self, user_message: Any, *, script: Optional[Sequence[Any]] = None,
                 **kwargs: Any) -> TurnResult:
        """One user turn (``AIAgent.run_conversation``) continuing this conversation.

        ``script``: responses to queue on ``self.server`` first.  Extra kwargs
        go to ``run_conversation`` (e.g. ``system_message``, ``stream_callback``).
        """
        if script is not None:
            self._require_server().script(list(script))
        kwargs.setdefault("task_id", self.session_id)
        result = self.agent.run_conversation(
            user_message, conversation_history=list(self.history), **kwargs)
        res = TurnResult(result or {})
        if res.get("messages") is not None:
            self.history = list(res["messages"])
        self.results.append(res)
        return res

    def warm_up(self, turns: Optional[int] = None, *, text: str = "filler turn {i}",
                reply: str = "filler reply {i}") -> None:
        """Run cheap scripted turns until the history is long enough to compact.

        Compaction needs more than ``protect_first_n + protect_last_n + 1``
        messages (3 + 20 + 1 with Hermes defaults).
        """
        server = self._require_server()
        if turns is None:
            need = self.min_messages_for_compaction() + 2
            turns = max(0, (need - len(self.history) + 1) // 2)
        for i in range(turns):
            server.script([reply.format(i=i)])
            self.run_turn(text.format(i=i))

    def min_messages_for_compaction(self) -> int:
        comp = self.agent.context_compressor
        first = int(getattr(comp, "protect_first_n", 3) or 0)
        last = int(getattr(comp, "protect_last_n", 20) or 0)
        return first + last + 1

    def force_midturn_compaction(
        self,
        tool_call: ToolCall,
        *,
        user_message: str = "please run the tool",
        final_text: str = "done after compaction",
        prompt_tokens: int = FORCE_COMPACTION_PROMPT_TOKENS,
        warm_up: bool = True,
    ) -> TurnResult:
        """Run a turn in which Hermes compacts MID-TURN, right after ``tool_call`` runs.

        The scripted model answers the turn's first request with ``tool_call``
        reporting ``usage.prompt_tokens = prompt_tokens``; Hermes executes the
        tool, sees the context is over its threshold, compacts (the summary is
        requested from the same server), then sends the next request, which is
        answered with ``final_text``.
        """
        server = self._require_server()
        if warm_up:
            self.warm_up()
        tc = ToolCall(tool_call.name, dict(tool_call.arguments), id=tool_call.id,
                      prompt_tokens=prompt_tokens)
        server.script([tc, final_text])
        return self.run_turn(user_message)

    def compress(self, focus_topic: Optional[str] = None, *, via_cli: bool = False) -> List[Dict[str, Any]]:
        """Forced compaction, as ``/compress`` does (cli.py HermesCLI._manual_compress).

        Default: the same call the CLI makes --
        ``agent._compress_context(history, None, approx_tokens=..., focus_topic=..., force=True)``.
        ``via_cli=True`` dispatches ``/compress [focus]`` through the real
        ``HermesCLI.process_command`` with this agent attached.
        """
        if via_cli:
            self.command("/compress" + (f" {focus_topic}" if focus_topic else ""))
            return self.history
        from agent.model_metadata import estimate_request_tokens_rough

        approx = estimate_request_tokens_rough(
            self.history,
            system_prompt=getattr(self.agent, "_cached_system_prompt", "") or "",
            tools=getattr(self.agent, "tools", None) or None,
        )
        compressed, _new_system_prompt = self.agent._compress_context(
            list(self.history), None, approx_tokens=approx, focus_topic=focus_topic, force=True)
        self.history = list(compressed)
        return self.history

    # -- slash commands ----------------------------------------------------------------

    def _get_cli(self):
        if self._cli is None:
            import cli as hermes_cli_module

            self._cli = hermes_cli_module.HermesCLI(
                model=self.model,
                toolsets=self.toolsets,
                provider=self.runtime.get("provider"),
                api_key=self.runtime.get("api_key"),
                base_url=self.runtime.get("base_url"),
            )
        return self._cli

    def command(self, command_line: str, *, via: str = "cli") -> str:
        """Dispatch a slash command and return what the user would see.

        ``via="cli"`` (default): ``cli.HermesCLI.process_command`` -- the
        interactive CLI's dispatcher (plugin commands: ``get_plugin_command_handler``
        + ``resolve_plugin_command_result`` + ``_cprint(str(result))``), with this
        session's agent / history / session id attached so built-ins such as
        ``/compress`` act on this conversation; stdout is captured.
        ``via="plugins"``: just the shared plugin-command primitives from
        hermes_cli/plugins.py (what the CLI, TUI and gateway all call); returns
        ``str(result)`` ("" for None).
        """
        line = command_line.strip()
        if not line.startswith("/"):
            line = "/" + line
        if via == "plugins":
            from hermes_cli.plugins import get_plugin_command_handler, resolve_plugin_command_result

            name, _, arg = line[1:].partition(" ")
            handler = get_plugin_command_handler(name.lower())
            if handler is None:
                raise KeyError(f"no plugin command /{name}")
            result = resolve_plugin_command_result(handler(arg.strip()))
            return "" if result is None else str(result)
        if via != "cli":
            raise ValueError("via must be 'cli' or 'plugins'")
        cli = self._get_cli()
        cli.agent = self.agent
        cli.conversation_history = self.history
        cli.session_id = self.session_id
        buf = io.StringIO()
        # _cprint goes through prompt_toolkit, whose AppSession caches its output
        # object on first use: give every dispatch a fresh session bound to buf.
        from prompt_toolkit.application import create_app_session

        with contextlib.redirect_stdout(buf), create_app_session():
            cli.process_command(line)
        # Built-ins like /compress replace the CLI's history (and maybe session id).
        self.history = list(cli.conversation_history or [])
        out = _ANSI_RE.sub("", buf.getvalue()).replace("\r\n", "\n")
        return out.strip()

    # -- lifecycle -----------------------------------------------------------------------

    def finalize(self, reason: str = "shutdown") -> None:
        """Fire ``on_session_finalize`` the way the CLI does at exit (cli.py _notify_session_finalize)."""
        import cli as hermes_cli_module

        hermes_cli_module._notify_session_finalize(
            session_id=self.session_id, platform=self.platform, reason=reason)

    def close(self, *, finalize: bool = False) -> None:
        if self._closed:
            return
        self._closed = True
        if finalize:
            try:
                self.finalize()
            except Exception:
                logger.debug("finalize failed", exc_info=True)
        try:
            self.agent.shutdown_memory_provider(list(self.history))
        except Exception:
            logger.debug("shutdown_memory_provider failed", exc_info=True)
        try:
            self.agent.close()
        except Exception:
            logger.debug("agent.close failed", exc_info=True)
        try:
            self.session_db.close()
        except Exception:
            pass

    def __enter__(self) -> "HermesSession":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _require_server(self) -> ScriptedLLM:
        if self.server is None:
            raise RuntimeError("this helper needs HermesSession(..., server=ScriptedLLM)")
        return self.server


# ---------------------------------------------------------------------------
# Subprocess isolation
# ---------------------------------------------------------------------------

_SUBPROCESS_MARKER = "@@HERMES_HARNESS_RESULT@@"
_BOOTSTRAP = r"""
import importlib, json, sys
sys.path[:0] = json.loads(sys.argv[1])
spec = json.loads(sys.stdin.read())
mod_name, _, fn_name = spec["target"].partition(":")
fn = getattr(importlib.import_module(mod_name), fn_name)
result = fn(*spec.get("args", []), **spec.get("kwargs", {}))
sys.stdout.flush()
sys.stdout.write("\n" + spec["marker"] + json.dumps(result, default=str) + "\n")
sys.stdout.flush()
"""


def run_in_subprocess(
    target: str,
    *args: Any,
    kwargs: Optional[Mapping[str, Any]] = None,
    timeout: float = 120,
    env: Optional[Mapping[str, str]] = None,
    python: Optional[str] = None,
    extra_sys_path: Sequence[Union[str, Path]] = (),
) -> Any:
    """Run ``"package.module:function"`` in a fresh interpreter; return its JSON-able result.

    Use this when scenarios need different HERMES_HOMEs / plugin sets with full
    isolation (plugin discovery, import-time home constants).  The repo root
    (parent of ``hermes_harness/``) is put on ``sys.path``.  Args/result must be JSON-able.
    Raises ``RuntimeError`` with the child's output on failure.
    """
    repo_root = Path(__file__).resolve().parent.parent
    paths = [str(repo_root)] + [str(p) for p in extra_sys_path]
    child_env = dict(os.environ)
    for var in _PROVIDER_ENV_VARS:
        child_env.pop(var, None)
    child_env.update(env or {})
    spec = {"target": target, "args": list(args), "kwargs": dict(kwargs or {}),
            "marker": _SUBPROCESS_MARKER}
    proc = subprocess.run(
        [python or sys.executable, "-c", _BOOTSTRAP, json.dumps(paths)],
        input=json.dumps(spec), capture_output=True, text=True, timeout=timeout,
        env=child_env, cwd=str(repo_root),
    )
    out = proc.stdout or ""
    idx = out.rfind(_SUBPROCESS_MARKER)
    if proc.returncode != 0 or idx < 0:
        raise RuntimeError(
            f"subprocess {target} failed (rc={proc.returncode})\n--- stdout ---\n{out[-4000:]}"
            f"\n--- stderr ---\n{(proc.stderr or '')[-4000:]}")
    return json.loads(out[idx + len(_SUBPROCESS_MARKER):].strip().splitlines()[0])
