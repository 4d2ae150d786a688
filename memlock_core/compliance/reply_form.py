"""Reply checks on the form of a reply that is not lists or length: markdown at all, tables, the opening
and the closing (a greeting, a sign-off, flattery, a required first or last line), punctuation, the
formal "you", and the language code is written in.

Each reads the reply's own structure (:mod:`memlock_core.compliance.markdown`): code blocks, inline
code, URLs and quoted passages are not the reply's own prose ("Hola mundo" quoted is not a greeting,
``a != b`` in code is not an exclamation mark, « Tu es en retard ! » quoted is not tutoiement).
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance.address_words import FORMAL_EVIDENCE as _FORMAL_CUE
from memlock_core.compliance.address_words import INFORMAL as _INFORMAL
from memlock_core.compliance.embedded_programs import embedded, shell_rest
from memlock_core.compliance.letter_prefix import letter_prefixed
from memlock_core.compliance.markdown import (
    BULLET,
    HEADING,
    INDENTED_CODE,
    LEAD_IN,
    NUMBERED,
    QUOTE,
    TABLE,
    parse,
    words,
)
from memlock_core.compliance.markdown import own_text as _own
from memlock_core.compliance.mentions import named_word
from memlock_core.compliance.openers import PRAISE, empty_opener
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.compliance.question_praise import praises_question
from memlock_core.compliance.register import reply_languages, to_user
from memlock_core.compliance.tone import INTERJECTION
from memlock_core.compliance.word_forms import VERB_MARK, gender_number_forms, inflected, used_as_verb
from memlock_core.compliance.written_as import split_forms
from memlock_core.regex_cache import rx

_BOLD = rx(r"(?<![\w*])\*\*(?=\S)[^*\n]{1,200}?(?<=\S)\*\*(?![\w*])|(?<![\w_])__(?=\S)[^_\n]{1,200}?(?<=\S)__(?![\w_])")
_ITALIC = rx(r"(?<![\w*])\*(?=[^\s*\d])[^*\n]{1,120}?(?<=[^\s*])\*(?![\w*])")
_MD_LINK = rx(r"\[[^\]\n]{1,200}\]\([^)\s]{1,300}\)")
_INLINE = rx(r"(?<!`)`[^`\n]{1,200}`(?!`)")
_EMPH_BULLET = rx(r"^\s*[*+]\s+\S")


def _excerpt(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def markdown_verdict(text: str) -> Finding:
    """no_markdown: plain text - no heading, fenced block, table, block quote, ``*``/``+`` bullet, bold or
    italic, inline code or markdown link. Dashes, numbers and bare URLs are plain text."""
    s = parse(text)
    if not s.lines and not s.code:
        return NOT_APPLICABLE, "empty reply"
    if s.code:
        return BROKEN, f"fenced code block: \"{_excerpt(s.code[0].body.strip(), 40)}\""
    for line in s.lines:
        if line.kind == HEADING:
            return BROKEN, f"markdown heading \"{_excerpt(line.text.strip())}\""
        if line.kind == TABLE:
            return BROKEN, f"markdown table \"{_excerpt(line.text.strip())}\""
        if line.kind == QUOTE:
            return BROKEN, f"block quote \"{_excerpt(line.text.strip())}\""
        if line.kind == BULLET and _EMPH_BULLET.match(line.text):
            return BROKEN, f"markdown bullet \"{_excerpt(line.text.strip())}\""
    body = "\n".join(line.text for line in s.lines)
    for pattern, what in ((_BOLD, "bold"), (_MD_LINK, "markdown link"), (_INLINE, "inline code"), (_ITALIC, "italic")):
        found = pattern.search(body)
        if found:
            return BROKEN, f"{what} \"{_excerpt(found.group(0), 40)}\""
    return OBEYED, "plain text"


_PIPE_ROW = rx(r"^[^|\n]*\S\s*\|\s*\S[^|\n]*\|\s*\S")  # two inner pipes: three cells
# three cells set apart by runs of spaces (a cell may be one character: "t3.small   2     2 GiB")
_SPACED_ROW = rx(r"^\S(?:.*?\S)? {2,}\S(?:.*?\S)? {2,}\S")


def _text_grid(text: str) -> str:
    """The first row of a table written without markdown: three or more consecutive lines of three or more cells,
    set apart by inner pipes or by runs of two or more spaces (in a code block too: a table is what it shows)."""
    run: list[str] = []
    for line in text.splitlines() + [""]:
        if line.strip().startswith(("```", "~~~")):
            continue
        if _PIPE_ROW.match(line.strip()) or _SPACED_ROW.match(line.strip()):
            run.append(line)
            if len(run) >= 3:
                return run[0]
        else:
            run = []
    return ""


def tables_verdict(text: str) -> Finding:
    """no_tables: no markdown table row (``| a | b |``)."""
    s = parse(text)
    rows = s.of(TABLE)
    if rows:
        return BROKEN, f"table with {len(rows)} rows: \"{_excerpt(rows[0].text.strip())}\""
    grid = _text_grid(text)
    if grid:  # "Display | 6.1\" OLED | 6.3\" OLED" without the outer pipes, or columns lined up with spaces
        return BROKEN, f"a table laid out as text: \"{_excerpt(grid.strip())}\""
    if not s.lines and not s.code:
        return NOT_APPLICABLE, "empty reply"
    return OBEYED, "no table"


# Salutations that open a reply (the word, then a comma, a name, "!" or the end of the sentence).
_GREETING = rx(
    r"^[¡\s]*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|dear\s+\w+|"
    r"bonjour|bonsoir|salut|coucou|hallo|guten (?:morgen|tag|abend)|servus|moin|grüß (?:dich|gott)|"
    r"hola|buen(?:os|as) (?:días|dias|tardes|noches)|buenas(?=\s*[,!.])|buen día|qué tal|grüezi|"
    r"saludos|ciao|buongiorno|salve|olá|bom dia|boa tarde|"
    r"こんにちは|こんばんは|おはよう(?:ございます)?)(?:\s+(?:there|everyone|all|team|friend|[A-ZÀ-Ý]\w*))?\s*(?:[,!.:;—–]|$)",
    re.I)
# Closing formulas, as the reply's last sentence (or a line of its own at the end): the formula opens the
# sentence (after "I", "and", "¡") or the sentence is short (SIGNOFF_WORDS words at most).
SIGNOFF_WORDS = 10
_SIGNOFF = rx(
    r"\b(?:hope (?:this|that|it) helps|let me know if|feel free to|happy (?:coding|hacking)|good luck|best of luck|"
    r"(?:i['’]m |i am )?(?:happy|glad) to help(?: further| more)?|avísame si|dime si necesitas|sag (?:mir )?bescheid|"
    r"lass (?:es )?mich wissen|fammi sapere|me avis[ae] se|dis-moi si|fais-moi signe|"
    r"cheers|(?:best|kind|warm) regards|regards|all the best|have a (?:great|nice|good) (?:day|one|weekend)|"
    r"talk soon|see you (?:soon|later)|take care\s*[.!]?$|"
    r"j'espère que (?:ça|cela) (?:aide|t'aide|vous aide)|n'h[ée]site[zs]? pas|bonne (?:journée|soirée|chance)|"
    r"bon courage|cordialement|à bientôt|bien à (?:toi|vous)|"
    r"ich hoffe,? (?:das|es) hilft|viel erfolg|viel glück|(?:viele|beste|liebe) grüße|bis bald|schönen tag|"
    r"espero que (?:te |le |les )?(?:sirva|ayude)|(?:un )?saludos?|buena suerte|^¡?suerte\b|hasta (?:la próxima|pronto|luego)|"
    r"un abrazo|que tengas un buen día|"
    r"spero (?:che )?(?:ti )?(?:sia utile|aiuti)|buona fortuna|a presto|"
    # being at the user's disposal for more: "Bei weiteren Fragen stehe ich gern zur Verfügung", "Melde dich gern",
    # "je reste à ta disposition", "quedo a tu disposición", "resto a disposizione", "fico à disposição"
    r"(?:stehe ich|ich stehe)(?: (?:dir|euch|ihnen))?(?: (?:gern|gerne|jederzeit))? zur verfügung|"
    r"meld(?:e)? dich(?: (?:einfach|gern|gerne|jederzeit))*(?= *(?:[.!,]|$|bei (?:mir|fragen)|wenn|falls))|"
    r"je reste à (?:ta|votre) disposition|(?:quedo|estoy|quedamos) a (?:tu|su|vuestra) (?:entera )?disposición|"
    r"resto a (?:tua |sua |vostra )?disposizione|(?:fico|estou|ficamos) à (?:sua |tua )?disposição|qualquer dúvida|"
    r"(?:i['’]m|i am) (?:here|around|available) if you (?:need|have)|reach out if|"
    r"よろしくお願いします|頑張ってください|お役に立てれば)\b", re.I)
# an interjection before the compliment ("Ooh, excellent question", "Ah, bonne question") is still the opening
_INTERJECTION = rf"(?:{INTERJECTION})?"
_FLATTERY = rx(
    rf"^[¡\s]*{_INTERJECTION}(?:(?:what an?|such an?|that's an?|that is an?|this is an?|a|an)\s+)?(?:really\s+|very\s+|truly\s+)?"
    r"(?:great|good|excellent|fantastic|wonderful|awesome|amazing|brilliant|thoughtful|insightful|interesting|"
    r"smart|fair|perceptive|sharp|clever|superb|terrific|fascinating|nice|cool)\s+"
    r"(?:question|point|observation|catch|idea|thing to (?:ask|notice|wonder)|thinking|spot|query|one to ask)\b"
    # "Good one!", "Nice one.": the compliment as a whole exclamation, the question left implied
    r"|^[¡\s]*(?:oh,?\s+|ah,?\s+)?(?:great|good|nice|excellent|fantastic|brilliant|clever)\s+one\s*[!.]"
    rf"|^[¡\s]*{_INTERJECTION}(?:you(?:'re| are) (?:absolutely|totally|completely|so) right|you clearly (?:know|understand)|"
    r"i love (?:this|that|your) question|what a (?:great|good|thoughtful|smart|fantastic|wonderful)\b|"
    r"excellente question|très bonne question|bonne question|gute frage|sehr gute frage|tolle frage|"
    r"(?:muy )?buena pregunta|excelente pregunta|ottima domanda|bella domanda|いい質問|良い質問|素晴らしい質問)",
    re.I)
_SENTENCE = rx(r"(?<=[.!?。！？])\s+")
# a closing formula on a line of its own, before a name ("Best,", "Cheers!", "Hope this helps!", "Saludos,")
_SIGNOFF_LINE = rx(r"^(?:best|best wishes|thanks|thank you|many thanks|cheers|regards|kind regards|best regards|"
                           r"warm regards|sincerely|yours(?: truly| sincerely)?|cordialement|bien à (?:toi|vous)|amitiés|"
                           r"(?:viele|beste|liebe|freundliche) grüße|mit freundlichen grüßen|grüße|lg|vg|saludos|un saludo|"
                           r"atentamente|un abrazo|cordiali saluti|saluti|abraços|atenciosamente|"
                           r"hope (?:this|that|it) helps)\s*[,.!]?\s*$", re.I)


def signoff_example(example: str) -> bool:
    """Whether a phrase a rule quotes is a closing formula ("let me know if...", "n'hésite pas"): a rule banning
    endings like it bans sign-offs, question mark or not."""
    return bool(_SIGNOFF.search(example.strip(" .…?!")))


def _prose_lines(text: str) -> list[str]:
    s = parse(text)
    return [line.body for line in s.lines if line.kind not in (INDENTED_CODE, TABLE, QUOTE) and line.body.strip()]


def opening_verdict(kind: str, text: str) -> Finding:
    """no_greeting | no_flattery: the reply's first sentence is not a salutation / a compliment on the
    question."""
    lines = _prose_lines(text)
    if not lines:
        return NOT_APPLICABLE, "no prose"
    from memlock_core.compliance.mentions import quoted_subject
    if quoted_subject(lines[0]):  # "\"Great question\" sounds canned": the phrase spoken of, not said
        return OBEYED, f"opens with a quoted phrase spoken of: \"{_excerpt(lines[0], 40)}\""
    first = _SENTENCE.split(_own(lines[0]).strip() or lines[0].strip())[0]
    pattern = _GREETING if kind == "no_greeting" else _FLATTERY
    found = pattern.match(first.strip().lstrip("*_#> ¡¿").strip()) or (kind == "no_flattery" and praises_question(first)) \
        or (kind == "no_flattery" and (empty_opener(first) or ("", ""))[0] == PRAISE)  # the user's work praised
    if found:
        return BROKEN, f"opens with {'a greeting' if kind == 'no_greeting' else 'flattery'}: \"{_excerpt(first, 60)}\""
    return OBEYED, f"opens with \"{_excerpt(first, 40)}\""


def closing_verdict(text: str) -> Finding:
    """no_signoff: the reply's last sentence is not a closing formula ("Hope this helps!", "¡Un saludo!")."""
    lines = _prose_lines(text)
    s = parse(text)
    if not lines:
        return NOT_APPLICABLE, "no prose"
    tail = [ln for ln in s.lines if ln.kind not in (INDENTED_CODE,)]
    last_line = tail[-1] if tail else None
    if last_line is None or last_line.kind in (TABLE, QUOTE):
        return OBEYED, "ends without a sign-off"
    # a signature block ("Best," / "Your assistant"): the closing formula is on a line before the short lines after it
    for line in reversed(tail[-4:-1] if len(words(_own(last_line.body))) <= 4 else []):
        if line.kind in (TABLE, QUOTE, BULLET, NUMBERED):
            break
        own = _own(line.body).strip()
        if _SIGNOFF_LINE.match(own) or (_SIGNOFF.search(own) and len(words(own)) <= SIGNOFF_WORDS):
            if to_user(text) != text:  # "Un saludo,\nDiego" under a drafted e-mail ("Hola, Marta:"): the letter's own
                return OBEYED, f"the sign-off closes the drafted letter: \"{_excerpt(line.body.strip())}\""
            return BROKEN, f"closes with a sign-off: \"{_excerpt(line.body.strip() + ' ' + tail[-1].body.strip())}\""
        if len(words(_own(line.body))) > 4:
            break
    sentences = [x for x in _SENTENCE.split(_own(last_line.body).strip()) if x.strip()]
    last = sentences[-1] if sentences else ""
    found = _SIGNOFF.search(last) if last else None
    opening = found is not None and len(words(last[:found.start()].replace("¡", ""))) <= 2
    if found and (opening or len(words(last)) <= SIGNOFF_WORDS):
        return BROKEN, f"closes with a sign-off: \"{_excerpt(last)}\""
    return OBEYED, "ends without a sign-off"


