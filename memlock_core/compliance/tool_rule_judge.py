"""The judgement of a tool call against parsed tool rules: :func:`judge`, :func:`breaking_actions`,
:func:`path_matches`, :func:`host_in`, :func:`literal_secret`, :func:`sql_breaks` and :func:`describe_rule`.

Why a module of its own: the parse (:mod:`tool_rule`) reads what a rule forbids; this module decides whether the
actions :mod:`memlock_core.compliance.intent` read from a call break it, so the two change apart.
"""
from __future__ import annotations

import fnmatch
import posixpath
import re
from typing import Sequence

from memlock_core.compliance import command_order, swap_order
from memlock_core.compliance.bastion_route import not_through_route
from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.checkout_forms import switch_rule_spares
from memlock_core.compliance.command_lists import SCRIPT_PREFIX, removes_volumes, runs_script
from memlock_core.compliance.connect_guesses import names_host
from memlock_core.compliance.intent.action import (
    COMMIT,
    CONNECT,
    DELETE,
    EARLIER,
    EXEC,
    INSTALL,
    MIGRATE,
    PRIVILEGE,
    PUSH,
    READ,
    REF_DELETE,
    REMOTE_CODE,
    SQL,
    TEST_RUN,
    UNDECIDABLE,
    WRITE,
    Action,
)
from memlock_core.compliance.intent.dsn_source import same_environment
from memlock_core.compliance.intent.env_runners import inner_command
from memlock_core.compliance.intent.shell import UNKNOWN
from memlock_core.compliance.leaves_machine import SEND_PATH, sent_off
from memlock_core.compliance.merge_target import merge_into_breaks
from memlock_core.compliance.privilege_purpose import privileged_run_of
from memlock_core.compliance.refused_flags import ANY_PROGRAM
from memlock_core.compliance.search_scope import FILTERING
from memlock_core.compliance.service_forms import as_systemctl
from memlock_core.compliance.shell_options import long_forms
from memlock_core.compliance.staged_paths import staged_hit
from memlock_core.compliance.test_selection import excludes
from memlock_core.compliance.tool_acts import ACTS, act_breaks, is_deploy
from memlock_core.compliance.tool_flags import DEPLOY, flag_breaks
from memlock_core.compliance.tool_rule_base import FILE_EXT, REAL_HOST, VIA
from memlock_core.regex_cache import rx
from memlock_core.trust.safety import find_secret

# ".env.?*" is every variant (.env.local, .env.production) but, unlike a user's own ".env.*", not the committed
# template (.env.example): a rule about secrets does not reach a file written to hold none
SECRET_PATHS = (".env", ".env.?*", "*.pem", "*.key", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "~/.ssh/id_*",
                "~/.aws/credentials", ".netrc", ".pgpass", "credentials.json", "*.p12", "*.pfx", "secrets.*",
                ".npmrc", ".pypirc", "~/.docker/config.json", "~/.kube/config", "secret-store://*")

LOCALHOST = ("localhost", "127.0.0.1", "::1", "0.0.0.0")

# Programs and tools whose way of reaching a host is known: under a rule that names its means ("no ssh to
# prod-*"), a ping is not an ssh. A host reached by anything else (Python code, a script) may be any means.
_KNOWN_CLIENTS = frozenset({p for ps in VIA.values() for p in ps} | {
    "ping", "ping6", "traceroute", "tracepath", "mtr", "dig", "nslookup", "host", "whois", "git", "http", "https", "xh",
    "httpie", "aria2c", "ftp", "lftp", "redis-cli", "mongo", "mongosh", "pgcli", "mycli", "websearch", "web_search",
    "ansible", "ansible-playbook", "docker", "podman", "kubectl", "helm", "npm", "pnpm", "yarn", "pip", "pip3",
    "openssl", "nmap", "grpcurl", "websocat", "pg_dump", "pg_restore", "mysqldump"})
# ... but a rule about one host ("never ssh into prod.example.com") is there to keep that host untouched: any client
# but these lookups reaches it the way the rule forbids or may tunnel through the named means (recall first, issue 20)
_LOOKUPS = frozenset({"ping", "ping6", "traceroute", "tracepath", "mtr", "dig", "nslookup", "host", "whois",
                      "websearch", "web_search"})

PROJECT_ROOT = "<project>"
GENERATED = "<generated>"  # write_path allow_commands: a file a tool regenerates (a lockfile) may change

_NOT_A_PROJECT = rx(r"(?:/tmp|/var|/etc|/usr|/opt|/bin|/sbin|/lib\w*|/boot|/root|/private|/System|/Library|"
                            r"~/\.[^/]+|~/(?:Desktop|Documents|Downloads))(?:/|$)")


def _norm(path: str) -> str:
    p = path.strip()
    if p.startswith("./"):
        p = p[2:]
    return posixpath.normpath(p) if p else p


_TEMPLATE = rx(r"\.(?:example|sample|template|tmpl|dist|defaults)$", re.I)


def path_matches(path: str, pattern: str) -> bool:
    """Does ``path`` (a normalised path from a call) fall under ``pattern`` (a path from a rule)?
    A file's committed template (``.env.example`` beside ``.env``) is not the file."""
    p, pat = _norm(path), _norm(pattern.rstrip("/")) if pattern not in ("/",) else "/"
    if not p or not pat:
        return False
    template = _TEMPLATE.search(p)
    stem = posixpath.basename(p[:template.start()]) if template else ""
    if template and not _TEMPLATE.search(pat) and "/" not in pattern.rstrip("/") and \
            (_file_matches(stem, posixpath.basename(pat)) or posixpath.basename(pat).startswith(stem + ".")) and \
            not pat.endswith(".*"):  # ".env.*" names every variant
        return False
    if pat.startswith("~/") and not p.startswith("~"):
        home = _home_form(p)
        if home.startswith("~/"):  # /home/dev/.zshrc is ~/.zshrc
            p = home
        elif not p.startswith("/") and not (p == pat[2:] or p.startswith(pat[2:].rstrip("/") + "/")):
            return False  # docker/devcontainer/.zshrc is the project's file, not the home one
        else:
            pat = pat[2:]  # ~/.ssh/id_rsa also as .ssh/id_rsa under some home
    wild = any(c in pat for c in "*?[")
    base = posixpath.basename(p)
    if wild:
        if "/" not in pat:
            return fnmatch.fnmatch(base, pat) or any(fnmatch.fnmatch(part, pat) for part in p.split("/"))
        return fnmatch.fnmatch(p, pat) or fnmatch.fnmatch(p, "*/" + pat) or fnmatch.fnmatch(p, pat + "/*") \
            or fnmatch.fnmatch(p, "*/" + pat + "/*")
    if any(c in p for c in "*?["):  # a call path with a glob or an unknown part: it may be the protected one
        if fnmatch.fnmatch(pat, p) or fnmatch.fnmatch(posixpath.basename(pat), base):
            return True
    if pat.startswith("/"):
        return p == pat or p.startswith(pat + "/")
    if "/" not in pat:
        if pat.startswith(".") and pat.count(".") == 1:
            if base == pat or base.startswith(pat + "."):
                return True
        if base == pat:
            return True
        return ("/" + pat + "/") in ("/" + p + "/")
    return p == pat or p.endswith("/" + pat) or p.startswith(pat + "/") or ("/" + pat + "/") in ("/" + p + "/")


