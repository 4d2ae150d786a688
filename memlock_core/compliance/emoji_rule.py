"""Emoji rules beyond "none" and "some": where emoji may stand, which emoji mark a status, and taste.

* Position: "emoji only at the very end, never in the middle", "Emojis nur am Ende der Nachricht":
  no emoji before the reply's end (a reply with none keeps the rule); not "end every reply with an
  emoji", which asks for one.
* Place: "no emoji in headings", "no emoji in code comments or docstrings (chat is fine)": the ban
  reads that region of the reply only (``only_in``).
* Status markers: "Use emoji for status: ✅ done, ❌ failed, ⚠️ warning": every line of a status list
  starts or ends with one of the emoji the rule lists; a status given without one ("DONE: ...") or
  with another emoji (✔️ for ✅) breaks it. A reply with no status line, to a message that asks for
  no status, is not a status report: not applicable.
* Taste: "use emoji tastefully", "sparingly", "ほどほどに", "nach Gefühl": judgement, never checked.
"""
from __future__ import annotations

import re
import unicodedata

from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.markdown import HEADING, NUMBERED, TABLE, Line, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_conventions import code_comments
from memlock_core.regex_cache import rx

JUDGEMENT = rx(r"\btaste\w*|\bsparingly\b|\bsensibl\w*|\bappropriate\w*|\bmoderat\w*|\bin moderation\b|"
                       r"\bnot a circus\b|\bwarmth\b|\bwhere it fits\b|\bwhen it fits\b|\bfits? the mood\b|\bsubtle\b|"
                       r"\bavec (?:goût|modération|parcimonie)\b|\bnach gefühl\b|\bdezent\w*|\bsparsam\w*|\bcon (?:moderación|"
                       r"gusto|mesura)\b|\bcon parsimonia\b|\bcom moderação\b|ほどほど|適度|雰囲気に合わせ|控えめ", re.I)
END_ONLY = rx(r"\bonly\b[^.;\n]{0,25}\b(?:at the (?:very )?end|as the last)\b|\bnever in the middle\b|"
                      r"\bnur\b[^.;\n]{0,15}\bam ende\b|\bseulement\b[^.;\n]{0,15}\bà la fin\b|\buniquement\b[^.;\n]{0,15}\bà la fin\b|"
                      r"\bsolo\b[^.;\n]{0,15}\bal final\b|\bsolo\b[^.;\n]{0,15}\balla fine\b|\bsó\b[^.;\n]{0,15}\bno final\b|"
                      r"最後(?:だけ|のみ)|文末(?:だけ|のみ)", re.I)
# "no emoji in headings", "no emoji in code comments or docstrings", "keine Emojis in Überschriften"
_IN_REGION = rx(r"\b(?:in|im|in den|dans les|dans|en los|en las|en|nei|nelle|nos|nas|em|i)\s+(?:the\s+|my\s+|your\s+|den\s+)?"
                        r"(?:[\w-]+\s+){0,3}?(?:(?:or|and|und|et|y|o|ou|e)\s+(?:the\s+|in\s+)?)??"
                        r"(?:section\s+|markdown\s+|code\s+(?=comments?))?"
                        # a compound with the comment or the log message as its head: "Code-Kommentare",
                        # "kodkommentarer", "Log-Meldungen", "loggmeddelanden"
                        r"(?P<r>(?:code-?|kod-?|quell\w*-?)?\w*kommentar\w*|\w*logg?-?(?:meddelanden?|meldungen|"
                        r"nachrichten|ausgaben?|rader|utskrift\w*)\b|loggar|"
                        r"code comments?|comments?|docstrings?|kommentare\w*|commentaires?|comentarios?|commenti|"
                        r"code(?:\s+blocks?|\s+snippets?)?(?!\s+comments?)|(?:le|du)\s+code|c[oó]digo|codice|"
                        r"headings?|headers?|titles?|überschriften|titres|encabezados|títulos|titoli|koppen|kopjes|見出し|"
                        # what a program prints: "log messages", "CLI output", "mensajes de log", "la salida de la CLI",
                        # "les logs", "Log-Ausgaben", "Konsolenausgabe": strings of the code
                        r"(?:log|logging)(?:\s+messages?|\s+lines?|\s+output)?|logs|(?:cli|console|terminal|program|script)\s+output|"
                        r"output\s+of\s+the\s+(?:cli|script|program)|mensajes\s+de\s+log|salida\s+de\s+(?:la\s+)?(?:cli|consola|"
                        r"terminal)|messages\s+de\s+log|sortie\s+(?:de\s+la\s+)?(?:cli|console|terminal)|"
                        r"log-?(?:meldungen|ausgaben?|nachrichten)|konsolenausgabe\w*|ログ(?:メッセージ|出力)?|CLIの出力)\b", re.I)
