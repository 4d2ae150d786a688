"""Recall of reply-form rules (round 8, cform): small numbers spelled out in prose, kaomoji and chat asides under an
emoticon ban, every ``-m`` of a commit and gitmoji shortcodes, a currency refusal over a list, imperial units with
no figure, decimals before a scale word, the serial comma after an opening aside, a month/day slash date in
Japanese, clock times in files a tool writes. Each has harmless look-alikes that must not be flagged. Every wording
was written for this test, none copied from a set."""
from __future__ import annotations

from typing import Any

import pytest
from compliance_judge import judge, proposed_reply_check

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check


def _call(rule: str, tool: str, args: Any) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    return verdicts[0].outcome if verdicts else "not_applicable"


SPELL = [
    # English: counts in figures break it; measurements, versions, names, code, list markers do not
    ("Spell out numbers from one to nine in running text; digits are fine for measurements.",
     "You only need 4 steps to get there.", "broken"),
    ("Spell out numbers from one to nine in running text; digits are fine for measurements.",
     "You only need four steps; the image is 8 MB and needs Python 3.11.", "obeyed"),
    ("Spell out numbers from one to nine in running text; digits are fine for measurements.",
     "Use `range(5)` in the loop and wait 2 seconds between tries.", "not_applicable"),
    ("Spell out numbers from one to nine in running text; digits are fine for measurements.",
     "1. Open the file\n2. Save it\n\nSee PEP 8 and step 3 of the guide.", "not_applicable"),
    ("write numbers under ten as words", "Between 3 and 15 replicas are typical.", "not_applicable"),
    # French, German, Spanish, Japanese rules and replies
    ("écris les nombres de un à neuf en toutes lettres", "Il y a 3 options possibles.", "broken"),
    ("écris les nombres de un à neuf en toutes lettres", "Il y a trois options, et le disque fait 5 Go.", "obeyed"),
    ("Zahlen bis zwölf bitte ausschreiben", "Du brauchst 7 Schritte dafür.", "broken"),
    ("Zahlen bis zwölf bitte ausschreiben", "Du brauchst sieben Schritte, das Paket wiegt 2 kg.", "obeyed"),
    ("escribe con letras los números menores de diez", "Hay 3 formas de hacerlo.", "broken"),
    ("escribe con letras los números menores de diez", "Hay tres formas; tarda 5 minutos.", "obeyed"),
    ("一から九までの数は漢数字で書いてください", "方法は3つあります。", "broken"),
    ("一から九までの数は漢数字で書いてください", "方法は三つあります。所要時間は5分です。", "obeyed"),
]

KAOMOJI = [
    ("絵文字も顔文字（^^ や (笑) など）も使わないで", "それは大変でしたね (笑) また聞いてください。", "broken"),
    ("絵文字も顔文字（^^ や (笑) など）も使わないで", "設定できました、よかったですね^^", "broken"),
    ("絵文字も顔文字（^^ や (笑) など）も使わないで", "今日は寒いですね ☃️", "broken"),
    ("絵文字も顔文字（^^ や (笑) など）も使わないで", "`^` は排他的論理和です。`2 ^ 3` は `1` です。", "obeyed"),
    ("絵文字も顔文字（^^ や (笑) など）も使わないで", "幅 (w) と高さ (h) を指定します。東京（とうきょう）です。", "obeyed"),
    ("no emoji and no emoticons or kaomoji like (笑)", "了解です（汗）すぐ直します。", "broken"),
    ("pas d'emoji ni d'émoticônes", "C'est réglé (笑) enfin presque.", "broken"),
]

CURRENCY = [
    ("prices in GBP with the £ sign, no dollars or euros", "The board costs £45, or $55 in the US.", "broken"),
    ("prices in GBP with the £ sign, no dollars or euros", "The board costs about £45.", "obeyed"),
    ("prix en euros, ni dollars ni livres", "Le forfait coûte 12 € par mois, soit 13 $.", "broken"),
    ("prix en euros, ni dollars ni livres", "Le forfait coûte 12 € par mois.", "obeyed"),
    ("Preise in Euro, keine Dollar oder Pfund", "Das kostet 20 $ im Monat.", "broken"),
    ("precios en euros, no en dólares ni libras", "Cuesta 30 € al mes.", "obeyed"),
]

UNITS = [
    ("metric units only", "Carry 2 L of water, a bit over half a gallon.", "broken"),
    ("metric units only", "Carry 2 L of water and walk 10 km.", "obeyed"),
    ("metric pls, no miles", "A gentle pace is 7 minutes per km, about 11 minutes per mile.", "broken"),
    ("nur metrische Einheiten", "Das sind etwa 2 km, also eine halbe Meile.", "broken"),
    ("solo sistema métrico", "Son unos 800 m, media milla más o menos.", "broken"),
    ("Velocidades sempre em km/h, nada de mph nem nós.", "Voa a 800 km/h, cerca de 430 nós.", "broken"),
    ("Velocidades sempre em km/h, nada de mph nem nós.", "Nós chegamos a 800 km/h.", "obeyed"),
    # look-alikes: an idiom, money, a metric half
    ("metric units only", "She went the extra mile: 3 km on foot.", "obeyed"),
    ("metric units only", "Half a litre is 500 ml.", "obeyed"),
]

