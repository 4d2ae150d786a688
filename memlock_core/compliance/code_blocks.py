"""Rules about the code a reply shows, read from a rule's text and judged on the reply's markdown.

A rule about code names a property of its code blocks, not a phrase: their length in lines
("keep code blocks under 20 lines", "bloques de código de más de 15 líneas"), what may stand in a
block (shell commands, short config, prose, a ``$`` prompt, ``...`` placeholders), what the code is
written in (Python 3, no ``var``, no semicolons, SQL keywords in capitals), how a change to the
user's own code is shown (only the changed lines, the whole file, a diff: read against the code the
user's message pasted), comments, and code written inline in a sentence. Each token is in
:mod:`memlock_core.compliance.content_spec`; a reply with nothing the token speaks to is not
applicable, never obeyed by default.
"""
from __future__ import annotations

import difflib
import re
from typing import Callable

from memlock_core.compliance import code_diff, semicolons, sql_identifiers
from memlock_core.compliance.comment_reason import WHY_COMMENTS, allows_why, narrating
from memlock_core.compliance.comment_request import NO_COMMENTS as _NO_COMMENTS
from memlock_core.compliance.function_usage import USAGE_EXAMPLE, asks_usage
from memlock_core.compliance.function_usage import verdict as usage_verdict
from memlock_core.compliance.markdown import INDENTED_CODE, CodeBlock, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_form import code_language
from memlock_core.compliance.rule_scope import ERROR, about_error, subject_scope
from memlock_core.compliance.secret_code import secret_literal_verdict
from memlock_core.compliance.shell_options import long_options_rule, long_options_verdict
from memlock_core.compliance.sql_select import select_star_rule, select_star_verdict
from memlock_core.regex_cache import rx

Number = Callable[[str], "int | None"]

_NEG = rx(r"\b(?:no|not|never|don'?t|dont|do not|without|avoid|nie|niemals|kein\w*|nicht|ohne|pas|jamais|sans|"
                  r"ne|nunca|sin|no me|nada de|não|nao|nem|sem|niente|senza|mai)\b|ない|禁止|不要|やめ", re.I)
_BLOCK = (r"code[- ]?blocks?|code snippets?|snippets?|fences?|fenced blocks?|blocs? de code|bloques? de c[óo]digo|"
          r"blocos? de c[óo]digo|code-?bl[öo]cke?n?|codeblock|blocchi di codice|コードブロック|```")
_BLOCK_RE = rx(rf"(?:{_BLOCK})", re.I)
_LINE_UNIT = r"lines?|lignes?|l[íi]neas?|linhas?|zeilen?|righe|行"
# a count of the blocks themselves: "no more than 2 code blocks per answer", "höchstens zwei Codeblöcke", "最多 2 个代码块"
_BLOCK_NOUN = (rf"(?:{_BLOCK}|codeblok(?:ken)?|bloki? kodu|bloków kodu|блок\w* кода|代码块|代碼塊|코드\s*블록)")
_BLOCKS_MAX = rx(
    rf"(?:no more than|not more than|never more than|at most|max(?:imum)?(?: of)?|up to|au plus|au maximum|pas plus de|"
    rf"höchstens|maximal|nicht mehr als|como m[áa]ximo|m[áa]ximo(?: de)?|no m[áa]ximo|no m[áa]s de|al massimo|non più di|"
    rf"hoogstens|hooguit|maximaal|"
    rf"niet meer dan|najwyżej|maksymalnie|nie więcej niż|не более|не больше|максимум|最多|至多|不超过|不超過)\s*"
    rf"(?P<a>\d{{1,2}}|[a-zà-ÿа-яё]+|[一二两三四五])\s*(?:个|個)?\s*{_BLOCK_NOUN}"
    rf"|(?P<b>\d{{1,2}}|[a-zà-ÿ]+)\s*{_BLOCK_NOUN}\s*(?:max(?:imum)?|or (?:fewer|less)|at most|tops|以内|以下|まで)"
    # "コードブロックは1つまで": the noun, its topic particle, the count and "up to"
    rf"|{_BLOCK_NOUN}\s*(?:は|を)?\s*(?P<c>\d{{1,2}})\s*(?:つ|個)?\s*(?:まで|以内|以下)",
    re.I)
# one block and no more: "only one code block", "a single code block", "un seul bloc de code", "nur einen Codeblock",
# "un solo bloque de código", "コードブロックは1つだけ", "只给一个代码块"
_ONE_BLOCK = rx(
    rf"\b(?:only|just)\s+(?:one|1|a single)\s+{_BLOCK_NOUN}|\b(?:a|one)\s+single\s+{_BLOCK_NOUN}|"
    rf"\bun(?:e)?\s+seul(?:e)?\s+{_BLOCK_NOUN}|\bnur\s+(?:einen?|1)\s+{_BLOCK_NOUN}|\bein(?:en)?\s+einzigen?\s+{_BLOCK_NOUN}|"
    rf"\bun\s+(?:solo|único)\s+{_BLOCK_NOUN}|\bsolo\s+un\s+{_BLOCK_NOUN}|"
    rf"{_BLOCK_NOUN}\s*(?:は|を)?\s*(?:1|一|ひと)\s*つ(?:だけ|のみ)|(?:只|仅)(?:给|要|用|写|提供)?\s*(?:一|1)\s*(?:个|個)\s*{_BLOCK_NOUN}",
    re.I)
_LINES_MAX = rx(
    rf"(?:under|below|fewer than|less than|at most|no more than|max(?:imum)?(?: of)?|up to|within|moins de|au plus|"
    rf"au maximum|höchstens|maximal|weniger als|como m[áa]ximo|m[áa]ximo(?: de)?|no m[áa]ximo|até|al massimo|"
    rf"massimo|<=?)\s*(?P<a>\d{{1,3}}|[a-zà-ÿ]+)\s*(?:{_LINE_UNIT})"
    rf"|(?P<b>\d{{1,3}}|[a-zà-ÿ]+)\s*(?:{_LINE_UNIT})\s*(?:max(?:imum)?|or (?:fewer|less)|at most|以内|以下|まで)"
    rf"|(?:longer than|more than|over|plus de|mehr als|länger als|über|m[áa]s de|mais de|più di)\s*(?P<c>\d{{1,3}}|[a-zà-ÿ]+)"
    rf"\s*(?:{_LINE_UNIT})", re.I)
_ONE_LINER = rx(r"\b(?:longer than|more than|beyond|over)\s+(?:a\s+)?one-?liners?\b|\bone-?liners? only\b|"
                        r"\bonly one-?liners?\b", re.I)
_COMMANDS = rx(r"\b(?:shell |terminal |bash |cli )?commands?\b|\bcommandes?\b|\bbefehle?\b|\bcomandos?\b|"
                       r"\bcomandi\b|コマンド", re.I)
_INLINE_WORD = rx(r"\binline\b|\ben ligne\b|\bim text\b|\ben l[íi]nea\b|インライン", re.I)
_CONFIG = rx(r"\bconfig(?:uration)?s?\b|\bconfig snippets?\b|\bconfiguración\b|\bkonfiguration\b|設定", re.I)
_ONLY_CODE = rx(r"\b(?:code ?blocks?|fences?)\s+(?:are\s+)?only\s+for\s+code\b|"
                        r"\b(?:prose|text|explanations?|lists?|output)\b[^.;\n]{0,40}\b(?:inside|in|into)\s+(?:the\s+)?"
                        r"(?:```\s*)?(?:fences?|code ?blocks?|blocks?)\b", re.I)
_EXCEPT_OUTPUT = rx(r"\b(?:except|but not|apart from|other than|sauf|außer|ausser|excepto|salvo|tranne|exceto)\b"
                            r"[^.;\n]{0,30}\b(?:output|sortie|ausgabe|salida|saída|uscita|logs?)\b|出力(?:は|を)?除", re.I)
_PLACEHOLDER_RULE = rx(r"\bpseudo-?code\b|\bpseudocódigo\b|\bpseudocode\b|\bpseudo-?codice\b|擬似コード|"
                               r"['\"‘“]?\.\.\.['\"’”]?\s*placeholders?\b|\bplaceholders?\b|\brunnable\b|\bexécutable\b|"
                               r"\blauffähig\w*\b|\bejecutable\b|そのまま動く|実行可能", re.I)
_PY2_RULE = rx(r"\bpython\s*2\b[^.;\n]{0,20}\b(?:syntax|code|style)?|\bpython\s*3(?:\.\d+)?\+?\s*(?:only|syntax)\b|"
                       r"\bonly\s+python\s*3\b", re.I)
_VAR_RULE = rx(r"`?\bvar\b`?", re.I)
# ASCII letters bound the names, so "TSでも", "JS代码" name the language too
_JS = rx(r"(?<![A-Za-z0-9_])(?:js|javascript|ts|typescript|node(?:\.js)?)(?![A-Za-z0-9_])", re.I)
# TypeScript's `any` named as a type, not the English word: in backticks, beside a word for "type", or written in a
# sentence of another script ("anyは使わないで", "any 타입 쓰지 마세요")
_ANY_TYPE = rx(r"`any(?:\[\])?`|\bany[- ]?(?:types?|typ(?:e|en)?|型|타입|类型|類型)|\b(?:types?|typ|tipo|type)\s+[`'\"]?any\b|"
                       r"(?<![A-Za-z])any(?=\s?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])", re.I)
# a negation after the word, in the languages that put it there ("anyは使わないで", "any 타입 쓰지 마세요", "不要用any")
_NEG_AFTER = rx(r"^[^。.!?\n]{0,20}?(?:ない|禁止|不要|やめ|지\s*마|않|금지|말고|别|勿)")


def no_any_rule(clause: str) -> bool:
    """"no `any` in TypeScript", "avoid the any type", "anyは使わないで": TypeScript's any type is forbidden."""
    found = _ANY_TYPE.search(clause)
    if found is None:
        return False
    return _negated(clause, found.start()) or bool(_NEG_AFTER.search(clause[found.end():]))


