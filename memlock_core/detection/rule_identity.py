"""Same rule or a different one: detection reads a rule with the compliance rule model (issue 22).

Issue 21 parses a rule's text into what it says: reply clauses (object, polarity, value: "list,
must, bullets"; "language, must, es"; "length, must, words 200") and tool rules (intent and scope:
"force_push to main", "sql drop"). Detection uses the same parse to compare a pinned anchor with a
sentence of the live region that reads as a rule:

* **same rule** when the anchor parses completely and the sentence says every part of it, in any
  wording or language ("Format every reply as a bulleted list" ≡ "Always answer in bullet points");
  the anchor is then alive whatever the keyword probes or the cosine say;
* **a different rule** when the sentence parses into something that does not cover the anchor
  ("Never commit directly to main" for "Never force-push to main"; "Answer in Spanish" for "Answer
  in French"): that sentence may not keep the anchor alive, however many words they share;
* no parse on either side: the keyword or semantic evidence decides, as before (recall first).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from fnmatch import fnmatchcase
from functools import lru_cache
from os.path import commonprefix

from memlock_core.compliance.consent import consent_spans
from memlock_core.compliance.reply_rule import LANGUAGES, parse_reply_rule, with_number_phrases
from memlock_core.compliance.tool_rule import PROD_FILE_GLOBS, parse_tool_rules
from memlock_core.detection.caps import same_bound
from memlock_core.detection.concepts import canonical
from memlock_core.detection.consent_rule import consent_rule, only_with_blanked, same_consent_rule, waives_consent
from memlock_core.detection.detail_dropped import details_dropped
from memlock_core.detection.directive import without_confirmation_tag
from memlock_core.detection.exclusive import exclusive_on_pin
from memlock_core.detection.exclusive_language import exclusive_language
from memlock_core.detection.idioms import without_idioms
from memlock_core.detection.implied_parts import variety_language, with_implied
from memlock_core.detection.marker_said import with_named_marker
from memlock_core.detection.neighbour import (
    neighbour_rule,
    object_swaps,
    opposite_polarity,
    other_condition,
    segments,
    substituted,
)
from memlock_core.detection.number_words import number_words
from memlock_core.detection.requirement_rule import as_ban_without
from memlock_core.detection.rule_mood import CONCESSION, told_language
from memlock_core.detection.shortened import order_reversed
from memlock_core.detection.slots import slot_differs, without_days
from memlock_core.detection.typo_mend import letters_swapped
from memlock_core.detection.umbrella import by_class_only
from memlock_core.detection.universal_object import without_universal_object
from memlock_core.regex_cache import rx

Part = tuple[str, ...]
_SENTENCE = rx(r"(?<=[.!?;。！？])\s+|\n+")


# What a rule is about when it is not the reply itself: a rule for commit messages, error messages
# or an export is a narrower rule than one for every answer ("Use 24-hour time in the shift roster
# export" is not "Use 24-hour time"; "Écris les messages de commit en français" is not "Réponds en
# français").
_SCOPE = rx(
    r"\b(?:commit(?:s|\s+messages?)?|messages?\s+de\s+commit|commit-?nachrichten|mensajes?\s+de\s+commit|"
    r"pr\s+(?:descriptions?|titles?)|pull\s+requests?|code\s+comments?|comments?|comentarios?|commentaires?|"
    r"kommentare?n?|docstrings?|readmes?|changelogs?|release\s+notes|variable\s+names?|file\s*names?|"
    r"branch\s+names?|log(?:s|\s+messages?)?|error\s+messages?|mensajes?\s+de\s+error|messages?\s+d['’]erreur|"
    r"fehlermeldungen|exports?|templates?|plantillas?|headlines?|titles?|slides?|e-?mails?|docs?|documentation|"
    r"documentazione|documentación|documentação|dokumentation|documentatie|"
    r"tests?|test-?suites?|notebooks?|tickets?|invoices?|reports?|roster|spreadsheets?|(?:work)?sheets?|pdfs?|dashboards?|"
    r"tables?|sql|faqs?|(?:landing|help|wiki|web)\s*pages?|wikis?|websites?|manuals?|handbooks?|brochures?|flyers?|labels?|"
    r"scripts?|bot|"
    r"translat\w+|tradu\w+|übersetz\w+|strings|phrases|captions?|posts?|slogans?|newsletters?|subject\s+lines?|"
    r"correos?|courriels?|mails?|e-mails?|notes|minutes|agendas?|documents?|presentations?|"
    r"notas|actas|documentos?|procès-verbaux|notizen|protokolle?|dokumente?)\b|"
    r"コミットメッセージ|コメント|エラーメッセージ|ログ|テスト|メール|件名|資料|記事|ブログ|議事録|メモ|"
    r"提交信息|提交说明|注释|註釋|日志|日誌|错误信息|邮件|郵件|文档|會議記錄|会议纪要|"
    r"커밋\s*메시지|주석|로그|오류\s*메시지|이메일|메일|문서|회의록", re.IGNORECASE)


# Objects named to widen the rule, not to limit it: "All timestamps in UTC please — logs and reports alike" (not "as
# well" or "including": "Translate the UI strings to French as well" is a task for one object).
_WIDENING = rx(r"\b[\w-]+(?:,\s*[\w-]+)*,?\s+and\s+[\w-]+\s+alike\b", re.IGNORECASE)
# One object, two names: a commit's message is what a rule about commits governs ("Commit subjects in imperative
# form" for "Write commit messages in the imperative mood"), likewise code comments and comments, docs.
_SCOPE_NAMES = {"commit message": "commit", "code comment": "comment", "documentation": "doc",
                "documentazione": "doc", "documentación": "doc", "documentação": "doc", "dokumentation": "doc",
                "documentatie": "doc", "e-mail": "mail", "email": "mail", "courriel": "mail", "correo": "mail",
                "testsuite": "test", "test-suite": "test"}


def _scope_name(found: str) -> str:
    name = " ".join(found.casefold().split()).rstrip("s")
    return _SCOPE_NAMES.get(name, name)


@dataclass(frozen=True)
class RuleSignature:
    """What a text says as a rule: its parts, the objects it is scoped to, and whether every
    sentence of it yielded a part."""

    parts: frozenset[Part]
    complete: bool
    scope: frozenset[str] = frozenset()

    def covers(self, other: "RuleSignature") -> bool:
        """Says every part of ``other``, and is not limited to an object ``other`` does not name."""
        return bool(other.parts) and all(part_covered(p, self.parts) for p in other.parts) and self.scope <= other.scope


def part_covered(part: Part, parts: frozenset[Part]) -> bool:
    """``part`` is one of ``parts``, or a tool part whose every path, branch or command a part of the same intent
    names among others: "Leave the vendored code alone" bans writes under vendor/ and the other vendored folders,
    so it says "Don't touch anything under vendor/" (a wider ban holds the narrower one)."""
    if part in parts:
        return True
    if part[0] == "tool" and len(part) > 2:
        return any(q[:2] == part[:2] and all(_scope_covered(s, q[2:]) for s in part[2:]) for q in parts)
    # units said by three or more of their measures ("kilometres, kilos and Celsius, no miles or pounds") are the
    # pin's "metric units" said by what they measure; one or two ("distances in km") is a narrower rule
    return part[:2] == ("reply", "units") and part[5] == "" and any(
        q[:5] == part[:5] and q[6:] == part[6:] and len(q[5].split(",")) >= _MEASURES_FOR_ALL for q in parts)


_MEASURES_FOR_ALL = 3


def _scope_covered(scope: str, scopes: tuple[str, ...]) -> bool:
    """``scope`` is one of ``scopes`` or matches one of their globs ("yarn.lock" under "*.lock")."""
    if scope in scopes:
        return True
    # a named file only, under a glob that names something ("*.lock"): "*" alone, or a glob pin, is left to the parse
    return "*" not in scope and any("*" in g and g.strip("*/") and fnmatchcase(scope, g) for g in scopes)


def _parts(text: str, days: bool = True) -> frozenset[Part]:
    # a concession is no part of the rule: "..., même s'ils nous tutoient" names the familiar "you" the rule bans,
    # "..., even if the sources are in English" no rule about sources
    text = CONCESSION.sub(" ", text).strip(" ,，、") or text
    parts: set[Part] = set()
    try:
        reply = parse_reply_rule(text)
        for c in reply.clauses:
            # "bullets only" (compliance: only a list, a lead-in line allowed) restates "answer in bullet points"
            bound = "" if c.bound in ("lead_in", "strict") else c.bound  # "strict": how a script is kept, not which
            parts.add(("reply", c.object, c.polarity, c.value, str(c.limit or ""), bound, c.when))
        parts.update(_tool_parts(text))
        parts = _with_exclusive_language(text, parts)
    except Exception:  # noqa: BLE001 - a parser error means "no parse": the other evidence decides
        return frozenset()
    if days and not parts and (free := without_days(text)) != text:
        return _parts(free)  # "Never deploy on Fridays": the rule without its day (slot_differs compares the day)
    return frozenset(parts)


def _with_exclusive_language(text: str, parts: set[Part]) -> set[Part]:
    """``parts`` with the reply language a sentence says exclusively (exclusive_language.py): added where the parse
    reads no language ("Nada de inglês nas respostas, só português"), and in place of the parse's ban on it where
    the parse took the other language's refusal for its own ("Kein Englisch in den Antworten, alles auf Deutsch")."""
    code = exclusive_language(text)
    if not code or any(p[:2] == ("reply", "language") and p[2:4] != ("must_not", code) for p in parts):
        return parts
    return {p for p in parts if p[:2] != ("reply", "language")} | {("reply", "language", "must", code, "", "", "")}


