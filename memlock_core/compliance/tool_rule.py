"""Tool rules: a pin's text parsed into what it forbids a tool call to do, and the judgement of a call.

A rule is read as polarity (it must forbid something), an intent (privilege escalation, recursive
delete, force-push, reaching a host, writing or reading a path, running downloaded code, throwing
away uncommitted work, or running a named command), its scope (branches, hosts, paths) and its
stated exceptions ("except to your own feature branches", "unless it's `sudo apt-get update`",
"reading is fine"). The words that name an intent are mostly technical and the same in every
language (sudo, rm -rf, force-push, a host name, a path); the words around them - negation,
exception, read versus write - are recognised in English, French, German, Spanish, Portuguese,
Italian, Japanese, Chinese and Russian. A text with no prohibition or no intent gets no tool rule:
it stays unchecked rather than guessed at.

The judgement (:func:`judge`) takes the actions :mod:`memlock_core.compliance.intent` read from a
call, so a rule holds however the call is spelled.
"""
from __future__ import annotations

import dataclasses
import fnmatch
import functools
import posixpath
import re
from dataclasses import dataclass, replace
from typing import Sequence

from memlock_core.compliance import command_order, swap_order, tool_choice
from memlock_core.compliance.check import ToolCheck, ToolRule
from memlock_core.compliance.command_lists import (
    REFLEXIVE,
    SCRIPT_PREFIX,
    named_scripts,
    removes_volumes,
    runs_script,
    shared_head_items,
)
from memlock_core.compliance.consent import asks_when_needed, bare_action_rules, has_consent_clause, with_consent
from memlock_core.compliance.consent_only import as_without_consent
from memlock_core.compliance.container_volumes import VOLUME_COMMANDS, names_volume_removal
from memlock_core.compliance.direct_calls import direct_call_rule
from memlock_core.compliance.git_readonly import branch_rules, git_read_only_rule, read_only_branches, read_only_git
from memlock_core.compliance.intent.action import (
    COMMIT,
    CONNECT,
    DELETE,
    EARLIER,
    EXEC,
    INSTALL,
    MIGRATE,
    PRIVILEGE,
    PUSH,
    READ,
    REF_DELETE,
    REMOTE_CODE,
    SQL,
    TEST_RUN,
    UNDECIDABLE,
    WRITE,
    Action,
)
from memlock_core.compliance.intent.dsn_source import same_environment
from memlock_core.compliance.intent.env_runners import inner_command
from memlock_core.compliance.intent.shell import UNKNOWN
from memlock_core.compliance.local_only import LOCAL_NAMES, local_only
from memlock_core.compliance.merge_target import merge_into_breaks
from memlock_core.compliance.mutating import mutating_rules
from memlock_core.compliance.path_shape import approx_number, bare_slash_is_path
from memlock_core.compliance.pushed_state import pushed_scope, rewrites_history
from memlock_core.compliance.reason_clause import without_reasons
from memlock_core.compliance.refused_flags import ANY_PROGRAM, refused_flag_clauses
from memlock_core.compliance.rule_items import list_items
from memlock_core.compliance.rule_typos import mend_typos
from memlock_core.compliance.runner_choice import DIRECT_RUNNERS, wanted_runner
from memlock_core.compliance.secret_access import keeps_off
from memlock_core.compliance.service_forms import as_systemctl
from memlock_core.compliance.shell_options import long_forms
from memlock_core.compliance.test_selection import excludes
from memlock_core.compliance.tool_acts import ACTS, BRANCH_WORDS, act_breaks, act_rules, is_deploy, perm_opens
from memlock_core.compliance.tool_classes import (
    class_paths,
    database_rules,
    destructive_rules,
    hook_rules,
    named_act_rules,
    network_rules,
    production_rules,
)
from memlock_core.compliance.tool_content import content_rules, replaced_by, scoped_rules
from memlock_core.compliance.tool_flags import flag_breaks, mentions_flags, required_flag_rules
from memlock_core.compliance.tool_swaps import swap_pairs
from memlock_core.compliance.turkish_negation import mark_negative_imperatives
from memlock_core.regex_cache import rx
from memlock_core.trust.safety import find_secret

PROTECTED_BRANCHES = ("main", "master", "develop", "development", "dev", "trunk", "release", "release/*", "release-*",
                      "releases/*", "production", "prod", "staging", "stable", "hotfix/*")
SECRET_TEMPLATES = (".env.example", ".env.sample", ".env.template", ".env.dist", "*.example", "*.sample")
# ".env.?*" is every variant (.env.local, .env.production) but, unlike a user's own ".env.*", not the committed
# template (.env.example): a rule about secrets does not reach a file written to hold none
SECRET_PATHS = (".env", ".env.?*", "*.pem", "*.key", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "~/.ssh/id_*",
                "~/.aws/credentials", ".netrc", ".pgpass", "credentials.json", "*.p12", "*.pfx", "secrets.*",
                ".npmrc", ".pypirc", "~/.docker/config.json", "~/.kube/config", "secret-store://*")

_NEG = rx(
    r"\brather\s+(?:you\s+)?(?:didn'?t|did\s+not|wouldn'?t|not)\b|"  # "I'd rather you didn't restart services"
    r"\b(?:never|don'?t|do not|dont|doesn'?t|no|not|must not|mustn'?t|cannot|can'?t|avoid|stop|forbid\w*|prohibit\w*|"
    r"ban(?:ned)?|refrain|off[- ]limits|stay (?:off|away)|keep (?:off|away|out)|\bkeep\b[^.]{0,30}\bout of|"
    r"leave\b.{0,40}\balone|hands off|finger weg|pas touche|"
    r"under no "
    r"circumstances|jamais|ne|n'|pas|interdit\w*|aucun\w*|nie|niemals|kein\w*|nicht|verboten|unterlass\w*|nunca|"
    r"jamás|sin|prohibid\w*|prohibici\w*|interdiction|verbot\w*|proibid\w*|proibiç\w*|nada|ni|nichts|rien|niente|nulla|nothing|nenhum\w*|não|nao|mai|vietat\w*|non|geen|nooit|niet|niets|nergens|никогда|никак\w+|нельзя|запрещ\w*|"
    # Swedish, Polish, Turkish: never / not
    r"aldrig|inte|nigdy|asla)\b"
    r"|ない|禁止|絶対|ないで|ません|不要|别|勿|不得|不准|не\s|마세요|마십시오|말 것|말고|하지\s*마|않|금지", re.I)
_EXCEPT_SPLIT = rx(
    r"\b(?:except(?:ion)?s?|unless|other than|apart from|aside from|with the exception of|but\b(?=[^.]*\b(?:fine|ok|"
    r"okay|allowed|permitted|may|can)\b)|sauf|excepté|hormis|à part|à moins que|außer|ausgenommen|es sei denn|excepto|"
    r"salvo|a menos que|menos|exceto|tranne|eccetto|a meno che|кроме|за исключением|(?:einzige )?ausnahme|excepción|"
    r"eccezione|exceção|исключение|behalve|tenzij|uitgezonderd|"
    # "at most X" names the one form still allowed ("najwyżej --force-with-lease"), unless a count follows
    r"at (?:the )?most|(?:tout )?au plus|à la rigueur|höchstens|allenfalls|como mucho|a lo sumo|no máximo|"
    r"quando muito|al massimo|tutt'al più|(?:co )?najwyżej|hooguit|hoogstens|самое большее|максимум)\b(?!\s*\d)"
    r"|除了|以外|例外|を除", re.I)
_ALLOW_SENTENCE = rx(
    r"\b(?:is|are|'s|it's|remains?) (?:fine|ok|okay|allowed|permitted)\b|\b(?:fine|ok|okay|allowed|permitted) to\b|"
    r"\bmay\b|\byou can\b|\bfreely\b|\bfair game\b|\bfeel free\b|\bgo ahead\b|\bno restrictions?\b|"
    r"\bpuede|\bpuedes|\bpermitid\w*|\bpermis\w*|\berlaubt\b|\bdarfst\b|\bdürfen\b|"
    r"\bpuò|\bpossono|\bconsentit\w*|\bpode\b|\bsí\b|est autorisé|est permis|sont autorisé|можно|разрешен\w*|"
    r"構いません|大丈夫|可以|允许|随便|随意|自由に|好きに|괜찮|돼요|됩니다|자유롭게", re.I)
_OK_SENTENCE = rx(  # "Les lire, ça va.", "Las locales da igual.", "SELECTだけならOK。": said without a negation
    r"(?<![A-Za-z])ok(?:ay)?(?![A-Za-z])|\bça va\b|\bda igual\b|\bdá igual\b|"
    r"\byour call\b|\bup to you\b|\bpasst\b|\bgeht\b(?:\s+(?:klar|in Ordnung))?|\bva bene\b|\btudo bem\b|\bno problem\b|\bsans problème\b|"
    r"\bsin problema\b|\bkein problem\b|\bà vous de voir\b|\bc'est bon\b|\bd'accord\b|\bde acuerdo\b|"
    r"\bestá bien\b|\bestán bien\b|\bestão bem\b|\bvanno bene\b|\bvont bien\b|"
    r"\bsind in ordnung\b|\bist in ordnung\b|問題(?:ない|ありません)|いいです|良い", re.I)
_READ_WORDS = rx(r"\b(?:read\w*|open\w*|cat|print\w*|display\w*|show\w*|look\w* at|view\w*|dump\w*|expose\w*|"
                         r"leak\w*|output\w*|echo\w*|lire|lis|lisez|lesen|lies|liest|leer\w*|lea[ns]?|lee[ns]?|ler|leia|leitura|legg\w*|"
                         r"lettura|чита\w*|ouvr\w*|öffne\w*|öffnen|abr[aei]\w*|apri\w*|otwier\w*|otwórz|affich\w*|"
                         r"access\w*|"
                         # a path mounted into a container is opened to it (a socket mounted read-only still works)
                         r"(?:bind-?)?mount\w*|montier\w*|monte[rz]?|montar|montes|montéz?|монтир\w*|монтиру\w*|"
                         r"zamontuj\w*|monteer\w*)\b|読|读|閲覧|查看|マウント|挂载|읽|열람", re.I)
# the verb "read" itself (not "open" or "show", which an edit does too): a rule against reading and editing says both
_EXPLICIT_READ = rx(r"\bread\b|\blire\b|\blesen\b|\bleer\b|\bler\b|\bleggere\b|\bчита\w*|読|读|閱讀|읽", re.I)
_WRITE_WORDS = rx(r"\b(?:writ\w*|edit\w*|modif\w*|chang\w*|touch\w*|delet\w*|remov\w*|overwrit\w*|alter\w*|"
                          r"creat\w*|updat\w*|tamper\w*|mess\w*|replac\w*|renam\w*|mov\w*|"
                          r"écri\w*|change\w*|supprim\w*|schreib\w*|änder\w*|bearbeit\w*|lösch\w*|escrib\w*|"
                          r"edit\w*|borr\w*|alter\w*|escrev\w*|scriv\w*|cancell\w*|измен\w*|редакт\w*|пиш\w*|"
                          r"удал\w*|alone|"
                          # Polish and Dutch ("nie edytuj", "wijzig geen")
                          r"edytu\w*|modyfik\w*|zmieni\w*|zmień|usu[nń]\w*|nadpis\w*|bewerk\w*|wijzig\w*|"
                          r"aanpass\w*|verwijder\w*|overschrijf\w*)\b|書|改|修改|写|删除|変更|編集|수정|건드리|변경|삭제|쓰거나|쓰지|작성",
                          re.I)
_PRIV = rx(r"\bsu\b(?=\s*(?:[-,.;:)/`'\"]|$)|\s+(?:root|to|into|as|or|and|nor|ni|oder|ou|o)\b)|"  # not Italian "su main"
                   r"(?<!--)\b(?:sudo|doas|pkexec|run0|sudoedit|gosu|runuser|root|privilege\w*|privilèges?|"
                   r"Root-Rechte\w*|privilegios?|privilégios?|privilegi|superuser|superusuario|суперпользовател\w*)\b|"
                   r"root権限|管理者権限|特権|提权|管理员权限|超级用户|привилеги", re.I)
_RECURSIVE = rx(r"\brm\s+-[a-z]*[rR]|\brm\s+--recursive|recursiv\w*|récursi\w*|rekursiv\w*|rmtree|"
                        r"find\s+-delete|\bwipe\b|再帰|递归|рекурсивн\w*|delete (?:whole )?(?:directories|folders|trees)",
                        re.I)
_RECURSIVE_WORD = rx(r"recursiv\w*|récursi\w*|rekursiv\w*|ricorsiv\w*|再帰|递归|рекурсивн\w*|"
                             r"(?:whole|entire) (?:directories|folders|trees)", re.I)
_RM_RF_LITERAL = rx(r"\brm\s+-(?:rf|fr|Rf|fR)\b")
_BROADEN = rx(r"equivalent|similar|anything|any other|or the like|etc\b|and so on|\.\.\.|…|recursiv|"
                      r"rmtree|find\s|-r\b|rm -r(?![f])|similaire|ähnlich|similar", re.I)
_OPEN_LIST = rx(r"\betc\b|\band so on\b|\bor the like\b|\bor similar\b|\.\.\.|…|\busw\b|\betc[eé]tera\b|など|等", re.I)
_FORCE_PUSH = rx(r"force[- ]?push\w*|push\w*\s+(?:--force|-f\b)|"
                         r"(?:push|pouss|empuj|empurr|spinge|spingi|schieb|pchn|wypch|wypych|пуш|отправ)\w*[^.;,]{0,25}(?<![\w-])--force\b(?!-)|"
                         r"--force\b[^.]{0,20}push|push forc\w*|"
                         r"forc\w* (?:le |el |o |the )?push|Force-Push\w*|push (?:forzad|forçad)\w*|強制プッシュ|"
                         r"强制推送|強制push|принудительн\w* push|force-with-lease", re.I)
_REMOTE_CODE = rx(r"(?:curl|wget)[^.]{0,60}(?:\||pipe|shell|\bsh\b|bash|interpre|exécut|ausführ|ejecut)|"
                          r"(?:pipe|pip(?:ing|ed)|\|)[^.]{0,60}(?:curl|wget|download)|bash\s*<\(|"
                          r"(?:script|code|installer)s?[^.]{0,40}(?:from|off) the (?:internet|web|network)|"
                          r"downloaded (?:code|script|content|binar\w+)|(?:code|scripts?|binar\w+) downloaded|"
                          r"heruntergeladen\w* (?:Skript|Code|Datei|Programm)\w*|(?:scripts?|código|programas?) "
                          r"(?:descargad|baixad)\w*|(?:scripts?|code|programmes?) téléchargé\w*|"
                          r"(?:script|codice|programm)\w* scaricat\w*|(?:Skripte?|Code) aus dem (?:Internet|Netz)|"
                          r"(?:scripts?|código) de(?:sde)? (?:la |a )?(?:internet|web|red)\b|"
                          r"curl\s*\|\s*(?:ba)?sh|curl\s*\|"
                          r"|ダウンロード[^。]{0,40}実行|下载[^。]{0,40}(?:执行|运行)|скачан\w*[^.]{0,40}(?:запуск|выполн)",
                          re.I)
_DISCARD = rx(r"reset\s+--hard|throw\w* away|discard\w*|uncommitted|незакоммич\w*|verwerf\w*|descart\w*|"
                      r"jeter|perdre|checkout\s+--\s+\.|git\s+clean", re.I)
_CONNECT_WORDS = rx(r"connect\w*|ssh|host\w*|server\w*|serveur|servidor|database|\bdb\b|psql|mysql|curl|reach|"
                            r"wget|\bfetch\w*|\brequest\w*|\banfrage\w*|\brequête\w*|\bpetici\w*|リクエスト|webfetch|web_fetch|download\w*|télécharg\w*|herunterlad\w*|descarg\w*|"
                            r"hit|query|access\w*|stay (?:off|away)|log ?in|api|prod\w*|verbind\w*|conect\w*|"
                            r"\bnetwork\w*|\burls?\b|\binternet\b|\bréseau\b|\bNetzwerk\w*|\bred\b|\brede\b|\brete\b|"
                            r"接続|サーバ|ネットワーク|连接|网络|подключ\w*|сервер|сет\w*", re.I)
_HOST = rx(r"(?<![\w./@-])((?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]"
                   r"|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w/-]|\.\w)", re.I)
_FILE_EXT = frozenset({"sh", "py", "yml", "yaml", "json", "toml", "ini", "cfg", "conf", "env", "md", "txt", "js", "ts",
                       "rb", "pl", "php", "go", "rs", "java", "c", "h", "cpp", "pem", "pub", "key", "crt", "lock",
                       "sql", "example", "sample", "template", "local", "log", "csv", "xml", "html", "css", "dev",
                       "prod", "bak", "tmp", "gz", "zip", "tar", "d", "service", "rules", "list", "tf", "tfvars",
                       "kube", "config", "cnf", "jsonl", "lock", "sum", "mod", "lockb", "gradle", "properties"})
_CODE = rx(r"`([^`\n]{1,120})`")
_PATH_TOKEN = rx(r"(?<![\w@:/])((?:~|\.{1,2})?/?(?:[\w.*-]+/)*[\w.*-]*(?:/|\*[\w.]*|\.[\w*-]+)|/[\w.*-]+(?:/[\w.*-]+)*/?|"
                         r"\.[\w.*-]+|~/[\w./*-]+)")
_FEATURE = rx(r"feature|own branch|your (?:own )?branch|personal|topic branch|fonctionnalit|Feature-Branch|"
                      r"rama\w* (?:de )?(?:funcionalidad|propia)|自分のブランチ|功能分支", re.I)
_PROTECTED = rx(r"protected|shared|important|long-lived|protégée|geschützt|protegid", re.I)
_SECRET_WORDS = rx(r"secret\w*|credential\w*|private key|api key|token|password|segret\w*|geheim\w*|"
                           r"secreto\w*|segredo\w*|identifiant|Zugangsdaten|credenciales|秘密|機密|密钥|секрет\w*|"
                           r"sekret\w*|hasł\w*|klucz\w* API|парол\w*|şifre\w*|gizli anahtar\w*|"
                           # "mot de passe", "Passwörter", "contraseñas", "senhas": a password in each language
                           r"\bmots? de passe\b|\bpasswört\w*|\bpasswort\w*|\bcontraseñ\w*|\bsenhas?\b|"
                           # a key to an API named in each language: "APIキー", "clés API", "API-Schlüssel", "claves de API"
                           r"API ?キー|APIキ|\bcl(?:é|e)s? (?:d'|de )?API\b|\bAPI-?Schlüssel\w*|\bclaves? (?:de )?API\b|"
                           r"\bchaves? (?:de )?API\b|API ?密钥|アクセスキー|パスワード|トークン|認証情報", re.I)
_CODE_MODULES = frozenset({"shutil", "os", "subprocess", "pathlib", "fs", "sys", "path", "io", "np", "pd", "file",
                           "files", "fileutils", "child_process", "process", "requests", "socket", "urllib", "http",
                           "psycopg", "psycopg2", "sqlalchemy", "paramiko", "self", "this", "window", "document"})
_EMBED_WORDS = rx(r"\bhard-?cod\w*|\bembed\w*|\bcommit\w*|\bcheck(?:ed|ing)? in\b|\bpaste\w*|\binline\w*|"
                          r"\bin (?:the )?(?:code|source|repo\w*)\b|\bcod\w* en dur\b|\bfest ?codier\w*|\bhardcodear\w*|"
                          r"\bpush\w* (?:secrets?|keys?|tokens?)|ハードコード|硬编码|"
                          r"\bout of (?:the |our |my |your )?(?:repo\w*|git|code\w*|source\w*|version control|commits?)\b|"
                          r"\b(?:in|into|to) (?:git|version control|source control|the codebase|github|gitlab)\b|"
                          r"\bhors du (?:dépôt|code|repo)\b|\bdans (?:le )?(?:dépôt|code|git)\b|\bim (?:Repo\w*|Code)\b|"
                          r"\b(?:in|into) (?:a |any |the )?(?:files?|config(?:uration)? files?|source files?)\b|"
                          r"\bdans (?:un |des |les |aucun )?fichiers?\b|\bin (?:eine |die |keine )?Dateien?\b|"
                          r"\ben (?:un |los |ningún )?(?:archivos?|ficheros?)\b|\bem (?:um |os )?arquivos?\b|"
                          r"\b(?:nei|in un) file\b|\bin bestanden\b|\bins Repo\w*|"
                          r"\ben el (?:repo\w*|código)\b|\bno (?:repo\w*|código)\b|リポジトリ|コードに|"
                          # "ファイルに書き込まないで", "写入文件", "在文件里": into a file, in Japanese and Chinese
                          r"ファイルに|ファイルへ|ファイル内|コミットに|"
                          # "不要把密钥写进代码或提交里": written into code, a file or a commit, in Chinese
                          r"(?:写|放|存)(?:进|入|到|在)(?:代码|源码|文件|提交|仓库)|(?:代码|文件|提交|仓库)(?:里|中)", re.I)
_COMMAND_HEAD = rx(r"^[a-z][\w.+-]*$")
_HOST_STOP = frozenset({"e.g", "i.e", "etc", "rm -rf", "force-push", "force-pushing", "sudo", "git", "feature-branch",
                        "read-only", "follow-up", "well-known", "built-in", "non-english", "long-lived", "pre-commit"})


_OUTSIDE = rx(r"\boutside\b|\bhors d[eu]\b|\ben dehors d[eu]\b|\baußerhalb\b|\bfuera del?\b|\bfora d[eoa]s?\b|"
                      r"\bal di fuori\b|\bfuori da\w*|\bother than\b|\banything but\b|\bbeyond\b|以外|の外|之外|вне\b|밖|외부|"
                      r"за (?:\w+\s+)?предел\w*", re.I)
_DB_WORDS = rx(r"\b(?:database|\w*datenbank\w*|base de (?:données|datos|dados)|banco de dados|db|dbs)\b|"
                       r"\bbases?\s+(?=de\s+(?:la\s+)?prod)|"  # "la base de production"
                       r"(?<![A-Za-z])DB(?![A-Za-z])|データベース|数据库|база данных|базу данных", re.I)  # 本番DB, not mongodb
# Words that keep a rule off a thing altogether ("don't touch the prod DB", "leave it alone"): not a rule on writes only.
_HANDS_OFF = rx(r"\b(?:touch\w*|tamper\w*|mess\w*|alone|hands off|stay (?:off|away)|keep (?:off|away|out)|"
                        r"go near|pas touche|finger weg)\b", re.I)
_LOCALHOST = ("localhost", "127.0.0.1", "::1", "0.0.0.0")
_NEW_WORDS = rx(r"\b(?:add\w*|creat\w*|new|ajout\w*|cré\w*|nouve\w*|hinzufüg\w*|anleg\w*|neu\w*|erstell\w*|"
                        r"añad\w*|agreg\w*|crea\w*|nuev\w*|aggiung\w*|nuov\w*|adicion\w*|cri\w*|nov[oa]s?)\b|"
                        r"追加|新し|新規|作成|新建|添加|新增", re.I)
_RUN_WORDS = rx(r"\b(?:run\w*|execut\w*|launch\w*|start\w*|invok\w*|lanc\w*|exécut\w*|ausführ\w*|führ\w*|"
                        r"lauf\w*|start\w*|ejecut\w*|corr\w*|lanz\w*|rod\w*|esegu\w*|lanci\w*|avvi\w*)\b|実行|走ら|运行|执行|"
                        r"запуск\w*|прогон\w*|прогоня\w*|"
                        r"\b(?:kör\w*|uruchom\w*|uruchami\w*|odpal\w*|draai\w*|voer\w*|çalıştır\w*)\b|실행", re.I)
