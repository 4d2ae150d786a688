"""Rules that forbid an action unless the user agrees: "never push without asking me first", "ask
before deleting anything", "pas de git reset --hard sans me demander", "ohne vorher zu fragen".

Three parts, all over plain text:

* :func:`has_consent_clause` - the rule's own exception is the user's say-so;
* :func:`bare_action_rules` - the plain verbs such rules (and short rules like "never push", "don't
  install packages") name, read as the call analyser's actions: a push, a deletion, an install, a
  commit, a service restarted;
* :func:`approval` - whether the user's message that the call serves asks for that action or agrees
  to it ("ok, push it", "oui, supprime le dossier build", "はい、お願いします"). A call made without it
  breaks the rule; with it, the rule is obeyed and the verdict quotes the user.

Without the user's message (a host that does not pass it) the rule is judged as stated: the action
breaks it. That is the safe side: the assistant was to ask first.
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.consent_needs import needs_consent
from memlock_core.compliance.consent_strength import demands_explicit_ok
from memlock_core.compliance.file_named import names_file
from memlock_core.compliance.intent.action import Action
from memlock_core.compliance.intent.shell import UNKNOWN
from memlock_core.compliance.option_scope import SCOPED, given_values
from memlock_core.compliance.push_remote import other_remote
from memlock_core.compliance.question_agree import agreed_after_question
from memlock_core.compliance.tool_acts import USER_WORDS
from memlock_core.compliance.tool_classes import named_class_paths
from memlock_core.regex_cache import rx

_CONSENT = rx(
    r"\bwithout\s+(?:first\s+)?(?:asking|checking|confirming|consulting|my\s+(?:[a-z]+\s+)?(?:ok|okay|approval|permission|consent|"
    r"go-?ahead|say-?so|sign-?off|confirmation)|(?:an?\s+)?(?:explicit\s+)?(?:ok|approval|permission|confirmation))|"
    r"\bask(?:ing)?\s+(?:me\s+)?(?:first|before)\b|\bcheck\s+with\s+me\b|\bconfirm\s+with\s+me\b|\bget\s+my\s+(?:ok|approval)|"
    r"\bunless\s+I\s+(?:say|ask|tell|approve|confirm|explicitly|give|ok)|\bwithout\s+me\s+(?:saying|asking|approving)|"
    # "unless I agree", "unless you have my approval", "除非我同意" (its gloss "unless me approval")
    r"\bunless\s+I\s+(?:agree|consent|authori[sz]e|allow|sign\s+off)|"
    r"\bunless\s+(?:you\s+(?:have|get)\s+|with\s+)?(?:my|me)\s+(?:explicit\s+)?(?:ok|okay|approval|consent|agreement|permission|"
    r"go-?ahead|sign-?off)|除非我(?:明确)?(?:同意|允许|批准|确认|点头|授权)|"
    r"\bneeds?\s+my\s+(?:ok|okay|approval|permission|consent|go-?ahead|sign-?off)|\bask\s+me\s+first\b|"
    r"\bsans\s+(?:me\s+)?(?:demander|consulter|mon\s+(?:accord|feu\s+vert|autorisation|aval))|"
    r"\bsans\s+(?:mon\s+)?(?:accord|autorisation|confirmation)|\bdemande[rz]?[- ]moi\s+(?:d'abord|avant)|"
    r"\bohne\s+(?:vorher\s+|mich\s+)?(?:zu\s+)?(?:fragen|nachzufragen|rückfrage|rücksprache|meine\s+(?:\w+e\s+)?(?:zustimmung|freigabe|erlaubnis))|"
    r"\bohne\s+mich\s+(?:vorher\s+)?zu\s+fragen|\bfrag(?:e)?\s+(?:mich\s+)?(?:vorher|zuerst|erst)\b|"
    r"\bsin\s+(?:preguntar(?:me)?|consultar(?:me)?|mi\s+(?:permiso|autorizaci[óo]n|ok|visto\s+bueno))|"
    # "without my asking": "sem eu pedir", "sin que yo lo pida", "sans que je le demande", "senza che io lo chieda"
    r"\bsem\s+(?:que\s+)?eu\s+(?:te\s+|lhe\s+)?(?:o\s+)?(?:pedir|pe[çc]a|mandar|mande|autorizar|autorize|dizer|diga)|"
    r"\bsin\s+que\s+(?:yo\s+)?(?:te\s+|se\s+)?(?:lo\s+)?(?:pida|diga|autorice|mande)|"
    r"\bsans\s+que\s+je\s+(?:ne\s+)?(?:te\s+|vous\s+)?(?:le\s+)?(?:demande|dise|autorise)|"
    r"\bsenza\s+che\s+(?:io\s+)?(?:te\s+)?(?:lo\s+)?(?:chieda|dica|autorizzi)|"
    # "unless I ask you to": "a menos que yo te lo pida", "sauf si je le demande", "es sei denn, ich sage es"
    r"\b(?:a\s+menos\s+que|salvo\s+que|excepto\s+si)\s+(?:yo\s+)?(?:te\s+|se\s+)?(?:lo\s+)?(?:pida|diga|autorice|indique)|"
    r"\b(?:sauf\s+si|à\s+moins\s+que)\s+je\s+(?:ne\s+)?(?:te\s+|vous\s+)?(?:le\s+)?(?:demande|dise|autorise)|"
    r"\b(?:es\s+sei\s+denn|außer(?:\s+wenn)?),?\s+ich\s+(?:sage|bitte|verlange|erlaube)|"
    r"\b(?:a\s+menos\s+que|salvo\s+se|exceto\s+se)\s+eu\s+(?:te\s+|lhe\s+)?(?:o\s+)?(?:pe[çc]a|pedir|diga|disser|autorize)|"
    r"\b(?:a\s+meno\s+che|salvo\s+che|tranne\s+se)\s+(?:io\s+)?(?:non\s+)?(?:te\s+)?(?:lo\s+)?(?:chieda|dica|autorizzi)|"
    r"\bpreg[úu]nta(?:me)?\s+(?:antes|primero)\b|"
    # "if I don't ask (you to)": "si no te lo pido", "si je ne te le demande pas", "wenn ich es nicht sage", "se non te lo
    # chiedo", "se eu não pedir", "if I don't (explicitly) ask"
    r"\bif\s+I\s+(?:don'?t|do\s+not|didn'?t)\s+(?:explicitly\s+)?(?:ask|say|tell|approve)|"
    r"\bsi\s+(?:yo\s+)?no\s+(?:te\s+|se\s+)?(?:lo\s+)?(?:pido|digo|autorizo|mando)|"
    r"\bsi\s+je\s+ne\s+(?:te\s+|vous\s+)?(?:le\s+)?(?:demande|dis|autorise)\s+pas|"
    r"\bwenn\s+ich\s+(?:es\s+|das\s+)?(?:dir\s+)?nicht\s+(?:ausdrücklich\s+)?(?:sage|verlange|erlaube|freigebe)|"
    r"\bse\s+(?:io\s+)?non\s+(?:te\s+)?(?:lo\s+)?(?:chiedo|dico|autorizzo)|"
    r"\bse\s+eu\s+não\s+(?:te\s+|lhe\s+)?(?:o\s+)?(?:pedir|disser|autorizar|mandar)|"
    r"\bsem\s+(?:me\s+)?(?:perguntar|consultar)|\bsem\s+(?:a\s+)?minha\s+(?:permiss[ãa]o|autoriza[çc][ãa]o|aprova[çc][ãa]o)|"
    r"\bpergunt[ea]\s+(?:antes|primeiro)\b|"
    r"\bsenza\s+(?:prima\s+)?(?:chieder\w*|consultarmi|il\s+mio\s+(?:\w+\s+)?(?:ok|permesso|consenso))|"
    r"\bchiedi(?:mi)?\s+(?:prima|sempre\s+prima)\b|"
    r"確認(?:して|を取って|をとって)から|聞いて(?:から|ください)|許可(?:なく|なしに|を(?:得て|取って|もらって)から)|"
    # Chinese "unless I agree" / "without my approval": "除非我同意", "未经我允许", "没有我的批准"
    r"(?:除非|未经|未經|不经|不經|没有|沒有)\s*我(?:的)?\s*(?:同意|允许|允許|批准|许可|許可|确认|確認|点头|點頭)|"
    # "without telling me": the user hears of the act first ("sin avisarme", "sans me prévenir", "ohne mir Bescheid zu
    # sagen", "sem me avisar", "senza avvisarmi"), and Dutch "zonder overleg", "zonder het te vragen"
    r"\bwithout\s+(?:first\s+)?(?:telling|notifying|warning|informing)\s+me\b|\bwithout\s+letting\s+me\s+know\b|"
    r"\bsin\s+(?:antes\s+)?(?:avisar(?:me)?|dec[ií]rmelo|informar(?:me)?)\b|\bsans\s+(?:me\s+)?(?:prévenir|le\s+dire|avertir)\b|"
    r"\bsans\s+m'(?:avertir|en\s+parler|informer)\b|\bohne\s+(?:mir\s+)?(?:vorher\s+)?Bescheid\b|"
    r"\bsem\s+(?:me\s+)?(?:avisar|informar|falar\s+comigo)\b|\bsenza\s+(?:prima\s+)?(?:avvisarmi|dirmelo|informarmi)\b|"
    r"\bzonder\s+(?:(?:het\s+)?(?:eerst\s+)?(?:te\s+)?(?:vragen|overleggen)|overleg|(?:mijn\s+)?(?:toestemming|akkoord|"
    r"goedkeuring))\b|\bvraag\s+(?:het\s+)?(?:mij\s+)?eerst\b|"
    r"勝手に|先に(?:聞いて|確認)", re.I)

# A rule that asks for the user's word first, said without a negation ("Always ask before deleting
# anything", "Frag mich vorher, bevor du etwas installierst"): the action after it is forbidden.
_ASK_FIRST = rx(r"\bask(?:\s+me)?\s+(?:first\s+)?before\b|\bcheck\s+with\s+me\s+before\b|\bconfirm\s+with\s+me\s+before\b|"
                        r"\bdemande[rz]?[- ]moi,?\s+avant\b|"
                        # the request said after what it guards: "avant chaque commande ..., demandez-moi confirmation",
                        # "frag mich vor jedem Befehl"
                        r"\bavant\b[^.]{0,80}\b(?:me\s+demander|demande[rz]?[- ]moi)\b|\bfrag(?:e)?\s+mich\s+vor\b|"
                        r"\bfragen\s+sie\s+mich\s+vor\b|"
                        # the German infinitive request after what it guards: "vor `docker system prune` bitte erst fragen"
                        r"\bvor\b[^.]{0,80}\b(?:bitte\s+)?(?:immer\s+)?(?:erst|zuerst|vorher)\s+(?:mich\s+)?(?:fragen|nachfragen)\b|\bantes\b[^.]{0,80}\bpreg[úu]nta(?:me|rme)\b|\bfrag(?:e)?\s+mich,?\s+(?:vorher|zuerst|erst|bevor)\b|"
                        # the polite forms ask the same: "fragen Sie (mich) bitte nach, bevor Sie ...", "pregúnteme
                        # antes", "mi chieda prima"
                        r"\bfragen\s+sie\s+(?:mich\s+|uns\s+)?(?:bitte\s+)?(?:nach|vorher|zuerst|erst)?,?\s*"
                        r"(?:vorher|zuerst|erst|bevor)\b|\bfrag(?:e)?\s+(?:bitte\s+)?nach,?\s+bevor\b|"
                        r"\bpreg[úu]nte(?:me)?\s+antes\b|\b(?:mi\s+chieda|chiedetemi)\s+prima\b|"
                        r"\bpreg[úu]nta(?:me)?\s+antes\b|\bpergunt[ea](?:-me)?\s+antes\b|\bchiedi(?:mi)?\s+prima\b|"
                        r"(?:する|る)前に(?:必ず|かならず|一度|まず)?(?:私に)?(?:確認|聞いて|相談)|"
                        # Korean and Chinese: "실행하기 전에 꼭 물어봐", "执行之前先问我"
                        r"(?:하기|기)\s*전에\s*(?:꼭|반드시|먼저)?\s*(?:저에게\s*|나한테\s*)?(?:물어|확인|허락)|"
                        r"(?:之前|以前)(?:请)?(?:先|一定要|务必)?(?:问我|跟我确认|征得我)", re.I)


# A condition on the agent's own wish or need, then a plain request to be asked ("if you need to delete something, ask
# me", "消したいときは確認してね", "wenn du etwas löschen willst, frag mich", "si tu veux supprimer, demande-moi", "si
# necesitas borrar algo, pregúntame"): the act it guards waits for the user's word, so the word lifts the ban
_WHEN_ASK = rx(
    r"\b(?:if|when(?:ever)?)\s+you\s+(?:really\s+|ever\s+)?(?:want|need|have|wish)\s+to\b[^.;!?]{0,80}?,?\s*(?:just\s+|please\s+)?"
    r"(?:ask\s+me|check\s+with\s+me|confirm\s+with\s+me)\b|"
    r"\b(?:si|quand)\s+(?:tu\s+(?:veux|dois|as\s+besoin)|vous\s+(?:voulez|devez|avez\s+besoin))\b[^.;!?]{0,80}?,\s*"
    r"(?:demande[zr]?[- ]moi|confirme[rz]?\s+avec\s+moi)\b|"
    r"\bwenn\s+(?:du|sie)\b[^.;!?]{0,80}?\b(?:willst|musst|möchtest|wollen|müssen|möchten)\s*,\s*"
    r"(?:frag(?:e)?\s+mich|fragen\s+sie\s+mich)\b|"
    r"\bsi\s+(?:quieres|necesitas|tienes\s+que|quiere|necesita|tiene\s+que)\b[^.;!?]{0,80}?,\s*"
    r"(?:preg[úu]nta(?:me)?|preg[úu]nteme|cons[úu]lta(?:me)?|cons[úu]lteme)(?![\w])|"
    r"(?:たい|る|す|く)(?:とき|時|場合)(?:は|には)?、?\s*(?:必ず|まず|先に|一度)?(?:私に)?(?:確認して|聞いて|相談して)", re.I)


def has_consent_clause(text: str) -> bool:
    """The rule lets the user lift it: the action is forbidden only when the user did not agree."""
    return bool(_CONSENT.search(text) or _ASK_FIRST.search(text) or _WHEN_ASK.search(text) or
                demands_explicit_ok(text) or needs_consent(text))  # "sudo needs my explicit OK", "those need a human"
    # (consent_strength); "requires my OK", "braucht meine Freigabe" (consent_needs)


def asks_when_needed(text: str) -> bool:
    """"If you need to delete something, ask me": a request to be asked about the act, said after the ban it lifts,
    and the rule's only consent wording (the user's word must then be a yes, :mod:`confirm_grant`)."""
    return bool(_WHEN_ASK.search(text)) and not (_CONSENT.search(text) or _ASK_FIRST.search(text))


def consent_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` states a consent exception (start, end), for comparing two wordings of one rule."""
    return [m.span() for pattern in (_CONSENT, _ASK_FIRST, _WHEN_ASK) for m in pattern.finditer(text)]


