"""Tone families a rule may ban that show in the reply's words: shouting in capitals, hedging, the first person,
disclaimers, and filler openers ("Sure!", "Certainly,", "Bien sûr !").

Why here: each is a class, read from the rule's grammar (a ban word or a refusing verb, and the family's noun in
English, French, German, Spanish, Italian, Portuguese or Japanese), never from the rule's own examples, and judged on
the reply's own prose (code, inline code, URLs and quoted passages left out) with the words found as evidence:

* **Capitals** ("never write in ALL CAPS", "don't shout", "keine Großbuchstaben zur Betonung"): a word in capitals
  that is an ordinary word ("VERY", "NOT", "WICHTIG", "JAMAIS"), not an acronym (API, JSON, NASA are names written
  in capitals and break nothing). A rule about the case of headings, titles or names is another rule.
* **Hedging** ("don't hedge", "no wishy-washy hedging"): "I think", "maybe", "perhaps", "probably", "it seems",
  "je pense", "vielleicht", "quizás" ... in the prose.
* **The first person** ("never refer to yourself in the first person", "pas de première personne"): I / me / my
  (je / moi / mon, ich / mich / mein, yo / mí / mi) in the prose; "we" is left alone.
* **Disclaimers** ("no disclaimers", "skip the 'consult a professional' caveats", "keine Warnhinweise"): the
  formulas a disclaimer is written in ("As an AI", "I'm not a doctor", "this is not legal advice", "consult a
  doctor", "ich bin kein Anwalt", "consulta a un médico"). Moralising in general is judgement, unchecked.
* **Filler openers** ("no preamble", "no filler", "get straight to the point", "sans préambule", "ohne Vorrede",
  "ve al grano", "前置きなし"): the reply's first sentence is not an acknowledgement standing before the answer
  ("Sure!", "Certainly, here is", "Absolutely —", "Of course.", "Great question!", "I'd be happy to help",
  "Natürlich!", "¡Claro!", "もちろんです。").
"""
from __future__ import annotations

import re

from memlock_core.compliance.address_words import FUNCTION_WORDS
from memlock_core.compliance.markdown import own_text, words
from memlock_core.compliance.openers import empty_opener
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.compliance.question_praise import praises_question
from memlock_core.regex_cache import rx

NO_CAPS, NO_HEDGING, NO_FIRST_PERSON, NO_DISCLAIMERS, NO_FILLER = (
    "no_caps", "no_hedging", "no_first_person", "no_disclaimers", "no_filler")

# a ban before the family's word (40 characters at most, in the clause) ...
_BAN = rx(r"(?:^|[\s(\"'“‘«—-])(?:no|not|never|don'?t|do not|avoid|without|stop|quit|skip|ban|zero|none|cut|"
                  r"drop|omit|lose|ditch|less|ne|n['’]|pas(?:\s+de|\s+d['’])?|sans|jamais|évite[rz]?|arrête[rz]?\s+de|"
                  r"kein(?:e[nmrs]?)?|nicht|nie|niemals|ohne|vermeide|lass\w*|hör\w*\s+auf|"
                  r"nada(?:\s+de)?|sin|nunca|jamás|evita[r]?|deja\s+de|ningún|ninguna|"
                  r"non|mai|niente|senza|smetti\s+di|não|sem|nem|nunca|pare\s+de|geen|nooit|niet|zonder|"
                  # Polish, Russian ("bez wstępów", "без вступлений", "никаких предисловий")
                  r"bez|żadnych|nie|nigdy|без|никаких|не|никогда|utan|inga|inte|aldrig|yok|asla)"
                  r"(?=[\s'’,:]|$)|(?:不要|别|別|勿|无需|無需|不用|省略|去掉)\s*(?:[^，。,]{0,6})$", re.I)
# ... or after it ("caps are banned", "大文字は使わない", "Großbuchstaben sind tabu")
_BAN_AFTER = rx(r"^[^.;\n]{0,20}?\b(?:(?:are|is)\s+(?:not allowed|forbidden|banned|off-limits|a no-go)|not allowed|"
                        r"verboten|tabu|interdit\w*|prohibid\w*|vietat\w*|proibid\w*)\b|"
                        r"^[^。\n]{0,10}?(?:使わない|使用しない|使わず|不要|禁止|なし|無し|避け|やめ|しないで|NG|いらない|要らない|"
                        # "前置きを入れないでください", "인사말은 넣지 마세요": a verb refused after its object
                        r"[ぁ-んァ-ン一-龯]ないで|[ぁ-ん一-龯]ないこと|ません)|"
                        r"^[^.\n]{0,10}?(?:넣지|쓰지|하지|붙이지)\s*(?:마|말)|^[^.\n]{0,6}?(?:없이|금지)", re.I)
_NOT_BAN = rx(r"\b(?:unless|except|only (?:for|when|if)|sauf|außer|salvo|excepto|tranne)\b", re.I)


def _banned(clause: str, found: re.Match[str]) -> bool:
    before = clause[max(0, found.start() - 40):found.start()]
    return bool(_BAN.search(before) or _BAN_AFTER.match(clause[found.end():]))


# ---------------------------------------------------------------- capitals

_CAPS_RULE = rx(r"\ball[- ]?caps\b|\bcaps(?:[- ]?lock)?\b|\bcapital(?:s|ised|ized)?\b(?:\s+letters)?|\bupper[- ]?case\b|"
                        r"\bblock (?:capitals|letters)\b|\bshout\w*|\byell\w*|\bgroßbuchstaben\b|\bversalien\b|"
                        r"\bmajuscules?\b|\bmayúsculas?\b|\bmaiuscol[eo]\b|\bmaiúsculas?\b|\bhoofdletters?\b|大文字", re.I)
# a rule about the case of a heading, a title, a name or a sentence's first letter is a rule of its own
_CASE_OTHER = rx(r"\bheadings?\b|\bheaders?\b|\btitles?\b|\btitle case\b|\bsentence case\b|\bnames?\b|\bacronyms?\b|"
                         r"\bconstants?\b|\bvariables?\b|\bfirst (?:letter|word)\b|\bbeginning of (?:a |each )?sentences?\b|"
                         r"\bproper nouns?\b|\bsql\b|\bkeywords?\b|\bcommit\w*|\bbranch\w*|\bfile\w*|\bÜberschrift\w*|"
                         r"\btitres?\b|\btítulos?\b|\bnoms?\b|\bnombres?\b|見出し|タイトル", re.I)


