"""From parsed shell to actions: unwrap what runs a command (``env``, ``timeout``, ``xargs``,
``bash -c``, ``ssh host cmd``, ``sudo``...), then read each program by what it does (delete a tree,
write a path, reach a host, force-push a branch). One :class:`Analyzer` per tool call; it carries
the turn's memory (files, aliases, functions) and reads a script a call runs from it, or from disk
through an injected reader (I/O stays with the caller)."""
from __future__ import annotations

import base64
import binascii
import posixpath
import re
from dataclasses import replace
from typing import Callable

from memlock_core.compliance.intent.action import (
    CONNECT,
    DELETE,
    EXEC,
    INSTALL,
    MIGRATE,
    PRIVILEGE,
    PUSH,
    READ,
    REMOTE_CODE,
    SQL,
    TEST_RUN,
    UNDECIDABLE,
    WRITE,
    Action,
)
from memlock_core.compliance.intent.dsn_source import dsn_source
from memlock_core.compliance.intent.env_runners import inner_command
from memlock_core.compliance.intent.git import analyse_git
from memlock_core.compliance.intent.memory import TurnMemory, norm_path
from memlock_core.compliance.intent.python_code import analyse_python
from memlock_core.compliance.intent.scriptlang import analyse_script_lang
from memlock_core.compliance.intent.shell import ALTERNATIVES, UNKNOWN, SimpleCommand, Word, brace_expand, parse
from memlock_core.compliance.intent.words import (
    DOWNLOADERS,
    PYTHONS,
    SCRIPT_LANGS,
    SHELLS,
    basename,
    dev_tcp_hosts,
    host_candidates,
    looks_like_path,
)
from memlock_core.regex_cache import rx

Reader = Callable[[str], "str | None"]
MAX_DEPTH = 8
MAX_ACTIONS = 400
MAX_ARGS = 2000  # arguments of one program read for hosts (a longer list is data, not an address book)

PRIVILEGE_TOOLS = frozenset({"sudo", "doas", "pkexec", "run0", "sudoedit", "su", "gosu", "runuser", "please",
                             "calife", "super", "ksu", "sudo-rs", "su-rs"})
# Programs whose arguments are text about things, not uses of them: a mention is not a use.
SEARCHERS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep", "git-grep"})
MENTION = frozenset({"echo", "printf", "man", "info", "whatis", "apropos",
                     "tldr", "help", "type", "which", "whereis", "hash", "dig", "nslookup", "host", "whois", "true",
                     ":", "false", "test", "[", "logger", "notify-send", "wall", "say", "cowsay", "figlet", "jq", "yq",
                     "column", "sort", "uniq", "tr", "wc", "cut", "fold", "fmt", "read", "history", "alias", "unalias",
                     "declare", "local", "readonly", "let", "shift", "return", "exit", "set", "unset", "trap",
                     "complete", "compgen", "basename", "dirname", "realpath", "readlink", "pwd", "date", "sleep"})
WRAPPERS_SIMPLE = frozenset({"nohup", "time", "setsid", "unbuffer", "stdbuf", "nice", "ionice", "chrt", "taskset",
                             "timeout", "env", "command", "exec", "builtin", "caffeinate", "systemd-run", "firejail",
                             "proxychains", "proxychains4", "torsocks", "tsocks", "strace", "ltrace", "catchsegv",
                             "valgrind", "faketime", "script", "flock", "watch", "xargs", "parallel", "doit", "then",
                             "do", "else", "time", "exec"})
READERS = frozenset({"cat", "less", "more", "head", "tail", "bat", "batcat", "view", "strings", "xxd", "od", "hexdump",
                     "base64", "diff", "cmp", "nl", "tac", "rev", "md5sum", "sha1sum", "sha256sum", "sha512sum", "awk",
                     "gawk", "mawk", "source", ".", "vimdiff", "zcat", "zless", "bzcat", "xzcat", "gpg", "openssl",
                     "iconv", "paste", "join", "comm", "split", "csplit", "pr", "expand", "unexpand", "file",
                     "sqlite3", "tar", "zip", "gzip", "scp", "rsync", "curl", "jq", "yq", "grep", "egrep", "fgrep",
                     "rg", "ag", "ack", "sed", "cut", "sort", "uniq", "wc", "git", "dos2unix", "dotenv", "cp"})
EDITORS = frozenset({"vi", "vim", "nvim", "nano", "emacs", "ed", "ex", "code", "subl", "gedit", "kate", "micro", "joe",
                     "pico", "mcedit", "hx", "kak"})
WRITERS = frozenset({"touch", "truncate", "chmod", "chown", "chgrp", "chattr", "setfacl", "mkdir", "shred", "install",
                     "patch", "mkfifo", "ln", "link", "dos2unix", "unix2dos", "crontab"})
DECODERS = frozenset({"base64", "base32", "xxd", "openssl", "uudecode", "gunzip", "zcat", "gzip", "bzip2", "xz", "rev",
                      "tr", "perl", "python", "python3", "awk", "sed"})
_HOSTISH = rx(r"(?:[a-z0-9_-]+\.)+[a-z][a-z0-9-]*|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][a-z0-9_-]*", re.I)
_SHORT_OPT_WITH_VALUE = {
    "sudo": set("ugCDhprtTUc"), "doas": set("uC"), "timeout": set("sk"), "nice": set("n"), "ionice": set("cnp"),
    "xargs": set("IinLlPsdEa"), "env": set("uCS"), "exec": set("a"), "stdbuf": set("ioe"), "flock": set("wE"),
    "watch": set("nd"), "ssh": set("pilobcDEeFIJLmOQRSWwB"), "su": set("cgGs"), "runuser": set("ugGcs"),
    "chrt": set(), "taskset": set(), "parallel": set("jS"), "systemd-run": set("pu"), "pkexec": set(),
    "script": set("cqe"), "mosh": set("p"), "autossh": set("Mpilo"), "kubectl": set("cn"), "docker": set("eiuwH"),
}


