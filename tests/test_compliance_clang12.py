"""Round 12 classes of reply rules (issue 21): conditional and mirrored language rules decided by a short user
message, the 24-hour clock said in Chinese or after "heure sur", relative dates beyond the words a rule quotes.
Every wording was written for this test, none copied from a set: each class in several languages, the reply that
breaks it, and harmless look-alikes that must not be called broken."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

from memlock_core.compliance.message_language import message_language
from memlock_core.compliance.mirror_languages import mirror_rule

# ---------------------------------------------------------------- the language of a short user message


@pytest.mark.parametrize(("message", "language"), [
    ("how do I rename a tag?", "en"),
    ("what is the best way to undo a rebase?", "en"),
    ("comment je supprime un tag ?", "fr"),
    ("wie kann ich den Cache leeren?", "de"),
    ("¿cómo borro la caché?", "es"),
    ("como é que apago o cache?", "pt"),
    ("hoe maak ik een nieuwe tag?", "nl"),
    ("태그는 어떻게 지워요?", "ko"),
    ("タグを消すには？", "ja"),
])
def test_a_short_message_by_its_frequent_words_or_script(message: str, language: str) -> None:
    assert message_language(message) == language


@pytest.mark.parametrize("message", ["docker volume ls?", "`git stash pop`", "", "nginx 502", "Привет"])
def test_a_message_of_names_and_commands_has_no_language(message: str) -> None:
    assert message_language(message) is None


@pytest.mark.parametrize(("rule", "user", "reply", "outcome"), [
    ("if I write to you in English, reply in English; otherwise reply in German", "how do I rename a tag?",
     "`git tag neu alt` und danach `git tag -d alt` ausführen, dann ist er umbenannt.", "broken"),
    ("if I write to you in English, reply in English; otherwise reply in German", "how do I rename a tag?",
     "Run `git tag new old`, then delete the old one with `git tag -d old`.", "obeyed"),
    ("si je t'écris en anglais, réponds en anglais, sinon en français", "comment je supprime un tag ?",
     "Utilise `git tag -d nom` puis pousse la suppression avec `git push --delete origin nom`.", "obeyed"),
    ("si je t'écris en anglais, réponds en anglais, sinon en français", "how do I delete a tag?",
     "Utilise `git tag -d nom` puis pousse la suppression avec `git push --delete origin nom`.", "broken"),
])
def test_a_conditional_language_rule_is_decided_by_a_short_message(rule: str, user: str, reply: str,
                                                                    outcome: str) -> None:
    assert judge(rule, reply, user=user)[0] == outcome, judge(rule, reply, user=user)


# ---------------------------------------------------------------- each language answered in itself


@pytest.mark.parametrize("rule", [
    "독일어로 물어보면 독일어로, 영어로 물어보면 영어로 대답해 주세요",
    "ドイツ語で聞いたらドイツ語で、英語で聞いたら英語で答えてください",
    "用中文问就用中文回答，用英文问就用英文回答",
    "if I ask in German answer in German, if I ask in English answer in English",
])
def test_two_mirrored_languages_are_the_users_language(rule: str) -> None:
    assert mirror_rule(rule) == "user"
    assert (proposed_reply_check(rule) or {}).get("language") == "user"


def test_one_mirror_in_korean_is_conditional() -> None:
    assert mirror_rule("독일어로 물어보면 독일어로 답해 주세요") == "user_writes:de"


@pytest.mark.parametrize("rule", ["answer in German", "영어로 답해 주세요", "英語で答えてください"])
def test_a_plain_language_rule_mirrors_nothing(rule: str) -> None:
    assert mirror_rule(rule) == ""


def test_a_mirrored_rule_breaks_on_the_other_language() -> None:
    rule = "독일어로 물어보면 독일어로, 영어로 물어보면 영어로 대답해 주세요"
    assert judge(rule, "`git tag -d 이름`으로 지우면 됩니다.", user="how do I delete a tag?")[0] == "broken"
    assert judge(rule, "`git tag -d 이름`으로 지우면 됩니다.", user="태그는 어떻게 지워요?")[0] != "broken"


# ---------------------------------------------------------------- the 24-hour clock


@pytest.mark.parametrize("rule", ["时刻一律用24小时制", "不要用上午/下午，写成 14:00 这种", "l'heure sur 24h, merci",
                                  "Uhrzeit auf 24h bitte"])
def test_a_24_hour_rule_in_chinese_or_after_a_preposition(rule: str) -> None:
    assert "24h" in (proposed_reply_check(rule) or {}).get("datetime", ()), proposed_reply_check(rule)


@pytest.mark.parametrize(("reply", "outcome"), [
    ("会议定在下午2点，结束大约在傍晚6点。", "broken"),
    ("会议定在 14:00，18:00 左右结束。", "obeyed"),
    ("会议定在早上9点。", "broken"),
])
def test_chinese_day_parts_break_a_24_hour_rule(reply: str, outcome: str) -> None:
    assert judge("时刻一律用24小时制", reply)[0] == outcome


def test_24_hours_as_a_length_of_time_is_no_clock_rule() -> None:
    assert "24h" not in (proposed_reply_check("réponds en moins de 24 heures") or {}).get("datetime", ())


# ---------------------------------------------------------------- dates, never relative


@pytest.mark.parametrize(("reply", "outcome"), [
    ("The freeze starts next March.", "broken"),
    ("It shipped last September.", "broken"),
    ("The freeze starts on 2 March 2026.", "obeyed"),
    ("Use `date -d` to convert it.", "not_applicable"),
])
def test_an_absolute_date_rule_reads_every_relative_day(reply: str, outcome: str) -> None:
    rule = "no 'tomorrow' or 'last week' and so on, write the real date"
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_quoted_relative_words_are_examples_not_the_ban() -> None:
    check = proposed_reply_check("don't write 'tomorrow' or 'next month', give exact dates") or {}
    assert "absolute_date" in check.get("datetime", ()) and not check.get("no_words")


def test_a_plain_word_ban_keeps_its_word() -> None:
    assert "tomorrow" in str(proposed_reply_check("never say 'tomorrow'"))


# ---------------------------------------------------------------- emoji: "not even", headings, status colours


@pytest.mark.parametrize("rule", ["no emoji at all, not even 👍", "sin emojis, ni siquiera el 🙂", "pas d'emoji, même pas 👍",
                                  "keine Emojis, nicht einmal 🚀"])
def test_not_even_one_emoji_bans_them_all(rule: str) -> None:
    assert "no_emoji" in (proposed_reply_check(rule) or {}).get("format", ()), proposed_reply_check(rule)
    assert judge(rule, "All green, ship it 🎉")[0] == "broken"
    assert judge(rule, "All green, ship it.")[0] != "broken"


def test_a_ban_on_one_named_emoji_stays_narrow() -> None:
    assert judge("please stop using the 🚀 emoji", "Deployed 🎉")[0] != "broken"
    assert judge("please stop using the 🚀 emoji", "Deployed 🚀")[0] == "broken"


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("no emoji in headings", "## Step 1 🚀\n\nInstall it.\n\n## Step 2\n\nRun it.", "broken"),
    ("keine Emojis in Überschriften", "### Schritt 1\n\nInstallieren.\n\n### Schritt 2 🎉\n\nStarten.", "broken"),
    ("keine Emojis in Überschriften", "### Schritt 1\n\nInstallieren 🎉\n\n### Schritt 2\n\nStarten.", "obeyed"),
])
def test_a_step_written_as_a_heading_is_a_heading(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule", ["don't mark status with 🔴/🟢, I can't tell them apart; write OK/FAIL",
                                  "pas d'emoji 🟢🔴 pour les statuts, écris OK ou ÉCHEC"])
def test_a_refused_status_colour_refuses_its_other_shapes(rule: str) -> None:
    assert judge(rule, "- build ✅\n- deploy ❌")[0] == "broken", judge(rule, "- build ✅\n- deploy ❌")
    assert judge(rule, "- build: OK\n- deploy: FAIL")[0] != "broken"


def test_a_status_set_asked_for_still_asks_for_it() -> None:
    assert (proposed_reply_check("use ✅ for done and ❌ for failed in status lists") or {}).get("status_emoji")


# ---------------------------------------------------------------- units: an allowed unit, numbers in words


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("sistema métrico siempre; las millas náuticas están bien", "Son unas 12 millas náuticas hasta la isla.", "not_applicable"),
    ("sistema métrico siempre; las millas náuticas están bien", "Son unas 12 millas por carretera.", "broken"),
    ("sistema métrico siempre; las millas náuticas están bien",
     "Unas 12 millas náuticas, y el puerto tiene 20 pies de calado.", "broken"),
    ("metrisch bitte, aber Meilen sind ok", "Es sind etwa 30 Meilen.", "not_applicable"),
])
def test_a_unit_allowed_in_a_clause_of_its_own(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Keep it within 3 m (about ten feet) of the access point.", "broken"),
    ("Keep it within 3 m of the access point.", "obeyed"),
    ("He landed on two feet and walked 3 km home.", "obeyed"),
])
def test_an_estimate_in_words_is_a_measurement(reply: str, outcome: str) -> None:
    assert judge("metric only, please", reply)[0] == outcome, judge("metric only, please", reply)


# ---------------------------------------------------------------- currency: one wanted against one refused


@pytest.mark.parametrize("rule", ["gebruik euro's, geen dollars", "euros, not dollars", "en euros y no en dólares"])
def test_a_currency_against_a_refused_one_needs_no_word_of_money(rule: str) -> None:
    assert (proposed_reply_check(rule) or {}).get("currency") == "EUR", proposed_reply_check(rule)
    assert judge(rule, "Het abonnement kost $12 per maand.")[0] == "broken"
    assert judge(rule, "Het abonnement kost €11 per maand.")[0] == "obeyed"


@pytest.mark.parametrize("rule", ["no dollars", "don't mention euros"])
def test_a_bare_refusal_is_no_currency_rule(rule: str) -> None:
    assert (proposed_reply_check(rule) or {}).get("currency") is None


# ---------------------------------------------------------------- length: "maks." / "máx." is no sentence end


@pytest.mark.parametrize(("rule", "limit"), [("krótkie odpowiedzi, maks. dwa zdania", 2),
                                             ("respuestas breves, máx. dos frases", 2)])
def test_an_abbreviated_at_most_keeps_its_count(rule: str, limit: int) -> None:
    assert (proposed_reply_check(rule) or {}).get("max_sentences") == limit, proposed_reply_check(rule)


def test_an_abbreviated_limit_breaks_and_keeps() -> None:
    rule = "krótkie odpowiedzi, maks. dwa zdania"
    assert judge(rule, "To jest proste. Użyj `git log`. Potem `git show`.")[0] == "broken"
    assert judge(rule, "To jest proste. Użyj `git log`.")[0] == "obeyed"


# ---------------------------------------------------------------- sources: where, who, and what names nothing


@pytest.mark.parametrize("rule", ["put the source in brackets at the end of the sentence",
                                  "mets la source entre parenthèses à la fin de la phrase",
                                  "die Quelle in Klammern am Ende des Satzes"])
def test_the_end_of_the_sentence_is_a_source_per_figure(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert check.get("source_rules") == ["per_claim"] and not check.get("sources"), check
    assert judge(rule, "Lyon compte environ 520 000 habitants (source : Insee, 2021).")[0] == "obeyed"
    assert judge(rule, "Lyon compte environ 520 000 habitants.")[0] == "broken"


def test_the_end_alone_is_still_the_end_of_the_reply() -> None:
    assert "end_only" in (proposed_reply_check("list the sources at the end") or {}).get("source_rules", ())


@pytest.mark.parametrize("reply", ["В Казани живёт около 1,3 млн человек (источник: Росстат, 2023).",
                                   "Warszawa ma około 1,8 mln mieszkańców (źródło: GUS, 2023)."])
def test_a_source_label_in_russian_or_polish(reply: str) -> None:
    assert judge("cite a source for every figure", reply)[0] == "obeyed", judge("cite a source for every figure", reply)


@pytest.mark.parametrize("reply", ["Laut einer Umfrage nutzt etwa die Hälfte der Firmen Kubernetes.",
                                   "Selon une étude, environ un tiers des développeurs travaillent à distance.",
                                   "Según un informe, la mitad de las empresas usa la nube."])
def test_a_study_named_by_no_one_is_no_source(reply: str) -> None:
    assert judge("cite a source for every figure", reply)[0] == "broken", judge("cite a source for every figure", reply)


def test_a_second_clause_after_a_source_needs_its_own() -> None:
    rule = "cite sources for any numbers"
    with_two = ("Kotlin is used by 13% of developers per the [JetBrains survey](https://example.org/go), "
                "and Zig by roughly 1 in 50 of them.")
    assert judge(rule, with_two)[0] == "broken"
    one_clause = "Kotlin is used by 13% of developers per the [JetBrains survey](https://example.org/go)."
    assert judge(rule, one_clause)[0] == "obeyed"


def test_a_code_name_in_quotes_is_no_cited_work() -> None:
    reply = "Debian 12 (\"Bookworm\") is the stable release.\n\nSources:\n- https://www.debian.org/releases/"
    assert judge("list the URLs at the end", reply)[0] == "obeyed", judge("list the URLs at the end", reply)


def test_a_name_after_a_quotation_is_its_speaker() -> None:
    rule = "when you quote someone say who said it and where"
    said = "\"Simple things should be simple.\" Alan Kay, in a 1970s talk at Xerox PARC."
    assert judge(rule, said)[0] == "obeyed", judge(rule, said)
    assert judge(rule, "\"Simple things should be simple, complex things possible.\" It is a good motto.")[0] == "broken"


# ---------------------------------------------------------------- Spanish accents, Portuguese after the 1990 agreement


def test_spanish_prose_without_accents_is_still_spanish() -> None:
    rule = "escribe siempre con tildes"
    reply = "Cual es tu configuracion actual? Si usas una version antigua, la sesion caduca antes."
    assert judge(rule, reply)[0] == "broken", judge(rule, reply)
    assert judge(rule, "Run `git status` to see the current session.")[0] == "not_applicable"


def test_french_prose_is_no_spanish_for_an_accent_rule() -> None:
    reply = "Quelle version utilises-tu ? La session expire après une heure, selon la configuration."
    assert judge("escribe siempre con tildes", reply)[0] != "broken"


@pytest.mark.parametrize("rule", ["escreve segundo o acordo ortográfico de 1990", "ortografia do novo acordo, por favor",
                                  "segue o AO90"])
def test_the_spelling_agreement_is_read(rule: str) -> None:
    assert "pt_ao90" in (proposed_reply_check(rule) or {}).get("format", ()), proposed_reply_check(rule)


@pytest.mark.parametrize(("reply", "outcome"), [
    ("O projecto está atrasado e a direcção ainda não decidiu.", "broken"),
    ("O projeto está atrasado e a direção ainda não decidiu.", "obeyed"),
    ("É um facto: o contacto ainda não respondeu.", "not_applicable"),
    ("The actual value is stored in the project file.", "not_applicable"),
])
def test_pre_agreement_forms_break_it(reply: str, outcome: str) -> None:
    assert judge("ortografia do novo acordo, por favor", reply)[0] == outcome, judge("ortografia do novo acordo", reply)


# ---------------------------------------------------------------- a sign-off in another language, comments after "but"


@pytest.mark.parametrize(("rule", "reply"), [
    ("antworte immer auf Deutsch", "Setze `retries=3` im Client, dann klappt der Abruf meistens. Let me know if this helps!"),
    ("réponds toujours en français", "Ajoute `--force` à la commande et relance le job. Hope this helps!"),
    ("always answer in English", "Add `--force` to the command and run the job again. ¡Suerte y saludos!"),
])
def test_a_closing_line_in_another_language_breaks_it(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "broken", judge(rule, reply)


def test_a_closing_line_in_the_wanted_language_keeps_it() -> None:
    reply = "Setze `retries=3` im Client, dann klappt der Abruf meistens. Viel Erfolg!"
    assert judge("antworte immer auf Deutsch", reply)[0] == "obeyed"


@pytest.mark.parametrize(("rule", "language"), [
    ("Türkçe yaz ama koddaki yorumlar İngilizce olsun", "tr"),
    ("antworte auf Deutsch aber Kommentare im Code auf Englisch", "de"),
    ("antwoord in het Nederlands maar commentaar in de code in het Engels", "nl"),
])
def test_the_reply_language_before_but_and_the_comments_after(rule: str, language: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert check.get("language") == language and check.get("comment_language") == "en", check


# ---------------------------------------------------------------- a commit body, "fine here but never there"


def test_a_commit_body_in_another_language_breaks_an_english_commit_rule() -> None:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check

    rule = "write commit messages in English"
    proposal = propose_check(rule)
    assert proposal is not None
    pin = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)

    def outcome(command: str) -> str:
        return check_tool_call([pin], "Bash", {"command": command})[0].outcome

    assert outcome('git commit -m "fix: reject empty names" -m "Antes aceitava nomes vazios sem avisar."') == "broken"
    assert outcome('git commit -m "fix: reject empty names" -m "Empty names used to be accepted silently."') != "broken"


@pytest.mark.parametrize("rule", ["emoji are fine in replies but never in code",
                                  "emojis are ok in chat but not in code or commit messages"])
def test_an_allowance_then_a_ban_elsewhere_is_the_ban(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert "no_emoji" in check.get("format", ()) and check.get("only_in", {}).get("no_emoji") == "code", check
    assert judge(rule, "All done 🎉 the export works.")[0] != "broken"
    assert judge(rule, "All done:\n\n```python\nprint('done 🎉')\n```")[0] == "broken"


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Leave at least 2 m between the racks and roughly 1 m to the wall.", "obeyed"),
    ("Leave at least 2 m between the racks (about six feet).", "broken"),
])
def test_a_bound_before_a_one_letter_unit_is_a_measurement(reply: str, outcome: str) -> None:
    assert judge("metric only, please", reply)[0] == outcome, judge("metric only, please", reply)


@pytest.mark.parametrize(("reply", "outcome"), [
    ("A double espresso is about 60 ml (roughly 2 ounces).", "broken"),
    ("A double espresso is about 60 ml.", "obeyed"),
    ("The beans weigh 18 g (about 0.6 ounces) and the cup holds 60 ml.", "obeyed"),
])
def test_a_unit_in_brackets_measures_what_it_glosses(reply: str, outcome: str) -> None:
    rule = "volumes in millilitres or litres only"
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Der ThinkPad X1 14\" wiegt etwa 1,1 kg.", "obeyed"),
    ("The iPad Pro 11\" weighs about 470 g.", "obeyed"),
    ("Use a 14\" pan and 500 g of flour.", "broken"),
])
def test_an_inch_mark_in_a_products_name_is_no_length(reply: str, outcome: str) -> None:
    assert judge("metric units only", reply)[0] == outcome, judge("metric units only", reply)
