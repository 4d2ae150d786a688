"""Conventions a reply's prose can be read for: unit system, date and time formats, cited sources.

Each finder returns the words it found, so a verdict can show them:

* units: a number followed by a unit token (``5 km``, ``12 ft``, ``3.5 lbs``, ``72°F``, ``60 mph``);
  a quantity in parentheses right after one of the other system (``5 km (3.1 mi)``) is a conversion
  and counts for the system it follows;
* dates: ISO 8601 (``2024-03-05``) vs other forms (``03/05/2024``, ``5.3.2024``, ``March 5, 2024``,
  ``5 March 2024``); times: 24-hour (``14:30``) vs 12-hour (``2:30 PM``, ``2 pm``), and the zone
  written next to a time (``UTC``, ``Z``, ``+00:00`` vs ``PST``, ``CET``, ``local time``);
* sources: links (``https://…``), a "Sources:" / "References:" section, numbered references (``[1]``).
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance import iso_offset, units
from memlock_core.compliance.date_lexicon import alternation, month_abbreviations, months
from memlock_core.compliance.unit_lexicon import REPLY_IMPERIAL, REPLY_LOOSE, REPLY_METRIC
from memlock_core.compliance.units import dimension
from memlock_core.number_lexicon import plain as number_plain
from memlock_core.number_lexicon import words as number_words
from memlock_core.regex_cache import rx

# a number may follow a kanji or kana ("約3マイル"), never a Latin letter, a digit or a point
# "1½ cups", "4½–5½ stone": a vulgar fraction after a whole number or alone
_FRAC = "[½¼¾⅓⅔⅛⅜⅝⅞]"
_ONE_NUM = rf"(?:(?:\d{{1,3}}(?:[,\u202f ]\d{{3}})+|\d+)(?:[.,]\d+)?{_FRAC}?|{_FRAC})"
_NUM = rf"(?<![^\W\u3040-\u30ff\u4e00-\u9fff])(?<!\.){_ONE_NUM}(?:\s?[-–]\s?{_ONE_NUM})?"
# Chinese unit words ("5公里", "零下5摄氏度", "150磅"), longest first ("摄氏度" before "度", "千克" before "克")
_METRIC_ZH = r"摄氏度|公里|千米|公斤|千克|厘米|毫米|毫升|公升|克|米|升"
_IMPERIAL_ZH = r"华氏度|英里|英尺|英寸|盎司|加仑|品脱|磅|市斤|斤"
_METRIC_UNITS = (rf"{_METRIC_ZH}|mm|cm|km|m|kg|g|mg|t|ml|mL|cl|dl|l|L|litres?|liters?|metres?|meters?|kilometres?|kilometers?|"
                 r"centimetres?|centimeters?|millimetres?|millimeters?|grams?|grammes?|kilograms?|kilos?|tonnes?|"
                 r"°C|℃|ºC|(?:degrees?|grados?|Grad|degrés?|gradi|graus) (?:C|Celsius|centigrade|centígrados?)|"
                 r"Celsius|km/h|kph|km²|m²|m³|cm³|cubic (?:met(?:re|er)s?|centimet(?:re|er)s?)|m2|cm²|hectares?|ha|kPa|MPa|GPa|hPa|kN|MN|"
                 r"bar|kmh|m/s|kilomètres?|mètres?|grammes?|Kilometer|Meter|Gramm|Liter|Zentimeter|kilómetros?|"
                 r"metros?|gramos?|litros?|chilometri|metri|grammi|litri|centimetri|millimetri|chilogrammi|quil[ôo]metros?|gramas|"
                 r"quilogramas?|centímetros?|milímetros?|キロメートル|センチメートル|ミリメートル|ミリリットル|キログラム|キロ|メートル|グラム|センチ|リットル|度"
                 rf"|{REPLY_METRIC}")
_IMPERIAL_UNITS = (rf"{_IMPERIAL_ZH}|in(?:ch(?:es)?)?|\"|″|ft|feet|foot|yd|yards?|mi|miles?|mph|lbs?|pounds?|oz|ounces?|°F|℉|ºF|"
                   r"(?:degrees?|grados?|Grad|degrés?|gradi|graus) (?:F|Fahrenheit)|"
                   r"Fahrenheit|gal(?:lons?)?|pints?|quarts?|fl\.? ?oz|psi|psf|ksi|kips?|lbf|acres?|"
                   r"sq\.? ?ft|square (?:feet|foot|miles?|inch(?:es)?)|cubic (?:feet|foot|inch(?:es)?|yards?)|"
                   r"cu\.? ?(?:ft|in|yd)|ft³|in³|stones?|st|inch|[Cc]ups?|tablespoons?|tbsp|teaspoons?|tsp|"
                   # spoons and cups in other languages ("2 EL Zucker", "1 TL Senf", "2 Tassen Mehl", "3 cucharadas")
                   r"Esslöffel|Teelöffel|EL|TL|Tassen?|cucharadas?|cucharaditas?|cucchiai(?:ni|no|o)?|"
                   r"cuillères? à (?:soupe|café)|colher(?:es)? de (?:sopa|chá)|"
                   r"Meilen|Meile|Fuß|Zoll|Gallonen|Gallone|Unzen|Pfund|millas?|tazas?|galones|galón|yardas?|"
                   r"pieds?|pouces?|milles|onces?|gallons?|"
                   r"pies?|pulgadas?|libras?|onzas?|galones?|miglia|piedi|piede|pollici|libbre|galloni|milhas?|pés|pé|polegadas?|onças?|"
                   r"galões|jardas?|マイル|フィート|インチ|ポンド|ヤード|ガロン|オンス|livres?|"
                   r"knots?|kts|Knoten|nœuds|nudos|nodi|nós|nautical miles?|Seemeilen|milles nautiques|millas náuticas|mpg"
                   rf"|{REPLY_IMPERIAL}")
# a unit written in kana ends where the kana run does ("13.1マイルです")
# a unit in Chinese characters ends at its last character ("5公里的路", never "3米饭": rice)
_QUANTITY = rx(rf"({_NUM})(?:\s|-|\u00a0)?(?:({_METRIC_UNITS})|({_IMPERIAL_UNITS}))(?:(?<=[ァ-ヺー])(?![ァ-ヺー])|"
                       rf"(?<=[\u4e00-\u9fff])(?![饭粒酒线色兰国價价])|(?<=[\uac00-\ud7a3])|(?=[\uac00-\ud7a3])|(?![\w/²])|"
                       # a Latin unit or a degree sign with Japanese or Chinese right after it ("約41°Fで", "5kmほど")
                       rf"(?<=[A-Za-z°℃℉])(?=[\u3040-\u30ff\u4e00-\u9fff]))")
# "一英尺", "三公里", "两磅": a Chinese numeral and a unit word
_ZH_WORDED = rx(rf"[一二两三四五六七八九十百千半几]+(?:点[一二三四五六七八九十]+)?(?:(?P<m>{_METRIC_ZH})|"
                        rf"(?P<i>{_IMPERIAL_ZH}))(?![饭粒酒线色兰国價价])")
# "in", "m", "t", "l", "st", "g", '"' after a number are also words or quote marks: they count only written close to
# the number and followed by a separator ("12 in." / '12"' / "5m,"), never "3 in the morning".
_LOOSE = frozenset({"in", "m", "t", "l", "L", "st", "g", "\"", "″", "mi", "bar", "ha", "度", "pies", "pie", "pé", "piede", "pied", "pieds",
                    "pouce", "pouces", "Pfund", "onces", "once", "milles", "pés", "piedi", "metri", *REPLY_LOOSE})
_LOOSE_AFTER = rx(r"\s*(?:$|[.,;:()\]×x*|]|(?:and|or|et|und|y|o|ou|oder|by|long|wide|high|deep|tall|of|away|"
                          r"from|up|down|above|below|en|de|del|di|da|do|della|dello|hasta|desde|sobre|bajo|más|menos|à|au|jusqu'|sous|von|bis|über|unter|"
                          r"hoch|lang|breit|tief|weit|entfernt|lange?|breite?|hohe?)\b)")
# a product's name right before an inch mark: a capitalised word inside its sentence ("Il MacBook Air 13\"")
_MODEL_BEFORE = rx(r"(?<=[\w,;:]\s)(?:[A-Z][\w-]*|i[A-Z][\w-]*)\s$")
# "roughly 1 m behind the rack", "at least 1.2 m in front", "about 500 g of flour": a figure said as an estimate or a
# bound before a one-letter unit measures something, whatever word follows it
_ESTIMATE_BEFORE = rx(r"\b(?:roughly|about|around|approximately|at least|at most|nearly|almost|"
                      r"environ|au moins|etwa|mindestens|ungefähr|unos|al menos|aproximadamente|circa|almeno)\s+$", re.I)
# the start of a list item, right before a quantity
_ITEM_START = rx(r"(?:^|\n)[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+(?:about |approx\.? |~)?$")
# "5 km (3.1 mi)", "535 km by road (332 miles)": a parenthesis right after a quantity, or after at most three words
_CONVERSION = rx(r"(?:\s+[^\W\d]+){0,3}\s*\((?:about |approx\.? |~|≈|environ |ca\.? |etwa |unos |around |roughly )?")


_MONEY_UNIT = rx(r"pounds?|libras?|Pfund|libbre|livres?", re.I)
_MONEY_BEFORE = rx(r"\b(?:costs?|costing|price[ds]?|pay|pays|paid|spend|spent|charges?|charged|fees?|worth|salary|"
                           r"earns?|earned|budget|sells? for|sold for|bought for|refund(?:ed)?|owes?|tip|fine|coûte|kostet|cuesta|"
                           r"costa)\b[^.;\n]{0,20}$", re.I)
_MONEY_AFTER = rx(r"\s*(?:sterling|a (?:month|year|week|day|head)|per (?:month|year|week|day|hour|person)|an hour|"
                          r"each|apiece|in (?:cash|fees|tax)|off\b)", re.I)


_NAMED_BEFORE = rx(r"\b(?:called|named|known as|dubbed|labell?ed)\s+$", re.I)
_FORMAT_AFTER = rx(r"\s?(?:film|camera|lens|format|equivalent|negatives?|slides?|rounds?|pistol|ammo|cartridges?|frames?|"
                           r"sensors?|SLR|DSLR|projector|prints?|"
                           r"Film|Kamera|Objektiv|appareil|pellicule|objectif|cámara|película|objetivo)\b", re.I)
_MASS_NEAR = rx(r"p[èe]s|poids|lourd|masse|farine|sucre|beurre|viande|fromage|\bkg\b|kilo|gramme|onces?\b", re.I)
# "華氏75度", "摂氏20度": a temperature with its scale before the number
_KANJI_TEMP = rx(r"(華氏|摂氏|华氏|摄氏)\s?(?:零下)?-?\d+(?:\.\d+)?\s?度")
# "around mile 20", "at kilometre 30": a distance named by its marker
_MARKER = rx(r"\b(?:at|around|by|past|after|until|before|near|from|to|till|until)\s+(?:(?P<i>mile(?: marker)?)|"
                     r"(?P<m>kilomet(?:re|er)|km))\s+\d+(?![\d.,]\d)")


def quantity_spans(text: str) -> list[tuple[str, int, int, str]]:
    """(system, start, end, as written) for every quantity in ``text``."""
    return list(_quantity_spans(text))


@functools.lru_cache(maxsize=64)
def _quantity_spans(text: str) -> tuple[tuple[str, int, int, str], ...]:
    """:func:`quantity_spans`, memoized: the unit pins of one reply (and their steps) read the same prose."""
    out = []
    for found in _QUANTITY.finditer(text):
        unit = found.group(2) or found.group(3)
        if unit in _LOOSE:
            if unit in ("\"", "″"):
                if found.group(0) != found.group(1) + unit:
                    continue
                if _MODEL_BEFORE.search(text, 0, found.start()):
                    continue  # 'MacBook Air 13" M2', 'iPad Pro 11"': the size in a product's name, not a length
            elif not _LOOSE_AFTER.match(text, found.end()) \
                    and not (unit in ("g", "m", "l", "L") and _ITEM_START.search(text, 0, found.start())) \
                    and not (unit in ("m", "g", "l", "L") and _ESTIMATE_BEFORE.search(text, 0, found.start())):
                continue  # "- 190 g flour": a list item that opens with a quantity states it ("- 3 in stock" does not)
        if unit in ("EL", "TL") and not re.match(r"\s+[A-ZÄÖÜ][a-zäöüß]", text[found.end():found.end() + 3]):
            continue  # "1 TL Senf" is a spoon of mustard; "100 TL" alone is Turkish lira
        if found.group(3) and _MONEY_UNIT.fullmatch(unit) and (
                _MONEY_BEFORE.search(text[max(0, found.start() - 30):found.start()]) or _MONEY_AFTER.match(text, found.end())):
            continue  # "it costs 5 pounds", "20 pounds a month": money, not a mass
        if unit == "mm" and (_FORMAT_AFTER.match(text, found.end())
                             or _NAMED_BEFORE.search(text[max(0, found.start() - 20):found.start()])):
            continue  # "a 35mm camera", "9mm rounds": a format's name, not a length
        if unit.lower().startswith("livre") and not _MASS_NEAR.search(text[max(0, found.start() - 80):found.end() + 80]):
            continue  # "trois livres de Victor Hugo": books, not pounds
        out.append(("metric" if found.group(2) else "imperial", found.start(), found.end(), found.group(0).strip()))
    out += [("imperial" if m.group("i") else "metric", m.start(), m.end(), m.group(0)) for m in _WORDED.finditer(text)]
    out += [("imperial", m.start(), m.end(), m.group(0)) for m in _WORDED_ESTIMATE.finditer(text)
            if not any(o[1] <= m.start() < o[2] or m.start() <= o[1] < m.end() for o in out)]
    out += [("imperial" if m.group("i") else "metric", m.start(), m.end(), m.group(0)) for m in _MARKER.finditer(text)]
    out += [("imperial" if m.group("i") else "metric", m.start(), m.end(), m.group(0)) for m in _ZH_WORDED.finditer(text)]
    out += [("imperial" if m.group(1) in ("華氏", "华氏") else "metric", m.start(), m.end(), m.group(0))
            for m in _KANJI_TEMP.finditer(text)]
    # a span inside a longer one is part of it ("75度" in "华氏75度")
    out = [span for span in out if not any(o[1] <= span[1] and span[2] <= o[2] and o[2] - o[1] > span[2] - span[1]
                                           for o in out)]
    return tuple(sorted(out, key=lambda span: span[1]))


def unpaired(text: str, window: int = 60) -> tuple[list[str], list[str]]:
    """(quantities given in both systems, quantities with none of the other system near them): a quantity is
    paired when one of the other system stands within ``window`` characters in the same sentence."""
    spans = quantity_spans(text)
    paired: list[str] = []
    alone: list[str] = []
    for system, start, end, written in spans:
        near = False
        for other, o_start, o_end, _ in spans:
            if other == system:
                continue
            lo, hi = (end, o_start) if o_start >= end else (o_end, start)
            gap = text[lo:hi]
            if hi - lo <= window and not re.search(r"[.!?;]\s|\n", gap):
                near = True
                break
        (paired if near else alone).append(written)
    return paired, alone


# what may stand between a value and its value in the other system: "20 °C (68 °F)", "5 km / 3 mi", "10 kg, or 22 lb",
# "535 km by road (about 332 miles)"
_NEXT_TO = rx(r"(?:\s+[^\W\d]+){0,3}?\s*[(\[/,=–-]?\s*(?:about |approx\.? |~|≈|environ |ca\.? |etwa |unos |around |"
                      r"roughly |or |o |ou |oder |i\.e\. |ie )?")


def unconverted(text: str, first: str) -> list[str]:
    """The quantities of the system ``first`` with no value in the other system right after them ("nights around
    12 °C" under "Celsius with Fahrenheit in brackets"), as written."""
    spans = quantity_spans(text)
    out: list[str] = []
    for (system, _, end, written), after in zip(spans, spans[1:] + [("", len(text), len(text), "")]):
        if system == first and not (after[0] and after[0] != first and _NEXT_TO.fullmatch(text, end, after[1])):
            out.append(written)
    return out


# "a pound of flour", "einem Pfund Mehl", "una libra de", "half a gallon": an imperial quantity written with an article
# or a number word (the units that are not also money, a book or a body part after an article)
_WORDED_IMPERIAL = rx(r"\b(?:(?:a|an|one|half an?|two|three)\s+(?:pounds?|ounces?|gallons?|pints?|quarts?|miles?)\s+"
                              r"(?:of|from|away from)\b|"
                              # "it is about a mile away", never "saw it coming a mile away" (an idiom)
                              r"\b(?:is|are|was|were|lies|sits|about|only|just|roughly|nearly|almost|around)\s+"
                              r"(?:a|one|half a|two|three)\s+miles?\s+away\b|"
                              r"(?:ein(?:e[mnrs]?)?|halbe[mns]?|zwei|drei)\s+(?:Pfund|Unzen?|Gallonen?|"
                              r"Meilen?)\b(?!\w)|(?:una|media|dos|tres)\s+(?:libras?|onzas?|millas?)\s+de\b)")


# "five miles", "ten kilometres", "zwei Meilen", "cinco millas", "trois kilomètres": a number in words and a unit word
_OTHERS = ("de", "es", "fr", "it", "pt")
# words of memlock_core/number_lexicon.py this reader has not been checked with: kept out as before
_NOT_MEASURED = frozenset("cinque dois três sete cem".split())
_NUMBER_WORDS = "|".join(sorted(
    {*number_words(("en",), range(2, 13)), *(number_plain("en", v) for v in (15, 20, 30, 40, 50)),
     "a hundred", "hundreds of", "a few", "several", "a couple of",
     *number_words(_OTHERS, range(2, 11)), *(number_plain(lang, v) for lang in _OTHERS for v in (20, 100))}
    - _NOT_MEASURED, key=lambda w: (-len(w), w)))
_WORDED = rx(rf"\b(?:{_NUMBER_WORDS})(?:\s+(?:and a half|y media|et demie|e mezzo|e meia|und ein halb))?\s+"
             # spoons: "two and a half teaspoons", "dos cucharaditas", "zwei Teelöffel"
             rf"(?:(?P<i>teaspoons|tablespoons|teaspoonfuls|tablespoonfuls|cucharaditas|cucharadas|Teelöffel|Esslöffel|"
             rf"cuillères à (?:café|soupe)|cucchiaini|colheres de (?:chá|sopa)|miles|inches|yards|gallons|ounces|Meilen|Zoll|Gallonen|"
                     rf"millas|pulgadas|galones|onzas|milles|pouces|miglia|pollici|milhas|polegadas|"
                     rf"(?:feet|Fuß|pies|pieds|piedi|pés)(?=\s+(?:tall|long|high|wide|deep|away|below|above|under|hoch|lang|"
                     rf"de (?:alto|largo|altura|long|haut)|di)))|"
                     rf"(?P<m>kilomet(?:re|er)s|met(?:re|er)s|centimet(?:re|er)s|lit(?:re|er)s|kilograms|kilos|grams|Kilometer|"
                     rf"Meter|Liter|Kilogramm|kilómetros|metros|litros|kilos|kilomètres|mètres|litres|chilometri|metri|litri|"
                     rf"quilômetros))\b", re.I)

# "(roughly fifty feet)", "about thirty feet", "environ trente pieds": a figure in words said as an estimate is a
# measurement, whatever follows it ("two feet" alone may be a body's)
_WORDED_ESTIMATE = rx(rf"\b(?:about|roughly|around|approximately|nearly|almost|some|over|under|environ|presque|etwa|"
                      rf"ungefähr|fast|unos|cerca de|casi|circa|quasi|cerca di)\s+(?:{_NUMBER_WORDS})\s+"
                      rf"(?:feet|foot|pieds|Fuß|pies|piedi|pés)\b", re.I)


def quantities(text: str) -> tuple[list[str], list[str], list[tuple[str, str]]]:
    """(metric quantities, imperial quantities, conversions) in ``text`` (prose), as written. A conversion
    is a quantity in parentheses right after one of the other system: ("imperial", "7.5 miles")."""
    metric: list[str] = []
    imperial: list[str] = []
    converted: list[tuple[str, str]] = []
    last_end, last_system = -10, ""
    for system, start, end, written in quantity_spans(text):
        between = text[last_end:start]
        if last_system and system != last_system and _CONVERSION.fullmatch(between):
            converted.append((system, written))
        else:
            (metric if system == "metric" else imperial).append(written)
        last_end, last_system = end, system
    imperial += [m.group(0).strip() for m in _WORDED_IMPERIAL.finditer(text)]
    imperial += [w for w in units.worded_imperial(text) if not any(w in q or q in w for q in imperial)]
    return metric, imperial, converted


# "a 40-foot container", "ein 20-Fuß-Container": a quantity joined to the noun after it by a hyphen, and that noun
_JOINED = rx(r"\d[-\u2011][^\W\d]+(?:[-\u2011]|\s+)(?P<noun>[^\W\d]+)")
# a noun that is itself a measure of the thing ("its 4-inch aperture", "a 6-foot drop"): the size is then stated
_MEASURE_NOUN = rx(r"aperture|diameter|width|length|height|depth|thickness|radius|circumference|span|wingspan|gap|"
                           r"clearance|drop|rise|opening|bore|reach|range|distance|run|walk|hike|radius|"
                           r"öffnung|durchmesser|breite|länge|höhe|tiefe|dicke|abstand|"
                           r"ouverture|diamètre|largeur|longueur|hauteur|profondeur|épaisseur|distance|"
                           r"apertura|diámetro|ancho|anchura|largo|altura|profundidad|grosor|distancia|"
                           r"diametro|larghezza|lunghezza|profondità|spessore|distanza", re.I)
# "40 degrees", "40°": a user's temperature with no scale
_USER_DEGREES = rx(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(?:°|º|degrees?|grados|degrés|Grad|gradi|graus|度)")
# a full stop after one or two capitals ("EE. UU.", "U. S.") or before a lower-case word ("approx. 7 km") is an
# abbreviation's, no sentence end
_SENTENCE_END = rx(r"[!?;]\s|\n|(?<!\b[A-Z])(?<!\b[A-Z]{2})\.\s(?![a-zà-ÿ])")


def _number(written: str) -> str:
    """The number a quantity as written starts with ("2.448 millas": "2.448", "40 °C": "40")."""
    found = re.match(r"\d[\d.,\u202f]*(?<![.,\u202f])", written)
    return found.group(0) if found else ""


# "1 mile = 1.609 km", "100 °F equivalen a 37,8 °C": one quantity said to be the other (a conversion stated)
_EQUATED = rx(r"\s*(?:\*\*)?\s*(?:=|≈|~|→|->|\bis\b|\bare\b|\bequals?\b|\bequivale\w*|\bentspr\w*|\bsind\b|"
                      r"\bist\b|\bégal\w*|\bfont\b|\bfait\b|\bsont\b|\bson\b|\bes\b|\bé\b|\bsão\b|\bcorrespond\w*|"
                      r"\bsono\b|\bè\b|\bmakes?\b)(?:\s+(?:about|approximately|roughly|around|environ|unos|unas|cerca de|"
                      r"etwa|circa|ca\.|aproximadamente|a|à|to|zu|en))*\s*(?:\*\*)?\s*", re.I)


# "2 cups of flour is about 250 g", "3 tazas de harina son unos 375 g": the thing measured, between a value and its
# conversion
_OF_THING = rx(r"(?:\s+(?:of|de|d'|di|von|an)\s*(?:[^\W\d]+\s*){1,2}?(?=\s*(?:=|≈|~|is|are|es|son|est|sont|sind|ist|è|sono)\b))?")


@functools.lru_cache(maxsize=64)
def _units_named(message: str) -> frozenset[tuple[str, str]]:
    """(system, dimension) of every unit the user's message names, with a number or without ("miles to km",
    "Fahrenheit a Celsius")."""
    found = {(system, dimension(w)) for system, _, _, w in quantity_spans(message)}
    for word in set(re.findall(r"°?[^\W\d_]{1,12}", message)):
        found |= {(system, dimension(w)) for system, _, _, w in quantity_spans(f"1 {word}")}
    return frozenset(found)


def glossed(text: str, wanted: str, user_message: str | None = None) -> tuple[list[str], list[str]]:
    """(quantities of the other system given with their value in ``wanted`` right after them, in brackets:
    "2.448 millas (3.940 km)"; quantities of the other system that are not a measurement the reply states): a
    size used as a thing's name ("ein 20-Fuß-Container", "the 40-foot container") or the user's own number said
    back ("if you mean 40 °C, that's 104 °F"), each with a value of the same dimension in ``wanted`` in its
    sentence."""
    spans = quantity_spans(text)
    led: list[str] = []
    named: list[str] = []
    asked = {_number(w) for _, _, _, w in quantity_spans(user_message or "")}
    asked |= {m.group(1) for m in _USER_DEGREES.finditer(user_message or "")}
    for i, (system, start, end, written) in enumerate(spans):
        if system == wanted:
            continue
        after = spans[i + 1] if i + 1 < len(spans) else None
        if after and after[0] == wanted and _CONVERSION.fullmatch(text, end, after[1]):
            led.append(written)
            continue
        if after and after[0] == wanted and dimension(after[3]) == dimension(written) and \
                _EQUATED.fullmatch(text, end, after[1]) and (system, dimension(written)) in _units_named(user_message or ""):
            named.append(written)  # the user asks about miles: "1 mile = 1.609 km" states the conversion
            continue
        of_thing = _OF_THING.match(text, end, after[1]) if after else None
        if after and after[0] == wanted and of_thing and _EQUATED.fullmatch(text, of_thing.end(), after[1]) \
                and _number(written) in asked \
                and (system, dimension(written)) in _units_named(user_message or ""):
            named.append(written)  # the user's "2 cups of flour" said back: "2 cups of flour is about 250 g"
            continue
        joined = _JOINED.match(text, start + len(_number(written)) - 1)
        joined = joined if joined and not _MEASURE_NOUN.fullmatch(joined.group("noun")) else None
        restated = _number(written) in asked
        if not (joined or restated):
            continue
        same = [w for s, o_start, o_end, w in spans if s == wanted and dimension(w) == dimension(written)
                and not _SENTENCE_END.search(text, min(end, o_end), max(start, o_start))]
        if same:
            named.append(written)
    return led, named


# every month written out or short in English ("jan", "sept"), written out in French, German, Spanish, Italian,
# Portuguese, Polish, Dutch, Russian and Ukrainian (the genitive a date writes: "30 kwietnia 2026", "30 ноября 2025")
_MONTHS_EN = alternation([*months("en"), *month_abbreviations("en")])
_MONTHS_OTHER = alternation(months("fr", "de", "es", "it", "pt", "pl", "nl", "ru", "uk"), without=months("en"))
_MONTH = rf"(?:{_MONTHS_EN}|{_MONTHS_OTHER})"
# English months capitalised, but for "May" and "March", which are also words
_CAPITAL_MONTHS = alternation((w.capitalize() for w in [*months("en"), *month_abbreviations("en")]),
                              without=("May", "March", "Mar"))
ISO_DATE = rx(r"(?<![\d/.-])\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\d/-])")
_OTHER_DATE = rx(
    r"(?<![\d/.:-])(?:\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})|\d{4}/\d{1,2}/\d{1,2}|"
    # "2024-6-7": ISO's order without its padding (an ISO date is read before this)
    r"(?:19|20)\d{2}-(?:1[0-2]|0?[1-9])-(?:[12]\d|3[01]|0?[1-9])(?![\d-])|"
    # "2025.2.17": a year first with dots (never a version: "v2024.1.2", "==2024.3.1", "version 2024.1.2")
    r"(?<![vV=@])(?<!version )(?<!release )(?:19|20)\d{2}\.(?:1[0-2]|0?[1-9])\.(?:[12]\d|3[01]|0?[1-9]))(?![\d/.:-]\d)"
    rf"|\b{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th|er|\.|º)?\s+(?:de\s+|of\s+)?{_MONTH}\.?(?:,?\s+(?:de\s+)?\d{{4}})?\b"
    rf"|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)\b"
    r"|\d{4}年\d{1,2}月\d{1,2}日"
    # the Korean long form: "2024년 3월 5일"
    r"|(?<!\d)\d{4}\s?년\s?\d{1,2}\s?월\s?\d{1,2}\s?일"
    # "Dec 25", "December 25" with no year: a capitalised month name (never "May" or "March", which are also words)
    rf"|(?-i:\b(?:{_CAPITAL_MONTHS})\.?)\s+(?:[12]\d|3[01]|0?[1-9])"
    r"(?![\d:.,]\d|\s*(?:%|am\b|pm\b|[ap]\.m\.|hours?|days?|years?|people|items?))\b", re.I)
# a day and a month without the year, where it reads as a date: "on 13/06", "6/1〜6/20", "du 3/5 au 7/5" (never a
# fraction: "1/3 cup", "3/5 stars")
_SHORT_DATE = rx(
    r"\b(?:on|from|until|till|by|due|le|du|au|am|vom|bis|zum|el|del|al|il|dal|entre|desde|hasta|dia|até)\s"
    r"(?P<a>(?:[12]\d|3[01]|0?[1-9])/(?:[12]\d|3[01]|0?[1-9]))(?![\d/])"
    r"(?!\s?(?:of|cups?|tsp|tbsp|inch\w*|in\b|miles?|lbs?|oz|kg|g\b|%|points?|pts|stars?|punkte?|de\b|des\b|der\b|du\b|del\b|di\b))"
    r"|(?<![\d/.])(?P<b>(?:1[0-2]|0?[1-9])/(?:[12]\d|3[01]|0?[1-9]))(?=\s?[〜~～]|[\u3000-\u9fff\uff08\uff0c]|\s?[-–]\s?\d{1,2}/\d)"
    # "the next run is 06/16": two padded digits on each side (a fraction or a score is not padded)
    # "(14/12 to 18/12)", "du 3/5 au 7/5": a range of two days, each a day and a month
    r"|(?<![\d/.])(?!(?:1/[2-8]|[23]/[34]|[3-7]/8)\b)(?P<d>(?:[12]\d|3[01]|0?[1-9])/(?:1[0-2]|0?[1-9])\s?(?:[-–]|to|till|until|bis|au|al|a|à|até)\s?"
    r"(?:[12]\d|3[01]|0?[1-9])/(?:1[0-2]|0?[1-9]))(?![\d/])"
    r"(?!\s?(?:of|cups?|tsp|tbsp|inch\w*|in\b|miles?|lbs?|oz|kg|g\b|%|points?|pts|stars?|punkte?|de\b|des\b|der\b|du\b|del\b|di\b))"
    r"|(?<![\d/.:\w])(?P<c>0[1-9]/(?:0[1-9]|[12]\d|3[01]))(?![\d/.:]\d|\w|\s?(?:of|cups?|%|de|des|der|du|del|di)\b)",
    re.I)
TIME_24 = rx(r"(?<![\d:.])(?:[01]?\d|2[0-3])[:h]\d{2}(?::\d{2})?(?![\d:]|\s?(?:[ap]\.?\s?m\.?)(?!\w))", re.I)
TIME_12 = rx(r"(?<![\d:.])(?:1[0-2]|0?[1-9])(?:[:.]\d{2})?\s?[ap]\.?\s?m\.?(?!\w)|午前|午後", re.I)
# "half past two in the afternoon", "halb drei nachmittags", "trois heures de l'après-midi", "las tres de la tarde":
# an hour in words with the part of the day after it is a 12-hour time
# (of memlock_core/number_lexicon.py, without the forms of "one" that double as an article and the words this reader
# has not been checked with: kept out as before)
_HOUR_WORDS = "|".join(sorted(set(number_words(("en", "de", "fr", "es", "it", "pt"), range(1, 13)))
                              - set("un uno uma um eine tre cinque dois três sete".split()), key=lambda w: (-len(w), w)))
_WORD_HOUR = rx(rf"\b(?:(?:half past|quarter (?:past|to)|halb|viertel (?:nach|vor)|dreiviertel)\s+)?(?:{_HOUR_WORDS})"
                        rf"(?:\s+(?:heures?|uhr|o'clock|horas?))?(?:\s+et (?:demie|quart))?(?:\s+y (?:media|cuarto))?"
                        rf"(?=\s+(?:in the (?:morning|afternoon|evening)|at night|nachmittags|abends|morgens|nachts|"
                        rf"de la (?:tarde|noche|mañana|madrugada)|de l'après-midi|du (?:soir|matin)|del (?:pomeriggio|mattino)|"
                        rf"di (?:sera|notte|mattina|pomeriggio)|da (?:tarde|noite|manhã))\b)", re.I)
# "a las 9 de la noche", "à 9 du soir", "at 7 in the evening": an hour alone with the part of the day after it, after
# a word that introduces a time
_HOUR_PREP = rx(r"(?:\b(?:at|around|about|until|till|from|by|à|vers|alle|um|gegen|ab|bis|às|as|a|la|las|hasta|"
                        r"desde|entre|y|e|and|to|dalle|fino)\s+|[-–]\s?)$", re.I)
_HOUR_DAY_PART = rx(r"(?<![\d:.,/])(?:1[0-2]|0?[1-9])(?=\s(?:d[ae] (?:la )?(?:noite|tarde|manhã|madrugada|noche|mañana)|"
                            r"du (?:soir|matin)|de l'après-midi|di (?:sera|notte|mattina|pomeriggio)|del (?:pomeriggio|mattino)|"
                            r"in the (?:evening|morning|afternoon)|at night|o'clock)\b)", re.I)
# Other ways a time of day is written: "14 h", "13 h 30" (French; an hour alone only after "à", "vers", "dès" …
# or before a zone, never "2 h" of a duration), "16 Uhr", "15時" / "午後3時" (not "3時間", hours), and
# midnight / noon in words (a time, in no 12- or 24-hour style).
_TIME_H = rx(r"(?<![\d:.,])(?:[01]?\d|2[0-3])\s?h(?:\s?(?P<m>[0-5]\d))?(?![\w])")
_TIME_UHR = rx(r"(?<![\d:.,])(?:[01]?\d|2[0-3])(?:[.:][0-5]\d)?\s?Uhr\b")
_TIME_JA = rx(r"(?P<ampm>午前|午後)?\s?(?:[01]?\d|2[0-4])時(?!間)(?:\s?[0-5]?\d分|半)?")
# the Korean and Chinese hour: "오후 3시 반", "15시 30분" (not "3시간", hours), "下午3点30分", "15點"; the part of the day
# before it (오전/오후, 上午/下午, 早上/晚上) makes it a 12-hour time
_TIME_KO_ZH = rx(r"(?P<ampm>오전|오후|새벽|上午|下午|早上|晚上|凌晨|傍晚)?\s?(?<![\d.])(?:[01]?\d|2[0-4])\s?"
                         r"(?:시(?!간)(?:\s?[0-5]?\d\s?분|\s?반)?|[点點](?:\s?[0-5]?\d\s?分|半|钟|鐘|(?![\d０-９])))")
_TIME_WORD = rx(r"\b(?:midnight|noon|midday|minuit|midi|mitternacht|medianoche|mediod[ií]a)\b|正午", re.I)
_TIME_PREP = rx(r"(?:\b(?:à|vers|dès|jusqu'à|at|until|um)\s+|[-–]\s?)$", re.I)  # never "de 2 h", "les 2 h"
_DAY_PART = rx(r"\s?(?:d[ae] (?:noite|tarde|manhã|madrugada)|de la (?:noche|tarde|mañana|madrugada)|"
                       r"du (?:soir|matin)|de l'après-midi|de la nuit|di (?:sera|notte|mattina|pomeriggio)|del (?:pomeriggio|mattino)|"
                       r"abends|nachmittags|morgens|nachts|in the (?:evening|morning|afternoon)|at night)\b", re.I)


def _hour(written: str) -> int:
    digits = re.match(r"\d+", written.strip())
    return int(digits.group(0)) if digits else 99


_ZONE_NEXT = rx(r"\s*(?:\(|,)?\s*(?:UTC|GMT|Z\b|heure|hora|Uhr|[A-Z]{2,4}T\b)")


_DIGIT = rx(r"\d")
# the parts of the day an hour in words (_WORD_HOUR) is followed by: a text with none skips its scan
_DAY_PART_WORD = rx(r"morning|afternoon|evening|night|nachmittags|abends|morgens|nachts|tarde|noche|mañana|madrugada|"
                            r"après-midi|soir|matin|pomeriggio|mattino|sera|notte|mattina|noite|manhã", re.I)


@functools.lru_cache(maxsize=32)
def time_spans(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """(start, end, as written, style) for every time of day in ``text``; style is ``24``, ``12`` or ``word``
    (midnight, noon). Memoized: every date and time pin reads the same reply."""
    # every form but midnight, noon and the hours in words holds a digit: a text with none skips their scans
    scan = text if _DIGIT.search(text) else ""
    found: list[tuple[int, int, str, str]] = [(m.start(), m.end(), m.group(0), "24") for m in TIME_24.finditer(scan)]
    found += [(m.start(), m.end(), m.group(0), "12") for m in TIME_12.finditer(scan) if m.group(0) not in ("午前", "午後")]
    if "時" in scan:
        found += [(m.start(), m.end(), m.group(0).strip(), "12" if m.group("ampm") else "24") for m in _TIME_JA.finditer(text)]
    if "시" in scan or "点" in scan or "點" in scan:
        found += [(m.start(), m.end(), m.group(0).strip(), "12" if m.group("ampm") else "24")
                  for m in _TIME_KO_ZH.finditer(text)]
    if "Uhr" in scan:
        found += [(m.start(), m.end(), m.group(0), "24") for m in _TIME_UHR.finditer(text)]
    found += [(m.start(), m.end(), m.group(0), "24") for m in _TIME_H.finditer(scan)
              if m.group("m") or _TIME_PREP.search(text[max(0, m.start() - 12):m.start()]) or _ZONE_NEXT.match(text, m.end())]
    found += [(m.start(), m.end(), m.group(0), "word") for m in _TIME_WORD.finditer(text)]
    if _DAY_PART_WORD.search(text):  # an hour in words is always followed by its part of the day
        found += [(m.start(), m.end(), m.group(0), "12") for m in _WORD_HOUR.finditer(text)
                  if re.search(r"\s", m.group(0)) or _HOUR_PREP.search(text[max(0, m.start() - 16):m.start()])]
    found += [(m.start(), m.end(), m.group(0), "24") for m in _HOUR_DAY_PART.finditer(scan)  # made 12-hour below
              if _HOUR_PREP.search(text[max(0, m.start() - 16):m.start()])]
    # "11h30 da noite", "8:00 de la tarde", "9h du soir", "10 Uhr abends": an hour of 12 or less with the part of the
    # day after it is a 12-hour time, whatever its digits look like
    found = [(s, e, w, "12" if style == "24" and _DAY_PART.match(text, e) and _hour(w) <= 12 else style)
             for s, e, w, style in found]
    out: list[tuple[int, int, str, str]] = []
    for span in sorted(found, key=lambda f: (f[0], -f[1])):
        if out and span[0] < out[-1][1]:
            continue  # "14h30" read twice, "午後3時" and its "3時"
        if span[3] == "24" and _duration(text, span[0], span[1], span[2]):
            continue  # "takes 2:30 minutes", "timeout 00:30:00", "1:45:30 long": a length of time, not a time of day
        out.append(span)
    return tuple(out)


_DURATION_AFTER = rx(r"\s?(?:min(?:ute)?s?|hours?|hrs?|sec(?:ond)?s?|long\b|left\b|remaining|elapsed|of (?:video|audio|"
                             r"footage|music|runtime|play)|in length|minutos|minuten|stunden|heures? de|horas? de)", re.I)
_DURATION_BEFORE = rx(r"\b(?:takes?|took|taking|lasts?|lasted|lasting|duration|timeouts?|time-?out|elapsed|runtime|"
                              r"run ?time|length|pace|countdown|timer|uptime|latency|dauer|durée|duración|tarda|dura)\b"
                              r"[\s:=]*(?:of|is|was|de|von|ist|est|es)?[\s:=]*$", re.I)


def _duration(text: str, start: int, end: int, written: str) -> bool:
    if _ZONE_NEXT.match(text, end) or _UTC.match(text[end:end + 12]):
        return False
    if _DURATION_AFTER.match(text, end) or _DURATION_BEFORE.search(text[max(0, start - 24):start]):
        return True
    return bool(re.fullmatch(r"00:\d{2}:\d{2}", written))  # "00:30:00": hours, minutes and seconds of a span
_UTC = rx(r"^\s?(?:\(?(?:UTC|GMT)(?!\s?[+\-−]\s?0*[1-9])|Z\b|\(?\+00:?00|\(?±00|UTC\)|\(?temps universel"
                  r"|\(?协调世界时|\(?協定世界時)", re.I)
# Cities whose name after a time gives its zone ("18:00 in Berlin", "9h à Paris")
_CITIES = (r"Berlin|Paris|London|Londres|Madrid|Rome|Roma|Amsterdam|Brussels|Vienna|Wien|Zurich|Zürich|Stockholm|"
           r"Warsaw|Prague|Lisbon|Lisboa|Dublin|Athens|Helsinki|Moscow|Istanbul|Dubai|Mumbai|Delhi|Bangalore|"
           r"Singapore|Hong Kong|Shanghai|Beijing|Tokyo|Tokio|Seoul|Sydney|Melbourne|Auckland|New York|Nueva York|"
           r"Chicago|Denver|Los Angeles|San Francisco|Seattle|Toronto|Vancouver|Montreal|Mexico City|São Paulo|"
           r"Buenos Aires|Bogotá|Lima|Santiago|東京|ベルリン|パリ|ロンドン|ニューヨーク")
# a zone abbreviation may touch kana or kanji ("0:00 JSTです")
_OTHER_ZONE = rx(
    r"(?<![^\W\u3040-\u30ff\u4e00-\u9fff])(?:PST|PDT|PT|EST|EDT|ET|CST|CDT|MST|MDT|CET|CEST|BST|IST|JST|KST|AEST|AEDT|MSK|EET|EEST|WET|HST|AKST|SGT|HKT|"
    r"Pacific(?: time)?|Eastern(?: time)?|Central(?: time)?|Mountain(?: time)?|local time|heure (?:locale|de Paris)|"
    r"Ortszeit|MEZ|MESZ|hora local|日本時間|現地時間|(?:UTC|GMT)\s?[+-−]\s?(?!00)\d{1,2}(?::?\d{2})?|"
    r"(?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific|Indian)/[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_]+)?|"
    rf"(?:in|à|en|em|de|in der)\s+(?:{_CITIES})|(?:{_CITIES})(?:er)?\s+(?:time|Zeit)|heure de \w+|hora de \w+|"
    # any zone abbreviation of the usual shape: "BRT", "WEST", "NZST", "ART"
    r"(?-i:[A-Z]{1,3}[SD]?T)(?![a-z]))"
    r"(?![^\W\u3040-\u30ff\u4e00-\u9fff])"
    r"|日本時間|現地時間|東京時間|韓国時間|中国時間|米国東部時間|米国西部時間")


_VERSION_BEFORE = rx(r"(?:\b(?:v|ver\.?|versions?|releases?|builds?|rev(?:ision)?|patch|tag|python|node(?:\.js)?|"
                             r"ubuntu|debian|java|php|ruby|go|rust|ios|android|macos|windows|chrome|firefox|firmware|"
                             r"sdk|api|libc|kernel|release candidate|rc)\s*|\bv)$", re.I)


def _real_date(written: str) -> bool:
    """A numeric date that can be one: a month of 1-12 and a day of 1-31 in some order ("12/34/5678" is an ID)."""
    parts = re.fullmatch(r"(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})", written)
    if not parts:
        return True
    a, b, c = (int(x) for x in parts.groups())
    if len(parts.group(1)) == 4:
        return 1 <= b <= 12 and 1 <= c <= 31
    return (1 <= a <= 12 and 1 <= b <= 31) or (1 <= b <= 12 and 1 <= a <= 31)


_NAME_BEFORE = rx(r"(?:^|(\S)\s+)([A-Z][A-Za-z+#-]*[A-Za-z+#])\s+$")
_NOT_A_NAME = rx(rf"(?:{_MONTH}|mon|tue|wed|thu|fri|sat|sun)\w*", re.I)


def _product_version(found: str, before: str) -> bool:
    """A year-first dotted number after a product's name mid-sentence ("PyCharm 2024.1.3", "install Unity
    2022.3.10") is its version: a name is capitalised (not a month or a day) and not the sentence's first word,
    or has a capital inside (IntelliJ)."""
    if not re.fullmatch(r"\d{4}\.\d{1,2}\.\d{1,2}", found):
        return False
    m = _NAME_BEFORE.search(before)
    if m is None or _NOT_A_NAME.fullmatch(m.group(2)):
        return False
    inner_capital = any(c.isupper() for c in m.group(2)[1:])
    return inner_capital or (m.group(1) is not None and m.group(1) not in ".!?:")


# "am 9.11.89", "seit dem 3.4.25", "le 9.11.89": a preposition of dates before a short D.M.YY makes it a date
_DATE_BEFORE = rx(r"(?:^|\s)(?:am|vom|bis|seit|ab|zum|on|since|until|le|du|au|depuis|el|del|desde|hasta|il|dal|al|em|"
                  r"desde|op|sinds|tot)(?:\s+dem)?\s+$", re.I)


def dates(text: str) -> tuple[list[str], list[str]]:
    """(ISO 8601 dates, dates in other formats) in ``text``. A version ("version 1.2.2024", "v3.10.12") and a
    number no calendar has ("12/34/5678") are not dates."""
    iso, other = _dates(text)
    return list(iso), list(other)


@functools.lru_cache(maxsize=32)
def _dates(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """:func:`dates`, memoized: every date pin reads the same reply."""
    if not _DIGIT.search(text):  # every date form holds a digit: a text with none skips the costly scans
        return (), ()
    iso = ISO_DATE.findall(text)
    rest = ISO_DATE.sub(" ", text)
    other = [m.group(0).strip() for m in _OTHER_DATE.finditer(rest)
             # 1.2.3: a version; "31.03.25" (day and month of two digits each, a real day): a date with a short year
             if not (re.fullmatch(r"\d{1,2}\.\d{1,2}\.\d{2}", m.group(0).strip())
                     and not (_DATE_BEFORE.search(rest, max(0, m.start() - 12), m.start())
                              and re.fullmatch(r"(?:[12]?\d|3[01])\.(?:[1-9]|1[0-2])\.\d{2}", m.group(0).strip()))
                     and not re.fullmatch(r"(?:0[1-9]\.(?:0[1-9]|1[0-2])|(?:1[3-9]|2\d|3[01])\.(?:0[1-9]|1[0-2])|"
                                          r"1[0-2]\.0[1-9])\.\d{2}", m.group(0).strip()))
             and _real_date(m.group(0).strip()) and not _VERSION_BEFORE.search(rest[max(0, m.start() - 20):m.start()])
             and not _product_version(m.group(0).strip(), rest[max(0, m.start() - 40):m.start()])]
    other += [m.group("a") or m.group("b") or m.group("c") or m.group("d") for m in _SHORT_DATE.finditer(_OTHER_DATE.sub(" ", rest))]
    return tuple(iso), tuple(o for o in other if not re.fullmatch(r"\d{1,2}\.?\s+(?:may|mar|jun|jul)", o, re.I))


def times(text: str) -> tuple[list[str], list[str]]:
    """(24-hour times, 12-hour times) in ``text``."""
    spans = time_spans(text)
    return [w for _, _, w, style in spans if style == "24"], [w for _, _, w, style in spans if style == "12"]


_CLAUSE_JOIN = rx(r"[;；]|,?\s+(?:and|but|then|while|et|mais|puis|und|aber|dann|y|pero|luego|e|ma|poi)\s+(?=[^\s\d])", re.I)


def zones(text: str, per_clause: bool = False) -> tuple[list[str], list[str], list[str]]:
    """Times and the zone next to each: (times marked UTC, times in another zone, times with no zone).
    A zone named anywhere in the reply's sentence with the time counts as that time's zone; ``per_clause``: only
    in its clause ("16h00 CET, et rediffusé à 10h00": the second time has none)."""
    utc: list[str] = []
    other: list[str] = []
    bare: list[str] = []
    stamped, offsets = iso_offset.offsets(text)  # "2025-01-18T22:00:00+01:00": the time's zone is its offset
    for begin, finish, written, _ in time_spans(text):
        if begin in offsets:
            continue
        if begin in stamped:
            (utc if iso_offset.is_utc(stamped[begin]) else other).append(f"{written}{stamped[begin]}")
            continue
        after = text[finish:finish + 24]
        start = max(text.rfind(". ", 0, begin), text.rfind("\n", 0, begin), text.rfind("。", 0, begin), 0)
        end_candidates = [i for i in (text.find(". ", finish), text.find("\n", finish), text.find("。", finish)) if i >= 0]
        stop = min(end_candidates) if end_candidates else len(text)
        if per_clause:
            cuts = [m for m in _CLAUSE_JOIN.finditer(text, start, stop)]
            start = max([m.end() for m in cuts if m.end() <= begin], default=start)
            stop = min([m.start() for m in cuts if m.start() >= finish], default=stop)
        sentence = text[start:stop]
        near = _OTHER_ZONE.match(after.lstrip(" (（,")) or _OTHER_ZONE.match(after.lstrip(" ").removeprefix("your "))
        if _UTC.match(after) or _UTC.match(" " + after.lstrip(" (（,")):
            utc.append(written)
        elif near:
            other.append(f"{written} {near.group(0)}")
        elif re.search(r"(?<![A-Za-z])(?:UTC|GMT)(?![A-Za-z])(?!\s?[+-−]\s?(?!00)\d)", sentence):
            utc.append(written)
        elif _named_zone(sentence):
            other.append(f"{written} {_named_zone(sentence)}".strip())
        else:
            bare.append(written)
    return utc, other, bare


def names_zone(message: str) -> bool:
    """The message names a time zone or a city's time ("in Tokyo time", "en hora de Madrid", "PST")."""
    return bool(_OTHER_ZONE.search(message) or re.search(r"(?<![A-Za-z])(?:UTC|GMT)(?![A-Za-z])", message))


def _named_zone(sentence: str) -> str:
    """A zone the sentence names away from the time: a city is a zone only as "Tokyo time" or right after the
    time ("9:30 in Tokyo", read by :func:`zones`); "9:30 a.m. at Fort Mason in San Francisco" names a place."""
    return next((m.group(0) for m in _OTHER_ZONE.finditer(sentence)
                 if not re.match(r"(?:in|à|en|de|in der)\s", m.group(0))), "")



_LINK = rx(r"\bhttps?://[^\s)>\]]+|\bwww\.[a-z0-9-]+\.[a-z]{2,}\S*|\[[^\]\n]+\]\((?:https?://|/)[^)\s]+\)",
                   re.I)
_REFERENCE_SECTION = rx(
    r"^\s*(?:#+\s*|\*\*)?(?:sources?|references?|further reading|citations?|bibliography|see also|quellen?|"
    r"références?|fuentes?|referencias?|bibliographie|literatur|出典|参考(?:文献|資料)?)(?:\*\*)?\s*[:：]?",
    re.I | re.M)
_FOOTNOTE = rx(r"\[\^?\d{1,2}\]|\(\s*(?:source|see|cf\.|quelle|fuente)\s*:?\s+[^)]{3,80}\)|"
                       r"[（(]\s*(?:出典|参照|引用元|ソース)\s*[:：]\s*[^）)]{2,80}[）)]|"
                       r"(?:出典|参照|引用元)\s*[:：]\s*\S{2,80}|(?:によると|によれば)", re.I)
_CITED_WORK = rx(r"\b(?:RFC\s?\d{3,5}|ISO\s?\d{3,5}|PEP\s?\d{1,4}|doi:\s?\S+|arXiv:\s?\S+|"
                         r"(?:according to|(?i:selon|d'après|laut|gemäß|según|de acuerdo con|secondo|segundo))\s+"
                         r"(?:the |l'|la |le |les |el |der |die |dem |den |o |a )?[A-Z][\w.-]+(?: [A-Z][\w.-]+)*"
                         r"(?: documentation| docs)?)")


def links(text: str) -> list[str]:
    """Links (bare URLs and markdown links) in ``text``."""
    return [m.group(0) for m in _LINK.finditer(text)]


def sources(text: str) -> list[str]:
    """Links, reference sections, footnote markers and named citations (RFC 9110, PEP 8) in ``text``."""
    found = [m.group(0) for m in _LINK.finditer(text)]
    found += [m.group(0).strip() for m in _REFERENCE_SECTION.finditer(text)]
    found += [m.group(0) for m in _FOOTNOTE.finditer(text)]
    found += [m.group(0) for m in _CITED_WORK.finditer(text)]
    return found


def _minutes(written: str) -> int | None:
    found = re.search(r"\d{1,2}(?:\s?[:h.]\s?(\d{2}))?", written)
    return None if found is None else int(found.group(1) or 0)


def _same_instant(one: str, other: str) -> bool:
    """Whether two times of day may be one instant in two zones: zones lie whole hours apart, or half or three
    quarters of one ("14:12 MESZ ... 12:55 UTC" are two instants, "17:00 UTC, 02:00 JST" may be one)."""
    a, b = _minutes(one), _minutes(other)
    return a is None or b is None or (a - b) % 60 in (0, 15, 30, 45)


def times_in_zone(text: str, aliases: tuple[str, ...], converted: bool = True) -> tuple[list[str], list[str], list[str]]:
    """Times and their zone against a wanted zone written as any of ``aliases``: (in it, in another zone,
    with no zone). The zone next to the time counts, else one named in its sentence; ``converted``: a time in
    another zone given with the same instant in the wanted one counts as in it."""
    # an abbreviation may touch kana or kanji ("0:00 JSTです")
    wanted = rx(r"(?<![^\W\u3040-\u30ff\u4e00-\u9fff])(?<![+-])(?:"
                        + "|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True))
                        + r")(?![^\W\u3040-\u30ff\u4e00-\u9fff]|:)", re.I)
    cities = [a[:-5] for a in aliases if a.lower().endswith(" time")]
    if cities:  # "Berlin time" wanted: "18:00 in Berlin" is in it
        # "18:00 in Berlin", "9:00 hora de Madrid", "2 h (heure de Paris)", "ora di Roma"
        city = rx(r"(?:(?:hora|heure|ora|hor[aá]rio|time|zeit)\s+)?(?:in|à|en|de|del|di|in der)\s+(?:"
                          + "|".join(map(re.escape, cities)) + r")\b", re.I)
        wanted = rx(wanted.pattern + "|" + city.pattern, re.I)
    found: list[tuple[int, str, str]] = []  # (start, as written, "right" | "wrong" | "bare" | "other")
    spans = time_spans(text)
    for begin, finish, written, _ in spans:
        after = text[finish:finish + 30].lstrip(" (（,")
        start = max(text.rfind(". ", 0, begin), text.rfind("\n", 0, begin), text.rfind("。", 0, begin), 0)
        ends = [i for i in (text.find(". ", finish), text.find("\n", finish), text.find("。", finish)) if i >= 0]
        sentence = text[start:min(ends) if ends else len(text)]
        near_other = _OTHER_ZONE.match(after) or _UTC.match(" " + after)
        if wanted.match(after):
            found.append((begin, written, "right"))
        elif near_other and converted and any(wanted.match(sentence[e:e + 30].lstrip(" (（,")) and _same_instant(written, w)
                                for _, e, w, _ in time_spans(sentence)):
            found.append((begin, written, "right"))  # "17:00 UTC, which is 02:00 JST": given in the wanted zone too
        elif near_other:
            found.append((begin, f"{written} {after.split()[0].rstrip('.,;:)）') if after.split() else ''}".strip(), "other"))
        elif wanted.search(sentence):
            found.append((begin, written, "right"))
        elif _OTHER_ZONE.search(sentence) or re.search(r"(?<![A-Za-z])(?:UTC|GMT)(?![A-Za-z])", sentence):
            found.append((begin, written, "wrong"))
        else:
            found.append((begin, written, "bare"))
    if converted:
        found = _read_in_paragraph(text, found)
    right = [w for _, w, kind in found if kind == "right"]
    wrong = [w for _, w, kind in found if kind in ("wrong", "other")]
    bare = [w for _, w, kind in found if kind == "bare"]
    return right, wrong, bare


def converted_to_utc(text: str, marked: str, user_message: str | None) -> bool:
    """``marked`` ("18:00 MEZ", as :func:`zones` lists it) is the user's own time ("what is 18:00 MEZ in UTC?") said
    back with its UTC instant in the same sentence ("18:00 MEZ entspricht 17:00 UTC"): the minutes agree, as zones
    lie whole or half hours apart (14:05 UTC and 15:20 MEZ are two instants). A local time the reply chose to give
    stays one, converted or not."""
    written = marked.split(" ")[0]
    at = text.find(written)
    if at < 0 or not re.search(rf"(?<![\d:]){re.escape(written)}(?![\d:])", user_message or ""):
        return False
    start = max(text.rfind(". ", 0, at), text.rfind("\n", 0, at), text.rfind("。", 0, at), 0)
    ends = [i for i in (text.find(". ", at), text.find("\n", at), text.find("。", at)) if i >= 0]
    sentence = text[start:min(ends) if ends else len(text)]
    mine = _minutes(written)
    for _, finish, other, _ in time_spans(sentence):
        theirs = _minutes(other)
        if other != written and _UTC.match(" " + sentence[finish:finish + 12].lstrip(" *(（,")) \
                and mine is not None and theirs is not None and (mine - theirs) % 30 == 0:
            return True
    return False


def _paragraph_of(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n\n", 0, at)
    stop = text.find("\n\n", at)
    return (0 if start < 0 else start), (len(text) if stop < 0 else stop)


def _offset(one: str, other: str) -> int | None:
    """Minutes from ``other`` to ``one`` as times of day (mod a day), None when either has no hour."""
    a, b = re.match(r"\d{1,2}", one.strip()), re.match(r"\d{1,2}", other.strip())
    ma, mb = _minutes(one), _minutes(other)
    if a is None or b is None or ma is None or mb is None:
        return None
    return ((int(a.group(0)) * 60 + ma) - (int(b.group(0)) * 60 + mb)) % 1440


def _read_in_paragraph(text: str, found: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """A run of times in another zone that repeats the paragraph's run in the wanted zone at one fixed offset is
    its conversion ("9:00-11:00 (JST). In UTC that is 0:00-2:00"): two times at least, so one time that happens to
    share its minutes is not taken for one. (A bare time is not read into the zone of an earlier one: a rule may
    want the zone written after every time.)"""
    out = list(found)
    for i, (begin, written, kind) in enumerate(found):
        if kind in ("right", "bare"):
            continue
        lo, hi = _paragraph_of(text, begin)
        same = [(b, w, k) for b, w, k in found if lo <= b < hi]
        rights = [w for b, w, k in same if k == "right"]
        others = [w.split()[0] for _, w, k in same if k in ("other", "wrong")]
        if len(others) < 2 or len(others) != len(rights):
            continue
        shifts = {_offset(r, o) for r, o in zip(rights, others)}
        if len(shifts) == 1 and None not in shifts:
            out[i] = (begin, written, "right")
    return out


_FIGURE = rx(r"\d+(?:[.,]\d+)?\s?(?:%|‰|percent\b|per ?cent\b|pour ?cent\b|prozent\b|por ciento\b|"
                     r"millions?\b|milliards?\b|billions?\b|millones\b|mil millones\b|Millionen\b|Milliarden\b)"
                     r"|(?<![\d.])\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+(?![\d])|(?<![\d.])\d+[.,]\d+(?![\d.])", re.I)


def figures(text: str) -> bool:
    """A figure or statistic in ``text``: a percentage, a decimal, a number with thousands, millions."""
    return bool(_FIGURE.search(text))
