"""Reply-rule clauses about the language a reply is in: a named one, several, the user's, one it must not be
in, exceptions on request, the language of comments and names, a closing passage in another language, one language
only, voseo and the Chinese script.

Why a module of its own: the language reader is the largest single kind of reply rule (its lexicon of speaking
verbs, insistences and conditions is its own); :mod:`reply_rule` dispatches to it.
"""
from __future__ import annotations

import re

from memlock_core.compliance import speak_language, unit_style
from memlock_core.compliance.chinese_script import NO_SIMPLIFIED, NO_TRADITIONAL, SIMPLIFIED, TRADITIONAL, parse_script
from memlock_core.compliance.code_identifiers import parse as identifier_language
from memlock_core.compliance.code_identifiers import permits as identifier_permits
from memlock_core.compliance.language_names import ADVERBS, LANGUAGES
from memlock_core.compliance.reply_rule_base import ALLOWANCE, ANSWER_NOUN, NEG_BEFORE, NEG_BEFORE_ZH, Clause, negated
from memlock_core.compliance.spelling_rule import SPELLING_SCOPE, VARIETY_ENGLISH, read_spelling
from memlock_core.compliance.voseo import NO_VOSEO, parse_voseo
from memlock_core.regex_cache import rx

LANG_NAMES = "|".join(sorted(map(re.escape, LANGUAGES), key=len, reverse=True))
_LANG = rx(rf"(?<![\w-])(?P<name>{LANG_NAMES})(?![\w-])", re.I)
_ADVERBS = "|".join(sorted(map(re.escape, ADVERBS), key=len, reverse=True))
# Speaking verbs / nouns a language rule is made of (the reply, not a document or a translation).
SPEAK = (r"answer|reply|respond|write|speak|talk|communicate|respon[sd]|answers?|repl(?:y|ies)|responses?|"
          r"r[ée]ponds?|r[ée]pondez|r[ée]pondre|r[ée]ponses?|[ée]cris|[ée]crivez|[ée]crire|parle[rz]?|"
          r"antworte[tn]?|antwort(?:en)?|schreib(?:e|en|t)?|sprich|sprechen|rede|"
          r"responde[rs]?|responda|respuestas?|contesta[r]?|escribe|escriba|habla|háblame|hablame|"
          r"escr[ií]beme|resp[oó]ndeme|cont[ée]stame|rispondi|risponda|rispondere|scrivi|scrivimi|parla|parlami|responda|escreva|escreve|fale|fala|antwoord|"
          # Polish, Czech, Russian
          r"odpowiadaj|odpowiedz|odpowiadać|pisz|napisz|mów|odpovídej|odpověz|odpovídejte|piš|pište|mluv|"
          r"отвечай|ответь|отвечайте|пиши|пишите|говори|общайся|"
          # Swedish, Danish, Norwegian ("svara alltid på svenska"), Dutch ("schrijf in het Nederlands")
          r"svara|svar|besvara|skriv|prata|tala|snakk|schrijf|spreek")
