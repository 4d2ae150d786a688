"""Tool rules reworded in shapes the readers were not written on, said back in the shape they read.

Why a module of its own: the same rule reaches memlock worded many ways, and the readers of :mod:`tool_rule` rely
on an order and a few words (a ban first and its allowance after it, "only" before a write scope). Rather than teach
every reader each new shape, the shapes below are rewritten to the one the readers know, whatever the language:

* a permission said first and the ban after "but" ("You may work against staging, but leave production alone",
  "Tu peux lire les logs, mais ne les supprime pas", "Auf Staging darfst du arbeiten, aber Produktion nicht
  anfassen"), or the way that is fine said in a sentence before the ban ("Python dependencies go through uv.
  Don't use pip install."): the ban first, the permission as the sentence after it (:func:`ban_first`), so the
  permission's objects (staging, uv) are the allowance, not the scope;
* a write scope said as a limit ("Edits are limited to src/ and tests/", "les modifications sont limitées à src/",
  "Änderungen sind auf src/ beschränkt", "los cambios se limitan a src/") or as a free permission with everything
  else gated ("You can change files in src/ freely. Anything outside: ask me first", "Tu peux modifier src/
  librement ; pour tout le reste, demande-moi"): said with "only" (:func:`limit_as_only`), as
  "only edit files under src/ ... nothing else without asking" is read;
* the allowed program said with "with" and the refused one after "not" ("manage Python deps with uv, not with pip
  install", "gère les dépendances avec uv, pas avec pip", "mit uv, nicht mit pip", "con uv, no con pip"): said as
  "use uv, not pip install" (:func:`with_as_use`);
* the file named only in the reason clause of a Japanese or Korean rule, the ban then speaking of "its contents"
  (".env には秘密情報が入っているので、中身を読まないでください", ".env에는 비밀번호가 있으니까 내용을 출력하지 마세요"): the
  file put back as the owner of the contents (:func:`reason_topic`), as ".env の中身を読まないで" is read;
* a ban said with an idiom after the act ("Force-pushing is off the table", "rm -rf est hors de question", "sudo kommt
  nicht in Frage", "borrar ramas está descartado", "il force push è fuori discussione"): said "is forbidden"
  (:func:`idiom_bans`), the predicate the readers know;
* a German passive with the participle of a loan verb or of "löschen" ("Ohne mein OK wird nichts nach main gepusht",
  "es wird nichts gelöscht", "nichts wird deployt"): the participle read by its stem (:func:`german_participles`).
"""
from __future__ import annotations

import re
from typing import Callable

from memlock_core.compliance.tool_rule_base import USE
from memlock_core.regex_cache import rx

__all__ = ["ban_first", "german_participles", "idiom_bans", "limit_as_only", "reason_topic", "use_last", "with_as_use"]

# a permission opening the sentence: "you may", "you can", "feel free to", "tu peux", "du darfst", "puedes", "puoi"
_PERMISSION = rx(
    r"\b(?:you\s+(?:may|can|are\s+free\s+to|'re\s+free\s+to)|feel\s+free\s+to|it'?s\s+(?:fine|ok|okay)\s+to|"
    r"do\s+what(?:ever)?\s+you\s+(?:want|like|need)|"
    r"(?:is|are)\s+(?:fine|ok|okay|allowed)|tu\s+peux|vous\s+pouvez|(?:est|sont)\s+(?:autorisée?s?|permise?s?)|"
    r"du\s+darfst|du\s+kannst|sie\s+dürfen|darfst\s+du|kannst\s+du|dürfen\s+sie|ist\s+(?:erlaubt|ok|in\s+ordnung)|"
    r"puedes|puede\s+usted|podés|(?:está|están)\s+permitid[oa]s?|puoi|può|(?:è|sono)\s+consentit[oaie]|"
    r"(?:você\s+)?pode|podes|(?:é|são)\s+permitid[oa]s?|je\s+mag|je\s+kunt|mag\s+je)\b", re.I)
