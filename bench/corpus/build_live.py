"""Build live.jsonl: a second, independent test set of real compactions, labeled by construction.

bench/corpus is generated text in Hermes' shapes. This set is produced a different way:

* **hermes** — the REAL hermes-agent 0.19.0 runs each session in-process against the scripted
  OpenAI-compatible server on 127.0.0.1 (hermes_harness/scripted_llm.py + hermes_harness/session.py); Hermes
  itself compacts the history (``/compress``: ``agent._compress_context``), with the summary text
  the scripted model returns. The case is the history Hermes holds after the last turn.
* **claude** — Claude Code transcripts in the real on-disk JSONL format (compact_boundary +
  isCompactSummary records, tool_use/tool_result parts; tests/claude_format.py) read back through
  memlock's own Claude Code transcript reader, as the hooks read them.

The instructions, paraphrases, mentions and neighbouring rules below were written for this set
(none comes from bench/corpus), before any detector was run on it. The label follows from where
the script put the instruction: alive only when it is stated by the user after the latest
compaction (verbatim or paraphrased); drifted when it is only in the summary, absent, only in the
assistant's words, only in tool output, only quoted, only mentioned incidentally, or when a
different rule on the same topic is stated instead. The whole set is a frozen test set: never
tune on it.

    python bench/corpus/build_live.py        # needs hermes-agent (the hermes extra); ~2-4 minutes
"""
from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SEED = "memlock-live-v1"

# id, rule, paraphrase (same rule, other words), incidental (its words, another sense),
# neighbour (a different rule on the same topic), quoted (someone else's rule, asked about)
RULES: list[dict[str, str]] = [
    dict(id="L01", rule="Always write SQL keywords in lowercase.",
         para="When you give me queries, keep select, from, where and friends in lower case.",
         incidental="The lowercase SQL keywords in the old reports look odd next to the new dashboards.",
         neighbour="Always qualify SQL column names with their table alias.",
         quoted='Their style guide says "Always write SQL keywords in lowercase." Is that common?'),
    dict(id="L02", rule="Never deploy on Fridays.",
         para="No releases go out on the last working day of the week.",
         incidental="Last Friday the deploy dashboard was down for an hour.",
         neighbour="Never deploy without a rollback plan.",
         quoted='A blog post I read claims "Never deploy on Fridays." is outdated advice. Thoughts?'),
    dict(id="L03", rule="Reply in British English spelling.",
         para="Spell things the UK way: colour, organise, centre.",
         incidental="Our British English customers reported a spelling bug in the invoice footer.",
         neighbour="Reply in a formal register without contractions.",
         quoted='The translator\'s notes say "Reply in British English spelling." Should we copy that into our bot?'),
    dict(id="L04", rule="Put every shell command in its own fenced code block.",
         para="Each command you suggest goes in a separate code fence, one per block.",
         incidental="The shell history shows a fenced block of commands pasted from the wiki.",
         neighbour="Explain what each shell command does before showing it.",
         quoted='The onboarding doc says "Put every shell command in its own fenced code block." Why would they insist?'),
    dict(id="L05", rule="Do not modify files under vendor/.",
         para="The vendor/ tree is read-only for you: leave those files untouched.",
         incidental="Someone modified files under vendor/ last month and the build broke.",
         neighbour="Do not modify generated protobuf files.",
         quoted='The CODEOWNERS comment reads "Do not modify files under vendor/." Who wrote that?'),
    dict(id="L06", rule="Give estimates in hours, not story points.",
         para="When you size work, say how many hours it takes; skip points.",
         incidental="The story points on last sprint's board added up to more hours than we had.",
         neighbour="Give every estimate with a best case and a worst case.",
         quoted='My manager wrote "Give estimates in hours, not story points." in the retro notes. Fair?'),
    dict(id="L07", rule="Always mention the Python version a snippet needs.",
         para="Say which Python release is required whenever you hand me code.",
         incidental="The Python version on the build agents is older than the one on my laptop.",
         neighbour="Always add a docstring to every Python function.",
         quoted='The contributing guide says "Always mention the Python version a snippet needs." Is that overkill?'),
    dict(id="L08", rule="Never include customer names in examples.",
         para="Use made-up people in sample data, not our real clients.",
         incidental="The examples folder still has a customer named Acme in the fixtures.",
         neighbour="Never include real email addresses in examples.",
         quoted='Legal sent a note: "Never include customer names in examples." Does that cover logs too?'),
    dict(id="L09", rule="Keep each paragraph under four sentences.",
         para="Short paragraphs please, three sentences at most in each.",
         incidental="The paragraph about sentence length in the style guide is four pages long.",
         neighbour="Keep each answer under three hundred words.",
         quoted='The editor\'s rule was "Keep each paragraph under four sentences." Did that help readability?'),
    dict(id="L10", rule="Use UTC timestamps in all logs.",
         para="Every log line should carry its time in Coordinated Universal Time.",
         incidental="The UTC timestamps in the old logs were off by a second after the leap second.",
         neighbour="Use structured JSON for all logs.",
         quoted='The runbook says "Use UTC timestamps in all logs." Is that still the standard?'),
    dict(id="L11", rule="Ask before installing any new package.",
         para="Check with me first whenever you want to add a dependency.",
         incidental="Installing the new package took ages because the mirror was slow.",
         neighbour="Ask before deleting any branch.",
         quoted='The team wiki says "Ask before installing any new package." Do other teams do this?'),
    dict(id="L12", rule="Sign off every email draft with 'Best, Priya'.",
         para="End the email drafts you write for me with Best, Priya as the closing.",
         incidental="Priya said the best email draft last week was the one to the landlord.",
         neighbour="Sign off every email draft with the company phone number.",
         quoted='An old template ends with "Sign off every email draft with Best, Priya." Who is Priya?'),
]

