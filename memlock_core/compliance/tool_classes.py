"""Tool rules that name a class of actions or files by a general word, not by a command or a path.

A rule written by a person often names what it protects by its kind: "no destructive commands",
"the database is read-only", "don't touch prod", "never bypass the hooks", "don't edit the CI
config", "leave the lockfiles alone", "don't mess with my dotfiles". Each class word is read here
into what the call analyser can see:

* **destructive / irreversible** commands: deleting files, throwing away uncommitted work, force-pushing,
  SQL that drops, truncates or deletes/updates every row, and the programs whose subcommand destroys
  (``docker system prune``, ``kubectl delete``, ``terraform destroy``...);
* **the database** as read-only (or "no writes to the database"): SQL that changes data, and migrations;
* **production** kept hands-off ("don't touch prod", "stay away from production", "本番環境には触らないで"):
  any call that names a production target (a host, a kube context, ``ENV=production``); when the rule
  only forbids *changing* production, the commands that change a cluster or cloud there;
* **servers** that run until stopped ("don't start long-running servers", "no dev server"): the programs that
  serve (``uvicorn``, ``flask run``, ``manage.py runserver``, ``npm run dev``...);
* **hooks** bypassed: ``--no-verify`` on a git command (``git commit -n``);
* **file classes** by name: the CI configuration, lockfiles, home dotfiles, env files, tests, vendored
  code, system directories.

Every reader needs the class word *and* a verb or state of the rule that says what is forbidden; a
text that names a class without one gets nothing here (it stays for the other readers or unchecked).
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.negation import NEG
from memlock_core.compliance.prod_files import PROD_FILE_GLOBS, environment_itself
from memlock_core.regex_cache import rx

# -- destructive -----------------------------------------------------------------------------------
_DESTRUCTIVE = rx(r"\bdestructi\w*|\bdestruktiv\w*|\bdestrutiv\w*|\bdistrutt\w*|\bdestructeur\w*|"
                          r"\bdestructri\w*|\birr[eé]versib\w*|\birreversível\w*|\bunumkehrbar\w*|\birrevocab\w*|"
                          r"\birrécupérable\w*|\bdata[- ]loss\b|\blose (?:any )?data\b|\bdatenverlust\w*|"
                          r"破壊的|不可逆|取り返しのつかない", re.I)
DESTRUCTIVE_COMMANDS = ("docker system prune", "docker volume prune", "docker volume rm", "docker container prune",
                        "docker image prune", "docker network prune", "docker builder prune", "docker compose down -v",
                        "docker-compose down -v", "kubectl delete", "helm uninstall", "helm delete", "terraform destroy",
                        "pulumi destroy", "mkfs", "shred", "wipefs", "dropdb", "redis-cli flushall", "redis-cli flushdb",
                        "git branch -D", "git push --delete", "git filter-branch", "git filter-repo", "git stash drop",
                        "git stash clear", "aws s3 rm", "gsutil rm", "truncate")
DESTRUCTIVE_SQL = ("drop", "truncate", "delete_all", "update_all", "alter_drop")


def destructive_rules(forbid: str) -> list[ToolRule]:
    """ "No destructive commands", "nothing irreversible", "keine destruktiven Befehle": the actions that
    destroy data, however spelled."""
    if not _DESTRUCTIVE.search(forbid):
        return []
    return [ToolRule("delete"), ToolRule("discard_work"), ToolRule("force_push"),
            ToolRule("sql", statements=DESTRUCTIVE_SQL), ToolRule("command", commands=DESTRUCTIVE_COMMANDS)]


# -- production ------------------------------------------------------------------------------------
PRODUCTION = rx(r"\bprod(?:uction)?\b|\bProduktion\w*|\bproducci[oó]n\b|\bprodução\b|\bproduzione\b|本番|生产",
                        re.I)
# keeping off a thing altogether, in the languages of the readers
HANDS_OFF = rx(r"\b(?:touch\w*|tamper\w*|mess\w*|alone|hands off|stay (?:off|away)|keep (?:off|away|out)|"
                       r"go near|pas touche|finger weg|touche[rsz]?|anfass\w*|ber[üu]hr\w*|toques?|tocar|toca|mexa|"
                       r"mexer|mexe|toccar\w*|tocca|tocchi|operate|operating|opérer|opère|operier\w*|operar|opera[rt]e)\b|"
                       r"触ら|触れ|触る|いじら|手を出さ|碰|操作", re.I)
# "don't run anything against prod", "no commands on production": any call there
_ANY_THERE = rx(r"\b(?:anything|nothing|any (?:commands?|calls?)|commands?|rien|nichts|nada|niente)\b"
                        r"[^.;]{0,25}?\b(?:on|in|against|to|sur|en|gegen|auf|contra|em|su)\b\s+(?:the\s+|la\s+|le\s+|"
                        r"die\s+|el\s+|a\s+)?(?:prod|production|Produktion|producción|produção|produzione)\b", re.I)
_CHANGE = rx(r"\b(?:chang\w*|modif\w*|writ\w*|edit\w*|alter\w*|mutat\w*|updat\w*|änder\w*|veränder\w*|"
                     r"schreib\w*|cambi\w*|escrib\w*|alter\w*|mud\w*|escrev\w*|scriv\w*)\b|変更|書き込|改", re.I)
PROD_HOSTS = ("*prod*",)
CLOUD_CLIS = ("aws", "gcloud", "az", "gsutil", "doctl", "heroku", "fly", "flyctl", "vercel", "netlify", "firebase")
# commands that change what a cluster or a cloud account holds (reading it - get, describe, logs - does not)
CHANGE_COMMANDS = ("kubectl apply", "kubectl delete", "kubectl edit", "kubectl patch", "kubectl replace",
                   "kubectl scale", "kubectl rollout", "kubectl set", "kubectl create", "kubectl annotate",
                   "kubectl label", "kubectl drain", "kubectl cordon", "kubectl exec", "helm install", "helm upgrade",
                   "helm uninstall", "helm rollback", "helm delete", "terraform apply", "terraform destroy",
                   "terraform import", "pulumi up", "pulumi destroy", "aws s3 rm", "aws s3 cp", "aws s3 mv",
                   "aws s3 sync", "ansible-playbook", "docker rm", "docker stop", "docker kill", "docker restart",
                   "docker compose up", "docker compose down")


def production_rules(forbid: str, environments: tuple[str, ...]) -> list[ToolRule]:
    """ "Don't touch prod", "stay away from production", "ne touche pas à la prod": any call that names
    a production target reaches it (a host, ``--context prod``, ``ENV=production``). "Don't change
    anything in production": SQL writes, migrations and the commands that change a cluster, there."""
    if not PRODUCTION.search(forbid):
        return []
    hosts = environments or PROD_HOSTS
    # a cloud CLI names its account by a flag (``aws --profile prod``), which the host reader leaves aside
    cloud = ToolRule("command", commands=CLOUD_CLIS, hosts=hosts)
    if HANDS_OFF.search(forbid):  # (production itself kept off: the files that configure it too, prod_files)
        files = [ToolRule("write_path", paths=PROD_FILE_GLOBS)] if environment_itself(forbid) else []
        return [ToolRule("host", hosts=hosts), cloud, *files]
    if _CHANGE.search(forbid):  # "don't change anything in production": reading it is fine
        return [ToolRule("sql", statements=("write",), hosts=hosts), ToolRule("migrate", hosts=hosts),
                ToolRule("command", commands=CHANGE_COMMANDS, hosts=hosts)]
    if _ANY_THERE.search(forbid):
        return [ToolRule("host", hosts=hosts), cloud]
    return []


