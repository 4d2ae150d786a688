"""Empty openers by their structure (openers.py): praise of the user's work, an announcement of the answer, glad-to-
help, under rules against filler or compliments, in several languages; the look-alikes that open with content.
Wordings written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance import tone
from memlock_core.compliance.openers import ACKNOWLEDGEMENT, ANNOUNCEMENT, PRAISE, empty_opener
from tests.compliance_judge import judge


@pytest.mark.parametrize("line, kind", [
    ("Clever idea to memoise the parser! The key misses the locale, though.", PRAISE),
    ("Your refactor is really clean. One thing: the loop copies the list.", PRAISE),
    ("Quelle bonne idée d'utiliser un index ! Attention au verrou.", PRAISE),
    ("Ta solution est très élégante, bravo. Il manque un test.", PRAISE),
    ("Gute Idee, einen Cache zu nehmen! Der Schlüssel fehlt aber.", PRAISE),
    ("Dein Ansatz ist wirklich sauber. Nur die Schleife kopiert.", PRAISE),
    ("¡Qué buena idea usar una cola! Pero falta el reintento.", PRAISE),
    ("Tu código está muy limpio, enhorabuena. Falta un test.", PRAISE),
    ("素晴らしいアイデアですね！ただしキーにロケールがありません。", PRAISE),
    ("You obviously know your way around Docker, nice. The layer cache ...", PRAISE),
    ("Here's the explanation you asked for. The cache is keyed on the path.", ANNOUNCEMENT),
    ("Voici la réponse à ta question : le port est 5432.", ANNOUNCEMENT),
    ("Hier ist die Erklärung: der Port ist 5432.", ANNOUNCEMENT),
    ("Aquí tienes la explicación. El puerto es 5432.", ANNOUNCEMENT),
    ("以下が回答です。ポートは5432です。", ANNOUNCEMENT),
    ("To answer your question, the port is 5432.", ANNOUNCEMENT),
    ("Je vais t'expliquer. Le port est 5432.", ANNOUNCEMENT),
    ("Gerne helfe ich dir! Der Port ist 5432.", ACKNOWLEDGEMENT),
    ("Con mucho gusto: el puerto es 5432.", ACKNOWLEDGEMENT),
    ("喜んでお手伝いします。ポートは5432です。", ACKNOWLEDGEMENT),
])
def test_an_opener_with_no_content_is_read_by_its_shape(line: str, kind: str) -> None:
    found = empty_opener(line)
    assert found and found[0] == kind, (line, found)


@pytest.mark.parametrize("line", [
    "A good approach is to memoise the parser per locale.",
    "A clean solution is a dict keyed on the locale.",
    "Your code is correct, but the loop copies the list.",
    "This approach works well for large files because it streams them.",
    "Une bonne approche consiste à mettre un index.",
    "Die Lösung ist, den Cache nach Locale zu trennen.",
    "La respuesta corta: sí, con un índice parcial.",
    "Here's the fix:",
    "Here's a draft:",
    "Voici le code corrigé :",
    "Cook the steak until it is well done.",
    "The answer is 5432.",
    "ポートは5432です。",
    "Bravo is the letter B in the NATO alphabet.",
])
def test_an_opener_with_content_is_left_alone(line: str) -> None:
    assert empty_opener(line) is None, line


@pytest.mark.parametrize("rule", [
    "don't begin answers with 'Sure!' or any similar acknowledgement",
    "Never open with 'Of course!' or that kind of opener.",
    "Ne commence pas tes réponses par « Bien sûr » ou quoi que ce soit de similaire.",
    "Fang Antworten nie mit 'Klar!' oder ähnlichem an.",
    "No empieces las respuestas con '¡Claro!' ni nada parecido.",
    "don't start replies with 'Great question' or any 'Absolutely!' type opener",
])
def test_quoted_acknowledgements_with_a_kind_word_ban_the_kind(rule: str) -> None:
    assert tone.parse_filler(rule), rule


@pytest.mark.parametrize("rule", [
    "Never start a reply with 'Great question' or 'Certainly'.",  # a closed list: the words, not the kind
    "Start every answer with 'Sure!' or a similar greeting.",  # asked for, not refused
])
def test_quoted_openers_without_a_refused_kind_are_no_filler_ban(rule: str) -> None:
    assert not tone.parse_filler(rule), rule


@pytest.mark.parametrize("rule, reply, outcome", [
    ("don't begin answers with 'Sure!' or any similar acknowledgement", "Happy to help! Use `ls -a`.", "broken"),
    ("don't begin answers with 'Sure!' or any similar acknowledgement", "Use `ls -a`.", "obeyed"),
    ("No compliments on my code, get to the point.", "Your function is beautifully written. Rename `x`.", "broken"),
    ("No compliments on my code, get to the point.", "Rename `x`; the rest reads well.", "obeyed"),
    ("Pas de compliments, va droit au but.", "Très bonne idée d'utiliser un cache ! Mais la clé ...", "broken"),
    ("Pas de compliments, va droit au but.", "La clé du cache n'inclut pas l'utilisateur.", "obeyed"),
    ("Keine Einleitung, direkt zur Sache.", "Hier ist die Antwort: nimm `ls -a`.", "broken"),
    ("Keine Einleitung, direkt zur Sache.", "Nimm `ls -a`.", "obeyed"),
    ("Sin rodeos ni introducciones, ve al grano.", "Aquí tienes la respuesta. Usa `ls -a`.", "broken"),
    ("前置きなしで答えて。", "以下が回答です。`ls -a` を使います。", "broken"),
    ("前置きなしで答えて。", "`ls -a` を使います。", "obeyed"),
    ("Don't open with 'Great question' or any other flattery.", "Smart approach! The cache still needs a TTL.", "broken"),
    ("Don't open with 'Great question' or any other flattery.", "A smart approach is a cache with a TTL.", "obeyed"),
])
def test_replies_under_opener_rules(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply, judge(rule, reply))


@pytest.mark.parametrize("rule", [
    "Évite les entrées en matière du genre « Excellente question ! », réponds directement.",
    "No arranques con '¡Por supuesto!' ni nada por el estilo.",
    "「いい質問ですね」みたいな前置きはいらない",
    "skip the 'Absolutely!'-style openers, answer right away",
])
def test_more_wordings_of_a_filler_ban(rule: str) -> None:
    assert judge(rule, "Happy to help! Use `ls`.")[0] == "broken", rule
    assert judge(rule, "Use `ls`.")[0] == "obeyed", rule
