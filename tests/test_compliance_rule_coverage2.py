"""Rule texts in more languages get a check: date templates by shape, punctuation bans, one-paragraph limits,
code-block bans, unit systems (the grammar of each, not a list of the rules seen)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.date_template import template_kind
from memlock_core.compliance.evaluate import BROKEN, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check


def _outcome(rule: str, reply: str) -> str:
    found = propose_check(rule)
    assert found is not None, rule
    return check_reply([Anchor(id="p", text=rule, reminder=rule, check=found.check)], reply)[0].outcome


def _kinds(text: str) -> list[str]:
    found = propose_check(text)
    return found.kinds if found else []


@pytest.mark.parametrize("text,kind", [
    ("DD.MM.YYYY", "dmy_dot"), ("ДД.ММ.ГГГГ", "dmy_dot"), ("TT.MM.JJJJ", "dmy_dot"), ("DD.MM.RRRR", "dmy_dot"),
    ("JJ/MM/AAAA", "dmy_date"), ("ДД/ММ/ГГГГ", "dmy_date"), ("DD-MM-JJJJ", "dmy_order"), ("YYYY-MM-DD", "iso_date"),
    ("AAAA/MM/JJ", "ymd_slash"), ("MM/DD/YYYY", "mdy_date")])
def test_date_template_read_by_shape(text: str, kind: str) -> None:
    found = template_kind(f"dates as {text}.")
    assert found is not None and found[0] == kind


def test_date_template_needs_three_parts() -> None:
    assert template_kind("version 1.2.3 or MM.DD") is None
    assert template_kind("path aa/bb/cc") is None


@pytest.mark.parametrize("rule,kind", [
    ("Zapisuj daty w postaci DD.MM.RRRR.", "dmy_dot"), ("Указывай даты так: ДД/ММ/ГГГГ.", "dmy_date"),
    ("Datums altijd als DD-MM-JJJJ schrijven.", "dmy_order")])
def test_date_template_rules(rule: str, kind: str) -> None:
    assert kind in _kinds(rule)


def test_negated_template_is_no_requirement() -> None:
    assert "dmy_dot" not in _kinds("Never write dates as DD.MM.YYYY.")


@pytest.mark.parametrize("rule", ["Никаких восклицательных знаков.", "Nie stawiaj wykrzykników.",
                                  "Keep exclamation marks out."])
def test_exclamation_ban_in_languages(rule: str) -> None:
    assert "no_chars" in _kinds(rule)
    assert _outcome(rule, "Готово! Всё работает.") == BROKEN
    assert _outcome(rule, "Готово. Всё работает.") == OBEYED


@pytest.mark.parametrize("rule", ["Пиши ответ одним абзацем.", "Odpowiedz w jednym akapicie.",
                                  "Geef antwoord in één alinea.", "一段落で説明して。", "请用一段话来回答。"])
def test_one_paragraph_in_languages(rule: str) -> None:
    assert "max_paragraphs" in _kinds(rule)


def test_sentence_cap_with_chinese_measure_word_and_scope() -> None:
    found = propose_check("解释代码的时候，不超过两句话")
    assert found is None or "max_sentences" in found.kinds
    assert "max_sentences" in _kinds("回答限制在两句话以内")
    assert "max_sentences" in _kinds("Ответ не длиннее двух предложений.")


def test_list_points_in_dutch() -> None:
    assert "max_items" in _kinds("Opsommingen maximaal 3 punten.")


@pytest.mark.parametrize("rule", ["Please, no code blocks.", "Без блоков кода, пожалуйста.", "코드 블록은 넣지 마세요.",
                                  "Geen codeblokken gebruiken."])
def test_code_block_ban(rule: str) -> None:
    assert "no_code" in _kinds(rule)
    assert _outcome(rule, "Run it:\n\n```bash\nls -la\n```\n") == BROKEN
    assert _outcome(rule, "Run `ls -la` in the folder.") == OBEYED


@pytest.mark.parametrize("rule", ["Never put shell commands in code blocks.", "No code blocks in commit messages.",
                                  "Prefer inline code over code blocks."])
def test_code_block_ban_about_something_else(rule: str) -> None:
    assert "no_code" not in _kinds(rule)


@pytest.mark.parametrize("rule", ["Podawaj wagi w kilogramach, nie w funtach.", "Zawsze stosuj system metryczny."])
def test_units_in_polish(rule: str) -> None:
    assert "units" in _kinds(rule)


@pytest.mark.parametrize("rule", ["Never more than three code blocks in a reply.", "Не больше двух блоков кода."])
def test_code_block_count_is_no_ban(rule: str) -> None:
    assert "no_code" not in _kinds(rule)


@pytest.mark.parametrize("rule", ["Żadnych wstępów, przejdź do rzeczy.", "Без предисловий, сразу к делу.",
                                  "Geen inleiding alsjeblieft.", "别说客套话，开门见山。"])
def test_filler_openers_in_languages(rule: str) -> None:
    assert "no_filler" in _kinds(rule)
    assert _outcome(rule, "Конечно! Вот ответ: используйте git stash.") == BROKEN
    assert _outcome(rule, "Użyj git stash, aby odłożyć zmiany.") == OBEYED


@pytest.mark.parametrize("rule", ["回答结尾请列出参考资料。", "W konce odpowiedzi podawaj źródła.", "Zet je bronnen onderaan."])
def test_sources_at_the_end_in_languages(rule: str) -> None:
    assert "sources" in _kinds(rule)


def test_chinese_refusal_of_links() -> None:
    assert "no_links" in _kinds("请不要附上任何链接。")


@pytest.mark.parametrize("rule", ["Всегда используй метрическую систему.", "Gebruik metrische eenheden."])
def test_metric_in_russian_and_dutch(rule: str) -> None:
    assert "units" in _kinds(rule)


@pytest.mark.parametrize("rule", ["Don't change anything in the vendor_libs folder.", "third_party 目录下的文件不要修改。",
                                  "dist_build 内のファイルは編集しないで。"])
def test_named_folder_writes(rule: str) -> None:
    assert "no_write_path" in _kinds(rule)


_THREE_BLOCKS = "Steps:\n\n```bash\nmkdir app\n```\n\n```bash\ncd app\n```\n\n```bash\ngit init\n```\n"


@pytest.mark.parametrize("rule", ["Keep it to two code blocks at most.", "Nie więcej niż dwa bloki kodu.",
                                  "回答里最多两个代码块。"])
def test_a_count_of_code_blocks(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None
    assert found.check.reply.code_rules == ("max_blocks:2",)
    assert _outcome(rule, _THREE_BLOCKS) == BROKEN
    assert _outcome(rule, "```bash\nmkdir app && cd app\n```\n") == OBEYED


@pytest.mark.parametrize("rule,lang", [("Reply in Spanish, but keep the technical jargon in English.", "es"),
                                       ("Antworte auf Deutsch, aber belass Fachausdrücke auf Englisch.", "de"),
                                       ("Réponds en italien, mais garde les noms de fonctions en anglais.", "it")])
def test_parts_kept_in_another_language_are_an_allowance(rule: str, lang: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None
    assert found.check.reply.language == lang
