"""The vocabulary every reply-rule reader shares: the clause records, the negation cues read around an object,
numbers in words and the bound words before them, the scope a clause names, the regions a rule leaves out.

Why a module of its own: the readers of each kind (reply_rule_*.py) all read polarity, counts and scope the same
way; keeping those pieces in one small module lets each kind's module import them without importing another kind
(no import cycle through :mod:`reply_rule`, which dispatches to all of them).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from memlock_core.compliance import unit_lexicon
from memlock_core.compliance.negation import NEG as _NEG
from memlock_core.compliance.refused_after import refused_after, tolerated_before
from memlock_core.compliance.rule_asides import without_asides
from memlock_core.number_lexicon import HAN, hundreds
from memlock_core.number_lexicon import words as number_words
from memlock_core.regex_cache import rx

# "Tech words can stay in English", "Code darf auf Englisch bleiben": an allowance, not a second language
ALLOWANCE = rx(r"\b(?:can|may|could|might|are allowed to|is allowed to)\s+(?:\w+\s+)?(?:stay|remain|be|go|appear|"
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

# verbs that leave a thing out: the thing they govern is banned ("skip headings", "omit emoji", "lass ... weg")
_OMIT = rx(r"\b(?:skip|omit|drop|ditch|forgo|leave out|cut out|cut|hold off on|get rid of|do away with|dispense with|lose|"
                   r"laisse tomber|supprime|omets|weglassen|lass\w*\s+weg|verzichte auf|omite|omitir|prescinde de|"
                   r"evita usar)\b(?:\s+(?:the|any|all|your|les|la|le|des|die|der|den|los|las|el)\b)?[^.;,]{0,20}$", re.I)
NEG_BEFORE = rx(rf"(?:^|[\s(\"'])(?:{_NEG})(?=[\s'’]|$)|n['’]", re.I)
# "不要用公里", "别用英里", "而不是华氏度": a Chinese refusal stands before what it refuses
NEG_BEFORE_ZH = rx(r"(?:不要|不用|别|不得|禁止|避免|不是|而非|不可|请勿|勿)\s*(?:再\s*)?"
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
                           r"a no-go|off the table|"
                           # dismissed as meaningless: "las millas no me dicen nada", "miles mean nothing to me"
                           r"no me dicen? nada|means? nothing to me|(?:do|does)n'?t mean anything to me|"
                           r"sag(?:t|en) mir nichts|ne me dis(?:ent|ait) rien|non mi dic(?:e|ono) (?:niente|nulla)|"
                           r"não me diz(?:em)? nada)\b|^-?verbot\b", re.I)

BULLETS = rx(r"\bbullet(?:ed)?(?:[- ]?points?|s| lists?)?\b|\bpuces?\b|\baufzählungs(?:punkte?n?|zeichen|liste)\b|"
                      r"\bstichpunkte?n?\b|\bstichpunktartig\b|\bvi[ñn]etas?\b|箇条書き|\belenc(?:hi|o) puntat[io]\b|\bpuntat[ie]\b|"
                      r"\bpunti elenco\b|\bmarcadores\b|\btópicos\b|\blistas? com marcadores\b|"
                      # Dutch, Polish, Chinese, Korean
                      r"\bopsommingstekens\b|\bopsommingen\b|\bbolletjes(?:lijst(?:en)?)?\b|\bpunktor\w*|\bpunktlist\w*|"
                      r"\blist\w* punktowan\w*|\bwypunktowa\w*|项目符号|無序列表|无序列表|글머리\s*기호|불릿|"
                      r"\bmadde işaret\w*|\bmarkerli\b|\bмаркированн\w*|"
                      # dashes as list marks: "Spiegelstriche", "dash bullets", "listes à tirets"
                      r"\bspiegelstrich\w*|\b(?:dash|hyphen)(?:ed)?[- ](?:bullets?|lists?|items?)\b|\blistes? à tirets\b", re.I)

HEADINGS = rx(r"\b(?:markdown\s+)?(?:(?:sub|section\s+)?headings?|(?:sub|section\s+)?headers?|section titles?|"
                       r"sub-?titles|titres?|intertitres?|sous-titres|(?:zwischen)?überschriften?|encabezados?|títulos?|"
                       r"subtítulos|titoli|intestazioni|sottotitoli|cabeçalhos?|"
                       # Dutch, Polish ("een kop bovenaan", "tussenkopjes", "nagłówki")
                       # a Dutch "kop" is a heading when no noun follows it ("een kop bovenaan", not "een kop koffie")
                       r"(?:tussen)?kop(?:pen|je|jes)|kop(?=\s*(?:[,.;:)]|$|\s(?:bovenaan|boven|aan|met|die|dat|in|voor|op|als|"
                       r"en|of|boven)\b))|nagłówk(?:i|ów|ami|a|iem)|nagłówek|śródtytuły|"
                       # Russian / Ukrainian and Turkish: "без заголовков", "başlık kullanma"
                       r"(?:под)?заголов(?:ок|ка|ку|ком|ке|ки|ков|кам|ками|ках)|başlık(?:lar)?(?:ı|ları)?)\b|見出し|标题|標題|소제목|헤딩|"
                       # a Korean 제목 is a heading unless it is a commit's, a mail's or a PR's subject
                       r"(?<!커밋)(?<!커밋 )(?<!메일)(?<!메일 )(?<!PR )(?<!PR)(?<!티켓 )제목|"
                       r"(?-i:\bH[1-6]s?\b)(?!\s*(?:20\d\d|revenue|results?))", re.I)

FIRST = rx(r"\b(?:start|begin|open|lead)s?\b|\bat the (?:top|start|beginning)\b|\btop of\b|"
                    r"\bcommence\w*\b|\bbeginn\w*\b|\bempie[zc]\w*\b|\bcomien[zc]\w*\b|"
                    r"\ben haut de\b|\bau (?:début|debut|tout début) de\b|\bam anfang\b|\bzu beginn\b|\bganz oben\b|"
                    r"\bal (?:principio|comienzo|inicio)\b|\barriba del todo\b|\ball'inizio\b|\bin cima\b|"
                    r"\bno (?:topo|início|inicio)\b|\bbovenaan\b|\b(?:zaczynaj|zacznij|rozpoczynaj|rozpocznij)\b|"
                    r"\baan het begin\b|\bna (?:górze|początku)\b|"
                    r"始め|冒頭|先頭|开头|開頭|맨 위|첫머리", re.I)

# (a Latin word set in CJK text has no \b beside it: "不要用emoji，", "emoji는 쓰지 마")
EMOJI = rx(r"(?<![A-Za-z0-9_])emojis?(?![A-Za-z0-9_])|\bemoticons?\b|\bémojis?\b|\bemoji-?s\b|\bemoticon[ie]?\b|"
                    r"\bsmileys?\b|\bsmiley faces?\b|"
                    # Polish, Chinese, Korean; 顔文字 (kaomoji, "(^^)") are the Japanese text faces
                    r"\bemotikon\w*|\bemotk[ai]\b|\bbuźk[ia]\b|\bэмодзи\b|\bсмайл\w*|表情符号|表情符號|表情包|이모지|이모티콘|顔文字|"
                    r"絵文字", re.I)


def _number_words() -> dict[str, int]:
    """Number words a length rule may use (memlock_core/number_lexicon.py): 1-20 in every form a limit takes
    ("do trzech zdań", "세 문장", "einem Satz"), the round tens to 100, Han numerals, the hundreds the parse reads
    ("two hundred", "doscientas") and a dozen."""
    out = number_words(("en", "fr", "de", "es", "it", "pt", "nl", "pl", "ko", "ru"), range(1, 21), oblique=True)
    out.update(number_words(("en", "fr", "de", "es", "it", "pt", "nl", "pl", "ko"), range(0), tens=True,
                                    tens_variants=False))
    out.update(HAN)
    out.update(hundreds(("en", "fr", "de", "pl"), 300))
    out.update(hundreds(("es", "it", "pt"), 200, lowest=200))
    out.update({"stu": 100, "a dozen": 12, "dozen": 12})
    return out


_NUMBER_WORDS = _number_words()
NUMBERS = r"\d{1,7}(?:[,.]\d{3})*|" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True))
UNITS_WORDS = (r"words?|mots?|wörter|wörtern|worte|palabras?|palavras?|parole|woorden|sentences?|phrases?|sätze|"
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


def num_group(name: str) -> str:
    return rf"(?P<{name}>{NUMBERS})"


def unit_group(name: str) -> str:
    return rf"(?P<{name}>{UNITS_WORDS})(?![A-Za-zÀ-ÿ])"


MAX_BEFORE = (r"under|below|fewer than|less than|at most|no more than|not more than|never more than|no longer than|"
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
               r"최대|최대한|많아야|"
               # "length cap: 80 words", "cap answers at 80 words", "a hard cap of 80 words"; "nooit meer dan", "jamais plus de"
               r"cap(?:ped)?(?:\s+(?:your\s+|the\s+|all\s+)?(?:it|them|answers|replies|responses))?(?:\s+(?:at|of|to)|:)|"
               r"nooit meer dan|nooit langer dan|nie mehr als|niemals mehr als|jamais plus de|nunca más de|nunca mais (?:de|que)|"
               r"mai più di")

# "under 100 words", "moins de 100 mots", "100語未満": 100 itself is too many (the clause keeps the number written,
# so detection still sees "under 100 words" and "100 words max" as one limit; the check takes one off)
STRICT = rx(r"^(?:stay\s+)?(?:under|below|fewer than|less than|moins de|unter|weniger als|menos de|meno di|minder dan|onder|"
                     r"mniej niż|poniżej|shorter than|briefer than|kürzer als|plus courte?s? que|más cort[ao]s? que|più brev[ei] di|"
                     r"più cort[aeio] di|korter dan)\s|未満$|^少于|미만$", re.I)

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
WHEN_CODE_REQUEST = rx(r"\b(?:when|whenever|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?)\s+(?:for\s+)?"
                                r"(?:code|a script|a snippet|an example)\b|\bquand je (?:te )?demande du code\b|"
                                r"\bwenn ich (?:nach )?code (?:frage|bitte)\b|\bcuando (?:te )?pid[ao] (?:el )?código\b|"
                                r"\bquando (?:ti )?chiedo (?:del |il )?codice\b|\bquando (?:te |lhe )?(?:peço|pedir) (?:o )?código\b|"
                                r"コードを(?:頼|求め|依頼)", re.I)

_DETAIL_REQUEST = rx(r"\bunless (?:i|the user) (?:asks?|requests?|wants?) (?:for )?(?:more )?(?:detail|details|"
                             r"depth|a longer|a detailed|an in-depth|(?:a |the )?(?:full|whole|complete|entire) "
                             r"(?:file|script|program|version|code|listing|answer|explanation))\b|"
                             r"\bsauf si je demande (?:plus de )?détails?\b|"
                             r"\bes sei denn,? ich (?:frage|bitte) (?:nach|um) (?:mehr )?details?\b|"
                             r"\ba menos que pida (?:más )?detalles?\b", re.I)

PROCEDURE_SCOPE = rx(r"\bfor (?:procedures?|steps|instructions|how-?tos?|setups?|tasks?)\b|\bprocedur\w*|"
                              r"\bwhen(?:ever)? (?:you )?(?:explain|describe|give|giving|explaining|list|write|show)\w* "
                              r"(?:me |us )?(?:how|a setup|a procedure|steps|instructions)\b|\bhow-?to\b|\binstructions\b|"
                              r"\bpour les (?:procédures|étapes)\b|"
                              r"\bfür anleitungen\b|\banleitung\w*\b|\bpara (?:los )?procedimientos\b|\binstrucciones\b|手順|"
                              r"\bpara (?:los )?pasos\b|\bfür (?:die )?schritte\b|\bstep[- ]by[- ]step\b",
                              re.I)
LIST_SCOPE = rx(r"\bfor (?:lists?|enumerations?)\b|\bwhen (?:listing|you list|giving a list)\b|\bpour les listes\b|"
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
_PARAGRAPH_SCOPE = rx(rf"\b(?:longer|more) than\s+(?:~\s*|about |around |roughly |approx\.? )?{num_group('n1')}\s+"
                              rf"(?P<what>paragraphs?|words?|lines?)\b|"
                              rf"\bover\s+(?:~\s*|about |around |roughly )?{num_group('n2')}\s+"
                      rf"(?P<what2>paragraphs?|words?|lines?)\b", re.I)

ANSWER_NOUN = rx(r"\b(?:answers?|repl(?:y|ies)|responses?|output|r[ée]ponses?|antwort(?:en)?|"
                          r"respuestas?)\b|回答|返答|返事", re.I)


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


def negated(clause: str, start: int, end: int) -> bool:
    # "no formato dd/mm/aaaa", "no fuso de Lisboa": Portuguese "no" is "in the", not a negation
    before = re.sub(r"\bno(?= (?:formato|estilo|padrão|fuso|horário|sistema)\b)", "em", clause[max(0, start - 40):start])
    cut = max(before.rfind(","), before.rfind(":"), before.rfind(" and "), before.rfind(" et "), before.rfind(" und "),
              before.rfind(" y "))
    if cut >= 0:
        before = before[cut + 1:]
    if tolerated_before(before):  # "No me molesta algún emoji": tolerated, not refused (refused_after.py)
        return False
    omit = _OMIT.search(before)
    if omit:  # "skip headings", "leave out emoji": a ban; "don't skip the headings": not one
        return not NEG_BEFORE.search(before[:omit.start()])
    if NEG_BEFORE.search(before) or NEG_BEFORE_ZH.search(before):
        return True
    # a Chinese comma closes the clause: "一律用简体字，不要出现繁体" refuses the other script, not the language; the
    # examples in brackets are read past ("顔文字（^^ や (笑) など）も使わないで")
    after = without_asides(clause[end:end + 60])[:30].split("，")[0]
    if re.search(r"\b(?:keep|leave)\b", before, re.I) and re.match(r"^[^.;\n]{0,12}?\bout\b", after):
        return True  # "keep exclamation marks out of replies", "leave emoji out"
    if unit_lexicon.ONLY_AFTER.match(after):
        return False  # "센티미터로만, 인치 쓰지 마요": the word marked "only" is the one kept, the refusal is of the next
    # "miles mean nothing to me", "오전/오후 말고": refused by what follows it (refused_after.py)
    return bool(_NEG_AFTER_JA.match(after) or _FREE.match(after) or _BANNED_AFTER.match(after) or refused_after(after))


def number_value(text: str) -> int | None:
    text = text.lower().replace(",", "").replace(".", "")
    if text.isdigit():
        return int(text)
    return _NUMBER_WORDS.get(text)


def unit_name(word: str) -> str:
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
EXCEPT_BEFORE = rx(r"\b(?:except|excepting|sauf|hormis|außer|ausser|salvo|excepto|menos|tranne|exceto|behalve)\s*$", re.I)


def clause_scope(clause: str) -> tuple[str, str]:
    when = ""
    requested = WHEN_CODE_REQUEST.search(clause)
    if requested and EXCEPT_BEFORE.search(clause[:requested.start()]):
        return "", "code_request"
    if requested:
        when = "code_request"
    elif PROCEDURE_SCOPE.search(clause):
        when = "procedure"
    elif LIST_SCOPE.search(clause):
        when = "list"
    else:
        found = _PARAGRAPH_SCOPE.search(clause)
        if found:
            n = number_value(found.group("n1") or found.group("n2") or "")
            what = (found.group("what") or found.group("what2") or "").lower()
            if n:
                when = f"{'paragraphs' if what.startswith('paragraph') else 'lines' if what.startswith('line') else 'words'}>{n}"
    unless = "detail_request" if _DETAIL_REQUEST.search(clause) else "code_request" if _CODE_REQUEST.search(clause) else ""
    return when, unless


# "Keine Emojis, auch nicht in Überschriften oder Listen": lists and headings as a region another part reaches into
ALSO_IN = rx(r"\b(?:auch nicht|nicht einmal|not even|even|also not|including|ni siquiera|tampoco|ni|même pas|"
                      r"pas même|y compris|neanche|nemmeno|nem mesmo|inclu\w+|einschließlich)\s+(?:in|en|dans|im|in den|nei|"
                      r"nelle|nos|nas|em)\b", re.I)

REGION_WORDS = (r"headings?|headers?|titles?|section titles|überschriften|titres|intertitres|encabezados|títulos|"
                 r"tables?|tabellen?|tableaux?|tablas?|code(?: blocks?)?|code-?blöcken?|blocs? de code|bloques de código|"
                 r"見出し|表")
REGION_ONLY = rx(rf"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|except|but not|apart from|other than|"
                          rf"außer|ausser|sauf|excepto|salvo|menos)\s+(?:in|im|in den|dans les|dans|en los|en las|en)\s+"
                          rf"(?:the\s+|den\s+)?(?P<r>{REGION_WORDS})(?![\w-])", re.I)


def region_name(word: str) -> str:
    w = word.lower()
    if w.startswith(("tab", "表")):
        return "tables"
    if w.startswith(("code", "bloc", "bloq")):
        return "code"
    return "headings"


# "Each section no longer than 2 sentences", "max 20 words per bullet", "keep each comment to one sentence": a
# limit on every part of the reply, not on the reply; memlock does not measure parts, so the clause stays unchecked
EACH_PART = rx(r"\b(?:each|every|per|chaque|par|jede[rsnm]?|pro|cada|por|ogni|elke|per)\s+(?:single\s+)?"
                        r"(?:paragraphs?|sections?|bullets?|bullet points?|items?|list items?|points?|comments?|steps?|"
                        r"lines?|sentences?|headings?|titles?|entr(?:y|ies)|cells?|rows?|paragraphes?|puces?|lignes?|"
                        r"phrases?|absatz|abschnitt|punkt|zeile|satz|aufzählungspunkt|párrafos?|secci[oó]n|viñetas?|"
                        r"puntos?|l[ií]neas?|frases?|paragrafo|sezione|riga|alinea|sectie|regel|zin)\b"
                        r"|(?:段落|項目|箇条書き|見出し|行|文)(?:ごと|毎|につき)", re.I)

REPLY_NOUN = rx(r"\b(?:repl(?:y|ies)|answers?|responses?|respond|answer|reply|réponses?|antworten?|"
                         r"respuestas?|risposte?|respostas?|it|them|yourself|output|explanations?|summar(?:y|ies)|"
                         r"messages? to me|chat messages?)\b|回答|返答|返信|答え", re.I)

# The parts of a reply a length limit may be said of, each in the words a rule names it with
PART_NOUNS = {
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
    "subject": r"(?:subject[- ]lines?|e-?mail subject(?:[- ]lines?|s)?|lignes? d'objet|objets? (?:de (?:l'|mes |tes |vos )?|des |du )"
               r"(?:e-?mails?|mails?|courriels?)|betreffzeilen?|betreffs?|l[íi]neas? de asunto|asuntos? de (?:los |tus )?"
               r"correos?|righe dell'oggetto|oggetti delle e-?mail|linhas? de assunto|件名)"
               # "Subject lines in emails you draft for me: 8 words max": the emails they head, then the limit
               r"(?:\s+(?:in|of|for|dans|des|de|für|in|en|para)\s+(?:the\s+|my\s+|your\s+|any\s+|les\s+|mes\s+|tes\s+|"
               r"meinen\s+|los\s+|mis\s+|tus\s+)?(?:e-?mails?|mails?|courriels?|correos?|e-?mail-?entwürfen)\b"
               r"[^:=.;\n]{0,30}?(?=\s*:|$))?",
}
PART_NOUN = "(?P<noun>" + "|".join(PART_NOUNS.values()) + ")"
_PART_NOUN2 = PART_NOUN.replace("?P<noun>", "?P<noun2>")
_PART_NOUN3 = PART_NOUN.replace("?P<noun>", "?P<noun3>")
# "each bullet", "every paragraph", "per section", "no sentence", "jede Überschrift", "chaque puce", "cada párrafo"
PART_EACH = rx(rf"\b(?:each|every|any|per|for each|in each|no|not one|chaque|par|aucune?|pas une?|jede[rsnm]?|"
                        rf"pro|je|keine?[rsnm]?|cada|por|ningún|ninguna?|ogni|per ogni|nessun[oa]?|elke|geen|"
                        rf"in jede[mrn]?)\s+(?:single\s+|individual\s+|one\s+|seule?\s+|einzelne[rsnm]?\s+|"
                        rf")?{PART_NOUN}(?![\w-])"
                        rf"|(?:各|それぞれの){_PART_NOUN2}|{_PART_NOUN3}(?:ごと|毎|につき|あたり)", re.I)

GREETING_WORDS = rx(r"\b(?:greetings?|salutations?|hellos?|his|saludos?|salutaciones|begrüßung\w*|grußformel\w*|"
                             r"saluti|saluto|saudações|saudação|cumprimentos|"
                             r"anrede|formules? d'appel|bonjours?|"
                             # the verb: "don't greet me", "ne me salue pas", "nicht begrüßen", "no me saludes"
                             r"greet(?:s|ing)?|say (?:hi|hello)|salue[rz]?|saluer|begrüß\w*|grüß(?:e|en)?|salud(?:es|e|ar|a)|"
                             r"salut(?:are|armi|i)|cumpriment\w*)\b|挨拶|あいさつ", re.I)
SIGNOFF_WORDS = rx(r"\b(?:sign-?offs?|sign off|closings?|closing (?:lines?|remarks?|formulas?)|farewells?|goodbyes?|"
                            r"despedidas?|verabschiedung\w*|schlussformel\w*|grußformel\w*|formules? de politesse|"
                            r"formules? de (?:fin|clôture)|pleasantries|hope this helps|let me know if|"
                            # "don't close with an offer to help further", "no follow-up offers"
                            r"offers? (?:to help|of (?:further |more )?help|to (?:elaborate|explain more|assist))|"
                            r"offer(?:ing)? (?:more|further|additional|extra) help|ofrecimientos?|offres? d['’]aide|"
                            r"hilfsangebote?|offerte di aiuto|ofertas? de ajuda|"
                            r"follow-?up (?:offers?|questions?)|closing (?:questions?|offers?|pleasantries))\b|"
                            # "Keine Floskeln am Ende", "no filler at the end", "pas de blabla à la fin"
                            r"\b(?:floskel\w*|filler|fluff|phrases?|formules?|frases?|pleasantries|remarks?)\s+"
                            # "Floskeln wie „Ich hoffe, das hilft!“ am Ende": the examples of the class between
                            r"(?:(?:wie|like|such as|comme|como|come|tipo|z\.\s?B\.|e\.g\.)\s+[^\n]{1,160}?\s+)?"
                            r"(?:am ende|zum schluss|at the (?:end|bottom)|à la fin|al final)\b|"
                            # Japanese, Chinese, Korean: "締めの言葉で終わらせないで", "不要用客套的结束语", "맺음말 없이"
                            r"締めの(?:言葉|挨拶|一言|フレーズ)|結びの(?:言葉|挨拶)|締めくくりの(?:言葉|一言)|结束语|結束語|客套话|"
                            r"맺음말|마무리\s*(?:인사|멘트|문구)", re.I)
FLATTERY_WORDS = rx(r"\bflatter\w*|\bcompliment\w*|\bprais\w*|\b(?:great|good|excellent) question\b|"
                             r"\bsuck(?:ing)? up\b|\bbutter(?:ing)? me up\b|"
                             r"\bflatterie\b|\bflatte[rsz]?\b|\bcomplimente[rz]?\b|\bschmeichel\w*|\blob(?:e|en|t)?\b|"
                             r"\bhalag\w*|\belogi\w*|\bbuena pregunta\b|\bbonne question\b|\blusinga\w*|\belogios?\b|"
                             r"\bgute frage\b|お世辞|褒め", re.I)

OPEN_VERBS = (r"start|begin|open|lead|kick off|commence[rz]?|commencer|beginne\w*|fang\w*|empie\w*|empez\w*|comienc\w*|"
               r"inizi\w*|comece|começ\w*|"
               # "ninguna respuesta debe arrancar con", "iniciar con", "comenzar con", "esordire con", "begint met"
               r"arranc\w*|inici[ae]\w*|comenz\w*|esordi\w*|begint")

QUOTED_ANY = rx(r"[„“\"'‘«「]([^\"”“'’»」\n]{1,40})[”“\"'’»」]")
