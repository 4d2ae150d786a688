"""Reply-rule clauses about sources: citations, links, a references section, links to documentation, and the
replies (API questions, library recommendations) such a rule is scoped to.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it); the
source lexicon itself lives in :mod:`sources`.
"""
from __future__ import annotations

import re

from memlock_core.compliance.cited_units import cites_units
from memlock_core.compliance.reply_rule_base import Clause, negated
from memlock_core.compliance.sources import link_optional, only_the_users_act, refused_hosts, reply_scope
from memlock_core.regex_cache import rx

_SOURCES = rx(r"\b(?:cite|citing|cited)\b|\bsources?\b|"
              # the verb of citing in French, Spanish, Italian, Portuguese, German ("si citas estudios", "quand tu cites
              # une étude", "wenn du Studien zitierst"), and the studies cited
              r"\b(?:cites|citez|citer|citas|citar|citi|citare|citamos|zitier\w*)\b|"
              r"\b(?:stud(?:y|ies)|estudios?|études?|Studien|studi|estudos?)\b(?=[^.;\n]{0,40}"
              r"\b(?:links?|liens?|enlaces?|verlink\w*|URLs?|DOI|collegamenti?)\b)|\breferences?\b|\bcitations?\b|\bbibliograph\w*\b|"
                      r"\bquellen?\w*\b|\bfuentes?\b|\breferencias\b|\bréférences\b|\bfontes?\b|\bfonti\b|\breferências\b|"
                      r"\briferimenti\b|\bисточник\w*|\bkaynak\w*|出典|情報源|参考文献|출처|참고\s?문헌|来源|來源|出处|出處|參考文獻|"
                      r"参考链接|參考連結|参考資料|参考资料|參考資料|\bźród\w*|\bbronnen\b|\bbron\b|\bkällor\b|\bkälla\b|\bbronvermelding\w*|"
                      r"\bd['’]où (?:ils|elles|ça|cela|viennent|vient)\b|"
                      r"\bla provenance\b|\bwoher (?:sie|die|das)\b|\bde dónde (?:vienen|sale|salen|proceden)\b|"
                      r"\bda dove (?:vengono|viene)\b|\bde onde (?:vêm|vem)\b|\bwhere (?:they|it|the \w+) comes? from\b|"
                      r"\bwhere (?:you|u) (?:got|get|found|find|took|read|learned|learnt)\b|"
                      r"\bwhere (?:this|that|these|those|your) (?:\w+ )?(?:comes?|came) from\b", re.I)
_LINKS = rx(r"\blinks?\b|\burls?\b|\bliens?\b|\benlaces?\b|\bhyperlinks?\b|\blänk(?:ar|arna|en)?\b|\blinki?\b|"
                    r"\bссылк\w*|\bссылок\b|\bbağlantı\w*|リンク|(?<![A-Za-z])URL|링크|链接|鏈接|連結|网址|網址", re.I)
_REFERENCES_SECTION = rx(r"\breferences? (?:section|list)\b|\b(?:section|list) of references\b|\bbibliography\b|"
                                 r"\bend (?:every|each|all|your)?\s*(?:answers?|repl(?:y|ies)|responses?)? ?with (?:a |the )?"
                                 r"(?:(?:list|section) of (?:the )?)?(?:references?|sources?|citations?)\b|\bsection (?:de )?références\b|"
                                 r"\bliteraturverzeichnis\b|\bquellenverzeichnis\b|\bsección de referencias\b|参考文献(?:欄|セクション)",
                                 re.I)

_NO_LINKS_GUARD = rx(r"\binvent\w*|\bfabricat\w*|\bhallucinat\w*|\bnot sure\b|\bexists?\b|\binexist\w*|"
                             r"\bmak(?:e|es|ing)\s+up\b|\bmade[- ]up\b|\bguess\w*|\berfind\w*|\binvente?\w*|\binvent[ae]\w*|"
                             r"\b(?:bare|raw|naked|plain|short(?:ened)?|broken|dead|affiliate|tracking|external|internal|"
                             r"made-?up|fake|invented|inline|in-line)\s+(?:links?|urls?)\b|"
                             # "not as links in the text" (the sources go at the end), "anything you can't link to"
                             r"\b(?:links?|urls?)\s+in\s+(?:the\s+)?(?:text|body|middle)\b|"
                             r"\b(?:can'?t|cannot|couldn'?t|could not)\s+(?:give\s+(?:\w+\s+)?|provide\s+(?:\w+\s+)?)?"
                             r"(?:a\s+)?links?\b|\b(?:except|unless|only|sauf|außer|ausser|"
                             r"salvo|excepto|tranne|exceto|solo|sólo|nur|seulement)\b|\bshorteners?\b", re.I)


# "no links, only the source's name", "nur den Namen der Quelle": what stands instead of the link, no exception letting some
# links through
_NAME_INSTEAD = rx(r"\b(?:only|just|solo|sólo|solamente|nur|seulement|uniquement)\s+(?:the\s+|el\s+|le\s+|den\s+|"
                           r"die\s+)?(?:(?:source|site|page|doc|article)(?:'s)?\s+)?(?:names?|titles?|nombres?|títulos?|noms?|"
                           r"titres?|namen|titel)\b", re.I)


