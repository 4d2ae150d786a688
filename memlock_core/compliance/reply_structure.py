"""Reply checks on the markdown structure: lists, headings, code blocks, and length by a stated policy.

Length policy: words are runs of letters or digits (``don't``, ``3.5``, ``csv.DictReader`` are one
word; list markers, ``#``, ``|`` and punctuation are none); sentences end at ``.`` ``!`` ``?`` ``。``
followed by a space or the end (``e.g.``, ``i.e.``, ``etc.``, ``vs.`` and ``16.2`` do not end one), and a
list item or line without an end mark is one; lines are the lines of the text as written, blank lines between
paragraphs and code fences included (the count a person makes of "10 lines" in the raw reply). Code blocks (fenced or
indented) are left out unless the check says they count (``count_code``); headings are words and lines,
not sentences.
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance.list_continuation import STEP, numbering_break, unnumbered_step
from memlock_core.compliance.markdown import (
    BULLET,
    CONTINUATION,
    HEADING,
    INDENTED_CODE,
    LABEL,
    LEAD_IN,
    NUMBERED,
    PROSE,
    QUOTE,
    TABLE,
    Line,
    Structure,
    parse,
    words,
)
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

MIN_FORMAT_WORDS = 12  # a reply shorter than this, with no list at all, has no "format" to speak of
MAX_EDGE_PROSE_WORDS = 40  # an intro line before a list / a closing line after it, under a lenient list rule
_SEQUENCE = rx(
    r"\b(?:first(?:ly)?|then|next|after that|afterwards?|finally|lastly|once (?:that|done|it)|"
    r"d'abord|ensuite|puis|enfin|zuerst|dann|danach|anschließend|schließlich|primero|luego|después|finalmente|"
    r"primeiro|depois|em seguida|por fim|innanzitutto|poi|quindi|infine|eerst|daarna|vervolgens|ten slotte|"
    r"najpierw|potem|następnie|na końcu|w końcu|сначала|затем|потом|наконец)\b|"
    r"まず|次に|最後に|それから|首先|然后|接着|最后|먼저|그다음|마지막으로", re.I)
_ABBREVIATION = rx(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|dr|mr|mrs|ms|st|z\.b|d\.h|p\.ex|usw|"
                           r"bzw|ca|p\.ej)\.$", re.I)
_SENTENCE_MARK = rx(r"[.!?]+(?:[\"'”’»)\]]*)(?=\s|$)|[。！？]+[」』）]*")  # a CJK mark needs no space after


# a sentence that a sequence word opens ("Then restart nginx.", "Danach den Dienst neu starten."): the next step; one
# that only ends on it ("... double-check the types afterwards.") is advice on the steps already given
_SEQUENCE_LEAD = rx(rf"(?:^|[.!?:;]\s+)(?:[*_]*\s*)(?:and\s+|et\s+|und\s+|y\s+)?(?:{_SEQUENCE.pattern})", re.I)


def _goes_on(body: str) -> bool:
    """A line after a numbered list goes on with the procedure: a sentence of it opens with a sequence word, or it
    holds two of them ("first ..., then ...")."""
    return bool(_SEQUENCE_LEAD.search(body.strip())) or len(_SEQUENCE.findall(body)) >= 2


def _excerpt(text: str, width: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


_CJK = rx(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def _prose_words(structure: Structure) -> int:
    """Words of prose; in Chinese, Japanese and Korean, which write no spaces, two characters count as one."""
    total = 0
    for line in structure.lines:
        if line.kind == INDENTED_CODE:
            continue
        cjk = len(_CJK.findall(line.body))
        total += len(words(_CJK.sub(" ", line.body))) + cjk // 2 if cjk else len(words(line.body))
    return total


prose_words = _prose_words
LONG_ANY_WORDS = 120


# A reply this short, in one paragraph, has no sections for a heading rule to ask for ("Always use headings" on "Yes.")
SECTIONLESS_WORDS = 25


def is_long(structure: Structure) -> bool:
    """A long reply, as "headings for long answers" means it: three or more paragraphs (or lists) and 30 words,
    two and 60 words, or 120 words in any shape."""
    size = _prose_words(structure)
    return size >= LONG_ANY_WORDS or (structure.blocks >= 3 and size >= 30) or (structure.blocks >= 2 and size >= 60)


# Verbs a step of a procedure opens with ("Clone the repo, create a venv, run the tests"). A reply
# whose list items, or whose clauses, open with three of them gives a procedure in another form.
_STEP_VERB = rx(
    r"(?:^|[,;:.]\s+|\b(?:and|then|next|finally|now)\s+)(install|run|clone|copy|open|create|add|set|configure|click|"
    r"select|go|type|enter|restart|start|stop|edit|update|delete|remove|check|make|build|deploy|download|save|push|"
    r"pull|commit|navigate|write|change|replace|move|enable|disable|log|sign|choose|press|launch|upload|export|"
    r"import|initiali[sz]e|activate|mount|unzip|extract|rename|merge|apply|execute|verify|test|reboot|connect|"
    r"generate|paste|drag|fill|submit|cd|pip|npm)\b", re.I | re.M)


def is_procedure(structure: Structure, user_asks: bool | None) -> bool:
    """The reply gives a procedure: the user asked how to do something, or the reply numbers its
    steps, strings steps together (first ... then ... finally), lists items that open with a step
    verb, or chains three imperative clauses."""
    if user_asks:
        return True
    if len(structure.of(NUMBERED)) >= 2:
        return True
    text = " ".join(line.body for line in structure.lines)
    if len({m.group(0).lower() for m in _SEQUENCE.finditer(text)}) >= 2:
        return True
    bullets = structure.of(BULLET)
    if len(bullets) >= 2 and sum(1 for b in bullets if _STEP_VERB.match(b.body.strip())) >= 2:
        return True
    if user_asks is False:
        return False  # the user asked no how-to: three step verbs in an explanation do not make it one
    return len({m.group(1).lower() for m in _STEP_VERB.finditer(text)}) >= 3


def _edge_prose(structure: Structure, items: tuple[str, ...]) -> list[str]:
    """Prose lines outside the list beyond one intro line before it and one closing line after it."""
    lines = [ln for ln in structure.lines if ln.kind not in (INDENTED_CODE, TABLE, QUOTE)]
    listed = [i for i, ln in enumerate(lines) if ln.kind in items]
    if not listed:
        return []
    extra = []
    for i, line in enumerate(lines):
        if line.kind != PROSE:
            continue
        edge = (i < listed[0] and i == 0) or (i > listed[-1] and i == len(lines) - 1)
        if edge and len(words(line.body)) <= MAX_EDGE_PROSE_WORDS:
            continue
        extra.append(line.body)
    return extra


def _inline_enumeration(item: Line) -> bool:
    """A lone numbered line whose sentence goes on to the next number itself ("Step 1 — install. Step 2 — run.",
    "(1) is the first case and (2) the second")."""
    if item.number is None:
        return False
    following = item.number + 1
    return bool(re.search(rf"(?:\(|(?<![\d.,]))\b{following}[.)](?!\d)|\b(?:step|étape|schritt|paso)\s*{following}\b", item.body,
                          re.I))


def _partly_numbered(structure: Structure) -> Line | None:
    """A bullet that goes on a numbered list at its own level, with nothing between ("1. ... 2. ... - ..."): the first
    such bullet, or None. A bullet indented under a numbered item, or a list after a lead-in, is another list."""
    run: list[Line] = []
    for line in list(structure.lines) + [Line("", PROSE, 0, "")]:
        if line.kind in (BULLET, NUMBERED, CONTINUATION):
            run.append(line)
            continue
        numbered = [ln for ln in run if ln.kind == NUMBERED]
        if numbered:
            base = min(ln.depth for ln in numbered)
            stray = [ln for ln in run if ln.kind == BULLET and ln.depth <= base]
            if stray:
                return stray[0]
        run = []
    return None


def _nested_in_steps(structure: Structure) -> Line | None:
    """A bullet indented under a numbered step that says something of its own ("- on v8, flush first"): a bullet
    inside the steps, not a list standing apart from them. A bullet that only quotes a literal (a line of a file,
    a value in backticks) lists the step's content, not a step."""
    step: Line | None = None
    for line in structure.lines:
        if line.kind == NUMBERED:
            step = line
        elif line.kind == BULLET and step is not None and line.depth > step.depth:
            if not re.fullmatch(r"\s*`[^`]+`\s*[.,;]?\s*", line.body):
                return line
        elif line.kind not in (BULLET, CONTINUATION):
            step = None
    return None


