"""A source rule that only says where or how sources go speaks to replies with something to source: an opinion or a
how-to that cites nothing leaves it not applicable; a reply that cites, or states a figure, owes the placement. A rule
that demands sources keeps judging. Own sentences in English, German, French, Spanish, Portuguese and Japanese."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.source_placement import placement_only


def _outcome(rule: str, reply: str, user: str = "what do you think?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


PLACEMENT = [
    "Put the sources in a numbered list at the end.",
    "Quellenangaben bitte als Fußnoten [1], [2] und ganz unten ein Literaturverzeichnis.",
    "Mets tes sources à la fin, dans une section « Sources ».",
    "Las fuentes van al final, en una lista numerada.",
    "Coloque as referências no fim da resposta, numa lista.",
]


@pytest.mark.parametrize("rule", PLACEMENT)
def test_placement_rules_read_as_placement(rule: str) -> None:
    assert placement_only(rule)


@pytest.mark.parametrize("rule", [
    "Always end with at least one source.",
    "Füge am Ende immer eine Quelle hinzu.",
    "Donne toujours une source à la fin.",
    "回答の最後に出典を必ずつけてください。",
    "Keep answers short.",
])
def test_demands_and_other_rules_are_not_placement(rule: str) -> None:
    assert not placement_only(rule)


@pytest.mark.parametrize("rule,reply", [
    (PLACEMENT[0], "Honestly it comes down to taste; what matters is that the whole team agrees on it and sticks to it."),
    (PLACEMENT[1], "Am einfachsten schreibst du `\\footnote{...}` direkt hinter das Wort und lässt LaTeX den Rest machen."),
    (PLACEMENT[2], "C'est surtout une affaire de goût : l'important est que toute l'équipe s'y tienne au quotidien."),
    (PLACEMENT[3], "Depende del equipo; lo que importa es que el formateador lo aplique siempre de forma automática."),
])
def test_nothing_to_source_leaves_a_placement_rule_not_applicable(rule: str, reply: str) -> None:
    assert _outcome(rule, reply) == "not_applicable"


@pytest.mark.parametrize("rule,reply", [
    # a figure with no source at all: the placement is still owed
    (PLACEMENT[0], "Lisbon had about 545,000 inhabitants in 2021, a little fewer than a decade earlier."),
    # a source cited inline instead of at the end
    (PLACEMENT[3], "Según el INE, Valencia tenía unos 800.000 habitantes en 2022."),
    # a demand rule judges an uncited factual answer
    ("Füge am Ende immer eine Quelle hinzu.", "Die Zugspitze ist mit 2962 Metern der höchste Berg Deutschlands."),
])
def test_replies_with_something_to_source_still_owe_it(rule: str, reply: str) -> None:
    assert _outcome(rule, reply, "how many?") == "broken"
