"""Register and word choice: contractions, the familiar or the formal "you", and words a rule swaps for others.

Why here: these rules are about the reply's wording, not its shape, and each is read as a class, never as the
rule's own examples:

* **Contractions** ("no contractions", "keine Kontraktionen", "sin contracciones", "短縮形は使わない"): an English
  contraction is a word, an apostrophe (``'`` or ``’``) and ``n't`` / ``'re`` / ``'ve`` / ``'ll`` / ``'m`` / ``'d``
  / ``'s``. ``'s`` and ``'d`` count only after a pronoun or a question word ("it's", "there's", "let's", "we'd"):
  after a noun ``'s`` is the possessive ("the user's file"). Code, inline code, URLs and quoted passages are left
  out, and a contraction the reply names in quotes ("write 'do not', not 'don't'") is a mention.
* **The form of address** ("Tutoie-moi", "usa el tuteo, nada de usted", "duz mich", "dammi del tu", "タメ口で"):
  the reply addresses the user by the familiar pronouns and verb forms; the formal ones (vous / votre, ``Sie`` /
  ``Ihnen`` mid-sentence, usted and the usted imperatives, ``Lei``, the です・ます form) break it. A formal word
  the rule refuses ("nicht siezen", "nada de usted") asks for the familiar form, a familiar one it refuses ("pas
  de tutoiement", "nicht duzen") for the formal one.
* **Word pairs** ("GitHub, JavaScript (not Github, Javascript)", "dass statt daß", "write e-mail instead of email"):
  a rule that gives the form to use and the one to avoid, unquoted, bans the second when the two are forms of one
  word (the same letters up to case, spaces, hyphens and ß/ss, or nearly: "Postgres SQL" for "PostgreSQL") or the
  rule says it is about spelling or naming ("spell", "Rechtschreibung", "orthographe", "表記"). "metric (not
  imperial)" or "tabs instead of spaces" are other rules and read elsewhere.
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher

from memlock_core.compliance.address_words import FORMAL as _FORMAL_CUE
from memlock_core.compliance.address_words import FUNCTION_WORDS as _FUNCTION_WORDS  # the reply's language
from memlock_core.compliance.address_words import INFORMAL as _INFORMAL
from memlock_core.compliance.language import MIN_CONFIDENCE, identify_reply
from memlock_core.compliance.markdown import own_text, words
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

NO_CONTRACTIONS, INFORMAL, FORMAL, NO_RHETORICAL = "no_contractions", "informal", "formal", "no_rhetorical_questions"
JA_CASUAL, JA_POLITE = "ja_casual", "ja_polite"

_NEG = (r"\b(?:no|not|never|don'?t|do not|avoid|without|stop|ban|zero|none|ne|pas(?:\s+de|\s+d['’])?|sans|jamais|évite[rz]?|"
        r"kein(?:e[nmrs]?)?|nicht|nie|niemals|ohne|vermeide|no uses|nada(?:\s+de)?|sin|nunca|evita[r]?|ningun[ao]?|non|"
        r"niente|senza|mai|evita|não|sem|nenhum|nunca|geen|niet|nooit|zonder)\b")
_NEG_RE = rx(_NEG, re.I)
# Russian: "говори со мной на «вы», а не на «ты»", "не на ты", "без «ты»"
_NEG_RU = rx(r"(?<!\w)(?:не|нет|без|никогда|никаких)(?!\w)", re.I)
_CASE_RU = rx(r"[»\"'”“]?\s*с\s+(?:большой|маленькой|заглавной|прописной|строчной)", re.I)
# a German verb-first clause puts its "nicht" last: "Duzen Sie mich bitte nicht", "duz mich nicht mehr"
_NEG_DE_AFTER = rx(r"^(?:\s+(?:sie|mich|uns|bitte|doch|mal|einfach))*\s+nicht(?:\s+mehr)?\b(?!\s+(?:nur|bloß))", re.I)
_NEG_JA_AFTER = rx(r"^\s*(?:は|を|も)?\s*(?:使わない|使用しない|使わず|不要|禁止|なし|避け|やめ|しないで|ダメ|NG)")

# ---------------------------------------------------------------- contractions

_CONTRACTION_WORD = rx(r"\bcontract(?:ions?|ed forms?|ed words?)\b|\bcontracciones\b|\bformas contraídas\b|"
                               r"\bkontraktionen\b|\bzusammenziehungen\b|\bverkürzungen\b|\bcontrazioni\b|"
                               r"\bcontrações\b|\bsamentrekkingen\b|短縮形", re.I)
_ALLOWED_AFTER = rx(r"^[\s,]*(?:are|is)\s+(?:fine|ok(?:ay)?|allowed|welcome|good)\b|^\s*(?:sind|sont|son)\s+"
                            r"(?:ok|erlaubt|autorisées|permitidas)\b", re.I)


# verbs that undo a contraction: "spell out contractions", "expand contractions", "write contractions out"
_EXPAND = rx(r"\b(?:spell(?:ed|ing)?|write|writing)\s+(?:\w+\s+)?out\b|\bexpand\w*|\bunpack\w*|\bdeveloppe\w*|"
                     r"\bdéveloppe\w*|\bausschreiben\b|\bschreib\w*\s+\w+\s+aus\b", re.I)
# "don't contract words", "never contract 'do not'"
_CONTRACT_VERB = rx(r"\bcontract(?:ing)?\s+(?:words|verbs|forms|anything|them|it|negations|pronouns)\b", re.I)
# a contraction the rule refuses for its full form: "it is, not it's", "'do not' instead of 'don't'", "never can't"
_REFUSED_CONTRACTION = rx(r"(?:\b(?:not|is|are|will|have|am|would|had|us|cannot)[\"'’”]?\s*,?\s*(?:\(?\s*)(?:not|never)|"
                                  r"\b(?:instead of|rather than))\s+[\"'‘“]?\w+(?:n['’]t|['’](?:re|ve|ll|m|s|d))(?!\w)", re.I)


def parse_contractions(clause: str) -> bool:
    """Whether the clause bans contractions ("no contractions", "avoid contracted forms", "keine Kontraktionen",
    "spell out contractions", "don't contract words", "it is, not it's")."""
    verb = _CONTRACT_VERB.search(clause)
    if verb and _NEG_RE.search(clause[max(0, verb.start() - 25):verb.start()]):
        return True
    if _REFUSED_CONTRACTION.search(clause) and not re.search(r"\bcontractions?\b[^.;]{0,20}\b(?:fine|ok|okay|allowed)\b",
                                                              clause, re.I):
        return True
    found = _CONTRACTION_WORD.search(clause)
    if not found:
        return False
    if _EXPAND.search(clause[max(0, found.start() - 25):found.end() + 12]):
        return True  # "spell out contractions", "expand all contractions"
    if _ALLOWED_AFTER.match(clause[found.end():]):
        return False  # "contractions are fine"
    before = clause[max(0, found.start() - 40):found.start()]
    return bool(_NEG_RE.search(before) or _NEG_JA_AFTER.match(clause[found.end():]))


_APOS = "['’]"
_PRONOUN = (r"i|you|we|they|he|she|it|that|this|there|here|what|who|where|when|why|how|let|everyone|everybody|"
            r"someone|somebody|nobody|no one|nothing|something|everything|anyone|anything|one")
_CONTRACTION = rx(
    rf"\b\w+n{_APOS}t\b"                                  # don't, can't, won't, isn't, ain't
    rf"|\b(?:{_PRONOUN}|\w+){_APOS}(?:re|ve|ll)\b"        # we're, they've, it'll, the file'll
    rf"|\bi{_APOS}m\b"                                    # I'm
    rf"|\b(?:{_PRONOUN}){_APOS}[sd]\b",                   # it's, there's, let's, we'd (not the user's)
    re.I)
_MENTION = rx(r"[\"'‘’“”`«»]")


def contractions(text: str) -> list[str]:
    """The English contractions in the reply's own prose (mentions in quotes left out)."""
    prose = own_text(text)
    out = []
    for found in _CONTRACTION.finditer(prose):
        before = prose[found.start() - 1:found.start()] if found.start() else ""
        after = prose[found.end():found.end() + 1]
        if _MENTION.fullmatch(before or " ") and _MENTION.fullmatch(after or " "):
            continue  # 'don't' named, not used
        out.append(found.group(0))
    return out


