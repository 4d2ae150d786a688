"""The language check, by share: every stretch of the reply's own prose is identified on its own.

The prose (code, inline code, URLs, paths, block quotes and quoted passages left out) is cut into
sentences, paragraph by paragraph; sentences under ``MIN_SEGMENT_WORDS`` words are joined to the
next, so a greeting ("Bonjour !") is read with what follows it. A reply is broken when a stretch of
at least ``MIN_SEGMENT_WORDS`` words is confidently in a language it may not be in: a reply that
switches language partway, a target-language greeting on an answer in another language, list items
in another language under a lead-in in the right one. When no stretch is long enough, the whole
prose is identified at once (the check it replaces), and below ``language.MIN_WORDS`` words the
verdict is not applicable.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from memlock_core.compliance.language import (
    MAX_WANTED_SCORE,
    MIN_CONFIDENCE,
    BuiltinIdentifier,
    LanguageGuess,
    LanguageIdentifier,
    get_identifier,
    identify,
    identify_reply,
    prose,
)
from memlock_core.compliance.markdown import _QUOTED, closing_passage, parse
from memlock_core.compliance.message_language import message_language
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_conventions import code_comments
from memlock_core.compliance.short_language import short_passage_guess, short_reply_guess, switched_sentence
from memlock_core.regex_cache import rx

MIN_SEGMENT_WORDS = 5
RANKED_OUT_CONFIDENCE = 0.8  # ... or fairly sure, the wanted language not among its candidates at all
MIN_LINE_WORDS = 3  # a paragraph this short is judged alone only when the identifier is sure (_short_line_in_another)
SEGMENT_CONFIDENCE = 0.6  # a stretch this sure of another language (and the wanted one ruled out) breaks the rule
WEAK_CONFIDENCE, RULED_OUT = 0.4, 0.01  # ... or less sure of it, when the wanted language is all but ruled out
SURE_CONFIDENCE, SURE_WANTED_SCORE = 0.9, 0.1  # ... or this sure, the wanted language given little (a close neighbour)
UNRANKED_CONFIDENCE, UNRANKED_WORDS = 0.8, 8  # the built-in identifier (no ranking): a long stretch, clearly
MIN_NEIGHBOUR_WORDS, NEIGHBOUR_RATIO = 8, 10  # a sentence this long, its language ten times likelier than the wanted
_SENTENCE_END = rx(r"(?<=[.!?;])\s+(?=[^\s])|(?<=[。！？])\s*")
_WORD = rx(r"[^\W\d_]{2,}")
_LEAD_IN_END = rx(r"[:：]\s*$")  # "Check the logs first:": a lead-in goes with what it introduces
_CJK = rx(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


# A title in italics ("Try *Emil und die Detektive* by ..."): a name of a work, in its own language, not the reply's
_TITLE = rx(r"(?<![*_\w])([*_])(?![*_\s])(?=[A-ZÀ-ÖØ-Þ])[^*_\n]{2,60}?(?<=\S)\1(?![*_\w])")


def _size(text: str) -> int:
    cjk = len(_CJK.findall(text))
    return len(_WORD.findall(text)) + cjk // 2


@dataclass(frozen=True)
class Stretch:
    text: str
    words: int
    guess: LanguageGuess


def segments(text: str) -> list[str]:
    """The reply's own prose, sentence by sentence, short sentences joined to the next."""
    out: list[str] = []
    pending = ""
    for paragraph in parse(text).paragraphs:
        for sentence in _SENTENCE_END.split(_TITLE.sub(" ", prose(paragraph))):
            if not sentence.strip():
                continue
            if pending and _size(sentence) >= MIN_SEGMENT_WORDS and not _LEAD_IN_END.search(pending):
                # a short sentence before a full one goes with the one before it, or stands alone: the full one is
                # read on its own ("Você cria com `git commit`. Think of it as a save point ...", "- Morgenrot" then
                # "If you want something more international, ...")
                if out:
                    out[-1] = f"{out[-1]} {pending}"
                else:
                    out.append(pending)
                pending = ""
            pending = f"{pending} {sentence}".strip()
            if _size(pending) >= MIN_SEGMENT_WORDS:
                out.append(pending)
                pending = ""
    if pending:
        if out and _size(pending) < MIN_SEGMENT_WORDS:
            out[-1] = f"{out[-1]} {pending}"
        else:
            out.append(pending)
    return out


