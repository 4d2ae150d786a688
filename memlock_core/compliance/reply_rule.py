"""Reply rules, parsed: a rule's text read into clauses of polarity, object, scope and exceptions.

    "Use bullet points for lists; never numbered lists."
        -> Clause(object="list", polarity="must", value="bullets", when="list")
           Clause(object="list", polarity="must_not", value="numbered")
    "No emoji — code blocks count too."  -> Clause("emoji", "must_not"), count_code=True
    "Don't include code unless I ask for it." -> Clause("code", "must_not", unless="code_request")

The text is cut into clauses (at ``.`` ``;`` ``!`` ``。`` line breaks, and "but"/"mais"/"aber"/"pero");
each clause is read for the objects below, in English, French, German, Spanish and Japanese (the
vocabulary tables), its polarity from the negations near the object ("never", "no", "don't", "sans",
"pas de", "keine", "ohne", "nunca", "sin", "ない", "禁止"), its scope ("for procedures", "for lists",
"when I ask for code", "in any answer longer than three paragraphs") and its stated exceptions
("unless I ask for it", "code blocks count too"). Objects:

language (a named one, several, the user's, or one the reply must not be in), list format (bullets /
numbered, whole answer or not), headings (level, first, none), emoji, length (words, sentences, lines,
characters, paragraphs; max/min; items per list), spelling variety (en-GB / en-US / en-CA / en-AU),
unit system (metric / imperial / both, "only"), time zone UTC or a named one, a zone with every time,
ISO 8601 dates, 24-hour time, sources (links / a references section), code (fenced, with a language
tag, none, only code, its programming language), markdown at all, tables, punctuation, a required
first or last line, greetings / sign-offs / flattery, the formal "you".

Beyond a clause: an allowance ("tech words can stay in English") adds no requirement; "Except in
tables" gives the clauses before it a region the check leaves out; a clause about something other
than the reply (commit messages, code comments, a translation) or whose scope is a topic ("for
medical stuff") is left unparsed.

A clause that names no object is left unparsed; a rule none of whose clauses parse gets no check
(``to_reply_check`` returns None): it stays unchecked, never guessed at. Conflicting clauses (two
different required languages in a rule that does not offer a choice) make the rule unparsed too.

This module cuts the text into pieces and dispatches each to the readers of every kind, one module per kind:
``reply_rule_language``, ``_lists``, ``_headings``, ``_emoji``, ``_length``, ``_spelling``, ``_units``, ``_dates``,
``_sources``, ``_code``, ``_markup``, ``_openings``, ``_words`` and ``_register``; the vocabulary they share (the
clause records, negation cues, numbers, scope) is ``reply_rule_base``, and ``reply_rule_check.to_reply_check`` turns
a parsed rule into the stored check.
"""
from __future__ import annotations

import functools
import re
from dataclasses import replace

from memlock_core.compliance import (
    app_text,
    ban_lists,
    commit_aside,
    emoji_rule,
    error_quote,
    item_form,
    kept_terms,
    permission,
    rule_scope,
    step_commands,
    written_scope,
)
from memlock_core.compliance.abbreviation_bans import refused_abbreviations
from memlock_core.compliance.aside_allowance import without_allowance_aside
from memlock_core.compliance.audience_languages import two_audiences
from memlock_core.compliance.clause_mends import mend_clauses
from memlock_core.compliance.code_blocks import parse_code_rules
from memlock_core.compliance.code_identifiers import parse as identifier_language
from memlock_core.compliance.code_needed import without_judged_ban
from memlock_core.compliance.code_style import parse_code_style
from memlock_core.compliance.comment_reason import WHY_COMMENTS, narration_ban
from memlock_core.compliance.commit_message import parse_commit_rule
from memlock_core.compliance.draft_scope import drafted_kind, text_kind
from memlock_core.compliance.forget_not import without_forget_not
from memlock_core.compliance.granted_forms import drop_granted
from memlock_core.compliance.heading_language import headings_language, read_heading_language, refused_words
from memlock_core.compliance.heading_opening import opens_every_reply
from memlock_core.compliance.language_names import LANGUAGES as LANGUAGES
from memlock_core.compliance.language_on_request import mend_language_request
from memlock_core.compliance.length_condition import with_length_condition
from memlock_core.compliance.list_total import ITEMS_TOTAL, per_reply
from memlock_core.compliance.mirror_languages import mirror_rule
from memlock_core.compliance.number_phrases import with_number_phrases as with_number_phrases
from memlock_core.compliance.numbering_style import read_number_marks
from memlock_core.compliance.option_offer import OPTIONS, options_scope
from memlock_core.compliance.otherwise_last import otherwise_first
from memlock_core.compliance.page_headings import reaches_pages
from memlock_core.compliance.part_pronoun import with_antecedent
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.reason_pronoun import resolve_pronoun
from memlock_core.compliance.reply_rule_base import (
    ALLOWANCE,
    ANSWER_NOUN,
    EMOJI,
    EXCEPT_BEFORE,
    LIST_SCOPE,
    NUMBERS,
    PART_NOUN,
    PROCEDURE_SCOPE,
    STRICT,
    WHEN_CODE_REQUEST,
    Clause,
    ReplyRule,
    clause_scope,
    negated,
    number_value,
    region_name,
)
from memlock_core.compliance.reply_rule_check import NOT_REPLY_OBJECT
from memlock_core.compliance.reply_rule_code import (
    read_code,
    read_code_example,
    read_code_style,
    read_language_only,
    read_type_hints,
)
from memlock_core.compliance.reply_rule_dates import read_datetime
from memlock_core.compliance.reply_rule_emoji import read_emoji
from memlock_core.compliance.reply_rule_headings import (
    HEADING_SHAPES,
    LONG_SCOPE,
    SHORT_SCOPE,
    heading_clause,
    read_heading_form,
    read_headings,
    read_shape,
)
from memlock_core.compliance.reply_rule_language import (
    COMMENTS,
    IDENTIFIER_NAMES,
    LANG_EXCEPTION,
    LANG_EXCEPTION_WHEN,
    LANG_NAMES,
    SPEAK,
    SPEAK_RE,
    read_chinese_script,
    read_closing_language,
    read_comment_language,
    read_language,
    read_names_and_comments,
    read_one_language,
    read_voseo,
)
from memlock_core.compliance.reply_rule_length import CJK_NOT_EXCEED, part_length, read_length
from memlock_core.compliance.reply_rule_lists import read_lists
from memlock_core.compliance.reply_rule_markup import (
    CHAR_WORDS,
    EXCEPT_REGION,
    read_chars,
    read_markdown,
    read_tables,
    read_typography,
)
from memlock_core.compliance.reply_rule_openings import read_markers, read_no_openers, read_opening_closing
from memlock_core.compliance.reply_rule_register import (
    read_address,
    read_apology,
    read_ja_polite,
    read_kept_terms,
    read_ko_register,
    read_register,
)
from memlock_core.compliance.reply_rule_sources import API_SCOPE, read_sources
from memlock_core.compliance.reply_rule_spelling import read_spelling_variety, read_word_case
from memlock_core.compliance.reply_rule_units import read_currency, read_number_examples, read_unit_style, read_units
from memlock_core.compliance.reply_rule_words import read_banned_words
from memlock_core.compliance.reply_shape import (
    LEVEL_ONLY,
    LEVELS,
    NUMBERED_HEADINGS,
    SENTENCE_CASE,
    TITLE_CASE,
    banned_levels,
    heading_level_only,
    heading_levels,
)
from memlock_core.compliance.rule_typos import REPLY_KEY_WORDS, mend_typos
from memlock_core.compliance.script_language import SCRIPT_REQUEST, shell_script_wanted
from memlock_core.compliance.sources import judgement, parse_source_rules, without_invented
from memlock_core.compliance.summary_scope import in_summaries
from memlock_core.compliance.test_code import refused_outside_tests
from memlock_core.compliance.topics import BACKEND, FRONTEND, rule_topics
from memlock_core.compliance.translation import (
    ALONE,
    TARGET,
    TRANSLATION_REQUEST,
    asks_translation_alone,
    parse_translation_rule,
)
from memlock_core.compliance.unit_words import rule_clauses as parse_unit_words
from memlock_core.regex_cache import rx

_COUNT_CODE = rx(r"\bcode(?: blocks?)? (?:counts?|count too|included|are included|is included|as well)\b|"
                         r"\bincludes (?:the |your )?code(?: blocks?)?\b|\b(?:auch|selbst) nicht in (?:den )?code\w*|"
                         r"\b(?:même|y compris) dans (?:le |les )?(?:code|blocs de code)\b|\bni (?:en|dans) (?:el |le )?"
                         r"(?:código|code)\b|\bincluso en (?:el |los bloques de )?código\b|\banche nel codice\b|"
                         r"\bnemmeno nel codice\b|\bnem no código\b|\b(?:even|also|too) in (?:the )?code(?: blocks?)?\b|"
                         r"\bincluding (?:the )?code\b|\bcode included\b|\bcode blocks count\b|"
                         r"\by compris (?:le |les blocs de )?code\b|\bcode compris\b|\binklusive code\b|"
                         r"\bcode(?:blöcke)? zählt\b|\bcode zählen mit\b|\bincluido el código\b|\bel código (?:también )?cuenta\b|"
                         r"\ble code (?:compte|est compté)\b|"
                         r"\bcodice (?:incluso|compreso)\b|\b(?:incluso|compreso) il codice\b|\bcódigo incluído\b|"
                         r"\bincluindo o código\b|\binclusief (?:de )?code\b|\bcode telt mee\b|コードも含め|"
                         # "contando el código también", "counting the code too", "en comptant le code", "Code mitgezählt"
                         r"\b(?:counting|contando|en comptant)\s+(?:also\s+|también\s+|anche\s+|aussi\s+)?(?:the\s+|el\s+|le\s+|"
                         r"il\s+|o\s+|los\s+bloques\s+de\s+)?(?:code|código|codice)\b|\bcode(?:blöcke)?\s+mitgezählt\b", re.I)