def contractions_verdict(text: str) -> Finding:
    """no_contractions: no English contraction in the reply's own prose."""
    prose = own_text(text)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    found = contractions(text)
    if found:
        at = prose.find(found[0])
        around = " ".join(prose[max(0, at - 30):at + len(found[0]) + 30].split())
        return BROKEN, f"contractions {quote_words(found)} in \"{around}\""
    if not re.search(r"\b(?:the|and|is|are|to|of|you|it|not|do|will|have)\b", prose, re.I):
        return NOT_APPLICABLE, "no English prose"
    return OBEYED, "no contractions"


# ---------------------------------------------------------------- rhetorical questions

_RHETORICAL_WORD = rx(r"\brhetorical questions?\b|\bquestions? rhétoriques?\b|\brhetorische[n]? fragen?\b|"
                              r"\bpreguntas? retóricas?\b|\bdomand[ae] retoric[ah]e?\b|\bperguntas? retóricas?\b|"
                              r"\bretorische vragen?\b|修辞(?:的)?疑問|反語", re.I)


def parse_rhetorical(clause: str) -> bool:
    """Whether the clause bans rhetorical questions ("no rhetorical questions", "keine rhetorischen Fragen")."""
    found = _RHETORICAL_WORD.search(clause)
    if not found:
        return False
    return bool(_NEG_RE.search(clause[max(0, found.start() - 30):found.start()]) or _NEG_JA_AFTER.match(clause[found.end():]))


_QUESTION = rx(r"[^.!?¿\n]*\?")
# A question put to the user (a clarifying question, an offer, a check-in) is no rhetorical one: it speaks to them
_TO_USER = rx(r"\b(?:you|your|yours|tu|te|toi|vous|votre|ton|ta|tes|du|dich|dir|dein\w*|Sie|Ihnen|Ihr\w*|tú|ti|"
                      r"usted|quieres|puedes|prefieres|necesitas|tienes|você|vocês|lei|vuoi|preferisci)\b|"
                      r"\b(?:shall|should) i\b|\bwant me to\b|\blike me to\b|\bmake sense\b|\bany questions\b|"
                      r"\banything else\b|\bsoll ich\b|\bdois-je\b|\b¿?(?:quieres|desea) que\b", re.I)


