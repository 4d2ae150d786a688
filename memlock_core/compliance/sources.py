"""Rules about sources and links, read from a rule's text and judged on where the reply cites what.

The reply is read as prose with citations in it, each with its place and its kind: a markdown link
(and its text), a bare URL or web address (an autolink ``<https://...>`` too), a footnote marker
(``[1]``, ``[^1]``, a superscript ``¹``), a named source ("according to the USDA", "selon l'Insee",
"laut DWD", "（出典：国土地理院）", "(Tokyo Metropolitan Government, 2023)"), an identifier (DOI,
arXiv, RFC, PEP), and a references section that ends the reply (a label such as "Sources:" /
"Literatur" / "参考文献", or a trailing list of entries that read as references). Code blocks and
inline code cite nothing (a URL in a ``curl`` example is not a link for the reader).

A rule names what it wants of them: a source next to every figure ("every statistic needs a source
next to it", "Bei Fakten immer die Quelle mit Link"), markdown links with descriptive text instead of
bare URLs, ``[n]`` footnotes with a list at the end, the references as a numbered or bulleted list,
nothing cited inline, no academic style, a link for everything cited, a DOI for every paper, a site
never cited (Wikipedia, Qiita, blogs), links only to documentation, the doc page and section named,
a claim without a source said to be one. Rules that need judgement ("trustworthy sources", "only
when really needed", "sources that actually support the claim") are not read here: they stay
unchecked (:func:`judgement`).
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memlock_core.compliance import docs_names, source_kinds, source_pins, source_placement
from memlock_core.compliance.cited_works import unlinked_works
from memlock_core.compliance.date_lexicon import alternation, month_abbreviations, months
from memlock_core.compliance.markdown import INDENTED_CODE, REFERENCE_LABEL, parse
from memlock_core.compliance.markdown import own_text as _own
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.compliance.research_claims import research_appeals
from memlock_core.compliance.topics import INTERACTION, rule_topics
from memlock_core.number_lexicon import longest_first
from memlock_core.number_lexicon import plain as number_plain
from memlock_core.number_lexicon import words as number_words
from memlock_core.regex_cache import rx

# ---- judgement: rules no structure can decide --------------------------------------------------------------

_JUDGEMENT = rx(
    r"\b(?:trustworthy|reliable|reputable|credible|quality|high-quality|good|serious|authoritative|actually support\w*|"
    r"really (?:needed|necessary|help\w*)|when (?:it'?s |they'?d |they would |it would )?(?:actually |really )?"
    r"(?:needed|necessary|helpful|help|useful|relevant|appropriate)|if (?:it )?(?:helps|needed|useful)|sensible|"
    r"clean|idiomatic|hacky|readable|well|clearly|simple|beginners?|secure|safe|controversial|contested|surprising|"
    r"over-?(?:comment|engineer|do|explain|complicate)\w*|too (?:many|much)|excessive\w*|original|aggregators?|"
    r"fiables?|sérieuses?|de qualité|seriöse?n?|vertrauenswürdig\w*|zuverlässig\w*|gut lesbar|de calidad|fiables|"
    r"confiáveis|affidabili|sicuro|vulnerabilit\w+|débutant|anfänger\w*|principiante\w*|claire?ment)\b"
    r"|信頼でき|シンプル|初心者|分かりやす|わかりやす", re.I)
_TOOL_WORDS = rx(r"\b(?:run|runs|running|execute|exec|tool calls?|terminal|shell|sudo|git|push|commit|delete|remove|rm|"
                         r"deploy|install|connect|write to|edit|files?|directory|folder|database|server|prod\w*|network|calls?|"
                         r"requests?|fetch|https?|curl|wget|download|upload|access|open|read|localhost|hosts?|apis?|"
                         r"endpoints?|visit|brows\w*|scrap\w*|commands?|comandos?|commandes?|Befehle?n?|comandi|"
                         r"Kommandos?)\b|コマンド|命令", re.I)


def about_the_reply_only(text: str, reply_tokens: bool) -> bool:
    """A rule about the reply's sources or code ("Don't make up sources", "Never use `var` in JS examples") that
    names no action a tool call takes: a tool reading of it would be a guess."""
    if _TOOL_WORDS.search(text):
        return False
    return reply_tokens or bool(re.search(r"\b(?:sources?|citations?|cite|references?|urls?|links?)\b", text, re.I))


def judgement(clause: str) -> bool:
    """A clause whose rule needs judgement ("only trustworthy sources", "code examples when they'd actually help",
    "explain the code well"): no check reads it; it stays unchecked rather than checked on a guess."""
    return bool(_JUDGEMENT.search(clause))


# ---- the rule side -----------------------------------------------------------------------------------------

_SOURCE_WORDS = rx(r"\bwhere (?:they|it|this|that|these|those|the \w+|they'?re|it'?s)\s+(?:are\s+|is\s+)?(?:come|comes|"
                           r"came)?\s*from\b|\bwhere you (?:got|get|found)\b|"
                           # "say where they came from" in the other languages: "de onde vieram", "de dónde salen",
                           # "d'où ils viennent", "woher sie stammen", "da dove vengono", "どこから来た"
                           r"\bde onde (?:v[eê]m|vieram|veio|vem|saíram|tirou)\b|\bde d[oó]nde (?:vienen|viene|salen|sale|"
                           r"provienen|proviene|sacaste|los sacaste|lo sacaste)\b|\bd['’]o[uù] (?:ils |elles |[çc]a |cela )?"
                           r"(?:vien(?:nen)?t|proviennent|provient|sortent|tu (?:les |l['’])?(?:tiens|as))\b|"
                           r"\bwoher (?:sie|die|das|es|du)\b|\bda dove (?:vengono|viene|provengono|arrivano)\b|"
                           r"どこから(?:来|取|持|得)|出所|出どころ|"
                           r"\b(?:sources?|references?|r[ée]f[ée]rences|citations?|cite[sd]?|citing|quellen?|fuentes?|"
                           r"fontes?|fonti|referencias|referências|riferimenti|referenze|footnotes?|fu(?:ß|ss)noten?|links?|urls?|"
                           r"liens?|enlaces?|doi|bibliograph\w*|literaturverzeichnis)\b|出典|情報源|参考文献|リンク|URL|출처|링크|참고\s?문헌|"
                           r"来源|來源|出处|出處|參考文獻|链接|鏈接|連結|"
                           # Swedish, Polish, Dutch, Russian, Turkish
                           r"\b(?:källor|källa|länk(?:ar|arna|en)?|źródł\w*|linki|linków|bronnen|bron|ссылк\w*|источник\w*|"
                           r"kaynak\w*|bağlantı\w*)\b", re.I)
_PER_CLAIM = rx(
    r"\b(?:every|any|each|all)\s+(?:\w+\s+)?(?:factual\s+)?(?:claims?|facts?|statistics?|stats?|numbers?|figures?|data)\b|"
    r"\bfor\s+(?:every|each|any)\s+(?:\w+\s+)?(?:claim|fact|figure|number|statistic)\b|\bnext to (?:it|each|every)\b|"
    r"\bbei (?:fakten|statistiken|zahlen)\b|\bfür jede\w*\s+(?:zahl|behauptung|aussage|angabe)\b|\bjede\w*\s+(?:zahl|behauptung|aussage)\b|"
    r"\bchaque\s+(?:chiffre|fait|affirmation|donnée)\b|\bpour tout\w*\s+(?:chiffre|fait|affirmation)\b|"
    r"\bcada\s+(?:dato|cifra|afirmación|hecho|número)\b|\bper ogni\s+(?:dato|cifra|affermazione|fatto)\b|"
    r"\bcada\s+(?:dado|afirmação|fato|facto|número)\b|\bfactual claims?\b|\bclaims? of fact\b|"
    # "no claims without a reference", "pas de chiffres sans source", "keine Zahlen ohne Quelle"
    r"\b(?:no|never|pas de|aucune?|keine?n?|ningún|ninguna|nessun\w*|nenhum\w*)\s+(?:\w+\s+)?(?:claims?|facts?|numbers?|"
    r"figures?|stats?|statistics?|data|chiffres?|faits?|affirmations?|zahlen|fakten|behauptungen|datos?|cifras?|"
    r"afirmaci\w+|dati|cifre)\s+(?:\w+\s+)?(?:without|sans|ohne|sin|senza|sem)\b|"
    # "When you give benchmarks or performance numbers, say where they're from"
    r"\b(?:when(?:ever)?|if)\s+you\s+(?:give|quote|state|cite|mention|use|share|report|throw in)\s+(?:\w+\s+){0,4}?"
    r"(?:numbers?|figures?|stats?|statistics?|benchmarks?|percentages?|data|timings?|measurements?)\b|"
    r"\baffirmations? factuelles\b|\bafirmaciones\b|事実を(?:述べ|書)|数字|数値|統計|"
    # "quando citar números", "cuando des cifras", "quand tu donnes des chiffres", "wenn du Zahlen nennst": the same
    # occasion in the other languages, the verb before or after the figures
    r"\b(?:quando|cuando|quand|lorsque|wenn|sobald|se|si|siempre que|sempre que|chaque fois que)\s+(?:\w+\s+){0,3}?"
    r"(?:n[uú]meros|cifras|datos|dados|chiffres|donn[ée]es|statisti\w+|estat[ií]sticas|zahlen|daten|numeri|dati|"
    r"percentag\w+|porcentajes|pourcentages|prozent\w*)\b|"
    # "Numbers and dates need a source", "Statistics must come with a citation", "Les chiffres doivent être sourcés",
    # "Zahlen brauchen eine Quelle", "Las cifras deben llevar fuente": what is claimed, in the plural, needs one each
    r"\b(?:claims?|facts?|statistics?|stats|numbers?|figures?|dates?|data|percentages?|chiffres|faits|dates|zahlen|"
    r"fakten|daten|angaben|cifras|datos|hechos|fechas|números)\s+(?:(?:and|or|et|ou|und|oder|y|o)\s+\w+\s+)?"
    r"(?:need|needs|require|requires|must|should|have to|always|doivent|brauchen|benötigen|müssen|immer|deben|"
    r"necesitan|llevan|siempre)\b", re.I)
_QUOTE_RULE = rx(r"\b(?:when(?:ever)?|if)\s+(?:you\s+)?(?:quote|quoting|cite\s+verbatim)\b|\b(?:every|each|any)\s+"
                         r"quot(?:e|ation)s?\b|\bquot(?:es|ations)\s+(?:need|must|should|get)\b|\bsi tu cites? (?:mot pour mot|"
                         r"textuellement)|\bwenn du (?:\w+\s+)?zitierst\b|\bsi citas (?:textualmente|literalmente)|引用(?:する|した)"
                         r"(?:とき|場合|なら)", re.I)
_QUOTATION = rx(r"[\"“«„]([^\"”»“\n]{8,400})[\"”»“]|^\s{0,3}>\s?(.{8,})$", re.M)
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "deux": 2, "trois": 3, "cinq": 5, "dix": 10, "zwei": 2, "drei": 3, "fünf": 5, "zehn": 10, "dos": 2, "tres": 3,
          "cinco": 5, "diez": 10}
_RECENT = rx(r"\b(?:last|past|recent)\s+(?P<n>\d{1,2}|[a-z]+)\s+years?\b|\b(?:older|more)\s+than\s+(?P<m>\d{1,2}|[a-z]+)\s+"
                     r"years?\b|\b(?:published\s+)?(?:after|since|newer than|post-?)\s*(?P<year>(?:19|20)\d{2})\b|"
                     r"\bfrom\s+(?P<from>(?:19|20)\d{2})\s+(?:on|onwards?|or (?:later|newer))\b|"
                     r"\b(?:derniers?|dernières)\s+(?P<fr>\d{1,2})\s+ans\b|\b(?P<fr2>\d{1,2})\s+dernières\s+années\b|"
                     r"\bletzten\s+(?P<de>\d{1,2}|[a-zä]+)\s+jahre?n?\b|\bültimos\s+(?P<es>\d{1,2}|[a-z]+)\s+años\b|"
                     r"(?:過去|直近)(?P<ja>\d{1,2})年", re.I)
_FILE_LINE_RULE = rx(r"\bfile\s+(?:and|&|\+)\s+line\b|\bfile:line\b|\bpath:line\b|\bline numbers?\b[^.;\n]{0,30}\b(?:files?|"
                             r"code)\b|\b(?:fichier et (?:la )?ligne|datei und zeile|archivo y (?:la )?línea)\b|ファイル名と行番号",
                             re.I)
# a part of the project's code the reply speaks of ("the upload handler", "our settings module") or names in inline code
_CODE_PART = rx(r"\b(?:the|our|your|this|that)\s+(?:[\w-]+\s+){0,2}(?:handler|module|job|middleware|function|method|"
                        r"class|config|settings|service|endpoint|route|view|model|controller|path|script|worker|hook|"
                        r"component|helper|decorator|query|migration|test)s?\b|`[A-Za-z_][\w.]*(?:\(\))?`", re.I)
_FILE_LINE = rx(r"[\w./-]+\.[A-Za-z]{1,6}:\d+|\bline\s+\d+\s+of\s+`?[\w./-]+\.[A-Za-z]{1,6}", re.I)
_FACT_NOUN = rx(r"\b(?:claims?|facts?|factual|affirmations?|behauptung\w*|aussage\w*|fakt\w*|afirmaci\w+|hechos?|"
                        r"affermazion\w+|fatti|fatos?)\b|事実", re.I)
_FIGURE_NOUN = rx(r"\b(?:numbers?|figures?|statistics?|stats|data|percentages?|dates?|chiffres?|donnée\w*|zahl\w*|"
                          r"statistik\w*|daten|cifras?|datos?|números?|estadísticas?|numeri|cifre|dati)\b|数字|数値|統計", re.I)
_BARE_URLS = rx(r"\b(?:no|never|avoid|don'?t|do not)\s+(?:use\s+|give\s+|paste\s+|post\s+|include\s+|put\s+)?(?:any\s+)?"
                        r"(?:bare|raw|naked|plain)\s+(?:urls?|links?)\b|\bpas de liens? bruts?\b|\bkeine nackten links?\b|"
                        r"\bsin enlaces? (?:sueltos|desnudos)\b|"
                        r"\bmarkdown links?\s+with\s+(?:a\s+)?descriptive\b|\bdescriptive\s+(?:link\s+)?text\b|"
                        r"\bpas d'url(?:s)? brutes?\b|\bkeine nackten urls?\b|\bsin urls? (?:sueltas|desnudas)\b|"
                        r"\bURLを(?:そのまま|直接)(?:貼|書)らない", re.I)
_FOOTNOTES = rx(r"\bfootnotes?\b|\bfu(?:ß|ss)noten?\b|\bnotes? de bas de page\b|\bnotas? al pie\b|\bnote a piè\b|"
                        r"\bnotas? de rodapé\b|脚注|\[1\]", re.I)
_AT_END = rx(r"\bat the (?:very\s+)?(?:end|bottom)\b|\b(?:to|at) the (?:very\s+)?bottom\b|"
                     r"\bà la fin\b|\ben (?:bas|fin)\b|\bam (?:ende|schluss)\b|"
                     r"\bal final\b|\bno final\b|\balla fine\b|\bin fondo\b|最後に|末尾に|\bsection\b[^.;\n]{0,20}\bbottom\b|"
                     # Chinese, Russian, Polish, Dutch, Korean: "在回答末尾", "в конце ответа", "na końcu", "onderaan"
                     r"末尾|最后|结尾|結尾|\bв конце\b|\bna końcu\b|\baan het (?:eind|einde)\b|\bonderaan\b|마지막에|끝에|"
                     r"\blängst (?:ner|ned)\b|\bi slutet\b|\bna dole\b|\bвнизу\b|\ben sonda\b|\bsonunda\b|맨 (?:아래|끝)|"
                     r"\b(?:'|\")(?:sources|references|quellen|fuentes)\s*:?(?:'|\")\s*section\b", re.I)
_NUMBERED_LIST = rx(r"\bnumbered\s+list\b|\bliste numérotée\b|\bnummerierte[rn]? liste\b|"
                            r"\blista numerada\b|\belenco numerato\b|番号付き", re.I)
_BULLETED_LIST = rx(r"\bbullet(?:ed|s)?(?:\s+point)?\s+list\b|\bliste à puces\b|\baufzählung\w*\b|"
                            r"\blista con viñetas\b|\blista com marcadores\b|箇条書き", re.I)
_LIST_WORD = rx(r"\blist\b|\bliste\b|\blista\b|\belenco\b|リスト|一覧", re.I)
_NOT_INLINE = rx(r"\bnot\s+(?:as\s+|with\s+)?inline\b|\bnot\s+(?:as\s+)?(?:\w+\s+){0,2}in\s+the\s+(?:text|body|middle)\b|"
                         r"\bno\s+inline\s+(?:links?|urls?|citations?|sources?|references?)\b|\bpas\s+au\s+milieu\b|"
                         r"\bpas\s+dans\s+le\s+texte\b|\bnicht\s+im\s+(?:text|fließtext)\b|\bno\s+en\s+el\s+texto\b|"
                         r"\bno\s+en\s+medio\b|\bnão\s+no\s+meio\b|\bnon\s+nel\s+testo\b|本文中に(?:書かない|入れない)|"
                         r"\binte\s+(?:mitt\s+)?i\s+(?:själva\s+)?texten\b|\bnie\s+w\s+(?:środku\s+)?tekście\b|"
                         r"\bniet\s+(?:midden\s+)?in\s+de\s+tekst\b|\bне\s+(?:посреди|в\s+середине|в)\s+текст\w*", re.I)
_NO_ACADEMIC = rx(r"\b(?:no|without|not?)\s+(?:\w+\s+)?academic(?:[- ]style)?\b|\bacademic[- ]style\b[^.;\n]{0,20}"
                          r"\b(?:no|not|avoid)\b|\bpas de (?:style|références?) académique\w*|\bkein\w* akademisch\w*|"
                          r"\bsin (?:estilo|referencias) académic\w*|学術的", re.I)
_LINKED = rx(r"\b(?:don'?t|do not|never)\s+cite\s+(?:anything|any\w*|something|sources?)\s+(?:that\s+)?you\s+"
                     r"(?:can'?t|cannot|couldn'?t)\s+(?:(?:give|provide|find|back)\b[^.;\n]{0,30}\blinks?\b|link\b)|"
                     r"\b(?:every|each|all)\s+(?:sources?|citations?|references?)\s+(?:needs?|must have|with|has to have)\s+"
                     r"(?:a\s+)?(?:working\s+|valid\s+|clickable\s+)?(?:links?|urls?)\b", re.I)
_DOI = rx(r"\bdois?\b", re.I)
_PAPER = rx(r"\b(?:papers?|articles?|studies|study|publications?|artículos?|études?|studien|論文)\b", re.I)
_SITES = {"wikipedia": "wikipedia", "wikipédia": "wikipedia", "qiita": "qiita", "zenn": "zenn", "medium": "medium",
          "reddit": "reddit", "stack ?overflow": "stackoverflow", "quora": "quora", "blogs?": "blog", "ブログ": "blog",
          "個人ブログ": "blog", "w3schools": "w3schools", "geeksforgeeks": "geeksforgeeks"}
_SITE_NAMES = rx(r"(?<![A-Za-z0-9_.])(?:" + "|".join(_SITES) + r")(?![A-Za-z0-9_])", re.I)  # "Wikipediaを"
_DOCS_ONLY = rx(r"\b(?:links?|urls?|sources?)\b[^.;\n]{0,30}\bonly\b[^.;\n]{0,20}\b(?:official\s+)?"
                        r"(?:docs|documentation)\b|\bonly\s+(?:link|cite)\s+(?:to\s+)?(?:the\s+)?official\s+(?:docs|documentation)\b|"
                        r"リンクは公式(?:ドキュメント|ドキュメンテーション)だけ|\bnur (?:auf )?(?:die )?offizielle dokumentation\b|"
                        # "solo documentación oficial", "uniquement la documentation officielle", "official docs only"
                        r"\b(?:only|just|solo|sólo|solamente|únicamente|seulement|uniquement|nur|ausschließlich|apenas|"
                        r"somente|soltanto)\s+(?:(?:la|le|les|die|the|a|auf|de|des|du|a)\s+)?(?:official\s+|offizielle\s+)?"
                        r"(?:docs|documentation|documentación|documentação|documentazione|dokumentation)\b|"
                        r"\b(?:official\s+)?(?:docs|documentation)\s+(?:(?:or|and)\s+(?:rfcs?|specs?|specifications?|standards?)\s+)?"
                        r"only\b", re.I)
# "when you cite sources, ...": the rule speaks to replies that cite something
_CITES_SCOPE = rx(r"\b(?:when(?:ever)?|if)\s+(?:you\s+)?(?:cite|give|use|name|quote)s?\s+(?:a\s+|any\s+)?"
                          r"(?:sources?|references?|citations?)\b|\bquand tu cites\b|\bsi tu cites\b|"
                          r"\bwenn du quellen (?:angibst|nennst|zitierst)\b|\bcuando cites\b|\bquando citi\b|"
                          # "if there are sources", "s'il y a des sources", "wenn es Quellen gibt", "si hay fuentes",
                          # "出典があるときは", "출처가 있으면", "有来源时": replies that have some
                          r"\b(?:if|when(?:ever)?)\s+there\s+(?:are|is|'s)\s+(?:any\s+)?(?:sources?|references?|citations?)\b|"
                          r"\b(?:s['’]il|quand il|lorsqu['’]il)\s+y\s+a\s+(?:des\s+)?(?:sources?|références?)\b|"
                          r"\b(?:wenn|falls)\s+es\s+(?:\w+\s+)?quellen\s+gibt\b|\b(?:si|cuando)\s+hay\s+(?:\w+\s+)?fuentes?\b|"
                          r"\b(?:se|quando)\s+(?:houver|há|tiver)\s+(?:\w+\s+)?fontes?\b|"
                          r"(?:出典|ソース|参考文献|引用元)(?:が|を)(?:ある|あれば|あったら|示す|挙げる|書く|使う)\w{0,2}?(?:とき|時|場合|なら|際)|"
                          r"(?:출처|참고\s?문헌)(?:가|를)\s*(?:있으면|있을\s*때|달\s*때)|(?:有|引用)(?:来源|出处|參考|参考)(?:时|時|的话)",
                          re.I)
# "Whenever you reference an article, paper or blog post": replies that cite a work
_CITES_WORK = rx(r"\b(?:when(?:ever)?|if)\s+(?:you\s+)?(?:reference|mention|cite|quote|refer to|link to|use)s?\s+"
                         r"(?:a|an|any|the|some)?\s*(?:\w+\s+)?(?:articles?|papers?|stud(?:y|ies)|blog ?posts?|posts?|books?|"
                         r"reports?|publications?|works?)\b", re.I)
FACTUAL_SCOPE = rx(r"\bfactual\s+(?:answers?|questions?|repl(?:y|ies)|responses?)\b|\b(?:réponses?|questions?)\s+"
                            r"factuelles?\b|\bsachliche[nr]?\s+(?:antworten|fragen)\b|\brespuestas?\s+factuales?\b", re.I)
_WHEN_WORD = (r"(?:when(?:ever)?|cuando|siempre que|cada vez que|quand|chaque fois que|wenn|sobald|quando|sempre que|"
              r"toda vez que|ogni volta che)")
_MENTION_VERB = (r"(?:mention|name|use|state|say|claim|describe|explain|talk about|refer to|nombres|menciones|"
                 r"mentionnes|nommes|nennst|erwähnst|citi|nomini)")
# the other order names the interface itself ("Sempre que citar uma API"), not a claim about one ("when you state
# something about an API's behavior", read by the ``docs`` kind)
_NAMING_VERB = r"(?:mention|name|cite|citar|mencionar|mencione|nombrar|nombres|menciones|mentionnes|nommes|nennst|erwähnst|citi|nomini)"
_API_NOUN = (r"(?:apis?|api's|functions?|función|funciones|fonctions?|funktion\w*|funç\w+|methods?|méthodes?|métodos?|"
             r"librar\w+|librer\w+|bibliot\w+|cli flags?|flags?|options?)")
_DOCS_WORD = r"(?:docs|documentation|documentación|documentação|dokumentation|doku|documentazione)"
# "link the official docs when you mention a library function", and the other order ("Sempre que citar uma API ou
# biblioteca, inclua o link da documentação oficial")
_DOCS_MENTION = rx(
    r"\b" + _DOCS_WORD + r"\b[^.;\n]{0,30}\b" + _WHEN_WORD + r"\s+(?:you\s+|tu\s+|du\s+)?" + _MENTION_VERB +
    r"\w*\b[^.;\n]{0,30}\b" + _API_NOUN + r"|\b" + _WHEN_WORD + r"\s+(?:you\s+|tu\s+|du\s+|você\s+)?" + _NAMING_VERB +
    r"\w*\b[^.;\n]{0,30}\b" + _API_NOUN + r"\b[^.;\n]{0,40}\b(?:link\w*|enlace\w*|lien\w*|verlink\w*)\b[^.;\n]{0,30}\b" +
    _DOCS_WORD, re.I)
_LINK_WORD = rx(r"\b(?:link\w*|urls?|homepage|home page|front page|liens?|lier|enlac\w*|enlaz\w*|verlink\w*|"
                r"collegament\w*|ligaç\w*)\b|リンク|链接|링크", re.I)
# (the exact page in other languages: "la page exacte", "la página exacta", "die genaue Seite", "la pagina esatta")
_DOC_PAGE = rx(r"\b(?:exact|specific)\s+(?:doc(?:umentation)?\s+)?page\b|\bpage title\b|\b(?:page|section)\s*\+\s*"
               r"(?:section|page)\b|\bpages?\s+(?:exacte|précise)s?\b|\bp[áa]ginas?\s+(?:exacta|concreta|específica|exata)s?\b|"
               r"\b(?:genaue|exakte|konkrete)n?\s+(?:unter)?seite\b|\bpagin[ae]\s+(?:esatt|specific)[ae]\b|"
               r"\b(?:exacte|juiste)\s+pagina\b|該当ページ|具体的なページ|具体页面|해당\s*페이지|"
                       r"\bpage et (?:la )?section\b|\bseite und abschnitt\b|\bpágina y sección\b", re.I)
# "If you don't have a source, say so", "If you can't find one, tell me rather than stating it as fact", "si tu n'as
# pas de source, dis-le": what to do when a claim has no source (the object may be a pronoun: "one", "it", read
# against the rule's other sentences, see :func:`parse_source_rules`)
_NO_SOURCE_IF = rx(
    r"\b(?:if|when(?:ever)?|where)\s+(?:you\s+|there(?:'s| is)\s+)?(?:don'?t|do not|can'?t|cannot|couldn'?t|could not|"
    r"are not|aren'?t|no|not)\s+(?:have|find|know|verify|able to (?:find|verify|cite)|sure|got)?\s*"
    r"(?P<obj>(?:a|any|one|the)?\s*(?:source|reference|citation|one|it)s?)?\b"
    r"|\bsi (?:tu )?(?:n'as pas|ne trouves pas|n'y a pas)(?: de)? (?P<fr>source|référence)\b|"
    r"\bwenn (?:du )?(?:keine|nicht)\s+(?P<de>quelle|beleg)\w*\b|\bsi no (?:tienes|encuentras|hay)\s+(?:una\s+)?"
    r"(?P<es>fuente|referencia)\b|\bse (?:você |tu )?não (?:tiver|tens|encontrar)\s+(?:uma\s+)?(?P<pt>fonte)\b|"
    r"\bse non hai una (?P<it>fonte)\b|(?P<ja>出典|情報源|ソース)が(?:ない|無い|見つからない)(?:場合|とき|時|なら)", re.I)
_SAY_SO = rx(r"\b(?:say so|say that|tell me|let me know|mention (?:it|that)|admit (?:it|that)|flag (?:it|that)|"
                     r"be (?:upfront|honest|clear) about (?:it|that)|say you (?:don'?t|do not|can'?t)|rather than stat\w+|"
                     r"mark (?:it|them) as|dis-le|dis le|précise-le|sag(?:e)? (?:es|das)|schreib (?:es|das) dazu|dilo|"
                     r"indícalo|avísame|dillo|diga isso)\b|と(?:書|言|明記|伝え)|その旨|そう(?:書|言)", re.I)


def _say_unsourced(clause: str, context: str) -> bool:
    found = _NO_SOURCE_IF.search(clause)
    if not found or not _SAY_SO.search(clause[found.start():]):
        return False
    obj = (found.group("obj") or "").strip().lower()
    if any(found.group(g) for g in ("fr", "de", "es", "pt", "it", "ja")) or re.search(r"source|reference|citation", obj):
        return True
    return bool(_SOURCE_WORDS.search(context))  # "Don't make up sources. If you don't have one, say so."



def _negated(clause: str, at: int) -> bool:
    return bool(re.search(r"\b(?:no|not|never|don'?t|do not|without|pas|sans|ne|nie|keine?n?|nicht|ohne|nunca|sin|nada de|"
                          r"não|nem|sem|non|mai|niente|senza|jamais|niemals|jamás|nenhum|nessun\w*|ningún|ninguna|"
                          r"aucun)\b[^.;,\n]{0,25}$", clause[max(0, at - 40):at], re.I)
                or re.match(r"^[^。]{0,10}(?:は)?(?:貼らない|使わない|不要|禁止|なし)", clause[at:at + 20]))


@dataclass(frozen=True)
class SourceParse:
    """What a clause says about sources: the tokens, and the base ``sources`` kind it implies ("" for none)."""

    tokens: tuple[str, ...] = ()
    kind: str = ""  # links | references | any | docs: the base requirement the tokens come with
    when: str = ""  # cites: the base requirement speaks to replies that cite something


# "When you mention a study, name the authors and the year", "Wenn du eine Studie erwähnst, nenn Autor(en) und Jahr":
# each study the reply speaks of carries its authors and year
_STUDY_AUTHORS_RULE = rx(
    r"\b(?:stud(?:y|ies)|papers?|research|trials?|studie[n]?|études?|estudios?|studi|studio|estudos?)\b[^.;\n]{0,80}"
    r"\b(?:authors?|autor(?:en|\(en\)|es)?|auteurs?|autori|autore|researchers?)\b[^.;\n]{0,30}"
    r"\b(?:years?|jahr(?:e|es)?|ann[ée]es?|años?|anno|ano)\b|論文[^。]{0,30}著者[^。]{0,10}年", re.I)
_STUDY_MENTION = rx(r"\b(?:a|an|the|this|that|one|their|his|her|its|eine[rnm]?|die|der|une|l['’]|la|un|una|el|lo|"
                            r"o|um|uma)\s+(?:[\w-]+\s+)"
                            r"{0,3}?(?:study|paper|trial|experiment|meta-?analysis|survey|studie|étude|estudio|studio|estudo|metaanalyse|"
                            r"méta-analyse|metaanálisis|meta-análise|meta-analisi)\b",
                            re.I)
_AUTHOR_AND_YEAR = rx(r"(?-i:[A-ZÀ-Ý])[\w'’-]+(?:\s+(?:et al\.?|and colleagues|and others|u\. a\.|y cols?\.))?,?\s+"
                              r"\(?(?:19|20)\d{2}\b|\bby\s+(?-i:[A-ZÀ-Ý])[\w'’-]+[^.;\n]{0,60}\b(?:19|20)\d{2}\b|"
                              r"\b(?:19|20)\d{2}\b[^.;\n]{0,40}\bby\s+(?-i:[A-ZÀ-Ý])[\w'’-]+|\bvon\s+(?-i:[A-ZÀ-Ý])[\w'’-]+"
                              r"[^.;\n]{0,60}\b(?:19|20)\d{2}\b|\b(?:de|por)\s+(?-i:[A-ZÀ-Ý])[\w'’-]+[^.;\n]{0,60}\b(?:19|20)\d{2}\b",
                              re.I)


# Research reported without a study named: "Research shows ...", "studies suggest", "Forscher der Universität X haben
# gezeigt", "Neuere Studien deuten darauf hin", "des chercheurs ont montré", "estudios demuestran"
_RESEARCH_CLAIM = rx(
    r"\b(?:research|studies|researchers|scientists|forscher\w*|wissenschaftler\w*|studien|untersuchungen|chercheurs|"
    r"études|scientifiques|estudios|investigadores|investigaciones|ricerche|ricercatori|pesquisas|pesquisadores)\b"
    r"[^.;\n]{0,60}?\b(?:show|shows|showed|shown|found|find|finds|suggest|suggests|suggested|indicate[sd]?|prove[sd]?|"
    r"demonstrated?|gezeigt|zeigen|zeigt|deuten|belegen|legen nahe|montr\w+|suggèrent|prouv\w+|muestran|demuestran|"
    r"indican|sugieren|mostrano|dimostrano|mostram)\b", re.I)


def _study_authors(text: str) -> Finding:
    """study_authors: every sentence that speaks of a particular study, or of research in general, names its authors
    and its year; an author-year citation is itself a study named."""
    body = prose(text)
    studies = len([m for m in _NARRATIVE_CITE.finditer(body)] + [m for m in _AUTHOR_YEAR.finditer(body)])
    for m in _RESEARCH_CLAIM.finditer(body):
        sentence = body[_sentence_start(body, m.start()):_sentence_end(body, m.end())]
        studies += 1
        if not (_AUTHOR_AND_YEAR.search(sentence) or _NARRATIVE_CITE.search(sentence) or _AUTHOR_YEAR.search(sentence)):
            return BROKEN, f"research reported without its authors and year: \"{_excerpt(sentence)}\""
    for m in _STUDY_MENTION.finditer(body):
        # its sentence and the next ("... an experiment: ... . Mischel, Ebbesen and Zeiss (1972) ran it"; "Edwardson et
        # al. (2018)" is cut at "al.")
        end = m.end()
        for _ in range(2):
            end = _sentence_end(body, end)
            while end < len(body) and re.search(r"\b(?:al|e\.g|i\.e|vs|cf|Dr|Prof)\.\s*$", body[:end]):
                end = _sentence_end(body, end)
        sentence = body[_sentence_start(body, m.start()):end]
        studies += 1
        if not (_AUTHOR_AND_YEAR.search(sentence) or _NARRATIVE_CITE.search(sentence) or _AUTHOR_YEAR.search(sentence)):
            return BROKEN, f"a study without its authors and year: \"{_excerpt(sentence)}\""
    return (OBEYED, f"{studies} studies named with authors and year") if studies else (NOT_APPLICABLE, "no study mentioned")


# "Don't make up links", "Never invent URLs", "N'invente jamais de liens", "keine Links erfinden": no ban on links, a
# ban on links the reply cannot stand behind; "If you're not sure a URL exists, don't include one" says the same
# when the rule's other sentence names the invention
_INVENTED_LINK = rx(
    r"\b(?:(?:make|makes|making|made)\s+up|invent\w*|fabricat\w*|guess\w*|hallucinat\w*|erfind\w*|inventar|"
    r"invente[sz]?|fake)\b[^.;\n]{0,20}\b(?:links?|urls?|liens?|enlaces?|web ?addresses)\b|"
    r"\b(?:fake|made-up|invented|fabricated|guessed|hallucinated|erfundene\w*|inventad[oa]s?|inventé(?:e|s|es)?)\s+"
    r"(?:links?|urls?|liens?|enlaces?)\b|\b(?:links?|urls?|liens?|enlaces?)\b[^.;\n]{0,20}\b(?:erfinden|erfunden)\b", re.I)
_UNSURE_LINK = rx(r"\b(?:not sure|unsure|not certain|don'?t know|can'?t (?:verify|check)|cannot (?:verify|check)|"
                          r"pas sûr|nicht sicher|no estás? segur[oa]|não tem certeza)\b[^.;\n]{0,40}\b(?:links?|urls?|"
                          r"liens?|enlaces?)\b", re.I)


# "For any legal question, quote the exact article or section number (e.g. Art. 6 GDPR, § 623 BGB)", "Wenn du dich auf
# ein Gesetz beziehst, nenne den Paragraphen": a provision named wherever the reply speaks of the law
_PROVISION = rx(r"§+\s*\d|\b(?i:art(?:ikel|icle|ículo|igo|icolo|\.)?)\s*\d|\b(?:(?i:section|sec\.)|s\.|Abs\.|Rule|"
                        r"Regulation \(EU\))\s*\d|\barticle\s+[LRD]\.?\s?\d|\b[LRD]\.\s?\d{3,}")
_PROVISION_NOUN = rx(r"\b(?:articles?|sections?|section numbers?|paragraph\w*|provisions?|artikel|artículos?|artigos?|"
                             r"articoli|articolo|clauses?)\b|§", re.I)
_LAW_WORD = rx(
    r"\b(?:the law|by law|(?:under|in|of) (?:[\w-]+\s+){0,3}law|laws|statut\w+|legally|legislation|ordinance|"
    r"directive|GDPR|DSGVO|RGPD|(?-i:Act|Regulation|Code)|gesetz\w*|\w+gesetz(?:es|e|en)?|gesetzlich\w*|verordnung\w*|"
    r"(?-i:[A-ZÄÖÜ]\w+ordnung)|(?-i:[A-ZÄÖÜ]\w+gesetzbuch(?:es|s)?)|"
    r"laut (?:dem )?gesetz|la loi|légal\w*|code (?:civil|du travail|pénal|de commerce)|la ley|legal(?:es|mente)?|"
    r"a lei|por lei|la legge|per legge|legislaç\w+|legislación|normativa|constitution|"
    # a body of law named by its field ("tenancy law", "the civil code") or by its title ("the Basic Law")
    r"(?:civil|criminal|penal|tax|labou?r|tenancy|rental|employment|commercial|family|consumer|contract|copyright|"
    r"privacy|data protection|immigration|traffic|building|company|corporate|federal|state|case)\s+(?:law|code)s?|"
    r"(?-i:(?:[A-Z][\w-]+\s+){1,4}(?:Law|Act|Code|Constitution)))\b", re.I)
_LAW_RULE = rx(r"\b(?:legal|law|laws|gesetz\w*|juridique|loi|ley|lei|legge|jurídic\w*|giuridic\w*|rechtlich\w*)\b",
                       re.I)


def _law_sections(body: str) -> Finding:
    """law_section: every sentence that speaks of the law ("the law requires", "laut Gesetz", "under French rental
    law", "das Telekommunikationsgesetz") names the provision (§ 622 BGB, Art. 6 GDPR, Section 21) in it."""
    spoken = 0
    for m in re.finditer(r"[^\n]+?(?:(?<=[.!?。])(?=\s+[^\s\d])|$)", body, re.M):
        sentence = m.group(0)
        if not _LAW_WORD.search(sentence) and not re.search(r"§+\s*\d", sentence):
            continue  # ("§ 147 of the Abgabenordnung": the sign names a provision of a law)
        spoken += 1
        if not _PROVISION.search(sentence):
            return BROKEN, f"the law spoken of with no provision named: \"{_excerpt(sentence.strip())}\""
    return (OBEYED, f"{spoken} sentences about the law name their provision") if spoken else \
        (NOT_APPLICABLE, "the law not spoken of")


# a quotation rule that asks for the speaker ("say who said it and where", "name the person and the book")
_WHO_SAID = rx(r"\b(?:who (?:said|wrote|says)|attribut\w*|speaker|(?:the )?person|author|auteur|autor\w*|wer (?:es )?"
                       r"(?:gesagt|sagte)|quién lo dijo|qui l'a dit|chi l'ha detto|quem disse)\b", re.I)
# one to three authors by surname, "et al." after the first: "Ericsson et al.", "Box & Draper", "Kahneman and Tversky"
_AUTHORS = (r"(?-i:[A-ZÀ-Ý])[\w'’-]+(?:\s+et\s+al\.?|(?:,\s*|\s+(?:&|and|y|et|und|e)\s+)(?-i:[A-ZÀ-Ý])[\w'’-]+){0,2}"
            r"(?:\s+et\s+al\.?)?")
_SPEAKER = rx(r"[—–-]\s*(?:[\w'’.]+\s+){0,3}?(?-i:[A-ZÀ-Ý])[\w'’.-]+|\b(?:attributed to|said by|from|by|says|said|"
                      r"wrote|writes|selon|laut|según|segundo|secondo)\s+(?:\w+\s+){0,2}?(?-i:[A-ZÀ-Ý])[\w'’.-]+|"
                      r"(?-i:[A-ZÀ-Ý])[\w'’.-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'’.-]+)*\s+(?:said|wrote|says|writes|put it|once said)\b", re.I)
# an author-year citation (APA, Harvard) on the quotation's line: "Ericsson et al. (1993)", "Box (1976)", "Box & Draper
# (1987)", "(Ericsson et al., 1993, p. 363)", "(Box, 1976)" (read on the line: "et al." ends no sentence)
_CITED = rx(rf"{_AUTHORS}\s*\(\s*(?:1[5-9]|20)\d{{2}}[a-z]?(?:,\s*pp?\.\s*\d+(?:[-–]\d+)?)?\s*\)|"
            rf"\(\s*{_AUTHORS},?\s+(?:1[5-9]|20)\d{{2}}[a-z]?(?:,\s*pp?\.\s*\d+(?:[-–]\d+)?)?\s*\)")
# where it was said: the kind of work or occasion, a title, a date, or an honest "no primary source"
_WHERE_SAID = rx(r"\b(?:speech|address|book|interview|letter|essay|novel|play|poem|lecture|memoir|article|sermon|"
                         r"debate|broadcast|tweet|podcast|diary|song|film|movie|talk|keynote|conference|presentation|discours|livre|"
                         r"entretien|lettre|conférence|rede|vortrag|buch|conferencia|charla|conferenza|palestra|"
                         r"brief|discurso|libro|entrevista|carta|primary source|no (?:known |reliable )?source|unverified|"
                         r"misattributed|apocryphal|(?:1[5-9]|20)\d{2})\b|_[^_\n]{3,80}_", re.I)


# a name of two to four capitalised words right after the quotation, then its work or a stop: '"..." Donald Knuth, in
# "Structured Programming ..."', '"..." Grace Hopper (interview, 1986)'
_NAME_AFTER = rx(r"[\s.,]*(?-i:[A-ZÀ-Ý])[\w'’.-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'’.-]+){1,3}\s*(?:,|\(|\bin\b|\bdans\b|\ben\b|"
                 r"\bim\b|\bnel\b|$)", re.M)


def _quotes_attributed(body: str, user_message: str | None) -> Finding:
    """quote_attributed: every quotation the reply gives names who said it and where (a work, an occasion, a date)."""
    quoted = [m for m in _QUOTATION.finditer(body) if len((q := m.group(1) or m.group(2) or "").split()) >= 3
              and (not user_message or q.strip() not in user_message)
              # 'in "Structured Programming with go to Statements"': the title of the work named, not a quotation
              and not re.search(r"\b(?:in|from|dans|en|im|aus|nel|na|no|of)\s*$", body[max(0, m.start() - 8):m.start()], re.I)]
    if not quoted:
        return NOT_APPLICABLE, "nothing quoted"
    for m in quoted:
        line_end = body.find("\n", m.end())
        around = body[_sentence_start(body, m.start()):m.start()] + " " + body[m.end():line_end if line_end >= 0 else None]
        around_raw = re.sub(r"\*([^*\n]{3,80})\*", r"_\1_", around)  # an italic title, starred or underscored
        line = body[body.rfind("\n", 0, m.start()) + 1:line_end if line_end >= 0 else None]
        if _CITED.search(line):
            continue  # "Ericsson et al. (1993) wrote that ...": author and year, who and when
        if not _SPEAKER.search(around) and not _NAME_AFTER.match(body, m.end()):
            return BROKEN, f"a quotation with no one named: \"{_excerpt(m.group(0), 50)}\""
        if not _WHERE_SAID.search(around_raw):
            return BROKEN, f"a quotation with no work or occasion named: \"{_excerpt(m.group(0) + around, 60)}\""
    return OBEYED, f"{len(quoted)} quotations named with who and where"


def without_invented(clause: str) -> str:
    """The clause with its ban on invented links taken out ("cita las fuentes, con enlace, y nunca te inventes una
    url": what is left asks for linked sources)."""
    return _UNSURE_LINK.sub(" ", _INVENTED_LINK.sub(" ", clause))


# "if you quote a stat from a survey name the survey + year", "nenne bei Umfragen Name und Jahr": each survey spoken
# of carries its name and its year
_SURVEY_YEAR_RULE = rx(r"\b(?:surveys?|polls?|umfrage\w*|enquêtes?|sondages?|encuestas?|sondeos?|pesquisas?|"
                               r"sondaggi\w*)\b[^.;\n]{0,60}\b(?:years?|jahr\w*|ann[ée]es?|años?|anos?|anno)\b", re.I)
_SURVEY = rx(r"\b(?:survey|poll|umfrage|enquête|sondage|encuesta|sondeo|pesquisa|sondaggio)s?\b", re.I)
_NAMED_DATED = rx(r"(?-i:[A-ZÀ-Ý])[\w&'’-]+(?:\s+(?:of\s+)?(?-i:[A-ZÀ-Ý])[\w&'’-]+){0,5}[^.;\n]{0,25}\b(?:19|20)\d{2}\b|"
                          r"\b(?:19|20)\d{2}\b[^.;\n]{0,25}(?-i:[A-ZÀ-Ý])[\w&'’-]+")


def _surveys_named(body: str) -> Finding:
    """survey_year: every sentence that speaks of a survey names it and gives its year."""
    spoken = 0
    for m in _SURVEY.finditer(body):
        sentence = body[_sentence_start(body, m.start()):_sentence_end(body, m.end())]
        spoken += 1
        # its name and year ("the Stack Overflow Developer Survey 2024", "the State of JS 2023 survey"); a sentence's
        # first word is capitalised anyway ("According to a 2023 survey" names none)
        if not _NAMED_DATED.search(re.sub(r"^\W*[\w'’]+", " ", sentence)):
            return BROKEN, f"a survey with no name or year: \"{_excerpt(sentence.strip())}\""
    return (OBEYED, f"{spoken} surveys named with their year") if spoken else (NOT_APPLICABLE, "no survey mentioned")


# a condition or concession whose subject is the user ("even if I quote you something in °F", "même si je te cite",
# "auch wenn ich zitiere", "aunque yo te cite"): it tells of the user's message, the reply is asked nothing there
_USER_ACT = rx(r"\b(?:even if|even when|if|when|whenever|même si|meme si|si|quand|lorsque|auch wenn|selbst wenn|wenn|"
                       r"aunque|incluso si|cuando|anche se|se|quando|mesmo que|mesmo se)\s+(?:I|je|j'|ich|yo|io|eu)\b"
                       r"[^,.;:!?\n]*"
                       # ... or whose subject is the material the figures come from ("if the source gives miles", "si la
                       # fuente da millas", "wenn die Quelle Meilen nennt", "si la source donne des miles",
                       # "出典がマイルなら"): what that material holds, the reply is asked no source there
                       r"|\b(?:if|when|whenever|si|wenn|falls|cuando|quand|lorsque|se|quando|als)\s+(?:the|la|le|l'|die|der|"
                       r"das|el|a|o|il|de|het)\s*(?:original\s+)?(?:sources?|fuentes?|quellen?|fontes?|fonti|bron|"
                       r"originals?|originale?)\b(?!\s+(?:is|are|isn'?t|aren'?t|can'?t|cannot|doesn'?t|does not|no|n'est|n'existe|"
                       r"fehlt|falta|no\s+es|no\s+existe)\b)[^,.;:!?\n]*"
                       # (not "出典がない場合" / "出典があるとき": a source missing or given is what a source rule speaks of)
                       r"|(?:出典|ソース|元の資料|原文|原典|来源|出处)が(?!ない|無い|なけ|見つから|不明|わから|分から|ある|あれ|あっ|有る)"
                       r"[^、。,.\n]{0,20}?(?:なら|場合|とき|時)", re.I)


# a host written in a rule ("bit.ly", "t.co", "medium.com"): a name and a top-level domain, not a file ("README.md")
_HOST = rx(r"(?<![\w@/.-])((?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,6})(?![\w-]|\.\w)", re.I)
_LINK_NOUN = rx(r"\b(?:links?|urls?|liens?|enlaces?|hiperv[ií]nculos?|collegament\w*|verlinkung\w*)\b|リンク|链接|링크",
                        re.I)


def _on_host(link: str, host: str) -> bool:
    """The link goes to ``host`` or one of its subdomains ("t.co", not "microsoft.com")."""
    found = re.search(r"(?:https?://)?(?:www\.)?([a-z0-9.-]+\.[a-z]{2,})", link.lower())
    return bool(found) and (found.group(1) == host or found.group(1).endswith("." + host))  # type: ignore[union-attr]


# a verb of linking right before a site's name: "never link to", "ne mets pas de lien vers", "nicht auf ... verlinken",
# "no enlaces a", "não coloque links para"
_LINK_VERB = rx(r"\b(?:link(?:s|ing)?|lien(?:s)?|verlink\w*|enlace\w*|enlaza\w*|links?|collegament\w*)\s+"
                        r"(?:to|vers|à|auf|zu|a|al|para|pra|verso|a\s+la|to\s+the)?\s*(?:the\s+|la\s+|die\s+|el\s+|a\s+)?$",
                        re.I)
# other hosts of a site ("w.wiki": Wikipedia's own short links)
_SITE_HOSTS = {"wikipedia": ("wikipedia.org", "w.wiki", "wikiwand.com"), "stackoverflow": ("stackoverflow.com",),
               "medium": ("medium.com",), "reddit": ("reddit.com", "redd.it")}


def refused_hosts(clause: str) -> list[str]:
    """The hosts a clause refuses links to ("no shortened links (bit.ly, t.co)", "sem links para medium.com"): a
    host written in a clause about links, after a negation (or in brackets after a negated noun)."""
    if not _LINK_NOUN.search(clause):
        return []
    out: list[str] = []
    masked = _HOST.sub(lambda m: m.group(0).replace(".", "_"), clause)  # "to bit.ly or t.co": a host's dot ends no sentence
    for m in _HOST.finditer(clause):
        host = m.group(1).lower()
        if _FILE_NAME.fullmatch(host) or re.fullmatch(r"(?:e\.g|i\.e|etc|z\.b|p\.ex|ex)", host):
            continue
        bracket = clause.rfind("(", 0, m.start())
        at = bracket if bracket >= 0 and ")" not in clause[bracket:m.start()] else m.start()
        if _negated(masked, at):
            out.append(host)
    return out


def only_the_users_act(clause: str) -> bool:
    """Every source word of ``clause`` sits in a condition on what the user does ("même si je te cite un truc en
    °F"): the clause asks the reply for no source."""
    if not _USER_ACT.search(clause):
        return False
    rest = _USER_ACT.sub(" ", clause)
    return not _SOURCE_WORDS.search(rest) and not _SITE_NAMES.search(rest)


def parse_source_rules(clause: str, context: str = "") -> SourceParse:
    """The source tokens a clause states (see :mod:`memlock_core.compliance.content_spec`); ``context`` is the whole
    rule the clause is a sentence of (what a pronoun in it refers to)."""
    if only_the_users_act(clause):
        return SourceParse()  # the source word is the user's own act: "Celsius only, even if I cite °F"
    pinned = source_pins.parse(clause)  # a version of the docs, a CVE or advisory for security claims (source_pins.py)
    if pinned == source_pins.SECURITY_REF:
        return SourceParse((pinned,))
    found = _parse_source_rules(clause, context)
    if pinned:
        return SourceParse((*found.tokens, pinned), found.kind, found.when)
    if found.tokens:
        return found
    # none of the readers above: a year with each citation, the NVD entry of a CVE, a link to the official docs
    extra = source_kinds.parse(clause)
    return SourceParse((extra,), found.kind, found.when) if extra else found


def _parse_source_rules(clause: str, context: str) -> SourceParse:
    if _INVENTED_LINK.search(clause) or (_UNSURE_LINK.search(clause) and _INVENTED_LINK.search(context)):
        return SourceParse(("no_invented",))
    # a provision asked for, not a "Sources" section or a section of the reply
    noun = next((m for m in _PROVISION_NOUN.finditer(clause) if not re.search(
        r"(?:sources?|references?|quellen|fuentes|fontes|bibliograph\w*|reply|answer|response|text)\W+(?:\w+\W+)?$",
        clause[max(0, m.start() - 30):m.start()], re.I)), None)
    # ... asked to be named ("quote the exact article", "nenne den Paragraphen", "cite la section"), not a section
    # the reply should have ("for legal answers, add a disclaimer section")
    naming = noun and re.search(r"\b(?:name|quote|cite|give|mention|state|include|reference|point to|nenne\w*|angeben|gib|"
                                r"zitier\w*|cita\w*|indique\w*|précise\w*|donne\w*|mentionne\w*|indica\w*|menciona\w*)\b"
                                r"[^.;\n]{0,40}$", clause[:noun.start()], re.I)
    if noun and naming and (_LAW_RULE.search(clause) or _PROVISION.search(clause)) and not _negated(clause, noun.start()):
        # "give the article number and a link to the official text": the link is asked for too
        linked = re.search(r"\b(?:links?|urls?|liens?|enlaces?|verlink\w*|hyperlinks?)\b", clause[noun.start():], re.I)
        return SourceParse(("law_section", "law_link") if linked else ("law_section",))
    if _STUDY_AUTHORS_RULE.search(clause):
        return SourceParse(("study_authors",))
    if _SURVEY_YEAR_RULE.search(clause) and re.search(r"\bname|\bnenn|\bnomme|\bnombra|\bindica|\bcite|\bgive|\bsay",
                                                    clause, re.I):
        return SourceParse(("survey_year",))
    if _DOC_PAGE.search(clause):  # "link the exact page, not the homepage": a deep link names the page
        return SourceParse(("doc_page_link" if _LINK_WORD.search(clause) else "doc_page",))
    if _FILE_LINE_RULE.search(clause):  # "point to the file and line (like src/app.py:42)"
        return SourceParse(("file_line",))
    if _say_unsourced(clause, context or clause):
        return SourceParse(("say_unsourced",))
    if _QUOTE_RULE.search(clause) and _WHO_SAID.search(clause):
        return SourceParse(("quote_attributed",))  # "when you quote someone, say who said it and where"
    if _QUOTE_RULE.search(clause) and re.search(r"\b(?:links?|urls?|liens?|enlaces?|sources?|quellen?|fuentes?)\b|"
                                                r"リンク|URL|出典", clause, re.I):
        return SourceParse(("quote_linked",))  # "If you quote docs or a spec, include the URL of the page"
    if not _SOURCE_WORDS.search(clause) and not _SITE_NAMES.search(clause):
        return SourceParse()
    recent = _RECENT.search(clause)
    if recent:  # "Sources have to be from the last 5 years", "nur Quellen aus den letzten 3 Jahren", "since 2020"
        if recent.group("year") or recent.group("from"):
            after = re.match(r"(?:published\s+)?(?:after|newer|post)", recent.group(0), re.I)
            year = int(recent.group("year") or recent.group("from"))
            return SourceParse((f"since:{year + (1 if after else 0)}",))
        n = next((g for g in (recent.group(k) for k in ("n", "m", "fr", "fr2", "de", "es", "ja")) if g), "")
        n = n if n.isdigit() else str(_SMALL.get(n.lower(), 0))
        if 0 < int(n) < 100:
            return SourceParse((f"recent:{n}",))
    tokens: list[str] = []
    kind = ""
    if _BARE_URLS.search(clause):
        return SourceParse(("no_bare_urls",))
    if _DOC_PAGE.search(clause):  # "link the exact page, not the homepage": a deep link names the page
        return SourceParse(("doc_page_link" if _LINK_WORD.search(clause) else "doc_page",))
    if _LINKED.search(clause):
        return SourceParse(("linked",))
    if _DOCS_ONLY.search(clause) and not re.search(r"\bprimary sources?\b|\bpapers?\b|\bstudies\b|\bsources? primaires\b|"
                                                   r"\bprimärquellen\b|\bfuentes primarias\b|\bfontes primárias\b",
                                                   clause, re.I):
        tokens.append("docs_only")  # "primary sources or official docs only": more than documentation is fine
    if _DOCS_MENTION.search(clause):  # "link the official docs when you mention a library function": each one named
        # "... a CLI flag or API": the command-line flags it names too
        flags = re.search(r"\b(?:cli\s+)?(?:flags?|switch(?:es)?|command-line options?|cli options?|optionen|drapeaux|"
                          r"opciones de línea)\b", clause, re.I)
        return SourceParse(("docs_each_flags" if flags else "docs_each",))
    for m in _SITE_NAMES.finditer(clause):
        if _negated(clause, m.start()) or re.search(r"ない|禁止|不可|避け|ダメ|だめ", clause[m.end():m.end() + 20]):
            # "never link to Wikipedia": a link is refused, naming the site is not
            kind = "no_link:" if _LINK_VERB.search(clause[max(0, m.start() - 30):m.start()]) \
                or re.match(r"\s*(?:の|へ(?:の)?|に)?\s*(?:リンク|링크|链接)", clause[m.end():m.end() + 8]) else "no_site:"
            tokens.append(kind + _SITES.get(m.group(0).lower(), next(
                (v for k, v in _SITES.items() if re.fullmatch(k, m.group(0), re.I)), m.group(0).lower())))
    tokens += [f"no_site:{host}" for host in refused_hosts(clause) if f"no_site:{host}" not in tokens]
    if tokens:
        return SourceParse(tuple(dict.fromkeys(tokens)))
    if _NO_ACADEMIC.search(clause):
        return SourceParse(("no_academic",))
    doi = _DOI.search(clause)
    if doi and _PAPER.search(clause):
        return SourceParse(("doi",))
    links = re.search(r"\blinks?\b|\burls?\b|\bliens?\b|\benlaces?\b|\blink\w*\b|\blänk\w*|リンク|URL|链接|鏈接|連結|링크|\bссылк\w*",
                      clause, re.I)
    if links and _negated(clause, links.start()) and not _NOT_INLINE.search(clause):
        return SourceParse()  # "no links": the reply_rule reader's no_links ("no inline links" is no_inline)
    if links and link_optional(clause):
        links = None  # "(link or 'I measured this')": a link is one way among others
    footnotes = _FOOTNOTES.search(clause)
    at_end = _AT_END.search(clause)
    if at_end and _OF_SENTENCE.match(clause, at_end.end()) and not footnotes:
        # "la fuente entre paréntesis al final de la frase", "at the end of the sentence": next to what it backs,
        # the place of a source per figure, not a list at the end of the reply
        return SourceParse(("per_claim" + ("_links" if links and not _negated(clause, links.start()) else ""),))
    if footnotes and not _negated(clause, footnotes.start()):
        tokens.append("footnotes")
        kind = "references"
    if at_end or _NUMBERED_LIST.search(clause) or _BULLETED_LIST.search(clause) or _NOT_INLINE.search(clause):
        kind = "references" if at_end or _LIST_WORD.search(clause) else kind
        if _NUMBERED_LIST.search(clause):
            tokens.append("ref_numbered")
        elif _BULLETED_LIST.search(clause):
            tokens.append("ref_bulleted")
        if _NOT_INLINE.search(clause):
            tokens.append("no_inline")
        elif at_end and kind == "references" and "footnotes" not in tokens:  # "put the sources at the end": not cited
            # in the middle as well (footnotes judge what the text cites themselves)
            tokens.append("end_only")
        if kind == "references" and links and not _negated(clause, links.start()):  # not "not as inline links"
            tokens.append("ref_links")
    if _PER_CLAIM.search(clause) and not kind:
        facts = _FACT_NOUN.search(clause) and not _FIGURE_NOUN.search(clause)  # "every factual claim", not "every figure"
        tokens.append(("per_fact" if facts else "per_claim") + ("_links" if links else ""))  # replaces "cite sources"
        # "every factual claim about laws or regulations": the claims of replies on that topic, and such a reply with
        # no source at all misses it too
        about = re.search(r"\b(?:about|on|regarding|concerning|über|sur|sobre|su)\s+(?:[\w-]+\s+){0,2}?(?P<t>[\w-]+)",
                          clause[_PER_CLAIM.search(clause).end():], re.I)  # type: ignore[union-attr]
        domains = rule_topics("for " + about.group(0) + " questions") if about else ()
        # "Any drug-interaction claim needs a source": the kind of claim named before the noun (topics.INTERACTION)
        domains = domains or tuple(d for d in rule_topics(clause) if d == INTERACTION)
        if domains:
            return SourceParse(tuple(tokens), "links" if links else "any", "topic:" + "+".join(domains))
    if not tokens and not kind:
        return SourceParse()
    cites = reply_scope(clause, works=True)
    if kind == "references" and _ALL_LINKS.search(clause):
        cites = "cites"  # "put all links under a 'Sources' heading": where the links go, in a reply that has some
    if kind == "references" and not cites and source_placement.placement_only(clause):
        cites = source_placement.SCOPE  # "Quellen als Fußnoten": where sources go, in a reply with something to source
    return SourceParse(tuple(dict.fromkeys(tokens)), kind, cites if kind == "references" else "")


# the end of the sentence or the claim, not of the reply: "at the end of the sentence", "al final de la frase", "à la fin
# de la phrase", "am Ende des Satzes", "alla fine della frase", "no final da frase", "aan het eind van de zin"
_OF_SENTENCE = rx(r"\s*(?:of|de|del|des|della|dello|da|do|van)\s+(?:the\s+|la\s+|le\s+|each\s+|every\s+|cada\s+|"
                  r"chaque\s+|jede[rsn]?\s+|ogni\s+|de\s+)?(?:sentences?|frases?|phrases?|satz(?:es)?|s[äa]tze|zin|"
                  r"oraci[oó]n(?:es)?|claims?|statements?|affirmations?|afirmaci[oó]n|aussagen?|dato|datos|data)\b", re.I)


# "all links", "every link", "alle länkar", "wszystkie linki", "alle links", "все ссылки", "tous les liens": the links a
# reply gives, wherever the rule puts them
_ALL_LINKS = rx(r"\b(?:all|every|any)\s+(?:the\s+)?(?:links?|urls?)\b|\b(?:alla|wszystkie|alle|todos los|tous les|"
                        r"tutti i|все)\s+(?:länkar|linki|links|enlaces|liens|link|ссылки|urls?)\b", re.I)


# a link named as one way among others: "link or reference", "(lien ou référence)", "Link oder Titel", "enlace o
# referencia", "link ou nome", "リンクか出典名", "or a URL"
_LINK_OR = rx(r"\b(?:links?|urls?|liens?|enlaces?|hiperv[ií]nculos?|collegamenti|collegamento)\s+(?:or|ou|oder|o|od\.|"
                      r"ou bien|o bien|oppure)\b|\b(?:or|ou|oder|o|oppure)\s+(?:a\s+|an\s+|un\s+|une\s+|einen?\s+|una?\s+|"
                      r"um\s+|uma\s+)?(?:links?|urls?|liens?|enlaces?|collegamento)\b|(?:リンク|URL)(?:か|または|もしくは)|"
                      r"(?:か|または|もしくは)(?:リンク|URL)", re.I)


def link_optional(clause: str) -> bool:
    """The rule names a link as one way among others ("cite your sources (link or reference)"): any source will do."""
    return bool(_LINK_OR.search(clause))


def reply_scope(clause: str, works: bool = False) -> str:
    """Which replies a source rule speaks to: "cites" ("when you cite sources, use [1]"; with ``works``, "whenever you
    reference an article" too), "factual" ("a 'Sources:' section at the end of every factual answer"), "" (all).
    Shared by this reader and the reply_rule reader."""
    if _CITES_SCOPE.search(clause) or (works and _CITES_WORK.search(clause)):
        return "cites"
    return "factual" if FACTUAL_SCOPE.search(clause) else ""


# ---- the reply side ----------------------------------------------------------------------------------------

_MD_LINK = rx(r"\[(?P<text>[^\]\n]{1,200})\]\((?P<url>(?:https?://|/|www\.)[^)\s]{1,300})\)")
_AUTOLINK = rx(r"<(?:https?://|www\.)[^>\s]{3,300}>")
_URL = rx(r"\bhttps?://[^\s)>\]）」]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s)>\]）」]*", re.I)
_DOMAIN = rx(r"(?<![\w@./-])(?:[a-z0-9-]+\.)+(?:com|org|net|gov|edu|int|io|dev|de|fr|es|it|jp|uk|pt|br|ca|au|ch|nl|"
                     r"eu|info|app)(?:/[^\s)>\]）」,;]*)?(?![\w.-]*[a-z0-9])", re.I)
# "[1]", "[^1]", a named footnote "[^bls]", a superscript "¹"
# ... and a source's name in brackets after its claim ("... in 2023 [Eurostat]."), or the label of a definition at the end
_MARKER = rx(r"(?<![\w\]])\[(?-i:[A-Z])[\w .&'’-]{1,60}\](?![(:\[])|"
                     r"(?<![\w\]])\[\^?\d{1,3}\](?![(:])|(?<=[A-Za-z]\])\[\d{1,3}\](?![(:])|(?<![\w\]])\[\^[A-Za-z][\w-]{0,30}\](?![(:])|"
                     r"[\u00b9\u00b2\u00b3\u2070-\u2079]+")
# A source named before what it backs: "According to the WHO, ...", "Laut dem Statistischen Bundesamt leben ...",
# "総務省によると、...": the name only (capitalised words and the small words between them); it covers the rest of its
# sentence. The others below (parenthesised, "(source: ...)", "（出典：...）") cover what comes before them.
_NAME = (r"(?:[\w.-]+['’]s?\s+)?(?-i:[A-ZÀ-Ý])[\w'’&.-]*(?:\s+(?:(?-i:[A-ZÀ-Ý])[\w'’&.-]*|(?:19|20)\d{2}\b|"
         r"(?:of|for|on|de|des|du|la|le|der|die|das|für|del|di|da|do|dos|the|and|y|e|et|und)\b|&)){0,8}")
_ATTRIBUTION_BEFORE = rx(
    rf"\b(?:according to|as (?:stated|reported|described|documented) (?:in|by)|per|via|source:|sources:|see|"
    rf"nach angaben (?:des|der|von|vom)|laut angaben (?:des|der|von|vom)|de acuerdo (?:con|a)|d['’]après les (?:chiffres|"
    rf"données) (?:de|du|des)|selon les (?:chiffres|données) (?:de|du|des)|según (?:los )?datos (?:de|del)|"
    rf"selon|d['’]après|laut|gemäß|zufolge|según|segundo|secondo|conforme|stando a|de acordo com|siehe|voir|véase|"
    rf"vedi|veja)\s+"
    rf"(?:l['’]|the\s+|a\s+|an\s+|la\s+|le\s+|les\s+|el\s+|lo\s+|o\s+|a\s+|il\s+|der\s+|dem\s+|den\s+|des\s+|del\s+|"
    rf"do\s+|da\s+)?(?:(?:19|20)\d{{2}}\s+)?"
    # "according to a report by the WHO", "selon le rapport 2022 de l'Organisation ...": the name after a noun phrase
    rf"(?:(?:[\w-]+\s+){{1,4}}?(?:of|by|from|de|du|des|d['’]|von|vom|der|del|della|dalla|do|da)\s*(?:the\s+|l['’]|la\s+|le\s+|"
    rf"les\s+|el\s+|der\s+|dem\s+|den\s+)?)?"
    # "per the official PostgreSQL documentation", "d'après le site officiel de la tour Eiffel": an adjective or two first
    rf"(?:(?-i:[a-zà-ÿ])[\w'’-]+\s+){{0,2}}[*_\"“„«]{{0,2}}{_NAME}"
    r"|[^\s、。（(]{2,30}(?:によると|によれば|の調べでは|の調査では|の[^\s、。（(]{0,6}(?:統計|推計|発表|データ|報告|白書|調査)(?:では|によると|によれば))"
    # "In the Stack Overflow Developer Survey 2024, ...", "in the State of JS 2023 survey": a named publication
    r"|\b(?:in|from)\s+(?:the\s+|its\s+)?(?:(?:19|20)\d{2}\s+)?(?-i:[A-Z])[\w'’&.-]*(?:\s+(?:(?-i:[A-Z])[\w'’&.-]*|of|for|on|"
    r"and|(?:19|20)\d{2})){0,6}\s+(?:survey|report|study|census|index|poll|review|benchmarks?|yearbook|almanac)\b"
    r"(?:\s+(?:19|20)\d{2})?"
    # "I measured this", "we benchmarked it": the reply's own measurement is where the number comes from
    r"|\b(?:I|we)\s+(?:measured|benchmarked|timed|profiled)\b", re.I)
# A source named as the subject of a reporting verb ("The Bureau of Labor Statistics reports that ...", "Gartner
# estimates worldwide IT spending at $5.1 trillion", "A 2021 study in The Lancet found that ...", "As the IPCC's Sixth
# Assessment Report notes, ...", "L'Insee estime que ...", "Destatis meldet ..."), or data said to come from one ("Data
# from the World Bank (2023): ...", "figures published by Eurostat"): it backs its own sentence. The verb must lead to
# what is reported (a "that" or a figure), and the subject must be a name, not "It", "This" or "The results".
_NOT_A_SOURCE = (r"(?!(?:it|this|that|these|those|there|he|she|they|we|i|you|our|your|my|its|their|each|every|most|some|"
                 r"many|one|all|both|which|what|who|here|the|a|an|if|when|as|so|but|and|then|also|ce|cela|il|elle|ils|"
                 r"es|er|sie|das|dies|esto|eso|él|ella)\b)")
_REPORTED = rx(
    rf"(?:\b(?:the|a|an|l['’]|le|la|les|el|los|der|die|das|il|lo|o|os)\s*)?(?:(?:19|20)\d{{2}}\s+)?"
    rf"(?:(?:[\w-]+\s+){{0,2}}(?:study|report|survey|analysis|paper|review|poll|census|meta-analysis|article|audit|"
    rf"dataset|étude|rapport|enquête|studie|bericht|umfrage|estudio|informe|encuesta|studio|rapporto|estudo|relatório)\s+"
    rf"(?:(?:published|released)\s+)?(?:in|by|from|of|for|de|du|des|von|der|del|della|da|do)\s+(?:the\s+|l['’]|la\s+|le\s+|"
    rf"el\s+|der\s+|dem\s+)?|{_NOT_A_SOURCE})"
    rf"{_NAME}(?:['’]s?)?(?:\s+(?:own\s+)?(?:(?-i:[A-Z])[\w-]*\s+){{0,3}}(?:data|figures|numbers|statistics|stats|survey|"
    rf"report|study|analysis|census|estimates?|research|poll|review|index|dataset|benchmarks?|database|outlook|"
    rf"données|chiffres|daten|zahlen|datos|cifras|dati|dados|(?:19|20)\d{{2}}))?"
    rf"\s+(?:also\s+)?(?P<verb>reports?|reported|estimates?|estimated|found|finds|shows?|showed|shown|says|said|notes?|"
    rf"noted|projects?|projected|puts?|counted|recorded|lists?|listed|states|stated|publishe[sd]|measured|"
    rf"calculate[sd]?|forecasts?|predicts?|predicted|ranks?|ranked|confirm(?:s|ed)?|indicate[sd]?|concluded?|concludes|"
    rf"observed|documented|documents|gives|gave|estime|indique|rapporte|montre|publie|recense|meldet|berichtet|"
    rf"schätzt|zeigt|veröffentlicht|estima|informa|señala|muestra|indica|riporta|stima|mostra|rileva|aponta|revela)"
    rf"(?=\s+(?:that|que|dass|che)\b|\s*[,:]|[^.;\n]{{0,60}}\d)"
    rf"|\b(?:data|figures|numbers|statistics|stats|estimates|counts|données|chiffres|daten|zahlen|datos|cifras|dati|"
    rf"dados)\s+(?:(?:published|released|compiled)\s+)?(?:from|by|of|de|du|des|von|vom|der|del|dell['’]|do|da)\s+"
    rf"(?:the\s+|l['’]|la\s+|le\s+|el\s+|der\s+|dem\s+)?{_NAME}", re.I)
_REPORTED_CUE = rx(r"\b(?:report|estimat|found|find|show|say|said|note|project|put|count|record|list|state|"
                           r"publish|measur|calculat|forecast|predict|rank|confirm|indicat|conclud|observ|document|give|gave|"
                           r"estime|indique|rapporte|montre|publie|recense|meldet|berichtet|schätzt|zeigt|veröffentlicht|"
                           r"estima|informa|señala|muestra|indica|riporta|stima|mostra|rileva|aponta|revela|data|figures|"
                           r"numbers|statistics|stats|counts|données|chiffres|daten|zahlen|datos|cifras|dati|dados)", re.I)


def _reported(body: str) -> list[re.Match[str]]:
    """The :data:`_REPORTED` matches of ``body``, searched only in the sentences that hold a cue word (the pattern is
    costly on a whole reply)."""
    out: list[re.Match[str]] = []
    done = -1
    for cue in _REPORTED_CUE.finditer(body):
        start = _sentence_start(body, cue.start())
        if start < done:  # a sentence already searched (the next one may start where it ended)
            continue
        done = _sentence_end(body, cue.end())
        out += _REPORTED.finditer(body, start, done)
    return out


_ATTRIBUTION = rx(
    # "(source: INE)", "(источник: Росстат)", "(źródło: GUS)", "(bron: CBS)", "(kaynak: TÜİK)", "(fonti: ISTAT)"
    r"\((?:source|sources|fonte|fonti|fontes|fuente|fuentes|quelle|quellen|источник|источники|źródło|źródła|bron|"
    r"bronnen|kaynak|källa|cf\.)\s*:?\s*[^)\n]{3,120}\)"
    # "... in 2023 — Eurostat." ending its line: a source named after its claim
    r"|[—–]\s*(?-i:[A-Z])[\w.&'’-]*(?:\s+(?-i:[A-Z0-9])[\w.&'’-]*){0,6}\.?[ \t]*(?m:$)"
    r"|[（(][^）)\n]{2,80}(?:より|から引用|による)[）)]"
    r"|[（(][^）)\n]{0,12}出典[:：][^）)\n]{2,120}[）)]"  # "（いずれも出典：気象庁「...」）"
    # a source named earlier, referred back to: "(same report)", "(ibid.)", "the same survey gives ...", "laut
    # derselben Studie", "selon le même rapport", "según el mismo informe"
    r"|\((?:same (?:source|report|study|survey|data(?:set)?|paper|census)|ibid\.?|ibidem|idem|ebd\.?|ebenda|"
    r"même source|même rapport|misma fuente|mismo informe|stessa fonte|mesma fonte)\)", re.I)
# ... and named again in the running text: it backs its own sentence
_SAME_SOURCE = rx(
    r"\b(?:the same|that same|this same)\s+(?:source|report|study|survey|data(?:set)?|paper|census|release|yearbook|"
    r"review|analysis|publication)\b|\b(?:le même|la même|dem(?:selben)?|derselben|el mismo|la misma|lo stesso|"
    r"la stessa|o mesmo|a mesma)\s+(?:rapport|étude|source|enquête|bericht|studie|quelle|umfrage|informe|estudio|"
    r"fuente|encuesta|rapporto|studio|fonte|relatório|estudo|pesquisa)\b", re.I)
_PAREN_CITE = rx(r"\((?=[*_\"“«„]?[A-ZÀ-Ý])(?P<body>[^()\n]{2,140})\)")
_AUTHOR_YEAR = rx(r"\((?:[A-ZÀ-Ý][\w'’&.-]+(?:\s+(?:&|and|et|und|y)\s+[A-ZÀ-Ý][\w'’.-]+)?(?:\s+et al\.?)?|"
                          r"[A-ZÀ-Ý][\w'’.-]+(?:\s+[A-ZÀ-Ý][\w'’.-]+){1,6}),?\s+(?:19|20)\d{2}[a-z]?(?:[,;][^)]{0,60})?\)")
# a narrative citation: "Bialystok, Craik and Freedman (2007) reported ...", "Smith et al. (2019) found", "Müller und
# Weber (2021) zeigen": the authors and the year before what they back
_NARRATIVE_CITE = rx(r"(?-i:[A-ZÀ-Ý])[\w'’-]+(?:,\s+(?-i:[A-ZÀ-Ý])[\w'’-]+){0,5}(?:,?\s+(?:and|&|et|und|y|e)\s+"
                             r"(?-i:[A-ZÀ-Ý])[\w'’-]+)?(?:\s+et al\.?)?\s+\((?:19|20)\d{2}[a-z]?\)", re.I)
_IDENT = rx(r"\bdoi:\s?10\.\d{4,9}/\S+|\b10\.\d{4,9}/[^\s,;)]+|\bdoi\.org/\S+|\barXiv:\s?\d{4}\.\d{4,5}|"
                    # an arXiv page carries its id: arxiv.org/abs/2203.15556, arxiv.org/pdf/2203.15556v2
                    r"\barxiv\.org/(?:abs|pdf|html)/\d{4}\.\d{4,5}|\bRFC\s?\d{3,5}\b|"
                    r"\bPEP\s?\d{1,4}\b|\bISBN[\s:-]*[\d-]{10,17}", re.I)
_ITALIC_TITLE = rx(r"(?<![\w*])\*(?=[A-Z])[^*\n]{3,80}\*(?![\w*])|«[^»\n]{3,80}»|„[^“\n]{3,80}“|「[^」\n]{2,60}」")
_YEAR = rx(r"\b(?:1[5-9]|20)\d{2}\b")
_DATED = rx(r"^[^.;:\n]{0,12}?\(\s*(?:19|20)\d{2}[a-z]?\s*\)|^\s*,\s*(?:19|20)\d{2}\b|^[^.;:\n]{0,8}\((?:[^()\n]{0,60}[,\s])?"
                    r"(?:19|20)\d{2}[a-z]?\)")


def _titled_work(sentence: str) -> bool:
    """A work named by its title and dated ("*Language Models are Unsupervised Multitask Learners* (2019)",
    "«Attention Is All You Need» (Vaswani et al., 2017)", "「深層学習」（2016）"): a paper, a book or a report cited."""
    return any(_DATED.search(sentence[m.end():m.end() + 80].replace("（", "(").replace("）", ")"))
               for m in _ITALIC_TITLE.finditer(sentence))
_FIGURE = rx(r"(?<![A-Za-z0-9_.,/#-])\d+(?:[.,\u202f\u00a0 ]\d{3})*(?:[.,]\d+)?(?![A-Za-z0-9_])|\d+(?=m\b|%)|"
                     r"(?<![A-Za-z0-9_.,/#-])\d+(?:[.,]\d+)?(?=[kKMBx×]\+?(?![A-Za-z0-9_]))")  # "50k+", "3.2M", "4x"
_NUMBER_WORDS = rx(r"\b(?:" + longest_first({*number_words(("en",), range(1, 13)),
                                              *(number_plain("en", v) for v in (20, 30, 40, 50, 100))})
                   + r"|thousand|million|billion)\b", re.I)
_HEDGE = rx(r"\b(?:i (?:don'?t|do not) have (?:a|any)\s+(?:specific\s+|reliable\s+)?(?:source|reference)|"
                    r"(?:no|without a?) (?:specific\s+)?(?:source|reference)\b|(?:can'?t|cannot) (?:cite|point to|give) (?:a|any) "
                    r"(?:source|reference)|not sure|unverified|i'?m not certain|treat (?:it|this) as (?:a )?(?:general|rough)|"
                    r"reportedly|je n'ai pas de source|sans source|ohne quelle|keine quelle|no tengo (?:una )?fuente|sin fuente|"
                    r"senza fonte|sem fonte|出典(?:は|が)(?:ない|ありません))\b", re.I)


@dataclass(frozen=True)
class Citation:
    start: int
    end: int
    kind: str  # md_link | url | marker | named | author_year | ident | title
    text: str
    forward: bool = False  # named before what it backs ("According to the WHO, ..."): covers the rest of its sentence


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


@functools.lru_cache(maxsize=64)
def prose(text: str) -> str:
    """The reply's prose lines (code blocks out; inline code blanked, so a URL in it is no link)."""
    lines = [ln.text for ln in parse(text).lines if ln.kind != INDENTED_CODE]
    return re.sub(r"`[^`\n]*`", _blank, "\n".join(lines))


def _in_parentheses(body: str, at: int) -> bool:
    """Whether ``at`` is inside a parenthesis opened in its sentence ("... (NOAA, https://...)")."""
    start = max(body.rfind(". ", 0, at), body.rfind("\n", 0, at), body.rfind("。", 0, at), -1) + 1
    before = body[start:at]
    return before.count("(") + before.count("（") > before.count(")") + before.count("）") \
        or bool(re.search(r"\[\s*$", before))


_MEASURED = rx(r"(?:I|we)\s+(?:measured|benchmarked|timed|profiled)\b", re.I)


@functools.lru_cache(maxsize=512)
def citations(body: str) -> tuple[Citation, ...]:
    """Every citation in ``body`` with its place, links first (a URL inside a markdown link is that link)."""
    found: list[Citation] = []
    taken: list[tuple[int, int]] = []

    def add(m: re.Match[str], kind: str, forward: bool = False) -> None:
        if any(a < m.end() and m.start() < b for a, b in taken):
            return
        taken.append((m.start(), m.end()))
        found.append(Citation(m.start(), m.end(), kind, m.group(0), forward))

    for pattern, kind in ((_MD_LINK, "md_link"), (_AUTOLINK, "autolink"), (_URL, "url"), (_DOMAIN, "url"),
                          (_IDENT, "ident"), (_MARKER, "marker"), (_AUTHOR_YEAR, "author_year"), (_ATTRIBUTION, "named")):
        for m in pattern.finditer(body):
            if kind == "marker" and not m.group(0).startswith("[") and _EXPONENT_BEFORE.search(body[max(0, m.start() - 6):
                                                                                                   m.start()]):
                continue  # "4.2 million m³", "120 km²", "x²", "mc²": an exponent, not a footnote
            # "Service-Public.fr", "Booking.com": a site's name written with a capital and no path names a source
            # but is no link (no renderer makes it clickable); "kubernetes.io/docs" is an address
            add(m, "named" if pattern is _DOMAIN and m.group(0)[0].isupper() and "/" not in m.group(0) else kind)
    for m in _ATTRIBUTION_BEFORE.finditer(body):
        # "... 8 billion in 2022. — Source: UN DESA" at the end of its paragraph: a label that backs what comes before
        label_at_end = re.match(r"\W*(?:sources?|quellen?|fuentes?|fontes?|fonti)\s*:", m.group(0), re.I) \
            and _line_start(body, m.start()) < m.start() and not body[m.end():].split("\n", 1)[0].strip(" .*_)")
        add(m, "named", forward=not label_at_end)
    for m in _NARRATIVE_CITE.finditer(body):
        add(m, "author_year", forward=True)
    for m in _SAME_SOURCE.finditer(body):
        add(m, "named", forward=True)
    for m in _reported(body):
        name = body[m.start():m.start("verb")] if m.group("verb") else m.group(0)
        name = re.sub(r"^\W*(?:the|a|an|l['’]|le|la|les|el|los|der|die|das|il|lo|o|os|data|figures|numbers|statistics|"
                      r"stats|estimates|counts)\s+|\b(?:from|by|of)\b", " ", name, flags=re.I)
        if not nameless(name):  # "Studies show that ...", "Experts estimate ...": no one named
            add(m, "named", forward=True)
    # a link in the running text ("A 2019 [study](...) found that 40% ...", "From https://...: 8 billion") backs its
    # sentence; one in parentheses right after a claim ("14 million (https://...), and 37 million ...") backs what
    # comes before it
    found = [Citation(c.start, c.end, c.kind, c.text, True) if c.kind in ("md_link", "url", "autolink")
             and not _in_parentheses(body, c.start) else c for c in found]
    for m in _PAREN_CITE.finditer(body):  # "(Tokyo Metropolitan Government, 2023)", "(NOAA, National Ocean Service)"
        inner = m.group("body")
        # "(Paris, France)", "(Brazil, Peru and Colombia)": a list of single names is places or things, not a source
        parts = [p for p in re.split(r"[,;/]|\b(?:and|or|et|ou|und|oder|y|o|e)\b", inner) if p.strip()]
        names_only = all(len(p.split()) == 1 for p in parts)
        # "(USGS)", "(NASA)": an organisation's acronym after a claim; "Global Interpreter Lock (GIL)" defines one
        acronym = bool(re.fullmatch(r"[A-ZÀ-Ý]{2,7}", inner.strip())) and not _defines(body[:m.start()], inner.strip())
        # "NICE CKS (*Analgesia – mild-to-moderate pain*)": the title of a work, italic or quoted
        title = bool(_ITALIC_TITLE.fullmatch(inner.strip()) or re.fullmatch(r"[\"“][^\"”]{3,80}[\"”]", inner.strip()))
        if title and re.search(r"\b[\w.]*\d[\w.]*\s*$", body[max(0, m.start() - 20):m.start()]):
            title = False  # 'Node 22 ("Jod")', 'Ubuntu 24.04 ("Noble Numbat")': a release's code name, not a work
        if (_YEAR.search(inner) or acronym or title or (("," in inner or len(re.findall(r"\b[A-ZÀ-Ý][\w'’-]+", inner)) >= 2)
                                                        and not names_only)) \
                and not re.search(r"[=`{}<>]|\be\.g\.|\bi\.e\.", inner) and len(inner.split()) <= 16:
            add(m, "named")
    # "(source: general knowledge)", "Source: Various websites": a source that names nothing is none
    found = [c for c in found if not (c.kind == "named" and not _MEASURED.match(c.text) and nameless(re.sub(
        r"^\W*(?:according to|per|via|see|source|sources|fonte|fonti|fuente|quelle|quellen|источник|źródło|bron|kaynak|"
        r"cf\.)\s*:?\s*(?:the\s+)?", "",
        c.text.strip("()（）"), flags=re.I)))]
    return tuple(sorted(found, key=lambda c: c.start))


_EXPONENT_BEFORE = rx(r"(?:^|[\W\d_])(?:[^\W\d_]{1,2}|km|cm|mm|dm|ft|mi|yd|sq|cu|\d+|[)\]])$|/\S{0,3}$")


def _line_start(body: str, at: int) -> int:
    """Where the line holding ``at`` begins, after its leading blanks and emphasis."""
    start = body.rfind("\n", 0, at) + 1
    return start + len(body[start:at]) - len(body[start:at].lstrip(" *_>"))


def _defines(before: str, acronym: str) -> bool:
    """Whether ``acronym`` spells the initials of the words right before it ("Global Interpreter Lock (GIL)")."""
    words = [w for w in re.findall(r"[^\W\d_][\w'’-]*", before)[-(len(acronym) + 4):]
             if w.lower() not in ("of", "the", "for", "and", "de", "des", "du", "la", "le", "der", "die", "das", "für", "del")]
    tail = words[-len(acronym):]
    return len(tail) == len(acronym) and "".join(w[0] for w in tail).upper() == acronym.upper()


def links(body: str) -> list[Citation]:
    return [c for c in citations(body) if c.kind in ("md_link", "autolink", "url")]


@dataclass(frozen=True)
class References:
    """A references section that ends the reply."""

    start: int  # index into the structure's lines where it begins (the label, or the first entry)
    label: str
    entries: tuple[str, ...]  # each entry as written (markers kept)
    style: str  # numbered | bulleted | plain | line (entries on the label's own line)


_ENTRY_NUMBERED = rx(r"^\s*(?:\[\^?\d{1,3}\]:?|\d{1,3}[.)]|[\u00b9\u00b2\u00b3\u2070-\u2079]+)\s+\S")
# a markdown footnote or link definition that ends the reply: "[^bls]: Bureau of Labor ...", "[BLS]: https://..."
_ENTRY_DEFINITION = rx(r"^\s*\[\^?[^\]\n]{1,40}\]:\s*\S")
_ENTRY_BULLET = rx(r"^\s*[-*+•]\s+\S")
# the markdown reader's label, with a single emphasis too ("*Source: Fraunhofer ISE*", "_Sources:_")
_LABEL = rx(REFERENCE_LABEL.pattern.replace("fonte|", "fontes?|").replace("参考資料", "参考資料|参考|参照|出所|引用元")
                    .replace(r"(?:\*\*|__)?", r"(?:[*_]{1,2})?"), re.I)


def _reference_like(line: str, entry: bool = True) -> bool:
    """A line that reads as a reference: a link, "et al.", a quoted or italic title, "Name, ..."; a year only in a list
    entry (a sentence with a date in it is no reference)."""
    return bool(_URL.search(line) or _DOMAIN.search(line) or (entry and _YEAR.search(line)) or _ITALIC_TITLE.search(line)
                or re.search(r"\bet al\b|[\"“«„]", line) or _MD_LINK.search(line)
                or re.search(r"^\W*(?:\d+[.)]|\[\d+\]|[-*•])?\s*(?-i:[A-ZÀ-Ý])[\w.&-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w.&-]+)*\s*[,–—]",
                             line))


@functools.lru_cache(maxsize=64)
def references(text: str) -> References | None:
    """The references section that ends the reply, if any."""
    lines = parse(text).lines
    if not lines:
        return None
    for i in range(len(lines) - 1, -1, -1):
        if _LABEL.match(lines[i].text):
            rest = [ln.text for ln in lines[i + 1:]]
            own = re.sub(r"^\W*\w+[^:：]*[:：]\s*", "", lines[i].text.strip(" *#_")) if re.search(r"[:：]\s*\S", lines[i].text) \
                else ""
            if any(not (_ENTRY_NUMBERED.match(r) or _ENTRY_BULLET.match(r) or _ENTRY_DEFINITION.match(r)
                        or _reference_like(r, entry=False))
                   for r in rest):
                return None  # "References: ..." then the answer: the section does not end the reply
            if own and not rest:
                return References(i, lines[i].text, (own,), "line")
            return References(i, lines[i].text, tuple(rest), _style(rest))
    tail: list[str] = []
    for line in reversed(lines):
        if (_ENTRY_NUMBERED.match(line.text) or _ENTRY_BULLET.match(line.text)) and _reference_like(line.text) \
                or _ENTRY_DEFINITION.match(line.text):
            tail.insert(0, line.text)
        else:
            break
    if tail and len(tail) < len(lines):
        return References(len(lines) - len(tail), "", tuple(tail), _style(tail))
    return None


def _style(rows: list[str]) -> str:
    if rows and all(_ENTRY_NUMBERED.match(r) for r in rows):
        return "numbered"
    if rows and all(_ENTRY_BULLET.match(r) for r in rows):
        return "bulleted"
    return "plain"


@functools.lru_cache(maxsize=64)
def _before_references(text: str) -> str:
    """The reply's prose before its references section (the whole prose when it has none)."""
    refs = references(text)
    lines = [ln for ln in parse(text).lines if ln.kind != INDENTED_CODE]
    keep = lines[:refs.start] if refs else lines
    return re.sub(r"`[^`\n]*`", _blank, "\n".join(ln.text for ln in keep))


# a count in words is a figure when it counts a measure ("eight years", "two million people"), not "three commits"
_COUNT_WORDS = rx(r"\b(?:" + longest_first({*number_words(("en",), range(2, 13)),
                                             *(number_plain("en", v) for v in (15, 20, 30, 40, 50))}) + r"|"
                          r"hundreds?|thousands?|millions?|billions?|dozens?)\s+(?:of\s+)?(?=(?:years?|months?|weeks?|days?|"
                          r"hours?|decades?|centuries|people|persons|users|inhabitants|residents|species|countries|percent|"
                          r"per cent|times|miles|kilomet\w+|met(?:er|re)s|feet|tons?|tonnes?|dollars|euros|million|billion|"
                          r"thousand|hundred)\b)", re.I)


# the same counts in German, French, Spanish, Portuguese ("drei Tage", "trois jours", "tres días", "sete horas")
_I18N = ("de", "fr", "es", "pt")  # (the words of memlock_core/number_lexicon.py this reader has not been checked with kept out)
_COUNT_WORDS_I18N = rx(r"\b(?:" + longest_first(
                       ({*number_words(_I18N, range(2, 13)), *(number_plain(lang, v) for lang in _I18N for v in (20, 30, 100))}
                        - {"onze", "quatro", "once", "six", "elf", "cem"})) + r"|tausend|mille|mil"
                       r")\s+(?=(?:tage?n?|wochen|monate?n?|jahren?|"
                       r"stunden|minuten|menschen|prozent|jours?|semaines|mois|ans|années|heures|personnes|pour cent|"
                       r"días|semanas|meses|años|horas|personas|por ciento|dias|anos|pessoas|por cento|vezes|veces|fois|mal)\b)",
                       re.I)
_FRACTION = rx(r"\b(?:(?:a|one|two|three)\s+(?:third|quarter|fifth|tenth)s?|half|(?:the\s+)?majority)\s+of\b|"
               # a share in words in German, French, Spanish, Italian, Portuguese: "ein Viertel der", "un tiers des",
               # "la mitad de", "un terzo degli", "um quarto dos", "die Hälfte der", "la majorité des"
               r"\b(?:ein|zwei|drei)\s+(?:drittel|viertel|fünftel|zehntel)\s+(?:der|aller|des|von)\b|"
               r"\bdie\s+(?:hälfte|mehrheit)\s+(?:der|aller|des|von)\b|"
               r"\b(?:un|deux|trois)\s+(?:tiers|quarts?|cinquième)\s+(?:des|de|du)\b|\bla\s+(?:moitié|majorité)\s+(?:des|de|du)\b|"
               r"\b(?:un|una|dos|tres)\s+(?:tercio|cuarto|quinto)s?\s+(?:de|del)\b|\bla\s+(?:mitad|mayoría)\s+(?:de|del)\b|"
               r"\b(?:un|due|tre)\s+(?:terz[oi]|quart[oi])\s+(?:de[il]|della|degli|di)\b|\bla\s+(?:metà|maggioranza)\s+(?:de[il]|della|degli|di)\b|"
               r"\b(?:um|dois|três)\s+(?:terços?|quartos?)\s+(?:dos?|das?|de)\b|\ba\s+(?:metade|maioria)\s+(?:dos?|das?|de)\b",
               re.I)
# an order of magnitude said in words: "tens of billions", "hundreds of thousands", "des dizaines de milliards",
# "Dutzende Millionen", "Hunderte von Milliarden", "decenas de miles de millones", "centenas de milhões", "数十億", "数百万"
_MAGNITUDE = rx(r"\b(?:tens|hundreds|thousands|dozens)\s+of\s+(?:thousands|millions|billions|trillions)\b|"
                        r"\b(?:des\s+)?(?:dizaines|centaines|milliers)\s+de\s+(?:milliers|millions|milliards)\b|"
                        r"\b(?:dutzende|hunderte|tausende)\s+(?:von\s+)?(?:tausend|millionen|milliarden)\b|"
                        r"\b(?:decenas|cientos|centenares|miles|dezenas|centenas|milhares|decine|centinaia|migliaia)\s+de\s+"
                        r"(?:miles|millones|milhões|bilhões|milhares|migliaia|milioni|miliardi)\b|"
                        r"数(?:十|百|千)(?:万|億|兆)|何(?:十|百|千)(?:万|億)|数(?:十|百|千)万|几(?:十|百|千)(?:万|亿)|"
                        # a count in Han numerals with its order of magnitude: "一千多万", "三亿", "两百万余"
                        r"[一二两兩三四五六七八九十百千]{1,6}(?:多|余|餘)?(?:万|萬|亿|億|兆)(?:多|余|餘)?", re.I)


def figures(body: str) -> list[tuple[int, str]]:
    """Numbers the prose states, in digits or (English) words (list markers, versions such as v2 or 3.10 after a
    name, and numbers inside identifiers are not figures); a share in words ("a third of", "half of") too."""
    out = [(m.start(), m.group(0).strip()) for p in (_COUNT_WORDS, _COUNT_WORDS_I18N) for m in p.finditer(body)]
    out += [(m.start(), m.group(0)) for m in _FRACTION.finditer(body)]
    out += [(m.start(), m.group(0)) for m in _MAGNITUDE.finditer(body)]
    for m in _FIGURE.finditer(body):
        before = body[max(0, m.start() - 20):m.start()]
        if re.search(r"\b(?:python|node|version|v|es|html|http|ipv|windows|macos|ios|android|java|php)\s?$", before, re.I):
            continue
        if _LABEL_BEFORE.search(before) or _VERSION_AFTER.match(body[m.end():m.end() + 20]) or (
                _CODE_NOUN.search(before) and re.fullmatch(r"[1-5]\d\d", m.group(0))
                and not _MEASURE_AFTER.match(body[m.end():m.end() + 20])):
            continue  # "step 3", "section 8.3", "a 404", "Node 20 or newer", "3.x": a label or a version
        # "ships Django 5.0", "on iOS 17": a version after a name inside a sentence, not a figure
        product = re.search(r"(?:[\w,;:]\s+|\()((?-i:[A-Z]|[a-z]+[A-Z])[\w+#.-]*)\s$", before)
        word = product.group(1) if product else ""
        measured = re.match(r"\s?(?:%|‰|°|€|\$|(?:k|c|m)?m\b|km²?|m²|kg|g\b|t\b|h\b|s\b|ms\b|[KMGT]i?B\b|met(?:er|re)s?\b|"
                            r"meilen|miles?\b|ft\b|feet\b|years?\b|jahre\b|ans\b|años\b|millions?\b|billions?\b|"
                            r"millionen\b|milliarden\b|mio\b|mrd\b)", body[m.end():], re.I)
        if product and not measured and not _MONTH.match(word) and ("." in m.group(0) or not re.fullmatch(r"(?-i:[A-Z][a-z]+)", word)):
            continue
        out.append((m.start(), m.group(0)))
    return sorted(out)


# a word that starts like a month, short or written out (English, French, German, Spanish, Italian, Portuguese); the
# short "fév", "mär", "mrz" were never among them (a word must start "févr", "märz"): kept as it was
_MONTH_START = alternation([*month_abbreviations("en", "fr", "de"), *months("de", "es", "it", "pt")],
                           without=("fév", "mär", "mrz"))
_MONTH = rx(rf"(?:{_MONTH_START})\w*\.?$", re.I)


def _factual(body: str) -> bool:
    words = re.findall(r"[^\W_]+", body)
    cjk = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", body))
    return len(words) + cjk // 2 >= 5 and bool(figures(body) or _NUMBER_WORDS.search(body)
                                               or re.search(r"(?<=[a-z,;] )[A-Z][a-z]{2,}", body))


