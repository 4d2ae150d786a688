"""A small long-lived local process that keeps the embedding model loaded for Claude Code hooks.

Why: every Claude Code hook is a new process, and importing sentence-transformers plus loading the
model costs ~8 s, which a semantic audit would pay on every compaction. The daemon pays it once and
serves :func:`memlock_core.detection.audit.audit` (the same audit, not a copy) over a Unix socket under the
memlock home. The first hook that needs it starts it (SessionStart starts it ahead of time); it
exits after ``MEMLOCK_DAEMON_IDLE_S`` seconds without a request (default 1800).

Fail open: if the daemon cannot answer within the hook's budget the hook audits with keyword probes
and says so in the report's notes. Trust: the socket lives in a 0700 directory, is 0600, and the
server only answers a peer with its own uid.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import json
import logging
import os
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.audit_report import AnchorVerdict, AuditReport
from memlock_core.detection.settings import AuditSettings
from memlock_core.errors import BackendUnavailable
from memlock_core.fileio import private_dir

log = logging.getLogger("memlock")

PROTOCOL = 1
MAX_REQUEST_BYTES = 256 * 1024 * 1024
DEFAULT_IDLE_S = 1800.0
DEFAULT_WAIT_S = 15.0
SPAWN_COOLDOWN_S = 20.0
_SUN_PATH_MAX = 100  # sockaddr_un.sun_path is 108 bytes on Linux, 104 on macOS


class DaemonUnavailable(BackendUnavailable, RuntimeError):
    """The audit daemon did not answer (not running, still starting, or failed)."""


# ── where ────────────────────────────────────────────────────────────────
def run_dir(home: Path) -> Path:
    return Path(home) / "run"


def socket_path(home: Path) -> Path:
    """``<home>/run/audit.sock``, or a short per-user path when the home is too deep for a socket."""
    path = run_dir(home) / "audit.sock"
    if len(os.fsencode(str(path))) <= _SUN_PATH_MAX:
        return path
    digest = hashlib.sha256(os.fsencode(str(Path(home).resolve()))).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"memlock-{os.getuid()}" / f"{digest}.sock"


def _private_dir(path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = path.stat()
    if st.st_uid != os.getuid():
        raise PermissionError(f"{path} belongs to another user")
    if st.st_mode & 0o077:
        os.chmod(path, 0o700)


# ── wire format: one JSON line each way ──────────────────────────────────
def _send(sock: socket.socket, obj: dict[str, Any]) -> None:
    sock.sendall(json.dumps(obj, separators=(",", ":")).encode("utf-8", "surrogatepass") + b"\n")


def _recv(sock: socket.socket, limit: int = MAX_REQUEST_BYTES) -> dict[str, Any]:
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = sock.recv(1 << 20)
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if chunk.endswith(b"\n"):
            break
        if total > limit:
            raise ValueError("message too large")
    raw = b"".join(chunks)
    if not raw.strip():
        raise ValueError("empty message")
    data = json.loads(raw.decode("utf-8", "surrogatepass"))
    if not isinstance(data, dict):
        raise ValueError("message must be a JSON object")
    return data


def settings_to_dict(settings: AuditSettings) -> dict[str, Any]:
    out = {f.name: getattr(settings, f.name) for f in fields(AuditSettings)}
    out["markers"], out["own_blocks"] = list(settings.markers), sorted(settings.own_blocks)
    return out


def settings_from_dict(data: Any) -> AuditSettings:
    if not isinstance(data, dict):
        raise ValueError("settings must be an object")
    known = {f.name for f in fields(AuditSettings)}
    values = {k: v for k, v in data.items() if k in known}
    if "markers" in values:
        values["markers"] = tuple(str(m) for m in values["markers"] or ())
    if "own_blocks" in values:
        values["own_blocks"] = frozenset(str(d) for d in values["own_blocks"] or ())
    return AuditSettings(**values)


def report_from_dict(data: Any) -> AuditReport:
    if not isinstance(data, dict):
        raise ValueError("report must be an object")
    verdicts = [AnchorVerdict(**{k: v[k] for k in ("anchor_id", "alive", "score", "evidence", "method")})
                for v in data.get("verdicts") or []]
    known = {f.name for f in fields(AuditReport)} - {"verdicts"}
    report = AuditReport(**{k: v for k, v in data.items() if k in known})
    report.verdicts = verdicts
    return report


# ── server ───────────────────────────────────────────────────────────────
class _Server:
    def __init__(self, home: Path, idle_s: float, warm_model: str | None):
        self.home = Path(home)
        self.idle_s = idle_s
        self.warm_model = warm_model
        self.last_request = time.monotonic()
        self.audit_lock = threading.Lock()  # one audit at a time: 2 cores, one model
        self.stop = threading.Event()
        self.served = 0
        self.started = time.time()
        self.warm_state = "not requested"

    def warm(self) -> None:
        """Load the model before the first real request needs it."""
        self.warm_state = "loading"
        settings = AuditSettings(mode="semantic", embedding_model=self.warm_model or AuditSettings.embedding_model)
        anchor = Anchor(id="warm", text="Always answer in bullet points.", reminder="bullet points")
        try:
            with self.audit_lock:
                report = audit([anchor], [{"role": "user", "content": "Use bullet points in every answer."}], settings)
            self.warm_state = f"ready ({report.mode_used})"
        except Exception as exc:  # noqa: BLE001 - the daemon still answers (audit falls back itself)
            self.warm_state = f"failed: {exc}"
            log.warning("memlock daemon: warm-up failed: %s", exc)

    def handle(self, conn: socket.socket) -> None:
        with conn:
            try:
                conn.settimeout(60)
                if hasattr(socket, "SO_PEERCRED"):
                    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
                    _pid, uid, _gid = struct.unpack("3i", creds)
                    if uid != os.getuid():
                        _send(conn, {"ok": False, "error": "peer uid refused"})
                        return
                request = _recv(conn)
                self.last_request = time.monotonic()
                _send(conn, self.answer(request))
            except Exception as exc:  # noqa: BLE001 - one bad request never stops the daemon
                with contextlib.suppress(OSError):
                    _send(conn, {"ok": False, "error": f"{type(exc).__name__}: {exc}"})

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        if op == "ping":
            return {"ok": True, "protocol": PROTOCOL, "pid": os.getpid(), "served": self.served,
                    "uptime_s": round(time.time() - self.started, 1), "model": self.warm_state}
        if op == "shutdown":
            self.stop.set()
            return {"ok": True}
        if op != "audit":
            return {"ok": False, "error": f"unknown op {op!r}"}
        anchors = [Anchor.from_dict(a) for a in request.get("anchors") or []]
        messages = request.get("messages")
        if not isinstance(messages, list):
            raise ValueError("messages must be a list")
        settings = settings_from_dict(request.get("settings"))
        with self.audit_lock:
            report = audit(anchors, messages, settings)
        self.served += 1
        return {"ok": True, "report": report.to_dict()}


def serve(home: Path, *, idle_s: float = DEFAULT_IDLE_S, warm_model: str | None = None) -> int:
    """Run the daemon in the foreground until idle or told to stop. Returns 0, also when another
    daemon already serves this home (the exclusive lock decides, so starts never race)."""
    home = Path(home)
    _private_dir(run_dir(home))
    lock_fd = os.open(str(run_dir(home) / "daemon.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        os.close(lock_fd)
        if exc.errno in (errno.EAGAIN, errno.EACCES):
            return 0
        raise
    path = socket_path(home)
    _private_dir(path.parent)
    server = _Server(home, idle_s, warm_model)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()  # a stale socket of a dead daemon: we hold the lock, so nobody else serves it
        old_umask = os.umask(0o177)
        try:
            sock.bind(str(path))
        finally:
            os.umask(old_umask)
        sock.listen(16)
        sock.settimeout(0.5)
        (run_dir(home) / "daemon.pid").write_text(f"{os.getpid()}\n", encoding="utf-8")
        log.info("memlock daemon: serving %s (pid %s)", path, os.getpid())
        if warm_model is not None:
            threading.Thread(target=server.warm, name="memlock-warm", daemon=True).start()
        while not server.stop.is_set():
            if time.monotonic() - server.last_request > server.idle_s:
                log.info("memlock daemon: idle for %.0f s, exiting", server.idle_s)
                break
            try:
                conn, _ = sock.accept()
            except TimeoutError:
                continue
            except OSError as exc:
                if exc.errno == errno.EINTR:
                    continue
                raise
            threading.Thread(target=server.handle, args=(conn,), daemon=True).start()
    finally:
        sock.close()
        with contextlib.suppress(OSError):
            path.unlink()
        with contextlib.suppress(OSError):
            (run_dir(home) / "daemon.pid").unlink()
        os.close(lock_fd)
    return 0


# ── client ───────────────────────────────────────────────────────────────
def _connect(path: Path, timeout: float) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(max(0.05, timeout))
    try:
        sock.connect(str(path))
    except OSError:
        sock.close()
        raise
    return sock


def request(home: Path, payload: dict[str, Any], timeout: float = 5.0) -> dict[str, Any]:
    """One request to a running daemon. Raises :class:`DaemonUnavailable`."""
    try:
        sock = _connect(socket_path(home), timeout)
    except OSError as exc:
        raise DaemonUnavailable(f"{type(exc).__name__}: {exc}") from None
    return _exchange(sock, payload)


def _exchange(sock: socket.socket, payload: dict[str, Any]) -> dict[str, Any]:
    """Send one request on a connected socket (closed afterwards) and return the accepted answer."""
    try:
        with sock:
            _send(sock, payload)
            sock.shutdown(socket.SHUT_WR)
            answer = _recv(sock)
    except (OSError, ValueError) as exc:
        raise DaemonUnavailable(f"{type(exc).__name__}: {exc}") from None
    if not answer.get("ok"):
        raise DaemonUnavailable(str(answer.get("error") or "daemon refused the request"))
    return answer


def ping(home: Path, timeout: float = 1.0) -> dict[str, Any] | None:
    try:
        return request(home, {"op": "ping"}, timeout)
    except DaemonUnavailable:
        return None


def stop(home: Path, timeout: float = 2.0) -> bool:
    try:
        request(home, {"op": "shutdown"}, timeout)
        return True
    except DaemonUnavailable:
        return False


def spawn(home: Path, *, warm_model: str | None = None, idle_s: float | None = None) -> bool:
    """Start a daemon in the background (at most once per SPAWN_COOLDOWN_S). True if one was started."""
    home = Path(home)
    _private_dir(run_dir(home))
    stamp = run_dir(home) / "spawned_at"
    try:
        if time.time() - stamp.stat().st_mtime < SPAWN_COOLDOWN_S:
            return False
    except OSError:
        pass
    stamp.write_text(str(time.time()), encoding="utf-8")
    package_root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
    argv = [sys.executable, "-m", "memlock_core.services.audit_daemon", "--home", str(home)]
    if warm_model is not None:
        argv += ["--warm-model", warm_model]
    if idle_s is not None:
        argv += ["--idle-s", str(idle_s)]
    log_dir = Path(home) / "logs"
    private_dir(log_dir)
    with open(log_dir / "audit-daemon.log", "ab") as err:
        subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, cwd="/",
                         env=env, start_new_session=True, close_fds=True)
    return True


def _keyword_only(settings: AuditSettings) -> bool:
    """No model to hold: keyword mode, or ``auto`` without the semantic extra installed."""
    from memlock_core.detection.embedding_model import installed

    return settings.mode == "keyword" or (settings.mode == "auto" and not installed())


def _idle_from_env() -> float | None:
    raw = os.environ.get("MEMLOCK_DAEMON_IDLE_S", "").strip()
    try:
        return float(raw) if raw else None
    except ValueError:
        return None


def daemon_enabled() -> bool:
    return os.environ.get("MEMLOCK_DAEMON", "1").strip().lower() not in ("0", "false", "no", "off")


def ensure_running(home: Path, settings: AuditSettings) -> bool:
    """Start the daemon ahead of need (SessionStart in semantic/hybrid mode). Never blocks."""
    if _keyword_only(settings) or not daemon_enabled() or ping(home, 0.3) is not None:
        return False
    return spawn(home, warm_model=settings.embedding_model, idle_s=_idle_from_env())


def remote_audit(home: Path, anchors: Sequence[Anchor], messages: list[Any], settings: AuditSettings,
                 wait_s: float = DEFAULT_WAIT_S) -> AuditReport:
    """Ask the daemon (starting it if needed, waiting up to ``wait_s``) for the audit."""
    deadline = time.monotonic() + wait_s
    payload = {"op": "audit", "protocol": PROTOCOL, "anchors": [a.to_dict() for a in anchors],
               "messages": messages, "settings": settings_to_dict(settings)}
    spawned = False
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise DaemonUnavailable(f"no answer within {wait_s:.0f} s")
        try:
            sock = _connect(socket_path(home), min(remaining, 1.0))
        except OSError:
            if not spawned:
                spawn(home, warm_model=settings.embedding_model, idle_s=_idle_from_env())
                spawned = True
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))
            continue
        sock.settimeout(max(0.05, deadline - time.monotonic()))
        return report_from_dict(_exchange(sock, payload).get("report"))


def _wait_from_env() -> float:
    try:
        return max(0.1, float(os.environ.get("MEMLOCK_DAEMON_WAIT_S", DEFAULT_WAIT_S)))
    except ValueError:
        return DEFAULT_WAIT_S


class DaemonAuditor:
    """Drop-in for :func:`memlock_core.detection.audit.audit` (the engine's ``auditor``) that sends
    semantic/hybrid audits to the daemon and falls back to keyword probes when it cannot answer
    within ``wait_s`` (``$MEMLOCK_DAEMON_WAIT_S``, default 15 s)."""

    def __init__(self, home: Path, wait_s: float | None = None):
        self.home = Path(home)
        self.wait_s = _wait_from_env() if wait_s is None else wait_s
        self.last_error: str | None = None

    def __call__(self, anchors: Sequence[Anchor], messages: Any, settings: AuditSettings = AuditSettings(),
                 *, spans: Any = None, **_ignored: Any) -> AuditReport:
        if _keyword_only(settings) or not anchors or not daemon_enabled():
            return audit(anchors, messages, settings, spans=spans)
        try:
            return remote_audit(self.home, list(anchors), list(messages), settings, self.wait_s)
        except DaemonUnavailable as exc:
            self.last_error = str(exc)
            log.warning("memlock: audit daemon unavailable (%s); keyword probes used", exc)
            report = audit(anchors, messages, replace(settings, mode="keyword"), spans=spans)
            report.mode_requested = settings.mode
            report.notes.append(f"{settings.mode} audit daemon unavailable ({exc}); fell back to keyword probes")
            return report


def main(argv: list[str] | None = None) -> int:
    """``python -m memlock_core.services.audit_daemon``: run, ping or stop the daemon of a memlock home."""
    import argparse

    from memlock_core.paths import memlock_home

    parser = argparse.ArgumentParser(prog="python -m memlock_core.services.audit_daemon",
                                     description="the semantic audit daemon (any host may start and use it)")
    parser.add_argument("--home", help="memlock home (default: $MEMLOCK_HOME, $HERMES_HOME/memlock, ~/.hermes/memlock)")
    parser.add_argument("--warm-model", help="load this embedding model at start")
    parser.add_argument("--idle-s", type=float, default=DEFAULT_IDLE_S, help="exit after this many idle seconds")
    parser.add_argument("--stop", action="store_true", help="ask a running daemon to exit")
    parser.add_argument("--ping", action="store_true", help="print a running daemon's state")
    args = parser.parse_args(argv)
    home = memlock_home(args.home or None)
    if args.stop:
        print("stopped" if stop(home) else "not running")
        return 0
    if args.ping:
        info = ping(home)
        print(json.dumps(info) if info else "not running")
        return 0 if info else 1
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    return serve(home, idle_s=args.idle_s, warm_model=args.warm_model)


if __name__ == "__main__":
    sys.exit(main())
