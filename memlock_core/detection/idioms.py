"""Idioms that hold an object noun and name no object (round 10).

The rule parse reads a rule's scope from the objects it names ("in the invoice template", "for commit messages",
rule_identity._SCOPE). An idiom may hold such a noun and name nothing: "Root privileges are off the table" bans root
and names no table; "keep it to five minutes" is a length, no meeting minutes; "das gebe ich zu Protokoll" puts
something on record, no protocol. Read as a scope, the noun made the sentence a narrower rule than the pin it
restates, and the pin was re-injected.

:func:`without_idioms` blanks these idioms before the scope is read, in the languages memlock reads. Only
idioms whose noun the scope reads are listed: an idiom without one ("in the loop") never mattered to it.
"""
from __future__ import annotations

import re

from memlock_core.detection.literal_gate import LiteralGate
from memlock_core.detection.verb_forms import is_past
from memlock_core.regex_cache import rx

_IDIOM = rx(
    # a choice ruled in or out: "off the table", "on the table", "bring to the table", "sur la table", "hors de la table"
    r"\b(?:off|on|from|to|under|at)\s+the\s+table\b|\bturn(?:s|ed)?\s+the\s+tables\b|\btable\s+rase\b|"
    r"\b(?:sur|hors\s+de|de)\s+la\s+table\b|"
    # a length of time: "within minutes", "in 5 minutes", "a few minutes", "last-minute", "en quelques minutes"
    r"\b(?:\d+|a\s+few|few|couple\s+of|several|some|within|in|quelques|plusieurs)\s+minutes\b|\blast[- ]minute\b|"
    # a trial: "put it to the test", "the test of time", "an acid test"; a record: "zu Protokoll geben", "que conste en actas"
    r"\bput\s+(?:\w+\s+){0,2}to\s+the\s+test\b|\btest\s+of\s+time\b|\bacid\s+test\b|\bzu\s+Protokoll\b|"
    r"\bconst[ae]\s+en\s+actas?\b|"
    # nothing to say, lost meaning: "no comment", "lost in translation", "makes headlines", "compare notes"
    r"\bno\s+comments?\b|\blost\s+in\s+translation\b|\bmak(?:e|es|ing)\s+headlines\b|\bcompare\s+notes\b",
    re.IGNORECASE)


def without_idioms(text: str) -> str:
    """``text`` with the idioms of the module doc blanked out (one space each)."""
    return _IDIOM.sub(" ", text)


# A thing or an act ruled out by an idiom: "Friday deploys are off the table", "prod is off-limits for you", "Finger weg
# von der Prod-DB", "pas touche au serveur de paie", "la base de producción está prohibida". Said plainly it is a ban
# the rule parse reads: "no Friday deploys", "don't touch prod". The subject, then what follows the idiom (a scope
# or an exception the parse must still see: "..., staging only").
_RULED_OUT = rx(
    r"^(?P<lead>(?:[^:—–]{1,40}[:—–]\s+)?)(?P<what>[^,;:.!?—–]{2,60}?)\s+(?:is|are|stays?|remains?|est|sont|reste|está|están|"
    r"es|son|è|sono|é|são|ist|sind|bleibt|is|zijn)\s+(?:(?:for\s+you|für\s+dich|pour\s+toi)\s+)?(?:(?:strictly|completely|totally|absolutely)\s+)?"
    r"(?:off\s+the\s+table|off[- ]limits|out\s+of\s+bounds|a\s+no[- ]go|taboo|forbidden|not\s+allowed|"
    r"interdite?s?|hors\s+limites|prohibid[oa]s?|vietat[oaie]|proibid[oa]s?|verboten|tabu|verboden|taboe|"
    # a thing nobody may touch, or an act not permitted: "X es intocable para ti", "Force-Push ist nicht erlaubt"
    r"untouchable|not\s+permitted|prohibited|banned|intouchables?|pas\s+(?:autorisée?s?|permise?s?)|"
    r"intocables?|intoccabil[ei]|intocáve(?:l|is)|unantastbar|nicht\s+(?:erlaubt|gestattet)|untersagt|"
    r"niet\s+toegestaan|onaanraakbaar|tabú|tabù)\b"
    r"(?:\s+for\s+you|\s+pour\s+toi|\s+für\s+dich|\s+para\s+ti|\s+per\s+te|\s+para\s+você|\s+voor\s+jou)?(?P<rest>.*)$|"
    # the same with the negation before the copula: "El force-push a main no está permitido", "non è consentito"
    r"^(?P<lead2>(?:[^:—–]{1,40}[:—–]\s+)?)(?P<what2>[^,;:.!?—–]{2,60}?)\s+(?:no|non|não|n['’])\s*(?:está|están|es|son|è|sono|"
    r"é|são|est|sont)\s+(?:pas\s+)?(?:permitid[oa]s?|consentit[oaie]|permess[oaie]|autorizad[oa]s?|autorisée?s?|"
    r"permise?s?)\b(?P<rest2>.*)$|"
    # read-only for the assistant: "db/ is read-only for you", "Le dossier db/ est en lecture seule pour toi", or said
    # as a label: "db/migrations/ — только для чтения" (a fact about a replica, "the replica is read-only", is no rule)
    r"^(?P<lead3>(?:[^:—–]{1,40}:\s+)?)(?P<what3>[^,;:.!?—–]{2,60}?)\s*(?:[—–:]\s*|\s+(?:is|are|est|sont|ist|sind|es|son|"
    r"está|están|è|sono|é|são|zijn|stays?|reste|bleibt)\s+(?=.*(?:for\s+you|pour\s+toi|für\s+dich|para\s+ti|per\s+te|"
    r"para\s+você|voor\s+jou|для\s+тебя))|\s+(?=только\s+для\s+чтения))"
    r"(?:(?:for\s+you|für\s+dich|pour\s+toi)\s+)?(?:strictly\s+|streng\s+|nur\s+|solo\s+|only\s+)?(?:read[- ]only|"
    r"только\s+для\s+чтения|(?:en\s+)?lecture\s+seule|schreibgeschützt|nur\s+zum\s+lesen|(?:de\s+)?s[oó]lo\s+lectura|"
    r"(?:in\s+)?sola\s+lettura|(?:somente|apenas|só)\s+(?:de\s+)?leitura|alleen[- ]lezen)\b"
    r"(?:\s+for\s+you|\s+pour\s+toi|\s+für\s+dich|\s+para\s+ti|\s+per\s+te|\s+para\s+você|\s+voor\s+jou|"
    r"\s+для\s+тебя)?(?P<rest3>.*)$", re.IGNORECASE)