_SEMICOLON_RULE = rx(r"\bsemi-?colons?\b|\bpoints?-virgules?\b|\bsemikolons?\b|\bpunto y coma\b|セミコロン", re.I)
_PROMPT_RULE = rx(r"(?:\$\s*)?\bprompts?\b|\bprompt\s+\$|\binvite\b|プロンプト", re.I)
_SQL_UPPER = rx(r"\bsql\b[^.;\n]{0,60}\b(?:upper[- ]?case|capitals?|capital letters|caps|majuscules?|"
                        r"gro(?:ß|ss)buchstaben|gro(?:ß|ss)geschrieben|may[úu]sculas?|mai[úu]sculas?|maiuscol\w*|"
                        # Russian, Polish, Swedish, Dutch, Turkish: capitals / upper case
                        r"заглавн\w*|прописн\w*|верхн\w* регистр\w*|wielki\w* liter\w*|versaler|stora bokstäver|"
                        r"hoofdletters|büyük harf\w*)(?!\w)|SQL[^.。\n]{0,30}(?:대문자|大写)|"
                        r"\b(?:upper[- ]?case|capitali[sz]e)\b[^.;\n]{0,30}\b(?:sql )?keywords\b[^.;\n]{0,30}|SQL[^。]{0,20}大文字", re.I)
_CHANGED_ONLY = rx(
    r"\b(?:only|just)\s+(?:show\s+|give\s+|send\s+|return\s+|paste\s+)?(?:me\s+)?(?:the\s+)?(?:changed|modified|edited|"
    r"relevant|updated)\s+(?:lines|parts?|bits?|code|functions?|methods?|sections?|hunks?)\b|"
    r"\b(?:show|give|send|return|paste)\s+(?:me\s+)?(?:only|just)\s+(?:the\s+)?(?:changed|modified|edited|updated)\s+"
    r"(?:lines|parts?|bits?|code|functions?|methods?|sections?|hunks?)\b|"
    r"\b(?:never|don'?t|do not|no)\s+(?:paste|send|give|show|return|repeat|reprint|dump)\s+(?:back\s+)?(?:me\s+)?(?:the\s+)?"
    r"(?:whole|entire|full|complete)\s+(?:file|module|function|class)s?\b|"
    r"\b(?:no|never)\s+(?:whole|entire|full|complete)\s+files?\b|"
    r"\bkeine\s+(?:vollständigen|ganzen|kompletten)\s+dateien\b|\bnur\s+die\s+geänderten\s+(?:zeilen|stellen|teile)\b|"
    r"\bseulement\s+les\s+lignes\s+modifiées\b|\bpas\s+(?:le|de)\s+fichiers?\s+(?:entiers?|complets?)\b|"
    r"\bsolo\s+las\s+l[íi]neas\s+(?:cambiadas|modificadas)\b|\bno\s+(?:me\s+)?(?:des|devuelvas|pegues)\s+el\s+archivo\s+completo\b|"
    r"\bapenas\s+as\s+linhas\s+alteradas\b|\bsolo\s+le\s+righe\s+modificate\b|"
    r"変更(?:した|された)?(?:部分|箇所|行)だけ|ファイル全体は(?:不要|いらない|要らない)", re.I)
_WHOLE_FILE = rx(r"\b(?:show|give|send|paste|return)\s+(?:me\s+)?(?:the\s+)?(?:full|whole|entire|complete)\s+"
                         r"(?:file|module)s?\b|\b(?:fichier|code)\s+(?:complet|entier)\b|\b(?:vollständige|ganze|komplette)\s+"
                         r"datei\b|\barchivo\s+completo\b|\barquivo\s+completo\b|\bfile\s+completo\b|ファイル全体を", re.I)
_DIFF_RULE = rx(r"```\s*diff\b|\bdiff\s+(?:blocks?|format)\b|\bdiffs?\s+only\b|"
                        # "Give me only the diff", "Montre seulement le diff", "Zeig nur den Diff", "差分だけ"
                        r"\b(?:only|just|seulement|uniquement|nur|solo|solamente|apenas)\s+(?:the\s+|a\s+|le\s+|un\s+|"
                        r"den\s+|einen\s+|el\s+|un\s+|o\s+)?diffs?\b|差分(?:だけ|のみ)|"
                        r"\b(?:show|use|give|present|send)\s+(?:\w+\s+)?diffs?\b|\bas\s+(?:a\s+)?(?:unified\s+)?diffs?\b|\ben\s+diff\b|"
                        r"\bals\s+diff\b|\bcomo\s+diff\b|差分で", re.I)
_ONLY_DIFF = rx(r"\b(?:only|just|seulement|uniquement|nur|solo|solamente|sólo|apenas)\s+(?:\w+\s+)?diffs?\b|"
                        r"\bdiffs?\s+only\b|差分(?:だけ|のみ)|只(?:给|要|显示)?\s*diff", re.I)
_COMMENTS_RULE = rx(r"\b(?:add|with|include|write)\b[^.;\n]{0,20}\bcomments?\b|\bcomment\s+(?:the|your|each|every)\b|"
                            r"\bcommente[rz]?\b|\bcommentaires?\b|\bkommentar(?:e|en)?\b|\bcomentarios?\b|\bcoment[áa]rios?\b|"
                            r"\bcommenti\b|\bkommentier\w*|\bcomenta\b|\bcommenta\b|\bcomente\b|コメントを(?:付け|入れ|書)", re.I)
_COMMENT_LANGUAGE = rx(
    r"\b(?:comments?|commentaires?|kommentare?n?|comentarios?|coment[áa]rios?|commenti)\s+(?:\w+\s+){0,3}(?:in|en|auf|em|su)\s+"
    r"(?:english|french|german|spanish|italian|portuguese|japanese|chinese|korean|russian|dutch|anglais|français|"
    r"allemand|espagnol|englisch|deutsch|französisch|spanisch|inglés|ingles|español|francés|alemán|inglês|português|"
    r"inglese|italiano|tedesco)\b|(?:英語|日本語|中国語)で?コメント|コメントは(?:英語|日本語)", re.I)
# "Code immer mit Kommentaren auf Deutsch versehen", "always add comments in English": comments demanded, in a language
_WITH_COMMENTS = rx(r"\b(?:with|add|include|mit|avec|con|com|aggiungi)\s+(?:\w+\s+){0,2}(?:comments?|kommentaren|"
                            r"commentaires|comentarios|coment[áa]rios|commenti)\b", re.I)
_ONE_COMMAND = rx(r"\beach\s+(?:command|one)\s+in\s+(?:its|a)\s+own\b|\bone\s+command\s+per\s+block\b|"
                          r"\b(?:don'?t|do not|never|no)\s+chain\w*\b|\bchaque\s+commande\s+dans\s+son\s+propre\b|"
                          r"\bjeden\s+befehl\s+in\s+einen?\s+eigenen\b|\bcada\s+comando\s+en\s+su\s+propio\b", re.I)
_NO_INLINE_CODE = rx(r"\binline[- ]code\b|\bcode\s+inline\b|インラインコード|\bcode\s+en\s+ligne\b|"
                             r"\binline-?code\b|\bc[óo]digo\s+en\s+l[íi]nea\b|\bnever\s+inline\b|\bjamais\s+en\s+ligne\b|"
                             r"\bnie\s+inline\b|\bnunca\s+en\s+l[íi]nea\b|\bnot\s+inline\b|\bpas\s+en\s+ligne\b|\bnicht\s+inline\b|"
                             r"\bno\s+en\s+l[íi]nea\b", re.I)
_CODE_ONLY_STRICT = rx(r"\bnur\s+(?:den\s+)?code\b|\bseulement\s+le\s+code\b|\buniquement\s+le\s+code\b|"
                               r"\bsolo\s+(?:el\s+)?c[óo]digo\b|\bapenas\s+o\s+c[óo]digo\b|\bsolo\s+il\s+codice\b|コードだけ", re.I)
# "put code in blocks", "Mets le code dans des blocs", "コードは必ずコードブロックで": where code goes
_IN_BLOCKS = rx(r"\b(?:code|c[óo]digo|codice|examples?|beispiele?|exemples?|ejemplos?|snippets?)\b"
                        r"[^.;\n]{0,25}\b(?:in|en|dans|im|in den|em|nei)\s+(?:des\s+|los\s+|"
                        r"den\s+|fenced\s+|\w+\s+)?(?:code[\s-]?)?(?:blocks?|blocs?|bloques?|bl[öo]cke?n?|blocos?|blocchi|fences?)\b|"
                        r"コードは(?:必ず|全部|すべて)?コードブロック", re.I)
_MODULE_DOCSTRING = rx(r"\bmodule[- ]?(?:level\s+)?docstrings?\b|\bdocstrings? de module\b|\bmodul-?docstrings?\b|"
                               r"\bdocstring\s+(?:del|de)\s+m[óo]dulo\b|モジュール(?:の)?(?:docstring|ドックストリング)", re.I)
_COMMIT_SCOPE = rx(r"\bcommit(?:\s+|-)?(?:messages?|msgs?)\b|\bmessages?\s+de\s+commit\b|\bmensajes?\s+de\s+commit\b|"
                           r"\bcommit-?nachrichten?\b|コミットメッセージ", re.I)
_UNLESS_ASK = rx(r"\b(?:unless|except (?:when|if))\s+i\s+(?:ask|say|write|type|request|want)\b|"
                         r"\bsauf (?:si|quand|lorsque) (?:je|j')|\b(?:salvo|excepto) cuando\b|\btranne quando\b|\bexceto quando\b|"
                         r"\bes sei denn\b|\ba menos que\b|\bsalvo que\b|\ba no ser que\b|\btenzij ik\b|\bchyba że\b|"
                         r"\bau(?:ß|ss)er wenn\b|\ba meno che\b|\ba n[ãa]o ser que\b|\bbehalve als\b|\bexcepto si\b", re.I)
# An exception's opening ("unless", "sauf si", "außer wenn", "a meno che", "tenzij", "chyba że"): what it names lifts a
# rule; it is not what the rule is about ("max 3 lines, unless I ask for code" limits the reply, not the code)
EXCEPTION_OPENS = rx(r"\b(?:unless|except (?:when|if)|sauf (?:si|quand|lorsque)|salvo cuando|excepto cuando|"
                             r"tranne quando|exceto quando|es sei denn|au(?:ß|ss)er wenn|a menos que|salvo que|"
                             r"a no ser que|excepto si|a meno che|tranne se|a n[ãa]o ser que|tenzij|behalve als|chyba że)\b|"
                             r"限り", re.I)


_LEFT_OUT_BEFORE = (r"except(?:ing)?(?: for)?|apart from|other than|not counting|excluding|sauf|hors|hormis|außer|ausser|"
                    r"excepto|salvo|sin contar|tranne|eccetto|escluso|esclusi|exceto|sem contar|behalve|poza|oprócz|кроме")
