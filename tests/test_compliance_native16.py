"""Rules in other languages the native parse misread (round 16), by class.

Each sentence is new (none from a corpus); each class has look-alikes that must keep the reading they had.
"""
from __future__ import annotations

import pytest

from memlock_core.compliance.number_phrases import with_number_phrases
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import call_outcome, reply_outcome


def _check(rule: str):  # type: ignore[no-untyped-def]
    proposal = propose_check(rule)
    assert proposal is not None, rule
    return proposal.check


def _tool_swaps(rule: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    tool = _check(rule).tool
    assert tool is not None, rule
    return [(r.commands, r.allow_commands) for r in tool.forbid]


# ---- "instead of" / "rather than" / "not X but Y" in Chinese, Korean, Japanese -----------------------------------

@pytest.mark.parametrize(("rule", "refused", "wanted"), [
    ("搜代码一律用rg而不是grep", "grep", "rg"),
    ("请用 uv 而非 pip 管理依赖", "pip", "uv"),
    ("用pnpm代替yarn", "yarn", "pnpm"),
    ("以 podman 取代 docker", "docker", "podman"),
    ("不是 npm 而是 bun", "npm", "bun"),
    ("pip가 아니라 uv로 설치해", "pip", "uv"),
    ("yarn이 아니고 pnpm을 써 줘", "yarn", "pnpm"),
    ("docker ではなく podman を使うこと", "docker", "podman"),
])
def test_cjk_swap_refuses_the_right_program(rule: str, refused: str, wanted: str) -> None:
    swaps = _tool_swaps(rule)
    assert any(refused in c[0] and wanted in a for c, a in swaps), (rule, swaps)
    reply = _check(rule).reply
    assert reply is None or not any(s.startswith("no_module:") for s in reply.code_style), rule


def test_cjk_swap_judged_on_calls() -> None:
    assert call_outcome("用 pnpm 而不是 npm", "Bash", {"command": "npm install lodash"}) == "broken"
    assert call_outcome("用 pnpm 而不是 npm", "Bash", {"command": "pnpm install lodash"}) != "broken"
    assert call_outcome("不是 pip 而是 uv", "Bash", {"command": "uv pip install rich"}) != "broken"


@pytest.mark.parametrize(("rule", "refused"), [
    ("代码里用 httpx 而不是 requests 库", "requests"),
    ("Python 代码里用 pathlib 代替 os.path", "os.path"),
    ("不是 unittest 而是 pytest 库", "unittest"),
    ("requests가 아니라 httpx 라이브러리를 써", "requests"),
])
def test_cjk_library_swap_refuses_the_second_name(rule: str, refused: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and f"no_module:{refused}" in reply.code_style, rule
    assert not any(s.startswith("no_module:") and s != f"no_module:{refused}" for s in reply.code_style), rule


def test_a_spelling_pair_is_no_library() -> None:
    reply = _check("behaviour ではなく behavior と書いてください").reply
    assert reply is not None and "behaviour" in reply.no_words and not reply.code_style
    assert _check("behaviour ではなく behavior と書いてください").tool is None
    # two different names stay a library swap
    reply = _check("requests じゃなくて httpx を使って").reply
    assert reply is not None and "no_module:requests" in reply.code_style


# ---- a pair of units is no program, no path, no word -------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "KB/MB 말고 KiB/MiB",
    "디스크 용량은 TB 말고 TiB로 알려 줘",
    "メモリはGB/TBではなくGiB/TiBで表記して",
    "容量は MB/GB じゃなくて MiB/GiB でお願い",
])
def test_units_pair_is_a_data_size_rule(rule: str) -> None:
    check = _check(rule)
    assert check.tool is None, rule
    assert check.reply is not None and check.reply.units == "binary" and not check.reply.no_words, rule


def test_units_pair_judged_on_replies() -> None:
    rule = "메모리는 GB 말고 GiB로 써 줘"
    assert reply_outcome(rule, "The VM has 16 GB of RAM.") == "broken"
    assert reply_outcome(rule, "The VM has 16 GiB of RAM.") == "obeyed"


def test_slash_sides_are_not_swapped_programs() -> None:
    from memlock_core.compliance.swap_order import refused_first_as_use_not
    assert refused_first_as_use_not("速度は mi/h ではなく km/h で") == "速度は mi/h ではなく km/h で"
    assert refused_first_as_use_not("yarn ではなく pnpm で").startswith("use pnpm, not yarn")


# ---- a ban whose object is a thing IN the code (the code a place) -----------------------------------------------

@pytest.mark.parametrize("rule", [
    "코드에 토큰을 하드코딩하지 마",
    "코드 안에 DB 비밀번호 넣지 마세요",
    "代码中不要硬编码 API 密钥",
])
def test_secret_in_the_code_is_no_code_ban(rule: str) -> None:
    check = _check(rule)
    assert check.reply is not None and "no_code" not in check.reply.format, rule
    assert "no_secret_literal" in check.reply.code_rules, rule