_HANDS_OFF = rx(r"^(?P<lead>(?:[^:—–]{1,40}[:—–]\s+)?)(?:finger\s+weg\s+von|pas\s+touche\s+(?:à|au|aux)|"
                r"hands\s+off(?:\s+of)?|manos\s+fuera\s+de|giù\s+le\s+mani\s+da|handen\s+af\s+van)\s+"
                r"(?P<what>[^,;:.!?—–]{2,60}?)(?P<rest>[,;:.!?—–].*)?$", re.IGNORECASE)
# the words one of which every match of each holds (literal_gate.py): most sentences skip the anchored scans
_RULED_OUT_GATE = LiteralGate(_RULED_OUT, (
    "table", "off-limits", "off limits", "bounds", "no-go", "no go", "taboo", "forbidden", "allowed", "interdit", "limites",
    "prohibid", "vietat", "proibid", "verboten", "tabu", "verboden", "taboe", "untouchable", "permitted", "prohibited",
    "banned", "intouchable", "autoris", "permis", "intocable", "intoccabil", "intocáve", "unantastbar", "erlaubt",
    "gestattet", "untersagt", "toegestaan", "onaanraakbaar", "tabú", "tabù", "permitid", "consentit", "permess",
    "autorizad", "read-only", "read only", "только", "lecture", "schreibgeschützt", "lesen", "lectura", "lettura",
    "leitura", "alleen"))
_HANDS_OFF_GATE = LiteralGate(_HANDS_OFF, ("finger", "touche", "hands", "manos", "mani", "handen"))


# the idiom said for someone other than the assistant: "for the intern", "not for you", "pour les stagiaires"
_SOMEONE_ELSE = rx(r"\b(?:for\s+(?!you\b|now\b|good\b|this\b|the\s+rest\b)\w+|not\s+for\s+you|pour\s+(?!toi\b|vous\b)\w+|"
                   r"pas\s+pour\s+toi|für\s+(?!dich\b|sie\b)\w+|nicht\s+für\s+dich|para\s+(?!ti\b|usted\b)\w+|"
                   r"per\s+(?!te\b)\w+|voor\s+(?!jou\b|u\b)\w+)", re.IGNORECASE)


def said_as_ban(text: str) -> tuple[str, ...]:
    """``text`` said plainly when an idiom rules its subject out (see above): "no <what>" and "don't touch <what>",
    each with the rest of the sentence; () when no idiom does."""
    m = _RULED_OUT_GATE.match(text.strip()) or _HANDS_OFF_GATE.match(text.strip())
    if not m:
        return ()
    what = next(g for g in (m.groupdict().get(k) for k in ("what", "what2", "what3")) if g).strip()
    rest = next((g for g in (m.groupdict().get(k) for k in ("rest", "rest2", "rest3")) if g), "").rstrip(" .!")
    if m.re is _HANDS_OFF and any(is_past(w) for w in what.split()[1:]):
        return ()  # "Hands off management worked well for us": the idiom is the subject of a finite verb, a statement
    if _SOMEONE_ELSE.search(rest):
        return ()  # "sudo is off the table for the intern, not for you": a rule for someone else
    return (f"no {what}{rest}", f"don't touch {what}{rest}")