_ZH_NAMES = "简体中文|繁体中文|繁體中文|简体字|簡體字|繁体字|繁體字|中文|汉语|英文|英语|日文|日语"
_LANG_RULE = rx(
    rf"\b(?:{SPEAK})\w*\b[^.;\n]{{0,40}}?\b(?:in|en|auf|em|op|на|v|ve|på)\s+(?:the\s+|el\s+|le\s+|het\s+)?(?P<a>{LANG_NAMES})(?![\w-])"
    rf"|\b(?:only|always|exclusively|toujours|uniquement|seulement|immer|nur|ausschließlich|siempre|solo|sólo|"
    rf"solamente|únicamente|sempre|soltanto|apenas|altijd|alleen|alltid|bara|endast|altid|kun)\s+(?:in|en|auf|em|på)\s+"
    rf"(?:het\s+)?(?P<b>{LANG_NAMES})(?![\w-])"
    # Turkish puts the language before its verb: "her zaman Türkçe yanıt ver", "Türkçe cevap yaz"
    rf"|(?<![\w-])(?P<tr>{LANG_NAMES})\s+(?:cevap|yanıt|yanit|yaz|konuş)\w*"
    rf"|(?<![\w-])(?P<c>{LANG_NAMES})\s+only\b"
    # the language alone, then a please: "English please", "Deutsch bitte", "español, por favor"
    rf"|^\W*(?P<pl>{LANG_NAMES})\s*,?\s+(?:please|pls|bitte|s'il (?:te|vous) pla[iî]t|stp|svp|por favor)\b"
    rf"|(?:^|[\s,])(?:in|en|auf)\s+(?P<d>{LANG_NAMES})(?:\s+(?:only|please|bitte|s'il te plaît|por favor|uniquement|"
    rf"seulement|nur|solamente))?\s*[.!]?\s*$"
    rf"|\b(?:use|utilise[rz]?|verwende|benutze|usa|utiliza)\s+(?:the\s+|l'|el\s+)?(?P<f>{LANG_NAMES})(?![\w-])"
    rf"(?=[^.;\n]{{0,30}}\b(?:respons|answer|repl|répon|repon|antwort|respuest|when (?:answering|replying|responding)))"
    rf"|\b(?:always|only|toujours|uniquement|immer|nur|siempre|solo)\s+(?:use|utilise|verwende|benutze|usa)\s+"
    rf"(?P<g>{LANG_NAMES})\s*[.!]?\s*$"
    # "Spanish for talking to me", "German when you talk to me", "English for the conversation"
    rf"|(?<![\w-])(?P<h>{LANG_NAMES})\s+(?:for|when)\s+(?:you(?:'re| are)?\s+)?(?:talking|speaking|chatting|talk|speak|chat)"
    rf"\s+(?:to|with)\s+me\b|(?<![\w-])(?P<i>{LANG_NAMES})\s+for\s+(?:our|the)\s+(?:conversation|chat)\b"
    # "English replies only", "Language: German", "Answers: English", "Switch to French", "I only read French",
    # "No English please"
    rf"|(?<![\w-])(?P<j>{LANG_NAMES})\s+(?:replies|answers|responses|réponses|antworten|respuestas|risposte)\s+only\b"
    rf"|\b(?:language|langue|sprache|idioma|lingua|taal)\s*[:：=]\s*(?P<k>{LANG_NAMES})\s*[.!]?\s*$"
    rf"|\b(?:answers?|repl(?:y|ies)|responses?|réponses?|antworten|respuestas?|risposte)\s*[:：=]\s*(?P<l>{LANG_NAMES})"
    rf"\s*[.!]?\s*$"
    rf"|\bswitch(?:\s+over)?\s+to\s+(?P<m>{LANG_NAMES})(?![\w-])|\bpasse\s+(?:en|au)\s+(?P<p>{LANG_NAMES})(?![\w-])|"
    rf"\bwechsle?\s+(?:zu|auf|ins)\s+(?P<q>{LANG_NAMES})(?![\w-])|\bcambia\s+al?\s+(?P<r>{LANG_NAMES})(?![\w-])"
    rf"|\bi\s+(?:only\s+)?(?:read|speak|understand)\s+(?:only\s+)?(?P<s>{LANG_NAMES})(?=\s+only\b|\s*[.!]?\s*$)"
    rf"|\bi\s+(?:don['’]?t|do not|can['’]?t|cannot)\s+(?:read|speak|understand)\s+(?P<u>{LANG_NAMES})(?![\w-])"
    rf"|^\W*(?:no|pas d['’]|kein(?:e)?|nada de|sin|niente|sem)\s+(?P<t>{LANG_NAMES})(?=\s*(?:please|pls|bitte|,|\.|!|—|-|$))"
    # "Odpowiadaj po polsku", "Odpovídej vždy česky", "Отвечай только по-русски": the adverb alone names the language
    rf"|\b(?:{SPEAK})\w*\s+(?:[^\W\d_]+\s+){{0,2}}?(?P<v>{_ADVERBS})(?![\w-])"
    rf"|(?:^|\W)(?:zawsze|vždy|всегда|только|tylko|jen|pouze)\s+(?P<w>{_ADVERBS})(?![\w-])"
    # "用中文回答", "请始终用简体中文回复", "한국어로 답해 주세요", "항상 영어로 대답해줘"
    rf"|(?:用|以|使用)\s*(?P<x>{_ZH_NAMES})\s*(?:来)?(?:回答|回复|答复|作答|交流|写|回應|回覆)"
    # a language adjective before the reply: "nur noch deutsche Antworten"
    rf"|(?<![\w-])(?P<ad>deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|niederländisch|japanisch|"
    rf"chinesisch|koreanisch|russisch)(?:e|en)\s+(?:antworten|antwort)\b"
    # the reply named first: "所有回答都请使用简体中文", "你回复我的时候一律用简体字"
    # ... or what it must not hold: "回答里不要出现英文句子" (a refusal before the verb, read by NEG_BEFORE_ZH)
    rf"|(?:回答|回复|答复|回應|回覆)[^。！？!?]{{0,8}}?(?:用|以|使用|采用|(?:不要|不能|别|別|禁止|避免|不得|勿)\s*(?:出现|出現|夹杂|夾雜))"
    rf"\s*(?P<z>{_ZH_NAMES})(?!\S*(?:翻译|翻譯))"
    rf"|(?P<y>한국어|영어|일본어|중국어)로\s*(?:\S+\s+)?(?:답|대답|응답|작성|써|말|얘기|이야기)"
    # the reply named first, then only a request: "답변은 항상 한국어로 부탁해요", "대답은 영어로 해 주세요"
    rf"|(?:답변|대답|응답)(?:은|는|도)\s*(?:\S+\s+)?(?P<ky>한국어|영어|일본어|중국어)로\s*(?:부탁|해\s*주|해\s*줘|해요|하세요)"
    rf"|(?P<e>日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語|イタリア語|ポルトガル語|ロシア語)"
    rf"(?:で|のみ|だけ)(?:[^。]{{0,12}}?)(?:答え|回答|返答|返事|応答|返信|話|書|説明|のみ|だけ|お願い)"
    # the reply named first, then its language: "返事は必ず日本語で", "回答はすべて英語でお願いします"
    rf"|(?:返事|回答|返答|応答|返信|答え)(?:は|も)\s*(?:必ず|常に|いつも|すべて|全て|全部)?\s*"
    rf"(?P<je>日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語|イタリア語|ポルトガル語|ロシア語)(?:で|のみ|だけ)",
    re.I)
