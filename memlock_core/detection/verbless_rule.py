"""Verbless rules the mood gate's short patterns miss (issue 22, round 11).

:mod:`memlock_core.detection.rule_mood` reads a verbless ban of at most a few words ("Niente emoji", "Keine
Tabellen") as a rule, and strips a confirmation tag ("..., ok?") before it judges. Two shapes a user writes as often
fell through, and the pin they restated was re-injected although it was alive:

* a ban whose object takes more words, or that a courtesy or a reason follows: "Niente faccine o simboletti colorati
  nelle risposte, grazie", "Pas de grilles à colonnes, je lis sur mon téléphone", "nada de caritas ni iconos en lo que
  me escribas", "Keine Tabellen oder Spalten in deinen Antworten, danke", "No tables or grids in replies, thanks";
* a verbless phrase put to the listener for agreement: "Todos os valores em reais, tá?", "Las fechas, siempre como
  DD/MM/AAAA, ¿eh?", "Tout en euros, d'accord ?" -- a statement with a tag keeps its subject and verb ("O cliente quer
  tudo em reais, tá?") and stays a statement (:func:`memlock_core.detection.parsed_restatement.states`).

An interjection that opens like a ban ("Pas de souci", "Kein Problem", "Sin embargo", "Senza dubbio", "Geen idee")
is none, and a tail that says something else ("..., the client wants it") keeps the sentence out: only a courtesy, a
"only X" alternative or a reason in the first person may follow the ban.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.directive import without_confirmation_tag
from memlock_core.detection.literal_gate import LiteralGate
from memlock_core.detection.parsed_restatement import states
from memlock_core.detection.rule_mood import guess_languages, quantified_subject
from memlock_core.regex_cache import rx

_LEAD = (r"^\W*(?:(?:ah|oh|and|also|btw|y|e|et|und|bueno|ojo|pues|por\s+cierto|au\s+fait|d['’]ailleurs|übrigens|"
         r"a\s+proposito|comunque|aliás|ah\s+e|trouwens|en|ook),?\s+)*")
_OPENER = (r"(?:no|zero|nada\s+de|sin|cero|ningún|ninguna|no\s+más|pas\s+de|jamais\s+de|aucune?|zéro|plus\s+de|"
           r"keine?n?|kein|ohne|nie\s+wieder|null|sem|nenhum|nenhuma|niente|nessun[oa]?|senza|mai\s+più|geen|zonder|"
           r"nooit\s+meer)")
# the openers' idioms: "no problem", "pas de souci", "kein Problem", "sin embargo", "senza dubbio", "geen idee"
_IDIOM = rx(r"^(?:problem\w*|probl[eè]me?s?|worries|idea|idée|idee|ide|doubt|dubbio|dudas?|dúvidas?|zweifel|souci|soucis|"
            r"chance|luck|suerte|ahnung|embargo|eso|isso|ciò|quello|dat|dit|way|matter|thanks|gracias|merci|danke|grazie|"
            r"obrigad[oa]|dank|more|más|mais|mehr|più|meer|one|body|longer|rush|prisa|pressa|eile|haast|wonder|"
            r"comment|comentarios?|commento|kommentar|change|cambio|changement|änderung|mudança|cambiamento|"
            r"news|noticias|nouvelles|neuigkeiten|notizie|novidades|nieuws|sé|sais|weiß|so|sì|si|ja|oui|yes|"
            r"grave|nada|rien|nichts|niente|nothing|niks|nulla)$", re.IGNORECASE)
_BAN = rx(_LEAD + _OPENER + r"\s+(?P<object>[^\W\d_][^,;:!?]*?)\s*(?:,\s*(?P<tail>[^;:!?]*?))?\W*$", re.IGNORECASE)
# what may follow the ban: a courtesy, an alternative ("only f-strings", "nur Fließtext"), a reason of the speaker's
_TAIL = rx(r"^(?:please|pls|thanks|thank\s+you|thx|por\s+favor|gracias|s['’]il\s+(?:te|vous)\s+pla[iî]t|merci|bitte|"
           r"danke|per\s+favore|grazie|obrigad[oa]|alsjeblieft|dank\s+je(?:\s+wel)?|bedankt|"
           r"(?:only|just|solo|sólo|solamente|seulement|uniquement|juste|nur|bloß|solo|soltanto|somente|apenas|só|"
           r"alleen|enkel)\b.*|"
           r"(?:i|i['’]m|je|j['’]\w+|ich|yo|io|eu|ik|me|mi|mir|mich|moi|my|mon|ma|mes|mein\w*|mijn|"
           r"because|since|car|parce\s+que|puisque|weil|denn|da|porque|ya\s+que|perché|poiché|pois|porque|omdat|want)\b.*)$",
           re.IGNORECASE)
_MAX_OBJECT_WORDS = 9
# a finite verb after the first word of the object makes it a subject: English auxiliaries and past forms, a German
# verb in the third person (lower case, in -t: German nouns are capitalised), Romance auxiliaries
_FINITE = rx(r"^(?:is|are|was|were|has|have|had|does|did|do|will|would|can|could|went|got|ran|came|broke|[a-z]+ed|"
             r"ist|sind|war|waren|hat|haben|wird|werden|est|sont|était|ont|es|son|era|fue|ha|han|"
             r"è|sono|ha|hanno|é|são|foi|tem|têm)$")
_FINITE_DE = rx(r"^(?!nicht$|jetzt$|oft$|selbst$|meist$|erst$|mit$|seit$|bitte$|gut$|mehr$|samt$|sonst$|fast$|halt$|"
                r"recht$|nächst$|zuletzt$|zuerst$|weit$|breit$|leicht$|direkt$|komplett$|korrekt$|exakt$|perfekt$)"
                r"[a-zäöüß]+t$")


# a subject in disguise: the French negation particle stands before a finite verb ("Aucun de nous ne déploie le
# vendredi"), and "none of us" / "aucun de nous" / "keiner von uns" names people, not a thing banned
_SUBJECT_HINT = rx(r"(?:^|\s)(?:ne\s|n['’]\w)|\b(?:of|de|von|di|van|dos|das|degli|delle)\s+(?:us|them|you|nous|vous|eux|"
                   r"elles|uns|euch|ihnen|nosotros|nosotras|ellos|ellas|ustedes|noi|voi|loro|nós|eles|elas|ons|hen|jullie)\b",
                   re.IGNORECASE)


def _finite(words: list[str], sentence: str) -> bool:
    """Whether a word of ``words`` is a finite verb (a German one only in a sentence told as German)."""
    german = guess_languages(sentence) == ("de",)
    return any(_FINITE.match(w) or (german and _FINITE_DE.match(w)) for w in (w.strip(".,:;'’()") for w in words))


@lru_cache(maxsize=20000)
def long_ban(sentence: str) -> bool:
    """Whether ``sentence`` is a verbless ban with an object of several words, maybe followed by a courtesy, an
    alternative or the speaker's reason (see the module doc)."""
    m = _BAN.match(sentence.strip())
    if m is None:
        return False
    words = m.group("object").split()
    if not words or len(words) > _MAX_OBJECT_WORDS or _IDIOM.match(words[0].strip(".,'’")):
        return False
    if _finite(words[1:], sentence) or states(sentence) or _SUBJECT_HINT.search(m.group("object")) \
            or any(quantified_subject(sentence.strip(), lang) for lang in guess_languages(sentence)):
        return False  # "No tests failed last night", "Kein Team deployt hier freitags": a subject and its verb
    tail = (m.group("tail") or "").strip()
    return not tail or bool(_TAIL.match(tail))