_CLAUSE_SPLIT = rx(r"(?<![\s(]ggf\.)(?<![\s(]z\.B\.)(?<![\s(]e\.g\.)(?<![\s(]i\.e\.)(?<![\s(]bzw\.)(?<!\bmax\.)(?<!\bMax\.)"
                           # "maks. trzy zdania", "máx. tres frases", "макс. три": the abbreviation of "at most", no end
                           r"(?<!\bmaks\.)(?<!\bMaks\.)(?<!\bmáx\.)(?<!\bMáx\.)(?<!\bмакс\.)(?<!\bмин\.)"
                           r"(?<!\bmin\.)(?<!\bca\.)(?<![\s(]p\.ex\.)"
                           # a list mark shown ("as 1. not 1)", "用 1. 而不是 (1)", "1. 2. 3."): no sentence end
                           r'(?<![\s(「\'"]1\.)'
                           r"(?<=[.;!?])\s+(?!\d[.)][\s,]|\(\d\)[\s,])|(?<=[。！])\s*|\n+|\s+(?:but|aber|pero|sino)\s+"
                           # (Portuguese "mais de / mais alguma" is "more", not the French "but")
                           r"|\s+mais\s+(?!(?:de|do|da|que|alguma|algum|um|uma)\b)"
                           r"|\s*[—–]\s+(?=[a-z])(?!unless|except|sauf|außer|ausser|es sei|a menos|salvo)")
# a quoted example is one piece whatever it holds ("Posso ajudar em mais alguma coisa?", "'Done. Next?'")
_QUOTE_SPAN = rx(r"(?<!\w)'[^'\n]{1,80}'(?!\w)|\"[^\"\n]{1,80}\"|‘[^’\n]{1,80}’|“[^”\n]{1,80}”|«[^»\n]{1,80}»|"
                 r"„[^“”\n]{1,80}[“”]|「[^」\n]{1,80}」")


def _pieces(text: str) -> list[str]:
    """``text`` cut where _CLAUSE_SPLIT cuts it, never inside a quoted example."""
    spans = [(m.start(), m.end()) for m in _QUOTE_SPAN.finditer(text)]
    out: list[str] = []
    last = 0
    for cut in _CLAUSE_SPLIT.finditer(text):
        if any(a < cut.start() < b for a, b in spans) or cut.end() < last:
            continue
        out.append(text[last:cut.start()])
        last = cut.end()
    out.append(text[last:])
    return out

# A list asked for, not only counted: "use bullet points, at most 5", "箇条書きで5項目以内"
_USE_LIST = rx(r"\b(?:use|using|give|write|make|put|present|format|answer|reply|respond|utilise\w*|utilize\w*|"
                       r"donne\w*|écri\w*|verwende\w*|benutze\w*|gib|schreib\w*|usa|utiliza\w*|da(?:me)?|escrib\w*|"
                       r"always|toujours|immer|siempre|sempre)\b|箇条書き(?:で|に(?!は))|リスト(?:で|に(?!は))", re.I)

# "In docs you write for me", "When you write a README or doc file", "dans les docs que tu écris", "in Dokumenten, die du
# schreibst", "en los documentos que escribas": the documents a tool call writes, not the reply
_DOC_WRITTEN = rx(
    r"\b(?:in|for|to)\s+(?:the\s+|any\s+|all\s+)?(?:docs?|documents?|documentation|readmes?|doc files?|markdown files?|"
    r"\.md files?)\s+(?:that\s+)?you\s+(?:write|create|draft|generate|produce)\b|"
    r"\bwhen(?:ever)?\s+you\s+(?:write|create|draft|generate)\s+(?:a|an|the|any)\s+(?:readme|doc(?:ument(?:ation)?)?|markdown file)"
    r"(?:\s+(?:or|and)\s+(?:an?\s+)?(?:readme|doc(?:ument(?:ation)?)?))?(?:\s+files?)?\b|"
    r"\bdans\s+les\s+(?:docs?|documents?|readmes?)\s+que\s+tu\s+(?:écris|rédiges|crées)\b|"
    r"\bquand\s+tu\s+(?:écris|rédiges|crées)\s+(?:un|une|le|la)\s+(?:readme|doc(?:ument)?)\b|"
    r"\bin\s+(?:den\s+)?(?:docs|dokumenten|readmes?),?\s+die\s+du\s+(?:schreibst|erstellst)\b|"
    r"\bwenn\s+du\s+(?:ein(?:e|en)?\s+)?(?:readme|doku\w*|dokument)\s+(?:schreibst|erstellst)\b|"
    r"\ben\s+los\s+(?:docs|documentos|readmes?)\s+que\s+(?:escribas|redactes|crees)\b|"
    r"\bcuando\s+(?:escribas|redactes|crees)\s+(?:un|una|el)\s+(?:readme|documento)\b|"
    # a topic of document files opening the rule: "README files: ...", "In README files, ...", "Für README-Dateien:",
    # "Dans les fichiers README :", "En los README:", "READMEのファイルでは"
    r"^\W*(?:(?:in|for|für|in den|dans les|pour les|en los|en las|para los|nei|negli)\s+)?(?:the\s+|all\s+|any\s+)?"
    r"(?:fichiers\s+|archivos\s+|file\s+)?(?:(?:readmes?|docs?|documentation)(?:[- ](?:files?|dateien))?|"
    r"(?:markdown|\.md)[- ](?:files?|dateien))\s*[:,]", re.I)

# the markup of a heading named ("markdown", "#", "H2", "level 2") or bold text spoken of: a heading rule about the markup
_MARKUP_NAMED = rx(r"\bmarkdown\b|#|(?<![\w-])[Hh][1-6](?:'?s)?(?![\w-])|\blevel[- ]?\d|\bniveau\b|\bebene\b|\bnivel\b|"
                           r"\bbold\b|\bfett\w*|\bgras\b|\bnegrita\b|\bgrassetto\b|\bnegrito\b|\bvet(?:gedrukt)?\b|"
                           r"\bpogrubi\w*|太字|粗体|굵은|\*\*", re.I)

_SINGLE_TITLE = rx(r"\b(?:a single|one single|only one|just one|exactly one|(?:never|no|not) more than (?:one|a single|1)|"
                           r"at most one|un seul|une seule|ein einzige[rs]?|nur eine?|un único|una única|un solo|una sola)\b"
                           r"[^.;\n]{0,12}(?:#|h1\b|titles?\b|titre\b|titel\b|título\b|headings?\b)", re.I)

_BUT_JOIN = rx(r"\s(?:but|mais|aber|pero|ma|mas|ama|fakat|maar|ale|но)\s", re.I)

READERS = (read_kept_terms, read_shape, read_heading_form, read_apology, read_language, read_closing_language,
           read_lists, read_headings, read_emoji, read_length, read_spelling_variety, read_units, read_unit_style,
           read_number_examples, read_currency, read_datetime, read_sources, read_type_hints, read_code_example,
           read_code, read_markdown, read_tables, read_opening_closing, read_chars, read_no_openers, read_markers,
           read_address, read_ja_polite, read_ko_register, read_code_style, read_banned_words, read_word_case,
           read_register, read_one_language, read_chinese_script, read_voseo, read_typography,
           read_number_marks)

_TOPIC_SCOPE = rx(r"^\W*(?:for|on|about|with|in|pour|sur|für|bei|para|en|sobre)\s+(?:[\w-]+\s+){0,4}?(?:or\s+[\w-]+\s+)?"
                          r"(?:stuff|questions?|topics?|things|matters|issues|subjects|advice|domains?|sujets?|questions|"
                          r"themen|fragen|temas|preguntas|asuntos)\b", re.I)


# "when you answer technical questions", "quand tu réponds à des questions médicales": a topic, not measurable
_TOPIC_WHEN = rx(r"\b(?:when(?:ever)?|if)\s+(?:you\s+)?(?:answer|respond to|reply to|discuss|talk about)\s+"
                         r"(?:\w+\s+){0,3}?(?:questions?|topics?|subjects?)\b|\bquand tu réponds à des questions\b|"
                         r"\bwenn du (?:\w+\s+){0,2}fragen beantwortest\b|\bcuando respondas (?:a )?preguntas\b", re.I)


# ... but a technical topic is one memlock measures: the reply (or the user's message) is about code or commands
_TECHNICAL_TOPIC = rx(r"\b(?:technical|programming|coding|code|tech|dev|software|técnicas?|programación|techniques?|"
                              r"programmation|technische[n]?|programmier\w*)\s+(?:questions?|topics?|subjects?|preguntas|fragen)\b"
                              r"|\bquestions? (?:techniques?|de programmation)\b", re.I)


