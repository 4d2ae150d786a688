"""Programs run inside a project environment by its manager: ``poetry run alembic upgrade``, ``uv run pytest``,
``pipenv run pip install x``, ``pdm run``, ``hatch run``, ``rye run``, ``conda run -n env``, ``bundle exec rake``.

Why a module of its own: the manager's own name is what the call starts with, so a rule against the program it runs
("never call alembic directly", "don't pip install into the project env") saw only the manager and its words. The
program after ``run`` (``exec`` for bundler) is run as its own command as well, its options skipped (those that
take a value with their value).
"""
from __future__ import annotations

from collections.abc import Sequence

__all__ = ["RUNNERS", "inner_command"]

# manager -> the subcommands that run a program in its environment
RUNNERS: dict[str, frozenset[str]] = {
    "poetry": frozenset({"run"}), "pipenv": frozenset({"run"}), "pdm": frozenset({"run"}), "hatch": frozenset({"run"}),
    "rye": frozenset({"run"}), "uv": frozenset({"run"}), "conda": frozenset({"run"}), "mamba": frozenset({"run"}),
    "micromamba": frozenset({"run"}), "bundle": frozenset({"exec"}), "pixi": frozenset({"run"}),
}
# options of those subcommands that take a value
_VALUED = frozenset({"-n", "--name", "-p", "--prefix", "--python", "--with", "--with-requirements", "--env-file",
                     "--group", "--extra", "--package", "--directory", "--project", "-e", "--env", "--environment",
                     "--index", "--index-url", "-C", "--cwd", "--gemfile", "--manifest-path", "--from"})


def inner_command(argv: Sequence[str]) -> list[str]:
    """The command a manager's ``run`` starts (``[]`` when ``argv`` is no such run or runs nothing)."""
    if len(argv) < 3 or argv[0] not in RUNNERS:
        return []
    i = 1
    while i < len(argv) and argv[i].startswith("-"):  # options before the subcommand (`uv --quiet run`)
        i += 2 if argv[i] in _VALUED else 1
    if i >= len(argv) or argv[i] not in RUNNERS[argv[0]]:
        return []
    i += 1
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "--":
        i += 1 if "=" in argv[i] or argv[i] not in _VALUED else 2
    if i < len(argv) and argv[i] == "--":
        i += 1
    return list(argv[i:])
