"""Statement or rule, in the languages beyond English: the mood gate for evidence (issue 22).

A restated rule keeps an anchor alive only when it reads as an instruction to the assistant. In
English :mod:`memlock_core.detection.directive` decides. Here the same three signals are read for
Spanish, French, German, Portuguese, Italian, Japanese, Chinese and Korean:

* a rule frame or an obligation addressed to the assistant ("a partir de ahora", "tu dois",
  "ab sofort", "今後は", "必须", "반드시");
* imperative mood: a clause that opens with an imperative or an infinitive used as one ("Responde
  en español", "N'utilise jamais", "Immer auf Deutsch antworten"), or, in Japanese, Chinese and
  Korean, a request or prohibition ending ("〜てください", "〜しないこと", "请", "〜세요");
* a verbless ban ("Sin emojis", "Pas de tableaux", "Keine Emojis", "絵文字禁止").

A clause with a subject of its own and a finite verb ("Marta siempre responde en viñetas", "Personne
ne déploie le vendredi", "田中さんはいつも箇条書きで答えます") has none of them: it is a statement and
never evidence. A language none of these tables covers is judged recall-first: not evidence, so the
anchor is re-injected (an extra reminder is cheap; a hidden lost rule is not).

The tables are small and explainable on purpose. No tagger that ships its data in a wheel covers
these five languages offline from PyPI: of spaCy's pipelines only the French ones are published
there (English, German and Japanese appear only as placeholders or unofficial mirrors), janome
covers Japanese alone, and stanza and nltk download their models at run time (docs/BENCHMARKS.md).
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.regex_cache import rx

_WORD = rx(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", re.UNICODE)

# Function words that tell the Latin-script languages apart (a word may count for several: a tie lets each tied
# language's gate judge). The commonest clitics and prepositions belong here: "Merci de continuer à me vouvoyer" has
# no other function word, and without "de", "à", "me" it passed for Spanish and failed the Spanish gate.
_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "es": frozenset("""el la los las del que y en un una por para con no es se lo su al como más pero sus le ya
        este porque esta cuando muy sin sobre también me hasta hay donde desde todo nos todos les ni otros ese eso
        ellos esto yo otro otra él esa estos mucho nada siempre nunca jamás usted tú te tu tus mi mis aquí ahora
        responde usa escribe favor de a cada""".split()),
    "fr": frozenset("""le la les des du un une et est sont pour avec dans sur vous nous ne pas que qui ce cette au
        aux en il elle on je tu toujours jamais mes mon ma ton ta tes plus très ici réponds utilise écris toi moi
        personne rien de me te se à mais ou chaque tout toute tous toutes sans avant après merci""".split()),
    "de": frozenset("""der die das den dem des ein eine einer und ist sind nicht mit für von zu immer nie niemals
        bitte sie du ich wir auf oder auch nur alle bei wie keine kein es im ins dass hier jetzt antworte schreib
        schreibe niemand wird noch mal zur zum vom jedem jede jeder jeden nach über ohne""".split()),
    "pt": frozenset("""o os um uma não com sempre você em do da dos das que para por é são ao nunca seu sua meu
        minha aqui agora responda use escreva favor qualquer tudo nas isso isto então também pelo pela
        de a e ou nada sem mais cada""".split()),
    "it": frozenset("""il lo gli la le che non per sempre mai di del della e è sono con questo questa mio mia qui
        ora rispondi usa scrivi favore prima ogni dopo anche ancora nel nella nelle nei negli alla alle ai agli
        dalla dalle sulla sulle niente nessun nessuna mi ti ci si a ma senza lei tu in""".split()),
    "nl": frozenset("""het een niet geen altijd nooit jij jouw jullie mij mijn wij ons onze zijn er van voor met op
        aan bij naar ook maar dan als wat deze dit dat graag alsjeblieft alstublieft gebruik antwoord schrijf
        elke elk iedere alle zonder eerst eerder voortaan hier nu""".split()),
}
_ACCENTS = {"es": "ñ¿¡", "fr": "çœêèëîïûùâ", "de": "ßäöü", "pt": "ãõçêô", "it": "ìò", "nl": ""}
# the same tables inverted: a word (an accent) to the languages it counts for, so one pass scores them all
_LANGS_OF_WORD: dict[str, tuple[str, ...]] = {}
for _lang, _table in _FUNCTION_WORDS.items():
    for _w in _table:
        _LANGS_OF_WORD[_w] = (*_LANGS_OF_WORD.get(_w, ()), _lang)
_LANGS_OF_ACCENT: dict[str, tuple[str, ...]] = {}
for _lang, _marks in _ACCENTS.items():
    for _ch in _marks:
        _LANGS_OF_ACCENT[_ch] = (*_LANGS_OF_ACCENT.get(_ch, ()), _lang)


_KANA = rx("[\u3040-\u30ff]")
_HANGUL = rx("[\uac00-\ud7af]")
_HAN = rx("[\u4e00-\u9fff\u3400-\u4dbf]")
_CYRILLIC = rx("[\u0400-\u04ff]")
_ASCII_LETTER = rx("[A-Za-z]")
_CYRILLIC_FIRST = rx(r"^[\W\d_]*[\u0400-\u04FF]")


def _script_language(text: str) -> str | None:
    """The language a non-Latin script tells: kana, then Hangul, then Han; Cyrillic when it outnumbers ASCII
    letters. Regex scans, not a Python loop per character: this runs on every sentence a cold audit reads."""
    if text.isascii():
        return None
    if _KANA.search(text):
        return "ja"
    if _HANGUL.search(text):
        return "ko"
    if _HAN.search(text):
        return "zh"
    if _CYRILLIC.search(text):
        cyrillic, latin = len(_CYRILLIC.findall(text)), len(_ASCII_LETTER.findall(text))
        # a Russian sentence keeps its technical terms in Latin letters ("Никакого force push в main"): it opens in Cyrillic
        if cyrillic > latin or (cyrillic >= 4 and _CYRILLIC_FIRST.match(text)):
            return "ru"
    return None


def told_language(text: str, known: frozenset[str] = frozenset()) -> str | None:
    """The one language :func:`guess_languages` tells for ``text`` by its script, or by two of its function words
    that are not ``known`` words (English ones: "use", "no", "die" tell nothing) or one of its accents; else None."""
    langs = guess_languages(text)
    if len(langs) != 1:
        return None
    lang = langs[0]
    if lang not in _FUNCTION_WORDS:
        return lang
    low = unicodedata.normalize("NFC", text).casefold()
    own = {w for w in _WORD.findall(low) if w in _FUNCTION_WORDS[lang] and w not in known}
    return lang if len(own) >= 2 or any(ch in _ACCENTS[lang] for ch in low) else None


@lru_cache(maxsize=65536)
def guess_languages(text: str) -> tuple[str, ...]:
    """The candidate languages of a short sentence: by script, then by function words and accents.
    Several when they tie; every Latin-script language this module covers when nothing tells."""
    script = _script_language(text)
    if script:
        return (script,)
    low = unicodedata.normalize("NFC", text).casefold()
    scores = dict.fromkeys(_FUNCTION_WORDS, 0)
    for word in _WORD.findall(low):
        for lang in _LANGS_OF_WORD.get(word, ()):
            scores[lang] += 1
    if not low.isascii():  # accents are never ASCII
        for ch in low:
            for lang in _LANGS_OF_ACCENT.get(ch, ()):
                scores[lang] += 2
    best = max(scores.values())
    return tuple(k for k, v in scores.items() if v == best)


def _rx(pattern: str) -> re.Pattern[str]:
    return rx(pattern, re.IGNORECASE)


# ── per-language tables ────────────────────────────────────────────────────────────────────────
# FRAMES: a rule frame or an obligation addressed to the assistant, anywhere in the clause.
# OPENER: what a clause opens with when it is an instruction (imperative, negated imperative,
#         infinitive used as an instruction, a standing adverb followed by one of those).
# BAN:    a verbless ban, the whole clause.
# (a stressed "you" before the imperative: "Tú respóndeme siempre en español")
_LEADING = r"^\W*(?:(?:y|e|et|und|und\s+bitte|bitte|also|pero|mais|aber|ma|mas|porfa|por\s+favor|s'il\s+te\s+plaît|tú)\W+)*"

_ES_VERBS = (r"responde|responda|contesta|conteste|escribe|escriba|usa|use|utiliza|utilice|evita|evite|mantén|"
             r"mantenga|pon|ponga|di|diga|haz|haga|incluye|incluya|añade|añada|agrega|agregue|cita|cite|formatea|"
             r"explica|explique|traduce|traduzca|habla|hable|muestra|muestre|da|dé|dame|ejecuta|ejecute|despliega|"
             r"toca|toque|sube|suba|borra|borre|elimina|elimine|envía|envíe|manda|comenta|comente|sigue|siga|llama|"
             r"nombra|limita|limite|resume|resuma|empieza|empiece|termina|termine|pregunta|pregunte|confirma|"
             r"confirme|revisa|revise|prueba|pruebe|deja|deje|sé|sea|ten|tenga|ve|vaya|redacta|redacte|firma|"
             r"firme|separa|ordena|indica|indique|pide|pida|trata|trate|dirígete|tutéame|trátame|escríbeme|"
             r"respóndeme|contéstame|háblame|dime|muéstrame|recuerda|recuerde|asegúrate|asegúrese|continúa|continúe|continua")
_FR_VERBS = (r"réponds|répondez|utilise|utilisez|emploie|employez|écris|écrivez|évite|évitez|garde|gardez|mets|"
             r"mettez|fais|faites|dis|dites|donne|donnez|ajoute|ajoutez|cite|citez|formate|formatez|explique|"
             r"expliquez|traduis|traduisez|parle|parlez|montre|montrez|exécute|exécutez|déploie|déployez|touche|"
             r"touchez|supprime|supprimez|envoie|envoyez|commente|commentez|suis|suivez|appelle|appelez|limite|"
             r"limitez|résume|résumez|commence|commencez|termine|terminez|demande|demandez|confirme|confirmez|"
             r"vérifie|vérifiez|teste|testez|laisse|laissez|sois|soyez|rédige|rédigez|tutoie|tutoyez|vouvoie|"
             r"vouvoyez|passe|passez|privilégie|privilégiez|indique|indiquez|signe|signez|sépare|range|"
             r"réponds-moi|dis-moi|donne-moi|montre-moi|écris-moi|parle-moi|assure-toi|assurez-vous|continue|continuez")
_FR_INFINITIVES = (r"répondre|utiliser|employer|écrire|éviter|garder|mettre|faire|dire|donner|ajouter|citer|"
                   r"formater|expliquer|traduire|parler|montrer|exécuter|déployer|toucher|supprimer|envoyer|"
                   r"commenter|suivre|appeler|limiter|résumer|commencer|terminer|demander|confirmer|vérifier|"
                   r"tester|laisser|rédiger|tutoyer|vouvoyer|passer|privilégier|indiquer|signer|pousser|"
                   r"lancer|modifier|committer|merger|fusionner|utiliser")
_DE_VERBS = (r"antworte|antworten|schreib|schreibe|schreiben|verwende|verwenden|nutze|nutzen|benutze|benutzen|"
             r"vermeide|vermeiden|halte|halten|setz|setze|setzen|gib|geben|mach|mache|machen|sag|sage|sagen|füge|"
             r"fügen|zitiere|zitieren|formatiere|formatieren|erkläre|erklären|übersetze|übersetzen|sprich|sprechen|"
             r"zeig|zeige|zeigen|führe|führen|lösche|löschen|entferne|entfernen|sende|senden|schick|schicke|"
             r"kommentiere|folge|folgen|nenne|nennen|begrenze|fasse|fassen|beginne|beginnen|fang|fange|ende|frag|"
             r"frage|fragen|bestätige|prüfe|prüfen|teste|testen|lass|lasse|lassen|sei|seien|bleib|bleibe|bleiben|"
             r"duze|sieze|pushe|committe|deploye|achte|achten|denk|denke|denken|rück|rücke|trenne|sortiere|"
             r"liste|gliedere|beende|beenden|starte|starten|installiere|führ|hol|hole")
_NL_VERBS = (r"antwoord|beantwoord|schrijf|gebruik|vermijd|houd|hou|zet|geef|maak|voeg|citeer|formatteer|leg|"
             r"vertaal|spreek|toon|laat|voer|verwijder|wis|stuur|verstuur|volg|noem|beperk|vat|begin|eindig|sluit|"
             r"vraag|bevestig|controleer|test|draai|wees|blijf|tutoyeer|vousvoyeer|spreek|zeg|installeer|deploy|"
             r"push|commit|noteer|rond|vermeld|plaats|sorteer|splits|beëindig|start|check")
_PT_VERBS = (r"responda|responde|use|usa|utilize|escreva|escreve|evite|evita|mantenha|coloque|diga|faça|faz|"
             r"inclua|adicione|cite|formate|explique|traduza|fale|mostre|dê|execute|toque|apague|envie|comente|"
             r"siga|chame|limite|resuma|comece|termine|pergunte|confirme|revise|teste|deixe|seja|sê|tenha|continua|continue|segue")
_IT_VERBS = (r"rispondi|risponda|usa|usi|utilizza|utilizzi|scrivi|scriva|evita|eviti|mantieni|metti|dì|di'|"
             r"dimmi|fai|fa'|includi|aggiungi|cita|formatta|spiega|traduci|parla|mostra|dai|dammi|esegui|tocca|"
             r"cancella|elimina|invia|manda|commenta|segui|chiama|limita|riassumi|inizia|comincia|termina|chiedi|"
             r"conferma|controlla|verifica|prova|lascia|sii|tieni|ricorda|ricordati|assicurati|continua|continui|continuate")

# Each table opens with a verbless rule closed by a standing adverb ("Dates au format JJ/MM/AAAA, toujours."); a
# third person of its own ("Le support répond en français, toujours") is a statement before any frame is read.
_FRAMES: dict[str, re.Pattern[str]] = {
    "es": _rx(r"(?:,\s*(?:siempre|sin\s+excepción)\W*$)|"
              r"\b(?:te\s+recuerdo|recordatorio|prefiero|como\s+siempre|como\s+antes|como\s+te\s+dije|igual\s+que\s+antes|"
              r"a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|en\s+adelante|desde\s+ahora|por\s+favor|"
              r"debes|deberías|debe(?:rías)?\s+(?:siempre|usted)|tienes\s+que|tiene\s+usted\s+que|hay\s+que|"
              r"no\s+se\s+(?:puede|debe)|está\s+prohibid[oa]|prohibid[oa]s?|obligatori[oa]|quiero\s+que|"
              r"prefiero\s+que|me\s+gustaría\s+que|necesito\s+que|te\s+pido\s+que|asegúrate|en\s+ningún\s+caso|"
              r"bajo\s+ningún\s+concepto|regla\s+(?:fija|permanente|general)|siempre\s+que\s+(?:me\s+)?"
              r"(?:respondas|escribas|contestes|hables))\b"),
    "fr": _rx(r"(?:,\s*(?:toujours|sans\s+exception)\W*$)|"
              r"(?:\b(?:comme\s+d['’]habitude|comme\s+avant|comme\s+convenu|comme\s+toujours|"
              r"comme\s+la\s+dernière\s+fois|à\s+partir\s+de\s+maintenant|à\s+partir\s+d['’]aujourd['’]hui|désormais|dorénavant|"
              r"à\s+l['’]avenir|s['’]il\s+te\s+pla[iî]t|s['’]il\s+vous\s+pla[iî]t|merci\s+de|tu\s+dois|"
              r"vous\s+devez|il\s+faut|il\s+ne\s+faut|on\s+ne\s+doit|interdit|obligatoire|je\s+veux\s+que|"
              r"je\s+voudrais\s+que|je\s+préfère\s+qu(?:e\b|['’])|pour\s+rappel|je\s+(?:te|vous)\s+rappelle|rappel\s*:|j['’]aimerais\s+que|je\s+préférerais|assure-toi|"
              r"assurez-vous|n['’]oublie\s+pas|n['’]oubliez\s+pas|pense\s+à|pensez\s+à|en\s+aucun\s+cas|"
              r"sous\s+aucun\s+prétexte|règle\s+(?:permanente|générale))\b)"),
    "de": _rx(r"(?:,\s*(?:immer|ohne\s+ausnahme)\W*$)|"
              r"\b(?:zur\s+erinnerung|erinnerung\s*:|mir\s+ist\s+[^.!?]{0,60}\blieber|ich\s+(?:hätte|habe|mag)\s+[^.!?]{0,40}\blieber|"
              r"wie\s+immer|wie\s+besprochen|wie\s+gehabt|wie\s+vereinbart|wie\s+zuvor|wie\s+gesagt|"
              r"ab\s+jetzt|ab\s+sofort|von\s+nun\s+an|künftig|in\s+zukunft|grundsätzlich|bitte|du\s+musst|"
              r"sie\s+müssen|musst\s+du|müssen\s+sie|du\s+sollst|sie\s+sollen|sollst\s+du|du\s+darfst|"
              r"sie\s+dürfen|darfst\s+du|dürfen\s+sie|(?:ist|sind)\s+verboten|verboten|(?:ist\s+)?pflicht|"
              r"ich\s+(?:möchte|will|hätte\s+gern|erwarte),?\s+(?:dass|immer|nie|keine)|mir\s+ist\s+wichtig|"
              r"achte\s+darauf|achten\s+sie\s+darauf|denk\s+daran|denken\s+sie\s+daran|auf\s+keinen\s+fall|"
              r"unter\s+keinen\s+umständen|stehende\s+regel)\b"),
    "pt": _rx(r"(?:,\s*(?:sempre|sem\s+exceção)\W*$)|"
              r"\b(?:lembrete|lembre-se|lembrando|prefiro|a\s+partir\s+de\s+agora|de\s+agora\s+em\s+diante|por\s+favor|você\s+deve|deve\s+sempre|"
              r"tem\s+que|é\s+proibido|proibido|obrigatório|quero\s+que|prefiro\s+que|em\s+nenhum\s+caso|"
              r"quero\s+(?:as|suas|tuas)\s+respostas\s+(?:em|no|na|sem|sempre))\b"),
    "it": _rx(r"(?:,\s*(?:sempre|senza\s+eccezioni)\W*$)|"
              r"\b(?:promemoria|mi\s+raccomando|preferisco|d['’]ora\s+in\s+poi|da\s+adesso|da\s+ora|per\s+favore|devi|deve\s+sempre|è\s+vietato|"
              r"vietato|obbligatorio|voglio\s+che|preferisco\s+che|in\s+nessun\s+caso|assicurati|ricordati|"
              r"voglio\s+(?:le\s+tue|le)\s+risposte\s+(?:in|senza|sempre))\b"),
    # Dutch: "graag" and "alsjeblieft" ask, "voortaan" / "vanaf nu" set a standing rule, "zoals eerder" recalls one
    "nl": _rx(r"(?:,\s*(?:altijd|zonder\s+uitzondering)\W*$)|"
              r"\b(?:graag|alsjeblieft|alstublieft|aub|a\.u\.b|voortaan|vanaf\s+nu|van\s+nu\s+af|in\s+het\s+vervolg|"
              r"zoals\s+(?:altijd|eerder|afgesproken|gezegd)|net\s+als\s+eerder|ter\s+herinnering|denk\s+eraan|"
              r"vergeet\s+niet|je\s+moet|u\s+moet|moet\s+je|moet\s+u|je\s+mag\s+(?:nooit|geen|niet)|"
              r"u\s+mag\s+(?:nooit|geen|niet)|verboden|verplicht|ik\s+wil\s+dat|ik\s+wil\s+(?:graag|altijd|nooit|geen)|"
              r"zorg\s+(?:ervoor\s+)?dat|in\s+geen\s+geval|onder\s+geen\s+beding|"
              # what the user wants of the replies: "Ik wil je antwoorden in het Nederlands"
              r"ik\s+wil\s+(?:je|jouw|uw|de)\s+(?:antwoorden|berichten|reacties|teksten)\s+(?:in|op|met|zonder|altijd|nooit))\b"),
    "ja": _rx(r"(?:前と同じく|前回同様|いつも通り|いつもどおり|ください|下さい|てほしい|でほしい|て欲しい|てもらいたい|"
              r"ないで(?:ね|ほしい)?[。！!]?$|こと[。！!]?$|"
              r"ように(?:して|お願い|。|$)|なさい|べき|べからず|禁止|厳禁|お願いします|お願い[。！!]?$|でお願い|"
              r"今後は|これからは|以後は|以降は|するな[。！!]?$|必須(?:です)?[。！!]?$|[^\s、,]{2,}(?:で|に)[。！!]?$|不要です[。！!]?$|NGです[。！!]?$|使うな|ましょう[。！!]?$|てね[。！!]?$|でね[。！!]?$)"),
    "zh": _rx(r"(?:请|請|不要|别|別|禁止|必须|必須|务必|務必|一定要|以后|以後|从现在起|從現在起|始终|始終|总是用|總是用|一律|一概|"
              r"再强调|再強調|强调一下|強調一下|提醒一下|记住|記住|再提醒|重申|"
              r"不许|不許|不准|切勿|不得)"),
    "ko": _rx(r"(?:부탁(?:해요|합니다|드립니다|드려요|해)|"
              r"주세요|주시고요|주시구요|주시길|하세요|세요[.!]?$|십시오|하지\s*마|지\s*마세요|지\s*말\s*것|할\s*것|금지|반드시|앞으로는|항상.*(?:세요|주세요)|"
              # the informal request and ban at the end: "우리말로 대답해 줘", "3회를 넘기지 마"
              r"[가-힣]\s*줘(?:요)?[.!]?$|지\s*마(?:요|라)?[.!]?$)"),
}
# Russian says a rule with the imperative, whose endings are few ("отвечай", "пишите", "обращайся", "используй"), or
# with a frame ("напоминаю", "пожалуйста", "никогда не", "нельзя"); a clause with a finite verb of the third person or
# of the past ("Марта всегда отвечает", "мы писали") states what someone does or did (see _ru_statement).
_FRAMES["ru"] = _rx(r"(?:\b|^)(?:напоминаю|напоминание|помни|не\s+забывай|не\s+забудь|пожалуйста|с\s+этого\s+момента|"
                    r"отныне|впредь|нельзя|запрещено|обязательно|ни\s+в\s+коем\s+случае|прошу|я\s+хочу,?\s+чтобы|"
                    r"предпочитаю|мне\s+(?:так\s+)?(?:удобнее|привычнее|приятнее))(?:\b|$)")
_RU_IMPERATIVE = r"[а-яё]{2,}(?:йте|йтесь|ите|итесь|йся|ись|ай|яй|ей|уй|юй|и|ь|ьте|ься)"
_OPENERS_RU = _rx(r"^\W*(?:(?:и|а|но|пожалуйста|всегда|никогда|только|тоже|также)\W+)*(?:не\s+)?" + _RU_IMPERATIVE + r"\b")
_BAN_RU = _rx(r"^\W*(?:никаких|никакого|никакой|никакую|никакое|без|ни\s+одного|ни\s+одной)\s+\S+(?:\s+\S+){0,4}\W*$")
_RU_FINITE = _rx(r"\b[а-яё]{2,}(?:ет|ёт|ит|ют|ут|ат|ят|ется|ится|ются|утся|ятся|ал|ала|ало|али|ил|ила|или|ел|ела|ели|"
                 r"алась|ался|ились|ился|илась)\b")


def _ru_statement(clause: str) -> bool:
    """A finite verb of the third person or of the past past the clause's first word: a statement."""
    first = re.match(r"\W*\S+", clause)
    return bool(_RU_FINITE.search(clause[first.end() if first else 0:]))