def rhetorical_verdict(text: str) -> Finding:
    """no_rhetorical_questions: no question in the reply's own prose (code and quotes left out) that is not put
    to the user; a question with "you" in it, an offer ("Want me to ...?") or a check-in is put to the user."""
    prose = own_text(text)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    for found in _QUESTION.finditer(prose):
        question = " ".join(found.group(0).split()).lstrip("#*-> ")
        if words(question) and not _TO_USER.search(question):
            return BROKEN, f"rhetorical question \"{question[:80]}\""
    return OBEYED, "no rhetorical question"


# ---------------------------------------------------------------- the form of address

_Q, _QE = "[«\"'‘“„]?\\s?", "\\s?[»\"'’”“]?"  # a pronoun the rule names, quoted or not
_QO, _QC = "[«\"'‘“„]\\s?", "\\s?[»\"'’”“]"  # ... or in quotes, wherever it stands ("'tu', not 'vous'")
# Words a rule names the familiar / the formal "you" by (fr, de, es, it, pt, nl, ja)
_FAMILIAR = rx(r"\btutoi\w*|\btutoy\w*|\b(?:utilise|emploie)\s+le\s+[«\"']?tu\b|"
                       r"\bduz\w*|\bdu-form\b|\b(?:per|mit)\s+[„\"“'‘]?du\b|\bdu-anrede\b|"
                       r"\btute(?:a\w*|o|ar|en)\b|\btutéa\w*|\bde\s+[«\"'‘]?tú\b|\btrátame de tú\b|\bvoseo\b|"
                       r"\bdel\s+tu\b|\bdarsi del tu\b|"
                       r"\b(?:me\s+)?trat[ae]\s+por\s+(?:tu|você)\b|\bjij-vorm\b|\bjijen\b|\btutuyer\b|"
                       # Dutch, Czech, Russian: "spreek me aan met je", "tykej mi", "обращайся ко мне на ты"
                       r"\baan\s+met\s+(?:je|jij)\b|\bmet\s+(?:je|jij)\s+aan\b|\btyk\w*|\bна\s+[«\"„“']?ты(?!\w)|(?<!\w)тыкай|"
                       r"タメ口|ため口|くだけた(?:口調|話し方)|フランクに|常体|だ・?である調|である調|普通体|"
                       r"カジュアルな?(?:口調|話し方|感じ|言葉)|"
                       r"\(\s*(?:tu|du|tú|jij)\s*\)|"
                       # the pronoun named: "the informal 'tú'", "use du", "address me with 'tu', not 'vous'"
                       rf"\b(?:informal|familiar|casual)\s+{_Q}(?:tu|du|tú|jij|je){_QE}(?:\s+form)?(?!\w)|"
                       rf"\b(?:use|with|say|as|address me (?:as|with))\s+{_Q}(?:tu|du|tú|jij){_QE}(?!\w)(?!\s+\w+(?:s|es)\b)|"
                       rf"(?<![\w'’]){_QO}(?:tu|du|tú|jij){_QC}(?!\w)|"
                       r"\b(?:plain|casual|informal) (?:form|style|register)\b(?=[^.]{0,40}\bjapanese\b)|"
                       r"\bfutsu(?:u|-)?(?:tai|kei)\b|\bda[/・-]dearu\b", re.I)
_FORMAL_WORDS = rx(r"\bvouvo\w*|\baan\s+met\s+[\"'‘“]?u\b|\bmet\s+u\s+aan\b|\bvyk\w*|\bна\s+[«\"„“']?вы(?!\w)|(?<!\w)выкай|"
                           # "вежливое обращение — только «вы»"
                           r"(?<!\w)вежлив\w*\s+(?:обращени\w*|форм\w*)|(?<!\w)только\s+[«\"„“']?вы(?!\w)|"
                           rf"\b(?:formal|polite)\s+{_Q}(?:vous|sie|usted|lei|u){_QE}(?:\s+form)?(?!\w)|"
                           rf"\b(?:use|with|say|as|address me (?:as|with))\s+{_Q}(?:vous|usted|sie){_QE}(?!\w)|"
                           rf"(?<![\w'’]){_QO}(?:vous|usted|Sie|Lei){_QC}(?!\w)|"
                           r"\bkeigo\b|\bdesu[/・ -]?masu\b|\bteineigo\b|\(\s*(?:vous|Sie|usted|Lei|u)\s*\)|"
                           r"\bpolite (?:form|style|register)\b(?=[^.]{0,40}\bjapanese\b)|"
                           r"\bsiez\w*|\bsie-form\b|\b(?:per|mit)\s+[„\"“'‘]?sie\b|"
                           r"\bde\s+[«\"'‘]?usted\b|\busted\b|\b(?:del|do)\s+lei\b|\bu-vorm\b|敬語|"
                           # Italian "la forma di cortesia", Portuguese "o tratamento formal", "trate-os por senhor"
                           r"\bforma\s+di\s+cortesia\b|\btratamento\s+formal\b|\bpor\s+(?:o\s+)?senhora?\b", re.I)


