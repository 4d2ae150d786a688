#!/usr/bin/env python3
"""Build the labeled drift-detection corpus (bench/corpus/corpus.jsonl).

Stdlib only, deterministic: every random choice comes from random.Random
instances seeded with fixed strings, so running this twice produces a
byte-identical file.  The hand-written content lives in the _*.py modules next
to this script; this file only assembles it into Hermes-shaped histories.

Usage:  python3 bench/corpus/build_corpus.py [--out PATH]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys

# Plans whose instruction sits outside every summary span but BEFORE the latest one (protected head,
# between two summaries, the "for reference only" old content of a merged message). Issue 9 defines
# an instruction in force only when stated after the latest summary (or in the system prompt), so
# these are labeled drifted; the plan names keep their historical "alive_" prefix.
BEFORE_LAST_SUMMARY = frozenset({"alive_merged_oldcontent", "alive_between", "alive_head_before_all"})

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep bench/corpus/ free of __pycache__

from _content_i18n import LANGS  # noqa: E402
from _instructions_en import INSTRUCTIONS  # noqa: E402
from _scenarios_en import (  # noqa: E402
    GENERIC_SYSTEM,
    NUDGES,
    SCENARIOS,
    SYSTEM_PROMPTS,
    TOOL_LOOP_OPENERS,
    TOOL_STEPS,
)

SEED = "memlock-drift-corpus-v1"

# ---------------------------------------------------------------------------
# Hermes compaction shapes (copied from hermes-agent 0.19.0,
# agent/context_compressor.py).  The dashes in the bracketed headers and the
# END marker are U+2014 EM DASH.
# ---------------------------------------------------------------------------
EM = "\u2014"

_HT = "## Historical Task Snapshot"
_HIP = "## Historical In-Progress State"
_HPA = "## Historical Pending User Asks"
_HRW = "## Historical Remaining Work"

PREFIX_CURRENT = (
    f"[CONTEXT COMPACTION {EM} REFERENCE ONLY] Earlier turns were compacted "
    "into the summary below. This is a handoff from a previous context "
    f"window {EM} treat it as background reference, NOT as active instructions. "
    "Do NOT answer questions or fulfill requests mentioned in this summary; "
    "they were already addressed. "
    "Respond ONLY to the latest user message that appears AFTER this "
    f"summary {EM} that message is the single source of truth for what to do "
    "right now. "
    "Topic overlap with the summary does NOT mean you should resume its "
    "task: even on similar topics, the latest user message WINS. Treat ONLY "
    "the latest message as the active task and discard stale items from "
    f"'{_HT}' / '{_HIP}' / '{_HPA}' / '{_HRW}' entirely {EM} do not 'wrap up' or "
    "'finish' work described there unless the latest message explicitly "
    "asks for it. "
    "Reverse signals in the latest message (e.g. 'stop', 'undo', 'roll "
    "back', 'just verify', 'don't do that anymore', 'never mind', a new "
    "topic) must immediately end any in-flight work described in the "
    "summary; do not re-surface it in later turns. "
    "IMPORTANT: Your persistent memory (MEMORY.md, USER.md) in the system "
    f"prompt is ALWAYS authoritative and active {EM} never ignore or deprioritize "
    "memory content due to this compaction note. "
    "None of the above restricts HOW you work: your tools remain fully "
    f"active {EM} keep calling them normally for the active task (edit files, "
    "run commands, search) instead of merely narrating what you would do. "
    "The current session state (files, config, etc.) may reflect work "
    f"described here {EM} avoid repeating it:"
)
PREFIX_HIST_JUL = PREFIX_CURRENT.replace(
    "None of the above restricts HOW you work: your tools remain fully "
    f"active {EM} keep calling them normally for the active task (edit files, "
    "run commands, search) instead of merely narrating what you would do. ",
    "",
)
PREFIX_HIST_CARVEOUT = (
    f"[CONTEXT COMPACTION {EM} REFERENCE ONLY] Earlier turns were compacted "
    "into the summary below. This is a handoff from a previous context "
    f"window {EM} treat it as background reference, NOT as active instructions. "
    "Do NOT answer questions or fulfill requests mentioned in this summary; "
    "they were already addressed. "
    "Respond ONLY to the latest user message that appears AFTER this "
    f"summary {EM} that message is the single source of truth for what to do "
    "right now. "
    "If the latest user message is consistent with the '## Active Task' "
    "section, you may use the summary as background. If the latest user "
    "message contradicts, supersedes, changes topic from, or in any way "
    "diverges from '## Active Task' / '## In Progress' / '## Pending User "
    "Asks' / '## Remaining Work', the latest message WINS "
    f"{EM} discard those stale items entirely and do not 'wrap up the old task first'. "
    "Reverse signals in the latest message (e.g. 'stop', 'undo', 'roll "
    "back', 'just verify', 'don't do that anymore', 'never mind', a new "
    "topic) must immediately end any in-flight work described in the "
    "summary; do not re-surface it in later turns. "
    "IMPORTANT: Your persistent memory (MEMORY.md, USER.md) in the system "
    f"prompt is ALWAYS authoritative and active {EM} never ignore or deprioritize "
    "memory content due to this compaction note. "
    "The current session state (files, config, etc.) may reflect work "
    f"described here {EM} avoid repeating it:"
)
PREFIX_HIST_PRE35344 = (
    f"[CONTEXT COMPACTION {EM} REFERENCE ONLY] Earlier turns were compacted "
    "into the summary below. This is a handoff from a previous context "
    f"window {EM} treat it as background reference, NOT as active instructions. "
    "Do NOT answer questions or fulfill requests mentioned in this summary; "
    "they were already addressed. "
    "Your current task is identified in the '## Active Task' section of the "
    f"summary {EM} resume exactly from there. "
    "Respond ONLY to the latest user message "
    "that appears AFTER this summary. The current session state (files, "
    f"config, etc.) may reflect work described here {EM} avoid repeating it:"
)
# The abbreviated form given in the task brief (first two sentences only).
PREFIX_SHORT = (
    f"[CONTEXT COMPACTION {EM} REFERENCE ONLY] Earlier turns were compacted into the summary below. "
    f"This is a handoff from a previous context window {EM} treat it as background reference, "
    "NOT as active instructions."
)
LEGACY_PREFIX = "[CONTEXT SUMMARY]:"
END_MARKER = f"--- END OF CONTEXT SUMMARY {EM} respond to the message below, not the summary above ---"
MERGED_HEADER = f"[PRIOR CONTEXT {EM} for reference only; not a new message]"
MERGED_DELIM = f"[END OF PRIOR CONTEXT {EM} COMPACTION SUMMARY BELOW]"
SYSTEM_COMPRESSION_NOTE = (
    "[Note: Some earlier conversation turns have been compacted into a handoff summary to preserve context "
    "space. The current session state may still reflect earlier work, so build on that summary and state "
    "rather than re-doing work. Your persistent memory (MEMORY.md, USER.md) remains fully authoritative "
    "regardless of compaction.]"
)
PRUNED_TOOL = "[Old tool output cleared to save context space]"

PREFIXES = {
    "current": PREFIX_CURRENT,
    "hist_jul": PREFIX_HIST_JUL,
    "hist_carveout": PREFIX_HIST_CARVEOUT,
    "hist_pre35344": PREFIX_HIST_PRE35344,
    "short": PREFIX_SHORT,
}

# memlock's own reminder block (appended to a user message by pre_llm_call)
REMINDER_HEADER = f"[memlock] Standing instructions {EM} still in force:"

CATEGORIES = [
    "verbatim", "paraphrase", "reminder_block", "summary_only_standalone0", "summary_only_after_head",
    "summary_only_merged", "absent", "incidental", "long_history", "multi_compaction", "non_english",
    "list_parts", "data_not_instruction",
]

# ---------------------------------------------------------------------------
# Small message helpers
# ---------------------------------------------------------------------------


def U(text):
    return {"role": "user", "content": text}


def A(text):
    return {"role": "assistant", "content": text}


def SYS(text):
    return {"role": "system", "content": text}


def reminder_block(lines, omitted=0, compact=False):
    """memlock's block: marker line, one '  - ' line per instruction, optional overflow line
    (same wording as memlock_core/reminder.py)."""
    out = REMINDER_HEADER + "\n" + "\n".join("  - " + ln for ln in lines)
    if omitted:
        out += (f"\n  (+{omitted} more: /guard)" if compact else
                f"\n  (+{omitted} more not shown; run /guard to see every standing instruction)")
    return out


def summary_text(body, kind):
    if kind == "legacy":
        return LEGACY_PREFIX + " " + body
    return PREFIXES[kind] + "\n" + body


def standalone_summary(role, body, kind, flag):
    content = summary_text(body, kind)
    if kind != "legacy":
        content += "\n\n" + END_MARKER
    msg = {"role": role, "content": content}
    if flag:
        msg["_compressed_summary"] = True
    return msg


def merged_content_str(old, body, kind):
    return (MERGED_HEADER + "\n" + old + "\n\n" + MERGED_DELIM + "\n\n" + summary_text(body, kind)
            + "\n\n" + END_MARKER)


def merged_summary(old, body, kind, flag):
    msg = {"role": "user", "content": merged_content_str(old, body, kind)}
    if flag:
        msg["_compressed_summary"] = True
    return msg


ACKS_EN = [
    "Got it.",
    "Understood, I'll stick to that.",
    "Noted. I'll keep that in mind for the rest of the session.",
    "Sure, will do.",
    "Okay.",
    "Understood.",
]
LEADS_EN = [
    "Also, going forward: ",
    "One more thing, for the rest of this session: ",
    "Quick ground rule before we continue. ",
    "Standing request: ",
    "From now on, please: ",
    "Before I forget: ",
]
TOOL_PREAMBLES = ["", "", "", "Let me check.", "Looking at it now.", "Running that."]

# groups used to pick confusable "other" instructions as hard negatives
GROUPS = [
    ["i01", "i04", "i07", "i11", "i17", "i22", "i23", "i28", "i36", "i44"],
    ["i03", "i05", "i10", "i12", "i16", "i20", "i26", "i35", "i38", "i41", "i42"],
    ["i02", "i06", "i08", "i13", "i14", "i15", "i19", "i21", "i24", "i25", "i29", "i30", "i34", "i40", "i43"],
    ["i09", "i18", "i27", "i31", "i32", "i33", "i37", "i39"],
]

INSTR = {d["id"]: d for d in INSTRUCTIONS}
LANG_INSTR = {}
for _L in LANGS:
    for _d in _L["instructions"]:
        LANG_INSTR[_d["id"]] = (_L, _d)

SUMMARY_LABELS = {
    "fr": ("Consigne de l'utilisateur : « {t} »", "Préférence : {t}"),
    "es": ("Instrucción del usuario: «{t}»", "Preferencia: {t}"),
    "de": ("Vorgabe des Nutzers: „{t}“", "Wunsch des Nutzers: {t}"),
    "ru": ("Указание пользователя: «{t}»", "Предпочтение: {t}"),
    "zh": ("用户要求：「{t}」", "用户偏好：{t}"),
    "ja": ("ユーザーからの指示：「{t}」", "ユーザーの希望：{t}"),
    "ko": ("사용자 지시: \"{t}\"", "선호: {t}"),
    "ar": ("تعليمات المستخدم: «{t}»", "تفضيل: {t}"),
}


class Ctx:
    """Per-category random state plus rotating counters for shape variety."""

    def __init__(self, name):
        self.rng = random.Random(SEED + ":" + name)
        self.flag_n = 0
        self.prefix_n = 0
        self.merged_prefix_n = 0
        self.call_n = 0

    def call_id(self):
        self.call_n += 1
        return "call_" + "".join(self.rng.choice("0123456789abcdef") for _ in range(20))

    def flag(self):
        # about two thirds of summary messages carry _compressed_summary
        self.flag_n += 1
        return self.flag_n % 3 != 0

    def prefix(self, allow_legacy=True):
        cycle = ["current", "short", "current", "hist_jul", "current", "legacy", "hist_carveout", "short",
                 "current", "hist_pre35344", "current", "current"]
        if not allow_legacy:
            cycle = [c for c in cycle if c != "legacy"]
            self.merged_prefix_n += 1
            return cycle[self.merged_prefix_n % len(cycle)]
        self.prefix_n += 1
        return cycle[self.prefix_n % len(cycle)]


# ---------------------------------------------------------------------------
# Filler selection
# ---------------------------------------------------------------------------


def _scn_text(scn):
    parts = []
    for ex in scn["ex"]:
        parts.append(ex["u"])
        parts.append(ex["a"])
        if "tool" in ex:
            parts.append(json.dumps(ex["tool"][1]))
            parts.append(ex["tool"][2])
    sm = scn["summary"]
    for v in sm.values():
        parts.extend(v if isinstance(v, list) else [v])
    return "\n".join(parts).lower()


SCN_TEXT = {s["name"]: _scn_text(s) for s in SCENARIOS}


def clean_for(text, kws):
    t = text.lower()
    return not any(k in t for k in kws)


def kws_of(instr_ids):
    out = []
    for i in instr_ids:
        if i in INSTR:
            out.extend(INSTR[i]["kw"])
    return out


def eligible_scenarios(kws, exclude=()):
    return [s for s in SCENARIOS if s["name"] not in exclude and clean_for(SCN_TEXT[s["name"]], kws)]


def pick_scenarios(ctx, kws, n=1, exclude=()):
    pool = eligible_scenarios(kws, exclude)
    if len(pool) < n:
        raise RuntimeError("not enough clean scenarios for %r" % (kws,))
    return ctx.rng.sample(pool, n)


def pick_system(ctx, scn, kws):
    opts = list(dict.fromkeys(scn["sys"] + GENERIC_SYSTEM))
    opts = [i for i in opts if clean_for(SYSTEM_PROMPTS[i], kws)]
    return SYSTEM_PROMPTS[ctx.rng.choice(opts)]


def render_ex(ctx, ex, with_answer=True):
    msgs = [U(ex["u"])]
    if "tool" in ex:
        name, args, result = ex["tool"]
        cid = ctx.call_id()
        msgs.append({"role": "assistant", "content": ctx.rng.choice(TOOL_PREAMBLES),
                     "tool_calls": [{"id": cid, "type": "function",
                                     "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}]})
        msgs.append({"role": "tool", "tool_call_id": cid, "content": result})
    if with_answer:
        msgs.append(A(ex["a"]))
    return msgs


def segment(ctx, scn, start, end, lead_assistant=False):
    """Messages for exchanges [start, end) of a scenario.  With lead_assistant the
    segment opens with the assistant answer of exchange start-1 (its question was
    compacted away)."""
    msgs = []
    if lead_assistant:
        msgs.append(A(scn["ex"][max(start - 1, 0)]["a"]))
    for ex in scn["ex"][start:end]:
        msgs.extend(render_ex(ctx, ex))
    return msgs


def tool_loop(ctx, kws, n_steps):
    steps = [s for s in TOOL_STEPS if clean_for(s[2] + json.dumps(s[1]) + s[3], kws)]
    openers = [o for o in TOOL_LOOP_OPENERS if clean_for(o, kws)]
    msgs = [U(ctx.rng.choice(openers))]
    chosen = ctx.rng.sample(steps, n_steps)
    for i, (name, args, result, after) in enumerate(chosen):
        cid = ctx.call_id()
        msgs.append({"role": "assistant", "content": ctx.rng.choice(TOOL_PREAMBLES),
                     "tool_calls": [{"id": cid, "type": "function",
                                     "function": {"name": name, "arguments": json.dumps(args)}}]})
        msgs.append({"role": "tool", "tool_call_id": cid, "content": result})
    msgs.append(A(chosen[-1][3]))
    return msgs


def nudge_pair(ctx, kws):
    nudges = [n for n in NUDGES if clean_for(n[0] + n[1], kws)]
    u, a = ctx.rng.choice(nudges)
    return [U(u), A(a)]


def long_filler(ctx, kws, n_target, scns=None):
    """A long, varied agent session (starts with user, ends with assistant)."""
    pool = scns or eligible_scenarios(kws)
    order = ctx.rng.sample(pool, len(pool))
    msgs = []
    si, pos = 0, 0
    while len(msgs) < n_target:
        r = ctx.rng.random()
        if r < 0.55:
            scn = order[si % len(order)]
            k = ctx.rng.randint(2, 4)
            msgs.extend(segment(ctx, scn, pos, min(pos + k, len(scn["ex"]))))
            pos += k
            if pos >= len(scn["ex"]):
                si, pos = si + 1, 0
        elif r < 0.85:
            msgs.extend(tool_loop(ctx, kws, ctx.rng.randint(1, 4)))
        else:
            msgs.extend(nudge_pair(ctx, kws))
    return msgs


def prune_old_tools(ctx, msgs, keep_last=40, p=0.5, protected=()):
    """Hermes replaces old tool outputs with a placeholder; mimic that."""
    cutoff = len(msgs) - keep_last
    for i, m in enumerate(msgs):
        if any(m is q for q in protected):
            continue
        if i < cutoff and m["role"] == "tool" and ctx.rng.random() < p:
            m["content"] = PRUNED_TOOL
    return msgs


# ---------------------------------------------------------------------------
# Instruction surfaces and summaries
# ---------------------------------------------------------------------------


def lower_first(s):
    return s[:1].lower() + s[1:] if s and not s[:2].isupper() else s


MID_WRAPS = [
    "(Also, as a general rule: {i})",
    "And while I think of it: {i}",
    "(Side note for the whole session: {i})",
    "Oh, and one rule from now on: {i}",
]


def embed(ctx, instr_text, request, style=None):
    """Put an instruction into a user turn that also carries a normal request."""
    style = style or ctx.rng.choice(["prefix", "suffix", "lead_prefix", "mid"])
    lead = ctx.rng.choice(LEADS_EN)
    if style == "prefix":
        return instr_text + ctx.rng.choice([" ", "\n\n"]) + request
    if style == "suffix":
        if ctx.rng.random() < 0.3:
            return request + "\n\n" + instr_text
        return request + "\n\n" + lead + instr_text
    if style == "lead_prefix":
        return lead + instr_text + "\n\n" + request
    # mid: insert after the first sentence of the request if there is one
    wrapped = ctx.rng.choice(MID_WRAPS).format(i=instr_text)
    cut = request.find(". ")
    if 0 < cut < len(request) - 2 and "`" not in request[:cut]:
        return request[:cut + 1] + " " + wrapped + " " + request[cut + 2:]
    return request + "\n\n" + wrapped


RAW_MENTION = {}


def summary_mention(ctx, instr):
    """One line of a handoff summary that records the instruction (verbatim, quoted,
    or reported through a paraphrase).  RAW_MENTION maps it back to the bare text,
    used when the summary quotes the compacted user turn itself."""
    m = _summary_mention(ctx, instr)
    RAW_MENTION[m] = instr["text"] if instr["text"] in m else next((p for p in instr["paras"] if p in m
                                                                    or lower_first(p) in m), instr["text"])
    return m


def _summary_mention(ctx, instr):
    t, paras = instr["text"], instr["paras"]
    forms = [
        lambda: f"User instruction (standing): \"{t}\"",
        lambda: t,
        lambda: f"User preference: {ctx.rng.choice(paras)}",
        lambda: f"The user said early in the session: \"{t}\" (applies to all later turns).",
        lambda: f"Per the user: {lower_first(ctx.rng.choice(paras))}",
        lambda: f"Standing rule from the user: {t}",
    ]
    return ctx.rng.choice(forms)()


def _bullets(items):
    return "\n".join("- " + x for x in items) if items else "None."


def _numbered(items):
    return "\n".join(f"{i}. {x}" for i, x in enumerate(items, 1)) if items else "None."


def summary_body(ctx, scn, mentions=(), where=None, style=None, extra_lines=(), task=None):
    """A handoff summary of scenario `scn`.  `mentions` are instruction lines to bury
    in it; `where` picks the section (constraints/decisions/critical/task)."""
    sm = scn["summary"]
    style = style or ctx.rng.choice(["hermes", "hermes", "hermes", "older", "prose"])
    where = where or ctx.rng.choice(["constraints", "constraints", "constraints", "decisions", "critical", "task"])
    prefs = list(sm["prefs"])
    decisions = list(sm["decisions"])
    critical = list(sm["critical"])
    task_text = task or sm["task"]
    for m in mentions:
        if where == "constraints":
            prefs.insert(ctx.rng.randint(0, len(prefs)), m)
        elif where == "decisions":
            decisions.insert(ctx.rng.randint(0, len(decisions)), m)
        elif where == "critical":
            critical.insert(ctx.rng.randint(0, len(critical)), m)
        else:  # task: the compacted user turn that carried it
            task_text = task_text + f"\nEarlier user message (compacted): \"{RAW_MENTION.get(m, m)}\""
    for e in extra_lines:
        critical.append(e)
    if style == "hermes":
        return (f"{_HT}\n{task_text}\n\n## Goal\n{sm['goal']}\n\n## Constraints & Preferences\n{_bullets(prefs)}\n\n"
                f"## Completed Actions\n{_numbered(sm['done'])}\n\n## Active State\n{_bullets(sm['state'])}\n\n"
                f"{_HIP}\n{sm['inprog']}\n\n## Blocked\n{sm['blocked']}\n\n## Key Decisions\n{_bullets(decisions)}\n\n"
                f"## Resolved Questions\n{_bullets(sm['resolved'])}\n\n{_HPA}\nNone.\n\n"
                f"## Relevant Files\n{_bullets(sm['files'])}\n\n{_HRW}\n{sm['remaining']}\n\n"
                f"## Critical Context\n{_bullets(critical)}")
    if style == "older":
        return (f"## Active Task\n{task_text}\n\n## Goal\n{sm['goal']}\n\n## Constraints & Preferences\n{_bullets(prefs)}\n\n"
                f"## Completed Actions\n{_numbered(sm['done'])}\n\n## Active State\n{_bullets(sm['state'])}\n\n"
                f"## In Progress\n{sm['inprog']}\n\n## Key Decisions\n{_bullets(decisions)}\n\n"
                f"## Relevant Files\n{_bullets(sm['files'])}\n\n## Remaining Work\n{sm['remaining']}\n\n"
                f"## Critical Context\n{_bullets(critical)}")
    # prose
    return (f"Goal: {sm['goal']}\n\nDone so far: " + "; ".join(sm["done"]) + ".\n\n"
            "Constraints and preferences: " + " ".join(p if p.endswith(".") else p + "." for p in prefs) + "\n\n"
            "Decisions: " + " ".join(d if d.endswith(".") else d + "." for d in decisions) + "\n\n"
            f"Last exchange: {task_text}\n\nOpen items: {sm['remaining']}\n\n"
            "Details to keep: " + " ".join(critical))


def lang_summary_body(ctx, L, mentions=()):
    sm = L["summary"]
    prefs = list(mentions)
    return (f"{_HT}\nNone.\n\n## Goal\n{sm['goal']}\n\n## Constraints & Preferences\n{_bullets(prefs)}\n\n"
            f"## Completed Actions\n{_numbered(sm['done'])}\n\n## Active State\n{_bullets(sm['state'])}\n\n"
            f"## Key Decisions\n{_bullets(sm['decisions'])}\n\n## Relevant Files\n{_bullets(sm['files'])}\n\n"
            f"## Critical Context\n{_bullets(sm['critical'])}")


def others_in_group(iid, n, rng):
    for g in GROUPS:
        if iid in g:
            pool = [x for x in g if x != iid]
            return rng.sample(pool, n)
    return rng.sample([d["id"] for d in INSTRUCTIONS if d["id"] != iid], n)


def maybe_note_system(ctx, sys_text):
    """Hermes appends a compression note to an in-list system prompt when it compacts."""
    if ctx.rng.random() < 0.5:
        return sys_text + "\n\n" + SYSTEM_COMPRESSION_NOTE
    return sys_text


# ---------------------------------------------------------------------------
# Shapes shared by several categories
# ---------------------------------------------------------------------------


def shape_standalone0(ctx, scn_a, scn_b, body, n_tail_ex, flag=None, kind=None):
    """[summary@0, tail...] without a system prompt; returns messages ending with
    an assistant message (caller appends the final user turn) and the index of
    the next unused exchange of scn_b."""
    kind = kind or ctx.prefix()
    flag = ctx.flag() if flag is None else flag
    role = ctx.rng.choice(["user", "assistant"])
    msgs = [standalone_summary(role, body, kind, flag)]
    if role == "user":
        msgs.append(A(scn_a["ex"][-1]["a"]))
    msgs.extend(segment(ctx, scn_b, 0, n_tail_ex))
    return msgs, n_tail_ex, kind, role


def shape_after_head(ctx, sys_text, scn_a, scn_b, body, n_tail_ex, kind=None):
    """[system, head(first turns of scn_a), summary, tail...]."""
    kind = kind or ctx.prefix()
    flag = ctx.flag()
    variant = ctx.rng.choice(["ua", "uau"])
    msgs = [SYS(maybe_note_system(ctx, sys_text))]
    head = render_ex(ctx, scn_a["ex"][0])
    if variant == "uau":
        head.append(U(scn_a["ex"][1]["u"]))
    msgs.extend(head)
    role = "assistant" if head[-1]["role"] == "user" else "user"
    msgs.append(standalone_summary(role, body, kind, flag))
    if role == "user":
        msgs.append(A(scn_a["ex"][-1]["a"]))
    msgs.extend(segment(ctx, scn_b, 0, n_tail_ex))
    return msgs, n_tail_ex, kind, role


def shape_merged(ctx, sys_text, scn_a, scn_b, body, n_tail_ex, old=None):
    """[system, head ending with assistant, MERGED(first tail user msg), ...]."""
    kind = ctx.prefix(allow_legacy=False)
    flag = ctx.flag()
    msgs = [SYS(maybe_note_system(ctx, sys_text))]
    msgs.extend(render_ex(ctx, scn_a["ex"][0]))
    first = scn_b["ex"][0]
    msgs.append(merged_summary(old if old is not None else first["u"], body, kind, flag))
    msgs.append(A(first["a"]))
    msgs.extend(segment(ctx, scn_b, 1, n_tail_ex))
    return msgs, n_tail_ex, kind


# ---------------------------------------------------------------------------
# Case assembly
# ---------------------------------------------------------------------------


class Builder:
    def __init__(self):
        self.cases = []
        self.digests = set()

    def add(self, category, iid, messages, label, note):
        if iid in INSTR:
            text = INSTR[iid]["text"]
        else:
            text = LANG_INSTR[iid][1]["text"]
        assert messages[-1]["role"] == "user", (category, note)
        digest = hashlib.sha256(json.dumps([iid, label, messages], ensure_ascii=False,
                                           sort_keys=True).encode()).hexdigest()
        if digest in self.digests:
            return False
        self.digests.add(digest)
        self.cases.append({
            "id": None,
            "category": category,
            "instruction_id": iid,
            "anchor": {"id": iid, "text": text, "probes": None},
            "messages": messages,
            "label": label,
            "note": note,
        })
        return True


def cycle_ids(ctx, n):
    ids = [d["id"] for d in INSTRUCTIONS]
    out = []
    while len(out) < n:
        out.extend(ctx.rng.sample(ids, len(ids)))
    return out[:n]


def final_user(scn, k):
    return U(scn["ex"][k]["u"])


# --- verbatim / paraphrase -------------------------------------------------


def build_stated(B, category, n):
    """verbatim and paraphrase: the instruction is stated in the active region."""
    ctx = Ctx(category)
    ids = cycle_ids(ctx, n)
    variants = ["last_msg", "early_msg", "standalone_early", "summary_then_restate", "mid_msg",
                "last_msg", "early_msg", "standalone_early", "summary_then_restate", "long_paste"]
    if category == "verbatim":
        variants.append("system_prompt")
    made = 0
    i = 0
    while made < n:
        iid = ids[i % len(ids)]
        var = variants[i % len(variants)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        if category == "verbatim":
            text = ins["text"]
        else:
            text = ins["paras"][i % len(ins["paras"])]
        scn, scn2 = pick_scenarios(ctx, kws, 2)
        sys_text = pick_system(ctx, scn, kws)
        nex = len(scn["ex"])
        what = "verbatim" if category == "verbatim" else "a paraphrase"
        if var == "last_msg":
            k = ctx.rng.randint(1, nex - 1)
            msgs = [SYS(sys_text)] + segment(ctx, scn, 0, k)
            msgs.append(U(embed(ctx, text, scn["ex"][k]["u"])))
            note = f"Instruction stated {what} inside the current (last) user message."
        elif var == "early_msg":
            k = ctx.rng.randint(3, nex - 1)
            first = scn["ex"][0]
            msgs = [SYS(sys_text)]
            m0 = render_ex(ctx, first)
            m0[0] = U(embed(ctx, text, first["u"], ctx.rng.choice(["suffix", "lead_prefix"])))
            msgs += m0 + segment(ctx, scn, 1, k) + [final_user(scn, k)]
            note = f"Instruction stated {what} in the first user turn; no compaction since, so it is still active."
        elif var == "standalone_early":
            k = ctx.rng.randint(2, nex - 1)
            msgs = [SYS(sys_text), U(text), A(ctx.rng.choice(ACKS_EN))] + segment(ctx, scn, 0, k)
            msgs.append(final_user(scn, k))
            note = f"Instruction given {what} as its own user message at the start, acknowledged; still in the active region."
        elif var == "mid_msg":
            k = ctx.rng.randint(3, nex - 1)
            j = ctx.rng.randint(1, k - 1)
            msgs = [SYS(sys_text)] + segment(ctx, scn, 0, j)
            mj = render_ex(ctx, scn["ex"][j])
            mj[0] = U(embed(ctx, text, scn["ex"][j]["u"]))
            msgs += mj + segment(ctx, scn, j + 1, k) + [final_user(scn, k)]
            note = f"Instruction stated {what} in a user turn in the middle of the active conversation."
        elif var == "summary_then_restate":
            body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
            k = ctx.rng.randint(2, len(scn2["ex"]) - 1)
            if ctx.rng.random() < 0.5:
                msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k - 1)
            else:
                msgs, _, kind, _ = shape_standalone0(ctx, scn, scn2, body, k - 1)
            # restate in the last user turn or in the one before
            if ctx.rng.random() < 0.5:
                msgs.append(U(embed(ctx, text, scn2["ex"][k]["u"])))
                where = "the current user message"
            else:
                last_u = max(i2 for i2, m in enumerate(msgs) if m["role"] == "user" and "_compressed_summary" not in m
                             and not m["content"].startswith(("[CONTEXT", MERGED_HEADER)))
                msgs[last_u] = U(embed(ctx, text, msgs[last_u]["content"], "suffix"))
                msgs.append(final_user(scn2, k))
                where = "a user turn after the summary"
            note = (f"Instruction is inside a compaction summary ({kind}) AND restated {what} in {where}; "
                    "the restatement is outside the summary span, so it is alive.")
        elif var == "long_paste":
            k = ctx.rng.randint(1, nex - 1)
            msgs = [SYS(sys_text)] + segment(ctx, scn, 0, k)
            ctxt = scn2["ex"][0]["u"]
            msgs.append(U("Context from the other thread, for background:\n\n> " + ctxt.replace("\n", "\n> ")
                          + "\n\nAnyway, back to this one. " + scn["ex"][k]["u"] + "\n\n" + ctx.rng.choice(LEADS_EN) + text))
            note = (f"Instruction stated {what} at the end of a long current user message that also quotes an "
                    "unrelated thread; the instruction itself is the user's own words.")
        else:  # system_prompt
            k = ctx.rng.randint(1, nex - 1)
            msgs = [SYS(sys_text + "\n\n" + text)] + segment(ctx, scn, 0, k) + [final_user(scn, k)]
            note = "Instruction is part of the system prompt at index 0 (never compacted), so it is in the active region."
        if B.add(category, iid, msgs, "alive", note):
            made += 1


# --- reminder block -----------------------------------------------------------


def build_reminder(B, n):
    ctx = Ctx("reminder_block")
    ids = cycle_ids(ctx, n)
    variants = ["after_summary_last", "persisted_earlier", "merged_then_last", "standalone0_last", "no_summary_last"]
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        var = variants[i % len(variants)]
        i += 1
        ins = INSTR[iid]
        others = others_in_group(iid, ctx.rng.randint(0, 3), ctx.rng)
        lines = [INSTR[o]["text"] for o in others] + [ins["text"]]
        ctx.rng.shuffle(lines)
        omitted = ctx.rng.randint(1, 4) if ctx.rng.random() < 0.25 else 0
        block = reminder_block(lines, omitted, compact=ctx.rng.random() < 0.3)
        kws = kws_of([iid] + others)
        scn, scn2 = pick_scenarios(ctx, kws, 2)
        sys_text = pick_system(ctx, scn, kws)
        k = ctx.rng.randint(2, len(scn2["ex"]) - 1)
        body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
        if var == "after_summary_last":
            msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k)
            msgs.append(U(scn2["ex"][k]["u"] + "\n\n" + block))
            note = f"Instruction compacted into a summary ({kind}) and re-injected by memlock's reminder block in the current user message."
        elif var == "persisted_earlier":
            j = ctx.rng.randint(1, k - 1)
            msgs = [SYS(sys_text)] + segment(ctx, scn2, 0, j)
            mj = render_ex(ctx, scn2["ex"][j])
            mj[0] = U(mj[0]["content"] + "\n\n" + block)
            msgs += mj + segment(ctx, scn2, j + 1, k) + [final_user(scn2, k)]
            note = ("memlock reminder block appended to an earlier user turn (pre_llm_call text is stored with the "
                    "message and replayed); no compaction since, so it is still active.")
        elif var == "merged_then_last":
            msgs, _, kind = shape_merged(ctx, sys_text, scn, scn2, body, k)
            msgs.append(U(scn2["ex"][k]["u"] + "\n\n" + block))
            note = f"Summary merged into a tail user message ({kind}); memlock reminder block in the current user message."
        elif var == "standalone0_last":
            msgs, _, kind, _ = shape_standalone0(ctx, scn, scn2, body, k)
            msgs.append(U(scn2["ex"][k]["u"] + "\n\n" + block))
            note = f"Summary at index 0 ({kind}, no system prompt); memlock reminder block in the current user message."
        else:
            msgs = [SYS(sys_text)] + segment(ctx, scn2, 0, k) + [U(scn2["ex"][k]["u"] + "\n\n" + block)]
            note = "memlock reminder block in the current user message, no compaction in this history."
        if len(lines) > 1:
            note += f" The block lists {len(lines)} instructions; the anchor is one of them."
        if omitted:
            note += " The block ends with memlock's overflow line."
        if B.add("reminder_block", iid, msgs, "alive", note):
            made += 1


# --- summary-only categories ----------------------------------------------------


def build_summary_only(B, category, n):
    ctx = Ctx(category)
    ids = cycle_ids(ctx, n)
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn_a, scn_b = pick_scenarios(ctx, kws, 2)
        mention = summary_mention(ctx, ins)
        extra_other = ctx.rng.random() < 0.4
        mentions = [mention]
        if extra_other:
            o = others_in_group(iid, 1, ctx.rng)[0]
            mentions.append(INSTR[o]["text"])
            kws = kws + INSTR[o]["kw"]
            ctx.rng.shuffle(mentions)
        body = summary_body(ctx, scn_a, mentions)
        k = ctx.rng.randint(1, len(scn_b["ex"]) - 1)
        if category == "summary_only_standalone0":
            msgs, _, kind, role = shape_standalone0(ctx, scn_a, scn_b, body, k)
            note = (f"Instruction appears only in the standalone summary at index 0 (role={role}, prefix={kind}, "
                    f"flag={'yes' if '_compressed_summary' in msgs[0] else 'no'}); no system prompt; the active tail "
                    "never restates it.")
        elif category == "summary_only_after_head":
            sys_text = pick_system(ctx, scn_a, kws)
            msgs, _, kind, role = shape_after_head(ctx, sys_text, scn_a, scn_b, body, k)
            si = next(j for j, m in enumerate(msgs) if j > 0 and (m.get("_compressed_summary") or
                      m["content"].startswith(("[CONTEXT COMPACTION", "[CONTEXT SUMMARY]"))))
            note = (f"Instruction appears only in the summary at index {si} after a protected head (system prompt + "
                    f"first turns, which do not contain it); role={role}, prefix={kind}.")
        else:
            sys_text = pick_system(ctx, scn_a, kws)
            k = max(k, 2)
            msgs, _, kind = shape_merged(ctx, sys_text, scn_a, scn_b, body, k)
            note = (f"Summary merged into the first tail user message (Hermes merged shape, prefix={kind}); the "
                    "instruction is only between the summary prefix and the END marker; the old content before the "
                    "delimiter does not contain it.")
        msgs.append(final_user(scn_b, k))
        if B.add(category, iid, msgs, "drifted", note):
            made += 1


# --- absent -------------------------------------------------------------------------


def build_absent(B, n):
    ctx = Ctx("absent")
    ids = cycle_ids(ctx, n)
    variants = ["plain", "summary_without", "reminder_others", "other_instructions"]
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        var = variants[i % len(variants)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn, scn2 = pick_scenarios(ctx, kws, 2)
        sys_text = pick_system(ctx, scn, kws)
        k = ctx.rng.randint(2, len(scn["ex"]) - 1)
        if var == "plain":
            msgs = [SYS(sys_text)] + segment(ctx, scn, 0, k) + [final_user(scn, k)]
            note = "The instruction was never given in this history."
        elif var == "summary_without":
            body = summary_body(ctx, scn)
            k2 = ctx.rng.randint(1, len(scn2["ex"]) - 1)
            msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k2)
            msgs.append(final_user(scn2, k2))
            note = f"History has a compaction summary ({kind}) but neither it nor the active text contains the instruction."
        elif var == "reminder_others":
            others = others_in_group(iid, ctx.rng.randint(1, 3), ctx.rng)
            okws = kws + kws_of(others)
            scn = pick_scenarios(ctx, okws, 1)[0]
            k = ctx.rng.randint(2, len(scn["ex"]) - 1)
            omitted = ctx.rng.randint(1, 3) if ctx.rng.random() < 0.5 else 0
            block = reminder_block([INSTR[o]["text"] for o in others], omitted)
            msgs = [SYS(pick_system(ctx, scn, okws))] + segment(ctx, scn, 0, k) + [U(scn["ex"][k]["u"] + "\n\n" + block)]
            note = ("A memlock reminder block is present but lists only other instructions ("
                    + ", ".join(others) + "); the anchor is not among them.")
            if omitted:
                note += (f" Its overflow line says {omitted} more are not shown; an instruction that is not "
                         "shown is not in the active text.")
        else:
            others = others_in_group(iid, ctx.rng.randint(1, 2), ctx.rng)
            okws = kws + kws_of(others)
            scn = pick_scenarios(ctx, okws, 1)[0]
            k = ctx.rng.randint(2, len(scn["ex"]) - 1)
            msgs = [SYS(pick_system(ctx, scn, okws))]
            m0 = render_ex(ctx, scn["ex"][0])
            m0[0] = U(embed(ctx, " ".join(INSTR[o]["text"] for o in others), scn["ex"][0]["u"], "suffix"))
            msgs += m0 + segment(ctx, scn, 1, k) + [final_user(scn, k)]
            note = ("Other standing instructions from the same family (" + ", ".join(others) +
                    ") are given in the active region, but not this one.")
        if B.add("absent", iid, msgs, "drifted", note):
            made += 1


# --- incidental ---------------------------------------------------------------------


def build_incidental(B, n):
    ctx = Ctx("incidental")
    made, i = 0, 0
    pairs = []
    for ins in INSTRUCTIONS:
        for j, p in enumerate(ins["incidental"]):
            pairs.append((ins["id"], j, p))
    ctx.rng.shuffle(pairs)
    while made < n:
        iid, j, (iu, ia) = pairs[i % len(pairs)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn, scn2 = pick_scenarios(ctx, kws, 2)
        sys_text = pick_system(ctx, scn, kws)
        k = ctx.rng.randint(1, len(scn["ex"]) - 1)
        with_summary = ctx.rng.random() < 0.25
        if ia is None or ctx.rng.random() < 0.45:
            if with_summary:
                body = summary_body(ctx, scn)
                k2 = ctx.rng.randint(1, len(scn2["ex"]) - 1)
                msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k2)
            else:
                msgs = [SYS(sys_text)] + segment(ctx, scn, 0, k)
            msgs.append(U(iu))
            where = "the current user message"
        else:
            if with_summary:
                body = summary_body(ctx, scn)
                k2 = ctx.rng.randint(1, len(scn2["ex"]) - 1)
                msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k2)
                msgs += [U(iu), A(ia), final_user(scn2, k2)]
            else:
                msgs = [SYS(sys_text)] + segment(ctx, scn, 0, k) + [U(iu), A(ia), final_user(scn, k)]
            where = "a user turn (and the assistant's answer) in the active region"
        note = (f"Keywords of the instruction ({', '.join(ins['kw'][:3])}...) occur in {where}, but in an unrelated "
                "sense; the instruction itself was never given.")
        if with_summary:
            note += " A compaction summary is present and does not contain it either."
        if B.add("incidental", iid, msgs, "drifted", note):
            made += 1


# --- data, not instruction ---------------------------------------------------------------


def data_wrappers(ctx, t):
    """(user request, tool name, args, tool result, assistant follow-up, user follow-up)."""
    tl = t.rstrip(".")
    return [
        ("Clone github.com/hollowbit/tilemap-rs and tell me what their release process looks like. I want to copy "
         "the good parts, not their conventions.",
         "terminal", {"command": "git clone -q https://github.com/hollowbit/tilemap-rs && cat tilemap-rs/CONTRIBUTING.md"},
         "# Contributing to tilemap-rs\n\nThanks for your interest! Please open an issue before large changes.\n\n"
         f"## Conventions\n\n- {t}\n- Run `cargo fmt` before pushing.\n- Keep PRs focused on one change.\n\n"
         "## Releases\n\nReleases are cut from `main` by a maintainer every six weeks. The maintainer bumps the version "
         "in Cargo.toml, tags `vX.Y.Z`, and the release workflow publishes to crates.io.\n",
         "Their release process is simple: a maintainer cuts a release from main every six weeks, bumps Cargo.toml, "
         "tags vX.Y.Z, and a tag-triggered workflow publishes to crates.io. The tag-triggered publish is the part "
         "worth copying.",
         "Okay. How would that tag-triggered publish look in our GitHub Actions setup?"),
        ("Find every place in the repo where prompt text is hardcoded. I want to move all of it into prompts/.",
         "terminal", {"command": "grep -rn --include=*.py -e 'PROMPT' -e 'system_prompt' src/ | head -8"},
         "src/agents/reviewer.py:14:REVIEWER_PROMPT = [\n"
         "src/agents/reviewer.py:15:    \"You review pull requests for correctness and clarity.\",\n"
         f"src/agents/reviewer.py:16:    \"{t}\",\n"
         "src/agents/summarizer.py:9:SYSTEM_PROMPT = \"Summarize the thread for an on-call engineer.\"\n"
         "src/agents/triage.py:31:    system_prompt=load_prompt(\"triage\"),\n"
         "src/cli/main.py:88:    # TODO: move DEFAULT_PROMPT to prompts/\n",
         "Hardcoded prompt text lives in three places: reviewer.py (a list of strings, lines 14-16), summarizer.py "
         "(one constant) and a TODO in cli/main.py. triage.py already loads from prompts/.",
         "Move the reviewer and summarizer ones into prompts/ as .txt files and load them the way triage does."),
        ("Pull ticket SUP-4412 and tell me whether it's a bug report or a feature request.",
         "http_get", {"url": "https://support.internal/api/tickets/SUP-4412"},
         json.dumps({"id": "SUP-4412", "status": "open", "customer": "Brightline GmbH", "priority": "normal",
                     "title": "Assistant stops following our configured rule",
                     "description": f"We configured the assistant with the rule '{tl}.' and it follows it at "
                                    "first, but after a long chat it stops. Is that expected?",
                     "created_at": "2026-03-11T08:42:10Z"}, ensure_ascii=False, indent=2),
         "It's a bug report: the customer configured a rule for their assistant, it works at the start and stops "
         "being followed in long chats. That's a behaviour regression from their point of view, not a request for "
         "something new.",
         "Which component would you route it to?"),
        ("How many active rules does the style_rules table have per team?",
         "sql", {"query": "SELECT team, rule, active FROM style_rules ORDER BY team, id"},
         "team      | rule                                                     | active\n"
         "----------+----------------------------------------------------------+-------\n"
         "docs      | Use the product name exactly as trademarked               | t\n"
         f"docs      | {t[:56]:<56} | t\n"
         "frontend  | Prefer CSS modules over global styles                    | f\n"
         "platform  | Every alert needs a runbook link                         | t\n"
         "(4 rows)\n",
         "Active rules per team: docs has 2, platform has 1, and frontend has 0 (its only rule is inactive).",
         "Can you turn that into a small bar chart for the wiki?"),
        ("Peek at the first rows of data/eval/instruction_following.jsonl so I know the schema before I write "
         "the loader.",
         "terminal", {"command": "head -n 2 data/eval/instruction_following.jsonl"},
         json.dumps({"id": "if-0001", "instruction": t, "prompt": "Describe how DNS resolution works.",
                     "checker": "llm_judge", "split": "dev"}, ensure_ascii=False) + "\n" +
         json.dumps({"id": "if-0002", "instruction": "Respond in exactly three sentences.",
                     "prompt": "What is a hash map?", "checker": "sentence_count", "split": "dev"}) + "\n",
         "Each line has `id`, `instruction`, `prompt`, `checker` and `split`. `checker` is either an automatic "
         "rule like `sentence_count` or `llm_judge`, so the loader should dispatch on it.",
         "Write the loader as a dataclass plus a function that yields them."),
        ("What changed under docs/ last week?",
         "terminal", {"command": "git log --since='1 week ago' --pretty='%h %an %s' -- docs/"},
         "a91c2e0 Priya Raman docs: fix broken links in the deploy guide\n"
         f"5d0e7b3 Jonas Weber docs(handbook): quote the old assistant guideline \"{tl}\" in the history section\n"
         "c44f8a1 Priya Raman docs: add screenshots for the new billing page\n",
         "Three commits: Priya fixed links in the deploy guide and added billing screenshots; Jonas added a quote "
         "to the handbook's history section.",
         "Are the new screenshots compressed? The docs repo is getting heavy."),
        ("Fetch the article on prompt patterns Priya linked in #ai-guild and tell me if it's worth the team's time.",
         "web_fetch", {"url": "https://blog.example.com/2026/02/standing-instructions-that-work"},
         "Standing instructions that work (and ones that don't)\n\nMost teams start by giving their assistant a "
         "handful of persistent rules. Here are the ones we saw most often in 200 shared configs:\n\n"
         f"1. \"{t}\"\n2. \"Respond in the user's language.\"\n3. \"Ask before running destructive commands.\"\n\n"
         "The interesting finding: rules phrased as concrete, checkable constraints were followed far more "
         "reliably than vague style wishes...\n",
         "It's a decent read: the main point is that concrete, checkable rules are followed more reliably than "
         "vague style wishes, backed by 200 shared configs. The list of common rules itself is just examples; "
         "the last third on testing rules is the useful part.",
         "Okay, I'll share it. Anything else in there worth pulling into our own docs?"),
        ("Search Slack for what the design team said about the onboarding emails last month.",
         "slack_search", {"query": "onboarding emails", "channel": "#design-crit", "after": "2026-02-01"},
         json.dumps({"matches": [
             {"user": "dana.w", "ts": "2026-02-07T10:12:00Z",
              "text": "The onboarding emails need one clear action each; right now email 2 has four buttons."},
             {"user": "marco.p", "ts": "2026-02-07T10:20:00Z",
              "text": f"fwiw the copy bot we trialled had this in its config: \"{t}\" and it still wrote walls of text"},
             {"user": "dana.w", "ts": "2026-02-19T15:02:00Z",
              "text": "Agreed to cut the sequence from 5 emails to 3 and test it in March."}]},
             ensure_ascii=False, indent=2),
         "The design team agreed that each onboarding email should have one clear action (email 2 had four "
         "buttons), and decided to cut the sequence from five emails to three, with a test in March. Marco's "
         "message is about a copy bot they trialled, not the emails themselves.",
         "Who owns the March test?"),
        ("Why did the prompt-builder service throw 500s around 10:11?",
         "terminal", {"command": "kubectl logs deploy/prompt-builder --since=1h | grep -B2 -A3 ERROR | head -12"},
         "2026-03-14T10:11:02Z INFO rules.load tenant=acme rule_id=r-118 "
         f"text=\"{tl}.\"\n"
         "2026-03-14T10:11:02Z INFO rules.load tenant=acme rule_id=r-119 text=\"Respond in the user's language.\"\n"
         "2026-03-14T10:11:03Z ERROR handler: unhandled exception\nTraceback (most recent call last):\n"
         "  File \"/app/builder.py\", line 77, in build\n    budget = TENANT_LIMITS[tenant][\"max_rules\"]\n"
         "KeyError: 'max_rules'\n",
         "The 500s come from a KeyError: tenant acme's limits entry has no `max_rules` key, so `build()` crashes "
         "right after loading its rules. It looks like the tenant config was edited at 10:10 and the key was "
         "dropped.",
         "Can you check who changed the tenant config?"),
        ("Compare the reviewer agent config with the planner one. Why is the reviewer so slow?",
         "read_file", {"path": "agents/reviewer.yaml"},
         "name: reviewer\nmodel: large-2026-01\ntemperature: 0.2\nmax_tokens: 8000\nreasoning_effort: high\n"
         f"system_prompt: |\n  You review diffs for correctness.\n  {t}\ntools: [read_file, grep, run_tests]\n"
         "max_tool_calls: 40\n",
         "The reviewer runs the large model with reasoning_effort high, max_tokens 8000 and up to 40 tool calls; "
         "the planner uses the small model with 2000 tokens. The effort setting and the tool-call budget explain "
         "most of the latency.",
         "What happens to quality if we drop reasoning_effort to medium?"),
        ("Load survey_responses.csv and give me the three most common themes in the 'what should the assistant "
         "do differently' column.",
         "python", {"code": "import pandas as pd\ns = pd.read_csv('/mnt/data/survey_responses.csv')\n"
                            "print(s['do_differently'].dropna().sample(4, random_state=1).to_string())"},
         "118    Stop asking me to confirm obvious things.\n"
         f"42     {t}\n"
         "301    Remember the project context between sessions.\n"
         "77     Faster answers for simple questions.\n",
         "From all 412 non-empty answers, the three biggest themes are: remembering context between sessions "
         "(31%), fewer confirmation prompts (22%), and format or style preferences (18%).",
         "Break the format/style theme down a bit more."),
        ("Open sessions/2026-03-02.json, last month's exported session, and count how many tool calls it made.",
         "read_file", {"path": "sessions/2026-03-02.json"},
         json.dumps({"session_id": "s-20260302-91", "model": "large-2026-01", "messages": [
             {"role": "user", "content": t},
             {"role": "assistant", "content": "Understood."},
             {"role": "user", "content": "Summarise the open incidents."},
             {"role": "assistant", "content": "", "tool_calls": [{"name": "list_incidents"}]}],
             "stats": {"tool_calls": 37, "turns": 22}}, ensure_ascii=False, indent=2)[:900],
         "That exported session made 37 tool calls over 22 turns, according to its stats block; the first "
         "messages are the usual setup turns.",
         "Compare that with today's session so far."),
    ]


def build_data(B, n):
    ctx = Ctx("data_not_instruction")
    ids = cycle_ids(ctx, n)
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        wi = i
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        use_para = (wi % 4 == 3)
        t = ins["paras"][wi % len(ins["paras"])] if use_para else ins["text"]
        wrappers = data_wrappers(ctx, t)
        req, tname, targs, tres, after, follow = wrappers[wi % len(wrappers)]
        scn = pick_scenarios(ctx, kws, 1)[0]
        sys_text = pick_system(ctx, scn, kws)
        j = ctx.rng.randint(0, 3)
        msgs = [SYS(sys_text)] + segment(ctx, scn, 0, j)
        cid = ctx.call_id()
        msgs += [U(req),
                 {"role": "assistant", "content": ctx.rng.choice(TOOL_PREAMBLES),
                  "tool_calls": [{"id": cid, "type": "function",
                                  "function": {"name": tname, "arguments": json.dumps(targs, ensure_ascii=False)}}]},
                 {"role": "tool", "tool_call_id": cid, "content": tres},
                 A(after)]
        if ctx.rng.random() < 0.35 and j + 1 < len(scn["ex"]):
            msgs += segment(ctx, scn, j, j + 1) + [final_user(scn, j + 1)]
        else:
            msgs.append(U(follow))
        note = (f"The instruction text ({'paraphrased' if use_para else 'verbatim'}) appears only inside a "
                f"role:'tool' result of `{tname}` (file/log/JSON/search output the agent read as data); the user "
                "never gave it as an instruction.")
        if B.add("data_not_instruction", iid, msgs, "drifted", note):
            made += 1


# --- long histories --------------------------------------------------------------------------


def build_long(B, n):
    ctx = Ctx("long_history")
    ids = cycle_ids(ctx, n)
    plans = ["alive_early", "drift_after_head", "alive_restated_end", "drift_standalone0", "alive_reminder_back",
             "drift_tool_data", "alive_mid_far", "drift_absent_noisy", "alive_merged_oldcontent", "drift_merged",
             "alive_early", "drift_early_then_compacted"]
    # target lengths spread evenly over 205..590 messages, in shuffled order
    sizes = [205 + (385 * k) // max(n - 1, 1) for k in range(n)]
    ctx.rng.shuffle(sizes)
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        plan = plans[i % len(plans)]
        size = sizes[made % len(sizes)] + ctx.rng.randint(-4, 4)
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn_a = pick_scenarios(ctx, kws, 1)[0]
        sys_text = pick_system(ctx, scn_a, kws)
        para = ctx.rng.choice(ins["paras"])
        label = "alive" if plan.startswith("alive") and plan not in BEFORE_LAST_SUMMARY else "drifted"
        protected = []
        if plan == "alive_early":
            msgs = [SYS(sys_text)]
            fill = long_filler(ctx, kws, size - 3)
            first_u = next(j for j, m in enumerate(fill) if m["role"] == "user")
            fill[first_u] = U(embed(ctx, ins["text"], fill[first_u]["content"], "suffix"))
            msgs += fill
            note = "Instruction given verbatim in the first user turn of a long uncompacted session; still active."
        elif plan == "alive_mid_far":
            msgs = [SYS(sys_text)]
            fill = long_filler(ctx, kws, size - 2)
            users = [j for j, m in enumerate(fill) if m["role"] == "user"]
            j = users[len(users) // 5]
            fill[j] = U(embed(ctx, para, fill[j]["content"], "suffix"))
            msgs += fill
            note = f"Instruction paraphrased in a user turn at message {j + 1} of ~{size}; no compaction, so still active."
        elif plan in ("drift_after_head", "alive_restated_end", "alive_reminder_back"):
            body = summary_body(ctx, scn_a, [summary_mention(ctx, ins)])
            kind = ctx.prefix()
            head = render_ex(ctx, scn_a["ex"][0])
            msgs = [SYS(maybe_note_system(ctx, sys_text))] + head
            msgs.append(standalone_summary("user", body, kind, ctx.flag()))
            msgs.append(A(scn_a["ex"][-1]["a"]))
            fill = long_filler(ctx, kws, size - len(msgs) - 1, eligible_scenarios(kws, [scn_a["name"]]))
            if plan == "alive_restated_end":
                users = [j for j, m in enumerate(fill) if m["role"] == "user"]
                j = users[-2] if len(users) > 2 else users[-1]
                fill[j] = U(embed(ctx, para, fill[j]["content"], "suffix"))
                note = (f"Instruction is in the summary ({kind}) and paraphrased again in a user turn near the end "
                        "of a long tail; alive.")
            elif plan == "alive_reminder_back":
                users = [j for j, m in enumerate(fill) if m["role"] == "user"]
                j = users[max(0, len(users) - ctx.rng.randint(12, 30))]
                others = others_in_group(iid, ctx.rng.randint(0, 2), ctx.rng)
                lines = [INSTR[o]["text"] for o in others] + [ins["text"]]
                ctx.rng.shuffle(lines)
                fill[j] = U(fill[j]["content"] + "\n\n" + reminder_block(lines))
                note = (f"Instruction compacted into a summary ({kind}); memlock's reminder block sits in a user turn "
                        f"{len(fill) - j} messages before the end (persisted), so it is still active.")
            else:
                note = (f"Instruction only in the summary ({kind}) after the protected head; {size}-message tail "
                        "never restates it.")
            msgs += fill
        elif plan == "drift_standalone0":
            body = summary_body(ctx, scn_a, [summary_mention(ctx, ins)])
            kind = ctx.prefix()
            msgs = [standalone_summary("assistant", body, kind, ctx.flag())]
            msgs += long_filler(ctx, kws, size - 2, eligible_scenarios(kws, [scn_a["name"]]))
            note = f"Instruction only in the standalone summary at index 0 ({kind}); long active tail never restates it."
        elif plan == "drift_merged":
            body = summary_body(ctx, scn_a, [summary_mention(ctx, ins)])
            kind = ctx.prefix(allow_legacy=False)
            msgs = [SYS(maybe_note_system(ctx, sys_text))] + render_ex(ctx, scn_a["ex"][0])
            fill = long_filler(ctx, kws, size - len(msgs) - 1, eligible_scenarios(kws, [scn_a["name"]]))
            m = merged_summary(fill[0]["content"], body, kind, ctx.flag())
            fill[0] = m
            msgs += fill
            note = f"Summary merged into the first tail user message ({kind}); instruction only inside it; long tail."
        elif plan == "alive_merged_oldcontent":
            body = summary_body(ctx, scn_a)
            kind = ctx.prefix(allow_legacy=False)
            msgs = [SYS(maybe_note_system(ctx, sys_text))] + render_ex(ctx, scn_a["ex"][0])
            fill = long_filler(ctx, kws, size - len(msgs) - 1, eligible_scenarios(kws, [scn_a["name"]]))
            old = embed(ctx, ins["text"], fill[0]["content"], "suffix")
            fill[0] = merged_summary(old, body, kind, ctx.flag())
            msgs += fill
            note = ("EDGE: the instruction is in the OLD CONTENT of the merged message (between the [PRIOR CONTEXT] "
                    "header and the [END OF PRIOR CONTEXT] delimiter), which Hermes marks 'for reference only'. "
                    "Labeled drifted: only what follows the latest summary is in force (issue 9).")
        elif plan == "drift_tool_data":
            msgs = [SYS(sys_text)]
            fill = long_filler(ctx, kws, size - 2)
            tools = [j for j, m in enumerate(fill) if m["role"] == "tool"]
            j = tools[len(tools) // 3]
            protected = [fill[j]]
            fill[j]["content"] = ("$ cat docs/old/assistant-guidelines.md\n# Assistant guidelines (archived 2025)\n\n"
                                  f"- {ins['text']}\n- Prefer short status updates.\n\n" + fill[j]["content"])
            msgs += fill
            note = "Instruction text appears only inside a tool result (archived doc printed by a command) far back; never given by the user."
        elif plan == "drift_absent_noisy":
            msgs = [SYS(sys_text)]
            fill = long_filler(ctx, kws, size - 2)
            users = [j for j, m in enumerate(fill) if m["role"] == "user"]
            for (iu, ia), pos in zip(ins["incidental"], [len(users) // 3, (2 * len(users)) // 3]):
                j = users[pos]
                fill[j] = U(iu)
                if ia and j + 1 < len(fill) and fill[j + 1]["role"] == "assistant" and not fill[j + 1].get("tool_calls"):
                    fill[j + 1] = A(ia)
            msgs += fill
            note = "Long session with incidental keyword mentions (unrelated sense); instruction never given."
        else:  # drift_early_then_compacted
            body = summary_body(ctx, scn_a, [summary_mention(ctx, ins)], where="task")
            kind = ctx.prefix()
            msgs = [standalone_summary("user", body, kind, ctx.flag())]
            msgs.append(A(scn_a["ex"][-1]["a"]))
            msgs += long_filler(ctx, kws, size - 3, eligible_scenarios(kws, [scn_a["name"]]))
            note = (f"The early user turn that gave the instruction was compacted: it survives only as a quote in the "
                    f"summary's task section ({kind}); the long tail never restates it.")
        prune_old_tools(ctx, msgs, protected=protected)
        msgs.append(U(ctx.rng.choice([s for s in SCENARIOS if clean_for(SCN_TEXT[s['name']], kws)])["ex"][-1]["u"]))
        if not (200 <= len(msgs) <= 600):
            continue
        if B.add("long_history", iid, msgs, label, note):
            made += 1


# --- multiple compactions ---------------------------------------------------------------------


def build_multi(B, n):
    ctx = Ctx("multi_compaction")
    ids = cycle_ids(ctx, n)
    plans = ["drift_old_only", "alive_after_latest", "drift_new_only", "alive_para_after_latest", "drift_both",
             "alive_reminder_after_latest", "drift_folded_reminder", "alive_between", "drift_three",
             "alive_head_before_all", "drift_latest_merged", "alive_after_latest_merged"]
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        plan = plans[i % len(plans)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn_a, scn_b, scn_c = pick_scenarios(ctx, kws, 3)
        sys_text = pick_system(ctx, scn_a, kws)
        label = "alive" if plan.startswith("alive") and plan not in BEFORE_LAST_SUMMARY else "drifted"
        m_in = [summary_mention(ctx, ins)]
        k_b = ctx.rng.randint(2, len(scn_b["ex"]) - 2)
        k_c = ctx.rng.randint(1, len(scn_c["ex"]) - 1)
        kind1 = ctx.prefix()
        kind2 = ctx.prefix(allow_legacy=(plan != "drift_latest_merged" and plan != "alive_after_latest_merged"))
        old_has = plan in ("drift_old_only", "drift_both", "alive_after_latest", "alive_para_after_latest",
                           "alive_between")
        new_has = plan in ("drift_new_only", "drift_both", "alive_reminder_after_latest", "drift_latest_merged",
                           "alive_after_latest_merged")
        body1 = summary_body(ctx, scn_a, m_in if old_has else [])
        if plan == "drift_folded_reminder":
            others = others_in_group(iid, ctx.rng.randint(0, 2), ctx.rng)
            lines = [INSTR[o]["text"] for o in others] + [ins["text"]]
            ctx.rng.shuffle(lines)
            body2 = summary_body(ctx, scn_b, [], task=("User asked: '" + scn_b["ex"][k_b - 1]["u"] + "\n\n"
                                                       + reminder_block(lines) + "' — answered."))
        else:
            body2 = summary_body(ctx, scn_b, m_in if new_has else [])
        msgs = [SYS(maybe_note_system(ctx, sys_text))]
        head = render_ex(ctx, scn_a["ex"][0])
        if plan == "alive_head_before_all":
            head[0] = U(embed(ctx, ins["text"], head[0]["content"], "suffix"))
        msgs += head
        msgs.append(standalone_summary("user", body1, kind1, ctx.flag()))
        msgs.append(A(scn_a["ex"][-1]["a"]))
        seg_b = segment(ctx, scn_b, 0, k_b)
        if plan == "alive_between":
            seg_b[0] = U(embed(ctx, ctx.rng.choice([ins["text"]] + ins["paras"]), seg_b[0]["content"], "suffix"))
        msgs += seg_b
        if plan == "drift_three":
            kind_mid = "legacy"
            body_mid = summary_body(ctx, scn_b, m_in, style="prose")
            msgs.append(standalone_summary("user", body_mid, kind_mid, ctx.flag()))
            msgs.append(A(scn_b["ex"][k_b - 1]["a"]))
            msgs += nudge_pair(ctx, kws)
        if plan in ("drift_latest_merged", "alive_after_latest_merged"):
            first = scn_c["ex"][0]
            msgs.append(merged_summary(first["u"], body2, kind2, ctx.flag()))
            msgs.append(A(first["a"]))
            tail = segment(ctx, scn_c, 1, k_c)
        else:
            msgs.append(standalone_summary("user", body2, kind2, ctx.flag()))
            msgs.append(A(scn_b["ex"][-1]["a"]))
            tail = segment(ctx, scn_c, 0, k_c)
        msgs += tail
        last = scn_c["ex"][k_c]["u"]
        if plan in ("alive_after_latest", "alive_after_latest_merged"):
            last = embed(ctx, ins["text"], last)
        elif plan == "alive_para_after_latest":
            last = embed(ctx, ctx.rng.choice(ins["paras"]), last)
        elif plan == "alive_reminder_after_latest":
            last = last + "\n\n" + reminder_block([ins["text"]])
        msgs.append(U(last))
        n_summ = 3 if plan == "drift_three" else 2
        notes = {
            "drift_old_only": "Instruction only in the OLDER of two summaries; the latest summary and the active text lack it.",
            "drift_new_only": "Instruction only in the LATEST summary; not in active text.",
            "drift_both": "Instruction in both summaries, nowhere in the active text.",
            "drift_folded_reminder": ("An earlier memlock reminder block was folded into the latest summary's task "
                                      "quote; it no longer sits in active text."),
            "drift_three": "Three summaries (current/historical/legacy prefixes); instruction only in the middle legacy one.",
            "drift_latest_merged": "Older standalone summary lacks it; the latest summary (merged shape) contains it; active text does not.",
            "alive_after_latest": "Instruction in the older summary and restated verbatim in the current user message after the latest summary.",
            "alive_para_after_latest": "Instruction in the older summary and paraphrased in the current user message after the latest summary.",
            "alive_reminder_after_latest": "Instruction in the latest summary and re-injected by memlock's reminder block in the current user message.",
            "alive_between": ("Instruction given in a user turn BETWEEN the two summaries (outside both spans). "
                              "Labeled drifted: only what follows the latest summary is in force (issue 9)."),
            "alive_head_before_all": ("Instruction in the first user turn of the protected head, before both summaries "
                                      "(outside all spans). Labeled drifted: only what follows the latest summary "
                                      "is in force (issue 9)."),
            "alive_after_latest_merged": "Latest summary is merged into a tail message; instruction restated verbatim in the current user message.",
        }
        note = f"{n_summ} summaries. " + notes[plan]
        if B.add("multi_compaction", iid, msgs, label, note):
            made += 1


# --- non-English ---------------------------------------------------------------------------------


def build_non_english(B):
    ctx = Ctx("non_english")
    for li, L in enumerate(LANGS):
        ins = L["instructions"]
        rot = li % 3
        a_, b_, c_ = ins[rot], ins[(rot + 1) % 3], ins[(rot + 2) % 3]
        ex = L["ex"]
        nex = len(ex)
        lab_q, lab_p = SUMMARY_LABELS[L["lang"]]

        def lsys():
            return SYS(L["system"])

        # 1 verbatim alive (a_), in a user turn mid-conversation
        k = ctx.rng.randint(3, nex - 1)
        j = ctx.rng.randint(1, k - 1)
        msgs = [lsys()] + segment(ctx, {"ex": ex}, 0, j)
        mj = render_ex(ctx, ex[j])
        mj[0] = U(ex[j]["u"] + "\n\n" + L["lead"][0] + a_["text"])
        msgs += mj + segment(ctx, {"ex": ex}, j + 1, k) + [U(ex[k]["u"])]
        B.add("non_english", a_["id"], msgs, "alive", f"[{L['lang']}] Instruction stated verbatim in a user turn; no compaction.")

        # 2 paraphrase alive (b_), standalone message + acknowledgement at the start
        k = ctx.rng.randint(2, nex - 1)
        msgs = [lsys(), U(L["lead"][1] + b_["paras"][0]), A(L["ack"])] + segment(ctx, {"ex": ex}, 0, k) + [U(ex[k]["u"])]
        B.add("non_english", b_["id"], msgs, "alive", f"[{L['lang']}] Instruction given as an in-language paraphrase at the start; still active.")

        # 3 paraphrase alive (c_) after a summary that also contains it
        body = lang_summary_body(ctx, L, [lab_q.format(t=c_["text"])])
        k = ctx.rng.randint(2, nex - 1)
        kind = ctx.prefix()
        msgs = [lsys(), U(ex[0]["u"]), A(ex[0]["a"]), standalone_summary("user", body, kind, ctx.flag()),
                A(ex[k - 1]["a"]), U(ex[k]["u"] + "\n\n" + c_["paras"][1])]
        B.add("non_english", c_["id"], msgs, "alive",
              f"[{L['lang']}] Instruction in a summary ({kind}) and paraphrased again in-language in the current user message.")

        # 4 summary-only drifted (a_)
        body = lang_summary_body(ctx, L, [lab_p.format(t=a_["paras"][1]) if ctx.rng.random() < 0.5
                                          else lab_q.format(t=a_["text"])])
        k = ctx.rng.randint(2, nex - 1)
        kind = ctx.prefix()
        if li % 2 == 0:
            msgs = [standalone_summary("assistant", body, kind, ctx.flag())] + segment(ctx, {"ex": ex}, k - 1, k) + [U(ex[k]["u"])]
            shape = "standalone summary at index 0"
        else:
            msgs = [lsys(), U(ex[0]["u"]), A(ex[0]["a"]), standalone_summary("user", body, kind, ctx.flag()),
                    A(ex[k - 1]["a"]), U(ex[k]["u"])]
            shape = "summary after the protected head"
        B.add("non_english", a_["id"], msgs, "drifted",
              f"[{L['lang']}] Instruction only inside the compaction summary ({shape}, {kind}); same-language chatter otherwise.")

        # 5 absent drifted (b_): unrelated same-language chatter only
        k = ctx.rng.randint(3, nex - 1)
        msgs = [lsys()] + segment(ctx, {"ex": ex}, 0, k) + [U(ex[k]["u"])]
        B.add("non_english", b_["id"], msgs, "drifted",
              f"[{L['lang']}] Unrelated same-language conversation; the instruction was never given.")

        # 6 incidental drifted (c_)
        k = ctx.rng.randint(2, nex - 1)
        msgs = [lsys()] + segment(ctx, {"ex": ex}, 0, k) + [U(c_["incidental"])]
        B.add("non_english", c_["id"], msgs, "drifted",
              f"[{L['lang']}] Current user message shares keywords with the instruction in an unrelated sense.")


# --- list-of-parts content ---------------------------------------------------------------------


def to_parts(ctx, content, split=True):
    if not isinstance(content, str):
        return content
    if not split or "\n\n" not in content or ctx.rng.random() < 0.4:
        return [{"type": "text", "text": content}]
    # split at a paragraph break; "".join(parts) reproduces the original text
    chunks = content.split("\n\n")
    cut = ctx.rng.randint(1, len(chunks) - 1)
    return [{"type": "text", "text": "\n\n".join(chunks[:cut])},
            {"type": "text", "text": "\n\n" + "\n\n".join(chunks[cut:])}]


def partify(ctx, msgs, keep_str_prob=0.15):
    out = []
    for m in msgs:
        m = dict(m)
        if m.get("tool_calls") and not m["content"]:
            out.append(m)
            continue
        if ctx.rng.random() >= keep_str_prob or m["role"] in ("user", "tool"):
            m["content"] = to_parts(ctx, m["content"])
        out.append(m)
    return out


def build_list_parts(B, n):
    ctx = Ctx("list_parts")
    ids = cycle_ids(ctx, n)
    plans = ["alive_verbatim_part", "drift_standalone_split", "alive_para_part", "drift_merged_list",
             "alive_reminder_part", "drift_absent", "alive_summary_restated", "drift_tool_parts"]
    made, i = 0, 0
    while made < n:
        iid = ids[i % len(ids)]
        plan = plans[i % len(plans)]
        i += 1
        ins = INSTR[iid]
        kws = ins["kw"]
        scn, scn2 = pick_scenarios(ctx, kws, 2)
        sys_text = pick_system(ctx, scn, kws)
        label = "alive" if plan.startswith("alive") and plan not in BEFORE_LAST_SUMMARY else "drifted"
        k = ctx.rng.randint(2, len(scn2["ex"]) - 1)
        if plan == "alive_verbatim_part":
            msgs = partify(ctx, [SYS(sys_text)] + segment(ctx, scn2, 0, k))
            msgs.append({"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]},
                                                     {"type": "text", "text": ins["text"]}]})
            note = "Content as text parts; the instruction is its own text part of the current user message."
        elif plan == "alive_para_part":
            j = ctx.rng.randint(0, k - 1)
            base = segment(ctx, scn2, 0, k)
            uidx = [x for x, m in enumerate(base) if m["role"] == "user"][j]
            base[uidx] = U(embed(ctx, ctx.rng.choice(ins["paras"]), base[uidx]["content"]))
            msgs = partify(ctx, [SYS(sys_text)] + base) + [{"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]}]}]
            note = "Content as text parts; the instruction is paraphrased inside an earlier user turn's text part."
        elif plan == "alive_reminder_part":
            others = others_in_group(iid, ctx.rng.randint(0, 2), ctx.rng)
            lines = [INSTR[o]["text"] for o in others] + [ins["text"]]
            ctx.rng.shuffle(lines)
            body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
            msgs, _, kind, _ = shape_after_head(ctx, sys_text, scn, scn2, body, k)
            msgs = partify(ctx, msgs)
            msgs.append({"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]},
                                                     {"type": "text", "text": "\n\n" + reminder_block(lines)}]})
            note = f"Summary ({kind}) as parts; memlock reminder block as the last text part of the current user message."
        elif plan == "alive_summary_restated":
            body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
            msgs, _, kind, _ = shape_standalone0(ctx, scn, scn2, body, k)
            msgs = partify(ctx, msgs)
            msgs.append({"role": "user", "content": [{"type": "text", "text": embed(ctx, ins["text"], scn2["ex"][k]["u"])}]})
            note = f"Summary at index 0 ({kind}) as parts; instruction restated verbatim in the current user message's text part."
        elif plan == "drift_standalone_split":
            body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
            msgs, _, kind, role = shape_standalone0(ctx, scn, scn2, body, k)
            content = msgs[0]["content"]
            if kind == "legacy":
                parts = [{"type": "text", "text": content}]
            else:
                pfx_end = content.index("\n") + 1
                parts = [{"type": "text", "text": content[:pfx_end]}, {"type": "text", "text": content[pfx_end:]}]
            msgs = partify(ctx, msgs[1:])
            summ = {"role": role, "content": parts}
            if ctx.flag():
                summ["_compressed_summary"] = True
            msgs = [summ] + msgs + [{"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]}]}]
            note = (f"Standalone summary at index 0 ({kind}) whose prefix and body are in separate text parts; "
                    "instruction only in the body part.")
        elif plan == "drift_merged_list":
            body = summary_body(ctx, scn, [summary_mention(ctx, ins)])
            kind = ctx.prefix(allow_legacy=False)
            msgs = partify(ctx, [SYS(maybe_note_system(ctx, sys_text))] + render_ex(ctx, scn["ex"][0]))
            first = scn2["ex"][0]
            # Hermes _append_text_to_content on list content: header part, old parts, suffix part
            merged = {"role": "user", "content": [
                {"type": "text", "text": MERGED_HEADER + "\n"},
                {"type": "text", "text": first["u"]},
                {"type": "text", "text": "\n\n" + MERGED_DELIM + "\n\n" + summary_text(body, kind) + "\n\n" + END_MARKER},
            ]}
            if ctx.flag():
                merged["_compressed_summary"] = True
            msgs += [merged] + partify(ctx, [A(first["a"])] + segment(ctx, scn2, 1, k))
            msgs.append({"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]}]})
            note = (f"Merged summary in list form, exactly as Hermes builds it for list content (header part, old "
                    f"parts, delimiter+summary+END part; {kind}); instruction only in the summary part.")
        elif plan == "drift_absent":
            msgs = partify(ctx, [SYS(sys_text)] + segment(ctx, scn2, 0, k))
            msgs.append({"role": "user", "content": [{"type": "text", "text": scn2["ex"][k]["u"]}]})
            note = "Content as text parts; the instruction was never given."
        else:  # drift_tool_parts
            wrappers = data_wrappers(ctx, ins["text"])
            req, tname, targs, tres, after, follow = ctx.rng.choice(wrappers)
            cid = ctx.call_id()
            msgs = partify(ctx, [SYS(sys_text)] + segment(ctx, scn2, 0, 1))
            msgs += [{"role": "user", "content": [{"type": "text", "text": req}]},
                     {"role": "assistant", "content": "", "tool_calls": [{"id": cid, "type": "function",
                      "function": {"name": tname, "arguments": json.dumps(targs, ensure_ascii=False)}}]},
                     {"role": "tool", "tool_call_id": cid, "content": [{"type": "text", "text": tres}]},
                     {"role": "assistant", "content": [{"type": "text", "text": after}]},
                     {"role": "user", "content": [{"type": "text", "text": follow}]}]
            note = f"Instruction text appears only inside a role:'tool' result (text parts) from `{tname}`."
        if B.add("list_parts", iid, msgs, label, note):
            made += 1


# ---------------------------------------------------------------------------------------------


def build():
    B = Builder()
    build_stated(B, "verbatim", 33)
    build_stated(B, "paraphrase", 36)
    build_reminder(B, 25)
    build_summary_only(B, "summary_only_standalone0", 25)
    build_summary_only(B, "summary_only_after_head", 25)
    build_summary_only(B, "summary_only_merged", 25)
    build_absent(B, 28)
    build_incidental(B, 44)
    build_long(B, 24)
    build_multi(B, 24)
    build_non_english(B)
    build_list_parts(B, 24)
    build_data(B, 26)
    for n, c in enumerate(B.cases, 1):
        c["id"] = f"c{n:04d}"
    return B.cases


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(HERE, "corpus.jsonl"))
    args = ap.parse_args(argv)
    cases = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {os.path.relpath(args.out)}")


if __name__ == "__main__":
    main()