def asks_first(text: str) -> bool:
    """A rule worded as "ask before X" (no negation): X is what it forbids without the user's word."""
    return bool(_ASK_FIRST.search(text))


# Plain verbs a rule names, per action the call analyser reads. Each is (intent, the verbs' stems in
# the rule, what the user says to ask for it).
_VERBS: dict[str, tuple[str, str]] = {
    "push": (r"\bpush\w*|\bpouss\w*|\bhacer\s+push|\bpushe\w*|\bpushar\w*|プッシュ|推送",
             r"\bpush\w*|\bpouss\w*|\bs[uú]be\w*|\bsubir\b|プッシュ|推送|\bupload\w*|\bhochlad\w*|\blade\b[^.]{0,40}\bhoch\b|"
             r"\btéléverse\w*|\bcarica\w*|アップロード"),
    "delete": (r"\bdelet\w*|\bremov\w*|\berase\w*|\bwip(?:e|ing)\b|\bsupprim\w*|\beffac\w*|\blösch\w*|\bentfern\w*|"
               r"\bborr\w*|\belimin\w*|\bapag\w*|\bexclu\w*|\brimuov\w*|\bcancell\w*|\bverwijder\w*|削除|消さ|消す",
               r"\bdelet\w*|\brm\b|\bremov\w*|\bwipe\b|\berase\b|\bpurge\b|\bdrop\b|\bsupprim\w*|"
               r"\beffac\w*|\bvire\w*|"
               r"\bthrow\w*\s+(?:\w+\s+){0,3}away|"
               r"\blösch\w*|\bentfern\w*|\bborr\w*|\belimin\w*|\bquita\w*|\bapag\w*|"
               r"\bexclu\w*|\brimuov\w*|\bcancell\w*|\belimina\w*|\bverwijder\w*|削除|消して|消す|消しちゃ|"
               # a place to clean up, named by its path: "clean up tmp/", "räum tmp/ auf", "nettoie build/"
               r"\bclean\s*(?:up|out)\s+(?:the\s+)?[\w.-]*/|\br[äa]um\w*\s+(?:den\s+|das\s+|die\s+)?[\w.-]*/\S*\s+auf\b|"
               r"\baufr[äa]um\w*\s+(?:von\s+)?[\w.-]*/|\bnettoi\w*\s+(?:le\s+|la\s+|les\s+)?[\w.-]*/|"
               r"\blimpi\w*\s+(?:el\s+|la\s+|los\s+)?[\w.-]*/"),
    "install": (r"\binstall\w*|\binstal(?:l?e|ar|lare|ieren)\w*|\badd\w*\s+(?:new\s+)?(?:packages?|dependenc\w*|deps|librar\w*)|"
                r"インストール|入れ|追加",
                # "add httpx", "add the requests library" (not "add JSON serialisation to the struct": a feature)
                r"\binstall\w*|\binstal\w*|\badd\b(?=\s+(?:the\s+|a\s+|an\s+)?(?:[\w.-]+\s+)?(?:packages?|dependenc\w*|"
                r"deps?|librar\w*|crates?|gems?|modules?)\b)|\badd\s+`[^`]+`|\badd\s+[a-z0-9][\w.-]*(?:\s*(?:,|and)\s*"
                r"[a-z0-9][\w.-]*)*\s*(?:$|[.!]|\bto (?:the |our |my )?(?:deps|dependencies|requirements|project|"
                r"pyproject|package\.json|Cargo\.toml|Gemfile))|\bajoute\w*|\bagrega\w*|\baggiung\w*|\bhinzuf\w*|インストール|入れて|追加"),
    "commit": (r"\bcommit\w*|コミット", r"\bcommit\w*|コミット"),
    "restart": (r"\brestart\w*|\breboot\w*|\bredémarr\w*|\bneu\s*start\w*|\bneustart\w*|\breinici\w*|\briavvi\w*|再起動",
                r"\brestart\w*|\breboot\w*|\bbounce\b|\bredémarr\w*|\bneu\s*start\w*|\bneustart\w*|\breinici\w*|"
                r"\briavvi\w*|再起動"),
}
# What the plain verb's object must be for a deletion or an install to be a rule on tool calls ("delete
# files", "remove anything", "install packages"; not "delete the intro paragraph" in a writing rule).
_DELETE_OBJECT = rx(r"\bfiles?\b|\bfolders?\b|\bdirector\w*|\bdirs?\b|\banything\b|\bsomething\b|\bdata\b|"
                            r"\bfichiers?\b|\bdossiers?\b|\bquoi que ce soit\b|\brien\b|\bDateien\b|\bOrdner\b|\betwas\b|"
                            r"\barchivos?\b|\bcarpetas?\b|\bnada\b|\bficheros?\b|\barquivos?\b|\bpastas?\b|\bfile\b|\bcartell\w*|"
                            r"\bbestand(?:en)?\b|\bmappen?\b|ファイル|フォルダ", re.I)