def _tool_parts(text: str) -> list[Part]:
    out: list[Part] = []
    for rule in parse_tool_rules(text).rules:
        if rule.paths == PROD_FILE_GLOBS:  # (production's files, implied by keeping off production: no part of its own)
            continue
        scope = rule.hosts + rule.paths + rule.branches + rule.commands + rule.statements
        out.append(("tool", rule.intent, *sorted(s.lower() for s in scope)))
    return out


@lru_cache(maxsize=65536)
def _tool_parts_bound(text: str) -> frozenset[Part]:
    """Every tool part :func:`signature` can find in ``text`` (each sentence's and the whole text's),
    without the reply parse (~4 ms for a long unit, ~50x the tool parse): a pin that is a tool rule
    only is restated by no unit whose bound lacks one of its parts (see :func:`same_rule`)."""
    if not isinstance(text, str) or len(text) > 600:
        return frozenset()
    found: set[Part] = set()
    for piece in {*(s for s in _SENTENCE.split(text) if s.strip()), text}:
        try:
            found.update(_tool_parts(piece) or _tool_parts(without_days(piece)))
        except Exception:  # noqa: BLE001 - signature drops a sentence whose parse fails too
            continue
    return frozenset(found)


@lru_cache(maxsize=65536)
def signature(text: str) -> RuleSignature:
    """The rule parse of ``text`` (memoized by content: units recur across turns and compactions)."""
    if not isinstance(text, str) or len(text) > 600:
        return RuleSignature(frozenset(), False)
    sentences = [s for s in _SENTENCE.split(text) if s.strip()] or [text]
    parts: set[Part] = set()
    complete = True
    ruled: list[str] = []  # the sentences that say a rule: only they can limit it to an object
    for sentence in sentences:
        found = _parts(sentence)
        complete = complete and bool(found)
        parts |= found
        if found:
            ruled.append(sentence)
    if not parts and sentences != [text]:  # a text that is one sentence was just read whole (no second parse)
        parts |= _parts(text)
        ruled = [text]
    # "日付は YYYY/MM/DD 形式で。見学会のリマインドメールを作ってください。": the request after the rule names an
    # email, the rule is not limited to emails
    scoped = without_idioms(_WIDENING.sub(" ", CONCESSION.sub(" ", " ".join(ruled) if parts else text)))  # idioms.py
    scope = frozenset(_scope_name(m.group(0)) for m in _SCOPE.finditer(scoped))
    if "docstring" in scope:  # "Document every function with docstrings": the docs named are the docstrings
        scope -= {"doc", "document"}
    return RuleSignature(with_implied(parts), complete and bool(parts), scope)