TOPICS = [
    ("The nightly job failed again with a timeout on the export step.", "The export step waits on a lock held by the backup; moving the backup fifteen minutes earlier removes the overlap."),
    ("Can you look at why the login page is slow on mobile?", "Most of the time goes to a 900 KB hero image; serving a resized WebP cuts first paint by about a second."),
    ("We need a migration plan for the billing tables.", "I would add the new columns nullable first, backfill in batches, then switch reads, then drop the old columns."),
    ("The staging database is almost out of disk.", "The audit table has grown to 40 GB; a retention job that keeps 90 days frees most of it."),
    ("Write a short summary of yesterday's incident for the channel.", "Yesterday 14:02-14:31 the API returned errors after a config push; it was rolled back and a validation check was added."),
    ("Our test suite takes twenty minutes now.", "Three integration tests spin up containers each; sharing one container per session brings it to about seven minutes."),
    ("How should we name the new feature flags?", "A team prefix plus the feature and an expiry date keeps them searchable and easy to clean up."),
    ("The CSV import chokes on files from the French office.", "Those files use semicolons and a comma as decimal separator; detecting the dialect fixes the import."),
]

PLANS = [  # (plan, label)
    ("alive_verbatim_after", "alive"), ("alive_paraphrase_after", "alive"),
    ("drift_summary_only", "drifted"), ("drift_absent", "drifted"), ("drift_incidental_after", "drifted"),
    ("drift_assistant_only", "drifted"), ("drift_quoted_after", "drifted"), ("drift_neighbour_after", "drifted"),
    ("drift_tool_output", "drifted"),
]


def summary_body(rule: dict[str, str], with_rule: bool) -> str:
    lines = ["## Goal", "Help the user with day-to-day engineering tasks.", "", "## Constraints & Preferences"]
    lines.append(f"- User instruction (standing): {rule['rule']}" if with_rule else "- None recorded.")
    lines += ["", "## Completed Actions", "- Investigated the nightly export job.", "- Reviewed the login page.",
              "", "## Active State", "- Waiting for the user's next request."]
    return "\n".join(lines)


def tail_turns(plan: str, rule: dict[str, str], rng: random.Random) -> list[tuple[str, str]]:
    """(user text, assistant reply) turns after the compaction."""
    topics = rng.sample(TOPICS, 3)
    turns = [(q, a) for q, a in topics]
    k = rng.randrange(len(turns))
    q, a = turns[k]
    if plan == "alive_verbatim_after":
        turns[k] = (f"{q} Also, from now on: {rule['rule']}", a)
    elif plan == "alive_paraphrase_after":
        turns[k] = (f"{rule['para']} {q}", a)
    elif plan == "drift_incidental_after":
        turns[k] = (f"{rule['incidental']} {q}", a)
    elif plan == "drift_assistant_only":
        turns[k] = (q, f"Noted, I remember your earlier rule: {rule['rule']} {a}")
    elif plan == "drift_quoted_after":
        turns[k] = (rule["quoted"], a)
    elif plan == "drift_neighbour_after":
        turns[k] = (f"{q} One more standing rule: {rule['neighbour']}", a)
    return turns