_ANYTHING = rx(r"\banything\b|\bsomething\b|\bquoi que ce soit\b|\brien\b|\betwas\b|\bnichts\b|\bnada\b|"
                       r"\bniente\b|\bnulla\b|何も|何か", re.I)
IMAGE_PUSHERS = ("docker", "podman", "buildah", "skopeo", "helm", "oras", "crane")
_NEW_OBJECT = rx(r"\b(?:new|additional|extra|more|nouve(?:aux|lles?|l)|neue[nrs]?|zusätzliche\w*|nuev[oa]s?|"
                         r"nov[oa]s?|nuov[ei]|dodatkow\w*|nieuwe)\s+(?:\w+\s+)?(?:packages?|dependenc\w*|deps|librar\w*|"
                         r"modules?|paquets?|dépendances?|biblioth\w*|Pakete?\w*|Abhängigkeit\w*|Bibliothek\w*|paquetes?|"
                         r"dependencias?|librer[íi]as?|pacotes?|depend[êe]ncias?|pacchett\w*|dipendenz\w*|librerie|"
                         r"pakiet\w*|zależnoś\w*|afhankelijkhed\w*)|新しい(?:パッケージ|依存|ライブラリ)|新的?(?:依赖|包|库)|"
                         # the adjective after its noun: "paquetes nuevos", "pacotes novos", "pacchetti nuovi", "paquets supplémentaires"
                         r"\b(?:paquetes?|dependencias?|librer[íi]as?|pacotes?|depend[êe]ncias?|bibliotecas?|pacchett\w*|"
                         r"dipendenz\w*|librerie|paquets?|dépendances?)\s+(?:nuev[oa]s?|nov[oa]s?|nuov[ei]|nouve(?:aux|lles?)|"
                         r"adicionales|adicionais|aggiuntiv[ei]|supplémentaires)\b|새\s*(?:패키지|라이브러리|의존성)", re.I)
