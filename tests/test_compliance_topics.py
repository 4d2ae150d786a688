"""The subject domains a rule may scope itself to, read from the rule and the exchange (issue 21)."""
from __future__ import annotations

import pytest

from memlock_core.compliance.topics import in_topic, rule_topics


@pytest.mark.parametrize("clause, topics", [
    ("For medical claims, cite a guideline.", ("medical",)),
    ("For medical or legal questions, point to an official source.", ("medical", "legal")),
    ("Si tu affirmes un fait médical, donne la source.", ("medical",)),
    ("Wenn du dich auf ein Gesetz beziehst, nenne den Paragraphen.", ("legal",)),
    ("Cite a source for every factual claim about laws or regulations.", ("legal",)),
    ("Link the docs whenever you recommend a library.", ()),
])
def test_the_domain_a_rule_names(clause, topics):
    assert rule_topics(clause) == topics


@pytest.mark.parametrize("topics, user, reply, expected", [
    ("medical", "Can I take ibuprofen with paracetamol?", "Generally yes.", True),
    ("medical", "Est-ce que l'ibuprofène est dangereux pendant la grossesse ?", "Oui.", True),
    ("medical", "Best budget mechanical keyboard?", "The Keychron C3 Pro.", False),
    ("medical", "How do I convert a Word document to PDF?", "File, Save As, PDF.", False),
    ("legal", "Muss ich als Vermieter die Kaution verzinsen?", "Ja.", True),
    ("legal", "Can my landlord keep my deposit?", "No.", True),
    ("legal", "Translate 'terms and conditions' into German.", "Allgemeine Geschäftsbedingungen.", False),
    ("medical+legal", "Is it legal to record a phone call?", "Not without consent.", True),
    ("medical+legal", "How do I undo git add?", "git restore --staged FILE", False),
])
def test_whether_an_exchange_is_in_the_domain(topics, user, reply, expected):
    assert in_topic(topics, reply, user) is expected