def _excerpt(body: str, width: int = 60) -> str:
    flat = " ".join(body.split())
    return flat if len(flat) <= width else flat[:width - 1] + "…"


def _paragraphs(body: str) -> list[tuple[int, str]]:
    out, at = [], 0
    for piece in re.split(r"(\n\s*\n|\n(?=\s*(?:[-*+•]|\d+[.)])\s))", body):
        if piece and piece.strip() and not re.fullmatch(r"\n\s*\n|\n", piece):
            out.append((at, piece))
        at += len(piece)
    return out


# A sentence that opens with a verb in the imperative, after a list marker, "Step 2:" or "Then": an instruction (a
# step of a procedure, a recipe, a setting), whose numbers are values to use.
_IMPERATIVE = rx(
    r"(?:(?:\d+[.)]|[-*+•]|(?:step|étape|schritt|paso|passo)\s+\d+\s*[:.)-])\s*)?(?:(?:then|next|first|finally|now|"
    r"afterwards|ensuite|puis|dann|danach|luego|después)\b,?\s+)?"
    r"(?:set|use|run|add|change|put|open|install|type|press|go|click|pass|increase|decrease|raise|lower|limit|keep|try|"
    r"make|give|allocate|configure|start|restart|wait|upgrade|downgrade|update|pin|bump|scale|resize|reduce|cap|"
    r"switch|enable|disable|call|create|select|choose|enter|copy|paste|replace|rename|move|edit|save|delete|remove|"
    r"check|retry|repeat|allow|leave|let|cut|chop|slice|dice|mince|peel|mix|stir|whisk|beat|fold|knead|combine|pour|"
    r"heat|preheat|bake|roast|boil|simmer|fry|grill|cook|season|serve|cool|chill|freeze|rest|soak|drain|rinse|spread|"
    r"sprinkle|marinate|measure|weigh|divide|shape|roll|cover|place|transfer|reserve|warm|melt|top|drink|walk|run|"
    r"stretch|sleep|take|do|aim|eat|lift|hold|breathe|count|book|pack|"
    r"mets|utilise|lance|ajoute|change|règle|mélange[zr]?|fais|faites|cuire|laisse[zr]?|prends|prenez|versez?|"
    r"setze|verwende|nutze|starte|füge|stelle|mische|backe|lass|nimm|gib|rühre|"
    r"essaie|essayez|commence|commencez|évite|évitez|pratique|pratiquez|"
    r"usa|pon|ejecuta|añade|cambia|configura|instala|mezcla|hornea|deja|toma|agrega|practica|prueba|intenta|empieza|"
    r"evita|haz|bebe|duerme|camina|"
    r"mescola|aggiungi|cuoci|lascia|prendi|misture|adicione|deixe|asse)\b", re.I)
