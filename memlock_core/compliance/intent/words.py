"""Words of a command line as the tool rules read them: a program's base name, whether a word is a
path, which host names a word may reach. A leaf module: every reader of calls uses it."""
from __future__ import annotations

import posixpath
import re

from memlock_core.compliance.intent.shell import UNKNOWN
from memlock_core.regex_cache import rx

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox", "rbash", "tcsh", "csh"})
PYTHONS = rx(r"^(?:python[0-9.]*|pypy[0-9.]*|ipython[0-9.]*)$")
SCRIPT_LANGS = frozenset({"perl", "ruby", "node", "nodejs", "php", "deno", "bun", "lua", "osascript", "Rscript", "tclsh"})
DOWNLOADERS = frozenset({"curl", "wget", "fetch", "aria2c", "http", "https", "xh", "lwp-request", "GET"})
def basename(program: str) -> str:
    return posixpath.basename(program.rstrip("/")) or program


def looks_like_path(token: str) -> bool:
    return bool(token) and not token.startswith("-") and UNKNOWN not in token and (
        "/" in token or token.startswith((".", "~")) or "." in token)


_PLAIN_WORD = rx(r"[a-z0-9_-]*")


def host_candidates(token: str) -> list[str]:
    """Host names a word may reach: URL authorities, ``user@host``, ``host:port``, ``key=host``,
    or the word itself; lower-cased."""
    low = token.lower()
    if _PLAIN_WORD.fullmatch(low):
        return [] if low.startswith("-") else [low]
    out: list[str] = []
    for piece in re.split(r"[\s,;'\"()]+", low):
        if not piece:
            continue
        m = re.match(r"^[a-z][a-z0-9+.-]*://(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#,]+)", piece)
        if m:
            out.append(m.group(1).strip("[]"))
            # a DSN may list several hosts: postgres://a,b/db
        for kv in re.finditer(r"(?:^|[?&\s])(?:host|hostaddr|server|hostname|address|addr)=([^&\s;]+)", piece):
            out.append(kv.group(1))
        if "@" in piece:
            out.append(piece.rsplit("@", 1)[1].split(":", 1)[0].split("/", 1)[0])
        head = piece.split("=", 1)[-1]
        out.append(head.split(":", 1)[0].split("/", 1)[0])
        out.append(piece.split("/", 1)[0].split(":", 1)[0])
        out.extend(piece.split(":"))
        out.append(piece)
    out += dev_tcp_hosts(token)
    # an option (`ls -la`, `ping -c`) or a local path (`/var/log`) is never a host
    return [normal_ip(h) for h in dict.fromkeys(out) if h and UNKNOWN not in h and not h.startswith(("-", "/"))]


_DEV_TCP = rx(r"/dev/(?:tcp|udp)/([^/\s]+)/")


def dev_tcp_hosts(text: str) -> list[str]:
    """Hosts bash's ``/dev/tcp/HOST/PORT`` reaches."""
    return [normal_ip(h.lower()) for h in _DEV_TCP.findall(text or "")]


def normal_ip(host: str) -> str:
    """An IPv4 address written as hex (0x0a14000f), one decimal number or octal parts, as a dotted quad."""
    try:
        if re.fullmatch(r"0x[0-9a-f]{1,8}", host):
            n = int(host, 16)
        elif re.fullmatch(r"\d{8,10}", host):
            n = int(host)
        elif re.fullmatch(r"(?:0[0-7]*\.){3}0[0-7]*", host):
            return ".".join(str(int(p, 8)) for p in host.split("."))
        else:
            return host
    except ValueError:
        return host
    if n > 0xFFFFFFFF:
        return host
    return ".".join(str((n >> shift) & 255) for shift in (24, 16, 8, 0))
