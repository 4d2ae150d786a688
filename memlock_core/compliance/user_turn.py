"""What the user's own message asks for, where a rule depends on it ("unless I ask for code",
"for procedures", "answer in the language I write in"). Keyword cues in English, French, German,
Spanish and Japanese; a message that shows none of them asks for none of them.
"""
from __future__ import annotations

import re

from memlock_core.compliance.retraction import still_asked
from memlock_core.compliance.summary_advice import asks_how_to_summarise
from memlock_core.regex_cache import rx

_CODE_REQUEST = rx(
    r"\b(?:write|show|give|send|paste|generate|implement|create|make)\b[^.?!\n]{0,40}?\b(?:code|script|function|"
    r"snippet|one-?liner|command|regex|query|class|program|example|implementation|method|sql|dockerfile|config)\b"
    r"|\b(?:code|script|snippet|one-?liner|command|regex|sql query|function)\b[^.?!\n]{0,30}?\b(?:for|to|that|which)\b"
    # a message that opens on the thing asked for: "código para leer un CSV", "codice per ...", "Code für ..."
    r"|^\W*(?:(?:un|el|del|il|le|du|ein|einen|o|um)\s+)?(?:código|codice|code|script|skript|función|funzione|fonction|"
    r"funktion|função)\s+(?:para|per|pour|für|zum|zur|que|che|qui|um)\b"
    r"|\bwhat(?:'s| is) the (?:command|code|syntax|regex|query)\b|\bhow do i (?:write|code|implement)\b"
    r"|\b(?:show|give) me (?:a|an|the)\b[^.?!\n]{0,40}\b(?:in|using|with) (?:python|bash|shell|javascript|js|"
    r"typescript|go|rust|java|c|c\+\+|c#|ruby|php|sql|kotlin|swift|html|css)\b"
    r"|\b(?:écris|écrivez|montre|montrez|donne|donnez|fais|fais-moi|faites|crée|créez|génère)\b[^.?!\n]{0,40}\b"
    r"(?:code|script|fonction|commande|exemple|classe|requête|regex)\b"
    r"|\b(?:schreib|schreibe|zeig|zeige|gib|mach|erstelle|erstell)\b[^.?!\n]{0,40}\b\w*(?:code|skript|funktion|befehl|"
    r"beispiel|klasse|abfrage|regex)\b"  # German compounds: "ein Codebeispiel", "ein Bash-Skript", "eine Hilfsfunktion"
    r"|\b(?:escribe|escríbeme|muestra|muéstrame|dame|haz|hazme|crea|créame|genera|prográmame)\b[^.?!\n]{0,40}\b"
    r"(?:código|script|función|comando|ejemplo|clase|consulta|regex)\b"
    r"|\b(?:scrivi|scrivimi|mostrami|dammi|fammi)\b[^.?!\n]{0,40}\b(?:codice|script|funzione|comando|esempio|regex|"
    r"espressione)\b|\b(?:escreva|escreve|mostre|mostra|me\s+dá|faça|faz)\b[^.?!\n]{0,40}\b(?:código|script|função|"
    r"comando|exemplo|regex)\b"
    r"|\b(?:write|give|show|make)\s+(?:me\s+)?(?:a|an|the)\s+(?:\w+\s+){0,2}(?:loop|pipeline|alias|makefile|"
    r"migration|test|tests|unit\s+test|regex|query|snippet|hook|workflow)\b"
    r"|^\s*(?:sql|bash|shell|python|js|javascript|typescript|ts|go|golang|rust|java|ruby|php|regex|css|html|"
    r"powershell|c\+\+|c#)\b(?:\s*[:：-]\s*\S|\s+(?:to|for|that|für|pour|para|per)\b)"  # "SQL to get ...", "Bash: ..."
    r"|(?:コード|スクリプト|関数|コマンド)(?:を|で)?(?:書いて|見せて|ください|教えて|下さい)|```"
    # "Show me how to read a CSV in pandas", "montre-moi comment parser du JSON", "zeig mir, wie ich eine Datei lese":
    # to be shown how a program does something is to be shown its code
    r"|\b(?:show me|montre[- ]moi|montrez[- ]moi|zeig(?:e)? mir|muéstrame|mostrami|mostre[- ]me|me mostra)\b,?\s*"
    r"(?:how|comment|wie|cómo|come|como)\b[^.?!\n]{0,60}?\b(?:csv|json|xml|yaml|files?|arrays?|lists?|dicts?|"
    r"dictionar(?:y|ies)|data ?frames?|strings?|api|endpoints?|requests?|database|tables?|columns?|loops?|functions?|"
    r"class(?:es)?|variables?|objects?|http|sql|regex|datei\w*|fichiers?|archivos?|tabell\w*|funktion\w*|fonctions?|"
    r"funci[óo]n\w*|python|javascript|typescript|bash|rust|java|golang|ruby|php|kotlin|swift)\b", re.I)
