"""Word rules scoped to the documents the assistant writes, not to the chat: "In the docs: never use 'simply', 'just'
or 'easy'", "Use second person ('you') in help articles, not 'the user'", "no contractions in client-facing drafts",
"dans la doc, jamais « simplement »", "In Hilfeartikeln nie „einfach“", "en los borradores para clientes, sin
contracciones".

Why a module of its own: read without its place, such a rule judged every chat reply ("It's the 14th, so we've got a
week" broke "no contractions in client-facing drafts"), and the documents a tool call writes (an install page under docs/,
a help article, a drafted letter) were never read. The place is read from the rule: a document noun after "in",
"for", "dans", "in", "en" (docs, documentation, help articles, the knowledge base, user guides, READMEs, drafts,
letters), or the same noun as the rule's topic ("In the docs:", "Help articles —"); a sentence that names the reply too
("in replies and docs") keeps speaking of the reply.

The word parts (``no_words``, ``no_contractions``, ``word_case``, the formal or familiar address) then read
``only_in: docs``:

* a tool call that writes a document (Markdown, reStructuredText, text; a README; a file under docs/) is judged on its
  prose, code and inline code left out (:func:`written_verdict`);
* a reply is a document only where it holds a draft: a fenced block of prose or a block quote, or, when the user asked
  for something written ("Draft the fee clause"), the reply without its lead-in line (:func:`draft_text`); any other
  reply is not judged.

The person of address read from the rule: "second person ('you'), not 'the user'", "tutoie le lecteur, pas « l'
utilisateur »", "sprich den Leser mit „du“ an, nicht „der Nutzer“": the refused forms are banned words
(:func:`person_bans`).
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.negation import contrast
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.register import contractions_verdict, informal_verdict
from memlock_core.compliance.reply_form import address_verdict, case_verdict, words_verdict
from memlock_core.regex_cache import rx

DOCS = "docs"
WORD_PARTS = ("no_words", "no_contractions", "word_case", "formal_address", "informal_address")

_DOC_NOUN = (r"(?:docs?|documentation|doc pages?|help(?:[- ]cent(?:er|re))?\s+(?:articles?|pages?|docs?)|"
             r"knowledge[- ]base(?:\s+articles?)?|kb articles?|support articles?|user (?:guides?|manuals?)|manuals?|"
             r"guides?|tutorials?|readmes?|(?:(?:client|customer|user|public)[- ]facing\s+)?(?:drafts?|letters?|"
             r"documents?|copy)|"
             # "customer drafts", "client e-mails", "customer reply drafts": what is written for a customer to read
             r"(?:customer|client)s?['’]?\s+(?:(?:reply|response|support)\s+)?(?:drafts?|e-?mails?|letters?|repl(?:y|ies)|"
             r"responses?|messages?)|"
             r"(?:la\s+|les\s+)?(?:doc|docs|documentation|articles? d['’]aide|brouillons?|courriers?|lettres?)|"
             r"(?:der\s+|den\s+|die\s+)?(?:doku\w*|dokumentation\w*|hilfe-?artikel\w*|entwürfe\w*|entwurf\w*|briefe\w*)|"
             r"(?:la\s+|los\s+|las\s+)?(?:documentaci[oó]n|docs|art[ií]culos de ayuda|borradores?|cartas?))")
# the place: "in the docs", "for help articles", "in client-facing drafts", "dans la doc", "in der Doku", "en los borradores"
_PLACE = rx(rf"\b(?:in|within|for|throughout|across|dans|pour|in|im|für|en|para|nei|nelle|negli)\s+"
            rf"(?:the\s+|our\s+|any\s+|all\s+|every\s+|your\s+|nos\s+|unseren?\s+|nuestr[oa]s\s+)?{_DOC_NOUN}\b|"
            rf"^\W*{_DOC_NOUN}\s*[:—–]", re.I)
# the reply or the talk named too: the rule keeps speaking of the reply
# ("customer replies" are drafts for a customer, not the reply)
_REPLY = rx(r"(?<!customer )(?<!client )(?<!customer reply )"
            r"\b(?:repl(?:y|ies)|answers?|responses?|chat|messages? to me|r[ée]ponses?|antwort\w*|respuestas?|"
            r"risposte|respostas?)\b", re.I)
# a reason beside the rule ("we're a law firm —", "It makes readers feel dumb."): no place
_SENTENCE = rx(r"(?<=[.!?;])\s+|\n+|\s[—–]\s")


def scoped_to_documents(text: str) -> bool:
    """The rule's sentences that hold a word part name a document as their place, and none names the reply."""
    places = [s for s in _SENTENCE.split(text) if s and _PLACE.search(s)]
    return bool(places) and not any(_REPLY.search(s) for s in _SENTENCE.split(text) if s)


def scope(text: str, reply: ReplyCheck | None, kinds: list[str]) -> tuple[ReplyCheck | None, list[str]]:
    """``reply`` with its word parts read in the documents written (``only_in: docs``) when ``text`` places them
    there; the refused person of address added as banned words."""
    if reply is None and not person_bans(text):
        return reply, kinds
    if not scoped_to_documents(text):
        return reply, kinds
    base = reply if reply is not None else ReplyCheck()
    banned = person_bans(text)
    if banned:
        base = replace(base, no_words=tuple(dict.fromkeys((*base.no_words, *banned))))
        kinds = kinds if "no_words" in kinds else [*kinds, "no_words"]
    parts = [p for p in base.parts() if p in WORD_PARTS]
    if not parts:
        return reply, kinds
    regions = {**dict(base.only_in), **{p: DOCS for p in parts}}
    if "no_apology" in base.format and base.no_words:
        # "For customer drafts: never write 'sorry for the inconvenience'": the apology is a phrase banned in the
        # draft, not a ban on apologising to the user
        base = replace(base, format=tuple(f for f in base.format if f != "no_apology"))
        kinds = [k for k in kinds if k != "format" or base.format]
    return replace(base, only_in=tuple(sorted(regions.items()))), kinds