_LANG_OR = rx(rf"(?P<x>{LANG_NAMES})\s*(?:,\s*|\s+)(?:or|ou|oder|o|u|of)\s+(?:in\s+|en\s+|auf\s+)?(?:het\s+)?"
                      rf"(?P<y>{LANG_NAMES})(?![\w-])",
                      re.I)
_USER_LANGUAGE = rx(
    r"\b(?:in\s+)?(?:the\s+)?(?:same\s+)?language\s+(?:that\s+|which\s+)?(?:i|the user|you(?:'re| are)? (?:addressed|written to))"
    r"\s+(?:write|writes|wrote|use|uses|used|speak|speaks|ask|asks|asked)\b"
    r"|\b(?:same|whatever|whichever)\s+language\s+(?:as\s+(?:me|my|the user|the question|the message)|i\s+(?:use|write))"
    r"|\b(?:my|the user's)\s+(?:own\s+)?language\b"
    r"|\bdans\s+la\s+(?:même\s+)?langue\s+(?:de\s+l'utilisateur|de\s+ma\s+question|que\s+j'utilise|dans\s+laquelle\s+j)"
    r"|\bmême\s+langue\s+que\b|\bdans\s+ma\s+langue\b"
    r"|\bin\s+der\s+(?:gleichen\s+|selben\s+)?sprache,?\s+in\s+der\s+ich\b|\bin\s+(?:derselben|meiner)\s+sprache\b"
    r"|\ben\s+el\s+(?:mismo\s+)?idioma\s+(?:en\s+(?:el\s+)?que\s+(?:te\s+)?escribo|del\s+usuario|que\s+(?:yo\s+)?use)"
    r"|\ben\s+mi\s+idioma\b|\bmismo\s+idioma\s+que\b"
    r"|\bmatch (?:the|my) (?:user's )?language\b|\blanguage of (?:my|the user's) (?:message|question|prompt)s?\b"
    # "in English or French, whichever I use", "Nederlands of Engels, wat ik ook gebruik": the user's, of those
    r"|\b(?:whichever|whatever)(?: one)? i (?:use|write(?: in)?|speak)\b|\bwat ik (?:ook )?(?:gebruik|schrijf|spreek)\b"
    r"|\bselon (?:celle|la langue) que j'utilise\b|\bje nachdem,? (?:was|welche) ich (?:benutze|verwende|schreibe)\b"
    r"|\bsegún (?:el|la|lo) que (?:yo )?(?:use|escriba)\b"
    r"|(?:私|ユーザー)(?:が|の)(?:使う|使った|書いた|書く|質問した)言語で|同じ言語で"
    # "whatever language my message is in", "the language the question is written in"
    r"|\b(?:whatever|whichever|the|same)\s+language\s+(?:my|the user's|the|your)\s+(?:\w+\s+)?(?:messages?|questions?|prompts?|"
    r"requests?)\s+(?:is|are|was|were)\s+(?:written\s+)?in\b"
    r"|\bnella\s+(?:stessa\s+)?lingua\s+(?:in\s+cui|con\s+cui|che)\s+(?:ti\s+)?(?:scrivo|uso)\b|\bnella\s+mia\s+lingua\b"
    r"|\bn[oa]\s+(?:mesm[oa]\s+)?(?:idioma|língua)\s+(?:em\s+que|que)\s+(?:eu\s+)?(?:escrev\w+|uso|usar)\b"
    r"|\bin\s+de\s+(?:zelfde\s+)?taal\s+(?:waarin|die)\s+ik\b"
    r"|用我(?:提问|提問|使用|写|寫|发|發)的(?:语言|語言)|(?:跟|和|与|與)我(?:一样|一樣|相同)的(?:语言|語言)"
    r"|제가\s*(?:쓴|사용한|쓰는|질문한)\s*언어로", re.I)
