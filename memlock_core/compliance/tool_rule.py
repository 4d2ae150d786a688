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

The judgement (:func:`tool_rule_judge.judge`) takes the actions :mod:`memlock_core.compliance.intent` read
from a call, so a rule holds however the call is spelled.

This module is the parse's entry point (:func:`parse_tool_rules`); its pieces live beside it: the shared cues and
the cut into clauses (``tool_rule_base``), the scope a rule names (``tool_rule_scope``), command phrases
(``tool_rule_commands``), readers of one clause shape (``tool_rule_clauses``) and the judgement (``tool_rule_judge``).
"""
from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import replace
from typing import Sequence

from memlock_core.compliance import allowed_forms, command_order, swap_order, tool_choice
from memlock_core.compliance.activate_first import activation_rules
from memlock_core.compliance.allowed_options import allowed_form_flags
from memlock_core.compliance.allowed_programs import with_lone_programs
from memlock_core.compliance.asked_hosts import asked_hosts
from memlock_core.compliance.banned_reads import reads_banned
from memlock_core.compliance.bastion_route import only_by_route, route_hosts
from memlock_core.compliance.check import ToolCheck, ToolRule
from memlock_core.compliance.cli_readonly import read_only_cli_rules
from memlock_core.compliance.command_lists import named_scripts, removes_volumes
from memlock_core.compliance.consent import asks_when_needed, bare_action_rules, has_consent_clause, with_consent
from memlock_core.compliance.consent_needs import elliptic_exemptions
from memlock_core.compliance.consent_only import as_without_consent
from memlock_core.compliance.container_volumes import VOLUME_COMMANDS, names_volume_removal
from memlock_core.compliance.dump_place import dump_place_rule
from memlock_core.compliance.forget_not import without_forget_not
from memlock_core.compliance.frontend_allowed import with_front_ends
from memlock_core.compliance.generated_by import generator_spans, says_generated
from memlock_core.compliance.git_readonly import branch_rules, git_read_only_rule, read_only_branches, read_only_git
from memlock_core.compliance.implied_choice import implied_choice_rules
from memlock_core.compliance.leaves_machine import sent_off_rule
from memlock_core.compliance.local_only import LOCAL_NAMES, local_only
from memlock_core.compliance.mutating import mutating_rules
from memlock_core.compliance.option_scope import scope_rules
from memlock_core.compliance.pinned_installs import pinned_install_rules
from memlock_core.compliance.privilege_purpose import privilege_for
from memlock_core.compliance.prod_files import PROD_FILE_GLOBS as PROD_FILE_GLOBS  # (read by rule_identity)
from memlock_core.compliance.pushed_state import pushed_scope, rewrites_history
from memlock_core.compliance.reason_clause import without_reasons
from memlock_core.compliance.rebase_on_branch import rebase_on_branch
from memlock_core.compliance.refused_flags import refused_flag_clauses
from memlock_core.compliance.rule_items import list_items
from memlock_core.compliance.rule_rewordings import (
    ban_first,
    german_participles,
    idiom_bans,
    limit_as_only,
    reason_topic,
    use_last,
    with_as_use,
)
from memlock_core.compliance.rule_typos import mend_typos
from memlock_core.compliance.runner_choice import DIRECT_RUNNERS, wanted_runner
from memlock_core.compliance.search_scope import with_search_scope
from memlock_core.compliance.secret_access import keeps_off
from memlock_core.compliance.ssh_target import ssh_object_host
from memlock_core.compliance.staged_paths import staged_commands
from memlock_core.compliance.tool_acts import BRANCH_WORDS, act_rules, perm_opens
from memlock_core.compliance.tool_classes import class_paths
from memlock_core.compliance.tool_content import content_rules, replaced_by, scoped_rules
from memlock_core.compliance.tool_flags import PROGRAMS as FLAG_PROGRAMS
from memlock_core.compliance.tool_flags import required_flag_rules
from memlock_core.compliance.tool_rule_base import (
    CLIS,
    CODE,
    INSTALL_WORDS,
    INSTEAD,
    NEG,
    ONLY,
    PREFER_CONJ,
    USE,
    VIA,
    ParsedToolRules,
    code_spans,
    sentences,
    split_clauses,
    split_exceptions,
)
from memlock_core.compliance.tool_rule_clauses import (
    ANY_MEANS,
    COMMIT_WORDS,
    CONNECT_WORDS,
    DELETE_WORDS,
    FORCE_PUSH,
    HANDS_OFF,
    MIGRATION_WORDS,
    OUTSIDE,
    READ_ONLY,
    RUN_WORDS,
    SECRET_WORDS,
    TEST_SUITE,
    WRITE_WORDS,
    class_rules,
    fallback_rules,
    git_rules,
    only_rules,
    outside_roots,
    precondition,
    with_carve_outs,
)
from memlock_core.compliance.tool_rule_commands import (
    CONTEXT,
    FLAG_OWNERS,
    ON_ENV,
    PACKAGE_MANAGERS,
    cli_phrases,
    covered_by,
    sql_statements,
)
from memlock_core.compliance.tool_rule_judge import (
    GENERATED,
    LOCALHOST,
    PROJECT_ROOT,
    SECRET_PATHS,
    host_in,
    program_of,
)
from memlock_core.compliance.tool_rule_scope import (
    DB_WORDS,
    PRODUCTION,
    PROGRAMS,
    command_prefixes,
    environments,
    names_a_database,
    only_paths,
    production_examples,
    read_hosts,
    read_named_dirs,
    read_paths,
    read_via,
    test_subset,
)
from memlock_core.compliance.tool_swaps import swap_pairs
from memlock_core.compliance.touch_not_even import touches_too
from memlock_core.compliance.turkish_negation import mark_negative_imperatives
from memlock_core.regex_cache import rx

PROTECTED_BRANCHES = ("main", "master", "develop", "development", "dev", "trunk", "release", "release/*", "release-*",
                      "releases/*", "production", "prod", "staging", "stable", "hotfix/*")
SECRET_TEMPLATES = (".env.example", ".env.sample", ".env.template", ".env.dist", "*.example", "*.sample")

_READ_WORDS = rx(r"\b(?:read\w*|open\w*|cat|print\w*|display\w*|show\w*|look\w* at|view\w*|dump\w*|expose\w*|"
                         r"leak\w*|output\w*|echo\w*|lire|lis|lisez|lesen|lies|liest|leer\w*|lea[ns]?|lee[ns]?|ler|leia|leitura|legg\w*|"
                         r"lettura|чита\w*|ouvr\w*|öffne\w*|öffnen|abr[aei]\w*|apri\w*|otwier\w*|otwórz|affich\w*|"
                         r"access\w*|"
                         # a path mounted into a container is opened to it (a socket mounted read-only still works)
                         r"(?:bind-?)?mount\w*|montier\w*|monte[rz]?|montar|montes|montéz?|монтир\w*|монтиру\w*|"
                         r"zamontuj\w*|monteer\w*)\b|読|读|閲覧|查看|マウント|挂载|읽|열람", re.I)
# the verb "read" itself (not "open" or "show", which an edit does too): a rule against reading and editing says both
_EXPLICIT_READ = rx(r"\bread\b|\blire\b|\blesen\b|\bleer\b|\bler\b|\bleggere\b|\bчита\w*|読|读|閱讀|읽", re.I)

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

_PATH_TOKEN = rx(r"(?<![\w@:/])((?:~|\.{1,2})?/?(?:[\w.*-]+/)*[\w.*-]*(?:/|\*[\w.]*|\.[\w*-]+)|/[\w.*-]+(?:/[\w.*-]+)*/?|"
                         r"\.[\w.*-]+|~/[\w./*-]+)")
_FEATURE = rx(r"feature|own branch|your (?:own )?branch|personal|topic branch|fonctionnalit|Feature-Branch|"
                      r"rama\w* (?:de )?(?:funcionalidad|propia)|自分のブランチ|功能分支", re.I)
_PROTECTED = rx(r"protected|shared|important|long-lived|protégée|geschützt|protegid", re.I)

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

_NEW_WORDS = rx(r"\b(?:add\w*|creat\w*|new|ajout\w*|cré\w*|nouve\w*|hinzufüg\w*|anleg\w*|neu\w*|erstell\w*|"
                        r"añad\w*|agreg\w*|crea\w*|nuev\w*|aggiung\w*|nuov\w*|adicion\w*|cri\w*|nov[oa]s?)\b|"
                        r"追加|新し|新規|作成|新建|添加|新增", re.I)

_TEST_WORD = rx(r"\btests?\b|\b(?:test\s*)?suites?\b|\w+tests?\b|\bpruebas?\b|\btestes?\b|\bspecs?\b|テスト|测试|тест\w*", re.I)

_GLOBAL_WORDS = rx(r"\b(?:global\w*|system-?wide|systemweit\w*|system packages?|au niveau du système|"
                           r"sudo pip\w*)\b|(?:outside|hors|en dehors|außerhalb|fuera|fora|fuori)\W+(?:\w+\W+){0,2}"
                           r"(?:\.?venv|virtualenv|virtual|environnement virtuel|entorno virtual|ambiente virtual)|"
                           r"(?<![\w-])(?:-g|--global|--user)\b|"
                           # a pip named as the outside one: "a pip from outside", "un pip de fuera", "le pip du système"
                           r"\bsystem\s+pip\b|\bpip\s+(?:from\s+)?outside\b|\bpip\s+(?:de|di|da|von)\s+(?:fuera|fora|fuori|außen)\b|"
                           r"\bpip\s+(?:du|del|do|des)\s+(?:système|sistema|Systems)\b|\bSystem-?pip\b|"
                           r"グローバル|全局|глобальн\w*", re.I)
_KILL = rx(r"\b(?:kill\w*|tue[rz]?|beend\w*|matar?|mates|termin\w*|uccid\w*|arrêt\w*)\b|kill|終了|停止|杀|"
                   r"убива\w*", re.I)
_BY_NAME = rx(r"\bby (?:their |its |process )?names?\b|\bpar (?:leur |son )?nom\b|\bnach (?:dem |ihrem )?Namen\b|"
                      r"\bpor (?:su |el )?nombre\b|\bpelo nome\b|\bper nome\b|名前で|按名称|по имени", re.I)

# "the analytics DB", "our billing database": a database named by a word, reached on hosts named after it
_NAMED_DB = rx(r"\b(?:the|our|your|my|this|that)\s+([a-z][a-z0-9_-]{2,})[ -](?:db|database)\b"
                       r"(?!\s+(?:migrations?|schemas?|tables?|quer\w*|dumps?|backups?|connections?|users?|credentials?|"
                       r"passwords?|servers?|hosts?|changes?))", re.I)  # not "apply DB migrations"
_NOT_A_DB_NAME = frozenset({"the", "our", "any", "a", "an", "my", "your", "this", "that", "shared", "main", "local", "sql",
                            "prod", "production", "staging", "test", "dev", "every", "each", "no", "one", "real", "live",
                            "remote", "primary", "replica", "postgres", "mysql", "sqlite", "mongo", "redis", "vector"})
_SQL_WRITE_LIST = rx(r"\b(?:INSERT|UPDATE|DELETE)\b(?:\s*(?:/|,|or|and)\s*\b(?:INSERT|UPDATE|DELETE|UPSERT|MERGE)\b)+")

_HOST_NOUNS = rx(r"\b(?:server|host|box|machine|instance|node|vm)s?\b|\bserveurs?\b|\bServer\w*|\bservidor\w*|"
                         r"\bmacchin\w*|サーバ|服务器", re.I)

_ANYWHERE = rx(r"\b(?:anywhere|(?:in)?to (?:anything|any ?one|anybody)|any (?:host|server|machine|box)\w*|external\w*|extern\w*|externe?s?|"
                       r"extérieur\w*|externos?|esterni|n'importe où|nulle part|aucun serveur|"
                       r"irgendwohin|nirgendwo\w*|auf keinen? (?:Server|Host)\w*|a ningún (?:sitio|lado|servidor)|"
                       r"a ninguna parte|em lugar nenhum|da nessuna parte)\b|どこにも|任何地方|外部", re.I)

# "use trash instead of rm": said as "use trash, not rm" (the contrast above reads it)
_INSTEAD_OF = rx(r"\s*\b(?:instead of|rather than|au lieu de|plutôt que|statt|anstatt|en lugar de|en vez de|em vez de|"
                         r"invece di|zamiast|in plaats van|over)\b", re.I)

_EXISTING = rx(r"\b(?:existing|already (?:written|applied)|existantes?|bestehende\w*|vorhandene\w*|existentes?|"
                       r"esistenti|istniejąc\w*|существующ\w*|bestaande)\b|既存|已有|现有|現有|既有|已存在|已经存在|기존", re.I)

_NOTHING_ELSE = rx(r"(?:\s[-—–,]\s*|\b(?:and|et|und|y|e)\s+)?(?:\bnothing else\b|\brien d'autre\b|\bsonst nichts\b|"
                           r"\bnichts anderes\b|\bnada más\b|\bnient'altro\b|\bmais nada\b|\bnada mais\b|それ以外はダメ)",
                           re.I)

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
    parsed = _read_tool_rules(without_forget_not(text))  # "don't forget to X" asks for X (forget_not.py)
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
    reordered = ban_first(text)  # "You may work against staging, but leave production alone" (rule_rewordings)
    if reordered is not None and (first := _read_tool_rules(reordered)).rules:
        return first
    text = limit_as_only(elliptic_exemptions(text))  # "Edits are limited to src/", "...; feature branches doesn't"
    text = with_as_use(text, is_known_program)  # "manage deps with uv, not with pip install": use uv, not pip install
    text = reason_topic(text)  # ".env には秘密情報が入っているので、中身を読まないで": the contents of .env
    text = idiom_bans(text)  # "Force-pushing is off the table", "sudo kommt nicht in Frage": "is forbidden"
    text = german_participles(text)  # "Ohne mein OK wird nichts nach main gepusht": "pusht"
    plain = _read_tool_rules_text(text)
    swapped = use_last(text)  # "Python deps go through uv. Don't use pip install.": uv named the allowed way
    if swapped is not None and not any(r.allow_commands for r in plain.rules):
        moved = _read_tool_rules(swapped)
        if any(r.allow_commands for r in moved.rules):
            return moved
    return plain


def _read_tool_rules_text(text: str) -> ParsedToolRules:
    base = _consent_by_sentence(text) or _read_tool_rules_plain(text, options=True)
    parsed = _with_content(_read_only_git(_with_volumes(_ssh_family(base, text), text), text), text)
    parsed = _sent_off(parsed, text)
    rules, kinds = allowed_forms.settle(parsed.rules, parsed.kinds, text, NEG, is_known_program, _reread)
    # "yarn, not npm. Ausnahme: npx ist ok": the program the exception names alone is allowed (allowed_programs)
    rules, kinds = with_lone_programs(rules, kinds, split_exceptions(text), is_known_program)
    rules = with_search_scope(rules, text)  # "rg, not grep, for searching code": a grep filter is no search
    activated = activation_rules(rules, text)
    if activated is not None:  # "never pip install into base; always `conda activate ds311` first" (activate_first)
        rules, kinds = activated, [*kinds, *("no_command" for _ in activated[len(kinds):])]
    form_flags = [r for r in allowed_form_flags(rules, text, FLAG_PROGRAMS) if r not in rules]
    if form_flags:  # "always `pytest -q`, not unittest": the allowed form's options asked for (allowed_options)
        rules, kinds = [*rules, *form_flags], [*kinds, *("require_flag" for _ in form_flags)]
    rules = rebase_on_branch(rules, text)  # "never run git rebase on main": not every rebase
    rules = privilege_for(rules, text)  # "don't use sudo to install Python packages": not every sudo
    rules = with_front_ends(rules, text, NEG)  # "deps go through uv. Don't use pip install.": `uv pip install` is uv
    route = route_hosts(text)  # "all prod DB access goes through the bastion": reaching it from there is the way
    if route and only_by_route(text):  # "passe uniquement par le bastion": the host is kept to the route, not allowed alone
        rules = [replace(r, hosts=kept, allow_hosts=(), requires=route)
                 if r.intent == "host" and r.hosts == ("*",) and not r.requires and not r.via and
                 (kept := tuple(h for h in r.allow_hosts if not host_in(h, route) and h not in LOCALHOST)) else r
                 for r in rules]
    rules = [replace(r, hosts=tuple(h for h in r.hosts if not host_in(h, route)), requires=route)
             if route and r.intent == "host" and r.hosts != ("*",) and not r.requires and
             any(not host_in(h, route) for h in r.hosts) else r for r in rules]  # ("über den Bastion-Host": the route)
    return ParsedToolRules(rules, kinds)  # (allowed_forms: "use X instead of Y" keeps X out of what is forbidden)


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


def _sent_off(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"anything in /data/phi/ must never leave this machine" (:mod:`leaves_machine`): the files sent to another
    machine, not written or read here; the path rules read on the same files give way to it."""
    rule = sent_off_rule(text, read_paths(text))
    if rule is None:
        return parsed
    rule = replace(rule, consent=has_consent_clause(text))
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent in ("write_path", "read_path") and (r.paths or r.outside) and
                    set(r.paths or r.outside) <= set(rule.paths))]  # ("このマシンの外に": no outside of a folder)
    return ParsedToolRules([*(r for r, _k in kept), rule], [*(k for _r, k in kept), "no_send_path"])