# the second person asked for, and the forms it refuses: "second person ('you'), not 'the user'"
_SECOND_PERSON = rx(r"\b(?:second[- ]person|2nd[- ]person|deuxième personne|zweite[nr]? person|segunda persona|"
                    r"seconda persona|address (?:the )?readers? (?:as|directly)|tutoie\w*|vouvoie\w*|duze\w*|tutea\w*)\b|"
                    r"[\"'“‘«„]\s*(?:you|vous|tu|du|Sie|tú|usted)\s*[\"'”’»“]", re.I)
_UNCHECKED = r"avoid|au lieu de|kein\w*|sin|nada de|niente|não|nem"  # words of the lexicon not read here yet
_NOT = rx(rf"\b(?:{contrast(more='mai', without=_UNCHECKED)})\b", re.I)


def person_bans(text: str) -> tuple[str, ...]:
    """The quoted forms a rule on the person of address refuses ("'the user'", "« l'utilisateur »")."""
    wanted = _SECOND_PERSON.search(text)
    if not wanted:
        return ()
    refusal = _NOT.search(text, wanted.end())
    if not refusal:
        return ()
    after = text[refusal.end():]
    spans = [s.strip() for s in quoted_spans(after) if 1 <= len(s.split()) <= 3 and re.search(r"\w", s)]
    refused = [s for s in spans if not re.fullmatch(r"(?:you|vous|tu|du|sie|tú|usted)", s, re.I)]
    # a form banned with a capital is matched exactly, so the one that opens a sentence is banned too ("The user ...")
    return tuple(dict.fromkeys(f for s in refused for f in (s, s[0].upper() + s[1:])))


_FENCED_PROSE = rx(r"```[ \t]*(?:text|markdown|md|txt|plain|plaintext)?[ \t]*\n(?P<body>.*?)(?:```|$)", re.S | re.I)
_QUOTED_LINE = rx(r"^[ \t]*>[ \t]?(?P<line>.*)$", re.M)
_LEAD_IN = rx(r"^[^\n]{0,120}[:：]\s*\n")


def draft_text(text: str, user_message: str | None) -> str:
    """The draft a reply holds: its fenced blocks of prose and block quotes; when the user asked for something
    written, the reply without its lead-in line ("Here is the draft:"); "" for a reply that holds none."""
    fenced = [m.group("body") for m in _FENCED_PROSE.finditer(text) if re.search(r"[A-Za-zÀ-ÿ]{3,}\s+\w", m.group("body"))]
    quoted = "\n".join(m.group("line") for m in _QUOTED_LINE.finditer(text))
    if fenced or quoted.strip():
        return "\n\n".join([*fenced, quoted]).strip()
    from memlock_core.compliance.user_turn import asks_to_write
    if user_message and _WRITE_ASKED.search(user_message) and asks_to_write(user_message):
        return _LEAD_IN.sub("", text.strip(), count=1)
    return ""


# the user asks for a text to be written: "Draft the fee clause", "Write the intro", "Rédige le courrier", "Schreib den
# Entwurf", "Redacta la carta"
_WRITE_ASKED = rx(r"\b(?:draft|write|rewrite|compose|prepare|redact\w*|rédige\w*|écri[st]\w*|schreib\w*|entw[iu]rf\w*|"
                  r"formulier\w*|redact[ae]\w*|escrib\w*|scrivi\w*|redigi\w*)\b", re.I)


def documents_only(check: ReplyCheck, part: str) -> bool:
    """The part reads the documents written alone."""
    return part in WORD_PARTS and dict(check.only_in).get(part) == DOCS


def doc_prose(text: str) -> str:
    """A document's prose: its fenced code, inline code and link targets left out."""
    text = re.sub(r"```.*?(?:```|$)", " ", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", " ", text)
    return re.sub(r"\]\([^)]*\)|https?://\S+", " ", text)


def written_verdict(check: ReplyCheck, name: str, path: str, texts: list[str],
                    user_message: str | None) -> tuple[str, Finding] | None:
    """(part, verdict) for the word parts scoped to documents, on a document a tool call writes; None otherwise."""
    from memlock_core.compliance import audience
    from memlock_core.compliance.written_scope import is_doc
    parts = [p for p in WORD_PARTS if documents_only(check, p) and p in check.parts()]
    if not parts or not texts or not is_doc(path):
        return None
    found: tuple[str, Finding] | None = None
    prose = "\n\n".join(doc_prose(t) for t in texts)
    for part in parts:
        when, _ = check.condition(part)
        if when == audience.EXTERNAL and user_message and audience.internal(user_message):
            continue
        outcome, why = judge(check, part, prose)
        if outcome == BROKEN:
            return part, (BROKEN, f"{name} {path}: {why}")
        if outcome == OBEYED and found is None:
            found = (part, (OBEYED, f"{name} {path}: {why}"))
    return found


def judge(check: ReplyCheck, part: str, text: str) -> Finding:
    """One word part on a document's text."""
    language = check.language if check.language != "user" else None
    if part == "no_words":
        return words_verdict(check.no_words, text)
    if part == "no_contractions":
        return contractions_verdict(text)
    if part == "word_case":
        return case_verdict(check.word_case, text)
    if part == "formal_address":
        return address_verdict(text, language)
    if part == "informal_address":
        return informal_verdict(text, language)
    return NOT_APPLICABLE, "not a word part"