_CACHE: dict[tuple[str, int], tuple[LanguageIdentifier, tuple[Stretch, ...]]] = {}
_CACHE_SIZE = 16


def stretches(text: str, identifier: LanguageIdentifier) -> list[Stretch]:
    """The reply's stretches (memoized per reply and identifier: every language pin reads the same ones)."""
    key = (text, id(identifier))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is identifier:
        return list(hit[1])
    found = tuple(_read_stretches(text, identifier))
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = (identifier, found)
    return list(found)


def _read_stretches(text: str, identifier: LanguageIdentifier) -> list[Stretch]:
    """Stretches identified one by one; neighbours with the same top guess are then read together (a
    run of short English list items is surer English as one text than item by item)."""
    single = [Stretch(seg, _size(seg), identifier.identify(seg)) for seg in segments(text)
              if _size(seg) >= MIN_SEGMENT_WORDS]
    runs: list[Stretch] = []
    group: list[Stretch] = []
    for item in single + [Stretch("", 0, LanguageGuess(None, 0.0, identifier.name))]:
        if group and (item.guess.language != group[0].guess.language or item.guess.language is None):
            if len(group) == 1:
                runs.append(group[0])
            else:
                joined = " ".join(g.text for g in group)
                runs.append(Stretch(joined, sum(g.words for g in group), identifier.identify(joined)))
            group = []
        if item.guess.language is not None:
            group.append(item)
        elif item.words:
            runs.append(item)
    return runs


def _other(guess: LanguageGuess, wanted: tuple[str, ...], confidence: float, words: int = 0) -> bool:
    """Confidently in none of the wanted languages."""
    if guess.language is None or guess.language in wanted:
        return False
    if not guess.scores:  # an identifier that gives no ranking (the built-in one): only a clear, long stretch
        return guess.confidence >= UNRANKED_CONFIDENCE and words >= UNRANKED_WORDS
    scores = [guess.score_of(w) for w in wanted]
    if guess.confidence >= SURE_CONFIDENCE:  # a stretch this sure of a neighbour ("Si usas Windows, descarga ...")
        return all(score is None or score < SURE_WANTED_SCORE for score in scores)
    if guess.confidence >= confidence:
        return all(score is None or score < MAX_WANTED_SCORE for score in scores)
    return guess.confidence >= WEAK_CONFIDENCE and all(score is not None and score <= RULED_OUT for score in scores)


SECOND_OPINION = 0.75  # the function-word count's confidence that settles an unsure guess it agrees with
_SECOND = BuiltinIdentifier()


def _seconded(guess: LanguageGuess, words: str) -> bool:
    """An unsure guess (a short reply full of names from another language: "Take the S-Bahn to the
    Hauptbahnhof") that the function words, a signal names do not move, clearly agree with."""
    if guess.identifier == _SECOND.name:
        return False
    second = identify(_SECOND, words)
    return second.language == guess.language and second.confidence >= SECOND_OPINION


def _seconded_other(stretch: Stretch, wanted: tuple[str, ...]) -> bool:
    """A full stretch fairly sure of another language, its function words clearly agreeing, that the names from the
    wanted language it holds keep from being surer ("You can file it online through e-Urząd Skarbowy." closing a
    Polish reply)."""
    guess = stretch.guess
    return guess.language is not None and guess.language not in wanted and bool(guess.scores) \
        and guess.confidence >= SEGMENT_CONFIDENCE and _seconded(guess, stretch.text)


NOT_THE_LANGUAGE_WORDS = 4  # a message this long, whose guess all but rules a language out, is not in it


def user_not_in(message: str | None, language: str, identifier: LanguageIdentifier | None) -> bool:
    """Whether the user's message, too short or mixed to name its language, is at least clearly not in ``language``
    ("What's a good weekend itinerary for Porto?" is no Portuguese, whatever else it is): what "if I write in
    Portuguese ...; otherwise ..." needs to pick the other branch."""
    if not message or not message.strip():
        return False
    guess, words = identify_reply(_QUOTED.sub(" ", message), identifier)
    if guess is None or guess.language in (None, language) or not guess.scores or _size(words) < NOT_THE_LANGUAGE_WORDS:
        return False
    score = guess.score_of(language)
    return guess.confidence >= WEAK_CONFIDENCE and (score is None or score < MAX_WANTED_SCORE)


LEAD_RATIO = 5  # a guess this many times likelier than the runner-up names the user's language, though unsure