# "When I ask you to draft an email to a client, ...", "Cuando te pida un informe, ...": the replies to a request for
# one kind of text; the user's message decides (it names the thing asked for)
_ASKS_FOR = rx(
    r"\b(?:when(?:ever)?|if)\s+i\s+(?:ask|want)\s+(?:you\s+)?(?:for|to\s+(?:draft|write|prepare|make|give\s+me|create|"
    r"produce|put\s+together))\s+(?:a|an|the|some|my)?\s*(?:\w+\s+)?(?P<en>[a-z]{3,}(?:-[a-z]{3,})?)"
    r"(?:\s+or\s+(?P<or>[a-z]{3,}))?\b|"
    r"\bcuando\s+te\s+(?:pida|pido|pregunte|pregunto)\s+(?:que\s+\w+\s+)?(?:por\s+|sobre\s+)?(?:un|una|el|la)\s+"
    r"(?P<es>\w{3,})|"
    r"\bquand\s+je\s+(?:te\s+|vous\s+)?demande\s+(?:de\s+\w+\s+)?(?:un|une|le|la|des)\s+(?P<fr>\w{3,})|"
    r"\bwenn\s+ich\s+(?:dich\s+|sie\s+)?(?:um|nach)\s+(?:einen|eine|ein|den|die|das)\s+(?P<de>\w{3,})|"
    r"\bquando\s+ti\s+chiedo\s+(?:un|una|il|la)\s+(?P<it>\w{3,})|"
    # "When drafting emails for me", "whenever you write a cover letter": a document drafted for the user
    r"\bwhen(?:ever)?\s+(?:you(?:'re|\s+are)?\s+)?(?:drafting|writing|composing|drafts?|writes?|compose)\s+"
    r"(?:an?\s+|the\s+|any\s+)?(?:\w+\s+)?(?P<doc>e-?mails?|letters?|memos?|newsletters?|announcements?|invitations?)\b|"
    # "Release notes: one ## heading per section", "Changelogs: ...": a rule headed by the document it is for
    r"^\W*(?P<label>release|changelog|readme|newsletter|memo|announcement|invitation)s?(?:\s+notes?)?\s*:|"
    # "anything I'll send to a client", "what goes out to customers": the texts drafted for that reader
    r"\b(?:i(?:'ll|\s+will|'m\s+going\s+to)?|we(?:'ll|\s+will)?)\s+(?:send|forward|pass\s+on|hand)\s+(?:out\s+)?to\s+"
    r"(?:a|an|the|my|our|any)?\s*(?P<to>clients?|customers?|users?|partners?|investors?|vendors?|suppliers?|candidates?|"
    r"recruiters?|landlords?|professors?|teachers?|bosse?s?|managers?)\b|"
    r"\b(?:goes|go|going|sent)\s+(?:out\s+)?to\s+(?:a|an|the|my|our|any)?\s*(?P<goes>clients?|customers?|partners?|investors?)\b",
    re.I)
_ASKS_GENERIC = frozenset("""answer answers reply replies response responses code summary summaries command commands
question questions explanation help it something anything more detail details example examples list lists""".split())


# "no headings in emails", "keine Überschriften in E-Mail-Entwürfen", "pas d'emoji dans les mails": replies that are
# an email (the user's message asks for one: it names a mail)
_FORM_OBJECTS = frozenset({"headings", "list", "emoji", "length", "markdown", "tables"})
_MAIL_SCOPE = rx(r"\b(?:in|im|in den|in der|for|für|bei|dans|dans les|dans mes|pour|pour les|en|en los|en las|para|"
                         r"para los|nelle|nei|w|in de|into|to)\s+(?:[\w'-]+(?:\s*[/,]\s*|\s+(?:(?:or|and|o|y|ou|et|oder|und)\s+)?))"
                         r"{0,2}?(?:e-?mails?|e-?mail-\w+|mails?|correos?|courriels?|"
                         r"e-?maila?ch|wiadomościach e-mail)\b", re.I)


# "no emoji in emails or docs", "en correos o documentos formales", "keine Emojis in Berichten": replies that are a
# document (a doc, a report) drafted for the user
_DOC_SCOPE = rx(r"\b(?:in|im|in den|in der|for|für|bei|dans|dans les|dans mes|pour|pour les|en|en los|en las|para|"
                        r"para los|nelle|nei|w|in de|or|and|o|y|ou|et|oder|und|e|/)\s*(?:\w+\s+)?(?:docs?|documents?|"
                        r"documentation|documentos?|documentación|doku|dokumente?n?|dokumentation|documenti|"
                        r"reports?|informes?|rapports?|berichte?n?|relatórios?)\b", re.I)


def _asks_for(piece: str, found_objects: frozenset[str] = frozenset()) -> str:
    """The thing a rule's replies were asked for ("email", "informe"), or "" for none this reads. A rule on the form
    of the text ("no headings in emails") speaks to replies that are an email."""
    found = _ASKS_FOR.search(piece)
    if found and EXCEPT_BEFORE.search(piece[:found.start()]):
        found = None  # "except when I ask for a translation": the request waives the rule, it does not scope it
    if not found:
        if not found_objects or not found_objects <= _FORM_OBJECTS or not _MAIL_SCOPE.search(piece):
            return ""
        return "mail|doc" if _DOC_SCOPE.search(piece) else "mail"
    noun = next(g for g in found.groups() if g).lower()
    other = (found.group("or") or "").lower()
    if other and noun not in _ASKS_GENERIC and other not in _ASKS_GENERIC:
        return f"{noun}|{other}"  # "when I ask for titles or headlines": a request for either
    if found.group("doc"):  # "emails", "e-mail": "mail", found in "email" and "e-mail" alike
        noun = re.sub(r"^e-?(?=mail)|s$", "", noun)
    if found.group("to") or found.group("goes"):  # "a client", "customers": the reader a drafted text is for
        noun = re.sub(r"(?<=[^s])s$|es$", "", noun)
    return "" if noun in _ASKS_GENERIC else noun


# "unless I (explicitly) ask for a list", "sauf si je demande une liste", "außer ich bitte um eine Liste", "salvo que te
# pida una lista", "a meno che non ti chieda un elenco"
_LIST_EXCEPTION = rx(
    r"\b(?:unless|except (?:when|if)|sauf (?:si|quand)|à moins que|außer(?: wenn)?|es sei denn|a menos que|salvo (?:que|si|cuando)|"
    r"excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto (?:se|quando)|a não ser que|tenzij)\b[^.;\n]{0,50}?"
    r"\b(?:lists?|bullet(?:ed)? (?:lists?|points?)|listes?|liste|listen|aufzählung\w*|listas?|elenco|elenchi)\b", re.I)


_COUNTING_POLICY = rx(r"\b(?:bullets?|bullet (?:points?|symbols?)|list items?|markers?)\s+(?:count|don'?t count|"
                              r"do not count|are counted|are included|included|themselves)\b", re.I)


_UNLESS_OPENS = rx(r"^\W*(?:unless|except (?:when|if)|sauf si|es sei denn|außer wenn|a menos que|salvo que|"
                           r"a meno che|a não ser que)\b", re.I)
# Code-block rules read together with the other readers of their clause (a fence and a tag, the comments' language)
_ALONGSIDE = ("comments", "comments_each", "tags_match", "one_command", "no_inline_code", "fenced_inline", "code_only_strict",
              "block_code", "block_commands", "block_first")


def _content_rules(piece: str) -> list[Clause]:
    """Rules about the reply's code blocks (:mod:`memlock_core.compliance.code_blocks`)."""
    when = "code_request" if WHEN_CODE_REQUEST.search(piece) else ""
    scoped = ("comments", "comments_each", "code_only_strict")
    return [Clause("coderule", "must", token, unless=unless, when=when if token in scoped else "",
                   words=piece.strip()[:40]) for token, unless in parse_code_rules(piece, number_value)]


_ABOUT_SOURCES_OR_CODE = rx(r"\b(?:sources?|quellen?|fuentes?|fontes?|fonti|citations?|cite|references?|code|codes?|"
                                    r"c[óo]digo|codice|snippets?|examples?|ejemplos?|exemples?|beispiele?)\b|出典|コード", re.I)
_ALLOWS_ONLY = rx(r"\b(?:suffit|suffices|is enough|genügt|reicht|basta|es suficiente|é suficiente)\b|で十分", re.I)


def _judged(piece: str) -> bool:
    """A clause about sources or code that needs judgement, or only allows something: no check reads it."""
    return bool(_ABOUT_SOURCES_OR_CODE.search(piece) and (judgement(piece) or _ALLOWS_ONLY.search(piece))
                and not re.search(r"\d", piece))


def _source_rules(piece: str, text: str = "") -> list[Clause]:
    """Rules about the reply's sources (:mod:`memlock_core.compliance.sources`); ``text`` is the whole rule."""
    parsed = parse_source_rules(piece, text)
    topic = parsed.when if parsed.when.startswith("topic:") else ""  # "every claim about laws": on that topic only
    out = [Clause("srcrule", "must", token, when=topic, words=piece.strip()[:40]) for token in parsed.tokens]
    if "no_invented" in parsed.tokens:  # "cite sources, with a link, and never invent a URL": the rest is read too
        rest = without_invented(piece)
        out += (_source_rules(rest, without_invented(text)) or read_sources(rest)) if rest != piece else []
    if parsed.kind:
        out.append(Clause("sources", "must", parsed.kind, when=parsed.when, words=piece.strip()[:40]))
    return out


# "..., otherwise English", "sonst auf Deutsch", "sinon en anglais": the reply's language when the condition of the
# rule's language is not met
_OTHERWISE = rx(rf"[,;]?\s*\b(?:otherwise|or else|else|sonst|ansonsten|andernfalls|sinon|autrement|si no|"
                        rf"de lo contrario|en caso contrario|altrimenti|senão|caso contrário|anders|"
                        # "For any other language an English answer is OK", "Anything else, English works"
                        rf"(?:for|in)\s+(?:any|all|every)\s+other\s+languages?|anything else|für alle anderen sprachen|"
                        rf"pour (?:toute autre langue|les autres langues)|para (?:cualquier otro idioma|los demás idiomas)|"
                        rf"per (?:ogni altra lingua|le altre lingue)|para (?:qualquer outra língua|as outras línguas)|"
                        rf"voor (?:elke andere taal|andere talen)|w przeciwnym (?:razie|wypadku))\b[,:]?\s+"
                        rf"(?:(?:{SPEAK})\w*\s+)?(?:(?:in|en|auf|em|op)\s+)?(?:the\s+|el\s+|le\s+|het\s+|an?\s+)?"
                        rf"(?P<lang>{LANG_NAMES})(?![\w-])[^.;\n]{{0,20}}?[.;!]?\s*$", re.I)
