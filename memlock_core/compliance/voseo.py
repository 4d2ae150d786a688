"""Spanish voseo ("vos podés", "usá", "fijate"), which a rule refuses ("sin voseo", "no uses el voseo", "tutéame,
nada de voseo"): the rule and the reply check.

Why here: a language identifier says "es" for both; voseo is a verb form. The forms are built from the conjugation
rules (present: stem + -ás / -és / -ís, the stress on the ending; imperative: stem + -á / -é) over common verb stems,
plus the pronoun "vos" in its Spanish uses and "sos". An -ir imperative ("abrí", "salí") is also the preterite's
first person, and "creé" the preterite of "crear", so those are left out: a reply telling what it did is no voseo.
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

NO_VOSEO = "no_voseo"

_AR = ("us", "prob", "mir", "agreg", "ejecut", "instal", "reinici", "borr", "cambi", "revis", "busc", "toc", "cerr",
       "descarg", "guard", "copi", "peg", "configur", "elimin", "activ", "desactiv", "seleccion", "comprob", "pens", "necesit",
       "and", "dej", "llam", "pas", "tom", "trabaj", "actualiz", "verific", "import", "export", "inici", "termin", "empez",
       "cheque", "prest", "prepar", "control", "reemplaz", "fij", "acord", "asegur", "intent", "hablame", "gener", "corr")
_ER = ("pod", "ten", "quer", "sab", "hac", "pon", "corr", "le", "cre", "escog", "vend", "aprend", "deb", "mov", "resolv",
       "entend", "met", "ca", "tra")
_IR = ("dec", "ven", "sal", "escrib", "abr", "eleg", "segu", "ped", "viv", "sub", "divid", "compart", "permit", "recib",
       "ejecut", "instru", "constru", "incl", "defin", "prefer", "sent")
_NOT_IMPERATIVE = {"creé", "leé", "caé", "traé"}  # a preterite or no real imperative


@functools.lru_cache(maxsize=1)
def _forms() -> re.Pattern[str]:
    present = [s + "ás" for s in _AR if s != "corr"] + [s + "és" for s in _ER] + [s + "ís" for s in _IR]
    imperative = [s + "á" for s in _AR if s != "corr"] + [s + "é" for s in _ER if s + "é" not in _NOT_IMPERATIVE] + ["decí", "vení"]
    clitic = [s + "ate" for s in ("fij", "acord", "asegur")] + ["fijate", "tené en cuenta"]
    words = sorted(set(present + imperative + clitic + ["sos"]), key=len, reverse=True)
    return rx(r"(?<![\w-])(?:" + "|".join(map(re.escape, words)) + r")(?![\w-])|"
                      r"(?<![\w-])(?:a|para|con|de|que|y|si|como)\s+vos(?![\w-])|(?<![\w-])vos\s+(?:mismo|misma|ya|no|te|sos)\b",
                      re.I)


_RULE = rx(r"\bvoseo\b|\bvosear\b|\bvos\b(?=[^.;\n]{0,20}\b(?:tú|tu|usted)\b)|\b(?:no|sin|nada de|ni)\s+(?:el\s+)?vos\b",
                   re.I)
_REFUSE = rx(r"\b(?:sin|no|nunca|nada de|evita\w*|without|never|avoid|ni)\b[^.;\n]{0,20}$|\bneutro\b[^.;\n]{0,20}$", re.I)


def parse_voseo(clause: str) -> bool:
    """Whether the clause refuses voseo ("sin voseo", "español neutro, sin voseo", "nada de vos, tuteame")."""
    found = _RULE.search(clause)
    return bool(found and _REFUSE.search(clause[max(0, found.start() - 40):found.start()]))


def voseo_verdict(text: str) -> Finding:
    """no_voseo: no voseo verb form or Spanish "vos" in the reply's own prose (code and quotations left out)."""
    prose = own_text(text)
    if not prose.strip():
        return NOT_APPLICABLE, "no prose"
    found = [m.group(0) for m in _forms().finditer(prose)]
    if found:
        return BROKEN, f"voseo: {quote_words(found)}"
    return OBEYED, "no voseo form"
