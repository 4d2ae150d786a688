"""The safety policy: text that must never become a standing instruction.

Why: a pin is put in front of the model as the user's own rule, in every later session when it is
durable. The policy runs when a pin is captured and again inside the approval lock, so a pin
captured under a looser policy is never admitted under a tighter one. Pure function, typed verdict.

Rules (``docs/STORE.md`` lists them with examples):

* ``marker``: memlock's own reminder marker line, or a Hermes compaction literal (a pin carrying
  them could forge a reminder block or a summary boundary);
* ``control``: control characters (other than tab/newline/CR) and bidirectional overrides /
  isolates (text that displays differently from what the model reads);
* ``size``: text over ``MAX_TEXT`` characters, reminder over ``MAX_REMINDER``;
* ``secret``: credentials (AWS access keys, private key blocks, GitHub/Slack/OpenAI/Anthropic/Google
  tokens, JWTs, bearer tokens, ``password=...``-style assignments): a pin is sent to the model
  provider on every injection and kept on disk;
* ``exfiltration``: piping a download into a shell, ``curl``/``wget`` uploading data, URLs whose
  query carries data, webhook / paste / request-catcher domains, "send/post/upload ... to http".

``exfiltration`` findings block pins the *model* makes (and their approval), not pins the user
types: "never pipe curl into sh" is a sensible rule a user may pin. Every other rule applies to
everyone.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from memlock_core.regex_cache import rx

MAX_TEXT = 2000
MAX_REMINDER = 300
RULES = ("marker", "control", "size", "secret", "exfiltration")
MODEL_ONLY_RULES = ("exfiltration",)

# Literals kept here so trust sits below detection and session (layer 1, next to the anchor);
# tests/test_trust_policy.py keeps them equal to memlock_core.session.reminder.REMINDER_MARKER and
# the Hermes prefixes in memlock_core.detection.compaction.
_MEMLOCK_MARKERS = ("[memlock] Standing instructions", "[memlock]")
HERMES_LITERALS = ("[CONTEXT COMPACTION — REFERENCE ONLY]", "[CONTEXT SUMMARY]:", "--- END OF CONTEXT SUMMARY",
                   "[CONTEXT COMPACTION", "[PRIOR CONTEXT", "[END OF PRIOR CONTEXT", "END OF CONTEXT SUMMARY")
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")

_SECRETS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("AWS access key id", rx(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b")),
    ("AWS secret access key", rx(r"aws_?secret_?access_?key\s*[=:]\s*\S{20,}", re.I)),
    ("private key block", rx(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----")),
    ("GitHub token", rx(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b")),
    ("Slack token", rx(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b")),
    ("API secret key", rx(r"\bsk-(?:ant-|proj-|live-|test-)?[A-Za-z0-9_-]{20,}\b")),
    ("Google API key", rx(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("JSON web token", rx(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("bearer token", rx(r"\bbearer\s+[A-Za-z0-9._~+/=-]{20,}", re.I)),
    ("password or token assignment", rx(
        r"\b(?:password|passwd|pwd|passphrase|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret)"
        r"(?:\s*=\s*[\"']?[^\s\"']{4,}|\s*:\s*[\"']?(?=[^\s\"']*\d)[^\s\"']{6,})", re.I)),
    ("credentials in a URL", rx(r"\b[a-z][a-z0-9+.-]*://[^/\s:@]+:[^/\s@]+@", re.I)),
)

def find_secret(text: str) -> str | None:
    """The kind of the first credential in ``text`` (never the credential itself), or None."""
    sample = text[:200_000] if isinstance(text, str) else ""
    return next((name for name, pattern in _SECRETS if pattern.search(sample)), None)


_EXFIL_DOMAINS = ("webhook.site", "hooks.slack.com", "discord.com/api/webhooks", "discordapp.com/api/webhooks",
                  "pastebin.com", "paste.ee", "hastebin", "ghostbin", "dpaste", "termbin.com", "transfer.sh",
                  "requestbin", "pipedream.net", "ngrok.io", "ngrok-free.app", "ngrok.app", "interact.sh",
                  "oast.", "burpcollaborator", "beeceptor.com", "requestcatcher.com", "webhook.office.com",
                  "0x0.st", "file.io")
_EXFIL: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("download piped into a shell", rx(
        r"\b(?:curl|wget|fetch|iwr|invoke-webrequest)\b[^|\n]*\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b", re.I)),
    ("curl/wget uploading data", rx(
        r"\b(?:curl\b[^\n]*\s(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|-X\s*(?:POST|PUT))\b"
        r"|wget\b[^\n]*--post-(?:data|file))", re.I)),
    ("URL whose query carries data", rx(
        r"https?://\S+\?\S*(?:=[^&\s]*(?:\$\{?\w|\$\(|`)|=[A-Za-z0-9+/_%-]{24,})", re.I)),
    ("instruction to send data to a URL", rx(
        r"\b(?:send|post|upload|forward|exfiltrate|transmit|leak|copy|report|submit|beacon)\b[^\n]{0,120}?"
        r"\b(?:to|at|via|into)\s+(?:https?|ftp)://", re.I)),
    ("command substitution reading secrets or the environment", rx(
        r"(?:\$\(|`)\s*(?:env|printenv|cat\s+~?/?\S*(?:\.ssh|\.aws|\.env|credentials|id_rsa))", re.I)),
)


@dataclass(frozen=True)
class SafetyFinding:
    """One reason a text is refused: the rule that fired and what it saw (never the secret itself)."""

    rule: str
    detail: str


@dataclass(frozen=True)
class SafetyVerdict:
    findings: tuple[SafetyFinding, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return not self.findings

    def explain(self) -> str:
        return "; ".join(f"{f.rule}: {f.detail}" for f in self.findings)


def check_pin_text(text: str, reminder: str | None = None, *, model_made: bool = True) -> SafetyVerdict:
    """The policy verdict for a pin's text (and reminder). ``model_made=False`` (a person typed it)
    skips only the exfiltration heuristics.

    Size first: a text over its limit is refused on its length alone, before any per-character
    work, so a 10 MB request costs a ``len()`` (issue 24)."""
    findings: list[SafetyFinding] = []
    parts = [("text", text)] + ([("reminder", reminder)] if reminder else [])
    for what, value in parts:
        if not isinstance(value, str):
            findings.append(SafetyFinding("size", f"{what} is not a string"))
            continue
        limit = MAX_TEXT if what == "text" else MAX_REMINDER
        if len(value) > limit:
            findings.append(SafetyFinding("size", f"{what} is {len(value)} characters; the limit is {limit}"))
            continue
        findings += _markers(what, value) + _controls(what, value) + _secrets(what, value)
        if model_made:
            findings += _exfiltration(what, value)
    return SafetyVerdict(tuple(findings))


def check_memory_text(text: str) -> SafetyVerdict:
    """The same policy for text a memory store holds (a preference memlock would re-inject).

    Every rule applies, exfiltration included: a memory entry is usually written by the model (Hermes's
    ``memory`` tool, a fact store's extractor), often from a page it read, so nobody vouches for it the
    way a person vouches for a pin they typed. Run on the entry as stored, before flattening, so a
    control or bidirectional character is seen (flattening would turn it into a space)."""
    verdict = check_pin_text(text, model_made=True)
    if isinstance(text, str) and len(text) <= MAX_TEXT and not any(f.rule == "marker" for f in verdict.findings) \
            and _MEMLOCK_MARKERS[1] in unicodedata.normalize("NFKC", text).casefold():
        # anywhere in the entry, not only at its start: a memory entry is shown to the model as data, and
        # text that names memlock's block could pass for one of memlock's own lines
        return SafetyVerdict((SafetyFinding("marker", "text contains memlock's marker '[memlock]'"),
                              *verdict.findings))
    return verdict


def _markers(what: str, value: str) -> list[SafetyFinding]:
    folded = unicodedata.normalize("NFKC", value)
    out = []
    for literal in (*_MEMLOCK_MARKERS[:1], *HERMES_LITERALS):
        if literal.casefold() in folded.casefold():
            out.append(SafetyFinding("marker", f"{what} contains the literal {literal!r}"))
    if not out and folded.lstrip().casefold().startswith(_MEMLOCK_MARKERS[1]):
        out.append(SafetyFinding("marker", f"{what} starts with memlock's marker '[memlock]'"))
    return out[:1]


def _controls(what: str, value: str) -> list[SafetyFinding]:
    for ch in value:
        if ch in "\t\n\r\x85":
            continue
        if ch in _BIDI:
            return [SafetyFinding("control", f"{what} contains the bidirectional control U+{ord(ch):04X}")]
        if unicodedata.category(ch) == "Cc":
            return [SafetyFinding("control", f"{what} contains the control character U+{ord(ch):04X}")]
    return []


def _secrets(what: str, value: str) -> list[SafetyFinding]:
    return [SafetyFinding("secret", f"{what} looks like it contains a credential ({name}); keep secrets out of "
                                    "pins") for name, pattern in _SECRETS if pattern.search(value)][:1]


def _exfiltration(what: str, value: str) -> list[SafetyFinding]:
    lowered = value.casefold()
    for domain in _EXFIL_DOMAINS:
        if domain in lowered:
            return [SafetyFinding("exfiltration", f"{what} names {domain}, a webhook/paste/request-catcher service")]
    for name, pattern in _EXFIL:
        if pattern.search(value):
            return [SafetyFinding("exfiltration", f"{what} looks like an exfiltration target ({name})")]
    return []
