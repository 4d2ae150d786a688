"""``memlock``: the operator's command line for sessions, pins and the durable store.

Thin: argument parsing and output only; every decision is made in ``memlock_core`` (the same
code the Hermes plugin, the Claude Code hooks and the MCP server use). Actions taken here are
recorded with actor ``user`` (surface ``cli``), except inside an agent's shell: run by Claude
Code's Bash tool (``CLAUDECODE`` is set) the CLI acts for the *model* (surface ``claude-code``), so
its durable pins must be grounded in the user's prompt, and ``approve``/``reject`` are refused.
That is a speed bump, not a boundary: a model with an unrestricted shell runs as the user (see
docs/STORE.md, threat model). Every command takes ``--json`` for scripts and ``--help``.

Exit codes: 0 ok; 1 error (refused, not found, store unavailable); 2 usage error;
3 integrity problem found (pins held back, quarantine not empty, verify failed, snapshot rejected).

One module per group of subcommands; ``parser`` names each command's function as text, so
``memlock --help`` (or a usage error) imports no command and none of the core::

    run.py        main(): parse, build the Context, run the command, map errors to exit codes
    parser.py     the argparse tree (commands, flags, help) and the argument types
    context.py    Context (config, home, engine, who is asking, output) and CliError
    render.py     shared formatting of pins and of the durable store's state
    status.py     status, sessions, prune
    pins.py       pins list | show | history | rekey-project
    edit.py       pin, unpin, update, rollback, approve, reject
    checks.py     check propose | accept | test
    integrity.py  verify, quarantine list | restore | drop, rebaseline, signing off
    snapshots.py  snapshot export | import
"""
from __future__ import annotations

from memlock_adapters.cli.parser import build_parser
from memlock_adapters.cli.run import main

__all__ = ["build_parser", "main"]
