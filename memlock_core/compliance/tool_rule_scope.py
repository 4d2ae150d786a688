"""What a tool rule names as its scope: hosts and host ranges, paths and named directories, branches, command
prefixes, test subsets, environments (production, staging), databases and the clients a rule says it is reached
via.

Why a module of its own: the scope is read the same way for every intent (:mod:`tool_rule` dispatches); these
readers only find the objects a clause names, never its polarity.
"""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.compliance.path_shape import approx_number, bare_slash_is_path
from memlock_core.compliance.tool_acts import BRANCH_WORDS
from memlock_core.compliance.tool_rule_base import BRANCH_NOUNS, CLIS, FILE_EXT, ONLY, PAREN, REAL_HOST, VIA, code_spans
from memlock_core.regex_cache import rx

_HOST = rx(r"(?<![\w./@-])((?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]"
                   r"|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w/-]|\.\w)", re.I)

_CODE_MODULES = frozenset({"shutil", "os", "subprocess", "pathlib", "fs", "sys", "path", "io", "np", "pd", "file",
                           "files", "fileutils", "child_process", "process", "requests", "socket", "urllib", "http",
                           "psycopg", "psycopg2", "sqlalchemy", "paramiko", "self", "this", "window", "document"})

_COMMAND_HEAD = rx(r"^[a-z][\w.+-]*$")
_HOST_STOP = frozenset({"e.g", "i.e", "etc", "rm -rf", "force-push", "force-pushing", "sudo", "git", "feature-branch",
                        "read-only", "follow-up", "well-known", "built-in", "non-english", "long-lived", "pre-commit"})

DB_WORDS = rx(r"\b(?:database|\w*datenbank\w*|base de (?:données|datos|dados)|banco de dados|db|dbs)\b|"
                       r"\bbases?\s+(?=de\s+(?:la\s+)?prod)|"  # "la base de production"
                       r"(?<![A-Za-z])DB(?![A-Za-z])|データベース|数据库|база данных|базу данных", re.I)  # 本番DB, not mongodb

_CLAUSE = rx(r"[,;、。!?]\s*|\.(?=\s|$)|\s[-—–]\s")

_TEST_NAMES = (rx(r"\b(?:tests?|pruebas?|testes?)\s+(?:d'|de |di |do |da |d’)([a-zà-ÿ][\w-]{1,30})", re.I),
               # the name after "suite" in the Romance order ("la suite e2e", "la suite d'intégration", "il suite e2e")
               rx(r"\b(?:la|le|el|il|a|o|une|una|um|uma)\s+suite\s+(?:d'|de |di |do |da |d’)?([a-zà-ÿ][\w-]{1,30})", re.I),
               rx(r"(?<![\w-])([a-z][\w-]{1,30})[ -](?:tests?|suites?)\b", re.I),  # (not an option: "--skip-tests")
               rx(r"(?<![\w-])([a-zäöü]{3,30})-?tests?\b", re.I),
               # the Romance order, the name after its noun: "la suite e2e", "la suite de tests e2e", "a suíte e2e"
               rx(r"\bsu[ií]tes?\s+(?:(?:de|di|do|da)\s+(?:tests?|pruebas|testes|testi)\s+)?(?:d['’]\s*)?([a-zà-ÿ][\w-]{1,30})", re.I))
_NOT_A_TEST_NAME = frozenset({"the", "all", "any", "full", "whole", "entire", "complete", "these", "those", "my", "your",
                              "our", "their", "les", "des", "los", "las", "die", "den", "alle", "ganze", "run", "running",
                              "lancer", "ejecutar", "the", "de", "suite", "unit",
                              # articles of the Romance order ("la suite e2e") and what follows a suite there
                              "la", "le", "el", "il", "lo", "una", "une", "a", "o", "os", "as", "di", "do", "da",
                              "completa", "complète", "complet", "entera", "entière", "intera", "inteira", "toda", "tutta",
                              "toute", "solo", "sólo", "seulement", "uniquement", "solamente", "apenas", "somente",
                              "um", "uma", "only", "when", "cuando", "quand", "quando", "si", "se", "si", "que", "che", "qui"})


_SELECTOR = rx(r"\bpytest\b[^)）\n]{0,40}?(?<![\w-])-[mk]\s+['\"]?([A-Za-z_][\w-]*)")


