#!/usr/bin/env python3
"""Validate bench/corpus/corpus.jsonl and print counts per category and label.

Stdlib only.  Exit status 0 when every check passes, 1 otherwise.

Checks:
  - every line is a JSON object with exactly the documented keys and types
  - ids are unique and look like c0001; instruction_id == anchor.id
  - messages: roles in {system,user,assistant,tool}; content is a str or a list of
    {"type": "text", "text": str}; tool messages carry tool_call_id matching an
    earlier assistant tool_calls id; the last message is a user message
  - index 0 is a system prompt, or a compaction summary (standalone0 shape)
  - categories are the 13 documented names, each with >= 15 cases
  - label rules: fixed-label categories have the expected label; mixed ones
    have both labels
  - summary shapes: every summary message contains the Hermes prefix (or legacy
    prefix) and, unless legacy, the END marker; merged messages have the exact
    header/delimiter layout and end with the END marker
  - >= 300 cases, >= 250 distinct (by anchor + messages), >= 40 instructions
  - long_history cases have 200-600 messages
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EM = "\u2014"
PREFIX_HEAD = f"[CONTEXT COMPACTION {EM} REFERENCE ONLY]"
LEGACY = "[CONTEXT SUMMARY]:"
END_MARKER = f"--- END OF CONTEXT SUMMARY {EM} respond to the message below, not the summary above ---"
MERGED_HEADER = f"[PRIOR CONTEXT {EM} for reference only; not a new message]"
MERGED_DELIM = f"[END OF PRIOR CONTEXT {EM} COMPACTION SUMMARY BELOW]"
REMINDER_HEADER = f"[memlock] Standing instructions {EM} still in force:"

CATEGORIES = {
    "verbatim": {"alive"},
    "paraphrase": {"alive"},
    "reminder_block": {"alive"},
    "summary_only_standalone0": {"drifted"},
    "summary_only_after_head": {"drifted"},
    "summary_only_merged": {"drifted"},
    "absent": {"drifted"},
    "incidental": {"drifted"},
    "long_history": {"alive", "drifted"},
    "multi_compaction": {"alive", "drifted"},
    "non_english": {"alive", "drifted"},
    "list_parts": {"alive", "drifted"},
    "data_not_instruction": {"drifted"},
}
MIXED = {c for c, s in CATEGORIES.items() if len(s) == 2}
KEYS = {"id", "category", "instruction_id", "anchor", "messages", "label", "note"}
MSG_KEYS = {"role", "content", "_compressed_summary", "tool_call_id", "tool_calls"}


def text_of(content):
    if isinstance(content, str):
        return content
    return "\n".join(p["text"] for p in content)


def is_summary(msg):
    t = text_of(msg["content"]).lstrip()
    return bool(msg.get("_compressed_summary")) or t.startswith(PREFIX_HEAD) or t.startswith(LEGACY) \
        or MERGED_DELIM in t


def check_case(c, errors):
    cid = c.get("id", "?")

    def err(msg):
        errors.append(f"{cid}: {msg}")

    if set(c) != KEYS:
        err(f"keys {sorted(c)}")
        return
    if not re.fullmatch(r"c\d{4}", c["id"]):
        err("bad id")
    if c["category"] not in CATEGORIES:
        err(f"unknown category {c['category']}")
        return
    if c["label"] not in ("alive", "drifted"):
        err(f"bad label {c['label']}")
    elif c["label"] not in CATEGORIES[c["category"]]:
        err(f"label {c['label']} not allowed in {c['category']}")
    a = c["anchor"]
    if not (isinstance(a, dict) and set(a) == {"id", "text", "probes"} and a["id"] == c["instruction_id"]
            and isinstance(a["text"], str) and a["text"] and a["probes"] is None):
        err("bad anchor")
    if not isinstance(c["note"], str) or not c["note"]:
        err("empty note")
    msgs = c["messages"]
    if not isinstance(msgs, list) or not msgs:
        err("no messages")
        return
    call_ids = set()
    for i, m in enumerate(msgs):
        if not isinstance(m, dict) or not set(m) <= MSG_KEYS or "role" not in m or "content" not in m:
            err(f"msg {i} keys")
            continue
        if m["role"] not in ("system", "user", "assistant", "tool"):
            err(f"msg {i} role {m['role']}")
        ct = m["content"]
        if isinstance(ct, list):
            if not ct or not all(isinstance(p, dict) and p.get("type") == "text" and isinstance(p.get("text"), str)
                                 and set(p) == {"type", "text"} for p in ct):
                err(f"msg {i} bad parts")
        elif not isinstance(ct, str):
            err(f"msg {i} content type")
        if "_compressed_summary" in m and m["_compressed_summary"] is not True:
            err(f"msg {i} flag must be true when present")
        if m.get("tool_calls"):
            if m["role"] != "assistant":
                err(f"msg {i} tool_calls on non-assistant")
            for tc in m["tool_calls"]:
                call_ids.add(tc["id"])
                json.loads(tc["function"]["arguments"])
        if m["role"] == "tool":
            if m.get("tool_call_id") not in call_ids:
                err(f"msg {i} tool_call_id without a preceding call")
        if m["role"] == "system" and i != 0:
            err(f"system message at {i}")
        if is_summary(m):
            t = text_of(m["content"])
            if MERGED_DELIM in t:
                if not (t.startswith(MERGED_HEADER + "\n") and t.endswith(END_MARKER)):
                    err(f"msg {i} merged shape")
                after = t.split(MERGED_DELIM, 1)[1]
                if not after.startswith("\n\n" + PREFIX_HEAD):
                    err(f"msg {i} merged: prefix must follow the delimiter")
            elif t.startswith(LEGACY):
                pass
            elif not (t.startswith(PREFIX_HEAD) and t.endswith(END_MARKER)):
                err(f"msg {i} standalone summary shape")
    if msgs[-1]["role"] != "user" or is_summary(msgs[-1]):
        err("last message must be a plain user message")
    if msgs[0]["role"] != "system" and not is_summary(msgs[0]):
        err("index 0 must be a system prompt or a summary")
    if c["category"] == "summary_only_standalone0" and (msgs[0]["role"] == "system" or not is_summary(msgs[0])):
        err("standalone0 case must start with a summary")
    if c["category"] == "long_history" and not (200 <= len(msgs) <= 600):
        err(f"long_history with {len(msgs)} messages")
    if c["category"] == "reminder_block" and not any(REMINDER_HEADER in text_of(m["content"]) for m in msgs):
        err("reminder_block case without a reminder block")


def main(argv=None):
    ap = argparse.ArgumentParser(description="validate the drift corpus")
    ap.add_argument("path", nargs="?", default=os.path.join(HERE, "corpus.jsonl"))
    args = ap.parse_args(argv)
    errors = []
    cases = []
    with open(args.path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                cases.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {n}: {e}")
    ids = collections.Counter(c.get("id") for c in cases)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate id {k}")
    for c in cases:
        check_case(c, errors)

    table = collections.defaultdict(collections.Counter)
    for c in cases:
        table[c.get("category")][c.get("label")] += 1
    digests = {hashlib.sha256(json.dumps([c["anchor"]["text"], c["messages"]], ensure_ascii=False,
                                         sort_keys=True).encode()).hexdigest() for c in cases}
    instr = {c["instruction_id"] for c in cases}
    anchors = collections.defaultdict(set)
    for c in cases:
        anchors[c["instruction_id"]].add(c["anchor"]["text"])
    for k, v in anchors.items():
        if len(v) != 1:
            errors.append(f"instruction {k} has {len(v)} different anchor texts")
    n_summ = sum(1 for c in cases for m in c["messages"] if is_summary(m))
    n_flag = sum(1 for c in cases for m in c["messages"] if is_summary(m) and m.get("_compressed_summary"))
    lengths = [len(c["messages"]) for c in cases]

    print(f"{'category':<26}{'alive':>7}{'drifted':>9}{'total':>7}")
    print("-" * 49)
    for cat in CATEGORIES:
        row = table.get(cat, collections.Counter())
        print(f"{cat:<26}{row['alive']:>7}{row['drifted']:>9}{sum(row.values()):>7}")
        if sum(row.values()) < 15:
            errors.append(f"category {cat} has only {sum(row.values())} cases")
        if cat in MIXED and (row["alive"] == 0 or row["drifted"] == 0):
            errors.append(f"mixed category {cat} lacks one label")
    for cat in table:
        if cat not in CATEGORIES:
            errors.append(f"unexpected category {cat}")
    tot = collections.Counter(c["label"] for c in cases)
    print("-" * 49)
    print(f"{'TOTAL':<26}{tot['alive']:>7}{tot['drifted']:>9}{len(cases):>7}")
    print()
    print(f"distinct cases: {len(digests)}   instructions: {len(instr)}   summary messages: {n_summ} "
          f"({n_flag} flagged _compressed_summary)")
    print(f"messages per case: min {min(lengths)}, median {sorted(lengths)[len(lengths) // 2]}, max {max(lengths)}")
    if len(cases) < 300:
        errors.append(f"only {len(cases)} cases (< 300)")
    if len(digests) < 250:
        errors.append(f"only {len(digests)} distinct cases (< 250)")
    if len(instr) < 40:
        errors.append(f"only {len(instr)} instructions (< 40)")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors[:50]:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
