"""Every test that cannot run here says so through tests/require.py, and nowhere else: under CI
(``CI=1 ./dev test``) a missing prerequisite fails the run instead of quietly shrinking the suite.

This counts the bare skip sites (``pytest.skip``, ``skipif``, ``importorskip``, ``mark.skip``,
unittest's ``skip``/``skipTest``) in every file under tests/ and fails on the first one outside the
helper: convert it to ``require(condition, "what is missing")`` / ``require_module(...)``.
"""
from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
HELPER = TESTS / "require.py"
BARE = re.compile(r"\b(?:pytest\s*\.\s*" + "skip" + r"\s*\(|" + "skip" + r"if\b|importor" + "skip" + r"\b|mark\s*\.\s*"
                  + "skip" + r"\b|unittest\s*\.\s*" + "skip" + r"|\.skip" + r"Test\s*\(|from\s+pytest\s+import\s+[^\n]*\b"
                  + "skip" + r")")


def bare_skip_sites() -> list[str]:
    sites = []
    for path in sorted(TESTS.rglob("*.py")):
        if path in (HELPER, Path(__file__).resolve()):  # the helper, and this checker's own examples
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if BARE.search(line.split("#", 1)[0]):
                sites.append(f"{path.relative_to(TESTS.parent)}:{number}: {line.strip()}")
    return sites


def test_no_bare_skip_outside_the_require_helper():
    sites = bare_skip_sites()
    assert sites == [], ("a test skips without tests/require.py (under CI it would skip instead of failing); "
                         "use require(...) / require_module(...):\n" + "\n".join(sites))


def test_the_helper_is_where_skips_happen():
    text = HELPER.read_text(encoding="utf-8")
    assert BARE.search(text) and "pytest.fail" in text and 'os.environ.get("CI")' in text


def test_the_counter_sees_a_bare_skip(tmp_path, monkeypatch):
    """The counter itself can fail: a file with each spelling is reported line by line."""
    import test_skip_sites as me

    probe = tmp_path / "tests"
    probe.mkdir()
    (probe / "require.py").write_text("")
    spellings = ["pytest." + "skip('x')", "@pytest.mark." + "skipif(True, reason='x')",
                 "m = pytest.importor" + "skip('x')", "@pytest.mark." + "skip", "self." + "skipTest('x')",
                 "from pytest import " + "skip"]
    (probe / "test_x.py").write_text("\n".join(spellings) + "\nrequire(ok, 'x')  # pytest." + "skip in a comment\n")
    monkeypatch.setattr(me, "TESTS", probe)
    monkeypatch.setattr(me, "HELPER", probe / "require.py")
    assert len(me.bare_skip_sites()) == len(spellings)