_LEFT_OUT_AFTER = (r"excluded|excepted|aside|not counted|don'?t count|do not count|ausgenommen|ausgeschlossen|"
                   r"z[äa]hlen nicht|nicht mitgez[äa]hlt|except[ée]s?|exclus|non compris|excluidos?|exceptuados?|"
                   r"no cuentan|esclusi|exclu[íi]dos|uitgezonderd|niet meegeteld|hariç|не считая")
_CODE_LEFT_OUT = rx(rf"\b(?:{_LEFT_OUT_BEFORE})\s+(?:(?:the|les|la|le|los|las|el|die|den|i|gli|os|as|de)\s+)?"
                            rf"(?:{_BLOCK})|(?:{_BLOCK})\s+(?:{_LEFT_OUT_AFTER})\b", re.I)


def without_exception(clause: str) -> str:
    """The clause without its exception (from the opening to the next comma, colon or semicolon, or the end):
    "Sauf si je demande du code, réponds en 3 lignes max." -> " réponds en 3 lignes max." """
    found = _UNLESS_ASK.search(clause) or EXCEPTION_OPENS.search(clause)
    if not found:
        return clause
    end = rx(r"[,:;，：；]").search(clause, found.end())
    return clause[:found.start()] + (clause[end.end():] if end else "")


def _negated(clause: str, at: int) -> bool:
    return bool(_NEG.search(clause[max(0, at - 45):at]))


# an order the rule gives: "first <the block>, then <the rest>" ("d'abord ... puis", "zuerst ... dann", "primero ... luego")
_FIRST = rx(r"\b(?:first|firstly|start (?:with|by)|begin (?:with|by)|d'abord|commence (?:par|avec)|zuerst|erst|"
                    r"beginne mit|primero|empieza (?:con|por)|prima|inizia con|primeiro|começa com)\b|まず|最初に|先に", re.I)
# the code put first, said either way round: "first the code", "the code first", "le code d'abord", "erst den Code"
_CODE_WORDS = r"(?:code|c[óo]digo|codice|kod)"
_CODE_FIRST = rx(rf"(?:{_FIRST.pattern})\W+(?:\w+\W+){{0,2}}?{_CODE_WORDS}\b|"
                         rf"\b{_CODE_WORDS}\W+(?:\w+\W+)?(?:first|d'abord|en premier|zuerst|primero|prima|primeiro|"
                         rf"antes)\b|コードを?(?:先に|最初に|まず)|先(?:给|写|放)代码|코드(?:를|부터)?\s*먼저", re.I)
_THEN = rx(r"\b(?:then|after(?:wards)?|puis|ensuite|après|dann|danach|anschließend|luego|después|poi|dopo|"
                   r"depois|em seguida)\b|その後|それから|次に|然后", re.I)


# "code blocks don't count", "not counting code", "les blocs de code ne comptent pas", "Code zählt nicht": the code is
# left out of a limit on the reply, which is then a limit on its prose, not on the blocks
_CODE_WORD = rf"(?:{_BLOCK}|\bcode\b|\bc[óo]digo\b|\bcodice\b|\bCode\b)"
_CODE_EXEMPT = rx(
    rf"{_CODE_WORD}\W+(?:\w+\W+){{0,3}}?(?:do(?:es)?n'?t|do(?:es)? not|are not|is not|ne|nicht|no|não|non|niet)\s+"
    rf"(?:\w+\s+)?(?:count|compt|zähl|cuent|cont[ae]|tell)\w*|"
    rf"{_CODE_WORD}\W+(?:\w+\W+){{0,2}}?(?:zähl|tell|compt|count)\w*\s+(?:nicht|niet|pas|not)\b|"
    # the prepositions of exclusion too: "hors blocs de code", "except code blocks", "außer Codeblöcken"
    rf"(?:not counting|excluding|sans compter|sin contar|sem contar|senza contare|ausgenommen|excluyendo|escludendo|"
    rf"hors|hormis|en dehors d(?:es|u)|except(?:\s+for|\s+in)?|apart from|other than|au(?:ß|ss)er|excepto|salvo|fuera de|tranne|"
    rf"eccetto|exceto|fora d[oa]s?|abgesehen von|exclu[íi]ndo|esclus[io])\s+"
    rf"(?:\w+\s+){{0,4}}?{_CODE_WORD}|"
    # "code blocks are an exception", "Codeblöcke sind die Ausnahme", "코드 블록은 예외예요", "コードブロックは例外":
    # the exception a limit makes, said in a sentence of its own
    rf"{_CODE_WORD}\W+(?:\w+\W+){{0,2}}?(?:(?:are|is)\s+(?:an?\s+|the\s+)?exceptions?|sont\s+(?:une\s+|l['’])?exceptions?|"
    rf"(?:sind|ist)\s+(?:eine\s+|die\s+)?ausnahmen?|(?:son|es)\s+(?:una\s+|la\s+)?excepci[oó]n|"
    rf"(?:sono|è)\s+(?:un['’]\s*|l['’]\s*)?eccezion[ei]|(?:são|é)\s+(?:uma\s+|a\s+)?exce[çc](?:ão|ões)|"
    rf"(?:zijn|is)\s+(?:een\s+|de\s+)?uitzondering)|"
    rf"(?:exception|ausnahme|excepci[oó]n|eccezione|exce[çc]ão|uitzondering)\s*[:：]\s*(?:the\s+|les\s+|die\s+|los\s+|las\s+|i\s+|os\s+|de\s+)?{_CODE_WORD}|"
    rf"(?:コードブロック|コード|代码块|代碼塊|代码|代碼|코드\s*블록|코드)\s*(?:は|은|는|의|不)?\s*"
    rf"(?:例外|除外|제외|예외|算在内|计算在内|不算|不计|不計|카운트하지|세지)|"
    rf"{_CODE_WORD}\W+(?:\w+\W+){{0,2}}?(?:excluded|exempt|exclus|ausgenommen|excluid\w*|esclus\w*|aside|non compris|"
    rf"non comptés|nicht mitgez[äa]hlt|no incluidos?|não incluídos?|non inclus[io]|"
    # "blocs de code non compris", "code blocks not included", "Codeblöcke nicht mitgezählt", "bloques no incluidos"
    rf"(?:not|non|nicht|no|não)\s+(?:compris|inclus\w*|included|mitgezählt|inbegriffen|incluid\w*|inclu[ií]d\w*|compres[io]))",
    re.I)


def code_exempt(clause: str) -> bool:
    """The clause leaves code out of what it limits."""
    return bool(_CODE_EXEMPT.search(clause))


def _block_put_first(clause: str, block: re.Match[str]) -> bool:
    """The block is what the reply shows first: "first" right after it ("... in a code block first"), or said of the
    block's verb before it ("zitiere zuerst die Zeile in einem Codeblock"; not a clause opening "First, ...")."""
    rest = clause[block.end():].lstrip(" ,")
    after = _FIRST.match(rest)
    if after and not re.match(r"\s+(?:and\s+foremost|of\s+all)\b", rest[after.end():], re.I) \
            and not _negated(clause, block.start() + 1):
        return True
    before = [m for m in _FIRST.finditer(clause, 0, block.start()) if block.start() - m.end() <= 60]
    return bool(before) and bool(re.search(r"\w", clause[:before[-1].start()].split(",")[-1])) \
        and not _negated(clause, before[-1].start() + 1) and not _THEN.search(clause, before[-1].end())


# a demand to show something in a block: "show a fix as a code block", "zitiere die Zeile in einem Codeblock",
# "montre l'erreur dans un bloc de code", "muestra el error en un bloque de código", "コードブロックで示して"
_DEMAND = rx(r"\b(?:show|quote|give|include|paste|put|provide|add|zeig\w*|zitier\w*|gib|füg\w*|montre\w*|cite\w*|"
                     r"donne\w*|mets|ajoute\w*|muestra\w*|cita\w*|da(?:me)?|pon\w*|incluye\w*|añade\w*)\b|"
                     r"見せ|示し|示す|引用|貼", re.I)


