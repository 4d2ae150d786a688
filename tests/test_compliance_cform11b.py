"""Round 11b form checks: one step per list item (step_items.py), a heading for each section (section_headings.py),
and the short lead-in a code block quoted "first" may have (code_blocks.py). Own wordings in en/fr/de/es/ja, and
look-alikes that must not be read so."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.section_headings import asks_heading_per_section
from memlock_core.compliance.step_items import step_items_token


def _outcome(rule: str, reply: str, user: str = "how do I do it?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


@pytest.mark.parametrize("rule", [
    "Numbered steps please, one step per line.",
    "each step should be a single action",
    "when you list steps, one per line",
    "une étape par ligne, numérotée",
    "Schritte nummerieren, ein Schritt pro Zeile",
    "los pasos numerados, un paso por línea",
    "手順は1行1ステップで書いて",
    "手順は番号付きで、1ステップ1行",
])
def test_step_rule_read(rule: str) -> None:
    assert step_items_token(rule) == "item:sentences:1"


@pytest.mark.parametrize("rule", [
    "each bullet one short line",
    "one command per line in the code block",
    "one item per line",
    "not one step per line, group them",
    "answer in one line",
    "put one import per line in the script",
])
def test_step_look_alikes(rule: str) -> None:
    assert step_items_token(rule) == ""


@pytest.mark.parametrize("rule,packed,single", [
    ("Numbered steps, one step per line.",
     "1. Open the settings. Then pick Network and press Save.\n2. Restart the app.",
     "1. Open the settings.\n2. Pick Network, e.g. Wi-Fi.\n3. Restart `app.exe`."),
    ("une étape par ligne, numérotée",
     "1. Ouvre le terminal. Tape la commande.\n2. Redémarre.",
     "1. Ouvre le terminal.\n2. Redémarre."),
    ("Schritte nummerieren, ein Schritt pro Zeile",
     "1. Öffne die Datei. Speichere sie danach.\n2. Starte neu.",
     "1. Öffne die Datei `config.yaml`.\n2. Starte neu."),
    ("los pasos numerados, un paso por línea",
     "1. Abre la terminal. Escribe el comando.\n2. Reinicia.",
     "1. Abre la terminal.\n2. Reinicia."),
    ("手順は番号付きで、1ステップ1行",
     "1. 設定を開きます。ネットワークを選びます。\n2. 再起動します。",
     "1. 設定を開きます。\n2. 再起動します。"),
])
def test_step_verdicts(rule: str, packed: str, single: str) -> None:
    assert _outcome(rule, packed) == "broken"
    assert _outcome(rule, single) == "obeyed"


@pytest.mark.parametrize("rule", [
    "Use a ## heading for every section.",
    "Give each section its own heading.",
    "titres ## pour chaque section",
    "jeder Abschnitt bekommt eine ##-Überschrift",
    "un encabezado ## para cada sección",
    "セクションごとに ## 見出しを付けて",
])
def test_section_rule_read(rule: str) -> None:
    assert asks_heading_per_section(rule)


@pytest.mark.parametrize("rule", [
    "Use headings to separate sections.",
    "no headings for each section, just prose",
    "Use ## headings.",
    "keep each answer short",
])
def test_section_look_alikes(rule: str) -> None:
    assert not asks_heading_per_section(rule)


@pytest.mark.parametrize("rule", [
    "Use a ## heading for every section.",
    "titres ## pour chaque section, pas de #",
    "un encabezado ## para cada sección",
])
def test_section_bold_title_broken(rule: str) -> None:
    bold = "## Setup\n\nInstall it.\n\n**Usage**\n\nRun it."
    assert _outcome(rule, bold) == "broken"
    plain = "## Setup\n\nInstall it with **pip**, then run it.\n\n## Usage\n\nRun it."
    assert _outcome(rule, plain) == "obeyed"


def test_block_first_lead_in() -> None:
    rule = "when you explain an error, quote the error line in a code block first"
    user = "I get: ModuleNotFoundError: No module named 'yaml'"
    err = "```\nModuleNotFoundError: No module named 'yaml'\n```\n"
    assert _outcome(rule, "Here is the error:\n" + err + "Install PyYAML.", user) == "obeyed"
    explained = "This happens because the package is missing from your environment:\n" + err + "Install PyYAML."
    assert _outcome(rule, explained, user) == "broken"
    rule_de = "Wenn du Fehler erklärst, zitiere zuerst die Fehlerzeile in einem Codeblock."
    assert _outcome(rule_de, "Die Meldung:\n" + err + "Installiere PyYAML.", user) == "obeyed"
    explained_de = "Das bedeutet, dass das Paket in deiner Umgebung nicht installiert ist:\n" + err
    assert _outcome(rule_de, explained_de, user) == "broken"


@pytest.mark.parametrize("rule,label,one,two", [
    ("finish every answer with a single sentence that starts with 'TL;DR:'", "TL;DR:",
     "Use a venv.\n\nTL;DR: make a venv per project, e.g. with `python -m venv .venv`.",
     "Use a venv.\n\nTL;DR: make a venv per project. Then pin your packages."),
    ("termine par une seule phrase qui commence par « En bref : »", "En bref :",
     "Le cache aide.\n\nEn bref : active le cache.",
     "Le cache aide.\n\nEn bref : active le cache. Vérifie ensuite la taille."),
    ("schließe mit einem einzigen Satz, der mit „Fazit:“ beginnt", "Fazit:",
     "Das hilft.\n\nFazit: nimm die zweite Variante.",
     "Das hilft.\n\nFazit: nimm die zweite Variante. Teste sie vorher."),
    ("termina con una sola frase que empiece por «Resumen:»", "Resumen:",
     "Sirve.\n\nResumen: usa la segunda opción.",
     "Sirve.\n\nResumen: usa la segunda opción. Pruébala antes."),
    ("最後は「結論：」で始まる一文で締めてください", "結論：",
     "理由は二つあります。\n\n結論：Bを使ってください。",
     "理由は二つあります。\n\n結論：Bを使ってください。先にテストしてください。"),
])
def test_closing_one_sentence(rule: str, label: str, one: str, two: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert "closing:sentences:1" in proposal.check.reply.part_limits
    assert _outcome(rule, one) == "obeyed"
    assert _outcome(rule, two) == "broken"


@pytest.mark.parametrize("rule", [
    "end every reply with a line starting 'TL;DR:'",  # a line, not one sentence
    "keep each sentence short and end with 'Cheers'",
])
def test_closing_look_alikes(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.reply is None or "closing:sentences:1" not in proposal.check.reply.part_limits
