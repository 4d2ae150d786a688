"""Python code (``execute_code``, ``python -c``, a ``.py`` file the turn wrote), read with ``ast``:
what it runs (subprocess, os.system/popen/exec*), removes (shutil.rmtree, os.remove, Path.unlink),
writes or reads (open, Path.write_text, shutil.copy/move), and which hosts it reaches. Strings are
folded where they are constants (concatenation, f-strings, ``join``, ``os.path.join``, names bound
once); a command or code string that cannot be known is undecidable."""
from __future__ import annotations

import ast
import base64
import binascii
import re
from typing import Any

from memlock_core.compliance.intent.action import CONNECT, DELETE, PUSH, READ, UNDECIDABLE, WRITE, Action
from memlock_core.compliance.intent.reading import Reading
from memlock_core.compliance.intent.shell import UNKNOWN
from memlock_core.compliance.intent.words import (
    PYTHONS,
    SCRIPT_LANGS,
    SHELLS,
    basename,
    host_candidates,
    looks_like_path,
)
from memlock_core.regex_cache import rx

MAX_CODE = 64_000
_RUNNERS = {"subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output",
            "subprocess.Popen", "subprocess.getoutput", "subprocess.getstatusoutput", "os.system", "os.popen",
            "asyncio.create_subprocess_shell", "asyncio.create_subprocess_exec", "pty.spawn", "commands.getoutput",
            "os.execv", "os.execve", "os.execvp", "os.execvpe", "os.execl", "os.execle", "os.execlp", "os.execlpe",
            "os.spawnv", "os.spawnve", "os.spawnvp", "os.spawnl", "os.spawnlp", "os.posix_spawn", "os.posix_spawnp",
            "sh.Command", "plumbum.local", "invoke.run", "fabric.Connection.run", "pexpect.spawn", "pexpect.run"}
_SHELL_STRING = {"os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput",
                 "asyncio.create_subprocess_shell", "commands.getoutput", "invoke.run", "pexpect.run", "pexpect.spawn"}
_TREE_DELETE = {"shutil.rmtree", "os.removedirs", "distutils.dir_util.remove_tree", "send2trash.send2trash"}
_FILE_DELETE = {"os.remove", "os.unlink", "os.rmdir"}
_WRITE_DEST = {"shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move", "os.rename",
               "os.replace", "os.symlink", "os.link", "os.truncate", "os.chmod", "os.chown", "os.makedirs", "os.mkdir"}
_WRITING_CALL = rx(r"(?:set|write|save|dump|update|put|store|create|append|remove|delete|unlink|touch|"
                           r"mkdir|copy|move|rename|replace|truncate|chmod|chown|upsert|unset)", re.I)
_SECRET_NAME = rx(r"(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL)", re.I)
_MENTION_CALLS = {"print", "logging.info", "logging.warning", "logging.error", "logging.debug", "log.info",
                  "logger.info", "logger.warning", "str.format", "re.compile", "re.search", "re.match",
                  "sys.stdout.write", "sys.stderr.write"}
_PATH_WRITE_METHODS = {"write_text", "write_bytes", "unlink", "rmdir", "touch", "mkdir", "rename", "replace",
                       "chmod", "symlink_to", "hardlink_to"}
_PATH_READ_METHODS = {"read_text", "read_bytes"}


