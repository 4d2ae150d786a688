"""Typographic conventions of the reply's prose (issue 21): markdown emphasis, the serial comma, Spanish written
accents, French punctuation spacing and quotation marks.

Each is a property of characters in the prose, so each is measured, never judged: code blocks and inline code are
left out (a shell command's ``"$x"`` is no quotation, ``configuracion.py`` no word), and a verdict is only given when
the reply holds something the convention speaks to (a list of three, a word of the kind, a mark of the kind); else it
is not applicable.

- no_bold / no_italic: no ``**bold**`` / ``__bold__``, no ``*italic*`` / ``_italic_`` in the prose.
- oxford_comma: a series of three or more joined by "and" / "or" has a comma before the conjunction ("A, B, and C");
  "A, B and C" breaks it. Read only in English prose.
- es_accents: Spanish words that are never written without their accent: the singular nouns in -ción / -sión (every
  one is stressed on its last syllable) and the adverbs that have no unaccented twin (también, después, además ...).
  A word with an unaccented twin (más / mas, está / esta, sé / se) tells nothing and is left alone.
- fr_typography: French spacing before the two-part marks ``: ; ? !`` and « » quotation marks, never "straight" ones.
"""
from __future__ import annotations

import re

from memlock_core.compliance import numerals, pt_agreement
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.typography_spec import DESCRIPTIONS as DESCRIPTIONS  # re-exported for the readers
from memlock_core.compliance.typography_spec import ES_ACCENTS, ES_OPENING_MARKS, FR_TYPOGRAPHY, OXFORD_COMMA, PT_AO90
from memlock_core.compliance.typography_spec import FORMATS as FORMATS
from memlock_core.compliance.typography_spec import NO_BOLD as NO_BOLD
from memlock_core.compliance.typography_spec import NO_ITALIC as NO_ITALIC
from memlock_core.regex_cache import rx

# ── the rule's words ────────────────────────────────────────────────────────────────────────────────────────────────
BOLD_WORDS = rx(r"\bbold(?:face|ed|ing)?\b|\bgras\b|\bfett(?:druck|schrift|gedruckt\w*|e?n?)?\b|\bnegritas?\b|"
                        r"\bgrassetto\b|\bnegrito\b|\bvet(?:gedrukt)?\b|\bpogrubi\w*|太字|ボールド|粗体|加粗", re.I)
ITALIC_WORDS = rx(r"\bitalics?\b|\bitalique\w*|\bkursiv\w*|\bcursivas?\b|\bcorsivo\b|\bit[áa]lico\b|\bcursief\b|"
                          r"\bkursyw\w*|斜体|イタリック", re.I)
# "caps for emphasis", "pour insister": emphasis as the purpose of something else, not the thing banned
EMPHASIS_WORDS = rx(r"(?<!\bfor )(?<!\bas )(?<!\bpour )(?<!\bzur )(?<!\bpara )(?<!\bper )"
                            r"\b(?:markdown\s+)?emphasis\b|\bmise en (?:valeur|relief)\b|\bhervorhebung(?:en)?\b|"
                            r"\b[ée]nfasis\b|強調", re.I)
# "use bold sparingly", "bold only for warnings", "no bold headings": a judgement, or a part the heading rules read
_NOT_A_BAN = rx(r"\b(?:overuse|too much|too many|sparingly|excessive\w*|only (?:for|to|in|on)|except|unless|sauf|"
                        r"außer|ausser|salvo|excepto|solo para|sólo para|trop de|zu viel\w*|demasiad\w*|headings?|headers?|"
                        r"titles?|titres?|überschrift\w*|t[íi]tulos?|encabezados?|titol[io]|intestazion[ei]|cabeçalhos?|"
                        r"nagłówk\w*|koppen)\b", re.I)
OXFORD_WORDS = rx(r"\b(?:oxford|serial|harvard)[- ]comma\b|\bvirgule (?:d'oxford|oxfordienne|de série)\b|"
                          r"\boxford[- ]komma\b|\bserielles komma\b|\bcoma (?:de oxford|serial)\b|\bvirgola di oxford\b", re.I)
# "tildes siempre", "acentos", "con todas sus tildes", "accents in Spanish": the written accents of Spanish
ACCENT_WORDS = rx(r"\btildes?\b|\bacentos?(?:\s+gr[áa]ficos?)?\b|\bacentuaci[óo]n\b|"
                          r"\b(?:spanish|espagnol|spanisch)\b[^.;\n]{0,30}\baccents?\b|\baccents?\b[^.;\n]{0,30}\bspanish\b", re.I)
