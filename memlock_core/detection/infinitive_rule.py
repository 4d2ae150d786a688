"""Rules said without an imperative: the infinitive ban of Dutch and German, the impersonal norm of Italian, a ban
said as "X is forbidden".

Why: Dutch and German give a rule to anyone with a ban word and the infinitive at the end of the clause ("Niks naar
de remote sturen zonder dat de lint-check schoon is", "Niets direct op main pushen", "Nichts ohne Review mergen"),
as on a sign ("Nicht rauchen"); Italian states a norm with the impersonal "si" ("I branch condivisi non si
ribasano, mai", "Non si tocca la cartella src/gen/"). The mood gate read neither as a rule, so a user's restatement
in that form kept no pin alive. Likewise a ban said by its predicate ("Принудительный пуш запрещён — в любые ветки",
"Force-Push ist verboten", "le push forcé est interdit"). A finite verb with a subject ("Wij pushen nooit naar main", "Da noi non si è mai
fatto"), a past form or a question is a statement, never a rule here.
"""
from __future__ import annotations

import re

from memlock_core.detection.literal_gate import LiteralGate
from memlock_core.regex_cache import rx

# the clause before a subordinate one ("zonder dat ...", "ohne dass ...", "voordat ...", "bevor ...") or a comma
_SUBORDINATE = rx(r"\s*(?:,|;|—|–|\s-\s|\b(?:zonder\s+dat|voordat|tenzij|totdat|als|wanneer|ohne\s+dass|bevor|bis|"
                  r"solange|wenn|falls|sofern)\b)")
_BAN_OPENING = rx(r"^\W*(?:(?:belangrijk|let\s+op|wichtig|achtung|bitte|graag)\W+)?(?:niks|niets|niet|nooit|geen|"
                  r"nichts|nicht|nie|niemals|kein(?:e|en)?)\b", re.IGNORECASE)
# a subject or a finite auxiliary in the clause makes it a statement ("Wij pushen nooit", "Ich habe nichts gepusht")
_SUBJECT = rx(r"\b(?:ik|je|jij|jullie|we|wij|ze|zij|hij|u|men|het\s+team|ich|du|er|sie|es|wir|ihr|man|"
              r"is|zijn|was|waren|heb|hebt|heeft|hebben|had|wordt|werd|ben|bent|kan|kun|moet|wil|zal|"
              r"ist|sind|war|waren|habe|hast|hat|haben|hatte|wird|wurde|bin|bist|kann|muss|soll|will)\b", re.IGNORECASE)
_INFINITIVE_END = rx(r"(?<=[^\W\d_]{2})en\W*$")

# the impersonal present; not a past ("non si è mai fatto") nor knowing or seeing ("non si sa mai", "non si capisce")
_ITALIAN_NORM = rx(r"\bnon\s+si\s+(?!(?:è|sono|era|erano|sa|sanno|capisce|capiscono|vede|vedono|sente|trova|dice|"
                   r"direbbe|ricorda|crede|pensa)\b)[^\W\d_]+(?:a|ano|e|ono)\b", re.IGNORECASE)
_ITALIAN_NORM_GATE = LiteralGate(_ITALIAN_NORM, ("non",))  # literal_gate.py
_ITALIAN_STATEMENT = rx(r"\b(?:noi|loro|lui|lei|io|da\s+noi|qui\s+da\s+noi|nel\s+loro|il\s+team|nessuno)\b|"
                        r"\b(?:ho|hai|ha|abbiamo|avete|hanno|era|erano|fu|fatto)\b", re.IGNORECASE)
_QUESTION = rx(r"[?？]")


def infinitive_ban(text: str) -> bool:
    """A Dutch or German ban said with the infinitive at the end of its clause, no subject, no finite verb."""
    if _QUESTION.search(text) or not _BAN_OPENING.search(text):
        return False
    clause = _SUBORDINATE.split(text.strip(), maxsplit=1)[0]
    return bool(_INFINITIVE_END.search(clause)) and not _SUBJECT.search(clause) and len(clause.split()) >= 3


def impersonal_norm(text: str) -> bool:
    """An Italian norm said with the impersonal "si" in the present ("non si ribasano"), no person named."""
    return not _QUESTION.search(text) and bool(_ITALIAN_NORM_GATE.search(text)) and not _ITALIAN_STATEMENT.search(text)


# "X is forbidden" in the present, in the languages other than English (an English "is forbidden" is read by the
# mood gate's own model); not a past ("war verboten", "было запрещено"), a place or a group of someone else's ("bei
# uns", "in their team", "у них") nor a question
_FORBIDDEN = rx(r"\bзапрещ(?:ён|ен|ена|ено|ены|ается|аются)\b|\b(?:ist|sind)\s+(?:\w+\s+)?(?:verboten|tabu|untersagt)\b|"
                r"\b(?:est|sont)\s+(?:strictement\s+)?interdit(?:e|s|es)?\b|"
                r"\b(?:está|están)\s+(?:terminantemente\s+)?prohibid[oa]s?\b|\b(?:è|sono)\s+(?:severamente\s+)?vietat[oaie]\b|"
                r"\b(?:é|são|está|estão)\s+proibid[oa]s?\b|\b(?:is|zijn)\s+(?:streng\s+)?verboden\b", re.IGNORECASE)
_FORBIDDEN_GATE = LiteralGate(_FORBIDDEN, ("interdit", "prohibid", "proibid", "tabu", "untersagt", "verboden", "verboten",
                                           "vietat", "запрещ"))  # literal_gate.py
_SOMEONE_ELSES = rx(r"\b(?:bei\s+(?:uns|ihnen|denen)|in\s+(?:ihrem|seinem|deren|dessen)|chez\s+(?:nous|eux|elles)|dans\s+leur|"
                    r"en\s+su|nel\s+loro|da\s+noi|no\s+(?:time|projeto)\s+del[ea]s?|bij\s+(?:ons|hen)|in\s+hun|"
                    r"у\s+(?:нас|них|него|неё)|там|war|waren|était|étaient|era|eran|erano|foi|foram|было|был|была|были|"
                    r"wurde|werd)\b", re.IGNORECASE)


def forbidden_predicate(text: str) -> bool:
    """A ban said as "X is forbidden" in the present, not of someone else's place, not a question."""
    return not _QUESTION.search(text) and bool(_FORBIDDEN_GATE.search(text)) and not _SOMEONE_ELSES.search(text)
