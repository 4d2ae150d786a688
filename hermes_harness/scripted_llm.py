"""A scripted, stdlib-only OpenAI-compatible chat-completions server.

Used to drive the REAL hermes-agent in-process (see ``hermes_harness/session.py``)
without any network access: the server binds ``127.0.0.1`` on a free port and
answers every chat-completion request from a queue of scripted responses.

    server = ScriptedLLM()
    server.start()
    server.base_url                    # "http://127.0.0.1:<port>/v1"
    server.script(["hello", ToolCall("echo_tool", {"text": "x"}, prompt_tokens=1_000_000), "done"])
    ...                                # run Hermes against server.base_url
    server.chat_requests()             # parsed JSON bodies of the (non-summary) chat requests
    server.summary_requests            # Hermes's compaction summary requests (auto-answered)
    server.stop()

Response items accepted by :meth:`ScriptedLLM.script`:

* ``str``                -- plain assistant text.
* :class:`Text`          -- assistant text with optional ``prompt_tokens``.
* :class:`ToolCall`      -- one tool call (optionally ``prompt_tokens``).
* :class:`Reply`         -- general form: text and/or several tool calls, usage, finish_reason.
* :class:`HTTPError`     -- answer with an HTTP error status (for failure tests).
* a callable             -- ``fn(request_body) -> any of the above`` (evaluated lazily).

Hermes's context-compaction summarization requests (a message containing
``"You are a summarization agent creating a context checkpoint."``) are answered
automatically with :attr:`ScriptedLLM.summary_text` and do NOT consume the script
(recorded in ``summary_requests``).  Hermes's background self-improvement review
fork (last user message starting "Review the conversation above") is likewise
auto-answered with ``review_text`` (recorded in ``aux_requests``); the harness
config also disables it.  More auto-responders: :meth:`ScriptedLLM.add_responder`.
When the script is empty the server answers ``default_text`` ("ok").
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Deque, Dict, List, Optional, Sequence, Union

__all__ = [
    "ScriptedLLM",
    "Text",
    "ToolCall",
    "Reply",
    "HTTPError",
    "RecordedRequest",
    "SUMMARY_MARKER",
    "DEFAULT_SUMMARY_TEXT",
    "message_text",
    "last_user_message_text",
    "is_summary_request",
    "is_background_review_request",
    "REVIEW_MARKER",
]

#: Literal that starts Hermes 0.19.0's summarizer prompt
#: (agent/context_compressor.py: ContextCompressor._generate_summary).
SUMMARY_MARKER = "You are a summarization agent creating a context checkpoint."

#: Start of the LAST user message of Hermes's background self-improvement review
#: fork (agent/background_review.py _MEMORY_REVIEW_PROMPT / _SKILL_REVIEW_PROMPT /
#: _COMBINED_REVIEW_PROMPT), spawned every ``memory.nudge_interval`` user turns /
#: ``skills.creation_nudge_interval`` tool iterations (default 10 each).
REVIEW_MARKER = "Review the conversation above"

DEFAULT_REVIEW_TEXT = "Nothing to save."

DEFAULT_SUMMARY_TEXT = (
    "## Goal\nScripted test conversation.\n\n"
    "## Progress\n- Earlier turns were compacted by the scripted summarizer.\n\n"
    "## Next steps\n- Continue with the user's latest message."
)


# ---------------------------------------------------------------------------
# Response items
# ---------------------------------------------------------------------------


@dataclass
class ToolCall:
    """A single tool call made by the scripted model."""

    name: str
    arguments: Dict[str, Any] = field(default_factory=dict)
    id: Optional[str] = None
    #: When set, reported as ``usage.prompt_tokens`` of the response.
    prompt_tokens: Optional[int] = None


@dataclass
class Text:
    """Plain assistant text, optionally with an explicit ``usage.prompt_tokens``."""

    content: str
    prompt_tokens: Optional[int] = None


@dataclass
class Reply:
    """General response: optional text plus zero or more tool calls."""

    content: Optional[str] = None
    tool_calls: Sequence[ToolCall] = ()
    prompt_tokens: Optional[int] = None
    completion_tokens: Optional[int] = None
    finish_reason: Optional[str] = None  # default: "tool_calls" if tool calls else "stop"


@dataclass
class HTTPError:
    """Answer the request with an HTTP error (OpenAI-style error body)."""

    status: int = 500
    message: str = "scripted error"


ResponseItem = Union[str, Text, ToolCall, Reply, HTTPError, Callable[[Dict[str, Any]], Any]]


@dataclass
class RecordedRequest:
    """One HTTP request as seen by the server (probes included)."""

    method: str
    path: str
    body: Any  # parsed JSON, raw text, or None
    time: float
    kind: str  # "chat", "summary", "probe", "other"


# ---------------------------------------------------------------------------
# Helpers for inspecting request bodies
# ---------------------------------------------------------------------------


def message_text(message: Dict[str, Any]) -> str:
    """Text of one chat message; multimodal ``content`` lists are joined."""
    content = message.get("content")
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts: List[str] = []
        for part in content:
            if isinstance(part, dict):
                if isinstance(part.get("text"), str):
                    parts.append(part["text"])
            elif isinstance(part, str):
                parts.append(part)
        return "\n".join(parts)
    return str(content)


def last_user_message_text(req: Dict[str, Any]) -> str:
    """Text of the LAST ``role == "user"`` message of a chat request body ("" if none)."""
    for msg in reversed(req.get("messages") or []):
        if isinstance(msg, dict) and msg.get("role") == "user":
            return message_text(msg)
    return ""


def is_summary_request(req: Any) -> bool:
    """True if any message of the request contains Hermes's summarizer preamble."""
    if not isinstance(req, dict):
        return False
    for msg in req.get("messages") or []:
        if isinstance(msg, dict) and SUMMARY_MARKER in message_text(msg):
            return True
    return False