# "Anything else, English works": the other language said as good enough, a permission like "is fine"
_WORKS = rx(r"\W*(?:works|will do|does it|geht (?:auch|klar)|passt|ça marche|ça va|vale|sirve|va bene|funziona|serve|"
            r"werkt|is prima)\b", re.I)
_ABOUT_CODE = rx(r"\b(?:when(?:ever)?|if)\s+i\s+ask\s+(?:you\s+)?(?:about|questions about)\s+(?:code|programming)\b|"
                         r"\bfor (?:code|coding|programming) questions\b|\bwenn ich (?:dich )?nach code frage\b|"
                         r"\bbei (?:code|programmier)-?fragen\b|\bquand je (?:te )?pose des questions sur le code\b|"
                         r"\bcuando (?:te )?pregunte (?:sobre|por) código\b|"
                         # "when I talk to you about code", "quand je te parle de code", "quand on parle de code", "wenn es
                         # um Code geht", "cuando te hable de código", "quando parlo di codice"
                         r"\b(?:when(?:ever)?|if)\s+(?:i|we)\s+(?:talk|speak|chat)\s+(?:to\s+you\s+|with\s+you\s+)?about\s+"
                         r"(?:code|programming)\b|\b(?:quand|lorsque|si)\s+(?:je\s+(?:te\s+|vous\s+)?|on\s+)parle\s+"
                         r"(?:de\s+|du\s+)(?:code|programmation)\b|\bwenn\s+es\s+um\s+(?:code|programmier\w*)\s+geht\b|"
                         r"\bcuando\s+(?:te\s+)?habl(?:e|emos)\s+de\s+(?:código|programación)\b|"
                         r"\bquando\s+(?:ti\s+)?parl(?:o|iamo)\s+di\s+(?:codice|programmazione)\b", re.I)


# "Default to English, but if I write in Spanish, switch to Spanish", "Par défaut en anglais ; si je t'écris en
# espagnol, réponds en espagnol": the language for every other reply named first
_DEFAULT_FIRST = rx(rf"^\W*(?:default(?:s)?\s+to|by default(?:,)?(?:\s+(?:{SPEAK})\w*)?(?:\s+in)?|"
                            rf"(?:normally|usually|generally)\s+(?:{SPEAK})\w*\s+in|par défaut(?:\s+(?:{SPEAK})\w*)?\s+en|"
                            rf"standardmäßig(?:\s+auf)?|por defecto(?:\s+en)?|di default(?:\s+in)?)\s+"
                            rf"(?P<lang>{LANG_NAMES})(?![\w-])\s*[,;.:]?\s*(?:but|mais|aber|pero|ma|mas)?\s*", re.I)


def _default_first(text: str) -> ReplyRule | None:
    """A default language, then the conditional one ("Default to English, but if I write in Spanish, switch to
    Spanish"): the conditional language and the default for every other reply, as "..., otherwise English"."""
    found = _DEFAULT_FIRST.match(text)
    if not found or not text[found.end():].strip():
        return None
    inner = parse_reply_rule(text[found.end():])
    wanted = [c for c in inner.clauses if c.object == "language" and c.polarity == "must"]
    other = LANGUAGES[found.group("lang").lower()]
    if len(wanted) != 1 or not wanted[0].when.startswith("user_writes:") or wanted[0].value == other:
        return None
    return ReplyRule(text=text, clauses=inner.clauses + (Clause("language", "else", other, words=found.group(0).strip()),),
                     count_code=inner.count_code, unparsed=inner.unparsed)


def _with_otherwise(text: str) -> ReplyRule | None:
    """"If I write in German, answer in German; otherwise English", "Wenn ich nach Code frage, antworte auf Englisch,
    sonst auf Deutsch": the conditional language and the one for every other reply, or None when the rule is not
    of that shape."""
    found = _OTHERWISE.search(text)
    if not found and otherwise_first(text):  # "..., en français sinon": the other language said first (otherwise_last)
        text = otherwise_first(text) or text
        found = _OTHERWISE.search(text)
    if not found or not found.start():
        return None
    inner = parse_reply_rule(text[:found.start()])
    wanted = [c for c in inner.clauses if c.object == "language" and c.polarity == "must"]
    if len(wanted) != 1 or "|" in wanted[0].value or wanted[0].value == "user":
        return None
    clause = wanted[0]
    if ALLOWANCE.search(text[found.end("lang"):]) or _WORKS.match(text[found.end("lang"):]):
        # "when I write in Spanish reply in Spanish, otherwise English is fine": a permission, not a second rule; the
        # conditional one stands alone (other replies are not judged)
        return ReplyRule(text=text, clauses=inner.clauses, count_code=inner.count_code, unparsed=inner.unparsed) \
            if clause.when else None
    if not clause.when:
        # "when I ask about code", "wenn ich nach Code frage": questions about code (a technical exchange); "when I ask
        # for code": replies to a request for code
        about = _ABOUT_CODE.search(text)
        if not about and not WHEN_CODE_REQUEST.search(text):
            return None
        clause = Clause(**{**clause.__dict__, "when": "technical" if about else "code_request"})
    other = LANGUAGES[found.group("lang").lower()]
    if other == clause.value:
        return None
    clauses = tuple(clause if c is wanted[0] else c for c in inner.clauses) + (Clause("language", "else", other,
                                                                                     words=found.group(0).strip()),)
    return ReplyRule(text=text, clauses=clauses, count_code=inner.count_code, unparsed=inner.unparsed)


# a count with nothing counted after it ("max ONE per message"): it counts what the rule spoke of before
# (after a "but" too, and the bound said as a wish: "pero que no haya más de uno por respuesta", "mais pas plus d'un")
_BARE_COUNT = rx(rf"^\W*(?:(?:but|pero|mais|aber|ma|mas)\s+)?(?:max(?:imum)?\.?|at most|no more than|not more than|up to|"
                         rf"höchstens|maximal|au maximum|au plus|como máximo|al massimo|que\s+no\s+(?:haya|pongas|uses)\s+más\s+de|"
                         rf"no más de|pas plus d(?:e|['’](?=un))|nicht mehr als|non più di|não mais (?:de|que)|niet meer dan)\s*"
                         rf"(?P<count>(?:{NUMBERS})(?:\s+(?:per|a|each|in a|in each|pro|par|por)\s+\w+)?)"
                         rf"\W*$|^\W*(?:{NUMBERS})(?:\s+(?:per|a|each|in a|in each)\s+\w+)?\s+(?:max(?:imum)?|at most|tops)\W*$",
                         re.I)


# a clause closed by a bare "none" ("in emails, none", "en correos, ninguno", "dans les mails, aucun"): none of what the
# rule spoke of before
# "When you mention a law", "wenn du dich auf ein Gesetz beziehst", "quand tu cites une loi": the mention is the scope
# (the law named in any exchange), not a legal question
_LAW_MENTION = rx(r"\b(?:when(?:ever)?|if)\s+you\s+(?:mention|cite|refer(?:\s+to)?|reference|quote|name|invoke|bring up)"
                          r"\s+(?:a|an|any|the|some)?\s*(?:law|statute|act|regulation|legal (?:rule|provision))s?\b|"
                          r"\bwenn\s+du\s+(?:dich\s+auf\s+)?(?:ein|einem|das|ein)?\s*gesetz\w*\s+(?:beziehst|nennst|zitierst|erwähnst)|"
                          r"\bwenn\s+du\s+(?:ein|das)\s+gesetz\s+(?:nennst|zitierst|erwähnst)|"
                          r"\b(?:quand|si|lorsque)\s+tu\s+(?:cites?|mentionnes?|évoques?)\s+(?:une|la|un)\s+(?:loi|texte de loi)|"
                          r"\b(?:cuando|si)\s+(?:menciones|cites|nombres)\s+(?:una|la|alguna)\s+ley", re.I)
_ELLIPTIC_BAN = rx(r"^\W*(?:but\s+|mais\s+|aber\s+|pero\s+)?(?:never|not|jamais|pas|nie|nunca|nie)\s+"
                           r"(?:dans|in|en|on|im|in\s+den|for|pour|für|para)\b", re.I)
_BARE_NONE = rx(r"[,:–—-]\s*(?:none(?: at all)?|ningun[oa]|nada|aucuns?|aucunes?|keine|gar keine|nessun[oa]|"
                        r"nenhum|geen|żadnych|zero)\W*$", re.I)


_ONE_LINE_EXCEPT = rx(r"\b(?:except|other than|apart from|unless it'?s|but not)\s+(?:for\s+|in\s+|on\s+)?(?:a\s+)?"
                              r"(?:one-?line|single-?line|one-?liner)s?\b|\bsauf (?:pour )?les réponses d'une ligne\b|"
                              r"\baußer bei einzeiligen\b|\bexcepto (?:en )?(?:las )?respuestas de una línea\b", re.I)


def parse_reply_rule(text: str) -> ReplyRule:
    """The rule's clauses; see the module docstring. Memoized by text (a ReplyRule is immutable): a pin's text
    is read again on every turn by detection and by the proposal."""
    if not isinstance(text, str) or not text.strip():
        return ReplyRule(text="")
    parsed = _parse_mended(text)
    kept = drop_granted(text, parsed.clauses)  # "you may use tables": a permission asks for no table
    kept = mend_clauses(text, kept)  # what one sentence of the rule says of another (clause_mends.py)
    kept = tuple(mend_language_request(text, kept))  # "Another language only when I ask": language_on_request.py
    if not any(c.object == "case" for c in kept) and parsed.unparsed:
        # "it's 'GitHub', 'JavaScript' — get the capitalisation right": the names in one piece, the cue in the next
        kept = (*kept, *read_word_case(text))
    if any(c.object == "length" and c.value == "items" and c.bound == "max" for c in kept) and per_reply(text):
        # "max 5 bullet points per answer": the items of all its lists counted together (list_total.py)
        kept = (*kept, Clause("shape", "must", ITEMS_TOTAL, words=text.strip()[:40]))
    return parsed if kept == parsed.clauses else replace(parsed, clauses=kept)