_OWN_VERB = rx(r"\b(?:is|are|was|were|has|have|had|est|sont|était|ist|sind|war|es|son|era|fue|está|están|è|sono|era|"
               r"é|são|foi|está|estão|zijn|was|waren)\b", re.IGNORECASE)


# what makes the phrase a rule rather than a remark: it opens on a quantifier ("Todos os valores ...", "Tout en
# euros"), names its topic before a comma ("Las fechas, siempre como ..."), or holds a rule adverb ("always", "nur")
_RULE_SHAPE = rx(r"^\W*(?:all|every|each|everything|todos?|todas?|cada|tout|tous|toutes|chaque|alle|alles|jede[rsn]?|"
                 r"tutt[oiae]|ogni|tudo|elke|iedere?)\b|^\W*(?:[^\W\d_]+\s+){0,2}[^\W\d_]+\s*,|"
                 r"\b(?:always|never|only|siempre|nunca|solo|sólo|toujours|jamais|seulement|uniquement|immer|nie|niemals|"
                 r"nur|sempre|mai|soltanto|somente|apenas|nunca|altijd|nooit|alleen)\b", re.IGNORECASE)


@lru_cache(maxsize=20000)
def tagged_request(sentence: str) -> bool:
    """Whether ``sentence`` is a phrase put to the listener for agreement ("Todos os valores em reais, tá?"): a
    confirmation tag after words that state nothing of someone (no subject of its own, no copula)."""
    plain = without_confirmation_tag(sentence)
    if plain == sentence or not plain.strip(" ,.") or re.search(r"[?？]", plain):
        return False
    if len(plain.split()) > _MAX_OBJECT_WORDS or states(plain) or _OWN_VERB.search(plain):
        return False
    return bool(_RULE_SHAPE.search(plain))


