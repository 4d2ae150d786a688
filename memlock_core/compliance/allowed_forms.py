"""The forms a tool rule itself allows, kept out of what it forbids.

A rule often names the way to do a thing next to the way not to: "migrations must be run with `make migrate`,
never by calling alembic directly", "use rg instead of grep -r, and fd instead of find", "no sudo, except for
apt-get", "usa siempre --context staging". The readers of forbidden commands sometimes take the allowed form
for the forbidden one (a list read on past its negation, a command seen in the rule's only sentence), and then
the user is corrected for doing exactly what was asked. This module reads which commands the rule presents as
the allowed form and moves them out of the forbidden list:

- a command named in a clause that refuses nothing and says to use it ("use X", "must be run with X",
  "usa siempre X", "toujours X", "immer X", "X を使って", "用 X"), or before "instead of" ("X instead of Y",
  "X au lieu de Y", "X statt Y", "X en lugar de Y") or after "ではなく" / "대신" ("Y ではなく X"), and in no
  refusing clause, is an allowed form; a wrapper gone through ("passent par `make db-upgrade`, jamais flyway
  directement", "van por X", "X で行い、Y を直接実行しないで") likewise, and when the one command read was that
  form, the programs of the refusing clause are the rule's (the one reader of "X, never Y directly");
  two or more swaps in one rule ("rg instead of grep, fd instead of find") are read pair by pair before this,
  by :mod:`tool_swaps`;
- a program named after "except (for)" / "sauf" / "außer" / "excepto" in a privilege rule ("no sudo, except for
  apt-get") may be run with raised privileges;
- a test-suite part read from a runner's name ("never with `python -m unittest`": ``unitte*``) is the runner,
  which the rule's command part already forbids, not a part of the suite: a selector naming it
  (``pytest -k unittest_compat``) runs no such part;
- a bare push rule read from examples of deletion syntax ("never delete branches on the remote (git push --delete
  / git push origin :branch)") is the deletion the sentence names, not every push.

Pure: the caller hands in its negation pattern and its program lexicon (no import of tool_rule)."""
from __future__ import annotations

import fnmatch
import re
from dataclasses import replace
from typing import Callable, Pattern, Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

# a clause that asks for its command: "use", "run with", "always", "only", in the rule languages
_ASKS = rx(r"\b(?:use|using|run (?:it |them )?(?:with|via|through)|(?:be )?(?:run|done|applied|invoked) (?:with|via|through|"
           r"using)|always|only|prefer\w*|stick (?:to|with)|go (?:through|via)|utilise[rz]?|toujours|passe[rz]? par|"
           r"verwende\w*|benutze\w*|immer|nimm|nur|usa[rd]?|usen|utiliza\w*|siempre|solo|sólo|sempre|usare|utilizz\w*|"
           r"gebruik\w*|altijd|alleen|pass\w* (?:par|through|por|per|via)|über|va[ns]? por|pasa[n]? por|tramite|"
           r"through|via)\b|を使|使って|使用|用|だけ|のみ|只|で行|経由|를 통해|을 통해", re.I)
# a condition or a consent put on the command: "always ask before X", "only run X when I say so", "X only after I approve"
_CONDITION = rx(r"\b(?:ask\w*|check(?:ing)? with|confirm\w*|approv\w*|permission|go-ahead|ok(?:ay)?|before|after|when|"
                r"whenever|unless|until|if|demande\w*|avant|après|quand|sauf si|frag\w*|vorher|bevor|nach|wenn|"
                r"pregunta\w*|antes|después|cuando|pergunt\w*|quando|chiedi\w*|prima|dopo|vraag|voordat|als)\b|"
                r"前に|確認|許可|聞いて|之前|确认|允许|전에|확인|허락", re.I)
# "X instead of Y": X is asked for, Y refused
_INSTEAD = rx(r"\b(?:instead of|rather than|au lieu de|plutôt que|statt|anstatt|en lugar de|en vez de|em vez de|"
              r"invece di|in plaats van)\b|而不是|而非|代替", re.I)
