"""git, read by subcommand: a push with its force and target branches, aliases expanded, the
branch a checkout leaves, URLs reached, work thrown away (``reset --hard``, ``clean -fd``)."""
from __future__ import annotations

import re

from memlock_core.compliance.intent.action import (
    COMMIT,
    CONNECT,
    DELETE,
    EXEC,
    PUSH,
    READ,
    REF_DELETE,
    REWRITE,
    WRITE,
    Action,
)
from memlock_core.compliance.intent.reading import Reading
from memlock_core.compliance.intent.shell import UNKNOWN, parse
from memlock_core.compliance.intent.words import (
    host_candidates,
)
from memlock_core.regex_cache import rx

_GLOBAL_WITH_VALUE = {"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"}
_PUSH_WITH_VALUE = {"--repo", "--receive-pack", "--exec", "-o", "--push-option", "--signed"}
_MENTION_SUBS = {"commit", "tag", "log", "grep", "show", "shortlog", "blame", "notes", "describe", "status", "diff",
                 "branch", "rev-parse", "help", "version", "reflog", "whatchanged", "stash-list", "cat-file"}


def analyse_git(an: Reading, argv: list[str], depth: int) -> None:
    args = list(argv[1:])
    aliases = dict(an.memory.git_aliases)
    i = 0
    workdir = an.cwd
    while i < len(args) and args[i].startswith("-"):
        a = args[i]
        if a == "-C" and i + 1 < len(args):
            from memlock_core.compliance.intent.memory import norm_path

            workdir = norm_path(args[i + 1], an.cwd)
        if a == "-c" and i + 1 < len(args):
            key, _, value = args[i + 1].partition("=")
            if key.lower().startswith("alias."):
                aliases[key[6:]] = value
        if a in _GLOBAL_WITH_VALUE and "=" not in a:
            i += 2
            continue
        i += 1
    rest = args[i:]
    if not rest:
        return
    sub = rest[0]
    seen: set[str] = set()
    while sub in aliases and sub not in seen:  # an alias, defined this turn or in the same command
        seen.add(sub)
        value = aliases[sub]
        if value.startswith("!"):
            an.shell(value[1:] + " " + " ".join(rest[1:]), depth + 1)
            return
        expanded = [w.value for c in parse(value).commands[:1] for w in c.argv]
        rest = expanded + rest[1:]
        if not rest:
            return
        sub = rest[0]
    params = rest[1:]
    skipped = _hooks_skipped(an, args[:i])
    if skipped and sub in ("commit", "push", "merge", "am", "cherry-pick", "rebase") and "--no-verify" not in params:
        # "HUSKY=0 git commit", "git -c core.hooksPath=/dev/null commit": the hooks skipped as --no-verify would
        an.add(Action(EXEC, argv=("git", sub, *params, "--no-verify"), detail=skipped))
    if sub == "push":
        if not an.memory.branch:
            an.memory.branch = _checked_out(an, workdir)
        _push(an, params)
    elif sub == "config":
        _config(an, params)
    elif sub in ("commit", "cherry-pick", "merge", "revert", "am") and not any(
            p in ("--abort", "--quit", "--dry-run", "--no-commit", "-n", "--skip", "--continue") and
            not (sub == "commit" and p == "-n") for p in params):  # commit -n is --no-verify: it still commits
        an.add(Action(COMMIT, branch=an.memory.branch, argv=tuple(["git", sub, *params])))
    elif sub in ("branch", "tag") and any(p in ("-d", "-D", "--delete") or re.fullmatch(r"-[a-zA-Z]*[dD][a-zA-Z]*", p)
                                          for p in params if p.startswith("-") and not p.startswith("--") or
                                          p == "--delete"):
        # no name given: `... | xargs git branch -d` deletes the refs its input names, not known here
        for p in [p for p in params if not p.startswith("-")] or [UNKNOWN]:
            an.add(Action(REF_DELETE, branch=p, ref=sub))
    elif sub == "tag" and any(p in ("-f", "--force") or re.fullmatch(r"-[a-zA-Z]*f[a-zA-Z]*", p) for p in params):
        # `git tag -f v1.2.0 3f4e5d6`: the tag of that name is replaced - moved off the commit it named
        names = [p for p in params if not p.startswith("-")]
        if names:
            an.add(Action(REF_DELETE, branch=names[0], ref="tag", detail="moved"))
    elif sub in ("checkout", "switch"):
        _checkout(an, sub, params)
    elif sub == "reset" and "--hard" in params:
        an.add(Action(WRITE, path="."))
    elif sub == "clean":
        flags = "".join(p[1:] for p in params if p.startswith("-") and not p.startswith("--"))
        if "f" in flags or "--force" in params:
            an.add(Action(DELETE, path=".", recursive="d" in flags or "x" in flags or "X" in flags))
            an.add(Action(WRITE, path="."))
    elif sub == "rm" and "--cached" in params:
        # out of the index: the working copy stays, but the next commit deletes the files from the repository (and
        # from every clone that pulls it): a deletion of files, never a recursive removal of a tree
        for p in params:
            if not p.startswith("-"):
                an.add(Action(DELETE, path=p, detail="from the repository (the working copy stays)"))
    elif sub in ("apply", "am") and not any(p in ("--check", "--stat", "--numstat", "--summary") for p in params):
        for p in params:
            content = an.file_content(p) if not p.startswith("-") else None
            for path in re.findall(r"^(?:\+\+\+ b/|diff --git a/\S+ b/|\*\*\* (?:Update|Add|Delete) File: )(\S+)",
                                   content or "", re.M):
                an.path(WRITE, path)
            if content is None and not p.startswith("-"):
                an.path(READ, p)
    elif sub in ("restore", "rm", "mv", "stash"):
        for p in params:
            if not p.startswith("-"):
                an.path(WRITE if sub != "stash" else WRITE, p)
        if sub == "rm":  # the files go from the working tree too (``--cached`` is read above)
            recursive = any(p == "--recursive" or p.startswith("-") and not p.startswith("--") and "r" in p for p in params)
            for p in params:
                if not p.startswith("-"):
                    an.add(Action(DELETE, path=p, recursive=recursive))
    elif sub == "add":
        for p in params:
            if not p.startswith("-"):
                an.path(READ, p)
    elif sub in ("clone", "fetch", "pull", "remote", "ls-remote", "submodule", "archive"):
        for p in params:
            if "://" in p or "@" in p or re.match(r"^[\w.-]+:", p):

                for h in host_candidates(p):
                    an.add(Action(CONNECT, host=h))
    rewritten = _rewritten(sub, params, an.memory.branch)
    if rewritten is not None:
        an.add(Action(REWRITE, branch=rewritten, argv=tuple(["git", sub, *params])))
    if sub not in _MENTION_SUBS:
        an.add(Action("exec", argv=tuple(["git", sub, *params]), path=workdir))