@functools.lru_cache(maxsize=256)
def _parse_mended(text: str) -> ReplyRule:
    mended = mend_typos(text, REPLY_KEY_WORDS)  # "pls no emjois": a key word typed with one slip
    mended = without_allowance_aside(mended)  # "nada de inglês (código pode)": the bracket allows, it asks nothing
    mended = without_forget_not(mended)  # "Don't forget to answer in bullets" asks for bullets (forget_not.py)
    mended = with_number_phrases(mended)  # "a hundred and fifty words" is 150, not 50 (number_phrases.py)
    parsed = replace(_parse_reply_rule(mended), text=text) if mended != text else _parse_reply_rule(text)
    mirror = mirror_rule(text)
    if mirror:  # "영어로 물어보면 영어로, 한국어로 물어보면 한국어로": the user's language (mirror_languages.py)
        value, _, when = ("user", "", "") if mirror == "user" else (mirror[12:], "", mirror)
        kept = tuple(c for c in parsed.clauses if c.object != "language")
        conflict = "" if parsed.conflict.startswith("several reply languages") else parsed.conflict
        parsed = replace(parsed, conflict=conflict,
                         clauses=(*kept, Clause("language", "must", value, when=when, words=text.strip()[:40])))
    return parsed


# "no walls of text: if it's more than ~150 words break it up", "keine Textwände über 150 Wörter", "pas de pavés de plus
# de 150 mots": no paragraph of prose longer than that many words
_WALL_OF_TEXT = rx(r"\bwalls? of text\b|\btextw[äa]nde?\b|\bbleiwüste\b|\bpav[ée]s?\b|\bmuros? de texto\b|"
                           r"\bmuri di testo\b", re.I)
_WALL_WORDS = rx(r"(?:~|about|around|roughly|environ|etwa|ca\.?|unos|circa)?\s*(?P<n>\d{2,4})\s*"
                         r"(?:words?|mots|wörter|palabras|parole)\b", re.I)


def _wall_of_text(text: str) -> ReplyRule | None:
    wall = _WALL_OF_TEXT.search(text)
    size = _WALL_WORDS.search(text) if wall else None
    if wall is None or size is None:
        return None  # "no walls of text" with no size: a judgement memlock leaves unchecked
    return ReplyRule(text=text, clauses=(Clause("partlen", "must", f"paragraph:words:{int(size.group('n'))}",
                                                words=wall.group(0)),))


# a piece that only bans marks ("# や ### は使わないで", "no # or ###"): read with the rule's other heading clauses
_HASH_ONLY_PIECE = rx(r"[^\w#]*(?:\w+\s+)?#+(?:\s*(?:や|と|、|,|/|and|or|nor|ni|ou|oder|o)\s*#+)*\s*\S{0,12}\W*")


# "emojis are fine in chat but never in commit messages or code", "les tableaux sont ok ici mais jamais dans les docs": an
# allowance in one place, then a ban in another with no object of its own (the allowance's object)
_FINE_BUT_NEVER = rx(r"^\W*(?P<obj>[^\W\d][\w'-]*(?:\s+[^\W\d][\w'-]*)?)\s+(?:are|is|sont|est|sind|ist|son|es)\s+"
                     r"(?:fine|ok|okay|allowed|permis|erlaubt|permitid[oa]s?)\s+(?:in|for|en|dans|im|in der)\s+[^,;.]{1,30}?,?\s+"
                     r"(?:but|mais|aber|pero)\s+(?:never|not|jamais|pas|nie|nicht|nunca|no)\s+(?P<place>(?:in|en|dans|im|in den)\s+"
                     r"[^.;]{2,60}?)\W*$", re.I)


# the objects a rule on one kind of drafted text ("tweet drafts: 280 characters max") is scoped by it (draft_scope.py)
_KIND_SCOPED = frozenset({"length", "emoji", "datetime", "marker"})


