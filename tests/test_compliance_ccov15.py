"""Coverage of rule texts that got no check (round 15, ccov15), each read by class: one verb of a tool kept
behind the user's OK (the verb read from the rule), branches kept hands-off by name or pattern, dynamic
allocation refused in C, SQL built by string formatting refused. Every wording was written for this test, none
copied from a set; the look-alikes must stay as they were."""
from __future__ import annotations

import pytest
from compliance_judge import call_outcome, reply_outcome

from memlock_core.compliance.propose import propose_check


def _bash(command: str) -> dict[str, str]:
    return {"command": command}


VERB_CASES = [
    # a tool's verb gated on consent, the tool named by the topic before the colon
    ("helm: template is fine, upgrade needs my explicit OK", "helm upgrade api ./chart", "deploy it", "broken"),
    ("helm: template is fine, upgrade needs my explicit OK", "helm template api ./chart", "render it", "obeyed"),
    ("helm: template is fine, upgrade needs my explicit OK", "helm upgrade api ./chart", "you have my OK to upgrade", "obeyed"),
    ("terraform: validate whenever you like, destroying needs my go-ahead", "terraform destroy -auto-approve",
     "tear it down", "broken"),
    # a domain with no program: the verb as any program's subcommand
    ("hardware: never burn the bootloader without asking. compiling is fine.", "arduino-cli burn-bootloader -b x",
     "set up the board", "not_applicable"),
    ("embedded: never flash the device without asking, building is fine", "idf.py build && idf.py size",
     "how big is it?", "obeyed"),
    ("embedded: never flash the device without asking, building is fine", "west flash --runner jlink",
     "put it on the device", "broken"),
    ("embedded: never flash the device without asking, building is fine", "west build -b nucleo_f401re",
     "build it", "obeyed"),
    ("ask me before provisioning anything", "vagrant provision web", "set up the vm", "broken"),
    # the program named before its verb, the verb of needing ending the command's name
    ("helm rollback requires my approval", "helm rollback api 3", "go back to the old chart", "broken"),
    ("helm rollback requires my approval", "helm history api", "what changed?", "obeyed"),
    ("pulumi destroy needs my explicit OK", "pulumi destroy --yes", "tear it down", "broken"),
]


@pytest.mark.parametrize("rule,command,user,outcome", VERB_CASES)
def test_verb_consent(rule: str, command: str, user: str, outcome: str) -> None:
    got = call_outcome(rule, "Bash", _bash(command), user=user)
    assert got == outcome or (outcome == "obeyed" and got == "not_applicable") or \
        (outcome == "not_applicable" and got in ("obeyed", "not_applicable")), (rule, command, got)


def test_verb_consent_reads_one_verb_only() -> None:
    # a rule gating a verb with no act of its own stays unchecked; a plain ban without consent is not this reader's
    assert propose_check("docs: never change the wording without asking") is None or \
        propose_check("docs: never change the wording without asking").check.tool is None
    assert propose_check("firmware: flashing is fun") is None
    assert propose_check("pulumi: preview is fine, but up requires my approval") is None  # a verb too short to read


BRANCH_CASES = [
    ("Hands off the hotfix/* branches; use topic branches.", "git push origin hotfix/login-crash", "broken"),
    ("Hands off the hotfix/* branches; use topic branches.", "git push origin topic/login-crash", "obeyed"),
    ("Never touch the stable branch, do your work on feature branches", "git checkout stable && git commit -am x",
     "broken"),
    ("Never touch the stable branch, do your work on feature branches", "git diff stable..HEAD", "obeyed"),
    ("ne touchez jamais aux branches release-*", "git push origin release-3.1", "broken"),
    ("Finger weg von den Branches prod/*!", "git branch -D prod/eu", "broken"),
    ("no toques la rama develop", "git push origin develop", "broken"),
    ("no toques la rama develop", "git fetch origin develop", "obeyed"),
]


@pytest.mark.parametrize("rule,command,outcome", BRANCH_CASES)
def test_branch_hands_off(rule: str, command: str, outcome: str) -> None:
    got = call_outcome(rule, "Bash", _bash(command))
    assert got == outcome or (outcome == "obeyed" and got == "not_applicable"), (rule, command, got)


def test_branch_look_alikes() -> None:
    assert propose_check("Work on the feature branches, please.") is None
    p = propose_check("Touch the release notes whenever you tag a branch.")
    assert p is None or p.check.tool is None or not any(r.branches for r in p.check.tool.forbid)


