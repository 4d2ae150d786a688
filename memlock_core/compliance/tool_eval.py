"""Judge a tool call against the pins that forbid tool calls: by intent (what the call does, read by
:mod:`memlock_core.compliance.intent`) and by pattern (the older ``must_not_match``).

Undecidable calls (``eval "$x"``, base64 piped into a shell, a command name from a variable, an
analyser error) are *broken* for a pin with ``enforce: block`` - the user asked for a block, and a
guard that lets through what it cannot read is walked around first - and not applicable under
``warn`` (a warning needs evidence)."""
from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import COMMAND_ARGS, SHELL_TOOLS
from memlock_core.compliance.code_run_secret import code_run_secret
from memlock_core.compliance.commit_message import commit_verdict, messages_in_command
from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.confirm_grant import confirms
from memlock_core.compliance.connect_guesses import settled_connects
from memlock_core.compliance.consent import approval, asks_when_needed
from memlock_core.compliance.consent_strength import demands_explicit_ok, lifted_by_word, present_ok
from memlock_core.compliance.env_literal import env_replaced_by_literal
from memlock_core.compliance.field_edits import field_edit_verdict
from memlock_core.compliance.intent.action import COMMIT, PUSH, Action
from memlock_core.compliance.intent.commands import Reader
from memlock_core.compliance.intent.memory import TurnMemory
from memlock_core.compliance.intent.tools import analyse_call
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, ComplianceVerdict
from memlock_core.compliance.patterns import around, first_match
from memlock_core.compliance.pr_titles import names_pull_requests, pr_titles_in_command
from memlock_core.compliance.pushed_state import rewrites_history, still_local
from memlock_core.compliance.test_purpose import adds_a_test_only, forbids_for_passing
from memlock_core.compliance.time_window import judged_at
from memlock_core.compliance.tool_content import CONTENT_INTENTS, content_verdict, outside_scope
from memlock_core.compliance.tool_rule_judge import breaking_actions, describe_rule, judge
from memlock_core.compliance.user_trigger import rule_waived, without_dry_runs
from memlock_core.compliance.user_turn import stated_branch
from memlock_core.compliance.written import written_verdict

log = logging.getLogger("memlock")
EVIDENCE_CAP = 200
UNDECIDED_HINT = ("memlock cannot tell what this call runs ({why}); the pin blocks tool calls, so it is refused. "
                  "Write the command out plainly (no eval, encoded or downloaded code), or ask the user to run it")