def _bullets_go_on(structure: Structure) -> bool:
    """Whether a bulleted list after the numbered steps carries the procedure on: its lead-in says so ("Then:",
    "Danach:")."""
    lines = list(structure.lines)
    first = next((i for i, ln in enumerate(lines) if ln.kind == NUMBERED), None)
    if first is None:
        return False
    for i in range(first + 1, len(lines)):
        if lines[i].kind == BULLET and lines[i - 1].kind not in (BULLET, NUMBERED, CONTINUATION):
            if _SEQUENCE.search(lines[i - 1].body):
                return True
    return False


def list_verdict(kind: str, text: str, *, scoped: bool = False, procedure: bool = False) -> Finding:
    """bullets | bullets_only | numbered | no_numbered | no_bullets | no_lists. ``scoped``: the rule's
    scope (e.g. "for procedures") already says this reply is one it speaks to, however short; ``procedure``: that
    scope is the reply's procedure (a single step has no list to number)."""
    s = parse(text)
    bullets, numbered = s.of(BULLET), s.of(NUMBERED)
    if len(numbered) == 1 and _inline_enumeration(numbered[0]):
        numbered = []  # "(1) is the first case and (2) the second": a sentence that counts, not a list
    if not s.lines:
        return NOT_APPLICABLE, "no prose (code only)" if s.code else "empty reply"
    if kind == "no_numbered":
        if numbered:
            return BROKEN, f"numbered list: \"{_excerpt(numbered[0].text.strip())}\""
        return (OBEYED, f"{len(bullets)} bullet points, no numbering") if bullets else (NOT_APPLICABLE, "no list")
    if kind in ("no_bullets", "no_lists"):
        found = bullets + (numbered if kind == "no_lists" else [])
        if found and kind == "no_bullets" and scoped and numbered and _partly_numbered(s) is None \
                and not _bullets_go_on(s) and _nested_in_steps(s) is None:
            # "numbered lists for steps, not bullets": the steps are numbered; a bulleted list of its own ("Tips:")
            # is not one of them
            return OBEYED, f"{len(numbered)} numbered steps; the bulleted list stands apart from them"
        if found:
            return BROKEN, f"list item \"{_excerpt(found[0].text.strip())}\""
        if _prose_words(s) < MIN_FORMAT_WORDS:
            return NOT_APPLICABLE, f"reply too short for a format ({_prose_words(s)} words)"
        return OBEYED, "no list"
    if not bullets and not numbered and _prose_words(s) < MIN_FORMAT_WORDS and not scoped \
            and kind not in ("bullets_only", "bullets_only_lead_in"):
        return NOT_APPLICABLE, f"reply too short for a format ({_prose_words(s)} words)"
    if kind == "numbered":
        joined = " ".join(ln.body for ln in s.lines)
        if not numbered and not bullets and procedure and len(_SENTENCE_MARK.findall(joined)) <= 1 \
                and not _SEQUENCE.search(joined) and len(STEP.findall(joined)) < 2:
            # "Run `git revert <sha>`; it is safe on shared branches": one step, no sequence to number
            return NOT_APPLICABLE, "a single step: no list to number"
        if not numbered:
            shown = bullets[0].text.strip() if bullets else next((ln.body for ln in s.lines if ln.kind == PROSE), "")
            return BROKEN, f"no numbered steps: \"{_excerpt(shown)}\""
        stray = _partly_numbered(s)
        if stray is not None:
            return BROKEN, f"{len(numbered)} numbered items, then the list goes on unnumbered: \"{_excerpt(stray.text.strip())}\""
        repeated = numbering_break(text)
        if repeated is not None:
            return BROKEN, f"the numbering repeats or goes back: \"{_excerpt(repeated)}\""
        unnumbered = unnumbered_step(text)
        if unnumbered is not None:
            return BROKEN, f"{len(numbered)} numbered steps, then a step without a number: \"{_excerpt(unnumbered)}\""
        last = max(i for i, ln in enumerate(s.lines) if ln.kind == NUMBERED)
        after = [ln.body for ln in s.lines[last + 1:] if ln.kind in (PROSE, BULLET) and _goes_on(ln.body)
                 or ln.kind == BULLET and _STEP_VERB.match(ln.body.strip())]
        if after:
            return BROKEN, f"{len(numbered)} numbered steps, then the procedure goes on unnumbered: \"{_excerpt(after[0])}\""
        return OBEYED, f"{len(numbered)} numbered steps"
    if kind in ("bullets_only", "bullets_only_lead_in"):
        others = [ln for ln in s.lines if ln.kind not in (BULLET, CONTINUATION)]
        if kind == "bullets_only_lead_in" and others and others[0] is s.lines[0] and others[0].kind == LEAD_IN \
                and len(words(others[0].body)) <= 15:
            others = others[1:]  # "Main causes:" over the list: its lead-in, no paragraph of prose
        if not bullets:
            return BROKEN, f"not a bulleted list: \"{_excerpt((numbered or others or s.lines)[0].text.strip())}\""
        if others:
            return BROKEN, f"not only a bulleted list: \"{_excerpt(others[0].text.strip())}\""
        return OBEYED, f"{len(bullets)} bullet points and nothing else"
    # bullets: a bulleted answer; one lead-in line and one closing line may stand outside the list
    if not bullets:
        prose = [ln.body for ln in s.lines if ln.kind == PROSE] or [ln.body for ln in s.lines] or [""]
        first = numbered[0].text.strip() if numbered else prose[0]
        return BROKEN, f"no bullet points: \"{_excerpt(first)}\""
    extra = _edge_prose(s, (BULLET, NUMBERED, CONTINUATION))
    if len(bullets) == 1 and any(ln.kind == PROSE for ln in s.lines):
        return BROKEN, f"one bullet point, then prose: \"{_excerpt(extra[0] if extra else s.of(PROSE)[0].body)}\""
    if extra:
        return BROKEN, f"{len(bullets)} bullet points, and prose outside the list: \"{_excerpt(extra[0])}\""
    return OBEYED, f"{len(bullets)} bullet points"