# ── Hermes ─────────────────────────────────────────────────────────────────
def build_hermes(rng: random.Random) -> list[dict[str, Any]]:
    from hermes_harness.scripted_llm import ScriptedLLM, ToolCall
    from hermes_harness.session import HermesHome, HermesSession, NetworkGuard

    cases: list[dict[str, Any]] = []
    with NetworkGuard(), ScriptedLLM() as server, tempfile.TemporaryDirectory() as tmp:
        home = HermesHome.create(server.base_url, root=Path(tmp) / "home")
        for rule in RULES:
            for plan, label in PLANS:
                server.clear_script()
                server.reset_records()
                with HermesSession(home, server=server) as s:
                    before = plan in ("drift_summary_only", "alive_verbatim_after", "alive_paraphrase_after",
                                      "drift_assistant_only", "drift_quoted_after", "drift_neighbour_after",
                                      "drift_incidental_after", "drift_tool_output")
                    # The head is seeded (running ~25 scripted turns per case would take an hour
                    # here); the compaction and every turn after it are Hermes' own.
                    first = (f"Quick rule for this whole session: {rule['rule']}" if before else
                             "Hi, I have a few engineering questions today.")
                    seeded = [{"role": "user", "content": first}, {"role": "assistant", "content": "Understood."}]
                    for i in range(s.min_messages_for_compaction() // 2 + 1):
                        seeded += [{"role": "user", "content": f"Status check {i}: anything new on the dashboards?"},
                                   {"role": "assistant", "content": f"Nothing new ({i}): all dashboards are green."}]
                    s.history = seeded
                    server.summary_text = summary_body(rule, with_rule=before)
                    s.compress()
                    for q, a in tail_turns(plan, rule, rng):
                        s.run_turn(q, script=[a])
                    if plan == "drift_tool_output":
                        path = Path(tmp) / f"GUIDELINES_{rule['id']}.md"
                        path.write_text(f"# Team guidelines (archived)\n\n- {rule['rule']}\n- Prefer small PRs.\n",
                                        encoding="utf-8")
                        s.run_turn(f"What does {path.name} in the temp folder say? Just summarise it.",
                                   script=[ToolCall("read_file", {"path": str(path)}),
                                           "It lists two archived team guidelines."])
                    history = [dict(m) for m in s.history]
                    system = getattr(s.agent, "_cached_system_prompt", "") or ""
                messages = ([{"role": "system", "content": system}] if system else []) + history
                cases.append(_case("hermes", rule, plan, label, messages))
        server.summary_text = ""
    return cases


# ── Claude Code ────────────────────────────────────────────────────────────
def build_claude(rng: random.Random) -> list[dict[str, Any]]:
    from memlock_adapters.claude_code.transcript import read_transcript
    from tests.claude_format import Transcript

    cases: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for rule in RULES:
            for plan, label in PLANS:
                t = Transcript(Path(tmp) / f"{rule['id']}-{plan}.jsonl")
                before = plan != "drift_absent"
                t.user(f"Quick rule for this whole session: {rule['rule']}" if before else "Hi, a few questions today.")
                t.assistant("Understood.")
                for q, a in rng.sample(TOPICS, 4):
                    t.user(q)
                    t.tool_call("Bash", "ok\n", text="Checking.")
                    t.assistant(a)
                t.compact(summary_body(rule, with_rule=before).replace("## ", "").replace("\n\n", "\n"))
                for q, a in tail_turns(plan, rule, rng):
                    t.user(q)
                    t.assistant(a)
                if plan == "drift_tool_output":
                    t.user("What does the archived GUIDELINES.md say? Just summarise it.")
                    t.tool_call("Read", f"# Team guidelines (archived)\n\n- {rule['rule']}\n- Prefer small PRs.\n",
                                text="Reading it.")
                    t.assistant("It lists two archived team guidelines.")
                view = read_transcript(t.path)
                cases.append(_case("claude", rule, plan, label, view.messages))
    return cases


def _case(source: str, rule: dict[str, str], plan: str, label: str, messages: list[dict[str, Any]]) -> dict[str, Any]:
    clean = json.loads(json.dumps(messages, default=str))
    category = plan.split("_", 1)[1]
    return {"id": f"{source}-{rule['id']}-{plan}", "category": f"{source}:{category}", "instruction_id": rule["id"],
            "anchor": {"id": rule["id"], "text": rule["rule"], "probes": None}, "messages": clean,
            "label": label, "note": f"{source}: {plan}"}


def main() -> int:
    rng = random.Random(SEED)
    cases = build_claude(rng) + build_hermes(rng)
    out = HERE / "live.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
