"""Language and spelling rules scoped to what the assistant writes into the project, not to the chat.

"README and doc files in English; you can answer me in Korean", "US English spelling in all user-facing strings and
docs", "Doku-Dateien auf Englisch", "les fichiers de doc en anglais", "ドキュメントは英語で": the object of the rule is a
written artifact (a README, a docs file, the strings a user of the app reads), so the reply's own prose neither obeys
nor breaks it (reading it there raises false alarms on every chat reply in another language). The rule's language or
spelling is read as a rule on the files a tool call writes (``only_in: files``): documents by their content, source
files by their user-facing string literals (:func:`memlock_core.compliance.app_text.user_strings`).

The scope is read from the sentence that states the language or the spelling: it names a written artifact and no
reply ("reply", "answer", "réponse", "Antwort", "respuesta", "返答", "대답"); a rule that names both ("replies and
docs in English") keeps speaking of the reply.
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.check import ReplyCheck
from memlock_core.regex_cache import rx

# a written artifact: a README, docs or a docs file, a changelog, a wiki page, the strings a user reads
ARTIFACT = rx(
    r"\b(?:readmes?|docs?|documentation|doc(?:umentation)?\s+files?|markdown\s+files?|changelogs?|wiki(?:\s+pages?)?|"
    r"(?:user|customer|end-user)[- ]facing\s+(?:strings?|texts?|copy|messages?|labels?)|ui\s+(?:strings?|texts?|"
    r"labels?|copy)|(?:error|status)\s+messages?\s+(?:in|of)\s+the\s+(?:code|app)|strings?\s+(?:shown|displayed)|"
    r"fichiers?\s+de\s+doc\w*|doc\w*\s+du\s+projet|textes?\s+de\s+l['’]interface|"
    r"doku\w*|dokumentation\w*|readme-?dateien?|ui-?texte?n?|"
    r"documentaci[oó]n|archivos?\s+de\s+documentaci[oó]n|documentazione|documentação)\b|"
    r"README|ドキュメント|文書|説明書|문서|문서\s?파일|文档|文檔|说明文件", re.I)
# the reply or the talk itself
_REPLY = rx(r"\b(?:repl(?:y|ies)|answers?|responses?|respond|chat(?:ting)?|talk\w*|messages?\s+to\s+me|prose|prosa|"
                    r"conversations?|explanations?|flie(?:ß|ss)text|"
                    r"r[ée]ponses?|r[ée]ponds?|antwort\w*|respuestas?|responde\w*|contesta\w*|risposte|rispondi|"
                    r"respostas?|responda)\b|返答|回答|返事|答え|文章|대답|답변|응답|回复|回答", re.I)
# the sentence stating the language or the spelling: a language or a variety named
_TARGET = rx(r"\b(?:english|anglais|englisch|ingl[eé]s|inglese|ingl[eê]s|french|français|französisch|franc[eé]s|german|"
                     r"allemand|deutsch|alem[aã]n|spanish|espagnol|spanisch|espa[nñ]ol|japanese|japonais|japanisch|"
                     r"japon[eé]s|korean|chinese|spelling|orthograph\w*|rechtschreibung|ortograf[ií]a|"
                     r"(?:us|uk|british|american|canadian|australian)\s+(?:english|spelling))\b|"
                     r"英語|日本語|中国語|韓国語|英文|中文|영어|한국어|일본어|綴り|スペル", re.I)
_SENTENCES = rx(r"(?<=[.!?。！？;；])\s*|\n")


# a reason given beside the rule: "(we're an American company, the docs go to US customers)", "— our docs are UK-based",
# "because the docs ...": the docs it names are why, not where
_ASIDE = rx(r"\([^()]*\)|（[^（）]*）|\s[—–-]\s.*$|\b(?:because|since|as|weil|da|car|parce que|porque|ya que|perché|"
                    r"poiché)\b.*$", re.I)


def files_only(text: str) -> bool:
    """The sentence of ``text`` that states a language or a spelling names a written artifact and no reply."""
    stating = [_ASIDE.sub(" ", s) for s in _SENTENCES.split(text) if s and _TARGET.search(s)]
    stating = [s for s in stating if _TARGET.search(s)]
    return bool(stating) and all(ARTIFACT.search(s) and not _REPLY.search(s) for s in stating[:1]) \
        and not any(_REPLY.search(s) and not _ALLOWANCE.search(s) for s in stating[1:])


# "you may answer in Korean", "대답은 한국어로 해도 돼요", "tu peux me répondre en français": what the reply may do
_ALLOWANCE = rx(r"\b(?:can|may|could|fine|ok(?:ay)?|allowed|peux|pouvez|peut|kannst|könnt|darfst|puedes|podés|"
                        r"puoi|pode[sm]?)\b|해도\s?(?:돼|되|괜찮)|で(?:も)?(?:いい|良い|大丈夫|構わ|OK)|てもいい|可以", re.I)


_MORE_NAMES = {"영어": "en", "한국어": "ko", "일본어": "ja", "중국어": "zh", "독일어": "de", "프랑스어": "fr", "英文": "en",
               "英语": "en", "日语": "ja", "韩语": "ko"}


def _language_named(sentence: str) -> str:
    """The language the sentence names first ("in English", "auf Englisch", "英語で", "영어로"), or ""."""
    from memlock_core.compliance.language_names import LANGUAGES
    names = {**LANGUAGES, **_MORE_NAMES}
    found = [(m.start(), code) for name, code in names.items()
             for m in re.finditer(re.escape(name) if not name.isascii() and not name[0].isalpha() or
                                  re.match(r"[぀-ヿ一-鿿가-힯]", name) else rf"(?<!\w){re.escape(name)}(?!\w)",
                                  sentence, re.I)]
    return min(found)[1] if found else ""


def scope(text: str, reply: ReplyCheck | None) -> ReplyCheck | None:
    """``reply`` with its language or spelling scoped to the files a tool call writes when ``text`` speaks of
    those alone ("README and doc files in English; you may answer in Korean"); the language is the one the sentence
    about the files names (not an allowance for the reply)."""
    if not files_only(text):
        return reply
    if reply is not None and reply.spelling:
        return replace(reply, only_in=tuple(sorted({**dict(reply.only_in), "spelling": "files"}.items())))
    stating = next(s for s in (_ASIDE.sub(" ", s) for s in _SENTENCES.split(text) if s) if _TARGET.search(s))
    wanted = _language_named(stating)
    if not wanted:
        return reply
    base = reply if reply is not None else ReplyCheck()
    return replace(base, language=wanted, languages=(), only_in=tuple(sorted({**dict(base.only_in), "language": "files"}.items())))


def doc_prose(text: str) -> str:
    """A document's prose: its fenced code, inline code and link targets left out (a command is no language)."""
    text = re.sub(r"```.*?(?:```|$)", " ", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", " ", text)
    return re.sub(r"\]\([^)]*\)|https?://\S+", " ", text)


_DOC_PATH = rx(r"(?:\.(?:md|markdown|rst|txt|adoc)|(?:^|/)(?:README|CHANGELOG|CONTRIBUTING)[^/]*)$|(?:^|/)(?:docs?|wiki)/", re.I)
_SOURCE = rx(r"\.(?:py|pyi|js|mjs|cjs|ts|jsx|tsx|vue|svelte|rb|go|rs|java|kt|swift|cs|php|dart|scala|ex|exs)$", re.I)


def source_strings(scoped: dict[str, str], path: str, texts: list[str]) -> str:
    """The user-facing string literals of a source file written, for a spelling rule scoped to the files written
    ("US spelling in user-facing strings and docs": ``label: 'Colour scheme'``); "" otherwise."""
    if scoped.get("spelling") != "files" or not _SOURCE.search(path):
        return ""
    from memlock_core.compliance.app_text import user_strings
    return "\n".join(user_strings(path, t) for t in texts).strip()


def language_of_docs(wanted: str, path: str, texts: list[str]) -> tuple[str, str] | None:
    """(outcome, why) for a language rule scoped to the docs written ("README and doc files in English"): a
    document's prose in ``wanted``; None for a file that is no document, or too little prose to tell."""
    if not wanted or not _DOC_PATH.search(path):
        return None
    from memlock_core.compliance.language import get_identifier
    from memlock_core.compliance.outcomes import BROKEN, OBEYED
    from memlock_core.compliance.reply_language import language_verdict
    outcome, why = language_verdict((wanted,), "\n\n".join(doc_prose(t) for t in texts), get_identifier())
    return (outcome, why) if outcome in (BROKEN, OBEYED) else None


# the documents named among files: "arquivos de documentação", "documentation files", "README, docs/", "Doku-Dateien"
_DOCS = rx(r"\b(?:docs?|documenta\w*|doku\w*|readmes?|markdown)\b|README|ドキュメント|文書|문서|文档", re.I)


def docs_named(stretch: str) -> bool:
    """The files a rule names are documents ("nos arquivos de documentação (README, docs/)")."""
    return bool(_DOCS.search(stretch))


def is_doc(path: str) -> bool:
    """A document by its path: Markdown, reStructuredText or text, a README or CHANGELOG, a file under docs/."""
    return bool(_DOC_PATH.search(path))
