"""A command-line tool kept to its reading commands: "kubectl: read-only commands only (get, describe, logs)", "only
read-only helm commands", "kubectl nur lesend (get, describe, logs)", "kubectl : uniquement en lecture seule",
"terraform: solo comandos de lectura", "kubectl は読み取り専用のコマンドだけ".

Why a module of its own: the readers ban the subcommands a rule names ("No apply/delete/edit"), and a read-only rule
names the ones it allows; what it bans is the rest, the subcommands that change the cluster, the release, the
infrastructure or the containers (``kubectl scale``, ``helm rollback``, ``terraform import``, ``docker rm``). Git kept
read-only is :mod:`git_readonly`'s. The subcommands that only may change something (``kubectl exec``, ``docker exec``
run a command of their own choosing) are left out: a warning needs the change to be certain.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.git_readonly import READ_ONLY_WORDS
from memlock_core.regex_cache import rx

__all__ = ["read_only_cli_rules"]

# the subcommands that change what the tool manages, per tool (read as a prefix of the call's words)
_WRITES: dict[str, tuple[str, ...]] = {
    "kubectl": ("apply", "create", "delete", "edit", "patch", "replace", "scale", "autoscale", "rollout restart",
                "rollout undo", "rollout pause", "rollout resume", "set", "label", "annotate", "expose", "run",
                "cordon", "uncordon", "drain", "taint", "cp"),
    "helm": ("install", "upgrade", "uninstall", "delete", "rollback", "push", "repo add", "repo remove", "plugin install"),
    "terraform": ("apply", "destroy", "import", "taint", "untaint", "state rm", "state mv", "state push",
                  "force-unlock", "workspace new", "workspace delete"),
    "docker": ("run", "rm", "rmi", "stop", "kill", "restart", "start", "pause", "unpause", "push", "tag", "create",
               "update", "commit", "system prune", "volume rm", "volume prune", "network rm", "network prune",
               "image rm", "image prune", "container rm", "container prune", "container stop", "container kill",
               "compose up", "compose down", "compose rm", "compose stop", "compose restart"),
}
_WRITES["oc"] = _WRITES["kubectl"]
_WRITES["tofu"] = _WRITES["terraform"]
_WRITES["podman"] = _WRITES["docker"]

_TOOL = rx(r"(?<![\w./-])(kubectl|oc|helm|terraform|tofu|docker|podman)(?![\w/-])", re.I)
# a read-only rule over the tool's commands: the tool named as its topic ("kubectl: ...") or with a command noun
_COMMAND_NOUN = rx(r"\b(?:commands?|subcommands?|operations?|calls?|befehl\w*|kommando\w*|commandes?|opérations?|"
                   r"comandos?|operaciones|operações|comandi|operazioni)\b|コマンド|操作|命令", re.I)
_NEAR = 12  # "kubectl nur lesend", "use kubectl read-only": the read-only words right after the tool's name
_CLAUSE = rx(r"[.;!?。\n]+(?:\s|$)")


def read_only_cli_rules(text: str) -> list[ToolRule]:
    """The rule against a tool's changing subcommands for each tool ``text`` keeps read-only; [] when none."""
    rules: list[ToolRule] = []
    for clause in _CLAUSE.split(text):
        named = list(_TOOL.finditer(clause))
        tools = {m.group(1).lower() for m in named}
        read_only = READ_ONLY_WORDS.search(clause)
        if len(tools) != 1 or not read_only:
            continue
        tool = tools.pop()
        topic = re.match(rf"\s*`?{tool}`?\s*[:：]", clause, re.I)
        said_of = any(0 <= read_only.start() - m.end() <= _NEAR for m in named)  # "kubectl nur lesend verwenden"
        if not (topic or said_of or _COMMAND_NOUN.search(clause)):
            continue  # "the kubeconfig file is read-only": a file, not the tool's commands
        writes = tuple(f"{tool} {w}" for w in _WRITES[tool])
        rule = ToolRule("command", commands=writes)
        if rule not in rules:
            rules.append(rule)
    return rules
