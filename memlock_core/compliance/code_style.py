"""Rules about the code a reply writes: "max line length 88", "snake_case, never camelCase", "docstrings on every
public function", "when I ask for code, add a pytest test too", "nada de print() para depurar".

Each rule is read into one requirement (``max_line:88``, ``naming:snake``, ``docstrings``, ``tests``,
``no_call:print``) and judged on the reply's code blocks (fenced or indented). A reply without code is not
applicable; so is a requirement about Python when the reply's code is in another language.
"""
from __future__ import annotations

import builtins
import re

from memlock_core.compliance import (
    code_banned,
    code_identifiers,
    code_prefer,
    code_tokens,
    code_variants,
    debug_print,
    function_scope,
    go_errors,
    import_order,
    library_settings,
    naming_scope,
    test_code,
)
from memlock_core.compliance.code_text import code_only
from memlock_core.compliance.markdown import INDENTED_CODE, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

STYLES = ("max_line", "naming", "docstrings", "docstyle", "tests", "no_call", "no_type_hints", "no_percent_format",
          "shell_set", "indent", "no_module", "tests_fn", "import_order", "ident_lang", "both", "no_snippet", "no_bare_except", "no_token",
          "no_setting",
          "no_ignored_err", "no_star_import", "sql_params", "no_framework", "no_within")
_MAX_LINE = rx(r"\b(?:max(?:imum)?\s+)?line[- ]?length\b[^.;\n]{0,20}?(?P<n>\d{2,3})|"
                       # "lines under 80 chars", "every line in code blocks under 80 chars"
                       r"\blines?\s+(?:[\w-]+\s+){0,4}?(?:under|below|at\s+most|max(?:imum)?|no\s+longer\s+than|<=?)\s*"
                       r"(?P<m>\d{2,3})\s*"
                       r"(?:chars?|characters?|columns?|cols?)\b|\b(?P<k>\d{2,3})\s*(?:chars?|characters?|columns?|cols?)\s+"
                       r"(?:per\s+line|max\s+per\s+line|line\s+length)\b|\bZeilenlänge\b[^.;\n]{0,20}?(?P<d>\d{2,3})|"
                       r"\blongueur\s+de\s+ligne\b[^.;\n]{0,20}?(?P<f>\d{2,3})|\blongitud\s+de\s+línea\b[^.;\n]{0,20}?(?P<s>\d{2,3})|"
                       # a line's width in characters: "Zeilen unter 80 Zeichen", "lignes de moins de 80 caractères",
                       # "1行80文字以内"
                       r"\b(?:Zeilen?|lignes?|l[íi]neas?|linhas?|righe|riga|regels?)\b[^.;\n]{0,40}?(?P<w>\d{2,3})\s*"
                       r"(?:Zeichen|caract[eè]res?|caracteres|caratteri|tekens)\b|行[^。\n\d]{0,6}(?P<j>\d{2,3})\s*文字|"
                       # "代码每行不超过80个字符": a line's width in Chinese
                       r"(?:每行|每一行|单行)[^。\n\d]{0,6}(?P<z>\d{2,3})\s*(?:个)?(?:字符|字)",
                       re.I)
_CODE_CONTEXT = rx(r"\b(?:python|code|codice|código|function|functions|variables?|script|js|javascript|"
                           r"typescript|go|rust|java)\b|コード|関数|変数|"
                           # an inflected language or code noun: "w Pythonie", "в коде на Python", "i koden"
                           r"\bpython(?:ie|a|owi|e|u|ом)\b|\bkod(?:zie|u|en|e|a)?\b|\bкод\w*|\bkodda\b|코드|代码", re.I)
# the names in Japanese, Chinese and Korean too: "スネークケース", "蛇形命名", "스네이크 케이스", "キャメルケース", "驼峰"
_SNAKE = rx(r"\bsnake[_ -]?case\b|スネーク\s?ケース|蛇形命名|下划线命名|스네이크\s?케이스", re.I)
_NEG_AFTER = rx(r"\W{0,3}(?:(?:is|are)\s+)?(?:banned|forbidden|not allowed|verboten|interdit|prohibido|prohibited)\b|"
                        r"\s*(?:は|も)?\s*(?:禁止|NG|不可|ダメ|だめ|使わない|なし|しない|不要|禁用|不用|금지)", re.I)
_CAMEL = rx(r"\bcamel[_ -]?case\b|キャメル\s?ケース|驼峰|駝峰|카멜\s?케이스", re.I)
_DOCSTRINGS = rx(r"\bdocstrings?\b|\bdocumentation\s+comments?\b|ドキュメント文字列", re.I)
# the docstring convention a rule names ("Docstrings: Google style", "NumPy-style docstrings", "reST docstrings")
_DOCSTYLE = rx(r"\b(?P<google>google)\b|\b(?P<numpy>numpy|numpydoc)\b|\b(?P<sphinx>sphinx|(?-i:reST)|restructured\s?text)\b", re.I)
# the marks of each convention inside a docstring: "Args:" sections, "Parameters" over a dashed line, ":param x:" fields
_DOCSTYLE_MARKS = (("sphinx", rx(r"^\s*:(?:param|type|returns?|rtype|raises?|ivar|vartype)\b[^:\n]*:", re.M)),
                   ("numpy", rx(r"^\s*(?:Parameters|Returns|Raises|Yields|Attributes|Examples|See Also)\s*\n\s*-{3,}\s*$",
                                        re.M)),
                   ("google", rx(r"^\s*(?:Args|Arguments|Returns|Raises|Yields|Attributes|Examples|Note):\s*$", re.M)))
