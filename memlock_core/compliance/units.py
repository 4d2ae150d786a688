"""What a unit rule measures, and what each quantity in a reply is a measure of.

A rule that names only some quantities speaks only of them: "Celsius only, never Fahrenheit" is about
temperatures (a distance in miles does not break it), "Distanze in chilometri, mai in miglia" about
lengths, "grams and ml, no cups or ounces" about masses and volumes. A rule that names a system
("metric", "SI units", "sistema métrico", "メートル法") or units in general speaks of every quantity.
A conversion into the other system is that system's unit all the same unless the rule allows it ("imperial in
brackets is ok"); a scope to cooking ("for recipes") limits the rule to replies about cooking.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from memlock_core.compliance import unit_lexicon
from memlock_core.regex_cache import rx

_DIMENSION_WORDS: tuple[tuple[str, str], ...] = (
    ("temperature", r"celsius|centigrade|fahrenheit|°\s?[cf]|℃|℉|temperatures?|temps?|temp[ée]ratures?|temperatur\w*|"
                    r"temperaturas?|temperature|摂氏|華氏|気温|温度|摄氏|华氏|气温"),
    ("length", r"kilomet(?:re|er)s?|kilomètres?|kilometern?|kilómetros?|chilometri|quil[ôo]metros?|km|metres?|meters?|"
               r"mètres?|metros?|metri|centimet(?:re|er)s?|millimet(?:re|er)s?|miles?|milles|meilen|millas?|miglia|milhas|"
               r"feet|foot|pieds?|fuß|pies|piedi|pés|inch(?:es)?|pouces?|zoll|pulgadas?|pollici|polegadas?|yards?|"
               r"yardas?|jardas?|distances?|distancias?|distanze?|distâncias?|entfernung\w*|lengths?|heights?|"
               r"距離|長さ|キロメートル|メートル|マイル|フィート|インチ|ヤード|距离|长度|公里|千米|英里|英尺|英寸"),
    ("mass", r"kilos?|kilograms?|kilogrammes?|kilogramm|kilogramos|chilogrammi|quilogramas?|kg|grams?|grammes?|gramm|gramos|"
             r"mg|milligrams?|milligrammes?|miligramos?|milligrammi|"
             r"grammi|gramas|pounds?|pfund|libras?|libbre|livres|ounces?|onces|unzen|onzas|once|onças|stones?|"
             r"weights?|poids|gewicht\w*|pesos?|pesi|重さ|キログラム|グラム|ポンド|オンス|重量|体重|公斤|千克|磅|盎司"),
    ("volume", r"lit(?:re|er)s?|litros?|litri|millilit(?:re|er)s?|ml|gallons?|gallonen|galones|galloni|galões|pints?|"
               r"quarts?|cups?|tazas?|fl\.? ?oz|volumes?|リットル|ガロン|カップ"),
    ("spoon", r"spoons?|tablespoons?|teaspoons?|tbsp|tsp|cuillères?|cuillerées?|löffel|esslöffel|teelöffel|cucharadas?|"
              r"cucharaditas?|cucchiai\w*|colher(?:es)?|\w*löffel\w*|大さじ|小さじ"),
    ("speed", r"km/h|kph|mph|speeds?|vitesses?|geschwindigkeit\w*|velocidad(?:es)?|velocità|速度"),
    ("area", r"hectares?|acres?|square (?:feet|metres|meters|miles)|m²|km²|areas?|surfaces?|fläche\w*|superficies?"),
    # (pressure_units.py: "pressure in kPa or bar, never psi")
    ("pressure", r"pressures?|psi|kpa|mpa|hpa|pascals?|millibars?|mbar|bars?(?=\s*(?:,|or|and|ou|oder|o|y)?\s*(?:psi|kpa|$))|"
                 r"(?<=kpa or )bar|(?<=kpa and )bar|(?<=kpa/)bar|(?<=kpa, )bar|(?<=mpa or )bar|"
                 r"druck\w*|pression\w*|presi[oó]n(?:es)?|pression[ei]|press[ãa]o|pressões|圧力|気圧|压力|气压|압력"),
)
# the same quantities in the languages of :mod:`unit_lexicon`
_DIMENSION_WORDS = tuple((name, f"{words}|{unit_lexicon.DIMENSIONS[name]}" if name in unit_lexicon.DIMENSIONS else words)
                         for name, words in _DIMENSION_WORDS)
_DIMENSION = rx("|".join(f"(?P<{name}>(?<![A-Za-z0-9_°])(?:{words})(?![A-Za-z0-9_/]))" for name, words in _DIMENSION_WORDS),
                        re.I)
# A system, or units in general: the rule speaks of every quantity
_GENERAL = rx(r"\bmetric\b|\bimperial\b|\bsi\b|\bunits?\b|\bmeasurements?\b|\bsyst[eè]me\b|\bsystem\b|\bsistema\b|"
                      r"\bunités?\b|\beinheiten\b|\bunidades\b|\bunità\b|\bmesures?\b|\bmedidas\b|\bmisure\b|"
                      r"単位|单位|メートル法|ヤード・ポンド法|公制|英制|\bus customary\b|"
                      rf"\b(?:{unit_lexicon.GENERAL})(?!\w)", re.I)


# a quantity named by its noun, not by a unit: "when you mention distances", "for temperatures"
_NOUN = rx(r"temperatur|temp[ée]rature|distan|entfernung|length|height|longueur|hauteur|länge|höhe|weight|poids|"
                   r"gewicht|peso|pesi|volume|speed|vitesse|geschwindigkeit|velocidad|velocità|\barea|surface|fläche|superficie|"
                   r"気温|温度|距離|長さ|重さ|速度|气温|距离|长度|重量|体重|速度", re.I)


def dimensions_named(clause: str, both: bool = False) -> tuple[str, ...]:
    """The quantities a unit rule names when it names no system ("Celsius only": temperature); empty when it
    names a system or units in general (every quantity). A length rule covers speeds too (km/h vs mph). A rule
    for both systems names its quantities by a noun or a pair of units even beside a system ("both metric and
    imperial when you mention distances": length; "in Celsius and Fahrenheit": temperature)."""
    if _GENERAL.search(clause) and not (both and _NOUN.search(clause)):
        return ()
    found = [name for m in _DIMENSION.finditer(clause) for name, value in m.groupdict().items()
             if value and (not both or not _GENERAL.search(clause) or _NOUN.match(value))]
    if "length" in found:
        found.append("speed")
    return tuple(dict.fromkeys(found))


_UNIT_WORDS = rx(r"\bmetric\b|\bimperial\w*|\bunits?\b|\bmeasurements?\b|\bunités?\b|\beinheiten\b|\bunidades\b|"
                r"\bunità\b|\bmesures?\b|\bmedidas\b|\bmisure\b|\bimpériales?\b|単位|单位|\bus customary\b", re.I)


def names_units(text: str) -> bool:
    """Does ``text`` name units: a system, units in general, or a unit of some quantity ("unidades imperiales",
    "figures in miles", "des pouces")? A "system" alone is not enough ("the system docs")."""
    return bool(_UNIT_WORDS.search(text) or _DIMENSION.search(text))


_UNIT_DIMENSION: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("temperature", rx(r"°|℃|℉|degrees?|celsius|fahrenheit|度", re.I)),
    ("speed", rx(r"/h\b|/s\b|kph|kmh|mph|knot|kts|knoten|nœud|nudo|nodi|\bnós\b", re.I)),
    ("area", rx(r"²|m2\b|hectares?|\bha\b|acres?|sq\.?|square", re.I)),
    ("spoon", rx(r"spoons?|tbsp|tsp|löffel|^(?:EL|TL|cda|cdta|c\.\s?à\s?[sc]\.?)$|cuill|cuchar|cucchia|colher", re.I)),
    ("volume", rx(r"³|cubic|\bcu\b|\b(?:ml|mL|cl|dl|l|L)\b|lit(?:re|er|ro|ri)s?|gal|pints?|quarts?|fl\.? ?oz|cups?|tazas?|tassen?|"
                          r"リットル|ガロン|カップ|升|加仑|品脱", re.I)),
    ("mass", rx(r"\b(?:kg|g|mg|t|lbs?|oz|st)\b|gram|kilo(?!m)|tonnes?|pounds?|pfund|libb?r|livres?|ounces?|onc|unze|onza|"
                        r"stones?|キログラム|グラム|ポンド|オンス|公斤|千克|克|磅|盎司", re.I)),
    ("pressure", rx(r"^(?:psi|psf|ksi|k?Pa|MPa|GPa|hPa|bar|mbar|millibars?|pascals?|psig|psia)$", re.I)),
    ("force", rx(r"^(?:kN|MN|kips?|lbf)$")),
    ("length", rx(r".", re.S)),
)
# the same in the languages of :mod:`unit_lexicon`, tried first
_UNIT_DIMENSION = tuple((name, rx(unit_lexicon.REPLY_DIMENSION[name], re.I)) for name in unit_lexicon.REPLY_DIMENSION) \
    + _UNIT_DIMENSION