def parse_caps(clause: str) -> bool:
    """Whether the clause bans writing in capitals ("never write in ALL CAPS", "don't shout", "pas de majuscules
    pour insister")."""
    found = _CAPS_RULE.search(clause)
    if not found or _CASE_OTHER.search(clause) or _NOT_BAN.search(clause):
        return False
    if found.group(0).lower().startswith(("shout", "yell")):
        return _banned(clause, found)  # "don't shout at me"
    return _banned(clause, found)


# ordinary words a reply writes in capitals to shout (en, fr, de, es, it, pt); acronyms are names, not shouting
_SHOUT_WORDS = frozenset("""
always are be but cannot do does don't done each ever every extremely
free go had has have highly huge important just least make may more most must need never
no none note now only our please really right should stop sure than that the then
there they this too urgent very was what when will with without won't wrong yes you your
absolutely definitely totally completely seriously super always wait careful danger caution again before after
attention
jamais toujours très pas tout tous rien surtout important attention vraiment absolument urgent
nie niemals immer sehr nicht kein keine wichtig achtung unbedingt bitte alle nur sofort
nunca siempre muy no nada importante atención todo todos solo ahora urgente cuidado
mai sempre molto non niente importante attenzione tutto subito
nunca sempre muito não nada importante atenção tudo
""".split())
# words that shout only in a run of capitals ("DO NOT DELETE", not "a NOT gate"), and the SQL a prose may name
_RUN_WORDS = _SHOUT_WORDS | frozenset("not and or is it if in on all any by from of to for".split())
_SQL = frozenset("NULL SELECT WHERE JOIN INSERT INTO VALUES TABLE CREATE ORDER GROUP BY FROM AND OR".split())
_CAPS_WORD = rx(r"(?<![\w'’-])[A-ZÀ-ÖØ-ÞĀ-Ž][A-ZÀ-ÖØ-ÞĀ-Ž'’]+(?![\w'’-])")


def _amid_lower(prose: str, found: re.Match[str]) -> bool:
    """A word in capitals between words in lower case ("Do NOT do that"), not in a run of capitals (SQL's "IS NOT
    NULL") nor named as a thing ("a NOT gate")."""
    before = re.findall(r"[^\W\d_]+", prose[max(0, found.start() - 30):found.start()])
    after = re.findall(r"[^\W\d_]+", prose[found.end():found.end() + 30])
    return bool(before and after and before[-1] != before[-1].upper() and after[0] != after[0].upper()
                and before[-1].lower() not in ("a", "an", "the", "logical", "bitwise", "operator"))


def _accented_word(prose: str, found: re.Match[str]) -> bool:
    """A word in capitals with an accent after its first letter ("MUCHÍSIMO", "TRÈS", "ÜBERALL" is not one: the
    umlaut opens it): acronyms carry none, so in prose in lower case it is a word shouted, whatever the word."""
    word = found.group(0)
    return len(word) >= 3 and bool(re.search(r"[À-ÖØ-ÞĀ-Ž]", word[1:])) and _in_lower_prose(prose, found)


def _in_lower_prose(prose: str, found: re.Match[str]) -> bool:
    before = re.findall(r"[^\W\d_]+", prose[max(0, found.start() - 30):found.start()])
    after = re.findall(r"[^\W\d_]+", prose[found.end():found.end() + 30])
    return any(w != w.upper() for w in before[-1:] + after[:1])


def caps_verdict(text: str) -> Finding:
    """no_caps: no ordinary word written in capitals in the reply's own prose (acronyms, code and quotes left out);
    a run of three words in capitals, one of them an ordinary word, shouts too ("DO NOT DELETE")."""
    prose = own_text(text)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    shouted = [m.group(0) for m in _CAPS_WORD.finditer(prose) if m.group(0).lower().replace("’", "'") in _SHOUT_WORDS
               or m.group(0) == "NOT" and _amid_lower(prose, m) or _accented_word(prose, m)]
    for run in re.finditer(r"(?<![\w-])(?:[A-ZÀ-Þ]{2,}[\s,!]+){2,}[A-ZÀ-Þ]{2,}(?![\w-])", prose):
        caps = re.findall(r"[A-ZÀ-Þ]{2,}", run.group(0))
        if any(w.lower() in _RUN_WORDS for w in caps) and not any(w in _SQL for w in caps):
            shouted.append(run.group(0).strip())
    if shouted:
        at = prose.find(shouted[0])
        around = " ".join(prose[max(0, at - 30):at + len(shouted[0]) + 30].split())
        return BROKEN, f"capitals {quote_words(list(dict.fromkeys(shouted))[:4])} in \"{around}\""
    return OBEYED, "no word in capitals but acronyms"


# ---------------------------------------------------------------- hedging

_HEDGE_RULE = rx(r"\bhedg\w*|\bwishy-washy\b|\bweasel[- ]words?\b|\bwaffl\w*|\bequivocat\w*|"
                         r"\brelativier\w*|\babschwäch\w*|\bherumgeeier\b|\bprécautions oratoires\b|\btergivers\w*|"
                         r"\bambigu\w*|\bmezze parole\b|\bevasiv[oe]\b|曖昧|濁さ", re.I)
