"""Cost work (issue 21): memoized parses give equal, independent results; the paths the latency bench found crash-prone."""
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.compliance.spelling import variety_words
from memlock_core.compliance.tool_rule import parse_tool_rules


def test_propose_check_repeated_gives_its_own_proposal() -> None:
    rule = "Reply in Portuguese, and never run git push --force on the shared branch."
    first = propose_check(rule)
    assert first is not None
    first.kinds.append("mutated by a caller")
    second = propose_check(rule)
    assert second is not None and second is not first
    assert "mutated by a caller" not in second.kinds
    assert second.check == first.check


def test_parse_tool_rules_lists_are_the_callers_own() -> None:
    rule = "Never delete anything under infra/ without asking."
    first = parse_tool_rules(rule)
    first.rules.clear()
    first.kinds.clear()
    second = parse_tool_rules(rule)
    assert second.rules and second.kinds


def test_parse_reply_rule_repeated_is_equal_and_non_text_is_empty() -> None:
    assert parse_reply_rule("Keep answers under 80 words.") == parse_reply_rule("Keep answers under 80 words.")
    assert parse_reply_rule(None).clauses == ()  # type: ignore[arg-type]


def test_variety_words_lists_are_the_callers_own() -> None:
    british, american = variety_words("The harbour colour and the theater program.")
    british.append("x")
    american.clear()
    again = variety_words("The harbour colour and the theater program.")
    assert "x" not in again[0] and again[1]


def test_bullets_only_with_a_lead_in_and_no_list_is_broken_not_a_crash() -> None:
    # a reply that is only its lead-in line ("Three options:") under "bullet points only" has no list at all
    from memlock_core.compliance.outcomes import BROKEN
    from memlock_core.compliance.reply_structure import list_verdict

    outcome, evidence = list_verdict("bullets_only_lead_in", "Three options to weigh:")
    assert outcome == BROKEN and "Three options" in evidence


def test_dates_lists_are_the_callers_own() -> None:
    from memlock_core.compliance.conventions import dates

    iso, other = dates("Ship on 2031-04-09, review on 10/04/2031.")
    iso.clear()
    other.append("x")
    again = dates("Ship on 2031-04-09, review on 10/04/2031.")
    assert again[0] and "x" not in again[1]
