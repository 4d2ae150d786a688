"""Rules that ban change itself, not one act: "nothing should actually change", "make no changes", "don't modify
any files", "keine Dateien ändern", "ne modifie rien", "no cambies ningún archivo", "non modificare nulla",
"何も変更しないで"; the bans of installing anything ("nichts installieren", "n'installe rien") and of the network
("no network commands", "niente comandi di rete", "keine Netzwerkbefehle").

Why a module of its own: the act readers find a verb and its object ("delete files", "push to main"); these rules
name the outcome (a change) or a whole class (the network) and say it with a negated pronoun ("nothing", "nichts",
"rien", "nada", "niente", "niets") that the act readers do not take for a negation. They are the usual consequence
of a rule conditioned on the user's words ("when I say dry run, nothing should change": user_trigger), and stand
as rules of their own too. Files named as the object ban writing and deleting them; "anything"/"nothing" bans every
change the intent layer reads (files, packages, commits, pushes, migrations, cluster and cloud changes); a dry run
or a read changes nothing and stays fine.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.tool_classes import CHANGE_COMMANDS
from memlock_core.regex_cache import rx

__all__ = ["no_change_rules"]

_VERB_EN = r"(?:change|modify|edit|alter|write\s+to|touch)"
_PASSIVE_EN = r"(?:changed?|modified|altered|edited|touched|written)"
# "nothing should (actually) change", "no files (should) get modified", "make no changes", "don't change anything"
_ANYTHING = rx(
    rf"\bnothing\s+(?:should|must|may|can|is\s+to|gets?|will)?\s*(?:actually\s+|really\s+|ever\s+)?(?:be\s+|get\s+)?"
    rf"(?:{_PASSIVE_EN}|change|modify)\b(?!\s+(?:in|to|about)\s+(?:the\s+|your\s+|my\s+)?(?:meaning|wording|text|tone|content|"
    rf"style|reply|answer|translation))|\bmake\s+no\s+changes\b(?!\s+to\s+(?:the\s+|my\s+)?(?:meaning|wording|text|tone|content))|\b(?:don'?t|do\s+not|never)\s+(?:make|do)\s+any\s+changes\b|"
    rf"\b(?:don'?t|do\s+not|never)\s+{_VERB_EN}\s+anything\b|\bno\s+changes\s+(?:at\s+all|whatsoever|of\s+any\s+kind)\b|"
    r"\brien\s+ne\s+doit\s+(?:être\s+)?(?:chang|modifi)\w*|\bne\s+(?:modifie|change|touche)[rsz]?\s+(?:à\s+)?rien\b|"
    r"\baucune\s+modification\b|\bnichts\s+(?:darf\s+sich\s+)?(?:ändern|verändern|anfassen)\b|\bkeine\s+Änderungen\b|"
    r"\bnada\s+(?:debe|puede)\s+cambiar\w*|\bno\s+(?:cambies|modifiques|toques)\s+nada\b|\bning[úu]n\s+cambio\b|"
    r"\bnon\s+(?:modificare|cambiare|toccare)\s+(?:nulla|niente)\b|\bnessuna\s+modifica\b|"
    r"\bniets\s+(?:wijzigen|veranderen|aanpassen)\b|\bgeen\s+wijzigingen\b|"
    r"何も(?:変更|編集|変え)(?:しない|せず|ない|る?な)|変更(?:は)?(?:一切)?(?:しない|禁止|なし)", re.I)
_FILES = rx(
    rf"\b(?:don'?t|do\s+not|never|no)\s+{_VERB_EN}\s+(?:any\s+|the\s+)?files?\b|\bno\s+file\s+(?:changes|edits|writes)\b|"
    r"\bkeine\s+Dateien\s+(?:ändern|verändern|bearbeiten|anfassen|schreiben)\b|\bDateien\s+nicht\s+(?:ändern|verändern|bearbeiten)\b|"
    r"\bne\s+modifie[rz]?\s+(?:aucun\s+fichier|pas\s+(?:les\s+)?fichiers)\b|\bno\s+(?:cambies|modifiques|toques)\s+"
    r"(?:ning[úu]n\s+archivo|los\s+archivos|archivos)\b|\bnon\s+modificare\s+(?:alcun\s+file|i\s+file|file)\b|"
    r"\bgeen\s+bestanden\s+(?:wijzigen|veranderen|aanpassen|bewerken)\b|ファイルを?(?:変更|編集|書き換え)(?:しない|せず|る?な|禁止)",
    re.I)
_INSTALL_NOTHING = rx(r"\bnichts\s+(?:zu\s+)?installier\w*|\binstallier\w*\s+nichts\b|\bn'install\w*\s+rien\b|"
                      r"\bno\s+instal\w*\s+nada\b|\bnon\s+installare\s+(?:nulla|niente)\b|\bniets\s+installeren\b|"
                      r"何も(?:インストール)(?:しない|せず|る?な)", re.I)
_NETWORK = rx(r"\b(?:no|never|don'?t\s+(?:run|use)|do\s+not\s+(?:run|use)|niente|nessun[oa]?|keine|pas\s+de|aucune?s?|"
              r"ningún|ninguna|sin|geen)\s+(?:(?:the|any|i|de|di|la)\s+)?"
              r"(?:network(?:ing)?\s+(?:commands?|calls?|requests?)|internet\s+(?:commands?|access|calls?)|"
              r"comandi\s+(?:di\s+)?rete|comandos?\s+de\s+red|commandes?\s+r[ée]seau|Netzwerk-?(?:befehle|zugriff(?:e)?|aufrufe)|"
              r"netwerk(?:commando'?s|opdrachten|toegang))\b|ネットワーク(?:コマンド|アクセス)(?:は|を)?(?:使わ|禁止|しない)", re.I)
_LOCAL = ("localhost", "127.0.0.1", "::1", "0.0.0.0")


# a mode said as a sentence of its own, with no object: "Read-only.", "Stay read-only", "lecture seule", "nur lesen",
# "solo lectura", "sola lettura", "読み取りだけ" (an object's "migrations/ is read-only" is a path rule, not this)
_READ_ONLY_MODE = rx(r"\W*(?:(?:stay|be|go|work|strictly|only|please)\s+)*read[- ]only(?:\s+mode)?(?:\s+(?:only|please|mode))?\W*|"
                     r"\W*(?:en\s+|mode\s+)?lecture\s+seule(?:\s+uniquement)?\W*|\W*nur\s+lesen(?:d)?\W*|"
                     r"\W*(?:s[oó]lo|modo)\s+(?:de\s+)?lectura\W*|\W*(?:solo\s+)?(?:in\s+)?sola\s+lettura\W*|"
                     r"\W*読み取り(?:専用|だけ|のみ)(?:で|に(?:して(?:ください)?)?)?\W*|\W*只读\W*", re.I)
_PIECES = rx(r"(?<=[.;:!?。：；])\s*|\n")


def no_change_rules(text: str) -> list[ToolRule]:
    """The tool rules of a ban on change, on installing anything, or on the network; [] when the text names none."""
    rules: list[ToolRule] = []
    if _ANYTHING.search(text) or any(_READ_ONLY_MODE.fullmatch(p) for p in _PIECES.split(text)):
        rules += [ToolRule("write_path", paths=("*",)), ToolRule("delete"), ToolRule("install"), ToolRule("commit"),
                  ToolRule("push"), ToolRule("migrate", hosts=("*",)), ToolRule("sql", statements=("write",)),
                  ToolRule("command", commands=CHANGE_COMMANDS)]
    elif _FILES.search(text):
        rules += [ToolRule("write_path", paths=("*",)), ToolRule("delete")]
    if _INSTALL_NOTHING.search(text) and not any(r.intent == "install" for r in rules):
        rules.append(ToolRule("install"))
    if _NETWORK.search(text):
        rules.append(ToolRule("host", hosts=("*",), allow_hosts=_LOCAL))
    return rules


def is_no_change(text: str) -> bool:
    """Does the text ban change (or installs, or the network) as a whole?"""
    return bool(no_change_rules(text))


