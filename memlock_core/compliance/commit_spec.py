"""The commit-message part of a pin's check record: what a rule asks of the commit messages the assistant
writes (read from rule texts by :mod:`memlock_core.compliance.commit_message`, stored encoded on the check)."""
from __future__ import annotations

import re
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class CommitSpec:
    max_subject: int | None = None
    no_period: bool = False
    imperative: bool = False
    no_emoji: bool = False
    spelling: str | None = None  # an English spelling variety (en-GB, en-US ...): "Commit messages: US spelling"
    language: str | None = None  # the language they are written in (ISO code): "Commit messages must be in English"
    conventional: bool = False  # "type(scope): description" (Conventional Commits: "feat: ...", "fix(api): ...")
    lowercase: bool = False  # the subject written in lower case ("feat: add x", not "Feat: Add x")

    def merge(self, other: "CommitSpec") -> "CommitSpec":
        """Both rules' requirements (this one's value where both set one): two clauses about commit messages."""
        return CommitSpec(**{f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self)})

    def encode(self) -> str:
        parts = [f"max_subject={self.max_subject}"] if self.max_subject else []
        parts += [name for name in ("no_period", "imperative", "no_emoji", "conventional", "lowercase") if getattr(self, name)]
        if self.spelling:
            parts.append(f"spelling={self.spelling}")
        if self.language:
            parts.append(f"language={self.language}")
        return ";".join(parts)

    @classmethod
    def decode(cls, text: str) -> "CommitSpec":
        fields: dict[str, int | bool | str] = {}
        for item in filter(None, text.split(";")):
            name, _, value = item.partition("=")
            if name == "max_subject" and value.isdigit() and 0 < int(value) <= 500:
                fields[name] = int(value)
            elif name == "spelling" and value in ("en-GB", "en-US", "en-CA", "en-AU", "en-GB-oxendict"):
                fields[name] = value
            elif name == "language" and re.fullmatch(r"[a-z]{2,3}", value):
                fields[name] = value
            elif name in ("no_period", "imperative", "no_emoji", "conventional", "lowercase") and not value:
                fields[name] = True
            else:
                raise ValueError(f"unknown commit-message requirement {item!r}")
        if not fields:
            raise ValueError("a commit-message check needs a requirement")
        return cls(**fields)  # type: ignore[arg-type]

    def describe(self) -> str:
        out = [f"subject line at most {self.max_subject} characters"] if self.max_subject else []
        out += [text for name, text in (("no_period", "no period at its end"), ("imperative", "imperative mood"),
                                        ("no_emoji", "no emoji"), ("conventional", "type(scope): description"),
                                        ("lowercase", "lower case")) if getattr(self, name)]
        if self.spelling:
            out.append(f"{self.spelling} spelling")
        if self.language:
            out.append(f"written in {self.language}")
        return "commit messages: " + ", ".join(out)