class Analyzer:
    """Collects the actions of one tool call (and of whatever it runs)."""

    def __init__(self, memory: TurnMemory | None = None, reader: Reader | None = None, cwd: str = ""):
        self.memory = memory if memory is not None else TurnMemory()
        self.reader = reader
        self.cwd = cwd
        self.actions: list[Action] = []
        self.env_hosts: list[str] = []  # values of exported variables, for programs that read them
        self.last_url = ""
        self.script_env: dict[str, str] = {}  # assignments before the command being run (VAR=x sh s.sh)
        self.fetched = False  # code in this call downloaded something (Python urlopen, requests)
        self.program = ""  # the program being read: a host it reaches is reached *via* it
        self.venv = False  # this command line activated a virtual environment (source .venv/bin/activate)
        self.line = ""  # the call's whole text: where a migration goes (an env variable, a URL, a namespace)
        self.remote_host = ""  # the host a command runs on (`ssh db01 'psql -c ...'`): its "localhost"

    # -- recording ---------------------------------------------------------------------------------

    def add(self, action: Action) -> None:
        if action.kind == CONNECT and not action.via and self.program:
            action = replace(action, via=self.program)
        if len(self.actions) < MAX_ACTIONS and action not in self.actions:
            self.actions.append(action)
        if action.kind == CONNECT and action.host in self.memory.host_aliases:
            self.add(Action(CONNECT, host=self.memory.host_aliases[action.host]))

    def undecidable(self, why: str) -> None:
        self.add(Action(UNDECIDABLE, detail=why))

    def path(self, kind: str, token: str, recursive: bool = False, new: bool = False) -> None:
        if not token or token in ("-", "/dev/null", "/dev/stdout", "/dev/stderr") or token.startswith("&"):
            return
        self.add(Action(kind, path=norm_path(token.replace(UNKNOWN, "*"), self.cwd), recursive=recursive, new=new))

    # -- shell -------------------------------------------------------------------------------------

    def shell(self, text: str, depth: int = 0, env: dict[str, str] | None = None) -> None:
        if depth > MAX_DEPTH:
            self.undecidable("commands nested more than 8 levels deep")
            return
        script = parse(text, {"HOME": "~", **(env or {})}, depth)
        for problem in script.problems:
            if "longer than" in problem or "nested" in problem:
                self.undecidable(problem)
        functions = {**self.memory.functions, **script.functions}
        self.memory.functions.update(script.functions)
        for command in script.commands:
            self.command(command, functions, depth)

    def command(self, cmd: SimpleCommand, functions: dict[str, str], depth: int) -> None:
        body = "\n".join(r.target for r in cmd.redirects if r.op in ("<<", "<<-", "<<<")) or \
            " ".join(w.value for w in cmd.argv[1:] if cmd.argv and cmd.argv[0].value in ("echo", "printf"))
        for redirect in cmd.redirects:
            if redirect.op in (">", ">>", ">|", "<>", "&>", "&>>") or (redirect.op == ">&" and not redirect.target.isdigit()):
                self.path(WRITE, redirect.target)
                if body and redirect.target not in ("/dev/null", "/dev/stdout", "/dev/stderr"):
                    self.add(Action(WRITE, path=norm_path(redirect.target, self.cwd), detail=body[:20_000]))
                    raw = " ".join(_expanded_part(w.raw) for w in cmd.argv[1:]) \
                        if cmd.argv and cmd.argv[0].value in ("echo", "printf") else ""
                    if "$" in raw:  # `echo "token=$GITHUB_TOKEN" >> debug.log`: the variables whose values it writes
                        self.add(Action(WRITE, path=norm_path(redirect.target, self.cwd), detail=raw[:2_000],
                                        via=cmd.argv[0].value))
            elif redirect.op == "<":
                self.path(READ, redirect.target)
        for _name, value in cmd.assigns:
            if value.known and value.value:
                self.env_hosts.append(value.value)
        argv = [x for w in cmd.argv for x in (brace_expand(w.value) if not w.quoted and "{" in w.value else [w.value])]
        for redirect in cmd.redirects:
            for host in dev_tcp_hosts(redirect.target):
                self.add(Action(CONNECT, host=host))
        self.script_env = {name: value.value for name, value in cmd.assigns if value.known}
        if argv[:1] == ["alias"]:  # `alias clean='rm -rf dist' && clean`: the alias runs what it names, as a function
            for definition in argv[1:]:
                alias, eq, named = definition.partition("=")
                if eq and re.fullmatch(r"[\w.:-]+", alias) and named.strip() and UNKNOWN not in named:
                    functions[alias] = named
                    self.memory.functions[alias] = named
        if argv:
            self.run(argv, cmd, functions, depth)

    def stdin_text(self, cmd: SimpleCommand | None) -> tuple[str | None, str]:
        """What a command reads on standard input, when it can be known: (text or None, why not)."""
        if cmd is None:
            return None, ""
        for redirect in cmd.redirects:
            if redirect.op in ("<<", "<<-", "<<<"):
                return redirect.target, ""
            if redirect.op == "<":
                content = self.file_content(redirect.target)
                return content, "" if content is not None else f"the file {redirect.target} is not known"
        source = cmd.pipe_from
        if source is None:
            return None, ""
        words = [w.value for w in source.argv]
        if not words:
            return self.stdin_text(source)
        name = basename(words[0])
        if name in ("echo", "printf") and all(UNKNOWN not in w for w in words[1:]):
            args = [w for w in words[1:] if not (name == "echo" and re.fullmatch(r"-[neE]+", w))]
            if name == "printf" and args:
                return args[0].replace("\\n", "\n") % tuple() if "%" not in args[0] else " ".join(args[1:]), ""
            return " ".join(args).replace("\\n", "\n"), ""
        if name == "cat" and len(words) == 2:
            content = self.file_content(words[1])
            return content, "" if content is not None else f"the file {words[1]} is not known"
        if name == "cat" and len(words) == 1:
            return self.stdin_text(source)
        if name in DOWNLOADERS:
            self.last_url = next((w for w in words[1:] if "://" in w or re.match(r"^[\w.-]+\.[a-z]{2,}/", w)), "")
            return None, "downloaded"
        if name in DECODERS:
            inner, why = self.stdin_text(source)
            if inner is not None and name in ("base64", "base32") and any(f in words for f in ("-d", "--decode", "-D")):
                try:
                    decoded = (base64.b64decode if name == "base64" else base64.b32decode)(inner.strip() + "===")
                    return decoded.decode("utf-8", "replace"), ""
                except (binascii.Error, ValueError):
                    return None, "encoded data that does not decode"
            if inner is not None and name == "rev":
                return "\n".join(line[::-1] for line in inner.splitlines()), ""
            if why == "downloaded":
                return None, why
            return None, f"the output of {name}"
        return None, f"the output of {name}"

    def file_content(self, path: str) -> str | None:
        if not path or UNKNOWN in path:
            return None
        content = self.memory.file(path, self.cwd)
        if content is None and self.reader is not None:
            content = self.reader(norm_path(path, self.cwd))
        return content

    def _downloaded(self, path: str) -> bool:
        key = norm_path(path, self.cwd)
        return any(p == key or posixpath.basename(p) == posixpath.basename(key) or
                   (p.endswith("/*") and key.startswith(p[:-1])) for p in self.memory.downloads)

    def sql(self, text: str, host: str = "") -> None:
        """SQL sent to a database (``host``: its server, "" unknown); text built at run time is
        undecidable only for SQL rules (judged there)."""
        self.add(Action(SQL, detail=text[:4000], host=host))

    def remote_code(self, how: str) -> None:
        self.add(Action(REMOTE_CODE, url=self.last_url, detail=how))

    def run_file(self, path: str, depth: int, python: bool = False) -> None:
        key = norm_path(path, self.cwd)
        url = self.memory.downloads.get(key) or next((u for p, u in self.memory.downloads.items()
                                                      if posixpath.basename(p) == posixpath.basename(key)
                                                      or (p.endswith("/*") and key.startswith(p[:-1]))), None)
        if url is not None:
            self.add(Action(REMOTE_CODE, url=url, detail=f"{path}, downloaded from {url or 'the network'}, is run"))
        content = self.file_content(path)
        if content is None:
            return  # a script nobody wrote this turn and that is not readable here: its name says nothing
        first = content.lstrip().split("\n", 1)[0]
        if python or (first.startswith("#!") and "python" in first) or path.endswith(".py"):
                    analyse_python(content, self, depth + 1)
        elif first.startswith("#!") and any(lang in first for lang in ("node", "perl", "ruby", "php")):
            self.script_lang(content, depth + 1)
        else:
            env, self.script_env = self.script_env, {}
            self.shell(content, depth + 1, env=env)  # `BASE=... sh script.sh`: the script sees BASE

    def script_lang(self, code: str, depth: int) -> None:
        analyse_script_lang(code, self, depth)

    # -- one program -------------------------------------------------------------------------------

    def run(self, argv: list[str], cmd: SimpleCommand | None, functions: dict[str, str], depth: int) -> None:
        outer = self.program
        try:
            self._run(argv, cmd, functions, depth)
        finally:
            self.program = outer

    def _run(self, argv: list[str], cmd: SimpleCommand | None, functions: dict[str, str], depth: int) -> None:
        if any(ALTERNATIVES in a for a in argv):  # a loop variable: each value it takes
            if argv and ALTERNATIVES in argv[0]:
                for program in argv[0].split(ALTERNATIVES)[:16]:
                    self.run([program, *argv[1:]], cmd, functions, depth)
                return
            argv = [part for a in argv for part in a.split(ALTERNATIVES)]
        while argv and argv[0] == "":
            argv = argv[1:]
        while argv and "=" in argv[0] and re.match(r"^[A-Za-z_]\w*=", argv[0]):
            self.env_hosts.append(argv[0].split("=", 1)[1])
            argv = argv[1:]
        if not argv:
            return
        if " " in argv[0].strip() and UNKNOWN not in argv[0]:  # `R='rm -rf'; $R x`: the shell splits the value
            argv = [*argv[0].split(), *argv[1:]]
        program = argv[0]
        if UNKNOWN in program:
            if program.replace(UNKNOWN, ""):
                self.undecidable(f"a command name built at run time ({program.replace(UNKNOWN, '$…')})")
            else:
                self.undecidable("a command name taken from a variable or a command's output")
            return
        name = basename(program)
        self.program = name
        if name in ("cd", "pushd") and len(argv) > 1 and UNKNOWN not in argv[1]:
            self.cwd = norm_path(argv[1], self.cwd)
        if name in ("source", ".", "activate") and any(a.endswith("/activate") or a == "activate" for a in argv[:2]) \
                or (name in ("poetry", "pipenv") and argv[1:2] == ["shell"]):
            self.venv = True
        _test_and_install(self, name, program, argv)
        if name in functions and depth < MAX_DEPTH:
            self.shell(functions[name], depth + 1)
        elif "/" in program and (self.memory.file(program, self.cwd) is not None or self._downloaded(program)):
            self.run_file(program, depth)
        shown = " ".join(w.raw for w in cmd.argv[1:]) if cmd is not None and name in ("echo", "printf", "print") and \
            not cmd.piped and not any(r.op in (">", ">>", ">|", "&>", "&>>") and r.fd in ("", "1") for r in cmd.redirects) \
            else ""
        # what echo prints, as written ("$AWS_SECRET_ACCESS_KEY"): the variable's name, which its value hides
        self.add(Action(EXEC, argv=tuple([name, *argv[1:]]), path=self.cwd, detail=shown if "$" in shown else ""))
        inner = inner_command([name, *argv[1:]])
        if inner and depth < MAX_DEPTH:  # `poetry run alembic upgrade`: the program run in the environment (env_runners)
            venv, self.venv = self.venv, True
            try:
                self.run(inner, cmd, functions, depth + 1)
            finally:
                self.venv = venv
            return
        handler = _HANDLERS.get(name)
        if handler is not None:
            handler(self, name, argv, cmd, functions, depth)
            return
        if PYTHONS.match(name):
            _python(self, name, argv, cmd, functions, depth)
            return
        if name in SCRIPT_LANGS:
            _script_lang(self, name, argv, cmd, functions, depth)
            return
        self.generic(name, argv)

    def generic(self, name: str, argv: list[str]) -> None:
        """Any other program: its path arguments are read (or written, for editors and writers) and
        the hosts in its arguments are reached, unless it only prints or searches text."""
        secret = secret_store_read(argv)
        if secret:
            self.add(Action(READ, path=secret))
        if name == "gh" and argv[1:2] == ["api"]:  # PATCH .../git/refs/heads/<branch> with force=true
            ref = next((re.search(r"git/refs/heads/([^\s?]+)", a) for a in argv if "git/refs/heads/" in a), None)
            if ref is not None:
                forced = any(a.replace(" ", "").lower() in ("force=true", "force:=true") for a in argv)
                self.add(Action(PUSH, branch=ref.group(1), force=forced))
        if name in ("ssh-keygen", "openssl", "gpg", "certbot", "mkcert", "keytool"):
            for i, a in enumerate(argv[:-1]):
                if a in ("-f", "-out", "--output", "-o", "-keystore") and not (name == "ssh-keygen" and
                                                                                ("-l" in argv or "-y" in argv)):
                    self.path(WRITE, argv[i + 1])
        if name in MENTION:
            return
        archive = _archive_written(name, argv)
        if archive:  # `tar czf /tmp/backup.tgz src`, `zip -r out.zip .`: the archive is a file it writes
            self.path(WRITE, archive)
        for i, a in enumerate(argv[1:], start=1):  # "-o /tmp/shop.prof", "--output=out.json": the file it writes
            key, eq, val = a.partition("=")
            value = val if eq else argv[i + 1] if i + 1 < len(argv) else ""
            if (key in _OUTPUT_LONG or (a == "-o" and name not in _OTHER_DASH_O)) and value != "-" and \
                    looks_like_path(value) and "=" not in value:
                self.path(WRITE, value)
        args = argv[1:]
        if name in SEARCHERS:  # the pattern is text; the files after it are read
            files = [a for a in args if not a.startswith("-")][1:]
            for a in files:
                self.path(READ, a)
            return
        positional = [a for a in args if not a.startswith("-")]
        if name in EDITORS or name in WRITERS:
            for a in positional:
                self.path(WRITE, a)
        elif name in ("sed", "perl") and any(a.startswith("-i") or a == "--in-place" for a in args):
            files = positional[1:] if not any(a in ("-e", "-f") for a in args) else positional
            for a in files:
                self.path(WRITE, a)
        elif name == "dd":
            for a in args:
                if a.startswith("of="):
                    self.path(WRITE, a[3:])
                elif a.startswith("if="):
                    self.path(READ, a[3:])
        elif name in READERS or name not in ("ls", "stat", "find", "du", "tree", "file", "mkdir", "cd", "pushd", "test"):
            skip_first = name in ("grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "jq", "sed")
            for i, a in enumerate(positional):
                if skip_first and i == 0:
                    continue
                if looks_like_path(a):
                    self.path(READ, a)
        for a in dict.fromkeys(args[:MAX_ARGS]):
            if name in CLOUD_CLIS and "://" not in a:
                continue  # `aws rds ... --db-instance-identifier prod-db` names a resource; the CLI reaches its API
            for host in host_candidates(a):
                self.add(Action(CONNECT, host=host))
        for value in self.env_hosts:
            for host in host_candidates(value):
                self.add(Action(CONNECT, host=host))


# -- handlers by program ------------------------------------------------------------------------------


# Secret managers and the commands that print a secret's value: reading one is reading a secret file.
_SECRET_READS = (("vault", "read"), ("vault", "kv", "get"), ("aws", "secretsmanager"),
                 ("aws", "ssm", "get-parameter"), ("aws", "ssm", "get-parameters"), ("gcloud", "secrets"),
                 ("az", "keyvault", "secret"), ("doppler", "secrets"), ("op", "read"), ("op", "item", "get"),
                 ("pass", "show"), ("security", "find-generic-password"), ("bw", "get"), ("sops", "-d"),
                 ("sops", "--decrypt"), ("ansible-vault", "view"), ("ansible-vault", "decrypt"), ("gopass", "show"),
                 ("heroku", "config"), ("fly", "secrets"), ("gh", "secret"))
_SECRET_NAME = rx(r"(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL)", re.I)


# the options by which a program is told the file to write its output to; "-o" means that for most programs,
# and something else for these (grep's only-matching, ps's format, pytest's ini override, ssh's option ...)
_OUTPUT_LONG = frozenset({"--output", "--output-file", "--outfile", "--out-file", "--output-document", "--log-file",
                          "--logfile"})
_OTHER_DASH_O = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "ps", "ls", "pytest", "py.test", "ssh", "scp", "sftp",
                           "mount", "find", "top", "lsof", "netstat", "ss", "set", "bash", "sh", "zsh", "git", "mosh",
                           "autossh", "sshfs", "rsync", "sed", "awk", "jq", "yq", "column", "fold", "xxd", "od"})