# -- the database read-only --------------------------------------------------------------------------
DB_WORDS = rx(r"\b(?:database|datenbank\w*|base de (?:données|datos|dados)|banco de dados|db|dbs|bdd|"
                      r"basedatos|postgres\w*|mysql|sqlite|mongo\w*)\b|(?<![A-Za-z])DB(?![A-Za-z])|データベース|数据库|"
                      r"\bDatenbank\w*|\bbase\b(?= de (?:prod|production)\b)", re.I)
_READ_ONLY = rx(r"\bread[- ]?only\b|\blecture seule\b|\bschreibgeschützt\b|\bnur (?:zum )?lesen\w*|"
                        r"\bnur lesend\w*|\bs[oó]lo (?:de )?lectura\b|\b(?:somente|apenas) (?:de )?leitura\b|"
                        r"\bsola lettura\b|\bsolo (?:in )?lettura\b|読み取り専用|只读|"
                        r"\b(?:only|just|nur|seulement|uniquement|solo|sólo|apenas|somente)\s+(?:run\s+)?SELECTs?\b|"
                        r"\bSELECTs?\s+(?:only|queries only|statements only)\b|SELECTだけ|SELECTのみ", re.I)
_DB_WRITES = rx(r"\b(?:writ\w*|modif\w*|chang\w*|alter\w*|updat\w*|insert\w*|mutat\w*|schreib\w*|änder\w*|"
                        r"écri\w*|escrib\w*|escrit\w*|escrev\w*|scriv\w*)\b|書き込|変更", re.I)


