"""SQL built from values by string formatting, refused: "when writing SQL from app code always use parameterized
queries, never string formatting", "requêtes paramétrées uniquement", "SQL immer mit Platzhaltern, nie per
String-Verkettung", "consultas parametrizadas, nunca concatenar strings", "SQL はプレースホルダを使って", "SQL 必须用
参数化查询".

Why a module: the rule names a practice, not a call; the other code readers refuse a named call or token. Its
token ``sql_params`` is judged on the app code of a reply (the code blocks that are not SQL or shell): a string
holding SQL that is built with a value - an f-string or template literal with a placeholder, a ``+`` joining it to
a name, ``%`` or ``.format()`` applied to it, ``Sprintf`` / ``String.format`` on it, PHP or Ruby interpolation -
breaks it; SQL passed with placeholders (``%s`` with a separate tuple, ``$1``, ``?``, ``:name``) keeps it; code
holding no SQL string is not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKEN = "sql_params"

_ASKS = rx(r"\bparameteri[sz]ed\b|\bparametri[sz]ed\b|\bprepared\s+statements?\b|\bbind\s+(?:parameters?|variables?|"
           r"params?)\b|\bplaceholders?\b|\bparamétr[ée]es?\b|\brequêtes?\s+préparées?\b|\bparametrisiert\w*|"
           r"\bparameterisiert\w*|\bPlatzhalter\w*|\bPrepared\s+Statements?\b|\bparametrizad[ao]s?\b|"
           r"\bparametrizzat[ei]\b|\bmarcadores\b|プレースホルダ|パラメータ化|バインド変数|参数化|占位符|预编译", re.I)
_REFUSED = rx(r"\b(?:string\s+(?:formatting|concatenation|interpolation|building)|f-?strings?|concatenat\w*|"
              r"interpolat\w*|\.format\(\)|%-?formatting|formatage\s+de\s+cha[iî]nes?|concat[ée]nation|"
              r"String-?(?:Verkettung|Formatierung|Interpolation)|Verkettung|concatenar|concatenaci[oó]n|"
              r"concatena\w*|interpolación)|文字列(?:連結|結合|埋め込み|フォーマット)|字符串拼接|拼接", re.I)
_SQL_WORD = rx(r"\bSQL\b|\bquer(?:y|ies)\b|\brequêtes?\b|\bAbfragen?\b|\bconsultas?\b|クエリ|查询", re.I)

_NOT_APP = frozenset({"sql", "psql", "mysql", "pgsql", "plpgsql", "sqlite", "bash", "sh", "shell", "console", "zsh",
                      "text", "txt", "output", "json", "yaml", "yml", "toml", "ini"})
_SQL_IN = r"(?:\bSELECT\b[\s\S]{0,200}?\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\b[\s\S]{0,80}?\bSET\b|\bDELETE\s+FROM\b|" \
          r"\bWHERE\b)"
# a string literal holding SQL: "...", '...', `...` (no newline inside a quoted one; template literals may span lines)
_STRING = rx(r"(?P<pre>\b[fFbBrR]{1,2})?(?P<q>\"\"\"|'''|\"|'|`)(?P<body>(?:\\.|(?!(?P=q))[^\\])*?)(?P=q)", re.S)
_SQL = rx(_SQL_IN, re.I)


def parse(text: str) -> list[str]:
    """``[TOKEN]`` when ``text`` asks for SQL with parameters or refuses SQL built by string formatting."""
    if not isinstance(text, str) or not _SQL_WORD.search(text):
        return []
    return [TOKEN] if _ASKS.search(text) or _REFUSED.search(text) and re.search(
        r"\b(?:never|no|not|don'?t|avoid|jamais|pas|nie|kein\w*|nunca|nada|mai)\b|禁止|しない|不要|别", text, re.I) else []


def _built(code: str, literal: re.Match[str]) -> str:
    """How the SQL string ``literal`` of ``code`` is built with a value ("" when it is not)."""
    body, quote, prefix = literal.group("body"), literal.group("q"), (literal.group("pre") or "").lower()
    if "f" in prefix and re.search(r"\{[^{}]+\}", body):
        return "an f-string"
    if quote == "`" and "${" in body and not re.search(r"[\w.]$", code[:literal.start()]):  # (sql`...`: a tag binds them)
        return "a template literal"
    if quote == '"' and re.search(r"(?<!\\)\$[A-Za-z_]|\{\$|#\{", body):
        return "string interpolation"
    after = code[literal.end():literal.end() + 40]
    before = code[max(0, literal.start() - 40):literal.start()]
    if re.match(r"\s*\+\s*(?![\"'`])[\w(]", after) or re.search(r"[\w)\]]\s*\+\s*$", before):
        return "string concatenation"
    if re.match(r"\s*%\s*[\w(\[{]", after):
        return "%-formatting"
    if re.match(r"\s*\.\s*format\s*\(", after):
        return ".format()"
    if re.search(r"(?:Sprintf|String\.format|sprintf|format)\s*\(\s*$", before) and re.search(r"%[sdvq]|\{\}", body):
        return "a format call"
    return ""


def verdict(blocks: list[tuple[str, str]]) -> Finding:
    """Judge the app code of ``blocks`` (info, body): SQL strings built with values break the rule."""
    seen = False
    for info, body in blocks:
        if info.lower() in _NOT_APP:
            continue
        for literal in _STRING.finditer(body):
            if not _SQL.search(literal.group("body")):
                continue
            seen = True
            how = _built(body, literal)
            if how:
                line = body[body.rfind("\n", 0, literal.start()) + 1:].split("\n")[0]
                return BROKEN, f"SQL built by {how}: \"{line.strip()[:60]}\""
    return (OBEYED, "the SQL in the code takes its values as parameters") if seen else \
        (NOT_APPLICABLE, "no SQL string in app code")