# a factorial: a digit, a closing bracket or a one-letter name, "!", then an operator or a bracket ("5! = 120", "k!(n-k)!")
_FACTORIAL = rx(r"(?:\d|\)|(?<![^\W\d_])[a-zA-Z])!(?=\s*[=×*/÷·)≈<>]|\()")


_CHAR_NAMES = {"!": "exclamation mark", "—": "em dash", ";": "semicolon", "…": "ellipsis", "?": "question mark",
               "–": "en dash", "ß": "ß (eszett)"}


def chars_verdict(chars: tuple[str, ...], text: str) -> Finding:
    """no_chars: none of ``chars`` in the reply's own prose (code, inline code, URLs and quotes left out);
    ``!`` includes ``¡``, ``…`` includes ``...``, ``—`` includes `` -- `` between words."""
    prose = _own(text)
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    for item in chars:
        char, _, cap = item.partition(":")  # "!:1": at most one
        variants = {"!": r"[!¡！](?!=)", "…": r"…|(?<!\.)\.\.\.(?!\.)", "—": r"—|(?<=\w) -- (?=\w)", "?": r"[?¿？]"}
        # "¡Hola!" is one exclamation, not two
        found = list(re.finditer(r"[!！](?!=)" if char == "!" and cap else variants.get(char, re.escape(char)), prose))
        if char == "!":  # "5! = 120", "n!/(k!(n-k)!)": a factorial is no exclamation (reply_form._FACTORIAL)
            found = [f for f in found if not _FACTORIAL.match(prose, f.start() - 1)]
        if char.isalpha():  # "das ß wird nicht verwendet": a letter standing alone is named, not written in a word
            found = [f for f in found if re.match(r"\w", prose[f.end():f.end() + 1]) or re.search(r"\w$", prose[:f.start()])]
        if len(found) > int(cap or 0):
            at = found[int(cap or 0)].start()
            what = f"{len(found)} {_CHAR_NAMES[char]}s (at most {cap})" if cap else _CHAR_NAMES[char]
            return BROKEN, f"{what} in \"{_excerpt(prose[max(0, at - 40):at + 20].strip())}\""
    return OBEYED, "; ".join(f"at most {c[2:]} {_CHAR_NAMES[c[0]]}" if ":" in c else f"no {_CHAR_NAMES[c]}" for c in chars)


