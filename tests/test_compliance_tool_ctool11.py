"""Tool-call rules, round 11 (issue 21): a reason a rule gives for itself does not scope it; a command list
with a shared head bans every item; trailing words are not a command's arguments; allowances the rule states
itself are honoured. Own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reason_clause import without_reasons


def _verdict(rule: str, command: str, user: str = "go on", tool: str = "Bash") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    args = {"command": command} if tool == "Bash" else {"file_path": command, "content": "x = 1\n"}
    verdicts = check_tool_call([anchor], tool, args, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


# -- reasons ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, kept", [
    ("never force push, it bit us on the shared branches last spring", "never force push"),
    ("don't prune docker images, our CI cache lives in them", "don't prune docker images"),
    ("never push to main because the release job deploys from it", "never push to main"),
    ("pas de force push, parce que l'historique partagé casse", "pas de force push"),
    ("kein git clean -fdx, weil ich dort lokale Notizen habe", "kein git clean -fdx"),
    ("nada de force push, ya que rompe las ramas compartidas", "nada de force push"),
    ("共有ブランチが壊れるので、force push はしないで", "force push はしないで"),
    ("no kubectl delete (it wipes the shared namespace)", "no kubectl delete"),
])
def test_a_reason_is_cut_from_the_rule(text: str, kept: str) -> None:
    assert without_reasons(text) == kept


@pytest.mark.parametrize("text", [
    "don't push to main, feature branches are fine",
    "no npm, we use pnpm here",
    "never ssh into prod (use the bastion), staging is fine",
    "dry-run first for anything terraform, i want to see the plan before apply",
    "Do not hand-edit lock files (package-lock.json, Cargo.lock). Let the tools regenerate them.",
    "Rispondi in italiano, ma lascia in inglese i messaggi di errore.",
    "no me respondas en inglés (los nombres de comandos pueden quedar en inglés)",
])
def test_a_rule_part_is_no_reason(text: str) -> None:
    assert without_reasons(text) == text


@pytest.mark.parametrize("rule", [
    "never force push, shared history got wrecked by it once",
    "no force pushes at all, rewriting shared branches burned us in 2023",
    "jamais de force push, parce que ça réécrit l'historique partagé",
    "niemals force pushen, weil das die geteilte Historie umschreibt",
    "nunca hagas force push, porque reescribe el historial compartido",
])
@pytest.mark.parametrize("command", ["git push --force origin feat/login", "git push --force-with-lease origin fix/x",
                                     "git push origin +topic/cache"])
def test_a_reason_about_shared_history_does_not_scope_a_force_push_ban(rule: str, command: str) -> None:
    assert _verdict(rule, command) == BROKEN


@pytest.mark.parametrize("rule", ["never force push, shared history got wrecked by it once",
                                  "jamais de force push, parce que ça réécrit l'historique partagé"])
def test_a_plain_push_is_still_fine_under_a_force_push_ban(rule: str) -> None:
    assert _verdict(rule, "git push origin feat/login") != BROKEN
