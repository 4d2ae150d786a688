"""Coverage of spelling, unit and code-preference rules (round 6, ccov5): word pairs "X, not Y" in more
languages, a run of refused forms, a rule naming the spelling that has no ß. Every wording was written for this
test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge

CASES = [
    # "X no Y" / "X non Y" / "X niet Y": the form after the negation is refused, the one before is wanted
    ("usa 'ordenador' no 'computadora', por favor", "Reinicia el ordenador y prueba otra vez.", "obeyed"),
    ("usa 'ordenador' no 'computadora', por favor", "Reinicia la computadora y prueba otra vez.", "broken"),
    ("scrivi 'posta elettronica' non 'mail'", "Ti mando una mail domani con i dettagli.", "broken"),
    ("scrivi 'posta elettronica' non 'mail'", "Ti scrivo per posta elettronica domani.", "obeyed"),
    # a run of refused forms joined by "or" in the rule's language
    ("schrijf 'downloaden', 'inloggen', geen 'down loaden' of 'in loggen'", "Je moet eerst in loggen.", "broken"),
    ("schrijf 'downloaden', 'inloggen', geen 'down loaden' of 'in loggen'", "Je moet eerst inloggen.", "obeyed"),
    ("write 'sign in', not 'login' or 'log-in', in prose", "Use the log-in button at the top.", "broken"),
    # the spelling named first, the ß refused after it
    ("Bitte Schweizer Rechtschreibung, also kein ß", "Das ist eine große Sache.", "broken"),
    ("Bitte Schweizer Rechtschreibung, also kein ß", "Das ist eine grosse Sache.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", CASES)
def test_rule(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_many_refused_words_still_checked() -> None:
    # a pair and a list of capitals together give more than sixteen refused words: still one check
    rule = "écris « logiciel » et pas « software », et mets les accents sur les majuscules (É, À)"
    assert judge(rule, "Ce software est lent.")[0] == "broken"
    assert judge(rule, "Ce logiciel est lent.")[0] == "obeyed"


PY = "```python\n{}\n```"
CODE_CASES = [
    # a library preferred over another, the pair read from the rule in English, Korean, Japanese, German
    ("use httpx instead of requests in Python code", PY.format("import requests\nrequests.get(url)"), "broken"),
    ("use httpx instead of requests in Python code", PY.format("import httpx\nhttpx.get(url)"), "obeyed"),
    ("json 말고 orjson 라이브러리 써", PY.format("import json\nprint(json.dumps(d))"), "broken"),
    ("json 말고 orjson 라이브러리 써", PY.format("import orjson\nprint(orjson.dumps(d))"), "obeyed"),
    ("urllibじゃなくてhttpxを使って", PY.format("from urllib.request import urlopen\nurlopen(u)"), "broken"),
    ("Im Code bitte dataclasses statt collections.namedtuple", PY.format("from collections import namedtuple\n"
                                                                          "P = namedtuple('P', 'x y')"), "broken"),
    ("Im Code bitte dataclasses statt collections.namedtuple", PY.format("from dataclasses import dataclass"), "obeyed"),
    # a dotted module used by attribute, or its last part imported from its head
    ("prefer shutil over os.system in scripts", PY.format("import os\nos.system('cp a b')"), "broken"),
    ("no unittest.TestCase, plain pytest functions", PY.format("from unittest import TestCase\nclass T(TestCase):\n    pass"),
     "broken"),
    ("no unittest.TestCase, plain pytest functions", PY.format("def test_x():\n    assert f() == 1"), "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", CODE_CASES)
def test_code_preference(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_code_preference_needs_code() -> None:
    # prose that names the refused library is no use of it; a plain "over" between ordinary words is no library
    assert judge("use httpx instead of requests in Python code", "requests is older than httpx.")[0] == "not_applicable"
    from memlock_core.compliance import code_prefer
    assert code_prefer.parse("prefer tabs over spaces") == []
    assert code_prefer.parse("no emoji, no tables") == []


UNIT_CASES = [
    # data sizes in binary units asked in Japanese / Korean: the unit touches kana, kanji or hangul on either side
    ("ファイルサイズはKiB・MiBで書いてください", "このファイルは約12MBです。", "broken"),
    ("ファイルサイズはKiB・MiBで書いてください", "このファイルは約12MiBです。", "obeyed"),
    ("데이터 용량은 GiB로 써 주세요", "백업은 약 40GB입니다.", "broken"),
    ("데이터 용량은 GiB로 써 주세요", "백업은 약 40GiB입니다.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", UNIT_CASES)
def test_units_cjk(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_run_of_quoted_forms_before_japanese_refusal() -> None:
    rule = "「メモリ」「プリンタ」ではなく「メモリー」「プリンター」と書いて"
    assert judge(rule, "プリンタの設定を開きます。")[0] == "broken"
    assert judge(rule, "プリンターの設定を開きます。")[0] == "obeyed"


def test_bare_refused_name_is_judged_by_its_import() -> None:
    # a variable that happens to share the refused word is no use of a library
    rule = "json 말고 orjson 라이브러리 써"
    assert judge(rule, PY.format("import orjson\njson = orjson.dumps(d)\nprint(json)"))[0] == "obeyed"


BRACKET_CASES = [
    # forms refused in a bracket after the wanted ones, in a rule about writing
    ("scrivi bene gli accenti: più, può, già (non piu' o puo')", "Non posso farlo piu' di così.", "broken"),
    ("scrivi bene gli accenti: più, può, già (non piu' o puo')", "Non posso farlo più di così.", "obeyed"),
    ("write 'e-mail' with the hyphen (not 'email' or 'E-Mail')", "Send me an email tomorrow.", "broken"),
    ("write 'e-mail' with the hyphen (not 'email' or 'E-Mail')", "Send me an e-mail tomorrow.", "obeyed"),
    ("Schreib „Straße“ korrekt (nicht „Strasse“)", "Die Strasse ist gesperrt.", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", BRACKET_CASES)
def test_refused_in_brackets(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_bracket_outside_writing_rules_is_left() -> None:
    from memlock_core.compliance.spelling_bans import refused_in_brackets
    assert refused_in_brackets("metric units please (not miles or feet)") == []
    assert refused_in_brackets("write short replies (not when I ask for details)") == []


NUMBER_CASES = [
    # the decimal mark and the currency sign asked in Dutch
    ("schrijf bedragen met een decimale komma", "Dat kost € 3.75 per stuk.", "broken"),
    ("schrijf bedragen met een decimale komma", "Dat kost € 3,75 per stuk.", "obeyed"),
    ("zet het euroteken vóór het bedrag", "Een ticket kost 15 € per persoon.", "broken"),
    ("zet het euroteken vóór het bedrag", "Een ticket kost € 15 per persoon.", "obeyed"),
    ("zet het euroteken na het bedrag", "Een ticket kost € 15 per persoon.", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", NUMBER_CASES)
def test_dutch_numbers(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


TEST_CASES = [
    # a test asked for beside every new function, in Spanish and German; code with no function is no new function
    ("siempre incluye una prueba con cada función nueva", PY.format("def doble(x):\n    return 2 * x"), "broken"),
    ("siempre incluye una prueba con cada función nueva",
     PY.format("def doble(x):\n    return 2 * x\n\ndef test_doble():\n    assert doble(2) == 4"), "obeyed"),
    ("immer mit Test für jede neue Funktion", PY.format("x = [1, 2, 3]\nprint(sum(x))"), "not_applicable"),
    ("immer mit Test für jede neue Funktion", PY.format("def summe(xs):\n    return sum(xs)"), "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", TEST_CASES)
def test_test_beside_new_function(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


ORDER = "imports: standard library first, then third-party, then local, with a blank line between groups"
ORDER_CASES = [
    (ORDER, PY.format("import numpy as np\nimport os\n\nprint(os.sep, np.pi)"), "broken"),
    (ORDER, PY.format("import os\nimport numpy as np\n\nprint(os.sep, np.pi)"), "broken"),
    (ORDER, PY.format("import os\n\nimport numpy as np\n\nfrom .util import helper\n\nprint(os.sep)"), "obeyed"),
    ("导入顺序：标准库、第三方、本地", PY.format("import yaml\nimport json\nx = 1"), "broken"),
    ("导入顺序：标准库、第三方、本地", PY.format("import json\nimport yaml\nx = 1"), "obeyed"),
    (ORDER, PY.format("print('no imports here')\nx = 2"), "not_applicable"),
]


@pytest.mark.parametrize("rule,reply,outcome", ORDER_CASES)
def test_import_order(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_space_refused_after_the_space_word_is_no_space_rule() -> None:
    # "don't put a space between number and unit" in Japanese and Korean is not a rule asking for the space
    from memlock_core.compliance.unit_style import UNIT_SPACE, parse_unit_style
    assert UNIT_SPACE not in parse_unit_style("数値と単位の間にスペースを入れないでください")
    assert UNIT_SPACE not in parse_unit_style("숫자와 단위 사이에 공백을 넣지 마세요")
    assert UNIT_SPACE in parse_unit_style("数値と単位の間にスペースを入れてください")


def test_official_name_spelling() -> None:
    # "the official way" asks for the names' own capitals; a name marked lower case is left out, the others held
    rule = "Write tool names the official way: TypeScript, GitLab, pnpm (lowercase)"
    assert judge(rule, "The Gitlab runner is down.")[0] == "broken"
    assert judge(rule, "The GitLab runner is down.")[0] == "obeyed"
    # German: "offiziell geschrieben"
    assert judge("Produktnamen offiziell schreiben: GitHub, JavaScript", "Das liegt auf Github.")[0] == "broken"


def test_us_date_format_refused_is_not_asked_for() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule
    for rule in ("Non usare mai il formato americano per le date", "never use the US date format",
                 "nunca uses el formato estadounidense"):
        assert "mdy_date" not in [c.value for c in parse_reply_rule(rule).clauses], rule
    assert "mdy_date" in [c.value for c in parse_reply_rule("US date format (MM/DD/YYYY), please").clauses]
    assert judge("Non usare mai il formato americano mese/giorno. Meglio gg/mm/aaaa.",
                 "La scadenza è il 28/02/2027.")[0] == "obeyed"


def test_a_file_name_refused_is_no_module() -> None:
    """A dotted name ending in a file extension is a file the tool rule judges, not a module to import."""
    from memlock_core.compliance import code_prefer
    assert code_prefer.parse("config.yaml 不要读取") == []
    assert code_prefer.parse("never .env.local or secrets.json") == []
    assert code_prefer.parse("no unittest.TestCase classes") == ["no_module:unittest.TestCase"]