_HEDGE = {
    "en": rx(r"\bI (?:think|believe|guess|suppose|feel like|reckon|would say|'d say)\b|\bI['’]d (?:say|guess)\b|"
                     r"\b(?:maybe|perhaps|possibly|probably|presumably|arguably|conceivably)\b|"
                     r"\bit (?:seems|appears|looks like)\b|\b(?:I['’]m|I am) (?:not (?:entirely |completely |100% )?sure|"
                     r"not certain|fairly sure|pretty sure)\b|\b(?:might|could|may) (?:be|have|not|possibly)\b|"
                     r"\bmore or less\b|\bto some extent\b|"
                     r"\bif I(?:['’]m| am) not mistaken\b|\bI could be wrong\b", re.I),
    "fr": rx(r"\bje (?:pense|crois|suppose|dirais)\b|\bpeut-être\b|\bprobablement\b|\bsans doute\b|"
                     r"\bil (?:semble|me semble|paraît)\b|\bsemble-t-il\b|\bvraisemblablement\b|\bil se peut\b|"
                     r"\bpourrait être\b|\bje ne suis pas (?:sûr|certain)\w*", re.I),
    "de": rx(r"\bich (?:glaube|denke|vermute|schätze|würde sagen)\b|\bvielleicht\b|\bwahrscheinlich\b|"
                     r"\bmöglicherweise\b|\beventuell\b|\bvermutlich\b|\bscheint\b|\bkönnte sein\b|\bunter umständen\b|"
                     r"\bgewissermaßen\b|\bich bin (?:mir )?nicht sicher\b", re.I),
    "es": rx(r"\bcreo que\b|\bpienso que\b|\bsupongo\b|\bquizá?s?\b|\btal vez\b|\ba lo mejor\b|\bprobablemente\b|"
                     r"\bposiblemente\b|\bparece que\b|\bpuede que\b|\bpodría ser\b|\bno estoy seguro\w*", re.I),
    "it": rx(r"\bpenso che\b|\bcredo che\b|\bforse\b|\bprobabilmente\b|\bsembra che\b|\bpotrebbe essere\b", re.I),
    "pt": rx(r"\bacho que\b|\bcreio que\b|\btalvez\b|\bprovavelmente\b|\bparece que\b|\bpode ser\b", re.I),
}


def parse_hedging(clause: str) -> bool:
    """Whether the clause bans hedging ("don't hedge", "no wishy-washy answers", "ohne Relativierungen")."""
    found = _HEDGE_RULE.search(clause)
    if not found or _NOT_BAN.search(clause):
        return False
    return _banned(clause, found) or bool(re.match(r"\s*(?:is|are)\s+(?:banned|not allowed)", clause[found.end():]))


def _languages(prose: str) -> list[str]:
    hits = {lang: len(re.findall(p.pattern, prose, re.I)) for lang, p in FUNCTION_WORDS.items()}
    top = max(hits.values())
    english = len(re.findall(r"\b(?:the|and|is|are|to|of|it|you|that|this)\b", prose, re.I))
    out = ["en"] if english >= top or english >= 2 else []
    return out + [lang for lang, n in hits.items() if n == top and n > english]


def _first_hit(patterns: list[re.Pattern[str]], prose: str) -> re.Match[str] | None:
    hits = [m for p in patterns for m in [p.search(prose)] if m]
    return min(hits, key=lambda m: m.start()) if hits else None


def _found_in(prose: str, found: re.Match[str] | None, what: str, none: str, before: int = 30) -> Finding:
    """BROKEN with the words found and their surroundings as evidence, else OBEYED with ``none``."""
    if not found:
        return OBEYED, none
    around = " ".join(prose[max(0, found.start() - before):found.end() + 30].split())
    return BROKEN, f"{what} \"{found.group(0)}\" in \"{around}\""


def hedging_verdict(text: str) -> Finding:
    """no_hedging: no hedge ("I think", "maybe", "probably", "peut-être", "vielleicht", "quizás") in the prose."""
    prose = own_text(text)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    found = _first_hit(list(_HEDGE.values()), prose)  # no hedge of one language is a plain word of another
    return _found_in(prose, found, "hedge", "no hedging words")


# ---------------------------------------------------------------- the first person

_FIRST_PERSON_RULE = rx(r"\bfirst[- ]person\b|\brefer(?:ring)? to (?:yourself|itself)\b|\btalk(?:ing)? about "
                                r"yourself\b|\bich-form\b|\bich-perspektive\b|\berste[rn]? person\b|"
                                r"\bpremière personne\b|\bprimera persona\b|\bprima persona\b|\bprimeira pessoa\b|一人称", re.I)
_FIRST_PERSON = {
    "en": rx(r"\bI\b|\bI['’](?:m|ve|ll|d)\b|\b(?:me|my|mine|myself)\b"),
    "fr": rx(r"\b(?:je|moi|mon|ma|mes|moi-même)\b|\bj['’](?=\w)", re.I),
    "de": rx(r"\b(?:ich|mich|mir|mein(?:e[mnrs]?)?)\b", re.I),
    "es": rx(r"\b(?:yo|conmigo|mí)\b", re.I),
    "it": rx(r"\b(?:io|mio|mia|miei|mie)\b", re.I),
}


def parse_first_person(clause: str) -> bool:
    """Whether the clause bans the first person ("never refer to yourself in the first person", "keine Ich-Form")."""
    found = _FIRST_PERSON_RULE.search(clause)
    if not found or re.search(r"\bplural\b|\bwe\b|\bnous\b|\bwir\b", clause, re.I):
        return False
    return _banned(clause, found)


def first_person_verdict(text: str) -> Finding:
    """no_first_person: no I / me / my (je / ich / yo ...) in the prose that speaks to the user."""
    from memlock_core.compliance.register import to_user

    prose = to_user(own_text(text))
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    langs = _languages(prose) or ["en"]
    found = _first_hit([_FIRST_PERSON[lang] for lang in langs if lang in _FIRST_PERSON], prose)
    return _found_in(prose, found, "first person", "no first person")


# ---------------------------------------------------------------- disclaimers

_DISCLAIMER_RULE = rx(r"\bdisclaimers?\b|\bcaveats?\b|\bsafety (?:warnings?|notes?|lectures?)\b|"
                              r"\b(?:consult|see|ask) a (?:professional|doctor|lawyer|expert)\b|\bas an ai\b|"
                              r"\bhaftungsausschl\w*|\bwarnhinweis\w*|\bdisclaimer\b|\bavertissements?\b|\bmises? en garde\b|"
                              r"\bclauses? de non-responsabilité\b|\bdescargos?\b|\badvertencias?\b|\bavvertenze\b|"
                              r"\bavisos? legais\b|免責|注意書き", re.I)
