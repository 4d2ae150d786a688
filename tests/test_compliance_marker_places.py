"""A list rule that names its marker and refuses numbers; emoji excepted from a ban only in one place (issue 21)."""
from __future__ import annotations

from tests.compliance_judge import judge, proposed_reply_check


def test_dashes_instead_of_numbers_refuses_numbered_items() -> None:
    for rule in ("For lists use hyphens, never numbers.",
                 "Bei Listen Bindestriche statt Zahlen verwenden.",
                 "Pour les listes : des tirets, pas de numéros.",
                 "Per gli elenchi usa i trattini, niente numeri."):
        formats = (proposed_reply_check(rule) or {}).get("format", [])
        assert "dash_bullets" in formats and "no_numbered" in formats, rule
    rule = "For lists use hyphens, never numbers."
    assert judge(rule, "Pack these:\n1. Tent\n2. Stove\n3. Torch")[0] == "broken"
    assert judge(rule, "Pack these:\n- Tent\n- Stove\n- Torch")[0] == "obeyed"


def test_a_marker_rule_silent_on_numbers_leaves_numbered_lists_alone() -> None:
    for rule in ("Use hyphens for bullet points.", "Dashes for lists; numbers are fine inside tables."):
        assert "no_numbered" not in (proposed_reply_check(rule) or {}).get("format", []), rule


def test_excepted_emoji_stand_only_in_the_place_the_exception_names() -> None:
    rule = "No emoji at all, except ✔️ and ✖️ in to-do lists."
    assert (proposed_reply_check(rule) or {}).get("emoji_allowed_in") == "lists"
    assert judge(rule, "Today:\n- ✔️ call the bank\n- ✖️ buy stamps")[0] == "obeyed"
    assert judge(rule, "Yes ✔️, the bank opens at nine.")[0] == "broken"
    spanish = "Nada de emojis, salvo ✅ en las listas de tareas."
    assert (proposed_reply_check(spanish) or {}).get("emoji_allowed_in") == "lists"
    assert judge(spanish, "Sí ✅, el banco abre a las nueve.")[0] == "broken"
    assert judge(spanish, "Hoy:\n- ✅ llamar al banco\n- sellos")[0] == "obeyed"


def test_an_exception_that_names_no_place_allows_the_emoji_anywhere() -> None:
    rule = "No emoji, except ✔️."
    assert "emoji_allowed_in" not in (proposed_reply_check(rule) or {})
    assert judge(rule, "Yes ✔️, the bank opens at nine.")[0] == "obeyed"
