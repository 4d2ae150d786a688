"""A tool rule judged on a reply: the commands the reply hands the user to run."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_commands import reply_commands


def _verdict(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="a", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], reply, user_message=user)
    return found[0].outcome if found else NOT_APPLICABLE


def test_commands_from_blocks_and_sentences() -> None:
    reply = "Try this:\n\n```console\n$ git status\nOn branch topic\n$ git stash\n```\n\nor run `ls -la /srv` first."
    assert reply_commands(reply) == ["git status", "git stash", "ls -la /srv"]


def test_shell_block_recommending_a_forbidden_command_breaks() -> None:
    reply = "Clear the build folder with:\n\n```bash\nrm -rf build/\n```\n"
    assert _verdict("Never use rm -rf.", reply, "how can I wipe my build folder?") == BROKEN
    assert _verdict("Nie rm -rf verwenden.", reply, "Wie leere ich den Build-Ordner?") == BROKEN


def test_inline_command_recommending_a_forbidden_tool_breaks() -> None:
    reply = "Just do `yarn add lodash` and import it."
    assert _verdict("We use pnpm here, never yarn.", reply, "how do I get lodash in?") == BROKEN


def test_allowed_commands_obey() -> None:
    reply = "```bash\ngit push -u origin feature/search\n```"
    assert _verdict("Do not push to master directly.", reply, "how do I share my branch?") == OBEYED


def test_a_question_about_the_forbidden_thing_is_answered_not_recommended() -> None:
    reply = "`git clean -fd` deletes untracked files and folders; `-n` shows what it would remove."
    assert _verdict("No git clean -fd ever.", reply, "what does git clean -fd do?") != BROKEN


def test_handing_the_command_over_is_no_breach() -> None:
    reply = "I won't run this myself; please run:\n\n```bash\nsudo systemctl restart caddy\n```"
    assert _verdict("Don't use sudo.", reply, "restart caddy") != BROKEN
    reply_fr = "Je ne le lance pas moi-même, exécutez :\n\n```bash\nsudo systemctl restart caddy\n```"
    assert _verdict("N'utilise jamais sudo.", reply_fr, "redémarre caddy") != BROKEN


def test_a_rule_about_the_agents_own_acts_leaves_recommendations_alone() -> None:
    reply = "```bash\nalembic upgrade head\n```"
    assert _verdict("Never run database migrations yourself; give me the command.", reply, "apply the migration") != BROKEN


def test_consent_rules_are_not_broken_by_words() -> None:
    reply = "Want me to install it with `pip install rich`?"
    assert _verdict("Ask me before installing any package.", reply, "colour the output") != BROKEN
