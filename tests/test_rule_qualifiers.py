"""Same rule or another (issue 22) where the rule parse reads the action and not its place, order or condition:
a narrower place ("in the Makefile"), the pin's two steps in the other order ("the explanation first, then the
final answer"), and the pin's action under another condition ("during business hours" for "without a backup").
Each makes another rule; the pin's own qualifier said again, a softener or a wider restatement does not.
Sentences written for this test."""
from __future__ import annotations

import pytest

from memlock_core.detection.neighbour import narrower, other_condition
from memlock_core.detection.rule_identity import different_rule, same_rule, says_other
from memlock_core.detection.shortened import order_reversed

NARROWER_PLACE = [
    ("Always use spaces for alignment.", "Always use spaces for alignment in the Dockerfile."),
    ("Always use spaces for alignment.", "Use spaces for alignment in this config file."),
    ("Usa siempre espacios para la alineación.", "Usa siempre espacios para la alineación en el Dockerfile."),
    ("Utilise toujours des espaces pour l'alignement.", "Utilise toujours des espaces pour l'alignement dans le Dockerfile."),
    ("Verwende immer Leerzeichen zur Ausrichtung.", "Verwende immer Leerzeichen zur Ausrichtung im Dockerfile."),
]
SAME_PLACE = [
    ("Always use spaces for alignment.", "Please always use spaces for alignment."),
    ("Always use spaces for alignment.", "Always use spaces for alignment in the codebase."),
    ("Always use spaces for alignment.", "Use spaces for alignment in your replies, always."),
    ("Always use spaces for alignment in the Dockerfile.", "Please use spaces for alignment in the Dockerfile."),
    ("Reply in bullet points.", "Always reply in bullet points in this chat."),
]


@pytest.mark.parametrize(("pin", "unit"), NARROWER_PLACE)
def test_a_definite_place_narrows_the_rule(pin: str, unit: str) -> None:
    assert narrower(pin, unit)
    assert different_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), SAME_PLACE)
def test_any_reply_the_project_or_the_pins_own_place_narrows_nothing(pin: str, unit: str) -> None:
    assert not narrower(pin, unit)
    assert not different_rule(pin, unit)


def test_a_manner_after_in_is_no_place() -> None:
    assert not narrower("Write the summary for the team.", "Write the summary for the team in bullet points.")


OTHER_ORDER = [
    ("Always give the short answer first, then the details.", "Always give the details first, then the short answer."),
    ("Show the diff first, then explain it.", "Explain it first, then show the diff."),
    ("Show the diff before the explanation.", "Show the explanation first, then the diff."),
    ("Muestra primero el resumen y luego los detalles.", "Muestra primero los detalles y luego el resumen."),
    ("Donne d'abord le résumé, puis les détails.", "Donne d'abord les détails, puis le résumé."),
    ("Zuerst die Zusammenfassung, dann die Details.", "Zuerst die Details, dann die Zusammenfassung."),
    ("要約を先に、詳細を後に書いてください。", "詳細を先に、要約を後に書いてください。"),
    ("テストを書いてから実装してください。", "実装してからテストを書いてください。"),
]
SAME_ORDER = [
    ("Always give the short answer first, then the details.", "Short answer first, then the details, please."),
    ("Always give the short answer first, then the details.", "Give the short answer before the details."),
    ("Always give the short answer first, then the details.", "Details after the short answer."),
    ("Zuerst die Zusammenfassung, dann die Details.", "Bitte zuerst die Zusammenfassung, dann die Details."),
    ("テストを書いてから実装してください。", "実装の前にテストを書いてください。"),
]


@pytest.mark.parametrize(("pin", "unit"), OTHER_ORDER)
def test_the_same_steps_in_the_other_order_are_another_rule(pin: str, unit: str) -> None:
    assert order_reversed(pin, unit)
    assert different_rule(pin, unit)
    assert says_other(pin, unit)
    assert not same_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), SAME_ORDER)
def test_the_same_order_said_another_way_is_kept(pin: str, unit: str) -> None:
    assert not order_reversed(pin, unit)


def test_a_unit_that_says_no_order_is_left_to_the_other_checks() -> None:
    assert not order_reversed("Show the diff first, then explain it.", "Always show the diff.")


