"""Claude Code transcript records and hook payloads in their real on-disk / on-stdin shapes.

Shared by the transcript, hook and installer tests and by bench/bench_claude_hook.py. Field names
and nesting follow transcripts written by Claude Code 2.x (see /work/shared/docs/claude-code-hooks.md):
every record carries parentUuid, isSidechain, userType, cwd, sessionId, version, gitBranch, type,
uuid and timestamp; assistant records nest an Anthropic API message; compaction appends a
``system``/``compact_boundary`` record then an ``isCompactSummary`` user record.
"""
from __future__ import annotations

import json
import os
import uuid as uuidlib
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

VERSION = "2.1.332"
SUMMARY_INTRO = ("This session is being continued from a previous conversation that ran out of context. "
                 "The conversation is summarized below:\n")


class Transcript:
    """Appends real-format records to a JSONL file, the way Claude Code does (one write per record)."""

    def __init__(self, path: str | os.PathLike, session_id: str | None = None, cwd: str = "/home/dev/project"):
        self.path = Path(path)
        self.session_id = session_id or str(uuidlib.uuid4())
        self.cwd = cwd
        self.parent: str | None = None
        self.clock = datetime(2026, 11, 30, 9, 0, 0, tzinfo=timezone.utc)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.touch()

    # ── plumbing ──────────────────────────────────────────────────────────
    def _stamp(self) -> str:
        self.clock += timedelta(seconds=3)
        return self.clock.isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def _base(self, rtype: str, *, sidechain: bool = False) -> dict:
        return {"parentUuid": self.parent, "isSidechain": sidechain, "userType": "external", "cwd": self.cwd,
                "sessionId": self.session_id, "version": VERSION, "gitBranch": "main", "type": rtype}

    def write(self, record: dict, *, chain: bool = True) -> str:
        record.setdefault("uuid", str(uuidlib.uuid4()))
        record.setdefault("timestamp", self._stamp())
        self.append_raw(json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass") + b"\n")
        if chain and not record.get("isSidechain"):
            self.parent = record["uuid"]
        return record["uuid"]

    def append_raw(self, data: bytes) -> None:
        with open(self.path, "ab") as fh:
            fh.write(data)

    # ── records ───────────────────────────────────────────────────────────
    def user(self, text: str | list, **extra: Any) -> str:
        return self.write({**self._base("user"), "message": {"role": "user", "content": text}, **extra})

    def assistant(self, text: str = "", *, tool_use: dict | None = None, thinking: str | None = None,
                  sidechain: bool = False) -> str:
        content: list[dict] = []
        if thinking:
            content.append({"type": "thinking", "thinking": thinking, "signature": "EqQBCkYIBxgCKkB" + "A" * 40})
        if text:
            content.append({"type": "text", "text": text})
        if tool_use:
            content.append({"type": "tool_use", "id": tool_use["id"], "name": tool_use.get("name", "Bash"),
                            "input": tool_use.get("input", {"command": "ls"})})
        message = {"id": "msg_01" + uuidlib.uuid4().hex[:22], "type": "message", "role": "assistant",
                   "model": "claude-sonnet-4-5-20250929", "content": content,
                   "stop_reason": "tool_use" if tool_use else "end_turn", "stop_sequence": None,
                   "usage": {"input_tokens": 1200, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 9000,
                             "output_tokens": 85, "service_tier": "standard"}}
        return self.write({**self._base("assistant", sidechain=sidechain), "message": message,
                           "requestId": "req_011" + uuidlib.uuid4().hex[:20]})

    def tool_call(self, name: str, output: str | list, *, text: str = "") -> str:
        tool_id = "toolu_01" + uuidlib.uuid4().hex[:22]
        self.assistant(text, tool_use={"id": tool_id, "name": name, "input": {"command": "cat notes.txt"}})
        result = {"tool_use_id": tool_id, "type": "tool_result", "content": output}
        return self.write({**self._base("user"), "message": {"role": "user", "content": [result]},
                           "toolUseResult": {"stdout": output if isinstance(output, str) else "", "stderr": "",
                                             "interrupted": False, "isImage": False}})

    def meta(self, text: str) -> str:
        return self.write({**self._base("user"), "isMeta": True, "message": {"role": "user", "content": text}})

    def sidechain_user(self, text: str) -> str:
        return self.write({**self._base("user", sidechain=True), "message": {"role": "user", "content": text},
                           "agentId": "a1b2c3d4"}, chain=False)

    def hook_context(self, text: str, hook: str = "SessionStart") -> str:
        """What Claude Code 2.1.332 records for a hook's additionalContext (the model gets it as a
        ``role: system`` message "<hook> hook additional context: <text>")."""
        return self.write({**self._base("attachment"), "attachment": {
            "type": "hook_additional_context", "content": [text], "hookName": hook, "toolUseID": hook,
            "hookEvent": hook}, "renderedRole": "system",
            "rendered": [{"content": f"<system-reminder>\n{hook} hook additional context: {text}\n</system-reminder>"}]})

    def title(self, text: str) -> None:
        self.append_raw(json.dumps({"type": "summary", "summary": text, "leafUuid": self.parent}).encode() + b"\n")

    def snapshot(self) -> None:
        self.append_raw(json.dumps({"type": "file-history-snapshot", "messageId": str(uuidlib.uuid4()),
                                    "snapshot": {"trackedFileBackups": {}, "timestamp": self._stamp()},
                                    "isSnapshotUpdate": False}).encode() + b"\n")

    def compact(self, summary: str, *, trigger: str = "auto", sidechain: bool = False,
                preserved: dict | None = None) -> tuple[str, str]:
        """A compaction: the boundary record, then the summary record. Returns both uuids."""
        meta: dict[str, Any] = {"trigger": trigger, "preTokens": 155_000}
        if preserved:
            meta.update(preserved)
        logical = self.parent
        self.parent = None
        boundary = self.write({**self._base("system", sidechain=sidechain), "subtype": "compact_boundary",
                               "content": "Conversation compacted", "isMeta": False, "level": "info",
                               "logicalParentUuid": logical, "compactMetadata": meta}, chain=not sidechain)
        if sidechain:
            return boundary, ""
        summary_id = self.write({**self._base("user"), "message": {"role": "user", "content": SUMMARY_INTRO + summary},
                                 "isVisibleInTranscriptOnly": True, "isCompactSummary": True})
        return boundary, summary_id

    def filler(self, turns: int, *, tool_bytes: int = 0, tag: str = "") -> None:
        """``turns`` exchanges of neutral chat; each with a tool call whose output is ``tool_bytes`` long."""
        blob = ("lorem ipsum dolor sit amet " * (tool_bytes // 27 + 1))[:tool_bytes]
        for i in range(turns):
            self.user(f"question {tag}{i}: how is the build going?")
            if tool_bytes:
                self.tool_call("Bash", blob, text=f"Checking the build {tag}{i}.")
            self.assistant(f"answer {tag}{i}: the build is green.")

    def size(self) -> int:
        return self.path.stat().st_size


def payload(event: str, transcript: Transcript | None, *, session_id: str | None = None, cwd: str | None = None,
            **fields: Any) -> dict:
    """A hook payload as Claude Code writes it to stdin."""
    data = {"session_id": session_id or (transcript.session_id if transcript else "sess-0"),
            "transcript_path": str(transcript.path) if transcript else "/nonexistent/transcript.jsonl",
            "cwd": cwd or (transcript.cwd if transcript else "/"), "permission_mode": "default",
            "hook_event_name": event}
    if event == "SessionStart":
        data.setdefault("source", "startup")
        data["model"] = "claude-sonnet-4-5-20250929"
    if event in ("PreCompact", "PostCompact"):
        data.setdefault("trigger", "auto")
    if event == "PreCompact":
        data["custom_instructions"] = ""
    data.update(fields)
    return data