_COMMITISH_BACK = rx(r"^(?:HEAD|@|[\w./-]+)(?:[~^]\d*)+$|^[0-9a-f]{7,40}$|^(?:origin|upstream)/[\w./-]+$")
_NOT_A_REWRITE = frozenset({"--abort", "--continue", "--skip", "--quit", "--edit-todo", "--show-current-patch"})


def _rewritten(sub: str, params: list[str], current: str) -> str | None:
    """The branch whose history a git command rewrites ("" the current one, not known; "*" every branch);
    None when it rewrites none. Rebase, amend, a reset to another commit, a branch forced to another commit,
    a ref updated by hand, and the history filters all replace commits others may have."""
    flags = [p for p in params if p.startswith("-")]
    pos = [p for p in params if not p.startswith("-")]
    if _NOT_A_REWRITE.intersection(flags):
        return None
    if sub == "rebase":
        rest = list(params)
        if "--onto" in rest:
            i = rest.index("--onto")
            del rest[i:i + 2]
        named = [p for p in rest if not p.startswith("-")]
        return named[1] if len(named) >= 2 else current
    if sub == "commit" and "--amend" in flags:
        return current
    if sub == "reset" and pos and "--" not in params and pos[0] not in ("HEAD", "@") and \
            (_COMMITISH_BACK.match(pos[0]) or {"--hard", "--soft", "--keep", "--merge"} & set(flags)):
        return current  # a mode given: the argument is a commit (a tag, a sha), the branch moves there
    if sub == "branch" and pos and any(f in ("-f", "--force") or re.fullmatch(r"-[a-zA-Z]*f[a-zA-Z]*", f) and
                                       not re.fullmatch(r"-[a-zA-Z]*[dD][a-zA-Z]*", f) for f in flags):
        return pos[0]
    if sub == "update-ref" and pos and "-d" not in flags and pos[0].startswith("refs/heads/"):
        return pos[0][len("refs/heads/"):]
    if sub in ("filter-branch", "filter-repo"):
        refs = next((params[i + 1] for i, p in enumerate(params[:-1]) if p == "--refs"), "")
        if refs:
            return refs.removeprefix("refs/heads/")
        if "--" in params and sub == "filter-branch":  # `filter-branch ... -- main`: the revisions after --
            named = [p for p in params[params.index("--") + 1:] if not p.startswith("-")]
            if named:
                return named[0].removeprefix("refs/heads/")
        return "*" if sub == "filter-repo" or "--all" in params else current
    return None