# "even if I write in English": an insistence, not a second language; "when I write in German, answer in
# German": a condition memlock does not model (the clause stays unparsed)
_INSIST = rx(rf",?\s*\b(?:even (?:if|when|though)|regardless of whether|même si|auch wenn|selbst wenn|aunque|"
                     rf"incluso si|anche se|anche quando|mesmo que|mesmo se|ainda que|ook als|zelfs als|även om|även när|selv om|"
                     rf"selv hvis|nawet jeśli|nawet gdy|даже если|-s?e bile)\b"
                     rf"[^.;\n]*?\b(?:{LANG_NAMES})\b", re.I)
# "in English, no matter what language I use": the concession names any language, not the user's as the wanted one
_INSIST_ANY = rx(r",?\s*\b(?:no matter (?:what|which)|regardless of (?:the |what |which )?|whatever the|peu importe (?:la|dans quelle)|"
                 r"quelle que soit la|egal(?:,)? (?:in )?welche[rn]?|unabhängig von der|sin importar (?:el|en qué)|"
                 r"da igual (?:el|en qué)|no importa (?:el|en qué)|não importa (?:a|o|em que)|independentemente d[ao])\s*"
                 # (up to a colon or a dash: "Egal in welcher Sprache ich schreibe: Antworten auf Englisch")
                 r"(?:language|langue|sprache|idioma|língua|lingua)\b[^.;,:!?—–\n]*", re.I)
# "If I write in German, answer in German", "Si je t'écris en allemand, réponds en allemand", "Wenn ich auf Deutsch
# schreibe, antworte auf Deutsch", "Si te escribo en alemán, respóndeme en alemán" (never "if you write in ...")
# (Dutch "als ik in het Nederlands schrijf, antwoord dan in het Nederlands", Polish "gdy piszę po polsku", a "please"
# before the verb: "When my message is in German, please answer in German too")
_MIRROR_LANG = rx(rf"\b(?:when(?:ever)?|if|quand|si|wenn|falls|cuando|se|quando|als|wanneer|indien|gdy|jeśli|jeżeli)\s+"
                          rf"(?!you\b|tu\b|du\b|usted\b|vous\b)"
                          rf"(?:[\w']+\s*){{0,4}}?(?:in|en|auf|em|op|po)\s+(?:het\s+|de\s+)?(?P<a>{LANG_NAMES})(?:\s+\w+)?\s*,?\s*"
                          rf"(?:then\s+|dann\s+|alors\s+|dan\s+)?(?:(?:please|pls|bitte|por favor|per favore|graag|proszę)\s+)?"
                          rf"(?:(?:{SPEAK})\w*(?:-\w+)?\s+(?:\w+\s+){{0,2}}?(?:in|en|auf|em|op|po)|switch(?:\s+over)?\s+to|"
                          rf"passe\s+(?:en|à\s+l'|au)|wechsle?\s+(?:zu|auf|ins)|cambia\s+al?|pasa\s+al?)\s*(?:het\s+|de\s+)?"
                          rf"(?P<b>{LANG_NAMES})\b|"
                          # "German message from me → German reply", "question en allemand → réponse en allemand"
                          rf"\b(?P<a2>{LANG_NAMES})\s+(?:messages?|questions?|input|prompts?)\b[^→\n.;]{{0,20}}(?:→|->|=>)\s*"
                          rf"(?P<b2>{LANG_NAMES})\s+(?:repl(?:y|ies)|answers?|responses?)\b", re.I)

_CONDITIONAL_LANG = rx(rf"\b(?:when|if|whenever|quand|si|wenn|cuando)\s+(?:i|je|ich|yo)\s+\w+\s+"
                               rf"(?:in|en|auf)\s+(?:{LANG_NAMES})\b", re.I)
# "when you write in English", "quand tu écris en anglais", "wenn du auf Englisch schreibst", "cuando escribas en
# inglés": the replies another clause speaks to (British spelling), not a language every reply must be in
_CONDITIONAL_YOU = rx(rf",?\s*\b(?:when(?:ever)?|if|quand|lorsque|si|wenn|falls|cuando|si)\s+(?:you(?:'re)?|tu|du|t[úu])?\s*"
                              rf"(?:\w+\s+){{0,2}}?(?:in|en|auf)\s+(?:{LANG_NAMES})(?:\s+(?:schreibst|antwortest|"
                              rf"sprichst|écris|réponds|escribas|escribes|respondas))?\b", re.I)

_NOT_REPLY = rx(r"\b(?:docs?|documentation|comments?|commit messages?|readme|variable names?|identifiers?|"
                        r"file names?|code comments?|tests?|logs?|translate|translation|traduis|traduire|übersetze|"
                        r"traduce)\b", re.I)