_CHAT_FINE = rx(r"\b(?:chat|prose|text|messages?|replies|elsewhere|otherwise)\b[^.;\n]{0,15}\b(?:is|are)\s+"
                        r"(?:fine|ok(?:ay)?|allowed)\b|\bsonst\b|\bailleurs\b|\bresto\b", re.I)
_STATUS = rx(r"\bstatus\w*|\bstate of\b|\bestado\b|\bétat\b|\bstand\b|\bstato\b|ステータス|状態|進捗|\bprogress\b|"
                     r"\bdone\b|\bfailed\b|\bpassed\b|\bpass\b|\bfail\b|\btodo\b|\bhecho\b|\bfallad\w*", re.I)
_STATUS_ASKED = rx(r"\bstatus\w*|\bestado\b|\bétat\b|\bstand\b|\bstato\b|ステータス|状態|進捗|\bprogress\b|"
                           r"\bdid (?:the|it|they)\b[^?]{0,40}\b(?:pass|fail|work|succeed|go through)\b|\b(?:pass|passed|fail|"
                           r"failed)\b|\bresults?\b|\bresultados?\b|\bergebnis\w*|\brésultats?\b|\brisultati\b|"
                           r"\bchecklist\b|\bwhere are we\b|\bhow far\b|\brevisa\b|\bcheck on\b", re.I)


# a ban that leaves no place out: "No emoji. Ever.", "no emoji anywhere", "keine Emojis, nirgends", "aucun emoji, nulle part"
EVERYWHERE = rx(r"\b(?:ever|anywhere|whatsoever|at all)\b|\bnirgend\w*|"
                        r"\büberall\b|\büberhaupt\b|\bnulle part\b|\bdu tout\b|\bpartout\b|\ben ningún (?:sitio|lado)\b|"
                        r"\ben absoluto\b|\bnunca jamás\b|\bda nessuna parte\b|\bmai e poi mai\b|\bem lugar nenhum\b|"
                        r"どこにも|一切|"
                        # "in anything you write for me": everything written, files and commit messages too
                        r"\b(?:anything|everything|whatever|all)\s+(?:that\s+)?you\s+(?:write|produce|generate|create)\b|"
                        r"\btout ce que (?:tu [ée]cris|vous [ée]crivez)\b|\balles,? was du schreibst\b|"
                        r"\btodo lo que escrib\w+|\btudo o que (?:voc[êe] )?escrever\w*|\btutto ciò che scrivi\b|"
                        r"書くもの(?:全て|すべて|全部)|你写的(?:所有|任何|一切)", re.I)


def region_of(word: str) -> str:
    w = word.lower()
    if re.search(r"\blogs?\b|logging|output|salida|sortie|log-|logg|konsolen|ログ|出力", w):
        return "code"  # "no emoji in log messages or CLI output": what the program prints, written in its code
    if any(k in w for k in ("comment", "docstring", "kommentar", "comentario", "commenti", "コメント")):
        return "comments"
    if re.search(r"code|c[oó]digo|codice", w):
        return "code"  # "no emoji in code or commit messages": the reply's code blocks
    return "headings"


def scoped_ban(clause: str) -> str:
    """The region a negated emoji rule names ("no emoji in code comments or docstrings": comments), or ""."""
    found = _IN_REGION.search(clause)
    if not found:
        ja = _JA_REGION.search(clause)  # "コードのコメントやログに絵文字を入れないで"
        return _union([region_of(w) for w in re.findall(r"コメント|ログ|出力|見出し", ja.group(0))]) if ja else ""
    if _EXTENDS.search(clause[max(0, found.start() - 24):found.start()]):
        return ""  # "keine Emojis, auch nicht in Überschriften": the ban reaches there too, it is not limited to it
    if _REPLY_NOUN.search(found.group(0)):
        return ""  # "no emoji in replies or headings": the replies themselves, every part
    # "in code comments or log messages", "i kodkommentarer eller loggmeddelanden": every region the list joins
    more: list[str] = []
    at = found.end()
    while (joined := _MORE_REGION.match(clause, at)) is not None:
        more.append(joined.group("r"))
        at = joined.end()
    return _union([region_of(w) for w in (found.group("r"), *more)])