_OPENERS: dict[str, re.Pattern[str]] = {
    "es": _rx(_LEADING + r"(?:(?:siempre|solo|sólo|también)\s+)?(?:(?:no|nunca|jamás)\s+"
              r"(?:(?:me|te|lo|la|le|les|nos|se)\s+)?\w+(?:es|as|éis|áis|gas|jas|yas|zcas)\b|(?:" + _ES_VERBS
              + r")\b|\w+[áéíóú]\w*(?:me|nos|lo|la|los|las|le|les|melo|mela)\b)"),
    "fr": _rx(_LEADING + r"(?:(?:toujours|jamais|ne\s+jamais|ne\s+pas|surtout|seulement)\s+)?(?:n['’]|ne\s+)?(?:"
              + _FR_VERBS + r"|" + _FR_INFINITIVES + r")\b|" + _LEADING + r"(?:ne|n['’])\s*\w+"),
    "de": _rx(_LEADING + r"(?:(?:immer|nie|niemals|stets|nur|keine|kein|keinen|nicht|bloß|ausschließlich)\b.*\b\w+(?:en|ern|eln)\W*$|"
              r"(?:" + _DE_VERBS + r")\b)"),
    # an imperative with its pronoun attached ("Rispondimi", "Scrivimelo", "Responda-me", "Diga-me") is the imperative
    "pt": _rx(_LEADING + r"(?:(?:sempre|nunca|não|jamais)\s+)?(?:" + _PT_VERBS + r")(?:-(?:me|nos|lhe|lhes|o|a|os|as))?\b"),
    "it": _rx(_LEADING + r"(?:(?:sempre|mai|non|solo)\s+)?(?:(?:" + _IT_VERBS + r")(?:mi|ti|ci|vi|lo|la|li|le|gli|ne|melo|mela|"
              r"glielo|gliela)?|non\s+\w+(?:are|ere|ire))\b"),
    "nl": _rx(r"^\W*(?:(?:en|maar|dus|altijd|nooit|alleen|ook)\W+)*(?:" + _NL_VERBS + r")\b(?!\s+(?:je|jij|ik|we|wij|"
              r"ze|zij|hij|u|men)\b)"),
}
# German gives an instruction as an infinitive at the end, with no subject: "Als Dezimaltrennzeichen das Komma
# verwenden.", "Keine Dateien ohne Rückfrage löschen."
_DE_INFINITIVE = _rx(r"^(?!.*\b(?:ich|du|er|es|wir|ihr|man|wird|werden|wurde|haben|hat|hatte|ist|sind|war|waren|kann|"
                     r"können|soll|sollen|muss|müssen|will|wollen|möchte|wenn|dass|weil|ob|obwohl|damit|bevor|nachdem|"
                     r"unser|unsere|mein|meine|sein|seine|ihre)\b)[^.?!,;]{3,100}\b(?:" + _DE_VERBS + r")\W*$")
