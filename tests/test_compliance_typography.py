"""Typographic conventions and language-rule fixes of issue 21 (typography.py, reply_language.py, reply_rule.py).
Inputs written for these tests, in several languages."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance import typography as typo
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED
from memlock_core.compliance.propose import propose_check


def _verdict(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], reply, user_message=user)
    return found[0].outcome if found else NOT_APPLICABLE


def _formats(rule: str) -> set[str]:
    proposal = propose_check(rule)
    return set(proposal.check.reply.format) if proposal and proposal.check.reply else set()


# ── emphasis ─────────────────────────────────────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize(("rule", "wanted"), [
    ("Please don't put anything in bold.", {typo.NO_BOLD}),
    ("Ni gras ni italique dans tes messages.", {typo.NO_BOLD, typo.NO_ITALIC}),
    ("Bitte keine Kursivschrift und kein Fettdruck.", {typo.NO_BOLD, typo.NO_ITALIC}),
    ("Sin cursivas, por favor.", {typo.NO_ITALIC}),
    ("avoid emphasis of any kind", {typo.NO_BOLD, typo.NO_ITALIC}),
    ("太字は使わないでください", {typo.NO_BOLD}),
])
def test_emphasis_bans_are_read(rule: str, wanted: set[str]) -> None:
    assert wanted <= _formats(rule)


@pytest.mark.parametrize("rule", ["Put the key term in bold.", "Use italics sparingly.", "Don't use bold text as headings.",
                                  "Never shout in capitals for emphasis.", "bold only for warnings"])
def test_emphasis_wishes_and_other_rules_are_no_ban(rule: str) -> None:
    assert not {typo.NO_BOLD, typo.NO_ITALIC} & _formats(rule)


def test_emphasis_is_measured_outside_code() -> None:
    rule = "no bold and no italics"
    assert _verdict(rule, "The flag is **dangerous** here.") == BROKEN
    assert _verdict(rule, "That is _really_ slow on big tables.") == BROKEN
    assert _verdict(rule, "Call `my_var_name` or run `ls *.txt *.md` to list them.") == OBEYED
    assert _verdict(rule, "Steps:\n\n* open the file\n* save it") == OBEYED
    assert _verdict(rule, "```python\nx = a * b * c\n```") == NOT_APPLICABLE


# ── the serial comma ─────────────────────────────────────────────────────────────────────────────────────────────────
def test_oxford_comma_rule_and_its_refusal() -> None:
    assert typo.OXFORD_COMMA in _formats("Use the serial comma in lists of three.")
    assert typo.OXFORD_COMMA not in _formats("No Oxford comma, ever.")


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Bring a tent, a stove, and two litres of water.", OBEYED),
    ("Bring a tent, a stove and two litres of water.", BROKEN),
    ("You can pay by card, cash, or transfer.", OBEYED),
    ("You can pay by card, cash or transfer.", BROKEN),
    ("However, the tent and the stove are heavy.", NOT_APPLICABLE),
    ("If it rains, pack the tent and a tarp.", NOT_APPLICABLE),
    ("Run `a, b and c` in the shell.", NOT_APPLICABLE),
])
def test_oxford_comma_verdict(reply: str, outcome: str) -> None:
    assert _verdict("always use the serial comma", reply) == outcome


# ── Spanish accents ──────────────────────────────────────────────────────────────────────────────────────────────────
def test_spanish_accent_rule_is_read() -> None:
    assert typo.ES_ACCENTS in _formats("Escribe con todas las tildes, por favor.")
    assert typo.ES_ACCENTS in _formats("Keep the accents when you write Spanish.")


@pytest.mark.parametrize(("reply", "outcome"), [
    ("La instalación tarda poco y después la aplicación se abre sola.", OBEYED),
    ("La instalacion tarda poco y la aplicación se abre sola.", BROKEN),
    ("Es muy facil: abre el menú y pulsa el botón de la derecha.", BROKEN),
    ("Las opciones de la conexión están en el panel.", OBEYED),
    ("Guarda el fichero `conexion/ajustes.py` en la carpeta del proyecto.", NOT_APPLICABLE),
])
def test_spanish_accents_verdict(reply: str, outcome: str) -> None:
    assert _verdict("tildes siempre", reply) == outcome


# ── French typography ────────────────────────────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize(("reply", "outcome"), [
    ("Pour le vérifier : lancez la commande et regardez la sortie ; rien d'autre.", OBEYED),
    ("Pour le vérifier: lancez la commande et regardez la sortie.", BROKEN),
    ("Le mot « cache » désigne ici une copie locale des données.", OBEYED),
    ("Le mot \"cache\" désigne ici une copie locale des données.", BROKEN),
    ("Lancez `grep \"motif\" fichier.txt` puis lisez le résultat dans la console.", NOT_APPLICABLE),
    ("Voir la page https://exemple.fr/a:b pour le détail de la procédure et des options.", NOT_APPLICABLE),
])
def test_french_typography_verdict(reply: str, outcome: str) -> None:
    assert _verdict("Respecte la typographie française : espace avant les deux-points.", reply) == outcome


# ── language rules ───────────────────────────────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "Answer in German except when I ask you for a translation.",
    "Réponds toujours en espagnol, sauf si je te demande une traduction.",
    "Antworte auf Englisch, außer ich bitte dich um eine Übersetzung.",
])
def test_a_translation_exception_waives_the_rule_it_does_not_scope_it(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    when, unless = proposal.check.reply.condition("language")
    assert not when and unless == "language_request"


def test_translation_exception_in_use() -> None:
    rule = "Answer in German except when I ask you for a translation."
    assert _verdict(rule, "Le fichier est enregistré dans le dossier des téléchargements par défaut.",
                    user="Where is the file saved?") == BROKEN
    assert _verdict(rule, "Die Datei liegt standardmäßig im Ordner für Downloads auf deinem Rechner.",
                    user="Where is the file saved?") == OBEYED


def test_chinese_refusal_of_english_sentences() -> None:
    rule = "回复中不要夹杂英文句子"
    reply_ok = "这个命令会删除所有临时文件，运行之前请先备份重要数据。"
    reply_bad = "这个命令会删除所有临时文件，运行之前请先备份。Good luck with that!"
    assert _verdict(rule, reply_ok) == OBEYED
    assert _verdict(rule, reply_bad) == BROKEN


def test_japanese_reply_with_an_english_closing_sentence() -> None:
    rule = "日本語で答えてください。"
    assert _verdict(rule, "設定ファイルを開いて、ポート番号を変更してください。Let me know if it works!") == BROKEN
    assert _verdict(rule, "設定ファイル（config.yaml）を開いて、ポート番号を変更してください。") == OBEYED


def test_short_english_closing_line_of_a_french_reply() -> None:
    rule = "Réponds toujours en français."
    body = "Ouvrez les réglages et choisissez ensuite l'onglet consacré au réseau."
    assert _verdict(rule, body + "\n\nEnjoy the weekend!") == BROKEN  # French not among the identifier's candidates
    assert _verdict(rule, body + "\n\nGlad to help!") == OBEYED  # too unsure to tell


def test_polish_without_emoji() -> None:
    proposal = propose_check("Pisz po polsku, bez emoji.")
    assert proposal is not None and "no_emoji" in proposal.check.reply.format  # type: ignore[union-attr]


def test_measures_that_guard_precision() -> None:
    assert typo.emphasis_verdict(typo.NO_BOLD, "Override __init__ in the subclass and call super.")[0] == OBEYED
    assert typo.emphasis_verdict(typo.NO_ITALIC, "That is _not_ what you want.")[0] == BROKEN
    assert typo.oxford_comma_verdict("Open the file, then edit it and save it again.")[0] == NOT_APPLICABLE
    # French words in -sion are no missing Spanish accent: the reply is not Spanish
    assert typo.es_accents_verdict("La décision de la commission est prise, et la version est publiée.")[0] == NOT_APPLICABLE
