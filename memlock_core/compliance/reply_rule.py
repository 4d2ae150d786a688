"""Reply rules, parsed: a rule's text read into clauses of polarity, object, scope and exceptions.

    "Use bullet points for lists; never numbered lists."
        -> Clause(object="list", polarity="must", value="bullets", when="list")
           Clause(object="list", polarity="must_not", value="numbered")
    "No emoji — code blocks count too."  -> Clause("emoji", "must_not"), count_code=True
    "Don't include code unless I ask for it." -> Clause("code", "must_not", unless="code_request")

The text is cut into clauses (at ``.`` ``;`` ``!`` ``。`` line breaks, and "but"/"mais"/"aber"/"pero");
each clause is read for the objects below, in English, French, German, Spanish and Japanese (the
vocabulary tables), its polarity from the negations near the object ("never", "no", "don't", "sans",
"pas de", "keine", "ohne", "nunca", "sin", "ない", "禁止"), its scope ("for procedures", "for lists",
"when I ask for code", "in any answer longer than three paragraphs") and its stated exceptions
("unless I ask for it", "code blocks count too"). Objects:

language (a named one, several, the user's, or one the reply must not be in), list format (bullets /
numbered, whole answer or not), headings (level, first, none), emoji, length (words, sentences, lines,
characters, paragraphs; max/min; items per list), spelling variety (en-GB / en-US / en-CA / en-AU),
unit system (metric / imperial / both, "only"), time zone UTC or a named one, a zone with every time,
ISO 8601 dates, 24-hour time, sources (links / a references section), code (fenced, with a language
tag, none, only code, its programming language), markdown at all, tables, punctuation, a required
first or last line, greetings / sign-offs / flattery, the formal "you".

Beyond a clause: an allowance ("tech words can stay in English") adds no requirement; "Except in
tables" gives the clauses before it a region the check leaves out; a clause about something other
than the reply (commit messages, code comments, a translation) or whose scope is a topic ("for
medical stuff") is left unparsed.

A clause that names no object is left unparsed; a rule none of whose clauses parse gets no check
(``to_reply_check`` returns None): it stays unchecked, never guessed at. Conflicting clauses (two
different required languages in a rule that does not offer a choice) make the rule unparsed too.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from typing import Any

from memlock_core.compliance import (
    address_case,
    app_text,
    ban_lists,
    closing_recap,
    conventions,
    currency,
    date_gloss,
    date_template,
    datetime_format,
    emoji_rule,
    error_quote,
    french_capitals,
    german_spelling,
    help_offer,
    item_form,
    kept_terms,
    list_items,
    moralising,
    number_examples,
    part_spec,
    permission,
    questions_back,
    rule_scope,
    spanish_variety,
    spelling,
    step_commands,
    tone,
    typography,
    unit_lexicon,
    unit_style,
    units,
    width_forms,
    written_scope,
)
from memlock_core.compliance.apology import NO_APOLOGY, parse_apology
from memlock_core.compliance.aside_allowance import without_allowance_aside
from memlock_core.compliance.check import TIME_ZONES, CheckError, ReplyCheck
from memlock_core.compliance.checklists import CHECKBOXES, parse_checkbox_rule
from memlock_core.compliance.chinese_script import NO_SIMPLIFIED, NO_TRADITIONAL, SIMPLIFIED, TRADITIONAL, parse_script
from memlock_core.compliance.cjk_punctuation import parse_cjk_punctuation
from memlock_core.compliance.clause_mends import mend_clauses
from memlock_core.compliance.closing_label import closing_label
from memlock_core.compliance.closing_list import CLOSING_LIST, is_list_summary, item_limit
from memlock_core.compliance.code_blocks import EXCEPTION_OPENS, code_exempt, parse_code_rules
from memlock_core.compliance.code_identifiers import parse as identifier_language
from memlock_core.compliance.code_identifiers import permits as identifier_permits
from memlock_core.compliance.code_place import code_as_place
from memlock_core.compliance.code_style import parse_code_style
from memlock_core.compliance.comment_reason import WHY_COMMENTS, narration_ban
from memlock_core.compliance.commit_message import parse_commit_rule
from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.explanation_part import parse_explanation_limit
from memlock_core.compliance.granted_forms import drop_granted
from memlock_core.compliance.heading_language import headings_language, refused_words
from memlock_core.compliance.heading_opening import opens_every_reply
from memlock_core.compliance.language_names import ADVERBS
from memlock_core.compliance.language_names import LANGUAGES as LANGUAGES
from memlock_core.compliance.list_numbers import unnumbered
from memlock_core.compliance.list_total import ITEMS_TOTAL, per_reply
from memlock_core.compliance.mirror_languages import mirror_rule
from memlock_core.compliance.negation import NEG as _NEG
from memlock_core.compliance.option_offer import OPTIONS, options_scope
from memlock_core.compliance.part_pronoun import with_antecedent
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.register import (
    KO_CASUAL,
    KO_POLITE,
    ko_register_rule,
    parse_address,
    parse_contractions,
    parse_greeting_word,
    parse_rhetorical,
    parse_word_pairs,
)
from memlock_core.compliance.reply_form import signoff_example
from memlock_core.compliance.reply_shape import (
    LEVEL_ONLY,
    LEVELS,
    NUMBERED_HEADINGS,
    SENTENCE_CASE,
    TITLE_CASE,
    banned_levels,
    heading_level_only,
    heading_levels,
    parse_shape,
)
from memlock_core.compliance.rule_asides import without_asides
from memlock_core.compliance.rule_typos import REPLY_KEY_WORDS, mend_typos
from memlock_core.compliance.script_language import SCRIPT_REQUEST, shell_script_wanted
from memlock_core.compliance.signature import signature
from memlock_core.compliance.single_unit import single_unit
from memlock_core.compliance.sources import (
    judgement,
    link_optional,
    only_the_users_act,
    parse_source_rules,
    refused_hosts,
    reply_scope,
    without_invented,
)
from memlock_core.compliance.spelling_bans import refused_in_brackets
from memlock_core.compliance.spelling_rule import SPELLING_SCOPE, VARIETY_ENGLISH, read_spelling, two_varieties
from memlock_core.compliance.topics import BACKEND, FRONTEND, rule_topics
from memlock_core.compliance.translation import (
    ALONE,
    TARGET,
    TRANSLATION_REQUEST,
    asks_translation_alone,
    parse_translation_rule,
)
from memlock_core.compliance.voseo import NO_VOSEO, parse_voseo
from memlock_core.compliance.word_forms import VERB_MARK
from memlock_core.regex_cache import rx

_LANG_NAMES = "|".join(sorted(map(re.escape, LANGUAGES), key=len, reverse=True))
_LANG = rx(rf"(?<![\w-])(?P<name>{_LANG_NAMES})(?![\w-])", re.I)
_ADVERBS = "|".join(sorted(map(re.escape, ADVERBS), key=len, reverse=True))
# Speaking verbs / nouns a language rule is made of (the reply, not a document or a translation).
_SPEAK = (r"answer|reply|respond|write|speak|talk|communicate|respon[sd]|answers?|repl(?:y|ies)|responses?|"
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
    rf"\b(?:{_SPEAK})\w*\b[^.;\n]{{0,40}}?\b(?:in|en|auf|em|op|на|v|ve|på)\s+(?:the\s+|el\s+|le\s+|het\s+)?(?P<a>{_LANG_NAMES})(?![\w-])"
    rf"|\b(?:only|always|exclusively|toujours|uniquement|seulement|immer|nur|ausschließlich|siempre|solo|sólo|"
    rf"solamente|únicamente|sempre|soltanto|apenas|altijd|alleen|alltid|bara|endast|altid|kun)\s+(?:in|en|auf|em|på)\s+"
    rf"(?:het\s+)?(?P<b>{_LANG_NAMES})(?![\w-])"
    # Turkish puts the language before its verb: "her zaman Türkçe yanıt ver", "Türkçe cevap yaz"
    rf"|(?<![\w-])(?P<tr>{_LANG_NAMES})\s+(?:cevap|yanıt|yanit|yaz|konuş)\w*"
    rf"|(?<![\w-])(?P<c>{_LANG_NAMES})\s+only\b"
    # the language alone, then a please: "English please", "Deutsch bitte", "español, por favor"
    rf"|^\W*(?P<pl>{_LANG_NAMES})\s*,?\s+(?:please|pls|bitte|s'il (?:te|vous) pla[iî]t|stp|svp|por favor)\b"
    rf"|(?:^|[\s,])(?:in|en|auf)\s+(?P<d>{_LANG_NAMES})(?:\s+(?:only|please|bitte|s'il te plaît|por favor|uniquement|"
    rf"seulement|nur|solamente))?\s*[.!]?\s*$"
    rf"|\b(?:use|utilise[rz]?|verwende|benutze|usa|utiliza)\s+(?:the\s+|l'|el\s+)?(?P<f>{_LANG_NAMES})(?![\w-])"
    rf"(?=[^.;\n]{{0,30}}\b(?:respons|answer|repl|répon|repon|antwort|respuest|when (?:answering|replying|responding)))"
    rf"|\b(?:always|only|toujours|uniquement|immer|nur|siempre|solo)\s+(?:use|utilise|verwende|benutze|usa)\s+"
    rf"(?P<g>{_LANG_NAMES})\s*[.!]?\s*$"
    # "Spanish for talking to me", "German when you talk to me", "English for the conversation"
    rf"|(?<![\w-])(?P<h>{_LANG_NAMES})\s+(?:for|when)\s+(?:you(?:'re| are)?\s+)?(?:talking|speaking|chatting|talk|speak|chat)"
    rf"\s+(?:to|with)\s+me\b|(?<![\w-])(?P<i>{_LANG_NAMES})\s+for\s+(?:our|the)\s+(?:conversation|chat)\b"
    # "English replies only", "Language: German", "Answers: English", "Switch to French", "I only read French",
    # "No English please"
    rf"|(?<![\w-])(?P<j>{_LANG_NAMES})\s+(?:replies|answers|responses|réponses|antworten|respuestas|risposte)\s+only\b"
    rf"|\b(?:language|langue|sprache|idioma|lingua|taal)\s*[:：=]\s*(?P<k>{_LANG_NAMES})\s*[.!]?\s*$"
    rf"|\b(?:answers?|repl(?:y|ies)|responses?|réponses?|antworten|respuestas?|risposte)\s*[:：=]\s*(?P<l>{_LANG_NAMES})"
    rf"\s*[.!]?\s*$"
    rf"|\bswitch(?:\s+over)?\s+to\s+(?P<m>{_LANG_NAMES})(?![\w-])|\bpasse\s+(?:en|au)\s+(?P<p>{_LANG_NAMES})(?![\w-])|"
    rf"\bwechsle?\s+(?:zu|auf|ins)\s+(?P<q>{_LANG_NAMES})(?![\w-])|\bcambia\s+al?\s+(?P<r>{_LANG_NAMES})(?![\w-])"
    rf"|\bi\s+(?:only\s+)?(?:read|speak|understand)\s+(?:only\s+)?(?P<s>{_LANG_NAMES})(?=\s+only\b|\s*[.!]?\s*$)"
    rf"|\bi\s+(?:don['’]?t|do not|can['’]?t|cannot)\s+(?:read|speak|understand)\s+(?P<u>{_LANG_NAMES})(?![\w-])"
    rf"|^\W*(?:no|pas d['’]|kein(?:e)?|nada de|sin|niente|sem)\s+(?P<t>{_LANG_NAMES})(?=\s*(?:please|pls|bitte|,|\.|!|—|-|$))"
    # "Odpowiadaj po polsku", "Odpovídej vždy česky", "Отвечай только по-русски": the adverb alone names the language
    rf"|\b(?:{_SPEAK})\w*\s+(?:[^\W\d_]+\s+){{0,2}}?(?P<v>{_ADVERBS})(?![\w-])"
    rf"|(?:^|\W)(?:zawsze|vždy|всегда|только|tylko|jen|pouze)\s+(?P<w>{_ADVERBS})(?![\w-])"
    # "用中文回答", "请始终用简体中文回复", "한국어로 답해 주세요", "항상 영어로 대답해줘"
    rf"|(?:用|以|使用)\s*(?P<x>{_ZH_NAMES})\s*(?:来)?(?:回答|回复|答复|作答|交流|写|回應|回覆)"
    # a language adjective before the reply: "nur noch deutsche Antworten"
    rf"|(?<![\w-])(?P<ad>deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|niederländisch|japanisch|"
    rf"chinesisch|koreanisch|russisch)(?:e|en)\s+(?:antworten|antwort)\b"
    # the reply named first: "所有回答都请使用简体中文", "你回复我的时候一律用简体字"
    # ... or what it must not hold: "回答里不要出现英文句子" (a refusal before the verb, read by _NEG_BEFORE_ZH)
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
_LANG_OR = rx(rf"(?P<x>{_LANG_NAMES})\s*(?:,\s*|\s+)(?:or|ou|oder|o|u|of)\s+(?:in\s+|en\s+|auf\s+)?(?:het\s+)?"
                      rf"(?P<y>{_LANG_NAMES})(?![\w-])",
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
                     rf"[^.;\n]*?\b(?:{_LANG_NAMES})\b", re.I)
# "in English, no matter what language I use": the concession names any language, not the user's as the wanted one
_INSIST_ANY = rx(r",?\s*\b(?:no matter (?:what|which)|regardless of (?:the |what |which )?|whatever the|peu importe (?:la|dans quelle)|"
                 r"quelle que soit la|egal(?:,)? (?:in )?welche[rn]?|unabhängig von der|sin importar (?:el|en qué)|"
                 r"da igual (?:el|en qué)|no importa (?:el|en qué)|não importa (?:a|o|em que)|independentemente d[ao])\s*"
                 r"(?:language|langue|sprache|idioma|língua|lingua)\b[^.;,\n]*", re.I)
# "If I write in German, answer in German", "Si je t'écris en allemand, réponds en allemand", "Wenn ich auf Deutsch
# schreibe, antworte auf Deutsch", "Si te escribo en alemán, respóndeme en alemán" (never "if you write in ...")
_MIRROR_LANG = rx(rf"\b(?:when(?:ever)?|if|quand|si|wenn|falls|cuando|se|quando)\s+(?!you\b|tu\b|du\b|usted\b|vous\b)"
                          rf"(?:[\w']+\s*){{0,4}}?(?:in|en|auf|em)\s+(?P<a>{_LANG_NAMES})(?:\s+\w+)?\s*,?\s*(?:then\s+|dann\s+|alors\s+)?"
                          rf"(?:(?:{_SPEAK})\w*(?:-\w+)?\s+(?:\w+\s+){{0,2}}?(?:in|en|auf|em)|switch(?:\s+over)?\s+to|"
                          rf"passe\s+(?:en|à\s+l'|au)|wechsle?\s+(?:zu|auf|ins)|cambia\s+al?|pasa\s+al?)\s*(?P<b>{_LANG_NAMES})\b", re.I)
# "Tech words can stay in English", "Code darf auf Englisch bleiben": an allowance, not a second language
_ALLOWANCE = rx(r"\b(?:can|may|could|might|are allowed to|is allowed to)\s+(?:\w+\s+)?(?:stay|remain|be|go|appear|"
                        r"show|keep|use|mix|include)\b|\b(?:is|are)\s+(?:fine|ok(?:ay)?|allowed|acceptable)\b|"
                        r"\b(?:dürfen|darf|können|kann)\b[^.;\n]{0,40}\b(?:bleiben|sein|stehen)\b|"
                        r"\b(?:peu(?:ven)?t|pouvez)\s+(?:rester|être|apparaître)\b|\bpueden?\s+(?:quedar\w*|estar|ser|"
                        r"seguir|ir)\b|\bpossono\s+(?:restare|essere|rimanere)\b|\bpodem\s+(?:ficar|estar|ser)\b|"
                        r"でも(?:構いません|かまいません|いい|良い|大丈夫|OK)|可(?:能)?です|"
                        # "keep technical terms and code in English", "lass Fachbegriffe auf Englisch", "laisse les termes
                        # techniques en anglais": parts of the text left in another language, not the reply's language
                        r"\b(?:keep|leave|lass\w*|belass\w*|laisse[rz]?|garde[rz]?|deja|dejad|mant[eé]n\w*|lascia|"
                        r"mantieni|houd|laat|zostaw\w*|оставля\w*|оставь\w*)\b[^.;\n]{0,50}?"
                        r"\b(?:terms?|terminology|jargon|names?|identifiers?|keywords?|commands?|code|fachbegriff\w*|"
                        r"fachausdr\w*|begriff\w*|termes?|terminologie|noms?|términos?|tecnicismos|nombres?|termini|nomi|"
                        r"termen|vaktermen|termin\w*|nazw\w*|термин\w*|названи\w*|код\w*)\b", re.I)
_CONDITIONAL_LANG = rx(rf"\b(?:when|if|whenever|quand|si|wenn|cuando)\s+(?:i|je|ich|yo)\s+\w+\s+"
                               rf"(?:in|en|auf)\s+(?:{_LANG_NAMES})\b", re.I)
# "when you write in English", "quand tu écris en anglais", "wenn du auf Englisch schreibst", "cuando escribas en
# inglés": the replies another clause speaks to (British spelling), not a language every reply must be in
_CONDITIONAL_YOU = rx(rf",?\s*\b(?:when(?:ever)?|if|quand|lorsque|si|wenn|falls|cuando|si)\s+(?:you(?:'re)?|tu|du|t[úu])?\s*"
                              rf"(?:\w+\s+){{0,2}}?(?:in|en|auf)\s+(?:{_LANG_NAMES})(?:\s+(?:schreibst|antwortest|"
                              rf"sprichst|écris|réponds|escribas|escribes|respondas))?\b", re.I)

# verbs that leave a thing out: the thing they govern is banned ("skip headings", "omit emoji", "lass ... weg")
_OMIT = rx(r"\b(?:skip|omit|drop|ditch|forgo|leave out|cut out|cut|hold off on|get rid of|do away with|dispense with|lose|"
                   r"laisse tomber|supprime|omets|weglassen|lass\w*\s+weg|verzichte auf|omite|omitir|prescinde de|"
                   r"evita usar)\b(?:\s+(?:the|any|all|your|les|la|le|des|die|der|den|los|las|el)\b)?[^.;,]{0,20}$", re.I)
_NEG_BEFORE = rx(rf"(?:^|[\s(\"'])(?:{_NEG})(?=[\s'’]|$)|n['’]", re.I)
# "不要用公里", "别用英里", "而不是华氏度": a Chinese refusal stands before what it refuses
_NEG_BEFORE_ZH = rx(r"(?:不要|不用|别|不得|禁止|避免|不是|而非|不可|请勿|勿)\s*(?:再\s*)?"
                            # "不要在回答里使用感叹号": a place (在 …里/中) between the refusal and its verb
                            r"(?:在[^，。,.;；!！?？]{1,12}?(?:里|裡|中|内|內|上)\s*)?"
                            # "别给我画表格": the one it is refused for (给我) and a verb of making (画, 做, 列, 输出)
                            r"(?:给我|給我|给|給)?\s*"
                            r"(?:用|使用|写|寫|采用|以|出现|出現|夹杂|夾雜|加|带|帶|附上|附|贴|貼|放|加上|给出|給出|画|畫|做|列|"
                            r"弄|搞|生成|输出|輸出)?\s*(?:任何|一切)?\s*"
                            # "不要用“斤”或“磅”": the refusal covers every item of the list it opens
                            r"(?:[“\"「『]?[^，。,.;；!！?？“”「」『』\"]{1,8}?[”\"」』]?\s*(?:或者?|或是|和|、|与|與|及|跟)\s*)*"
                            r"[“\"「『]?\s*$")
# (Chinese "不要" before a verb refuses what follows: "不要用公里")
_NEG_AFTER_JA = rx(r"^[^。]{0,12}?(?:ない|ません|禁止|なし|無し|NG|ＮＧ|ダメ|だめ|駄目|不可|厳禁|"
                           r"不要(?!\s*(?:用|使用|写|采用|以|把))|せず|しない|避け|やめ|"
                           r"わず|ずに|ず[、,]|ではなく|じゃなく|"
                           # Korean refuses after the object too: "이모지는 쓰지 마세요", "이모티콘 사용 금지"
                           r"(?:쓰지|사용하지|넣지|붙이지|달지|하지)\s*(?:마|말|않)|금지|없이|"
                           # Turkish too, with the negative imperative as a suffix of the verb ("emoji kullanma",
                           # "başlık koymayın", "tablo eklemesin"), "olmasın" (let there be none), "yok", "istemiyorum"
                           r"\b(?:kullan|koy|yaz|ekle|göster|ver|bas|sok)(?:ma|me)(?:yın|yin|sın|sin|malı|meli|nız|niz)?\b|"
                           r"\bolmasın\b|\bolmamalı\b|\byok\b|\bistemiyorum\b)")
_FREE = rx(r"^[\s-]*(?:free|less)\b|^-?verbot\b", re.I)
_BANNED_AFTER = rx(r"^\s*[:=?]\s*(?:nope|none|never|nein|jamais|nunca|nada|zero|off|forbidden|banned|no)\b"
                           r"(?!\s+(?:more|than|plus|mehr|más))|"
                           r"^[^.;,\n]{0,12}?\b(?:(?:are|is) (?:not allowed|forbidden|banned|prohibited|off-limits)|"
                           r"not allowed|forbidden|banned|prohibited|sont interdits?|interdits?|(?:sind )?verboten|"
                           r"(?:están )?prohibidos?|no están permitidos|(?:sind |ist )?tabu|(?:sono )?vietat[io]|(?:são )?proibid[oa]s?|"
                           r"a no-go|off the table)\b|^-?verbot\b", re.I)

_BULLETS = rx(r"\bbullet(?:ed)?(?:[- ]?points?|s| lists?)?\b|\bpuces?\b|\baufzählungs(?:punkte?n?|zeichen|liste)\b|"
                      r"\bstichpunkte?n?\b|\bstichpunktartig\b|\bvi[ñn]etas?\b|箇条書き|\belenc(?:hi|o) puntat[io]\b|\bpuntat[ie]\b|"
                      r"\bpunti elenco\b|\bmarcadores\b|\btópicos\b|\blistas? com marcadores\b|"
                      # Dutch, Polish, Chinese, Korean
                      r"\bopsommingstekens\b|\bopsommingen\b|\bbolletjes(?:lijst(?:en)?)?\b|\bpunktor\w*|\bpunktlist\w*|"
                      r"\blist\w* punktowan\w*|\bwypunktowa\w*|项目符号|無序列表|无序列表|글머리\s*기호|불릿|"
                      r"\bmadde işaret\w*|\bmarkerli\b|\bмаркированн\w*|"
                      # dashes as list marks: "Spiegelstriche", "dash bullets", "listes à tirets"
                      r"\bspiegelstrich\w*|\b(?:dash|hyphen)(?:ed)?[- ](?:bullets?|lists?|items?)\b|\blistes? à tirets\b", re.I)
_NUMBER_NOUN = r"(?:numbers|numéros|nummern|zahlen|números|numeri)"
_STEP_NOUN = r"(?:steps?|étapes?|schritte?n?|pasos?|passaggi|passos?|etapas?|instructions?|anweisungen)"
_NUMBERS_FOR_STEPS = (rf"\b{_NUMBER_NOUN}\s+(?:for|pour|für|para|per|on|sur)\s+(?:the|les|des|die|den|los|las|i|gli|"
                      rf"os|as|each|chaque|jede\w*|cada|ogni|all|alle|todos\s+los|todas\s+las)?\s*{_STEP_NOUN}\b|"
                      rf"\b{_STEP_NOUN}\s+(?:with|avec|mit|con|com)\s+(?:des\s+|de\s+)?{_NUMBER_NOUN}\b|"
                      r"(?:手順|ステップ)(?:に|には)番号")
_NUMBERED = rx(r"\bnumbered(?!\s+(?:references?|citations?|footnotes?|sources?|notes?))"
                       r"(?:\s+(?:steps?|lists?|points?|items?))?\b|\bnumber(?:ed)?\s+(?:the|each|every|your|all)\s+"
                       r"steps?\b|\bnumber\s+(?:them|those|these|each one|each of them)\b|"
                       r"\bnum[ée]rot\w*\b|\bnummer(?:iert|ier)\w*\b|\bnumerad[oa]s?\b|\bnumera\b|\bnumerat[aeio]\b|"
                       # the imperative in Portuguese, Spanish, Polish, Russian: "numere", "numéralas", "numeruj", "нумеруй"
                       r"\bnumere(?:m)?\b|\bnuméra(?:las|los)\b|\bnumeruj\w*|\bнумеру\w*|番号付き|番号を(?:付け|振)|"
                       r"\bgenummerde\b|\bnumerowan\w*|编号列表|有序列表|번호\s*(?:목록|매기기|를 매긴)|\bnumaralı\b|\bнумерованн\w*|"
                       # "numbers for the steps", "numéros pour les étapes", "Schritte mit Nummern", "pasos con números"
                       rf"{_NUMBERS_FOR_STEPS}",
                       re.I)
_LISTS_ANY = rx(r"\blists?\b|\blistes?\b|\blisten?\b|\blistas?\b|\belenc(?:hi|o)\b|\baufzählungen\b|"
                        r"\benumerations?\b|\bénumérations?\b|\benumeraciones\b|リスト|\blijst(?:en|jes)?\b|"
                        r"\blist(?:y|ach|or|orna)?\b|列表|목록|\bсписок\b|\bсписк\w*", re.I)
# "write in (normal) paragraphs", "nur Fließtext", "en prose", "du texte suivi", "en párrafos", "in prosa", "em prosa":
# prose, no list
_PROSE_ONLY = rx(r"\b(?:write|answer|reply|respond)\s+in\s+(?:full\s+|normal\s+|plain\s+|proper\s+|regular\s+|"
                         r"flowing\s+|continuous\s+|running\s+)?(?:paragraphs|prose|sentences)\b|"
                         r"\btexte (?:suivi|continu)\b|\btexto corrido\b|\btesto continuo\b|"
                         r"\b(?:prose|paragraphs) only\b|\bonly (?:prose|paragraphs)\b|\b(?:nur|als|in)\s+fließtext\b|\ben prose\b|"
                         r"\blöptext\b|"
                         r"\ben paragraphes\b|\bin absätzen\b|\ben (?:párrafos|prosa)\b|"
                         r"\bin prosa\b|\bem prosa\b|\bem parágrafos\b|\bin paragrafi\b|"
                         # "solo paragrafi", "que des paragraphes", "nur Absätze", "solo párrafos", "段落だけ"
                         r"\b(?:solo|soltanto|solamente|sólo|nur|apenas|somente)\s+(?:paragrafi|párrafos|absätze|parágrafos|prosa)\b|"
                         r"\b(?:que|uniquement|seulement)\s+des\s+paragraphes\b|\b(?:paragrafi|párrafos|absätze)\s+(?:solo|nur)\b|"
                         r"段落(?:だけ|のみ)|文章で", re.I)
_WHOLE = rx(r"\b(?:whole|entire|only|nothing but|exclusively|purely|entirely|solely|every line|"
                    r"entièrement|uniquement|seulement|toute la réponse|ganze|nur|ausschließlich|"
                    r"toda la respuesta|solo|sólo|únicamente)\b|全体|だけ|のみ", re.I)
# "three bullet points, nothing more", "rien d'autre", "y nada más": the list is the whole reply
_NOTHING_MORE = rx(r"\b(?:(?:and\s+)?nothing (?:more|else)|no more,? no less|rien (?:de plus|d'autre)|nichts (?:weiter|"
                           r"anderes|sonst)|nada más|niente (?:di )?altro|nient'altro|nada mais|niets (?:meer|anders)|"
                           r"nic (?:więcej|poza tym))\b", re.I)
_HEADINGS = rx(r"\b(?:markdown\s+)?(?:(?:sub|section\s+)?headings?|(?:sub|section\s+)?headers?|section titles?|"
                       r"sub-?titles|titres?|intertitres?|sous-titres|(?:zwischen)?überschriften?|encabezados?|títulos?|"
                       r"subtítulos|titoli|intestazioni|sottotitoli|cabeçalhos?|"
                       # Dutch, Polish ("een kop bovenaan", "tussenkopjes", "nagłówki")
                       # a Dutch "kop" is a heading when no noun follows it ("een kop bovenaan", not "een kop koffie")
                       r"(?:tussen)?kop(?:pen|je|jes)|kop(?=\s*(?:[,.;:)]|$|\s(?:bovenaan|boven|aan|met|die|dat|in|voor|op|als|"
                       r"en|of|boven)\b))|nagłówk(?:i|ów|ami|a|iem)|nagłówek|śródtytuły|"
                       # Russian / Ukrainian and Turkish: "без заголовков", "başlık kullanma"
                       r"(?:под)?заголов(?:ок|ка|ку|ком|ке|ки|ков|кам|ками|ках)|başlık(?:lar)?(?:ı|ları)?)\b|見出し|标题|標題|소제목|"
                       r"(?-i:\bH[1-6]s?\b)(?!\s*(?:20\d\d|revenue|results?))", re.I)
# "for long answers", "réponses longues", "längere Antworten", "respuestas largas", "長い回答": the replies a
# heading rule speaks to, measured as "long" (see evaluate: 2+ paragraphs and 40+ words, or 120+ words)
_LONG_SCOPE = rx(r"\b(?:long(?:er)?|big(?:ger)?|lengthy|detailed|complex)\s+(?:answers?|repl(?:y|ies)|responses?|"
                         r"explanations?|messages?|texts?|outputs?)\b|\b(?:answers?|repl(?:y|ies)|responses?)\s+(?:that are\s+)?"
                         r"(?:long|longer)\b|\banything long(?:er)?\b|"
                         r"\b(?:réponses?|explications?|textes?)\s+(?:longues?|détaillées?)\b|\blongues?\s+réponses?\b|"
                         r"\b(?:lange[nr]?|längere[nr]?|ausführliche[nr]?)\s+(?:antworten|antwort|texte|erklärungen)\b|"
                         r"\b(?:respuestas?|explicaciones?|textos?)\s+(?:largas?|largos?|extensas?|detalladas?)\b|"
                         r"長い(?:回答|返答|答え|説明|文章)|長文|\blange\s+(?:antwoorden|teksten|uitleg)\b|"
                         r"\bdłu(?:gie|gich|ższe|ższych)\s+odpowiedzi\b|\bдлинн\w+\s+(?:ответ|объяснени|текст)\w*", re.I)
# What a negated heading rule may be about other than having headings: "never skip heading levels", "no heading
# numbers", "don't end headings with a period", "don't bold/nest/number/capitalise headings"
_HEADING_ASPECT = rx(r"^\s*(?:levels?|case|numbers?|numbering|punctuation|capitali[sz]ation|lengths?|hierarchy|depth|"
                             r"ends?|endings?|styles?|formats?|sizes?)\b|^\s+(?:(?:should|must|are|to)\s+(?:be\s+)?(?:written\s+)?)?(?:with|in)\s+"
                             r"(?:a\s+)?(?:periods?|full stops?|colons?|title case|sentence case|lower ?case|upper ?case|all caps|caps|"
                             r"capitals|emoji)\b|^\s+(?:end|finish)\w*\s+with\b", re.I)
_HEADING_ACT = rx(r"\b(?:nest(?:ing)?|bold(?:ing)?|number(?:ing)?|capitali[sz]\w*|punctuat\w*|jump\w*|"
                          r"mix\w*|repeat\w*|duplicat\w*|overus\w*|too many|too long|long|deep(?:ly)?|stack\w*)\s+"
                          r"(?:the\s+|your\s+|any\s+|(?:markdown\s+)?)?$", re.I)
# "in short replies", "for brief answers", "réponses courtes", "kurze Antworten", "respuestas cortas", "短い回答"
_SHORT_SCOPE = rx(r"\b(?:short(?:er)?|brief|quick|small|one-line|simple)\s+(?:answers?|repl(?:y|ies)|responses?|messages?|"
                          r"texts?|outputs?)\b|\b(?:réponses?|messages?|textes?)\s+(?:courte?s?|brèves?)\b|\bcourtes?\s+réponses?\b|"
                          r"\b(?:kurze[nr]?|knappe[nr]?)\s+(?:antworten|antwort|texte|nachrichten)\b|"
                          r"\bkrótki\w*\s+odpowiedzi\w*|"
                          r"\b(?:respuestas?|mensajes?|textos?)\s+(?:cortas?|cortos?|breves?)\b|短い(?:回答|返答|答え|文章)|"
                          # Portuguese and Italian: "respostas curtas", "mensagens breves", "risposte brevi"
                          r"\b(?:respostas?|mensagens?|textos?|rispost[ae]|messaggi|testi)\s+(?:curt[ao]s?|breves?|brevi|"
                          r"cort[ei])\b|\b(?:brevi|breves)\s+(?:risposte|respostas)\b|"
                          r"\bkorte\s+(?:antwoorden|antwoord|berichten|teksten)\b|\bkrótki(?:ch|e)?\s+odpowiedzi\b", re.I)
_HEADING_LEVEL = rx(r"\blevel[- ]?(?P<a>[1-6])\b|\bh(?P<b>[1-6])(?:'?s)?\b|(?<!#)(?P<c>#{1,6})(?!#)|\bniveau\s+(?P<d>[1-6])\b|"
                            r"\bebene\s+(?P<e>[1-6])\b|\bnivel\s+(?P<f>[1-6])\b|レベル(?P<g>[1-6])", re.I)
_FIRST = rx(r"\b(?:start|begin|open|lead)s?\b|\bat the (?:top|start|beginning)\b|\btop of\b|"
                    r"\bcommence\w*\b|\bbeginn\w*\b|\bempie[zc]\w*\b|\bcomien[zc]\w*\b|"
                    r"\ben haut de\b|\bau (?:début|debut|tout début) de\b|\bam anfang\b|\bzu beginn\b|\bganz oben\b|"
                    r"\bal (?:principio|comienzo|inicio)\b|\barriba del todo\b|\ball'inizio\b|\bin cima\b|"
                    r"\bno (?:topo|início|inicio)\b|\bbovenaan\b|\b(?:zaczynaj|zacznij|rozpoczynaj|rozpocznij)\b|"
                    r"\baan het begin\b|\bna (?:górze|początku)\b|"
                    r"始め|冒頭|先頭|开头|開頭|맨 위|첫머리", re.I)
# where a heading goes, wherever the clause says it: "en haut de la réponse", "am Anfang", "at the top"
_AT_TOP = rx(r"\bat the (?:top|start|beginning)\b|\btop of\b|\ben haut de\b|\bau (?:tout )?début\b|\bam anfang\b|"
                     r"\bzu beginn\b|\bganz oben\b|\bal (?:principio|comienzo|inicio)\b|\ball'inizio\b|\bno (?:topo|início)\b|"
                     r"\bbovenaan\b|\baan het begin\b|\bna (?:górze|początku)\b|冒頭|先頭|开头|開頭|맨 위|첫머리", re.I)
# (a Latin word set in CJK text has no \b beside it: "不要用emoji，", "emoji는 쓰지 마")
_EMOJI = rx(r"(?<![A-Za-z0-9_])emojis?(?![A-Za-z0-9_])|\bemoticons?\b|\bémojis?\b|\bemoji-?s\b|\bemoticon[ie]?\b|"
                    r"\bsmileys?\b|\bsmiley faces?\b|"
                    # Polish, Chinese, Korean; 顔文字 (kaomoji, "(^^)") are the Japanese text faces
                    r"\bemotikon\w*|\bemotk[ai]\b|\bbuźk[ia]\b|\bэмодзи\b|\bсмайл\w*|表情符号|表情符號|表情包|이모지|이모티콘|顔文字|"
                    r"絵文字", re.I)
_POSITIVE = rx(r"\b(?:use|include|add|put|always|at least|with|mets|utilise|ajoute|toujours|verwende|benutze|"
                       r"füge|immer|usa|incluye|añade|siempre)\b|使って|入れて|付けて|含め", re.I)

def _number_words() -> dict[str, int]:
    """Number words a length rule may use, 1-20 and the tens to 100, in the languages rules are read in."""
    out: dict[str, int] = {}
    for words in (
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
            "seventeen eighteen nineteen twenty",
            "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept "
            "dix-huit dix-neuf vingt",
            "ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn "
            "siebzehn achtzehn neunzehn zwanzig",
            "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
            "diecisiete dieciocho diecinueve veinte",
            "uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici "
            "sedici diciassette diciotto diciannove venti",
            "um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete "
            "dezoito dezenove vinte",
            "een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien "
            "zeventien achttien negentien twintig",
            "jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście "
            "czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście dwadzieścia",
            # Polish genitive forms ("do trzech zdań", "nie więcej niż pięciu akapitów")
            "jednego dwóch trzech czterech pięciu sześciu siedmiu ośmiu dziewięciu dziesięciu",
            # Korean native numerals, the ones a count of sentences or lines takes ("세 문장", "두 문단")
            "한 두 세 네 다섯 여섯 일곱 여덟 아홉 열",
            # Russian, nominative and genitive ("три предложения", "не больше трёх абзацев")
            "один два три четыре пять шесть семь восемь девять десять",
            "одного двух трёх четырёх пяти шести семи восьми девяти десяти",
            "одна две трех четырех"):
        out.update({w: i for i, w in enumerate(words.split(), 1)})
    for words in ("thirty forty fifty sixty seventy eighty ninety hundred",
                  "trente quarante cinquante soixante soixante-dix quatre-vingts quatre-vingt-dix cent",
                  "dreißig vierzig fünfzig sechzig siebzig achtzig neunzig hundert",
                  "treinta cuarenta cincuenta sesenta setenta ochenta noventa cien",
                  "trenta quaranta cinquanta sessanta settanta ottanta novanta cento",
                  "trinta quarenta cinquenta sessenta setenta oitenta noventa cem",
                  "dertig veertig vijftig zestig zeventig tachtig negentig honderd",
                  "trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt "
                  "sto"):
        out.update({w: 10 * i for i, w in enumerate(words.split(), 3)})
    out.update({k: i for i, k in enumerate("一二三四五六七八九十", 1)})
    out.update({"二十": 20, "三十": 30, "四十": 40, "五十": 50, "百": 100, "二百": 200, "三百": 300, "两": 2, "兩": 2,
                "一つ": 1, "二つ": 2, "三つ": 3, "四つ": 4, "五つ": 5, "jedna": 1, "jedno": 1, "dwie": 2, "stu": 100,
                "dwieście": 200, "trzysta": 300, "스무": 20, "백": 100, "één": 1, "одним": 1, "одной": 1, "одно": 1,
                "jednym": 1, "jednej": 1, "eins": 1})
    out.update({"duas": 2, "uno": 1, "a hundred": 100, "one hundred": 100, "a dozen": 12, "dozen": 12, "une": 1, "eine": 1, "una": 1,
                "uma": 1, "einem": 1, "einen": 1, "hundred": 100, "two hundred": 200, "deux cents": 200,
                "zweihundert": 200, "doscientas": 200, "doscientos": 200, "duecento": 200, "duzentas": 200,
                "duzentos": 200, "three hundred": 300, "dreihundert": 300, "trois cents": 300})
    return out


_NUMBER_WORDS = _number_words()
_NUMBERS = r"\d{1,7}(?:[,.]\d{3})*|" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True))
_UNITS_WORDS = (r"words?|mots?|wörter|wörtern|worte|palabras?|palavras?|parole|woorden|sentences?|phrases?|sätze|"
         r"sätzen|satz|frases?|frasi|zinnen|oraciones?|lines?|lignes?|zeilen?|líneas?|lineas?|righe|riga|linhas?|"
         r"regels?|characters?|chars?|caractères?|zeichen|caracteres?|caratteri|tekens|"
         r"paragraphs?|paragraphes?|absätzen?|absatz|párrafos?|parrafos?|paragrafi|parágrafos?|alinea's|"
         r"bullet[- ]?points?|bullets|list items?|items?|entries|puces|elementos|tópicos|itens|viñetas|[ée]l[ée]ments|elemente|elementi|"
         r"stichpunkte|aufzählungspunkte|punti elenco|項目|段落|語|単語|文字|字|文|行|"
         # list points and items: "maximaal 5 punten", "höchstens 5 Punkte", "al massimo 5 punti", "最多5项", "5개 항목"
         r"punten|punkte|punti|puntos|pontos|项|項|条|條|항목|"
         # Dutch, Polish, Korean and Chinese ("twee alinea's", "dwa akapity", "세 문장", "三句话", "两段")
         r"alinea|zin|paragrafen|paragraaf|akapit(?:y|ów|u|ach)?|zda(?:nie|nia|ń|niach)|lini(?:a|e|i|ę|ii)|"
         r"wiersz(?:e|y|a|u)?|linij(?:ka|ki|ek|kach|ce)|słow(?:o|a|ami)?|słów|wyraz(?:y|ów)?|znak(?:i|ów)?|punkt(?:y|ów)?|"
         r"문장|문단|단락|줄|단어|글자|자(?![가-힣])|句话|句話|段话|段話|句|段|个字|個字|punten|"
         # Turkish (the noun with its case ending: "3 paragrafı geçmesin", "50 kelimeden") and Russian
         r"(?:kelime|cümle|madde)(?:ler)?(?:yi|yı|den|dan|de|i|ı)?|(?:paragraf|satır|karakter)(?:lar|ler)?(?:ı|i|tan|ten|dan|den)?|"
         r"слов(?:а|о)?|предложени(?:е|я|й)|абзац(?:а|ев)?|строк(?:и|а)?|символ(?:а|ов)?")


def _num(name: str) -> str:
    return rf"(?P<{name}>{_NUMBERS})"


def _unitg(name: str) -> str:
    return rf"(?P<{name}>{_UNITS_WORDS})(?![A-Za-zÀ-ÿ])"


_MAX_BEFORE = (r"under|below|fewer than|less than|at most|no more than|not more than|never more than|no longer than|"
               r"not longer than|(?:don'?t|do not|never|not) (?:go|run|going) (?:over|beyond|past)|"
               r"maximum(?: of)?|max\.?|up to|within|limit(?:ed)?(?: it| yourself| answers| replies)? to|"
               r"(?:(?:don'?t|do not|never|not (?:to )?|must not|mustn'?t|shouldn'?t|should not) )?exceed(?:ing)?|"
               r"moins de|au plus|au maximum|pas plus de|maximum|jusqu'à|höchstens|maximal|"
               r"nicht mehr als|unter|weniger als|bis zu|menos de|como máximo|como mucho|(?:un |el )?máximo de|máximo|máx\.?|"
               r"no más de|hasta|por debajo de|en dessous de|un maximum de|massimo di|un massimo di|"
               r"no máximo|no maximo|não mais (?:de|que)|até|al massimo|massimo|non più di|meno di|"
               r"hoogstens|hooguit|op zijn hoogst|maximaal|niet meer dan|minder dan|ten hoogste|onder de|onder|"
               r"en fazla|en çok|azami|не более|не больше|не длиннее|не длинней|максимум|"
               r"najwyżej|co najwyżej|maksymalnie|maks\.?|nie więcej niż|mniej niż|poniżej|"
               r"최대|최대한|많아야")
# a comparative, read by the reply-length pattern only: "answers shorter than 100 words", "Antworten kürzer als 100 Wörter"
_SHORTER_THAN = (r"shorter than|briefer than|kürzer als|plus courte?s? que|más cort[ao]s? que|più brev[ei] di|"
                 r"più cort[aeio] di|korter dan")
_MIN_BEFORE = (r"at least|no fewer than|no less than|minimum(?: of)?|min\.?|au moins|mindestens|al menos|como mínimo|"
               r"pelo menos|no mínimo|almeno|minimaal|ten minste|co najmniej|przynajmniej|최소|적어도")
# "under 100 words", "moins de 100 mots", "100語未満": 100 itself is too many (the clause keeps the number written,
# so detection still sees "under 100 words" and "100 words max" as one limit; the check takes one off)
_STRICT = rx(r"^(?:stay\s+)?(?:under|below|fewer than|less than|moins de|unter|weniger als|menos de|meno di|minder dan|onder|"
                     r"mniej niż|poniżej|shorter than|briefer than|kürzer als|plus courte?s? que|más cort[ao]s? que|più brev[ei] di|"
                     r"più cort[aeio] di|korter dan)\s|未満$|^少于|미만$", re.I)
# the bound as a refused "go over" after the count: "다섯 개 넘기지 마세요", "5개를 넘지 않게", "5つを超えないで"
_CJK_NOT_EXCEED = (r"(?:를|을)?\s*(?:넘기지|넘지|초과하지)\s*(?:마|말|않)\w*|(?:を)?(?:超えない|超えず|超過しない)\w*|"
                   r"(?:を)?超えないで")
# a counter word between the number and its noun: "5개 항목" (Korean), "5個の項目", "5个条目"
_COUNTER = r"(?:(?:개|個|个|つ)(?:の)?\s*)?"
_LENGTH = rx(
    rf"\b(?P<before>{_MAX_BEFORE}|{_SHORTER_THAN}|{_MIN_BEFORE})\s+{_num('n1')}\s*-?\s*{_COUNTER}{_unitg('u1')}"
    rf"|(?<![\d.A-Za-z]){_num('n2')}\s*-?\s*{_COUNTER}{_unitg('u2')}\s*(?P<after>or (?:fewer|less|under|below)|or more|"
    rf"ou plus|oder mehr|o más|ou mais|o più|max(?:imum)?|maximum|"
    rf"at most|at the most|tops|limit|au maximum|maximum|au plus|ou moins|höchstens|maximal|oder weniger|"
    rf"como máximo|o menos|máximo|以内|以下|まで|未満|以上|이내|이하|까지|미만|이상|{_CJK_NOT_EXCEED}|"
    # Turkish puts the bound after the count as a negated verb: "3 paragrafı geçmesin", "50 kelimeyi aşmayın"
    rf"geç(?:mesin|memeli|meyin|me)|aş(?:masın|mamalı|mayın|ma)|ile sınırlı|максимум|"
    rf"(?:is|are) (?:enough|plenty|sufficient)|reichen|genügen|suffisent|"
    rf"suffit|bastan|basta|bastano|são suficientes|é suficiente|"
    # the bound named as a noun: "fünf Sätze sind die Obergrenze", "cinq phrases, c'est le maximum"
    rf"(?:sind|ist) (?:die|das) (?:obergrenze|maximum|limit|höchste)|,? c'est (?:le|la) (?:maximum|limite)|"
    rf"(?:es|son) el (?:máximo|límite)|(?:è|sono) il (?:massimo|limite)|(?:é|são) o (?:máximo|limite)|"
    rf"(?:is|are) the (?:limit|max(?:imum)?|cap|ceiling|upper (?:limit|bound))|(?:が|は)?上限)?"
    rf"|(?P<cjk>最大|最長|最多|至多|不(?:要|能|得)?超过|不(?:要|能|得)?超過|不多于|不多於|少于|少於)\s*{_num('n3')}\s*(?:个|個)?\s*{_unitg('u3')}"
    rf"|\b(?P<over>more than|over|longer than|beyond|plus de|mehr als|über|más de|più di|mais de)\s+{_num('n4')}\s*-?\s*"
    rf"{_unitg('u4')}"
    # "≤ 50 words", "<= 50 words"; "word limit: 50", "a limit of 50 words", "word count under 50"; "100+ words"
    rf"|(?P<sym>≤|<=|=<|<)\s*{_num('n8')}\s*-?\s*{_unitg('u8')}"
    rf"|\b(?P<u5>word|sentence|character|char|line|paragraph)\s+(?:limit|count|cap|budget|max(?:imum)?)\b\s*"
    rf"(?:[:=]|is|of|at|under|below|<|≤)?\s*(?:max\.?\s*|under\s*)?{_num('n5')}(?![\d.,]?\d)(?!\s*%)"
    rf"|\b(?P<lim>limit) of\s+{_num('n6')}\s*-?\s*{_unitg('u6')}"
    rf"|(?<![\d.A-Za-z]){_num('n7')}\+\s*{_unitg('u7')}"
    rf"|\b(?P<exact>exactly|precisely|genau|exactement|exactamente|exatamente|esattamente)\s+{_num('n9')}\s*-?\s*{_unitg('u9')}"
    # the unit first, then the count with its counter word and bound: "段落は3つまで", "문단은 두 개까지", "段落不超过三个"
    # (the unit a word of its own, not the end of a compound: "絵文字は2つまで" counts emoji, not characters)
    rf"|(?<![^\s、。，,:：;の的]){_unitg('u10')}\s*(?:の数)?\s*(?:は|を|が|은|는|을|를|数)?\s*(?P<cjk2>最大|最多|不超过|不超過|최대)?\s*{_num('n10')}\s*"
    rf"(?:つ|個|个|개|件)?\s*(?:만|だけ)?\s*(?P<after10>まで|以内|以下|이내|이하|까지|{_CJK_NOT_EXCEED})?(?(cjk2)|(?(after10)|(?!)))",
    re.I)

_SPELLING = rx(
    r"\b(?P<v>british|uk|u\.k\.|english \(uk\)|en[-_]gb|commonwealth|american|us|u\.s\.|english \(us\)|en[-_]us|"
    r"canadian|en[-_]ca|australian|aussie|en[-_]au|new zealand|nz|kiwi|irish|south african)"
    r"(?:[- ]english)?\s+(?:spellings?|orthography|conventions|english|style)\b"
    r"|\b(?:spell|spelling|spellings|orthographe|rechtschreibung|schreibweise|ortografía)\b[^.;\n]{0,30}?"
    r"\b(?P<w>british|uk|american|us|canadian|australian|britannique|américaine|americaine|canadienne|australienne|"
    r"britische[rn]?|amerikanische[rn]?|kanadische[rn]?|australische[rn]?|británica|estadounidense|americana|canadiense|"
    r"australiana)\b"
    r"|\b(?P<x>britannique|américaine|britische[rn]?|amerikanische[rn]?|británica|americana|estadounidense)\b[^.;\n]{0,5}"
    r"(?:orthographe|rechtschreibung|schreibweise|ortografía)"
    r"|(?P<y>イギリス|英国|アメリカ|米国)(?:英語|式)?(?:の)?(?:綴り|つづり|スペル)"
    r"|\b(?P<z>-ise|-ize|-our|-or)\b[^.;\n]{0,20}?\bspellings?"
    r"|(?P<o>-ise)\s*(?:,\s*)?(?:not|never|rather than|instead of|over)\s*-ize\b"
    r"|(?P<p>-ize)\s*(?:,\s*)?(?:not|never|rather than|instead of|over)\s*-ise\b", re.I)
_UNITS = rx(
    r"\b(?P<m>metric|si units?|système métrique|système international|sistema internacional|métriques?|metrisch|"
    r"unités métriques|metrische[ns]?|si-einheiten|sistema métrico|"
    r"unidades métricas|kilometres|kilometers|kilograms?|kilogrammes?|metres|meters|litres|liters|centimetres|"
    r"centimeters|grams|kilos|celsius|sistema metrico|metric system|kilomètres|kilometern?|kilómetros|chilometri|quilômetros|"
    r"mètres|metros|metri|kilogramm|kilogramos|chilogrammi|quilogramas|gramm|grammes|gramos|grammi|gramas|"
    r"litros|litri|centimètres|zentimeter|centímetros|centimetri|ml|millilitres|milliliters|°c|℃|gramos|metri|"
    r"quilogramas|gramas|centímetros|unità metriche|metrich[ei]|metrici|metrico|"
    # Polish, Russian, Dutch, Turkish, in any case ending ("jednostek metrycznych", "метрическую систему")
    r"metryczn\w*|kilogram(?:ów|ach|y|ami)|kilometr(?:ów|ach|y|ami)|метрическ\w*|килограмм\w*|километр\w*|"
    r"metrische stelsel|metrieke? (?:stelsel|eenheden)|metrik(?: birim\w*| sistem\w*)?|"
    # a system named by who uses it: "European units", "the units a European would use", "International System of Units"
    r"european (?:units|measurements|measures|system)|(?:units|measurements|measures)\s+(?:like\s+|as\s+|that\s+)?"
    r"(?:an?\s+|the\s+)?europeans?|international system(?: of units)?|système international d'unités|"
    r"(?-i:SI) \(metric\))(?!\w)|(?<![\w/])(?P<mc>°\s?c|℃|(?-i:kg|km|km/h|kph|cm|SI))(?![\w/])"
    r"|\b(?P<mt>temp(?:erature)?s?\s+in\s+(?-i:C))(?![\w°])"
    r"|\b(?P<it>temp(?:erature)?s?\s+in\s+(?-i:F))(?![\w°])"
    r"|\b(?P<ia>(?:american|u\.?s\.?) (?:units|measurements|measures|system(?: of (?:measurement|units))?)|"
    r"(?:units|measurements|measures)\s+(?:like\s+|as\s+)(?:an?\s+|the\s+)?americans?|"
    r"unità imperiali|imperial[ei]|système impérial|impériales?|impérial)(?!\w)"
    r"|\b(?P<i>imperial|us customary|u\.s\. customary|freedom units|unités impériales|imperiale[ns]?|angloamerikanische[ns]?|"
    r"unidades imperiales|miles|fahrenheit|feet|pounds|inches|ounces|gallons|yards|milles|meilen|millas|miglia|milhas|"
    r"pieds|pies|piedi|pés|pfund|libras|libbre|pouces|zoll|pulgadas|pollici|polegadas|onces|unzen|onzas|once|onças|"
    r"cups|tablespoons|teaspoons|pints|quarts|°f|℉|yardas|jardas|galones|galloni|galões|(?-i:lbs|mph)|"
    r"funt(?:ów|ach|y|ami)|cal(?:i|ach)|фунт\w*|дюйм\w*|ponden|mijlen|imperialn\w*|имперск\w*)(?!\w)"
    r"|(?<!\w)(?P<ic>°\s?f|℉)(?!\w)"
    r"|(?P<mj>メートル法|SI単位|キロメートル|メートル|センチ|キログラム|キロ|グラム|リットル|摂氏|"
    r"公制|国际单位|公里|千米|公斤|千克|厘米|毫米|毫升|摄氏)"
    r"|(?P<ij>ヤード・ポンド法|ヤード|マイル|フィート|インチ|ポンド|オンス|ガロン|華氏|英制|英里|英尺|英寸|磅|华氏|盎司|加仑)"
    rf"|\b(?P<mx>{unit_lexicon.RULE_METRIC})(?!\w)|\b(?P<ix>{unit_lexicon.RULE_IMPERIAL})(?!\w)"
    rf"|(?P<mk>{unit_lexicon.RULE_METRIC_CJK})|(?P<ik>{unit_lexicon.RULE_IMPERIAL_CJK})",
    re.I)
_UNITS_CONTEXT = rx(r"\bunits?\b|\bno\b|\bnever\b|\bmai\b|\bnunca\b|\bjamais\b|\bnie\b|"
                            r"\bmeasurements?\b|\bsystem\b|\bunités?\b|\bmesures?\b|\beinheiten\b|\bmaße\b|"
                            r"\bunidades\b|\bmedidas\b|単位|单位|法|用|一律|统一|\bonly\b|\bnot\b|\binstead\b|\bcelsius\b|\bfahrenheit\b|\bsystème\b|"
                            r"\bsistema\b|\bsystem\b|\b(?:use|give|express|state|convert|always)\b|\bdistances?\b|\bweights?\b|"
                            r"\btemperatures?\b|\bstick (?:to|with)\b|\bprefer\b|"
                            r"\bpoids\b|\bgewicht\w*|\bentfernung\w*|\btemperatur\w*|\bdistancias?\b|"
                            r"\bpesos?\b|\bdistanz[ae]\b|\bpesi\b|\bdistâncias?\b|\b(?:donne[rz]?|indique[rz]?|angeben|gib|"
                            r"immer|toujours|siempre|sempre|usa|use|dai|indica)\b|"
                            # Russian, Polish, Dutch, Turkish: system/units nouns, "use" and "always"
                            r"\b(?:систем\w*|единиц\w*|используй\w*|всегда|system\w*|jednost\w*|używaj|stosuj|zawsze|"
                            r"stelsel|eenheden|gebruik|altijd|birim\w*|sistem\w*|kullan\w*|her zaman)\b|" + unit_lexicon.CONTEXT, re.I)
_ONLY = rx(r"\bonly\b|\bexclusively\b|\bnever\b|\bnot\b|\buniquement\b|\bseulement\b|\bnur\b|\bausschließlich\b|"
                   r"\bsolo\b|\bsólo\b|\bsolamente\b|\búnicamente\b|のみ|だけ|" + unit_lexicon.ONLY, re.I)
_UTC = rx(r"\b(?:utc|gmt|zulu|coordinated universal time|temps universel)\b|協定世界時|UTCで", re.I)
_ISO_DATE = rx(r"\biso[- ]?8601\b|\bdates?\b[^.;\n]{0,20}\b\d{4}-\d{2}-\d{2}\b|"
                       r"\biso(?:[- ]style|[- ]format(?:ted)?)? dates?\b|(?<![a-z])yyyy-mm-dd(?![a-z])|\baaaa-mm-jj\b|"
                       r"\bjjjj-mm-tt\b|\baaaa-mm-dd\b|ISO形式", re.I)
_24H = rx(r"\b24[- ]?(?:hours?|hrs?)\b|24\s*시간제|오전\s*[/·,와과]?\s*오후|\b24[- ]?часов(?:ой|ом|ого|ое|ая|ые)\b|"
                  r"\b24 saat(?:lik)? (?:format|biçim|düzen|sistem)\w*|\b(?:formato|format)\s+(?:de\s+|da\s+)?24\s?(?:ore|heures|uur)\b|"
                  r"\bmilitary time\b|\bformat(?:o)? (?:de )?24 ?h|\b24[- ]stunden|\b24 horas\b|"
                  r"\b(?:heures?|horas?|uhrzeit(?:en)?|zeiten|ore|orari|times?)\s+(?:en|in|im|a|al|nel|sur|su|em|auf)\s+(?:format\s+)?24\s?h\b|"
                  r"24時間|24\s*小[时時]制?|\bam/pm\b|午前\s*[・/／と、や]?\s*午後|上午\s*[/／、和或与與]?\s*下午|"
                  r"\b(?:am|a\.m\.)\s*(?:or|and|/|ou|oder|o|y|e)\s*(?:pm|p\.m\.)(?!\w)|"
                  r"\b12[- ]?(?:hours?|hrs?|h|heures?|stunden|horas|ore)\b|"
                  r"\b24 ?h\b(?=[^.;\n]{0,20}\b(?:time|clock|format|heure|uhr|zeit|hora)s?\b)", re.I)
_TIME_CONTEXT = rx(r"\borari[oe]?\b|\bhorários?\b|\bdate\b|\bdatas?\b|"
                           r"\btimes?\b|\btimestamps?\b|\bhours?\b|\bclock\b|\bdates?\b|\bheures?\b|\bzeit(?:en|angaben)?\b|"
                           r"\buhrzeit\w*\b|\bhoras?\b|\bfechas?\b|時刻|時間|日時|\butc\b|"
                           # time and date in Chinese, Korean, Turkish, Russian, Polish, Swedish, Dutch
                           r"时间|日期|시간|시각|날짜|\bsaat\w*|\btarih\w*|\bвремя\b|\bдат[аыу]\b|\bczas\w*|\bgodzin\w*|"
                           r"\bdaty\b|\btider?\b|\bdatum\w*|\btijd\w*|\btijden\b", re.I)
_SOURCES = rx(r"\b(?:cite|citing|cited)\b|\bsources?\b|"
              # the verb of citing in French, Spanish, Italian, Portuguese, German ("si citas estudios", "quand tu cites
              # une étude", "wenn du Studien zitierst"), and the studies cited
              r"\b(?:cites|citez|citer|citas|citar|citi|citare|citamos|zitier\w*)\b|"
              r"\b(?:stud(?:y|ies)|estudios?|études?|Studien|studi|estudos?)\b(?=[^.;\n]{0,40}"
              r"\b(?:links?|liens?|enlaces?|verlink\w*|URLs?|DOI|collegamenti?)\b)|\breferences?\b|\bcitations?\b|\bbibliograph\w*\b|"
                      r"\bquellen?\w*\b|\bfuentes?\b|\breferencias\b|\bréférences\b|\bfontes?\b|\bfonti\b|\breferências\b|"
                      r"\briferimenti\b|\bисточник\w*|\bkaynak\w*|出典|情報源|参考文献|출처|참고\s?문헌|来源|來源|出处|出處|參考文獻|"
                      r"参考链接|參考連結|参考資料|参考资料|參考資料|\bźród\w*|\bbronnen\b|\bbron\b|\bkällor\b|\bkälla\b|\bbronvermelding\w*|"
                      r"\bd['’]où (?:ils|elles|ça|cela|viennent|vient)\b|"
                      r"\bla provenance\b|\bwoher (?:sie|die|das)\b|\bde dónde (?:vienen|sale|salen|proceden)\b|"
                      r"\bda dove (?:vengono|viene)\b|\bde onde (?:vêm|vem)\b|\bwhere (?:they|it|the \w+) comes? from\b|"
                      r"\bwhere (?:you|u) (?:got|get|found|find|took|read|learned|learnt)\b|"
                      r"\bwhere (?:this|that|these|those|your) (?:\w+ )?(?:comes?|came) from\b", re.I)
_LINKS = rx(r"\blinks?\b|\burls?\b|\bliens?\b|\benlaces?\b|\bhyperlinks?\b|\blänk(?:ar|arna|en)?\b|\blinki?\b|"
                    r"\bссылк\w*|\bссылок\b|\bbağlantı\w*|リンク|(?<![A-Za-z])URL|링크|链接|鏈接|連結|网址|網址", re.I)
_REFERENCES_SECTION = rx(r"\breferences? (?:section|list)\b|\b(?:section|list) of references\b|\bbibliography\b|"
                                 r"\bend (?:every|each|all|your)?\s*(?:answers?|repl(?:y|ies)|responses?)? ?with (?:a |the )?"
                                 r"(?:(?:list|section) of (?:the )?)?(?:references?|sources?|citations?)\b|\bsection (?:de )?références\b|"
                                 r"\bliteraturverzeichnis\b|\bquellenverzeichnis\b|\bsección de referencias\b|参考文献(?:欄|セクション)",
                                 re.I)
_CODE = rx(r"\bcode\b|\bcode blocks?\b|\bsnippets?\b|\bcódigo\b|\bcodes?\b|\bcodice\b|"
                   r"\bcode(?:beispiele?|schnipsel|zeilen)\b|\bkod(?:u|zie)?\b|\bvoorbeeldcode\b|コード|代码|代碼|코드", re.I)
_FENCED = rx(r"\bfenced\b|\b(?:code )?fences?\b|\bcode ?blocks?\b|\btriple backticks?\b|```|\bbacktick|\bblocs? de code\b|"
                     r"\bcodeblöcke?n?\b|\bcode-blöcke?n?\b|\bbloques? de código\b|コードブロック|代码块|代碼塊|코드\s*블록|"
                     r"\bblok\w* kodu\b|\bcodeblok(?:ken)?\b|\bблок\w*\s+(?:с\s+)?код\w*|"
                     r"\b(?:code|código|snippets?)\b[^.;\n]{0,20}\b(?:in|en|dans|im|in den)\s+(?:\w+\s+)?"
                     r"(?:blocks?|blocs?|bloques?|blöcken?|fences?)\b", re.I)
_TAG = rx(r"\blanguage (?:tags?|identifiers?|names?|hints?|annotations?|labels?|ids?)\b|"
                  r"\b(?:tag|label|annotate|mark|name)\w*\b[^.;\n]{0,30}\blanguage\b|\bspecify (?:the )?language\b|"
                  r"\bsyntax highlighting\b|\b(?:with|plus) (?:the |its |their )?(?:programming )?language\b|"
                  r"```\s*(?:lang(?:uage)?|<lang(?:uage)?>|\{lang(?:uage)?\}|python|js|bash|sh|ts)\b|"
                  r"\blangage\b|\bsprache\b|\bsprachangabe\b|\bsprachkennung\b|\blenguaje\b|\bidioma del código\b|"
                  r"\bcoloration syntaxique\b|\bsyntaxhervorhebung\b|\bresaltado de sintaxis\b|"
                  r"言語(?:名|タグ|指定)|言語を(?:指定|明記|書|付け|記載)|\bspecify (?:a|its|their) language\b|"
                  r"(?:注明|标注|標註|标明|指定)(?:编程)?语言|语言标签|언어(?:를|\s*태그를?)?\s*(?:표시|명시|지정)|\btaal\s*(?:aan|tag)\b|"
                  r"\bnazw\w* języka\b|\boznacz\w*[^.;\n]{0,20}\bjęzyk\w*|\bz (?:podanym )?językiem\b", re.I)
_CODE_REQUEST = rx(r"\b(?:unless|except (?:when|if)|only (?:when|if))\s+(?:i|you are|you're|the user)\s+"
                           r"(?:explicitly\s+|specifically\s+|actually\s+)?(?:asks?|requests?|wants?|says?|types?)\b(?:\s+(?:for\s+)?(?:it|code|them|one))?|"
                           r"\bunless (?:explicitly |specifically )?(?:asked|requested)\b|"
                           r"\b(?:when|if) (?:explicitly )?(?:asked|requested)\b|"
                           r"\bsauf si (?:je|on) (?:le |en )?demande\b|\bsauf demande\b|\bes sei denn,? ich (?:frage|bitte)\b|"
                           r"\baußer (?:wenn )?ich (?:frage|bitte|danach frage)\b|\ba menos que (?:lo |te lo )?pida\b|"
                           r"\bsalvo que (?:te |me )?(?:lo )?pida\b|\ba no ser que (?:te |me )?(?:lo )?pida\b|"
                           r"\b(?:tenzij|behalve als) ik (?:\w+\s+){0,3}?(?:vraag|verzoek)\b|"
                           r"\ba meno che (?:non )?(?:\w+\s+){0,2}?chied\w*\b|"
                           r"\bau(?:ß|ss)er,? wenn ich (?:\w+\s+){0,2}?(?:frage|bitte|verlange)\b|\bes sei denn,? ich (?:\w+\s+){0,2}?"
                           r"(?:frage|bitte|verlange)\b|\bchyba że (?:\w+\s+){0,3}?(?:poproszę|poprosz[eę]|zapytam)\b|"
                           r"頼まれない限り|求められない限り|(?:指示|依頼)がない限り|"
                           r"\bse non (?:te )?lo chiedo\b|\ba meno che non (?:te )?lo chieda\b|\bsalvo (?:se|quando) eu pedir\b|"
                           r"\ba (?:não|nao) ser que eu (?:peça|pe[çc]a)\b|\ba menos que eu pe[çc]a\b|\bsem eu pedir\b", re.I)
_WHEN_CODE_REQUEST = rx(r"\b(?:when|whenever|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?)\s+(?:for\s+)?"
                                r"(?:code|a script|a snippet|an example)\b|\bquand je (?:te )?demande du code\b|"
                                r"\bwenn ich (?:nach )?code (?:frage|bitte)\b|\bcuando (?:te )?pid[ao] (?:el )?código\b|"
                                r"\bquando (?:ti )?chiedo (?:del |il )?codice\b|\bquando (?:te |lhe )?(?:peço|pedir) (?:o )?código\b|"
                                r"コードを(?:頼|求め|依頼)", re.I)
_CODE_NAMED = rx(r"\b(?:code|c[óo]digo|codice|script|snippets?|kod|kodu)\b|\bdu code\b|コード|代码|코드", re.I)
_DETAIL_REQUEST = rx(r"\bunless (?:i|the user) (?:asks?|requests?|wants?) (?:for )?(?:more )?(?:detail|details|"
                             r"depth|a longer|a detailed|an in-depth|(?:a |the )?(?:full|whole|complete|entire) "
                             r"(?:file|script|program|version|code|listing|answer|explanation))\b|"
                             r"\bsauf si je demande (?:plus de )?détails?\b|"
                             r"\bes sei denn,? ich (?:frage|bitte) (?:nach|um) (?:mehr )?details?\b|"
                             r"\ba menos que pida (?:más )?detalles?\b", re.I)
_COUNT_CODE = rx(r"\bcode(?: blocks?)? (?:counts?|count too|included|are included|is included|as well)\b|"
                         r"\bincludes (?:the |your )?code(?: blocks?)?\b|\b(?:auch|selbst) nicht in (?:den )?code\w*|"
                         r"\b(?:même|y compris) dans (?:le |les )?(?:code|blocs de code)\b|\bni (?:en|dans) (?:el |le )?"
                         r"(?:código|code)\b|\bincluso en (?:el |los bloques de )?código\b|\banche nel codice\b|"
                         r"\bnemmeno nel codice\b|\bnem no código\b|\b(?:even|also|too) in (?:the )?code(?: blocks?)?\b|"
                         r"\bincluding (?:the )?code\b|\bcode included\b|\bcode blocks count\b|"
                         r"\by compris (?:le |les blocs de )?code\b|\bcode compris\b|\binklusive code\b|"
                         r"\bcode(?:blöcke)? zählt\b|\bcode zählen mit\b|\bincluido el código\b|\bel código (?:también )?cuenta\b|"
                         r"\ble code (?:compte|est compté)\b|"
                         r"\bcodice (?:incluso|compreso)\b|\b(?:incluso|compreso) il codice\b|\bcódigo incluído\b|"
                         r"\bincluindo o código\b|\binclusief (?:de )?code\b|\bcode telt mee\b|コードも含め|"
                         # "contando el código también", "counting the code too", "en comptant le code", "Code mitgezählt"
                         r"\b(?:counting|contando|en comptant)\s+(?:also\s+|también\s+|anche\s+|aussi\s+)?(?:the\s+|el\s+|le\s+|"
                         r"il\s+|o\s+|los\s+bloques\s+de\s+)?(?:code|código|codice)\b|\bcode(?:blöcke)?\s+mitgezählt\b", re.I)
_PROCEDURE_SCOPE = rx(r"\bfor (?:procedures?|steps|instructions|how-?tos?|setups?|tasks?)\b|\bprocedur\w*|"
                              r"\bwhen(?:ever)? (?:you )?(?:explain|describe|give|giving|explaining|list|write|show)\w* "
                              r"(?:me |us )?(?:how|a setup|a procedure|steps|instructions)\b|\bhow-?to\b|\binstructions\b|"
                              r"\bpour les (?:procédures|étapes)\b|"
                              r"\bfür anleitungen\b|\banleitung\w*\b|\bpara (?:los )?procedimientos\b|\binstrucciones\b|手順|"
                              r"\bpara (?:los )?pasos\b|\bfür (?:die )?schritte\b|\bstep[- ]by[- ]step\b",
                              re.I)
_LIST_SCOPE = rx(r"\bfor (?:lists?|enumerations?)\b|\bwhen (?:listing|you list|giving a list)\b|\bpour les listes\b|"
                         r"\bfür listen\b|\bpara (?:las )?listas\b|リストには|"
                         # a condition on listing: "if you list options", "se for listar opções", "si enumeras opciones",
                         # "quand tu énumères", "wenn du ... auflistest", "se elenchi", "als je ... opsomt"
                         # (not "if you list 3+ things", "se elenchi più di tre cose": a count, read by its own reader)
                         r"(?:\b(?:if|whenever) (?:you )?(?:list|enumerate)\b|\bse (?:for |você )?(?:listar|enumerar)\b|"
                         r"\bsi (?:(?:tú|tu) )?(?:enumeras|listas|enumeráis)\b|\b(?:quand|si) tu (?:listes|énumères)\b|"
                         r"\bwenn du\b[^.;,]{0,25}\b(?:auflistest|aufzählst)\b|\bse (?:tu )?elenchi\b|\bals je\b[^.;,]{0,25}"
                         r"\bopsomt\b)(?!\s+(?:more than |over |più di |plus de |mehr als |más de |mais de |meer dan )?"
                         r"(?:\d|two|three|four|five|deux|trois|quatre|zwei|drei|vier|dos|tres|cuatro|due|tre|quattro|dois|duas|"
                         r"três|twee|drie)\b)", re.I)
_PARAGRAPH_SCOPE = rx(rf"\b(?:longer|more) than\s+(?:~\s*|about |around |roughly |approx\.? )?{_num('n1')}\s+"
                              rf"(?P<what>paragraphs?|words?|lines?)\b|"
                              rf"\bover\s+(?:~\s*|about |around |roughly )?{_num('n2')}\s+(?P<what2>paragraphs?|words?|lines?)\b", re.I)
_CLAUSE_SPLIT = rx(r"(?<![\s(]ggf\.)(?<![\s(]z\.B\.)(?<![\s(]e\.g\.)(?<![\s(]i\.e\.)(?<![\s(]bzw\.)(?<!\bmax\.)(?<!\bMax\.)"
                           # "maks. trzy zdania", "máx. tres frases", "макс. три": the abbreviation of "at most", no end
                           r"(?<!\bmaks\.)(?<!\bMaks\.)(?<!\bmáx\.)(?<!\bMáx\.)(?<!\bмакс\.)(?<!\bмин\.)"
                           r"(?<!\bmin\.)(?<!\bca\.)(?<![\s(]p\.ex\.)(?<=[.;!?])\s+|(?<=[。！])\s*|\n+|\s+(?:but|mais|aber|pero|sino)\s+"
                           r"|\s*[—–]\s+(?=[a-z])(?!unless|except|sauf|außer|ausser|es sei|a menos|salvo)")
_ANSWER_NOUN = rx(r"\b(?:answers?|repl(?:y|ies)|responses?|output|r[ée]ponses?|antwort(?:en)?|"
                          r"respuestas?)\b|回答|返答|返事", re.I)
# the replies named in other languages too ("nas respostas", "nelle risposte", "in antwoorden", "답변에"): a rule on them
_REPLY_NOUN = rx(r"\b(?:respostas?|rispost[ae]|antwoorden|odpowiedzi\w*|chat|conversations?)\b|답변|대답|回复|回答|答复", re.I)
_NOT_REPLY = rx(r"\b(?:docs?|documentation|comments?|commit messages?|readme|variable names?|identifiers?|"
                        r"file names?|code comments?|tests?|logs?|translate|translation|traduis|traduire|übersetze|"
                        r"traduce)\b", re.I)


@dataclass(frozen=True)
class Clause:
    """One thing a rule says about replies."""

    object: str  # language | list | headings | emoji | length | spelling | units | datetime | sources | code
    polarity: str  # must | must_not
    value: str = ""  # fr / user / en|es, bullets / numbered / lists, words / sentences..., en-GB, metric, utc ...
    limit: int | None = None  # length: the bound
    bound: str = ""  # length: max | min; headings: level as text
    when: str = ""  # the scope: procedure | list | code_request | paragraphs>N | words>N
    unless: str = ""  # the stated exception: code_request | detail_request
    only: bool = False  # "whole answer" (lists), "only" (units)
    words: str = ""  # the rule's words it was read from
    region: str = ""  # a part of the reply the clause leaves out: tables | headings | code ("except in tables")


@dataclass(frozen=True)
class ReplyRule:
    text: str
    clauses: tuple[Clause, ...] = ()
    count_code: bool = False
    unparsed: tuple[str, ...] = field(default_factory=tuple)  # clauses nothing was read from
    conflict: str = ""  # why the rule cannot be checked as a whole (then no check is proposed)


def _negated(clause: str, start: int, end: int) -> bool:
    # "no formato dd/mm/aaaa", "no fuso de Lisboa": Portuguese "no" is "in the", not a negation
    before = re.sub(r"\bno(?= (?:formato|estilo|padrão|fuso|horário|sistema)\b)", "em", clause[max(0, start - 40):start])
    cut = max(before.rfind(","), before.rfind(":"), before.rfind(" and "), before.rfind(" et "), before.rfind(" und "),
              before.rfind(" y "))
    if cut >= 0:
        before = before[cut + 1:]
    omit = _OMIT.search(before)
    if omit:  # "skip headings", "leave out emoji": a ban; "don't skip the headings": not one
        return not _NEG_BEFORE.search(before[:omit.start()])
    if _NEG_BEFORE.search(before) or _NEG_BEFORE_ZH.search(before):
        return True
    # a Chinese comma closes the clause: "一律用简体字，不要出现繁体" refuses the other script, not the language; the
    # examples in brackets are read past ("顔文字（^^ や (笑) など）も使わないで")
    after = without_asides(clause[end:end + 60])[:30].split("，")[0]
    if re.search(r"\b(?:keep|leave)\b", before, re.I) and re.match(r"^[^.;\n]{0,12}?\bout\b", after):
        return True  # "keep exclamation marks out of replies", "leave emoji out"
    if unit_lexicon.ONLY_AFTER.match(after):
        return False  # "센티미터로만, 인치 쓰지 마요": the word marked "only" is the one kept, the refusal is of the next
    return bool(_NEG_AFTER_JA.match(after) or _FREE.match(after) or _BANNED_AFTER.match(after))


def _number(text: str) -> int | None:
    text = text.lower().replace(",", "").replace(".", "")
    if text.isdigit():
        return int(text)
    return _NUMBER_WORDS.get(text)


def _unit(word: str) -> str:
    w = word.lower()
    if w.startswith(("sent", "phrase", "sätz", "satz", "frase", "frasi", "oraci", "zin", "zda", "cümle", "предлож")) \
            or w in ("文", "문장", "句", "句话", "句話"):
        return "sentences"
    if w.startswith(("line", "lign", "zeil", "líne", "linea", "righ", "riga", "linha", "regel", "lini", "wiersz", "satır", "строк")) \
            or w in ("行", "줄"):
        return "lines"
    if w.startswith(("char", "cara", "zeich", "teken", "znak", "karakter", "символ")) or w in ("文字", "字", "글자", "자", "个字", "個字"):
        return "characters"
    if w.startswith(("paragra", "absat", "absät", "párraf", "parraf", "parágra", "alinea", "akapi", "абзац")) \
            or w in ("段落", "문단", "단락", "段", "段话", "段話"):
        return "paragraphs"
    if w.startswith(("bullet", "list item", "item", "entr", "puce", "element", "élément", "tópico", "iten", "viñeta", "stichpunkt",
                     "aufzählungspunkt", "punti elenco", "punkt", "punt", "pont", "madde", "пункт")) \
            or w in ("項目", "项", "項", "条", "條", "항목"):
        return "items"
    return "words"


# "sauf quand je demande du code", "except when I ask for code": the request opens an exception, not the scope
_EXCEPT_BEFORE = rx(r"\b(?:except|excepting|sauf|hormis|außer|ausser|salvo|excepto|menos|tranne|exceto|behalve)\s*$", re.I)


def _scope(clause: str) -> tuple[str, str]:
    when = ""
    requested = _WHEN_CODE_REQUEST.search(clause)
    if requested and _EXCEPT_BEFORE.search(clause[:requested.start()]):
        return "", "code_request"
    if requested:
        when = "code_request"
    elif _PROCEDURE_SCOPE.search(clause):
        when = "procedure"
    elif _LIST_SCOPE.search(clause):
        when = "list"
    else:
        found = _PARAGRAPH_SCOPE.search(clause)
        if found:
            n = _number(found.group("n1") or found.group("n2") or "")
            what = (found.group("what") or found.group("what2") or "").lower()
            if n:
                when = f"{'paragraphs' if what.startswith('paragraph') else 'lines' if what.startswith('line') else 'words'}>{n}"
    unless = "detail_request" if _DETAIL_REQUEST.search(clause) else "code_request" if _CODE_REQUEST.search(clause) else ""
    return when, unless


def _length_unless(clause: str) -> str:
    """The exception of a length limit: a request for code when the exception names code ("max 3 lines, unless I
    ask for code", "máximo 3 líneas, salvo que te pida código"), else any request for more ("under 100 words unless
    I ask"); "" when the clause states none."""
    _, unless = _scope(clause)
    if not unless:
        return ""
    opens = EXCEPTION_OPENS.search(clause)
    if unless == "code_request" and opens and _CODE_NAMED.search(clause[opens.end():]):
        return "code_request"
    return "detail_request"


_REPLY_IN = rx(r"\b(?:answer|reply|respond|write|speak|réponds|répondez|écris|écrivez|antworte|schreib\w*|"
                       r"responde|contesta|escribe|rispondi|scrivi|responda|escreva)\b[^.;,\n]{0,20}\b(?:in|en|auf|em)\s+"
                       r"(?!(?:a|an|the|un|une|el|la|il|um|uma)\s)\w+", re.I)


_OTHER_LANGUAGE = (r"\b(?:another|a different|other|une autre|eine andere[n]?|otro|otra|un altro|un'altra|outro|outra|een andere)\s+"
                   r"(?:language|langue|sprache|idioma|lingua|língua|taal)\b|"
                   # Polish, Czech, Russian, Turkish ("o inny język", "jiný jazyk", "на другом языке", "başka bir dil")
                   r"\binn(?:y|ego|ym) języ(?:k|ka|ku)\b|\bjin(?:ý|ého|ém) jazyk\w*|\bдруг(?:ой|ом|ого) язык\w*|"
                   r"\bbaşka bir dil\w*")
# a translation asked for is a request for another language ("except when I ask for a translation", "sauf si je demande
# une traduction", "außer ich bitte um eine Übersetzung")
_TRANSLATION_NOUN = (r"\b(?:translations?|translate|traductions?|traduire|übersetzung(?:en)?|übersetzen|traducci[oó]n(?:es)?|"
                     r"traducir|traduzion[ei]|tradurre|tradu[çc][ãa]o|tradu[çc][õo]es|traduzir|vertaling(?:en)?|vertalen|"
                     r"tłumaczeni[ea]|przetłumacz\w*)\b")
# "unless I ask for English", "sauf si je te demande l'anglais", "außer ich frage ausdrücklich nach Englisch", "behalve
# als ik expliciet om Engels vraag": a stated exception, a request for another language, not a second language
_LANG_EXCEPTION = rx(
    rf",?\s*\b(?:unless|except (?:when|if)|sauf (?:si|quand|lorsque)|à moins que|außer(?: wenn)?|ausser(?: wenn)?|"
    rf"es sei denn|a menos que|salvo (?:que|si|cuando)|excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto se|"
    rf"exceto quando|a não ser que|behalve (?:als|wanneer)|tenzij|chyba że|leda že|pokud)\b"
    # the request (its verb before or after the language: "ask for English", "om Engels vraag")
    rf"(?=[^.;\n]{{0,60}}?\b(?:ask|request|want|say|tell|demande|dis|frage|bitte|verlange|will|möchte|wünsche|pid[oa]|"
    rf"pidas|quier[ao]|dig[ao]|chied[oa]|chieda|dic[oa]|pe[çc][ao]|vraag|wil|poprosz|prosz|požádám|požádá|chci)\w*\b)"
    # the language asked for, or any other ("unless I ask for another language", "salvo que te pida otro idioma")
    rf"[^.;\n]{{0,50}}?(?:(?<![\w-])(?:{_LANG_NAMES})(?![\w-])|{_OTHER_LANGUAGE}|{_TRANSLATION_NOUN})[^.;\n]*", re.I)


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
_REQUEST_NAMES_LANGUAGE = rx(rf"(?<![\w-])(?:{_LANG_NAMES})(?:e|en|er|es)?(?![\w-])|英文|和文|"
                                     r"(?:日本語|英語|フランス語|ドイツ語|スペイン語|中国語|韓国語)(?:で|の)", re.I)


def _language(clause: str) -> list[Clause]:
    # "numbers in German format": a way of writing numbers, not the reply's language
    clause = unit_style.without_number_format(_INSIST_JA.sub(" ", _INSIST.sub(" ", _INSIST_ANY.sub(" ", clause))))
    request = _ON_REQUEST.search(clause)
    # what is asked for: after "when I ask", before "頼んだとき" (Japanese puts the object first)
    asked = (clause[:request.start()].split("。")[-1] if not request.group(0).isascii() else
             re.split(r"[,，、;]", clause[request.start():], maxsplit=1)[0]) if request else ""
    if request and not _LANG_EXCEPTION.search(clause) and _REQUEST_NAMES_LANGUAGE.search(asked):
        # the language of replies to a request: kept apart, read against the rule's other language (_with_exception)
        return [Clause(**{**c.__dict__, "when": LANG_EXCEPTION_WHEN}) for c in _language(clause[request.end():])
                if c.polarity == "must"]
    exception = _LANG_EXCEPTION.search(clause)
    if exception:  # the exception waives the rule for replies whose user message asks for another language
        wanted = _language(clause[:exception.start()] + clause[exception.end():])
        return [Clause(**{**c.__dict__, "unless": "language_request"}) if c.polarity == "must" else c for c in wanted]
    if read_spelling(clause):  # "inglés británico", "quando rispondi in inglese": a spelling rule's English
        clause = SPELLING_SCOPE.sub(" ", VARIETY_ENGLISH.sub(" ", clause))
        if not _REPLY_IN.search(clause):
            return []  # "l'orthographe britannique en anglais": where the spelling applies, not the reply's language
    besides = _ONLY_JA.search(clause)
    if besides:  # "日本語以外では答えないで": nothing but Japanese
        return [Clause("language", "must", LANGUAGES[besides.group("name")], words=besides.group(0))]
    mirror = _MIRROR_LANG.search(clause)
    if mirror and LANGUAGES[mirror.group("a").lower()] == LANGUAGES[mirror.group("b").lower()]:
        # "If I write in German, answer in German": the reply's language when the user's message is in it
        code = LANGUAGES[mirror.group("a").lower()]
        return [Clause("language", "must", code, when=f"user_writes:{code}", words=mirror.group(0))]
    if not _CONDITIONAL_LANG.search(clause):
        clause = _CONDITIONAL_YOU.sub(" ", clause)
    allowance = _ALLOWANCE.search(clause)
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
    if _NOT_REPLY.search(clause) and not _ANSWER_NOUN.search(clause):
        return []
    either = _LANG_OR.search(clause)
    found = list(_LANG_RULE.finditer(clause))
    if either and found:
        names = sorted({LANGUAGES[either.group("x").lower()], LANGUAGES[either.group("y").lower()]})
        return [Clause("language", "must", "|".join(names), words=either.group(0))]
    out = []
    for match in found:
        name = next(g for g in match.groups() if g)
        start = match.start()
        inner = match.group(0)[:max(0, match.group(0).lower().rfind(name.lower()))]
        if _negated(clause, start, match.end()) or _NEG_BEFORE.search(inner) or _NEG_BEFORE_ZH.search(inner):
            # "Don't answer in English": a language the prose must not be in
            out.append(Clause("language", "must_not", LANGUAGES[name.lower()], words=match.group(0).strip()))
            continue
        out.append(Clause("language", "must", LANGUAGES[name.lower()], words=match.group(0).strip()))
    return out


_ITEM_LIMIT = rx(rf"\b(?:{_MAX_BEFORE})\s+(?:{_NUMBERS})\s+(?:bullet[- ]?points?|bullets|list items?|items?|entries|"
                         rf"puces|elementos|tópicos|itens|viñetas|stichpunkte|aufzählungspunkte)\b|"
                         rf"\b(?:{_NUMBERS})\s+(?:bullet[- ]?points?|bullets|list items?|items?|entries|puces|"
                         rf"elementos|tópicos|itens|viñetas|stichpunkte)\s+"
                         rf"(?:max(?:imum)?|or (?:fewer|less)|at most|tops|au maximum|höchstens|como máximo)\b", re.I)


# "Utilise des tirets (-) pour les listes, pas d'astérisques", "Use hyphens for bullet points, not asterisks",
# "Aufzählungen mit Bindestrich", "guiones para las listas": the marker of every bulleted item is "-"
_DASH_MARKER = rx(r"\b(?:tirets?|dashes|hyphens?|guiones?|bindestrichen?|bindestriche?|trattini|hífens?|traços?|"
                          r"streepjes?|myślnik(?:i|ami|ów)?|łącznik(?:i|ami|ów)?)\b"
                          r"(?!\s+(?:cadratins?|demi-cadratins?|longs?|largos?))|\(\s*-\s*\)|\（\s*-\s*\）|"
                          r"[\"'“‘«`「『]\s?-\s?[\"'”’»`」』]|"
                          # "Use - for bullet points, not * or •": the mark itself, named as the one to use
                          r"(?:^|\b(?:use|utilise|verwende|usa|only|just|nur|seulement|solo)\s+)-(?=\s+(?:for|pour|für|para|per|as|"
                          r"comme|als|como)\b)", re.I)
_DASH_LIST_CONTEXT = rx(r"\blists?\b|\blistes?\b|\blisten\b|\blistas?\b|\belenchi\b|\bbullets?\b|\bpuces?\b|"
                                r"\baufzählung\w*|\bvi[ñn]etas?\b|\bmarcadores\b|\bitems?\b|\béléments?\b|"
                                # Dutch, Polish, and the CJK words for a list or its items
                                r"\bopsomming\w*|\blijst\w*|\blist(?:y|a|ach)\b|\bwypunktowa\w*|\bpunkt\w*|"
                                r"列表|清单|清單|项目符号|項目符號|条目|リスト|箇条書き|項目|목록|글머리", re.I)


# the other marker a dash rule refuses: "dashes, no numbers", "tirets plutôt que des numéros", "Striche statt Zahlen"
_NUMBER_MARKER = rx(r"\b(?:numbers|numerals|digits|num[ée]ros|chiffres|nummern|zahlen|ziffern|n[úu]meros|"
                            r"numeri|cifre|numerais|algarismos)\b", re.I)
_INSTEAD_OF = rx(r"\b(?:instead of|rather than|not|plutôt que|au lieu de|pas de|statt|anstatt|anstelle von|keine|"
                         r"en (?:lugar|vez) de|en vez de|no|ni|invece (?:di|dei|delle)|anziché|niente|non|em vez de|nada de|sem)"
                         r"\s+(?:\w+\s+)?$", re.I)


def _dash_marker(clause: str) -> list[Clause]:
    found = _DASH_MARKER.search(clause)
    # the refusal a CJK clause puts after a comma speaks of the other mark: "「-」で始めて、「*」は使わないで"
    stop = re.search(r"[、，；]", clause[found.end():]) if found else None
    own = clause[:found.end() + stop.start()] if found and stop else clause
    if not found or not _DASH_LIST_CONTEXT.search(clause) or re.search(r"\bem[- ]?dash|\ben[- ]?dash", clause, re.I) \
            or _negated(own, found.start(), found.end()):
        return []
    out = [Clause("list", "must", "dash_bullets", words=found.group(0))]
    number = _NUMBER_MARKER.search(clause)
    if number and (_negated(clause, number.start(), number.end())
                   or _INSTEAD_OF.search(clause[max(0, number.start() - 30):number.start()])):
        # a list rule that names its marker and refuses numbers: the items are not numbered either
        out.append(Clause("list", "must_not", "numbered", words=number.group(0)))
    return out


# the place an exception names for the marks it allows: "in checklists", "dans les listes", "in Aufzählungen",
# "en las listas de tareas", "nelle liste", "リストでは": list items, and nowhere else
_IN_LISTS = rx(r"\b(?:in|on|for|within|dans|pour|en|in den|bei|nelle?|nei|nas?|nos?|em)\s+(?:the\s+|les\s+|las?\s+|"
                       r"los\s+|der\s+|den\s+|le\s+|as\s+|os\s+)?(?:\w+[- ])?(?:check-?lists?|to-?do lists?|lists?|listes?|"
                       r"checklisten|listen|aufzählung\w*|listas?|liste|elenchi|bullet(?: point)?s?|puces|list items?)\b|"
                       r"(?:チェックリスト|リスト|箇条書き)(?:では|で|の中|内)", re.I)


# "Keine Emojis, auch nicht in Überschriften oder Listen": lists and headings as a region another part reaches into
_ALSO_IN = rx(r"\b(?:auch nicht|nicht einmal|not even|even|also not|including|ni siquiera|tampoco|ni|même pas|"
                      r"pas même|y compris|neanche|nemmeno|nem mesmo|inclu\w+|einschließlich)\s+(?:in|en|dans|im|in den|nei|"
                      r"nelle|nos|nas|em)\b", re.I)


# A list asked for, not only counted: "use bullet points, at most 5", "箇条書きで5項目以内"
_USE_LIST = rx(r"\b(?:use|using|give|write|make|put|present|format|answer|reply|respond|utilise\w*|utilize\w*|"
                       r"donne\w*|écri\w*|verwende\w*|benutze\w*|gib|schreib\w*|usa|utiliza\w*|da(?:me)?|escrib\w*|"
                       r"always|toujours|immer|siempre|sempre)\b|箇条書き(?:で|に(?!は))|リスト(?:で|に(?!は))", re.I)


def _lists(clause: str) -> list[Clause]:
    if _ALSO_IN.search(clause) and _EMOJI.search(clause):
        return []
    plain = unnumbered(clause)
    if plain:  # "목록은 번호 없이", "列表不要编号": the lists' numbers refused, no list banned (list_numbers.py)
        rest = [c for c in _lists(clause.replace(plain, " ")) if c.value not in ("lists", "numbered")
                and not (c.value == "bullets" and c.polarity == "must" and _LISTS_ANY.search(clause))]
        return rest + [Clause("list", "must_not", "numbered", words=plain)]
    dash = _dash_marker(clause)
    if dash:  # "bullet points" it names are the lists it speaks of, not a list every reply must be
        return dash + [c for c in _list_format(clause) if not (c.polarity == "must" and c.value == "bullets")]
    return _list_format(clause)


# "bullets under 12 words (each)", "bullet points of at most 10 words": a limit on each item's length
_PART_LENGTH = rx(rf"^\s*(?:should|must|are|stay|kept)?\s*(?:be\s+)?(?:of\s+|with\s+)?(?:{_MAX_BEFORE}|<|≤)\s*"
                          rf"(?:{_NUMBERS})\s+(?:words?|characters?|chars|mots|wörter|palabras)\b", re.I)


# the part of a reply a length limit is about, right before the limit ("bullets under 8 words")
_PART_SUBJECT = rx(r"\b(?:bullets?|bullet points?|list items?|items|headings?|titles?|headers?|captions?|labels?|"
                           r"subject lines?|table cells?|cells|puces|titres|überschriften|aufzählungspunkte|viñetas|títulos)"
                           r"\s+(?:(?:should|must|are|stay|kept|be|of|with|to)\s+){0,3}$", re.I)


# "No multi-sentence bullets", "no long bullets": a kind of item banned, not the bullets themselves
_ITEM_KIND = rx(r"\b(?:multi-?(?:sentence|line|paragraph)|long|lengthy|wordy|run-on|full-paragraph|nested|"
                        r"numbered|mehrzeilige\w*|lange\w*|longues?)\s+(?:bullets?|bullet points?|items?|list items?|puces?|"
                        r"stichpunkte\w*|aufzählungspunkte\w*)\b", re.I)
# "Numbered lists for sequential steps, bullet points for everything else": the list style follows the content
_STEPS_ELSE = rx(r"\b(?:numbered|number(?:ed)? lists?|numéros|nummeriert\w*|numerad\w*)\b[^.;]{0,40}?"
                         r"\b(?:steps?|procedures?|sequen\w+|instructions?|how-?tos?|étapes?|schritte?n?|pasos?)\b[^.;]{0,20}?"
                         r"[,;]?\s*(?:and\s+|but\s+|et\s+|und\s+|y\s+)?(?:use\s+)?(?:bullets?|bullet points?|puces?|"
                         r"aufzählungszeichen|stichpunkte|viñetas?)\b[^.;]{0,30}?\b(?:everything else|anything else|"
                         r"otherwise|the rest|all (?:other|else)|other (?:lists?|things|content)|le reste|sinon|sonst|"
                         r"alles andere|el resto|lo demás)", re.I)


# "format each step like 'Step 1 — Do the thing'", "im Format „Schritt 1 — …“": the label every step line opens with
_STEP_TEMPLATE = rx(r"(?P<word>step|étape|etape|schritt|paso|passo|stap|fase|手順|ステップ)\s*(?:1|n|x|#)\s*"
                            r"(?P<mark>[—–:.)]|-(?=\s))", re.I)


def _step_format(clause: str) -> list[Clause]:
    found = _STEP_TEMPLATE.search(clause)
    if not found or not re.search(r"[\"'“‘„«`]|\b(?:like|as|format|formato?|wie|comme|como|come|als)\b", clause[:found.start()],
                                  re.I):
        return []
    word = found.group("word")
    word = word[0].upper() + word[1:] if word[0].islower() else word
    return [Clause("steps", "must", f"{word}|{found.group('mark')}", when="procedure", words=found.group(0))]


# "Each bullet point must be a complete sentence ending with a full stop", "Punkt am Ende jedes Stichpunkts"
_ITEM_STOP = rx(r"\b(?:end|ends|ending|finish\w*|close\w*|terminat\w*)\s+(?:\w+\s+){0,2}(?:with\s+)?(?:a\s+)?"
                        r"(?:full[- ]stop|period|point final)\b|\b(?:full[- ]stop|period|punkt|point final|punto final)\s+"
                        r"(?:at the end|am ende|à la fin|al final)\b", re.I)


def _item_stop(clause: str) -> list[Clause]:
    found = _ITEM_STOP.search(clause)
    if not found or not (_PART_EACH.search(clause) or _part_named(clause)) or _negated(clause, found.start(), found.end()):
        return []
    part = _part_of(clause) or _part_named(clause)
    if part is None or part[0] != "item":
        return []
    return [Clause("shape", "must", "items_end", words=found.group(0))]


def _list_format(clause: str) -> list[Clause]:
    items_end = _item_stop(clause)
    if items_end:
        return items_end
    sentences = list_items.sentences_named(clause)
    listed = _LISTS_ANY.search(clause) or _BULLETS.search(clause)
    if listed and _negated(clause, listed.start(), listed.end()):
        sentences = ""  # "Pas de listes à puces, écris en phrases complètes": prose instead of a list, read below
    if sentences == "waived":
        return []  # "bullets don't need to be full sentences": a freedom, no list asked for
    if sentences:  # "bullet points as complete sentences", "목록 항목은 완전한 문장으로"
        return [Clause("shape", "must", "items_sentences", words=clause.strip()[:40])]
    if re.search(r"\b(?:periods?|full[- ]stops?|punctuation|colons?|capitals?|capital letters?)\b[^.;]{0,30}\b(?:end|start|ending|"
                 r"beginning)\b", clause, re.I):
        return []  # "No period at the end of bullets", "don't start bullets with a capital": their form, unchecked
    steps = _step_format(clause)
    if steps:
        return steps
    if _STEPS_ELSE.search(clause):
        return [Clause("list", "must", "numbered", when="procedure", words=clause.strip()[:40]),
                Clause("list", "must_not", "numbered", when="not_procedure", words=clause.strip()[:40])]
    if _ITEM_KIND.search(clause) and not re.search(r"\b(?:use|utilise|verwende|usa)\b", clause, re.I):
        return []  # "No multi-sentence bullets": read by the length of each item, if at all
    out = []
    if _ITEM_LIMIT.search(clause):
        return []  # "max 5 bullet points per list": a length of lists, read by _length
    when, _ = _scope(clause)
    for pattern, value in ((_BULLETS, "bullets"), (_NUMBERED, "numbered")):
        found = pattern.search(clause)
        if not found:
            continue
        each = _EACH_PART.search(clause)
        if (each and each.start() <= found.start() < each.end()) or _PART_LENGTH.match(clause[found.end():]):
            continue  # "each bullet max 10 words", "keep bullets under 12 words": a length of each item, not a list rule
        if _negated(clause, found.start(), found.end()):
            also = re.search(r"^\s*(?:,|or|nor|oder|ni|ou|o|noch|und|and|et|y)\s+(?:\w+\s+)?(?:lists?|listen|listes|listas)\b",
                             clause[found.end():], re.I)
            # "keine Aufzählungszeichen oder Listen": no list of any kind; "numbered lists for steps, not bullets":
            # the scope the clause names holds for what it forbids too
            # 箇条書き is any itemised list, numbered or not
            every = bool(also) or (found.group(0) == "箇条書き" and "番号" not in clause)
            out.append(Clause("list", "must_not", "lists" if every else value, words=found.group(0),
                              when=when if when in ("procedure", "list") else ""))
        else:
            other = r"\bnumb(?:er|ered)s?\b" if value == "bullets" else r"\bbullet"
            rest = clause[found.end():]
            opposite = (_NUMBERED if value == "bullets" else _BULLETS).search(rest)
            if re.search(other, rest, re.I) or opposite or (re.search(r"\bonly\b|\bnur\b|\buniquement\b|\bsolo\b", clause, re.I)
                                                                and _LISTS_ANY.search(clause) and not when):
                # "bullets instead of numbers", "numbered lists only": the style of any list, not a list in every reply
                out.append(Clause("list", "must_not", "numbered" if value == "bullets" else "bullets", words=found.group(0),
                                  when=when if when in ("procedure", "list") else ""))
                if value == "numbered" and when == "procedure":
                    # "numbered lists for steps, never bullets": the steps are numbered, as well as never bulleted
                    out.append(Clause("list", "must", "numbered", when=when, words=found.group(0)))
                continue
            only = bool(value == "bullets" and (_WHOLE.search(clause) and not when or _NOTHING_MORE.search(clause)))
            # "your whole answer as a bulleted list": nothing else; "bullet points only": the list, a lead-in line allowed
            lead_in = only and bool(re.search(r"\b(?:only|nur|seulement|uniquement|solo|sólo)\b", clause, re.I)) \
                and not re.search(r"\b(?:whole|entire|nothing but|exclusively|entirely|solely|every line|entièrement|"
                                  r"toute|ganze|ausschließlich|toda|únicamente)\b|全体", clause, re.I)
            if value == "numbered" and not when and re.search(r"\bsteps?\b|\bétapes?\b|\bschritte?n?\b|\bpasos?\b|"
                                                               r"\bstappen\b|\bkrok(?:i|ów|ach)?\b|手順|ステップ|步骤|단계",
                                                               clause, re.I):
                when = "procedure"  # "number the steps", "Schritte immer nummerieren": steps are there in a procedure
            when = when if when in ("procedure", "list") else _length_when(clause)  # "bullet your summaries"
            out.append(Clause("list", "must", value, when=when, only=only, words=found.group(0),
                              bound="lead_in" if lead_in else ""))
    prose = _PROSE_ONLY.search(clause)
    if prose and re.search(r"\b(?:und|and|et|y|oder|or|ou|o|e)\s+(?:ggf\.?\s+|gegebenenfalls\s+|maybe\s+|possibly\s+|"
                           r"occasionally\s+|éventuellement\s+|a veces\s+)?(?:lists?|listen|listes|listas|liste)\b",
                           clause[prose.end():], re.I):
        prose = None  # "nur Fließtext und ggf. Listen": prose, and lists where they help
    if prose and not any(c.polarity == "must" for c in out) and not when:
        # "No bullet points - write in paragraphs", "nur Fließtext": no list of any kind
        return [Clause("list", "must_not", "lists", words=prose.group(0))]
    if not out:
        found = _LISTS_ANY.search(clause)
        if found and _negated(clause, found.start(), found.end()) and not re.search(r"\bto-?do\b|\bshopping\b", clause) \
                and not re.search(r"\d|\b(?:more|fewer|less|longer) than\b", clause, re.I):
            out.append(Clause("list", "must_not", "lists", words=found.group(0)))
    return out


_TITLE_WORDS = rx(r"\btitles?\b|\bsub-?titles?\b|\btitres?\b|\bsous-titres?\b|\btítulos?\b|\bsubtítulos?\b|"
                          r"\btitel\b|\btitoli\b|\bsottotitoli\b|タイトル|\bbold\b|\bfett\w*|\bgras\b|\bnegrita\b", re.I)
_BOLD_AS_HEADING = rx(r"\bbold(?:ed)?\s+(?:\w+\s+){0,2}(?:as|for|instead of|in place of|pretending to be|posing as|"
                              r"that (?:pretend|act|look)s?(?: to be| like)?|like)\s+(?:\w+\s+)?(?:headings?|headers?|titles?)\b|"
                              r"\b(?:real|proper|actual|true)\s+(?:markdown\s+)?(?:headings?|headers?)\b[^.;]{0,40}\bbold\b|"
                              r"\bfake\s+(?:headings?|headers?)\b|\bfett\w*\s+(?:\w+\s+){0,2}(?:als|statt)\s+(?:\w+\s+)?überschrift\w*|"
                              r"\bgras\s+(?:\w+\s+){0,2}(?:comme|pour|au lieu de)\s+(?:[\w'’]+\s+){0,3}titres?\b|"
                              # "como si fueran títulos", "come se fossero titoli": an "as if" between bold and heading
                              r"\bnegritas?\s+(?:\w+\s+){0,2}(?:como|en lugar de)\s+(?:\w+\s+){0,3}(?:títulos?|encabezados?)\b|"
                              r"\bgrassetto\s+(?:\w+\s+){0,2}(?:come|al posto dei|invece dei)\s+(?:\w+\s+){0,3}titol[io]\b|"
                              r"\bnegrito\s+(?:\w+\s+){0,2}(?:como|em vez de)\s+(?:\w+\s+){0,3}(?:títulos?|cabeçalhos?)\b", re.I)
_SKIP_LEVELS = rx(r"\b(?:skip\w*|jump\w*)\s+(?:\w+\s+){0,2}(?:heading\s+|header\s+)?levels?\b|"
                          r"\b(?:heading|header)\s+levels?\s+(?:must\s+not\s+|shouldn'?t\s+)?(?:be\s+)?skipped\b|"
                          r"\b(?:ebenen?|überschriftenebenen?)\s+(?:\w+\s+)?überspr\w*|\büberspr\w*\s+(?:\w+\s+)?ebenen?\b|"
                          r"\bsaut\w*\s+(?:pas\s+)?(?:de\s+|des\s+)?niveaux?\b|\bsalt\w*\s+(?:\w+\s+)?niveles?\b|"
                          r"見出し(?:の)?(?:レベル|階層)を飛ば", re.I)
_END_MARKS = ((".", r"periods?|full[- ]stops?|dots?|points?|punkte?|puntos?|punti"), (":", r"colons?|deux-points|doppelpunkte?|dos puntos"),
              ("?", r"question marks?|points? d'interrogation|fragezeichen"), ("!", r"exclamation (?:marks?|points?)|ausrufezeichen"),
              (";", r"semicolons?|semikolons?|points?-virgules?"))
_ENDING = rx(r"\b(?:end|ends|ending|finish\w*|trailing|at the end|am ende|à la fin|en fin|al final|terminar?\w*|"
                     r"schließen|enden)\b", re.I)


def _heading_form(clause: str) -> list[Clause]:
    """How the headings a reply has are written: no bold line in their place, no level skipped, no mark at their end."""
    if not _HEADINGS.search(clause) and not re.search(r"\btitles?\b", clause, re.I) and not _SKIP_LEVELS.search(clause):
        return []
    out = []
    if _BOLD_AS_HEADING.search(clause):
        out.append(Clause("shape", "must", "no_bold_headings", words=clause.strip()[:40]))
    skip = _SKIP_LEVELS.search(clause)
    if skip and (_negated(clause, skip.start(), skip.end()) or re.search(r"\bnever\b|\bnie\b|\bjamais\b|\bnunca\b|\bpas\b|"
                                                                         r"\bkeine?\b|\bnicht\b|\bno\b|しない|ないで", clause, re.I)):
        out.append(Clause("shape", "must", "no_skipped_levels", words=skip.group(0)))
    ending = _ENDING.search(clause)
    if ending:
        marks = "".join(mark for mark, names in _END_MARKS if re.search(rf"\b(?:{names})\b", clause, re.I))
        if not marks and re.search(r"\bpunctuation\b|\bponctuation\b|\bsatzzeichen\b|\bpuntuación\b", clause, re.I):
            marks = ".:;!"
        if marks and (_negated(clause, ending.start(), ending.end()) or re.search(
                r"\b(?:no|never|without|shouldn'?t|mustn'?t|don'?t|ohne|keine?n?|sans|pas de|sin|nunca)\b", clause, re.I)):
            out.append(Clause("shape", "must", "heading_end", bound=marks, words=ending.group(0)))
    return out


_HEADING_SHAPES = frozenset({TITLE_CASE, SENTENCE_CASE, LEVEL_ONLY, LEVELS, "no_bold_headings", "no_skipped_levels",
                             "heading_end", NUMBERED_HEADINGS, "no_caps_headings"})
# "In docs you write for me", "When you write a README or doc file", "dans les docs que tu écris", "in Dokumenten, die du
# schreibst", "en los documentos que escribas": the documents a tool call writes, not the reply
_DOC_WRITTEN = rx(
    r"\b(?:in|for|to)\s+(?:the\s+|any\s+|all\s+)?(?:docs?|documents?|documentation|readmes?|doc files?|markdown files?|"
    r"\.md files?)\s+(?:that\s+)?you\s+(?:write|create|draft|generate|produce)\b|"
    r"\bwhen(?:ever)?\s+you\s+(?:write|create|draft|generate)\s+(?:a|an|the|any)\s+(?:readme|doc(?:ument(?:ation)?)?|markdown file)"
    r"(?:\s+(?:or|and)\s+(?:an?\s+)?(?:readme|doc(?:ument(?:ation)?)?))?(?:\s+files?)?\b|"
    r"\bdans\s+les\s+(?:docs?|documents?|readmes?)\s+que\s+tu\s+(?:écris|rédiges|crées)\b|"
    r"\bquand\s+tu\s+(?:écris|rédiges|crées)\s+(?:un|une|le|la)\s+(?:readme|doc(?:ument)?)\b|"
    r"\bin\s+(?:den\s+)?(?:docs|dokumenten|readmes?),?\s+die\s+du\s+(?:schreibst|erstellst)\b|"
    r"\bwenn\s+du\s+(?:ein(?:e|en)?\s+)?(?:readme|doku\w*|dokument)\s+(?:schreibst|erstellst)\b|"
    r"\ben\s+los\s+(?:docs|documentos|readmes?)\s+que\s+(?:escribas|redactes|crees)\b|"
    r"\bcuando\s+(?:escribas|redactes|crees)\s+(?:un|una|el)\s+(?:readme|documento)\b|"
    # a topic of document files opening the rule: "README files: ...", "In README files, ...", "Für README-Dateien:",
    # "Dans les fichiers README :", "En los README:", "READMEのファイルでは"
    r"^\W*(?:(?:in|for|für|in den|dans les|pour les|en los|en las|para los|nei|negli)\s+)?(?:the\s+|all\s+|any\s+)?"
    r"(?:fichiers\s+|archivos\s+|file\s+)?(?:(?:readmes?|docs?|documentation)(?:[- ](?:files?|dateien))?|"
    r"(?:markdown|\.md)[- ](?:files?|dateien))\s*[:,]", re.I)


def _heading_clause(clause: Clause) -> bool:
    return clause.object == "headings" or (clause.object == "shape" and clause.value in _HEADING_SHAPES)


# the markup of a heading named ("markdown", "#", "H2", "level 2") or bold text spoken of: a heading rule about the markup
_MARKUP_NAMED = rx(r"\bmarkdown\b|#|(?<![\w-])[Hh][1-6](?:'?s)?(?![\w-])|\blevel[- ]?\d|\bniveau\b|\bebene\b|\bnivel\b|"
                           r"\bbold\b|\bfett\w*|\bgras\b|\bnegrita\b|\bgrassetto\b|\bnegrito\b|\bvet(?:gedrukt)?\b|"
                           r"\bpogrubi\w*|太字|粗体|굵은|\*\*", re.I)
_TITLE_FIRST = rx(r"\b(?:start|begin|open|lead|head)\w*\b[^.;\n]{0,30}?\bwith\s+(?:a|an|one|a single|the)\s+"
                          r"(?:short\s+|clear\s+|descriptive\s+|single\s+)?(?P<h>#{1,6}\s+|h[1-6]\s+|markdown\s+)title\b", re.I)


_SINGLE_TITLE = rx(r"\b(?:a single|one single|only one|just one|exactly one|(?:never|no|not) more than (?:one|a single|1)|"
                           r"at most one|un seul|une seule|ein einzige[rs]?|nur eine?|un único|una única|un solo|una sola)\b"
                           r"[^.;\n]{0,12}(?:#|h1\b|titles?\b|titre\b|titel\b|título\b|headings?\b)", re.I)


def _headings(clause: str) -> list[Clause]:
    first = _TITLE_FIRST.search(clause)
    if first and not _HEADINGS.search(clause) and not _negated(clause, first.start(), first.end()):
        # "Begin with a # title", "start with an H1 title": a heading opens the reply ("a title" alone may be a bold
        # line or a sentence: unchecked)
        mark = (first.group("h") or "").strip().lower()
        level = str(len(mark)) if mark.startswith("#") else mark[1:] if mark.startswith("h") else ""
        return [Clause("headings", "must", "first", bound=level, words=first.group(0))]
    found = _HEADINGS.search(clause)
    if not found or (_ALSO_IN.search(clause[:found.start()]) and _EMOJI.search(clause)):
        return []
    if _EMOJI.search(clause) and emoji_rule.EACH_HEADING.search(clause) and emoji_rule.HEADING_START.search(clause):
        return []  # "an emoji at the start of each heading": the place of the emoji, read by the emoji reader
    if re.search(r"\bor\s+(?:just\s+)?(?:use|add|try)\s+(?:[\w-]+\s*)?$|\b(?:you can|you may|feel free to|could)\s+(?:\w+\s+){0,2}$",
                 clause[:found.start()], re.I):
        return []  # "Flatten them or use sub-headings": an option the rule offers, not one it asks for
    if re.search(r"\b(?:in|im|in den|in the|dans les|en los|en las|en)\s*$", clause[:found.start()], re.I) \
            and not re.search(r"\b(?:use|utilise|verwende|usa|add|put)\b", clause[:found.start()], re.I):
        return []  # "emoji only in headings": a region of the reply another part speaks of, not a heading rule
    if _HEADING_ASPECT.match(clause[found.end():]) or _HEADING_ACT.search(clause[max(0, found.start() - 30):found.start()]):
        return []  # "never skip heading levels", "don't bold headings": a rule about their form, not about having them
    levels = list(_HEADING_LEVEL.finditer(clause))
    # "never a single # H1": the level named by number, the "#" beside it being its mark
    level = next((m for m in levels if not m.group("c")), None) if levels and levels[0].group("c") else None
    level = level or (levels[0] if levels else None)
    bound = ""
    if level:
        raw = next(g for g in level.groups() if g)
        bound = str(len(raw)) if raw.startswith("#") else raw
    hashes = re.search(r"#{1,6}", clause)
    if _negated(clause, found.start(), found.end()) or (hashes and _negated(clause, hashes.start(), hashes.end())):
        # "Überschriften nur fett, nicht mit #": no markdown heading (a bold line is not one)
        if _FIRST.search(clause[:found.start()]):
            return []  # "don't start with a heading": not a rule about headings elsewhere; unchecked
        # "No H1 headings": that level alone; "no headings in short replies": those replies alone
        named = bound if level and not level.group("c") else ""  # "not with #" is every markdown heading
        # "Pas de titres ni de sous-titres": no title of any kind, a bold line standing in for one too
        value = "titles" if not named and _TITLE_WORDS.search(clause) and not re.search(r"\bmarkdown\b|#", clause, re.I) \
            else "headings"
        return [Clause("headings", "must_not", value, bound=named, when="short" if _SHORT_SCOPE.search(clause) else "",
                       words=found.group(0))]
    when, _ = _scope(clause)
    if not when and _LONG_SCOPE.search(clause):
        when = "long"  # "headings for long answers": replies long enough to be sectioned
    elif not when and re.search(r"\bwhen (?:needed|appropriate|useful|it helps)\b|\bif (?:needed|useful|it helps)\b",
                                clause, re.I):
        return []  # a scope memlock cannot measure: the rule stays unchecked rather than checked on every reply
    value = "first" if _FIRST.search(clause[:found.start()]) or _AT_TOP.search(clause) else "headings"
    return [Clause("headings", "must", value, bound=bound, when=when, words=found.group(0))]


_REGION_WORDS = (r"headings?|headers?|titles?|section titles|überschriften|titres|intertitres|encabezados|títulos|"
                 r"tables?|tabellen?|tableaux?|tablas?|code(?: blocks?)?|code-?blöcken?|blocs? de code|bloques de código|"
                 r"見出し|表")
_REGION_ONLY = rx(rf"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|except|but not|apart from|other than|"
                          rf"außer|ausser|sauf|excepto|salvo|menos)\s+(?:in|im|in den|dans les|dans|en los|en las|en)\s+"
                          rf"(?:the\s+|den\s+)?(?P<r>{_REGION_WORDS})(?![\w-])", re.I)
_EXCEPT_REGION = rx(rf"^\W*(?:except|but not|apart from|other than|außer|ausser|sauf|excepto|salvo)\s+"
                            rf"(?:in|im|in den|dans les|dans|en los|en las|en)\s+(?:the\s+|den\s+)?(?P<r>{_REGION_WORDS})"
                            rf"(?![\w-])", re.I)


def _region_name(word: str) -> str:
    w = word.lower()
    if w.startswith(("tab", "表")):
        return "tables"
    if w.startswith(("code", "bloc", "bloq")):
        return "code"
    return "headings"


_EMOJI_MAX = rx(rf"\b(?:{_MAX_BEFORE}|al massimo|massimo|no máximo|no maximo|não mais de|non più di|"
                        rf"limit(?:ed)?\s+(?:\w+\s+)?to|exactly|genau|exactement|exactamente|esattamente)\s+"
                        rf"(?:a single|one single|un solo|uno solo|um só)?\s*(?P<n>{_NUMBERS}|uno|um|una|un)\b"
                        rf"|\b(?P<m>{_NUMBERS}|a single|one single|un seul|ein einziges)\s+(?:\w+\s+)?(?:emojis?|émojis?|emoticons?)"
                        rf"\s+(?:max(?:imum)?|at most|or (?:fewer|less)|tops|au maximum|au plus|höchstens|como máximo|al massimo)\b"
                        rf"|絵文字[^。]{{0,6}}?(?P<ja>\d{{1,2}})\s?(?:つ|個)(?:まで|以内|以下)",
                        re.I)


# "not even" after a ban on every emoji: the one named is an instance of the ban, not its whole object
_NOT_EVEN = rx(r"\b(?:not even|ni siquiera|ni tan siquiera|même pas|pas même|nicht einmal|nicht mal|auch nicht|neanche|"
               r"nemmeno|nem mesmo|nem sequer)\b", re.I)


def _emoji(clause: str) -> list[Clause]:
    found = _EMOJI.search(clause)
    marks = emoji_rule.status_set(clause)
    first = min((clause.find(m) for m in marks), default=-1)
    lead = re.split(r"[.;:!?\n]", clause[:first])[-1] if first >= 0 else ""
    if marks and _NEG_BEFORE.search(lead):
        # "don't mark status with 🔴/🟢, use text labels", "pas de 🔴🟢 pour les statuts": those marks refused
        kin = emoji_rule.same_colour(marks)  # "no red/green emoji for status": ✅ and ❌ are red and green too
        return [Clause("emoji", "must_not", "named", bound=" ".join(kin), words=" ".join(marks))]
    if marks:  # "Use emoji for status: ✅ done, ❌ failed": every status line carries one of them
        return [Clause("emoji", "must", "status", bound=" ".join(marks), words=" ".join(marks))]
    if not found:
        return []
    each_heading = emoji_rule.EACH_HEADING.search(clause)
    if each_heading and emoji_rule.HEADING_START.search(clause) and not _negated(clause, found.start(), found.end()):
        # "Add one emoji at the start of each heading": the headings the reply has, each opening with one
        return [Clause("emoji", "must", "each_heading", bound="one" if emoji_rule.ONE.search(clause) else "",
                       words=each_heading.group(0))]
    if emoji_rule.END_ONLY.search(clause):  # "emoji only at the very end, never in the middle": where, not whether
        return [Clause("emoji", "must", "end_only", words=emoji_rule.END_ONLY.search(clause).group(0))]  # type: ignore[union-attr]
    most = _EMOJI_MAX.search(clause)
    if most and re.match(r"exactly|genau|exactement|exactamente|esattamente", most.group(0), re.I) and \
            (emoji_rule.START.search(clause) or _EMOJI_END.search(clause)):
        most = None  # "Start every answer with exactly one emoji": where it stands, read below
    if most:  # "at most one emoji per reply", "como máximo uno por respuesta": a count, not a ban
        raw = (most.group("n") or most.group("m") or most.group("ja") or "").lower()
        n = 1 if raw in ("a single", "one single", "un seul", "ein einziges", "uno", "um", "una", "un") else _number(raw)
        if n is None:
            return []
        if n == 0:
            return [Clause("emoji", "must_not", words=most.group(0))]
        exactly = re.match(r"exactly|genau|exactement|exactamente|esattamente", most.group(0), re.I)
        # "exactly one emoji per reply": at most one, and one there
        return [Clause("length", "must", "emoji", limit=n, bound="max", words=most.group(0))] + \
            ([Clause("emoji", "must", words=most.group(0))] if exactly else [])
    if emoji_rule.JUDGEMENT.search(clause) or emoji_rule.UNREAD_PLACE.search(clause):
        return []  # "use emoji tastefully", "絵文字はほどほどに": judgement; "no emoji in the first line": a place unread
    if emoji_rule.named_ban(clause) and re.search(r"\b(?:except|but|apart from|other than|besides|außer|ausser|sauf|"
                                                  r"excepto|salvo|tranne|exceto|menos)\b", clause, re.I):
        # "no emojis, except ✅/❌ in checklists": the ban, with the emoji it excepts, where the exception puts them
        place = " @lists" if _IN_LISTS.search(clause) else " @tables" if emoji_rule.IN_TABLES.search(clause) else ""
        return [Clause("emoji", "must_not", "allowed", bound=" ".join(emoji_rule.named_ban(clause)) + place,
                       words=found.group(0))]
    named = emoji_rule.named_ban(clause)
    even = _NOT_EVEN.search(clause, found.end())
    if named and even and all(clause.find(n, even.end()) >= 0 for n in named):
        named = ()  # "nada de emojis, ni siquiera el ✅", "no emoji, not even 👍": every emoji, those included
    if named and (_negated(clause, found.start(), found.end()) or _NEG_BEFORE.search(clause)):
        # "Don't use the 🚀 emoji": that emoji, not every emoji
        return [Clause("emoji", "must_not", "named", bound=" ".join(named), words=" ".join(named))]
    region = _REGION_ONLY.search(clause) or re.search(rf"\bin\s+(?:the\s+)?(?P<r>{_REGION_WORDS})\s+only\b", clause, re.I)
    if region:  # "emoji only in headings", "no emoji except in tables": none outside that region
        return [Clause("emoji", "must_not", words=found.group(0), region=_region_name(region.group("r")))]
    opening = re.match(r"^\W*(?:avoid|no|never|don'?t use|do not use|without|keine?|pas d[e']|sin|sans|niente|sem|nada de)\b"
                       r"[^.;\n]{0,30}$", clause[:found.start()], re.I)  # "Avoid smileys and emoji"
    if opening or _negated(clause, found.start(), found.end()) or re.search(r"emoji-?free|sans emoji|絵文字なし", clause, re.I):
        # "no emoji or emoticons like :)": the text faces are banned too
        emoticons = "emoticons" if re.search(r"\b[eé]moti(?:c[oô]n|cone|kon)s?\w*|\bsmile(?:y|ys)\b|\bсмайл\w*|\bbu(?:źk|ziek)\w*|"
                                             r"顔文字|이모티콘", clause, re.I) \
            else ""
        scoped = emoji_rule.scoped_ban(clause)  # "no emoji in headings", "... in code comments or docstrings"
        symbols = emoji_rule.named_symbols(clause)  # "no ★ ratings, no ✓ ticks, no emoji": those symbols too
        return [Clause("emoji", "must_not", emoticons, words=found.group(0), bound=f"in:{scoped}" if scoped else "")] + \
            ([Clause("emoji", "must_not", "named", bound=" ".join(symbols), words=" ".join(symbols))] if symbols else [])
    if re.search(r"\b(?:sparingly|occasionally|rarely|sometimes|when appropriate|where appropriate|feel free|"
                 r"if you like|if you want|can|may)\b", clause, re.I):
        return []  # a preference, not a rule every reply obeys or breaks
    start = emoji_rule.START.search(clause)
    between = clause[start.end():found.start()] if start and start.end() <= found.start() else None
    opens = (between is not None and len(between.split()) <= 3 and not re.search(r"\b(?:and|und|et|y|e|then|puis|dann|luego)\b|,",
                                                                                 between, re.I)) \
        or (start is not None and 0 <= start.start() - found.end() <= 3)  # "絵文字で始めて"
    if start and opens and emoji_rule.EACH_ITEM.search(clause):  # "each bullet starts with an emoji": the items
        return [Clause("emoji", "must", "each_item", words=start.group(0))]
    if start and opens and not _EMOJI_END.search(clause):  # "Start every reply with an emoji"
        out = [Clause("emoji", "must", "start", words=start.group(0))]
        if re.search(r"\b(?:exactly one|only one|a single|one single|just one|genau ein\w*|un seul|une seule|uno solo|"
                     r"un solo|exactamente un\w*)\b", clause, re.I):
            out.append(Clause("length", "must", "emoji", limit=1, bound="max", words=found.group(0)))
        return out
    if _EMOJI_END.search(clause) and not _negated(clause, found.start(), found.end()):
        # "end every reply with one fitting emoji", "un emoji al final de cada respuesta": the last thing in it
        out = [Clause("emoji", "must", "end", words=found.group(0))]
        if re.search(r"\b(?:one|a single|exactly one|un|une|uno|una|ein|einem|um|uma)\s+(?:\w+\s+)?(?:emojis?|émoji)", clause, re.I):
            out.append(Clause("length", "must", "emoji", limit=1, bound="max", words=found.group(0)))
        return out
    if _POSITIVE.search(clause):
        return [Clause("emoji", "must", words=found.group(0))]
    return []


_EMOJI_END = rx(r"\b(?:end|finish|close|conclude|sign off|wrap up)\w*\b[^.;\n]{0,40}\bwith\b|"
                        r"\bat the (?:very )?end\b|\bal final\b|\bà la fin\b|\ben fin de\b|\bam ende\b|\balla fine\b|"
                        r"\bno final\b|\btermine\w*\b|\btermina\w*\b|\bbeende\w*\b|最後に|末尾に|文末に", re.I)


# "one-line answers for yes/no questions": the "for ..." of a length rule that names closed questions is its scope
_NOT_YES_NO = r"(?!\s+(?:closed|yes[/ -]*(?:or[/ -]*)?no)\b)"
_SINGLE = rx(r"\b(?:in|with|as|to)\s+(?:a\s+|one\s+)?(?:single|one)\s+(?P<unit>sentence|line|paragraph)\b|"
                     r"\b(?:une seule|en une|en un seul) (?P<fr>phrase|ligne|paragraphe)\b|\bin einem (?P<de>satz|absatz)\b|"
                     r"\b(?:en|de) una (?:sola )?(?P<es>frase|línea)\b|\b(?:en|de) un (?:solo )?(?P<es2>párrafo)\b|"
                     # the same "in one X" in Dutch, Polish, Russian, Italian, Portuguese ("in één alinea", "jednym
                     # zdaniem", "одним абзацем", "in un solo paragrafo"); Japanese and Chinese put the count before
                     # the unit and the verb after it ("一段落で答えて", "用一段话回答")
                     r"\bin één (?:enkele )?(?P<nl>alinea|zin|regel)\b|"
                     r"(?:\bw\s+)?\bjedn(?:ym|ej|ą)\s+(?P<pl>akapi\w*|zdani\w*|lini\w*|linij\w*)|"
                     r"(?:\bв\s+)?(?<![\w])(?:одн(?:им|ой|ом|у))\s+(?P<ru>абзац\w*|предложени\w*|строк\w*)|"
                     r"\bin (?:un|una) (?:sol[oa] )?(?P<it>paragrafo|frase|riga)\b|"
                     r"\b(?:em|num|numa) (?:um |uma )?(?:só |único |única )?(?P<pt>parágrafo|frase|linha)\b|"
                     r"(?:(?:一つ|ひとつ|1つ)の|[一1１])(?P<ja>段落|文|行)(?:だけ|のみ)?(?:で|に(?:まとめ|収め))|"
                     r"(?:用|以|在)\s*[一1]\s*(?P<zh>段|句|行)(?:话|話)?(?:之?内|以内)?\s*(?:来)?(?:回答|回复|回覆|答|说明|解释|写)|"
                     r"(?:^|\b(?:only|just|keep (?:it|answers|replies) to|stick to|max(?:imum)?|at most)\s+)"
                     r"(?:a single|one|1)\s+(?P<only>sentence|line|paragraph)\b(?=\s*(?:only|max|tops|at most|,|\.|$|"
                     r"(?:per|for each|for every|in (?:each|every|any)) (?:answer|reply|response)))|"
                     # "one-liner answers only", "just one-liners": every reply one line (not "a one-liner summary")
                     r"\b(?P<liner>(?:one-?liner|single-line)\s+(?:answers?|repl(?:y|ies)|responses?))\b"
                     rf"(?!\s+(?:for|when|to|if|on|about)\b{_NOT_YES_NO})|\b(?:only|just)\s+(?P<liner2>one-?liners?)\b|"
                     r"\b(?P<liner3>one-?liners?)\s+only\b|"
                     # "a TL;DR of one line only", "give me one sentence only": that unit, one of it
                     r"\b(?:of|in|me|be)\s+(?:a single|one|1)\s+(?P<of>sentence|line|paragraph)(?:\s+only\b|"
                     # "give me one line, not a script": the unit set against a longer form
                     r"(?=\s*[,;]?\s*(?:not|instead of|rather than)\s+(?:a|an|the|whole|full|multi)))|"
                     # "one-sentence answers (only)", "single-paragraph replies"
                     r"(?<!except )(?<!except for )(?<!unless )(?<!apart from )(?<!other than )(?<!besides )(?<!for )"
                     r"(?<!to )(?<!in )(?<!on )\b(?:one|single|1)-(?P<adj>sentence|line|paragraph)\s+(?:answers?|repl(?:y|ies)|"
                     r"responses?)\b"
                     rf"(?!\s+(?:for|when|to|if|on|about)\b{_NOT_YES_NO})",
                     re.I)


_SUMMARY_SCOPE = rx(r"\b(?:keep|make|limit)\s+(?:your\s+|the\s+|all\s+)?summar(?:y|ies)\b|^\W*summar(?:y|ies)\b|"
                            r"\b(?:your|all|the)\s+summaries\b|"
                            r"\b(?:when(?:ever)?|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?|says?|types?|writes?)\s+"
                            r"(?:you\s+)?(?:for\s+)?(?:a\s+)?[\"'“‘`]?(?:summary|summaries|recap|tl;?dr|to summari[sz]e)\b|"
                            r"\bfor summaries\b|"
                            r"\bwhen summari[sz]ing\b|\b(?:nos|em|in|en los|en|dans les|in den|nei|nelle)\s+"
                            r"(?:resumos|resúmenes|résumés|zusammenfassungen|riassunti)\b|\bquand je (?:te )?demande un résumé\b|"
                            r"\bwenn ich (?:nach )?einer? zusammenfassung\b|\bcuando (?:te )?pida un resumen\b|要約を(?:頼|求め)|"
                            # the condition in any of them: "si je demande un résumé", "falls ich um eine
                            # Zusammenfassung bitte", "si te pido un resumen", "se eu pedir um resumo", "要約を頼んだら"
                            r"\b(?:when(?:ever)?|if|si|quand|lorsque|wenn|falls|cuando|se|quando)\s+(?:i|je|j'|ich|yo|eu|io)?\s*"
                            r"(?:te\s+|vous\s+|dich\s+|ti\s+|lhe\s+)?(?:ask|request|want|demande|réclame|frage|bitte|will|"
                            r"pido|pida|peço|pedir|chiedo|chieda)\w*\s+(?:\w+\s+){0,3}?(?:summary|summaries|recap|tl;?dr|"
                            r"résumé|synthèse|zusammenfassung|resumen|resumo|riassunto|sintesi)\b|"
                            r"\b(?:wenn|falls)\s+ich\s+(?:\w+\s+){0,3}?zusammenfassung\b|"
                            r"(?:要約|まとめ)(?:を)?(?:頼|求め|お願い)", re.I)
_EXPLAIN_SCOPE = rx(r"\bwhen(?:ever)?\s+(?:you\s+)?explain\w*\b|\bfor explanations\b|"
                            r"\b(?:every|each|any|all|your)\s+explanations?\b|\b(?:chaque|toute)\s+explication\b|"
                            r"\bjede\s+erklärung\b|\b(?:cada|toda)\s+explicación\b|\bquand tu expliques\b|"
                            r"\bwenn du (?:etwas )?erklärst\b|\bcuando expliques\b|説明する(?:とき|時)|"
                            # "解释报错的时候", "解釋時", "설명할 때": when the reply explains something
                            r"(?:解释|解釋)[^，。,;；]{0,8}?(?:的)?(?:时候|時候|时|時)|설명할\s*때", re.I)


# "when I say 'go deep', ...", "si je dis « bref », ...": a condition on the user's own words
_SAY_TRIGGER = rx(r"\b(?:when(?:ever)?|if|once)\s+(?:i|the user)\s+(?:say|type|write|add|put|use|start with)s?\b|"
                          r"\b(?:quand|si|lorsque)\s+(?:je|j')\s*(?:dis|écris|tape|mets)\b|"
                          r"\b(?:wenn|falls)\s+ich\s+(?:\S+\s+){0,3}?(?:sage|schreibe|tippe)\b|"
                          r"\b(?:cuando|si)\s+(?:yo\s+)?(?:digo|diga|escribo|escriba|pongo|ponga)\b|"
                          r"\b(?:quando|se)\s+(?:io\s+)?(?:dico|scrivo)\b|"
                          r"(?:と|って)(?:言|書|入力)(?:った|う|いた|く)(?:ら|とき|時)", re.I)


def _length_when(clause: str) -> str:
    """The replies a length speaks to, when the rule names them by what the user asked."""
    if _SUMMARY_SCOPE.search(clause):
        return "summary_request"
    if _EXPLAIN_SCOPE.search(clause):
        return "explanation"
    return ""


def _unconditioned(clauses: list[Clause], clause: str) -> list[Clause]:
    """Drop the lengths of a clause whose replies hang on a word the user says ("when I say 'short', ...") that
    no scope models: checking every reply would guess."""
    if _SAY_TRIGGER.search(clause):
        return [c for c in clauses if c.when or c.object not in ("length", "partlen")]
    return clauses


_RANGE = rx(rf"(?<![\d.])(?P<a>\d{{1,4}})\s*(?:-|–|to|à|bis|a|al|(?<=\d) and|(?<=\d) und|(?<=\d) et|(?<=\d) y)\s*"
                    rf"(?P<b>\d{{1,5}})\s+(?P<u>{_UNITS_WORDS})", re.I)


def _ranged(ranged: re.Match[str], clause: str) -> list[Clause]:
    """"one paragraph of 3-5 sentences": at least the first number, at most the second."""
    low, high, unit = int(ranged.group("a")), int(ranged.group("b")), _unit(ranged.group("u"))
    if not 0 < low < high or unit == "items":
        return []
    when = _length_when(clause)
    return [Clause("length", "must", unit, limit=low, bound="min", when=when, words=ranged.group(0)),
            Clause("length", "must", unit, limit=high, bound="max", when=when, words=ranged.group(0))]


# "Each section no longer than 2 sentences", "max 20 words per bullet", "keep each comment to one sentence": a
# limit on every part of the reply, not on the reply; memlock does not measure parts, so the clause stays unchecked
_EACH_PART = rx(r"\b(?:each|every|per|chaque|par|jede[rsnm]?|pro|cada|por|ogni|elke|per)\s+(?:single\s+)?"
                        r"(?:paragraphs?|sections?|bullets?|bullet points?|items?|list items?|points?|comments?|steps?|"
                        r"lines?|sentences?|headings?|titles?|entr(?:y|ies)|cells?|rows?|paragraphes?|puces?|lignes?|"
                        r"phrases?|absatz|abschnitt|punkt|zeile|satz|aufzählungspunkt|párrafos?|secci[oó]n|viñetas?|"
                        r"puntos?|l[ií]neas?|frases?|paragrafo|sezione|riga|alinea|sectie|regel|zin)\b"
                        r"|(?:段落|項目|箇条書き|見出し|行|文)(?:ごと|毎|につき)", re.I)


# What a length counts: "Keep functions under 40 lines", "Limit each commit to 200 lines", "Keep lines under 100
# characters", "Commit subjects ≤ 50 characters" measure a piece of code or of another text, not the reply. The noun a
# limit is said of sits just before it ("functions under 40 lines") or after it ("40 lines per function", "50 characters
# for the subject line"); such a limit is not a reply length, and stays unchecked rather than judging every answer.
_ARTEFACT = (r"functions?|funcs?|methods?|classes|class|modules?|files?|scripts?|commits?|commit messages?|subjects?|"
             r"subject lines?|titles?|pr titles?|pull requests?|prs?|diffs?|patch(?:es)?|variables?|variable names?|"
             r"identifiers?|names?|tests?|test cases?|docstrings?|comments?|code lines?|lines? of code|lines|"
             r"paragraphs?|sentences?|bullets?|bullet points?|headings?|headlines?|slides?|"
             r"e-?mails?|emails?|log lines?|log messages?|queries|query|urls?|passwords?|branch names?|tags?|"
             r"fonctions?|méthodes?|fichiers?|lignes|paragraphes|phrases|titres?|funktionen|methoden|klassen|dateien|"
             r"zeilen|absätze|sätze|überschriften|funciones|métodos|clases|archivos|ficheros|líneas|párrafos|frases|"
             r"títulos|funzioni|metodi|classi|righe|funções|arquivos|linhas|関数|メソッド|クラス|ファイル|コミット|タイトル|件名")
_REPLY_NOUN = rx(r"\b(?:repl(?:y|ies)|answers?|responses?|respond|answer|reply|réponses?|antworten?|"
                         r"respuestas?|risposte?|respostas?|it|them|yourself|output|explanations?|summar(?:y|ies)|"
                         r"messages? to me|chat messages?)\b|回答|返答|返信|答え", re.I)
_MEASURED_BEFORE = rx(rf"(?:^|\W)(?P<noun>{_ARTEFACT})(?:\W+\w+){{0,3}}\W*$", re.I)
_MEASURED_AFTER = rx(rf"^\s*(?:of\s+(?P<code>code)\b|(?:\w+\s+){{0,2}}(?:per|each|every|for|par|pro|je|por|para|の)\s*"
                             rf"(?:the\s+|a\s+|an\s+|each\s+|every\s+|one\s+|le\s+|la\s+|une?\s+|chaque\s+)?"
                             rf"(?P<noun>{_ARTEFACT})\b)", re.I)


def _measures_other_text(clause: str, start: int, end: int, unit: str) -> bool:
    """The limit at clause[start:end] is said of a function, file, commit, line ... rather than of the reply."""
    def other(noun: str) -> bool:
        return _unit(noun) != unit or noun.lower() in ("lines of code", "code lines", "line of code")
    before = _MEASURED_BEFORE.search(clause[max(0, start - 48):start])
    if before and other(before.group("noun")) and not _REPLY_NOUN.search(clause[before.end("noun") + max(0, start - 48):start]):
        return True
    after = _MEASURED_AFTER.search(clause[end:end + 40])
    return bool(after and (after.group("code") or other(after.group("noun"))))


# The parts of a reply a length limit may be said of, each in the words a rule names it with
_PART_NOUNS = {
    "item": r"bullet[- ]?points?|bullets?|list items?|list entries|items?|entries|points?|steps?|puces?|"
            r"aufzählung(?:en|spunkte?n?)?|stichpunkte?n?|listenpunkte?n?|vi[ñn]etas?|elementos?|puntos?|punti|voci|itens?|marcadores|"
            r"項目|箇条書き",
    "paragraph": r"paragraphs?|paragraphes?|absatz|absätze|absätzen|p[áa]rrafos?|paragrafi|paragrafo|par[áa]grafos?|"
                 r"alinea'?s?|段落",
    "section": r"sections?|abschnitte?n?|abschnitts|secci[oó]n(?:es)?|sezion[ei]|se[çc][õo]es|se[çc][ãa]o|secties?|"
               r"セクション",
    "sentence": r"sentences?|phrases?|sätze|satz|frases?|frasi|oraci[oó]n(?:es)?|zinnen|zin",
    "heading": r"headings?|headers?|titles?|section titles?|titres?|intertitres?|überschriften|überschrift|"
               r"encabezados?|t[íi]tulos?|titoli|見出し",
    # the subject of an email drafted for the user (a commit's subject is read by commit_message.py first)
    "subject": r"(?:subject[- ]lines?|e-?mail subjects?|lignes? d'objet|objets? (?:de (?:l'|mes |tes |vos )?|des |du )"
               r"(?:e-?mails?|mails?|courriels?)|betreffzeilen?|betreffs?|l[íi]neas? de asunto|asuntos? de (?:los |tus )?"
               r"correos?|righe dell'oggetto|oggetti delle e-?mail|linhas? de assunto|件名)"
               # "Subject lines in emails you draft for me: 8 words max": the emails they head, then the limit
               r"(?:\s+(?:in|of|for|dans|des|de|für|in|en|para)\s+(?:the\s+|my\s+|your\s+|any\s+|les\s+|mes\s+|tes\s+|"
               r"meinen\s+|los\s+|mis\s+|tus\s+)?(?:e-?mails?|mails?|courriels?|correos?|e-?mail-?entwürfen)\b"
               r"[^:=.;\n]{0,30}?(?=\s*:|$))?",
}
_PART_NOUN = "(?P<noun>" + "|".join(_PART_NOUNS.values()) + ")"
_PART_NOUN2 = _PART_NOUN.replace("?P<noun>", "?P<noun2>")
_PART_NOUN3 = _PART_NOUN.replace("?P<noun>", "?P<noun3>")
# "each bullet", "every paragraph", "per section", "no sentence", "jede Überschrift", "chaque puce", "cada párrafo"
_PART_EACH = rx(rf"\b(?:each|every|any|per|for each|in each|no|not one|chaque|par|aucune?|pas une?|jede[rsnm]?|"
                        rf"pro|je|keine?[rsnm]?|cada|por|ningún|ninguna?|ogni|per ogni|nessun[oa]?|elke|geen|"
                        rf"in jede[mrn]?)\s+(?:single\s+|individual\s+|one\s+|seule?\s+|einzelne[rsnm]?\s+|"
                        rf")?{_PART_NOUN}(?![\w-])"
                        rf"|(?:各|それぞれの){_PART_NOUN2}|{_PART_NOUN3}(?:ごと|毎|につき|あたり)", re.I)
# "Bullets ≤ 12 words", "Keep sentences under 20 words", "Paragraphs: 3 sentences max", "Überschriften maximal 5 Wörter":
# the part named first, as the subject of the limit
_PART_FIRST = rx(rf"^\W*(?:(?:please\s+)?(?:keep|make|limit|cap|hold|write|bitte)\s+)?(?:your\s+|the\s+|all\s+|my\s+|"
                         rf"les\s+|tes\s+|vos\s+|die\s+|deine\s+|los\s+|las\s+|tus\s+|i\s+|le\s+|gli\s+)?"
                         rf"{_PART_NOUN}(?![\w-])(?=\s*(?:[:=(,]|should|must|are|stay|kept|to|of|with|under|below|at most|"
                         rf"max|no more|no longer|not more|not longer|≤|<|de|von|mit|con|di|höchstens|maximal|"
                         rf"jeweils|sollen|dürfen|ne|doivent|deben|debe|short|brief|kurz|courtes?|cortas?|brevi|-|—|–|"
                         rf"はそれぞれ|は))", re.I)
# "max 5 words each", "10 mots chacune", "jeweils höchstens 8 Wörter": each of the part the clause named
_EACH_OF = rx(r"\b(?:each|apiece|chacun(?:e)?|jeweils|cada uno|cada una|ciascuno|ciascuna|elk)\b", re.I)


def _part_of(segment: str) -> tuple[str, re.Match[str]] | None:
    found = _PART_EACH.search(segment) or _PART_FIRST.search(segment)
    if not found:
        return None
    noun = next(found.group(g) for g in ("noun", "noun2", "noun3") if found.groupdict().get(g))
    part = next(name for name, words in _PART_NOUNS.items() if re.fullmatch(words, noun, re.I))
    return part, found


def _part_named(clause: str) -> tuple[str, re.Match[str]] | None:
    """The first part the clause names anywhere ("Use bullets, max 8 words each")."""
    found = re.search(rf"(?<![\w-]){_PART_NOUN}(?![\w-])", clause, re.I)
    if not found:
        return None
    return next(name for name, words in _PART_NOUNS.items() if re.fullmatch(words, found.group("noun"), re.I)), found


def _part_length(clause: str) -> tuple[list[Clause], str]:
    """Limits on each part of the reply ("each bullet under 12 words", "no paragraph longer than 3 sentences"),
    and what is left of the clause for the reply's own length."""
    segments = re.split(r"\s*(?:,|;|\(|\)|\band\b|\bund\b|\bet\b|\by\b)\s*", clause)
    out: list[Clause] = []
    rest: list[str] = []
    pending = ""  # a part named in a segment with no limit: "Each bullet point, at most 10 words"
    named = _part_of(clause) or _part_named(clause)
    for segment in segments:
        alone = re.fullmatch(rf"\W*(?:the\s+|all\s+|your\s+|les\s+|die\s+|los\s+|las\s+)?{_PART_NOUN}\W*", segment, re.I)
        if alone:  # "Headings, at most 6 words": the part named alone, its limit in the next segment
            pending = next(name for name, words in _PART_NOUNS.items() if re.fullmatch(words, alone.group("noun"), re.I))
            continue
        found = _part_of(segment)
        part = found[0] if found else ""
        bare = segment
        if found:  # the noun goes, its determiner stays: "no paragraph longer than 3 sentences" is a limit
            group = next(g for g in ("noun", "noun2", "noun3") if found[1].groupdict().get(g))
            bare = segment[:found[1].start(group)] + " " + segment[found[1].end(group):]
        elif pending and not _REPLY_NOUN.search(segment):
            part = pending
        elif named and _EACH_OF.search(segment):
            part = named[0]  # "use bullets, max 8 words each"
            bare = _EACH_OF.sub(" ", segment)
            if part == "heading" and re.search(r"\b(?:ask|asks|request|want|give me|suggest|pido|demande|bitte um|chiedo)\w*\s+"
                                               r"(?:\w+\s+){0,3}$", clause[:named[1].start()], re.I):
                part = "line"  # "When I ask for titles or headlines, keep each under 60 characters": the titles asked for
        if not part:
            rest.append(segment)
            continue
        bare = " ".join(bare.split())
        limits = [c for c in _length(bare, parts=False) if c.bound == "max" and c.object == "length"]
        if not limits and re.match(rf"^(?:{_NUMBERS})\s+(?:{_UNITS_WORDS})\b", bare, re.I) and found \
                and re.search(r"\b(?:per|pro|par|por|je)\b|ごと|毎|につき", found[1].group(0), re.I):
            limits = [c for c in _length(f"max {bare}", parts=False) if c.object == "length"]  # "one sentence per bullet"
        wanted = [c for c in limits if c.value in part_spec.ALLOWED[part] and c.limit]
        if not wanted:
            if found and not limits:
                # "No headings in short replies (under 200 words)": the count after a reply noun is the replies' size
                pending = "" if _REPLY_NOUN.search(bare) else part
                if pending:
                    continue
            rest.append(segment)
            continue
        pending = ""
        for c in wanted:
            strict = c.limit is not None and c.limit > 1 and _STRICT.search(c.words)
            limit = (c.limit or 0) - 1 if strict else c.limit
            _, unless = _scope(clause)
            out.append(Clause("partlen", "must", f"{part}:{c.value}:{limit}", when=c.when or _length_when(clause),
                              unless=c.unless or ("detail_request" if unless else ""),
                              words=segment.strip()[:60]))
    return out, ", ".join(rest)


# "Tweet-length replies", "answers that fit in an SMS": a size named by the text it must fit (280 / 160 characters),
# when the rule gives no number of its own
_FITS = rx(r"\b(?P<tweet>tweet|twitter|x-post)[- ](?:length|sized?|long)\b|\bfit\w*\s+(?:in|into|within)\s+(?:a\s+|one\s+|an\s+|"
                   r"a single\s+)?(?:(?P<tweet2>tweet)|(?P<sms>sms|text message))\b|\b(?P<sms2>sms)[- ](?:length|sized?)\b", re.I)


def _fits(clause: str) -> list[Clause]:
    found = _FITS.search(clause)
    if not found or re.search(r"\d", clause) or _negated(clause, found.start(), found.end()):
        return []
    limit = 280 if found.group("tweet") or found.group("tweet2") else 160
    return [Clause("length", "must", "characters", limit=limit, bound="max", when=_length_when(clause),
                   words=found.group(0))]


def _length(clause: str, parts: bool = True) -> list[Clause]:
    explained = parse_explanation_limit(clause)
    if explained:  # "max 2 sentences of explanation, then one example": the explanation's count, not the reply's
        return [Clause("partlen", "must", explained, when="explanation", words=clause.strip()[:40])]
    found = _unconditioned(_length_read(clause, parts), clause)
    if any(t.startswith("max_line:") for t in parse_code_style(clause)):
        # "代码每行不超过80个字符": characters per line of code (code_style's max_line), not the reply's length
        found = [c for c in found if c.value != "characters"]
    return found


# "one paragraph, maybe two, tops", "drei Sätze, höchstens vier": a count the rule then stretches; the stretched
# count is the bound
_STRETCHED = rx(rf"(?<![\d.]){_num('a')}\s*-?\s*{_unitg('u')},?\s+(?:or\s+)?(?:maybe|perhaps|possibly|"
                        rf"peut-être|vielleicht|quizás|quizá|tal vez|forse|talvez|misschien|może|"
                        rf"(?P<max>at most|max\.?|au plus|höchstens|como mucho|al massimo|no máximo|hooguit))\s+{_num('b')}\b"
                        # the stretched count has no unit of its own ("One paragraph, max 80 words" is two limits)
                        rf"(?!\s*-?\s*(?:{_UNITS_WORDS})(?![A-Za-zÀ-ÿ]))",
                        re.I)


def _stretched(clause: str) -> str:
    found = _STRETCHED.search(clause)
    a, b = (_number(found.group("a")), _number(found.group("b"))) if found else (None, None)
    if found is None or a is None or b is None or b <= a:
        return clause
    rest = re.sub(r"^\s*,\s*", " ", clause[found.end():])  # "..., maybe two, tops": the bound word after it
    bound = "at most " if found.group("max") else ""
    return f"{clause[:found.start()]}{bound}{found.group('b')} {found.group('u')}{rest}"


def _length_read(clause: str, parts: bool = True) -> list[Clause]:
    clause = _stretched(clause)
    fits = _fits(clause)
    if fits:
        return fits
    multi = re.search(r"\b(?:no|never|not|avoid|without|keine?)\s+multi-?sentence\s+(?:bullets?|bullet points?|items?|list items?)\b",
                      clause, re.I)
    if multi and parts:  # "No multi-sentence bullets": one sentence each
        return [Clause("partlen", "must", "item:sentences:1", words=multi.group(0))]
    if parts and (_PART_EACH.search(clause) or _PART_FIRST.search(clause)
                  or (_EACH_OF.search(clause) and _part_named(clause))):
        parted, rest = _part_length(clause)
        if parted:
            return parted + (_length(rest, parts=False) if rest.strip() and not _EACH_PART.search(rest) else [])
    if _EACH_PART.search(clause):
        return []
    single = _SINGLE.search(clause)
    if single and _negated(clause, single.start(), single.end()):
        # "I hate one-line answers", "no one-sentence replies": a floor the rule gives no number for, not a ceiling
        clause = clause[:single.start()] + " " * (single.end() - single.start()) + clause[single.end():]
        single = None
    if single:
        unit = next(g for g in (single.group("unit"), single.group("fr"), single.group("de"), single.group("es"),
                                single.group("es2"), single.group("only"), single.group("adj"), single.group("of"),
                                single.group("nl"), single.group("pl"), single.group("ru"), single.group("it"),
                                single.group("pt"), single.group("ja"), single.group("zh"))
                    if g) \
            if not (single.group("liner") or single.group("liner2") or single.group("liner3")) else "line"
        unless = _length_unless(clause)
        out = [Clause("length", "must", _unit(unit), limit=1, bound="max", when=_length_when(clause),
                      unless=unless if unless == "detail_request" else "", words=single.group(0))]
        if _unit(unit) == "lines":
            # one line says one thing: a paragraph run on one line ("Yes. Since 3.7 ... If you need ...") is none
            out.append(Clause("length", "must", "sentences", limit=2, bound="max", when=_length_when(clause),
                              unless=out[0].unless, words=single.group(0)))
        ranged = _RANGE.search(clause)
        if ranged:
            return out + _ranged(ranged, clause)
        # "One paragraph, max 80 words": the word limit holds as well as the single paragraph
        clause = clause[:single.start()] + " " * (single.end() - single.start()) + clause[single.end():]
    else:
        out = []
        one = single_unit(clause)  # "in nur einem Absatz", "一段落だけで答えて", "只用一段话回答"
        if one and not _negated(clause, clause.find(one[1]), clause.find(one[1]) + len(one[1])):
            unless = _length_unless(clause)
            out = [Clause("length", "must", one[0], limit=1, bound="max", when=_length_when(clause),
                          unless=unless if unless == "detail_request" else "", words=one[1])]
            start = clause.find(one[1])
            clause = clause[:start] + " " * len(one[1]) + clause[start + len(one[1]):]
    ranged = _RANGE.search(clause)
    if ranged:
        out += _ranged(ranged, clause)
        clause = clause[:ranged.start()] + clause[ranged.end():]
    for found in _LENGTH.finditer(clause):
        if _PART_SUBJECT.search(clause[:found.start()]):
            continue  # "keep bullets under 8 words", "headings of at most 5 words": each part's length, not the reply's
        groups = found.groupdict()
        n = _number(next((groups[g] for g in ("n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10")
                          if groups.get(g)), ""))
        unit = next((groups[g] for g in ("u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "u10") if groups.get(g)), "")
        if not n:
            continue
        if groups.get("exact"):  # "exactly 3 sentences": at least and at most 3 (a count of items: at most)
            unless = _length_unless(clause)
            for bound in (("max",) if _unit(unit) == "items" else ("min", "max")):
                out.append(Clause("length", "must", _unit(unit), limit=n, bound=bound, when=_length_when(clause),
                                  unless=unless, words=found.group(0)))
            continue
        if found.group("over"):  # "never write more than 300 words": at most 300; "more than 3 words" alone says no limit
            if not _negated(clause, found.start(), found.start()) or \
                    _measures_other_text(clause, found.start(), found.end(), _unit(unit)):
                continue
            out.append(Clause("length", "must", _unit(unit), limit=n, bound="max", when=_length_when(clause),
                              unless=_length_unless(clause), words=found.group(0)))
            continue
        before = (found.group("before") or "").lower()
        after = (found.group("after") or "").lower()
        if before in _MIN_BEFORE.split("|") or before.startswith(("at least", "no fewer", "no less", "minimum", "min",
                                                                  "au moins", "mindestens", "al menos", "como mínimo")) \
                or after in ("or more", "ou plus", "oder mehr", "o más", "ou mais", "o più", "以上", "이상") or groups.get("n7"):
            bound = "min"
        elif groups.get("sym") or groups.get("n5") or groups.get("lim") or groups.get("cjk") or groups.get("n10"):
            bound = "max"
        elif before or after or clause.strip().lower().startswith(("no more than", "max")):
            bound = "max"
        elif re.search(r"\b(?:keep|limit|within|under|short|brief|max)\b", clause, re.I):
            bound = "max"
        else:
            continue  # "3 sentences" with no bound: not a limit memlock can read
        if _negated(clause, found.start(), found.start()) and bound == "min":
            continue
        # "under 100 words unless I ask (for more)": a longer answer asked for; "unless I ask for code": code asked for
        unless = _length_unless(clause)
        if _unit(unit) == "items" and bound != "max":
            continue  # "at least 3 bullet points": not modelled
        if _measures_other_text(clause, found.start(), found.end(), _unit(unit)):
            continue  # "Keep functions under 40 lines": a limit on code or another text, not on the reply
        out.append(Clause("length", "must", _unit(unit), limit=n, bound=bound, unless=unless, when=_length_when(clause),
                          words=found.group(0)))
    return out


_PT_VARIETY = rx(r"(?P<pt>portugu[eê]s\s+(?:europeu|de\s+portugal)|\bpt[-_]pt\b|(?:norma|ortografia)\s+(?:europeia|de\s+"
                         r"portugal)|portugais\s+(?:du\s+portugal|européen)|europäisches\s+portugiesisch|"
                         r"portugués\s+(?:de\s+portugal|europeo))|(?P<br>portugu[eê]s\s+(?:do\s+brasil|brasileiro)|\bpt[-_]br\b|"
                         r"(?:ortografia|norma)\s+brasileira|portugais\s+(?:du\s+brésil|brésilien)|"
                         r"brasilianisches\s+portugiesisch|portugués\s+(?:de\s+brasil|brasileño))", re.I)


def _pt_variety(clause: str) -> list[Clause]:
    """"Use a ortografia do português europeu, não a brasileira", "Responda sempre em português do Brasil"."""
    found = _PT_VARIETY.search(clause)
    if not found or _negated(clause, found.start(), found.end()):
        return []
    return [Clause("spelling", "must", "pt-PT" if found.group("pt") else "pt-BR", words=found.group(0))]


def _spelling(clause: str) -> list[Clause]:
    pt = _pt_variety(clause)
    if pt:
        return pt
    spanish = spanish_variety.rule_variety(clause)  # "español de España, no latino": the variety's markers
    if spanish:
        return [Clause("spelling", "must", spanish[0], words=spanish[1])]
    reform = german_spelling.REFORM_RULE.search(clause)
    # "kein ß nach kurzem Vokal": the refusal is of ß, the reform is what is asked
    if reform and (re.search(r"vokal|vowel", reform.group(0), re.I) or not _negated(clause, reform.start(), reform.end())):
        return [Clause("spelling", "must", "de-1996", words=reform.group(0))]
    read = read_spelling(clause)
    if read:
        return [Clause("spelling", "must", read[0], words=read[1])]
    found = _SPELLING.search(clause)
    if not found:
        return []
    raw = next(g for g in found.groups() if g).lower()
    if raw.startswith(("canad", "kanad", "en-ca", "en_ca")):
        return [] if _negated(clause, found.start(), found.end()) else \
            [Clause("spelling", "must", "en-CA", words=found.group(0))]
    if raw.startswith(("austral", "aussie", "en-au", "en_au")):
        return [] if _negated(clause, found.start(), found.end()) else \
            [Clause("spelling", "must", "en-AU", words=found.group(0))]
    british = raw.startswith(("brit", "uk", "u.k", "english (uk", "en-gb", "en_gb", "common", "new zealand", "nz", "kiwi",
                              "irish", "south african", "イギリス", "英国",
                              "-ise", "-our"))
    if _negated(clause, found.start(), found.end()):
        british = not british  # "avoid British spellings": American wanted
    return [Clause("spelling", "must", "en-GB" if british else "en-US", words=found.group(0))]


_BOTH = rx(r"\bboth\b|\bas well as\b|\btogether\b|\bside by side\b|\bwith (?:the |a )?conversions?\b|"
                   r"\bles deux\b|\bbeide[ns]?\b|\bambos\b|\bambas\b|両方|併記", re.I)


# "None of that metric nonsense", "none of your imperial units": a system refused
_NONE_OF = rx(r"\bnone of (?:that|this|the|your|those|these)\s+(?:[^\W\d]+\s+)?$", re.I)


def _system(found: re.Match[str]) -> str:
    return "metric" if any(found.group(g) for g in ("m", "mj", "mc", "mt", "mx", "mk")) else "imperial"


# "the imperial equivalent in brackets", "include a metric conversion", "avec l'équivalent impérial", "mit Umrechnung",
# "con la conversión", "換算も": every quantity with its value in the other system
_CONVERSION_NOUN = rx(r"\b(?:conversions?|equivalents?|converted (?:values?|figures?|amounts?))\b|\béquivalen(?:t|ts|ce)\b|"
                              r"\bumrechnung\w*|\bentsprechung\w*|\bequivalen(?:te|tes|cia)\b|\bconversi[oó]n(?:es)?\b|"
                              r"\bconversion[ei]\b|\bconvers(?:ão|ões)\b|換算|併記", re.I)
# "both systems", "both units", "both scales", "in beiden Einheiten", "dans les deux systèmes", "en ambos sistemas"
_BOTH_SYSTEMS = rx(r"\bboth (?:unit )?(?:systems|units|scales)\b|\b(?:metric|imperial) and (?:metric|imperial)\b|"
                           r"\bbeide[nr]? (?:systeme\w*|einheiten|maßsysteme\w*)|\bles deux (?:systèmes|unités|échelles)\b|"
                           r"\bamb[oa]s (?:sistemas|unidades|escalas)\b|\bentrambi i sistemi\b|両方の単位|両方", re.I)
_JOINED = rx(r"\s*(?:and|&|/|\+|plus|as well as|et|und|y|e|と)\s*(?:(?:in|en|em|auf)\s+)?", re.I)
# "Convert US units to metric", "switch metric values to imperial": the system they are put into
_INTO = rx(r"\b(?:convert\w*|switch\w*|chang\w*|turn\w*|conver\w*|umrechn\w*|rechne\w*|pas\w*)\b[^.;]{0,40}?"
                   r"\b(?:to|into|en|in|a|zu)\s+(?:the\s+|le\s+|das\s+|el\s+)?$", re.I)
# "Metric, except in tables", "Imperial!", "Metrisch, bitte": a clause that opens with a system word alone
_SYSTEM_ALONE = rx(r"^\W*(?:metric|imperial|metrisch|imperial|métrique|impérial|métrico|metrico|imperiale)\b\s*"
                           r"(?:[,.;:!—–-]|$)", re.I)


def _both_joined(clause: str, found: list[re.Match[str]]) -> bool:
    """Two units of the two systems written as a pair: "Celsius and Fahrenheit", "km/miles", "°C et °F"."""
    for a, b in zip(found, found[1:]):
        if _system(a) != _system(b) and _JOINED.fullmatch(clause[a.end():b.start()]) \
                and not _negated(clause, a.start(), a.end()):
            return True
    return False


_MONEY = rx(r"\b(?:sterling|prices?|pricing|costs?|currenc(?:y|ies)|money|gbp|salar(?:y|ies)|budgets?|prix|preis\w*|"
                    r"precios?|prezzi|preços?)\b|[£$€¥]", re.I)


def _both_of(clause: str) -> str:
    return ",".join(units.dimensions_named(clause, both=True))


_IN_BRACKETS = rx(r"(?:\s+[^\W\d]+){0,2}\s+(?:in|within|inside|entre|in den|tra)\s+(?:brackets|parenthes[ie]s|"
                          r"parenth[eè]ses|klammern|par[ée]ntesis|parentesi|par[êe]nteses)\b|\s*\((?:in )?(?:brackets|parentheses)\)", re.I)


def _first_system(clause: str) -> str:
    """The system a both-systems rule puts first: "metric first", "imperial in brackets" (metric first), "Celsius
    first, Fahrenheit in parentheses"; "" when the rule sets no order."""
    named = list(_UNITS.finditer(clause))
    for i, found in enumerate(named):
        system = _system(found)
        if re.match(r"\s+(?:first|zuerst|d'abord|en premier|primero|prima|primeiro)\b", clause[found.end():], re.I):
            return system
        bracket = _IN_BRACKETS.match(clause, found.end())
        # the unit nearest the brackets is the one in them ("Celsius with Fahrenheit in brackets": Fahrenheit)
        if bracket and not any(later.start() < bracket.end() for later in named[i + 1:]):
            return "imperial" if system == "metric" else "metric"
    return ""


# "even if I write in inches", "même si je t'écris en pouces", "auch wenn ich in Zoll frage", "anche se ti scrivo in
# pollici", "aunque te pregunte en libras": a concession about what the user writes; the units it names are the user's,
# not the rule's (the rule holds against them)
_CONCESSION = rx(
    r"(?:^|(?<=[\s,;(—–-]))(?:even (?:if|when|though)|même (?:si|quand|lorsque)|auch wenn|selbst wenn|sogar wenn|"
    r"aun(?:que| cuando| si)|incluso (?:si|cuando)|anche se|anche quando|persino se|perfino se|mesmo (?:que|se|quando)|"
    r"ainda que)\s+(?P<who>[^,.;:!?()—–]{0,80})", re.I)
_USER_SUBJECT = rx(r"\b(?:i|me|my|je|j['’]|me|moi|ich|mir|mich|yo|te|ti|io|eu|mi)\b|(?:^|\s)(?:t['’]|m['’])|"
                           r"\b(?:the user|user)\b", re.I)


def drop_concession(clause: str) -> str:
    """``clause`` without a concession about what the user writes ("Metric always, even if I ask in miles": "Metric
    always,")."""
    found = _CONCESSION.search(clause)
    if not found or not _USER_SUBJECT.search(found.group("who")):
        return clause
    return clause[:found.start()] + clause[found.end():]


def _units(clause: str) -> list[Clause]:
    """Unit-system clauses; a both-systems rule that sets an order ("metric first, imperial in brackets") asks for
    that system first (both_metric_first / both_imperial_first)."""
    clause = drop_concession(clause)
    alone = units.without_conversion_condition(clause)  # "metric; if the source gives miles, convert them": metric
    out = (_units_read(alone) if alone != clause else []) or _units_read(clause)
    first = _first_system(clause) if any(c.value == "both" for c in out) else ""
    return [Clause(**{**c.__dict__, "value": f"both_{first}_first"}) if c.value == "both" and first else c for c in out]


def _bracketed_pair(clause: str, found: list[re.Match[str]]) -> bool:
    """A unit of one system put in brackets after one of the other ("Celsius with Fahrenheit in brackets", "en °C y
    también en °F entre paréntesis"): both systems, every time; never an allowance ("imperial in brackets is ok")."""
    if _ALLOWANCE.search(clause) or re.search(r"\byou (?:can|may|could)\b|\bif (?:you|i) (?:like|want|ask)\b", clause, re.I):
        return False
    for i, second in enumerate(found):
        bracket = _IN_BRACKETS.match(clause, second.end())
        if bracket and not _negated(clause, second.start(), second.end()) \
                and not re.search(r"\b(?:not|never|no|ni|nie|jamais|nunca|nicht|mai)\b", bracket.group(0), re.I) \
                and any(_system(first) != _system(second) and not _negated(clause, first.start(), first.end())
                        for first in found[:i]):
            return True
    return False


def _gloss_wanted(rule: str, system: str) -> bool:
    """The rule asks for ``system``'s value in brackets after a quantity of the other one ("si mencionas millas, pon la
    conversión en km entre paréntesis", "if you give miles, add km in brackets"): the other system may then lead.
    "imperial in brackets is ok" puts the other system in the brackets: it may only follow."""
    for bracket in units.CONVERSION_ALLOWED.finditer(rule):
        start = max(rule.rfind(".", 0, bracket.start()), rule.rfind(";", 0, bracket.start()), bracket.start() - 60) + 1
        named = [m for m in _UNITS.finditer(rule, start, bracket.start()) if not _negated(rule, m.start(), m.end())]
        if named and _system(named[-1]) == system and _CONVERSION_NOUN.search(rule, start, bracket.start()):
            return True
    return False


def _gloss_beside(rule: str, system: str) -> bool:
    """The rule asks for ``system``'s value written beside a quantity of the other one ("temps in celsius, if you give
    fahrenheit put celsius next to it"): the other system may lead, glossed."""
    for beside in units.BESIDE.finditer(rule):
        start = max(rule.rfind(".", 0, beside.start()), rule.rfind(";", 0, beside.start()), beside.start() - 60) + 1
        named = [m for m in _UNITS.finditer(rule, start, beside.start()) if not _negated(rule, m.start(), m.end())]
        if named and _system(named[-1]) == system and any(_system(m) != system for m in named):
            return True
    return False


def _units_read(clause: str) -> list[Clause]:
    if unit_lexicon.ON_REQUEST.search(clause):
        return []  # "Miles only when I ask about the US": an allowance on request, no system every reply must use
    data = units.data_system(clause, _negated)
    if data:  # "Memory and disk sizes in GiB, not GB": binary or decimal data sizes
        return [Clause("units", "must", data[0], words=data[1])]
    found = [m for m in _UNITS.finditer(clause)
             if not (re.fullmatch(r"pounds?|libras?|pfund|libbre|livres?", m.group(0), re.I) and _MONEY.search(clause))]
    if found and _bracketed_pair(clause, found):
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause.strip()[:60])]
    only_region = _REGION_ONLY.search(clause)
    if found and only_region and re.match(r"only|just|nur|seulement|uniquement|solo|sólo|solamente", only_region.group(0), re.I):
        # "SI units only in code and tables": the check reads those regions alone
        names = {_region_name(only_region.group("r"))}
        more = re.match(rf"\s*(?:and|or|&|et|ou|und|oder|y|o|e)\s+(?:in\s+|dans\s+|im\s+|en\s+)?(?:the\s+)?(?P<r>{_REGION_WORDS})(?![\w-])",
                        clause[only_region.end():], re.I)
        if more:
            names.add(_region_name(more.group("r")))
        if names - {"code", "tables"}:
            return []
        head = clause[:only_region.start()]  # what follows speaks of the rest ("prose can be whatever")
        return [Clause(**{**c.__dict__, "region": "only:" + "+".join(sorted(names))})
                for c in _units(head) or _units("use " + head)]
    conversion = _CONVERSION_NOUN.search(clause)
    if conversion and not _negated(clause, conversion.start(), conversion.end()) and not _ALLOWANCE.search(clause) \
            and not re.search(r"\byou (?:can|may|could)\b|\b(?:if|when) (?:i|you) ask\b", clause, re.I) \
            and (found or re.search(r"\b(?:measurements?|units?|quantit(?:y|ies)|temperatures?|distances?|weights?|"
                                    r"mesures?|unités?|einheiten|maße|medidas|unidades|単位)\b", clause, re.I)):
        # "include the imperial conversion in brackets"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=conversion.group(0))]
    if _BOTH_SYSTEMS.search(clause) and not re.search(r"\b(?:not|never|no)\b", clause, re.I) \
            and (found or re.search(r"\b(?:systems?|units?|scales?|systèmes?|unités|einheiten|sistemas|unidades)\b|単位",
                                    clause, re.I)):
        both = _BOTH_SYSTEMS.search(clause)
        return [Clause("units", "must", "both", bound=_both_of(clause), words=both.group(0) if both else "both")]
    if found and _both_joined(clause, found) and not re.search(r"\b(?:not|never|no|instead of|rather than|only)\b", clause, re.I):
        # "temperatures in Celsius and Fahrenheit"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause.strip()[:40])]
    if found and not _UNITS_CONTEXT.search(clause) and (re.search(r"\b(?:everything|everywhere|throughout|all)\b|"
                                                                 r"\bin (?:metric|imperial)\b", clause, re.I)
                                                       or _SYSTEM_ALONE.match(clause) or _INTO.search(clause[:found[-1].start()])):
        return _units("use " + clause)  # "Everything metric.", "All in imperial"
    if found and not _UNITS_CONTEXT.search(clause) and units.dimensions_named(clause):
        return _units("use " + clause)  # "Volumes in litres.": a quantity named is context enough
    if not found or not (_UNITS_CONTEXT.search(clause) or units.CONVERSION_ALLOWED.search(clause) or _NEG_BEFORE.search(clause)
                         or _NONE_OF.search(clause[:found[0].start()])
                         or re.search(r"ではなく|で(?:統一|書|表記|記載|お願い)", clause)
                         or re.search(r"\b(?:please|pls|bitte|por favor|s'il te plaît|svp|speeds?|vitesses?|"
                                      r"geschwindigkeit\w*|velocidad\w*|heights?|lengths?)\b", clause, re.I)):
        return []
    allowed = units.CONVERSION_ALLOWED.search(clause)
    if allowed and re.search(r"\b(?:with|avec|mit|con|com)\s+(?:the\s+|a\s+)?(?:us\s+|u\.s\.\s+|imperial\s+|metric\s+|american\s+)?"
                             r"(?:conversions?|equivalents?)\b[^,;.]{0,20}$", clause[:allowed.start()], re.I):
        return [Clause("units", "must", "both", words=clause[:allowed.end()].strip())]  # "... with US conversions in brackets"
    if allowed and re.search(r"\b(?:with|avec|mit|con|com)\s+(?:the\s+)?(?:imperial|metric|impérial|métrique|imperial\w*|"
                             r"metrisch\w*|métric[oa]|imperiale)\b[^,;.]{0,20}$", clause[:allowed.start()], re.I):
        return [Clause("units", "must", "both", words=clause[:allowed.end()].strip())]  # "metric with imperial in brackets"
    if allowed and re.search(r"\b(?:metric|imperial|si|celsius|fahrenheit|km|miles)\s+first\b|\bfirst\s+(?:in\s+)?(?:metric|imperial)\b",
                             clause[:allowed.start()], re.I):
        # "metric first, imperial in brackets"
        return [Clause("units", "must", "both", bound=_both_of(clause), words=clause[:allowed.end()].strip())]
    if allowed and clause.rfind(",", 0, allowed.start()) > 0:  # "use metric pls, imperial in brackets is ok": what
        return _units(clause[:clause.rfind(",", 0, allowed.start())])  # a rule without "only" already allows
    if _ALLOWANCE.search(clause) or re.search(r"\byou (?:can|may|could)\b", clause, re.I):
        return []  # "there you can show both": what is allowed, not what every reply must do
    region = _REGION_ONLY.search(clause)
    if region:  # "metric units, except in tables": the check leaves the tables out
        return [Clause(**{**c.__dict__, "region": _region_name(region.group("r"))})
                for c in _units(clause[:region.start()] + clause[region.end():])]
    systems_named = {_system(m) for m in found}
    if len(systems_named) == 2 and _BOTH.search(clause) and not re.search(r"\b(?:not|never|no|instead of|rather than)\b",
                                                                           clause, re.I):
        return [Clause("units", "must", "both", bound=_both_of(clause), words=_BOTH.search(clause).group(0))]  # type: ignore[union-attr]
    systems = []
    for match in found:
        system = _system(match)
        if _negated(clause, match.start(), match.end()) or _NONE_OF.search(clause[max(0, match.start() - 30):match.start()]):
            system = "imperial" if system == "metric" else "metric"
            systems.append((system, True, match.group(0)))
        else:
            systems.append((system, bool(_ONLY.search(clause)), match.group(0)))
    chosen = {s for s, _, _ in systems}
    into = _INTO.search(clause[:found[-1].start()])
    if len(chosen) != 1 and into:  # "Convert US units to metric": the system they are converted into
        last = found[-1]
        return [Clause("units", "must", _system(last), words=clause[into.start():last.end()],
                       bound=",".join(units.dimensions_named(clause)),
                       when="cooking" if units.COOKING_SCOPE.search(clause) else "")]
    if len(chosen) != 1:
        if re.search(r"\b(?:not|instead of|rather than|never|no)\b", clause, re.I) or _NEG_BEFORE.search(clause):
            first = systems[0]
            return [Clause("units", "must", first[0], only=True, words=first[2], bound=",".join(units.dimensions_named(clause)),
                           when="cooking" if units.COOKING_SCOPE.search(clause) else "")]
        return []
    system, only, words = systems[0]
    return [Clause("units", "must", system, only=only or any(o for _, o, _ in systems), words=words,
                   bound=",".join(units.dimensions_named(clause)),
                   when="cooking" if units.COOKING_SCOPE.search(clause) else "")]


def _currency(clause: str) -> list[Clause]:
    """"Prices in euros", "amounts as ISO codes (USD 40, not $40)": the currency of every amount of money."""
    wanted = currency.read_currency(clause)
    return [Clause("currency", "must", wanted, bound=currency.symbol_side(clause), words=clause.strip()[:40])] if wanted else []


def _zone_aliases() -> dict[str, str]:
    out: dict[str, str] = {}
    for key, aliases in TIME_ZONES.items():
        for alias in aliases:
            if alias[0] in "+-" or alias.upper().startswith(("UTC", "GMT")) or len(alias) < 3:
                continue
            if alias.lower() in ("pacific", "eastern", "central", "mountain", "central european", "australian eastern"):
                alias += " time"
            out.setdefault(alias.lower(), key)
    return out


_ZONE_ALIASES = _zone_aliases()
_ZONE_NAME = rx(r"(?<![A-Za-z0-9_-])(?:" + "|".join(
    re.escape(a.upper()) if a.upper() == a.upper().strip() and len(a) <= 5 and " " not in a else "(?i:" + re.escape(a) + ")"
    for a in sorted(_ZONE_ALIASES, key=len, reverse=True)) + r")(?![A-Za-z0-9_-])")
_ANY_ZONE = rx(r"\b(?:say|state|give|include|mention|add|with|show|specify|name|always|tell me)\s+"
                       r"(?:the\s+|a\s+|their\s+|its\s+|which\s+|what\s+)?"
                       r"(?:time ?zones?|timezones?)\b|\b(?:indique[rz]?|précise[rz]?|mentionne[rz]?|donne[rz]?|avec|dis|"
                       r"gib|nenne|mit|sag|sage|indica|menciona|siempre con|con|especifica|di|dime|com|sempre com|"
                       # the verbs that put or add it: "pon la zona horaria", "ajoute le fuseau", "füge die Zeitzone"
                       r"pon|ponga|incluye|incluya|añade|agrega|mets|mettez|ajoute[rz]?|inclus|füge|metti|includi|"
                       r"aggiungi|coloque|inclua|adicione)\s+(?:\w+\s+)?"
                       r"(?:le |la |les |die |der |el |a |o )?(?:fuseaux? horaires?|zeitzonen?|zonas? horarias?|fusos? "
                       r"horários?|fuso orario)\b|\b(?:zeitzone|fuseau horaire|zona horaria)\b[^.;\n]{0,20}"
                       r"\b(?:angeben|nennen|indique|précise|indica)|タイムゾーンを(?:明記|書)", re.I)


# "dates au format JJ/MM/AAAA", "dates as DD/MM/YYYY", "fechas DD/MM/AAAA", "date GG/MM/AAAA"
_DMY_DATE = rx(r"\b(?:dd|jj|tt|gg)/mm/(?:yyyy|aaaa|jjjj)\b", re.I)
_DMY_DOT = rx(r"\b(?:dd|tt|jj|gg)\.mm\.(?:yyyy|jjjj|aaaa)\b", re.I)  # "im Format TT.MM.JJJJ"
# "día/mes/año (nada de mes/día)": an order of numeric dates, not a template (a month in words is in no order)
_DMY_ORDER = rx(r"\bd[íi]a[/-]mes[/-]año\b|\bjour[/-]mois[/-]ann[ée]e\b|\btag[/-]monat[/-]jahr\b|"
                        r"\bday[/ -]month[/ -]year\b|\bgiorno[/-]mese[/-]anno\b|\bdia[/-]m[êe]s[/-]ano\b|"
                        r"\bday (?:before|first,? then) (?:the )?month\b|\bday first\b|\bjour avant le mois\b|"
                        r"\bTag vor (?:dem )?Monat\b|\bd[íi]a antes del mes\b|"
                        r"\b(?:european|british|uk|australian|continental|europäisch\w*|européen\w*|europeo|europea)\s+"
                        r"(?:style\s+)?(?:date(?:\s+format)?s?|date order|format de date|datumsformat|formato de fecha)\b|"
                        r"\bformat de date (?:européen|britannique)\b|\bformato (?:de fecha )?europeo\b|"
                        r"\bdates?\b[^.;\n]{0,25}\b(?:in|au|im|en)\s+(?:the\s+)?(?:european|british|uk)\s+(?:format|style|order)\b",
                        re.I)
# "日付は「2025年3月5日」の形式で", "年月日で": year, month and day written with 年 月 日
_KANJI_DATE = rx(r"\d{4}年\d{1,2}月\d{1,2}日(?:」)?\s*(?:の)?(?:形式|表記|書式|で)|年月日(?:の)?(?:形式|表記|書式|で)|"
                         r"(?:YYYY|yyyy|\d{4})\s?年\s?(?:MM?|mm?|\d{1,2})\s?月\s?(?:DD?|dd?|\d{1,2})\s?日")
# "Include the weekday whenever you give a date", "dates with the day of the week", "avec le jour de la semaine",
# "Datum immer mit Wochentag", "con el día de la semana", "日付には曜日を付けて": every date with its weekday
_WEEKDAY_RULE = rx(r"\b(?:weekdays?|day of the week|days of the week|jour de la semaine|wochentag\w*|"
                           r"d[íi]a de la semana|giorno della settimana|dia da semana)\b|曜日|星期", re.I)
# "Don't use relative dates like 'tomorrow'", "always give the actual date", "keine relativen Datumsangaben": every
# day named by its date, never by "tomorrow" or "next Tuesday"
_ABSOLUTE_RULE = rx(r"\brelative (?:dates?|days?|time(?:s| references)?|terms|expressions|references|wording|phrases)\b|"
                            r"\b(?:actual|absolute|exact|explicit|calendar|concrete|real) dates?\b|"
                            r"\bdates? (?:relatives?|absolues?|exactes?|précises?)\b|"
                            r"\bfechas? (?:relativas?|exactas?|concretas?|absolutas?)\b|"
                            r"\brelative[nr]? (?:datums?angaben|zeitangaben|daten)\b|\b(?:konkrete|genaue|absolute)[ns]? datum\w*|"
                            r"\bdate relative\b|\bdata (?:esatta|assoluta)\b|相対的な日付|相对(?:日期|时间)|具体的な日付|具体日期", re.I)
# "el mes en letras", "month written out / in words / spelled out", "mois en toutes lettres", "Monat ausgeschrieben"
_LONG_DATE = rx(r"\bmes(?:es)? (?:en|con) letras?\b|\bmonths? (?:written out|spelled out|in words|as a word)\b|"
                        r"\bspell(?:ed)? out the months?\b|\bmois en (?:toutes )?lettres\b|\bMonat\w* ausgeschrieben\b|"
                        r"\bausgeschrieben\w* Monat\w*\b|\bmese (?:in|per) lettere\b|\bmês por extenso\b|"
                        r"\bmonths? (?:as|in) (?:words?|names?|letters|full)\b|\bwrite out the months?\b|"
                        r"\b(?:use|with|write|spell out) (?:the )?(?:full )?month names?\b|\bmonth names?,? not numbers\b|"
                        r"\bmonths? (?:written )?out in full\b|\bwrite (?:the )?months? out\b|\bmonths? in full\b|"
                        # "no numeric dates", "keine numerischen Datumsangaben", "pas de dates numériques": dates in words
                        r"\b(?:no|never|avoid|not|without)\s+(?:\w+\s+)?(?:all-)?numeric(?:al)? dates\b|"
                        r"\bpas de dates? (?:numériques|en chiffres)\b|\bkeine (?:rein )?numerischen datum\w*|"
                        r"\bnada de fechas numéricas\b|\bsin fechas numéricas\b", re.I)
# "日付は西暦で", "和暦は使わない": years of the Western calendar
_GREGORIAN = rx(r"西暦で|西暦表記|和暦(?:は|を)?(?:使わない|使用しない|禁止|不可|NG)")


_ZONE_OR = rx(r"^[\s,]*(?:(?:time|hora|heure|zeit|ora)\s+)?(?:or|o|ou|oder|either|nor)\s", re.I)
_ZONE_AND = rx(r"^[\s,]*(?:(?:time|hora|heure|zeit|ora)\s+)?(?:and|y|e|et|und|&|\+|/|as well as|plus)\s*", re.I)


def _zones_together(clause: str) -> str:
    """Two or more zones a rule names side by side: "CET+ET" when each time goes in all of them ("both CET and US
    Eastern", "in Berlin und New York time"), "CET|WET" when in one of them ("hora peninsular o hora canaria"); ""
    for one zone, or zones refused ("in CET, not US zones")."""
    found: list[tuple[int, int, str]] = [(m.start(), m.end(), _ZONE_ALIASES[m.group(0).lower()])
                                         for m in _ZONE_NAME.finditer(clause)]
    found += [(m.start(), m.end(), zone) for m in datetime_format.COUNTRY_TIME.finditer(clause)
              if (zone := datetime_format.country_zone(m.group(0)))]
    found = [f for f in sorted(found) if not _negated(clause, f[0], f[1])]
    keys = list(dict.fromkeys(key for _, _, key in found))
    if len(keys) < 2:
        return ""
    first = next(f for f in found if f[2] == keys[0])
    second = next(f for f in found if f[2] == keys[1])
    between = clause[first[1]:second[0]]
    if _ZONE_OR.match(between):
        return "|".join(keys[:2])
    if _ZONE_AND.match(between):
        return "+".join(keys[:2])
    return ""


def _strict_zone(found: Clause, clause: str) -> Clause:
    """A named zone whose rule also refuses another ("in MEZ, nicht UTC", "Tokyo time, not UTC"): a time given in
    the refused zone breaks it even beside its conversion; the bound gets "!" and the refused zones ("CET!UTC")."""
    if found.value != "time_zone" or not found.bound or "!" in found.bound:
        return found
    wanted = set(re.split(r"[+|]", found.bound))
    refused = ["UTC" if _UTC.fullmatch(m.group(0)) else _ZONE_ALIASES.get(m.group(0).lower(), "")
               for m in list(_UTC.finditer(clause)) + list(_ZONE_NAME.finditer(clause))
               if _negated(clause, m.start(), m.end())]
    keys = [k for k in dict.fromkeys(refused) if k and k not in wanted]
    bound = found.bound + "!" + "|".join(keys)
    return replace(found, bound=bound) if keys and len(bound) <= 40 else found


_TEMPLATE_KINDS = frozenset({"dmy_dot", "dmy_date", "dmy_order", "iso_date", "ymd_slash", "mdy_date"})


def _mdy_refused(clause: str) -> bool:
    """The US date format named to be refused: "Non usare mai il formato americano", "never the US date format"."""
    found = datetime_format.MDY.search(clause)
    return found is not None and _negated(clause, found.start(), found.end())


def _datetime(clause: str) -> list[Clause]:
    out = []
    zone = _ZONE_NAME.search(clause)
    if zone and _EXAMPLE_BEFORE.search(clause[:zone.start()]) and _ANY_ZONE.search(clause):
        zone = None  # "include the time zone (e.g. 14:00 CET or 09:00 America/New_York)": an example of any zone
    if zone and _TIME_CONTEXT.search(clause) and not _negated(clause, zone.start(), zone.end()) \
            and not (_UTC.search(clause) and not re.search(r"\bin\s+(?:\w+\s+)?time\b", clause, re.I)
                     and not _negated(clause, *_UTC.search(clause).span())):  # type: ignore[union-attr]
        out.append(Clause("datetime", "must", "time_zone", bound=_ZONE_ALIASES[zone.group(0).lower()],
                          words=zone.group(0)))
    several = _zones_together(clause) if zone and _TIME_CONTEXT.search(clause) else ""
    if several:  # "always include both CET and US Eastern", "di si es hora peninsular o hora canaria"
        out = [Clause("datetime", "must", "time_zone", bound=several, words=clause.strip()[:40])]
    elif out:
        pass
    elif _ANY_ZONE.search(clause):
        out.append(Clause("datetime", "must", "zone", words=_ANY_ZONE.search(clause).group(0)))  # type: ignore[union-attr]
    elif datetime_format.city_zone(clause) and _TIME_CONTEXT.search(clause):  # "my time zone (Berlin)"
        zone_key, zone_words = datetime_format.city_zone(clause)  # type: ignore[misc]
        out.append(Clause("datetime", "must", "time_zone", bound=zone_key, words=zone_words))
    out = [_strict_zone(c, clause) for c in out]
    utc = _UTC.search(clause)
    offset = re.match(r"\s*[+\-−]\s*(?:0?[1-9]|1[0-4])(?::?[0-5]\d)?\b", clause[utc.end():]) if utc else None
    if utc and offset:  # "Times as UTC+2", "GMT+9": a zone east or west of UTC, written with each time (not UTC itself)
        if not any(c.value in ("zone", "time_zone") for c in out):
            out.append(Clause("datetime", "must", "zone", words=clause[utc.start():utc.end() + offset.end()]))
        utc = None
    if utc and re.match(r"[\s-]*offsets?\b", clause[utc.end():], re.I):  # "times with a UTC offset": any zone, written
        if not any(c.value in ("zone", "time_zone") for c in out):
            out.append(Clause("datetime", "must", "zone", words=clause[utc.start():utc.end() + 7]))
        utc = None
    if utc and _TIME_CONTEXT.search(clause) and not _negated(clause, utc.start(), utc.end()):
        out.append(Clause("datetime", "must", "utc", words=utc.group(0)))
    iso = _ISO_DATE.search(clause)
    if iso and not _negated(clause, iso.start(), iso.end()):
        out.append(Clause("datetime", "must", "iso_date", words=iso.group(0)))
    dot = _DMY_DOT.search(clause)
    if dot and not _negated(clause, dot.start(), dot.end()):
        out.append(Clause("datetime", "must", "dmy_dot", words=dot.group(0)))
    dmy = _DMY_DATE.search(clause)
    order = _DMY_ORDER.search(clause)
    if dmy and not _negated(clause, dmy.start(), dmy.end()):
        out.append(Clause("datetime", "must", "dmy_date", words=dmy.group(0)))
    elif order and not _negated(clause, order.start(), order.end()):
        out.append(Clause("datetime", "must", "dmy_order", words=order.group(0)))
    template = date_template.template_kind(clause)
    if template and not any(c.object == "datetime" and c.value in _TEMPLATE_KINDS for c in out):
        # "ДД.ММ.ГГГГ", "DD-MM-JJJJ", "DD.MM.RRRR": a template in any language's initials, read by its shape
        at = clause.find(template[1])
        if not _negated(clause, at, at + len(template[1])):
            out.append(Clause("datetime", "must", template[0], words=template[1]))
    long_date = _LONG_DATE.search(clause)
    if long_date and (not _negated(clause, long_date.start(), long_date.end()) or re.search(r"numeri", long_date.group(0), re.I)):
        out.append(Clause("datetime", "must", "long_date", words=long_date.group(0)))
    kanji = _KANJI_DATE.search(clause) or date_template.KOREAN_RULE.search(clause)
    if kanji:
        out.append(Clause("datetime", "must", "kanji_date", words=kanji.group(0)))
    weekday = _WEEKDAY_RULE.search(clause)
    if weekday and (_TIME_CONTEXT.search(clause) or re.search(r"日付|日期|\bdatum", clause, re.I)) \
            and not _negated(clause, weekday.start(), weekday.end()):
        out.append(Clause("datetime", "must", "weekday", words=weekday.group(0)))
    absolute = _ABSOLUTE_RULE.search(clause)
    if absolute:
        out.append(Clause("datetime", "must", "absolute_date", words=absolute.group(0)))
    era = _GREGORIAN.search(clause)
    if era:
        out.append(Clause("datetime", "must", "gregorian", words=era.group(0)))
    named = {c.value for c in out}
    out += [Clause("datetime", "must", kind, words=clause.strip()[:40]) for kind in datetime_format.date_kinds(clause)
            if kind not in named and not (kind == "iso_date" and _negated(clause, 0, 0))
            and not (kind == "mdy_date" and _mdy_refused(clause))]
    named = {c.value for c in out}
    if not named & _DATE_FORMAT_KINDS and not template:  # "ДД.ММ.ГГГГ", "gün.ay.yıl": a template in any script, when none was read
        out += [Clause("datetime", "must", kind, words=clause.strip()[:40]) for kind in date_template.kinds(clause)
                if not _negated(clause, 0, 0)][:1]
    h24 = _24H.search(clause)
    if h24 and re.search(r"\b(?:within|in|under|after|before|for|every|next|last|past|dentro de|en|menos de|innerhalb von|"
                         r"innerhalb|binnen|nach|entro|dans|sous|après|em|até|dentro|von|de)\s*$", clause[:h24.start()], re.I) \
            and not re.search(r"^[\w-]*\s*(?:clock|time|format|notation|style|uhr|formato|horloge|reloj|relógio|orologio)",
                              clause[h24.end():], re.I):
        h24 = None  # "reply within 24 hours", "innerhalb von 24 Stunden": a duration, not the clock
    twelve = h24 is not None and bool(re.search(r"am|a\.m|12|午前|오전", h24.group(0), re.I))  # "never AM or PM", "no 12-hour"
    if h24 and (not twelve or _negated(clause, h24.start(), h24.end())):
        out.append(Clause("datetime", "must", "24h", words=h24.group(0)))
    elif h24 and twelve and not re.search(r"\b24\b|24時間", clause):  # "Use 12-hour time with AM/PM", "Use AM/PM"
        out.append(Clause("datetime", "must", "12h", words=h24.group(0)))
    elif not h24 and not out and _TIME_WORDS.search(clause):
        out += _time_example(clause)
    return out


_DATE_FORMAT_KINDS = frozenset({"iso_date", "dmy_date", "dmy_dot", "dmy_order", "long_date", "kanji_date", "mdy_date",
                                "ymd_slash"})
_EXAMPLE_BEFORE = rx(r"(?:\be\.g\.|\beg\b|\bfor (?:example|instance)\b|\bsuch as\b|\bz\.\s?B\.|\bp\. ?ex\.|"
                             r"\bpor ejemplo\b|\bpar exemple\b|\bzum Beispiel\b|例えば)[^.;)]*$", re.I)
_TIME_WORDS = rx(r"\btimes?\b|\bhours?\b|\bheures?\b|\buhrzeit\w*|\bzeiten\b|\bhoras?\b|\borari\b|\bore\b|時刻", re.I)


def _time_example(clause: str) -> list[Clause]:
    """A time of day given as the example of the style: "Write times like 2:30 PM" (12h), "times as 14:30" (24h); a
    negated example ("not 2:30 PM") is not the style."""
    for start, end, written, style in conventions.time_spans(clause):
        if _negated(clause, start, end) or style == "word" or re.search(r"(?:utc|gmt)?\s*[+\-−]\s*$", clause[:start], re.I):
            continue  # "UTC+09:00": an offset, not a time
        hour = int(re.match(r"\d+", written).group(0)) if re.match(r"\d+", written) else -1  # type: ignore[union-attr]
        if style == "12":
            return [Clause("datetime", "must", "12h", words=written)]
        if hour >= 13 or hour == 0 or written.startswith("0"):
            return [Clause("datetime", "must", "24h", words=written)]
    return []


_NO_LINKS_GUARD = rx(r"\binvent\w*|\bfabricat\w*|\bhallucinat\w*|\bnot sure\b|\bexists?\b|\binexist\w*|"
                             r"\bmak(?:e|es|ing)\s+up\b|\bmade[- ]up\b|\bguess\w*|\berfind\w*|\binvente?\w*|\binvent[ae]\w*|"
                             r"\b(?:bare|raw|naked|plain|short(?:ened)?|broken|dead|affiliate|tracking|external|internal|"
                             r"made-?up|fake|invented|inline|in-line)\s+(?:links?|urls?)\b|"
                             # "not as links in the text" (the sources go at the end), "anything you can't link to"
                             r"\b(?:links?|urls?)\s+in\s+(?:the\s+)?(?:text|body|middle)\b|"
                             r"\b(?:can'?t|cannot|couldn'?t|could not)\s+(?:give\s+(?:\w+\s+)?|provide\s+(?:\w+\s+)?)?"
                             r"(?:a\s+)?links?\b|\b(?:except|unless|only|sauf|außer|ausser|"
                             r"salvo|excepto|tranne|exceto|solo|sólo|nur|seulement)\b|\bshorteners?\b", re.I)


# "no links, only the source's name", "nur den Namen der Quelle": what stands instead of the link, no exception letting some
# links through
_NAME_INSTEAD = rx(r"\b(?:only|just|solo|sólo|solamente|nur|seulement|uniquement)\s+(?:the\s+|el\s+|le\s+|den\s+|"
                           r"die\s+)?(?:(?:source|site|page|doc|article)(?:'s)?\s+)?(?:names?|titles?|nombres?|títulos?|noms?|"
                           r"titres?|namen|titel)\b", re.I)


_DOCS = rx(r"\b(?:(?:link|point|refer)(?:s|ing)?\s+(?:to\s+)?|cite|citing|reference|enlaza\w*|cita|citare|zitier\w*|verlinke\w*|"
                   r"renvoie\w*|mets un lien vers|pon un enlace a|"
                   # the link named as a noun: "le lien vers la doc", "un enlace a la documentación", "einen Link zur Doku"
                   r"liens? vers|enlaces? a|links? (?:zur|zu der|naar|alla|para a)|collegamento alla)\b[^.;\n]{0,45}?"
                   r"\b(?:official\s+|offiziellen?\s+|officiel\w*\s+|oficial\s+|relevant\s+|upstream\s+)?"
                   r"(?:docs?|documentation|documentación|documentación oficial|dokumentation|doku|documentazione|"
                   r"documentação|documentatie|man ?pages?|api reference)\b"
                   # Chinese, Japanese, Korean: a verb of adding, the (official) docs, their link: "附上官方文档链接",
                   # "公式ドキュメントのリンクを付けて", "공식 문서 링크를 달아"
                   r"|(?:附上|附|加上|给出|給出|贴|貼|带上|帶上|提供)[^。，,；;]{0,6}?(?:官方|官网|官網)?\s*(?:文档|文檔|手册|手冊)\s*(?:的)?\s*"
                   r"(?:链接|鏈接|連結|地址)|(?:公式)?(?:ドキュメント|マニュアル)(?:へ)?の?リンク|(?:공식\s*)?(?:문서|docs?)\s*링크",
                   re.I)


_API_SCOPE = rx(r"\b(?:apis?|functions?|methods?|endpoints?|sdks?|fonctions?|méthodes?|funktion\w*|methoden?|"
                        r"funci[oó]n\w*|métodos?|funzion[ei]|metodi|funç(?:ão|ões))\b|関数|メソッド|函数|"
                        r"(?<![A-Za-z])APIs?(?![A-Za-z])", re.I)  # "APIの質問には": no word boundary before の


# "whenever you recommend a library", "si tu recommandes une bibliothèque": replies that recommend one
_LIBRARY_SCOPE = rx(r"\b(?:recommend|suggest|propose|recomiend|recomend|recommand|empfiehl|consigli|sugier|suggèr|"
                            # "when you mention / talk about a library", "quand tu parles d'une bibliothèque"
                            r"mention|talk(?:s|ing)? about|parle[sz]? d['’]?|sprichst über|erwähnst|hablas de|mencionas|"
                            r"parli di|menzioni|falas de|mencionar)\w*\s+"
                            r"(?:(?:a|an|any|une?|eine?n?|una?|um|uma)\s+)?(?:\w+\s+)?(?:librar|package|crate|gem\b|framework|"
                            r"dependenc|bibliot|librer|biblioth|paket|paquet|pacote)", re.I)


def _docs_sources(clause: str) -> list[Clause]:
    """"Link to the docs whenever you recommend a library", "Cite the official docs when you answer technical
    questions": a source for replies about code or commands (the docs of what the reply talks about)."""
    found = _DOCS.search(clause)
    if not found or _negated(clause, found.start(), found.end()):
        return []
    # "when you explain an API or library function": replies that explain an interface, not every technical one
    when = "api" if _API_SCOPE.search(clause) else "library" if _LIBRARY_SCOPE.search(clause) else "technical"
    return [Clause("sources", "must", "docs", when=when, words=found.group(0))]


def _sources(clause: str) -> list[Clause]:
    if only_the_users_act(clause):
        return []
    docs = _docs_sources(clause)
    if docs:
        return docs
    link = _LINKS.search(clause)
    if link and _negated(clause, link.start(), link.end()) and not _NO_LINKS_GUARD.search(_NAME_INSTEAD.sub(" ", clause)) \
            and not refused_hosts(clause):  # "sem links encurtados (bit.ly, t.co)": links to those hosts, not every link
        # "No incluyas enlaces", "no links in your answers", "keine Links": no link in the reply
        return [Clause("links", "must_not", "links", words=link.group(0))]
    backed = re.search(r"\b(?:back(?:ed)?\s+(?:\w+\s+){0,3}?up|support|justify|source)\b[^.;\n]{0,30}\bwith "
                       r"(?:a )?(?:\w+ )?links?\b|"
                       r"\b(?:include|add|give|provide)\s+(?:a\s+|the\s+)?links?\s+(?:to|for)\b", clause, re.I)
    if backed and not _negated(clause, backed.start(), backed.end()):
        return [Clause("sources", "must", "links", words=backed.group(0))]
    found = _SOURCES.search(clause)
    if not found or _negated(clause, found.start(), found.end()):
        return []
    cites = reply_scope(clause)  # "when you cite sources, ...", "... of every factual answer": the replies it speaks to
    if _REFERENCES_SECTION.search(clause) or re.search(r"\bat the (?:very )?end\b|\bà la fin\b|\bam ende\b|\bal final\b|最後に|"
                                                        r"末尾|最后|结尾|結尾|\bв конце\b|\bna końcu\b|"
                                                        r"\baan het (?:eind|einde)\b|\bonderaan\b|마지막에|끝에",
                                                        clause, re.I):
        return [Clause("sources", "must", "references", when=cites, words=found.group(0))]
    if cites and _LINKS.search(clause) and not link_optional(clause) and re.search(
            r"\b(?:mets|mettez|ajoute[rz]?|donne[rz]?|fournis|inclu\w*|add|include|give|put|pon|añade|gib|füge|verlinke|"
            r"link|lie[rz]?|aggiungi|metti|coloque|adicione)\b", clause, re.I):
        # "quand tu cites une étude, mets le lien": what is cited comes with its link, as "if you cite a study, link it"
        return [Clause("sources", "must", "links", words=found.group(0))]
    if cites:
        return []  # "when you cite, cite properly": nothing checkable beyond the format named above
    if not re.search(r"\b(?:cite|citing|give|include|add|provide|list|back|support|with|always|name|link|"
                     r"cite[rz]?|indique[rz]?|donne[rz]?|mets|mettez|ajoute[rz]?|fournis|fournissez|gib|nenne|angeben|"
                     r"belege[n]?|füge|verlinke|mit|cita|incluye|añade|pon|enlaza|da|mention|state|show|end|nomme[rz]?|"
                     r"inclua|incluir|cite|indique|includi|aggiungi|indica|sempre|sempr|toujours|siempre|immer)\b|"
                     r"示|明記|記載|付け|付き|書いて|書く|載せ|入れて|"
                     # Korean "달아 주세요 / 붙여 / 밝혀 / 넣어", Chinese "注明 / 附上 / 给出 / 提供"
                     r"달아|달고|붙여|밝혀|넣어|포함|표시|적어|注明|註明|标明|標明|附上|给出|給出|提供|列出|加上|带上|帶上|"
                     # Russian imperatives ("указывай", "приводите", "добавляй"; the -ай/-уй/-и(те) shapes) and "всегда";
                     # Turkish puts its imperative last ("kaynakları ver", "belirtin", "ekleyin") or says "her zaman"
                     r"\b(?:указыв|привод|добавл|давай|ставь|цитир|всегда)\w*|\b[а-яё]+(?:ывай|ивай|яй|уй)(?:те)?\b|"
                     r"\b(?:ver|verin|belirt|belirtin|ekle|ekleyin|göster|gösterin|koy|koyun|her zaman|daima)\b|"
                     # Polish and Dutch ("podawaj źródła", "dodaj linki", "vermeld je bronnen", "altijd")
                     r"\b(?:dodaj|dodawaj|podaj|podawaj|zawsze|umieść|umieszczaj|wymień|wymieniaj|cytuj|"
                     r"voeg|geef|vermeld|noem|altijd)\w*", clause, re.I):
        return []
    kind = "links" if _LINKS.search(clause) and not link_optional(clause) else "any"  # not "(lien ou référence)"
    when = "figures" if re.search(r"\b(?:when|whenever|if|quand|lorsque|si|wenn|cuando|quando|se|for (?:any|every|each|all)|"
                                  r"pour (?:chaque|tout|toute|les)|für (?:jede|alle)|para (?:cada|toda|todas)|bei|con|avec|"
                                  r"with|en las|dans les|nelle)\b"
                                  r"[^.;\n]{0,40}\b(?:figures?|numbers?|"
                                  r"statistics?|stats|data|chiffres?|statistiques?|zahlen|statistiken?|cifras?|"
                                  r"estadísticas?|datos|números?|numeri|cifre|dados|dati|estatísticas?|statistiche)\b",
                                  clause, re.I) else ""
    return [Clause("sources", "must", kind, when=when, words=found.group(0))]


_PROGRAMMING = {"python": "python", "javascript": "javascript", "js": "javascript", "typescript": "typescript",
                "ts": "typescript", "golang": "go", "rust": "rust", "java": "java", "ruby": "ruby", "php": "php",
                "c#": "csharp", "c++": "cpp", "kotlin": "kotlin", "swift": "swift", "go": "go"}
_PROGRAMMING_NAME = rx(r"(?<![A-Za-z0-9_+#])(?:python|javascript|js|typescript|ts|golang|rust|java|ruby|php|c#|c\+\+|"
                               r"kotlin|swift)(?![A-Za-z0-9_+#])|"
                               # Go, an English verb too, only as a name: capitalised, and after "in / en / auf" or
                               # before a Japanese, Chinese or Korean particle ("Goで", "用Go写", "Go로")
                               r"(?-i:(?:(?<=\bin )|(?<=\ben )|(?<=\bem )|(?<=\bauf )|(?<=\bw ))Go(?![\w+#-])"
                               r"(?!\s+(?:ahead|away|back|on|out|over|through)\b)|"
                               r"(?<![A-Za-z0-9_+#])Go(?=\s*(?:で|を|は|の|が|语言|語言|로|으로|코드|代码|写|寫)))", re.I)
_CODE_ONLY = rx(r"\b(?:just|only|nothing but)\s+(?:(?:give|send|show|write|reply with|answer with|paste)\s+(?:me\s+)?)?"
                        r"(?:the\s+|a\s+)?(?:command|code|snippet)s?\b[^.;\n]{0,40}"
                        r"\b(?:no|without)\s+(?:any\s+)?(?:explanations?|commentary|prose|text)\b|"
                        r"\bcode only\b|\bonly code\b|\bsolo (?:el )?código\b|\bnur (?:den )?code\b|\buniquement (?:le )?code\b|"
                        # "donne juste la commande, sans explication", "nur den Befehl", "solo el comando"
                        r"\b(?:juste|seulement|uniquement)\s+(?:(?:donne|envoie|écris)[- ]?(?:moi\s+)?)?(?:la|le)\s+"
                        r"(?:commande|code)\b|\bnur\s+(?:den\s+)?(?:befehl|code)\b|"
                        # ("un solo comando por paso": a count of one, not "only")
                        r"(?<!\bun )(?<!\buna )\bsolo\s+(?:(?:dame|dime|escribe)\s+)?(?:el\s+)?(?:comando|código)\b",
                        re.I)
_COMMAND_SCOPE = rx(r"\b(?:when(?:ever)?|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?)\s+(?:you\s+)?(?:for\s+)?"
                            r"(?:a\s+|the\s+)?(?:command|one-?liner)s?\b|\b(?:quand|si) je (?:te )?demande une commande\b|"
                            r"\bwenn ich (?:nach )?einem befehl\b|\bwenn ich (?:dich )?nach einem befehl frage\b|"
                            r"\b(?:cuando|si) (?:te )?pid[oa] un comando\b", re.I)


# "in all Python code", "for any JS files", "on every TypeScript function": a language naming the code a rule is on
_LANGUAGE_SCOPE = rx(r"\b(?:in|for|on|to)\s+(?:all|any|every|each)(?:\s+(?:of\s+)?(?:your|the|my))?\s+$", re.I)
# a demand on how code is laid out (indentation, spaces or tabs): the language it names is the code it is on
_LAYOUT_DEMAND = rx(r"\bindent\w*|\b(?:spaces?|tabs?)\b|einr[üu]ck\w*|\bleerzeichen\b|\btabulat\w*|\bsangr[ií]\w*|"
                            r"\bespacios\b|\bindentaç\w*|\bespaços\b|\brientr\w*|\bspazi\b|\binspring\w*|\bwcię\w*|"
                            r"缩进|縮排|空格|インデント|スペース|タブ|들여쓰기|공백", re.I)
_CODE_NOUN = rx(r"\s+(?:code|files?|scripts?|functions?|modules?|classes|projects?)\b", re.I)


def _code_languages(clause: str) -> list[Clause]:
    """"Code samples in TypeScript, not plain JS", "Si me das código, que sea en Python": the languages code is
    written in (the ones named without a negation)."""
    # each language read where it is first named ("Python examples only, no JavaScript — I'm teaching a Python
    # class": the second Python is no refusal)
    first: dict[str, re.Match[str]] = {}
    for m in _PROGRAMMING_NAME.finditer(clause):
        first.setdefault(_PROGRAMMING[m.group(0).lower()], m)
    names = sorted(first.values(), key=lambda m: m.start())
    if not names or all(_LANGUAGE_SCOPE.search(clause[:m.start()]) and _CODE_NOUN.match(clause[m.end():])
                        for m in names):
        return []  # "Use type hints in all Python code": which code another demand is on, not the language to write in
    if _LAYOUT_DEMAND.search(clause) and not any(_negated(clause, m.start(), m.end()) for m in names):
        return []  # "Indent Python code with 4 spaces": the code a layout demand is on, not the language to write in
    unless_at = re.search(r"\b(?:unless|except (?:when|if)|sauf si|es sei denn|a menos que|salvo que)\b", clause, re.I)
    cut = unless_at.start() if unless_at else len(clause)
    wanted = [_PROGRAMMING[m.group(0).lower()] for m in names
              if m.start() < cut and not _negated(clause, m.start(), m.end())
              and not re.search(r"\b(?:plain|nada de|no|not|kein|pas de|sin)\s*$", clause[max(0, m.start() - 12):m.start()], re.I)]
    refused = {_PROGRAMMING[m.group(0).lower()] for m in names if m.start() < cut and (
        _negated(clause, m.start(), m.end())
        or re.search(r"\b(?:plain|nada de|no|not|kein|pas de|sin)\s*$", clause[max(0, m.start() - 12):m.start()], re.I))}
    wanted = [w for w in wanted if w not in refused]  # "TypeScript, not plain JavaScript, for any JS code": JS is refused
    if not wanted:
        return []
    unless = "language_request" if unless_at and _PROGRAMMING_NAME.search(clause[cut:]) else ""
    return [Clause("code", "must", "languages:" + ",".join(dict.fromkeys(wanted)), unless=unless, words=names[0].group(0))]


_EXAMPLE = rx(
    r"\b(?:include|add|give|show|provide|put|attach|always (?:have|with)|with)\b[^.;\n]{0,30}?"
    r"\b(?:(?:code|command|usage|shell|cli) (?:examples?|samples?)|examples? (?:of (?:the )?)?(?:code|commands?|usage)|"
    r"sample (?:code|commands?)|(?:code )?snippets?|runnable examples?)\b"
    r"|\b(?:montre|montrez|inclu\w*|ajoute\w*|donne\w*|mets|mettez)\b[^.;\n]{0,30}?\bexemples? (?:de|d') ?(?:code|commandes?)\b"
    r"|\b(?:incluye\w*|muestra\w*|añade\w*|agrega\w*|pon|da|dame)\b[^.;\n]{0,30}?\bejemplos? de (?:código|comandos?)\b"
    r"|\b(?:füge|zeig\w*|gib|immer mit|mit)\b[^.;\n]{0,30}?\b(?:codebeispiel\w*|beispielcode|beispielbefehl\w*|"
    r"befehlsbeispiel\w*)\b|\b(?:codebeispiel\w*|beispielcode)\b[^.;\n]{0,30}?\b(?:zeigen|einfügen|beifügen|angeben|dazu)\b"
    r"|\b(?:includi|mostra|aggiungi)\b[^.;\n]{0,30}?\besempi[oi] di codice\b"
    r"|\b(?:inclua|mostre|adicione)\b[^.;\n]{0,30}?\bexemplos? de código\b"
    r"|(?:コード例|サンプルコード|コマンド例|実行例)を(?:必ず|常に|いつも)?(?:含め|付け|入れ|示|見せ|載せ|添え|書)", re.I)


_TYPE_HINTS = rx(r"\btype[- ]?(?:hints?|annotations?|annotated)\b|\btyped\b|型ヒント|型注釈|\btyp(?:annotation|hinweis)\w*|"
                         # "Always annotate function signatures", "Type-annotate everything", "annotate every parameter"
                         r"\btype-annotate\w*|\bannotate\w*\s+(?:\w+\s+){0,2}(?:functions?|signatures?|parameters?|"
                         r"arguments?|params|args|return (?:types?|values?))\b|"
                         r"\btype[- ]hints?\b|\banotaciones? de tipos?\b|\bannotations? de types?\b|\bannotazioni di tipo\b|"
                         r"\banotações de tipo\b", re.I)


def _type_hints(clause: str) -> list[Clause]:
    """"Always include type hints in Python functions", "コードを書くときは必ず型ヒントを付けて": every function
    in the reply's Python code is annotated."""
    untyped = re.search(r"\b(?:un-?annotated|un-?typed|without (?:type )?(?:hints|annotations|types))\b", clause, re.I)
    if untyped and _negated(clause, untyped.start(), untyped.end()) and re.search(r"\bpython|\bfunctions?\b|\bdef\b",
                                                                                 clause, re.I):
        return [Clause("code", "must", "type_hints", words=untyped.group(0))]  # "no un-annotated functions"
    found = _TYPE_HINTS.search(clause)
    if not found or untyped or _negated(clause, found.start(), found.end()):
        return []
    return [Clause("code", "must", "type_hints", words=found.group(0))]


def _code_example(clause: str) -> list[Clause]:
    """"Always include a code example when you explain a function", "montre toujours un exemple de commande":
    replies about code or commands show one (the check reads the scope from the reply and the user's message)."""
    found = _EXAMPLE.search(clause)
    if not found or _negated(clause, found.start(), found.end()):
        return []
    return [Clause("code", "must", "example", words=found.group(0))]


_EXAMPLES = rx(r"\b(?:samples?|examples?|snippets?|beispiele?|exemples?|ejemplos?|esempi|exemplos?)\b|(?:の)?(?:み|だけ)"
                       r"(?:で|を)?(?:書|使)", re.I)


_SHIPPED = rx(r"\s+(?:en|in|into|to|a|auf|nach|dans|para)\s+(?:la\s+|le\s+|the\s+|die\s+|den\s+)?"
                      r"(?:production|prod|producción|produktion|main|master|staging|repo|dépôt|repositorio)\b", re.I)


# "about my code", "about my questions or my code", "sur mon code", "über meinen Code", "sobre mi código": code as the
# object of talk (praise, comments, opinions), not code the reply writes
_OWNER = r"(?:my|our|the|this|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w*|il mio|i miei|la mia|meu|minha)"
_TOPIC_OF = rx(rf"\b(?:about|regarding|concerning|über|sur|à propos d[eu']|sobre|acerca de|su|riguardo a)\s+"
                       rf"(?:{_OWNER}\s+)?(?:\w+\s+(?:or|and|und|oder|et|ou|y|o|e)\s+(?:{_OWNER}\s+)?)?$", re.I)


# "TypeScriptで書いて", "write it in Rust", "écris en Python", "schreib das in Go", "escríbelo en TypeScript", "用Go写":
# a verb of writing with the language it is done in
_WRITE_IN = rx(
    rf"(?:{_PROGRAMMING_NAME.pattern})\s*で\s*(?:書|作|実装)|用\s*(?:{_PROGRAMMING_NAME.pattern})\s*(?:写|编写|实现)|"
    rf"\b(?:write|code|implement|écri\w*|schreib\w*|escr[ií]b\w*|implementa\w*)\s+(?:\w+\s+){{0,2}}?"
    rf"(?:in|en|auf)\s+(?:{_PROGRAMMING_NAME.pattern})", re.I)


def _code(clause: str) -> list[Clause]:
    code = _CODE.search(clause)
    fenced = _FENCED.search(clause)
    if code and _SHIPPED.match(clause[code.end():code.end() + 30]):
        return []  # "Ne mets jamais de code en production sans revue": shipping code, not code in the reply
    only = _CODE_ONLY.search(clause)
    if only and not code and not fenced and re.search(r"\bcommand\w*|\bbefehl\w*|\bcomando\w*", only.group(0), re.I):
        # "if I ask for a command just give the command, no explanation": the command alone, when one is asked for
        return [Clause("code", "must", "only", when="command_request" if _COMMAND_SCOPE.search(clause) else "",
                       words=only.group(0))]
    if not code and not fenced:
        # "Python examples only", "TypeScript のみで書いてください": the language code is written in; "Sempre em
        # TypeScript, nada de JavaScript": one language wanted against another refused names the code's language too
        names = {_PROGRAMMING[m.group(0).lower()]: _negated(clause, m.start(), m.end()) for m in _PROGRAMMING_NAME.finditer(clause)}
        contrast = len(names) >= 2 and any(names.values()) and not all(names.values())
        return _code_languages(clause) if _PROGRAMMING_NAME.search(clause) and (
            _EXAMPLES.search(clause) or contrast or _WRITE_IN.search(clause)) else []
    if _PROGRAMMING_NAME.search(clause) and _negated(clause, code.start() if code else 0, code.end() if code else 0) \
            and not fenced:
        return []  # "JavaScript のコードは不要", "no JS code": which language, read with the clause that names it
    anchor = code or fenced
    assert anchor is not None
    if code and _TOPIC_OF.search(clause[:code.start()]):
        return []  # "No gushing about my questions or my code": the code is what is talked about, not what is written
    if _CODE_ONLY.search(clause):
        when = "command_request" if _COMMAND_SCOPE.search(clause) else ""
        return [Clause("code", "must", "only", when=when, words=_CODE_ONLY.search(clause).group(0))]  # type: ignore[union-attr]
    if (re.search(r"\b(?:code|código|codice|samples?|examples?|snippets?|beispiele?|exemples?|ejemplos?|esempi|exemplos?|"
                  r"codebeispiele?|codeschnipsel|kod|kodu|przykłady|przykładach|voorbeelden|voorbeeldcode)\b", clause, re.I)
         or re.search(r"コード|代码|代碼|示例|코드|예제", clause)) \
            and _PROGRAMMING_NAME.search(clause) and not fenced:
        return _code_languages(clause)
    when, unless = _scope(clause)
    if re.search(r"\bonly\b[^.;\n]{0,25}\bcode\b[^.;\n]{0,25}\b(?:when|if)\s+(?:i\s+|you\s+are\s+|explicitly\s+)?"
                 r"(?:ask|asked|request|requested)|"
                 # "コードは頼んだときだけ", "du code seulement si je le demande", "Code nur, wenn ich frage"
                 r"(?:頼んだ|求めた|聞いた|依頼した|お願いした)(?:とき|時|場合)(?:だけ|のみ|に限り)|"
                 r"\b(?:seulement|uniquement) (?:si|quand) je (?:le |t'en |en )?demande|\bnur,? wenn ich (?:danach )?"
                 r"(?:frage|bitte)|\bsolo (?:si|cuando) (?:te )?lo pido|\bsolo se (?:te )?lo chiedo", clause, re.I):
        return [Clause("code", "must_not", "code", unless="code_request", words=anchor.group(0))]
    if _negated(clause, anchor.start(), anchor.end()) and not fenced:
        if code_as_place(clause, anchor.start(), anchor.end()):
            return []  # "use rg rather than grep to search the code": the code is where, not what (code_place)
        return [Clause("code", "must_not", "code", unless=unless, when=when, words=anchor.group(0))]
    if fenced and not _negated(clause, fenced.start(), fenced.end()) and not _NO_BLOCK_KO.match(clause[fenced.end():]):
        value = "tagged" if _TAG.search(clause) else "fenced"
        return [Clause("code", "must", value, when=when, words=fenced.group(0))]
    inside = not code or (fenced is not None and fenced.start() <= code.start() < fenced.end())
    if fenced and inside and _BARE_BAN.match(clause[fenced.end():]) and \
            (_negated(clause, fenced.start(), fenced.end()) or _NO_BLOCK_KO.match(clause[fenced.end():])):
        # "No code blocks.", "Never use code blocks, just explain", "코드 블록 없이 설명만": no block at all (a ban with
        # an object of its own - "for one-liners", "in commit messages", "around commands" - is code_blocks.py's)
        return [Clause("code", "must_not", "code", unless=unless, when=when, words=fenced.group(0))]
    return []


# Korean "without" after the noun: "코드 블록 없이", "코드 블록은 쓰지 말고"
_NO_BLOCK_KO = rx(r"\s*(?:은|는|을|를)?\s*(?:없이|빼고|쓰지\s*마|쓰지\s*말|사용하지\s*마|사용하지\s*말|넣지\s*마|넣지\s*말)")
# what may follow a banned "code blocks" for the ban to be on every block: the clause's end, "in replies", a contrast
_BARE_BAN = rx(r"\s*(?:(?:in|dans|in den|en|em)\s+(?:(?:my|your|the|tes|vos|deine\w*|tus|suas?)\s+)?"
                       r"(?:repl\w+|answers?|responses?|réponses?|antworten|respuestas?|respostas?)\s*)?"
                       r"(?:$|[.!;,:—–-]|\(|\b(?:just|only|please|seulement|nur|solo|bitte)\b|"
                       # a verb that closes the ban: "Geen codeblokken gebruiken.", "Keine Codeblöcke verwenden."
                       r"\s+[^\W\d_]{3,}\s*(?:$|[.!;])|"
                       r"(?:은|는|을|를)?\s*(?:없이|빼고|쓰지|사용하지|넣지))", re.I)


_MARKDOWN = rx(r"\bmarkdown\b(?![-\s]+(?:tables?|headings?|headers?|lists?|links?|bullets?|überschrift\w*|tabellen?|"
                       r"listen|titres|tableaux|listes|encabezados|tablas|listas|見出し))|\bplain[- ]text\b|"
                       r"\btexte brut\b|\breiner text\b|\bnur text\b|\btexto plano\b|\btesto semplice\b|"
                       r"プレーンテキスト|マークダウン", re.I)


# "..., I just want plain text", "because I'd rather have plain text": the user's wish given as a reason
_WISH_BEFORE = rx(r"[,;:—–-]\s*(?:(?:i|we)\s+(?:just\s+|only\s+|simply\s+|really\s+)?(?:want|need|prefer|like)|"
                          r"(?:i|we)'?d\s+(?:rather|prefer|like)|because|since|je\s+(?:veux|voudrais|préfère)|"
                          r"parce que|car|ich\s+(?:will|möchte|hätte gern|brauche)|weil|quiero|prefiero|porque|"
                          r"voglio|preferisco|perché)\b[^,;:.]{0,20}$", re.I)


def _markdown(clause: str) -> list[Clause]:
    found = _MARKDOWN.search(clause)
    if not found:
        return []
    if re.search(r"\b(?:titres?|titulos?|títulos?|encabezados?|überschriften|tableaux?|tablas?|tabellen?|listes?|listas?|"
                 r"listen|liens|enlaces|links|cabeçalhos|intestazioni|titoli)\s*(?:(?:en|in|im|em|au format)\s+)?$",
                 clause[:found.start()], re.I):
        # "titres markdown", "tablas en markdown": that part of markdown (read by its own reader), not all of it
        return []
    if found.group(0).lower().startswith(("markdown", "マークダウン")) and not _negated(clause, found.start(), found.end()):
        return []  # "use markdown": every reply may or may not need it; unchecked
    if re.search(r"\bplain[- ]text\b", found.group(0), re.I) and re.search(r"\b(?:explain|language|english|words|symbols?|"
                                                                         r"characters?|arrows?|marks?)\b",
                                                                         clause, re.I) and "markdown" not in clause.lower():
        return []  # "explain in plain English / plain words": a style, not a format
    if not found.group(0).lower().startswith(("markdown", "マークダウン")) and _WISH_BEFORE.search(clause[:found.start()]) \
            and (_HEADINGS.search(clause[:found.start()]) or _TABLES.search(clause[:found.start()])
                 or _BULLETS.search(clause[:found.start()])):
        # "Don't use headings, I just want plain text": the reason for that ban, not a ban of every markdown mark
        return []
    return [Clause("markdown", "must_not", "markdown", words=found.group(0))]


# Italian tabella, Portuguese tabela, Dutch tabel, Polish tabela/tabel, Russian таблица, Chinese 表格, Korean 표/테이블
_TABLES = rx(r"\btables?\b|\btableaux?\b|\btabellen?\b|\btablas?\b|\btabelle\b|\btabell[ae]\b|\btabelas?\b|"
                     r"\btabel[ie]?\b|\bтаблиц\w*|表(?:形式|組み)|表格|테이블|(?<![가-힣])표(?=\s*(?:로|를|는|은|가|이|형식)?(?![가-힣]))",
                     re.I)


_COMPARING = rx(r"\bcompar\w*|\bvergleich\w*|\bconfront\w*|\bvergelijk\w*|\bporówn\w*|\bkarşılaştır\w*|"
                        r"\bсравн\w*|비교|比較|\bversus\b|\bvs\.?\s|\bpros\s+and\s+cons\b", re.I)


_EXCEPTION_WORD = rx(r"\b(?:except(?:ing)?|apart from|other than|unless|sauf|hormis|à part|außer|ausser|"
                             r"excepto|salvo|tranne|eccetto|fuorché|exceto|behalve)\b", re.I)


def _tables(clause: str) -> list[Clause]:
    # ("ingen DROP TABLE någonstans": a SQL statement's table, not a reply's)
    found = next((m for m in _TABLES.finditer(clause)
                  if not re.search(r"\b(?:drop|create|alter|truncate|rename|lock)\s+$", clause[:m.start()], re.I)), None)
    if not found or _REGION_ONLY.search(clause) or _EXCEPT_REGION.search(clause):
        return []
    if _EXCEPTION_WORD.search(clause[:found.start()]):
        return []  # "no emoji except ✅/❌ in status tables": the tables are where the exception holds, not a ban
    if _negated(clause, found.start(), found.end()) and not re.search(r"\b(?:database|sql|db)\b", clause, re.I):
        return [Clause("tables", "must_not", "tables", words=found.group(0))]
    if _COMPARING.search(clause) and re.search(r"\b(?:use|put|usa|utilise|verwende|nimm|give|make|show|present|mets|pon|"
                                               # a preference asks for it: "I prefer tables", "prefiero tablas"
                                               r"prefer\w*|préf[èé]r\w*|bevorzug\w*|lieber|prefier\w*|prefiro|preferisc\w*|"
                                               r"in|en|als|como|as|sous\s+forme|"
                                               # the verb "make / draw up / build" ("fais un tableau", "mach eine
                                               # Tabelle", "haz una tabla", "crea una tabla", "erstelle eine Tabelle")
                                               r"fais|faites|dresse[rz]?|présente[rz]?|mach(?:e|t)?|erstell\w*|zeig\w*|"
                                               r"haz|hagas|crea|cree|arma|presenta|build|draw\s+up|do)\b|で", clause[:found.start()], re.I):
        # "When you compare options, use a table", "Cuando compares opciones, usa una tabla"; "comparing more than two
        # options": comparisons of that many
        more = re.search(rf"\b(?:more than|over|plus de|mehr als|más de|più di)\s+(?P<n>{_NUMBERS})\s+(?:options|things|"
                         r"choices|items|alternatives|tools|products|options|optionen|opciones|opzioni)\b", clause, re.I)
        n = _number(more.group("n")) if more else None
        return [Clause("tables", "must", "tables", when=f"comparison>{n}" if n else "comparison", words=found.group(0))]
    given = _OPTIONS_GIVEN.search(clause[:found.start()])
    if given and _number(given.group("n")) and not _negated(clause, found.start(), found.end()):
        # "if you give more than 3 options, use a table", "más de 3 alternativas: en tabla": the options the reply gives
        return [Clause("tables", "must", "tables", when=f"options>{_number(given.group('n'))}", words=found.group(0))]
    return []


# a count of options the reply gives: "more than 3 options", "plus de trois choix", "mehr als 3 Optionen"
_OPTIONS_GIVEN = rx(rf"\b(?:more than|over|plus de|mehr als|más de|più di|mais de|meer dan|więcej niż|больше)\s+"
                            rf"(?P<n>{_NUMBERS})\s+(?:options?|choices?|alternatives?|choix|optionen|möglichkeiten|"
                            rf"opciones|alternativas|opzioni|alternative|opções|opties|opcj\w*|вариант\w*)\b", re.I)


_GREETING_WORDS = rx(r"\b(?:greetings?|salutations?|hellos?|his|saludos?|salutaciones|begrüßung\w*|grußformel\w*|"
                             r"saluti|saluto|saudações|saudação|cumprimentos|"
                             r"anrede|formules? d'appel|bonjours?|"
                             # the verb: "don't greet me", "ne me salue pas", "nicht begrüßen", "no me saludes"
                             r"greet(?:s|ing)?|say (?:hi|hello)|salue[rz]?|saluer|begrüß\w*|grüß(?:e|en)?|salud(?:es|e|ar|a)|"
                             r"salut(?:are|armi|i)|cumpriment\w*)\b|挨拶|あいさつ", re.I)
_SIGNOFF_WORDS = rx(r"\b(?:sign-?offs?|sign off|closings?|closing (?:lines?|remarks?|formulas?)|farewells?|goodbyes?|"
                            r"despedidas?|verabschiedung\w*|schlussformel\w*|grußformel\w*|formules? de politesse|"
                            r"formules? de (?:fin|clôture)|pleasantries|hope this helps|let me know if|"
                            # "don't close with an offer to help further", "no follow-up offers"
                            r"offers? (?:to help|of (?:further |more )?help|to (?:elaborate|explain more|assist))|"
                            r"offer(?:ing)? (?:more|further|additional|extra) help|ofrecimientos?|offres? d['’]aide|"
                            r"hilfsangebote?|offerte di aiuto|ofertas? de ajuda|"
                            r"follow-?up (?:offers?|questions?)|closing (?:questions?|offers?|pleasantries))\b|"
                            # "Keine Floskeln am Ende", "no filler at the end", "pas de blabla à la fin"
                            r"\b(?:floskel\w*|filler|fluff|phrases?|formules?|frases?|pleasantries|remarks?)\s+"
                            r"(?:am ende|zum schluss|at the (?:end|bottom)|à la fin|al final)\b", re.I)
_FLATTERY_WORDS = rx(r"\bflatter\w*|\bcompliment\w*|\bprais\w*|\b(?:great|good|excellent) question\b|"
                             r"\bsuck(?:ing)? up\b|\bbutter(?:ing)? me up\b|"
                             r"\bflatterie\b|\bflatte[rsz]?\b|\bcomplimente[rz]?\b|\bschmeichel\w*|\blob(?:e|en|t)?\b|"
                             r"\bhalag\w*|\belogi\w*|\bbuena pregunta\b|\bbonne question\b|\blusinga\w*|\belogios?\b|"
                             r"\bgute frage\b|お世辞|褒め", re.I)


# saying the user's question over again: "restating my question", "repeat the question back", "reformuler ma question",
# "meine Frage wiederholen", "repetir mi pregunta", "ripetere la domanda", "repetir a minha pergunta"
_RESTATE_WORDS = rx(
    r"\b(?:restat|repeat|rephras|paraphras|echo|parrot|répét|repet|repit|reformul|ripet|riformul|parafras|herhaal|herformul)\w*"
    r"\s+(?:[\w']+\s+){0,2}?(?:my|the|your|ma|la|mes|les|mi|tu|la mia|a minha|minha|a|mijn|de)\s+"
    r"(?:own\s+)?(?:questions?|requests?|prompts?|demandes?|preguntas?|domande?|domanda|perguntas?|vragen|vraag)\b|"
    r"\b(?:meine|die)\s+fragen?\s+(?:\w+\s+){0,2}?(?:zu\s+)?(?:wiederhol|umformulier|paraphrasier)\w*|"
    r"\bwiederhole\s+(?:\w+\s+){0,2}?(?:meine|die)\s+frage\b", re.I)
# a refusal before it ("Never start ... or by restating my question") or inside it ("ne répète pas ma question")
_RESTATE_BAN = rx(r"\b(?:never|don'?t|do not|no|not|without|avoid|skip|stop|ne|pas|jamais|sans|nicht|nie|niemals|"
                          r"keine?|ohne|nunca|sin|non|mai|senza|não|nunca|sem|niet|nooit|zonder)\b|n['’]", re.I)


# a summary the reply ends with: "end every answer with a one-line summary", "add a recap at the end", "termine par un
# résumé", "mit einer Zusammenfassung abschließen", "resumen al final", "回答の最後に要約", "最后附上总结"
_SUMMARY_NOUN = r"(?:summary|recap|tl;?dr|résumé|zusammenfassung|fazit|resumen|riassunto|resumo|samenvatting)"
_CLOSING_SUMMARY = rx(
    rf"\b(?:end|finish|close|conclude|wrap)\w*\b[^.;:]{{0,40}}?\b(?:with|by|on|par|avec|mit|con|com|met)\b[^.;:]{{0,30}}?"
    rf"\b{_SUMMARY_NOUN}\b|\b(?:termin|finis|conclu|beend|schlie|acab|cierr|chiud|conclud|encerr|finaliz|sluit)\w*\b"
    rf"[^.;:]{{0,40}}?\b{_SUMMARY_NOUN}\b|\b{_SUMMARY_NOUN}\b[^.;:]{{0,40}}?\b(?:at the (?:end|bottom)|à la fin|"
    rf"am (?:ende|schluss)|al final|alla fine|no final|ao final|aan het eind\w*)\b|"
    rf"\b(?:at the (?:end|bottom)|à la fin|am (?:ende|schluss)|al final|alla fine|no final|ao final)\b[^.;:]{{0,40}}?"
    # (the verb "まとめて書いて", "gather them", is no summary: "出典は最後にまとめて書いて")
    rf"\b{_SUMMARY_NOUN}\b|(?:最後|末尾|終わり|最后|结尾|末尾)[^。，、]{{0,15}}?(?:要約|まとめ(?![てたる])|总结|摘要)|"
    rf"(?:要約|まとめ|总结|摘要)[^。，、]{{0,15}}?(?:最後|末尾|最后|结尾)", re.I)
# a label in quotes ("starting with 'Summary:'"): the closing line is then read by ``ends_with``
_QUOTED_LABEL = rx(r"[\"“„«「『][^\"”“»」』\n]{1,30}[\"”“»」』]|(?<!\w)['‘][^'’\n]{1,30}['’](?!\w)")
# a summary asked for by the user ("when I ask for a summary, ..."): a kind of reply, not a closing line of every reply
_SUMMARY_ASKED = rx(r"\b(?:ask|request|want|demande|bitte|pid[oa]|chied)\w*\b[^.;]{0,20}\b(?:for\s+)?(?:a\s+)?"
                            rf"{_SUMMARY_NOUN}|{_SUMMARY_NOUN}を頼|要約して", re.I)


def _opening_closing(clause: str) -> list[Clause]:
    out = []
    greet = _GREETING_WORDS.search(clause)
    if greet and (_negated(clause, greet.start(), greet.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)):
        out.append(Clause("opening", "must_not", "greeting", words=greet.group(0)))
    bye = _SIGNOFF_WORDS.search(clause)
    if bye and (_negated(clause, bye.start(), bye.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b|\bni\b", clause, re.I)):
        out.append(Clause("closing", "must_not", "signoff", words=bye.group(0)))
    flat = _FLATTERY_WORDS.search(clause)
    if flat and (_negated(clause, flat.start(), flat.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)) \
            and not re.search(r"\b(?:unless|except|sauf|außer|salvo)\b", clause, re.I):
        # "don't open with 'Great question'", "no flattery", "don't compliment my questions": a flattering opening is
        # the part a check can read (flattery further in is judgement, and stays unread)
        out.append(Clause("opening", "must_not", "flattery", words=flat.group(0)))
    again = _RESTATE_WORDS.search(clause)
    if again and (_RESTATE_BAN.search(clause[max(0, again.start() - 50):again.start()])
                  or re.search(r"\b(?:pas|jamais|nicht|nie|niet|nooit|never|not)\b", again.group(0), re.I)
                  or re.match(r"\s+(?:niet|nicht|nie|nooit|pas)\b", clause[again.end():], re.I)):
        # "don't restate my question", "ne reformule pas ma question": the opening a check can compare with the message
        out.append(Clause("opening", "must_not", "restate", words=again.group(0)))
    summary = _CLOSING_SUMMARY.search(clause)
    if summary and not _QUOTED_LABEL.search(clause) and not _SUMMARY_ASKED.search(clause) \
            and not _negated(clause, summary.start(), summary.end()):
        # "end every answer with a one-line summary", "回答の最後に1行で要約を付けて": a closing line, no label named;
        # "a bulleted summary at the end": a closing list (closing_list.py)
        shaped = is_list_summary(clause[max(0, summary.start() - 30):summary.end() + 40])
        out.append(Clause("closing", "must", CLOSING_LIST if shaped else "closing_summary", words=summary.group(0)))
        limit = item_limit(clause[summary.start():]) if shaped else None
        if limit:  # "..., höchstens 3", "(máximo 3)": the closing list's count, no unit said
            out.append(Clause("length", "must", "items", limit=limit, bound="max", words=summary.group(0)))
    return out


_CHAR_WORDS = (("!", r"exclamation (?:marks?|points?)|points? d'exclamation|ausrufezeichen|signos? de exclamación|"
                     r"exclamaciones|exclamations?|exclamatory|punti esclamativi|punto esclamativo|pontos? de exclamação|"
                     r"pontos? de exclamacao|"
                     r"uitroeptekens?|感嘆符|感叹号|惊叹号|感嘆號|驚嘆號|느낌표|ビックリマーク|エクスクラメーションマーク|"
                     # Russian, Polish, Czech, Turkish: the mark's noun in any case ("восклицательных знаков")
                     r"восклицательн\w*(?:\s+знак\w*)?|wykrzyknik\w*|vykřičník\w*|ünlem(?:\s+işaret\w*)?|!"),
               ("—", r"em[- ]?dash(?:es)?|tirets? cadratins?|gedankenstrich\w*|rayas?|ダッシュ|длинн\w+\s+тире|тире|"
                     r"myślnik\w*|półpauz\w*|[\"'‘“«]\s?—\s?[\"'’”»]"),
               (";", r"semicolons?|semi-colons?|points?-virgules?|semikolons?|puntos? y coma|"
                     r"точк\w+\s+с\s+запятой|średnik\w*|[\"'‘“«]\s?;\s?[\"'’”»]"),
               ("…", r"ellips(?:is|es)|points de suspension|auslassungspunkte|puntos suspensivos|"
                     r"[\"'‘“«]\s?(?:\.\.\.|…)\s?[\"'’”»]"),
               ("ß", r"ß|eszett|scharfe[ns]? s|schweizer (?:rechtschreibung|orthografie|orthographie)"))


# a cap on a punctuation mark: "at most one exclamation mark", "one per reply at most", "max. 1 Ausrufezeichen"
_CHAR_CAP = rx(rf"(?:\b(?:{_MAX_BEFORE})\s+(?P<n>{_NUMBERS})\b|\b(?P<m>{_NUMBERS})\b[^.;\n]{{0,30}}?"
                       rf"\b(?:max(?:imum)?|at most|tops|or (?:fewer|less)|höchstens|au maximum|como máximo|al massimo)\b)",
                       re.I)


def _chars(clause: str) -> list[Clause]:
    out = []
    for char, words in _CHAR_WORDS:
        # a word in kana or kanji has no spaces around it ("感嘆符は使わない")
        every = list(re.finditer(rf"(?<![^\W぀-ヿ一-鿿가-힣]|!)(?:{words})(?![^\W぀-ヿ一-鿿가-힣])", clause, re.I))
        # the mention that bans ("Schweizer Rechtschreibung: kein ß"): a negated one first, else the first
        found = next((f for f in every if _negated(clause, f.start(), f.end())), every[0] if every else None)
        if char == "ß" and found and _SHORT_VOWEL.search(clause):
            continue  # "kein ß nach kurzem Vokal": the spelling reform, which keeps ß after a long vowel ("Grüße")
        cap = _CHAR_CAP.search(clause) if found else None
        limit = _number(cap.group("n") or cap.group("m")) if cap else None
        if found and limit is not None and 0 < limit < 100:
            out.append(Clause("chars", "must", f"{char}:{limit}", words=found.group(0)))
        elif found and (_negated(clause, found.start(), found.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)):
            out.append(Clause("chars", "must_not", char, words=found.group(0)))
    return out


_SHORT_VOWEL = rx(r"\bnach (?:einem |kurzen? )?kurze[mn]? vokal(?:en)?\b|\bafter (?:a )?short vowels?\b", re.I)


_END_WORDS = (r"end|finish|close|conclude|wrap up|sign off|beenden|enden|abschließen|schließen|termine[rz]?|finis|finir|"
              r"conclus|conclure|termina|terminar|acaba|acabar|finaliza|finalizar|cierra|cerrar|chiudi|concludi|termin[ae]")
_MARKER = rx(rf"\b(?P<where>{_END_WORDS}|start|begin|open|lead)(?:s|ing)?\b[^.\n]{{0,80}}?"
                     r"(?:\b(?:starting|beginning|prefixed|opening|headed|labell?ed|that (?:starts|begins))\s+(?:with|by)\s+|"
                     # "..., beginnend mit „Fazit:“", "commençant par « En bref : »", "empezando con «Resumen:»"
                     r"\b(?:beginnend|anfangend|commençant|qui commence|empezando|comenzando|iniziando|começando)\s+"
                     r"(?:mit|par|con|por|com)\s+|"
                     r"\bwith\s+(?=[\"“'`])|\bwith\s+(?:an?\s+)?(?:(?:one|single|1)[- ]line\s+|short\s+|brief\s+)?"
                     r"(?=TL;?DR\b|P\.S\.))"
                     r"(?:[\"“'`„«]\s?(?P<q>[^\"”'`“»\n]{1,40}?)\s?[\"”'`“»]|(?P<w>[^\s\"“'`„«]{2,20}))", re.I)


_OPEN_VERBS = (r"start|begin|open|lead|kick off|commence[rz]?|commencer|beginne\w*|fang\w*|empie\w*|empez\w*|comienc\w*|"
               r"inizi\w*|comece|começ\w*")
_NO_OPENERS = rx(rf"\b(?:{_OPEN_VERBS})(?:s|ing|ning)?\b[^\n]{{0,40}}?\b(?:with|by|par|mit|con|por|com)\s*[:\s]\s*"
                         rf"(?P<list>[„“\"'‘«「][^\n]{{1,120}})", re.I)


# "Skip the 'Of course!' at the beginning", "no 'Sure!' as an opener", "pas de « Bien sûr » au début"
_OPENERS_AT = rx(r"(?P<list>[„“\"'‘«「][^\n]{1,120}?[”“\"'’»」])\s*(?:(?:at|in) the (?:very )?(?:beginning|start|top)|"
                         r"as (?:an? )?(?:opener|opening|intro)|to (?:open|start|begin)|au (?:tout )?début|am anfang|zu beginn|"
                         r"al (?:principio|comienzo|inicio)|all'inizio|no início)\b", re.I)


def _no_openers(clause: str) -> list[Clause]:
    """"Never start a reply with 'Great question' or 'Certainly'", "Ne commence jamais par « Bien sûr »", "Fang nie
    mit „Natürlich“ an", "Skip the 'Of course!' at the beginning": the texts the reply may not open with."""
    found = _NO_OPENERS.search(clause) or _OPENERS_AT.search(clause)
    refusing = r"\b(?:never|don'?t|do not|no|jamais|ne|nie|niemals|nunca|no|mai|non|nicht|kein\w*|skip|avoid)\b"
    if not found or not _negated(clause, found.start(), found.start() + 1) and not re.search(
            rf"{refusing}[^.;\n]{{0,25}}\b(?:{_OPEN_VERBS})(?:s|ing|ning)?\b", clause, re.I) \
            and not re.search(refusing, clause[found.start():found.start("list")], re.I):
        return []
    openers = [w.strip(" .,!…").removesuffix("...").strip(" .,!") for w in _QUOTED_ANY.findall(found.group("list"))
               if re.search(r"\w", w)
               and not _FLATTERY_WORDS.fullmatch(w.strip(" .,!"))]  # "Great question" is the flattery part's
    return [Clause("marker", "must_not", "no_openers", bound="|".join(openers), words=found.group(0))] if openers else []


_ON_LINE = rx(r"(?:^|\b(?:put|start\s+with|begin\s+with|a|an)\s+)[\"“'`]?(?P<m>TL;?DR|P\.S\.|Summary:|Résumé\s*:|"
                      r"Zusammenfassung:)[\"”'`]?\s+(?:on|as|in)\s+the\s+(?P<where>first|last|top|final|opening)\s+line\b",
                      re.I)


def _markers(clause: str) -> list[Clause]:
    greeting, document = parse_greeting_word(clause)
    if greeting:  # "use 'Prezado(a)' in the greeting": the first line (after a subject line) opens with the word
        return [Clause("marker", "must", "opens_with", bound=greeting, when=f"asks:{document}" if document else "",
                       words=clause.strip()[:40])]
    online = _ON_LINE.search(clause)
    if online and not _negated(clause, online.start(), online.end()):
        part = "opens_with" if online.group("where").lower() in ("first", "top", "opening") else "ends_with"
        return [Clause("marker", "must", part, bound=online.group("m"), words=online.group(0))]
    signed = signature(clause)  # "sign every message with – Jarvis": the reply's last line is the signature
    if signed:
        return [Clause("marker", "must", "ends_with", bound=signed, words=clause.strip()[:40])]
    found = _MARKER.search(clause)
    if not found and closing_label(clause):  # "end with a summary starting 'Bottom line:'", "「結論：」で始まる一文で締めて"
        part, label = closing_label(clause)  # type: ignore[misc]
        return [Clause("marker", "must", part, bound=label, words=clause.strip()[:40])]
    if not found or _negated(clause, found.start(), found.start() + len(found.group("where"))):
        return []
    marker = (found.group("q") or found.group("w") or "").strip().rstrip(".,")
    if not marker or (not found.group("q") and not re.search(r"[^\w\s]|^[A-Z]{2,}", marker)):
        return []  # "start with a short answer": no literal text to look for
    where = found.group("where").lower()
    part = "ends_with" if re.fullmatch(_END_WORDS, where) else "opens_with"
    return [Clause("marker", "must", part, bound=marker, words=found.group(0))]


_FORMAL = rx(r"\bvouvoie\w*|\bvouvoiement\b|\bpas de tutoiement\b|\bsiez\w*\b|\bmit sie\b|\bper sie\b|"
                     r"\bmit\s+[„\"“'‘]sie[“\"”'’]|\b(?:dai|dia|dammi|darmi|dare|dandomi)\s+(?:sempre\s+|pure\s+)?del\s+lei\b|\bdo\s+lei\b|"
                     r"\bformal (?:you|address|form of address)\b|\btr[aá]tame de usted\b|\bde usted\b|"
                     r"\bh[aá]blame de usted\b", re.I)


_BANNED_WORDS = rx(
    r"\b(?:never|don'?t|do not|avoid|ban|no|stop|quit|nunca|jamais|niemals|nie|evita|évite|kein\w*|nada de|niente|"
    r"mai|pas)\b[^.;\n\"“'‘„«]{0,30}?"
    r"(?:\b(?:say|saying|use|using|write|writing|dire|utilise[rz]?|sagen|schreib\w*|digas|uses|usar|escribas|"
    r"verwende\w*|benutze\w*|dis|écris|usare|scrivere|dire)\s+)?"
    r"(?:the\s+|a\s+)?(?:words?|phrases?|terms?|expressions?|le mot|les mots|l['’]expression|das wort|die wörter|"
    r"den ausdruck|la palabra|las palabras|la expresión|la parola|le parole)?"
    r"(?:\s+(?:like|such as|comme|wie|como))?\s*[:\s]\s*"
    r"(?P<list>[“\"'‘„«][^\"”'’“»\n]{1,40}[”\"'’“»](?:\s*(?:,|or|and|nor|ou|et|oder|und|noch|o|y|e|ni|nem|of|en)\s*"
    r"[“\"'‘„«][^\"”'’“»\n]{1,40}"
    r"[”\"'’“»]){0,7})", re.I)
_QUOTED_WORD = rx(r"[“\"'‘„«]\s?([^\"”'’“»\n]{1,40}?)\s?[”\"'’“»]")
# "„dass“ statt „daß“", "'grey' instead of 'gray'", "«clé» plutôt que «clef»": the quoted word after is banned;
# "「サーバ」は不可", "「サーバ」は使わない": the quoted word before
_BANNED_INSTEAD = rx(r"[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」]\s*,?\s*(?:statt|anstatt|anstelle von|instead of|rather than|"
                             r"not|nicht|plutôt que|au lieu de|et non|et pas|mais pas|pas|en lugar de|en vez de|y no|invece di|anziché|"
                             r"em vez de|e não|no|non|niet|geen|nie|nicht|kein|keine)\s+"
                             # the refused forms, one or a run joined by "or" ("geen 'email' of 'web site'")
                             r"(?P<list>[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」]"
                             r"(?:\s*,?\s*(?:or|of|ou|oder|o|ni|nor|né|nem)\s+[„“\"'‘«「][^\"”“'’»」\n]{1,40}[”“\"'’»」])*)", re.I)
_BANNED_JA = rx(r"(?P<list>「[^」\n]{1,20}」)\s*(?:は|を)?\s*(?:不可|禁止|使わない|使用しない|NG|ダメ|避け)")
# the CJK pairs: "'软件'不要写成'软体'", "用「文件」而不是「檔案」" (the word after is refused); "「colour」ではなく「color」",
# "colour ではなく color" (the word before is refused)
_BANNED_AFTER_ZH = rx(r"[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]\s*[，,]?\s*(?:不要|别|別|不能|请勿|請勿)?\s*"
                              r"(?:写成|寫成|说成|說成|用成|而不是|而非|不是)\s*(?P<list>[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』])")
# (a run of quoted words before it: "「サーバ」「ユーザ」じゃなくて")
_BANNED_BEFORE_JA = rx(r"(?P<list>(?:[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]\s*[、,・や]?\s*)*"
                               r"[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]|(?<![\w-])[A-Za-z][\w-]{1,30})\s*"
                               r"(?:ではなく|じゃなくて|でなく)\s*(?:[„“\"'‘«「『][^\"”“'’»」』\n]{1,40}[”“\"'’»」』]|[A-Za-z][\w-]{1,30}"
                               r"(?![\w-]))")
_QUOTED_ANY = rx(r"[„“\"'‘«「]([^\"”“'’»」\n]{1,40})[”“\"'’»」]")


# "don't use 'leverage' as a verb", "'impact' nicht als Verb", "« impacter » comme verbe"
_AS_VERB = rx(r"\s*(?:as an?|als|comme|como|come)\s+(?:verb|verbe|verbo)\b", re.I)


# "Banned: 'delve', 'tapestry'", "Forbidden phrases: …", "Mots interdits : « … »", "Verboten: „…“": a label that bans,
# then the quoted list; "'delve' and 'tapestry' are banned": the list, then the label
_BAN_LABEL = (r"banned|forbidden|off[- ]limits|prohibited|not allowed|taboo|verboten(?:e[nr]?)?|untersagt|tabu|interdits?|interdites?|"
              r"proscrits?|prohibid[oa]s?|vetad[oa]s?|proibit[oi]|vietat[oi]|proibid[oa]s?|verboden")
_BAN_NOUN = (r"words?|phrases?|terms?|expressions?|mots?|termes?|wörter|ausdrücke|begriffe|palabras?|expresiones|"
             r"términos|parole|espressioni|termini|palavras|expressões|termos|woorden")
_LABEL_FIRST = rx(rf"(?:^|[.;!?]\s*|\b(?:{_BAN_NOUN})\s+)(?:{_BAN_LABEL})\s*(?:{_BAN_NOUN})?\s*:\s*(?P<list>[^\n]+)",
                          re.I)
_LABEL_AFTER = rx(rf"^\s*(?:(?:are|is|sind|ist|sont|est|son|es|sono|è|são|é|zijn)\s+)?(?:(?:not|no longer|nicht|pas|"
                          rf"no|non|niet)\s+)?(?:(?:all|strictly|alle|tous|todos|tutti|strengstens|strictement)\s+)?"
                          rf"(?:{_BAN_LABEL})\b", re.I)
_LIST_JOIN = rx(r"^[\s,;/、]*(?:(?:or|and|nor|ou|et|oder|und|o|y|ni|e|of|en)\s+|(?:和|或|及|与|與|跟|或者)\s*)?$", re.I)
# "Never use these words: delve, tapestry, leverage", "Banned phrases: at the end of the day, going forward": the
# words listed bare after the noun and a colon
_BARE_LIST = rx(rf"\b(?:{_BAN_NOUN})\s*:\s*(?P<list>[^\"“”«»„‘'’\n.;!?]+)", re.I)
_BARE_SPLIT = rx(r"\s*,\s*(?:(?:or|and|nor|ou|et|oder|und|o|y|ni|e)\s+)?|\s+(?:or|and|nor|ou|et|oder|und|o|y|ni)\s+",
                         re.I)
# "不要使用“赋能”和“抓手”", "请勿说「亲」": a Chinese refusal right before the quoted words
_ZH_BAN = rx(r"(?:不要|别|別|请勿|請勿|禁止|避免|不准|不许|不許|不能)\s*(?:再\s*)?(?:使用|用|说|說|写|寫|出现|出現)?\s*$")


def _quoted_run(text: str, spans: tuple[str, ...], start: int) -> tuple[list[str], int]:
    """The quoted words standing in a list from ``start`` (joined by commas, "and", "or"), and where the list ends."""
    out: list[str] = []
    pos = start
    for span in spans:
        at = text.find(span, pos)
        if at < 0:
            continue
        opener = max(text.rfind(q, pos, at) for q in "\"“«„‘'「")
        if opener < 0 or not _LIST_JOIN.match(text[pos:opener]):
            break
        out.append(span)
        close = at + len(span)
        pos = close + 1 + (1 if text[close:close + 1] == " " and text[close + 1:close + 2] in "»" else 0)
    return out, pos


def _banned_list(clause: str) -> list[Clause]:
    """A list of quoted words a label bans, before or after it: "Banned: 'delve', 'tapestry'", "'synergy' and
    'leverage' are off-limits", "Mots interdits : « crucial », « essentiel »"."""
    spans = quoted_spans(clause)
    if not spans:
        return _bare_list(clause)
    first = clause.find(spans[0])
    opener = max(clause.rfind(q, 0, first) for q in "\"“«„‘'「")
    if opener >= 0 and _ZH_BAN.search(clause[max(0, opener - 12):opener]):
        run, _ = _quoted_run(clause, spans, opener)
        run = [w for w in run if re.search(r"\w", w)]
        if run:
            return [Clause("words", "must_not", "|".join(dict.fromkeys(run)), words=clause.strip()[:60])]
    label = _LABEL_FIRST.search(clause)
    banned: list[str] = []
    if label:
        banned, _ = _quoted_run(clause, spans, label.start("list"))
    else:
        first = clause.find(spans[0])
        opener = max(clause.rfind(q, 0, first) for q in "\"“«„‘'「")
        run, end = _quoted_run(clause, spans, opener if opener >= 0 else first)
        after = _LABEL_AFTER.match(clause[end:])
        if run and after and not re.search(r"\b(?:not|no longer|nicht|pas|plus|no|non|niet|nie)\b", after.group(0), re.I):
            banned = run
    banned = [w for w in banned if re.search(r"\w", w)]
    return [Clause("words", "must_not", "|".join(dict.fromkeys(banned)), words=clause.strip()[:60])] if banned else []


def _bare_list(clause: str) -> list[Clause]:
    """Words listed without quotes after a noun and a colon, where the rule bans them before the colon ("Never use
    these words: delve, tapestry", "Banned phrases: going forward, per my last email")."""
    found = _BARE_LIST.search(clause)
    if not found:
        return []
    head = clause[:found.start("list")]
    if not (_negated(clause, found.start(), found.end()) or re.search(rf"\b(?:{_BAN_LABEL})\b", head, re.I)) \
            or re.search(r"\b(?:only|always|use|prefer)\b[^:]*$", head, re.I) and not re.search(
                rf"\b(?:never|don'?t|do not|avoid|no|{_BAN_LABEL})\b", head, re.I):
        return []
    items = [w.strip(" -–—") for w in _BARE_SPLIT.split(found.group("list").strip())]
    items = [w for w in items if w]
    if not items or any(len(w.split()) > 4 or not re.search(r"\w", w) for w in items):
        return []  # "no words: just the code" and the like: not a list of words
    return [Clause("words", "must_not", "|".join(dict.fromkeys(items)), words=clause.strip()[:60])]


def _banned_words(clause: str) -> list[Clause]:
    """"Never say 'delve'", "Don't use the words "leverage" or "utilize"": words the prose must not use. An
    opener or a sign-off named this way is read by _opening_closing / _markers, not here."""
    if parse_contractions(clause):
        return []  # "'do not' instead of 'don't'": the contractions check's
    if tone.parse_name_ban(clause):
        return []  # "stop calling me 'boss'": what the user is called (names), "ask your boss" is fine
    # every pair the rule sets ("'email', not 'e-mail', and 'website', not 'web site'")
    pairs = list(_BANNED_INSTEAD.finditer(clause)) or list(_BANNED_AFTER_ZH.finditer(clause)) \
        or list(_BANNED_BEFORE_JA.finditer(clause)) or list(_BANNED_JA.finditer(clause))
    if pairs and not re.search(r"\b(?:comments?|code|commits?)\b", clause, re.I):
        banned_other = [w.strip() for other in pairs for w in (_QUOTED_ANY.findall(other.group("list"))
                                                               or [other.group("list")]) if re.search(r"\w", w)]
        if banned_other:
            return [Clause("words", "must_not", "|".join(dict.fromkeys(banned_other)),
                           words=clause[pairs[0].start():pairs[-1].end()])]
    bracketed = refused_in_brackets(clause)
    if bracketed:  # "perché, è (non e' o perchè)": the forms refused in the bracket after the wanted ones
        return [Clause("words", "must_not", "|".join(bracketed), words=clause.strip()[:60])]
    listed = _banned_list(clause)
    if listed:
        return listed
    found = _BANNED_WORDS.search(clause)
    bare = _QUOTED_ANY.sub(" ", clause)  # the rule's own words, not the words it quotes ("at the end of the day")
    if not found or _FIRST.search(bare) or re.search(r"\b(?:end|finish|close|sign off|comments?|code|commits?)\b",
                                                      bare, re.I) \
            or re.search(rf"\b(?:{_OPEN_VERBS})(?:s|ing|ning)?\b", bare, re.I) \
            or _SIGNOFF_WORDS.search(bare) or _GREETING_WORDS.search(bare) or _FLATTERY_WORDS.search(bare):
        return []
    banned = [w.strip() for w in _QUOTED_WORD.findall(found.group("list")) if w.strip()]
    if not banned or any(not re.search(r"\w", w) for w in banned):
        return []
    if _AS_VERB.match(clause, found.end()) or re.search(r"\b(?:the\s+)?verbs?\s*$", clause[:found.start("list")], re.I):
        banned = [f"{w} {VERB_MARK}" for w in banned]  # "don't use 'leverage' as a verb": the noun stays
    return [Clause("words", "must_not", "|".join(banned), words=found.group(0))]


# "Always write 'GitHub', 'JavaScript' and 'PostgreSQL' with the correct capitalisation", "spell product names right:
# GitHub, JavaScript", "respecte la casse de « GitHub »", "GitHub immer in korrekter Groß-/Kleinschreibung": names
# written with exactly their capitals
_CASING = rx(r"\b(?:capitali[sz]ation|capitali[sz]ed?|capitals|casing|letter case|upper[- ]?case and lower[- ]?case|"
                     r"(?:correct|right|proper|exact) case|casse|gro(?:ß|ss)-?\s*(?:/|und)\s*kleinschreibung|"
                     r"mayúsculas(?: y minúsculas)?|maiuscole|maiúsculas)\b|大文字", re.I)
# "spell product names right", "always write product names correctly", "écris correctement les noms de produits",
# "Produktnamen immer korrekt schreiben", "escribe bien los nombres propios": the verb of writing and a "correctly"
_WRITE = (r"(?:spell\w*|write|writing|written|écri\w*|orthographi\w*|schreib\w*|geschrieben|escrib\w*|escrit\w*|"
          r"scriv\w*|scritt\w*)")
_RIGHTLY = (r"(?:right|correctly|properly|exactly|correct|official(?:ly)?|offiziell\w*|officiel\w*|oficial\w*|ufficial\w*|"
            r"correctement|exactement|correcte?s?|korrekt\w*|richtig\w*|"
            r"correctamente|correctos?|bien|correttamente|corrett[io])")
_NAME_NOUN = rx(r"(?:names?|namen|noms?|nombres?|nomi|nomes?|brands?|marken|marques?|marcas?|products?|produkt\w*|"
                        r"produits?|productos?|prodott\w*|terms?|begriffe?|termes?|términos?|termini)\b", re.I)
_SPELL_RIGHT = rx(rf"\b{_WRITE}\b[^.;:\n]{{0,30}}\b{_RIGHTLY}(?!\w)|\b{_RIGHTLY}\s+{_WRITE}\b|"
                          rf"\b(?:names?|namen|noms?|nombres?|nomi)\b[^.;:\n]{{0,25}}\b{_RIGHTLY}\s+{_WRITE}\b", re.I)
# a name with a capital inside it or after its first letter ("GitHub", "iPhone", "PostgreSQL", "macOS", "npm" is no name)
_CASED_NAME = rx(r"(?<![\w.-])(?=\w*[a-z])(?=\w*[A-Z])[A-Za-z][a-z]*[A-Z][A-Za-z0-9]*(?![\w-])")


def _word_case(clause: str) -> list[Clause]:
    """Names the reply must write with exactly their capitals ("GitHub", never "Github" or "github")."""
    cue = _CASING.search(clause) or _SPELL_RIGHT.search(clause)
    if not cue or _negated(clause, cue.start(), cue.end()):
        return []
    if not _CASING.search(clause) and not re.match(r"spell", cue.group(0), re.I) and not _NAME_NOUN.search(clause):
        return []  # "write the code correctly in TypeScript": writing done right, no names' spelling
    head = re.split(r"\(\s*(?:not|never|pas|nicht|no)\b", clause, maxsplit=1, flags=re.I)[0]  # "(not Github, ...)"
    names = [w.strip() for w in _QUOTED_ANY.findall(head)] or _CASED_NAME.findall(head)
    # a name the rule marks as all lower case ("npm (lowercase)") is left out (a name to hold to has a capital); the
    # others it lists are still held
    names = [n for n in names if 2 <= len(n) <= 40 and re.fullmatch(r"[\w.+#-]+", n) and n != n.lower()]
    return [Clause("case", "must", "|".join(dict.fromkeys(names)), words=cue.group(0))] if names else []


_COMMENTS = rx(r"\b(?:code[- ]?)?comments?\b|\bcommentaires?\b|\b(?:code-?)?kommentare?n?\b|\bcomentarios?\b|"
                       r"\bcommenti\b|\bcomentários?\b|コメント|注释|注釋|주석|"
                       # Turkish, Dutch, Polish, Russian: "kod yorumları", "commentaar", "komentarze", "комментарии"
                       r"\byorum(?:lar)?(?:ı|i|ın|ını)?\b|\bcommentaar\w*|\bkomentarz\w*|\bкомментари\w*", re.I)


_BUT_JOIN = rx(r"\s(?:but|mais|aber|pero|ma|mas|ama|fakat|maar|ale|но)\s", re.I)


def _comment_language(clause: str) -> list[Clause]:
    """"Code-Kommentare bitte auf Englisch", "Write all code comments in English", "コードのコメントも日本語で": the
    language of the comments in the reply's code (read before the clause is set aside as not about the reply)."""
    found = _COMMENTS.search(clause)
    if not found:
        return []
    tail = clause[found.end():]
    name = _LANG.search(tail)
    # the language nearest the comments ("コメントは英語で、説明は日本語で": English), not one refused on the way
    # ("コメントは英語じゃなくて日本語で": Japanese)
    named = sorted((k for k in LANGUAGES if not k.isascii() and k in tail), key=tail.find)
    cjk = next((k for k in named if not re.match(r"\s*(?:じゃなく|ではなく|でなく|じゃない|ではない|以外|不是|而不是)",
                                                  tail[tail.find(k) + len(k):])), None)
    if name and not _negated(clause, found.end() + name.start(), found.end() + name.end()):
        return [Clause("comments", "must", LANGUAGES[name.group("name").lower()], words=found.group(0))]
    if cjk and not re.search(r"(?:ない|不要|禁止|やめ)", tail[tail.find(cjk):tail.find(cjk) + 12]):
        return [Clause("comments", "must", LANGUAGES[cjk], words=found.group(0))]
    return []


def _names_and_comments(piece: str) -> list[Clause] | None:
    """A piece whose parts speak of the names in code and of its comments ("variable names in English, comments may
    be in French", "Variablennamen auf Englisch, Kommentare dürfen deutsch sein", "los comentarios pueden ir en
    español"): the language of the names, and that of the comments unless it is only allowed; None when the piece
    does not name both, or names the reply's language too."""
    if not (_IDENTIFIER_NAMES.search(piece) or identifier_language(piece)) or not _COMMENTS.search(piece) \
            or _SPEAK_RE.search(piece):
        return None
    out: list[Clause] = []
    for part in re.split(r"[,;，、]|\s(?:but|aber|mais|pero|ma|mas)\s", piece):
        if _COMMENTS.search(part) and not identifier_language(part):
            out += [] if identifier_permits(part) else _comment_language(part)
        else:
            out += [Clause("style", "must", t, words=part.strip()[:40]) for t in identifier_language(part)]
    return out if any(c.object == "style" for c in out) else None


# "always add a one-line Korean summary at the end", "end each answer with a translation into German", "finis par un
# résumé en anglais": a passage in another language the reply ends with, not the reply's language
_CLOSING_PASSAGE = (r"summary|translation|tl;?\s?dr|recap|version|line|sentence|résumé|traduction|zusammenfassung|"
                    r"übersetzung|resumen|traducción|riassunto|traduzione|resumo|tradução|samenvatting|vertaling")
_CLOSING_LANGUAGE = rx(
    rf"\b(?P<verb>add|include|append|put|give|end|finish|close|wrap up|ajoute|termine|finis|füge|ende|schließe|añade|termina|"
    rf"aggiungi|adicione|acrescente|voeg)\w*\b[^.;\n]{{0,30}}?\b(?:(?P<a>{_LANG_NAMES})\s+(?:{_CLOSING_PASSAGE})\b|"
    rf"(?:{_CLOSING_PASSAGE})\s+(?:in|into|en|auf|in het|em)\s+(?:the\s+)?(?P<b>{_LANG_NAMES})(?![\w-]))", re.I)
_AT_END = rx(r"\b(?:at the (?:very )?(?:end|bottom)|afterwards|à la fin|am (?:schluss|ende)|al final|alla fine|no final|"
                     r"aan het eind)\b", re.I)


def _closing_language(clause: str) -> list[Clause]:
    """The language of a passage every reply ends with (a summary, a translation), read where the rule puts it at the
    end ("add a Korean summary at the end", "end with a German translation")."""
    found = _CLOSING_LANGUAGE.search(clause)
    if not found or _negated(clause, found.start(), found.end()) or not (
            _AT_END.search(clause) or re.match(r"end|finish|close|wrap|termin|finis|ende|schließ", found.group("verb"), re.I)):
        return []
    return [Clause("closing_language", "must", LANGUAGES[(found.group("a") or found.group("b")).lower()], words=found.group(0))]


def _code_style(clause: str) -> list[Clause]:
    """"max line length 88 in any Python you write", "snake_case for python functions, never camelCase",
    "Docstrings on every public function", "when I ask for code, add a pytest test too", "nada de print()"."""
    styles = parse_code_style(clause)
    if not styles:
        return []
    when = "code_request" if _WHEN_CODE_REQUEST.search(clause) or re.search(
        r"\b(?:cuando|quand|wenn|quando)\s+(?:te\s+|je\s+te\s+|ich\s+)?(?:pida|demande|frage|chiedo)\w*\s+"
        r"(?:de\s+|du\s+|nach\s+)?(?:código|code|codice)", clause, re.I) else ""
    return [Clause("style", "must", style, when=when, words=clause.strip()[:40]) for style in styles]


def _ja_polite(clause: str) -> list[Clause]:
    """"です・ます調で書いてください", "敬体で": the polite form of Japanese; "です・ます調は使わないで": the plain one."""
    plain = re.search(r"タメ口|ため口|常体|だ[・、]?である調|である調|だ調", clause)
    if plain:  # "タメ口で話して": the plain form; "タメ口はやめて": the polite one
        refused = re.search(r"^[^。]{0,6}?(?:やめ|禁止|使わない|NG|しないで|不可|ダメ)", clause[plain.end():])
        return [Clause("address", "must", "ja_polite" if refused else "ja_casual", words=plain.group(0))]
    honorific = re.search(r"敬語", clause)
    if honorific:
        after = clause[honorific.end():honorific.end() + 14]
        if re.match(r"^[^。]{0,6}?(?:使わないで|やめ|禁止|なしで|無しで|不要|NG)", after):
            return [Clause("address", "must", "ja_casual", words=honorific.group(0))]
        if re.match(r"^\s*(?:で|を使って|でお願い)", after):
            return [Clause("address", "must", "ja_polite", words=honorific.group(0))]
    found = re.search(r"です[・、]?ます調|ですます調|敬体|丁寧語で|丁寧体", clause)
    if not found:
        return []
    if re.search(r"(?:不要|使わない|やめ|しないで|禁止)", clause[found.end():found.end() + 12]):
        return [Clause("address", "must", "ja_casual", words=found.group(0))]
    return [Clause("address", "must", "ja_polite", words=found.group(0))]


def _ko_register(clause: str) -> list[Clause]:
    """"존댓말로 답해 주세요", "반말은 쓰지 마세요": the Korean honorific speech; "반말로 말해줘": the plain one
    (register.ko_register_rule)."""
    level = ko_register_rule(clause)
    return [Clause("address", "must", level, words=clause.strip()[:40])] if level else []


def _address(clause: str) -> list[Clause]:
    reading = parse_address(clause)  # the familiar or the formal "you", a refused form read as the other
    if reading:
        return [Clause("address", "must", reading, words=clause.strip()[:40])]
    found = _FORMAL.search(clause)
    if not found:
        return []
    return [Clause("address", "must", "formal", words=found.group(0))]


def _number_examples(clause: str) -> list[Clause]:
    """"percentages: one decimal place (12.0% not 12%)", "EUR 1,234.56, code first": a number format the rule shows
    (:mod:`memlock_core.compliance.number_examples`), as patterns the reply must not match."""
    return [Clause("number_shape", "must_not", pattern, words=clause.strip()[:40])
            for pattern in number_examples.parse_number_examples(clause) + width_forms.parse_width_rule(clause)
            + parse_cjk_punctuation(clause)]


def _unit_style(clause: str) -> list[Clause]:
    """"a space between the number and the unit", "litres with a capital L": how a unit symbol is written."""
    return [Clause("unit_style", "must", style, words=clause.strip()[:40]) for style in unit_style.parse_unit_style(clause)]


def _apology(clause: str) -> list[Clause]:
    return [Clause("apology", "must_not", NO_APOLOGY, words=clause.strip())] if parse_apology(clause) else []


def _shape(clause: str) -> list[Clause]:
    if parse_checkbox_rule(clause):  # "to-do lists as checkboxes": the to-do lists the reply has, none asked for
        return [Clause("shape", "must", CHECKBOXES, words=clause.strip())]
    shape = parse_shape(clause)
    levels = heading_levels(clause) if shape in (None, LEVEL_ONLY) else None
    if levels and (shape is None or len(levels) > 1):
        return [Clause("shape", "must", LEVELS, bound=",".join(map(str, levels)), words=clause.strip())]
    level = str(heading_level_only(clause) or "") if shape == LEVEL_ONLY else ""
    return [Clause("shape", "must", shape, bound=level, words=clause.strip())] if shape else []


_MIX = rx(r"\bmix(?:ing|ed|es)?\s+(?:up\s+)?(?:the\s+|different\s+|two\s+|several\s+)?languages\b|"
                  r"\blanguages?\s+(?:mixed|mixing)\b|\bswitch(?:ing|es)?\s+(?:between\s+)?languages\b|"
                  r"\bm[ée]lang\w*\s+(?:pas\s+)?(?:les\s+|des\s+|de\s+)?langues\b|"
                  r"\bsprachen\s+(?:nicht\s+)?(?:zu\s+)?(?:misch|wechsl|wechsel)\w*|\b(?:misch|wechsl|wechsel)\w*\s+"
                  r"(?:\w+\s+)?(?:keine\s+|die\s+)?sprachen?\b|\bmezcl\w*\s+(?:los\s+|de\s+)?idiomas\b|"
                  r"\bmescol\w*\s+(?:le\s+)?lingue\b|\bmistur\w*\s+(?:os\s+)?idiomas\b|言語を混ぜ|言語を混在", re.I)
_ONE_LANGUAGE = rx(r"\b(?:pick|choose|stick to|stay in|keep to|use)\s+(?:just\s+|only\s+)?one language\b|"
                           r"\bone language (?:per|in each|only|throughout)\b|\bpick one and stick to it\b|"
                           r"\bune seule langue\b|\bnur eine sprache\b|\bun solo idioma\b|\buna sola lingua\b", re.I)


def _one_language(clause: str) -> list[Clause]:
    """"no mixing languages in one reply", "Sprachen nicht mischen", "stick to one language": whichever language the
    reply is in, all of it."""
    mix = _MIX.search(clause)
    refused = mix and (_negated(clause, mix.start(), mix.end())
                       or re.search(r"\b(?:nicht|keine|pas)\b|ないで|しない|禁止", mix.group(0) + clause[mix.end():mix.end() + 8]))
    if refused or _ONE_LANGUAGE.search(clause):
        return [Clause("register", "must", "one_language", words=clause.strip()[:40])]
    return []


def _voseo(clause: str) -> list[Clause]:
    """"español neutro, sin voseo": the verb forms of the reply's Spanish (:mod:`memlock_core.compliance.voseo`)."""
    return [Clause("register", "must_not", NO_VOSEO, words=clause.strip()[:40])] if parse_voseo(clause) else []


def _chinese_script(clause: str) -> list[Clause]:
    """"请用简体中文回答", "Traditional Chinese only": the script of the reply's Chinese, which the language alone
    ("zh") does not tell (:mod:`memlock_core.compliance.chinese_script`)."""
    script = parse_script(clause)
    if script in (NO_TRADITIONAL, NO_SIMPLIFIED):  # the script asked for, the other refused outright: "strict"
        base = SIMPLIFIED if script == NO_TRADITIONAL else TRADITIONAL
        return [Clause("register", "must", base, bound="strict", words=clause.strip()[:40])]
    return [Clause("register", "must", script, words=clause.strip()[:40])] if script else []


# "ni gras ni italique", "neither bold nor italics", "weder fett noch kursiv": a refusal of each thing listed
_NEITHER = rx(r"(?:^|\s)(?:ni|nor|neither|weder|noch|nem|né)\s+(?:[^\W\d_]+\s+)?$", re.I)


def _typography(clause: str) -> list[Clause]:
    """"Nada de negritas ni cursivas", "always use the Oxford comma", "tildes siempre", "typo française : espace avant
    « : ; ? ! »": a typographic convention of the prose (:mod:`memlock_core.compliance.typography`). Emphasis is read
    as a ban only; a convention named to be refused ("no Oxford comma") is left unread."""
    out = []
    found = typography.parse_typography(clause)
    emphasis = (typography.NO_BOLD, typography.NO_ITALIC)
    # "no bold, italics or underline": one refusal bans each kind of emphasis the clause lists
    banned = any(_negated(clause, start, end) or _NEITHER.search(clause[:start]) for name, start, end in found
                 if name in emphasis)
    for name, start, end in found:
        refused = banned if name in emphasis else _negated(clause, start, end) and not re.search(
            r"\b(?:sin|without|sans|ohne|senza|sem)\s+(?:\w+\s+)?$", clause[:start], re.I)  # "nada de preguntas sin ¿"
        if name in emphasis and refused \
                or name not in (typography.NO_BOLD, typography.NO_ITALIC) and not refused:
            out.append(Clause("register", "must", name, words=clause[start:end]))
    return out


# a phrase the rule quotes as an example: 'let me know if...', « n'hésite pas », "fammi sapere"
_QUOTED_EXAMPLE = rx(r"[\"“„«「『]\s?([^\"”“»」』\n]{3,60}?)\s?[\"”“»」』]|(?<!\w)['‘]([^'’\n]{3,60})['’](?!\w)")


def _closing_examples(clause: str, found: list[Clause]) -> list[Clause]:
    """"don't end with a question like 'want me to...?' or 'let me know if...'": the rule's examples of the
    banned ending include a closing formula without a question mark, so a reply ending on one breaks it too."""
    if not any(c.value == tone.NO_END_QUESTION for c in found):
        return []
    examples = [m.group(1) or m.group(2) for m in _QUOTED_EXAMPLE.finditer(clause)]
    hit = next((e for e in examples if signoff_example(e)), None)
    return [Clause("closing", "must_not", "signoff", words=hit[:40])] if hit else []


# "a question asking if I need anything else", "une question pour savoir si j'ai besoin d'autre chose": the question
# named is the offer itself, not any closing question
_QUESTION_IS_OFFER = rx(r"\b(?:questions?|frage[n]?|preguntas?|perguntas?|domand[ae])\s+(?:\w+\s+){0,2}?"
                                r"(?:asking|whether|if|offering|pour savoir|si|ob|se)\b", re.I)


def _register(clause: str) -> list[Clause]:
    """"no contractions", "no rhetorical questions"; "GitHub (not Github)", "dass statt daß": the words to avoid
    (:mod:`memlock_core.compliance.register`)."""
    out = [Clause("register", "must_not", "no_contractions", words=clause.strip()[:40])] if parse_contractions(clause) else []
    if parse_rhetorical(clause):
        out.append(Clause("register", "must_not", "no_rhetorical_questions", words=clause.strip()[:40]))
    if questions_back.parse_rule(clause):  # "no questions back at me": a clarifying question anywhere, not only last
        out.append(Clause("shape", "must_not", questions_back.NO_QUESTIONS_BACK, words=clause.strip()[:40]))
    if moralising.parse(clause):  # "don't be preachy", "skip the safety lectures": a lecture's written shapes
        out.append(Clause("shape", "must_not", moralising.NO_MORALISING, words=clause.strip()[:40]))
    if closing_recap.parse(clause):  # "don't end with a recap", "Nie kończ odpowiedzi podsumowaniem"
        out.append(Clause("shape", "must_not", closing_recap.NO_CLOSING_SUMMARY, words=clause.strip()[:40]))
    case = address_case.parse(clause)  # "пиши «вы» с маленькой", "schreib 'du' klein": the pronoun's case
    if case:
        out.append(Clause("shape", "must", case, words=clause.strip()[:40]))
    for family, reads in ((tone.NO_CAPS, tone.parse_caps), (tone.NO_HEDGING, tone.parse_hedging),
                          (tone.NO_FIRST_PERSON, tone.parse_first_person), (tone.NO_DISCLAIMERS, tone.parse_disclaimers),
                          (tone.NO_FILLER, tone.parse_filler), (tone.NO_END_QUESTION, tone.parse_end_question)):
        if reads(clause):
            out.append(Clause("register", "must_not", family, words=clause.strip()[:40]))
    if help_offer.parse_offer_end(clause):  # "don't end asking if I need anything else": the offer, question or not
        out = [c for c in out if c.value != tone.NO_END_QUESTION or not _QUESTION_IS_OFFER.search(clause)]
        out.append(Clause("register", "must_not", help_offer.NO_OFFER_END, words=clause.strip()[:40]))
    out += _closing_examples(clause, out)
    names = tone.parse_name_ban(clause)  # "Don't call me Bob", "never my first name (Chidi)": the user called that
    if names:
        out.append(Clause("names", "must_not", "|".join(names), words=clause.strip()[:40]))
    pairs = [] if read_spelling(clause) else parse_word_pairs(clause)  # "colour not color": the spelling check's
    if pairs:
        out.append(Clause("words", "must_not", "|".join(pairs), words=clause.strip()[:40]))
    capitals = french_capitals.parse(clause)  # "mets les accents sur les majuscules": "Etat", "A chaque" refused
    if capitals:
        out.append(Clause("words", "must_not", "|".join(capitals), words=clause.strip()[:40]))
    return out


_SPEAK_RE = rx(rf"\b(?:{_SPEAK})\w*", re.I)


def _kept_terms(clause: str) -> list[Clause]:
    """"keep technical terms in English (don't translate them)": the user's English terms stay as written
    (:mod:`memlock_core.compliance.kept_terms`)."""
    return [Clause("register", "must", kept_terms.KEEP_TERMS, words=clause.strip()[:40])] \
        if kept_terms.parse_keep_terms(clause) else []


READERS = (_kept_terms,
           _shape, _heading_form, _apology, _language, _closing_language, _lists, _headings, _emoji, _length, _spelling, _units,
           _unit_style, _number_examples, _currency,
           _datetime, _sources, _type_hints,
           _code_example, _code,
           _markdown,
           _tables, _opening_closing, _chars, _no_openers, _markers, _address, _ja_polite, _ko_register, _code_style, _banned_words,
           _word_case, _register, _one_language, _chinese_script, _voseo, _typography)


_NOT_REPLY_OBJECT = rx(r"\b(?:commit messages?|pr (?:descriptions?|titles?)|pull request (?:descriptions?|titles?)|"
                               r"code comments?|comments in (?:the )?code|docstrings?|readmes?|changelogs?|variable names?|"
                               r"file ?names?|branch names?|log messages?|translat\w+|tradu\w+|übersetz\w+|"
                               r"mensajes? de commit|messages? de commit|commit-?nachrichten|commit-?meldungen|"
                               r"messaggi di commit|mensagens? de commit|commit-?texte?)\b|コミットメッセージ", re.I)
_TOPIC_SCOPE = rx(r"^\W*(?:for|on|about|with|in|pour|sur|für|bei|para|en|sobre)\s+(?:[\w-]+\s+){0,4}?(?:or\s+[\w-]+\s+)?"
                          r"(?:stuff|questions?|topics?|things|matters|issues|subjects|advice|domains?|sujets?|questions|"
                          r"themen|fragen|temas|preguntas|asuntos)\b", re.I)


# "when you answer technical questions", "quand tu réponds à des questions médicales": a topic, not measurable
_TOPIC_WHEN = rx(r"\b(?:when(?:ever)?|if)\s+(?:you\s+)?(?:answer|respond to|reply to|discuss|talk about)\s+"
                         r"(?:\w+\s+){0,3}?(?:questions?|topics?|subjects?)\b|\bquand tu réponds à des questions\b|"
                         r"\bwenn du (?:\w+\s+){0,2}fragen beantwortest\b|\bcuando respondas (?:a )?preguntas\b", re.I)


# ... but a technical topic is one memlock measures: the reply (or the user's message) is about code or commands
_TECHNICAL_TOPIC = rx(r"\b(?:technical|programming|coding|code|tech|dev|software|técnicas?|programación|techniques?|"
                              r"programmation|technische[n]?|programmier\w*)\s+(?:questions?|topics?|subjects?|preguntas|fragen)\b"
                              r"|\bquestions? (?:techniques?|de programmation)\b", re.I)


# "When I ask you to draft an email to a client, ...", "Cuando te pida un informe, ...": the replies to a request for
# one kind of text; the user's message decides (it names the thing asked for)
_ASKS_FOR = rx(
    r"\b(?:when(?:ever)?|if)\s+i\s+(?:ask|want)\s+(?:you\s+)?(?:for|to\s+(?:draft|write|prepare|make|give\s+me|create|"
    r"produce|put\s+together))\s+(?:a|an|the|some|my)?\s*(?:\w+\s+)?(?P<en>[a-z]{3,}(?:-[a-z]{3,})?)"
    r"(?:\s+or\s+(?P<or>[a-z]{3,}))?\b|"
    r"\bcuando\s+te\s+(?:pida|pido|pregunte|pregunto)\s+(?:que\s+\w+\s+)?(?:por\s+|sobre\s+)?(?:un|una|el|la)\s+"
    r"(?P<es>\w{3,})|"
    r"\bquand\s+je\s+(?:te\s+|vous\s+)?demande\s+(?:de\s+\w+\s+)?(?:un|une|le|la|des)\s+(?P<fr>\w{3,})|"
    r"\bwenn\s+ich\s+(?:dich\s+|sie\s+)?(?:um|nach)\s+(?:einen|eine|ein|den|die|das)\s+(?P<de>\w{3,})|"
    r"\bquando\s+ti\s+chiedo\s+(?:un|una|il|la)\s+(?P<it>\w{3,})|"
    # "When drafting emails for me", "whenever you write a cover letter": a document drafted for the user
    r"\bwhen(?:ever)?\s+(?:you(?:'re|\s+are)?\s+)?(?:drafting|writing|composing|drafts?|writes?|compose)\s+"
    r"(?:an?\s+|the\s+|any\s+)?(?:\w+\s+)?(?P<doc>e-?mails?|letters?|memos?|newsletters?|announcements?|invitations?)\b|"
    # "Release notes: one ## heading per section", "Changelogs: ...": a rule headed by the document it is for
    r"^\W*(?P<label>release|changelog|readme|newsletter|memo|announcement|invitation)s?(?:\s+notes?)?\s*:|"
    # "anything I'll send to a client", "what goes out to customers": the texts drafted for that reader
    r"\b(?:i(?:'ll|\s+will|'m\s+going\s+to)?|we(?:'ll|\s+will)?)\s+(?:send|forward|pass\s+on|hand)\s+(?:out\s+)?to\s+"
    r"(?:a|an|the|my|our|any)?\s*(?P<to>clients?|customers?|users?|partners?|investors?|vendors?|suppliers?|candidates?|"
    r"recruiters?|landlords?|professors?|teachers?|bosse?s?|managers?)\b|"
    r"\b(?:goes|go|going|sent)\s+(?:out\s+)?to\s+(?:a|an|the|my|our|any)?\s*(?P<goes>clients?|customers?|partners?|investors?)\b",
    re.I)
_ASKS_GENERIC = frozenset("""answer answers reply replies response responses code summary summaries command commands
question questions explanation help it something anything more detail details example examples list lists""".split())


# "no headings in emails", "keine Überschriften in E-Mail-Entwürfen", "pas d'emoji dans les mails": replies that are
# an email (the user's message asks for one: it names a mail)
_FORM_OBJECTS = frozenset({"headings", "list", "emoji", "length", "markdown", "tables"})
_MAIL_SCOPE = rx(r"\b(?:in|im|in den|in der|for|für|bei|dans|dans les|dans mes|pour|pour les|en|en los|en las|para|"
                         r"para los|nelle|nei|w|in de|into|to)\s+(?:[\w'-]+(?:\s*[/,]\s*|\s+(?:(?:or|and|o|y|ou|et|oder|und)\s+)?))"
                         r"{0,2}?(?:e-?mails?|e-?mail-\w+|mails?|correos?|courriels?|"
                         r"e-?maila?ch|wiadomościach e-mail)\b", re.I)


# "no emoji in emails or docs", "en correos o documentos formales", "keine Emojis in Berichten": replies that are a
# document (a doc, a report) drafted for the user
_DOC_SCOPE = rx(r"\b(?:in|im|in den|in der|for|für|bei|dans|dans les|dans mes|pour|pour les|en|en los|en las|para|"
                        r"para los|nelle|nei|w|in de|or|and|o|y|ou|et|oder|und|e|/)\s*(?:\w+\s+)?(?:docs?|documents?|"
                        r"documentation|documentos?|documentación|doku|dokumente?n?|dokumentation|documenti|"
                        r"reports?|informes?|rapports?|berichte?n?|relatórios?)\b", re.I)


def _asks_for(piece: str, found_objects: frozenset[str] = frozenset()) -> str:
    """The thing a rule's replies were asked for ("email", "informe"), or "" for none this reads. A rule on the form
    of the text ("no headings in emails") speaks to replies that are an email."""
    found = _ASKS_FOR.search(piece)
    if found and _EXCEPT_BEFORE.search(piece[:found.start()]):
        found = None  # "except when I ask for a translation": the request waives the rule, it does not scope it
    if not found:
        if not found_objects or not found_objects <= _FORM_OBJECTS or not _MAIL_SCOPE.search(piece):
            return ""
        return "mail|doc" if _DOC_SCOPE.search(piece) else "mail"
    noun = next(g for g in found.groups() if g).lower()
    other = (found.group("or") or "").lower()
    if other and noun not in _ASKS_GENERIC and other not in _ASKS_GENERIC:
        return f"{noun}|{other}"  # "when I ask for titles or headlines": a request for either
    if found.group("doc"):  # "emails", "e-mail": "mail", found in "email" and "e-mail" alike
        noun = re.sub(r"^e-?(?=mail)|s$", "", noun)
    if found.group("to") or found.group("goes"):  # "a client", "customers": the reader a drafted text is for
        noun = re.sub(r"(?<=[^s])s$|es$", "", noun)
    return "" if noun in _ASKS_GENERIC else noun


# "unless I (explicitly) ask for a list", "sauf si je demande une liste", "außer ich bitte um eine Liste", "salvo que te
# pida una lista", "a meno che non ti chieda un elenco"
_LIST_EXCEPTION = rx(
    r"\b(?:unless|except (?:when|if)|sauf (?:si|quand)|à moins que|außer(?: wenn)?|es sei denn|a menos que|salvo (?:que|si|cuando)|"
    r"excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto (?:se|quando)|a não ser que|tenzij)\b[^.;\n]{0,50}?"
    r"\b(?:lists?|bullet(?:ed)? (?:lists?|points?)|listes?|liste|listen|aufzählung\w*|listas?|elenco|elenchi)\b", re.I)


_COUNTING_POLICY = rx(r"\b(?:bullets?|bullet (?:points?|symbols?)|list items?|markers?)\s+(?:count|don'?t count|"
                              r"do not count|are counted|are included|included|themselves)\b", re.I)


_UNLESS_OPENS = rx(r"^\W*(?:unless|except (?:when|if)|sauf si|es sei denn|außer wenn|a menos que|salvo que|"
                           r"a meno che|a não ser que)\b", re.I)
# Code-block rules read together with the other readers of their clause (a fence and a tag, the comments' language)
_ALONGSIDE = ("comments", "comments_each", "tags_match", "one_command", "no_inline_code", "fenced_inline", "code_only_strict",
              "block_code", "block_commands", "block_first")


def _content_rules(piece: str) -> list[Clause]:
    """Rules about the reply's code blocks (:mod:`memlock_core.compliance.code_blocks`)."""
    when = "code_request" if _WHEN_CODE_REQUEST.search(piece) else ""
    scoped = ("comments", "comments_each", "code_only_strict")
    return [Clause("coderule", "must", token, unless=unless, when=when if token in scoped else "",
                   words=piece.strip()[:40]) for token, unless in parse_code_rules(piece, _number)]


_ABOUT_SOURCES_OR_CODE = rx(r"\b(?:sources?|quellen?|fuentes?|fontes?|fonti|citations?|cite|references?|code|codes?|"
                                    r"c[óo]digo|codice|snippets?|examples?|ejemplos?|exemples?|beispiele?)\b|出典|コード", re.I)
_ALLOWS_ONLY = rx(r"\b(?:suffit|suffices|is enough|genügt|reicht|basta|es suficiente|é suficiente)\b|で十分", re.I)


def _judged(piece: str) -> bool:
    """A clause about sources or code that needs judgement, or only allows something: no check reads it."""
    return bool(_ABOUT_SOURCES_OR_CODE.search(piece) and (judgement(piece) or _ALLOWS_ONLY.search(piece))
                and not re.search(r"\d", piece))


def _source_rules(piece: str, text: str = "") -> list[Clause]:
    """Rules about the reply's sources (:mod:`memlock_core.compliance.sources`); ``text`` is the whole rule."""
    parsed = parse_source_rules(piece, text)
    topic = parsed.when if parsed.when.startswith("topic:") else ""  # "every claim about laws": on that topic only
    out = [Clause("srcrule", "must", token, when=topic, words=piece.strip()[:40]) for token in parsed.tokens]
    if "no_invented" in parsed.tokens:  # "cite sources, with a link, and never invent a URL": the rest is read too
        rest = without_invented(piece)
        out += (_source_rules(rest, without_invented(text)) or _sources(rest)) if rest != piece else []
    if parsed.kind:
        out.append(Clause("sources", "must", parsed.kind, when=parsed.when, words=piece.strip()[:40]))
    return out


# "..., otherwise English", "sonst auf Deutsch", "sinon en anglais": the reply's language when the condition of the
# rule's language is not met
_OTHERWISE = rx(rf"[,;]?\s*\b(?:otherwise|or else|else|sonst|ansonsten|andernfalls|sinon|autrement|si no|"
                        rf"de lo contrario|en caso contrario|altrimenti|senão|caso contrário|anders)\b[,:]?\s+"
                        rf"(?:(?:{_SPEAK})\w*\s+)?(?:(?:in|en|auf|em|op)\s+)?(?:the\s+|el\s+|le\s+|het\s+)?"
                        rf"(?P<lang>{_LANG_NAMES})(?![\w-])[^.;\n]{{0,20}}?[.;!]?\s*$", re.I)
_ABOUT_CODE = rx(r"\b(?:when(?:ever)?|if)\s+i\s+ask\s+(?:you\s+)?(?:about|questions about)\s+(?:code|programming)\b|"
                         r"\bfor (?:code|coding|programming) questions\b|\bwenn ich (?:dich )?nach code frage\b|"
                         r"\bbei (?:code|programmier)-?fragen\b|\bquand je (?:te )?pose des questions sur le code\b|"
                         r"\bcuando (?:te )?pregunte (?:sobre|por) código\b", re.I)


# "Default to English, but if I write in Spanish, switch to Spanish", "Par défaut en anglais ; si je t'écris en
# espagnol, réponds en espagnol": the language for every other reply named first
_DEFAULT_FIRST = rx(rf"^\W*(?:default(?:s)?\s+to|by default(?:,)?(?:\s+(?:{_SPEAK})\w*)?(?:\s+in)?|"
                            rf"(?:normally|usually|generally)\s+(?:{_SPEAK})\w*\s+in|par défaut(?:\s+(?:{_SPEAK})\w*)?\s+en|"
                            rf"standardmäßig(?:\s+auf)?|por defecto(?:\s+en)?|di default(?:\s+in)?)\s+"
                            rf"(?P<lang>{_LANG_NAMES})(?![\w-])\s*[,;.:]?\s*(?:but|mais|aber|pero|ma|mas)?\s*", re.I)


def _default_first(text: str) -> ReplyRule | None:
    """A default language, then the conditional one ("Default to English, but if I write in Spanish, switch to
    Spanish"): the conditional language and the default for every other reply, as "..., otherwise English"."""
    found = _DEFAULT_FIRST.match(text)
    if not found or not text[found.end():].strip():
        return None
    inner = parse_reply_rule(text[found.end():])
    wanted = [c for c in inner.clauses if c.object == "language" and c.polarity == "must"]
    other = LANGUAGES[found.group("lang").lower()]
    if len(wanted) != 1 or not wanted[0].when.startswith("user_writes:") or wanted[0].value == other:
        return None
    return ReplyRule(text=text, clauses=inner.clauses + (Clause("language", "else", other, words=found.group(0).strip()),),
                     count_code=inner.count_code, unparsed=inner.unparsed)


def _with_otherwise(text: str) -> ReplyRule | None:
    """"If I write in German, answer in German; otherwise English", "Wenn ich nach Code frage, antworte auf Englisch,
    sonst auf Deutsch": the conditional language and the one for every other reply, or None when the rule is not
    of that shape."""
    found = _OTHERWISE.search(text)
    if not found or not found.start():
        return None
    inner = parse_reply_rule(text[:found.start()])
    wanted = [c for c in inner.clauses if c.object == "language" and c.polarity == "must"]
    if len(wanted) != 1 or "|" in wanted[0].value or wanted[0].value == "user":
        return None
    clause = wanted[0]
    if _ALLOWANCE.search(text[found.end("lang"):]):
        # "when I write in Spanish reply in Spanish, otherwise English is fine": a permission, not a second rule; the
        # conditional one stands alone (other replies are not judged)
        return ReplyRule(text=text, clauses=inner.clauses, count_code=inner.count_code, unparsed=inner.unparsed) \
            if clause.when else None
    if not clause.when:
        # "when I ask about code", "wenn ich nach Code frage": questions about code (a technical exchange); "when I ask
        # for code": replies to a request for code
        about = _ABOUT_CODE.search(text)
        if not about and not _WHEN_CODE_REQUEST.search(text):
            return None
        clause = Clause(**{**clause.__dict__, "when": "technical" if about else "code_request"})
    other = LANGUAGES[found.group("lang").lower()]
    if other == clause.value:
        return None
    clauses = tuple(clause if c is wanted[0] else c for c in inner.clauses) + (Clause("language", "else", other,
                                                                                     words=found.group(0).strip()),)
    return ReplyRule(text=text, clauses=clauses, count_code=inner.count_code, unparsed=inner.unparsed)


# the names in code ("variable names in English", "nombres de variables en inglés", "Variablennamen auf Englisch"): a
# language said of them is not the reply's language, and no check reads identifiers' language
_IDENTIFIER_NAMES = rx(r"\b(?:variable|function|class|method)\s+names?\b|\bidentifiers?\b|\bnombres?\s+de\s+(?:las?\s+)?"
                               r"(?:variables?|funciones?)\b|\bnoms?\s+de\s+(?:variables?|fonctions?)\b|\b(?:variablen|funktions)"
                               r"namen\b|\bnomi\s+(?:delle\s+)?variabili\b|変数名|関数名", re.I)


# a count with nothing counted after it ("max ONE per message"): it counts what the rule spoke of before
_BARE_COUNT = rx(rf"^\W*(?:max(?:imum)?\.?|at most|no more than|not more than|up to|höchstens|maximal|au maximum|"
                         rf"au plus|como máximo|al massimo)\s+(?:{_NUMBERS})(?:\s+(?:per|a|each|in a|in each|pro|par|por)\s+\w+)?"
                         rf"\W*$|^\W*(?:{_NUMBERS})(?:\s+(?:per|a|each|in a|in each)\s+\w+)?\s+(?:max(?:imum)?|at most|tops)\W*$",
                         re.I)


# a clause closed by a bare "none" ("in emails, none", "en correos, ninguno", "dans les mails, aucun"): none of what the
# rule spoke of before
# "When you mention a law", "wenn du dich auf ein Gesetz beziehst", "quand tu cites une loi": the mention is the scope
# (the law named in any exchange), not a legal question
_LAW_MENTION = rx(r"\b(?:when(?:ever)?|if)\s+you\s+(?:mention|cite|refer(?:\s+to)?|reference|quote|name|invoke|bring up)"
                          r"\s+(?:a|an|any|the|some)?\s*(?:law|statute|act|regulation|legal (?:rule|provision))s?\b|"
                          r"\bwenn\s+du\s+(?:dich\s+auf\s+)?(?:ein|einem|das|ein)?\s*gesetz\w*\s+(?:beziehst|nennst|zitierst|erwähnst)|"
                          r"\bwenn\s+du\s+(?:ein|das)\s+gesetz\s+(?:nennst|zitierst|erwähnst)|"
                          r"\b(?:quand|si|lorsque)\s+tu\s+(?:cites?|mentionnes?|évoques?)\s+(?:une|la|un)\s+(?:loi|texte de loi)|"
                          r"\b(?:cuando|si)\s+(?:menciones|cites|nombres)\s+(?:una|la|alguna)\s+ley", re.I)
_ELLIPTIC_BAN = rx(r"^\W*(?:but\s+|mais\s+|aber\s+|pero\s+)?(?:never|not|jamais|pas|nie|nunca|nie)\s+"
                           r"(?:dans|in|en|on|im|in\s+den|for|pour|für|para)\b", re.I)
_BARE_NONE = rx(r"[,:–—-]\s*(?:none(?: at all)?|ningun[oa]|nada|aucuns?|aucunes?|keine|gar keine|nessun[oa]|"
                        r"nenhum|geen|żadnych|zero)\W*$", re.I)


_ONE_LINE_EXCEPT = rx(r"\b(?:except|other than|apart from|unless it'?s|but not)\s+(?:for\s+|in\s+|on\s+)?(?:a\s+)?"
                              r"(?:one-?line|single-?line|one-?liner)s?\b|\bsauf (?:pour )?les réponses d'une ligne\b|"
                              r"\baußer bei einzeiligen\b|\bexcepto (?:en )?(?:las )?respuestas de una línea\b", re.I)


def parse_reply_rule(text: str) -> ReplyRule:
    """The rule's clauses; see the module docstring. Memoized by text (a ReplyRule is immutable): a pin's text
    is read again on every turn by detection and by the proposal."""
    if not isinstance(text, str) or not text.strip():
        return ReplyRule(text="")
    parsed = _parse_mended(text)
    kept = drop_granted(text, parsed.clauses)  # "you may use tables": a permission asks for no table
    kept = mend_clauses(text, kept)  # what one sentence of the rule says of another (clause_mends.py)
    if any(c.object == "length" and c.value == "items" and c.bound == "max" for c in kept) and per_reply(text):
        # "max 5 bullet points per answer": the items of all its lists counted together (list_total.py)
        kept = (*kept, Clause("shape", "must", ITEMS_TOTAL, words=text.strip()[:40]))
    return parsed if kept == parsed.clauses else replace(parsed, clauses=kept)


@functools.lru_cache(maxsize=256)
def _parse_mended(text: str) -> ReplyRule:
    mended = mend_typos(text, REPLY_KEY_WORDS)  # "pls no emjois": a key word typed with one slip
    mended = without_allowance_aside(mended)  # "nada de inglês (código pode)": the bracket allows, it asks nothing
    parsed = replace(_parse_reply_rule(mended), text=text) if mended != text else _parse_reply_rule(text)
    mirror = mirror_rule(text)
    if mirror:  # "영어로 물어보면 영어로, 한국어로 물어보면 한국어로": the user's language (mirror_languages.py)
        value, _, when = ("user", "", "") if mirror == "user" else (mirror[12:], "", mirror)
        kept = tuple(c for c in parsed.clauses if c.object != "language")
        conflict = "" if parsed.conflict.startswith("several reply languages") else parsed.conflict
        parsed = replace(parsed, conflict=conflict,
                         clauses=(*kept, Clause("language", "must", value, when=when, words=text.strip()[:40])))
    return parsed


# "no walls of text: if it's more than ~150 words break it up", "keine Textwände über 150 Wörter", "pas de pavés de plus
# de 150 mots": no paragraph of prose longer than that many words
_WALL_OF_TEXT = rx(r"\bwalls? of text\b|\btextw[äa]nde?\b|\bbleiwüste\b|\bpav[ée]s?\b|\bmuros? de texto\b|"
                           r"\bmuri di testo\b", re.I)
_WALL_WORDS = rx(r"(?:~|about|around|roughly|environ|etwa|ca\.?|unos|circa)?\s*(?P<n>\d{2,4})\s*"
                         r"(?:words?|mots|wörter|palabras|parole)\b", re.I)


def _wall_of_text(text: str) -> ReplyRule | None:
    wall = _WALL_OF_TEXT.search(text)
    size = _WALL_WORDS.search(text) if wall else None
    if wall is None or size is None:
        return None  # "no walls of text" with no size: a judgement memlock leaves unchecked
    return ReplyRule(text=text, clauses=(Clause("partlen", "must", f"paragraph:words:{int(size.group('n'))}",
                                                words=wall.group(0)),))


# a piece that only bans marks ("# や ### は使わないで", "no # or ###"): read with the rule's other heading clauses
_HASH_ONLY_PIECE = rx(r"[^\w#]*(?:\w+\s+)?#+(?:\s*(?:や|と|、|,|/|and|or|nor|ni|ou|oder|o)\s*#+)*\s*\S{0,12}\W*")


# "emojis are fine in chat but never in commit messages or code", "les tableaux sont ok ici mais jamais dans les docs": an
# allowance in one place, then a ban in another with no object of its own (the allowance's object)
_FINE_BUT_NEVER = rx(r"^\W*(?P<obj>[^\W\d][\w'-]*(?:\s+[^\W\d][\w'-]*)?)\s+(?:are|is|sont|est|sind|ist|son|es)\s+"
                     r"(?:fine|ok|okay|allowed|permis|erlaubt|permitid[oa]s?)\s+(?:in|for|en|dans|im|in der)\s+[^,;.]{1,30}?,?\s+"
                     r"(?:but|mais|aber|pero)\s+(?:never|not|jamais|pas|nie|nicht|nunca|no)\s+(?P<place>(?:in|en|dans|im|in den)\s+"
                     r"[^.;]{2,60}?)\W*$", re.I)


@functools.lru_cache(maxsize=256)
def _parse_reply_rule(text: str) -> ReplyRule:
    otherwise = _with_otherwise(text) or _default_first(text)
    if otherwise is not None:
        return otherwise
    fine = _FINE_BUT_NEVER.match(text)
    if fine:  # read as the ban it ends with: "no emojis in commit messages or code"
        banned = _parse_reply_rule(f"no {fine.group('obj')} {fine.group('place')}")
        if banned.clauses and not banned.conflict:
            return replace(banned, text=text)
    wall = _wall_of_text(text)
    if wall is not None:
        return wall
    if parse_translation_rule(text):  # "When I ask for a translation, only the translation, in the target language"
        alone = (Clause("shape", "must", ALONE, when=TRANSLATION_REQUEST, words=text.strip()[:40]),) \
            if asks_translation_alone(text) else ()  # "only the translation, no comments": nothing beside it
        return ReplyRule(text=text, clauses=(Clause("language", "must", TARGET, when=TRANSLATION_REQUEST,
                                                    words=text.strip()[:40]), *alone))
    files = emoji_rule.FILES.search(text) if _EMOJI.search(text) else None
    if files and _negated(text, files.start(), files.end()) or files and re.search(
            r"\b(?:never|not|no|nie|jamais|nunca|mai|kein\w*|pas)\s+(?:\w+\s+)?$", text[:files.start()], re.I):
        # "Emojis are fine in chat but never in files you write": the files a tool call writes, not the reply
        # ("... in the documentation files (README, docs/)": the documents alone, not every file)
        where = "in:docs" if written_scope.docs_named(text[files.start():files.end() + 40]) else "in:files"
        return ReplyRule(text=text, clauses=(Clause("emoji", "must_not", words=files.group(0), bound=where),))
    written = emoji_rule.written_places(text) if _EMOJI.search(text) else ""
    if written:  # "emojis are fine in chat, but never put them in code, comments or docs": what tool calls write
        # (region code: a reply's code blocks and every text a tool call writes, never the chat itself)
        return ReplyRule(text=text, clauses=(Clause("emoji", "must_not", words=written, bound="in:code"),))
    clauses: list[Clause] = []
    unparsed: list[str] = []
    # "No emoji. Ever.", "keine Emojis, nirgends": a ban with no place left out reaches code and commit messages too
    count_code = bool(_COUNT_CODE.search(text)) or bool(_EMOJI.search(text) and emoji_rule.EVERYWHERE.search(text)
                                                      and not _ANSWER_NOUN.search(text) and not emoji_rule.names_region(text))
    last: list[Clause] = []
    before = ""
    for piece in _CLAUSE_SPLIT.split(ban_lists.distribute(text)):  # "no bullets, bold or headers": each banned
        if not piece or not piece.strip():
            continue
        # "headings are fine but keep them to max 4 words": the part the clause before named (part_pronoun.py)
        resolved, before = with_antecedent(piece, before, _PART_NOUN), piece
        piece = resolved if resolved != piece and _part_length(resolved)[0] else piece
        if _EMOJI.search(text) and not _EMOJI.search(piece) and _ELLIPTIC_BAN.match(piece) \
                and _asks_for(piece, frozenset({"emoji"})):
            # "Emoji are fine in our Slack drafts, but never in anything I'll send to a client": the emoji, banned there
            piece = f"{piece.rstrip(' .!')} (no emoji)"
        elif _EMOJI.search(text) and not _EMOJI.search(piece) and _BARE_NONE.search(piece):
            # "Emojis sí, pero ...; en correos o documentos formales, ninguno": none of the emoji the rule spoke of
            piece = f"{piece[:_BARE_NONE.search(piece).start()]} (no emoji)"  # type: ignore[union-attr]
        elif _EMOJI.search(text) and not _EMOJI.search(piece) and _BARE_COUNT.match(piece):
            piece = f"{piece.rstrip(' .!')} emoji"  # "emoji are fine but max ONE per message": a count of the emoji
        elif _BARE_COUNT.match(piece):
            # "Chill with the exclamation marks. one per reply at most.": a count of the mark the rule spoke of
            marks = [m for m in (re.search(rf"\b(?:{words})", text, re.I) for _, words in _CHAR_WORDS[:4]) if m]
            piece = f"{piece.rstrip(' .!')} {marks[0].group(0)}" if len(marks) == 1 else piece
        found: list[Clause] = []
        if _EMOJI.search(piece) and emoji_rule.only_commits(piece):
            # "Emojis nur in Commit-Messages, sonst nirgends": none anywhere but in the commit messages a call writes
            clauses.append(Clause("emoji", "must_not", words=emoji_rule.only_commits(piece), region="commits"))
            last, count_code = clauses[-1:], True
            continue
        forms = item_form.parse_rule(piece)
        if forms:  # "bullets: no trailing periods, start each with a capital letter": each item's end and first letter
            clauses += [Clause("shape", "must", form, words=piece.strip()[:40]) for form in forms]
            last = clauses[-len(forms):]
            continue
        quote_first = error_quote.RULE.search(piece)
        if quote_first and not _content_rules(piece):
            # "quote the exact error message first, then explain": the order of the reply's parts (quoted in a code
            # block: read as a code rule, below)
            clauses.append(Clause("shape", "must", error_quote.ERROR_QUOTE_FIRST, words=quote_first.group(0)))
            last = clauses[-1:]
            continue
        per_step = step_commands.RULE.search(piece)
        if per_step:  # "un solo comando por paso": the commands counted in each step, the rest of the clause read on
            clauses.append(Clause("shape", "must", step_commands.ONE_COMMAND_STEP, words=per_step.group(0)))
            piece = piece[:per_step.start()] + piece[per_step.end():]
        if _judged(piece):
            unparsed.append(piece.strip())  # "only trustworthy sources", "code examples when they'd help": judgement
            continue
        # "Max 5 lines per answer, code counts too": how the reply's length is counted, no limit on its code blocks
        content = _content_rules(_COUNT_CODE.sub(" ", piece))
        if narration_ban(piece, text):  # "Don't narrate what the code does": comments, not code (comment_reason.py)
            if not any(c.value == WHY_COMMENTS for c in clauses + content):
                clauses.append(Clause("coderule", "must", WHY_COMMENTS, words=piece.strip()[:40]))
            continue
        if [c.value for c in content] in (["no_commit_blocks"], ["no_comments"], [WHY_COMMENTS]):
            clauses += content  # "no code blocks in commit messages you write for me": the messages it proposes
            last = content
            continue
        spec = parse_commit_rule(piece)
        if spec is None and _EMOJI.search(text) and not _EMOJI.search(piece) \
                and re.search(r"\b(?:none|no|never|not)\b|\bkeine?\b|\baucuns?\b|\bningun[oa]?\b|\bnessun[oa]?\b", piece, re.I):
            # "Emoji are fine when we're just chatting, but none in anything I'll paste into a commit message": the
            # emoji the rule spoke of before
            spec = parse_commit_rule(piece + " (no emoji)")
        if spec:  # "commit messages: imperative mood, subject line max 50 chars": the messages it proposes
            found_commit = [Clause("commit", "must", spec.encode(), words=piece.strip()[:40])]
            clauses += found_commit
            last = found_commit
            if not _ANSWER_NOUN.search(piece) and not _COUNT_CODE.search(piece) \
                    and not (_EMOJI.search(piece) and emoji_rule.scoped_ban(piece)) \
                    and not (spec.language and _comment_language(piece)):
                continue  # "... in commit messages or replies", "... includes code blocks": the reply too, read below
                # ("code comments and commit messages in English": the comments' language, read below)
        bullets = emoji_rule.AS_BULLETS.search(piece) if _EMOJI.search(piece) else None
        if bullets and (_negated(piece, _EMOJI.search(piece).start(), _EMOJI.search(piece).end())  # type: ignore[union-attr]
                        or _negated(piece, bullets.start(), bullets.end())):
            # "Don't use emoji as bullet points": the list markers, not emoji anywhere nor lists at all
            clauses.append(Clause("emoji", "must_not", "bullets", words=bullets.group(0)))
            last = clauses[-1:]
            continue
        first_line = emoji_rule.FIRST_LINE_ONLY.search(piece) if _EMOJI.search(text) else None
        if first_line:  # "emoji ok, but only in the first line / greeting": none after the reply's opening line
            clauses = [c for c in clauses if c.object != "emoji"]
            clauses.append(Clause("emoji", "must_not", words=first_line.group(0), region="first_line"))
            last = clauses[-1:]
            continue
        if _EMOJI.search(piece) and emoji_rule.UNREAD_PLACE.search(piece):
            unparsed.append(piece.strip())  # "Only use emoji in bullet points": a place no check reads, not a list rule
            continue
        if _EMOJI.search(piece) and emoji_rule.names_region(piece) and _emoji(piece):
            # "no emoji in code comments or docstrings": an emoji rule on one region, not a rule about code
            clauses += _emoji(piece)
            last = _emoji(piece)
            continue
        names_and_comments = _names_and_comments(piece)
        if names_and_comments is not None:
            # "Variablennamen auf Englisch, Kommentare dürfen deutsch sein": the names' language, no reply's language
            clauses += names_and_comments
            last = names_and_comments
            continue
        comments = _comment_language(piece)
        if comments:
            # "Réponds en français, commentaires de code en anglais": the reply's language before the comments' one
            head = piece[:_COMMENTS.search(piece).start()]  # type: ignore[union-attr]
            cut = max(head.rfind(","), head.rfind(";"), head.rfind("—"), head.rfind("，"),
                      # "Türkçe cevap ver ama kod yorumları İngilizce olsun": a "but" joins the two without a comma
                      max((m.start() for m in _BUT_JOIN.finditer(head)), default=-1))
            tail = re.split(r"[,;，；—、]", piece[_COMMENTS.search(piece).end():], maxsplit=1)  # type: ignore[union-attr]
            if permission.grants(tail[0]):
                comments = []  # "コードのコメントは英語でOK": the comments may be in English, not must
            if cut > 0 and not any(c.object == "language" for c in clauses):
                comments = [c for c in _language(head[:cut]) if c.polarity == "must"] + comments
            if len(tail) > 1 and (_ANSWER_NOUN.search(tail[1]) or permission.PROSE_NOUN.search(tail[1])) \
                    and not any(c.object == "language" for c in clauses + comments):
                # "Kommentare im Code auf Englisch, Antworten auf Deutsch": the replies' language after the comments'
                comments += [c for c in _language(tail[1]) if c.polarity == "must"]
            clauses += comments + content
            last = comments + content
            continue
        if _IDENTIFIER_NAMES.search(piece) and re.search(rf"(?<![\w]){_LANG_NAMES}(?![\w])", piece, re.I):
            named = [Clause("style", "must", t, words=piece.strip()[:40]) for t in identifier_language(piece)]
            if named:  # "variable names in English, even when you answer in Spanish": the language of the code's names
                clauses += named
                last = named
                continue
            unparsed.append(piece.strip())  # "variable names in English, even when you answer in Spanish": the code's names
            continue
        if kept_terms.parse_keep_terms(piece) and (_SPEAK_RE.search(piece) or kept_terms.refuses_translation(piece)
                                                    or not _NOT_REPLY_OBJECT.search(piece)):
            # "Antworte auf Deutsch, Fachbegriffe nicht übersetzen": the reply's language, and the user's terms kept
            last = _kept_terms(piece) + [c for c in _language(piece) if c.polarity == "must"]
            clauses += last
            continue
        # a translation named in the rule's stated exception ("sauf si je demande une traduction") is no object of it
        if _NOT_REPLY_OBJECT.search(_LANG_EXCEPTION.sub(" ", piece)) and not _ANSWER_NOUN.search(piece) \
                and not parse_code_style(piece) \
                and not (_DOC_WRITTEN.search(piece) and any(_heading_clause(c) for c in _shape(piece) + _headings(piece))) \
                and not re.search(r"\b(?:even|including|includes?|also|too|as well)\b", piece, re.I):
            unparsed.append(piece.strip())  # "never use emoji in commit messages": not the reply
            continue
        if _TOPIC_WHEN.search(piece) and not _TECHNICAL_TOPIC.search(piece):
            unparsed.append(piece.strip())
            continue
        topic = _TOPIC_SCOPE.match(piece)
        sourced = _source_rules(piece, text)
        domains = "+".join(t for t in rule_topics(piece) if t not in (FRONTEND, BACKEND)) if sourced or _sources(piece) else ""
        # "For code questions: at most 50 words outside the code": a topic memlock measures (the exchange is about code)
        technical = bool(topic and _TECHNICAL_TOPIC.search(piece[:topic.end() + 30]))  # "questions de programmation"
        # "For API questions, link the official docs": replies that explain an interface, which memlock tells apart
        technical = technical or bool(topic and _API_SCOPE.search(piece[:topic.end() + 30])
                                      and any(c.value == "docs" for c in _sources(piece)))
        # "keep emojis out of technical explanations", "keine Emojis in technischen Antworten": those replies
        place = rule_scope.technical_place(piece) if not technical else ""
        if topic and not technical and not domains \
                and not (_PROCEDURE_SCOPE.search(piece) or _LIST_SCOPE.search(piece) or _YES_NO_SCOPE.search(piece)) \
                and not re.search(r"\b(?:all|every|any|each|tous|toutes|alle[ns]?|todas?|todos)\b", topic.group(0), re.I):
            unparsed.append(piece.strip())  # "for cooking stuff, link a source": a scope memlock cannot measure
            continue
        if domains:  # "For medical or legal stuff, link a source", "si tu affirmes un fait médical": those exchanges
            sourced = [c if c.value == "law_section" and _LAW_MENTION.search(piece)
                       else Clause(**{**c.__dict__, "when": f"topic:{domains}"}) for c in sourced]
        if sourced:
            clauses += sourced
            last = sourced
            continue
        if content and all(c.value not in _ALONGSIDE for c in content):
            # "keep code blocks under 20 lines": a rule about code blocks, not the reply's length; a part joined to it
            # that names no code is a rule of its own ("no tables, and keep code blocks under 20 lines")
            parts = _CONJOINED.split(piece)
            content = content + [c for part in (parts if len(parts) > 1 else []) if part and not _NAMES_CODE.search(part)
                                 and not _content_rules(part) for reader in _JOINED_READERS for c in reader(part)]
            clauses += content
            last = content
            continue
        if last and _UNLESS_OPENS.match(piece):
            # "No code in replies ... . Unless I say 'code:'": the exception of the sentence before
            _, unless = _scope(piece)
            if unless:
                for clause in last:
                    clauses[clauses.index(clause)] = Clause(**{**clause.__dict__, "unless": clause.unless or unless})
                last = []
                continue
        region = _EXCEPT_REGION.search(piece)
        if region and last:
            # "Metric please. Except in tables - ...": the clauses before leave that region out
            name = _region_name(region.group("r"))
            for clause in last:
                clauses[clauses.index(clause)] = Clause(**{**clause.__dict__, "region": name})
            last = []
            continue
        if _COUNT_CODE.fullmatch(piece.strip(" .!")) or re.fullmatch(r"\s*code blocks count too\.?\s*", piece, re.I):
            continue
        found += content
        for reader in READERS:
            if reader is _code and any(c.value == "code_only_strict" for c in content):
                continue
            if reader is _code and any(c.object == "length" for c in found):
                continue  # "code blocks count too" qualifies a length, it is not a code rule
            found += reader(piece)
        if domains:  # "For medical claims, cite a guideline": the sources of exchanges in that domain
            found = [Clause(**{**c.__dict__, "when": f"topic:{domains}"}) if c.object in ("sources", "srcrule")
                     and not c.when else c for c in found]
        shapes = {c.value for c in found if c.object == "shape"}
        if shapes:  # "Headings in Title Case", "no nested lists": the headings / lists the reply has, none asked for
            dropped: tuple[str, ...] = ("headings",) if shapes & _HEADING_SHAPES else ("list", "lists")
            if NUMBERED_HEADINGS in shapes:  # "numérote les titres": the headings' numbers, no numbered list
                dropped = ("headings", "list", "lists")
            if "no_caps_headings" in shapes:  # "títulos no en mayúsculas": the headings' capitals, not the prose's
                found = [c for c in found if not (c.object == "register" and c.value == "no_caps")]
            found = [c for c in found if c.object not in dropped]
            if shapes & {TITLE_CASE, SENTENCE_CASE}:  # "nada de 'Title Case'": a case style named, not a word banned
                found = [c for c in found if not (c.object == "words" and re.search(r"\b(?:title|sentence)[- ]case\b",
                                                                                    c.value, re.I))]
                # "('Getting started' not 'Getting Started')": the case style shown by a pair, no word banned
                shown = [q.lower() for q in quoted_spans(piece)]
                found = [c for c in found if not (c.object == "words" and shown.count(c.value.lower()) >= 2)]
        if any(c.value == "no_inline_code" for c in content):  # "No inline code": blocks are fine
            found = [c for c in found if not (c.object == "code" and c.value == "code")]
        if _LIST_EXCEPTION.search(piece):  # "no bullet points unless I ask for a list": a request for one waives it
            found = [Clause(**{**c.__dict__, "unless": "list_request"}) if c.object in ("list", "lists")
                     and c.polarity == "must_not" and not c.unless else c for c in found]
        if technical or place:
            found = [c if c.when else Clause(**{**c.__dict__, "when": place or "technical"}) for c in found]
        if _YES_NO_SCOPE.search(piece):  # "for yes/no questions, two sentences max": replies to those questions
            found = [c if c.when else Clause(**{**c.__dict__, "when": "yes_no"}) for c in found]
        asked = _asks_for(piece, frozenset(c.object for c in found))
        if asked:  # the rule speaks to replies to that request only
            # "quand je demande une commande", "cuando te pregunto por un comando": a request for a command, however
            # asked ("¿Cuál es el comando para ...?")
            when = "command_request" if re.fullmatch(r"(?:command|commande|comando|befehl|kommando|comand)[oe]?s?", asked) \
                else f"asks:{asked}"
            found = [c if c.when else Clause(**{**c.__dict__, "when": when}) for c in found]
        if any(c.object == "partlen" and c.value.startswith("heading:") for c in found) \
                and not re.search(r"\b(?:use|add|include|always|utilise|ajoute|verwende|benutze|usa|añade)\b", piece, re.I):
            # "Headings of at most 5 words": the length of the headings the reply has, none asked for
            found = [c for c in found if not (c.object == "headings" and c.polarity == "must" and c.value == "headings")]
        if any(c.object == "length" and c.value == "items" for c in found) and not _USE_LIST.search(piece):
            # "箇条書きは5項目以内", "Listes à puces : 5 éléments maximum": the lists the reply has, counted; none asked for
            found = [c for c in found if not (c.object == "list" and c.polarity == "must")]
            if any(c.object == "length" and re.search(_CJK_NOT_EXCEED, c.words) for c in found):
                # "項目は5つを超えないで": the negation is the count's bound, no ban on lists
                found = [c for c in found if not (c.object in ("list", "lists") and c.polarity == "must_not")]
        if any(c.object == "length" for c in found) and _COUNTING_POLICY.search(piece):
            found = [c for c in found if c.object != "list"]  # "(bullets count, the symbols don't)": how to count
        found = _summary_size(_length_as_scope(found, piece))
        if found:
            clauses += found
            last = found
        else:
            unparsed.append(piece.strip())
    if not _MARKUP_NAMED.search(text):
        # "見出しは使わないで、普通の文章で", "No headings": no section title of any kind, a bold line standing in for
        # one too; a rule that names the markup ("no markdown headings", "no #") or allows bold bans the markup only
        clauses = [Clause(**{**c.__dict__, "value": "titles"}) if c.object == "headings" and c.polarity == "must_not"
                   and c.value == "headings" and not c.bound else c for c in clauses]
    first = next((c for c in clauses if c.object == "headings" and c.polarity == "must" and c.value == "first"), None)
    if first and _SINGLE_TITLE.search(text):
        # "a single H1 title at the top, never more than one H1", "start it with a single # title": that title, and
        # no other heading of its level
        top = first.bound or "1"
        clauses = [c for c in clauses if not (c.object == "headings" and c.bound in ("", top))] + [
            Clause("headings", "must", "single_top", bound=top, when=first.when, words=first.words)]
        if opens_every_reply(text):  # "Start every answer with a single H1 title": no title at all breaks it too
            clauses.append(Clause(**{**first.__dict__, "bound": top}))
    whole = heading_levels(text) if any(c.value == LEVELS for c in clauses) else None
    if whole:  # "Überschriften nur als ### – nie größer": the levels the whole rule allows, across its clauses
        clauses = [Clause(**{**c.__dict__, "bound": ",".join(map(str, whole))}) if c.value == LEVELS else c for c in clauses]
    level = heading_level_only(text)
    if level and any(c.value == LEVELS and str(level) in c.bound.split(",")
                     and {int(b) for b in c.bound.split(",")} & banned_levels(text) for c in clauses):
        # "見出しは ## まで。# や ### は使わないで": up to ## in one sentence, # banned in the next: ## alone
        # (a banned level glossed "# (H1)" asks for no H1 heading)
        clauses = [c for c in clauses if c.value != LEVELS and not (c.object == "headings" and c.bound.isdigit()
                                                                    and int(c.bound) in banned_levels(text))]
        clauses += [Clause("shape", "must", LEVEL_ONLY, bound=str(level), words=text.strip())]
        unparsed = [u for u in unparsed if not _HASH_ONLY_PIECE.fullmatch(u)]
    if level and not any(c.value in (LEVEL_ONLY, LEVELS) for c in clauses) and any(c.object == "headings" for c in clauses):
        # "Usa encabezados ## como máximo; nunca # ni ###": the level named in one clause, the others banned in the next
        clauses = [c for c in clauses if c.object != "headings"] + [
            Clause("shape", "must", LEVEL_ONLY, bound=str(level), words=text.strip())]
        unparsed = [u for u in unparsed if not heading_level_only(u) and not re.fullmatch(r"[^\w]*(?:\w+\s+)?[#\s,]+"
                                                                                             r"(?:\w+\s+#+)?\W*", u)]
    if _ONE_LINE_EXCEPT.search(text):  # "start with tl;dr, except for one-line answers": replies of more than a line
        clauses = [c if c.when or c.object in ("language", "tool") else Clause(**{**c.__dict__, "when": "multiline"})
                   for c in clauses]
    if _DOC_WRITTEN.search(text) and clauses and all(_heading_clause(c) for c in clauses):
        # "In docs you write for me, number the section headings": the headings of the documents a tool call writes
        clauses = [Clause(**{**c.__dict__, "region": "only:files", "when": ""}) for c in clauses]
    if any(c.object == "length" and c.value == "emoji" for c in clauses) and emoji_rule.NEVER_IN_CODE.search(text) \
            and not any(c.object == "emoji" for c in clauses):
        # "at most one emoji per reply, and never in code": the count, and none in the reply's code
        clauses = clauses + [Clause("emoji", "must_not", words="code", bound="in:code")]
    if clauses and all(c.object in ("emoji", "chars") and c.polarity == "must_not" for c in clauses) \
            and app_text.scoped(text):
        # "sem emoji e sem ponto de exclamação nos textos do app": the strings of the app a tool call writes
        clauses = [Clause(**{**c.__dict__, "bound": "in:files"}) if c.object == "emoji"
                   else Clause(**{**c.__dict__, "region": "only:files"}) for c in clauses]
    wanted = [c for c in clauses if c.object == "language" and c.polarity == "must" and not c.when]
    wanted = [c for c in wanted if not refused_words(c.words)] if len(wanted) > 1 else wanted
    if len(wanted) == 1 and headings_language(text):
        # "Titres de section en français uniquement": the headings' language, no heading asked for (heading_language.py)
        clauses = [c for c in clauses if c.object not in ("language", "headings")] + [
            Clause(**{**wanted[0].__dict__, "region": "only:headings"})]
    if shell_script_wanted(text) and not any(c.value.startswith("languages:") for c in clauses):
        # "When I ask for a script, make it bash ...": the script asked for is a bash script (script_language.py)
        clauses.append(Clause("code", "must", "languages:bash", when=SCRIPT_REQUEST, words=text.strip()[:40]))
    if options_scope(text):  # "When you give me options, put them in a bulleted list": replies that offer choices
        clauses = [Clause(**{**c.__dict__, "when": OPTIONS}) if not c.when and c.object in ("list", "tables") else c
                   for c in clauses]
    subject = rule_scope.subject_scope(text)
    if subject:  # "when you explain an error, ...", "cuando te pregunto por un comando": replies on that subject only
        clauses = [c if c.when or c.object in ("language", "tool") else Clause(**{**c.__dict__, "when": subject})
                   for c in clauses]
    if _WHEN_CODE_REQUEST.search(text):
        # "cuando te pida código, dame solo el código": the condition stood in a clause of its own; the code rules after
        # it speak to replies to a request for code
        # ("only the code" alone: a rule on the diff or the code's place reads its own scope)
        clauses = [Clause(**{**c.__dict__, "when": "code_request"}) if c.object == "code" and c.value == "only"
                   and not c.when else c for c in clauses]
    clauses = _with_exception(clauses)
    languages = {c.value for c in clauses if c.object == "language" and c.polarity == "must"}
    conflict = ""
    if len(languages) > 1:
        conflict = f"several reply languages ({', '.join(sorted(languages))}) in one rule"
    return ReplyRule(text=text, clauses=tuple(clauses), count_code=count_code, unparsed=tuple(unparsed), conflict=conflict)


# "for yes/no questions", "questions fermées", "Ja/Nein-Fragen", "preguntas de sí o no", "はい/いいえで答えられる質問"
_YES_NO_SCOPE = rx(r"\b(?:closed|yes[/ -]*(?:or[/ -]*)?no)[- ]questions?\b|"
                           r"\bquestions? (?:fermées?|(?:par |en )?oui[/ -]*(?:ou[/ -]*)?non)\b|"
                           r"\bja[/ -]*(?:oder[/ -]*)?nein[- ]?fragen?\b|"
                           r"\bgeschlossenen? fragen?\b|\bpreguntas? (?:de )?s[íi][/ -]*(?:o[/ -]*)?no\b|"
                           r"\bpreguntas? cerradas?\b|はい[/／・]?いいえ", re.I)
# ", and" / "; " / ", et" / ", und" / ", y": two rules side by side in one sentence
_CONJOINED = rx(r"\s*[,;]\s*(?:and|et|und|y|e)?\s+", re.I)
_NAMES_CODE = rx(r"\bcode\w*|c[óo]dig\w*|codice|snippets?|コード|代码|程式碼", re.I)


# what a part joined to a code-block rule may say of the reply: its structure, language, links (a mark or a word
# such as "no '...' stand-ins" beside a code rule is about the code)
_JOINED_READERS = (_lists, _headings, _tables, _markdown, _sources, _language)


def _summary_size(found: list[Clause]) -> list[Clause]:
    """"End with a one-line summary", "un resumen de una línea": the one line or sentence is the summary's size, which
    ``closing_summary`` reads; it is no limit on the whole reply. A named label leaves the closing line to ``ends_with``."""
    labelled = any(c.object == "marker" and c.value in ("ends_with", "opens_with") for c in found)
    if labelled and not any(c.object == "closing" and c.value == "closing_summary" for c in found):
        # "finish with one line that starts 'In short:'", "「結論：」で始まる一文で締めて": the labelled line's size
        return [c for c in found if not (c.object == "length" and c.value in ("lines", "sentences") and c.limit == 1
                                         and c.bound == "max")]
    if not any(c.object == "closing" and c.value == "closing_summary" for c in found):
        return found
    if any(c.object == "marker" and c.value == "ends_with" for c in found):
        # "... a one-line summary starting with TL;DR": the label it names is what ``ends_with`` reads
        return [c for c in found if not (c.object == "closing" and c.value == "closing_summary")]
    return [c for c in found if not (c.object == "length" and c.value in ("lines", "sentences") and c.limit == 1
                                     and c.bound == "max")]


def _length_as_scope(found: list[Clause], piece: str) -> list[Clause]:
    """"Headings on long answers (3 paragraphs or more)", "no headings in short replies under 5 lines": the length
    beside "long / short answers" says which replies the rule speaks to; it is no limit every reply must keep."""
    scoped = [c for c in found if c.when in ("long", "short") and c.object != "length"]
    if not scoped or len({c.when for c in scoped}) > 1:
        return found
    long = scoped[0].when == "long"
    scope = (_LONG_SCOPE if long else _SHORT_SCOPE).search(piece)
    if scope is None:
        return found
    for size in found:
        at = piece.find(size.words) if size.words else -1
        if size.object != "length" or size.when or size.value not in ("paragraphs", "lines", "words") or not size.limit \
                or size.bound != ("min" if long else "max") or at < 0 or not (scope.start() - 30 <= at <= scope.end() + 30):
            continue
        if long:
            when = f"{size.value}>{size.limit - 1}"
        else:
            when = f"{size.value}<{size.limit if _STRICT.search(size.words) else size.limit + 1}"
        return [Clause(**{**c.__dict__, "when": when}) if c in scoped else c for c in found if c is not size]
    return found


def _with_exception(clauses: list[Clause]) -> list[Clause]:
    """A language for the replies to one request ("when I ask for an English e-mail, write it in English") is the
    exception of the rule's own language: a reply to a message that asks for that language may be in it. With no
    other language in the rule, the request's language alone says nothing every reply must do."""
    asked = [c for c in clauses if c.object == "language" and c.when == LANG_EXCEPTION_WHEN]
    if not asked:
        return clauses
    rest = [c for c in clauses if c not in asked]
    return [Clause(**{**c.__dict__, "unless": c.unless or "language_request"})
            if c.object == "language" and c.polarity == "must" and not c.when and c.value not in {a.value for a in asked}
            else c for c in rest]


_LIST_FORMAT = {("must", "bullets"): "bullets", ("must", "numbered"): "numbered", ("must_not", "numbered"): "no_numbered",
                ("must_not", "bullets"): "no_bullets", ("must_not", "lists"): "no_lists"}


def _with_commit_ban(rule: ReplyRule) -> ReplyRule:
    """"no emoji", "絵文字は使わないでください": a ban that names no place holds for the commit messages the user reads
    too (not for every file written: a fixture or a UI string may need one). Added to the check, not to the parse:
    the rule says no more than it says (drift detection compares parses)."""
    clauses, text = rule.clauses, rule.text
    bare = [c for c in clauses if c.object == "emoji" and c.polarity == "must_not" and c.value in ("", "emoticons")
            and not c.bound and not c.when and not c.unless and not c.region]
    if bare and not rule.count_code and not any(c.object == "commit" for c in clauses) and len(clauses) <= 2 \
            and not _ANSWER_NOUN.search(text) and not _REPLY_NOUN.search(text) and not _NOT_REPLY_OBJECT.search(text) \
            and not emoji_rule.names_region(text):
        commit = Clause("commit", "must", CommitSpec(no_emoji=True).encode(), words=bare[0].words)
        return ReplyRule(text=text, clauses=(*clauses, commit), count_code=rule.count_code, unparsed=rule.unparsed,
                         conflict=rule.conflict)
    return rule


# "unless I say otherwise", "unless I ask for local time", "sauf si je demande autre chose", "es sei denn, ich sage
# etwas anderes": the user's own word may ask for another zone, and a message that names one waives a zone rule
_ZONE_EXCEPTION = rx(
    r"\b(?:unless|except (?:when|if)|sauf (?:si|quand)|à moins que|es sei denn|außer wenn|a menos que|salvo (?:que|si)|"
    r"excepto (?:si|cuando)|tranne (?:se|quando)|a meno che|exceto se|a não ser que)\b[^.;\n]{0,30}?"
    r"\b(?:I|je|j'|ich|yo|io|eu)\b[^.;\n]{0,30}?\b(?:say|ask|tell|request|want|dis|demande|veux|sage|frage|will|"
    r"diga|pida|quiera|dica|chieda|voglia|peça|queira)\w*", re.I)


def _names_a_unit(word: str) -> bool:
    """``word`` is a unit's name ("pulgadas", "インチ"): a number before it makes a quantity."""
    return bool(conventions.quantity_spans("1 " + word))


def to_reply_check(rule: ReplyRule) -> tuple[ReplyCheck | None, list[str]]:
    """The declarative check for a parsed rule, and the kinds it covers; (None, []) when nothing parsed
    or the rule conflicts with itself."""
    if rule.conflict or not rule.clauses:
        return None, []
    rule = _with_commit_ban(rule)
    data: dict[str, Any] = {}
    formats: list[str] = []
    when: dict[str, str] = {}
    unless: dict[str, str] = {}
    kinds: list[str] = []

    def add_format(name: str, clause: Clause) -> None:
        if name not in formats:
            formats.append(name)
            kinds.append(name)
        if clause.when:
            when[name] = clause.when
        if clause.unless:
            unless[name] = clause.unless

    except_in: dict[str, str] = {}
    only_in: dict[str, str] = {}
    wanted_language = any(c.object == "language" and c.polarity == "must" for c in rule.clauses)
    for clause in rule.clauses:
        if clause.object == "language" and clause.polarity == "else":
            data["language_else"] = clause.value
        elif clause.object == "language" and clause.polarity == "must_not":
            if not wanted_language:  # "reply in Spanish, never in English": the wanted language says it all
                data.setdefault("not_languages", []).append(clause.value)
                if "language" not in kinds:
                    kinds.append("language")
        elif clause.object == "language":
            if clause.region.startswith("only:"):  # "Titres de section en français": the headings alone
                only_in["language"] = clause.region[5:]
            if clause.when:
                when["language"] = clause.when
            if clause.unless:
                unless["language"] = clause.unless
            if clause.value == "user" or "|" not in clause.value:
                data["language"] = clause.value
            else:
                data["languages"] = clause.value.split("|")
            kinds.append("language")
        elif clause.object == "list" and clause.value == "dash_bullets":
            add_format("dash_bullets", clause)
        elif clause.object == "list":
            name = _LIST_FORMAT[(clause.polarity, clause.value)]
            if name == "bullets" and clause.only:
                name = "bullets_only_lead_in" if clause.bound == "lead_in" else "bullets_only"
            if name == "bullets" and clause.when == "list":
                name = "no_numbered"  # "bullet points for lists": a list there must not be numbered
                clause = Clause(clause.object, clause.polarity, clause.value, words=clause.words)
            add_format(name, clause)
        elif clause.object == "headings":
            name = ("no_titles" if clause.value == "titles" else "no_headings") if clause.polarity == "must_not" \
                else "heading_first" if clause.value == "first" else "single_top_heading" if clause.value == "single_top" \
                else "headings"
            if clause.bound:
                data["heading_level"] = int(clause.bound)
            add_format(name, clause)
            if clause.region == "only:files":
                only_in[name] = "files"
        elif clause.object == "emoji" and clause.value == "status":
            data["status_emoji"] = clause.bound.split()
            kinds.append("status_emoji")
        elif clause.object == "emoji" and clause.value == "each_item":
            add_format("emoji_each_item", clause)
        elif clause.object == "emoji" and clause.value == "each_heading":
            add_format("one_emoji_each_heading" if clause.bound == "one" else "emoji_each_heading", clause)
        elif clause.object == "emoji" and clause.value == "bullets":
            add_format("no_emoji_bullets", clause)
        elif clause.object == "emoji" and clause.value == "end_only":
            add_format("emoji_end_only", clause)
        elif clause.object == "emoji" and clause.value == "start":
            add_format("emoji_start", clause)
        elif clause.object == "emoji" and clause.value == "named":
            named = [re.escape(e) for e in clause.bound.split()]
            # a colour family (emoji_rule.same_colour) held as one alternation: a check holds at most 8 patterns
            data.setdefault("must_not_match", []).extend(named if len(named) <= 4 else ["|".join(named)])
            kinds.append("must_not_match")
        elif clause.object == "emoji" and clause.value == "allowed":
            add_format("no_emoji", clause)
            data["emoji_allowed"] = [e for e in clause.bound.split() if not e.startswith("@")]
            if "@lists" in clause.bound.split():
                data["emoji_allowed_in"] = "lists"
            elif "@tables" in clause.bound.split():  # "no emoji except ✅/❌ in status tables": table cells only
                data["emoji_allowed_in"] = "tables"
        elif clause.object == "emoji":
            if clause.bound.startswith("in:"):
                only_in["no_emoji"] = clause.bound[3:]
            add_format("no_emoji" if clause.polarity == "must_not" else "emoji_end" if clause.value == "end" else "emoji",
                       clause)
            if clause.polarity == "must_not" and clause.value == "emoticons" and not clause.region:
                add_format("no_emoticons", clause)
            if clause.region:
                except_in["no_emoji" if clause.polarity == "must_not" else "emoji"] = clause.region
        elif clause.object == "length":
            name = f"{clause.bound}_{'chars' if clause.value == 'characters' else clause.value}"
            if name not in data:
                kinds.append(name)
            strict = clause.bound == "max" and clause.limit and clause.limit > 1 and _STRICT.search(clause.words)
            data[name] = clause.limit - 1 if strict and clause.limit else clause.limit
            if clause.unless:
                unless[name] = clause.unless
            if clause.when:
                when[name] = clause.when
        elif clause.object == "spelling" and two_varieties(rule.text):
            continue  # "UK spelling for the site copy, US spelling for the API docs": neither holds everywhere
        elif clause.object == "spelling":
            if data.get("spelling") == "en-GB" and clause.words.lower().startswith("-iz"):
                data["spelling"] = "en-GB-oxendict"  # "British spelling, but -ize endings": Oxford
            elif "spelling" not in data:  # the first variety named is the rule's; later ones are its examples
                data["spelling"] = clause.value
                own = spelling.rule_words(rule.text, clause.value) if clause.value.startswith("en-") else ()
                if own:  # "program for software but programme for events": the rule's own exceptions
                    data["spelling_words"] = list(own)
                kinds.append("spelling")
        elif clause.object == "units":
            if data.get("units") and data["units"] != clause.value:
                continue  # "Use metric, but keep imperial for screen sizes": the first system is the rule's
            data["units"] = clause.value
            if clause.only or (clause.value in ("metric", "imperial") and not units.CONVERSION_ALLOWED.search(rule.text)
                               and not _gloss_beside(rule.text, clause.value)):
                # a conversion into the other system is that system's unit all the same unless the rule allows it
                # ("temperaturas siempre en Celsius" is broken by "250 °C (480 °F)"; "°F in brackets is ok" keeps it)
                data["units_only"] = True
            if clause.region.startswith("only:"):
                only_in["units"] = clause.region[5:]
            elif clause.region:
                except_in["units"] = clause.region
            dims = clause.bound.split(",") if clause.bound else []
            if "units" in kinds:  # "Imperial units only. Temperatures in Fahrenheit.": every quantity stays judged
                dims = [] if not data.get("units_of") or not dims else list(dict.fromkeys(data["units_of"] + dims))
            if dims:
                data["units_of"] = dims
            else:
                data.pop("units_of", None)
            if clause.when:
                when["units"] = clause.when
            if clause.value in ("metric", "imperial") and not clause.only and (_gloss_wanted(rule.text, clause.value)
                                                                             or _gloss_beside(rule.text, clause.value)):
                data["units_glossed"] = True
            leave_out = units.exception_words(rule.text, _names_a_unit)
            if leave_out:
                data["units_except"] = list(leave_out)
            kinds.append("units")
        elif clause.object == "currency":
            if "currency" not in data:
                data["currency"] = clause.value
                if clause.bound:
                    data["currency_symbol"] = clause.bound
                kinds.append("currency")
        elif clause.object == "datetime" and clause.value == "time_zone":
            data["time_zone"] = clause.bound
            kinds.append("time_zone")
            if _ZONE_EXCEPTION.search(rule.text):
                unless["time_zone"] = "zone_request"
        elif clause.object == "datetime":
            if clause.value == "utc" and date_gloss.LOCAL_REFUSED.search(rule.text):
                # "UTC, never local time": a local time in brackets after its UTC instant breaks it too
                clause = Clause(**{**clause.__dict__, "value": "utc_only"})
            data.setdefault("datetime", []).append(clause.value)
            kinds.append(clause.value)
            if clause.value in ("utc", "utc_only", "zone") and _ZONE_EXCEPTION.search(rule.text):
                unless[clause.value] = "zone_request"
        elif clause.object == "sources":
            data["sources"] = clause.value
            if clause.when:
                when["sources"] = clause.when
            kinds.append("sources")
            if clause.value == "docs":  # "link the docs when you mention a library function": each one it names
                data.setdefault("source_rules", []).append("docs_each")
                if clause.when == "library":  # "whenever you recommend a library": a reply that recommends none is not
                    when["src:docs_each"] = clause.when  # judged on the functions it names either
            elif clause.value in ("links", "any") and (clause.when in ("", "figures") or clause.when.startswith("topic:")):
                # a source for each figure (in the exchanges of the domain the rule names, when it names one)
                token = "per_claim_links" if clause.value == "links" else "per_claim"
                data.setdefault("source_rules", []).append(token)
                if clause.when.startswith("topic:"):
                    when[f"src:{token}"] = clause.when
        elif clause.object == "code" and clause.value.startswith("languages:"):
            data["code_languages"] = clause.value.split(":", 1)[1].split(",")
            # the user naming another language asks for it ("Give me a Python snippet" under "TypeScript, not JS")
            unless["code_languages"] = clause.unless or "language_request"
            sides = [t for t in rule_topics(rule.text) if t in (FRONTEND, BACKEND)]
            if len(sides) == 1:  # "Frontend examples in TypeScript": code of the browser side only (not a Go server)
                when["code_languages"] = f"topic:{sides[0]}"
            kinds.append("code_languages")
        elif clause.object == "code" and clause.value == "only" \
                and any(c.value == "code_only_strict" for c in rule.clauses):
            continue  # "Nur den Code. Keine Erklärung davor oder danach": the stricter reading stands
        elif clause.object == "code":
            add_format({"code": "no_code", "tagged": "tagged_code", "fenced": "fenced_code", "only": "code_only",
                        "example": "code_example", "type_hints": "type_hints"}[clause.value], clause)
        elif clause.object == "links":
            add_format("no_links", clause)
        elif clause.object == "shape" and clause.value == "heading_end":
            data["heading_end"] = clause.bound
            add_format(clause.value, clause)
        elif clause.object == "shape" and clause.value == LEVELS:
            data["heading_levels"] = [int(v) for v in clause.bound.split(",")]
            add_format(clause.value, clause)
        elif clause.object == "unit_style":
            add_format(clause.value, clause)
        elif clause.object == "number_shape":
            data.setdefault("must_not_match", []).append(clause.value)
            if "number_format" not in kinds:
                kinds.append("number_format")
        elif clause.object in ("shape", "apology"):
            if clause.bound:
                data["heading_level"] = int(clause.bound)
            add_format(clause.value, clause)
            if clause.region == "only:files":
                only_in[clause.value] = "files"
        elif clause.object == "register" and clause.value in (SIMPLIFIED, TRADITIONAL) and clause.bound == "strict":
            add_format(NO_TRADITIONAL if clause.value == SIMPLIFIED else NO_SIMPLIFIED, clause)
        elif clause.object in ("markdown", "tables", "opening", "closing", "address", "register"):
            add_format({"markdown": "no_markdown", "tables": "no_tables" if clause.polarity == "must_not" else "table",
                        "greeting": "no_greeting", "signoff": "no_signoff",
                        "flattery": "no_flattery", "restate": "no_restate", "closing_summary": "closing_summary",
                        CLOSING_LIST: CLOSING_LIST,
                        "formal": "formal_address",
                        "ja_polite": "ja_polite", KO_POLITE: KO_POLITE,
                        KO_CASUAL: KO_CASUAL,
                        "informal": "informal_address", "ja_casual": "ja_casual",
                        "no_contractions": "no_contractions",
                        "no_rhetorical_questions": "no_rhetorical_questions",
                        "one_language": "one_language", SIMPLIFIED: SIMPLIFIED, TRADITIONAL: TRADITIONAL, NO_VOSEO: NO_VOSEO,
                        kept_terms.KEEP_TERMS: kept_terms.KEEP_TERMS,
                        tone.NO_CAPS: tone.NO_CAPS, tone.NO_HEDGING: tone.NO_HEDGING,
                        tone.NO_FIRST_PERSON: tone.NO_FIRST_PERSON, tone.NO_DISCLAIMERS: tone.NO_DISCLAIMERS,
                        tone.NO_FILLER: tone.NO_FILLER, tone.NO_END_QUESTION: tone.NO_END_QUESTION,
                        help_offer.NO_OFFER_END: help_offer.NO_OFFER_END,
                        **{name: name for name in typography.FORMATS}}[clause.value],
                       clause)
        elif clause.object == "style":
            data.setdefault("code_style", []).append(clause.value)
            if clause.when:
                when[f"style:{clause.value}"] = clause.when
            if "code_style" not in kinds:
                kinds.append("code_style")
        elif clause.object == "commit":
            merged = CommitSpec.decode(data["commit"]) if data.get("commit") else CommitSpec()
            data["commit"] = CommitSpec.decode(clause.value).merge(merged).encode()
            if "commit" not in kinds:
                kinds.append("commit")
        elif clause.object == "steps":
            data["step_label"] = clause.value
            add_format("step_format", clause)
        elif clause.object == "partlen":
            data.setdefault("part_limits", []).append(clause.value)
            if clause.when:
                when[f"part:{clause.value}"] = clause.when
            if clause.unless:
                unless[f"part:{clause.value}"] = clause.unless
            if "part_limits" not in kinds:
                kinds.append("part_limits")
        elif clause.object == "srcrule":
            data.setdefault("source_rules", []).append(clause.value)
            if clause.when:
                when[f"src:{clause.value}"] = clause.when
            if "source_rules" not in kinds:
                kinds.append("source_rules")
        elif clause.object == "coderule":
            data.setdefault("code_rules", []).append(clause.value)
            for table, value in ((when, clause.when), (unless, clause.unless)):
                if value:
                    table[f"code:{clause.value}"] = value
            if "code_rules" not in kinds:
                kinds.append("code_rules")
        elif clause.object == "comments":
            data["comment_language"] = clause.value
            kinds.append("comment_language")
        elif clause.object == "chars":
            data.setdefault("no_chars", []).append(clause.value)
            if clause.region == "only:files":
                only_in["no_chars"] = "files"
            if "no_chars" not in kinds:
                kinds.append("no_chars")
        elif clause.object == "words":
            data.setdefault("no_words", []).extend(clause.value.split("|"))
            if "no_words" not in kinds:
                kinds.append("no_words")
        elif clause.object == "closing_language":
            data["closing_language"] = clause.value
            kinds.append("closing_language")
        elif clause.object == "case":
            data.setdefault("word_case", []).extend(clause.value.split("|"))
            if "word_case" not in kinds:
                kinds.append("word_case")
        elif clause.object == "names":
            data.setdefault("no_names", []).extend(clause.value.split("|"))
            if "no_names" not in kinds:
                kinds.append("no_names")
        elif clause.object == "marker" and clause.value == "no_openers":
            data.setdefault("no_openers", []).extend(clause.bound.split("|"))
            if "no_openers" not in kinds:
                kinds.append("no_openers")
        elif clause.object == "marker":
            data[clause.value] = clause.bound
            if clause.when:
                when[clause.value] = clause.when
            kinds.append(clause.value)
    if rule.count_code:
        data["count_code"] = True
    elif "max_lines" in data and code_exempt(rule.text):  # "5 lines at most, code blocks don't count": lines of prose
        except_in.setdefault("max_lines", "code")
    data["format"] = formats
    data["when"] = when
    data["unless"] = unless
    data["except_in"] = except_in
    data["only_in"] = only_in
    try:
        return ReplyCheck.parse(data), list(dict.fromkeys(kinds))
    except CheckError:
        return None, []  # clauses that contradict each other ("bullets" and "never bullets"): unchecked