def _reread(text: str) -> tuple[list[ToolRule], list[str]]:
    parsed = _read_tool_rules(text)
    return parsed.rules, parsed.kinds


def _consent_by_sentence(text: str) -> ParsedToolRules | None:
    """"não mexa em infra/ sem eu pedir. e nunca rode terraform apply": the user's say-so lifts the sentence it is
    said in, not the other one, which bans outright. Read sentence by sentence when some sentences carry a consent
    clause and others do not, and each says a rule of its own (a bare "Ask me first." lends its consent to the
    rule before it, so the text is read whole then)."""
    if not has_consent_clause(text):
        return None
    parts = [p for p in sentences(text) if p.strip()]
    if len(parts) < 2 or all(has_consent_clause(p) for p in parts):
        return None
    if any(not has_consent_clause(p) and (not NEG.search(p) or ONLY.search(p)) for p in parts):
        return None  # "only edit src/. never touch tests/ unless I say so": a scope the exception reaches too
    if any(asks_when_needed(p) and not NEG.search(p) for p in parts):
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
    more += read_only_cli_rules(text)  # "kubectl: read-only commands only (get, describe, logs)"
    more = [r for r in more if r not in parsed.rules]
    if not more:
        return parsed
    return ParsedToolRules([*parsed.rules, *more], [*parsed.kinds, *(f"no_{r.intent}" for r in more)])