# "prefer X over Y": "over" after "prefer" only
_PREFER_OVER = rx(r"\bprefer\w*\b.*?\b(over)\b", re.I)
_OVER = rx(r"\bover\b", re.I)
# "Y ではなく X", "Y の代わりに X", "Y 대신 X": Y refused, X asked
_REFUSED_FIRST = rx(r"ではなく|じゃなく|の代わりに|代わりに|대신에?")
# clause boundaries: sentence ends, semicolons, commas, dashes and brackets
_CLAUSE = rx(r"[.!?;\n。；!？()（）]+|,\s*|\s[—–-]\s|、")
# (a heading word before a colon too: "Kein sudo. Ausnahme: apt-get install ist ok.", "Exception : apt-get")
_EXCEPT = rx(r"\b(?:exceptions?|Ausnahmen?|excepci[oó]n(?:es)?|eccezion[ei]|exce[çc](?:ão|ões))\s*:|"
             r"\b(?:except(?: for)?|apart from|other than|unless(?: (?:it'?s|it is|for|with))?|sauf(?: pour)?|"
             r"hormis|à moins que|außer(?: für)?|ausgenommen|es sei denn|excepto|salvo(?: para)?|a menos que|"
             r"exceto|tranne(?: per)?|eccetto|behalve|tenzij)\b|除了", re.I)
# the exception said after the program: "（apt-get を除く）", "apt-get 以外"
_EXCEPT_AFTER = rx(r"を除|以外|除外")
# programs one another's forms: "except apt" allows apt-get too
_SAME = {"apt": ("apt", "apt-get"), "apt-get": ("apt-get", "apt"), "dnf": ("dnf", "yum"), "yum": ("yum", "dnf")}
_WORD = rx(r"[A-Za-z][\w.+-]*")
# the test runners a rule names by their program (never a part of the suite)
_RUNNERS = ("unittest", "pytest", "py.test", "nose", "nose2", "tox", "nox", "jest", "mocha", "vitest", "rspec",
            "phpunit", "karma", "jasmine", "ava", "tap", "minitest", "ctest")
_DELETE_WORDS = rx(r"\b(?:delet\w*|remov\w*|supprim\w*|lösch\w*|borr\w*|elimin\w*|apag\w*|cancell\w*|verwijder\w*)\b|"
                   r"削除|删除|삭제", re.I)
# the host patterns a rule's "staging" names (tool_rule._environments), and the word itself
_STAGING_FAMILY = ("*staging*", "stg*", "*-stg*", "*.stg*", "*_stg*", "*preprod*")
_STAGING_WORD = rx(r"\bstag(?:e|ing)\b|\bstg\b|\bpre-?prod\w*|ステージング|预发布", re.I)
_BRACKETS = rx(r"\([^()]*\)|（[^（）]*）")


def _has(text: str, command: str) -> bool:
    """Does ``text`` name ``command`` as words of its own (``git push`` in "git push --delete", not in "gitpush")?"""
    words = [re.escape(w) for w in command.split()]
    return bool(words) and re.search(r"(?<![\w-])" + r"\s+".join(words) + r"(?![\w-])", text, re.I) is not None


def _over(clause: str) -> re.Match[str] | None:
    """The "over" of "prefer X over Y" (no other "over")."""
    found = _PREFER_OVER.search(clause)
    return _OVER.search(clause, found.start(1)) if found else None


def _parts(text: str, neg: Pattern[str]) -> tuple[list[str], list[str]]:
    """(asked, refused): the stretches of the rule that ask for a command and those that refuse one (the command an
    asked one replaces, after "instead of" or before "ではなく", among them)."""
    asked: list[str] = []
    refused: list[str] = []
    for clause in _CLAUSE.split(text.replace("`", " ")):
        if not clause.strip():
            continue
        pref = _INSTEAD.search(clause) or _over(clause)
        swapped = _REFUSED_FIRST.search(clause) if not pref else None
        if swapped:  # "grep ではなく rg を使って", "rm 대신 trash": the refused one first
            before, after = clause[:swapped.start()], clause[swapped.end():]
            refused.append(before)
            (refused if neg.search(after) else asked).append(after)
        elif pref:
            before, after = clause[:pref.start()], clause[pref.end():]
            (refused if neg.search(before) else asked).append(before)
            refused.append(after)
        elif neg.search(clause):
            refused.append(clause)
        elif _ASKS.search(clause) and not _CONDITION.search(clause):
            asked.append(clause)  # (not "always ask before terraform apply": a condition on it, no allowed form)
    return asked, refused