def single_top_verdict(text: str, level: int | None = None) -> Finding:
    """single_top_heading: a reply with headings opens with one title of ``level`` (1 when not given) and has no
    other heading of that level ("a single H1 title at the top, then ## for sections"); one without headings is no
    document the rule speaks to."""
    headings = parse(text).of(HEADING)
    top = level or 1
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    opened = heading_verdict("heading_first", text, top)
    if opened[0] != OBEYED:
        return opened
    titles = [h for h in headings if h.level == top]
    if len(titles) > 1:
        return BROKEN, f"{len(titles)} level-{top} headings: \"{_excerpt(titles[1].text.strip())}\""
    return OBEYED, f"one level-{top} title at the top: \"{_excerpt(titles[0].text.strip())}\""


def heading_verdict(kind: str, text: str, level: int | None = None) -> Finding:
    """headings | heading_first | no_headings (markdown headings: ``# …`` with a space, or underlined;
    a bold line is emphasis, not a heading)."""
    s = parse(text)
    headings = s.of(HEADING)
    if kind == "no_headings":  # with a level: "no H1 headings" forbids that level alone
        banned = [h for h in headings if not level or h.level == level]
        if banned:
            return BROKEN, f"markdown heading \"{_excerpt(banned[0].text.strip())}\""
        return OBEYED, f"no level-{level} heading" if level else "no markdown heading"
    name = f"level-{level} heading" if level else "heading"
    if kind == "heading_first":
        if not s.lines and not s.code:
            return NOT_APPLICABLE, "empty reply"
        first = s.lines[0] if s.lines else None
        if first is None or first.kind != HEADING:
            shown = first.text.strip() if first is not None else "a code block"
            return BROKEN, f"the reply does not open with a {name}: \"{_excerpt(shown)}\""
        if level and first.level != level:
            return BROKEN, f"opens with a level-{first.level} heading, not level {level}: \"{_excerpt(first.text)}\""
        return OBEYED, f"opens with \"{_excerpt(first.text.strip())}\""
    wanted = [h for h in headings if not level or h.level == level]
    if wanted:
        return OBEYED, f"{len(wanted)} {name}s"
    if not s.lines and not s.code:
        return NOT_APPLICABLE, "empty reply"
    if not headings and s.blocks <= 1 and not s.code and not s.of(BULLET, NUMBERED) and _prose_words(s) < SECTIONLESS_WORDS:
        return NOT_APPLICABLE, f"a one-paragraph reply of {_prose_words(s)} words: nothing to put under headings"
    labels = s.of(LABEL)
    note = f" (bold lines are not headings: \"{_excerpt(labels[0].text.strip(), 30)}\")" if labels else ""
    return BROKEN, f"no {name} in {s.blocks} paragraphs{note}"


