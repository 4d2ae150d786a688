"""Swearing and slang refused in the reply: "no swearing", "Sem gírias e sem palavrões", "keine Schimpfwörter".

A rule names the register it refuses by its class, in any language: swear words (profanity, cursing, "palavrões",
"palabrotas", "gros mots", "Schimpfwörter", "parolacce", "汚い言葉") and slang ("gírias", "jerga", "argot",
"Umgangssprache", "gergo", "スラング"). The reply is read for words that belong to the class beyond doubt, per language:
swear words ("merda", "mierda", "Scheiße", "shit") and slang that is nothing else ("mano" as a form of address,
"tá ligado", "gonna", "dude", "Digga", "mec"). A word that is also plain language ("suave", "cara", "geil" aside,
"Mist") is left out: a reply is broken only on a word no formal text uses. Quoted text and code are not the reply's
own words. A reply with none of them obeys.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.tone_spec import NO_PROFANITY, NO_SLANG
from memlock_core.regex_cache import rx

FORMATS = (NO_PROFANITY, NO_SLANG)

# ── the rule ──────────────────────────────────────────────────────────────────────────────────────────────────────
_PROFANITY_RULE = rx(r"\bswear(?:ing|\s+words?)?\b|\bcurs(?:ing|e\s+words?)\b|\bprofanit(?:y|ies)\b|\bprofane\b|"
                     r"\bobscenit(?:y|ies)\b|\bfoul\s+language\b|\bexpletives?\b|\bpalavr[õo]es\b|\bpalavr[ãa]o\b|"
                     r"\bpalabrotas?\b|\bgroser[íi]as?\b|\bgros\s+mots\b|\bjurons?\b|\bvulgarit[ée]s?\b|"
                     r"\bschimpfw[öo]rt\w*|\bfl[üu]che\b|\bfluchen\b|\bkraftausdr[üu]ck\w*|\bparolacce\b|\bvolgarit[àa]\b|"
                     r"\bturpilóquios?\b|汚い言葉|罵倒|暴言|脏话|粗话|욕설|비속어", re.I)
_SLANG_RULE = rx(r"\bslang\b|\bg[íi]rias?\b|\bjerga\b|\bargot\b|\bumgangssprache\b|\bjugendsprache\b|\bgergo\b|"
                 r"\bcoloquialismos?\b|\bexpress[õo]es\s+coloquiais\b|スラング|俗語|俚语|속어", re.I)
_REFUSAL = rx(r"\b(?:no|not|never|don'?t|do not|without|avoid|zero|sem|nada\s+de|nem|nunca|evite\w*|sin|ni|"
              r"pas|sans|aucun\w*|jamais|ni|keine?n?|kein|ohne|nie|niemals|vermeide\w*|niente|senza|nessun\w*|mai|"
              r"evita\w*)\b|使わない|禁止|しないで|不要|别|금지|쓰지", re.I)


def parse(clause: str) -> tuple[str, ...]:
    """The formats ``clause`` asks for: no swear words, no slang (each named and refused)."""
    if not _REFUSAL.search(clause):
        return ()
    out: list[str] = []
    if _PROFANITY_RULE.search(clause):
        out.append(NO_PROFANITY)
    if _SLANG_RULE.search(clause):
        out.append(NO_SLANG)
    return tuple(out)


# ── the reply ─────────────────────────────────────────────────────────────────────────────────────────────────────
_SWEAR = rx(
    # English
    r"\bfuck\w*|\bshit(?:ty|s)?\b|\bbullshit\b|\bdamn(?:ed|it)?\b|\bgoddamn\w*|\bcrap(?:py)?\b|\bbitch\w*|\basshole\w*|"
    r"\bbastards?\b|\bwtf\b|\bpiss(?:ed)?\b|"
    # Portuguese
    r"\bmerda\b|\bporra\b|\bcaralho\b|\bfod(?:a|er|eu|ido|ida)\b|\bput[ao]\s+que\s+pariu\b|\bcacete\b|\bbosta\b|"
        # Spanish
    r"\bmierda\b|\bjoder\b|\bjodid[oa]s?\b|\bcoño\b|\bcabr[óo]n\w*|\bcarajo\b|\bgilipollas\b|\bputada\b|\bpendejo\w*|"
    # French
    r"\bmerde\w*|\bputain\b|\bbordel\b|\bconnard\w*|\bconnerie\w*|\bfait\s+chier\b|\bfoutu\w*|"
    # German
    r"\bschei(?:ß|ss)\w*|\bverdammt\w*|\barschloch\w*|\bkacke\b|\bverfickt\w*|"
    # Italian
    r"\bcazz\w*|\bstronz\w*|\bvaffanculo\b|\bminchia\b|\bporca\s+(?:miseria|puttana)\b", re.I)
_SLANG = rx(
    # English
    r"\bgonna\b|\bwanna\b|\bgotta\b|\bdude\b|\bbro\b|\blol\b|\bkinda\b|\bsorta\b|\by['’]all\b|\bain['’]t\b|"
    r"\bnope\b|\byep\b|\blegit\b|\bno\s+biggie\b|\bgucci\b|"
    # Portuguese: "mano" / "véi" said to the user, "tá ligado", "de boa", "da hora"
    r"(?:^|[,!]\s*)mano\b|\bmano(?=\s*[,!.?])|\bv[ée]i\b|\bparça\b|\bt[áa]\s+ligado\b|\bde\s+boa\b|\bda\s+hora\b|"
    r"\bdaora\b|\bsussa\b|\bbagulho\w*|\bzoad[oa]s?\b|\bfirmeza\b|\bmó\b|\bbeleza\?|"
    # Spanish
    r"\bguay\b|\bchido\b|\bchévere\b|\bbacán\b|\bg[üu]ey\b|\bwey\b|\bmolón\b|\bcurro\b|\bcutre\b|"
    # French
    r"\bmec\b|\bouais\b|\bchelou\b|\brelou\b|\bkiff\w*|\bbouffe\b|\bc['’]est\s+ouf\b|"
    # German
    r"\bdigga\b|\bkrass\w*|\balter,|\bchillig\b|\bvoll\s+(?:easy|geil)\b|"
    # Italian
    r"\bfigo\b|\bfiga\b|\bboh\b|\btipo,", re.I)


def verdict(part: str, text: str) -> Finding:
    """no_profanity / no_slang over the reply's own prose."""
    prose = own_text(text)
    if not re.search(r"\w", prose):
        return NOT_APPLICABLE, "no prose"
    pattern, what = (_SWEAR, "a swear word") if part == NO_PROFANITY else (_SLANG, "slang")
    found = pattern.search(prose)
    if found:
        start = max(0, found.start() - 25)
        return BROKEN, f"{what}: \"{found.group(0).strip(' ,!')}\" in \"{' '.join(prose[start:found.end() + 25].split())}\""
    return OBEYED, f"no {what.removeprefix('a ')}"
