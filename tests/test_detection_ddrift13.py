"""Drift detection, keyword mode (round 13): live restatements a guard took for another rule or for a paste.

* a rule of the user's own after a finished request that names a document ("Check the style guide for product
  names. Reminder: keep answers short."): the colon opens the user's own sentence, not a paste of the guide
  (intro_sentence.py), while "Here is the wiki page. Rule 1: ..." and "... The rule there: ..." stay pasted;
* a place phrase ends at the verb after it ("Comments in the code must be in English"), so "the code must be" is
  not read as a place of the rule's own;
* in Japanese, Chinese and Korean a ban said as a noun ("pushは禁止です") for the pin's negated verb, when the rule
  parse read the same act, is no swapped slot; another branch or another act stays another rule;
* a date format spelled as its parts ("Tag.Monat.Jahr" for "TT.MM.JJJJ") is the value the parse compares, not a
  code name swapped for another.

Sentences written for this test in English, French, German, Spanish, Japanese and Chinese.
"""
from __future__ import annotations

import pytest
from drift_history import alive_after_chat

from memlock_core.detection.active_region import _unquote
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.slots import names


def _alive(pin: str, restated: str) -> bool:
    return alive_after_chat(pin, restated, "we worked on the shipping labels", "Next, look at the label printer.")


# --- a colon after a finished request is the user's own ----------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 80 words.", "Look at the release notes for the icon changes. Reminder: Keep replies under 80 words."),
    ("Never restart the billing worker.", "Read the runbook for the queue. Note: never restart the billing worker."),
    ("Réponds toujours en allemand.", "Vérifie le fichier de config du proxy. Rappel : Réponds toujours en allemand."),
    ("Antworte immer auf Spanisch.", "Schau dir die Logs vom Cron-Job an. Wichtig: Antworte immer auf Spanisch."),
])
def test_a_rule_after_a_request_naming_a_document_is_the_users_own(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("text", [
    "Here is the wiki page. Rule 1: never restart the billing worker.",
    "Check the team wiki page. The rule there: never restart the billing worker.",
    "From the ops handbook: never restart the billing worker.",
    "Voici le fichier du wiki. Règle : ne jamais redémarrer le worker.",
])
def test_a_paste_intro_still_cuts_the_pasted_text(text: str) -> None:
    assert "restart" not in _unquote(text) and "redémarrer" not in _unquote(text)


@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 80 words.", "Read the style guide for headings. It says: keep replies under 80 words."),
    ("Never restart the billing worker.", "Here is the ops page. Rule 4: never restart the billing worker."),
])
def test_a_pasted_rule_after_a_source_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a place phrase ends at its verb ---------------------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("Write all code comments in German.", "Comments in the code should be in German, even when we chat in English."),
    ("Write all docstrings in German.", "Docstrings in the code must be in German."),
])
def test_a_verb_after_a_place_ends_it(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Write all code comments in Spanish.", "Comments in the Go code must be in Spanish."),
    ("Write all code comments in Spanish.", "Comments in the code must be in French."),
    ("Use metric units in every answer.", "Units in the CSV export must be metric."),
])
def test_a_place_of_the_units_own_still_narrows_it(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- a ban said as a noun in scripts without spaces ------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("developブランチに直接プッシュしないでください。", "developへの直接のpushは禁止です。"),
    ("生产数据库不要直接修改。", "生产数据库禁止直接修改。"),
])
def test_a_ban_said_as_a_noun_is_the_same_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("developブランチに直接プッシュしないでください。", "releaseへの直接のpushは禁止です。"),
    ("developブランチに直接プッシュしないでください。", "developブランチの削除は禁止です。"),
    ("生产数据库不要直接修改。", "生产数据库不要直接删除。"),
    ("生产数据库不要直接修改。", "生产数据库禁止直接删除。"),
    ("金曜日には本番にデプロイしないでください。", "月曜日には本番にデプロイしないでください。"),
])
def test_another_branch_or_act_said_as_a_ban_noun_stays_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- a date format spelled as its parts ------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["Datum als TT.MM.JJJJ", "Fecha en DD/MM/AAAA", "dates as day/month/year",
                                  "Datum im Format Tag.Monat.Jahr", "ISO: YYYY-MM-DD"])
def test_a_date_format_is_no_code_name(text: str) -> None:
    assert names(text) == frozenset()


@pytest.mark.parametrize("text,name", [("Never edit config/prod.yaml.", "config/prod.yaml"),
                                       ("Deploy with deploy_tool.sh only.", "deploy_tool.sh")])
def test_a_path_is_still_a_code_name(text: str, name: str) -> None:
    assert name in names(text)


def test_a_date_format_in_its_parts_restates_the_pin() -> None:
    assert same_rule("Schreibe Datumsangaben immer im Format TT.MM.JJJJ.", "Daten bitte immer als Tag.Monat.Jahr.")
    assert not same_rule("Schreibe Datumsangaben immer im Format TT.MM.JJJJ.", "Daten bitte immer als JJJJ-MM-TT.")
