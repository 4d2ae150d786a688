"""Reply-rule clauses about units and numbers: the unit system (metric, imperial, both, conversions), a
concession about the user's units, currency, unit style and number formats from the rule's examples.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it);
:mod:`reply_rule_check` reads its gloss helpers when it builds the check.
"""
from __future__ import annotations

import re

from memlock_core.compliance import currency, number_examples, unit_lexicon, unit_style, units, width_forms
from memlock_core.compliance.cjk_punctuation import parse_cjk_punctuation
from memlock_core.compliance.pressure_units import PRESSURE_IMPERIAL, PRESSURE_METRIC, about_pressure
from memlock_core.compliance.reply_rule_base import (
    ALLOWANCE,
    NEG_BEFORE,
    REGION_ONLY,
    REGION_WORDS,
    Clause,
    negated,
    region_name,
)
from memlock_core.compliance.unit_exception import without_excepted_unit
from memlock_core.compliance.unit_refused import refused_for_another_unit
from memlock_core.regex_cache import rx

_UNITS = rx(
    r"\b(?P<m>metric|si units?|système métrique|système international|sistema internacional|métriques?|metrisch|"
    r"unités métriques|metrische[ns]?|si-einheiten|sistema métrico|"
    r"unidades métricas|kilometres|kilometers|kilograms?|kilogrammes?|metres|meters|litres|liters|centimetres|"
    r"centimeters|grams|kilos|celsius|sistema metrico|metric system|kilomètres|kilometern?|kilómetros|chilometri|quilômetros|"
    r"mètres|metros|metri|kilogramm|kilogramos|chilogrammi|quilogramas|gramm|grammes|gramos|grammi|gramas|"
    r"litros|litri|centimètres|zentimeter|centímetros|centimetri|ml|millilitres|milliliters|°c|℃|gramos|metri|"
    r"quilogramas|gramas|centímetros|unità metriche|metrich[ei]|metrici|metrico|"
    # Polish, Russian, Dutch, Turkish, in any case ending ("jednostek metrycznych", "метрическую систему")
    r"metryczn\w*|kilogram(?:ów|ach|y|ami)|kilometr(?:ów|ach|y|ami)|метрическ\w*|килограмм\w*|километр\w*|"
    r"metrische stelsel|metrieke? (?:stelsel|eenheden)|metrik(?: birim\w*| sistem\w*)?|"
    # a system named by who uses it: "European units", "the units a European would use", "International System of Units"
    r"european (?:units|measurements|measures|system)|(?:units|measurements|measures)\s+(?:like\s+|as\s+|that\s+)?"
    r"(?:an?\s+|the\s+)?europeans?|international system(?: of units)?|système international d'unités|"
    r"(?-i:SI) \(metric\))(?!\w)|(?<![\w/])(?P<mc>°\s?c|℃|(?-i:kg|km|km/h|kph|cm|SI))(?![\w/])"
    r"|\b(?P<mt>temp(?:erature)?s?\s+in\s+(?-i:C))(?![\w°])"
    r"|\b(?P<it>temp(?:erature)?s?\s+in\s+(?-i:F))(?![\w°])"
    r"|\b(?P<ia>(?:american|u\.?s\.?) (?:units|measurements|measures|system(?: of (?:measurement|units))?)|"
    r"(?:units|measurements|measures)\s+(?:like\s+|as\s+)(?:an?\s+|the\s+)?americans?|"
    r"unità imperiali|imperial[ei]|système impérial|impériales?|impérial)(?!\w)"
    r"|\b(?P<i>imperial|us customary|u\.s\. customary|freedom units|unités impériales|imperiale[ns]?|angloamerikanische[ns]?|"
    r"unidades imperiales|miles|fahrenheit|feet|pounds|inches|ounces|gallons|yards|milles|meilen|millas|miglia|milhas|"
    r"pieds|pies|piedi|pés|pfund|libras|libbre|pouces|zoll|pulgadas|pollici|polegadas|onces|unzen|onzas|once|onças|"
    r"cups|tablespoons|teaspoons|pints|quarts|°f|℉|yardas|jardas|galones|galloni|galões|(?-i:lbs|mph)|"
    r"funt(?:ów|ach|y|ami)|cal(?:i|ach)|фунт\w*|дюйм\w*|ponden|mijlen|imperialn\w*|имперск\w*)(?!\w)"
    r"|(?<!\w)(?P<ic>°\s?f|℉)(?!\w)"
    r"|(?P<mj>メートル法|SI単位|キロメートル|メートル|センチ|キログラム|キロ|グラム|リットル|摂氏|"
    r"公制|国际单位|公里|千米|公斤|千克|厘米|毫米|毫升|摄氏)"
    r"|(?P<ij>ヤード・ポンド法|ヤード|マイル|フィート|インチ|ポンド|オンス|ガロン|華氏|英制|英里|英尺|英寸|磅|华氏|盎司|加仑)"
    rf"|\b(?P<mx>{unit_lexicon.RULE_METRIC})(?!\w)|\b(?P<ix>{unit_lexicon.RULE_IMPERIAL})(?!\w)"
    rf"|(?P<mk>{unit_lexicon.RULE_METRIC_CJK})|(?P<ik>{unit_lexicon.RULE_IMPERIAL_CJK})"
    # pressure (pressure_units.py): SI units and bar against psi, read where the rule speaks of pressure
    rf"|(?<![\w/])(?P<mp>{PRESSURE_METRIC})(?![\w/])|(?<![\w/])(?P<ip>{PRESSURE_IMPERIAL})(?![\w/])",
    re.I)
