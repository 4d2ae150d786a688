"""Reply-rule clauses about code in a reply: fenced blocks, language tags, none or only code, its programming
language, type hints, code examples and the code style rules of :mod:`code_style`.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance.code_blocks import code_exempt
from memlock_core.compliance.code_language_scope import code_scope, language_only
from memlock_core.compliance.code_place import code_as_place
from memlock_core.compliance.code_style import parse_code_style
from memlock_core.compliance.code_topic import code_is_topic
from memlock_core.compliance.reply_rule_base import WHEN_CODE_REQUEST, Clause, clause_scope, negated
from memlock_core.regex_cache import rx

_CODE = rx(r"\bcode\b|\bcode blocks?\b|\bsnippets?\b|\bcódigo\b|\bcodes?\b|\bcodice\b|"
                   r"\bcode(?:beispiele?|schnipsel|zeilen)\b|\bkod(?:u|zie)?\b|\bvoorbeeldcode\b|コード|代码|代碼|코드", re.I)
_FENCED = rx(r"\bfenced\b|\b(?:code )?fences?\b|\bcode ?blocks?\b|\btriple backticks?\b|```|\bbacktick|\bblocs? de code\b|"
                     r"\bcodeblöcke?n?\b|\bcode-blöcke?n?\b|\bbloques? de código\b|コードブロック|代码块|代碼塊|코드\s*블록|"
                     r"\bblok\w* kodu\b|\bcodeblok(?:ken)?\b|\bблок\w*\s+(?:с\s+)?код\w*|"
                     r"\b(?:code|código|snippets?)\b[^.;\n]{0,20}\b(?:in|en|dans|im|in den)\s+(?:\w+\s+)?"
                     r"(?:blocks?|blocs?|bloques?|blöcken?|fences?)\b", re.I)
_TAG = rx(r"\blanguage (?:tags?|identifiers?|names?|hints?|annotations?|labels?|ids?)\b|"
                  r"\b(?:tag|label|annotate|mark|name)\w*\b[^.;\n]{0,30}\blanguage\b|\bspecify (?:the )?language\b|"
                  r"\bsyntax highlighting\b|\b(?:with|plus) (?:the |its |their )?(?:programming )?language\b|"
                  r"```\s*(?:lang(?:uage)?|<lang(?:uage)?>|\{lang(?:uage)?\}|python|js|bash|sh|ts)\b|"
                  r"\blangage\b|\bsprache\b|\bsprachangabe\b|\bsprachkennung\b|\blenguaje\b|\bidioma del código\b|"
                  r"\bcoloration syntaxique\b|\bsyntaxhervorhebung\b|\bresaltado de sintaxis\b|"
                  r"言語(?:名|タグ|指定)|言語を(?:指定|明記|書|付け|記載)|\bspecify (?:a|its|their) language\b|"
                  r"(?:注明|标注|標註|标明|指定)(?:编程)?语言|语言标签|언어(?:를|\s*태그를?)?\s*(?:표시|명시|지정)|\btaal\s*(?:aan|tag)\b|"
                  r"\bnazw\w* języka\b|\boznacz\w*[^.;\n]{0,20}\bjęzyk\w*|\bz (?:podanym )?językiem\b", re.I)

_PROGRAMMING = {"python": "python", "javascript": "javascript", "js": "javascript", "typescript": "typescript",
                "ts": "typescript", "golang": "go", "rust": "rust", "java": "java", "ruby": "ruby", "php": "php",
                "c#": "csharp", "c++": "cpp", "kotlin": "kotlin", "swift": "swift", "go": "go"}
_PROGRAMMING_NAME = rx(r"(?<![A-Za-z0-9_+#])(?:python|javascript|js|typescript|ts|golang|rust|java|ruby|php|c#|c\+\+|"
                               r"kotlin|swift)(?![A-Za-z0-9_+#])|"
                               # Go, an English verb too, only as a name: capitalised, and after "in / en / auf" or
                               # before a Japanese, Chinese or Korean particle ("Goで", "用Go写", "Go로")
                               r"(?-i:(?:(?<=\bin )|(?<=\ben )|(?<=\bem )|(?<=\bauf )|(?<=\bw ))Go(?![\w+#-])"
                               r"(?!\s+(?:ahead|away|back|on|out|over|through)\b)|"
                               r"(?<![A-Za-z0-9_+#])Go(?=\s*(?:で|を|は|の|が|语言|語言|로|으로|코드|代码|写|寫))|"
                               # ... or set against another language ("Go, geen Python", "Go, not Python", "Go statt Rust")
                               r"(?<![A-Za-z0-9_+#])Go(?=,?\s+(?i:not|never|geen|niet|pas|jamais|nicht|kein|no|nada de|ni|"
                               r"nie|inte|ikke|statt|instead of|rather than|plutôt que|en vez de|invece di)\s+(?:en\s+|in\s+)?"
                               r"(?i:python|javascript|js|typescript|ts|rust|java|ruby|php|c#|c\+\+|kotlin|swift)\b))", re.I)
_CODE_ONLY = rx(r"\b(?:just|only|nothing but)\s+(?:(?:give|send|show|write|reply with|answer with|paste)\s+(?:me\s+)?)?"
                        r"(?:the\s+|a\s+)?(?:command|code|snippet)s?\b[^.;\n]{0,40}"
                        r"\b(?:no|without)\s+(?:any\s+)?(?:explanations?|commentary|prose|text)\b|"
                        r"\bcode only\b|\bonly code\b|\bsolo (?:el )?código\b|\bnur (?:den )?code\b|\buniquement (?:le )?code\b|"
                        # "donne juste la commande, sans explication", "nur den Befehl", "solo el comando"
                        r"\b(?:juste|seulement|uniquement)\s+(?:(?:donne|envoie|écris)[- ]?(?:moi\s+)?)?(?:la|le)\s+"
                        r"(?:commande|code)\b|\bnur\s+(?:den\s+)?(?:befehl|code)\b|"
                        # ("un solo comando por paso": a count of one, not "only")
                        r"(?<!\bun )(?<!\buna )\bsolo\s+(?:(?:dame|dime|escribe)\s+)?(?:el\s+)?(?:comando|código)\b",
                        re.I)
_COMMAND_SCOPE = rx(r"\b(?:when(?:ever)?|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?)\s+(?:you\s+)?(?:for\s+)?"
                            r"(?:a\s+|the\s+)?(?:command|one-?liner)s?\b|\b(?:quand|si) je (?:te )?demande une commande\b|"
                            r"\bwenn ich (?:nach )?einem befehl\b|\bwenn ich (?:dich )?nach einem befehl frage\b|"
                            r"\b(?:cuando|si) (?:te )?pid[oa] un comando\b", re.I)


# "in all Python code", "for any JS files", "on every TypeScript function": a language naming the code a rule is on
_LANGUAGE_SCOPE = rx(r"\b(?:in|for|on|to)\s+(?:all|any|every|each)(?:\s+(?:of\s+)?(?:your|the|my))?\s+$", re.I)
# a demand on how code is laid out (indentation, spaces or tabs): the language it names is the code it is on
_LAYOUT_DEMAND = rx(r"\bindent\w*|\b(?:spaces?|tabs?)\b|einr[üu]ck\w*|\bleerzeichen\b|\btabulat\w*|\bsangr[ií]\w*|"
                            r"\bespacios\b|\bindentaç\w*|\bespaços\b|\brientr\w*|\bspazi\b|\binspring\w*|\bwcię\w*|"
                            r"缩进|縮排|空格|インデント|スペース|タブ|들여쓰기|공백", re.I)
_CODE_NOUN = rx(r"\s+(?:code|files?|scripts?|functions?|modules?|classes|projects?)\b", re.I)


def _code_languages(clause: str) -> list[Clause]:
    """"Code samples in TypeScript, not plain JS", "Si me das código, que sea en Python": the languages code is
    written in (the ones named without a negation)."""
    # each language read where it is first named ("Python examples only, no JavaScript — I'm teaching a Python
    # class": the second Python is no refusal)
    first: dict[str, re.Match[str]] = {}
    for m in _PROGRAMMING_NAME.finditer(clause):
        first.setdefault(_PROGRAMMING[m.group(0).lower()], m)
    names = sorted(first.values(), key=lambda m: m.start())
    if not names or all(_LANGUAGE_SCOPE.search(clause[:m.start()]) and _CODE_NOUN.match(clause[m.end():])
                        or code_scope(clause, m.start(), m.end()) for m in names):
        return []  # "Use type hints in all Python code": which code another demand is on, not the language to write in
    if _LAYOUT_DEMAND.search(clause) and not any(negated(clause, m.start(), m.end()) for m in names):
        return []  # "Indent Python code with 4 spaces": the code a layout demand is on, not the language to write in
    unless_at = re.search(r"\b(?:unless|except (?:when|if)|sauf si|es sei denn|a menos que|salvo que)\b", clause, re.I)
    cut = unless_at.start() if unless_at else len(clause)
    wanted = [_PROGRAMMING[m.group(0).lower()] for m in names
              if m.start() < cut and not negated(clause, m.start(), m.end())
              and not re.search(r"\b(?:plain|nada de|no|not|kein|pas de|sin)\s*$", clause[max(0, m.start() - 12):m.start()], re.I)]
    refused = {_PROGRAMMING[m.group(0).lower()] for m in names if m.start() < cut and (
        negated(clause, m.start(), m.end())
        or re.search(r"\b(?:plain|nada de|no|not|kein|pas de|sin)\s*$", clause[max(0, m.start() - 12):m.start()], re.I))}
    wanted = [w for w in wanted if w not in refused]  # "TypeScript, not plain JavaScript, for any JS code": JS is refused
    if not wanted:
        return []
    unless = "language_request" if unless_at and _PROGRAMMING_NAME.search(clause[cut:]) else ""
    return [Clause("code", "must", "languages:" + ",".join(dict.fromkeys(wanted)), unless=unless, words=names[0].group(0))]


_EXAMPLE = rx(
    r"\b(?:include|add|give|show|provide|put|attach|always (?:have|with)|with)\b[^.;\n]{0,30}?"
    r"\b(?:(?:code|command|usage|shell|cli) (?:examples?|samples?)|examples? (?:of (?:the )?)?(?:code|commands?|usage)|"
    r"sample (?:code|commands?)|(?:code )?snippets?|runnable examples?)\b"
    r"|\b(?:montre|montrez|inclu\w*|ajoute\w*|donne\w*|mets|mettez)\b[^.;\n]{0,30}?\bexemples? (?:de|d') ?(?:code|commandes?)\b"
    r"|\b(?:incluye\w*|muestra\w*|añade\w*|agrega\w*|pon|da|dame)\b[^.;\n]{0,30}?\bejemplos? de (?:código|comandos?)\b"
    r"|\b(?:füge|zeig\w*|gib|immer mit|mit)\b[^.;\n]{0,30}?\b(?:codebeispiel\w*|beispielcode|beispielbefehl\w*|"
    r"befehlsbeispiel\w*)\b|\b(?:codebeispiel\w*|beispielcode)\b[^.;\n]{0,30}?\b(?:zeigen|einfügen|beifügen|angeben|dazu)\b"
    r"|\b(?:includi|mostra|aggiungi)\b[^.;\n]{0,30}?\besempi[oi] di codice\b"
    r"|\b(?:inclua|mostre|adicione)\b[^.;\n]{0,30}?\bexemplos? de código\b"
    r"|(?:コード例|サンプルコード|コマンド例|実行例)を(?:必ず|常に|いつも)?(?:含め|付け|入れ|示|見せ|載せ|添え|書)", re.I)


_TYPE_HINTS = rx(r"\btype[- ]?(?:hints?|annotations?|annotated)\b|\btyped\b|型ヒント|型注釈|\btyp(?:annotation|hinweis)\w*|"
                         # "Always annotate function signatures", "Type-annotate everything", "annotate every parameter"
                         r"\btype-annotate\w*|\bannotate\w*\s+(?:\w+\s+){0,2}(?:functions?|signatures?|parameters?|"
                         r"arguments?|params|args|return (?:types?|values?))\b|"
                         r"\btype[- ]hints?\b|\banotaciones? de tipos?\b|\bannotations? de types?\b|\bannotazioni di tipo\b|"
                         r"\banotações de tipo\b", re.I)


def read_type_hints(clause: str) -> list[Clause]:
    """"Always include type hints in Python functions", "コードを書くときは必ず型ヒントを付けて": every function
    in the reply's Python code is annotated."""
    untyped = re.search(r"\b(?:un-?annotated|un-?typed|without (?:type )?(?:hints|annotations|types))\b", clause, re.I)
    if untyped and negated(clause, untyped.start(), untyped.end()) and re.search(r"\bpython|\bfunctions?\b|\bdef\b",
                                                                                 clause, re.I):
        return [Clause("code", "must", "type_hints", words=untyped.group(0))]  # "no un-annotated functions"
    found = _TYPE_HINTS.search(clause)
    if not found or untyped or negated(clause, found.start(), found.end()):
        return []
    return [Clause("code", "must", "type_hints", words=found.group(0))]


