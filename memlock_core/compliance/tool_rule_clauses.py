"""Readers of whole tool-rule clauses of one shape: git rules (commit, push, branch, tag), preconditions
("before you push, run the tests"), "only X" rules, carve-outs, the fallback reading of a command rule, the roots
a rule keeps writes inside, and rules worded by a class of acts.

Why a module of its own: each reads one shape of clause into rules; :mod:`tool_rule` calls them from its parse.
"""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.prod_files import without_file_paths
from memlock_core.compliance.tool_classes import (
    class_paths,
    database_rules,
    destructive_rules,
    hook_rules,
    named_act_rules,
    network_rules,
    production_rules,
)
from memlock_core.compliance.tool_flags import DEPLOY
from memlock_core.compliance.tool_rule_base import (
    BRANCH_NOUNS,
    CLIS,
    INSTALL_WORDS,
    NEG,
    ONLY,
    STOP_WORDS,
    USE,
    ParsedToolRules,
    code_spans,
    sentences,
    split_clauses,
)
from memlock_core.compliance.tool_rule_commands import cli_phrases
from memlock_core.compliance.tool_rule_scope import (
    command_prefixes,
    environments,
    only_paths,
    read_branches,
    read_hosts,
    read_paths,
    read_via,
)
from memlock_core.regex_cache import rx

WRITE_WORDS = rx(r"\b(?:writ\w*|edit\w*|modif\w*|chang\w*|touch\w*|delet\w*|remov\w*|overwrit\w*|alter\w*|"
                          r"creat\w*|updat\w*|tamper\w*|mess\w*|replac\w*|renam\w*|mov\w*|"
                          r"écri\w*|change\w*|supprim\w*|schreib\w*|änder\w*|bearbeit\w*|lösch\w*|escrib\w*|"
                          r"edit\w*|borr\w*|alter\w*|escrev\w*|scriv\w*|cancell\w*|cambi\w*|измен\w*|редакт\w*|пиш\w*|"
                          r"удал\w*|alone|"
                          # Polish and Dutch ("nie edytuj", "wijzig geen")
                          r"edytu\w*|modyfik\w*|zmieni\w*|zmień|usu[nń]\w*|nadpis\w*|bewerk\w*|wijzig\w*|"
                          r"aanpass\w*|verwijder\w*|overschrijf\w*)\b|書|改|修改|写|删除|変更|編集|수정|건드리|변경|삭제|쓰거나|쓰지|작성",
                          re.I)

FORCE_PUSH = rx(r"force[- ]?push\w*|push\w*\s+(?:--force|-f\b)|"
                         r"(?:push|pouss|empuj|empurr|spinge|spingi|schieb|pchn|wypch|wypych|пуш|отправ)\w*[^.;,]{0,25}(?<![\w-])--force\b(?!-)|"
                         r"--force\b[^.]{0,20}push|push forc\w*|"
                         r"forc\w* (?:le |el |o |the )?push|Force-Push\w*|push (?:forzad|forçad)\w*|強制プッシュ|"
                         r"强制推送|強制push|принудительн\w* push|force-with-lease", re.I)

CONNECT_WORDS = rx(r"connect\w*|ssh|host\w*|server\w*|serveur|servidor|database|\bdb\b|psql|mysql|curl|reach|"
                            r"wget|\bfetch\w*|\brequest\w*|\banfrage\w*|\brequête\w*|\bpetici\w*|リクエスト|webfetch|web_fetch|download\w*|télécharg\w*|herunterlad\w*|descarg\w*|"
                            r"hit|query|access\w*|stay (?:off|away)|log ?in|api|prod\w*|verbind\w*|conect\w*|"
                            r"\bnetwork\w*|\burls?\b|\binternet\b|\bréseau\b|\bNetzwerk\w*|\bred\b|\brede\b|\brete\b|"
                            r"接続|サーバ|ネットワーク|连接|网络|подключ\w*|сервер|сет\w*", re.I)