def _union(regions: list[str]) -> str:
    """One region for the regions a list names: comments and what the code prints are both in the code."""
    names = set(regions)
    if len(names) <= 1:
        return regions[0] if regions else ""
    return "code" if names <= {"code", "comments"} else regions[0]


# a further region joined to the first: "... or log messages", "... ni dans les logs", "... eller loggmeddelanden"
_MORE_REGION = rx(r"[^.;:!?\n]{0,40}?\b(?:or|and|nor|ni|oder|und|eller|och|et|ou|y|o|e|noch)\s+(?:(?:in|dans|en|im|i|nei|nos)\s+)?"
                          r"(?:the\s+|les\s+|los\s+|las\s+|den\s+|die\s+|der\s+)?(?:[\w-]+\s+){0,2}?"
                          r"(?P<r>(?:code-?|kod-?)?\w*kommentar\w*|\w*logg?-?(?:meddelanden?|meldungen|nachrichten|ausgaben?|rader)\b|"
                          r"loggar|comments?|docstrings?|commentaires?|comentarios?|commenti|(?:log|logging)(?:\s+messages?|"
                          r"\s+lines?|\s+output)?|logs|(?:cli|console|terminal|program|script)\s+output|mensajes\s+de\s+log|"
                          r"salida\s+de\s+(?:la\s+)?(?:cli|consola|terminal)|messages\s+de\s+log|konsolenausgabe\w*)\b", re.I)
_JA_REGION = rx(r"(?:コードの)?(?:コメント|ログ(?:メッセージ|出力)?|見出し)(?:(?:や|と|・|、|および|及び)(?:コードの)?"
                        r"(?:コメント|ログ(?:メッセージ|出力)?|見出し))*(?:の中)?(?:に|では|で)")


_REPLY_NOUN = rx(r"\b(?:repl(?:y|ies)|answers?|responses?|(?<!commit )(?<!log )messages?|texts?|prose|chat|"
                         r"r[ée]ponses?|antwort(?:en)?|"
                         r"respuestas?|risposte|respostas?)\b", re.I)
_EXTENDS = rx(r"\b(?:even|also|too|including|includes?|auch|selbst|même|y compris|aussi|incluso|también|"
                      r"tampoco|ni|anche|nemmeno|neanche|neppure|inclusive|nem|mesmo)\b[^.;,\n]{0,12}$", re.I)


def names_region(clause: str) -> bool:
    """The emoji rule names a region of the reply ("in headings", "in replies or headings"): its other words are
    about emoji, not a heading or code rule of their own."""
    return bool(_IN_REGION.search(clause))


def status_set(clause: str) -> tuple[str, ...]:
    """The emoji a rule assigns to statuses ("✅ done, ❌ failed, ⚠️ warning"): at least two emoji and a word of
    status (status, estado, état, done, failed ...)."""
    found = tuple(dict.fromkeys(find_emoji(clause)))
    return found if len(found) >= 2 and _STATUS.search(clause) else ()


# status marks by colour: a rule that refuses red and green marks (a colour-blind reader) refuses every mark of
# those colours, whatever its shape
_COLOURS = (("🔴", "🟥", "❌", "⛔", "🛑", "❗", "⭕", "🚫"), ("🟢", "🟩", "✅", "✔️", "✔", "❇️", "💚"),
            ("🟡", "🟨", "⚠️", "⚠", "💛"), ("🔵", "🟦", "💙"), ("🟠", "🟧", "🧡"))


def same_colour(marks: tuple[str, ...]) -> tuple[str, ...]:
    """``marks`` and every status mark of the same colours, ``marks`` first."""
    out = list(marks)
    for family in _COLOURS:
        if any(m.replace("\ufe0f", "") in {f.replace("\ufe0f", "") for f in family} for m in marks):
            out += [f for f in family if f not in out]
    return tuple(out)


_DOCSTRING = rx(r'"""(.*?)"""|\'\'\'(.*?)\'\'\'', re.S)


_HASH_HEADING = rx(r"^\s{0,3}#{1,6}\s+\S")


def _heading_line(line: Line) -> bool:
    """A heading, or a step the parser reads as a numbered item though it is written as one ("### Step 2 ✅"):
    what the reader sees as a heading is one for a rule about headings."""
    return line.kind == HEADING or (line.kind == NUMBERED and _HASH_HEADING.match(line.text) is not None)


