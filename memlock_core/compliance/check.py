"""The declarative check a pin may carry: what a reply or a tool call must (not) look like.

A check is data, never code: a user can read it, a store can sign it, and memlock can evaluate it
in microseconds. It is optional; a pin without one is reported as unchecked, never guessed at.

    {"reply": {"language": "fr", "format": ["bullets"], "max_words": 150,
               "must_match": [], "must_not_match": []},
     "tool": {"names": ["terminal", "Bash"], "args": ["command"], "must_not_match": ["\\bsudo\\b"]},
     "enforce": "warn"}          # or "block": a matching tool call is refused, not just reported

Stored on the :class:`~memlock_core.anchor.Anchor` as ``check`` (absent on records written before
checks existed: they load as unchecked).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memlock_core.compliance.patterns import PatternError, validate_patterns
from memlock_core.errors import UsageError

FORMATS = ("bullets", "numbered", "no_emoji")
ENFORCE = ("warn", "block")
MAX_NAMES = 16
# Shell-running tools of the hosts memlock serves: Hermes `terminal`, Claude Code `Bash`, common MCP names.
SHELL_TOOLS = ("terminal", "Bash", "shell", "bash", "run_shell_command", "execute_command", "exec", "run_command")
COMMAND_ARGS = ("command", "cmd", "script")
# Where a shell command starts: the line start, after ; & | ( ` $( or a prefix such as xargs/env/exec.
CMD_START = r"(?:^|[;&|(`]|\$\(|\b(?:xargs|env|exec|nohup|time|then|do)\s)\s*"


def show_pattern(pattern: str) -> str:
    """A pattern as a person reads it: memlock's command-start prefix becomes words."""
    if pattern.startswith(CMD_START):
        return f"a command starting /{pattern[len(CMD_START):]}/"
    return f"/{pattern}/"


class CheckError(UsageError):
    """A check that cannot be used as given; nothing was changed."""


def _str_list(value: Any, what: str, limit: int = MAX_NAMES) -> list[str]:
    if value in (None, "", [], ()):
        return []
    items = [value] if isinstance(value, str) else list(value) if isinstance(value, tuple) else value
    if not isinstance(items, list) or not all(isinstance(v, str) and v.strip() for v in items):
        raise CheckError(f"{what} must be a list of non-empty strings")
    if len(items) > limit:
        raise CheckError(f"{what} has {len(items)} entries; the limit is {limit}")
    return [v.strip() for v in items]


def _limit(value: Any, what: str, hi: int) -> int | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value or not 1 <= value <= hi:
        raise CheckError(f"{what} must be a whole number from 1 to {hi}")
    return int(value)


def _patterns(value: Any, what: str) -> list[str]:
    try:
        return validate_patterns(value, what)
    except PatternError as exc:
        raise CheckError(str(exc)) from None