# "signos de apertura (¿ ¡)", "¿ y ¡", "opening question marks", "inverted question marks": Spanish opening marks
OPENING_MARK_WORDS = rx(r"[¿¡]|\bsignos? de (?:apertura|interrogaci[óo]n|exclamaci[óo]n)\b|"
                        r"\b(?:opening|inverted|upside[- ]down) (?:question|exclamation) marks?\b|"
                        r"\bpoints? d'interrogation (?:invers[ée]s?|ouvrants?)\b|\bumgedrehte[ns]? fragezeichen\b", re.I)
FRENCH_TYPO_WORDS = rx(r"\btypo(?:graphie)?\s+fran[çc]aise\b|\bespaces? (?:ins[ée]cables? )?avant\b|"
                               r"\bguillemets?\s+(?:fran[çc]ais|«)|\bfrench (?:typography|punctuation|spacing|quotes|"
                               r"quotation marks)\b|\bfranz[öo]sische typografie\b", re.I)


def parse_typography(clause: str) -> list[tuple[str, int, int]]:
    """(format, start, end) for each convention the clause names; the caller decides the polarity (emphasis is only
    ever banned: "use bold for key terms" is a judgement and left unread)."""
    out: list[tuple[str, int, int]] = []
    if not _NOT_A_BAN.search(clause):
        for pattern, names in ((BOLD_WORDS, (NO_BOLD,)), (ITALIC_WORDS, (NO_ITALIC,)),
                               (EMPHASIS_WORDS, (NO_BOLD, NO_ITALIC))):
            found = pattern.search(clause)
            if found:
                out += [(name, found.start(), found.end()) for name in names if name not in {o[0] for o in out}]
    for pattern, name in ((OXFORD_WORDS, OXFORD_COMMA), (ACCENT_WORDS, ES_ACCENTS), (FRENCH_TYPO_WORDS, FR_TYPOGRAPHY),
                          (OPENING_MARK_WORDS, ES_OPENING_MARKS), (pt_agreement.AGREEMENT_WORDS, PT_AO90)):
        found = pattern.search(clause)
        if found:
            out.append((name, found.start(), found.end()))
    spelled = numerals.parse_spell_numbers(clause)
    if spelled:  # "spell out numbers one to nine": refusals are read there, so it is never a refused convention here
        out.append(spelled)
    return out


# ── the reply's prose ───────────────────────────────────────────────────────────────────────────────────────────────
_FENCE = rx(r"^\s*(```|~~~).*?(?:^\s*\1[^\n]*$|\Z)", re.S | re.M)
_INLINE = rx(r"`[^`\n]+`")
_URL = rx(r"\b(?:https?://|www\.)\S+|\S+@\S+\.\w+")
CODE_MARK = "\uE000"  # what inline code leaves in the prose: a word of its own, so "`nom`;" still has its ";"


def _prose(text: str) -> str:
    return _URL.sub(" ", _INLINE.sub(CODE_MARK, _FENCE.sub("\n", text)))


def _excerpt(text: str, width: int = 50) -> str:
    text = " ".join(text.replace(CODE_MARK, "`…`").split())
    return text if len(text) <= width else text[:width - 1] + "…"


_BOLD = rx(r"(?<![\w*])\*\*(?=\S)[^*\n]{1,200}?(?<=\S)\*\*(?![\w*])|(?<![\w_])__(?=\S)[^_\n]{1,200}?(?<=\S)__(?![\w_])")
_ITALIC = rx(r"(?<![\w*])\*(?=[^\s*])[^*\n]{1,120}?(?<=[^\s*])\*(?![\w*])|"
                     r"(?<![\w_])_(?=[^\s_])[^_\n]{1,120}?(?<=[^\s_])_(?![\w_])")
_BOLD_ITALIC = rx(r"(?<![\w*])\*\*\*(?=\S)[^*\n]{1,200}?(?<=\S)\*\*\*(?![\w*])")
# "__init__", "_private_": a Python name left outside backticks, no emphasis meant
_IDENTIFIER = rx(r"__[a-z0-9]+(?:_[a-z0-9]+)*__|_[a-z0-9]+(?:_[a-z0-9]+)+_")
_LIST_STAR = rx(r"^(\s*)\*(?=\s)", re.M)