# a sentence that ends in a request or an instruction to the reader, in the scripts whose verb comes last: Korean
# "-세요 / -십시오 / -면 됩니다", Japanese "-てください / -ましょう", Chinese "...吧" or "请..." ("20분 끓이면 됩니다")
_IMPERATIVE_END = rx(r"(?:세요|십시오|면\s?(?:됩니다|돼요|된다)|(?:て|で)(?:ください|下さい)|ましょう|なさい|吧)\s*[.!。！]?\s*$|"
                            r"^\s*请")
# addressed to the reader as advice or a requirement, or the assistant reporting what it did ("You'll need 2 cups of
# flour", "I'd suggest a 2-week sprint", "I've moved the meeting to March 14"): values of the task, not claims
_TASK_VOICE = rx(
    r"\byou(?:'ll|\s+will)?\s+(?:(?:probably|also|only|just)\s+)?(?:need|want|should|must|have to|can|could|may)\b|"
    r"\bmake sure\b|\b(?:I|we)(?:'d|\s+would)?\s+(?:suggest|recommend|advise|propose|go with|start with|use|aim)\b|"
    r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+)?(?:set|moved|scheduled|added|changed|updated|sent|created|booked|"
    r"renamed|fixed|increased|reduced|bumped|pinned|resized|put|made|written|wrote|split|reserved)\b|"
    r"\b(?:should|will|would|might|could)\s+(?:only\s+)?(?:take|last|cost|need)\b|"
    r"\b(?:tu dois|il te faut|il vous faut|vous devez|du brauchst|du solltest|necesitas|deberías|hai bisogno)\b", re.I)