def read_code_example(clause: str) -> list[Clause]:
    """"Always include a code example when you explain a function", "montre toujours un exemple de commande":
    replies about code or commands show one (the check reads the scope from the reply and the user's message)."""
    found = _EXAMPLE.search(clause)
    if not found or negated(clause, found.start(), found.end()):
        return []
    return [Clause("code", "must", "example", words=found.group(0))]


_EXAMPLES = rx(r"\b(?:samples?|examples?|snippets?|beispiele?|exemples?|ejemplos?|esempi|exemplos?)\b|(?:の)?(?:み|だけ)"
                       r"(?:で|を)?(?:書|使)", re.I)


_SHIPPED = rx(r"\s+(?:en|in|into|to|a|auf|nach|dans|para)\s+(?:la\s+|le\s+|the\s+|die\s+|den\s+)?"
                      r"(?:production|prod|producción|produktion|main|master|staging|repo|dépôt|repositorio)\b", re.I)


# "about my code", "about my questions or my code", "sur mon code", "über meinen Code", "sobre mi código": code as the
# object of talk (praise, comments, opinions), not code the reply writes
_OWNER = r"(?:my|our|the|this|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w*|il mio|i miei|la mia|meu|minha)"
_TOPIC_OF = rx(rf"\b(?:about|regarding|concerning|über|sur|à propos d[eu']|sobre|acerca de|su|riguardo a)\s+"
                       rf"(?:{_OWNER}\s+)?(?:\w+\s+(?:or|and|und|oder|et|ou|y|o|e)\s+(?:{_OWNER}\s+)?)?$", re.I)