_HOME = rx(r"^(?:/home/[^/]+|/Users/[^/]+|/root)(?=/|$)")


def _home_form(path: str) -> str:
    """``/home/sam/code/x`` as ``~/code/x`` (a home directory is ~ whoever the user is); other paths unchanged."""
    m = _HOME.match(path)
    return "~" + path[m.end():] if m else path


def _fixed_part(path: str) -> str:
    """The part of a path a glob leaves known: ``/var/cache/app/*`` is somewhere in /var/cache/app (outside
    a root if that is); ``*`` or ``*/build`` says nothing ("" - never outside)."""
    parts = path.split("/")
    cut = next((i for i, part in enumerate(parts) if any(c in part for c in "*?[")), None)
    if cut is None:
        return path
    return "/".join(parts[:cut]) or ("/" if cut == 1 else "")  # /* is the whole disk


def _outside(path: str, roots: Sequence[str]) -> bool:
    """Is ``path`` outside every root? A relative path is in the project: outside an absolute root only
    by ``..``, outside a relative root unless under it; an absolute path is outside relative roots when it
    is a system or temporary place, otherwise only when the rule also names absolute ones (the project's own
    place is not known here). The root
    ``<project>`` ("never write outside the repo", no path given): ``..``, the system's directories, the
    temporary ones and the home directory's dotfiles are outside it."""
    if PROJECT_ROOT in roots:
        if path.startswith("..") or _NOT_A_PROJECT.match(_home_form(path)):
            return True
        roots = [r for r in roots if r != PROJECT_ROOT]
        if not roots:
            return False
    absolute = [r for r in roots if r.startswith(("/", "~"))]
    relative = [r for r in roots if not r.startswith(("/", "~"))]
    if path.startswith(("/", "~")):
        if not absolute:  # the system's and temporary places are outside any project's folders ("> /tmp/debug.log")
            return bool(relative) and bool(_NOT_A_PROJECT.match(_home_form(path)))
        return not _allowed_path(path, absolute) and not _allowed_path(_home_form(path), absolute)
    if path.startswith(".."):
        return True
    return bool(relative) and not _allowed_path(path, relative)


def _file_matches(base: str, pattern: str) -> bool:
    return base == pattern or fnmatch.fnmatch(base, pattern) or (pattern.startswith(".") and base.startswith(pattern + "."))


def _ref_deleted(a: Action) -> str:
    """What a ref deletion did, for a verdict; a ref whose name the call reads from its input (``xargs git
    branch -d``) said so, a tag replaced (``git tag -f``) said moved."""
    name = a.branch if UNKNOWN not in a.branch else "(names read from its input)"
    return f"{'moves' if a.detail == 'moved' else 'deletes'} {'the remote ' if a.remote else 'the local '}{a.ref or 'ref'} {name}"


def _allowed_path(path: str, allow: Sequence[str]) -> bool:
    for a in allow:
        pat = _norm(a.rstrip("/"))
        p = _norm(path)
        if any(c in pat for c in "*?["):
            if fnmatch.fnmatch(posixpath.basename(p), pat) or fnmatch.fnmatch(p, pat) or fnmatch.fnmatch(p, "*/" + pat):
                return True
            continue
        if p == pat or p.startswith(pat + "/") or (not pat.startswith("/") and ("/" + pat + "/") in ("/" + p + "/")
                                                     and not p.startswith("/")) or p.endswith("/" + pat) \
                or (posixpath.basename(pat) == posixpath.basename(p) and "/" not in pat):
            return True
    return False


# Short flags that spell a long one, per program (and subcommand): a rule names "--no-verify", the call says
# "git commit -n". Clusters ("-rf") are read flag by flag. Only flags whose meaning is fixed are listed.
def _long_flags(argv: Sequence[str]) -> list[str]:
    """``argv`` with every short flag the table knows also written in its long form."""
    if not argv:
        return list(argv)
    table = long_forms(argv)
    if not table:
        return list(argv)
    out = [argv[0]]
    for token in argv[1:]:
        out.append(token)
        if token.startswith("-") and not token.startswith("--") and token[1:].isalpha():
            for letter in token[1:]:
                out += table.get(letter, "").split()
    return out


def _flag_table(argv: Sequence[str]) -> dict[str, str]:
    return {k: v for k, v in long_forms(argv).items() if " " not in v}


_FRONTENDS = {("uv", "pip"): "pip"}
# programs that are another program's subcommand under a name of their own: `npx x` is `npm exec x` (a rule
# against npm forbids it), `docker-compose up` is `docker compose up`
_ALIASES = {"npx": ("npm", "exec"), "pnpx": ("pnpm", "dlx"), "bunx": ("bun", "x"), "yarnpkg": ("yarn",),
            "docker-compose": ("docker", "compose"), "podman-compose": ("podman", "compose")}
_VERSIONED = rx(r"(pip|python|pydoc|idle|easy_install)\d+(?:\.\d+)*")  # pip3, pip3.12: pip


