"""Concept lexicons: the many ways to say one object or action of a rule, for "same rule in other words".

Why: detection decides that a live sentence restates a pin by parsing both with the compliance rule model
(rule_identity.py). The parse knows one or two names per object and action, so a user who restates a rule in
their own words ("no grids with columns" for "never use tables"; "nothing goes live at the end of the work
week" for "no deploys on Friday"; "the primary branch" for "main") parses into nothing, and the pin is
re-injected although it is alive. Here each concept is one table of its wordings in the languages memlock
reads (en fr de es it pt nl, and ja zh ko ru where the concept has a usual word), mapped to one token the rule
parse already reads. :func:`canonical` rewrites a text to those tokens; rule_identity compares a pin and a unit
both rewritten, so the two converge when they say the same thing and stay apart when they do not: a concept
never merges two concepts (commit / force-push, main / master, delete / drop, Friday / weekend), the number,
polarity, language and the other slots are left as written.

The user's own language ("in my language", "こっちの言葉で", "우리말로", "на родном языке") is a concept
too, resolved by the language the sentence itself is written in (:func:`own_language_named`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from memlock_core.detection.rule_mood import told_language
from memlock_core.regex_cache import rx


@dataclass(frozen=True)
class Concept:
    """One object or action: its wordings (``words``) and the token the rule parse reads for it."""

    name: str
    token: str
    words: re.Pattern[str]


_I = re.IGNORECASE
# Negation right before an omit verb: "don't skip the tests" asks for them, it bans nothing.
_NEGATED_BEFORE = rx(r"(?:\b(?:not|never|don['’]?t|do\s+not|no|ne|pas|nicht|nie|no|nunca|non|mai|não|niet|nooit)\W+"
                     r"(?:\w+\W+)?)$", _I)

CONCEPTS: tuple[Concept, ...] = (
    # an apology, said as the feeling or the stock phrase ("the 'sorry for the confusion' bits", "the remorse")
    Concept("apology", "apologies", rx(
        r"\b(?:sorry[- ]for[- ]the[- ](?:confusion|inconvenience|mix-?up|trouble)|mea\s+culpas?|remorse|contrition|"
        r"self-?flagellation|grovel(?:l?ing)?|d[ée]sol[ée]e?s?\s+pour\s+(?:la\s+confusion|le\s+d[ée]rangement)|"
        r"formules?\s+d['’]excuses?|remords|entschuldigungsfloskeln|reue|"
        r"perdón\s+por\s+la\s+confusión|arrepentimiento|scusa\s+per\s+la\s+confusione|rimorso|"
        r"desculpa\s+pela\s+confusão|remorso|sorry\s+voor\s+de\s+verwarring|spijtbetuigingen|berouw)\b", _I)),
    # a table, said as its shape ("grids with columns", "tabular layout", "Raster", "cuadrícula", "表形式")
    Concept("tables", "tables", rx(
        r"\b(?:(?:tabular|column(?:ar)?|grid)\s+(?:layouts?|formats?|views?)|grids?(?:\s+with\s+columns)?|"
        r"grilles?(?:\s+(?:à|en)\s+colonnes)?|mises?\s+en\s+page\s+en\s+colonnes|tableaux|"
        r"rastern?|spaltenlayouts?|tabellen|tabellenform|cuadrículas?|tablas?|griglie|griglia|tabelle|"
        r"grades?\s+(?:com|de)\s+colunas|tabelas?|rasters?\s+met\s+kolommen)\b", _I)),
    # an emoji, said as its look ("faccine", "simboletti colorati", "carinhas", "表情符号"); an emoticon or smiley
    # is a concept of its own (a text emoticon ban implies the emoji ban, not the reverse: implied_parts.py)
    Concept("emoji", "emoji", rx(
        r"\b(?:pictograms?|pictographs?|pictogrammes|bildchen|caritas|iconitos|faccin[ae]|faccette|"
        r"simbolett[io](?:\s+colorat[io])?|carinhas|bonequinhos|gezichtjes)\b|表情符号|이모지", _I)),
    # a bulleted list, said as its items or its form ("short list items", "point form", "Stichpunkte")
    Concept("bullets", "bullet points", rx(
        r"\b(?:(?:short\s+)?list\s+items|point\s+form|dot\s+points|(?:liste|forme)\s+à\s+puces|points\s+de\s+liste|"
        r"stichpunkten?|spiegelstrichen?|viñetas|elenchi\s+puntati|elenco\s+puntato|tópicos|"
        r"opsommingstekens|opsommingen)\b|箇条書き|要点列表|글머리\s*기호", _I)),
    # the repository's main branch under its descriptive names ("the primary branch", "rama principal")
    Concept("main_branch", "main", rx(
        r"\b(?:(?:the\s+)?(?:primary|default|main)\s+branch|(?:la\s+)?branche\s+principale|(?:den\s+)?haupt-?(?:branch|zweig)|"
        r"(?:la\s+)?rama\s+principal|(?:il\s+)?(?:ramo|branch)\s+principale|(?:o\s+)?(?:ramo|branch)\s+principal|"
        r"(?:de\s+)?hoofd-?(?:branch|tak))\b|メインブランチ|主分支|메인\s*브랜치", _I)),
    # rewriting shared history is a force-push ("no history rewrites", "Historie umschreiben", "履歴を書き換え")
    Concept("force_push", "force-push", rx(
        r"\b(?:history\s+rewrit(?:es?|ing)|rewrit(?:e|ing)\s+(?:the\s+)?(?:git\s+)?history|"
        r"r[ée][ée]cri(?:re|s|t|ture)\s+(?:de\s+)?l['’]historique|(?:historie|history|verlauf)\s+(?:um)?schreiben|"
        r"reescrib\w+\s+(?:el\s+)?historial|riscriv\w+\s+la\s+(?:storia|cronologia)|reescrev\w+\s+o\s+histórico|"
        r"geschiedenis\s+herschrijven)\b|履歴を書き換え|改写历史|重写历史|히스토리를?\s*재작성", _I)),
    # production under its everyday names ("the live DB", "Live-Datenbank", "entorno en vivo")
    Concept("production", "production", rx(
        r"\blive(?=[\s-]+(?:db|database|datenbank|server|servers|system|environment|env|instance|site|cluster)\b)|"
        r"\blive(?=-?(?:datenbank|db|system|server)\b)|\bprod(?=\s+(?:db|database|server|env|environment)\b)", _I)),
    # deploying said as going live ("put it live", "zet je niets live", "in Produktion bringen", "mise en production")
    Concept("deploy", "deploy", rx(
        r"\b(?:put(?:ting)?\s+(?:\w+\s+){0,2}live|go(?:es|ing)?\s+live|goes?\s+out\s+to\s+prod(?:uction)?|"
        r"ship(?:s|ping|ped)?(?:\s+(?:anything|something|nothing|it|code|changes?))?\s+to\s+prod(?:uction)?|"
        r"ship(?:s|ping|ped)?(?=\s+(?:anything|something|nothing|it|code|changes?)\b)|"
        r"mises?\s+en\s+(?:prod|production)|mettre\s+en\s+(?:prod|production)|"
        r"in\s+(?:die\s+)?produktion\s+(?:bringen|nehmen|schieben|gehen)|live\s+(?:schalten|stellen|nehmen|gehen)|"
        r"ausroll(?:en|t)|desplieg\w*|desplegar|pasar\s+a\s+producción|subir\s+a\s+producción|"
        r"mettere\s+in\s+produzione|rilasci(?:are|o|i)\s+in\s+produzione|colocar\s+em\s+produção|"
        r"subir\s+para\s+produção|zet(?:ten)?\s+(?:je\s+)?(?:niets|iets|niks|het)?\s*live|live\s+zetten|"
        r"uitrollen|"
        # publishing or releasing to production ("publique em produção", "release to prod", "in Produktion veröffentlichen")
        r"(?:publish|release|publi(?:que|car|ca|er|ez|e)|lanç\w*|rilasci\w*)\s+(?:em|en|to|in|na|a|al)\s+"
        r"(?:la\s+|die\s+)?prod(?:u[cç]\w*|uktion)?|in\s+produktion\s+veröffentlich\w*)\b|"
        r"本番(?:環境)?に(?:反映|リリース|デプロイ)|上线|배포", _I)),
    # the last day of the work week is Friday ("end of the work week", "eind van de werkweek")
    Concept("friday", "Friday", rx(
        r"\b(?:(?:the\s+)?end\s+of\s+the\s+work(?:ing)?\s*week|(?:the\s+)?last\s+(?:work(?:ing)?|business)\s+day\s+of\s+the\s+week|"
        r"(?:la\s+)?fin\s+de\s+la\s+semaine\s+de\s+travail|(?:am\s+)?ende\s+der\s+arbeitswoche|"
        r"(?:el\s+)?final\s+de\s+la\s+semana\s+laboral|(?:la\s+)?fine\s+della\s+settimana\s+lavorativa|"
        r"(?:o\s+)?fim\s+da\s+semana\s+de\s+trabalho|(?:het\s+)?eind(?:e)?\s+van\s+de\s+werkweek)\b", _I)),
    # replying, said with another verb after the language ("日本語で返して", "中文で書いて"): the verb the parse reads
    Concept("reply_ja", "答えて", rx(r"(?<=で)(?:返して|返信して|書いて|話して|しゃべって|喋って)")),
    # deleting said as the shell command or a slang verb ("before you rm anything", "never nuke files")
    Concept("delete", "delete", rx(r"\brm\b(?!\s+-)|\b(?:purge|nuke)\b", _I)),
    # a language by its short name ("in JS", "TS code")
    Concept("javascript", "JavaScript", rx(r"\bJS\b")),
    Concept("typescript", "TypeScript", rx(r"\bTS\b")),
    # committing said as checking in ("never check in secrets"; "check in with me" asks consent)
    Concept("commit", "commit", rx(r"\bcheck(?:s|ed|ing)?\s+in\b(?!\s+with)", _I)),
    # dotenv files under their descriptive names ("environment files", "fichiers d'environnement", "Env-Dateien")
    Concept("env_files", ".env files", rx(
        r"(?<![.\w])(?:(?:environment|env|dotenv)\s+files?|fichiers?\s+(?:d['’]environnement|env|\.env)|"
        r"(?:env|umgebungs)-?dateien|archivos?\s+(?:de\s+entorno|env|\.env)|file\s+(?:di\s+ambiente|env|\.env)|"
        r"arquivos?\s+(?:de\s+ambiente|env|\.env)|omgevingsbestanden)\b", _I)),
    # polite Japanese said by its register's other names ("丁寧な言葉づかい", "です・ます調")
    Concept("ja_polite", "敬語", rx(r"丁寧な(?:言葉づかい|言葉遣い|言葉|口調|話し方|日本語)|です・?ます調|丁寧語")),
    # elevated privileges are sudo ("admin rights", "Root-Rechte", "privilegios de administrador")
    Concept("sudo", "sudo", rx(
        r"\b(?:admin(?:istrator)?\s+(?:rights|privileges|permissions)|elevated\s+(?:rights|privileges|permissions)|"
        r"droits\s+(?:d['’]admin(?:istrateur)?|root)|(?:root|admin)-?rechten?|privilegios\s+de\s+(?:administrador|root)|"
        r"privilegi\s+(?:di\s+)?(?:amministratore|root)|privilégios\s+de\s+(?:administrador|root)|beheerdersrechten)\b|"
        r"管理者権限|管理员权限|관리자\s*권한", _I)),
    # the formal "you" named as the thing to use ("usa sempre il Lei", "benutze das Sie", "utilise le vous"): the
    # formal register under the name the parse reads; "Lei" capitalised only, "das Sie" not as a relative clause
    Concept("formal_it", "la forma di cortesia", rx(r"\bil\s+Lei\b")),
    Concept("formal_de", "die Sie-Form", rx(r"\bdas\s+Sie\b(?=\s*(?:[,.;!:]|$|und\b|statt\b|anstatt\b|nicht\b|"
                                          r"immer\b|bitte\b))")),
    Concept("formal_fr", "le vouvoiement", rx(r"\ble\s+vous\b(?=\s*(?:[,.;!:]|$|et\b|avec\b|pas\b|plutôt\b|toujours\b))",
                                             _I)),
    # naming the variables in a language is the language of the variable names, not of the reply ("Name variables in
    # English", "Les variables doivent être nommées en anglais", "Benenne Variablen auf Englisch")
    Concept("variable_names", "variable names", rx(
        r"\b(?:name|naming)\s+(?:the\s+|your\s+|all\s+|any\s+)?variables|"
        r"\bvariables\s+(?:(?:must|should|have\s+to)\s+be|are|get)\s+named|"
        r"\bnomm\w*\s+(?:les\s+|des\s+|tes\s+|vos\s+|toutes\s+les\s+)?variables|"
        r"\bvariables\s+(?:(?:doivent|devraient)\s+être|sont)\s+nommées|"
        r"\bbenenn\w*\s+(?:die\s+|alle\s+|deine\s+)?variablen|"
        r"\bvariablen\s+(?:werden|sollen|müssen|sollten)\s+(?:\w+\s+){0,3}?benannt(?:\s+werden)?|"
        r"\bnombr\w*\s+(?:las\s+|tus\s+|todas\s+las\s+)?variables|"
        r"\bvariables\s+(?:(?:deben|deberían)\s+(?:ser\s+)?|se\s+)?nombr(?:adas|an)|"
        r"\bnome(?:ie|ar|a)\w*\s+(?:as\s+|suas\s+|todas\s+as\s+)?variáveis|"
        r"\bvariáveis\s+(?:devem\s+(?:ser\s+)?|são\s+)?nomeadas|"
        r"\bnomin\w*\s+(?:le\s+|tutte\s+le\s+)?variabili|\bvariabili\s+(?:devono\s+(?:essere\s+)?|sono\s+)?nominate", _I)),
)

# "Keep X out of git": a ban on committing X, said as where X must not be
_KEEP_OUT = rx(r"\bkeep\s+(?P<what>(?:[^.;:!?]|\.(?=\w)){1,60}?)\s+out\s+of\s+(?:the\s+)?(?:git(?:\s+history)?|repo(?:sitory)?|"
               r"version\s+control|commits?)\b", _I)

# "Nothing gets committed until the tests pass", "Only push after the suite is green", "Ne commite rien tant que les tests
# ne passent pas", "Kein Commit, bevor die Tests grün sind": a precondition said as a ban with its gate. Said plainly
# it is "run the tests before committing", the form the rule parse reads (a ban or an "only" must stand before the gate).
_ACTS = (("commit", r"commit\w*|committ\w*"), ("push", r"push\w*|pousse\w*|pouss\w*"),
         ("merge", r"merg\w*|fusionn\w*"), ("deploy", r"deploy\w*|déploi\w*|despl[ie]eg\w*"))
_TESTS_FIRST = rx(
    r"(?:(?P<ban>\b(?:nothing|no|never|don['’]?t|do\s+not|only|rien|jamais|ne|aucun\w*|que|kein\w*|nie|nichts|nur|erst|"
    r"nunca|nada|ningún|solo|sólo)\b)[^.;:!?]{0,40}?\b(?P<act>" + "|".join(w for _, w in _ACTS) + r")\b"
    r"|\b(?P<act2>" + "|".join(w for _, w in _ACTS) + r")\s+(?:\w+\s+)?(?:only|nur|seulement|solo|sólo)\b)"
    r"[^.;:!?]{0,30}?\b(?:until|before|unless|once|after|when|tant\s+que|avant\s+que|bevor|solange|wenn|hasta\s+que|"
    r"antes\s+de\s+que|mientras)\b[^.;:!?]{0,30}?\b(?:tests?|test\s+suite|suite|ci|checks|pipeline|tests?uite)\b"
    r"[^.;:!?]{0,30}?\b(?:pass\w*|green|succeed\w*|verts?|grün|pasan|passent|ok)\b(?:\s+(?:pas|sind|ist|sont))?", _I)


def _tests_first(m: re.Match[str]) -> str:
    said = m.group("act") or m.group("act2")
    act = next(name for name, words in _ACTS if re.fullmatch(words, said, re.IGNORECASE))
    return f"always run the tests before {_GERUND[act]}"


_GERUND = {"commit": "committing", "push": "pushing", "merge": "merging", "deploy": "deploying"}


# An omit verb bans its object ("skip the X", "leave out X", "épargne-moi les X", "spar dir die X"): said as "no X";
# "n'oublie pas (de) X" asks for X (compliance/forget_not.py).
_OMIT = rx(r"\b(?:skip|omit|leave\s+(?:out|off)|cut\s+out|spare\s+me|ditch|forgo|get\s+rid\s+of|do\s+away\s+with|"
           r"[ée]pargne-moi|laisse\s+tomber|(?<!n['’])oublie(?!\s+(?:pas|jamais)\b)|spar\s+dir|ahórrate|omite|sáltate|"
           r"risparmiami|lascia\s+perdere|ometti|poupe-me|omita)\s+(?:the|all|any|those|these|your|les|tes|"
           r"vos|die|den|das|deine|los|las|tus|i|gli|le|tuoi|os|as|teus|de|je)?\s*", _I)


# A separable omit verb around its object: "Lass bitte alle Emojis weg" (keine Emojis), "laat de emoji weg" (geen emoji)
_LEAVE_AWAY = (
    (rx(r"\blass(?:t)?\s+(?:bitte\s+)?(?:(?:die|den|das|alle|deine)\s+)?(?P<what>[^,.;:!?]{1,40}?)\s+(?:bitte\s+)?weg\b", _I),
     "keine"),
    (rx(r"\blaat\s+(?:(?:de|het|alle|je)\s+)?(?P<what>[^,.;:!?]{1,40}?)\s+weg\b", _I), "geen"),
)


# ... and the English one: "Leave exclamation marks out of customer emails" (no exclamation marks in customer emails)
_LEAVE_OUT = rx(r"\bleave\s+(?:the\s+|all\s+|any\s+|your\s+)?(?P<what>[^,.;:!?]{1,40}?)\s+out\b(?P<of>\s+of\b)?", _I)


def _left_out(m: re.Match[str]) -> str:
    if _NEGATED_BEFORE.search(m.string[:m.start()]):
        return m.group(0)  # "don't leave the tests out" asks for them
    return f"no {m.group('what')}" + (" in" if m.group("of") else "")


_NOT_AWAY = rx(r"\b(?:nicht|nie|niemals|niet|nooit)\b", _I)


def _banned(ban: str) -> Callable[[re.Match[str]], str]:
    def replace(m: re.Match[str]) -> str:  # "Lass die Emojis nicht weg" asks for them: left as written
        return m.group(0) if _NOT_AWAY.search(m.group("what")) else f"{ban} {m.group('what')}"
    return replace


def _unnegated(text: str, start: int) -> bool:
    return not _NEGATED_BEFORE.search(text[:start])


# Words a wording of an action carries that say how much of it is allowed ("put nothing live", "zet je niets
# live"): kept beside the token, so the rewrite never drops a negation.
_QUANTIFIER = rx(r"\b(?:nothing|anything|something|everything|rien|tout|nichts|alles|nada|todo|niente|nulla|tutto|"
                 r"nenhum|nenhuma|niets|niks|iets|alles)\b", _I)


def _token(concept: Concept) -> Callable[[re.Match[str]], str]:
    def replace(m: re.Match[str]) -> str:
        kept = _QUANTIFIER.findall(m.group(0))
        return " ".join([concept.token, *kept])
    return replace


# a fixed order, not set order: the pattern is a key of the regex cache (regex_cache.py)
_TOKENS = "|".join(sorted({re.escape(c.token) for c in CONCEPTS}, key=lambda t: (-len(t), t)))
# "corrections without the remorse": "without" before a concept bans it, it carves no exception out of the rule
_WITHOUT = rx(rf"\b(?:without|sans|ohne|sin|senza|sem|zonder)\s+(?:the|any|les|la|le|l['’]|die|den|das|los|las|el|"
              rf"i|gli|il|os|as|o|a|de|het)?\s*(?=(?:{_TOKENS})\b)", _I)


@lru_cache(maxsize=16384)
def canonical(text: str) -> str:
    """``text`` with every concept's wording replaced by the concept's token and an omit verb said as "no"; the
    text itself when nothing matched (a caller compares the two to skip a second parse)."""
    out = text
    for concept in CONCEPTS:
        out = concept.words.sub(_token(concept), out)
    for pattern, ban in _LEAVE_AWAY:
        out = pattern.sub(_banned(ban), out)
    out = _LEAVE_OUT.sub(_left_out, out)
    out = _TESTS_FIRST.sub(_tests_first, out)
    out = _KEEP_OUT.sub(lambda m: f"never commit {m.group('what')}", out)
    out = _OMIT.sub(lambda m: "no " if _unnegated(m.string, m.start()) else m.group(0), out)
    if out != text:
        out = _WITHOUT.sub("no ", out)
    return own_language_named(out)


# "in my (own / native) language", "this language", "our language": the language the user writes in
_OWN_LANGUAGE = rx(
    r"\b(?:in\s+)?(?:my|our)\s+(?:own\s+|native\s+|mother\s+)?(?:language|tongue)\b|\bin\s+this\s+language\b|"
    r"\b(?:dans\s+)?(?:ma|notre)\s+(?:propre\s+)?langue(?:\s+maternelle)?\b|"
    r"\b(?:in\s+)?(?:meiner|unserer)\s+(?:eigenen\s+)?(?:muttersprache|sprache)\b|\bauf\s+(?:meiner|unserer)\s+sprache\b|"
    r"\b(?:en\s+)?(?:mi|nuestro|nuestra)\s+(?:propio\s+|propia\s+)?(?:idioma|lengua)(?:\s+materna)?\b|"
    r"\b(?:nella\s+)?(?:mia|nostra)\s+(?:lingua)(?:\s+madre)?\b|"
    r"\b(?:n[ao]\s+)?(?:minha|nossa)\s+(?:própria\s+)?(?:língua|idioma)(?:\s+materna)?\b|"
    r"\b(?:in\s+)?(?:mijn|onze)\s+(?:eigen\s+)?(?:taal|moedertaal)\b|"
    r"(?:на\s+)?(?:моём|моем|нашем|родном)\s+язык[еу]|(?:w\s+)?(?:moim|naszym)\s+(?:ojczystym\s+)?języku|"
    r"こっちの言葉|こちらの言葉|私の言葉|母国語|우리말|우리\s*말|한국말|我的母语|我们的语言", _I)
_NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
          "nl": "Dutch", "ru": "Russian", "ja": "日本語", "zh": "中文", "ko": "한국어", "pl": "Polish"}


def own_language_named(text: str) -> str:
    """``text`` with "my language" said as the language ``text`` is written in, when its words tell one
    ("Scrivimi nella mia lingua" -> Italian); unchanged when they do not (an English sentence tells none, so
    "answer in my language" stays the user's language and matches no pinned language)."""
    found = _OWN_LANGUAGE.search(text)
    if not found:
        return text
    lang = told_language(text)  # the phrase itself is in the language too ("en mi idioma")
    name = _NAMES.get(lang or "")
    if not name:
        return text
    if lang in ("ja", "zh", "ko"):
        return _OWN_LANGUAGE.sub(name, text)
    return _OWN_LANGUAGE.sub(f"in {name}", text)
