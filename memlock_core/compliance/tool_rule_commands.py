"""The commands a tool rule names in prose: command-line phrases ("git push --force", "docker system prune"),
whether a word is a subcommand or a phrasal verb, whether one named command covers another, and SQL statements.

Why a module of its own: the command reader is shared by several clause readers of :mod:`tool_rule` and is a
lexicon of its own.
"""
from __future__ import annotations

import re

from memlock_core.compliance.command_lists import REFLEXIVE, shared_head_items
from memlock_core.compliance.tool_rule_base import CLIS, INSTALL_WORDS, STOP_WORDS, sentences
from memlock_core.regex_cache import rx

ON_ENV = rx(r"\b(?:against|on|in|into|to|inside|im|in der|in den|auf|gegen|en|sur|dans|contre|contra|na|no|em|"
                     r"nel|nella|su|sobre|tegen|op)\s+(?:(?:the|la|le|l'|der|dem|den|die|el|los|o|a|il|lo|our|any|de|het)\s+)?"
                     # "sur la base de production", "contra la base de datos de producción": a noun and its "de"
                     r"(?:[\w-]+\s+(?:(?:de|des|der|di|da|do|del)\s+(?:la\s+)?)?){0,2}?[`'\"]?"
                     r"(?:prod(?:uction)?\b|Produktion\w*|producci[oó]n\b|produção\b|produzione\b|productie\b)|本番|"
                     r"운영\s*(?:서버|환경|DB|디비|데이터베이스|클러스터)|프로덕션|상용\s*(?:서버|환경)", re.I)
# a named context, cluster or namespace: "--context prod-eu", "the context 'prod'" (a bare name only when quoted)
CONTEXT = rx(r"\b(?:context|Kontext|contexte|contexto|contesto|kube-?context|cluster|namespace)\s*[:=]?\s*"
                      r"(?:[`'\"]?([a-z][a-z0-9]*(?:[-.][a-z0-9]+)+)|[`'\"]([a-z][a-z0-9]*)[`'\"])", re.I)

# the words after the program are read in a lookahead, so "npm publish or yarn publish" holds two matches
_CLI_PHRASE = rx(r"(?<![\w./-])(" + "|".join(map(re.escape, sorted(CLIS, key=len, reverse=True))) +
                         r")(?![\w-])(?=((?:\s+(?:-{1,2}[\w-]+(?:=\S+)?|[a-z][\w:.-]*|_WHOLE_TREE)){0,4}))"
                         .replace("_WHOLE_TREE", r"(?:\.{1,2}/?|\*|:/)(?=[\s;,)`]|$)"), re.I)
# "git add ." - a lone dot set apart by a space is the path argument (the sentence's full stop sticks to its word)
_LONE_PATH = frozenset({".", "..", "./", "../", "*", ":/"})
_GIT_HISTORY = rx(r"\b(?:history|historie|historial|historique|histórico|storia|履歴|历史|истори\w*)\b|"
                          r"\bfilter-(?:branch|repo)\b", re.I)
_DETERMINERS = frozenset({"the", "a", "an", "our", "your", "my", "their", "its", "this", "that", "these", "those",
                          "le", "la", "les", "der", "die", "das", "el", "los", "las"})

# an adverb after a program's name says how it is run, it is no subcommand ("pip directly", "pip directement",
# "npm direttamente", "yarn simplemente"): the suffixes that make adverbs, and the few German ones without
# (English "-ly" after the letters adverbs end in: "directly", "locally", "blindly"; not "apply", "reply", "supply")
_ADVERB_FORM = r"[a-zà-ÿ]{3,}(?:[deiklnrstuv]ly|ement|amment|emment|mente)|direkt"
_ADVERB = rx(_ADVERB_FORM + r"|einfach|sonst|selbst|nochmal|immer|jemals|tout|allein|seul", re.I)


def _not_a_subcommand(word: str) -> bool:
    bare = word.strip(",;:.()`'\"").lower()
    return bare in STOP_WORDS or _ADVERB.fullmatch(bare) is not None


