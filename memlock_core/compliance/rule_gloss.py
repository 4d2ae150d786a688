"""An English gloss of a rule written in another language, read by the English rule parse when the native one
finds nothing.

The rule readers know English best; each other language has its own regexes, added one wording at a time, and a
new user's wording in French, German, Spanish, Italian, Portuguese, Dutch, Japanese, Korean or Chinese often
gets no check although the same rule in English gets the right one. The gloss is a small model of rule
language, not a phrase list:

* verbatim spans are protected first (backticks, quotes of any script, paths, flags, commands, identifiers,
  numbers with units, and every Latin-script run inside Japanese, Korean or Chinese) and put back unchanged;
* the rule vocabulary of each language (:mod:`gloss_lexicon`: negation, "always / only / never", "instead of",
  "before / without / unless", consent, the verbs of rules and their objects) is matched by stems, so
  inflections need no listing;
* word order: an adverb of negation or frequency after the verb goes before it (French "ne ... pas", German
  verb-second "Lösche nie ..."), German and Dutch clause-final infinitives and German separable verbs move to
  the front, Japanese and Korean clauses (verb-final, with particles) are rebuilt verb first with the object
  and the places after it, Chinese is segmented by longest match and its postpositions ("之前", "时") moved
  before their clause;
* the English need not be fluent: it is what the English rule parser reads.

:func:`gloss` returns None for text that reads as English, in no language the tables know, or when too few of
its words are rule vocabulary to trust the reading (a judgement rule, "Sois bienveillant", keeps no check).
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from memlock_core.compliance.aside_allowance import without_allowance_aside
from memlock_core.compliance.gloss_lexicon import (
    GERUND,
    JA,
    JA_PARTICLES,
    KO,
    KO_ENDINGS,
    KO_PARTICLES,
    LATIN,
    SEPARABLE,
    ZH,
)
from memlock_core.compliance.tool_rule import is_known_program
from memlock_core.compliance.tool_swaps import COMMON_PROGRAMS
from memlock_core.regex_cache import rx

__all__ = ["gloss", "language_of"]

# spans kept verbatim: code, quotes of any script, paths, flags, identifiers, numbers with their unit
_VERBATIM = (r"`[^`\n]+`|“[^”\n]{1,80}”|«[^»\n]{1,80}»|„[^“”\n]{1,80}[“”]|\"[^\"\n]{1,80}\"|「[^」\n]{1,40}」|"
             r"『[^』\n]{1,40}』|(?<![\w'’])'[^'\n]{1,60}'(?![\w'])|"
             r"(?:~|\.{1,2})?/[\w.*~/-]+|[\w.-]+/[\w.*/-]*|(?<!\S)-{1,2}[A-Za-z][\w-]*|\$\w+|"
             r"\b\w+(?:[._]\w+)+\b|\b[a-z]+[A-Z]\w*\b|\b\d+(?:[.,]\d+)?(?:\s?(?:%|°[CF]|[A-Za-z]{1,3}\b))?")
_LATIN_TOKEN = rx(r"(?P<v>" + _VERBATIM + r")|(?P<w>[^\W\d_]+)|(?P<p>[^\s\w])")
# in Japanese, Korean and Chinese every Latin-script run (names, programs, code) is verbatim, and so is a bracket
_CJK_VERBATIM = rx(_VERBATIM + r"|[A-Za-z0-9](?:[\w.+#*$/-]|;(?=[A-Za-z]))*(?:[ \t]+[A-Za-z0-9][\w.+#*$/-]*)*"
                   r"|\([^()\n]{1,40}\)|（[^（）\n]{1,40}）",
                   re.ASCII)
_HANGUL = rx(r"[\uac00-\ud7a3]")
_KANA = rx(r"[\u3040-\u30ff]")
_HAN = rx(r"[\u4e00-\u9fff]")
_KO_NEG_SPACE = rx(r"지\s+(?=마|말|않)|기\s+(?=전)")
_CLAUSE_END = frozenset(".;:!?。！？；：\n")
_ENGLISH = frozenset({"the", "a", "an", "don't", "do", "not", "never", "always", "use", "to", "in", "with",
                      "without", "before", "please", "my", "me", "you", "your", "and", "or", "of", "for", "only",
                      "is", "be", "no", "any", "it", "on", "instead", "than", "when", "if"})
_GERUND_AFTER = frozenset({"before", "without", "after", "of", "instead of", "rather than", "instead of the"})
_FUNCTION = frozenset({"", "the", "a", "of", "to", "in", "on", "for", "with", "by", "from", "and", "or", "my", "me",
                       "you", "this", "these", "is", "are", "it", "at", "to the", "of the", "in the", "from the",
                       "on the", "by the", "into the", "all", "each", "if", "when", "about", "for it"})
# the noun of a verb the Korean and Japanese tables list as a verb, used as a noun ("답변에" = in the replies)
_NOUN_OF = {"answer": "replies", "deploy": "deployments", "commit": "commits", "push": "pushes", "install": "installs",
            "download": "downloads", "delete": "deletions", "write": "writing", "cite": "citations", "use": "use"}
_KO_DO = frozenset({"하세요", "해주세요", "해", "하십시오", "할것", "해야", "해야합니다", "해줘", "합니다"})
_RULE_MARKS = frozenset({"no", "~neg", "~never", "only", "must be", "must not be", "instead of", "rather than"})
_CONSENT = frozenset({"confirmation", "permission", "approval", "OK", "my", "consent"})
_MOVABLE = frozenset({"~never", "~always", "~not"})


@dataclass
class _Item:
    """One piece of the gloss: its English, and what it is (V verb, A marker, W word, X verbatim, P punctuation)."""

    text: str
    kind: str
    role: str = ""


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.lower().replace("ß", "ss"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@functools.lru_cache(maxsize=16)
def _entries(language: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """A Latin table's keys split into words, longest first (a whole word before a stem of the same length)."""
    table = LATIN[language]
    keyed = [(tuple(k.split()), v) for k, v in table.items()]
    return tuple(sorted(keyed, key=lambda e: (-len(e[0]), -sum(len(w.rstrip("*")) for w in e[0]),
                                              sum(w.endswith("*") for w in e[0]))))


