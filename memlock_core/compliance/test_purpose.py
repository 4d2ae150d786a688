"""Test files kept off for a purpose: "don't edit the tests to make them pass", "Non modificare i file di test per
far passare i test", "ne modifie pas les tests pour les faire passer", "テストを通すためにテストを書き換えないで".

The rule is against weakening tests so that failing code looks green. An edit that only adds a new test (every line
it had is kept, the added text defines a test and skips nothing) cannot make a failing test pass; under such a rule
it is not what is forbidden. A rule without that purpose ("never touch tests/") keeps every edit off. Pure."""
from __future__ import annotations

import re
from typing import Any, Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

_PURPOSE = rx(r"\b(?:to|so (?:that )?(?:the )?(?:tests?|CI|checks?|builds?) (?:will )?)\s*(?:make|get|let|force)?\s*"
              r"(?:(?:the |them |it |CI |tests? |checks? |builds? )+)?(?:pass\w*|green)\b|"
              r"\bjust to (?:pass|go green)\b|"
              r"\bpour (?:les |la |le )?faire passer\b|\bpour que (?:les )?tests? passent\b|"
              r"\bum (?:die |den )?(?:Tests?|CI|Build) (?:grün|durch)\w*|\bdamit (?:die )?Tests? (?:grün|durch)\w*|"
              r"\bpara (?:que )?(?:los )?(?:tests? |pruebas? )?(?:hacer(?:los)? )?pas(?:en|ar)\b|"
              r"\bpara fazer (?:os )?testes? passar\w*|\bpara que os testes passem\b|"
              r"\bper (?:far )?passare\b|\bvoor (?:het )?groen\b|\bom (?:de )?tests? te laten slagen\b|"
              r"通すため|パスさせるため|让测试通过|使测试通过|为了通过|통과시키(?:려고|기 위해)", re.I)
_NEW_TEST = re.compile(r"^\+?\s*(?:async\s+)?(?:def\s+test_\w+|(?:it|test|describe)\s*\(|func\s+Test\w+|@Test\b|"
                       r"#\[test\]|\[(?:Fact|Test)\])", re.M)
_SKIPS = re.compile(r"\bskip\w*|\bxfail\b|\bxit\b|\bxdescribe\b|\.only\s*\(|\.skip\s*\(|@Disabled|@Ignore|#\[ignore\]",
                    re.I)


def forbids_for_passing(text: str, rules: Sequence[ToolRule]) -> bool:
    """Is ``text`` a ban on writing test files said with the purpose "to make them pass"?"""
    return bool(rules) and all(r.intent == "write_path" for r in rules) and isinstance(text, str) and \
        bool(_PURPOSE.search(text))


def adds_a_test_only(args: Any) -> bool:
    """Is the call an edit that keeps every line it replaces and adds a test, skipping none?"""
    if not isinstance(args, dict):
        return False
    old, new = args.get("old_string", args.get("old_str")), args.get("new_string", args.get("new_str"))
    if not isinstance(old, str) or not isinstance(new, str) or not old.strip() or old not in new:
        return False
    added = new.replace(old, "", 1)
    return bool(_NEW_TEST.search(added)) and not _SKIPS.search(added)