def test_subset(text: str) -> tuple[str, ...]:
    """The part of the suite a rule forbids: its paths (``tests/e2e``), else the kind's name as a
    directory stem (``integration`` -> any target with a path part starting ``integr``)."""
    paths = tuple(p for p in read_paths(text) if "/" in p or p.startswith("."))
    if paths:
        return paths
    selector = _SELECTOR.search(text)  # "(pytest -m integration)", "(pytest -m slow)": the rule's own selection names it
    if selector and selector.group(1).lower() not in ("not", "and", "or"):
        return (f"{selector.group(1).lower()[:6]}*",)
    import unicodedata

    for name in (m.group(1) for pattern in _TEST_NAMES for m in pattern.finditer(text)):
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().strip("-")
        if plain and plain not in _NOT_A_TEST_NAME and plain not in ("test", "tests", "suite"):
            return (f"{plain[:6]}*",)
    return ()


def only_paths(text: str) -> list[str]:
    """Paths in the clause that says "only" ("..., only the unit tests (tests/unit)", "tests/unit だけ")."""
    return [p for clause in _CLAUSE.split(text) if ONLY.search(clause) for p in read_paths(clause)]


_VIA_WORD = rx(r"(?<![\w./-])(ssh|curl|wget|webfetch|web_fetch|scp|sftp|rsync|telnet|nc|psql|mysql)"
                       r"(?![\w/-]|\.\w)", re.I)  # not a host name's label (ssh.prod.example.com, mysql.prod.shop.io)

PRODUCTION = rx(r"\bprod(?:uction)?\b|\bProduktion\w*|\bproducci[oó]n\b|\bprodução\b|\bproduzione\b|本番|生产|"
                 r"\b운영\s*(?:서버|환경|DB|디비|데이터베이스|클러스터)|프로덕션|상용\s*(?:서버|환경)", re.I)  # (ko: 운영 서버)

_STAGING = rx(r"\bstag(?:e|ing)\b|\bstg\b|\bpre-?prod\w*|ステージング|预发布", re.I)


def environments(text: str) -> tuple[str, ...]:
    """Host patterns for the environments a rule names: production (and staging when named too)."""
    out = ("*prod*",) if PRODUCTION.search(text) else ()
    return out + (("*staging*", "stg*", "*-stg*", "*.stg*", "*_stg*", "*preprod*") if _STAGING.search(text) else ())


_HOST_PART = frozenset({"db", "api", "web", "app", "prod", "stg", "staging", "dev", "qa", "uat", "srv", "server", "host",
                        "box", "node", "worker", "cache", "redis", "pg", "postgres", "mysql", "mongo", "primary",
                        "replica", "bastion", "gw", "lb", "proxy", "vpn", "ci", "build", "k8s", "cluster", "edge",
                        "main", "master", "data", "backend", "frontend", "mail", "smtp", "ftp", "sql", "es", "kafka"})

_EXAMPLES = rx(r"\b(?:e\.\s?g\.|eg|for example|for instance|like|such as|z\.\s?B\.|zum Beispiel|etwa|wie|"
                       r"p\.\s?ex\.|par exemple|comme|por ejemplo|p\.\s?ej\.|como|ad esempio|per esempio|tipo)\b|など|例えば|比如|例如",
                       re.I)


def production_examples(text: str, hosts: Sequence[str]) -> bool:
    """Are the hosts examples of production, said in a parenthesis after the word ("gegen Produktion (prod-db,
    *.prod.internal)") or with "e.g."? A list that defines it ("prod hosts are web-01..04") stays the whole of it."""
    for paren in PAREN.finditer(text):
        before = text[max(0, paren.start() - 30):paren.start()]
        inside = paren.group(1)
        if any(h.lstrip("*.") in inside for h in hosts) and (PRODUCTION.search(before) or _EXAMPLES.search(inside)) \
                and not DB_WORDS.search(before) and not _STAGING.search(inside):
            return True
    return False