def program_of(name: str) -> tuple[str, ...]:
    """The program a command name runs, as the words a rule would name it by."""
    versioned = _VERSIONED.fullmatch(name)
    return (versioned.group(1),) if versioned else _ALIASES.get(name, (name,))


def _argv_has(argv: Sequence[str], prefix: str) -> bool:
    want = prefix.split()
    if not want or not argv:
        return False
    if want[0] == SCRIPT_PREFIX:  # "the deploy script": a script or target named for it
        return len(want) > 1 and runs_script(argv, want[1])
    if len(want) == 2 and want[1] == "destroy" and want[0] in _APPLY_DESTROY and len(argv) > 1 and \
            posixpath.basename(argv[0]) == want[0] and "apply" in argv[1:3] and ("-destroy" in argv or "--destroy" in argv):
        return True  # `terraform apply -destroy` is `terraform destroy`
    if want[0] == ANY_PROGRAM:  # "nada de --skip-tests": the option given to any program (after `--` too)
        return all(w in argv[1:] or any(x.startswith(w + "=") for x in argv[1:]) for w in want[1:])
    service = as_systemctl(argv) if want[0] == "systemctl" else None
    if service is not None:  # `service nginx restart` is `systemctl restart nginx` (service_forms)
        return _argv_has(service, prefix)
    head = (posixpath.basename(argv[0]), argv[1] if len(argv) > 1 else "")
    if _FRONTENDS.get(head) and want[0] != head[0]:  # `uv pip install -e .` is a `pip install` (uv is its runner)
        return _argv_has((_FRONTENDS[head], *argv[2:]), prefix)
    name = posixpath.basename(argv[0])
    if name != want[0] and program_of(name) != (name,):  # `npx prisma` under a rule against npm
        return _argv_has((*program_of(name), *argv[1:]), prefix)
    if name != want[0]:
        return False
    rest = _long_flags(argv)[1:]
    table = _flag_table(want)
    if table:  # the rule's own short flag as its long form ("git add -A" is "git add --all")
        want = [want[0], *[table.get(t[1:], t) if re.fullmatch(r"-[A-Za-z]", t) else t for t in want[1:]]]
    i = 0
    for token in want[1:]:
        while i < len(rest) and rest[i] != token:
            i += 1
        if i >= len(rest):
            return False
        i += 1
    return True


# programs that run commands on a fleet over ssh, their first argument a host or a group of hosts ("prod" for
# prod-01 and prod-02: the inventory's group, named as its hosts are)
_FLEET = frozenset({"ansible", "ansible-playbook", "ansible-console", "pdsh", "pssh", "parallel-ssh", "fab"})


def host_in(host: str, patterns: Sequence[str]) -> bool:
    """Is ``host`` one of ``patterns``: the name itself, a ``*.domain`` pattern, a ``prod-*`` name
    pattern, or a bare name given in the rule (``prod-db``) and reached by its full name (``prod-db.internal``)."""
    h = host.lower().rstrip(".")
    if not h:
        return False
    for p in patterns:
        if p == "*prod*":  # hosts named for production: prod, production, prod-web-1, db.prod.corp (not "products",
            # not a path such as a vault key secret/db-prod-01)
            if "/" not in h and re.search(r"(?:^|[-_.])prod(?:uction)?(?:$|[-_.\d])", h):
                return True
            continue
        if h == p or ("*" in p and fnmatch.fnmatch(h, p)) or ("*" in p and fnmatch.fnmatch(h.split(".")[0], p)):
            return True
        if "." not in p and "*" not in p and h.startswith(p + "."):
            return True
        if p.startswith("*.") and h == p[2:]:
            return True
    return False


def _branch_in(branch: str, patterns: Sequence[str]) -> bool:
    return any(fnmatch.fnmatch(branch.lower(), p.lower()) for p in patterns)


def _url_allowed(url: str, allow: Sequence[str]) -> bool:
    return bool(url) and any(url.rstrip("/") == a.rstrip("/") or url.startswith(a.rstrip("/") + "/") for a in allow)


_APPLY_DESTROY = frozenset({"terraform", "tofu", "terragrunt"})


def _destroy_applies(argv: Sequence[str], guarded: str) -> bool:
    """``terraform destroy`` is ``terraform apply -destroy``: a rule on what comes before an apply guards it too
    ("the plan before apply": a destroy shows its plan the same way, unless ``-auto-approve`` skips it)."""
    head = guarded.split()
    return len(head) == 2 and head[0] in _APPLY_DESTROY and head[1] == "apply" and \
        _argv_has(argv, f"{head[0]} destroy")


def _ran_first(rule: ToolRule, actions: Sequence[Action]) -> str:
    """A precondition rule: the guarded action (a commit, a push) with what must come first not run
    before it, in this call or earlier in the turn ("" when kept or when nothing guarded happens)."""
    kind = COMMIT if rule.commands[0] == "git commit" else PUSH if rule.commands[0] == "git push" else EXEC
    for i, a in enumerate(actions):
        if rule.commands[0] == DEPLOY:
            if not is_deploy(a):
                continue  # "no deploy without the tests first": any deployment, however it is run
        elif a.kind != kind or (kind == EXEC and (not (_argv_has(a.argv, rule.commands[0]) or
                                                     _destroy_applies(a.argv, rule.commands[0])) or
                                                all(_argv_has(a.argv, n) for n in rule.requires))):
            continue  # ("helm diff upgrade ..." is the check run first, not the upgrade)
        for need in rule.requires:
            earlier = actions[:i]
            if need == "<tests>":
                done = any(x.kind == TEST_RUN or (x.kind == EARLIER and x.argv[:1] and
                                                   x.argv[0] in ("pytest", "jest", "vitest", "mocha", "tox", "nox"))
                           for x in earlier)
            else:
                done = any(x.kind in (EXEC, EARLIER) and _argv_has(x.argv, need) for x in earlier) or \
                    (kind == EXEC and command_order.consumes_output(a.argv, need))  # `terraform apply tfplan`
            if not done:
                what = "the tests" if need == "<tests>" else need
                act = "deploys" if rule.commands[0] == DEPLOY else rule.commands[0]
                return f"{act} without running {what} first"
        return ""
    return ""


