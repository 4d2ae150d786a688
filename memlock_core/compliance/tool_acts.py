"""Named acts a tool rule forbids by what they do to the world, whatever program does them: a package
published, a deploy, a pull request merged, a message sent (Slack, email), a shared branch rebased,
permissions opened to everyone.

A rule names the act in words ("Don't publish anything to npm or PyPI", "No hagas deploy sin
consultarme", "デプロイは必ず私に確認してから", "never rebase shared branches (main, develop)", "Never
chmod 777 anything"); a call is read into the programs it runs (:mod:`memlock_core.compliance.intent`)
and each act is recognised there by its effect: ``npm publish``, ``twine upload``, ``poetry publish``
are a publish; ``fly deploy``, ``make deploy``, ``./deploy.sh``, ``kubectl set image``, ``helm upgrade``
are a deploy; ``gh pr merge`` a merge; ``sendmail``, a notify script or a Slack webhook a message.
"""
from __future__ import annotations

import posixpath
import re
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.date_lexicon import alternation, weekdays
from memlock_core.compliance.intent.action import CONNECT, EXEC, PRIVILEGE, REWRITE, Action
from memlock_core.regex_cache import rx

ACTS = ("publish", "deploy", "merge", "message", "rebase", "open_permissions", "rewrite")

# --- the rule side: the act named in English, French, German, Spanish, Portuguese, Italian, Japanese
_PUBLISH = rx(r"\bpublish\w*|\bpubli(?:e|er|ez|que|ques|car|ca|cá|ques)\b|\bpubliqu\w*|\bveröffentlich\w*|"
                      r"\bpubblic\w*|\b(?:upload|releas|push)\w*\s+(?:[\w-]+\s+){0,3}(?:to|on)\s+"
                      r"(?:npm|pypi|crates|rubygems|the registry)\b|"
                      r"公開|パブリッシュ|发布", re.I)
_REGISTRY = rx(r"\bnpm\b|\bpypi\b|\bcrates?(?:\.io)?\b|\brubygems\b|\bgems?\b|\bregistr\w*|\bpackages?\b|"
                       r"\bpaquets?\b|\bPakete?\b|\bpaquetes?\b|\bpacotes?\b|\bpacchett\w*|\blibrar\w*|パッケージ|"
                       r"\banything\b|\brien\b|\bnada\b|\bnichts\b|\bniente\b", re.I)
_DEPLOY = rx(r"\bdeploy\w*|\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|\bimplant\w*|\bbereitstell\w*|\brilasci\w*|"
                     r"\broll(?:ing)?[- ]?outs?\b|デプロイ|部署|本番反映|배포", re.I)
# a deploy rule scoped to production: a deploy that names another environment (and not production) is outside it;
# one that names none may be production (recall first)
PRODUCTION = "production"
_PROD_WORDS = rx(r"\bprod(?:uction)?\b|\bProduktion\w*|\bproducci[oó]n\b|\bprodução\b|\bproduzione\b|本番|生产|生產|"
                 r"\bпрод\w*|운영|\blive\b", re.I)
_PROD_TOKENS = frozenset({"prod", "production", "prd", "live"})
_OTHER_ENVS = frozenset({"staging", "stage", "stg", "dev", "development", "qa", "test", "testing", "preview", "sandbox",
                         "local", "uat", "preprod", "pre-prod", "canary", "review", "demo"})


def _elsewhere(argv: Sequence[str]) -> bool:
    """Does a deploy name an environment other than production, and not production?"""
    tokens = {t for t in re.split(r"[\s=@:/,._-]+", " ".join(argv).lower()) if t}
    return bool(tokens & _OTHER_ENVS) and not tokens & _PROD_TOKENS


_MERGE = rx(r"\bmerg\w*|\bfusionn\w*|\bfusion(?:a|ar|e)\w*|\bzusammenführ\w*|マージ|合并", re.I)
_PR = rx(r"\bPRs?\b|\bpull[- ]?requests?\b|\bMRs?\b|\bmerge[- ]?requests?\b|プルリク\w*|\bdemandes? de fusion\b", re.I)
# (a "commit message" is what a commit carries, not a message sent: "no emoji in commit messages, in chat they're fine")
_SEND = rx(r"\bsend\w*|\bpost\w*|(?<!commit )(?<!commit-)\bmessag\w*|\bnotif\w*|\bannounc\w*|\benvo\w*|\bschick\w*|\bsende\w*|"
                   r"\benvi\w*|\bmand\w*|\binvi\w*|\bpubblic\w*|送信|投稿|送って|送る|通知", re.I)
