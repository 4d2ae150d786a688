"""A negative quantifier with a noun and a verb states a habit; with no verb after its noun it bans (issue 22).

"Aucun dev n'utilise rm -rf ici" shares the words of "N'utilise jamais rm -rf" and passed the French mood gate as a
verbless ban ("aucun X ..."); it says what nobody here does. These stay statements in French, Spanish, Italian and
Portuguese, while the verbless bans beside them stay rules.
"""
from __future__ import annotations

import pytest

from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.rule_mood import quantified_subject

STATEMENTS = ["Aucun dev n'utilise rm -rf ici.", "Aucune équipe ne déploie le vendredi.",
              "Ningún desarrollador instala nada aquí.", "Ninguna persona despliega los viernes.",
              "Nessun dev lancia rm -rf qui.", "Nenhum dev roda rm -rf aqui."]
BANS = ["Aucun emoji dans les réponses.", "Aucun print dans le code.", "Aucune requête ne doit toucher la prod.",
        "Ningún emoji en las respuestas.", "Ningún commit directo a main.", "Nessun emoji nelle risposte.",
        "Nessuna modifica ai file generati.", "Nenhum emoji nas respostas.", "Aucun tutoiement avec les clients."]


@pytest.mark.parametrize("sentence", STATEMENTS)
def test_a_quantified_subject_with_its_verb_is_no_rule(sentence: str) -> None:
    assert not reads_as_rule_any(sentence)


@pytest.mark.parametrize("sentence", BANS)
def test_a_verbless_ban_on_a_quantifier_stays_a_rule(sentence: str) -> None:
    assert reads_as_rule_any(sentence)


def test_an_obligation_after_the_quantifier_is_no_statement() -> None:
    assert not quantified_subject("Aucune requête ne doit toucher la prod.", "fr")
    assert quantified_subject("Aucun dev n'utilise sudo ici.", "fr")