_TEST_SUITE = rx(r"\b(?:(?:full|whole|entire|complete)\s+(?:test\s*)?(?:suite|tests?)|test\s*suite|all (?:the )?tests|"
                         r"every test|suite (?:de|di) (?:tests?|test|pruebas|testes)|(?:toute|tous)\s+(?:la suite de |les )tests|"
                         r"(?:ganze|gesamte|komplette|vollständige)\w*\s+(?:Test-?suite|Tests)|alle Tests|Testsuite|"
                         r"todos los tests|todas las pruebas|suíte de testes|todos os testes|tutti i test)\b|"
                         r"テスト(?:全体|スイート)|全(?:て|部)?の?テスト|全部测试|所有测试|测试套件|все тесты"
                         r"|\b(?:toute la suite|l'ensemble des tests|die ganze Suite|toda la suite|tutta la suite)\b", re.I)
_CLAUSE = rx(r"[,;、。!?]\s*|\.(?=\s|$)|\s[-—–]\s")


_TEST_WORD = rx(r"\btests?\b|\b(?:test\s*)?suites?\b|\w+tests?\b|\bpruebas?\b|\btestes?\b|\bspecs?\b|テスト|测试|тест\w*", re.I)
_TEST_NAMES = (rx(r"\b(?:tests?|pruebas?|testes?)\s+(?:d'|de |di |do |da |d’)([a-zà-ÿ][\w-]{1,30})", re.I),
               rx(r"(?<![\w-])([a-z][\w-]{1,30})[ -](?:tests?|suites?)\b", re.I),  # (not an option: "--skip-tests")
               rx(r"(?<![\w-])([a-zäöü]{3,30})-?tests?\b", re.I))
_NOT_A_TEST_NAME = frozenset({"the", "all", "any", "full", "whole", "entire", "complete", "these", "those", "my", "your",
                              "our", "their", "les", "des", "los", "las", "die", "den", "alle", "ganze", "run", "running",
                              "lancer", "ejecutar", "the", "de", "suite", "unit"})


_SELECTOR = rx(r"\bpytest\b[^)）\n]{0,40}?(?<![\w-])-[mk]\s+['\"]?([A-Za-z_][\w-]*)")


def _test_subset(text: str) -> tuple[str, ...]:
    """The part of the suite a rule forbids: its paths (``tests/e2e``), else the kind's name as a
    directory stem (``integration`` -> any target with a path part starting ``integr``)."""
    paths = tuple(p for p in _paths(text) if "/" in p or p.startswith("."))
    if paths:
        return paths
    selector = _SELECTOR.search(text)  # "(pytest -m integration)", "(pytest -m slow)": the rule's own selection names it
    if selector and selector.group(1).lower() not in ("not", "and", "or"):
        return (f"{selector.group(1).lower()[:6]}*",)
    import unicodedata

    for name in (m.group(1) for pattern in _TEST_NAMES for m in pattern.finditer(text)):
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().strip("-")
        if plain and plain not in _NOT_A_TEST_NAME and plain not in ("test", "tests", "suite"):
            return (f"{plain[:6]}*",)
    return ()


def _only_paths(text: str) -> list[str]:
    """Paths in the clause that says "only" ("..., only the unit tests (tests/unit)", "tests/unit だけ")."""
    return [p for clause in _CLAUSE.split(text) if _ONLY.search(clause) for p in _paths(clause)]
_ONLY = rx(r"\b(?:only|just|seulement|uniquement|nur|solo|sólo|solamente|únicamente|somente|apenas|soltanto)\b|"
                   r"だけ|のみ|只", re.I)
_INSTALL_WORDS = rx(r"\binstal\w*|インストール|安装|устан[ао]в\w*", re.I)
_GLOBAL_WORDS = rx(r"\b(?:global\w*|system-?wide|systemweit\w*|system packages?|au niveau du système|"
                           r"sudo pip\w*)\b|(?:outside|hors|en dehors|außerhalb|fuera|fora|fuori)\W+(?:\w+\W+){0,2}"
                           r"(?:\.?venv|virtualenv|virtual|environnement virtuel|entorno virtual|ambiente virtual)|"
                           r"(?<![\w-])(?:-g|--global|--user)\b|"
                           r"グローバル|全局|глобальн\w*", re.I)
_KILL = rx(r"\b(?:kill\w*|tue[rz]?|beend\w*|matar?|mates|termin\w*|uccid\w*|arrêt\w*)\b|kill|終了|停止|杀|"
                   r"убива\w*", re.I)
_BY_NAME = rx(r"\bby (?:their |its |process )?names?\b|\bpar (?:leur |son )?nom\b|\bnach (?:dem |ihrem )?Namen\b|"
                      r"\bpor (?:su |el )?nombre\b|\bpelo nome\b|\bper nome\b|名前で|按名称|по имени", re.I)
_VIA = {"ssh": ("ssh", "scp", "sftp", "mosh", "autossh", "ssh-copy-id", "sshfs", "rsync"),
        "curl": ("curl",), "wget": ("wget",), "webfetch": ("webfetch", "web_fetch", "fetch"),
        "web_fetch": ("webfetch", "web_fetch", "fetch"), "scp": ("scp",), "sftp": ("sftp",), "rsync": ("rsync",),
        "telnet": ("telnet",), "nc": ("nc", "ncat", "netcat"), "psql": ("psql",), "mysql": ("mysql", "mariadb")}
_VIA_WORD = rx(r"(?<![\w./-])(ssh|curl|wget|webfetch|web_fetch|scp|sftp|rsync|telnet|nc|psql|mysql)"
                       r"(?![\w/-]|\.\w)", re.I)  # not a host name's label (ssh.prod.example.com, mysql.prod.shop.io)


# Programs and tools whose way of reaching a host is known: under a rule that names its means ("no ssh to
# prod-*"), a ping is not an ssh. A host reached by anything else (Python code, a script) may be any means.
_KNOWN_CLIENTS = frozenset({p for ps in _VIA.values() for p in ps} | {
    "ping", "ping6", "traceroute", "tracepath", "mtr", "dig", "nslookup", "host", "whois", "git", "http", "https", "xh",
    "httpie", "aria2c", "ftp", "lftp", "redis-cli", "mongo", "mongosh", "pgcli", "mycli", "websearch", "web_search",
    "ansible", "ansible-playbook", "docker", "podman", "kubectl", "helm", "npm", "pnpm", "yarn", "pip", "pip3",
    "openssl", "nmap", "grpcurl", "websocat", "pg_dump", "pg_restore", "mysqldump"})
# ... but a rule about one host ("never ssh into prod.example.com") is there to keep that host untouched: any client
# but these lookups reaches it the way the rule forbids or may tunnel through the named means (recall first, issue 20)
_LOOKUPS = frozenset({"ping", "ping6", "traceroute", "tracepath", "mtr", "dig", "nslookup", "host", "whois",
                      "websearch", "web_search"})


_MIGRATION_WORDS = rx(r"\bmigrat\w*|\bMigration\w*|\bmigraç\w*|\bmigraci\w*|\bmigrazion\w*|マイグレーション|迁移|"
                              r"миграц\w*|migrering\w*|\bmigracj\w*|\bmigrasyon\w*|마이그레이션", re.I)
_PRODUCTION = rx(r"\bprod(?:uction)?\b|\bProduktion\w*|\bproducci[oó]n\b|\bprodução\b|\bproduzione\b|本番|生产|"
                 r"프로덕션|운영\s*(?:서버|환경|DB|디비|데이터베이스|클러스터)", re.I)  # Korean: "운영 서버" is the production server
# "the analytics DB", "our billing database": a database named by a word, reached on hosts named after it
_NAMED_DB = rx(r"\b(?:the|our|your|my|this|that)\s+([a-z][a-z0-9_-]{2,})[ -](?:db|database)\b"
                       r"(?!\s+(?:migrations?|schemas?|tables?|quer\w*|dumps?|backups?|connections?|users?|credentials?|"
                       r"passwords?|servers?|hosts?|changes?))", re.I)  # not "apply DB migrations"
_NOT_A_DB_NAME = frozenset({"the", "our", "any", "a", "an", "my", "your", "this", "that", "shared", "main", "local", "sql",
                            "prod", "production", "staging", "test", "dev", "every", "each", "no", "one", "real", "live",
                            "remote", "primary", "replica", "postgres", "mysql", "sqlite", "mongo", "redis", "vector"})
_SQL_WRITE_LIST = rx(r"\b(?:INSERT|UPDATE|DELETE)\b(?:\s*(?:/|,|or|and)\s*\b(?:INSERT|UPDATE|DELETE|UPSERT|MERGE)\b)+")
_STAGING = rx(r"\bstag(?:e|ing)\b|\bstg\b|\bpre-?prod\w*|ステージング|预发布", re.I)


def _environments(text: str) -> tuple[str, ...]:
    """Host patterns for the environments a rule names: production (and staging when named too)."""
    out = ("*prod*",) if _PRODUCTION.search(text) else ()
    return out + (("*staging*", "stg*", "*-stg*", "*.stg*", "*_stg*", "*preprod*") if _STAGING.search(text) else ())


_HOST_NOUNS = rx(r"\b(?:server|host|box|machine|instance|node|vm)s?\b|\bserveurs?\b|\bServer\w*|\bservidor\w*|"
                         r"\bmacchin\w*|サーバ|服务器", re.I)
_HOST_PART = frozenset({"db", "api", "web", "app", "prod", "stg", "staging", "dev", "qa", "uat", "srv", "server", "host",
                        "box", "node", "worker", "cache", "redis", "pg", "postgres", "mysql", "mongo", "primary",
                        "replica", "bastion", "gw", "lb", "proxy", "vpn", "ci", "build", "k8s", "cluster", "edge",
                        "main", "master", "data", "backend", "frontend", "mail", "smtp", "ftp", "sql", "es", "kafka"})
_ANYWHERE = rx(r"\b(?:anywhere|(?:in)?to (?:anything|any ?one|anybody)|any (?:host|server|machine|box)\w*|external\w*|extern\w*|externe?s?|"
                       r"extérieur\w*|externos?|esterni|n'importe où|nulle part|aucun serveur|"
                       r"irgendwohin|nirgendwo\w*|auf keinen? (?:Server|Host)\w*|a ningún (?:sitio|lado|servidor)|"
                       r"a ninguna parte|em lugar nenhum|da nessuna parte)\b|どこにも|任何地方|外部", re.I)
_ANY_MEANS = rx(r"(?:,|\bor\b|\bni\b|\bou\b|\boder\b|\bo\b|\bnor\b)\s*(?:anything|whatever|nothing|autrement|otherwise|"
                        r"etc|any other|sonst\w*|cualquier\w*|qualquer|n'importe|tunnels?|port.forward\w*)\b|"
                        r"\bin any (?:way|form|manner)\b|\bby any means\b|\bde quelque (?:manière|façon)|"
                        r"\bde (?:ninguna|ningún) (?:manera|modo|forma)|\bauf (?:keine|irgendeine) (?:Weise|Art)|"
                        r"\bin keiner (?:Weise|Form)|\bde nenhuma (?:forma|maneira)|\bin alcun modo\b|どんな|いかなる|任何方式",
                        re.I)


_EXAMPLES = rx(r"\b(?:e\.\s?g\.|eg|for example|for instance|like|such as|z\.\s?B\.|zum Beispiel|etwa|wie|"
                       r"p\.\s?ex\.|par exemple|comme|por ejemplo|p\.\s?ej\.|como|ad esempio|per esempio|tipo)\b|など|例えば|比如|例如",
                       re.I)


def _production_examples(text: str, hosts: Sequence[str]) -> bool:
    """Are the hosts examples of production, said in a parenthesis after the word ("gegen Produktion (prod-db,
    *.prod.internal)") or with "e.g."? A list that defines it ("prod hosts are web-01..04") stays the whole of it."""
    for paren in _PAREN.finditer(text):
        before = text[max(0, paren.start() - 30):paren.start()]
        inside = paren.group(1)
        if any(h.lstrip("*.") in inside for h in hosts) and (_PRODUCTION.search(before) or _EXAMPLES.search(inside)) \
                and not _DB_WORDS.search(before) and not _STAGING.search(inside):
            return True
    return False


def _names_a_database(text: str, hosts: Sequence[str]) -> bool:
    """Does the rule call the thing a database in a word of its own? A host's name (db.prod.example.com,
    prod-db) says nothing: "don't touch db.prod.example.com" keeps off the host, not only its SQL writes."""
    for m in _DB_WORDS.finditer(text):
        start, end = m.start(), m.end()
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "._-"):
            start -= 1
        while end < len(text) and (text[end].isalnum() or text[end] in "._-"):
            end += 1
        token = text[start:end].strip("._-").lower()
        if token != m.group(0).lower() and (token in hosts or ("." in token and _REAL_HOST.fullmatch(token))):
            continue
        return True
    return False


def _via(text: str) -> tuple[str, ...]:
    """The programs or tools a host rule names as the means ("no ssh to prod-*", "no curl, wget or
    WebFetch outside our domain"): only reaching a host with those breaks it (a ping is not an ssh)."""
    return tuple(dict.fromkeys(p for w in _VIA_WORD.findall(text) for p in _VIA[w.lower()]))


@dataclass
class ParsedToolRules:
    rules: list[ToolRule]
    kinds: list[str]


def _sentences(text: str) -> list[str]:
    # a lone dot set apart by spaces is a path ("git add . or git add -A"), not a full stop
    return [s for s in re.split(r"(?<=[.!?;])(?<!\s\.)\s+|(?<=[。！？])\s*|\n+", text) if s.strip()]


_PAREN = rx(r"[(（]([^()（）]{2,200})[)）]")
_OK = rx(r"(?<![A-Za-z])ok(?:ay)?(?![A-Za-z])|\bfine\b|\ballowed\b|\bpermitted\b|\bautoris\w*|\berlaubt\b|\bpermitid\w*|"
                 r"構いません|大丈夫|可以|允许|можно", re.I)


# ", and no force push", "; nor ever X", ", et jamais X": a clause that opens with its own negation is a prohibition of
# its own, whose objects (a branch, a path) do not scope the one before it
_NEG_CLAUSE = rx(r",\s*(?:(?:and|or|nor|et|ou|und|oder|y|o|e|i|en|ani|ni)\s+)?(?=(?:no|not|never|don'?t|do not|"
                         r"nor|jamais|pas|nie|niemals|kein\w*|nunca|jamás|não|nem|mai|ni|niente|nada|nessun\w*|"
                         r"nooit|geen|aldrig)\b)", re.I)


def _clauses(text: str) -> list[str]:
    """The sentences of ``text``, each further cut before a comma clause that opens with its own negation."""
    return [c for s in _sentences(text) for c in _NEG_CLAUSE.split(s) if c.strip()]


def split_exceptions(text: str) -> tuple[str, str]:
    """(what the rule forbids, what it allows): the exception clause, "X is fine" sentences and
    parentheses that allow something ("(npm publish --dry-run is OK)")."""
    forbid: list[str] = []
    allow: list[str] = []
    for paren in _PAREN.finditer(text):
        if (_OK.search(paren.group(1)) or _OK_SENTENCE.search(paren.group(1)) or _ALLOW_SENTENCE.search(paren.group(1))) \
                and not _NEG.search(paren.group(1)):
            allow.append(paren.group(1))
            # (brackets before the sentence's full stop: the stop then follows the word before them, no lone "." path)
            text = re.sub(r"\s*" + re.escape(paren.group(0)) + r"(?=[.,;:!?](?:\s|$))", "", text).replace(paren.group(0), " ")
    for sentence in [c for s in _sentences(text) for c in _dash_clauses(s)]:
        m = _EXCEPT_SPLIT.search(sentence)
        if mentions_flags(sentence) and not m:
            allow.append(sentence)  # "kubectl: always pass --context staging.": the way that is fine
        elif m and m.start() > 0:
            forbid.append(sentence[:m.start()])
            allow.append(sentence[m.end():])
        elif m:
            allow.append(sentence[m.end():])
        elif forbid and (_ALLOW_SENTENCE.search(sentence) or ((_OK_SENTENCE.search(sentence) or _INSTEAD.search(sentence)
                                                               or _USE.search(sentence)) and not _NEG.search(sentence))):
            allow.append(sentence)  # "... Use db-staging.internal for everything.": the way that is fine
        elif (then := _THEN_USE.match(sentence)) and _NEG.search(then.group(1)) and not _NEG.search(then.group(2)):
            forbid.append(then.group(1))  # "never call pip directly, go through uv": the way that is fine, after
            allow.append(then.group(2))
        elif (contrast := _CONTRAST.match(sentence)) and _USE.search(contrast.group(1)) and \
                not _NEG.search(contrast.group(1)):
            allow.append(contrast.group(1))  # "use git switch / git restore, not git checkout"
            forbid.append(contrast.group(2))
        else:
            forbid.append(sentence)
    return " ".join(forbid), " ".join(allow)


# a plain instruction to use something ("use pnpm", "usa `trash-put`", "verwende git switch"): what it names is
# the allowed way; said without a negation only
_USE = rx(r"\b(?:use|using|prefer\w*|stick (?:to|with)|go with|utilise[rz]?|utilize|utiliza[r]?|utilisez|verwende\w*|"
                  r"benutze\w*|nimm|usa|usar|usad|usate|usare|utilizz\w*|użyj\w*|używaj\w*|gebruik\w*|"
                  # "go through uv", "passe par uv", "pasa por pnpm", "geh über uv": routed through X is X used
                  r"go (?:through|via)|pass(?:e|ez|er)? par|pasa(?:r)? por|passa(?:re|r)? (?:por|per|pelo)|"
                  r"geh\w* über|lauf\w* über)\b|使って|を使|使用して",
                  re.I)
# "use X, not Y", "use X - never Y": a preferred way, then the forbidden one
_CONTRAST = rx(r"(.+?)\s*(?:,|;|\s[-—–])\s*((?:not|never|no|nicht|nie|niemals|pas|jamais|nunca|não|non|mai|"
                       r"nooit|niet|geen|jamás|ni)\b.*)$",
                       re.I | re.S)
# "never X, use Y", "nie pip, sondern uv": the forbidden way, then the preferred one (its clause opens with a use verb)
_PREFER_CONJ = rx(r"\s*(?:sondern|sino|but rather|mais plutôt|ma piuttosto|mas sim)\b", re.I)
_THEN_USE = rx(r"(.+?)\s*(?:,|;|\s[-—–])\s*((?:(?:but|rather|instead|sondern|mais|sino|ma|mas|but rather)\s+)?"
                       r"(?:(?:always|toujours|immer|siempre|sempre)\s+)?(?=" + _USE.pattern + r").*|"
                       + _PREFER_CONJ.pattern + r".*)$", re.I | re.S)
# "use trash instead of rm": said as "use trash, not rm" (the contrast above reads it)
_INSTEAD_OF = rx(r"\s*\b(?:instead of|rather than|au lieu de|plutôt que|statt|anstatt|en lugar de|en vez de|em vez de|"
                         r"invece di|zamiast|in plaats van|over)\b", re.I)


_INSTEAD = rx(r"\binstead\b|\bplutôt\b|\bà la place\b|\bstattdessen\b|\ben su lugar\b|\ben vez de eso\b|"
                      r"\bem vez disso\b|\binvece\b|代わりに|改为", re.I)


def _dash_clauses(sentence: str) -> list[str]:
    """A sentence, with a clause after a dash that allows something set apart ("Finger weg von .env –
    lesen darfst du"); other dashes stay (they join one prohibition: "pnpm — don't run npm")."""
    # (a Chinese or Japanese comma sets a clause apart too: "infra/staging/ 随便改"; a comma out of brackets, before a
    # clause that frees a path: "don't edit deploy/prod, deploy/dev is fine")
    parts = [q for p in re.split(r"\s[-–—]\s|[，、；]\s*", sentence) for q in _comma_clauses(p)]
    if len(parts) < 2:
        return [sentence]
    allows = [p for p in parts[1:] if (_OK_SENTENCE.search(p) or _ALLOW_SENTENCE.search(p) or _INSTEAD.search(p))
              and not _NEG.search(p)]  # "— generate new migrations instead": the way that is fine
    if not allows:
        return [sentence]
    rest = [p for p in parts if p not in allows]
    return [" — ".join(rest), *allows]


def _comma_clauses(part: str) -> list[str]:
    """``part`` cut at a comma out of brackets whose clause names a path or says what one thing is ("deploy/dev is
    fine", "staging is fine"); whole otherwise."""
    out = [part]
    for m in re.finditer(r",\s+", part):
        before = part[:m.start()]
        after = part[m.end():]
        if before.count("(") == before.count(")") and before.count("（") == before.count("）") and \
                (re.match(r"\s*`?(?:[\w.-]+/[\w./*-]*|\.[\w.-]+|[\w-]+\.[a-z]{1,5})`?\s", after) or
                 re.match(r"\s*`?[\w.*-]+`?\s+(?:is|are|sind|ist|est|sont|es|son|è|sono|é|são)\s", after, re.I)):
            return [before, *_comma_clauses(after)]
    return out


def _code_spans(text: str) -> list[str]:
    return [c.strip() for c in _CODE.findall(text)] + [q for q in re.findall(r"[\"“«]([^\"”»\n]{2,80})[\"”»]", text)]


_HOST_GLOB = rx(r"(?<![\w.])\*\.((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)", re.I)
_HOST_ALIAS = rx(r"\b(?:alias|aka|a\.k\.a\.|alias:|called|named|genannt|llamado|appelé)\s+[`'\"]?([a-z][\w.-]*)", re.I)


_HOST_NAME_GLOB = rx(r"(?<![\w./*-])((?:[a-z][a-z0-9]*-)+\*|\*(?:-[a-z0-9]+)+)(?![\w/*-]|\.\w)", re.I)
_LOOSE_HOST = rx(r"(?<![\w./@-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w/-]|\.\w)", re.I)


_HOST_RANGE = rx(r"(?<![\w.-])([a-z][a-z0-9-]*?)(\d+)\s*(?:\.\.\.?|…)\s*(?:\1)?(\d+)(?![\w.-])", re.I)


def _host_ranges(text: str) -> list[str]:
    """Hosts named as a numbered range: "prod-web-01..04" is prod-web-01, prod-web-02, prod-web-03, prod-web-04."""
    out: list[str] = []
    for m in _HOST_RANGE.finditer(text):
        first, last = int(m.group(2)), int(m.group(3))
        if first < last <= first + 64:
            out += [f"{m.group(1).lower()}{n:0{len(m.group(2))}d}" for n in range(first, last + 1)]
    return out


def _hosts(text: str, loose: bool = False) -> list[str]:
    """Host names (and patterns) a rule names. ``loose`` (a rule about connecting): also name patterns
    (``prod-*``) and hyphenated names set apart in parentheses, quotes or code (``(prod-db, db-main)``), and
    numbered ranges (``prod-web-01..04``)."""
    out: list[str] = [f"*.{m.group(1).lower()}" for m in _HOST_GLOB.finditer(text)
                      if m.group(1).rsplit(".", 1)[1].lower() not in _FILE_EXT]
    if loose:
        out += _host_ranges(text)
    out += [m.group(1).lower() for m in _HOST_ALIAS.finditer(text)]
    if re.search(r"\blocalhost\b", text, re.I):
        out.append("localhost")
    if loose:
        out += [m.group(1).lower() for m in _HOST_NAME_GLOB.finditer(text)]
        out += [f"*.{m.group(1).lower()}" for m in re.finditer(r"(?<![\w.])\*\.([a-z][a-z0-9-]{2,})(?![\w-]|\.\w)", text, re.I)
                if m.group(1).lower() not in _FILE_EXT and not re.fullmatch(r"[jt]sx?|vue|svelte|scss|less|rs|kt|swift|"
                                                                             r"dart|ex|exs|erl|hs|ml|clj|scala|lua|r",
                                                                             m.group(1), re.I)]
        for inner in [*_PAREN.findall(text), *_code_spans(text)]:
            out += [m.group(1).lower() for m in _LOOSE_HOST.finditer(inner) if m.group(1).lower() not in _HOST_STOP]
        out += [m.group(1).lower() for m in _LOOSE_HOST.finditer(text)  # "prod-db": named like a host
                if any(part in _HOST_PART for part in m.group(1).lower().split("-")) and m.group(1).lower() not in _HOST_STOP]
    for m in _HOST.finditer(text):
        token = m.group(1).lower().rstrip(".")
        if token in _HOST_STOP or token.split(".")[0] in _CODE_MODULES or text[m.end():m.end() + 1] == "(":
            continue  # shutil.rmtree, os.remove(...), fs.rmSync: code, not a host
        if "." in token and not re.fullmatch(r"[\d.]+", token):
            if token.rsplit(".", 1)[1] in _FILE_EXT or token.startswith("."):
                continue
        elif "." not in token:
            if not re.search(r"\d", token) or re.fullmatch(r"[a-z]+-\d+", token) and False:
                continue
            if re.search(r"(?:^|-)(?:rf|fr|f|r|u|uf|fu)$", token) or token.startswith(("rm-", "git-")):
                continue
        out.append(token)
    return list(dict.fromkeys(out))