# A German clause opening with a capitalised -en form not followed by "Sie" is a plural noun or an infinitive
# subject, with the finite verb after it ("Antworten auf Deutsch kommen besser an", "Deutsch schreiben fällt mir
# schwer"); the imperative is "Antworte ..." or "Antworten Sie ...", the infinitive instruction ends the clause.
_DE_NOUN_FIRST = rx(r"^\W*(?i:" + _DE_VERBS + r")(?<=en)\s+(?!(?i:sie|wir|bitte|immer|nie|niemals|stets|nur)\b)"
                            r"(?:\S+\s+){0,4}?(?!(?:mit|nicht|den|einen|keinen|meinen|deinen|seinen|ihren|unseren|jetzt|"
                            r"sonst|zuerst|erst|selbst|bereits|meist|zuletzt)\b)[a-zäöüß]+(?:t|en)\s+\S+")
_BANS: dict[str, re.Pattern[str]] = {
    "es": _rx(r"^\W*(?:(?:ah|y|e|bueno|ojo|pues|por\s+cierto),?\s+)*(?:nada\s+de|sin|cero|ningún|ninguna|no\s+más)\s+"
              r"\S+(?:\s+\S+){0,4}\W*$"),
    "fr": _rx(r"^\W*(?:(?:et|ah|bon|au\s+fait),?\s+)*(?:pas\s+de|jamais\s+de|aucune?(?!\s+(?:de\s+nous|de\s+vous|d['’]entre))|"
              r"zéro|plus\s+de|pas\s+touche)\s+"
              r"\S+(?:\s+\S+){0,6}\W*$"),
    "de": _rx(r"^\W*(?:keine?n?|kein|ohne|nie\s+wieder|null)\s+\S+(?:\s+\S+){0,2}\W*$"),
    "pt": _rx(r"^\W*(?:nada\s+de|sem|nenhum|nenhuma)\s+\S+(?:\s+\S+){0,2}\W*$"),
    "it": _rx(r"^\W*(?:niente|nessun[oa]?|senza|mai\s+più)\s+\S+(?:\s+\S+){0,2}\W*$"),
    "nl": _rx(r"^\W*(?:geen|zonder|nooit\s+meer|nul)\s+\S+(?:\s+\S+){0,2}\W*$"),
}
# Someone else's words, reported ("Le client dit qu'il faut toujours ...", "Laut Wiki ..."): not a
# rule given to the assistant.
_REPORTED: dict[str, re.Pattern[str]] = {
    "es": _rx(r"\b(?:dice|dijo|decía|dicen|comenta|comentó|escribió|escribe|afirma|insiste|según)\b|"
              r"^\W*(?:dile|pídele|recuérdale|avisa|dígale|pídale)\s+(?:a\s+)?\w+"),
    "fr": _rx(r"\b(?:dit|disait|disent|a\s+dit|écrit|écrivait|affirme|prétend|insiste|selon|d['’]après)\b|"
              r"^\W*(?:demande|dis|rappelle|demandez|dites|rappelez|préviens|prévenez)\s+(?:à|au|aux)\s+"),
    "de": _rx(r"\b(?:sagt|sagte|sagen|meint|meinte|schreibt|schrieb|behauptet|besteht\s+darauf|laut)\b|"
              # (not the formal imperative: "Bitte sprechen Sie mich mit Sie an" is said to the assistant)
              r"^\W*(?:sag|sage|erinnere|bitte|richte)\s+(?!mir\b|uns\b)(?![^\W\d_]+en\s+(?-i:Sie)\b)[A-ZÄÖÜ]\w+\s*,?\s*"
              r"(?:dass|aus|er|sie)\b"),
    "pt": _rx(r"\b(?:diz|disse|dizem|escreveu|afirma|segundo)\b"),
    "it": _rx(r"\b(?:dice|disse|dicono|scrive|scrisse|afferma|secondo)\b"),
    "ja": _rx(r"(?:と(?:言って|言った|言う|いう|言われ|頼まれ|書いて|書かれて|決ま|のこと)|そうです|らしい|によると|によれば|"
              r"(?:さん|様|くん|ちゃん|チーム|部長|課長)(?:に|へ)[、,].*(?:伝えて|言って|頼んで|お願いして))"),
    # (not "by the way" / "to be honest": "顺便说一句，不要用 ...", "说实话，...")
    "zh": _rx(r"(?:(?<!顺便)(?<!順便)(?<!再)说(?!一句|一下|实话|真的)|(?<!顺便)(?<!順便)(?<!再)說(?!一句|一下|實話|真的)|据|據|写道|寫道)"),
    "ko": _rx(r"(?:라고|다고|에\s*따르면)"),
}
# Whether to do something is a doubt, not a rule: "箇条書きで回答するべきかどうか迷っています",
# "no sé si debería ...", "je ne sais pas s'il faut ...", "ich weiß nicht, ob ..."
_DOUBT: dict[str, re.Pattern[str]] = {
    "ja": _rx(r"(?:かどうか|べきか|か迷|迷って|悩んで|わからない|分からない)"),
    "es": _rx(r"\b(?:no\s+sé\s+si|dudo\s+(?:si|que)|me\s+pregunto\s+si)\b"),
    "fr": _rx(r"\b(?:je\s+ne\s+sais\s+pas\s+si|je\s+me\s+demande\s+si|j['’]hésite)\b"),
    "de": _rx(r"\b(?:ich\s+weiß\s+nicht,?\s+ob|ich\s+frage\s+mich,?\s+ob|ich\s+bin\s+unsicher)\b"),
}
# The rule as the subject of a sentence about it ("Toujours répondre en puces, c'était la règle de l'ancienne
# équipe", "Sin emojis: así lo quería mi jefe anterior", "Nie freitags deployen – das war das Motto")
_ABOUT_RULE: dict[str, re.Pattern[str]] = {
    "fr": _rx(r"[,:;—–]\s*(?:c['’]était|c['’]étaient|ce\s+fut|c['’]est\s+ce\s+que\s+\w+\s+(?:disait|voulait|faisait|dit|veut|"
              r"fait))\b|"
              r"\b(?:était|étaient)\s+(?:la|le|les|notre|leur)\b"),
    "es": _rx(r"[,:;—–]\s*(?:así\s+lo\s+(?:quería|decía|hacía|pedía|hace|dice|quiere)|eso\s+(?:era|decía|fue|es\s+lo\s+que|"
              r"hace|dice)|esa\s+era)\b|"
              r"\b(?:era|fue|eran)\s+(?:la|el|las|los|nuestra|nuestro|su)\s+(?:norma|regla|lema|costumbre|política)\b"),
    "de": _rx(r"[,:;—–]\s*(?:das|so)\s+(?:war|waren|hieß|lautete)\b|"
              r"[,:;—–]\s*(?:das|so)\s+(?:macht|machen|tut|tun|sagt|sagen|meint|will|wollen|hält|halten)\s+"
              r"(?!du\b|ihr\b|bitte\b)\w+|\b(?:war|waren)\s+(?:die|das|der|unsere?|ihre?)\s+"
              r"(?:regel|motto|devise|gewohnheit|politik)\b"),
    "ja": _rx(r"(?:というのが|というのは|のが).*(?:でした|だった|ルール|やり方|方針|習慣)"),
}
# A finite verb in the past: a rule is given in the present ("what was the rule" is a report of it). Only
# forms that are never imperatives or infinitives, and no conditional ("sollte", "debería").
_PAST: dict[str, re.Pattern[str]] = {
    "de": _rx(r"\b(?:war|waren|wurde|wurden|hatte|hatten|galt|galten|musste|mussten|durfte|durften|gab|"
              r"haben\s+\w+\s+(?:ge\w+t|ge\w+en)|hat\s+\w+\s+(?:ge\w+t|ge\w+en))\b"),
    "es": _rx(r"\b(?:era|eran|fue|fueron|estaba|estaban|había|habían|tenía|teníamos|tenían|solía|solíamos|"
              r"usábamos|usaba|usaban|respondía|respondían|escribía|escribían)\b"),
    "fr": _rx(r"\b(?:était|étaient|fut|furent|avait|avaient|c['’]était|utilisait|utilisaient|répondait|"
              r"répondaient|écrivait|écrivaient|devait|devaient|fallait)\b"),
    "pt": _rx(r"\b(?:era|eram|foi|foram|estava|estavam|tinha|tinham|costumava|costumávamos|usava|usavam)\b"),
    "it": _rx(r"\b(?:era|erano|fu|furono|aveva|avevano|usava|usavano|doveva|dovevano)\b"),
    "ja": _rx(r"(?:でした|だった|ていました|てました|かった|ませんでした|ていた)(?:[。！!、,]|が|けど|ので|$)"),
    "zh": _rx(r"(?:以前|过去|那时|当时|曾经|以前的)"),
}
# A rule lifted: "ya no hace falta", "plus besoin", "nicht mehr nötig", "もう適用されません".
_CANCELLED: dict[str, re.Pattern[str]] = {
    "de": _rx(r"\b(?:musst|müssen|brauchst|brauchen)\s+(?:\w+\s+){0,2}nicht\s+mehr\b|\bnicht\s+mehr\s+(?:nötig|notwendig|"
              r"erforderlich)\b|\bgilt\s+nicht\s+mehr\b|\b(?:aufgehoben|abgeschafft)\b"),
    "es": _rx(r"\bya\s+no\s+(?:hace\s+falta|es\s+necesario|tienes\s+que|debes|aplica|vale)\b|\b(?:se\s+canceló|queda\s+anulad[ao]|"
              r"ya\s+no\s+rige)\b"),
    "fr": _rx(r"\bplus\s+besoin\b|\bn['’](?:as|avez)\s+plus\s+(?:besoin|à)\b|\bne\s+s['’]applique\s+plus\b|\b(?:a\s+été\s+)?annulée?\b"),
    "pt": _rx(r"\bnão\s+(?:precisa|é\s+mais\s+necessário)\s+mais\b|\bfoi\s+cancelad[ao]\b"),
    "it": _rx(r"\bnon\s+(?:serve|è\s+più\s+necessario)\s+più\b|\bè\s+stat[ao]\s+annullat[ao]\b"),
    "ja": _rx(r"(?:必要はありません|必要ありません|必要はない|廃止|適用されません|撤回|取り消|無効になりました)"),
}
# The impersonal "se"/"si" with a habit adverb: a custom, not an instruction (a modal one, "no se debe", is a frame).
_IMPERSONAL: dict[str, re.Pattern[str]] = {
    "es": _rx(r"\b(?:siempre|nunca|jamás|aquí|normalmente|no)\s+se\s+(?!debe|deben|puede|pueden|lo\b|la\b|los\b|las\b|le\b|"
              r"les\b)\w+"),
    "pt": _rx(r"\b(?:sempre|nunca|jamais|aqui|normalmente|não)\s+se\s+(?!deve|devem|pode|podem)\w+"),
    "it": _rx(r"\b(?:sempre|mai|qui|normalmente|non)\s+si\s+(?!deve|devono|può|possono)\w+"),
}
# A subject of its own and its finite verb, in the languages that mark the third person: a name followed by a
# verb in the third person ("Marta responde", "Marie répond", "Anna antwortet"), or a clause that opens with a
# determiner and a noun before such a verb ("El cliente pide ...", "Le client veut ...", "Der Kunde möchte ...").
# An obligation ("debe", "doit", "muss") stays with the other checks: "La respuesta debe ser breve" is a rule.
_THIRD_VERB = {
    "es": r"[a-záéíóúñ]{3,}(?:a|e|an|en|ó|ía|ían)",
    "pt": r"[a-záéíóúãõç]{3,}(?:a|e|am|em|ou)",
    "it": r"[a-zàèéìòù]{3,}(?:a|e|ano|ono|ò)",
    "fr": r"[a-zàâçéèêëîïôûù]{3,}(?:e|t|d|ent)",
    "de": r"[a-zäöüß]{3,}(?:t|et|te|ten)",
}
_MODALS = _rx(r"\b(?:debe|deben|debería|tiene\s+que|tienen\s+que|hay\s+que|doit|doivent|devrait|faut|muss|müssen|soll|"
              r"sollen|sollte|darf|dürfen|deve|devem|devono|precisa|bisogna|tem\s+que)\b")