_PROCEDURE_REQUEST = rx(
    r"\bhow (?:do|can|should|would) (?:i|we|you)\b|\bhow to\b|\bsteps?\b|\bwalk me through\b|\bset ?up\b|"
    r"\binstall|\bconfigure\b|\bguide\b|\bprocedure\b|\bprocess for\b|\breset\b|\bdeploy\b|"
    r"\bcomment (?:faire|puis-je|je|j'|on|installer|configurer)\b|\bcomment \w+-(?:je|t-on|on)\b|"
    r"\bcomment est-ce (?:que je|qu'on)\b|\bétapes?\b|\bwie (?:kann|mache|richte|installiere)\b|"
    r"\bwie \w+e ich\b|\bwie \w+t man\b|\bschritte?\b|\banleitung\b|\bcómo (?:puedo|hago|se)\b|"
    r"\bc[óo]mo (?:\w+o|\w+o(?:lo|la|los|las|me|se))\b(?<!\bcomo)|\bpasos?\b|方法|手順|どうやって|やり方|設定|インストール|"
    r"(?:する|できる)には|どうすれば|"
    # Chinese and Korean how-to questions ("怎么给手机换电池？", "如何重置路由器", "어떻게 설치하나요?"), not "怎么了",
    # "怎么回事" (what happened) or "어떻게 생각" (what do you think); Dutch "hoe kan ik", Italian "come faccio"
    r"怎么(?!了|回事|样了|会|可能)|如何|怎样(?!了)|步骤|教程|어떻게(?!\s*생각|\s*된|\s*지내)|방법|단계|"
    r"\bhoe (?:kan|moet|doe|installeer|maak) ik\b|\bcome (?:faccio|posso|si fa)\b|\bcomo (?:faço|posso|se faz)\b|"
    # "カレーの作り方を教えて", "使い方が知りたい": a verb's way of doing (its stem and 方), asked for
    r"(?<![のこそあど])[ぁ-ゖ]方(?:を|が|は)?(?:教えて|知りたい|説明して)|"
    # a how-to question opening with "how" and an infinitive: "Comment réinitialiser un iPhone ?", "¿Cómo instalar
    # Node?", "Como configurar o Git?", "Come reimpostare il router?" (not "comment dire", "como siempre")
    r"(?:^|[¿?.!]\s*)(?:comment\s+(?!dire\b|être\b)\w{2,}(?:er|ir|re)|c[óo]mo\s+(?!estar\b|ser\b)\w{2,}(?:ar|er|ir)|"
    r"come\s+(?!essere\b)\w{2,}(?:are|ere|ire))\b",
    re.I)
_DETAIL_REQUEST = rx(
    r"\bin (?:more |full |great )?detail\b|\binto (?:more |full |great |some )?detail\b|\bin depth\b|\bin-depth\b|"
    r"\bdetailed\b|\bexplain (?:fully|thoroughly|everything)\b|\belaborate\b|"
    r"\b(?:the |a )?(?:full|whole|complete|entire) (?:file|script|program|version|code|listing)\b|\bwhole file\b|"
    r"\bthorough(?:ly)?\b|\blong(?:er)? (?:answer|explanation|version)\b|\bmore detail|\bdeep dive\b|"
    r"\bat (?:great |some )?length\b|\b(?:as much|lots of|plenty of|full) detail\b|\ben détail\b|\bausführlich\w*|"
    r"\ben detalle\b|\bcon (?:todo )?detalle\b|"
    r"\ben détail\b|\bdétaillée?\b|\bausführlich|\bim detail\b|\bdetallad[oa]\b|\ben detalle\b|詳しく|詳細に",
    re.I)
_CREATIVE_OR_SOCIAL = rx(
    r"\b(?:poem|haiku|limerick|story|joke|song|lyrics|sonnet|riddle|poème|histoire|blague|gedicht|witz|"
    r"poema|chiste|cuento)\b|\b(?:thanks|thank you|thx|merci|danke|gracias|hi|hello|bonjour|hallo|hola)\b[!.]*\s*$|"
    r"ありがとう|俳句|詩", re.I)


def asks_for_code(message: str) -> bool:
    return bool(_CODE_REQUEST.search(message))


def asks_for_procedure(message: str) -> bool:
    return bool(_PROCEDURE_REQUEST.search(message))