_DISCLAIMER = rx(
    r"\bas an ai\b|\bas an? (?:ai )?(?:language model|assistant|large language model)\b|"
    r"\bi(?:['’]m| am) not an? (?:doctor|physician|lawyer|attorney|medical professional|financial (?:advisor|adviser)|"
    r"tax (?:advisor|adviser|professional)|professional|licensed \w+|therapist|accountant)\b|"
    r"\b(?:this|it|that) (?:is not|isn['’]t|does not constitute|doesn['’]t constitute) (?:medical|legal|financial|"
    r"professional|investment|tax) advice\b|\bnot (?:medical|legal|financial|professional|investment) advice\b|"
    r"\b(?:please |always )?(?:consult|see|talk to|speak (?:to|with)|check with|ask) (?:a|an|your) (?:qualified |licensed |"
    r"local )?(?:doctor|physician|lawyer|attorney|professional|specialist|healthcare (?:provider|professional)|"
    r"medical professional|pharmacist|financial (?:advisor|adviser)|tax (?:advisor|adviser|professional)|accountant|"
    r"therapist|expert)\b|\bseek (?:professional|medical|legal) (?:help|advice|attention)\b|"
    r"\bfor (?:informational|educational) purposes only\b|"
    r"\bje ne suis pas (?:un |une )?(?:médecin|avocat\w*|professionnel\w*|conseill\w*)\b|"
    r"\b(?:consultez|consulte|demandez à|demande à) (?:un|une|votre|ton) (?:médecin|avocat|professionnel\w*|spécialiste|"
    r"pharmacien\w*|expert)\b|\bne constitue pas un (?:avis|conseil)\b|"
    r"\bich bin kein(?:e)? (?:arzt|ärztin|anwalt|anwältin|steuerberater\w*|fachmann|fachfrau|experte?)\b|"
    r"\b(?:wende dich|wenden sie sich|frag|fragen sie) (?:an )?(?:einen?|deinen?|ihren?) (?:arzt|ärztin|anwalt|anwältin|"
    r"fachmann|steuerberater\w*|fachärzt\w*|apotheker\w*|experten)\b|\bkeine (?:rechts|steuer|anlage|medizinische )"
    r"\w*beratung\b|\bkonsultiere\w* (?:einen?|deinen?) \w+\b|"
    r"\bno soy (?:un |una )?(?:médic[oa]|abogad[oa]|profesional|asesor\w*)\b|\b(?:consulta|consulte) (?:a |con )?"
    r"(?:un|una|tu|su) (?:médic[oa]|abogad[oa]|profesional|especialista|farmacéutic[oa]|asesor\w*)\b|"
    r"\bno constituye (?:asesoramiento|consejo)\b|"
    r"\bnon sono (?:un |una )?(?:medico|avvocato)\b|\b(?:consulta|consulti) (?:un|il tuo|il suo) (?:medico|avvocato|"
    r"professionista)\b|"
    r"\bnão sou (?:um |uma )?(?:médic[oa]|advogad[oa])\b|\b(?:consulte|consulta) (?:um|uma|seu|o seu) (?:médico|"
    r"advogado|profissional)\b|"
    # the assistant naming itself an AI, in other words and languages ("being an AI", "en tant qu'IA", "als KI",
    # "siendo una inteligencia artificial", "in quanto IA", "sendo uma IA")
    # -- said of itself: a first person follows in the sentence ("Como IA generativa, ChatGPT usa ..." is no disclaimer)
    r"(?:\b(?:being|i(?:['’]m| am) (?:just |only )?)an? (?:ai|artificial intelligence|language model)\b|"
    r"\bas an artificial intelligence\b|\ben tant qu['’](?:ia|intelligence artificielle|assistant)\b|"
    r"\ben tant que modèle de langage\b|\bals (?:ki|künstliche intelligenz|sprachmodell)\b|"
    r"\b(?:como|siendo|soy) (?:una? )?(?:ia|inteligencia artificial|modelo de lenguaje)\b|"
    r"\bin quanto (?:ia|intelligenza artificiale|modello linguistico)\b|"
    r"\b(?:como|sendo|sou) (?:uma? )?(?:ia|inteligência artificial|modelo de linguagem)\b)"
    r"(?=[^.!?\n]*\b(?:i|my|me|je|j['’]|moi|mon|ich|mir|mich|mein\w*|yo|tengo|puedo|soy|estoy|io|ho|posso|sono|"
    r"eu|tenho|sou|estou)\b)|"
    r"専門家に(?:ご)?相談|医師に(?:ご)?相談|弁護士に(?:ご)?相談|AIとして|言語モデルとして", re.I)


def parse_disclaimers(clause: str) -> bool:
    """Whether the clause bans disclaimers ("no disclaimers", "skip the 'consult a professional' caveats")."""
    found = _DISCLAIMER_RULE.search(clause)
    if not found or _NOT_BAN.search(clause):
        return False
    return _banned(clause, found)


def disclaimers_verdict(text: str) -> Finding:
    """no_disclaimers: no disclaimer formula ("As an AI", "I'm not a doctor", "consult a professional", "this is not
    legal advice") in the prose that speaks to the user."""
    from memlock_core.compliance.register import to_user

    prose = to_user(own_text(text))
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    return _found_in(prose, _DISCLAIMER.search(prose), "disclaimer", "no disclaimer", before=20)


# ---------------------------------------------------------------- filler openers

_FILLER_RULE = rx(r"\bpreambles?\b|\bfiller\w*|\bfluff\b|\bthroat[- ]clearing\b|\bwarm[- ]?up\b|\bpleasantries\b|"
                          r"\bintros?\b|\bintroductions?\b|\bintroductory\b|\bopeners?\b|\bopening (?:lines?|phrases?|remarks?)\b|"
                          r"\backnowledg\w*|\bpréambules?\b|\bintroduction\w*|\bformules? d'introduction\b|"
                          r"\bentrées? en matière\b|\bvorrede\b|\beinleitung\w*|\bvorgeplänkel\b|\bfloskel\w*|\bfüllwörter\b|"
                          r"\bpreámbulos?\b|\bintroducci\w*|\brelleno\b|\bpreambol\w*|\bpreâmbulos?\b|前置き|前振り|"
                          # Polish, Russian, Swedish, Dutch, Turkish, Korean, Chinese: the noun for an intro, the preamble
                          r"\bwstęp\w*|\bwprowadze\w*|\bвступлени\w*|\bпредислови\w*|\binleiding\w*|\bopeningszin\w*|"
                          r"\binledning\w*|\binledande fraser\b|\bgiriş cümle\w*|서론|인사말|머리말|"
                          r"开场白|開場白|客套话|客套話|铺垫|鋪墊", re.I)