def region_text(text: str, region: str) -> str:
    """The reply's ``region`` alone: its headings, its tables, its code blocks, or the comments and docstrings
    of its code blocks."""
    s = parse(text)
    if region == "headings":
        return "\n".join(ln.text for ln in s.lines if _heading_line(ln))
    if region == "tables":
        return "\n".join(ln.text for ln in s.lines if ln.kind == TABLE)
    if region == "comments":
        docstrings = [g for b in s.code for m in _DOCSTRING.finditer(b.body) for g in m.groups() if g]
        return "\n".join([code_comments(text), *docstrings])
    return "\n".join(b.body for b in s.code)


# "never in files you write", "no emoji in any file you create", "keine Emojis in Dateien": what tool calls write
FILES = rx(r"\b(?:in|into|to)\s+(?:the\s+|any\s+|my\s+)?(?:(?:documentation|docs?|markdown|project)\s+)?(?:files?|documents?)"
                   r"(?:\s+(?:that\s+)?you\s+(?:write|create|"
                   r"edit|save|touch|generate))?\b|\bin (?:die |den )?(?:\w+-?)?dateien\b|\bdans (?:les |mes |des )?fichiers\b|"
                   r"\ben (?:los |mis )?archivos\b|\bnei file\b|\bnos arquivos\b|ファイルに", re.I)


# "fine in chat, but never in code, comments or docs", "ok in replies, not in code or the README": a list of things
# a tool call writes (at least one of them a document, not only code a reply could show), the talk allowed
_WRITTEN = (r"(?:code|source(?:\s+code)?|comments?|docs|documentation|docstrings?|readmes?|files?|commit messages?|"
            r"kommentare\w*|doku\w*|dateien|commentaires?|documentation|fichiers|comentarios?|documentaci[oó]n|archivos)")
_DOCS = rx(r"docs|documentation|readmes?|files?|doku\w*|dateien|fichiers|documentaci[oó]n|archivos", re.I)
WRITTEN_LIST = rx(rf"\b(?:in|im|dans|en|into|out of)\s+(?:the\s+|any\s+|my\s+|your\s+|le\s+|les\s+|den\s+|el\s+|los\s+)?"
                          rf"{_WRITTEN}(?:\s*,\s*(?:(?:or|and|nor|oder|und|ou|et|o|y|ni)\s+)?|\s+(?:or|and|nor|oder|und|ou|et|o|y|ni)\s+)"
                          rf"(?:(?:the|any|les|den|los)\s+)?{_WRITTEN}(?:(?:\s*,\s*|\s+)(?:(?:or|and|nor|oder|und|ou|et|o|y|ni)\s+)?"
                          rf"(?:(?:the|any|les|den|los)\s+)?{_WRITTEN})*\b", re.I)
TALK_FINE = rx(r"\b(?:fine|ok(?:ay)?|allowed|welcome|erlaubt|okay|bien|vale)\s+(?:in|im|dans|en)\s+(?:the\s+|le\s+|den\s+)?"
                       r"(?:chat|replies|answers|messages|conversation|antworten|réponses|respuestas)\b", re.I)


_BAN_BEFORE = rx(r"\b(?:never|not|no|don'?t|do not|avoid|keep\s+(?:them|it|emojis?)\s+out of|out of|nie|nicht|kein\w*|"
                         r"jamais|pas|nunca|ni|niente|mai)\b", re.I)


# "at most one emoji, and never in code", "höchstens ein Emoji, nie im Code", "un emoji max, jamais dans le code",
# "絵文字は1つまで、コードには入れない": a count of emoji with the code left out of what they may stand in
NEVER_IN_CODE = rx(r"\b(?:never|not|none|no|nie|nicht|keine?|niemals|jamais|pas|aucun|nunca|ninguno|ni|mai|nessuno)\b"
                           r"[^.;\n]{0,20}?\b(?:in|im|dans|en|within|inside|nel|no)\s+(?:the\s+|le\s+|les\s+|el\s+|los\s+|den\s+|"
                           r"dem\s+|il\s+|o\s+|any\s+)?(?:code|código|codice|blocs? de code|code-?bl(?:ö|oe)cken?|code ?blocks?|"
                           r"bloques de código)\b|コード(?:ブロック)?(?:内|の中|中)?(?:に|で)は?[^。\n]{0,6}?"
                           r"(?:使わない|入れない|禁止|なし|書かない)", re.I)


