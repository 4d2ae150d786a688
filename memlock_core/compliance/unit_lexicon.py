"""Unit names of the languages the first unit vocabularies left out: Russian, Polish, Swedish, Dutch, Turkish and
Korean, plus the Chinese market units (斤, 市斤) that are no metric unit.

A units rule names its system by the units it wants or refuses ("литры или миллилитры, без галлонов", "odległości
w kilometrach", "인치 쓰지 마요"); a reply gives its quantities with the same words ("42 галлона", "220 mil",
"8인치"). Two alternations per side keep the shared readers (:mod:`reply_rule` for the rule, :mod:`conventions`
for the reply) to one added branch each. Words that mean something else in a neighbour language stay out: Swedish
"mil" is ten kilometres, Dutch "pond" and "ons" are metric weights, Russian "фут" opens "футбол".
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the rule side: names (any inflection) that say which system the rule wants or refuses
RULE_METRIC = (r"километр\w*|сантиметр\w*|миллиметр\w*|метр(?:ы|ах|ами|ов|а|е)?|килограмм\w*|грамм(?:ы|ах|ов|а)?|"
               r"миллилитр\w*|литр(?:ы|ах|ами|ов|а|е)?|метрическ\w*|цельси\w*|"
               r"kilometr\w*|centymetr\w*|milimetr\w*|metr(?:y|ach|ami|ów|ze)|kilogram(?:y|ach|ów|ami)|mililitr\w*|"
               r"litr(?:y|ach|ami|ów)|metryczn\w*|celsjusz\w*|"
               r"metriska|metriskt|metrisk|metersystemet|"
               r"metrische|metrisch|"
               r"metrik|santimetre|kilometre|santigrat")
RULE_IMPERIAL = (r"мил[ьиюяе]|милях|миль|футах|футов|фута|дюйм\w*|фунт(?:ы|ах|ов|а)?|унци\w*|галлон\w*|фаренгейт\w*|"
                 r"ярд(?:ы|ах|ов|а)?|"
                 r"mile|mili|milach|milami|calach|cali|stóp|stopach|funt(?:y|ach|ów)|uncj\w*|galon\w*|"
                 r"engelska mil|tum|pund|"
                 r"mijlen|mijl|duimen|inç|galon|"
                 r"fahrenheit\w*")
# the same in Korean and Chinese, where no word boundary stands around a unit
RULE_METRIC_CJK = r"미터법|킬로미터|센티미터|밀리미터|미터|킬로그램|그램|밀리리터|리터|섭씨"
RULE_IMPERIAL_CJK = r"인치|피트|마일|파운드|온스|갤런|야드|화씨|市斤|斤|英石"

# the reply side: a unit written after a number ("42 галлона", "26,2 mili", "8인치", "十斤")
REPLY_METRIC = (r"км|м|см|мм|кг|мл|л|километр\w*|метр(?:ов|а|ы)?|сантиметр\w*|миллиметр\w*|килограмм\w*|грамм\w*|"
                r"литр\w*|миллилитр\w*|kilometr\w*|metr(?:y|ów|a)?|centymetr\w*|kilogram\w*|litr\w*|"
                r"킬로미터|센티미터|밀리미터|미터|킬로그램|그램|밀리리터|리터|킬로")
REPLY_IMPERIAL = (r"мил[ьиюяе]|миль|милях|футов|фута|фут|дюйм\w*|фунт(?:ов|а|ы)?|унци[йияю]|галлон\w*|ярд\w*|"
                  r"mil[ei]|milach|cal[ei]?|stóp|stopy|funt(?:ów|y|a)?|uncj[ia]|galon\w*|"
                  r"engelska mil|tum|mijl(?:en)?|inç|"
                  r"인치|피트|마일|파운드|온스|갤런|야드|市斤|斤")
# "220 mil." ends a Polish sentence; "5 mil personas" is a Spanish thousand: the bare form counts only where a loose
# unit does (close to the number, before a separator)
REPLY_LOOSE = ("mil", "м", "л", "tum", "cal")

# the quantities a rule names by unit or noun ("объём — литры", "odległości w kilometrach", "길이는 cm로"), per dimension
DIMENSIONS = {
    "temperature": r"температур\w*|цельси\w*|фаренгейт\w*|temperatur\w*|celsjusz\w*|sıcaklık\w*|temperaturen|온도|섭씨|화씨",
    "length": r"расстояни\w*|длин\w*|высот\w*|километр\w*|метр\w*|сантиметр\w*|миль|мил[иья]|дюйм\w*|odległoś\w*|"
              r"długoś\w*|wysokoś\w*|kilometr\w*|centymetr\w*|mil[ei]|cal[ei]|avstånd\w*|längd\w*|höjd\w*|"
              r"kilometer|mesafe\w*|uzunluk\w*|afstand\w*|lengte\w*|hoogte\w*|mijl\w*|길이|거리|높이|인치|마일|피트|미터|센티미터",
    "mass": r"вес\w*|масс\w*|килограмм\w*|фунт\w*|waga|wagi|wagę|masa|kilogram\w*|funt\w*|vikt\w*|ağırlık\w*|gewicht\w*|"
            r"무게|중량|킬로그램|파운드|斤",
    "volume": r"объ[её]м\w*|литр\w*|миллилитр\w*|галлон\w*|унци\w*|objętoś\w*|litr\w*|galon\w*|volym\w*|hacim\w*|"
              r"inhoud|부피|용량|리터|갤런",
    "speed": r"скорост\w*|prędkoś\w*|hastighet\w*|hız\w*|snelheid\w*|속도",
}
# a system, or units in general, in these languages: the rule speaks of every quantity
GENERAL = r"единиц\w*|метрическ\w*|jednost\w*|metryczn\w*|enheter|metrisk\w*|eenheden|metrisch\w*|birim\w*|metrik|단위|미터법"
# words that make a clause naming a unit a units rule: a unit word, a quantity noun, "only", a refusal
CONTEXT = (r"\b(?:" + GENERAL + "|" + "|".join(DIMENSIONS[k] for k in ("temperature", "length", "mass", "volume", "speed")) +
           r"|только|tylko|wyłącznie|bara|endast|sadece|yalnızca|alleen|używaj|använd|kullan|gebruik|пиши|указывай)(?!\w)"
           r"|(?:으)?로만|만\s*(?:써|쓰|사용)")
# "センチのみ", "센티미터로만": a particle of "only" right after a word keeps it, whatever refusal follows
ONLY_AFTER = rx(r"^\s*(?:(?:으)?로만|만(?!\w)|のみ|だけ)")
# "X only when I ask (about ...)": an allowance on request, not a system every reply must use
ON_REQUEST = rx(r"\b(?:only|just)\s+(?:when|if)\s+i\s+(?:ask|request|mention|want)|"
              r"\btylko\s+(?:jak|gdy|kiedy|jeśli|jeżeli)\s+(?:o\s+\w+\s+)?(?:pytam|zapytam|poproszę|proszę)|"
              r"\bтолько\s+(?:если|когда)\s+(?:я\s+)?(?:спрошу|попрошу|спрашиваю|прошу)|"
              r"\b(?:bara|endast)\s+(?:om|när)\s+jag\s+(?:frågar|ber)|\balleen\s+(?:als|wanneer)\s+ik\s+(?:erom\s+|ernaar\s+)?vraag|"
              r"\bnur\s+wenn\s+ich\s+(?:danach\s+|darum\s+)?(?:frage|bitte)|\bseulement\s+si\s+je\s+(?:le\s+)?demande|"
              r"\bs[oó]lo\s+(?:si|cuando)\s+(?:lo\s+)?(?:pido|pregunto)|\bsolo\s+se\s+(?:lo\s+)?(?:chiedo|domando)|"
              r"\bsadece\s+\w*\s*(?:sorarsam|istersem)", re.I)
# what a quantity written with one of these units measures (the reply side of :func:`units.dimension`)
REPLY_DIMENSION = {
    "speed": r"км/ч|км/с",
    "volume": r"литр|миллилитр|^(?:л|мл)$|галлон|litr|galon|리터|갤런",
    "mass": r"^(?:кг|г)$|грамм|килограмм|фунт|унци|kilogram|funt|uncj|킬로그램|그램|파운드|斤",
}
# "only" in these languages ("bara metriska enheter", "только литры", "tylko kilometry", "cm로만")
ONLY = r"\b(?:только|исключительно|tylko|wyłącznie|bara|endast|sadece|yalnızca|alleen|uitsluitend)\b|(?:으)?로만"