def _clear_lead(guess: LanguageGuess) -> bool:
    """An unsure guess far ahead of every other ("Come faccio a rinominare un branch git locale?": Italian at 0.45, the
    next language at 0.05): the English terms of a short message lower the top score, not the ranking."""
    if len(guess.scores) < 2 or guess.confidence < WEAK_CONFIDENCE:
        return False
    return guess.confidence >= LEAD_RATIO * guess.scores[1][1]


def user_language(message: str | None, identifier: LanguageIdentifier | None) -> tuple[str | None, str]:
    """The language the user wrote in (quoted passages and code left out), with the reason when unknown."""
    if not message or not message.strip():
        return None, "no user message to take the language from"
    guess, words = identify_reply(_QUOTED.sub(" ", message), identifier)
    if guess is not None and guess.language is not None and _clear_lead(guess):
        return guess.language, ""
    if guess is None or guess.language is None or guess.confidence < MIN_CONFIDENCE \
            or (not guess.scores and guess.confidence < UNRANKED_CONFIDENCE):
        short = message_language(message)  # "how do I list docker volumes?": its question words, its script
        if short is not None:
            return short, ""
        return None, f"the user's language is unclear (\"{words[:40]}\")"
    return guess.language, ""


SWITCH_CJK = 4  # ... and at least this many CJK characters elsewhere
SWITCH_WORDS = 3  # a sentence of this many Latin-script words, in a reply written in CJK: read on its own


def script_switches(text: str) -> list[str]:
    """Sentences of a reply written in Chinese, Japanese or Korean that hold no CJK character and at least
    ``SWITCH_WORDS`` words ("推荐用 nvm 安装。Hope this helps!"): a change of script is a change of sentence the
    identifier cannot blur, so each is read alone however short. Terms inside a CJK sentence ("GIL（Global
    Interpreter Lock）是 ...") stay part of it."""
    if len(_CJK.findall(text, 0, 4000)) < SWITCH_CJK or len(_CJK.findall(prose(text))) < SWITCH_CJK:
        return []  # no CJK writing to switch from (most replies: one scan of the raw text says so)
    out = []
    for paragraph in parse(text).paragraphs:
        for sentence in _SENTENCE_END.split(prose(paragraph)):
            if not _CJK.search(sentence) and len(_WORD.findall(sentence)) >= SWITCH_WORDS:
                out.append(sentence.strip())
    return out


def _switched(text: str, wanted: tuple[str, ...], forbidden: tuple[str, ...], ident: LanguageIdentifier) -> Stretch | None:
    """A sentence in another script (script_switches) that the identifier gives, at MIN_CONFIDENCE or more, to a
    forbidden language, or to one other than the wanted ones while all but ruling them out."""
    for sentence in script_switches(text):
        guess = ident.identify(sentence)
        if guess.language is None or not guess.scores or guess.confidence < MIN_CONFIDENCE:
            continue
        if guess.language in forbidden or wanted and guess.language not in wanted \
                and all((guess.score_of(w) or 0.0) < MAX_WANTED_SCORE for w in wanted):
            return Stretch(sentence, _size(sentence), guess)
    return None


def _forbidden_verdict(forbidden: tuple[str, ...], text: str, ident: LanguageIdentifier) -> Finding:
    """The prose must not be in any of ``forbidden`` ("Don't answer in English"): broken when a stretch is
    confidently in one of them, obeyed when the prose is identified as another language."""
    names = " or ".join(forbidden)
    found = stretches(text, ident)
    for stretch in found:
        seen = stretch.guess
        sure = seen.confidence >= SEGMENT_CONFIDENCE if seen.scores else \
            (seen.confidence >= UNRANKED_CONFIDENCE and stretch.words >= UNRANKED_WORDS)
        if seen.language in forbidden and sure:
            return BROKEN, f"reply is in {seen.language} ({ident.name} {seen.confidence:.2f}): \"{stretch.text[:80]}\""
    switched = _switched(text, (), forbidden, ident)
    if switched is not None:
        return BROKEN, (f"a sentence in {switched.guess.language} ({ident.name} {switched.guess.confidence:.2f}): "
                        f"\"{switched.text[:80]}\"")
    guess, words = identify_reply(text, ident)
    if guess is None or guess.language is None:
        return NOT_APPLICABLE, "too little prose to tell the language" if guess is None else "language not identified"
    if guess.language in forbidden:
        if guess.confidence >= MIN_CONFIDENCE or _seconded(guess, words):
            return BROKEN, f"reply is in {guess.language} ({guess.identifier} {guess.confidence:.2f}): \"{words[:80]}\""
        return NOT_APPLICABLE, f"language unclear ({guess.language}? {guess.confidence:.2f})"
    if guess.confidence < MIN_CONFIDENCE:
        return NOT_APPLICABLE, f"language unclear ({guess.language}? {guess.confidence:.2f})"
    return OBEYED, f"reply is in {guess.language}, not {names} ({guess.identifier} {guess.confidence:.2f})"