def database_rules(forbid: str, text: str, environments: tuple[str, ...]) -> list[ToolRule]:
    """ "The database is read-only for you", "read-only on the DB", "no writes to the database", "only
    SELECT queries": SQL that changes data, and migrations (they write the schema), on any database (on
    production's when the rule says production)."""
    if not DB_WORDS.search(forbid) and not re.search(r"\bSELECT\b", text):
        return []
    if not (_READ_ONLY.search(text) or _DB_WRITES.search(forbid)):
        return []
    hosts = environments
    return [ToolRule("sql", statements=("write",), hosts=hosts), ToolRule("migrate", hosts=hosts or ("*",))]


# -- the network -----------------------------------------------------------------------------------
_NETWORK = rx(r"\bnetwork\w*|\binternet\b|\bonline\b|\boffline\b|\bweb requests?\b|\bhttp requests?\b|"
                      r"\boutbound\b|\bréseau\b|\bNetzwerk\w*|\bInternet\w*|\bred\b|\brede\b|\brete\b|ネット|网络|联网", re.I)
_NET_ACCESS = rx(r"\baccess\w*|\bcalls?\b|\brequests?\b|\bhit(?:s|ting)?\b|\btouch(?:es|ing)?\b|\bus(?:es|ing)\b|"
                         r"\bconnect\w*|\breach\w*|\bgo\b|\boffline\b|"
                         r"\baccès\b|\brequêtes?\b|\bappels?\b|zugriff\w*|\bzugreif\w*|\bAnfrage\w*|\bAufruf\w*|"
                         r"\bacceso\b|\bpeticiones\b|\bllamadas\b|\bacesso\b|\brequisições\b|\baccesso\b|"
                         r"\bchiamate\b|アクセス|接続|访问", re.I)
# the user (first person) offline: a reason the rule gives, not the agent's own network use
_USER_OFFLINE = rx(r"(?:\bI\b|\bI'm\b|\bje\b|\bj'|\bich\b|\byo\b|\beu\b)[^.;,!?]{0,30}?\boffline\b", re.I)
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1", "0.0.0.0")


def network_rules(forbid: str) -> list[ToolRule]:
    """ "No network access", "don't hit the internet", "stay offline", "kein Internetzugriff": any real
    host reached, this machine aside."""
    forbid = _USER_OFFLINE.sub(" ", forbid)  # "no links, I read them offline": the user is offline, not the agent
    if _NETWORK.search(forbid) and _NET_ACCESS.search(forbid):
        return [ToolRule("host", hosts=("*",), allow_hosts=LOCAL_HOSTS)]
    return []


# -- acts named by their object: a pull request opened, permissions changed, git's config, a database dropped
_OPEN_PR = rx(r"\b(?:open\w*|creat\w*|rais\w*|submit\w*|fil(?:e|ing)|ouvr\w*|cré\w*|erstell\w*|öffn\w*|"
                      r"abr\w*|cre[ae]\w*|apr\w*)\b[^.;]{0,25}\b(?:PRs?|pull[- ]?requests?|MRs?|merge[- ]?requests?)\b|"
                      r"\b(?:PRs?|pull[- ]?requests?)\b[^.;]{0,15}\b(?:open\w*|erstell\w*|ouvr\w*|abr\w*)", re.I)
