"""Changelog entries: "changelog: a bullet for every change, past tense first ('Added ...', 'Fixed ...')", "im
CHANGELOG jeder Eintrag ein Stichpunkt, beginnend mit einem Verb im Präteritum", "dans le changelog, une puce par
changement, au passé".

Why a module of its own: the rule speaks of the changelog the assistant writes, not of the chat, and of a form no
other reader knows (a bullet per change, a verb in the past tense first). It is the format part ``changelog_past``
(``changelog_bullets`` when the tense is not named), read only in a changelog file a tool call writes
(``only_in: files``): the lines it adds under the release headings must be bullets, and when the rule names the
past tense each bullet's first word must be an English past form (``-ed`` or an irregular one). A bullet that opens
on a name or code is not judged, nor the tense of a changelog not written in English.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

PAST, BULLETS = "changelog_past", "changelog_bullets"

_CHANGELOG = rx(r"\bchange-?logs?\b|\bchange log\b|\brelease notes\b|\bchangelog\.md\b|\bnotes de version\b|"
                r"\bjournal des modifications\b|\bänderungsprotokoll\b|\bversionshinweise\b|\bregistro de cambios\b|"
                r"\bnotas de (?:la )?versión\b|変更履歴|更新履歴|リリースノート|变更日志|更新日志", re.I)
_PAST = rx(r"\bpast[- ]tense\b|\bpast (?:form|participle)\b|\bsimple past\b|\bau passé\b|\bpassé composé\b|"
           r"\b(?:im )?präteritum\b|\bvergangenheit(?:sform)?\b|\b(?:en )?pasado\b|\bal passato\b|\bpassato\b|過去形", re.I)
_BULLET_EACH = rx(r"\b(?:one|a|each|every|une?|ein(?:en)?|jede[rns]?|cada|un)\s+(?:bullet|puce|stichpunkt|"
                  r"aufzählungspunkt|viñeta|punto)\s+(?:per|par|pro|por|para|each)\b|"
                  r"\b(?:bullet|puce|stichpunkt|viñeta)\s+(?:per|par|pro|por)\s+(?:change|changement|änderung|cambio)\b", re.I)

# English verbs that end in "-ed" but are no past form
_NOT_PAST = frozenset("need needs seed speed feed embed shed bleed breed proceed exceed succeed bed red shred "
                      "heed weed".split())
_IRREGULAR = frozenset("""made built wrote rewrote ran set put cut split broke brought found kept left let led lost
    took gave got began became chose did drew drove fell fed felt fought forgot froze grew hid held hung knew laid
    lent lit meant met paid read rode rose said saw sent shot showed shown shut sold spent stood stuck swept taught
    threw told thought understood undid upheld withdrew won wound redid reran reset rebuilt overrode""".split())
_ENGLISH = re.compile(r"\b(?:the|a|an|to|for|of|and|in|on|with|when|from|by|is|are|now|no|not)\b", re.I)
_RELEASE_HEADING = re.compile(r"^\s*#{1,6}\s")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+(?P<body>.*)$")


def parse(text: str) -> str:
    """PAST when the rule asks each changelog bullet to open with a past-tense verb, BULLETS when it asks one
    bullet per change only, else ``""``."""
    if not _CHANGELOG.search(text):
        return ""
    if _PAST.search(text):
        return PAST
    return BULLETS if _BULLET_EACH.search(text) else ""


def is_changelog(path: str) -> bool:
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    return bool(re.match(r"(?:change-?log|changes|history|news|release[-_]?notes)(?:\.(?:md|markdown|rst|txt))?$", name))


def _past(word: str) -> bool:
    low = word.lower()
    if low in _IRREGULAR:
        return True
    return low.endswith("ed") and len(low) > 3 and low not in _NOT_PAST


def verdict(texts: list[str], old: list[str], past: bool) -> Finding:
    """The lines the call adds to a changelog (``texts`` less the ``old`` text they replace): each a bullet, each
    bullet opening on a past-tense verb when ``past``."""
    kept = {line.strip() for text in old for line in text.splitlines() if line.strip()}
    added = [line for text in texts for line in text.splitlines()
             if line.strip() and line.strip() not in kept and not _RELEASE_HEADING.match(line)
             and not re.match(r"^\s*(?:\[[^\]]+\]:|<!--|---+\s*$)", line)]
    if not added:
        return NOT_APPLICABLE, "no changelog entry written"
    # the tense is read in English only: a changelog in another language ("Behoben: ...") keeps the bullet rule alone
    past = past and len(_ENGLISH.findall(" ".join(added))) >= 1
    for line in added:
        bullet = _BULLET.match(line)
        if not bullet:
            if line.startswith((" ", "\t")):
                continue  # a bullet's continuation line
            return BROKEN, f"a changelog entry not written as a bullet: \"{line.strip()[:60]}\""
        if past:
            first = re.match(r"[*_`]*([A-Za-z][\w'-]*)", bullet.group("body"))
            if first and not re.fullmatch(r"[A-Za-z][a-z'-]*", first.group(1)):
                continue  # a name or code first ("`--json` flag ...", "API ..."): no English verb to judge
            if not first or not _past(first.group(1)):
                return BROKEN, f"a changelog bullet that does not open with a past-tense verb: \"{line.strip()[:60]}\""
    return OBEYED, f"{len(added)} changelog line(s), each a bullet" + (" opening with a past-tense verb" if past else "")
