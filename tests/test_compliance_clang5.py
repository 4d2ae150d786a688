"""Recall of language, list, sources and emoji rules (round 6, clang5): a Latin word set in CJK text ("不要用emoji"),
table words in more languages, a bare count after an emoji allowance ("Emojis ja, aber höchstens eins").
Every wording was written for this test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge

CASES = [
    # a Latin word set in Chinese / Korean text: no word boundary beside it
    ("请别用emoji。", "好的，已经改好了🎉", "broken"),
    ("请别用emoji。", "好的，已经改好了。", "obeyed"),
    ("답변에 emoji는 넣지 마세요", "완료했습니다 ✅", "broken"),
    # tables refused in Chinese, Korean, Italian, Portuguese
    ("别给我画表格，分点说明就好", "| 方案 | 优点 |\n|---|---|\n| A | 快 |\n| B | 稳 |", "broken"),
    ("别给我画表格，分点说明就好", "- A：快\n- B：稳", "obeyed"),
    ("표는 쓰지 말고 목록으로 정리해 주세요", "| 옵션 | 장점 |\n|---|---|\n| 가 | 빠름 |\n| 나 | 안정 |", "broken"),
    ("niente tabelle nelle risposte", "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |", "broken"),
    ("sem tabelas, por favor", "- opção um\n- opção dois", "obeyed"),
    # a bare count after an allowance: the count is of the emoji the rule spoke of
    ("Smileys gehen klar, aber maximal eins pro Nachricht", "Fertig 🎉 alles grün 🚀", "broken"),
    ("Smileys gehen klar, aber maximal eins pro Nachricht", "Fertig 🎉 alles grün.", "obeyed"),
    ("emoji are fine, just at most one per reply", "Done 🎉🎉", "broken"),
    # a year with every source cited
    ("cite sources with the year", "The figure comes from [the OECD report](https://oecd.org/r/x).", "broken"),
    ("cite sources with the year", "The figure comes from [the OECD report](https://oecd.org/r/x), published in 2021.",
     "obeyed"),
    ("Wenn du eine Quelle nennst, gib immer das Jahr an", "Laut Statistischem Bundesamt leben dort 84 Millionen Menschen.",
     "broken"),
    ("Wenn du eine Quelle nennst, gib immer das Jahr an",
     "Laut Statistischem Bundesamt (2023) leben dort 84 Millionen Menschen.", "obeyed"),
    ("cite sources with the year", "Sure, happy to help with that.", "not_applicable"),
    # the NVD entry of a CVE
    ("whenever a CVE comes up, add the NVD link", "That is CVE-2023-1234, a heap overflow in libfoo.", "broken"),
    ("whenever a CVE comes up, add the NVD link",
     "That is [CVE-2023-1234](https://nvd.nist.gov/vuln/detail/CVE-2023-1234), a heap overflow in libfoo.", "obeyed"),
    ("si mencionas un CVE, pon el enlace de NVD", "Es un fallo de libfoo, ya corregido en la 2.1.", "not_applicable"),
    # a link to the official documentation in a technical answer
    ("always include a link to the official docs", "Run `npm ci` in CI; it installs from the lockfile.", "broken"),
    ("always include a link to the official docs",
     "Run `npm ci` in CI ([npm docs](https://docs.npmjs.com/cli/commands/npm-ci)).", "obeyed"),
    ("技术回答请附上官方文档的链接", "用 `ls -la` 查看，参考 https://blog.csdn.net/x/article/1", "broken"),
    ("技术回答请附上官方文档的链接", "不客气！", "not_applicable"),
]


@pytest.mark.parametrize("rule,reply,outcome", CASES)
def test_clang5(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule", [
    "answer in whatever language my question is written in",
    "rispondi nella lingua in cui ti scrivo",
    "responda no idioma em que eu escrever",
    "请用我提问的语言回答",
    "제가 쓴 언어로 대답해 주세요",
])
def test_the_users_language(rule: str) -> None:
    user = "Wie kann ich in Git den letzten Commit rückgängig machen, ohne die Änderungen zu verlieren?"
    german = "Mit `git reset --soft HEAD~1` bleibt alles erhalten, nur der Commit wird entfernt."
    english = "Use `git reset --soft HEAD~1`: the commit goes away and your changes stay staged."
    assert judge(rule, german, user)[0] == "obeyed", judge(rule, german, user)
    assert judge(rule, english, user)[0] == "broken", judge(rule, english, user)


@pytest.mark.parametrize("rule", [
    "if you list options, number them",
    "se for listar alternativas, numere",
    "si enumeras alternativas, numéralas",
    "wenn du Alternativen auflistest, nummeriere sie",
])
def test_numbered_when_listing(rule: str) -> None:
    assert judge(rule, "- nginx\n- caddy\n- traefik")[0] == "broken"
    assert judge(rule, "1. nginx\n2. caddy\n3. traefik")[0] == "obeyed"
    # a reply with no list is no breach: the rule speaks of listing
    assert judge(rule, "Caddy is the simplest here; it gets certificates for you.")[0] != "broken"


@pytest.mark.parametrize("rule, reply, outcome", [
    ("bullet points must be complete sentences", "- The cache is cleared on deploy.\n- Logs rotate daily.", "obeyed"),
    ("bullet points must be complete sentences", "- Cache cleared on deploy\n- Daily log rotation", "broken"),
    ("bullet points must be complete sentences", "Nothing to list here, the fix is one line.", "not_applicable"),
    ("列表项要写成完整的句子", "- 缓存会在部署时清空。\n- 日志每天轮换。", "obeyed"),
    ("列表项要写成完整的句子", "- 缓存清空\n- 日志轮换", "broken"),
    ("리스트 항목은 완결된 문장으로 부탁해요", "- 캐시는 배포할 때 비워집니다\n- 로그는 매일 교체돼요", "obeyed"),
    ("리스트 항목은 완결된 문장으로 부탁해요", "- 캐시 비우기\n- 로그 교체", "broken"),
    ("Stichpunkte bitte als ganze Sätze", "- Der Cache wird beim Deploy geleert.\n- Logrotation", "broken"),
])
def test_items_as_full_sentences(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_full_sentences_waived_asks_nothing() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule
    assert not parse_reply_rule("bullets don't need to be full sentences").clauses


@pytest.mark.parametrize("rule", ["when you give more than 3 options, put them in a table",
                                  "si das más de tres opciones, ponlas en una tabla"])
def test_a_table_past_a_count_of_options(rule: str) -> None:
    bullets = "- nginx: mature\n- caddy: automatic TLS\n- traefik: container-aware\n- haproxy: fast"
    table = "| Option | Pro |\n|---|---|\n| nginx | mature |\n| caddy | TLS |\n| traefik | labels |\n| haproxy | fast |"
    assert judge(rule, bullets)[0] == "broken"
    assert judge(rule, table)[0] == "obeyed"
    assert judge(rule, "- nginx\n- caddy")[0] == "not_applicable"  # two options: under the count


def test_full_sentences_as_prose_instead_of_a_list() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule
    # a ban on lists with prose in their place: no rule on list items
    for rule in ("No bullet lists, write complete sentences instead.", "Keine Aufzählungen, schreib ganze Sätze."):
        assert all(c.value != "items_sentences" for c in parse_reply_rule(rule).clauses), rule


def test_a_count_of_things_listed_is_no_list_scope() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule
    # "if you list 4+ things": a count the list reader reads, not a condition that the reply has a list
    assert all(c.when != "list" for c in parse_reply_rule("If you list 4 or more items, use bullets.").clauses)
