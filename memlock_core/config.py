"""Configuration: every key, its default, its check and its meaning in one table.

Hosts merge a user's ``memlock:`` section over these defaults with :func:`load_config`. A bad value
or an unknown key is reported as a warning and replaced by the default: a typo in config must never
crash the host's turn. ``docs/CONFIGURATION.md`` is checked against this table by the tests.
"""
from __future__ import annotations

import copy
import difflib
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from memlock_core.anchor import Anchor, clamp_priority, default_reminder
from memlock_core.compliance.check import CheckError, PinCheck
from memlock_core.detection.probes import ProbeError, derive_probes, flatten, validate_probes
from memlock_core.errors import UsageError


class ConfigError(UsageError):
    pass


def _choice(*options: str) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if not isinstance(value, str) or value.strip().lower() not in options:
            raise ConfigError(f"must be one of {', '.join(options)}")
        return value.strip().lower()
    return check


def _number(lo: float, hi: float, kind: type = float) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ConfigError(f"must be a number between {lo} and {hi}")  # YAML's .nan / .inf included
        if kind is int and float(value) != int(value):
            raise ConfigError("must be a whole number")
        if not lo <= value <= hi:
            raise ConfigError(f"must be between {lo} and {hi}")
        return kind(value)
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ConfigError("must be true or false")
    return value


def _string(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ConfigError("must be a string")
    return value


def _argv(value: Any) -> list[str]:
    if value in (None, ""):
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) and v for v in value):
        return list(value)
    raise ConfigError("must be a path or a list of strings (an argv list; it is never run by a shell)")


def _schema(value: Any) -> str:
    if not isinstance(value, str) or not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", value):
        raise ConfigError("must be a lower-case SQL identifier (letters, digits, _; at most 63 characters)")
    return value


def _markers(value: Any) -> list[str]:
    if value in (None, ""):
        return []
    if isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value):
        return list(value)
    raise ConfigError("must be a list of non-empty strings")


def _mapping(value: Any) -> dict[str, Any]:
    if value in (None, ""):
        return {}
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise ConfigError("must be a mapping of names to values")
    return dict(value)


def _anchors(value: Any) -> list[dict[str, Any]]:
    if value in (None, ""):
        return []
    if not isinstance(value, list):
        raise ConfigError("must be a list of {id, text, priority, probes, reminder, check} entries")
    return value


@dataclass(frozen=True)
class Key:
    name: str
    default: Any
    check: Callable[[Any], Any]
    doc: str


