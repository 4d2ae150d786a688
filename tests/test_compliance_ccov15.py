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
