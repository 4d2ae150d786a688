"""List items written as full sentences: "bullet points must be complete sentences", "목록 항목은 완전한 문장으로",
"Stichpunkte als ganze Sätze", "列表项要写成完整的句子".

The rule side: a list word, the words "full / complete / whole sentence(s)" in one of a dozen languages, no
refusal of them ("bullets don't have to be full sentences" asks nothing). The reply side: every list item,
its markdown and a trailing code span left aside, closes like a sentence: with a final mark (. ! ? 。 ！ ？), or
in Korean and Japanese with a sentence ending (…다, …요, …です, …ます), and has a verb's room (two words at
least in a spaced script). A noun fragment ("Simplicity", "트렁크 기반 개발", "Git Flow: 릴리스에 적합") is
not one. A reply with no list is not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, NUMBERED, TABLE, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

FULL_SENTENCES = rx(
    r"\b(?:full|complete|whole|proper)\s+sentences?\b|\bphrases?\s+complètes?\b|\bvraies\s+phrases\b|"
    r"\b(?:ganze|vollständige|komplette)\w*\s+sätze?n?\b|\bfrases?\s+complet[ao]s?\b|\bfrasi\s+complete\b|"
    r"\bvolledige\s+zinnen\b|\b(?:pełn|całe)\w*\s+zda\w*|\bполн\w*\s+предложени\w*|"
    r"완전한\s*문장|완결된\s*문장|完整的?句子|完整句|完全な文|完結した文|文章で書", re.I)
_REFUSED = rx(r"\b(?:no|not|never|don'?t|doesn'?t|needn'?t|no need|pas|nicht|kein\w*|no hace falta|não precisa|"
                      r"non serve|hoeven niet|nie musz\w*|не обязательно)\b|不必|不用|不需要|필요\s*없|必要はない|なくても", re.I)
_END = rx(r"(?:[.!?。！？…]|다|요|죠|니다|です|ます|でした|ました|ません)\W{0,3}$")
_MARKUP = rx(r"[*_`~]+|\[([^\]]*)\]\([^)]*\)")


def sentences_named(clause: str) -> str:
    """"asked" when the clause asks list items to be full sentences, "waived" when it says they need not be
    ("bullets don't have to be full sentences": nothing asked of the list), "" when it names none."""
    found = FULL_SENTENCES.search(clause)
    if found is None:
        return ""
    # the refusal between the list and the sentences ("bullets don't need to be full sentences")
    listed = _LIST_WORD.search(clause[:found.start()])
    if listed is None:
        return ""  # "write in full sentences": prose, no rule on list items
    return "waived" if _REFUSED.search(clause[listed.end():found.start()]) else "asked"


_LIST_WORD = rx(r"\b(?:bullet(?:s|ed)?(?:[- ]?points?)?|list(?:s|\s+items?)?|items?|puces?|listes?|[ée]l[ée]ments?|"
                        r"stichpunkte?n?|aufzählung\w*|listen|punkte?|viñetas?|elementos?|listas?|punti|elenchi|voci|tópicos|"
                        r"itens|opsomming\w*|punten|punkt\w*|пункт\w*|списк\w*)\b|목록|항목|리스트|列表|条目|要点|箇条書き|項目|リスト",
                        re.I)


def items_sentences_verdict(text: str) -> Finding:
    """items_sentences: every list item reads as a full sentence (see the module docstring)."""
    items = [ln for ln in parse(text).lines if ln.kind in (BULLET, NUMBERED)]
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    for item in items:
        body = _MARKUP.sub(lambda m: m.group(1) or "", item.body).strip()
        if not body:
            continue
        spaced = len(re.findall(r"[A-Za-zÀ-ÿА-я가-힣]+", body)) >= 2 or re.search(r"[\u3040-\u30ff\u4e00-\u9fff]{4}", body)
        if not _END.search(body) or not spaced:
            return BROKEN, f"a list item that is no full sentence: \"{body[:60]}\""
    return OBEYED, f"{len(items)} list items, each a full sentence"


def options_given(text: str) -> int:
    """How many options the reply sets side by side: the items of its longest top-level list, or the body rows of its
    longest table (its header and divider left out), whichever is more."""
    lines = parse(text).lines
    best = run = rows = 0
    for line in lines:
        if line.kind in (BULLET, NUMBERED) and line.depth == 0:
            run += 1
        elif line.kind not in (BULLET, NUMBERED, "continuation"):
            run = 0
        rows = rows + 1 if line.kind == TABLE else 0
        best = max(best, run, rows - 2)
    return best