_STRAIGHT = rx(r"\b(?:get|go|cut|jump|come|skip)\s+(?:straight\s+|right\s+)?to the (?:point|answer|chase)\b|"
                       r"\bstraight to the (?:point|answer)\b|\b(?:answer|respond) (?:directly|right away|straight away)\b|"
                       r"\bréponds? directement\b|\brépondez directement\b|\bantworte (?:direkt|sofort)\b|"
                       r"\bresponde (?:directamente|directo)\b|\brispondi direttamente\b|\bresponda diretamente\b|"
                       r"\bdroit au but\b|\bva(?:s)? (?:droit |directement )?à l['’]essentiel\b|"
                       r"\bdirekt zur sache\b|\bkomm\w* (?:gleich |direkt )?zur sache\b|\bve al grano\b|\bal grano\b|"
                       r"\bvai (?:dritto )?al punto\b|\bdireto ao (?:ponto|assunto)\b|単刀直入|本題から|"
                       r"\b(?:od razu|prosto|przejdź) do rzeczy\b|\bсразу (?:к делу|по делу|к сути)\b|\b(?:meteen|direct) ter zake\b|"
                       r"\b(?:direkt|rakt) på sak(?:en)?\b|\bdoğrudan konuya\b|\bsadede gel\b|바로 본론|直接回答|"
                       r"开门见山|開門見山|直奔主题|直奔主題", re.I)
# an acknowledgement standing before the answer: the word, then a stop, a comma or a dash ("Sure!", "Certainly, ...")
_FILLER = rx(
    r"^(?:(?:sure(?: thing)?|certainly|absolutely|of course|definitely|okay|ok|alright|all right|got it|great|"
    r"excellent|perfect|awesome|understood|no problem|gladly|happy to help)\s*[!,.:—–-]|"
    r"(?:great|good|excellent|fantastic|interesting) question\b|good one to ask\b|"
    r"i['’]d be (?:happy|glad|delighted) to\b|i(?:['’]m| am) (?:happy|glad|delighted) to (?:help|explain|assist)\b|"
    r"happy to (?:help|explain|assist)\b|let me (?:explain|help|walk you through|break (?:it|this) down)\b|"
    r"(?:bien sûr|certainement|absolument|évidemment|volontiers|d['’]accord|parfait|excellente question|"
    r"bonne question)\s*[!,.:—–-]?|avec plaisir\b|"
    r"(?:natürlich|klar|gerne|gern|sicher|selbstverständlich|auf jeden fall|super|perfekt|alles klar|"
    r"gute frage)\s*[!,.:—–-]|"
    r"(?:claro(?: que sí)?|por supuesto|desde luego|perfecto|vale|buena pregunta|con gusto|certo|certamente|"
    r"assolutamente|ottima domanda|com certeza|ótima pergunta)\s*[!,.:—–-]|"
    r"(?:oczywiście|jasne|pewnie|świetne pytanie|dobre pytanie|конечно|разумеется|безусловно|отлично|отличный вопрос|"
    r"хороший вопрос|självklart|absolut|visst|bra fråga|natuurlijk|zeker|uiteraard|goede vraag|prima|tabii(?: ki)?|elbette|"
    r"harika (?:bir )?soru|güzel (?:bir )?soru)\s*[!,.:—–-]|"
    r"(?:물론입니다|물론이죠|물론|좋은 질문|알겠습니다)\s*[!,.:—–，。！、-]|"
    r"(?:もちろん|承知しました|かしこまりました|いい質問|良い質問)|(?:当然|好的|没问题|沒問題|好问题|好問題)\s*[!！,，。]?)",
    re.I)


def parse_filler(clause: str) -> bool:
    """Whether the clause bans an acknowledgement before the answer ("no preamble", "no filler openers", "get
    straight to the point", "sans préambule", "ohne Vorrede", "ve al grano", "前置きなし")."""
    if _STRAIGHT.search(clause):
        return not re.search(r"\b(?:unless|except|sauf|außer|salvo)\b", clause, re.I)
    found = _FILLER_RULE.search(clause)
    if not found and _example_class(clause):
        return True
    if not found or _NOT_BAN.search(clause):
        return False
    if re.search(r"\b(?:section|chapter|paragraph|essay|article|report|document|intro section)\b", clause, re.I):
        return False  # "no introduction section in the report": the shape of a document
    # "don't start replies with 'Great question' or any 'Certainly!' type filler": the refused opening verb governs
    # the whole list, however far the noun stands from it
    opening = _OPENING_REFUSED.search(clause[:found.start()])
    return _banned(clause, found) or bool(opening and _BAN.search(clause[max(0, opening.start() - 20):opening.start()]))


_QUESTION_WORD = rx(r"question|frage|pregunta|domanda|pergunta|pytanie|вопрос|質問|问题", re.I)
_EXAMPLE = rx(r"[\"“„«「『]\s?([^\"”“»」』\n]{2,40}?)\s?[\"”“»」』]|(?<!\w)['‘]([^'’\n]{2,40})['’](?!\w)")
# "any", "other", "similar", "type", "like that": the quoted openers stand for their kind
_CLASS_MARK = rx(r"\b(?:any|other|similar|type|kind|sort|like (?:that|this|these|those)|such|aucune?|autres?|similaires?|genre|"
                         r"ähnlich\w*|solche\w*|sonstige\w*|andere\w*|art|otr[oa]s?|estilo|style|ningun[oa]?|similar\w*|parecid\w*|tipo|"
                         r"altr[oie]|simil\w*|outr[oa]s?|semelhante\w*|inn\w+|podobn\w*|typu|друг\w+|подобн\w+)\b|"
                         r"のような|みたいな|などの|等の", re.I)