_BUT = rx(r",?\s+(?:but|mais|aber|pero|ma|mas|maar|jedoch|doch)\s+|;\s*(?:(?:just|only|but)\s+)?|\s[—–]\s|"
          # "You may read config.yaml, just don't touch secrets.yaml", "tu peux lire a.yaml, seulement ne touche pas b"
          r",\s+(?:just|only|simply|juste|seulement|simplement|nur|bloß|solo|sólo|solamente|só|alleen)\s+(?=\S)", re.I)
_NEGATION = rx(r"\b(?:never|not|no|don'?t|do\s+not|avoid|ne|pas|jamais|nie|niemals|nicht|kein\w*|nunca|non|mai|"
               r"não|nooit|niet|geen|alone|hands\s+off|off[- ]limits)\b", re.I)
_SENTENCE = rx(r"(?<=[.!?;])\s+|\n+")


def ban_first(text: str) -> str | None:
    """The text with each "<permission>, but <ban>" sentence said as "<ban>. <permission>." (None when none is)."""
    if not isinstance(text, str):
        return None
    parts = _SENTENCE.split(text)
    changed = False
    out = []
    for sentence in parts:
        m = _BUT.search(sentence)
        if m is not None:
            perm, ban = sentence[:m.start()].strip(), sentence[m.end():].strip()
            if _PERMISSION.search(perm) and not _NEGATION.search(perm) and _NEGATION.search(ban) \
                    and not _PERMISSION.search(ban) and len(ban.split()) >= 2:
                ban = ban.rstrip(" .!;")
                out.append(f"{ban[:1].upper()}{ban[1:]}. {perm[:1].upper()}{perm[1:]}.")
                changed = True
                continue
        out.append(sentence)
    # "Feel free to read anything on staging; just never touch production.": the permission its own sentence first
    if not changed and len(out) >= 2 and _PERMISSION.search(out[0]) and not _NEGATION.search(out[0]) \
            and _NEGATION.search(out[1]) and not _PERMISSION.search(out[1]):
        first = out[0].rstrip(" ;.!")
        out = [*out[1:], f"{first[:1].upper()}{first[1:]}."]
        changed = True
    return " ".join(out) if changed else None


def use_last(text: str) -> str | None:
    """"Python dependencies go through uv. Don't use pip install.": the way that is fine said in the sentence before
    the ban, moved after it (None when the text does not open so). The caller keeps it only when it names an allowed
    program the plain reading missed."""
    if not isinstance(text, str):
        return None
    out = _SENTENCE.split(text.strip())
    if len(out) >= 2 and (_PERMISSION.search(out[0]) or USE.search(out[0])) and not _NEGATION.search(out[0]) \
            and any(_NEGATION.search(s) for s in out[1:]):
        return " ".join([*out[1:], out[0]])
    return None


# "are limited to", "sont limitées à", "sind auf ... beschränkt" (verb-final), "se limitan a", "sono limitate a"
_LIMIT = (
    (rx(r"\b(?:(?:is|are|stays?|remains?)\s+)?(?:limited|restricted|confined|scoped)\s+to\b|"
        r"\b(?:should|must|have\s+to|has\s+to|need\s+to|needs\s+to)\s+stay\s+(?:within|inside|in)\b|"
        r"\b(?:stays?|remains?)\s+(?:within|inside)\b", re.I), "only in"),
    (rx(r"\bkeep\s+(?:your\s+|all\s+|the\s+)?(?:edits|changes|writes|modifications)\s+(?:within|inside|in)\b", re.I),
     "only edit in"),
    (rx(r"\b(?:(?:est|sont|restent?)\s+)?(?:limitée?s?|restreinte?s?|cantonnée?s?)\s+(?:à|aux?)\b|"
        r"\bse\s+limitent\s+(?:à|aux?)\b", re.I), "uniquement dans"),
    (rx(r"\b(?:(?:está|están|quedan?)\s+)?(?:limitad[oa]s?|restringid[oa]s?)\s+a\b|\bse\s+limitan\s+a\b", re.I), "edita solo en"),
    (rx(r"\b(?:(?:è|sono|restano)\s+)?(?:limitat[oaie]|ristrett[oaie])\s+a\b", re.I), "solo in"),
    (rx(r"\b(?:(?:é|são|ficam?)\s+)?(?:limitad[oa]s?|restrit[oa]s?)\s+a\b", re.I), "apenas em"),
)
_DE_LIMIT = rx(r"\b(?:sind|ist|bleiben|bleibt)\s+(?:nur\s+)?auf\s+(?P<scope>[^.;:!?]{2,80}?)\s+(?:beschränkt|begrenzt)\b",
               re.I)