def _archive_written(name: str, argv: list[str]) -> str:
    """The archive a `tar` in create mode (c, --create) or a `zip` writes; "" for none (an extraction, a listing)."""
    args = argv[1:]
    if name == "zip":
        return next((a for a in args if not a.startswith("-")), "")
    if name not in ("tar", "bsdtar", "gtar"):
        return ""
    for i, a in enumerate(args):
        if a.startswith("--file"):
            key, eq, value = a.partition("=")
            archive = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            break
        bundle = a[1:] if a.startswith("-") and not a.startswith("--") else a if i == 0 else ""
        if bundle.isalpha() and "f" in bundle:
            archive = args[i + 1] if i + 1 < len(args) else ""
            break
    else:
        return ""
    old_style = args[0] if args and args[0].isalpha() else ""  # `tar czf x.tgz`: the first word is the bundle
    letters = old_style + "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
    create = "c" in letters or "--create" in args or "r" in letters or "u" in letters
    return archive if create and archive not in ("-", "") else ""


def secret_store_read(argv: list[str]) -> str:
    """``secret-store://...`` when the command prints a secret from a manager or the environment."""
    if not argv:
        return ""
    words = [basename(argv[0]), *[a for a in argv[1:] if not a.startswith("-") or a in ("-d", "--decrypt")]]
    for prefix in _SECRET_READS:
        if tuple(words[:len(prefix)]) == prefix:
            return "secret-store://" + "/".join(prefix)
    if words[0] in ("kubectl", "oc") and words[1:3] in (["get", "secret"], ["get", "secrets"]) and \
            any(a.startswith(("-o", "--output")) for a in argv):  # names alone are no secret; -o prints the values
        return "secret-store://kubectl/get/secret"
    if words[0] in ("printenv", "env") and any(_SECRET_NAME.search(a) for a in argv[1:]):
        return "secret-store://env"
    return ""


def _split_opts(name: str, args: list[str], stop_at_positional: bool = True) -> tuple[list[str], list[str]]:
    """Options (with their values) and the rest, for a wrapper whose rest is a command."""
    takes = _SHORT_OPT_WITH_VALUE.get(name, set())
    opts: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            return opts, args[i + 1:]
        if a.startswith("--"):
            opts.append(a)
            if "=" not in a and name in ("sudo", "timeout", "ssh", "runuser", "su", "doas", "pkexec", "run0", "xargs",
                                         "env", "systemd-run", "kubectl", "docker") and a[2:] in _LONG_WITH_VALUE:
                opts.append(args[i + 1] if i + 1 < len(args) else "")
                i += 1
            i += 1
            continue
        if a.startswith("-") and len(a) > 1 and not (a[1:].isdigit() and name == "nice"):
            opts.append(a)
            for j, ch in enumerate(a[1:]):
                if ch in takes:
                    if j + 2 == len(a):  # value is the next word
                        opts.append(args[i + 1] if i + 1 < len(args) else "")
                        i += 1
                    break
            i += 1
            continue
        if a.startswith("-") and name == "nice":
            i += 1
            continue
        if not stop_at_positional:
            i += 1
            continue
        return opts, args[i:]
    return opts, []


_LONG_WITH_VALUE = frozenset({"user", "group", "chdir", "host", "prompt", "role", "type", "close-from", "signal",
                              "kill-after", "unset", "split-string", "max-args", "max-procs", "replace", "delimiter",
                              "command", "login", "shell", "session-command", "namespace", "context", "container",
                              "setenv", "property", "unit", "working-directory", "machine", "workdir", "env"})


