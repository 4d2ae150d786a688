"""Drift detection, keyword mode (round 12a): a live restatement the rule model misread.

* markdown emphasis ("**...**") is no part of a rule's words: the parse read the stars as a path (emphasis.py);
* a word typed with two neighbouring letters swapped is the pin's word ("smepre" for "sempre"; typo_mend.py);
* the same working rule in other words, read by concept (concept_frame.py): the same acts and objects in the same
  mode ("X before Y" = "no Y without X"), the pin read whole by its concepts.

Sentences written for this test in English, French, German, Spanish, Italian, Portuguese, Dutch, Russian, Japanese,
Chinese and Korean, with neighbours (another act, object, day, condition, number, a waiver, a question, a statement)
that must stay drifted.
"""
from __future__ import annotations

import pytest
from drift_history import alive_after_chat

from memlock_core.detection.concept_frame import frame, same_frame
from memlock_core.detection.emphasis import without_emphasis
from memlock_core.detection.infinitive_rule import forbidden_predicate, impersonal_norm, infinitive_ban
from memlock_core.detection.typo_mend import letters_swapped, mended


def _alive(pin: str, restated: str) -> bool:
    return alive_after_chat(pin, restated)


# --- emphasis -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,plain", [
    ("**Borra nunca las copias de seguridad.**!", "Borra nunca las copias de seguridad."),
    ("**Wichtig:** nie auf main pushen", "Wichtig: nie auf main pushen"),
    ("**絶対に本番DBを消さないで。**", "絶対に本番DBを消さないで。"),
    ("mask them like a***@example.org", "mask them like a***@example.org"),  # no emphasis
    ("keep src/**/fixtures as they are", "keep src/**/fixtures as they are"),  # a glob
    ("2**10 is the page size", "2**10 is the page size"),  # a power
    ("__init__.py stays empty", "__init__.py stays empty"),
])
def test_emphasis_is_taken_off(text: str, plain: str) -> None:
    assert without_emphasis(text) == plain


@pytest.mark.parametrize("pin,restated,alive", [
    ("Non cancellare mai i backup del database.", "**Non cancellare mai i backup del database.**!", True),
    ("Borra nunca las copias de seguridad del servidor.", "**Borra nunca las copias de seguridad del servidor.**", True),
    # emphasis lends no rule to another one
    ("Non cancellare mai i backup del database.", "**Non cancellare mai i log del database.**!", False),
])
def test_an_emphasised_restatement_keeps_the_pin(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


# --- letter-swap typos ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("one,other,swapped", [
    ("sempre", "smepre", True), ("asking", "asikng", True), ("toujours", "toujuors", True),
    ("immer", "imemr", True),
    ("form", "from", False),  # too short to tell a typo from another word
    ("sempre", "esmpre", False),  # the first letter kept
    ("German", "Grenma", False), ("metric", "metric", False), ("signed", "singled", False),
])
def test_letters_swapped(one: str, other: str, swapped: bool) -> None:
    assert letters_swapped(one, other) is swapped


def test_mended_only_toward_the_pins_words() -> None:
    assert mended("Rispondi sempre in italiano.", "rispondi smepre in italiano") == "rispondi sempre in italiano"
    assert mended("Rispondi sempre in italiano.", "rispondi sempre in inglsee") == "rispondi sempre in inglsee"