@functools.lru_cache(maxsize=256)
def _parse_reply_rule(text: str) -> ReplyRule:
    pronoun = resolve_pronoun(text, _parse_reply_rule)  # "..., so don't use them": the reason's object (reason_pronoun.py)
    if pronoun is not None:
        return replace(pronoun, text=text)
    conditioned = with_length_condition(text, _parse_reply_rule)  # "If your answer is under 100 words, no headings"
    if conditioned is not None:  # the length is which replies the rule speaks to (length_condition.py)
        return conditioned
    otherwise = _with_otherwise(text) or _default_first(text) or two_audiences(text)  # audience_languages.py
    if otherwise is not None:
        return otherwise
    fine = _FINE_BUT_NEVER.match(text)
    if fine:  # read as the ban it ends with: "no emojis in commit messages or code"
        banned = _parse_reply_rule(f"no {fine.group('obj')} {fine.group('place')}")
        if banned.clauses and not banned.conflict:
            return replace(banned, text=text)
    wall = _wall_of_text(text)
    if wall is not None:
        return wall
    judged = without_judged_ban(text)  # "no code unless it's really needed, and if so: Go": code_needed.py
    if judged is not None:
        return replace(_parse_reply_rule(judged), text=text) if judged else ReplyRule(text=text, unparsed=(text,))
    on_headings = read_heading_language(text)  # "見出しは英語ではなく日本語で": the headings' language (heading_language.py)
    if on_headings:
        return ReplyRule(text=text, clauses=on_headings)
    refused = refused_abbreviations(text)  # "never abbreviate 'units' as U or IU": abbreviation_bans.py
    if refused:
        return ReplyRule(text=text, clauses=tuple(Clause("number_shape", "must_not", p, words=text.strip()[:40])
                                                  for p in refused))
    unit_words = parse_unit_words(text)  # "시간 단위는 한국어로, 숫자와 붙여 (5분, 30초)": unit_words.py
    if unit_words:
        return ReplyRule(text=text, clauses=unit_words)
    if parse_translation_rule(text):  # "When I ask for a translation, only the translation, in the target language"
        alone = (Clause("shape", "must", ALONE, when=TRANSLATION_REQUEST, words=text.strip()[:40]),) \
            if asks_translation_alone(text) else ()  # "only the translation, no comments": nothing beside it
        return ReplyRule(text=text, clauses=(Clause("language", "must", TARGET, when=TRANSLATION_REQUEST,
                                                    words=text.strip()[:40]), *alone))
    files = emoji_rule.FILES.search(text) if EMOJI.search(text) else None
    if files and negated(text, files.start(), files.end()) or files and re.search(
            r"\b(?:never|not|no|nie|jamais|nunca|mai|kein\w*|pas)\s+(?:\w+\s+)?$", text[:files.start()], re.I):
        # "Emojis are fine in chat but never in files you write": the files a tool call writes, not the reply
        # ("... in the documentation files (README, docs/)": the documents alone, not every file)
        where = "in:docs" if written_scope.docs_named(text[files.start():files.end() + 40]) else "in:files"
        return ReplyRule(text=text, clauses=(Clause("emoji", "must_not", words=files.group(0), bound=where),))
    written = emoji_rule.written_places(text) if EMOJI.search(text) else ""
    if written:  # "emojis are fine in chat, but never put them in code, comments or docs": what tool calls write
        # (region code: a reply's code blocks and every text a tool call writes, never the chat itself)
        return ReplyRule(text=text, clauses=(Clause("emoji", "must_not", words=written, bound="in:code"),))
    clauses: list[Clause] = []
    unparsed: list[str] = []
    # "No emoji. Ever.", "keine Emojis, nirgends": a ban with no place left out reaches code and commit messages too
    count_code = bool(_COUNT_CODE.search(text)) or bool(EMOJI.search(text) and emoji_rule.EVERYWHERE.search(text)
                                                      and not ANSWER_NOUN.search(text) and not emoji_rule.names_region(text))
    last: list[Clause] = []
    before = ""
    for piece in _pieces(ban_lists.distribute(text)):  # "no bullets, bold or headers": each banned
        if not piece or not piece.strip():
            continue
        # "headings are fine but keep them to max 4 words": the part the clause before named (part_pronoun.py)
        resolved, before = with_antecedent(piece, before, PART_NOUN), piece
        piece = resolved if resolved != piece and part_length(resolved)[0] else piece
        if EMOJI.search(text) and not EMOJI.search(piece) and _ELLIPTIC_BAN.match(piece) \
                and _asks_for(piece, frozenset({"emoji"})):
            # "Emoji are fine in our Slack drafts, but never in anything I'll send to a client": the emoji, banned there
            piece = f"{piece.rstrip(' .!')} (no emoji)"
        elif EMOJI.search(text) and not EMOJI.search(piece) and _BARE_NONE.search(piece):
            # "Emojis sí, pero ...; en correos o documentos formales, ninguno": none of the emoji the rule spoke of
            piece = f"{piece[:_BARE_NONE.search(piece).start()]} (no emoji)"  # type: ignore[union-attr]
        elif EMOJI.search(text) and not EMOJI.search(piece) and _BARE_COUNT.match(piece):
            # "emoji are fine but max ONE per message": a count of the emoji ("que no haya más de uno": at most one)
            count = _BARE_COUNT.match(piece).group("count")  # type: ignore[union-attr]
            piece = f"max {count} emoji" if count else f"{piece.rstrip(' .!')} emoji"
        elif _BARE_COUNT.match(piece):
            # "Chill with the exclamation marks. one per reply at most.": a count of the mark the rule spoke of
            marks = [m for m in (re.search(rf"\b(?:{words})", text, re.I) for _, words in CHAR_WORDS[:4]) if m]
            piece = f"{piece.rstrip(' .!')} {marks[0].group(0)}" if len(marks) == 1 else piece
        found: list[Clause] = []
        if EMOJI.search(piece) and emoji_rule.only_commits(piece):
            # "Emojis nur in Commit-Messages, sonst nirgends": none anywhere but in the commit messages a call writes
            clauses.append(Clause("emoji", "must_not", words=emoji_rule.only_commits(piece), region="commits"))
            last, count_code = clauses[-1:], True
            continue
        forms = item_form.parse_rule(piece)
        if forms:  # "bullets: no trailing periods, start each with a capital letter": each item's end and first letter
            clauses += [Clause("shape", "must", form, words=piece.strip()[:40]) for form in forms]
            last = clauses[-len(forms):]
            continue
        quote_first = error_quote.RULE.search(piece)
        if quote_first and not _content_rules(piece):
            # "quote the exact error message first, then explain": the order of the reply's parts (quoted in a code
            # block: read as a code rule, below)
            clauses.append(Clause("shape", "must", error_quote.ERROR_QUOTE_FIRST, words=quote_first.group(0)))
            last = clauses[-1:]
            continue
        per_step = step_commands.RULE.search(piece)
        if per_step:  # "un solo comando por paso": the commands counted in each step, the rest of the clause read on
            clauses.append(Clause("shape", "must", step_commands.ONE_COMMAND_STEP, words=per_step.group(0)))
            piece = piece[:per_step.start()] + piece[per_step.end():]
        if _judged(piece):
            unparsed.append(piece.strip())  # "only trustworthy sources", "code examples when they'd help": judgement
            continue
        # "Max 5 lines per answer, code counts too": how the reply's length is counted, no limit on its code blocks
        content = _content_rules(_COUNT_CODE.sub(" ", piece))
        if narration_ban(piece, text):  # "Don't narrate what the code does": comments, not code (comment_reason.py)
            if not any(c.value == WHY_COMMENTS for c in clauses + content):
                clauses.append(Clause("coderule", "must", WHY_COMMENTS, words=piece.strip()[:40]))
            continue
        if [c.value for c in content] in (["no_commit_blocks"], ["no_comments"], [WHY_COMMENTS]):
            clauses += content  # "no code blocks in commit messages you write for me": the messages it proposes
            last = content
            continue
        spec = parse_commit_rule(piece)
        if spec is None and EMOJI.search(text) and not EMOJI.search(piece) \
                and re.search(r"\b(?:none|no|never|not)\b|\bkeine?\b|\baucuns?\b|\bningun[oa]?\b|\bnessun[oa]?\b", piece, re.I):
            # "Emoji are fine when we're just chatting, but none in anything I'll paste into a commit message": the
            # emoji the rule spoke of before
            spec = parse_commit_rule(piece + " (no emoji)")
        if spec:  # "commit messages: imperative mood, subject line max 50 chars": the messages it proposes
            found_commit = [Clause("commit", "must", spec.encode(), words=piece.strip()[:40])]
            clauses += found_commit
            last = found_commit
            aside = commit_aside.reply_part(piece)  # "Réponds en français, sauf pour les messages de commit ...": the reply
            if aside:
                piece = aside
            elif not ANSWER_NOUN.search(piece) and not _COUNT_CODE.search(piece) \
                    and not (EMOJI.search(piece) and emoji_rule.scoped_ban(piece)) \
                    and not (spec.language and read_comment_language(piece)):
                continue  # "... in commit messages or replies", "... includes code blocks": the reply too, read below
                # ("code comments and commit messages in English": the comments' language, read below)
        bullets = emoji_rule.AS_BULLETS.search(piece) if EMOJI.search(piece) else None
        if bullets and (negated(piece, EMOJI.search(piece).start(), EMOJI.search(piece).end())  # type: ignore[union-attr]
                        or negated(piece, bullets.start(), bullets.end())):
            # "Don't use emoji as bullet points": the list markers, not emoji anywhere nor lists at all
            clauses.append(Clause("emoji", "must_not", "bullets", words=bullets.group(0)))
            last = clauses[-1:]
            continue
        first_line = emoji_rule.FIRST_LINE_ONLY.search(piece) if EMOJI.search(text) else None
        if first_line:  # "emoji ok, but only in the first line / greeting": none after the reply's opening line
            clauses = [c for c in clauses if c.object != "emoji"]
            clauses.append(Clause("emoji", "must_not", words=first_line.group(0), region="first_line"))
            last = clauses[-1:]
            continue
        if EMOJI.search(piece) and emoji_rule.UNREAD_PLACE.search(piece):
            unparsed.append(piece.strip())  # "Only use emoji in bullet points": a place no check reads, not a list rule
            continue
        if EMOJI.search(piece) and emoji_rule.names_region(piece) and read_emoji(piece):
            # "no emoji in code comments or docstrings": an emoji rule on one region, not a rule about code
            clauses += read_emoji(piece)
            last = read_emoji(piece)
            continue
        names_and_comments = read_names_and_comments(piece)
        if names_and_comments is not None:
            # "Variablennamen auf Englisch, Kommentare dürfen deutsch sein": the names' language, no reply's language
            clauses += names_and_comments
            last = names_and_comments
            continue
        comments = read_comment_language(piece)
        if comments:
            # "Réponds en français, commentaires de code en anglais": the reply's language before the comments' one
            head = piece[:COMMENTS.search(piece).start()]  # type: ignore[union-attr]
            cut = max(head.rfind(","), head.rfind(";"), head.rfind("—"), head.rfind("，"),
                      # "Türkçe cevap ver ama kod yorumları İngilizce olsun": a "but" joins the two without a comma
                      max((m.start() for m in _BUT_JOIN.finditer(head)), default=-1))
            tail = re.split(r"[,;，；—、]", piece[COMMENTS.search(piece).end():], maxsplit=1)  # type: ignore[union-attr]
            if permission.grants(tail[0]):
                comments = []  # "コードのコメントは英語でOK": the comments may be in English, not must
            if cut > 0 and not any(c.object == "language" for c in clauses):
                comments = [c for c in read_language(head[:cut]) if c.polarity == "must"] + comments
            if len(tail) > 1 and (ANSWER_NOUN.search(tail[1]) or permission.PROSE_NOUN.search(tail[1])) \
                    and not any(c.object == "language" for c in clauses + comments):
                # "Kommentare im Code auf Englisch, Antworten auf Deutsch": the replies' language after the comments'
                comments += [c for c in read_language(tail[1]) if c.polarity == "must"]
            clauses += comments + content
            last = comments + content
            continue
        if IDENTIFIER_NAMES.search(piece) and re.search(rf"(?<![\w]){LANG_NAMES}(?![\w])", piece, re.I):
            named = [Clause("style", "must", t, words=piece.strip()[:40]) for t in identifier_language(piece)]
            if named:  # "variable names in English, even when you answer in Spanish": the language of the code's names
                clauses += named
                last = named
                continue
            unparsed.append(piece.strip())  # "variable names in English, even when you answer in Spanish": the code's names
            continue
        if kept_terms.parse_keep_terms(piece) and (SPEAK_RE.search(piece) or kept_terms.refuses_translation(piece)
                                                    or not NOT_REPLY_OBJECT.search(piece)):
            # "Antworte auf Deutsch, Fachbegriffe nicht übersetzen": the reply's language, and the user's terms kept
            last = read_kept_terms(piece) + [c for c in read_language(piece) if c.polarity == "must"]
            clauses += last
            continue
        # a translation named in the rule's stated exception ("sauf si je demande une traduction") is no object of it
        if NOT_REPLY_OBJECT.search(LANG_EXCEPTION.sub(" ", piece)) and not ANSWER_NOUN.search(piece) \
                and not parse_code_style(piece) \
                and not (_DOC_WRITTEN.search(piece) and any(heading_clause(c) for c in read_shape(piece) + read_headings(piece))) \
                and not re.search(r"\b(?:even|including|includes?|also|too|as well)\b", piece, re.I):
            unparsed.append(piece.strip())  # "never use emoji in commit messages": not the reply
            continue
        if _TOPIC_WHEN.search(piece) and not _TECHNICAL_TOPIC.search(piece):
            unparsed.append(piece.strip())
            continue
        topic = _TOPIC_SCOPE.match(piece)
        sourced = _source_rules(piece, text)
        domains = "+".join(t for t in rule_topics(piece) if t not in (FRONTEND, BACKEND)) if sourced or read_sources(piece) else ""
        # "For code questions: at most 50 words outside the code": a topic memlock measures (the exchange is about code)
        technical = bool(topic and _TECHNICAL_TOPIC.search(piece[:topic.end() + 30]))  # "questions de programmation"
        # "For API questions, link the official docs": replies that explain an interface, which memlock tells apart
        technical = technical or bool(topic and API_SCOPE.search(piece[:topic.end() + 30])
                                      and any(c.value == "docs" for c in read_sources(piece)))
        # "keep emojis out of technical explanations", "keine Emojis in technischen Antworten": those replies
        place = rule_scope.technical_place(piece) if not technical else ""
        if topic and not technical and not domains \
                and not (PROCEDURE_SCOPE.search(piece) or LIST_SCOPE.search(piece) or _YES_NO_SCOPE.search(piece)) \
                and not re.search(r"\b(?:all|every|any|each|tous|toutes|alle[ns]?|todas?|todos)\b", topic.group(0), re.I):
            unparsed.append(piece.strip())  # "for cooking stuff, link a source": a scope memlock cannot measure
            continue
        if domains:  # "For medical or legal stuff, link a source", "si tu affirmes un fait médical": those exchanges
            sourced = [c if c.value == "law_section" and _LAW_MENTION.search(piece)
                       else Clause(**{**c.__dict__, "when": f"topic:{domains}"}) for c in sourced]
        if sourced:
            clauses += sourced
            last = sourced
            continue
        if content and all(c.value not in _ALONGSIDE for c in content):
            # "keep code blocks under 20 lines": a rule about code blocks, not the reply's length; a part joined to it
            # that names no code is a rule of its own ("no tables, and keep code blocks under 20 lines")
            parts = _CONJOINED.split(piece)
            content = content + [c for part in (parts if len(parts) > 1 else []) if part and not _NAMES_CODE.search(part)
                                 and not _content_rules(part) for reader in _JOINED_READERS for c in reader(part)]
            clauses += content
            last = content
            continue
        if last and _UNLESS_OPENS.match(piece):
            # "No code in replies ... . Unless I say 'code:'": the exception of the sentence before
            _, unless = clause_scope(piece)
            if unless:
                for clause in last:
                    clauses[clauses.index(clause)] = Clause(**{**clause.__dict__, "unless": clause.unless or unless})
                last = []
                continue
        region = EXCEPT_REGION.search(piece)
        if region and last:
            # "Metric please. Except in tables - ...": the clauses before leave that region out
            name = region_name(region.group("r"))
            for clause in last:
                clauses[clauses.index(clause)] = Clause(**{**clause.__dict__, "region": name})
            last = []
            continue
        if _COUNT_CODE.fullmatch(piece.strip(" .!")) or re.fullmatch(r"\s*code blocks count too\.?\s*", piece, re.I):
            continue
        found += content
        for reader in READERS:
            if reader is read_code and any(c.value == "code_only_strict" for c in content):
                continue
            if reader is read_code and any(c.object == "length" for c in found):
                continue  # "code blocks count too" qualifies a length, it is not a code rule
            found += reader(piece)
        if domains:  # "For medical claims, cite a guideline": the sources of exchanges in that domain
            found = [Clause(**{**c.__dict__, "when": f"topic:{domains}"}) if c.object in ("sources", "srcrule")
                     and not c.when else c for c in found]
        shapes = {c.value for c in found if c.object == "shape"}
        if shapes:  # "Headings in Title Case", "no nested lists": the headings / lists the reply has, none asked for
            dropped: tuple[str, ...] = ("headings",) if shapes & HEADING_SHAPES else ("list", "lists")
            if NUMBERED_HEADINGS in shapes:  # "numérote les titres": the headings' numbers, no numbered list
                dropped = ("headings", "list", "lists")
            if "no_caps_headings" in shapes:  # "títulos no en mayúsculas": the headings' capitals, not the prose's
                found = [c for c in found if not (c.object == "register" and c.value == "no_caps")]
            found = [c for c in found if c.object not in dropped]
            if shapes & {TITLE_CASE, SENTENCE_CASE}:  # "nada de 'Title Case'": a case style named, not a word banned
                found = [c for c in found if not (c.object == "words" and re.search(r"\b(?:title|sentence)[- ]case\b",
                                                                                    c.value, re.I))]
                # "('Getting started' not 'Getting Started')": the case style shown by a pair, no word banned
                shown = [q.lower() for q in quoted_spans(piece)]
                found = [c for c in found if not (c.object == "words" and shown.count(c.value.lower()) >= 2)]
        if any(c.value == "no_inline_code" for c in content):  # "No inline code": blocks are fine
            found = [c for c in found if not (c.object == "code" and c.value == "code")]
        if _LIST_EXCEPTION.search(piece):  # "no bullet points unless I ask for a list": a request for one waives it
            found = [Clause(**{**c.__dict__, "unless": "list_request"}) if c.object in ("list", "lists")
                     and c.polarity == "must_not" and not c.unless else c for c in found]
        if technical or place:
            found = [c if c.when else Clause(**{**c.__dict__, "when": place or "technical"}) for c in found]
        if _YES_NO_SCOPE.search(piece):  # "for yes/no questions, two sentences max": replies to those questions
            found = [c if c.when else Clause(**{**c.__dict__, "when": "yes_no"}) for c in found]
        asked = _asks_for(piece, frozenset(c.object for c in found))
        if asked:  # the rule speaks to replies to that request only
            # "quand je demande une commande", "cuando te pregunto por un comando": a request for a command, however
            # asked ("¿Cuál es el comando para ...?")
            when = "command_request" if re.fullmatch(r"(?:command|commande|comando|befehl|kommando|comand)[oe]?s?", asked) \
                else f"asks:{asked}"
            found = [c if c.when else Clause(**{**c.__dict__, "when": when}) for c in found]
        elif found and {c.object for c in found} <= _FORM_OBJECTS and in_summaries(piece):
            # "Don't use markdown headers in Slack summaries": replies that are a summary asked for (summary_scope.py)
            found = [c if c.when else Clause(**{**c.__dict__, "when": "summary_request"}) for c in found]
        if any(c.object == "partlen" and c.value.startswith("heading:") for c in found) \
                and not re.search(r"\b(?:use|add|include|always|utilise|ajoute|verwende|benutze|usa|añade)\b", piece, re.I):
            # "Headings of at most 5 words": the length of the headings the reply has, none asked for
            found = [c for c in found if not (c.object == "headings" and c.polarity == "must" and c.value == "headings")]
        if any(c.object == "length" and c.value == "items" for c in found) and not _USE_LIST.search(piece):
            # "箇条書きは5項目以内", "Listes à puces : 5 éléments maximum": the lists the reply has, counted; none asked for
            found = [c for c in found if not (c.object == "list" and c.polarity == "must")]
            if any(c.object == "length" and re.search(CJK_NOT_EXCEED, c.words) for c in found):
                # "項目は5つを超えないで": the negation is the count's bound, no ban on lists
                found = [c for c in found if not (c.object in ("list", "lists") and c.polarity == "must_not")]
        if any(c.object == "length" for c in found) and _COUNTING_POLICY.search(piece):
            found = [c for c in found if c.object != "list"]  # "(bullets count, the symbols don't)": how to count
        found = _summary_size(_length_as_scope(found, piece))
        if found:
            clauses += found
            last = found
        else:
            unparsed.append(piece.strip())
    if not _MARKUP_NAMED.search(text):
        # "見出しは使わないで、普通の文章で", "No headings": no section title of any kind, a bold line standing in for
        # one too; a rule that names the markup ("no markdown headings", "no #") or allows bold bans the markup only
        clauses = [Clause(**{**c.__dict__, "value": "titles"}) if c.object == "headings" and c.polarity == "must_not"
                   and c.value == "headings" and not c.bound else c for c in clauses]
    first = next((c for c in clauses if c.object == "headings" and c.polarity == "must" and c.value == "first"), None)
    if first and _SINGLE_TITLE.search(text):
        # "a single H1 title at the top, never more than one H1", "start it with a single # title": that title, and
        # no other heading of its level
        top = first.bound or "1"
        clauses = [c for c in clauses if not (c.object == "headings" and c.bound in ("", top))] + [
            Clause("headings", "must", "single_top", bound=top, when=first.when, words=first.words)]
        if opens_every_reply(text):  # "Start every answer with a single H1 title": no title at all breaks it too
            clauses.append(Clause(**{**first.__dict__, "bound": top}))
    whole = heading_levels(text) if any(c.value == LEVELS for c in clauses) else None
    if whole:  # "Überschriften nur als ### – nie größer": the levels the whole rule allows, across its clauses
        clauses = [Clause(**{**c.__dict__, "bound": ",".join(map(str, whole))}) if c.value == LEVELS else c for c in clauses]
    level = heading_level_only(text)
    if level and any(c.value == LEVELS and str(level) in c.bound.split(",")
                     and {int(b) for b in c.bound.split(",")} & banned_levels(text) for c in clauses):
        # "見出しは ## まで。# や ### は使わないで": up to ## in one sentence, # banned in the next: ## alone
        # (a banned level glossed "# (H1)" asks for no H1 heading)
        clauses = [c for c in clauses if c.value != LEVELS and not (c.object == "headings" and c.bound.isdigit()
                                                                    and int(c.bound) in banned_levels(text))]
        clauses += [Clause("shape", "must", LEVEL_ONLY, bound=str(level), words=text.strip())]
        unparsed = [u for u in unparsed if not _HASH_ONLY_PIECE.fullmatch(u)]
    if level and not any(c.value in (LEVEL_ONLY, LEVELS) for c in clauses) and any(c.object == "headings" for c in clauses):
        # "Usa encabezados ## como máximo; nunca # ni ###": the level named in one clause, the others banned in the next
        clauses = [c for c in clauses if c.object != "headings"] + [
            Clause("shape", "must", LEVEL_ONLY, bound=str(level), words=text.strip())]
        unparsed = [u for u in unparsed if not heading_level_only(u) and not re.fullmatch(r"[^\w]*(?:\w+\s+)?[#\s,]+"
                                                                                             r"(?:\w+\s+#+)?\W*", u)]
    floor = None if level or any(c.value in (LEVEL_ONLY, LEVELS) for c in clauses) else heading_levels(text)
    if floor and floor[0] > 1 and floor[-1] == 6 and any(c.object == "headings" for c in clauses) \
            and all(c.value == "headings" and c.polarity == "must" for c in clauses if c.object == "headings"):
        # "Use H2 for sections, never H1": the level the headings start at, the deeper ones free (reply_shape._floor_only)
        clauses = [c for c in clauses if c.object != "headings"] + [
            Clause("shape", "must", LEVELS, bound=",".join(map(str, floor)), words=text.strip())]
        unparsed = [u for u in unparsed if not _HASH_ONLY_PIECE.fullmatch(u)]
    if refused_outside_tests(text) and any(c.object == "style" and c.value == "docstrings" for c in clauses):
        # "Docstrings on every public function — tests exempt": the exemption said in a piece of its own (test_code.py)
        clauses = [Clause(**{**c.__dict__, "value": "docstrings:nontest"}) if c.object == "style" and c.value == "docstrings"
                   else c for c in clauses]
        unparsed = [u for u in unparsed if not refused_outside_tests(u)]
    if _ONE_LINE_EXCEPT.search(text):  # "start with tl;dr, except for one-line answers": replies of more than a line
        clauses = [c if c.when or c.object in ("language", "tool") else Clause(**{**c.__dict__, "when": "multiline"})
                   for c in clauses]
    if _DOC_WRITTEN.search(text) and clauses and all(heading_clause(c) for c in clauses):
        # "In docs you write for me, number the section headings": the headings of the documents a tool call writes
        clauses = [Clause(**{**c.__dict__, "region": "only:files", "when": ""}) for c in clauses]
    elif clauses and all(c.object == "shape" and c.value in (LEVELS, LEVEL_ONLY) for c in clauses) and reaches_pages(text):
        # "Use H2 for sections, never H1 (the page already has a title)": the reply and the documents written
        clauses = [Clause(**{**c.__dict__, "region": "also:files"}) for c in clauses]
    if any(c.object == "length" and c.value == "emoji" for c in clauses) and emoji_rule.NEVER_IN_CODE.search(text) \
            and not any(c.object == "emoji" for c in clauses):
        # "at most one emoji per reply, and never in code": the count, and none in the reply's code
        clauses = clauses + [Clause("emoji", "must_not", words="code", bound="in:code")]
    if clauses and all(c.object in ("emoji", "chars") and c.polarity == "must_not" for c in clauses) \
            and app_text.scoped(text):
        # "sem emoji e sem ponto de exclamação nos textos do app": the strings of the app a tool call writes
        clauses = [Clause(**{**c.__dict__, "bound": "in:files"}) if c.object == "emoji"
                   else Clause(**{**c.__dict__, "region": "only:files"}) for c in clauses]
    wanted = [c for c in clauses if c.object == "language" and c.polarity == "must" and not c.when]
    wanted = [c for c in wanted if not refused_words(c.words)] if len(wanted) > 1 else wanted
    if len(wanted) == 1 and headings_language(text):
        # "Titres de section en français uniquement": the headings' language, no heading asked for (heading_language.py)
        clauses = [c for c in clauses if c.object not in ("language", "headings")] + [
            Clause(**{**wanted[0].__dict__, "region": "only:headings"})]
    if shell_script_wanted(text) and not any(c.value.startswith("languages:") for c in clauses):
        # "When I ask for a script, make it bash ...": the script asked for is a bash script (script_language.py)
        clauses.append(Clause("code", "must", "languages:bash", when=SCRIPT_REQUEST, words=text.strip()[:40]))
    kind = drafted_kind(text) if any(c.object == "marker" and not c.when for c in clauses) else ""
    if kind:  # "Sign off every email draft with 'Best regards, Dana'": the e-mails drafted (draft_scope.py)
        clauses = [Clause(**{**c.__dict__, "when": f"asks:{kind}"}) if c.object == "marker" and not c.when
                   and c.value in ("opens_with", "ends_with") else c for c in clauses]
    kind = text_kind(text) if any(not c.when and c.object in _KIND_SCOPED for c in clauses) else ""
    if kind:  # "tweet drafts: 280 characters max", "every Instagram caption you write ...": those texts (draft_scope.py)
        clauses = [c if c.when or c.object not in _KIND_SCOPED else Clause(**{**c.__dict__, "when": f"asks:{kind}"})
                   for c in clauses]
    if options_scope(text):  # "When you give me options, put them in a bulleted list": replies that offer choices
        clauses = [Clause(**{**c.__dict__, "when": OPTIONS}) if not c.when and c.object in ("list", "tables") else c
                   for c in clauses]
    subject = rule_scope.subject_scope(text)
    if subject:  # "when you explain an error, ...", "cuando te pregunto por un comando": replies on that subject only
        clauses = [c if c.when or c.object in ("language", "tool") else Clause(**{**c.__dict__, "when": subject})
                   for c in clauses]
    if WHEN_CODE_REQUEST.search(text):
        # "cuando te pida código, dame solo el código": the condition stood in a clause of its own; the code rules after
        # it speak to replies to a request for code
        # ("only the code" alone: a rule on the diff or the code's place reads its own scope)
        clauses = [Clause(**{**c.__dict__, "when": "code_request"}) if c.object == "code" and c.value == "only"
                   and not c.when else c for c in clauses]
    clauses = _with_exception(clauses)
    languages = {c.value for c in clauses if c.object == "language" and c.polarity == "must"}
    conflict = ""
    if len(languages) > 1:
        conflict = f"several reply languages ({', '.join(sorted(languages))}) in one rule"
    return ReplyRule(text=text, clauses=tuple(clauses), count_code=count_code, unparsed=tuple(unparsed), conflict=conflict)