# A list asked for by name: "Give me a list of five novels", "list the options", "fais-moi une liste", "eine Liste
# der ...", "una lista de", "un elenco di", "in bullet points"; not "my shopping list is long" (no request word)
_LIST_REQUEST = rx(
    r"\b(?:give|make|write|send|need|want|draft|prepare|create|put together)\s+(?:me\s+|us\s+)?(?:a|an|the|some)\s+"
    r"(?:\w+\s+){0,2}?(?:list|checklist|bullet(?:ed)? list)\b|(?:^\s*|\b(?:you|please)\s+)list\s+(?:the|all|some|my|a few|\d+|"
    r"three|four|five|six|seven|eight|nine|ten)\b|\bas a (?:bullet(?:ed)? )?list\b|\bin (?:a )?(?:bullet(?:ed)? )?"
    r"(?:list|bullet points?)\b|\b(?:fais|donne|écris|prépare|dresse|gib|mach|schreib|erstell|dame|haz|escribe|prepara|"
    r"dammi|fammi|scrivi|faça|dê)\w*(?:-moi|-nous)?\s+(?:mir\s+|me\s+|moi\s+)?(?:une|la|eine|die|una|un|uma|o)\s+(?:\w+\s+)?"
    r"(?:liste|lista|elenco)\b|\b(?:listez|listar|elenca|auflisten|aufzählen)\b", re.I)


def asks_for_list(message: str) -> bool:
    return bool(_LIST_REQUEST.search(message))


def asks_for_detail(message: str) -> bool:
    return bool(_DETAIL_REQUEST.search(still_asked(message)))  # "in detail — no wait, just a quick take": none


def creative_or_social(message: str) -> bool:
    """A poem, a joke, a "thanks!": nothing factual to cite a source for."""
    return bool(_CREATIVE_OR_SOCIAL.search(message.strip()))


_SUMMARY_REQUEST = rx(
    r"\b(?:summar(?:y|ies|ise|ize|ised|ized)|sum (?:it|this|that) up|tl;?dr|recap|overview in brief|"
    r"r[ée]sum[ée]r?|r[ée]sume|synthèse|zusammenfass\w*|fass\w* (?:\w+ )?zusammen|resum(?:en|e|ir|eme|ía)|"
    r"riassun\w*|riassumi|resumo|resuma|gist|key (?:points|takeaways)|in a nutshell|main points|en bref|"
    r"das wichtigste|lo esencial|in sintesi)\b|要約|まとめて|要点", re.I)
_COMMAND_REQUEST = rx(
    r"\b(?:commands?|one-?liners?|cli|terminal|shell|comando|commande|befehl|kommando)\b|コマンド", re.I)
_EXPLANATION_REQUEST = rx(
    r"\b(?:explain|why|how (?:does|do|did|can|could|should|would|is|are)|what(?:'s| is| are)? the difference|"
    r"difference between|what does\b[^?]{0,40}\bmean|tell me (?:about|how|why)|describe|walk me through|"
    r"pourquoi|comment (?:fonctionne|marche|faire|ça)|explique|quelle est la différence|warum|wieso|weshalb|"
    r"wie funktioniert|erkl[äa]r\w*|unterschied|por qu[ée]|c[óo]mo funciona|expl[íi]ca\w*|diferencia|"
    r"perch[ée]|spiega\w*|por que|explique|como funciona|waarom|leg\s+\w*\s*uit|hoe werkt|verschil|"
    r"dlaczego|wyjaśnij|jak działa|różnica)\b|なぜ|どうして|説明|違い|"
    # Chinese and Korean: why, explain, what ... means, the difference
    r"为什么|為什麼|为啥|解释|解釋|什么意思|什麼意思|怎么回事|怎麼回事|区别|區別|왜|설명|무슨\s*뜻|차이", re.I)
_CODE_LANGUAGE_NAMES = {"python": "python", "javascript": "javascript", "js": "javascript", "node": "javascript",
                        "typescript": "typescript", "ts": "typescript", "golang": "go", "rust": "rust",
                        "java": "java", "ruby": "ruby", "php": "php", "c#": "csharp", "c++": "cpp",
                        "kotlin": "kotlin", "swift": "swift", "bash": "bash", "zsh": "bash", "powershell": "powershell"}
# a shell is named too ("a for loop in bash"): a shell script is program code (reply_form.code_language_verdict)
# (ASCII edges: "Pythonで", "用Python写" name it too, a kana or a Han character next to it is no part of the name)
_CODE_LANGUAGE = rx(r"(?<![A-Za-z0-9_+#])(?:python|javascript|js|node|typescript|ts|golang|rust|java|ruby|php|c#|"
                            r"c\+\+|kotlin|swift|bash|zsh|powershell)(?![A-Za-z0-9_+#])", re.I)


