"""Rules conditioned on what the user says: "when I say dry run, nothing should change", "Wenn ich 'nur lesen'
schreibe: keine Dateien ändern", "only run the e2e suite when I say 'full run'", "alleen bestanden verwijderen als ik
'opruimen' zeg", "本番環境の操作は、私が「本番OK」と言ったときだけ", "se ti dico che sono offline, niente comandi di rete".

Why a module of its own: such a rule is two rules in one sentence, a *trigger* (a phrase the user says, quoted or
not, or a state the user declares: "I'm offline") and a *consequence* (a ban or a requirement the other readers
parse). Its two shapes differ in which way the trigger turns the consequence:

* ``when``: the consequence is in force only in a turn whose user message says the trigger ("when I say dry run,
  nothing should change": outside a dry run anything may change);
* ``unless``: the rule names a permission the trigger grants ("only ... when I say X", "X 時だけ", "alleen ... als ik
  X zeg", "unless I say X"): the act is banned, and a turn that says the trigger lifts the ban.

:func:`split_trigger` finds the trigger clause and returns the consequence text with the clause cut out (for
``unless`` the act is rewritten as a ban: "run the e2e suite" -> "never run the e2e suite"), which the caller hands
to the ordinary readers; :func:`said` tells whether a user message says a trigger (words compared with case, width,
hyphens and spacing folded; a Dutch or German separable verb matches split: 'opruimen' is said by "ruim de logs
op"; a declared state matches its state word: 'offline' by "sono offline").

Without the user's message (a host that does not pass it) the ban is judged as in force in both shapes: recall
first, as a consent rule is ("never push without asking me" breaks on a push when the message is unknown). A
rule whose consequence no reader parses stays unchecked: the trigger alone is never a check.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Callable

from memlock_core.compliance.check import PinCheck, ReplyCheck, ToolCheck
from memlock_core.compliance.incident_scope import INCIDENT, declared
from memlock_core.compliance.intent.action import Action
from memlock_core.compliance.no_change import no_change_rules
from memlock_core.regex_cache import rx

__all__ = ["Trigger", "conditioned", "rule_waived", "said", "said_any", "split_trigger", "trigger_waived",
           "without_dry_runs"]

_Q = r"[\"'“”‘’«»„‚`「」『』]"
_QUOTED = rf"{_Q}\s?(?P<q>[^\"'“”‘’«»„‚`「」『』\n]{{1,40}}?)\s?{_Q}"
# the trigger when not quoted: a few words up to a comma, colon, dash or the end ("when I say dry run, ...")
_BARE = r"(?P<b>[^\s,:;.!?\-–—(][^,:;.!?–—(\n]{0,40}?)"
_STATE = r"(?P<s>[^\s,:;.!?\-–—(][^,:;.!?–—(\n]{0,30}?)"
_END = r"(?=\s*(?:[,:;.!?–—(]|\s-\s|$))"

# "I say / write / type": the verbs of saying, per language
_EN_SAY = r"(?:say|write|type|tell\s+you|put|send|use\s+the\s+(?:word|phrase))"
_FR_SAY = r"(?:dis|dise|écris|écrive|ecris|tape|mets|mette|précise|indique)"
_ES_SAY = r"(?:digo|diga|escribo|escriba|pongo|ponga|indico)"
_IT_SAY = r"(?:dico|scrivo|metto)"
_PT_SAY = r"(?:digo|disser|diga|escrevo|escrever|escreva)"
_DE_SAY = r"(?:sage|schreibe|schreib|tippe|sag)"
_NL_SAY = r"(?:zeg|schrijf|typ|stuur)"

# the trigger clause, one pattern per language family; group q: a quoted phrase, b: a bare one, s: a declared state
# ("that I'm offline"), only: a permission ("only when I say")
_TRIGGERS = tuple(rx(p, re.I) for p in (
    # "when I say 'x'", "if I write x", "whenever I type x"; "if I tell you (that) I'm offline"
    # (an adverb on the verb: "unless I literally say 'x'"; "until I say x" lifts the ban as "unless" does)
    rf"\b(?P<only>only\s+|just\s+)?(?:when(?:ever)?|if|once|as\s+soon\s+as|unless|until|till)\s+I\s+(?:[a-z]+ly\s+)?"
    rf"{_EN_SAY}\s+(?:[a-z]+ly\s+)?"
    rf"(?:(?:you\s+)?(?:that\s+)?(?:I(?:'m|’m|\s+am)|we(?:'re|’re|\s+are))\s+{_STATE}{_END}|(?:the\s+(?:word|phrase)\s+)?(?:{_QUOTED}|{_BARE}{_END}))",
    # "quand je dis « x »", "si je te dis que je suis hors ligne", "sauf si je dis x"
    rf"\b(?P<only>seulement\s+|uniquement\s+)?(?:quand|lorsque|si|sauf\s+si|jusqu'(?:à|a)\s+ce\s+que)\s+je\s+"
    rf"(?:te\s+|vous\s+)?{_FR_SAY}\s+(?:\w+ment\s+)?"
    rf"(?:que\s+je\s+suis\s+{_STATE}{_END}|(?:le\s+mot\s+)?(?:{_QUOTED}|{_BARE}{_END}))",
    # "cuando digo 'x'", "si te digo que estoy offline"; "se ti dico che sono offline"; "quando eu disser x"
    rf"\b(?P<only>s[oó]lo\s+|solamente\s+|só\s+)?(?:cuando|si|se|quando|salvo\s+que|a\s+menos\s+que|hasta\s+que|"
    rf"até\s+que|finch[ée](?:\s+non)?)\s+"
    rf"(?:yo\s+|eu\s+)?(?:te\s+|ti\s+|le\s+|lo\s+)?(?:{_ES_SAY}|{_IT_SAY}|{_PT_SAY})\s+(?:\w+mente\s+)?"
    rf"(?:(?:que|che)\s+(?:estoy|sono|estou|soy)\s+{_STATE}{_END}|(?:{_QUOTED}|{_BARE}{_END}))",
    # verb-final German and Dutch: "wenn ich 'nur lesen' schreibe", "als ik 'opruimen' zeg"
    rf"\b(?P<only>nur\s+|alleen\s+|enkel\s+)?(?:wenn|falls|sobald|als|wanneer|zodra|tenzij|bis|totdat|tot)\s+(?:ich|ik)\s+"
    rf"(?:dir\s+|je\s+)?(?:\w+\s+)?{_QUOTED}\s+(?:{_DE_SAY}|{_NL_SAY})\b",
    # the trigger unquoted before the verb: "Wenn ich Dry Run sage, ...", "als ik opruimen zeg, ..."
    rf"\b(?P<only>nur\s+|alleen\s+|enkel\s+)?(?:wenn|falls|sobald|als|wanneer|zodra|tenzij)\s+(?:ich|ik)\s+"
    # (not a pronoun nor a negation: "kein push, wenn ich es nicht sage" is the user's say-so)
    rf"(?:dir\s+|je\s+)?(?![^,;:.!?\n]*\b(?:nicht|niet|kein\w*|nie|geen)\b)(?!(?:es|das|dies|et|het|dat|etwas|iets|so)\s)"
    rf"(?P<b>[^\s,:;.!?\-–—(\"'][^,:;.!?–—(\n\"']{{0,30}}?)\s+(?:{_DE_SAY}|{_NL_SAY})\b{_END}",
    # "wenn ich dir sage, dass ich offline bin", "als ik zeg dat ik offline ben", "wenn ich sage 'x'"
    rf"\b(?P<only>nur\s+|alleen\s+|enkel\s+)?(?:wenn|falls|sobald|als|wanneer|zodra|tenzij)\s+(?:ich|ik)\s+"
    rf"(?:dir\s+|je\s+)?(?:{_DE_SAY}|{_NL_SAY}),?\s+(?:(?:dass\s+ich\s+|dat\s+ik\s+){_STATE}\s+(?:bin|ben){_END}|{_QUOTED})",
    # verb-final German and Dutch with the phrase bare: "wenn ich Dry Run sage, ...", "als ik opruimen zeg" (a verb
    # of saying only: "wenn ich Englisch schreibe" is the language the user writes)
    rf"\b(?P<only>nur\s+|alleen\s+|enkel\s+)?(?:wenn|falls|sobald|als|wanneer|zodra)\s+(?:ich|ik)\s+(?:dir\s+|je\s+)?"
    rf"(?P<b>[^\s,:;.!?\-–—(\"'“”„«»][^,:;.!?–—(\n\"'“”„«»]{{0,40}}?)\s+(?:sage|sag|tippe|zeg|typ)\b{_END}",
    # Japanese: "私が「本番OK」と言ったときだけ", "「確認済み」と書いたら"
    r"(?:私が|僕が|俺が|わたしが)?「(?P<q>[^」\n]{1,30})」と(?:言|い|書|入力|打)(?:っ|い)?た?(?:とき|時|場合|ら)"
    r"(?P<only>だけ|のみ|に限り|に限って)?",
    # "「マージして」と言われるまで", "私が「出して」と言うまで": until the user says it, the ban holds
    r"(?:私が|僕が|俺が|わたしが)?「(?P<q>[^」\n]{1,30})」と(?:言|い|書|入力)(?:われる|う|く|かれる)まで(?:は)?",
))
# a permission said with "only" anywhere before the trigger ("only run the e2e suite when I say ...")
_ONLY_BEFORE = rx(r"\b(?:only|just|seulement|uniquement|nur|alleen|enkel|s[oó]lo|solamente|soltanto|só|somente)\b", re.I)
_UNLESS = rx(r"\b(?:unless|until|till|sauf\s+si|jusqu'(?:à|a)\s+ce\s+que|außer|bis|tenzij|totdat|tot|salvo\s+que|"
             r"a\s+menos\s+que|hasta\s+que|até\s+que|finch[ée])\b|まで", re.I)
_JA_ONLY_AFTER = rx(r"^[^。]{0,12}?(?:だけ|のみ|に限り|に限って|以外(?:は|では)?(?:禁止|しない|やらない))")


@dataclass(frozen=True)
class Trigger:
    """What the user says that turns a rule on (``when``) or lifts its ban (``unless``), and the rule's
    consequence text with the trigger clause cut out."""

    phrases: tuple[str, ...]
    mode: str  # "when" | "unless"
    rest: str
    state: bool = False  # a declared state ("I'm offline"): said by the state word


def split_trigger(text: str) -> Trigger | None:
    """The trigger of a rule conditioned on the user's words, or None when the rule names none."""
    if not isinstance(text, str):
        return None
    found = [m for m in (p.search(text) for p in _TRIGGERS) if m is not None]
    if not found:
        return None
    m = min(found, key=lambda f: f.start())
    if _CONCESSIVE.search(text[:m.start()]):
        return None  # "reply in French, even if I write to you in English": the rule holds whatever the user says
    groups = m.groupdict()
    phrase = next((groups[g] for g in ("q", "b", "s") if groups.get(g)), "")
    phrase = phrase.strip(" \"'“”‘’«»„‚`")
    if not phrase or len(phrase) > 40:
        return None
    state = bool(groups.get("s"))
    before, after = text[:m.start()], text[m.end():]
    only = bool(groups.get("only") or _ONLY_BEFORE.search(before) or _UNLESS.search(m.group(0))
                or (text[m.start():m.start() + 1] in "「私僕俺わ" and _JA_ONLY_AFTER.match(after)))
    permission = only and not _UNLESS.search(m.group(0))  # "only X when I say T": X is what T allows
    if groups.get("b") and (_NOT_A_PHRASE.match(phrase) or (_UNLESS.search(m.group(0)) and not _CODE_WORD.fullmatch(phrase))
                            or len(phrase) < 3):
        return None  # "when I write in French": the language the user writes, read by the language rules
    rest = _clean(f"{_drop_only(before)} {_drop_ja_only(after)}" if permission else f"{before} {after}")
    if not rest:
        return None
    phrases: tuple[str, ...] = (phrase,)
    if state and len(words := phrase.split()) > 1 and len(words[-1]) >= 5:  # "we're doing a migration": said by
        phrases = (phrase, words[-1])  # "we're doing the migration now" (the state's noun, however it is led in)
    return Trigger(phrases, "unless" if only else "when", _as_ban(rest) if permission else rest, state)