# a permission with everything else gated: "freely" words, and "anything outside / everything else" in another clause
_FREELY = rx(r"\b(?:freely|as\s+you\s+(?:like|please|wish)|without\s+asking|librement|comme\s+tu\s+veux|frei|"
             r"nach\s+Belieben|libremente|a\s+tu\s+gusto|liberamente|livremente|à\s+vontade|vrij)\b", re.I)
_THE_REST = rx(r"\b(?:anything|everything)\s+(?:else|outside)|\bany\s+other\b|\ball\s+other\b|\bthe\s+rest\b|"
               r"\beverywhere\s+else\b|\btout\s+(?:le\s+)?reste\b|\btout\s+autre\b|\bailleurs\b|\balles\s+andere\b|"
               r"\balle\s+anderen\b|\bsonst\w*\b|\bcualquier\s+otr[oa]\b|\btodo\s+lo\s+dem[aá]s\b|\bel\s+resto\b|"
               r"\btutto\s+il\s+resto\b|\bqualsiasi\s+altr[oa]\b|\bqualquer\s+outr[oa]\b|\btodo\s+o\s+resto\b|"
               r"\bal\s+het\s+andere\b", re.I)
_PATHISH = rx(r"(?<![\w])[\w.-]+/")
_INSIDE_WORD = rx(r"\b(?:in|inside|within|under|dans|sous|innerhalb|unter|dentro|en|bajo|em|nel|nella|sotto)\b", re.I)


def limit_as_only(text: str) -> str:
    """The text with a write scope said as a limit or as a free permission said with "only" (unchanged when it says
    none)."""
    if not isinstance(text, str) or not _PATHISH.search(text):
        return text
    out = text
    for pattern, only in _LIMIT:
        out = pattern.sub(only, out)
    out = _DE_LIMIT.sub(lambda m: f"nur in {m.group('scope')}", out)
    if out != text:
        return out
    sentences = _SENTENCE.split(text)
    if len(sentences) < 2 and not re.search(r"[;:]", text):
        return text
    pieces = re.split(r"(?<=[.!?;:])\s+", text)
    for i, piece in enumerate(pieces):
        if _FREELY.search(piece) and _PATHISH.search(piece) and _PERMISSION.search(piece) and not _NEGATION.search(piece) \
                and any(_THE_REST.search(p) for p in pieces[i + 1:]):
            plain = _FREELY.sub("", _PERMISSION.sub("", piece, count=1), count=1)
            plain = re.sub(r"\s+", " ", plain).strip(" ,")
            if not _INSIDE_WORD.search(plain):  # "edit app/ and spec/": the scope's folders, said as a place
                plain = _PATHISH.sub(lambda m: f"in {m.group(0)}", plain, count=1)
            pieces[i] = f"Only {plain}"
            return " ".join(pieces)
    return text


_WITH_NOT = rx(r"\b(?:with|using|via|avec|mit|con|com)\s+`?(?P<a>[A-Za-z][\w.+-]*)`?\s*,\s*"
               r"(?P<neg>not|never|pas|jamais|nicht|nie|no|nunca|non|mai|não|niet|nooit)\s+"
               r"(?:(?:with|using|via|avec|mit|con|com)\s+)?(?P<b>`?[A-Za-z][\w.+-]*(?:\s+[a-z][\w-]*)?`?)", re.I)