class _Folder:
    """Constant strings through names, concatenation, f-strings, joins and path joins."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {}
        self.aliases: dict[str, str] = {}  # local name -> dotted module path (imports)

    def dotted(self, node: ast.AST) -> str:
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self.dotted(node.value)
            return f"{base}.{node.attr}" if base else node.attr
        if isinstance(node, ast.Call):
            inner = self.dotted(node.func)
            if inner in ("pathlib.Path", "Path", "pathlib.PurePath", "open"):
                return "pathlib.Path()"
            if inner == "__import__" and node.args:
                value = self.value(node.args[0])
                return value if isinstance(value, str) else ""
            if inner in ("importlib.import_module",) and node.args:
                value = self.value(node.args[0])
                return value if isinstance(value, str) else ""
            return inner + "()"
        return ""

    def value(self, node: ast.AST | None) -> Any:
        """A str, a list of values, or UNKNOWN-bearing text when not constant."""
        if node is None:
            return UNKNOWN
        if isinstance(node, ast.Constant):
            return node.value if isinstance(node.value, (str, bytes, bool, int)) else UNKNOWN
        if isinstance(node, ast.Name):
            return self.names.get(node.id, UNKNOWN)
        if isinstance(node, ast.JoinedStr):
            parts = []
            for v in node.values:
                inner = self.value(v.value) if isinstance(v, ast.FormattedValue) else self.value(v)
                parts.append(inner if isinstance(inner, str) else UNKNOWN)
            return "".join(parts)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.value(node.left), self.value(node.right)
            if isinstance(left, str) and isinstance(right, str):
                return left + right
            if isinstance(left, list) and isinstance(right, list):
                return left + right
            return UNKNOWN
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):  # Path / "x"
            left, right = self.value(node.left), self.value(node.right)
            if isinstance(left, str) and isinstance(right, str):
                return left.rstrip("/") + "/" + right
            return UNKNOWN
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            left = self.value(node.left)
            return left if isinstance(left, str) and "%" not in left else UNKNOWN
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(e) for e in node.elts]
        if isinstance(node, ast.Call):
            func = self.dotted(node.func)
            args = [self.value(a) for a in node.args]
            if func.endswith(".join") and isinstance(node.func, ast.Attribute) and func not in ("os.path.join",):
                sep = self.value(node.func.value)
                if isinstance(sep, str) and args and isinstance(args[0], list) and all(isinstance(a, str) for a in args[0]):
                    return sep.join(args[0])
            if func in ("os.path.join", "posixpath.join", "pathlib.Path", "Path", "pathlib.PurePath", "os.path.expanduser",
                        "os.path.abspath", "str", "os.fspath", "pathlib.Path().expanduser", "pathlib.Path().resolve"):
                if args and all(isinstance(a, str) for a in args):
                    return "/".join(a.rstrip("/") if i < len(args) - 1 else a for i, a in enumerate(args))
                if not args and isinstance(node.func, ast.Attribute):
                    return self.value(node.func.value)
            if func.endswith((".expanduser", ".resolve", ".absolute", ".strip", ".lower")) and isinstance(node.func, ast.Attribute):
                return self.value(node.func.value)
            if func in ("base64.b64decode", "base64.standard_b64decode", "base64.urlsafe_b64decode", "codecs.decode") and args:
                raw = args[0]
                if isinstance(raw, (str, bytes)) and UNKNOWN not in str(raw):
                    try:
                        data = raw if isinstance(raw, bytes) else raw.encode("utf-8", "replace")
                        return base64.b64decode(data + b"===").decode("utf-8", "replace")
                    except (binascii.Error, ValueError):
                        return UNKNOWN
            if func.endswith(".decode") and isinstance(node.func, ast.Attribute):
                inner = self.value(node.func.value)
                return inner.decode("utf-8", "replace") if isinstance(inner, bytes) else inner
            if func in ("bytes.fromhex",) and args and isinstance(args[0], str):
                try:
                    return bytes.fromhex(args[0]).decode("utf-8", "replace")
                except ValueError:
                    return UNKNOWN
            if func in ("os.path.expandvars",) and args:
                return args[0]
        return UNKNOWN


def _text(value: Any) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return " ".join(_text(v) for v in value)
    return UNKNOWN


def analyse_python(code: str, an: Reading, depth: int) -> None:

    if len(code) > MAX_CODE:
        an.undecidable(f"Python code of {len(code)} characters")
        code = code[:MAX_CODE]
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        an.undecidable("Python code that does not parse")
        return
    fold = _Folder()
    nodes = list(ast.walk(tree))
    for node in nodes:  # imports and names bound once, before the calls that use them
        if isinstance(node, ast.Import):
            for alias in node.names:
                fold.aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                fold.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = fold.value(node.value)
            name = node.targets[0].id
            if name in fold.names and fold.names[name] != value:
                fold.names[name] = UNKNOWN  # bound twice: not a constant
            else:
                fold.names[name] = value
            if isinstance(node.value, ast.Call):
                callee = fold.dotted(node.value.func)
                if callee in ("pathlib.Path", "Path") or callee.startswith("pathlib.Path"):
                    fold.names[name] = value
    _walk_and_delete(an, fold, nodes)
    for node in nodes:
        if not isinstance(node, ast.Call):
            continue
        func = fold.dotted(node.func)
        args = [fold.value(a) for a in node.args]
        kwargs = {k.arg: fold.value(k.value) for k in node.keywords if k.arg}
        short = func.rsplit(".", 1)[-1]
        if func in _RUNNERS or func.startswith(("subprocess.", "os.exec", "os.spawn")) and short[:1].islower():
            if func.startswith("subprocess.") and short not in {f.rsplit(".", 1)[-1] for f in _RUNNERS}:
                continue
            _runner(an, func, args, kwargs, depth)
            continue
        if func in ("exec", "eval", "compile", "builtins.exec", "builtins.eval"):
            source = args[0] if args else UNKNOWN
            text = _text(source)
            if UNKNOWN in text:
                an.undecidable(f"{func}() of code built at run time")
            else:
                analyse_python(text, an, depth + 1)
            continue
        if func in _TREE_DELETE:
            path = _text(args[0] if args else kwargs.get("path", UNKNOWN))
            an.add(Action(DELETE, path=path.replace(UNKNOWN, "*"), recursive=True, force=True))
            an.path(WRITE, path)
            continue
        if func in _FILE_DELETE:
            path = _text(args[0] if args else UNKNOWN)
            an.add(Action(DELETE, path=path.replace(UNKNOWN, "*")))
            an.path(WRITE, path)
            continue
        if func in _WRITE_DEST:
            if len(args) >= 2:
                an.path(WRITE, _text(args[1]))
                an.path(WRITE if short in ("move", "rename", "replace") else READ, _text(args[0]))
            elif args:
                an.path(WRITE, _text(args[0]))
            continue
        if func in ("open", "io.open", "codecs.open", "builtins.open", "os.open") or func.endswith("Path().open") \
                or (short == "open" and isinstance(node.func, ast.Attribute)):
            _open(an, fold, node, func, args, kwargs)
            continue
        if isinstance(node.func, ast.Attribute) and short in _PATH_WRITE_METHODS | _PATH_READ_METHODS:
            target = fold.value(node.func.value)
            if isinstance(target, str):
                an.path(WRITE if short in _PATH_WRITE_METHODS else READ, target)
                if short == "unlink":
                    an.add(Action(DELETE, path=target))
            continue
        if func.startswith(("urllib.request.urlopen", "requests.", "httpx.", "urllib.request.urlretrieve", "urllib3.")) \
                or short in ("urlopen", "urlretrieve"):
            an.fetched = True
            an.last_url = next((a for a in args if isinstance(a, str) and "://" in a), an.last_url)
        if short == "push" and isinstance(node.func, ast.Attribute) and any(
                kwargs.get(k) is True for k in ("force", "force_with_lease")):  # GitPython remote.push(force=True)
            spec = _text(kwargs.get("refspec", args[0] if args else ""))
            branch = spec.lstrip("+").split(":")[-1] if spec and spec != UNKNOWN else an.memory.branch
            an.add(Action(PUSH, branch=branch.replace("refs/heads/", ""), force=True))
        if short in ("execute", "executescript", "executemany", "exec_driver_sql", "raw", "text", "query") and args \
                and isinstance(node.func, ast.Attribute):
            statement = _text(args[0])
            if statement and statement != UNKNOWN:
                an.sql(statement)
        if short in ("drop_table", "truncate_table", "drop_all", "drop_collection", "drop_database"):
            an.sql(f"{'TRUNCATE' if 'truncate' in short else 'DROP TABLE'} {_text(args[0]) if args else ''}")
        if short in ("read_secret_version", "read_secret", "get_secret_value", "access_secret_version", "get_secret",
                     "get_parameter", "getenv") and (short != "getenv" or any(
                         isinstance(a, str) and _SECRET_NAME.search(a) for a in args)):
            an.add(Action(READ, path=f"secret-store://{short}"))
        if func in _MENTION_CALLS or short in ("print", "write", "info", "warning", "debug", "error", "append", "format"):
            continue
        for value in [*args, *kwargs.values()]:
            text = _text(value)
            if text and text != UNKNOWN:
                for host in host_candidates(text):
                    an.add(Action(CONNECT, host=host))
                if looks_like_path(text) and "://" not in text and len(text) < 300:
                    # load_dotenv(".env") reads a file; set_key(".env", ...), yaml.dump(..., "x") write one
                    an.path(WRITE if _WRITING_CALL.match(short) else READ, text)
        if isinstance(node.func, ast.Attribute) and short in ("connect", "create_connection", "sendto"):
            for value in args:
                if isinstance(value, list):
                    for part in value:
                        if isinstance(part, str):
                            an.add(Action(CONNECT, host=part.lower()))


_WALKERS = {"os.walk", "os.fwalk", "glob.glob", "glob.iglob", "os.scandir", "os.listdir"}
_DELETERS = {"os.remove", "os.unlink", "os.rmdir", "shutil.rmtree"}


def _walk_and_delete(an: Reading, fold: _Folder, nodes: list[ast.AST]) -> None:
    """Walking a tree and deleting what it finds deletes the tree (``os.walk`` + ``os.remove``,
    ``Path.rglob`` + ``unlink``)."""
    roots: list[str] = []
    deletes = False
    for node in nodes:
        if not isinstance(node, ast.Call):
            continue
        func = fold.dotted(node.func)
        short = func.rsplit(".", 1)[-1]
        if func in _WALKERS or short in ("rglob", "walk", "iterdir", "glob"):
            target = node.args[0] if node.args else (node.func.value if isinstance(node.func, ast.Attribute) else None)
            value = fold.value(target) if short in ("rglob", "iterdir", "glob") and func not in _WALKERS else \
                fold.value(node.args[0] if node.args else None)
            roots.append(_text(value).replace(UNKNOWN, "*"))
        if func in _DELETERS or short in ("unlink", "rmdir"):
            deletes = True
    if deletes:
        for root in roots:
            an.add(Action(DELETE, path=root, recursive=True))


def _runner(an: Reading, func: str, args: list[Any], kwargs: dict[str, Any], depth: int) -> None:
    command = args[0] if args else kwargs.get("args", kwargs.get("cmd", UNKNOWN))
    if func.startswith(("os.exec", "os.spawn", "os.posix_spawn")):
        rest = args[2:] if func.startswith("os.spawn") else args[1:]
        flat: list[Any] = []
        for r in rest:
            flat += r if isinstance(r, list) else [r]
        command = [args[1] if func.startswith("os.spawn") and len(args) > 1 else (args[0] if args else UNKNOWN), *flat[1:]] \
            if flat else [args[0] if args else UNKNOWN]
    shell = func in _SHELL_STRING or kwargs.get("shell") is True or isinstance(command, str)
    if isinstance(command, list):
        argv = [_text(c) for c in command]
        if shell:
            an.shell(" ".join(argv), depth + 1)
            return
        if argv and UNKNOWN in argv[0]:
            an.undecidable(f"{func} runs a program named at run time")
            return
        an.run(argv, None, dict(an.memory.functions), depth + 1)
        _stdin_script(an, argv, kwargs, depth)
        return
    text = _text(command)
    if text == UNKNOWN or (UNKNOWN in text and not text.replace(UNKNOWN, "").strip()):
        an.undecidable(f"{func} runs a command built at run time")
        return
    if kwargs.get("shell") is not True and func.startswith("subprocess.") and func not in _SHELL_STRING:
        an.shell(text, depth + 1)  # a string without shell=True is one program name; read it as a command anyway
        return
    an.shell(text, depth + 1)


def _stdin_script(an: Reading, argv: list[str], kwargs: dict[str, Any], depth: int) -> None:
    """``subprocess.run(["bash"], input=script)``: the input is the program."""

    name = basename(argv[0]) if argv else ""
    if not (name in SHELLS or name in SCRIPT_LANGS or PYTHONS.match(name)) or len(argv) > 1 and not argv[1].startswith("-"):
        return
    if "input" not in kwargs and "stdin" not in kwargs:
        return
    text = _text(kwargs.get("input", UNKNOWN))
    if UNKNOWN in text:
        an.add(Action("remote_code" if an.fetched else UNDECIDABLE, url=an.last_url if an.fetched else "",
                      detail=f"{name} runs text built at run time"))
        return
    if name in SHELLS:
        an.shell(text, depth + 1)
    elif PYTHONS.match(name):
        analyse_python(text, an, depth + 1)
    else:
        an.script_lang(text, depth + 1)


def _open(an: Reading, fold: _Folder, node: ast.Call, func: str, args: list[Any], kwargs: dict[str, Any]) -> None:
    if func.endswith("Path().open") or (isinstance(node.func, ast.Attribute) and func not in ("io.open", "codecs.open", "os.open")):
        target = fold.value(node.func.value) if isinstance(node.func, ast.Attribute) else UNKNOWN
        mode = args[0] if args else kwargs.get("mode", "r")
    else:
        target = args[0] if args else kwargs.get("file", UNKNOWN)
        mode = args[1] if len(args) > 1 else kwargs.get("mode", "r")
    path = _text(target)
    if func == "os.open":
        flags = ast.unparse(node.args[1]) if len(node.args) > 1 else ""
        writing = any(f in flags for f in ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND"))
    else:
        writing = not isinstance(mode, str) or any(c in mode for c in "wax+")
    if path == UNKNOWN:
        return
    an.path(WRITE if writing else READ, path)
    if writing:
        _remember_write(an, node, path)


def _remember_write(an: Reading, node: ast.Call, path: str) -> None:
    """A constant written to a file in the same code: the turn's memory learns the file."""
    return None


__all__ = ["analyse_python", "UNDECIDABLE", "CONNECT"]
