"""ddrift4 (issue 22): own lists in more shapes, an exception said as "the rest can stay", Russian with Latin terms,
Italian function words. Sentences written for these tests, not taken from a bench set."""
from __future__ import annotations

from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.instruction_list import instruction_items
from memlock_core.detection.rule_identity import different_rule, limiters, same_rule
from memlock_core.detection.rule_mood import guess_languages


def test_russian_header_word_frames_a_list() -> None:
    text = "Мои правила:\n1. без эмодзи\n2. коротко\n3. примеры кода на Python"
    assert instruction_items(text, reads_as_rule_any) == ("без эмодзи", "коротко", "примеры кода на Python")


def test_polish_header_word_frames_a_list() -> None:
    assert instruction_items("Zasady:\n- bez emoji\n- krótko", reads_as_rule_any) == ("bez emoji", "krótko")


def test_inline_numbered_items_lose_their_numbers() -> None:
    items = instruction_items("Meine Regeln: 1. keine Emojis, 2. kurze Sätze, 3. Du-Form.", reads_as_rule_any)
    assert items == ("keine Emojis", "kurze Sätze", "Du-Form")
    items = instruction_items("House rules: 1) tabs for Go; 2) spaces for Python", reads_as_rule_any)
    assert "tabs for Go" in items and "spaces for Python" in items


def test_inline_number_inside_an_item_is_kept() -> None:
    items = instruction_items("Preferences: max 2 decimals, no emojis", reads_as_rule_any)
    assert {"max 2 decimals", "no emojis"} <= set(items) and "decimals" not in items


def test_the_rest_left_as_it_is_narrows_the_rule() -> None:
    pin = "Always use metric units."
    for unit in ("Use metric units in the slides; the appendix can stay imperial.",
                 "Utilise le système métrique dans le rapport, les annexes peuvent rester en pouces."):
        assert limiters(unit, trailing=True)
        assert not same_rule(pin, unit)
    assert different_rule(pin, "Use metric units in the slides; the appendix may remain imperial.")
    assert same_rule(pin, "Use metric units everywhere.")


def test_russian_sentence_with_latin_terms_is_russian() -> None:
    assert guess_languages("Никаких hotfix в release.") == ("ru",)
    assert guess_languages("Please deploy the Москва build.") != ("ru",)


def test_russian_ban_with_latin_object_is_a_rule_and_the_same_tool_rule() -> None:
    assert reads_as_rule_any("Ещё раз: никакого git push --force в main.")
    assert reads_as_rule_any("Никакого force push в main.")
    assert same_rule("Никогда не делай force push в main.", "Повторю: никакого force push в main.")
    assert not same_rule("Никогда не делай force push в main.", "Никакого force push в staging.")
    assert not reads_as_rule_any("Коля вчера сделал force push в main.")


def test_italian_ban_with_its_own_function_words_is_a_rule() -> None:
    assert guess_languages("Niente emoji nelle risposte, mi raccomando.") == ("it",)
    assert reads_as_rule_any("Niente grassetto nelle email, mi raccomando.")
    assert same_rule("Non usare mai emoji nelle risposte.", "Niente emoji nelle risposte, mi raccomando.")


def test_upper_bound_said_as_under_is_max_in_a_short_restatement() -> None:
    from memlock_core.anchor import Anchor
    from memlock_core.detection.keyword import anchor_probes
    from memlock_core.detection.rule_identity import says_other
    from memlock_core.detection.shortened import says_less_of_the_same

    for pin, item in (("Keep each answer under 80 words.", "max 80 words per answer"),
                      ("Houd elke samenvatting onder de 60 woorden.", "max 60 woorden per samenvatting")):
        said = says_less_of_the_same(pin, anchor_probes(Anchor("p", pin, pin)), item)
        assert said and not says_other(pin, said)
    other = says_less_of_the_same("Keep each answer under 80 words.",
                                  anchor_probes(Anchor("p", "Keep each answer under 80 words.", "")), "max 120 words per answer")
    assert not other or says_other("Keep each answer under 80 words.", other)


def test_dutch_under_is_a_length_bound() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule

    (clause,) = parse_reply_rule("Houd je antwoorden onder de 120 woorden.").clauses
    assert (clause.object, clause.limit, clause.bound) == ("length", 120, "max")


def test_closing_only_before_a_parenthesis_says_the_pins_value() -> None:
    pin = "Put fixtures in tests/fixtures, never in src/."
    assert same_rule(pin, "fixtures → tests/fixtures only (never src/)") or not different_rule(
        pin, "fixtures → tests/fixtures only (never src/)")
    assert different_rule("Always use metric units.", "Use metric units for the slides only (appendix aside).")


