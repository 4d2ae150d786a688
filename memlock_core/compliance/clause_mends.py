"""Readings of the WHOLE rule text that mend the clauses its pieces gave: what one piece says about another.

Why a module of its own: the piece readers of reply_rule.py read one sentence (or clause) at a time, so what a later
sentence says of an earlier one, or what an aside in the rule means, was lost:

- an emoji written into a ban as a gesture ("no emojis 🙅", "keine Emojis bitte 🙏", "絵文字なしで🙇") is no emoji
  named: the ban holds for every emoji, not for that one (a named ban puts the emoji BEFORE the word, or names it
  alone: "don't use the 🚀 emoji", "no 🚀 or 🎉");
- an emoji ban with the user's own use as its exception ("no emoji unless I use them first", "Keine Emojis, außer wenn
  ich selbst welche benutze", "pas d'émojis sauf si j'en mets", "sin emojis salvo que yo los use", "私が使ったときは
  除く") is waived on a turn whose user message holds an emoji (unless ``user_emoji``, read in evaluate.py);
- a ban on lists that a later sentence relaxes for numbered ones ("no bullet points, write in paragraphs. numbered
  steps are ok for instructions", "pas de puces ; les listes numérotées sont acceptées") bans bullets only;
- "when you compare options, use a table; otherwise no tables" (para lo demás, sinon, sonst): the ban on tables is
  waived when the user asks for a comparison (unless ``comparison``);
- "when I ask for steps: a numbered list. Otherwise prose." (sonst Fließtext, sinon du texte suivi, si no, prosa):
  the sentence after the procedure clause bans lists in every other reply (when ``not_procedure``).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from memlock_core.compliance import order_exception
from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.emoji_others import mend_others
from memlock_core.compliance.reply_rule_base import HEADINGS, negated
from memlock_core.regex_cache import rx

__all__ = ["mend_clauses", "decorative_emoji", "mirrors_user", "numbered_allowed", "otherwise_prose",
           "USER_EMOJI", "COMPARISON", "otherwise_comparison"]

USER_EMOJI = "user_emoji"
COMPARISON = "comparison"

C = TypeVar("C")

_EMOJI_WORD = rx(r"(?<![A-Za-z0-9_])(?:emojis?|emoticons?|émojis?|smileys?)(?![A-Za-z0-9_])|\bэмодзи\b|\bсмайл\w*|"
                 r"絵文字|顔文字|表情符号|이모지|이모티콘", re.I)
# a determiner that points at one emoji: "the 🚀 emoji", "this emoji 🚀", "das Emoji 🚀", "el emoji 🚀"
_POINTING = rx(r"\b(?:the|this|that|le|ce|cet|das|dieses|den|el|este|ese|il|questo|o|esse|este)\s*$", re.I)
# an example marker before the symbol: "emoji like 🚀", "comme 🚀": the reader of examples decides
_EXAMPLE = rx(r"\b(?:like|e\.g\.|such as|z\.\s?b\.|comme|como|come|wie|por ejemplo|par exemple|incl\w*)\b|例えば|など",
              re.I)


def decorative_emoji(text: str) -> bool:
    """Every emoji in ``text`` stands after a word for emoji as a gesture ("no emojis 🙅 (yes, ironic)"), within two
    words of it, not pointed at ("this emoji 🚀") nor given as an example ("emoji like 🚀")."""
    symbols = list(re.finditer("|".join(re.escape(e) for e in dict.fromkeys(find_emoji(text))), text)) \
        if find_emoji(text) else []
    if not symbols:
        return False
    for symbol in symbols:
        before = text[:symbol.start()]
        words = list(_EMOJI_WORD.finditer(before))
        if not words:
            return False
        between = before[words[-1].end():]
        # "the 🚀 emoji" points at one; "the emojis 🙏" (a plural) speaks of them all, the symbol a gesture after it
        plural = re.search(r"(?:s|x)$", words[-1].group(0), re.I) is not None
        if len(re.findall(r"\w+", between)) > 2 or _EXAMPLE.search(between) or re.search(r"[:：(（\[]", between) \
                or (_POINTING.search(before[:words[-1].start()]) and not plural):
            return False
        if _EMOJI_WORD.search(text[symbol.end():symbol.end() + 12]):
            return False  # "no emoji 🚀 emoji": the symbol is named between two mentions
    return True


# the exception is the user's own use of emoji: a first person that uses, sends or writes them
_MIRROR = rx(
    r"\b(?:unless|except(?:\s+(?:when|if))?|only (?:when|if)|but if|if|when(?:ever)?)\s+i\s+(?:\w+\s+){0,2}?"
    r"(?:use|send|type|write|add|put|include)s?\b|"
    r"\b(?:außer|ausser|es sei denn|nur wenn|wenn)\b[^.;]{0,20}?\bich\b[^.;]{0,25}?"
    r"\b(?:benutze|verwende|schicke|sende|nutze|schreibe|setze|einsetze)\b|"
    r"\b(?:sauf|à moins|seulement|si|quand)\b[^.;]{0,20}?\b(?:j['’]en|je\s+(?:n['’]en\s+|les\s+|en\s+)?)\s*"
    r"(?:utilise|mets|envoie|emploie|écris)\b|"
    r"\b(?:salvo|excepto|a menos|menos|solo si|sólo si|si|cuando)\b[^.;]{0,20}?\b(?:yo\s+)?(?:los\s+|las\s+)?"
    r"(?:uso|use|usé|pongo|ponga|mando|mande|envío|envíe|escribo|escriba)\b|"
    r"\b(?:a não ser|exceto|salvo|só se|se|quando)\b[^.;]{0,20}?\beu\s+(?:os\s+)?(?:use|usar|uso|mande|mandar|envie)\b|"
    r"(?:私|僕|俺|自分|こちら|わたし)(?:が|も)[^。]{0,12}?(?:使|送|入れ)", re.I)


def mirrors_user(text: str) -> bool:
    """The rule's exception is the user's own use ("unless I use them myself")."""
    return bool(_MIRROR.search(text))


_NUMBERED_WORD = rx(r"\bnumbered\b|\bnumbers?\b|\bnum[ée]rot\w*|\bnummer\w*|\bnumerad\w*|\bnumerat\w*|番号", re.I)
# the allowance: "are ok", "is fine", "are allowed", "sind ok/erlaubt", "sont acceptées/autorisées", "están bien",
# "se permiten", "はOK", "は可", "てもいい"
_ALLOWED = rx(r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:fine|ok(?:ay)?|allowed|acceptable|permitted|welcome)\b|"
              r"\b(?:fine|ok(?:ay)?)\s+(?:for|in|when)\b|"
              r"\b(?:sind|ist)\s+(?:\w+\s+)?(?:ok(?:ay)?|erlaubt|in ordnung|gestattet)\b|\berlaubt\b|"
              r"\b(?:sont|est)\s+(?:\w+\s+)?(?:ok|accept[ée]e?s|autoris[ée]e?s?|permise?s?|bienvenue?s)\b|"
              r"\b(?:están|está|son|es)\s+(?:\w+\s+)?(?:bien|permitid[oa]s?|aceptables?|ok)\b|\bse permiten\b|"
              r"\bvan bien\b|\bvalen\b|(?<![A-Za-z])(?:OK|ＯＫ)(?![A-Za-z])|は可|てもいい|ても良い|ても大丈夫", re.I)
_NEGATED_ALLOW = rx(r"\b(?:not|never|no|nicht|pas|jamais|nunca|nie)\b", re.I)


def numbered_allowed(text: str) -> bool:
    """A sentence of the rule allows numbered lists ("numbered steps are ok for instructions")."""
    for sentence in re.split(r"(?<=[.!?;。！？])\s*|\n+|,\s*(?=(?:but|aber|mais|pero)\b)", text):
        if _NUMBERED_WORD.search(sentence) and _ALLOWED.search(sentence) and not _NEGATED_ALLOW.search(sentence):
            return True
    return False


# "Otherwise prose.", "Sonst bitte Fließtext.", "Sinon, du texte suivi.", "Si no, prosa.", "それ以外は文章で"
_OTHERWISE = rx(r"(?:^|[.;:!?。]\s*)(?:otherwise|else|for (?:everything|anything) else|sonst|ansonsten|sinon|autrement|"
                r"si no|de lo contrario|en otro caso|para lo demás|altrimenti|senão|caso contrário|anders|それ以外(?:は|の場合は)?|"
                r"その他は)\b[,:]?\s*(?:\w+\s+){0,3}?(?:prose|paragraphs?|plain text|running text|full sentences|"
                r"fließtext|absätze\w*|texte suivi|texte continu|prose|paragraphes|phrases|texto corrido|prosa|párrafos|"
                r"testo continuo|paragrafi|lopende tekst|文章|段落)", re.I)


def otherwise_prose(text: str) -> bool:
    """The rule sends every other reply to prose ("... a numbered list. Otherwise prose.")."""
    return bool(_OTHERWISE.search(text))


# "otherwise", "for everything else", "sonst", "sinon", "para lo demás", "si no", "それ以外は": the rest of the replies
_ELSE = rx(r"\b(?:otherwise|else|for (?:everything|anything) else|sonst|ansonsten|sinon|autrement|para lo demás|"
           r"para todo lo demás|si no|de lo contrario|altrimenti|per il resto|senão|caso contrário)\b|それ以外|その他", re.I)
_COMPARING = rx(r"\b(?:compar\w*|vergleich\w*|versus|vs\.?)|比較|对比|비교", re.I)


def otherwise_comparison(text: str) -> bool:
    """"when you compare options, use a table; otherwise no tables": the ban holds outside comparisons."""
    other = _ELSE.search(text)
    return bool(other and _COMPARING.search(text[:other.start()]))


# "no fake bold headings like **Step 1:**", "niente titoli in grassetto finti", "pas de faux titres en gras", "keine
# falschen Überschriften in Fett", "nada de títulos falsos en negrita": a bold line in a heading's place
_FAKE = r"(?:fake|faux|fausses?|falsch\w*|fint[ieao]|fals[oa]s?|pseudo|imitation)"
_BOLD = r"(?:bold|grassetto|gras|fett\w*|negrita|negrito|\*\*)"
_HEAD = r"(?:headings?|headers?|titles?|titoli|titres?|überschrift\w*|títulos?|encabezados?|cabeçalhos?|見出し)"
_FAKE_BOLD = rx(rf"\b{_FAKE}\b[^.;\n]{{0,30}}?{_BOLD}[^.;\n]{{0,30}}?{_HEAD}|{_BOLD}[^.;\n]{{0,30}}?{_FAKE}[^.;\n]{{0,30}}?{_HEAD}|"
                rf"{_HEAD}[^.;\n]{{0,30}}?{_BOLD}[^.;\n]{{0,20}}?\b{_FAKE}\b|{_HEAD}\s+{_FAKE}\b[^.;\n]{{0,20}}?{_BOLD}|\b{_FAKE}\b[^.;\n]{{0,20}}?{_HEAD}[^.;\n]{{0,30}}?{_BOLD}",
                re.I)


def _HEADINGS_BANNED(clause: Any, text: str) -> bool:
    """A ban on headings in a sentence of the rule's own that says nothing of bold stand-ins ("Don't use bold lines as
    fake headings either. No headings of any kind."): the real headings stay refused beside the bold ones."""
    if clause.object != "headings" or clause.polarity != "must_not":
        return False
    for sentence in re.split(r"(?<=[.!?;。！？；])\s*", text):
        found = HEADINGS.search(sentence)
        if found and not _FAKE_BOLD.search(sentence) and negated(sentence, found.start(), found.end()):
            return True
    return False


