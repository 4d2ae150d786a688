"""The REAL ``hermes gateway run`` as a subprocess, with its API server and a webhook platform on 127.0.0.1.

What a gateway user runs: one Hermes process serving many chats. The API server platform
(``POST /api/sessions``, ``POST /api/sessions/<id>/chat``) carries the conversations; it has no
slash-command dispatch (a ``/guard`` sent there reaches the model as text), so a webhook platform
route (``POST /webhooks/cmd {"text": "/guard ..."}``) reaches the gateway's own command dispatch,
whose reply is written to the gateway's log (route delivery ``log``).

    gw = Gateway.create(server.base_url, root=tmp_path / "gw")   # a HERMES_HOME with memlock enabled
    gw.start()
    sid = gw.new_session()
    gw.chat(sid, "[c01] hello")
    gw.command("/guard")                                          # the reply the gateway logged
    gw.stop()

:class:`ChatModel` is the scripted model's behaviour for many concurrent chats: it answers from
the request itself (no shared queue), following directives in the user's message:
``PIN: <text>`` (or ``PIN(project): ...``) -> a ``guard_pin`` tool call, its code words (``QX07ZEBRA``)
as probes; ``UNPIN: pin_<hex>`` -> a ``guard_pin`` unpin; ``COMPACT`` -> a tool call reporting 1M prompt
tokens, so Hermes compacts mid-turn after the tool ran; anything else -> a short reply.
"""
from __future__ import annotations

import itertools
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional

from hermes_harness.scripted_llm import Reply, ToolCall, is_background_review_request, is_summary_request, message_text
from hermes_harness.session import HermesHome, _deep_merge

API_KEY = "memlock-gateway-test-key-0123456789"
CHAT_TAG = re.compile(r"\[([a-z]\d+)\]")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def hermes_executable() -> str:
    candidate = Path(sys.executable).with_name("hermes")
    return str(candidate) if candidate.exists() else "hermes"


def gateway_config(api_port: int, webhook_port: int, *, nudge_interval: int = 0,
                   protect_last_n: int = 4) -> Dict[str, Any]:
    """config.yaml additions for a gateway: both HTTP platforms on 127.0.0.1, no run limit,
    a short protected tail (so a pin leaves it after a few turns) and, optionally, the background
    memory review every ``nudge_interval`` user turns."""
    memory: Dict[str, Any] = {"nudge_interval": nudge_interval}
    if nudge_interval:
        memory.update(memory_enabled=True, user_profile_enabled=False)
    return {
        "platforms": {
            "api_server": {"enabled": True, "extra": {"host": "127.0.0.1", "port": api_port, "key": API_KEY}},
            "webhook": {"enabled": True, "extra": {"host": "127.0.0.1", "port": webhook_port, "routes": {
                "cmd": {"secret": "INSECURE_NO_AUTH", "prompt": "{text}", "deliver": "log"}}}},
        },
        "gateway": {"api_server": {"max_concurrent_runs": 0}},
        # a small tool list keeps Hermes's per-request agent setup (and the requests) small
        "platform_toolsets": {"api_server": ["memory", "memlock"], "webhook": ["memlock"]},
        "compression": {"enabled": True, "protect_first_n": 1, "protect_last_n": protect_last_n},
        "memory": memory,
    }