# A line of prose that is code written without a fence: a statement that ends with ``;`` ``{`` ``}``, an
# assignment, a call or a definition, an SQL clause or Dockerfile instruction in capitals, a shell command
# with a flag, a path or a pipe, a prompt. Each form is one no sentence takes: a whole line, not a word in
# a sentence.
_BARE_CODE = rx(
    r"^(?:\$|>>>|PS>|#!)\s*\S"  # a prompt or a shebang
    r"|^(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE (?:TABLE|INDEX|VIEW|UNIQUE INDEX|DATABASE)|ALTER TABLE|"
    r"DROP (?:TABLE|INDEX)|FROM|WHERE|GROUP BY|ORDER BY|LIMIT|(?:LEFT |RIGHT |INNER )?JOIN|HAVING|VALUES|"
    r"WORKDIR|RUN|COPY|ENTRYPOINT|CMD|EXPOSE)\s+\S"  # SQL and Dockerfile, in capitals
    r"|^(?:def|class|fn|func|function)\s+\w+\s*[(<:{]|^(?:import|from)\s+[\w.]+(?:\s+import\s+[\w*, ]+)?\s*;?$"
    r"|^(?:const|let|var|val|local)\s+[\w$\[\]{},\s]+\s*=\s*\S|^#include\s*[<\"]|^package\s+[\w.]+;?$"
    r"|^[A-Za-z_$][\w$.]*(?:\[[^\]]*\])?\s*(?:=|\+=|-=|:=|\|\|=)\s*(?:[\w$.-]*[\[({\"'`]|new\s)[^!?]*[\])};\"'`\w]$"  # x = [...]
    r"|^[\w$]+(?:\.[\w$]+)*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*;?$"  # a bare call: foo(bar), console.log("x");
    r"|^(?:sudo\s+)?(?:git|npm|npx|pnpm|yarn|pip3?|uv|docker|kubectl|helm|curl|wget|find|grep|rg|ls|cd|mkdir|rm|cp|mv|"
    r"chmod|chown|tar|ssh|scp|rsync|apt(?:-get)?|brew|dnf|yum|systemctl|journalctl|python3?|node|cargo|go|make|"
    r"psql|mysql|redis-cli|terraform|aws|gcloud|az)(?:\s+[^\s!?,]+)*?\s+(?:-{1,2}[\w-]+|[\w.~-]*/[\w./-]*|\|)(?:\s+\S+)*$"
    r"|[;{}]$")  # a statement or a block
