"""A file kept from several actions, each banned in a clause of its own: ".env is off limits. don't print it, don't
edit it.", "config/keys.yml: ne l'affiche pas, ne le modifie pas", "secrets.json — nicht anzeigen, nicht ändern",
"no lo muestres ni lo edites", "中身を表示しないで、編集もしないで".

Why a module of its own: the path reader hears a rule that names both reading and writing words as a rule about
changes, and reads the reading word as a loose mention ("don't edit the file that shows the totals") unless it is the
plain verb "read". When the reading or showing verb is itself the banned act of a clause (its negation, the verb
and at most its object: a pronoun, the file, "its contents"), showing the file is one of the banned actions, like
editing it: the read rule is added beside the write rule. A clause with other words in it ("don't show me diffs")
is no such ban.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from re import Pattern

from memlock_core.regex_cache import rx

__all__ = ["reads_banned"]

# programs that show a file, named as the banned verb ("never cat it", "no less/head on it"), and verbs of showing
# the shared lexicons leave out ("no lo muestres", "non stamparlo", "nicht zeigen")
_SHOW = rx(r"cat|less|head|tail|bat|source|muestr\w*|enseñ\w*|zeig\w*|anzeig\w*|affich\w*|imprim\w*|mostr\w*|"
           r"visualiz\w*|stamp\w*|print\w*|lis|lire|lies|lee\w*|lea\w*|legg\w*|lê|ler|leia\w*", re.I)
# what may stand beside the negation and the verbs in such a clause: pronouns, the file, its contents, adverbs,
# conjunctions, separable particles ("zeig sie nicht an")
_FILLER = frozenset("""
it its them this that these those the a an file files contents content either ever even also or and nor please pls
to me us out on at all any anything of in there here yourself just
le la les l lui en y ce cet cette ces son sa ses fichier fichiers contenu non plus ni ou et jamais pas ne rien même aussi
es sie ihn ihm ihr die das den dem der datei dateien inhalt an aus auch bitte weder noch oder und
lo los las el su sus archivo archivos contenido ni tampoco ni o y
il gli i suo suoi contenuto nemmeno neanche neppure né e
o os a as seu sua arquivo ficheiro conteúdo nem
""".split())
_CJK_FILLER = rx(r"中身|内容|ファイル|それ|これ|あれ|文件|它|这个|那个|파일|내용|그것|[をはもにのでてしー、。・]|"
                 r"[了的把也和或]|[을를은는도에의고]")
_CJK_READ = rx(r"表示|出力|読|見せ|見る|開|打印|显示|查看|输出|读|보여|출력|읽|열")
_CJK_NEG = rx(r"しないで(?:ください)?|しない|ないで(?:ください)?|ません|禁止|不要|别|勿|不得|不准|하지\s*마\w*|마세요|않|금지|"
              r"せず|するな|な$")
_TOKEN = rx(r"[\w'’.*/-]+")


def reads_banned(forbid: str, paths: Sequence[str], neg: Pattern[str], read_words: Pattern[str],
                 show_words: Pattern[str]) -> bool:
    """A clause of ``forbid`` bans reading or showing the file: a negation and a verb of reading (``read_words``,
    ``show_words``) with nothing else in it but the file (one of ``paths`` or a pronoun) and filler."""
    for clause in re.split(r"[,;:!?\n—–]\s*|\.(?:\s+|$)|\s[-]\s|(?<=[、。，；])", forbid):
        if not clause.strip() or not neg.search(clause):
            continue
        if re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", clause):
            if _cjk_read_ban(clause, paths):
                return True
            continue
        words = [w.strip("'’.").lower() for w in _TOKEN.findall(clause)]
        words = [w for w in words if not neg.fullmatch(w.replace("’", "'"))]  # ("don't" whole)
        words = [w for p in words for w in re.split(r"['’]", p) if w]  # "l'affiche": the pronoun and the verb
        reading = [w for w in words if read_words.fullmatch(w) or show_words.fullmatch(w) or _SHOW.fullmatch(w)]
        if not reading:
            continue
        rest = [w for w in words if w not in reading and w not in _FILLER and not neg.fullmatch(w)
                and not _is_path(w, paths) and not _is_verb(w)]
        if not rest:
            return True
    return False


def _cjk_read_ban(clause: str, paths: Sequence[str]) -> bool:
    if not _CJK_READ.search(clause) or not _CJK_NEG.search(clause):
        return False
    rest = clause
    for p in sorted(paths, key=len, reverse=True):
        rest = rest.replace(p, " ")
    rest = _CJK_NEG.sub(" ", _CJK_READ.sub(" ", rest))
    rest = _CJK_FILLER.sub(" ", rest)
    rest = re.sub(r"[\s`'\"「」『』]+|[.\w/-]*[./][\w*-]+", "", rest)
    return len(rest) <= 2


def _is_path(word: str, paths: Sequence[str]) -> bool:
    return word in (p.lower().strip("/") for p in paths) or bool(re.search(r"[./]", word))


# the other banned verbs of the same clause ("don't print or edit it"): a change is its own banned act, read elsewhere
_CHANGE = rx(r"writ\w*|edit\w*|modif\w*|chang\w*|touch\w*|delet\w*|remov\w*|overwrit\w*|alter\w*|commit\w*|"
             r"écri\w*|supprim\w*|schreib\w*|änder\w*|bearbeit\w*|lösch\w*|escrib\w*|borr\w*|cambi\w*|scriv\w*|"
             r"elimin\w*|escrev\w*|apag\w*|toqu\w*|toc\w*", re.I)


def _is_verb(word: str) -> bool:
    return bool(_CHANGE.fullmatch(word))
