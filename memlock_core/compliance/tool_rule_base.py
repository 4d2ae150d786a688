"""The pieces every tool-rule reader shares: the parse record (:class:`ParsedToolRules`), the negation and
allowance cues, the words for reading, writing, running and connecting, and the cut of a rule into sentences,
clauses and exceptions (:func:`split_exceptions`).

Why a module of its own: the readers (tool_rule_*.py) and the entry point :mod:`tool_rule` read a rule's polarity
and exceptions the same way; keeping those pieces here lets each import them without an import cycle.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.means_clause import names_means, without_purpose
from memlock_core.compliance.tool_flags import mentions_flags
from memlock_core.regex_cache import rx

NEG = rx(
    r"\brather\s+(?:you\s+)?(?:didn'?t|did\s+not|wouldn'?t|not)\b|"  # "I'd rather you didn't restart services"
    r"\b(?:never|don'?t|do not|dont|doesn'?t|no|not|must not|mustn'?t|cannot|can'?t|avoid|stop|forbid\w*|prohibit\w*|"
    r"ban(?:ned)?|refrain|off[- ]limits|stay (?:off|away)|keep (?:off|away|out)|\bkeep\b[^.]{0,30}\bout of|"
    r"leave\b.{0,40}\balone|hands off|finger weg|pas touche|"
    r"under no "
    r"circumstances|jamais|ne|n'|pas|interdit\w*|aucun\w*|nie|niemals|kein\w*|nicht|verboten|unterlass\w*|nunca|"
    r"jamás|sin|prohibid\w*|prohibici\w*|interdiction|verbot\w*|proibid\w*|proibiç\w*|nada|ni|nichts|rien|niente|nulla|nothing|nenhum\w*|não|nao|mai|vietat\w*|non|geen|nooit|niet|niets|nergens|никогда|никак\w+|нельзя|запрещ\w*|"
    # Swedish, Polish, Turkish: never / not
    r"aldrig|inte|nigdy|asla)\b"
    r"|ない|禁止|絶対|ないで|ません|不要|别|勿|不得|不准|не\s|마세요|마십시오|말 것|말고|하지\s*마|않|금지", re.I)
_EXCEPT_SPLIT = rx(
    r"\b(?:except(?:ion)?s?|unless|other than|apart from|aside from|with the exception of|but\b(?=[^.]*\b(?:fine|ok|"
    r"okay|allowed|permitted|may|can)\b)|sauf|excepté|hormis|à part|à moins que|außer|ausgenommen|es sei denn|excepto|"
    r"salvo|a menos que|menos|exceto|tranne|eccetto|a meno che|кроме|за исключением|(?:einzige )?ausnahme|excepción|"
    r"eccezione|exceção|исключение|behalve|tenzij|uitgezonderd|"
    # "at most X" names the one form still allowed ("najwyżej --force-with-lease"), unless a count follows
    r"at (?:the )?most|(?:tout )?au plus|à la rigueur|höchstens|allenfalls|como mucho|a lo sumo|no máximo|"
    r"quando muito|al massimo|tutt'al più|(?:co )?najwyżej|hooguit|hoogstens|самое большее|максимум)\b(?!\s*\d)"
    r"|除了|以外|例外|を除", re.I)
_ALLOW_SENTENCE = rx(
    r"\b(?:is|are|'s|it's|remains?) (?:fine|ok|okay|allowed|permitted)\b|\b(?:fine|ok|okay|allowed|permitted) to\b|"
    r"\bmay\b|\byou can\b|\bfreely\b|\bfair game\b|\bfeel free\b|\bgo ahead\b|\bno restrictions?\b|"
    r"\bpuede|\bpuedes|\bpermitid\w*|\bpermis\w*|\berlaubt\b|\bdarfst\b|\bdürfen\b|\btu\s+peux\b|\bvous\s+pouvez\b|"
    r"\bpuò|\bpossono|\bconsentit\w*|\bpode\b|\bsí\b|est autorisé|est permis|sont autorisé|можно|разрешен\w*|"
    r"構いません|大丈夫|可以|允许|随便|随意|自由に|好きに|괜찮|돼요|됩니다|자유롭게", re.I)
_OK_SENTENCE = rx(  # "Les lire, ça va.", "Las locales da igual.", "SELECTだけならOK。": said without a negation
    r"(?<![A-Za-z])ok(?:ay)?(?![A-Za-z])|\bça va\b|\bda igual\b|\bdá igual\b|"
    r"\byour call\b|\bup to you\b|\bpasst\b|\bgeht\b(?:\s+(?:klar|in Ordnung))?|\bva bene\b|\btudo bem\b|\bno problem\b|\bsans problème\b|"
    r"\bsin problema\b|\bkein problem\b|\bà vous de voir\b|\bc'est bon\b|\bd'accord\b|\bde acuerdo\b|"
    r"\bestá bien\b|\bestán bien\b|\bestão bem\b|\bvanno bene\b|\bvont bien\b|"
    r"\bsind in ordnung\b|\bist in ordnung\b|問題(?:ない|ありません)|いいです|良い", re.I)

FILE_EXT = frozenset({"sh", "py", "yml", "yaml", "json", "toml", "ini", "cfg", "conf", "env", "md", "txt", "js", "ts",
                       "rb", "pl", "php", "go", "rs", "java", "c", "h", "cpp", "pem", "pub", "key", "crt", "lock",
                       "sql", "example", "sample", "template", "local", "log", "csv", "xml", "html", "css", "dev",
                       "prod", "bak", "tmp", "gz", "zip", "tar", "d", "service", "rules", "list", "tf", "tfvars",
                       "kube", "config", "cnf", "jsonl", "lock", "sum", "mod", "lockb", "gradle", "properties"})
CODE = rx(r"`([^`\n]{1,120})`")

ONLY = rx(r"\b(?:only|just|seulement|uniquement|nur|solo|sólo|solamente|únicamente|somente|apenas|soltanto)\b|"
                   r"だけ|のみ|只", re.I)
INSTALL_WORDS = rx(r"\binstal\w*|インストール|安装|устан[ао]в\w*", re.I)

VIA = {"ssh": ("ssh", "scp", "sftp", "mosh", "autossh", "ssh-copy-id", "sshfs", "rsync"),
        "curl": ("curl",), "wget": ("wget",), "webfetch": ("webfetch", "web_fetch", "fetch"),
        "web_fetch": ("webfetch", "web_fetch", "fetch"), "scp": ("scp",), "sftp": ("sftp",), "rsync": ("rsync",),
        "telnet": ("telnet",), "nc": ("nc", "ncat", "netcat"), "psql": ("psql",), "mysql": ("mysql", "mariadb")}


@dataclass
class ParsedToolRules:
    rules: list[ToolRule]
    kinds: list[str]


def sentences(text: str) -> list[str]:
    # a lone dot set apart by spaces is a path ("git add . or git add -A"), not a full stop
    return [s for s in re.split(r"(?<=[.!?;])(?<!\s\.)\s+|(?<=[。！？])\s*|\n+", text) if s.strip()]


PAREN = rx(r"[(（]([^()（）]{2,200})[)）]")
_OK = rx(r"(?<![A-Za-z])ok(?:ay)?(?![A-Za-z])|\bfine\b|\ballowed\b|\bpermitted\b|\bautoris\w*|\berlaubt\b|\bpermitid\w*|"
                 r"構いません|大丈夫|可以|允许|можно", re.I)


# ", and no force push", "; nor ever X", ", et jamais X": a clause that opens with its own negation is a prohibition of
# its own, whose objects (a branch, a path) do not scope the one before it
_NEG_CLAUSE = rx(r",\s*(?:(?:and|or|nor|et|ou|und|oder|y|o|e|i|en|ani|ni)\s+)?(?=(?:no|not|never|don'?t|do not|"
                         r"nor|jamais|pas|nie|niemals|kein\w*|nunca|jamás|não|nem|mai|ni|niente|nada|nessun\w*|"
                         r"nooit|geen|aldrig)\b)", re.I)


def split_clauses(text: str) -> list[str]:
    """The sentences of ``text``, each further cut before a comma clause that opens with its own negation."""
    return [c for s in sentences(text) for c in _NEG_CLAUSE.split(s) if c.strip()]


def split_exceptions(text: str) -> tuple[str, str]:
    """(what the rule forbids, what it allows): the exception clause, "X is fine" sentences and
    parentheses that allow something ("(npm publish --dry-run is OK)")."""
    forbid: list[str] = []
    allow: list[str] = []
    for paren in PAREN.finditer(text):
        if (_OK.search(paren.group(1)) or _OK_SENTENCE.search(paren.group(1)) or _ALLOW_SENTENCE.search(paren.group(1))) \
                and not NEG.search(paren.group(1)):
            allow.append(paren.group(1))
            # (brackets before the sentence's full stop: the stop then follows the word before them, no lone "." path)
            text = re.sub(r"\s*" + re.escape(paren.group(0)) + r"(?=[.,;:!?](?:\s|$))", "", text).replace(paren.group(0), " ")
    for sentence in [c for s in sentences(text) for c in _dash_clauses(s)]:
        m = _EXCEPT_SPLIT.search(sentence)
        if mentions_flags(sentence) and not m:
            allow.append(sentence)  # "kubectl: always pass --context staging.": the way that is fine
        elif m and m.start() > 0:
            forbid.append(sentence[:m.start()])
            allow.append(sentence[m.end():])
        elif m:
            allow.append(sentence[m.end():])
        elif forbid and (_ALLOW_SENTENCE.search(sentence) or ((_OK_SENTENCE.search(sentence) or INSTEAD.search(sentence)
                                                               or USE.search(sentence) or names_means(sentence, NEG, CLIS))
                                                              and not NEG.search(without_purpose(sentence)))):
            allow.append(sentence)  # "... Use db-staging.internal for everything.": the way that is fine
        elif (then := _THEN_USE.match(sentence)) and NEG.search(then.group(1)) and not NEG.search(then.group(2)):
            forbid.append(then.group(1))  # "never call pip directly, go through uv": the way that is fine, after
            allow.append(then.group(2))
        elif (contrast := _CONTRAST.match(sentence)) and USE.search(contrast.group(1)) and \
                not NEG.search(contrast.group(1)):
            allow.append(contrast.group(1))  # "use git switch / git restore, not git checkout"
            forbid.append(contrast.group(2))
        else:
            forbid.append(sentence)
    return " ".join(forbid), " ".join(allow)


# a plain instruction to use something ("use pnpm", "usa `trash-put`", "verwende git switch"): what it names is
# the allowed way; said without a negation only
USE = rx(r"\b(?:use|using|prefer\w*|stick (?:to|with)|go with|utilise[rz]?|utilize|utiliza[r]?|utilisez|verwende\w*|"
                  r"benutze\w*|nimm|usa|usar|usad|usate|usare|utilizz\w*|użyj\w*|używaj\w*|gebruik\w*|"
                  # "go through uv", "passe par uv", "pasa por pnpm", "geh über uv": routed through X is X used
                  r"go (?:through|via)|pass(?:e|ez|er)? par|pasa(?:r)? por|passa(?:re|r)? (?:por|per|pelo)|"
                  r"geh\w* über|lauf\w* über)\b|使って|を使|使用して",
                  re.I)
# "use X, not Y", "use X - never Y": a preferred way, then the forbidden one
_CONTRAST = rx(r"(.+?)\s*(?:,|;|\s[-—–])\s*((?:not|never|no|nicht|nie|niemals|pas|jamais|nunca|não|non|mai|"
                       r"nooit|niet|geen|jamás|ni)\b.*)$",
                       re.I | re.S)
# "never X, use Y", "nie pip, sondern uv": the forbidden way, then the preferred one (its clause opens with a use verb)
PREFER_CONJ = rx(r"\s*(?:sondern|sino|but rather|mais plutôt|ma piuttosto|mas sim)\b", re.I)
_THEN_USE = rx(r"(.+?)\s*(?:,|;|\s[-—–])\s*((?:(?:but|rather|instead|sondern|mais|sino|ma|mas|but rather)\s+)?"
                       r"(?:(?:always|toujours|immer|siempre|sempre)\s+)?(?=" + USE.pattern + r").*|"
                       + PREFER_CONJ.pattern + r".*)$", re.I | re.S)

INSTEAD = rx(r"\binstead\b|\bplutôt\b|\bà la place\b|\bstattdessen\b|\ben su lugar\b|\ben vez de eso\b|"
                      r"\bem vez disso\b|\binvece\b|代わりに|改为", re.I)


def _dash_clauses(sentence: str) -> list[str]:
    """A sentence, with a clause after a dash that allows something set apart ("Finger weg von .env –
    lesen darfst du"); other dashes stay (they join one prohibition: "pnpm — don't run npm")."""
    # (a Chinese or Japanese comma sets a clause apart too: "infra/staging/ 随便改"; a comma out of brackets, before a
    # clause that frees a path: "don't edit deploy/prod, deploy/dev is fine")
    parts = [q for p in re.split(r"\s[-–—:]\s|[，、；]\s*", sentence) for q in _comma_clauses(p)]
    if len(parts) < 2:
        return [sentence]
    allows = [p for p in parts[1:] if (_OK_SENTENCE.search(p) or _ALLOW_SENTENCE.search(p) or INSTEAD.search(p)
                                       or names_means(p, NEG, CLIS)) and not NEG.search(without_purpose(p))]
    # ("— generate new migrations instead", "— move them to the trash with `trash`": the way that is fine)
    if not allows:
        return [sentence]
    rest = [p for p in parts if p not in allows]
    return [" — ".join(rest), *allows]


def _comma_clauses(part: str) -> list[str]:
    """``part`` cut at a comma out of brackets whose clause names a path or says what one thing is ("deploy/dev is
    fine", "staging is fine"); whole otherwise."""
    out = [part]
    for m in re.finditer(r",\s+", part):
        before = part[:m.start()]
        after = part[m.end():]
        if before.count("(") == before.count(")") and before.count("（") == before.count("）") and \
                (re.match(r"\s*`?(?:[\w.-]+/[\w./*-]*|\.[\w.-]+|[\w-]+\.[a-z]{1,5})`?\s", after) or
                 re.match(r"\s*`?[\w.*-]+`?\s+(?:is|are|sind|ist|est|sont|es|son|è|sono|é|são)\s", after, re.I) or
                 (NEG.search(before) and names_means(after, NEG, CLIS))):  # "no borres con rm, usa `trash`"
            return [before, *_comma_clauses(after)]
    return out


def code_spans(text: str) -> list[str]:
    return [c.strip() for c in CODE.findall(text)] + [q for q in re.findall(r"[\"“«]([^\"”»\n]{2,80})[\"”»]", text)]


BRANCH_NOUNS = rx(r"\bbranch\w*|\brama\w*|\bbranche\w*|\bZweig\w*|\bramo\b|\bramos\b|ブランチ|分支|ветк\w*", re.I)

# Command-line programs whose subcommand names an action ("npm publish", "twine upload", "vault read"):
# a rule that names one forbids that action, wherever the call runs it.
CLIS = ("git", "npm", "pnpm", "yarn", "npx", "twine", "cargo", "gem", "docker", "podman", "kubectl", "helm",
         "terraform", "pulumi", "vault", "aws", "gcloud", "az", "pip", "pip3", "poetry", "uv", "ansible",
         "ansible-playbook", "systemctl", "service", "shutdown", "reboot", "halt", "poweroff", "mkfs", "dd",
         "kill", "pkill", "killall", "iptables", "ufw", "crontab", "brew", "apt", "apt-get", "yum", "dnf", "snap",
         "flyway", "alembic", "rails", "rake", "bundle", "mvn", "gradle", "heroku", "fly", "vercel", "netlify",
         "firebase", "gh", "hub", "chmod", "chown", "rsync", "scp", "docker-compose", "make", "supabase", "prisma",
         "ssh", "sftp", "telnet",
         # searching and viewing tools a rule swaps for one another ("use rg, not grep", "bat statt cat")
         "rg", "ripgrep", "grep", "egrep", "fgrep", "ag", "ack", "fd", "fdfind", "bat", "eza", "exa")

STOP_WORDS = frozenset({"or", "and", "to", "on", "of", "the", "a", "an", "in", "into", "onto", "with", "for", "any", "anything",
                         "ever", "at", "all", "is", "are", "be", "it", "that", "this", "etc", "unless", "except",
                         "ou", "et", "oder", "und", "o", "y", "e", "nor", "no", "not", "never", "de", "la", "le",
                         # Polish, Czech, Dutch, Russian "or" / "nor" / "and"
                         "ani", "lub", "albo", "oraz", "nebo", "или", "ни", "и",
                         "directly", "locally", "here", "ni", "né", "nem", "noch", "weder", "nada", "ne",
                         # a noun after the program is what it works on, not its subcommand ("git history")
                         "history", "histories", "files", "file",
                         # a condition after the program's name is not its subcommand ("the nginx service without
                         # asking", "docker before checking")
                         "without", "before", "after", "unless", "until", "first", "please", "when", "while", "if",
                         "im", "am", "auf", "dans", "sur", "en", "na", "nel", "nella", "against", "inside",
                         "tegen", "gegen", "contre", "contra", "против",
                         "sans", "avant", "ohne", "vor", "bevor", "sin", "antes", "sem", "senza", "prima",
                         # a purpose after the program is what it is forbidden for ("yarn para instalar")
                         "para", "pour", "um", "zum", "zur", "per", "om", "do", "для", "чтобы",
                         # a verb of being ends the program's name ("Ausnahme: npx ist ok", "npx est autorisé")
                         "ist", "sind", "est", "sont", "está", "están", "son", "è", "sono", "é", "são", "ok", "okay",
                         "fine",
                         # a verb of needing ends it too ("terraform apply needs my explicit OK", "helm upgrade requires")
                         "needs", "need", "requires", "require", "braucht", "nécessite", "necesita", "requiert"})

REAL_HOST = rx(r"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*|(?:\d{1,3}\.){3}\d{1,3}|localhost|::1")