SECRET_WORDS = rx(r"secret\w*|credential\w*|private key|api key|token|password|segret\w*|geheim\w*|"
                           r"secreto\w*|segredo\w*|identifiant|Zugangsdaten|credenciales|秘密|機密|密钥|секрет\w*|"
                           r"sekret\w*|hasł\w*|klucz\w* API|парол\w*|şifre\w*|gizli anahtar\w*|"
                           # "mot de passe", "Passwörter", "contraseñas", "senhas": a password in each language
                           r"\bmots? de passe\b|\bpasswört\w*|\bpasswort\w*|\bcontraseñ\w*|\bsenhas?\b|"
                           # a key to an API named in each language: "APIキー", "clés API", "API-Schlüssel", "claves de API"
                           r"API ?キー|APIキ|\bcl(?:é|e)s? (?:d'|de )?API\b|\bAPI-?Schlüssel\w*|\bclaves? (?:de )?API\b|"
                           r"\bchaves? (?:de )?API\b|API ?密钥|アクセスキー|パスワード|トークン|認証情報", re.I)

OUTSIDE = rx(r"\boutside\b|\bhors d[eu]\b|\ben dehors d[eu]\b|\baußerhalb\b|\bfuera del?\b|\bfora d[eoa]s?\b|"
                      r"\bal di fuori\b|\bfuori da\w*|\bother than\b|\banything but\b|\bbeyond\b|以外|の外|之外|вне\b|밖|외부|"
                      r"за (?:\w+\s+)?предел\w*", re.I)

# Words that keep a rule off a thing altogether ("don't touch the prod DB", "leave it alone"): not a rule on writes only.
HANDS_OFF = rx(r"\b(?:touch\w*|tamper\w*|mess\w*|alone|hands off|stay (?:off|away)|keep (?:off|away|out)|"
                        r"go near|pas touche|finger weg)\b", re.I)

RUN_WORDS = rx(r"\b(?:run\w*|execut\w*|launch\w*|start\w*|invok\w*|lanc\w*|exécut\w*|ausführ\w*|führ\w*|"
                        r"lauf\w*|start\w*|ejecut\w*|corr\w*|lanz\w*|rod\w*|esegu\w*|lanci\w*|avvi\w*)\b|実行|走ら|运行|执行|"
                        r"запуск\w*|прогон\w*|прогоня\w*|"
                        r"\b(?:kör\w*|uruchom\w*|uruchami\w*|odpal\w*|draai\w*|voer\w*|çalıştır\w*)\b|실행", re.I)
TEST_SUITE = rx(r"\b(?:(?:full|whole|entire|complete)\s+(?:test\s*)?(?:suite|tests?)|test\s*suite|all (?:the )?tests|"
                         r"every test|suite (?:de|di) (?:tests?|test|pruebas|testes)|(?:toute|tous)\s+(?:la suite de |les )tests|"
                         r"(?:ganze|gesamte|komplette|vollständige)\w*\s+(?:Test-?suite|Tests)|alle Tests|Testsuite|"
                         r"todos los tests|todas las pruebas|suíte de testes|todos os testes|tutti i test)\b|"
                         r"テスト(?:全体|スイート)|全(?:て|部)?の?テスト|全部测试|所有测试|测试套件|все тесты"
                         r"|\b(?:toute la suite|l'ensemble des tests|die ganze Suite|toda la suite|tutta la suite)\b", re.I)

MIGRATION_WORDS = rx(r"\bmigrat\w*|\bMigration\w*|\bmigraç\w*|\bmigraci\w*|\bmigrazion\w*|マイグレーション|迁移|"
                              r"миграц\w*|migrering\w*|\bmigracj\w*|\bmigrasyon\w*|마이그레이션", re.I)

ANY_MEANS = rx(r"(?:,|\bor\b|\bni\b|\bou\b|\boder\b|\bo\b|\bnor\b)\s*(?:anything|whatever|nothing|autrement|otherwise|"
                        r"etc|any other|sonst\w*|cualquier\w*|qualquer|n'importe|tunnels?|port.forward\w*)\b|"
                        r"\bin any (?:way|form|manner)\b|\bby any means\b|\bde quelque (?:manière|façon)|"
                        r"\bde (?:ninguna|ningún) (?:manera|modo|forma)|\bauf (?:keine|irgendeine) (?:Weise|Art)|"
                        r"\bin keiner (?:Weise|Form)|\bde nenhuma (?:forma|maneira)|\bin alcun modo\b|どんな|いかなる|任何方式",
                        re.I)