def dimension(quantity: str) -> str:
    """What a quantity as written ("12 km", "3 cups", "72°F") measures (a dimension of UNIT_DIMENSIONS)."""
    unit = re.sub(r"^[\d\s.,\u202f\u00a0–-]+", "", quantity)
    return next(name for name, pattern in _UNIT_DIMENSION if pattern.search(unit))


# "imperial in brackets is ok", "conversions in parentheses are fine", "en paréntesis está bien", "in Klammern ok"
# (never "not even in brackets")
CONVERSION_ALLOWED = rx(r"(?<!not even )(?<!not )(?<!never )(?<!nicht )(?<!pas )(?<!ni )\b(?:in|within|inside)\s+"
                                r"(?:brackets|parenthes[ie]s)\b|\bentre parenth[eè]ses\b|\bin klammern\b|\bentre par[ée]ntesis\b|"
                                r"\btra parentesi\b|\bentre par[êe]nteses\b|括弧",
                                re.I)
# "for recipes", "when cooking", "pour les recettes", "in Rezepten", "en recetas", "nelle ricette", "nas receitas", "レシピ"
COOKING_SCOPE = rx(r"\b(?:for|in|on)\s+(?:\w+\s+)?(?:recipes?|cooking|baking)\b|\bwhen (?:you )?(?:cook|bake|give a "
                           r"recipe)\w*|\b(?:pour|dans) (?:les )?recettes\b|\b(?:in|für|bei) rezepten?\b|"
                           r"\b(?:en|para) (?:las )?recetas\b|\b(?:nelle|per le) ricette\b|\b(?:nas|para) receitas\b|レシピ",
                           re.I)
