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