_QUESTION = rx(r"[?？]\W*$")


# Objects a reply has one value of: a reply is in one language. A unit that gives such an object the pin's value
# and another one beside it, with the same polarity ("Rispondi in inglese quando scrivi la documentazione, il resto
# in italiano va bene" for "Rispondi sempre in italiano"), splits the rule between two cases: a narrower neighbour,
# not the pin, however its parse covers the pin's part. (An object of its own, "code comments in English", parses
# as another object and splits nothing.)
_ONE_VALUE = frozenset({"language"})


def split_value(anchor_text: str, unit_text: str) -> bool:
    """The unit gives an object of :data:`_ONE_VALUE` the pin's value and another value of the same polarity; or,
    where the parse reads one language only, the unit names the pin's language and, not refused nor conceded,
    another one ("Réponds en français aux clients, en anglais à l'équipe" for "Réponds toujours en français")."""
    anchor = signature(anchor_text).parts
    if not any(p[0] == "reply" and p[1] in _ONE_VALUE for p in anchor):
        return False
    unit = signature(unit_text).parts
    if any(p[0] == "reply" and p[1] in _ONE_VALUE and p in unit
           and any(q[:3] == p[:3] and q[3] != p[3] and q not in anchor for q in unit) for p in anchor):
        return True
    mine = languages_named(anchor_text)
    if len(mine) != 1:
        return False
    if not _spaced_text(unit_text):
        return False  # "别换成英文" refuses without a word boundary: the parse alone decides there
    theirs = languages_named(_REFUSED_LANGUAGE.sub(" ", CONCESSION.sub(" ", unit_text)))
    told = languages_named(_rule_segments(_REFUSED_LANGUAGE.sub(" ", CONCESSION.sub(" ", unit_text))))
    # a language the parse gives an object of its own ("code comments in English") splits nothing
    scoped = {p[3].split("=")[-1] for p in unit if p[0] == "reply" and p[1] not in _ONE_VALUE}
    return mine <= theirs and bool(told - mine - scoped)


# Where a second value is only talked about: a clause with a first-person subject or a statement's verb of being
# ("I can't think in Fahrenheit", "Mein Cover Letter ist auf Englisch", "je t'écris en anglais") says what is, not
# what the assistant is to do. Read per clause (commas, semicolons, dashes, "but"), in the languages memlock reads.
_CLAUSE_SPLIT = rx(r"[,;:—–()]|\s-\s|\b(?:but|aber|mais|pero|ma|mas|maar|whereas|while|sondern)\b", re.IGNORECASE)
_TALKED_ABOUT = rx(r"\b(?:i|i['’]m|i['’]ve|me|my|we|our|is|are|was|were|has|have|je|j['’]\w+|moi|mon|ma|mes|est|sont|"
                           r"était|ich|mein\w*|wir|unser\w*|ist|sind|war|waren|yo|mi|mis|es|son|era|está|están|io|mio|"
                           r"mia|miei|è|sono|eu|meu|minha|é|são|estava|ik|mijn|wij|ons|onze|zijn|was)\b", re.IGNORECASE)


def _rule_segments(text: str) -> str:
    """``text`` without its clauses that only talk about something (see :data:`_TALKED_ABOUT`)."""
    return " | ".join(seg for seg in _CLAUSE_SPLIT.split(text) if seg.strip() and not _TALKED_ABOUT.search(seg))


# A language named to refuse it ("not in English", "pas en anglais", "nicht auf Englisch", "no en inglés", "instead
# of English", "英語ではなく", "不要用英文", "영어 말고"): the rule's own value said against its opposite.
_REFUSING_WORD = (r"(?:not|no|never|nor|pas|jamais|nicht|nie|kein\w*|nunca|não|non|mai|niet|nooit|geen|niente|nada\s+de|instead\s+of|"
                  r"rather\s+than|en\s+lugar\s+de|en\s+vez\s+de|au\s+lieu\s+de|plutôt\s+qu['’]?|statt|anstatt|"
                  r"invece\s+di|em\s+vez\s+de|in\s+plaats\s+van|sin|sans|ohne|senza|sem|не|без|вместо|zamiast|bez|"
                  r"不要用|不用|而不是|别用|不是)")


def _parsed_parts(text: str) -> frozenset[Part]:
    return signature(text).parts


def parses_completely(text: str) -> bool:
    """Whether the rule model reads every sentence of ``text`` (then a unit is judged by its parse)."""
    return signature(text).complete


@lru_cache(maxsize=16384)
def parses_with_days(text: str) -> bool:
    """Whether the rule model reads every sentence of ``text`` with its days left in: a rule bound to a day
    ("Never deploy on Fridays") parses only without them, and a verbless echo of it is then read as for a pin
    the model does not parse (unparsed_echo.py)."""
    if not parses_completely(text):
        return False
    sentences = [s for s in _SENTENCE.split(text) if s.strip()] or [text]
    return all(_parts(s, days=False) for s in sentences) or bool(_parts(text, days=False))


# which part of a test suite a rule names: "the full suite" and "the smoke tests" are two rules, "the tests" says none
_SUITE_PART = rx(r"\b(smoke|unit|integration|e2e|end-to-end|full|whole|entire|complete|all\s+the|all|regression|fast|"
                 r"quick|slow|lint)\b(?=[\s-]+(?:\w+[\s-]+)?(?:tests?|suite|checks?)\b)", re.IGNORECASE)
_WHOLE = frozenset({"full", "whole", "entire", "complete", "all the", "all"})
_TESTS_NAMED = rx(r"\b(?:tests?|suite|checks?|specs?)\b", re.IGNORECASE)


def _suite_parts(text: str) -> frozenset[str]:
    return frozenset("full" if w.casefold() in _WHOLE else w.casefold() for w in _SUITE_PART.findall(text))


def other_suite_part(anchor_text: str, unit_text: str) -> bool:
    """The unit names another part of the test suite than the pin ("Run the smoke tests before you push" for "Always
    run the full test suite before pushing"): a narrower or another rule, never the pin."""
    theirs = _suite_parts(unit_text)
    if not theirs or not _TESTS_NAMED.search(anchor_text):
        return False  # a pin about something else ("in bullet points") is no test rule a suite part could narrow
    return theirs != _suite_parts(anchor_text)


