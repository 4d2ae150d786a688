"""The URL form of git remotes: "Use HTTPS git remotes, not SSH", "Remotes nur per HTTPS, kein SSH", "clone en SSH,
jamais en HTTPS", "git のリモートは SSH ではなく HTTPS で".

Why a module of its own: the command readers hear "SSH" in such a rule as the program ``ssh`` (so ``ssh staging-01``
was called a breach and ``git clone git@github.com:...`` was not). The rule is about the address a git command
records or fetches from: the SSH forms (``git@host:owner/repo.git``, ``ssh://``, ``git+ssh://``) against the HTTPS
form (``https://host/owner/repo.git``). The check is an argument pattern on the commands that name a remote's address
(``git clone``, ``git remote add`` / ``set-url``, ``git submodule add``, ``git config remote.X.url``); listing the
remotes (``git remote -v``), fetching from a remote by its name, or an ``ssh`` login are not such commands.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import COMMAND_ARGS, ToolCheck, ToolRule
from memlock_core.regex_cache import rx

__all__ = ["banned_protocol", "misread", "remote_url_check"]

# the rule speaks of git remotes or repositories
_GIT_PLACE = rx(r"\b(?:git|remotes?|clon\w*|repo\w*|origin|urls?|dépôts?|remoto\w*|entfernt\w*|submodul\w*)\b|"
                r"リモート|クローン|リポジトリ|远程|仓库|克隆|원격|저장소|클론", re.I)
_PROTO = r"(ssh|https)"
_NOT_BEFORE = rx(r"(?:\b(?:not|never|no|avoid|nicht|nie|niemals|kein\w*|pas|jamais|nunca|non|mai|não|nooit|geen|"
                 r"instead of|rather than|au lieu d[e']|plutôt que|statt|anstatt|anstelle von|en lugar de|en vez de|"
                 r"invece di|em vez de)\s+(?:(?:de|d'|en|per|via|with|über|por|con|com|in|the|une?|des)\s+)?"
                 r"(?:\w+\s+){0,2}?)" + _PROTO + r"\b", re.I)
_NOT_AFTER = rx(_PROTO + r"\s*(?:(?:\S+\s*){0,3}?(?:ではなく|じゃなく|じゃなくて|は使わない|を使わない|は禁止|禁止|は不要|"
                r"不要|而不是|말고|대신|は避け)|\s+(?:is|are)\s+(?:not allowed|forbidden|banned)|"
                r"\s+(?:ist|sind)\s+verboten|\s+(?:est|sont)\s+interdit\w*|\s+(?:está|están)\s+prohibid\w*)", re.I)
_ONLY = rx(r"(?:\b(?:only|just|nur|uniquement|seulement|solo|sólo|solamente|somente|apenas|soltanto|exclusively|"
           r"always|immer|toujours|siempre|sempre)\s+(?:(?:via|per|über|en|par|por|com|in|with|de)\s+)?" + _PROTO +
           r"\b|\b" + _PROTO + r"\s+(?:only|exclusively|uniquement|seulement|nur|solamente)\b|" + _PROTO +
           r"\s*(?:だけ|のみ|のみで|만))", re.I)

# the commands that name a remote's address (each a pattern of its own: patterns.py keeps them simple and short)
_ADDRESSING = (r"\bgit\s[^|;&\n]*\b(?:clone|submodule\s+add)\s[^|;&\n]*",
               r"\bgit\s[^|;&\n]*\bremote\s+(?:add|set-url)\s[^|;&\n]*",
               r"\bgit\s[^|;&\n]*\bremote\.[\w.-]+\.(?:push)?url[\s=][^|;&\n]*")
# ``git@host:owner/repo``, ``ssh://``, ``git+ssh://`` (not ``https://user@host:8443/``: a slash before the user)
_SSH_FORM = r"(?:\bssh://|[\s'\"=][\w.-]+@[\w.-]+:[\w~])"
_HTTPS_FORM = r"\bhttps?://"


def banned_protocol(text: str) -> str:
    """"ssh" or "https": the form of a remote's address the rule refuses ("" when it refuses none or both)."""
    if not _GIT_PLACE.search(text) or not re.search(r"\bssh\b", text, re.I) and not re.search(r"\bhttps\b", text, re.I):
        return ""
    banned = {m.group(1).lower() for m in _NOT_BEFORE.finditer(text)} | \
        {m.group(1).lower() for m in _NOT_AFTER.finditer(text)}
    wanted = {next(g for g in m.groups() if g).lower() for m in _ONLY.finditer(text)}
    if not banned and len(wanted) == 1:
        banned = {"ssh", "https"} - wanted
    banned -= wanted
    return banned.pop() if len(banned) == 1 else ""


def remote_url_check(text: str) -> ToolCheck | None:
    """The argument pattern of a rule on the form of git remotes' addresses; None when the rule is not one."""
    proto = banned_protocol(text)
    if not proto:
        return None
    form = _SSH_FORM if proto == "ssh" else _HTTPS_FORM
    return ToolCheck(must_not_match=tuple(a + form for a in _ADDRESSING), args=COMMAND_ARGS)


def misread(rule: ToolRule) -> bool:
    """A rule the other readers made of the protocol's name: the program ``ssh`` forbidden, or hosts reached by it."""
    if rule.intent == "command":
        return all(c.split()[0].lower() in ("ssh", "https", "http") for c in rule.commands if c.split())
    return rule.intent == "host" and "ssh" in rule.via