KEYS: tuple[Key, ...] = (
    Key("enabled", True, _bool, "Master switch. false: memlock observes nothing and injects nothing."),
    Key("detection", "keyword", _choice("auto", "keyword", "semantic", "hybrid"),
        "How the audit decides an anchor is still in force: keyword probes, sentence embeddings, or both. auto: "
        "semantic when the semantic extra is installed, keyword otherwise (the model loads in the background at "
        "session start). keyword is the default: on held-out drift sets semantic was within 0.01 F1 of it "
        "(docs/BENCHMARKS.md, issue 22), not worth a ~500 MB model and seconds of start-up."),
    Key("drift_threshold", 1.0, _number(0.0, 1.0),
        "Keyword mode: an anchor is alive when at least this fraction of its probes is found in ONE sentence that "
        "states a rule with authority (system prompt, user after the latest summary, memlock's reminder). 1.0 "
        "(every probe) was chosen on the dev part of bench/corpus: a different rule on the same topic shares most "
        "probes but not all, and a missed casualty costs more than an extra reminder."),
    Key("sim_threshold", 0.50, _number(0.0, 1.0),
        "Semantic/hybrid: an anchor is alive when a sentence stating a rule with authority (system prompt, user "
        "after the latest summary, memlock's reminder) reaches this cosine similarity and is the same rule; "
        "0.50 was chosen on the dev part of bench/corpus."),
    Key("embedding_model", "all-MiniLM-L6-v2", _string,
        "Sentence-transformers model name or local path for semantic/hybrid detection (loaded offline)."),
    Key("max_units", 2000, _number(10, 100000, int),
        "Semantic mode: at most this many sentence units (most recent first) are scored per audit."),
    Key("judge", False, _bool,
        "Opt-in, Hermes only: after a compaction, ask the host's auxiliary model (task memlock_judge) one yes/no "
        "question per pin kept alive only on weak evidence (a paraphrase, a similarity, its probes without its own "
        "words). Only a confident no re-injects the pin; a failure, a timeout or an unclear answer changes nothing. "
        "Its quality depends on your model and was not measured here."),
    Key("judge_timeout_s", 8.0, _number(0.5, 120), "judge: seconds one question to the model may take."),
    Key("judge_max_calls", 4, _number(1, 64, int),
        "judge: at most this many questions per audit (answers are cached by content; cached ones are free)."),
    Key("judge_budget_s", 15.0, _number(0.5, 300),
        "judge: seconds all of an audit's questions may take together; the turn then goes on without the rest."),
    Key("inject", "on-drift", _choice("on-drift", "always"),
        "on-drift: re-inject only casualties after an audit; always: every turn carries all anchors."),
    Key("max_slots", 8, _number(1, 64, int), "At most this many instructions in one reminder block."),
    Key("max_reminder_chars", 600, _number(80, 9000, int),
        "Character budget of the reminder block as emitted, marker and overflow line included."),
    Key("max_pins", 16, _number(1, 256, int), "Maximum pins per session (seeded global/project pins included)."),
    Key("hard_reinject_turns", 40, _number(0, 100000, int),
        "Safety net: audit and re-assert all anchors after this many turns without a reinjection; 0 disables."),
    Key("alert_floor", 70, _number(0, 100, int), "Alert when the integrity score falls below this percentage."),
    Key("alert_cooldown_s", 1800, _number(0, 10**7, int), "Minimum seconds between two alerts for one session."),
    Key("alert_script", [], _argv,
        "Optional program run on an alert, as an argv list (never through a shell); the message is appended as the last argument."),
    Key("alert_timeout_s", 10, _number(1, 600, int), "An alert script still running after this many seconds is killed."),
    Key("drift_log_size", 50, _number(1, 10000, int), "Drift events kept per session."),
    Key("summary_markers", [], _markers,
        "Extra strings that mark a compaction summary (in addition to Hermes's own prefixes)."),
    Key("anchors", [], _anchors,
        "Static anchors: a list of {id, text, priority (1-100), probes (list), reminder, check (docs/COMPLIANCE.md)}."),
    Key("home", "", _string, "Directory for memlock's files; default $MEMLOCK_HOME, else $HERMES_HOME/memlock, else ~/.hermes/memlock."),
    Key("persistence_backend", "file", _choice("file", "sqlite", "postgres"),
        "Where durable (global/project) pins live."),
    Key("postgres_dsn", "", _string, "PostgreSQL connection string for persistence_backend: postgres (or set MEMLOCK_PG_DSN)."),
    Key("postgres_schema", "memlock", _schema,
        "PostgreSQL schema holding the pin tables; gateways that share pins use the same one (a fleet per schema)."),
    Key("durable_offline_max_s", 86400, _number(0, 30 * 86400, int),
        "While the pin store cannot be reached (database stopped, frozen or cut off), sessions keep injecting the "
        "durable pins this process last verified, for at most this many seconds after that verification; 0: never "
        "(docs/STORE.md, \"When the database goes away\")."),
    Key("hmac_key_file", "", _string,
        "Optional path to a 0600 key file; pins are then trusted only under a valid HMAC (MEMLOCK_HMAC_KEY also works)."),
    Key("model_durable_pins", "grounded", _choice("grounded", "pending", "refuse"),
        "Global/project pins the model makes: grounded = admitted (approved_auto_safe) only when the user's own "
        "message this turn states the rule, else pending until a person approves; pending = always wait for a "
        "person; refuse = refused (durable pins come from the user only)."),
    Key("require_manual_for_durable", False, _bool,
        "true: only approved_manual global/project pins are injected; model-made durable pins always wait for "
        "`memlock approve` / `/guard approve`, and approved_auto_safe ones stop being injected until approved."),
    Key("mcp_user_approvals", False, _bool,
        "true: the MCP tool memlock_approve may record approvals as a person's (approved_manual); an MCP tool "
        "argument cannot prove a human, so enable it only for a client whose approvals only the user can make "
        "(also: memlock-mcp --allow-user-approvals)."),
    # ── reverse audit: preferences kept in a memory store (memlock_core/preferences) ──
    Key("reverse_audit", True, _bool,
        "After a compaction, also check the preferences a memory store holds and re-inject the material ones "
        "that fell out of context (labelled as remembered preferences, not pins)."),
    Key("preference_adapter", "auto", _choice("auto", "none", "hermes", "holographic", "severian", "mnemosyne", "mcp"),
        "Where preferences come from. auto: inside Hermes, its USER.md when $HERMES_HOME/memories/USER.md exists; in "
        "other hosts none (name a provider to use one there)."),
    Key("adapter_dsn", "", _string,
        "severian: PostgreSQL connection string (default $SEVERIAN_DSN). Prefer the environment variable for a "
        "DSN with a password."),
    Key("adapter_db_path", "", _string,
        "SQLite file for holographic (default $HERMES_HOME/memory_store.db) or mnemosyne (default "
        "$MNEMOSYNE_DB_PATH, $MNEMOSYNE_DATA_DIR/mnemosyne.db, $HERMES_HOME/mnemosyne/data/mnemosyne.db)."),
    Key("adapter_files", ["USER.md"], _markers,
        "hermes: which files of $HERMES_HOME/memories to read (USER.md; add MEMORY.md to audit the agent's notes too)."),
    Key("reverse_preference_query", "applicable user preferences", _string,
        "The query passed to a provider that searches (mcp; severian and mnemosyne rank rows matching it first)."),
    Key("reverse_limit", 50, _number(1, 1000, int), "At most this many preferences are read per audit."),
    Key("reverse_material", "worded", _choice("worded", "tagged", "all"),
        "Which untagged preferences may be re-injected: worded (those phrased as a standing wish: prefers, always, "
        "never, an imperative), tagged (only rows marked material/standing), all."),
    Key("adapter_timeout_s", 5.0, _number(0.5, 120),
        "Seconds a provider may take (database connect, MCP start-up and call) before the audit gives up for this turn."),
    Key("mcp_command", [], _argv,
        "mcp provider over stdio: the server command as an argv list, e.g. [npx, -y, @modelcontextprotocol/server-memory]."),
    Key("mcp_url", "", _string, "mcp provider over streamable HTTP: the server URL (used when mcp_command is empty)."),
    Key("mcp_tool", "search_nodes", _string,
        "mcp provider: the search tool to call; it gets {query: reverse_preference_query} plus any mcp_arguments."),
    Key("mcp_arguments", {}, _mapping, "mcp provider: extra arguments for the search tool, e.g. {limit: 20}."),
    Key("compliance", True, _bool,
        "Evaluate pins' checks on every reply and tool call (verdicts, corrections, tool blocks); false: checks are kept but not run."),
    Key("compliance_window", 20, _number(1, 1000, int),
        "The compliance rate per pin covers its last this-many checked replies or tool calls."),
    Key("compliance_alert_priority", 80, _number(1, 100, int),
        "A broken pin with at least this priority fires an alert (log line and alert_script), at most once per alert_cooldown_s."),
    Key("claude_stop_retries", 0, _number(0, 3, int),
        "Claude Code: when a reply breaks a checked pin, the Stop hook asks for a fix in the same turn, at most this many times "
        "per prompt; 0 (default) leaves the correction for the next prompt."),
    Key("live_sessions_max", 1000, _number(1, 10**6, int),
        "Sessions kept in memory per process (least recently used beyond this are flushed to disk and dropped)."),
    Key("live_session_idle_s", 1800, _number(1, 10**7, int),
        "A session idle this long is flushed to disk and dropped from memory (its state stays on disk)."),
    Key("state_flush_s", 30, _number(0, 86400, int),
        "Quiet turns (no compaction, no pin change) update only counters; a background thread writes them at most "
        "this often per session, never during a turn (and at eviction and exit); 0 writes them at the end of every turn."),
)
DEPRECATED = {"allow_model_global_pins": ("model_durable_pins", {True: "grounded", False: "refuse"})}
KEY_BY_NAME = {k.name: k for k in KEYS}