def _short_line_in_another(text: str, wanted: tuple[str, ...], ident: LanguageIdentifier) -> Stretch | None:
    """A paragraph of its own too short to be a stretch ("Enjoy your coffee!" closing a Polish reply), that the
    identifier is sure is in another language and all but rules the wanted one out; None when there is none."""
    for paragraph in parse(text).paragraphs:
        own = prose(paragraph)
        size = _size(own)
        if not MIN_LINE_WORDS <= size < MIN_SEGMENT_WORDS:
            continue
        guess = identify(ident, own)
        if not guess.scores or guess.language in wanted:
            continue
        if guess.confidence >= SURE_CONFIDENCE and all((guess.score_of(w) or 0.0) <= RULED_OUT for w in wanted) \
                or guess.confidence >= RANKED_OUT_CONFIDENCE and all(guess.score_of(w) == 0.0 for w in wanted):
            # ("Hope this helps!" closing a French reply: French not even among the identifier's five candidates)
            return Stretch(own, size, guess)
    return None


def _neighbour(stretch: Stretch, wanted: tuple[str, ...]) -> bool:
    """A full sentence in a close neighbour of the wanted language (Spanish in a Portuguese reply: the identifier
    leaves the wanted one a little weight, above MAX_WANTED_SCORE, but a tenth of the other's at most)."""
    guess = stretch.guess
    if stretch.words < MIN_NEIGHBOUR_WORDS or guess.language is None or guess.language in wanted or not guess.scores \
            or guess.confidence < SEGMENT_CONFIDENCE:
        return False
    return all((guess.score_of(w) or 0.0) * NEIGHBOUR_RATIO <= guess.confidence for w in wanted)


def closing_language_verdict(wanted: str, text: str, identifier: LanguageIdentifier | None) -> Finding:
    """closing_language: the reply's last paragraph (a summary, a translation) is in ``wanted``."""
    _, last = closing_passage(text)
    outcome, why = language_verdict((wanted,), last, identifier)
    if outcome == BROKEN:
        return BROKEN, f"the reply does not end with a passage in {wanted}: {why}"
    return outcome, f"ends with a passage in {wanted}: {why}" if outcome == OBEYED else why


def without_closing(wanted: str, text: str, identifier: LanguageIdentifier | None) -> str:
    """The reply without the passage in ``wanted`` it ends with (when it does end with one): the rest is the reply's
    own language."""
    body, last = closing_passage(text)
    return body if body and language_verdict((wanted,), last, identifier)[0] == OBEYED else text


_PRAGMA = rx(r"(?:type|noqa|pylint|mypy|eslint[-\w]*|prettier-ignore|fmt|pragma|nolint|ts-\w+|istanbul|coverage|"
                    r"nosec|isort|ruff|flake8|shellcheck|rubocop|-\*-)\b", re.I)


_DOCSTRING = rx(r'^\s*(?:[rRuU]?)"""(.*?)"""|^\s*(?:[rRuU]?)\'\'\'(.*?)\'\'\'', re.S | re.M)