_PROGRAMS = frozenset({"curl", "wget", "sh", "bash", "zsh", "python", "perl", "node", "sudo", "su", "doas", "git",
                       "rm", "ssh", "scp", "psql", "mysql", "main", "master", "develop"})


_CONVENTIONAL_FILE = rx(r"(?:[A-Z][a-z]+file|Containerfile|Justfile|LICENSE|CODEOWNERS|CHANGELOG)")


def _paths(text: str) -> list[str]:
    out: list[str] = []
    spans = _code_spans(text)
    tokens = [*spans, *re.split(r"[\s,;()\[\]{}<>（）、，「」]+", text)]
    for n, raw in enumerate(tokens):
        token = raw.strip().strip("`'\"“”«»").rstrip(".,;:!?").strip()
        if approx_number(token) or (n >= len(spans) and _bare_slash(token) and not bare_slash_is_path(token, text)):
            continue  # "~150 words", "km/h", "am/pm", "DD/MM/YYYY": no path (path_shape)
        token = re.sub(r"(?<=\w)-(?:Dateien|Datei|files?|Ordner|Verzeichnis(?:se)?)$", "", token)  # ".env-Dateien"
        if not token or " " in token or "://" in token or token in (".", "..", "/", "./", "*", "...", "…", "~"):
            continue
        if re.fullmatch(r"[\d.]+", token) or token.startswith("-") or "@" in token:
            continue
        if re.fullmatch(r"(?:\*\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}", token, re.I) and \
                token.rsplit(".", 1)[1].lower() not in _FILE_EXT:
            continue  # a host name (or a pattern of host names)
        if not ("/" in token or token.startswith((".", "~")) or "*" in token or _CONVENTIONAL_FILE.fullmatch(token) or
                ("." in token[1:] and token.rsplit(".", 1)[1].lower() in _FILE_EXT)):
            continue
        if re.fullmatch(r"(?:release|hotfix|feature|releases|bugfix)/[\w.*-]*", token) or token.endswith("/*") and \
                token.split("/")[0] in ("release", "releases", "hotfix"):
            continue
        parts = [p for p in token.split("/") if p]
        if not token.endswith("/") and len(parts) > 1 and (any(p.lower() in _PROGRAMS for p in parts) or
                                                           all(p.lower() in _CLIS for p in parts)):
            continue  # "curl/wget", "main/master": alternatives, not a path
        out.append(token)
    return list(dict.fromkeys(out))


def _bare_slash(token: str) -> bool:
    """A word with a slash inside and nothing else of a path: no root, no trailing slash, no glob, no extension."""
    return "/" in token.strip("/") and not token.startswith(("/", "./", "../", "~", ".")) and not token.endswith("/") \
        and "*" not in token and not ("." in token.rsplit("/", 1)[-1][1:] and
                                      token.rsplit(".", 1)[1].lower() in _FILE_EXT)


def _command_prefixes(spans: list[str]) -> list[str]:
    out = []
    for span in spans:
        words = [w for w in span.split() if w not in ("…", "...", "etc", "etc.")
                 and not re.fullmatch(r"[<{\[].*[>}\]]|[A-Z_]{3,}", w)]  # <pkg>, {file}, PKG: placeholders
        if words and _COMMAND_HEAD.match(words[0]) and not words[0].startswith((".", "~")) and "/" not in words[0]:
            out.append(" ".join(words[:6]))
    return out


_COMMIT_WORDS = rx(r"(?<![A-Za-z])commit\w*|\bcomite\w*|\bcomitt?\w*|コミット|提交|коммит\w*", re.I)
_COMMIT_MESSAGE = rx(r"commit[- ]?(?:message|msg|nachricht|subject|bericht|meldung|text)|messages? (?:de|du|des) commits?|"
                             r"mensajes? de(?:l)? commits?|mensage(?:m|ns) de commits?|messagg(?:io|i) di commits?|"
                             r"コミットメッセージ|提交信息", re.I)
_PUSH_WORDS = rx(r"(?<![A-Za-z])push\w*|\bpouss\w*|\bempuj\w*|プッシュ|推送|пуш\w*", re.I)
_DELETE_WORDS = rx(r"\b(?:delet\w*|remov\w*|drop\w*|supprim\w*|efface\w*|lösch\w*|entfern\w*|borr\w*|elimin\w*|"
                           r"apag\w*|exclu\w*|cancell\w*|rimuov\w*)\b|削除|消さ|删除|удал\w*", re.I)
_BRANCH_NOUNS = rx(r"\bbranch\w*|\brama\w*|\bbranche\w*|\bZweig\w*|\bramo\b|\bramos\b|ブランチ|分支|ветк\w*", re.I)
_TAG_NOUNS = rx(r"\btags?\b|\betiqueta\w*|\bétiquette\w*|\betichett\w*|タグ|标签|тег\w*", re.I)
_REMOTE_WORDS = rx(r"\bremot\w*|\bdistant\w*|\bentfernt\w*|\bRemote\w*|\bupstream\b|\borigin\b|\bon (?:github|gitlab)|"
                           r"リモート|远程|удал[её]нн\w*", re.I)
_LOCAL_WORDS = rx(r"\blocal\w*|\blokal\w*|ローカル|本地|локальн\w*", re.I)
_BRANCH_GLOB = rx(r"(?<![\w./-])([a-z][\w.-]*/(?:\*|[\w.-]+|<[^<>/\s]{1,20}>))(?![\w/-])", re.I)


_DEFAULT_BRANCH = rx(r"\bdefault branch|\bbranche (?:par défaut|principale)|\bStandard-?Branch|\bHauptbranch|"
                             r"\brama (?:predeterminada|principal|por defecto)|\bbranch (?:padrão|principal)|"
                             r"デフォルトブランチ|默认分支", re.I)


def _branches(text: str) -> tuple[str, ...]:
    """Branch names and patterns a rule names: the usual long-lived ones, and ``prefix/*`` patterns."""
    found = [b.lower() for b in BRANCH_WORDS.findall(text)]
    if _DEFAULT_BRANCH.search(text):
        found += ["main", "master"]
    for m in _BRANCH_GLOB.finditer(text):
        name = m.group(1).rstrip(".")
        name = name + "*" if name.endswith("/") else name  # "under sandbox/": sandbox/*
        if _BRANCH_NOUNS.search(text) or name.endswith("/*"):
            found.append(name)
    return tuple(dict.fromkeys(found))


_EXISTING = rx(r"\b(?:existing|already (?:written|applied)|existantes?|bestehende\w*|vorhandene\w*|existentes?|"
                       r"esistenti|istniejąc\w*|существующ\w*|bestaande)\b|既存|已有|现有|現有|既有|已存在|已经存在|기존", re.I)
_FOLDER = r"(?:folder|directory|dir|dossier|répertoire|Ordner|Verzeichnis|carpeta|directorio|pasta|diretório|cartella)"
# "migrations 目录下", "node_modules 内の", "src フォルダ", "tests 폴더": the folder word or place after the name (the
# directory of that very name: a file named after it, docs/migrations.md, is not in it)
_CJK_DIR = rx(r"(?<![\w./-])([A-Za-z_][\w.-]{1,40})/?\s*(?:目录|文件夹|ディレクトリ|フォルダ|디렉터리|디렉토리|폴더|"
                      r"内の|の中|配下|下的|里的|以下の)")
_NAMED_DIRS = (rx(rf"\b{_FOLDER}\s+[`'\"]?([A-Za-z_][\w-]{{1,40}})", re.I),
               rx(rf"\b([A-Za-z_][\w-]{{1,40}})[`'\"]?\s+{_FOLDER}\b", re.I),
               rx(r"\b(?:existing|bestehende\w*|vorhandene\w*)\s+([A-Za-z_][\w-]{2,40})", re.I),
               rx(r"\b([A-Za-z_][\w-]{2,40})\s+(?:existantes?|existentes?|esistenti)\b", re.I),
               # "migrations 目录下", "node_modules 内の", "src フォルダ", "tests 폴더": the folder word or place after the name
               _CJK_DIR,
               # "files in node_modules", "plików w node_modules", "файлы в node_modules": a name no word has
               # (an underscore or a hyphen in it) after the files' noun and "in"
               rx(r"\b(?:files?|fichiers?|Dateien|archivos|arquivos|file|pliki|plików|файл\w*|bestanden)\s+"
                          r"(?:in|inside|under|within|dans|im|en|em|nel|w|во?|onder)\s+(?:the\s+)?[`'\"]?"
                          r"([A-Za-z][\w]*[_-][\w-]+)", re.I))
_NOT_A_DIR = frozenset({"the", "a", "an", "any", "this", "that", "le", "la", "les", "du", "de", "des", "der", "die", "das",
                        "den", "el", "los", "las", "o", "os", "a", "il", "lo", "gli", "your", "my", "our", "project",
                        "root", "home", "same", "whole", "entire", "files", "file", "code", "fichiers", "Dateien",
                        "archivos", "arquivos", "cualquier", "whatever", "every", "each", "nel", "nella", "no", "not"})


def _named_dirs(text: str) -> tuple[str, ...]:
    """Directories a rule names by word: "the migrations folder", "le dossier migrations", "existing
    migrations" (any path part starting with the word's stem: migrations/, Migrationen/)."""
    out: list[str] = []
    for word in (m.group(1) for pattern in _NAMED_DIRS for m in pattern.finditer(text)):
        if word.lower() in _NOT_A_DIR or _FOLDER_WORD.fullmatch(word):
            continue
        if any(m.group(1) == word for m in _CJK_DIR.finditer(text)):
            out.append(word + "/")
            continue
        if len(word) <= 7 or re.search(r"[_.-]", word):
            out.append(word.lower())
        else:  # the word's stem: "migration(s)" is any migrat* part (migrate/, migrations/, Migrationen/)
            stem = re.sub(r"(?:ionen|ions?|es|en|s)$", "", word.lower()) if len(word) > 8 else word.lower()
            out.append(f"{stem[:7] if len(stem) >= 5 else word.lower()[:7]}*")
    return tuple(dict.fromkeys(out))


_FOLDER_WORD = rx(_FOLDER, re.I)


# "never commit or push to main", "nie auf main committen oder pushen": two verbs, each forbidden there (in "never
# push commits to main" the commit is what is pushed)
_COMMIT_OR_PUSH = rx(r"\b(?:commit\w*|committ\w*|コミット)\s*(?:,|/|\bor\b|\band\b|\bnor\b|\boder\b|\bund\b|\bou\b|"
                             r"\bet\b|\bo\b|\by\b|\bni\b|\be\b|や|も)\s*(?:\w+\s+)?(?:push|pouss|プッシュ)\w*|"
                             r"\bpush\w*\s*(?:,|/|\bor\b|\band\b|\bnor\b|\boder\b|\bund\b|\bou\b|\bet\b|\bo\b|\by\b|\bni\b|"
                             r"\be\b)\s*(?:\w+\s+)?commit\w*", re.I)


def _git_rules(forbid: str, allow: str, rules: list[ToolRule], kinds: list[str]) -> None:
    """Rules on git's shared state: commits made on a branch, pushes (plain), branches and tags deleted."""
    commit_branches = tuple(dict.fromkeys(
        b for sentence in _sentences(forbid) if _COMMIT_WORDS.search(sentence) and not _COMMIT_MESSAGE.search(sentence)
        and (not _PUSH_WORDS.search(sentence) or _COMMIT_OR_PUSH.search(sentence)) for b in _branches(sentence)))
    if commit_branches:  # "never commit directly to main": a commit made while main is checked out
        # "feature/xxx", "feature/<name>": a placeholder names the pattern
        allowed = tuple(dict.fromkeys(re.sub(r"/(?:x{2,}|<[^<>/]*>|\.\.\.|name|nom|nombre|nome)$", "/*", b, flags=re.I)
                                      for b in _branches(allow)))
        if any("*" in b for b in allowed) and any(_USE.search(x) and not _NEG.search(x) for x in _sentences(allow)):
            # "...; usa ramas feature/...": the branches to use are named by a pattern, so a commit on any other
            # known branch breaks it too (a commit on a branch not known here stays unjudged)
            commit_branches = (*commit_branches, "*")
        rules.append(ToolRule("commit", branches=commit_branches, allow_branches=allowed))
        kinds.append("no_commit_on_branch")
    tag_push = bool(_PUSH_WORDS.search(forbid) and _TAG_NOUNS.search(forbid) and not _BRANCH_NOUNS.search(forbid) and
                    not _FORCE_PUSH.search(forbid) and not _DELETE_WORDS.search(forbid))
    if tag_push:  # "never push tags unless I ask": a push carrying tags (`--tags`, `--follow-tags`, `v1.2`)
        rules.append(ToolRule("push", refs=("tag",)))
        kinds.append("no_push_tags")
    # "don't push to main directly. and never force push": each sentence its own prohibition; the plain push
    # is read from the sentences that do not force
    plain = " ".join(s for s in _clauses(forbid) if not _FORCE_PUSH.search(s)) if len(_clauses(forbid)) > 1 else forbid
    text = plain if _NEG.search(plain) else forbid
    if _PUSH_WORDS.search(text) and not _FORCE_PUSH.search(text) and (not tag_push or _branches(text)) and \
            (re.search(r"\bgit\b", text, re.I) or _BRANCH_NOUNS.search(text) or
             re.search(r"(?<![A-Za-z0-9_-])(?:main|master|develop|trunk)(?![A-Za-z0-9_-])", text)) and \
            not re.search(r"\b(?:images?|docker|registr\w*|packages?|npm|pypi|artifacts?|crates?|gems?|containers?)\b",
                          text, re.I) and \
            not _SECRET_WORDS.search(text) and not _paths(text):  # "never push .env": a file, not a push rule
        rules.append(ToolRule("push", branches=_branches(text), allow_branches=_branches(allow)))
        kinds.append("no_push")
    if _DELETE_WORDS.search(forbid) and (_BRANCH_NOUNS.search(forbid) or _TAG_NOUNS.search(forbid)) and \
            not _PUSH_WORDS.search(forbid):
        refs = tuple(r for r, words in (("branch", _BRANCH_NOUNS), ("tag", _TAG_NOUNS)) if words.search(forbid))
        remote_only = bool(_REMOTE_WORDS.search(forbid) or _LOCAL_WORDS.search(allow))
        rules.append(ToolRule("delete_ref", refs=refs, remote_only=remote_only, branches=_branches(forbid)))
        kinds.append("no_delete_ref")


_INSIDE = rx(r"\b(?:in|inside|within|under|into|dans|à l'intérieur d[eu]|sous|in|innerhalb|unter|dentro(?: de)?|en|bajo|"
                     r"em|nel|nella|sotto)\b|の中|の下|配下|以下|内|里", re.I)
_PROJECT_ENV = rx(r"\b(?:venv|virtualenv|virtual env\w*|\.venv|node_modules|locally|local(?:ly)?|project|projet|"
                          r"Projekt\w*|proyecto|projeto|progetto|entorno virtual|environnement virtuel)\b|仮想環境|ローカル", re.I)


_BEFORE = rx(r"\b(?:before|prior to|avant(?: de| d'| chaque| tout)?|vor(?: jedem| jeder| dem| einem)?|"
                     r"antes de(?: cada| hacer| un)?|prima di(?: ogni| fare)?|antes d[eo]s?|"
                     r"without (?:first )?(?:running|having run)|sans (?:avoir )?(?:lancé|exécuté)|ohne (?:vorher )?\S+ "
                     r"(?:auszuführen|laufen zu lassen)|sin (?:antes )?(?:ejecutar|correr|pasar)|sem (?:antes )?rodar|"
                     r"senza (?:aver )?(?:eseguito|lanciato)|перед)\b|(?:する)?前に|之前", re.I)
_GUARDED = (("git commit", rx(r"(?<![A-Za-z])commit\w*|\bcomit\w*|\bкоммит\w*|コミット|提交", re.I)),
            ("git push", rx(r"(?<![A-Za-z])push\w*|\bpouss\w*|\bempuj\w*|プッシュ|推送", re.I)))
_TESTS_WORDS = rx(r"\btests?\b|\btest suite\b|\btest-?suite\b|\bles tests\b|\bTests\b|\bpruebas\b|\btestes\b|"
                          r"\bтест\w*|テスト|测试", re.I)


def _precondition(text: str) -> ToolRule | None:
    """ "Before any git commit run `make lint`", "run the tests before you push", "Vor jedem Commit
    `make lint` ausführen": the guarded action, and what must run before it (in the same call, chained,
    or earlier in the turn)."""
    if _NEG.search(text) and not re.search(r"\b(?:without|sans|ohne|sin|sem|senza)\b", text, re.I):
        return None
    before = _BEFORE.search(text)
    if not before or not _RUN_WORDS.search(text):
        return None
    guarded = [cmd for cmd, words in _GUARDED if words.search(text)]
    if len(guarded) != 1:
        return None
    required = [c for c in _command_prefixes(_code_spans(text)) if not c.startswith(guarded[0])]
    if not required and _TESTS_WORDS.search(text.replace("test suite", "tests")):
        required = ["<tests>"]
    if not required:
        return None
    return ToolRule("precondition", commands=tuple(guarded), requires=tuple(dict.fromkeys(required[:4])))


_NOTHING_ELSE = rx(r"(?:\s[-—–,]\s*|\b(?:and|et|und|y|e)\s+)?(?:\bnothing else\b|\brien d'autre\b|\bsonst nichts\b|"
                           r"\bnichts anderes\b|\bnada más\b|\bnient'altro\b|\bmais nada\b|\bnada mais\b|それ以外はダメ)",
                           re.I)


def _only_rules(text: str) -> ParsedToolRules:
    """A rule said as a scope ("only write inside /srv/app", "only talk to *.internal hosts", "run only
    the unit tests", "install packages only into the venv"): everything outside the scope is forbidden."""
    rules: list[ToolRule] = []
    kinds: list[str] = []
    if _TEST_SUITE.search(text) or (re.search(r"\btests?\b|テスト|pruebas|testes", text, re.I) and _RUN_WORDS.search(text)):
        rules.append(ToolRule("test_run", allow_paths=tuple(_only_paths(text) or _paths(text))))
        kinds.append("no_full_test_suite")
    elif _INSTALL_WORDS.search(text) and _PROJECT_ENV.search(text):
        rules.append(ToolRule("global_install"))
        kinds.append("no_global_install")
    elif _CONNECT_WORDS.search(text) or re.search(r"\btalk\w*|\bcall\w*|\bparle\w*|\bsprich\w*|\bhabla\w*|\bfetch\w*|"
                                                  r"\bdownload\w*|\bbrowse\w*|\bvisit\w*|\brequest\w*", text, re.I):
        hosts = _hosts(text, loose=True)
        if hosts:
            bare = tuple(h[2:] for h in hosts if h.startswith("*."))
            rules.append(ToolRule("host", hosts=("*",), allow_hosts=tuple(dict.fromkeys([*hosts, *bare])),
                                  via=() if _ANY_MEANS.search(text) else _via(text)))
            kinds.append("no_host")
    if not rules and re.search(r"\bSELECT\b", text):  # "only SELECT queries against the database"
        rules += database_rules(text, text, _environments(text))
        kinds += [f"no_{r.intent}" for r in rules]
    if not rules and _WRITE_WORDS.search(text) and _INSIDE.search(text):
        roots = tuple(p for p in _paths(text) if "*" not in p)
        if roots:
            rules.append(ToolRule("write_path", outside=roots))
            kinds.append("no_write_path")
    return ParsedToolRules(rules, kinds)


def _with_carve_outs(only: ParsedToolRules, rest: str) -> ParsedToolRules:
    """A write scope and what the rule then keeps out of it ("only edit inside src/ — tests/ and migrations/ are
    off limits", "nur in src/ schreiben; tests/ nie anfassen"): the folders a negated clause after the scope names
    are forbidden wherever they lie, inside the scope too."""
    scoped = [r for r in only.rules if r.intent == "write_path" and r.outside]
    if not scoped:
        return only
    roots = set(scoped[0].outside)
    kept = tuple(dict.fromkeys(p for clause in re.split(r"\s[-—–]\s|[;.:。]\s*", rest) if _NEG.search(clause)
                               for p in _paths(clause) if p not in roots and "*" not in p))
    if not kept:
        return only
    return ParsedToolRules([*only.rules, ToolRule("write_path", paths=kept)], [*only.kinds, "no_write_path"])


_READ_ONLY = rx(r"\bread[- ]?only\b|\blecture seule\b|\bschreibgeschützt\b|\bnur (?:zum )?lesen\b|"
                        r"\bs[oó]lo (?:de )?lectura\b|\b(?:somente|apenas) (?:de )?leitura\b|\bsola lettura\b|"
                        r"\bsolo (?:in )?lettura\b|読み取り専用|只读", re.I)
# "Terraform: plan is fine, never apply", "Terraform：…", "Terraform — …", "With terraform, …", "Avec terraform : …"
_TOPIC = rx(r"^\s*(?:(?:with|for|in|avec|pour|mit|bei|für|con|para|com|per)\s+)?`?([a-z][\w-]*)`?\s*(?::|：|—|–|\s-\s|,)",
            re.I)
_NEGATED_WORDS = rx(r"\b(?:never|don'?t|do not|no|not|jamais|nie|niemals|nunca|mai|não)\s+"
                            r"([a-z][\w-]*(?:\s*(?:,|/|\bor\b|\band\b|\bni\b|\bnor\b|\boder\b|\bou\b|\bo\b)\s*[a-z][\w-]*)*)",
                            re.I)


# the negation after the word in Japanese, Korean and Chinese: "apply は禁止", "apply 금지", "apply 不要"
_WORDS_NEGATED = rx(r"(?<![\w-])([a-z][\w-]*)\s*(?:は|を|も|은|는|을|를)?\s*(?:禁止|ダメ|だめ|NG|しないで|実行しないで|"
                    r"使わないで|금지|하지\s*마|不要|别|禁用)", re.I)


def _fallback_rules(text: str, forbid: str, allow: str) -> list[ToolRule]:
    """Rules of a text nothing more specific read: paths declared read-only; the subcommands a rule
    forbids under a program it names as its topic ("terraform: plan is fine, NEVER apply or destroy");
    migrations run at all ("Não rode migrações no banco sem me perguntar antes")."""
    rules: list[ToolRule] = []
    paths = _paths(text) or list(class_paths(text))
    if _READ_ONLY.search(text) and paths:
        rules.append(ToolRule("write_path", paths=tuple(paths)))
    topic = _TOPIC.match(text)
    if topic and topic.group(1).lower() in _CLIS:
        program = topic.group(1).lower()
        words = [w.lower() for m in [*_NEGATED_WORDS.finditer(forbid), *_WORDS_NEGATED.finditer(forbid)]
                 for w in re.findall(r"[a-z][\w-]*", m.group(1), re.I) if w.lower() not in _STOP_WORDS]
        if words:
            rules.append(ToolRule("command", commands=tuple(dict.fromkeys(f"{program} {w}" for w in words)),
                                  allow_commands=tuple(c for c in _cli_phrases(f"{program} " + allow) if c != program)))
    if _MIGRATION_WORDS.search(forbid) and _RUN_WORDS.search(forbid):
        rules.append(ToolRule("migrate", hosts=("*",)))
    return rules