def parse_code_rules(clause: str, number: Number) -> list[tuple[str, str]]:
    """The code-block tokens a clause states, each with its stated exception ("" or ``code_request``)."""
    out: list[tuple[str, str]] = []
    if asks_usage(clause):  # "Always include a usage example after any function you write": each function called
        return [(USAGE_EXAMPLE, "")]
    if code_exempt(clause) and _LINES_MAX.search(clause):
        return out  # "max 5 lines, code blocks don't count": the limit is on the prose (reply_rule's)
    exception = _UNLESS_ASK.search(clause)
    unless = "code_request" if exception else ""
    # "max 3 lines, unless I ask for code", "máximo 3 líneas, salvo que te pida código": the code named in the
    # exception is what lifts a limit on the reply; only the rule's own part says what is limited
    ruled = without_exception(clause) if exception else clause
    # "max 5 lines, code blocks excluded", "außer Codeblöcke", "Codeblöcke ausgenommen": the code left out of a limit
    # on the reply is not what the limit measures
    ruled = _CODE_LEFT_OUT.sub(" ", ruled)
    block = _BLOCK_RE.search(ruled)
    lines = _LINES_MAX.search(ruled)
    if _COMMIT_SCOPE.search(clause):
        if re.search(rf"\b(?:no|never|without|don'?t (?:put|use|add))\s+(?:{_BLOCK})[^.;\n]{{0,20}}\b(?:in|inside)\s+"
                     rf"(?:the\s+|your\s+|any\s+)?commit", clause, re.I):
            return [("no_commit_blocks", "")]  # "no code blocks in commit messages you write for me"
        return []
    if block and _CONFIG.search(clause) and lines and _INLINE_WORD.search(clause):
        n = number(lines.group("a") or lines.group("b") or lines.group("c") or "")
        if n:  # "don't use code blocks for config snippets < 3 lines, just inline them"
            return [(f"short_config_inline:{n}", "")]
    count = _BLOCKS_MAX.search(ruled)
    n_blocks = number(count.group("a") or count.group("b") or count.group("c") or "") if count else None
    single = _ONE_BLOCK.search(ruled) if not count else None
    if single and not _negated(clause, single.start()):
        return [("max_blocks:1", unless)]  # "只给一个代码块", "only one code block", "un seul bloc de code"
    if count and n_blocks and n_blocks < 50:
        return [(f"max_blocks:{n_blocks}", unless)]  # a count of blocks: their number, nothing about their lines
    if lines and (block or re.search(r"\bcode\b|c[óo]digo|コード", ruled, re.I)):
        n = number(lines.group("a") or lines.group("b") or lines.group("c") or "")
        if n and n < 1000:
            out.append((f"block_lines:{n}", unless))
    elif _ONE_LINER.search(clause) and re.search(r"\bcode|snippet", clause, re.I):
        out.append(("block_lines:1", unless))
    wrapped = re.search(rf"(?:{_COMMANDS.pattern})\s+(?:\w+\s+){{0,2}}?(?:in|into|inside|dans|en|in den|em|in einen?)\s+"
                        rf"(?:\w+\s+){{0,2}}?(?:{_BLOCK})", clause, re.I)
    if wrapped and _negated(clause, wrapped.start() + 1) and not _PROMPT_RULE.search(clause) \
            and not re.search(r"\bnever inline\b|\bjamais en ligne\b", clause, re.I):
        out.append(("no_shell_blocks", ""))  # "don't wrap shell commands in code blocks, I want them inline"
    elif wrapped and not _negated(clause, wrapped.start() + 1) and not _PROMPT_RULE.search(clause) \
            and not re.search(r"\b(?:when(?:ever)?|if)\s+I\b|\b(?:quand|si|wenn|cuando|quando|se)\s+(?:je|ich|yo|eu|io)\b",
                              clause, re.I):  # "When I ask for a command, ...": the format check's scope, not every reply
        out.append(("block_commands", ""))  # "Always put shell commands in fenced code blocks": every one of them
    if _ONLY_CODE.search(clause):
        out.append(("only_code_in_blocks", ""))
    if _EXCEPT_OUTPUT.search(clause) and block:
        out.append(("tag_except_output", ""))
    placeholder = _PLACEHOLDER_RULE.search(clause)
    if placeholder and (_negated(clause, placeholder.start()) or placeholder.group(0).lower() in ("runnable",)):
        out.append(("no_placeholders", ""))
    py2 = _PY2_RULE.search(clause)
    if py2 and (_negated(clause, py2.start()) or "3" in py2.group(0)):
        out.append(("py3", ""))
    var = _VAR_RULE.search(clause)
    if var and (_JS.search(clause) or re.search(r"\bconst\s*/\s*let\b|\blet\s*/\s*const\b", clause, re.I)) \
            and (_negated(clause, var.start()) or re.search(r"\bconst\s*/\s*let\b", clause, re.I)):
        out.append(("no_var", ""))
    if no_any_rule(clause):
        out.append(("no_any", ""))
    semi = _SEMICOLON_RULE.search(clause)
    if semi and _JS.search(clause) and semicolons.asks_semicolons(clause):  # "don't leave out semicolons in JS"
        out.append((semicolons.TOKEN, ""))
    elif semi and _JS.search(clause) and _negated(clause, semi.start() + 1):
        out.append(("no_semicolons", ""))
    prompt = _PROMPT_RULE.search(clause)
    if prompt and (block or _COMMANDS.search(clause) or re.search(r"\b(?:shell|bash|terminal)\b", clause, re.I)) \
            and _negated(clause, prompt.start() + 1) \
            and re.search(r"\$|\bshell\b|\bcommands?\b|\bterminal\b", clause, re.I):
        out.append(("no_prompt", ""))
    if _MODULE_DOCSTRING.search(clause):
        return [("module_docstring", "")]  # "every new .py file starts with a module docstring": files a tool writes
    if _SQL_UPPER.search(clause):
        out.append(("sql_upper", ""))
    if sql_identifiers.parse(clause):  # "..., identifiers lowercase" (sql_identifiers.py)
        out.append((sql_identifiers.TOKEN, ""))
    if select_star_rule(clause):
        out.append(("sql_no_star", ""))
    if long_options_rule(clause):
        out.append(("long_options", ""))
    if _CHANGED_ONLY.search(clause):
        out.append(("changed_only", ""))
    elif _WHOLE_FILE.search(clause) and not _negated(clause, _WHOLE_FILE.search(clause).start()):  # type: ignore[union-attr]
        out.append(("whole_file", ""))
    elif _DIFF_RULE.search(clause) and not _negated(clause, _DIFF_RULE.search(clause).start()):  # type: ignore[union-attr]
        # "solo el diff, no el archivo entero": the diff and nothing more
        out.append(("diff_only" if _ONLY_DIFF.search(clause) else "diff", ""))
    comments = _COMMENTS_RULE.search(clause)
    if comments and _COMMENT_LANGUAGE.search(clause) and not _WITH_COMMENTS.search(clause):
        comments = None  # "write all code comments in English": a rule on their language, not a demand for comments
    code_context = re.search(r"\bcode|c[óo]digo|codice|コード|코드|代码|代碼|\bcomment(?:e[rz]?|aire)|\b(?:functions?|methods?|classes|"
                             r"snippets?|scripts?|funktion\w*|fonctions?|funci[óo]n\w*)\b", clause, re.I)
    if comments and code_context and not _negated(clause, comments.start()) \
            and not re.search(r"コメント(?:は|を)?(?:不要|なし|書かない|付けない|入れない|いらない)", clause):
        # "comment every function you write", "chaque fonction commentée": each function, not the code as a whole
        each = re.search(r"\b(?:every|each|all)\s+(?:\w+\s+)?(?:functions?|methods?|classes)\b|\b(?:chaque|toutes? les)\s+"
                         r"(?:fonctions?|méthodes?)\b|\b(?:jede[nr]?|alle)\s+(?:funktion\w*|methode\w*)|\b(?:cada|todas las)\s+"
                         r"(?:funci[óo]n\w*|m[ée]todos?)\b|(?:すべての|全ての|各)(?:関数|メソッド)|関数(?:ごと|それぞれ)", clause, re.I)
        out.append(("comments_each" if each else "comments", ""))
    elif (_NO_COMMENTS.search(clause) and code_context) and not _COMMENT_LANGUAGE.search(clause):
        # "Don't add comments to the code", "No code comments", "コメントは不要" ("... unless they explain why": those
        # that give a reason stay, comment_reason.py)
        out.append((WHY_COMMENTS if allows_why(clause) else "no_comments", ""))
    if (_CODE_ONLY_STRICT.search(clause) or re.search(r"\b(?:just|only|nothing but)\s+(?:the\s+)?code\b|"
                                                      r"\b(?:no|keine|pas d'|sin|sem|nessuna)\s*(?:\w+\s+)?(?:explanations?|"
                                                      r"erklärung\w*|explications?|explicaci[óo]n\w*|explica[çc][ãa]o|"
                                                      r"spiegazion\w*|text|texte|prose)\b", clause, re.I)) \
            and re.search(r"\b(?:before|after|davor|danach|avant|après|antes|después|depois|prima|dopo)\b", clause, re.I):
        out.append(("code_only_strict", ""))  # "Nur den Code. Keine Erklärung davor oder danach"
    if _ONE_COMMAND.search(clause) and _COMMANDS.search(clause):
        out.append(("one_command", ""))
    first = _FIRST.search(clause)
    code_first = _CODE_FIRST.search(clause)
    if first and block and first.end() <= block.start() and _THEN.search(clause, block.end()) and \
            not _negated(clause, first.start() + 1):
        out.append(("block_first", ""))  # "first quote the error in a code block, then explain": the block leads
    elif code_first and _THEN.search(clause, code_first.end()) and not _negated(clause, code_first.start() + 1):
        out.append(("block_first", ""))  # "the code first, the explanation after": the code leads
    elif block and _block_put_first(clause, block):
        out.append(("block_first", ""))  # "quote the error line in a code block first", "zitiere zuerst ... im Codeblock"
    if block and _DEMAND.search(ruled[:block.start()]) and subject_scope(clause) == ERROR \
            and not _negated(clause, block.start()):
        # "when you explain an error, show a fix as a code block": the replies it speaks to hold a block
        out.append(("block_required", ""))
    named = {t.lower() for t in re.findall(r"```\s*([A-Za-z]+)|\b(?:bash|shell|sh|python|js|javascript|typescript|ts|sql|"
                                          r"go|rust|ruby|yaml|json)\b(?=\s+(?:code\s+)?(?:blocks?|fences?))", clause, re.I) if t}
    if len(named) >= 2 or re.search(r"\b(?:right|correct|matching|proper|accurate|wrong)\s+(?:language\s+)?(?:tags?|labels?)\b|"
                                    r"\bdon'?t mix\b|\bne (?:les )?mélange pas\b|\bnicht vermischen\b|\bno (?:los )?mezcles\b",
                                    clause, re.I):
        out.append(("tags_match", ""))  # "shell commands in ```bash blocks, python in ```python blocks - don't mix them up"
    in_blocks = _IN_BLOCKS.search(clause)
    if in_blocks and not _negated(clause, in_blocks.start() + 1):
        out.append(("block_code", ""))  # "put code in blocks": a whole command in inline code is out of its block
    inline = _NO_INLINE_CODE.search(clause)
    if inline and (inline.group(0).lower().startswith(("never", "jamais", "nie", "nunca"))
                   or (inline.group(0).lower().startswith(("not", "pas", "nicht", "no ")) and block)):
        out.append(("fenced_inline", ""))  # "never inline it in a paragraph": a snippet in a sentence is code out of a block
    elif inline and (_negated(clause, inline.start() + 1) or re.search(r"インラインコード(?:は|を)?(?:使わ|使用し)(?:ない|ず)", clause)):
        out.append(("no_inline_code", ""))  # "no inline code": not even a name in backticks
    return out


# ---- the reply side ---------------------------------------------------------------------------------------

_SHELL_TAGS = {"bash", "sh", "shell", "zsh", "console", "terminal", "shell-session", "fish", "powershell", "ps1", "cmd",
               "bat", "sh-session"}
_CONFIG_TAGS = {"ini", "toml", "yaml", "yml", "json", "vim", "vimrc", "conf", "nginx", "editorconfig", "gitignore",
                "properties", "env", "dotenv", "apache", "hcl", "cfg", "gitconfig", "dockerignore", "xml"}
_OUTPUT_TAGS = {"", "text", "txt", "output", "plaintext", "log", "console-output", "stdout"}
_SHELL_START = rx(r"^\s*(?:\$\s+|sudo\s+)?(?:git|npm|npx|pnpm|yarn|pip3?|uv|docker|kubectl|helm|curl|wget|find|grep|rg|"
                          r"pytest|tox|ruff|mypy|black|poetry|pipx|conda|javac|gcc|clang|rustc|deno|bun|ruby|perl|"
                          r"ls|cd|mkdir|rm|cp|mv|chmod|chown|tar|ssh|scp|rsync|apt(?:-get)?|brew|dnf|yum|systemctl|"
                          r"journalctl|python3?|node|cargo|go|make|psql|mysql|terraform|aws|gcloud|az|echo|cat|export|"
                          r"source|du|df|ps|kill|lsof|ss|netstat|wc|sort|head|tail|sed|awk|xargs|touch|ln|fuser)\b")


