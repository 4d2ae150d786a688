"""Keyword probes: derivation in every script, validation of caller-supplied probes, matching rules."""
from __future__ import annotations

import pytest

from memlock_core.config import load_config
from memlock_core.detection.probes import ProbeError, derive_probes, normalize, probe_found, validate_probes


def found(probe: str, text: str) -> bool:
    return probe_found(normalize(probe), normalize(text))


def test_english_drops_stopwords_and_boilerplate_and_prefers_long_words():
    probes = derive_probes("Please always answer in bullet points and never use tables.")
    assert probes == ["bullet", "points", "tables"]
    assert not {"please", "always", "answer", "never", "use", "and", "in"} & set(probes)
    long_text = "Always run the formatter, the linter and the typechecker before committing any Python change."
    probes = derive_probes(long_text)
    assert len(probes) <= 5
    assert {"formatter", "typechecker", "committing"} <= set(probes)  # the rare, long words win
    assert "the" not in probes and "any" not in probes


def test_acronyms_and_words_with_digits_survive_although_short():
    assert derive_probes("Use SQL in CI for the PR.") == ["sql", "ci", "pr"]
    assert "py3" in derive_probes("Target py3 only.")


@pytest.mark.parametrize("text, expected", [
    ("Réponds toujours en français avec des exemples concrets.", {"français", "exemples", "concrets"}),
    ("Всегда отвечай на русском языке и используй метрическую систему.", {"русском", "метрическую"}),
    ("Antworte immer auf Deutsch und nutze die Größenangaben in Metern.", {"deutsch", "metern"}),
    ("דבר תמיד בעברית ואל תשתמש בטבלאות", {"בעברית", "בטבלאות"}),
    ("أجب دائما باللغة العربية", {"العربية"}),
    ("हमेशा हिंदी में जवाब दें और मीट्रिक इकाइयों का प्रयोग करें।", {"हिंदी", "मीट्रिक"}),
    ("Luôn trả lời bằng tiếng Việt và dùng đơn vị mét.", {"tiếng", "việt"}),
])
def test_spaced_scripts_get_word_probes(text, expected):
    probes = derive_probes(text)
    assert expected <= set(probes), probes
    assert all(len(p) > 1 for p in probes)


@pytest.mark.parametrize("text", [
    "始终用中文回答，并且使用公制单位。",
    "必ず日本語で答えてください。",
    "항상 한국어로 대답하세요.",
    "ตอบเป็นภาษาไทยเสมอ",
])
def test_unspaced_scripts_get_bigram_probes_that_are_found_again(text):
    probes = derive_probes(text)
    assert probes, text
    assert all(found(p, "前文 " + text + " 後文") for p in probes)
    assert not any(found(p, "completely unrelated english text") for p in probes)


def test_every_derived_probe_is_found_in_its_own_text():
    texts = ["Never push to the main branch without review.", "Réponds en français.",
             "Используй метрическую систему.", "हमेशा हिंदी में जवाब दें", "用中文回答", "Ａｌｗａｙｓ ｕｓｅ ＵＴＣ ｔｉｍｅｓｔａｍｐｓ"]
    for text in texts:
        probes = derive_probes(text)
        assert probes, text
        assert all(found(p, text) for p in probes), (text, probes)


def test_nothing_distinctive_gives_no_probes():
    assert derive_probes("do it") == []
    assert derive_probes("") == []
    assert derive_probes("!!! ??? ...") == []


# ── caller-supplied probes ───────────────────────────────────────────────────────────────────────

def test_string_probes_are_an_error_never_split_into_letters():
    with pytest.raises(ProbeError, match="list of strings"):
        validate_probes("tabs")
    with pytest.raises(ProbeError):
        validate_probes(b"tabs")
    with pytest.raises(ProbeError):
        validate_probes({"tabs": 1})
    with pytest.raises(ProbeError, match="every probe must be a string"):
        validate_probes(["tabs", 3])


def test_string_probes_in_config_warn_and_fall_back_to_derived():
    cfg = load_config({"anchors": [{"id": "tabs", "text": "Indent with tabs, never spaces.", "probes": "tabs"}]})
    (anchor,) = cfg.static_anchors
    assert anchor.probes == derive_probes("Indent with tabs, never spaces.")
    assert all(len(p) > 1 for p in anchor.probes)
    assert any("probes must be a list" in w for w in cfg.warnings)