# "TypeScriptで書いて", "write it in Rust", "écris en Python", "schreib das in Go", "escríbelo en TypeScript", "用Go写":
# a verb of writing with the language it is done in
_WRITE_IN = rx(
    rf"(?:{_PROGRAMMING_NAME.pattern})\s*で\s*(?:書|作|実装)|用\s*(?:{_PROGRAMMING_NAME.pattern})\s*(?:写|编写|实现)|"
    # a pronoun joined to the verb ("écris-le en Python", "fais-le en Go", "escríbelo", "hazlo en Rust")
    rf"\b(?:write|code|implement|écri\w*|schreib\w*|escr[ií]b\w*|implementa\w*|fai(?:s|tes)(?=-)|haz(?:lo|la|los|las))"
    rf"(?:-(?:le|la|les|moi|nous))?\s+(?:\w+\s+){{0,2}}?"
    rf"(?:in|en|auf)\s+(?:{_PROGRAMMING_NAME.pattern})", re.I)


def read_language_only(clause: str) -> list[Clause]:
    """"TypeScript only" joined to another code rule ("TypeScript only, and no `any`"): the language alone, said with
    an exclusive word beside its name (code_language_scope.py)."""
    if any(language_only(clause, m.start(), m.end()) for m in _PROGRAMMING_NAME.finditer(clause)):
        return _code_languages(clause)
    return []