_PERMS = rx(r"\b(?:file )?permissions?\b|\bfile modes?\b|\bownership\b|\bowners?\b|\bDateirechte\w*|"
                    r"\bBerechtigung\w*|\bdroits\b|\bpermisos\b|\bpermissões\b|\bpermessi\b|パーミッション|権限", re.I)
_GIT_CONFIG = rx(r"\bgit(?:'s)? config\w*|\bgit configuration\b|\bconfig(?:uration)? (?:de|von) git\b",
                         re.I)
_DROP_DB = rx(r"\b(?:delet\w*|drop\w*|destroy\w*|wip(?:e|ing)|remov\w*|supprim\w*|lösch\w*|borr\w*|elimin\w*|"
                      r"apag\w*|cancell\w*)\b[^.;]{0,20}\b(?:the |a |any |our )?(?:databases?|DBs?|base de données|"
                      r"Datenbank\w*|base de datos|banco de dados)\b", re.I)
_CHANGES = rx(r"\b(?:chang\w*|modif\w*|touch\w*|edit\w*|mess\w*|alter\w*|set\w*|updat\w*|writ\w*|"
                      r"änder\w*|cambi\w*|mud\w*)\b|変更", re.I)


# servers that run until stopped: "don't start long-running servers", "no dev servers", "lance pas de serveur de dev"
_SERVERS = rx(r"\blong[- ]running\s+(?:servers?|process\w*|commands?|tasks?)\b|\bdev(?:elopment)?[- ]?servers?\b|"
                      r"\b(?:servers?|process\w*)\s+that\s+(?:keep\s+running|never\s+(?:stop|exit)|run\s+forever)\b|"
                      r"\bserveurs?\s+de\s+d[ée]v\w*|\bEntwicklungsserver\w*|\bDev-?Server\w*|\bservidor(?:es)?\s+de\s+"
                      r"desarroll\w*|\bservidor(?:es)?\s+de\s+desenvolviment\w*|開発サーバ|常駐", re.I)
_START = rx(r"\b(?:start\w*|run\w*|launch\w*|spin\w*\s+up|boot\w*|fire\w*\s+up|serv(?:e|ing)|lanc\w*|démarr\w*|"
                    r"start\w*|arranc\w*|inici\w*|levant\w*|ejecut\w*|execut\w*|rod\w*|avvi\w*)\b|起動|立ち上げ", re.I)
SERVER_COMMANDS = ("uvicorn", "gunicorn", "hypercorn", "daphne", "waitress-serve", "flask run", "manage.py runserver",
                   "rails server", "rails s", "npm run dev", "npm run start", "npm start", "npm run serve", "yarn dev",
                   "yarn start", "yarn serve", "pnpm dev", "pnpm run dev", "pnpm start", "bun dev", "bun run dev", "next dev",
                   "next start", "vite", "nodemon", "webpack serve", "webpack-dev-server", "ng serve", "http.server",
                   "php -S", "hugo server", "jekyll serve", "mkdocs serve", "streamlit run", "jupyter notebook", "jupyter lab",
                   "cargo watch", "dotnet watch", "mix phx.server")


def named_act_rules(forbid: str) -> list[ToolRule]:
    """ "Don't open pull requests", "don't change file permissions", "don't modify the git config",
    "don't delete the database": the commands that do it."""
    rules: list[ToolRule] = []
    # (a PR named in a clause of its own that bans nothing is the allowed way: "Never push to main: open a PR")
    if any(_OPEN_PR.search(c) and re.search(rf"\b(?:{NEG})\b", c, re.I) for c in re.split(r"[:;.!?]\s|\s[-–—]\s|\n", forbid)):
        rules.append(ToolRule("command", commands=("gh pr create", "glab mr create", "hub pull-request")))
    if _PERMS.search(forbid) and _CHANGES.search(forbid):
        rules.append(ToolRule("command", commands=("chmod", "chown", "chgrp", "setfacl", "icacls")))
    if _GIT_CONFIG.search(forbid) and _CHANGES.search(forbid):
        # `git config user.email x` writes .git/config, `--global` ~/.gitconfig (read so by the call analyser)
        rules.append(ToolRule("write_path", paths=(".git/config", "~/.gitconfig", "~/.config/git/config")))
    if _SERVERS.search(forbid) and _START.search(forbid):  # the programs that serve until stopped, however started
        rules.append(ToolRule("command", commands=SERVER_COMMANDS))
    if _DROP_DB.search(forbid):
        rules.append(ToolRule("sql", statements=("drop_database",)))
        rules.append(ToolRule("command", commands=("dropdb", "mysqladmin drop")))
    return rules