_CJK = "\u3040-\u30ff\u3400-\u9fff\uff01-\uff60\uac00-\ud7af"
# (a full stop after a Korean or Japanese word ends the sentence: it is no path glued to the word)
_CJK_JOIN = rx(rf"(?<=[A-Za-z0-9_`~./*-])(?=[{_CJK}])|(?<=[{_CJK}])(?=[A-Za-z0-9_`~/*-]|\.(?!\s|$))")


def parse_tool_rules(text: str) -> ParsedToolRules:
    """The tool rules a pin's text states (none when it forbids nothing memlock can read). A rule whose
    exception is the user's say-so ("without asking me first") gets ``consent`` on every part."""
    if not isinstance(text, str):
        return ParsedToolRules([], [])
    rules, kinds = _parse_tool_rules_memo(text)
    return ParsedToolRules(list(rules), list(kinds))


@functools.lru_cache(maxsize=256)
def _parse_tool_rules_memo(text: str) -> tuple[tuple[ToolRule, ...], tuple[str, ...]]:
    """:func:`parse_tool_rules` memoized by text (its rules are immutable; the lists are copied per call)."""
    parsed = _read_tool_rules(text)
    if pushed_scope(text) and any(rewrites_history(r.intent, r.commands) for r in parsed.rules):
        # "don't amend commits that have already been pushed": "pushed" says which commits, it bans no push
        plain = [i for i, r in enumerate(parsed.rules) if r.intent in ("push", "commit") and not
                 (r.branches or r.commands or r.refs or r.paths or r.hosts)]
        parsed = ParsedToolRules([r for i, r in enumerate(parsed.rules) if i not in plain],
                                 [k for i, k in enumerate(parsed.kinds) if i not in plain])
    if local_only(text) and any(r.intent == "host" and r.hosts == ("*",) for r in parsed.rules):
        # an allow-list that names localhost: the loopback addresses are the same machine (127.0.0.1, ::1)
        widened = [replace(r, allow_hosts=tuple(dict.fromkeys((*r.allow_hosts, *LOCAL_NAMES))))
                   if r.intent == "host" and r.hosts == ("*",) and set(r.allow_hosts) & set(LOCAL_NAMES) else r
                   for r in parsed.rules]
        return tuple(widened), tuple(parsed.kinds)
    if local_only(text):
        # "only use localhost, never remote servers" (not read, or read as a ban on localhost): every host but this
        # machine's; a rule already read as an allow-list keeps its own scope ("ni curl ni wget ... localhost uniquement")
        kept = [r for r in parsed.rules if not (r.hosts and set(r.hosts) <= set(LOCAL_NAMES))]
        local = ToolRule("host", hosts=("*",), allow_hosts=LOCAL_NAMES, consent=any(r.consent for r in parsed.rules) or
                         has_consent_clause(text))
        return (*kept, local), (*(k for r, k in zip(parsed.rules, parsed.kinds) if r in kept), "no_host")
    return tuple(parsed.rules), tuple(parsed.kinds)


def _read_tool_rules(text: str) -> ParsedToolRules:
    items = list_items(text)
    if items:  # "- no force push\n- branches must be named feat/*": each item a rule of its own (rule_items)
        read = [_read_tool_rules(item) for item in items]
        return ParsedToolRules([r for p in read for r in p.rules], [k for p in read for k in p.kinds])
    text = as_without_consent(text)  # "deploys only with my go-ahead": "without my approval" (consent_only)
    base = _consent_by_sentence(text) or _read_tool_rules_plain(text, options=True)
    return _with_content(_read_only_git(_with_volumes(_ssh_family(base), text), text), text)


def _with_content(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """Rules judged on what a call writes or runs (:mod:`tool_content`): tests disabled, images left unpinned."""
    scoped = scoped_rules(text, parsed.rules)
    if scoped is not None:  # "in CI config files use npm ci, never npm install": what those files run
        parsed = ParsedToolRules(scoped, [f"no_{r.intent}" for r in scoped])
    more = [r for r in content_rules(text) if r not in parsed.rules]
    if not more:
        return parsed
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds) if not replaced_by(r, more)]
    return ParsedToolRules([*(r for r, _k in kept), *more], [*(k for _r, k in kept), *(f"no_{r.intent}" for r in more)])


def _consent_by_sentence(text: str) -> ParsedToolRules | None:
    """"não mexa em infra/ sem eu pedir. e nunca rode terraform apply": the user's say-so lifts the sentence it is
    said in, not the other one, which bans outright. Read sentence by sentence when some sentences carry a consent
    clause and others do not, and each says a rule of its own (a bare "Ask me first." lends its consent to the
    rule before it, so the text is read whole then)."""
    if not has_consent_clause(text):
        return None
    parts = [p for p in _sentences(text) if p.strip()]
    if len(parts) < 2 or all(has_consent_clause(p) for p in parts):
        return None
    if any(not has_consent_clause(p) and (not _NEG.search(p) or _ONLY.search(p)) for p in parts):
        return None  # "only edit src/. never touch tests/ unless I say so": a scope the exception reaches too
    if any(asks_when_needed(p) and not _NEG.search(p) for p in parts):
        return None  # "no rm -rf. If you need to delete something, ask me.": the request reaches the ban before it
    read = [_read_tool_rules_plain(p, options=True) for p in parts]
    if any(not r.rules for r in read):
        return None
    return ParsedToolRules([x for r in read for x in r.rules], [k for r in read for k in r.kinds])


def _read_only_git(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"only run read-only git commands", "nie rób nic z gałęzią release/*, tylko czytaj": git, or a branch, kept
    read-only (:mod:`git_readonly`): what changes it breaks the rule."""
    more = [git_read_only_rule()] if read_only_git(text) else []
    branches = read_only_branches(text)
    more += branch_rules(branches) if branches else []
    more = [r for r in more if r not in parsed.rules]
    if not more:
        return parsed
    return ParsedToolRules([*parsed.rules, *more], [*parsed.kinds, *(f"no_{r.intent}" for r in more)])


def _with_volumes(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"no docker system prune or deleting volumes": the volumes removed, said in words (:mod:`container_volumes`)."""
    if not (_NEG.search(text) or has_consent_clause(text)) or not names_volume_removal(text) or \
            any(removes_volumes(c) for r in parsed.rules for c in r.commands):
        return parsed
    rule = ToolRule("command", commands=VOLUME_COMMANDS, consent=has_consent_clause(text))
    return ParsedToolRules([*parsed.rules, rule], [*parsed.kinds, "no_command"])


def _ssh_family(parsed: ParsedToolRules) -> ParsedToolRules:
    """"no ssh", "never ssh into the box": a session opened on another machine over ssh, by whichever of its
    programs (``scp``, ``sftp``, ``rsync`` to a remote path), not only the ``ssh`` binary."""
    if not any(r.intent == "command" and r.commands == ("ssh",) and not r.allow_commands for r in parsed.rules):
        return parsed
    rules = [ToolRule("host", hosts=("*",), via=_VIA["ssh"], consent=r.consent, when_said=r.when_said,
                      unless_said=r.unless_said)
             if r.intent == "command" and r.commands == ("ssh",) and not r.allow_commands else r for r in parsed.rules]
    return ParsedToolRules(rules, ["no_host" if r.intent == "host" and r not in parsed.rules else k
                                   for r, k in zip(rules, parsed.kinds)])


def _read_tool_rules_plain(text: str, options: bool = False) -> ParsedToolRules:
    text = mend_typos(_CJK_JOIN.sub(" ", text))  # "sudoは使わないで": a word glued to Japanese or Chinese is a word of its own
    text = mark_negative_imperatives(text)  # "DROP çalıştırma": the Turkish "don't" is a suffix on the verb
    text = without_reasons(text)  # "no force pushes ever, rewriting shared history burned us": why, not the scope
    swaps = swap_pairs(text, is_known_program)
    if swaps:  # "rg instead of grep -r, and fd instead of find": each swap a rule of its own (tool_swaps)
        return ParsedToolRules([ToolRule("command", commands=(r,), allow_commands=(w,)) for w, r in swaps],
                               ["no_command" for _ in swaps])
    direct = direct_call_rule(text, is_known_program)
    if direct:  # "run with `make migrate`, never alembic directly": the program refused, the wrapper fine (direct_calls)
        return ParsedToolRules([ToolRule("command", commands=direct[0], allow_commands=(direct[1],))], ["no_command"])
    text = _INSTEAD_OF.sub(_instead_as_not, swap_order.refused_first_as_use_not(text))  # "use trash instead of rm",
    # "rm ではなく trash を使って": "use trash, not rm"
    flagged = _with_refused_flags(text) if options else None
    if flagged is not None:  # "y nada de --skip-tests": the option refused, the rest read on its own
        return flagged
    consent = has_consent_clause(text)
    ordered = _ordered_commands(text)
    if ordered is not None:  # "always run terraform plan before terraform apply, and never -auto-approve"
        return ordered
    only_flags = [] if _NEG.search(text) else required_flag_rules(text)
    if only_flags:  # "kubectl only with --context staging unless I say prod": a flag asked for, nothing forbidden
        return ParsedToolRules(with_consent(only_flags) if consent else only_flags, ["require_flag" for _ in only_flags])
    scope = _only_rules(split_exceptions(text)[0] or text) if consent and not _NEG.search(text) and _ONLY.search(text) \
        else ParsedToolRules([], [])
    if consent and not _NEG.search(text) and not scope.rules:
        # "If a command needs sudo, ask me first": the consent clause is the prohibition; the readers of
        # objects (privilege, hosts, paths, ...) look for a negated sentence, so give them one (not for a scope:
        # "only write inside ./src unless I say otherwise" forbids what is outside it)
        text = "Don't: " + text
    parsed = scope if scope.rules else _parse_tool_rules(text)
    if not parsed.rules and (_NEG.search(text) or consent or _READ_ONLY.search(text)):
        # nothing more specific: the acts and plain verbs it names ("don't publish to npm", "never push",
        # "ask before deleting anything", "terraform: never apply or destroy", "vendor/ is read-only")
        forbid, allow = split_exceptions(text) if _NEG.search(text) else (text, "")
        forbid = forbid or text
        bare = [*_fallback_rules(text, forbid, allow), *act_rules(forbid, allow), *bare_action_rules(forbid)]
        have = {r.intent for r in bare}  # "ask before any command that changes something": every change
        bare += [r for r in mutating_rules(forbid) if r.intent not in have]
        bare += _class_rules(text, forbid, bare)
        parsed = ParsedToolRules(bare, [f"no_{r.intent}" for r in bare])
    elif consent and parsed.rules and not any(r.paths or r.hosts or r.branches for r in parsed.rules):
        # "Ask me before deleting anything (rm, git clean, DROP TABLE...)": the examples gave rules of their own,
        # the plain verb and its object ("deleting anything") one more that the examples do not replace
        forbid = split_exceptions(text)[0] or text
        have = {r.intent for r in parsed.rules}
        narrower = {"delete": {"recursive_delete"}, "push": {"force_push"}, "install": {"global_install"},
                    "commit": {"push"}}  # "never force-push": not every push; "never commit or push to main": scoped
        more = [r for r in bare_action_rules(forbid) if r.intent not in have and not have & narrower.get(r.intent, set())]
        if more:
            parsed = ParsedToolRules([*parsed.rules, *more], [*parsed.kinds, *(f"no_{r.intent}" for r in more)])
    flags = [r for r in required_flag_rules(text) if r not in parsed.rules]
    if flags:  # "always run pytest with -x", "kubectl: always pass --context staging"
        parsed = ParsedToolRules([*parsed.rules, *flags], [*parsed.kinds, *("require_flag" for _ in flags)])
    parsed = _network_examples(_with_choice(_with_runner(parsed, text), text), text)
    if consent and parsed.rules:
        parsed = ParsedToolRules(with_consent(parsed.rules), parsed.kinds)
    return parsed


def _with_refused_flags(text: str) -> ParsedToolRules | None:
    """A clause refusing a long option (:mod:`refused_flags`) that the readers do not read as that option banned
    (nothing, or the program it is given to banned whole: "git commit 할 때 --no-verify 쓰지 마세요"): the clause is
    the option's ban, the rest of the text read as a rule of its own; None when no clause needs it."""
    refused = refused_flag_clauses(text, _cli_phrases, _FLAG_OWNERS)
    if not refused:
        return None
    rest = text
    for clause, _commands in refused:
        rest = rest.replace(clause, " ")
    rest = rest.strip(" ,;.")
    parsed = _read_tool_rules(rest) if _ALNUM.search(rest) else ParsedToolRules([], [])
    mine = {c for _clause, commands in refused for c in commands}
    extra = [r for r in _read_tool_rules_plain(text).rules if r not in parsed.rules]
    if any(r.intent == "command" and mine <= set(r.commands) for r in extra):
        return None  # read already: the option itself banned ("nunca uses git commit --no-verify")
    for clause, _commands in refused:
        bare = _read_tool_rules_plain(_FLAG_WORD.sub(" ", clause))
        if any(r.intent != "command" for r in bare.rules):
            return None  # the clause bans an act of its own, the option its example ("never skip hooks, no --no-verify")
    rules = [ToolRule("command", commands=commands) for _clause, commands in refused]
    return ParsedToolRules([*parsed.rules, *rules], [*parsed.kinds, *("no_command" for _ in rules)])


_ALNUM = rx(r"\w{3,}")
_FLAG_WORD = rx(r"(?<![\w-])--?[a-z][\w-]*", re.I)


# a class of calls by what they reach: "no network commands (curl, wget, pip install...)", "rien qui passe par le
# réseau", "keine Netzwerkzugriffe", "nada de red", "ネットワークを使うコマンドは禁止"
_NETWORK = rx(r"\bnetwork\w*|\binternet\b|\bonline\b|\bréseau\w*|\bNetz\w*|\bred\b|\brete\b|\brede\b|\bnetwerk\w*|"
              r"ネットワーク|网络|網路|네트워크", re.I)
_NETWORK_CLIENTS = frozenset({"curl", "wget", "pip", "pip3", "npm", "yarn", "pnpm", "git", "ssh", "scp", "rsync", "http",
                              "httpie", "xh", "apt", "apt-get", "brew", "gem", "cargo", "go", "docker", "uv", "poetry"})


# the network named as the class of calls forbidden (not a network a call merely mentions)
_NETWORK_CLASS = rx(r"\bnetwork(?:ing)?[\s-]+(?:commands?|calls?|access\w*|requests?|traffic|activity|tools?|I/?O)\b|"
                    r"\b(?:commands?|calls?|access|requests?)\s+(?:to|over|on)\s+the\s+(?:network|internet)\b|"
                    r"\binternet\s+(?:access|calls?|requests?)\b|"
                    r"\b(?:comandi|chiamate|accesso|accessi)\s+(?:di|alla|in)\s+rete\b|"
                    r"\b(?:commandes?|appels?|accès|requêtes?)\s+(?:au\s+|sur\s+le\s+)?réseau\b|"
                    r"\bNetzwerk-?(?:zugriff|befehl|aufruf|verkehr|anfrage)\w*|"
                    r"\b(?:comandos?|llamadas?|acceso|peticiones)\s+(?:de|a\s+la)\s+red\b|"
                    r"\b(?:comandos?|chamadas?|acesso)\s+(?:de|à)\s+rede\b|"
                    r"ネットワーク(?:アクセス|を使|に接続|通信)|网络(?:请求|访问|命令)|네트워크\s*(?:접근|명령|호출)", re.I)


def _network_examples(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """A rule against the network that names programs as examples of it ("(curl, wget, pip install...)"): the class
    is judged by what a call reaches (the host rule: any host but this machine), so the examples are not banned
    by name (``pip install --no-index --find-links ./wheels`` reaches nothing)."""
    if not _NETWORK.search(text) or not any(r.intent == "host" and r.hosts == ("*",) for r in parsed.rules):
        return parsed
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent == "command" and not r.hosts and all(c.split()[0] in _NETWORK_CLIENTS for c in r.commands))
            and not (r.intent == "install" and not (r.paths or r.hosts or r.new_only))]
    return ParsedToolRules([r for r, _k in kept], [k for _r, k in kept])


# the whole suite named: a rule about running all of it, whichever way ("not the full suite, and only via make test")
_WHOLE = rx(r"\b(?:full|whole|entire|all|complete|toute?s?|ganze\w*|gesamte\w*|complet\w*|enti\w+|tod[ao]s?)\b|全部|全体",
            re.I)


def _with_runner(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """A rule that runs the tests one way only (:mod:`runner_choice`): the runners run directly break it, the wanted
    command (however it is passed arguments) is fine; what the readers made of its name goes."""
    wanted = wanted_runner(text)
    if not wanted:
        return parsed
    words = {w.lower() for w in wanted.split()}
    runners = {r.split()[0] for r in DIRECT_RUNNERS} | {"python"}
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent == "command" and not r.hosts and all(c.split()[0] in words | runners for c in r.commands))
            and not (r.intent == "test_run" and any(p.rstrip("*").lower() in words for p in r.paths))
            and not (r.intent == "test_run" and not r.paths and not r.allow_paths and not _WHOLE.search(text))]
    rule = ToolRule("command", commands=DIRECT_RUNNERS, allow_commands=(wanted,))
    return ParsedToolRules([*(r for r, _k in kept), rule], [*(k for _r, k in kept), "no_command"])


def _with_choice(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """A rule that picks one tool over others (:mod:`tool_choice`): the refused programs, run other than through a
    wanted one, break it; a command the readers made of a program's name and the prose after it ("uv verwenden")
    gives way to it."""
    choice = tool_choice.exclusive_choice(text)
    if choice is None:
        return parsed
    named = set(choice.refused) | {w.split()[0] for w in choice.wanted}
    install = bool(_INSTALL_WORDS.search(text))
    refused = [f"{p} {sub}" if install and p in _PACKAGE_MANAGERS else p for p in choice.refused
               for sub in (_PACKAGE_MANAGERS.get(p, ("",)) if install else ("",))]
    rule = ToolRule("command", commands=tuple(dict.fromkeys(r.strip() for r in refused)), allow_commands=choice.wanted)
    # (an install rule the readers made of "installs go through uv" is the choice itself: installing with uv is the
    # way asked for, and the refused managers are what the choice forbids)
    managed = any(p in _PACKAGE_MANAGERS for p in choice.refused)
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent == "command" and not r.hosts and all(c.split()[0] in named for c in r.commands))
            and not (managed and r.intent == "install" and not (r.paths or r.hosts or r.new_only or r.consent))]
    return ParsedToolRules([*(r for r, _k in kept), rule], [*(k for _r, k in kept), "no_command"])


def _ordered_commands(text: str) -> ParsedToolRules | None:
    """A clause that orders two commands (:mod:`command_order`) as a precondition, the rest of the rule read
    as a rule of its own; None when no clause does (or a commit or push is guarded: :func:`_precondition`)."""
    clauses = _clauses(text)
    for i, clause in enumerate(clauses):
        if not command_order.orders(clause) or _precondition(clause) is not None or _NEG.search(clause) or \
                re.search(r"\b(?:without|sans|ohne|sin|sem|senza)\b", clause, re.I):
            continue
        order = command_order.order_of(clause, _cli_phrases(clause))
        topic = {c.split()[0] for c in _cli_phrases(text)} | {w.lower() for w in re.findall(r"[a-z][\w-]*", text, re.I)
                                                              if w.lower() in _SUBCOMMAND_TOOLS}
        if order is None and len(topic) == 1:  # "con terraform fai sempre plan prima di apply": its subcommands
            order = command_order.subcommand_order(clause, topic.pop())
        if order is None:
            continue
        guarded, required = order
        rules = [ToolRule("precondition", commands=(guarded,), requires=(required,))]
        kinds = ["run_before"]
        rest = " ".join(c for j, c in enumerate(clauses) if j != i).strip(" ,;")
        if rest and _NEG.search(rest):
            more = _read_tool_rules(command_order.with_program(rest, guarded, _cli_phrases))
            rules += more.rules
            kinds += more.kinds
        return ParsedToolRules(rules, kinds)
    return None


# programs whose subcommands a rule orders by name alone ("terraform: plan before apply")
_SUBCOMMAND_TOOLS = frozenset({"terraform", "tofu", "helm", "pulumi", "kubectl", "git", "npm", "pnpm", "yarn", "cargo",
                               "docker", "alembic", "flyway", "prisma", "rails", "make", "ansible-playbook", "gh"})
_TRASH = rx(r"\btrash\w*|\bPapierkorb\w*|\bcorbeille\b|\bpapelera\b|\blixeira\b|\bcestino\b|\bkosz\w*|"
                    r"\bprullenbak\b|ゴミ箱|回收站|корзин\w*", re.I)
TRASH_COMMANDS = ("trash", "trash-put", "gio trash", "gtrash", "rmtrash", "trashy", "mv")


def _used_programs(allow: str) -> list[str]:
    """Programs a plain "use X" names ("For Python packages use uv, not pip"): allowed whatever they run."""
    out = []
    for x in _sentences(allow):
        if (_USE.search(x) or _PREFER_CONJ.match(x)) and not _NEG.search(x):  # "use uv", "sondern uv"
            phrases = _cli_phrases(x)  # "use git switch": git's switch, not every git command
            modules = [(m.group(1), m.group(2)) for m in _MODULE_RUN.finditer(x)]
            # "use python3 -m pip": the module run by its interpreter is allowed, not the module's own program
            out += [f"{_program(interp.lower())[0]} -m {module}" for interp, module in modules]
            out += [w.rstrip(".") for w in re.findall(r"(?<![\w./-])[a-z][\w.-]*(?![\w/-])", x)
                    if w.rstrip(".") in _CLIS and not any(p.startswith(w.rstrip(".") + " ") for p in phrases)
                    and w.rstrip(".") not in {m for _i, m in modules}]
    return out


def _module_runs(text: str, commands: Sequence[str]) -> list[str]:
    """A forbidden program the rule has run as its interpreter's module in a clause that forbids nothing ("Run pip
    as python -m pip, never bare pip", "python3 -m pip, nie pip direkt"): that way of running it is allowed."""
    programs = {c.split()[0] for c in commands}
    return [f"{_program(m.group(1).lower())[0]} -m {m.group(2)}" for clause in re.split(
                r"[,;.!?:\n]\s|[—–]|\s(?:and|en|und|et|y|e)\s(?=(?:never|nooit|nie|niemals|jamais|nunca|mai)\b)", text)
            if not _NEG.search(clause) for m in _MODULE_RUN.finditer(clause) if m.group(2) in programs]


# an interpreter running a module: "python3 -m pip", "py -m venv"
_MODULE_RUN = rx(r"(?<![\w./-])(python[\d.]*|py|pypy3?)\s+-m\s+([a-z][\w.]*)", re.I)


def _instead_as_not(m: re.Match[str]) -> str:
    """ "instead of" after a plain "use X" in its sentence reads as ", not" (kept as it was otherwise)."""
    before = re.split(r"[.!?;\n。]", m.string[:m.start()])[-1]
    if m.group(0).strip().lower() == "over" and not re.search(r"\bprefer\w*", before, re.I):
        return m.group(0)  # "prefer X over Y" only
    prefers = _USE.search(before) or re.search(r"\b(?:always|toujours|immer|siempre|sempre|altijd)\b", before, re.I)
    return ", not" if prefers and not _NEG.search(before) else m.group(0)  # "always uv instead of pip" too