# the number names a thing rather than measuring one: "step 3", "chapter 4", "section 8.3", "port 8080", "issue #12",
# "HTTP 404", "a 404", "Node 20 or newer"
_LABEL_BEFORE = rx(
    r"(?:\b(?:steps?|chapters?|sections?|sec\.|pages?|pp?\.|parts?|lines?|ports?|items?|phases?|stages?|levels?|options?|"
    r"figures?|fig\.|tables?|appendix|issues?|tickets?|episodes?|seasons?|rooms?|gates?|tracks?|rules?|paragraphs?|"
    r"errors?|status|codes?|http|rfc|iso|pep|api|no\.|nr\.|nos?\.|numbers?|ids?|builds?|releases?|versions?|"
    r"vers\.|ver\.|rev\.|revisions?|patch|tier|plan|round|slide|exercise|question|task|option|"
    r"schritt|kapitel|abschnitt|seite|zeile|étape|chapitre|ligne|paso|capítulo|sección|página|línea|passo|capitolo)"
    r"|#|§)\s*$", re.I)
# "a 404 means ...", "the 503 error": a three-digit code used as a noun (no measure after it)
_CODE_NOUN = rx(r"\b(?:a|an|the)\s+$", re.I)
_MEASURE_AFTER = rx(r"\s*(?:%|[-\s]?(?:percent|per|[a-z]*(?:meters?|metres?|miles?|km|kg|lbs?|people|users|"
                            r"years?|days?|hours?|minutes?|seconds?|times|dollars|euros|pounds|million|billion|"
                            r"thousand|calories|kcal|words|pages)\b))", re.I)