@functools.lru_cache(maxsize=256)
def _word_pattern(word: str) -> re.Pattern[str]:
    """The whole-word pattern of one banned word or phrase (compiled once: its character classes are costly)."""
    flags = 0 if word != word.lower() else re.I
    # a word in kana / kanji has no spaces around it: it ends where the script of its last character does
    # ("サーバの" holds "サーバ", "サーバー" does not); a Latin word ends at a kana ("DBの")
    after = r"(?![ァ-ヺー])" if re.search(r"[ァ-ヺー]$", word) else r"(?![぀-ゟ])" if re.search(r"[぀-ゟ]$", word) \
        else r"(?![一-鿿])" if re.search(r"[一-鿿]$", word) else r"(?![^\W぀-ヿ一-鿿])"
    before = r"(?<![^\W぀-ヿ一-鿿])" if re.match(r"[^\W぀-ヿ一-鿿]", word) else ""
    # "delve": also "delves", "delved", "delving"; "circle back": "circling back"
    body = inflected(word) if flags else re.escape(word)
    forms = gender_number_forms(word) if flags else None
    if forms:  # "garantie": "garanti", "garanties" too
        body = f"(?:{body}|{forms})"
    return rx(before + body + after, flags)


# a wording the reply suggests, in quotes: 'something like: "Hi Sam, just wanted to circle back ..."', 'you could say
# « ... »', 'par exemple : « ... »', 'etwa so: „...“': the reply's own words (a sentence, not a word it mentions)
_SUGGESTED = rx(r"(?:something like|like this|for example|for instance|e\.g\.|you (?:could|can|might) (?:say|write|send)|"
                        r"try(?: saying| writing| sending)?|par exemple|quelque chose comme|tu peux (?:dire|écrire)|"
                        r"zum beispiel|etwa so|etwa|z\.\s?b\.|algo como|por ejemplo|puedes decir|qualcosa come|ad esempio|"
                        r"por exemplo|algo como)\s*[:,]?\s*[\"“«„‘]\s?(?P<q>[^\"”»“’\n]*\s[^\"”»“’\n]*)[\"”»“’]", re.I)


