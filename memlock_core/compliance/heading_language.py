"""The language of the headings alone: "Write the headings in Korean, not English", "見出しは英語ではなく日本語で",
"제목(헤딩)은 영어로 쓰지 말고 한국어로 써 주세요", "Überschriften auf Deutsch", "titres en français".

Why a module of its own: the language reader took "headings in Korean" for the reply's language (and the heading
word for a demand of headings, or "英語ではなく" for English wanted with no titles): a rule on a part read as a rule on
the whole. A rule of one sentence whose subject is the headings and whose language follows it is read here as a
language clause on the headings only (``only:headings``); the language verdict reads the reply's headings, and a
reply with none is not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.compliance.reply_rule_base import ANSWER_NOUN, HEADINGS, Clause, negated
from memlock_core.regex_cache import rx

_NAMES = "|".join(sorted(map(re.escape, LANGUAGES), key=len, reverse=True))
_HEADING_CJK = rx(r"見出し|标题|標題|제목|헤딩|소제목")
_LANGUAGE = rx(rf"(?<![^\W\d_])(?:{_NAMES})(?![^\W\d_])", re.I)
_CJK_LANGUAGE = rx(r"(?:英語|日本語|中文|英文|韩语|韓国語|한국어|영어|일본어|중국어)")
_CJK_NAMES = {"英語": "en", "英文": "en", "영어": "en", "日本語": "ja", "일본어": "ja", "中文": "zh", "중국어": "zh",
              "韩语": "ko", "韓国語": "ko", "한국어": "ko"}
# "... not English", "英語ではなく", "영어로 쓰지 말고": the language refused beside the wanted one
_REFUSED_AFTER = rx(r"^\s*(?:で|로|으로)?\s*(?:は)?(?:ではなく|じゃなく|でなく|쓰지\s*말고|말고|不要|而不是)")


def _code(name: str) -> str:
    return _CJK_NAMES.get(name) or LANGUAGES.get(name.lower(), "")


def read_heading_language(text: str) -> tuple[Clause, ...]:
    """One language clause on the headings (see the module docstring); () when the rule is not of this kind."""
    body = text.strip().rstrip(".。!！")
    if re.search(r"[.;。；!！?？\n]", body) or ANSWER_NOUN.search(body):
        return ()  # several sentences, or the reply named too: the whole rule is read as usual
    heading = HEADINGS.search(body) or _HEADING_CJK.search(body)
    if heading is None or heading.start() > 12:
        return ()  # the headings are the rule's subject: they open it
    wanted = []
    for found in [*_LANGUAGE.finditer(body, heading.end()), *_CJK_LANGUAGE.finditer(body, heading.end())]:
        if _REFUSED_AFTER.match(body[found.end():]) or negated(body, found.start(), found.end()):
            continue
        code = _code(found.group(0))
        if code:
            wanted.append(code)
    if len(set(wanted)) != 1:
        return ()
    return (Clause("language", "must", wanted[0], words=heading.group(0), region="only:headings"),)


_SCRIPT = {"ko": r"[\uac00-\ud7a3]", "ja": r"[\u3040-\u30ff]|[\u4e00-\u9fff]", "zh": r"[\u4e00-\u9fff]"}
_LATIN_WORDS = rx(r"[A-Za-z]{3,}(?:\s+[A-Za-z]{3,})+")


def script_verdict(language: str, headings: str) -> tuple[str, str] | None:
    """Headings wanted in Korean, Japanese or Chinese, told by their script (a technical term beside the wanted
    script, "Git Flow 전략", is still that language): broken when a heading is two or more Latin words and none of the
    script; None for other languages (the language identifier judges them)."""
    script = _SCRIPT.get(language)
    if script is None:
        return None
    lines = [line.strip().lstrip("#").strip() for line in headings.splitlines() if line.strip().lstrip("#").strip()]
    if not lines:
        return "not_applicable", "no headings in the reply"
    other = [line for line in lines if not re.search(script, line) and _LATIN_WORDS.search(line)]
    if other:
        return "broken", f"headings not in {language}: " + ", ".join(f'"{line[:40]}"' for line in other[:3])
    kept = [line for line in lines if re.search(script, line)]
    return ("obeyed", f"headings in {language}") if kept else ("not_applicable", "no heading to tell the language of")