def is_background_review_request(req: Any) -> bool:
    """True for Hermes's background memory/skill review fork (not the main loop)."""
    if not isinstance(req, dict):
        return False
    return last_user_message_text(req).lstrip().startswith(REVIEW_MARKER)


# ---------------------------------------------------------------------------
# Server
# ---------------------------------------------------------------------------


class ScriptedLLM:
    """OpenAI-compatible scripted server on 127.0.0.1 (see module docstring)."""

    def __init__(
        self,
        *,
        model_id: str = "scripted-model",
        default_text: str = "ok",
        summary_text: Union[str, Callable[[Dict[str, Any]], str]] = DEFAULT_SUMMARY_TEXT,
        review_text: Optional[str] = DEFAULT_REVIEW_TEXT,
        context_length: int = 200_000,
        host: str = "127.0.0.1",
        port: int = 0,
        stream_chunk_size: int = 16,
    ) -> None:
        if host not in ("127.0.0.1", "localhost"):
            raise ValueError("ScriptedLLM only binds to the loopback interface")
        self.model_id = model_id
        self.default_text = default_text
        self.summary_text = summary_text
        #: Auto-answer for background review requests; ``None`` = let them consume the script.
        self.review_text = review_text
        self.context_length = context_length
        self.stream_chunk_size = max(1, int(stream_chunk_size))
        self._host = "127.0.0.1"
        self._port = port
        self._lock = threading.RLock()
        self._script: Deque[ResponseItem] = deque()
        self._httpd: Optional[ThreadingHTTPServer] = None
        self._thread: Optional[threading.Thread] = None
        self._ids = itertools.count(1)

        #: Parsed JSON bodies of every POST request received (chat, summary, other).
        self.requests: List[Any] = []
        #: Bodies of Hermes's compaction summary requests (auto-answered).
        self.summary_requests: List[Dict[str, Any]] = []
        #: Bodies of other auto-answered requests (background reviews, custom responders).
        self.aux_requests: List[Dict[str, Any]] = []
        #: Extra ``(kind, predicate(body) -> bool, responder(body) -> item)`` consulted
        #: after the summary check and before the script (see :meth:`add_responder`).
        self.responders: List[tuple] = []
        #: Every HTTP request including GET probes, in arrival order.
        self.http_log: List[RecordedRequest] = []
        #: (request_body, served_item) for each non-summary chat completion.
        self.served: List[tuple] = []

    # -- lifecycle ---------------------------------------------------------

    def start(self) -> "ScriptedLLM":
        if self._httpd is not None:
            return self
        handler = _make_handler(self)
        httpd = ThreadingHTTPServer((self._host, self._port), handler)
        httpd.daemon_threads = True
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
            name=f"ScriptedLLM:{self.port}", daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        httpd, self._httpd = self._httpd, None
        if httpd is not None:
            httpd.shutdown()
            httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> "ScriptedLLM":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("ScriptedLLM is not started")
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        """OpenAI base URL, ending in ``/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    # -- scripting -----------------------------------------------------------

    def script(self, responses: Union[ResponseItem, Sequence[ResponseItem]]) -> "ScriptedLLM":
        """Queue responses (appended after anything still queued)."""
        if isinstance(responses, (str, Text, ToolCall, Reply, HTTPError)) or callable(responses):
            responses = [responses]  # type: ignore[list-item]
        with self._lock:
            self._script.extend(responses)  # type: ignore[arg-type]
        return self

    def add_responder(self, kind: str, predicate: Callable[[Dict[str, Any]], bool],
                      response: Any) -> None:
        """Auto-answer requests matching ``predicate`` without consuming the script.

        ``response`` is a response item or ``fn(body) -> item``; matching bodies
        are recorded in :attr:`aux_requests` with ``RecordedRequest.kind = kind``.
        """
        with self._lock:
            self.responders.append((kind, predicate, response))

    def clear_script(self) -> None:
        with self._lock:
            self._script.clear()

    @property
    def remaining(self) -> int:
        """Number of scripted responses not yet consumed."""
        with self._lock:
            return len(self._script)

    def reset_records(self) -> None:
        with self._lock:
            self.requests.clear()
            self.summary_requests.clear()
            self.aux_requests.clear()
            self.http_log.clear()
            self.served.clear()

    # -- inspection ----------------------------------------------------------

    def chat_requests(self, include_summaries: bool = False) -> List[Dict[str, Any]]:
        """Bodies of the chat-completion requests (summary requests excluded by default)."""
        with self._lock:
            return [
                r.body for r in self.http_log
                if r.kind == "chat" or (include_summaries and r.kind == "summary")
            ]

    def last_chat_request(self) -> Dict[str, Any]:
        reqs = self.chat_requests()
        if not reqs:
            raise AssertionError("no chat-completion request received yet")
        return reqs[-1]

    @staticmethod
    def last_user_message_text(req: Dict[str, Any]) -> str:
        return last_user_message_text(req)

    @staticmethod
    def is_summary_request(req: Any) -> bool:
        return is_summary_request(req)

    # -- request handling (called from handler threads) ------------------------

    def _record(self, method: str, path: str, body: Any, kind: str) -> None:
        with self._lock:
            self.http_log.append(RecordedRequest(method, path, body, time.time(), kind))
            if method == "POST":
                self.requests.append(body)
            if kind == "summary":
                self.summary_requests.append(body)
            elif kind not in ("chat", "probe", "other"):
                self.aux_requests.append(body)

    def _match_responder(self, body: Dict[str, Any]) -> Optional[tuple]:
        with self._lock:
            responders = list(self.responders)
        if self.review_text is not None:
            responders.append(("review", is_background_review_request, self.review_text))
        for kind, pred, response in responders:
            try:
                if pred(body):
                    return kind, response
            except Exception:
                continue
        return None

    def _next_item(self, body: Dict[str, Any]) -> Any:
        with self._lock:
            item = self._script.popleft() if self._script else self.default_text
            self.served.append((body, item))
        # Resolve callables outside the lock (they may inspect the server).
        depth = 0
        while callable(item) and not isinstance(item, (Text, ToolCall, Reply, HTTPError)):
            item = item(body)
            depth += 1
            if depth > 5:
                raise RuntimeError("scripted callable returned callables too deeply")
        return item

    def _new_id(self, prefix: str) -> str:
        return f"{prefix}-{next(self._ids)}-{uuid.uuid4().hex[:8]}"


def _normalize(item: Any) -> Reply:
    if item is None:
        return Reply(content="")
    if isinstance(item, Reply):
        return item
    if isinstance(item, str):
        return Reply(content=item)
    if isinstance(item, Text):
        return Reply(content=item.content, prompt_tokens=item.prompt_tokens)
    if isinstance(item, ToolCall):
        return Reply(content=None, tool_calls=[item], prompt_tokens=item.prompt_tokens)
    if isinstance(item, (list, tuple)) and item and all(isinstance(x, ToolCall) for x in item):
        pt = next((x.prompt_tokens for x in item if x.prompt_tokens is not None), None)
        return Reply(content=None, tool_calls=list(item), prompt_tokens=pt)
    raise TypeError(f"unsupported scripted response item: {item!r}")


def _estimate_tokens(body: Dict[str, Any]) -> int:
    try:
        return max(1, len(json.dumps(body.get("messages") or [])) // 4)
    except Exception:
        return 1


def _make_handler(server: ScriptedLLM):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "ScriptedLLM/1.0"

        def log_message(self, fmt: str, *args: Any) -> None:  # silence stderr
            return

        # -- plumbing ---------------------------------------------------------

        def _read_body(self) -> Any:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length > 0 else b""
            if not raw:
                return None
            text = raw.decode("utf-8", errors="replace")
            try:
                return json.loads(text)
            except ValueError:
                return text

        def _send_json(self, status: int, payload: Any) -> None:
            data = json.dumps(payload).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()

        def _not_found(self) -> None:
            self._send_json(404, {"error": {"message": f"not found: {self.path}",
                                            "type": "invalid_request_error", "code": 404}})

        def _model_obj(self, model_id: Optional[str] = None) -> Dict[str, Any]:
            return {
                "id": model_id or server.model_id,
                "object": "model",
                "created": 0,
                "owned_by": "scripted",
                "context_length": server.context_length,
            }

        # -- verbs -----------------------------------------------------------------

        def do_GET(self) -> None:  # noqa: N802
            path = self.path.split("?", 1)[0].rstrip("/")
            server._record("GET", self.path, None, "probe")
            if path in ("/v1/models", "/models", "/api/v1/models"):
                self._send_json(200, {"object": "list", "data": [self._model_obj()]})
            elif path.startswith("/v1/models/") or path.startswith("/models/"):
                self._send_json(200, self._model_obj(path.split("/models/", 1)[1]))
            elif path in ("", "/", "/health", "/v1/health"):
                self._send_json(200, {"status": "ok"})
            else:
                self._not_found()

        def do_POST(self) -> None:  # noqa: N802
            body = self._read_body()
            path = self.path.split("?", 1)[0].rstrip("/")
            if not path.endswith("/chat/completions"):
                server._record("POST", self.path, body, "probe" if path == "/api/show" else "other")
                self._not_found()
                return
            if not isinstance(body, dict):
                server._record("POST", self.path, body, "other")
                self._send_json(400, {"error": {"message": "body must be a JSON object"}})
                return
            matched = None if is_summary_request(body) else server._match_responder(body)
            if is_summary_request(body):
                server._record("POST", self.path, body, "summary")
                summary = server.summary_text
                reply = Reply(content=summary(body) if callable(summary) else summary)
            elif matched is not None:
                kind, response = matched
                server._record("POST", self.path, body, kind)
                try:
                    item = response(body) if callable(response) and not isinstance(
                        response, (Text, ToolCall, Reply, HTTPError)) else response
                    if isinstance(item, HTTPError):
                        self._send_json(item.status, {"error": {"message": item.message}})
                        return
                    reply = _normalize(item)
                except Exception as exc:
                    self._send_json(500, {"error": {"message": f"ScriptedLLM responder error: {exc!r}"}})
                    return
            else:
                server._record("POST", self.path, body, "chat")
                try:
                    item = server._next_item(body)
                    if isinstance(item, HTTPError):
                        self._send_json(item.status, {"error": {
                            "message": item.message, "type": "scripted_error", "code": item.status}})
                        return
                    reply = _normalize(item)
                except Exception as exc:  # scripting bug: surface as a 500
                    self._send_json(500, {"error": {"message": f"ScriptedLLM error: {exc!r}"}})
                    return
            if body.get("stream"):
                self._stream(body, reply)
            else:
                self._send_json(200, self._completion(body, reply))

        # -- payload builders --------------------------------------------------------

        def _usage(self, body: Dict[str, Any], reply: Reply) -> Dict[str, int]:
            pt = reply.prompt_tokens if reply.prompt_tokens is not None else _estimate_tokens(body)
            ct = reply.completion_tokens
            if ct is None:
                ct = max(1, len(reply.content or "") // 4 + 8 * len(reply.tool_calls))
            return {"prompt_tokens": int(pt), "completion_tokens": int(ct),
                    "total_tokens": int(pt) + int(ct)}

        def _tool_calls_payload(self, reply: Reply) -> List[Dict[str, Any]]:
            out = []
            for tc in reply.tool_calls:
                out.append({
                    "id": tc.id or server._new_id("call"),
                    "type": "function",
                    "function": {"name": tc.name, "arguments": json.dumps(tc.arguments)},
                })
            return out

        def _finish(self, reply: Reply) -> str:
            return reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")

        def _completion(self, body: Dict[str, Any], reply: Reply) -> Dict[str, Any]:
            message: Dict[str, Any] = {"role": "assistant", "content": reply.content}
            if reply.tool_calls:
                message["tool_calls"] = self._tool_calls_payload(reply)
            return {
                "id": server._new_id("chatcmpl"),
                "object": "chat.completion",
                "created": int(time.time()),
                "model": body.get("model") or server.model_id,
                "choices": [{"index": 0, "message": message, "finish_reason": self._finish(reply),
                             "logprobs": None}],
                "usage": self._usage(body, reply),
            }

        def _stream(self, body: Dict[str, Any], reply: Reply) -> None:
            cid = server._new_id("chatcmpl")
            created = int(time.time())
            model = body.get("model") or server.model_id

            def chunk(delta: Dict[str, Any], finish: Optional[str] = None) -> Dict[str, Any]:
                return {"id": cid, "object": "chat.completion.chunk", "created": created,
                        "model": model,
                        "choices": [{"index": 0, "delta": delta, "finish_reason": finish,
                                     "logprobs": None}]}

            events: List[Dict[str, Any]] = [chunk({"role": "assistant", "content": ""})]
            text = reply.content or ""
            n = server.stream_chunk_size
            for i in range(0, len(text), n):
                events.append(chunk({"content": text[i:i + n]}))
            for idx, tc in enumerate(self._tool_calls_payload(reply)):
                args = tc["function"]["arguments"]
                events.append(chunk({"tool_calls": [{
                    "index": idx, "id": tc["id"], "type": "function",
                    "function": {"name": tc["function"]["name"], "arguments": ""}}]}))
                half = max(1, len(args) // 2)
                for piece in (args[:half], args[half:]):
                    if piece:
                        events.append(chunk({"tool_calls": [{
                            "index": idx, "function": {"arguments": piece}}]}))
            events.append(chunk({}, self._finish(reply)))
            # Final usage chunk (OpenAI stream_options.include_usage shape).
            events.append({"id": cid, "object": "chat.completion.chunk", "created": created,
                           "model": model, "choices": [], "usage": self._usage(body, reply)})

            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            try:
                for ev in events:
                    self.wfile.write(b"data: " + json.dumps(ev).encode("utf-8") + b"\n\n")
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass

    return Handler