def with_as_use(text: str, is_program: Callable[[str], bool]) -> str:
    """"... with uv, not with pip install" said as "... use uv, not pip install" when both sides name programs."""
    if not isinstance(text, str):
        return text

    def swap(m: re.Match[str]) -> str:
        a, b = m.group("a"), m.group("b")
        if not (is_program(a) and is_program(b.strip("`").split()[0])):
            return m.group(0)
        return f"use {a}, {m.group('neg')} {b}"
    return _WITH_NOT.sub(swap, text)


# "<file> には … ので、<contents> を …" / "<file>에는 … 니까 <contents>을 …": the file is the reason clause's topic
_REASON_TOPIC = rx(r"^\s*`?(?P<path>[\w./~-]*\.[\w.-]+|[\w.~-]+/[\w./-]*)`?\s*(?:ファイル)?\s*(?:には|は|に|에는|은|는|에)"
                   r"[^、。,.]{1,40}?(?:ので|から|ため|니까|으니|어서|아서|기\s*때문에)[、,]?\s*(?P<rest>.+)$", re.S)
_CONTENTS = rx(r"中身|内容|そのファイル|それ|내용|그\s*파일|그것")


def reason_topic(text: str) -> str:
    """The text with a file named only in a Japanese or Korean reason clause put before the contents the ban names."""
    if not isinstance(text, str):
        return text
    m = _REASON_TOPIC.match(text)
    if m is None or m.group("path") in m.group("rest"):
        return text
    rest = m.group("rest")
    noun = _CONTENTS.search(rest)
    if noun is None:
        return text
    owner = f"{m.group('path')} の" if re.search(r"[\u3040-\u30ff]", text) else f"{m.group('path')}의"
    return f"{rest[:noun.start()]}{owner}{noun.group(0)}{rest[noun.end():]}"


_IDIOM_BAN = rx(r"\b(?:is|are)\s+(?:completely\s+|totally\s+|absolutely\s+)?(?:off\s+the\s+table|out\s+of\s+the\s+question|"
                r"a\s+(?:hard\s+)?no(?:-go)?|not\s+an\s+option|a\s+non-starter)\b|"
                r"\b(?:est|sont)\s+(?:totalement\s+|absolument\s+)?(?:hors\s+de\s+question|exclue?s?)\b|"
                r"\b(?:kommt|kommen)\s+(?:überhaupt\s+|gar\s+)?nicht\s+in\s+(?:Frage|die\s+Tüte)\b|"
                r"\b(?:está|están)\s+(?:totalmente\s+)?(?:descartad[oa]s?|fuera\s+de\s+(?:discusi[oó]n|lugar))\b|"
                r"\b(?:è|sono)\s+(?:assolutamente\s+)?(?:fuori\s+discussione|esclus[oaie])\b|"
                r"\b(?:está|estão|é|são)\s+(?:totalmente\s+)?(?:fora\s+de\s+quest[ãa]o|descartad[oa]s?)\b", re.I)


def idiom_bans(text: str) -> str:
    """The text with a ban idiom after the act ("is off the table", "est hors de question") said "is forbidden"."""
    if not isinstance(text, str):
        return text
    return _IDIOM_BAN.sub("is forbidden", text)


_GE_PARTICIPLE = rx(r"\bge(?=(?:push|merg|lösch|loesch|commit|deploy|install|rebas|pull|tagg|releas|publish|squash|"
                    r"force-?push)\w*)", re.I)


def german_participles(text: str) -> str:
    """The text with a German participle of an act ("gepusht", "gelöscht", "gemergt") read by its stem ("pusht")."""
    if not isinstance(text, str):
        return text
    return _GE_PARTICIPLE.sub("", text)