_DOCSTRING = rx(r'(?:"""|\'\'\')(.*?)(?:"""|\'\'\')', re.S)
_TESTS = rx(r"\b(?:add|include|write|with|plus|also)\b[^.;\n]{0,30}\b(?:a\s+|an\s+)?(?:pytest\s+|unit\s+)?tests?\b|"
                    r"\b(?:tests?|pytest)\s+(?:too|as\s+well)\b|\bajoute\w*\s+(?:un\s+)?tests?\b|\bincluye\w*\s+(?:un\s+)?tests?\b|"
                    r"テストも", re.I)
# "inclua um teste", "incluye una prueba", "aggiungi un test", "füge einen Test hinzu", "avec un test": a test asked for in
# another language, beside a new function ("função nova", "nueva función", "neue Funktion", "関数", "函数", "함수")
_TESTS_OTHER = rx(r"\b(?:inclu\w+|adicion\w+|agreg\w+|añad\w+|aggiung\w+|includ\w+|füge\w*|ajout\w*|ajoute\w*|"
                          r"junto|with|com|con|avec|mit|always|sempre|siempre|toujours|immer)\b[^.;\n]{0,30}?"
                          r"\b(?:tests?|testes?|pruebas?|unit[- ]?tests?|unittests?)\b|テスト|测试|테스트", re.I)
_FUNCTION = rx(r"\b(?:functions?|funç(?:ão|ões)|funci(?:ón|ones)|funzion[ei]|fonctions?|funktion(?:en)?)\b|関数|函数|함수",
                       re.I)
# (a negative quantifier bans as "no" does: "Aucun print()", "Ningún console.log", "Nessun print", "Nenhum print")
_NO_CALL = rx(r"\b(?:no|nada\s+de|pas\s+de|kein(?:e|en)?|niente|sem|never\s+use|don'?t\s+use|avoid|sin|aucune?|"
              r"ningún|ninguna|ningun|nessun[oa]?|nenhum|nenhuma|geen|zero)\s+"
                      # (the name whole: "no printing it" shows a file, it calls no print())
                      r"`?(?P<name>print|console\.log|println|var_dump|dd|debugger|alert|eval|exec)(?![\w])\s*\(?\)?`?", re.I)
_HINTS = rx(r"\btype[- ]?(?:hints?|annotations?)\b|\btyp(?:annotation|hinweis)\w*|\bannotations? de types?\b|"
                    r"\banotaciones? de tipos?\b|型ヒント|型注釈", re.I)
# an ``except`` with no exception type: "no bare except", "pas de except nu", "kein nacktes except", "sin except vacío",
# "裸の except"
_BARE_EXCEPT = rx(r"\b(?:bare|naked|empty|blank|catch-all)\s+`?except\b|\bexcept\s*:?`?\s+(?:nus?|vides?|sans type)\b|"
                          r"\b(?:nackte[snm]?|leere[snm]?)\s+`?except\b|\bexcept\s+(?:vac[íi]os?|desnudos?|genéricos?)\b|"
                          r"\bexcept\s+(?:without|sans|ohne|sin)\s+(?:an?\s+|un\s+|eine?n?\s+)?(?:exception|type|Ausnahme|tipo)|"
                          r"裸の\s*except|空の\s*except", re.I)
_NEG_NEAR = rx(r"\b(?:no|not|never|don'?t|avoid|nunca|jamais|nie|nicht|sin|sans|senza)\b", re.I)


# "always put set -euo pipefail in shell scripts", "シェルスクリプトには必ず set -euo pipefail を入れて": the shell
# options every script must turn on, read as options (set -e -u -o pipefail and set -o errexit ... are the same)
_SET_LINE = rx(r"(?<![\w-])set((?:\s+(?:-o\s+[a-z]+|[-+][A-Za-z]+|pipefail))+)")
_SHELL_WORDS = rx(r"\b(?:shell|bash|zsh|sh)\b|\bscripts?\b|\.sh\b|シェル|スクリプト|脚本|скрипт\w*|Skript\w*|"
                          r"\bscripts?\s+shell\b", re.I)
_REQUIRE_WORDS = rx(r"\b(?:always|must|every|each|all|start\w*|begin\w*|put|add|include|toujours|chaque|tous|"
                            r"immer|jede[smn]?|alle|siempre|cada|todos|sempre|ogni|tutti|zawsze|altijd|всегда)\b|"
                            r"必ず|常に|入れ|つけ|付け|始め|总是|必须|一律", re.I)
_SET_LETTERS = {"errexit": "e", "nounset": "u", "xtrace": "x", "noglob": "f", "allexport": "a", "verbose": "v",
                "errtrace": "E", "noclobber": "C", "notify": "b", "pipefail": "pipefail", "functrace": "T"}