_VERSION_AFTER = rx(r"\s*(?:\+|or (?:newer|later|higher|above|up)|and (?:up|above|later|newer)|\.x\b|"
                            r"(?:-|\s)(?:compatible|only|series|branch|release|beta|alpha|rc\d*|lts)\b)", re.I)
# a computation or a conversion the reply works out ("15% of 240 is 36", "90 / 3 = 30", "12 inches is 30.48 cm"):
# arithmetic, not a fact a source backs
_COMPUTATION = rx(
    r"\d\s*(?:[a-zA-Z%°$€£]{1,4}\s*)?[=×÷*/+]\s*[$€£]?\d|\b\d+(?:[.,]\d+)?\s*(?:plus|minus|times|divided by|multiplied by|over)\s+\d|"
    r"\b\d+(?:[.,]\d+)?\s*%\s+of\s+(?:\$|€|£)?\d|\b(?:comes? to|works? out (?:to|at)|adds? up to|that(?:'s| is) "
    r"(?:about |roughly )?\d+(?:[.,]\d+)?\s*(?:each|per person|a head|apiece)|each (?:pays?|gets?|owes?)|"
    r"you(?:'d| would)? (?:save|pay|get|owe|end up with)|so (?:the )?(?:total|result|answer|sum)|"
    r"(?:the two|the three|both|all three|these|those|they)\s+(?:together|combined)|(?:together|combined),?\s+(?:that'?s|"
    r"they|these|the two|this) (?:make|makes|come|comes|add|adds|give|gives|is|are))\b|"
    r"\b\d+(?:[.,]\d+)?\s*(?:in(?:ch(?:es)?)?|ft|feet|foot|yards?|miles?|mi|lbs?|pounds?|oz|ounces?|cups?|gallons?|"
    r"°[CF]|cm|mm|m|km|kg|g|l|ml|litres?|liters?|kilomet(?:er|re)s?|met(?:er|re)s?)\s+(?:is|are|equals?|=|≈|makes?)\s+"
    r"(?:about\s+|roughly\s+|approximately\s+|exactly\s+)?\d", re.I)