_INSTALL_OBJECT = rx(r"\bpackages?\b|\bdependenc\w*|\bdeps\b|\blibrar\w*|\bmodules?\b|\banything\b|\btools?\b|"
                             r"\bpaquets?\b|\bdépendances?\b|\bbiblioth\w*|\bPakete?\w*|\bAbhängigkeit\w*|\bBibliothek\w*|"
                             r"\bpaquetes?\b|\bdependencias?\b|\blibrer[íi]as?\b|\bpacotes?\b|\bdepend[êe]ncias?\b|"
                             r"\bpacchett\w*|\bdipendenz\w*|\blibrerie\b|パッケージ|ライブラリ|依存|\bnpm\b|\bpip\b|\bgems?\b|"
                             r"\bcrates?\b|\bnew\b|\bnouveaux?\b|\bneue\w*|\bnuev\w*|\bnov[oa]s?\b|\bnuov\w*", re.I)
_SERVICE_OBJECT = rx(r"\bservices?\b|\bservers?\b|\bdaemons?\b|\bcontainers?\b|\bpods?\b|\bnginx\b|\bapache\b|"
                             r"\bpostgres\w*|\bmysql\b|\bredis\b|\bdocker\b|\bserveur\w*|\bDienst\w*|\bServer\b|\bservicio\w*|"
                             r"\bservidor\w*|\bservizi\w*|サーバ|サービス", re.I)
_SERVICE_NAME = rx(r"\b([a-z][\w.-]{1,30})\s+(?:services?|servers?|daemons?|containers?)\b", re.I)
_NOT_A_NAME = frozenset({"the", "a", "an", "any", "all", "our", "my", "your", "production", "prod", "staging", "web", "app",
                         "database", "db", "running", "live", "shared", "other", "these", "those", "this", "that", "de",
                         "le", "la", "les", "des", "du", "der", "die", "das", "el", "los", "las", "il", "o", "os"})
RESTART_COMMANDS = ("systemctl restart", "systemctl reload", "systemctl stop", "docker restart",
                    "docker compose restart", "docker-compose restart", "kubectl rollout restart", "pm2 restart",
                    "supervisorctl restart", "reboot", "shutdown -r", "brew services restart")


# What a commit or push may carry that makes the rule about its content, not about the act: "never
# commit secrets / .env / large files / generated code".
_SPECIFIC_OBJECT = rx(r"\b(?:commit|push)\w*\s+(?:any\s+|the\s+|your\s+)?(?:secrets?|credentials?|keys?|tokens?|"
                              r"passwords?|\.env\w*|env\s+files?|large|big|binar\w*|generated|build|node_modules|"
                              r"vendor\w*|logs?|dumps?|data|files?\s+(?:over|larger|bigger)|personal|api)\b", re.I)


# the participle of "commit" qualifying what was committed ("no TODOs in committed code", "dans le code commité", "im
# committeten Code", "en el código commiteado"): which code, not the act of committing
_COMMITTED_THING = rx(r"\b(?:un)?committed\s+(?:code|files?|changes?)\b|\b(?:code|código|codice|fichiers?|archivos?|file)\s+"
                      r"(?:commit|comit)(?:é|ée|és|ées|eado|eada|ado|ada|tato|tati|ato)s?\b|\bcommittete[nmrs]?\s+(?:code|dateien)\b",
                      re.I)