def set_options(words: str) -> set[str]:
    """The shell options a ``set`` line's arguments turn on: "-euo pipefail" -> {e, u, pipefail}."""
    out: set[str] = set()
    tokens = words.split()
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.startswith("-") and "o" in token[1:] and i + 1 < len(tokens) and not tokens[i + 1].startswith("-"):
            out |= {c for c in token[1:] if c != "o"}
            out.add(_SET_LETTERS.get(tokens[i + 1], tokens[i + 1]))
            i += 2
            continue
        if token.startswith("-"):
            out |= set(token[1:])
        i += 1
    return out


def _spell_set(options: set[str]) -> str:
    letters = "".join(sorted(o for o in options if len(o) == 1))
    return " ".join(([f"-{letters}"] if letters else []) + [f"-o {o}" for o in sorted(options) if len(o) > 1])


def _set_late(body: str, wanted: set[str]) -> str:
    """The first command a script runs before it has turned ``wanted`` on ("" when none does): a script that must
    start with ``set -euo pipefail`` runs nothing, not even an assignment, before it."""
    have: set[str] = set()
    rows = body.splitlines()
    shebang = re.match(r"#!\S*(?:\s+\S*(?:bash|sh|zsh))?((?:\s+-[A-Za-z]+)+)", rows[0]) if rows else None
    if shebang:
        have |= set_options(shebang.group(1))
    for row in rows:
        line = row.strip()
        if not line or line.startswith("#"):
            continue
        if wanted <= have:
            return ""
        found = _SET_LINE.match(line)
        if not found:
            return line
        have |= set_options(found.group(1))
    return ""


def _shell_set(clause: str) -> str:
    """"shell_set:e,pipefail,u" for a rule that every shell script turn those options on; "" for none."""
    found = _SET_LINE.search(clause)
    # "make it bash with `set -euo pipefail` at the top": the place it goes asks for it too
    required = _REQUIRE_WORDS.search(clause) or _AT_START.search(clause) or re.search(r"\b(?:make|use|write)\s+(?:it|them|"
                                                                                     r"every|each|all|your)\b", clause, re.I)
    if not found or not _SHELL_WORDS.search(clause) or not required or _NEG_NEAR.search(clause):
        return ""
    wanted = set_options(found.group(1))
    first = ":first" if _AT_START.search(clause) else ""  # "must start with set -e": before any command
    return f"shell_set:{','.join(sorted(wanted))}{first}" if wanted else ""


# where the rule puts the line: at the script's start (after its shebang), before any command
_AT_START = rx(r"\b(?:start|begin|open)s?\s+with\b|\b(?:first|top|opening)\s+(?:line|thing)\b|\bat the (?:top|start|"
                       r"beginning)\b|\bafter the shebang\b|\bau (?:début|debut)\b|\ben tête\b|\bcommence\w*\s+(?:\w+\s+)?par\b|"
                       r"\bpremière ligne\b|\bam (?:Anfang|Beginn)\b|\bbeginn\w*\s+(?:\w+\s+)?mit\b|\berste[n]? Zeile\b|"
                       r"\bal (?:principio|inicio|comienzo)\b|\b(?:empie[cz]\w*|comien[cz]\w*)\s+con\b|\bprimera línea\b|"
                       r"先頭|冒頭|最初の行|最初に|开头|第一行", re.I)


# "indent with 4 spaces", "4 个空格缩进", "インデントはスペース4つ", "Einrückung mit 2 Leerzeichen", "use tabs for indentation"
_INDENT_WORD = rx(r"\bindent\w*|\beinr[üu]ck\w*|\bsangr\w*|\bindenta\w*|\brientr\w*|\bwci[eę]\w*|\binspring\w*|"
                          r"\bотступ\w*|缩进|縮排|インデント|字下げ|들여쓰기", re.I)
_SPACES = rx(r"(?P<n>[1-8]|two|four|eight|deux|quatre|zwei|vier|dos|cuatro|due|quattro|dois|quatro|[二两四八])\s*"
                     r"(?:-|\s)?(?:个|個|つの|つ|칸)?\s*(?:spaces?|espaces?|leerzeichen|espacios?|spazi|espaços|spacji|spaties|"
                     r"пробел\w*|空格|スペース|空白|칸|스페이스)|(?:スペース|空白|스페이스)\s*(?P<m>[1-8])", re.I)
_TABS = rx(r"\btabs?\b|\btabulat\w*|\btabulaci\w*|制表符|タブ|탭", re.I)
_NUMBER_NAMES = {"two": 2, "four": 4, "eight": 8, "deux": 2, "quatre": 4, "zwei": 2, "vier": 4, "dos": 2, "cuatro": 4,
                 "due": 2, "quattro": 4, "dois": 2, "quatro": 4, "二": 2, "两": 2, "四": 4, "八": 8}


# spaces and tabs set against each other name the indentation without its word: "4 spaces, never tabs", "spaces not
# tabs", "Leerzeichen statt Tabs", "des espaces, pas de tabulations", "espacios, nunca tabs", "タブではなくスペース"
_SPACE_WORD = rx(r"\bspaces?\b|\bespaces?\b|\bleerzeichen\b|\bespacios?\b|\bspazi\b|\bespaços\b|\bspacj\w*|"
                 r"\bspaties\b|\bпробел\w*|空格|スペース|스페이스", re.I)