C = "```c\n{}\n```"
SQL_PY = "```python\n{}\n```"
CODE_CASES = [
    ("Bootloader code is C: no heap allocation, static arrays only.", C.format("char *p = malloc(64);"), "broken"),
    ("Bootloader code is C: no heap allocation, static arrays only.", C.format("static char p[64];"), "obeyed"),
    ("Bootloader code is C: no heap allocation, static arrays only.", C.format("buf = realloc(buf, n * 2);"), "broken"),
    ("Bootloader code is C: no heap allocation, static arrays only.", "```python\nx = [0] * 64\n```", "not_applicable"),
    ("Pas d'allocation dynamique dans notre code C embarqué.", C.format("free(ctx);"), "broken"),
    ("Im C-Code keine dynamische Speicherallokation.", C.format("node_t *n = calloc(1, sizeof *n);"), "broken"),
    ("firmware rule: never use malloc", C.format("uint8_t frame[32];\nmemset(frame, 0, sizeof frame);"), "obeyed"),
    # SQL written in app code: with a value formatted into it, or with parameters
    ("Database access in our services: prepared statements only, no string concatenation for SQL.",
     SQL_PY.format('q = "SELECT name FROM users WHERE id = " + str(uid)\ncur.execute(q)'), "broken"),
    ("Database access in our services: prepared statements only, no string concatenation for SQL.",
     SQL_PY.format('cur.execute("SELECT name FROM users WHERE id = ?", (uid,))'), "obeyed"),
    ("SQL queries in code must be parameterised.",
     SQL_PY.format('cur.execute("DELETE FROM carts WHERE owner = \'%s\'" % owner)'), "broken"),
    ("SQL queries in code must be parameterised.",
     SQL_PY.format('cur.execute("UPDATE carts SET n = {} WHERE id = 1".format(n))'), "broken"),
    ("SQL queries in code must be parameterised.",
     "```go\nrows, err := db.Query(fmt.Sprintf(\"SELECT * FROM t WHERE k = '%s'\", k))\n```", "broken"),
    ("SQL queries in code must be parameterised.",
     "```ts\nconst r = await db.query(`SELECT * FROM t WHERE k = ${k}`);\n```", "broken"),
    ("SQL queries in code must be parameterised.",
     "```ts\nconst r = await sql`SELECT * FROM t WHERE k = ${k}`;\n```", "obeyed"),
    ("SQL queries in code must be parameterised.", "```sql\nSELECT * FROM t WHERE k = 'a';\n```", "not_applicable"),
    ("SQL queries in code must be parameterised.", "Use an index on k to speed that up.", "not_applicable"),
    ("consultas SQL siempre parametrizadas", SQL_PY.format('cur.execute(f"SELECT * FROM t WHERE k = {k}")'), "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", CODE_CASES)
def test_code_classes(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_code_look_alikes() -> None:
    # a rule about malloc's documentation, or one naming no language, is not a C allocation ban
    assert propose_check("Explain malloc when the students ask about it.") is None
    p = propose_check("SQL keywords in upper case please")
    assert p is None or "sql_params" not in (p.check.reply.code_style if p.check.reply else ())


PRESSURE_CASES = [
    ("tyre pressures in bar only, never psi", "Inflate the front tyres to 2.4 bar.", "obeyed"),
    ("tyre pressures in bar only, never psi", "Inflate the front tyres to 35 psi.", "broken"),
    ("tyre pressures in bar only, never psi", "The drive is about 12 km long.", "not_applicable"),
    ("Druck immer in kPa, nie in psi", "Der Kessel hält bis 150 psi.", "broken"),
    ("Druck immer in kPa, nie in psi", "Der Kessel hält bis 1000 kPa.", "obeyed"),
    ("la pression en kPa, jamais en psi", "Le réservoir tient 80 psi.", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", PRESSURE_CASES)
def test_pressure_units(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_pressure_look_alikes() -> None:
    # "bar" where nothing speaks of pressure is no unit; a length rule does not reach a pressure
    for rule in ("no bar charts, use tables", "Keep the sidebar under 200 words"):
        p = propose_check(rule)
        assert p is None or p.check.reply is None or p.check.reply.units is None, rule
    assert reply_outcome("distances in km, never miles", "Set the pump to 30 psi.") == "not_applicable"


SUBJECT_CASES = [
    # an email's subject line, not a commit's: the part reader judges the "Subject:" line of a drafted email
    ("email subject lines: 40 characters max", "Subject: Dinner on Friday at 7?\n\nHi all, ...", "obeyed"),
    ("email subject lines: 40 characters max",
     "Subject: A few thoughts about the dinner plans for Friday evening and the weekend\n\nHi all, ...", "broken"),
    ("keep email subject lines under 50 characters", "Sure: shorter subjects get opened more often.",
     "not_applicable"),
]


@pytest.mark.parametrize("rule,reply,outcome", SUBJECT_CASES)
def test_email_subject(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_commit_subject_stays_commit() -> None:
    # a plain "subject lines" or a commit's subject is still the commit reader's
    for rule in ("subject lines under 50 characters", "commit subject lines at most 72 chars"):
        p = propose_check(rule)
        assert p is not None and p.check.reply is not None and p.check.reply.commit is not None, rule


EMOJI_CASES = [
    ("Keep emojis out of everything you write, commit messages too.", "Write",
     {"file_path": "notes/todo.md", "content": "- ✅ ship it\n"}, "broken"),
    ("Keep emojis out of everything you write, commit messages too.", "Write",
     {"file_path": "notes/todo.md", "content": "- ship it\n"}, "obeyed"),
    ("Pas d'emojis dans tout ce que tu écris.", "Write", {"file_path": "README.md", "content": "# Projet 🚀\n"}, "broken"),
    ("Keep emojis out of everything you write, commit messages too.", "Bash", {"command": "git commit -m 'fix: typo 🐛'"},
     "broken"),
]


@pytest.mark.parametrize("rule,tool,args,outcome", EMOJI_CASES)
def test_emoji_everything_written(rule: str, tool: str, args: dict[str, str], outcome: str) -> None:
    assert call_outcome(rule, tool, args) == outcome, (rule, args)


def test_emoji_reply_scope_unchanged() -> None:
    # a ban on the chat replies alone does not reach the files written
    assert call_outcome("no emojis in your replies", "Write", {"file_path": "notes/todo.md", "content": "- ✅ ok\n"}) \
        == "not_applicable"


ADDRESS_RULE = "In client letters always address the client as Mr./Ms. + surname, never by first name."
ADDRESS_CASES = [
    (ADDRESS_RULE, "reminder letter for Tomas Berg about the unpaid invoice",
     "Dear Mr. Berg,\n\nOur records show invoice 1182 is still open.\n\nRegards,\nAccounts", "obeyed"),
    (ADDRESS_RULE, "reminder letter for Tomas Berg about the unpaid invoice",
     "Dear Tomas,\n\nOur records show invoice 1182 is still open.\n\nRegards,\nAccounts", "broken"),
    (ADDRESS_RULE, "reminder letter for Tomas Berg about the unpaid invoice",
     "Dear Mr. Berg,\n\nInvoice 1182 is still open. Thanks for sorting it out, Tomas.", "broken"),
    # nobody named in full, or a reply that names none of them: not applicable
    (ADDRESS_RULE, "what should a payment reminder say?", "Keep it short and name the invoice.", "not_applicable"),
    (ADDRESS_RULE, "memo to Dr. Okafor about the audit", "Hi Ngozi, the audit is on Monday.", "not_applicable"),
    ("Kunden immer mit Herr/Frau und Nachnamen ansprechen, nie mit dem Vornamen.", "Brief an Lena Vogt wegen der Lieferung",
     "Liebe Lena,\n\nIhre Lieferung kommt am Montag.", "broken"),
]


@pytest.mark.parametrize("rule,user,reply,outcome", ADDRESS_CASES)
def test_surname_address(rule: str, user: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply, user=user) == outcome, (rule, reply)


def test_surname_address_look_alikes() -> None:
    # a rule that asks for first names, or names no address at all, is not this rule
    for rule in ("call me by my first name, please", "sign letters with your first name only"):
        p = propose_check(rule)
        assert p is None or p.check.reply is None or "surname_address" not in p.check.reply.format, rule


@pytest.mark.parametrize("rule", ["No emojis, commit messages included.", "no emojis, and that includes commit messages",
                                  "No emoji in what you write for me (commit messages count).",
                                  "Keine Emojis, Commit-Messages eingeschlossen."])
def test_commit_tail_after_the_rule(rule: str) -> None:
    # the commit messages named in a tail after the rule: the reply is judged too, and the commit messages
    assert reply_outcome(rule, "Done! 🎉 The build is green.") == "broken", rule
    assert reply_outcome(rule, "Done. The build is green.") == "obeyed", rule
    assert call_outcome(rule, "Bash", {"command": "git commit -m 'feat: dark mode ✨'"}) == "broken", rule


def test_commit_only_rule_unchanged() -> None:
    p = propose_check("commit messages in English")
    assert p is not None and p.check.reply is not None and p.check.reply.language is None


FRAMEWORK_CASES = [
    ("iOS answers: SwiftUI, never UIKit", "```swift\nstruct Row: View {\n    var body: some View { Text(\"hi\") }\n}\n```",
     "obeyed"),
    ("iOS answers: SwiftUI, never UIKit",
     "```swift\nlet label = UILabel()\nlabel.text = \"hi\"\nview.addSubview(label)\n```", "broken"),
    ("iOS answers: SwiftUI, never UIKit", "```swift\nlet n = try JSONDecoder().decode(N.self, from: d)\n```",
     "not_applicable"),
    ("plain DOM APIs please, no jQuery", "```js\n$('#save').on('click', save);\n```", "broken"),
    ("plain DOM APIs please, no jQuery", "```js\ndocument.querySelector('#save').addEventListener('click', save);\n```",
     "obeyed"),
    ("Desktop-Beispiele mit JavaFX, kein Swing", "```java\nJFrame f = new JFrame(\"Demo\");\n```", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", FRAMEWORK_CASES)
def test_framework_refused(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_framework_named_without_refusal() -> None:
    # a framework named as the one to use is not refused
    p = propose_check("we build the admin pages with jQuery")
    assert p is None or p.check.reply is None or not any(s.startswith("no_framework") for s in p.check.reply.code_style)


LENGTH_CAP_CASES = [
    ("- reply length cap: 30 words per answer", "Yes. Restart the service and the cache clears.", "obeyed"),
    ("- reply length cap: 30 words per answer", " ".join(["word"] * 45) + ".", "broken"),
    ("answers capped at 30 words", " ".join(["word"] * 45) + ".", "broken"),
    ("a 30-word cap per answer, please", " ".join(["word"] * 45) + ".", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", LENGTH_CAP_CASES)
def test_length_cap(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


PRONOUN_CASES = [
    ("Screen readers stumble over markdown tables, so please don't use them.", "| a | b |\n|---|---|\n| 1 | 2 |",
     "broken"),
    ("Screen readers stumble over markdown tables, so please don't use them.", "a is 1 and b is 2.", "obeyed"),
    ("Emojis look cheap in support replies; never add any.", "Fixed it for you 👍", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", PRONOUN_CASES)
def test_pronoun_object(rule: str, reply: str, outcome: str) -> None:
    assert reply_outcome(rule, reply) == outcome, (rule, reply)


def test_pronoun_object_look_alikes() -> None:
    # a pronoun with no readable noun before it, a positive use, or a question stays unchecked
    for rule in ("We had an outage yesterday, so don't use it.", "I love tables, use them often.",
                 "Tables are great, why not use them?"):
        assert propose_check(rule) is None, rule


def test_human_approval_is_consent() -> None:
    rule = "Before any TRUNCATE, stop and get a human to approve it."
    assert call_outcome(rule, "Bash", {"command": "psql -c 'TRUNCATE audit_log'"}, user="clear the log table") == "broken"
    assert call_outcome(rule, "Bash", {"command": "psql -c 'SELECT count(*) FROM audit_log'"}, user="how big?") \
        in ("obeyed", "not_applicable")


def test_gerund_bans_on_a_file() -> None:
    rule = "credentials.json is live: no reading it, no editing it."
    assert call_outcome(rule, "Bash", {"command": "cat credentials.json"}) == "broken"
    assert call_outcome(rule, "Edit", {"file_path": "credentials.json", "old_string": "a", "new_string": "b"}) == "broken"
    assert call_outcome(rule, "Bash", {"command": "cat README.md"}) in ("obeyed", "not_applicable")
    # no file named: the rewrite is not taken (the text stays as the other readers read it)
    from memlock_core.compliance import gerund_bans
    assert gerund_bans.imperative("the logs: no printing them") == "the logs: don't print them"
    assert gerund_bans.imperative("no printing in production code") == "no printing in production code"