_PROSE_END = rx(r"[.!?:。！？]$")
_SENTENCE_WORDS = rx(r"\s(?:the|a|an|and|to|it|your|you|this|that|le|la|les|une?|et|der|die|das|und|el|los|las|y)\s",
                             re.I)


def bare_code(structure: Structure) -> list[str]:
    """Lines of prose that are code written without a fence (see ``_BARE_CODE``): a whole line in a form
    no sentence takes. A line that ends like a sentence (``.`` ``!`` ``?`` ``:``) is not one, unless it
    opens a definition (``def f():``); a line ending with ``;`` or a brace must hold code punctuation."""
    out = []
    for line in structure.lines:
        if line.kind not in (PROSE, LEAD_IN):
            continue
        body = line.text.strip()
        definition = re.match(r"(?:def|class|for|if|while|with|elif|else|try|except)\b[^:]*:$", body)
        if not body or (_PROSE_END.search(body) and not definition and not body.endswith(".*")) \
                or not (definition or _BARE_CODE.search(body)):
            continue
        if body.endswith((";", "{", "}")) and not re.search(r"[=()\[\]]|^[\w$.]+\s*\{$|^\}$", body):
            continue  # "... and so on;": a sentence, not a statement
        if definition and len(words(body)) > 8:
            continue  # "If you want the short answer:" is a lead-in
        if _SENTENCE_WORDS.search(re.sub(r"\"[^\"]*\"|'[^']*'", " ", body)) and not re.search(r"[;{}=|]|\s-{1,2}\w", body):
            continue  # "find the config in /etc/hosts": a sentence that opens with a verb
        out.append(body)
    return out