_NEGATORS = frozenset({"never", "no", "not", "don't", "dont", "nunca", "jamais", "pas", "nie", "niemals", "kein", "keine",
                       "mai", "não", "nao", "jamás", "ni", "nooit", "geen", "niet", "aldrig", "никогда"})
_RUN_VERBS = frozenset({"run", "use", "call", "execute", "invoke", "launch", "start", "lance", "lancer", "utilise", "exécute",
                        "führe", "benutze", "verwende", "nutze", "starte", "ejecutes", "ejecutar", "uses", "usar", "lances",
                        "esegui", "usare", "lanciare", "rode", "rodar", "use", "usa"})
_COMMAND_NOUNS = frozenset({"command", "commands", "commandes", "befehle", "befehl", "comandos", "comando"})


_NOT_PROGRAM = rx(r"\b(?:not|no|never|don'?t|do not|instead of|rather than|nicht|pas|jamais|sans|nunca|jamás|nie|niemals|kein|"
                          r"mai|não|nao|en lugar de|au lieu de|statt|anstatt|invece di|em vez de|nooit|geen|niet|aldrig|никогда)\s+"
                          r"(?:(?:use|run|call|utilise[rz]?|lance[rz]?|benutze\w*|verwende\w*|uses|usar|ejecutar|usare)\s+)?"
                          # "never bare pip", "no plain docker": the program run on its own (not through another)
                          r"(?:(?:bare|plain|raw|naked|direct|kale|kaal|nackte[snm]?|blo(?:ß|ss)e[snm]?|pur|directo|"
                          r"puro)\s+)?"
                          r"(?:`([a-z][\w-]*)`|"
                          # "never run kubectl against prod": the program, where the rule then scopes it
                          r"([a-z][\w-]*))(?=\s*(?:(?:" + _ADVERB_FORM + r"|tout seul|a secas|allein)\b\s*)?"
                          r"(?:[.,;:)!]|$|\b(?:and|or|ou|oder|ni|nor|of|y|und|et)\b)|\s+(?:"
                          + ON_ENV.pattern + r"|(?:with|mit|avec|con|met)\s+(?:the\s+|de\s+|la\s+|le\s+|el\s+|dem\s+)?"
                          + CONTEXT.pattern + r"))",
                          re.I)


PACKAGE_MANAGERS = {"npm": ("install", "i", "ci", "add"), "yarn": ("add", "install"), "pnpm": ("add", "install", "i"),
                     "pip": ("install",), "pip3": ("install",), "poetry": ("add", "install"), "gem": ("install",),
                     "brew": ("install",), "cargo": ("install", "add"), "apt": ("install",), "apt-get": ("install",)}


_ALT_SUB = rx(r"\s*(?:,|/|\bor\b|\bnor\b|\band\b|\bou\b|\boder\b|\bo\b|\by\b|\bni\b|\bet\b|\bund\b|\be\b)\s*"
                      r"([a-z][\w-]{2,})(?=\s*(?:[.,;:)!/]|$|\b(?:or|nor|and|on|in|against|to|without|unless|ou|oder|"
                      r"o|y|ni|et|und|e|im|en|sur|auf|by|yourself|myself|manually|directly|please|pls|ever|"
                      r"toi-même|selbst|tú)\b))")


_QUALIFIER = rx(r"destructi\w*|dangerous|risky|irreversible|mutating|write|writing|remote|destructive|"
                        r"destructrices?|destruktive\w*|destructivos?|gefährliche\w*|dangereuses?|peligrosos?", re.I)
_MAKE_OBJECTS = frozenset({"changes", "change", "any", "a", "an", "the", "sure", "it", "them", "modifications", "edits",
                           "commits", "copies", "backups", "assumptions", "up", "things", "anything", "new", "your",
                           "my", "unrequested", "unrelated", "breaking", "big", "large", "direct", "manual"})


# the particle of an English phrasal verb, after its object ("make stuff up", "make the figures up"): a make target
# is one word and never ends on one of these
_PARTICLE_END = rx(r"(?:\s+[a-z][\w'-]*){0,3}?\s+(?:up|out)", re.I)


