"""'End every answer with a one-line summary' with no label named: read by the closing passage's shape (issue 21)."""
from __future__ import annotations

from tests.compliance_judge import judge, proposed_reply_check


def test_the_rule_is_read_in_several_languages_and_a_named_label_stays_ends_with() -> None:
    for rule in ("Always finish with a short one-line recap.",
                 "Schließe jede Antwort mit einer Zusammenfassung in einem Satz ab.",
                 "Termine toujours par un résumé en une phrase.",
                 "答えの最後に一行のまとめを書いて。"):
        assert "closing_summary" in (proposed_reply_check(rule) or {}).get("format", []), rule
    labelled = proposed_reply_check("Finish every reply with a recap line starting with 'In short:'") or {}
    assert "closing_summary" not in labelled.get("format", [])
    asked = proposed_reply_check("When I ask for a summary, keep it under fifty words.") or {}
    assert "closing_summary" not in asked.get("format", [])


def test_the_closing_passage_must_be_one_sentence_after_a_body() -> None:
    rule = "Always finish with a short one-line recap."
    body = "Swap space lets the kernel move idle pages to disk. It helps when memory is tight, at the cost of speed."
    assert judge(rule, body + "\n\nIn short: swap trades speed for room.")[0] == "obeyed"
    assert judge(rule, body + "\n\nSwap trades speed for room.")[0] == "obeyed"
    assert judge(rule, body)[0] == "broken"  # no closing line apart from the body
    assert judge(rule, "In short: swap trades speed for room.\n\n" + body)[0] == "broken"  # the recap opens it
    assert judge(rule, "Yes.")[0] == "not_applicable"


def test_a_german_reply_ending_with_its_summary() -> None:
    rule = "Schließe jede Antwort mit einer Zusammenfassung in einem Satz ab."
    body = "Ein Hardlink zeigt auf dieselben Daten wie die Originaldatei. Ein Symlink speichert nur den Pfad."
    assert judge(rule, body + "\n\nFazit: Hardlinks teilen Daten, Symlinks nur den Pfad.")[0] == "obeyed"
    assert judge(rule, body + "\n\n```bash\nln -s ziel link\n```")[0] == "broken"


def test_an_unquoted_label_leaves_the_closing_line_to_ends_with() -> None:
    found = proposed_reply_check("Close each answer with a one-line recap that starts with TL;DR") or {}
    assert "closing_summary" not in found.get("format", [])