_COOKING = rx(r"\b(?:recipes?|cook(?:ing)?|bake[ds]?|baking|roast|simmer|whisk|stir|preheat|knead|saut[ée]|"
                      r"fry|boil|oven|dough|batter|flour|sugar|butter|ingredients?|recette|cuisson|farine|rezept\w*|"
                      r"backen|mehl|receta|hornear|harina|ricetta|farina|receita|farinha|"
                      r"kochen|koche|braten|cuire|cuisiner|cocinar|cocer|cucinare|cuocere|cozinhar|"
                      # ingredients a recipe lists, in the languages the rules are written in
                      r"salt|pepper|vinegar|mustard|eggs?|milk|cream|garlic|onions?|olive oil|dressing|vinaigrette|salad|"
                      r"salz|pfeffer|\w*essig|senf|eier|milch|sahne|zucker|knoblauch|zwiebeln?|\w*öl|salat|"
                      r"poivre|huile|vinaigre|moutarde|œufs?|crème|oignons?|sucre|beurre|"
                      r"pimienta|aceite|vinagre|mostaza|huevos?|leche|ajo|cebollas?|azúcar|mantequilla|ensalada|"
                      r"pepe|olio|aceto|senape|uova|latte|aglio|cipoll[ae]|zucchero|burro|insalata|"
                      r"pimenta|azeite|mostarda|ovos|leite|alho|cebolas?|açúcar|manteiga)\b|レシピ|料理|焼", re.I)


def about_cooking(text: str, user_message: str | None) -> bool:
    """The user's message or the reply is about cooking (a recipe, an ingredient, an oven)."""
    return bool(_COOKING.search(user_message or "")) or len(_COOKING.findall(text)) >= 2


# What a unit rule leaves out: "except for screen sizes", "apart from altitudes", "but inches are fine for screens",
# "keep imperial for screen sizes", "sauf pour les écrans", "außer bei Bildschirmen", "excepto para las pantallas"
_EXCEPT = rx(
    r"\b(?:except(?:\s+for|\s+in|\s+when)?|apart from|other than|excluding|with the exception of|sauf(?:\s+pour|\s+en)?|"
    r"hormis|à part|außer(?:\s+für|\s+bei)?|ausser(?:\s+für|\s+bei)?|excepto(?:\s+para|\s+en)?|salvo(?:\s+para|\s+en)?|"
    r"menos(?:\s+para|\s+en)?|tranne(?:\s+per)?|eccetto|exceto(?:\s+para|\s+em)?)\s+(?:the\s+|les?\s+|la\s+|des\s+|die\s+|"
    r"den\s+|der\s+|el\s+|los\s+|las\s+|i\s+|gli\s+|le\s+|os\s+|as\s+)?(?P<x>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)"
    r"|\b(?:keep|leave|use)\s+(?:imperial|metric|[^\W\d]+)\s+for\s+(?P<y>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)"
    r"|\bbut\s+(?P<z>[^\W\d][\w-]*)\s+(?:are|is|can|may|stay|remain)\b[^.;]*?(?:\bfor\s+(?P<w>[^\W\d][\w-]*))?"
    # "leave aviation altitudes in feet", "keep screen sizes in inches", "laisse les altitudes en pieds", "lass
    # Flughöhen in Fuß", "deja las altitudes en pies", "lascia le altitudini in piedi": a thing kept in its own unit
    r"|\b(?:keep|leave|laisse[rz]?|garde[rz]?|lass(?:e|t)?|belass\w*|deja[rd]?|mant[eé]n\w*|lascia\w*|mantieni|deixa\w*|"
    r"mantenha)\s+(?:the\s+|les?\s+|la\s+|die\s+|las?\s+|los\s+|le\s+|gli\s+|os\s+|as\s+)?"
    r"(?P<k>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)\s+(?:in|en|em)\s+(?:feet|foot|inch(?:es)?|miles?|pounds?|imperial|"
    r"fahrenheit|pieds?|pouces?|fuß|zoll|meilen|pies|pulgadas|millas|piedi|pollici|miglia|pés|polegadas|milhas|knots?|"
    r"nautical miles?)\b"
    # "; le miglia nautiche vanno bene", "pero las millas están bien", "mais les pieds sont acceptés", "aber Meilen sind
    # ok": a unit or thing allowed in a clause of its own, in the languages "but X are fine" (z) is not said in
    r"|(?:[;,—–]\s*|\b(?:mais|aber|pero|ma|mas)\s+)"
    # the quantity it is allowed for, said first: "pero para distancias las millas están bien"
    r"(?:(?:para|pour|für|per|bei)\s+(?:las?\s+|los\s+|les\s+|die\s+|le\s+|i\s+)?[^\W\d][\w-]*\s*,?\s+)?"
    r"(?:les?\s+|la\s+|die\s+|los\s+|las\s+|el\s+|i\s+|gli\s+|le\s+|"
    r"os\s+|as\s+)?(?!(?:mais|aber|pero|ma|mas|but|and|et|und|y|e)\b)(?P<v>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)\s+(?:vanno\s+bene|va\s+bene|sono\s+(?:ok|accettat\w+)|"
    r"est[aá]n?\s+bien|se\s+aceptan|valen|sont\s+(?:ok|accept[ée]e?s|autoris[ée]e?s|permise?s)|passent|"
    r"sind\s+(?:ok|okay|erlaubt|in\s+ordnung)|gehen\s+in\s+ordnung|s[ãa]o\s+(?:aceites|aceitas|ok)|est[ãa]o\s+bem)\b",
    re.I)
