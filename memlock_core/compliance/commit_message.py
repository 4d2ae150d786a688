"""Commit messages the assistant writes: "imperative mood, subject line under 50 characters, no period".

A rule about commit messages is not a rule about the reply's prose: it speaks to the commit messages the
reply proposes (a ``git commit -m "..."`` line, or a code block right after "commit message") and to
those a tool call commits (``git commit -m ...`` in a shell command). The rule is read into a small spec
(``CommitSpec``); each message is judged by its subject line (the first line, or the first ``-m``).
"""
from __future__ import annotations

import re
import shlex

from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.language import LanguageIdentifier
from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_language import passage_language_verdict
from memlock_core.compliance.spelling import judge_variety, variety_words
from memlock_core.compliance.spelling_rule import read_spelling
from memlock_core.compliance.user_turn import asks_to_write
from memlock_core.regex_cache import rx

COMMIT_WORDS = rx(
    # ("email subject lines", "subject lines of emails": an email's subject, part_length reads it)
    r"\bcommit(?:[- ]?messages?|\s+subjects?|s\b)|(?<!e-mail )(?<!email )(?<!\bmail )\bsubject\s+lines?\b"
    r"(?!\s+(?:of|in|for|on)\s+(?:the\s+|my\s+|your\s+|any\s+|all\s+)?(?:e-?mails?|mails?|newsletters?)\b)|"
    r"\bmensajes?\s+de\s+commit\b|"
    r"\bmessages?\s+de\s+commit\b|\bcommit-?(?:nachricht(?:en)?|meldung(?:en)?|texte?)\b|\bmessaggi\s+di\s+commit\b|"
    r"\bmensage(?:m|ns)\s+de\s+commit\b|\bcommit-?berichten?\b|コミットメッセージ|提交信息|提交说明|提交消息|커밋\s?메시지|"
    # "git commit のメッセージ", "commit 的信息", "커밋의 메시지": the message of a commit, a particle between
    r"(?:\bcommit|コミット)\s*の\s*メッセージ|(?:\bcommit|提交)\s*的\s*(?:信息|消息|说明)|(?:\bcommit|커밋)\s*의\s*메시지", re.I)
_MAX = rx(r"(?:under|below|less\s+than|fewer\s+than|at\s+most|max(?:imum)?|no\s+more\s+than|<=?|≤|up\s+to|"
                  r"moins\s+de|max\.?|höchstens|maximal|unter|menos\s+de|como\s+máximo|máximo)\s*(?P<n>\d{1,3})\s*"
                  r"(?:chars?|characters?|caract[eè]res|zeichen|caracteres|letters?)?|(?P<ja>\d{1,3})\s*文字以内|"
                  # "subject line 72 chars max", "50 characters or less", "72 Zeichen maximal"
                  r"(?P<after>\d{1,3})\s*(?:chars?|characters?|caract[eè]res|zeichen|caracteres)\s*(?:max(?:imum)?\b|or\s+"
                  r"(?:less|fewer)\b|at\s+most\b|tops\b|maxi(?:mum)?\b|maximal\b|como\s+máximo|máximo\b|au\s+plus\b)", re.I)
_PERIOD = rx(r"\bno\s+(?:trailing\s+)?(?:period|full\s*stop|dot)\b|\bwithout\s+a\s+(?:period|full\s*stop)\b|"
                     r"\bdon'?t\s+end\s+\w+\s+with\s+a\s+(?:period|full\s*stop|dot)\b|\bsans\s+point\b|\bohne\s+punkt\b|"
                     r"\bsin\s+punto\b|句点なし|句点を付けない", re.I)
_IMPERATIVE = rx(r"\bimperative\b|\bimpératif\b|\bimperativ\b|\bimperativo\b|命令形", re.I)
_EMOJI_WORDS = rx(r"\bemojis?\b|\bémojis?\b|絵文字", re.I)
_NEGATION = rx(r"\b(?:no|not|never|don'?t|without|sin|sans|pas\s+de|pas\s+d['’]|kein\w*|ohne|nunca|jamais|mai|niente|"
                       r"sem|nenhum|nada\s+de|ningún|ninguno|zero|zéro|geen|nooit|senza|nessun\w*|avoid|évite\w*|"
                       r"vermeide\w*|evita\w*)\b|なし|禁止|使わない", re.I)
# a name in kana, kanji or hangul has no spaces around it ("コミットメッセージは英語で")
_CJK_NAMES = sorted((k for k in LANGUAGES if ord(k[0]) >= 0x2E80), key=len, reverse=True)
_WORD_NAMES = sorted((k for k in LANGUAGES if ord(k[0]) < 0x2E80), key=len, reverse=True)
_LANGUAGE_NAME = rx(r"(?<![\w-])(?:" + "|".join(map(re.escape, _WORD_NAMES)) + r")(?![\w-])|"
                            + "|".join(map(re.escape, _CJK_NAMES)), re.I)
_LANGUAGE_NEAR = 48  # characters between the commit words and the language they are to be written in