def judge(rule: ToolRule, actions: Sequence[Action]) -> tuple[str, str]:
    """("broken", evidence) / ("undecidable", why) / ("obeyed", "")."""
    if rule.intent == "precondition":
        why = _ran_first(rule, actions)
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent == "require_flag":  # "always run pytest with -x": a run of the program without the flag
        why = next((w for a in actions if a.kind in (EXEC, PRIVILEGE)
                    for w in [flag_breaks(rule, a.argv, is_deploy(a))] if w), "")
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent == "command" and rule.hosts:  # a command forbidden on a host or cluster: the call must name it
        if not names_host(actions, rule.hosts, host_in):  # (`kubectl config use-context prod-eu && kubectl delete`;
            return "obeyed", ""  # not `| grep prod-eu`: connect_guesses)
    if rule.intent == "merge" and rule.branches:  # "never merge into main" (merge_target)
        why = merge_into_breaks(rule, actions)
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent in ACTS:
        why = act_breaks(rule, actions)[0]
        if why:
            return "broken", why
    if rule.intent == "push" and rule.refs:  # "never push tags": a push that carries tags, not a branch's
        tags = _tag_pushes(actions)
        return ("broken", f"pushes tags: {' '.join(tags[0].argv)[:100]}") if tags else ("obeyed", "")
    if rule.intent == SEND_PATH:  # "anything in /data/phi/ must never leave this machine" (leaves_machine)
        sent = sent_off(rule, actions, path_matches)
        return ("broken", f"sends {', '.join(rule.paths[:2])} off this machine: {' '.join(sent[0].argv)[:100]}") \
            if sent else ("obeyed", "")
    if rule.intent == "print_secret":
        shown = _secret_prints(actions)
        if shown:
            return "broken", shown[0]
    for action in _not_by_allowed(rule, actions):
        why = _breaks(rule, action)
        if why:
            return "broken", why
    for action in actions:
        if action.kind == UNDECIDABLE:
            return "undecidable", action.detail
        if action.kind == REMOTE_CODE and rule.intent != "remote_code":
            return "undecidable", action.detail or "downloaded code is run"
    return "obeyed", ""


