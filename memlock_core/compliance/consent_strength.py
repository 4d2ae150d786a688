"""What a consent rule asks of the user's turn: a request for the work, or an explicit OK.

Why a module of its own: :mod:`consent` reads a turn that asks for the act ("delete the build folder", "add
requests to the project") as the user's say-so, which is what "don't install packages unless I say so" or "ask
me before deleting anything" wait for. Some rules ask for more than that: an explicit OK, approval or
confirmation ("sudo needs my explicit OK every time"), a review ("CI config needs my review"), a human ("stop
before any DROP TABLE, those need a human"), or a stop before the act ("stop before TRUNCATE"). For those a turn
that only asks for the work ("Bump the Node version in CI", "Clear the audit log") is not the OK; the turn must
grant or confirm it (:mod:`confirm_grant`: "approved, go ahead", "I confirm", "OK to use sudo for this", "oui, je
confirme", "네, 해도 됩니다"), in the present: an OK reported from earlier ("you OK'd sudo for apt this morning")
covered that call, not this one. An explicit *request* ("unless I explicitly tell you to", "si no te lo pido
explícitamente") asks for no more than a request.
"""
from __future__ import annotations

import re

from memlock_core.compliance.confirm_grant import confirms
from memlock_core.compliance.consent_needs import human_gate
from memlock_core.regex_cache import rx

__all__ = ["demands_explicit_ok", "lifted_by_word", "present_ok"]

_OK_NOUN = (r"(?:ok|okay|o\.k\.|approval|permission|confirmation|consent|go-?ahead|yes|sign-?off|"
            r"accord|autorisation|feu\s+vert|validation|Zustimmung|Freigabe|Erlaubnis|Bestätigung|"
            r"permiso|aprobaci[oó]n|autorizaci[oó]n|confirmaci[oó]n|visto\s+bueno|permiss[ãa]o|aprova[çc][ãa]o|"
            r"autoriza[çc][ãa]o|confirma[çc][ãa]o|permesso|approvazione|conferma|toestemming|goedkeuring)")
_EXPLICIT = rx(
    # an explicit OK, said with the adjective before or after its noun, in English and the Romance and Germanic languages
    rf"\bexplicit\w*\s+(?:\w+\s+)?{_OK_NOUN}\b|\b{_OK_NOUN}\s+(?:explicit\w*|expl[ií]cit\w*|espl[ií]cit\w*|expr[eè]s\w*)\b|"
    rf"\b(?:ausdrückliche?\w*|expl[ií]cit\w*|espl[ií]cit\w*|expresa?|expresso|expressa|uitdrukkelijke?)\s+{_OK_NOUN}\b|"
    # a review or a sign-off the act waits for
    r"\bneeds?\s+(?:my\s+|a\s+|an\s+)?(?:review|sign-?off)\b|\breview(?:ed)?\s+(?:by\s+me\s+)?first\b|"
    r"\bwithout\s+(?:my\s+)?review\b|\bsans\s+(?:ma\s+)?relecture\b|\bohne\s+(?:mein\s+)?Review\b|"
    r"\bsin\s+(?:mi\s+)?revisi[oó]n\b|\bsem\s+(?:a\s+minha\s+)?revis[ãa]o\b|"
    # a confirmation asked for ("vous devez me demander confirmation", "ask me for confirmation", "um Bestätigung
    # bitten", "pedirme confirmación", "chiedermi conferma")
    r"\bask\s+(?:me\s+)?for\s+(?:my\s+|a\s+|an\s+)?(?:explicit\s+)?(?:confirmation|approval|sign-?off)\b|"
    r"\bdemander\s+(?:une\s+|la\s+|ma\s+)?(?:confirmation|validation|autorisation)\b|"
    r"\b(?:um\s+)?(?:Bestätigung|Freigabe|Erlaubnis)\s+(?:zu\s+)?(?:bitten|fragen|einholen)\b|"
    r"\bped(?:ir|irme|irle|ime)\s+(?:una\s+|la\s+|mi\s+)?(?:confirmaci[oó]n|aprobaci[oó]n|autorizaci[oó]n)\b|"
    r"\bpedir(?:-me)?\s+(?:uma\s+|a\s+|minha\s+)?(?:confirma[çc][ãa]o|aprova[çc][ãa]o|autoriza[çc][ãa]o)\b|"
    r"\bchieder(?:mi|e)\s+(?:una\s+|la\s+)?(?:conferma|approvazione|autorizzazione)\b|"
    # a stop before the act (a human in the loop is consent_needs.human_gate's, read below)
    r"\bstop\s+(?:and\s+ask\s+)?before\b|\barrête[- ]toi\s+avant\b|"
    r"\bdet[eé]nte\s+antes\b|\bhalte?\s+(?:vorher\s+)?an\b|"
    r"明示的な?(?:許可|承認|OK|確認)|人間の(?:確認|承認)|レビュー(?:が必要|を受けて)|명시적(?:인)?\s*(?:허락|승인|확인)|"
    r"검토(?:가|를)\s*(?:받|필요)|明确(?:的)?(?:许可|批准|同意)", re.I)
