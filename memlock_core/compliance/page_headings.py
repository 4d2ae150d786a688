"""Heading-level rules given for a page: they reach the documents a tool call writes as well as the reply.

Why a module of its own: "Use H2 for sections, never H1 (the page already has a title)", "Überschriften nur als ###,
das sprengt sonst unser Wiki-Layout", "titres en ##, jamais de # (la page a déjà son titre)": the reason names the
page, wiki or site the text ends up on, so the levels hold for a Markdown document the assistant writes there
(a FAQ in Markdown) as much as for a reply. Read only for rules about which levels the headings take (not for a ban
of headings "in replies", which leaves documents alone, nor for how each reply opens); the region is ``pages``:
the reply and the documents written both.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the page, wiki or site the text is put on, in the languages the heading readers know
_PAGE = rx(r"\b(?:the|our|this|that|my) (?:web ?)?(?:page|wiki|site|website|docs? site|portal|cms)\b|"
           r"\b(?:wiki|page|cms)[- ](?:layout|template|title)\b|"
           r"\b(?:die|der|das|unser\w*|unsere) (?:seite|wiki\w*|webseite|website)\b|\bwiki-?layout\b|"
           r"\b(?:la|cette|notre|ma) (?:page|wiki|site)\b|\b(?:la|esta|nuestra|mi) (?:página|wiki|web)\b|"
           r"\b(?:la|questa|nostra|mia) (?:pagina|wiki)\b|\b(?:a|esta|nossa|minha) (?:página|wiki)\b|"
           r"ページ|ウィキ|页面|頁面|페이지|위키", re.I)
# a rule scoped to the chat replies is none of the page's ("in your replies", "im Chat")
_CHAT = rx(r"\b(?:in (?:your |the |chat )?(?:replies|answers|responses|chat)|im chat|dans (?:tes|vos) réponses|"
           r"en (?:tus|las) respuestas|nelle risposte)\b|回答|返信|답변", re.I)


def reaches_pages(text: str) -> bool:
    """The rule names the page its text goes on and does not keep itself to chat replies."""
    return bool(_PAGE.search(text)) and not _CHAT.search(text) and not re.search(r"\bevery (?:reply|answer)\b", text, re.I)