DECIMALS = [
    ("números em formato português: vírgula decimal e ponto nos milhares (1.234,56)",
     "A cidade tem 2.9 milhões de habitantes.", "broken"),
    ("números em formato português: vírgula decimal e ponto nos milhares (1.234,56)",
     "A cidade tem 2,9 milhões de habitantes.", "obeyed"),
    ("virgule décimale svp (3,5 km et pas 3.5 km)", "Comptez 1.5 h de marche.", "broken"),
    ("virgule décimale svp (3,5 km et pas 3.5 km)", "Comptez 1,5 h de marche, avec Python 3.12.", "obeyed"),
    ("Dezimalkomma bitte", "Der Umsatz lag bei 4.2 Mio. Euro.", "broken"),
]

OXFORD = [
    ("always use the oxford comma", "For logs, try Loki, Elastic or Splunk.", "broken"),
    ("always use the oxford comma", "For logs, try Loki, Elastic, or Splunk.", "obeyed"),
    ("always use the oxford comma", "However, you can read and write it.", "not_applicable"),
]

TABLE_EMOJI = [
    ("pas d'emoji sauf ✅/❌ dans les tableaux de statut", "Le build ✅ passe, le déploiement ❌ non.", "broken"),
    ("pas d'emoji sauf ✅/❌ dans les tableaux de statut", "| Étape | État |\n|---|---|\n| build | ✅ |\n| déploiement | ❌ |",
     "obeyed"),
    ("no emojis, except ✅ in tables", "| step | state |\n|---|---|\n| build | 🚀 |", "broken"),
    ("keine Emojis außer ✅ in Tabellen", "Alles erledigt ✅", "broken"),
    ("sin emojis salvo ✅ en las tablas", "| paso | estado |\n|---|---|\n| tests | ✅ |", "obeyed"),
]

KANJI_DATE = [
    ("日付は「2024年3月5日」のように書いて", "- 開始：2025年4月1日\n- 締切：4/30", "broken"),
    ("日付は「2024年3月5日」のように書いて", "- 開始：2025年4月1日\n- 確率は 1/2 の割合です", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", SPELL + KAOMOJI + CURRENCY + UNITS + DECIMALS + OXFORD + TABLE_EMOJI
                         + KANJI_DATE)
def test_form(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule", ["don't spell out numbers, use digits", "numbers always as digits",
                                  "Zahlen nicht ausschreiben", "Pick the numbers from the table"])
