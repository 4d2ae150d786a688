"""A consent rule said two ways, in the languages memlock reads (issue 22).

"Don't delete files without asking me" and "Before you delete a file, ask me" are one rule: an action that needs
the user's consent first. Users restate it in the other form as often as in the same one ("Non cancellare file
senza chiedermelo" / "prima di cancellare un file chiedimelo"; "Pide confirmación antes de borrar cualquier
archivo" / "antes de borrar cualquier archivo, me preguntas"). The two forms read here:

* **ban** — a negation, the action, and "without" + a consent word ("sin preguntar", "senza chiedermelo",
  "ohne Rückfrage", "zonder toestemming");
* **ask first** — a consent word and "before" + the action ("antes de", "avant de", "bevor", "prima di",
  "voordat"), with no negation (a negated one, "don't ask before ...", says the opposite).

What the rule is about is the rest of its content words (the action and its object, by their first letters).
Two texts are the same consent rule when both read as one, and the unit names nothing the pin does not and at
least half of what it does. The permission "Delete files without asking" has no negation and is no ban.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memlock_core.regex_cache import rx

STEM = 4
_WORD = rx(r"[^\W\d_]+", re.UNICODE)
# consent, by the first letters of its words (long enough not to catch "config", "account", "bestanden"): ask, check,
# confirm, permission, approval; preguntar, consultar, confirmación, permiso; pergunte, permissão, autorização;
# chiedere, conferma, permesso; demander, autorisation, accord; fragen, Rückfrage, Erlaubnis, Zustimmung,
# bestätigen, Freigabe; vragen, toestemming, bevestiging
_CONSENT = ("aprov", "aprob", "approb", "genehm", "goedkeur", "consent",
            "ask", "check", "confir", "confer", "permis", "permes", "permiss", "approv", "pregunt", "consult", "demand",
            "autori", "accord", "frag", "rückfr", "ruckfr", "erlaub", "zustimm", "bestatig", "freigab",
            "pergunt", "chied", "chiedi", "vraag", "vrag", "toestem", "bevestig", "okay")
_CONSENT_WORDS = frozenset("ok yes oui sim pide pida pideme permiso peca pede pedir".split())  # words without their accents
# consent said with a verb or a noun, for the "unless" of a ban ("unless you ask me", "unless I've said yes")
_CONSENT_NOUN_WORDS = (r"ask|check|confirm|approv|yes|ok|okay|permis|permiss|consent|agree|sign|autori|accord|valid|"
                       r"frag|zustimm|stimm|erlaub|freig|pregunt|permiso|consult|aprob|aprueb|chied|permess|pergunt|aprov|vraag|"
                       r"toestem")
_BEFORE = rx(r"\b(?:before|antes\s+de|antes|avant\s+de|avant\s+d['’]|avant|bevor|vor|vorher|prima\s+di|prima|"
                     r"voordat|voor|eerst)\b", re.IGNORECASE)
# "unless I say yes", "à moins que je ne valide": the consent of a ban said as its exception
_UNLESS_CONSENT = (r"\b(?:unless|à\s+moins\s+que|sauf\s+si|es\s+sei\s+denn|außer\s+wenn|a\s+menos\s+que|salvo\s+que|"
                   r"a\s+meno\s+che|a\s+não\s+ser\s+que|tenzij)\b"
                   rf"(?=(?:\W+\w+){{0,5}}?\W+(?:{_CONSENT_NOUN_WORDS})\w*)")
_WITHOUT = rx(rf"\b(?:without|sin|sem|sans|ohne|senza|zonder)\b|{_UNLESS_CONSENT}", re.IGNORECASE)
# the user's word as the moment the act may come: "until I say so", "only after I say it's fine", "depois que eu disser que
# pode", "jusqu'à ce que je le dise", "bis ich es sage", "hasta que yo lo diga": a ban with the user's consent, negated or not
_SAY_SO = rx(r"\b(?:until|till|after|once)\s+I\s+(?:say|give|tell)\b[^,.;:!?]{0,20}|"
             r"\b(?:depois\s+que|até\s+que?|quando)\s+eu\s+(?:disser|falar|autorizar)\b[^,.;:!?]{0,16}|"
             r"\b(?:jusqu['’]à\s+ce\s+que|après\s+que)\s+je\s+(?:le\s+|te\s+le\s+)?dise\b[^,.;:!?]{0,16}|"
             r"\b(?:bis|nachdem)\s+ich\s+(?:es\s+|dir\s+)?(?:sage|gesagt|freigebe)\b[^,.;:!?]{0,12}|"
             r"\b(?:hasta\s+que|después\s+de\s+que)\s+(?:yo\s+)?(?:lo\s+|te\s+lo\s+)?diga\b[^,.;:!?]{0,16}|"
             r"\b(?:finché\s+non|dopo\s+che)\s+(?:te\s+)?(?:lo\s+)?(?:dico|dirò|ho\s+detto)\b[^,.;:!?]{0,12}", re.IGNORECASE)
_ONLY_SAY_SO = rx(rf"(?:\b(?:only|just|apenas|s[óo]|seulement|uniquement|nur|erst|solo|s[óo]lo|solamente|soltanto|alleen)\s+)?"
                  rf"(?:{_SAY_SO.pattern})", re.IGNORECASE)
_UNLESS_CLAUSE = rx(rf"{_UNLESS_CONSENT}[^,.;:!?]*", re.IGNORECASE)  # the whole exception: "unless I've said yes to them"
_NEGATION = frozenset("""no not never don doesn didn won shouldn mustn dont nunca jamás jamas nada ne n pas jamais non mai nicht nie
niemals kein keine keinen não nao nem niet nooit geen aucun aucune ningun ninguna ninguno nenhum nenhuma nessun nessuna
nessuno nothing none rien nichts""".split())
_LIGHT = frozenset("""a an the any every each all my your me you i us we it its this that these those one some
always first please again also just then and or of to for with in on at by from into
el la los las un una unos unas cualquier cualquiera todo todos me te lo le mi tu tus mis siempre primero de del al
le la les l un une des du tout tous toute toutes chaque me moi te toi mon ton toujours d abord de
der die das den dem des ein eine einen einem jede jeden jedem jeder alle mich mir dich dir immer zuerst erst
o os as um uma qualquer todo todos cada meu minha sempre primeiro do da dos das
il lo gli i un una uno ogni qualsiasi qualunque mio mia sempre di del della
de het een elk elke ieder iedere alle mij me je jij altijd eerst van
remember reminder recuerda recuerdo recordatorio lembrete lembre lembra rappel rappelle ricorda ricordati raccomando
erinnerung denk daran por par per by com avec mit con met em en na no nas nos au aux zu von vom zum zur
only so just erst nur apenas seulement uniquement solo solamente soltanto alleen""".split())
# (the frame of a reminder, "Recuerda:", "Mi raccomando,", names no action; nor does "by" or "with" in "with my OK")
# how the consent is given, not what it is for ("explicit approval", "meu ok por escrito", "ausdrückliche Freigabe")
_CONSENT_MANNER = frozenset("""explicit explicitly explicita explicito explicite explicitement expresa expreso express
expressly expressement ausdrucklich ausdruckliche ausdrucklichen esplicito esplicita esplicitamente expressa expresso
escrito escrita writing written ecrit schriftlich schriftliche scritto schriftelijk clear clearly""".split())
# consent said as an idiom: "my green light", "sans mon feu vert", "mit meinem Go", "sem o meu sinal verde"
_CONSENT_IDIOM = rx(r"\b(?:green[- ]light|go[- ]ahead|say[- ]so|sign[- ]off|feu\s+vert|luz\s+verde|visto\s+bueno|"
                    r"grüne[ns]?\s+licht|via\s+libera|sinal\s+verde|groen\s+licht|benestare)\b", re.IGNORECASE)
_CONSENT_NOUN = (r"(?:ok|okay|approv\w*|aprova\w*|aprob\w*|approb\w*|accord|consent\w*|permiss\w*|permis\w*|permes\w*|"
                 r"autori\w*|freigabe|zustimmung|erlaubnis|genehm\w*|toestemming|goedkeuring)")
# the ban said as its one way through: "Deploy only with my OK", "Deploy apenas com o meu ok", "nur mit meiner Freigabe",
# "seulement avec mon accord" (a consent word must follow within a few words)
_ONLY_WITH = rx(r"\b(?:only|solely|just|apenas|s[óo]|seulement|uniquement|nur|solo|s[óo]lo|solamente|únicamente|soltanto|"
                r"unicamente|alleen|enkel)\s+(?:with|com|avec|mit|con|met|after|após|après|nach|nachdem|después\s+de|dopo|na)\b"
                rf"(?=(?:\W+\w+){{0,4}}?\W+{_CONSENT_NOUN}\b)", re.IGNORECASE)
# "without my OK", "sans mon ok", "ohne meine Freigabe": the consent of a ban, said with its own "without"
_WITHOUT_CONSENT = rx(rf"\b(?:without|sin|sem|sans|ohne|senza|zonder)(?:\W+\w+){{0,3}}?\W+{_CONSENT_NOUN}\b|"
                      rf"{_UNLESS_CONSENT}", re.IGNORECASE)


def only_with_blanked(text: str) -> str:
    """``text`` without the consent of a ban ("only with my OK", "sans mon feu vert"): the "only" or "without" there
    is the ban's one way through, no limiter that narrows the rule."""
    text = _ONLY_SAY_SO.sub(" ", _CONSENT_IDIOM.sub(" ok ", text))
    return _WITHOUT_CONSENT.sub(" ", _ONLY_WITH.sub(" ", text))


