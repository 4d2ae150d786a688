"""A fake Anthropic Messages API on 127.0.0.1 for driving the real Claude Code CLI in tests.

Why: every check of the real-CLI tests is judged from what the model would have received, so the
server records every request body, and a test scripts the answers (plain text, tool_use loops, a
huge ``input_tokens`` that makes Claude Code compact in the middle of a turn, the ``<summary>`` a
compaction request asks for). It speaks the streaming SSE protocol Claude Code uses
(``POST /v1/messages`` with ``stream: true``) and answers anything else harmlessly.
"""
from __future__ import annotations

import json
import threading
import uuid
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

COMPACTION_MARKERS = ("Your task is to create a detailed summary of the conversation",
                      "CRITICAL: Respond with TEXT ONLY")
SUMMARY_TEXT = "<summary>The user and the assistant chatted about the build. Nothing else happened.</summary>"


@dataclass
class Reply:
    """One scripted model answer."""

    text: str = "ok"
    tool_use: dict[str, Any] | None = None  # {"name": "Bash", "input": {...}}
    input_tokens: int = 1_000
    output_tokens: int = 20


@dataclass
class Request:
    """One request Claude Code made, as received."""

    path: str
    body: dict[str, Any]

    # ── views used by the checks ─────────────────────────────────────────
    @property
    def messages(self) -> list[dict[str, Any]]:
        msgs = self.body.get("messages")
        return msgs if isinstance(msgs, list) else []

    def text(self) -> str:
        """Every text the request carries (system prompt and messages), joined: what the model reads."""
        return "\n".join(part for part in _texts(self.body.get("system")) + _texts(self.messages))

    def messages_text(self) -> str:
        return "\n".join(_texts(self.messages))

    @property
    def is_compaction(self) -> bool:
        """The request Claude Code makes to summarise the conversation (2.1.332 appends its summary
        instructions to the last user message, or sends them as one, followed by hook context)."""
        tail = "\n".join(_texts(self.messages[-3:]))
        return any(marker in tail for marker in COMPACTION_MARKERS)

    @property
    def is_main(self) -> bool:
        """A request of the main conversation (it offers tools), not a side request (title, ...)."""
        return bool(self.body.get("tools")) and not self.is_compaction


def _texts(value: Any) -> list[str]:
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list):
        for item in value:
            out.extend(_texts(item))
    elif isinstance(value, dict):
        if isinstance(value.get("text"), str):
            out.append(value["text"])
        if "content" in value:
            out.extend(_texts(value["content"]))
    return out


Script = Callable[[Request], Reply]


def default_script(request: Request) -> Reply:
    if request.is_compaction:
        return Reply(text=SUMMARY_TEXT)
    return Reply(text="ok")


@dataclass
class FakeAnthropic:
    """``with FakeAnthropic() as api:`` ... ``api.url``, ``api.requests``, ``api.script = fn``."""

    script: Script = default_script
    requests: list[Request] = field(default_factory=list)
    other_paths: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        api = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def _body(self) -> bytes:
                length = int(self.headers.get("content-length") or 0)
                return self.rfile.read(length) if length else b""

            def _json(self, status: int, data: Any) -> None:
                raw = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def do_GET(self) -> None:  # noqa: N802
                with api._lock:
                    api.other_paths.append("GET " + self.path)
                self._json(200, {"data": [], "has_more": False})

            def do_HEAD(self) -> None:  # noqa: N802
                self.send_response(200)
                self.send_header("content-length", "0")
                self.end_headers()

            def do_POST(self) -> None:  # noqa: N802
                raw = self._body()
                path = self.path.split("?")[0]
                try:
                    body = json.loads(raw) if raw else {}
                except ValueError:
                    body = {}
                if path.endswith("/v1/messages/count_tokens"):
                    with api._lock:
                        api.other_paths.append("POST " + path)
                    self._json(200, {"input_tokens": 1_000})
                    return
                if not path.endswith("/v1/messages"):
                    with api._lock:
                        api.other_paths.append("POST " + path)
                    self._json(200, {})
                    return
                request = Request(path, body)
                with api._lock:
                    api.requests.append(request)
                    reply = api.script(request)
                if body.get("stream"):
                    self._stream(body, reply)
                else:
                    self._json(200, _message(body, reply))

            def _stream(self, body: dict[str, Any], reply: Reply) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("cache-control", "no-cache")
                self.send_header("connection", "close")
                self.end_headers()
                for event, data in _events(body, reply):
                    self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
                self.wfile.flush()
                self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-anthropic", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> "FakeAnthropic":
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._server.shutdown()
        self._server.server_close()

    # ── views ────────────────────────────────────────────────────────────
    def main_requests(self) -> list[Request]:
        with self._lock:
            return [r for r in self.requests if r.is_main]

    def compaction_requests(self) -> list[Request]:
        with self._lock:
            return [r for r in self.requests if r.is_compaction]

    def mark(self) -> int:
        """The number of requests so far: ``api.since(mark)`` is what one CLI run sent."""
        with self._lock:
            return len(self.requests)

    def since(self, mark: int) -> list[Request]:
        with self._lock:
            return list(self.requests[mark:])


def _content(reply: Reply) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    if reply.text:
        blocks.append({"type": "text", "text": reply.text})
    if reply.tool_use:
        blocks.append({"type": "tool_use", "id": "toolu_" + uuid.uuid4().hex[:24], "name": reply.tool_use["name"],
                       "input": reply.tool_use.get("input", {})})
    return blocks


def _message(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
    return {"id": "msg_" + uuid.uuid4().hex[:24], "type": "message", "role": "assistant",
            "model": body.get("model", "claude-sonnet-4-5"), "content": _content(reply),
            "stop_reason": "tool_use" if reply.tool_use else "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": reply.input_tokens, "output_tokens": reply.output_tokens,
                      "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}}


def _events(body: dict[str, Any], reply: Reply) -> list[tuple[str, dict[str, Any]]]:
    message = _message(body, reply)
    blocks = message["content"]
    start = {**message, "content": [], "stop_reason": None,
             "usage": {**message["usage"], "output_tokens": 1}}
    events: list[tuple[str, dict[str, Any]]] = [("message_start", {"type": "message_start", "message": start})]
    for index, block in enumerate(blocks):
        if block["type"] == "text":
            events.append(("content_block_start", {"type": "content_block_start", "index": index,
                                                   "content_block": {"type": "text", "text": ""}}))
            events.append(("content_block_delta", {"type": "content_block_delta", "index": index,
                                                   "delta": {"type": "text_delta", "text": block["text"]}}))
        else:
            events.append(("content_block_start", {"type": "content_block_start", "index": index,
                                                   "content_block": {**block, "input": {}}}))
            events.append(("content_block_delta", {"type": "content_block_delta", "index": index,
                                                   "delta": {"type": "input_json_delta",
                                                             "partial_json": json.dumps(block["input"])}}))
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    events.append(("message_delta", {"type": "message_delta",
                                     "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                                     "usage": {"output_tokens": reply.output_tokens,
                                               "input_tokens": reply.input_tokens}}))
    events.append(("message_stop", {"type": "message_stop"}))
    return events