# "..., en français partout ailleurs", "German everywhere else": the language of the rest, not of the commits
_ELSEWHERE = rx(r"\W{0,3}(?:everywhere else|elsewhere|otherwise|for (?:everything|the rest)|"
                        r"partout ailleurs|ailleurs|pour le reste|sinon|sonst|überall sonst|im Übrigen|en (?:todo )?lo demás|"
                        r"en el resto|para (?:todo )?lo demás|altrimenti|per il resto|nel resto|no resto|"
                        r"(?:em|para) todo o resto)\b", re.I)
# "..., sonst auf Deutsch", "otherwise in French": the same, said before the language
_ELSEWHERE_BEFORE = rx(r"\b(?:elsewhere|otherwise|else|sinon|ailleurs|sonst|altrimenti|de lo contrario|si no|"
                               r"senão|caso contrário)\W+(?:\w+\W+)?$", re.I)
# "English in commit messages", "en anglais dans les messages de commit": the language, then where it goes
_INTO_COMMITS = rx(r"\s+(?:in|for|dans|pour|en|in den|im|bei|para|nei|nelle|per|em|nos|nas)"
                           r"(?:\s+(?:the|all|your|les|tes|vos|la|le|los|las|tus|den|die|deinen|i|le|os|as|tuoi))?\s+",
                           re.I)


def _commit_language(text: str) -> str | None:
    """The language a rule wants its commit messages in: the language named right after the commit words
    ("Commit messages must be in English", "commit messages in English", "コミットメッセージは英語で") or right
    before them ("English commit messages only"); one negated there ("not in German") is not the wanted one."""
    words = COMMIT_WORDS.search(text)
    if words is None:
        return None
    after = [m for m in _LANGUAGE_NAME.finditer(text, words.end()) if m.start() - words.end() <= _LANGUAGE_NEAR
             and not _ELSEWHERE.match(text, m.end()) and not _ELSEWHERE_BEFORE.search(text[max(0, m.start() - 16):m.start()])]
    before = [m for m in _LANGUAGE_NAME.finditer(text[:words.start()]) if words.start() - m.end() <= 3
              or _INTO_COMMITS.fullmatch(text[m.end():words.start()])]
    for found in after + before[-1:]:
        lead = text[max(0, found.start() - 12):found.start()]
        if not _NEGATION.search(lead):
            return LANGUAGES[found.group(0).lower()]
    return None


_VERB_FORMS = rx(r"^(?P<w>[A-Za-z]+)$")
_CONVENTIONAL_WORDS = rx(r"\bconventional[- ]commits?\b|\bcommits?\s+conventionnels?\b|\bconventional\s+commit\s+"
                                 r"(?:format|style|spec)", re.I)
_LOWERCASE = rx(r"\blower[- ]?case\b|\ball\s+lower\b|\ben\s+minuscules?\b|\bkleingeschrieben\b|\bkleinbuchstaben\b|"
                        r"\ben\s+min[úu]sculas?\b|\bem\s+min[úu]sculas?\b|小文字", re.I)
_CONVENTIONAL_SUBJECT = rx(r"^[A-Za-z]+(?:\([^)\n]*\))?!?: \S")
_CONVENTIONAL = rx(r"^\s*(?:\w+(?:\([^)]*\))?!?:\s*)?(?:\[?[A-Z][A-Z0-9]+-\d+\]?:?\s*)?")


def parse_commit_rule(text: str) -> CommitSpec | None:
    """The requirements a rule sets for commit messages, or None when it sets none this reads."""
    if not COMMIT_WORDS.search(text):
        return None
    found = _MAX.search(text)
    limit = int(found.group("n") or found.group("ja") or found.group("after")) if found else None
    emoji = _EMOJI_WORDS.search(text)
    no_emoji = bool(emoji and _NEGATION.search(text[max(0, emoji.start() - 40):emoji.end() + 12]))
    variety = read_spelling(text)
    spec = CommitSpec(max_subject=limit if limit and limit <= 500 else None, no_period=bool(_PERIOD.search(text)),
                      imperative=bool(_IMPERATIVE.search(text)), no_emoji=no_emoji,
                      spelling=variety[0] if variety and variety[0] != "user" else None, language=_commit_language(text),
                      conventional=bool(_CONVENTIONAL_WORDS.search(text)), lowercase=bool(_LOWERCASE.search(text)))
    return spec if spec.encode() else None


_M_FLAG = rx(r"(?:^|\s)(?:-[a-zA-Z]*m|--message)(?:=|\s+)(?P<q>\"(?:[^\"\\]|\\.)*\"|'[^']*'|\S+)")
_GIT_COMMIT = rx(r"\bgit\s+(?:-\S+\s+(?:\S+\s+)?)*commit\b(?:\"[^\"]*\"|'[^']*'|[^\n`;&|\"'])*")
_INTRO = rx(r"commit\s+message|message\s+de\s+commit|mensaje\s+de\s+commit|commit-?nachricht|"
                    r"コミットメッセージ|^\s*commit\s*:", re.I)