# emphasis, no negation of the rule: "..., no exceptions", "sans exception", "ohne Ausnahme", "sin excepción"
_EMPHASIS = rx(r"\b(?:no\s+exceptions?|without\s+exception|no\s+matter\s+what|sans\s+exception|ohne\s+ausnahme|"
               r"sin\s+excepci[oó]n|senza\s+eccezion[ei]|sem\s+exce[çc][ãa]o|zonder\s+uitzondering)\b", re.IGNORECASE)
_LEAD = rx(r"^[^:：]{1,40}[:：]\s*")  # "Lembrete: ...", "Noch mal zur Erinnerung: ...": the rule after the lead


def _tokens(text: str) -> list[str]:
    """Lower-cased words without their accents ("pregúntame" is "preguntame")."""
    plain = "".join(ch for ch in unicodedata.normalize("NFD", text.replace("’", "'")) if not unicodedata.combining(ch))
    return [t.casefold() for t in _WORD.findall(plain)]


# words that start with a consent stem but name a thing ("Don't delete any checkpoints", "a checklist", "according to
# the spec", "log fragments", "the conference room", "l'autorité"): no consent asked or waived
_NOT_CONSENT = ("checkpoint", "checkout", "checksum", "checklist", "checkbox", "checkmark", "according", "fragment",
                "fragil", "conferen", "autorit")