def _refused(clause: str, start: int, end: int) -> bool:
    before = clause[max(0, start - 25):start]
    for sep in (",", ";", ":", "—", " y ", " et ", " und ", " and "):
        cut = before.rfind(sep)
        if cut >= 0:
            before = before[cut + len(sep):]
    after = re.split(r"[.;!?。]", clause[end:end + 50])[0]
    other = _FAMILIAR.search(after) or _FORMAL_WORDS.search(after) or _NAMED_PRONOUN.search(after)
    after = after[:other.start()] if other else after  # the judgement of the next form named is that form's
    # (not "не используй «Вы» с большой буквы": the letter case refused, the form kept: address_case.py)
    refused_ru = bool(_NEG_RU.search(before)) and not _CASE_RU.match(clause[end:])
    return bool(_NEG_RE.search(before) or refused_ru or _NEG_JA_AFTER.match(clause[end:])
                or _NEG_DE_AFTER.match(clause[end:])
                or _DISPARAGED.search(after) or _DISLIKED.search(before))


# the form named, then judged too much: "le vouvoiement ça fait trop guindé", "Siezen ist mir zu steif", "usted is
# too stiff", "el usted es demasiado formal", "il Lei è troppo formale", "敬語は堅苦しい"
_DISPARAGED = rx(r"\b(?:trop|too|zu|demasiado|troppo|muito|te)\s+(?:\w+\s+)?(?:guind\w*|formel\w*|formal\w*|stiff|"
                 r"steif|distant\w*|froid\w*|cold|rígid\w*|rigid\w*|fancy|stuffy|förmlich|formell|serio|sérieux|"
                 r"corporate|old|vieux|alt|viejo|antiquad\w*)\b|(?:堅苦し|かたくるし|よそよそし)", re.I)
# a pronoun named as a form: "das Sie", "le vous", "el usted", "il Lei", "o você"
_NAMED_PRONOUN = rx(r"\b(?:das|le|el|il|o|the)\s+[«\"'‘“„]?(?:Sie|Du|vous|tu|usted|tú|Lei|você|you)\b", re.I)
# "I hate the vouvoiement", "j'ai horreur du vouvoiement", "ich mag kein Siezen" (a dislike said before the form)
_DISLIKED = rx(r"\b(?:hate|dislike|can'?t stand|déteste|horreur d[eu]|odio|odeio|hasse|mag (?:kein|das)|non sopporto)\b"
               r"[^,;.]{0,12}$", re.I)


# two pronouns of address set against each other, the first wanted: "Sie statt du", "vous, pas tu", "usted en vez de
# tú", "Lei invece del tu", "du statt Sie", "tu, pas vous"
_PRONOUN_FORMAL = r"Sie|vous|usted|ustedes|Lei|u"
_PRONOUN_FAMILIAR = r"du|tu|tú|vos|jij|je"
_PRONOUN_PAIR = rx(rf"(?<![\w'’])[„\"“'‘«]?(?P<a>{_PRONOUN_FORMAL}|{_PRONOUN_FAMILIAR})[“\"”'’»]?\s*,?\s*(?:statt|anstatt|"
           rf"instead of|rather than|not|over|plutôt que|au lieu de|et pas|pas|en vez de|en lugar de|y no|no|"
           rf"invece del?|anziché|e non|em vez de|e não|in plaats van|niet(?:\s+met)?)\s+(?:(?:de|del|dem|le|el|il|das)\s+)?"
           rf"[„\"“'‘«]?(?P<b>{_PRONOUN_FORMAL}|{_PRONOUN_FAMILIAR})[“\"”'’»]?(?![\w'’])", re.I)


def _pronoun_pair(clause: str) -> str:
    """FORMAL or INFORMAL when the clause sets a formal and a familiar pronoun against each other ("Sie statt du")."""
    found = _PRONOUN_PAIR.search(clause)
    if not found:
        return ""
    formal = [re.fullmatch(_PRONOUN_FORMAL, found.group(g), re.I) is not None for g in ("a", "b")]
    # a bare "u" or "je" is a letter or French "I"; quoted, or set against the other with a Dutch connective ("'u' in
    # plaats van 'je'", "je, niet u"), it is the pronoun named
    named = found.group(0)[0] in "„\"“'‘«" or re.search(r"\b(?:in plaats van|niet)\b", found.group(0), re.I)
    if formal[0] == formal[1] or (found.group("a") == "u" or found.group("a").lower() == "je") and not named:
        return ""
    # "Sie" wanted only in its capital form: a lower "sie" is "they" / "she"
    if found.group("a").lower() == "sie" and found.group("a") != "Sie":
        return ""
    return FORMAL if formal[0] else INFORMAL