def read_code(clause: str) -> list[Clause]:
    code = _CODE.search(clause)
    fenced = _FENCED.search(clause)
    if code and _SHIPPED.match(clause[code.end():code.end() + 30]):
        return []  # "Ne mets jamais de code en production sans revue": shipping code, not code in the reply
    only = _CODE_ONLY.search(clause)
    if only and not code and not fenced and re.search(r"\bcommand\w*|\bbefehl\w*|\bcomando\w*", only.group(0), re.I):
        # "if I ask for a command just give the command, no explanation": the command alone, when one is asked for
        return [Clause("code", "must", "only", when="command_request" if _COMMAND_SCOPE.search(clause) else "",
                       words=only.group(0))]
    if (code or fenced) and code_exempt(clause):
        return []  # "code blocks are an exception", "코드 블록은 예외": code left out of a limit, asked for by nobody
    if not code and not fenced:
        # "Python examples only", "TypeScript のみで書いてください": the language code is written in; "Sempre em
        # TypeScript, nada de JavaScript": one language wanted against another refused names the code's language too
        names = {_PROGRAMMING[m.group(0).lower()]: negated(clause, m.start(), m.end()) for m in _PROGRAMMING_NAME.finditer(clause)}
        contrast = len(names) >= 2 and any(names.values()) and not all(names.values())
        # "TypeScript only", "Nur TypeScript": the name with an exclusive word beside it (code_language_scope.py)
        alone = any(language_only(clause, m.start(), m.end()) for m in _PROGRAMMING_NAME.finditer(clause))
        return _code_languages(clause) if _PROGRAMMING_NAME.search(clause) and (
            _EXAMPLES.search(clause) or contrast or _WRITE_IN.search(clause) or alone) else []
    if _PROGRAMMING_NAME.search(clause) and negated(clause, code.start() if code else 0, code.end() if code else 0) \
            and not fenced:
        return []  # "JavaScript のコードは不要", "no JS code": which language, read with the clause that names it
    anchor = code or fenced
    assert anchor is not None
    if code and _TOPIC_OF.search(clause[:code.start()]):
        return []  # "No gushing about my questions or my code": the code is what is talked about, not what is written
    if code and code_is_topic(clause, code.start(), code.end()):
        return []  # "Game code: no LINQ in hot loops": which code the ban speaks of, not a ban of code (code_topic)
    if _CODE_ONLY.search(clause):
        when = "command_request" if _COMMAND_SCOPE.search(clause) else ""
        return [Clause("code", "must", "only", when=when, words=_CODE_ONLY.search(clause).group(0))]  # type: ignore[union-attr]
    if (re.search(r"\b(?:code|código|codice|samples?|examples?|snippets?|beispiele?|exemples?|ejemplos?|esempi|exemplos?|"
                  r"codebeispiele?|codeschnipsel|kod|kodu|przykłady|przykładach|voorbeelden|voorbeeldcode)\b", clause, re.I)
         or re.search(r"コード|代码|代碼|示例|코드|예제", clause)) \
            and _PROGRAMMING_NAME.search(clause) and not fenced:
        return _code_languages(clause)
    when, unless = clause_scope(clause)
    if re.search(r"\bonly\b[^.;\n]{0,25}\bcode\b[^.;\n]{0,25}\b(?:when|if)\s+(?:i\s+|you\s+are\s+|explicitly\s+)?"
                 r"(?:ask|asked|request|requested)|"
                 # "コードは頼んだときだけ", "du code seulement si je le demande", "Code nur, wenn ich frage"
                 r"(?:頼んだ|求めた|聞いた|依頼した|お願いした)(?:とき|時|場合)(?:だけ|のみ|に限り)|"
                 r"\b(?:seulement|uniquement) (?:si|quand) je (?:le |t'en |en )?demande|\bnur,? wenn ich (?:danach )?"
                 r"(?:frage|bitte)|\bsolo (?:si|cuando) (?:te )?lo pido|\bsolo se (?:te )?lo chiedo", clause, re.I):
        return [Clause("code", "must_not", "code", unless="code_request", words=anchor.group(0))]
    if negated(clause, anchor.start(), anchor.end()) and not fenced:
        if code_as_place(clause, anchor.start(), anchor.end()):
            return []  # "use rg rather than grep to search the code": the code is where, not what (code_place)
        return [Clause("code", "must_not", "code", unless=unless, when=when, words=anchor.group(0))]
    if fenced and not negated(clause, fenced.start(), fenced.end()) and not _NO_BLOCK_KO.match(clause[fenced.end():]):
        value = "tagged" if _TAG.search(clause) else "fenced"
        return [Clause("code", "must", value, when=when, words=fenced.group(0))]
    inside = not code or (fenced is not None and fenced.start() <= code.start() < fenced.end())
    if fenced and inside and _BARE_BAN.match(clause[fenced.end():]) and \
            (negated(clause, fenced.start(), fenced.end()) or _NO_BLOCK_KO.match(clause[fenced.end():])):
        # "No code blocks.", "Never use code blocks, just explain", "코드 블록 없이 설명만": no block at all (a ban with
        # an object of its own - "for one-liners", "in commit messages", "around commands" - is code_blocks.py's)
        return [Clause("code", "must_not", "code", unless=unless, when=when, words=fenced.group(0))]
    return []