_NAME_BEFORE = _rx(r"\b(?:a|al|à|au|para|pour|con|avec|di|de|del|du|an|für|mit|zu|zum|zur|von|à|em|no|na|da|do|par|por|"
                   r"sobre|sur|in|en|dans)\s+$")
_DETERMINER_FIRST = {
    "es": r"(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras|este|esta|ese|esa|su|sus)",
    "pt": r"(?:o|a|os|as|meu|minha|nosso|nossa|este|esta|esse|essa)",
    "it": r"(?:il|lo|la|i|gli|le|mio|mia|nostro|nostra|questo|questa|quel|quella)",
    "fr": r"(?:le|la|les|l['’]|mon|ma|mes|notre|nos|ce|cette|ces|son|sa|ses|leur|leurs)",
    "de": r"(?:der|die|das|unser|unsere|mein|meine|dieser|diese|dieses|sein|seine|ihr|ihre)",
}
_THIRD_NAME = {lang: rx(r"(?<![.!?:;]\s)(?<!^)\b[A-ZÁÉÍÓÚÄÖÜ][a-záéíóúäöüßàèìòùâêîôûçñ]+\s+(?:(?:siempre|nunca|toujours|jamais|"
                                r"sempre|mai|immer|nie|ja|bien|también|aussi|auch|anche|também)\s+)?(" + verb + r")\b")
               for lang, verb in _THIRD_VERB.items()}
