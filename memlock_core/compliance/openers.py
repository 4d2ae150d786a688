"""An empty opener: a reply's first sentence that carries none of the answer, in any words.

Why here: a rule against "Great question", "Certainly!" or any preamble ("no filler", "niente complimenti ... vai
dritto al punto", "Bez wstępów") bans a class, and new authors show it in words no list holds: "Bella idea usare una
cache!", "Il tuo codice è già molto elegante", "You've clearly been digging into this", "Oto odpowiedź na Twoje
pytanie.". Stock acknowledgements ("Sure!", "Bien sûr !") are read by ``tone``; this module reads the opening
sentence's structure for three more shapes of the class:

* **praise of the user's work**: a word that values (``great``, ``elegante``, ``bonne``, ``gute``, ``świetny``) next to
  the user's idea, approach, code or work, when the sentence speaks of the user's own ("your code", "il tuo codice"),
  opens on the praise ("Bella idea ...", "Nice approach"), or is an exclamation; a compliment word standing alone
  ("Complimenti", "Well done", "Félicitations", "Gut gemacht"); a second person judged with an evidential adverb ("you
  clearly know", "on voit que tu", "se nota que has"). "A good approach is to cache the result." answers: it is
  neither the user's nor a praise-first exclamation, and a subject followed by "is to" states the answer.
* **praise of the question** (``question_praise``), as before.
* **an announcement**: the sentence only says an answer follows ("Here is the answer to your question.", "Voici
  l'explication :", "Hier ist die Antwort:", "Aquí tienes la respuesta.", "Oto odpowiedź na Twoje pytanie.", "以下が回答
  です。") or opens by saying it will answer ("To answer your question, ...", "Let me explain."). "Here's a draft:"
  or "Here's the fix:" present the content itself and are left alone: only a noun for an answer or explanation is
  an announcement.
"""
from __future__ import annotations

import re

from memlock_core.compliance.question_praise import praises_question
from memlock_core.regex_cache import rx

__all__ = ["PRAISE", "ANNOUNCEMENT", "ACKNOWLEDGEMENT", "empty_opener", "first_sentence"]

PRAISE, ANNOUNCEMENT, ACKNOWLEDGEMENT = "praise", "announcement", "an acknowledgement"

# the user's work or thought: en/fr/de/es/it/pt/pl/ru and Japanese
_WORK = (r"ideas?|point|observation|remarque|punto|ponto|approach|solution|code|work|thinking|instinct|plan|design|"
         r"setup|choice|catch|refactor\w*|implementation|attempt|draft|script|function|intuition|"
         r"idées?|approche|travail|réflexion|choix|démarche|"
         r"idee|ansatz|lösung|arbeit|überlegung|gedanke|entwurf|"
         r"enfoque|solución|código|trabajo|planteamiento|intuición|elección|"
         r"approccio|soluzione|codice|lavoro|intuizione|scelta|"
         r"ideia|abordagem|solução|trabalho|escolha|"
         r"pomysł|podejście|rozwiązanie|kod|praca|"
         r"иде[яюи]|подход|решение|код|работа")
_WORK_JA = r"アイデア|発想|考え方|着眼点|コード|実装|アプローチ"
# words that value it: positive only ("correct", "fine", "common" judge nothing)
_VALUE = (r"great|good|nice|excellent|smart|clever|brilliant|elegant|clean|neat|solid|impressive|beautiful|lovely|"
          r"fantastic|wonderful|awesome|amazing|superb|terrific|cool|perfect|beautifully|nicely|elegantly|brilliantly|"
          r"cleanly|well[- ](?:written|structured|thought[- ]out|organi[sz]ed|designed)|"
          r"bien (?:écrite?s?|structurée?s?|pensée?s?)|gut (?:geschrieben|strukturiert|durchdacht)|"
          r"bien (?:escrit[oa]s?|estructurad[oa]s?|pensad[oa]s?)|ben (?:scritt[oa]|strutturat[oa]|pensat[oa])|"
          r"bon(?:ne)?s?|excellente?s?|belles?|beaux?|élégante?s?|intelligente?s?|superbes?|géniale?s?|"
          r"impressionnante?s?|magnifiques?|"
          r"gut|gute[rsn]?|toll\w*|schöne[rsn]?|elegant\w*|sauber\w*|klug\w*|starke[rsn]?|"
          r"super|klasse|prima|genial\w*|"
          r"buen[oa]?s?|excelentes?|bonit[oa]s?|elegantes?|inteligentes?|estupend[oa]s?|magnífic[oa]s?|"
          r"ottim[oaie]|bell[oaie]|bellissim[oaie]|elegant[ei]|intelligent[ei]|ben fatto|"
          r"bo[am]|boas|bons|ótim[oa]s?|otim[oa]s?|lind[oa]s?|"
          r"świetn\w+|dobr\w+|elegancki\w*|fajn\w+|"
          r"отличн\w+|хорош\w+|элегантн\w+|прекрасн\w+|классн\w+")