# -- hooks -----------------------------------------------------------------------------------------
_BYPASS = rx(r"\b(?:bypass\w*|skip\w*|circumvent\w*|disabl\w*|ignor\w*|get(?:ting)? around|work\w* around|"
                     r"umgeh\w*|überspring\w*|contourn\w*|désactiv\w*|saut\w*|salt\w*|omit\w*|evit\w*|pul\w*|"
                     r"aggir\w*|salta\w*)\b|スキップ|回避|無効|跳过|绕过", re.I)
_HOOKS = rx(r"\bhooks?\b|\bpre-?commit\b|\bpre-?push\b|\bhusky\b|\bHooks?\b|\bganchos?\b|フック|钩子", re.I)
HOOK_BYPASS = ("git --no-verify",)


def hook_rules(forbid: str) -> list[ToolRule]:
    """ "Never bypass the hooks", "don't skip pre-commit", "Hooks nie umgehen": git told not to run them."""
    if _BYPASS.search(forbid) and _HOOKS.search(forbid):
        return [ToolRule("command", commands=HOOK_BYPASS)]
    return []


# -- file classes named by a word ------------------------------------------------------------------
_CI = ("github/workflows/*", ".github/workflows/*", ".gitlab-ci.yml", ".gitlab-ci.yaml", ".circleci/*", "Jenkinsfile",
       "azure-pipelines.yml", ".travis.yml", "bitbucket-pipelines.yml", ".buildkite/*", ".drone.yml", ".woodpecker.yml")