def _example_class(clause: str) -> bool:
    """"don't start replies with 'Great question' or any 'Certainly!' type filler", "ne commence jamais par « Bien sûr ! »
    ni aucune formule du même genre": a refused opening whose quoted examples hold an acknowledgement ("Certainly!",
    "Bien sûr !", "Klar!") and a word that makes them a kind bans every acknowledgement, in any words."""
    opening = _OPENING_REFUSED.search(clause)
    if not opening or not (_BAN.search(clause[max(0, opening.start() - 20):opening.start()])
                           or _BAN_AFTER_VERB.match(clause, opening.end())):
        return False
    examples = [m.group(1) or m.group(2) for m in _EXAMPLE.finditer(clause, opening.end())]
    # an acknowledgement ("Certainly!", "Klar!"), not a compliment on the question ("Great question": flattery's kind)
    acks = [e for e in examples if not praises_question(e) and not _QUESTION_WORD.search(e)]
    if not any(_FILLER.match(e.strip(" ¡¿") + ("" if e.strip()[-1:] in "!,.:" else "!")) for e in acks):
        return False
    last = max(m.end() for m in _EXAMPLE.finditer(clause, opening.end()))
    rest = _EXAMPLE.sub(" ", clause[opening.end():])
    return bool(_CLASS_MARK.search(rest)) and last > opening.end()


# "Fang Antworten nie mit ... an", "Commence pas par ...": the refusal right after the verb
_BAN_AFTER_VERB = rx(r"\s+(?:[\w'’]+\s+){0,2}?(?:nie|niemals|nicht|never|jamais|pas|nunca|no|mai|non)\b", re.I)


# a verb for opening the reply ("start", "commencer", "beginnen", "empezar", "iniziare", "começar", "zaczynać")
_OPENING_REFUSED = rx(r"\b(?:start|open|begin|lead|kick off|preface|commence\w*|démarre\w*|beginn\w*|fang\w* an|"
                              r"anfang\w*|einleit\w*|empie\w*|empez\w*|comien\w*|comenz\w*|inizi\w*|comece\w*|começ\w*|"
                              r"comec\w*|arranc\w*|arranqu\w*|zaczyna\w*|zaczynaj\w*|начинай\w*|начина\w*)\w*\b", re.I)


# an interjection before the opening words ("Ooh, excellent question", "Ah, sure"): the words after it open the reply
INTERJECTION = r"(?:o+h+|oo+h*|wow|ah+|aah+|hmm+|ha|oh wow|well|ooh la la|oh là là|ach|ay|vaya)[,!]?\s+"
_AFTER_INTERJECTION = rx(rf"^{INTERJECTION}", re.I)


def filler_verdict(text: str) -> Finding:
    """no_filler: the reply's first words are not an acknowledgement before the answer ("Sure!", "Certainly,",
    "Great question!", "I'd be happy to help", "Bien sûr !", "Natürlich!", "¡Claro!", "もちろんです。")."""
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    if not lines:
        return NOT_APPLICABLE, "empty reply"
    first = re.sub(r"^[\s>*_#-]*(?:\*\*|__)?[¡¿\s]*", "", lines[0]).replace("**", "").replace("__", "")
    from memlock_core.compliance.mentions import quoted_subject
    if quoted_subject(first):  # "„Gute Frage!“ wirkt floskelhaft": the phrase spoken of, not said
        return OBEYED, f"opens with a quoted phrase spoken of: \"{' '.join(first[:30].split())}\""
    found = _FILLER.match(first) or _FILLER.match(_AFTER_INTERJECTION.sub("", first))
    if found:
        return BROKEN, f"opens with \"{' '.join(first[:50].split())}\""
    empty = empty_opener(_AFTER_INTERJECTION.sub("", first))  # praise or an announcement, in any words
    if empty:
        return BROKEN, f"opens with {empty[0]}: \"{' '.join(empty[1][:50].split())}\""
    return OBEYED, f"opens with \"{' '.join(first[:30].split())}\""


# ---------------------------------------------------------------- a closing question

NO_END_QUESTION = "no_end_question"
_END_VERB = rx(r"\b(?:end|ends|ending|finish\w*|close|closing|conclude\w*|wrap\w* up|sign\w* off|"
                       r"termine[rsz]?|terminer|finis|finir|conclu\w*|beend\w*|schließ\w*|abschließ\w*|"
                       r"termin(?:es|e|ar|a)|acab(?:es|e|ar|a)|finali[cz]\w*|concluy\w*|"
                       r"finire|finisci|terminare|termini|concludere|terminar|encerr\w*)\b|終わ|締め", re.I)
_QUESTION_NOUN = rx(r"\b(?:(?:follow-?up |closing |final |trailing )?questions?|frage[n]?|rückfrage[n]?|"
                            r"preguntas?|domand[ae]|perguntas?)\b|質問|疑問", re.I)
_FOLLOW_UP = rx(r"\bfollow-?up questions?\b|\bquestions? at the end\b|\b(?:closing|trailing|final) questions?\b|"
                        r"\brückfragen am ende\b|\bquestions? (?:à la fin|finales?)\b|\bpreguntas? (?:al final|finales?)\b|"
                        # "no questions back at me", "no clarifying questions": a question put back to the user, the
                        # closing one above all
                        r"\bquestions? back\b|\bclarifying questions?\b|\bquestions? de clarification\b|"
                        r"\bpreguntas? de (?:vuelta|aclaración)\b|\bpytań zwrotnych\b|\bmotfrågor\b|\bwedervragen\b|"
                        r"\bвстречных вопрос\w*|\bуточняющих вопрос\w*", re.I)


def parse_end_question(clause: str) -> bool:
    """Whether the clause bans ending the reply on a question ("don't end with a question", "no follow-up questions",
    "ne termine pas par une question", "質問で終わらないで")."""
    if re.search(r"\bquestion[- ]?marks?\b|\bpoints? d['’]interrogation\b|\bfragezeichen\b|\bsignos? de interrogación\b|"
                 r"\bheadings?\b|\bheaders?\b|\btitles?\b|\bbullets?\b|\bitems?\b|\bsubject\b|\bcommit\w*|"
                 r"\bÜberschrift\w*|\btitres?\b|\btítulos?\b|見出し|疑問符", clause, re.I):
        return False  # "headers must not end with a question mark": a rule on other text, or on the mark itself
    follow = _FOLLOW_UP.search(clause)
    if follow and _banned(clause, follow):
        return True
    verb = _END_VERB.search(clause)
    noun = _QUESTION_NOUN.search(clause)
    if not verb or not noun or abs(noun.start() - verb.end()) > 40 and abs(verb.start() - noun.end()) > 40:
        return False
    if re.search(r"[぀-ヿ]", verb.group(0)):  # "質問で終わらないで"
        return bool(_BAN_AFTER.match(clause[verb.start():]) or re.search(r"終わらない|締めない", clause))
    first = min(verb, noun, key=lambda m: m.start())
    return _banned(clause, first) or bool(_BAN.search(clause[first.start():max(verb.end(), noun.end())]))


