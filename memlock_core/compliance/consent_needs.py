"""Consent said as what the act needs rather than as "ask me first": "pushing to main requires my OK first",
"déployer nécessite mon accord", "das Löschen braucht meine Freigabe", "borrar requiere mi visto bueno", "serve il
mio ok", "precisa da minha aprovação"; and a human asked to approve after a stop ("before any DROP TABLE, halt and
get a human to approve it", "arrête-toi et fais valider par un humain", "halte an und lass es von einem Menschen
freigeben").

Why a module of its own: :mod:`consent` reads the verbs of asking ("ask me before", "without my OK", "needs my
OK"); the same rule reworded names the OK as the object of another verb of needing ("requires", "exige",
"erfordert", "requiere", "richiede", "requer"), which it did not read, so the act was read as banned outright (a
push the user approved broken) or not at all. A stop followed by a human's approval is an explicit OK
(:mod:`consent_strength`): a request for the work is not it.

Also the elliptic exemption after such a rule: "pushing feature branches doesn't" (needs no OK) is an allowance,
not a ban of its own (:func:`elliptic_exemptions` rewrites it as "... is fine").
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["elliptic_exemptions", "human_gate", "needs_consent"]

_MY_OK = (r"(?:ok|okay|o\.?k\.?|approval|permission|consent|go-?ahead|say-?so|sign-?off|confirmation|green\s+light)")
_NEEDS = rx(
    # English: "requires my OK", "is subject to my approval", "needs my explicit go-ahead", "depends on my OK"
    rf"\b(?:requires?|required|needs?|needed|is\s+subject\s+to|are\s+subject\s+to|depends?\s+on|waits?\s+for|"
    rf"only\s+(?:after|with)|must\s+(?:have|get)|has\s+to\s+(?:have|get)|have\s+to\s+(?:have|get))\s+my\s+"
    rf"(?:\w+\s+)?{_MY_OK}\b|"
    # French: "nécessite mon accord", "exige mon feu vert", "est soumis à mon accord", "requiert mon aval"
    r"\b(?:nécessite\w*|exige\w*|requiert|requièrent|demande\w*|soumise?s?\s+à|dépend\w*\s+de)\s+(?:mon|ma)\s+"
    r"(?:\w+\s+)?(?:accord|feu\s+vert|autorisation|aval|ok|validation|approbation|confirmation|permission)\b|"
    # German: "braucht meine Freigabe", "erfordert mein OK", "setzt meine Zustimmung voraus", "nur mit meinem OK"
    r"\b(?:braucht|brauchen|erfordert|erfordern|benötigt|benötigen|setzt|setzen|bedarf|bedürfen)\s+"
    r"(?:immer\s+|vorher\s+|zuerst\s+|erst\s+)?(?:mein(?:e|es|er)?)\s+(?:\w+e\s+)?"
    r"(?:ok|okay|freigabe|zustimmung|erlaubnis|genehmigung|bestätigung|einverständnis|go)\b|"
    # Spanish: "requiere mi OK", "necesita mi visto bueno", "está sujeto a mi aprobación"
    r"\b(?:requiere\w*|necesita\w*|exige\w*|sujet[oa]s?\s+a|depende\w*\s+de)\s+(?:de\s+)?mi\s+(?:\w+\s+)?"
    r"(?:ok|permiso|aprobaci[oó]n|autorizaci[oó]n|visto\s+bueno|confirmaci[oó]n|luz\s+verde)\b|"
    # Italian: "richiede il mio ok", "serve il mio via libera", "ha bisogno del mio permesso"
    r"\b(?:richiede\w*|serve|servono|necessita\w*|ha\s+bisogno\s+del(?:la)?|hanno\s+bisogno\s+del(?:la)?)\s+"
    r"(?:(?:sempre|prima)\s+)?(?:il\s+|la\s+)?(?:mio|mia)\s+"
    r"(?:\w+\s+)?(?:ok|permesso|consenso|via\s+libera|benestare|assenso|conferma|approvazione|autorizzazione)\b|"
    # Portuguese: "requer o meu OK", "precisa da minha aprovação", "exige minha autorização"
    r"\b(?:requer\w*|precisa\w*|exige\w*|depende\w*)\s+(?:de\s+|da\s+|do\s+|o\s+|a\s+)?(?:meu|minha)\s+(?:\w+\s+)?"
    r"(?:ok|aval|aprova[çc][ãa]o|autoriza[çc][ãa]o|permiss[ãa]o|confirma[çc][ãa]o|sinal\s+verde)\b|"
    # "needs me to sign off", "ohne mein OK", "is my call": the user's say-so named another way
    r"\bneeds?\s+me\s+to\s+(?:sign\s+off|approve|confirm|ok|okay|agree|say\s+(?:yes|ok|so))\b|"
    r"\bohne\s+mein(?:e|en)?\s+(?:ausdrückliche\w*\s+)?(?:OK|Okay|Go|Einverständnis|Zustimmung|Freigabe|Erlaubnis|"
    r"Genehmigung)\b|\b(?:is|are)\s+my\s+(?:call|decision)\b|"
    # the act cleared with the user: "has to be cleared with me first", "run it by me", "okayed by me"
    r"\b(?:cleared|checked|okayed|ok'?d|approved|signed\s+off)\s+(?:with|by)\s+me\b|\brun\s+(?:it|them|this|that)\s+by\s+me\b|"
    # German asking said as a noun or with "bei mir": "nur nach Rückfrage bei mir", "erst bei mir nachfragen"
    r"\bnach\s+(?:vorheriger\s+)?(?:Rückfrage|Nachfrage|Rücksprache)\s+(?:bei|mit)\s+mir\b|"
    r"\b(?:erst|vorher|zuerst|immer)?\s*bei\s+mir\s+(?:nach)?fragen\b|\bbei\s+mir\s+nachfragen\b|"
    # Korean: "먼저 확인받고 진행하세요", "사전에 꼭 물어봐 주세요", "배포할 땐 물어봐"
    r"(?:먼저|사전에|미리)\s*(?:꼭\s*|반드시\s*)?(?:저에게\s*|나한테\s*|저한테\s*)?(?:확인(?:을)?\s*받|물어|허락(?:을)?\s*받)|"
    r"(?:할|하는)\s*(?:땐|때(?:는|에는)?)\s*(?:(?:꼭|반드시|먼저|사전에|미리)\s*)*(?:저에게\s*|나한테\s*)?(?:물어|확인(?:을)?\s*받)", re.I)

# a stop before the act and a human (or the user) asked to approve it: "halt and get a human to approve it", "pause
# and have someone sign off", "arrête-toi et fais valider par un humain", "para y pide que un humano lo apruebe"
_HUMAN_GATE = rx(
    r"\b(?:stop|halt|pause|wait)\b[^.;!?]{0,20}?\b(?:and|then)\s+(?:get|have|let)\s+(?:a\s+human|someone|somebody|a\s+person|"
    r"me|a\s+reviewer)\s+(?:to\s+)?(?:approve|sign\s+off|confirm|review|okay|ok)\b|"
    r"\bget\s+(?:a\s+human|a\s+person|someone)\s+to\s+(?:approve|sign\s+off\s+on|confirm)\b|"
    r"\b(?:fais|faites)\s+(?:le\s+|la\s+|les\s+)?valider\s+par\s+(?:un\s+humain|quelqu'un|moi)\b|"
    r"\blass\s+(?:es\s+|das\s+)?(?:von\s+einem\s+Menschen|von\s+mir)\s+(?:freigeben|bestätigen|genehmigen)\b|"
    r"\bque\s+un\s+humano\s+lo\s+apruebe\b|\bque\s+um\s+humano\s+(?:o\s+)?aprove\b|"
    r"\b(?:fallo|fatelo)\s+approvare\s+da\s+(?:un\s+umano|qualcuno|me)\b", re.I)

# a human in the loop, said without a stop: "those need a human", "have a human approve it", "human sign-off",
# "un humain", "einen Menschen", "un humano"; an explicit OK for consent_strength, not a consent rule by itself
_HUMAN_LOOP = rx(
    r"\bneeds?\s+a\s+human\b|\b(?:get|have|let)\s+a\s+human\s+(?:to\s+)?(?:approve|sign\s+off|okay|confirm)\b|"
    r"\ba\s+human\s+(?:approving|signing\s+off|okaying|confirming)\b|\bhuman\s+(?:approval|sign-?off|in\s+the\s+loop)\b|"
    r"\bun\s+humain\b|\bein(?:en)?\s+Mensch\w*|\bun\s+humano\b|\bum\s+humano\b", re.I)

# "...; pushing feature branches doesn't.": the elliptic "doesn't (need it)" of a clause after a consent rule
_ELLIPTIC = rx(r"(?P<lead>(?:^|[;,.]\s*|\bbut\s+))(?P<np>[A-Za-z][^;,.!?]{2,60}?)\s+(?:doesn'?t|don'?t|does\s+not|do\s+not|"
               r"needn'?t|need\s+not)(?:\s+need\s+(?:it|one|that))?\s*(?P<end>[.!?]?\s*$|[;.]\s)", re.I)


def needs_consent(text: str) -> bool:
    """The rule names the user's OK as what the act needs ("requires my OK", "braucht meine Freigabe")."""
    return isinstance(text, str) and bool(_NEEDS.search(text) or _HUMAN_GATE.search(text))


def human_gate(text: str) -> bool:
    """A human's approval asked for (after a stop or not): an explicit OK, not a request for the work."""
    return isinstance(text, str) and bool(_HUMAN_GATE.search(text) or _HUMAN_LOOP.search(text))


def elliptic_exemptions(text: str) -> str:
    """The text with an elliptic exemption after a consent rule said as an allowance ("...; pushing feature branches
    doesn't." -> "...; pushing feature branches is fine."); unchanged when the text names no consent."""
    if not needs_consent(text):
        return text
    return _ELLIPTIC.sub(lambda m: f"{m.group('lead')}{m.group('np')} is fine{m.group('end')}", text)