def bare_action_rules(forbid: str) -> list[ToolRule]:
    """Tool rules for plain verbs a forbidding text names, when nothing more specific was read."""
    rules: list[ToolRule] = []
    low = forbid
    if re.search(_VERBS["push"][0], low, re.I) and not re.search(r"\bpush\s+notifications?\b|\bpush-up", low, re.I):
        # "push nothing", "never push": an image pushed to a registry is a push too; "git push" names git's only
        rules.append(ToolRule("push", via=() if re.search(r"\bgit\b|\bbranch\w*|\bcommits?\b", low, re.I)
                              else IMAGE_PUSHERS))
    if re.search(_VERBS["delete"][0], low, re.I) and _DELETE_OBJECT.search(low):
        # "ask before deleting anything": a branch or a tag deleted too; "no deleting files": files only
        rules.append(ToolRule("delete", refs=("branch", "tag") if _ANYTHING.search(low) else ()))
    # "no new dependencies without asking": new packages are packages added, however the verb is said (or left out)
    if re.search(_VERBS["install"][0], low, re.I) and _INSTALL_OBJECT.search(low) or _NEW_OBJECT.search(low):
        # "no new dependencies": the project's listed ones reinstalled (`npm ci`) add none
        rules.append(ToolRule("install", new_only=bool(_NEW_OBJECT.search(low))))
    if re.search(r"\bamend\w*|\bamende\w*|\bamendi\w*|\bändern\b.{0,20}\bcommit", low, re.I) and \
            re.search(_VERBS["commit"][0], low, re.I):
        rules.append(ToolRule("command", commands=("git commit --amend",)))  # "don't amend commits": not a new commit
    elif re.search(_VERBS["commit"][0], _COMMITTED_THING.sub(" ", low), re.I) and not re.search(
            r"\bcommit[\s-]?(?:messages?|msgs?|nachrichten?|meldungen?|berichten?|texte?)\b|\b(?:messages?|mensajes?|mensage(?:m|ns)|"
            r"messagg(?:io|i))\s+(?:de|du|des|di|del)\s+commits?\b|コミットメッセージ", low, re.I) \
            and not _SPECIFIC_OBJECT.search(low):
        rules.append(ToolRule("commit"))  # "never commit secrets" is about what a commit holds, not every commit
    if re.search(_VERBS["restart"][0], low, re.I) and _SERVICE_OBJECT.search(low):
        named = _SERVICE_NAME.search(low)
        name = named.group(1).lower() if named else ""
        if name in _NOT_A_NAME or re.fullmatch(_VERBS["restart"][0], name, re.I):
            name = ""
        # "restart the nginx service": that service's restarts ("systemctl restart nginx"), not any service's
        named_commands = [f"{c} {n}" for c in RESTART_COMMANDS[:6] for n in (name, f"{name}.service")
                          if c.startswith("systemctl") or n == name]
        rules.append(ToolRule("command", commands=tuple(named_commands) if name else RESTART_COMMANDS))
    return rules


def with_consent(rules: Sequence[ToolRule]) -> list[ToolRule]:
    return [replace(r, consent=True) for r in rules]


_AGREE = rx(r"^\W*(?:yes|yep|yeah|ok(?:ay)?|sure|go\s+ahead|do\s+it|approved|confirmed|go\s+for\s+it|fine|"
                    r"please\s+do|oui|d'accord|vas-y|allez-y|ja|jawohl|mach\s+(?:das|es|ruhig|schon)|los|sí|si|dale|adelante|"
                    r"claro|sim|pode|vai|certo|sì|va\s+bene|procedi|はい|お願いします|どうぞ|いいよ|了解|好的|可以)\b",
                    re.I)
_USER_NEGATION = rx(r"\b(?:don'?t|do\s+not|never|no|not|ne|n'|pas|nicht|kein\w*|nunca|não|nao|non|mai|wait|yet|"
                            r"espera|attends|warte)\b|ないで|しないで|禁止", re.I)
_INTENT_VERBS = {"push": "push", "force_push": "push", "delete": "delete", "recursive_delete": "delete",
                 "install": "install", "global_install": "install", "commit": "commit"}
# "clean up the merged branches", "limpia las ramas", "prune old tags": clearing refs out deletes them (said of
# files, "clean up the repo" asks for tidying, not for deletions)
_CLEAR_REFS = (r"(?:\bclean\w*(?:\s+up|\s+out)?|\bprune\w*|\btidy\w*|\blimpi[ae]\w*|\bnettoie\w*|\bnettoy\w*|"
               r"\baufräum\w*|\bräum\w*|\blimpe\w*|\bpulisc\w*)(?=[^.?!]{0,40}(?:\bbranch\w*|\btags?\b|\bramas?\b|"
               r"\bbranches\b|\bZweig\w*|\bBranch\w*|\bTags?\b|\bramos?\b|\betiquetas?\b|ブランチ|タグ))")


_DESTROYS = frozenset({"-D", "-d", "--delete", "rm", "prune", "drop", "clear", "delete", "destroy", "uninstall", "flushall",
                       "flushdb", "-v"})


def _user_verbs(rule: ToolRule) -> str:
    """What a user says to ask for the action this rule forbids."""
    family = _INTENT_VERBS.get(rule.intent)
    if family == "delete" and rule.refs:  # "ask before deleting anything": branches and tags too
        return f"{_VERBS[family][1]}|{_CLEAR_REFS}"
    if family:
        return _VERBS[family][1]
    if rule.intent in USER_WORDS:
        return USER_WORDS[rule.intent]
    if rule.intent == "delete_ref":
        return f"{_VERBS['delete'][1]}|{_CLEAR_REFS}"
    if rule.intent == "privilege":
        return r"\bsudo\b|\bas root\b|\broot\b|\bdoas\b|管理者権限"
    if rule.commands == RESTART_COMMANDS:
        return _VERBS["restart"][1]
    if rule.intent == "privilege":
        return r"\bsudo\b|\bas\s+root\b|\broot\s+(?:is|access)|\badmin\s+rights\b|\belevated\b|管理者権限"
    if rule.intent == "host":  # (the target itself must be named too: see _target_said)
        return r"\bconnect\w*|\bssh\b|\blog\s*in(?:to)?\b|\bdeploy\w*|\bverbind\w*|\bconect\w*|接続|" + _GO_AHEAD
    if rule.intent in ("write_path", "read_path"):  # "add REDIS_URL to my .env - you have my go-ahead"
        return r"\bedit\w*|\bbump\w*|\bchang\w*|\bupdat\w*|\bmodif\w*|\bwrit\w*|\badd\b|\bput\b|\bappend\w*|\bfix\w*|" \
               r"\btroc\w*|\btroqu\w*|\bmud[ae]\w*|\balter\w*|\bcambi\w*|\bersetz\w*|\bremplac\w*|\breemplaz\w*|" \
               r"\bsostitu\w*|\bsubstitu\w*|\bactualiz\w*|\batualiz\w*|\baggiorn\w*|\bcorrig\w*|\bkorrigier\w*|" \
               r"\bread\b|\bopen\b|\bshow\b|\bcat\b|\bmodifi\w*|\bändere?\w*|\bbearbeit\w*|\bcambi\w*|\bedita\w*|\bécri\w*|" \
               r"\bajout\w*|\bañad\w*|\bagreg\w*|\bhinzufüg\w*|\baggiung\w*|\badicion\w*|\bacrescent\w*|" \
               r"\barregl\w*|\brepar\w*|\banpass\w*|\bpass\w*\b[^.]{0,40}\ban\b|\baktualisier\w*|\bmet\w*\s+à\s+jour|" \
               r"\bsistem\w*|\bconsert\w*|\bzet\b|\bwijzig\w*|\bverander\w*|\bvoeg\w*|\bpas\b[^.]{0,40}\baan\b|" + _GO_AHEAD
    if rule.commands and all(set(c.split()[1:]) & _DESTROYS for c in rule.commands if len(c.split()) > 2):
        if any(len(c.split()) > 2 for c in rule.commands):  # "git branch -D": asked for by a delete, not by "branch"
            plain = [c for c in rule.commands if len(c.split()) <= 2]
            words = [w for c in plain for w in c.split()[1:2] or c.split()[:1] if re.fullmatch(r"[\w-]{3,}", w)]
            return "|".join(x for x in (_VERBS["delete"][1], r"\b(?:" + "|".join(map(re.escape, words)) + r")\w*"
                                         if words else "") if x)
    words = [w for c in rule.commands for w in c.split()[1:2] or c.split()[:1] if re.fullmatch(r"[\w-]{3,}", w)]
    said = [_SUBCOMMAND_VERBS[w] for w in words if w in _SUBCOMMAND_VERBS]  # "Aplica el plan": terraform apply asked for
    if said and rule.intent == "command":
        return "|".join([r"\b(?:" + "|".join(map(re.escape, dict.fromkeys(words))) + r")\w*", *said])
    if rule.intent == "discard_work":
        words += ["reset", "clean", "discard", "restore", "checkout", "throw away", "start over", "wipe"]
    if rule.intent in ("sql", "migrate"):
        words += [s.split("_")[0] for s in rule.statements] + ["migra", "マイグレーション"]
    return r"\b(?:" + "|".join(map(re.escape, dict.fromkeys(words))) + r")\w*" if words else ""