def end_question_verdict(text: str) -> Finding:
    """no_end_question: the reply's last sentence of prose (code left out) is not a question."""
    prose = own_text(text, quotes=True).strip()
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    last_line = [ln for ln in prose.splitlines() if ln.strip()][-1].strip()
    sentences = [x for x in re.split(r"(?<=[.!?。！？])\s*", last_line) if x.strip()]
    last = sentences[-1] if sentences else last_line
    if re.search(r"[?？]\s*[)»\"'”]*\s*$", last):
        return BROKEN, f"ends with a question: \"{' '.join(last.split())[:70]}\""
    return OBEYED, f"ends with \"{' '.join(last.split())[-40:]}\""


# ---------------------------------------------------------------- a name the user refuses

def _name(group: str) -> str:
    return rf"(?P<{group}>[A-ZÀ-Ý][\w'’-]+(?:\s+[A-ZÀ-Ý][\w'’-]+)?)"
_NAME_BAN = rx(
    rf"\b(?:don['’]?t|do not|never|stop|please don['’]?t)\s+(?:ever\s+)?(?:call|address|name)\s+me\s+(?!by\b|with\b|as\b){_name('n1')}|"
    rf"\b(?:don['’]?t|do not|never|stop)\s+(?:ever\s+)?(?:call|address)\s+me\s+(?:by\s+)?(?:my\s+)?(?:first\s+|given\s+)?"
    rf"name\s*\(\s*{_name('n2')}\s*\)|\bnever\s+my\s+(?:first\s+|given\s+)?name\s*\(\s*{_name('n3')}\s*\)|"
    rf"\bne\s+m['’]appelle(?:z)?\s+(?:pas|jamais)\s+{_name('n4')}|\bnenn(?:e|en sie)?\s+mich\s+(?:nicht|nie|niemals)\s+{_name('n5')}|"
    rf"\bno\s+me\s+llames\s+{_name('n6')}|\bnon\s+chiamarmi\s+{_name('n7')}|\bnão\s+me\s+chames?\s+(?:de\s+)?{_name('n8')}", re.I)
_NOT_A_NAME = frozenset("""By With As That This It Me My Your Anything Everything Names Name Sir Madam Ma'am""".split()) - {"Sir", "Madam"}


# "don't call me by my name (it's Priya)", "don't use my first name - I'm Sam": the ban of "my name", the name told
# elsewhere in the rule
_MY_NAME_BAN = rx(r"\b(?:don['’]?t|do not|never|stop|no)\s+(?:ever\s+)?(?:call(?:ing)?\s+me\s+by|address(?:ing)?\s+me\s+"
                          r"by|us(?:e|ing)|say(?:ing)?|mention(?:ing)?)\s+(?:my\s+)(?:first\s+|given\s+)?name\b", re.I)
_NAME_TOLD = rx(rf"\b(?:it['’]?s|my name is|my (?:first |given )?name['’]?s|i['’]?m|i am|(?<!not )called)\s+{_name('n')}"
                        rf"(?=\s*[),.;—–-]|\s*$)", re.I)


# "never call me buddy, pal, mate or friend", "don't address me as 'dude' or 'bro'", "ne m'appelle pas mon pote ou
# chéri", "nenn mich nicht Kumpel oder Alter", "no me llames colega ni tío": terms of address, listed after the ban
# an apostrophe inside a term only before a letter ("ma'am"): one after it closes the quote ("'mate' or ...")
_TERM = r"[^\W\d_](?:[\w-]|['’](?=\w))*(?:\s+[^\W\d_](?:[\w-]|['’](?=\w))*)?"
_TERMS_BAN = rx(
    r"(?:\b(?:don['’]?t|do not|never|stop|quit|avoid|no|please don['’]?t)\s+(?:ever\s+)?(?:call(?:ing)?|address(?:ing)?)\s+me\s+"
    r"(?:as\s+|things like\s+|stuff like\s+|anything like\s+)?|\bne\s+m['’](?:appelle|appelez|interpelle)z?\s+(?:pas|jamais)\s+|"
    r"\bnenn(?:e|en sie)?\s+mich\s+(?:nicht|nie|niemals)\s+|\bno\s+me\s+(?:llames|digas)\s+|\bnon\s+chiamarmi\s+|"
    r"\bnão\s+me\s+chames?\s+(?:de\s+)?)"
    rf"(?P<list>[\"“'‘«„]?{_TERM}[\"”'’»“]?(?:\s*,\s*[\"“'‘«„]?{_TERM}[\"”'’»“]?)*"
    rf",?\s+(?:or|nor|and|ou|ni|et|oder|und|noch|o|y|ne|e|nem)\s+(?:de\s+)?[\"“'‘«„]?{_TERM}[\"”'’»“]?|"
    rf"[\"“'‘«„][^\"”'’»“\n]{{1,30}}[\"”'’»“])", re.I)
# one term is enough when the rule quotes it ("stop calling me 'boss'"); a bare word after "call me" may be anything
_QUOTED_TERM = rx(r"^[\"“'‘«„][^\"”'’»“\n]{1,30}[\"”'’»“]$")
_NOT_A_TERM = frozenset("""at after before by in on when if until late early back up out again later that this it
    anything everything names name with from for to about""".split())


