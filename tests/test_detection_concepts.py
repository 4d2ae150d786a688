"""Concept lexicons (concepts.py): a restatement in other words is the pin's rule; a neighbour rule is not."""
import pytest

from memlock_core.detection.concepts import canonical, own_language_named
from memlock_core.detection.rule_identity import same_rule

SAME = [
    # tables said as their shape
    ("Never use tables in your answers.", "From now on, no grids with columns please."),
    ("Verwende keine Tabellen in deinen Antworten.", "Bitte kein Spaltenlayout in deinen Antworten."),
    ("No uses tablas en tus respuestas.", "Nada de cuadrículas en tus respuestas, por favor."),
    # emoji said as their look
    ("Never use emoji.", "Leave out the pictograms from now on."),
    ("Nunca uses emojis.", "Nada de caritas en las respuestas, por favor."),
    ("N'utilise jamais d'emoji.", "Pas de pictogrammes dans tes réponses."),
    ("Non usare mai emoji.", "Niente faccine colorate nelle risposte."),
    # an apology said as the feeling, an omit verb as the ban, "without" before the concept as no exception
    ("Don't apologise in your replies.", "Spare me the mea culpas, just give me the corrected version."),
    ("Don't apologize in your answers.", "Corrections are welcome, without the remorse."),
    # a bulleted list said as its form
    ("Always answer in bullet points.", "Use point form in every answer."),
    ("Always answer in bullet points.", "Antworte immer in Stichpunkten."),
    ("Never use more than 3 bullet points.", "Never use more than 3 list items."),
    # the main branch under its descriptive names, a history rewrite as a force-push
    ("Never force-push to main.", "Don't ever rewrite the history of the default branch."),
    ("Never force-push to main.", "Never force-push to the primary branch."),
    ("Ne fais jamais de force push sur main.", "Ne fais jamais de force push sur la branche principale."),
    ("Nunca hagas force push a main.", "Nunca hagas force push a la rama principal."),
    ("Mach niemals einen Force-Push auf main.", "Mach niemals einen Force-Push auf den Hauptbranch."),
    ("mainに強制プッシュしないで。", "メインブランチに強制プッシュしないで。"),
    # elevated rights are sudo
    ("Never run anything with sudo.", "Never run anything with admin rights."),
    # the user's own language, in the language the sentence is written in
    ("Always answer in German.", "Antworte mir bitte immer in meiner Sprache."),
    ("Always answer in French.", "Réponds toujours dans ma langue."),
    ("Responde siempre en español.", "Respóndeme siempre en mi idioma, nada de inglés."),
    ("日本語で答えてください。", "必ずこっちの言葉で返してね。"),
    # dotenv files by their descriptive names, committing said as checking in or as "keep out of git"
    ("Never commit secrets or .env files.", "Don't commit tokens or environment files, ever."),
    ("Ne commite jamais de fichiers .env.", "Ne commite jamais de fichiers d'environnement."),
    ("Never commit secrets.", "Never check in API keys."),
    ("Never commit secrets or .env files.", "Keep passwords and dotenv files out of the repo."),
    # a separable omit verb ("lass ... weg", "laat ... weg"), "leave off", a short language name, rm for delete
    ("Verwende keine Emojis.", "Lass die Emojis bitte weg, in allen Antworten."),
    ("Gebruik nooit emoji.", "Laat alle emoji weg."),
    ("Don't use semicolons in JavaScript code.", "Leave off the semicolons in JS code."),
    ("Never delete files without asking me first.", "Check with me before you rm anything."),
    # polite Japanese by its register's other names
    ("常に敬語で答えてください。", "今後は丁寧な言葉づかいで返事をお願いします。"),
    # a rule bound to a day: read without its day, the day compared as a slot; "nothing" negates
    ("Never deploy on Fridays.", "Nothing gets deployed on a Friday."),
    ("Never deploy on Fridays.", "Don't ship anything to prod on Fridays."),
    ("Ne déploie jamais le vendredi.", "Pas de déploiement le vendredi."),
    ("Keine Deployments am Freitag.", "Am Freitag wird nichts deployt."),
    ("Never deploy on Fridays.", "Nothing goes live at the end of the work week."),
    # simplified characters are written in Chinese; the other script refused is no opposite
    ("请始终用简体中文回答。", "以后回复别用繁体字，用简体中文写。"),
    # a variety says its language where the pin names the variety too
    ("Sempre responda em português do Brasil.", "Lembrete: PT-BR."),
]