_REPLY_IN = rx(r"\b(?:answer|reply|respond|write|speak|réponds|répondez|écris|écrivez|antworte|schreib\w*|"
                       r"responde|contesta|escribe|rispondi|scrivi|responda|escreva)\b[^.;,\n]{0,20}\b(?:in|en|auf|em)\s+"
                       r"(?!(?:a|an|the|un|une|el|la|il|um|uma)\s)\w+", re.I)


_OTHER_LANGUAGE = (r"\b(?:another|a different|other|une autre|eine andere[n]?|otro|otra|un altro|un'altra|outro|outra|een andere)\s+"
                   r"(?:language|langue|sprache|idioma|lingua|língua|taal)\b|"
                   # Polish, Czech, Russian, Turkish ("o inny język", "jiný jazyk", "на другом языке", "başka bir dil")
                   r"\binn(?:y|ego|ym) języ(?:k|ka|ku)\b|\bjin(?:ý|ého|ém) jazyk\w*|\bдруг(?:ой|ом|ого) язык\w*|"
                   r"\bbaşka bir dil\w*")
OTHER_LANGUAGE = _OTHER_LANGUAGE  # read by language_on_request.py
# a translation asked for is a request for another language ("except when I ask for a translation", "sauf si je demande
# une traduction", "außer ich bitte um eine Übersetzung")
_TRANSLATION_NOUN = (r"\b(?:translations?|translate|traductions?|traduire|übersetzung(?:en)?|übersetzen|traducci[oó]n(?:es)?|"
                     r"traducir|traduzion[ei]|tradurre|tradu[çc][ãa]o|tradu[çc][õo]es|traduzir|vertaling(?:en)?|vertalen|"
                     r"tłumaczeni[ea]|przetłumacz\w*)\b")
# "unless I ask for English", "sauf si je te demande l'anglais", "außer ich frage ausdrücklich nach Englisch", "behalve
# als ik expliciet om Engels vraag": a stated exception, a request for another language, not a second language
LANG_EXCEPTION = rx(
    rf",?\s*\b(?:unless|except (?:when|if)|sauf (?:si|quand|lorsque)|à moins que|außer(?: wenn)?|ausser(?: wenn)?|"
    rf"es sei denn|a menos que|salvo (?:que|si|cuando)|excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto se|"
    rf"exceto quando|a não ser que|behalve (?:als|wanneer)|tenzij|chyba że|leda že|pokud)\b"
    # the request (its verb before or after the language: "ask for English", "om Engels vraag")
    rf"(?=[^.;\n]{{0,60}}?\b(?:ask|request|want|say|tell|demande|dis|frage|bitte|verlange|will|möchte|wünsche|pid[oa]|"
    rf"pidas|quier[ao]|dig[ao]|chied[oa]|chieda|dic[oa]|pe[çc][ao]|vraag|wil|poprosz|prosz|požádám|požádá|chci)\w*\b)"
    # the language asked for, or any other ("unless I ask for another language", "salvo que te pida otro idioma")
    rf"[^.;\n]{{0,50}}?(?:(?<![\w-])(?:{LANG_NAMES})(?![\w-])|{_OTHER_LANGUAGE}|{_TRANSLATION_NOUN})[^.;\n]*", re.I)


# "英語で質問しても日本語で答えて": "even if I ask in English", an insistence, not the reply's language
_INSIST_JA = rx(r"(?:日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語|イタリア語|ポルトガル語|ロシア語)で"
                        r"[^。、，,]{0,12}?(?:ても|でも)")
# "ただし英文メールの下書きを頼んだときは英語で", "but when I ask you for an e-mail in English, write it in English",
# "sauf quand je te demande un mail en anglais": a language for the replies to one kind of request, the exception of
# the rule's language (the request names the language it wants)
_ON_REQUEST = rx(
    r"(?:頼んだ|頼む|お願いした|お願いする|依頼した|依頼する|求めた|求める|指示した)(?:とき|時|場合)|"
    r"\b(?:when(?:ever)?|if|except when|unless)\s+i\s+(?:explicitly\s+)?(?:ask|request|want)\b|"
    r"\b(?:quand|lorsque|si|sauf (?:si|quand))\s+je\s+(?:te\s+|vous\s+)?(?:demande|veux)\b|"
    r"\b(?:wenn|falls|außer wenn)\s+ich\s+(?:dich\s+|sie\s+)?(?:um|nach)?\s*[^.;,]{0,40}?\b(?:bitte|frage|möchte|will)\b|"
    r"\b(?:cuando|si|salvo (?:que|cuando))\s+(?:te\s+)?pid[ao]\b", re.I)
LANG_EXCEPTION_WHEN = "lang_exception"
# "日本語以外では答えないで", "英語以外で返信しないでください": a refusal of every other language
_ONLY_JA = rx(r"(?P<name>日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語)以外(?:の言語)?(?:で|では)?(?:は)?[^。]{0,6}?"
                      r"(?:答えないで|回答しないで|返信しないで|返事しないで|書かないで|話さないで)")