_UNITS_CONTEXT = rx(r"\bunits?\b|\bno\b|\bnever\b|\bmai\b|\bnunca\b|\bjamais\b|\bnie\b|"
                            r"\bmeasurements?\b|\bsystem\b|\bunités?\b|\bmesures?\b|\beinheiten\b|\bmaße\b|"
                            r"\bunidades\b|\bmedidas\b|単位|单位|法|用|一律|统一|\bonly\b|\bnot\b|\binstead\b|\bcelsius\b|\bfahrenheit\b|\bsystème\b|"
                            r"\bsistema\b|\bsystem\b|\b(?:use|give|express|state|convert|always)\b|\bdistances?\b|\bweights?\b|"
                            r"\btemperatures?\b|\bstick (?:to|with)\b|\bprefer\b|"
                            r"\bpoids\b|\bgewicht\w*|\bentfernung\w*|\btemperatur\w*|\bdistancias?\b|"
                            r"\bpesos?\b|\bdistanz[ae]\b|\bpesi\b|\bdistâncias?\b|\b(?:donne[rz]?|indique[rz]?|angeben|gib|"
                            r"immer|toujours|siempre|sempre|usa|use|dai|indica)\b|"
                            # Russian, Polish, Dutch, Turkish: system/units nouns, "use" and "always"
                            r"\b(?:систем\w*|единиц\w*|используй\w*|всегда|system\w*|jednost\w*|używaj|stosuj|zawsze|"
                            r"stelsel|eenheden|gebruik|altijd|birim\w*|sistem\w*|kullan\w*|her zaman)\b|" + unit_lexicon.CONTEXT, re.I)
_ONLY = rx(r"\bonly\b|\bexclusively\b|\bnever\b|\bnot\b|\buniquement\b|\bseulement\b|\bnur\b|\bausschließlich\b|"
                   r"\bsolo\b|\bsólo\b|\bsolamente\b|\búnicamente\b|のみ|だけ|" + unit_lexicon.ONLY, re.I)

_BOTH = rx(r"\bboth\b|\bas well as\b|\btogether\b|\bside by side\b|\bwith (?:the |a )?conversions?\b|"
                   r"\bles deux\b|\bbeide[ns]?\b|\bambos\b|\bambas\b|両方|併記", re.I)


# "None of that metric nonsense", "none of your imperial units": a system refused
_NONE_OF = rx(r"\bnone of (?:that|this|the|your|those|these)\s+(?:[^\W\d]+\s+)?$", re.I)


def _system(found: re.Match[str]) -> str:
    return "metric" if any(found.group(g) for g in ("m", "mj", "mc", "mt", "mx", "mk", "mp")) else "imperial"


# "the imperial equivalent in brackets", "include a metric conversion", "avec l'équivalent impérial", "mit Umrechnung",
# "con la conversión", "換算も": every quantity with its value in the other system
_CONVERSION_NOUN = rx(r"\b(?:conversions?|equivalents?|converted (?:values?|figures?|amounts?))\b|\béquivalen(?:t|ts|ce)\b|"
                              r"\bumrechnung\w*|\bentsprechung\w*|\bequivalen(?:te|tes|cia)\b|\bconversi[oó]n(?:es)?\b|"
                              r"\bconversion[ei]\b|\bconvers(?:ão|ões)\b|換算|併記", re.I)