_THIRD_DET = {lang: rx(r"^\W*" + det + r"\s*[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:(?:siempre|nunca|toujours|jamais|sempre|"
                               r"mai|immer|nie|ja|también|aussi|auch|anche)\s+)?(" + _THIRD_VERB[lang] + r")\b", re.IGNORECASE)
              for lang, det in _DETERMINER_FIRST.items()}


# German capitalises every noun, so a name is not told by its capital: a verb in the third person singular
# is, unless "ich"/"du"/"Sie" is its subject ("Ab sofort antwortet Anna ...", "Der Kunde möchte ...").
_DE_THIRD = rx(r"(?<!\bich\s)(?<!\bdu\s)\b(?:antwortet|schreibt|verwendet|nutzt|benutzt|deployt|pusht|committet|"
                       r"löscht|sendet|schickt|testet|prüft|macht|gibt|sagt|zeigt|folgt|hält|bleibt|möchte|will|mag|liebt|"
                       r"hasst|bevorzugt|erwartet|verlangt|braucht)\b(?!\s+(?:du|sie|ich)\b)")
_VERB_WORDS = {"es": _ES_VERBS, "fr": _FR_VERBS, "pt": _PT_VERBS, "it": _IT_VERBS}


def _verbish(word: str, lang: str) -> bool:
    """A word in the third person by its ending that is no function word of the language (a verb of the
    opener table counts: "responde" is also "he answers")."""
    w = word.lower()
    return w not in _FUNCTION_WORDS.get(lang, frozenset()) or bool(re.fullmatch(_VERB_WORDS.get(lang, "(?!)"), w))