def comment_language_verdict(wanted: str, text: str, identifier: LanguageIdentifier | None) -> Finding:
    """comment_language: the comments of the reply's code blocks, read together, are in ``wanted``; a docstring is
    the code's commentary too ("Kommentare auf Englisch" is broken by a German docstring)."""
    docstrings = [g.strip() for b in parse(text).code for m in _DOCSTRING.finditer(b.body) for g in m.groups() if g
                  and g.strip()]
    comments = "\n".join([code_comments(text), *docstrings]).strip("\n")
    if _size(comments) < 3 and wanted in ("ja", "zh", "ko"):
        # "# base case" under "comments in Chinese": two words of the Latin script are no Chinese, however short
        # (a tool's pragma, "type: ignore" or "noqa" after the hash, is no comment in any language)
        latin_lines = [c for c in comments.splitlines() if not _PRAGMA.match(c.strip())
                       and not re.search(r"[぀-ヿ一-鿿가-힯]", c)
                       and len(re.findall(r"(?<![\w./=(])[A-Za-z]{2,}(?![\w./=(])", c)) >= 2]
        if latin_lines:
            return BROKEN, f"a code comment in the Latin script, not {wanted}: \"{latin_lines[0].strip()[:60]}\""
    if _size(comments) < 3:
        return NOT_APPLICABLE, "no code comments to read"
    cjk = rx(r"[぀-ヿ一-鿿가-힯]")
    if wanted in ("ja", "zh", "ko") and not cjk.search(comments) and len(re.findall(r"[A-Za-z]{2,}", comments)) >= 3:
        # comments written in the Latin script are not in Japanese, Chinese or Korean, however short they are
        return BROKEN, f"code comments in the Latin script, not {wanted}: \"{comments.strip()[:80]}\""
    lines = [c for c in comments.splitlines() if re.search(r"[^\W\d_]", c)]
    latin = next((c for c in lines if wanted in ("ja", "zh", "ko") and not cjk.search(c) and len(re.findall(
        r"(?<![\w./=(])[A-Za-z]{2,}(?![\w./=(])", re.sub(r"\S*[_()./=:]\S*", " ", c))) >= 3), None)
    if latin is not None:  # "# check up to sqrt(n)" beside Chinese comments: one comment in the Latin script
        return BROKEN, f"a code comment in the Latin script, not {wanted}: \"{latin.strip()[:60]}\""
    if wanted == "zh" and lines and all(re.search(r"[一-鿿]", c) for c in lines) \
            and not re.search(r"[぀-ヿ가-힯]", comments):
        # Han with no kana is Chinese: a short Chinese comment the identifier takes for Japanese has none
        return OBEYED, "code comments in zh (Han characters, no kana)"
    ident = identifier or get_identifier()
    guess = ident.identify(comments.replace("\n", " "))
    singles = [(c, ident.identify(c)) for c in comments.splitlines() if _size(c) >= 2]
    mixed = any(g.language == wanted and g.confidence >= MIN_CONFIDENCE for _, g in singles)
    if guess.language == wanted or mixed:  # read together they may be unclear: "# Bruttopreis berechnen" + English
        for comment, single in singles:  # one comment in another language breaks it ("-- only ten rows")
            if _size(comment) >= 3 and _other(single, (wanted,), MIN_CONFIDENCE, _size(comment)):
                return BROKEN, f"a code comment in {single.language}, not {wanted}: \"{comment.strip()[:60]}\""
    if guess.language == wanted:
        return OBEYED, f"code comments in {wanted} ({ident.name} {guess.confidence:.2f})"
    if _other(guess, (wanted,), MIN_CONFIDENCE, _size(comments)) or (guess.language and _seconded(guess, comments)):
        return BROKEN, f"code comments in {guess.language}, not {wanted}: \"{comments.strip()[:80]}\""
    return NOT_APPLICABLE, f"the comments' language is unclear ({guess.language}? {guess.confidence:.2f})"


def passage_language_verdict(wanted: str, passages: list[str], identifier: LanguageIdentifier | None,
                             what: str) -> Finding:
    """Passages the reply or a tool call writes for elsewhere (commit messages): each, of three words or more, is in
    ``wanted``; one confidently in another language breaks the rule, and one too short or unsure says nothing."""
    ident = identifier or get_identifier()
    read = 0
    # a commit's subject and its body ("fix: CPF validation" + "Antes aceitava dígitos repetidos."): each paragraph
    # of a passage read on its own too, so a body in another language is not blurred into an English subject
    parts = [p for passage in passages for p in ([passage] + ([q for q in re.split(r"\n\s*\n", passage) if q.strip()]
                                                             if re.search(r"\n\s*\n", passage) else []))]
    for passage in parts:
        text = prose(passage)
        if _size(text) < 3:
            continue
        guess = ident.identify(text)
        other = _other(guess, (wanted,), MIN_CONFIDENCE, _size(text)) or (guess.language != wanted and _seconded(guess, text))
        short = None if other else short_passage_guess(text, ident, (wanted,))  # "fix: corrige le calcul de la TVA"
        if other or short is not None:
            guess = short or guess
            return BROKEN, f"{what} in {guess.language}, not {wanted} ({ident.name} {guess.confidence:.2f}): \"{text[:70]}\""
        read += guess.language == wanted and guess.confidence >= MIN_CONFIDENCE
    if not read:
        return NOT_APPLICABLE, f"the {what}'s language is unclear"
    return OBEYED, f"{read} {what}(s) in {wanted}"