COMMIT_WORDS = rx(r"(?<![A-Za-z])commit\w*|\bcomite\w*|\bcomitt?\w*|コミット|提交|коммит\w*", re.I)
_COMMIT_MESSAGE = rx(r"commit[- ]?(?:message|msg|nachricht|subject|bericht|meldung|text)|messages? (?:de|du|des) commits?|"
                             r"mensajes? de(?:l)? commits?|mensage(?:m|ns) de commits?|messagg(?:io|i) di commits?|"
                             r"コミットメッセージ|提交信息", re.I)
_PUSH_WORDS = rx(r"(?<![A-Za-z])push\w*|\bpouss\w*|\bempuj\w*|プッシュ|推送|пуш\w*", re.I)
DELETE_WORDS = rx(r"\b(?:delet\w*|remov\w*|drop\w*|supprim\w*|efface\w*|lösch\w*|entfern\w*|borr\w*|elimin\w*|"
                           r"apag\w*|exclu\w*|cancell\w*|rimuov\w*)\b|削除|消さ|删除|удал\w*", re.I)

_TAG_NOUNS = rx(r"\btags?\b|\betiqueta\w*|\bétiquette\w*|\betichett\w*|タグ|标签|тег\w*", re.I)
_REMOTE_WORDS = rx(r"\bremot\w*|\bdistant\w*|\bentfernt\w*|\bRemote\w*|\bupstream\b|\borigin\b|\bon (?:github|gitlab)|"
                           r"リモート|远程|удал[её]нн\w*", re.I)
_LOCAL_WORDS = rx(r"\blocal\w*|\blokal\w*|ローカル|本地|локальн\w*", re.I)
_BOTH_JOIN = r"(?:\s(?:or|and|o|y|e|ou|et|oder|und|of|en|ni|nor|или|и)\s|[/・、や与和])"
_BOTH_SIDES = rx(rf"(?:{_LOCAL_WORDS.pattern})\W{{0,3}}(?:{_BOTH_JOIN}|\s?(?:でも|も))\W{{0,3}}\w*\W{{0,2}}"
                 rf"(?:{_REMOTE_WORDS.pattern})|(?:{_REMOTE_WORDS.pattern})\W{{0,3}}{_BOTH_JOIN}\W{{0,3}}"
                 rf"(?:{_LOCAL_WORDS.pattern})", re.I)

# "never commit or push to main", "nie auf main committen oder pushen": two verbs, each forbidden there (in "never
# push commits to main" the commit is what is pushed)
_COMMIT_OR_PUSH = rx(r"\b(?:commit\w*|committ\w*|コミット)\s*(?:,|/|\bor\b|\band\b|\bnor\b|\boder\b|\bund\b|\bou\b|"
                             r"\bet\b|\bo\b|\by\b|\bni\b|\be\b|や|も)\s*(?:\w+\s+)?(?:push|pouss|プッシュ)\w*|"
                             r"\bpush\w*\s*(?:,|/|\bor\b|\band\b|\bnor\b|\boder\b|\bund\b|\bou\b|\bet\b|\bo\b|\by\b|\bni\b|"
                             r"\be\b)\s*(?:\w+\s+)?commit\w*", re.I)


