"""Coverage of rule texts that got no check (round 16, ccov16), each read by class: the bare emoji every reply opens
with, a label put at the top or the bottom (kept to long replies when the rule says so), a name written one way
("write our product name as X"), a table asked for when the reply offers options, a keyword setting refused in a
library's code, a consent exception put first ("Unless I agree, ...", "除非我同意，...") and leave given in Chinese,
Japanese or Korean. Every wording was written for this test, none copied from a set; the look-alikes must stay as
they were."""
from __future__ import annotations

import pytest
from compliance_judge import call_outcome, reply_outcome

from memlock_core.compliance.propose import propose_check

EMOJI_CASES = [
    ("Kindly begin each answer with a 🟢 so I can tell them apart.", "🟢 The backup finished at 03:10.", "obeyed"),
    ("Kindly begin each answer with a 🟢 so I can tell them apart.", "The backup finished at 03:10. 🟢", "broken"),
    ("Kindly begin each answer with a 🟢 so I can tell them apart.", "🔵 The backup finished at 03:10.", "broken"),
    ("Commence toutes tes réponses par un 📌.", "📌 Le train part à 9 h.", "obeyed"),
    ("Commence toutes tes réponses par un 📌.", "Le train part à 9 h.", "broken"),
    ("Fang jede Antwort mit einem 🔔 an.", "🔔 Der Server läuft wieder.", "obeyed"),
    ("Empieza siempre con un 🌱, por favor.", "Hoy riega dos veces.", "broken"),
    ("回答はいつも🍀で始めてください。", "🍀 明日は晴れです。", "obeyed"),
    ("每次回答都以📣开头。", "今天会下雨。", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", EMOJI_CASES)
def test_emoji_opener(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_emoji_opener_look_alikes() -> None:
    # refused, one of several, or not the first thing: no opener asked for
    for rule in ("Never start a reply with 🟢.", "Start with 🟢 or 🔴 depending on the status.",
                 "Start with the summary, then the 🟢 items."):
        found = propose_check(rule)
        assert found is None or found.check.reply is None or found.check.reply.opens_with is None, rule
    # a quoted label is still the marker reader's
    assert propose_check('Begin every reply with "Status:"').check.reply.opens_with == "Status:"  # type: ignore[union-attr]


LABEL_CASES = [
    ("Add a one-line TL;DR at the top of long explanations.",
     "TL;DR: caches trade memory for speed.\n\nA cache keeps recent results close to the code that needs them, so the "
     "second request for the same data is served without the slow trip to the database. The price is memory and the "
     "work of keeping the copy fresh when the source changes.\n\nEviction policies such as LRU decide what to drop.",
     "obeyed"),
    ("Add a one-line TL;DR at the top of long explanations.",
     "A cache keeps recent results close to the code that needs them, so the second request for the same data is "
     "served without the slow trip to the database. The price is memory and the work of keeping the copy fresh.\n\n"
     "Eviction policies such as LRU decide what to drop when the cache is full and something new must come in.\n\n"
     "TL;DR: caches trade memory for speed.", "broken"),
    ("Add a one-line TL;DR at the top of long explanations.", "Yes, 42.", "not_applicable"),
    ("Put a short TL;DR at the bottom.", "The build takes four minutes.\n\nTL;DR: four minutes.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", LABEL_CASES)
def test_label_at_one_end(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome


def test_label_at_one_end_refused() -> None:
    found = propose_check("Don't put a TL;DR at the top.")
    assert found is None or found.check.reply is None or found.check.reply.opens_with is None


NAME_CASES = [
    ("Always write the company name as BrightPath.", "BrightPath opens a new office in Lyon.", "obeyed"),
    ("Always write the company name as BrightPath.", "Brightpath opens a new office in Lyon.", "broken"),
    ("Always write the company name as BrightPath.", "Bright Path opens a new office in Lyon.", "broken"),
    ("Always write the company name as BrightPath.", "We want a bright path for every pupil.", "not_applicable"),
    ("Always write the company name as BrightPath.", "See brightpath.io/careers for BrightPath jobs.", "obeyed"),
    ("Schreib den Produktnamen immer als CloudNest.", "Cloudnest speichert alles doppelt.", "broken"),
    ("Écris toujours le nom de l'appli comme « TaskFox ».", "TaskFox synchronise tes listes.", "obeyed"),
    ("Escribe el nombre de la marca siempre como SolVerde.", "Solverde abre en mayo.", "broken"),
    ("サービス名は必ず PixelDock と表記してください。", "Pixeldock の新機能です。", "broken"),
    ("spell it LinkedIn, please", "Update your Linkedin profile.", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", NAME_CASES)
def test_name_written_as(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_name_written_as_look_alikes() -> None:
    for rule in ("Write the script as JavaScript.", "Write the function names as camelCase.",
                 "Never write our product name as Datahub."):
        found = propose_check(rule)
        assert found is None or found.check.reply is None or not found.check.reply.word_case, rule


TABLE_CASES = [
    ("When you suggest options, present them in a table.", "Which editor?",
     "| Editor | Price |\n|---|---|\n| Vim | free |\n| Sublime | 99 USD |", "obeyed"),
    ("When you suggest options, present them in a table.", "Which editor?",
     "- Vim, free\n- Sublime, 99 USD", "broken"),
    ("When you suggest options, present them in a table.", "How old is Vim?", "Vim came out in 1991.", "not_applicable"),
    ("Quand tu me proposes des options, mets-les dans un tableau.", "Quel hébergeur ?",
     "- OVH\n- Scaleway\n- Hetzner", "broken"),
]


@pytest.mark.parametrize("rule,user,reply,outcome", TABLE_CASES)
def test_options_table(rule: str, user: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply, user=user) == outcome


def test_options_table_look_alikes() -> None:
    assert propose_check("Use a markdown table.") is None  # every reply a table: not read
    found = propose_check("When you give me options, never use a table.")
    assert found is not None and found.check.reply is not None and "tables" not in found.check.reply.format


SETTING_CASES = [
    ("numpy: never use allow_pickle=True", "```python\nimport numpy as np\na = np.load('x.npy', allow_pickle=True)\n```",
     "broken"),
    ("numpy: never use allow_pickle=True", "```python\nimport numpy as np\na = np.load('x.npy')\n```", "obeyed"),
    ("numpy: never use allow_pickle=True", "```python\nrows = read_rows('x.csv')\n```", "not_applicable"),
    ("numpy: never use allow_pickle=True", "Just load it without pickles.", "not_applicable"),
    ("Pas de shell=True avec subprocess.", "```python\nimport subprocess\nsubprocess.run(cmd, shell=True)\n```", "broken"),
    ("Pas de shell=True avec subprocess.", "```python\nimport subprocess\nsubprocess.run(['ls', '-l'])\n```", "obeyed"),
    ("Never pass verify=False.", "```python\nr = requests.get(url, verify=False)\n```", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", SETTING_CASES)
def test_refused_setting(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_refused_setting_look_alikes() -> None:
    for rule in ("Use allow_pickle=True when loading our old files.", "Always set check=True in subprocess.run."):
        found = propose_check(rule)
        assert found is None or found.check.reply is None or not any(
            s.startswith("no_setting:") for s in found.check.reply.code_style), rule


CONSENT_CASES = [
    ("Unless I agree, don't edit the Makefile.", "Edit", {"file_path": "Makefile", "old_string": "a", "new_string": "b"},
     "speed up the build", "broken"),
    ("Unless I agree, don't edit the Makefile.", "Edit", {"file_path": "Makefile", "old_string": "a", "new_string": "b"},
     "I agree, change the Makefile", "obeyed"),
    ("除非我同意，不要改 Makefile。", "Edit", {"file_path": "Makefile", "old_string": "a", "new_string": "b"},
     "构建太慢了", "broken"),
    ("除非我同意，不要改 Makefile。", "Edit", {"file_path": "Makefile", "old_string": "a", "new_string": "b"},
     "可以改 Makefile，加上 -j8", "obeyed"),
    ("Don't modify the Makefile unless I agree.", "Bash", {"command": "sed -i 's/-j2/-j8/' Makefile"},
     "make it faster", "broken"),
]


@pytest.mark.parametrize("rule,tool,args,user,outcome", CONSENT_CASES)
def test_consent_exception_first(rule: str, tool: str, args: dict[str, str], user: str, outcome: str) -> None:
    assert call_outcome(rule, tool, args, user=user) == outcome, (rule, user)


def test_consent_leave_look_alikes() -> None:
    # "不可以改" refuses; a Makefile read touches nothing
    assert call_outcome("除非我同意，不要改 Makefile。", "Edit", {"file_path": "Makefile", "old_string": "a",
                                                        "new_string": "b"}, user="不可以改 Makefile 吗？构建太慢") == "broken"
    assert call_outcome("除非我同意，不要改 Makefile。", "Read", {"file_path": "Makefile"}, user="看看") in (
        "obeyed", "not_applicable")
    found = propose_check("Unless I say so, keep answers short.")
    assert found is None or found.check.tool is None


HANDS_OFF_CASES = [
    ("The prod cluster stays off limits.", "kubectl --context prod delete pod web-1", "broken"),
    ("Lass bitte die Produktion in Ruhe.", "kubectl --context production rollout restart deploy/web", "broken"),
    ("Laisse la prod tranquille.", "kubectl --context staging get pods", "obeyed"),
    ("Deja producción en paz.", "psql -h prod-db -c 'select 1'", "broken"),
    ("The vendor/ folder is off-limits.", "sed -i 's/a/b/' vendor/lib.js", "broken"),
]


@pytest.mark.parametrize("rule,command,outcome", HANDS_OFF_CASES)
def test_hands_off_idioms(rule: str, command: str, outcome: str) -> None:
    got = call_outcome(rule, "Bash", {"command": command})
    assert got == outcome or (outcome == "obeyed" and got == "not_applicable"), (rule, command, got)


def test_hands_off_idioms_look_alikes() -> None:
    for rule in ("Nothing is off limits in this sandbox.", "My notes are off limits.", "Leave the wording in peace"):
        found = propose_check(rule)
        assert found is None or found.check.tool is None, rule


BUCKET_CASES = [
    ("Never upload anything to s3://hr-payroll, it holds salaries.", "aws s3 cp report.pdf s3://hr-payroll/2025/", "broken"),
    ("Never upload anything to s3://hr-payroll, it holds salaries.", "aws s3 cp s3://hr-payroll/2025/a.pdf ./", "obeyed"),
    ("Never upload anything to s3://hr-payroll, it holds salaries.", "aws s3 ls s3://hr-payroll/", "obeyed"),
    ("Never upload anything to s3://hr-payroll, it holds salaries.", "aws s3 sync ./out s3://hr-payroll --delete", "broken"),
    ("Never upload anything to s3://hr-payroll, it holds salaries.", "aws s3 cp a.pdf s3://hr-payroll-test/", "obeyed"),
    ("Ne dépose jamais rien dans le bucket gs://scans-clients.", "gsutil -m cp *.png gs://scans-clients/", "broken"),
    ("Lade nichts in den Bucket lab-results hoch.", "rclone copy ./results r2:lab-results", "broken"),
    ("Lade nichts in den Bucket lab-results hoch.", "rclone copy r2:lab-results ./local", "obeyed"),
    ("s3://payroll-exports にはアップロードしないで。", "aws s3api put-object --bucket payroll-exports --key a --body a",
     "broken"),
]


@pytest.mark.parametrize("rule,command,outcome", BUCKET_CASES)
def test_bucket_uploads(rule: str, command: str, outcome: str) -> None:
    got = call_outcome(rule, "Bash", {"command": command})
    assert got == outcome or (outcome == "obeyed" and got == "not_applicable"), (rule, command, got)


def test_bucket_uploads_look_alikes() -> None:
    for rule in ("The s3://acme-raw bucket holds the raw logs.", "Upload the nightly dump to s3://acme-backups."):
        found = propose_check(rule)
        assert found is None or found.check.tool is None or not found.check.tool.must_not_match, rule


INCIDENT_CASES = [
    ("While an incident is open: read-only. Nothing gets restarted unless I write GO.",
     "kubectl -n web rollout restart deploy/api", "INC-4410: 502s on the api, take a look.", "broken"),
    ("While an incident is open: read-only. Nothing gets restarted unless I write GO.",
     "kubectl -n web get pods", "INC-4410: 502s on the api, take a look.", "obeyed"),
    ("While an incident is open: read-only. Nothing gets restarted unless I write GO.",
     "kubectl -n web rollout restart deploy/api", "GO, restart the api.", "obeyed"),
    ("While an incident is open: read-only. Nothing gets restarted unless I write GO.",
     "kubectl -n web rollout restart deploy/api", "No incident this week, restart the api for the new config.",
     "not_applicable"),
    ("Pendant un incident : lecture seule.", "kubectl -n web edit configmap api", "Incident en cours sur l'API, regarde.",
     "broken"),
    ("Pendant un incident : lecture seule.", "kubectl -n web edit configmap api", "Change la config de l'API.",
     "not_applicable"),
]


@pytest.mark.parametrize("rule,command,user,outcome", INCIDENT_CASES)
def test_incident_scope(rule: str, command: str, user: str, outcome: str) -> None:
    got = call_outcome(rule, "Bash", {"command": command}, user=user)
    assert got == outcome or (outcome in ("obeyed", "not_applicable") and got in ("obeyed", "not_applicable")), \
        (rule, command, user, got)


def test_read_only_mode_look_alikes() -> None:
    from memlock_core.compliance.no_change import no_change_rules
    assert no_change_rules("Read-only.") and no_change_rules("lecture seule")
    for text in ("migrations/ is read-only.", "The API token is read-only", "Keep the docs read-only."):
        assert not no_change_rules(text), text
    # a bare trigger after "unless" stays none unless it is a code word in capitals
    found = propose_check("Never push unless I say so.")
    assert found is not None and found.check.tool is not None
    assert all(not r.unless_said for r in found.check.tool.forbid)


OTHERWISE_CASES = [
    ("Réponds en anglais quand on parle de code, en français sinon.", "Comment trier une liste en Python ?",
     "Use `sorted(xs)` to get a new sorted list.", "obeyed"),
    ("Réponds en anglais quand on parle de code, en français sinon.", "Comment trier une liste en Python ?",
     "Utilise `sorted(xs)` pour obtenir une nouvelle liste triée.", "broken"),
    ("Réponds en anglais quand on parle de code, en français sinon.", "Quel fromage avec un vin jaune ?",
     "Un comté affiné de dix-huit mois se marie très bien avec un vin jaune du Jura.", "obeyed"),
    ("Reply in English when we talk about code, Spanish otherwise.", "¿Qué llevo a la playa?",
     "Bring sunscreen, water and a hat for the afternoon.", "broken"),
]


@pytest.mark.parametrize("rule,user,reply,outcome", OTHERWISE_CASES)
def test_language_otherwise_last(rule: str, user: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply, user=user) == outcome, (rule, reply)


def test_language_otherwise_last_look_alikes() -> None:
    from memlock_core.compliance.otherwise_last import otherwise_first
    assert otherwise_first("Answer in English, otherwise in French.") is None  # already in the known order
    assert otherwise_first("Keep it short, French otherwise.") == "Keep it short, otherwise in French."
    found = propose_check("Reply in English, French otherwise.")  # no condition: one language, as before
    assert found is not None and found.check.reply is not None and found.check.reply.language_else is None