_DOCS = rx(r"\b(?:(?:link|point|refer)(?:s|ing)?\s+(?:to\s+)?|cite|citing|reference|enlaza\w*|cita|citare|zitier\w*|verlinke\w*|"
                   r"renvoie\w*|mets un lien vers|pon un enlace a|"
                   # the link named as a noun: "le lien vers la doc", "un enlace a la documentación", "einen Link zur Doku"
                   r"liens? vers|enlaces? a|links? (?:zur|zu der|naar|alla|para a)|collegamento alla)\b[^.;\n]{0,45}?"
                   r"\b(?:official\s+|offiziellen?\s+|officiel\w*\s+|oficial\s+|relevant\s+|upstream\s+)?"
                   r"(?:docs?|documentation|documentación|documentación oficial|dokumentation|doku|documentazione|"
                   r"documentação|documentatie|man ?pages?|api reference)\b"
                   # Chinese, Japanese, Korean: a verb of adding, the (official) docs, their link: "附上官方文档链接",
                   # "公式ドキュメントのリンクを付けて", "공식 문서 링크를 달아"
                   r"|(?:附上|附|加上|给出|給出|贴|貼|带上|帶上|提供)[^。，,；;]{0,6}?(?:官方|官网|官網)?\s*(?:文档|文檔|手册|手冊)\s*(?:的)?\s*"
                   r"(?:链接|鏈接|連結|地址)|(?:公式)?(?:ドキュメント|マニュアル)(?:へ)?の?リンク|(?:공식\s*)?(?:문서|docs?)\s*링크",
                   re.I)


API_SCOPE = rx(r"\b(?:apis?|functions?|methods?|endpoints?|sdks?|fonctions?|méthodes?|funktion\w*|methoden?|"
                        r"funci[oó]n\w*|métodos?|funzion[ei]|metodi|funç(?:ão|ões))\b|関数|メソッド|函数|"
                        r"(?<![A-Za-z])APIs?(?![A-Za-z])", re.I)  # "APIの質問には": no word boundary before の


# "whenever you recommend a library", "si tu recommandes une bibliothèque": replies that recommend one
_LIBRARY_SCOPE = rx(r"\b(?:recommend|suggest|propose|recomiend|recomend|recommand|empfiehl|consigli|sugier|suggèr|"
                            # "when you mention / talk about a library", "quand tu parles d'une bibliothèque"
                            r"mention|talk(?:s|ing)? about|parle[sz]? d['’]?|sprichst über|erwähnst|hablas de|mencionas|"
                            r"parli di|menzioni|falas de|mencionar)\w*\s+"
                            r"(?:(?:a|an|any|une?|eine?n?|una?|um|uma)\s+)?(?:\w+\s+)?(?:librar|package|crate|gem\b|framework|"
                            r"dependenc|bibliot|librer|biblioth|paket|paquet|pacote)", re.I)


def _docs_sources(clause: str) -> list[Clause]:
    """"Link to the docs whenever you recommend a library", "Cite the official docs when you answer technical
    questions": a source for replies about code or commands (the docs of what the reply talks about)."""
    found = _DOCS.search(clause)
    if not found or negated(clause, found.start(), found.end()):
        return []
    # "when you explain an API or library function": replies that explain an interface, not every technical one
    when = "api" if API_SCOPE.search(clause) else "library" if _LIBRARY_SCOPE.search(clause) else "technical"
    return [Clause("sources", "must", "docs", when=when, words=found.group(0))]


# a verb of citing whose object is a measure, not a source: "si citas unidades imperiales, pon la conversión", "si tu
# cites des unités impériales", "wenn du Einheiten zitierst": the condition of a unit rule
_CITED_MEASURE = rx(r"\b(?:cites|citez|citer|citas|citar|citi|citare|cite|quote|quoting|mention\w*)\s+(?:des|les|las|los|unas?|"
                    r"unos|delle|degli|le|the|any|some|an?)?\s*(?:unit\w*|unidad\w*|unit[ée]s?|einheit\w*|unità|medid\w*|"
                    r"mesures?|measure\w*|misur\w*)\b|\b(?:einheit\w*|maßeinheit\w*)\s+(?:\w+\s+)?zitier\w*", re.I)


