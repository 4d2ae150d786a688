"""Whether the user's turn asks for comments in the code, the one definition behind both ways a "no comments"
rule yields to such a request: the rule's own exception ("no comments unless I ask": ``unless: comments_request``)
and the plain "no comments in code" rule, whose author would not hold it against an explicit request in the turn.
A comment word in English, French, German, Spanish, Portuguese, Italian, Dutch, Polish, Russian, Japanese, Chinese
or Korean asks; the same word refused ("without comments", "keine Kommentare", "コメントは不要") does not.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# a comment word: "with comments pls", "commente le code", "mit Kommentaren", "kommentiert", "comentado",
# "com comentários", "commentato", "komentarze", "commentaar", "コメント付きで", "加注释", "주석", "комментарии"
_COMMENT_WORD = rx(r"\bcomment\w*|\bkommentar\w*|\bkommentiert\w*|\bcomentari\w*|\bcomentad\w*|"
                           r"\bcomentários?\b|\bcommentair\w*|\bcommentat\w*|\bcommenti\b|\bkomentarz\w*|\bcommentaar\w*|"
                           r"コメント|注释|註解|주석|комментар\w*", re.I)

# "Don't add comments", "No comments in code snippets", "sans commentaires", "keine Kommentare", "sin comentarios",
# "コメントは不要": comments refused (a comment word with a negation before it, or a Japanese refusal after it).
# Also how a rule's own clause refuses comments (code_blocks).
NO_COMMENTS = rx(r"\b(?:no|never|don'?t|do not|without|avoid|skip|sans|pas de|aucun|keine?n?|ohne|sin|ningún|nada de|"
                         r"sem|nenhum|senza|niente)\s+(?:(?:add|adding|write|writing|put|putting|include|including|use|any|the|"
                         r"your|extra|inline|code|de|des|d'|ajoute[rz]?|mets|schreib\w*|füge|añadas|pongas|escribas|any)\s+){0,3}?"
                         r"(?:(?:code[- ]?)?comments?|commentaires?|"
                         r"kommentare?n?|comentarios?|coment[áa]rios?|commenti)\b|"
                         r"コメント(?:は|を)?(?:不要|なし|書かない|付けない|入れない|いらない)|"
                         # Korean and Chinese: "주석 달지 마세요", "주석은 넣지 마", "주석 없이", "不要写注释", "注释就不用了"
                         r"주석(?:은|을|는)?\s*(?:(?:달|쓰|넣|붙이|작성하|추가하)지\s*(?:마|말|않)|없이|금지|빼)|"
                         r"(?:不要|别|別|不用|无需|無需|不需要|禁止)\s*(?:再\s*)?(?:写|寫|加|添加|有|留|出现)?\s*(?:任何\s*)?(?:注释|註釋|注釋)|"
                         r"(?:注释|註釋|注釋)\s*(?:就)?(?:不要|不用|不需要|免了)", re.I)
# a refusal with one word between ("without any comments", "ohne jeden Kommentar", "bez komentarzy", "zonder commentaar")
_NO_COMMENTS_SHORT = rx(r"\b(?:no|without|sans|ohne|sin|sem|senza|zonder|bez)\s+(?:\w+\s+)?(?:comment|kommentar|"
                                r"comentari|commentair|commenti|komentarz|commentaar)", re.I)


def asks_for_comments(message: str) -> bool:
    """The user's message asks for comments in the code: a comment word, not refused."""
    return bool(_COMMENT_WORD.search(message)) and not NO_COMMENTS.search(message) \
        and not _NO_COMMENTS_SHORT.search(message)
