"""The reason a rule gives for itself, cut before the rule is read for what it forbids.

"no force pushes ever, rewriting shared history burned us before", "no docker volume rm, my local dbs live in
volumes", "run tests with make test, not pytest (make sets env vars)", "never push to main because CI deploys
from it", "pas de rm -rf, parce que j'ai déjà tout perdu une fois", "kein force push, weil das geteilte Branches
kaputt macht", "nada de force push, ya que rompe la historia compartida", "共有履歴が壊れるので、force push は禁止".

Why a module of its own: the tool rule readers look for scope words (shared, production, volumes, a branch, a
program) anywhere in a sentence. A reason names them as the past or the setting, not as the scope: read as scope
it narrows the rule ("shared history" made "no force pushes ever" a rule about shared branches only) or adds an
object ("make sets env vars" became a forbidden command). A reason has a shape in every language: a clause that
opens with a causal conjunction, a clause that tells a past experience ("burned us", "learned the hard way"), a
clause that states a fact about the user's setup ("my dbs live in volumes", "i keep untracked stuff around"), or
a bracket that states a fact (a subject and a verb, no negation, no permission). A clause that forbids or allows
something (a negation, "is fine", "ask me") is never a reason, whatever it opens with.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["without_reasons"]

# a causal conjunction opening a clause (the reason runs to the end of its sentence or bracket)
_CAUSAL = rx(r"^\s*(?:because|'?cause|cuz|coz|bc|since|as\s+(?=(?:i|we|it|they|my|our|the)\b)|given that|"
             r"parce qu(?:e|')|car|puisque|vu que|étant donné que|"
             r"weil|denn|da\s+(?=(?:ich|wir|es|das|die|der|mein\w*|unser\w*|sonst)\b)|zumal|"
             r"porque|ya que|pues|dado que|puesto que|já que|pois|uma vez que|"
             r"perché|poiché|siccome|dato che|visto che|omdat|want|eftersom|därför att)\s+\S|"
             r"^\s*(?:因为|因為|由于|由於|왜냐하면)\s*\S", re.I)
# a Japanese or Chinese reason ends its clause: "…ので、", "…から、", "…ため、" (after a verb or adjective form)
_CJK_CAUSAL_END = rx(r"(?:[るたいだすえけせてねべめれ]|です|ます)(?:ので|から|ため)\s*$|所以\s*$")
# a past experience told as the reason
_EXPERIENCE = rx(r"\b(?:burn(?:ed|t)|bit (?:us|me)|bitten|bites (?:us|me)|hurt us|broke|wiped|nuked|cost us|screwed|"
                 r"messed|learn(?:ed|t)|the hard way|last time|happened before|been there|wreck(?:ed|s)|ruin(?:ed|s)|"
                 r"destroy(?:ed|s)|trash(?:ed|es)|clobber(?:ed|s)|corrupt(?:ed|s)|lost|kill(?:ed|s)|blew away|"
                 r"\w+(?:ed|en)\b.*\b(?:once|before|ago|last (?:week|month|year|time|spring|summer|fall|winter)|"
                 r"yesterday|in (?:19|20)\d\d))\b|\b(?:"
                 r"(?:m'a|nous a|m'ont|nous ont) (?:brûlé|coûté|cramé)|déjà (?:perdu|cassé)|la dernière fois|"
                 r"schlechte Erfahrung\w*|verbrannt|letztes Mal|schon mal|"
                 r"nos (?:quemó|costó|pasó)|la última vez|ya nos|"
                 r"ci ha (?:bruciato|fregato)|l'ultima volta|"
                 r"痛い目|前に.*(?:壊|消え|失)|上次|吃过亏)", re.I)
# a clause about the user's own setup: it opens with the user or their things
_SETUP_SUBJECT = rx(r"^\s*(?:my|our|i|we|mes|mon|nos|notre|je|j'|meine?\w*|unsere?\w*|ich|wir|mis|"
                    r"nuestr\w+|yo|i miei|il mio|la mia|私の|僕の|我的|我们的)\b", re.I)
# what a clause that forbids, allows or asks says: such a clause is the rule itself, never its reason
_RULE_WORDS = rx(r"\b(?:no|not|never|don'?t|dont|do not|nor|avoid|only|ask|use|must|should|can|may|allowed|fine|ok|okay|"
                 r"please|pls|unless|except|without|instead|rather|always|need|needs|want|wants|like|prefer|expect|"
                 r"veux|voudrais|préfère|will|möchte|wünsche|quiero|prefiero|voglio|preferisco|quero|prefiro|"
                 # what the user says or asks is the rule's condition ("es sei denn, ich sage es"), never a reason
                 r"say|says|said|tell|sage|sagen|bitte|dis|dise|demande|digo|diga|pido|pida|dico|dica|chiedo|peço|"
                 r"denn|sei|unless|sauf|außer|salvo|tranne|"
                 r"ne|pas|jamais|sans|seulement|uniquement|demande\w*|utilise\w*|toujours|sauf|"
                 r"nicht|nie|niemals|kein\w*|ohne|nur|frag\w*|verwende\w*|immer|außer|"
                 r"nunca|jamás|sin|solo|sólo|pregunt\w*|usa\w*|siempre|salvo|excepto|"
                 r"non|mai|senza|chiedi\w*|sempre|tranne|não|nem|sem|apenas|sempre)\b|"
                 r"ない|禁止|ダメ|だめ|して|ください|不要|别|只|可以|随便", re.I)
# a bracket that states a fact: a subject, then a finite verb ("make sets env vars", "CI handles that")
_FACT = rx(r"^\s*(?!(?:the|a|an|los|las|les|le|la|el|il|lo|gli|des|un|une|die|der|das|ein|eine)\s)[\w.-]+\s+"
           r"(?:[a-z]{2,}[^su\W](?:s|ed)|does|did|has|had|handles)\s+\S", re.I)
_NOT_A_VERB = frozenset({"this", "its", "has", "is", "as", "us", "was", "yes", "less", "unless", "plus", "thus", "tests",
                         "files", "logs", "scripts", "commands", "changes", "branches", "things", "ones", "others"})
# an unambiguous causal conjunction inside a clause: the reason runs to the end of its sentence
_INLINE_CAUSAL = rx(r"\s+(?:because|parce qu(?:e|')|weil|porque|ya que|perché|poiché|omdat|eftersom)\s[^,;.!?。！？\n]*", re.I)
# a clause that opens a condition or an exception its next clause completes
_OPEN_CONDITION = rx(r"\b(?:es sei denn|unless|except|sauf|außer|à moins|a menos|salvo|tranne|a meno|if|si|wenn|when|"
                     r"quand|cuando|quando|se)\s*$", re.I)
_CLAUSE = rx(r"(,\s+|;\s+|\s[-—–]\s|、|，)")
_BRACKET = rx(r"\s*[(（]([^()（）]{3,160})[)）]")


def _fact_bracket(inner: str) -> bool:
    words = inner.split()
    if len(words) < 3 or re.search(r"[,/:=`\d]|\be\.?g\b|\bi\.?e\b|\betc\b|\.\.\.|…", inner, re.I) or _RULE_WORDS.search(inner):
        return False
    m = _FACT.match(inner)
    if not m:
        return False
    verb = m.group(0).split()[-2].lower()
    return verb not in _NOT_A_VERB


def _is_reason(clause: str) -> bool:
    if _CAUSAL.match(clause):
        return True
    if _RULE_WORDS.search(clause):
        return False
    return bool(_EXPERIENCE.search(clause) or (_SETUP_SUBJECT.match(clause) and len(clause.split()) >= 3))


def without_reasons(text: str) -> str:
    """``text`` less the reasons it gives for its rule (the same text when it gives none)."""
    out = _BRACKET.sub(lambda m: " " if _fact_bracket(m.group(1)) or _CAUSAL.match(m.group(1)) else m.group(0), text)
    sentences = re.split(r"((?<=[.!?])\s+|[。！？\n]+)", out)
    kept: list[str] = []
    for sentence in sentences:
        parts = _CLAUSE.split(sentence)
        clauses, seps = parts[0::2], parts[1::2]
        drop = [False] * len(clauses)
        for i in range(1, len(clauses)):  # a reason, and the clauses that go on telling it (not one that rules)
            drop[i] = (_is_reason(clauses[i]) or (drop[i - 1] and not _RULE_WORDS.search(clauses[i]))) and \
                not _OPEN_CONDITION.search(clauses[i - 1])  # "…, es sei denn, ich sage es": the condition goes on
        if not any(drop) and len(clauses) > 1 and _CJK_CAUSAL_END.search(clauses[0]):
            drop[0] = True  # "…ので、force push は禁止": the reason stands first
        pieces = [c + (seps[i] if i < len(seps) else "") for i, c in enumerate(clauses) if not drop[i]]
        piece = "".join(pieces)
        if any(drop) and piece:
            piece = re.sub(r"(?:,\s+|;\s+|\s[-—–]\s|、|，)$", "", piece)
            end = re.search(r"[.!?]+$", sentence.rstrip())
            if end and not piece.rstrip().endswith(end.group(0)):
                piece = piece.rstrip() + end.group(0)  # the sentence's full stop stays: the next sentence is one of its own
        kept.append(piece)
    result = _INLINE_CAUSAL.sub("", "".join(kept))
    if result == text:
        return text
    result = re.sub(r"\s+([.!?])(?=\s|$)", r"\1", result).strip()
    return result if result else text