@dataclass
class Gateway:
    home: HermesHome
    api_port: int
    webhook_port: int
    cwd: Path
    env: Dict[str, str] = field(default_factory=dict)
    proc: Optional[subprocess.Popen] = None
    log_path: Optional[Path] = None
    _log_offset: int = 0

    @classmethod
    def create(cls, base_url: str, *, root: Path, plugin_dir: Path, memlock: Optional[Mapping[str, Any]] = None,
               extra_config: Optional[Mapping[str, Any]] = None, cwd: Optional[Path] = None,
               env: Optional[Mapping[str, str]] = None, nudge_interval: int = 0) -> "Gateway":
        api_port, webhook_port = free_port(), free_port()
        config = _deep_merge(gateway_config(api_port, webhook_port, nudge_interval=nudge_interval),
                             {"memlock": dict(memlock or {})})
        config = _deep_merge(config, extra_config or {})
        home = HermesHome.create(base_url, plugins={"memlock": plugin_dir}, root=root, extra_config=config)
        return cls(home=home, api_port=api_port, webhook_port=webhook_port, cwd=Path(cwd or root),
                   env=dict(env or {}))

    # ── process ───────────────────────────────────────────────────────────
    def start(self, timeout: float = 90.0) -> "Gateway":
        env = {k: v for k, v in os.environ.items() if not k.startswith(("HERMES_", "MEMLOCK_", "API_SERVER_"))}
        env.update(self.env)
        env.update(HERMES_HOME=str(self.home.path), NO_COLOR="1", PYTHONUNBUFFERED="1")
        # the repo first: memlock is imported from this checkout, not from whatever is pip-installed
        root = str(Path(__file__).resolve().parent.parent)
        env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "") if env.get("PYTHONPATH") else root
        self.log_path = self.home.path / "gateway.out"
        log = open(self.log_path, "ab")
        self._log_offset = self.log_path.stat().st_size
        self.proc = subprocess.Popen([hermes_executable(), "gateway", "run", "-v"], cwd=str(self.cwd), env=env,
                                     stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"hermes gateway exited with {self.proc.returncode}:\n{self.log_tail()}")
            if self._healthy():
                return self
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"hermes gateway did not come up in {timeout:.0f}s:\n{self.log_tail()}")

    def _healthy(self) -> bool:
        for port, path in ((self.api_port, "/health"), (self.webhook_port, "/health")):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2) as resp:
                    if resp.status != 200:
                        return False
            except (OSError, urllib.error.URLError):
                return False
        return True

    def stop(self, timeout: float = 30.0) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)

    def log_text(self) -> str:
        if self.log_path is None or not self.log_path.exists():
            return ""
        return self.log_path.read_bytes().decode("utf-8", "replace")

    def log_tail(self, chars: int = 4000) -> str:
        return self.log_text()[-chars:]

    # ── the API server ────────────────────────────────────────────────────
    def _post(self, port: int, path: str, body: Dict[str, Any], *, auth: bool = True, timeout: float = 300.0
              ) -> tuple[int, Any]:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if auth:
            headers["Authorization"] = f"Bearer {API_KEY}"
        request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as resp:
                return resp.status, json.loads(resp.read().decode("utf-8") or "null")
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode("utf-8", "replace")

    def new_session(self) -> str:
        status, body = self._post(self.api_port, "/api/sessions", {})
        if status not in (200, 201):
            raise RuntimeError(f"POST /api/sessions -> {status}: {body}")
        return str(body["session"]["id"])

    def chat(self, session_id: str, message: str) -> str:
        status, body = self._post(self.api_port, f"/api/sessions/{session_id}/chat", {"message": message})
        if status != 200:
            raise RuntimeError(f"chat {session_id} -> {status}: {body}")
        return str(((body or {}).get("message") or {}).get("content") or "")

    # ── the webhook platform: the gateway's own slash-command dispatch ────
    def command(self, text: str, timeout: float = 60.0) -> str:
        """Send ``text`` (e.g. "/guard") through the webhook route; return the reply the gateway logged."""
        status, body = self._post(self.webhook_port, "/webhooks/cmd", {"text": text}, auth=False)
        if status != 202:
            raise RuntimeError(f"webhook -> {status}: {body}")
        delivery = body["delivery_id"]
        needle = f"Response for webhook:cmd:{delivery}: "
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text_now = self.log_text()
            at = text_now.find(needle)
            if at >= 0:
                start = at + len(needle)
                end = text_now.find("\n20", start)  # the next log record starts with a timestamp
                return text_now[start:] if end < 0 else text_now[start:end]
            time.sleep(0.1)
        raise RuntimeError(f"no reply for webhook delivery {delivery}:\n{self.log_tail()}")


# ── the scripted model for many chats ─────────────────────────────────────────
def chat_of(body: Dict[str, Any]) -> Optional[str]:
    """The chat tag ("c07") of a request: the first tagged user message (tags never move between chats)."""
    for message in body.get("messages") or []:
        if isinstance(message, dict) and message.get("role") == "user":
            found = CHAT_TAG.search(message_text(message))
            if found:
                return found.group(1)
    return None


def last_user_text(body: Dict[str, Any]) -> str:
    for message in reversed(body.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            return message_text(message)
    return ""


class ChatModel:
    """``fn(body) -> reply`` for ScriptedLLM: answers each request from its own content."""

    def __call__(self, body: Dict[str, Any]) -> Any:
        messages = body.get("messages") or []
        last = messages[-1] if messages else {}
        if isinstance(last, dict) and last.get("role") == "tool":
            return Reply(content="done.", prompt_tokens=1000)
        text = last_user_text(body).split("\n", 1)[0]
        unpin = re.search(r"UNPIN: (pin_[0-9a-f]+)", text)
        if unpin:
            return ToolCall("guard_pin", {"action": "unpin", "pin_id": unpin.group(1)}, prompt_tokens=1000)
        pin = re.search(r"PIN(?:\((\w+)\))?: (.+)$", text)
        if pin:
            args: Dict[str, Any] = {"text": pin.group(2).strip(), "priority": 80}
            codes = re.findall(r"\b[A-Z]{2,}[A-Z0-9-]*\d[A-Z0-9-]*\b", args["text"])
            if codes:  # a careful model picks the distinctive words as probes
                args["probes"] = [c.lower() for c in codes]
            if pin.group(1):
                args["scope"] = pin.group(1)
            return ToolCall("guard_pin", args, prompt_tokens=1000)
        if "COMPACT" in text:
            return ToolCall("guard_pin", {"action": "list"}, prompt_tokens=1_000_000)
        return Reply(content="ok.", prompt_tokens=1000)


def install_chat_model(server: Any) -> ChatModel:
    """Make ``server`` answer every main-loop chat request with :class:`ChatModel`; background
    reviews keep their auto-answer, and every compaction summary is a new text (a real model never
    writes the same summary twice, and memlock tells compactions apart by the summary's hash)."""
    model = ChatModel()
    counter = itertools.count(1)
    server.summary_text = lambda body: (f"## Goal\nScripted conversation {chat_of(body)}.\n\n"
                                        f"## Progress\n- checkpoint {next(counter)}: earlier turns compacted.")
    server.add_responder("chat-model", lambda body: not is_summary_request(body)
                         and not is_background_review_request(body), model)
    return model


def requests_of(server: Any, kind: str = "chat-model") -> List[Dict[str, Any]]:
    """Bodies of the requests ``server`` answered through the chat model (or ``kind``)."""
    with server._lock:
        return [r.body for r in server.http_log if r.kind == kind]