OTHER_CONDITION = [
    ("Never run database migrations without a backup.", "Never run database migrations during business hours."),
    ("Never run database migrations without a backup.", "Never run database migrations on Fridays."),
    ("Never restart the workers during a deploy.", "Never restart the workers without a ticket."),
    ("Ne lance jamais de migrations sans sauvegarde.", "Ne lance jamais de migrations pendant les heures de bureau."),
    ("Führe Migrationen nie ohne Backup aus.", "Führe Migrationen nie während der Geschäftszeiten aus."),
    ("Nunca ejecutes migraciones sin una copia de seguridad.", "Nunca ejecutes migraciones en horario laboral."),
    ("バックアップなしでマイグレーションを実行しないでください。", "営業時間中はマイグレーションを実行しないでください。"),
]
SAME_CONDITION = [
    ("Never run database migrations without a backup.", "Never run database migrations without a backup."),
    ("Never run database migrations without a backup.", "Please never run database migrations without a backup, ok?"),
    ("Never run database migrations without a backup.", "Never run database migrations without backing up first."),
    ("Never run database migrations without a backup.", "Never run database migrations without a backup, even if I ask."),
    ("Never run database migrations without a backup.", "Never run database migrations."),  # wider: may stay alive
    ("Never run database migrations without a backup.",
     "Never run database migrations without a backup. When you're done, tell me."),
    ("Always use spaces for alignment.", "Always use spaces for alignment when possible."),
    ("Ne lance jamais de migrations sans sauvegarde.", "Ne lance jamais de migrations sans sauvegarde, s'il te plaît."),
    ("Führe Migrationen nie ohne Backup aus.", "Führe Migrationen bitte nie ohne Backup aus."),
    ("Nunca ejecutes migraciones sin una copia de seguridad.", "Por favor, nunca ejecutes migraciones sin una copia de seguridad."),
    ("バックアップなしでマイグレーションを実行しないでください。", "バックアップなしでマイグレーションを実行しないで。"),
]


@pytest.mark.parametrize(("pin", "unit"), OTHER_CONDITION)
def test_the_action_under_another_condition_is_another_rule(pin: str, unit: str) -> None:
    assert other_condition(pin, unit)
    assert different_rule(pin, unit)
    assert not same_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), SAME_CONDITION)
def test_the_pins_own_condition_a_softener_or_none_is_no_other_condition(pin: str, unit: str) -> None:
    assert not other_condition(pin, unit)


def test_a_restatement_with_the_same_condition_stays_the_same_rule() -> None:
    pin = "Never run database migrations without a backup."
    assert same_rule(pin, "Please never run database migrations without a backup.")
    assert not different_rule(pin, "Please never run database migrations without a backup.")


@pytest.mark.parametrize("unit", ["When you write pandas code, use snake_case for variable names.",
                                  "Ask before installing anything new, without asking twice."])
def test_a_scene_setting_clause_or_a_consent_is_no_other_condition(unit: str) -> None:
    assert not other_condition("Use snake_case for variable names.", unit)
    assert not other_condition("Always ask before installing new dependencies.", "no installing anything new without asking")


def test_a_topic_word_put_in_front_is_no_other_order() -> None:
    assert not order_reversed("Always ask before installing new dependencies.",
                              "Dependencies: ask me before installing anything new")
    assert not order_reversed("Always ask before installing new dependencies.",
                              "Dependencies, ask me before installing anything new")


def test_the_pin_said_verbatim_with_a_short_word_in_its_condition_is_the_same_rule() -> None:
    pin = "Never run database migrations against production without my explicit go-ahead."
    assert not other_condition(pin, pin)
    assert not other_condition(pin, "To be clear for the rest of the day: " + pin)
    assert not different_rule(pin, pin)


@pytest.mark.parametrize("unit", ["Always use spaces for alignment in Dockerfiles.", "Use spaces for alignment in Python.",
                                  "Usa siempre espacios para la alineación en Go."])
def test_a_name_after_in_is_a_place(unit: str) -> None:
    pin = "Usa siempre espacios para la alineación." if unit.startswith("Usa") else "Always use spaces for alignment."
    assert narrower(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), [
    ("Reply in bullet points.", "Reply in bullet points in Spanish."),
    ("Write the summary for the team.", "Write the summary for the team in Markdown."),
    ("Answer in Spanish.", "Always answer in Spanish."),
])
def test_a_language_or_a_format_after_in_is_a_manner(pin: str, unit: str) -> None:
    assert not narrower(pin, unit)


# ── one function per reading (the word-by-word swap readings merged in) ──────────────────────────────
@pytest.mark.parametrize("pin,unit", [
    ("Never restart the web servers while a deploy is running.", "Never restart the web servers unless a deploy is running."),
    ("Ne redémarre jamais les serveurs pendant un déploiement.", "Ne redémarre jamais les serveurs après un déploiement."),
])
def test_a_condition_head_swapped_in_the_same_frame_is_another_condition(pin: str, unit: str) -> None:
    assert other_condition(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Run the linter before you commit.", "Commit, then run the linter."),
    ("Ejecuta las pruebas antes de subir los cambios.", "Sube los cambios antes de ejecutar las pruebas."),
])
def test_the_two_steps_said_the_other_way_round_are_another_order(pin: str, unit: str) -> None:
    assert order_reversed(pin, unit)


def test_the_same_order_said_another_way_is_no_reversal() -> None:
    assert not order_reversed("Run the linter before you commit.", "Run the linter first, then commit.")