_CHANNEL = rx(r"\bslack\b|\bteams\b|\bdiscord\b|\be-?mails?\b|\bmails?\b|\bcourriels?\b|\bcorreos?\b|"
                      r"\bchannels?\b|\bcanal\w*|\bKanal\w*|\bchat\b|メール|チャンネル|スラック|\bSlack\b", re.I)
_REBASE = rx(r"\brebas\w*|リベース|变基", re.I)
_REWRITE = rx(r"\b(?:rewrit|chang|alter|modif|edit|touch|mess)\w*\s+(?:with\s+)?(?:the\s+|git\s+|its\s+|their\s+|"
                      r"(?:published|shared|public|commit|branch)\s+)*histor(?:y|ies)\b|\bhistory rewrit\w*|"
                      r"\b(?:modifi|chang|altér|touch|réécri)\w*\s+(?:(?:jamais|pas|plus|à)\s+)*l'historique\b|"
                      r"\b(?:veränder|änder|bearbeit)\w*\s+(?:\w+\s+){0,3}(?:Git-?)?(?:Historie|Geschichte|Verlauf)\w*|"
                      r"\b(?:modific|cambi|alter|reescrib)\w*\s+(?:nunca\s+)?(?:el\s+)?historial\b|"
                      r"\b(?:modific|alter|mud|reescrev)\w*\s+(?:nunca\s+)?(?:o\s+)?hist[óo]rico\b|"
                      r"\b(?:modific|cambi|alter|riscriv)\w*\s+(?:mai\s+)?(?:la\s+)?(?:storia|cronologia)\b|"
                      r"\brewrit\w*\s+(?:the\s+|git\s+|its\s+|their\s+)?histor\w*|\bréécri\w*\s+l'histori\w*|"
                      r"\bHistorie\w*\s+(?:um|neu)\w*|\bGeschichte\s+umschreib\w*|\breescrib\w*\s+(?:el\s+)?historial|"
                      r"\breescrev\w*\s+(?:o\s+)?hist[óo]rico|\briscriv\w*\s+(?:la\s+)?storia|履歴を?書き換え", re.I)
_OPEN_PERMS = rx(r"\bchmod\s+(?:-R\s+)?0?777\b|\b0?777\b|\bworld[- ]?writ\w*|\ba\+rwx\b|\bo\+w\b|"
                         r"\bugo\+rwx\b", re.I)
# branch names a git rule can name; tool_rule reads them too (one list for both)
BRANCH_WORDS = rx(r"(?<![A-Za-z0-9_/-])(main|master|develop|development|trunk|release(?:/\*|-\*|s/\*|/[\w.*-]+)?|"
                          r"production|staging|stable|hotfix/\*|dev)(?=-(?:branch|zweig)\b|(?![A-Za-z0-9_-]))",
                          re.I)  # "mainブランチ", "main-Branch"
_SHARED = rx(r"\bshared\b|\bprotected\b|\bpublic\b|\bpartag\w*|\bgemeinsam\w*|\bgeteilt\w*|\bcompartid\w*|"
                     r"\bcondivis\w*|共有", re.I)
_OWN = rx(r"\b(?:your|own|feature|my)\b.{0,20}\bbranch\w*|\bfeature\b", re.I)


_ES_DAYS = alternation(w if w.endswith("s") else f"{w}s?" for w in weekdays("es"))  # "los sábados", "los lunes"
_PT_WORKDAYS = alternation(w.removesuffix("-feira") for w in weekdays("pt")[:5])  # "segunda", "sextas", "quarta-feira"
# A condition of time the call does not show ("on Fridays", "after 5pm", "during the freeze"): the act is
# forbidden only then, so the rule stays unchecked rather than forbid it always.
_WHEN = rx(rf"\b(?:{alternation(weekdays('en'))})s?\b|\bweekends?\b|\bholidays?\b|\bnights?\b|"
                   r"\bafter\s+(?:\d|hours|work|noon|midnight)|\bbefore\s+\d|\bduring\b|\bfreeze\b|\bbusiness hours\b|"
                   rf"\b(?:{alternation(weekdays('fr'))})s?\b|\bweek-?end\b|\bjours? fériés?\b|"
                   rf"\bpendant\b|\b(?:{alternation(weekdays('de'))})s?\b|\bFeiertag\w*|"
                   rf"\bwährend\b|\b(?:{_ES_DAYS})\b|\bfestivos?\b|"
                   rf"\bdurante\b|\b(?:{_PT_WORKDAYS})(?:-feira)?s?\b|\bferiados?\b|"
                   rf"\b(?:{alternation(weekdays('it'))})\b|\bfestivi\b|"
                   r"[月火水木金土日]曜|週末|祝日|夜間|\d{1,2}\s*(?:am|pm|h|時)\b", re.I)


