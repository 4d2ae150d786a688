"""The negation lexicon the rule parsers share: the words that turn "use X" into "no X", in the languages the
rules are written in. One place, so a word learnt for one kind of rule is not missing from another.

``NEG`` is the whole lexicon a reply rule reads before what it bans: plain negators, "without", "avoid", a
preference ("rather than", "over") and a complaint ("stop ...", "I hate ..."). The narrower tiers below are for
parsers where those wider cues mean something else: in "always pass --yes so it runs without prompting" the
"without" does not refuse the flag, and "over" before a checkbox word is no refusal of checkboxes.
"""
from __future__ import annotations

# plain negators: "not", "never", "no" and their kin ("ne ... pas", "kein", "nunca", "não", "geen")
NEGATORS = r"never|no|not|don'?t|do not|jamais|pas|ne|ni|nie|niemals|kein\w*|nicht|nunca|mai|não|nooit|geen|niente|nada de"
# "without": the thing after it is left out
WITHOUT = r"without|sans|ohne|sin|sem|senza"
# "avoid": the thing after it is refused
AVOID = r"avoid"
# a refusal of what follows, for the narrow parsers (checklists, shell options, SQL)
REFUSAL = rf"{NEGATORS}|{WITHOUT}|{AVOID}"
# negators the narrow tiers leave out, for parsers that read a whole clause (a closing, a width, a dialect):
# Italian/French "non", Portuguese "nem", Spanish "nada", the unapostrophised "dont"
MORE_NEGATORS = r"non|nem|nada|dont"
# a preference that refuses what follows: "rather than X", "au lieu de X", "statt X", "en vez de X"
PREFERENCE = r"instead of|rather than|au lieu(?: de)?|statt|anstatt|en lugar(?: de)?|en vez(?: de)?"
# a complaint that asks to leave out what follows: "stop ...", "skip ..."
STOP = r"stop|skip"
# the same cues in Japanese and Chinese, which need no word boundary: "しないで", "禁止", "不要", "ではなく"
CJK_NEGATORS = r"ないで|しないで|禁止|不要"
CJK_PREFERENCE = r"ではなく|じゃなく"

# the reply rules' lexicon (reply_rule): every cue that refuses what follows it
NEG = (r"never|no|not|don'?t|do not|doesn'?t|mustn'?t|must not|shouldn'?t|should not|avoid|without|stop|free of|"
       r"rather than|instead of|over|plutôt que|au lieu de|statt|anstatt|en lugar de|en vez de|"
       r"jamais|pas|sans|aucun|aucune|évite[rz]?|ne|n'|nie|niemals|keine?n?|kein|nicht|ohne|vermeide|"
       r"nunca|sin|ningún|ninguna|ninguno|evita|jamás|"
       r"não|nao|nem|sem|nenhum|nenhuma|evite|em vez de|ao invés de|nada del?|nada de la|"
       r"non|mai|niente|nessun|nessuna|nessuno|senza|invece di|anziché|zéro|zero|cero|null|"
       r"geen|nooit|niet|zonder|in plaats van|bez|nigdy|i hate|i dislike|i can'?t stand|je déteste|ich hasse|odio|"
       # a complaint asks to stop: "arrête de mettre ...", "hör auf mit ...", "deja de usar ...", "smetti di ..."
       r"arrête[sz]? de?|arrêtez de?|arrête[sz]? avec|arrêtez avec|basta de|basta con|"
       r"cesse[sz]? de?|hör(?:t| sie)? auf(?: mit)?|deja de|dejad de|para de|pare de|"
       r"smett(?:i|ila|ete) di|stop met|przesta(?:ń|ńcie)|"
       # Russian: "не" before the verb, "без" (without), "никогда"; a complaint: "хватит", "перестань"
       r"не|без|никогда|хватит|перестаньте|перестань|прекрати(?:те)?|asla|hiçbir zaman|hiç|"
       # "none of" / "instead of": Russian, Polish, Czech, Swedish ("никаких фунтов", "żadnych cali", "inga tum")
       r"никаких|никакие|никакого|никакой|вместо|żadnych|żadne|żadnego|zamiast|žádné|žádných|inga|inget|inte|aldrig|utan|"
       r"istället för|i stället för")

# The words that set a refused form beside the wanted one in a rule ("'1.' not '1)'", "« vous » plutôt que « tu »",
# "1.000,50 statt 1,000.50", "usted en vez de tú", "niente «1)»"): one list for the readers of such a pair (numbering
# marks, decimal marks, the person of address), each taking it through :func:`contrast`. CONTRAST_MORE holds the
# forms only some readers take.
CONTRAST = (r"not|never|no|avoid|instead of|rather than|pas|jamais|non|plutôt que|au lieu de|nicht|kein\w*|statt|anstatt|"
            r"nie|nunca|sin|en vez de|en lugar de|nada de|invece di|niente|não|nem")
CONTRAST_MORE = r"mai|anstelle von"


def contrast(more: str = "", without: str = "") -> str:
    """:data:`CONTRAST` as one regex alternation, with the forms ``more`` (of :data:`CONTRAST_MORE`) and without the
    forms ``without`` ("a|b"), for a reader that has not been checked with them."""
    skip = set(without.split("|")) if without else set()
    words = [w for w in CONTRAST.split("|") if w not in skip] + (more.split("|") if more else [])
    return "|".join(sorted(dict.fromkeys(words), key=lambda w: (-len(w), w)))