_SHOW_WORDS = rx(r"\becho\w*|\bprint\w*|\bdisplay\w*|\bshow\w*|\boutput\w*|\bdump\w*|\breveal\w*|\bexpos\w*|"
                         r"\bleak\w*|\blog(?:s|ged|ging)?\b|\baffich\w*|\bimprim\w*|\bausgeb\w*|\bausgab\w*|\banzeig\w*|"
                         r"\bzeig\w*|\bmostr\w*|\bstamp\w*|\bwypis\w*|\bwyświetl\w*|\bpokaz\w*|выв\w*|表示|出力|打印|输出|显示",
                         re.I)


def _parse_tool_rules(text: str) -> ParsedToolRules:
    pre = _precondition(text)
    if pre is not None:
        return ParsedToolRules([pre], ["run_before"])
    if not _NEG.search(text):
        return _only_rules(text) if _ONLY.search(text) else ParsedToolRules([], [])
    first = _NOTHING_ELSE.sub(" ", (_sentences(text) or [text])[0])  # "only X - nothing else": X is the scope
    head = re.split(r"\s[-—–]\s|[;:]\s", first)[0]  # "only edit inside src/ — tests/ are off limits": the scope first
    if _ONLY.search(head) and not _NEG.search(head):  # "Only edit files under src/. Tests, docs: hands off."
        only = _only_rules(head)
        if only.rules:
            return _with_carve_outs(only, text[text.find(head) + len(head):])
    forbid, allow = split_exceptions(text)
    if not _NEG.search(forbid) and not _NEG.search(text.split(".")[0]):
        return ParsedToolRules([], [])
    rules: list[ToolRule] = []
    kinds: list[str] = []
    allow_commands = tuple(_command_prefixes(_code_spans(allow)))
    allow_paths = tuple(dict.fromkeys([*_paths(allow), *re.findall(r"(?<![\w./-])([a-z0-9]+(?:[_-][a-z0-9]+)+)(?![\w./-])", allow)]))
    allow_hosts = tuple(_hosts(allow))
    allow_urls = tuple(re.findall(r"https?://[^\s`'\",)]+", allow))
    if _PRIV.search(forbid):
        rules.append(ToolRule("privilege", allow_commands=allow_commands))
        kinds.append("no_sudo")
    if _RECURSIVE.search(forbid) or _RM_RF_LITERAL.search(forbid):
        strict = bool(_RM_RF_LITERAL.search(forbid)) and not _BROADEN.search(forbid)
        scope = tuple(p for p in _paths(forbid) if not _RM_RF_LITERAL.search(p))
        outside = re.search(r"\boutside\b|\bhors de\b|\baußerhalb\b|\bfuera de\b|\bfora de\b", forbid, re.I)
        rules.append(ToolRule("recursive_delete", force_only=strict, paths=() if outside else scope,
                              allow_paths=allow_paths + (scope if outside else ())))
        kinds.append("no_rm_rf")
    if _TRASH.search(allow) and (_DELETE_WORDS.search(allow) or _INSTEAD.search(allow) or re.search(r"\brm\b", forbid)):
        # "if something must be deleted, use trash-put", "use trash instead of rm": any other deletion breaks it
        rules.append(ToolRule("delete", allow_commands=TRASH_COMMANDS))
        kinds.append("no_delete")
    if _FORCE_PUSH.search(forbid):
        # "don't push to main. and never force push": the branches of another prohibition do not scope this one
        scope_text = " ".join(s for s in _clauses(forbid) if _FORCE_PUSH.search(s)) or forbid
        branches = tuple(dict.fromkeys(b.lower() for b in BRANCH_WORDS.findall(scope_text)))
        if re.search(r"\b(?:ni|nor|or|noch|nem|né) (?:ailleurs|anywhere else|elsewhere|sonst\w*|en otr\w*|em outr\w*|altrove)\b",
                     forbid, re.I):
            branches = ()  # "ni sur main ni ailleurs": on no branch at all
        if not branches and (_PROTECTED.search(forbid) or _FEATURE.search(allow)):
            branches = PROTECTED_BRANCHES
        allow_branches = tuple(dict.fromkeys(b.lower() for b in BRANCH_WORDS.findall(allow)))
        # "(--force-with-lease is fine)": the checked kind is allowed; "your feature branches are fine (prefer
        # --force-with-lease)" allows branches, and says how
        lease = ("git push --force-with-lease",) if any(
            re.search(r"with-lease|with lease", part, re.I) and not re.search(r"\bprefer\w*|\bbevorzug\w*|\bpréf[éè]r\w*|"
                                                                          r"\bprefer[ií]\w*", part, re.I)
            and not _FEATURE.search(part) and not BRANCH_WORDS.search(part) for part in _sentences(allow)) else ()
        rules.append(ToolRule("force_push", branches=branches, allow_branches=allow_branches, allow_commands=lease))
        kinds.append("no_force_push")
    if _REMOTE_CODE.search(forbid):
        rules.append(ToolRule("remote_code", allow_urls=allow_urls))
        kinds.append("no_remote_code")
    discards = [m.group(0).lower() for m in _DISCARD.finditer(forbid)]
    if discards and all(re.fullmatch(r"reset\s+--hard", d) for d in discards) and not _BROADEN.search(forbid):
        # "Nunca faça git reset --hard.": the command named, not every way of throwing work away (`git restore
        # src/app.py` restores one file the user may well want restored)
        rules.append(ToolRule("command", commands=("git reset --hard",), allow_commands=allow_commands))
        kinds.append("no_command")
    elif discards and re.search(r"\bgit\b|commit|changes|work|изменени|Änderung|cambios|travail", forbid, re.I):
        rules.append(ToolRule("discard_work", allow_paths=allow_paths))
        kinds.append("no_discard_work")
    _git_rules(forbid, allow, rules, kinds)
    if _TEST_SUITE.search(forbid) and _RUN_WORDS.search(forbid):
        rules.append(ToolRule("test_run", allow_paths=tuple(dict.fromkeys([*_only_paths(forbid), *_paths(allow)]))))
        kinds.append("no_full_test_suite")
    elif _RUN_WORDS.search(forbid) and _TEST_WORD.search(forbid) and not _ONLY.search(forbid):
        subset = _test_subset(forbid)  # "never run the integration tests", "don't run e2e tests (tests/e2e)"
        if subset:
            rules.append(ToolRule("test_run", paths=subset, allow_paths=tuple(_paths(allow))))
            kinds.append("no_test_subset")
    if _MIGRATION_WORDS.search(forbid) and (_RUN_WORDS.search(forbid) or (  # "never run migrations against prod"
            _PRODUCTION.search(forbid) and (not _WRITE_WORDS.search(forbid) or _HANDS_OFF.search(forbid)))):
        # "no migrations against prod", "migrations never touch the production cluster"
        targets = tuple(dict.fromkeys([*_hosts(forbid, loose=True), *_environments(forbid)]))
        if targets:
            rules.append(ToolRule("migrate", hosts=targets, allow_hosts=tuple(_hosts(allow, loose=True))))
            kinds.append("no_migrate_target")
    if _INSTALL_WORDS.search(forbid) and _GLOBAL_WORDS.search(forbid):
        rules.append(ToolRule("global_install"))
        kinds.append("no_global_install")
    connect = bool(_CONNECT_WORDS.search(forbid) or _DB_WORDS.search(forbid) or _IMAGE_PUSH.search(forbid))
    host_words = _hosts(forbid, loose=connect)
    hosts = tuple(h for h in host_words if h not in allow_hosts)
    local = _LOCALHOST if re.search(r"\blocalhost\b|127\.0\.0\.1|\blocal ?host", allow, re.I) or \
        re.search(r"\bextern\w*|\bextérieur\w*|\besterni\w*|外部", forbid, re.I) else ()  # this machine is not external
    # "No curl to external hosts, localhost only", "vers l'extérieur. localhost uniquement": the host said with
    # "only" is the one allowed, and this machine is not outside
    # ("(prod-db, *.prod.internal), nur gegen staging": a closing parenthesis or a comma ends the host's clause)
    only_hosts = tuple(h for h in hosts if re.search(rf"{re.escape(h)}[\s`'\"]{{0,3}}(?:{_ONLY.pattern})|(?:{_ONLY.pattern})\W{{0,3}}"
                                               rf"{re.escape(h)}", forbid, re.I))
    if only_hosts or local:
        hosts = tuple(h for h in hosts if h not in only_hosts and h not in local)
        allow_hosts = tuple(dict.fromkeys(allow_hosts + only_hosts))
    if hosts and hosts != ("*",) and connect and "*prod*" not in hosts and _production_examples(forbid, hosts) and \
            not any(r.hosts for r in rules):  # (a migration kept off prod is that rule's, not every call there)
        # "nie gegen Produktion (prod-db, *.prod.internal)": the hosts are examples of the environment the rule
        # names; any host named for production is in it (a kube context prod-eu)
        hosts = (*hosts, "*prod*")
    if not hosts and connect and _PRODUCTION.search(forbid) and (_via(forbid) or _HOST_NOUNS.search(forbid) or
                                                                 (_DB_WORDS.search(forbid) and (_REACH.search(forbid) or (
                                                                     _AGAINST.search(forbid) and
                                                                     not _MIGRATION_WORDS.search(forbid))))):
        hosts = _environments(forbid)  # "never ssh into production (or staging) boxes": hosts named for them
    network = bool(not hosts and _NETWORK_CLASS.search(forbid))
    if network:  # "no network commands (curl, wget, pip install)": any host but this machine, by any program
        hosts, local, connect = ("*",), _LOCALHOST, True
    if not hosts and connect and (_ANYWHERE.search(forbid) or only_hosts) and (_via(forbid) or allow_hosts or local):
        hosts = ("*",)  # "don't ssh anywhere", "no host other than localhost": any host, but those allowed
    named = _NAMED_DB.search(forbid)
    if not hosts and named and named.group(1).lower() not in _NOT_A_DB_NAME and \
            (_READ_ONLY.search(forbid) or _SQL_WRITE_LIST.search(forbid) or _WRITE_WORDS.search(forbid) or connect):
        hosts = (f"*{named.group(1).lower()}*",)  # "The analytics DB is read-only": the hosts named for it
    if not hosts and _DB_WORDS.search(forbid) and _PRODUCTION.search(forbid) and _WRITE_WORDS.search(forbid) and \
            not _HANDS_OFF.search(forbid):
        hosts = _environments(forbid)  # "never write to the prod DB": SQL writes on the hosts named for production
    sql_write = bool(hosts and hosts != ("*",) and _names_a_database(forbid, host_words) and
                     _WRITE_WORDS.search(forbid) and not _HANDS_OFF.search(forbid))
    if sql_write:  # "never write to the prod DB (prod-db); SELECT is fine": SQL that changes data, on that host
        rules.append(ToolRule("sql", statements=("write",), hosts=hosts))
        kinds.append("no_sql")
        if not _MIGRATION_WORDS.search(forbid):  # migrations applied there write it too
            rules.append(ToolRule("migrate", hosts=hosts))
            kinds.append("no_migrate_target")
    elif hosts and connect and not any(r.intent in ("force_push", "push", "delete_ref", "commit") for r in rules):
        outside = _OUTSIDE.search(forbid)
        via = () if _ANY_MEANS.search(forbid) or network else _via(forbid)  # "(ssh, curl, psql, anything)": examples
        if hosts == ("*",):
            rules.append(ToolRule("host", hosts=hosts, allow_hosts=tuple(dict.fromkeys(allow_hosts + local)), via=via))
        elif outside and outside.start() < forbid.find(hosts[0].lstrip("*.")):  # "anything outside *.acme.internal"
            bare = tuple(h[2:] for h in hosts if h.startswith("*."))
            rules.append(ToolRule("host", hosts=("*",), allow_hosts=tuple(dict.fromkeys(hosts + bare + allow_hosts + local)),
                                  via=via))
        else:
            rules.append(ToolRule("host", hosts=hosts, allow_hosts=allow_hosts + local, via=via))
        kinds.append("no_host")
    paths = tuple(p for p in _paths(forbid) if not any(p in c for c in _command_prefixes(_code_spans(forbid)))
                  and p.lower() not in host_words)
    existing = bool(_EXISTING.search(forbid))
    if not paths and _DELETE_WORDS.search(forbid) and re.search(r"\bvolumes?\b|\bvolúmenes\b|\bvolumi\b|ボリューム", forbid, re.I):
        paths = ("docker-volume://*",)  # "anything that deletes volumes": container volumes, however removed
    named_dirs: tuple[str, ...] = ()
    if not paths and _WRITE_WORDS.search(forbid):  # "the migrations folder", "existing migrations": a directory by name
        paths = named_dirs = _named_dirs(forbid)
    if not paths:  # "don't edit the CI config", "leave the lockfiles alone": a class of files by its name
        paths = tuple(p for p in class_paths(forbid)  # (migrations kept off a target are run, not edited)
                      if not (any(r.intent == "migrate" for r in rules) and p in ("migrations/", "db/migrate/",
                                                                                  "alembic/versions/")))
    out_of = _OUTSIDE.search(forbid)
    if not paths and out_of and _WRITE_WORDS.search(forbid) and _PROJECT_WORDS.match(forbid[out_of.end():].lstrip(" (")):
        # "never write outside the repo", no path given: the system's, temporary and home places are outside it
        rules.append(ToolRule("write_path", outside=(PROJECT_ROOT,), allow_paths=allow_paths))
        kinds.append("no_write_path")
    secret = bool(_SECRET_WORDS.search(forbid))
    run_rule = bool(_RUN_WORDS.search(forbid)) and not _WRITE_WORDS.search(forbid) and not _READ_WORDS.search(forbid)
    if (paths or secret) and not run_rule and not sql_write and \
            not any(r.intent in ("recursive_delete", "discard_work", "test_run", "global_install") for r in rules):
        # ("read-only for you": reading is the one thing allowed, no word of reading in the prohibition)
        reads = bool(_READ_WORDS.search(_READ_ONLY.sub(" ", forbid)))
        writes = bool(_WRITE_WORDS.search(forbid))
        if (re.search(r"\b(?:reading|read|lire|lesen|leer|leitura|lettura|letto|lidos?)\b", allow, re.I)
                and not _READ_WORDS.search(forbid)) or \
                re.search(r"(?:apenas|solo|seulement|nur|only) (?:leitura|lectura|lecture|lesen|read)", text, re.I):
            reads = False
            writes = True
        if not reads and not writes and paths:
            writes = True  # "don't touch migrations/", "leave /etc alone": a change is what is meant
        kept_off = keeps_off(forbid, allow, paths, allow_paths) and not _READ_ONLY.search(forbid)
        # "don't touch .env": opening it is what is kept off ("— read-only for you": opening it is fine)
        reads = reads or kept_off
        scope = paths or (SECRET_PATHS if secret else ())
        if not paths:  # secrets named, no file: reading secret files is checkable, "writing secrets" is content
            writes = False
        outside_paths = _outside_roots(forbid, paths)
        if outside_paths:  # "never write outside the repo (/home/dev/shop)": every other path is protected
            scope = ()
        elif named_dirs:  # a folder named by word: what lies in it ("migrat*/*" leaves docs/migrations.md, a file, out)
            scope = tuple(f"{d}/*" for d in named_dirs)
        allow_new = bool(_NEW_WORDS.search(allow)) or existing
        if writes:
            rules.append(ToolRule("write_path", paths=scope, outside=outside_paths, allow_paths=allow_paths,
                                  allow_new=allow_new, allow_commands=(GENERATED,) if _BY_HAND.search(forbid) else ()))
            kinds.append("no_write_path")
        if reads and (secret or kept_off or not writes or _EXPLICIT_READ.search(forbid)):
            # "don't print secrets": every reading word is one of showing, so a read that shows nothing is fine; a
            # template of a secrets file (".env.example") holds no secret: reading it is what setting one up takes
            shown = all(_SHOW_WORDS.match(m.group(0)) for m in _READ_WORDS.finditer(forbid))
            rules.append(ToolRule("read_path", paths=tuple(dict.fromkeys(scope + (SECRET_PATHS if secret and paths else ()))),
                                  outside=outside_paths, shown_only=shown,
                                  allow_paths=allow_paths + (SECRET_TEMPLATES if (secret or kept_off) and paths else ())))
            kinds.append("no_read_path")
    staged = tuple(f"git add {p}" for p in paths if not any(c in p for c in "*?[") and not p.endswith("/"))
    if staged and _COMMIT_WORDS.search(forbid) and not any(r.intent == "commit" for r in rules):
        rules.append(ToolRule("command", commands=staged))  # "never commit .env": the file staged for a commit
        kinds.append("no_command")
    if _SECRET_WORDS.search(forbid) and _SHOW_WORDS.search(forbid):
        rules.append(ToolRule("print_secret"))  # "don't echo secrets to the terminal": the environment dumped too
        kinds.append("no_print_secret")
    if _SECRET_WORDS.search(forbid) and _EMBED_WORDS.search(forbid):
        # "no API keys in any file except .env": the file the exception names is where the key belongs
        rules.append(ToolRule("secret_content", allow_paths=tuple(p for p in allow_paths if "." in p or "/" in p)))
        kinds.append("no_secret_content")
    statements = _sql_statements(forbid)
    if statements:
        # "the analytics DB: no UPDATE/DELETE there": the statements are forbidden where the write rule is
        scoped = next((r.hosts for r in rules if r.intent == "sql" and r.hosts and r.statements == ("write",)), ())
        target = next((r for r in rules if r.intent == "host" and r.hosts != ("*",) and not r.via), None)
        if not scoped and target is not None and _names_a_database(forbid, host_words) and \
                not _REACH.search(forbid) and not _HANDS_OFF.search(forbid):
            # "no DELETE or DROP on the production database (prod-pg01)": the statements are what is kept off
            # that host, not the host itself (a SELECT there is fine, a DELETE on localhost too)
            scoped = target.hosts
            kinds.pop(rules.index(target))
            rules.remove(target)
        rules.append(ToolRule("sql", statements=statements, hosts=scoped))
        kinds.append("no_sql")
    covered = {r.intent for r in rules} | {f"via:{v}" for r in rules for v in r.via}
    negated = " ".join(x for x in _sentences(forbid) if _NEG.search(x)) or forbid  # "uv add で。pip install は使わないで"
    plain = _CODE.sub(lambda m: " " if _command_prefixes([m.group(1)]) else m.group(0), negated)
    forbidden = {c for r in rules for c in r.commands}  # a command an earlier reader already forbids by its name
    commands = [c for c in [*_command_prefixes(_code_spans(negated)), *_cli_phrases(plain), *named_scripts(plain)]
                if not _covered_by(c, covered) and c not in forbidden]
    opening = [c for c in commands if c.split()[0] == "chmod" and any(perm_opens(x) for x in c.split()[1:] if x[:1] != "-")]
    if opening:  # "no `chmod 777`": the mode it names is everyone's write, however a call spells it (0777, a+rwx, -R)
        commands = [c for c in commands if c not in opening]
        if "open_permissions" not in covered:
            rules.append(ToolRule("open_permissions"))
            kinds.append("no_open_permissions")
            covered.add("open_permissions")
    acts = [r for r in act_rules(forbid, allow) if r.intent not in covered]
    rewrite = next((r for r in acts if r.intent == "rewrite" and r.branches), None)
    if rewrite is not None:  # "never change main's history: no rebase, no amend, no reset": the examples on main
        commands = [c for c in commands if not _HISTORY_COMMAND.match(c)]
        for rule in [r for r in acts if r.intent in ("rewrite", "force_push") and r.intent not in covered]:
            rules.append(rule)
            kinds.append(f"no_{rule.intent}")
            covered.add(rule.intent)
        acts = [r for r in acts if r.intent not in covered]
    named_in_acts = [c for c in commands if " " not in c and any(c in r.via for r in acts)]
    if named_in_acts:  # "nunca publique pacotes no npm": npm is where the act is forbidden, not a program banned
        commands = [c for c in commands if c not in named_in_acts]
        for rule in acts:
            rules.append(rule)
            kinds.append(f"no_{rule.intent}")
    if _KILL.search(forbid) and _BY_NAME.search(forbid):  # "don't kill processes by name": the programs that do
        commands += ["pkill", "killall"]
    if commands:
        allowed = tuple(dict.fromkeys([*allow_commands, *_cli_phrases(allow), *_used_programs(allow),
                                       *_module_runs(text, commands), *tool_choice.listed_subcommands(commands, allow)]))
        where: tuple[str, ...] = tuple((m.group(1) or m.group(2)).lower() for m in _CONTEXT.finditer(forbid))
        if not where and _ON_ENV.search(forbid):  # "never kubectl delete against prod": there only
            where = _environments(forbid)
        target = next((r for r in rules if r.intent == "host" and r.hosts != ("*",)), None)
        if target is not None and not target.via and not _REACH.search(forbid):
            # "Kein kubectl delete im Produktionscluster (Kontext prod-eu)": the host is where the command
            # is forbidden, not a host never to reach
            where = tuple(dict.fromkeys(where + target.hosts))
            kinds.pop(rules.index(target))
            rules.remove(target)
        # "never npm install": "npm i", "npm ci" and "npm add" install too (a package manager's other names for it)
        commands = [alias for c in commands for alias in
                    ([f"{c.split()[0]} {sub}" for sub in _PACKAGE_MANAGERS[c.split()[0]]]
                     if len(c.split()) == 2 and c.split()[0] in _PACKAGE_MANAGERS and
                     c.split()[1] in _PACKAGE_MANAGERS[c.split()[0]] else [c])]
        rules.append(ToolRule("command", commands=tuple(dict.fromkeys(commands))[:16], allow_commands=allowed,
                              hosts=where))
        kinds.append("no_command")
    for rule in _class_rules(text, forbid, rules):
        rules.append(rule)
        kinds.append(f"no_{rule.intent}")
    target = next((r for r in rules if r.intent == "host" and r.hosts != ("*",) and not r.via), None)
    if target is not None and _IMAGE_PUSH.search(forbid):
        # "don't push images to registry.acme.io": the push is what is kept off that host (a pull or a
        # build tagged with its name is fine)
        at = rules.index(target)
        rules[at] = ToolRule("push", hosts=target.hosts, allow_hosts=target.allow_hosts, via=IMAGE_PUSHERS)
        kinds[at] = "no_push"
    if rules and _OPEN_LIST.search(forbid):
        # "restart services (systemctl restart, docker restart, etc.)": the examples do not close the class the
        # plain verb and its object name; its other commands are forbidden too
        have = {(r.intent, r.commands) for r in rules}
        # "never delete recursively (rm -rf, rmtree, etc.)": the verb is qualified, its class is the recursive one
        qualified = {"delete"} if any(r.intent == "recursive_delete" for r in rules) and _RECURSIVE_WORD.search(forbid) \
            else set()
        if any(r.intent == "global_install" for r in rules) and _GLOBAL_WORDS.search(forbid):
            qualified.add("install")  # "no global installs (npm -g, pip --user, etc.)": the global class, not any install
        for rule in bare_action_rules(forbid):
            if (rule.intent, rule.commands) not in have and rule.intent not in qualified:
                rules.append(rule)
                kinds.append(f"no_{rule.intent}")
        for rule in act_rules(forbid, allow):  # "publish anything (npm publish, twine upload, etc.)": any registry
            if rule.intent not in {r.intent for r in rules}:
                rules.append(dataclasses.replace(rule, via=()))
                kinds.append(f"no_{rule.intent}")
    return ParsedToolRules(rules, kinds)