def act_rules(forbid: str, allow: str = "") -> list[ToolRule]:
    """The acts a forbidding text names (nothing when it names none, or only at a time the call does not show)."""
    rules: list[ToolRule] = []
    if _WHEN.search(forbid):
        return rules
    if _PUBLISH.search(forbid) and _REGISTRY.search(forbid):
        via: tuple[str, ...] = ()
        if re.search(r"\bnpm\b", forbid, re.I):
            via += NPM_PUBLISHERS
        if re.search(r"\bpypi\b|\bpython\b", forbid, re.I):
            via += PYPI_PUBLISHERS
        if re.search(r"\bcrates?\b|\bcargo\b", forbid, re.I):
            via += ("cargo",)
        if re.search(r"\brubygems\b|\bgems?\b", forbid, re.I):
            via += ("gem",)
        rules.append(ToolRule("publish", via=via))
    if _DEPLOY.search(forbid):  # "never deploy to production; staging is fine": a deploy to production only
        rules.append(ToolRule("deploy", hosts=(PRODUCTION,) if _PROD_WORDS.search(forbid) else ()))
    if _MERGE.search(forbid) and _PR.search(forbid):
        rules.append(ToolRule("merge"))
    sends = [m for m in _SEND.finditer(forbid)  # "anything I'll send to a client": the user sends it, not a call
             if not re.search(r"\b(?:I|we)(?:'ll|'d|\s+will|\s+would|'m\s+going\s+to|\s+am\s+going\s+to)?\s+$",
                              forbid[:m.start()], re.I)]
    if sends and _CHANNEL.search(forbid):
        rules.append(ToolRule("message"))
    rewrite = bool(_REWRITE.search(forbid))
    if _REBASE.search(forbid) or rewrite:
        branches = tuple(dict.fromkeys(b.lower() for b in BRANCH_WORDS.findall(forbid)))
        if not branches and _SHARED.search(forbid):
            branches = ("main", "master", "develop", "development", "trunk", "release", "release/*", "release-*")
        allowed = tuple(b.lower() for b in BRANCH_WORDS.findall(allow) if b not in branches)
        if rewrite:  # "don't rewrite history on main": a rebase, an amend, a reset back there, or a force-push over it
            rules.append(ToolRule("rewrite", branches=branches, allow_branches=allowed))
            rules.append(ToolRule("force_push", branches=branches, allow_branches=allowed))
        else:
            rules.append(ToolRule("rebase", branches=branches, allow_branches=allowed))
    if _OPEN_PERMS.search(forbid):
        rules.append(ToolRule("open_permissions"))
    return rules


# --- the call side
NPM_PUBLISHERS = ("npm", "pnpm", "yarn", "bun")
PYPI_PUBLISHERS = ("twine", "poetry", "flit", "hatch", "uv", "pdm")
_PUBLISH_SUBS = {"npm": ("publish",), "pnpm": ("publish",), "yarn": ("publish", "npm publish"), "bun": ("publish",),
                 "twine": ("upload",), "poetry": ("publish",), "flit": ("publish",), "hatch": ("publish",),
                 "uv": ("publish",), "pdm": ("publish",), "cargo": ("publish",), "gem": ("push",),
                 "vsce": ("publish",), "ovsx": ("publish",), "dotnet": ("nuget push",), "nuget": ("push",)}
_DRY = frozenset({"--dry-run", "--dryrun", "--check", "--noop", "--diff"})
_DEPLOY_SUB = frozenset({"fly", "flyctl", "firebase", "netlify", "vercel", "serverless", "sls", "cdk", "sam", "eb",
                         "kamal", "cap", "gcloud", "dokku", "railway", "render", "wrangler", "sst", "amplify", "now",
                         "az", "mvn", "docker", "ansible-playbook", "mina", "shipit", "heroku"})