def _unquote(token: str) -> str:
    try:
        return " ".join(shlex.split(token))
    except ValueError:
        return token.strip("\"'")


def messages_in_command(command: str) -> list[str]:
    """The messages a shell command commits: the ``-m`` / ``--message`` values of each ``git commit``, joined as
    git joins them (each a paragraph of its own: the first is the subject, the others the body)."""
    out = []
    for commit in _GIT_COMMIT.finditer(command or ""):
        flags = [_unquote(flag.group("q")) for flag in _M_FLAG.finditer(commit.group(0))]
        if flags:
            out.append("\n\n".join(flags))
    return out


# ":bug:", ":sparkles:": a gitmoji shortcode, which GitHub and GitLab render as the emoji it names
_SHORTCODE = rx(r"(?<![\w:/]):[a-z0-9_+\-]{2,30}:(?![\w:/])")


def message_emoji(message: str) -> list[str]:
    """The emoji a commit message carries: the characters, and the shortcodes a forge renders as emoji."""
    return find_emoji(message) + _SHORTCODE.findall(message)


def messages_in_reply(text: str, user_message: str | None = None) -> list[str]:
    """Commit messages a reply proposes: ``git commit -m`` lines, code blocks right after a line that says
    "commit message", and, when the user asked for a commit message, the reply's code blocks (or a short
    reply itself)."""
    out = messages_in_command(text)
    # "How long should a commit subject be?" asks about commit messages, not for one: the reply is no message
    asked = bool(user_message and COMMIT_WORDS.search(user_message) and asks_to_write(user_message))
    lines = (text or "").splitlines()
    if asked and not out and "```" not in (text or "") and 0 < len([x for x in lines if x.strip()]) <= 3:
        # "Sugestão: `fix: corrige o frete`": the inline code span is the message, its lead-in is not
        spans = [m.group(1).strip() for m in re.finditer(r"`([^`\n]{8,})`", text or "") if len(m.group(1).split()) >= 2]
        return spans if len(spans) == 1 else [(text or "").strip()]
    i = 0
    while i < len(lines):
        if lines[i].strip().startswith("```") and (asked or any(_INTRO.search(x) for x in lines[max(0, i - 2):i])):
            body = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                body.append(lines[i])
                i += 1
            message = "\n".join(body).strip()
            if message and not message.startswith("git "):
                out.append(message)
        i += 1
    return out


def _past_or_third_person(word: str) -> bool:
    low = word.lower()
    if low.endswith(("ed", "ing")) and len(low) > 4:
        return True
    return low.endswith("s") and len(low) > 3 and not low.endswith(("ss", "us", "is")) and low[:-1].isalpha() \
        and low not in ("does", "has", "was", "this", "its", "yes", "bus", "plus", "alias", "status", "docs", "tests")


def commit_verdict(spec: CommitSpec, messages: list[str], identifier: LanguageIdentifier | None = None) -> Finding:
    if not messages:
        return NOT_APPLICABLE, "no commit message"
    unclear: Finding | None = None
    if spec.language:  # read first: a message in the wrong language is broken whatever else it gets right
        outcome, why = passage_language_verdict(spec.language, messages, identifier, "commit message")
        if outcome == BROKEN or spec.encode() == f"language={spec.language}":
            return outcome, why
        if outcome != OBEYED:  # "ajout export CSV": its language unclear, its missing "feat:" plain
            unclear = (outcome, why)
    for message in messages:
        subject = message.strip().splitlines()[0].strip() if message.strip() else ""
        if spec.max_subject and len(subject) > spec.max_subject:
            return BROKEN, f"commit subject of {len(subject)} characters (max {spec.max_subject}): \"{subject[:70]}\""
        if spec.no_period and subject.endswith("."):
            return BROKEN, f"commit subject ends with a period: \"{subject[:70]}\""
        if spec.no_emoji and message_emoji(message):
            return BROKEN, f"emoji in the commit message: \"{subject[:70]}\""
        if spec.spelling:
            british, american = variety_words(message)
            wrong = judge_variety(spec.spelling, british, american)[1]
            if wrong:
                return BROKEN, f"commit message not in {spec.spelling} spelling ({', '.join(wrong[:4])}): \"{subject[:70]}\""
        if spec.conventional and not _CONVENTIONAL_SUBJECT.match(subject):
            return BROKEN, f"commit subject not in the type(scope): description form: \"{subject[:70]}\""
        if spec.lowercase and re.match(r"[^\w]*[A-Z][a-z]", _CONVENTIONAL.sub("", subject)) or \
                spec.lowercase and spec.conventional and subject[:1].isupper():
            return BROKEN, f"commit subject not in lower case: \"{subject[:70]}\""
        if spec.imperative:
            first = _CONVENTIONAL.sub("", subject).split()
            if first and _VERB_FORMS.match(first[0]) and _past_or_third_person(first[0]):
                return BROKEN, f"commit subject not in the imperative (\"{first[0]}\"): \"{subject[:70]}\""
    return unclear or (OBEYED, f"{len(messages)} commit message(s) as the rule asks")
