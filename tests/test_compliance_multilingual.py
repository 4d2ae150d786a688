"""Reply rules read beyond English (issue 21): counts with numerals written as words (Polish, Dutch, Korean,
Chinese, Japanese), headings, emoji and text faces, code languages, the Korean honorific speech, and an
exception ("unless I ask for code", "salvo que te pida código") told from a scope. Each reading has look-alikes
that must stay unread: a rule the parse cannot read is unchecked, never guessed. Inputs written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.register import ko_casual_verdict, ko_polite_verdict, ko_register_rule
from tests.compliance_judge import judge, proposed_reply_check

_check = proposed_reply_check


# ---------------------------------------------------------------- counts in many languages

@pytest.mark.parametrize(("rule", "field", "limit"), [
    ("Odpowiadaj zwięźle – najwyżej dwa akapity.", "max_paragraphs", 2),
    ("Odpowiedź: nie więcej niż 100 słów.", "max_words", 100),
    ("Pisz maksymalnie trzy zdania.", "max_sentences", 3),
    ("Houd het kort: maximaal twee alinea's.", "max_paragraphs", 2),
    ("Hoogstens vijf zinnen per antwoord.", "max_sentences", 5),
    ("세 문장 이내로 짧게 답해 주세요.", "max_sentences", 3),
    ("답변은 최대 다섯 줄로 해 주세요.", "max_lines", 5),
    ("답변은 200자 이내로 해 주세요.", "max_chars", 200),
    ("문단은 두 개까지만 써 주세요.", "max_paragraphs", 2),      # the unit first, then the count
    ("段落は3つまでにしてください。", "max_paragraphs", 3),
    ("回答不要超过3个段落。", "max_paragraphs", 3),
    ("回答不要超过三段。", "max_paragraphs", 3),
    ("回答最多两句话。", "max_sentences", 2),
    ("答えは3文以内でお願いします。", "max_sentences", 3),
])
def test_counts_with_numerals_in_words(rule: str, field: str, limit: int) -> None:
    check = _check(rule)
    assert check is not None and check[field] == limit, check


@pytest.mark.parametrize("rule", [
    "Pisz akapity w prostym języku.",             # paragraphs named, no count
    "Gebruik korte alinea's.",                     # short paragraphs: a judgement
    "문장은 자연스럽게 써 주세요.",                  # sentences named, no count
    "段落之间空一行。",                             # a blank line between paragraphs
    "Trzy rzeczy: bądź konkretny, uprzejmy i szybki.",  # a number word that counts no unit
    "段落は3つ以上に分けてください。",                   # at least: not read (no guess)
    "문단은 두 개로 나눠 주세요.",                        # a count with no bound
    "제3자 라이브러리는 쓰지 마세요.",                    # "third-party", no count
])
def test_length_look_alikes_stay_unread(rule: str) -> None:
    check = _check(rule)
    assert check is None or not any(check.get(f) for f in ("max_paragraphs", "max_sentences", "max_words",
                                                           "max_lines")), check


def test_polish_paragraph_limit_judged() -> None:
    rule = "Odpowiadaj zwięźle – najwyżej dwa akapity."
    assert judge(rule, "Pierwszy akapit.\n\nDrugi akapit.")[0] == "obeyed"
    assert judge(rule, "Jeden.\n\nDwa.\n\nTrzy.")[0] == "broken"


def test_korean_sentence_limit_judged() -> None:
    rule = "세 문장 이내로 짧게 답해 주세요."
    assert judge(rule, "네, 가능합니다. 설정에서 바꾸시면 됩니다.")[0] == "obeyed"
    assert judge(rule, "네. 가능합니다. 설정을 여세요. 저장하세요. 재시작하세요.")[0] == "broken"


# ---------------------------------------------------------------- an exception is not a scope

@pytest.mark.parametrize("rule", [
    "Respuestas cortas: máximo 3 líneas, salvo que te pida código.",
    "Short answers: max 3 lines, unless I ask for code.",
    "Korte antwoorden: maximaal 3 regels, tenzij ik om code vraag.",
    "Sauf si je demande du code, réponds en 3 lignes max.",          # the exception first
    "Außer wenn ich nach Code frage: höchstens 3 Zeilen.",
    "Risposte di massimo 3 righe, a meno che non ti chieda del codice.",
    "Respostas com no máximo 3 linhas, a não ser que eu peça código.",
    "Maksymalnie 3 linijki, chyba że poproszę o kod.",
    "Korte antwoorden, hoogstens drie regels, behalve als ik om code vraag.",
])
def test_code_exception_lifts_a_reply_limit(rule: str) -> None:
    check = _check(rule)
    assert check is not None and check["max_lines"] == 3 and check["unless"] == {"max_lines": "code_request"}, check
    assert not check.get("code_rules"), check  # the code named in the exception is not what is limited
    long_reply = "Uno.\nDos.\nTres.\nCuatro.\nCinco."
    assert judge(rule, long_reply, user="¿Qué es DNS?")[0] == "broken"
    assert judge(rule, "Hola.", user="¿Qué es DNS?")[0] == "obeyed"
    assert judge(rule, long_reply, user="Escríbeme el código en Python para leer un CSV.")[0] == "not_applicable"


@pytest.mark.parametrize(("rule", "unless"), [
    ("Keep replies under 100 words unless I ask for more.", "detail_request"),
    ("Code blocks max 10 lines unless I ask for the full file.", ""),
    ("Keine Codeblöcke über 10 Zeilen, es sei denn, ich frage danach.", ""),  # the blocks named before the exception
])
def test_other_exceptions_keep_their_reading(rule: str, unless: str) -> None:
    check = _check(rule)
    assert check is not None
    if unless:
        assert check["unless"] == {"max_words": unless}
    else:  # a limit on code blocks stays one
        assert check["code_rules"] == ["block_lines:10"]


# ---------------------------------------------------------------- "nothing more"

def test_exact_bullets_nothing_more_is_the_whole_reply() -> None:
    rule = "When I ask for a summary, give me exactly three bullet points, nothing more."
    check = _check(rule)
    assert check is not None and "bullets_only" in check["format"]
    user = "Summarise the meeting above."
    assert judge(rule, "- a\n- b\n- c", user=user)[0] == "obeyed"
    assert judge(rule, "- a\n- b\n- c\n\nOverall the mood was good and the team agreed on the plan.", user=user)[0] \
        == "broken"
    assert judge(rule, "Run git branch -m new-name.", user="How do I rename a branch?")[0] == "not_applicable"


def test_bullets_without_nothing_more_allow_prose() -> None:
    check = _check("When I ask for a summary, use three bullet points.")
    assert check is not None and "bullets_only" not in check["format"]


# ---------------------------------------------------------------- headings

@pytest.mark.parametrize(("rule", "fmt"), [
    ("Gebruik altijd een kop bovenaan je antwoord die samenvat waar het over gaat.", "heading_first"),
    ("Zawsze zaczynaj odpowiedź od nagłówka.", "heading_first"),
    ("回答开头要有一个标题。", "heading_first"),
    ("Nie używaj nagłówków.", "no_titles"),  # no section title of any kind, bold ones too
    ("Gebruik tussenkopjes bij lange antwoorden.", "headings"),
])
def test_headings_in_other_languages(rule: str, fmt: str) -> None:
    check = _check(rule)
    assert check is not None and fmt in check["format"], check


@pytest.mark.parametrize("rule", ["Drink een kop koffie voordat je antwoordt.", "Neem een kop thee en lees verder."])
def test_dutch_kop_with_a_noun_is_no_heading(rule: str) -> None:
    check = _check(rule)
    assert check is None or not any("heading" in f for f in check["format"]), check


def test_dutch_heading_first_judged() -> None:
    rule = "Gebruik altijd een kop bovenaan je antwoord die samenvat waar het over gaat."
    assert judge(rule, "## Sneller Wi-Fi\n\nZet de router centraal.")[0] == "obeyed"
    assert judge(rule, "Zet de router centraal in huis.")[0] == "broken"


def test_short_scope_read_in_dutch() -> None:
    check = _check("Geen koppen in korte antwoorden.")
    assert check is not None and check["when"] == {"no_titles": "short"}


# ---------------------------------------------------------------- emoji and text faces

@pytest.mark.parametrize("rule", ["回复里不要用表情符号。", "이모지는 쓰지 마세요.", "Nie używaj emoji w odpowiedziach.",
                                  "Geen emoji gebruiken."])
def test_emoji_bans_in_other_languages(rule: str) -> None:
    check = _check(rule)
    assert check is not None and check["format"] == ["no_emoji"], check
    assert judge(rule, "好的 🙂")[0] == "broken"


@pytest.mark.parametrize("rule", ["이모지를 가끔 써도 돼요.", "表情符号可以用。"])
def test_emoji_allowed_is_no_ban(rule: str) -> None:
    check = _check(rule)
    assert check is None or "no_emoji" not in check["format"]


def test_kaomoji_banned_with_emoji() -> None:
    rule = "絵文字は使わないでください。顔文字（(^^)など）も禁止です。"
    check = _check(rule)
    assert check is not None and "no_emoticons" in check["format"]
    assert judge(rule, "どういたしまして！またいつでも聞いてくださいね(^_^)/")[0] == "broken"
    assert judge(rule, "どういたしまして。またいつでもどうぞ。")[0] == "obeyed"
    assert "no_emoticons" not in (_check("絵文字は使わないでください。") or {"format": []})["format"]


def test_emoji_none_in_mail() -> None:
    rule = "Emojis sí, pero solo en mensajes informales; en correos o documentos formales, ninguno."
    check = _check(rule)  # mails and formal documents both named: a reply that is either
    assert check is not None and check["when"] == {"no_emoji": "asks:mail|doc"}
    check = _check("Emoji are fine in chat; in emails, none.")
    assert check is not None and check["when"] == {"no_emoji": "asks:mail"}


# ---------------------------------------------------------------- code languages

@pytest.mark.parametrize("rule", ["コード例はGoで書いてください。", "Write code examples in Go.", "代码示例请用Go语言。",
                                  "코드 예제는 Go로 작성해 주세요."])
def test_go_named_as_a_language(rule: str) -> None:
    check = _check(rule)
    assert check is not None and check["code_languages"] == ["go"], check


@pytest.mark.parametrize("rule", ["Let it go in peace.", "Go ahead and explain it in plain words.",
                                  "If in doubt, go with the simpler answer."])
def test_go_the_verb_is_no_language(rule: str) -> None:
    check = _check(rule)
    assert check is None or not check.get("code_languages"), check


def test_go_rule_judged() -> None:
    rule = "コード例はGoで書いてください。"
    go = "```go\npackage main\n\nfunc main() {}\n```"
    py = "```python\ndef main():\n    pass\n```"
    assert judge(rule, go)[0] == "obeyed"
    assert judge(rule, py)[0] == "broken"


# ---------------------------------------------------------------- Korean honorific speech

@pytest.mark.parametrize(("rule", "reading"), [
    ("존댓말로 답해 주세요. 반말은 쓰지 마세요.", "ko_polite"),
    ("반말은 쓰지 마세요.", "ko_polite"),
    ("해요체로 답해 주세요.", "ko_polite"),
    ("반말로 편하게 말해줘.", "ko_casual"),  # asks for the plain speech
    ("존댓말은 쓰지 마.", "ko_casual"),      # refuses the honorific one
    ("반말 써도 돼요.", ""),                 # allows it only: no rule every reply obeys
    ("존댓말이든 반말이든 상관없어요.", ""),   # either
    ("한국어로 답해 주세요.", ""),       # a language, not a speech level
    ("고객에게 보내는 메일 초안은 항상 합쇼체로 써 주세요.", ""),  # mail drafts: a scope no check reads
    ("우리 팀장님은 메일에 항상 존댓말로 답변하세요.", ""),        # a statement about someone's mails
])
def test_korean_register_rule(rule: str, reading: str) -> None:
    assert ko_register_rule(rule) == reading


@pytest.mark.parametrize(("reply", "outcome"), [
    ("`sorted()` 함수를 사용하시면 됩니다. 원래 리스트는 그대로 둡니다.", "obeyed"),
    ("설정에서 바꾸면 돼요. 다시 시작하세요.", "obeyed"),
    ("`sorted()` 함수를 쓰면 돼. 원래 리스트는 그대로야.", "broken"),
    ("북촌을 추천드립니다. 카페가 많습니다. 저녁엔 치킨 먹으면 딱이야.", "broken"),  # one slip is enough
    ("이 함수는 새 리스트를 반환한다.", "broken"),                                 # 해라체 -다
    ("## 정렬 방법\n\n- 이미지\n- 언어", "not_applicable"),                       # nouns only: neither
    ("Use sorted() for a new list.", "not_applicable"),
])
def test_korean_polite_verdict(reply: str, outcome: str) -> None:
    assert ko_polite_verdict(reply)[0] == outcome


def test_korean_polite_rule_end_to_end() -> None:
    rule = "존댓말로 답해 주세요. 반말은 쓰지 마세요."
    check = _check(rule)
    assert check is not None and check["format"] == ["ko_polite"]
    assert judge(rule, "내림차순은 `reverse=True`를 넣으시면 됩니다.")[0] == "obeyed"
    assert judge(rule, "내림차순은 `reverse=True`를 넣으면 돼.")[0] == "broken"


@pytest.mark.parametrize(("reply", "outcome"), [
    ("그냥 `sorted()` 쓰면 돼. 간단해.", "obeyed"),
    ("`sorted()`를 쓰시면 됩니다.", "broken"),
    ("좋아. 이렇게 하면 돼요.", "broken"),          # one honorific slip is enough
    ("- 이미지\n- 언어", "not_applicable"),
])
def test_korean_casual_verdict(reply: str, outcome: str) -> None:
    assert ko_casual_verdict(reply)[0] == outcome


def test_korean_casual_rule_end_to_end() -> None:
    check = _check("반말로 편하게 말해줘.")
    assert check is not None and check["format"] == ["ko_casual"]


@pytest.mark.parametrize(("rule", "fmt"), [
    ("です・ます調で書いてください。", "ja_polite"),
    ("敬語で答えてください。", "ja_polite"),
    ("です・ます調は使わないでください。", "ja_casual"),   # the polite form refused: the plain one asked for
    ("常体（だ・である調）で書いてください。", "ja_casual"),
])
def test_japanese_register_rules(rule: str, fmt: str) -> None:
    check = _check(rule)
    assert check is not None and check["format"] == [fmt], check


@pytest.mark.parametrize(("rule", "when"), [
    ("Wenn ich nach einer Zusammenfassung frage, höchstens drei Sätze.", "summary_request"),
    ("Cuando te pida un resumen, máximo tres frases.", "summary_request"),
])
def test_a_scope_is_no_exception(rule: str, when: str) -> None:
    check = _check(rule)
    assert check is not None and check["when"] == {"max_sentences": when} and not check.get("unless"), check


# ---------------------------------------------------------------- lists, code tags, languages

@pytest.mark.parametrize(("rule", "fmt", "when"), [
    ("Gebruik geen opsommingstekens.", "no_bullets", ""),
    ("不要使用项目符号列表。", "no_bullets", ""),
    ("글머리 기호 목록을 쓰지 마세요.", "no_bullets", ""),
    ("Gebruik genummerde lijsten voor stappen.", "numbered", "procedure"),
    ("Używaj list numerowanych dla kroków.", "numbered", "procedure"),
    ("步骤请用编号列表。", "numbered", "procedure"),
    ("Geen lijsten.", "no_lists", ""),
    ("코드 블록에는 항상 언어를 표시해 주세요.", "tagged_code", ""),
    ("代码块请注明语言。", "tagged_code", ""),
    ("Bloki kodu zawsze z nazwą języka.", "tagged_code", ""),
])
def test_list_and_code_form_in_other_languages(rule: str, fmt: str, when: str) -> None:
    check = _check(rule)
    assert check is not None and fmt in check["format"], check
    assert check.get("when", {}).get(fmt, "") == when


@pytest.mark.parametrize(("rule", "expected"), [
    ("Odpowiadaj w języku polskim, kod zawsze w blokach kodu.", {"language": "pl", "format": ["fenced_code"]}),
    ("Nie odpowiadaj w języku angielskim.", {"not_languages": ["en"]}),
])
def test_a_language_named_is_no_code_tag(rule: str, expected: dict) -> None:
    check = _check(rule)
    assert check is not None
    for key, value in expected.items():
        assert check[key] == value, check