def _wrapper(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    opts, rest = _split_opts(name, argv[1:])
    if name == "command" and any(o in ("-v", "-V") for o in opts):
        return  # `command -v sudo` looks a program up, runs nothing
    if name == "env":
        while rest and re.match(r"^[A-Za-z_]\w*=", rest[0]):
            an.env_hosts.append(rest[0].split("=", 1)[1])
            rest = rest[1:]
        split = next((o for o in opts if o.startswith(("-S", "--split-string"))), None)
        if split is not None:
            value = split[2:] if split.startswith("-S") and len(split) > 2 else ""
            an.shell(" ".join([value, *rest]), depth + 1)
            return
    if name == "timeout" and rest:
        rest = rest[1:]  # the duration
    if name in ("chrt", "taskset") and rest:
        rest = rest[1:]
    if name == "flock" and rest:
        rest = rest[1:]
        if any(o in ("-c", "--command") for o in opts):
            an.shell(" ".join(rest), depth + 1)
            return
    if name in ("watch", "script") and rest:
        an.shell(" ".join(rest), depth + 1)
        return
    if name == "script":
        script_cmd = next((opts[i + 1] for i, o in enumerate(opts[:-1]) if o == "-c"), None)
        if script_cmd:
            an.shell(script_cmd, depth + 1)
        return
    if name == "parallel" and ":::" in rest:
        rest = rest[:rest.index(":::")]
    if name == "xargs" and any(o in ("-I", "-i") for o in opts) and rest:
        rest = [UNKNOWN if "{}" == a else a for a in rest]
    if not rest:
        if name == "xargs":
            an.run(["echo"], cmd, fn, depth + 1)
        return
    if name in ("time", "then", "do", "else", "builtin") or rest[0] not in ("",):
        an.run(rest, cmd, fn, depth + 1)


def _privilege(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    if name in ("su", "ksu"):
        inner = None
        for i, a in enumerate(args):
            if a in ("-c", "--command") and i + 1 < len(args):
                inner = args[i + 1]
            elif a.startswith("--command="):
                inner = a.split("=", 1)[1]
        an.add(Action(PRIVILEGE, argv=tuple(argv)))
        if inner:
            an.shell(inner, depth + 1)
        return
    if name == "sudoedit" or (name == "sudo" and any(a in ("-e", "--edit") for a in args)):
        an.add(Action(PRIVILEGE, argv=tuple(argv)))
        for a in args:
            if not a.startswith("-"):
                an.path(WRITE, a)
        return
    if name == "gosu" and args:
        args = args[1:]
    opts, rest = _split_opts("sudo" if name in ("sudo", "please", "sudo-rs") else name, args)
    if name == "runuser":
        value = next((opts[i + 1] for i, o in enumerate(opts[:-1]) if o in ("-c", "--command")), None)
        an.add(Action(PRIVILEGE, argv=tuple(argv)))
        if value:
            an.shell(value, depth + 1)
        elif rest:
            an.run(rest, cmd, fn, depth + 1)
        return
    an.add(Action(PRIVILEGE, argv=tuple([name, *args])))
    if rest:
        an.run(rest, cmd, fn, depth + 1)


def _shell(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    if name == "busybox" and args:
        if args[0] in SHELLS:
            args = args[1:]
        else:
            an.run(args, cmd, fn, depth + 1)
            return
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-") and not a.startswith("--") and "c" in a[1:]:
            inner = args[i + 1] if i + 1 < len(args) else ""
            if UNKNOWN in inner:
                _built_at_run_time(an, cmd, f"{name} -c", "a command built at run time")
                return
            an.shell(inner, depth + 1)
            return
        if a in ("-o", "+o", "-O", "+O", "--rcfile", "--init-file"):
            i += 2
            continue
        if a in ("-s", "-", "--") or (a.startswith("-") and not a.startswith("--") and "s" in a[1:]):
            break  # the script comes on standard input; the words after it are its arguments
        if a.startswith(("-", "+")):
            i += 1
            continue
        if UNKNOWN in a:
            _built_at_run_time(an, cmd, name, "a script whose name is built at run time")
            return
        an.run_file(a, depth)
        return
    text, why = an.stdin_text(cmd)
    if text is not None:
        an.shell(text, depth + 1)
    elif why == "downloaded":
        an.remote_code(f"downloaded content piped into {name}")
    elif why:
        an.undecidable(f"{why} is run by {name}")


def _built_at_run_time(an: Analyzer, cmd: SimpleCommand | None, runner: str, what: str) -> None:
    """``bash <(curl ...)`` is downloaded code run; any other text built at run time is undecidable."""
    if cmd is not None and _downloads_in(an, cmd):
        an.remote_code(f"downloaded content run by {runner}")
    else:
        an.undecidable(f"{runner} runs {what}")


def _downloads_in(an: Analyzer, cmd: SimpleCommand) -> bool:
    """Does a substitution in this command download something (``bash <(curl ...)``, ``$(wget -O- ...)``)?"""
    for word in cmd.argv:
        for sub in word.subs:
            for inner in parse(sub).commands:
                words = [w.value for w in inner.argv]
                if words and basename(words[0]) in DOWNLOADERS:
                    an.last_url = next((w for w in words[1:] if "://" in w), "")
                    return True
    return False


def _python(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-c":
            code = args[i + 1] if i + 1 < len(args) else ""
            if UNKNOWN in code:
                an.undecidable("python -c with code built at run time")
            else:
                analyse_python(code, an, depth + 1)
            return
        if a == "-m":
            module = args[i + 1] if i + 1 < len(args) else ""
            if module:  # the module as the program installed next to this interpreter (.venv/bin/python -m pip)
                home = posixpath.dirname(argv[0])
                an.run([posixpath.join(home, module) if home else module, *args[i + 2:]], cmd, fn, depth + 1)
            return
        if a.endswith("manage.py") and "makemigrations" in args[i + 1:]:  # new migration files in each app
            apps = [x for x in args[args.index("makemigrations") + 1:] if not x.startswith("-")]
            for app in apps or [""]:
                an.add(Action(WRITE, path=norm_path(posixpath.join(app, "migrations", "*"), an.cwd), new=True))
        if a.endswith("manage.py") and "dbshell" in args[i + 1:]:
            _db_client(an, "dbshell", ["dbshell", *args[i + 2:]], cmd, fn, depth)
            return
        if a.startswith("-"):
            i += 1
            continue
        an.run_file(a, depth, python=True)
        an.generic(name, [name, *args[i + 1:]])
        an.add(Action(EXEC, argv=(a, *args[i + 1:])))  # the script is the program run: `python manage.py runserver`
        return
    text, why = an.stdin_text(cmd)
    if text is not None:
        analyse_python(text, an, depth + 1)
    elif why == "downloaded":
        an.remote_code(f"downloaded content piped into {name}")
    elif why:
        an.undecidable(f"{why} is run by {name}")


def _script_lang(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    url = next((a for a in args if re.match(r"^https?://", a)), "")
    if url:  # `deno run https://...`, `node https://...`: the program is fetched and run
        an.last_url = url
        an.remote_code(f"{name} runs {url}")
    for i, a in enumerate(args):
        if a in ("-e", "-E", "--eval", "-r", "-p", "--print", "-x") or (name == "perl" and re.fullmatch(r"-[a-zA-Z]*[eE]", a)):
            code = args[i + 1] if i + 1 < len(args) else ""
            an.script_lang(code.replace(UNKNOWN, "$x"), depth + 1)
            if name == "perl" and any(x.startswith("-") and not x.startswith("--") and "i" in x[1:] for x in args):
                for f in args[i + 2:]:
                    an.path(WRITE, f)
            return
        if a == "-":
            break
        if not a.startswith("-"):
            an.run_file(a, depth)
            if an.file_content(a) is not None:
                return
            break
    text, why = an.stdin_text(cmd)
    if text is not None:
        an.script_lang(text, depth + 1)
    elif why == "downloaded":
        an.remote_code(f"downloaded content piped into {name}")


_PS_RUN = rx(r"\b(?:iex|Invoke-Expression|Start-Process|&\s*\()", re.I)
_PS_FETCH = rx(r"\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadFile|curl|wget|"
                       r"Net\.WebClient)\b", re.I)


def _powershell(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """PowerShell: downloaded text given to Invoke-Expression is downloaded code run; other commands are
    read as shell words (sudo, rm -r, git push keep their names there)."""
    args = argv[1:]
    code = ""
    for i, a in enumerate(args):
        if a.lower() in ("-c", "-command", "-encodedcommand", "-e", "-ec"):
            code = " ".join(args[i + 1:])
            if a.lower() in ("-encodedcommand", "-e", "-ec"):
                try:
                    code = base64.b64decode(code + "===").decode("utf-16-le", "replace")
                except (binascii.Error, ValueError):
                    an.undecidable("an encoded PowerShell command that does not decode")
                    return
            break
    if not code:
        text, _why = an.stdin_text(cmd)
        code = text or ""
    if _PS_RUN.search(code) and _PS_FETCH.search(code):
        url = re.search(r"https?://[^\s'\")]+", code)
        an.last_url = url.group(0) if url else ""
        an.remote_code(f"downloaded code run by {name}")
    elif code:
        for statement in re.split(r"[;|\n]", code):
            words = statement.split()
            cmdlet = words[0].lower() if words else ""
            paths = [w.strip("'\"") for w in words[1:] if not w.startswith("-")]
            if cmdlet in ("remove-item", "ri", "del", "erase", "rd", "rmdir"):
                recursive = any(w.lower() in ("-recurse", "-r") for w in words[1:])
                for path in paths:
                    an.add(Action(DELETE, path=norm_path(path, an.cwd), recursive=recursive, force=True))
                    an.path(WRITE, path)
            elif cmdlet in ("set-content", "add-content", "out-file", "new-item", "copy-item", "move-item"):
                for path in paths[-1:]:
                    an.path(WRITE, path)
            elif cmdlet in ("get-content", "gc", "type"):
                for path in paths:
                    an.path(READ, path)
        an.shell(code, depth + 1)


def _source(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    if len(argv) > 1:
        if UNKNOWN in argv[1] and cmd is not None and _downloads_in(an, cmd):
            an.remote_code(f"downloaded content run by {name}")
            return
        if UNKNOWN in argv[1]:
            an.undecidable("source of a file whose name is built at run time")
            return
        an.path(READ, argv[1])
        an.run_file(argv[1], depth)


def _eval(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    text = " ".join(argv[1:])
    if UNKNOWN in text and cmd is not None and _downloads_in(an, cmd):
        an.remote_code("downloaded content run by eval")
        return
    if UNKNOWN in text:
        an.undecidable("eval of text built at run time")
        return
    an.shell(text, depth + 1)


def _ssh(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    opts, rest = _split_opts(name, argv[1:])
    for i, o in enumerate(opts):
        if o in ("-J", "-W", "-L", "-R", "-D") and i + 1 < len(opts):
            for h in host_candidates(opts[i + 1]):
                an.add(Action(CONNECT, host=h))
        if o.startswith("-o") and "hostname" in " ".join(opts[i:i + 2]).lower():
            value = (o[2:] or (opts[i + 1] if i + 1 < len(opts) else "")).split("=", 1)[-1]
            for h in host_candidates(value):
                an.add(Action(CONNECT, host=h))
    if not rest:
        return
    target = rest[0]
    user = target.split("@", 1)[0] if "@" in target else next((opts[i + 1] for i, o in enumerate(opts[:-1]) if o == "-l"), "")
    if user == "root":
        an.add(Action(PRIVILEGE, argv=tuple(argv), detail="ssh as root"))
    for h in host_candidates(target):
        an.add(Action(CONNECT, host=h))
    remote = rest[1:]
    outer, an.remote_host = an.remote_host, next((h for h in host_candidates(target) if "@" not in h), "")
    try:
        if remote:
            an.shell(" ".join(remote), depth + 1)
        else:
            text, _why = an.stdin_text(cmd)
            if text is not None:
                an.shell(text, depth + 1)
    finally:
        an.remote_host = outer


def _copy_like(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    target_opt = None
    positional: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-t", "--target-directory", "-S", "--suffix", "-e", "--rsh", "-i") and name != "scp":
            if a in ("-t", "--target-directory"):
                target_opt = args[i + 1] if i + 1 < len(args) else None
            i += 2
            continue
        if name in ("scp", "rsync") and a in ("-P", "-i", "-o", "-F", "-J", "-e", "-l"):
            i += 2
            continue
        if a.startswith("--target-directory="):
            target_opt = a.split("=", 1)[1]
        elif not a.startswith("-"):
            positional.append(a)
        i += 1
    dests = [target_opt] if target_opt else positional[-1:]
    sources = positional if target_opt else positional[:-1]
    for d in dests:
        if name in ("scp", "rsync") and re.match(r"^[^/]*:", d or ""):
            continue
        an.path(WRITE, d or "")
    for s in sources:
        if not (name in ("scp", "rsync") and re.match(r"^[^/]*:", s)):
            an.path(WRITE if name == "mv" else READ, s)
    if name == "rsync" and any(a.startswith("--delete") or a == "--remove-source-files" for a in args):
        for d in dests:
            an.add(Action(DELETE, path=norm_path(d or "", an.cwd), recursive=True))
    for a in positional:
        if name in ("scp", "rsync") and re.match(r"^[^/]*:", a):
            for h in host_candidates(a.split(":", 1)[0]):
                an.add(Action(CONNECT, host=h))


def _tee(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    for a in argv[1:]:
        if not a.startswith("-"):
            an.path(WRITE, a)


def _rm(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    recursive = False
    force = False
    paths: list[str] = []
    only_paths = False
    for a in argv[1:]:
        if only_paths or not a.startswith("-") or a == "-":
            paths.append(a)
        elif a == "--":
            only_paths = True
        elif a.startswith("--"):
            recursive = recursive or a == "--recursive"
        elif name in ("rm",) and ("r" in a[1:] or "R" in a[1:]):
            recursive = True
        if name == "rm" and (a == "--force" or (a.startswith("-") and not a.startswith("--") and "f" in a[1:])):
            force = True
    for p in paths or ([UNKNOWN] if name == "rm" else []):  # `xargs rm -rf`: the paths come from stdin
        an.add(Action(DELETE, path=norm_path(p.replace(UNKNOWN, "*"), an.cwd), recursive=recursive, force=force))
        an.path(WRITE, p)


def _find(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    args = argv[1:]
    starts = []
    for a in args:
        if a.startswith(("-", "(", "!", ")")):
            break
        starts.append(a)
    starts = starts or ["."]
    if "-delete" in args:
        for s in starts:
            an.add(Action(DELETE, path=norm_path(s, an.cwd), recursive=True))
            an.path(WRITE, s)
    name = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-name", "-iname", "-path", "-ipath")), "*")
    name = name[2:] if name.startswith("./") else name
    found = starts[0].rstrip("/") + "/**/" + name if name != "*" else starts[0].rstrip("/") + "/*"
    for i, a in enumerate(args):
        if a in ("-exec", "-execdir", "-ok", "-okdir"):
            end = next((j for j in range(i + 1, len(args)) if args[j] in (";", "+", "\\;")), len(args))
            inner = [found if x == "{}" else x for x in args[i + 1:end]]
            if inner:
                sub = Analyzer(an.memory, an.reader, an.cwd)
                sub.run(inner, None, fn, depth + 1)
                for action in sub.actions:
                    if action.kind == DELETE:  # every file found: the whole tree
                        action = Action(DELETE, path=action.path, recursive=True, force=action.force)
                    an.add(action)


def _make(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    makefile = "Makefile"
    targets: list[str] = []
    args = argv[1:]
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-f", "--file", "--makefile") and i + 1 < len(args):
            makefile = args[i + 1]
            i += 2
            continue
        if a in ("-C", "--directory") and i + 1 < len(args):
            makefile = posixpath.join(args[i + 1], "Makefile")
            i += 2
            continue
        if not a.startswith("-") and "=" not in a:
            targets.append(a)
        i += 1
    content = an.file_content(makefile) or an.file_content("makefile") or an.file_content("GNUmakefile")
    if content is None:
        return
    recipes = _make_recipes(content)
    wanted = targets or ([next(iter(recipes))] if recipes else [])
    seen: set[str] = set()
    while wanted:
        target = wanted.pop(0)
        if target in seen or target not in recipes:
            continue
        seen.add(target)
        deps, lines = recipes[target]
        wanted += deps
        for line in lines:
            an.shell(line.lstrip("@-+ \t").replace("$$", "$"), depth + 1)


def _make_recipes(content: str) -> dict[str, tuple[list[str], list[str]]]:
    recipes: dict[str, tuple[list[str], list[str]]] = {}
    current: str | None = None
    for line in content.replace("\\\n", " ").splitlines():
        if line.startswith("\t") and current is not None:
            recipes[current][1].append(line[1:])
            continue
        m = re.match(r"^([A-Za-z0-9_.%/-]+(?:\s+[A-Za-z0-9_.%/-]+)*)\s*::?(?!=)\s*([^;#]*)(?:;(.*))?$", line)
        if m:
            deps = m.group(2).split()
            for target in m.group(1).split():
                recipes[target] = (deps, [m.group(3)] if m.group(3) else [])
            current = m.group(1).split()[0]
        elif line.strip() and not line.startswith(("#", " ")):
            current = None
    return recipes


def _passed_targets(name: str, args: list[str]) -> list[str]:
    """The test files a package manager's test script is handed: `npm test -- src/cart.test.ts` (what follows
    `--` goes to the runner; yarn, pnpm and bun pass on what follows the script's name as is). Only a word that
    reads as a path counts (`npm test -- --coverage`, `-t cart` name no file)."""
    at = 2 if args[:1] == ["run"] else 1
    passed = args[args.index("--") + 1:] if "--" in args else args[at:] if name != "npm" else []
    return [t for t in _targets(passed, frozenset("tcg"), frozenset({"--config", "--testNamePattern", "--reporter"}))
            if "/" in t or re.search(r"\.\w+$", t)]


def _npm(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    import json

    args = argv[1:]
    script = None
    if args[:1] in (["exec"], ["dlx"], ["x"]) and name in ("pnpm", "yarn", "npm", "bun"):
        rest = _after_runner_flags(args[1:])
        if rest:
            an.run(rest, cmd, fn, depth + 1)
        return
    if args[:1] in (["run"], ["run-script"]) and len(args) > 1:
        script = args[1]
    elif name in ("yarn", "pnpm", "bun") and args and args[0] not in ("add", "install", "remove", "exec", "dlx"):
        script = args[0]
    if script is None:
        if args[:1] in (["exec"], ["dlx"], ["x"]) or name == "npx":
            rest = _after_runner_flags(args[1:] if name != "npx" else args)
            if rest:  # `npx prettier --write src/`: the flags after the program are the program's
                an.run(rest, cmd, fn, depth + 1)
        return
    content = an.file_content("package.json")
    kind = re.fullmatch(r"test(?::([A-Za-z][\w-]*))?", script)
    if content is None and kind:
        # `npm run test:e2e` with no package.json to read: the project's tests by the script's conventional name,
        # the part after "test:" naming the part of the suite (`test:unit`, `test:integration`)
        for t in ([] if kind.group(1) else _passed_targets(name, args)) or [kind.group(1) or ""]:
            an.add(Action(TEST_RUN, argv=tuple([name, *args]), path=norm_path(t, an.cwd) if "/" in t or "." in t else t))
        return
    if content is None:
        return
    try:
        scripts = json.loads(content).get("scripts") or {}
    except (ValueError, AttributeError):
        return
    if isinstance(scripts, dict) and isinstance(scripts.get(script), str):
        an.shell(scripts[script], depth + 1)


def _after_runner_flags(args: list[str]) -> list[str]:
    """A package runner's arguments less its own leading flags (``npx -y -p x prettier --write``: ``prettier --write``)."""
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 2 if args[i] in ("-p", "--package", "-c", "--call") and "=" not in args[i] else 1
    return args[i:]


def _git(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    analyse_git(an, argv, depth)


def _rails(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """``rails runner 'ruby'``: Ruby code, read like other script languages."""
    args = argv[1:]
    if args[:1] in (["runner"], ["r"]) and len(args) > 1:
        an.script_lang(args[1], depth + 1)
    an.generic(name, argv)


def _volumes_removed(name: str, args: list[str]) -> list[str]:
    """Container volumes a docker / podman command deletes ("*" when it cannot name them)."""
    words = [a for a in args if not a.startswith("-")]
    if words[:2] in (["volume", "rm"], ["volume", "remove"]):
        return words[2:] or ["*"]
    if words[:2] == ["volume", "prune"] or (words[:2] == ["system", "prune"] and "--volumes" in args):
        return ["*"]
    if (words[:2] == ["compose", "down"] or (name == "docker-compose" and words[:1] == ["down"])) and \
            any(a in ("-v", "--volumes") for a in args):
        return ["*"]
    if words[:1] == ["rm"] and any(a.startswith("-") and not a.startswith("--") and "v" in a for a in args):
        return ["*"]
    return []


def _bind_mounts(args: list[str]) -> list[tuple[str, bool]]:
    """(host path, read-only) for each bind mount of a container run: ``-v SRC:DST[:ro]``, ``--volume=...``,
    ``--mount type=bind,source=SRC,target=DST,readonly``; a named volume (no slash) is no host path."""
    out: list[tuple[str, bool]] = []
    for i, a in enumerate(args):
        value = ""
        if a in ("-v", "--volume", "--mount") and i + 1 < len(args):
            value = args[i + 1]
        elif a.startswith(("--volume=", "--mount=")):
            value = a.split("=", 1)[1]
        elif a.startswith("-v") and len(a) > 2 and not a.startswith("--"):
            value = a[2:]
        if not value:
            continue
        if a.startswith("--mount"):
            fields = dict(f.partition("=")[::2] for f in value.split(","))
            source = fields.get("source") or fields.get("src") or ""
            read_only = "readonly" in fields or "ro" in fields or fields.get("readonly") == "true"
        else:
            source, _, rest = value.partition(":")
            read_only = any(o in ("ro", "readonly") for o in rest.split(":")[-1].split(","))
        if "/" in source or source.startswith(("~", ".")):
            out.append((source, read_only))
    return out


def _container(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """``docker exec box cmd``, ``kubectl exec pod -- cmd``: the command still runs (somewhere); a
    volume a docker command deletes is a tree removed; a host path bind-mounted into a container is read,
    and written unless mounted read-only (the container can change it)."""
    args = argv[1:]
    if name in ("docker", "podman", "docker-compose"):
        for volume in _volumes_removed(name, args):
            an.add(Action(DELETE, path=f"docker-volume://{volume}", recursive=True, force=True))
        if {"run", "create"} & set(args[:3]):
            for source, read_only in _bind_mounts(args):
                an.path(READ, source)
                if not read_only:
                    an.path(WRITE, source)
    if name in ("kubectl", "oc") and "apply" in args and any(a == "--prune" or a.startswith("--prune=") for a in args):
        # `kubectl apply --prune`: the objects the manifests no longer hold are deleted, as `kubectl delete` does
        an.add(Action(EXEC, argv=(name, "delete", *[a for a in args if a != "apply"])))
    if "--" in args:
        an.run(args[args.index("--") + 1:], cmd, fn, depth + 1)
    elif args[:1] == ["exec"] and name in ("docker", "podman"):
        _opts, rest = _split_opts("docker", args[1:])
        if len(rest) > 1:
            an.run(rest[1:], cmd, fn, depth + 1)
    an.generic(name, argv)


def _curl(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """curl / wget: the host reached, a file written (and remembered as downloaded: running it later
    is running downloaded code), a file uploaded (read)."""
    args = argv[1:]
    url = next((a for a in args if "://" in a), "")
    remote_name = posixpath.basename(url.split("?")[0].rstrip("/")) if url else ""
    saved: list[str] = []
    for i, a in enumerate(args):
        nxt = args[i + 1] if i + 1 < len(args) else ""
        if a.startswith("--"):
            key, _, value = a.partition("=")
            if key in ("--output", "--output-document") and (value or nxt):
                saved.append(value or nxt)
            elif key == "--remote-name" and remote_name:
                saved.append(remote_name)
            elif key == "--upload-file" and (value or nxt):
                an.path(READ, value or nxt)
            continue
        if a.startswith("-") and len(a) > 1:
            letters = a[1:]
            for j, ch in enumerate(letters):
                rest = letters[j + 1:]
                value = rest or nxt
                if ch == "o" and name == "curl" or ch == "O" and name == "wget":
                    if value and value != "-":
                        saved.append(value)
                    break
                if ch == "O" and name == "curl" and remote_name:
                    saved.append(remote_name)
                if ch == "T":
                    an.path(READ, value)
                    break
                if ch in "dFHAeuXw":  # options that take a value: the rest of the word or the next one
                    break
        if "@" in a and i and args[i - 1] in ("-d", "--data", "--data-binary", "--data-urlencode", "-F", "--form"):
            an.path(READ, a.split("@", 1)[1].split(";", 1)[0])
        elif a.startswith(("-d@", "--data-binary=@", "--data=@", "-F@")):
            an.path(READ, a.split("@", 1)[1])
    if name == "wget" and url and not saved and not any(a.startswith(("-O", "--output-document")) for a in args):
        saved.append(remote_name)
    for target in saved:
        if target:
            an.path(WRITE, target)
            an.memory.downloads[norm_path(target, an.cwd)] = url
    an.generic(name, argv)


CLOUD_CLIS = frozenset({"aws", "gcloud", "az", "gsutil", "doctl", "linode-cli", "oci", "ibmcloud", "aliyun"})
DB_CLIENTS = frozenset({"psql", "mysql", "mariadb", "sqlite3", "sqlcmd", "clickhouse-client", "cockroach", "duckdb",
                        "pgcli", "mycli", "litecli", "usql", "bq", "snowsql", "trino", "presto", "cqlsh", "isql"})
_SQL_START = rx(r"^\s*(?:select|insert|update|delete|drop|truncate|alter|create|with|grant|revoke|begin|"
                        r"replace|merge|vacuum|pragma)\b", re.I)


def _db_client(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """A database client: the SQL it is given (-c/-e/--command/-q, a statement argument, standard input,
    a file with -f) is read as SQL; its host as any program's."""
    args = argv[1:]
    texts: list[str] = []
    for i, a in enumerate(args):
        nxt = args[i + 1] if i + 1 < len(args) else ""
        key, eq, value = a.partition("=")
        if a in ("-c", "-e", "--command", "--execute", "-q", "--query", "-Q") and nxt:
            texts.append(nxt)
        elif eq and key in ("--command", "--execute", "--query"):
            texts.append(value)
        elif a in ("-f", "--file", "-i") and nxt:
            content = an.file_content(nxt)
            if content is not None:
                texts.append(content)
        elif not a.startswith("-") and _SQL_START.match(a.replace(UNKNOWN, "")):
            texts.append(a)
    stdin, _why = an.stdin_text(cmd)
    if stdin is not None:
        texts.append(stdin)
    host = ""
    for i, a in enumerate(args):  # the server the SQL goes to (-h host, --host=host, a DSN)
        nxt = args[i + 1] if i + 1 < len(args) else ""
        if a in ("-h", "--host", "-H", "-S", "--server") and nxt:
            host = nxt
        elif a.startswith(("--host=", "--server=")):
            host = a.split("=", 1)[1]
        elif a.startswith("-h") and len(a) > 2 and name != "sqlite3":
            host = a[2:]
        elif "://" in a or "host=" in a:
            host = next(iter(host_candidates(a)), host)
    if not host:  # psql "$PROD_DATABASE_URL": the server is not known, the variable's name says which one it is
        named = _DSN_VARIABLE.search(an.line or "")
        host = dsn_source(an.line or "") or (named.group(1) if named else "")
    if an.remote_host and (not host or host.lower() in ("localhost", "127.0.0.1", "::1")):
        host = an.remote_host  # run on the host ssh reached: its local server is that host's
    for text in texts:
        an.sql(text, host.lower())
    migration = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-f", "--file", "-i", "--source") and
                      _MIGRATION_FILE.search(args[i + 1])), "")
    redirected = next((r.target for r in (cmd.redirects if cmd is not None else ()) if r.op == "<" and
                       _MIGRATION_FILE.search(r.target)), "")
    if migration or redirected:  # `psql "$DATABASE_URL" -f migrations/0042_add_phone.sql`: a migration applied by hand
        an.add(Action(MIGRATE, argv=tuple([name, *args]), detail=(an.line or " ".join(argv))[:4000]))
    an.generic(name, argv)


# a SQL file kept with the migrations ("migrations/0042_add_phone.sql", "db/migrate/V3__users.sql")
_MIGRATION_FILE = re.compile(r"(?:^|/)(?:migrations?|migrate|versions|changelog)/[^/]+\.(?:sql|psql|ddl)$|"
                             r"(?:^|/)V\d+(?:[._]\d+)*__\w+\.sql$", re.I)


def _extract(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """tar / unzip of a downloaded archive: what comes out is downloaded too (its directory is remembered)."""
    args = argv[1:]
    archive = next((a for a in args if re.search(r"\.(?:tgz|tar(?:\.\w+)?|zip|gz|xz|bz2|tbz2?)$", a)), "")
    url = an.memory.downloads.get(norm_path(archive, an.cwd)) if archive else None
    if url is not None:
        target = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-C", "--directory", "-d")), "")
        an.memory.downloads[norm_path(target or ".", an.cwd).rstrip("/") + "/*"] = url
    an.generic(name, argv)


def _rimraf(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """rimraf, del-cli, trash, rm-rf: tools whose whole job is removing trees."""
    for a in argv[1:]:  # trash moves to the bin (it can be undone): recursive, not forced
        if not a.startswith("-"):
            an.add(Action(DELETE, path=norm_path(a.replace(UNKNOWN, "*"), an.cwd), recursive=True, force=name != "trash"))
            an.path(WRITE, a)


def _in_place(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    """Editors that rewrite their files in place (yq -i, prettier --write, black, sponge, awk -i inplace)."""
    args = argv[1:]
    in_place = name in ("sponge", "black", "isort", "autopep8", "gofmt", "rustfmt", "clang-format") and \
        (name != "gofmt" or "-w" in args) and (name != "clang-format" or "-i" in args) \
        or any(a in ("-i", "--in-place", "--inplace", "--write", "-w", "inplace") or a.startswith("--in-place")
               for a in args)
    if name in ("black", "isort", "autopep8") and any(a in ("--check", "--diff", "--check-only", "-c") for a in args):
        in_place = False  # `black --check --diff src/`: it reports, it rewrites nothing
    files = [a for a in args if not a.startswith("-") and looks_like_path(a) and not a.startswith((".", "'")) or
             (not a.startswith("-") and "/" in a)]
    if in_place:
        for a in files:
            an.path(WRITE, a)
    an.generic(name, argv)


# programs that run another's subcommands: `terragrunt run-all apply` and `tofu apply` apply as `terraform apply` does
_DRIVES = {"terragrunt": "terraform", "tofu": "terraform", "opentofu": "terraform"}
_RUN_ALL = frozenset({"run-all", "run", "--all", "--terragrunt-non-interactive", "--non-interactive"})


def _driver(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    an.generic(name, argv)
    rest = argv[1:]
    while rest and (rest[0] in _RUN_ALL or rest[0] == "--"):  # `terragrunt run-all apply`, `terragrunt run --all -- apply`
        rest = rest[1:]
    if rest:
        an.add(Action(EXEC, argv=(_DRIVES[name], *rest)))


# platforms that run a command on an app of theirs: `heroku run rails db:migrate -a shop-prod`, `railway run ...`,
# `fly ssh console -C "..."`: the command runs there (the app named on the line is where it goes)
_REMOTE_RUN_VALUE = frozenset({"-a", "--app", "-r", "--remote", "-s", "--size", "-e", "--env", "--environment",
                               "--service", "-t", "--type", "--exit-code"})


def _platform_run(an: Analyzer, name: str, argv: list[str], cmd: SimpleCommand | None, fn: dict[str, str], depth: int) -> None:
    an.generic(name, argv)
    args = argv[1:]
    if name == "fly" or name == "flyctl":
        at = next((i for i, a in enumerate(args) if a in ("-C", "--command")), -1)
        if args[:2] == ["ssh", "console"] and 0 <= at < len(args) - 1:
            an.shell(args[at + 1], depth + 1)
        return
    if not args or args[0] not in ("run", "run:detached", "run:inside"):
        return
    rest, i = args[1:], 0
    while i < len(rest) and rest[i].startswith("-"):
        i += 2 if rest[i] in _REMOTE_RUN_VALUE else 1
    rest = rest[i:]
    if rest[:1] == ["--"]:
        rest = rest[1:]
    command = [a for j, a in enumerate(rest) if a not in _REMOTE_RUN_VALUE and
               (j == 0 or rest[j - 1] not in _REMOTE_RUN_VALUE)]  # (`-a app` after the command is heroku's)
    if command and depth < 8:
        an.run(command, cmd, fn, depth + 1)


_HANDLERS: dict[str, Callable[[Analyzer, str, list[str], SimpleCommand | None, dict[str, str], int], None]] = {}
for _n in WRAPPERS_SIMPLE:
    _HANDLERS[_n] = _wrapper
for _n in PRIVILEGE_TOOLS:
    _HANDLERS[_n] = _privilege
for _n in SHELLS:
    _HANDLERS[_n] = _shell
_HANDLERS.update({"pwsh": _powershell, "powershell": _powershell, "powershell.exe": _powershell,
                  "source": _source, ".": _source, "eval": _eval, "ssh": _ssh, "mosh": _ssh, "autossh": _ssh,
                  "cp": _copy_like, "mv": _copy_like, "install": _copy_like, "scp": _copy_like, "rsync": _copy_like,
                  "tee": _tee, "rm": _rm, "rmdir": _rm, "unlink": _rm, "shred": _rm, "find": _find, "make": _make,
                  "gmake": _make, "npm": _npm, "yarn": _npm, "pnpm": _npm, "npx": _npm, "git": _git,
                  "docker": _container, "podman": _container, "docker-compose": _container, "kubectl": _container, "oc": _container,
                  **{n: _db_client for n in DB_CLIENTS}, "rails": _rails, "heroku": _platform_run,
                  "railway": _platform_run, "fly": _platform_run, "flyctl": _platform_run,
                  "curl": _curl, "wget": _curl, "tar": _extract, "unzip": _extract, "bsdtar": _extract,
                  "rimraf": _rimraf, "del-cli": _rimraf, "trash": _rimraf, "rm-rf": _rimraf, "yq": _in_place,
                  "prettier": _in_place, "black": _in_place, "isort": _in_place, "sponge": _in_place,
                  "gofmt": _in_place, "rustfmt": _in_place, "clang-format": _in_place, "autopep8": _in_place,
                  **{n: _driver for n in _DRIVES}})


def word_values(words: list[Word]) -> list[str]:
    return [w.value for w in words]


# -- test runners and package installs ---------------------------------------------------------------

_PYTEST_VALUE = frozenset("kmcponrW")
_PYTEST_LONG_VALUE = frozenset({"--deselect", "--ignore", "--rootdir", "--maxfail", "--junitxml", "--cov",
                                "--cov-report", "--basetemp", "--durations", "--confcutdir", "--log-file", "--tb",
                                "--ignore-glob", "--override-ini", "--numprocesses", "--dist"})
_NOT_A_RUN = frozenset({"--version", "-V", "--help", "-h", "--collect-only", "--co", "--fixtures", "--markers",
                        "--list", "--listTests", "--showConfig", "-list"})
_VENV_DIR = rx(r"(?:^|/)(?:\.?venv[\w.-]*|\.?env|virtualenvs?|\.tox|\.nox|\.direnv|site-packages)/", re.I)
_SYSTEM_PACKAGERS = frozenset({"brew", "apt", "apt-get", "dnf", "yum", "pacman", "apk", "zypper", "port", "snap",
                               "choco", "winget", "scoop", "gem", "cargo", "go", "pipx"})


def _targets(args: list[str], short_value: frozenset[str], long_value: frozenset[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            out += args[i + 1:]
            break
        if a.startswith("--"):
            i += 2 if "=" not in a and a in long_value else 1
            continue
        if a.startswith("-") and len(a) > 1:
            i += 2 if len(a) == 2 and a[1] in short_value else 1
            continue
        out.append(a)
        i += 1
    return out


def _test_and_install(an: Analyzer, name: str, program: str, argv: list[str]) -> None:
    """A test runner run (each target, or the whole suite) and packages installed (globally or into a
    project environment): what rules like "only the unit tests" and "nothing global" are about."""
    args = argv[1:]
    if any(a in _NOT_A_RUN for a in args):
        return
    targets: list[str] | None = None
    if name in ("pytest", "py.test"):
        targets = [t.split("::", 1)[0] for t in _targets(args, _PYTEST_VALUE, _PYTEST_LONG_VALUE)]
    elif name in ("jest", "mocha", "phpunit", "rspec", "ava", "tap"):
        targets = _targets(args, frozenset("tcg"), frozenset({"--config", "--testNamePattern", "--reporter"}))
    elif name == "vitest":
        rest = _targets(args, frozenset("tc"), frozenset({"--config", "--reporter", "--project"}))
        targets = [t for t in rest if t not in ("run", "watch", "related", "bench")]
    elif name == "unittest":
        rest = _targets(args, frozenset("spk"), frozenset())
        start = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-s", "--start-directory")), "")
        targets = [start] if rest[:1] == ["discover"] and start else [] if rest[:1] == ["discover"] else rest
    elif name == "go" and args[:1] == ["test"]:
        targets = [t.removeprefix("./").removesuffix("/...").removesuffix("...") for t in
                   _targets(args[1:], frozenset(), frozenset({"-run", "-count", "-timeout", "-tags", "-p"}))
                   if not t.startswith("-")]
        targets = [t for t in targets if t not in (".", "")]
    elif name in ("cargo", "tox", "nox") and (name != "cargo" or args[:1] == ["test"]):
        targets = []
    elif name in ("npm", "pnpm", "yarn", "bun") and (args[:1] in (["test"], ["t"]) or args[:2] == ["run", "test"]):
        # `npm test -- src/cart.test.ts`: what follows `--` goes to the runner (yarn/pnpm/bun pass it on as is)
        targets = _passed_targets(name, args)
    elif name in ("make", "gmake") and args[:1] in (["test"], ["check"]):
        targets = []
    if targets is not None:
        for t in targets or [""]:
            an.add(Action(TEST_RUN, argv=tuple([name, *args]), path=norm_path(t, an.cwd) if t else ""))
    scope = _install_scope(an, name, program, args)
    if scope:
        an.add(Action(INSTALL, argv=tuple([name, *args]), scope=scope, new=bool(_packages_named(args))))
        for place in _install_places(args):  # `npm install --prefix ~/.local/lib`, `pip install -t vendor/`: written there
            an.add(Action(WRITE, path=norm_path(place, an.cwd)))
    for lock in _lock_writes(name, args):  # a package manager rewriting its lockfile (by the tool, not by hand)
        an.add(Action(WRITE, path=norm_path(lock, an.cwd), via="generator"))
    for target in _format_writes(name, args):  # a formatter rewriting its files in place
        an.add(Action(WRITE, path=norm_path(target, an.cwd)))
    if _applies_migrations(name, args):  # the database named by the variable it reads, when the line says (dsn_source)
        an.add(Action(MIGRATE, argv=tuple([name, *args]), detail=(an.line or " ".join(argv))[:4000],
                      host=dsn_source(an.line or "")))
    registry = _registry(name, args)
    if registry:  # a package fetched from the network: the registry is reached
        an.add(Action(CONNECT, host=registry, via=name))


_MIGRATE_TASKS = frozenset({"db:migrate", "db:rollback", "db:schema:load", "db:setup", "db:reset", "db:migrate:redo",
                            "db:migrate:up", "db:migrate:down", "db:migrate:undo", "db:migrate:undo:all", "db:seed"})


def _applies_migrations(name: str, args: list[str]) -> bool:
    """Does this program apply database migrations (not plan, list, check or write them)?"""
    if any(a in ("--sql", "--plan", "--check", "--dry-run", "--pretend", "--fake") for a in args):
        return False
    sub = next((a for a in args if not a.startswith("-")), "")
    if name == "alembic":  # (`alembic -x env=prod upgrade head`: -x, -c and -n take a value)
        words = [a for i, a in enumerate(args) if not a.startswith("-") and
                 (i == 0 or args[i - 1] not in ("-x", "-c", "-n", "--config", "--name"))]
        return words[:1] in (["upgrade"], ["downgrade"], ["stamp"])
    if PYTHONS.match(name) or name == "manage.py":
        script = next((a for a in args if a.endswith("manage.py")), "")
        return bool(script or name == "manage.py") and "migrate" in args
    if name in ("rails", "rake", "sequelize", "sequelize-cli", "bundle"):
        return any(a in _MIGRATE_TASKS for a in args)
    if name in ("flyway", "liquibase"):
        return any(a in ("migrate", "clean", "repair", "baseline", "undo", "update", "rollback") for a in args)
    if name == "knex":
        return sub.startswith("migrate:") and sub not in ("migrate:status", "migrate:list", "migrate:make")
    if name == "prisma":
        return args[:1] == ["migrate"] and len(args) > 1 and args[1] in ("deploy", "reset", "dev", "resolve")
    if name in ("goose", "migrate", "dbmate"):
        return any(a in ("up", "down", "up-by-one", "redo", "reset", "migrate", "rollback", "drop") for a in args)
    if name == "php":
        return args[:2] == ["artisan", "migrate"] or (args[:1] == ["artisan"] and sub == "artisan" and
                                                        any(a.startswith("migrate") for a in args[1:2]))
    if name == "mix":
        return sub in ("ecto.migrate", "ecto.rollback", "ecto.reset")
    if name == "diesel":
        return args[:2] == ["migration", "run"] or args[:2] == ["migration", "redo"]
    return False


def _registry(name: str, args: list[str]) -> str:
    """The package registry a pip / npm-style command downloads from ("" when it reaches none)."""
    sub = next((a for a in args if not a.startswith("-")), "")
    index = next((a.split("=", 1)[1] if "=" in a else args[i + 1] for i, a in enumerate(args[:-1] + [""])
                  if a.startswith(("--index-url", "-i")) and ("=" in a or i + 1 < len(args))), "")
    if re.fullmatch(r"pip[\d.]*", name) and sub in ("install", "download", "wheel") and "--no-index" not in args:
        packages = [a for a in args[args.index(sub) + 1:] if not a.startswith("-")]
        if any(not a.startswith((".", "/", "~")) and not a.endswith((".whl", ".tar.gz")) for a in packages) or "-r" in args:
            return (host_candidates(index) or ["pypi.org"])[0] if index else "pypi.org"
    if name in ("npm", "pnpm", "yarn", "bun") and sub in ("install", "i", "add", "ci", "update", "up"):
        return "registry.npmjs.org"
    return ""


_DSN_VARIABLE = rx(r"\$\{?([A-Z][A-Z0-9_]*(?:DATABASE|DB|DSN|PG|MYSQL|POSTGRES|SQL)[A-Z0-9_]*)\}?")
_LOCKS: dict[str, tuple[str, frozenset[str]]] = {
    "npm": ("package-lock.json", frozenset({"install", "i", "add", "uninstall", "remove", "rm", "update", "up", "dedupe"})),
    "yarn": ("yarn.lock", frozenset({"", "install", "add", "remove", "upgrade", "up"})),
    "pnpm": ("pnpm-lock.yaml", frozenset({"install", "i", "add", "remove", "rm", "update", "up"})),
    "poetry": ("poetry.lock", frozenset({"lock", "add", "remove", "update"})),
    "uv": ("uv.lock", frozenset({"lock", "add", "remove"})),
    "cargo": ("Cargo.lock", frozenset({"update", "add", "remove", "generate-lockfile"})),
    "bundle": ("Gemfile.lock", frozenset({"install", "update", "lock", "add"})),
    "pipenv": ("Pipfile.lock", frozenset({"lock", "install", "uninstall", "update"})),
    "composer": ("composer.lock", frozenset({"update", "require", "remove"})),
    "pdm": ("pdm.lock", frozenset({"lock", "add", "remove", "update"})),
}


# formatters run as a subcommand or with a fixing flag: (program, subcommand or flag) -> the flags that only check
_FORMATTERS = {("terraform", "fmt"): ("-check", "-write=false"), ("tofu", "fmt"): ("-check", "-write=false"),
               ("cargo", "fmt"): ("--check",), ("go", "fmt"): ("-n",), ("ruff", "format"): ("--check", "--diff"),
               ("dotnet", "format"): ("--verify-no-changes",), ("mix", "format"): ("--check-formatted",),
               ("rubocop", "-a"): (), ("rubocop", "-A"): (), ("rubocop", "--autocorrect"): (),
               ("rubocop", "--autocorrect-all"): (), ("eslint", "--fix"): ("--fix-dry-run",),
               ("stylelint", "--fix"): (), ("shfmt", "-w"): (), ("shfmt", "--write"): ()}


def _format_writes(name: str, args: list[str]) -> list[str]:
    """What a formatter rewrites in place: `terraform fmt -recursive infra/`, `cargo fmt`, `ruff format src`,
    `eslint --fix .` (its targets, else the working directory); nothing when it only checks."""
    positional = [a for a in args if not a.startswith("-")]
    key = next(((name, w) for w in [*positional[:1], *args] if (name, w) in _FORMATTERS), None)
    if key is None or any(a.split("=")[0] in _FORMATTERS[key] or a in _FORMATTERS[key] for a in args):
        return []
    targets = [a for a in positional if a != key[1] and (looks_like_path(a) or "/" in a or a == ".")]
    return targets or ["."]


def _lock_writes(name: str, args: list[str]) -> list[str]:
    """The lockfile (or vendored tree) a package manager's command rewrites: `poetry lock`, `npm install x`,
    `go mod tidy`, `go mod vendor` (vendor/), `cargo vendor`."""
    sub = next((a for a in args if not a.startswith("-")), "")
    if name == "go" and args[:2] == ["mod", "vendor"]:
        return ["vendor/"]
    if name == "cargo" and sub == "vendor":  # `cargo vendor [DIR]`
        return [next((a.rstrip("/") + "/" for a in args[args.index("vendor") + 1:] if not a.startswith("-")), "vendor/")]
    if name == "go" and (args[:2] == ["mod", "tidy"] or sub == "get"):
        return ["go.sum"]
    if name in _LOCKS and sub in _LOCKS[name][1] and not _DRY_FLAGS.intersection(args):
        return [_LOCKS[name][0]]
    return []


_DRY_FLAGS = frozenset({"--dry-run", "--check", "--locked", "--frozen", "--frozen-lockfile", "--immutable"})


_INSTALL_SUBS = frozenset({"install", "i", "add", "ci", "clean-install", "install-clean", "ic", "require", "get",
                           "reinstall", "update", "up", "upgrade", "link"})
_INSTALL_VALUE_OPTS = frozenset({"-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-t", "--target",
                                 "--prefix", "--root", "-i", "--index-url", "--extra-index-url", "-f", "--find-links",
                                 "--registry", "--prefix", "--cache", "-C", "--cwd", "--filter", "-w", "--workspace"})


def _packages_named(args: list[str]) -> list[str]:
    """The packages an install names (`pip install httpx`, `npm i -D vitest`); none for one that installs
    what the project already lists (`npm ci`, `pip install -r requirements.txt`, `poetry install`, `pip install -e .`)."""
    words = args[1:] if args[:1] == ["pip"] else args  # `uv pip install x`
    sub = next((i for i, a in enumerate(words) if a in _INSTALL_SUBS), -1)
    out: list[str] = []
    i = sub + 1
    while sub >= 0 and i < len(words):
        a = words[i]
        if a in _INSTALL_VALUE_OPTS:
            i += 2
            continue
        if not a.startswith("-") and not a.startswith((".", "/", "~")) and not a.endswith((".txt", ".toml", ".lock")):
            out.append(a)
        i += 1
    return out


_PLACE_OPTS = frozenset({"--prefix", "--target", "-t", "--root", "--install-dir", "--global-dir", "--modules-folder",
                         "--into"})


def _install_places(args: list[str]) -> list[str]:
    """The directories an install is told to put its packages in (``--prefix DIR``, ``--target=DIR``, ``-t DIR``)."""
    out = []
    for i, a in enumerate(args):
        key, eq, value = a.partition("=")
        if key in _PLACE_OPTS:
            value = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            if value and not value.startswith("-"):
                out.append(value)
    return out


def _install_scope(an: Analyzer, name: str, program: str, args: list[str]) -> str:
    """"global" (system or user wide), "local" (a venv, node_modules) or "" when nothing is installed."""
    sub = next((a for a in args if not a.startswith("-")), "")
    # `npm ci` (clean-install) installs every dependency of the lockfile into node_modules
    if name in ("npm", "pnpm", "bun") and sub in ("install", "i", "add", "link", "update", "up", "ci", "clean-install",
                                                  "install-clean", "ic"):
        return "global" if any(a in ("-g", "--global", "--location=global") for a in args) else "local"
    if name == "yarn":
        return "global" if sub == "global" else "local" if sub in ("add", "install") else ""
    if re.fullmatch(r"pip[\d.]*", name) and sub == "install":
        if "--user" in args or any(a.startswith(("--root", "--break-system-packages")) for a in args):
            return "global"
        if _VENV_DIR.search(program) or an.venv or "VIRTUAL_ENV" in an.script_env or \
                any(a.startswith(("--target", "--prefix", "-t")) for a in args):
            return "local"
        return "global"  # a bare pip: the interpreter on PATH, not the project's environment
    if name == "uv" and args[:2] == ["pip", "install"]:
        return "global" if "--system" in args else "local"
    if name == "uv" and args[:2] == ["tool", "install"]:
        return "global"
    if (name in ("cargo", "poetry", "uv", "pdm", "bundle", "composer", "go", "dotnet", "pipenv", "gem", "conda", "mamba")
            and sub in ("add", "install", "require", "get") and not (name == "cargo" and sub == "install")):
        # `cargo add serde`, `poetry add httpx`, `uv add`, `go get`, `composer require`: a dependency added to the project
        return "global" if name == "gem" or (name == "go" and sub == "install") else "local"
    if name == "cargo" and sub == "install":
        return "global"
    if name in _SYSTEM_PACKAGERS and (sub in ("install", "reinstall") or (name == "apk" and sub == "add")):
        return "global"
    return ""


def _expanded_part(raw: str) -> str:
    """A word as written, less what single quotes keep from the shell's expansion (``'$TOKEN'`` stays a name)."""
    out: list[str] = []
    single = double = False
    for ch in raw:
        if ch == "'" and not double:
            single = not single
            continue
        if ch == '"' and not single:
            double = not double
        if not single:
            out.append(ch)
    return "".join(out)