# "for yes/no questions", "questions fermées", "Ja/Nein-Fragen", "preguntas de sí o no", "はい/いいえで答えられる質問"
_YES_NO_SCOPE = rx(r"\b(?:closed|yes[/ -]*(?:or[/ -]*)?no)[- ]questions?\b|"
                           r"\bquestions? (?:fermées?|(?:par |en )?oui[/ -]*(?:ou[/ -]*)?non)\b|"
                           r"\bja[/ -]*(?:oder[/ -]*)?nein[- ]?fragen?\b|"
                           r"\bgeschlossenen? fragen?\b|\bpreguntas? (?:de )?s[íi][/ -]*(?:o[/ -]*)?no\b|"
                           r"\bpreguntas? cerradas?\b|はい[/／・]?いいえ", re.I)
# ", and" / "; " / ", et" / ", und" / ", y": two rules side by side in one sentence
_CONJOINED = rx(r"\s*[,;]\s*(?:and|et|und|y|e)?\s+", re.I)
_NAMES_CODE = rx(r"\bcode\w*|c[óo]dig\w*|codice|snippets?|コード|代码|程式碼", re.I)


# what a part joined to a code-block rule may say of the reply: its structure, language, links (a mark or a word
# such as "no '...' stand-ins" beside a code rule is about the code)
_JOINED_READERS = (read_lists, read_headings, read_tables, read_markdown, read_sources, read_language, read_language_only)