def one_language_verdict(text: str, identifier: LanguageIdentifier | None) -> Finding:
    """one_language ("don't mix languages"): the reply's main language is the one most of its prose is in; a
    stretch confidently in another language (the main one ruled out) breaks it."""
    ident = identifier or get_identifier()
    found = [s for s in stretches(text, ident) if s.guess.language]
    if not found:
        return NOT_APPLICABLE, "too little prose to tell the language"
    share: dict[str, int] = {}
    for stretch in found:
        share[stretch.guess.language or ""] = share.get(stretch.guess.language or "", 0) + stretch.words
    main = max(share, key=lambda lang: share[lang])
    other = [s for s in found if _other(s.guess, (main,), SEGMENT_CONFIDENCE, s.words)]
    if other:
        return BROKEN, (f"{main} and {other[0].guess.language} in one reply ({ident.name} "
                        f"{other[0].guess.confidence:.2f}): \"{other[0].text[:80]}\"")
    return OBEYED, f"reply in {main} throughout ({len(found)} stretches)"


def language_verdict(wanted: tuple[str, ...], text: str, identifier: LanguageIdentifier | None, *,
                     forbidden: tuple[str, ...] = ()) -> Finding:
    ident = identifier or get_identifier()
    if not wanted:
        return _forbidden_verdict(forbidden, text, ident)
    names = " or ".join(wanted)
    found = stretches(text, ident)
    if found:
        other = [s for s in found if _other(s.guess, wanted, SEGMENT_CONFIDENCE, s.words) or _neighbour(s, wanted)
                 or _seconded_other(s, wanted)]
        if other:
            first = other[0]
            share = sum(s.words for s in other) / max(1, sum(s.words for s in found))
            lang = first.guess.language
            where = "reply is" if share >= 0.99 else f"{share:.0%} of the prose is"
            return BROKEN, (f"{where} in {lang}, not {names} ({ident.name} {first.guess.confidence:.2f}): "
                            f"\"{first.text[:80]}\"")
        short = _short_line_in_another(text, wanted, ident) or _switched(text, wanted, (), ident)
        if short is None:
            switched = switched_sentence(text, ident, wanted)
            short = Stretch(switched[0], _size(switched[0]), switched[1]) if switched else None
        if short is not None:
            return BROKEN, (f"a line in {short.guess.language}, not {names} ({ident.name} {short.guess.confidence:.2f}): "
                            f"\"{short.text[:80]}\"")
        if any(s.guess.language in wanted for s in found):
            return OBEYED, f"reply is in {names} ({ident.name}, {len(found)} stretches)"
    guess, words = identify_reply(text, ident)
    if guess is None:
        brief = short_reply_guess(text, ident, wanted)
        if brief is not None:
            return BROKEN, f"a short reply in {brief.language}, not {names} ({ident.name} {brief.confidence:.2f})"
        return NOT_APPLICABLE, "too little prose to tell the language"
    if guess.language is None:
        return NOT_APPLICABLE, f"language not identified ({guess.identifier} identifier" \
            + ("; install memlock[language] for more languages)" if guess.identifier == "builtin" else ")")
    if guess.language in wanted:
        return OBEYED, f"reply is in {guess.language} ({guess.identifier} {guess.confidence:.2f})"
    scores = [guess.score_of(w) for w in wanted]
    if guess.confidence < MIN_CONFIDENCE and any(score is None or score >= MAX_WANTED_SCORE for score in scores) \
            and not _seconded(guess, words):
        switched = switched_sentence(text, ident, wanted)
        if switched is not None:
            return BROKEN, (f"a sentence in {switched[1].language}, not {names} ({ident.name} "
                            f"{switched[1].confidence:.2f}): \"{switched[0][:80]}\"")
        return NOT_APPLICABLE, f"language unclear ({guess.language}? {guess.confidence:.2f})"
    return BROKEN, f"reply is in {guess.language}, not {names} ({guess.identifier} {guess.confidence:.2f}): \"{words[:80]}\""