def names_a_database(text: str, hosts: Sequence[str]) -> bool:
    """Does the rule call the thing a database in a word of its own? A host's name (db.prod.example.com,
    prod-db) says nothing: "don't touch db.prod.example.com" keeps off the host, not only its SQL writes."""
    for m in DB_WORDS.finditer(text):
        start, end = m.start(), m.end()
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "._-"):
            start -= 1
        while end < len(text) and (text[end].isalnum() or text[end] in "._-"):
            end += 1
        token = text[start:end].strip("._-").lower()
        if token != m.group(0).lower() and (token in hosts or ("." in token and REAL_HOST.fullmatch(token))):
            continue
        return True
    return False


def read_via(text: str) -> tuple[str, ...]:
    """The programs or tools a host rule names as the means ("no ssh to prod-*", "no curl, wget or
    WebFetch outside our domain"): only reaching a host with those breaks it (a ping is not an ssh)."""
    return tuple(dict.fromkeys(p for w in _VIA_WORD.findall(text) for p in VIA[w.lower()]))


_HOST_GLOB = rx(r"(?<![\w.])\*\.((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)", re.I)
_HOST_ALIAS = rx(r"\b(?:alias|aka|a\.k\.a\.|alias:|called|named|genannt|llamado|appelé)\s+[`'\"]?([a-z][\w.-]*)", re.I)


_HOST_NAME_GLOB = rx(r"(?<![\w./*-])((?:[a-z][a-z0-9]*-)+\*|\*(?:-[a-z0-9]+)+)(?![\w/*-]|\.\w)", re.I)
_LOOSE_HOST = rx(r"(?<![\w./@-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w/-]|\.\w)", re.I)


_HOST_RANGE = rx(r"(?<![\w.-])([a-z][a-z0-9-]*?)(\d+)\s*(?:\.\.\.?|…)\s*(?:\1)?(\d+)(?![\w.-])", re.I)


def _host_ranges(text: str) -> list[str]:
    """Hosts named as a numbered range: "prod-web-01..04" is prod-web-01, prod-web-02, prod-web-03, prod-web-04."""
    out: list[str] = []
    for m in _HOST_RANGE.finditer(text):
        first, last = int(m.group(2)), int(m.group(3))
        if first < last <= first + 64:
            out += [f"{m.group(1).lower()}{n:0{len(m.group(2))}d}" for n in range(first, last + 1)]
    return out


def read_hosts(text: str, loose: bool = False) -> list[str]:
    """Host names (and patterns) a rule names. ``loose`` (a rule about connecting): also name patterns
    (``prod-*``) and hyphenated names set apart in parentheses, quotes or code (``(prod-db, db-main)``), and
    numbered ranges (``prod-web-01..04``)."""
    out: list[str] = [f"*.{m.group(1).lower()}" for m in _HOST_GLOB.finditer(text)
                      if m.group(1).rsplit(".", 1)[1].lower() not in FILE_EXT]
    if loose:
        out += _host_ranges(text)
    out += [m.group(1).lower() for m in _HOST_ALIAS.finditer(text)]
    if re.search(r"\blocalhost\b", text, re.I):
        out.append("localhost")
    if loose:
        out += [m.group(1).lower() for m in _HOST_NAME_GLOB.finditer(text)]
        out += [f"*.{m.group(1).lower()}" for m in re.finditer(r"(?<![\w.])\*\.([a-z][a-z0-9-]{2,})(?![\w-]|\.\w)", text, re.I)
                if m.group(1).lower() not in FILE_EXT and not re.fullmatch(r"[jt]sx?|vue|svelte|scss|less|rs|kt|swift|"
                                                                             r"dart|ex|exs|erl|hs|ml|clj|scala|lua|r",
                                                                             m.group(1), re.I)]
        for inner in [*PAREN.findall(text), *code_spans(text)]:
            out += [m.group(1).lower() for m in _LOOSE_HOST.finditer(inner) if m.group(1).lower() not in _HOST_STOP]
        out += [m.group(1).lower() for m in _LOOSE_HOST.finditer(text)  # "prod-db": named like a host
                if any(part in _HOST_PART for part in m.group(1).lower().split("-")) and m.group(1).lower() not in _HOST_STOP]
    for m in _HOST.finditer(text):
        token = m.group(1).lower().rstrip(".")
        if token in _HOST_STOP or token.split(".")[0] in _CODE_MODULES or text[m.end():m.end() + 1] == "(":
            continue  # shutil.rmtree, os.remove(...), fs.rmSync: code, not a host
        if "." in token and not re.fullmatch(r"[\d.]+", token):
            if token.rsplit(".", 1)[1] in FILE_EXT or token.startswith("."):
                continue
        elif "." not in token:
            if not re.search(r"\d", token) or re.fullmatch(r"[a-z]+-\d+", token) and False:
                continue
            if re.search(r"(?:^|-)(?:rf|fr|f|r|u|uf|fu)$", token) or token.startswith(("rm-", "git-")):
                continue
        out.append(token)
    return list(dict.fromkeys(out))