def _with_volumes(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"no docker system prune or deleting volumes": the volumes removed, said in words (:mod:`container_volumes`)."""
    if not (NEG.search(text) or has_consent_clause(text)) or not names_volume_removal(text) or \
            any(removes_volumes(c) for r in parsed.rules for c in r.commands):
        return parsed
    rule = ToolRule("command", commands=VOLUME_COMMANDS, consent=has_consent_clause(text))
    return ParsedToolRules([*parsed.rules, rule], [*parsed.kinds, "no_command"])


def _ssh_family(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"no ssh", "never ssh into the box": a session opened on another machine over ssh, by whichever of its
    programs (``scp``, ``sftp``, ``rsync`` to a remote path), not only the ``ssh`` binary; "never ssh into the
    bastion": that machine only (ssh_target)."""
    if not any(r.intent == "command" and r.commands == ("ssh",) and not r.allow_commands for r in parsed.rules):
        return parsed
    named = ssh_object_host(text)
    rules = [ToolRule("host", hosts=(named,) if named else ("*",), via=VIA["ssh"], consent=r.consent, when_said=r.when_said,
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
    text = _INSTEAD_OF.sub(_instead_as_not, swap_order.refused_first_as_use_not(text))  # "use trash instead of rm",
    # "rm ではなく trash を使って": "use trash, not rm"
    flagged = _with_refused_flags(text) if options else None
    if flagged is not None:  # "y nada de --skip-tests": the option refused, the rest read on its own
        return flagged
    consent = has_consent_clause(text)
    ordered = _ordered_commands(text)
    if ordered is not None:  # "always run terraform plan before terraform apply, and never -auto-approve"
        return ordered
    only_flags = [] if NEG.search(text) else required_flag_rules(text)
    only_flags = only_flags or scope_rules(text)  # "keep kubectl in the dev namespace unless I say otherwise"
    if only_flags:  # "kubectl only with --context staging unless I say prod": a flag asked for, nothing forbidden
        return ParsedToolRules(with_consent(only_flags) if consent else only_flags, ["require_flag" for _ in only_flags])
    scope = only_rules(split_exceptions(text)[0] or text) if consent and not NEG.search(text) and ONLY.search(text) \
        else ParsedToolRules([], [])
    if consent and not NEG.search(text) and not scope.rules:
        # "If a command needs sudo, ask me first": the consent clause is the prohibition; the readers of
        # objects (privilege, hosts, paths, ...) look for a negated sentence, so give them one (not for a scope:
        # "only write inside ./src unless I say otherwise" forbids what is outside it)
        text = "Don't: " + text
    parsed = _with_dump_place(scope if scope.rules else _parse_tool_rules(text), text)
    if not parsed.rules and (NEG.search(text) or consent or READ_ONLY.search(text)):
        # nothing more specific: the acts and plain verbs it names ("don't publish to npm", "never push",
        # "ask before deleting anything", "terraform: never apply or destroy", "vendor/ is read-only")
        forbid, allow = split_exceptions(text) if NEG.search(text) else (text, "")
        forbid = forbid or text
        bare = [*fallback_rules(text, forbid, allow), *act_rules(forbid, allow), *bare_action_rules(forbid)]
        have = {r.intent for r in bare}  # "ask before any command that changes something": every change
        bare += [r for r in mutating_rules(forbid) if r.intent not in have]
        bare += class_rules(text, forbid, bare)
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
    pinned = [] if parsed.rules else pinned_install_rules(text)  # "pin versions when installing packages"
    if not parsed.rules and (implied := implied_choice_rules(text)) and (not pinned or USE.search(text)):
        # "always use uv to install packages"; "pip install するときはバージョンを固定して": the manager names when
        # the rule applies, not a choice of manager (one is read only with a word of using)
        parsed = ParsedToolRules(implied, ["no_command" for _ in implied])
    if pinned:
        parsed = ParsedToolRules([*parsed.rules, *pinned], [*parsed.kinds, *("require_flag" for _ in pinned)])
    if consent and parsed.rules:
        parsed = ParsedToolRules(with_consent(parsed.rules), parsed.kinds)
    return parsed


def _with_refused_flags(text: str) -> ParsedToolRules | None:
    """A clause refusing a long option (:mod:`refused_flags`) that the readers do not read as that option banned
    (nothing, or the program it is given to banned whole: "git commit 할 때 --no-verify 쓰지 마세요"): the clause is
    the option's ban, the rest of the text read as a rule of its own; None when no clause needs it."""
    refused = refused_flag_clauses(text, cli_phrases, FLAG_OWNERS)
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
    named = {r.split()[0] for r in choice.refused} | {w.split()[0] for w in choice.wanted}
    install = bool(INSTALL_WORDS.search(text))
    refused = [f"{p} {sub}" if install and p in PACKAGE_MANAGERS else p for p in choice.refused
               for sub in (PACKAGE_MANAGERS.get(p, ("",)) if install else ("",))]
    rule = ToolRule("command", commands=tuple(dict.fromkeys(r.strip() for r in refused)), allow_commands=choice.wanted)
    # (an install rule the readers made of "installs go through uv" is the choice itself: installing with uv is the
    # way asked for, and the refused managers are what the choice forbids)
    managed = any(p in PACKAGE_MANAGERS for p in choice.refused)
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent == "command" and not r.hosts and all(c.split()[0] in named for c in r.commands))
            and not (managed and r.intent == "install" and not (r.paths or r.hosts or r.new_only or r.consent))]
    return ParsedToolRules([*(r for r, _k in kept), rule], [*(k for _r, k in kept), "no_command"])


def _ordered_commands(text: str) -> ParsedToolRules | None:
    """A clause that orders two commands (:mod:`command_order`) as a precondition, the rest of the rule read
    as a rule of its own; None when no clause does (or a commit or push is guarded: :func:`precondition`)."""
    clauses = split_clauses(text)
    for i, clause in enumerate(clauses):
        if not command_order.orders(clause) or precondition(clause) is not None or NEG.search(clause) or \
                re.search(r"\b(?:without|sans|ohne|sin|sem|senza)\b", clause, re.I) or has_consent_clause(clause):
            continue  # ("Vor `docker system prune` oder `docker volume rm` erst fragen": the user's say-so first)
        order = command_order.order_of(clause, cli_phrases(clause))
        topic = {c.split()[0] for c in cli_phrases(text)} | {w.lower() for w in re.findall(r"[a-z][\w-]*", text, re.I)
                                                              if w.lower() in _SUBCOMMAND_TOOLS}
        if order is None and len(topic) == 1:  # "con terraform fai sempre plan prima di apply": its subcommands
            order = command_order.subcommand_order(clause, topic.pop())
        if order is None:
            continue
        guarded, required = order
        rules = [ToolRule("precondition", commands=(guarded,), requires=(required,))]
        kinds = ["run_before"]
        rest = " ".join(c for j, c in enumerate(clauses) if j != i).strip(" ,;")
        if rest and NEG.search(rest):
            more = _read_tool_rules(command_order.with_program(rest, guarded, cli_phrases))
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
    for x in sentences(allow):
        if (USE.search(x) or PREFER_CONJ.match(x)) and not NEG.search(x):  # "use uv", "sondern uv"
            phrases = cli_phrases(x)  # "use git switch": git's switch, not every git command
            modules = [(m.group(1), m.group(2)) for m in _MODULE_RUN.finditer(x)]
            # "use python3 -m pip": the module run by its interpreter is allowed, not the module's own program
            out += [f"{program_of(interp.lower())[0]} -m {module}" for interp, module in modules]
            out += [w.rstrip(".") for w in re.findall(r"(?<![\w./-])[a-z][\w.-]*(?![\w/-])", x)
                    if w.rstrip(".") in CLIS and not any(p.startswith(w.rstrip(".") + " ") for p in phrases)
                    and w.rstrip(".") not in {m for _i, m in modules}]
    return out


def _module_runs(text: str, commands: Sequence[str]) -> list[str]:
    """A forbidden program the rule has run as its interpreter's module in a clause that forbids nothing ("Run pip
    as python -m pip, never bare pip", "python3 -m pip, nie pip direkt"): that way of running it is allowed."""
    programs = {c.split()[0] for c in commands}
    return [f"{program_of(m.group(1).lower())[0]} -m {m.group(2)}" for clause in re.split(
                r"[,;.!?:\n]\s|[—–]|\s(?:and|en|und|et|y|e)\s(?=(?:never|nooit|nie|niemals|jamais|nunca|mai)\b)", text)
            if not NEG.search(clause) for m in _MODULE_RUN.finditer(clause) if m.group(2) in programs]


# an interpreter running a module: "python3 -m pip", "py -m venv"
_MODULE_RUN = rx(r"(?<![\w./-])(python[\d.]*|py|pypy3?)\s+-m\s+([a-z][\w.]*)", re.I)


def _instead_as_not(m: re.Match[str]) -> str:
    """ "instead of" after a plain "use X" in its sentence reads as ", not" (kept as it was otherwise)."""
    before = re.split(r"[.!?;\n。]", m.string[:m.start()])[-1]
    if m.group(0).strip().lower() == "over" and not re.search(r"\bprefer\w*", before, re.I):
        return m.group(0)  # "prefer X over Y" only
    prefers = USE.search(before) or re.search(r"\b(?:always|toujours|immer|siempre|sempre|altijd)\b", before, re.I)
    return ", not" if prefers and not NEG.search(before) else m.group(0)  # "always uv instead of pip" too


_SHOW_WORDS = rx(r"\becho\w*|\bprint\w*|\bdisplay\w*|\bshow\w*|\boutput\w*|\bdump\w*|\breveal\w*|\bexpos\w*|"
                         r"\bleak\w*|\blog(?:s|ged|ging)?\b|\baffich\w*|\bimprim\w*|\bausgeb\w*|\bausgab\w*|\banzeig\w*|"
                         r"\bzeig\w*|\bmostr\w*|\bstamp\w*|\bwypis\w*|\bwyświetl\w*|\bpokaz\w*|выв\w*|表示|出力|打印|输出|显示",
                         re.I)


def _parse_tool_rules(text: str) -> ParsedToolRules:
    pre = precondition(text)
    if pre is not None:
        return ParsedToolRules([pre], ["run_before"])
    if not NEG.search(text):
        return only_rules(text) if ONLY.search(text) else ParsedToolRules([], [])
    first = _NOTHING_ELSE.sub(" ", (sentences(text) or [text])[0])  # "only X - nothing else": X is the scope
    head = re.split(r"\s[-—–]\s|[;:]\s", first)[0]  # "only edit inside src/ — tests/ are off limits": the scope first
    if ONLY.search(head) and not NEG.search(head):  # "Only edit files under src/. Tests, docs: hands off."
        only = only_rules(head)
        if only.rules:
            return with_carve_outs(only, text[text.find(head) + len(head):])
    forbid, allow = split_exceptions(text)
    if not NEG.search(forbid) and not NEG.search(text.split(".")[0]):
        return ParsedToolRules([], [])
    rules: list[ToolRule] = []
    kinds: list[str] = []
    allow_commands = tuple(command_prefixes(code_spans(allow)))
    allow_paths = tuple(dict.fromkeys([*read_paths(allow), *re.findall(r"(?<![\w./-])([a-z0-9]+(?:[_-][a-z0-9]+)+)(?![\w./-])", allow)]))
    allow_hosts = tuple(read_hosts(allow))
    allow_urls = tuple(re.findall(r"https?://[^\s`'\",)]+", allow))
    if _PRIV.search(forbid):
        rules.append(ToolRule("privilege", allow_commands=allow_commands))
        kinds.append("no_sudo")
    if _RECURSIVE.search(forbid) or _RM_RF_LITERAL.search(forbid):
        strict = bool(_RM_RF_LITERAL.search(forbid)) and not _BROADEN.search(forbid)
        scope = tuple(p for p in read_paths(forbid) if not _RM_RF_LITERAL.search(p))
        outside = re.search(r"\boutside\b|\bhors de\b|\baußerhalb\b|\bfuera de\b|\bfora de\b", forbid, re.I)
        rules.append(ToolRule("recursive_delete", force_only=strict, paths=() if outside else scope,
                              allow_paths=allow_paths + (scope if outside else ())))
        kinds.append("no_rm_rf")
    if _TRASH.search(allow) and (DELETE_WORDS.search(allow) or INSTEAD.search(allow) or re.search(r"\brm\b", forbid)):
        # "if something must be deleted, use trash-put", "use trash instead of rm": any other deletion breaks it
        rules.append(ToolRule("delete", allow_commands=TRASH_COMMANDS))
        kinds.append("no_delete")
    if FORCE_PUSH.search(forbid):
        # "don't push to main. and never force push": the branches of another prohibition do not scope this one
        scope_text = " ".join(s for s in split_clauses(forbid) if FORCE_PUSH.search(s)) or forbid
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
            and not _FEATURE.search(part) and not BRANCH_WORDS.search(part) for part in sentences(allow)) else ()
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
    git_rules(forbid, allow, rules, kinds)
    if TEST_SUITE.search(forbid) and RUN_WORDS.search(forbid):
        rules.append(ToolRule("test_run", allow_paths=tuple(dict.fromkeys([*only_paths(forbid), *read_paths(allow)]))))
        kinds.append("no_full_test_suite")
    elif RUN_WORDS.search(forbid) and _TEST_WORD.search(forbid) and not ONLY.search(forbid):
        subset = test_subset(forbid)  # "never run the integration tests", "don't run e2e tests (tests/e2e)"
        if subset:
            rules.append(ToolRule("test_run", paths=subset, allow_paths=tuple(read_paths(allow))))
            kinds.append("no_test_subset")
    if MIGRATION_WORDS.search(forbid) and (RUN_WORDS.search(forbid) or (  # "never run migrations against prod"
            PRODUCTION.search(forbid) and (not WRITE_WORDS.search(forbid) or HANDS_OFF.search(forbid)))):
        # "no migrations against prod", "migrations never touch the production cluster"
        targets = tuple(dict.fromkeys([*read_hosts(forbid, loose=True), *environments(forbid)]))
        if targets:
            rules.append(ToolRule("migrate", hosts=targets, allow_hosts=tuple(read_hosts(allow, loose=True))))
            kinds.append("no_migrate_target")
    if INSTALL_WORDS.search(forbid) and _GLOBAL_WORDS.search(forbid):
        rules.append(ToolRule("global_install"))
        kinds.append("no_global_install")
    connect = bool(CONNECT_WORDS.search(forbid) or DB_WORDS.search(forbid) or _IMAGE_PUSH.search(forbid))
    host_words = read_hosts(forbid, loose=connect)
    hosts = tuple(h for h in host_words if h not in allow_hosts)
    local = LOCALHOST if re.search(r"\blocalhost\b|127\.0\.0\.1|\blocal ?host", allow, re.I) or \
        re.search(r"\bextern\w*|\bextérieur\w*|\besterni\w*|外部", forbid, re.I) else ()  # this machine is not external
    # "No curl to external hosts, localhost only", "vers l'extérieur. localhost uniquement": the host said with
    # "only" is the one allowed, and this machine is not outside
    # ("(prod-db, *.prod.internal), nur gegen staging": a closing parenthesis or a comma ends the host's clause)
    only_hosts = tuple(h for h in hosts if re.search(rf"{re.escape(h)}[\s`'\"]{{0,3}}(?:{ONLY.pattern})|(?:{ONLY.pattern})\W{{0,3}}"
                                               rf"{re.escape(h)}", forbid, re.I))
    only_hosts += asked_hosts(forbid, [h for h in hosts if h not in only_hosts])  # "always connect to X, never Y"
    if only_hosts or local:
        hosts = tuple(h for h in hosts if h not in only_hosts and h not in local)
        allow_hosts = tuple(dict.fromkeys(allow_hosts + only_hosts))
    if hosts and hosts != ("*",) and connect and "*prod*" not in hosts and production_examples(forbid, hosts) and \
            not any(r.hosts for r in rules):  # (a migration kept off prod is that rule's, not every call there)
        # "nie gegen Produktion (prod-db, *.prod.internal)": the hosts are examples of the environment the rule
        # names; any host named for production is in it (a kube context prod-eu)
        hosts = (*hosts, "*prod*")
    if not hosts and connect and PRODUCTION.search(forbid) and (read_via(forbid) or _HOST_NOUNS.search(forbid) or
                                                                 (DB_WORDS.search(forbid) and (_REACH.search(forbid) or (
                                                                     _AGAINST.search(forbid) and
                                                                     not MIGRATION_WORDS.search(forbid))))):
        hosts = environments(forbid)  # "never ssh into production (or staging) boxes": hosts named for them
    network = bool(not hosts and _NETWORK_CLASS.search(forbid))
    if network:  # "no network commands (curl, wget, pip install)": any host but this machine, by any program
        hosts, local, connect = ("*",), LOCALHOST, True
    if not hosts and connect and (_ANYWHERE.search(forbid) or only_hosts) and (read_via(forbid) or allow_hosts or local):
        hosts = ("*",)  # "don't ssh anywhere", "no host other than localhost": any host, but those allowed
    named = _NAMED_DB.search(forbid)
    if not hosts and named and named.group(1).lower() not in _NOT_A_DB_NAME and \
            (READ_ONLY.search(forbid) or _SQL_WRITE_LIST.search(forbid) or WRITE_WORDS.search(forbid) or connect):
        hosts = (f"*{named.group(1).lower()}*",)  # "The analytics DB is read-only": the hosts named for it
    if not hosts and DB_WORDS.search(forbid) and PRODUCTION.search(forbid) and WRITE_WORDS.search(forbid) and \
            not HANDS_OFF.search(forbid):
        hosts = environments(forbid)  # "never write to the prod DB": SQL writes on the hosts named for production
    sql_write = bool(hosts and hosts != ("*",) and names_a_database(forbid, host_words) and
                     WRITE_WORDS.search(forbid) and not HANDS_OFF.search(forbid))
    if sql_write:  # "never write to the prod DB (prod-db); SELECT is fine": SQL that changes data, on that host
        rules.append(ToolRule("sql", statements=("write",), hosts=hosts))
        kinds.append("no_sql")
        if not MIGRATION_WORDS.search(forbid):  # migrations applied there write it too
            rules.append(ToolRule("migrate", hosts=hosts))
            kinds.append("no_migrate_target")
    elif hosts and connect and not any(r.intent in ("force_push", "push", "delete_ref", "commit") for r in rules):
        outside = OUTSIDE.search(forbid)
        via = () if ANY_MEANS.search(forbid) or network else read_via(forbid)  # "(ssh, curl, psql, anything)": examples
        if hosts == ("*",):
            rules.append(ToolRule("host", hosts=hosts, allow_hosts=tuple(dict.fromkeys(allow_hosts + local)), via=via))
        elif outside and outside.start() < forbid.find(hosts[0].lstrip("*.")):  # "anything outside *.acme.internal"
            bare = tuple(h[2:] for h in hosts if h.startswith("*."))
            rules.append(ToolRule("host", hosts=("*",), allow_hosts=tuple(dict.fromkeys(hosts + bare + allow_hosts + local)),
                                  via=via))
        else:
            rules.append(ToolRule("host", hosts=hosts, allow_hosts=allow_hosts + local, via=via))
        kinds.append("no_host")
    paths = tuple(p for p in read_paths(forbid) if not any(p in c for c in command_prefixes(code_spans(forbid)))
                  and p.lower() not in host_words)
    existing = bool(_EXISTING.search(forbid))
    if not paths and DELETE_WORDS.search(forbid) and re.search(r"\bvolumes?\b|\bvolúmenes\b|\bvolumi\b|ボリューム", forbid, re.I):
        paths = ("docker-volume://*",)  # "anything that deletes volumes": container volumes, however removed
    named_dirs: tuple[str, ...] = ()
    if not paths and WRITE_WORDS.search(forbid):  # "the migrations folder", "existing migrations": a directory by name
        paths = named_dirs = read_named_dirs(forbid)
    if not paths:  # "don't edit the CI config", "leave the lockfiles alone": a class of files by its name
        paths = tuple(p for p in class_paths(forbid)  # (migrations kept off a target are run, not edited)
                      if not (any(r.intent == "migrate" for r in rules) and p in ("migrations/", "db/migrate/",
                                                                                  "alembic/versions/")))
    out_of = OUTSIDE.search(forbid)
    if not paths and out_of and WRITE_WORDS.search(forbid) and _PROJECT_WORDS.match(forbid[out_of.end():].lstrip(" (")):
        # "never write outside the repo", no path given: the system's, temporary and home places are outside it
        rules.append(ToolRule("write_path", outside=(PROJECT_ROOT,), allow_paths=allow_paths))
        kinds.append("no_write_path")
    secret = bool(SECRET_WORDS.search(forbid))
    run_rule = bool(RUN_WORDS.search(forbid)) and not WRITE_WORDS.search(forbid) and not _READ_WORDS.search(forbid)
    if (paths or secret) and not run_rule and not sql_write and \
            not any(r.intent in ("recursive_delete", "discard_work", "test_run", "global_install") for r in rules):
        # ("read-only for you": reading is the one thing allowed, no word of reading in the prohibition)
        reads = bool(_READ_WORDS.search(READ_ONLY.sub(" ", forbid)))
        writes = bool(WRITE_WORDS.search(forbid))
        if (re.search(r"\b(?:reading|read|lire|lesen|leer|leitura|lettura|letto|lidos?)\b", allow, re.I)
                and not _READ_WORDS.search(forbid)) or \
                re.search(r"(?:apenas|solo|seulement|nur|only) (?:leitura|lectura|lecture|lesen|read)", text, re.I):
            reads = False
            writes = True
        if not reads and not writes and paths:
            writes = True  # "don't touch migrations/", "leave /etc alone": a change is what is meant
        writes = writes or (reads and bool(paths) and touches_too(forbid))  # "no toques .env, ni para leerlo"
        kept_off = keeps_off(forbid, allow, paths, allow_paths) and not READ_ONLY.search(forbid)
        # "don't touch .env": opening it is what is kept off ("— read-only for you": opening it is fine)
        worded = reads  # (a read said in words; a file kept off is read-protected itself, not every secrets file)
        reads = reads or kept_off
        scope = paths or (SECRET_PATHS if secret else ())
        if not paths:  # secrets named, no file: reading secret files is checkable, "writing secrets" is content
            writes = False
        outside_paths = outside_roots(forbid, paths)
        if outside_paths:  # "never write outside the repo (/home/dev/shop)": every other path is protected
            scope = ()
        elif named_dirs:  # a folder named by word: what lies in it ("migrat*/*" leaves docs/migrations.md, a file, out)
            scope = tuple(f"{d}/*" for d in named_dirs)
        allow_new = bool(_NEW_WORDS.search(allow)) or existing
        generated = bool(_BY_HAND.search(forbid)) or says_generated(forbid)  # a generator's rewrite is no hand edit
        if writes:
            rules.append(ToolRule("write_path", paths=scope, outside=outside_paths, allow_paths=allow_paths,
                                  allow_new=allow_new, allow_commands=(GENERATED,) if generated else ()))
            kinds.append("no_write_path")
        # "don't print it, don't edit it": showing the file is a banned act of its own (banned_reads)
        banned_read = bool(paths) and reads_banned(forbid, paths, NEG, _READ_WORDS, _SHOW_WORDS)
        reads = reads or banned_read
        if reads and (secret or kept_off or not writes or _EXPLICIT_READ.search(forbid) or banned_read):
            # "don't print secrets": every reading word is one of showing, so a read that shows nothing is fine; a
            # template of a secrets file (".env.example") holds no secret: reading it is what setting one up takes
            shown = all(_SHOW_WORDS.match(m.group(0)) for m in _READ_WORDS.finditer(forbid))
            rules.append(ToolRule("read_path", paths=tuple(dict.fromkeys(scope + (SECRET_PATHS if secret and paths and worded else ()))),
                                  outside=outside_paths, shown_only=shown,
                                  allow_paths=allow_paths + (SECRET_TEMPLATES if (secret or kept_off) and paths else ())))
            kinds.append("no_read_path")
    staged = staged_commands(paths, forbid)  # "never commit .env / anything under raw/ or any .psd" (staged_paths)
    if staged and COMMIT_WORDS.search(forbid) and not any(r.intent == "commit" for r in rules):
        rules.append(ToolRule("command", commands=staged))  # "never commit .env": the file staged for a commit
        kinds.append("no_command")
    if SECRET_WORDS.search(forbid) and _SHOW_WORDS.search(forbid):
        rules.append(ToolRule("print_secret"))  # "don't echo secrets to the terminal": the environment dumped too
        kinds.append("no_print_secret")
    if SECRET_WORDS.search(forbid) and _EMBED_WORDS.search(forbid):
        # "no API keys in any file except .env": the file the exception names is where the key belongs
        rules.append(ToolRule("secret_content", allow_paths=tuple(p for p in allow_paths if "." in p or "/" in p)))
        kinds.append("no_secret_content")
    statements = sql_statements(forbid)
    if statements:
        # "the analytics DB: no UPDATE/DELETE there": the statements are forbidden where the write rule is
        scoped = next((r.hosts for r in rules if r.intent == "sql" and r.hosts and r.statements == ("write",)), ())
        target = next((r for r in rules if r.intent == "host" and r.hosts != ("*",) and not r.via), None)
        if not scoped and target is not None and names_a_database(forbid, host_words) and \
                not _REACH.search(forbid) and not HANDS_OFF.search(forbid):
            # "no DELETE or DROP on the production database (prod-pg01)": the statements are what is kept off
            # that host, not the host itself (a SELECT there is fine, a DELETE on localhost too)
            scoped = target.hosts
            kinds.pop(rules.index(target))
            rules.remove(target)
        rules.append(ToolRule("sql", statements=statements, hosts=scoped))
        kinds.append("no_sql")
    covered = {r.intent for r in rules} | {f"via:{v}" for r in rules for v in r.via}
    negated = " ".join(x for x in sentences(forbid) if NEG.search(x)) or forbid  # "uv add で。pip install は使わないで"
    plain = CODE.sub(lambda m: " " if command_prefixes([m.group(1)]) else m.group(0), negated)
    forbidden = {c for r in rules for c in r.commands}  # a command an earlier reader already forbids by its name
    commands = [c for c in [*command_prefixes(code_spans(negated)), *cli_phrases(plain), *named_scripts(plain)]
                if not covered_by(c, covered) and c not in forbidden and c not in generator_spans(forbid)]
    # ("sono generati da `go mod vendor`": the generator the reason names is the way the files change, generated_by)
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
        allowed = tuple(dict.fromkeys([*allow_commands, *cli_phrases(allow), *_used_programs(allow),
                                       *_module_runs(text, commands), *tool_choice.listed_subcommands(commands, allow)]))
        where: tuple[str, ...] = tuple((m.group(1) or m.group(2)).lower() for m in CONTEXT.finditer(forbid))
        if not where and ON_ENV.search(forbid):  # "never kubectl delete against prod": there only
            where = environments(forbid)
        target = next((r for r in rules if r.intent == "host" and r.hosts != ("*",)), None)
        if target is not None and not target.via and not _REACH.search(forbid):
            # "Kein kubectl delete im Produktionscluster (Kontext prod-eu)": the host is where the command
            # is forbidden, not a host never to reach
            where = tuple(dict.fromkeys(where + target.hosts))
            kinds.pop(rules.index(target))
            rules.remove(target)
        # "never npm install": "npm i", "npm ci" and "npm add" install too (a package manager's other names for it)
        commands = [alias for c in commands for alias in
                    ([f"{c.split()[0]} {sub}" for sub in PACKAGE_MANAGERS[c.split()[0]]]
                     if len(c.split()) == 2 and c.split()[0] in PACKAGE_MANAGERS and
                     c.split()[1] in PACKAGE_MANAGERS[c.split()[0]] else [c])]
        rules.append(ToolRule("command", commands=tuple(dict.fromkeys(commands))[:16], allow_commands=allowed,
                              hosts=where))
        kinds.append("no_command")
    for rule in class_rules(text, forbid, rules):
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