def test_not_a_spell_out_rule(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert not any(f.startswith("spell_numbers") for f in check.get("format", [])), check


@pytest.mark.parametrize("rule,command,outcome", [
    ("no emoji in commit messages", 'git commit -m "Release 2.0" -m "Thanks all 🎉"', "broken"),
    ("no emoji in commit messages", 'git commit -m "Release 2.0" -m "Thanks all"', "obeyed"),
    ("pas d'émojis dans les messages de commit", 'git commit -m ":sparkles: ajoute l\'export"', "broken"),
    ("pas d'émojis dans les messages de commit", 'git commit -m "fix: corrige le port 8080:80"', "obeyed"),
    ("keine Emojis in Commit-Nachrichten", 'git commit -m "Fix: Login" -m "Siehe :bug: im Tracker"', "broken"),
    ("Sin emojis en los mensajes de commit", 'git commit -m "docs: actualiza README" -m "Ver http://x.io:8080/a:b"', "obeyed"),
])
def test_commit_messages(rule: str, command: str, outcome: str) -> None:
    assert _call(rule, "Bash", {"command": command}) == outcome


@pytest.mark.parametrize("path,content,outcome", [
    ("docs/hours.md", "Open 9am – 5pm on weekdays.", "broken"),
    ("docs/hours.md", "Open 09:00–17:00 on weekdays.", "obeyed"),
    ("bot/messages.yml", 'reminder: "Standup at 9:30am"\n', "broken"),
    ("bot/messages.yml", 'reminder: "Standup at 09:30"\nsince: 2024-01-05\n', "obeyed"),
])
def test_clock_in_written_files(path: str, content: str, outcome: str) -> None:
    assert _call("24-hour clock, never am/pm", "Write", {"file_path": path, "content": content}) == outcome


@pytest.mark.parametrize("rule,user,reply,outcome", [
    ("医療や法律の情報には必ず出典のリンクを付けて", "薬の副作用は？", "主な副作用は眠気と口の渇きです。", "broken"),
    ("医療や法律の情報には必ず出典のリンクを付けて", "薬の副作用は？",
     "主な副作用は眠気です（https://www.pmda.go.jp/）。", "obeyed"),
    ("医療や法律の情報には必ず出典のリンクを付けて", "おすすめの本は？", "『独習Python』がおすすめです。", "not_applicable"),
    ("geef altijd een bron (link) bij medische informatie", "Hoeveel tabletten mag ik nemen?",
     "Maximaal 6 tabletten van 500 mg per dag.", "broken"),
])
def test_topic_scoped_sources(rule: str, user: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, judge(rule, reply, user)


@pytest.mark.parametrize("rule,path,content,outcome", [
    ("Zeiten immer in UTC angeben", "status/wartung.md", "Wartung: 22 Uhr (Berlin)", "broken"),
    ("Zeiten immer in UTC angeben", "status/wartung.md", "Wartung: 2025-04-12, 22:00–23:30 UTC", "obeyed"),
    ("times always in UTC", "config/app.yaml", 'since: 2024-01-05\nretries: 3\n', "not_applicable"),
    ("Toujours donner les heures en heure de Paris, pas en UTC.", "annonces/live.md", "Début : 18:00 UTC", "broken"),
    ("Toujours donner les heures en heure de Paris, pas en UTC.", "annonces/live.md", "Début : 18:00 (heure de Paris)",
     "obeyed"),
    ("Horas siempre en UTC", "avisos/corte.md", "Corte: 23:00 UTC", "obeyed"),
    ("時刻は必ずUTCで書いて", "docs/maintenance.md", "メンテナンス：22:00 UTC から", "obeyed"),
])
def test_time_zones_in_written_files(rule: str, path: str, content: str, outcome: str) -> None:
    assert _call(rule, "Write", {"file_path": path, "content": content}) == outcome


@pytest.mark.parametrize("rule,reply,outcome", [
    ("Sources as numbered footnotes [1], [2] at the end",
     "Bloom filters give false positives only [1]. See also (https://example.org/bloom).\n\n[1] https://en.wikipedia.org/wiki/Bloom_filter",
     "broken"),
    ("Sources as numbered footnotes [1], [2] at the end",
     "Bloom filters give false positives only [1], never false negatives [2].\n\n[1] https://en.wikipedia.org/wiki/Bloom_filter\n"
     "[2] https://example.org/bloom", "obeyed"),
    ("Quellen bitte als nummerierte Fußnoten [1], [2] am Ende",
     "Python 3.13 bringt einen neuen Interpreter [1] (siehe https://docs.python.org/3/whatsnew/3.13.html).\n\n"
     "[1] https://docs.python.org/3/", "broken"),
    ("Sources en notes numérotées [1], [2] à la fin",
     "Le GIL sera optionnel [1].\n\n[1] https://peps.python.org/pep-0703/", "obeyed"),
])
def test_footnotes_and_inline_links(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule,path,content,outcome", [
    ("american spelling pls, we're a US company", "src/strings/en-US.json", '{"save": "Save to favourites"}', "broken"),
    ("american spelling pls, we're a US company", "src/strings/en-US.json", '{"save": "Save to favorites"}', "obeyed"),
    ("British spelling please", "locales/en-GB.yml", "title: Choose a color\n", "broken"),
    ("British spelling please", "config/theme.yml", "color: red\nretries: 3\n", "not_applicable"),
])
def test_spelling_in_strings_files(rule: str, path: str, content: str, outcome: str) -> None:
    assert _call(rule, "Write", {"file_path": path, "content": content}) == outcome


@pytest.mark.parametrize("rule,reply,outcome", [
    # a ban on emoji in what a program prints speaks of the code, not of the chat
    ("sin emojis en los mensajes de log ni en la salida de la CLI", "¡De nada! 🙌 Avísame si falla.", "not_applicable"),
    ("sin emojis en los mensajes de log ni en la salida de la CLI", "```python\nprint(\"🚀 Listo\")\n```", "broken"),
    ("no emoji in log messages or CLI output", "Glad it worked 🎉", "not_applicable"),
    ("no emoji in log messages or CLI output", "```python\nlogger.info(\"done 🎉\")\n```", "broken"),
    ("pas d'emoji dans les logs", "```python\nlogger.info(\"terminé\")\n```", "obeyed"),
    ("keine Emojis in Log-Meldungen", "Super, das klappt 👍", "not_applicable"),
])
def test_emoji_in_program_output(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_emoji_in_program_output_written() -> None:
    rule = "no emoji in log messages or CLI output"
    assert _call(rule, "Edit", {"file_path": "cli/main.py", "old_string": "return 0",
                                "new_string": "print(\"🚀 done\")\nreturn 0"}) == "broken"
    assert _call(rule, "Edit", {"file_path": "cli/main.py", "old_string": "return 0",
                                "new_string": "logger.info(\"done in %.1f s\", t)\nreturn 0"}) == "obeyed"


@pytest.mark.parametrize("rule,expected", [
    ("Zahlen in Worten, nicht als Ziffern", True), ("escribe los números en cifras, no con letras", False),
    ("écris les nombres en chiffres, pas en lettres", False), ("漢数字ではなく算用数字で書いて", False),
    ("数字は漢数字で", True),
])
def test_spell_out_polarity(rule: str, expected: bool) -> None:
    check = proposed_reply_check(rule) or {}
    assert any(f.startswith("spell_numbers") for f in check.get("format", [])) == expected, check
