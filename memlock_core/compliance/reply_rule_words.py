"""Reply-rule clauses about words a rule bans: quoted words, labelled lists ("banned words: ..."), a word
refused for another ("'grey' instead of 'gray'"), in Latin and CJK quotes.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import tone
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.register import parse_contractions
from memlock_core.compliance.reply_rule_base import (
    FIRST,
    FLATTERY_WORDS,
    GREETING_WORDS,
    OPEN_VERBS,
    QUOTED_ANY,
    SIGNOFF_WORDS,
    Clause,
    negated,
)
from memlock_core.compliance.spelling_bans import refused_in_brackets
from memlock_core.compliance.word_forms import VERB_MARK
from memlock_core.regex_cache import rx

_BANNED_WORDS = rx(
    r"\b(?:never|don'?t|do not|avoid|ban|no|stop|quit|nunca|jamais|niemals|nie|evita|évite|kein\w*|nada de|niente|"
    r"mai|pas)\b[^.;\n\"“'‘„«]{0,30}?"
    r"(?:\b(?:say|saying|use|using|write|writing|dire|utilise[rz]?|sagen|schreib\w*|digas|uses|usar|escribas|"
    r"verwende\w*|benutze\w*|dis|écris|usare|scrivere|dire)\s+)?"
    r"(?:the\s+|a\s+)?(?:words?|phrases?|terms?|expressions?|le mot|les mots|l['’]expression|das wort|die wörter|"
    r"den ausdruck|la palabra|las palabras|la expresión|la parola|le parole)?"
    r"(?:\s+(?:like|such as|comme|wie|como))?\s*[:\s]\s*"
    r"(?P<list>[“\"'‘„«][^\"”'’“»\n]{1,40}[”\"'’“»](?:\s*(?:,|or|and|nor|ou|et|oder|und|noch|o|y|e|ni|nem|of|en)\s*"
    r"[“\"'‘„«][^\"”'’“»\n]{1,40}"
    r"[”\"'’“»]){0,7})", re.I)
_QUOTED_WORD = rx(r"[“\"'‘„«]\s?([^\"”'’“»\n]{1,40}?)\s?[”\"'’“»]")
# "„dass“ statt „daß“", "'grey' instead of 'gray'", "«clé» plutôt que «clef»": the quoted word after is banned;
# "「サーバ」は不可", "「サーバ」は使わない": the quoted word before
_BANNED_INSTEAD = rx(r"[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」]\s*,?\s*(?:statt|anstatt|anstelle von|instead of|rather than|"
                             r"not|nicht|plutôt que|au lieu de|et non|et pas|mais pas|pas|en lugar de|en vez de|y no|invece di|anziché|"
                             r"em vez de|e não|no|non|niet|geen|nie|nicht|kein|keine)\s+"
                             # the refused forms, one or a run joined by "or" ("geen 'email' of 'web site'")
                             r"(?P<list>[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」]"
                             r"(?:\s*,?\s*(?:or|of|ou|oder|o|ni|nor|né|nem)\s+[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」])*)", re.I)
_BANNED_JA = rx(r"(?P<list>「[^」\n]{1,20}」)\s*(?:は|を)?\s*(?:不可|禁止|使わない|使用しない|NG|ダメ|避け)")
# the CJK pairs: "'软件'不要写成'软体'", "用「文件」而不是「檔案」" (the word after is refused); "「colour」ではなく「color」",
# "colour ではなく color" (the word before is refused; not one side of a slash pair: "MB/GB ではなく MiB/GiB" are units)
_BANNED_AFTER_ZH = rx(r"[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]\s*[，,]?\s*(?:不要|别|別|不能|请勿|請勿)?\s*"
                              r"(?:写成|寫成|说成|說成|用成|而不是|而非|不是)\s*(?P<list>[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』])")
# (a run of quoted words before it: "「サーバ」「ユーザ」じゃなくて")
_BANNED_BEFORE_JA = rx(r"(?P<list>(?:[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]\s*[、,・や]?\s*)*"
                               r"[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]|(?<![\w/-])[A-Za-z][\w-]{1,30})\s*"
                               r"(?:ではなく|じゃなくて|でなく)\s*(?:[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]|[A-Za-z][\w-]{1,30}"
                               r"(?![\w/-]))")

# "don't use 'leverage' as a verb", "'impact' nicht als Verb", "« impacter » comme verbe"
_AS_VERB = rx(r"\s*(?:as an?|als|comme|como|come)\s+(?:verb|verbe|verbo)\b", re.I)


# "Banned: 'delve', 'tapestry'", "Forbidden phrases: …", "Mots interdits : « … »", "Verboten: „…“": a label that bans,
# then the quoted list; "'delve' and 'tapestry' are banned": the list, then the label
_BAN_LABEL = (r"banned|forbidden|off[- ]limits|prohibited|not allowed|taboo|verboten(?:e[nr]?)?|untersagt|tabu|interdits?|interdites?|"
              r"proscrits?|prohibid[oa]s?|vetad[oa]s?|proibit[oi]|vietat[oi]|proibid[oa]s?|verboden")
_BAN_NOUN = (r"words?|phrases?|terms?|expressions?|mots?|termes?|wörter|ausdrücke|begriffe|palabras?|expresiones|"
             r"términos|parole|espressioni|termini|palavras|expressões|termos|woorden")
_LABEL_FIRST = rx(rf"(?:^|[.;!?]\s*|\b(?:{_BAN_NOUN})\s+)(?:{_BAN_LABEL})\s*(?:{_BAN_NOUN})?\s*:\s*(?P<list>[^\n]+)",
                          re.I)
_LABEL_AFTER = rx(rf"^\s*(?:(?:are|is|sind|ist|sont|est|son|es|sono|è|são|é|zijn)\s+)?(?:(?:not|no longer|nicht|pas|"
                          rf"no|non|niet)\s+)?(?:(?:all|strictly|alle|tous|todos|tutti|strengstens|strictement)\s+)?"
                          rf"(?:{_BAN_LABEL})\b", re.I)
_LIST_JOIN = rx(r"^[\s,;/、]*(?:(?:or|and|nor|ou|et|oder|und|o|y|ni|e|of|en)\s+|(?:和|或|及|与|與|跟|或者)\s*)?$", re.I)
# "Never use these words: delve, tapestry, leverage", "Banned phrases: at the end of the day, going forward": the
# words listed bare after the noun and a colon
_BARE_LIST = rx(rf"\b(?:{_BAN_NOUN})\s*:\s*(?P<list>[^\"“”«»„‘'’\n.;!?]+)", re.I)
_BARE_SPLIT = rx(r"\s*,\s*(?:(?:or|and|nor|ou|et|oder|und|o|y|ni|e)\s+)?|\s+(?:or|and|nor|ou|et|oder|und|o|y|ni)\s+",
                         re.I)
# "不要使用“赋能”和“抓手”", "请勿说「亲」": a Chinese refusal right before the quoted words
_ZH_BAN = rx(r"(?:不要|别|別|请勿|請勿|禁止|避免|不准|不许|不許|不能)\s*(?:再\s*)?(?:使用|用|说|說|写|寫|出现|出現)?\s*$")


def _quoted_run(text: str, spans: tuple[str, ...], start: int) -> tuple[list[str], int]:
    """The quoted words standing in a list from ``start`` (joined by commas, "and", "or"), and where the list ends."""
    out: list[str] = []
    pos = start
    for span in spans:
        at = text.find(span, pos)
        if at < 0:
            continue
        opener = max(text.rfind(q, pos, at) for q in "\"“«„‘'「")
        if opener < 0 or not _LIST_JOIN.match(text[pos:opener]):
            break
        out.append(span)
        close = at + len(span)
        pos = close + 1 + (1 if text[close:close + 1] == " " and text[close + 1:close + 2] in "»" else 0)
    return out, pos


def _banned_list(clause: str) -> list[Clause]:
    """A list of quoted words a label bans, before or after it: "Banned: 'delve', 'tapestry'", "'synergy' and
    'leverage' are off-limits", "Mots interdits : « crucial », « essentiel »"."""
    spans = quoted_spans(clause)
    if not spans:
        return _bare_list(clause)
    first = clause.find(spans[0])
    opener = max(clause.rfind(q, 0, first) for q in "\"“«„‘'「")
    if opener >= 0 and _ZH_BAN.search(clause[max(0, opener - 12):opener]):
        run, _ = _quoted_run(clause, spans, opener)
        run = [w for w in run if re.search(r"\w", w)]
        if run:
            return [Clause("words", "must_not", "|".join(dict.fromkeys(run)), words=clause.strip()[:60])]
    label = _LABEL_FIRST.search(clause)
    banned: list[str] = []
    if label:
        banned, _ = _quoted_run(clause, spans, label.start("list"))
    else:
        first = clause.find(spans[0])
        opener = max(clause.rfind(q, 0, first) for q in "\"“«„‘'「")
        run, end = _quoted_run(clause, spans, opener if opener >= 0 else first)
        after = _LABEL_AFTER.match(clause[end:])
        if run and after and not re.search(r"\b(?:not|no longer|nicht|pas|plus|no|non|niet|nie)\b", after.group(0), re.I):
            banned = run
    banned = [w for w in banned if re.search(r"\w", w)]
    return [Clause("words", "must_not", "|".join(dict.fromkeys(banned)), words=clause.strip()[:60])] if banned else []


