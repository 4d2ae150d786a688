"""A private PostgreSQL server for tests that stop, restart or freeze it (issue 28).

The shared server of ``scripts/start_postgres.sh`` (port 55432) serves every other test; a test that
takes its server away gets its own cluster: the same script, run with ``MEMLOCK_PG_DIR`` (a fresh
directory under /tmp, so the ``postgres`` user can reach it when the tests run as root) and
``MEMLOCK_PG_PORT`` (a free port). Stop is ``pg_ctl stop -m fast``, restart is the script again,
freeze is SIGSTOP to the postmaster and every backend (a hung host: connections stay open and
silent), thaw is SIGCONT.
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.require import missing

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "scripts" / "start_postgres.sh"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    if found:
        return found[-1].parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


class PgInstance:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="memlock-pg-fault-", dir="/tmp"))
        self.port = _free_port()
        self.dsn = ""
        self.bin = _bin()

    def _env(self) -> dict[str, str]:
        return {**os.environ, "MEMLOCK_PG_DIR": str(self.dir), "MEMLOCK_PG_PORT": str(self.port)}

    def _as_owner(self, *argv: str) -> list[str]:
        return ["runuser", "-u", "postgres", "--", *argv] if os.geteuid() == 0 else list(argv)

    def start(self) -> "PgInstance":
        run = subprocess.run(["bash", str(SCRIPT)], env=self._env(), capture_output=True, text=True, timeout=300)
        if run.returncode != 0 or not run.stdout.strip():
            message = f"private PostgreSQL did not start: {run.stderr.strip()[-600:]}"
            missing(message)
        self.dsn = run.stdout.strip().splitlines()[-1]
        return self

    @property
    def data(self) -> Path:
        return self.dir / "data"

    def stop(self) -> None:
        subprocess.run(self._as_owner(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"),
                       capture_output=True, timeout=60, check=False)

    def restart(self) -> None:
        self.start()

    def pids(self) -> list[int]:
        """The postmaster and every process it started (backends, checkpointer, ...)."""
        try:
            master = int((self.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return []
        out = [master]
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                except (OSError, ValueError, IndexError):
                    continue
                if ppid == master:
                    out.append(int(entry.name))
        return out

    def freeze(self) -> None:
        for pid in self.pids():  # a backend may exit between the listing and the signal
            try:
                os.kill(pid, signal.SIGSTOP)
            except ProcessLookupError:
                pass

    def thaw(self) -> None:
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass

    def destroy(self) -> None:
        self.thaw()
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
        with_lock = Path(f"{self.dir}.lock")
        with_lock.unlink(missing_ok=True)


def wait_until(predicate, timeout: float, step: float = 0.02) -> float | None:
    """Seconds until ``predicate()`` held, or None after ``timeout``."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if predicate():
            return time.monotonic() - start
        time.sleep(step)
    return None
