"""What a reader of one language (Python, git, Node/Perl/...) needs from the call's analyser: a seam
so those readers do not import the shell analyser that calls them."""
from __future__ import annotations

from typing import Callable, Protocol

from memlock_core.compliance.intent.action import Action
from memlock_core.compliance.intent.memory import TurnMemory
from memlock_core.compliance.intent.shell import SimpleCommand


class Reading(Protocol):
    memory: TurnMemory
    reader: Callable[[str], "str | None"] | None
    cwd: str
    last_url: str
    fetched: bool

    def add(self, action: Action) -> None: ...

    def path(self, kind: str, token: str, recursive: bool = False) -> None: ...

    def undecidable(self, why: str) -> None: ...

    def shell(self, text: str, depth: int = 0, env: dict[str, str] | None = None) -> None: ...

    def run(self, argv: list[str], cmd: SimpleCommand | None, functions: dict[str, str], depth: int) -> None: ...

    def script_lang(self, code: str, depth: int) -> None: ...

    def remote_code(self, how: str) -> None: ...

    def sql(self, text: str) -> None: ...

    def file_content(self, path: str) -> str | None: ...
