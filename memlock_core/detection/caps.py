"""A cap or a floor said in other words: "at most 3 retries" is "never retry more than three times" (round 11).

Why: a limit rule ("Set a timeout of at most 30 seconds on HTTP calls", "재시도는 최대 3번까지만", "Coverage must
stay at or above 85%") is one the compliance parse does not read unless it is about the reply's length. Users
restate it with the bound said the other way round: "not more than N" for "at most N", "never exceed N" for "max
N", "not below N" for "at least N", "N회를 넘기지 마" for "최대 N번까지만". Read as written the two share a number
and little else, and the alive pin is re-injected.

The model: a bound is a direction (a cap or a floor), a number and what it counts (seconds, lines, characters,
tries, percent, ...: one class per measure in the languages memlock reads, characters and columns one class). A
cap word ("at most", "max", "limit", "höchstens", "como máximo", "최대", "以内") says a cap; a floor word ("at
least", "minimum", "以上", "이상") a floor; a comparison ("under", "more than", "exceed", "pasar de", "넘기")
says which side it names, and a negation before it in its clause turns it round ("no more than N" caps, "not
below N" floors). Two texts state the same limit when each names one bound and the bounds are equal; what the
limit is on is compared by the caller (the words the two share, the scope, the other slots).
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.number_words import number_words
from memlock_core.regex_cache import rx

_NUMBER_WORDS = number_words(english_from=1, others_from=2, upto=12)
_NUMBER = r"(?P<n>\d+(?:[.,]\d+)?|" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True)) + ")"

# what a number counts: one class per measure
_MEASURES: tuple[tuple[str, str], ...] = (
    ("seconds", r"s\b|secs?\b|seconds?|secondes?|segundos?|sekunden?|secondi|seconden|секунд\w*|秒|초"),
    ("minutes", r"mins?\b|minutes?|minutos?|minuten?|minuti|минут\w*|分|분"),
    ("lines", r"lines?|líneas?|lignes?|zeilen?|righe|riga|linhas?|regels?|строк\w*|行|줄"),
    ("chars", r"characters?|chars?\b|caracteres|caractères?|zeichen|caratteri|carateres|tekens|символ\w*|columns?|"
              r"columnas?|colonnes?|spalten?|colonne|colunas?|kolommen|文字|字符|字|자|열"),
    ("times", r"times|tries|attempts?|retries|veces|intentos?|fois|tentatives?|mal\b|versuche?n?|volte|tentativi|vezes|"
              r"tentativas?|keer|pogingen|раз\w*|回|次|번|회"),
    ("percent", r"%|percent|per\s+cent|por\s+ciento|pour\s+cent|prozent|per\s+cento|por\s+cento|procent|процент\w*|"
                r"퍼센트|パーセント"),
    ("words", r"words?|palabras?|mots?|wörter\w*|worte|parole|palavras?|woorden|слов\w*|単語|词|단어"),
    ("questions", r"questions?|preguntas?|fragen?|domande?|perguntas?|vragen|vraag|вопрос\w*|質問|问题|질문"),
    ("sentences", r"sentences?|frases?|phrases?|sätze?n?|zinnen|zin|предложени\w*|文|句|문장"),
    ("paragraphs", r"paragraphs?|párrafos?|paragraphes?|absätze?n?|paragrafi|parágrafos?|alinea's|абзац\w*|段落|단락"),
    ("items", r"items?|bullets?|points?|elementos?|éléments?|punkte?|elementi|itens|punten|пункт\w*|項目|项|개"),
)
_MEASURE = rx(r"\s*(?:" + "|".join(f"(?P<{name}>{words})" for name, words in _MEASURES) + ")", re.IGNORECASE)
_QUANTITY = rx(r"(?<![\w.])" + _NUMBER + r"(?![.,]?\d)", re.IGNORECASE)

# words that say the side of the bound whatever is around them
_CAP = rx(r"\b(?:at\s+most|max(?:imum|imal|\.)?|up\s+to|limit(?:ed)?(?:\s+(?:of|to))?|tops|or\s+(?:less|fewer|under|below)|"
          r"höchstens|maximal|bis\s+zu|au\s+(?:maximum|plus)|como\s+máximo|máximo|a\s+lo\s+sumo|límite|massimo|"
          r"al\s+massimo|limite|no\s+máximo|até|maximaal|hoogstens|hooguit|максимум|не\s+более)\b|"
          r"최대|까지만|이하|以内|以下|まで|最大|最長|最多|至多|上限", re.IGNORECASE)
_FLOOR = rx(r"\b(?:at\s+least|min(?:imum|imal|\.)?|or\s+(?:more|above|higher|over)|mindestens|au\s+moins|al\s+menos|"
            r"como\s+mínimo|mínimo|almeno|pelo\s+menos|no\s+mínimo|minstens|минимум|не\s+менее)\b|"
            r"이상|최소|以上|至少|下限", re.IGNORECASE)
# comparisons: "under N" caps, "more than N" names what is over the cap (a floor, unless negated)
_UNDER = rx(r"\b(?:under|below|less\s+than|fewer\s+than|(?:shorter|smaller|lower)\s+than|within|"
            r"moins\s+de|en\s+dessous\s+de|unter|weniger\s+als|"
            r"menos\s+de|por\s+debajo\s+de|meno\s+di|sotto|abaixo\s+de|onder|minder\s+dan|меньше)\b|미만|未満|以下", re.I)
_OVER = rx(r"\b(?:over|above|more\s+than|(?:longer|larger|bigger|greater|higher|wider)\s+than|"
           r"länger\s+als|exceed\w*|beyond|pass|past|plus\s+de|au[- ]dessus\s+de|dépass\w*|über\w*|mehr\s+als|"
           r"más\s+de|pasar\s+de|pase\s+de|superar?\w*|exced\w*|più\s+di|di\s+più|supera\w*|mais\s+de|mais\s+que|"
           r"ultrapass\w*|meer\s+dan|boven|больше|более|превыша\w*)\b|넘기|넘지|넘어|초과|超过|超過|超え", re.I)
_NEGATION = rx(r"(?<!\w)(?:not|no|never|don['’]?t|do\s+not|must\s+not|mustn['’]t|ne|pas|jamais|nicht|nie|niemals|kein\w*|"
               r"nunca|ning[uú]n[ao]?|nenhum\w*|non|mai|nessun\w*|não|nem|niet|nooit|geen|не|никогда)(?!\w)|"
               r"지\s*마|지\s*않|말고|不|别|別|勿|ない|な(?=[。.!]|$)", re.IGNORECASE)
_NOUN_AFTER = rx(r"\s+([^\W\d_]{3,})")
_CLAUSE = rx(r"[,;:.!?，。；：—–]|\s-\s")


@lru_cache(maxsize=16384)
def bounds(text: str) -> frozenset[tuple[str, str, str]]:
    """The bounds ``text`` states: (``"cap"`` or ``"floor"``, the number as digits, the measure class or "")."""
    out = set()
    for clause in _CLAUSE.split(text):
        for m in _QUANTITY.finditer(clause):
            n = m.group("n").casefold()
            n = _NUMBER_WORDS.get(n, n).replace(",", ".")
            unit = _MEASURE.match(clause, m.end())
            measure = next((k for k, v in unit.groupdict().items() if v), "") if unit else ""
            if not measure and (noun := _NOUN_AFTER.match(clause, m.end())):
                measure = noun.group(1).casefold()[:4]  # what else it counts: "tres niveles", "3 parameters"
            side = _side(clause, m.start(), m.end() if not unit else unit.end())
            if side:
                out.add((side, n, measure))
    return frozenset(out)


def _side(clause: str, start: int, end: int) -> str:
    """Which bound the number at ``start``..``end`` of ``clause`` is: the words next to it (four before, a few
    after) say it; a negation before a comparison turns it round."""
    before, after = clause[max(0, start - 40):start], clause[end:end + 24]
    near = before + " # " + after
    if _CAP.search(near):
        return "cap"
    if _FLOOR.search(near):
        return "floor"
    comparison = _UNDER.search(near) or _OVER.search(near)
    if not comparison:
        return ""
    side = "cap" if comparison.re is _UNDER else "floor"
    if _NEGATION.search(clause[:max(0, start - 40) + comparison.start()] if comparison.start() < len(before)
                        else clause):
        side = "floor" if side == "cap" else "cap"
    return side


# one thing a limit is on, named in several languages: compared as one word
_SYNONYMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("retry", rx(r"\b(?:retr(?:y|ies|ying|ied)|re-?tries|reintent\w*|réessa\w*|wiederhol\w*|riprov\w*|retentativ\w*|"
                 r"herhaalpoging\w*)\b|재시도|리트라이|再試行|リトライ|重试|重試", re.IGNORECASE)),
    ("coverage", rx(r"\b(?:coverage|cobertura|couverture|abdeckung|testabdeckung|copertura|dekking)\b|覆盖率|覆蓋率|"
                    r"カバレッジ|커버리지", re.IGNORECASE)),
    ("function", rx(r"\b(?:functions?|funci[oó]n(?:es)?|fonctions?|funktion(?:en)?|funzion[ei]|funç(?:ão|ões)|functies?)\b|"
                    r"函数|関数|함수", re.IGNORECASE)),
    ("timeout", rx(r"\b(?:time-?outs?|zeitlimit\w*|délai\s+d['’]attente)\b|タイムアウト|超时|타임아웃", re.IGNORECASE)),
)
_WORD = rx(r"[^\W\d_]+", re.UNICODE)
_WIDE = rx(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]+")
_LIGHT = frozenset("""always never every each keep make must should have stay remain please your with that this from
their there into when then only just also toujours jamais chaque garde doit dois sempre siempre nunca cada mantén
mantenga debe deben immer niemals jeden jede jeder halte muss müssen dürfen darf sein ogni imposta tiene tenga
altijd nooit elke houd moet mogen use uses using usa usas usar utilise utiliser verwende nutze""".split())


def _stems(text: str) -> frozenset[str]:
    """What the limit is on: content stems (four letters) and the pairs of characters of an unspaced script, with
    the bound's own words, its number and its measure left out."""
    for token, pattern in _SYNONYMS:
        text = pattern.sub(f" {token} ", text)
    for pattern in (_CAP, _FLOOR, _UNDER, _OVER, _NEGATION):
        text = pattern.sub(" ", text)
    spans = [(m.start(), (u.end() if (u := _MEASURE.match(text, m.end())) else m.end())) for m in _QUANTITY.finditer(text)]
    for start, end in reversed(spans):  # the number and what it counts: the bound, not what it is on
        text = text[:start] + " " + text[end:]
    out = {w.casefold()[:4] for w in _WORD.findall(text) if len(w) >= 4 and not _WIDE.fullmatch(w)
           and w.casefold() not in _LIGHT}
    for run in _WIDE.findall(text):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
    return frozenset(out)


def same_bound(pin: str, unit: str) -> bool:
    """Both name one bound, the same (direction, number, measure), and share a word of what it is on."""
    mine, theirs = bounds(pin), bounds(unit)
    if len(mine) != 1 or mine != theirs:
        return False
    return bool(_stems(pin) & _stems(unit))