# the request names the language it wants ("an email in English", "eine englische Mail", "英文メール"); a request
# that names none ("when I ask for code, answer in English") scopes the rule instead
_REQUEST_NAMES_LANGUAGE = rx(rf"(?<![\w-])(?:{LANG_NAMES})(?:e|en|er|es)?(?![\w-])|英文|和文|"
                                     r"(?:日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語)(?:で|の)", re.I)


def read_language(clause: str) -> list[Clause]:
    # "numbers in German format": a way of writing numbers, not the reply's language
    clause = unit_style.without_number_format(_INSIST_JA.sub(" ", _INSIST.sub(" ", _INSIST_ANY.sub(" ", clause))))
    request = _ON_REQUEST.search(clause)
    # what is asked for: after "when I ask", before "頼んだとき" (Japanese puts the object first)
    asked = (clause[:request.start()].split("。")[-1] if not request.group(0).isascii() else
             re.split(r"[,，、;]", clause[request.start():], maxsplit=1)[0]) if request else ""
    if request and not LANG_EXCEPTION.search(clause) and _REQUEST_NAMES_LANGUAGE.search(asked):
        # the language of replies to a request: kept apart, read against the rule's other language (_with_exception)
        return [Clause(**{**c.__dict__, "when": LANG_EXCEPTION_WHEN}) for c in read_language(clause[request.end():])
                if c.polarity == "must"]
    exception = LANG_EXCEPTION.search(clause)
    if exception:  # the exception waives the rule for replies whose user message asks for another language
        wanted = read_language(clause[:exception.start()] + clause[exception.end():])
        return [Clause(**{**c.__dict__, "unless": "language_request"}) if c.polarity == "must" else c for c in wanted]
    if read_spelling(clause):  # "inglés británico", "quando rispondi in inglese": a spelling rule's English
        clause = SPELLING_SCOPE.sub(" ", VARIETY_ENGLISH.sub(" ", clause))
        if not _REPLY_IN.search(clause):
            return []  # "l'orthographe britannique en anglais": where the spelling applies, not the reply's language
    besides = _ONLY_JA.search(clause)
    if besides:  # "日本語以外では答えないで": nothing but Japanese
        return [Clause("language", "must", LANGUAGES[besides.group("name")], words=besides.group(0))]
    mirror = _MIRROR_LANG.search(clause)
    sides = (mirror.group("a") or mirror.group("a2"), mirror.group("b") or mirror.group("b2")) if mirror else ("", "")
    if mirror and LANGUAGES[sides[0].lower()] == LANGUAGES[sides[1].lower()]:
        # "If I write in German, answer in German": the reply's language when the user's message is in it
        code = LANGUAGES[sides[0].lower()]
        return [Clause("language", "must", code, when=f"user_writes:{code}", words=mirror.group(0))]
    if not _CONDITIONAL_LANG.search(clause):
        clause = _CONDITIONAL_YOU.sub(" ", clause)
    allowance = ALLOWANCE.search(clause)
    if allowance and not _USER_LANGUAGE.search(clause):
        # "tech words can stay in English": what else may appear, not the reply's language; a requirement before
        # it in the same sentence ("Antworte auf Deutsch, Fachbegriffe dürfen englisch bleiben") still counts
        cut = max(clause.rfind(",", 0, allowance.start()), clause.rfind(";", 0, allowance.start()),
                  clause.rfind("(", 0, allowance.start()))  # "siempre en español (el código puede quedar en inglés)"
        if cut <= 0:
            return []
        clause = clause[:cut]
    if _CONDITIONAL_LANG.search(clause):
        return []
    if _USER_LANGUAGE.search(clause):
        return [Clause("language", "must", "user", words=_USER_LANGUAGE.search(clause).group(0))]  # type: ignore[union-attr]
    if _NOT_REPLY.search(clause) and not ANSWER_NOUN.search(clause):
        return []
    either = _LANG_OR.search(clause)
    found = list(_LANG_RULE.finditer(clause)) or speak_language.spoken(clause)  # "Sprich Deutsch mit mir"
    if either and found:
        names = sorted({LANGUAGES[either.group("x").lower()], LANGUAGES[either.group("y").lower()]})
        return [Clause("language", "must", "|".join(names), words=either.group(0))]
    out = []
    for match in found:
        name = next(g for g in match.groups() if g)
        start = match.start()
        inner = match.group(0)[:max(0, match.group(0).lower().rfind(name.lower()))]
        if negated(clause, start, match.end()) or NEG_BEFORE.search(inner) or NEG_BEFORE_ZH.search(inner):
            # "Don't answer in English": a language the prose must not be in
            out.append(Clause("language", "must_not", LANGUAGES[name.lower()], words=match.group(0).strip()))
            continue
        out.append(Clause("language", "must", LANGUAGES[name.lower()], words=match.group(0).strip()))
    return out


