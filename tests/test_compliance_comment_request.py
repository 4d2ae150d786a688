"""One definition of "the user asks for comments", shared by a rule's own exception and the plain no-comments rule."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.comment_request import asks_for_comments
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, check_reply
from memlock_core.compliance.propose import propose_check


def test_a_comment_word_asks_and_a_refused_one_does_not() -> None:
    for message in ("Sort this list, and please comment the tricky bits.", "Can you add comments to the parser?",
                    "Trie la liste, code commenté s'il te plaît.", "Bitte kommentiert, damit ich es verstehe.",
                    "Hazlo comentado, por favor.", "Me passa o código com comentários?", "コメント付きで書いて"):
        assert asks_for_comments(message), message
    for message in ("Sort this list, no comments.", "Write it without any comments.", "Ohne Kommentare bitte.",
                    "Sin comentarios, gracias.", "Sort this list in place.", "コメントは不要です"):
        assert not asks_for_comments(message), message


def _outcome(rule: str, reply: str, user: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="r", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


def test_both_kinds_of_no_comments_rule_yield_to_the_same_request() -> None:
    commented = "```python\n# count the vowels\nn = sum(c in 'aeiou' for c in word)\n```"
    for rule in ("Don't put comments in code.", "No comments in code unless I ask for them.",
                 "Pas de commentaires dans le code."):
        assert _outcome(rule, commented, "count the vowels in word") == BROKEN, rule
        assert _outcome(rule, commented, "count the vowels in word, commented please") == NOT_APPLICABLE, rule
        assert _outcome(rule, commented, "compte les voyelles, avec des commentaires") == NOT_APPLICABLE, rule
        assert _outcome(rule, commented, "count the vowels, without comments") == BROKEN, rule