_NOT_A_THING = rx(r"^(?:sizes?|values?|things?|measurements?|units?|numbers?|ones?|cases?|when|where|if|that|this|"
                          r"tables?|code|fine|ok|okay|allowed|it|them|those|these|in|for|of|and|or|you|i|we|they|"
                          r"tailles?|größen?|tamaños?|valeurs?|werte?|valores?)$", re.I)
# a thing and what a reply calls it: a screen is a TV, a monitor, a display
_KIN = (("screen", "tv", "monitor", "display", "television", "laptop", "phone", "tablet", "écran", "bildschirm", "pantalla",
         "schermo", "tela", "fernseher", "télé", "televisor", "ディスプレイ", "モニター", "モニタ", "画面", "テレビ", "显示器",
         "屏幕", "모니터", "화면"),
        # a word stands for every word it begins ("fly": flying, "cruis": cruise, cruising, "altitud": altitudine)
        ("altitude", "altitud", "flight", "flew", "fly", "cruis", "aircraft", "plane", "airliner", "pilot", "aviation", "höhe",
         "flughöhe"))


def _stem(word: str) -> str:
    """An English plural's singular ("screens": screen, "inches": inch); other words as they are."""
    word = word.lower()
    if re.search(r"(?:ch|sh|x|ss)es$", word):
        return word[:-2]
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


# A permission or an exception worded as a clause of its own: "if you give inches for screens that's fine", "si das
# pulgadas para pantallas está bien", "screen sizes are an exception", "ディスプレイのインチ表記は例外"
_EXCEPT_CLAUSE = rx(
    r"\b(?:if|si|se|wenn|falls)\b[^.;]{0,40}?\b(?:for|para|pour|für|per|por|bei)\s+(?:the\s+|las?\s+|los\s+|les?\s+|"
    r"die\s+|den\s+|i\s+|gli\s+|os\s+|as\s+)?(?P<p>[^\W\d][\w-]*)[^.;]{0,25}?\b(?:fine|ok|okay|bien|bon|in ordnung|"
    r"bene|bem|passt|vale|allowed|permitid[oa]s?|autorisé\w*|erlaubt|consentit\w*)\b"
    r"|(?P<e>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)\s+(?:is|are|sont|est|es|son|ist|sind|è|sono|é|são)\s+"
    r"(?:an?\s+|the\s+|une?\s+|l'|una\s+|la\s+|eine\s+|die\s+|des\s+|)(?:exceptions?|excepci[oó]n(?:es)?|ausnahmen?|eccezion[ei]|exce[cç][aã]o|exce[cç][õo]es)\b"
    r"|(?P<j>[^\s\d（(、。,，「」]{1,20}?)(?:は|も)例外", re.I)
# what a Japanese phrase calls the writing of a thing ("インチ表記": inches as written)
_WRITTEN_AS = rx(r"(?:の)?(?:表記|表示|書き方|記法)$")


def _clause_exceptions(rule: str, is_unit: Callable[[str], bool] | None) -> tuple[list[str], list[str]]:
    """(things, units) an exception clause of a unit rule names; a word is a unit as ``is_unit`` reads it."""
    words: list[str] = []
    for found in _EXCEPT_CLAUSE.finditer(rule):
        if found.group("j"):
            words += [_WRITTEN_AS.sub("", part) for part in found.group("j").split("の")]
            continue
        if found.group("p"):  # "si das pulgadas para pantallas": the unit allowed there is in the condition
            words += re.findall(r"[^\W\d][\w-]*", rule[found.start():found.start("p")])
        words += (found.group("p") or found.group("e") or "").split()
    unit = [w for w in words if is_unit is not None and is_unit(w)]
    return [w for w in words if w and w not in unit and not _NOT_A_THING.match(w) and not found_in_condition(w, rule)], unit


def found_in_condition(word: str, rule: str) -> bool:
    """``word`` is a condition's own verb or pronoun ("si das ..."), no thing: it stands before "para"/"for"."""
    return any(found.group("p") and word in re.findall(r"[^\W\d][\w-]*", rule[found.start():found.start("p")])
               for found in _EXCEPT_CLAUSE.finditer(rule))


def _kin_of(stem: str) -> tuple[str, ...]:
    """The words a reply calls ``stem`` by, those in its own script first (a check holds 16 names)."""
    kin = next((k for k in _KIN if stem in k), (stem,))
    return tuple(sorted(kin, key=lambda w: w.isascii() != stem.isascii()))


def exception_words(rule: str, is_unit: Callable[[str], bool] | None = None) -> tuple[str, ...]:
    """The things and units a unit rule leaves out ("except for screen sizes": screen, tv, monitor ...; "but inches
    are fine": inch), as word stems; a region ("except in tables") is read elsewhere."""
    out: list[str] = []
    for found in _EXCEPT.finditer(rule):
        for group in ("x", "y", "z", "w", "k", "v"):
            phrase = found.group(group)
            if not phrase:
                continue
            if group == "v":  # "le miglia nautiche vanno bene": that unit's quantities, not every sentence naming "miglia"
                kept = [w for w in phrase.split() if not _NOT_A_THING.match(w)]
                out += [f"={' '.join([*kept[:-1], _stem(kept[-1])])}".lower()] if kept else []
                continue
            for word in phrase.split():
                if _NOT_A_THING.match(word) or (group == "z" and _GENERAL.fullmatch(word)):
                    continue
                stem = _stem(word)
                out += next((kin for kin in _KIN if stem in kin), (stem,))
    things, allowed = _clause_exceptions(rule, is_unit)
    # a unit the clause allows for the thing, marked "~": read out only where the user's message names the thing
    # ("27 pulgadas" under "inches are fine for screens" when the user asks about a monitor); first, as a check
    # holds 16 names
    out = [f"~{_stem(w)}" for w in allowed] + out
    for word in things:
        out += _kin_of(_stem(word))
    return tuple(dict.fromkeys(w for w in out if len(w) > 1))[:16]  # a check holds at most 16 names