_CJK_REFUSED = rx(r"(?:ではなく|じゃなく|じゃなくて|不要|别用|말고|대신)")


def _spaces_over_tabs(clause: str) -> str:
    """"space" when the clause asks for spaces and refuses tabs, "tab" for the other way round, "" when it does not
    set the two against each other."""
    spaces, tabs = _SPACE_WORD.search(clause), _TABS.search(clause)
    if not spaces or not tabs:
        return ""

    def refused(found: re.Match[str]) -> bool:
        before = clause[max(0, found.start() - 20):found.start()]
        return bool(_NEG_NEAR.search(before) or re.search(r"\b(?:statt|anstatt|instead of|rather than|over|au lieu de|"
                                                          r"en lugar de|en vez de|invece di|em vez de)\s+(?:\w+\s+)?$", before,
                                                          re.I) or _CJK_REFUSED.match(clause[found.end():]))
    if refused(tabs) and not refused(spaces):
        return "space"
    if refused(spaces) and not refused(tabs):
        return "tab"
    return ""


def _indent_style(clause: str) -> str:
    """"indent:4" (or "indent:tab"), ":py" when the rule speaks of Python: the indentation a rule asks for; "" for none.
    The width wanted is the one not refused ("4 spaces, not 2"; "不要用 Tab": spaces)."""
    if not _INDENT_WORD.search(clause) and not _spaces_over_tabs(clause):
        return ""
    py = ":py" if re.search(r"\bpython\b|\.py\b", clause, re.I) else \
        ":yaml" if re.search(r"(?<![A-Za-z])ya?ml(?![A-Za-z])", clause, re.I) else ""  # "YAML files: 2-space indent"
    for m in _SPACES.finditer(clause):
        before = clause[max(0, m.start() - 14):m.start()]
        if _NEG_NEAR.search(before) or re.search(r"不要|别|不用|ではなく|じゃなく|말고|не\s", before):
            continue
        raw = (m.group("n") or m.group("m") or "").lower()
        n = int(raw) if raw.isdigit() else _NUMBER_NAMES.get(raw, 0)
        if n:
            return f"indent:{n}{py}"
    if _spaces_over_tabs(clause) == "space":  # "spaces, not tabs": no width named, no tab
        return f"indent:space{py}"
    tabs = _TABS.search(clause)
    if tabs and not _NEG_NEAR.search(clause[max(0, tabs.start() - 30):tabs.start()]) and \
            not re.search(r"不要|别|不用|ではなく|말고", clause[max(0, tabs.start() - 6):tabs.start()]):
        return f"indent:tab{py}"
    return ""


def _indent_verdict(value: str, blocks: list[tuple[str, str]]) -> Finding:
    """Every step into a block (after a line ending in ':' '{' '(' '['), measured against the width wanted."""
    width, _, only = value.partition(":")
    if only == "py":
        blocks = [(info, body) for info, body in blocks if _python(info, body)]
        if not blocks:
            return NOT_APPLICABLE, "no Python code in the reply"
    if only == "yaml":  # "nei file YAML indentazione a 2 spazi": the YAML only
        blocks = [(info, body) for info, body in blocks if info in ("yaml", "yml")]
        if not blocks:
            return NOT_APPLICABLE, "no YAML in the reply"
    # a Makefile's recipes must start with a tab: no indentation rule can ask otherwise of them
    blocks = [(info, body) for info, body in blocks if info.lower() not in ("make", "makefile", "mk")]
    steps = 0
    if width == "space":  # "spaces, not tabs": no line indented with a tab
        for _, body in blocks:
            tabbed = next((line for line in body.splitlines() if line.strip() and "\t" in line[:len(line) - len(line.lstrip())]),
                          None)
            if tabbed is not None:
                return BROKEN, f"a line indented with a tab: \"{tabbed.strip()[:50]}\""
        indented = any(line[:1] in (" ", "\t") and line.strip() for _, body in blocks for line in body.splitlines())
        return (OBEYED, "indented with spaces") if indented else (NOT_APPLICABLE, "no indented line in the code")
    for _, body in blocks:
        prev = ""
        for line in body.splitlines():
            if not line.strip():
                continue
            lead = line[:len(line) - len(line.lstrip())]
            if width == "tab" and " " in lead and "\t" not in lead and prev.rstrip().endswith((":", "{", "(", "[")):
                return BROKEN, f"a line indented with spaces, not a tab: \"{line.strip()[:50]}\""
            if width != "tab" and "\t" in lead:
                return BROKEN, f"a line indented with a tab: \"{line.strip()[:50]}\""
            prev_lead = len(prev) - len(prev.lstrip())
            if width != "tab" and prev.rstrip().endswith((":", "{")) and len(lead) > prev_lead:
                steps += 1
                if len(lead) - prev_lead != int(width):
                    return BROKEN, f"indented by {len(lead) - prev_lead} spaces, not {width}: \"{line.strip()[:50]}\""
            prev = line
    if not steps and width != "tab":
        return NOT_APPLICABLE, "no indented block in the code"
    return OBEYED, "indentation as the rule asks"