def written_places(text: str) -> str:
    """The list of written things an emoji rule bans them in while the talk keeps them ("emojis are fine in chat,
    but never in code, comments or docs"); "" when the rule is not of that shape."""
    found = WRITTEN_LIST.search(text)
    if not found or not _DOCS.search(found.group(0)) or not (TALK_FINE.search(text) or _CHAT_FINE.search(text)):
        return ""
    if not _BAN_BEFORE.search(text[max(0, found.start() - 40):found.start() + 7]):
        return ""  # "fine in chat and in docs too": an allowance, no ban
    return found.group(0)


def has_region(text: str, region: str) -> bool:
    if region in ("files", "docs"):
        return False  # a reply writes no file; the tool calls that do are judged by written.py
    s = parse(text)
    if region == "headings":
        return any(_heading_line(ln) for ln in s.lines)
    if region == "tables":
        return bool(s.of(TABLE))
    return bool(s.code)


def end_only_verdict(text: str) -> Finding:
    """emoji_end_only: no emoji before the reply's last words (the final emoji run may stand there)."""
    found = find_emoji(text)
    if not found:
        return OBEYED, "no emoji"
    tail = re.sub(r"[\s.!?)»\"'…]+$", "", text)
    trailing = 0
    for emoji in reversed(found):
        if tail.endswith(emoji):
            tail = tail[:-len(emoji)].rstrip()
            trailing += 1
        else:
            break
    early = found[:len(found) - trailing]
    if early:
        return BROKEN, f"emoji before the end: {' '.join(dict.fromkeys(early))[:24]}"
    return OBEYED, f"emoji only at the end: {' '.join(found[-trailing:])}"


def status_verdict(marks: tuple[str, ...], text: str, user_message: str | None) -> Finding:
    """status_emoji: every line of the status list starts or ends with one of ``marks``."""
    lines = [re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", ln.text).strip() for ln in parse(text).lines
             if ln.text.strip() and ln.kind not in ("code", "indented_code")]
    def marked(line: str) -> list[str]:
        return [e for e in find_emoji(line) if line.startswith(e) or line.rstrip(" .!").endswith(e)]
    with_mark = [ln for ln in lines if marked(ln)]
    stated = [ln for ln in lines if _STATUS_WORD.search(ln)]
    asked = bool(user_message and _STATUS_ASKED.search(user_message)) or len(stated) >= 2
    if not with_mark and not asked:
        return NOT_APPLICABLE, "not a status report"
    wrong = [e for ln in lines for e in find_emoji(ln) if e not in marks and e.replace("\ufe0f", "") not in
             {m.replace("\ufe0f", "") for m in marks}]
    if wrong:
        return BROKEN, f"status marked with {' '.join(dict.fromkeys(wrong))}, not one of {' '.join(marks)}"
    if with_mark:
        # the status list: the lines of the run the marked lines stand in; a line of it with no mark breaks the rule
        first = lines.index(with_mark[0])
        last = lines.index(with_mark[-1])
        run = lines[first:last + 2] if last + 1 < len(lines) and len(lines[last + 1]) <= 80 and \
            _looks_like_item(lines[last + 1]) else lines[first:last + 1]
        bare = [ln for ln in run if not marked(ln)]
        if bare:
            return BROKEN, f"a status without {' / '.join(marks)}: \"{bare[0][:50]}\""
        return OBEYED, f"{len(with_mark)} statuses marked: {' '.join(dict.fromkeys(e for ln in with_mark for e in marked(ln)))}"
    return BROKEN, f"a status given without {' / '.join(marks)}: \"{lines[0][:50] if lines else ''}\""


# a line that states a status: "Unit tests: passed", "Lint — failed", "Deploy: erledigt", "Tests: fallaron 2"
_STATUS_WORD = rx(r"\b(?:passed|failed|failing|done|complete[d]?|pending|blocked|in progress|warnings?|ok|"
                          r"succeeded|skipped|erledigt|fehlgeschlagen|bestanden|offen|hecho|fallaron|fallido|pendiente|"
                          r"completad[oa]|réussi|échoué|en cours|terminé|fatto|fallito|concluído|falhou)\b", re.I)


def _looks_like_item(line: str) -> bool:
    """A line that reads as one more entry of a status list: short, no full sentence after a colon."""
    return bool(re.match(r"^[\w\s./-]{1,40}:", line) or len(line.split()) <= 6)