def _instruction(body: str, at: int) -> bool:
    """A number in an instruction ("Set the pool size to 4", "timeout=30", "worker_processes 4", "port 8080", "Bake for
    25 minutes", "You'll need 2 cups of flour"), a computation ("15% of 240 is 36") or an account of the task ("I've
    moved the meeting to March 14") is a value to use, not a claim a source backs."""
    if re.search(r"=\s*$|\b\w+_\w+\s+(?:to\s+)?$|\bports?\s+$", body[max(0, at - 25):at], re.I):
        return True
    start = _sentence_start(body, at)
    sentence = body[start:_sentence_end(body, at)]
    sentence = _URL.sub(" ", sentence)
    if _IMPERATIVE.match(body[start:].lstrip()) or _TASK_VOICE.search(sentence) or _IMPERATIVE_END.search(sentence):
        return True
    # a computation is read in the number's own clause: "Solar made 5.5% and wind 7.8%, so the two together passed
    # 13%" works out the 13% only
    clause_start = max((m.end() for m in re.finditer(r"[,;:—–]\s|\s(?=so\s)", body[start:at])), default=0) + start
    clause_end = next((at + m.start() for m in re.finditer(r"[,;:—–](?:\s|$)|\.(?:\s|$)", body[at:])), len(body))
    if _COMPUTATION.search(_URL.sub(" ", body[clause_start:clause_end])):
        return True
    # the premise or the result of a computation worked out in the same sentence: "If you split the bill of 90
    # euros between 3 people, each pays 30", "25% of 80 is 20, so the discount brings the price to 60"
    clause = body[clause_start:clause_end].lstrip(" ,;:—–")
    return bool(re.match(r"(?:so|which|then|making|giving|leaving|bringing|if|when|that brings|that leaves)\b", clause,
                         re.I) and any(_COMPUTATION.search(part) for part in re.split(r"[,;:—–]\s", sentence)))


_STOP = r"(?<!\b\d)(?<!\b\d\d)\.(?=\s)|[!?](?=\s)|[。！？]|\n"  # "Am 9. November 1989": an ordinal, no sentence end


def _sentence_start(body: str, at: int) -> int:
    marks = [m.end() for m in re.finditer(_STOP, body[:at])]
    return marks[-1] if marks else 0


def _sentence_end(body: str, at: int) -> int:
    found = re.search(r"(?<!\b\d)(?<!\b\d\d)\.(?=\s|$)|[!?](?=\s|$)|[。！？]|\n", body[at:])
    return at + found.end() if found else len(body)


_PERSONAL = rx(r"\b(?:you|your|yours|i|i'?d|i'?m|i'?ve|we|we'?d|let'?s|should|could|might|(?-i:may)|would|can|"
                       r"please|tu|vous|ton|tes|votre|je|nous|dein\w*|ich|wir|sollte\w*|könnte\w*|tú|usted|yo|"
                       r"nosotros|podrías|deberías|depends?|dépend|hängt|depende)\b", re.I)


def named_claims(para: str) -> list[tuple[int, str]]:
    """The sentences of ``para`` that state a fact about something named, with their places: a declarative sentence
    of five words or more with a proper name after its first word ("Leonardo da Vinci painted the Mona Lisa", "It
    flows through Brazil and Peru"), not a question, not addressed to the reader or hedged with a modal ("If you like
    control, I'd go with Rust"), not an instruction."""
    out = []
    at = 0
    for piece in re.split(rf"({_STOP})", para):
        sentence = piece.strip()
        start = at + (len(piece) - len(piece.lstrip()))
        at += len(piece)
        words = sentence.split()
        # quoted text is someone's words, not the reply's claim; German capitalises every noun: no name to read there
        sentence = re.sub(r"[„“\"«»「『][^„“”\"«»」』]*[“”\"»」』]?", " ", sentence)
        german = len(re.findall(r"\b(?:der|die|das|und|ist|nicht|ein|eine|mit|für|den|dem|sich|auf|im|zu|es)\b", sentence)) >= 2
        opening = re.sub(r"^\W*(?:then|next|first|finally|now|afterwards|also|just|simply|ensuite|puis|dann|danach|luego|"
                         r"después|despues)\b[,\s]*", "", sentence, flags=re.I)
        if len(words) < 5 or german or sentence.endswith("?") or _PERSONAL.search(sentence) or _IMPERATIVE.match(opening) \
                or re.match(r"^\W*(?:\d+[.)]\s*)?[a-z]", sentence):
            continue
        if re.search(r"(?<=[\w,;] )(?-i:[A-ZÀ-Ý])[\w'’-]{2,}", sentence):
            out.append((start, words[0]))
    return out