def git_rules(forbid: str, allow: str, rules: list[ToolRule], kinds: list[str]) -> None:
    """Rules on git's shared state: commits made on a branch, pushes (plain), branches and tags deleted."""
    commit_branches = tuple(dict.fromkeys(
        b for sentence in sentences(forbid) if COMMIT_WORDS.search(sentence) and not _COMMIT_MESSAGE.search(sentence)
        and (not _PUSH_WORDS.search(sentence) or _COMMIT_OR_PUSH.search(sentence)) for b in read_branches(sentence)))
    if commit_branches:  # "never commit directly to main": a commit made while main is checked out
        # "feature/xxx", "feature/<name>": a placeholder names the pattern
        allowed = tuple(dict.fromkeys(re.sub(r"/(?:x{2,}|<[^<>/]*>|\.\.\.|name|nom|nombre|nome)$", "/*", b, flags=re.I)
                                      for b in read_branches(allow)))
        if any("*" in b for b in allowed) and any(USE.search(x) and not NEG.search(x) for x in sentences(allow)):
            # "...; usa ramas feature/...": the branches to use are named by a pattern, so a commit on any other
            # known branch breaks it too (a commit on a branch not known here stays unjudged)
            commit_branches = (*commit_branches, "*")
        rules.append(ToolRule("commit", branches=commit_branches, allow_branches=allowed))
        kinds.append("no_commit_on_branch")
    tag_push = bool(_PUSH_WORDS.search(forbid) and _TAG_NOUNS.search(forbid) and not BRANCH_NOUNS.search(forbid) and
                    not FORCE_PUSH.search(forbid) and not DELETE_WORDS.search(forbid))
    if tag_push:  # "never push tags unless I ask": a push carrying tags (`--tags`, `--follow-tags`, `v1.2`)
        rules.append(ToolRule("push", refs=("tag",)))
        kinds.append("no_push_tags")
    # "don't push to main directly. and never force push": each sentence its own prohibition; the plain push
    # is read from the sentences that do not force
    plain = " ".join(s for s in split_clauses(forbid) if not FORCE_PUSH.search(s)) if len(split_clauses(forbid)) > 1 else forbid
    text = plain if NEG.search(plain) else forbid
    if _PUSH_WORDS.search(text) and not FORCE_PUSH.search(text) and (not tag_push or read_branches(text)) and \
            (re.search(r"\bgit\b", text, re.I) or BRANCH_NOUNS.search(text) or
             re.search(r"(?<![A-Za-z0-9_-])(?:main|master|develop|trunk)(?![A-Za-z0-9_-])", text)) and \
            not re.search(r"\b(?:images?|docker|registr\w*|packages?|npm|pypi|artifacts?|crates?|gems?|containers?)\b",
                          text, re.I) and \
            not SECRET_WORDS.search(text) and not read_paths(text):  # "never push .env": a file, not a push rule
        rules.append(ToolRule("push", branches=read_branches(text), allow_branches=read_branches(allow)))
        kinds.append("no_push")
    if DELETE_WORDS.search(forbid) and (BRANCH_NOUNS.search(forbid) or _TAG_NOUNS.search(forbid)) and \
            not _PUSH_WORDS.search(forbid):
        refs = tuple(r for r, words in (("branch", BRANCH_NOUNS), ("tag", _TAG_NOUNS)) if words.search(forbid))
        # "(local o remota)", "local or remote", "lokal oder remote": both kinds named, neither the only one
        remote_only = bool(_REMOTE_WORDS.search(forbid) and not _BOTH_SIDES.search(forbid) or _LOCAL_WORDS.search(allow))
        rules.append(ToolRule("delete_ref", refs=refs, remote_only=remote_only, branches=read_branches(forbid)))
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
            ("git push", rx(r"(?<![A-Za-z])push\w*|\bpouss\w*|\bempuj\w*|プッシュ|推送", re.I)),
            # "don't deploy without running the tests first": any deployment (tool_acts.is_deploy) is the guarded act
            (DEPLOY, rx(r"(?<![A-Za-z])deploy\w*|\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|\bbereitstell\w*|\bausroll\w*|"
                        r"\brilasci\w*|デプロイ|部署|배포", re.I)))
_TESTS_WORDS = rx(r"\btests?\b|\btest suite\b|\btest-?suite\b|\bles tests\b|\bTests\b|\bpruebas\b|\btestes\b|"
                          r"\bтест\w*|テスト|测试", re.I)