def _allowed_form(command: str, asked: list[str], refused: list[str]) -> bool:
    return any(_has(a, command) for a in asked) and not any(_has(r, command) for r in refused)


def _programs(parts: Sequence[str], known: Callable[[str], bool]) -> list[str]:
    return list(dict.fromkeys(w for p in parts for w in _WORD.findall(p) if known(w)))


def settle(rules: Sequence[ToolRule], kinds: Sequence[str], text: str, neg: Pattern[str],
           known: Callable[[str], bool], reparse: Callable[[str], tuple[list[ToolRule], list[str]]]
           ) -> tuple[list[ToolRule], list[str]]:
    """``rules`` (with their ``kinds``) with the forms ``text`` allows taken out of what they forbid."""
    if not rules or not isinstance(text, str):
        return list(rules), list(kinds)
    parts = _parts(text, neg)
    out: list[ToolRule] = []
    out_kinds: list[str] = []
    for rule, kind in zip(rules, kinds):
        for new in _settled(rule, text, parts, known, rules, reparse):
            if new not in out:
                out.append(new)
                out_kinds.append(kind if new.intent == rule.intent else f"no_{new.intent}")
    return out, out_kinds


def _settled(rule: ToolRule, text: str, parts: tuple[list[str], list[str]], known: Callable[[str], bool],
             rules: Sequence[ToolRule], reparse: Callable[[str], tuple[list[ToolRule], list[str]]]) -> list[ToolRule]:
    asked, refused = parts
    if rule.intent == "command" and rule.commands and not rule.consent:
        allowed = [c for c in rule.commands if _allowed_form(c, asked, refused)]
        if not allowed or not all(any(_has(c, h) for c in allowed) for h in rule.hosts):
            return [rule]  # (a host read from the allowed command's own words, `make db-upgrade`, goes with it)
        rule = replace(rule, hosts=())
        kept = tuple(c for c in rule.commands if c not in allowed)
        allow = tuple(dict.fromkeys((*rule.allow_commands, *allowed)))
        if not kept:  # the one command read was the allowed one: the refused clause's programs are the rule's
            kept = tuple(p for p in _programs(refused, known) if not any(_has(a, p) for a in allow))
        return [replace(rule, commands=kept, allow_commands=allow)] if kept else []
    if rule.intent == "host" and rule.allow_hosts and set(_STAGING_FAMILY) <= set(rule.hosts) and \
            any(fnmatch.fnmatch(h.lower(), p) for h in rule.allow_hosts for p in _STAGING_FAMILY) and \
            not any(_STAGING_WORD.search(r) for r in refused):
        # "never the production database. staging DSN only (db-staging.internal)": staging is where to go
        kept_hosts = tuple(h for h in rule.hosts if h not in _STAGING_FAMILY)
        return [replace(rule, hosts=kept_hosts)] if kept_hosts else []
    if rule.intent == "privilege" and not rule.allow_commands:
        found, later = _EXCEPT.search(text), _EXCEPT_AFTER.search(text)
        where = _CLAUSE.split(text[found.end():], maxsplit=1)[0] if found else \
            re.split(r"[(（,、;；。]", text[:later.start()])[-1] if later else ""
        programs = [p for p in _programs([where], known) if p.lower() != "sudo"]
        if programs:
            forms = dict.fromkeys(f for p in programs for f in _SAME.get(p.lower(), (p,)))
            return [replace(rule, allow_commands=tuple(f"sudo {f}" for f in forms))]
        return [rule]
    if rule.intent == "test_run" and rule.paths and all(
            any(fnmatch.fnmatch(r, p.lower()) for r in _RUNNERS) for p in rule.paths) and \
            any(r.intent == "command" and any(any(_has(c, n) for n in _RUNNERS) for c in r.commands) for r in rules):
        return []  # "never with `python -m unittest`": the runner, forbidden by the command rule beside it
    if rule.intent == "push" and not (rule.branches or rule.refs or rule.hosts or rule.via or rule.allow_branches) and \
            _BRACKETS.search(text):
        bare = _BRACKETS.sub(" ", text)
        if _DELETE_WORDS.search(bare) and not _has(bare, "push"):
            narrower, _kinds = reparse(bare)
            if narrower and all(r.intent in ("delete_ref", "delete") for r in narrower):
                return narrower  # the examples in brackets spell the deletion the sentence forbids
    return [rule]
