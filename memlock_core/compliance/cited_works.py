"""Works a reply cites, counted against its links: for "cite studies with a link", "link every article you mention".

A reply with one link can still leave a work unlinked ("A study in Nature showed ..., and Walker's review (link)
confirms it"). A cited work is a work noun (study, paper, article, report, survey, review, chapter, blog post, book;
in French, German, Spanish and Portuguese too) introduced as a new one (an indefinite article, "another") or named
(followed by "by/of/de/von" and a capitalised name, or by a quoted title). The same work named twice ("a paper by
Smith ... the paper by Smith") counts once. More cited works than distinct links means at least one has none.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_NOUN = (r"(?:stud(?:y|ies)|papers?|articles?|reports?|surveys?|reviews?|chapters?|blog\s+posts?|posts?|books?|"
         r"meta-analys[ie]s|études?|rapports?|enquêtes?|chapitres?|livres?|méta-analyses?|studien?|berichte?|"
         r"umfragen?|kapitel|bücher|buch|aufsatz|estudios?|artículos?|informes?|encuestas?|revisi(?:ón|ones)|"
         r"capítulos?|libros?|estudos?|artigos?|relatórios?|pesquisas?|revisões|revisão|livros?)")
_ADJ = r"(?:(?!(?:of|a|an|the|de|des|du|la|le|el|los|las|un|une|una|for|to|para|pour|für|von|and|y|et|und)\b)[\w’'-]+\s+){0,3}?"
_NEW = rx(rf"\b(?:an?|one|another|un|une|ein|eine|einer|einem|einen|una|uno|otro|otra|um|outra|outro)\s+{_ADJ}"
          rf"(?P<noun>{_NOUN})\b(?P<tail>(?:\s+(?:by|of|from|de|von|der|del|da|do)\s+(?P<name>(?-i:[A-Z])[\w-]+))?)", re.I)
_NAMED = rx(rf"\b(?:the|this|la|le|l'|el|die|der|das|o|a)\s*{_ADJ}(?P<noun>{_NOUN})\s+(?:(?:by|of|de|von|del|da|do)\s+"
            rf"(?P<name>(?-i:[A-Z])[\w-]+)|[\"“«„](?P<title>[^\"”»“]{{3,80}})[\"”»“])", re.I)
# "Walker's review", "the SRE book's chapter": a work named by its owner
_OWNED = rx(rf"\b(?P<name>[A-Z][\w-]+)['’]s\s+{_ADJ}(?P<noun>{_NOUN})\b")
# what follows a work the reply cites: where it appeared, what it is about, what it found
_CITED_AS = rx(r"(?:[\s,()]+[^\s,()]+){0,6}?[\s,()]+(?:on|about|in|sobre|sur|über|en|dans|im|published|publié|publicado|"
               r"found|finds|shows?|showed|says|said|reports?|reported|suggests?|suggested|concluded|estimates?|argues|"
               r"mostró|muestra|encontró|demostró|concluyó|montre|a\s+montré|montrait|conclut|zeigt|zeigte|fand|kam|"
               r"mostrou|mostra|concluiu|encontrou)\b", re.I)
_URLS = rx(r"https?://[^\s)\]>\"']+")


def _stem(noun: str) -> str:
    return re.sub(r"(?:ies|es|s)$", "", noun.lower())[:5]


def cited_works(text: str) -> list[str]:
    """The works ``text`` cites, each once, in the order it names them."""
    seen: dict[tuple[str, str], str] = {}
    for found in sorted([*_NEW.finditer(text), *_NAMED.finditer(text), *_OWNED.finditer(text)], key=lambda m: m.start()):
        if found.re is _NEW:
            if not _CITED_AS.match(text, found.end()):
                continue  # "a draft of a blog post for you": a work the reply writes, not one it cites
            name = found.group("name") or f"@{found.start()}"  # a new work without a name: its own
        else:
            name = found.groupdict().get("name") or found.groupdict().get("title") or ""
        key = (_stem(found.group("noun")), name.lower())
        seen.setdefault(key, found.group(0).strip())
    return list(seen.values())


def unlinked_works(text: str, prose: str) -> list[str]:
    """Cited works of ``prose`` beyond the distinct links of ``text`` (empty when every one can have its link)."""
    works = cited_works(prose)
    links = set(_URLS.findall(text))
    return works[len(links):] if len(works) > len(links) else []