def _checked_out(an: Reading, workdir: str) -> str:
    """The branch the repository has checked out, from ``.git/HEAD`` when the host lets memlock read
    its working files ("" when unknown: a detached HEAD, no reader, no repository here)."""
    if an.reader is None:
        return ""
    import posixpath

    head = an.reader(posixpath.join(workdir or ".", ".git", "HEAD"))
    if head and head.startswith("ref: refs/heads/"):
        return head[len("ref: refs/heads/"):].strip()
    return ""


def _config(an: Reading, params: list[str]) -> None:
    positional = [p for p in params if not p.startswith("-")]
    if len(positional) >= 2 and positional[0].lower().startswith("alias."):
        an.memory.git_aliases[positional[0][6:]] = " ".join(positional[1:])
    reads = ("--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l", "--show-origin", "--show-scope")
    changes = ("--unset", "--unset-all", "--add", "--replace-all", "--rename-section", "--remove-section", "-e", "--edit")
    if any(p in changes for p in params) or (len(positional) >= 2 and not any(p in reads for p in params)):
        # a value set: the file of the scope it names (`--global` is ~/.gitconfig, the default the repo's own)
        where = "~/.gitconfig" if "--global" in params else "/etc/gitconfig" if "--system" in params else \
            next((params[i + 1] for i, p in enumerate(params[:-1]) if p in ("--file", "-f")), ".git/config")
        an.path(WRITE, where)


def _checkout(an: Reading, sub: str, params: list[str]) -> None:
    positional: list[str] = []
    new_branch = None
    i = 0
    while i < len(params):
        p = params[i]
        if p == "--":
            for path in params[i + 1:]:
                an.path(WRITE, path)
            break
        if p in ("-b", "-B", "-c", "-C", "--orphan") and i + 1 < len(params):
            new_branch = params[i + 1]
            i += 2
            continue
        if not p.startswith("-"):
            positional.append(p)
        i += 1
    branch = new_branch or (positional[0] if positional else "")
    if branch and branch not in (".",) and UNKNOWN not in branch:
        an.memory.branch = branch
    elif positional[:1] == ["."]:
        an.add(Action(WRITE, path="."))


