"""One thing a tool call does, as memlock's tool rules see it."""
from __future__ import annotations

from dataclasses import dataclass

# kinds of action
EXEC = "exec"  # a program run with arguments (argv)
PRIVILEGE = "privilege"  # a command run with raised privileges (sudo, doas, su -c, pkexec, ...)
DELETE = "delete"  # a path removed; ``recursive`` when a whole tree goes
WRITE = "write"  # a path created, changed, moved or removed
READ = "read"  # a path's contents read
CONNECT = "connect"  # a host reached (ssh, a database, an HTTP request, a socket)
PUSH = "push"  # a git push; ``force`` when it may overwrite history, ``branch`` the target ("" unknown)
REMOTE_CODE = "remote_code"  # downloaded content run by a shell or interpreter (curl | sh)
SQL = "sql"  # SQL sent to a database (``detail`` holds the text)
UNDECIDABLE = "undecidable"  # something runs that cannot be known from the call (eval "$x", base64 | sh)
COMMIT = "commit"  # a commit made (git commit, cherry-pick, merge, revert, am); ``branch`` where ("" unknown)
REF_DELETE = "ref_delete"  # a branch or tag deleted; ``ref`` branch | tag | "" (either), ``remote`` "" when local
TEST_RUN = "test_run"  # a test runner run; ``path`` one target ("" the whole suite)
EARLIER = "earlier"  # a command an earlier (allowed) call of the turn ran (``argv``): for "before X, run Y" rules
MIGRATE = "migrate"  # database migrations applied; ``detail`` the call's text (where they go: env, URL, namespace)
REWRITE = "rewrite"  # a branch's history rewritten (rebase, amend, reset to an earlier commit, branch -f, filter-repo);
# ``branch`` the branch ("" the current one, unknown; "*" every branch)
INSTALL = "install"  # packages installed; ``scope`` global (system, user, -g) | local (a venv, node_modules)


@dataclass(frozen=True)
class Action:
    kind: str
    argv: tuple[str, ...] = ()  # for exec/privilege: the program and its arguments
    path: str = ""  # for write/read/delete
    host: str = ""  # for connect
    branch: str = ""  # for push
    force: bool = False  # for push (may overwrite history); for delete: `rm -f`
    recursive: bool = False  # for delete
    url: str = ""  # for remote_code: where the code came from ("" unknown)
    detail: str = ""  # what was read, for evidence
    via: str = ""  # for connect: the program or tool that reaches the host (ssh, curl, webfetch...)
    new: bool = False  # for write: a whole file created by a create tool or a generator (not an edit); for
    # install: packages named (not the project's listed ones reinstalled: `npm ci`, `pip install -r ...`)
    ref: str = ""  # for ref_delete: branch | tag ("" either)
    remote: str = ""  # for ref_delete: the remote ("" a local ref)
    scope: str = ""  # for install: global | local

    def describe(self) -> str:
        if self.kind in (EXEC, PRIVILEGE):
            return " ".join(self.argv)[:120] or self.detail
        if self.kind in (WRITE, READ, DELETE):
            return f"{self.kind} {self.path}" + (" (recursive)" if self.recursive else "")
        if self.kind == CONNECT:
            return f"connect to {self.host}"
        if self.kind == COMMIT:
            return f"commit on {self.branch or 'the current branch'}"
        if self.kind == REF_DELETE:
            return f"delete {'remote ' if self.remote else 'local '}{self.ref or 'ref'} {self.branch}"
        if self.kind == REWRITE:
            return f"rewrite the history of {self.branch or 'the current branch'}"
        if self.kind == TEST_RUN:
            return f"run tests {self.path or '(the whole suite)'}"
        if self.kind == INSTALL:
            return f"install ({self.scope}) {' '.join(self.argv)[:100]}"
        if self.kind == PUSH:
            return f"{'force-' if self.force else ''}push to {self.branch or 'the current branch'}"
        return self.detail or self.kind