# the words a reply addresses the user with: a wording it suggests for someone else may use them
_ADDRESS = rx(r"du|dich|dir|dein\w*|tu|toi|te|ti|tú|vos|vous|you|your|sie|ihnen|usted|voc[eê]|tutoie\w*|duz\w*", re.I)


def suggested_wordings(text: str) -> str:
    """The quoted wordings a reply suggests the user send or say (one a line)."""
    return "\n".join(m.group("q") for m in _SUGGESTED.finditer(_INLINE.sub(" ", text)))


def _in_compound(prose: str, start: int, end: int) -> bool:
    """The match is a part of a fixed hyphenated phrase of three or more parts ("just-in-time", "state-of-the-art"): a
    word of its own. A two-part compound ("email-adres") still holds the word, as its spelling."""
    left = re.search(r"(?:[^\W\d_]+-)*$", prose[max(0, start - 60):start])
    right = re.match(r"(?:-[^\W\d_]+)*", prose[end:end + 60])
    parts = (left.group(0).count("-") if left else 0) + (right.group(0).count("-") if right else 0) + 1
    return parts >= 3


def words_verdict(banned: tuple[str, ...], text: str, to_the_user: bool = False) -> Finding:
    """no_words: none of the words or phrases in the reply's own prose (code, inline code and quoted
    passages left out: a reply may quote the word it explains), as whole words; case-insensitive for a word
    the rule writes in lower case, exactly as written for one with a capital ("never 'Javascript' or 'JS'":
    the rule is about the capitals, and "JavaScript" is not "Javascript"). ``to_the_user``: the words are ways of
    speaking to the user ("no 'sorry', no 'I apologize'" in a rule against apologising), so a letter or an e-mail the
    reply drafts, which speaks for someone else, is left out (register.to_user)."""
    whole = _own(text)
    prose = to_user(whole) if to_the_user else whole
    if words(whole) and not words(prose):
        return NOT_APPLICABLE, "a drafted letter or e-mail, not the reply's own words"
    if not to_the_user and not any(_ADDRESS.fullmatch(w) for w in banned):
        prose = f"{prose}\n{suggested_wordings(text)}"  # a form of address speaks to the user, a wording to another
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    kana = bool(re.search(r"[぀-ヿ]", prose))
    for word in banned:
        verb = word.endswith(" " + VERB_MARK)
        bare = word.removesuffix(" " + VERB_MARK)
        # Chinese prose (hanzi, no kana) writes words without a break: a banned hanzi word is found inside the run
        pattern = rx(re.escape(bare)) if not kana and re.fullmatch(r"[一-鿿]+", bare) else _word_pattern(bare)
        for found in pattern.finditer(prose):
            if verb and not used_as_verb(prose, found.start(), found.end()):
                continue  # "financial leverage" under "don't use 'leverage' as a verb"
            if "-" not in bare and _in_compound(prose, found.start(), found.end()):
                continue  # "just-in-time": a part of a fixed hyphenated phrase, another word
            if "-" not in bare and letter_prefixed(prose, found.start()):
                continue  # "e-mail" under "« e-mail », pas « mail »": a one-letter prefix makes another word
            if named_word(prose, found.start(), found.end()):
                continue  # "But *just* can also mean ...": the word discussed, not said
            as_verb = " (a verb)" if verb else ""
            return BROKEN, (f"\"{found.group(0)}\"{as_verb} in "
                            f"\"{_excerpt(prose[max(0, found.start() - 30):found.end() + 30].strip())}\"")
    return OBEYED, "none of " + ", ".join(f"\"{w}\"" for w in banned)