_VALUE_JA = r"いい|良い|素晴らしい|すばらしい|素敵な|きれいな|綺麗な|鋭い|見事な"
# "your", "this": the thing valued is the user's ("your code", "ta solution", "dein Ansatz", "il tuo codice")
_YOURS = (r"your|yours|ton|ta|tes|votre|vos|dein\w*|ihr\w*|tu|tus|tuo|tua|tuoi|tue|teu|tua|seu|sua|"
          r"twój|twoje|twoja|twoim|twojego|ваш\w*|твой|тво\w+")
# "this idea", "cette approche", "diese Lösung": a demonstrative right before the noun (a value word between)
_THIS = r"this|that|cette|ce|cet|diese[rsnm]?|est[ea]|quest[oa]|ess[ea]|ta|to|эт[оаи]\w*"
# the sentence opens on the praise: "What a neat idea", "That's a clever approach", "C'est une bonne idée", "Das ist
# eine gute Idee", "Es una buena idea", "È un'ottima idea", "É uma ótima ideia", "To świetny pomysł", "Это хорошая идея"
_PRAISE_FIRST = rx(r"^(?:(?:oh|ah|wow|ooh)[,!]?\s+)?(?:what an?|such an?|quel(?:le)?|qué|che|que|"
                           r"that['’]?s|that is|this is|it['’]s|c['’]est|das ist|das wäre|es|è|é|to (?:jest)?|это)\s+"
                           r"(?:(?:an?|une?|eine[nm]?|un[oa']?|uma|really|very|truly|such|vraiment|très|wirklich|sehr|"
                           r"muy|molto|davvero|muito|bardzo|очень)\s+|un['’]){0,3}", re.I)
_WORD = rx(r"[\w'’-]+")
_W = rx(rf"(?<![\w])(?:{_WORK})(?![\w])", re.I)
_V = rx(rf"(?<![\w])(?:{_VALUE})(?![\w])", re.I)
_Y = rx(rf"(?<![\w])(?:{_YOURS})(?![\w])", re.I)
# "Your approach is to ...", "A good idea is to ...", "l'idée est de ...": the noun as the subject of the answer
_STATES = rx(r"^\s*(?:is|was|would be|here is|est|sería|seria|ist|wäre|es|è|é|sarebbe|jest|—)\s+(?:to|de|d'|zu|usar|"
                     r"use|using|that|que|dass|di|a)\b", re.I)
# a compliment standing for itself ("Complimenti.", "Well done!", "Félicitations !", "Gut gemacht!")
_COMPLIMENT = rx(r"(?<![\w])(?:complimenti|congrat(?:s|ulations)|kudos|well done|nicely done|good job|great job|"
                         r"nice job|hats off|bravo|bravissim[oa]|félicitations|chapeau|bien joué|bien vu|beau travail|"
                         r"gut gemacht|glückwunsch|respekt|enhorabuena|felicidades|felicitaciones|bien hecho|"
                         r"buen trabajo|ottimo lavoro|bel lavoro|parabéns|mandou bem|bom trabalho|brawo|gratulacje|"
                         r"dobra robota|молодец|отличная работа|браво)(?![\w])|お見事|よくできました|さすがです", re.I)