# "both systems", "both units", "both scales", "in beiden Einheiten", "dans les deux systèmes", "en ambos sistemas"
_BOTH_SYSTEMS = rx(r"\bboth (?:unit )?(?:systems|units|scales)\b|\b(?:metric|imperial) and (?:metric|imperial)\b|"
                           r"\bbeide[nr]? (?:systeme\w*|einheiten|maßsysteme\w*)|\bles deux (?:systèmes|unités|échelles)\b|"
                           r"\bamb[oa]s (?:sistemas|unidades|escalas)\b|\bentrambi i sistemi\b|両方の単位|両方", re.I)
_JOINED = rx(r"\s*(?:and|&|/|\+|plus|as well as|et|und|y|e|と)\s*(?:(?:in|en|em|auf)\s+)?", re.I)
# "Convert US units to metric", "switch metric values to imperial": the system they are put into
_INTO = rx(r"\b(?:convert\w*|switch\w*|chang\w*|turn\w*|conver\w*|umrechn\w*|rechne\w*|pas\w*)\b[^.;]{0,40}?"
                   r"\b(?:to|into|en|in|a|zu)\s+(?:the\s+|le\s+|das\s+|el\s+)?$", re.I)
# "Metric, except in tables", "Imperial!", "Metrisch, bitte": a clause that opens with a system word alone
_SYSTEM_ALONE = rx(r"^\W*(?:metric|imperial|metrisch|imperial|métrique|impérial|métrico|metrico|imperiale)\b\s*"
                           r"(?:[,.;:!—–-]|$)", re.I)


def _both_joined(clause: str, found: list[re.Match[str]]) -> bool:
    """Two units of the two systems written as a pair: "Celsius and Fahrenheit", "km/miles", "°C et °F"."""
    for a, b in zip(found, found[1:]):
        if _system(a) != _system(b) and _JOINED.fullmatch(clause[a.end():b.start()]) \
                and not negated(clause, a.start(), a.end()):
            return True
    return False


_MONEY = rx(r"\b(?:sterling|prices?|pricing|costs?|currenc(?:y|ies)|money|gbp|salar(?:y|ies)|budgets?|prix|preis\w*|"
                    r"precios?|prezzi|preços?)\b|[£$€¥]", re.I)


def _both_of(clause: str) -> str:
    return ",".join(units.dimensions_named(clause, both=True))


_IN_BRACKETS = rx(r"(?:\s+[^\W\d]+){0,2}\s+(?:in|within|inside|entre|in den|tra)\s+(?:brackets|parenthes[ie]s|"
                          r"parenth[eè]ses|klammern|par[ée]ntesis|parentesi|par[êe]nteses)\b|\s*\((?:in )?(?:brackets|parentheses)\)", re.I)


def _first_system(clause: str) -> str:
    """The system a both-systems rule puts first: "metric first", "imperial in brackets" (metric first), "Celsius
    first, Fahrenheit in parentheses"; "" when the rule sets no order."""
    named = list(_UNITS.finditer(clause))
    for i, found in enumerate(named):
        system = _system(found)
        if re.match(r"\s+(?:first|zuerst|d'abord|en premier|primero|prima|primeiro)\b", clause[found.end():], re.I):
            return system
        bracket = _IN_BRACKETS.match(clause, found.end())
        # the unit nearest the brackets is the one in them ("Celsius with Fahrenheit in brackets": Fahrenheit)
        if bracket and not any(later.start() < bracket.end() for later in named[i + 1:]):
            return "imperial" if system == "metric" else "metric"
    return ""


# "even if I write in inches", "même si je t'écris en pouces", "auch wenn ich in Zoll frage", "anche se ti scrivo in
# pollici", "aunque te pregunte en libras": a concession about what the user writes; the units it names are the user's,
# not the rule's (the rule holds against them)
_CONCESSION = rx(
    r"(?:^|(?<=[\s,;(—–-]))(?:even (?:if|when|though)|même (?:si|quand|lorsque)|auch wenn|selbst wenn|sogar wenn|"
    r"aun(?:que| cuando| si)|incluso (?:si|cuando)|anche se|anche quando|persino se|perfino se|mesmo (?:que|se|quando)|"
    r"ainda que)\s+(?P<who>[^,.;:!?()—–]{0,80})", re.I)
_USER_SUBJECT = rx(r"\b(?:i|me|my|je|j['’]|me|moi|ich|mir|mich|yo|te|ti|io|eu|mi)\b|(?:^|\s)(?:t['’]|m['’])|"
                           r"\b(?:the user|user)\b", re.I)