def _word_matches(key: str, word: str) -> bool:
    return word.startswith(key[:-1]) if key.endswith("*") else word == key


@functools.lru_cache(maxsize=16)
def _entries_by_initial(language: str) -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """The entries of :func:`_entries` grouped by their first letter, in the same order (cost: a rule's words are
    each compared with the keys that can match them only)."""
    grouped: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for entry in _entries(language):
        grouped.setdefault(entry[0][0][:1], []).append(entry)
    return {k: tuple(v) for k, v in grouped.items()}


def _match(words: list[str], i: int, language: str) -> tuple[int, str] | None:
    for key, value in _entries_by_initial(language).get(words[i][:1], ()):
        if i + len(key) <= len(words) and all(_word_matches(k, words[i + j]) for j, k in enumerate(key)):
            return len(key), value
    return None


def language_of(text: str) -> str | None:
    """The language of a rule text the gloss can read: "ja", "ko", "zh", a Latin-script table's code, or None
    (English, or none known)."""
    if _HANGUL.search(text):
        return "ko"
    if _KANA.search(text):
        return "ja"
    if _HAN.search(text):
        return "zh"
    words = [_fold(m.group("w")) for m in _LATIN_TOKEN.finditer(text) if m.group("w")]
    if not words:
        return None
    english = sum(w in _ENGLISH for w in words)
    scores = {}
    for language in LATIN:
        scores[language] = sum(1 for i in range(len(words)) if _match(words, i, language) is not None
                               and not (words[i] in _ENGLISH and language in ("fr", "nl", "it")))
    best = max(scores, key=lambda k: scores[k])
    if scores[best] < 2 or english * 2 >= len(words) or english >= scores[best]:
        return None
    return best