# A negative quantifier opening a subject: "Ningún dev hace deploy aquí", "Aucun dev n'utilise sudo", "Nessun dev lancia
# rm -rf" state a habit; "Ningún emoji en las respuestas" has a function word after its noun, "Ningún commit directo a
# main" an adjective: verbless bans (verbless_rule.py, the bans below).
_QUANTIFIED = {lang: rx(r"^\W*(?:" + quantifier + r")\s+[^\W\d_][\w-]*\s+(?:(?:ne|no|non|não)\s+|n['’])?([^\W\d_]+)\b",
                        re.IGNORECASE)
               for lang, quantifier in (("es", "ningún|ninguna|ningun"), ("pt", "nenhum|nenhuma"),
                                        ("it", "nessun|nessuno|nessuna"), ("fr", "aucun|aucune"))}


@lru_cache(maxsize=16384)
def _has_modal(clause: str) -> bool:
    """Whether ``clause`` holds a modal of obligation (:data:`_MODALS`). The same for every language a clause is
    read in: remembered per clause, not searched again per language (a cold audit reads each clause up to six times)."""
    return bool(_MODALS.search(clause))


def quantified_subject(clause: str, lang: str) -> bool:
    """Whether ``clause`` opens on a negative quantifier, a noun and a verb in the third person (see above)."""
    pattern = _QUANTIFIED.get(lang)
    m = pattern.match(clause) if pattern is not None else None
    if m is None or _has_modal(clause):
        return False  # "Aucune requête ne doit toucher la prod": an obligation, a rule
    word = m.group(1).lower()
    return bool(re.fullmatch(_THIRD_VERB[lang], word)) and _verbish(word, lang) \
        and not re.fullmatch(r"[^\W\d_]+" + _ADJECTIVE_END, word)  # "Ningún commit directo": an adjective