def drop_concession(clause: str) -> str:
    """``clause`` without a concession about what the user writes ("Metric always, even if I ask in miles": "Metric
    always,")."""
    found = _CONCESSION.search(clause)
    if not found or not _USER_SUBJECT.search(found.group("who")):
        return clause
    return clause[:found.start()] + clause[found.end():]


def read_units(clause: str) -> list[Clause]:
    """Unit-system clauses; a both-systems rule that sets an order ("metric first, imperial in brackets") asks for
    that system first (both_metric_first / both_imperial_first)."""
    clause = without_excepted_unit(drop_concession(clause))  # "sauf pour les écrans en pouces": unit_exception.py
    alone = units.without_conversion_condition(clause)  # "metric; if the source gives miles, convert them": metric
    out = (_units_read(alone) if alone != clause else []) or _units_read(clause)
    first = _first_system(clause) if any(c.value == "both" for c in out) else ""
    return [Clause(**{**c.__dict__, "value": f"both_{first}_first"}) if c.value == "both" and first else c for c in out]


def _bracketed_pair(clause: str, found: list[re.Match[str]]) -> bool:
    """A unit of one system put in brackets after one of the other ("Celsius with Fahrenheit in brackets", "en °C y
    también en °F entre paréntesis"): both systems, every time; never an allowance ("imperial in brackets is ok")."""
    if ALLOWANCE.search(clause) or re.search(r"\byou (?:can|may|could)\b|\bif (?:you|i) (?:like|want|ask)\b", clause, re.I):
        return False
    for i, second in enumerate(found):
        bracket = _IN_BRACKETS.match(clause, second.end())
        if bracket and not negated(clause, second.start(), second.end()) \
                and not re.search(r"\b(?:not|never|no|ni|nie|jamais|nunca|nicht|mai)\b", bracket.group(0), re.I) \
                and any(_system(first) != _system(second) and not negated(clause, first.start(), first.end())
                        for first in found[:i]):
            return True
    return False


def gloss_wanted(rule: str, system: str) -> bool:
    """The rule asks for ``system``'s value in brackets after a quantity of the other one ("si mencionas millas, pon la
    conversión en km entre paréntesis", "if you give miles, add km in brackets"): the other system may then lead.
    "imperial in brackets is ok" puts the other system in the brackets: it may only follow."""
    for bracket in units.CONVERSION_ALLOWED.finditer(rule):
        start = max(rule.rfind(".", 0, bracket.start()), rule.rfind(";", 0, bracket.start()), bracket.start() - 60) + 1
        named = [m for m in _UNITS.finditer(rule, start, bracket.start()) if not negated(rule, m.start(), m.end())]
        if named and _system(named[-1]) == system and _CONVERSION_NOUN.search(rule, start, bracket.start()):
            return True
        # "si citas unidades imperiales, pon la conversión entre paréntesis", "if you give miles, add the conversion in
        # brackets": the other system named in a condition, its conversion (into the rule's system) in the brackets
        if named and _system(named[-1]) != system and _CONVERSION_NOUN.search(rule, named[-1].end(), bracket.start()) \
                and _IF.search(rule, start, named[-1].start()):
            return True
    return False


_IF = rx(r"\b(?:if|when(?:ever)?|si|wenn|falls|cuando|quand|lorsque|se|quando|als|als je)\b|(?:なら|場合|とき)", re.I)


def gloss_beside(rule: str, system: str) -> bool:
    """The rule asks for ``system``'s value written beside a quantity of the other one ("temps in celsius, if you give
    fahrenheit put celsius next to it"): the other system may lead, glossed."""
    for beside in units.BESIDE.finditer(rule):
        start = max(rule.rfind(".", 0, beside.start()), rule.rfind(";", 0, beside.start()), beside.start() - 60) + 1
        named = [m for m in _UNITS.finditer(rule, start, beside.start()) if not negated(rule, m.start(), m.end())]
        if named and _system(named[-1]) == system and any(_system(m) != system for m in named):
            return True
    return False


