"""Evaluate pin checks: one verdict per checked pin for a reply or a tool call. Pure functions.

Outcomes: ``obeyed``, ``broken`` (with evidence a person can verify) or ``not_applicable`` (the
check does not speak to this reply: too short to have a format, prose too short to identify a
language, a tool the check does not cover). When in doubt the verdict is not_applicable: a false
"broken" costs the user a needless correction and trust in the tool.

What each reply check looks at:

* language, format and length: the reply's own prose - fenced code blocks are left out (a code
  sample is neither a bullet list nor French), and for language also inline code, URLs, paths and
  quoted passages;
* ``must_match`` / ``must_not_match``: the whole reply, code included.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.compliance import (
    address_case,
    audience,
    checklists,
    closing_recap,
    coarse_words,
    code_timestamps,
    date_names,
    document_scope,
    emoji_rule,
    error_quote,
    heading_language,
    help_offer,
    item_form,
    kept_terms,
    list_items,
    moralising,
    numbering_style,
    questions_back,
    register,
    reply_shape,
    rule_scope,
    source_placement,
    sources,
    step_commands,
    surname_address,
    tone,
    translation,
    week_dates,
)
from memlock_core.compliance import reply_conventions as conventions
from memlock_core.compliance import reply_form as form
from memlock_core.compliance import reply_structure as structure
from memlock_core.compliance import typography as typo
from memlock_core.compliance.apology import apology_verdict
from memlock_core.compliance.check import LENGTHS, ReplyCheck
from memlock_core.compliance.chinese_script import (
    NO_SIMPLIFIED,
    NO_TRADITIONAL,
    SIMPLIFIED,
    TRADITIONAL,
    script_verdict,
)
from memlock_core.compliance.clause_mends import USER_EMOJI
from memlock_core.compliance.closing_list import CLOSING_LIST, closing_list_verdict
from memlock_core.compliance.closing_summary import closing_summary_verdict
from memlock_core.compliance.code_blocks import code_rule_verdict, inline_code, prose_code, prose_commands
from memlock_core.compliance.code_style import code_style_verdict
from memlock_core.compliance.comment_request import asks_for_comments
from memlock_core.compliance.commit_message import commit_verdict, messages_in_reply
from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.conventions import names_zone
from memlock_core.compliance.currency import currency_verdict
from memlock_core.compliance.datetime_format import date_verdict
from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.language import LanguageIdentifier, identify_reply
from memlock_core.compliance.list_total import ITEMS_TOTAL, items_total_verdict
from memlock_core.compliance.markdown import BULLET, HEADING, INDENTED_CODE, NUMBERED, TABLE, own_text, parse
from memlock_core.compliance.option_offer import OPTIONS, offers_options
from memlock_core.compliance.outcomes import BROKEN as BROKEN  # re-exported: callers import outcomes from here
from memlock_core.compliance.outcomes import NOT_APPLICABLE as NOT_APPLICABLE
from memlock_core.compliance.outcomes import OBEYED as OBEYED
from memlock_core.compliance.outcomes import ComplianceVerdict
from memlock_core.compliance.part_length import part_limit_verdict
from memlock_core.compliance.patterns import MAX_SCAN_CHARS, around, compile_pattern, first_match
from memlock_core.compliance.reply_commands import tool_reply_parts
from memlock_core.compliance.reply_language import (
    closing_language_verdict,
    comment_language_verdict,
    language_verdict,
    one_language_verdict,
    user_language,
    user_not_in,
    without_closing,
)
from memlock_core.compliance.restate import restate_verdict
from memlock_core.compliance.tool_eval import check_tool_call as judge_call
from memlock_core.compliance.topics import in_topic
from memlock_core.compliance.unit_style import STYLES, unit_style_verdict
from memlock_core.compliance.units import about_cooking, code_quantities
from memlock_core.compliance.user_trigger import trigger_waived
from memlock_core.compliance.user_turn import (
    asks_for_code,
    asks_for_command,
    asks_for_comparison,
    asks_for_detail,
    asks_for_document,
    asks_for_explanation,
    asks_for_list,
    asks_for_procedure,
    asks_for_summary,
    asks_to_write,
    compared_options,
    names_code_language,
)
from memlock_core.compliance.voseo import NO_VOSEO, voseo_verdict
from memlock_core.compliance.yes_no import is_yes_no_question
from memlock_core.compliance.ymd_dot import KIND as YMD_DOT
from memlock_core.compliance.ymd_dot import verdict as ymd_dot_verdict

EVIDENCE_CAP = 200
MIN_FORMAT_WORDS = structure.MIN_FORMAT_WORDS


_LENGTH_UNITS = {name: unit for name, unit, _ in LENGTHS}
_CONDITION_WHY = {"list": "no list in the reply", "code": "no code in the reply",
                  "code_request": "code was not asked for", "procedure": "no procedure in the reply",
                  "summary_request": "no summary was asked for", "command_request": "no command was asked for",
                  "explanation": "nothing is explained (the user asked for no explanation)",
                  "comparison": "no comparison was asked for", "translation_request": "no translation was asked for",
                  "figures": "no figure in the reply", "cites": "the reply cites nothing",
                  "sourced": "nothing cited and no figure to source",
                  "cooking": "not about cooking (the rule speaks to recipes)",
                  "yes_no": "not a yes/no question (the rule speaks to those)"}
TONE_VERDICTS = {tone.NO_CAPS: tone.caps_verdict, tone.NO_HEDGING: tone.hedging_verdict,
                 tone.NO_FIRST_PERSON: tone.first_person_verdict, tone.NO_DISCLAIMERS: tone.disclaimers_verdict,
                 tone.NO_FILLER: tone.filler_verdict, tone.NO_END_QUESTION: tone.end_question_verdict,
                 help_offer.NO_OFFER_END: help_offer.offer_end_verdict}
_USER_WHEN = {"summary_request": asks_for_summary, "command_request": asks_for_command,
              "translation_request": translation.asks_for_translation,
              "explanation": asks_for_explanation, "comparison": asks_for_comparison, "yes_no": is_yes_no_question}


def _waived(check: ReplyCheck, part: str, text: str, user_message: str | None) -> str | None:
    """Why ``part`` does not speak to this reply (its ``when`` is not met or its ``unless`` is), or None."""
    when, unless = check.condition(part)
    if (unless == "comments_request" or part == "code:no_comments") and user_message is not None \
            and asks_for_comments(user_message):  # "write the loop, with comments pls": a "no comments" rule yields
        return "comments were asked for (the rule's exception)"
    if when is None and unless is None:  # most parts: nothing to waive them, and nothing to read
        return None
    if (when or "").startswith("says:") or (unless or "").startswith("says:"):  # "when I say 'tl;dr', ..." (user_trigger)
        return trigger_waived(when, unless, user_message)
    s = parse(text)
    if when == "procedure":
        asked = asks_for_procedure(user_message) if user_message is not None else None
        if not structure.is_procedure(s, asked):
            return _CONDITION_WHY[when]
    elif when == "list" and not s.of(BULLET, NUMBERED):
        return _CONDITION_WHY[when]
    elif when == "code" and not (s.code or s.of(INDENTED_CODE)):
        return _CONDITION_WHY[when]
    elif when == "code_request":
        if user_message is not None and not asks_for_code(user_message):
            return _CONDITION_WHY[when]
        if user_message is None and not (s.code or s.of(INDENTED_CODE)):
            return "no code in the reply (and no user message to tell whether code was asked for)"
    elif when in _USER_WHEN:
        if user_message is None:
            return f"no user message to tell whether the rule speaks to this reply ({_CONDITION_WHY[when]}?)"
        if not _USER_WHEN[when](user_message):
            return _CONDITION_WHY[when]
    elif when and when.startswith("asks:"):
        things = when[5:].split("|")  # "titles|headlines": a request for either
        thing = " or ".join(things)
        if user_message is None:
            return f"no user message to tell whether a {thing} was asked for"
        drafted = bool({"mail", "letter", "message"} & set(things)) and asks_to_write(user_message) \
            and register.drafts_message(text)
        named = any(t[:5].lower() in user_message.lower() for t in things) \
            or ("doc" in things and asks_for_document(user_message))  # "a report", "la doc", "el informe anual"
        if (not named or not asks_to_write(user_message)) and not drafted:
            # "How long should an email be?" names one, asks for none; "Draft a reply to a recruiter" answered with a
            # letter ("Hi Laura, ... Best, Sam") asked for one
            return f"no {thing} was asked for"
    elif when and when.startswith("comparison>"):
        if user_message is None:
            return "no user message to tell how many things are compared"
        if not asks_for_comparison(user_message) and compared_options(user_message) < 2:
            return _CONDITION_WHY["comparison"]
        if compared_options(user_message) <= int(when.split(">")[1]):
            return f"{compared_options(user_message)} things compared: the rule speaks to more than {when.split('>')[1]}"
    elif when and when.startswith("options>") and list_items.options_given(text) <= int(when[8:]):
        # "if you give more than 3 options, use a table": the options the reply itself gives (list items, table rows)
        return f"{list_items.options_given(text)} options given: the rule speaks to more than {when[8:]}"
    elif when == OPTIONS and not offers_options(text, user_message):  # "when you give me options" (option_offer.py)
        return "no options are offered (the rule speaks to those replies)"
    elif when and when.startswith("topic:") and not in_topic(when[6:], text, user_message):
        topics = " or ".join(when[6:].split("+"))
        return f"not {'an' if topics[0] in 'aeiou' else 'a'} {topics} question (the rule speaks to those)"
    elif when == audience.EXTERNAL and user_message is not None and audience.internal(user_message):
        return "the text asked for is internal (the rule speaks to text for customers or the public)"
    elif when == rule_scope.ERROR and not rule_scope.about_error(text, user_message):
        return "no error is explained (the rule speaks to those replies)"
    elif when == rule_scope.REVIEW and user_message is not None and not rule_scope.asks_for_review(user_message):
        return "no review was asked for (the rule speaks to reviews)"
    elif when == "technical" and not structure.about_code(s, text, user_message):
        return "the reply is not about code or commands"
    elif when == "api" and not structure.about_api(s, text, user_message):
        return "no API, function or method is explained"
    elif when == "library" and not sources.recommends_library(text):
        return "no library is recommended"
    elif when == "cooking" and not about_cooking(text, user_message):
        return _CONDITION_WHY[when]
    elif when == "cites" and not conventions.cites(text):
        return _CONDITION_WHY[when]
    elif when == source_placement.SCOPE and not source_placement.owes_sources(own_text(text), conventions.cites(text)):
        return _CONDITION_WHY[when]
    elif when == "figures" and not conventions.has_figures(text):
        return _CONDITION_WHY[when]
    elif when == "factual" and not sources.states_facts(text, user_message):
        return "no fact stated: the rule speaks to factual answers"
    elif when == "long" and not structure.is_long(s) and not (part in ("headings", "heading_first") and s.of(HEADING)):
        return f"a short reply ({s.blocks} paragraphs, {structure.prose_words(s)} words): the rule speaks to long ones"
    elif when == "short" and structure.is_long(s):
        return f"a long reply ({s.blocks} paragraphs, {structure.prose_words(s)} words): the rule speaks to short ones"
    elif when and when.startswith("paragraphs>"):
        if s.blocks <= int(when.split(">")[1]):
            return f"{s.blocks} paragraphs: the rule speaks to replies over {when.split('>')[1]}"
    elif when == "multiline" and structure.measure(text, "lines", True) <= 1:
        return "a one-line reply (the rule's exception)"
    elif when == "not_procedure":  # numbering is what the rule asks for, so it cannot tell a procedure here
        if user_message is None:
            return "no user message to tell whether a procedure was asked for"
        if asks_for_procedure(user_message):
            return "a procedure was asked for (the rule speaks to other replies)"
    elif when and when.startswith("lines>"):
        size = structure.measure(text, "lines", check.count_code)
        if size <= int(when.split(">")[1]):
            return f"{size} lines: the rule speaks to replies over {when.split('>')[1]}"
    elif when and "<" in when and when.split("<")[0] in ("paragraphs", "lines", "words"):  # "short answers (under 5 lines)"
        unit, n = when.split("<")
        size = s.blocks if unit == "paragraphs" else structure.measure(text, unit, check.count_code)
        if size >= int(n):
            return f"{size} {unit}: the rule speaks to replies of fewer than {n}"
    elif when and when.startswith("words>"):
        size = structure.measure(text, "words", check.count_code)
        if size <= int(when.split(">")[1]):
            return f"{size} words: the rule speaks to replies over {when.split('>')[1]}"
    if unless == "code_request" and part != "no_code" and user_message is not None and asks_for_code(user_message):
        return "code was asked for (the rule's exception)"
    if unless == "detail_request" and user_message is not None and asks_for_detail(user_message):
        return "detail was asked for (the rule's exception)"
    if unless == "list_request" and user_message is not None and asks_for_list(user_message):
        return "a list was asked for (the rule's exception)"
    if unless == "comparison" and user_message is not None \
            and (asks_for_comparison(user_message) or compared_options(user_message) >= 2):
        return "a comparison was asked for (the rule's exception)"
    if unless == USER_EMOJI and user_message is not None and find_emoji(user_message):
        return "the user writes emoji (the rule's exception)"
    if unless == "zone_request" and user_message is not None and names_zone(user_message):
        return "the user asks for a time in a zone of their own (the rule's exception)"
    if unless == "language_request" and part == "language":
        pass  # "unless I ask for English": the language asked for is judged instead (_part)
    elif unless == "language_request" and user_message is not None \
            and names_code_language(user_message, exclude=check.code_languages):
        return "another language was asked for (the rule's exception)"
    return None


def _region_read(text: str, region: str, part: str) -> str:
    """A region of the reply as a part reads it; code, for a unit rule, states its quantities by the unit its names
    end in ("MAX_SPEED_MPH = 65": 65 mph)."""
    body = emoji_rule.region_text(text, region)
    return code_quantities(body) if part == "units" and region == "code" else body


# heading rules a rule may say of the documents written for the user (see written.py)
_DOCUMENT_PARTS = frozenset({"single_top_heading", "heading_first", "numbered_headings", "headings", "no_headings", "no_titles",
                             "title_case_headings", "sentence_case_headings", "heading_levels", "heading_level_only"})


def _part(check: ReplyCheck, part: str, text: str, identifier: LanguageIdentifier | None,
          user_message: str | None) -> tuple[str, str]:
    excepted, only_in = check.regions
    region = excepted.get(part)
    if region:
        text = form.region_text(text, region)
    only = only_in.get(part)
    if part == "language" and only == "headings" and check.language:  # "Titres de section en français" (heading_language.py)
        return heading_language.verdict(check.language, text, identifier)
    if document_scope.documents_only(check, part):  # "no contractions in client-facing drafts": the draft a reply holds
        text, only = document_scope.draft_text(text, user_message), None
        if not text:
            return NOT_APPLICABLE, "no document or draft in the reply (the rule speaks to those)"
    if only == "pages" or (only == "files" and part in _DOCUMENT_PARTS
                           and (user_message is None or asks_for_document(user_message))):
        only = None  # "in docs you write for me": a reply that is the document asked for is one (no message: it may be)
    if only:  # "no emoji in headings", "SI units only in code and tables": the part reads those regions alone
        regions = [r for r in only.split("+") if emoji_rule.has_region(text, r)]
        if not regions:
            return NOT_APPLICABLE, f"no {only.replace('+', ' or ')} in the reply"
        if part == "iso_date" and only == "code":  # "timestamps in code or logs": code_timestamps.py
            return code_timestamps.verdict(emoji_rule.region_text(text, "code"))
        text = "\n".join(_region_read(text, r, part) for r in regions)
    if part == "emoji_end_only":
        return emoji_rule.end_only_verdict(text)
    if part == "emoji_start":
        return emoji_rule.start_verdict(text)
    if part == "no_emoji_bullets":
        return emoji_rule.emoji_bullets_verdict(text)
    if part == "emoji_each_item":
        return emoji_rule.each_item_verdict(text)
    if part in ("emoji_each_heading", "one_emoji_each_heading"):
        return emoji_rule.each_heading_verdict(text, one=part.startswith("one_"))
    if part == "status_emoji":
        return emoji_rule.status_verdict(check.status_emoji, text, user_message)
    if part == "language" and check.not_languages and not (check.language or check.languages):
        return language_verdict((), text, identifier, forbidden=check.not_languages)
    if part == "closing_language":
        return closing_language_verdict(check.closing_language or "", text, identifier)
    if part == "language" and check.closing_language:  # "answer in English, add a Korean summary at the end"
        text = without_closing(check.closing_language, text, identifier)
    if part == "language":
        when, unless = check.condition(part)
        requested = translation.asked_language(user_message) if unless == "language_request" else None
        if requested and requested not in (check.language, *check.languages) and check.language not in ("user", "target"):
            # "unless I ask for English": English is allowed too (the exception widens the rule, it asks for nothing)
            outcome, why = language_verdict((requested, *((check.language,) if check.language else check.languages)),
                                            text, identifier)
            return outcome, f"the user asks for {requested} (the rule's exception): {why}"
        if when and when.startswith("user_writes:"):  # "If I write in German, answer in German"
            writes, why = user_language(user_message, identifier)
            if writes is None and check.language_else and user_not_in(user_message, when[12:], identifier):
                # too short to name its language, but clearly not the one the rule waits for: the other branch
                return language_verdict((check.language_else,), text, identifier)
            if writes is None:  # a message too short to tell ("Wat betekent 'deprecated' precies?"): with no
                # other language for the other messages, a reply in the rule's language obeys it whatever the
                # message was; any other reply is left unjudged
                either = language_verdict((check.language,), text, identifier) \
                    if user_message and check.language and not check.language_else else (NOT_APPLICABLE, why)
                return either if either[0] == OBEYED else (NOT_APPLICABLE, why)
            if writes != when[12:]:
                if check.language_else:  # "If I write in German, answer in German; otherwise English"
                    return language_verdict((check.language_else,), text, identifier)
                return NOT_APPLICABLE, f"the user writes in {writes}, not {when[12:]}"
        if check.language == translation.TARGET:  # "only the translation, in the target language"
            target = translation.target_language(user_message)
            if target is None:
                return NOT_APPLICABLE, "the user's message names no language to translate into"
            return language_verdict((target,), text, identifier)
        if check.language == "user":
            wanted, why = user_language(user_message, identifier)
            if wanted is None:
                return NOT_APPLICABLE, why
            return language_verdict((wanted,), text, identifier)
        found = language_verdict((check.language,) if check.language else check.languages, text, identifier)
        if found[0] == BROKEN and unless == "language_request" and user_message and check.language \
                and identify_reply(text, identifier)[0] is None:
            # a reply of two or three words, under "unless I ask in English" (read as "unless I write in English"):
            # when the user did not write in the rule's language, the exception may be what the reply follows
            writes, _ = user_language(user_message, identifier)
            if writes != check.language and (writes or user_not_in(user_message, check.language, identifier)):
                return NOT_APPLICABLE, "a short reply to a message not in the rule's language (perhaps its exception)"
        return found
    if part == "no_markdown":
        return form.markdown_verdict(text)
    if part == "no_tables":
        return form.tables_verdict(text)
    if part in ("no_greeting", "no_flattery"):
        return form.opening_verdict(part, text)
    if part == "no_restate":
        return restate_verdict(text, user_message)
    if part == "closing_summary":
        return closing_summary_verdict(text)
    if part == CLOSING_LIST:
        return closing_list_verdict(text)
    if part == ITEMS_TOTAL:  # "max 5 bullet points per answer": every list of the reply together
        return items_total_verdict(check.max_items or 0, text) if check.max_items else (NOT_APPLICABLE, "no item count")
    if part == "no_signoff":
        return form.closing_verdict(text)
    if part == "code_only":
        return form.code_only_verdict(text)
    if part == "formal_address":
        return form.address_verdict(text, check.language if check.language != "user" else None)
    if part == "informal_address":
        return register.informal_verdict(text, check.language if check.language != "user" else None)
    if part == "ja_casual":
        return register.casual_verdict(text)
    if part == "no_contractions":
        return register.contractions_verdict(text)
    if part == "one_language":
        return one_language_verdict(text, identifier)
    if part in (SIMPLIFIED, TRADITIONAL, NO_TRADITIONAL, NO_SIMPLIFIED):
        return script_verdict(part, text)
    if part == NO_VOSEO:
        return voseo_verdict(text)
    if part == "no_rhetorical_questions":
        return register.rhetorical_verdict(text)
    if part in TONE_VERDICTS:
        return TONE_VERDICTS[part](text)
    if part in typo.FORMATS:
        return typo.verdict(part, text)
    if part in address_case.FORMATS:
        return address_case.verdict(part, text)
    if part == surname_address.FORMAT:  # "Mr./Ms. + surname, never by first name": the person the message names
        return surname_address.verdict(text, user_message)
    if part in numbering_style.FORMATS:  # "use '1.' not '1)' or '(1)'"
        return numbering_style.verdict(part, text)
    if part in closing_recap.FORMATS:
        return closing_recap.verdict(text)
    if part in coarse_words.FORMATS:  # "no swearing", "sem gírias"
        return coarse_words.verdict(part, text)
    if part in moralising.FORMATS:
        return moralising.verdict(text)
    if part in questions_back.FORMATS:
        return questions_back.verdict(text)
    if part == "no_chars":
        return form.chars_verdict(check.no_chars, text)
    if part in ("opens_with", "ends_with"):
        return form.marker_verdict(part, getattr(check, part), text)
    if part == "code_languages":
        return form.code_language_verdict(check.code_languages, text)
    if part == "no_words":
        # the words a rule against apologising names ("no 'sorry', no 'I apologize'") are the apology it bans
        return form.words_verdict(check.no_words, text, to_the_user="no_apology" in check.format
                                  and not document_scope.documents_only(check, part))
    if part == "word_case":
        return form.case_verdict(check.word_case, text)
    if part == "no_names":
        return tone.name_verdict(check.no_names, text)
    if part == "no_openers":
        return form.opener_verdict(check.no_openers, text)
    if part == "max_emoji":
        return conventions.emoji_count_verdict(check.max_emoji or 0, text, check.count_code)
    if part == "no_links":
        return sources.no_links_verdict(text)
    if part == "max_items":
        return form.items_verdict(check.max_items or 0, text)
    if part == "time_zone":
        return conventions.zone_verdict(check.time_zone or "", text)
    if part in ("bullets", "bullets_only", "bullets_only_lead_in", "numbered", "no_numbered", "no_bullets", "no_lists"):
        return structure.list_verdict(part, text, scoped=check.condition(part)[0] is not None,
                                      procedure=check.condition(part)[0] == "procedure")
    if part == "single_top_heading":
        return structure.single_top_verdict(text, check.heading_level)
    if part in ("headings", "heading_first", "no_headings"):
        return structure.heading_verdict(part, text, check.heading_level)
    if part in ("fenced_code", "tagged_code", "no_code"):
        _, unless = check.condition(part)
        asked = (asks_for_code(user_message) if user_message is not None else None) if unless == "code_request" \
            else False
        found = structure.code_verdict(part, text, asked=asked)
        if part == "no_code":  # a whole command or call in inline code is code too
            inline = inline_code(text) if found[0] == OBEYED and not asked else []
            if inline and asked is None:
                return NOT_APPLICABLE, "inline code, and no user message to tell whether code was asked for"
            return (BROKEN, f"code not asked for: \"{inline[0][:50]}\"") if inline else found
        raw = prose_code(text) if found[0] != BROKEN else []
        if part == "fenced_code" and found[0] == NOT_APPLICABLE:
            raw = raw or prose_commands(text)  # "Run `ls -la` in it", "pip install requests を実行": a command, no block
        return (BROKEN, f"code written in a sentence, not in a block: \"{raw[0][:50]}\"") if raw else found
    if part == "code_example":
        return structure.code_example_verdict(text, user_message)
    if part == "items_end":
        return structure.items_end_verdict(text)
    if part == "items_sentences":
        return list_items.items_sentences_verdict(text)
    if part in (item_form.NO_STOP, item_form.CAPITAL):
        return item_form.verdict(part, text)
    if part == error_quote.ERROR_QUOTE_FIRST:
        return error_quote.verdict(text, user_message)
    if part == step_commands.ONE_COMMAND_STEP:
        return step_commands.verdict(text)
    if part == "step_format":
        asked = asks_for_procedure(user_message) if user_message is not None else None
        return structure.step_format_verdict(text, check.step_label, asked)
    if part == "dash_bullets":
        return structure.dash_bullets_verdict(text)
    if part == kept_terms.KEEP_TERMS:
        return kept_terms.kept_terms_verdict(text, user_message)
    if part == "no_emoticons":
        return conventions.emoticon_verdict(text)
    if part.startswith("style:"):
        return code_style_verdict(part[6:], text)
    if part.startswith("code:"):
        return code_rule_verdict(part[5:], text, user_message)
    if part.startswith("part:"):
        return part_limit_verdict(part[5:], text)
    if part.startswith("src:"):
        found = sources.source_rule_verdict(part[4:], text, user_message)
        if found[0] == NOT_APPLICABLE and part[4:] in sources.PER_CLAIM_TOKENS \
                and (check.condition(part)[0] or "").startswith("topic:") and sources.unsourced_answer(text, user_message):
            # "Any medical claim needs a reference": an answer in that domain is its claim, with or without a figure
            return BROKEN, "an answer in the rule's domain that cites nothing"
        return found
    if part == "commit":
        return commit_verdict(CommitSpec.decode(check.commit or ""), messages_in_reply(text, user_message), identifier)
    if part == "comment_language":
        return comment_language_verdict(check.comment_language or "", text, identifier)
    if part == "table":
        return (OBEYED, "a markdown table") if parse(text).of(TABLE) else (BROKEN, "no table in the reply")
    if part == "sentence_case_headings":
        return reply_shape.sentence_case_verdict(text, user_message)
    if part == "title_case_headings":
        return reply_shape.title_case_verdict(text)
    if part == translation.ALONE:
        return translation.alone_verdict(text)
    if part == "no_caps_headings":
        return reply_shape.caps_headings_verdict(text)
    if part == "no_apology":
        return apology_verdict(text)
    if part in STYLES:
        return unit_style_verdict(part, own_text(text))
    if part == "no_bold_headings":
        return reply_shape.bold_headings_verdict(text)
    if part == "no_titles":
        return reply_shape.no_titles_verdict(text)
    if part == "no_skipped_levels":
        return reply_shape.skipped_levels_verdict(text)
    if part == "heading_end":
        return reply_shape.heading_end_verdict(text, check.heading_end)
    if part == "heading_levels":
        return reply_shape.levels_verdict(text, check.heading_levels)
    if part == "heading_level_only":
        return reply_shape.level_only_verdict(text, check.heading_level or 2)
    if part == "flat_lists":
        return reply_shape.flat_lists_verdict(text)
    if part == checklists.CHECKBOXES:
        return checklists.checkbox_verdict(text, user_message)
    if part == reply_shape.NUMBERED_HEADINGS:
        return reply_shape.numbered_headings_verdict(text)
    if part == reply_shape.TWO_LEVEL_LISTS:
        return reply_shape.two_level_lists_verdict(text)
    if part == "ja_polite":
        return form.polite_verdict(text)
    if part == register.KO_POLITE:
        return register.ko_polite_verdict(text)
    if part == register.KO_CASUAL:
        return register.ko_casual_verdict(text)
    if part == "type_hints":
        return structure.type_hints_verdict(text)
    if part == "emoji_end":
        return conventions.emoji_end_verdict(text)
    if part in ("no_emoji", "emoji"):
        return conventions.emoji_verdict(part, text, check.count_code, check.emoji_allowed, check.emoji_allowed_in)
    if part in _LENGTH_UNITS:
        return structure.length_verdict(part, _LENGTH_UNITS[part], getattr(check, part), text, check.count_code)
    if part == "spelling":
        return conventions.spelling_verdict(check.spelling or "", text, user_message, check.spelling_words)
    if part == "units":
        return conventions.units_verdict(check.units or "", check.units_only, text, check.units_of, check.units_except,
                                         user_message, check.units_glossed)
    if part == "currency":
        return currency_verdict(check.currency or "", own_text(text), check.currency_symbol or "")
    if part in ("mdy_date", "ymd_slash"):
        return date_verdict(part, conventions.stated_times(text))
    if part == YMD_DOT:  # "날짜는 YYYY.MM.DD 형식으로" (ymd_dot.py)
        return ymd_dot_verdict(conventions.stated_times(text))
    if part == week_dates.KIND:  # "week numbers are ok, but always with the dates" (week_dates.py)
        return week_dates.verdict(conventions.stated_times(text))
    if part == date_names.KIND:  # "weekdagen en maanden voluit" (date_names.py)
        return date_names.verdict(conventions.stated_times(text))
    if part in ("utc", "utc_only", "iso_date", "24h", "zone", "dmy_date", "long_date", "gregorian", "kanji_date", "dmy_order", "dmy_dot",
                "weekday", "absolute_date", "12h"):
        return conventions.datetime_verdict(part, text, user_message)
    if part == "sources":
        found = sources.base_verdict(check.sources or "any", text) \
            or conventions.sources_verdict(check.sources or "any", text, user_message)
        topic = (check.condition(part)[0] or "").startswith("topic:")  # an answer in that domain is its claim
        if found[0] == BROKEN and (check.sources or "any") in ("any", "links") and not topic \
                and not sources.states_facts(text, user_message):
            return NOT_APPLICABLE, "no figure or named fact to source (advice or instructions)"
        return found
    if part == "must_match":
        missing = [p for p in check.must_match if not compile_pattern(p).search(text[:MAX_SCAN_CHARS])]
        return (BROKEN, f"nothing matches /{missing[0]}/") if missing else \
            (OBEYED, "; ".join(f"matches /{p}/" for p in check.must_match))
    hit = first_match(list(check.must_not_match), text)
    return (BROKEN, f"forbidden \"{hit[1][:60]}\" in \"{around(text, hit[1])}\"") if hit else (OBEYED, "no forbidden pattern")


def _reply_parts(check: ReplyCheck, text: str, identifier: LanguageIdentifier | None,
                 user_message: str | None = None) -> list[tuple[str, str, str]]:
    parts: list[tuple[str, str, str]] = []
    for part in check.parts():
        why = _waived(check, part, text, user_message)
        if why is not None and part == "language" and check.language_else and user_message is not None:
            # "When I ask for code, answer in English, otherwise in German": the condition unmet, the other language
            parts.append((part, *language_verdict((check.language_else,), text, identifier)))
        elif why is not None:
            parts.append((part, NOT_APPLICABLE, why))
        else:
            parts.append((part, *_part(check, part, text, identifier, user_message)))
    return parts


def _combine(anchor: Anchor, parts: list[tuple[str, str, str]], source: str, enforce: str) -> ComplianceVerdict:
    for rule, outcome, evidence in parts:
        if outcome == BROKEN:
            return ComplianceVerdict(anchor.id, BROKEN, evidence[:EVIDENCE_CAP], rule, source, enforce)
    obeyed = [p for p in parts if p[1] == OBEYED]
    if obeyed:
        return ComplianceVerdict(anchor.id, OBEYED, "; ".join(p[2] for p in obeyed)[:EVIDENCE_CAP],
                                 ",".join(p[0] for p in obeyed), source, enforce)
    why = "; ".join(p[2] for p in parts) or "nothing to check"
    return ComplianceVerdict(anchor.id, NOT_APPLICABLE, why[:EVIDENCE_CAP], "", source, enforce)


def check_reply(anchors: Sequence[Anchor], reply: str, *, identifier: LanguageIdentifier | None = None,
                user_message: str | None = None) -> list[ComplianceVerdict]:
    """A verdict for every anchor whose check has a reply part. ``user_message``: the user turn the reply
    answers, for rules that depend on it ("answer in the language I write in", "unless I ask for code")."""
    text = reply if isinstance(reply, str) else ""
    user = user_message if isinstance(user_message, str) else None
    verdicts = []
    for anchor in anchors:
        check = anchor.check
        if check is None:
            continue
        commands = tool_reply_parts(check.tool, anchor.text, text, user)  # the commands it tells the user to run
        if check.reply is None:
            if commands:
                verdicts.append(_combine(anchor, list(commands), "reply", check.enforce))
            continue
        # a pin with a reply part: its reply part says what obeying is; a command it forbids still breaks it
        parts = _reply_parts(check.reply, text, identifier, user) + [c for c in commands if c[1] == BROKEN]
        verdicts.append(_combine(anchor, parts, "reply", check.enforce))
    return verdicts


def tool_call_text(args: Any) -> str:
    """A compact rendering of tool arguments for messages and logs."""
    try:
        return json.dumps(args, ensure_ascii=False, sort_keys=True)[:300]
    except (TypeError, ValueError):
        return str(args)[:300]


def check_tool_call(anchors: Sequence[Anchor], tool_name: str, args: Any, **context: Any) -> list[ComplianceVerdict]:
    """A verdict for every anchor whose check has a tool part covering ``tool_name`` (see
    :mod:`memlock_core.compliance.tool_eval`; ``context``: the turn's ``memory``, a file ``reader``, ``cwd``)."""
    return judge_call(anchors, tool_name, args, **context)