def code_verdict(kind: str, text: str, *, asked: bool | None = None) -> Finding:
    """fenced_code | tagged_code | no_code (code: fenced blocks and indented blocks; inline code is prose)."""
    s = parse(text)
    indented = s.of(INDENTED_CODE)
    if kind == "no_code":
        if not s.code and not indented:
            return OBEYED, "no code block"
        if asked:
            return OBEYED, "code was asked for (the rule's exception)"
        if asked is None:
            return NOT_APPLICABLE, "a code block, and no user message to tell whether code was asked for"
        first = s.code[0].body if s.code else indented[0].body
        return BROKEN, f"code block not asked for: \"{_excerpt(first.strip(), 50)}\""
    bare = bare_code(s)
    if bare:
        return BROKEN, f"code outside a fenced block: \"{_excerpt(bare[0], 50)}\""
    if not s.code and not indented:
        return NOT_APPLICABLE, "no code"
    if indented:
        return BROKEN, f"indented code, not a fenced block: \"{_excerpt(indented[0].body, 50)}\""
    if kind == "tagged_code":
        untagged = [b for b in s.code if not b.info]
        if untagged:
            return BROKEN, f"{len(untagged)} of {len(s.code)} code blocks have no language tag: " \
                           f"\"{_excerpt(untagged[0].body.strip(), 50)}\""
        return OBEYED, "code blocks tagged " + ", ".join(dict.fromkeys(b.info for b in s.code))
    return OBEYED, f"{len(s.code)} fenced code blocks"


_INLINE = rx(r"`([^`\n]+)`")
_CALL = rx(r"[\w$.]\((?!\s*\))[^)]*\)")  # f(x), not a bare name f()
_CODE_NAMES = rx(r"(?<![\w+#])(?:python|javascript|typescript|node(?:\.js)?|golang|rust|java|ruby|php|c#|c\+\+|"
                         r"kotlin|swift|bash|shell|terminal|sql|git|docker|linux|api|cli)(?![\w+#])|\b\w+\(\)", re.I)


def about_code(s: Structure, text: str, user_message: str | None) -> bool:
    """Code or a command is what the exchange is about: code in the reply, or code named in either side."""
    return bool(s.code or s.of(INDENTED_CODE) or _INLINE.search(text) or _CODE_NAMES.search(text)
                or (user_message and (_INLINE.search(user_message) or _CODE_NAMES.search(user_message))))


# a call or a member in code ("pd.read_csv(", "`len()`", "`os.environ`"), or the words that name an interface
_API_CALL = rx(r"[A-Za-z_]\w*\s?\(|[A-Za-z_]\w*\.[A-Za-z_]\w*")
_TOOL_NAMES = frozenset({"git", "docker", "linux", "terminal", "shell", "bash", "cli"})
_API_WORDS = rx(r"\b(?:apis?|functions?|methods?|endpoints?|sdks?|librar(?:y|ies)|packages?|modules?|import\w*|"
                        r"fonctions?|méthodes?|bibliothèques?|funktion\w*|methoden?|bibliothek\w*|funci[oó]n\w*|"
                        r"métodos?|librer[ií]as?|funzion[ei]|metodi|librerie|funç(?:ão|ões)|bibliotecas?)\b|関数|メソッド|ライブラリ|函数|方法|库",
                        re.I)


def about_api(s: Structure, text: str, user_message: str | None) -> bool:
    """An interface is what the exchange is about: code in the reply that calls something, inline code that is a
    call or a member (``len()``, ``os.environ``), or an API, a function, a library or a programming language named on
    either side; a variable's name in backticks is not one."""
    if any(_API_CALL.search(block.body) for block in s.code):
        return True
    inline = _INLINE.findall(text) + _INLINE.findall(user_message or "")
    prose = _INLINE.sub(" ", f"{text}\n{user_message or ''}")
    # a programming language named: what its types and built-ins do is its interface ("does dict keep order in python?")
    # a command-line tool or a system named (git, docker, the shell) is no interface: "git merge or rebase?" is usage
    named = [m.group(0).lower() for m in _CODE_NAMES.finditer(prose)]
    return any(_API_CALL.search(code) for code in inline) or bool(_API_WORDS.search(prose)) \
        or any(n not in _TOOL_NAMES for n in named)


