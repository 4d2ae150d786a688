"""Errors discarded with Go's blank identifier (go_errors.py): the rule in several languages, its look-alikes, and
the Go code that drops an error or only an index / a map's ok."""
from __future__ import annotations

import pytest

from memlock_core.compliance.go_errors import TOKEN, go_error_verdict, parse


@pytest.mark.parametrize("rule", [
    "handle errors in Go examples, never discard err with _",
    "n'ignore jamais les erreurs en Go",
    "Fehler in Go nie mit _ verwerfen",
    "en Go, nada de ignorar errores con _",
    "Goのサンプルでerrを_で無視しないで",
])
def test_rule_read(rule: str) -> None:
    assert parse(rule) == [TOKEN]


@pytest.mark.parametrize("rule", ["don't ignore my errors in the essay", "never use _ as a variable name",
                                  "ignore the errors in the log, they're noise", "go ahead and fix the errors"])
def test_look_alikes(rule: str) -> None:
    assert parse(rule) == []


@pytest.mark.parametrize("body, outcome", [
    ("data, err := os.ReadFile(p)\nif err != nil {\n\treturn err\n}", "obeyed"),
    ("for _, v := range xs {\n\tt += v\n}", "obeyed"),
    ("v, _ := m[key]", "obeyed"),
    ("data, _ := os.ReadFile(p)", "broken"),
    ("_ = f.Close()", "broken"),
    ("n, err := strconv.Atoi(s)\nm, _ := strconv.Atoi(t)", "broken"),
])
def test_verdicts(body: str, outcome: str) -> None:
    assert go_error_verdict([("go", body)])[0] == outcome


def test_no_go() -> None:
    assert go_error_verdict([("python", "x, _ = f()")])[0] == "not_applicable"