FILE_CLASSES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (rx(r"\bCI(?:/CD)?\b(?:[ -]?(?:config\w*|configuration|pipelines?|workflows?|files?|setup|yaml|yml|definitions?))?|"
                r"\b(?:ci|build|deploy\w*)\s+(?:config\w*|pipelines?|workflows?)\b|\bpipelines?\b|\bworkflows?\b|"
                r"\bgithub actions\b|\bactions workflows?\b|\bgitlab-ci\b|\bjenkins\w*|\bIntégration continue\b|"
                r"\bintégration continue\b", re.I), _CI),
    (rx(r"\block[- ]?files?\b|\bLock-?Datei\w*|\bfichiers? (?:de )?(?:verrouillage|lock)\b|"
                r"\barchivos? (?:de )?(?:bloqueo|lock)\b|\barquivos? (?:de )?lock\b|ロックファイル", re.I),
     ("*.lock", "package-lock.json", "pnpm-lock.yaml", "npm-shrinkwrap.json", "go.sum", "*.lockb")),
    (rx(r"\bdot-?files?\b|\bshell (?:config\w*|rc files?|profiles?)\b|\bhome (?:directory )?config\w*", re.I),
     ("~/.*",)),
    (rx(r"\benv(?:ironment)? files?\b|\b\.env files?\b|\bfichiers? \.?env\b|\barchivos? \.?env\b|"
                r"\b\.?env-Datei\w*", re.I), (".env", ".env.*")),
    (rx(r"\b(?:the|any|existing|our|my|your)\s+tests?\b(?!\s+(?:suite|runs?|commands?))|\btest (?:files?|code|cases?)\b|"
                r"\bles tests\b|\b(?:die|den) Tests\b|\blos tests\b|\blas pruebas\b|\bos testes\b|\bi test\b|"
                r"\bfichiers? de test\w*|\bTestdateien\b|\barchivos? de (?:test|prueba)s?\b|テストコード|テストファイル", re.I),
     ("tests/", "test/", "__tests__/", "spec/", "test_*.py", "*_test.py", "*_test.go", "*.test.*", "*.spec.*",
      "*Test.java", "*Tests.cs")),
    (rx(r"\bmigrations?\b|\bMigrationen\b|\bmigraciones\b|\bmigrações\b|\bmigrazioni\b|マイグレーション",
                re.I), ("migrations/", "db/migrate/", "alembic/versions/")),
    (rx(r"\bvendor(?:ed)? (?:code|files|dependencies|deps|directory|folder|libs?)\b|\bthird[- ]party (?:code|libs?|"
                r"librar\w*|files|directory|folder)\b", re.I), ("vendor/", "third_party/", "third-party/", "vendored/")),
    (rx(r"\bsystem (?:files?|directories|dirs|folders|config\w*|paths?)\b|\bfichiers? système\b|"
                r"\bSystemdateien\b|\barchivos? del sistema\b|\barquivos? do sistema\b|システムファイル", re.I),
     ("/etc/", "/usr/", "/bin/", "/sbin/", "/lib/", "/lib64/", "/boot/", "/opt/", "/System/")),
)
# the verb that has the class as its object, close before it ("edit the CI config"), or a state said of it
_FILE_VERB = rx(r"\b(?:touch\w*|edit\w*|modif\w*|chang\w*|writ\w*|overwrit\w*|updat\w*|alter\w*|delet\w*|"
                        r"remov\w*|regenerat\w*|mess\w*|tamper\w*|rewrit\w*|fiddl\w*|tweak\w*|replac\w*|renam\w*|mov\w*|"
                        r"hands off|stay (?:off|away)|keep (?:off|away|out)|leave|"
                        r"touche[rsz]?|modifi\w*|édit\w*|chang\w*|supprim\w*|anfass\w*|änder\w*|bearbeit\w*|"
                        r"lösch\w*|toques?|tocar|modifiqu\w*|edit\w*|borr\w*|mexa|mexer|alter\w*|toccar\w*|"
                        r"modific\w*)\b|触ら|編集|変更|書き換え", re.I)
_STATE = rx(r"\bread[- ]?only\b|\balone\b|\bhands off\b|\boff[- ]limits\b|\bfinger weg\b|\bpas touche\b|"
                    r"\bschreibgeschützt\b|\blecture seule\b|\bs[oó]lo lectura\b", re.I)


_UNLESS = rx(r"\b(?:without|unless|sans|ohne|sin|sem|senza|before|after|avant|après|vor|nach)\b", re.I)


def named_class_paths(text: str) -> tuple[str, ...]:
    """The paths of every file class a text names at all ("the CI config", "la matrice della CI"): where a user's
    message points when it asks for a change there."""
    return tuple(dict.fromkeys(p for words, paths in FILE_CLASSES if words.search(text) for p in paths))


def class_paths(forbid: str) -> tuple[str, ...]:
    """The paths of the file classes a forbidding text names as what is not to be changed."""
    out: list[str] = []
    for words, paths in FILE_CLASSES:
        for m in words.finditer(forbid):
            before = forbid[max(0, m.start() - 45):m.start()]
            after = forbid[m.end():m.end() + 30]
            if _UNLESS.search(before):  # "never change code without updating the tests": a condition, no object
                continue
            verb_after = bool(_FILE_VERB.match(after.lstrip(" `'\"")) or  # "Lock-Dateien nicht anfassen"
                              re.match(r"\s*(?:nicht|nie|niemals|nunca|jamais|no|non)\s+\w*", after) and _FILE_VERB.search(after))
            if _FILE_VERB.search(before) or _STATE.search(after) or verb_after or _STATE.search(before) or \
                    re.match(r"\W{0,3}(?:are|is)\s+(?:off[- ]limits|read[- ]only|not yours)", after, re.I):
                out += paths
                break
    return tuple(dict.fromkeys(out))


# The class words that widen a rule to many acts at once, for detection to tell a rule for the whole class
# ("Ask before destructive operations") from a pin that names one of its acts ("Ask me before deleting any file").
ACT_CLASS_WORDS = (_DESTRUCTIVE,)