_DEF = rx(r"^\s*(?:async\s+)?def\s+(\w+)\s*\((.*?)\)\s*(->\s*[^:]+)?:", re.M | re.S)


def type_hints_verdict(text: str) -> Finding:
    """type_hints: every Python function in the reply's code has annotated parameters and a return type."""
    s = parse(text)
    bodies = [b.body for b in s.code if (b.info or "python").lower() in ("python", "py", "python3", "")]
    bodies += [b.body for b in s.of(INDENTED_CODE)]
    seen = 0
    for body in bodies:
        for m in _DEF.finditer(body):
            seen += 1
            params = [p.strip() for p in re.split(r",(?![^\[]*\])", m.group(2)) if p.strip()]
            bare = [p for p in params if ":" not in p.split("=")[0] and p.lstrip("*") not in ("self", "cls", "")
                    and p not in ("/", "*")]
            if bare or not m.group(3):
                what = f"parameter {bare[0]!r} has no type" if bare else "no return type"
                return BROKEN, f"def {m.group(1)}(...): {what}"
    return (OBEYED, f"{seen} annotated functions") if seen else (NOT_APPLICABLE, "no Python function in the reply")


def code_example_verdict(text: str, user_message: str | None) -> Finding:
    """A reply about code or commands must show one: a code block, or inline code that is a command or an
    expression (``git reset --soft HEAD~1``, ``len(xs)``), not a bare name (``map()``, ``ss``)."""
    s = parse(text)
    if s.code or s.of(INDENTED_CODE):
        return OBEYED, "a code block"
    if bare_code(s):
        return OBEYED, f"code: \"{_excerpt(bare_code(s)[0], 50)}\""
    for m in _INLINE.finditer(text):
        body = m.group(1).strip()
        if re.search(r"\s", body) or _CALL.search(body) or "=" in body:
            return OBEYED, f"inline code: \"{_excerpt(body, 50)}\""
    if not about_code(s, text, user_message):
        return NOT_APPLICABLE, "the reply is not about code or commands"
    names = [m.group(1) for m in _INLINE.finditer(text)]
    return BROKEN, "no code example" + (f" (only names: {', '.join(names[:3])})" if names else "")


def _sentences(body: str) -> int:
    count = 0
    start = 0
    for mark in _SENTENCE_MARK.finditer(body):
        piece = body[start:mark.end()]
        bare = piece.rstrip("\"'”’»)]")  # '"E.g." stands for': the quote closes the abbreviation, not a sentence
        if mark.group(0).startswith(".") and (_ABBREVIATION.search(bare) or re.search(r"(?<!\w)[^\W\d_]\.$", bare)):
            continue
        if words(piece):
            count += 1
        start = mark.end()
    if words(body[start:]):
        count += 1
    return count


_CODE_SPAN = rx(r"`[^`\n]+`")


def _word_count(body: str) -> int:
    """Words of a line; a span of inline code counts as a reader counts it, a word per space-separated token
    (`.venv/bin/activate` is one word, `pip freeze > requirements.txt` four)."""
    spans = sum(len(m.group(0).strip("`").split()) for m in _CODE_SPAN.finditer(body))
    return len(words(_CODE_SPAN.sub(" ", body))) + spans


@functools.lru_cache(maxsize=64)
def measure(text: str, unit: str, count_code: bool) -> int:
    """The reply's length in ``unit`` (words | sentences | lines | characters) by the policy above (memoized: the
    length pins of one reply, and the conditions that read its size, measure it again)."""
    s = parse(text)
    lines = [ln for ln in s.lines if ln.kind != INDENTED_CODE or count_code]
    code = [b.body for b in s.code] if count_code else []
    if unit == "words":
        return sum(_word_count(ln.body) for ln in lines) + sum(len(words(b)) for b in code)
    if unit == "paragraphs":
        return s.blocks + (len(s.code) if count_code else 0)
    if unit == "lines":  # a line of the text as written: blank lines between paragraphs and code fences count too
        return len(text.strip("\n").splitlines())
    if unit == "characters":
        body = "\n".join(ln.text for ln in lines)
        return len(body.strip()) + sum(len(b) for b in code)
    paragraphs: list[str] = []
    current: list[str] = []
    for line in lines:
        if line.kind in (PROSE, CONTINUATION):
            current.append(line.body)
            continue
        if current:
            paragraphs.append(" ".join(current))
            current = []
        if line.kind in (BULLET, NUMBERED, LEAD_IN, QUOTE, TABLE, PROSE):
            paragraphs.append(line.body)
    if current:
        paragraphs.append(" ".join(current))
    return sum(_sentences(p) for p in paragraphs)