def _third_person(clause: str, lang: str) -> bool:
    if lang not in _THIRD_VERB or _has_modal(clause):
        return False
    if quantified_subject(clause, lang):
        return True
    if lang == "de":
        return bool(_DE_THIRD.search(clause))
    for m in _THIRD_NAME[lang].finditer(clause):
        before, name = clause[:m.start()], m.group(0).split()[0].lower()
        if _verbish(m.group(1), lang) and re.search(r"[^\W\d_]", before) and not _NAME_BEFORE.search(before) \
                and name not in _FUNCTION_WORDS.get(lang, frozenset()):
            return True  # a capitalised word inside the clause, not after a preposition, then a verb
    opening = _THIRD_DET[lang].match(clause)
    return opening is not None and _verbish(opening.group(1), lang)


# Japanese puts its mood at the end: a clause ending in a polite or past statement form ("〜しています",
# "〜しました", "〜予定です") states, one ending in a request, a ban or an obligation ("〜してください", "〜こと",
# "禁止です", "必須です", "〜でお願いします") asks. A plain form ("英語で書く") is left to the other checks.
_JA_REQUEST_END = rx(r"(?:ください|下さい|なさい|こと|ように|禁止|禁止です|禁止されています|厳禁|厳禁です|必須|必須です|"
                             r"不要|不要です|NGです|べき|べきです|ましょう|ないで|てね|でね|お願い|お願いします|お願いいたします|"
                             r"てほしい|てほしいです|て欲しい|て欲しいです|でほしい|でほしいです|助かります|いいです|嬉しいです)$")
_JA_STATEMENT_END = rx(r"(?:ています|ている|ていました|ていた|ました|でした|だった|かった|ません|ませんでした|ます|です|た)$")
# Chinese "always" after a subject of its own (in any part of the clause: "记住，小王总是用中文回答"): the part before
# it holds more than a request or a "you".
# A reply or what it shows as the topic ("回答一律用中文", "所有金额一律用人民币") is what the rule is about, not a subject.
_ZH_SUBJECT_ADVERB = rx(r"(?:^|(?<=[，,：:]))\s*(?![^，,。]*?(?:请|請|你|您|以后|以後|今后|今後|从现在起|從現在起))"
                                r"(?!\W*(?:所有|全部|每个|每個|每条|每條)?的?(?:回答|回复|回覆|答复|答覆|金额|金額|数字|數字|日期|时间|時間|"
                                r"代码|代碼|输出|輸出))[^，,。]{2,}?(?:始终|始終|总是|總是|一直|永远|永遠|一律|一概)")
# A concession is no part of the rule's mood (nor, in rule_identity.py, of its scope): "Siempre de usted, aunque el
# cliente escriba de forma informal", "Anrede mit Sie, auch wenn der Kunde locker schreibt", "これから英語の資料を
# 貼りますが、回答は必ず日本語で". Its own subject and verb say what others do, not whether the user asks.
CONCESSION = rx(
    r"\b(?:even\s+(?:if|though|when)|although|though|aunque|aun\s+cuando|incluso\s+(?:si|cuando)|même\s+(?:si\b|s['’]|"
    r"quand|lorsque)|bien\s+que|obwohl|auch\s+wenn|selbst\s+wenn|anche\s+(?:se|quando)|sebbene|embora|"
    r"mesmo\s+(?:que|se|quando)|ainda\s+que|ook\s+(?:als|wanneer|al)|zelfs\s+(?:als|wanneer)|hoewel|"
    r"даже\s+(?:если|когда)|хотя|несмотря\s+на)(?:\b|(?<=['’]))[^,;.。]*|^[^、。]*(?:ますが|ですが|けど|けれど)、|"
    # a free-relative concession after a comma ("..., whatever language I use", "..., peu importe la langue",
    # "..., egal in welcher Sprache ich schreibe"): it waives the user's choice, it names no rule of its own
    r"(?<=[,—–])\s*(?:whatever|whichever|no\s+matter\s+(?:what|which|how|where)|regardless\s+of|quel(?:le)?s?\s+que\s+soi(?:t|ent)|"
    r"peu\s+importe|n['’]importe\s+(?:quel(?:le)?|comment)|egal\s+(?:in\s+)?(?:welche[rnms]?|wie|was)|ganz\s+gleich|"
    r"sin\s+importar|no\s+importa|da\s+igual|sea\s+cual\s+sea|independientemente\s+de|qualunque|qualsiasi|"
    r"indipendentemente\s+da|non\s+importa|seja\s+qual\s+for|não\s+importa|independentemente\s+d[aeo]|"
    r"ongeacht|maakt\s+niet\s+uit)\b[^,;.。]*", re.IGNORECASE)
_QUESTION_END = rx(r"[?？]\W*$")
_REQUEST = _rx(r"\b(?:puedes|podrías|podría\s+usted|puede\s+usted|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|"
               r"kannst\s+du|könntest\s+du|können\s+sie|könnten\s+sie|puoi|potresti|pode|poderia|podes)\b|"
               r"てくれ(?:ません|る)か|てもらえ(?:ません|る)か|ていただけ(?:ません|る)か|주시겠어요|줄래")
_CLAUSE_SPLIT = rx(r"(?<=[.;:!?。！？；：])\s*|\n+")


@lru_cache(maxsize=16384)
def _conceded(clause: str) -> str:
    """``clause`` without its concession (the same for every language it is read in; remembered per clause)."""
    return CONCESSION.sub(" ", clause).strip(" ,，、")