@pytest.mark.parametrize("rule", ["코드에는 주석을 달지 마세요", "代码里面不要写注释", "写代码的时候别加注释"])
def test_comments_in_the_code_refused(rule: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and "no_comments" in reply.code_rules and "no_code" not in reply.format, rule


@pytest.mark.parametrize("rule", ["코드는 쓰지 마세요", "답변에 코드 넣지 마", "别写代码", "不要给我代码"])
def test_code_itself_refused_stays(rule: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and "no_code" in reply.format, rule


def test_portuguese_no_codigo_is_in_the_code() -> None:
    reply = _check("Nada de tokens no código, por favor.").reply
    assert reply is not None and "no_code" not in reply.format
    assert "no_code" in _check("Sem código nas respostas.").reply.format  # type: ignore[union-attr]


# ---- debugging by a call, committed code --------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Pas de débogage à coups de print dans le dépôt.",
    "Kein Debuggen mit print im Code.",
    "No depures con print en el código.",
    "代码里不要用 print 调试",
    "print로 디버깅하지 마세요",
])
def test_debugging_by_print_refused_for_debugging_only(rule: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and any(s.startswith("no_call:") and s.endswith(":debug") for s in reply.code_style), rule


def test_other_calls_refused_as_debugging() -> None:
    reply = _check("console.log로 디버깅하지 마세요").reply
    assert reply is not None and "no_call:console.log" in reply.code_style


def test_program_output_is_no_debugging() -> None:
    rule = "Kein Debuggen mit print im Code."
    assert reply_outcome(rule, "```python\nprint('Hallo Welt')\n```") == "obeyed"
    assert reply_outcome(rule, "```python\nprint('DEBUG', resp.json())\n```") == "broken"
    assert propose_check("Print debugging is fine here.") is None


@pytest.mark.parametrize("rule", ["No FIXME comments in committed code.", "Keine FIXMEs im committeten Code.",
                                  "Nada de FIXME en el código commiteado."])
def test_committed_code_bans_no_commit(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.tool is None or not any(
        r.intent == "commit" for r in proposal.check.tool.forbid), rule


def test_commit_verb_still_a_commit() -> None:
    tool = _check("Nunca hagas commit sin preguntarme.").tool
    assert tool is not None and any(r.intent == "commit" for r in tool.forbid)


# ---- the real date ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Nada de 'mañana': quiero la fecha real.", "Sem 'amanhã', diz a data exata.",
                                  "Pas de « hier », écris la vraie date.", "'내일' 말고 실제 날짜로 써 줘"])
def test_real_date_asked(rule: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and "absolute_date" in reply.datetime, rule


@pytest.mark.parametrize("rule", ["Dame datos reales.", "Use real data in the examples."])
def test_real_data_is_no_date_rule(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.reply is None or "absolute_date" not in proposal.check.reply.datetime


# ---- compound numbers in words ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "digits"), [
    ("au plus cent quatre-vingt-dix-huit mots", "au plus 198 mots"),
    ("moins de cent soixante-douze mots", "moins de 172 mots"),
    ("pas plus de deux cent quatre-vingt-un mots", "pas plus de 281 mots"),
    ("maximum cent septante-cinq mots", "maximum 175 mots"),
    ("maximum nonante-trois mots", "maximum 93 mots"),
    ("maximum huitante mots", "maximum 80 mots"),
    ("soixante-et-onze mots", "71 mots"),
    ("höchstens hundertvierundsechzig Wörter", "höchstens 164 Wörter"),
    ("höchstens achtundvierzig Wörter", "höchstens 48 Wörter"),
    ("como máximo ciento treinta y siete palabras", "como máximo 137 palabras"),
    ("no más de veintiséis palabras", "no más de 26 palabras"),
    ("al massimo centoquarantotto parole", "al massimo 148 parole"),
    ("no máximo cento e sessenta e quatro palavras", "no máximo 164 palavras"),
    ("hoogstens zevenenveertig woorden", "hoogstens 47 woorden"),
    ("at most sixty-four words", "at most 64 words"),
])
def test_compound_numbers(text: str, digits: str) -> None:
    assert with_number_phrases(text) == digits


@pytest.mark.parametrize("text", ["vingt pour cent", "dix pour cent vingt fois", "cinquante mots", "cent mots",
                                  "a hundred ways", "sixty", "the twenty five-star hotels", "per cento"])
def test_lone_or_percent_words_left_alone(text: str) -> None:
    assert with_number_phrases(text) == text


def test_a_french_limit_in_words() -> None:
    reply = _check("Réponds en cent quatre-vingt-dix mots au maximum.").reply
    assert reply is not None and reply.max_words == 190
    reply = _check("Keep it under sixty-five words.").reply
    assert reply is not None and reply.max_words is not None and 60 <= reply.max_words <= 65


# ---- a verb of citing whose object is a measure -------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Sistema métrico siempre; si citas unidades inglesas, añade la conversión.",
                                  "Métrique partout ; si tu cites des unités anglo-saxonnes, donne la conversion."])
def test_citing_units_is_no_sources_rule(rule: str) -> None:
    reply = _check(rule).reply
    assert reply is not None and reply.units is not None and reply.sources is None, rule


def test_citing_studies_stays_a_sources_rule() -> None:
    reply = _check("Si citas un estudio, pon siempre el enlace.").reply
    assert reply is not None and reply.sources is not None


@pytest.mark.parametrize("rule", ["除非我同意，不要改 Makefile。", "除非我批准，不要修改 docker-compose.yml。"])
def test_chinese_unless_i_agree_is_consent(rule: str) -> None:
    tool = _check(rule).tool
    assert tool is not None and tool.forbid and all(r.consent for r in tool.forbid), rule


@pytest.mark.parametrize("rule", ["除非我允许，别删掉远程分支。", "未经我同意，不要推送到 release 分支。"])
def test_chinese_consent_read_natively(rule: str) -> None:
    tool = _check(rule).tool
    assert tool is not None and tool.forbid and all(r.consent for r in tool.forbid), rule


def test_chinese_plain_ban_has_no_consent() -> None:
    tool = _check("不要推送到 release 分支。").tool
    assert tool is not None and not any(r.consent for r in tool.forbid)