PROGRAMS = frozenset({"curl", "wget", "sh", "bash", "zsh", "python", "perl", "node", "sudo", "su", "doas", "git",
                       "rm", "ssh", "scp", "psql", "mysql", "main", "master", "develop"})


_CONVENTIONAL_FILE = rx(r"(?:[A-Z][a-z]+file|Containerfile|Justfile|LICENSE|CODEOWNERS|CHANGELOG)")


def read_paths(text: str) -> list[str]:
    out: list[str] = []
    spans = code_spans(text)
    tokens = [*spans, *re.split(r"[\s,;()\[\]{}<>（）、，「」]+", text)]
    for n, raw in enumerate(tokens):
        token = raw.strip().strip("`'\"“”«»").rstrip(".,;:!?").strip()
        if approx_number(token) or (n >= len(spans) and _bare_slash(token) and not bare_slash_is_path(token, text)):
            continue  # "~150 words", "km/h", "am/pm", "DD/MM/YYYY": no path (path_shape)
        token = re.sub(r"(?<=\w)-(?:Dateien|Datei|files?|Ordner|Verzeichnis(?:se)?)$", "", token)  # ".env-Dateien"
        if not token or " " in token or "://" in token or token in (".", "..", "/", "./", "*", "...", "…", "~"):
            continue
        if re.fullmatch(r"[\d.]+", token) or token.startswith("-") or "@" in token:
            continue
        if re.fullmatch(r"(?:\*\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}", token, re.I) and \
                token.rsplit(".", 1)[1].lower() not in FILE_EXT:
            continue  # a host name (or a pattern of host names)
        if not ("/" in token or token.startswith((".", "~")) or "*" in token or _CONVENTIONAL_FILE.fullmatch(token) or
                ("." in token[1:] and token.rsplit(".", 1)[1].lower() in FILE_EXT)):
            continue
        if re.fullmatch(r"(?:release|hotfix|feature|releases|bugfix)/[\w.*-]*", token) or token.endswith("/*") and \
                token.split("/")[0] in ("release", "releases", "hotfix"):
            continue
        parts = [p for p in token.split("/") if p]
        if not token.endswith("/") and len(parts) > 1 and (any(p.lower() in PROGRAMS for p in parts) or
                                                           all(p.lower() in CLIS for p in parts)):
            continue  # "curl/wget", "main/master": alternatives, not a path
        out.append(token)
    return list(dict.fromkeys(out))


def _bare_slash(token: str) -> bool:
    """A word with a slash inside and nothing else of a path: no root, no trailing slash, no glob, no extension."""
    return "/" in token.strip("/") and not token.startswith(("/", "./", "../", "~", ".")) and not token.endswith("/") \
        and "*" not in token and not ("." in token.rsplit("/", 1)[-1][1:] and
                                      token.rsplit(".", 1)[1].lower() in FILE_EXT)


def command_prefixes(spans: list[str]) -> list[str]:
    out = []
    for span in spans:
        words = [w for w in span.split() if w not in ("…", "...", "etc", "etc.")
                 and not re.fullmatch(r"[<{\[].*[>}\]]|[A-Z_]{3,}", w)]  # <pkg>, {file}, PKG: placeholders
        if words and _COMMAND_HEAD.match(words[0]) and not words[0].startswith((".", "~")) and "/" not in words[0]:
            out.append(" ".join(words[:6]))
    return out


_BRANCH_GLOB = rx(r"(?<![\w./-])([a-z][\w.-]*/(?:\*|[\w.-]+|<[^<>/\s]{1,20}>))(?![\w/-])", re.I)


_DEFAULT_BRANCH = rx(r"\bdefault branch|\bbranche (?:par défaut|principale)|\bStandard-?Branch|\bHauptbranch|"
                             r"\brama (?:predeterminada|principal|por defecto)|\bbranch (?:padrão|principal)|"
                             r"デフォルトブランチ|默认分支", re.I)