COMMENTS = rx(r"\b(?:code[- ]?)?comments?\b|\bcommentaires?\b|\b(?:code-?)?kommentare?n?\b|\bcomentarios?\b|"
                       r"\bcommenti\b|\bcomentários?\b|コメント|注释|注釋|주석|"
                       # Turkish, Dutch, Polish, Russian: "kod yorumları", "commentaar", "komentarze", "комментарии"
                       r"\byorum(?:lar)?(?:ı|i|ın|ını)?\b|\bcommentaar\w*|\bkomentarz\w*|\bкомментари\w*", re.I)


def read_comment_language(clause: str) -> list[Clause]:
    """"Code-Kommentare bitte auf Englisch", "Write all code comments in English", "コードのコメントも日本語で": the
    language of the comments in the reply's code (read before the clause is set aside as not about the reply)."""
    found = COMMENTS.search(clause)
    if not found:
        return []
    tail = clause[found.end():]
    name = _LANG.search(tail)
    # the language nearest the comments ("コメントは英語で、説明は日本語で": English), not one refused on the way
    # ("コメントは英語じゃなくて日本語で": Japanese)
    named = sorted((k for k in LANGUAGES if not k.isascii() and k in tail), key=tail.find)
    cjk = next((k for k in named if not re.match(r"\s*(?:じゃなく|ではなく|でなく|じゃない|ではない|以外|不是|而不是)",
                                                  tail[tail.find(k) + len(k):])), None)
    if name and not negated(clause, found.end() + name.start(), found.end() + name.end()):
        return [Clause("comments", "must", LANGUAGES[name.group("name").lower()], words=found.group(0))]
    if cjk and not re.search(r"(?:ない|不要|禁止|やめ)", tail[tail.find(cjk):tail.find(cjk) + 12]):
        return [Clause("comments", "must", LANGUAGES[cjk], words=found.group(0))]
    before = _LANG_BEFORE_COMMENTS.search(clause[:found.start()])
    if before and not negated(clause, before.start("name"), before.end("name")):
        # "Escribe en inglés los comentarios que pongas en el código", "Écris en anglais les commentaires": the
        # language the verb puts first, right before the comments it is said of
        return [Clause("comments", "must", LANGUAGES[before.group("name").lower()], words=found.group(0))]
    return []


# a language right before the comments noun, after a verb of writing ("écris en anglais les commentaires")
_LANG_BEFORE_COMMENTS = rx(rf"\b(?:{SPEAK})\w*\s+(?:in|en|auf|em|op)\s+(?P<name>{LANG_NAMES})\s+"
                           rf"(?:(?:the|your|les|tes|vos|los|las|tus|die|deine|i|gli|le|os|as|seus|de)\s+)?$", re.I)


def read_names_and_comments(piece: str) -> list[Clause] | None:
    """A piece whose parts speak of the names in code and of its comments ("variable names in English, comments may
    be in French", "Variablennamen auf Englisch, Kommentare dürfen deutsch sein", "los comentarios pueden ir en
    español"): the language of the names, and that of the comments unless it is only allowed; None when the piece
    does not name both, or names the reply's language too."""
    if not (IDENTIFIER_NAMES.search(piece) or identifier_language(piece)) or not COMMENTS.search(piece) \
            or SPEAK_RE.search(piece):
        return None
    out: list[Clause] = []
    for part in re.split(r"[,;，、]|\s(?:but|aber|mais|pero|ma|mas)\s", piece):
        if COMMENTS.search(part) and not identifier_language(part):
            out += [] if identifier_permits(part) else read_comment_language(part)
        else:
            out += [Clause("style", "must", t, words=part.strip()[:40]) for t in identifier_language(part)]
    return out if any(c.object == "style" for c in out) else None


# "always add a one-line Korean summary at the end", "end each answer with a translation into German", "finis par un
# résumé en anglais": a passage in another language the reply ends with, not the reply's language
_CLOSING_PASSAGE = (r"summary|translation|tl;?\s?dr|recap|version|line|sentence|résumé|traduction|zusammenfassung|"
                    r"übersetzung|resumen|traducción|riassunto|traduzione|resumo|tradução|samenvatting|vertaling")
_CLOSING_LANGUAGE = rx(
    rf"\b(?P<verb>add|include|append|put|give|end|finish|close|wrap up|ajoute|termine|finis|füge|ende|schließe|añade|termina|"
    rf"aggiungi|adicione|acrescente|voeg)\w*\b[^.;\n]{{0,30}}?\b(?:(?P<a>{LANG_NAMES})\s+(?:{_CLOSING_PASSAGE})\b|"
    rf"(?:{_CLOSING_PASSAGE})\s+(?:in|into|en|auf|in het|em)\s+(?:the\s+)?(?P<b>{LANG_NAMES})(?![\w-]))", re.I)