@functools.lru_cache(maxsize=256)
def gloss(text: str) -> str | None:
    """An English gloss of the rule ``text`` for the English rule parse, or None (English already, a language
    the tables do not know, or too little of it rule vocabulary)."""
    if not isinstance(text, str) or not text.strip() or len(text) > 600:
        return None
    language = language_of(text)
    if language is None:
        return None
    text = without_allowance_aside(text)  # "(el código sí)": an allowance aside is no part of the rule
    if language in LATIN:
        items, known, unknown = _latin_items(text, language)
        items = _latin_order(items, language)
    else:
        items, known, unknown = (_ko_items(text) if language == "ko" else _cjk_items(text, language))
        items = _verb_final_order(items) if language in ("ja", "ko") else _zh_order(items)
    # a rule is an act (a verb) or a norm word; a gloss of neither is a judgement rule read as words
    # too few words read: a judgement rule ("Cita solo fuentes de calidad, nada de blogs dudosos") is not
    # what its rule words alone say
    if known < 2 or known < 2 * unknown or not any(
            i.kind == "V" or i.text in _RULE_MARKS for i in items):
        return None
    out = _render(items)
    return out if out and _fold(out) != _fold(text) else None


# ---- Latin-script languages ------------------------------------------------------------------------------------

def _latin_items(text: str, language: str) -> tuple[list[_Item], int, int]:
    tokens: list[tuple[str, str]] = []  # (kind, text): v verbatim, w word, p punctuation
    for m in _LATIN_TOKEN.finditer(text):
        kind = m.lastgroup or "p"
        value = m.group()
        if kind == "p" and value in "'’-" and tokens and tokens[-1][0] == "w":
            if value == "-" and text[m.end():m.end() + 1].isupper():
                tokens[-1] = ("c", tokens[-1][1])  # "Deploy-Skript": the first part of a compound names, it does not act
            continue  # "n'utilise", "demande-moi": elision and hyphen join no meaning
        tokens.append((kind, value))
    if language == "de":
        tokens = _separable(tokens)
    items: list[_Item] = []
    known = unknown = 0
    i = 0
    while i < len(tokens):
        kind, value = tokens[i]
        if kind == "s":
            items.append(_item_of(value))
            known += 1
            i += 1
            continue
        if kind == "c":
            found = _match([_fold(value)], 0, language)
            items.append(_Item(found[1][2:] if found and found[1].startswith("V:") else value, "W"))
            i += 1
            continue
        if kind != "w":
            items.append(_Item(value, "X" if kind == "v" else "P"))
            i += 1
            continue
        run_end = i
        while run_end < len(tokens) and tokens[run_end][0] == "w":
            run_end += 1
        words = [_fold(v) for _, v in tokens[i:run_end]]
        found = _match(words, 0, language)
        if found is None:
            items.append(_Item(value, "X"))
            # a word the tables do not know; the object just after a rule verb is most often a name ("utilise unknown")
            after_verb = any(i.kind == "V" for i in items[-3:-1]) and all(i.kind in ("V", "A") for i in items[-2:-1])
            opens = not items or items[-1].kind == "P" and items[-1].text in _CLAUSE_END  # "Vérifie ...": a capital
            unknown += not _looks_technical(value) and (opens or not value[:1].isupper()) and len(value) > 2 \
                and not after_verb
            i += 1
            continue
        length, english = found
        known += english not in _FUNCTION
        items.append(_item_of(english))
        i += length
    return items, known, unknown


def _looks_technical(word: str) -> bool:
    """An English software word or a program left as is in another language's rule ("branch", "grep")."""
    return _fold(word) in _TECH or word.lower() in COMMON_PROGRAMS or is_known_program(word.lower())


_TECH = frozenset({"branch", "branches", "commit", "commits", "merge", "push", "pull", "request", "main", "master",
                   "develop", "release", "feature", "hotfix", "staging", "deploy", "build", "tests", "test", "lint",
                   "linter", "script", "scripts", "shell", "bash", "python", "docker", "git", "npm", "pip", "sudo",
                   "internet", "online", "cloud", "backend", "frontend", "api", "logs", "log", "debug", "emoji",
                   "emojis", "markdown", "bullet", "bullets", "snake", "camel", "case", "remote", "origin", "tag",
                   "tags", "rebase", "squash", "cherry", "pick", "stash", "hardcode", "hardcoded", "token", "tokens",
                   "email", "emails", "slack", "prod", "production", "dev", "var", "let", "const"})


