"""A user's lead-in that hands over a pasted text, in the languages memlock reads.

A user who pastes someone else's text (a forwarded mail, a colleague's chat message, a wiki page, a
style guide to translate) introduces it in a line of their own: they name the text ("this mail from the
director", "la fiche de consignes du jury", "大学の先生から来たメール") or ask for a task done ON a text
(translate, summarise, proofread, reword, reply to). What follows such a lead-in is the object of the
task, not the user's own standing instruction. The model is two small vocabularies per language (nouns
of pasted texts and verbs that act on one) rather than whole phrases: it only ever removes evidence, so a
pin whose only trace sat in the paste is re-injected (recall first).
"""
from __future__ import annotations

import re

from memlock_core.detection.instruction_list import frames_own_list
from memlock_core.regex_cache import rx

# Verbs that ask for work done on a given text (imperative or infinitive, several languages).
_TASK_VERB = (
    r"translate|summari[sz]e|proofread|reword|rephrase|paraphrase|"
    r"traduc[ei]|traducir|traduis|traduire|tradu[zs]a?|traduzir|traduci|tradurre|resumir|resuma|résume|"
    r"résumer|riassumi|riassumere|revisa|corrige|corregir|corriger|correggi|correggere|relis|rileggi|reformula|"
    r"reformule|reformuler|riformula|reescreve|übersetze?n?|zusammenfassen|fasse|korrigiere|korrigieren|"
    r"umformulieren|formuliere|vertaal|vertalen|corrigeer|herschrijf|переведи|перевести|перескажи|"
    r"резюмируй|отредактируй|исправь")
# Nouns of a text someone else wrote or sent (mail, chat message, comment, guide, checklist, ...).
_TEXT_NOUN = (
    r"mails?|e-?mails?|messages?|comments?|checklists?|handout|statement|assignment|"
    r"correos?|mensajes?|comentarios?|énoncés?|fiches?|consignes|courriels?|commentaires?|"
    r"nachrichte?n?|kommentare?|checkliste|aufgabe|anleitung|richtlinien?|"
    r"messaggi[oa]?|commenti?|pagina|linee\s+guida|istruzioni|mensage(?:m|ns)|coment[aá]rios?|"
    r"berichte?n?|richtlijnen?|schrijfwijzer|"
    r"письмо|сообщение|комментарий|документ|инструкци[яю]|правила|текст|"
    # a file by name, except the host's memory files, which hold the user's own preferences (USER.md, MEMORY.md)
    r"(?!(?:user|memory|soul|prefs?|preferences)\.)[\w-]+\.(?:md|txt|rst|ya?ml|json|toml|cfg|ini)")
_LATIN_TASK = rx(r"\b(?:" + _TASK_VERB + r")\b", re.IGNORECASE)
# A text named together with a word that shows it is handed over: "here is", "voici", "anbei", "вот",
# "sent", "forwarded", "copied", "wrote", "from <someone>".
_HANDOVER = (
    r"here(?:['’]s|\s+is|\s+are)|this\s+is|pasted|pasting|copied|forwarded|sent|wrote|got|received|"
    r"from(?!\s+(?:now|today|here|then)\b)|"
    r"voici|voilà|c['’]est|envoyé|transféré|copié|collé|reçu|écrit|"
    r"aquí|mira|copio|copié|pego|mandó|envió|escribió|llegó|recibí|"
    r"hier|anbei|geschickt|weitergeleitet|mitgegeben|kopiert|eingefügt|bekommen|geschrieben|von(?!\s+(?:nun|jetzt|heute)\b)|"
    r"ecco|mandato|inviato|incollo|copio|ricevuto|scritto|"
    r"segue|aqui|mandou|enviou|colo|copiei|recebi|escreveu|"
    r"gestuurd|doorgestuurd|geplakt|gekregen|geschreven|"
    r"вот|прислал[аи]?|переслал[аи]?|написал[аи]?|вставляю|скопировал[аи]?")