def precondition(text: str) -> ToolRule | None:
    """ "Before any git commit run `make lint`", "run the tests before you push", "Vor jedem Commit
    `make lint` ausführen": the guarded action, and what must run before it (in the same call, chained,
    or earlier in the turn)."""
    if NEG.search(text) and not re.search(r"\b(?:without|sans|ohne|sin|sem|senza)\b", text, re.I):
        return None
    before = _BEFORE.search(text)
    if not before or not RUN_WORDS.search(text):
        return None
    guarded = [cmd for cmd, words in _GUARDED if words.search(text)]
    if len(guarded) != 1:
        return None
    required = [c for c in command_prefixes(code_spans(text)) if not c.startswith(guarded[0])]
    if not required and _TESTS_WORDS.search(text.replace("test suite", "tests")):
        required = ["<tests>"]
    if not required:
        return None
    return ToolRule("precondition", commands=tuple(guarded), requires=tuple(dict.fromkeys(required[:4])))


def only_rules(text: str) -> ParsedToolRules:
    """A rule said as a scope ("only write inside /srv/app", "only talk to *.internal hosts", "run only
    the unit tests", "install packages only into the venv"): everything outside the scope is forbidden."""
    rules: list[ToolRule] = []
    kinds: list[str] = []
    if TEST_SUITE.search(text) or (re.search(r"\btests?\b|テスト|pruebas|testes", text, re.I) and RUN_WORDS.search(text)):
        rules.append(ToolRule("test_run", allow_paths=tuple(only_paths(text) or read_paths(text))))
        kinds.append("no_full_test_suite")
    elif INSTALL_WORDS.search(text) and _PROJECT_ENV.search(text):
        rules.append(ToolRule("global_install"))
        kinds.append("no_global_install")
    elif CONNECT_WORDS.search(text) or re.search(r"\btalk\w*|\bcall\w*|\bparle\w*|\bsprich\w*|\bhabla\w*|\bfetch\w*|"
                                                  r"\bdownload\w*|\bbrowse\w*|\bvisit\w*|\brequest\w*", text, re.I):
        hosts = read_hosts(text, loose=True)
        if hosts:
            bare = tuple(h[2:] for h in hosts if h.startswith("*."))
            rules.append(ToolRule("host", hosts=("*",), allow_hosts=tuple(dict.fromkeys([*hosts, *bare])),
                                  via=() if ANY_MEANS.search(text) else read_via(text)))
            kinds.append("no_host")
    if not rules and re.search(r"\bSELECT\b", text):  # "only SELECT queries against the database"
        rules += database_rules(text, text, environments(text))
        kinds += [f"no_{r.intent}" for r in rules]
    if not rules and WRITE_WORDS.search(text) and _INSIDE.search(text):
        roots = tuple(p for p in read_paths(text) if "*" not in p)
        if roots:
            rules.append(ToolRule("write_path", outside=roots))
            kinds.append("no_write_path")
    return ParsedToolRules(rules, kinds)


def with_carve_outs(only: ParsedToolRules, rest: str) -> ParsedToolRules:
    """A write scope and what the rule then keeps out of it ("only edit inside src/ — tests/ and migrations/ are
    off limits", "nur in src/ schreiben; tests/ nie anfassen"): the folders a negated clause after the scope names
    are forbidden wherever they lie, inside the scope too."""
    scoped = [r for r in only.rules if r.intent == "write_path" and r.outside]
    if not scoped:
        return only
    roots = set(scoped[0].outside)
    kept = tuple(dict.fromkeys(p for clause in re.split(r"\s[-—–]\s|[;.:。]\s*", rest) if NEG.search(clause)
                               for p in read_paths(clause) if p not in roots and "*" not in p))
    if not kept:
        return only
    return ParsedToolRules([*only.rules, ToolRule("write_path", paths=kept)], [*only.kinds, "no_write_path"])


