"""A rule that names the one way tests are run: "run tests with `make test`, not pytest directly", "Les tests se
lancent avec `tox`, pas autrement", "Tests immer über nox, nie direkt pytest", "las pruebas solo con `npm test`",
"テストは `make test` で実行して、pytest を直接使わないで".

Why a module of its own: the command reader takes the runner the rule wants as the command it forbids (a negation
stands in the sentence: "not otherwise", "not pytest"), so ``tox -e lint`` and ``make test ARGS=-x`` were called
broken and ``pytest -x`` obeyed. The shape is the same in every language: tests are spoken of, a runner command is
named in a clause that picks it (with, via, through, only, always; avec, über, con, で), and either a direct test
runner is refused or any other way is ("not otherwise", "nothing else", "pas autrement", "nicht anders"). The rule
is then: no test runner run directly, except through the wanted command (whatever it is passed: ``make test
TEST=x``, ``tox -e py311``).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["DIRECT_RUNNERS", "wanted_runner"]

# test runners run directly (what a wrapper like tox or make sets up for them)
DIRECT_RUNNERS = ("pytest", "py.test", "python -m pytest", "python -m unittest", "nose2", "jest", "vitest", "mocha",
                  "go test", "cargo test", "rspec", "phpunit")
_TESTS = rx(r"\btests?\b|\btest ?suite\b|\bpruebas?\b|\btestes?\b|\bTests?\b|\btesti\b|\bspecs?\b|テスト|测试|테스트",
            re.I)
# a command that runs the suite for the project: a task runner's target, a package script, tox, nox, a script
_RUNNER = rx(r"`([^`\n]{2,60})`|(?<![\w./-])((?:make|gmake|just|task) (?:test|tests|check)\w*|"
             r"(?:npm|pnpm|yarn|bun) (?:run )?test\w*|tox|nox|hatch test|(?:poetry|uv|pdm) run \S+|"
             r"\./[\w./-]*test[\w.-]*)(?![\w-])", re.I)
_WRAPPERS = rx(r"^(?:(?:make|gmake|just|task) \S+|(?:npm|pnpm|yarn|bun) (?:run )?\S+|tox\b.*|nox\b.*|hatch test\b.*|"
               r"(?:poetry|uv|pdm) run \S+.*|\./\S+|bin/\S+|scripts/\S+)$", re.I)
# any other way refused: "not otherwise", "nothing else", "only"
_NO_OTHER_WAY = rx(r"\b(?:not|never|no|nothing) (?:any )?(?:otherwise|other ?wise|else|other way\w*|any other way)\b|"
                   r"\bpas autrement\b|\bjamais autrement\b|\brien d'autre\b|\bnicht anders\b|\bnie anders\b|"
                   r"\bsonst nichts\b|\bde otra (?:forma|manera)\b|\bnada más\b|\bde outra (?:forma|maneira)\b|"
                   r"\baltrimenti\b|\bin altro modo\b|\bonly\b|\bseulement\b|\buniquement\b|\bnur\b|\bsolo\b|\bsólo\b|"
                   r"\bsolamente\b|\bapenas\b|\bsomente\b|だけ|のみ|只", re.I)
_NEG = rx(r"\b(?:not|never|no|don'?t|pas|jamais|nicht|nie|kein\w*|no|nunca|não|mai|non)\b|ない|禁止|别|不要", re.I)
_DIRECT_NAMED = rx(r"(?<![\w./-])(pytest|py\.test|unittest|nose2?|jest|vitest|mocha|rspec|phpunit|go test|cargo test)"
                   r"(?![\w-])", re.I)


def wanted_runner(text: str) -> str:
    """The command ``text`` runs the tests through, when it refuses any other way ("" when it names none)."""
    if not _TESTS.search(text):
        return ""
    wanted = ""
    for m in _RUNNER.finditer(text):
        command = (m.group(1) or m.group(2)).strip()
        if not _WRAPPERS.match(command) or _DIRECT_NAMED.fullmatch(command.split()[0]):
            continue
        if _NEG.search(" ".join(text[:m.start()].split()[-2:])):
            continue  # "never tox", "pas de tox": refused, not wanted
        wanted = command
        break
    if not wanted:
        return ""
    rest = text.replace(wanted, " ")
    refuses = any(_NEG.search(rest[max(0, d.start() - 40):d.start()]) or _NEG.search(rest[d.end():d.end() + 30])
                  for d in _DIRECT_NAMED.finditer(rest))
    return wanted if refuses or _NO_OTHER_WAY.search(rest) else ""