def read_sources(clause: str) -> list[Clause]:
    if only_the_users_act(clause):
        return []
    clause = _CITED_MEASURE.sub(lambda m: " " * len(m.group(0)), clause)  # (spans kept: the offsets read below)
    docs = _docs_sources(clause)
    if docs:
        return docs
    link = _LINKS.search(clause)
    if link and negated(clause, link.start(), link.end()) and not _NO_LINKS_GUARD.search(_NAME_INSTEAD.sub(" ", clause)) \
            and not refused_hosts(clause):  # "sem links encurtados (bit.ly, t.co)": links to those hosts, not every link
        # "No incluyas enlaces", "no links in your answers", "keine Links": no link in the reply
        return [Clause("links", "must_not", "links", words=link.group(0))]
    backed = re.search(r"\b(?:back(?:ed)?\s+(?:\w+\s+){0,3}?up|support|justify|source)\b[^.;\n]{0,30}\bwith "
                       r"(?:a )?(?:\w+ )?links?\b|"
                       r"\b(?:include|add|give|provide)\s+(?:a\s+|the\s+)?links?\s+(?:to|for)\b", clause, re.I)
    if backed and not negated(clause, backed.start(), backed.end()):
        return [Clause("sources", "must", "links", words=backed.group(0))]
    # "si citas unidades imperiales, pon la conversión": units cited, a units rule, no source asked (cited_units.py)
    found = next((m for m in _SOURCES.finditer(clause) if not cites_units(clause, m.start(), m.end())), None)
    if not found or negated(clause, found.start(), found.end()):
        return []
    cites = reply_scope(clause)  # "when you cite sources, ...", "... of every factual answer": the replies it speaks to
    if _REFERENCES_SECTION.search(clause) or re.search(r"\bat the (?:very )?end\b|\bà la fin\b|\bam ende\b|\bal final\b|最後に|"
                                                        r"末尾|最后|结尾|結尾|\bв конце\b|\bna końcu\b|"
                                                        r"\baan het (?:eind|einde)\b|\bonderaan\b|마지막에|끝에",
                                                        clause, re.I):
        return [Clause("sources", "must", "references", when=cites, words=found.group(0))]
    if cites and _LINKS.search(clause) and not link_optional(clause) and re.search(
            r"\b(?:mets|mettez|ajoute[rz]?|donne[rz]?|fournis|inclu\w*|add|include|give|put|pon|añade|gib|füge|verlinke|"
            r"link|lie[rz]?|aggiungi|metti|coloque|adicione)\b", clause, re.I):
        # "quand tu cites une étude, mets le lien": what is cited comes with its link, as "if you cite a study, link it"
        return [Clause("sources", "must", "links", words=found.group(0))]
    if cites:
        return []  # "when you cite, cite properly": nothing checkable beyond the format named above
    if not re.search(r"\b(?:cite|citing|give|include|add|provide|list|back|support|with|always|name|link|"
                     r"cite[rz]?|indique[rz]?|donne[rz]?|mets|mettez|ajoute[rz]?|fournis|fournissez|gib|nenne|angeben|"
                     r"belege[n]?|füge|verlinke|mit|cita|incluye|añade|pon|enlaza|da|mention|state|show|end|nomme[rz]?|"
                     r"inclua|incluir|cite|indique|includi|aggiungi|indica|sempre|sempr|toujours|siempre|immer)\b|"
                     r"示|明記|記載|付け|付き|書いて|書く|載せ|入れて|"
                     # Korean "달아 주세요 / 붙여 / 밝혀 / 넣어", Chinese "注明 / 附上 / 给出 / 提供"
                     r"달아|달고|붙여|밝혀|넣어|포함|표시|적어|注明|註明|标明|標明|附上|给出|給出|提供|列出|加上|带上|帶上|"
                     # Russian imperatives ("указывай", "приводите", "добавляй"; the -ай/-уй/-и(те) shapes) and "всегда";
                     # Turkish puts its imperative last ("kaynakları ver", "belirtin", "ekleyin") or says "her zaman"
                     r"\b(?:указыв|привод|добавл|давай|ставь|цитир|всегда)\w*|\b[а-яё]+(?:ывай|ивай|яй|уй)(?:те)?\b|"
                     r"\b(?:ver|verin|belirt|belirtin|ekle|ekleyin|göster|gösterin|koy|koyun|her zaman|daima)\b|"
                     # Polish and Dutch ("podawaj źródła", "dodaj linki", "vermeld je bronnen", "altijd")
                     r"\b(?:dodaj|dodawaj|podaj|podawaj|zawsze|umieść|umieszczaj|wymień|wymieniaj|cytuj|"
                     r"voeg|geef|vermeld|noem|altijd)\w*", clause, re.I):
        return []
    kind = "links" if _LINKS.search(clause) and not link_optional(clause) else "any"  # not "(lien ou référence)"
    when = "figures" if re.search(r"\b(?:when|whenever|if|quand|lorsque|si|wenn|cuando|quando|se|for (?:any|every|each|all)|"
                                  r"pour (?:chaque|tout|toute|les)|für (?:jede|alle)|para (?:cada|toda|todas)|bei|con|avec|"
                                  r"with|en las|dans les|nelle)\b"
                                  r"[^.;\n]{0,40}\b(?:figures?|numbers?|"
                                  r"statistics?|stats|data|chiffres?|statistiques?|zahlen|statistiken?|cifras?|"
                                  r"estadísticas?|datos|números?|numeri|cifre|dados|dati|estatísticas?|statistiche)\b",
                                  clause, re.I) else ""
    return [Clause("sources", "must", kind, when=when, words=found.group(0))]