def fake_bold_headings(text: str) -> bool:
    """The rule bans bold lines standing in for headings."""
    return bool(_FAKE_BOLD.search(text))


_ONE_LINE = rx(r"\bline\b|liner|ligne|zeile|línea|linea|linha|行", re.I)


def mend_clauses(text: str, clauses: Sequence[C]) -> tuple[C, ...]:
    """The clauses, mended by what the whole rule text says (see the module docstring)."""
    out: list[Any] = list(clauses)
    if any(c.object == "emoji" and c.value == "named" for c in out) and decorative_emoji(text):
        out = [replace(c, value="", bound="") if c.object == "emoji" and c.value == "named" else c for c in out]
    out = mend_others(text, out)  # "✅ done, ❌ failed. No other emoji.": the others refused (emoji_others.py)
    out = order_exception.mend(text, out)  # "not numbered lists (unless order matters)": procedures left out
    if mirrors_user(text):
        out = [replace(c, unless=c.unless or USER_EMOJI) if c.object == "emoji" and c.polarity == "must_not"
               and c.value in ("", "emoticons") else c for c in out]
    if numbered_allowed(text):
        out = [replace(c, value="bullets") if c.object == "list" and c.polarity == "must_not" and c.value == "lists"
               else c for c in out]
    if otherwise_prose(text) and any(c.object == "list" and c.polarity == "must" and c.when == "procedure" for c in out):
        # the ban read from "otherwise prose" speaks to the other replies; none read: it is added
        out = [replace(c, when="not_procedure") if c.object == "list" and c.polarity == "must_not" and c.value == "lists"
               and not c.when else c for c in out]
        if not any(c.object == "list" and c.polarity == "must_not" for c in out):
            words = _OTHERWISE.search(text).group(0).strip(" .;:")  # type: ignore[union-attr]
            out.append(replace(next(c for c in out if c.object == "list"), polarity="must_not", value="lists",
                               when="not_procedure", words=words, only=False, bound="", unless=""))
    if otherwise_comparison(text):
        out = [replace(c, unless=COMPARISON) if c.object == "tables" and c.polarity == "must_not" and not c.when
               and not c.unless else c for c in out]
    # the two-sentence cap a one-line limit brings along goes where that limit went (a "one-line summary" is the
    # summary's size, read elsewhere, not the reply's)
    lines = {c.words for c in out if c.object == "length" and c.value == "lines" and c.limit == 1}
    out = [c for c in out if not (c.object == "length" and c.value == "sentences" and c.limit == 2 and c.bound == "max"
                                  and c.words not in lines and _ONE_LINE.search(c.words))]
    if fake_bold_headings(text) and out:
        # the example ("like **Step 1:**") is what is banned, no step label asked for; "use ## if you need a
        # heading" asks for no heading either; a ban on headings said in a sentence of its own ("No headings of any
        # kind.") stays: the bold stand-ins are refused on top of the real ones
        kept = [c for c in out if (c.object not in ("steps", "headings") or _HEADINGS_BANNED(c, text))
                and not (c.object == "shape" and c.value == "no_bold_headings")]
        out = kept + [replace(out[0], object="shape", polarity="must", value="no_bold_headings", bound="", when="",
                              unless="", only=False, limit=None, region="",
                              words=_FAKE_BOLD.search(text).group(0))]  # type: ignore[union-attr]
    return tuple(out)
