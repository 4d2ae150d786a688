"""A guess of Japanese for text written in Han characters with no kana is read as Chinese.

Why: the fastText model ranks a short Chinese sentence ("用简体中文写作，拼音是 xièxie。") as Japanese about half the
time, since both write Han characters; a "请用简体中文回答" pin then broke on a Chinese reply. Japanese prose is never
written without hiragana or katakana (particles, inflections), so Han text without a single kana is not Japanese. A
guess on text with kana, or with too few Han characters to be prose, is left as the model made it.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

_KANA = rx(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = rx(r"[\u4e00-\u9fff\u3400-\u4dbf]")
MIN_HAN = 4


def mend_ranking(text: str, ranked: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """``ranked`` (language, score), best first, with a Japanese guess on kana-free Han text given to Chinese."""
    if not ranked or ranked[0][0] != "ja" or _KANA.search(text) or len(_HAN.findall(text)) < MIN_HAN:
        return ranked
    letters = [c for c in text if c.isalpha()]
    if len(_HAN.findall(text)) < 0.5 * len(letters):
        return ranked  # mostly another script: not prose in Han characters
    zh = max((score for lang, score in ranked if lang == "zh"), default=0.0)
    rest = [(lang, score) for lang, score in ranked if lang not in ("ja", "zh")]
    return [("zh", max(zh, ranked[0][1]))] + [("ja", min(zh, ranked[0][1]))] + rest


__all__ = ["mend_ranking"]
