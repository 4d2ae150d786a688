"""Misparses of rules (round 9, cfix9): a unit, a date template or a pair of alternatives written with a slash is no
path; an option is never a host; a site named after "vers"/"jamais"/"niemals" is what a link ban refuses; "the code"
as a place of search is no code-block ban; "never hardcode keys in code" judges a reply's code; "numbers for the
steps" asks for numbered steps. Every wording was written for this test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge, judge_call

from memlock_core.compliance.code_place import code_as_place
from memlock_core.compliance.intent.words import host_candidates
from memlock_core.compliance.path_shape import bare_slash_is_path
from memlock_core.compliance.propose import propose_check


def _tool(rule: str) -> dict | None:
    p = propose_check(rule)
    return p.check.tool.to_dict() if p and p.check.tool else None


def _reply(rule: str) -> dict:
    p = propose_check(rule)
    assert p is not None and p.check.reply is not None, rule
    return p.check.reply.to_dict()


# units, dates and alternatives with a slash: a reply rule, never a path a tool call may not write
@pytest.mark.parametrize("rule", [
    "Fuel use in l/100 km, never in mpg",
    "give wind speeds in km/h only",
    "Vitesse toujours en km/h, jamais en nœuds",
    "Windgeschwindigkeit bitte in m/s, nicht km/h",
    "velocidad en km/h, nada de mph",
    "風速は m/s で、km/h は使わないで",
    "never write times with am/pm",
    "pas de AM/PM dans les horaires",
    "Datum immer als TT/MM/JJJJ",
    "fechas como dd/mm/aaaa, nunca mm/dd",
    "answer yes/no questions in one line",
    "no inches/feet/yards, metric only",
])
def test_a_slashed_unit_or_date_is_no_path(rule: str) -> None:
    tool = _tool(rule)
    paths = [p for r in (tool or {}).get("forbid", []) for p in r.get("paths", [])]
    assert not [p for p in paths if "/" in p], (rule, tool)


@pytest.mark.parametrize("token,text,expected", [
    ("km/h", "speeds in km/h", False),
    ("AM/PM", "kein AM/PM", False),
    ("JS/TS", "no semicolons in JS/TS files", False),
    ("Europe/Paris", "fuseau Europe/Paris", False),
    ("03/05/2024", "never 03/05/2024", False),
    ("src/legacy", "never edit src/legacy", True),
    ("data/raw", "nothing in data/raw", True),
    ("reports/q3", "le dossier reports/q3 est en lecture seule", True),
    ("vendored/thing", "don't touch the vendored/thing folder", True),
])
def test_path_shape(token: str, text: str, expected: bool) -> None:
    assert bare_slash_is_path(token, text) is expected


def test_real_paths_keep_their_rule() -> None:
    for rule in ("never edit anything under src/legacy", "ne modifie rien dans data/raw",
                 "ändere nichts in ./config/prod", "no toques ~/.ssh/config"):
        assert _tool(rule) is not None, rule


def test_approximate_number_is_no_home_path() -> None:
    tool = _tool("keep answers under ~200 words")
    assert not tool or "~200" not in str(tool)


# an option is never a host
@pytest.mark.parametrize("token", ["-la", "-c", "--verbose", "-h", "/var/log"])
def test_option_is_never_a_host(token: str) -> None:
    assert host_candidates(token) == []


def test_host_values_still_read() -> None:
    assert "db1" in host_candidates("--host=db1")
    assert host_candidates("prod-db") == ["prod-db"]


@pytest.mark.parametrize("rule", ["Never ssh into any server except dev-box",
                                  "Keine Verbindung zu prod-db",
                                  "no te conectes nunca a prod-db"])
def test_ls_is_no_connection(rule: str) -> None:
    assert judge_call(rule, "Bash", {"command": "ls -la /tmp"}) != "broken"


# a link ban that names a site refuses links to that site, not every link
@pytest.mark.parametrize("rule", [
    "ne mets jamais de lien vers Wikipédia",
    "Ne mets jamais aucun lien vers Reddit",
    "Setz niemals einen Link auf Wikipedia",
    "Jamás pongas un enlace a Wikipedia",
    "non mettere mai nessun link a Wikipedia",
    "Wikipedia へのリンクは絶対に貼らないで",
    "never put a link to Reddit in an answer",
])
def test_link_ban_to_a_site(rule: str) -> None:
    reply = _reply(rule)
    assert "no_links" not in reply.get("format", []), reply
    assert any(t.startswith(("no_link:", "no_site:")) for t in reply.get("source_rules", [])), reply


def test_link_ban_to_a_site_judged() -> None:
    rule = "ne mets jamais de lien vers Wikipédia"
    assert judge(rule, "Voir https://docs.python.org/3/ pour les détails.")[0] != "broken"
    assert judge(rule, "Voir https://fr.wikipedia.org/wiki/Python pour les détails.")[0] == "broken"


@pytest.mark.parametrize("rule", ["jamais de liens dans tes réponses", "no links at all", "keine Links"])
def test_bare_link_ban_stays(rule: str) -> None:
    assert "no_links" in _reply(rule).get("format", [])


# "the code" as a place: no code-block ban
@pytest.mark.parametrize("rule", [
    "utilise ag plutôt que grep pour fouiller dans le code",
    "use ag rather than grep to look through the codebase",
    "nimm ag statt grep, um im Code zu suchen",
    "usa ag en vez de grep para buscar en el código",
    "コードを検索するときは grep ではなく ag を使って",
])
def test_code_as_place_is_no_code_ban(rule: str) -> None:
    p = propose_check(rule)
    assert p is not None
    assert not (p.check.reply and "no_code" in p.check.reply.format), p.check.to_dict()


@pytest.mark.parametrize("rule", ["no code in your answers", "pas de code dans tes réponses", "kein Code bitte",
                                  "sin código", "コードは書かないで"])
def test_code_ban_stays(rule: str) -> None:
    assert "no_code" in _reply(rule).get("format", [])


def test_code_as_place_function() -> None:
    text = "search the code with ag"
    at = text.index("code")
    assert code_as_place(text, at, at + 4)
    text = "no code please"
    assert not code_as_place(text, 3, 7)


# "never hardcode keys in code": a reply's code is judged
@pytest.mark.parametrize("rule", [
    "never hardcode tokens or passwords in the code",
    "ne mets jamais de mot de passe en dur dans le code",
    "Passwörter nie fest im Code",
    "nunca pongas contraseñas en el código",
    "パスワードをコードにハードコードしないで",
])
def test_hardcoded_secret_in_reply_code(rule: str) -> None:
    bad = "```python\nDB_PASSWORD = \"s3cr3t-Pa55-w0rd-991\"\nconnect(password=DB_PASSWORD)\n```"
    good = "```python\nimport os\nconnect(password=os.environ[\"DB_PASSWORD\"])\n```"
    assert judge(rule, bad)[0] == "broken", rule
    assert judge(rule, good)[0] != "broken", rule
    assert judge(rule, "Set the password in your environment first.")[0] != "broken", rule


# "numbers for the steps": numbered steps
@pytest.mark.parametrize("rule", ["use numbers for the steps", "des numéros pour chaque étape",
                                  "Nummern für die Schritte bitte", "números para los pasos", "pasos con números",
                                  "手順には番号をつけて"])
def test_numbers_for_steps(rule: str) -> None:
    assert "numbered" in _reply(rule).get("format", [])


@pytest.mark.parametrize("rule", ["give me numbers for the prices", "numéros de version pour les paquets"])
def test_numbers_for_other_things(rule: str) -> None:
    p = propose_check(rule)
    assert not (p and p.check.reply and "numbered" in p.check.reply.format)


# a spelling rule's refused word is a word of the prose, not a library
@pytest.mark.parametrize("rule", ["アメリカ式のつづりで（colour ではなく color）", "American spelling please: color, not colour",
                                  "orthographe américaine : « color », pas « colour »"])
def test_spelling_word_is_no_module(rule: str) -> None:
    p = propose_check(rule)
    assert p is not None
    assert p.check.tool is None, p.check.to_dict()
    assert not (p.check.reply and any(s.startswith("no_module:") for s in p.check.reply.code_style))


# the user offline (a reason the rule gives) is no ban on the agent's network use
@pytest.mark.parametrize("rule", ["no links in answers, I read them offline", "ich lese offline, also keine Links",
                                  "pas de liens : je lis tout offline"])
def test_user_offline_is_no_network_ban(rule: str) -> None:
    assert _tool(rule) is None, _tool(rule)


@pytest.mark.parametrize("rule", ["work offline, no network access", "kein Internetzugriff", "no network access"])
def test_network_ban_stays(rule: str) -> None:
    assert _tool(rule) is not None