# git commands that rewrite a branch's history: under a rule scoped to branches, the rewrite rule judges them there
_HISTORY_COMMAND = rx(r"^git (?:rebase|commit --amend|filter-branch|filter-repo|reset|branch -f|update-ref)\b")
IMAGE_PUSHERS = ("docker", "podman", "buildah", "skopeo", "helm", "oras", "crane")
_IMAGE_PUSH = rx(r"\bpush\w*\b[^.;]{0,40}\b(?:images?|containers?|docker|registry|registries)\b|"
                         r"\b(?:images?|docker|containers?)\b[^.;]{0,20}\bpush\w*", re.I)
PROJECT_ROOT = "<project>"
GENERATED = "<generated>"  # write_path allow_commands: a file a tool regenerates (a lockfile) may change
_BY_HAND = rx(r"\bby hand\b|\bhand[- ]?edit\w*|\bmanual(?:ly)?\b|\bà la main\b|\bmanuellement\b|\b(?:von|per|mit der) Hand\b|"
              r"\bhändisch\w*|\bmet de hand\b|\bhandmatig\b|\bręcznie\b|\bвручную\b|"
                      r"\bmanuell\w*|\ba mano\b|\bmanualmente\b|\bà mão\b|手で|手動|手作業", re.I)
_NOT_A_PROJECT = rx(r"(?:/tmp|/var|/etc|/usr|/opt|/bin|/sbin|/lib\w*|/boot|/root|/private|/System|/Library|"
                            r"~/\.[^/]+|~/(?:Desktop|Documents|Downloads))(?:/|$)")
_PROJECT_WORDS = rx(r"\b(?:the |this |our |my |your )?(?:repo(?:sitory)?|project(?: directory| folder| dir| root)?|"
                            r"workspace|working (?:directory|dir|tree)|work(?:ing)? ?dir|codebase|checkout|"
                            r"(?:le |du )?(?:dépôt|projet)|(?:dem |des )?(?:Repo|Projekt\w*|Arbeitsverzeichnis)|"
                            r"(?:el |del )?(?:repositorio|proyecto)|(?:o |do )?(?:repositório|projeto))\b", re.I)


# "anywhere else", "elsewhere": everything but the places the rule has just named
_ELSEWHERE = rx(r"\b(?:anywhere|anything|somewhere|nowhere) else\b|\belsewhere\b|\bailleurs\b|\bwoanders\b|"
                        r"\bsonstwo\b|\bnirgendwo (?:anders|sonst)\b|\ben (?:ningún|cualquier) otro (?:lugar|sitio)\b|"
                        r"\ben otr[oa] (?:parte|lugar|sitio)\b|\bem (?:nenhum |qualquer )?outro lugar\b|\baltrove\b|"
                        r"\bergens anders\b|\bnergens anders\b|\bgdzie indziej\b|他の場所|其他地方|別の場所", re.I)


def _outside_roots(forbid: str, paths: Sequence[str]) -> tuple[str, ...]:
    """The roots a rule keeps writes inside ("never write outside the repo (/home/dev/shop)", "don't modify
    anything outside src/"): absolute paths anywhere in a rule that says "outside", relative ones said after it."""
    outside = _OUTSIDE.search(forbid)
    if not outside:
        # "Only work inside ~/shop. Don't write files anywhere else.": the named places are the scope
        return tuple(paths) if _ELSEWHERE.search(forbid) and _ONLY.search(forbid) else ()
    after = forbid[outside.end():]
    before = forbid[:outside.start()]
    # "src/ 폴더 밖의", "src/ の外", "src/ 以外": the word after the path in Korean, Japanese, Chinese
    post = bool(re.fullmatch(r"밖|외부|以外|の外|之外", outside.group(0)))
    return tuple(p for p in paths if p.startswith(("/", "~")) or
                 re.match(rf"\W{{0,3}}(?:(?:the|of|de|du|des|la|le|les|der|die|das|von|del|el|dos|da|do)\W+){{0,2}}"
                          rf"[`'\"]?{re.escape(p)}", after, re.I) or
                 (post and re.search(rf"{re.escape(p)}[`'\"]?\s*\S{{0,6}}\s*$", before)))


def _class_rules(text: str, forbid: str, rules: Sequence[ToolRule]) -> list[ToolRule]:
    """Rules a text states by naming a class of actions ("no destructive commands", "the database is
    read-only", "don't touch prod", "never bypass the hooks"), for what the more specific readers left."""
    have = {r.intent for r in rules}
    scoped = any(r.hosts for r in rules if r.intent != "command")
    out: list[ToolRule] = []
    envs = _environments(forbid)
    if not scoped and not have & {"sql", "migrate", "host", "deploy"}:
        prod = production_rules(forbid, envs)
        out += prod
        if not prod and not _HANDS_OFF.search(forbid):
            out += database_rules(forbid, text, envs)
    out += [r for r in destructive_rules(forbid) if r.intent not in have or r.intent in ("command", "sql")]
    if not have & {"host"} and not scoped:
        out += network_rules(forbid)
    named = {c for x in rules for c in x.commands}  # a class its examples already gave whole adds nothing
    out += [r for r in named_act_rules(forbid) if not (r.commands and set(r.commands) <= named) and
            not ("open_permissions" in have and "chmod" in r.commands)]  # "no chmod 777 nor other permissions that
    # give everyone write": the permissions meant are those, not every chmod
    if not any("--no-verify" in c for r in rules for c in r.commands):
        out += hook_rules(forbid)
    return out


_ON_ENV = rx(r"\b(?:against|on|in|into|to|inside|im|in der|in den|auf|gegen|en|sur|dans|contre|contra|na|no|em|"
                     r"nel|nella|su|sobre|tegen|op)\s+(?:(?:the|la|le|l'|der|dem|den|die|el|los|o|a|il|lo|our|any|de|het)\s+)?"
                     # "sur la base de production", "contra la base de datos de producción": a noun and its "de"
                     r"(?:[\w-]+\s+(?:(?:de|des|der|di|da|do|del)\s+(?:la\s+)?)?){0,2}?[`'\"]?"
                     r"(?:prod(?:uction)?\b|Produktion\w*|producci[oó]n\b|produção\b|produzione\b|productie\b)|本番|"
                     r"(?:프로덕션|운영\s*(?:서버|환경|DB|디비|클러스터))\s*(?:에서|에)", re.I)  # Korean "운영 서버에서(는)"
# a named context, cluster or namespace: "--context prod-eu", "the context 'prod'" (a bare name only when quoted)
_CONTEXT = rx(r"\b(?:context|Kontext|contexte|contexto|contesto|kube-?context|cluster|namespace)\s*[:=]?\s*"
                      r"(?:[`'\"]?([a-z][a-z0-9]*(?:[-.][a-z0-9]+)+)|[`'\"]([a-z][a-z0-9]*)[`'\"])", re.I)
_REACH = rx(r"connect\w*|\bssh\b|\breach\w*|\baccess\w*|\blog ?in\b|\btalk\w*|\bhit\b|\bquery\w*|\bverbind\w*|"
                    r"\bconect\w*|\bzugreif\w*|\bzugriff\w*|\bfetch\w*|\bdownload\w*|\bcurl\b|\bwget\b|\bstay\b|"
                    r"\bkeep (?:off|away|out)\b|接続|アクセス", re.I)
# commands run "against" a database ("keine Befehle gegen die Produktionsdatenbank"): reaching it (migrations run
# against it are the migration rule's)
_AGAINST = rx(r"(?:\bagainst|\bgegen|\bcontre|\bcontra|\bcontro)\s+(?:(?:the|die|den|das|la|le|el|il)\s+)?"
                      r"(?:\w+[ -])?(?:prod\w*|Produktion\w*|base de (?:données|datos)|database|DB)|"
                      # a command run "on" the database: "sur la base de production", "auf der Produktions-DB", 本番DBに対する
                      r"\b(?:sur|auf|on|en)\s+(?:(?:the|der|die|la|le|el)\s+)?(?:[\w-]+[ -])?"
                      r"(?:bases?\s+de\s+(?:données\s+de\s+)?(?:la\s+)?prod\w*|\w*datenbank\b|\w*-?DB\b|database\b)|"
                      r"(?:DB|データベース)\s*に対(?:する|して)", re.I)


# Command-line programs whose subcommand names an action ("npm publish", "twine upload", "vault read"):
# a rule that names one forbids that action, wherever the call runs it.
_CLIS = ("git", "npm", "pnpm", "yarn", "npx", "twine", "cargo", "gem", "docker", "podman", "kubectl", "helm",
         "terraform", "pulumi", "vault", "aws", "gcloud", "az", "pip", "pip3", "poetry", "uv", "ansible",
         "ansible-playbook", "systemctl", "service", "shutdown", "reboot", "halt", "poweroff", "mkfs", "dd",
         "kill", "pkill", "killall", "iptables", "ufw", "crontab", "brew", "apt", "apt-get", "yum", "dnf", "snap",
         "flyway", "alembic", "rails", "rake", "bundle", "mvn", "gradle", "heroku", "fly", "vercel", "netlify",
         "firebase", "gh", "hub", "chmod", "chown", "rsync", "scp", "docker-compose", "make", "supabase", "prisma",
         "ssh", "sftp", "telnet",
         # searching and viewing tools a rule swaps for one another ("use rg, not grep", "bat statt cat")
         "rg", "ripgrep", "grep", "egrep", "fgrep", "ag", "ack", "fd", "fdfind", "bat", "eza", "exa")
# the words after the program are read in a lookahead, so "npm publish or yarn publish" holds two matches
_CLI_PHRASE = rx(r"(?<![\w./-])(" + "|".join(map(re.escape, sorted(_CLIS, key=len, reverse=True))) +
                         r")(?![\w-])(?=((?:\s+(?:-{1,2}[\w-]+(?:=\S+)?|[a-z][\w:.-]*|_WHOLE_TREE)){0,4}))"
                         .replace("_WHOLE_TREE", r"(?:\.{1,2}/?|\*|:/)(?=[\s;,)`]|$)"), re.I)
# "git add ." - a lone dot set apart by a space is the path argument (the sentence's full stop sticks to its word)
_LONE_PATH = frozenset({".", "..", "./", "../", "*", ":/"})
_GIT_HISTORY = rx(r"\b(?:history|historie|historial|historique|histórico|storia|履歴|历史|истори\w*)\b|"
                          r"\bfilter-(?:branch|repo)\b", re.I)
_DETERMINERS = frozenset({"the", "a", "an", "our", "your", "my", "their", "its", "this", "that", "these", "those",
                          "le", "la", "les", "der", "die", "das", "el", "los", "las"})
_STOP_WORDS = frozenset({"or", "and", "to", "on", "of", "the", "a", "an", "in", "into", "onto", "with", "for", "any", "anything",
                         "ever", "at", "all", "is", "are", "be", "it", "that", "this", "etc", "unless", "except",
                         "ou", "et", "oder", "und", "o", "y", "e", "nor", "no", "not", "never", "de", "la", "le",
                         # Polish, Czech, Dutch, Russian "or" / "nor" / "and"
                         "ani", "lub", "albo", "oraz", "nebo", "или", "ни", "и",
                         "directly", "locally", "here", "ni", "né", "nem", "noch", "weder", "nada", "ne",
                         # a noun after the program is what it works on, not its subcommand ("git history")
                         "history", "histories", "files", "file",
                         # a condition after the program's name is not its subcommand ("the nginx service without
                         # asking", "docker before checking")
                         "without", "before", "after", "unless", "until", "first", "please", "when", "while", "if",
                         "im", "am", "auf", "dans", "sur", "en", "na", "nel", "nella", "against", "inside",
                         "tegen", "gegen", "contre", "contra", "против",
                         "sans", "avant", "ohne", "vor", "bevor", "sin", "antes", "sem", "senza", "prima",
                         # a purpose after the program is what it is forbidden for ("yarn para instalar")
                         "para", "pour", "um", "zum", "zur", "per", "om", "do", "для", "чтобы"})
# an adverb after a program's name says how it is run, it is no subcommand ("pip directly", "pip directement",
# "npm direttamente", "yarn simplemente"): the suffixes that make adverbs, and the few German ones without
# (English "-ly" after the letters adverbs end in: "directly", "locally", "blindly"; not "apply", "reply", "supply")
_ADVERB_FORM = r"[a-zà-ÿ]{3,}(?:[deiklnrstuv]ly|ement|amment|emment|mente)|direkt"
_ADVERB = rx(_ADVERB_FORM + r"|einfach|sonst|selbst|nochmal|immer|jemals|tout|allein|seul", re.I)


def _not_a_subcommand(word: str) -> bool:
    bare = word.strip(",;:.()`'\"").lower()
    return bare in _STOP_WORDS or _ADVERB.fullmatch(bare) is not None


_NEGATORS = frozenset({"never", "no", "not", "don't", "dont", "nunca", "jamais", "pas", "nie", "niemals", "kein", "keine",
                       "mai", "não", "nao", "jamás", "ni", "nooit", "geen", "niet", "aldrig", "никогда"})
_RUN_VERBS = frozenset({"run", "use", "call", "execute", "invoke", "launch", "start", "lance", "lancer", "utilise", "exécute",
                        "führe", "benutze", "verwende", "nutze", "starte", "ejecutes", "ejecutar", "uses", "usar", "lances",
                        "esegui", "usare", "lanciare", "rode", "rodar", "use", "usa"})
_COMMAND_NOUNS = frozenset({"command", "commands", "commandes", "befehle", "befehl", "comandos", "comando"})


_NOT_PROGRAM = rx(r"\b(?:not|no|never|don'?t|do not|instead of|rather than|nicht|pas|jamais|sans|nunca|jamás|nie|niemals|kein|"
                          r"mai|não|nao|en lugar de|au lieu de|statt|anstatt|invece di|em vez de|nooit|geen|niet|aldrig|никогда)\s+"
                          r"(?:(?:use|run|call|utilise[rz]?|lance[rz]?|benutze\w*|verwende\w*|uses|usar|ejecutar|usare)\s+)?"
                          # "never bare pip", "no plain docker": the program run on its own (not through another)
                          r"(?:(?:bare|plain|raw|naked|direct|kale|kaal|nackte[snm]?|blo(?:ß|ss)e[snm]?|pur|directo|"
                          r"puro)\s+)?"
                          r"(?:`([a-z][\w-]*)`|"
                          # "never run kubectl against prod": the program, where the rule then scopes it
                          r"([a-z][\w-]*))(?=\s*(?:(?:" + _ADVERB_FORM + r"|tout seul|a secas|allein)\b\s*)?"
                          r"(?:[.,;:)!]|$|\b(?:and|or|ou|oder|ni|nor|of|y|und|et)\b)|\s+(?:"
                          + _ON_ENV.pattern + r"|(?:with|mit|avec|con|met)\s+(?:the\s+|de\s+|la\s+|le\s+|el\s+|dem\s+)?"
                          + _CONTEXT.pattern + r"))",
                          re.I)


_PACKAGE_MANAGERS = {"npm": ("install", "i", "ci", "add"), "yarn": ("add", "install"), "pnpm": ("add", "install", "i"),
                     "pip": ("install",), "pip3": ("install",), "poetry": ("add", "install"), "gem": ("install",),
                     "brew": ("install",), "cargo": ("install", "add"), "apt": ("install",), "apt-get": ("install",)}


_ALT_SUB = rx(r"\s*(?:,|/|\bor\b|\bnor\b|\band\b|\bou\b|\boder\b|\bo\b|\by\b|\bni\b|\bet\b|\bund\b|\be\b)\s*"
                      r"([a-z][\w-]{2,})(?=\s*(?:[.,;:)!/]|$|\b(?:or|nor|and|on|in|against|to|without|unless|ou|oder|"
                      r"o|y|ni|et|und|e|im|en|sur|auf|by|yourself|myself|manually|directly|please|pls|ever|"
                      r"toi-même|selbst|tú)\b))")


_QUALIFIER = rx(r"destructi\w*|dangerous|risky|irreversible|mutating|write|writing|remote|destructive|"
                        r"destructrices?|destruktive\w*|destructivos?|gefährliche\w*|dangereuses?|peligrosos?", re.I)
_MAKE_OBJECTS = frozenset({"changes", "change", "any", "a", "an", "the", "sure", "it", "them", "modifications", "edits",
                           "commits", "copies", "backups", "assumptions", "up", "things", "anything", "new", "your",
                           "my", "unrequested", "unrelated", "breaking", "big", "large", "direct", "manual"})


# the particle of an English phrasal verb, after its object ("make stuff up", "make the figures up"): a make target
# is one word and never ends on one of these
_PARTICLE_END = rx(r"(?:\s+[a-z][\w'-]*){0,3}?\s+(?:up|out)", re.I)


def _phrasal(after: str) -> bool:
    """The words after "make" end its clause on a particle: the English verb, not the build tool."""
    clause = re.split(r"[.;,:!?()\n]|\b(?:and|or|when|if|unless|but)\b", after, maxsplit=1)[0]
    return _PARTICLE_END.fullmatch(clause.rstrip()) is not None


def _cli_phrases(text: str) -> list[str]:
    """Commands a rule names in plain words: a known program and the words after it up to the first
    that is not a subcommand or a flag ("npm publish", "git filter-branch", "vault kv get")."""
    out: list[str] = []
    bare_end = -1  # where the last program forbidden as a whole ended: "never npm or yarn" forbids both
    for m in _CLI_PHRASE.finditer(text):
        before = text[:m.start()].split()[-1:] or [""]
        if not m.group(1).islower() or before[0].lower() in _DETERMINERS or _QUALIFIER.fullmatch(before[0]):
            continue  # "Docker images", "our git history", "destructive git commands": prose about a thing
        if m.group(1).lower() == "make" and (m.group(2).split()[:1] or [""])[0].lower().strip(".,;") in _MAKE_OBJECTS:
            continue  # "never make changes to production": the English verb
        if m.group(1).lower() == "make" and _phrasal(text[m.end(1):]):
            continue  # "don't make stuff up", "never make the numbers up": a verb, its object and its particle
        words = [m.group(1).lower()]
        after = m.group(2).split()[:1]
        listed = bare_end >= 0 and re.fullmatch(r"[\s,/]*(?:(?:or|nor|and|ni|ou|oder|o|y|und|et|e)\s+)?",
                                                text[bare_end:m.start()], re.I) is not None
        end = m.start(1) + len(m.group(1))
        # "not npm or yarn, in this repo", "not docker (no daemon here)": a comma or an aside closes the program's name
        ends_clause = re.match(r"\s*(?:[.;!),(]|$|\s(?:or|nor|ni|ou|oder|o|y|und|et|e|and)\s)", text[end:], re.I) is not None
        # "never run kubectl without asking": the negation before the verb of running reaches the program
        two = text[:m.start()].split()[-2:]
        negated = before[0].lower() in _NEGATORS or (len(two) == 2 and two[0].lower() in _NEGATORS and
                                                     two[1].lower() in _RUN_VERBS)
        if (negated or listed) and (after and _not_a_subcommand(after[0]) or ends_clause):
            if words[0] != "make":  # "never make anything world-writable": the English verb
                sentence = next((x for x in _sentences(text) if m.group(0) in x), text)
                if words[0] in _PACKAGE_MANAGERS and _INSTALL_WORDS.search(sentence):
                    # "never npm or yarn to install packages": installing is the scope, `npm run build` is not it
                    out += [f"{words[0]} {sub}" for sub in _PACKAGE_MANAGERS[words[0]]]
                else:
                    out.append(words[0])  # "never pkill anything": the program itself
                bare_end = end
            continue
        for word in m.group(2).split():
            if word in _LONE_PATH:
                words.append(word)
                continue
            bare = word.strip(",;:.()`'\"")
            if bare.lower() in REFLEXIVE:  # "fly deploy yourself": who runs it, not an argument
                break
            if bare.lower() in _COMMAND_NOUNS:  # "don't run npm commands": the program, whatever follows it
                if len(words) == 1:
                    out.append(words[0])
                break
            if len(words) > 1 and (bare.lower() in _CLIS or _ADVERB.fullmatch(bare.lower())):
                break  # "pip install directement", "docker system prune ani docker volume rm": how, or the next command
            if not bare or bare.lower() in _STOP_WORDS or word != word.rstrip(",;:.)") and len(words) > 1:
                if bare and bare.lower() not in _STOP_WORDS:
                    words.append(bare)
                break
            words.append(bare)
        if len(words) >= 2:
            out.append(" ".join(words))
        if len(words) >= 3:  # "docker system prune / volume rm", "reset --hard and clean -fd": the same head
            at = end
            for w in words[1:]:
                found = text.find(w, at)
                at = found + len(w) if found >= 0 else at
            out += shared_head_items(words, text[at:], _STOP_WORDS | _NEGATORS, frozenset(_CLIS))
        if len(words) == 2:  # "terraform apply or destroy", "git commit and push": the program's other subcommands
            at = text.find(words[1], end)
            tail = text[at + len(words[1]):] if at >= 0 else ""
            while tail:
                alt = _ALT_SUB.match(tail)
                if not alt or alt.group(1).lower() in _STOP_WORDS or alt.group(1).lower() in _CLIS:
                    break
                out.append(f"{words[0]} {alt.group(1).lower()}")
                tail = tail[alt.end():]
    for m in re.finditer(r"(?<![\w-])(--[a-z][\w-]{2,})", text):  # "no --no-verify": a flag, with its program if named
        flag = m.group(1)
        if flag in ("--force", "--force-with-lease", "--hard", "--recursive", "--mirror", "--delete", "--dry-run"):
            continue
        # the program is the one its list item or clause names ("npm run dev, uvicorn --reload": uvicorn's flag)
        item = re.split(r"[,;(]", text[:m.start()])[-1]
        head = re.fullmatch(r"\s*(?:(?:or|and|nor|ou|oder|o|y|e|et|und|ni|e\.g\.)\s+)?([a-z][\w.-]*)\s+", item, re.I)
        listed = text.rfind("(", 0, m.start()) > text.rfind(")", 0, m.start())  # an item of "(a, b --flag, c)"
        program = head.group(1).lower() if head and listed and head.group(1).lower() not in _STOP_WORDS | _NEGATORS else ""
        program = program or next((c.group(1).lower() for c in _CLI_PHRASE.finditer(item)), "")
        program = program or next((w.lower() for w in re.findall(r"[a-z][\w-]*", item, re.I) if w.lower() in _CLIS), "")
        if not program and flag in _FLAG_OWNERS:  # "never use --no-verify": the program whose flag it is
            program = _FLAG_OWNERS[flag]
        # "no containers with --privileged": a flag of the container runtimes is theirs, whichever is run
        out += [f"{p} {flag}" for p in (_CONTAINER_RUNTIMES if program in _CONTAINER_RUNTIMES else (program,)) if p]
    for m in _NOT_PROGRAM.finditer(text):
        name = (m.group(1) or m.group(2)).lower()  # "Don't use Docker": the program, however capitalised
        if name in _CLIS:  # "use uv, not pip": the program itself, named alone
            sentence = next((x for x in _sentences(text) if m.group(0) in x), text)
            if name in _PACKAGE_MANAGERS and _INSTALL_WORDS.search(sentence):  # "nunca npm, para instalar": its installs
                out += [f"{name} {sub}" for sub in _PACKAGE_MANAGERS[name]]
            else:
                out.append(name)
    for m in _PROGRAM_COMMANDS.finditer(text):  # "docker-Befehle", "commandes docker", "comandos de kubectl": the program
        name = next(g for g in m.groups() if g).lower()
        if name in _CLIS and name not in out and not any(c.startswith(name + " ") for c in out):
            out.append(name)
    if _GIT_HISTORY.search(text):
        for sub in ("rebase", "filter-branch", "filter-repo", "commit --amend", "reset --hard"):
            word = sub.split()[0] if sub != "commit --amend" else "amend"
            if re.search(rf"\b{re.escape(word)}\w*", text, re.I):
                out.append(f"git {sub}")
    return list(dict.fromkeys(out))