_COMPARISON_REQUEST = rx(r"\bcomp[aá]r\w*|\bvergleich\w*|\bconfront\w*|\bversus\b|\bvs\.?(?=\s)|\bdifferences?\b|"
                                 r"\bdiferencias?\b|\bdifférences?\b|\bunterschied\w*|\bwhich\s+(?:is|one\s+is)\s+better\b|"
                                 r"\bpros\s+and\s+cons\b|\b(?:or|o|ou|oder|oppure)\b[^?]{0,40}\?\s*$|比較|違い|どっち", re.I)


def asks_for_comparison(message: str) -> bool:
    """The user asks to compare things ("X vs Y", "which is better", "las diferencias entre ...")."""
    return bool(_COMPARISON_REQUEST.search(message))


# the separators of an enumeration: "Python, Go and Rust", "MySQL vs Postgres vs SQLite", "fly, take the train or drive"
_OPTION_SEPARATOR = rx(r",\s+(?:(?:and|or|und|oder|et|ou|y|o|e)\s+)?|\s+(?:or|and|vs\.?|versus|oder|und|ou|et|o|y)\s+|"
                               r"\s*/\s*(?=\w)", re.I)


def compared_options(message: str) -> int:
    """How many things the user's message sets side by side: the most items of one enumeration in one of its
    sentences ("Tabs or spaces?": 2; "Compare Python, Go and Rust": 3)."""
    best = 0
    for sentence in re.split(r"(?<=[.?!])\s+|\n", message):
        best = max(best, len(_OPTION_SEPARATOR.findall(sentence)) + 1 if _OPTION_SEPARATOR.search(sentence) else 0)
    return best


def asks_for_summary(message: str) -> bool:
    # "How do I write a good summary?": advice on summaries, none asked for (summary_advice.py)
    return bool(_SUMMARY_REQUEST.search(message)) and not asks_how_to_summarise(message)


def asks_for_command(message: str) -> bool:
    return bool(_COMMAND_REQUEST.search(message))


def asks_for_explanation(message: str) -> bool:
    """The user asks why or how, for a difference, a meaning or a description: an explanation."""
    return bool(_EXPLANATION_REQUEST.search(message))


# Go, whose name is also a verb: written with its capital before a word of programs ("a Go program", "Go code") or
# closing a question ("... in Go?")
_GO = rx(r"\bGo(?= (?:programs?|code|apps?|applications?|services?|modules?|functions?|backends?|servers?|"
                 r"snippets?|binar(?:y|ies)|projects?|routines?|structs?|version|toolchain)\b)|(?<=\bin )Go(?=\s*[?.!,]|\s*$)")


def names_code_language(message: str, exclude: tuple[str, ...] = ()) -> bool:
    """The message names a programming language other than ``exclude`` ("... in JS", "in a Go program")."""
    # Node is where JavaScript and TypeScript both run: "read a file in Node" asks for neither over the other
    return any(_CODE_LANGUAGE_NAMES[m.group(0).lower()] not in exclude
               and not (m.group(0).lower() == "node" and "typescript" in exclude)
               for m in _CODE_LANGUAGE.finditer(message)) \
        or ("go" not in exclude and bool(_GO.search(message)))


# A request to write something for the user (a verb of writing, or "I need a ..."), not a question about it
_WRITE_REQUEST = rx(
    r"\b(?:write|draft|compose|prepare|create|make|produce|put together|give me|send|reply to|respond to|answer|"
    r"i need|i'd like|can you (?:write|draft|do)|help me (?:write|draft))\b|"
    r"\b(?:écris|écrivez|rédige[zs]?|prépare[zs]?|compose[zs]?|fais|faites|réponds|j'ai besoin d'un)\b|"
    r"\b(?:schreib\w*|verfass\w*|formulier\w*|entwirf|entwerfe?|erstell\w*|antworte|ich brauche)\b|"
    r"\b(?:escrib\w*|redact\w*|prepár\w*|prepara\w*|haz|hazme|necesito|contesta)\b|"
    r"\b(?:scrivi\w*|redigi|prepara|componi)\b|\b(?:escrev\w*|redija|redige|prepare|preciso)\b|"
    r"書いて|作って|作成して|下書き", re.I)