@functools.lru_cache(maxsize=32)
def _code_numbers(text: str) -> frozenset[str]:
    """The numbers written in the reply's code (blocks, indented code, inline code): a figure in the prose that repeats
    one ("It prints the first 10 multiples of 42") speaks of the code, not of the world. Memoized per reply."""
    structure = parse(text)
    code = [ln.text for ln in structure.lines if ln.kind == INDENTED_CODE] + re.findall(r"`([^`\n]+)`", text)
    code += [block.body for block in structure.code]
    return frozenset(re.findall(r"\d+(?:\.\d+)?", "\n".join(code)))


def claimed_figures(para: str, user_message: str | None = None, code: frozenset[str] = frozenset()) -> list[tuple[int, str]]:
    """The figures of ``para`` a source could back: not a number the user gave ("15% of 240"), one of the reply's code,
    nor a value of an instruction, a computation or an account of the task (see :func:`_instruction`)."""
    return list(_claimed_figures(para, user_message, code))


@functools.lru_cache(maxsize=256)
def _claimed_figures(para: str, user_message: str | None, code: frozenset[str]) -> tuple[tuple[int, str], ...]:
    """:func:`claimed_figures`, memoized: every source pin reads the same paragraphs of a reply."""
    given = set(re.findall(r"\d+(?:[.,]\d+)*", user_message or ""))
    # "Anything above 1024 works; 3000 and 8080 are common": in an exchange about ports (process ids, exit codes, file
    # modes) a bare whole number names one of them, it measures nothing a source could back
    named = bool(_IDENTIFIER_TOPIC.search(para) or _IDENTIFIER_TOPIC.search(user_message or ""))
    return tuple((i, f) for i, f in figures(para) if f not in given and f not in code and not _instruction(para, i)
                 and not (named and re.fullmatch(r"\d{1,5}", f) and not _MEASURE_AFTER.match(para[i + len(f):i + len(f) + 20])))


# a URL with a path of a page below the root (a file, or two segments and more), or a fragment
_DEEP_LINK = rx(r"https?://[^/\s)]+/(?:[^\s)#?]*[^/\s)#?]+\.(?:html?|md|php|aspx?)\b|[^/\s)#?]+/[^/\s)#?]+[^\s)]*|"
                r"[^\s)#]*#[\w.:-]{2,})")
_IDENTIFIER_TOPIC = rx(r"\b(?:ports?|puertos?|portas?|pids?|process ids?|uids?|gids?|exit (?:codes?|status)|"
                       r"status codes?|errno|chmod|umask|file modes?|permissions? bits?|code points?)\b|ポート|端口|포트", re.I)


def _claim_body(text: str) -> str:
    """The prose before the references, list markers blanked (a list's "2." is no figure)."""
    return re.sub(r"(?m)^\s*(?:\d{1,3}[.)]|[-*+•])\s", _blank, _before_references(text))


@functools.lru_cache(maxsize=32)
def states_facts(text: str, user_message: str | None) -> bool:
    """Whether the reply states a fact a source could back: a figure, or a sentence about something named (see
    :func:`named_claims`); a reply to a creative or social request states none. Memoized: the source pins and the
    ``factual`` condition of one reply ask it again."""
    from memlock_core.compliance.user_turn import creative_or_social

    if user_message is not None and creative_or_social(user_message):
        return False
    body = _claim_body(text)
    code = _code_numbers(text)
    return any(claimed_figures(para, user_message, code) or named_claims(para) or research_appeals(para)
               for _, para in _paragraphs(body))


PER_CLAIM_TOKENS = frozenset({"per_claim", "per_claim_links", "per_fact", "per_fact_links"})


def unsourced_answer(text: str, user_message: str | None) -> bool:
    """A reply in prose that cites nothing (no link, marker, named source, references) and is neither creative nor
    social, nor only instructions to the reader."""
    from memlock_core.compliance.user_turn import creative_or_social

    if user_message is not None and creative_or_social(user_message):
        return False
    body = _claim_body(text)
    if references(text) or citations(body) or not body.strip():
        return False
    sentences = [m for m in re.finditer(r"[^.!?。！？\n]+", body) if len(m.group(0).split()) >= 3]
    return any(not _instruction(body, m.start() + len(m.group(0)) - len(m.group(0).lstrip())) for m in sentences)


# a second clause joined after a source ("... in the [survey](...), and Rust is used by 1 in 8"): its own claim
_CLAUSE_JOIN = rx(r",\s+(?:and|but|while|whereas|though|et|mais|alors que|und|aber|während|y|pero|mientras|e|ma|mentre|"
                  r"mas|enquanto)\s+|;\s+")


def _clause_end(para: str, at: int) -> int:
    """The end of the sentence a source at ``at`` stands in, or of its clause when another clause follows it."""
    end = _sentence_end(para, at)
    join = _CLAUSE_JOIN.search(para, at, end)
    return join.start() if join else end


def _claims_verdict(text: str, kind: str, user_message: str | None, facts: bool = False) -> Finding:
    """per_claim: every figure has a source after it in its paragraph (a source covers what comes before it); with
    ``facts`` (per_fact: "every factual claim"), every sentence stating a fact about something named too."""
    from memlock_core.compliance.user_turn import creative_or_social

    if user_message is not None and creative_or_social(user_message):
        return NOT_APPLICABLE, "a creative or social reply: nothing to cite"
    refs = references(text)
    body = _claim_body(text)
    found = citations(body)
    markers = [c for c in found if c.kind == "marker"]
    if refs and not markers and not [c for c in found if c.kind != "marker"]:
        if all(nameless(e) for e in refs.entries):
            return BROKEN, f"a source that names nothing: \"{_excerpt(refs.entries[0], 40)}\""
        return OBEYED, f"a references section covers the reply ({len(refs.entries)} entries)"
    wanted = ("md_link", "autolink", "url") if kind == "links" else None
    code = _code_numbers(text)
    linked_refs = bool(refs and any(links(e) for e in refs.entries))
    stated = 0
    for at, para in _paragraphs(body):
        cites = [c for c in citations(para) if wanted is None or c.kind in wanted
                 or (c.kind == "marker" and linked_refs)]  # [^1] whose entry at the end links its source
        numbers = [(i, f) for i, f in claimed_figures(para, user_message, code)
                   if not any(c.start <= i < c.end for c in citations(para))]
        if facts:
            numbers = sorted(numbers + [(i, w) for i, w in named_claims(para)
                                        if not any(c.start <= i < c.end for c in citations(para))])
        # "Studies show it works ...": research appealed to is a claim whatever the rule counts (research_claims.py)
        numbers = sorted({*numbers, *research_appeals(para)})
        stated += len(numbers)
        # a source after a claim covers what comes before it (a link too: "... Source: https://..."); one named in a
        # sentence ("According to the WHO, ...", "... secondo l'ISTAT", a link in the running text) its own sentence
        last = max((c.end for c in cites if not c.forward or c.kind in ("md_link", "url", "autolink")), default=-1)
        own = [(_sentence_start(para, c.start), _clause_end(para, c.end)) for c in cites if c.forward]
        for c in cites:  # "per W3Techs (https://...), which also puts ...", "On its benchmarks (https://...), X is 10x"
            if c.kind in ("md_link", "url", "autolink") and not c.forward:
                start = _sentence_start(para, c.start)
                after_name = any(n.forward and n.kind == "named" and 0 <= c.start - n.end <= 3 for n in citations(para))
                if after_name or not any(start <= i < c.start for i, _ in figures(para)):
                    own.append((start, _sentence_end(para, c.end)))
        after = [(i, f) for i, f in numbers if i > last and not any(a <= i < b for a, b in own)]
        # a bare year right after a source is its date: "secondo l'ISTAT (2023)"
        after = [(i, f) for i, f in after if not (re.fullmatch(r"(?:19|20)\d{2}", f) and last >= 0
                                                  and re.fullmatch(r"[\s(,]*", para[last:i]))]
        if after:
            what = "link" if kind == "links" else "source"
            where = "after the last " + what if cites else f"with no {what} in its paragraph"
            return BROKEN, f"\"{after[0][1]}\" stated {where}: \"{_excerpt(para[max(0, after[0][0] - 30):after[0][0] + 40])}\""
    if not stated:
        return NOT_APPLICABLE, "no figure or named fact in the reply" if facts else "no figure in the reply"
    if facts:
        return OBEYED, f"every figure and named fact has a source next to it ({stated} claims)"
    return OBEYED, f"every figure has a source next to it ({stated} figures)"


_API_NAME = rx(r"`(?:[A-Za-z_][\w]*\.)+[A-Za-z_]\w*(?:\(\))?`|\[`?(?:[A-Za-z_][\w]*\.)+[A-Za-z_]\w*(?:\(\))?`?\]")


# a call in inline code ("`open()`", "`_.debounce(func, wait)`"); a command-line flag in inline code ("`git log --oneline`",
# "`--graph`")
_API_CALL = rx(r"`[A-Za-z_][\w.]*\([^`\n]{0,60}\)`")
_FLAG = rx(r"`[^`\n]*(?<![\w-])--?[A-Za-z][\w-]*[^`\n]*`")


# a file's name looks like module.function ("`tsconfig.json`", "`settings.py`"): its last part is a file type
_FILE_NAME = rx(r"[\w.-]+\.(?:json|jsonc|ya?ml|toml|ini|cfg|conf|txt|md|lock|xml|csv|py|pyi|js|mjs|cjs|ts|tsx|"
                        r"jsx|sh|rb|go|rs|java|kt|html?|css|scss|sql|gradle|properties|dockerfile|tf|vue|svelte|php|cpp)")


def _docs_each(body: str, flags: bool = False, code: bool = False) -> Finding:
    """docs_each: every library function named (``module.function``, a call) has a link to its documentation in its
    sentence or after it (a docs link covers what comes before it, as a source does); with ``flags``, every
    command-line flag named too. A reply with code (``code``: a block or an inline span) that names no function but
    links a blog post or a forum thread and no documentation cites the wrong kind of page for it."""
    named = sorted({m.start(): m.group(0) for p in ((_API_NAME, _API_CALL, _FLAG) if flags else (_API_NAME, _API_CALL))
                    for m in p.finditer(body) if not _FILE_NAME.fullmatch(m.group(0).strip("`[]"))}.items())
    found = links(body)
    posts = [c for c in found if _BLOG_URL.search(c.text) or _FORUM_URL.search(c.text)]
    if not named and code and posts and not any(_DOC_URL.search(c.text) for c in found if c not in posts):
        return BROKEN, f"a blog post or forum thread linked, not the documentation: \"{_excerpt(posts[0].text, 50)}\""
    if not named:
        return NOT_APPLICABLE, "no library function or flag named" if flags else "no library function named"
    docs = [c for c in links(body) if _DOC_URL.search(c.text) and not _BLOG_URL.search(c.text)]
    for at, name in named:
        start = _sentence_start(body, at)
        if not any(c.end > start for c in docs):
            what = "a library function or flag" if flags else "a library function"
            return BROKEN, f"{what} named with no link to its documentation after it: {name} in " \
                           f"\"{_excerpt(body[start:_sentence_end(body, at)])}\""
    alone = docs_names.unlinked(body, [c.text for c in docs])  # "sorted(..., key=operator.itemgetter(1))"
    if alone:
        return BROKEN, f"a library function named with no link to its own documentation: {alone}"
    return OBEYED, f"{len(named)} names, each with a link to its documentation"


# a link the reply itself does not stand behind: hedged in its sentence ("It should be at https://...", "probably
# https://..."), or to a host no one outside can reach (``.internal``, ``.local``, ``.corp``, ``localhost``)
_HEDGED_LINK = rx(r"\b(?:should be (?:at|on|in|under)|(?:is |it'?s )?probably|likely|presumably|i (?:think|believe|guess)|"
                          r"might be|may be (?:at|on|under)|something like|(?:is )?usually (?:at|under)|typically (?:at|under)|"
                          r"guess(?:ing)?|if i recall|from memory|iirc|sollte unter|devrait être|debería estar|"
                          r"probablemente|probablement|wahrscheinlich)\b", re.I)
_PRIVATE_HOST = rx(r"^(?:https?://)?(?:www\.)?(?:localhost\b|[^/\s]*\.(?:internal|local|lan|corp|intranet|home|"
                           r"invalid|test)(?::\d+)?(?:/|$))", re.I)


def _invented_links(body: str) -> Finding:
    """no_invented: every link in the prose is one the reply stands behind: not hedged in its own sentence and not on
    a host only an intranet has (whether a public address exists is not known here: such a link is obeyed)."""
    found = links(body)
    if not found:
        return NOT_APPLICABLE, "no link"
    for c in found:
        md = _MD_LINK.match(c.text) if c.kind == "md_link" else None
        url = md.group("url") if md else c.text
        sentence = body[_sentence_start(body, c.start):_sentence_end(body, c.end)]
        if _PRIVATE_HOST.search(url.strip("<>")):
            return BROKEN, f"a link to a private host, a guess: \"{_excerpt(url, 50)}\""
        if _HEDGED_LINK.search(sentence.replace(c.text, " ")):
            return BROKEN, f"a link given as a guess: \"{_excerpt(sentence.strip())}\""
    return OBEYED, f"links given without a guess: {quote_words([c.text for c in found], 2)}"


_NON_DESCRIPTIVE = rx(r"^\s*(?:here|link|this|this link|click here|source|sources|ici|hier|aquí|aqui|qui|ここ|リンク|"
                              r"voir ici|see here|read more|more|url|\d+)\s*$", re.I)
_DOC_URL = rx(r"docs?\b|/doc/|documentation|/reference|/manual|/handbook|/api/|readthedocs|developer\.|"
                      r"learn\.microsoft|/library/|/howto/|/guide|/learn|\.dev/reference|man7\.org|/man/|"
                      # the specifications a documentation rule names beside it ("official docs or RFCs")
                      r"w3\.org/TR|rfc-editor\.org|ietf\.org|whatwg\.org|ecma-international\.org|/rfc\d", re.I)
# a question-and-answer site or a forum thread: no documentation, whoever wrote the answer
_FORUM_URL = rx(r"(?:^|//|\.)(?:stackoverflow\.com|stackexchange\.com|superuser\.com|serverfault\.com|reddit\.com|"
                        r"quora\.com)/", re.I)
_BLOG_URL = rx(r"qiita\.com|zenn\.dev|medium\.com|dev\.to|hatenablog|hatena\.ne\.jp|note\.com|substack\.com|"
                       r"cnblogs\.com|csdn\.net|jianshu\.com|juejin\.cn|tistory\.com|velog\.io|habr\.com|"
                       r"blogspot\.|wordpress\.com|(?:^|//|\.)blog\.|/blog/|tumblr\.com", re.I)