# a program's commands named by the noun for "commands", before or after it, in each language
_PROGRAM_COMMANDS = rx(r"(?<![\w./-])([a-z][\w-]*?)[- ](?:befehle?|kommandos?|aufrufe?)\b|"
                               r"\b(?:commandes?|comandos?|comandi|commandi|befehle|kommandos)\s+(?:de\s+|du\s+|do\s+|di\s+|d'|"
                               r"von\s+)?`?([a-z][\w-]*)\b|"
                               r"(?<![\w./-])([a-z][\w-]*)\s*(?:コマンド|命令|명령어?)", re.I)
_FLAG_OWNERS = {"--no-verify": "git", "--force-with-lease": "git", "--no-gpg-sign": "git", "--amend": "git commit",
                "--allow-empty": "git commit", "--unsafe-perm": "npm", "--legacy-peer-deps": "npm",
                "--break-system-packages": "pip", "--auto-approve": "terraform", "--privileged": "docker",
                "--cap-add": "docker", "--security-opt": "docker"}
_CONTAINER_RUNTIMES = ("docker", "podman", "nerdctl")


def _covered_by(command: str, intents: set[str]) -> bool:
    """A named command another intent of the same rule already reads by what it does."""
    head = command.split()
    if not head:
        return True
    if "privilege" in intents and head[0] in ("sudo", "su", "doas", "pkexec", "run0", "sudoedit"):
        return True
    if "recursive_delete" in intents and head[0] in ("rm", "rmdir", "find", "rimraf"):
        return True
    if "force_push" in intents and head[:2] == ["git", "push"]:
        return True
    if "remote_code" in intents and head[0] in ("curl", "wget", "bash", "sh"):
        return True
    if f"via:{head[0]}" in intents or ("host" in intents and head[0] in ("ssh", "scp", "sftp", "telnet")):
        return True  # "no ssh, psql, curl" under a host rule: the means of reaching it, which the host rule reads
    if ("push" in intents or "delete_ref" in intents) and head[:2] == ["git", "push"]:
        return True
    if "global_install" in intents and head[0] in ("npm", "pnpm", "yarn", "pip", "pip3", "brew", "gem", "cargo",
                                                   "apt", "apt-get", "pipx", "uv"):
        return True
    if "test_run" in intents and head[0] in ("pytest", "jest", "vitest", "mocha", "tox", "nox"):
        return True
    if "discard_work" in intents and head[:1] == ["git"] and len(head) > 1 and head[1] in ("reset", "checkout", "clean",
                                                                                             "restore", "stash"):
        return True
    return False


_SQL_WORDS = rx(r"\b(drop|truncate|delete|update|alter)\b(?:\s+(table|database|schema|from|column))?", re.I)
_NO_WHERE = rx(r"without (?:a )?where|sans (?:clause )?where|ohne where|sin (?:cláusula )?where|sem where|"
                       r"senza where|where句なし|不带where|без where", re.I)


def _sql_statements(text: str) -> tuple[str, ...]:
    """SQL statement kinds a rule forbids: DROP, TRUNCATE, DELETE/UPDATE (without WHERE when it says so)."""
    if not _NO_WHERE.search(text) and not re.search(r"(?<![A-Za-z])(?:DELETE|UPDATE|DROP|TRUNCATE)(?![A-Za-z])", text) and \
            not re.search(r"\b(?:sql|table|tables|tabelle\w*|tablas?|tables?|database|datenbank|base de données|"
                     r"base de datos|banco de dados|query|queries|requête\w*|consulta\w*|drop|truncate)\b", text, re.I):
        return ()
    found: list[str] = []
    no_where = bool(_NO_WHERE.search(text))
    tables = bool(re.search(r"\btables?\b|\btabelle\w*|\btablas?\b|\btabela\w*", text, re.I))
    for m in _SQL_WORDS.finditer(text):
        verb, obj = m.group(1).lower(), (m.group(2) or "").lower()
        if verb == "drop":
            found.append("drop_table" if obj == "table" or (not obj and tables) else
                         "drop_database" if obj in ("database", "schema") else "drop")
        elif verb == "truncate":
            found.append("truncate")
        elif verb == "delete" and (m.group(0).isupper() or obj == "from" or no_where):
            found.append("delete_all" if no_where else "delete")
        elif verb == "update" and m.group(0).isupper() and no_where:
            found.append("update_all")
        elif verb == "alter" and m.group(0).isupper():
            found.append("alter_drop")
    return tuple(dict.fromkeys(found))


def is_known_program(word: str) -> bool:
    """A program the rule readers know by name (git, npm, curl, rm...)."""
    return word.lower() in _CLIS or word.lower() in _PROGRAMS


def propose_tool(text: str) -> tuple[ToolCheck | None, list[str]]:
    parsed = parse_tool_rules(text)
    if not parsed.rules:
        return None, []
    return ToolCheck(forbid=tuple(parsed.rules)), parsed.kinds


# -- judgement --------------------------------------------------------------------------------------


def _norm(path: str) -> str:
    p = path.strip()
    if p.startswith("./"):
        p = p[2:]
    return posixpath.normpath(p) if p else p


_TEMPLATE = rx(r"\.(?:example|sample|template|tmpl|dist|defaults)$", re.I)


def path_matches(path: str, pattern: str) -> bool:
    """Does ``path`` (a normalised path from a call) fall under ``pattern`` (a path from a rule)?
    A file's committed template (``.env.example`` beside ``.env``) is not the file."""
    p, pat = _norm(path), _norm(pattern.rstrip("/")) if pattern not in ("/",) else "/"
    if not p or not pat:
        return False
    template = _TEMPLATE.search(p)
    stem = posixpath.basename(p[:template.start()]) if template else ""
    if template and not _TEMPLATE.search(pat) and "/" not in pattern.rstrip("/") and \
            (_file_matches(stem, posixpath.basename(pat)) or posixpath.basename(pat).startswith(stem + ".")) and \
            not pat.endswith(".*"):  # ".env.*" names every variant
        return False
    if pat.startswith("~/") and not p.startswith("~"):
        home = _home_form(p)
        if home.startswith("~/"):  # /home/dev/.zshrc is ~/.zshrc
            p = home
        elif not p.startswith("/") and not (p == pat[2:] or p.startswith(pat[2:].rstrip("/") + "/")):
            return False  # docker/devcontainer/.zshrc is the project's file, not the home one
        else:
            pat = pat[2:]  # ~/.ssh/id_rsa also as .ssh/id_rsa under some home
    wild = any(c in pat for c in "*?[")
    base = posixpath.basename(p)
    if wild:
        if "/" not in pat:
            return fnmatch.fnmatch(base, pat) or any(fnmatch.fnmatch(part, pat) for part in p.split("/"))
        return fnmatch.fnmatch(p, pat) or fnmatch.fnmatch(p, "*/" + pat) or fnmatch.fnmatch(p, pat + "/*") \
            or fnmatch.fnmatch(p, "*/" + pat + "/*")
    if any(c in p for c in "*?["):  # a call path with a glob or an unknown part: it may be the protected one
        if fnmatch.fnmatch(pat, p) or fnmatch.fnmatch(posixpath.basename(pat), base):
            return True
    if pat.startswith("/"):
        return p == pat or p.startswith(pat + "/")
    if "/" not in pat:
        if pat.startswith(".") and pat.count(".") == 1:
            if base == pat or base.startswith(pat + "."):
                return True
        if base == pat:
            return True
        return ("/" + pat + "/") in ("/" + p + "/")
    return p == pat or p.endswith("/" + pat) or p.startswith(pat + "/") or ("/" + pat + "/") in ("/" + p + "/")


_HOME = rx(r"^(?:/home/[^/]+|/Users/[^/]+|/root)(?=/|$)")


def _home_form(path: str) -> str:
    """``/home/sam/code/x`` as ``~/code/x`` (a home directory is ~ whoever the user is); other paths unchanged."""
    m = _HOME.match(path)
    return "~" + path[m.end():] if m else path


def _fixed_part(path: str) -> str:
    """The part of a path a glob leaves known: ``/var/cache/app/*`` is somewhere in /var/cache/app (outside
    a root if that is); ``*`` or ``*/build`` says nothing ("" - never outside)."""
    parts = path.split("/")
    cut = next((i for i, part in enumerate(parts) if any(c in part for c in "*?[")), None)
    if cut is None:
        return path
    return "/".join(parts[:cut]) or ("/" if cut == 1 else "")  # /* is the whole disk


def _outside(path: str, roots: Sequence[str]) -> bool:
    """Is ``path`` outside every root? A relative path is in the project: outside an absolute root only
    by ``..``, outside a relative root unless under it; an absolute path is outside relative roots when it
    is a system or temporary place, otherwise only when the rule also names absolute ones (the project's own
    place is not known here). The root
    ``<project>`` ("never write outside the repo", no path given): ``..``, the system's directories, the
    temporary ones and the home directory's dotfiles are outside it."""
    if PROJECT_ROOT in roots:
        if path.startswith("..") or _NOT_A_PROJECT.match(_home_form(path)):
            return True
        roots = [r for r in roots if r != PROJECT_ROOT]
        if not roots:
            return False
    absolute = [r for r in roots if r.startswith(("/", "~"))]
    relative = [r for r in roots if not r.startswith(("/", "~"))]
    if path.startswith(("/", "~")):
        if not absolute:  # the system's and temporary places are outside any project's folders ("> /tmp/debug.log")
            return bool(relative) and bool(_NOT_A_PROJECT.match(_home_form(path)))
        return not _allowed_path(path, absolute) and not _allowed_path(_home_form(path), absolute)
    if path.startswith(".."):
        return True
    return bool(relative) and not _allowed_path(path, relative)


def _file_matches(base: str, pattern: str) -> bool:
    return base == pattern or fnmatch.fnmatch(base, pattern) or (pattern.startswith(".") and base.startswith(pattern + "."))


def _ref_deleted(a: Action) -> str:
    """What a ref deletion did, for a verdict; a ref whose name the call reads from its input (``xargs git
    branch -d``) said so, a tag replaced (``git tag -f``) said moved."""
    name = a.branch if UNKNOWN not in a.branch else "(names read from its input)"
    return f"{'moves' if a.detail == 'moved' else 'deletes'} {'the remote ' if a.remote else 'the local '}{a.ref or 'ref'} {name}"


def _allowed_path(path: str, allow: Sequence[str]) -> bool:
    for a in allow:
        pat = _norm(a.rstrip("/"))
        p = _norm(path)
        if any(c in pat for c in "*?["):
            if fnmatch.fnmatch(posixpath.basename(p), pat) or fnmatch.fnmatch(p, pat) or fnmatch.fnmatch(p, "*/" + pat):
                return True
            continue
        if p == pat or p.startswith(pat + "/") or (not pat.startswith("/") and ("/" + pat + "/") in ("/" + p + "/")
                                                     and not p.startswith("/")) or p.endswith("/" + pat) \
                or (posixpath.basename(pat) == posixpath.basename(p) and "/" not in pat):
            return True
    return False


# Short flags that spell a long one, per program (and subcommand): a rule names "--no-verify", the call says
# "git commit -n". Clusters ("-rf") are read flag by flag. Only flags whose meaning is fixed are listed.
def _long_flags(argv: Sequence[str]) -> list[str]:
    """``argv`` with every short flag the table knows also written in its long form."""
    if not argv:
        return list(argv)
    table = long_forms(argv)
    if not table:
        return list(argv)
    out = [argv[0]]
    for token in argv[1:]:
        out.append(token)
        if token.startswith("-") and not token.startswith("--") and token[1:].isalpha():
            for letter in token[1:]:
                out += table.get(letter, "").split()
    return out


def _flag_table(argv: Sequence[str]) -> dict[str, str]:
    return {k: v for k, v in long_forms(argv).items() if " " not in v}


_FRONTENDS = {("uv", "pip"): "pip"}
# programs that are another program's subcommand under a name of their own: `npx x` is `npm exec x` (a rule
# against npm forbids it), `docker-compose up` is `docker compose up`
_ALIASES = {"npx": ("npm", "exec"), "pnpx": ("pnpm", "dlx"), "bunx": ("bun", "x"), "yarnpkg": ("yarn",),
            "docker-compose": ("docker", "compose"), "podman-compose": ("podman", "compose")}
_VERSIONED = rx(r"(pip|python|pydoc|idle|easy_install)\d+(?:\.\d+)*")  # pip3, pip3.12: pip


def _program(name: str) -> tuple[str, ...]:
    """The program a command name runs, as the words a rule would name it by."""
    versioned = _VERSIONED.fullmatch(name)
    return (versioned.group(1),) if versioned else _ALIASES.get(name, (name,))


def _argv_has(argv: Sequence[str], prefix: str) -> bool:
    want = prefix.split()
    if not want or not argv:
        return False
    if want[0] == SCRIPT_PREFIX:  # "the deploy script": a script or target named for it
        return len(want) > 1 and runs_script(argv, want[1])
    if len(want) == 2 and want[1] == "destroy" and want[0] in _APPLY_DESTROY and len(argv) > 1 and \
            posixpath.basename(argv[0]) == want[0] and "apply" in argv[1:3] and ("-destroy" in argv or "--destroy" in argv):
        return True  # `terraform apply -destroy` is `terraform destroy`
    if want[0] == ANY_PROGRAM:  # "nada de --skip-tests": the option given to any program (after `--` too)
        return all(w in argv[1:] or any(x.startswith(w + "=") for x in argv[1:]) for w in want[1:])
    service = as_systemctl(argv) if want[0] == "systemctl" else None
    if service is not None:  # `service nginx restart` is `systemctl restart nginx` (service_forms)
        return _argv_has(service, prefix)
    head = (posixpath.basename(argv[0]), argv[1] if len(argv) > 1 else "")
    if _FRONTENDS.get(head) and want[0] != head[0]:  # `uv pip install -e .` is a `pip install` (uv is its runner)
        return _argv_has((_FRONTENDS[head], *argv[2:]), prefix)
    name = posixpath.basename(argv[0])
    if name != want[0] and _program(name) != (name,):  # `npx prisma` under a rule against npm
        return _argv_has((*_program(name), *argv[1:]), prefix)
    if name != want[0]:
        return False
    rest = _long_flags(argv)[1:]
    table = _flag_table(want)
    if table:  # the rule's own short flag as its long form ("git add -A" is "git add --all")
        want = [want[0], *[table.get(t[1:], t) if re.fullmatch(r"-[A-Za-z]", t) else t for t in want[1:]]]
    i = 0
    for token in want[1:]:
        while i < len(rest) and rest[i] != token:
            i += 1
        if i >= len(rest):
            return False
        i += 1
    return True


_REAL_HOST = rx(r"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*|(?:\d{1,3}\.){3}\d{1,3}|localhost|::1")


# programs that run commands on a fleet over ssh, their first argument a host or a group of hosts ("prod" for
# prod-01 and prod-02: the inventory's group, named as its hosts are)
_FLEET = frozenset({"ansible", "ansible-playbook", "ansible-console", "pdsh", "pssh", "parallel-ssh", "fab"})


def host_in(host: str, patterns: Sequence[str]) -> bool:
    """Is ``host`` one of ``patterns``: the name itself, a ``*.domain`` pattern, a ``prod-*`` name
    pattern, or a bare name given in the rule (``prod-db``) and reached by its full name (``prod-db.internal``)."""
    h = host.lower().rstrip(".")
    if not h:
        return False
    for p in patterns:
        if p == "*prod*":  # hosts named for production: prod, production, prod-web-1, db.prod.corp (not "products",
            # not a path such as a vault key secret/db-prod-01)
            if "/" not in h and re.search(r"(?:^|[-_.])prod(?:uction)?(?:$|[-_.\d])", h):
                return True
            continue
        if h == p or ("*" in p and fnmatch.fnmatch(h, p)) or ("*" in p and fnmatch.fnmatch(h.split(".")[0], p)):
            return True
        if "." not in p and "*" not in p and h.startswith(p + "."):
            return True
        if p.startswith("*.") and h == p[2:]:
            return True
    return False


def _branch_in(branch: str, patterns: Sequence[str]) -> bool:
    return any(fnmatch.fnmatch(branch.lower(), p.lower()) for p in patterns)


def _url_allowed(url: str, allow: Sequence[str]) -> bool:
    return bool(url) and any(url.rstrip("/") == a.rstrip("/") or url.startswith(a.rstrip("/") + "/") for a in allow)


_APPLY_DESTROY = frozenset({"terraform", "tofu", "terragrunt"})


def _destroy_applies(argv: Sequence[str], guarded: str) -> bool:
    """``terraform destroy`` is ``terraform apply -destroy``: a rule on what comes before an apply guards it too
    ("the plan before apply": a destroy shows its plan the same way, unless ``-auto-approve`` skips it)."""
    head = guarded.split()
    return len(head) == 2 and head[0] in _APPLY_DESTROY and head[1] == "apply" and \
        _argv_has(argv, f"{head[0]} destroy")


def _ran_first(rule: ToolRule, actions: Sequence[Action]) -> str:
    """A precondition rule: the guarded action (a commit, a push) with what must come first not run
    before it, in this call or earlier in the turn ("" when kept or when nothing guarded happens)."""
    kind = COMMIT if rule.commands[0] == "git commit" else PUSH if rule.commands[0] == "git push" else EXEC
    for i, a in enumerate(actions):
        if a.kind != kind or (kind == EXEC and (not (_argv_has(a.argv, rule.commands[0]) or
                                                     _destroy_applies(a.argv, rule.commands[0])) or
                                                all(_argv_has(a.argv, n) for n in rule.requires))):
            continue  # ("helm diff upgrade ..." is the check run first, not the upgrade)
        for need in rule.requires:
            earlier = actions[:i]
            if need == "<tests>":
                done = any(x.kind == TEST_RUN or (x.kind == EARLIER and x.argv[:1] and
                                                   x.argv[0] in ("pytest", "jest", "vitest", "mocha", "tox", "nox"))
                           for x in earlier)
            else:
                done = any(x.kind in (EXEC, EARLIER) and _argv_has(x.argv, need) for x in earlier) or \
                    (kind == EXEC and command_order.consumes_output(a.argv, need))  # `terraform apply tfplan`
            if not done:
                what = "the tests" if need == "<tests>" else need
                return f"{rule.commands[0]} without running {what} first"
        return ""
    return ""


# programs whose arguments are text to look for or print, never a place a command runs against
_TEXT_FILTERS = frozenset({"grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "jq", "yq", "echo",
                           "printf", "tr", "cut", "sort", "uniq", "wc", "head", "tail"})


def judge(rule: ToolRule, actions: Sequence[Action]) -> tuple[str, str]:
    """("broken", evidence) / ("undecidable", why) / ("obeyed", "")."""
    if rule.intent == "precondition":
        why = _ran_first(rule, actions)
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent == "require_flag":  # "always run pytest with -x": a run of the program without the flag
        why = next((w for a in actions if a.kind in (EXEC, PRIVILEGE)
                    for w in [flag_breaks(rule, a.argv, is_deploy(a))] if w), "")
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent == "command" and rule.hosts:  # a command forbidden on a host or cluster: the call must name it
        if not any(host_in(t, rule.hosts) for a in actions if not _TEXT_FILTERS.intersection(
                   (posixpath.basename(a.argv[0]) if a.argv else "", a.via))  # (not a word `grep` looks for)
                   for x in (*a.argv, a.host) for t in re.split(r"[=@:/,]", x) if t):
            return "obeyed", ""  # (anywhere in the call: `kubectl config use-context prod-eu && kubectl delete ...`)
    if rule.intent == "merge" and rule.branches:  # "never merge into main" (merge_target)
        why = merge_into_breaks(rule, actions)
        return ("broken", why) if why else ("obeyed", "")
    if rule.intent in ACTS:
        why = act_breaks(rule, actions)[0]
        if why:
            return "broken", why
    if rule.intent == "push" and rule.refs:  # "never push tags": a push that carries tags, not a branch's
        tags = _tag_pushes(actions)
        return ("broken", f"pushes tags: {' '.join(tags[0].argv)[:100]}") if tags else ("obeyed", "")
    if rule.intent == "print_secret":
        shown = _secret_prints(actions)
        if shown:
            return "broken", shown[0]
    for action in _not_by_allowed(rule, actions):
        why = _breaks(rule, action)
        if why:
            return "broken", why
    for action in actions:
        if action.kind == UNDECIDABLE:
            return "undecidable", action.detail
        if action.kind == REMOTE_CODE and rule.intent != "remote_code":
            return "undecidable", action.detail or "downloaded code is run"
    return "obeyed", ""


