"""A parsed reply rule turned into the check a pin stores (:class:`ReplyCheck`): :func:`to_reply_check`.

Why a module of its own: the parse (:mod:`reply_rule`) reads what a rule says; this module decides what of it
can be checked and how (a commit-message ban, a zone exception, a list format), so the two change apart.
"""
from __future__ import annotations

import re
from typing import Any

from memlock_core.compliance import (
    code_timestamps,
    conventions,
    date_gloss,
    emoji_rule,
    help_offer,
    kept_terms,
    spelling,
    tone,
    typography,
    units,
)
from memlock_core.compliance.check import CheckError, ReplyCheck
from memlock_core.compliance.chinese_script import NO_SIMPLIFIED, NO_TRADITIONAL, SIMPLIFIED, TRADITIONAL
from memlock_core.compliance.closing_list import CLOSING_LIST
from memlock_core.compliance.code_blocks import code_exempt
from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.platform_scope import rule_platform
from memlock_core.compliance.register import KO_CASUAL, KO_POLITE
from memlock_core.compliance.reply_rule_base import ANSWER_NOUN, REPLY_NOUN, STRICT, Clause, ReplyRule
from memlock_core.compliance.reply_rule_units import gloss_beside, gloss_wanted
from memlock_core.compliance.reply_shape import LEVELS
from memlock_core.compliance.spelling_rule import two_varieties
from memlock_core.compliance.topics import BACKEND, FRONTEND, rule_topics
from memlock_core.compliance.unit_exception import excepted_units, without_excepted_unit
from memlock_core.compliance.voseo import NO_VOSEO
from memlock_core.regex_cache import rx

NOT_REPLY_OBJECT = rx(r"\b(?:commit messages?|pr (?:descriptions?|titles?)|pull request (?:descriptions?|titles?)|"
                               r"code comments?|comments in (?:the )?code|docstrings?|readmes?|changelogs?|variable names?|"
                               r"file ?names?|branch names?|log messages?|translat\w+|tradu\w+|übersetz\w+|"
                               r"mensajes? de commit|messages? de commit|commit-?nachrichten|commit-?meldungen|"
                               r"messaggi di commit|mensagens? de commit|commit-?texte?)\b|コミットメッセージ", re.I)

_LIST_FORMAT = {("must", "bullets"): "bullets", ("must", "numbered"): "numbered", ("must_not", "numbered"): "no_numbered",
                ("must_not", "bullets"): "no_bullets", ("must_not", "lists"): "no_lists"}


def _with_commit_ban(rule: ReplyRule) -> ReplyRule:
    """"no emoji", "絵文字は使わないでください": a ban that names no place holds for the commit messages the user reads
    too (not for every file written: a fixture or a UI string may need one). Added to the check, not to the parse:
    the rule says no more than it says (drift detection compares parses)."""
    clauses, text = rule.clauses, rule.text
    bare = [c for c in clauses if c.object == "emoji" and c.polarity == "must_not" and c.value in ("", "emoticons")
            and not c.bound and not c.when and not c.unless and not c.region]
    if bare and not rule.count_code and not any(c.object == "commit" for c in clauses) and len(clauses) <= 2 \
            and not ANSWER_NOUN.search(text) and not REPLY_NOUN.search(text) and not NOT_REPLY_OBJECT.search(text) \
            and not emoji_rule.names_region(text):
        commit = Clause("commit", "must", CommitSpec(no_emoji=True).encode(), words=bare[0].words)
        return ReplyRule(text=text, clauses=(*clauses, commit), count_code=rule.count_code, unparsed=rule.unparsed,
                         conflict=rule.conflict)
    return rule


# "unless I say otherwise", "unless I ask for local time", "sauf si je demande autre chose", "es sei denn, ich sage
# etwas anderes": the user's own word may ask for another zone, and a message that names one waives a zone rule
_ZONE_EXCEPTION = rx(
    r"\b(?:unless|except (?:when|if)|sauf (?:si|quand)|à moins que|es sei denn|außer wenn|a menos que|salvo (?:que|si)|"
    r"excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto se|a não ser que)\b[^.;\n]{0,30}?"
    r"\b(?:I|je|j'|ich|yo|io|eu)\b[^.;\n]{0,30}?\b(?:say|ask|tell|request|want|dis|demande|veux|sage|frage|will|"
    r"diga|pida|quiera|dica|chieda|voglia|peça|queira)\w*", re.I)