# "Start every reply with an emoji", "Commence chaque réponse par un emoji", "Beginne jede Antwort mit einem Emoji",
# "Empieza cada respuesta con un emoji", "絵文字で始めて": the reply opens with one
START = rx(r"\b(?:start|begin|open|lead)\w*\b[^.;\n]{0,40}\bwith\b|\bcommence\w*\b[^.;\n]{0,40}\bpar\b|"
                   r"\bbeginn\w*\b[^.;\n]{0,40}\bmit\b|\b(?:empiez|empiec|comienz|comienc|inizi|comec|começ)\w*\b[^.;\n]{0,40}"
                   r"\b(?:con|com)\b|で始め|冒頭に", re.I)
# Places an emoji rule may name that no check reads: the rule stays unchecked rather than judged on the whole reply
UNREAD_PLACE = rx(r"\b(?:in|on)\s+(?:the\s+)?(?:first|last|opening|subject)\s+(?:line|sentence|paragraph)\b|"
                          r"\bin the middle of (?:a |the )?(?:sentences?|text|lines?|words?)\b|\bmid-?sentence\b|"
                          r"\b(?:in front of|before|after|next to)\s+(?:every|each|the|all)\s+\w+|"
                          r"\bonly\b[^.;\n]{0,20}\bin\s+(?:the\s+)?(?:bullet|list|lists|bullets|items?|titles?|greetings?|"
                          r"sign-?offs?|closings?)\b|"
                          r"\bin\s+(?:bullet points?|list items?|lists?)\s+only\b", re.I)
# "Don't use the 🚀 emoji", "no 🔥": the emoji named, not every emoji ("no emoji such as 🚀" is every emoji)
def named_symbols(clause: str) -> tuple[str, ...]:
    """Symbols that are no emoji but a rule names beside them to ban them too ("no ★ ratings, no ✓/✗ ticks, no
    emoji", "no emoji and no symbols like ✓"): typography the rule extends its ban to."""
    emoji = "".join(find_emoji(clause))
    found = [c for c in clause if unicodedata.category(c) == "So" and c not in emoji and ord(c) > 0x2000]
    if not found or re.search(r"\b(?:except|but|apart from|other than|fine|ok(?:ay)?|allowed|welcome|außer|sauf|excepto|"
                              r"salvo|tranne|exceto)\b", clause, re.I):
        return ()
    return tuple(dict.fromkeys(found))


def named_ban(clause: str) -> tuple[str, ...]:
    named = tuple(dict.fromkeys(find_emoji(clause)))
    if not named or re.search(r"\b(?:like|e\.g\.|such as|z\.\s?b\.|comme|como|come|wie|por ejemplo|par exemple)\b|例えば",
                              clause, re.I):
        return ()
    return named


# "Don't use emoji as bullet points", "no emoji bullets", "pas d'emoji comme puces", "keine Emojis als
# Aufzählungszeichen", "nada de emojis como viñetas": emoji in the place of a list marker, not emoji at all
AS_BULLETS = rx(r"\b(?:as|for|like|instead of)\s+(?:the\s+|a\s+|your\s+)?(?:bullet(?:[- ]?points?|s)?|list "
                        r"(?:markers?|bullets?|items?)|(?:list\s+)?markers?)\b|\bemojis?[- ](?:bullets?|list markers?)\b|"
                        r"\bcomme (?:des )?puces?\b|\bals aufzählungs(?:zeichen|punkte?)\b|\bals bullets?\b|"
                        r"\bcomo (?:viñetas?|marcadores)\b|\bcome (?:punti elenco|elenco puntato)\b|"
                        r"箇条書きの(?:記号|マーカー|頭)", re.I)


def emoji_bullets_verdict(text: str) -> Finding:
    """no_emoji_bullets: no list item marked with an emoji instead of (or right after) a list marker, and no run of
    lines that open with an emoji as a list does; an emoji elsewhere in an item or the prose is not a bullet."""
    lines = [ln for ln in parse(text).lines if ln.kind not in ("code", "indented_code") and ln.text.strip()]
    listed = 0
    opening: list[str] = []
    run: list[str] = []
    for line in lines:
        body = re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", line.text).strip()
        marker = re.match(r"^\s*(?:[-*+•]|\d+[.)])\s+", line.text)
        listed += bool(marker)
        found = find_emoji(body[:12])
        starts = bool(found) and body.startswith(found[0]) and len(body) > len(found[0])
        if starts and marker:
            return BROKEN, f"list item marked with {found[0]}: \"{line.text.strip()[:50]}\""
        run = run + [line.text.strip()] if starts else []
        if len(run) >= 2:
            opening = run
    if opening:
        return BROKEN, f"lines marked with emoji as a list: \"{opening[0][:40]}\", \"{opening[1][:40]}\""
    if not listed:
        return NOT_APPLICABLE, "no list in the reply"
    return OBEYED, "list items marked without emoji"