def _summary_size(found: list[Clause]) -> list[Clause]:
    """"End with a one-line summary", "un resumen de una línea": the one line or sentence is the summary's size, which
    ``closing_summary`` reads; it is no limit on the whole reply. A named label leaves the closing line to ``ends_with``."""
    labelled = any(c.object == "marker" and c.value in ("ends_with", "opens_with") for c in found)
    if labelled and not any(c.object == "closing" and c.value == "closing_summary" for c in found):
        # "finish with one line that starts 'In short:'", "「結論：」で始まる一文で締めて": the labelled line's size
        return [c for c in found if not (c.object == "length" and c.value in ("lines", "sentences") and c.limit == 1
                                         and c.bound == "max")]
    if not any(c.object == "closing" and c.value == "closing_summary" for c in found):
        return found
    if any(c.object == "marker" and c.value == "ends_with" for c in found):
        # "... a one-line summary starting with TL;DR": the label it names is what ``ends_with`` reads
        return [c for c in found if not (c.object == "closing" and c.value == "closing_summary")]
    return [c for c in found if not (c.object == "length" and c.value in ("lines", "sentences") and c.limit == 1
                                     and c.bound == "max")]


def _length_as_scope(found: list[Clause], piece: str) -> list[Clause]:
    """"Headings on long answers (3 paragraphs or more)", "no headings in short replies under 5 lines": the length
    beside "long / short answers" says which replies the rule speaks to; it is no limit every reply must keep."""
    scoped = [c for c in found if c.when in ("long", "short") and c.object != "length"]
    if not scoped or len({c.when for c in scoped}) > 1:
        return found
    long = scoped[0].when == "long"
    scope = (LONG_SCOPE if long else SHORT_SCOPE).search(piece)
    if scope is None:
        return found
    for size in found:
        at = piece.find(size.words) if size.words else -1
        if size.object != "length" or size.when or size.value not in ("paragraphs", "lines", "words") or not size.limit \
                or size.bound != ("min" if long else "max") or at < 0 or not (scope.start() - 30 <= at <= scope.end() + 30):
            continue
        if long:
            when = f"{size.value}>{size.limit - 1}"
        else:
            when = f"{size.value}<{size.limit if STRICT.search(size.words) else size.limit + 1}"
        return [Clause(**{**c.__dict__, "when": when}) if c in scoped else c for c in found if c is not size]
    return found


def _with_exception(clauses: list[Clause]) -> list[Clause]:
    """A language for the replies to one request ("when I ask for an English e-mail, write it in English") is the
    exception of the rule's own language: a reply to a message that asks for that language may be in it. With no
    other language in the rule, the request's language alone says nothing every reply must do."""
    asked = [c for c in clauses if c.object == "language" and c.when == LANG_EXCEPTION_WHEN]
    if not asked:
        return clauses
    rest = [c for c in clauses if c not in asked]
    return [Clause(**{**c.__dict__, "unless": c.unless or "language_request"})
            if c.object == "language" and c.polarity == "must" and not c.when and c.value not in {a.value for a in asked}
            else c for c in rest]