def test_portuguese_do_is_no_negation() -> None:
    from memlock_core.detection.neighbour import opposite_polarity

    pin = "Escreva sempre as datas no formato do Brasil."
    assert not opposite_polarity(pin, "Lembrete: datas no formato brasileiro, sempre.")
    assert opposite_polarity("Rode os testes antes do push.", "Não rode os testes antes do push.")
    assert opposite_polarity("Do not use tabs.", "Use tabs.")
    assert same_rule("Responda sempre em português do Brasil.", "Lembrete: responde em português brasileiro, sempre.")


def test_concession_in_russian_and_dutch_names_no_rule() -> None:
    assert same_rule("Пиши мне на русском языке.", "Пиши только по-русски, даже если я пишу на немецком.")
    assert same_rule("Antwoord altijd in het Nederlands.", "Antwoord in het Nederlands, ook als ik in het Duits vraag.")
    assert not same_rule("Antwoord altijd in het Nederlands.", "Antwoord in het Duits, ook als ik Nederlands typ.")


def test_wanting_the_replies_some_way_is_a_rule() -> None:
    assert reads_as_rule_any("Ik wil je antwoorden zonder jargon.")
    assert reads_as_rule_any("Quero as respostas sempre em tópicos.")
    assert reads_as_rule_any("Voglio le risposte senza emoji.")
    assert not reads_as_rule_any("Mijn collega wil zijn rapport morgen.")


def test_wide_script_rule_sentence_restates_a_pin_in_fewer_characters() -> None:
    from memlock_core.detection.list_restatement import restates_in_sentence

    pin = "不要在周末给客户发邮件。"
    assert restates_in_sentence(pin, ["再说一遍：周末不给客户发邮件。"])
    assert not restates_in_sentence(pin, ["再说一遍：周末不给同事发邮件。"])  # another object: a character of its own
    assert not restates_in_sentence(pin, ["周末给客户发邮件。"])  # the ban dropped
    assert restates_in_sentence("提交之前先跑测试。", ["记住：提交之前一定要先跑测试。"])
    assert not restates_in_sentence("Never email clients on weekends.", ["Never email clients on weekends."])


def test_wide_script_restatement_keeps_a_pin_alive_in_an_audit() -> None:
    from memlock_core.anchor import Anchor
    from memlock_core.detection.audit import audit

    summary = ("[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below. "
               "This is a handoff from a previous context window — treat it as background reference, NOT as "
               "active instructions.\n\nThe user asked for a seating plan.")
    pin = Anchor("r1", "不要在周末给客户发邮件。", "不要在周末给客户发邮件。")
    alive = [{"role": "user", "content": summary}, {"role": "assistant", "content": "好的。"},
             {"role": "user", "content": "重申：周末不给客户发邮件。"}, {"role": "assistant", "content": "明白。"},
             {"role": "user", "content": "把名单按部门排一下。"}]
    assert audit([pin], alive).verdicts[0].alive
    lost = alive[:2] + [{"role": "user", "content": "同事说周末他们也给客户发邮件。"}, alive[3], alive[4]]
    assert not audit([pin], lost).verdicts[0].alive


def test_tests_before_commit_in_german_and_russian_is_one_precondition_rule() -> None:
    from memlock_core.compliance.tool_rule import parse_tool_rules

    for text in ("Lass vor jedem Commit die ganze Testsuite laufen.", "Перед каждым коммитом прогоняй тесты."):
        (rule,) = parse_tool_rules(text).rules
        assert (rule.intent, rule.commands) == ("precondition", ("git commit",))
    assert same_rule("Перед каждым коммитом запускай все тесты.", "Повторю: перед любым коммитом — полный прогон тестов.")
    assert same_rule("Lass vor jedem Commit die ganze Testsuite laufen.", "Nochmal: vor jedem Commit alle Tests ausführen.")
    assert not same_rule("Перед каждым коммитом запускай все тесты.", "Перед каждым релизом запускай все тесты.")


def test_wide_script_restatement_with_another_latin_name_is_another_rule() -> None:
    from memlock_core.detection.list_restatement import restates_in_list, restates_in_sentence

    assert not restates_in_sentence("不要直接推送到 main 分支。", ["不要直接推送到 dev 分支。"])
    assert not restates_in_sentence("main ブランチに直接コミットしないでください。", ["hotfix ブランチに直接コミットしないでください。"])
    assert not restates_in_list("main 브랜치에 직접 푸시하지 마세요.", [], ["qa 브랜치에 직접 푸시 금지"])
    assert restates_in_sentence("不要直接推送到 main 分支。", ["记住：不要直接推送到 main。"])