_TASK_RUNNERS = frozenset({"make", "just", "rake", "task", "mage", "invoke", "npm", "pnpm", "yarn", "bun", "nx", "turbo",
                           "gradle", "./gradlew", "gradlew", "poe", "tox", "nox"})
_K8S_CHANGE = (("kubectl", "set", "image"), ("kubectl", "apply"), ("kubectl", "rollout", "restart"),
               ("kubectl", "rollout", "undo"), ("kubectl", "replace"), ("kubectl", "patch"), ("helm", "upgrade"),
               ("helm", "install"), ("helm", "rollback"), ("terraform", "apply"), ("pulumi", "up"),
               ("docker", "stack", "deploy"), ("vercel", "--prod"), ("skaffold", "run"), ("argocd", "app", "sync"))
_MAILERS = frozenset({"sendmail", "mail", "mailx", "mutt", "msmtp", "swaks", "ssmtp", "s-nail", "neomutt"})
_MESSAGE_SCRIPT = rx(r"notif\w*|slack\w*|send[_-]?(?:mail|email|message|msg)\w*|mailer|announce\w*|"
                     # (a script named for sending or for texts: send_listing_alert.py, sms_blast.sh, newsletter.py)
                     r"^send[_-]\w+|\w*(?<![a-z])sms\w*|newsletter\w*|mass[_-]?mail\w*|mailing\w*|"
                             r"post[_-]?(?:message|to[_-]slack)\w*|discord\w*|teams[_-]?(?:post|notify)\w*", re.I)
_PREVIEW = frozenset({"--dry-run", "--dryrun", "--dry_run", "--preview", "--no-send", "--print-only"})
# programs that send a message with one of their subcommands (the subcommand's pattern)
_SENDING_CLI = {"twilio": r"messages:create|calls:create|^email:send", "aws": r"^(?:sns|ses|sesv2|pinpoint)$",
                "gcloud": r"^pubsub$", "sendgrid": r".", "mailgun": r"."}
_MESSAGE_HOSTS = rx(r"(?:^|\.)(?:hooks\.slack\.com|slack\.com|discord(?:app)?\.com|webhook\.office\.com|"
                            r"api\.sendgrid\.com|api\.mailgun\.net|api\.postmarkapp\.com|api\.twilio\.com|smtp\.[\w.-]+)$", re.I)


def _positional(argv: Sequence[str]) -> list[str]:
    return [a for a in argv[1:] if not a.startswith("-") and "=" not in a]


def _subcommand(argv: Sequence[str], words: str) -> bool:
    """argv's positional words start with ``words`` ("npm publish", "yarn npm publish")."""
    want = words.split()
    return _positional(argv)[:len(want)] == want


_REGISTRY_OPTS = frozenset({"--registry", "--repository-url", "--repository", "-r", "--index", "--publish-url"})
_PUBLIC_REGISTRIES = rx(r"(?:^|[./])(?:registry\.npmjs\.org|registry\.yarnpkg\.com|npmjs\.com|pypi\.org|"
                                r"upload\.pypi\.org|crates\.io|rubygems\.org)(?:[/:]|$)", re.I)


def _registry_named(argv: Sequence[str]) -> str:
    """The registry a publish names with an option ("--registry=https://npm.pkg.github.com"); "" if none."""
    for i, arg in enumerate(argv):
        key, eq, value = arg.partition("=")
        if key in _REGISTRY_OPTS:
            return value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
    return ""


def _is_publish(a: Action, via: Sequence[str]) -> bool:
    prog = posixpath.basename(a.argv[0]) if a.argv else ""
    if prog not in _PUBLISH_SUBS or (via and prog not in via) or _DRY.intersection(a.argv):
        return False
    registry = _registry_named(a.argv)
    if via and "." in registry and not _PUBLIC_REGISTRIES.search(registry):
        # "never publish to npm": a package sent to another registry's address is not published there (a
        # repository named from the config, `twine upload -r internal`, may still be it: not known here)
        return False
    return any(_subcommand(a.argv, s) for s in _PUBLISH_SUBS[prog])