_LIST_CODE = rx(r"\n[ \t]*\n((?: {6,}|\t{2,})\S[^\n]*(?:\n(?: {6,}|\t{2,})[^\n]*)*)")


def _blocks(text: str) -> list[CodeBlock]:
    """Fenced blocks, indented blocks, and a block indented inside a list item (``1. Create it:`` then a blank line
    and the command indented past the item's text)."""
    s = parse(text)
    out = list(s.code)
    indented = [ln.body for ln in s.of(INDENTED_CODE)]
    if indented:
        out.append(CodeBlock("", "\n".join(indented)))
    elif s.of("numbered", "bullet"):
        fenceless = re.sub(r"```.*?```", " ", text, flags=re.S)
        out += [CodeBlock("", m.group(1)) for m in _LIST_CODE.finditer(fenceless)]
    return out


def _lines(body: str) -> list[str]:
    return [ln for ln in body.splitlines() if ln.strip()]


def _shell_block(block: CodeBlock) -> bool:
    tag = block.info.lower()
    if tag in _SHELL_TAGS:
        return True
    return not tag and bool(_lines(block.body)) and all(_SHELL_START.match(ln) for ln in _lines(block.body))


def _config_block(block: CodeBlock) -> bool:
    tag = block.info.lower()
    if tag in _CONFIG_TAGS:
        return True
    rows = _lines(block.body)
    return not tag and bool(rows) and all(re.match(r"^\s*(?:\[[\w .\"*-]+\]|[\w.-]+\s*[=:]\s*\S|set\s+\w+)", r) for r in rows)


def _output_block(block: CodeBlock) -> bool:
    """Terminal output: an untagged (or text) block with no command or code syntax in it."""
    if block.info.lower() not in _OUTPUT_TAGS:
        return False
    rows = _lines(block.body)
    if not rows or any(_SHELL_START.match(r) or re.match(r"^\s*[a-z][\w.-]*\s+-{1,2}[a-z]", r) for r in rows) \
            or code_language("", block.body):
        return False  # a command (`pytest -q`), not its output
    return not any(re.search(r"[=;{}]\s*$|^\s*(?:def|class|function|import|from|SELECT|const|let)\b", r) for r in rows)


def _excerpt(body: str, width: int = 50) -> str:
    flat = " ".join(body.split())
    return flat if len(flat) <= width else flat[:width - 1] + "…"


_INLINE = rx(r"(?<!`)`([^`\n]+)`(?!`)")
_CALL_ARGS = rx(r"[\w$.]\((?!\s*\))[^)]*\)")
# Code written raw in a sentence: a dotted call (``nums.reverse()``, ``Math.max(...arr)``), an assignment whose right
# side opens a bracket or a call (``rev = nums[::-1]``), a command with a flag (``git commit --amend``).
_RAW_CODE = rx(
    r"(?<![\w`/.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\([^()\n]{0,60}(?:\([^()\n]*\))?[^()\n]{0,30}\)"
    r"|(?<![\w`])[A-Za-z_][\w.]*\s=\s[\w.$]*[\[(][^\n]{0,60}?[\])]"
    r"|(?<![\w`/-])(?:git|npm|pip3?|docker|kubectl|cargo|brew|apt(?:-get)?|yarn|npx)\s+[a-z][\w-]*(?:\s+[\w./~:-]+)*?\s+-{1,2}[a-z][\w-]*")


# A program name that is no English word (``make``, ``find``, ``sort``, ``go`` are left out): what a command opens with.
_PROGRAM = (r"(?:sudo\s+)?(?:git|npm|npx|pnpm|yarn|pip3?|uv|docker|kubectl|helm|curl|wget|grep|rg|pytest|ruff|mypy|poetry|"
            r"pipx|conda|javac|gcc|clang|rustc|deno|bun|ls|cd|mkdir|rm|cp|mv|chmod|chown|tar|ssh|scp|rsync|apt(?:-get)?|brew|"
            r"dnf|yum|systemctl|journalctl|python3?|node|cargo|psql|mysql|terraform|gcloud|aws|az|du|df|lsof|netstat|sed|"
            r"awk|xargs|ps|pwsh|winget|choco|composer|gem|bundle|rails|dotnet|mvn|gradle|ffmpeg|openssl)")
_SUBCOMMANDED = rx(r"(?:sudo\s+)?(?:git|npm|npx|pnpm|yarn|pip3?|uv|docker|kubectl|helm|cargo|brew|apt(?:-get)?|dnf|yum|"
                           r"systemctl|poetry|conda|gcloud|aws|az|terraform|pipx|winget|choco|composer|gem|bundle|rails|"
                           r"dotnet|mvn|gradle)\b")
_ARG = r"(?:-{1,2}[A-Za-z][A-Za-z0-9_=./:-]*|[A-Za-z0-9_./~:@=*+%^-]+)"  # ASCII: "pip install requests を実行"
_ENV = r"(?:[A-Z][A-Z0-9_]*=\S+\s+)*"  # "PORT=3001 npm run dev"
_RAW_COMMAND = rx(rf"(?<![\w`/.@-]){_ENV}(?:sudo\s+[a-z][\w.-]*|{_PROGRAM})(?:\s+{_ARG}){{1,8}}")
_FUNCTION_WORDS = frozenset("""a an the to for with and or is are was were in on of it that this you your will can be by as at
from into then so if but not no le la les de du des un une et ou est pour avec der die das den ein eine und oder ist mit
für el los las una y o es con para""".split())
# a verb that has the reader run what follows ("run pip install requests"), or after it ("pip install requests を実行")
_RUN_BEFORE = rx(r"\b(?:run|running|type|execute|enter|use|try|call|do|then|lance[rz]?|tape[rz]?|exécute[rz]?|"
                         r"utilise[rz]?|führ\w*|gib|tippe?|ejecuta[r]?|escribe|usa|corre|executa|digite|esegui)\s+(?:the\s+"
                         r"(?:command\s+)?|la commande\s+|den befehl\s+|el comando\s+)?$", re.I)
# after such a verb, a program the lists above do not name ("run nvm install 20", "activate it with source
# .venv/bin/activate"): a lower-case word, then arguments one of which is a subcommand, a number, a flag or a path
_RUN_LEAD_WORD = rx(r"\b(?:run|running|type|execute|enter|then|with|lance[rz]?|tape[rz]?|exécute[rz]?|ejecuta[r]?|"
                            r"executa[r]?|esegui)\s+(?:the\s+command\s+)?", re.I)
_ANY_COMMAND = rx(rf"([a-z][\w.-]*)((?:\s+{_ARG}){{1,6}})")
_SUBCOMMAND_WORDS = frozenset({"install", "use", "add", "run", "start", "stop", "build", "init", "update", "upgrade", "list",
                               "exec", "remove", "uninstall", "create", "deploy", "test", "serve", "status", "restart"})
_RUN_AFTER = rx(r"^\s*(?:を(?:実行|打|入力|叩)|で|と(?:打|入力)|ausführen|aus\b|eingeben|laufen)", re.I)


def _command(words: str, before: str, after: str) -> bool:
    """Whether ``words`` (a program name and what follows it) is a command: a flag among its arguments (``ls -la``,
    ``python -m venv .venv``), or a subcommand with an argument the sentence has the reader run (``run pip install
    requests``, ``pip install requests を実行``); ``git is a version control system`` is prose."""
    tokens = [t for t in words.split() if not re.match(r"[A-Z][A-Z0-9_]*=", t)] or [""]
    if tokens[0] == "sudo" and len(tokens) > 1:
        return True  # "sudo dscacheutil -flushcache": what sudo runs is a command
    program = 1
    args = tokens[program:]
    if any(re.match(r"-{1,2}[A-Za-z]", a) for a in args[:4]):
        return True
    if not _SUBCOMMANDED.match(words) or len(args) < 2 or not re.fullmatch(r"[a-z][a-z-]+", args[0]):
        return False
    if any(a.lower() in _FUNCTION_WORDS for a in args[:2]):
        return False
    return bool(_RUN_BEFORE.search(before[-40:]) or _RUN_AFTER.match(after))


def _led_command(program: str, args: list[str]) -> str:
    """A command a run-verb leads into, its program unknown here ("nvm install 20", "source .venv/bin/activate"):
    no function word in it, and an argument that a program takes - a subcommand with an argument, a number, a
    flag or a path. "" when it reads as prose ("run the tests in parallel")."""
    kept: list[str] = []
    for word in [program, *args]:
        bare = re.sub(r"[.,;:!?)]+$", "", word)
        if bare.lower() in _FUNCTION_WORDS or not bare or len(kept) >= 3 and bare.isalpha():
            break  # past a subcommand and its argument, a plain word is the sentence going on ("... 20 followed by")
        kept.append(bare)
        if bare != word:
            break
    if len(kept) < 2 or program in _FUNCTION_WORDS or program.endswith("ing"):
        return ""
    rest = kept[1:]
    pathlike = any(re.match(r"(?:\.{0,2}/|~/|\.\w)", a) and "/" in a for a in rest)
    led = (rest[0] in _SUBCOMMAND_WORDS and len(rest) >= 2) or any(re.match(r"-{1,2}[A-Za-z]", a) for a in rest) or pathlike
    return " ".join(kept) if led else ""