def _units_read(clause: str) -> list[Clause]:
    if unit_lexicon.ON_REQUEST.search(clause):
        return []  # "Miles only when I ask about the US": an allowance on request, no system every reply must use
    data = units.data_system(clause, negated)
    if data:  # "Memory and disk sizes in GiB, not GB": binary or decimal data sizes
        return [Clause("units", "must", data[0], words=data[1])]
    found = [m for m in _UNITS.finditer(clause)
             if not (re.fullmatch(r"pounds?|libras?|pfund|libbre|livres?", m.group(0), re.I) and _MONEY.search(clause))
             and not ((m.group("mp") or m.group("ip")) and not about_pressure(clause))]  # "no bar charts"
    if found and _bracketed_pair(clause, found):
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause.strip()[:60])]
    only_region = REGION_ONLY.search(clause)
    if found and only_region and re.match(r"only|just|nur|seulement|uniquement|solo|sólo|solamente", only_region.group(0), re.I):
        # "SI units only in code and tables": the check reads those regions alone
        names = {region_name(only_region.group("r"))}
        more = re.match(rf"\s*(?:and|or|&|et|ou|und|oder|y|o|e)\s+(?:in\s+|dans\s+|im\s+|en\s+)?(?:the\s+)?(?P<r>{REGION_WORDS})(?![\w-])",
                        clause[only_region.end():], re.I)
        if more:
            names.add(region_name(more.group("r")))
        if names - {"code", "tables"}:
            return []
        head = clause[:only_region.start()]  # what follows speaks of the rest ("prose can be whatever")
        return [Clause(**{**c.__dict__, "region": "only:" + "+".join(sorted(names))})
                for c in read_units(head) or read_units("use " + head)]
    conversion = _CONVERSION_NOUN.search(clause)
    if conversion and not negated(clause, conversion.start(), conversion.end()) and not ALLOWANCE.search(clause) \
            and not re.search(r"\byou (?:can|may|could)\b|\b(?:if|when) (?:i|you) ask\b", clause, re.I) \
            and (found or re.search(r"\b(?:measurements?|units?|quantit(?:y|ies)|temperatures?|distances?|weights?|"
                                    r"mesures?|unités?|einheiten|maße|medidas|unidades|単位)\b", clause, re.I)):
        # "include the imperial conversion in brackets"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=conversion.group(0))]
    if _BOTH_SYSTEMS.search(clause) and not re.search(r"\b(?:not|never|no)\b", clause, re.I) \
            and (found or re.search(r"\b(?:systems?|units?|scales?|systèmes?|unités|einheiten|sistemas|unidades)\b|単位",
                                    clause, re.I)):
        both = _BOTH_SYSTEMS.search(clause)
        return [Clause("units", "must", "both", bound=_both_of(clause), words=both.group(0) if both else "both")]
    if found and _both_joined(clause, found) and not re.search(r"\b(?:not|never|no|instead of|rather than|only)\b", clause, re.I):
        # "temperatures in Celsius and Fahrenheit"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause.strip()[:40])]
    if found and not _UNITS_CONTEXT.search(clause) and (re.search(r"\b(?:everything|everywhere|throughout|all)\b|"
                                                                 r"\bin (?:metric|imperial)\b", clause, re.I)
                                                       or _SYSTEM_ALONE.match(clause) or _INTO.search(clause[:found[-1].start()])):
        return read_units("use " + clause)  # "Everything metric.", "All in imperial"
    if found and not _UNITS_CONTEXT.search(clause) and units.dimensions_named(clause):
        return read_units("use " + clause)  # "Volumes in litres.": a quantity named is context enough
    if not found or not (_UNITS_CONTEXT.search(clause) or units.CONVERSION_ALLOWED.search(clause) or NEG_BEFORE.search(clause)
                         or _NONE_OF.search(clause[:found[0].start()])
                         or re.search(r"ではなく|で(?:統一|書|表記|記載|お願い)", clause)
                         or re.search(r"\b(?:please|pls|bitte|por favor|s'il te plaît|svp|speeds?|vitesses?|"
                                      r"geschwindigkeit\w*|velocidad\w*|heights?|lengths?)\b", clause, re.I)):
        return []
    allowed = units.CONVERSION_ALLOWED.search(clause)
    if allowed and re.search(r"\b(?:with|avec|mit|con|com)\s+(?:the\s+|a\s+)?(?:us\s+|u\.s\.\s+|imperial\s+|metric\s+|american\s+)?"
                             r"(?:conversions?|equivalents?)\b[^,;.]{0,20}$", clause[:allowed.start()], re.I):
        return [Clause("units", "must", "both", words=clause[:allowed.end()].strip())]  # "... with US conversions in brackets"
    if allowed and re.search(r"\b(?:with|avec|mit|con|com)\s+(?:the\s+)?(?:imperial|metric|impérial|métrique|imperial\w*|"
                             r"metrisch\w*|métric[oa]|imperiale)\b[^,;.]{0,20}$", clause[:allowed.start()], re.I):
        return [Clause("units", "must", "both", words=clause[:allowed.end()].strip())]  # "metric with imperial in brackets"
    if allowed and re.search(r"\b(?:metric|imperial|si|celsius|fahrenheit|km|miles)\s+first\b|\bfirst\s+(?:in\s+)?(?:metric|imperial)\b",
                             clause[:allowed.start()], re.I):
        # "metric first, imperial in brackets"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause[:allowed.end()].strip())]
    if allowed and clause.rfind(",", 0, allowed.start()) > 0:  # "use metric pls, imperial in brackets is ok": what
        return read_units(clause[:clause.rfind(",", 0, allowed.start())])  # a rule without "only" already allows
    if ALLOWANCE.search(clause) or re.search(r"\byou (?:can|may|could)\b", clause, re.I):
        return []  # "there you can show both": what is allowed, not what every reply must do
    region = REGION_ONLY.search(clause)
    if region:  # "metric units, except in tables": the check leaves the tables out
        return [Clause(**{**c.__dict__, "region": region_name(region.group("r"))})
                for c in read_units(clause[:region.start()] + clause[region.end():])]
    systems_named = {_system(m) for m in found}
    if len(systems_named) == 2 and _BOTH.search(clause) and not re.search(r"\b(?:not|never|no|instead of|rather than)\b",
                                                                           clause, re.I):
        return [Clause("units", "must", "both", bound=_both_of(clause), words=_BOTH.search(clause).group(0))]  # type: ignore[union-attr]
    if found and refused_for_another_unit(clause, found, negated):
        return []  # "Speeds in m/s, not km/h", "Kelvin, not Celsius": one unit refused for another, no system
    systems = []
    for match in found:
        system = _system(match)
        if negated(clause, match.start(), match.end()) or _NONE_OF.search(clause[max(0, match.start() - 30):match.start()]):
            system = "imperial" if system == "metric" else "metric"
            systems.append((system, True, match.group(0)))
        else:
            systems.append((system, bool(_ONLY.search(clause)), match.group(0)))
    chosen = {s for s, _, _ in systems}
    into = _INTO.search(clause[:found[-1].start()])
    if len(chosen) != 1 and into:  # "Convert US units to metric": the system they are converted into
        last = found[-1]
        return [Clause("units", "must", _system(last), words=clause[into.start():last.end()],
                       bound=",".join(units.dimensions_named(clause)),
                       when="cooking" if units.COOKING_SCOPE.search(clause) else "")]
    if len(chosen) != 1:
        if re.search(r"\b(?:not|instead of|rather than|never|no)\b", clause, re.I) or NEG_BEFORE.search(clause):
            first = systems[0]
            return [Clause("units", "must", first[0], only=True, words=first[2], bound=",".join(units.dimensions_named(clause)),
                           when="cooking" if units.COOKING_SCOPE.search(clause) else "")]
        return []
    system, only, words = systems[0]
    return [Clause("units", "must", system, only=only or any(o for _, o, _ in systems), words=words,
                   bound=",".join(units.dimensions_named(clause)),
                   when="cooking" if units.COOKING_SCOPE.search(clause) else "")]


def read_currency(clause: str) -> list[Clause]:
    """"Prices in euros", "amounts as ISO codes (USD 40, not $40)": the currency of every amount of money."""
    wanted = currency.read_currency(clause)
    return [Clause("currency", "must", wanted, bound=currency.symbol_side(clause), words=clause.strip()[:40])] if wanted else []


def read_number_examples(clause: str) -> list[Clause]:
    """"percentages: one decimal place (12.0% not 12%)", "EUR 1,234.56, code first": a number format the rule shows
    (:mod:`memlock_core.compliance.number_examples`), as patterns the reply must not match."""
    return [Clause("number_shape", "must_not", pattern, words=clause.strip()[:40])
            for pattern in number_examples.parse_number_examples(clause) + width_forms.parse_width_rule(clause)
            + parse_cjk_punctuation(clause)]


def read_unit_style(clause: str) -> list[Clause]:
    """"a space between the number and the unit", "litres with a capital L": how a unit symbol is written."""
    return [Clause("unit_style", "must", style, words=clause.strip()[:40]) for style in unit_style.parse_unit_style(clause)]