def parse_address(clause: str) -> str:
    """The form of address a clause asks for: INFORMAL, FORMAL, JA_CASUAL, or "" when it names none (or both
    ways without refusing one). A refused form asks for the other one."""
    paired = _pronoun_pair(clause)
    if paired:
        return paired
    familiar = [(m, _refused(clause, m.start(), m.end())) for m in _FAMILIAR.finditer(clause)]
    # "sin voseo": one familiar form refused (vos podés), the other one (tú puedes) still fine: no ask for usted (the
    # voseo check reads it, :mod:`memlock_core.compliance.voseo`)
    familiar = [(m, neg) for m, neg in familiar if not (neg and m.group(0).lower() == "voseo")]
    formal = [(m, _refused(clause, m.start(), m.end())) for m in _FORMAL_WORDS.finditer(clause)]
    wants_familiar = any(not neg for _, neg in familiar) or any(neg for _, neg in formal)
    wants_formal = any(neg for _, neg in familiar) or any(not neg for _, neg in formal)
    if wants_familiar == wants_formal:
        return ""
    japanese = any(re.match(r"[぀-ヿ一-鿿]|keigo|desu|teineigo|futsu|da[/・-]", m.group(0), re.I) for m, _ in familiar + formal) \
        or bool(re.search(r"\bjapanese\b|日本語", clause, re.I))
    if wants_formal:
        return JA_POLITE if japanese else FORMAL
    return JA_CASUAL if japanese else INFORMAL


def reply_languages(prose: str, language: str | None) -> list[str]:
    """The languages an address check reads the reply in: the rule's own, else the identifier's confident guess
    ("Giorno 1: Colosseo ... se hai tempo" is Italian, with few Italian function words), else the function words
    (a tie: each)."""
    if language in _FORMAL_CUE:
        return [language]
    guess, _ = identify_reply(prose)
    if guess is not None and guess.language in _FORMAL_CUE and guess.confidence >= MIN_CONFIDENCE:
        return [guess.language]
    hits = {lang: len(pattern.findall(prose)) for lang, pattern in _FUNCTION_WORDS.items()}
    top = max(hits.values())
    return [lang for lang, n in hits.items() if n == top] if top >= 1 else []  # a tie: read each


# The salutation that opens a letter or an e-mail the reply drafts for the user ("Madame, Monsieur,", "Sehr geehrte
# Frau Ott,", "Estimado Sr. Ruiz:", "Dear Ms Lee,"): from there on the text speaks to its addressee, not to the user
_SALUTATION = rx(r"^\W*(?:madame|monsieur|mesdames|messieurs|cher|chère|chers|sehr geehrte[rn]?|liebe[rn]?|"
                         r"estimad[oa]s?|querid[oa]s?|apreciad[oa]s?|distinguid[oa]s?|gentile|egregi[oa]|caro|cara|"
                         r"prezad[oa]s?|dear|to whom it may concern)\b[^\n]{0,60}[,:]\s*$", re.I | re.M)


_SUBJECT = rx(r"^\W*(?:subject|assunto|objet|betreff|asunto|oggetto|onderwerp|件名)\s*[:：]", re.I | re.M)


_DIALOGUE = rx(r"^[ \t]*[—―][ \t]*\S.*$", re.M)


# An informal salutation ("Hi Tom,", "Hallo Frau Ott,", "Hola Ana,") opens a drafted message only when a sign-off closes
# it ("Best,\nLea", "Viele Grüße"): a reply may greet the user by name too
_GREETING = rx(r"^\W*(?:hi|hello|hey|hallo|bonjour|salut|hola|ciao|olá|oi|hoi|moin|servus)\b[^\n]{0,40}[,:!]\s*$",
                       re.I | re.M)
_SIGN_OFF = rx(r"^\W*(?:best(?: regards| wishes)?|kind regards|regards|warm regards|cheers|thanks|thank you|"
                       r"many thanks|sincerely|yours(?: sincerely| truly)?|cordialement|bien à (?:toi|vous)|à bientôt|"
                       r"(?:viele|liebe|beste|freundliche) grüße|mit freundlichen grüßen|gruß|saludos|un saludo|"
                       r"atentamente|cordiali saluti|un saluto|saluti|abraços|atenciosamente|met vriendelijke groet|"
                       r"groetjes)\b[^\n]{0,30}$", re.I | re.M)


def _drafted(text: str) -> re.Match[str] | None:
    """The greeting of a message the reply drafts ("Hi Laura," closed by "Best,\nSam"), or None."""
    greeting = _GREETING.search(text)
    return greeting if greeting and _SIGN_OFF.search(text, greeting.end()) else None


def drafts_message(text: str) -> bool:
    """Whether the reply drafts a letter or a message: a formal salutation, a subject line, or a greeting closed by a
    sign-off."""
    return bool(_SALUTATION.search(text) or _SUBJECT.search(text) or _drafted(text))


def to_user(prose: str) -> str:
    """The prose that speaks to the user: a letter or an e-mail the reply drafts, from its subject line or its
    salutation on, and the lines of a dialogue it writes ("— Salut Marc, tu vas bien ?": a character's words, as
    in quotation marks) are left out."""
    cuts = [m.start() for m in (_SALUTATION.search(prose), _SUBJECT.search(prose), _drafted(prose)) if m]
    return _DIALOGUE.sub(" ", prose[:min(cuts)] if cuts else prose)


