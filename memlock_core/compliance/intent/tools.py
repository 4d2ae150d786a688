"""One model of intent for every tool: a shell tool's command, a code tool's Python, a file tool's
path (write or read), a git or MCP tool's arguments, a database tool's DSN. Hermes and Claude Code
tool names both; unknown tools are read by the names of their arguments.

:func:`analyse_call` is pure apart from the optional ``reader`` (reads a script a call runs, when no
earlier call of the turn wrote it). :func:`remember_call` teaches the turn's memory what a call
wrote, after the call was allowed."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from memlock_core.compliance.intent.action import CONNECT, EARLIER, EXEC, PUSH, READ, UNDECIDABLE, WRITE, Action
from memlock_core.compliance.intent.commands import Analyzer, Reader
from memlock_core.compliance.intent.memory import TurnMemory, norm_path
from memlock_core.compliance.intent.python_code import analyse_python
from memlock_core.compliance.intent.words import host_candidates
from memlock_core.regex_cache import rx

if TYPE_CHECKING:
    from memlock_core.compliance.intent.shell import Script

SHELL_ARGS = ("command", "cmd", "script", "shell_command", "commandline", "command_line", "bash", "sh")
CODE_ARGS = ("code", "source", "python", "program")
PATH_ARGS = ("file_path", "path", "filepath", "filePath", "filename", "file", "notebook_path", "target_file",
             "destination", "dest", "target", "source", "src", "dir", "directory", "folder", "paths", "files")
HOST_ARGS = ("host", "hostname", "server", "address", "endpoint", "dsn", "url", "uri", "urls", "connection",
             "connection_string", "connectionString", "database_url", "db_url", "remote", "target_host", "ip",
             "base_url", "conninfo", "jdbc_url")
_WRITE_NAMES = rx(r"write|edit|patch|create|save|append|insert|replace|move|rename|delete|remove|mkdir|"
                          r"upload|put|update_file|str_replace|notebook", re.I)
_READ_NAMES = rx(r"read|view|cat|open|get_file|download|grep|search|fetch_file|head|tail|show_file", re.I)
_PATCH_PATH = rx(r"^(?:\*\*\* (?:Update|Add|Delete) File:|\+\+\+ (?:b/)?|--- (?:a/)?|Index:)\s*(\S+)", re.M)


def _is_shell_tool(name: str) -> bool:
    low = name.lower()
    return low in ("terminal", "bash", "shell", "sh", "zsh", "exec", "run", "run_command", "execute_command",
                   "run_shell_command", "shell_exec", "bash_tool", "execute_bash", "run_terminal_cmd",
                   "terminal_run", "process") or \
        bool(re.search(r"(?:^|_)(?:bash|shell|terminal|run_command|exec_command|execute_command)$", low))


def _is_code_tool(name: str) -> bool:
    low = name.lower()
    return low in ("execute_code", "python", "run_python", "python_exec", "ipython", "jupyter", "code_interpreter") \
        or bool(re.search(r"(?:^|_)(?:execute_code|run_python|python|code_interpreter|exec_python)$", low))


def is_code_tool(name: str) -> bool:
    """Does a tool of this name run the code it is given (``execute_code``, ``run_python``)?"""
    return _is_code_tool(name)


def _strings(value: Any, depth: int = 0) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if depth > 5:
        return out
    if isinstance(value, dict):
        for key, item in list(value.items())[:200]:
            if isinstance(item, str):
                out.append((str(key), item))
            elif isinstance(item, (list, tuple)) and all(isinstance(v, str) for v in item):
                out += [(str(key), v) for v in item[:200]]
            else:
                out += _strings(item, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in list(value)[:200]:
            out += _strings(item, depth + 1)
    return out


def _truthy(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.lower() in ("true", "yes", "1", "force")) or \
        (isinstance(value, int) and not isinstance(value, bool) and value == 1)


def analyse_call(tool_name: str, args: Any, memory: TurnMemory | None = None, reader: Reader | None = None,
                 cwd: str = "") -> list[Action]:
    """What a tool call does. Never raises for odd input; an analyser error is undecidable."""
    mem = memory if memory is not None else TurnMemory()
    if not isinstance(args, dict):
        args = {"input": args if isinstance(args, str) else str(args)} if args is not None else {}
    workdir = next((args[k] for k in ("workdir", "cwd", "working_directory", "dir") if isinstance(args.get(k), str)), "")
    an = Analyzer(mem, reader, workdir or cwd)
    an.line = " ".join(v for _k, v in _strings(args))[:4000]
    for line in mem.ran:  # what this turn ran before: a "before X, run Y" rule counts it
        an.add(Action(EARLIER, argv=tuple(line.split())))
    name = tool_name if isinstance(tool_name, str) else ""
    try:
        _dispatch(an, name, args)
    except RecursionError:
        an.undecidable("the call nests too deeply to read")
    return an.actions


def _dispatch(an: Analyzer, name: str, args: dict[str, Any]) -> None:
    low = name.lower()
    base = low.rsplit("__", 1)[-1]  # mcp__server__tool -> tool
    server = low.split("__")[1] if low.startswith("mcp__") and low.count("__") >= 2 else ""
    shell_texts = [(k, v) for k, v in args.items() if k in SHELL_ARGS and isinstance(v, str)]
    if _is_shell_tool(name) or (shell_texts and not _is_code_tool(name) and "git" not in low):
        for _key, text in shell_texts:
            an.shell(text)
        for key, value in args.items():
            if key in ("argv", "args") and isinstance(value, list) and all(isinstance(v, str) for v in value):
                an.run(list(value), None, dict(an.memory.functions), 0)
    if _is_code_tool(name):
        code = next((v for k, v in args.items() if k in CODE_ARGS and isinstance(v, str)), None)
        language = str(args.get("language") or args.get("lang") or "python").lower()
        if code is not None:
            if language in ("bash", "sh", "shell"):
                an.shell(code)
            elif language in ("javascript", "js", "node", "ruby", "perl", "php"):
                an.script_lang(code, 0)
            else:
                analyse_python(code, an, 0)
    if "git" in low or server == "git" or base.startswith("git_"):
        _git_tool(an, base, args)
    if base in ("ssh", "ssh_exec", "remote_exec", "ssh_command") or server == "ssh":
        for key, value in args.items():
            if key in ("host", "hostname", "server", "target", "destination") and isinstance(value, str):
                for h in host_candidates(value):
                    an.add(Action(CONNECT, host=h, via="ssh"))
    _file_tool(an, low, base, args)
    _hosts(an, low, args)
    if not _is_shell_tool(name) and not _is_code_tool(name):
        for key, value in _strings(args):
            if key.lower() in ("sql", "query", "statement", "statements", "stmt", "script") and isinstance(value, str):
                an.sql(value)


def _git_tool(an: Analyzer, base: str, args: dict[str, Any]) -> None:
    argv = args.get("args") or args.get("argv")
    if isinstance(argv, list) and all(isinstance(a, str) for a in argv):
        an.run(["git", *[a for a in argv if a != "git"][: len(argv)]] if argv[:1] != ["git"] else list(argv), None, {}, 0)
        return
    if isinstance(argv, str):
        an.shell("git " + argv if not argv.startswith("git ") else argv)
        return
    command = str(args.get("command") or args.get("subcommand") or args.get("action") or "").lower()
    sub = command or (base[4:] if base.startswith("git_") else "")
    if sub and sub not in ("push",):  # git_reset {mode: hard, target: HEAD~3} -> git reset --hard HEAD~3
        flags = [f"--{k.replace('_', '-')}" for k, v in args.items() if v is True]
        flags += [f"--{v}" for k, v in args.items() if k == "mode" and isinstance(v, str) and v]
        positional = [v for k, v in args.items() if k in ("target", "ref", "branch", "revision", "commit", "upstream",
                                                           "onto", "paths", "path") and isinstance(v, str) and v]
        an.run(["git", sub, *flags, *positional], None, {}, 0)
    if "push" in base or command == "push":
        force = any(_truthy(args.get(k)) for k in ("force", "force_push", "forcePush", "force_with_lease",
                                                    "forceWithLease", "force-with-lease", "mirror", "delete"))
        branch = ""
        for key in ("branch", "ref", "refspec", "target_branch", "remote_branch", "head", "destination", "to"):
            value = args.get(key)
            if isinstance(value, str) and value:
                branch = value
                break
        if branch.startswith("+"):
            force, branch = True, branch[1:]
        if ":" in branch:
            branch = branch.split(":", 1)[1]
        branch = re.sub(r"^refs/heads/", "", branch)
        an.add(Action(PUSH, branch=branch or an.memory.branch, force=force))
    if "checkout" in base or "switch" in base or command in ("checkout", "switch"):
        value = args.get("branch") or args.get("branch_name") or args.get("ref")
        if isinstance(value, str):
            an.memory.branch = value
    if "reset" in base or command == "reset":
        mode = str(args.get("mode") or "").lower()
        if mode == "hard" or _truthy(args.get("hard")):
            an.add(Action(WRITE, path="."))
    if "clean" in base or command == "clean":
        if _truthy(args.get("force")):
            an.add(Action("delete", path=".", recursive=_truthy(args.get("directories")) or _truthy(args.get("d"))))


def _file_tool(an: Analyzer, low: str, base: str, args: dict[str, Any]) -> None:
    if _is_shell_tool(low) or _is_code_tool(low):
        return
    paths = [v for k, v in _strings(args) if k in PATH_ARGS]
    patch = next((v for k, v in args.items() if k in ("patch", "diff") and isinstance(v, str)), "")
    if not patch and "patch" in low:  # Codex-style apply_patch {"input": "*** Begin Patch ..."}
        patch = next((v for k, v in args.items() if k in ("input", "content", "text") and isinstance(v, str)), "")
    paths += _PATCH_PATH.findall(patch)
    if isinstance(args.get("edits"), list) and not paths and isinstance(args.get("file_path"), str):
        paths.append(args["file_path"])
    if not paths:
        return
    command = str(args.get("command") or args.get("mode") or args.get("operation") or "").lower()
    writes = bool(_WRITE_NAMES.search(base)) or command in ("create", "str_replace", "insert", "write", "patch", "replace",
                                                           "append", "delete", "undo_edit") \
        or any(k in args for k in ("content", "new_string", "old_string", "edits", "new_source", "contents", "patch"))
    reads = not writes and (bool(_READ_NAMES.search(base)) or command in ("view", "read"))
    if base in ("write", "edit", "multiedit", "notebookedit"):
        writes = True
    if base in ("read", "grep", "glob", "ls", "list_directory", "list_files", "directory_tree", "search_files"):
        writes = False
        reads = base in ("read", "grep", "search_files")
    creates = base in ("write", "write_file", "create_file", "create", "new_file") or command == "create"
    written = "\n".join(v for k, v in _strings(args) if k in ("content", "contents", "new_string", "file_text", "text",
                                                                "new_source", "patch", "diff", "data"))
    # an edit in place (old_string -> new_string, a list of edits, a patch) opens the file it changes: a read too
    in_place = not creates and (any(k in args for k in ("old_string", "edits", "old_str", "old_text")) or bool(patch)
                                or command in ("str_replace", "insert", "undo_edit", "replace"))
    for p in paths:
        if writes:  # a whole file from a create tool is new (unless the turn's memory knows it already)
            new = creates and an.memory.file(p, an.cwd) is None
            if in_place:
                an.path(READ, p)
            an.path(WRITE, p, new=new)
            if written:
                an.add(Action(WRITE, path=norm_path(p, an.cwd), detail=written[:20_000], new=new))
            if "delete" in base or "remove" in base or command == "delete":
                an.add(Action("delete", path=p, recursive="director" in base or "dir" in base or _truthy(args.get("recursive"))))
        elif reads:
            an.path(READ, p)


def _hosts(an: Analyzer, low: str, args: dict[str, Any]) -> None:
    """Hosts a structured tool reaches: its host-like arguments (a note that names a host is not a use);
    SQL and fetch tools also by a URL or DSN in any argument."""
    if _is_shell_tool(low) or _is_code_tool(low):
        return
    reaching = bool(re.search(r"sql|query|db|database|postgres|mysql|redis|mongo|fetch|http|request|curl|web|browse|"
                              r"ssh|connect|remote|api", low))
    for key, value in _strings(args):
        if key in HOST_ARGS or (reaching and re.search(r"://|@|host=|server=", value)):
            for h in host_candidates(value):
                an.add(Action(CONNECT, host=h, via=low.rsplit("__", 1)[-1]))


def remember_call(tool_name: str, args: Any, memory: TurnMemory, cwd: str = "") -> None:
    """Teach the turn's memory what this (allowed) call wrote: file contents (Write, write_file,
    a here-document or echo redirected to a file), git aliases, shell functions."""
    if not isinstance(args, dict) or not isinstance(tool_name, str):
        return
    workdir = next((args[k] for k in ("workdir", "cwd") if isinstance(args.get(k), str)), "") or cwd
    path = next((args[k] for k in ("file_path", "path", "filename", "filePath") if isinstance(args.get(k), str)), None)
    content = next((args[k] for k in ("content", "contents", "text", "file_text") if isinstance(args.get(k), str)), None)
    if path and content is not None:
        memory.remember_file(path, content, workdir)
    elif path and isinstance(args.get("new_string"), str):
        old = memory.file(path, workdir) or ""
        old_string = args.get("old_string") if isinstance(args.get("old_string"), str) else ""
        memory.remember_file(path, old.replace(old_string, args["new_string"]) if old and old_string else
                             old + "\n" + args["new_string"], workdir)
    command = next((args[k] for k in SHELL_ARGS if isinstance(args.get(k), str)), None)
    if command and (_is_shell_tool(tool_name) or not _is_code_tool(tool_name)):
        _remember_shell_writes(command, memory, workdir)
    code = next((args[k] for k in CODE_ARGS if isinstance(args.get(k), str)), None)
    if code and _is_code_tool(tool_name):
        _remember_python_writes(code, memory, workdir)
    if command:  # git aliases, functions, branch; and the commands it ran
        ran = Analyzer(memory, None, workdir)
        ran.shell(command)
        memory.ran = (memory.ran + [" ".join(a.argv)[:500] for a in ran.actions if a.kind == EXEC])[-64:]


def file_writes(script: Script) -> list[tuple[str, str, bool]]:
    """(path, text, appended) for each file a command line writes text into that it spells out: ``echo`` /
    ``printf`` or a here-document redirected into a file, a here-document through ``tee``."""
    from memlock_core.compliance.intent.shell import UNKNOWN

    out: list[tuple[str, str, bool]] = []
    for cmd in script.commands:
        words = [w.value for w in cmd.argv]
        for redirect in cmd.redirects:
            if redirect.op not in (">", ">>", ">|", "&>"):
                continue
            body = None
            for other in cmd.redirects:
                if other.op in ("<<", "<<-", "<<<"):
                    body = other.target + "\n"
            if body is None and words[:1] in (["echo"], ["printf"]):
                body = " ".join(w for w in words[1:] if not re.fullmatch(r"-[neE]+", w)).replace("\\n", "\n") + "\n"
            if body is not None and UNKNOWN not in redirect.target:
                out.append((redirect.target, body.replace(UNKNOWN, "$x"), redirect.op == ">>"))
        if words[:1] == ["tee"]:
            body = next((r.target for r in cmd.redirects if r.op in ("<<", "<<-", "<<<")), None)
            if body is not None:
                out += [(target, body + "\n", "-a" in words) for target in words[1:] if not target.startswith("-")]
    return out


def _remember_shell_writes(command: str, memory: TurnMemory, cwd: str) -> None:
    from memlock_core.compliance.intent.shell import parse

    script = parse(command)
    for target, body, append in file_writes(script):
        memory.remember_file(target, body, cwd, append=append)
    for cmd in script.commands:
        words = [w.value for w in cmd.argv]
        if words[:1] == ["alias"] and len(words) > 1:
            for item in words[1:]:
                name, _, value = item.partition("=")
                if value:
                    memory.functions[name] = value + ' "$@"'


def _remember_python_writes(code: str, memory: TurnMemory, cwd: str) -> None:
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "write_text" \
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            target = node.func.value
            if isinstance(target, ast.Call) and target.args and isinstance(target.args[0], ast.Constant) \
                    and isinstance(target.args[0].value, str):
                memory.remember_file(target.args[0].value, node.args[0].value, cwd)
        if isinstance(node, ast.With):
            for item in node.items:
                call = item.context_expr
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "open" and call.args \
                        and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
                    texts = [n.args[0].value for n in ast.walk(node) if isinstance(n, ast.Call)
                             and isinstance(n.func, ast.Attribute) and n.func.attr == "write" and n.args
                             and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str)]
                    if texts:
                        memory.remember_file(call.args[0].value, "".join(texts), cwd)


__all__ = ["analyse_call", "remember_call", "READ", "WRITE", "UNDECIDABLE"]