_COMMA_SPLIT = rx(r"[,，、]\s*")


def _clause_is_rule(clause: str, lang: str) -> bool:
    clause = _conceded(clause)
    if not clause:
        return False
    reported = _REPORTED.get(lang)
    said = reported.search(clause) if reported is not None else None
    if said is not None and (said.start() > 0 and clause[:said.start()].strip(" ¡¿\"'«“-") or said.group(0).strip().lower().startswith(
            ("dile", "pídele", "recuérdale", "avisa", "dígale", "pídale", "demande", "dis ", "rappelle", "sag", "erinnere",
             "bitte", "richte"))):
        return False  # "Marta escribe que ...": reported; "Escribe las fechas ..." opens with the verb: an imperative
    doubt = _DOUBT.get(lang)
    if doubt is not None and doubt.search(clause):
        return False
    about = _ABOUT_RULE.get(lang)
    if about is not None and about.search(clause):
        return False
    if lang == "ja":
        end = clause.rstrip("。．！!？?　 」』)")
        if not _JA_REQUEST_END.search(end) and _JA_STATEMENT_END.search(end):
            return False  # "先輩は敬語で返信するようにしています": the final predicate states, it does not ask
    past = _PAST.get(lang)
    if past is not None and past.search(clause):
        return False  # "Commit-Nachrichten im Imperativ waren in meinem alten Team Pflicht": what was, not a rule
    if _third_person(clause, lang):
        return False  # "Désormais, Marie répond aux tickets en anglais", "El cliente pide por favor ...": someone else
    cancelled = _CANCELLED.get(lang)
    if cancelled is not None and cancelled.search(clause):
        return False  # "Du musst nicht mehr auf Deutsch antworten": a rule lifted, not given
    impersonal = _IMPERSONAL.get(lang)
    if impersonal is not None and impersonal.search(clause):
        return False  # "Neste time sempre se responde em inglês": what is done here, said of no one
    if lang == "zh" and _ZH_SUBJECT_ADVERB.search(clause):
        return False  # "我们的客服机器人始终用中文回答": a subject of its own before "always"
    if lang == "ru":  # a statement or a question first, then a frame, an imperative (in any comma segment) or a ban
        if _ru_statement(clause) or _QUESTION_END.search(clause):
            return False
        return bool(_FRAMES["ru"].search(clause) or _OPENERS_RU.match(clause) or _BAN_RU.match(clause)
                    or any(_OPENERS_RU.match(seg) for seg in re.split(r"[,;]\s*", clause)[1:]))
    if _QUESTION_END.search(clause):  # a question is a rule only as a request to the assistant ("¿Podrías ... siempre?")
        return bool(_REQUEST.search(clause) and re.search(r"(?:siempre|nunca|toujours|jamais|immer|nie|sempre|mai|"
                                                           r"今後|これから|以后|앞으로)", clause, re.IGNORECASE))
    for table in (_FRAMES, _OPENERS, _BANS):
        pattern = table.get(lang)
        match = None if pattern is None else pattern.search(clause) if table is _FRAMES else pattern.match(clause)
        if match is not None and not (table is _OPENERS and _noun_first(clause, lang)):
            return True
    if lang == "de" and _DE_INFINITIVE.match(clause):
        return True
    if lang in _OPENERS:  # a rule may open after a leading phrase: "En producción, nunca toques nada"
        for seg in _COMMA_SPLIT.split(clause)[1:]:
            if (_OPENERS[lang].match(seg) and not _noun_first(seg, lang)) or (lang in _BANS and _BANS[lang].match(seg)):
                return True
    return False


# A verb-like first word that is a noun: followed by "of" and a noun ("Prueba de carga tardó ...", "Demande du
# client : ...", "Conferma dell'ordine arriva ...") or by an adjective ("Firma digital siempre falla", "Montre
# connectée ...", "Verifica mensile ..."). "Deja de usar", "Évite d'utiliser", "Smetti di usare" take an
# infinitive and stay imperatives.
_ROMANCE_VERBS = {"es": _ES_VERBS, "fr": _FR_VERBS, "pt": _PT_VERBS, "it": _IT_VERBS}
_ADJECTIVE_END = (r"(?:al|ales|ente|entes|ante|antes|ivo|iva|ado|ada|ido|ida|oso|osa|ico|ica|ario|aria|é|ée|és|ées|"
                  r"ale|aux|aire|ique|if|ive|elle|el|ile|ato|ata|ito|ita)")
_ROMANCE_NOUN_FIRST = {
    lang: rx(r"^\W*(?i:" + verbs + r")\s+(?:(?:(?i:de|del|di|della|delle|dei|degli|do|da|dos|das)\s+|(?i:dell|d)['’]\s*)"
                     r"(?![^\W\d_]+(?:ar|er|ir|re|are|ere|ire|ír)\b)|[^\W\d_]{3,}" + _ADJECTIVE_END + r"\b)")
    for lang, verbs in _ROMANCE_VERBS.items()}
# German: the first constituent is followed by the finite verb (second position), or by the finite verb and
# its subject ("Ende der Woche deployen wir nie"); an imperative has no finite verb after it in its clause.
_DE_FINITE = _rx(r"^\W*(?:" + _DE_VERBS + r")\b[^,;:]*?\s(?:ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|"
                 r"hatten|kann|können|muss|müssen|soll|sollen|liegt|liegen|gibt|geht|gehen|kommt|kommen|steht|stehen|"
                 r"bleibt|bleiben|dauert|dauern|läuft|laufen|braucht|brauchen|zeigt|zeigen|\w+(?:t|en)\s+(?:wir|sie|er|"
                 r"es|ich|man)\b)\b|^\W*(?:" + _DE_VERBS + r")\s+des\b")


def _noun_first(clause: str, lang: str) -> bool:
    """Whether the verb-like first word of ``clause`` is a noun heading a statement (see above)."""
    if lang == "de":
        return bool(_DE_NOUN_FIRST.match(clause) or _DE_FINITE.match(clause))
    pattern = _ROMANCE_NOUN_FIRST.get(lang)
    return bool(pattern is not None and pattern.match(clause))


def covered(lang: str | None) -> bool:
    """Whether this module can judge the mood of a sentence in ``lang``."""
    return lang in _FRAMES


@lru_cache(maxsize=65536)
def reads_as_rule(text: str, lang: str | None = None) -> bool:
    """Whether some clause of ``text`` reads as a standing instruction in its language (see module doc).
    A language the tables do not cover is never read as a rule (recall first)."""
    langs = (lang,) if lang else guess_languages(text)
    norm = unicodedata.normalize("NFC", text)
    if any(code in _ABOUT_RULE and _ABOUT_RULE[code].search(norm) for code in langs):
        return False  # "Ne jamais déployer le vendredi : c'était la devise": the rule spoken about
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(norm) if c and c.strip()]
    # a clause after "Le dije al becario:" is what was said to someone else, not a rule given here
    clauses = [c for n, c in enumerate(clauses) if not (n and introduces_quote(clauses[n - 1]))]
    return any(_clause_is_rule(c, code) for code in langs if covered(code) for c in clauses)
