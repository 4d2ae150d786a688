"""Driving the REAL Claude Code CLI (npm ``@anthropic-ai/claude-code``) against :mod:`fake_anthropic`.

``./dev test`` installs the pinned CLI into ``.cache/claude-code`` (see ``CLAUDE_CODE_VERSION`` in
./dev). Each :class:`ClaudeProject` is a temp git project with a private HOME (its own ``~/.claude``
and a pre-seeded ``~/.claude.json``), a private memlock home and config, memlock's hooks installed
by ``memlock_setup.py``, and the environment that keeps everything on 127.0.0.1.

If the CLI is not installed the tests are skipped with a loud reason, except under CI (``CI=1``),
where a missing CLI is a failure: the point of these tests is that they run.
"""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.require import missing

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fake_anthropic import FakeAnthropic, Request  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
PINNED_VERSION = "2.1.332"
LOCAL_BIN = REPO / ".cache" / "claude-code" / "node_modules" / ".bin" / "claude"
RUN_TIMEOUT_S = 120


def find_claude() -> tuple[str | None, str]:
    """(path to the claude binary, why not) - $MEMLOCK_CLAUDE_BIN, the ./dev install, then PATH."""
    candidates = [os.environ.get("MEMLOCK_CLAUDE_BIN"), str(LOCAL_BIN), shutil.which("claude")]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            try:
                proc = subprocess.run([candidate, "--version"], capture_output=True, text=True, timeout=60,
                                      env={**os.environ, "DISABLE_AUTOUPDATER": "1"})
            except (OSError, subprocess.SubprocessError) as exc:
                return None, f"{candidate} --version failed: {exc}"
            if proc.returncode == 0 and "Claude Code" in proc.stdout:
                return candidate, proc.stdout.strip()
            return None, f"{candidate} --version: rc={proc.returncode} {proc.stdout.strip()} {proc.stderr.strip()[:200]}"
    return None, (f"the Claude Code CLI is not installed (looked at $MEMLOCK_CLAUDE_BIN, {LOCAL_BIN}, PATH); "
                  f"`./dev test` installs @anthropic-ai/claude-code@{PINNED_VERSION} there")


_FOUND: tuple[str | None, str] | None = None


def claude_binary() -> str:
    """The CLI, or skip LOUDLY (fail under CI=1) when it cannot be found."""
    global _FOUND
    if _FOUND is None:
        _FOUND = find_claude()
    path, why = _FOUND
    if path is None:
        message = ("\n" + "!" * 78 + f"\nREAL CLAUDE CODE CLI TESTS NOT RUN: {why}\n" + "!" * 78)
        missing(message)
    return path


def memlock_env_base() -> dict[str, str]:
    return {k: v for k, v in os.environ.items()
            if not k.startswith(("CLAUDE", "ANTHROPIC", "MEMLOCK", "HERMES")) or k == "MEMLOCK_DAEMON"}


@dataclass
class RunResult:
    """One ``claude -p`` run: its JSON result and the requests the fake API received meanwhile."""

    rc: int
    data: dict[str, Any] | None
    stdout: str
    stderr: str
    requests: list[Request]
    seconds: float

    @property
    def main(self) -> list[Request]:
        return [r for r in self.requests if r.is_main]

    @property
    def session_id(self) -> str | None:
        return (self.data or {}).get("session_id")

    @property
    def result_text(self) -> str:
        return str((self.data or {}).get("result") or "")


REMINDER_RE = re.compile(r"(\w+) hook additional context: (\[memlock\] Standing instructions[^\n]*(?:\n  [^\n]*)*)")


@dataclass
class Delivered:
    """One memlock reminder block as the model received it: which hook sent it, and its lines."""

    hook: str
    text: str

    @property
    def lines(self) -> list[str]:
        return [line[4:] for line in self.text.splitlines()[1:] if line.startswith("  - ")]


def reminders(request: Request) -> list[Delivered]:
    """Every memlock reminder block in the request's messages, oldest first."""
    return [Delivered(m.group(1), m.group(2)) for m in REMINDER_RE.finditer(request.messages_text())]


def times_shown(request: Request, text: str) -> int:
    """How many memlock reminder lines carrying ``text`` the request holds."""
    return sum(line == text for block in reminders(request) for line in block.lines)


