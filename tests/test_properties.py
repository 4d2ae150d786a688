"""Property-based fuzzing (hypothesis, issue 16): audit(), the compaction scanner, every CLI command's
arguments, every MCP tool's arguments, hook payloads and snapshot import. No exception escapes, and
nothing stored is lost: a command, tool call or import that fails leaves every pin as it was.

Budget: the ``memlock-ci`` profile (derandomized under CI=1, so a red run reproduces) keeps this
module well under a minute; ``HYPOTHESIS_PROFILE=memlock-deep`` explores 20x more.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from conftest import SUMMARY_END, SUMMARY_PREFIX, chat, merged_text, summary_message, summary_text

from tests.require import require_module

hypothesis = require_module("hypothesis", "hypothesis (the [test] extra)")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.detection.audit import audit  # noqa: E402
from memlock_core.detection.compaction import (  # noqa: E402
    HERMES_SUMMARY_PREFIX,
    MERGED_DELIMITER,
    MERGED_PRIOR_HEADER,
    CompactionScanner,
    find_summaries,
)
from memlock_core.detection.messages import DATA_ROLES, HistoryError  # noqa: E402
from memlock_core.errors import MemlockError  # noqa: E402

settings.register_profile("memlock-ci", max_examples=60, deadline=None, derandomize=bool(os.environ.get("CI")),
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                                 HealthCheck.data_too_large])
settings.register_profile("memlock-deep", parent=settings.get_profile("memlock-ci"), max_examples=1200,
                          derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "memlock-ci"))

# ── strategies ──────────────────────────────────────────────────────────────────────────────────
MARKERS = [HERMES_SUMMARY_PREFIX, SUMMARY_PREFIX, SUMMARY_END, "--- END OF CONTEXT SUMMARY", "[CONTEXT SUMMARY]:",
           MERGED_PRIOR_HEADER, MERGED_DELIMITER, "[memlock] Standing instructions — still in force:"]
words = st.sampled_from(["bullet", "points", "answer", "metric", "units", "never", "prod", "always", "English",
                         "é", "日本語", "\u200b", "\x00", "", " ", "\n"])
texts = st.one_of(
    st.text(max_size=60),
    st.lists(st.one_of(words, st.sampled_from(MARKERS)), max_size=12).map(" ".join),
    st.builds(lambda a, m, b: f"{a}{m}{b}", st.text(max_size=20), st.sampled_from(MARKERS), st.text(max_size=20)),
    st.builds(summary_text, st.text(max_size=40)),
    st.builds(merged_text, st.text(max_size=20), st.text(max_size=40)),
)
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=10))
parts = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["text", "input_text"]), "text": texts}),
    st.fixed_dictionaries({"type": st.just("tool_result"), "content": st.one_of(texts, st.lists(
        st.fixed_dictionaries({"type": st.just("text"), "text": texts}), max_size=2))}),
    st.fixed_dictionaries({"type": st.sampled_from(["image_url", "tool_use", "weird"]), "text": texts}),
    texts, json_scalars,
)
contents = st.one_of(texts, st.none(), st.lists(parts, max_size=4), json_scalars,
                     st.dictionaries(st.text(max_size=5), json_scalars, max_size=3))
roles = st.one_of(st.sampled_from(["user", "assistant", "system", "tool", "function", "developer", "ipython"]),
                  json_scalars)
messages_st = st.lists(st.one_of(
    st.builds(lambda r, c, f, a: {"role": r, "content": c, **({"_compressed_summary": f} if f is not None else {}),
                                  **({"api_content": a} if a is not None else {})},
              roles, contents, st.one_of(st.none(), st.booleans(), json_scalars), st.one_of(st.none(), texts)),
    json_scalars, st.lists(json_scalars, max_size=2)), max_size=25)
anchor_st = st.builds(
    lambda i, t, probes, prio: Anchor(id=f"a{i}", text=t or "x", reminder=(t or "x")[:50], probes=probes,
                                      priority=prio),
    st.integers(0, 5), st.text(min_size=1, max_size=80), st.lists(st.text(max_size=12), max_size=4),
    st.integers(1, 100))


# ── audit() and the compaction scanner ─────────────────────────────────────────────────────────
@given(anchors=st.lists(anchor_st, max_size=4, unique_by=lambda a: a.id), messages=messages_st)
def test_audit_never_raises_and_reports_every_anchor(anchors, messages):
    report = audit(anchors, messages)
    assert sorted(v.anchor_id for v in report.verdicts) == sorted(a.id for a in anchors)
    assert report.integrity is None or 0 <= report.integrity <= 100


@given(history=st.one_of(st.text(), st.binary(), st.dictionaries(st.text(), st.text()), st.integers()))
def test_audit_rejects_a_non_list_with_history_error_only(history):
    with pytest.raises(HistoryError):  # raised, and nothing else is
        audit([Anchor(id="a", text="Answer in bullet points.", reminder="b")], history)


@given(messages=messages_st)
def test_summaries_only_by_shape_and_never_in_tool_output(messages):
    for span in find_summaries(messages):
        message = messages[span.index]
        assert isinstance(message, dict) and message.get("role") not in DATA_ROLES
        assert 0 <= span.start <= span.end


@given(st.lists(st.tuples(st.sampled_from(["append", "grow", "compact", "quote", "merge"]), messages_st),
                min_size=1, max_size=8))
def test_incremental_scanner_agrees_with_a_full_scan(edits):
    scanner = CompactionScanner()
    history: list[Any] = [{"role": "system", "content": "sys"}, *chat(2)]
    for kind, extra in edits:
        if kind == "append":
            history = history + extra
        elif kind == "grow" and isinstance(history[-1], dict):
            last = dict(history[-1])
            last["content"] = f"{last.get('content')}\n\nextra"
            history = [*history[:-1], last]
        elif kind == "compact":
            history = [summary_message(f"recap {len(history)}"), *history[-3:], *extra]
        elif kind == "quote":
            history = history + [{"role": "tool", "content": summary_text("quoted")},
                                 {"role": "user", "content": f"what is {HERMES_SUMMARY_PREFIX}?"}]
        else:
            history = [*history[:2], {"role": "user", "content": merged_text("old", "recap"),
                                      "_compressed_summary": True}, *extra]
        assert scanner.scan(history) == find_summaries(history)


# ── the CLI ─────────────────────────────────────────────────────────────────────────────────────
def _commands() -> list[list[str]]:
    from test_cli import all_commands

    return [c.split() if isinstance(c, str) else list(c) for c in all_commands()]


tokens = st.one_of(st.sampled_from(["--json", "--scope", "global", "project", "session", "--session", "s1", "--yes",
                                    "--priority", "0", "101", "50", "--probes", "--text", "--reminder", "--version",
                                    "-1", "--days", "3", "--dry-run", "--force", "--limit", "--help", "pin_x",
                                    "current", "../../etc/passwd", "\x00", "", "-", "--", "--home", "--config"]),
                   st.text(max_size=12))


@pytest.fixture(scope="module")
def cli_home():
    tmp = Path(tempfile.mkdtemp(prefix="memlock-fuzz-cli-"))
    yield tmp
    shutil.rmtree(tmp, ignore_errors=True)


def _store_view(home: Path) -> tuple:
    from memlock_core.pinstore.file_backend import FilePinStore

    store = FilePinStore(home)
    load = store.load()
    return tuple(sorted((p.id, p.version, p.text) for p in load.pins)), len(store.history())


# commands that change or remove stored pins when they succeed: a success may change the view
CHANGING = {"pin", "unpin", "update", "rollback", "rebaseline", "snapshot", "quarantine", "signing", "prune"}


@given(data=st.data())
def test_cli_argument_fuzz(cli_home, monkeypatch, data):
    from memlock_adapters.cli import main
    from tests.memlock_env import isolate_home

    isolate_home(cli_home, monkeypatch)
    monkeypatch.chdir(cli_home)
    if not (cli_home / "home" / "pins").exists():
        with contextlib.redirect_stdout(io.StringIO()):
            assert main(["pin", "--scope", "global", "Keep this one."]) == 0
    command = data.draw(st.sampled_from(_commands()))
    argv = command + data.draw(st.lists(tokens, max_size=5))
    argv = [a for a in argv if a not in ("--home", "--config")]  # never point the fuzzer at real files
    before = _store_view(cli_home / "home")
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    except SystemExit as exc:  # argparse: --help (0) or a usage error (2)
        code = exc.code
    assert code in (0, 1, 2, 3), (argv, code)
    assert "Traceback" not in err.getvalue()
    if code != 0 or argv[0] not in CHANGING:
        assert _store_view(cli_home / "home") == before, argv  # a failed or read-only command changes nothing


# ── MCP tool arguments ──────────────────────────────────────────────────────────────────────────
@pytest.fixture(scope="module")
def mcp_tools():
    from mcp_server.tools import MemlockTools
    from memlock_core import Engine, load_config

    tmp = Path(tempfile.mkdtemp(prefix="memlock-fuzz-mcp-"))
    engine = Engine(load_config(), home=tmp)
    tools = MemlockTools(engine, cwd=tmp)
    assert tools.call("memlock_pin", {"session_id": "s1", "text": "Always answer in English."}).ok
    yield tools, engine
    shutil.rmtree(tmp, ignore_errors=True)


def _args_for(names: list[str]) -> st.SearchStrategy:
    values = st.one_of(json_scalars, texts, st.lists(st.one_of(json_scalars, texts), max_size=3),
                       st.dictionaries(st.text(max_size=5), json_scalars, max_size=2), messages_st,
                       st.sampled_from(["s1", "current", "", "x" * 600, "pin_1", "rollback", "update"]))
    keys = st.sampled_from(names + ["session_id", "bogus", "text", "messages"])
    return st.one_of(st.dictionaries(keys, values, max_size=6), json_scalars, st.lists(json_scalars, max_size=2))


@given(data=st.data())
def test_mcp_tool_argument_fuzz(mcp_tools, data):
    from mcp_server.schemas import TOOLS

    tools, engine = mcp_tools
    spec = data.draw(st.sampled_from(TOOLS))
    args = data.draw(_args_for(sorted(spec.properties)))
    before = sorted((a.id, a.version, a.text) for a in engine.state("s1").anchors.values())
    result = tools.call(spec.name, args)
    assert isinstance(result.ok, bool) and isinstance(result.text, str)
    if not result.ok:
        after = sorted((a.id, a.version, a.text) for a in engine.state("s1").anchors.values())
        assert after == before  # a refused call changes nothing


# ── hook payloads ───────────────────────────────────────────────────────────────────────────────
payload_st = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda d: json.dumps(d).encode(), st.dictionaries(
        st.sampled_from(["hook_event_name", "session_id", "transcript_path", "cwd", "prompt", "source", "trigger",
                         "custom_instructions", "compact_summary", "stop_hook_active", "x"]),
        st.one_of(json_scalars, st.sampled_from(["UserPromptSubmit", "SessionStart", "PreCompact", "PostCompact",
                                                 "Stop", "startup", "resume", "compact", "clear", "/dev/zero",
                                                 "/nonexistent/t.jsonl", "s1"]),
                  st.lists(json_scalars, max_size=2)), max_size=8)),
)


@given(raw=payload_st)
def test_hook_payload_fuzz(tmp_path_factory, raw):
    from memlock_adapters.claude_code.hooks import run_hook
    from memlock_adapters.claude_code.payload import HookPayload, PayloadError
    from memlock_core import load_config

    home = tmp_path_factory.mktemp("hook")
    try:
        payload = HookPayload.from_bytes(raw)
    except PayloadError:
        return
    result = run_hook(payload, load_config(), home=home)  # raises only on programming errors
    assert result.output is None or isinstance(result.output, dict)


# ── snapshot import ─────────────────────────────────────────────────────────────────────────────
@pytest.fixture(scope="module")
def snapshot_bytes():
    from pin_store_backends import anchor

    from memlock_core.pinstore.file_backend import FilePinStore
    from memlock_core.pinstore.snapshot import build_archive

    tmp = Path(tempfile.mkdtemp(prefix="memlock-fuzz-snap-"))
    store = FilePinStore(tmp)
    for name in ("a", "b"):
        store.put(anchor(name), "user")
    data, _ = build_archive(store)
    yield data
    shutil.rmtree(tmp, ignore_errors=True)


@given(data=st.data())
def test_snapshot_import_fuzz(snapshot_bytes, tmp_path_factory, data):
    import gzip

    from pin_store_backends import anchor

    from memlock_core.pinstore.file_backend import FilePinStore
    from memlock_core.pinstore.snapshot import import_snapshot

    raw = bytearray(gzip.decompress(snapshot_bytes))
    for _ in range(data.draw(st.integers(1, 6))):
        pos = data.draw(st.integers(0, len(raw) - 1))
        raw[pos] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(len(raw) // 2, len(raw)))
    archive = bytes(raw[:cut])
    if data.draw(st.booleans()):
        archive = gzip.compress(archive)
    home = tmp_path_factory.mktemp("snap")
    live = FilePinStore(home / "live")
    live.put(anchor("live"), "user")
    before = _store_view(home / "live")
    path = home / "fuzzed.tar.gz"
    path.write_bytes(archive)
    try:
        import_snapshot(FilePinStore(home / "live"), path, allow_other_store=True, backup_dir=home / "backups")
    except (MemlockError, ValueError):  # SnapshotError is a ValueError: rejected
        assert _store_view(home / "live") == before
        assert not (home / "backups").exists() or not list((home / "backups").iterdir())
    assert FilePinStore(home / "live").verify().ok