def consent_waived(anchor_text: str, unit_text: str) -> bool:
    """The anchor asks the user's consent and the unit waives it (consent_rule.waives_consent): never the same rule,
    whatever a shortened or rewritten form of the unit reads as."""
    return consent_rule(anchor_text) is not None and waives_consent(unit_text)


def same_rule(anchor_text: str, unit_text: str) -> bool:
    """The unit restates the whole anchor (both parse, and the unit covers every part of it). A
    question never does ("Can you flag the ones under 200 words?" is not "Keep answers under 200 words").
    Read as written, then with both texts in the concept lexicons' words (concepts.py): "no grids with
    columns" says "no tables", "the primary branch" says "main". A unit that waives the consent an ask-first pin
    asks for ("Deploy without asking" for "Never deploy without my approval") is the opposite rule."""
    if consent_waived(anchor_text, unit_text) or other_suite_part(anchor_text, unit_text):
        return False
    if _same_rule_as_written(anchor_text, unit_text):
        return True
    for reading in (as_ban_without(unit_text), without_universal_object(unit_text)):
        # "Any UPDATE you write must have a WHERE clause" as "No UPDATE without a WHERE clause" (requirement_rule.py);
        # "Never deploy anything to production" as "Never deploy to production" (universal_object.py)
        if reading != unit_text and _same_rule_as_written(anchor_text, reading):
            return True
    anchor, unit = canonical(anchor_text), canonical(unit_text)
    return (anchor, unit) != (anchor_text, unit_text) and _same_rule_as_written(anchor, unit) \
        or _same_limit(anchor_text, unit_text)


def _same_limit(anchor_text: str, unit_text: str) -> bool:
    """A limit the rule model does not read, restated with its bound said the other way ("Ogni chiamata di rete ha un
    limite di 30 secondi, non di più" for "Imposta un timeout di massimo 30 secondi per le chiamate HTTP", caps.py),
    with no quantity, limiter, slot or name of its own."""
    if not same_bound(anchor_text, unit_text) or _QUESTION.search(without_confirmation_tag(unit_text)):
        return False
    if signature(anchor_text).parts:
        return False  # a limit the parse reads (a reply's length) is compared by the parse
    return not (numbers(_ARTICLE_ONE.sub(" ", unit_text)) - numbers(_ARTICLE_ONE.sub(" ", anchor_text))
                or limiters(unit_text, trailing=True) - limiters(anchor_text) - exclusive_on_pin(anchor_text, unit_text)
                or slot_differs(anchor_text, unit_text) or _swapped_names(anchor_text, unit_text)
                or said_otherwise(anchor_text, unit_text))


def _same_rule_as_written(anchor_text: str, unit_text: str) -> bool:
    anchor = signature(anchor_text)
    if not anchor.complete or _QUESTION.search(without_confirmation_tag(unit_text)):
        return False
    if all(p[0] == "tool" for p in anchor.parts) and not all(part_covered(p, _tool_parts_bound(unit_text))
                                                             for p in anchor.parts):
        return False  # a tool rule the unit's own tool parts do not hold: no reply parse needed to say so
    tool_anchor = {p for p in anchor.parts if p[0] == "tool"}
    if tool_anchor and by_class_only(anchor_text, unit_text, tool_anchor, _tool_parts_bound):
        return False  # "Ask before destructive operations" is a wider rule than "Ask me before deleting any file"
    said = signature(unit_text)
    said = RuleSignature(with_named_marker(said.parts, anchor.parts, unit_text), said.complete, said.scope)
    if not _covers(said, anchor, anchor_text) or split_value(anchor_text, unit_text) \
            or both_values(anchor_text, unit_text) or _variety_added(anchor, signature(unit_text)):
        return False
    if _other_quantities(anchor, anchor_text, unit_text) \
            or limiters(unit_text, trailing=True) - limiters(anchor_text) - exclusive_on_pin(anchor_text, unit_text):
        return False
    # the parse may not read every word: a mirror word, the other polarity or a name swapped for another
    # ("Always use type hints in TypeScript" for "... in Python") makes another rule whatever it parsed into
    if _swapped_names(anchor_text, unit_text) or opposite_polarity(anchor_text, unit_text) \
            or said_otherwise(anchor_text, _REFUSED_LANGUAGE.sub(" ", unit_text)) \
            or _opposed(anchor_text, _REFUSED.sub(" ", _consent_blanked(unit_text))):
        return False
    if slot_differs(anchor_text, unit_text, parsed=True):
        return False  # another day, condition, occasion, name, quantity or scope than the pin's (slots.py)
    if details_dropped(anchor_text, unit_text, _parsed_parts):
        return False  # a wider rule of the same kind that says none of the pin's own details (detail_dropped.py)
    # a tool rule's class ("touch prod") may not hold its object: "Don't touch the production Redis" swaps the
    # object of "Never touch the production database" in the same frame, another rule however it parsed
    pieces = [seg for c in _SENTENCE.split(unit_text) if c.strip() for seg in segments(c)]
    if all(p[0] == "tool" for p in anchor.parts):
        return not any(substituted(anchor_text, seg) for seg in pieces)
    # a reply rule's object or scope the parse does not read, swapped in the same frame: "Vouvoie toujours les
    # partenaires dans les contrats" is not "Vouvoie toujours les clients dans les réponses"
    return not any(_unread_word_swapped(anchor_text, seg) for seg in pieces)


def _covers(unit: RuleSignature, anchor: RuleSignature, anchor_text: str) -> bool:
    """The unit covers the anchor; a scope word of the unit that is the pin's own act ("Before you commit anything,
    run the test suite" for "Always run the tests before committing") narrows nothing."""
    if unit.covers(anchor):
        return True
    low = anchor_text.casefold()
    own = frozenset(s for s in unit.scope - anchor.scope if len(s) >= 4 and s[:4] in low)
    return bool(own) and RuleSignature(unit.parts, unit.complete, unit.scope - own).covers(anchor)