# A limit said without a verb: "Three sentences per paragraph, tops", "Summaries: five sentences or fewer", "Commit
# subjects 50 characters max", "Cinq phrases maximum par réponse", "Höchstens drei Absätze pro Antwort". A verb
# makes it a statement about something ("Our PM replies in three sentences max", "The abstract stays under 150
# words max", "Answers under 150 words got the most upvotes").
_LIMIT = rx(r"\b(?:tops|max|maximum|at\s+most|or\s+(?:fewer|less|shorter|under)|au\s+maximum|au\s+plus|maxi|höchstens|"
            r"maximal|como\s+máximo|máximo|al\s+massimo|massimo|no\s+máximo|hooguit|maximaal)\b", re.IGNORECASE)
# the words one of which every match holds (literal_gate.py)
_LIMIT_GATE = LiteralGate(_LIMIT, ("fewer", "hooguit", "höchstens", "less", "massimo", "max", "most", "máximo", "plus",
                                   "shorter", "tops", "under"))
_EN_VERB = rx(r"\b(?:is|are|was|were|be|been|has|have|had|does|do|did|will|would|can|could|should|must|may|might|"
              r"gets?|got|goes|went|stays?|stayed|keeps?|kept|makes?|made|uses?|used|says?|said|wants?|needs?|"
              r"[a-z]+ed)\b|\b[a-z]+(?:es|s)\s+(?:in|at|to|under|over|with|for|on)\b", re.IGNORECASE)


@lru_cache(maxsize=20000)
def verbless_limit(sentence: str) -> bool:
    """Whether ``sentence`` is a limit said without a verb (see above): a limit word, at most a dozen words, no
    verb of its own, no statement about someone, no question."""
    plain = sentence.strip()
    if len(plain.split()) > 12 or not _LIMIT_GATE.search(plain) or re.search(r"[?？]", plain):
        return False
    return not _EN_VERB.search(plain) and not _finite(plain.split(), plain) and not states(plain)


# A verbless rule over everything of a kind, its standing adverb after a comma: "Todos os valores em R$, sempre com
# dois dígitos depois da vírgula", "Todas las cantidades en euros, siempre con dos decimales", "Tous les montants en
# euros, toujours avec deux décimales", "Tutti gli importi in euro, sempre con due decimali". A verb of its own makes it
# a remark ("Todos os valores estavam em R$, sempre com ...": a past, about the data).
_EVERY_KIND = rx(r"^\W*(?:all|every|todos|todas|tous|toutes|tutti|tutte|alle|elke|alle)\s+(?P<head>[^,;:!?]{2,60}?)\s*,\s*"
                 r"(?:always|siempre|sempre|toujours|immer|altijd)\s+(?:with|in|as|con|en|como|com|em|avec|au|aux|mit|als|"
                 r"auf|nel|nella|come|met)\b(?P<tail>[^;:!?]*)$", re.IGNORECASE)  # the standing adverb and how
_PAST_OR_STATE = rx(r"\b(?:estava|estavam|estaba|estaban|estaban|était|étaient|erano|era|stava|stavano|waren|war|"
                    r"were|was|been|sido|sont|são|son|sono|sind|zijn|are|is)\b", re.IGNORECASE)
_MAX_STANDING_WORDS = 16
# the head says the form everything takes: "em R$", "en euros", "in Euro", "au format ..."
_HEAD_MANNER = rx(r"\s(?:in|en|em|au|aux|nel|nella|na|no|im|as|como|comme|come|als)\s", re.IGNORECASE)


@lru_cache(maxsize=20000)
def standing_phrase(sentence: str) -> bool:
    """Whether ``sentence`` is a verbless rule over everything of a kind with its standing adverb (see above)."""
    plain = sentence.strip()
    m = _EVERY_KIND.match(plain)
    if m is None or len(plain.split()) > _MAX_STANDING_WORDS:
        return False
    if not _HEAD_MANNER.search(m.group("head")):
        return False  # "Todos los días, siempre con ...": a time, no form asked for everything of a kind
    words = plain.split()
    return not (_OWN_VERB.search(plain) or _PAST_OR_STATE.search(plain) or _finite(words[1:], plain) or states(plain))