def informal_verdict(text: str, language: str | None) -> Finding:
    """informal_address: the reply speaks to the user with the familiar "you" (tu / du / tú / tu); a formal
    pronoun or verb form breaks it. A reply in a language with no such distinction is not judged, nor a letter
    the reply drafts for the user (from its salutation on: it speaks to its addressee)."""
    whole = own_text(text)
    prose = to_user(whole)
    if not words(prose):
        return NOT_APPLICABLE, "a drafted letter, not addressed to the user" if words(whole) else "no prose"
    for lang in reply_languages(prose, language):
        found = _FORMAL_CUE[lang].search(prose)
        if found:
            around = " ".join(prose[max(0, found.start() - 30):found.end() + 30].split())
            return BROKEN, f"formal address \"{found.group(0).strip(' .!?:;,')}\" in \"{around}\""
        familiar = _INFORMAL[lang].search(prose)
        if familiar:
            return OBEYED, f"familiar address: \"{familiar.group(0).strip(' .!?:;,')}\""
    return NOT_APPLICABLE, "the reply does not address the user"


_JA_SENTENCE = rx(r"[^。！？!?\n]*[ぁ-んァ-ン一-龯][^。！？!?\n]*[。！？!?]")
_POLITE_END = rx(r"(?:です|ます|ました|でした|ません|ましょう|ください|下さい|でしょう|ませんでした|ございます)"
                         r"(?:か|ね|よ|よね|が|けど)?[」』）)]*[。！？!?]$")


def casual_verdict(text: str) -> Finding:
    """ja_casual: no Japanese sentence of the prose ends in the polite です・ます form."""
    prose = own_text(text)
    sentences = [m.group(0).strip() for m in _JA_SENTENCE.finditer(prose)]
    if not sentences:
        return NOT_APPLICABLE, "no Japanese sentence"
    polite = [s for s in sentences if _POLITE_END.search(s)]
    if polite:
        return BROKEN, f"polite form: \"{polite[0][:60]}\""
    return OBEYED, f"{len(sentences)} sentences, none in the polite form"


# ---------------------------------------------------------------- word pairs

_TERM = r"[^\W\d_](?:[\w.+#-]*[\w+#])?(?:\s[^\W\d_](?:[\w.+#-]*[\w+#])?)?"  # one word, or two ("Postgres SQL")
_INSTEAD = (r"statt|anstatt|anstelle von|instead of|rather than|not|nicht|plutôt que|au lieu de|et non|pas|en lugar de|"
            r"en vez de|y no|no|invece di|anziché|e non|em vez de|e não|in plaats van|niet")
_PAIR = rx(rf"(?<![\w'’\"„“«])(?P<good>{_TERM})\s*,?\s+(?:{_INSTEAD})\s+(?P<bad>{_TERM})(?![\w'’\"”“»])", re.I)
_PAREN_NOT = rx(rf"(?P<goods>{_TERM}(?:\s*,\s*{_TERM}){{0,7}}(?:,?\s+(?:and|or|und|oder|et|ou|y|o)\s+{_TERM})?)"
                        rf"\s*\(\s*(?:not|nicht|pas|no|non|não|niet|never|nie|jamais|nunca)\s+"
                        rf"(?P<bads>{_TERM}(?:\s*(?:,|/|or|oder|ou|o)\s*{_TERM}){{0,7}})\s*\)", re.I)
_JA_PAIR = rx(r"(?P<bad>[ァ-ヺーA-Za-z][ァ-ヺーA-Za-z0-9.+#-]{0,20})\s*(?:ではなく|じゃなく|でなく)\s*"
                      r"(?P<good>[ァ-ヺーA-Za-z][ァ-ヺーA-Za-z0-9.+#-]{0,20})")
_FUNCTION = frozenset("""the a an and or of to in on for with my your our it is be not no use using write say
le la les un une de des et ou en du pas der die das und oder ein eine nicht kein el los las y o un una del
il lo gli e i un una di""".split())


def _fold(term: str) -> str:
    return re.sub(r"[\s\-_.]", "", term.casefold().replace("ß", "ss"))


def _same_word(good: str, bad: str) -> bool:
    a, b = _fold(good), _fold(bad)
    shortest = 4 if a.isascii() and b.isascii() else 3  # "サーバ" / "サーバー"
    return a == b or (min(len(a), len(b)) >= shortest and SequenceMatcher(None, a, b).ratio() >= 0.8)


def _usable(good: str, bad: str) -> bool:
    if good == bad or (_fold(good) != _fold(bad) and any(w.lower() in _FUNCTION for w in good.split() + bad.split())):
        return False  # "the question, not the one ...": a function word is no spelling of another
    if good.lower() == bad.lower() and bad == bad.lower():
        return False  # "JavaScript (not javascript)": a ban in lower case would read as any case, the good form too
    if re.sub(r"\d", "", _fold(good)) == re.sub(r"\d", "", _fold(bad)) and _fold(good) != _fold(bad):
        return False  # "python3, not python": versions of one thing, not spellings of one word
    if re.search(rf"(?<!\w){re.escape(bad)}(?!\w)", good, 0 if bad != bad.lower() else re.I):
        return False  # "Node.js (not node)": the banned word would be found in the good form itself
    return _same_word(good, bad)