def _address_terms(clause: str) -> list[str]:
    found = _TERMS_BAN.search(clause)
    if not found:
        return []
    listed = found.group("list").strip()
    items = [x.strip(" \"“”'‘’«»„") for x in re.split(r"\s*,\s*|,?\s+(?:or|nor|and|ou|ni|et|oder|und|noch|o|y|ne|e|nem)\s+"
                                                    r"(?:de\s+)?", listed, flags=re.I)]
    items = [x for x in items if x]
    if len(items) < 2 and not _QUOTED_TERM.match(listed) or any(len(x.split()) > 2 or x.split()[0].lower() in _NOT_A_TERM for x in items):
        return []  # "don't call me before 9 or after 6": no terms of address
    return items


# "... or anything like that", "or similar", "ou ce genre de trucs", "oder so was", "ni nada parecido": the listed
# nicknames stand for their class, the casual terms of address of these languages
_LIKE_THAT = rx(r"\b(?:or|and)\s+(?:anything|something|stuff|things?|any(?:thing)? else)\s+(?:like (?:that|those|this)|"
                r"similar|of the sort|of that sort)\b|\bor (?:the )?like\b|\bor similar\b|\betc\.?|"
                r"\bou (?:autre chose )?(?:du|de ce) genre\b|\bou (?:quelque chose de )?similaire\b|\boder (?:so was|sowas|"
                r"ähnliches|dergleichen)\b|\bni (?:nada|cosas?) (?:parecid[oa]s?|por el estilo|así)\b|\bo (?:algo|cosas?) "
                r"(?:así|parecid[oa]s?|por el estilo)\b|\bo (?:cose|qualcosa) (?:del genere|simili)\b|\bou (?:algo|coisas?) "
                r"(?:assim|parecid[oa]s?)\b|"
                # "ni rien de ce genre", "né niente del genere", "nem nada do tipo", "of iets dergelijks", "oder Ähnliches"
                r"\bni (?:rien|quoi que ce soit) (?:de ce genre|du genre|de tel|de similaire)\b|\bn[ée] (?:niente|nulla) "
                r"(?:del genere|di simile)\b|\bnem (?:nada|coisa) (?:parecid[oa]|do tipo|do gênero|assim)\b|"
                r"\bou coisa do (?:tipo|gênero)\b|\bof (?:iets )?(?:dergelijks|zoiets|iets dergelijks)\b|"
                r"\boder (?:Ähnliche[s]?|so)\b", re.I)
# the casual terms of address per language (a check holds at most 16 names: the class of the listed terms' language)
_CASUAL_TERMS = (
    ("buddy", "bud", "pal", "mate", "dude", "bro", "man", "champ", "chief", "boss", "friend", "my friend", "sport",
     "kiddo", "sweetie", "honey"),
    ("mon pote", "pote", "mec", "mon vieux", "mon grand", "chéri", "chérie", "mon ami", "ma belle", "chef"),
    ("Kumpel", "Alter", "Digga", "Schatz", "Chef", "Junge", "Mann"),
    ("tío", "tía", "colega", "amigo", "amiga", "jefe", "cariño", "majo", "crack", "guapo", "guapa"),
    ("amico", "capo", "bello", "caro", "cara", "tesoro"),
    ("cara", "mano", "amigo", "querido", "querida", "chefe", "parceiro"),
)


def _with_class(terms: list[str], clause: str) -> list[str]:
    """The listed terms, and their class when the rule says "or anything like that" of casual nicknames."""
    if not _LIKE_THAT.search(clause):
        return terms
    listed = {t.lower() for t in terms}
    group = next((g for g in _CASUAL_TERMS if listed & {c.lower() for c in g}), ())
    return [*terms, *(c for c in group if c.lower() not in listed)][:16]


def parse_name_ban(clause: str) -> list[str]:
    """The names a rule tells the reply not to call the user by ("Don't call me Bob", "never my first name (Chidi)",
    "Nenn mich nicht Hans", "No me llames Paco", "Don't call me by my name (it's Priya)"), and the terms of address
    it lists ("never call me buddy, pal or mate")."""
    terms = _address_terms(clause)
    if terms:
        return list(dict.fromkeys(_with_class(terms, clause)))
    out = []
    told = next((m for m in _NAME_TOLD.finditer(clause) if m.group("n")[0].isupper()), None) \
        if _MY_NAME_BAN.search(clause) else None
    for found in [*_NAME_BAN.finditer(clause), *([told] if told else [])]:
        name = next(g for g in found.groups() if g).strip()
        if name[0].isupper() and name.split()[0] not in _NOT_A_NAME:
            out.append(name)
    return list(dict.fromkeys(out))


def name_verdict(names: tuple[str, ...], text: str) -> Finding:
    """no_names: the reply does not call the user by one of ``names``: the name as a form of address, set off by a
    comma or a dash ("You've got this, Priya.", "Priya, try ...", "D'accord Jean, ...") or after a greeting ("Hi Priya").
    The name written as text (a signature the user asked for, the subject of the question) is no address."""
    prose = own_text(text, quotes=True)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    for name in names:
        # a term of address in lower case ("mate") is one at the start of a sentence too ("Mate, ..."), and only where
        # it is set off as one ("ask a friend." speaks of someone else)
        term = re.escape(name) if name[:1].isupper() else f"(?i:{re.escape(name)})"
        called = re.search(rf"(?:[,—–]\s*|\b(?i:hi|hello|hey|dear|thanks|thank you|bye|cheers|morning|evening|congrats|"
                           rf"congratulations|bonjour|salut|merci|hallo|danke|hola|gracias|ciao|grazie|olá|obrigad[oa]|"
                           # an interjection the term closes ("Ugh, sorry dude.", "Nope mate.", "désolé mec")
                           rf"sorry|ugh|yeah|yep|nope|nah|ok|okay|alright|oh|wow|nice|sure|look|listen|relax|"
                           rf"désolé|tranquille|tut mir leid|lo siento|tranqui|scusa|desculpa)\s+|"
                           rf"(?:^|(?<=[.!?]\s))(?:[\w'’]+\s+)?(?={term}\s*[,!])){'' if term != re.escape(name) else '?'}"
                           rf"(?<![\w'’-]){term}(?=\s*[,!?.—–:]|\s*$)", prose, re.M)
        if called:
            return BROKEN, f"calls the user \"{name}\": \"{prose[max(0, called.start() - 30):called.end() + 20].strip()[:70]}\""
    return OBEYED, "the user is not called by " + " or ".join(f"\"{n}\"" for n in names)
