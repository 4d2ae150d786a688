"""An exclusive choice of tool: "only uv, no pip/pip3", "Bitte nur uv verwenden, kein pip/pip3 direkt",
"utilise uniquement pnpm, pas npm/yarn", "usa solo uv, nada de pip", "uv だけを使って、pip/pip3 は使わないで",
"always yarn, never npm", "pnpm only (no npm, no yarn)".

Why a module of its own: the tool rule reader finds a program's name and the words after it as a command
("uv verwenden", "pnpm benutzen"), and a list of programs joined by slashes ("pip/pip3") as no program at all. A
rule that picks one tool over others has one shape in every language: the text falls into clauses; a clause
with a negation names the refused programs, a clause without one that says "only", "use" or "always" names the
wanted ones. The rule is then "never the refused programs, except through the wanted ones" (``uv pip install``
runs pip through uv: allowed; ``python -m pip`` is pip). A program refused with a subcommand ("no npm
publish") is no choice of tool: left to the ordinary readers.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memlock_core.compliance.shell_options import long_forms
from memlock_core.regex_cache import rx

__all__ = ["TOOLS", "Choice", "exclusive_choice", "listed_subcommands"]

# the tools a rule picks among: package managers and their runners, container engines, searching, viewing and
# listing tools, task runners, HTTP clients (an interpreter is never the pick: "use uv for Python packages")
TOOLS = frozenset({
    "pip", "pip3", "pipx", "uv", "poetry", "pdm", "conda", "mamba", "micromamba", "pipenv", "hatch", "rye",
    "npm", "pnpm", "yarn", "bun", "npx", "pnpx", "bunx", "deno", "volta",
    "docker", "podman", "nerdctl", "docker-compose", "podman-compose", "buildah", "kaniko",
    "grep", "egrep", "fgrep", "rg", "ripgrep", "ag", "ack", "fd", "fdfind", "bat", "cat", "less", "eza", "exa", "ls",
    "make", "just", "task", "gradle", "gradlew", "mvn", "maven", "sbt", "cargo", "bazel",
    "curl", "wget", "httpie", "http", "xh",
    "brew", "apt", "apt-get", "yum", "dnf", "snap", "flatpak", "port", "nix",
    "terraform", "tofu", "pulumi", "kubectl", "oc", "k9s", "helm", "kustomize",
    "vim", "vi", "nano", "emacs", "sed", "awk", "perl", "jq", "yq",
    "git", "gh", "hub", "glab", "svn", "hg",
    "tsc", "esbuild", "vite", "webpack", "rollup", "swc", "babel",
    "jest", "vitest", "mocha", "pytest", "nose", "unittest", "tox", "nox",
    "black", "ruff", "flake8", "pylint", "isort", "yapf", "autopep8", "eslint", "prettier", "biome", "standard",
    "mypy", "pyright", "pyre",
})

_SENTENCE = rx(r"(?<=[.!?;])\s+|[。！？；\n]+")
# a clause's bounds: punctuation, brackets, dashes, and the words that start a contrast
_CLAUSE_SPLIT = rx(r"[,;:.!?()\[\]{}、。，；：！？（）\n]+|\s[-—–]+\s|—|–|"
                           r"\s(?=(?:but|aber|mais|pero|ma|mas|sondern|sino|not|never|no|nicht|nie|niemals|kein\w*|pas|"
                           r"jamais|nunca|nada|niente|mai|não|nooit|geen)\b)", re.I)
# a negation in a clause (the refused side), in the languages the tool readers know
_NEG = rx(r"\b(?:never|no|not|don'?t|do not|dont|avoid|nor|without|forbidden|banned|off[- ]limits|not allowed|"
                  r"pas|jamais|ne|n'|ni|sans|interdit\w*|"
                  r"kein\w*|nicht|nie|niemals|ohne|verboten|"
                  r"nunca|jamás|nada|sin|prohibid\w*|"
                  r"niente|mai|non|né|senza|vietat\w*|"
                  r"não|nao|nem|sem|proibid\w*|"
                  r"nooit|geen|niet|aldrig|inte|nigdy|ani|никогда|не)\b|"
                  r"ない|禁止|ません|ダメ|だめ|不要|别|勿|禁用|말고|마세요|금지", re.I)
# the wanted side: "only", "use", "always", "stick to", "prefer"
_WANT = rx(r"\b(?:only|just|exclusively|use|using|always|stick (?:to|with)|prefer\w*|go with|"
                   r"seulement|uniquement|exclusivement|utilise\w*|toujours|"
                   r"nur|ausschließlich|verwende\w*|benutze\w*|nutze\w*|nimm|immer|"
                   r"solo|sólo|solamente|únicamente|usa\w*|utiliza\w*|siempre|"
                   r"soltanto|esclusivamente|utilizz\w*|sempre|"
                   r"somente|apenas|use|usar|"
                   r"alleen|gebruik\w*|altijd|tylko|używaj\w*|użyj\w*|только|"
                   # the tool a thing is done with ("install packages with uv", "installe avec uv", "mit uv")
                   r"with|via|through|avec|mit|über|con|com|tramite|met)\b|"
                   r"だけ|のみ|使[っうい]|使用|只|仅|항상|만|(?<=[A-Za-z0-9`])\s*で(?!き|は|も)|用", re.I)
# a program named in a clause: a word, maybe in backticks, and the words of its list ("pip/pip3", "npm, yarn")
_WORD = rx(r"(?<![\w./@-])`?([A-Za-z][\w.+-]*)`?(?![\w@-])")
# "pip/pip3", "npm/yarn": a list of programs, not a path (plain words joined by slashes, no dot)
_SLASHED = rx(r"(?<![\w./-])[A-Za-z][\w+-]*(?:/[A-Za-z][\w+-]*)+(?![\w./])")
# French "ne ... que" is "only" ("n'utilise que uv"), no negation
_NE_QUE = rx(r"\b(?:ne|n')\s*(?:\w+\s+){0,2}?que\b(?![^,;.]*\b(?:pas|jamais|plus)\b)", re.I)
# an interpreter running a module: "python -m pip", "python3 -m pip" (the module's program)
_MODULE_RUN = rx(r"(?<![\w./-])(python[\d.]*|py|pypy3?)\s+-m\s+([a-z][\w.]*)", re.I)


@dataclass(frozen=True)
class Choice:
    """The programs refused and the ones wanted in their place."""

    refused: tuple[str, ...]
    wanted: tuple[str, ...]


def _programs(clause: str, known: Callable[[str], bool]) -> list[tuple[str, int, int]]:
    """The known programs a clause names, with where each stands."""
    out = []
    for m in _WORD.finditer(clause):
        name = m.group(1).rstrip(".").lower()
        if known(name):
            out.append((name, m.start(1), m.end(1)))
    return out


def _bare(clause: str, end: int, known: Callable[[str], bool]) -> bool:
    """The program is named alone: what follows it in its clause is another program, a joining word or an adverb
    ("pip/pip3 direkt", "npm or yarn", "pip directly"), not a subcommand ("npm publish")."""
    rest = clause[end:].strip(" `'\"")
    words = re.findall(r"[^\s/,`'\"]+", rest)
    for w in words:
        low = w.lower()
        if known(low) or low in _JOINERS or _ADVERB.fullmatch(low) or not re.match(r"[a-z]", low):
            continue
        if low in _COPULAS or _NEG.fullmatch(low):
            return True  # "pip and pip3 are off-limits", "npm nie": what is said of them follows
        return low in _PURPOSE  # "never pip for installs": what it is refused for ends its name
    return True


_JOINERS = frozenset({"or", "and", "nor", "ou", "et", "ni", "oder", "und", "noch", "o", "y", "e", "né", "nem", "of", "en",
                      "ani", "lub", "albo", "или", "и", "ни", "please", "bitte", "svp", "por", "favor", "either",
                      "anymore", "ever", "here", "there", "at", "all", "either", "any", "more", "mehr", "plus"})
_COPULAS = frozenset({"is", "are", "sind", "ist", "sont", "est", "son", "es", "sono", "è", "são", "é", "zijn", "stays",
                      "remain", "remains", "bleibt", "bleiben", "reste", "restent", "queda", "quedan"})
_PURPOSE = frozenset({"for", "to", "pour", "für", "um", "zum", "para", "per", "voor", "do", "для", "when", "quand",
                      "wenn", "cuando", "quando", "in", "on", "dans", "en", "im", "auf", "en", "with", "avec", "mit",
                      "con", "com", "inside", "within"})
_ADVERB = rx(r"[a-zà-ÿ]{3,}(?:ly|ement|mente)|direkt|direct|directo|diretto|direto|selbst|einfach|sonst|allein|"
                     r"alone|bare|plain|raw|pur|puro|kaal|bloß|blank|itself|anymore|again|more|[a-z]*[ぁ-んァ-ン一-龥]+.*",
                     re.I)


def _interpreter(name: str) -> str:
    """The interpreter as a rule names it: "python3" and "python3.12" are python."""
    return re.sub(r"[\d.]+$", "", name) or name


def _polarity(segment: str) -> str:
    """"neg" for a segment that refuses, "want" for one that picks, "" for neither."""
    plain = _NE_QUE.sub(" only ", segment)
    return "neg" if _NEG.search(plain) else "want" if _WANT.search(plain) else ""


def exclusive_choice(text: str, known: Callable[[str], bool] = TOOLS.__contains__) -> Choice | None:
    """The tool choice a rule states, None when it names no program wanted and none refused alone."""
    refused: list[str] = []
    wanted: list[str] = []
    modules: list[str] = []
    for sentence in _SENTENCE.split(text):
        segments = [_SLASHED.sub(lambda m: m.group(0).replace("/", " / "), c)
                    for c in _CLAUSE_SPLIT.split(sentence or "") if c and c.strip()]
        polarity = [_polarity(c) for c in segments]
        names = [_programs(_MODULE_RUN.sub(" ", c), known) or _MODULE_RUN.findall(c) for c in segments]
        for i in range(len(segments)):
            if polarity[i] or not names[i]:
                continue
            # a segment that names programs and says nothing of them: a list going on from the segment before ("never
            # npm, yarn"), or the subject of what the next one says ("npm, yarn, pnpm: no")
            said = i + 1 < len(segments) and polarity[i + 1] and not names[i + 1] and \
                re.search(r"\b(?:is|are|ist|sind|est|sont|es|son|è|sono|é|são)\s*$", segments[i], re.I)
            if said:  # "pip is | not to be used": what the next segment says of it
                polarity[i] = polarity[i + 1]
            elif i and polarity[i - 1] and names[i - 1]:
                polarity[i] = polarity[i - 1]
            else:
                after = next((j for j in range(i + 1, len(segments)) if polarity[j]), None)
                if after is not None and not names[after]:
                    polarity[i] = polarity[after]
        for clause, pol in zip(segments, polarity):
            if pol == "neg":
                plain = _MODULE_RUN.sub(lambda m: m.group(2), clause)  # "no python -m pip": pip
                for name, _start, end in _programs(plain, known):
                    if not _bare(plain, end, known):
                        return None  # "no npm publish": a subcommand refused, not a tool
                    # "rg instead of grep -r": the refused program with the options the rule names is what is refused
                    # (a grep on one file is no `grep -r`); the judge reads `-rn`, `--recursive` as that option
                    opts = _OPTIONS.match(plain[end:])
                    refused += option_family(name, opts.group(1).split()) if opts else [name]
            elif pol == "want":
                wanted += [name for name, _s, _e in _programs(_MODULE_RUN.sub(" ", clause), known)]
                modules += [f"{_interpreter(m.group(1).lower())} -m {m.group(2).lower()}"
                            for m in _MODULE_RUN.finditer(clause)]
    refused = list(dict.fromkeys(refused))
    wanted = [w for w in dict.fromkeys(wanted) if w not in refused]
    if not refused or not (wanted or modules):
        return None
    return Choice(tuple(refused), tuple(dict.fromkeys([*wanted, *modules])))


def option_family(program: str, options: list[str]) -> list[str]:
    """``program`` with ``options``, and with each one-letter option's siblings of the same kind in the program's
    table: "grep -r" is also "grep -R" (``--dereference-recursive`` is a recursive search too)."""
    table = long_forms([program])
    out = [f"{program} {' '.join(options)}"]
    for i, option in enumerate(options):
        long = table.get(option[1:], "") if re.fullmatch(r"-[A-Za-z]", option) else ""
        if not long:
            continue
        for letter, other in table.items():
            if other != long and other.endswith("-" + long.lstrip("-")):
                out.append(f"{program} {' '.join([*options[:i], f'-{letter}', *options[i + 1:]])}")
    return out


_OPTIONS = rx(r"[`'\"]?\s+((?:-{1,2}[A-Za-z][\w-]*(?:\s+|[`'\"]|$))+)")
_LISTED = rx(r"[(（]([^()（）]{1,80})[)）]")
_SUBCOMMAND = rx(r"[a-z][a-z0-9-]{1,20}")
_LIST_JOIN = rx(r"and|or|und|oder|et|ou|y|o|e|en|と|や|和|及|및|와|과|、")


def listed_subcommands(commands: tuple[str, ...] | list[str], allow: str) -> list[str]:
    """The subcommands a rule's exception lists in brackets for the one program it forbids ("ask before docker
    commands; read-only ones (ps, logs) are fine": ``docker ps``, ``docker logs``)."""
    programs = {c.split()[0] for c in commands}
    if len(programs) != 1 or any(" " in c for c in commands):
        return []
    program = programs.pop()
    out: list[str] = []
    pieces = [(m.group(1), True) for m in _LISTED.finditer(allow)] + \
        [(p, False) for p in re.split(r"[.;:!?。]\s*", _LISTED.sub(" ", allow))]
    for piece, bracketed in pieces:  # "(ps, logs)", or an exception of its own: "get y describe están bien"
        words = [w.strip("`'\"") for w in re.split(r"[\s,/、]+", piece) if w.strip("`'\"")]
        words = [w for w in words if not _LIST_JOIN.fullmatch(w)]
        listed = []
        for w in words:  # the listed names, up to what is said of them ("get y describe están bien")
            if not _SUBCOMMAND.fullmatch(w) or w.lower() in _SAID_OF:
                break
            listed.append(w)
        rest = words[len(listed):]
        # (out of brackets the list needs what is said of it: "get y describe están bien", not "when I say so")
        if listed and (bracketed or rest) and all(w.lower() in _SAID_OF or not w.isascii() for w in rest):
            out += [f"{program} {w}" for w in listed if w != program]
    return out


# what an exception says of the subcommands it lists ("are fine", "están bien", "sind ok")
_SAID_OF = frozenset({"are", "is", "fine", "ok", "okay", "allowed", "permitted", "sind", "ist", "erlaubt", "sont", "est",
                      "permis", "autorisés", "autorisées", "están", "está", "bien", "permitidos", "permitidas", "son",
                      "sono", "vanno", "bene", "consentiti", "são", "estão", "bem", "permitidos", "zijn", "prima"})
