"""Recall of tone, time-zone, unit and register rules whose breaking replies slipped past their measure (round 5):
a refused zone beside its conversion, a closing offer quoted among banned endings, an apology after an interjection,
a compliment with the question left implied. Every wording was written for this test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge

BROKEN = [
    # a zone the rule refuses, even given beside the same instant in the wanted zone
    ("Times in JST please, never UTC.", "The deploy runs at 17:00 UTC, i.e. 02:00 JST."),
    ("Horarios en hora de Madrid, nunca en UTC.", "Empieza a las 15:00 UTC (17:00 en Madrid)."),
    ("Uhrzeiten bitte in MEZ, nicht in UTC.", "Start ist um 09:00 Uhr MEZ, also 08:00 UTC."),
    ("Donne les heures en heure de Paris, pas en UTC.", "Début à 10h00 UTC, soit 12h00 heure de Paris."),
    # a closing offer the rule quotes among the endings it bans, question mark or not
    ("don't finish with a question like 'shall I...?' or 'let me know if...'",
     "Use four workers. Let me know if you want a config file."),
    ("Beende Antworten nicht mit einer Frage wie 'Soll ich…' oder 'Sag Bescheid, wenn…'.",
     "Nimm vier Worker. Sag Bescheid, wenn du mehr brauchst."),
    # an apology after an interjection, or trailing its sentence
    ("Never apologise.", "Whoops, sorry! The flag is -r, not -R."),
    ("No apologies, please.", "That link is gone, sorry. Use the mirror instead."),
    ("Never apologise.", "My bad, the flag is -r."),
    ("Entschuldige dich nie.", "Ups, sorry! Die Seite ist umgezogen."),
    # praise of the question as a bare exclamation
    ("Don't compliment my questions.", "Nice one! A 404 means the page is missing."),
]

OBEYED = [
    ("Times in JST please, never UTC.", "The deploy runs at 02:00 JST."),
    ("Times in JST.", "The deploy runs at 17:00 UTC, which is 02:00 JST."),  # no zone refused: the conversion is fine
    ("Uhrzeiten bitte in MEZ, nicht in UTC.", "Der Log zeigt `2024-03-01T08:00:00Z`; das war 09:00 Uhr MEZ."),
    ("don't finish with a question like 'shall I...?' or 'let me know if...'", "Use four workers."),
    ("Never apologise.", "The project was in a sorry state, so we rewrote it."),
    ("No apologies, please.", "You never need to say sorry. Here is the fix."),
    ("Never apologise.", "Some people say they are sorry too often."),
    ("Don't compliment my questions.", "Good one-liners exist for this: use awk."),
]


@pytest.mark.parametrize("rule,reply", BROKEN)
def test_broken(rule: str, reply: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == "broken", (rule, reply, evidence)


@pytest.mark.parametrize("rule,reply", OBEYED)
def test_not_broken(rule: str, reply: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome != "broken", (rule, reply, evidence)


KO_ZH = [
    # the honorific level asked for in an elliptical sentence, the verb left out
    ("답은 한국어로 해 주세요. 존댓말로.", "리스트는 sorted()로 정렬해. 그러면 돼.", "broken"),
    ("답은 한국어로 해 주세요. 존댓말로.", "리스트는 sorted()로 정렬합니다. 그러면 돼요.", "obeyed"),
    # a Korean hour with its part of the day is a 12-hour time
    ("시간은 24시간제로 써 주세요.", "점검은 오후 2시 반에 시작합니다.", "broken"),
    ("시간은 24시간제로 써 주세요.", "점검은 14시 30분에 시작합니다.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", KO_ZH)
def test_korean(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_chinese_hours() -> None:
    from memlock_core.compliance.conventions import times

    assert times("部署在下午3点开始，15点30分结束。") == (["15点30分"], ["下午3点"])
    assert times("大约需要3小时。") == ([], [])


SPACING = [
    # the space between an amount and its currency sign, asked for in words
    ("Prices in euros, the amount, a space, then the € sign (like 3,20 €).", "A coffee is 2,80€ there.", "broken"),
    ("Prices in euros, the amount, a space, then the € sign (like 3,20 €).", "A coffee is 2,80 € there.", "obeyed"),
    ("Preise in Euro, mit Leerzeichen zwischen Betrag und €-Zeichen (7,00 €).", "Das Ticket kostet 12€.", "broken"),
    ("Preise in Euro, mit Leerzeichen zwischen Betrag und €-Zeichen (7,00 €).", "Das Ticket kostet 12 €.", "obeyed"),
    ("Prices in EUR with the € sign after the number.", "The ticket is 12€.", "obeyed"),  # no space asked for
    # a space between number and unit: "units with a space", or the rule's examples contrasting the two
    ("Always write units with a space.", "The image is 40MB.", "broken"),
    ("Schreib 3 kg statt 3kg.", "Der Koffer wiegt 20kg.", "broken"),
    ("Schreib 3 kg statt 3kg.", "Der Koffer wiegt 20 kg.", "obeyed"),
    ("Unités avec une espace, s'il te plaît.", "La clé fait 64Go.", "broken"),
    ("Unités avec une espace, s'il te plaît.", "La clé fait 64 Go.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", SPACING)
def test_spacing(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


REGISTER = [
    # the Lei forms a "tu" rule refuses: a modal opening the reply, "se vuole", a formal imperative mid-sentence
    ("Dammi del tu, per favore.", "Può lanciare `make test`; se vuole solo un file, aggiunga il percorso.", "broken"),
    ("Dammi del tu, per favore.", "Puoi lanciare `make test`; se vuoi solo un file, aggiungi il percorso.", "obeyed"),
    ("Dammi del tu, per favore.", "Può capitare che il test fallisca la prima volta.", "not_broken"),
    # voseo refused: its present and imperative forms, the pronoun
    ("Escribe en español neutro, sin voseo.", "Si querés ver los logs, mirá el archivo `app.log`.", "broken"),
    ("Tuteame, pero nada de voseo.", "Vos tenés que reiniciar el servicio.", "broken"),
    ("Escribe en español neutro, sin voseo.", "Además, después del cambio, el interés del país sube.", "not_broken"),
    ("Escribe en español neutro, sin voseo.", "Ayer creé el archivo y lo subí al repositorio.", "not_broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", REGISTER)
def test_register(rule: str, reply: str, outcome: str) -> None:
    got = judge(rule, reply)
    assert (got[0] != "broken") if outcome == "not_broken" else got[0] == outcome, got


def test_voseo_rule_reading() -> None:
    from memlock_core.compliance.voseo import parse_voseo

    assert parse_voseo("Responde sin voseo.")
    assert parse_voseo("Nada de voseo, por favor.")
    assert not parse_voseo("Usa el voseo rioplatense.")


def test_only_the_refused_zone_breaks() -> None:
    rule = "Give me times in Paris time, not UTC."
    # a third zone named as the source of a converted time is not the refused one
    assert judge(rule, "Kick-off is 20:00 in Tokyo (JST), which is 12:00 CET in Paris.")[0] != "broken"
    assert judge(rule, "Kick-off is 11:00 UTC, which is 12:00 CET in Paris.")[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Écris en anglais dans les messages de commit, en français partout ailleurs.",
    "Commit messages in English, Spanish everywhere else.",
    "Escribe en inglés en los mensajes de commit y en español en todo lo demás.",
])
def test_commit_language_scoped(rule: str) -> None:
    # the language before "in the commit messages" is theirs; the one for "everywhere else" is the rest's
    from memlock_core.compliance.commit_message import parse_commit_rule

    spec = parse_commit_rule(rule)
    assert spec is not None and spec.language == "en", (rule, spec)