def parse_code_style(clause: str) -> list[str]:
    """The code-style requirements ``clause`` states (encoded as in the module doc)."""
    out = []
    indent = _indent_style(clause)
    if indent:
        out.append(indent)
    from memlock_core.compliance import star_imports
    if star_imports.refuses(clause):  # "no wildcard imports (from x import *)"
        out.append(star_imports.TOKEN)
    shell_set = _shell_set(clause)
    if shell_set:
        out.append(shell_set)
    found = _MAX_LINE.search(clause)
    if found and _CODE_CONTEXT.search(clause) or (found and re.search(r"\bline[- ]?length\b", clause, re.I)):
        n = next(int(g) for g in found.groups() if g)
        if 40 <= n <= 400:
            out.append(f"max_line:{n}" + (":py" if re.search(r"\bpython\b", clause, re.I) else ""))
    snake, camel = _SNAKE.search(clause), _CAMEL.search(clause)
    scoped = naming_scope.per_language(clause)  # "snake_case for python, camelCase for js/ts" (naming_scope.py)
    if scoped:
        out += scoped
    elif snake and not _NEG_NEAR.search(clause[max(0, snake.start() - 15):snake.start()]):
        out.append(naming_scope.one_language(clause, "snake") or "naming:snake")  # "Python names in snake_case"
    elif camel and not _NEG_NEAR.search(clause[max(0, camel.start() - 15):camel.start()]) \
            and not _NEG_AFTER.match(clause, camel.end()):  # "キャメルケース禁止", "camelCase is banned": refused
        out.append("naming:camel")
    docs = _DOCSTRINGS.search(clause)
    if docs and not _NEG_NEAR.search(clause[max(0, docs.start() - 15):docs.start()]):
        out.append("docstrings")
        style = _DOCSTYLE.search(clause)
        if style:
            out.append("docstyle:" + next(k for k, v in style.groupdict().items() if v))
    if _TESTS.search(clause) and re.search(r"\b(?:code|function|ask|pida|demande)\b|コード", clause, re.I):
        out.append("tests")
    elif _TESTS_OTHER.search(clause) and _FUNCTION.search(clause):
        out.append("tests_fn")  # "sempre inclua um teste junto com qualquer função nova": code that defines a function
    hints = _HINTS.search(clause)  # "Don't use type hints", "Keine Typannotationen", "型ヒントは不要"
    if hints and (re.search(r"\b(?:no|not|never|don'?t|do not|without|avoid|skip|drop|pas de|sans|keine?n?|ohne|sin|nada de)\s+"
                            r"(?:\w+\s+){0,2}$", clause[max(0, hints.start() - 25):hints.start()], re.I)
                  or re.match(r"(?:は|を)?(?:不要|なし|使わない|付けない|書かない|いらない)", clause[hints.end():])):
        out.append("no_type_hints")
    # "Prefer f-strings over .format() or %", "use pathlib instead of os.path.join()": the construct refused
    over = re.search(r"\b(?:over|instead of|rather than|not|never|no|avoid|plutôt que|au lieu de|statt|anstatt|anstelle von|"
                     r"en lugar de|en vez de|no uses|pas de|jamais de|keine?n?|nada de|sin|sem|senza|niente|"
                     r"nunca|jamais|jamás|nie|niemals|nicht|mai|não|nooit|geen|nigdy|invece di|em vez de|"
                     r"вместо|не\s+используй\w*|не\s+пиши|без|zamiast|istället för|in plaats van|yerine)\s+(?P<what>[^;\n]{1,60})|"
                     # "不要用 % 或 .format()", "别用 .format()": the refused construct right after the Chinese negation
                     r"(?:不要使用|不要用|别用|不用|勿用|禁止使用|禁用)\s*(?P<zh>[^;；。\n]{1,60})", clause, re.I)
    if over and over.group("zh"):
        over = re.match(r"(?P<what>.*)", over.group("zh"), re.S)
    # a refused construct that is code by its own shape (a method call ".format()", "% formatting") needs no other word
    # of code around it: "No % formatting and no .format()."
    shaped = over and re.search(r"(?:^|[\s`])\.?[A-Za-z_]\w*\(\)|%[- ]?(?:formatting|style)\b", over.group("what"), re.I)
    if over and (_CODE_CONTEXT.search(clause) or shaped) or (over and re.search(r"\bf-?strings?\b|\bf-?строк", clause, re.I)):
        assert over is not None
        for call in re.finditer(r"`?(?P<name>\.?[A-Za-z_][\w.]*)\(\)`?", over.group("what")):
            out.append(f"no_call:{call.group('name')}")
        # ("... statt .format() oder %.": the mark ends the sentence)
        if re.search(r"(?:^|\s|`)%(?:\s|`|-?formatting|$|,|[.!?)](?:\s|$))|\bpercent[- ]formatting\b|%-style",
                     over.group("what"), re.I):
            out.append("no_percent_format")
    for m in _NO_CALL.finditer(clause):
        out.append(f"no_call:{m.group('name').lower()}")
    out += debug_print.refused_debug_calls(clause)  # "Pas de debug à coups de print", "不要用 print 调试"
    bare = _BARE_EXCEPT.search(clause)
    if bare and _NEG_NEAR.search(clause[:bare.start()] + " " + clause[bare.start():bare.end()]) or \
            bare and re.search(r"\b(?:pas|kein\w*|nada|sin|sans|ohne)\b|禁止|しない|不要", clause, re.I):
        out.append("no_bare_except")
    out += go_errors.parse(clause)  # "never discard err with _ in Go"
    order = import_order.parse(clause)
    if order:
        out.append(order)
    out += [t for t in code_prefer.parse(clause) if f"no_call:{t.partition(':')[2]}" not in out]
    out += code_identifiers.parse(clause)
    out += code_variants.parse_clause(clause)
    out += code_banned.parse_clause(clause)
    # "in Kotlin no `!!`": a construct refused in one language's code (a call refused already read stays as it was)
    out += [t for t in code_tokens.parse(clause) if f"no_call:{t.rsplit(':', 1)[1].rstrip('()')}" not in out]
    # "no LINQ inside Update()": Update() is the place, not a refused call, and what is refused is refused there only
    within = function_scope.parse(clause)
    places = (*function_scope.names(clause), *(t.split(":")[1] for t in within))
    out = [t for t in out if not (t.startswith("no_call:") and t.split(":")[1] in places)] + within
    if debug_print.debug_purpose(clause):  # "Pas de print() pour déboguer": debugging dumps only (debug_print.py)
        out = [f"{t}:{debug_print.DEBUG}" if t == "no_call:print" else t for t in out]
    if test_code.refused_outside_tests(clause):  # "no unwrap() in non-test code": tests may call it (test_code.py)
        # "docstrings on every public function, tests exempt": test functions need none
        out = [f"{t}:{test_code.NON_TEST}" if t.startswith("no_call:") or t == "docstrings" else t for t in out]
    return list(dict.fromkeys(out))