def _variety_added(anchor: RuleSignature, unit: RuleSignature) -> bool:
    """The unit names a variety of the pin's language that the pin does not ("用简体字" for "Always answer in
    Chinese", "Use British spelling" for "Answer in English"): a narrower rule, though the variety implies the
    language (implied_parts.py)."""
    added = {p for p in unit.parts - anchor.parts if variety_language(p)}
    return any(variety_language(p) == q[3] for p in added for q in anchor.parts
               if q[:3] == ("reply", "language", "must"))


def same_consent(anchor_text: str, unit_text: str) -> bool:
    """The unit restates the anchor's consent rule in the other form ("prima di cancellare un file chiedimelo" for
    "Non cancellare file senza chiedermelo", consent_rule.py), with no slot, quantity or limit of its own."""
    if _QUESTION.search(without_confirmation_tag(unit_text)):
        return False
    if not same_consent_rule(anchor_text, unit_text) and not same_consent_rule(canonical(anchor_text), canonical(unit_text)):
        return False  # "publique em produção" is a deploy (concepts.py)
    return numbers(_ARTICLE_ONE.sub(" ", unit_text)) == numbers(_ARTICLE_ONE.sub(" ", anchor_text)) \
        and not slot_differs(anchor_text, only_with_blanked(unit_text)) \
        and not limiters(only_with_blanked(unit_text), trailing=True) - limiters(anchor_text) \
        and not _swapped_names(anchor_text, unit_text)


# "un" / "une" / "una" / "ein" / "eine" right before a word is the indefinite article as often as "one": "prima di
# cancellare un file chiedimelo" asks before deleting any file, like "... senza chiedermelo" for files. A consent
# rule's act is on any such object, so the article is no quantity there; a bound said as such ("più di un file",
# "more than one") stays a limiter, and a digit stays a number.
_ARTICLE_ONE = rx(r"(?<!\w)(?:un|une|una|ein|eine)(?=\s+[^\W\d_])", re.IGNORECASE)


def _unread_word_swapped(anchor_text: str, unit_text: str) -> bool:
    """An object or scope word of the anchor (:func:`~memlock_core.detection.neighbour.object_swaps`) that the
    rule parse does not read (blanking it leaves the parse as it was), swapped in the unit for a word of its own.
    A word the parse reads ("español" / "castellano") is compared by the parse itself."""
    parsed = signature(anchor_text).parts
    for mine in object_swaps(anchor_text, unit_text):
        blanked = anchor_text
        for word in mine:
            blanked = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "xq", blanked, flags=re.IGNORECASE)
        if blanked != anchor_text and signature(blanked).parts == parsed:
            return True
    return False


# An example of a date or time format ("Times like 17:30, not 5:30 pm", "Dates should look like 2024-03-15"):
# it illustrates the format a date/time rule names, it is no quantity of the rule.
_FORMAT_EXAMPLE = rx(r"(?<!\d)(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|"
                             r"\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?|\d{1,2}:\d{2})(?!\d)", re.IGNORECASE)
# the number of a list item ("3) no Friday deploys", "[rule 2] PT-BR", "#4 - no sudo"): its place, no quantity
_ENUMERATOR = rx(r"^\W{0,3}(?:\d{1,2}[).:](?!\d)|\[(?:rule|item|règle|regel|regla)?\s*\d{1,2}\]|#\d{1,2}\b)\s*", re.IGNORECASE)
# "one" in the frame of a reminder, no quantity: "Quick one:", "One more thing:", "one last thing", "encore une chose"
_ONE_FRAME = rx(r"\b(?:quick|last|another|just)\s+one\b|\bone\s+(?:more|last|final|other)?\s*thing\b|"
                r"\b(?:encore\s+)?une\s+(?:autre\s+|dernière\s+)?chose\b|\bnoch\s+eine\s+sache\b|\beine\s+sache\s+noch\b|"
                r"\buna\s+(?:cosa|última\s+cosa)\b|\buma\s+coisa\b|\bnog\s+één\s+ding\b", re.IGNORECASE)
# a standard's name holds its number, no quantity: "ISO 8601", "RFC 3339", "PEP 8", "UTF-8"
_STANDARD = rx(r"\b(?:ISO|RFC|PEP|UTF|ECMA|IEEE|ES)[\s-]?\d+\b", re.IGNORECASE)
# a counting example of a numbered list, no quantity: "numbered 1, 2, 3", "1. 2. 3.", "a 1), 2), 3) list"
_SEQUENCE = rx(r"(?<![\w.])1[.)]?\s*(?:,|and|et|und|y|e|\s)\s*2[.)]?\s*(?:,|and|et|und|y|e|\s)\s*3[.)]?(?![\w.]\d)", re.IGNORECASE)
_NONE = frozenset({"0"})  # "zero emoji" in a ban says "no emoji"


def _other_quantities(anchor: RuleSignature, anchor_text: str, unit_text: str) -> bool:
    """The unit names a quantity the anchor does not. Not one: an example of the format a date/time rule names,
    and "zero" in a ban ("Keep the output free of pictograms — zero emoji" for "Don't use emojis")."""
    unit_text = _ENUMERATOR.sub(" ", _ONE_FRAME.sub(" ", unit_text))  # "3) no Friday deploys", "Quick one:": no quantity
    theirs = numbers(_SEQUENCE.sub(" ", _STANDARD.sub(" ", unit_text))) - numbers(anchor_text)
    if theirs and any(p[:2] == ("reply", "datetime") for p in anchor.parts) and not _FORMAT_EXAMPLE.search(anchor_text):
        theirs -= numbers(_FORMAT_EXAMPLE.sub(" ", unit_text)) ^ numbers(unit_text)
    if theirs and anchor.parts and all(p[0] == "reply" and p[2] == "must_not" for p in anchor.parts):
        theirs -= _NONE
    return bool(theirs)


_CASED_WORD = rx(r"[^\W_][\w#+.-]*[\w#+]|[^\W_]", re.UNICODE)