OTHER = [
    ("Never use tables in your answers.", "Never use bullet points in your answers."),  # another object
    ("Never use emoji.", "Always add pictograms to your replies."),  # the opposite polarity
    ("No emoticons like :-) in replies.", "No pictograms in replies."),  # an emoji ban says no text emoticons
    ("Don't apologise in your replies.", "Apologise when you get something wrong."),
    ("Don't apologize in your answers.", "Don't skip the apologies in customer emails."),  # a negated omit verb
    ("Always answer in bullet points.", "Always answer in numbered lists."),
    ("Never force-push to main.", "Never commit to the primary branch."),  # another action, same branch
    ("Never force-push to main.", "Never force-push to master."),  # another branch
    ("Never run anything with sudo.", "Always run the installer with admin rights."),
    ("Always answer in French.", "Answer in my language, please."),  # written in English: English, not French
    ("Responde siempre en español.", "Réponds toujours dans ma langue."),  # written in French
    ("Always answer in Japanese.", "英語で返してください。"),  # another language
    ("请始终用简体中文回答。", "以后都用繁体字回答。"),  # the other script
    ("Never deploy on Fridays.", "Never deploy on Mondays."),  # another day
    ("Never use more than 3 bullet points.", "Never use more than 5 list items."),  # another number
    ("Never force-push to main.", "Never force-push to the primary branch, except for hotfixes."),  # an exception
    ("Always answer in Chinese.", "只用简体字。"),  # a variety the bare language pin does not name: narrower
    ("Always answer in English.", "Use British spelling."),
    ("Never commit .env files.", "Always commit the environment files."),
    ("Verwende keine Emojis.", "Lass die Emojis nicht weg."),  # a negated omit verb asks for them
    ("Don't use semicolons in JavaScript code.", "Leave off the semicolons in TS code."),  # another language
    ("Never commit secrets.", "Check in with me before you touch the secrets."),  # consent, not a commit
    ("Never deploy on Fridays.", "Never deploy."),  # no day: a wider rule
    ("Never deploy on Fridays.", "Everything gets deployed on Fridays."),  # the opposite polarity
    ("Keine Deployments am Freitag.", "Keine Deployments am Wochenende."),
    ("常に敬語で答えてください。", "今後はタメ口でお願いします。"),
]


@pytest.mark.parametrize(("pin", "unit"), SAME)
def test_a_restatement_in_other_words_is_the_same_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), OTHER)
def test_a_neighbour_rule_on_the_same_topic_stays_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


def test_canonical_keeps_negations_and_quantities() -> None:
    assert canonical("Don't skip the tests.") == "Don't skip the tests."  # "skip" negated: no ban
    assert canonical("Skip the pleasantries.") == "no pleasantries."
    assert "niets" in canonical("Op vrijdag zet je niets live.")  # the negation is kept beside the token
    assert "nothing" in canonical("Put nothing live on a Friday.")
    assert canonical("Use the live DB for reads.") == "Use the production DB for reads."
    assert canonical("Never commit .env files.") == "Never commit .env files."  # the dotted name is kept as it is
    assert canonical("A sentence with no concept at all.") == "A sentence with no concept at all."


def test_my_language_is_the_language_the_sentence_is_written_in() -> None:
    assert "Italian" in own_language_named("Scrivimi nella mia lingua, per favore.")
    assert "Spanish" in own_language_named("Contéstame en mi idioma, por favor.")
    assert "日本語" in own_language_named("こっちの言葉で返してください。")
    assert own_language_named("Answer in my language, please.") == "Answer in my language, please."  # tells none


def test_a_variety_names_no_language_for_the_candidate_filter() -> None:
    """British spelling implies English (implied_parts.py) but names no language: the keyword audit must not read
    every live unit for a language name on its behalf (the compaction turn's cost grew with the region when it did)."""
    from memlock_core.detection.rule_identity import mentions_language_rule

    assert not mentions_language_rule("Spell words the British way (colour, organise).")
    assert not mentions_language_rule("用简体字写。")
    assert mentions_language_rule("Always answer in French.")
    assert mentions_language_rule("Réponds toujours en français.")
