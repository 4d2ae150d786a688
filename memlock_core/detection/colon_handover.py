"""A lead-in clause ending in a colon that hands what follows over to someone else's text.

A user introduces material of their own ("For the report:", "Before every commit:", "Requisitos:") with a
header: a noun phrase or a scope, after which their own rules follow. A user who pastes or forwards
something introduces it with a *clause* that says where it comes from or why it is shown: a third party
that sent or posted it ("设计组长在群里发了：", "Dana sent this to the team:"), a presentational "here is"
that is not the user's own list ("Вот шаблон задачи из трекера:"), or a purpose that only informs
("..., por contexto:", "nur zur Info:", "ter info:", "参考までに："). Each cue is a small closed class of
words per language (a role in the sentence, not a phrase of one case); the user's own list header
(:func:`~memlock_core.detection.instruction_list.frames_own_list`) or a possessive of the speaker ("here's
my list again:") keeps what follows the user's. Used only to remove evidence: a pin whose only trace sat
under such a lead-in is re-injected (recall first).
"""
from __future__ import annotations

import re

from memlock_core.detection.instruction_list import frames_own_list, repastes_own_list
from memlock_core.regex_cache import rx

_COLON_END = rx(r"[:：]\s*$")
# A purpose that only informs: "for context", "FYI", "pour info", "por contexto", "zur Info", "per conoscenza",
# "ter info", "для контекста", "参考までに", "仅供参考", "참고로".
_FOR_INFO = rx(
    r"\b(?:for\s+(?:context|reference|your\s+information|info)|fyi|just\s+so\s+you\s+know|"
    r"pour\s+(?:info|information|contexte|le\s+contexte|r[ée]f[ée]rence|m[ée]moire)|[àa]\s+titre\s+d['’]information|"
    r"(?:por|para|como)\s+(?:contexto|referencia|refer[êe]ncia|informaci[oó]n)|para\s+que\s+tengas\s+(?:el\s+)?contexto|"
    r"zur\s+(?:info|information|kenntnis)|als\s+kontext|zum\s+kontext|nur\s+zur\s+info|"
    r"per\s+(?:contesto|info|conoscenza|riferimento)|a\s+titolo\s+informativo|"
    r"ter\s+(?:info|informatie|referentie|kennisname)|als\s+context|"
    r"для\s+(?:контекста|справки|информации|сведения)|к\s+сведению)(?!\w)|"
    r"参考|背景として|背景|供参考|참고", re.IGNORECASE)
# A verb that says the text was sent, posted, forwarded or written by someone (and pasted here).
_HANDED = rx(
    r"\b(?:sent|forwarded|forwarding|posted|shared|replied|received|pasted|pasting|copied|"
    r"envoy[ée]e?|transf[ée]r[ée]e?|transmis|post[ée]|coll[ée]|copi[ée]|re[çc]u|"
    r"mand[óo]|envi[óo]|reenv[íi][óo]|pego|publicó|respondió|"
    r"geschickt|weitergeleitet|gepostet|kopiert|eingef[üu]gt|bekommen|erhalten|"
    r"mandato|inviato|girato|incollo|ricevuto|"
    r"mandou|enviou|encaminhou|colei|recebi|"
    r"gestuurd|doorgestuurd|geplakt|gekregen|"
    r"прислал[аи]?|переслал[аи]?|скинул[аи]?|отправил[аи]?|вставляю|получил[аи]?)\b|"
    r"发了|发来|发的|转发|转来|贴了|粘贴|来た|届いた|送られて|送ってきた|転送|貼り付け|貼ります|"
    r"보냈|전달|붙여", re.IGNORECASE)
# A presentational opener: "here is", "voici", "aquí está", "hier ist", "ecco", "segue", "вот", "这是", "これは".
_PRESENTS = rx(
    r"\b(?:here(?:['’]s|\s+is|\s+are)|below\s+is|this\s+is|voici|voil[àa]|aqu[íi]\s+(?:est[áa]|tienes|va)|"
    r"(?:este|esta|esto)\s+es|hier\s+(?:ist|sind|der|die|das|ein|eine)|anbei|ecco|questo\s+[èe]|^segue|"
    r"aqui\s+(?:est[áa]|vai)|hier\s+is|dit\s+is|вот|это)\b|^这是|^これは|^이건|^이것은", re.IGNORECASE)
# The speaker's own possessive: "here's my list again", "voici mes règles", "вот мои правила".
_OWN = rx(r"\b(?:my|mine|our\s+(?:rules|list)|mes|mon|ma|mis|mi|meine?[nrs]?|miei|mie|mio|mia|"
                  r"meus?|minhas?|mijn|мои|мой|моя|моё)\b|私の|我的|내\s", re.IGNORECASE)


def hands_over(line: str) -> bool:
    """Whether ``line`` (one line of a user message) ends in a colon and hands what follows over to
    someone else's text, not to the user's own rules."""
    if not _COLON_END.search(line):
        return False
    lead = _COLON_END.sub("", line).strip()
    if not lead or frames_own_list(lead) or repastes_own_list(lead):
        return False
    if _FOR_INFO.search(lead) or _HANDED.search(lead):
        return True
    return bool(_PRESENTS.search(lead)) and not _OWN.search(lead)