def _bare_list(clause: str) -> list[Clause]:
    """Words listed without quotes after a noun and a colon, where the rule bans them before the colon ("Never use
    these words: delve, tapestry", "Banned phrases: going forward, per my last email")."""
    found = _BARE_LIST.search(clause)
    if not found:
        return []
    head = clause[:found.start("list")]
    if not (negated(clause, found.start(), found.end()) or re.search(rf"\b(?:{_BAN_LABEL})\b", head, re.I)) \
            or re.search(r"\b(?:only|always|use|prefer)\b[^:]*$", head, re.I) and not re.search(
                rf"\b(?:never|don'?t|do not|avoid|no|{_BAN_LABEL})\b", head, re.I):
        return []
    items = [w.strip(" -–—") for w in _BARE_SPLIT.split(found.group("list").strip())]
    items = [w for w in items if w]
    if not items or any(len(w.split()) > 4 or not re.search(r"\w", w) for w in items):
        return []  # "no words: just the code" and the like: not a list of words
    return [Clause("words", "must_not", "|".join(dict.fromkeys(items)), words=clause.strip()[:60])]


_CONJUNCT = rx(r",\s*(?:and|but|et|mais|und|aber|y|pero|e|ma)\s+|;\s*", re.I)


def read_banned_words(clause: str) -> list[Clause]:
    """"Never say 'delve'", "Don't use the words "leverage" or "utilize"": words the prose must not use. An
    opener or a sign-off named this way is read by read_opening_closing / read_markers, not here."""
    if parse_contractions(clause):
        return []  # "'do not' instead of 'don't'": the contractions check's
    if tone.parse_name_ban(clause):
        return []  # "stop calling me 'boss'": what the user is called (names), "ask your boss" is fine
    # every pair the rule sets ("'email', not 'e-mail', and 'website', not 'web site'")
    pairs = list(_BANNED_INSTEAD.finditer(clause)) or list(_BANNED_AFTER_ZH.finditer(clause)) \
        or list(_BANNED_BEFORE_JA.finditer(clause)) or list(_BANNED_JA.finditer(clause))
    if pairs and not re.search(r"\b(?:comments?|code|commits?)\b", clause, re.I):
        banned_other = [w.strip() for other in pairs for w in (QUOTED_ANY.findall(other.group("list"))
                                                               or [other.group("list")]) if re.search(r"\w", w)]
        if banned_other:
            return [Clause("words", "must_not", "|".join(dict.fromkeys(banned_other)),
                           words=clause[pairs[0].start():pairs[-1].end()])]
    bracketed = refused_in_brackets(clause)
    if bracketed:  # "perché, è (non e' o perchè)": the forms refused in the bracket after the wanted ones
        return [Clause("words", "must_not", "|".join(bracketed), words=clause.strip()[:60])]
    listed = _banned_list(clause)
    if listed:
        return listed
    found = _BANNED_WORDS.search(clause)
    # the rule's own words, not the words it quotes ("at the end of the day"), in the conjunct that holds the ban:
    # "never write 'X', and always end with [Agent Name]" bans X whatever the other conjunct asks of the ending
    part = clause
    if found:
        cuts = [0, *(m.end() for m in _CONJUNCT.finditer(clause)), len(clause)]
        start = max(c for c in cuts if c <= found.start())
        part = clause[start:min((c for c in cuts if c > found.start()), default=len(clause))]
    bare = QUOTED_ANY.sub(" ", part)
    if not found or FIRST.search(bare) or re.search(r"\b(?:end|finish|close|sign off|comments?|code|commits?)\b",
                                                      bare, re.I) \
            or re.search(rf"\b(?:{OPEN_VERBS})(?:s|ing|ning)?\b", bare, re.I) \
            or SIGNOFF_WORDS.search(bare) or GREETING_WORDS.search(bare) or FLATTERY_WORDS.search(bare):
        return []
    banned = [w.strip() for w in _QUOTED_WORD.findall(found.group("list")) if w.strip()]
    if not banned or any(not re.search(r"\w", w) for w in banned):
        return []
    if _AS_VERB.match(clause, found.end()) or re.search(r"\b(?:the\s+)?verbs?\s*$", clause[:found.start("list")], re.I):
        banned = [f"{w} {VERB_MARK}" for w in banned]  # "don't use 'leverage' as a verb": the noun stays
    return [Clause("words", "must_not", "|".join(banned), words=found.group(0))]
