"""Which shell parser for the tool-call guard? bashlex (the maintained PyPI parser) against memlock's
own (memlock_core/compliance/intent/shell.py): parse failures and time on the dev evasion set's
commands, and on bash constructs real commands use. A parser that raises gives no answer exactly
where an evasion may hide.

    python -m bench shellparsers        (needs `pip install bashlex`; reports it missing otherwise)
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_core.compliance.intent.shell import parse  # noqa: E402

CONSTRUCTS = ["[[ -f x ]] && sudo id", "case $x in a) sudo id;; esac", "((i++)); sudo id", "x=$((1+2)); sudo id",
              "cat <<EOF\nsudo id\nEOF", "f() { sudo \"$@\"; }; f id", "for i in 1 2; do sudo id; done",
              "echo $'\\x73udo'", "select x in a b; do echo; done", "coproc sudo id", "a=(1 2 3); sudo id",
              "echo ${x//a/b}", "time sudo id", "sudo id |& tee log", "function f { sudo id; }",
              "if true; then sudo id; fi", "while read l; do sudo $l; done < f", "echo \"$(sudo id)\"",
              "diff <(sudo cat a) b", "[ -f x ] || sudo id", "echo hi # sudo", "'unterminated"]


def commands() -> list[str]:
    out: list[str] = []
    for line in (ROOT / "bench" / "corpus" / "toolcalls_dev.jsonl").read_text().splitlines():
        row = json.loads(line)
        for call in [*row.get("prior", []), {"args": row["args"]}]:
            value = call["args"].get("command") if isinstance(call["args"], dict) else None
            if isinstance(value, str):
                out.append(value)
    return out


def measure(name: str, fn, texts: list[str]) -> tuple[int, float]:
    failed = 0
    start = time.perf_counter()
    for text in texts:
        try:
            fn(text)
        except Exception:  # noqa: BLE001 - counting failures is the point
            failed += 1
    return failed, (time.perf_counter() - start) * 1000 / max(1, len(texts))


def main(argv: list[str] | None = None) -> int:
    dev = commands()
    parsers = {"memlock": lambda t: parse(t)}
    try:
        import bashlex  # type: ignore[import-untyped]
        parsers["bashlex"] = bashlex.parse
    except ImportError:
        print("bashlex is not installed (pip install bashlex): only memlock's parser is measured")
    for name, fn in parsers.items():
        dev_failed, dev_ms = measure(name, fn, dev)
        con_failed, _ = measure(name, fn, CONSTRUCTS)
        print(f"{name:8} dev commands: {dev_failed}/{len(dev)} failed, {dev_ms:.3f} ms each; "
              f"bash constructs: {con_failed}/{len(CONSTRUCTS)} failed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