@dataclass
class Config:
    """Every key of :data:`KEYS` as a typed attribute (defaults from the table), plus what loading found.

    Why both a table and fields: the table carries each key's check and documentation (and
    docs/CONFIGURATION.md is tested against it); the fields let the type checker see every use.
    ``tests/test_core_config.py`` proves the two list the same keys with the same defaults.
    """

    enabled: bool = True
    detection: str = "keyword"
    drift_threshold: float = 1.0
    sim_threshold: float = 0.50
    embedding_model: str = "all-MiniLM-L6-v2"
    max_units: int = 2000
    judge: bool = False
    judge_timeout_s: float = 8.0
    judge_max_calls: int = 4
    judge_budget_s: float = 15.0
    inject: str = "on-drift"
    max_slots: int = 8
    max_reminder_chars: int = 600
    max_pins: int = 16
    hard_reinject_turns: int = 40
    alert_floor: int = 70
    alert_cooldown_s: int = 1800
    alert_script: list[str] = field(default_factory=list)
    alert_timeout_s: int = 10
    drift_log_size: int = 50
    summary_markers: list[str] = field(default_factory=list)
    anchors: list[dict[str, Any]] = field(default_factory=list)
    home: str = ""
    persistence_backend: str = "file"
    postgres_dsn: str = ""
    postgres_schema: str = "memlock"
    durable_offline_max_s: int = 86400
    hmac_key_file: str = ""
    model_durable_pins: str = "grounded"
    require_manual_for_durable: bool = False
    mcp_user_approvals: bool = False
    reverse_audit: bool = True
    preference_adapter: str = "auto"
    adapter_dsn: str = ""
    adapter_db_path: str = ""
    adapter_files: list[str] = field(default_factory=lambda: ["USER.md"])
    reverse_preference_query: str = "applicable user preferences"
    reverse_limit: int = 50
    reverse_material: str = "worded"
    adapter_timeout_s: float = 5.0
    mcp_command: list[str] = field(default_factory=list)
    mcp_url: str = ""
    mcp_tool: str = "search_nodes"
    mcp_arguments: dict[str, Any] = field(default_factory=dict)
    compliance: bool = True
    compliance_window: int = 20
    compliance_alert_priority: int = 80
    claude_stop_retries: int = 0
    live_sessions_max: int = 1000
    live_session_idle_s: int = 1800
    state_flush_s: int = 30
    # what loading found, not keys
    warnings: list[str] = field(default_factory=list)
    static_anchors: list[Anchor] = field(default_factory=list)
    source: str = ""  # the user config file that was read (for messages), "" when none

    @property
    def values(self) -> dict[str, Any]:
        """The key values as a plain mapping (for display, comparison and JSON)."""
        return {k.name: getattr(self, k.name) for k in KEYS}


