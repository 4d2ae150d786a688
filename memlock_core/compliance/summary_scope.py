"""A form rule kept to summaries: "Don't use markdown headers in Slack summaries", "keine Emojis in
Slack-Zusammenfassungen", "pas de titres dans les résumés d'équipe".

Why a module of its own: the place the rule names ("in ... summaries") was read as no scope, so a README the user
asked for broke "no headers in Slack summaries". A rule on the marks of a text (headings, lists, emoji, markdown,
tables) said of summaries speaks to replies that are a summary the user asked for (``when: summary_request``);
the words before the noun (a channel, a team, "weekly") only say which summaries.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_SUMMARY = (r"(?:summar(?:y|ies)|recaps?|digests?|tl;?drs?|zusammenfassung(?:en)?|résumés?|resúmenes|resumen|"
            r"riassunti|riepiloghi|samenvattingen|resumos?|podsumowani\w*)")
# "in Slack summaries", "in the weekly summaries", "in den Slack-Zusammenfassungen", "dans les résumés d'équipe",
# "en los resúmenes semanales", "in de samenvattingen", "nei riassunti"
SUMMARY_PLACE = rx(
    r"\b(?:in|into|for|im|in den|in der|bei|dans|dans les|dans mes|pour|pour les|en|en los|en las|en mis|para|"
    r"para los|nei|nelle|negli|in de|nos|nas|w)\s+(?:(?:the|my|our|your|all|any|die|den|unsere\w*|les|mes|nos|los|"
    r"las|mis|i|le|de|os|as)\s+)?(?:[\w'-]+[\s-]+){0,2}?" + _SUMMARY + r"\b", re.I)


def in_summaries(piece: str) -> bool:
    """The rule says where it holds: in summaries (of any channel or team)."""
    return bool(SUMMARY_PLACE.search(piece))