# "emoji ok, but only in the first line / greeting", "Emojis nur in der ersten Zeile", "emoji seulement dans la
# première ligne", "emojis solo en la primera línea / el saludo": none after the opening line
FIRST_LINE_ONLY = rx(r"\b(?:only|just)\b[^.;\n]{0,20}\b(?:in|on)\s+(?:the\s+|your\s+)?(?:first|opening)\s+line\b|"
                             r"\b(?:only|just)\b[^.;\n]{0,20}\bin\s+(?:the\s+|your\s+)?(?:greeting|salutation)s?\b|"
                             r"\bnur\b[^.;\n]{0,20}\b(?:in der ersten zeile|in der begrüßung)\b|"
                             r"\b(?:seulement|uniquement)\b[^.;\n]{0,20}\b(?:(?:dans|sur) la première ligne|dans la salutation)\b|"
                             r"\bsolo\b[^.;\n]{0,20}\b(?:en la primera línea|en el saludo)\b", re.I)


# "Each bullet should start with an emoji", "chaque puce commence par un emoji", "jeder Stichpunkt beginnt mit einem Emoji"
EACH_ITEM = rx(r"\b(?:each|every|all)\s+(?:bullet(?:[- ]?points?)?|list items?|items?|list entries|entries|points)\b|"
                       r"\bchaque (?:puce|élément|point)\b|\bjede[rsnm]? (?:stichpunkt|aufzählungspunkt|listenpunkt|punkt)\b|"
                       r"\bcada (?:viñeta|punto|elemento)\b|\bogni (?:punto|elemento)\b|各(?:項目|箇条書き)", re.I)


def each_item_verdict(text: str) -> Finding:
    """emoji_each_item: every list item opens with an emoji (after its marker)."""
    items = [re.sub(r"^\s*(?:[-*+•]|\d+[.)])\s+", "", ln.text).strip() for ln in parse(text).lines
             if re.match(r"^\s*(?:[-*+•]|\d+[.)])\s+", ln.text) and ln.kind not in ("code", "indented_code")]
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    bare = [it for it in items if not (find_emoji(it[:12]) and it.startswith(find_emoji(it[:12])[0]))]
    if bare:
        return BROKEN, f"a list item without an emoji first: \"{bare[0][:50]}\""
    return OBEYED, f"{len(items)} items, each opening with an emoji"


# "Add one emoji at the start of each heading", "chaque titre commence par un emoji", "jede Überschrift mit einem
# Emoji beginnen", "cada encabezado empieza con un emoji", "見出しの先頭に絵文字": the headings the reply has
EACH_HEADING = rx(r"\b(?:each|every|all)\s+(?:(?:section|markdown)\s+)?(?:headings?|headers?|titles?)\b|"
                          r"\bchaque (?:titre|intertitre|en-tête)\b|\b(?:tous les|les) titres\b|"
                          r"\bjede[rsnm]? (?:überschrift|zwischenüberschrift)\b|\balle überschriften\b|"
                          r"\bcada (?:encabezado|título)\b|\bogni titolo\b|(?:各|全ての|すべての)?見出しの(?:先頭|頭|最初)", re.I)
HEADING_START = rx(r"\bat the (?:start|beginning|front)\s+of\b|\b(?:in front of|before)\b|"
                           r"\b(?:start|begin|open|lead)\w*\b[^.;\n]{0,30}\bwith\b|\bau début d[eu]\b|"
                           r"\bcommence\w*\b[^.;\n]{0,30}\bpar\b|\bam anfang\b|\bbeginn\w*\b[^.;\n]{0,30}\bmit\b|"
                           r"\bvor\s+(?:jede|alle)\b|\bal (?:principio|inicio) de\b|"
                           r"\b(?:empiez|empiec|comienz|comienc)\w*\b[^.;\n]{0,30}\bcon\b|\ball'inizio\b|先頭|頭に", re.I)