class ClaudeProject:
    """A temp git project, a private HOME and memlock home, and the real CLI pointed at ``api``."""

    def __init__(self, tmp: Path, api: FakeAnthropic, *, config: str = "memlock: {}\n"):
        self.claude = claude_binary()
        self.tmp = tmp
        self.api = api
        self.home = tmp / "home"
        self.project = tmp / "project"
        self.memlock_home = tmp / "memlock-home"
        self.config = tmp / "memlock.yaml"
        self.home.mkdir(parents=True, exist_ok=True)
        self.project.mkdir(parents=True, exist_ok=True)
        self.config.write_text(config, encoding="utf-8")
        subprocess.run(["git", "init", "-q", str(self.project)], check=True)
        self.seed_home()
        bin_dir = str(Path(self.claude).parent)
        self.env = memlock_env_base()
        self.env.update(
            HOME=str(self.home), MEMLOCK_HOME=str(self.memlock_home), MEMLOCK_CONFIG=str(self.config),
            HERMES_HOME=str(tmp / "hermes-home"), PYTHONPATH=str(REPO), MEMLOCK_DEBUG="1",
            PATH=bin_dir + os.pathsep + os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""),
            ANTHROPIC_BASE_URL=api.url, ANTHROPIC_API_KEY="dummy",
            DISABLE_TELEMETRY="1", DISABLE_ERROR_REPORTING="1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
            DISABLE_AUTOUPDATER="1", CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL="1",
            GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid", GIT_COMMITTER_NAME="t",
            GIT_COMMITTER_EMAIL="t@example.invalid", TERM="xterm-256color",
        )

    def seed_home(self) -> None:
        """``~/.claude.json`` so no onboarding, trust dialog or network check runs."""
        state = {"hasCompletedOnboarding": True, "lastOnboardingVersion": PINNED_VERSION, "numStartups": 5,
                 "bypassPermissionsModeAccepted": True, "autoUpdates": False,
                 "customApiKeyResponses": {"approved": ["dummy"], "rejected": []}, "projects": {}}
        (self.home / ".claude.json").write_text(json.dumps(state), encoding="utf-8")
        (self.home / ".claude").mkdir(exist_ok=True)
        self.trust(self.project)

    def trust(self, project: Path, *, mcp_json: bool = False) -> None:
        """Mark a project trusted in ``~/.claude.json`` (the first-run dialog would block a run), and
        with ``mcp_json`` approve its ``.mcp.json`` memlock server (what the first interactive run asks)."""
        path = self.home / ".claude.json"
        state = json.loads(path.read_text(encoding="utf-8"))
        state.setdefault("projects", {})[str(project)] = {
            "hasTrustDialogAccepted": True, "allowedTools": [], "hasCompletedProjectOnboarding": True,
            **({"enabledMcpjsonServers": ["memlock"]} if mcp_json else {})}
        path.write_text(json.dumps(state), encoding="utf-8")

    def add_project(self, name: str) -> Path:
        """Another trusted git project next to the first (same HOME, same memlock home)."""
        project = self.tmp / name
        project.mkdir()
        subprocess.run(["git", "init", "-q", str(project)], check=True)
        self.trust(project)
        return project

    # ── memlock ──────────────────────────────────────────────────────────
    def setup(self, *args: str, check: bool = True, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """``memlock_setup.py --harness claude-code ARGS`` in the project."""
        proc = subprocess.run([sys.executable, str(REPO / "memlock_setup.py"), "--harness", "claude-code", *args],
                              cwd=cwd or self.project, env=self.env, capture_output=True, text=True, timeout=120)
        if check:
            assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc

    def memlock(self, *args: str, check: bool = True, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """The ``memlock`` CLI in a terminal in the project."""
        proc = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", *args], cwd=cwd or self.project,
                              env=self.env, capture_output=True, text=True, timeout=120)
        if check:
            assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc

    def hook_log(self) -> str:
        path = self.memlock_home / "logs" / "claude-code.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    # ── claude ───────────────────────────────────────────────────────────
    def run(self, prompt: str, *, resume: bool = True, args: tuple[str, ...] = (), check: bool = True,
            cwd: Path | None = None) -> RunResult:
        """``claude -p PROMPT --output-format json`` (``--continue`` unless ``resume=False``)."""
        cmd = [self.claude, "-p", prompt, "--output-format", "json", *(["--continue"] if resume else []), *args]
        mark = self.api.mark()
        started = time.monotonic()
        proc = subprocess.run(cmd, cwd=cwd or self.project, env=self.env, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT_S, stdin=subprocess.DEVNULL)
        seconds = time.monotonic() - started
        try:
            data = json.loads(proc.stdout) if proc.stdout.strip() else None
        except ValueError:
            data = None
        result = RunResult(proc.returncode, data, proc.stdout, proc.stderr, self.api.since(mark), seconds)
        if check:
            assert proc.returncode == 0 and data is not None and not data.get("is_error"), \
                f"{shlex.join(cmd)}\nrc={proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
        return result

    def transcripts(self) -> list[Path]:
        return sorted((self.home / ".claude" / "projects").glob("*/*.jsonl"), key=lambda p: p.stat().st_mtime)

    def transcript_records(self, session_id: str | None = None) -> list[dict[str, Any]]:
        paths = self.transcripts()
        if session_id:
            paths = [p for p in paths if p.stem == session_id]
        records = []
        for line in paths[-1].read_text(encoding="utf-8").splitlines() if paths else []:
            try:
                records.append(json.loads(line))
            except ValueError:
                pass
        return records


class Tmux:
    """The interactive CLI in a private tmux server: ``send`` keys, ``wait_for`` text on the screen."""

    def __init__(self, project: ClaudeProject, width: int = 160, height: int = 50):
        if shutil.which("tmux") is None:
            message = "tmux is not installed (./dev test installs it with apt-get)"
            missing(message)
        self.project = project
        self.tm = ["tmux", "-S", str(project.tmp / "tmux.sock")]
        env = " ".join(f"{k}={shlex.quote(v)}" for k, v in project.env.items())
        subprocess.run([*self.tm, "new-session", "-d", "-s", "cc", "-x", str(width), "-y", str(height),
                        "-c", str(project.project), f"env -i {env} {shlex.quote(project.claude)}"], check=True)

    def screen(self) -> str:
        return subprocess.run([*self.tm, "capture-pane", "-p", "-t", "cc"], capture_output=True, text=True).stdout

    def wait_for(self, predicate: Any, timeout: float = 60.0, what: str = "") -> str:
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if predicate(screen):
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what or predicate}; screen:\n{screen}")
            time.sleep(0.3)

    def type(self, text: str) -> None:
        subprocess.run([*self.tm, "send-keys", "-t", "cc", "-l", text], check=True)

    def key(self, *keys: str) -> None:
        subprocess.run([*self.tm, "send-keys", "-t", "cc", *keys], check=True)

    def submit(self, text: str) -> None:
        """Type a line, wait until it is on screen, press Enter (sent together, Enter can arrive first)."""
        self.type(text)
        self.wait_for(lambda s: text in s, 30, f"{text!r} typed")
        time.sleep(0.3)
        self.key("Enter")

    def close(self) -> None:
        subprocess.run([*self.tm, "kill-server"], capture_output=True)