def length_verdict(name: str, unit: str, limit: int, text: str, count_code: bool) -> Finding:
    size = measure(text, unit, count_code)
    over = size > limit if name.startswith("max") else size < limit
    where = " (code included)" if count_code else ""
    bound = f"limit {limit}" if name.startswith("max") else f"at least {limit}"
    return (BROKEN if over else OBEYED), f"{size} {unit}{where} ({bound})"


def items_end_verdict(text: str) -> Finding:
    """items_end: every list item ends with a full stop (``.``, ``。``): the rule names that mark ("ending with a
    period"), so an item ending with ``!`` or ``?`` does not obey it."""
    items = [ln for ln in parse(text).lines if ln.kind in (BULLET, NUMBERED)]
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    for item in items:
        body = item.body.rstrip(" *_`\"”’)")
        if body and body[-1] not in ".。．":
            return BROKEN, f"a list item with no full stop at its end: \"{_excerpt(item.text.strip())}\""
    return OBEYED, f"{len(items)} list items, each ending with a full stop"


def dash_bullets_verdict(text: str) -> Finding:
    """dash_bullets: every bulleted item is marked with ``-`` (not ``*``, ``+`` or ``•``)."""
    items = [ln for ln in parse(text).lines if ln.kind == BULLET]
    if not items:
        return NOT_APPLICABLE, "no bulleted list in the reply"
    other = [ln for ln in items if not ln.text.lstrip().startswith("-")]
    if other:
        return BROKEN, f"list item marked with \"{other[0].text.lstrip()[:1]}\": \"{other[0].text.strip()[:60]}\""
    return OBEYED, f"{len(items)} list item(s) marked with -"


def step_format_verdict(text: str, label: str, user_asks: bool | None) -> Finding:
    """step_format: a procedure gives each step on its own line as ``WORD N MARK`` ("Step 1 — ...", "Schritt 2 — ..."):
    no "1." list instead, no other mark after the number, no two steps on one line, no step left unlabelled after
    the last one."""
    word, mark = label.split("|")
    s = parse(text)
    if not s.lines:
        return NOT_APPLICABLE, "no prose (code only)" if s.code else "empty reply"
    if not is_procedure(s, user_asks):
        return NOT_APPLICABLE, "no procedure in the reply"
    labelled = rx(rf"^\s*(?:\*\*|__)?{re.escape(word)}\s*\d{{1,3}}\b", re.I)
    exact = rx(rf"^\s*(?:\*\*|__)?{re.escape(word)}\s*\d{{1,3}}(?:\*\*|__)?\s*{re.escape(mark)}", re.I)
    steps = [ln for ln in s.lines if labelled.match(ln.text)]
    if not steps:
        numbered = s.of(NUMBERED)
        shown = numbered[0].text.strip() if numbered else s.lines[0].text.strip()
        return BROKEN, f"no step written as \"{word} 1 {mark}\": \"{_excerpt(shown)}\""
    for line in steps:
        if not exact.match(line.text):
            return BROKEN, f"a step not marked \"{word} N {mark}\": \"{_excerpt(line.text.strip())}\""
        if re.search(rf"(?<=\S)\s+{re.escape(word)}\s*\d{{1,3}}\s*{re.escape(mark)}", line.text, re.I):
            return BROKEN, f"two steps on one line: \"{_excerpt(line.text.strip())}\""
    last = max(i for i, ln in enumerate(s.lines) if labelled.match(ln.text))
    after = [ln.body for ln in s.lines[last + 1:] if ln.kind in (PROSE, BULLET, NUMBERED)
             and (_SEQUENCE.search(ln.body) or _STEP_VERB.match(ln.body.strip()) or ln.kind == NUMBERED)]
    if after:
        return BROKEN, f"{len(steps)} steps, then the procedure goes on unlabelled: \"{_excerpt(after[0])}\""
    return OBEYED, f"{len(steps)} steps written as \"{word} N {mark}\""