NOT_KEYS = frozenset({"warnings", "static_anchors", "source"})


def validate_static_anchors(entries: list[Any], warnings: list[str]) -> list[Anchor]:
    """Turn config anchor entries into Anchors; each bad entry is skipped with a warning."""
    anchors: list[Anchor] = []
    seen: set[str] = set()
    for n, entry in enumerate(entries):
        where = f"anchors[{n}]"
        if not isinstance(entry, dict):
            warnings.append(f"{where}: must be a mapping with id and text; skipped")
            continue
        anchor_id, text = entry.get("id"), entry.get("text")
        if not isinstance(anchor_id, str) or not anchor_id.strip():
            warnings.append(f"{where}: missing id; skipped")
            continue
        if not isinstance(text, str) or not flatten(text):
            warnings.append(f"{where} ({anchor_id}): missing text; skipped")
            continue
        anchor_id = anchor_id.strip()
        if anchor_id in seen:
            warnings.append(f"{where}: duplicate id {anchor_id!r}; skipped")
            continue
        try:
            probes = validate_probes(entry.get("probes"))
        except ProbeError as exc:
            warnings.append(f"{where} ({anchor_id}): {exc}; probes derived from the text instead")
            probes = None
        raw_priority = entry.get("priority", 50)
        priority = clamp_priority(raw_priority)
        numeric = isinstance(raw_priority, (int, float)) and not isinstance(raw_priority, bool) \
            and raw_priority == raw_priority  # not NaN
        if raw_priority is not None and not numeric:
            warnings.append(f"{where} ({anchor_id}): priority {raw_priority!r} is not a number; using {priority}")
        elif numeric and priority != raw_priority:
            warnings.append(f"{where} ({anchor_id}): priority {raw_priority!r} clamped to {priority} (1-100)")
        text = flatten(text)
        reminder = entry.get("reminder")
        reminder = flatten(reminder) if isinstance(reminder, str) and flatten(reminder) else default_reminder(text)
        check = None
        if entry.get("check") not in (None, "", {}):
            try:
                check = PinCheck.parse(entry["check"])
            except CheckError as exc:
                warnings.append(f"{where} ({anchor_id}): {exc}; the anchor stays unchecked")
        anchors.append(Anchor(id=anchor_id, text=text, reminder=reminder, priority=priority,
                              probes=probes or derive_probes(text), kind="static", scope="session",
                              created_by="config", version=1, check=check))
        seen.add(anchor_id)
    return anchors