def drop_excepted(text: str, words: tuple[str, ...], user_message: str | None = None) -> str:
    """``text`` without the sentences that speak of what the rule leaves out ("the 55-inch TV" under "except for
    screen sizes"); a unit allowed for a thing ("~inch") counts as speaking of it when the user's message names the
    thing ("which monitor size?" answered "27 inches")."""
    allowed = [w[1:] for w in words if w.startswith("=")]
    if allowed:  # a unit allowed anywhere: its quantities go, the rest of their sentence is still read
        text = rx(r"(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:" + "|".join(map(re.escape, allowed)) + r")\w*", re.I).sub(" ", text)
    words = tuple(w for w in words if not w.startswith("="))
    things = tuple(w for w in words if not w.startswith("~"))
    units = tuple(w[1:] for w in words if w.startswith("~"))
    words = things
    if units and things and _naming(things).search(user_message or ""):
        words = things + units
    if not words:
        return text
    named = _naming(words)
    return "".join(("\n" if s.endswith("\n") else "") if named.search(s) else s for s in re.split(r"(?<=[.!?\n。！？])", text))


def _naming(words: tuple[str, ...]) -> re.Pattern[str]:
    """A word at a word's start; Japanese, Chinese and Korean words stand anywhere (no space sets them apart)."""
    cjk = [w for w in words if re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]", w)]
    spaced = [w for w in words if w not in cjk]
    parts = [r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, spaced)) + ")"] if spaced else []
    parts += ["(?:" + "|".join(map(re.escape, cjk)) + ")"] if cjk else []
    return rx("|".join(parts), re.I)


_ROW = rx(r"^\s*\|(.*)\|\s*$")
_RULE_ROW = rx(r"^[\s|:\-]+$")
# a unit in a column's header: "Avg high (°F)", "Weight [kg]", "Distance, mi", "Height in ft"
_HEADER_UNIT = rx(r"(?:[(\[]\s*(?P<a>[^()\[\]\d]{1,14}?)\s*[)\]]|,\s*(?P<b>[^\W\d][^,\d]{0,10})|"
                          r"\bin\s+(?P<c>[^\W\d]\S{0,10})|^(?P<d>°?[^\W\d]{1,5}(?:/h)?))\s*$")
_CELL_NUMBER = rx(r"[~≈±]?\s*\d[\d.,\u202f ]*(?:\s*[-–]\s*\d[\d.,]*)?")


def table_quantities(text: str, spans: Callable[[str], list[tuple[str, int, int, str]]]) -> str:
    """The quantities a table states with its unit in the column's header ("| Avg high (°F) |" over "| 91 |"), one
    line per row ("91 °F, 33 °C."), for the unit readers; "" when no table has a unit header. ``spans`` reads a
    quantity's system (conventions.quantity_spans)."""
    out: list[str] = []
    units_of: list[str] = []
    for line in text.splitlines():
        row = _ROW.match(line)
        if not row:
            units_of = []
            continue
        cells = [c.strip() for c in row.group(1).split("|")]
        if _RULE_ROW.match(row.group(1)):
            continue
        if not units_of:  # the header
            units_of = []
            for cell in cells:
                found = _HEADER_UNIT.search(cell)
                unit = next((g for g in found.groups() if g), "") if found else ""
                read = spans(f"12 {unit}") if unit else []
                units_of.append(unit if len(read) == 1 and read[0][3] == f"12 {unit}" else "")
            if not any(units_of):
                units_of = ["-"]  # a header with no unit: the rows stay as they are
            continue
        stated = [f"{cell} {unit}" for cell, unit in zip(cells, units_of)
                  if unit and unit != "-" and _CELL_NUMBER.fullmatch(cell)]
        if stated:
            out.append(", ".join(stated) + ".")
    return "\n".join(out)


# "MAX_SPEED_MPH = 65", "radius_ft: float = 500", "const weightKg = 12", "DIST_MILES = 3": a number named by its unit
_CODE_QUANTITY = rx(r"\b[A-Za-z_]\w*?(?:_|(?<=[a-z])(?=[A-Z]))(?P<u>[A-Za-z]+)\s*(?::\s*[\w.\[\]]+\s*)?=\s*"
                            r"(?P<n>\d[\d_]*(?:\.\d+)?)\b")
_CODE_UNITS = {"mph": "mph", "kmh": "km/h", "kph": "km/h", "ft": "ft", "feet": "ft", "inch": "in", "inches": "in",
               "mi": "mi", "miles": "mi", "lb": "lb", "lbs": "lbs", "oz": "oz", "fahrenheit": "°F", "gal": "gal",
               "km": "km", "meters": "m", "metres": "m", "cm": "cm", "mm": "mm", "kg": "kg", "celsius": "°C", "ml": "ml"}