# a code word in capitals is a phrase to say even bare ("unless I type APPROVED"; not "unless I say so")
_CODE_WORD = rx(r"(?-i:[A-Z][A-Z0-9_-]{2,19})")


# a bare "trigger" that is no phrase said: a language written in, code or a request ("when I write in French",
# "if I say nothing", "when I write code")
# "even if", "même si", "auch wenn", "aunque", "anche se": a concession, the rule holds either way
_CONCESSIVE = rx(r"(?:\beven|\bmême|\bauch|\bselbst|\bsogar|\bincluso|\banche|\bmesmo|\bzelfs|\book)\s*$|\baunque\s*$",
                 re.I)
_NOT_A_PHRASE = rx(r"^(?:in|en|auf|em|op|in\s+\w+|nothing|anything|something|code|tests?|rien|nada|nichts|niets|"
                   r"(?:es|das|so|ja|nein|bescheid|etwas|het|dat|iets|nee)$|(?:es|das|dir|het|dat)\s|"
                   r"(?:a|an|the|some|my|un|une|des|ein|eine|un[oa]?)\s)", re.I)


_ONLY_WORD = rx(r"\b(?:only|just|seulement|uniquement|nur|alleen|enkel|s[oó]lo|solamente|soltanto|só|somente)\s+", re.I)