def _only(data: dict[str, Any], allowed: set[str], what: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise CheckError(f"unknown {what} field(s): {', '.join(map(str, unknown))}; allowed: {', '.join(sorted(allowed))}")


@dataclass(frozen=True)
class ReplyCheck:
    """What every reply must look like while the pin stands."""

    language: str | None = None  # ISO 639-1 code, e.g. "fr"
    format: tuple[str, ...] = ()  # bullets | numbered | no_emoji
    max_words: int | None = None
    max_chars: int | None = None
    must_match: tuple[str, ...] = ()
    must_not_match: tuple[str, ...] = ()

    @classmethod
    def parse(cls, data: Any) -> "ReplyCheck":
        if not isinstance(data, dict):
            raise CheckError("check.reply must be an object")
        _only(data, {"language", "format", "max_words", "max_chars", "must_match", "must_not_match"}, "check.reply")
        language = data.get("language")
        if language not in (None, ""):
            if not isinstance(language, str) or not language.strip().isalpha() or len(language.strip()) not in (2, 3):
                raise CheckError("check.reply.language must be an ISO 639-1 code such as \"fr\" or \"de\"")
            language = language.strip().lower()
        else:
            language = None
        formats = _str_list(data.get("format"), "check.reply.format")
        bad = [f for f in formats if f not in FORMATS]
        if bad:
            raise CheckError(f"check.reply.format: unknown {', '.join(bad)}; choose from {', '.join(FORMATS)}")
        if "bullets" in formats and "numbered" in formats:
            raise CheckError("check.reply.format: bullets and numbered exclude each other")
        check = cls(language=language, format=tuple(dict.fromkeys(formats)),
                    max_words=_limit(data.get("max_words"), "check.reply.max_words", 100_000),
                    max_chars=_limit(data.get("max_chars"), "check.reply.max_chars", 1_000_000),
                    must_match=tuple(_patterns(data.get("must_match"), "check.reply.must_match")),
                    must_not_match=tuple(_patterns(data.get("must_not_match"), "check.reply.must_not_match")))
        if check.empty:
            raise CheckError("check.reply is empty: give language, format, max_words, max_chars, must_match or must_not_match")
        return check

    @property
    def empty(self) -> bool:
        return not (self.language or self.format or self.max_words or self.max_chars or self.must_match
                    or self.must_not_match)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.language:
            out["language"] = self.language
        if self.format:
            out["format"] = list(self.format)
        for name in ("max_words", "max_chars"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        for name in ("must_match", "must_not_match"):
            if getattr(self, name):
                out[name] = list(getattr(self, name))
        return out


@dataclass(frozen=True)
class ToolCheck:
    """Tool calls the pin forbids: a tool (name globs; empty = any) whose arguments match a pattern."""

    must_not_match: tuple[str, ...]
    names: tuple[str, ...] = ()
    args: tuple[str, ...] = ()  # argument keys to look at; empty = every string argument

    @classmethod
    def parse(cls, data: Any) -> "ToolCheck":
        if not isinstance(data, dict):
            raise CheckError("check.tool must be an object")
        _only(data, {"names", "args", "must_not_match"}, "check.tool")
        patterns = _patterns(data.get("must_not_match"), "check.tool.must_not_match")
        if not patterns:
            raise CheckError("check.tool needs must_not_match: the argument patterns that are forbidden")
        return cls(must_not_match=tuple(patterns), names=tuple(_str_list(data.get("names"), "check.tool.names")),
                   args=tuple(_str_list(data.get("args"), "check.tool.args")))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"must_not_match": list(self.must_not_match)}
        if self.names:
            out["names"] = list(self.names)
        if self.args:
            out["args"] = list(self.args)
        return out


@dataclass(frozen=True)
class PinCheck:
    """A pin's check: a reply part, a tool part, or both, and what to do about a tool violation."""

    reply: ReplyCheck | None = None
    tool: ToolCheck | None = None
    enforce: str = "warn"

    @classmethod
    def parse(cls, data: Any) -> "PinCheck":
        """Strict: for input from a user or a model. Raises :class:`CheckError` with the reason."""
        if isinstance(data, PinCheck):
            return data
        if not isinstance(data, dict):
            raise CheckError("check must be an object with `reply` and/or `tool` (see docs/COMPLIANCE.md)")
        _only(data, {"reply", "tool", "enforce"}, "check")
        enforce = data.get("enforce") or "warn"
        if enforce not in ENFORCE:
            raise CheckError(f"check.enforce must be warn or block, got {enforce!r}")
        reply = ReplyCheck.parse(data["reply"]) if data.get("reply") not in (None, {}) else None
        tool = ToolCheck.parse(data["tool"]) if data.get("tool") not in (None, {}) else None
        if reply is None and tool is None:
            raise CheckError("check is empty: give `reply` and/or `tool`")
        return cls(reply=reply, tool=tool, enforce=str(enforce))

    @classmethod
    def load(cls, data: Any) -> "PinCheck | None":
        """Tolerant: for stored records. A record without a check, or with one this version cannot
        use, loads as unchecked (None) rather than failing the whole pin."""
        if data in (None, {}, ""):
            return None
        try:
            return cls.parse(data)
        except CheckError:
            return None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.reply is not None:
            out["reply"] = self.reply.to_dict()
        if self.tool is not None:
            out["tool"] = self.tool.to_dict()
        out["enforce"] = self.enforce
        return out

    def describe(self) -> str:
        """One line a person can read: what is checked."""
        parts: list[str] = []
        if self.reply is not None:
            r = self.reply
            if r.language:
                parts.append(f"reply language {r.language}")
            parts += [{"bullets": "bullet points", "numbered": "numbered steps", "no_emoji": "no emoji"}[f]
                      for f in r.format]
            if r.max_words:
                parts.append(f"at most {r.max_words} words")
            if r.max_chars:
                parts.append(f"at most {r.max_chars} characters")
            parts += [f"reply matches /{p}/" for p in r.must_match]
            parts += [f"reply never matches /{p}/" for p in r.must_not_match]
        if self.tool is not None:
            t = self.tool
            where = "shell tools" if t.names == SHELL_TOOLS else ", ".join(t.names) if t.names else "any tool"
            parts.append(f"{where}: never " + " or ".join(show_pattern(p) for p in t.must_not_match)
                         + f" ({'blocked' if self.enforce == 'block' else 'warned'})")
        return "; ".join(parts)


def parse_check_field(value: Any) -> PinCheck | None | str:
    """A pin request's ``check`` argument: an object, ``"proposed"`` (accept memlock's proposal) or
    ``"none"`` (remove the check). Returns the parsed check, the keyword, or None when absent."""
    if value in (None, ""):
        return None
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("proposed", "none"):
            return word
        raise CheckError('check must be an object, "proposed" (accept memlock\'s proposal) or "none" (remove it)')
    return PinCheck.parse(value)