def emphasis_verdict(part: str, text: str) -> Finding:
    """no_bold / no_italic: the prose (code left out) has no bold / no italic span."""
    prose = _LIST_STAR.sub(r"\1-", _prose(text))  # a "* item" bullet is no emphasis
    both = _BOLD_ITALIC.search(prose)
    if both:
        return BROKEN, f"{'bold' if part == NO_BOLD else 'italic'} (bold italic): \"{_excerpt(both.group(0))}\""
    pattern, what = (_BOLD, "bold") if part == NO_BOLD else (_ITALIC, "italic")
    if part == NO_ITALIC:
        prose = _BOLD.sub(" ", prose)
    for found in pattern.finditer(prose):
        if not _IDENTIFIER.fullmatch(found.group(0)):
            return BROKEN, f"{what} text: \"{_excerpt(found.group(0))}\""
    if not re.search(r"[^\W\d_]{2,}", prose.replace(CODE_MARK, " ")):
        return NOT_APPLICABLE, "no prose in the reply"
    return OBEYED, f"no {what} text"


# ── the serial comma ────────────────────────────────────────────────────────────────────────────────────────────────
_SENTENCE = rx(r"[^.!?;:\n]+")
_ITEM = r"[^,;:()\n]{1,40}?"
# A series: an item, one or more ", item", then " and|or item" with (serial) or without the comma.
_SERIES = rx(rf"(?P<first>{_ITEM}),\s+(?P<mid>(?:{_ITEM},\s+)*?{_ITEM})(?P<comma>,)?\s+(?P<conj>and|or)\s+(?=(?P<last>\S))",
                     re.I)
# a first "item" that opens the sentence with an aside is no item ("However, X and Y", "If you can, A and B")
_ASIDE = rx(r"^\s*(?:however|also|so|then|now|first(?:ly)?|second(?:ly)?|finally|next|yes|no|well|sure|ok(?:ay)?|"
                    r"in short|in practice|in general|for example|for instance|e\.g|i\.e|otherwise|instead|meanwhile|"
                    r"alternatively|again|still|besides|thus|hence|therefore|usually|typically|often|sometimes|today|"
                    r"by default|of course|honestly|unfortunately|fortunately|luckily|note|tip|warning)\b|"
                    r"^\s*(?:if|when|whenever|while|since|because|although|though|unless|once|after|before|as|where|"
                    r"with|without|to|in|on|for|by|from|after)\b", re.I)
_VERB_INSIDE = rx(r"\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|should|must|do|does|did|"
                          r"run|use|install|add|make)\b", re.I)


_CLAUSE_OPENS = rx(r"^\s*(?:then|so|but|which|who|that|because|where|while|when|if|since|although|just|also|"
                           r"and|or|otherwise|else|it|this|you|we|they|he|she)\b", re.I)


def _series(sentence: str) -> list[bool]:
    """For each series of three or more in the sentence: True when written with the serial comma."""
    out: list[bool] = []
    for found in _SERIES.finditer(sentence):
        first, mid = found.group("first"), found.group("mid")
        if _ASIDE.match(first) and mid.count(",") >= 1:
            # "For caching, use Redis, Memcached or Valkey": the aside is no item; the series starts after it
            out += _series(sentence[found.start("mid"):])
            continue
        items = [first] + [m for m in mid.split(",")]
        if _ASIDE.match(first) or any(len(i.split()) > 5 for i in items):
            continue
        opener = next((k for k, i in enumerate(items[1:], 1) if _CLAUSE_OPENS.match(i)), None)
        if opener is not None and opener < len(items) - 1:
            # "Go, Postgres, and Redis, and the frontend uses React, Vite and Tailwind": a new clause after the comma,
            # which may hold a series of its own
            at = found.start("mid") + sum(len(i) + 1 for i in items[1:opener])
            out += _series(_CLAUSE_OPENS.sub("", sentence[at:], count=1))
            continue
        if not found.group("comma") and _VERB_INSIDE.search(mid) or opener is not None:
            continue  # "Open it, then save and close": a clause after the comma, not an item
        out.append(bool(found.group("comma")))
    return out


def oxford_comma_verdict(text: str) -> Finding:
    """oxford_comma: every series of three or more in the prose has its comma before "and" / "or"."""
    prose = _LIST_STAR.sub(r"\1-", _prose(text))
    serial = 0
    for line in prose.splitlines():
        for sentence in _SENTENCE.findall(line):
            for with_comma in _series(sentence):
                if not with_comma:
                    return BROKEN, f"a series without the serial comma: \"{_excerpt(sentence.strip(), 70)}\""
                serial += 1
    if not serial:
        return NOT_APPLICABLE, "no series of three or more in the reply"
    return OBEYED, f"{serial} series with the serial comma"