def _push(an: Reading, params: list[str]) -> None:
    if any(p == "--dry-run" or (p.startswith("-") and not p.startswith("--") and "n" in p and "o" not in p)
           for p in params):
        return  # a dry run (--dry-run, -n) sends nothing
    force = False
    lease = hard = False  # --force-with-lease (the remote checked first) / a plain --force
    delete = False
    mirror = False
    positional: list[str] = []
    i = 0
    while i < len(params):
        p = params[i]
        if p in _PUSH_WITH_VALUE:
            i += 2
            continue
        if p.startswith("--"):
            name = p.split("=", 1)[0]
            if name in ("--force", "--force-with-lease", "--force-if-includes"):
                force = True
                lease = lease or name != "--force"
                hard = hard or name == "--force"
            elif name in ("--delete", "--prune"):
                delete = True
            elif name in ("--mirror",):
                mirror = True
        elif p.startswith("-") and len(p) > 1:
            letters = p[1:]
            force = force or "f" in letters
            hard = hard or "f" in letters
            delete = delete or "d" in letters
            if "o" in letters and letters.endswith("o"):
                i += 1
        elif "\x00" in p:
            force = True  # a flag built at run time ($(echo --force)): it may be one
        else:
            positional.append(p)
        i += 1
    refspecs = positional[1:]
    targets: list[tuple[str, bool]] = []
    sources: dict[str, str] = {}
    for spec in refspecs:
        plus = spec.startswith("+")
        spec = spec.lstrip("+")
        src, _, dst = spec.partition(":")
        target = dst or src
        if src == "" and dst:
            targets.append((dst, True))  # `:main` deletes main
            continue
        if target in ("HEAD", "@"):
            target = an.memory.branch or ""
        targets.append((_branch_name(target), plus))
        if dst and src and _branch_name(src) != _branch_name(dst):  # `HEAD:main`, `topic:main`: another ref's commits
            sources[_branch_name(target)] = src
    if not refspecs:
        targets.append((an.memory.branch or "", False))
        if mirror or "--all" in params:
            targets = [("*", False)]
    for branch, plus in targets:
        leased = lease and not (hard or plus or delete or mirror)  # via "lease": only with the remote's state checked
        an.add(Action(PUSH, branch=branch, force=force or plus or delete or mirror, detail=sources.get(branch, ""),
                      via="lease" if leased else ""))
    remote = positional[0] if positional else "origin"
    for spec in refspecs:  # refs this push removes on the remote
        src, colon, dst = spec.lstrip("+").partition(":")
        if delete or (colon and not src and dst):
            ref = dst or src
            kind = "tag" if ref.startswith("refs/tags/") else "branch" if ref.startswith("refs/heads/") else ""
            an.add(Action(REF_DELETE, branch=re.sub(r"^refs/(?:tags|heads)/", "", ref), ref=kind, remote=remote))
    if "--prune" in params or mirror:
        an.add(Action(REF_DELETE, branch="*", ref="", remote=remote))


def _branch_name(ref: str) -> str:
    for prefix in ("refs/heads/", "refs/remotes/origin/", "heads/"):
        if ref.startswith(prefix):
            return ref[len(prefix):]
    return "" if UNKNOWN in ref else ref


# environment settings that turn the hook runners off (husky, pre-commit, lefthook, overcommit)
_HOOKS_OFF_ENV = {"HUSKY": ("0", "false"), "HUSKY_SKIP_HOOKS": None, "SKIP": None, "LEFTHOOK": ("0", "false"),
                  "OVERCOMMIT_DISABLE": None, "PRE_COMMIT_ALLOW_NO_CONFIG": None}


def _hooks_skipped(an: Reading, global_args: list[str]) -> str:
    """How a git call skips its hooks other than by --no-verify ("" for none): an environment setting that turns a
    hook runner off, or a hooks path pointed elsewhere for this call."""
    env = getattr(an, "script_env", {}) or {}
    for name, values in _HOOKS_OFF_ENV.items():
        if name in env and (values is None or env[name].lower() in values):
            return f"{name}={env[name]}"
    for j, a in enumerate(global_args):
        setting = global_args[j + 1] if a == "-c" and j + 1 < len(global_args) else ""
        if setting.lower().startswith("core.hookspath="):
            return setting
    return ""