def load_config(*layers: dict[str, Any] | None) -> Config:
    """Merge config layers (later wins) over the defaults, validating every key."""
    cfg = Config()
    for layer in layers:
        if layer is None:
            continue
        if not isinstance(layer, dict):
            cfg.warnings.append(f"memlock config must be a mapping, got {type(layer).__name__}; ignored")
            continue
        for name, value in layer.items():
            if name in DEPRECATED:
                target, mapping = DEPRECATED[name]
                shown = mapping[value] if isinstance(value, bool) else "..."
                if isinstance(value, bool):
                    setattr(cfg, target, mapping[value])
                cfg.warnings.append(f"{name} is deprecated; use {target}: {shown} instead")
                continue
            key = KEY_BY_NAME.get(name)
            if key is None:
                hint = difflib.get_close_matches(str(name), KEY_BY_NAME, n=1)
                cfg.warnings.append(f"unknown key {name!r} ignored" + (f" (did you mean {hint[0]!r}?)" if hint else ""))
                continue
            try:
                setattr(cfg, name, key.check(value))
            except ConfigError as exc:
                cfg.warnings.append(f"{name}: {exc}; got {value!r}, using default {key.default!r}")
                setattr(cfg, name, copy.deepcopy(key.default))
    cfg.static_anchors = validate_static_anchors(cfg.anchors, cfg.warnings)
    return cfg


def read_yaml_section(path: Path, section: str = "memlock") -> tuple[dict[str, Any] | None, str | None]:
    """The ``section`` mapping of a YAML file: (mapping or None, warning or None). Never raises."""
    try:
        import yaml  # pyyaml: a hard dependency, but keep the core importable without it
    except ImportError:  # pragma: no cover
        return None, "pyyaml is not installed; config file ignored"
    from memlock_core.safeyaml import YamlLimitError, load_file

    try:
        data = load_file(path)
    except FileNotFoundError:
        return None, None
    except YamlLimitError as exc:
        return None, f"cannot read {path}: it {exc}"
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        return None, f"cannot read {path}: {exc}"
    if data is None:
        return None, None
    if not isinstance(data, dict):
        return None, f"{path}: top level is not a mapping; ignored"
    section_data = data.get(section)
    if section_data is None:
        return None, None
    if not isinstance(section_data, dict):
        return None, f"{path}: '{section}:' is not a mapping; ignored"
    return section_data, None


def defaults_dict() -> dict[str, Any]:
    return {k.name: k.default for k in KEYS}