def _swapped_names(anchor_text: str, unit_text: str) -> bool:
    """One name swapped for another in the same frame: "Always use type hints in TypeScript" for "Always use type
    hints in Python" (a capitalised word past the first, replaced one for one, with two words kept around it)."""
    if not (_spaced_text(anchor_text) and _spaced_text(unit_text)):
        return False
    mine, theirs = _CASED_WORD.findall(anchor_text), _CASED_WORD.findall(unit_text)
    ops = SequenceMatcher(a=[w.casefold() for w in mine], b=[w.casefold() for w in theirs], autojunk=False).get_opcodes()
    kept = sum(i2 - i1 for op, i1, i2, _, _ in ops if op == "equal")
    return kept >= 2 and any(op == "replace" and i2 - i1 == 1 and j2 - j1 == 1 and i1 > 0 and j1 > 0
                             and mine[i1][:1].isupper() and theirs[j1][:1].isupper()
                             and not _word_forms(mine[i1], theirs[j1]) and not letters_swapped(mine[i1], theirs[j1])
                             for op, i1, i2, j1, j2 in ops)


def _word_forms(one: str, other: str) -> bool:
    """Two forms of one word, not two names: a German noun is capitalised in every case ("Wörtern", "Wörter"), so
    an inflection ending (three letters at most, past a stem of four) swaps no name."""
    a, b = one.casefold(), other.casefold()
    stem = len(commonprefix([a, b]))
    return stem >= 4 and len(a) - stem <= 3 and len(b) - stem <= 3


def _spaced_text(text: str) -> bool:
    return " " in text.strip() and not any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in text)


_NUMBER_WORDS = number_words(english_from=0, others_from=0, upto=12)
_NUMBER = rx(r"\d+(?:[.:,]\d+)?|[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=65536)
def numbers(text: str) -> frozenset[str]:
    """The quantities a text names, digits or number words ("three sentences" -> {"3"})."""
    out = set()
    text = with_number_phrases(text)  # "a hundred and fifty" is one quantity, 150 (compliance/number_phrases.py)
    for token in _NUMBER.findall(re.sub(r"\bun-(?=\w)", " ", text.casefold())):  # "un-annotated": a prefix
        if token[0].isdigit():
            out.add(token.replace(",", "."))
        elif token in _NUMBER_WORDS:
            out.add(_NUMBER_WORDS[token])
    return frozenset(out)


# Words that narrow a rule or carve an exception out of it ("only in Makefiles", "deploying hotfixes
# is fine though", "small files you can remove"): a unit with one the pin lacks is a narrower rule.
# (Japanese "だけ" is no "only" inside "くだけた", casual)
_LIMITER = rx(
    r"\b(?:(?<!read-)(?<!read\s)only|except|excepting|unless|apart\s+from|other\s+than|(?:is|are|it['’]s)\s+(?:fine|ok(?:ay)?|allowed)|"
    # the rest left as it is: "the internal sheet can stay imperial", "le reste peut rester", "der Rest darf bleiben"
    r"(?:can|may|could)\s+(?:stay|remain|keep)|peu(?:t|vent)\s+rester|puede[n]?\s+(?:quedar(?:se)?|seguir)|"
    r"(?:kann|können|darf|dürfen)\s+(?:\w+\s+)?bleiben|pode[m]?\s+(?:ficar|continuar)|può\s+restare|possono\s+restare|"
    r"mag\s+blijven|mogen\s+blijven|kan\s+blijven|"
    r"you\s+(?:can|may)|no\s+need|doesn['’]?t\s+apply|solo|sólo|únicamente|excepto|salvo|a\s+menos\s+que|"
    r"menos|puedes|seulement|uniquement|sauf|à\s+moins|tu\s+peux|nur|außer|ausser|es\s+sei\s+denn|darfst|"
    r"ist\s+(?:ok|okay|in\s+ordnung)|at\s+the\s+(?:end|start|bottom|top)\s+of|after\s+a\s+short|à\s+la\s+fin|"
    r"am\s+ende|al\s+final|without\s+(?:the|a|an|my|your|our)|sans\s+(?:le|la|l['’]|mon|ma|un|une)|ohne\s+(?:den|die|das|"
    r"mein|meine|einen|eine)|sin\s+(?:el|la|mi|un|una)|senza\s+(?:il|la|il\s+mio)|sem\s+(?:o|a|meu|minha))\b|(?<!く)だけ|以外|"
    r"除いて|のみ|構いません|大丈夫", re.IGNORECASE)


# "only" that closes its phrase after the thing it picks ("bullets only", "English only", "ISO 8601 only."): the
# rule's own value said exclusively, not a narrower scope ("only in Makefiles", "only for the API").
_CLOSING_ONLY = rx(r"(?<=[^\W\d_])\s+only(?=\s*(?:[.,;:!()—–]|-\s|$|please\b|thanks\b))", re.IGNORECASE)


@lru_cache(maxsize=65536)
def limiters(text: str, trailing: bool = False, own: str = "") -> frozenset[str]:
    """The narrowing words of ``text``; a consent exception ("without asking me", "sin mi permiso",
    "sans me demander") is one limiter however it is worded. With ``trailing``, an "only" that closes its
    phrase ("bullets only") is no limiter; with ``own`` (the pin's text) only when it closes a word of the
    pin ("metric units only" for "Always use metric units", not "hotfixes only")."""
    spans = consent_spans(text)
    closing = [m for m in _CLOSING_ONLY.finditer(text)] if trailing or own else []
    if own:
        words = {w[:4] for w in _WORDS.findall(own.casefold())}
        closing = [m for m in closing if (before := _WORDS.findall(text[:m.start()].casefold()))
                   and before[-1][:4] in words]
    skipped = spans + [(m.start(), m.end()) for m in closing]
    found = {m.group(0).casefold() for m in _LIMITER.finditer(text)
             if not any(a <= m.start() < b for a, b in skipped)}
    return frozenset(found | ({"<consent>"} if spans else set()))


# Words that turn a rule into its opposite or its mirror: "before" / "after", "exactly" / "loosely". A unit that
# says the other word of a pair the anchor uses, and not the anchor's, states another rule.
_OPPOSITES = (("before", "after"), ("first", "last"), ("exactly", "loosely"), ("upper", "lower"),
              ("uppercase", "lowercase"), ("include", "exclude"), ("with", "without"), ("more", "less"),
              ("above", "below"), ("top", "bottom"), ("short", "long"), ("shorter", "longer"), ("formal", "casual"),
              ("formal", "informal"), ("metric", "imperial"), ("single", "double"), ("enable", "disable"),
              ("public", "private"), ("over", "under"), ("min", "max"), ("minimum", "maximum"), ("least", "most"),
              ("fewer", "more"), ("local", "remote"), ("tabs", "spaces"), ("start", "end"), ("begin", "end"),
              ("avant", "après"), ("vor", "nach"), ("antes", "después"), ("primero", "último"), ("前", "後"))
_WORDS = rx(r"[^\W\d_]+", re.UNICODE)


# The same in scripts written without spaces, found as substrings: simplified and traditional Chinese are one
# language to the rule parse ("zh") and two rules to the user.
_OPPOSITES_UNSPACED = ((("简体", "簡體", "簡体"), ("繁体", "繁體")),)


# the other script refused ("也别用繁体字", "不要用简体"): said against it, that restates the pin's script
_REFUSED_UNSPACED = rx(r"(?:不要|不用|别|別|勿|禁止)\s*(?:再\s*)?(?:用|使用|写|寫)?\s*(?:简体|簡體|簡体|繁体|繁體)")


def _opposed_unspaced(anchor_text: str, unit_text: str) -> bool:
    """The unit names the other of a pair the anchor names (:data:`_OPPOSITES_UNSPACED`), and not the anchor's
    (a name the unit refuses aside)."""
    unit_text = _REFUSED_UNSPACED.sub(" ", unit_text)
    for one, other in _OPPOSITES_UNSPACED:
        for xs, ys in ((one, other), (other, one)):
            if any(x in anchor_text for x in xs) and not any(y in anchor_text for y in ys) \
                    and any(y in unit_text for y in ys) and not any(x in unit_text for x in xs):
                return True
    return False


# A word the unit refuses ("no imperial", "not spaces", "kein Du"): naming the opposite to ban it restates the rule
_REFUSED = rx(r"\b(?:no|not|never|nor|without|instead\s+of|rather\s+than|sin|nada\s+de|pas\s+de|jamais\s+de|"
                      r"sans|ohne|kein\w*|nicht|niente|senza|sem|non)\s+(?:[^\W\d_]+\s+)?[^\W\d_]+", re.IGNORECASE)


def _consent_blanked(text: str) -> str:
    """``text`` without its consent wording: "check with me before ..." asks consent, its "with" is no opposite
    of a pin's "without asking"."""
    for start, end in consent_spans(text):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _opposed(anchor_text: str, unit_text: str) -> bool:
    if _opposed_unspaced(anchor_text, unit_text):
        return True
    mine, theirs = set(_WORDS.findall(anchor_text.casefold())), set(_WORDS.findall(unit_text.casefold()))
    for a, b in _OPPOSITES:
        for x, y in ((a, b), (b, a)):
            if x in mine and y not in mine and y in theirs and x not in theirs:
                return True
    return False


# Values of one slot a rule picks one of: a unit that names the pin's value and the other one too, not refusing
# it ("Use metric units in the customer PDF; the internal sheet can stay imperial" for "Use metric units
# throughout"), splits the rule between two cases: a narrower neighbour, not the pin.
_ONE_OF = (("metric", "imperial"), ("formal", "casual"), ("formal", "informal"), ("tabs", "spaces"),
           ("uppercase", "lowercase"), ("celsius", "fahrenheit"), ("métrique", "impérial"), ("métrico", "imperial"),
           ("metrisch", "imperial"), ("metrico", "imperiale"), ("formel", "familier"), ("förmlich", "locker"),
           ("formal", "informell"), ("tabulaciones", "espacios"), ("tabulations", "espaces"), ("tabs", "leerzeichen"),
           ("メートル", "ヤード"), ("公制", "英制"), ("미터법", "야드파운드법"))


def both_values(anchor_text: str, unit_text: str) -> bool:
    """The unit names the pin's value of a :data:`_ONE_OF` slot and, not refused, the other value as well."""
    mine = anchor_text.casefold()
    theirs = unit_text.casefold()
    kept = _rule_segments(_REFUSED.sub(" ", CONCESSION.sub(" ", theirs)))
    for a, b in _ONE_OF:
        for x, y in ((a, b), (b, a)):
            if _has(mine, x) and not _has(mine, y) and _has(theirs, x) and _has(kept, y):
                return True
    return False


def _has(text: str, word: str) -> bool:
    """``word`` as a word of ``text`` (a substring in a script written without spaces)."""
    if any(ord(ch) >= 0x3000 for ch in word):
        return word in text
    return bool(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text))


