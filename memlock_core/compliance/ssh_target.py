"""The machine an ssh ban names by a noun ("Never ssh into the bastion", "ne te connecte jamais en ssh au bastion",
"nie per ssh auf den Jumphost", "no entres por ssh al bastión", "mai ssh sul gateway").

"no ssh" and "never ssh into the box" keep every host off (the box is any machine); a rule whose object is a
machine of its own kind keeps only that one off: reading it as every host made ``ssh web-01`` break a rule about
the bastion. The object is the noun after the preposition of "ssh into / to / onto" (or its French, German,
Spanish, Italian forms); a generic machine word, a pronoun, a quantifier or an environment word (production,
staging: read by the environment readers) leaves the rule as it was. The noun becomes a host pattern
(``*bastion*``): a host named for it (``bastion.prod``, ``prod-bastion-1``) is the machine meant."""

from __future__ import annotations

import re
import unicodedata

from memlock_core.regex_cache import rx

__all__ = ["ssh_object_host"]

_OBJECT = rx(r"\bssh\b\s+(?:(?:in|into|to|onto|on|at|au|aux|à\s+la|à\s+l'|sur\s+(?:le|la|les|l')|auf\s+(?:den|die|das|dem)|"
             r"in\s+(?:den|die|das)|zum|zur|al|a\s+la|a\s+los|en\s+el|nel|sul|sulla|al|no|na|ao|à)\s*)"
             r"(?:(?:the|our|my|that|this|le|la|les|l'|den|die|das|el|los|il|lo|o|a)\s+)?"
             r"(?P<noun>[A-Za-zÀ-ÿ][\w-]{2,30})", re.I)
# words that name any machine, or an environment, a pronoun or a quantifier: the rule stays as it was
_GENERIC = frozenset({
    "box", "boxes", "machine", "machines", "server", "servers", "host", "hosts", "remote", "remotes", "vm", "vms",
    "instance", "instances", "node", "nodes", "anything", "anywhere", "any", "all", "every", "them", "it", "there",
    "prod", "production", "staging", "stage", "dev", "live", "cluster", "clusters", "fleet", "container", "containers",
    "pod", "pods", "serveur", "serveurs", "machine", "hôte", "hôtes", "rechner", "maschine", "maschinen", "servidor",
    "servidores", "máquina", "máquinas", "macchina", "macchine", "produktion", "producción", "produzione", "produção",
    "other", "others", "another", "some", "anyone", "remote-hosts", "ec2", "aws", "cloud",
})


def ssh_object_host(text: str) -> str:
    """The host pattern of the one machine an ssh ban names by a noun ("*bastion*"); "" when it names none."""
    if not isinstance(text, str):
        return ""
    nouns = {m.group("noun").lower() for m in _OBJECT.finditer(text)}
    if len(nouns) != 1:
        return ""
    noun = nouns.pop()
    if noun in _GENERIC or noun.rstrip("s") in _GENERIC:
        return ""
    plain = "".join(c for c in unicodedata.normalize("NFKD", noun) if not unicodedata.combining(c))
    return f"*{plain}*"