def is_deploy(a: Action) -> bool:
    if not a.argv or _DRY.intersection(a.argv):
        return False
    prog = posixpath.basename(a.argv[0])
    pos = [p.lower() for p in _positional(a.argv)]
    if re.fullmatch(r"deploy[\w.-]*", prog, re.I):  # ./deploy.sh, deploy-prod
        return True
    if prog in _DEPLOY_SUB and "deploy" in pos[:3]:
        return True
    if prog in _TASK_RUNNERS and any(re.fullmatch(r"(?:[\w.-]*[:_-])?deploy(?:[:_-][\w.-]*)?", p) for p in pos[:3]):
        return True  # make deploy, npm run deploy:prod, just deploy-staging
    words = tuple(x.lower() for x in (prog, *_positional(a.argv)))
    flags = tuple(x.lower() for x in a.argv[1:])
    for pattern in _K8S_CHANGE:
        head, rest = pattern[0], pattern[1:]
        if prog == head and all(r in (flags if r.startswith("-") else words[1:]) for r in rest):
            if not (head == "terraform" and words[1:2] != ("apply",)):
                return True
    return False


def _is_merge(a: Action) -> bool:
    prog = posixpath.basename(a.argv[0]) if a.argv else ""
    if prog == "gh" and (_subcommand(a.argv, "pr merge") or _merge_api(a.argv)):
        return True
    if prog == "glab" and _subcommand(a.argv, "mr merge"):
        return True
    if prog in ("curl", "http", "https", "wget") and _merge_api(a.argv) and \
            any(x.upper() in ("PUT", "POST") for x in a.argv):
        return True
    return prog == "hub" and _subcommand(a.argv, "merge")


def _merge_api(argv: Sequence[str]) -> bool:
    return any(re.search(r"/pulls/\d+/merge\b|/merge_requests/\d+/merge\b", x) for x in argv)


def _is_message(a: Action) -> bool:
    if set(a.argv[1:]) & _PREVIEW:
        return False  # `send_alert.py --dry-run`: a preview sends nothing
    if a.kind == CONNECT:
        return bool(_MESSAGE_HOSTS.search(a.host.lower().split("/")[0]))
    prog = posixpath.basename(a.argv[0]) if a.argv else ""
    if prog in _MAILERS:
        return True
    if prog in ("slack", "slack-cli", "slackcat", "teams", "discord"):
        return True
    if _SENDING_CLI.get(prog) and any(re.search(_SENDING_CLI[prog], x) for x in a.argv[1:4]):
        return True  # `twilio api:core:messages:create`, `aws sns publish`, `aws ses send-email`
    scripts = [posixpath.basename(x) for x in a.argv[:3] if re.search(r"\.(?:py|sh|js|ts|rb)$", x)]
    return any(_MESSAGE_SCRIPT.search(s) for s in [prog, *scripts] if s not in ("python", "node"))


def perm_opens(mode: str) -> bool:
    """A chmod mode that lets everyone write: octal with the others' write bit, or a+w / o+w / ugo+rwx."""
    if re.fullmatch(r"0*[0-7]{3,4}", mode):
        return int(mode[-1]) & 2 == 2
    return any(re.fullmatch(r"[ugoa]*[+=][rwxXst]*", part) and ("a" in part.split("+")[0].split("=")[0] or
                                                                  "o" in part.split("+")[0].split("=")[0]) and
               "w" in part for part in mode.split(","))


def _is_open_permissions(a: Action) -> bool:
    prog = posixpath.basename(a.argv[0]) if a.argv else ""
    if prog != "chmod":
        return False
    mode = next((x for x in a.argv[1:] if not x.startswith("-") or re.fullmatch(r"-[rwxXst]+", x) is None and
                 not re.fullmatch(r"-[A-Za-z]+|--[\w-]+", x)), "")
    return bool(mode) and perm_opens(mode)


def _rebased(argv: Sequence[str], current: str) -> str | None:
    """The branch a ``git rebase`` / ``git pull --rebase`` rewrites ("" the current one, unknown); None: not one."""
    if argv[:1] != ("git",) or len(argv) < 2:
        return None
    pos = _positional(argv)
    if pos[:1] == ["pull"] and any(x in ("--rebase", "-r") or x.startswith("--rebase=") for x in argv):
        return current
    if pos[:1] != ["rebase"] or any(x in ("--abort", "--continue", "--skip", "--quit", "--edit-todo") for x in argv):
        return None
    args = list(argv[2:])
    if "--onto" in args:  # --onto NEWBASE: not the rebased branch
        i = args.index("--onto")
        del args[i:i + 2]
    rest = [x for x in args if not x.startswith("-")]
    return rest[1] if len(rest) >= 2 else current