# a sentence reporting an OK given earlier: not this call's
_EARLIER = rx(r"\bok'?d\b|\bokayed\b|\b(?:this\s+morning|yesterday|earlier|last\s+(?:time|week|night)|the\s+other\s+day|"
              r"ce\s+matin|hier|tout\s+à\s+l'heure|la\s+dernière\s+fois|heute\s+(?:früh|morgen)|gestern|vorhin|letztes\s+Mal|"
              r"esta\s+mañana|ayer|la\s+última\s+vez|hoje\s+de\s+manhã|ontem|da\s+última\s+vez|stamattina|ieri)\b|"
              r"今朝|昨日|さっき|前回|오늘\s*아침|어제|지난번|昨天|今天早上|上次", re.I)
# a ban lifted only by the user's word against it ("off limits unless I say otherwise", "sauf avis contraire",
# "es sei denn, ich sage etwas anderes", "salvo que diga lo contrario", "a meno che non dica diversamente",
# "別途指示がない限り", "除非我另有说明"): a turn asking for the work is not that word, a grant is
_OTHERWISE = rx(
    r"\bunless\s+(?:i|we)\s+(?:say|tell\s+you|specify|state|decide)\s+otherwise\b|\bunless\s+told\s+otherwise\b|"
    r"\bsauf\s+(?:avis|indication|mention)\s+contraire\b|\bsauf\s+si\s+je\s+(?:te\s+|vous\s+)?dis\s+le\s+contraire\b|"
    r"\bes\s+sei\s+denn,?\s+ich\s+sage?\s+(?:dir\s+)?(?:etwas\s+)?ander(?:e|e?s)\b|\bsofern\s+ich\s+nichts\s+anderes\s+sage\b|"
    r"\bsalvo\s+(?:que\s+(?:yo\s+)?(?:te\s+)?diga\s+lo\s+contrario|indicaci[oó]n\s+contraria|indica[çc][ãa]o\s+em\s+contr[aá]rio)\b|"
    r"\ba\s+menos\s+que\s+(?:eu\s+)?(?:te\s+)?diga\s+o\s+contr[aá]rio\b|"
    r"\ba\s+meno\s+che\s+(?:io\s+)?non\s+(?:ti\s+)?dica\s+(?:diversamente|altrimenti|il\s+contrario)\b|"
    r"別途(?:指示|指定|連絡)(?:が|の)?(?:ない|無い)限り|特に(?:指示|言わ)(?:が|れ)?ない限り|除非我另(?:有|行)(?:说明|通知|指示)", re.I)
# the act waits for the user to have seen its text ("without showing me the exact text first", "sans me le montrer
# avant", "ohne es mir vorher zu zeigen", "sin mostrármelo antes", "senza mostrarmelo prima", "先に見せて"): a turn
# that asks for the act has not seen it; one that approves what was shown has
_SHOWN_FIRST = rx(
    r"\bwithout\s+(?:first\s+)?(?:showing|letting\s+me\s+(?:see|read|review))\s+(?:me\s+)?|"
    r"\bsans\s+(?:me\s+)?(?:l[ea']\s*|les\s+)?(?:montrer|faire\s+(?:lire|relire|voir))\b|"
    r"\bohne\s+(?:es|sie|ihn|den\s+\w+|die\s+\w+|das\s+\w+)?\s*mir\s+(?:vorher\s+|zuerst\s+)?zu\s+zeigen\b|"
    r"\bsin\s+(?:mostrárme\w*|enseñárme\w*|que\s+(?:yo\s+)?(?:lo|la|los|las)\s+vea)|"
    r"\bsenza\s+(?:mostrarm\w*|farm\w+\s+vedere)|\bsem\s+(?:me\s+)?mostrar\b|"
    r"(?:先に|事前に|まず)見せて|見せてから|先给我看|先让我看", re.I)
_SENTENCES = rx(r"(?<=[.!?;])\s+|(?<=[。！？])|\n+")


def demands_explicit_ok(rule_text: str) -> bool:
    """The rule waits for an explicit OK, a review or a human: a request for the work is not it."""
    return isinstance(rule_text, str) and bool(_EXPLICIT.search(rule_text) or human_gate(rule_text)
                                               or _SHOWN_FIRST.search(rule_text))


def lifted_by_word(rule_text: str) -> bool:
    """The rule stands "unless I say otherwise": a turn that asks for the work is not the word that lifts it (a
    grant is; for a scope kept by an option's value, naming the other value is that word, option_scope)."""
    return isinstance(rule_text, str) and bool(_OTHERWISE.search(rule_text))


def present_ok(user_message: str | None) -> bool:
    """``user_message`` grants or confirms the act now (a sentence that reports an earlier OK aside)."""
    if not isinstance(user_message, str):
        return False
    now = [s for s in _SENTENCES.split(user_message) if s.strip() and not _EARLIER.search(s)]
    return confirms(" ".join(now)) if now else False