# A question about something: opened by a question word or an auxiliary ("How long should an email be?", "Qual a
# diferença entre ...?", "Is a tweet limited to ...?")
_QUESTION_ABOUT = rx(
    r"^\W*(?:how|what|what's|which|why|when|where|who|is|are|should|do|does|can|could|would|"
    r"qual|quais|como|por que|o que|quel(?:le)?s?|comment|pourquoi|est-ce|wie|was|welche[rs]?|warum|wann|ist|sind|"
    r"soll(?:te)?|qu[ée]|cu[áa]l(?:es)?|c[óo]mo|por qu[ée]|quale|come|perch[ée]|cosa)\b", re.I)


def asks_to_write(message: str) -> bool:
    """Whether the message asks the assistant to write something ("Draft an email to ...", "Redija um e-mail ...",
    "Tweet about our sale", "Lista della spesa per sei?") rather than asking about it ("How long should an email
    be?", "Qual a diferença entre 'Prezado' e 'Caro' em e-mails?")."""
    return bool(_WRITE_REQUEST.search(message) or not _QUESTION_ABOUT.match(message))


_DOCUMENT = rx(r"\b(?:docs?|documents?|documentation|readme|guide|runbook|playbook|manual|handbook|wiki (?:page|article)|"
                       r"how-?to|spec(?:ification)?|write-?up|onboarding|notice|mode d'emploi|dokument\w*|doku|anleitung|"
                       r"handbuch|documento|documentación|guía|manuale|guida|"
                       # a report is a document: "el informe anual", "le rapport", "den Bericht", "the status report"
                       r"informe|informes|rapport|rapports|\w*bericht(?:e|en)?|relatório|relazione|"
                       r"(?:annual|weekly|monthly|quarterly|status|incident|project|final)\s+reports?)\b|"
                       r"ドキュメント|手順書|マニュアル|报告|報告|報告書", re.I)


def asks_for_document(message: str) -> bool:
    """The user asks for a document to be written ("write a short install guide", "draft the onboarding doc",
    "écris la doc de déploiement"): a reply that is one is a document written for them."""
    return bool(_DOCUMENT.search(message)) and asks_to_write(message)


# "on est sur main", "I'm on main", "今mainで作業中です": the branch the user says is checked out (a dot inside a
# name is part of it: "release/2.4")
_ON_BRANCH = (
    rx(r"\b(?:i'?m|i am|we'?re|we are|you'?re|you are|currently|still|now)\s+(?:on|in)\s+(?:the\s+)?"
               r"(?:branch\s+)?`?([\w./-]+?)`?(?:\s+branch)?(?=[\s,;:!?)]|\.(?!\w)|$)", re.I),
    rx(r"\bon (?:the )?branch\s+`?([\w./-]+?)`?(?=[\s,;:!?)]|\.(?!\w)|$)", re.I),
    rx(r"\b(?:on est|je suis|nous sommes|tu es|t'es|on se trouve)\s+(?:toujours\s+|encore\s+)?sur\s+"
               r"(?:la branche\s+)?`?([\w./-]+?)`?(?=[\s,;:!?)]|\.(?!\w)|$)", re.I),
    rx(r"\b(?:wir sind|ich bin|du bist|wir arbeiten|ich arbeite)\s+(?:gerade\s+|noch\s+)?(?:auf|in)\s+"
               r"(?:dem\s+|der\s+)?(?:Branch\s+)?`?([\w./-]+?)`?(?=[\s,;:!?)]|\.(?!\w)|$)", re.I),
    rx(r"\b(?:estamos|estoy|estás|estou|está)\s+(?:ahora\s+|agora\s+)?(?:en|na|no|em)\s+(?:la rama\s+|o branch\s+|"
               r"a branch\s+)?`?([\w./-]+?)`?(?=[\s,;:!?)]|\.(?!\w)|$)", re.I),
    rx(r"\b(?:siamo|sono|sei)\s+(?:ora\s+|ancora\s+)?su\s+(?:branch\s+|ramo\s+)?`?([\w./-]+?)`?(?=[\s,;:!?)]|\.(?!\w)|$)",
               re.I),
    rx(r"([A-Za-z][\w./-]*)\s*(?:ブランチ)?\s*(?:で作業中|にいます|で作業して|上で|にいる)"),
    rx(r"在\s*([A-Za-z][\w./-]*)\s*(?:分支)?\s*上"),
)


def stated_branch(message: str | None) -> str:
    """The branch the user's message says is checked out ("" when it says none)."""
    if not isinstance(message, str):
        return ""
    for pattern in _ON_BRANCH:
        m = pattern.search(message)
        if m and m.group(1).lower() not in ("it", "this", "that", "the", "a", "my", "our", "your", "track", "board"):
            return m.group(1)
    return ""