def prose_commands(text: str) -> list[str]:
    """Shell commands written in the reply's sentences outside any block: in inline code (``Run `ls -la` ``) or raw
    (``Use ls -la in your terminal``). A bare program or option name (`` `grep` ``, `` `-r` ``) is a name."""
    out = []
    for line in parse(text).lines:
        if line.kind == INDENTED_CODE:
            continue
        for m in _INLINE.finditer(line.text):
            body = m.group(1).strip()
            if (re.match(rf"{_ENV}{_PROGRAM}\s+\S", body) and _command(body, line.text[:m.start()], line.text[m.end():])) \
                    or re.match(rf"{_ENV}(?:sudo\s+)?[a-z][\w.-]*(?:\s+[^\s-]\S*)*\s+-{{1,2}}[A-Za-z]", body):
                out.append(body)  # `ss -ltnp 'sport = :80'`: a program with an option is a command
            elif re.search(r"[{};]\s*\S|\w\s*\((?!\s*\))[^)]*\)|^[A-Za-z_][\w.]*\s*=\s*\S", body) \
                    and not re.search(r"^\s*[-\w./]+\s*$|://", body):
                out.append(body)  # `h1 { color: red; }`, `len(items)`, `DEBUG = True`: code, not a name
        bare = _INLINE.sub(lambda m: " " * len(m.group(0)), line.text)
        bare = re.sub(r"\bhttps?://\S+|\[[^\]]*\]\([^)]*\)", lambda m: " " * len(m.group(0)), bare)
        for m in re.finditer(r"(?<![\w.`])[A-Za-z_]\w*\((?!\s*\))[^()\n]{1,60}\)", bare):
            if _USED.search(bare[max(0, m.start() - 14):m.start()]):
                out.append(m.group(0))  # "Call len(my_list)", "Use print(\"hello\")": a call the reader writes
        for lead in _RUN_LEAD_WORD.finditer(bare):  # each word a run-verb leads into (matches may overlap)
            led = _ANY_COMMAND.match(bare, lead.end())
            if led and not _RAW_COMMAND.match(bare, led.start()):
                found = _led_command(led.group(1), led.group(2).split())
                if found:
                    out.append(found)
        for m in _RAW_COMMAND.finditer(bare):
            kept: list[str] = []
            for word in m.group(0).split():  # "du -sh on the directory": the command ends where the sentence goes on
                if kept and word.lower() in _FUNCTION_WORDS:
                    break
                kept.append(word)
            words = re.sub(r"[.,;:!?)]+$", "", " ".join(kept))
            if _command(words, bare[:m.start()], bare[m.end():]):
                out.append(words)
    return out


def snippet(body: str) -> bool:
    """Inline code that is a command or an expression (``du -sh *``, ``len(xs)``, ``a = 1``), not a bare name."""
    body = body.strip()
    return bool(re.search(r"\S\s+\S", body) or _CALL_ARGS.search(body) or re.search(r"[^=!<>]=[^=]", body))


def prose_code(text: str) -> list[str]:
    """Code written in the reply's sentences, outside any block: backticks removed from nothing, so a backticked
    name stays a name; raw dotted calls, assignments and commands with flags are code."""
    s = parse(text)
    out = []
    for line in s.lines:
        if line.kind == INDENTED_CODE:
            continue
        bare = _INLINE.sub(" ", line.text)
        bare = re.sub(r"\bhttps?://\S+|\[[^\]]*\]\([^)]*\)", " ", bare)
        for m in _RAW_CODE.finditer(bare):
            if m.group(0).endswith("()") and not _USED.search(bare[max(0, m.start() - 14):m.start()]) \
                    and not re.match(r"\s*(?:で|を|して|すると)", bare[m.end():]):
                continue  # "the os.path.join() function": a name mentioned, not code written
            out.append(m.group(0))
    return out


# a call with no arguments written in a sentence is code when the sentence uses it ("call nums.sort()", "nums.sort() で")
_USED = rx(r"\b(?:call|calling|use|using|run|write|type|try|with|do|then|appelle[rz]?|utilise[rz]?|lance[rz]?|"
                   r"ruf\w*|nutze\w*|verwende\w*|schreib\w*|usa|llama|ejecuta|escribe|chama|use|chiama)\s+$", re.I)


def inline_code(text: str) -> list[str]:
    """Inline code that is a whole piece of code, not a name: a command with two or more arguments (``git checkout -b
    topic``, ``du -sh * | sort -h``) or a call with arguments (``fmt.Errorf("x: %w", err)``); ``-a``, ``ls -1A`` and
    ``reversed()`` are names a sentence mentions."""
    out = []
    for body in (m.group(1).strip() for ln in parse(text).lines if ln.kind != INDENTED_CODE for m in _INLINE.finditer(ln.text)):
        if (_SHELL_START.match(body) and len(body.split()) >= 3) or re.search(r"[\w$.]\([^)\s][^)]*,[^)]*\)", body):
            out.append(body)
    return out


def inline_snippets(text: str) -> list[str]:
    s = parse(text)
    # "**Ctrl+`** or **Cmd+`**": the backtick is a key of a shortcut (right after "+"), not a span's opening
    return [m.group(1) for ln in s.lines if ln.kind != INDENTED_CODE for m in _INLINE.finditer(ln.text) if snippet(m.group(1))
            and not ((m.group(1).startswith(" ") or ln.text[:m.start()].endswith("+")) and "**" in m.group(1))]


def module_docstring_verdict(path: str, content: str) -> Finding | None:
    """module_docstring on a new Python file a tool call writes: its first statement (after a shebang or an encoding
    line; a comment is no docstring) is a string literal. None for other files."""
    if not path.endswith(".py"):
        return None
    body = re.sub(r"\A#![^\n]*\n|\A#.*coding[:=][^\n]*\n", "", content.lstrip("\ufeff"))
    body = re.sub(r"\A#.*coding[:=][^\n]*\n", "", body).lstrip()
    if re.match(r"(?:[rRuUbB]{0,2})(?:\"\"\"|\'\'\'|\"|\')", body):
        return OBEYED, f"{path} opens with a module docstring"
    first = body.splitlines()[0] if body else "(empty)"
    return BROKEN, f"{path} does not open with a module docstring: \"{_excerpt(first, 40)}\""


def _user_code(user_message: str | None) -> str:
    if not user_message:
        return ""
    blocks = [b.body for b in parse(user_message).code]
    return max(blocks, key=len) if blocks else ""


_CHANGE_REQUEST = rx(r"\b(?:change|fix|rename|add|remove|replace|update|modify|refactor|make|edit|bump|set|swap|"
                             r"convert|turn|correct)\b|\b(?:ändere|änder|füg|mach|setz|ersetze|entferne|benenne|korrigier|"
                             r"behebe|verbesser|repariere)\w*|"
                             r"\b(?:change|modifie|ajoute|remplace|corrige|renomme)\w*|\b(?:cambia|añade|agrega|corrige|"
                             r"reemplaza|renombra)\w*|変え|変更|直して|直し|追加|修正|にして|リネーム|書き換え|置き換え|削除|消して", re.I)


# a source file the user names ("in client.py", "src/app/main.ts") is code that exists: a change to it is asked for
_NAMED_FILE = rx(r"(?<![\w.])[\w-]+(?:/[\w.-]+)*\.(?:py|pyi|js|mjs|cjs|jsx|ts|tsx|go|rs|java|kt|rb|php|c|h|cc|cpp|"
                         r"hpp|cs|swift|sh|bash|sql|lua|scala|vue|svelte|ya?ml|toml|json|ini|cfg|conf|css|scss|html)\b")


def _whole_copy(block: CodeBlock, original: str) -> bool:
    mine, theirs = _lines(block.body), _lines(original)
    if len(theirs) < 2 or len(mine) < max(2, 0.8 * len(theirs)):
        return False
    return difflib.SequenceMatcher(None, "\n".join(x.strip() for x in theirs), "\n".join(x.strip() for x in mine)).ratio() >= 0.6


_PY2 = rx(r"^\s*print\s+(?![(=\s])[\"'\w]|\.iteritems\(|\.itervalues\(|\.iterkeys\(|\braw_input\(|\bxrange\(|"
                  r"\bunicode\(|\.has_key\(|^\s*except\s+[\w.]+\s*,\s*\w+\s*:|\bprint\s*>>|\b0[0-7]+L?\b(?![.\d])|"
                  r"\bexec\s+[\"']", re.M)
_SQL_WORD = rx(r"\b(select|from|where|insert into|update|delete from|join|group by|order by|having|limit|values|"
                       r"create table|alter table|using|and|or|as|on|distinct)\b", re.I)


_QUOTED_IDENT = rx(r"\"[^\"\n]*\"|`[^`\n]*`|\[[^\]\n]*\]")


def _sql_texts(blocks: list[CodeBlock]) -> list[str]:
    out = []
    for b in blocks:
        if b.info.lower() in ("sql", "psql", "postgresql", "mysql", "sqlite", "plpgsql") or \
                (not b.info and re.match(r"\s*(?:select|insert|update|delete|create|with)\b", b.body, re.I)):
            out.append(re.sub(r"--[^\n]*|'[^'\n]*'", " ", b.body))
        else:  # SQL in a string of other code: cur.execute("select ...")
            out += [m.group(1) for m in re.finditer(r"[\"']((?:select|insert|update|delete)\s[^\"'\n]{5,})[\"']", b.body,
                                                     re.I)]
    return out


def _sql_verdict(blocks: list[CodeBlock]) -> Finding:
    texts = _sql_texts(blocks)
    if not texts:
        return NOT_APPLICABLE, "no SQL in the reply"
    for sql in texts:
        # a quoted identifier ("select", `order`, [from]) is a name, not a keyword: its case is the column's
        lower = [m.group(1) for m in _SQL_WORD.finditer(_QUOTED_IDENT.sub(" ", sql)) if m.group(1) != m.group(1).upper()]
        if lower:
            return BROKEN, f"SQL keyword in lower case: \"{lower[0]}\" in \"{_excerpt(sql)}\""
    return OBEYED, "SQL keywords in capitals"


# `any` where a type goes: after a colon, "as", "<", "|", "&", in a type's arguments, or as an array of it
_ANY_USE = rx(r"(?:[:<|&,]\s*|\bas\s+|\bextends\s+)any\b(?!\s*[\w(])(?:\s*\[\])*")
_JS_TAGS = {"js", "javascript", "jsx", "mjs", "ts", "typescript", "tsx", "node"}


def _js_blocks(blocks: list[CodeBlock]) -> list[CodeBlock]:
    return [b for b in blocks if b.info.lower() in _JS_TAGS
            or (not b.info and code_language("", b.body) in ("javascript", "typescript"))]


def _python_blocks(blocks: list[CodeBlock]) -> list[CodeBlock]:
    return [b for b in blocks if b.info.lower() in ("python", "py", "python3", "python2", "py3")
            or (not b.info and code_language("", b.body) == "python")
            or (not b.info and _PY2.search(b.body) is not None)]