def breaking_actions(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions of a call that break ``rule`` (what a user's approval must cover)."""
    if rule.intent in ACTS:
        return act_breaks(rule, actions)[1]
    if rule.intent == "push" and rule.refs:
        return _tag_pushes(actions)
    return [a for a in _not_by_allowed(rule, actions) if _breaks(rule, a)]


_SECRET_NAME = rx(r"secret|token|passw|pwd|api_?key|access_?key|private|credential|auth|cookie|^aws_|_key$|^key$|"
                          r"dsn$|database_url", re.I)
_ENV_DUMPS = {"env": (), "printenv": (), "set": (), "export": ("-p",), "declare": ("-x", "-p", "-xp", "-px"),
              "typeset": ("-x", "-p")}
_QUIET_FILTERS = {"grep": ("-c", "-q", "-l", "-L", "--count", "--quiet", "--files-with-matches"), "wc": (), "cut": (),
                  "rg": ("-c", "-q", "-l", "--count", "--quiet"), "egrep": ("-c", "-q", "-l")}


def _secret_prints(actions: Sequence[Action]) -> list[str]:
    """What a call prints that holds secrets: the whole environment (``env``, ``printenv``, ``export -p``) unless
    filtered to names that are not secret or to a count; ``printenv NAME`` or ``echo $NAME`` of a secret's name."""
    runs = [a for a in actions if a.kind in (EXEC, PRIVILEGE) and a.argv]
    out: list[str] = []
    for i, a in enumerate(runs):
        prog, args = posixpath.basename(a.argv[0]), a.argv[1:]
        names = [x for x in args if not x.startswith("-")]
        if prog in _ENV_DUMPS and not names and all(x in _ENV_DUMPS[prog] for x in args) and \
                (prog in ("env", "printenv") or args or prog == "set"):
            after = runs[i + 1].argv if i + 1 < len(runs) else ()
            filt = posixpath.basename(after[0]) if after else ""
            pattern = next((x for x in after[1:] if not x.startswith("-")), "")
            if filt in _QUIET_FILTERS and (filt in ("wc", "cut") or set(after) & set(_QUIET_FILTERS[filt]) or
                                           (pattern and not _SECRET_NAME.search(pattern))):
                continue  # `env | grep PATH`, `printenv | wc -l`: no secret reaches the terminal
            out.append(f"prints the environment: {' '.join(a.argv)[:60]}" + (f" | {' '.join(after)[:40]}" if after else ""))
        elif prog == "printenv" and any(_SECRET_NAME.search(x) for x in names):
            out.append(f"prints a secret: {' '.join(a.argv)[:80]}")
        elif prog in ("echo", "printf", "print") and a.detail:
            # "${KEY:+set}" expands to the word given, never to the value: it says whether KEY is set
            hit = next((m.group(1) for m in re.finditer(r"\$\{?([A-Za-z_]\w*)(?!:?\+)", a.detail)
                        if _SECRET_NAME.search(m.group(1))), "")
            if hit:
                out.append(f"echoes ${hit} to the terminal")
    return out


def _quiet_reader(a: Action) -> bool:
    """A run that reads a file but prints none of its text: a count, file names or an exit status."""
    if a.kind != EXEC or not a.argv:
        return False
    prog = posixpath.basename(a.argv[0])
    return prog in _QUIET_FILTERS and prog != "cut" and (prog == "wc" or bool(set(a.argv[1:]) & set(_QUIET_FILTERS[prog])))


def _not_by_allowed(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions, less what a command the rule allows does ("delete with trash-put": its deletion is the allowed
    way); an action belongs to the program run before it. A rule against showing a file leaves out what a
    program that prints only a count or an exit status reads (``grep -c = .env``, ``wc -l .env``)."""
    if rule.intent == "read_path" and rule.shown_only:
        return [a for i, a in enumerate(actions) if not (a.kind == READ and i and _quiet_reader(actions[i - 1]))]
    if rule.intent == "command" and rule.allow_commands:
        return _not_run_by_allowed(rule, actions)
    if rule.intent != "delete" or not rule.allow_commands:
        return list(actions)
    out: list[Action] = []
    allowed = False
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv:
            allowed = any(_argv_has(a.argv, c) for c in rule.allow_commands)
        if not allowed:
            out.append(a)
    return out


def _not_run_by_allowed(rule: ToolRule, actions: Sequence[Action]) -> list[Action]:
    """The actions less the program an allowed command runs inside itself: ``python -m pip install x`` under "use
    python -m pip, never bare pip" runs pip as its module (the run read next, its arguments the outer one's tail)."""
    out: list[Action] = []
    outer: tuple[str, ...] = ()
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv:
            inner = bool(outer) and len(a.argv) <= len(outer) and \
                tuple(outer[len(outer) - len(a.argv) + 1:]) == tuple(a.argv[1:]) and \
                posixpath.basename(a.argv[0]) == posixpath.basename(outer[len(outer) - len(a.argv)])
            if inner:
                outer = ()
                continue
            allowed = [c for c in rule.allow_commands if _argv_has(a.argv, c)]
            # (`poetry run pip install` under "poetry, not pip": the manager's environment runs pip itself, env_runners)
            outer = a.argv if allowed and not (inner_command(a.argv) and all(" " not in c for c in allowed)) else ()
            if swap_order.filters_its_input(a.argv):
                continue  # "use rg, not grep": a grep filtering piped output searches nothing
        out.append(a)
    return out


_VERSION_REF = rx(r"v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?|refs/tags/.+|release-\d[\w.-]*", re.I)


def _tag_pushes(actions: Sequence[Action]) -> list[Action]:
    """The ``git push`` runs that push tags: ``--tags``, ``--follow-tags``, ``--mirror``, ``tag v1``, or a
    refspec that is a tag (``refs/tags/...``, a version such as ``v1.2.0``); a branch push is not one."""
    out = []
    for a in actions:
        argv = a.argv
        if a.kind not in (EXEC, PRIVILEGE) or argv[:1] != ("git",) or "push" not in argv[1:3]:
            continue
        rest = list(argv[argv.index("push") + 1:])
        if "--delete" in rest or "-d" in rest:
            continue  # deleting a remote ref is not pushing one
        flags = {x.split("=", 1)[0] for x in rest if x.startswith("-")}
        refspecs = [x for x in rest if not x.startswith("-")][1:]  # after the remote
        if flags & {"--tags", "--follow-tags", "--mirror"} or "tag" in refspecs or \
                any(_VERSION_REF.fullmatch(x.lstrip("+").split(":", 1)[0]) for x in refspecs):
            out.append(a)
    return out


def _breaks(rule: ToolRule, a: Action) -> str:
    intent = rule.intent
    if intent == "privilege" and a.kind == PRIVILEGE:
        if any(_argv_has(a.argv, c) for c in rule.allow_commands):
            return ""
        return f"runs with raised privileges: {' '.join(a.argv)[:100]}"
    if intent == "recursive_delete" and a.kind == DELETE and a.recursive:
        if rule.force_only and not a.force and a.argv == ():
            pass
        if rule.force_only and not a.force:
            return ""
        if rule.paths and not any(path_matches(a.path, p) for p in rule.paths):
            return ""
        if rule.allow_paths and _allowed_path(a.path, rule.allow_paths):
            return ""
        return f"deletes {a.path} recursively"
    if intent == "force_push" and a.kind == PUSH and a.force:
        if a.via == "lease" and any("--force-with-lease" in c for c in rule.allow_commands):
            return ""  # "--force-with-lease is fine"
        if a.branch == "*":
            return "force-pushes every branch"
        if rule.allow_branches and a.branch and _branch_in(a.branch, rule.allow_branches):
            return ""
        if rule.branches and a.branch and not _branch_in(a.branch, rule.branches):
            return ""
        return f"force-pushes to {a.branch or 'the current branch (not known here)'}"
    if intent == "host" and rule.hosts == ("*",) and a.kind == EXEC and set(rule.allow_hosts) <= set(_LOCALHOST) and \
            (not rule.via or "git" in rule.via) and _git_remote_call(a.argv):
        # "no network calls without asking": a pull, fetch, push or clone talks to the remote, its host unnamed
        return f"reaches a git remote: {' '.join(a.argv)[:80]}"
    if intent == "host" and a.kind == CONNECT and (not rule.via or a.via.lower() in rule.via or
                                                   a.via.lower() not in (_KNOWN_CLIENTS if rule.hosts == ("*",)
                                                                         else _LOOKUPS)):
        if rule.hosts == ("*",):  # an allow-list: any real host name not on it
            named = a.via.lower() in _VIA["ssh"] and bool(re.fullmatch(r"[a-z0-9][a-z0-9-]*", a.host))  # ssh's target
            # (an ssh target is a host whatever its last label: "bastion.corp.example" is no file)
            if (named or _REAL_HOST.fullmatch(a.host)) and (a.host.rsplit(".", 1)[-1] not in _FILE_EXT or
                                                            a.via.lower() in _VIA["ssh"]) and \
                    not host_in(a.host, rule.allow_hosts):
                return f"reaches {a.host}" + (f", outside {', '.join(rule.allow_hosts[:3])}" if rule.allow_hosts else "")
        elif host_in(a.host, rule.hosts) and not host_in(a.host, rule.allow_hosts):
            return f"reaches {a.host}"
    if intent == "host" and a.kind in (SQL, MIGRATE) and a.host and rule.hosts != ("*",) and \
            (not rule.via or set(rule.via) & {"psql", "mysql", "mariadb"}) and \
            (host_in(a.host, rule.hosts) or same_environment(a.host, rule.hosts)) and \
            not host_in(a.host, rule.allow_hosts):  # `psql "$PROD_DATABASE_URL" -c ...`: the database it names
        if a.kind == MIGRATE:
            return f"applies migrations on {a.host}: {' '.join(a.argv)[:80]}"
        return f"runs SQL on {a.host}: {a.detail[:80]}"
    if intent == "host" and a.kind == CONNECT and a.via.lower() in _FLEET and rule.hosts != ("*",) and \
            (not rule.via or "ssh" in rule.via):  # ansible reaches its hosts over ssh, by name or by their group
        group = a.host.lower()
        members = [p for p in rule.hosts if "*" not in p and re.fullmatch(rf"{re.escape(group)}[-_.]?[a-z]*\d+[\w.-]*", p)]
        if re.fullmatch(r"[a-z][\w-]*", group) and (members or host_in(group, rule.hosts)) and \
                not host_in(group, rule.allow_hosts):
            return f"reaches {', '.join(members) or group} over ssh ({a.via} {group})"
    if intent in ("write_path", "read_path") and a.kind in ((WRITE, DELETE) if intent == "write_path" else (READ,)):
        if rule.allow_new and a.new:
            return ""
        if a.via == "generator" and GENERATED in rule.allow_commands:
            return ""  # "don't hand-edit the lockfiles": the package manager rewriting one is fine
        inside = intent == "read_path" and any(_norm(p).startswith(_norm(a.path).rstrip("/") + "/") for p in rule.paths
                                               if a.path not in (".", ""))  # a directory holding the file is read whole
        known = _fixed_part(a.path)
        out = bool(rule.outside and known) and _outside(known, rule.outside)
        if (out or inside or any(path_matches(a.path, p) for p in rule.paths)) and \
                not _allowed_path(a.path, rule.allow_paths):
            return f"{'writes' if intent == 'write_path' else 'reads'} {a.path}" + \
                (f", outside {', '.join(rule.outside[:3])}" if out else "")
    if intent == "delete" and a.kind == DELETE:  # "never delete files (without asking)": any file removed
        return f"deletes {a.path}" + (" recursively" if a.recursive else "")
    if intent == "delete" and a.kind == REF_DELETE and rule.refs and (not a.ref or a.ref in rule.refs):
        return _ref_deleted(a)  # "deleting anything"
    if intent == "push" and a.kind in (EXEC, PRIVILEGE) and rule.via and rule.hosts and \
            posixpath.basename(a.argv[0]) in rule.via:
        # "don't push images to registry.acme.io": an image sent to a registry the rule names
        sent = [r for r in _image_destinations(a.argv) if host_in(r, rule.hosts) and not host_in(r, rule.allow_hosts)]
        return f"pushes an image to {sent[0]}: {' '.join(a.argv)[:100]}" if sent else ""
    if intent == "push" and a.kind in (EXEC, PRIVILEGE) and rule.via and len(a.argv) > 1 and \
            posixpath.basename(a.argv[0]) in rule.via and "push" in a.argv[1:3]:
        return f"pushes an image: {' '.join(a.argv)[:100]}"  # "push nothing": docker push too
    if intent == "install" and a.kind == INSTALL and (a.new or not rule.new_only):
        return f"installs packages: {' '.join(a.argv)[:100]}"
    if intent == "commit" and a.kind == COMMIT and not rule.branches:  # "never commit (without asking)": any commit
        return f"commits: {' '.join(a.argv)[:80]}"
    if intent == "push" and a.kind == PUSH:
        if a.branch and rule.allow_branches and _branch_in(a.branch, rule.allow_branches):
            return ""
        if rule.branches and not (a.branch and _branch_in(a.branch, rule.branches)):
            return ""
        return f"pushes to {a.branch or 'the current branch (not known here)'}"
    if intent == "commit" and a.kind == COMMIT and a.branch and _branch_in(a.branch, rule.branches) and \
            not _branch_in(a.branch, rule.allow_branches):
        return f"commits on {a.branch}: {' '.join(a.argv)[:80]}"
    if intent == "commit" and a.kind == PUSH and a.detail and a.branch and _branch_in(a.branch, rule.branches):
        return f"puts {a.detail}'s commits straight onto {a.branch} (git push {a.detail}:{a.branch})"
    if intent == "delete_ref" and a.kind == REF_DELETE:
        if rule.remote_only and not a.remote:
            return ""
        if rule.refs and a.ref and a.ref not in rule.refs:
            return ""
        if rule.branches and not _branch_in(a.branch, rule.branches):
            return ""
        return _ref_deleted(a)
    if intent == "test_run" and a.kind == TEST_RUN and rule.paths:  # a part of the suite: its runs, or a run holding it
        if _allowed_path(a.path, rule.allow_paths) if a.path and rule.allow_paths else False:
            return ""
        parts = [x for x in a.path.split("/") if x]
        named = any(fnmatch.fnmatch(x.lower(), p) for x in parts for p in rule.paths if "/" not in p)
        under = any(path_matches(a.path, p) for p in rule.paths if "/" in p or p.startswith("."))
        holds = not a.path or any(_norm(p).startswith(_norm(a.path).rstrip("/") + "/") for p in rule.paths if "/" in p) \
            or posixpath.basename(a.path.rstrip("/")) in ("tests", "test", "spec", "__tests__")
        if (named or under or holds) and not (holds and not named and not under and excludes(a.argv, rule.paths)):
            # (`pytest -m "not integration"`: the whole suite, less the part the rule keeps off)
            return f"runs {', '.join(rule.paths[:3])} tests: {' '.join(a.argv)[:80]}"
        return ""
    if intent == "test_run" and a.kind == TEST_RUN:
        if not a.path and not _SELECTS_TESTS.intersection(x.split("=", 1)[0] for x in a.argv):
            return f"runs the whole test suite: {' '.join(a.argv)[:80]}"  # (`pytest -k refund` runs a selection)
        if rule.allow_paths and not _allowed_path(a.path, rule.allow_paths):
            return f"runs tests outside {', '.join(rule.allow_paths[:3])}: {a.path}"
        if not rule.allow_paths and posixpath.basename(a.path.rstrip("/")) in ("tests", "test", "spec", "__tests__"):
            return f"runs the whole test suite: {' '.join(a.argv)[:80]}"
    if intent == "migrate" and a.kind == MIGRATE:
        words = [w for w in re.split(r"[\s=:/@,;'\"()\[\]{}$]+", a.detail.lower()) if w]  # $PROD_DATABASE_URL
        words += [part for w in words if "." in w for part in w.split(".")]
        hit = next((w for w in words if host_in(w, rule.hosts) and not host_in(w, rule.allow_hosts)), "")
        if hit:
            return f"applies migrations against {hit}: {' '.join(a.argv)[:80]}"
    if intent == "global_install" and a.kind == INSTALL and a.scope == "global":
        return f"installs globally: {' '.join(a.argv)[:100]}"
    if intent == "remote_code" and a.kind == REMOTE_CODE:
        if _url_allowed(a.url, rule.allow_urls):
            return ""
        return a.detail or "runs downloaded code"
    if intent == "discard_work" and a.kind == EXEC and a.argv[:1] == ("git",) and \
            not (a.path and rule.allow_paths and _allowed_path(a.path, rule.allow_paths)):
        sub = a.argv[1] if len(a.argv) > 1 else ""
        args = a.argv[2:]
        flags = "".join(x[1:] for x in args if x.startswith("-") and not x.startswith("--"))
        if (sub == "reset" and ("--hard" in args or "--merge" in args)) or \
                (sub in ("checkout", "switch") and ("--" in args or "." in args or "-f" in args or "--force" in args
                                                  or "--discard-changes" in args)) or \
                (sub == "clean" and ("f" in flags or "--force" in args)) or \
                (sub == "restore" and args and ("--staged" not in args or "--worktree" in args or "-W" in args)) or \
                (sub == "stash" and args[:1] in (("drop",), ("clear",))):
            return f"throws away work: {' '.join(a.argv)[:100]}"
    if intent == "secret_content" and a.kind == WRITE and a.path and rule.allow_paths and \
            _allowed_path(a.path, rule.allow_paths):
        return ""
    if intent == "secret_content" and a.kind in (WRITE, EXEC) and (a.detail or a.argv):
        found = literal_secret(a.detail if a.kind == WRITE else " ".join(a.argv))
        if found:
            return f"{'writes' if a.kind == WRITE else 'passes'} a credential ({found})" + \
                (f" into {a.path}" if a.kind == WRITE else " on the command line")
    if intent == "secret_content" and a.kind == WRITE and a.via in ("echo", "printf"):
        expanded = [m.group(1) for m in re.finditer(r"\$\{?([A-Za-z_]\w*)", a.detail) if _SECRET_NAME.search(m.group(1))]
        if expanded:  # the shell writes the variable's value, not its name
            return f"writes the value of ${expanded[0]} into {a.path}"
    if intent == "secret_content" and a.kind == EXEC and a.argv[:2] == ("git", "add"):
        staged = [x for x in a.argv[2:] if not x.startswith("-") and not _TEMPLATE.search(x) and
                  any(path_matches(x, p) for p in SECRET_PATHS if not p.startswith(("~", "secret-store")))]
        if staged:  # "keep secrets out of the repo": a secret file staged for a commit
            return f"stages {staged[0]} for a commit"
    if intent == "sql" and a.kind == SQL and (not rule.hosts or host_in(a.host, rule.hosts)):
        hit = sql_breaks(a.detail, rule.statements)
        if hit:
            return f"runs SQL: {hit[:100]}"
    if intent == "sql" and a.kind == WRITE and a.detail and not rule.hosts and _SQL_FILE.search(a.path) and \
            not set(rule.statements) & {"write", "delete"}:  # a script or migration written to run later: its DDL
        hit = sql_breaks(a.detail, rule.statements)
        if hit:
            return f"writes SQL into {a.path}: {hit[:100]}"
    if intent == "command" and a.kind == DELETE and a.path.startswith("docker-volume://") and \
            any(removes_volumes(c) for c in rule.commands):  # "no docker volume rm": `compose down -v` removes them too
        return f"removes container volumes ({a.path.removeprefix('docker-volume://')})"
    if intent == "command" and a.kind in (EXEC, PRIVILEGE) and not _DRY_RUN.intersection(a.argv):
        for c in rule.commands:
            if _argv_has(a.argv, c) and not any(_argv_has(a.argv, x) for x in rule.allow_commands):
                shown = " ".join(a.argv).replace(UNKNOWN, "$?")  # a value it cannot know shows as $?
                return f"runs {shown[:100]}"
    return ""


def _git_remote_call(argv: Sequence[str]) -> bool:
    """A git command that talks to a remote over the network (not one on a local path)."""
    if len(argv) < 2 or posixpath.basename(argv[0]) != "git":
        return False
    words = [x for x in argv[1:] if not x.startswith("-")]
    if not words or words[0] not in ("pull", "fetch", "push", "clone", "ls-remote"):
        return False
    target = words[1] if len(words) > 1 else ""
    return not target.startswith(("/", "./", "../", "~", "file://"))


_SQL_FILE = rx(r"\.(?:sql|psql|ddl|pgsql|mysql)$", re.I)
_SELECTS_TESTS = frozenset({"-k", "-m", "--lf", "--last-failed", "-t", "--testNamePattern", "--grep", "-g", "-run",
                            "--filter", "--tests", "-p", "--testPathPattern", "--only", "--spec"})
_DRY_RUN = frozenset({"--dry-run", "--dryrun", "--what-if", "-WhatIf", "--noop", "--simulate", "--check"})
_SECRET_LITERAL = rx(r"(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret)\w*"
                             # (not the name of the variable the secret is read from: API_KEY_ENV = "OPENAI_API_KEY")
                             r"[\"']?\s*[:=]\s*(?![\"'](?-i:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[\"'])[\"'][^\"'\s$%{}<>]{4,}[\"']|"
                             # a constant named for a key ("STRIPE_KEY"; not sort_key = "name"): a value with a digit
                             r"\b(?-i:[A-Z][A-Z0-9]*_KEY)\s*[:=]\s*[\"'](?=[^\"'\s]*\d)[^\"'\s$%{}<>]{8,}[\"']|"
                             # a shell assignment written out ("echo 'GITHUB_TOKEN=ghp_8fK2...' >> ~/.bashrc"): an unquoted
                             # value with a digit in it, not a variable read ($VAR) nor a placeholder (<token>)
                             r"\b(?-i:[A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|_KEY))=(?=[^\s\"'$<>]*\d)"
                             r"[^\s\"'$<>{}]{8,}|"
                             # vendor key shapes with underscores (Stripe's sk_live_..., rk_test_...)
                             r"\b(?:sk|rk|pk|whsec)_(?:live|test)_[A-Za-z0-9]{16,}", re.I)


_ENV_LOOKUP = rx(r"(?:os\.environ|os\.getenv|getenv|process\.env|System\.getenv|ENV\[|env\(|\$\{?[A-Z_])[^\s,;]*")


def _registry_of(image: str) -> str:
    """``registry.acme.io/api:1`` and ``docker://registry.acme.io/api`` -> registry.acme.io ("" Docker Hub, a
    local name, or something else)."""
    image = re.sub(r"^(?:docker|oci|containers-storage)://", "", image)
    first = image.split("/", 1)[0] if "/" in image else ""
    return first.split(":", 1)[0].lower() if first and ("." in first or ":" in first or first == "localhost") else ""


def _image_destinations(argv: Sequence[str]) -> list[str]:
    """The registries an image command sends an image to: the names after ``push`` (``docker push``, ``podman
    push SRC docker://DEST``, ``crane push TAR DEST``), the tags of a build with ``--push``, the last name of a
    copy (``skopeo copy SRC DEST``, ``crane copy``); none for a build, a pull or a tag."""
    words = list(argv[1:])
    positional = [w for w in words if not w.startswith("-")]
    sent: list[str] = []
    if "push" in positional[:2]:
        sent = positional[positional.index("push") + 1:]
    elif positional[:1] in (["copy"], ["cp"]) and len(positional) >= 3:
        sent = positional[-1:]
    if "--push" in words or any(w.startswith("--output=") and "push=true" in w for w in words):
        sent += [words[i + 1] for i, w in enumerate(words[:-1]) if w in ("-t", "--tag")]
        sent += [w.split("=", 1)[1] for w in words if w.startswith("--tag=")]
    return [r for r in (_registry_of(x) for x in sent) if r]


_STAND_IN = (r"(?:<[^<>@/\s]{1,30}>|\$\{?[A-Za-z_]\w*\}?|\{\{?\s*\w+\s*\}\}?|x{3,}|\*{3,}|\.{3}|user(?:name)?|"
             r"pass(?:word|wd)?|secret|changeme|change_me|example|your[_-]?\w{0,20}|my[_-]?(?:pass(?:word)?|secret)|foo|bar|"
             r"db_?pass(?:word)?)(?=@)")
_PLACEHOLDER_CREDENTIALS = rx(rf"://[^/\s:@]{{1,40}}:{_STAND_IN}@", re.I)  # the password a stand-in


def literal_secret(text: str) -> str | None:
    """A credential written as a literal: a known token shape, or a secret-named key assigned a quoted
    value (``api_key = os.environ[...]`` is not one: the value is read, not written)."""
    text = _ENV_LOOKUP.sub(" ", text)  # "AWS_SECRET_ACCESS_KEY = os.environ['AWS_KEY']": read, not written
    # "postgres://user:password@localhost/app" in an example file: a template's stand-ins, not a credential
    text = _PLACEHOLDER_CREDENTIALS.sub("://", text)
    found = find_secret(text)
    if found and found != "password or token assignment":
        return found
    return "a secret assigned a literal" if _SECRET_LITERAL.search(text[:200_000]) else None


_READ_SQL = frozenset({"SELECT", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "WITH", "VALUES", "TABLE", "BEGIN", "COMMIT",
                       "ROLLBACK", "START", "SET", "USE", "\\D", "\\DT", "\\L", "\\DN", "\\Q", "PRAGMA", "ANALYZE"})
_PSQL_META = ("\\D", "\\L", "\\X", "\\TIMING", "\\CONNINFO", "\\ECHO", "\\?", "\\H")  # psql's own commands: they read
_SQL_COMMENT = rx(r"--[^\n]*|/\*.*?\*/", re.S)


def sql_breaks(text: str, statements: Sequence[str]) -> str:
    """The first statement in ``text`` of a forbidden kind ("" when none)."""
    for raw in _SQL_COMMENT.sub(" ", text).split(";"):
        stmt = " ".join(raw.replace("\x00", " ").split())
        upper = stmt.upper()
        if not upper:
            continue
        kind = ""
        if upper.startswith("DROP "):
            target = upper.split()[1] if len(upper.split()) > 1 else ""
            kind = "drop_table" if target in ("TABLE", "VIEW") else "drop_database" if target in (
                "DATABASE", "SCHEMA") else "drop_other"
        elif upper.startswith("TRUNCATE"):
            kind = "truncate"
        elif upper.startswith("DELETE"):
            kind = "delete" if " WHERE " in f" {upper} " else "delete_all"
        elif upper.startswith("UPDATE") and " WHERE " not in f" {upper} ":
            kind = "update_all"
        elif upper.startswith("ALTER ") and " DROP " in f" {upper} ":
            kind = "alter_drop"
        if kind and (kind in statements or (kind == "delete_all" and "delete" in statements)
                     or (kind.startswith("drop") and "drop" in statements)):
            return stmt
        dml = re.search(r"\b(?:INSERT|UPDATE|DELETE|MERGE)\b", upper)  # "WITH stale AS (SELECT ...) DELETE ...": a write
        reads = upper.split()[0] in _READ_SQL and not (upper.startswith("WITH") and dml)
        if "write" in statements and not reads and not upper.startswith(_PSQL_META):
            return stmt
    return ""


def describe_rule(rule: ToolRule) -> str:
    return rule.describe()