def approval(user_message: str | None, rule: ToolRule, actions: Sequence[Action] = (),
             every: Sequence[Action] = ()) -> str:
    """The user's words that ask for or agree to the action ``rule`` forbids without consent; "" if none.
    ``actions``: what the call does that the rule forbids; an approval of one thing ("delete the build
    folder", "merge #42", "deploy to staging") does not cover a call that also does another; ``every``: all the
    call's actions (a flag that widens it to every object of a kind - ``--tags``, ``--all`` - is read there)."""
    if not rule.consent or not isinstance(user_message, str) or not user_message.strip():
        return ""
    text = user_message.strip()
    if rule.intent == "require_flag" and (said := _flag_value_said(rule, [*actions, *every], text)):
        return said  # "kubectl only with --context staging unless I say prod": the user named the call's prod
    if rule.intent == "force_push" and not _FORCE_WORDS.search(text):
        return ""  # "push my branch" asks for a push, not for overwriting the remote's history
    if rule.intent == "push" and rule.refs and not _TAG_ASKED.search(text):
        return ""  # "push main" asks for the branch, not for the tags `--follow-tags` sends along
    if rule.intent in ("push", "force_push"):  # the push's own flags (`git push --tags`), not those of `git add -A`
        every = [a for a in every if a.argv[:2] == ("git", "push")]
    else:
        every = []
    if unapproved(text, actions, every) or not _target_said(rule, actions, text):
        return ""
    if every and other_remote(text, [a.argv for a in every]):
        return ""  # "push it to my fork": a push to upstream is not that push
    verbs = _user_verbs(rule)
    for m in re.finditer(verbs, text, re.I) if verbs else ():
        before = text[max(0, m.start() - 24):m.start()]
        after = text[m.end():m.end() + 12]
        if _USER_NEGATION.search(before) or re.match(r"\s*(?:pas|nicht|not)\b", after, re.I) or \
                re.search(r"[?？]", text[m.end():m.end() + 60].split("\n")[0]) and not (
                    _AGREE.search(text) or agreed_after_question(text, _AGREE, _USER_NEGATION)):
            continue  # "don't push yet", "ne supprime pas", "should we delete it?"
        if _DETERMINER_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            continue  # "build it for tomorrow's deploy", "para el deploy de mañana": the act named, not asked for
        return _quote(text, m.start())
    if _AGREE.search(text) and len(text.split()) <= 12 and not _USER_NEGATION.search(text):
        return _quote(text, 0)  # "yes, go ahead": agreement to what the assistant asked
    named = _file_named(rule, actions, text)
    if named:  # "pode aumentar a instância no infra/terraform/main.tf": the file the call writes, asked about by name
        return named
    return ""


def _file_named(rule: ToolRule, actions: Sequence[Action], text: str) -> str:
    """A request (no question, no negation) that names by its whole path (a folder in it) every file the call
    writes under a write rule: the user asked for work on that file."""
    if rule.intent != "write_path" or not actions or "?" in text or "？" in text:
        return ""
    paths = [a.path.lstrip("./") for a in actions if a.path]
    if len(paths) != len(actions) or not all("/" in p and p in text for p in paths):
        return ""
    # (the Portuguese and Spanish "no"/"na" before the path is "in the", no refusal)
    if _USER_NEGATION.search(re.sub(r"\b(?:no|na|nos|nas)\s+(?=\S*/)", " ", text, flags=re.I)):
        return ""
    return _quote(text, text.find(paths[0]))


def _flag_value_said(rule: ToolRule, actions: Sequence[Action], text: str) -> str:
    """The user's words naming the value a call gives a flag the rule wants otherwise (``--context prod``
    where the rule asks for ``--context staging``, unless the user says so): that value was asked for."""
    for a in actions if SCOPED in rule.requires else ():  # "use the qa namespace for this one" (option_scope)
        for value in given_values(rule, a.argv):
            if m := re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text, re.I):
                return _quote(text, m.start())
    for need in rule.requires:
        flag, _eq, _want = need.partition("=")
        if not _want:
            continue
        for a in actions:
            argv = list(a.argv)
            for i, token in enumerate(argv):
                key, eq, given = token.partition("=")
                value = given if eq else (argv[i + 1] if i + 1 < len(argv) else "")
                if key == flag and value and value != _want:
                    m = re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text, re.I)
                    if m:
                        return _quote(text, m.start())
    return ""


_TAG_ASKED = rx(r"\btags?\b|\betiquet\w*|\bétiquette\w*|\betichett\w*|\brelease\w*|(?<![\w.])v?\d+\.\d+(?:\.\d+)?\b|"
                        r"タグ|标签|тег\w*", re.I)