def said_otherwise(anchor_text: str, unit_text: str) -> bool:
    """What the rule parse does not read: the pin's two steps in the other order ("the explanation first, then the
    final answer", shortened.order_reversed), or the pin's action under a condition of the unit's own ("during
    business hours" for "without a backup", neighbour.other_condition). Either is another rule, however the two
    parsed."""
    return order_reversed(anchor_text, unit_text) or other_condition(anchor_text, unit_text)


@lru_cache(maxsize=65536)  # pure; the keyword audit asks it of the same (pin, sentence) pairs every turn
def different_rule(anchor_text: str, unit_text: str) -> bool:
    """The unit parses as a rule that does not cover the anchor, names other quantities than the
    anchor ("in one sentence" for "in three sentences"), says the opposite word ("after the code"
    for "before giving code") or waives the consent the anchor asks for: it cannot keep the anchor alive."""
    if consent_waived(anchor_text, unit_text) or other_suite_part(anchor_text, unit_text):
        return True  # "Install new packages without asking me" for "Don't install new packages without asking me"
    mine, theirs = numbers(anchor_text), numbers(_ENUMERATOR.sub(" ", _ONE_FRAME.sub(" ", unit_text)))
    if mine and theirs and not mine & theirs or said_otherwise(anchor_text, unit_text):
        return True
    if slot_differs(anchor_text, unit_text):
        return True  # the pin's words with one slot filled otherwise: a day, a condition, an occasion (slots.py)
    parsed, said = signature(anchor_text), signature(unit_text)
    if neighbour_rule(anchor_text, unit_text) and not (parsed.parts and said.covers(parsed) and said.parts - parsed.parts):
        # the pin's words with the other polarity, or in a narrower rule (neighbour.py); unless the rule model
        # reads the unit as every part of the pin and another rule: "always answer with bullet points in metric
        # units" restates "Answer in bullet points" beside a units rule, it does not narrow it
        return True
    if _opposed(anchor_text, unit_text) or both_values(anchor_text, unit_text):
        return True
    if limiters(unit_text, own=anchor_text) - limiters(anchor_text):
        return True
    anchor = signature(anchor_text)
    if not anchor.parts:
        # Neither the rule model nor the scope words read the anchor's object: a unit scoped to an object
        # the anchor never names ("In the invoice template, show prices in EUR and USD" for "Give prices
        # in EUR") is a narrower rule. Calling it different re-injects the pin: the safe side.
        unit = signature(unit_text)
        low = anchor_text.casefold()
        return not unit.parts and bool({s for s in unit.scope - anchor.scope if s[:4] not in low})
    unit = signature(unit_text)
    if unit.parts:
        return not unit.covers(anchor) or split_value(anchor_text, unit_text)
    # No parse of the unit (the reply parser leaves "write code comments in Spanish" alone): a rule
    # about a reply, restated for another object only, is another rule.
    return bool(unit.scope - anchor.scope) and all(p[0] == "reply" for p in anchor.parts)