def _drop_only(text: str) -> str:
    return _ONLY_WORD.sub("", text, count=1)


def _drop_ja_only(text: str) -> str:
    return rx(r"^(?:だけ|のみ|に限り|に限って)").sub("", text)


def _clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip(" ,:;-–—、。")
    text = re.sub(r"^(?:then|alors|dann|dan|entonces|allora|então)\b[\s,]*", "", text, flags=re.I)
    return text.strip(" ,:;-–—、。")


_JA = rx(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _as_ban(act: str) -> str:
    """The act a permission names, said as a ban the readers parse ("run the e2e suite" -> "never run the e2e suite")."""
    act = act.strip()
    if _JA.search(act) and not re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{3,}", act):
        # "本番環境の操作はにしてください" -> "本番環境の操作はしないでください"
        core = re.sub(r"\s*(?:に|を)?(?:して|にして|にしといて)?(?:ください|下さい|ね|ほしい|欲しい)?$", "", act).rstrip("はをにで、 ")
        return f"{core}はしないでください" if core else ""
    return f"never {act}"


_SPLIT_PARTICLES = ("op", "af", "aan", "uit", "in", "mee", "weg", "terug", "door", "over", "om", "toe", "na", "bij",
                    "auf", "ab", "an", "aus", "ein", "mit", "zu", "zurück", "vor", "nach", "durch", "los", "her", "hin")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\s\-_‐‑–—]+", " ", text).strip()


