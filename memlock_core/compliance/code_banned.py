"""Code a rule refuses by its examples: "never suggest disabling TLS verification (verify=False, curl -k,
NODE_TLS_REJECT_UNAUTHORIZED=0 etc)", "ne propose jamais de désactiver la vérification (verify=False, curl -k)",
"nie die Zertifikatsprüfung abschalten (z. B. verify=False)", "TLS 検証を無効にしないで（curl -k など）".

The rule is a refusal (a negation before the examples) whose examples, in parentheses or after "e.g." / "such as" /
"z. B." / "p. ex." / "por ejemplo" / "など", are code by their shape: a setting ``NAME=VALUE``, a command with an
option ``curl -k``, a call ``name()``. Each becomes a ``no_snippet:EXAMPLE`` token. The verdict reads the code the
reply suggests - its fenced and indented blocks, not a name mentioned in a sentence ("`verify=False` accepts any
certificate" explains, it does not suggest): a setting given that value (``export NAME=0``, ``$env:NAME = "0"``,
``process.env.NAME = '0'``, ``f(verify=False)``), the command run with that option (also inside a bundle of short
options, ``curl -sk``), the call made. No code, no verdict.
"""
from __future__ import annotations

import functools
import re
import shlex

from memlock_core.compliance.markdown import INDENTED_CODE, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

_REFUSE = rx(r"\b(?:never|don'?t|do not|no|not|avoid|stop|jamais|ne|pas|nie|niemals|nicht|kein\w*|nunca|"
                     r"no\s+\w+|jamás|evita\w*|vermeide\w*|évite\w*)\b|しないで|禁止|使わない|不要|别|不要用", re.I)
_EXAMPLES = rx(r"[(（](?P<paren>[^()（）]{3,200})[)）]|"
                       r"(?:\be\.\s?g\.|\bsuch as\b|\blike\b|\bz\.\s?B\.|\bp\.\s?ex\.|\bpor ejemplo\b|\bpar exemple\b|"
                       r"\bzum Beispiel\b|\bcomo\b)\s*:?\s*(?P<list>[^.;\n]{3,200})", re.I)
_SPLIT = rx(r"\s*(?:,|;|、|，|\bor\b|\bou\b|\boder\b|\bo\b|\bni\b|\bnor\b|\band\b|\bet\b|\bund\b|\by\b)\s*", re.I)
_TRAIL = rx(r"\s*(?:etc\.?|usw\.?|u\.\s?a\.?|…|\.\.\.|など|等|e\.\s?g\.|z\.\s?B\.|p\.\s?ex\.)\s*$", re.I)
_LEAD = rx(r"^\s*(?:e\.\s?g\.|z\.\s?B\.|p\.\s?ex\.|ex\.|like|such as|wie|comme|como)\s*:?\s*", re.I)
_SETTING = rx(r"^(?P<name>[A-Za-z_][\w.-]*)\s*=\s*(?P<value>[\w.-]+)$")
_OPTION = rx(r"^(?P<cmd>[a-z][\w.+-]*)\s+(?P<flag>--?[A-Za-z][\w-]*)$")
_CALL = rx(r"^(?P<name>\.?[A-Za-z_][\w.]*)\(\)$")


# the rule speaks of what the reply suggests or writes (a rule about what the agent runs is the tool rule's)
_SUGGEST = rx(r"\b(?:suggest\w*|recommend\w*|propos\w*|advi[sc]e\w*|tell\w*|show\w*|write|writ\w+|code|"
                      r"snippets?|examples?|answers?|replies|repl(?:y|ies)|conseill\w*|sugg[eè]r\w*|vorschlag\w*|"
                      r"schl[aä]g\w*\s+(?:\w+\s+){0,2}vor|empfehl\w*|empfiehl\w*|sugier\w*|recomiend\w*|recomend\w*|código|codice)\b|"
                      r"提案|勧め|すすめ|コード|建议|推荐|代码", re.I)
_NOT_COMMANDS = frozenset({"no", "not", "never", "kein", "keine", "nicht", "pas", "sans", "sin", "nada", "ohne", "without",
                           "avoid", "nie", "jamais", "nunca", "ni", "or", "and", "use", "using"})


def parse_clause(clause: str) -> list[str]:
    """``no_snippet:EXAMPLE`` for each code-shaped example of what the rule refuses."""
    return list(_parse(clause))


@functools.lru_cache(maxsize=512)
def _parse(clause: str) -> tuple[str, ...]:
    out: list[str] = []
    if not _SUGGEST.search(clause):
        return ()
    for found in _EXAMPLES.finditer(clause):
        if not _REFUSE.search(clause[:found.start()]):
            continue  # "use the CA bundle (REQUESTS_CA_BUNDLE=path)": an example of what to do
        listed = found.group("paren") or found.group("list") or ""
        for item in _SPLIT.split(_TRAIL.sub("", listed)):
            item = _TRAIL.sub("", _LEAD.sub("", item.strip(" `'\"")))
            item = item.strip(" `'\"")
            option = _OPTION.match(item)
            if option and option.group("cmd").lower() in _NOT_COMMANDS:
                continue  # "kein -g", "no --no-verify": an option, refused with no command named
            if _SETTING.match(item) or option or _CALL.match(item):
                out.append(f"no_snippet:{item}")
    return tuple(dict.fromkeys(out))


def _suggested(text: str) -> list[str]:
    s = parse(text)
    return [b.body for b in s.code] + [b.body for b in s.of(INDENTED_CODE)]


def _words(line: str) -> list[str]:
    try:
        return shlex.split(line, comments=True)
    except ValueError:
        return line.split()


def _runs_with(body: str, cmd: str, flag: str) -> str | None:
    for line in body.splitlines():
        for part in re.split(r"\|\||&&|[|;]", line):
            words = _words(part.strip().lstrip("$ "))
            while words and (words[0] in ("sudo", "env", "time", "exec") or re.match(r"^\w+=", words[0])):
                words = words[1:]
            if not words or words[0].rsplit("/", 1)[-1] != cmd:
                continue
            short = re.fullmatch(r"-([A-Za-z])", flag)
            for word in words[1:]:
                if word == flag or word.startswith(flag + "=") or (
                        short and re.fullmatch(rf"-[A-Za-z]*{short.group(1)}[A-Za-z]*", word)):
                    return line.strip()
    return None


def find(item: str, body: str) -> str | None:
    """The line of ``body`` where the refused ``item`` is used, None when it is not."""
    setting = _SETTING.match(item)
    if setting:
        name, value = re.escape(setting.group("name")), re.escape(setting.group("value"))
        found = re.search(rf"(?<![\w]){name}[\"']?\s*[:=]\s*[\"']?{value}(?![\w.])", body, re.I)
    else:
        option = _OPTION.match(item)
        if option:
            return _runs_with(body, option.group("cmd"), option.group("flag"))
        call = _CALL.match(item)
        found = re.search(rf"(?<![\w]){re.escape(call.group('name'))}\s*\(", body) if call else None
    if found is None:
        return None
    return body[body.rfind("\n", 0, found.start()) + 1:].split("\n")[0].strip()


def verdict(item: str, text: str) -> Finding:
    """BROKEN when the code the reply suggests uses the refused ``item``."""
    bodies = _suggested(text)
    if not bodies:
        return NOT_APPLICABLE, "no code in the reply"
    for body in bodies:
        line = find(item, body)
        if line is not None:
            return BROKEN, f"{item} in the code: \"{line[:60]}\""
    return OBEYED, f"no {item} in the code"