def read_branches(text: str) -> tuple[str, ...]:
    """Branch names and patterns a rule names: the usual long-lived ones, and ``prefix/*`` patterns."""
    found = [b.lower() for b in BRANCH_WORDS.findall(text)]
    if _DEFAULT_BRANCH.search(text):
        found += ["main", "master"]
    for m in _BRANCH_GLOB.finditer(text):
        name = m.group(1).rstrip(".")
        name = name + "*" if name.endswith("/") else name  # "under sandbox/": sandbox/*
        if BRANCH_NOUNS.search(text) or name.endswith("/*"):
            found.append(name)
    return tuple(dict.fromkeys(found))


_FOLDER = r"(?:folder|directory|dir|dossier|répertoire|Ordner|Verzeichnis|carpeta|directorio|pasta|diretório|cartella)"
# "migrations 目录下", "node_modules 内の", "src フォルダ", "tests 폴더": the folder word or place after the name (the
# directory of that very name: a file named after it, docs/migrations.md, is not in it)
_CJK_DIR = rx(r"(?<![\w./-])([A-Za-z_][\w.-]{1,40})/?\s*(?:目录|文件夹|ディレクトリ|フォルダ|디렉터리|디렉토리|폴더|"
                      r"内の|の中|配下|下的|里的|以下の)")
_NAMED_DIRS = (rx(rf"\b{_FOLDER}\s+[`'\"]?([A-Za-z_][\w-]{{1,40}})", re.I),
               rx(rf"\b([A-Za-z_][\w-]{{1,40}})[`'\"]?\s+{_FOLDER}\b", re.I),
               rx(r"\b(?:existing|bestehende\w*|vorhandene\w*)\s+([A-Za-z_][\w-]{2,40})", re.I),
               rx(r"\b([A-Za-z_][\w-]{2,40})\s+(?:existantes?|existentes?|esistenti)\b", re.I),
               # "migrations 目录下", "node_modules 内の", "src フォルダ", "tests 폴더": the folder word or place after the name
               _CJK_DIR,
               # "files in node_modules", "plików w node_modules", "файлы в node_modules": a name no word has
               # (an underscore or a hyphen in it) after the files' noun and "in"
               rx(r"\b(?:files?|fichiers?|Dateien|archivos|arquivos|file|pliki|plików|файл\w*|bestanden)\s+"
                          r"(?:in|inside|under|within|dans|im|en|em|nel|w|во?|onder)\s+(?:the\s+)?[`'\"]?"
                          r"([A-Za-z][\w]*[_-][\w-]+)", re.I))
_NOT_A_DIR = frozenset({"the", "a", "an", "any", "this", "that", "le", "la", "les", "du", "de", "des", "der", "die", "das",
                        "den", "el", "los", "las", "o", "os", "a", "il", "lo", "gli", "your", "my", "our", "project",
                        "root", "home", "same", "whole", "entire", "files", "file", "code", "fichiers", "Dateien",
                        "archivos", "arquivos", "cualquier", "whatever", "every", "each", "nel", "nella", "no", "not"})


def read_named_dirs(text: str) -> tuple[str, ...]:
    """Directories a rule names by word: "the migrations folder", "le dossier migrations", "existing
    migrations" (any path part starting with the word's stem: migrations/, Migrationen/)."""
    out: list[str] = []
    for word in (m.group(1) for pattern in _NAMED_DIRS for m in pattern.finditer(text)):
        if word.lower() in _NOT_A_DIR or _FOLDER_WORD.fullmatch(word):
            continue
        if any(m.group(1) == word for m in _CJK_DIR.finditer(text)):
            out.append(word + "/")
            continue
        if len(word) <= 7 or re.search(r"[_.-]", word):
            out.append(word.lower())
        else:  # the word's stem: "migration(s)" is any migrat* part (migrate/, migrations/, Migrationen/)
            stem = re.sub(r"(?:ionen|ions?|es|en|s)$", "", word.lower()) if len(word) > 8 else word.lower()
            out.append(f"{stem[:7] if len(stem) >= 5 else word.lower()[:7]}*")
    return tuple(dict.fromkeys(out))


_FOLDER_WORD = rx(_FOLDER, re.I)