def test_probe_validation_normalizes_and_bounds():
    assert validate_probes(["  Bullet   Points ", "BULLET points", "", "ＳＱＬ"]) == ["bullet points", "sql"]
    assert validate_probes([]) is None and validate_probes(None) is None
    with pytest.raises(ProbeError, match="80"):
        validate_probes(["x" * 81])
    with pytest.raises(ProbeError, match="16"):
        validate_probes([f"p{i}" for i in range(17)])


# ── matching ─────────────────────────────────────────────────────────────────────────────────────

def test_matching_is_case_insensitive_and_unicode_normalized():
    assert found("bullet", "Use BULLET points")
    assert found("français", "RÉPONDS EN FRANÇAIS")
    assert found("strasse", "Die Straße ist lang")  # casefold: ß -> ss
    assert found("sql", "ＳＱＬ only")  # NFKC: fullwidth letters


def test_short_probes_match_whole_words_or_their_verb_forms_only():
    assert not found("test", "see the latest results")
    assert found("test", "run the tests")  # a short probe's own -s / -ed / -ing forms (probes._short_form_found)
    assert not found("test", "the testament of the old team")  # no other word that starts with it
    assert not found("log", "the login page")
    assert found("test", "write a test first")
    assert not found("sql", "we use mysql")
    assert found("sql", "SQL, please")
    assert found("ci", "(CI) must pass")


def test_long_probes_must_start_a_word_but_may_continue():
    assert found("bullet", "bulleted lists")
    assert not found("ullet", "bulleted lists")
    assert not found("bullet", "xbullet")
    assert found("metric", "metric-units")


def test_multiword_and_unspaced_probes():
    assert found("bullet points", "answer in Bullet Points.")
    assert not found("bullet points", "bullet, then points")
    assert found("中文", "请用中文回答")
    assert not found("中文", "日本語")


def test_combining_marks_are_part_of_a_word():
    # "हिंद" is a prefix of "हिंदी" followed by a vowel sign: not a whole-word hit for a short probe
    assert not found("हिंद", "हिंदी में")
    assert found("हिंदी", "हमेशा हिंदी में")


def test_probes_and_lexical_evidence_share_one_script_table_with_hangul_and_traditional_han():
    """One table (detection/scripts.py): the Korean particle and the traditional-Han function characters
    are skipped by both probes and lexical evidence, as the simplified-Han ones always were."""
    from memlock_core.detection import lexical, probes, scripts

    assert probes.FUNCTION_CHARS is lexical.FUNCTION_CHARS is scripts.FUNCTION_CHARS
    assert probes.is_unspaced is lexical.is_unspaced is scripts.is_unspaced
    korean = "항상 한국어로 대답하세요."  # 로 is a particle: "어로" is no evidence of this rule
    assert derive_probes(korean) == ["항상", "한국", "국어", "대답"]
    assert "어로" not in lexical.content_grams(korean)
    traditional, simplified = "請總是用繁體中文回答我的問題。", "请总是用简体中文回答我的问题。"
    assert derive_probes(traditional) == ["用繁", "繁體", "體中", "中文", "文回"]  # no "請總" (please + always)
    assert derive_probes(simplified) == ["用简", "简体", "体中", "中文", "文回"]  # the same shape
    assert not {g for g in lexical.content_grams(traditional) if "請" in g}
    assert found("中文", "請用繁體中文回答")


@pytest.mark.parametrize(("probe", "text"), [
    ("commas", "oxford comma, always"),           # plural probe, singular word
    ("ending", "how the story ends"),             # gerund / -s form of a short stem
    ("changing", "back it up before you change it"),
    ("stichpunkten", "am ende drei stichpunkte"),  # German plural ending
    ("archivos", "no toques ningún archivo"),      # Spanish plural
    ("committing", "before you commit anything"),  # English doubles the final consonant before -ing
    ("mudança", "testa toda mudança"),             # Portuguese, non-ASCII letters
    ("teste", "testa toda mudança"),               # a Portuguese verb in another person
])
def test_a_long_probe_is_found_in_another_inflected_form_of_its_word(probe, text):
    assert probe_found(probe, text)


@pytest.mark.parametrize(("probe", "text"), [
    ("format", "keep it formal"),     # another word that shares the first letters, not an ending
    ("dates", "the raw data"),        # a three-letter stem takes only English verb/plural endings
    ("tests", "the latest build"),    # never inside another word
    ("blocks", "blockchain notes"),   # a stem continued by more than an ending is another word
    ("spelling", "spelt out"),        # "ll" is the stem's own, not a doubled consonant
])
def test_another_word_with_the_same_first_letters_is_no_word_form(probe, text):
    assert not probe_found(probe, text)