ONE = rx(r"\b(?:one|a single|exactly one|only one|just one|un seul|une seule|genau ein\w*|nur ein\w*|"
                 r"un solo|uno solo|exactamente un\w*)\s+(?:\w+\s+)?(?:emojis?|émojis?|emoticons?)\b|絵文字を?(?:1|一)つ", re.I)


def each_heading_verdict(text: str, one: bool) -> Finding:
    """emoji_each_heading: every markdown heading opens with an emoji (with ``one``, a single emoji and not a run)."""
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for line in headings:
        body = line.body.strip().strip("*_ ")
        found = find_emoji(body[:24])
        if not found or not body.startswith(found[0]):
            return BROKEN, f"a heading without an emoji first: \"{body[:50]}\""
        rest = body[len(found[0]):].lstrip()
        if one and len(found) > 1 and rest.startswith(found[1]):
            return BROKEN, f"a heading opening with several emoji: \"{body[:50]}\""
    return OBEYED, f"{len(headings)} heading(s), each opening with {'one emoji' if one else 'an emoji'}"


def start_verdict(text: str) -> Finding:
    """emoji_start: the reply's first line opens with an emoji (markdown markers before it ignored)."""
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    first = re.sub(r"^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*|\*\*|__)*", "", lines[0]) if lines else ""
    found = find_emoji(first[:16])
    if found and first.startswith(found[0]):
        return OBEYED, f"opens with {found[0]}"
    return BROKEN, f"does not open with an emoji: \"{first[:50]}\""


# the place an exception names for the marks it allows: "in status tables", "dans les tableaux", "in Tabellen", "en las
# tablas", "nelle tabelle", "表では": table cells, and nowhere else
IN_TABLES = rx(r"\b(?:in|on|for|within|dans|pour|en|in den|bei|nelle?|nei|nas?|nos?|em)\s+(?:the\s+|les\s+|las?\s+|"
                       r"los\s+|der\s+|den\s+|le\s+|as\s+|os\s+)?(?:\w+[- ])?(?:tables?|tableaux?|tabellen?|tablas?|tabelle|"
                       r"tabelas?)\b|(?:表|テーブル)(?:では|で|の中|内)", re.I)


# commit messages named as the one place emoji may stand: "emoji only in commit messages", "Emojis nur in
# Commit-Messages (gitmoji), sonst nirgends", "pas d'emoji sauf dans les messages de commit", "emojis solo en los
# mensajes de commit", "絵文字はコミットメッセージだけ": a ban everywhere else, the reply and the files written included
_COMMIT_PLACE = (r"(?:commit[- ]?messages?|commit[- ]?nachrichten|commit[- ]?meldungen|commit[- ]?texte?|commits|"
                 r"messages? de commit|mensajes? de commit|mensagens? de commit|messaggi di commit)")
_ONLY_COMMITS = rx(
    r"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|somente|apenas|except|außer|ausser|sauf|excepto|salvo|"
    r"tranne|exceto|but)\s+(?:(?:in|im|in den|dans les|dans|en los|en las|en|nei|nelle|nos|nas|for|für|pour|para|per)\s+)?"
    r"(?:the\s+|den\s+|les\s+|los\s+|las\s+|la\s+|le\s+|i\s+|os\s+|as\s+)?(?:git\s+)?" + _COMMIT_PLACE + r"\b|"
    r"\b(?:in|im|dans|en|nei|nos)\s+(?:the\s+|den\s+|les\s+|los\s+)?(?:git\s+)?" + _COMMIT_PLACE +
    r"\s+(?:only|alone|allein|seulement|uniquement|solamente)\b|"
    r"コミット(?:メッセージ)?(?:だけ|のみ|以外)", re.I)
_NEGATION = rx(r"\b(?:no|not|never|don'?t|do not|without|keine?n?|nie|nicht|pas|jamais|sans|nunca|sin|ningún|mai|senza|"
                       r"nem|sem)\b|ない|禁止", re.I)


def only_commits(clause: str) -> str:
    """The words by which an emoji rule allows emoji in commit messages alone, or "" ("never in commit messages, only
    in chat" bans them there: a negation before the place, with no "except" / "only" of its own, is no allowance)."""
    found = _ONLY_COMMITS.search(clause)
    if not found:
        return ""
    if not re.match(r"only|just|nur|seulement|uniquement|solo|sólo|solamente|somente|apenas|except|außer|ausser|sauf|"
                    r"excepto|salvo|tranne|exceto|but|コミット", found.group(0), re.I) \
            and _NEGATION.search(clause[:found.start()]):
        return ""
    return found.group(0)