@pytest.mark.parametrize("pin,restated,alive", [
    ("Antworte immer auf Deutsch.", "Antworte imemr auf Deutsch.", True),
    ("Don't install new packages without asking me first.", "Don't install new packages without asikng me first.",
     True),
    ("Réponds toujours en français.", "Réponds toujuors en anglais.", False),  # another language, typo or not
])
def test_a_typed_restatement_keeps_the_pin(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


# --- concept frames -------------------------------------------------------------------------------------------------
SAME = [
    ("Draai de linter voordat je iets pusht.", "Push niets zonder dat de linter gedraaid heeft."),
    ("Vor jedem Deployment auf Produktion fragst du mich erst.", "Kein Release in die Produktion ohne meine Freigabe."),
    ("Non fare mai rebase dei branch condivisi.", "Non ribasare mai i branch condivisi con altri."),
    ("Lance toujours le linter avant de committer.", "Ne committe rien sans lancer le linter avant."),
    ("Nunca hagas push sin pasar el linter antes.", "Pasa el linter antes de cualquier push."),
    ("Никогда не делай force push в общие ветки.", "В общие ветки никогда не делай force push."),
    ("每次提交前先跑一遍单元测试。", "提交之前先把单元测试跑一遍。"),
    ("每次提交前先跑一遍单元测试。", "没跑单元测试之前不要提交。"),
    ("Push nooit rechtstreeks naar main.", "Niets direct naar main pushen, ook niet vanavond."),
    ("Committe nie direkt auf den main-Branch.", "Auf den main-Branch wird nie direkt committet."),
    ("不要把API密钥写进代码里，一律用环境变量。", "不要硬编码密钥，全部用环境变量。"),
]
DIFFERENT = [
    ("Draai de linter voordat je iets pusht.", "Draai de linter voordat je iets commit."),  # another act
    ("Draai de linter voordat je iets pusht.", "Push gerust zonder de linter."),  # a waiver
    ("Vor jedem Deployment auf Produktion fragst du mich erst.", "Deploy auf Produktion ohne zu fragen."),  # waiver
    ("Vor jedem Deployment auf Produktion fragst du mich erst.", "Vor jedem Deployment auf Staging fragst du mich erst."),
    ("Non fare mai rebase dei branch condivisi.", "Non fare mai rebase di main."),  # another object
    ("Non fare mai rebase dei branch condivisi.", "Fai sempre rebase dei branch condivisi."),  # the opposite
    ("Nunca hagas push sin pasar el linter antes.", "¿Pasas el linter antes de cada push?"),  # a question
    ("每次提交前先跑一遍单元测试。", "每次推送前先跑一遍单元测试。"),  # push, not commit
    ("Don't push anything to the remote without my OK.", "Ask me before you push."),  # one act: too little
    ("Push nooit rechtstreeks naar main.", "Push nooit rechtstreeks naar develop."),
    ("Push nooit rechtstreeks naar main.", "Commit nooit rechtstreeks op main."),
    ("不要把API密钥写进代码里，一律用环境变量。", "不要把密码写进代码里。"),  # env vars not said: a narrower rule
]


@pytest.mark.parametrize("pin,unit", SAME)
def test_same_frame(pin: str, unit: str) -> None:
    assert same_frame(pin, unit)


@pytest.mark.parametrize("pin,unit", DIFFERENT)
def test_other_frame(pin: str, unit: str) -> None:
    assert not same_frame(pin, unit)


@pytest.mark.parametrize("pin", [
    "Never run kubectl commands against the prod context without asking me first.",  # "kubectl": no concept
    "Lösche niemals Tabellen in der Produktionsdatenbank ohne meine Freigabe.",  # "Tabellen"
    "No deploys to production on Fridays.",  # the day
    "Nunca faça deploy sem a aprovação do QA.",  # whose approval
])
def test_a_pin_with_a_word_no_concept_reads_is_not_read_by_its_frame(pin: str) -> None:
    found = frame(pin)
    assert found is None or not found.complete


@pytest.mark.parametrize("pin,restated,alive", [
    ("Draai de linter voordat je iets pusht.", "Belangrijk: push niets zonder dat de linter gedraaid heeft.", True),
    ("Vor jedem Deployment auf Produktion fragst du mich erst.",
     "Wichtig: kein Release in die Produktion ohne meine ausdrückliche Freigabe.", True),
    ("每次提交前先跑一遍单元测试。", "提交代码之前，请先把单元测试跑一遍。", True),
    ("每次提交前先跑一遍单元测试。", "没跑单元测试之前不要提交。", True),
    ("Push nooit rechtstreeks naar main.", "Niets direct naar main pushen, ook niet met een groene build.", True),
    ("Non fare mai rebase dei branch condivisi.", "I branch condivisi con altri non si ribasano, mai.", True),
    ("Non fare mai rebase dei branch condivisi.", "Da noi non si fa mai rebase dei branch condivisi.", False),  # about us
    ("Push nooit rechtstreeks naar main.", "Wij pushen nooit rechtstreeks naar main.", False),  # a statement
    # neighbours, statements and questions stay drifted
    ("Draai de linter voordat je iets pusht.", "Draai de linter voordat je iets commit.", False),
    ("Vor jedem Deployment auf Produktion fragst du mich erst.",
     "Kein Release in die Produktion ohne meine Freigabe nach 18 Uhr.", False),
    ("Vor jedem Deployment auf Produktion fragst du mich erst.",
     "Gestern hat Jonas ohne Freigabe in die Produktion deployt.", False),
    ("Draai de linter voordat je iets pusht.", "Draait de hook de linter voordat je pusht?", False),
    ("每次提交前先跑一遍单元测试。", "单元测试现在跑一遍要多久？", False),
])
def test_audit_reads_a_restatement_by_its_frame(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


@pytest.mark.parametrize("text,ban", [
    ("Niets direct naar main pushen.", True), ("Nichts ohne Review auf main mergen.", True),
    ("Niks naar productie sturen zonder dat de tests groen zijn.", True),
    ("Wij pushen nooit naar main.", False), ("Niemand hat gestern etwas gepusht.", False),
    ("Niets is veranderd sinds gisteren.", False), ("Niets naar main pushen?", False),
    ("Kein Problem, das machen wir morgen.", False), ("Nicht jeder Commit muss getestet werden.", False),
])
def test_infinitive_ban(text: str, ban: bool) -> None:
    assert infinitive_ban(text) is ban


@pytest.mark.parametrize("text,norm", [
    ("I branch condivisi non si ribasano, mai.", True), ("Non si tocca la cartella generata.", True),
    ("Da noi non si fa mai rebase.", False), ("Non si è mai fatto rebase qui.", False), ("Non si sa mai.", False),
    ("Non si tocca la cartella generata?", False),
])
def test_impersonal_norm(text: str, norm: bool) -> None:
    assert impersonal_norm(text) is norm


@pytest.mark.parametrize("text,ban", [
    ("Принудительный пуш в общие ветки запрещён.", True), ("Direktes Pushen auf main ist verboten.", True),
    ("Le push forcé est strictement interdit.", True), ("Hacer push directo a main está prohibido.", True),
    ("Il force push è vietato.", True), ("Rechtstreeks naar main pushen is verboden.", True),
    ("Bei uns ist direktes Pushen auf main verboten.", False),  # someone's place: a statement
    ("У них запрещён force push.", False), ("Force-Push war früher verboten.", False),
    ("Está prohibido hacer push a main?", False),
])
def test_forbidden_predicate(text: str, ban: bool) -> None:
    assert forbidden_predicate(text) is ban


@pytest.mark.parametrize("pin,restated,alive", [
    ("Не делай force push в общие ветки.", "Принудительный пуш в общие ветки запрещён.", True),
    ("每次提交前先跑一遍单元测试。", "没跑过单元测试的代码不要进仓库，先跑测试。", True),
    ("Не делай force push в общие ветки.", "Принудительный пуш в main запрещён.", False),  # another object
    ("Не делай force push в общие ветки.", "У них принудительный пуш в общие ветки запрещён.", False),
    ("每次提交前先跑一遍单元测试。", "部署之前，请先把单元测试跑一遍。", False),  # deploy, not commit
])
def test_audit_reads_a_ban_said_by_its_predicate(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive
