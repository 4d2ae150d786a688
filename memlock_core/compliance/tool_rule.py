"""Tool-call rules: parse a pin's text into the tool calls it forbids (placeholder, being rebuilt)."""
from __future__ import annotations

import re

from memlock_core.compliance.check import CMD_START, COMMAND_ARGS, SHELL_TOOLS, ToolCheck

_NEVER = r"(?:never|no|don'?t|do not|must not|mustn'?t|avoid|stop|forbidden|not allowed to|without|jamais|nie|nunca)"
_SUDO = re.compile(rf"\b{_NEVER}\b[^.;\n]{{0,30}}?\bsudo\b|\bno[- ]sudo\b|"
                   rf"\bsudo\b[^.;\n]{{0,20}}\b(?:forbidden|not allowed|banned)\b", re.I)
_FORCE_PUSH = re.compile(rf"\b{_NEVER}\b[^.;\n]{{0,30}}?\b(?:force[- ]push|push\s+(?:--force|-f)\b|git push --force)", re.I)
_RM_RF = re.compile(rf"\b{_NEVER}\b[^.;\n]{{0,30}}?\brm\s+-(?:rf|fr|r)\b", re.I)
_HOST = re.compile(rf"\b{_NEVER}\b[^.;\n]{{0,60}}?\b(?P<host>(?:[a-z0-9-]+\.)+(?:[a-z]{{2,}})|\d{{1,3}}(?:\.\d{{1,3}}){{3}})\b", re.I)
_NOT_HOSTS = frozenset({"e.g", "i.e", "etc"})

_CMD = CMD_START
SUDO_PATTERNS = (_CMD + r"sudo\b",)
FORCE_PUSH_PATTERNS = (_CMD + r"git\s+(?:-C\s+\S+\s+)?push\b[^;&|\n]*\s(?:--force(?:-with-lease)?\b|-f\b|\+\S)",)
RM_RF_PATTERNS = (_CMD + r"rm\s[^;&|\n]*-[a-zA-Z]*(?:rf|fr|r\s+-f|f\s+-r)",
                  _CMD + r"rm\s[^;&|\n]*--recursive\s+--force")
# Argument names through which a tool reaches a host (not file contents that merely mention it).
HOST_ARGS = ("command", "cmd", "script", "url", "uri", "host", "hostname", "server", "address", "endpoint", "dsn",
             "connection", "connection_string", "target", "remote")



def propose_tool(text: str) -> tuple[ToolCheck | None, list[str]]:
    kinds: list[str] = []
    patterns: list[str] = []
    shell_only = True
    if _SUDO.search(text):
        patterns += SUDO_PATTERNS
        kinds.append("no_sudo")
    if _FORCE_PUSH.search(text):
        patterns += FORCE_PUSH_PATTERNS
        kinds.append("no_force_push")
    if _RM_RF.search(text):
        patterns += RM_RF_PATTERNS
        kinds.append("no_rm_rf")
    host = _HOST.search(text)
    if host and host.group("host").lower() not in _NOT_HOSTS and not re.fullmatch(r"\d+\.\d+", host.group("host")):
        patterns.append(r"(?<![\w.-])" + re.escape(host.group("host")) + r"(?![\w-])")
        kinds.append("no_host")
        shell_only = False
    if not patterns:
        return None, kinds
    return ToolCheck(must_not_match=tuple(patterns), names=SHELL_TOOLS if shell_only else (),
                     args=COMMAND_ARGS if shell_only else HOST_ARGS), kinds