def _names_a_unit(word: str) -> bool:
    """``word`` is a unit's name ("pulgadas", "インチ"): a number before it makes a quantity."""
    return bool(conventions.quantity_spans("1 " + word))


def to_reply_check(rule: ReplyRule) -> tuple[ReplyCheck | None, list[str]]:
    """The declarative check for a parsed rule, and the kinds it covers; (None, []) when nothing parsed
    or the rule conflicts with itself."""
    if rule.conflict or not rule.clauses:
        return None, []
    rule = _with_commit_ban(rule)
    data: dict[str, Any] = {}
    formats: list[str] = []
    when: dict[str, str] = {}
    unless: dict[str, str] = {}
    kinds: list[str] = []

    def add_format(name: str, clause: Clause) -> None:
        if name not in formats:
            formats.append(name)
            kinds.append(name)
        if clause.when:
            when[name] = clause.when
        if clause.unless:
            unless[name] = clause.unless

    except_in: dict[str, str] = {}
    only_in: dict[str, str] = {}
    wanted_language = any(c.object == "language" and c.polarity == "must" for c in rule.clauses)
    for clause in rule.clauses:
        if clause.object == "language" and clause.polarity == "else":
            data["language_else"] = clause.value
        elif clause.object == "language" and clause.polarity == "must_not":
            if not wanted_language:  # "reply in Spanish, never in English": the wanted language says it all
                data.setdefault("not_languages", []).append(clause.value)
                if "language" not in kinds:
                    kinds.append("language")
        elif clause.object == "language":
            if clause.region.startswith("only:"):  # "Titres de section en français": the headings alone
                only_in["language"] = clause.region[5:]
            if clause.when:
                when["language"] = clause.when
            if clause.unless:
                unless["language"] = clause.unless
            if clause.value == "user" or "|" not in clause.value:
                data["language"] = clause.value
            else:
                data["languages"] = clause.value.split("|")
            kinds.append("language")
        elif clause.object == "list" and clause.value == "dash_bullets":
            add_format("dash_bullets", clause)
        elif clause.object == "list":
            name = _LIST_FORMAT[(clause.polarity, clause.value)]
            if name == "bullets" and clause.only:
                name = "bullets_only_lead_in" if clause.bound == "lead_in" else "bullets_only"
            if name == "bullets" and clause.when == "list":
                name = "no_numbered"  # "bullet points for lists": a list there must not be numbered
                clause = Clause(clause.object, clause.polarity, clause.value, words=clause.words)
            add_format(name, clause)
        elif clause.object == "headings":
            name = ("no_titles" if clause.value == "titles" else "no_headings") if clause.polarity == "must_not" \
                else "heading_first" if clause.value == "first" else "single_top_heading" if clause.value == "single_top" \
                else "headings"
            if clause.bound:
                data["heading_level"] = int(clause.bound)
            add_format(name, clause)
            if clause.region == "only:files":
                only_in[name] = "files"
        elif clause.object == "emoji" and clause.value == "status":
            data["status_emoji"] = clause.bound.split()
            kinds.append("status_emoji")
        elif clause.object == "emoji" and clause.value == "each_item":
            add_format("emoji_each_item", clause)
        elif clause.object == "emoji" and clause.value == "each_heading":
            add_format("one_emoji_each_heading" if clause.bound == "one" else "emoji_each_heading", clause)
        elif clause.object == "emoji" and clause.value == "bullets":
            add_format("no_emoji_bullets", clause)
        elif clause.object == "emoji" and clause.value == "end_only":
            add_format("emoji_end_only", clause)
        elif clause.object == "emoji" and clause.value == "start":
            add_format("emoji_start", clause)
        elif clause.object == "emoji" and clause.value == "named":
            named = [re.escape(e) for e in clause.bound.split()]
            # a colour family (emoji_rule.same_colour) held as one alternation: a check holds at most 8 patterns
            data.setdefault("must_not_match", []).extend(named if len(named) <= 4 else ["|".join(named)])
            kinds.append("must_not_match")
        elif clause.object == "emoji" and clause.value == "allowed":
            add_format("no_emoji", clause)
            data["emoji_allowed"] = [e for e in clause.bound.split() if not e.startswith("@")]
            if "@lists" in clause.bound.split():
                data["emoji_allowed_in"] = "lists"
            elif "@tables" in clause.bound.split():  # "no emoji except ✅/❌ in status tables": table cells only
                data["emoji_allowed_in"] = "tables"
        elif clause.object == "emoji":
            if clause.bound.startswith("in:"):
                only_in["no_emoji"] = clause.bound[3:]
            add_format("no_emoji" if clause.polarity == "must_not" else "emoji_end" if clause.value == "end" else "emoji",
                       clause)
            if clause.polarity == "must_not" and clause.value == "emoticons" and not clause.region:
                add_format("no_emoticons", clause)
            if clause.region:
                except_in["no_emoji" if clause.polarity == "must_not" else "emoji"] = clause.region
        elif clause.object == "length":
            name = f"{clause.bound}_{'chars' if clause.value == 'characters' else clause.value}"
            if name not in data:
                kinds.append(name)
            strict = clause.bound == "max" and clause.limit and clause.limit > 1 and STRICT.search(clause.words)
            data[name] = clause.limit - 1 if strict and clause.limit else clause.limit
            if clause.unless:
                unless[name] = clause.unless
            if clause.when:
                when[name] = clause.when
        elif clause.object == "spelling" and two_varieties(rule.text):
            continue  # "UK spelling for the site copy, US spelling for the API docs": neither holds everywhere
        elif clause.object == "spelling":
            if data.get("spelling") == "en-GB" and clause.words.lower().startswith("-iz"):
                data["spelling"] = "en-GB-oxendict"  # "British spelling, but -ize endings": Oxford
            elif "spelling" not in data:  # the first variety named is the rule's; later ones are its examples
                data["spelling"] = clause.value
                own = spelling.rule_words(rule.text, clause.value) if clause.value.startswith("en-") else ()
                if own:  # "program for software but programme for events": the rule's own exceptions
                    data["spelling_words"] = list(own)
                kinds.append("spelling")
        elif clause.object == "units":
            if data.get("units") and data["units"] != clause.value:
                continue  # "Use metric, but keep imperial for screen sizes": the first system is the rule's
            data["units"] = clause.value
            if clause.only or (clause.value in ("metric", "imperial") and not units.CONVERSION_ALLOWED.search(rule.text)
                               and not gloss_beside(rule.text, clause.value)):
                # a conversion into the other system is that system's unit all the same unless the rule allows it
                # ("temperaturas siempre en Celsius" is broken by "250 °C (480 °F)"; "°F in brackets is ok" keeps it)
                data["units_only"] = True
            if clause.region.startswith("only:"):
                only_in["units"] = clause.region[5:]
            elif clause.region:
                except_in["units"] = clause.region
            dims = clause.bound.split(",") if clause.bound else []
            if "units" in kinds:  # "Imperial units only. Temperatures in Fahrenheit.": every quantity stays judged
                dims = [] if not data.get("units_of") or not dims else list(dict.fromkeys(data["units_of"] + dims))
            if dims:
                data["units_of"] = dims
            else:
                data.pop("units_of", None)
            if clause.when:
                when["units"] = clause.when
            if clause.value in ("metric", "imperial") and not clause.only and (gloss_wanted(rule.text, clause.value)
                                                                             or gloss_beside(rule.text, clause.value)):
                data["units_glossed"] = True
            leave_out = (*excepted_units(rule.text), *units.exception_words(without_excepted_unit(rule.text), _names_a_unit))[:16]
            if leave_out:
                data["units_except"] = list(leave_out)
            kinds.append("units")
        elif clause.object == "currency":
            if "currency" not in data:
                data["currency"] = clause.value
                if clause.bound:
                    data["currency_symbol"] = clause.bound
                kinds.append("currency")
        elif clause.object == "datetime" and clause.value == "time_zone":
            data["time_zone"] = clause.bound
            kinds.append("time_zone")
            if _ZONE_EXCEPTION.search(rule.text):
                unless["time_zone"] = "zone_request"
        elif clause.object == "datetime":
            if clause.value == "utc" and date_gloss.LOCAL_REFUSED.search(rule.text):
                # "UTC, never local time": a local time in brackets after its UTC instant breaks it too
                clause = Clause(**{**clause.__dict__, "value": "utc_only"})
            data.setdefault("datetime", []).append(clause.value)
            kinds.append(clause.value)
            if clause.value == "iso_date" and code_timestamps.scoped(rule.text):
                only_in["iso_date"] = "code"  # "timestamps in code or logs you write": code_timestamps.py
            if clause.when and clause.value not in when:  # "... in client emails": the e-mails asked for (draft_scope.py)
                when[clause.value] = clause.when
            if clause.value in ("utc", "utc_only", "zone") and _ZONE_EXCEPTION.search(rule.text):
                unless[clause.value] = "zone_request"
        elif clause.object == "sources":
            data["sources"] = clause.value
            if clause.when:
                when["sources"] = clause.when
            kinds.append("sources")
            if clause.value == "docs":  # "link the docs when you mention a library function": each one it names
                data.setdefault("source_rules", []).append("docs_each")
                if clause.when == "library":  # "whenever you recommend a library": a reply that recommends none is not
                    when["src:docs_each"] = clause.when  # judged on the functions it names either
            elif clause.value in ("links", "any") and (clause.when in ("", "figures") or clause.when.startswith("topic:")):
                # a source for each figure (in the exchanges of the domain the rule names, when it names one)
                token = "per_claim_links" if clause.value == "links" else "per_claim"
                data.setdefault("source_rules", []).append(token)
                if clause.when.startswith("topic:"):
                    when[f"src:{token}"] = clause.when
        elif clause.object == "code" and clause.value.startswith("languages:"):
            data["code_languages"] = clause.value.split(":", 1)[1].split(",")
            # the user naming another language asks for it ("Give me a Python snippet" under "TypeScript, not JS")
            unless["code_languages"] = clause.unless or "language_request"
            sides = [t for t in rule_topics(rule.text) if t in (FRONTEND, BACKEND)]
            if len(sides) == 1:  # "Frontend examples in TypeScript": code of the browser side only (not a Go server)
                when["code_languages"] = f"topic:{sides[0]}"
            elif rule_platform(rule.text):  # "android examples in Kotlin only": code for that platform (platform_scope.py)
                when["code_languages"] = f"topic:{rule_platform(rule.text)}"
            kinds.append("code_languages")
        elif clause.object == "code" and clause.value == "only" \
                and any(c.value == "code_only_strict" for c in rule.clauses):
            continue  # "Nur den Code. Keine Erklärung davor oder danach": the stricter reading stands
        elif clause.object == "code":
            add_format({"code": "no_code", "tagged": "tagged_code", "fenced": "fenced_code", "only": "code_only",
                        "example": "code_example", "type_hints": "type_hints"}[clause.value], clause)
        elif clause.object == "links":
            add_format("no_links", clause)
        elif clause.object == "shape" and clause.value == "heading_end":
            data["heading_end"] = clause.bound
            add_format(clause.value, clause)
        elif clause.object == "shape" and clause.value == LEVELS:
            data["heading_levels"] = [int(v) for v in clause.bound.split(",")]
            add_format(clause.value, clause)
            if clause.region == "also:files":  # "never H1 (the page already has a title)": page_headings.py
                only_in[clause.value] = "pages"
        elif clause.object == "unit_style":
            add_format(clause.value, clause)
        elif clause.object == "number_shape":
            data.setdefault("must_not_match", []).append(clause.value)
            if "number_format" not in kinds:
                kinds.append("number_format")
        elif clause.object in ("shape", "apology"):
            if clause.bound:
                data["heading_level"] = int(clause.bound)
            add_format(clause.value, clause)
            if clause.region in ("only:files", "also:files"):
                only_in[clause.value] = "files" if clause.region == "only:files" else "pages"
        elif clause.object == "register" and clause.value in (SIMPLIFIED, TRADITIONAL) and clause.bound == "strict":
            add_format(NO_TRADITIONAL if clause.value == SIMPLIFIED else NO_SIMPLIFIED, clause)
        elif clause.object in ("markdown", "tables", "opening", "closing", "address", "register"):
            add_format({"markdown": "no_markdown", "tables": "no_tables" if clause.polarity == "must_not" else "table",
                        "greeting": "no_greeting", "signoff": "no_signoff",
                        "flattery": "no_flattery", "restate": "no_restate", "closing_summary": "closing_summary",
                        CLOSING_LIST: CLOSING_LIST,
                        "formal": "formal_address",
                        "ja_polite": "ja_polite", KO_POLITE: KO_POLITE,
                        KO_CASUAL: KO_CASUAL,
                        "informal": "informal_address", "ja_casual": "ja_casual",
                        "no_contractions": "no_contractions",
                        "no_rhetorical_questions": "no_rhetorical_questions",
                        "one_language": "one_language", SIMPLIFIED: SIMPLIFIED, TRADITIONAL: TRADITIONAL, NO_VOSEO: NO_VOSEO,
                        kept_terms.KEEP_TERMS: kept_terms.KEEP_TERMS,
                        tone.NO_CAPS: tone.NO_CAPS, tone.NO_HEDGING: tone.NO_HEDGING,
                        tone.NO_FIRST_PERSON: tone.NO_FIRST_PERSON, tone.NO_DISCLAIMERS: tone.NO_DISCLAIMERS,
                        tone.NO_FILLER: tone.NO_FILLER, tone.NO_END_QUESTION: tone.NO_END_QUESTION,
                        help_offer.NO_OFFER_END: help_offer.NO_OFFER_END,
                        **{name: name for name in typography.FORMATS}}[clause.value],
                       clause)
        elif clause.object == "style":
            data.setdefault("code_style", []).append(clause.value)
            if clause.when:
                when[f"style:{clause.value}"] = clause.when
            if "code_style" not in kinds:
                kinds.append("code_style")
        elif clause.object == "commit":
            merged = CommitSpec.decode(data["commit"]) if data.get("commit") else CommitSpec()
            data["commit"] = CommitSpec.decode(clause.value).merge(merged).encode()
            if "commit" not in kinds:
                kinds.append("commit")
        elif clause.object == "steps":
            data["step_label"] = clause.value
            add_format("step_format", clause)
        elif clause.object == "partlen":
            data.setdefault("part_limits", []).append(clause.value)
            if clause.when:
                when[f"part:{clause.value}"] = clause.when
            if clause.unless:
                unless[f"part:{clause.value}"] = clause.unless
            if "part_limits" not in kinds:
                kinds.append("part_limits")
        elif clause.object == "srcrule":
            data.setdefault("source_rules", []).append(clause.value)
            if clause.when:
                when[f"src:{clause.value}"] = clause.when
            if "source_rules" not in kinds:
                kinds.append("source_rules")
        elif clause.object == "coderule":
            data.setdefault("code_rules", []).append(clause.value)
            for table, value in ((when, clause.when), (unless, clause.unless)):
                if value:
                    table[f"code:{clause.value}"] = value
            if "code_rules" not in kinds:
                kinds.append("code_rules")
        elif clause.object == "comments":
            data["comment_language"] = clause.value
            kinds.append("comment_language")
        elif clause.object == "chars":
            data.setdefault("no_chars", []).append(clause.value)
            if clause.region == "only:files":
                only_in["no_chars"] = "files"
            if "no_chars" not in kinds:
                kinds.append("no_chars")
        elif clause.object == "words":
            data.setdefault("no_words", []).extend(clause.value.split("|"))
            if "no_words" not in kinds:
                kinds.append("no_words")
        elif clause.object == "closing_language":
            data["closing_language"] = clause.value
            kinds.append("closing_language")
        elif clause.object == "case":
            data.setdefault("word_case", []).extend(clause.value.split("|"))
            if "word_case" not in kinds:
                kinds.append("word_case")
        elif clause.object == "names":
            data.setdefault("no_names", []).extend(clause.value.split("|"))
            if "no_names" not in kinds:
                kinds.append("no_names")
        elif clause.object == "marker" and clause.value == "no_openers":
            data.setdefault("no_openers", []).extend(clause.bound.split("|"))
            if "no_openers" not in kinds:
                kinds.append("no_openers")
        elif clause.object == "marker":
            data[clause.value] = clause.bound
            if clause.when:
                when[clause.value] = clause.when
            kinds.append(clause.value)
    if rule.count_code:
        data["count_code"] = True
    elif "max_lines" in data and code_exempt(rule.text):  # "5 lines at most, code blocks don't count": lines of prose
        except_in.setdefault("max_lines", "code")
    data["format"] = formats
    data["when"] = when
    data["unless"] = unless
    data["except_in"] = except_in
    data["only_in"] = only_in
    try:
        return ReplyCheck.parse(data), list(dict.fromkeys(kinds))
    except CheckError:
        return None, []  # clauses that contradict each other ("bullets" and "never bullets"): unchecked
