"""Reply-rule clauses about markup and marks: markdown at all, tables, caps on punctuation marks
(exclamation marks) and typographic conventions.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import typography
from memlock_core.compliance.option_offer import OPTIONS, options_scope
from memlock_core.compliance.reply_rule_base import (
    BULLETS,
    HEADINGS,
    MAX_BEFORE,
    NUMBERS,
    REGION_ONLY,
    REGION_WORDS,
    Clause,
    negated,
    number_value,
)
from memlock_core.regex_cache import rx

EXCEPT_REGION = rx(rf"^\W*(?:except|but not|apart from|other than|außer|ausser|sauf|excepto|salvo)\s+"
                            rf"(?:in|im|in den|dans les|dans|en los|en las|en)\s+(?:the\s+|den\s+)?(?P<r>{REGION_WORDS})"
                            rf"(?![\w-])", re.I)

_MARKDOWN = rx(r"\bmarkdown\b(?![-\s]+(?:tables?|headings?|headers?|lists?|links?|bullets?|überschrift\w*|tabellen?|"
                       r"listen|titres|tableaux|listes|encabezados|tablas|listas|見出し))|\bplain[- ]text\b|"
                       r"\btexte brut\b|\breiner text\b|\bnur text\b|\btexto plano\b|\btesto semplice\b|"
                       r"プレーンテキスト|マークダウン", re.I)


# "..., I just want plain text", "because I'd rather have plain text": the user's wish given as a reason
_WISH_BEFORE = rx(r"[,;:—–-]\s*(?:(?:i|we)\s+(?:just\s+|only\s+|simply\s+|really\s+)?(?:want|need|prefer|like)|"
                          r"(?:i|we)'?d\s+(?:rather|prefer|like)|because|since|je\s+(?:veux|voudrais|préfère)|"
                          r"parce que|car|ich\s+(?:will|möchte|hätte gern|brauche)|weil|quiero|prefiero|porque|"
                          r"voglio|preferisco|perché)\b[^,;:.]{0,20}$", re.I)


def read_markdown(clause: str) -> list[Clause]:
    found = _MARKDOWN.search(clause)
    if not found:
        return []
    if re.search(r"\b(?:titres?|titulos?|títulos?|encabezados?|überschriften|tableaux?|tablas?|tabellen?|listes?|listas?|"
                 r"listen|liens|enlaces|links|cabeçalhos|intestazioni|titoli)\s*(?:(?:en|in|im|em|au format)\s+)?$",
                 clause[:found.start()], re.I):
        # "titres markdown", "tablas en markdown": that part of markdown (read by its own reader), not all of it
        return []
    if found.group(0).lower().startswith(("markdown", "マークダウン")) and not negated(clause, found.start(), found.end()):
        return []  # "use markdown": every reply may or may not need it; unchecked
    if re.search(r"\bplain[- ]text\b", found.group(0), re.I) and re.search(r"\b(?:explain|language|english|words|symbols?|"
                                                                         r"characters?|arrows?|marks?)\b",
                                                                         clause, re.I) and "markdown" not in clause.lower():
        return []  # "explain in plain English / plain words": a style, not a format
    if not found.group(0).lower().startswith(("markdown", "マークダウン")) and _WISH_BEFORE.search(clause[:found.start()]) \
            and (HEADINGS.search(clause[:found.start()]) or _TABLES.search(clause[:found.start()])
                 or BULLETS.search(clause[:found.start()])):
        # "Don't use headings, I just want plain text": the reason for that ban, not a ban of every markdown mark
        return []
    return [Clause("markdown", "must_not", "markdown", words=found.group(0))]


# Italian tabella, Portuguese tabela, Dutch tabel, Polish tabela/tabel, Russian таблица, Chinese 表格, Korean 표/테이블
_TABLES = rx(r"\btables?\b|\btableaux?\b|\btabellen?\b|\btablas?\b|\btabelle\b|\btabell[ae]\b|\btabelas?\b|"
                     r"\btabel[ie]?\b|\bтаблиц\w*|表(?:形式|組み)|表格|테이블|(?<![가-힣])표(?=\s*(?:로|를|는|은|가|이|형식)?(?![가-힣]))",
                     re.I)


_COMPARING = rx(r"\bcompar\w*|\bvergleich\w*|\bconfront\w*|\bvergelijk\w*|\bporówn\w*|\bkarşılaştır\w*|"
                        r"\bсравн\w*|비교|比較|比较|对比|對比|\bversus\b|\bvs\.?\s|\bpros\s+and\s+cons\b", re.I)


_EXCEPTION_WORD = rx(r"\b(?:except(?:ing)?|apart from|other than|unless|sauf|hormis|à part|außer|ausser|"
                             r"excepto|salvo|tranne|eccetto|fuorché|exceto|behalve)\b", re.I)


def read_tables(clause: str) -> list[Clause]:
    # ("ingen DROP TABLE någonstans": a SQL statement's table, not a reply's)
    found = next((m for m in _TABLES.finditer(clause)
                  if not re.search(r"\b(?:drop|create|alter|truncate|rename|lock)\s+$", clause[:m.start()], re.I)), None)
    if not found or REGION_ONLY.search(clause) or EXCEPT_REGION.search(clause):
        return []
    if _EXCEPTION_WORD.search(clause[:found.start()]):
        return []  # "no emoji except ✅/❌ in status tables": the tables are where the exception holds, not a ban
    if negated(clause, found.start(), found.end()) and not re.search(r"\b(?:database|sql|db)\b", clause, re.I):
        return [Clause("tables", "must_not", "tables", words=found.group(0))]
    if _COMPARING.search(clause) and re.search(r"\b(?:use|put|usa|utilise|verwende|nimm|give|make|show|present|mets|pon|"
                                               # a preference asks for it: "I prefer tables", "prefiero tablas"
                                               r"prefer\w*|préf[èé]r\w*|bevorzug\w*|lieber|prefier\w*|prefiro|preferisc\w*|"
                                               r"in|en|als|como|as|sous\s+forme|"
                                               # the verb "make / draw up / build" ("fais un tableau", "mach eine
                                               # Tabelle", "haz una tabla", "crea una tabla", "erstelle eine Tabelle")
                                               r"fais|faites|dresse[rz]?|présente[rz]?|mach(?:e|t)?|erstell\w*|zeig\w*|"
                                               r"haz|hagas|crea|cree|arma|presenta|build|draw\s+up|do|"
                                               # a verb of giving: "dame una tabla", "donne-moi un tableau", "gib mir
                                               # eine Tabelle", "dammi una tabella", "me dá uma tabela", "给我表格"
                                               r"dame|d[eé]nme|dadme|donne\w*|gib|dammi|dai|fammi|d[aá]-me|me\s+d[aáê]|dê|"
                                               r"geef|"
                                               # "Para comparaciones, mejor una tabla", "per i confronti meglio una tabella"
                                               # (not "可以用", "may use": a permission)
                                               r"mejor|meglio|melhor|better|plutôt|liever|beter)\b|で|给我|給我|"
                                               r"(?<!可以)(?<!可)(?<!能)用|做成|列成",
                                               clause[:found.start()], re.I):
        # "When you compare options, use a table", "Cuando compares opciones, usa una tabla"; "comparing more than two
        # options": comparisons of that many
        more = re.search(rf"\b(?:more than|over|plus de|mehr als|más de|più di)\s+(?P<n>{NUMBERS})\s+(?:options|things|"
                         r"choices|items|alternatives|tools|products|options|optionen|opciones|opzioni)\b", clause, re.I)
        n = number_value(more.group("n")) if more else None
        return [Clause("tables", "must", "tables", when=f"comparison>{n}" if n else "comparison", words=found.group(0))]
    if options_scope(clause) and _ASKS_TABLE.search(clause[:found.start()]) and not negated(clause, found.start(), found.end()):
        # "When you give me options, put them in a markdown table", "Quand tu me proposes des options, mets-les dans un
        # tableau": the replies that offer choices (option_offer)
        return [Clause("tables", "must", "tables", when=OPTIONS, words=found.group(0))]
    given = _OPTIONS_GIVEN.search(clause[:found.start()])
    if given and number_value(given.group("n")) and not negated(clause, found.start(), found.end()):
        # "if you give more than 3 options, use a table", "más de 3 alternativas: en tabla": the options the reply gives
        return [Clause("tables", "must", "tables", when=f"options>{number_value(given.group('n'))}", words=found.group(0))]
    return []


# a verb that asks for the table the options go in ("put them in", "use", "mets-les dans", "in einer Tabelle", "en una tabla")
_ASKS_TABLE = rx(r"\b(?:put|use|show|present|give|list|lay|format|in|into|as|mets|utilise|présente|dans|sous forme|en|"
                 r"verwende|nutze|zeig\w*|in|als|pon|ponlas|ponlos|usa|presenta|como|metti|mettile|usa|in)\b|で|用|做成|列成",
                 re.I)
# a count of options the reply gives: "more than 3 options", "plus de trois choix", "mehr als 3 Optionen"
_OPTIONS_GIVEN = rx(rf"\b(?:more than|over|plus de|mehr als|más de|più di|mais de|meer dan|więcej niż|больше)\s+"
                            rf"(?P<n>{NUMBERS})\s+(?:options?|choices?|alternatives?|choix|optionen|möglichkeiten|"
                            rf"opciones|alternativas|opzioni|alternative|opções|opties|opcj\w*|вариант\w*)\b", re.I)

CHAR_WORDS = (("!", r"exclamation (?:marks?|points?)|points? d'exclamation|ausrufezeichen|signos? de exclamación|"
                     r"exclamaciones|exclamations?|exclamatory|punti esclamativi|punto esclamativo|pontos? de exclamação|"
                     r"pontos? de exclamacao|"
                     r"uitroeptekens?|感嘆符|感叹号|惊叹号|感嘆號|驚嘆號|느낌표|ビックリマーク|エクスクラメーションマーク|"
                     # Russian, Polish, Czech, Turkish: the mark's noun in any case ("восклицательных знаков")
                     r"восклицательн\w*(?:\s+знак\w*)?|wykrzyknik\w*|vykřičník\w*|ünlem(?:\s+işaret\w*)?|!"),
               ("—", r"em[- ]?dash(?:es)?|tirets? cadratins?|gedankenstrich\w*|rayas?|ダッシュ|длинн\w+\s+тире|тире|"
                     r"myślnik\w*|półpauz\w*|[\"'‘“«]\s?—\s?[\"'’”»]"),
               (";", r"semicolons?|semi-colons?|points?-virgules?|semikolons?|puntos? y coma|"
                     r"точк\w+\s+с\s+запятой|średnik\w*|[\"'‘“«]\s?;\s?[\"'’”»]"),
               ("…", r"ellips(?:is|es)|points de suspension|auslassungspunkte|puntos suspensivos|"
                     r"[\"'‘“«]\s?(?:\.\.\.|…)\s?[\"'’”»]"),
               ("ß", r"ß|eszett|scharfe[ns]? s|schweizer (?:rechtschreibung|orthografie|orthographie)"))


# a cap on a punctuation mark: "at most one exclamation mark", "one per reply at most", "max. 1 Ausrufezeichen"
_CHAR_CAP = rx(rf"(?:\b(?:{MAX_BEFORE})\s+(?P<n>{NUMBERS})\b|\b(?P<m>{NUMBERS})\b[^.;\n]{{0,30}}?"
                       rf"\b(?:max(?:imum)?|at most|tops|or (?:fewer|less)|höchstens|au maximum|como máximo|al massimo)\b)",
                       re.I)


def read_chars(clause: str) -> list[Clause]:
    out = []
    for char, words in CHAR_WORDS:
        # a word in kana or kanji has no spaces around it ("感嘆符は使わない")
        every = list(re.finditer(rf"(?<![^\W぀-ヿ一-鿿가-힣]|!)(?:{words})(?![^\W぀-ヿ一-鿿가-힣])", clause, re.I))
        # the mention that bans ("Schweizer Rechtschreibung: kein ß"): a negated one first, else the first
        found = next((f for f in every if negated(clause, f.start(), f.end())), every[0] if every else None)
        if char == "ß" and found and _SHORT_VOWEL.search(clause):
            continue  # "kein ß nach kurzem Vokal": the spelling reform, which keeps ß after a long vowel ("Grüße")
        cap = _CHAR_CAP.search(clause) if found else None
        limit = number_value(cap.group("n") or cap.group("m")) if cap else None
        if found and limit is not None and 0 < limit < 100:
            out.append(Clause("chars", "must", f"{char}:{limit}", words=found.group(0)))
        elif found and (negated(clause, found.start(), found.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)):
            out.append(Clause("chars", "must_not", char, words=found.group(0)))
    return out


_SHORT_VOWEL = rx(r"\bnach (?:einem |kurzen? )?kurze[mn]? vokal(?:en)?\b|\bafter (?:a )?short vowels?\b", re.I)

# "ni gras ni italique", "neither bold nor italics", "weder fett noch kursiv": a refusal of each thing listed
_NEITHER = rx(r"(?:^|\s)(?:ni|nor|neither|weder|noch|nem|né)\s+(?:[^\W\d_]+\s+)?$", re.I)


def read_typography(clause: str) -> list[Clause]:
    """"Nada de negritas ni cursivas", "always use the Oxford comma", "tildes siempre", "typo française : espace avant
    « : ; ? ! »": a typographic convention of the prose (:mod:`memlock_core.compliance.typography`). Emphasis is read
    as a ban only; a convention named to be refused ("no Oxford comma") is left unread."""
    out = []
    found = typography.parse_typography(clause)
    emphasis = (typography.NO_BOLD, typography.NO_ITALIC)
    # "no bold, italics or underline": one refusal bans each kind of emphasis the clause lists
    banned = any(negated(clause, start, end) or _NEITHER.search(clause[:start]) for name, start, end in found
                 if name in emphasis)
    for name, start, end in found:
        refused = banned if name in emphasis else negated(clause, start, end) and not re.search(
            r"\b(?:sin|without|sans|ohne|senza|sem)\s+(?:\w+\s+)?$", clause[:start], re.I)  # "nada de preguntas sin ¿"
        if name in emphasis and refused \
                or name not in (typography.NO_BOLD, typography.NO_ITALIC) and not refused:
            out.append(Clause("register", "must", name, words=clause[start:end]))
    return out
