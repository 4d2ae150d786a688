"""The cross-process regex cache (memlock_core/regex_cache.py): same patterns as re.compile, never different."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memlock_core import regex_cache

ROOT = Path(__file__).resolve().parent.parent

PATTERNS = [
    (r"(?P<word>\b[a-zà-ÿ]+\b)\s+(?P=word)", re.IGNORECASE),
    (r"(?<![\w/])(?:sudo|doas)\b(?!\s*-h)", 0),
    (r"^\s*(?:[-*+]|\d+[.)])\s+", re.MULTILINE),
    (r"[\U0001F300-\U0001FAFF\u2600-\u27BF]", 0),
    (r"(?x) \d{1,3} (?: [ ,.] \d{3} )* (?: [.,] \d+ )?  # a number", 0),
    (r"(?s)```(\w+)?\n(.*?)```", 0),
    (r"常に|必ず|いつも", 0),
    (r"(a)|(b)", re.ASCII),
]
TEXTS = ["the the cat", "run sudo rm", "sudo -h", "- one\n2) two", "ok 👍 ✔", "1,234.56 and 12 000",
         "```py\nx=1\n```", "必ず敬語で", "b", "ÉTÉ été"]


@pytest.fixture()
def fresh_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    path = tmp_path / "regex-test.marshal"
    monkeypatch.setattr(regex_cache, "cache_path", lambda: path)
    monkeypatch.setattr(regex_cache, "_entries", None)
    monkeypatch.setattr(regex_cache, "_dirty", False)
    monkeypatch.setattr(regex_cache, "_enabled", True)
    monkeypatch.setattr(regex_cache, "_flush_registered", True)  # no atexit writes from tests
    monkeypatch.setattr(regex_cache, "_at_import", lambda: True)  # as if a module were being imported
    monkeypatch.delenv("MEMLOCK_REGEX_CACHE", raising=False)
    return path


def _same(a: re.Pattern[str], b: re.Pattern[str]) -> None:
    assert (a.pattern, a.flags, a.groups, a.groupindex) == (b.pattern, b.flags, b.groups, b.groupindex)
    for text in TEXTS:
        assert [m.span() for m in a.finditer(text)] == [m.span() for m in b.finditer(text)]
        assert [m.groups() for m in a.finditer(text)] == [m.groups() for m in b.finditer(text)]


def test_compiled_and_rebuilt_patterns_behave_like_re_compile(fresh_cache: Path) -> None:
    for pattern, flags in PATTERNS:
        _same(regex_cache.rx(pattern, flags), re.compile(pattern, flags))
    assert regex_cache.flush() and fresh_cache.exists()
    regex_cache._entries = None  # a new process: everything comes from the file
    for pattern, flags in PATTERNS:
        _same(regex_cache.rx(pattern, flags), re.compile(pattern, flags))
    assert not regex_cache._dirty  # nothing was compiled anew


def test_patterns_made_at_run_time_stay_off_disk(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pattern built from a user's rule text while a hook runs is not written next to the package."""
    monkeypatch.undo()
    monkeypatch.setattr(regex_cache, "cache_path", lambda: fresh_cache)
    monkeypatch.setattr(regex_cache, "_entries", None)
    monkeypatch.setattr(regex_cache, "_dirty", False)
    monkeypatch.setattr(regex_cache, "_flush_registered", True)
    _same(regex_cache.rx(r"db1\.internal\.example"), re.compile(r"db1\.internal\.example"))
    assert not regex_cache._dirty and not regex_cache.flush() and not fresh_cache.exists()


def test_invalid_pattern_raises_like_re(fresh_cache: Path) -> None:
    with pytest.raises(re.error):
        regex_cache.rx(r"(unclosed")


def test_torn_or_foreign_file_is_ignored(fresh_cache: Path) -> None:
    regex_cache.rx(r"abc+")
    assert regex_cache.flush()
    data = fresh_cache.read_bytes()
    fresh_cache.write_bytes(data[:-7])  # a crash mid-write
    regex_cache._entries = None
    _same(regex_cache.rx(r"abc+"), re.compile(r"abc+"))
    assert regex_cache._dirty  # compiled again, the file was not trusted
    fresh_cache.write_bytes(b"\x00" * 40)
    regex_cache._entries = None
    _same(regex_cache.rx(r"abc+"), re.compile(r"abc+"))


def test_a_wrong_entry_cannot_change_a_pattern(fresh_cache: Path) -> None:
    """An entry's opcodes belong to its own pattern text: a file mixing them up is caught by the digest."""
    regex_cache.rx(r"sudo")
    assert regex_cache.flush()
    raw = bytearray(fresh_cache.read_bytes())
    raw[-3] ^= 0xFF  # flip a byte of the body
    fresh_cache.write_bytes(bytes(raw))
    regex_cache._entries = None
    assert regex_cache.rx(r"sudo").search("sudo ls")


def test_disabled_by_environment(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMLOCK_REGEX_CACHE", "0")
    regex_cache.rx(r"x+y")
    assert not regex_cache.flush() and not fresh_cache.exists()


def test_unwritable_place_fails_open(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setattr(regex_cache, "cache_path", lambda: blocker / "sub" / "cache.marshal")
    regex_cache.rx(r"q+")
    assert regex_cache.flush() is False  # a file where the directory should be: no write, no error


def test_broken_private_api_falls_back_to_re_compile(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(pattern: str, flags: int) -> None:
        raise AttributeError("re._compiler changed")

    monkeypatch.setattr(regex_cache, "_compile_fresh", boom)
    _same(regex_cache.rx(r"fall(back)?"), re.compile(r"fall(back)?"))
    assert regex_cache._enabled is False


def test_a_new_process_reads_the_cache_the_last_one_wrote(tmp_path: Path) -> None:
    """Two real interpreters with different string hashes: the second builds memlock's compliance and detection
    patterns without compiling any (a pattern joined from a set in hash order would be a new key every time)."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    probe = (
        "import memlock_core.regex_cache as r, memlock_core.compliance.evaluate as e, memlock_core.detection.audit\n"
        "print(r._dirty, len(r._entries or {}))\n"
    )
    first = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={**env, "PYTHONHASHSEED": "1"},
                           capture_output=True, text=True, timeout=120, check=True)
    second = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={**env, "PYTHONHASHSEED": "2"},
                            capture_output=True, text=True, timeout=120, check=True)
    dirty2, count2 = second.stdout.split()
    assert int(first.stdout.split()[1]) > 100
    assert dirty2 == "False" and int(count2) >= int(first.stdout.split()[1])


def test_entries_are_checked_one_by_one(fresh_cache: Path) -> None:
    """The index is read up front, each entry only when its pattern is asked for: an altered entry costs that one
    pattern a fresh compile, the others still come from the file."""
    regex_cache.rx(r"alpha+")
    regex_cache.rx(r"beta+")
    assert regex_cache.flush()
    regex_cache._entries = None
    index, body = regex_cache._load()
    offset, length, _crc = index[("alpha+", 0)]
    raw = bytearray(fresh_cache.read_bytes())
    start = len(raw) - len(body) + offset
    raw[start + length // 2] ^= 0xFF  # one byte of alpha's entry
    fresh_cache.write_bytes(bytes(raw))
    regex_cache._entries = None
    _same(regex_cache.rx(r"beta+"), re.compile(r"beta+"))
    assert not regex_cache._dirty  # beta came from the file
    _same(regex_cache.rx(r"alpha+"), re.compile(r"alpha+"))
    assert regex_cache._dirty  # alpha's entry failed its CRC and was compiled anew