# ── Spanish accents ─────────────────────────────────────────────────────────────────────────────────────────────────
# Adverbs and words whose unaccented spelling is no Spanish word at all (so its absence is a missing accent)
_ALWAYS_ACCENTED = frozenset("""también después además aquí allí ahí así quizás jamás atrás detrás través según
fácil difícil útil inútil rápido rápida rápidos rápidas código códigos método métodos página páginas último última
últimos últimas único única únicos únicas básico básica básicos básicas automático automática automáticamente
rápidamente fácilmente difícilmente últimamente únicamente básicamente técnico técnica técnicos técnicas
número números teléfono teléfonos contraseña""".split())
_UNACCENTED = {re.sub(r"[áéíóú]", lambda m: "aeiou"["áéíóú".index(m.group(0))], w): w for w in _ALWAYS_ACCENTED
               if re.search(r"[áéíóú]", w)}
_SPANISH_WORD = rx(r"(?<![\w./\\-])[a-záéíóúüñ]{3,}(?![\w/\\-]|\.\w)", re.I)
# a singular noun in -ción / -sión (the plural -ciones / -siones drops the accent)
_ION = rx(r"(?:c|s|x)i[oó]n$", re.I)
# words of Spanish that French, Portuguese and Italian do not share ("la", "de", "en" are everyone's)
_WORDS = rx(r"[^\W\d_]{2,}")
_SPANISH_MARK = rx(r"\b(?:el|los|las|del|por|para|con|una|es|está|están|pero|como|y|puedes|usa|hay|muy)\b", re.I)


_SPANISH_SPELLING = rx(r"\w(?:ción|sión)\b|ñ|\b(?:" + "|".join(sorted(_ALWAYS_ACCENTED)) + r")\b", re.I)


SURE_SPANISH = 0.8  # the identifier this sure of Spanish names a short prose its frequent words do not


def _identified_spanish(prose: str) -> bool:
    """A short Spanish prose written without its accents ("Que version usas? Si es anterior ese modulo no existe") holds
    few of the words counted above; the language identifier, sure of Spanish, says it is Spanish all the same."""
    from memlock_core.compliance.language import get_identifier

    if len(_WORDS.findall(prose)) < 6:
        return False
    guess = get_identifier().identify(prose)
    return guess.language == "es" and guess.confidence >= SURE_SPANISH


def es_accents_verdict(text: str) -> Finding:
    """es_accents: no Spanish word of the prose that is never written without its accent lacks it."""
    prose = _prose(text)
    marks = len(_SPANISH_MARK.findall(prose))
    if marks < 2 and not (marks and _SPANISH_SPELLING.search(prose)) and not _identified_spanish(prose):
        return NOT_APPLICABLE, "no Spanish prose in the reply"
    checked = 0
    for question in _QUESTION.finditer(prose):  # "Que router tienes?": a direct question's interrogative is accented
        word = question.group("wh")
        if word.lower() in _INTERROGATIVE:
            return BROKEN, f"missing accent: \"{word}\" ({_INTERROGATIVE[word.lower()]}) in a question"
    for found in _SPANISH_WORD.finditer(prose):
        word = found.group(0)
        low = word.lower()
        if _ION.search(low) and len(low) > 5 and not low.endswith("ssion"):  # "session": an English word
            if low.endswith("on"):
                return BROKEN, f"missing accent: \"{word}\" ({word[:-2]}ón)"
            checked += 1
        elif low in _UNACCENTED:
            return BROKEN, f"missing accent: \"{word}\" ({_UNACCENTED[low]})"
        elif low in _ALWAYS_ACCENTED:
            checked += 1
    if not checked:
        return NOT_APPLICABLE, "no word in the reply whose accent tells"
    return OBEYED, f"{checked} words with their accents"


# a direct question: its first word (after ¿ or at the sentence start) up to its "?"
_QUESTION = rx(r"(?:^|(?<=[.!?:;\n¿¡]))\s*¿?\s*(?P<wh>[A-Za-záéíóúñ]+)\b[^.!?¿¡\n]{0,160}\?", re.M)
_INTERROGATIVE = {"que": "qué", "como": "cómo", "donde": "dónde", "cuando": "cuándo", "cual": "cuál", "cuales": "cuáles",
                  "quien": "quién", "quienes": "quiénes", "cuanto": "cuánto", "cuanta": "cuánta", "cuantos": "cuántos",
                  "cuantas": "cuántas", "adonde": "adónde"}
# more words only Spanish writes, for a short reply: "Que router tienes? Prueba a reiniciarlo"
_SPANISH_MORE = rx(r"\b(?:tienes|puedes|quieres|sabes|necesitas|mira|prueba|esta|estas|estás|tú|sí|pues|también|hola|"
                   r"gracias|vale|ahora|aquí|luego|entonces|mejor|nada|algo|todo|bien|usted|ustedes)\b", re.I)
