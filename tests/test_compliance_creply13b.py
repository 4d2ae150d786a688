"""Round-13 reply checks (issue 21): a rule on the reply with the commit messages in a tail of their own ("..., sauf
pour les messages de commit", "..., auch nicht in Commit-Messages"), dates year first with dots (YYYY.MM.DD), the
US format refused by "nada del formato americano", the Spanish "pie" (foot) in the singular, and Spanish words asked
without their accent ("solo", the demonstratives). Our own wordings, with look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.compliance import accent_free, commit_aside
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import judge

# ── the reply's own rule before a tail about commit messages ──────────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "head"), [
    ("Antworte immer auf Deutsch, ausgenommen die Commit-Messages, die bleiben englisch.", "Antworte immer auf Deutsch"),
    ("Contesta en castellano, excepto en los mensajes de commit.", "Contesta en castellano"),
    ("Never any emoji, not even in commit messages.", "Never any emoji"),
    ("Pas d'émojis, y compris dans les messages de commit.", "Pas d'émojis"),
    ("Niente emoji, neanche nei messaggi di commit.", "Niente emoji"),
])
def test_reply_part_before_a_commit_tail(rule: str, head: str) -> None:
    assert commit_aside.reply_part(rule) == head


@pytest.mark.parametrize("rule", ["Commit messages in English, please.",
                                  "No emoji in commit messages.",
                                  "In commit messages, keep the subject under 50 characters.",
                                  "Emoji, except in commit messages.",
                                  "Write the commit messages in English, except the PR titles."])
def test_no_reply_part_without_a_tail(rule: str) -> None:
    assert commit_aside.reply_part(rule) == ""


@pytest.mark.parametrize("rule", ["Réponds toujours en français, sauf dans les messages de commit : ceux-là en anglais.",
                                  "Antworte auf Deutsch, außer bei Commit-Messages, die auf Englisch sein sollen.",
                                  "Respóndeme en español, salvo los mensajes de commit, que van en inglés."])
def test_reply_language_with_commit_exception(rule: str) -> None:
    english = "The cache is stale because the key never changes; add the version to the key and it will refresh."
    assert judge(rule, english, "?")[0] == "broken"


def test_reply_language_with_commit_exception_obeyed() -> None:
    rule = "Réponds toujours en français, sauf dans les messages de commit : ceux-là en anglais."
    french = "Le cache est périmé parce que la clé ne change jamais ; ajoute la version à la clé et il se videra."
    assert judge(rule, french, "pourquoi ?")[0] == "obeyed"


@pytest.mark.parametrize("rule", ["Keine Emojis, auch nicht in den Commit-Messages.",
                                  "No emoji, not even in commit messages.",
                                  "Sin emojis, ni siquiera en los mensajes de commit."])
def test_emoji_ban_extended_to_commits_holds_for_the_reply(rule: str) -> None:
    assert judge(rule, "Fertig, der Build läuft wieder ✅ und die Tests sind grün.", "und?")[0] == "broken"
    assert judge(rule, "Fertig, der Build läuft wieder und die Tests sind grün.", "und?")[0] == "obeyed"


def test_emoji_ban_only_in_commits_leaves_the_reply() -> None:
    assert judge("No emoji in commit messages.", "Done, build is green ✅ again.", "and?")[0] != "broken"


# ── YYYY.MM.DD ────────────────────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["날짜는 YYYY.MM.DD 형식으로 적어 주세요.",
                                  "Write dates as YYYY.MM.DD.",
                                  "Datumsangaben bitte im Format JJJJ.MM.TT."])
def test_ymd_dot_template(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.datetime == ("ymd_dot",)
    assert judge(rule, "배포는 2026.07.09 오전에 합니다.", "언제?")[0] == "obeyed"
    assert judge(rule, "배포는 2026년 7월 9일 오전에 합니다.", "언제?")[0] == "broken"
    assert judge(rule, "The release is on 2026-07-09.", "when?")[0] == "broken"
    assert judge(rule, "The release is on 07/09/2026.", "when?")[0] == "broken"


def test_ymd_dot_leaves_versions_alone() -> None:
    rule = "날짜는 YYYY.MM.DD 형식으로 적어 주세요."
    assert judge(rule, "버전 3.11.4로 올리면 됩니다.", "어떤 버전?")[0] == "not_applicable"


def test_dmy_dot_template_unchanged() -> None:
    proposal = propose_check("Dates as DD.MM.YYYY please.")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.datetime == ("dmy_dot",)


# ── "nada del formato americano": the US format refused, not asked for ─────────────────────────────────────────


def test_us_format_refused_with_nada_del() -> None:
    rule = "Escribe las fechas como DD/MM/AAAA, nada del formato americano."
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert "mdy_date" not in proposal.check.reply.datetime
    assert judge(rule, "Se publicó el 17/03/2025.", "¿cuándo?")[0] == "obeyed"
    assert judge(rule, "Se publicó el 03/17/2025.", "¿cuándo?")[0] == "broken"


# ── the Spanish foot in the singular ──────────────────────────────────────────────────────────────────────────


def test_spanish_foot_singular() -> None:
    rule = "Todo en sistema métrico, por favor."
    assert judge(rule, "La mesa es 1 pie más ancha que la puerta.", "¿cabe?")[0] == "broken"
    assert judge(rule, "La mesa es 30 cm más ancha que la puerta.", "¿cabe?")[0] == "obeyed"
    assert judge(rule, "We baked 1 pie today and two cakes.", "news?")[0] != "broken"


# ── Spanish words without their accent ────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize(("word", "form"), [("solo", "sólo"), ("este", "éste"), ("aquel", "aquél"),
                                            ("aquellas", "aquéllas"), ("esos", "ésos"), ("guion", "guión")])
def test_accented_by_stress(word: str, form: str) -> None:
    assert accent_free.accented(word) == form


@pytest.mark.parametrize("rule", ["Pon «solo» siempre sin tilde.",
                                  'Write "solo" without the accent.',
                                  "Los pronombres demostrativos, sin tilde (como recomienda la RAE)."])
def test_accent_refused(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert "es_accents" not in proposal.check.reply.format and proposal.check.tool is None


def test_accent_refused_verdicts() -> None:
    rule = "Pon «solo» y los demostrativos (esta, aquel) sin tilde."
    assert judge(rule, "Sólo hace falta reiniciar el servicio.", "¿qué hago?")[0] == "broken"
    assert judge(rule, "Ésa es la versión buena; aquélla no.", "¿cuál?")[0] == "broken"
    assert judge(rule, "Solo hace falta reiniciar; esa es la buena.", "¿qué hago?")[0] == "obeyed"
    # "esté" is the verb, accented on another syllable: no demonstrative
    assert judge(rule, "Reinicia cuando esté libre el servidor.", "¿cuándo?")[0] == "obeyed"


@pytest.mark.parametrize("rule", ["Pon siempre las tildes.", "Respeta los acentos del español."])
def test_accents_kept_unchanged(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert "es_accents" in proposal.check.reply.format and not proposal.check.reply.no_words


# ── sources: documentation pinned to a version, security claims with an advisory ─────────────────────────────


@pytest.mark.parametrize("rule", ["Always link the docs of the exact version you're describing.",
                                  "Verlinke Dokumentation immer mit der genauen Version, nicht 'stable'.",
                                  "Quand tu donnes un lien vers la doc, prends la version précise."])
def test_versioned_docs(rule: str) -> None:
    pinned = "See the 4.2 reference: https://docs.djangoproject.com/en/4.2/topics/cache/"
    floating = "See the reference: https://docs.djangoproject.com/en/dev/topics/cache/"
    bare = "See the reference: https://flask.palletsprojects.com/docs/patterns/caching/"
    assert judge(rule, pinned, "cache?")[0] == "obeyed"
    assert judge(rule, floating, "cache?")[0] == "broken"
    assert judge(rule, bare, "cache?")[0] == "broken"
    assert judge(rule, "Use the per-view cache decorator.", "cache?")[0] == "not_applicable"


def test_docs_link_rule_without_version_unchanged() -> None:
    proposal = propose_check("Link the official docs when you mention a library function.")
    assert proposal is not None and proposal.check.reply is not None
    assert "versioned_docs" not in proposal.check.reply.source_rules


@pytest.mark.parametrize("rule", ["Security claims need a CVE number or an advisory link.",
                                  "Für Aussagen zur Sicherheit immer CVE oder Advisory verlinken.",
                                  "Respalda lo que digas de seguridad con un CVE o un aviso de seguridad."])
def test_security_claims_need_an_advisory(rule: str) -> None:
    assert judge(rule, "Version 1.3 has an SQL injection in the search endpoint; upgrade to 1.4.", "safe?")[0] == "broken"
    assert judge(rule, "Version 1.3 has an SQL injection (CVE-2023-31337); upgrade to 1.4.", "safe?")[0] == "obeyed"
    assert judge(rule, "Version 1.3 is vulnerable, see https://github.com/advisories/GHSA-abcd-1234-wxyz.",
                 "safe?")[0] == "obeyed"
    assert judge(rule, "Version 1.4 adds dark mode and a faster search.", "what's new?")[0] == "not_applicable"


# ── "about an API": a command-line tool is none ──────────────────────────────────────────────────────────────


def test_git_usage_is_no_api_talk() -> None:
    rule = "When you explain an API, link its official documentation."
    assert judge(rule, "Use git stash to set your changes aside, then git stash pop to bring them back.",
                 "how do I park my changes in git?")[0] == "not_applicable"
    assert judge(rule, "The fetch() function returns a Promise that resolves to a Response.",
                 "what does fetch return?")[0] == "broken"


# ── closing pleasantries named by examples of their class ─────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["Keine Floskeln wie „Viel Spaß damit!“ am Ende.",
                                  "No closing phrases like 'Happy coding!' at the end."])
def test_closing_class_by_examples(rule: str) -> None:
    body = "PATCH ändert nur die übergebenen Felder."
    assert judge(rule, body + "\n\nBei weiteren Fragen stehe ich gern zur Verfügung.", "?")[0] == "broken"
    assert judge(rule, body + " Melde dich gern, falls etwas unklar ist.", "?")[0] == "broken"
    assert judge(rule, body, "?")[0] == "obeyed"
    assert judge(rule, body + " Melde dich danach mit dem neuen Token an.", "?")[0] == "obeyed"


# ── swearing and slang ─────────────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["Nada de palavrões nem gírias, por favor.",
                                  "Keep it clean: no swearing, no slang.",
                                  "Bitte keine Schimpfwörter und keine Umgangssprache.",
                                  "Ni palabrotas ni jerga en las respuestas."])
def test_swearing_and_slang(rule: str) -> None:
    assert judge(rule, "Essa porra de cache não limpa sozinha; rode o comando de novo.", "?")[0] == "broken"
    assert judge(rule, "Fica tranquilo, mano, o cache limpa sozinho.", "?")[0] == "broken"
    assert judge(rule, "O cache é limpo automaticamente a cada hora; não é preciso fazer nada.", "?")[0] == "obeyed"
    # "suave", "cara" are plain words too: no slang on their own
    assert judge(rule, "A transição fica suave e o custo não é caro.", "?")[0] == "obeyed"


def test_slang_term_explained_is_no_ban() -> None:
    assert propose_check("Explain what the slang word 'rizz' means.") is None


# ── the language as the object of a verb of speaking ───────────────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "code"), [("Sprich bitte Deutsch mit mir.", "de"),
                                            ("Kommentare auf Englisch, mit mir aber Deutsch reden.", "de"),
                                            ("Talk to me in plain words and speak Spanish with me.", "es"),
                                            ("Parle français avec moi.", "fr"),
                                            ("Spreek altijd Nederlands met mij.", "nl")])
def test_spoken_language(rule: str, code: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.language == code


@pytest.mark.parametrize("rule", ["Our customers speak French.", "My boss speaks German fluently."])
def test_someone_speaking_is_no_rule(rule: str) -> None:
    assert propose_check(rule) is None


# ── a documentation version said beside the link, in Russian too ───────────────────────────────────────────────


def test_doc_version_beside_the_link() -> None:
    rule = "Когда даёшь ссылку на документацию, указывай версию."
    assert judge(rule, "Смотри документацию Vue 3.4: https://vuejs.org/guide/essentials/watchers.html", "?")[0] == "obeyed"
    assert judge(rule, "Смотри документацию: https://vuejs.org/guide/essentials/watchers.html", "?")[0] == "broken"


# ── weekday and month names in full ─────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["Write weekdays and months in full, never abbreviated.",
                                  "Wochentage und Monate bitte ausgeschrieben.",
                                  "Dagen en maanden voluit, graag."])
def test_full_date_names(rule: str) -> None:
    assert judge(rule, "The freeze starts Thu 10 Dec at noon.", "when?")[0] == "broken"
    assert judge(rule, "Der Freeze beginnt am 10. Dez. um zwölf.", "wann?")[0] == "broken"
    assert judge(rule, "The freeze starts Thursday 10 December at noon.", "when?")[0] == "obeyed"
    assert judge(rule, "Do 3 retries, then wait 2 minutes.", "how?")[0] == "not_applicable"


def test_latin_month_year_under_korean_dates() -> None:
    rule = "날짜는 YYYY년 M월 D일 형식으로 적어 주세요."
    assert judge(rule, "2026년 1월 5일에 시작하고 Mar 2027까지 지원됩니다.", "언제?")[0] == "broken"
    assert judge(rule, "2026년 1월 5일에 시작합니다.", "언제?")[0] == "obeyed"


# ── decimals named before their mark ─────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "token"), [("Skriv decimaler med komma.", "decimal_comma"),
                                             ("Decimals with a comma, please.", "decimal_comma"),
                                             ("Décimales avec une virgule.", "decimal_comma"),
                                             ("Write decimals with a point.", "decimal_point")])
def test_decimals_with_their_mark(rule: str, token: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert token in proposal.check.reply.format



def test_security_reference_alone_obeys() -> None:
    rule = "Security claims need a CVE number or an advisory link."
    assert judge(rule, "Only 3.0.0 to 3.0.6 are affected; see CVE-2022-3602.", "should we patch?")[0] == "obeyed"
    assert judge(rule, "Only 3.0.0 to 3.0.6 are affected: https://nvd.nist.gov/vuln/detail/CVE-2022-3602", "patch?")[0] == "obeyed"
