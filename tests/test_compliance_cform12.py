"""Round 12 form checks: heading rules (H1 banned with a start level, headings refused in capitals, Russian and
Turkish heading words, doc-file scopes), code rules (spaces against tabs, wildcard imports, semicolons asked for
in JS/TS). Own wordings in several languages, and look-alikes that must not be read so."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.heading_caps import in_capitals, refuses_caps
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.semicolons import asks_semicolons
from memlock_core.compliance.star_imports import refuses as refuses_star


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    return Anchor(id="p", text=rule, reminder=rule, check=proposal.check)


def _outcome(rule: str, reply: str, user: str = "how do I do it?") -> str:
    return check_reply([_anchor(rule)], reply, user_message=user)[0].outcome


def _tool_outcome(rule: str, tool: str, args: dict[str, str], user: str = "do it") -> str:
    return check_tool_call([_anchor(rule)], tool, args, user_message=user)[0].outcome


# ── heading levels: "no H1s, start at ##" ────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "no H1s please, start at ## at most. my wiki renders # as the page name",
    "pas de H1, commence à ##",
    "Keine H1-Überschriften, fang bei ## an",
    "sin H1, empieza por ##",
])
def test_h1_banned_with_start_level(rule: str) -> None:
    assert _outcome(rule, "# Setup\n\nRun the installer.") == "broken"
    assert _outcome(rule, "## Setup\n\nRun the installer.\n\n### Details\n\nMore.") == "obeyed"


def test_plural_h1s_is_a_level_not_every_heading() -> None:
    rule = "never use H1s"
    assert propose_check(rule).check.reply.heading_level == 1  # type: ignore[union-attr]
    assert _outcome(rule, "## Setup\n\nRun the installer.") != "broken"


def test_level_only_rule_kept() -> None:
    rule = "Use ## headings at most; never # or ###"
    assert _outcome(rule, "### Setup\n\nRun it.") == "broken"
    assert _outcome(rule, "## Setup\n\nRun it.") == "obeyed"


# ── headings in capitals ─────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "don't write headings in all caps",
    "no ALL-CAPS section titles, e.g. 'SETUP'",
    "pas de titres en majuscules",
    "Überschriften bitte nicht in Großbuchstaben",
    "no pongas los encabezados en mayúsculas (como 'CONFIGURACIÓN')",
    "見出しを全部大文字にしないで",
])
def test_caps_headings_rule(rule: str) -> None:
    assert refuses_caps(rule)
    assert _outcome(rule, "## CONFIGURATION STEPS\n\nEdit the file.") == "broken"
    assert _outcome(rule, "## Configuration with SSH and DNS\n\nEdit the file.") == "obeyed"
    assert _outcome(rule, "Edit the file and restart.") == "not_applicable"


@pytest.mark.parametrize("rule", [
    "headings in sentence case, only the first letter capital",
    "Title Case for headings",
    "use headings with capital letters at the start of each word",
    "write headings in all caps",
])
def test_caps_look_alikes(rule: str) -> None:
    assert not refuses_caps(rule)


def test_in_capitals() -> None:
    assert in_capitals("INSTALACIÓN")
    assert in_capitals("QUICK START")
    assert not in_capitals("API")
    assert not in_capitals("Acceso por SSH y DNS")


# ── Russian and Turkish heading words ───────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["не используй заголовки, просто текст", "без подзаголовков в ответах", "başlık kullanma"])
def test_no_headings_other_languages(rule: str) -> None:
    assert _outcome(rule, "## Шаг 1\n\nСделай так.") == "broken"
    assert _outcome(rule, "Просто сделай так.") == "obeyed"


def test_russian_headings_for_long_answers_scoped() -> None:
    rule = "используй заголовки для длинных ответов"
    assert _outcome(rule, "Да.") != "broken"


# ── a doc-file scope opening the rule ────────────────────────────────────────────────────────────────────────

def test_readme_files_scope() -> None:
    rule = "Docs files: headings in sentence case ('Quick start' not 'Quick Start')"
    bad = {"file_path": "README.md", "content": "# Tool\n\n## Quick Start\n\nRun it.\n"}
    good = {"file_path": "README.md", "content": "# Tool\n\n## Quick start\n\nRun it.\n"}
    assert _tool_outcome(rule, "Write", bad) == "broken"
    assert _tool_outcome(rule, "Write", good) == "obeyed"
    check = propose_check(rule).check.reply  # type: ignore[union-attr]
    assert check is not None and not check.no_words  # the pair shows the case, bans no word


# ── spaces against tabs ──────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "two spaces, never tabs",
    "spaces, not tabs",
    "Leerzeichen statt Tabs",
    "des espaces, jamais de tabulations",
    "タブではなくスペースで",
])
def test_spaces_over_tabs(rule: str) -> None:
    tabbed = "```python\ndef f():\n\treturn 1\n```"
    spaced = "```python\ndef f():\n  return 1\n```"
    assert _outcome(rule, tabbed) == "broken"
    assert _outcome(rule, spaced) in ("obeyed", "broken") if rule.startswith("two") else _outcome(rule, spaced) == "obeyed"
    proposal = propose_check(rule)
    assert proposal is not None and "no_words" not in proposal.kinds


def test_makefile_blocks_keep_their_tabs() -> None:
    rule = "4 spaces, no tabs (Makefiles excepted)"
    assert _outcome(rule, "```makefile\nall:\n\tgo build ./...\n```") != "broken"


@pytest.mark.parametrize("rule", ["put spaces around operators", "open it in a new tab"])
def test_spaces_tabs_look_alikes(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or not any(s.startswith("indent") for s in proposal.check.reply.code_style)  # type: ignore[union-attr]


# ── wildcard imports ─────────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "no wildcard imports please",
    "never write from foo import *",
    "keine Wildcard-Importe",
    "pas d'imports étoile",
    "nada de importaciones comodín",
    "ワイルドカードインポートは禁止",
])
def test_star_imports(rule: str) -> None:
    assert refuses_star(rule)
    assert _outcome(rule, "```python\nfrom math import *\nprint(pi)\n```") == "broken"
    assert _outcome(rule, "```python\nfrom math import pi\nprint(pi)\n```") == "obeyed"
    assert _outcome(rule, "```js\nimport * as fs from 'fs';\n```") != "broken"


def test_star_imports_in_written_file() -> None:
    rule = "no wildcard imports"
    args = {"file_path": "pkg/__init__.py", "content": "from .core import *\n"}
    assert _tool_outcome(rule, "Write", args) == "broken"


@pytest.mark.parametrize("rule", ["import * is fine in notebooks", "explain what a wildcard is"])
def test_star_look_alikes(rule: str) -> None:
    assert not refuses_star(rule)


# ── semicolons asked for ─────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "always end statements with semicolons in JS",
    "TypeScript: never leave out the semicolons",
    "JS: Semikolons bitte nicht weglassen",
    "en JS, n'oublie jamais les points-virgules",
    "TSでもセミコロンを必ず付けて",
])
def test_semicolons_asked(rule: str) -> None:
    assert asks_semicolons(rule)
    assert _outcome(rule, "```ts\nconst a = 1;\nexport const b = a + 1\n```") == "broken"
    assert _outcome(rule, "```ts\nconst a = 1;\nexport function f(x: number) {\n  return x + a;\n}\n```") == "obeyed"


def test_semicolons_ban_kept() -> None:
    rule = "no semicolons in JavaScript"
    assert not asks_semicolons(rule)
    assert _outcome(rule, "```js\nconst a = 1;\n```") == "broken"


def test_semicolons_multiline_chain_and_types() -> None:
    rule = "always use semicolons in TS"
    reply = ("```ts\ninterface User {\n  id: string\n  name: string\n}\nconst users = list\n  .filter(u => u.id)\n"
             "  .map(u => u.name);\n```")
    assert _outcome(rule, reply) == "obeyed"


# ── item counts bounded by a refused "go over" (Korean, Japanese) ───────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["목록 항목은 네 개 넘기지 마세요", "리스트 항목은 4개를 넘지 않게 해 주세요",
                                  "箇条書きの項目は4つを超えないで"])
def test_items_not_exceeded(rule: str) -> None:
    five = "\n".join(f"- 항목 {i}" for i in range(1, 6))
    four = "\n".join(f"- 항목 {i}" for i in range(1, 5))
    assert _outcome(rule, five) == "broken"
    assert _outcome(rule, four) == "obeyed"


def test_paragraphs_not_exceeded_korean() -> None:
    proposal = propose_check("답변은 두 문단을 넘지 않게 해 주세요")
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.max_paragraphs == 2


# ── nicknames refused, quoted, with "or anything like that" ─────────────────────────────────────────────────

def test_quoted_nicknames_listed() -> None:
    proposal = propose_check("never call me 'chief' or 'boss'")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.no_names == ("chief", "boss")


def test_nickname_class() -> None:
    rule = "don't call me 'dude' or 'bro' or anything like that"
    assert _outcome(rule, "Sure pal, run `make`.") == "broken"
    assert _outcome(rule, "Run `make`, then check the log.") == "obeyed"
    assert _outcome(rule, "Ask a friend to review it.") == "obeyed"


def test_nicknames_without_class_stay_listed() -> None:
    proposal = propose_check("don't call me 'dude' or 'bro'")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.no_names == ("dude", "bro")


# ── pronouns of address set against each other ─────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule, value", [
    ("Sie statt du, danke", "formal"),
    ("bitte du statt Sie", "informal"),
    ("vous, pas tu", "formal"),
    ("Usted en vez de tú", "formal"),
    ("tu invece del Lei", "informal"),
])
def test_pronoun_pair(rule: str, value: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and f"{value}_address" in proposal.kinds


def test_pronoun_pair_look_alike() -> None:
    proposal = propose_check("sie statt er im Text")
    assert proposal is None or not any(k.endswith("_address") for k in proposal.kinds)


def test_du_reply_breaks_sie_rule() -> None:
    assert _outcome("Sie statt du, danke", "Damit kannst du die Datei öffnen.", "Wie öffne ich die Datei?") == "broken"


def test_italian_formal_invitation_breaks_tu_rule() -> None:
    rule = "dammi del tu"
    assert _outcome(rule, "Per chiudere il file La invito a premere Ctrl+S.", "come salvo?") == "broken"


# ── a quoted phrase spoken of is no opener ───────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("reply", [
    "\"Great question!\" tends to sound canned in support replies; answer directly instead.",
    "« Bonne question ! » sonne souvent creux dans un ticket.",
])
def test_quoted_opener_mentioned(reply: str) -> None:
    assert _outcome("no filler like 'Great question!'", reply, "is 'Great question!' a good opener?") != "broken"


def test_opener_said_still_breaks() -> None:
    assert _outcome("no filler like 'Great question!'", "Great question! Use `git stash`.") == "broken"


# ── a translation alone, comments refused ────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "quando ti chiedo di tradurre, solo la traduzione",
    "cuando te pida una traducción, sin comentarios",
    "whenever I ask you to translate, no commentary",
])
def test_translation_alone(rule: str) -> None:
    user = "translate into English: 'il server è giù'"
    assert _outcome(rule, "The server is down.", user) == "obeyed"
    assert _outcome(rule, "\"The server is down.\" Ho usato 'down' perché è il termine più comune in inglese.", user) == "broken"


def test_no_comments_in_code_is_no_translation_rule() -> None:
    proposal = propose_check("no comments in translated code")
    assert proposal is not None and "language" not in proposal.kinds


# ── a docstring is commentary for a comments-language rule ───────────────────────────────────────────────────

def test_docstring_language() -> None:
    rule = "Kommentare im Code auf Englisch, bitte"
    german = {"file_path": "src/steuer.py",
              "content": 'def steuer(betrag):\n    """Berechnet die Steuer aus dem Betrag und rundet sie."""\n    return betrag\n'}
    english = {"file_path": "src/steuer.py",
               "content": 'def steuer(betrag):\n    """Compute the tax for the amount and round it."""\n    return betrag\n'}
    assert _tool_outcome(rule, "Write", german) == "broken"
    assert _tool_outcome(rule, "Write", english) == "obeyed"


# ── "when I ask for code" in a clause of its own scopes the code rules after it ─────────────────────────────

@pytest.mark.parametrize("rule", [
    "cuando te pida el código, dame solo el código, sin explicaciones",
    "when I ask for code: only the code, no explanation",
])
def test_code_request_scope(rule: str) -> None:
    concept = "`map` returns a new array; `forEach` returns nothing and is used for side effects."
    assert _outcome(rule, concept, "¿qué diferencia hay entre map y forEach?") == "not_applicable"
    assert _outcome(rule, "```js\nconst ys = xs.map(f);\n```", "código para aplicar f a cada elemento") == "obeyed"


# ── a table laid out with spaces, one-character cells included ───────────────────────────────────────────────

def test_spaced_table_with_short_cells() -> None:
    rule = "keine Tabellen bitte"
    grid = "```\nName    CPU  RAM\nsmall   1    1 GB\nlarge   4    8 GB\n```"
    assert _outcome(rule, grid) == "broken"
    assert _outcome(rule, "Nimm die kleine Instanz: 1 CPU, 1 GB RAM.\nFür mehr Last die große.") == "obeyed"


# ── changelog entries: one bullet per change, a past-tense verb first ───────────────────────────────────────

_LOG_RULE = "in the changelog: a bullet per change, each opening with a verb in the past tense"


@pytest.mark.parametrize("added, expected", [
    ("- Added CSV export.\n- Fixed the login redirect.\n- Rewrote the cache layer.", "obeyed"),
    ("- Add CSV export.\n- Fixed the login redirect.", "broken"),
    ("This version adds CSV export and fixes the login redirect.", "broken"),
    ("- Speed improvements for search.", "broken"),
])
def test_changelog_entries(added: str, expected: str) -> None:
    args = {"file_path": "CHANGELOG.md", "old_string": "## [Unreleased]", "new_string": f"## [Unreleased]\n\n{added}\n"}
    assert _tool_outcome(_LOG_RULE, "Edit", args) == expected


def test_changelog_rule_leaves_other_files_and_chat() -> None:
    args = {"file_path": "docs/guide.md", "content": "# Guide\n\nAdd the key to the config."}
    assert check_tool_call([_anchor(_LOG_RULE)], "Write", args, user_message="write the guide") == []
    assert _outcome(_LOG_RULE, "Sure - add the key to the config and restart.") == "not_applicable"


def test_changelog_look_alike() -> None:
    assert propose_check("read the changelog before upgrading") is None


def test_changelog_tense_read_in_english_only() -> None:
    args = {"file_path": "CHANGELOG.md", "old_string": "## [Unreleased]",
            "new_string": "## [Unreleased]\n\n- Behoben: Absturz beim Start.\n"}
    assert _tool_outcome(_LOG_RULE, "Edit", args) == "obeyed"


@pytest.mark.parametrize("reply, expected", [
    ("«Il server è giù», cioè non risponde più a nessuna richiesta.", "broken"),
    ("Traduzione: «Il server è giù»", "obeyed"),
    ("Il server è giù.", "obeyed"),
])
def test_translation_alone_beside_quotes(reply: str, expected: str) -> None:
    rule = "quando ti chiedo di tradurre, solo la traduzione"
    assert _outcome(rule, reply, "traduci: 'the server is down'") == expected


def test_translation_alone_needs_a_request() -> None:
    rule = "quando ti chiedo di tradurre, solo la traduzione"
    assert _outcome(rule, "«Ciao», cioè un saluto informale.", "cosa vuol dire ciao?") == "not_applicable"


@pytest.mark.parametrize("rule", ["No headings and don't write in all caps", "Sin títulos ni mayúsculas",
                                  "keine Überschriften, keine Großbuchstaben"])
def test_two_bans_are_not_caps_headings(rule: str) -> None:
    assert not refuses_caps(rule)
    assert _outcome(rule, "## Setup\n\nRun the installer.") == "broken"  # the heading ban stays


def test_semicolons_beside_another_ban() -> None:
    assert asks_semicolons("JS: always use semicolons, never var")
    assert not asks_semicolons("JS: never semicolons, always const")


def test_star_imports_allowed_beside_another_ban() -> None:
    assert not refuses_star("wildcard imports are fine in __init__.py, never relative imports")


def test_markdown_topic_is_no_file_scope() -> None:
    check = propose_check("Markdown: headings in sentence case").check.reply  # type: ignore[union-attr]
    assert check is not None and not check.only_in