_LATIN_NAMED = rx(r"\b(?:" + _HANDOVER + r")\b.*?\b(?:" + _TEXT_NOUN + r")\b|"
                          r"\b(?:" + _TEXT_NOUN + r")\b.*?\b(?:" + _HANDOVER + r")\b", re.IGNORECASE)
# Scripts without spaces between words: a noun of a pasted text, or a verb acting on one (or pasting it).
_CJK_NOUN = rx(
    r"メール|メッセージ|手順|文書|ドキュメント|ガイド|コメント|やりとり|やり取り|"
    r"邮件|消息|评论|文档|规范|指南|稿子|发的话|"
    r"메일|메시지|댓글|문서|가이드")
_CJK_TASK = rx(r"訳して|翻訳|要約|校正|添削|貼ります|貼る|"
                       r"翻译|译成|总结|概括|校对|润色|错别字|"
                       r"번역|요약|교정|다듬어|붙여")
# Rules sent by someone else: "m'a envoyé ses règles", "forwarded their guidelines" (not "here are my rules").
_SENT_RULES = rx(r"\b(?:sent|forwarded|envoyé|transféré|mandó|envió|reenvió|geschickt|weitergeleitet|"
                         r"mandato|inviato|mandou|enviou|gestuurd|doorgestuurd|прислал[аи]?|переслал[аи]?)\b.*?"
                         r"\b(?:rules|guidelines|règles|reglas|normas|regeln|regole|regras|regels|правила)\b",
                         re.IGNORECASE)
# A sentence-ended request acts on a text at hand ("Translate this into German."); a standing rule about
# translating ("Always translate code comments.") introduces nothing.
_THIS = rx(r"\b(?:this|these|that|it|das|dies(?:e[nrs]?)?|ceci|cela|ça|ce|cet(?:te)?|esto|este|esta|eso|"
                   r"esse|essa|isso|isto|questo|questa|quello|dit|deze|это|этот|эту)\b", re.IGNORECASE)
_STANDING = rx(r"\b(?:always|never|every|all|immer|nie|niemals|toujours|jamais|siempre|nunca|sempre|mai|"
                       r"altijd|nooit|всегда|никогда)\b|必ず|いつも|常に|始终|总是|一律|永远|항상|반드시",
                       re.IGNORECASE)
_ENDS_OPEN = ("：", ":", "?", "？")
_SENTENCES = rx(r"(?<=[.!?。！？])\s*")
_ENDS_SENTENCE = (".", "。", "!", "！")


def names_paste(line: str) -> bool:
    """Whether ``line`` (a user's lead-in) names a pasted text or asks for a task done on one."""
    return bool(_LATIN_TASK.search(line) or _LATIN_NAMED.search(line) or _SENT_RULES.search(line)
                or _CJK_NOUN.search(line) or _CJK_TASK.search(line))


def adopts_list(line: str) -> bool:
    """Whether ``line`` names a source but its last sentence heads the user's own list: "Borrowed from a
    friend's README. Rules for you:" (what follows is the user's own now)."""
    last = [s for s in _SENTENCES.split(line.rstrip()) if s.strip()][-1:]
    return bool(last) and last[0] != line.rstrip() and frames_own_list(last[0]) and not names_paste(last[0])


def opens_paste(line: str) -> bool:
    """Whether ``line`` is a lead-in after which the user's message holds pasted material: it names the
    text and hands over (ends with a colon or a question), or asks for a task on a text and ends its
    sentence ("英語に訳して。" then the text)."""
    tail = line.rstrip()
    if adopts_list(tail):
        return False
    if tail.endswith(_ENDS_OPEN):
        return names_paste(tail)
    if tail.endswith(_ENDS_SENTENCE) and not _STANDING.search(tail):
        return bool(_LATIN_TASK.search(tail) and _THIS.search(tail) or _CJK_TASK.search(tail))
    return False
