"""The language of prose too short for the identifier alone: a one-line reply, a sentence that switches language.

fastText is unsure of two or three words ("Run `...`, then `...`."), and a sentence in another language inside a
longer reply is blurred into the stretch around it ("... Check the logs first: Look for an OOM kill ..." in a Spanish
reply). Two independent signals agree here before anything is said: the identifier's guess and a count of the
language's most frequent words (articles, prepositions, pronouns, connectors, and the imperatives a technical answer
opens with). A word shared by the languages compared ("a", "use", "on") counts for each, so a shared word never
tells one from another; names, technical terms and code (already removed by ``prose``) count for none.
"""
from __future__ import annotations

import re

from memlock_core.compliance.language import LanguageGuess, LanguageIdentifier, identify, prose
from memlock_core.compliance.markdown import parse
from memlock_core.regex_cache import rx

_LEXICON: dict[str, frozenset[str]] = {
    "en": frozenset((
        "the and is are to of in that it for you with this be on not have as your can will was at by or from how what "
        "does should which why there their into then first also just if so but when after before an then here run use "
        "try install add open check see make set look let instead only need needs want all any "
        # the sign-offs a reply closes with in English ("Hope this helps!", "Good luck!", "Let me know")
        "hope helps help know thanks thank cheers hello good luck glad happy enjoy feel free".split())),
    "fr": frozenset((
        "le la les des est et un une du que qui pour dans pas vous sur avec ce au il elle sont nous votre être puis "
        "ensuite aussi si mais quand après avant ici utilise utilisez lance lancez essaie essayez installe installez "
        "ajoute ajoutez ouvre ouvrez vérifie vérifiez voici voilà tu ton ta tes te fais faites seule seulement ou "
        "avec sans aux ces cette cet j'espère espère aide bonne chance merci n'hésite hésitez".split())),
    "de": frozenset((
        "der die das und ist nicht ein eine zu den mit sie es ich auf für von dem im auch sich wir sind ihr dann "
        "zuerst wenn aber nach vor hier nutze nutzen verwende verwenden führe führen probiere installiere öffne prüfe "
        "schau viel erfolg du dein deine dich dir oder nur ohne einfach danach an am hoffe hilft danke gruß".split())),
    "es": frozenset((
        "el la los las es y un una que de en por para con no se su del al lo como más pero está son usted luego "
        "después primero también si cuando antes aquí usa usá utiliza ejecuta prueba instala añade abre revisa mira "
        "haz tu tus te puedes puede solo sin o espero ayude sirva suerte saludos".split())),
    "pt": frozenset((
        "o a os as é e um uma que de do da em para com não se no na por mais são você como está ao depois primeiro "
        "também quando antes aqui usa use utilize execute executa experimenta tente instale instala adicione abra "
        "veja faça tu teu tua podes pode só sem ou".split())),
    "it": frozenset((
        "il lo la gli le è e un una che di per non con si del della sono come più anche questo alla nel poi prima "
        "quando dopo qui usa usare esegui prova installa aggiungi apri controlla guarda fai tu puoi solo senza o".split())),
    "nl": frozenset((
        "de het een en is van dat niet op te zijn met voor je ik die er aan als maar ook bij dit wordt dan eerst "
        "daarna hier gebruik voer probeer installeer voeg open kijk maak jij jouw kun kunt alleen zonder of".split())),
}
_WORD = rx(r"[^\W\d_]{1,}")
_SENTENCE = rx(r"(?<=[.!?;:])\s+|(?<=[。！？])\s*")
MIN_HITS = 2  # a sentence in another language: at least this many of its frequent words, none of the wanted one's
SURE = 0.9  # ... or the identifier this sure of it, with at least one such word
LIKELY = 0.5  # the identifier's least confidence in the language the words point to
WANTED_OUT = 0.05  # ... while giving the wanted language less than this


def hits(text: str) -> dict[str, int]:
    """For each language of the lexicon, how many of the text's words are among its most frequent ones."""
    words = [w.lower() for w in _WORD.findall(text)]
    return {lang: sum(w in lexicon for w in words) for lang, lexicon in _LEXICON.items()}


def _agreeing(text: str, ident: LanguageIdentifier, wanted: tuple[str, ...], likely: float = LIKELY) -> LanguageGuess | None:
    """The identifier's guess for ``text`` when it is a language other than the wanted ones, the frequent words
    agreeing (more of them than of any wanted language, which has none) and the wanted ones all but ruled out."""
    guess = identify(ident, text)
    lang = guess.language
    if lang is None or lang in wanted or lang not in _LEXICON or not guess.scores:
        return None
    counted = hits(text)
    if any(counted.get(w, 0) for w in wanted) or any(w not in _LEXICON for w in wanted):
        return None
    mine = counted[lang]
    if mine < 1 or any(n > mine for n in counted.values()):
        return None
    if any((guess.score_of(w) or 0.0) >= WANTED_OUT for w in wanted):
        return None
    if mine >= MIN_HITS and guess.confidence >= likely or guess.confidence >= SURE:
        return guess
    return None


PASSAGE_LIKELY = 0.25  # a commit message's few words: the identifier's least confidence, the frequent words agreeing


def short_passage_guess(text: str, ident: LanguageIdentifier, wanted: tuple[str, ...]) -> LanguageGuess | None:
    """A passage written for elsewhere, a handful of words long ("fix: corrige le calcul de la TVA"): its language when
    the identifier leans to one the wanted ones are all but ruled out of and two or more of that language's frequent
    words agree, none of a wanted language's (a subject of names and terms, "fix: handle nil ptr in cfg loader",
    has "in"); None otherwise. Lower than a reply's bar: a commit subject is telegraphic, rarely a full sentence."""
    return _agreeing(prose(text), ident, wanted, PASSAGE_LIKELY)


def short_reply_guess(text: str, ident: LanguageIdentifier, wanted: tuple[str, ...]) -> LanguageGuess | None:
    """A reply whose prose is one to a few words ("Usa `git push origin --delete x`."): its language when the
    identifier and the frequent words agree it is not a wanted one; None otherwise."""
    words = prose(text)
    if not _WORD.search(words):
        return None
    agreed = _agreeing(words, ident, wanted)
    if agreed is not None:
        return agreed
    # two words or so are below what the identifier can read ("Run, then"): frequent words of one language only,
    # none of any other, say it alone
    # none of any wanted one, and more of them than of any other language (a word two languages share counts for both)
    counted = hits(words)
    ranked = sorted(counted.items(), key=lambda kv: -kv[1])
    (best, top), (_, second) = ranked[0], ranked[1]
    if top >= MIN_HITS and top > second and best not in wanted and all(w in _LEXICON and not counted[w] for w in wanted):
        return LanguageGuess(best, round(top / (top + second), 2), "frequent words")
    return None


def switched_sentence(text: str, ident: LanguageIdentifier, wanted: tuple[str, ...]) -> tuple[str, LanguageGuess] | None:
    """A sentence of the reply's own prose, read alone, that is in another language (the identifier and the frequent
    words agreeing): a reply that switches language partway, a sign-off in another language. Sentences of fewer than
    two words (a heading, a term) say nothing."""
    for paragraph in parse(text).paragraphs:
        for sentence in _SENTENCE.split(prose(paragraph)):
            sentence = re.sub(r"\s+([.!?;:,])", r"\1", sentence).strip(" .;:,")
            if len(_WORD.findall(sentence)) < 2:
                continue
            guess = _agreeing(sentence, ident, wanted)
            if guess is not None:
                return sentence, guess
    return None