def named_quantities(code: str) -> str:
    """One line per number the names in ``code`` give a unit ("MAX_SPEED_MPH = 65": "65 mph.")."""
    return "\n".join(f"{m.group('n').replace('_', '')} {_CODE_UNITS[m.group('u').lower()]}."
                     for m in _CODE_QUANTITY.finditer(code) if m.group("u").lower() in _CODE_UNITS)


def code_quantities(code: str) -> str:
    """``code`` with :func:`named_quantities` added, so the unit readers see the units a program stores its values
    in."""
    return "\n".join([code, named_quantities(code)])


# "highs around 75 degrees", "preheat the oven to 350°": a temperature with no scale, read from what it is the
# temperature of where only one scale fits (weather of 50 or more, an oven of 300 or more: Fahrenheit; an oven of 100
# to 260: Celsius); an angle ("turn 90 degrees") or a mild day ("20 degrees") stays unread
_BARE_DEGREES = rx(r"(?<![\d.,])(?P<n>-?\d{1,3})(?:\s?(?:°|º)(?!\s?[CFcfK]\b)|\s(?:degrees?|deg|grados|degrés|Grad)\b"
                           r"(?!\s?(?:[CFcf]\b|Celsius|Fahrenheit|centigrade|Kelvin|celsius|fahrenheit)))")
_WEATHER = rx(r"\b(?:highs?|lows?|weather|forecast|outside|temperatures?|warm|hot|cold|chilly|heat|sunny|humid|"
                      r"climate|summer|winter|day ?time|overnight|météo|wetter|tiempo|clima|températures?|temperatur\w*|"
                      r"temperaturas?|it'?ll be|it will be|feels like|expect\w*|tomorrow|today|tonight|this (?:week|weekend|"
                      r"afternoon|morning))\b|気温|天気", re.I)
_OVEN = rx(r"\b(?:oven|preheat\w*|bake|baking|roast\w*|broil\w*|four|backofen|ofen|horno|forno)\b|オーブン", re.I)
# water boils at 100 °C or 212 °F: a liquid's temperature above 150 is Fahrenheit
_BOIL = rx(r"\b(?:boil\w*|simmer\w*|brew\w*|steep\w*|kettle|ebullition|bout|kocht|siede\w*|hierve|ebullición)\b|沸", re.I)
_ANGLE = rx(r"\b(?:angle|turn\w*|rotat\w*|tilt\w*|bend\w*|slope|incline|pitch|latitude|longitude|north|south|east|"
                    r"west|arc|field of view|fov|lean\w*|winkel|ángulo)\b", re.I)


def inferred_temperatures(text: str) -> str:
    """One line per temperature written with no scale whose scale the sentence makes plain ("75 °F.", "180 °C."),
    for the unit readers."""
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?\n])\s*", text):
        if not _BARE_DEGREES.search(sentence) or _ANGLE.search(sentence):
            continue
        oven, weather = bool(_OVEN.search(sentence)), bool(_WEATHER.search(sentence))
        for found in _BARE_DEGREES.finditer(sentence):
            n = int(found.group("n"))
            boil = bool(_BOIL.search(sentence))
            if oven and n >= 300 or boil and n >= 150 or not oven and not boil and weather and 50 <= n <= 130:
                out.append(f"{n} °F.")
            elif oven and 100 <= n <= 260 or boil and 80 <= n <= 100:
                out.append(f"{n} °C.")
    return "\n".join(out)


# Data sizes: binary (IEC: KiB, MiB, GiB, TiB: powers of 1024) or decimal (SI: kB, MB, GB, TB: powers of 1000). A
# bit rate or a bit count ("100 Mbps", "8 Gb") is neither.
_BINARY_UNIT = r"(?-i:[KkMGTPE]iB)"
_DECIMAL_UNIT = r"(?:(?-i:[kKMGTPE]B)|(?:kilo|mega|giga|tera|peta)bytes?)"
# a "/" after a unit joins a list of units ("KB/MB/GB"), not a rate ("MB/s")
# (a kana, kanji or hangul touching the unit is a word boundary: "MiB・GiBで", "はMiB", "281 TBです")
_CJK = "぀-ヿ一-鿿가-힣"
_NOT_WORD = rf"[^\W{_CJK}]"
_UNIT_END = rf"(?!{_NOT_WORD}|-)(?!/(?!(?-i:[kKMGTPE]i?B)(?!{_NOT_WORD})))"
DATA_UNIT = rx(rf"(?<!{_NOT_WORD})(?<!-)(?P<b>{_BINARY_UNIT}){_UNIT_END}|"
                       rf"(?<!{_NOT_WORD})(?<!-)(?P<d>{_DECIMAL_UNIT}){_UNIT_END}|"
                       r"\b(?P<bw>binary|binär\w*|binaire\w*|binari[oa]s?|binarn\w*|двоичн\w*|бинарн\w*|IEC)\b|二进制|二進", re.I)
_DATA_CONTEXT = rx(r"\b(?:sizes?|memory|ram|disk|storage|data|files?|bytes?|größen?|speicher|datengrößen?|tailles?|"
                           r"mémoire|disque|tamaños?|memoria|disco|dimensioni|dateigrößen?|speichergrößen?|daten\w*|données|datos|dati|"
                           r"dados|rozmiar\w*|plik\w*|pamię\w*|dysk\w*|danych|размер\w*|файл\w*|памят\w*|диск\w*|данн\w*|"
                           r"bestand\w*|geheugen|schijf)\b|容量|大小|サイズ|"
                           r"内存|硬盘|メモリ|ディスク|データ|ファイル|数据|文件|데이터|용량|메모리|디스크|파일", re.I)
