"""Sentence units (what semantic detection scores) and script-aware lexical evidence. No model needed."""
from __future__ import annotations

from memlock_core.detection.active_region import ActivePiece
from memlock_core.detection.lexical import content_grams, model_covers
from memlock_core.detection.sentence_units import MAX_UNIT_CHARS, build_units, split_sentences, unit_texts


def test_sentences_lines_and_list_items_are_units():
    text = "Rules for this chat:\n- Always answer in bullet points.\n- Keep answers under 200 words.\n1. Cite sources."
    # "Cite sources." is too short to stand alone: it joins its neighbour.
    assert split_sentences(text) == ["Rules for this chat:", "Always answer in bullet points.",
                                     "Keep answers under 200 words. Cite sources."]


def test_sentence_ends_and_abbreviations():
    text = "The bullet train was late. Anyway, use pytest, e.g. with fixtures. Why? Because it is simpler!"
    # "Why?" is shorter than a unit's minimum and joins the sentence after it.
    assert split_sentences(text) == ["The bullet train was late.", "Anyway, use pytest, e.g. with fixtures.",
                                     "Why? Because it is simpler!"]


def test_cjk_sentences_split_without_spaces():
    text = "请始终用中文回答我的所有问题。今天的会议改到下午三点了，记得通知团队。"
    assert split_sentences(text) == ["请始终用中文回答我的所有问题。", "今天的会议改到下午三点了，记得通知团队。"]


def test_long_sentence_is_cut_at_clause_breaks():
    sentence = ", ".join(f"clause number {i} with some words in it" for i in range(40)) + "."
    parts = split_sentences(sentence)
    assert len(parts) > 1
    assert all(len(p) <= MAX_UNIT_CHARS for p in parts)
    assert "".join(p.replace(" ", "") for p in parts).replace(",", "") == sentence.replace(" ", "").replace(",", "")


def test_code_fence_markers_are_not_units():
    assert split_sentences("Here is the script:\n```python\nprint('hi there, world')\n```") == [
        "Here is the script:", "print('hi there, world')"]


def test_short_neighbours_are_also_scored_as_a_pair():
    texts = unit_texts("Schema changes are for staging. The live database is off limits for that.")
    assert "Schema changes are for staging. The live database is off limits for that." in texts
    assert "Schema changes are for staging." in texts


def _pieces(n: int, role: str = "user") -> list[ActivePiece]:
    return [ActivePiece(i, role, f"This is message number {i} of the conversation.") for i in range(n)]


def test_cap_keeps_system_prompt_and_most_recent_units():
    pieces = [ActivePiece(0, "system", "Always answer in bullet points.")] + [
        ActivePiece(i, "user", f"This is message number {i} of the conversation.") for i in range(1, 101)]
    plan = build_units(pieces, max_units=10)
    assert plan.capped and plan.total == 101
    assert len(plan.units) == 10
    assert plan.units[0].role == "system"
    assert [u.index for u in plan.units[1:]] == list(range(92, 101))  # newest nine, in history order


def test_no_cap_flag_when_everything_fits():
    plan = build_units(_pieces(5), max_units=100)
    assert not plan.capped and len(plan.units) == plan.total == 5


def test_model_covers_english_only():
    assert model_covers("Always answer in bullet points.")
    assert model_covers("Use pytest, never unittest.")
    assert not model_covers("Réponds toujours en français, s'il te plaît.")
    assert not model_covers("Antworte immer auf Deutsch und nicht auf Englisch.")
    assert not model_covers("请始终用中文回答。")
    assert not model_covers("必ず日本語で答えてください。")
    assert not model_covers("항상 한국어로 대답해 주세요.")
    assert not model_covers("Всегда отвечай по-русски.")


def test_content_grams_are_script_aware():
    assert content_grams("Always answer in bullet points.") == {"bulle", "point"}
    zh = content_grams("请始终用中文回答")
    assert "中文" in zh and "回答" in zh
    assert content_grams("请始终用中文回答。") <= content_grams("记住：请始终用中文回答我的问题。")
    assert not content_grams("请始终用中文回答。") & content_grams("今天的会议改到下午三点了。")
    # Stems: inflected forms still match; stopwords never count.
    assert content_grams("Never run migrations on production") <= content_grams("the migration will run in production")
    assert content_grams("the and of") == set()


def test_directive_form_tells_a_rule_from_a_mention():
    from memlock_core.detection.directive import reads_as_directive as rule

    for text in ["Always answer in bullet points.", "Give me the code and nothing else.",
                 "No camelCase identifiers; words_separated_like_this.", "From now on, keep replies short.",
                 "I want every answer as a list.", "Quick rule for this chat: format each reply as a list.",
                 "Could you always reply in French from now on?", "Credentials don't get committed, ever."]:
        assert rule(text), text
    for text in ["The bullet train was late this morning.", "Is it true that SQL keywords are case-insensitive?",
                 "Should the footer say 'Okafor et al.' or list all five authors?",
                 "Our TLS certificate expires on the 14th.", "No, the importer skips empty lines."]:
        assert not rule(text), text
    # The assistant's advice is not an instruction to itself; its commitment is.
    assert not rule("Use `decimal.Decimal` with ROUND_HALF_UP for schoolbook rounding.", "assistant")
    assert rule("Understood: from now on I'll keep every answer under 200 words.", "assistant")