# the user's explicit leave, said of the thing the rule protects ("I'm OK with you touching prod for this")
_GO_AHEAD = (r"\bgo-?ahead\b|\bpermission\b|\bexplicitly\b|\b(?:ok|okay|fine|allowed)\s+(?:with\s+)?(?:you\s+)?"
             r"(?:to\s+)?(?:touch\w*|edit\w*|chang\w*|do\w*|us\w*)\b|\btouch\w*|\broll\s*(?:it\s+)?back\b|\brollback\b|"
             # leave given in so many words: "you may", "I (explicitly) agree", "du darfst", "ich stimme zu", "je t'autorise"
             r"\byou\s+(?:may|can)\b|\bI\s+(?:\w+\s+)?(?:agree|approve|consent|authori[sz]e)\b|\bdarfst\b|\bstimme\b[^.]{0,30}\bzu\b|"
             r"\berlaub\w*|\btu\s+peux\b|\bvous\s+pouvez\b|\bautoris\w*|\bautoriz\w*|\bpuedes\b|\bpodes\b|\bpuoi\b|"
             r"\bconsent\w*|\bconsient\w*|\bacconsent\w*|"
             # "可以改 Dockerfile", "你可以删", "我同意", "変更していいよ", "수정해도 돼": leave in Chinese, Japanese, Korean
             r"(?<!不)可以(?:改|修改|动|删|删除|推|部署|重启|用|更新)|你可以|我(?:同意|允许|批准)|(?<!不)允许你|"
             r"(?:して|して)も?(?:いい|良い|大丈夫|OK)|해도\s?(?:돼|됩니다|좋아)")


def _target_said(rule: ToolRule, actions: Sequence[Action], text: str) -> bool:
    """A host, a target or a path kept off unless the user says so is lifted only by a message naming it: "deploy
    the new chart" is no leave to reach prod, "aplica as migrations novas" none to migrate production, "add
    REDIS_URL to my .env" is one to edit .env."""
    if rule.hosts and rule.hosts != ("*",):  # a host, or an act kept off a target ("migrations in production")
        envs = [words for words in _ENVS.values() if any(re.search(words, h.strip("*."), re.I) for h in rule.hosts)]
        return any(re.search(words, text, re.I) for words in envs) or \
            any(_named(a.host, text) for a in actions if a.host) or \
            any(len(h.strip("*.")) >= 3 and h.strip("*.").lower() in text.lower() for h in rule.hosts)
    if rule.branches and rule.branches != ("*",):  # "no push to main without asking me": "push the fix" names no main
        hit = [a.branch for a in actions if a.branch and a.branch not in ("*", "HEAD")]
        return all(re.search(rf"(?<![\w/.-]){re.escape(b)}(?![\w/-])", text, re.I) for b in hit)
    if rule.intent in ("delete_ref", "delete") and not rule.paths and _AGREE.search(text):
        return True  # "sí, bórralos": a yes to what the assistant asked, which named them
    if rule.intent == "delete_ref":  # "clean up the old branches": which ones is the assistant's pick, not the user's
        # (names read from the call's input, `--merged | xargs git branch -d`: picked by the user's criterion)
        named = [a.branch for a in actions if a.branch and a.branch not in ("*", "HEAD") and UNKNOWN not in a.branch]
        return all(re.search(rf"(?<![\w/.-]){re.escape(b)}(?![\w/-])", text, re.I) for b in named)
    if rule.intent == "delete" and not rule.paths:  # "remove the unused helper file": which file is the assistant's pick
        low = text.lower()
        return all(posixpath.basename(a.path.rstrip("/")).lower() in low or names_file(text, a.path) or _glob_said(a.path, low)
                   or "/" in posixpath.dirname(a.path) and posixpath.dirname(a.path).lower() in low  # "in docs/img/old"
                   for a in actions if a.path and a.path.strip("/.") and UNKNOWN not in a.path)
    if rule.intent == "write_path" and rule.paths == ("*",):
        return True  # "ask before any command that changes something": no file of its own, the change is agreed to
    if rule.intent in ("write_path", "read_path"):  # the file by its name ("my .env"), not a word of it ("a faq page")
        low = text.lower()  # or by its class ("the CI config": .github/workflows/ci.yml)
        classes = named_class_paths(text)
        return any(posixpath.basename(a.path.rstrip("/")).lower() in low or _in_class(a.path, classes) or
                   (not a.new and names_file(text, a.path)) for a in actions if a.path.strip("/."))  # "the pagination test"
    return True


def _glob_said(path: str, low: str) -> bool:
    """A glob's own words said ("delete the log files" for `rm *.log`): the user's criterion, not the assistant's pick."""
    base = posixpath.basename(path.rstrip("/"))
    words = [w for w in re.split(r"[*?.\[\]_-]+", base.lower()) if len(w) >= 2]
    return "*" in base and bool(words) and all(re.search(rf"\b{re.escape(w)}", low) for w in words)


def _in_class(path: str, globs: Sequence[str]) -> bool:
    """Is ``path`` (relative or absolute) one of a file class's globs (``.github/workflows/*``, ``Jenkinsfile``)."""
    import fnmatch

    path = path.removeprefix("./")
    return any(fnmatch.fnmatchcase(path, g) or fnmatch.fnmatchcase(path, "*/" + g) for g in globs)


# a subcommand a rule names, as a user asks for it in other languages ("aplica el plan": `terraform apply`)
_SUBCOMMAND_VERBS = {
    "apply": r"\baplic\w*|\bappliqu\w*|\banwend\w*|\bwende\w*\b[^.]{0,40}\ban\b|\bapplica\w*|適用",
    "destroy": r"\bdestru\w*|\bdétrui\w*|\bzerstör\w*|\bdistrugg\w*|\bdestrói\w*|破棄",
    "deploy": r"\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|\bimplant\w*|\brilasci\w*|\bbereitstell\w*|デプロイ",
    "merge": r"\bfusion\w*|\bmerg\w*|\bzusammenführ\w*|\bmescl\w*|マージ",
    "publish": r"\bpubli\w*|\bveröffentlich\w*|\bpubblic\w*|公開",
}
_FORCE_WORDS = rx(r"\bforc\w*|\bforz\w*|\berzwing\w*|(?<!\w)-f\b|--force|強制|强制", re.I)
_DETERMINER_BEFORE = rx(r"\b(?:for|para|pour|für|per|before|after|until|antes\s+del?|avant|après|vor|nach|"
                                r"prima\s+del?|dopo)\s+(?:(?:the|el|la|le|l'|den|dem|der|die|das|il|lo|o|a|our|my|"
                                r"tomorrow's|today's|next|this|ce|cette|este|esta)\s+)*$", re.I)