def _pick(good: str, bad: str) -> str:
    """The banned form of a pair whose sides may have caught a neighbouring word ("spell GitHub, not Github
    here"), or ""."""
    goods = [good] + ([good.split()[-1]] if len(good.split()) > 1 else [])
    bads = [bad] + ([bad.split()[0]] if len(bad.split()) > 1 else [])
    for b in bads:
        if any(_usable(g, b) for g in goods):
            return b
    return ""


def parse_word_pairs(clause: str) -> list[str]:
    """The words a clause says to avoid for other forms of the same word ("GitHub (not Github)", "dass statt
    daß", "サーバではなくサーバー"), or []."""
    banned: list[str] = []
    for found in _PAREN_NOT.finditer(clause):
        goods = [g.strip() for g in re.split(r"\s*,\s*|\s+(?:and|or|und|oder|et|ou|y|o)\s+", found.group("goods"))
                 if g.strip()]
        for bad in (b.strip() for b in re.split(r"\s*(?:,|/)\s*|\s+(?:or|oder|ou|o)\s+", found.group("bads"))):
            picked = next((p for p in (_pick(g, bad) for g in goods) if p), "")
            if picked:
                banned.append(picked)
    for found in list(_PAIR.finditer(clause)) + list(_JA_PAIR.finditer(clause)):
        picked = _pick(found.group("good").strip(), found.group("bad").strip())
        if picked:
            banned.append(picked)
    return list(dict.fromkeys(banned))


# ---------------------------------------------------------------- a greeting word to open with

_GREETING_SLOT = rx(r"\b(?:greetings?|salutations?|opening line|formule d'appel|anrede|saludo|saluto|saudação|"
                            r"saudacao|aanhef)\b|挨拶|書き出し", re.I)
_QUOTED_GREETING = rx(r"[\"'‘“«„](?P<w>[^\W\d_]{2,20}(?:\([^\W\d_]{1,3}\))?)[\"'’”»“]")
_DOCUMENT = rx(r"\b(?:e-?mails?|mails?|letters?|lettres?|cartas?|briefen?|correos?|lettere)\b", re.I)


def parse_greeting_word(clause: str) -> tuple[str, str]:
    """"use 'Prezado(a)' in the greeting of formal e-mails", "Anrede immer mit „Sehr“": the word the greeting opens
    with (its stem when the rule gives a gender ending in brackets: "Prezad"), and the document ("mail", "letter")
    when the rule speaks of e-mails or letters only; ("", "") for none."""
    slot = _GREETING_SLOT.search(clause)
    word = _QUOTED_GREETING.search(clause)
    if not slot or not word or _NEG_RE.search(clause[max(0, word.start() - 25):word.start()]):
        return "", ""
    stem = word.group("w")
    ending = re.search(r"\(([^\W\d_]{1,3})\)$", stem)
    if ending:
        base = stem[:ending.start()]
        other = base[:-len(ending.group(1))] + ending.group(1) if len(base) > len(ending.group(1)) else base
        stem = base[:next((i for i, (a, b) in enumerate(zip(base, other)) if a != b), len(base))]
    document = _DOCUMENT.search(clause)
    noun = re.sub(r"^e-?|(?<=[^s])s$|en$", "", document.group(0).lower()) if document else ""
    return stem, noun  # "mail" (an e-mail, a mail), "letter", "carta", "brief": the request the rule speaks to


# ---------------------------------------------------------------- Korean speech level

KO_POLITE, KO_CASUAL = "ko_polite", "ko_casual"

# "존댓말로", "높임말", "해요체", "합쇼체", "반말은 쓰지 마세요": a rule asking for the honorific speech levels
_KO_POLITE_RULE = rx(r"존댓말|높임말|경어|존칭|해요체|하십시오체|합쇼체|공손(?:한|하게)\s*(?:말투|말|어투)")
_KO_PLAIN_RULE = rx(r"반말|해체|해라체")
_KO_REFUSED = rx(r"^\s*(?:은|는|을|를|도)?\s*(?:쓰지|사용하지|하지)\s*(?:마|말|않)|"
                         r"^\s*(?:은|는|도)?\s*(?:금지|안\s*(?:돼|됩니다|써))|"
                         # "반말 말고 존댓말로": "not the one but the other", the first refused
                         r"^\s*(?:은|는)?\s*말고(?![가-힣])")
# another text than the reply ("메일 초안은 합쇼체로", "팀장님은 메일에 존댓말로"): a scope no check reads
_KO_OTHER_TEXT = rx(r"(?:이?메일|문서|보고서|공지|초안|편지|메시지|댓글|커밋|주석|발표)(?:은|는|에|에서|에는|의|을|를)?(?![가-힣])")
# asked for, not allowed: "반말로 편하게 말해줘" asks, "반말 써도 돼요" only allows
_KO_ASKED = rx(r"^\s*(?:로|으로|를|을)?\s*(?:[가-힣]+\s+)?(?:답|대답|말|써|쓰|작성|응답|해|사용|부탁|대해)"
                       r"(?![가-힣]*도\s*(?:돼|되|괜찮))|"
                       # an elliptical request, the verb left out ("한국어로 답해 주세요. 존댓말로."): the level + 로, then the end
                       r"^\s*(?:로|으로)(?:\s*(?:부탁(?:해요|합니다|드려요)?|요))?\s*[.!。]?\s*$")