def source_rule_verdict(token: str, text: str, user_message: str | None) -> Finding:
    """One source token on one reply (see :mod:`memlock_core.compliance.content_spec`)."""
    name, _, value = token.partition(":")
    body = prose(text)
    found = citations(body)
    if name == "per_claim":
        return _claims_verdict(text, "any", user_message)
    if name == "study_authors":
        return _study_authors(text)
    if name in ("recent", "since"):  # the years of the sources cited: none before the limit
        import datetime
        limit = int(value) if name == "since" else datetime.date.today().year - int(value)
        dated = [int(y) for c in found for y in re.findall(r"\b(?:19|20)\d{2}\b", c.text)]
        listed = references(text)
        dated += [int(y) for e in (listed.entries if listed else ()) for y in re.findall(r"\b(?:19|20)\d{2}\b", e)]
        # "The AAP's 1999 policy statement", "its 2011 update", "the Survey 2024 release": a year a publication carries
        dated += [int(m.group(1) or m.group(2)) for m in re.finditer(
            r"\b((?:19|20)\d{2})\s+(?:\w+\s+)?(?:report|study|survey|statement|paper|release|data|update|wave|edition|"
            r"guidelines?|review|census|article|book|version)\b|\b(?:report|study|survey|statement|paper|release|data|"
            r"update|edition|guidelines?|review|census)\s+(?:of\s+|from\s+|in\s+)?((?:19|20)\d{2})\b", body, re.I)]
        if not dated:
            return NOT_APPLICABLE, "no dated source in the reply"
        old = [y for y in dated if y < limit]
        return (BROKEN, f"a source from {min(old)} (none before {limit} wanted)") if old else \
            (OBEYED, f"sources from {min(dated)} on (none before {limit})")
    if name == "file_line":  # every sentence about a part of the code points to its file and line
        raw = "\n".join(ln.text for ln in parse(text).lines if ln.kind != INDENTED_CODE)
        spoken = 0
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z`])|\n", raw):
            if not (_CODE_PART.search(sentence) or _FILE_LINE.search(sentence)) or sentence.rstrip().endswith("?"):
                continue
            spoken += 1
            if not _FILE_LINE.search(sentence):
                return BROKEN, f"code spoken of with no file and line: \"{_excerpt(sentence)}\""
        return (OBEYED, f"{spoken} sentences about the code point to a file and line") if spoken else \
            (NOT_APPLICABLE, "no part of the code spoken of")
    if name == "quote_linked":  # a quotation in the reply comes with the link of the page it quotes
        quoted = [q for m in _QUOTATION.finditer(body) if len((q := m.group(1) or m.group(2) or "").split()) >= 3
                  and (not user_message or q.strip() not in user_message)]
        if not quoted:
            return NOT_APPLICABLE, "nothing quoted"
        return (OBEYED, f"quotes with a link: {quote_words([c.text for c in links(body)], 2)}") if links(body) else \
            (BROKEN, f"a quotation with no link to its page: \"{_excerpt(quoted[0], 50)}\"")
    if name == "per_claim_links":
        return _claims_verdict(text, "links", user_message)
    if name in ("per_fact", "per_fact_links"):
        return _claims_verdict(text, "links" if name.endswith("links") else "any", user_message, facts=True)
    if name == "no_invented":
        return _invented_links(body)
    if name == "law_section":
        return _law_sections(body)
    if name == "law_link":  # "... and a link to the official text": a reply about the law links it
        law_outcome, _ = _law_sections(body)
        if law_outcome == NOT_APPLICABLE:
            return NOT_APPLICABLE, "the law not spoken of"
        return (OBEYED, f"the law linked: {quote_words([c.text for c in links(body)], 2)}") if links(body) else \
            (BROKEN, "the law spoken of with no link to its text")
    if name == "survey_year":
        return _surveys_named(body)
    if name == "quote_attributed":
        return _quotes_attributed(body, user_message)
    if name in ("docs_each", "docs_each_flags"):
        return _docs_each("\n".join(ln.text for ln in parse(text).lines if ln.kind != INDENTED_CODE),
                          flags=name == "docs_each_flags", code=bool(parse(text).code) or "`" in text)
    if name == "no_bare_urls":
        bare = [c for c in found if c.kind in ("url", "autolink")]
        if bare:
            return BROKEN, f"a bare URL: \"{_excerpt(bare[0].text)}\""
        vague = [c for c in found if c.kind == "md_link" and _NON_DESCRIPTIVE.match(c.text.split("](")[0].strip("[`*"))]
        if vague:
            return BROKEN, f"a link whose text says nothing: \"{_excerpt(vague[0].text)}\""
        md = [c for c in found if c.kind == "md_link"]
        return (OBEYED, f"{len(md)} descriptive markdown links") if md else (NOT_APPLICABLE, "no link in the reply")
    if name == "say_unsourced":
        if found or references(text):
            return OBEYED, "sources given"
        own = _own(text)
        if _HEDGE.search(own):
            return OBEYED, f"says it has no source: \"{_excerpt(_HEDGE.search(own).group(0))}\""  # type: ignore[union-attr]
        if not _factual(own):
            return NOT_APPLICABLE, "no factual claim"
        return BROKEN, f"facts stated with no source and no word that it has none: \"{_excerpt(own)}\""
    if name == "linked":
        # a DOI resolves to its paper: it is a link ("a working URL or a DOI")
        named = [c for c in found if c.kind in ("named", "author_year", "marker", "ident") and not (
            c.kind == "ident" and re.match(r"doi|10\.", c.text, re.I))]
        named += [Citation(m.start(), m.end(), "title", m.group(0)) for m in _ITALIC_TITLE.finditer(body)
                  if re.search(r"\b(?:in|per|from|see|review|journal)\b", body[max(0, m.start() - 30):m.start()], re.I)]
        if not named and not links(body):
            return NOT_APPLICABLE, "nothing cited"
        for c in named:
            sentence_end = min([i for i in (body.find(". ", c.end), body.find("\n", c.end)) if i >= 0] or [len(body)])
            sentence_start = max(body.rfind(". ", 0, c.start), body.rfind("\n", 0, c.start), 0)
            line_start, line_end = body.rfind("\n", 0, c.start) + 1, (body.find("\n", c.end) + 1 or len(body) + 1) - 1
            line = body[line_start:line_end]
            works = [n for n in named if line_start <= n.start < line_end]
            if _reference_like(line) and links(line) and len(works) == 1:
                # "Vaswani, A., ... (2017). ... *NeurIPS 30*. https://arxiv.org/...": the entry's link (an entry cites
                # one work; a paragraph naming two with one link leaves the other unlinked)
                continue
            own_sentence = body[sentence_start:sentence_end + 1]
            if re.search(r"\bdoi:\s?10\.|\bdoi\.org/|\b10\.\d{4,9}/", own_sentence, re.I):
                continue  # a DOI resolves to its paper
            if not links(own_sentence) and not (c.kind == "marker" and references(text)
                                                                        and any(links(e) for e in references(text).entries)):  # type: ignore[union-attr]
                return BROKEN, f"cited without a link: \"{_excerpt(c.text)}\""
        return OBEYED, "every source cited with a link"
    if name == "doi":
        papers = 0
        # a ";" parts two works as a full stop does ("BERT (arXiv link) ...; GPT-2, from *Language Models ...* (2019)")
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])|(?<=;)\s+|\n", body):
            if re.search(r"\bet al\b|\b(?:journal|proceedings|conference)\b|\b(?:NeurIPS|ICML|Nature|Science|Cell|Lancet|"
                         r"NEJM|JAMA|BMJ|PNAS|arXiv)\b", sentence) or _titled_work(sentence):
                papers += 1
                if not _IDENT.search(sentence) and "doi" not in sentence.lower():
                    return BROKEN, f"a paper cited without its DOI: \"{_excerpt(sentence)}\""
        return (OBEYED, f"{papers} papers cited with a DOI") if papers else (NOT_APPLICABLE, "no paper cited")
    if name == "no_link":
        linked = [c for c in found if c.kind in ("md_link", "url", "autolink")]
        for c in linked:
            if (_on_host(c.text, value) if "." in value else value in c.text.lower()) \
                    or any(_on_host(c.text, h) for h in _SITE_HOSTS.get(value, ())) \
                    or (value == "blog" and _BLOG_URL.search(c.text)):
                return BROKEN, f"links to {value}: \"{_excerpt(c.text)}\""
        return (OBEYED, f"no link to {value}") if linked else (NOT_APPLICABLE, "no link in the reply")
    if name == "no_site":
        for c in found:
            on_site = _on_host(c.text, value) if "." in value else value in c.text.lower() \
                or any(_on_host(c.text, h) for h in _SITE_HOSTS.get(value, ()))
            if on_site or (value == "blog" and c.kind in ("md_link", "url", "autolink") and _BLOG_URL.search(c.text)):
                return BROKEN, f"cites {value}: \"{_excerpt(c.text)}\""
        mention = re.search(rf"\b(?:source|per|according to|see|selon|laut|según)\b[^.\n]{{0,20}}\b{re.escape(value)}", body, re.I)
        if mention:
            return BROKEN, f"cites {value}: \"{_excerpt(mention.group(0))}\""
        # a named site recommended in the prose ("The Wikipedia article is also thorough", "el artículo de Wikipedia
        # «...»"); one set aside ("not Wikipedia", "rather than Wikipedia") is not cited
        if value != "blog":
            for hit in re.finditer(rf"(?<![\w.]){re.escape(value)}(?![\w])", body, re.I):
                before = body[max(0, hit.start() - 30):hit.start()]
                sentence = body[_sentence_start(body, hit.start()):_sentence_end(body, hit.end())]
                citing = re.search(r"\b(?:article|page|entry|see|check|read|look|source|link|reference|cite|artículo|"
                                   r"página|artigo|artikel|eintrag|seite|voir|consulte|mira|lee|lies|schau)\w*", sentence, re.I)
                if citing and not re.search(r"\b(?:not|no|never|avoid\w*|instead of|rather than|unlike|other than|besides|"
                                            r"without|except|sans|pas|plutôt que|nicht|kein\w*|ohne|statt|sin|no|en vez de|"
                                            r"en lugar de|nunca|senza|invece di|sem|em vez de)\b[^.;\n]{0,25}$", before, re.I):
                    return BROKEN, f"cites {value}: \"{_excerpt(body[max(0, hit.start() - 25):hit.end() + 25])}\""
        return (OBEYED, f"no {value} cited") if found else (NOT_APPLICABLE, "nothing cited")
    if name in source_pins.TOKENS:
        return source_pins.verdict(name, body, [c.text for c in links(body)])
    if name in source_kinds.TOKENS:
        cited = [(c.start, c.end, c.text) for c in found]
        return source_kinds.verdict(name, body, cited, [c.text for c in links(body)])
    if name == "docs_only":
        urls = links(body)
        if not urls:
            return NOT_APPLICABLE, "no link in the reply"
        other = [c for c in urls if not _DOC_URL.search(c.text) or _BLOG_URL.search(c.text)]
        return (BROKEN, f"a link that is not documentation: \"{_excerpt(other[0].text)}\"") if other else \
            (OBEYED, f"{len(urls)} links to documentation")
    if name in ("doc_page", "doc_page_link"):
        if not re.search(r"\bdocs?\b|documentation|manual|man page|handbook|reference|readthedocs|docs\.", body, re.I):
            return NOT_APPLICABLE, "no documentation referred to"
        page = re.search(r"\bpage\s+[\"“'«]|[\"“«][^\"”»\n]{4,80}[\"”»]|\b[\w.-]+\s+(?:manual|man)\s+page\b", body)
        section = re.search(r"\b(?:section|chapter|abschnitt|kapitel|sección|capítulo|rubrique)\b\s*[\"“'«]?\w", body, re.I)
        if page and section:
            return OBEYED, f"page and section named: \"{_excerpt(page.group(0))}\", \"{_excerpt(section.group(0))}\""
        # a link to the page itself ("https://docs.python.org/3/library/functools.html#functools.cache"): a path
        # below the site's root names the page, a fragment its section; the site's front page names neither
        deep = [c.text for c in links(body) if _DEEP_LINK.search(c.text)]
        if deep and name == "doc_page_link":
            return OBEYED, f"the exact page linked: \"{_excerpt(deep[0])}\""
        return BROKEN, "the docs are cited without the page and section"
    refs = references(text)
    if name == "footnotes":
        markers = [c for c in found if c.kind == "marker"]
        others = [c for c in citations(_before_references(text)) if c.kind in ("named", "author_year", "md_link", "url")]
        if not markers and not others and not refs:
            return NOT_APPLICABLE, "nothing cited"
        if not markers or any(not re.match(r"\[(?:\^|\d)", c.text) for c in markers):  # [1], [^1], [^bls] (rendered numbered)
            what = markers[0].text if markers else (others[0].text if others else "a reference list with no markers")
            return BROKEN, f"sources not cited as [n] footnotes: \"{_excerpt(what)}\""
        if not refs:
            return BROKEN, f"[n] markers ({', '.join(c.text for c in markers[:3])}) but no reference list at the end"
        inline = [c for c in others if c.kind in ("md_link", "url", "autolink")]
        if inline:  # "[1] ... and see also (https://...)": one source footnoted, another linked in the text
            return BROKEN, f"a source linked in the text, not as a [n] footnote: \"{_excerpt(inline[0].text)}\""
        return OBEYED, f"{len(markers)} [n] markers and {len(refs.entries)} references at the end"
    if name == "end_only":  # a citation of the text's own ("Vaswani et al. (2017) showed") is no source cited there
        inline = [c for c in citations(_before_references(text)) if c.kind in ("md_link", "url", "autolink")
                  or (c.kind == "named" and c.text.startswith(("(", "（")))]
        if not refs:
            return NOT_APPLICABLE, "no references section"
        return (BROKEN, f"a source cited in the text, not only at the end: \"{_excerpt(inline[0].text)}\"") if inline \
            else (OBEYED, "sources only at the end")
    if name in ("ref_numbered", "ref_bulleted", "ref_links", "no_inline"):
        inline = [c for c in citations(_before_references(text)) if c.kind not in ("marker",)]
        if name == "no_inline":
            return (BROKEN, f"a source cited in the text: \"{_excerpt(inline[0].text)}\"") if inline else \
                ((OBEYED, "sources only at the end") if refs else (NOT_APPLICABLE, "nothing cited"))
        if not refs:
            return NOT_APPLICABLE, "no references section"
        if name == "ref_links":
            unlinked = [e for e in refs.entries if not links(e)]
            return (BROKEN, f"a reference without a link: \"{_excerpt(unlinked[0])}\"") if unlinked else \
                (OBEYED, "every reference links")
        want = "numbered" if name == "ref_numbered" else "bulleted"
        return (OBEYED, f"references as a {want} list") if refs.style == want else \
            (BROKEN, f"references not as a {want} list: \"{_excerpt(refs.entries[0] if refs.entries else refs.label)}\"")
    if name == "no_academic":
        academic = [c for c in found if c.kind in ("marker", "author_year")]
        if refs and any(re.search(r"\bet al\b|\b(?:19|20)\d{2}\b[;:]?\s*\d|\bpp?\.\s*\d|\bvol\.", e) for e in refs.entries):
            return BROKEN, f"an academic reference list: \"{_excerpt(refs.entries[0])}\""
        apa = re.search(r"\b[A-Z][\w-]+,\s+[A-Z]\.(?:,\s+et al\.)?\s+\((?:19|20)\d{2}\)", body)
        if academic or apa:
            return BROKEN, f"an academic-style reference: \"{_excerpt(academic[0].text if academic else apa.group(0))}\""  # type: ignore[union-attr]
        return (OBEYED, "plain links only") if found else (NOT_APPLICABLE, "nothing cited")
    return NOT_APPLICABLE, f"unknown source rule {token}"


# Words that name no one: a source made only of them ("Source: general knowledge", "Sources: various websites",
# "Quelle: Allgemeinwissen", "出典：一般常識") points the reader nowhere.
_NAMELESS = frozenset("""general common commonly widely well known knowledge public information info various several many
multiple different diverse online internet web websites website sites site pages page articles article sources source books
book textbooks textbook literature publications research studies study experts expert reports data training my own personal
researchers researcher scientists scientist analysts analyst economists economist surveys survey estimates estimate
statistics figures numbers doctors people evidence science polls poll critics observers officials analysis analyses
report found show shows says
experience memory recollection recall searches search googling google results materials material the a an of from and or
on in this that it is are based reading readings sources: misc miscellaneous other others standard usual industry
connaissances connaissance générales général culture divers diverses sites internet expérience mémoire études recherches
livres manuels experts publique publiques la le les de des du et ou sur ma mon mes propre
allgemeinwissen allgemein bekannt bekannte verschiedene diverse internetseiten webseiten erfahrung wissen eigene eigenes
studien bücher fachliteratur experten quellen die der das und aus dem
conocimiento conocimientos general generales cultura varios varias diversas sitios páginas web experiencia propia propio
estudios libros expertos fuentes el los las y o en mi
laut einer eines einem ein eine studie umfrage bericht berichts analyse untersuchung gemäß zufolge
selon une un étude rapport enquête sondage analyse
según un una estudio encuesta informe análisis investigación
secondo uno un una studio rapporto indagine ricerca sondaggio
segundo um uma estudo pesquisa relatório""".split())
_NAMELESS_JA = rx(r"^(?:一般(?:常識|的な知識)|常識|各種(?:資料|サイト)|インターネット(?:上の情報)?|ネット(?:上の情報)?|"
                          r"ウェブ(?:サイト)?|経験|記憶|諸説)$")


def nameless(entry: str) -> bool:
    """A source entry that names nothing: only words that name no one (see ``_NAMELESS``), no link, no identifier."""
    body = re.sub(r"^\W*(?:\d{1,3}[.)]|\[\^?\d{1,3}\]:?)?\s*", "", entry)
    body = _LABEL.sub("", body) if _LABEL.match(body) else body
    body = re.sub(r"^\s*(?:sources?|quellen?|fuentes?|出典|参考)\s*[:：]\s*", "", body, flags=re.I).strip(" *_.。()（）")
    if not body or _URL.search(body) or _DOMAIN.search(body) or _IDENT.search(body) or re.search(r"\d", body):
        return not body
    if re.match(r"(?:my|from my|based on my|i|i'm|i've|from memory|mon|ma|mes|d'après mes|meine?[mn]?|aus meinem|mi|mis|"
                r"según mi)\b", body, re.I):
        return True  # "my own physics knowledge", "from memory": the reply's author, not a source
    if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", body):
        return bool(_NAMELESS_JA.match(body))
    words = re.findall(r"[^\W\d_]+", body.lower())
    return bool(words) and all(w in _NAMELESS for w in words)


def base_verdict(kind: str, text: str) -> Finding | None:
    """The reply-wide ``sources`` requirement for ``links`` and ``references`` (None: another module judges it): links
    are clickable links of the prose (a URL in inline code is code), references end the reply (a label or a trailing
    list of entries that read as references)."""
    if kind == "links":
        found = links(prose(text))
        if found:
            unlinked = unlinked_works(text, prose(text))  # "A study in Nature showed ..., and Walker's review (link)"
            if unlinked:
                return BROKEN, f"a cited work with no link of its own: \"{_excerpt(unlinked[0], 50)}\""
            return OBEYED, f"links: {quote_words([c.text for c in found], 3)}"
        coded = re.findall(r"`(?:https?://|www\.)[^`\s]+`", "\n".join(ln.text for ln in parse(text).lines))
        if coded:
            return BROKEN, f"a URL in inline code is no clickable link: {quote_words(coded, 2)}"
    refs = references(text)
    if refs and refs.entries and all(nameless(e) for e in refs.entries) \
            and not [c for c in citations(_before_references(text)) if c.kind != "marker"]:
        return BROKEN, f"a source that names nothing: \"{_excerpt(refs.entries[0], 40)}\""
    if kind == "any":
        cited = citations(prose(text))
        if cited:  # "selon le rapport 2022 de l'Organisation ...", "(Tokyo Metropolitan Government, 2023)"
            return OBEYED, f"sources: {quote_words([c.text for c in cited], 3)}"
    if kind == "references":
        refs = references(text)
        if refs:
            return OBEYED, f"ends with references ({len(refs.entries)} entries: \"{_excerpt(refs.entries[0], 40)}\")"
    return None


# a library the reply recommends: an install command, the word itself, or a name set in bold after a verb of choice
# ("I'd go with **Luxon**"); a built-in method named in inline code ("`a.getTime()`") is none
_LIBRARY_NAMED = rx(
    r"\b(?:pip3?|npm|yarn|pnpm|cargo|gem|composer|conda|go)\s+(?:install|add|get)\b|"
    r"\b(?:librar(?:y|ies)|packages?|crates?|frameworks?|dependenc(?:y|ies)|bibliothèques?|bibliothek(?:en)?|"
    r"librer[ií]as?|bibliotecas?|paquets?|paquetes?|pakete?|pacotes?)\b|"
    r"\b(?:go with|i'?d (?:use|pick|choose|recommend|go with)|i recommend|recommend|try|opte por|je recommande|"
    r"ich empfehle|te recomiendo|recomiendo|recomendo)\s+\*\*[^*\n]{1,40}\*\*|"
    # a package the reply says to install: "install `openpyxl` too", "il faut aussi installer `openpyxl`", "installiere
    # `httpx`", "instala `axios`", "`requests`をインストール"
    r"\b(?:install|installer|installe[rz]?|installier\w*|instal(?:a|ar|e|le)\w*)\s+(?:(?:also|aussi|auch|también|"
    r"também|anche|the|le|la|les|das|die|el|o|il)\s+)?`[\w.@/-]{2,40}`|`[\w.@/-]{2,40}`\s*(?:を|も)\s*インストール",
    re.I)


def recommends_library(text: str) -> bool:
    """Whether the reply's text (inline code with it, ``npm install dayjs``) recommends or names a library to use, or
    one of its lines installs one."""
    lines = "\n".join(ln.text for ln in parse(text).lines if ln.kind != INDENTED_CODE)
    return bool(_LIBRARY_NAMED.search(lines) or re.search(r"^\s*(?:\$\s*)?(?:pip3?|npm|yarn|pnpm|cargo|gem|composer|"
                                                                r"conda)\s+(?:install|add)\b", text, re.M))


def no_links_verdict(text: str) -> Finding:
    """no_links: no link in the prose (a markdown link, a URL, a web address such as git-scm.com/book)."""
    found = links(prose(text))
    return (BROKEN, f"links: {quote_words([c.text for c in found], 3)}") if found else (OBEYED, "no link")


__all__ = ["Citation", "References", "SourceParse", "about_the_reply_only", "base_verdict", "citations",
           "judgement", "no_links_verdict", "parse_source_rules", "recommends_library", "references", "reply_scope",
           "source_rule_verdict", "without_invented"]
