"""Peninsular (Spain) vs Latin American Spanish: which variety a reply's own words are written in, and a rule that asks
for one ("contesta en español de España, no latino", "Spanish from Spain, with vosotros", "español latino neutro",
"es-419", "espagnol d'Espagne").

Markers, not a dictionary, as for Portuguese (portuguese.py): the plural "you" (vosotros, os, and the verb forms in
-áis / -éis: tenéis, podéis, sois; Latin America says ustedes for everyone), and the words each variety is known by
(ordenador / computadora, móvil / celular, coche / carro, zumo / jugo, vale / dale, fichero / archivo is shared so left
out). A reply with no marker says nothing either way.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["ES_ES", "ES_419", "rule_variety", "variety_markers"]

ES_ES, ES_419 = "es-ES", "es-419"

_PAIRS = (("ordenador", "computadora"), ("ordenadores", "computadoras"), ("móvil", "celular"),
          ("móviles", "celulares"), ("coche", "carro"), ("coches", "carros"), ("zumo", "jugo"),
          ("melocotón", "durazno"), ("gafas", "lentes"), ("conducir", "manejar"), ("aparcar", "estacionar"),
          ("aparcamiento", "estacionamiento"), ("patata", "papa"), ("patatas", "papas"), ("billete", "boleto"),
          ("billetes", "boletos"), ("vale", "dale"), ("tío", "güey"), ("guay", "chévere"), ("cacahuete", "maní"),
          ("portátil", "laptop"), ("gilipollas", "pendejo"), ("coger", "agarrar"), ("piso", "departamento"))
# in a reply about computers "portátil" and "piso" alone say little; "vale" and "coger" do (Spain's daily words), but
# a Latin American text may say "vale la pena": the pair is read only as a word of its own, not in that phrase
_ES_WORDS = frozenset(es for es, _ in _PAIRS)
_LA_WORDS = frozenset(la for _, la in _PAIRS if la not in ("papa", "papas", "dale", "departamento", "lentes"))
_WORD = rx(r"[^\W\d_]+")
# the plural "you" of Spain: the pronouns and the verb endings of vosotros (habláis, tenéis, podéis, sois, id)
_VOSOTROS = rx(r"\b(?:vosotr[oa]s|vuestr[oa]s?|(?-i:os))\b|\b\w{2,}(?:áis|éis)\b|\b(?:sois|estáis|vais|habéis|sabéis)\b", re.I)
# Latin America's plural "you" for friends: ustedes (Spain uses it only formally); "ahorita", "platicar", "acá"
_LA_MARKS = rx(r"\bustedes\b|\bahorita\b|\bplatic\w+|\bchévere\b|\bno más\b(?=\s+\w)", re.I)
_VALE_LA = rx(r"\bvale\s+(?:la\s+pena|más|menos|lo\s+mismo)\b", re.I)


def variety_markers(text: str) -> tuple[list[str], list[str]]:
    """(Spain's markers, Latin America's markers) in ``text`` (prose)."""
    low = _VALE_LA.sub(" ", text.lower())
    words = _WORD.findall(low)
    spain = [w for w in words if w in _ES_WORDS] + [m.group(0) for m in _VOSOTROS.finditer(_VALE_LA.sub(" ", text))]
    latin = [w for w in words if w in _LA_WORDS] + [m.group(0) for m in _LA_MARKS.finditer(low)]
    return spain, latin


# "español de España", "castellano peninsular", "Spanish from Spain", "European Spanish", "es-ES", "espagnol
# d'Espagne", "Spanisch aus Spanien", "スペインのスペイン語"; "español latino(americano)", "de México", "es-419", "es-MX",
# "Latin American Spanish", "espagnol d'Amérique latine", "lateinamerikanisches Spanisch", "中南米のスペイン語"
_RULE = rx(
    r"(?P<es>\b(?:español|castellano|spanish|espagnol|spanisch)\s+(?:de|from|of|d'|aus)\s*(?:españa|spain|espagne|"
    r"spanien)\b|\b(?:español|castellano)\s+(?:peninsular|europeo|ibérico)\b|\b(?:european|peninsular|castilian|iberian)\s+"
    r"spanish\b|\bes[-_]es\b|\bespagnol\s+(?:d'espagne|européen|péninsulaire)\b|\beuropäisches\s+spanisch\b|"
    r"スペインのスペイン語|スペイン本国)|"
    r"(?P<la>\b(?:español|castellano)\s+(?:latino\w*|de\s+(?:latinoamérica|américa\s+latina|méxico|argentina|colombia|"
    r"chile|perú))\b|\blatin[- ]american\s+spanish\b|\bspanish\s+(?:from|of)\s+(?:latin america|mexico)\b|"
    r"\bes[-_](?:419|mx|ar|co|cl|pe|us)\b|\bespagnol\s+(?:d'amérique latine|latino)\b|\blateinamerikanisches\s+spanisch\b|"
    r"中南米のスペイン語|ラテンアメリカのスペイン語)", re.I)
_NEG = rx(r"\b(?:no|not|nada de|ni|nunca|pas|nicht|kein\w*|never)\s+(?:en\s+|in\s+)?$", re.I)


def rule_variety(clause: str) -> tuple[str, str] | None:
    """(variety, words) the clause asks the reply to be written in; a variety refused ("no latino") asks for the
    other one only when nothing else is named."""
    found = [m for m in _RULE.finditer(clause)]
    wanted = [m for m in found if not _NEG.search(clause[max(0, m.start() - 12):m.start()])]
    if wanted:
        m = wanted[0]
        return (ES_ES if m.group("es") else ES_419), m.group(0)
    return None


def judge(wanted: str, prose: str) -> tuple[list[str], list[str]]:
    """(markers of the wanted variety, markers of the other one) in ``prose``."""
    spain, latin = variety_markers(re.sub(r"`[^`\n]*`", " ", prose))
    return (spain, latin) if wanted == ES_ES else (latin, spain)