def _with_dump_place(parsed: ParsedToolRules, text: str) -> ParsedToolRules:
    """"dumps nowhere but ./backups/" (dump_place): the folder is the allowed place, not a protected one."""
    dump = dump_place_rule(text)
    if dump is None:
        return parsed
    kept = [(r, k) for r, k in zip(parsed.rules, parsed.kinds)
            if not (r.intent in ("read_path", "write_path") and set(r.paths) <= set(dump.paths))]
    return ParsedToolRules([r for r, _k in kept] + [dump], [k for _r, k in kept] + ["no_dump_place"])


# git commands that rewrite a branch's history: under a rule scoped to branches, the rewrite rule judges them there
_HISTORY_COMMAND = rx(r"^git (?:rebase|commit --amend|filter-branch|filter-repo|reset|branch -f|update-ref)\b")
IMAGE_PUSHERS = ("docker", "podman", "buildah", "skopeo", "helm", "oras", "crane")
_IMAGE_PUSH = rx(r"\bpush\w*\b[^.;]{0,40}\b(?:images?|containers?|docker|registry|registries)\b|"
                         r"\b(?:images?|docker|containers?)\b[^.;]{0,20}\bpush\w*", re.I)

_BY_HAND = rx(r"\bby hand\b|\bhand[- ]?edit\w*|\bmanual(?:ly)?\b|\bà la main\b|\bmanuellement\b|\b(?:von|per|mit der) Hand\b|"
              r"\bhändisch\w*|\bmet de hand\b|\bhandmatig\b|\bręcznie\b|\bвручную\b|"
                      r"\bmanuell\w*|\ba mano\b|\bmanualmente\b|\bà mão\b|手で|手動|手作業", re.I)

_PROJECT_WORDS = rx(r"\b(?:the |this |our |my |your )?(?:repo(?:sitory)?|project(?: directory| folder| dir| root)?|"
                            r"workspace|working (?:directory|dir|tree)|work(?:ing)? ?dir|codebase|checkout|"
                            r"(?:le |du )?(?:dépôt|projet)|(?:dem |des )?(?:Repo|Projekt\w*|Arbeitsverzeichnis)|"
                            r"(?:el |del )?(?:repositorio|proyecto)|(?:o |do )?(?:repositório|projeto))\b", re.I)

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


def is_known_program(word: str) -> bool:
    """A program the rule readers know by name (git, npm, curl, rm...)."""
    return word.lower() in CLIS or word.lower() in PROGRAMS


def propose_tool(text: str) -> tuple[ToolCheck | None, list[str]]:
    parsed = parse_tool_rules(text)
    if not parsed.rules:
        return None, []
    return ToolCheck(forbid=tuple(parsed.rules)), parsed.kinds
