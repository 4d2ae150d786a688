"""A claim that appeals to research without naming it: "Studies show it works about as well as ...", "research
suggests ...", "des études montrent que ...", "Studien zeigen, dass ...", "los estudios demuestran que ...",
"研究によると ...", "研究表明 ...".

Why: a sources rule ("cite your sources with links") reads figures and sentences about something named as the claims a
source must back. A sentence that says research found something is such a claim even with no figure and no name in
it - it says there is a source and gives none. With a source next to it (a link, a named study) it is covered as any
claim is.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_APPEAL = rx(
    r"\b(?:(?:many|some|several|most|recent|numerous|multiple|large|clinical|the)\s+)?"
    r"(?:studies|research|evidence|experts|scientists|researchers|trials|surveys|meta-analyses|reviews)\s+"
    r"(?:\w+\s+)?(?:shows?|suggests?|found|finds?|indicates?|says?|confirms?|has shown|have shown|have found|has found|"
    r"demonstrates?|demonstrated|agree|agrees|points? to)\b|"
    r"\baccording to (?:(?:recent|some|many|several)\s+)?(?:studies|research|experts|scientists|researchers)\b|"
    r"\b(?:des|les|plusieurs|certaines|de nombreuses)\s+(?:études|recherches|chercheurs|experts)\s+(?:\w+\s+)?"
    r"(?:montrent|suggèrent|indiquent|ont montré|confirment|démontrent)\b|\bselon (?:des|les) (?:études|experts|chercheurs)\b|"
    r"\b(?:Studien|Untersuchungen|Forschungsergebnisse|Experten|Forscher)\s+(?:\w+\s+)?"
    r"(?:zeigen|belegen|legen nahe|deuten darauf hin|haben gezeigt|bestätigen)\b|\blaut (?:Studien|Experten|Forschern)\b|"
    r"\b(?:los |las |varios |algunos |muchos |diversos )?(?:estudios|investigaciones|expertos|investigadores)\s+(?:\w+\s+)?"
    r"(?:muestran|demuestran|sugieren|indican|confirman|han demostrado|han mostrado)\b|\bsegún (?:los |algunos )?(?:estudios|expertos)\b|"
    r"\b(?:gli |alcuni |molti )?(?:studi|ricerche|esperti|ricercatori)\s+(?:\w+\s+)?(?:mostrano|dimostrano|suggeriscono|indicano|"
    r"confermano)\b|\b(?:os |alguns |vários )?(?:estudos|pesquisas|especialistas|pesquisadores)\s+(?:\w+\s+)?"
    r"(?:mostram|demonstram|sugerem|indicam|confirmam)\b|"
    r"(?:研究|調査)(?:によると|によれば|では|で)|研究(?:表明|显示|顯示|发现|發現)|연구에 따르면", re.I)
# a sentence that disowns the appeal or speaks of research the user is doing ("your research", "if studies ...")
_NOT_A_CLAIM = rx(r"\b(?:your|my|our|if|whether|no|few|any)\s+(?:\w+\s+)?(?:studies|research|evidence)\b", re.I)


def research_appeals(para: str) -> list[tuple[int, str]]:
    """(place, words) of each appeal to unnamed research in ``para``."""
    out = []
    for found in _APPEAL.finditer(para):
        sentence_start = max(para.rfind(".", 0, found.start()), para.rfind("\n", 0, found.start())) + 1
        if _NOT_A_CLAIM.search(para, sentence_start, found.end()) or re.search(r"\?", para[found.end():found.end() + 120].split(".")[0]):
            continue
        out.append((found.start(), found.group(0)))
    return out
