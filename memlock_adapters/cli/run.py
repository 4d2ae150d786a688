"""``main``: parse, then build the Context and run the command; every failure becomes its
documented exit code (``memlock_core.errors``) and one line on stderr (or a JSON object)."""
from __future__ import annotations

import contextlib
import json
import os
import sys
from typing import TYPE_CHECKING, NoReturn

from memlock_adapters.cli.parser import build_parser

if TYPE_CHECKING:
    from memlock_adapters.cli.context import Context


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)  # --help and usage errors exit here, having imported no command
    from memlock_adapters.cli.context import CliError, Context
    from memlock_core.errors import ERROR, MemlockError, describe_os_error, exit_code_for

    try:
        ctx = Context(args)
    except Exception as exc:  # noqa: BLE001 - configuration problems are reported, not raised
        print(f"memlock: error: {exc}", file=sys.stderr)
        return ERROR
    try:
        code: int = args.func(ctx)
        return code
    except CliError as exc:
        return _fail(ctx, str(exc), exc.code, exc.data)
    except MemlockError as exc:  # each kind has its documented exit code (memlock_core.errors)
        from memlock_core.pinstore.snapshot import SnapshotError

        prefix = "snapshot rejected, nothing changed: " if isinstance(exc, SnapshotError) else ""
        return _fail(ctx, f"{prefix}{exc}", exit_code_for(exc))
    except ValueError as exc:
        return _fail(ctx, str(exc), ERROR)
    except BrokenPipeError:  # `memlock ... | head`: the reader left; say nothing more
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return ERROR
    except OSError as exc:
        return _fail(ctx, describe_os_error(exc), ERROR)
    except KeyboardInterrupt:
        return _fail(ctx, "interrupted", ERROR)


def _fail(ctx: Context, message: str, code: int, data: dict | None = None) -> int:
    if ctx.json:
        print(json.dumps({"ok": False, "exit_code": code, "error": message, **(data or {})}, ensure_ascii=False,
                         indent=1, default=str))
    else:
        print(f"memlock: error: {message}", file=sys.stderr)
    return code


def entry() -> NoReturn:
    sys.exit(main())