def said(message: str | None, trigger: Trigger) -> bool:
    """Does the user's message say the trigger?"""
    if not message:
        return False
    folded = _fold(message)
    for phrase in trigger.phrases:
        if phrase == INCIDENT:  # "During incidents: ...": the message speaks of one going on (incident_scope)
            if declared(message):
                return True
            continue
        p = _fold(phrase)
        if not p:
            continue
        if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", p):
            if p in folded:
                return True
            continue
        if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", folded):
            return True
        if " " not in p and _separable(p, folded):
            return True
    return False


def _separable(word: str, folded: str) -> bool:
    """A Dutch or German separable verb said split: 'opruimen' in "ruim de oude logs op", 'aufräumen' in "räum auf"."""
    for particle in _SPLIT_PARTICLES:
        if not word.startswith(particle) or len(word) - len(particle) < 4:
            continue
        stem = re.sub(r"e?n$", "", word[len(particle):])
        if len(stem) < 3:
            continue
        words = re.findall(r"\w+", folded)
        if particle in words and any(w.startswith(stem[:max(3, len(stem) - 1)]) for w in words if w != particle):
            return True
    return False


def said_any(message: str | None, phrases: tuple[str, ...]) -> bool:
    """Does the user's message say one of ``phrases`` (a rule's stored trigger)?"""
    return bool(phrases) and said(message, Trigger(phrases, "when", ""))


def rule_waived(when_said: tuple[str, ...], unless_said: tuple[str, ...], message: str | None) -> str:
    """Why a tool rule with a trigger is not in force for this turn ("" when it is). Without the user's message
    the rule is in force (recall first)."""
    if message is None:
        return ""
    if when_said and not said_any(message, when_said):
        return f"the user did not say \"{when_said[0]}\" (the rule speaks to those turns)"
    if unless_said and said_any(message, unless_said):
        return f"the user said \"{unless_said[0]}\" (the rule's exception)"
    return ""


def trigger_waived(when: str | None, unless: str | None, message: str | None) -> str | None:
    """Why a reply part tied to the user's words (``says:PHRASE`` as its ``when`` or ``unless``) does not speak to this
    reply, or None. Without the user's message the part is in force (recall first)."""
    said_when = (when[5:],) if when and when.startswith("says:") else ()
    said_unless = (unless[5:],) if unless and unless.startswith("says:") else ()
    return rule_waived(said_when, said_unless, message) or None