# A Korean sentence of the prose: Hangul, up to a full stop, a question or exclamation mark or the line's end.
_KO_SENTENCE = rx(r"[^.!?。！？\n]*[가-힣][^.!?。！？\n]*[.!?。！？]?")
# The honorific levels end a sentence in -요 (해요체: 해요, 돼요, 세요, 죠, 네요, 까요) or -니다 / -니까 / -시오 (합쇼체).
_KO_POLITE_END = rx(r"(?:요|니다|니까|시오|죠)[\s~^)」』\"'”’]*[.!?。！？]*$")
# The plain levels (반말 and 해라체) end a verb in -다 (한다, 이다, 했다), or in the bare 해체 endings: 해, 돼, 야, 어,
# 아, 지, 니, 냐, 자, 라, 래, 게, 걸, 군, 줘, 봐, 거든, 잖아. A sentence that ends on a noun (a heading, a list item
# such as "새 리스트 반환") is neither and is not counted.
# Nouns end in some of these syllables too ("이미지", "언어"), so a plain ending counts only before a full stop, a
# question or an exclamation mark, which a heading or a list item of nouns seldom has.
_KO_PLAIN_END = rx(r"(?<!니)(?:다|해|돼|야|어|아|지|냐|자|라|래|걸|군|줘|봐|거든|잖아|할게|줄게)"
                           r"[\s~^)」』\"'”’]*[.!?。！？]+$")


def ko_register_rule(clause: str) -> str:
    """ko_polite when a rule asks for the Korean honorific speech (존댓말, 해요체 / 합쇼체) or refuses the plain speech
    (반말은 쓰지 마세요); ko_casual when it asks for 반말 ("반말로 편하게 말해줘") or refuses 존댓말; "" otherwise,
    also when it names both the same way (a rule at odds with itself stays unchecked), or names another text than
    the reply (a mail, a document: a scope no check reads)."""
    if _KO_OTHER_TEXT.search(clause):
        return ""
    polite = _KO_POLITE_RULE.search(clause)
    plain = _KO_PLAIN_RULE.search(clause)
    polite_refused = bool(polite and _KO_REFUSED.search(clause[polite.end():]))
    plain_refused = bool(plain and _KO_REFUSED.search(clause[plain.end():]))
    wants_polite = (polite and not polite_refused and _KO_ASKED.search(clause[polite.end():])) or plain_refused
    wants_plain = (plain and not plain_refused and _KO_ASKED.search(clause[plain.end():])) or polite_refused
    if wants_polite and not wants_plain:
        return KO_POLITE
    if wants_plain and not wants_polite:
        return KO_CASUAL
    return ""


# Korean writes no apostrophe: single quotes around Hangul quote words ("'밥 먹었어?'를 존댓말로 바꾸면"), not said to the user
_KO_QUOTED = rx(r"['‘][^'’\n]{0,80}?[가-힣][^'’\n]{0,80}?['’]")


def _ko_sentences(text: str) -> list[str]:
    prose = _KO_QUOTED.sub(" ", own_text(text))
    sentences = [" ".join(m.group(0).split()) for m in _KO_SENTENCE.finditer(prose)]
    return [s for s in sentences if re.search(r"[가-힣]", s)]


def ko_polite_verdict(text: str) -> Finding:
    """ko_polite: every Korean sentence of the prose that ends in a verb ends in an honorific form. Korean marks the
    speech level on the sentence's last verb ending, so that ending is what is read: -요 (해요체: "됩니다"/"돼요",
    "하세요", "하죠") and -니다 / -니까 / -시오 (합쇼체) are polite; -다 not after 니 (해라체: "한다", "이다"), and the
    bare 해체 endings ("해", "돼", "야", "지", "줘") are 반말 and break the rule. A sentence ending on a noun (headings,
    list items) is neither; code, inline code and quotations are left out."""
    sentences = _ko_sentences(text)
    if not sentences:
        return NOT_APPLICABLE, "no Korean sentence"
    plain = [s for s in sentences if not _KO_POLITE_END.search(s) and _KO_PLAIN_END.search(s)]
    if plain:
        return BROKEN, f"plain speech (반말): \"{plain[0][:60]}\""
    polite = [s for s in sentences if _KO_POLITE_END.search(s)]
    if not polite:
        return NOT_APPLICABLE, "no Korean sentence ends in a verb"
    return OBEYED, f"{len(polite)} sentences in the honorific form"


def ko_casual_verdict(text: str) -> Finding:
    """ko_casual: no Korean sentence of the prose ends in an honorific ending (-요, -니다, -니까, -시오), read as in
    :func:`ko_polite_verdict`; at least one ends in the plain speech."""
    sentences = _ko_sentences(text)
    if not sentences:
        return NOT_APPLICABLE, "no Korean sentence"
    polite = [s for s in sentences if _KO_POLITE_END.search(s)]
    if polite:
        return BROKEN, f"honorific speech (존댓말): \"{polite[0][:60]}\""
    if not any(_KO_PLAIN_END.search(s) for s in sentences):
        return NOT_APPLICABLE, "no Korean sentence ends in a verb"
    return OBEYED, "no sentence in the honorific form"
