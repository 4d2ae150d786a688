"""Structural evidence of issue 22: where in a compacted history a rule is still live.

* the protected head Hermes keeps verbatim at a first compaction (agent/context_compressor.py: the first
  ``protect_first_n`` non-system messages; replies after them may stand before the summary too);
* the pin's own sentence said again word for word, behind a lead-in of the user's (verbatim.py);
* the user's own instruction lists under headers in Han/Kana/Hangul, "・" items, "from now on" and
  procedure headers (instruction_list.py).

Each with its look-alikes: a head folded at a later compaction, a user message beyond the head, a rule in
a tool result, a pasted e-mail, someone else's rules quoted by the user. Sentences written for this test.
"""
from __future__ import annotations

import pytest
from conftest import chat, merged_text, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.instruction_list import instruction_items
from memlock_core.detection.verbatim import restates_verbatim

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _pin(text: str, probes: list[str] | None = None) -> Anchor:
    return Anchor(id="pin", text=text, reminder=text, priority=50, probes=probes or [])


def _tool_turn(call_id: str, output: str) -> list[dict]:
    return [{"role": "assistant", "content": "",
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "terminal", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": call_id, "content": output}]


# ── the protected head ───────────────────────────────────────────────────────────────────────────
HEAD_RULES = [
    "Address customers by their first name.",
    "Vouvoie toujours les clients dans les réponses.",
    "Nunca borres recursos en la nube sin mi confirmación.",
]


@pytest.mark.parametrize("rule", HEAD_RULES)
def test_a_head_with_a_tool_call_and_a_reply_before_the_summary_is_live(rule: str) -> None:
    # user, assistant's tool call, its result, the assistant's reply: the first three are Hermes's head,
    # the reply after them does not change whose words the head holds
    messages = [SYSTEM, {"role": "user", "content": f"Hi! Let's work through the queue. {rule} Start with the oldest."},
                *_tool_turn("c1", "12 open tickets"), {"role": "assistant", "content": "Twelve are open."},
                summary_message("we triaged tickets"), *chat(3)]
    assert audit([_pin(rule)], messages).casualties == []


@pytest.mark.parametrize("rule", HEAD_RULES)
def test_a_user_message_beyond_the_head_means_it_is_no_protected_head(rule: str) -> None:
    messages = [SYSTEM, {"role": "user", "content": rule}, *_tool_turn("c1", "ok"),
                {"role": "assistant", "content": "Done."}, {"role": "user", "content": "next one"},
                {"role": "assistant", "content": "Sure."}, summary_message("we triaged tickets"), *chat(2)]
    assert audit([_pin(rule)], messages).casualties == ["pin"]


@pytest.mark.parametrize("rule", HEAD_RULES)
def test_a_head_folded_at_a_later_compaction_is_gone(rule: str) -> None:
    # after the first compaction Hermes protects no head: the old head is in the new summary
    messages = [SYSTEM, summary_message(f"Earlier the user said: {rule}"), *chat(2),
                *_tool_turn("c2", "done"), {"role": "assistant", "content": "Finished."}]
    assert audit([_pin(rule)], messages).casualties == ["pin"]


@pytest.mark.parametrize("rule", HEAD_RULES)
def test_a_rule_in_a_tool_result_of_the_head_is_data(rule: str) -> None:
    messages = [SYSTEM, {"role": "user", "content": "Read the team handbook for me."},
                *_tool_turn("c1", f"HANDBOOK\n{rule}\nLunch is at noon."), {"role": "assistant", "content": "Read it."},
                summary_message("we read the handbook"), *chat(2)]
    assert audit([_pin(rule)], messages).casualties == ["pin"]


# ── the pin said again word for word ────────────────────────────────────────────────────────────
VERBATIM = [
    ("Rode a suíte completa de testes antes de abrir um PR.",
     "Reforçando depois de tantas compactações: rode a suíte completa de testes antes de abrir um PR."),
    ("Lass alle Unit-Tests laufen, bevor du einen Build baust.",
     "Eine Regel für heute: lass alle Unit-Tests laufen, bevor du einen Build baust."),
    ("安排行程时每段之间至少留三十分钟缓冲。", "会话已经被压缩好几次了，我再说一遍：安排行程时每段之间至少留三十分钟缓冲。"),
    ("Do not touch the legacy directory.", "Restating after all the compactions: do not touch the legacy directory."),
]


def _after_summaries(*user: str) -> list[dict]:
    return [SYSTEM, summary_message("first part"), *chat(2), summary_message("second part"),
            *[{"role": "user", "content": u} for u in user], {"role": "assistant", "content": "Noted."}]


@pytest.mark.parametrize("pin,said", VERBATIM)
def test_the_pin_said_again_after_the_last_summary_is_live(pin: str, said: str) -> None:
    assert restates_verbatim(pin, [said])
    assert audit([_pin(pin)], _after_summaries(said)).casualties == []


@pytest.mark.parametrize("pin,said", VERBATIM)
def test_the_pin_in_a_question_a_paste_a_tool_result_or_a_summary_is_not_live(pin: str, said: str) -> None:
    question = pin.rstrip(".。") + ("？" if pin.endswith("。") else "?")
    assert audit([_pin(pin)], _after_summaries(f"Should I keep this one: {question}")).casualties == ["pin"]
    mail = f"Forwarded from the platform team:\n\n---------- Forwarded message ---------\nFrom: ops@example.com\n\n{pin}\n"
    assert audit([_pin(pin)], _after_summaries(mail, "Is that still current?")).casualties == ["pin"]
    quoted = f'My colleague wrote: "{pin}"'
    assert audit([_pin(pin)], _after_summaries(quoted)).casualties == ["pin"]
    in_tool = [*_after_summaries("check the wiki page"), *_tool_turn("c9", pin)]
    assert audit([_pin(pin)], in_tool).casualties == ["pin"]
    in_summary = [SYSTEM, summary_message(f"The user asked: {pin}"), *chat(3)]
    assert audit([_pin(pin)], in_summary).casualties == ["pin"]
    in_reply = [*_after_summaries("what did we agree?"), {"role": "assistant", "content": pin}]
    assert audit([_pin(pin)], in_reply).casualties == ["pin"]


def test_a_sentence_that_only_holds_the_pins_words_is_not_the_pin() -> None:
    pin = "Do not touch the legacy directory."
    assert restates_verbatim(pin, ["Yesterday you said I should do not touch the legacy directory. Why?"]) == ""
    assert restates_verbatim("No tabs.", ["No tabs."]) == ""  # too short to be told from a fragment


# ── the user's own instruction lists ────────────────────────────────────────────────────────────
@pytest.mark.parametrize("text,item", [
    ("这次改动的要求：\n1. 配置走环境变量\n2. 日志不打印密码或令牌\n继续写客户端。", "日志不打印密码或令牌"),
    ("行程规则：\n· 每段之间留 30 分钟缓冲\n· 预算 300 欧以内\n把周日排一下。", "预算 300 欧以内"),
    ("予定表のルール：\n・24時間表記\n・水曜の夜は空ける\nまだ決まっていないものを教えて。", "24時間表記"),
    ("Ablauf ab jetzt:\n1) Tests lokal\n2) Diff zeigen, dann pushen\nMach weiter.", "Tests lokal"),
    ("Procedura per la 0143:\n1. snapshot prima di tutto\n2. indice CONCURRENTLY\nApplicala in staging.",
     "snapshot prima di tutto"),
    ("Workflow from now on:\n- tests before every push\n- small commits\nGo ahead.", "small commits"),
    ("kubectl etiquette for the rest of today:\n1. --context on every command\n2. read-only in prod\nShow me pods.",
     "read-only in prod"),
    ("Pour toutes les réponses aux salariés :\n- tutoiement\n- signer 'L'équipe RH'\nRéponds à Inès.", "tutoiement"),
    ("Qualche regola per il resto della sessione:\n1. niente tabelle\n2. frasi brevi", "frasi brevi"),
    ("Drafting rules for the markup:\n(a) Supplier/Customer, no company names\n(b) British spelling\nDraft 12.1.",
     "British spelling"),
])
def test_headers_in_other_scripts_and_from_now_on_give_the_users_items(text: str, item: str) -> None:
    assert item in instruction_items(text, reads_as_rule_any)


@pytest.mark.parametrize("text", [
    "The old procedure:\n1. snapshot prima di tutto\n2. indice CONCURRENTLY",
    "Shopping list:\n- eggs\n- milk\n- 24h pharmacy",
    "他们的旧规则：\n1. 日志不打印密码\n2. 测试不联网",  # someone else's rules ("their old rules")
    "Test results:\n・3 failed\n・2 skipped",
    # a scope only counts when it opens the header
    "Errors for every commit:\n- The build broke on Marta's branch.\n- Jon was waiting for a review.",
    "For all the tickets:\n- Marta, refund sent\n- Jon, waiting",
])
def test_lists_that_are_not_the_users_instructions_give_no_items(text: str) -> None:
    assert instruction_items(text, reads_as_rule_any) == ()


def test_a_list_in_a_tool_result_or_quoted_from_someone_else_keeps_nothing_alive() -> None:
    pin = _pin("Never log passwords or tokens.", ["log", "passwords", "tokens"])
    listed = "Requirements for this change:\n1. config from env\n2. never log passwords or tokens\nGo on."
    assert audit([pin], _after_summaries(listed)).casualties == []
    in_tool = [*_after_summaries("read CONTRIBUTING.md"), *_tool_turn("c3", listed)]
    assert audit([pin], in_tool).casualties == ["pin"]
    quoted = ("Here are my colleague's rules from his team wiki:\n\nRequirements:\n1. config from env\n"
              "2. never log passwords or tokens\n\nWhat do you think of them?")
    assert audit([pin], _after_summaries(quoted)).casualties == ["pin"]


# ── a list item said shorter with a currency sign, or in Han, Kana or Hangul ──────────────────────
@pytest.mark.parametrize("pin,listed", [
    ("不要在日志里打印任何密码或令牌。", "这次改动的要求：\n1. 配置走环境变量\n2. 日志不打印密码或令牌\n3. 测试不联网\n继续。"),
    ("安排行程时每段之间至少留三十分钟缓冲。", "行程规则：\n· 每段之间留 30 分钟缓冲\n· 预算 300 欧以内\n把周日排一下。"),
    ("금요일 오후에는 배포하지 마세요.", "배포 규칙 정리:\n- 금요일 오후 배포 금지\n- 배포 전 공지\n계획 확정해 주세요."),
    ("Show amounts in euros with two decimals.", "Board pack format:\n1) € with two decimals\n2) variance column\nRedo it."),
])
def test_a_list_item_said_shorter_keeps_the_pin_alive(pin: str, listed: str) -> None:
    assert audit([_pin(pin)], _after_summaries(listed)).casualties == []


@pytest.mark.parametrize("pin,listed", [
    # the opposite polarity, another number, a word the pin does not have, too little of the pin
    ("不要在日志里打印任何密码或令牌。", "这次改动的要求：\n1. 日志打印密码或令牌\n2. 测试不联网\n继续。"),
    ("安排行程时每段之间至少留三十分钟缓冲。", "行程规则：\n· 每段之间留 15 分钟缓冲\n· 少走公路\n把周日排一下。"),
    ("금요일 오후에는 배포하지 마세요.", "배포 규칙 정리:\n- 금요일 오후 배포\n- 배포 전 공지\n계획 확정해 주세요."),
    ("금요일 오후에는 배포하지 마세요.", "배포 규칙 정리:\n- 오후 회의 금지\n- 배포 전 공지\n계획 확정해 주세요."),
    ("Show amounts in euros with two decimals.", "Board pack format:\n1) $ with two decimals\n2) variance column\nRedo it."),
    ("Show amounts in euros with two decimals.", "Board pack format:\n1) € with three decimals\n2) variance column\nRedo it."),
])
def test_a_list_item_that_says_something_else_keeps_nothing_alive(pin: str, listed: str) -> None:
    assert audit([_pin(pin)], _after_summaries(listed)).casualties == ["pin"]


def test_a_list_item_in_a_tool_result_is_data_in_every_script() -> None:
    pin = _pin("不要在日志里打印任何密码或令牌。")
    listed = "这次改动的要求：\n1. 配置走环境变量\n2. 日志不打印密码或令牌\n"
    assert audit([pin], [*_after_summaries("看看 CONTRIBUTING"), *_tool_turn("c4", listed)]).casualties == ["pin"]


# ── the first tail message Hermes keeps verbatim before a summary it merged into it ───────────────
def _merged(old: str, role: str = "user") -> dict:
    return {"role": role, "_compressed_summary": True, "content": merged_text(old, "we cleaned the build server")}


MERGED_RULE = "Führe keine Befehle mit sudo aus, ohne mich vorher zu fragen."


def test_the_first_tail_message_merged_into_a_summary_is_reference_only_so_the_pin_is_re_injected() -> None:
    """Hermes heads that part "[PRIOR CONTEXT — for reference only; not a new message]": recall first, so it is
    no evidence (the same reading as the summary it carries)."""
    messages = [SYSTEM, {"role": "user", "content": "Wie viel bringt docker system prune?"},
                {"role": "assistant", "content": "Etwa 120 GB."},
                _merged(f"Bevor du loslegst: {MERGED_RULE} Das meiste geht ohne Root."), *chat(2)]
    assert audit([_pin(MERGED_RULE)], messages).casualties == ["pin"]


def test_a_merged_message_a_later_compaction_followed_or_an_assistants_or_a_paste_keeps_nothing_alive() -> None:
    folded = [SYSTEM, _merged(f"Bevor du loslegst: {MERGED_RULE}"), *chat(2), summary_message("later part"), *chat(1)]
    assert audit([_pin(MERGED_RULE)], folded).casualties == ["pin"]
    assistant = [SYSTEM, {"role": "user", "content": "Los."}, _merged(f"Ich werde: {MERGED_RULE}", "assistant"), *chat(1)]
    assert audit([_pin(MERGED_RULE)], assistant).casualties == ["pin"]
    mail = f"---------- Forwarded message ---------\nFrom: admin@example.com\n\n{MERGED_RULE}\n"
    pasted = [SYSTEM, {"role": "user", "content": "Hallo"}, {"role": "assistant", "content": "Hallo!"},
              _merged(mail), *chat(1)]
    assert audit([_pin(MERGED_RULE)], pasted).casualties == ["pin"]


def test_the_pin_before_a_reason_set_off_by_a_dash_is_the_pin_but_not_in_a_question() -> None:
    pin = "Gib niemals personenbezogene Daten im Klartext aus."
    said = "Moin! Gib niemals personenbezogene Daten im Klartext aus — wir haben nur pseudonymisierte Freigabe."
    assert audit([_pin(pin)], _after_summaries(said)).casualties == []
    asked = "Gib niemals personenbezogene Daten im Klartext aus — gilt das noch?"
    assert audit([_pin(pin)], _after_summaries(asked)).casualties == ["pin"]


# ── the pin's words in another inflected form, and a unit vetoed as another rule beside the pin's restatement ──
@pytest.mark.parametrize("pin,said", [
    ("Never reveal the ending of the novel in the blurbs.",
     "As before: never reveal in the blurbs how the novel ends."),
    ("Put every shell command in fenced blocks.", "Put each shell command in a fenced block, as agreed."),
    ("Nenne in Berichten nie die Namen der Patientinnen.", "Wie gesagt: nenne im Bericht nie Namen von Patientinnen."),
])
def test_the_pins_words_in_another_inflected_form_keep_it_alive(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summaries(said)).casualties == []


def test_a_restatement_beside_a_unit_vetoed_as_another_rule_keeps_the_pin_alive() -> None:
    """The unit holding every probe reads as another rule (a list of three rules in one sentence); the
    rule parse still finds the pin said on its own there ("no sudo"), as it does for any casualty."""
    said = "Scripts rules: no sudo, set -euo pipefail, log to stderr."
    assert audit([_pin("Never use sudo in scripts.")], _after_summaries(said)).casualties == []


@pytest.mark.parametrize("pin,said", [
    ("Never reveal the ending of the novel in the blurbs.", "The blurbs never reveal how the novel ends."),
    ("Put every shell command in fenced blocks.", "Don't put shell commands in fenced blocks."),
    ("Nenne in Berichten nie die Namen der Patientinnen.", "Nenne im Bericht immer die Namen der Patientinnen."),
])
def test_word_forms_do_not_turn_a_statement_or_the_opposite_rule_into_the_pin(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summaries(said)).casualties == ["pin"]