# a name inside an address is not prose: "github.com", "user@github.io", "/javascript/", "#postgresql"
_IN_ADDRESS = rx(r"[\w-]*\.(?:com|org|net|io|dev|app|co|js|json|yml|yaml|toml|md|py)\b|[/@#:]\S*")


def case_verdict(names: tuple[str, ...], text: str) -> Finding:
    """word_case: each name in the reply's own prose (code, inline code, quotes and addresses left out) written with
    exactly its capitals ("Github", "javascript" break "GitHub", "JavaScript"); a longer word or a compound
    ("githubusercontent", "github-actions") is another name."""
    prose = _IN_ADDRESS.sub(" ", _own(text))
    good: list[str] = []
    bad: list[str] = []
    for name in names:
        for found in re.finditer(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", prose, re.I):
            (good if found.group(0) == name else bad).append(found.group(0))
        bad.extend(split_forms(name, prose))  # "Data Hub" for "DataHub": the name written apart (written_as)
    if bad:
        return BROKEN, f"names not written as the rule writes them: {quote_words(bad)}"
    return (OBEYED, f"names as written: {quote_words(good)}") if good else (NOT_APPLICABLE, "none of the names in the reply")


def _strip_marks(line: str) -> str:
    return re.sub(r"^[\s>*_#-]*(?:\*\*|__)?", "", line).replace("**", "").replace("__", "").strip()


def opener_verdict(banned: tuple[str, ...], text: str) -> Finding:
    """no_openers: the reply's first line (markdown emphasis ignored) does not start with any of ``banned``
    (case-insensitive, as a whole word: "Certainly" is not "Certainty")."""
    raw = [ln for ln in text.strip().splitlines() if ln.strip()]
    if not raw:
        return NOT_APPLICABLE, "empty reply"
    first = _strip_marks(raw[0])
    for opener in banned:
        if re.match(re.escape(opener) + r"(?!\w)", first, re.I):
            return BROKEN, f"opens with \"{_excerpt(first, 50)}\""
    return OBEYED, f"opens with \"{_excerpt(first, 30)}\""


_SUBJECT_LINE = rx(r"^(?:subject|re|assunto|objet|betreff|asunto|oggetto|onderwerp|件名)\s*[:：]", re.I)


def _starts(line: str, marker: str) -> bool:
    """``line`` starts with ``marker``, case and the kind of dash aside ("– Jarvis" is "— Jarvis" and "- Jarvis")."""
    def fold(x: str) -> str:
        return re.sub(r"^[–—―-]+\s*", "– ", x.strip().lower())
    return fold(line).startswith(fold(marker))


def marker_verdict(part: str, marker: str, text: str) -> Finding:
    """opens_with | ends_with: the first / last non-blank line (code blocks included, markdown emphasis
    ignored) starts with ``marker`` (case-insensitive)."""
    raw = [ln for ln in text.strip().splitlines() if ln.strip()]
    if not raw:
        return NOT_APPLICABLE, "empty reply"
    if part == "opens_with" and len(raw) > 1 and not _starts(_strip_marks(raw[0]), marker) \
            and _SUBJECT_LINE.match(_strip_marks(raw[0])):
        raw = raw[1:]  # a drafted e-mail: its subject line, then the greeting
    line = raw[0] if part == "opens_with" else raw[-1]
    where = "first" if part == "opens_with" else "last"
    if _starts(_strip_marks(line), marker):
        return OBEYED, f"{where} line \"{_excerpt(line.strip())}\""
    if part == "ends_with" and len(raw) >= 2 and len(_strip_marks(raw[-2])) < len(marker) \
            and _starts(f"{_strip_marks(raw[-2])} {_strip_marks(raw[-1])}", marker):
        return OBEYED, f"last lines \"{_excerpt(' / '.join(x.strip() for x in raw[-2:]))}\""  # "Cheers," / "Ada"
    if part == "ends_with" and any(_starts(_strip_marks(ln), marker) for ln in raw):
        return BROKEN, f"\"{marker}\" is not on the last line: \"{_excerpt(line.strip())}\""
    return BROKEN, f"the {where} line does not start with \"{marker}\": \"{_excerpt(line.strip())}\""


_JA_SENTENCE = rx(r"[^。！？!?\n]*[ぁ-んァ-ン一-龯][^。！？!?\n]*[。！？!?]")
_POLITE_END = rx(r"(?:です|ます|ました|でした|ません|ましょう|ください|下さい|でしょう|ませんでした)(?:か|ね|よ|よね|が|けど)?"
                         r"[」』）)]*[。！？!?]$")
# the plain form: だ / である, a dictionary or past form, or an imperative or a te-form request ("開け", "開いて")
_PLAIN_END = rx(r"(?:だ|である|であった|だった|だろう|[るたうくぐすつぬぶむいけげせてねべめれろ]|ない|なかった)(?:ね|よ|か)?"
                        r"[」』）)]*[。！？!?]$")


def polite_verdict(text: str) -> Finding:
    """ja_polite: the Japanese sentences of the prose end in です / ます forms; one in the plain form
    (だ, である, a dictionary-form verb) breaks it. A sentence that ends on a noun is not counted either way."""
    prose = _own(text)
    sentences = [m.group(0).strip() for m in _JA_SENTENCE.finditer(prose)]
    if not sentences:
        return NOT_APPLICABLE, "no Japanese sentence"
    plain = [x for x in sentences if not _POLITE_END.search(x) and _PLAIN_END.search(x)]
    if plain:
        return BROKEN, f"plain form: \"{_excerpt(plain[0], 60)}\""
    return OBEYED, f"{len(sentences)} sentences in the polite form"


# the informal and the formal pronoun joined as a pair ("English doesn't tell tu and vous apart", "du oder Sie",
# "tú y usted"): the two words named, nobody addressed
_T_FORM = r"(?:tu|toi|du|dich|dir|tú|ti|vos)"
_V_FORM = r"(?:vous|Sie|Ihnen|usted|ustedes|Lei|voi)"
_PAIR = r"\s*(?:,|/|\bet\b|\bou\b|\bund\b|\boder\b|\by\b|\bo\b|\be\b|\band\b|\bor\b|\bvs\.?|\bversus\b)\s*"
_PRONOUNS_NAMED = rx(rf"(?<![\w'’]){_T_FORM}{_PAIR}{_V_FORM}(?![\w'’])|(?<![\w'’]){_V_FORM}{_PAIR}{_T_FORM}(?![\w'’])")


# a pronoun set in emphasis on its own ("se dice **tú**", "on écrit *tu*"): the word named, nobody addressed
_MENTIONED = rx(rf"(\*\*|\*|__|_){_T_FORM}\1(?!\w)", re.I)


def address_verdict(text: str, language: str | None) -> Finding:
    """formal_address: the reply addresses the user formally (vous / Sie / usted), never with the informal
    pronouns or verb forms (tu, ta, vérifie / du, dein / tú, puedes). A letter the reply drafts and the lines of a
    dialogue it writes are not addressed to the user (register.to_user)."""

    prose = _PRONOUNS_NAMED.sub(" ", to_user(_own(_MENTIONED.sub(" ", text))))
    if not words(prose):
        return NOT_APPLICABLE, "no prose"
    for lang in reply_languages(prose, language):
        found = _INFORMAL[lang].search(prose)
        if found:
            around = _excerpt(prose[max(0, found.start() - 30):found.end() + 30])
            return BROKEN, f"informal address \"{found.group(0).strip()}\" in \"{around}\""
        if _FORMAL_CUE[lang].search(prose):
            return OBEYED, f"formal address: \"{_FORMAL_CUE[lang].search(prose).group(0)}\""  # type: ignore[union-attr]
    return NOT_APPLICABLE, "the reply does not address the user"


_CODE_LANG_ALIASES = {"py": "python", "python3": "python", "js": "javascript", "node": "javascript", "jsx": "javascript",
                      "mjs": "javascript", "ts": "typescript", "tsx": "typescript", "sh": "bash", "shell": "bash",
                      "zsh": "bash", "console": "bash", "golang": "go", "rs": "rust", "rb": "ruby", "c++": "cpp",
                      "cs": "csharp", "c#": "csharp", "kt": "kotlin", "yml": "yaml", "ps1": "powershell"}
# Not programming languages: a shell command, a config file or data next to the code a rule speaks of.
_NOT_PROGRAMS = {"bash", "text", "txt", "plaintext", "json", "yaml", "toml", "ini", "xml", "html", "css", "sql",
                 "markdown", "md", "diff", "dockerfile", "makefile", "powershell", "bat", "cmd", "env", "csv",
                 "http", "nginx", "apache", "graphql", "log", "output", ""}
_GUESS = (("typescript", rx(r":\s*(?:string|number|boolean|void|any|unknown|never)\b|\binterface\s+\w+\s*\{|"
                                    r"\btype\s+\w+\s*=|\bas\s+const\b|<\w+>\(")),
          ("python", rx(r"^\s*(?:def|class)\s+\w+.*:\s*$|^\s*(?:import|from)\s+[\w.]+(?:\s+import\b)?|"
                                r"\bprint\(|\bself\.|^\s*elif\b|\bNone\b", re.M)),
          ("javascript", rx(r"\b(?:const|let|var)\s+\w+\s*=|\bfunction\s*\w*\s*\(|=>|\bconsole\.log\(|"
                                    r"\brequire\(|\bdocument\.|module\.exports")),
          ("go", rx(r"^\s*package\s+\w+|\bfunc\s+\w+\(|:=", re.M)),
          ("rust", rx(r"\bfn\s+\w+\(|\blet\s+mut\b|println!\(")),
          ("java", rx(r"\bpublic\s+(?:static\s+)?(?:class|void)\b|System\.out\.println")),
          ("ruby", rx(r"^\s*def\s+\w+\s*$|\bputs\s|\.each\s+do\b", re.M)))


_STRONG = (("ruby", rx(r"^\s*def\s+\w+[^:\n]*\n(?:.*\n)*?\s*end\s*$|\bputs\s+[\"'\w]", re.M)),
           ("python", rx(r"^\s*def\s+\w+\(.*\)\s*(?:->\s*[\w\[\], .]+)?:\s*$", re.M)),
           ("go", rx(r"^\s*package\s+\w+\s*$|^\s*func\s+\w+\(", re.M)),
           ("rust", rx(r"^\s*(?:pub\s+)?fn\s+\w+\(|\bprintln!\(", re.M)),
           ("java", rx(r"\bpublic\s+static\s+void\s+main\b|System\.out\.println")))


def code_language(info: str, body: str) -> str:
    """A code block's language: its tag, else a guess from tell-tale syntax ("" when none shows)."""
    tag = info.lower().split("{")[0].strip()
    tag = _CODE_LANG_ALIASES.get(tag, tag)
    if tag:
        # a block tagged with one language whose body shows none of its syntax but the unmistakable syntax of another
        # ("```python" over `def hallo` ... `puts` ... `end`) is in that other language
        own = dict(_GUESS).get(tag)
        if own is not None and not own.search(body):
            for name, pattern in _STRONG:
                if name != tag and pattern.search(body):
                    return name
        return tag
    for name, pattern in _GUESS:
        if pattern.search(body):
            return name
    return ""


# A shell script, not a command to run: a loop, a condition or a function ("for f in *; do ...; done")
_SHELL_SCRIPT = rx(r"^\s*(?:for|while|until)\b[^\n]*?(?:;|\n)\s*do\b[\s\S]*?\bdone\b|"
                           r"^\s*if\b[^\n]*?(?:;|\n)\s*then\b[\s\S]*?\bfi\b|"
                           r"^\s*(?:function\s+[\w-]+|[\w-]+\s*\(\s*\))\s*\{", re.M)
# a function's parameter list in JavaScript or TypeScript: "function getJson(url)", "const f = async (a, b) =>"
_JS_PARAMS = rx(r"\bfunction\s*\*?\s*[\w$]*\s*\((?P<a>[^()]*)\)|"
                        r"^\s*(?:export\s+)?(?:const|let)\s+[\w$]+\s*=\s*(?:async\s*)?\((?P<b>[^()]*)\)\s*=>", re.M)


def _untyped_typescript(body: str) -> bool:
    """A block tagged TypeScript that is plain JavaScript: no TypeScript syntax anywhere and its functions'
    parameters left without a type (an implicit ``any``, which strict TypeScript refuses); a parameter with a
    default value has the type of that value."""
    if dict(_GUESS)["typescript"].search(body) or re.search(r"\)\s*:\s*[\w$<\[{]", body):
        return False
    params = [p.strip() for m in _JS_PARAMS.finditer(body) for p in (m.group("a") or m.group("b") or "").split(",")]
    params = [p for p in params if p]
    return bool(params) and all(":" not in p and "=" not in p for p in params)


# "Or in a shell one-liner: `rev <<< "$s"`", "Alternativ in JavaScript: `...`": the same solution offered again in
# another language, as inline code the sentence names the language of
_ALTERNATIVE = rx(r"(?:^|(?<=[.!?]\s))(?:or|alternatively|ou|oder|alternativ\w*|o|oppure|ou então)\b[^.`\n]{0,40}?"
                          r"\b(?:in|en|mit|with|using|con|com|em)\s+(?:an?\s+|un\s+|une\s+|einem\s+|uno?\s+)?"
                          r"(?P<lang>python|shell|bash|zsh|sh|javascript|js|node|typescript|ts|ruby|perl|go|golang|rust|"
                          r"java|php|powershell|awk)\b[^`\n]{0,40}`(?P<code>[^`\n]{3,})`", re.I | re.M)


def code_language_verdict(wanted: tuple[str, ...], text: str) -> Finding:
    """code_languages: every block of program code is in one of ``wanted`` (shell commands, config and data
    blocks are not program code, but a shell script with a loop or a condition is; a TypeScript block is not
    JavaScript, and a block tagged TypeScript with untyped parameters and no type anywhere is JavaScript when
    only TypeScript is wanted)."""
    s = parse(text)
    blocks = [(code_language(b.info, b.body), b.body) for b in s.code]
    blocks = [("javascript" if lang == "typescript" and "javascript" not in wanted and _untyped_typescript(body)
               else lang, body) for lang, body in blocks]
    # "python3 - <<'PY' ... PY" in a bash block: the program is Python, its wrapper no shell script (embedded_programs.py)
    inner = [found for lang, body in blocks if lang == "bash" for found in embedded(body)]
    blocks = [(lang, shell_rest(body) if lang == "bash" and inner else body) for lang, body in blocks]
    programs = [(lang, body) for lang, body in blocks
                if lang not in _NOT_PROGRAMS or (lang == "bash" and _SHELL_SCRIPT.search(body))] + inner
    if programs:  # a program shown, then the same offered in another language (a command is then a program too)
        prose = "\n".join(line.text for line in s.lines)
        programs += [(_CODE_LANG_ALIASES.get(m.group("lang").lower(), m.group("lang").lower()), m.group("code"))
                     for m in _ALTERNATIVE.finditer(prose)]
    if not programs:
        return NOT_APPLICABLE, "no program code in the reply"
    wrong = [(lang, body) for lang, body in programs if lang not in wanted]
    if wrong:
        return BROKEN, f"code in {wrong[0][0]}, not {' or '.join(wanted)}: \"{_excerpt(wrong[0][1].strip(), 40)}\""
    return OBEYED, "code in " + ", ".join(dict.fromkeys(lang for lang, _ in programs))


def code_only_verdict(text: str) -> Finding:
    """code_only: the reply is code in a fenced block and nothing else but one short lead-in line."""
    s = parse(text)
    if not s.code:
        shown = s.lines[0].text.strip() if s.lines else ""
        return BROKEN, f"no fenced code block: \"{_excerpt(shown)}\""
    prose = [ln for ln in s.lines if ln.kind != INDENTED_CODE]
    extra = [ln for i, ln in enumerate(prose) if not (i == 0 and ln.kind in (LEAD_IN,) and len(words(ln.body)) <= 12)]
    if extra:
        return BROKEN, f"explanation besides the code: \"{_excerpt(extra[0].body)}\""
    return OBEYED, f"{len(s.code)} code block(s) and nothing else"


def items_verdict(limit: int, text: str) -> Finding:
    """max_items: no list has more than ``limit`` items (nested items count for their own list)."""
    s = parse(text)
    lists: list[int] = []
    current = 0
    depth = -1
    previous = None
    for line in s.lines:
        if line.kind in (BULLET, NUMBERED):
            if previous in (BULLET, NUMBERED, "continuation") and line.depth == depth:
                current += 1
            elif previous in (BULLET, NUMBERED, "continuation") and line.depth > depth:
                pass  # a nested item: its own list, not counted with the outer one
            else:
                if current:
                    lists.append(current)
                current, depth = 1, line.depth
            previous = line.kind
        elif line.kind == "continuation":
            previous = line.kind
        else:
            if current:
                lists.append(current)
            current, depth, previous = 0, -1, line.kind
    if current:
        lists.append(current)
    if not lists:
        return NOT_APPLICABLE, "no list"
    biggest = max(lists)
    if biggest > limit:
        return BROKEN, f"a list of {biggest} items (at most {limit})"
    return OBEYED, f"{len(lists)} list(s), the longest {biggest} items (at most {limit})"


def region_text(text: str, region: str) -> str:
    """``text`` without one region (tables, headings or code blocks), for a part the rule waives there."""
    if region == "first_line":  # the opening line of a reply of several lines; a one-line reply is all answer
        lines = text.strip().splitlines()
        return "\n".join(lines[1:]) if len(lines) > 1 else text
    s = parse(text)
    if region == "commits":  # "emoji only in commit messages": a block that commits (its message) is left out
        kept = [ln.text for ln in s.lines]
        return "\n".join(kept + [f"```{b.info}\n{b.body}\n```" for b in s.code
                                 if not re.search(r"\bgit\s+commit\b", b.body)])
    if region == "code":
        return "\n".join(ln.text for ln in s.lines if ln.kind != INDENTED_CODE)
    kind = TABLE if region == "tables" else HEADING
    kept = [ln.text for ln in s.lines if ln.kind != kind]
    kept += [f"```{b.info}\n{b.body}\n```" for b in s.code]
    return "\n".join(kept)


__all__ = ["quote_words"]