def _consent_word(token: str) -> bool:
    return token in _CONSENT_WORDS or (token.startswith(_CONSENT) and not token.startswith(_NOT_CONSENT))


@lru_cache(maxsize=16384)
def consent_rule(text: str) -> frozenset[str] | None:
    """The content stems of the action ``text`` asks consent for, or None when it is no consent rule."""
    text = _EMPHASIS.sub(" ", _CONSENT_IDIOM.sub(" ok ", _LEAD.sub("", text, count=1)))
    tokens = _tokens(text)
    if not any(_consent_word(t) for t in tokens) and not _SAY_SO.search(text):
        return None
    negated = any(t in _NEGATION or t.endswith("n't") for t in tokens)
    if _SAY_SO.search(text):
        text = _SAY_SO.sub(" ", text)  # "Nothing goes live until I say so", "Deploy only after I say it's fine": a ban
    elif _WITHOUT.search(text):
        if not negated:
            return None  # "delete files without asking": a permission, no ban
    elif _ONLY_WITH.search(text):
        if negated:
            return None  # "don't deploy only with my OK": no ban said
    elif not _BEFORE.search(text) or negated:
        return None
    rest = _ONLY_WITH.sub(" ", _WITHOUT.sub(" ", _BEFORE.sub(" ", _UNLESS_CLAUSE.sub(" ", text))))
    stems = frozenset(t[:STEM] for t in _tokens(rest) if t not in _LIGHT and t not in _NEGATION
                      and t not in _CONSENT_MANNER and not _consent_word(t) and len(t) > 1)
    return stems or None


