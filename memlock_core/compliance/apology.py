"""A ban on apologies ("never apologise", "no te disculpes", "謝らないで"): the rule and the reply check.

Why here: an apology is a speech act, not a word: "sorry" opening a sentence, "I apologise", "my apologies",
"lo siento", "tut mir leid", "申し訳ありません" are one; an apology the reply quotes for the user ("a line like
\"We apologise for the delay\"") or the word in another sense ("a sorry state") is none. The check reads the
reply's own prose (quoted passages and code left out) for first-person apology forms in English, French,
German, Spanish, Italian, Portuguese, Dutch and Japanese. A rule about degree ("don't over-apologise",
"don't apologise too much") is judgement and stays unchecked; "I'm afraid I can't" states a limit, no apology.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

NO_APOLOGY = "no_apology"

_OBJECT = rx(r"\bapologi[sz]\w*|\bapolog(?:y|ies)\b|\bsay(?:ing)? sorry\b|\bsorr(?:y|ies)\b|"
                     r"\bexcuse[rsz]?\b|\bexcuses\b|\bentschuldig\w*|\bdisculp\w*|\bperd[oó]n\b|\bscus\w*|"
                     r"\bdesculp\w*|謝罪|謝ら|謝る|お詫び|道歉|致歉|抱歉|对不起|對不起|사과|죄송|미안", re.I)
_NEGATION = rx(r"\b(?:never|don'?t|do not|no|stop|avoid|without|quit|ne|pas|sans|jamais|nicht|nie|niemals|"
                       r"keine?|ohne|no|nunca|sin|jamás|non|mai|niente|senza|não|nunca|sem|geen|nooit|niet|zonder)\b|"
                       r"n['’]|-free\b|"
                       # verbs that stop a habit: "stop apologising", "hör auf, dich zu entschuldigen", "deja de pedir perdón"
                       r"\b(?:quit|cease|hör\w*\s+auf|arrête[rz]?\s+de|cesse[rz]?\s+de|deja\s+de|dejes\s+de|para\s+de|"
                       r"pare\s+de|smetti(?:la)?\s+di|basta\s+(?:con\s+)?|stop\s+met)", re.I)
_NEGATION_JA = rx(r"^[^。]{0,6}(?:ないで|ない|不要|禁止|しないで|なし)|"
                          # Korean refuses after the verb: "사과하지 마세요", "죄송하다는 말은 하지 마"
                          r"^[^.。]{0,12}?(?:하지\s*(?:마|말)|금지)")
# Chinese refuses before it: "不要道歉", "别说对不起", "无需致歉"
_NEGATION_ZH = rx(r"(?:不要|不用|别|別|请勿|請勿|勿|无需|無需|不必|禁止|避免)\s*(?:再\s*)?(?:说|說|向我)?\s*$")
# "Entschuldige dich nicht", "apology-free", "apologies are banned": the negation after the object
_NEGATION_AFTER = rx(r"^\s*(?:dich|sich|euch)?\s*(?:nicht|nie|niemals)\b|^[\w-]*-free\b|^\s+(?:are|is)\s+(?:banned|forbidden|"
                             r"not allowed)|^(?:-toi|-vous)?\s+(?:jamais|pas)\b|^\s*(?:te\s+)?nunca\b", re.I)
_DEGREE = rx(r"\b(?:excessive(?:ly)?|too (?:much|often|many)|constantly|all the time|over-?apologi\w*|"
                     r"so much|trop|zu (?:viel|oft)|ständig|dauernd|demasiado|troppo|demais)\b|過度|謝りすぎ", re.I)

_APOLOGY = rx(
    # "Sorry,", "Oops, sorry!", "Whoops — sorry about that", "…, sorry!": said, not named ("say sorry", "a sorry state")
    r"(?:^|(?<=[.!?:;]\s)|(?<=\n))\s*[*_]{0,2}(?:(?:oh|oops|whoops|oups|ups|ah|argh|ugh|uh|hmm|right|ok(?:ay)?|ay)\s*[,!—–-]?\s+)?"
    r"sorry\b|[,—–]\s*sorry\s*[!.,](?!\w)|\bmy bad\b|\b(?:i'?m|i am|we'?re|we are)\s+(?:so\s+|very\s+|really\s+|"
    r"truly\s+|terribly\s+)?sorry\b|\bsorry (?:about|for) (?:that|the|this|my|any)\b|"
    r"\b(?:i|we)\s+(?:do\s+|sincerely\s+|must\s+)?apologi[sz]e\b|\b(?:my|our)\s+(?:sincere\s+|deepest\s+)?apologies\b|"
    r"(?:^|(?<=[.!?:;]\s)|(?<=\n))\s*apologies\b|\bapologies (?:for|if)\b|"
    r"\bdésolée?s?\b|\bje m['’]excuse\b|\b(?:toutes )?mes excuses\b|\bnous nous excusons\b|"
    r"\b(?:es )?tut mir (?:sehr |wirklich )?leid\b|\bich entschuldige mich\b|\bentschuldigung\b|"
    r"\blo siento\b|\b(?:mis|nuestras) disculpas\b|\bdisculpa(?:me|s)?\s+(?:por|la|el)\b|\bpido disculpas\b|"
    r"\bmi dispiace\b|\bmi scuso\b|\b(?:le )?mie scuse\b|\bci scusiamo\b|"
    r"\bsinto muito\b|\bpeço desculpas?\b|\bdesculpe?\s+(?:pelo|pela|por)\b|"
    r"\bhet spijt me\b|\bmijn excuses\b|"
    # the other words of the same act: "Perdón por el error", "Pardon pour la confusion", "Verzeihung", "Scusa per",
    # "Perdão pelo", "forgive me", "przepraszam", "извините"
    r"\bperd[oó]n(?:a(?:me)?|e(?:me)?)?\s*(?:por|si|pela|pelo|,)|\bperdão\b|\bpardon (?:pour|de)\b|"
    r"(?:^|(?<=[.!?:;]\s)|(?<=\n))\s*(?:pardon|perdón|perdona|disculpa(?:me)?|desculpa|scusa(?:mi)?|scusate|"
    r"verzeihung|verzeih(?:en sie)?|excuse[sz]?-moi|przepraszam|извините|простите)\b\s*[,!.—–]|"
    r"\bforgive me\b|\bpardon me\b|\b(?:i|we) regret (?:the|my|our|that)\b|\blamento (?:el|la|los|las|que|mucho|haber)\b|"
    r"\bje regrette (?:l['’]erreur|la confusion|de t['’]avoir|de vous avoir)\b|\bnavrée?s?\b|\bverzeih\w*\s+(?:mir|bitte)\b|"
    r"\bchiedo scusa\b|\bscusa(?:mi|te)?\s+(?:per|se)\b|\bperdonami\b|\bpeço perdão\b|"
    r"\bprzepraszam\b|\bprzykro mi\b|\bприношу (?:свои )?извинения\b|\bпрошу прощения\b|\bизвините\b|"
    r"申し訳(?:ありません|ございません|ない)|すみません|ごめんなさい|失礼(?:いた)?しました|"
    r"(?:很|非常|十分)?抱歉|对不起|對不起|不好意思|深表歉意|向您致歉|"
    r"죄송(?:합니다|해요|하지만)|미안(?:합니다|해요)|사과(?:드립니다|드려요)", re.I | re.M)


def parse_apology(clause: str) -> bool:
    """Whether a clause bans apologies (a ban of degree, "don't over-apologise", is not one)."""
    found = _OBJECT.search(clause)
    if not found or _DEGREE.search(clause):
        return False
    if found.group(0).lower().startswith("excuse") and not re.search(r"\b(?:t['’]|vous|s['’])\s*excuse|\bexcuses\b|"
                                                                    r"\bexcuse[rz]?-(?:toi|vous)\b", clause, re.I):
        return False  # "excuse" alone is the English verb ("excuse the mess"), not an apology
    before, after = clause[max(0, found.start() - 40):found.start()], clause[found.end():]
    return bool(_NEGATION.search(before) or _NEGATION_JA.match(after) or _NEGATION_AFTER.match(after)
                or _NEGATION_ZH.search(before))


def apology_verdict(text: str) -> Finding:
    """no_apology: no first-person apology in the prose that speaks to the user (an apology in a letter or an e-mail
    the reply drafts, from its subject line or salutation on, is the letter's)."""
    from memlock_core.compliance.register import to_user

    whole = own_text(text)
    prose = to_user(whole)
    if not prose.strip():
        return NOT_APPLICABLE, "a drafted letter or e-mail, not addressed to the user" if whole.strip() else "no prose"
    found = next((m for m in _APOLOGY.finditer(prose) if not _mentioned(prose, m.start(), m.end())), None)
    if found:
        start = max(0, found.start() - 10)
        return BROKEN, f"apology: \"{prose[start:found.end() + 30].strip()[:70]}\""
    return OBEYED, "no apology"


_CJK = rx(r"[぀-ヿ一-鿿가-힣]")
_LATIN = rx(r"[A-Za-zÀ-ÿ]")
_GLOSS = rx(r"\s*[(（]\s*[^)）\n]{1,40}[)）]")


# a wording shown, not said: in emphasis ("se traduce como *I'm sorry*") or after a verb of saying or meaning
_EMPHASIS = rx(r"(?<![*_\w])([*_]{1,2})(?=\S)([^*_\n]{1,40}?)(?<=\S)\1(?![*_\w])")
_NAMING = rx(r"\b(?:as|like|say|saying|says|means?|called|word|phrase|translat\w*|como|decir|dice|significa|"
                     r"traduc\w*|comme|dire|dit|veut dire|signifie|traduit|wie|sagen|sagt|heißt|bedeutet|übersetz\w*|come|"
                     r"dire|significa|tradu\w*|jako|znaczy|как|означает|переводится)\s*[:«\"“„]?\s*$", re.I)


def _shown(prose: str, start: int, end: int) -> bool:
    """The apology is inside an emphasised wording that does not open its sentence, or follows a verb of saying or
    meaning: the reply shows the phrase ("«Lo siento» se traduce como *I'm sorry*"), it does not apologise."""
    left = max(prose.rfind(c, 0, start) for c in ".!?。！？\n")
    for span in _EMPHASIS.finditer(prose, max(0, left + 1)):
        if span.start() > start:
            break
        if span.end() >= end and prose[left + 1:span.start()].strip():
            return True
    return bool(_NAMING.search(prose[max(left + 1, start - 40):start].rstrip("*_ ")))


def _mentioned(prose: str, start: int, end: int) -> bool:
    """An apology form the reply names rather than says: glossed in brackets ("すみません (sumimasen)", "désolé
    (sorry)"), shown in emphasis or after a verb of saying (:func:`_shown`), or in another script than the sentence
    around it (a Japanese apology explained in English prose)."""
    if _shown(prose, start, end):
        return True
    left = max(prose.rfind(c, 0, start) for c in ".!?。！？\n")
    if _GLOSS.match(prose, end) and prose[left + 1:start].strip():
        return True  # (an apology opening its sentence is said, brackets or not: "Sorry (again), ...")
    right = min([i for i in (prose.find(c, end) for c in ".!?。！？\n") if i >= 0] or [len(prose)])
    around = prose[left + 1:start] + " " + prose[end:right]
    form = prose[start:end]
    cjk, latin = len(_CJK.findall(around)), len(_LATIN.findall(around))
    if _CJK.search(form):
        return latin > 2 * cjk
    return cjk > 2 * latin
