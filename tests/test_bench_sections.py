"""docs/BENCHMARKS.md cannot go stale silently: bench/docsection.py's check, fast (no bench runs).

A section records the commit and a digest of the modules it measures; the check fails when those modules
changed since, when a section has no provenance, or when a ``## `` heading is not written by any bench.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from bench import docsection
from bench.docsection import BY_ID, SECTIONS, check, modules_digest, sections_of, write_section

ROOT = Path(__file__).resolve().parent.parent
# The hook-latency section as issue 23 found it on main at 9a403c6 ("1.57 ms warm at 1,000 messages",
# measured by 4beac41's bench on 4beac41's detector; bench_hook.py --quick gave 35-44 ms there).
STALE_AT, MEASURED_AT = "9a403c6", "4beac41"


def _git_has(commit: str) -> bool:
    return subprocess.run(["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=ROOT, capture_output=True).returncode == 0


def _hook_section_at(commit: str) -> str:
    text = subprocess.run(["git", "show", f"{commit}:docs/BENCHMARKS.md"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout
    heading, body = next((h, b) for h, b in sections_of(text) if h.startswith("## pre_llm_call hook latency"))
    return f"{heading}\n{body}"


@pytest.fixture
def history() -> None:
    if not (_git_has(STALE_AT) and _git_has(MEASURED_AT)):
        pytest.fail("this test reads the repository's history (9a403c6, 4beac41): run it in a full clone")


def test_the_check_fails_on_the_hook_section_as_issue_23_found_it(history: None) -> None:
    section = _hook_section_at(STALE_AT)
    assert "1.57 (1.74) ms" in section
    problems = check(section)
    assert [p.message.split(":")[0] for p in problems] == ["no provenance marker"]
    # And with the provenance it would have carried (measured at 4beac41): stale, naming what changed since.
    hook = BY_ID["hook"]
    meta = {"id": "hook", "commit": MEASURED_AT, "modules": modules_digest(hook.modules, commit=MEASURED_AT)}
    heading, _, body = section.partition("\n")
    stamped = f"{hook.heading}\n\n<!-- bench-provenance {json.dumps(meta)} -->\n{body}"
    problems = check(stamped)
    assert len(problems) == 1 and problems[0].message.startswith(f"stale: measured at {MEASURED_AT}")
    assert "memlock_core/detection" in problems[0].message and "python -m bench doc hook" in problems[0].message


def test_a_section_measured_on_the_current_modules_is_fresh_and_a_change_makes_it_stale(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = tmp_path / "BENCHMARKS.md"
    section = BY_ID["material"]
    write_section(section.heading, f"{section.heading}\n\nfigures\n", path=doc, command="python -m bench material")
    write_section(section.heading, "figures, again\n", path=doc, command="python -m bench material")  # replaced, not appended
    text = doc.read_text(encoding="utf-8")
    assert text.count(section.heading) == 1 and text.count("bench-provenance") == 1 and "figures, again" in text
    assert "`python -m bench material`" in text and "load average" in text
    assert check(text) == []
    monkeypatch.setattr(docsection, "modules_digest", lambda *a, **k: "0" * 16)  # as if the modules changed
    assert [p.message.split(":")[0] for p in check(text)] == ["stale"]


def test_an_unregistered_heading_is_refused_and_flagged(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not registered"):
        write_section("## Numbers typed by hand", "1.5 ms", path=tmp_path / "B.md")
    assert [p.message.split(":")[0] for p in check("## Numbers typed by hand\n\n1.5 ms\n")] == [
        "not registered in bench/docsection.py SECTIONS"]


def test_every_registered_module_path_exists() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for section in SECTIONS:
        assert len({s.id for s in SECTIONS}) == len(SECTIONS)
        for module in section.modules:
            assert any(docsection._matches(path, (module,)) for path in tracked) or module.endswith("cli") \
                or module == "bench/bench_real_gateway.py", (section.id, module)