# what follows a compliment that opens the sentence: a stop, or what it is for ("Congrats on", "Bravo pour")
_AFTER_COMPLIMENT = rx(r"\s*(?:[!,.—–:…]|$|(?:on|for|pour|für|zu|por|per|pela|pelo|za|с)\b)", re.I)
# a second person judged with an evidential ("you clearly know", "on voit que tu", "se nota que has", "man merkt, dass du")
_YOU_CLEARLY = rx(r"^(?:you(?:['’]ve| have|['’]re| are)?|you)\s+(?:clearly|obviously|really|definitely|evidently)\s+"
                          r"(?:been|know|understand|get|put|did|done|thought|have|are|nailed|spent)\b|"
                          r"^you(?:['’]re| are)\s+(?:absolutely|totally|completely|so|quite)\s+right\b|"
                          r"^(?:on voit (?:bien )?que (?:tu|vous)|(?:tu as|vous avez) (?:clairement|visiblement|bien compris))\b|"
                          r"^(?:man (?:merkt|sieht),? dass du|du hast (?:offensichtlich|eindeutig|sichtlich|wirklich))\b|"
                          r"^(?:se (?:nota|ve) que (?:has|sabes|conoces|te)|(?:claramente|obviamente) (?:has|sabes|conoces))\b|"
                          r"^(?:si vede che (?:hai|sai|conosci)|hai (?:chiaramente|davvero|proprio))\b|"
                          r"^(?:(?:dá|da) para ver que você|você (?:claramente|obviamente|realmente))\b|"
                          r"^(?:widać,? że|naprawdę (?:znasz|rozumiesz))\b|^(?:видно,? что вы|вы явно)\b", re.I)

# a presentative, then a noun for an answer or an explanation, and nothing else in the sentence
_PRESENT = (r"here(?:['’]s| is| are| comes| goes)|below is|voici|voilà|hier (?:ist|sind|kommt)|(?:im )?folgenden? (?:ist|die)|"
            r"aquí (?:tienes|tiene|va|está|te dejo)|a continuación (?:tienes|va|está)|te dejo|ecco|di seguito|"
            r"aqui (?:está|vai|tem)|segue|oto|poniżej|вот|ниже")
_META = (r"answers?|response|reply|explanation|rundown|breakdown|overview|what you need to know|"
         r"réponses?|explications?|antwort(?:en)?|erklärung|erläuterung|überblick|"
         r"respuestas?|explicaci[oó]n|rispost[ae]|spiegazion[ei]|respostas?|explica[cç][aã]o|"
         r"odpowied[źz]\w*|wyjaśnieni\w+|ответ\w*|объяснени\w+")
_ANNOUNCE = rx(
    rf"^(?:{_PRESENT})\s+(?:[\w'’]+\s+|[ldLD]['’]){{0,3}}?(?:{_META})(?![\w])[^.:!?\n]{{0,45}}[.:!]?\s*$|"
    # "To answer your question, ...", "Pour répondre à ta question", "Um deine Frage zu beantworten"
    r"^(?:to answer your question|in answer to your question|pour répondre à (?:ta|votre) question|"
    r"um (?:deine|ihre) frage zu beantworten|para (?:responder|contestar) a (?:tu|su) pregunta|"
    r"per rispondere alla tua domanda|para responder (?:à|a) (?:sua|tua) pergunta|"
    r"odpowiadając na (?:twoje|pana|pani) pytanie|отвечая на (?:ваш|твой) вопрос)\b|"
    # "Let me explain.", "I'll walk you through it:", "Je vais t'expliquer.", "Ich erkläre es dir:"
    r"^(?:let me (?:explain|answer|clarify|walk you through)|i['’]ll (?:explain|walk you through|break (?:it|this) down)|"
    r"i will explain|je vais (?:t['’]|vous )?expliquer|je t['’]explique|ich erkläre (?:es )?(?:dir|ihnen)|"
    r"lass mich (?:das |es )?erklären|te (?:lo )?explico|déjame explicarte|ti spiego|lascia che ti spieghi|"
    r"vou (?:te )?explicar|deixa eu explicar|wyjaśnię|już wyjaśniam|объясню|сейчас объясню)\b[^.:!?\n]{0,30}[.:!]?\s*$",
    re.I)
_ANNOUNCE_JA = rx(r"^(?:以下が|以下に|こちらが)?(?:回答|答え|説明|解説)"
                          r"(?:です|になります|します|いたします|を(?:します|いたします|書きます))[。：:！]?$|"
                          r"^(?:ご)?質問に(?:お)?答え(?:します|いたします)[。：:！]?$|^以下(?:の通り|のとおり)です[。：:]?$")
