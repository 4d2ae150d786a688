"""The replies a rule's condition names by their subject: "when you explain an error", "cuando te pregunto por un
comando", "wenn ich nach einem Befehl frage". Such a rule speaks to replies on that subject only: a reply on anything
else neither obeys nor breaks it, so reading it as a rule on every reply raises false alarms.

The condition is read as its parts (a condition word, a verb of asking or of explaining, a subject noun) within a few
words of each other, in any order the language puts them, not as whole phrases.
"""

from __future__ import annotations

import functools
import re

from memlock_core.compliance.review_scope import asks_for_review as asks_for_review
from memlock_core.compliance.review_scope import review_scope
from memlock_core.regex_cache import rx

ERROR = "about:error"
COMMAND = "command_request"
REVIEW = "about:review"

_IF = r"(?:when(?:ever)?|if|once|quand|lorsque|lorsqu'|si|cuando|wenn|falls|sobald|quando|se|als|wanneer)"
# a verb of asking (the user's request) by its stem: ask, demande, pregunto, pido, frage, chiedo, pergunto, peço
_ASK = r"(?:ask|request|want|need|demand|pos|pregunt|pid|ped|pergunt|peç|frag|bitt|chied|domand|vraag)\w*"
# a verb of explaining, diagnosing or fixing by its stem, in the languages the rules are written in
_EXPLAIN = (r"(?:explain|describ|debug|diagnos|fix|troubleshoot|analy[sz]|expli[cqk]|décri|corrig|analys|erklär|beschreib|"
            r"beheb|behand|spieg|descri|analiz|corrij|correg|esclarec|uitleg|leg)\w*")
_COMMAND_NOUN = r"(?:commands?|one-?liners?|commandes?|comand[oi]s?|befehle?n?|kommandos?|commando'?s?)"
_ERROR_NOUN = (r"(?:errors?|erreurs?|error(?:es)?|errore|errori|erros?|fehler\w*|exceptions?|excepci[oó]n\w*|"
               r"exce[cç][aã]o\w*|eccezion\w*|bugs?|stack ?traces?|tracebacks?|crash(?:es)?|fouten?|foutmelding\w*)")
_GAP = r"(?:\s+\S+){0,4}?\s+"


def _scope(verb: str, noun: str) -> re.Pattern[str]:
    # "when I ask for a command", "cuando te pregunto por un comando" (verb first); "wenn ich nach einem Befehl frage",
    # "wenn du einen Fehler erklärst" (verb last)
    return rx(rf"\b{_IF}(?:{_GAP}|\s*){verb}{_GAP}{noun}\b|\b{_IF}{_GAP}{noun}(?:\s+\S+){{0,2}}?\s+{verb}\b",
                      re.I)


_COMMAND_SCOPE = _scope(_ASK, _COMMAND_NOUN)
_ERROR_SCOPE = _scope(_EXPLAIN, _ERROR_NOUN)
# "when I ask you about an error", "quand je te pose une question sur une erreur": asking about one is explaining it
_ERROR_ASKED = _scope(_ASK, _ERROR_NOUN)
# the subject in the reply or the message: an error named, an exception class, a failing run
_ERROR_SIGN = rx(rf"\b{_ERROR_NOUN}\b|\w(?:Error|Exception|Fault)\b|\b(?:fail|échou|fall[aoó]|"
                         r"schlägt\w* fehl|scheitert|fallisc|falh|segfault|panic|abort|denied|refused|refusé|verweigert)\w*|"
                         r"エラー|例外|错误|錯誤|报错|異常|ошибк\w*|исключени\w*|"
                         # a tool's own error line: "fatal: refusing to merge", "npm ERR! ERESOLVE unable to resolve"
                         r"\b(?:fatal|error|err!)\s*:|\bERR!|\brefusing to\b|\bunable to (?:resolve|find|open|"
                         r"connect|access|locate|load)\b|\b(?-i:E(?:NOENT|ACCES|PERM|EXIST|ADDRINUSE|CONNREFUSED|CONNRESET|TIMEDOUT|NOTFOUND|RESOLVE|INTEGRITY|NOSPC|"
                         r"MFILE|PIPE|ISDIR|NOTDIR|AGAIN))\b", re.I)


# "エラーを説明するときは", "エラーについて質問したとき": the subject, its verb, then the time word
_ERROR_JA = rx(r"(?:エラー|例外)(?:を|について|の)?[^。]{0,8}?(?:説明|解説|質問|聞)[^。]{0,6}?(?:とき|時|際|場合)")


@functools.lru_cache(maxsize=512)
def subject_scope(text: str) -> str:
    """The condition the rule's words put on the replies it speaks to by their subject: ``command_request`` (when the
    user asks for a command), ``about:error`` (when an error is explained), or "" for none."""
    if _COMMAND_SCOPE.search(text):
        return COMMAND
    if _ERROR_SCOPE.search(text) or _ERROR_ASKED.search(text) or _ERROR_JA.search(text):
        return ERROR
    if review_scope(text):
        return REVIEW
    return ""


def about_error(text: str, user_message: str | None) -> bool:
    """An error is on the table: the user's message or the reply names one (a message, an exception, a failed run)."""
    return bool(_ERROR_SIGN.search(text) or (user_message and _ERROR_SIGN.search(user_message)))


# a technical reply named as the place a rule holds: "out of technical explanations", "in coding answers", "dans les
# explications techniques", "in technischen Antworten", "en las respuestas técnicas", "技術的な説明では"
_TECHNICAL_PLACE = rx(
    r"\b(?:in|out of|from|for|dans|hors des|aus|in den|bei|en|fuera de|nelle|nas|nos)\s+(?:the\s+|les\s+|las\s+|los\s+|"
    r"den\s+)?(?:technical|tech|coding|programming|code)\s+(?:explanations?|answers?|replies|responses?|discussions?)\b|"
    r"\b(?:explications?|réponses?|explicaciones|respuestas|spiegazioni|risposte|explicações|respostas)\s+t[ée]ch?ni\w+|"
    r"\btechnischen?\s+(?:erklärungen|antworten)\b|技術的な(?:説明|回答|質問)|技術(?:の)?(?:説明|回答)", re.I)


def technical_place(text: str) -> str:
    """The replies a rule names as where it holds: "explanation" (technical explanations: the user asks for one),
    "technical" (technical answers: about code or commands), or ""."""
    found = _TECHNICAL_PLACE.search(text)
    if not found:
        return ""
    return "explanation" if re.search(r"expla|expli|erklär|spiegaz|説明", found.group(0), re.I) else "technical"