_DATA_QUANTITY = rx(rf"(?<!{_NOT_WORD})(?<![.,])\d+(?:[.,]\d+)?\s?"
                            rf"(?:(?P<b>{_BINARY_UNIT})|(?P<d>{_DECIMAL_UNIT}))(?!{_NOT_WORD}|/)")


def data_system(clause: str, negated: Callable[[str, int, int], bool]) -> tuple[str, str] | None:
    """("binary" | "decimal", words) for a rule on how data sizes are written ("sizes in GiB, not GB", "binary units
    (MiB)", "Datengrößen in MiB/GiB (binär), nicht MB/GB"); None when the clause names no data unit or names both
    systems without refusing one. ``negated`` tells a refused unit ("not GB/MB")."""
    # a unit after a number is a size the rule names ("files under 10 MB"), not the unit it asks for
    found = [m for m in DATA_UNIT.finditer(clause) if not re.search(r"\d\s?$", clause[:m.start()])]
    systems = {"b" if m.group("b") or m.group("bw") else "d" for m in found}
    if not found or not _DATA_CONTEXT.search(clause) and len(systems) < 2:
        return None  # (a unit of each system set against the other is a rule on data sizes by itself: "MB/GB 말고 MiB/GiB")
    wanted = {("binary" if m.group("b") or m.group("bw") or m.group(0) in ("二进制", "二進") else "decimal")
              if not negated(clause, m.start(), m.end()) else
              ("decimal" if m.group("b") or m.group("bw") else "binary") for m in found}
    if len(wanted) != 1:
        return None
    return wanted.pop(), clause[found[0].start():found[-1].end()]


# "pound" names the currency too: "£10 (about 10 pounds)", "£10（約 10 ポンド）", "10 livres sterling"
_POUND_WORD = r"(?:pounds?|ポンド|livres?|pfund|libras?|sterlin[ag]\w*)"


# a sentence about money changing hands between currencies: another currency's amount or an exchange-rate word
_RATE_WORD = rx(r"\bexchange rates?\b|\btaux de change\b|\bwechselkurs\w*|\btipo de cambio\b|\btaxa de câmbio\b|"
                r"為替|レート|汇率|환율|\bGBP\b", re.I)
_EXCHANGE = rx(r"\d\s?(?:円|ドル|ユーロ|元|yen|dollars?|euros?|€|\$|usd|eur|jpy)(?![A-Za-z])|[$€¥]\s?\d|" + _RATE_WORD.pattern,
               re.I)
_WEIGHT_WORD = rx(r"\bweigh\w*|\bpoids\b|\bp[eè]se\w*|\bwieg\w*|\bgewicht\w*|\bpesa\w*|\bpeso\b|重さ|重量|体重|"
                  r"\d\s?(?:kg|g|grams?|kilos?|oz|ounces?)\b|キロ|グラム", re.I)


def money_pounds(text: str) -> str:
    """``text`` with the pounds that are money left out: a pound amount that says a "£" amount of its sentence
    again ("£10（約 10 ポンド）"), or one named sterling; a weight in pounds stays."""
    if "£" not in text and "sterling" not in text.lower() and not _EXCHANGE.search(text):
        return text
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?])(?=\s)|(?<=[\n。！？])", text):
        if _RATE_WORD.search(sentence) or _EXCHANGE.search(sentence) and not _WEIGHT_WORD.search(sentence):
            # "1ポンドはおよそ190円", "1 pound is about 1.27 dollars": a rate of exchange, no weight
            out.append(re.sub(rf"(?<![\d.,])\d[\d.,]*\s?{_POUND_WORD}", " ", sentence, flags=re.I))
            continue
        paid = {m.group(1).rstrip(".,") for m in re.finditer(r"£\s?(\d[\d.,]*)", sentence)}
        spoken = rx(rf"(?<![\d.,])(\d[\d.,]*)\s?{_POUND_WORD}", re.I)
        sentence = spoken.sub(lambda m: " " if m.group(1).rstrip(".,") in paid else m.group(0), sentence) if paid else sentence
        sentence = re.sub(rf"(?<![\d.,])\d[\d.,]*\s?{_POUND_WORD}\s+sterling\b", " ", sentence, flags=re.I)
        out.append(sentence)
    return "".join(out)


def data_sizes(text: str) -> tuple[list[str], list[str]]:
    """(binary sizes, decimal sizes) in ``text`` as written ("16 GiB", "340 GB")."""
    binary: list[str] = []
    decimal: list[str] = []
    for found in _DATA_QUANTITY.finditer(text):
        (binary if found.group("b") else decimal).append(found.group(0))
    return binary, decimal


def _size_key(quantity: str) -> tuple[str, str]:
    found = re.match(r"(\d+(?:[.,]\d+)?)\s?(\S+)", quantity)
    return (found.group(1).replace(",", "."), found.group(2).lower()) if found else ("", quantity)