def _blocks(text: str) -> list[tuple[str, str]]:
    s = parse(text)
    return [(b.info.lower(), b.body) for b in s.code] + [("", b.body) for b in s.of(INDENTED_CODE)]


_SHELL_INFO = frozenset({"bash", "sh", "shell", "zsh", "ksh"})


def _shell_script(info: str, body: str) -> bool:
    """A shell script: a block tagged with a shell, or one opening with a shell's #! line. (A console session,
    `$ cmd` lines, is commands typed, not a script.)"""
    if re.match(r"\s*#!\S*(?:/|env\s+)(?:ba|z|k|da)?sh\b", body):
        return True
    return info in _SHELL_INFO and not re.match(r"\s*\$\s", body) and len([ln for ln in body.splitlines() if ln.strip()]) > 1


def _python(info: str, body: str) -> bool:
    return info in ("python", "py", "python3") or (not info and bool(re.search(r"^\s*(?:def|class|import|from)\s", body,
                                                                                  re.M)))


_ASSIGN = rx(r"^\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]+)?=(?!=)", re.M)
_DEF = rx(r"^\s*(?:async\s+)?def\s+(?P<name>\w+)\s*\((?P<params>[^)]*)\)", re.M)
_JS_NAMES = rx(r"\b(?:const|let|var|function)\s+(?P<name>[A-Za-z_$][\w$]*)")


def _names(info: str, body: str) -> list[str]:
    if _python(info, body):
        names = [m.group("name") for m in _DEF.finditer(body)] + [m.group("name") for m in _ASSIGN.finditer(body)]
        for m in _DEF.finditer(body):
            names += [p.split(":")[0].split("=")[0].strip(" *") for p in m.group("params").split(",") if p.strip()]
        return [n for n in names if n and not n.isupper()]  # CONSTANTS are neither
    return [m.group("name") for m in _JS_NAMES.finditer(body)]