def _separable(tokens: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """German "Lade nichts herunter": the particle closing the clause joined back to its verb (kind "s")."""
    out = list(tokens)
    start = 0
    for end in range(len(out) + 1):
        if end < len(out) and not (out[end][0] == "p" and out[end][1] in _CLAUSE_END | {","}):
            continue
        last = end - 1
        joins = SEPARABLE.get(_fold(out[last][1])) if last > start and out[last][0] == "w" else None
        for k in range(start, last):
            stem = next((s for s in joins if _fold(out[k][1]).startswith(s)), None) \
                if joins and out[k][0] == "w" else None
            if stem is not None and joins is not None:
                out[k] = ("s", joins[stem])
                out[last] = ("d", "")
                break
        start = end + 1
    return [t for t in out if t[0] != "d"]


def _item_of(english: str) -> _Item:
    if english.startswith("V:"):
        return _Item(english[2:], "V")
    if english.startswith("~"):
        return _Item(english, "A")
    if english.startswith("J:"):
        return _Item(english[2:], "J")
    return _Item(english, "W")


def _latin_order(items: list[_Item], language: str) -> list[_Item]:
    items = [i for i in items if i.text or i.kind == "P"]
    if language in ("fr", "es", "it", "pt"):  # "un branch remoto": the adjective before its noun
        for k in range(1, len(items)):
            if items[k].kind == "J" and items[k - 1].kind in ("W", "X"):
                items[k - 1], items[k] = items[k], items[k - 1]
    clauses = _clauses(items)
    out: list[_Item] = []
    for clause in clauses:
        if language in ("de", "nl"):
            clause = _subordinate_verb_first(clause)
        out.extend(_adverbs_before_verbs(clause))
    return out


def _clauses(items: list[_Item]) -> list[list[_Item]]:
    clauses: list[list[_Item]] = [[]]
    for item in items:
        clauses[-1].append(item)
        if item.kind == "P" and (item.text in _CLAUSE_END or item.text == ","):
            clauses.append([])
    return [c for c in clauses if c]


_SUBORDINATORS = frozenset({"before", "after", "if", "when", "unless"})


def _subordinate_verb_first(clause: list[_Item]) -> list[_Item]:
    """German and Dutch put the verb last in a clause opened by "bevor / voordat / wenn / als": each such part
    gets its verb back after the conjunction ("voordat je een branch verwijdert" -> "before deleting a branch"),
    the rest is read by :func:`_final_verb_first`."""
    cuts = [k for k, i in enumerate(clause) if i.kind == "W" and i.text in _SUBORDINATORS]
    if not cuts:
        return _final_verb_first(clause)
    parts = [clause[a:b] for a, b in zip([0, *cuts], [*cuts, len(clause)], strict=True)]
    out: list[_Item] = []
    for part in parts:
        if not part or part[0].kind != "W" or part[0].text not in _SUBORDINATORS:
            out.extend(_final_verb_first(part))
            continue
        body = [i for i in part[1:] if i.kind != "P"]
        verbs = [i for i in body if i.kind == "V"]
        if len(verbs) != 1 or body[-1] is not verbs[0]:
            out.extend(part)
            continue
        rest = [i for i in part[1:] if i is not verbs[0] and i.text != "you"]
        verb = _Item(_gerund(verbs[0].text), "V") if part[0].text in ("before", "after") else verbs[0]
        out.extend([part[0], verb, *rest])
    return out


def _final_verb_first(clause: list[_Item]) -> list[_Item]:
    """"Nicht direkt auf main pushen.": a clause-final infinitive, the clause's only verb, goes first (after its
    negation and frequency adverbs)."""
    body = [i for i in clause if i.kind != "P"]
    verbs = [i for i in body if i.kind == "V"]
    # the clause's last word is its verb, and no verb opens it (verb-second: "Nutze rg ...")
    if not verbs or body[-1] is not verbs[-1] or len(body) < 2 or any(i.kind == "V" for i in body[:2]):
        return clause
    verb = verbs[-1]
    rest = [i for i in clause if i is not verb]
    lead = 0
    while lead < len(rest) and rest[lead].kind == "A" or lead < len(rest) and rest[lead].text in (
            "no", "nothing", "please", "so"):
        if rest[lead].text == "no":
            rest[lead] = _Item("~neg", "A")
        lead += 1
    return [*rest[:lead], verb, *rest[lead:]]


def _adverbs_before_verbs(clause: list[_Item]) -> list[_Item]:
    """"supprime jamais", "Lösche nie", "ne touche pas": the adverb said after the verb goes before it."""
    out: list[_Item] = []
    for item in clause:
        if item.kind == "A" and item.text in _MOVABLE:
            back = len(out) - 1
            while back >= 0 and out[back].kind == "W" and out[back].text in ("me", "you", "it"):
                back -= 1
            if back >= 0 and out[back].kind == "V":
                out.insert(back, item)
                continue
        out.append(item)
    return out


# ---- Japanese and Chinese: longest match over the script, Latin runs verbatim ------------------------------------

@functools.lru_cache(maxsize=4)
def _cjk_keys(language: str) -> tuple[tuple[str, str], ...]:
    table = dict(JA) if language == "ja" else dict(ZH)
    if language == "ja":
        for particle, role in JA_PARTICLES.items():
            table.setdefault(particle, "@" + role)
        table.update({"にしてください": "~become", "にして下さい": "~become", "にすること": "~become",
                      "にする": "~become", "にして": "~become"})
    return tuple(sorted(table.items(), key=lambda kv: -len(kv[0])))


def _cjk_items(text: str, language: str) -> tuple[list[_Item], int, int]:
    items: list[_Item] = []
    known = unknown = 0
    pos = 0
    keys = _cjk_keys(language)
    for m in [*_CJK_VERBATIM.finditer(text), None]:
        stop = m.start() if m is not None else len(text)
        while pos < stop:
            ch = text[pos]
            hit = next(((k, v) for k, v in keys if text.startswith(k, pos) and pos + len(k) <= stop), None)
            if hit is not None:
                key, value = hit
                pos += len(key)
                if value.startswith("@"):
                    items.append(_Item(value[1:] if value[1:] != "," else ",", "R" if value != "@," else "P"))
                    continue
                known += 1 if (not value.startswith("~") or len(key) > 1) and value not in _FUNCTION else 0
                items.append(_item_of(value))
                continue
            pos += 1
            if ch in _CLAUSE_END or ch in "、，,":
                items.append(_Item("," if ch in "、，," else ch.translate(_FULL_STOP), "P"))
            elif _HAN.match(ch) or "\u30a0" <= ch <= "\u30ff":
                if items and items[-1].kind == "U":
                    items[-1].text += ch
                else:
                    items.append(_Item(ch, "U"))
                    unknown += 1
            # other kana: a verb's conjugated tail, read through
        if m is not None:
            items.append(_Item(m.group().strip(), "X"))
            pos = m.end()
    return items, known, unknown


_FULL_STOP = str.maketrans({"。": ".", "！": "!", "？": "?", "；": ";", "：": ":"})


@functools.lru_cache(maxsize=1)
def _ko_tables() -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    return (tuple(sorted(KO.items(), key=lambda kv: -len(kv[0]))),
            tuple(sorted(KO_ENDINGS.items(), key=lambda kv: -len(kv[0].replace(" ", "")))))


def _ko_items(text: str) -> tuple[list[_Item], int, int]:
    """Korean words: a stem the table knows, then its particle (the phrase's role) or its verb ending."""
    text = _KO_NEG_SPACE.sub(lambda m: m.group().rstrip(), text)
    items: list[_Item] = []
    known = unknown = 0
    keys, endings = _ko_tables()
    pos = 0
    for m in [*_CJK_VERBATIM.finditer(text), None]:
        stop = m.start() if m is not None else len(text)
        for word in text[pos:stop].split():
            tail_punct = ""
            while word and word[-1] in _CLAUSE_END | set("、，,。"):
                tail_punct = word[-1] + tail_punct
                word = word[:-1]
            lead = ""
            if word and not _HANGUL.match(word[0]):
                lead, word = word, ""
            if lead:
                items.append(_Item(lead, "X"))
            if word in _KO_DO and items and items[-1].kind == "R" and items[-1].text == "with":
                items[-1] = _Item("~become", "A")  # "snake_case로 하세요": must be snake_case
                word = ""
            if word:
                hit = next(((k, v) for k, v in keys if word.startswith(k)), None)
                rest = word
                if hit is not None:
                    known += hit[1] not in _FUNCTION
                    items.append(_item_of(hit[1]))
                    rest = word[len(hit[0]):]
                elif word in ("하지마세요", "하지마", "하지말고"):
                    rest = word
                else:
                    # a particle on an unknown noun, or a particle on the verbatim run just before
                    if _ko_particles(word):
                        items.extend(_Item(r, "R") for r in _ko_particles(word))
                        rest = ""
                    else:
                        cut = next((k for k in range(1, len(word)) if _ko_particles(word[k:])), len(word))
                        items.append(_Item(word[:cut], "U"))
                        unknown += 1
                        rest = word[cut:]
                if hit is not None and hit[1].startswith("V:") and _ko_particles(rest) and \
                        KO_PARTICLES.get(rest) != "obj":
                    items[-1] = _Item(_NOUN_OF.get(items[-1].text, items[-1].text), "W")  # "답변에": in the replies
                if rest:
                    ending = next(((e, v) for e, v in endings if rest.replace(" ", "").startswith(e.replace(" ", ""))), None)
                    roles = _ko_particles(rest)
                    if roles and (ending is None or len(rest) >= len(ending[0].replace(" ", ""))):
                        items.extend(_Item(r, "R") for r in roles)
                    elif ending is not None:
                        if ending[1]:
                            items.append(_item_of(ending[1]))
                        if "말고" in ending[0]:  # "any를 쓰지 말고 unknown을 쓰세요": don't ..., use ...
                            items.append(_Item(",", "P"))
            if tail_punct:
                items.append(_Item("," if tail_punct[0] in "、，," else tail_punct[0].translate(_FULL_STOP), "P"))
        if m is not None:
            value = m.group().strip()
            after = text[m.end():]
            items.append(_Item(value, "X"))
            pos = m.end()
            # particles glued to the verbatim run ("main에", "README를", "CI에서만")
            run = _hangul_run(after)
            roles = _ko_particles(after[:run]) if run else []
            if roles:
                items.extend(_Item(r, "R") for r in roles)
                pos += run
    return items, known, unknown


def _hangul_run(text: str) -> int:
    n = 0
    while n < len(text) and _HANGUL.match(text[n]):
        n += 1
    return n


@functools.lru_cache(maxsize=512)
def _ko_particle_roles(text: str) -> tuple[str, ...] | None:
    if not text:
        return ()
    for particle in sorted(KO_PARTICLES, key=len, reverse=True):
        if text.startswith(particle):
            rest = _ko_particle_roles(text[len(particle):])
            if rest is not None:
                return (KO_PARTICLES[particle], *rest)
    return None


def _ko_particles(text: str) -> list[str]:
    """The roles of a run of Korean particles ("에서만" = in, only), or [] when the run is not all particles."""
    roles = _ko_particle_roles(text) if len(text) <= 6 else None
    return list(roles) if roles else []


def _verb_final_order(items: list[_Item]) -> list[_Item]:
    """Japanese and Korean: each clause rebuilt verb first ("パスワードを直書きしない" -> "don't hardcode password"),
    the object after the verb, then the places, the topic first as "in X"; a clause closed by "前に" / "전에"
    (before), "ずに" / "없이" (without) or "時" / "때" (when) keeps its marker in front."""
    out: list[_Item] = []
    clause: list[_Item] = []
    refused: list[_Item] = []  # "grepではなくrgを使って": what the clause's verb takes instead of
    for item in [*items, _Item("", "P")]:
        if item.kind == "A" and item.text == "~insteadof" and clause:
            refused, clause = [i for i in clause if i.kind != "R"], []
            continue
        closes = item.kind == "P" and (item.text != "," or any(i.kind == "V" for i in clause)) or \
            item.kind == "A" and item.text in ("~before", "~without", "~when") and clause
        if not closes:
            clause.append(item)
            continue
        if item.kind == "A":
            out.extend(_clause_verb_first(clause, item.text))
            out.append(_Item(",", "P"))
        else:
            out.extend(_clause_verb_first(clause, ""))
            if refused:
                out.extend([_Item("instead of", "W"), *refused])
                refused = []
            if item.text:
                out.append(item)
        clause = []
    while out and out[-1].kind == "P" and out[-1].text == ",":
        out.pop()
    return out


def _clause_verb_first(clause: list[_Item], marker: str) -> list[_Item]:
    phrases: list[tuple[list[_Item], str]] = []  # (words, role)
    current: list[_Item] = []
    verbs: list[_Item] = []
    adverbs: list[_Item] = []
    neg = become = False
    for item in clause:
        if item.kind == "R":
            if item.text in ("of", "and", "or", "also", "only"):
                if item.text in ("and", "or"):
                    current.append(_Item(item.text, "W"))
                elif item.text == "only":
                    current.append(_Item("only", "W"))
                continue
            phrases.append((current, item.text))
            current = []
        elif item.kind == "V":
            if current:
                phrases.append((current, "obj" if not verbs else "in"))
                current = []
            verbs.append(item)
        elif item.kind == "A":
            if item.text == "~may":
                adverbs.append(_Item("you may", "W"))
            elif item.text in ("~neg", "~not"):
                neg = True
            elif item.text == "~never":
                neg = True
                adverbs.append(_Item("never", "W"))
            elif item.text == "~always":
                adverbs.append(_Item("always", "W"))
            elif item.text == "~become":
                become = True
                if current:
                    phrases.append((current, "complement"))
                    current = []
        elif item.kind == "P" and item.text == ",":
            if current:
                current.append(_Item("and", "W"))
        elif item.text in ("directly", "without asking"):
            adverbs.append(item)
        else:
            current.append(item)
    if current:
        phrases.append((current, "obj" if verbs else "rest"))
    words: list[_Item] = []
    if marker == "~when":
        words.append(_Item("when", "W"))
    elif marker == "~before":
        words.append(_Item("before", "W"))
    elif marker == "~without":
        words.append(_Item("without", "W"))
    if verbs and not become and not any(r == "obj" for _, r in phrases):
        # "로그 파일은 지우지 마", "このファイルは消さないで": the topic is what the verb acts on
        phrases = [(p, "obj" if r == "topic" else r) for p, r in phrases]
    topic = [p for p, r in phrases if r in ("topic", "subj")]
    if become:
        for p in topic:
            words.extend(p)
        words.append(_Item("must not be" if neg else "must be", "W"))
        words.extend(w for p, r in phrases if r == "complement" for w in p)
        return words
    if marker in ("~before", "~without", "~when") and not verbs:
        return [*words, *(w for p, _ in phrases for w in p)]
    if neg and not marker:
        if any(a.text == "never" for a in adverbs):
            adverbs = [a for a in adverbs if a.text != "always"]
        else:
            words.append(_Item("don't", "W"))
    lead = [a for a in adverbs if a.text in ("always", "never", "you may")]
    tail = [a for a in adverbs if a.text not in ("always", "never", "you may")]
    if neg and marker:
        words.append(_Item("not", "W"))
    if marker in ("~before", "~without") and verbs:
        verbs = [_Item(_gerund(verbs[0].text), "V"), *verbs[1:]]
    words = [*lead, *words] if not marker else [*words, *lead]
    words.extend(verbs[-1:] if verbs else [])
    words.extend(w for p, r in phrases if r == "obj" for w in p)
    words.extend(tail)
    for p, r in phrases:
        if r in ("obj", "topic", "subj", "complement"):
            continue
        if r in ("in", "to", "from", "until", "than", "with"):
            words.append(_Item({"until": "until", "than": "than"}.get(r, r), "W"))
        words.extend(p)
    for p in topic:
        words.extend([_Item("in", "W"), *p])
    return words


def _zh_order(items: list[_Item]) -> list[_Item]:
    """Chinese reads in English order, but for its postpositions ("删除文件之前" = before deleting files) and the
    place said before the verb ("在main分支上提交" = commit on main)."""
    out: list[_Item] = []
    clause: list[_Item] = []
    for item in [*items, _Item("", "P")]:
        if item.kind == "A" and item.text in ("~before", "~after", "~when") and clause:
            word = item.text[1:]
            verbs = [i for i in clause if i.kind == "V"]
            if verbs and word in ("before", "after"):
                verbs[0].text = _gerund(verbs[0].text)
            out.extend([_Item(word, "W"), *clause, _Item(",", "P")])
            clause = []
            continue
        if item.kind == "P":
            out.extend(_zh_place_after_verb(clause))
            if item.text:
                out.append(item)
            clause = []
            continue
        clause.append(item)
    return out


def _zh_place_after_verb(clause: list[_Item]) -> list[_Item]:
    first_verb = next((k for k, i in enumerate(clause) if i.kind == "V"), None)
    place = next((k for k, i in enumerate(clause) if i.text == "in"), None)
    if first_verb is None or place is None or place > first_verb:
        return clause
    lead = clause[:place]
    moved = [i for i in clause[place:first_verb] if i.text != "directly" and i.kind != "A"]
    kept = [i for i in clause[place:first_verb] if i.text == "directly" or i.kind == "A"]
    return [*lead, *kept, *clause[first_verb:], *moved]


# ---- rendering ---------------------------------------------------------------------------------------------------

def _gerund(verb: str) -> str:
    head, _, tail = verb.partition(" ")
    if head.endswith("ing") and len(head) > 5:
        return verb
    if verb in GERUND:
        return GERUND[verb]
    if head in GERUND:
        return f"{GERUND[head]} {tail}".strip()
    base = head[:-1] if head.endswith("e") and not head.endswith("ee") else head
    return f"{base}ing {tail}".strip()


def _opens_subordinate(words: list[str], kinds: list[str]) -> bool:
    """The clause so far opens with "before / when / if" and holds its verb: a second verb starts the main one."""
    start = max((k + 1 for k, kind in enumerate(kinds) if kind == "P"), default=0)
    return start < len(words) and words[start] in _SUBORDINATORS and "V" in kinds[start:]


def _render(items: list[_Item]) -> str:
    words: list[str] = []
    kinds: list[str] = []
    for n, item in enumerate(items):
        text = item.text
        if item.kind == "A":
            nxt = next((i for i in items[n + 1:] if i.kind != "A" or i.text not in ("~always",)), None)
            if text in ("~neg", "~not"):
                if nxt is not None and nxt.kind == "V":
                    text = "don't"
                elif nxt is not None and nxt.text == "~never":
                    continue
                else:
                    text = "no" if text == "~neg" else "not"
            elif text in ("~never", "~always"):
                text = text[1:]
            elif text in ("~before", "~after", "~when", "~without"):
                text = text[1:]
            elif text == "~insteadof":
                text = "instead of"
            elif text == "~may":
                text = "you may"  # "可以用表格": an allowance, no rule
            else:
                continue
        if not text:
            continue
        if item.kind == "V" and len(words) > 1 and words[-1] == "the" and words[-2] in _GERUND_AFTER:
            words.pop()  # "vor dem Löschen": before deleting
            kinds.pop()
        if item.kind == "V" and words and words[-1] in _GERUND_AFTER:
            text = _gerund(text)
        if item.kind == "V" and words and words[-1] in ("a", "the", "your", "each", "every"):
            text = _NOUN_OF.get(text, text)  # "in een antwoord": a noun after its article
        if item.kind == "V" and words and words[-1] == "no":
            words[-1] = "don't"
        if text in ("the", "a") and words and words[-1] in ("the", "a", "my", "no"):
            continue
        if text.startswith("my") and words and words[-1] in ("the", "a"):
            words.pop()  # "a minha autorização": my permission
            kinds.pop()
        if text.partition(" ")[0] in _CONSENT and words and words[-1] == "get":
            words[-1] = "ask me"  # "확인을 받으세요", "obtenir mon accord": consent is asked for
        if text.partition(" ")[0] in _CONSENT and words and words[-1] in ("ask", "ask me"):
            words.append("for")  # "chiedimi conferma": ask me for confirmation
            kinds.append("W")
        if text == "may" and (n + 1 == len(items) or items[n + 1].kind == "P"):
            text = "is allowed"  # "(Code darf)": an allowance closing its clause
        if item.kind == "V" and _opens_subordinate(words, kinds):
            words.append(",")  # "before deleting a branch ask me": the main clause set off as English does
            kinds.append("P")
        words.append(text)
        kinds.append(item.kind)
    out = ""
    for word, kind in zip(words, kinds, strict=True):
        if kind == "P" and word in ",.;:!?)" or word == "/" or out.endswith("/"):
            out += word  # "'yesterday'/'next week'": the slash joins its sides
        elif out and out[-1] in "(":
            out += word
        else:
            out += (" " if out else "") + word
    return out.strip()