def _branch_matches(branch: str, patterns: Sequence[str]) -> bool:
    import fnmatch

    return any(branch == p or fnmatch.fnmatch(branch, p) for p in patterns)


def act_breaks(rule: ToolRule, actions: Sequence[Action]) -> tuple[str, list[Action]]:
    """Why the call does the act ``rule`` forbids ("" when it does not), and the actions that do it."""
    hits: list[Action] = []
    why = ""
    current = ""
    for a in actions:
        argv = a.argv
        if a.kind in (EXEC, PRIVILEGE) and argv[:1] == ("git",):
            pos = _positional(argv)
            if pos[:1] in (["checkout"], ["switch"]) and len(pos) >= 2:
                current = pos[1]
        if rule.intent == "rewrite":
            if a.kind != REWRITE or (rule.allow_branches and _branch_matches(a.branch, rule.allow_branches)):
                continue
            if rule.branches and not (a.branch == "*" or (a.branch and _branch_matches(a.branch, rule.branches))):
                continue
            why = why or f"rewrites the history of {a.branch if a.branch not in ('', '*') else 'the branch'}: " \
                          f"{' '.join(a.argv)[:80]}"
            hits.append(a)
            continue
        if rule.intent == "rebase" and a.kind in (EXEC, PRIVILEGE) and argv:
            branch = _rebased(argv, current)
            if branch is None or (rule.allow_branches and _branch_matches(branch, rule.allow_branches)):
                continue
            if rule.branches and not (branch and _branch_matches(branch, rule.branches)):
                continue
            why = why or f"rebases {branch or 'the current branch'}: {' '.join(argv)[:80]}"
            hits.append(a)
            continue
        if a.kind not in (EXEC, PRIVILEGE, CONNECT) or (a.kind != CONNECT and not argv):
            continue
        if rule.intent == "message" and _is_message(a):
            why = why or (f"sends a message: {' '.join(argv)[:80]}" if argv else f"posts to {a.host}")
            hits.append(a)
        if a.kind == CONNECT:
            continue
        if rule.intent == "publish" and _is_publish(a, rule.via):
            why = why or f"publishes a package: {' '.join(argv)[:80]}"
            hits.append(a)
        elif rule.intent == "deploy" and is_deploy(a) and not (PRODUCTION in rule.hosts and _elsewhere(argv)):
            why = why or f"deploys: {' '.join(argv)[:80]}"
            hits.append(a)
        elif rule.intent == "merge" and _is_merge(a):
            why = why or f"merges a pull request: {' '.join(argv)[:80]}"
            hits.append(a)
        elif rule.intent == "open_permissions" and _is_open_permissions(a):
            why = why or f"makes files writable by everyone: {' '.join(argv)[:80]}"
            hits.append(a)
    return why, hits


# What a user says to ask for each act (consent rules: "No hagas deploy sin consultarme")
USER_WORDS = {
    "publish": r"\bpublish\w*|\brelease\w*|\bship\b|\bupload\w*|\bpubli\w*|\bveröffentlich\w*|\bpubblic\w*|公開|リリース",
    "deploy": r"\bdeploy\w*|\bship\b|\broll\s*(?:it\s+)?out\b|\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|\bimplant\w*|"
              r"\brilasci\w*|\bbereitstell\w*|デプロイ|部署|배포",
    "merge": r"\bmerge\w*|\bship\b|\bland\b|\bfusionn\w*|\bfusion\w*|\bmergea\w*|\bzusammenführ\w*|マージ|合并",
    "message": r"\bsend\w*|\bpost\w*|\btell\b|\bnotify\w*|\bannounce\w*|\bmessage\b|\benvoie\w*|\bschick\w*|\bsende\b|"
               r"\benv[ií]a\w*|\bmanda\w*|\binvia\w*|送って|送信|投稿|通知",
    "rebase": r"\brebas\w*|リベース",
    "open_permissions": r"\bchmod\b|\b777\b|\bpermission\w*|\bwritable\b|\bopen\s+it\s+up\b",
}