# consent the user waives by default: "unless I say no", "sauf si je dis non", "außer ich sage nein", "a menos que diga que no"
_OPT_OUT = rx(r"\b(?:unless|except\s+if)\s+I\s+(?:say|tell\s+you)\s+(?:no|not\s+to|otherwise|stop)\b|"
              r"\b(?:sauf\s+si|à\s+moins\s+que)\s+je\s+(?:ne\s+)?(?:te\s+)?dise?\s+(?:non|le\s+contraire)\b|"
              r"\b(?:außer|es\s+sei\s+denn),?\s+ich\s+sage\s+(?:nein|stopp|etwas\s+anderes)\b|"
              r"\b(?:a\s+menos\s+que|salvo\s+que)\s+(?:yo\s+)?(?:te\s+)?diga\s+(?:que\s+no|lo\s+contrario)\b|"
              r"\b(?:a\s+meno\s+che|salvo\s+che)\s+(?:non\s+)?(?:ti\s+)?dica\s+(?:di\s+no|il\s+contrario)\b|"
              r"\ba\s+não\s+ser\s+que\s+eu\s+diga\s+(?:que\s+)?não\b", re.IGNORECASE)


_WITHOUT_WORDS = frozenset("without sin sem sans ohne senza zonder".split())
_BEFORE_WORDS = frozenset("before antes avant bevor vor vorher prima voordat".split())
WAIVER_REACH = 6  # words before "without" a negation may stand in and still make the consent a ban's


def waives_consent(text: str) -> bool:
    """``text`` speaks of the user's consent but asks none: "Deploy without asking, I trust you", "Don't ask me
    before deleting files", "Deploy unless I say no". Such a sentence is the opposite of an ask-first pin, however
    much of its wording it shares, so it may never keep one alive (a drifted rule taken for alive is the worst
    failure). Read word by word around each consent word, so a list joined into one line ("deploy without asking,
    tabs not spaces") is read clause by clause: "without" + consent with no negation shortly before it waives the
    consent ("Never deploy without asking" does not); a negation just before the consent word waives it too
    ("no need to ask"), unless a "before" stands between them ("Never deploy before asking me")."""
    if _OPT_OUT.search(text):
        return True
    tokens = _tokens(_EMPHASIS.sub(" ", _LEAD.sub("", text, count=1)))
    for i, token in enumerate(tokens):
        if not _consent_word(token) or token in _CONSENT_WORDS:
            continue  # a bare "ok" says nothing about asking
        window = tokens[max(0, i - 3):i]
        if any(t in _WITHOUT_WORDS for t in window):
            j = max(k for k in range(max(0, i - 3), i) if tokens[k] in _WITHOUT_WORDS)
            if not any(_negation(t) for t in tokens[max(0, j - WAIVER_REACH):j]):
                return True
            continue
        near = tokens[max(0, i - 5):i]
        negs = [k for k, t in enumerate(near) if _negation(t)]
        if negs and not any(t in _BEFORE_WORDS for t in near[negs[-1]:]):
            return True
    return False


def _negation(token: str) -> bool:
    return token in _NEGATION or token.endswith("n't")


def same_consent_rule(pin: str, unit: str) -> bool:
    """Both read as a consent rule (see the module doc) about the same action: the unit names nothing the pin
    does not, and at least half of what it does."""
    mine, theirs = consent_rule(pin), consent_rule(unit)
    if mine is None or theirs is None:
        return False
    return theirs <= mine and len(theirs) * 2 >= len(mine)