# Korean "without" after the noun: "코드 블록 없이", "코드 블록은 쓰지 말고"
_NO_BLOCK_KO = rx(r"\s*(?:은|는|을|를)?\s*(?:없이|빼고|쓰지\s*마|쓰지\s*말|사용하지\s*마|사용하지\s*말|넣지\s*마|넣지\s*말)")
# what may follow a banned "code blocks" for the ban to be on every block: the clause's end, "in replies", a contrast
_BARE_BAN = rx(r"\s*(?:(?:in|dans|in den|en|em)\s+(?:(?:my|your|the|tes|vos|deine\w*|tus|suas?)\s+)?"
                       r"(?:repl\w+|answers?|responses?|réponses?|antworten|respuestas?|respostas?)\s*)?"
                       r"(?:$|[.!;,:—–-]|\(|\b(?:just|only|please|seulement|nur|solo|bitte)\b|"
                       # a verb that closes the ban: "Geen codeblokken gebruiken.", "Keine Codeblöcke verwenden."
                       r"\s+[^\W\d_]{3,}\s*(?:$|[.!;])|"
                       r"(?:은|는|을|를)?\s*(?:없이|빼고|쓰지|사용하지|넣지))", re.I)


def read_code_style(clause: str) -> list[Clause]:
    """"max line length 88 in any Python you write", "snake_case for python functions, never camelCase",
    "Docstrings on every public function", "when I ask for code, add a pytest test too", "nada de print()"."""
    styles = parse_code_style(clause)
    if not styles:
        return []
    when = "code_request" if WHEN_CODE_REQUEST.search(clause) or re.search(
        r"\b(?:cuando|quand|wenn|quando)\s+(?:te\s+|je\s+te\s+|ich\s+)?(?:pida|demande|frage|chiedo)\w*\s+"
        r"(?:de\s+|du\s+|nach\s+)?(?:código|code|codice)", clause, re.I) else ""
    return [Clause("style", "must", style, when=when, words=clause.strip()[:40]) for style in styles]