# an offer of help standing before the answer ("Chętnie pomogę!", "Gerne helfe ich dir.", "Con mucho gusto te ayudo.",
# "Je serais ravi de t'aider.", "Felice di aiutarti!", "Рад помочь!", "喜んでお手伝いします。")
_GLAD = rx(r"^(?:chętnie(?: (?:pomogę|wyjaśnię|pomoże\w*))?|z przyjemnością|"
                   r"(?:je (?:serais|suis) )?(?:ravie?|heureux|heureuse|content(?:e)?) de (?:t['’]|vous )?(?:aider|répondre)|"
                   r"(?:sehr )?gerne?(?: helfe ich(?: dir| ihnen)?)?|ich helfe (?:dir |ihnen )?gern\w*|"
                   r"(?:con (?:mucho )?gusto|encantad[oa] de ayudar\w*)(?: te ayudo)?|"
                   r"(?:sono )?(?:felice|content[oa]) di aiutart\w*|volentieri|"
                   r"(?:com (?:todo o )?prazer|fico feliz em ajudar)|рад(?:а)? помочь|с удовольствием(?: помогу)?|"
                   r"(?:i['’]d|i would) love to help|(?:i['’]m|i am) here to help)\s*[!.,:—–]|"
                   r"^喜んで(?:お手伝い|説明|回答)(?:します|いたします)[。！]", re.I)
_SPLIT = rx(r"(?<=[.!?:。！？：])\s+|(?<=[。！？：])|\s+[—–]\s+")


def first_sentence(line: str) -> str:
    """The first sentence of the reply's first line, emphasis marks and a leading "¡"/"¿" left out."""
    text = re.sub(r"^[\s>*_#-]*(?:\*\*|__)?[¡¿\s]*", "", line).replace("**", "").replace("__", "")
    return _SPLIT.split(text.strip(), maxsplit=1)[0].strip()


def _praises_work(sentence: str) -> bool:
    text = sentence.strip(" *_>¡¿")
    said = _COMPLIMENT.search(text)
    if said:
        opens = said.start() == 0 and bool(_AFTER_COMPLIMENT.match(text[said.end():]))
        closes = bool(re.search(r"[,—–!]\s*$", text[:said.start()]) and re.match(r"^\s*[!.]*$", text[said.end():]))
        if opens or closes:
            return True  # "Complimenti!", "..., well done." (not "cook it until well done")
    if _YOU_CLEARLY.match(text):
        return True
    if re.search(rf"(?:{_VALUE_JA})(?:{_WORK_JA})", text) and len(text) <= 25:
        return True  # "いいアイデアですね！", "素晴らしいコードです。"
    if len(_WORD.findall(text)) > 12:
        return False
    for noun in _W.finditer(text):
        if _STATES.match(text[noun.end():]):
            continue  # "A good approach is to cache it": the noun opens the answer
        near = [v for v in _V.finditer(text) if len(_WORD.findall(text[min(v.end(), noun.end()):
                                                                           max(v.start(), noun.start())])) <= 3]
        if not near:
            continue
        before = text[:noun.start()]
        this = re.search(rf"(?<![\w])(?:{_THIS})\s+(?:(?:{_VALUE})\s+)?$", before, re.I)
        # "this approach" is the user's in a short exclamation, a topic in a longer sentence ("This approach is great
        # for large files because ...")
        yours = bool(_Y.search(before[-30:])) or bool(this and len(_WORD.findall(text)) <= 6)
        lead = _PRAISE_FIRST.match(text)
        praise_first = near[0].start() == 0 or bool(lead and lead.end() == near[0].start())
        if yours or praise_first or text.endswith("!"):
            return True
    return False


def empty_opener(line: str) -> tuple[str, str] | None:
    """(``praise``, ``announcement`` or an acknowledgement, the sentence) when the first sentence of ``line`` (a reply's first line of
    prose) carries no content of the answer; else None. Stock acknowledgements ("Sure!") are ``tone``'s."""
    sentence = first_sentence(line)
    if not sentence:
        return None
    if _praises_work(sentence) or praises_question(sentence):
        return PRAISE, sentence
    if _GLAD.match(sentence + (" " if sentence[-1:] in ".!,:" else ".")):
        return ACKNOWLEDGEMENT, sentence
    if _ANNOUNCE.match(sentence) or _ANNOUNCE_JA.match(sentence):
        return ANNOUNCEMENT, sentence
    return None
