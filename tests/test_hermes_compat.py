"""The Hermes internals memlock relies on (memlock_adapters/hermes_compat.py), checked against the
INSTALLED hermes-agent: each test fails when Hermes renames, removes or changes one of them, so an
upgrade cannot break the background-review guard or `/guard`'s caller lookup silently. Also: the
plugin module itself touches no Hermes internals, and a failed optional import is not retried.
"""
from __future__ import annotations

import ast
import importlib.util
import inspect
import re
import sys
import threading
from pathlib import Path

from memlock_adapters import hermes_compat, hermes_plugin
from tests.require import require_module

ADAPTERS = Path(hermes_plugin.__file__).parent
HERMES = "hermes-agent (the [hermes] extra)"
hermes_plugins = require_module("hermes_cli.plugins", HERMES)


def _function(module: str, qualname: str) -> ast.FunctionDef:
    """A function of an installed Hermes module, parsed (not imported: importing run_agent runs
    Hermes's plugin discovery)."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin, f"hermes-agent has no module {module}"
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    *outer, name = qualname.split(".")
    scope: ast.AST = tree
    for part in outer:
        scope = next(n for n in ast.walk(scope) if isinstance(n, ast.ClassDef) and n.name == part)
    found = [n for n in ast.walk(scope) if isinstance(n, ast.FunctionDef) and n.name == name]
    assert found, f"{module}.{qualname} is gone from hermes-agent: update memlock_adapters/hermes_compat.py"
    return found[0]


def test_the_tool_whitelist_of_a_review_thread_is_seen_on_that_thread_only():
    assert isinstance(hermes_plugins._thread_tool_whitelist, threading.local)
    assert not hermes_compat.in_background_review()
    hermes_plugins.set_thread_tool_whitelist({"memory"})
    try:
        assert hermes_compat.in_background_review()
        other: list[bool] = []
        worker = threading.Thread(target=lambda: other.append(hermes_compat.in_background_review()))
        worker.start()
        worker.join()
        assert other == [False]  # another chat's turn running meanwhile is not a review
    finally:
        hermes_plugins.clear_thread_tool_whitelist()
    assert not hermes_compat.in_background_review()


def test_the_review_runs_on_the_bg_review_thread_with_its_tools_restricted():
    spawn = _function("run_agent", "AIAgent._spawn_background_review")
    names = [kw.value.value for node in ast.walk(spawn) if isinstance(node, ast.Call) for kw in node.keywords
             if kw.arg == "name" and isinstance(kw.value, ast.Constant)]
    assert names == [hermes_compat.REVIEW_THREAD], names
    run = _function("agent.background_review", "_run_review_in_thread")
    calls = [n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", "") for n in ast.walk(run)
             if isinstance(n, ast.Call)]
    assert "set_thread_tool_whitelist" in calls and "run_conversation" in calls
    assert calls.index("set_thread_tool_whitelist") < calls.index("run_conversation")


def test_a_thread_named_bg_review_is_a_review():
    seen: list[bool] = []
    worker = threading.Thread(target=lambda: seen.append(hermes_plugin._auxiliary_agent()), name="bg-review")
    worker.start()
    worker.join()
    assert seen == [True] and not hermes_plugin._auxiliary_agent()


def test_the_gateway_session_key_finds_the_chats_session(tmp_path):
    run, session, config = (require_module(f"gateway.{name}", HERMES) for name in ("run", "session", "config"))
    method = run.GatewayRunner._session_key_for_source
    assert list(inspect.signature(method).parameters) == ["self", "source"]
    store = session.SessionStore(sessions_dir=tmp_path / "gw", config=config.GatewayConfig())
    runner = object.__new__(run.GatewayRunner)  # as the gateway calls it: a runner with its session store
    runner.session_store = store
    runner.config = config.GatewayConfig()
    source = session.SessionSource(platform=config.Platform.TELEGRAM, chat_id="c1", chat_type="dm", user_id="u1")
    sid = store.get_or_create_session(source).session_id
    key = hermes_compat.gateway_session_key(runner, source)
    assert store.peek_session_id(key) == sid


def test_the_plugin_module_reads_no_hermes_internals():
    text = (ADAPTERS / "hermes_plugin.py").read_text(encoding="utf-8")
    assert not re.findall(r"f_locals|sys\._getframe|\._[a-z]", text)


def test_every_private_name_the_shim_touches_is_listed_at_its_top():
    source = (ADAPTERS / "hermes_compat.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    touched = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr.startswith("_")}
    touched |= {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                and re.fullmatch(r"_[a-z_]+", n.value)}
    header = ast.get_docstring(tree) or ""
    assert touched == {"_thread_tool_whitelist", "_session_key_for_source"}
    for name in touched:
        assert name in header and any(name in listed for listed in hermes_compat.PRIVATE_NAMES), name


def test_a_failed_optional_import_is_not_retried(monkeypatch):
    looked: list[str] = []

    class Counter:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if name == "memlock_test_absent_hermes_module":
                looked.append(name)
            return None

    monkeypatch.setattr(sys, "meta_path", [Counter(), *sys.meta_path])
    for _ in range(3):
        assert hermes_plugin._hermes_module("memlock_test_absent_hermes_module") is None
    assert looked == ["memlock_test_absent_hermes_module"]
