"""Code-language and docs-link rules read on the code and the link itself (issue 21): a shell script is program
code, a TypeScript tag over untyped JavaScript is JavaScript, a blog post or a forum thread is no documentation."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_form import code_language_verdict
from memlock_core.compliance.user_turn import names_code_language


def _verdict(rule: str, reply: str, user: str | None = "How do I do it?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="pin_x", text=rule, reminder=rule, check=PinCheck.parse(proposal.check.to_dict()))
    return check_reply([anchor], reply, user_message=user)[0].outcome


LOOP = "```bash\nfor f in *; do mv -- \"$f\" \"$(echo \"$f\" | tr 'A-Z' 'a-z')\"; done\n```"
MULTILINE_LOOP = "```sh\nfor f in *.txt; do\n  echo \"$f\"\ndone\n```"
CONDITION = "```bash\nif [ -f config.yml ]; then\n  echo found\nfi\n```"
FUNCTION = "```bash\nbackup() {\n  tar czf backup.tgz \"$1\"\n}\n```"
COMMAND = "```bash\npip install requests\n```"
PIPE = "```bash\nwc -l data.csv | sort -n\n```"


def test_a_shell_script_is_program_code_a_command_is_not():
    for script in (LOOP, MULTILINE_LOOP, CONDITION, FUNCTION):
        assert code_language_verdict(("python",), script)[0] == BROKEN, script
        assert code_language_verdict(("bash",), script)[0] == OBEYED, script
    for command in (COMMAND, PIPE):
        assert code_language_verdict(("python",), command)[0] == NOT_APPLICABLE, command
    assert _verdict("Tous les exemples de code en Python uniquement.", LOOP) == BROKEN
    assert _verdict("cuando pida código: en Python, y nada de print() para depurar, usa logging", LOOP,
                    "escribe un script que renombre archivos") == BROKEN
    assert _verdict("Code-Beispiele bitte nur in Python.", COMMAND) == NOT_APPLICABLE
    python = "```python\nfrom pathlib import Path\nfor p in Path('.').iterdir():\n    p.rename(p.name.lower())\n```"
    assert _verdict("Python examples only.", python + "\n\nThen run:\n\n" + COMMAND) == OBEYED


def test_a_shell_named_by_the_user_is_a_language_request():
    assert names_code_language("How do I write a for loop in bash over files?", exclude=("python",))
    assert names_code_language("Wie mache ich das in der PowerShell?", exclude=("python",))
    assert not names_code_language("How do I rename my files?", exclude=("python",))
    assert _verdict("Python examples only, unless I ask for another language.", MULTILINE_LOOP,
                    "How do I write a for loop in bash over files?") == NOT_APPLICABLE


def test_a_language_naming_which_code_is_no_language_demand():
    assert _verdict("Use type hints in all Python code.", MULTILINE_LOOP, "How do I loop over files?") == NOT_APPLICABLE
    for rule in ("Write all code in Python.", "Python examples only.", "Code samples in TypeScript, not plain JS",
                 "Si me das código, que sea en Python."):
        assert _verdict(rule, LOOP, "How do I rename my files?") == BROKEN, rule


UNTYPED = "```ts\nasync function getJson(url) {\n  const res = await fetch(url);\n  return res.json();\n}\n```"
TYPED = "```ts\nasync function getJson(url: string): Promise<unknown> {\n  const res = await fetch(url);\n  return res.json();\n}\n```"
CUSTOM_TYPE = "```typescript\nfunction area(s: Shape) {\n  return s.w * s.h;\n}\n```"
ARROW = "```ts\nexport const add = (a, b) => a + b;\n```"
DEFAULTS = "```ts\nfunction greet(name = \"world\") {\n  return `hi ${name}`;\n}\n```"
NO_FUNCTION = "```ts\nconst res = await fetch('/api');\nconst data = await res.json();\n```"
CALLBACK = "```ts\nconst ids: number[] = [1, 2];\nids.map((id) => id * 2);\n```"


def test_a_typescript_tag_over_untyped_javascript():
    for rule in ("Use TypeScript, not JavaScript, in any code you give me.", "TypeScript のみで書いてください",
                 "Sempre em TypeScript, nada de JavaScript."):
        assert _verdict(rule, UNTYPED) == BROKEN, rule
        assert _verdict(rule, ARROW) == BROKEN, rule
        for fine in (TYPED, CUSTOM_TYPE, DEFAULTS, NO_FUNCTION, CALLBACK):
            assert _verdict(rule, fine) == OBEYED, (rule, fine)
    # JavaScript allowed as well: an untyped block tagged ts breaks nothing
    assert code_language_verdict(("typescript", "javascript"), UNTYPED)[0] == OBEYED


DOCKER = ("Add a `HEALTHCHECK` instruction:\n\n```dockerfile\nHEALTHCHECK CMD curl -f http://localhost/ || exit 1\n```\n\n")


def test_a_blog_post_or_a_forum_thread_is_no_documentation():
    en = "Link to the official documentation when you explain an API, not blog posts or Stack Overflow."
    pt = "Sempre que citar uma API ou biblioteca, inclua o link da documentação oficial."
    for rule in (en, pt):
        for link in ("https://medium.com/@devops/docker-healthchecks-the-right-way-4f2b",
                     "https://stackoverflow.com/questions/42737957/how-to-view-docker-healthcheck",
                     "https://blog.example.com.br/docker-healthcheck", "https://dev.to/someone/healthchecks-3k2j"):
            assert _verdict(rule, DOCKER + f"I followed this write-up: {link}") == BROKEN, (rule, link)
        official = DOCKER + "Reference: https://docs.docker.com/reference/dockerfile/#healthcheck"
        assert _verdict(rule, official) != BROKEN, rule
        both = official + " (and a walkthrough: https://medium.com/@devops/healthchecks-4f2b)"
        assert _verdict(rule, both) != BROKEN, rule
        # no code at all: a blog link in a reply on something else is no API cited
        assert _verdict(rule, "A good read on team habits: https://medium.com/@x/habits-1a2b") != BROKEN, rule


def test_sources_at_the_end_are_not_cited_in_the_text_as_well():
    rules = ("Coloque as fontes no final da resposta, em uma lista.", "Put your sources at the end of the answer.",
             "Mets tes sources à la fin de la réponse.", "Quellen bitte am Ende der Antwort auflisten.")
    inline = "Em 7 de setembro de 1822 (Arquivo Nacional), reconhecida por Portugal em 1825.\n\nFontes:\n- Arquivo Nacional"
    linked = ("The tower is 330 m tall ([official site](https://www.toureiffel.paris/en)).\n\n"
              "Sources:\n- https://www.toureiffel.paris/en")
    clean = "Em 7 de setembro de 1822, reconhecida por Portugal em 1825.\n\nFontes:\n- Arquivo Nacional"
    narrative = ("Vaswani et al. (2017) introduced the Transformer, which replaced recurrence with attention.\n\n"
                 "Sources:\n- Vaswani et al., Attention Is All You Need, 2017")
    for rule in rules:
        assert _verdict(rule, inline, "Quando o Brasil se tornou independente?") == BROKEN, rule
        assert _verdict(rule, linked) == BROKEN, rule
        assert _verdict(rule, clean, "Quando o Brasil se tornou independente?") == OBEYED, rule
        assert _verdict(rule, narrative, "Who introduced the Transformer?") == OBEYED, rule


def test_a_backtick_key_in_a_bold_shortcut_is_no_inline_code():
    rule = "Always put code in fenced code blocks, never inline for anything longer than a word."
    user = "What's the shortcut to open the terminal in VS Code?"
    for reply in ("Press **Ctrl+`** on Windows/Linux or **Cmd+`** on macOS. You can also use **View → Terminal**.",
                  "Appuie sur **Ctrl+`** sous Windows ou **Cmd+`** sur macOS.",
                  "Drück **Strg+`** unter Windows oder **Cmd+`** auf dem Mac."):
        assert _verdict(rule, reply, user) != BROKEN, reply
    # real inline code still counts, next to a shortcut or not
    assert _verdict(rule, "Press **Ctrl+S**, then run `git commit -m \"wip\" --no-verify` in the terminal.", user) == BROKEN
    assert _verdict(rule, "Run `npm run build -- --watch` and keep it open.", user) == BROKEN


HEAD = "```python\ndef clamp(v: float, lo: float, hi: float) -> float:\n"
TAIL = "    return max(lo, min(v, hi))\n```"
GOOGLE = HEAD + '    """Clamp v.\n\n    Args:\n        v: the value.\n\n    Returns:\n        The clamped value.\n    """\n' + TAIL
SPHINX = HEAD + '    """\n    Clamp v.\n\n    :param v: the value\n    :returns: the clamped value\n    """\n' + TAIL
NUMPY = HEAD + '    """Clamp v.\n\n    Parameters\n    ----------\n    v : float\n        The value.\n    """\n' + TAIL
PLAIN = '```python\ndef clamp(v, lo, hi):\n    """Clamp v into [lo, hi]."""\n    return max(lo, min(v, hi))\n```'


def test_the_docstring_convention_a_rule_names():
    google = "Docstrings: Google style, on every public function you write"
    assert _verdict(google, SPHINX, "write a clamp function") == BROKEN
    assert _verdict(google, NUMPY, "write a clamp function") == BROKEN
    assert _verdict(google, GOOGLE, "write a clamp function") == OBEYED
    assert _verdict(google, PLAIN, "write a clamp function") == OBEYED  # a one-line docstring shows no other style
    for rule in ("Docstrings im NumPy-Stil, bitte.", "Use numpydoc docstrings."):
        assert _verdict(rule, GOOGLE, "write a clamp function") == BROKEN, rule
        assert _verdict(rule, NUMPY, "write a clamp function") == OBEYED, rule
    assert _verdict("Docstrings en style reST (Sphinx), s'il te plaît.", SPHINX, "écris clamp") == OBEYED
    assert _verdict("Docstrings en style reST (Sphinx), s'il te plaît.", GOOGLE, "écris clamp") == BROKEN
    # "the rest" names no convention; a rule without a convention keeps its old reading
    assert "docstyle" not in " ".join(propose_check("Docstrings on public functions; the rest is up to you.")
                                      .check.reply.code_style)  # type: ignore[union-attr]
    assert _verdict("Docstrings on every public function.", SPHINX, "write a clamp function") == OBEYED


def test_docs_when_a_library_is_recommended():
    rules = ("Link to the docs whenever you recommend a library.",
             "Mets un lien vers la documentation quand tu recommandes une bibliothèque.",
             "Pon un enlace a la documentación cuando recomiendes una librería.")
    user = "How do I compare two dates in JavaScript?"
    builtin = "Compare their timestamps: `a.getTime() < b.getTime()`. Using `<` on the Date objects works too."
    bold = "I'd go with **Luxon**: immutable DateTime objects and time-zone support."
    linked = "I'd go with **date-fns**: modular and tree-shakeable. Docs: https://date-fns.org/docs/Getting-Started"
    install = "Install it with `npm install dayjs` and call `dayjs(a).isBefore(b)`."
    for rule in rules:
        assert _verdict(rule, builtin, user) == NOT_APPLICABLE, rule
        assert _verdict(rule, bold, user) == BROKEN, rule
        assert _verdict(rule, install, user) == BROKEN, rule
        assert _verdict(rule, linked, user) == OBEYED, rule
    # "when you explain an API" keeps its own scope: a method named is enough
    api = "Link to the official documentation when you explain an API, not blog posts or Stack Overflow."
    assert _verdict(api, builtin, user) == BROKEN