def breaking_actions(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions of a call that break ``rule`` (what a user's approval must cover)."""
    if rule.intent in ACTS:
        return act_breaks(rule, actions)[1]
    if rule.intent == "push" and rule.refs:
        return _tag_pushes(actions)
    if rule.intent == SEND_PATH:
        return sent_off(rule, actions, path_matches)
    return [a for a in _not_by_allowed(rule, actions) if _breaks(rule, a)]


_SECRET_NAME = rx(r"secret|token|passw|pwd|api_?key|access_?key|private|credential|auth|cookie|^aws_|_key$|^key$|"
                          r"dsn$|database_url", re.I)
_ENV_DUMPS = {"env": (), "printenv": (), "set": (), "export": ("-p",), "declare": ("-x", "-p", "-xp", "-px"),
              "typeset": ("-x", "-p")}
_QUIET_FILTERS = {"grep": ("-c", "-q", "-l", "-L", "--count", "--quiet", "--files-with-matches"), "wc": (), "cut": (),
                  "rg": ("-c", "-q", "-l", "--count", "--quiet"), "egrep": ("-c", "-q", "-l")}


def _secret_prints(actions: Sequence[Action]) -> list[str]:
    """What a call prints that holds secrets: the whole environment (``env``, ``printenv``, ``export -p``) unless
    filtered to names that are not secret or to a count; ``printenv NAME`` or ``echo $NAME`` of a secret's name."""
    runs = [a for a in actions if a.kind in (EXEC, PRIVILEGE) and a.argv]
    out: list[str] = []
    for i, a in enumerate(runs):
        prog, args = posixpath.basename(a.argv[0]), a.argv[1:]
        names = [x for x in args if not x.startswith("-")]
        if prog in _ENV_DUMPS and not names and all(x in _ENV_DUMPS[prog] for x in args) and \
                (prog in ("env", "printenv") or args or prog == "set"):
            after = runs[i + 1].argv if i + 1 < len(runs) else ()
            filt = posixpath.basename(after[0]) if after else ""
            pattern = next((x for x in after[1:] if not x.startswith("-")), "")
            if filt in _QUIET_FILTERS and (filt in ("wc", "cut") or set(after) & set(_QUIET_FILTERS[filt]) or
                                           (pattern and not _SECRET_NAME.search(pattern))):
                continue  # `env | grep PATH`, `printenv | wc -l`: no secret reaches the terminal
            out.append(f"prints the environment: {' '.join(a.argv)[:60]}" + (f" | {' '.join(after)[:40]}" if after else ""))
        elif prog == "printenv" and any(_SECRET_NAME.search(x) for x in names):
            out.append(f"prints a secret: {' '.join(a.argv)[:80]}")
        elif prog in ("echo", "printf", "print") and a.detail:
            # "${KEY:+set}" expands to the word given, never to the value: it says whether KEY is set
            hit = next((m.group(1) for m in re.finditer(r"\$\{?([A-Za-z_]\w*)(?!:?\+)", a.detail)
                        if _SECRET_NAME.search(m.group(1))), "")
            if hit:
                out.append(f"echoes ${hit} to the terminal")
    return out


def _quiet_reader(a: Action) -> bool:
    """A run that reads a file but prints none of its text: a count, file names or an exit status."""
    if a.kind != EXEC or not a.argv:
        return False
    prog = posixpath.basename(a.argv[0])
    return prog in _QUIET_FILTERS and prog != "cut" and (prog == "wc" or bool(set(a.argv[1:]) & set(_QUIET_FILTERS[prog])))


def _not_by_allowed(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions, less what a command the rule allows does ("delete with trash-put": its deletion is the allowed
    way); an action belongs to the program run before it. A rule against showing a file leaves out what a
    program that prints only a count or an exit status reads (``grep -c = .env``, ``wc -l .env``)."""
    if rule.intent == "read_path" and rule.shown_only:
        return [a for i, a in enumerate(actions) if not (a.kind == READ and i and _quiet_reader(actions[i - 1]))]
    if rule.intent == "host" and rule.requires:  # "all prod DB access goes through the bastion" (bastion_route)
        return not_through_route(actions, rule.requires)
    if rule.intent == "command" and rule.allow_commands:
        return _not_run_by_allowed(rule, actions)
    if rule.intent != "delete" or not rule.allow_commands:
        return list(actions)
    out: list[Action] = []
    allowed = False
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv:
            allowed = any(_argv_has(a.argv, c) for c in rule.allow_commands)
        if not allowed:
            out.append(a)
    return out


def _not_run_by_allowed(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions less the program an allowed command runs inside itself: ``python -m pip install x`` under "use
    python -m pip, never bare pip" runs pip as its module (the run read next, its arguments the outer one's tail)."""
    out: list[Action] = []
    outer: tuple[str, ...] = ()
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv:
            inner = bool(outer) and len(a.argv) <= len(outer) and \
                tuple(outer[len(outer) - len(a.argv) + 1:]) == tuple(a.argv[1:]) and \
                posixpath.basename(a.argv[0]) == posixpath.basename(outer[len(outer) - len(a.argv)])
            if inner:
                outer = ()
                continue
            allowed = [c for c in rule.allow_commands if _argv_has(a.argv, c)]
            # (`poetry run pip install` under "poetry, not pip": the manager's environment runs pip itself, env_runners)
            outer = a.argv if allowed and not (inner_command(a.argv) and all(" " not in c for c in allowed)) else ()
            if FILTERING in rule.allow_commands and swap_order.filters_its_input(a.argv):
                continue  # "use rg, not grep, for searching code": a grep filtering piped output searches nothing
        out.append(a)
    return out


_VERSION_REF = rx(r"v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?|refs/tags/.+|release-\d[\w.-]*", re.I)


def _tag_pushes(actions: Sequence[Action]) -> list[Action]:
    """The ``git push`` runs that push tags: ``--tags``, ``--follow-tags``, ``--mirror``, ``tag v1``, or a
    refspec that is a tag (``refs/tags/...``, a version such as ``v1.2.0``); a branch push is not one."""
    out = []
    for a in actions:
        argv = a.argv
        if a.kind not in (EXEC, PRIVILEGE) or argv[:1] != ("git",) or "push" not in argv[1:3]:
            continue
        rest = list(argv[argv.index("push") + 1:])
        if "--delete" in rest or "-d" in rest:
            continue  # deleting a remote ref is not pushing one
        flags = {x.split("=", 1)[0] for x in rest if x.startswith("-")}
        refspecs = [x for x in rest if not x.startswith("-")][1:]  # after the remote
        if flags & {"--tags", "--follow-tags", "--mirror"} or "tag" in refspecs or \
                any(_VERSION_REF.fullmatch(x.lstrip("+").split(":", 1)[0]) for x in refspecs):
            out.append(a)
    return out


def _breaks(rule: ToolRule, a: Action) -> str:
    intent = rule.intent
    if intent == "privilege" and a.kind == PRIVILEGE:
        if any(_argv_has(a.argv, c) for c in rule.allow_commands):
            return ""
        if rule.commands and not privileged_run_of(a.argv, rule.commands):
            return ""  # "don't use sudo to install Python packages": `sudo systemctl status` is not one (privilege_purpose)
        return f"runs with raised privileges: {' '.join(a.argv)[:100]}"
    if intent == "recursive_delete" and a.kind == DELETE and a.recursive:
        if rule.force_only and not a.force and a.argv == ():
            pass
        if rule.force_only and not a.force:
            return ""
        if rule.paths and not any(path_matches(a.path, p) for p in rule.paths):
            return ""
        if rule.allow_paths and _allowed_path(a.path, rule.allow_paths):
            return ""
        return f"deletes {a.path} recursively"
    if intent == "force_push" and a.kind == PUSH and a.force:
        if a.via == "lease" and any("--force-with-lease" in c for c in rule.allow_commands):
            return ""  # "--force-with-lease is fine"
        if a.branch == "*":
            return "force-pushes every branch"
        if rule.allow_branches and a.branch and _branch_in(a.branch, rule.allow_branches):
            return ""
        if rule.branches and a.branch and not _branch_in(a.branch, rule.branches):
            return ""
        return f"force-pushes to {a.branch or 'the current branch (not known here)'}"
    if intent == "host" and rule.hosts == ("*",) and a.kind == EXEC and set(rule.allow_hosts) <= set(LOCALHOST) and \
            (not rule.via or "git" in rule.via) and _git_remote_call(a.argv):
        # "no network calls without asking": a pull, fetch, push or clone talks to the remote, its host unnamed
        return f"reaches a git remote: {' '.join(a.argv)[:80]}"
    if intent == "host" and a.kind == CONNECT and (not rule.via or a.via.lower() in rule.via or
                                                   a.via.lower() not in (_KNOWN_CLIENTS if rule.hosts == ("*",)
                                                                         else _LOOKUPS)):
        if rule.hosts == ("*",):  # an allow-list: any real host name not on it
            named = a.via.lower() in VIA["ssh"] and bool(re.fullmatch(r"[a-z0-9][a-z0-9-]*", a.host))  # ssh's target
            # (an ssh target is a host whatever its last label: "bastion.corp.example" is no file)
            if (named or REAL_HOST.fullmatch(a.host)) and (a.host.rsplit(".", 1)[-1] not in FILE_EXT or
                                                            a.via.lower() in VIA["ssh"]) and \
                    not host_in(a.host, rule.allow_hosts):
                return f"reaches {a.host}" + (f", outside {', '.join(rule.allow_hosts[:3])}" if rule.allow_hosts else "")
        elif host_in(a.host, rule.hosts) and not host_in(a.host, rule.allow_hosts):
            return f"reaches {a.host}"
    if intent == "host" and a.kind in (SQL, MIGRATE) and a.host and rule.hosts != ("*",) and \
            (not rule.via or set(rule.via) & {"psql", "mysql", "mariadb"}) and \
            (host_in(a.host, rule.hosts) or same_environment(a.host, rule.hosts)) and \
            not host_in(a.host, rule.allow_hosts):  # `psql "$PROD_DATABASE_URL" -c ...`: the database it names
        if a.kind == MIGRATE:
            return f"applies migrations on {a.host}: {' '.join(a.argv)[:80]}"
        return f"runs SQL on {a.host}: {a.detail[:80]}"
    if intent == "host" and a.kind == CONNECT and a.via.lower() in _FLEET and rule.hosts != ("*",) and \
            (not rule.via or "ssh" in rule.via):  # ansible reaches its hosts over ssh, by name or by their group
        group = a.host.lower()
        members = [p for p in rule.hosts if "*" not in p and re.fullmatch(rf"{re.escape(group)}[-_.]?[a-z]*\d+[\w.-]*", p)]
        if re.fullmatch(r"[a-z][\w-]*", group) and (members or host_in(group, rule.hosts)) and \
                not host_in(group, rule.allow_hosts):
            return f"reaches {', '.join(members) or group} over ssh ({a.via} {group})"
    if intent in ("write_path", "read_path") and a.kind in ((WRITE, DELETE) if intent == "write_path" else (READ,)):
        if rule.allow_new and a.new:
            return ""
        if a.via == "generator" and GENERATED in rule.allow_commands:
            return ""  # "don't hand-edit the lockfiles": the package manager rewriting one is fine
        inside = intent == "read_path" and any(_norm(p).startswith(_norm(a.path).rstrip("/") + "/") for p in rule.paths
                                               if a.path not in (".", ""))  # a directory holding the file is read whole
        known = _fixed_part(a.path)
        out = bool(rule.outside and known) and _outside(known, rule.outside)
        if (out or inside or any(path_matches(a.path, p) for p in rule.paths)) and \
                not _allowed_path(a.path, rule.allow_paths):
            return f"{'writes' if intent == 'write_path' else 'reads'} {a.path}" + \
                (f", outside {', '.join(rule.outside[:3])}" if out else "")
    if intent == "delete" and a.kind == DELETE:  # "never delete files (without asking)": any file removed
        return f"deletes {a.path}" + (" recursively" if a.recursive else "")
    if intent == "delete" and a.kind == REF_DELETE and rule.refs and (not a.ref or a.ref in rule.refs):
        return _ref_deleted(a)  # "deleting anything"
    if intent == "push" and a.kind in (EXEC, PRIVILEGE) and rule.via and rule.hosts and \
            posixpath.basename(a.argv[0]) in rule.via:
        # "don't push images to registry.acme.io": an image sent to a registry the rule names
        sent = [r for r in _image_destinations(a.argv) if host_in(r, rule.hosts) and not host_in(r, rule.allow_hosts)]
        return f"pushes an image to {sent[0]}: {' '.join(a.argv)[:100]}" if sent else ""
    if intent == "push" and a.kind in (EXEC, PRIVILEGE) and rule.via and len(a.argv) > 1 and \
            posixpath.basename(a.argv[0]) in rule.via and "push" in a.argv[1:3]:
        return f"pushes an image: {' '.join(a.argv)[:100]}"  # "push nothing": docker push too
    if intent == "install" and a.kind == INSTALL and (a.new or not rule.new_only):
        return f"installs packages: {' '.join(a.argv)[:100]}"
    if intent == "commit" and a.kind == COMMIT and not rule.branches:  # "never commit (without asking)": any commit
        return f"commits: {' '.join(a.argv)[:80]}"
    if intent == "push" and a.kind == PUSH:
        if a.branch and rule.allow_branches and _branch_in(a.branch, rule.allow_branches):
            return ""
        if rule.branches and not (a.branch and _branch_in(a.branch, rule.branches)):
            return ""
        return f"pushes to {a.branch or 'the current branch (not known here)'}"
    if intent == "commit" and a.kind == COMMIT and a.branch and _branch_in(a.branch, rule.branches) and \
            not _branch_in(a.branch, rule.allow_branches):
        return f"commits on {a.branch}: {' '.join(a.argv)[:80]}"
    if intent == "commit" and a.kind == PUSH and a.detail and a.branch and _branch_in(a.branch, rule.branches):
        return f"puts {a.detail}'s commits straight onto {a.branch} (git push {a.detail}:{a.branch})"
    if intent == "delete_ref" and a.kind == REF_DELETE:
        if rule.remote_only and not a.remote:
            return ""
        if rule.refs and a.ref and a.ref not in rule.refs:
            return ""
        if rule.branches and not _branch_in(a.branch, rule.branches):
            return ""
        return _ref_deleted(a)
    if intent == "test_run" and a.kind == TEST_RUN and rule.paths:  # a part of the suite: its runs, or a run holding it
        if _allowed_path(a.path, rule.allow_paths) if a.path and rule.allow_paths else False:
            return ""
        parts = [x for x in a.path.split("/") if x]
        named = any(fnmatch.fnmatch(x.lower(), p) for x in parts for p in rule.paths if "/" not in p)
        under = any(path_matches(a.path, p) for p in rule.paths if "/" in p or p.startswith("."))
        holds = not a.path or any(_norm(p).startswith(_norm(a.path).rstrip("/") + "/") for p in rule.paths if "/" in p) \
            or posixpath.basename(a.path.rstrip("/")) in ("tests", "test", "spec", "__tests__")
        if (named or under or holds) and not (holds and not named and not under and excludes(a.argv, rule.paths)):
            # (`pytest -m "not integration"`: the whole suite, less the part the rule keeps off)
            return f"runs {', '.join(rule.paths[:3])} tests: {' '.join(a.argv)[:80]}"
        return ""
    if intent == "test_run" and a.kind == TEST_RUN:
        if not a.path and not _SELECTS_TESTS.intersection(x.split("=", 1)[0] for x in a.argv):
            return f"runs the whole test suite: {' '.join(a.argv)[:80]}"  # (`pytest -k refund` runs a selection)
        if rule.allow_paths and not _allowed_path(a.path, rule.allow_paths):
            return f"runs tests outside {', '.join(rule.allow_paths[:3])}: {a.path}"
        if not rule.allow_paths and posixpath.basename(a.path.rstrip("/")) in ("tests", "test", "spec", "__tests__"):
            return f"runs the whole test suite: {' '.join(a.argv)[:80]}"
    if intent == "migrate" and a.kind == MIGRATE:
        words = [w for w in re.split(r"[\s=:/@,;'\"()\[\]{}$]+", a.detail.lower()) if w]  # $PROD_DATABASE_URL
        words += [part for w in words if "." in w for part in w.split(".")]
        hit = next((w for w in words if host_in(w, rule.hosts) and not host_in(w, rule.allow_hosts)), "")
        if hit:
            return f"applies migrations against {hit}: {' '.join(a.argv)[:80]}"
    if intent == "global_install" and a.kind == INSTALL and a.scope == "global":
        return f"installs globally: {' '.join(a.argv)[:100]}"
    if intent == "remote_code" and a.kind == REMOTE_CODE:
        if _url_allowed(a.url, rule.allow_urls):
            return ""
        return a.detail or "runs downloaded code"
    if intent == "discard_work" and a.kind == EXEC and a.argv[:1] == ("git",) and \
            not (a.path and rule.allow_paths and _allowed_path(a.path, rule.allow_paths)):
        sub = a.argv[1] if len(a.argv) > 1 else ""
        args = a.argv[2:]
        flags = "".join(x[1:] for x in args if x.startswith("-") and not x.startswith("--"))
        if (sub == "reset" and ("--hard" in args or "--merge" in args)) or \
                (sub in ("checkout", "switch") and ("--" in args or "." in args or "-f" in args or "--force" in args
                                                  or "--discard-changes" in args)) or \
                (sub == "clean" and ("f" in flags or "--force" in args)) or \
                (sub == "restore" and args and ("--staged" not in args or "--worktree" in args or "-W" in args)) or \
                (sub == "stash" and args[:1] in (("drop",), ("clear",))):
            return f"throws away work: {' '.join(a.argv)[:100]}"
    if intent == "secret_content" and a.kind == WRITE and a.path and rule.allow_paths and \
            _allowed_path(a.path, rule.allow_paths):
        return ""
    if intent == "secret_content" and a.kind in (WRITE, EXEC) and (a.detail or a.argv):
        found = literal_secret(a.detail if a.kind == WRITE else " ".join(a.argv))
        if found:
            return f"{'writes' if a.kind == WRITE else 'passes'} a credential ({found})" + \
                (f" into {a.path}" if a.kind == WRITE else " on the command line")
    if intent == "secret_content" and a.kind == WRITE and a.via in ("echo", "printf"):
        expanded = [m.group(1) for m in re.finditer(r"\$\{?([A-Za-z_]\w*)", a.detail) if _SECRET_NAME.search(m.group(1))]
        if expanded:  # the shell writes the variable's value, not its name
            return f"writes the value of ${expanded[0]} into {a.path}"
    if intent == "secret_content" and a.kind == EXEC and a.argv[:2] == ("git", "add"):
        staged = [x for x in a.argv[2:] if not x.startswith("-") and not _TEMPLATE.search(x) and
                  any(path_matches(x, p) for p in SECRET_PATHS if not p.startswith(("~", "secret-store")))]
        if staged:  # "keep secrets out of the repo": a secret file staged for a commit
            return f"stages {staged[0]} for a commit"
    if intent == "sql" and a.kind == SQL and (not rule.hosts or host_in(a.host, rule.hosts)):
        hit = sql_breaks(a.detail, rule.statements)
        if hit:
            return f"runs SQL: {hit[:100]}"
    if intent == "sql" and a.kind == WRITE and a.detail and not rule.hosts and _SQL_FILE.search(a.path) and \
            not set(rule.statements) & {"write", "delete"}:  # a script or migration written to run later: its DDL
        hit = sql_breaks(a.detail, rule.statements)
        if hit:
            return f"writes SQL into {a.path}: {hit[:100]}"
    if intent == "command" and a.kind == DELETE and a.path.startswith("docker-volume://") and \
            any(removes_volumes(c) for c in rule.commands):  # "no docker volume rm": `compose down -v` removes them too
        return f"removes container volumes ({a.path.removeprefix('docker-volume://')})"
    if intent == "command" and a.kind in (EXEC, PRIVILEGE) and not _DRY_RUN.intersection(a.argv):
        for c in rule.commands:
            kept_off = staged_hit(a.argv, c)  # "never commit anything under raw/ or any .psd": the files it stages
            if kept_off:
                return f"stages {kept_off} for a commit: {' '.join(a.argv)[:100]}"
            if _argv_has(a.argv, c) and not any(_argv_has(a.argv, x) and not _argv_has(c.split(), x)
                                                 for x in rule.allow_commands) and \
                    not switch_rule_spares(a.argv, c, rule.allow_commands):  # `git checkout -- f` restores, no switch
                shown = " ".join(a.argv).replace(UNKNOWN, "$?")  # a value it cannot know shows as $?
                return f"runs {shown[:100]}"
    return ""


def _git_remote_call(argv: Sequence[str]) -> bool:
    """A git command that talks to a remote over the network (not one on a local path)."""
    if len(argv) < 2 or posixpath.basename(argv[0]) != "git":
        return False
    words = [x for x in argv[1:] if not x.startswith("-")]
    if not words or words[0] not in ("pull", "fetch", "push", "clone", "ls-remote"):
        return False
    target = words[1] if len(words) > 1 else ""
    return not target.startswith(("/", "./", "../", "~", "file://"))


_SQL_FILE = rx(r"\.(?:sql|psql|ddl|pgsql|mysql)$", re.I)
_SELECTS_TESTS = frozenset({"-k", "-m", "--lf", "--last-failed", "-t", "--testNamePattern", "--grep", "-g", "-run",
                            "--filter", "--tests", "-p", "--testPathPattern", "--only", "--spec"})
_DRY_RUN = frozenset({"--dry-run", "--dryrun", "--what-if", "-WhatIf", "--noop", "--simulate", "--check"})
_SECRET_LITERAL = rx(r"(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret)\w*"
                             # (not the name of the variable the secret is read from: API_KEY_ENV = "OPENAI_API_KEY")
                             r"[\"']?\s*[:=]\s*(?![\"'](?-i:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[\"'])[\"'][^\"'\s$%{}<>]{4,}[\"']|"
                             # a constant named for a key ("STRIPE_KEY"; not sort_key = "name"): a value with a digit
                             r"\b(?-i:[A-Z][A-Z0-9]*_KEY)\s*[:=]\s*[\"'](?=[^\"'\s]*\d)[^\"'\s$%{}<>]{8,}[\"']|"
                             # a shell assignment written out ("echo 'GITHUB_TOKEN=ghp_8fK2...' >> ~/.bashrc"): an unquoted
                             # value with a digit in it, not a variable read ($VAR) nor a placeholder (<token>)
                             r"\b(?-i:[A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|_KEY))=(?=[^\s\"'$<>]*\d)"
                             r"[^\s\"'$<>{}]{8,}|"
                             # vendor key shapes with underscores (Stripe's sk_live_..., rk_test_...)
                             r"\b(?:sk|rk|pk|whsec)_(?:live|test)_[A-Za-z0-9]{16,}", re.I)


_ENV_LOOKUP = rx(r"(?:os\.environ|os\.getenv|getenv|process\.env|System\.getenv|ENV\[|env\(|\$\{?[A-Z_])[^\s,;]*")


def _registry_of(image: str) -> str:
    """``registry.acme.io/api:1`` and ``docker://registry.acme.io/api`` -> registry.acme.io ("" Docker Hub, a
    local name, or something else)."""
    image = re.sub(r"^(?:docker|oci|containers-storage)://", "", image)
    first = image.split("/", 1)[0] if "/" in image else ""
    return first.split(":", 1)[0].lower() if first and ("." in first or ":" in first or first == "localhost") else ""


def _image_destinations(argv: Sequence[str]) -> list[str]:
    """The registries an image command sends an image to: the names after ``push`` (``docker push``, ``podman
    push SRC docker://DEST``, ``crane push TAR DEST``), the tags of a build with ``--push``, the last name of a
    copy (``skopeo copy SRC DEST``, ``crane copy``); none for a build, a pull or a tag."""
    words = list(argv[1:])
    positional = [w for w in words if not w.startswith("-")]
    sent: list[str] = []
    if "push" in positional[:2]:
        sent = positional[positional.index("push") + 1:]
    elif positional[:1] in (["copy"], ["cp"]) and len(positional) >= 3:
        sent = positional[-1:]
    if "--push" in words or any(w.startswith("--output=") and "push=true" in w for w in words):
        sent += [words[i + 1] for i, w in enumerate(words[:-1]) if w in ("-t", "--tag")]
        sent += [w.split("=", 1)[1] for w in words if w.startswith("--tag=")]
    return [r for r in (_registry_of(x) for x in sent) if r]


_STAND_IN = (r"(?:<[^<>@/\s]{1,30}>|\$\{?[A-Za-z_]\w*\}?|\{\{?\s*\w+\s*\}\}?|x{3,}|\*{3,}|\.{3}|user(?:name)?|"
             r"pass(?:word|wd)?|secret|changeme|change_me|example|your[_-]?\w{0,20}|my[_-]?(?:pass(?:word)?|secret)|foo|bar|"
             r"db_?pass(?:word)?)(?=@)")
_PLACEHOLDER_CREDENTIALS = rx(rf"://[^/\s:@]{{1,40}}:{_STAND_IN}@", re.I)  # the password a stand-in


def literal_secret(text: str) -> str | None:
    """A credential written as a literal: a known token shape, or a secret-named key assigned a quoted
    value (``api_key = os.environ[...]`` is not one: the value is read, not written)."""
    text = _ENV_LOOKUP.sub(" ", text)  # "AWS_SECRET_ACCESS_KEY = os.environ['AWS_KEY']": read, not written
    # "postgres://user:password@localhost/app" in an example file: a template's stand-ins, not a credential
    text = _PLACEHOLDER_CREDENTIALS.sub("://", text)
    found = find_secret(text)
    if found and found != "password or token assignment":
        return found
    return "a secret assigned a literal" if _SECRET_LITERAL.search(text[:200_000]) else None


_READ_SQL = frozenset({"SELECT", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "WITH", "VALUES", "TABLE", "BEGIN", "COMMIT",
                       "ROLLBACK", "START", "SET", "USE", "\\D", "\\DT", "\\L", "\\DN", "\\Q", "PRAGMA", "ANALYZE"})
_PSQL_META = ("\\D", "\\L", "\\X", "\\TIMING", "\\CONNINFO", "\\ECHO", "\\?", "\\H")  # psql's own commands: they read
_SQL_COMMENT = rx(r"--[^\n]*|/\*.*?\*/", re.S)
_SQL_STRING = rx(r"'(?:[^']|'')*'")


def sql_breaks(text: str, statements: Sequence[str]) -> str:
    """The first statement in ``text`` of a forbidden kind ("" when none)."""
    # a string literal is data, not a statement: "SELECT 'DROP TABLE ' || tablename || ';' FROM pg_tables" drops nothing
    for raw in _SQL_STRING.sub("''", _SQL_COMMENT.sub(" ", text)).split(";"):
        stmt = " ".join(raw.replace("\x00", " ").split())
        upper = stmt.upper()
        if not upper:
            continue
        kind = ""
        if upper.startswith("DROP "):
            target = upper.split()[1] if len(upper.split()) > 1 else ""
            kind = "drop_table" if target in ("TABLE", "VIEW") else "drop_database" if target in (
                "DATABASE", "SCHEMA") else "drop_other"
        elif upper.startswith("TRUNCATE"):
            kind = "truncate"
        elif upper.startswith("DELETE"):
            kind = "delete" if " WHERE " in f" {upper} " else "delete_all"
        elif upper.startswith("UPDATE") and " WHERE " not in f" {upper} ":
            kind = "update_all"
        elif upper.startswith("ALTER ") and " DROP " in f" {upper} ":
            kind = "alter_drop"
        if kind and (kind in statements or (kind == "delete_all" and "delete" in statements)
                     or (kind.startswith("drop") and "drop" in statements)):
            return stmt
        dml = re.search(r"\b(?:INSERT|UPDATE|DELETE|MERGE)\b", upper)  # "WITH stale AS (SELECT ...) DELETE ...": a write
        reads = upper.split()[0] in _READ_SQL and not (upper.startswith("WITH") and dml)
        if "write" in statements and not reads and not upper.startswith(_PSQL_META):
            return stmt
    return ""


def describe_rule(rule: ToolRule) -> str:
    return rule.describe()
