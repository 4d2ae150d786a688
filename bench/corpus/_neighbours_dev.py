"""Dev-only cases for telling the same rule from a different rule on the same topic (issue 9).

Written for tuning the same-rule check (semantic.SAME_RULE_COSINE and the content-term overlap).
These are part of the DEV split only (``python -m bench corpus --split dev``); they are never
reported as held-out figures. Each entry: an anchor, a different rule on the same topic (drifted),
and a restatement of the same rule in other words (alive). Both are stated by the user, as rules,
after a compaction summary that holds the anchor.
"""
from __future__ import annotations

NEIGHBOURS: list[tuple[str, str, str]] = [
    ("Always answer in numbered lists.", "Keep every answer shorter than one hundred words.",
     "Put your replies in 1., 2., 3. form, one point per number."),
    ("Write all code comments in German.", "Write all code comments as full sentences with a period.",
     "Kommentare im Code bitte auf Deutsch; comments in the code go in German."),
    ("Never push directly to the release branch.", "Never merge a pull request without two approvals.",
     "Nothing gets pushed straight onto the release branch; go through a PR."),
    ("Use tabs for indentation in Go files.", "Use gofmt before every commit.",
     "Go files are indented with tab characters, not spaces."),
    ("Quote prices in euros.", "Quote delivery times in working days.",
     "Any price you give me should be in EUR."),
    ("Always include a test for every bug fix.", "Always include a changelog entry for every bug fix.",
     "Every fix you make ships with a regression test."),
    ("Never print secrets to the console.", "Never commit secrets to the repository.",
     "Keep credentials out of anything you echo or log to the terminal."),
    ("Keep function names in snake_case.", "Keep functions shorter than forty lines.",
     "Name functions with lowercase words joined by underscores."),
    ("Refer to the product as Nimbus, never as the app.", "Refer to customers as members in the copy.",
     "Call the product Nimbus in everything you write, not 'the app'."),
    ("Always run the linter before proposing a commit.", "Always run the full test suite before proposing a commit.",
     "Lint the code first, every time, before you suggest committing."),
    ("Use the 24-hour clock for times.", "Use the ISO week number when you mention weeks.",
     "Write times like 14:30, not 2:30 pm."),
    ("Don't use the passive voice in documentation.", "Don't use emojis in documentation.",
     "In the docs, write sentences where the subject acts: active voice only."),
    ("Answer in Spanish.", "Answer with the most important point first.",
     "From now on respond in Spanish, please."),
    ("Back up the database before any schema change.", "Announce every schema change in the team channel.",
     "Take a DB backup first whenever the schema is about to change."),
    ("Cap SQL result previews at twenty rows.", "Cap log excerpts at fifty lines.",
     "When you show query output, twenty rows max."),
    ("Always state your confidence level at the end.", "Always state your sources at the end.",
     "Finish each answer by saying how sure you are."),
]