def _phrasal(after: str) -> bool:
    """The words after "make" end its clause on a particle: the English verb, not the build tool."""
    clause = re.split(r"[.;,:!?()\n]|\b(?:and|or|when|if|unless|but)\b", after, maxsplit=1)[0]
    return _PARTICLE_END.fullmatch(clause.rstrip()) is not None


def cli_phrases(text: str) -> list[str]:
    """Commands a rule names in plain words: a known program and the words after it up to the first
    that is not a subcommand or a flag ("npm publish", "git filter-branch", "vault kv get")."""
    out: list[str] = []
    bare_end = -1  # where the last program forbidden as a whole ended: "never npm or yarn" forbids both
    for m in _CLI_PHRASE.finditer(text):
        before = text[:m.start()].split()[-1:] or [""]
        if not m.group(1).islower() or before[0].lower() in _DETERMINERS or _QUALIFIER.fullmatch(before[0]):
            continue  # "Docker images", "our git history", "destructive git commands": prose about a thing
        if m.group(1).lower() == "make" and (m.group(2).split()[:1] or [""])[0].lower().strip(".,;") in _MAKE_OBJECTS:
            continue  # "never make changes to production": the English verb
        if m.group(1).lower() == "make" and _phrasal(text[m.end(1):]):
            continue  # "don't make stuff up", "never make the numbers up": a verb, its object and its particle
        words = [m.group(1).lower()]
        after = m.group(2).split()[:1]
        listed = bare_end >= 0 and re.fullmatch(r"[\s,/]*(?:(?:or|nor|and|ni|ou|oder|o|y|und|et|e)\s+)?",
                                                text[bare_end:m.start()], re.I) is not None
        end = m.start(1) + len(m.group(1))
        # "not npm or yarn, in this repo", "not docker (no daemon here)": a comma or an aside closes the program's name
        ends_clause = re.match(r"\s*(?:[.;!),(]|$|\s(?:or|nor|ni|ou|oder|o|y|und|et|e|and)\s)", text[end:], re.I) is not None
        # "never run kubectl without asking": the negation before the verb of running reaches the program
        two = text[:m.start()].split()[-2:]
        negated = before[0].lower() in _NEGATORS or (len(two) == 2 and two[0].lower() in _NEGATORS and
                                                     two[1].lower() in _RUN_VERBS)
        if (negated or listed) and (after and _not_a_subcommand(after[0]) or ends_clause):
            if words[0] != "make":  # "never make anything world-writable": the English verb
                sentence = next((x for x in sentences(text) if m.group(0) in x), text)
                if words[0] in PACKAGE_MANAGERS and INSTALL_WORDS.search(sentence):
                    # "never npm or yarn to install packages": installing is the scope, `npm run build` is not it
                    out += [f"{words[0]} {sub}" for sub in PACKAGE_MANAGERS[words[0]]]
                else:
                    out.append(words[0])  # "never pkill anything": the program itself
                bare_end = end
            continue
        for word in m.group(2).split():
            if word in _LONE_PATH:
                words.append(word)
                continue
            bare = word.strip(",;:.()`'\"")
            if bare.lower() in REFLEXIVE:  # "fly deploy yourself": who runs it, not an argument
                break
            if bare.lower() in _COMMAND_NOUNS:  # "don't run npm commands": the program, whatever follows it
                if len(words) == 1:
                    out.append(words[0])
                break
            if len(words) > 1 and (bare.lower() in CLIS or _ADVERB.fullmatch(bare.lower())):
                break  # "pip install directement", "docker system prune ani docker volume rm": how, or the next command
            if not bare or bare.lower() in STOP_WORDS or word != word.rstrip(",;:.)") and len(words) > 1:
                if bare and bare.lower() not in STOP_WORDS:
                    words.append(bare)
                break
            words.append(bare)
        if len(words) >= 2:
            out.append(" ".join(words))
        if len(words) >= 3:  # "docker system prune / volume rm", "reset --hard and clean -fd": the same head
            at = end
            for w in words[1:]:
                found = text.find(w, at)
                at = found + len(w) if found >= 0 else at
            out += shared_head_items(words, text[at:], STOP_WORDS | _NEGATORS, frozenset(CLIS))
        if len(words) == 2:  # "terraform apply or destroy", "git commit and push": the program's other subcommands
            at = text.find(words[1], end)
            tail = text[at + len(words[1]):] if at >= 0 else ""
            while tail:
                alt = _ALT_SUB.match(tail)
                if not alt or alt.group(1).lower() in STOP_WORDS or alt.group(1).lower() in CLIS:
                    break
                out.append(f"{words[0]} {alt.group(1).lower()}")
                tail = tail[alt.end():]
    for m in re.finditer(r"(?<![\w-])(--[a-z][\w-]{2,})", text):  # "no --no-verify": a flag, with its program if named
        flag = m.group(1)
        if flag in ("--force", "--force-with-lease", "--hard", "--recursive", "--mirror", "--delete", "--dry-run"):
            continue
        # the program is the one its list item or clause names ("npm run dev, uvicorn --reload": uvicorn's flag)
        item = re.split(r"[,;(]", text[:m.start()])[-1]
        head = re.fullmatch(r"\s*(?:(?:or|and|nor|ou|oder|o|y|e|et|und|ni|e\.g\.)\s+)?([a-z][\w.-]*)\s+", item, re.I)
        listed = text.rfind("(", 0, m.start()) > text.rfind(")", 0, m.start())  # an item of "(a, b --flag, c)"
        program = head.group(1).lower() if head and listed and head.group(1).lower() not in STOP_WORDS | _NEGATORS else ""
        program = program or next((c.group(1).lower() for c in _CLI_PHRASE.finditer(item)), "")
        program = program or next((w.lower() for w in re.findall(r"[a-z][\w-]*", item, re.I) if w.lower() in CLIS), "")
        if not program and flag in FLAG_OWNERS:  # "never use --no-verify": the program whose flag it is
            program = FLAG_OWNERS[flag]
        # "no containers with --privileged": a flag of the container runtimes is theirs, whichever is run
        out += [f"{p} {flag}" for p in (_CONTAINER_RUNTIMES if program in _CONTAINER_RUNTIMES else (program,)) if p]
    for m in _NOT_PROGRAM.finditer(text):
        name = (m.group(1) or m.group(2)).lower()  # "Don't use Docker": the program, however capitalised
        if name in CLIS:  # "use uv, not pip": the program itself, named alone
            sentence = next((x for x in sentences(text) if m.group(0) in x), text)
            if name in PACKAGE_MANAGERS and INSTALL_WORDS.search(sentence):  # "nunca npm, para instalar": its installs
                out += [f"{name} {sub}" for sub in PACKAGE_MANAGERS[name]]
            else:
                out.append(name)
    for m in _PROGRAM_COMMANDS.finditer(text):  # "docker-Befehle", "commandes docker", "comandos de kubectl": the program
        name = next(g for g in m.groups() if g).lower()
        if name in CLIS and name not in out and not any(c.startswith(name + " ") for c in out):
            out.append(name)
    if _GIT_HISTORY.search(text):
        for sub in ("rebase", "filter-branch", "filter-repo", "commit --amend", "reset --hard"):
            word = sub.split()[0] if sub != "commit --amend" else "amend"
            if re.search(rf"\b{re.escape(word)}\w*", text, re.I):
                out.append(f"git {sub}")
    return list(dict.fromkeys(out))