def says_other(anchor_text: str, unit_text: str) -> bool:
    """For a unit that says part of the anchor (shortened.py): it names other quantities, narrows the
    rule, is scoped to another object, or parses into a part the anchor does not have. A parse that
    reads only part of the anchor is not a difference here (the unit says less, not other). Waiving the
    consent an ask-first anchor asks for ("Don't ask me before deleting files") is the opposite rule."""
    if consent_waived(anchor_text, unit_text) or other_suite_part(anchor_text, unit_text):
        return True
    mine, theirs = numbers(anchor_text), numbers(unit_text)
    # a closing "only" after the pin's own word ("metric units only") says the pin's value exclusively
    if theirs - mine or limiters(unit_text, own=anchor_text) - limiters(anchor_text) \
            - exclusive_on_pin(anchor_text, unit_text):
        return True
    if _swapped_names(anchor_text, unit_text) or said_otherwise(anchor_text, unit_text):
        return True
    if slot_differs(anchor_text, unit_text, shorter=True):
        return True  # a slot the unit fills otherwise (one it leaves out is no difference here)
    anchor, unit = signature(anchor_text), signature(unit_text)
    if unit.covers(anchor):
        return False
    low = anchor_text.casefold()
    other_scope = {s for s in unit.scope - anchor.scope if s[:4] not in low}  # "commit" in "committing" is the pin's
    return bool(unit.parts - anchor.parts) or bool(other_scope)


_LANGUAGE_NAME = rx(r"(?:\b(?:" + "|".join(sorted((re.escape(k) for k in LANGUAGES if k.isascii()), key=len,
                                                      reverse=True)) + r")\b|"
                            + "|".join(re.escape(k) for k in LANGUAGES if not k.isascii()) + ")", re.IGNORECASE)


@lru_cache(maxsize=16384)
def languages_named(text: str) -> frozenset[str]:
    """The languages ``text`` names (their codes), a code block's or a quote's words aside."""
    return frozenset(LANGUAGES[m.group(0).casefold()] for m in _LANGUAGE_NAME.finditer(text)
                     if m.group(0).casefold() in LANGUAGES)


_REFUSED_LANGUAGE = rx(rf"\b{_REFUSING_WORD}\s+(?:[^\W\d_]+\s+){{0,2}}(?:[^\W\d_]+['’])?{_LANGUAGE_NAME.pattern}|"
                               rf"{_REFUSING_WORD}{_LANGUAGE_NAME.pattern}|"
                               rf"{_LANGUAGE_NAME.pattern}\s*(?:ではなく|じゃなく|でなく|は使わない|禁止|말고|아니라|대신)",
                               re.IGNORECASE)




def names_language(text: str) -> bool:
    """Whether ``text`` names a language: a cheap filter before the rule parse of a language rule."""
    return bool(_LANGUAGE_NAME.search(text))


@lru_cache(maxsize=4096)
def mentions_language_rule(anchor_text: str) -> bool:
    """Whether the anchor parses as a rule about the reply's language, a language a variety implies aside
    ("British spelling" says English, implied_parts.py, but names no language: its restatements share its words,
    and reading every live unit for a language name would cost each compaction a scan of the whole region)."""
    parts = signature(anchor_text).parts
    implied = {variety_language(p) for p in parts} - {""}
    return any(p[:2] == ("reply", "language") and not (len(p) > 3 and p[3] in implied) for p in parts)


# a consent said as an exception ("ohne meine Freigabe", "sans mon accord") is a concept of the frame, no limiter
_CONSENT_LIMITER = rx(r"^(?:<consent>|(?:without|sans|ohne|sin|senza|sem)\b)")
# Italian "si" is the impersonal pronoun ("non si ribasano"), no "if" (Spanish, French) heading a condition
_ITALIAN_SI = rx(r"\bsi\b", re.IGNORECASE)


def frame_vetoed(anchor_text: str, unit_text: str) -> bool:
    """What a concept frame (concept_frame.py) does not read and makes another rule of a unit with the pin's frame:
    other quantities, a narrowing word, a slot filled otherwise, the order of the pin's steps reversed or a
    condition of the unit's own, a name swapped, the opposite word, consent waived."""
    mine, theirs = numbers(anchor_text), numbers(_ENUMERATOR.sub(" ", _ONE_FRAME.sub(" ", unit_text)))
    if theirs - mine or consent_waived(anchor_text, unit_text):
        return True
    if told_language(unit_text) == "it":
        unit_text = _ITALIAN_SI.sub(" ", unit_text)
    narrowing = limiters(unit_text, trailing=True, own=anchor_text) - limiters(anchor_text) \
        - exclusive_on_pin(anchor_text, unit_text)
    if any(not _CONSENT_LIMITER.search(w) for w in narrowing):
        return True
    return slot_differs(anchor_text, unit_text) or said_otherwise(anchor_text, unit_text) \
        or _swapped_names(anchor_text, unit_text) or _opposed(anchor_text, _REFUSED.sub(" ", _consent_blanked(unit_text)))