READ_ONLY = rx(r"\bread[- ]?only\b|\blecture seule\b|\bschreibgeschützt\b|\bnur (?:zum )?lesen\b|"
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


def fallback_rules(text: str, forbid: str, allow: str) -> list[ToolRule]:
    """Rules of a text nothing more specific read: paths declared read-only; the subcommands a rule
    forbids under a program it names as its topic ("terraform: plan is fine, NEVER apply or destroy");
    migrations run at all ("Não rode migrações no banco sem me perguntar antes")."""
    rules: list[ToolRule] = []
    paths = read_paths(text) or list(class_paths(text))
    if READ_ONLY.search(text) and paths:
        rules.append(ToolRule("write_path", paths=tuple(paths)))
    topic = _TOPIC.match(text)
    if topic and topic.group(1).lower() in CLIS:
        program = topic.group(1).lower()
        words = [w.lower() for m in [*_NEGATED_WORDS.finditer(forbid), *_WORDS_NEGATED.finditer(forbid)]
                 for w in re.findall(r"[a-z][\w-]*", m.group(1), re.I) if w.lower() not in STOP_WORDS]
        if words:
            rules.append(ToolRule("command", commands=tuple(dict.fromkeys(f"{program} {w}" for w in words)),
                                  allow_commands=tuple(c for c in cli_phrases(f"{program} " + allow) if c != program)))
    if MIGRATION_WORDS.search(forbid) and RUN_WORDS.search(forbid):
        rules.append(ToolRule("migrate", hosts=("*",)))
    return rules


# "anywhere else", "elsewhere": everything but the places the rule has just named
_ELSEWHERE = rx(r"\b(?:anywhere|anything|somewhere|nowhere) else\b|\belsewhere\b|\bailleurs\b|\bwoanders\b|"
                        r"\bsonstwo\b|\bnirgendwo (?:anders|sonst)\b|\ben (?:ningún|cualquier) otro (?:lugar|sitio)\b|"
                        r"\ben otr[oa] (?:parte|lugar|sitio)\b|\bem (?:nenhum |qualquer )?outro lugar\b|\baltrove\b|"
                        r"\bergens anders\b|\bnergens anders\b|\bgdzie indziej\b|他の場所|其他地方|別の場所", re.I)


def outside_roots(forbid: str, paths: Sequence[str]) -> tuple[str, ...]:
    """The roots a rule keeps writes inside ("never write outside the repo (/home/dev/shop)", "don't modify
    anything outside src/"): absolute paths anywhere in a rule that says "outside", relative ones said after it."""
    outside = OUTSIDE.search(forbid)
    if not outside:
        # "Only work inside ~/shop. Don't write files anywhere else.": the named places are the scope
        return tuple(paths) if _ELSEWHERE.search(forbid) and ONLY.search(forbid) else ()
    after = forbid[outside.end():]
    before = forbid[:outside.start()]
    # "src/ 폴더 밖의", "src/ の外", "src/ 以外": the word after the path in Korean, Japanese, Chinese
    post = bool(re.fullmatch(r"밖|외부|以外|の外|之外", outside.group(0)))
    return tuple(p for p in paths if p.startswith(("/", "~")) or
                 re.match(rf"\W{{0,3}}(?:(?:the|of|de|du|des|la|le|les|der|die|das|von|del|el|dos|da|do)\W+){{0,2}}"
                          rf"[`'\"]?{re.escape(p)}", after, re.I) or
                 (post and re.search(rf"{re.escape(p)}[`'\"]?\s*\S{{0,6}}\s*$", before)))


def class_rules(text: str, forbid: str, rules: Sequence[ToolRule]) -> list[ToolRule]:
    """Rules a text states by naming a class of actions ("no destructive commands", "the database is
    read-only", "don't touch prod", "never bypass the hooks"), for what the more specific readers left."""
    have = {r.intent for r in rules}
    scoped = any(r.hosts for r in rules if r.intent != "command")
    out: list[ToolRule] = []
    envs = environments(without_file_paths(forbid))  # ("docker-compose.prod.yml" names a file, not production)
    if not scoped and not have & {"sql", "migrate", "host", "deploy"}:
        prod = production_rules(without_file_paths(forbid), envs)
        out += prod
        if not prod and not HANDS_OFF.search(forbid):
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