# a sentence of Spanish prose that ends in "?" or "!"
_CLOSED = rx(r"(?:^|(?<=[.!?:;\n]))[^.!?:;\n]*?[^\W\d_][^.!?:;\n]*?(?P<mark>[?!])", re.M)


def es_opening_marks_verdict(text: str) -> Finding:
    """es_opening_marks: every question and exclamation of the Spanish prose opens with ¿ / ¡ (code left out)."""
    prose = _prose(text)
    if len(_SPANISH_MARK.findall(prose)) + len(_SPANISH_MORE.findall(prose)) < 2 and not re.search(r"[¿¡ñ]", prose) \
            and not _identified_spanish(prose):
        return NOT_APPLICABLE, "no Spanish prose in the reply"
    closed = 0
    for found in _CLOSED.finditer(prose):
        sentence = found.group(0)
        opening = "¿" if found.group("mark") == "?" else "¡"
        if opening not in sentence and not ("¿" in sentence or "¡" in sentence):
            if re.search(r"https?://|[=<>]|" + CODE_MARK, sentence):
                continue
            return BROKEN, f"no opening {opening}: \"{_excerpt(sentence.strip(), 70)}\""
        closed += 1
    if not closed:
        return NOT_APPLICABLE, "no question or exclamation in the reply"
    return OBEYED, f"{closed} questions or exclamations opened with ¿ / ¡"


# ── French typography ───────────────────────────────────────────────────────────────────────────────────────────────
# a two-part mark glued to the word before it ("Attention:", "`pod`;"), not a time, a ratio, a URL, an emoticon or "!="
_GLUED = rx(r"(?<=[^\W_]|[)»\"'’" + CODE_MARK + r"])[:;?!](?=\s|$)", re.M)
_SPACED = rx(r"[\s\u00a0\u202f][:;?!](?=\s|$)|«[\s\u00a0\u202f]?\S", re.M)
_STRAIGHT = rx(r"\"[^\"\n]{1,120}\"")
_FRENCH_MARK = rx(r"\b(?:le|la|les|des|est|et|une?|du|pour|dans|pas|vous|avec|sur|qui|que|ce)\b", re.I)


def fr_typography_verdict(text: str) -> Finding:
    """fr_typography: in French prose, a space before ``: ; ? !`` and quotations in « », never in straight quotes."""
    prose = _prose(text)
    if len(_FRENCH_MARK.findall(prose)) < 2:
        return NOT_APPLICABLE, "no French prose in the reply"
    for line in prose.splitlines():
        glued = _GLUED.search(line)
        if glued:
            start = max(0, glued.start() - 25)
            return BROKEN, f"no space before \"{glued.group(0)}\": \"{_excerpt(line[start:glued.end()])}\""
        straight = _STRAIGHT.search(line)
        if straight:
            return BROKEN, f"straight quotation marks, not « »: {_excerpt(straight.group(0))}"
    if not _SPACED.search(prose):
        return NOT_APPLICABLE, "no : ; ? ! or quotation in the reply's prose"
    return OBEYED, "French spacing and quotation marks"


def pt_ao90_verdict(text: str) -> Finding:
    """pt_ao90: the Portuguese prose writes no pre-agreement form (acção, óptimo, projecto); see pt_agreement.py."""
    prose = _prose(text)
    if not pt_agreement.portuguese(prose):
        return NOT_APPLICABLE, "no Portuguese prose in the reply"
    old = pt_agreement.old_forms(prose)
    if old:
        return BROKEN, f"spelled before the 1990 agreement: {', '.join(dict.fromkeys(old))}"
    new = pt_agreement.new_forms(prose)
    return (OBEYED, f"spelled after the agreement: {', '.join(dict.fromkeys(new))}") if new \
        else (NOT_APPLICABLE, "no word the agreement changed in the reply")


def verdict(part: str, text: str) -> Finding:
    if part.startswith("spell_numbers_"):
        return numerals.spell_numbers_verdict(int(part.rsplit("_", 1)[1]), text)
    if part in (NO_BOLD, NO_ITALIC):
        return emphasis_verdict(part, text)
    if part == OXFORD_COMMA:
        return oxford_comma_verdict(text)
    if part == ES_ACCENTS:
        return es_accents_verdict(text)
    if part == ES_OPENING_MARKS:
        return es_opening_marks_verdict(text)
    if part == PT_AO90:
        return pt_ao90_verdict(text)
    return fr_typography_verdict(text)