_AT_END = rx(r"\b(?:at the (?:very )?(?:end|bottom)|afterwards|à la fin|am (?:schluss|ende)|al final|alla fine|no final|"
                     r"aan het eind)\b", re.I)


def read_closing_language(clause: str) -> list[Clause]:
    """The language of a passage every reply ends with (a summary, a translation), read where the rule puts it at the
    end ("add a Korean summary at the end", "end with a German translation")."""
    found = _CLOSING_LANGUAGE.search(clause)
    if not found or negated(clause, found.start(), found.end()) or not (
            _AT_END.search(clause) or re.match(r"end|finish|close|wrap|termin|finis|ende|schließ", found.group("verb"), re.I)):
        return []
    return [Clause("closing_language", "must", LANGUAGES[(found.group("a") or found.group("b")).lower()], words=found.group(0))]


_MIX = rx(r"\bmix(?:ing|ed|es)?\s+(?:up\s+)?(?:the\s+|different\s+|two\s+|several\s+)?languages\b|"
                  r"\blanguages?\s+(?:mixed|mixing)\b|\bswitch(?:ing|es)?\s+(?:between\s+)?languages\b|"
                  r"\bm[ée]lang\w*\s+(?:pas\s+)?(?:les\s+|des\s+|de\s+)?langues\b|"
                  r"\bsprachen\s+(?:nicht\s+)?(?:zu\s+)?(?:misch|wechsl|wechsel)\w*|\b(?:misch|wechsl|wechsel)\w*\s+"
                  r"(?:\w+\s+)?(?:keine\s+|die\s+)?sprachen?\b|\bmezcl\w*\s+(?:los\s+|de\s+)?idiomas\b|"
                  r"\bmescol\w*\s+(?:le\s+)?lingue\b|\bmistur\w*\s+(?:os\s+)?idiomas\b|言語を混ぜ|言語を混在", re.I)
_ONE_LANGUAGE = rx(r"\b(?:pick|choose|stick to|stay in|keep to|use)\s+(?:just\s+|only\s+)?one language\b|"
                           r"\bone language (?:per|in each|only|throughout)\b|\bpick one and stick to it\b|"
                           r"\bune seule langue\b|\bnur eine sprache\b|\bun solo idioma\b|\buna sola lingua\b", re.I)


def read_one_language(clause: str) -> list[Clause]:
    """"no mixing languages in one reply", "Sprachen nicht mischen", "stick to one language": whichever language the
    reply is in, all of it."""
    mix = _MIX.search(clause)
    refused = mix and (negated(clause, mix.start(), mix.end())
                       or re.search(r"\b(?:nicht|keine|pas)\b|ないで|しない|禁止", mix.group(0) + clause[mix.end():mix.end() + 8]))
    if refused or _ONE_LANGUAGE.search(clause):
        return [Clause("register", "must", "one_language", words=clause.strip()[:40])]
    return []


def read_voseo(clause: str) -> list[Clause]:
    """"español neutro, sin voseo": the verb forms of the reply's Spanish (:mod:`memlock_core.compliance.voseo`)."""
    return [Clause("register", "must_not", NO_VOSEO, words=clause.strip()[:40])] if parse_voseo(clause) else []


def read_chinese_script(clause: str) -> list[Clause]:
    """"请用简体中文回答", "Traditional Chinese only": the script of the reply's Chinese, which the language alone
    ("zh") does not tell (:mod:`memlock_core.compliance.chinese_script`)."""
    script = parse_script(clause)
    if script in (NO_TRADITIONAL, NO_SIMPLIFIED):  # the script asked for, the other refused outright: "strict"
        base = SIMPLIFIED if script == NO_TRADITIONAL else TRADITIONAL
        return [Clause("register", "must", base, bound="strict", words=clause.strip()[:40])]
    return [Clause("register", "must", script, words=clause.strip()[:40])] if script else []


SPEAK_RE = rx(rf"\b(?:{SPEAK})\w*", re.I)

# the names in code ("variable names in English", "nombres de variables en inglés", "Variablennamen auf Englisch"): a
# language said of them is not the reply's language, and no check reads identifiers' language
IDENTIFIER_NAMES = rx(r"\b(?:variable|function|class|method)\s+names?\b|\bidentifiers?\b|\bnombres?\s+de\s+(?:las?\s+)?"
                               r"(?:variables?|funciones?)\b|\bnoms?\s+de\s+(?:variables?|fonctions?)\b|\b(?:variablen|funktions)"
                               r"namen\b|\bnomi\s+(?:delle\s+)?variabili\b|変数名|関数名", re.I)
