"""A tool rule judged on a reply: the commands a reply hands the user to run ("Run `npm install -D typescript`",
a ```bash block with ``git push --force``) read as the tool calls they would be.

"Keine rm -rf Befehle" or "never push to main directly" is broken as much by a reply that tells the user to run
the command as by the call itself. Three readings keep a mention from being a recommendation:

* the user asked about the forbidden thing itself ("what does rm -rf do?", "reset --soft vs --hard"): the answer
  describes it, the user's own question names it;
* the reply hands the command over for the user to run themselves, or declines to run it ("please run it
  yourself", "ich führe das nicht selbst aus"): the rule is then honoured as written for the agent;
* the rule speaks to the agent's own acts ("never run migrations yourself", "tell me and I'll run it") or to
  acting without the user's say-so (a consent rule: a reply cannot act without asking).
"""
from __future__ import annotations

import functools
import re
from typing import Sequence

from memlock_core.compliance.check import ToolCheck
from memlock_core.compliance.code_blocks import _blocks, _lines, _shell_block, prose_commands
from memlock_core.compliance.intent.action import Action
from memlock_core.compliance.intent.tools import analyse_call
from memlock_core.compliance.outcomes import BROKEN, OBEYED
from memlock_core.compliance.tool_rule_judge import breaking_actions, judge
from memlock_core.regex_cache import rx

_SHELL_NAMES = ("bash", "terminal", "shell", "sh")
# "yourself", "myself", "selbst", "vous-même", "tú mismo", "ご自身で", "自己", "сами": who runs it is said outright
_REFLEXIVE = rx(
    r"\b(?:your|my|our)sel(?:f|ves)\b|\bselbst\b|\bselber\b|-m[êe]mes?\b|\b(?:t[úu]|usted|yo|vos|ustedes)\s+mism[oa]s?\b|"
    r"\b(?:voc[êe]|eu)\s+mesm[oa]\b|\b(?:te|ti|me)\s+stess[oa]\b|\bzelf\b|\bsj[äa]lv\w*|\bsam(?:a|i|o)?\b|\bсам[аио]?\b|"
    r"自分で|ご自身で|ご自分で|自己|직접|本人",
    re.I)
# the rule has the user run things: "tell me (the command) and I'll run it", "write the command, I run it"
_USER_RUNS = rx(r"\b(?:I'?ll|I will|I can|let me)\s+(?:\w+\s+){0,2}(?:run|do|execute|type)\b|\btell me\b.{0,30}"
                        r"\b(?:command|run)\b", re.I)
_PROMPT = rx(r"^\s*(?:\$|>|#|PS [^>]*>)\s+")
_WORD = rx(r"[^\W\d_][\w'-]{4,}", re.U)
_GENERIC = frozenset({"never", "always", "please", "don't", "dont", "anything", "nothing", "should", "would", "without",
                      "unless", "jamais", "toujours", "niemals", "immer", "nunca", "siempre", "sempre", "никогда"})


def reply_commands(text: str) -> list[str]:
    return list(_reply_commands(text))


@functools.lru_cache(maxsize=64)
def _reply_commands(text: str) -> tuple[str, ...]:
    """The shell commands a reply writes out: the lines of its shell blocks (a ``$`` prompt taken off, output
    lines and comments left) and the commands in its sentences (see :func:`code_blocks.prose_commands`)."""
    out: list[str] = []
    for block in _blocks(text):
        if not _shell_block(block):
            continue
        prompted = any(_PROMPT.match(ln) for ln in _lines(block.body))
        for line in _lines(block.body):
            if line.lstrip().startswith("#") and not _PROMPT.match(line):
                continue
            if prompted and not _PROMPT.match(line):
                continue  # a console session: the unprompted lines are what the commands printed
            out.append(_PROMPT.sub("", line).strip())
    return tuple(out + prose_commands(text))


@functools.lru_cache(maxsize=512)
def _actions(command: str) -> tuple[Action, ...] | None:
    """What a command would do as a shell call (memoised: every pin of a reply reads the same commands)."""
    try:
        return tuple(analyse_call("Bash", {"command": command}))
    except Exception:  # noqa: BLE001 - a command the analyser cannot read is no evidence
        return None


@functools.lru_cache(maxsize=256)
def _agent_scoped(rule_text: str) -> bool:
    """The rule speaks to what the agent does itself ("never run migrations yourself", "... and I'll run it")."""
    return bool(_REFLEXIVE.search(rule_text) or _USER_RUNS.search(rule_text))


def _named_by_user(command: str, breaking: Sequence[Action], rule_text: str, user_message: str | None) -> bool:
    """The user's message names the breaking program or one of its options, or a word the rule forbids with:
    the question is about the forbidden thing ("what does rm -rf do?", "how would I install it globally?")."""
    if not user_message:
        return False
    said = user_message.lower()
    argv = next((a.argv for a in breaking if a.argv), ())
    words = list(argv) if argv else [w for w in command.split() if not re.match(r"[A-Z_][A-Z0-9_]*=", w)]
    if words and re.search(rf"(?<![\w-]){re.escape(words[0].lower())}(?![\w-])", said):
        return True
    if any(re.search(rf"(?<![\w-]){re.escape(w.lower())}(?![\w-])", said) for w in words[1:] if re.match(r"-{1,2}\w", w)):
        return True
    told = {w.lower() for w in _WORD.findall(said)}
    return any(w.lower() in told for w in _WORD.findall(rule_text) if w.lower() not in _GENERIC)


def commands_verdict(tool: ToolCheck, rule_text: str, text: str, user_message: str | None) -> tuple[str, str] | None:
    """BROKEN when the reply hands the user a command the rule forbids, OBEYED when it hands only allowed
    commands, None when it writes no command or the rule cannot speak to a reply (see the module docstring)."""
    # a consent rule cannot be broken by words; "never reach any host" (work offline) is the agent's own network use
    rules = [r for r in tool.forbid if not r.consent and not (r.intent == "host" and "*" in r.hosts)]
    if not rules or (tool.names and not any(n.lower() in _SHELL_NAMES for n in tool.names)):
        return None
    if _agent_scoped(rule_text):
        return None
    commands = reply_commands(text)
    if not commands:
        return None
    if _REFLEXIVE.search(text):
        return None  # "please run this yourself", "I won't query production myself"
    for command in commands[:20]:
        found = _actions(command)
        if found is None:
            continue
        actions = list(found)
        for rule in rules:
            outcome, why = judge(rule, actions)
            if outcome == BROKEN and not _named_by_user(command, breaking_actions(rule, actions), rule_text, user_message):
                return BROKEN, f"the reply tells the user to run `{command[:80]}`: {why}"
    return OBEYED, f"{len(commands)} command(s) in the reply, none the pin forbids"


def tool_reply_parts(tool: ToolCheck | None, rule_text: str, text: str,
                     user_message: str | None) -> Sequence[tuple[str, str, str]]:
    """The ``tool`` part of a reply's verdict for a pin with a tool rule (empty when it does not speak)."""
    if tool is None or not tool.forbid:
        return ()
    found = commands_verdict(tool, rule_text, text, user_message)
    return () if found is None else (("tool", *found),)