def _strings(value: Any, keys: tuple[str, ...], depth: int = 0) -> list[tuple[str, str]]:
    """(key, text) for every string in the arguments (nested up to 4 levels); only ``keys`` when given."""
    out: list[tuple[str, str]] = []
    if depth > 4:
        return out
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str):
                if not keys or str(key) in keys:
                    out.append((str(key), item))
            else:
                out += _strings(item, keys, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            out += _strings(item, keys, depth + 1)
    return out


def _covered(names: Sequence[str], tool_name: str) -> bool:
    import fnmatch

    if not names:
        return True
    name = tool_name.lower()
    return any(fnmatch.fnmatchcase(name, pattern.lower()) for pattern in names)


def analyse(tool_name: str, args: Any, memory: TurnMemory | None, reader: Reader | None, cwd: str) -> list[Action]:
    """The call's actions; an analyser error becomes one undecidable action (and a logged traceback)."""
    try:
        return analyse_call(tool_name, args, memory, reader, cwd)
    except Exception:  # noqa: BLE001 - a bug here must not decide for the user; the caller applies the pin's enforce
        log.exception("memlock: could not analyse the %s call", tool_name)
        return [Action("undecidable", detail="memlock's analyser failed on this call (see the log)")]


def _on_stated_branch(actions: list[Action], user_message: str | None) -> list[Action]:
    """A commit whose branch the call does not show is made on the branch the user says is checked out
    ("on est sur main, commit vite le hotfix")."""
    branch = stated_branch(user_message) if any(a.kind == COMMIT and not a.branch for a in actions) else ""
    return [replace(a, branch=branch) if branch and a.kind == COMMIT and not a.branch else a for a in actions]


def _on_pushed_branch(actions: list[Action]) -> list[Action]:
    """A commit whose branch the call does not show, pushed in the same call by its branch's name alone (``git commit
    -am x && git push origin main``): the branch pushed is the one committed on (a ``src:dst`` refspec says nothing)."""
    out = list(actions)
    for i, a in enumerate(actions):
        if a.kind != COMMIT or a.branch:
            continue
        push = next((p for p in actions[i + 1:] if p.kind == PUSH), None)
        if push is not None and push.branch and not push.detail and "*" not in push.branch:
            out[i] = replace(a, branch=push.branch)
    return out


def _commit_verdict(anchor: Anchor, name: str, args: Any) -> ComplianceVerdict | None:
    """A commit-message rule judges the messages a shell call commits (``git commit -m ...``); none: no verdict."""
    check = anchor.check
    if check is None or check.reply is None or not check.reply.commit or name not in SHELL_TOOLS:
        return None
    command = next((v for k, v in (args.items() if isinstance(args, dict) else ()) if k in COMMAND_ARGS
                    and isinstance(v, str)), "")
    messages = messages_in_command(command)
    spec = CommitSpec.decode(check.reply.commit)
    if not messages and spec.no_emoji and names_pull_requests(anchor.text):
        # "no emoji in commit messages or PR titles": the title a `gh pr create` writes, judged for emoji alone
        messages = pr_titles_in_command(command)
        spec = CommitSpec(no_emoji=True)
    if not messages:
        return None
    outcome, why = commit_verdict(spec, messages)
    return ComplianceVerdict(anchor.id, outcome, f"{name}: {why}"[:EVIDENCE_CAP], "commit", "tool", check.enforce)


def _by_reply_rule(anchor: Anchor, name: str, args: Any, user_message: str | None) -> ComplianceVerdict | None:
    """What the call commits or writes, judged by the pin's reply part where it reaches that text
    ("commit messages: imperative, max 50 chars", "no emoji in code comments"); None when it reaches none."""
    check = anchor.check
    if check is None or check.reply is None:
        return None
    found = _commit_verdict(anchor, name, args) if check.reply.commit else None
    written = written_verdict(check.reply, name, args, user_message) if found is None or found.outcome != BROKEN else None
    if written is not None and (found is None or written[1][0] == BROKEN):
        part, (outcome, why) = written
        found = ComplianceVerdict(anchor.id, outcome, why[:EVIDENCE_CAP], part, "tool", check.enforce)
    return found


def check_tool_call(anchors: Sequence[Anchor], tool_name: str, args: Any, *, memory: TurnMemory | None = None,
                    reader: Reader | None = None, cwd: str = "", user_message: str | None = None,
                    now: datetime | None = None) -> list[ComplianceVerdict]:
    """A verdict for every anchor whose check has a tool part covering ``tool_name``. ``user_message``: the
    user's message of the turn the call serves; a rule lifted by the user's say-so ("never push without
    asking me") is obeyed by a call that message asks for. ``now``: the host's local time, for rules bound to a
    day or a time when the message states none (time_window; the core reads no clock)."""
    name = tool_name if isinstance(tool_name, str) else ""
    actions: list[Action] | None = None
    verdicts = []
    for anchor in anchors:
        check = anchor.check
        by_reply_rule = _by_reply_rule(anchor, name, args, user_message)
        if check is not None and check.tool is None:
            if by_reply_rule is not None:
                verdicts.append(by_reply_rule)
            continue
        if check is None or check.tool is None or not _covered(check.tool.names, name):
            if by_reply_rule is not None:  # a pin with both parts: the call its tool part does not cover
                verdicts.append(by_reply_rule)
            continue
        tool = check.tool
        if outside_scope(tool.forbid, name, args):  # "In CI config files ..., never npm install" (scoped_writes)
            verdicts.append(ComplianceVerdict(anchor.id, NOT_APPLICABLE, f"{name}: not a file the rule is about",
                                              "tool", "tool", check.enforce))
            continue
        if forbids_for_passing(anchor.text, tool.forbid) and adds_a_test_only(args):  # a new test weakens nothing
            verdicts.append(ComplianceVerdict(anchor.id, OBEYED, f"{name}: adds a test, changes none", "tool", "tool",
                                              check.enforce))
            continue
        verdict: ComplianceVerdict | None = None
        consented = ""
        local = still_local(anchor.text, user_message)  # "don't amend pushed commits" + "I haven't pushed yet"
        timed = allowed = ""  # a rule bound to a day or a time: why it is not applicable, or allowed now
        if tool.forbid:
            if actions is None:
                actions = settled_connects(_on_pushed_branch(_on_stated_branch(analyse(name, args, memory, reader, cwd),
                                                                                user_message)))
            undecided = ""
            for rule in tool.forbid:
                if local and rewrites_history(rule.intent, rule.commands):
                    continue  # a local commit rewritten: not the rule's
                tied = bool(rule.when_said or rule.unless_said)
                if tied and rule_waived(rule.when_said, rule.unless_said, user_message):
                    continue  # "when I say dry run, ...": a turn that does not say it is not the rule's
                outcome, why = content_verdict(rule, name, args) if rule.intent in CONTENT_INTENTS else \
                    judge(rule, without_dry_runs(actions) if tied or rule.window else actions)  # (tool_content: what the call writes)
                if rule.window:  # "no deploys on Fridays": the act judged at the moment of the call
                    outcome, why = judged_at(rule, outcome, why, user_message, now)
                    allowed, timed = (why, timed) if outcome == OBEYED else (allowed, timed or why)
                if outcome != BROKEN and rule.intent == "secret_content":
                    pasted = code_run_secret(name, args)  # "secrets never go in code": a key pasted into code it runs
                    pasted = pasted or env_replaced_by_literal(args)  # os.environ["K"] made "AIza..." (env_literal)
                    outcome, why = (BROKEN, pasted) if pasted else (outcome, why)
                field = field_edit_verdict(anchor.text, args, user_message) \
                    if outcome == BROKEN and rule.intent == "write_path" else None
                if field is not None and field[0] == OBEYED:  # "don't change prices in products.csv": a typo fixed
                    continue
                asked = approval(user_message, rule, breaking_actions(rule, actions), actions) \
                    if outcome == BROKEN and rule.consent else ""
                if field is not None and rule.consent and not asked:
                    asked = field[1]  # "set the mug to 14.50": the value written is the one the user named
                if asked and asks_when_needed(anchor.text) and not confirms(user_message):
                    asked = ""  # "if you need to delete, ask me": an order to delete is not the yes it waits for
                if asked and (demands_explicit_ok(anchor.text) or lifted_by_word(anchor.text) and
                              rule.intent != "require_flag") and not present_ok(user_message):
                    asked = ""  # "CI config needs my review": "bump Node in CI" asks for the work, not the OK
                if asked:
                    consented = f"{name}: {why}, which the user asked for: \"{asked}\""
                    continue
                if outcome == BROKEN:
                    verdict = ComplianceVerdict(anchor.id, BROKEN, f"{name}: {why}"[:EVIDENCE_CAP], "tool", "tool",
                                                check.enforce)
                    break
                if outcome == "undecidable" and not undecided:
                    undecided = f"{why} (rule: {describe_rule(rule)})"
            if verdict is None and undecided:
                if check.enforce == "block":
                    verdict = ComplianceVerdict(anchor.id, BROKEN, UNDECIDED_HINT.format(why=undecided)[:EVIDENCE_CAP * 2],
                                                "undecidable", "tool", check.enforce)
                else:
                    verdict = ComplianceVerdict(anchor.id, NOT_APPLICABLE, f"{name}: cannot tell ({undecided})"[:EVIDENCE_CAP],
                                                "undecidable", "tool", check.enforce)
        if verdict is None and tool.forbid and all(r.window for r in tool.forbid) and not tool.must_not_match \
                and by_reply_rule is None and not consented:
            verdict = ComplianceVerdict(anchor.id, OBEYED if allowed else NOT_APPLICABLE, f"{name}: {allowed or timed}"
                                        [:EVIDENCE_CAP], "tool", "tool", check.enforce)
        if verdict is None and tool.must_not_match and not local:
            fields = _strings(args if isinstance(args, (dict, list)) else {"input": str(args or "")}, tool.args)
            for key, text in fields:
                found = first_match(list(tool.must_not_match), text)
                if found:
                    _pattern, matched = found
                    evidence = f"{name} {key}=\"{around(text, matched, 80)}\": forbidden \"{matched.strip(' ;&|(`')}\""
                    verdict = ComplianceVerdict(anchor.id, BROKEN, evidence[:EVIDENCE_CAP], "tool", "tool", check.enforce)
                    break
        if verdict is None and by_reply_rule is not None and not consented:
            verdict = by_reply_rule  # "No emoji in commit messages. In chat they're fine.": the message it commits
        if verdict is None:
            verdict = ComplianceVerdict(anchor.id, OBEYED, (consented or f"{name}: nothing the pin forbids")[:EVIDENCE_CAP],
                                        "tool", "tool", check.enforce)
        verdicts.append(verdict)
    return verdicts