def said_back(quantity: str, user_message: str | None) -> bool:
    """The data size ``quantity`` ("1 TB") is one the user wrote ("my 1-TB drive", "1TB"): a figure quoted, not one
    the reply chose the unit of."""
    if not user_message:
        return False
    binary, decimal = data_sizes(re.sub(r"(?<=\d)-(?=[A-Za-z])", " ", user_message))
    return _size_key(quantity) in {_size_key(q) for q in binary + decimal}


# An imperial unit written with no figure: a rate ("10 minutes per mile", "30 Meilen pro Gallone", "por milla"), a
# half or a quarter ("half a gallon", "a quarter mile", "eine halbe Meile", "media milla", "un demi-gallon", "半ガロン").
# Only the units that are no currency, body part or idiom in these forms: "per pound" of a price is a mass still.
_IMPERIAL_NOUN = (r"(?:miles?|gallons?|pints?|quarts?|ounces?|pounds?|inch(?:es)?|yards?|"
                  r"meilen?|gallonen?|unzen?|pfund|zoll|millas?|gal[oó]n(?:es)?|onzas?|libras?|pulgadas?|yardas?|"
                  r"milles?|gallons?|onces?|pouces?|milhas?|gal[õo]es|onças?|polegadas?)")
_WORDED_RATE = rx(
    rf"(?<![\w-])(?:per|a|an|each|pro|je|par|por|cada|à)\s+{_IMPERIAL_NOUN}(?!\w)(?<!\bpar milles)"
    rf"|(?<![\w-])(?:half\s+an?|a\s+half|a\s+quarter(?:\s+of\s+an?)?|quarter\s+of\s+an?|three\s+quarters\s+of\s+an?|"
    rf"(?:eine[nmr]?\s+)?halbe[nmr]?|(?:eine[nmr]?\s+)?viertel|medi[oa]|un\s+demi-?|une\s+demi-?|meia|meio)\s*-?\s*"
    rf"{_IMPERIAL_NOUN}(?!\w)"
    r"|半(?:ガロン|マイル|ポンド|インチ)|(?:マイル|ガロン|ポンド)(?:あたり|当たり|につき)", re.I)
# "a pound" alone is money in "a pound a day"; a rate or a half of one is still read only beside a measuring word
_RATE_NOT = rx(r"^(?:a|an|par|à)\s", re.I)


def worded_imperial(text: str) -> list[str]:
    """The imperial units a reply names without a figure: a rate or a part of one unit ("per mile", "half a gallon")."""
    out = []
    for found in _WORDED_RATE.finditer(text):
        written = found.group(0)
        if _RATE_NOT.match(written) and not re.search(r"\d|\b(?:minutes?|hours?|seconds?|miles?|gallons?|km|mph)\b",
                                                    text[max(0, found.start() - 25):found.start()], re.I):
            continue  # "a mile away", "a pound of butter" are read elsewhere; "6 minutes a mile" is a rate
        if re.match(r"(?:par|à|a|an)\s+(?:pounds?|livres?|libras?)", written, re.I):
            continue  # "à livre ouvert", "a pound" (money)
        out.append(written)
    return out


# "if the source gives miles, convert them", "si la fuente da millas conviértelo", "wenn die Quelle Meilen nennt, rechne
# sie um", "si le texte donne des miles, convertis-les", "元の資料がマイルなら変換して": a condition naming the units met and
# a verb of converting them; those units are what the rule turns away from, not a system it asks for
_CONVERT = (r"(?:convert\w*|conv[ie]ert\w*|conviért\w*|convertis\w*|convertir\w*|converta\w*|converte\w*|converti\w*|"
            r"umrechn\w*|rechne\w*\s+(?:\w+\s+)?um\b|konvertier\w*|umwandel\w*|wandle\w*\s+(?:\w+\s+)?um\b|"
            r"変換|換算|直し|换算|转换|"
            # "put celsius next to it", "mets les °C à côté", "pon los km al lado": the value given beside the other
            r"(?:put|add|give|show|write|include|mets|ajoute|pon|añade|agrega|schreib|füge|metti|aggiungi|coloque)\w*\s+"
            r"(?:\S+\s+){0,3}?(?:next\s+to|beside|alongside|after|à\s+côté|al\s+lado|daneben|dahinter|accanto|ao\s+lado)\b(?:\s+(?:it|them|that|each))?)")
# the value of one system written beside one of the other ("put celsius next to it"): a gloss, as brackets are
BESIDE = rx(r"\b(?:next\s+to|beside|alongside)\s+(?:it|them|that|each)\b|\bà\s+côté\b|\bal\s+lado\b|\bdaneben\b|"
            r"\baccanto\b|\bao\s+lado\b|の横に|併記", re.I)
_CONVERSION_CONDITION = rx(
    r"\b(?:if|when(?:ever)?|si|wenn|falls|cuando|quand|lorsque|se|quando|als)\b[^.;:!?\n]{0,80}?" + _CONVERT +
    r"(?:-(?:les?|la|lo|los|las))?\w*|(?:もし)?[^、。\n]{0,30}?(?:なら|場合は?|ときは?)、?[^、。\n]{0,12}?" + _CONVERT, re.I)


def without_conversion_condition(clause: str) -> str:
    """``clause`` without a condition that names units to convert ("use metric, and if the source gives miles convert
    them": "use metric, and"); ``clause`` itself when it has none."""
    found = _CONVERSION_CONDITION.search(clause)
    if not found or not _DIMENSION.search(found.group(0)):
        return clause
    return (clause[:found.start()] + clause[found.end():]).strip(" ,;")
