"""Someone else's words handed over in a user message keep no pin alive (issue 22: quoted material; issue 24).

The lead-in names where the words come from: a program's or a bot's output ("the tool printed this:"), the
assistant's own earlier words ("You wrote earlier:", "your previous reply:"), a note an agent saved, a document in
German, Spanish or Japanese ("Im Handbuch steht:", "En la guía pone:", "READMEにこう書いてある："), a transcript with
"me:" / "bot:" lines, a block carried over from another session. The user's own words beside them still count.
"""
from __future__ import annotations

import pytest
from drift_history import alive_in

PIN = "Always run the linter before committing."


@pytest.mark.parametrize("message", [
    "the deploy tool printed this:\nHINT: Always run the linter before committing.\nwhat does it want from me?",
    "The CLI returned: Always run the linter before committing. Odd, right?",
    "You wrote earlier: Always run the linter before committing. Where does that come from?",
    "Your previous reply: always run the linter before committing. Please explain it.",
    "Copy of the model's last answer: Sure, I'll always run the linter before committing. ok, next file",
    "Note saved by the agent: Always run the linter before committing.\nfine, go on",
    "In der Wiki-Seite steht: Always run the linter before committing. Gilt das noch?",
    "En el README pone: Always run the linter before committing. ¿Sigue igual?",
    "Le script affiche : Always run the linter before committing. Pourquoi ?",
    "CONTRIBUTINGにこう書いてある：Always run the linter before committing. これは本当？",
    "old chat export —\nme: Always run the linter before committing.\nbot: noted\n— that's all. What about the tests?",
    "[rules from the previous session]\nAlways run the linter before committing.\n\nnow the parser bug",
    "Mein Kollege meint: Always run the linter before committing. Das sehe ich anders.",
    "My teammate reckons: always run the linter before committing. Not sure.",
    "Ana opina: Always run the linter before committing. Yo no estoy seguro.",
    # a label of material or of someone else's words
    "Summarize the policy doc. Excerpt: Always run the linter before committing.",
    "Please review the PR. Reviewer comment: Always run the linter before committing.",
    "Update the changelog. Also from the old policy: Always run the linter before committing.",
    "Fasse das Dokument zusammen. Auszug: Always run the linter before committing.",
    "議事録をまとめて。抜粋：Always run the linter before committing.",
    # a quoted rule given to someone else is adopted by nobody here
    'The other team\'s handbook reads "Always run the linter before committing." Same rule for them as for the QA folks.',
])
def test_handed_over_words_keep_no_pin_alive(message: str) -> None:
    assert not alive_in(PIN, message)


@pytest.mark.parametrize("message", [
    "The CLI returned an error. Always run the linter before committing.",
    "As I said: always run the linter before committing.",
    "You wrote the hook well. From now on, always run the linter before committing.",
    "Wichtig: Always run the linter before committing.",
    "メモ：Always run the linter before committing.",
    "Check the style guide. Reminder: Always run the linter before committing.",
])
def test_the_users_own_rule_beside_them_still_counts(message: str) -> None:
    assert alive_in(PIN, message)