# the environments a call or a message names, each under its usual names
_ENVS = {"prod": r"\bprod\w*|\blive\b|\bproducci[oó]n\b|\bprodu[çc][ãa]o\b|\bproduzione\b|\bProduktion\w*|本番|生产|운영|프로덕션",
         "staging": r"\bstag\w*|\bstg\b|\bpre-?prod\w*|ステージング|ステージ|预发|스테이징",
         "dev": r"\bdev\b|\bdevelopment\b|\bdesarrollo\b|\bdesenvolvimento\b|開発",
         "preview": r"\bpreview\b|\bqa\b|\buat\b"}
_SUBCOMMANDS = frozenset({"install", "add", "i", "ci", "remove", "rm", "uninstall", "restart", "reload", "start", "stop",
                          "merge", "pr", "mr", "upload", "publish", "push", "deploy", "migrate", "set", "image", "upgrade",
                          "apply", "rebase", "run", "exec", "up", "create", "delete", "rollout", "update", "branch",
                          "tag", "origin", "head", "python", "python3", "manage.py", "-", "--", "checkout", "clean",
                          "reset", "restore", "switch", "stash", "drop", "clear", ".", "./"})
_MESSAGE_PATH = rx(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.[a-z]{1,5}|[\w.-]+/(?:[\w.-]+/?)*)(?![\w/-])", re.I)


_WRAPPERS = frozenset({"sudo", "doas", "pkexec", "run0", "env", "nice", "nohup", "timeout", "exec", "command", "time"})


def _tokens(actions: Sequence[Action]) -> tuple[list[str], list[str]]:
    """(the objects the call's actions name: packages, services, branches, paths; their flag values)."""
    objects: list[str] = []
    values: list[str] = []
    for a in actions:
        if a.path:
            objects.append(a.path)
        if a.branch and a.kind != "push":
            objects.append(a.branch)
        argv = list(a.argv)
        while argv and argv[0].rsplit("/", 1)[-1] in _WRAPPERS:  # sudo systemctl ...: the program under the wrapper
            argv = argv[1:]
            while argv and argv[0].startswith("-"):
                argv = argv[1:]
        argv = argv[1:]
        for i, x in enumerate(argv):
            if "=" in x:
                values.append(x.split("=", 1)[1])
            elif x.startswith("-"):
                if i + 1 < len(argv) and not argv[i + 1].startswith("-") and len(x) > 2 and x.startswith("--"):
                    values.append(argv[i + 1])
            elif re.search(r"\s", x.strip()):
                continue  # a message or a text passed whole (`git commit -am "fix typo"`): no object of the call
            elif not (i > 0 and argv[i - 1].startswith("--") and "=" not in argv[i - 1]) and \
                    x.lower() not in _SUBCOMMANDS and "://" not in x:
                objects.append(x)
            elif "://" in x:
                values.append(x)
    return list(dict.fromkeys(objects)), values


def _named(token: str, message: str) -> bool:
    low = message.lower()
    t = token.lower().strip("/").rstrip("*")
    if not t:
        return True
    if t in low:
        return True
    base = t.rsplit("/", 1)[-1]
    return len(base) >= 3 and base in low or any(len(p) >= 3 and p in low for p in re.split(r"[-_.@]", base)[:1])


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"(?<![\w.])#?(\d{2,})(?![\d])", text) if len(n) <= 9} | \
        {int(n) for n in re.findall(r"(?:^|[/#_-])(\d{2,})(?=$|[/_.-])", text) if len(n) <= 9}


# flags that widen a command from the objects named to all of their kind
_WIDE_FLAGS = frozenset({"--tags", "--all", "--mirror", "-A", "--prune", "--recursive-all"})
# a message that names one object: a version, a path or file, a number, something quoted or in code
_SPECIFIC = rx(r"(?<![\w.])v?\d+(?:\.\d+)+\b|(?<![\w/])[\w.-]+/[\w./-]+|\b[\w-]+\.[a-z]{1,5}\b|#\d+|`[^`]+`|"
                       r"[\"“«'][^\"”»']{2,40}[\"”»']", re.I)


def unapproved(message: str, actions: Sequence[Action], every: Sequence[Action] = ()) -> str:
    """An object of the call the user's message, which names others of its kind, did not ask for ("" none):
    a number (a PR, a migration, a version), an environment (prod vs staging), a path, a package or service
    next to ones the message names."""
    if not actions:
        return ""
    wide = next((x for a in [*actions, *every] for x in a.argv if x in _WIDE_FLAGS), "")
    wide = wide or ("--all" if any(a.kind == "push" and a.branch == "*" for a in actions) else "")
    if wide and _SPECIFIC.search(message):  # "push the tag v2.0.0": `git push --tags` pushes every tag
        return wide
    pushes = [a.branch for a in actions if a.kind == "push"]
    if len(pushes) > 1:  # "push the branch": a second push to another branch (main) is not asked for
        other = [b for b in pushes if b and b.upper() != "HEAD" and b != "*" and not _named(b, message)]
        if other:
            return other[0]
    objects, values = _tokens(actions)
    said = _numbers(message)
    if said:
        for token in [*objects, *values]:
            extra = _numbers(token) - said
            if extra and not any(re.search(rf"\b{n}\b", message) for n in extra):
                return token
    said_envs = {env for env, words in _ENVS.items() if re.search(words, message, re.I)}
    if said_envs:
        for token in [*values, *objects]:
            for env, words in _ENVS.items():
                if env not in said_envs and re.search(words.replace("\\b", r"(?:^|\b|(?<=[-_/.]))"), token, re.I) and \
                        re.fullmatch(r"[\w./:-]+", token):
                    return token
    paths = [p for p in _MESSAGE_PATH.findall(message) if not re.fullmatch(r"[\d.]+", p)]
    if paths:
        for token in objects:
            if ("/" in token or re.search(r"\.[a-z]{1,5}$", token, re.I)) and \
                    not any(token.rstrip("/").endswith(p.rstrip("/")) or p.rstrip("/").endswith(token.rstrip("/")) or
                            token.startswith(p.rstrip("/") + "/") for p in paths):
                named = [o for o in objects if _named(o, message)]
                if not named or token not in named:
                    return token
    plain = [o for o in objects if not _numbers(o) and not any(re.search(w, o, re.I) for w in _ENVS.values())]
    named = [o for o in plain if _named(o, message)]
    if named:
        missing = [o for o in plain if o not in named]
        if missing:
            return missing[0]
    return ""


def _quote(text: str, at: int) -> str:
    start = max(0, at - 30)
    return ("…" if start else "") + text[start:at + 50].replace("\n", " ").strip()