_STRING = rx(r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`")
_HASH_LANGS = {"python", "py", "python3", "bash", "sh", "shell", "zsh", "console", "ruby", "rb", "yaml", "yml", "toml", "ini",
               "r", "perl", "pl", "dockerfile", "make", "makefile", "conf", "nginx", "fish", "powershell", "ps1", "gitignore",
               "dotenv", "env", "elixir", "ex", "julia", "tcl", "cmake", "graphql", "nix"}
_SLASH_LANGS = {"js", "javascript", "jsx", "mjs", "ts", "typescript", "tsx", "java", "c", "cpp", "c++", "h", "hpp", "cs",
                "csharp", "go", "golang", "rust", "rs", "kotlin", "kt", "swift", "scala", "php", "dart", "groovy", "jsonc",
                "css", "scss", "less", "zig", "solidity", "sol", "proto", "protobuf"}
_SQL_TAGS = {"sql", "psql", "postgresql", "mysql", "sqlite", "plpgsql", "lua", "haskell", "hs"}


_FUNCTION_START = rx(r"^(?P<indent>[ \t]*)(?:(?:async\s+)?def\s+(?P<py>\w+)\s*\(|(?:export\s+)?(?:async\s+)?function\s*\*?\s*"
                             r"(?P<js>\w+)\s*\(|(?:export\s+)?(?:const|let|var)\s+(?P<arrow>\w+)\s*=\s*(?:async\s+)?(?:\([^)]*\)|\w+)"
                             r"\s*=>|func\s+(?:\([^)]*\)\s*)?(?P<go>\w+)\s*\(|(?:pub\s+)?fn\s+(?P<rs>\w+))", re.M)
_DOCSTRING_OPEN = rx(r"^\s*(?:[rRuUbB]{0,2})(?:\"\"\"|''')", re.M)


def _functions(block: CodeBlock) -> list[tuple[str, bool]]:
    """Each function a code block defines, and whether it is commented: a comment or docstring in its body (up to the
    next function), or a comment on the lines right above it (decorators between)."""
    rows = block.body.splitlines()
    starts = [(i, m) for i, row in enumerate(rows) if (m := _FUNCTION_START.match(row))]
    out = []
    for k, (i, m) in enumerate(starts):
        name = next(g for g in (m.group("py"), m.group("js"), m.group("arrow"), m.group("go"), m.group("rs")) if g)
        end = starts[k + 1][0] if k + 1 < len(starts) else len(rows)
        above = i - 1
        while above >= 0 and re.match(r"\s*@", rows[above]):
            above -= 1
        documented = bool(comments_in(CodeBlock(block.info, "\n".join(rows[i:end])))
                          or _DOCSTRING_OPEN.search("\n".join(rows[i + 1:end]))
                          or (above >= 0 and re.match(r"\s*(?:\*/|\*|///|//|#|/\*)", rows[above])))
        out.append((f"{name}()", documented))
    return out


def comments_in(block: CodeBlock) -> list[str]:
    """The comments a code block holds, read by its language's comment syntax with string literals blanked first
    (``"#fff"`` and ``"http://x"`` are no comments; a shebang, a ``#include`` and a CLI flag ``--all`` neither).
    An untagged block takes both ``#`` and ``//`` unless it reads as one language. A docstring is no comment."""
    tag = block.info.strip().lower().split()[0] if block.info.strip() else ""
    language = tag or code_language("", block.body) or ""
    known = language in _HASH_LANGS or language in _SLASH_LANGS or language in _SQL_TAGS
    hashes = language in _HASH_LANGS or (not tag and _shell_block(block)) or not known
    slashes = language in _SLASH_LANGS or not known
    dashes = language in _SQL_TAGS
    out = []
    for row in block.body.splitlines():
        bare = _STRING.sub('""', row)
        if re.match(r"\s*#!|\s*#\s*(?:include|define|if|ifdef|ifndef|endif|pragma|else|elif|undef|region)\b", bare):
            continue
        found = (re.search(r"(?:^|\s)#(?![!{\[])\s*\S.*", bare) if hashes else None) \
            or (re.search(r"(?<![:\w])//.*|/\*.*", bare) if slashes else None) \
            or (re.search(r"(?:^|\s)--\s.*", bare) if dashes else None) or re.search(r"<!--.*", bare)
        if found:
            out.append(found.group(0).strip())
    return out


_COMMENT_LINE = rx(r"(?:^|\s)(?:#(?!!)|//|--)\s*\S|/\*|<!--|^\s*\"\"\"|^\s*'''", re.M)
_PROMPT = rx(r"^\s*(?:\$|[\w.-]+@[\w.-]+:[^\n$#]*[$#]|PS [A-Z]:\\[^>]*>|C:\\[^>]*>|>>>)\s+\S", re.M)
_PROSE_LINE = rx(r"^[A-Z][a-z]+(?:\s+[\w,'’()%:-]+){4,}[.!?]$")
_LIST_LINE = rx(r"^\s*(?:\d+[.)]|[-*•])\s+[A-Za-z]")



def code_rule_verdict(token: str, text: str, user_message: str | None) -> Finding:
    """One code-block token on one reply (see :mod:`memlock_core.compliance.content_spec`)."""
    name, _, value = token.partition(":")
    if name == "no_secret_literal":
        return secret_literal_verdict(text)
    if name == USAGE_EXAMPLE:  # "a usage example after any function you write" (function_usage.py)
        return usage_verdict(text)
    blocks = _blocks(text)
    if name == "no_commit_blocks":
        if not (user_message and _COMMIT_SCOPE.search(user_message)):
            return NOT_APPLICABLE, "no commit message was asked for"
        if blocks:
            return BROKEN, f"a code block in the commit message: \"{_excerpt(blocks[0].body)}\""
        return OBEYED, "commit message without a code block"
    if name == "module_docstring":
        return NOT_APPLICABLE, "a rule on the Python files a tool call creates"
    if name == "max_blocks":
        fenced = parse(text).code
        if not fenced:
            return NOT_APPLICABLE, "no code block in the reply"
        if len(fenced) > int(value):
            return BROKEN, f"{len(fenced)} code blocks (at most {value})"
        return OBEYED, f"{len(fenced)} code block{'s' if len(fenced) > 1 else ''} (at most {value})"
    if name == "block_required":  # the reply the rule speaks to (its condition is read before) holds a fenced block
        if user_message is not None and not about_error("", user_message):
            # an exception class the reply names in passing ("mixing them raises `TabError`") is no error brought to
            # be explained: the user's message brings it
            return NOT_APPLICABLE, "the user brings no error to explain"
        fenced = parse(text).code
        return (OBEYED, f"{len(fenced)} code block{'s' if len(fenced) > 1 else ''}") if fenced else \
            (BROKEN, "no code block in the reply")
    if name == "block_first":  # the first thing shown is a code block; one short lead-in line may open it
        if not parse(text).code:
            return NOT_APPLICABLE, "no code block in the reply"
        head = re.split(r"^\s{0,3}(?:```|~~~)", text, maxsplit=1, flags=re.M)[0]
        before = [ln.strip() for ln in head.splitlines() if ln.strip()]
        # a lead-in only presents the block in a few words ("Here is the error:", "Die Meldung:"); a clause that
        # says what the error means ("The error means no wheel for your platform exists:") is the explanation
        if len(before) > 1 or (before and len(before[0].split()) > 7):
            return BROKEN, f"an explanation before the code block: \"{_excerpt(before[0])}\""
        return OBEYED, "the code block first"
    if name == "block_code":
        inline = inline_code(text) or ([] if blocks else prose_commands(text))
        return (BROKEN, f"code in the text, not in a block: \"{_excerpt(inline[0])}\"") if inline else \
            (NOT_APPLICABLE, "no whole command or call in the text")
    if name == "block_commands":  # every shell command in a block: one in a sentence is out of its block
        inline = [m.group(1).strip() for ln in parse(text).lines if ln.kind != INDENTED_CODE for m in _INLINE.finditer(ln.text)
                  if re.fullmatch(r"(?:sudo\s+)?[a-z][\w.-]*(?:\s+[-\w./:=@~]+){1,8}", m.group(1).strip())]
        commands = prose_commands(text) + inline
        if commands:
            return BROKEN, f"a shell command in the text, not in a block: \"{_excerpt(commands[0])}\""
        return (OBEYED, f"{len(blocks)} code blocks, no command in the text") if blocks else \
            (NOT_APPLICABLE, "no shell command in the reply")
    if name in ("fenced_inline", "no_inline_code"):
        raw = prose_code(text)
        inline = inline_snippets(text) if name == "fenced_inline" else \
            [m.group(1) for ln in parse(text).lines for m in _INLINE.finditer(ln.text)]
        if name == "fenced_inline":  # a whole command in a sentence, no backticks ("then run nvm use 20")
            raw += [c for c in prose_commands(text) if c not in inline]
        if raw or inline:
            return BROKEN, f"code in the text, not in a block: \"{_excerpt((raw + inline)[0])}\""
        return (OBEYED, f"{len(blocks)} code blocks, no inline code") if blocks else (NOT_APPLICABLE, "no code")
    if name == "diff_only" and code_diff.has_diff(text):  # the diff given: nothing but it
        more = code_diff.repeated_whole(text)
        return (BROKEN, more) if more else (OBEYED, "only a diff block")
    if name in ("diff", "diff_only"):
        original = _user_code(user_message)
        if not user_message or not (original or _NAMED_FILE.search(user_message) or re.search(
                r"\bmy\b|\bthis\b|\bexisting\b|\bmein\w*\b|\bmon\b|\bma\b|\bmi\b|\bmeu\b", user_message, re.I)) \
                or not _CHANGE_REQUEST.search(user_message):
            return NOT_APPLICABLE, "no change to existing code was asked for"
        if any(b.info.lower() in ("diff", "patch") or re.search(r"^[+-](?![+-])", b.body, re.M) and
               re.search(r"^\+", b.body, re.M) for b in blocks):
            return OBEYED, "a diff block"
        if not blocks and not prose_code(text) and not inline_snippets(text):
            return NOT_APPLICABLE, "no code in the reply"
        return BROKEN, "the change is not shown as a diff" + (f": \"{_excerpt(blocks[0].body)}\"" if blocks else "")
    if name in ("changed_only", "whole_file"):
        original = _user_code(user_message)
        if (not original or len(_lines(original)) < 2) and name == "changed_only":
            # the user's file is not in the message: the reply's own marks (a diff then the whole code again, a block
            # it presents as the whole file)
            more = code_diff.repeated_whole(text)
            if more:
                return BROKEN, more
            return (OBEYED, "only a diff block") if code_diff.has_diff(text) else \
                (NOT_APPLICABLE, "no file of the user's to change")
        if not original or len(_lines(original)) < 2:
            return NOT_APPLICABLE, "no file of the user's to change"
        if not blocks:
            return NOT_APPLICABLE, "no code in the reply"
        whole = [b for b in blocks if _whole_copy(b, original)]
        if name == "changed_only":
            return (BROKEN, f"the whole file back ({len(_lines(whole[0].body))} lines)") if whole else \
                (OBEYED, "only the changed lines")
        return (OBEYED, f"the whole file ({len(_lines(whole[0].body))} lines)") if whole else \
            (BROKEN, f"only part of the file: \"{_excerpt(blocks[0].body)}\"")
    if name == "one_command":
        prose_lines = "\n".join(ln.text for ln in parse(text).lines if ln.kind != INDENTED_CODE)
        inline = [m.group(1) for m in _INLINE.finditer(prose_lines) if _SHELL_START.match(m.group(1))
                  and len(m.group(1).split()) >= 2]
        if inline:  # "put each command in its own block": a command in the text is in none
            return BROKEN, f"a command in the text, not in its own block: \"{_excerpt(inline[0])}\""
        if not blocks:
            return NOT_APPLICABLE, "no command in the reply"
        for b in blocks:
            if _shell_block(b) and (re.search(r"&&|\|\|", b.body) or len([r for r in _lines(b.body)
                                                                           if not r.strip().startswith("#")]) > 1):
                return BROKEN, f"several commands in one block: \"{_excerpt(b.body)}\""
        return OBEYED, "one command per block"
    if not blocks and name == "code_only_strict":
        inline_only = re.fullmatch(r"\s*`[^`\n]+`\s*", text)
        return (OBEYED, "only code") if inline_only else (NOT_APPLICABLE, "no code in the reply")
    if not blocks:
        if name == "no_shell_blocks":
            return NOT_APPLICABLE, "no code block"
        return NOT_APPLICABLE, "no code block in the reply"
    if name == "block_lines":  # a line is a line on the screen: blank lines inside the block count
        limit = int(value)
        size = max(len(b.body.strip("\n").splitlines()) for b in blocks)
        return (BROKEN, f"a code block of {size} lines (limit {limit})") if size > limit else \
            (OBEYED, f"longest code block {size} lines (limit {limit})")
    if name == "no_shell_blocks":
        shell = [b for b in blocks if _shell_block(b)]
        return (BROKEN, f"shell command in a code block: \"{_excerpt(shell[0].body)}\"") if shell else \
            (NOT_APPLICABLE, "no shell command in a code block")
    if name == "short_config_inline":
        config = [b for b in blocks if _config_block(b)]
        if not config:
            return NOT_APPLICABLE, "no config block"
        short = [b for b in config if len(_lines(b.body)) < int(value)]
        return (BROKEN, f"a {len(_lines(short[0].body))}-line config snippet in a block: \"{_excerpt(short[0].body)}\"") \
            if short else (OBEYED, "config blocks are long enough for a block")
    if name == "only_code_in_blocks":
        for b in blocks:
            rows = [r.strip() for r in _lines(b.body)]
            if b.info.lower() not in _OUTPUT_TAGS - {""} and rows and (
                    sum(bool(_PROSE_LINE.match(r)) for r in rows) * 2 >= len(rows)
                    or (not b.info and sum(bool(_LIST_LINE.match(r)) for r in rows) * 2 >= len(rows))):
                return BROKEN, f"prose or a list inside a code block: \"{_excerpt(b.body)}\""
        return OBEYED, f"{len(blocks)} code blocks hold code"
    if name == "tags_match":
        tagged = [b for b in parse(text).code if b.info.strip()]
        for b in tagged:
            tag = b.info.strip().lower().split()[0]
            rows = [r for r in _lines(b.body) if not r.strip().startswith("#")]
            is_shell = bool(rows) and all(_SHELL_START.match(r) or r.lstrip().startswith("$ ")
                                       or re.match(r"\s*[a-z][\w.-]*(?:\s+[^\s=(]+)*\s+-{1,2}[A-Za-z]", r) for r in rows)
            guess = code_language("", b.body) or ""
            if tag in _SHELL_TAGS and not is_shell and guess and guess not in ("bash", "shell", "sh"):
                return BROKEN, f"a {guess} block tagged {tag}: \"{_excerpt(b.body)}\""
            if tag not in _SHELL_TAGS and tag not in _OUTPUT_TAGS and is_shell:
                return BROKEN, f"shell commands in a block tagged {tag}: \"{_excerpt(b.body)}\""
        return (OBEYED, f"{len(tagged)} code blocks tagged with their language") if tagged else \
            (NOT_APPLICABLE, "no tagged code block")
    if name == "tag_except_output":
        untagged = [b for b in parse(text).code if not b.info and not _output_block(b)]
        return (BROKEN, f"a code block with no language tag: \"{_excerpt(untagged[0].body)}\"") if untagged else \
            (OBEYED, "every code block is tagged (or is output)")
    if name == "no_placeholders":
        for b in blocks:
            if re.search(r"^\s*(?:\.\.\.|…)\s*(?:#.*|//.*)?$|[(\[{,]\s*(?:\.\.\.|…)\s*[)\]},]|#\s*\.\.\.\s*$|"
                         r"<(?:your|insert)[\w -]*>|\bTODO\b", b.body, re.M | re.I) \
                    and not re.search(r"\(\s*\.\.\.\s*\w", b.body):
                return BROKEN, f"a placeholder in the code: \"{_excerpt(b.body)}\""
            if not b.info and re.search(r"^\s*for each\b|^\s*if\s+\w+\s+is\s+\w+\s*:|\bend (?:if|for)\b", b.body, re.M | re.I):
                return BROKEN, f"pseudo-code: \"{_excerpt(b.body)}\""
        return OBEYED, "code without placeholders"
    if name == "py3":
        py = _python_blocks(blocks)
        if not py:
            return NOT_APPLICABLE, "no Python code"
        for b in py:
            found = _PY2.search(b.body)
            if found:
                return BROKEN, f"Python 2 syntax: \"{_excerpt(found.group(0).strip(), 30)}\""
        return OBEYED, "Python 3 code"
    if name == "no_var":
        js = _js_blocks(blocks)
        if not js:
            return NOT_APPLICABLE, "no JavaScript code"
        for b in js:
            found = re.search(r"(?<![\w$.])var\s+[\w$\[{]", re.sub(r"//[^\n]*|\"[^\"\n]*\"|'[^'\n]*'", " ", b.body))
            if found:
                return BROKEN, f"`var` in the code: \"{_excerpt(found.group(0))}\""
        return OBEYED, "no var declaration"
    if name == "no_any":
        ts = [b for b in _js_blocks(blocks) if b.info.lower() not in ("js", "javascript", "jsx", "mjs", "node")]
        if not ts:
            return NOT_APPLICABLE, "no TypeScript code"
        for b in ts:
            body = re.sub(r"//[^\n]*|/\*.*?\*/|\"[^\"\n]*\"|'[^'\n]*'|`[^`]*`", " ", b.body, flags=re.S)
            found = _ANY_USE.search(body)
            if found:
                return BROKEN, f"the any type in the code: \"{_excerpt(found.group(0).strip())}\""
        return OBEYED, "no any type in the TypeScript"
    if name == semicolons.TOKEN:
        return semicolons.verdict([b.body for b in _js_blocks(blocks)])
    if name == "no_semicolons":
        js = _js_blocks(blocks)
        if not js:
            return NOT_APPLICABLE, "no JavaScript or TypeScript code"
        for b in js:
            for row in _lines(re.sub(r"//[^\n]*", "", b.body)):
                if re.search(r";\s*$", row) and not re.match(r"\s*for\s*\(", row):
                    return BROKEN, f"a semicolon ends \"{_excerpt(row.strip())}\""
        return OBEYED, "no statement-ending semicolon"
    if name == "no_prompt":
        for b in blocks:
            found = _PROMPT.search(b.body)
            if found:
                return BROKEN, f"a prompt in front of a command: \"{_excerpt(found.group(0).strip())}\""
        return OBEYED, "no shell prompt in the code blocks"
    if name == "sql_upper":
        return _sql_verdict(blocks)
    if name == sql_identifiers.TOKEN:
        return sql_identifiers.verdict(_sql_texts(blocks))
    if name == "sql_no_star":
        return select_star_verdict(_sql_texts(blocks))
    if name == "long_options":  # the shell blocks, and the untagged ones that hold commands
        return long_options_verdict([b.body for b in blocks if _shell_block(b)])
    if name == "comments":
        commented = [b for b in blocks if _COMMENT_LINE.search(b.body)]
        plain = [b for b in blocks if not _COMMENT_LINE.search(b.body) and len(_lines(b.body)) > 1
                 and not _shell_block(b) and not _config_block(b) and not _output_block(b)]
        if plain and not commented:
            return BROKEN, f"code without a comment: \"{_excerpt(plain[0].body)}\""
        return (OBEYED, "the code is commented") if commented else (NOT_APPLICABLE, "no code that needs comments")
    if name == "comments_each":
        seen = 0
        for b in blocks:
            for fn, documented in _functions(b):
                seen += 1
                if not documented:
                    return BROKEN, f"{fn} has no comment or docstring"
        return (OBEYED, f"{seen} functions, each commented") if seen else (NOT_APPLICABLE, "no function in the code")
    if name == WHY_COMMENTS:
        said = [c for b in blocks if not _output_block(b) for c in comments_in(b)]
        bare = narrating(said)
        return (BROKEN, f"a comment that gives no reason: \"{_excerpt(bare, 40)}\"") if bare else \
            (OBEYED, f"{len(said)} comments, each giving a reason" if said else "no comment in the code")
    if name == "no_comments":
        for b in blocks:
            if _output_block(b):
                continue
            remarks = comments_in(b)
            if remarks:
                return BROKEN, f"a comment in the code: \"{_excerpt(remarks[0], 40)}\""
        return OBEYED, f"{len(blocks)} code blocks, no comment"
    if name == "code_only_strict":
        prose = [ln for ln in parse(text).lines if ln.kind != INDENTED_CODE
                 and not re.fullmatch(r"\s*`[^`\n]+`\s*", ln.text)]
        if prose:
            return BROKEN, f"text around the code: \"{_excerpt(prose[0].text)}\""
        return OBEYED, "only code"
    return NOT_APPLICABLE, f"unknown code rule {token}"