def conditioned(text: str, read: Callable[[str], tuple[PinCheck, tuple[str, ...]] | None]
                ) -> tuple[PinCheck, tuple[str, ...]] | None:
    """The check of a rule conditioned on the user's words: the consequence read by ``read`` (the ordinary readers)
    and :mod:`no_change`, its tool rules tied to the trigger. None when the text names no trigger or its consequence
    gives no tool rule (a reply part is not tied to a trigger yet, so it is left to the ordinary reading)."""
    trigger = split_trigger(text)
    if trigger is None:
        return None
    whole = read(text)  # the rule read whole, when its readers find tool rules in it ("never push unless I say
    # 'ship it'"), else its consequence alone ("nothing should actually change")
    found = whole if whole is not None and whole[0].tool is not None and whole[0].tool.forbid else read(trigger.rest)
    rules = list(found[0].tool.forbid) if found is not None and found[0].tool is not None else []
    have = {r.intent for r in rules}
    rules += [r for r in no_change_rules(trigger.rest) if r.intent not in have]
    # "when I say 'tl;dr', one sentence": the reply parts tied to the trigger, unless the readers already read the
    # rule whole with a condition of their own ("under 100 words unless I say 'detail'": a request for detail)
    reply = whole[0].reply if whole is not None and whole[0].reply is not None and (whole[0].reply.when or whole[0].reply.unless) \
        else _tied_reply(read(trigger.rest), trigger)
    if not rules and reply is None:
        return None
    when = trigger.phrases if trigger.mode == "when" else ()
    tied = tuple(replace(r, consent=False, when_said=when, unless_said=() if when else trigger.phrases) for r in rules)
    kinds = tuple(dict.fromkeys([*(k for k in (found[1] if found else ()) if k.startswith("no_")),
                                 *(f"no_{r.intent}" for r in rules), *(["reply"] if reply else []),
                                 f"user_trigger_{trigger.mode}"]))
    return PinCheck(reply=reply, tool=ToolCheck(forbid=tied) if tied else None), kinds


def _tied_reply(found: tuple[PinCheck, tuple[str, ...]] | None, trigger: Trigger) -> ReplyCheck | None:
    """The consequence's reply part with every part tied to the trigger; None when it has none, or when a part has a
    condition of its own already (two conditions on one part are not expressed: the reply part is left out)."""
    reply = found[0].reply if found is not None else None
    phrase = trigger.phrases[0]
    if reply is None or not reply.parts() or re.search(r"[<>|\n]", phrase) or len(phrase) > 40:
        return None
    key = "when" if trigger.mode == "when" else "unless"
    own = dict(reply.when if key == "when" else reply.unless)
    if any(p in own for p in reply.parts()) or (key == "when" and reply.unless) or (key == "unless" and reply.when):
        return None
    tied = tuple(sorted((p, f"says:{phrase}") for p in reply.parts()))
    return replace(reply, when=tied) if key == "when" else replace(reply, unless=tied)


_DRY_FLAGS = rx(r"^(?:--dry-?run(?:=.*)?|--what-?if|-WhatIf|--noop|--simulate|--check|--plan|--diff)$", re.I)
# programs whose -n (alone or in a cluster of short flags) is a dry run: rsync -avn, make -n, git clean -n
_N_IS_DRY = frozenset({"rsync", "make", "clean", "ansible-playbook", "apt-get", "apt"})


def _dry(argv: tuple[str, ...]) -> bool:
    if any(_DRY_FLAGS.match(a) for a in argv):
        return True
    if argv and argv[0] == "terraform" and "plan" in argv[1:3]:
        return True
    return bool(argv) and (argv[0] in _N_IS_DRY or (argv[0] == "git" and "clean" in argv[1:3])) and any(
        re.fullmatch(r"-[a-zA-Z]*n[a-zA-Z]*", a) for a in argv[1:])


def without_dry_runs(actions: list[Action]) -> list[Action]:
    """The call's actions less those of a command run dry (``rsync --dry-run``, ``kubectl delete --dry-run=client``,
    ``make -n``, ``terraform plan``): each command's effects follow its exec action, up to the next one."""
    out: list[Action] = []
    dry = False
    for action in actions:
        if action.kind == "exec":
            dry = _dry(action.argv)
        if not dry:
            out.append(action)
    return out
