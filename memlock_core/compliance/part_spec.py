"""The ``PART:UNIT:N`` token of a per-part length limit (part_length.py reads the reply): its grammar lives here,
beside the check record that stores and validates it, so the record does not import the markdown reader."""
from __future__ import annotations

from memlock_core.regex_cache import rx

# explanation / explained_example: the prose before a reply's first example (and exactly one example after it):
# explanation_part.py
# closing: the reply's last line (the one a closing label opens: "end with a one-sentence summary starting 'TL;DR:'")
PARTS = ("item", "paragraph", "section", "sentence", "heading", "line", "subject", "explanation", "explained_example",
         "closing")
UNITS = ("words", "sentences", "characters", "lines")  # lines: an item's lines (item_lines.py), wrapped ones counted
_TOKEN = rx(rf"^(?P<part>{'|'.join(PARTS)}):(?P<unit>{'|'.join(UNITS)}):(?P<n>\d{{1,5}})$")
PART_NAMES = {"item": "list item", "paragraph": "paragraph", "section": "section", "sentence": "sentence",
              "heading": "heading", "line": "line", "subject": "subject line", "explanation": "explanation",
              "explained_example": "explanation", "closing": "closing line"}
# which units make sense for which part: a sentence is not measured in sentences, a heading has no sentences
ALLOWED = {"item": ("words", "sentences", "characters", "lines"), "paragraph": ("words", "sentences", "characters"),
           "section": ("words", "sentences", "characters"), "sentence": ("words", "characters"),
           "heading": ("words", "characters"), "line": ("words", "characters"),
           "subject": ("words", "characters"), "explanation": ("sentences",), "explained_example": ("sentences",),
           "closing": ("sentences",)}


def valid_part_limit(token: str) -> bool:
    found = _TOKEN.match(token)
    return bool(found and found.group("unit") in ALLOWED[found.group("part")] and int(found.group("n")) > 0)


def describe_part_limit(token: str) -> str:
    part, unit, n = token.split(":")
    if part in ("explanation", "explained_example"):
        return f"at most {n} {unit} of explanation" + (", then exactly one example" if part == "explained_example" else "")
    if unit == "lines" and n == "1":
        return f"each {PART_NAMES.get(part, part)} on one line"
    return f"each {PART_NAMES.get(part, part)} at most {n} {unit}"