# a program's commands named by the noun for "commands", before or after it, in each language
_PROGRAM_COMMANDS = rx(r"(?<![\w./-])([a-z][\w-]*?)[- ](?:befehle?|kommandos?|aufrufe?)\b|"
                               r"\b(?:commandes?|comandos?|comandi|commandi|befehle|kommandos)\s+(?:de\s+|du\s+|do\s+|di\s+|d'|"
                               r"von\s+)?`?([a-z][\w-]*)\b|"
                               r"(?<![\w./-])([a-z][\w-]*)\s*(?:コマンド|命令|명령어?)", re.I)
FLAG_OWNERS = {"--no-verify": "git", "--force-with-lease": "git", "--no-gpg-sign": "git", "--amend": "git commit",
                "--allow-empty": "git commit", "--unsafe-perm": "npm", "--legacy-peer-deps": "npm",
                "--break-system-packages": "pip", "--auto-approve": "terraform", "--privileged": "docker",
                "--cap-add": "docker", "--security-opt": "docker"}
_CONTAINER_RUNTIMES = ("docker", "podman", "nerdctl")


def covered_by(command: str, intents: set[str]) -> bool:
    """A named command another intent of the same rule already reads by what it does."""
    head = command.split()
    if not head:
        return True
    if "privilege" in intents and head[0] in ("sudo", "su", "doas", "pkexec", "run0", "sudoedit"):
        return True
    if "recursive_delete" in intents and head[0] in ("rm", "rmdir", "find", "rimraf"):
        return True
    if "force_push" in intents and head[:2] == ["git", "push"]:
        return True
    if "remote_code" in intents and head[0] in ("curl", "wget", "bash", "sh"):
        return True
    if f"via:{head[0]}" in intents or ("host" in intents and head[0] in ("ssh", "scp", "sftp", "telnet")):
        return True  # "no ssh, psql, curl" under a host rule: the means of reaching it, which the host rule reads
    if ("push" in intents or "delete_ref" in intents) and head[:2] == ["git", "push"]:
        return True
    if "global_install" in intents and head[0] in ("npm", "pnpm", "yarn", "pip", "pip3", "brew", "gem", "cargo",
                                                   "apt", "apt-get", "pipx", "uv"):
        return True
    if "test_run" in intents and head[0] in ("pytest", "jest", "vitest", "mocha", "tox", "nox"):
        return True
    if "discard_work" in intents and head[:1] == ["git"] and len(head) > 1 and head[1] in ("reset", "checkout", "clean",
                                                                                             "restore", "stash"):
        return True
    return False