def code_style_verdict(style: str, text: str) -> Finding:
    if style.startswith("both:"):  # "both the bash and the powershell version": inline commands count too
        return code_variants.verdict(style[5:], text)
    if style.startswith(library_settings.PREFIX):  # "pandas: don't use inplace=True" (library_settings)
        return library_settings.verdict(style[len(library_settings.PREFIX):], text)
    if style.startswith("no_snippet:"):  # "never suggest verify=False, curl -k": the code the reply suggests
        return code_banned.verdict(style[11:], text)
    blocks = _blocks(text)
    if not blocks:
        return NOT_APPLICABLE, "no code in the reply"
    kind, _, value = style.partition(":")
    if kind == "no_star_import":
        from memlock_core.compliance import star_imports
        return star_imports.verdict(blocks)
    if kind == "no_token":
        return code_tokens.verdict(value, blocks)
    if kind == function_scope.TOKEN:  # "no LINQ inside Update()": the bodies of those functions (function_scope.py)
        return function_scope.verdict(value, blocks)
    if kind == "sql_params":  # "always parameterized queries": SQL strings built with values (sql_params.py)
        from memlock_core.compliance import sql_params
        return sql_params.verdict(blocks)
    if kind == "no_framework":  # "SwiftUI only, no UIKit": code built with the refused framework (framework_use.py)
        from memlock_core.compliance import framework_use
        return framework_use.verdict(value, blocks)
    if kind == "indent":
        return _indent_verdict(value, blocks)
    if kind == "max_line":
        limit_text, _, only = value.partition(":")
        limit = int(limit_text)
        if only == "py":  # "max line length 88 in any Python you write": the Python blocks
            blocks = [(info, body) for info, body in blocks if _python(info, body)]
            if not blocks:
                return NOT_APPLICABLE, "no Python code in the reply"
        for _, body in blocks:
            for line in body.splitlines():
                if len(line) > limit:
                    return BROKEN, f"a code line of {len(line)} characters (max {limit}): \"{line.strip()[:60]}\""
        return OBEYED, f"every code line within {limit} characters"
    if kind == "naming" and ":" in value:  # one convention per language (naming_scope.py)
        convention, _, language = value.partition(":")
        return naming_scope.verdict(convention, language, blocks)
    if kind == "naming":
        names = [n for info, body in blocks for n in _names(info, body)]
        if not names:
            return NOT_APPLICABLE, "no names defined in the code"
        camel = [n for n in names if re.search(r"[a-z][A-Z]", n)]
        snake = [n for n in names if "_" in n.strip("_")]
        bad = camel if value == "snake" else snake
        if bad:
            return BROKEN, f"{'camelCase' if value == 'snake' else 'snake_case'} names: {', '.join(bad[:3])}"
        return OBEYED, f"{len(names)} names in {value}_case"
    if kind == "docstrings":
        python = [body for info, body in blocks if _python(info, body)]
        if value == test_code.NON_TEST:  # "tests exempt": the test functions and classes left out (test_code.py)
            python = [test_code.without_tests(body) for body in python]
        if not python:
            return NOT_APPLICABLE, "no Python code"
        seen = 0
        for body in python:
            for m in re.finditer(r"^(?P<indent>\s*)(?:async\s+)?def\s+(?P<name>\w+)\s*\(.*?\)[^:\n]*:[ \t]*\n(?P<next>[^\n]*)",
                                 body, re.M | re.S):
                if m.group("name").startswith("_"):
                    continue  # a private helper
                seen += 1
                if not re.match(r"\s*(?:[rRbBuU]{0,2})(?:\"\"\"|''')", m.group("next")):
                    return BROKEN, f"def {m.group('name')}(...) has no docstring"
        return (OBEYED, f"{seen} public functions with docstrings") if seen else (NOT_APPLICABLE, "no public function")
    if kind == "docstyle":  # a docstring written to another convention; one with no sections shows none
        docs = [m.group(1) for info, body in blocks if _python(info, body) for m in _DOCSTRING.finditer(body)]
        marked = [(name, doc) for doc in docs for name, mark in _DOCSTYLE_MARKS if mark.search(doc)]
        other = [(name, doc) for name, doc in marked if name != value]
        if other:
            return BROKEN, f"a {other[0][0]}-style docstring, not {value} style: \"{other[0][1].strip()[:50]}\""
        return (OBEYED, f"docstrings in {value} style") if marked else (NOT_APPLICABLE, "no docstring shows its style")
    if kind == "tests":
        if re.search(r"\bdef\s+test_\w*|\bassert\b|\bimport\s+pytest\b|\bunittest\b|\b(?:describe|it|test)\s*\(|"
                     r"#\[test\]|@Test\b", "\n".join(body for _, body in blocks)):
            return OBEYED, "code with a test"
        return BROKEN, "code without a test"
    if kind == "import_order":  # "stdlib, then third party, then our own": the Python's leading imports
        python = [body for info, body in blocks if _python(info, body)]
        return import_order.verdict(value, python) if python else (NOT_APPLICABLE, "no Python code")
    if kind == "tests_fn":  # a test beside any function the code defines; code without a function is no new one
        code = "\n".join(body for _, body in blocks)
        defined = [m.group(1) for m in re.finditer(r"^\s*(?:async\s+)?def\s+(\w+)|\bfunction\s+(\w+)|\bfn\s+(\w+)", code, re.M)]
        if not re.search(r"^\s*(?:async\s+)?def\s|\bfunction\s+\w|\bfn\s+\w", code, re.M):
            return NOT_APPLICABLE, "no function defined in the code"
        if re.search(r"\bdef\s+test_\w*|\bassert\b|\bimport\s+pytest\b|\bunittest\b|\b(?:describe|it|test)\s*\(|"
                     r"#\[test\]|@Test\b", code):
            return OBEYED, "a new function with a test"
        return BROKEN, f"a new function without a test{': ' + defined[0] if defined and defined[0] else ''}"
    if kind == "no_type_hints":
        python = [body for info, body in blocks if _python(info, body)]
        if not python:
            return NOT_APPLICABLE, "no Python code"
        for body in python:
            for m in re.finditer(r"^\s*(?:async\s+)?def\s+(\w+)\s*\((.*?)\)\s*(->\s*[^:]+)?:", body, re.M | re.S):
                params = [p.strip() for p in re.split(r",(?![^\[]*\])", m.group(2)) if p.strip()]
                typed = [p for p in params if ":" in p.split("=")[0]]
                if typed or m.group(3):
                    return BROKEN, f"def {m.group(1)}(...) is annotated: \"{(typed[0] if typed else m.group(3)).strip()}\""
            typed_var = re.search(r"^\s*[A-Za-z_]\w*\s*:\s*[A-Za-z_][\w\[\], |.]*\s*=", body, re.M)
            if typed_var:
                return BROKEN, f"an annotated variable: \"{typed_var.group(0).strip()}\""
        return OBEYED, "no type hints in the Python code"
    if kind == "no_percent_format":
        python = [body for info, body in blocks if _python(info, body)]
        if not python:
            return NOT_APPLICABLE, "no Python code"
        for body in python:
            found = re.search(r"[\"'][^\"'\n]*%[-+ #0]*\d*(?:\.\d+)?[sdifrxXeEgGc][^\"'\n]*[\"']\s*%\s*[\w(\[]", body) \
                or re.search(r"\b(?:log|logger|logging|_log|_logger|LOG|LOGGER)\.(?:debug|info|warning|warn|error|exception|"
                             r"critical|log)\(\s*[\"'][^\"'\n]*%[-+ #0]*\d*(?:\.\d+)?[sdifrxXeEgGc][^\"'\n]*[\"']\s*,", body)
            # (a logging call's %-placeholders filled from its arguments are %-formatting too)
            if found:
                return BROKEN, f"%-formatting in the code: \"{found.group(0)[:50]}\""
        return OBEYED, "no %-formatting in the code"
    if kind == "shell_set":  # each shell script turns the options on (a `set` line, or its shebang's flags)
        scripts = [body for info, body in blocks if _shell_script(info, body)]
        if not scripts:
            return NOT_APPLICABLE, "no shell script in the reply"
        options, _, where = value.partition(":")
        wanted = set(options.split(","))
        for body in scripts:
            late = where == "first" and _set_late(body, wanted)
            if late:
                return BROKEN, f"a command before set {_spell_set(wanted)}: \"{late[:50]}\""
            code = "\n".join(line.split(" #")[0] for line in body.splitlines() if not line.lstrip().startswith("#")
                             or line.startswith("#!"))
            have: set[str] = set()
            shebang = re.match(r"#!\S*(?:\s+\S*(?:bash|sh|zsh))?((?:\s+-[A-Za-z]+)+)", code)
            if shebang:
                have |= set_options(shebang.group(1))
            for m in _SET_LINE.finditer(code):
                have |= set_options(m.group(1))
            missing = wanted - have
            if missing:
                return BROKEN, f"a shell script without set {_spell_set(missing)}"
        return OBEYED, f"every shell script turns on set {_spell_set(wanted)}"
    if kind == "ident_lang":  # "variable names in English": the names the code defines, by their words' language
        return code_identifiers.verdict(value, blocks)
    if kind == "no_module":  # "prefer pathlib over os.path": the refused name imported or used in the Python
        return code_prefer.verdict(value, blocks) or (NOT_APPLICABLE, "no Python code in the reply")
    if kind == go_errors.TOKEN:  # "nada de ignorar err com _": Go's blank identifier dropping an error
        return go_errors.go_error_verdict(blocks)
    if kind == "no_bare_except":  # "pas de bare except": an ``except:`` that names no exception type
        python = [body for info, body in blocks if _python(info, body) or re.search(r"^\s*try\s*:", body, re.M)]
        if not python:
            return NOT_APPLICABLE, "no Python code"
        for body in python:
            bare = re.search(r"^\s*except\s*:", body, re.M)
            if bare:
                return BROKEN, f"a bare except: \"{bare.group(0).strip()}\""
        return OBEYED, "no bare except in the code"
    if kind == "no_call" and value == f"print:{debug_print.DEBUG}":
        dumps = [d for _, body in blocks for d in debug_print.debug_prints(body)]
        return (BROKEN, f"a debugging print() in the code: \"{dumps[0][:60]}\"") if dumps else \
            (OBEYED, "no debugging print() in the code")
    if kind == "no_call" and value.endswith(f":{test_code.NON_TEST}"):  # the code outside its tests (test_code.py)
        value = value.rsplit(":", 1)[0]
        blocks = [(info, test_code.without_tests(body)) for info, body in blocks]
    if kind == "no_call":
        # a name no Python builtin bears ("unwrap()") is refused as a method too (".unwrap()"); a builtin ("print()")
        # only as the plain call: "logger.print(" is another function
        method = not value.startswith(".") and "." not in value and not hasattr(builtins, value)
        # a method named as written (".format()") is matched with its case: Go's ``t.Format(`` is another method
        call = rx(rf"{re.escape(value)}\s*\(" if value.startswith(".") else
                          rf"(?<![\w{'' if method else '.'}]){re.escape(value)}\s*\(", 0 if value.startswith(".") else re.I)
        for info, raw in blocks:
            body = code_only(raw, info)  # "never use print() here" in a docstring is no call
            found = call.search(body)
            if found:
                body = raw
                line = body[body.rfind("\n", 0, found.start()) + 1:].split("\n")[0]
                return BROKEN, f"{value}() in the code: \"{line.strip()[:60]}\""
        return OBEYED, f"no {value}() in the code"
    return NOT_APPLICABLE, f"unknown code style {style!r}"