_SQL_WORDS = rx(r"\b(drop|truncate|delete|update|alter)\b(?:\s+(table|database|schema|from|column))?", re.I)
_NO_WHERE = rx(r"without (?:a )?where|sans (?:clause )?where|ohne where|sin (?:cláusula )?where|sem where|"
                       r"senza where|where句なし|不带where|без where", re.I)


def sql_statements(text: str) -> tuple[str, ...]:
    """SQL statement kinds a rule forbids: DROP, TRUNCATE, DELETE/UPDATE (without WHERE when it says so)."""
    if not _NO_WHERE.search(text) and not re.search(r"(?<![A-Za-z])(?:DELETE|UPDATE|DROP|TRUNCATE)(?![A-Za-z])", text) and \
            not re.search(r"\b(?:sql|table|tables|tabelle\w*|tablas?|tables?|database|datenbank|base de données|"
                     r"base de datos|banco de dados|query|queries|requête\w*|consulta\w*|drop|truncate)\b", text, re.I):
        return ()
    found: list[str] = []
    no_where = bool(_NO_WHERE.search(text))
    tables = bool(re.search(r"\btables?\b|\btabelle\w*|\btablas?\b|\btabela\w*", text, re.I))
    for m in _SQL_WORDS.finditer(text):
        verb, obj = m.group(1).lower(), (m.group(2) or "").lower()
        if verb == "drop":
            found.append("drop_table" if obj == "table" or (not obj and tables) else
                         "drop_database" if obj in ("database", "schema") else "drop")
        elif verb == "truncate":
            found.append("truncate")
        elif verb == "delete" and (m.group(0).isupper() or obj == "from" or no_where):
            found.append("delete_all" if no_where else "delete")
        elif verb == "update" and m.group(0).isupper() and no_where:
            found.append("update_all")
        elif verb == "alter" and m.group(0).isupper():
            found.append("alter_drop")
    return tuple(dict.fromkeys(found))
