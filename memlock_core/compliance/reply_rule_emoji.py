"""Reply-rule clauses about emoji: none, a cap, the places they may or may not appear, an emoji at the end.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import emoji_rule
from memlock_core.compliance.refused_after import tolerated_before
from memlock_core.compliance.reply_rule_base import (
    EMOJI,
    MAX_BEFORE,
    NEG_BEFORE,
    NUMBERS,
    REGION_ONLY,
    REGION_WORDS,
    Clause,
    negated,
    number_value,
    region_name,
)
from memlock_core.regex_cache import rx

_POSITIVE = rx(r"\b(?:use|include|add|put|always|at least|with|mets|utilise|ajoute|toujours|verwende|benutze|"
                       r"füge|immer|usa|incluye|añade|siempre)\b|使って|入れて|付けて|含め", re.I)

# the place an exception names for the marks it allows: "in checklists", "dans les listes", "in Aufzählungen",
# "en las listas de tareas", "nelle liste", "リストでは": list items, and nowhere else
_IN_LISTS = rx(r"\b(?:in|on|for|within|dans|pour|en|in den|bei|nelle?|nei|nas?|nos?|em)\s+(?:the\s+|les\s+|las?\s+|"
                       r"los\s+|der\s+|den\s+|le\s+|as\s+|os\s+)?(?:\w+[- ])?(?:check-?lists?|to-?do lists?|lists?|listes?|"
                       r"checklisten|listen|aufzählung\w*|listas?|liste|elenchi|bullet(?: point)?s?|puces|list items?)\b|"
                       r"(?:チェックリスト|リスト|箇条書き)(?:では|で|の中|内)", re.I)

_EMOJI_MAX = rx(rf"\b(?:{MAX_BEFORE}|al massimo|massimo|no máximo|no maximo|não mais de|non più di|"
                        rf"limit(?:ed)?\s+(?:\w+\s+)?to|exactly|genau|exactement|exactamente|esattamente)\s+"
                        rf"(?:a single|one single|un solo|uno solo|um só)?\s*(?P<n>{NUMBERS}|uno|um|una|un)\b"
                        rf"|\b(?P<m>{NUMBERS}|a single|one single|un seul|ein einziges)\s+(?:\w+\s+)?(?:emojis?|émojis?|emoticons?)"
                        rf"\s+(?:max(?:imum)?|at most|or (?:fewer|less)|tops|au maximum|au plus|höchstens|como máximo|al massimo)\b"
                        rf"|絵文字[^。]{{0,6}}?(?P<ja>\d{{1,2}})\s?(?:つ|個)(?:まで|以内|以下)",
                        re.I)


# a limit on how many, said as a cap: "put a cap on the number of emoji", "limit emoji", "keep the emoji count down",
# "begrenze die Emojis", "limite le nombre d'emojis", "limita los emojis", "limita gli emoji", "絵文字の数を制限"
_CAP = rx(r"\b(?:(?:put|set|place)\s+a\s+(?:cap|limit|ceiling)\s+on|cap|limit|restrict|keep\s+(?:the\s+)?(?:number|count)\s+"
          r"of\s+\S+\s+(?:down|low)|begrenz\w*|beschränk\w*|limite[rz]?|plafonne\w*|limita\w*|restringe\w*)\b|"
          r"(?:数|個数)を(?:制限|抑え)|数量(?:要)?(?:限制|控制)|개수를?\s*제한", re.I)
# "not even" after a ban on every emoji: the one named is an instance of the ban, not its whole object
_NOT_EVEN = rx(r"\b(?:not even|ni siquiera|ni tan siquiera|même pas|pas même|nicht einmal|nicht mal|auch nicht|neanche|"
               r"nemmeno|nem mesmo|nem sequer)\b", re.I)


def read_emoji(clause: str) -> list[Clause]:
    found = EMOJI.search(clause)
    marks = emoji_rule.status_set(clause)
    first = min((clause.find(m) for m in marks), default=-1)
    lead = re.split(r"[.;:!?\n]", clause[:first])[-1] if first >= 0 else ""
    if marks and NEG_BEFORE.search(lead):
        # "don't mark status with 🔴/🟢, use text labels", "pas de 🔴🟢 pour les statuts": those marks refused
        kin = emoji_rule.same_colour(marks)  # "no red/green emoji for status": ✅ and ❌ are red and green too
        return [Clause("emoji", "must_not", "named", bound=" ".join(kin), words=" ".join(marks))]
    if marks:  # "Use emoji for status: ✅ done, ❌ failed": every status line carries one of them
        return [Clause("emoji", "must", "status", bound=" ".join(marks), words=" ".join(marks))]
    if not found:
        return []
    each_heading = emoji_rule.EACH_HEADING.search(clause)
    if each_heading and emoji_rule.HEADING_START.search(clause) and not negated(clause, found.start(), found.end()):
        # "Add one emoji at the start of each heading": the headings the reply has, each opening with one
        return [Clause("emoji", "must", "each_heading", bound="one" if emoji_rule.ONE.search(clause) else "",
                       words=each_heading.group(0))]
    if emoji_rule.END_ONLY.search(clause):  # "emoji only at the very end, never in the middle": where, not whether
        end_only = [Clause("emoji", "must", "end_only", words=emoji_rule.END_ONLY.search(clause).group(0))]  # type: ignore[union-attr]
        # "at most one emoji per reply, and only at the end if at all": the count the clause sets too
        most = _EMOJI_MAX.search(clause)
        raw = (most.group("n") or most.group("m") or most.group("ja") or "").lower() if most else ""
        n = 1 if raw in ("a single", "one single", "un seul", "ein einziges", "uno", "um", "una", "un") else \
            number_value(raw) if raw else None
        if most and n and not re.match(r"exactly|genau|exactement|exactamente|esattamente", most.group(0), re.I):
            end_only.append(Clause("length", "must", "emoji", limit=n, bound="max", words=most.group(0)))
        return end_only
    most = _EMOJI_MAX.search(clause)
    if most and re.match(r"exactly|genau|exactement|exactamente|esattamente", most.group(0), re.I) and \
            (emoji_rule.START.search(clause) or _EMOJI_END.search(clause)):
        most = None  # "Start every answer with exactly one emoji": where it stands, read below
    if most:  # "at most one emoji per reply", "como máximo uno por respuesta": a count, not a ban
        raw = (most.group("n") or most.group("m") or most.group("ja") or "").lower()
        n = 1 if raw in ("a single", "one single", "un seul", "ein einziges", "uno", "um", "una", "un") else number_value(raw)
        if n is None:
            return []
        if n == 0:
            return [Clause("emoji", "must_not", words=most.group(0))]
        exactly = re.match(r"exactly|genau|exactement|exactamente|esattamente", most.group(0), re.I)
        # "exactly one emoji per reply": at most one, and one there
        return [Clause("length", "must", "emoji", limit=n, bound="max", words=most.group(0))] + \
            ([Clause("emoji", "must", words=most.group(0))] if exactly else [])
    cap = _CAP.search(clause)
    if cap and not negated(clause, found.start(), found.end()):
        # "Put a cap on the number of emoji": a limit, no demand for emoji; its number when it says one ("a cap on
        # emoji: three at most"), else a judgement left unchecked
        count = re.search(rf"\b(?P<n>{NUMBERS})\b", clause[cap.end():], re.I)
        n = number_value(count.group("n").lower()) if count else None
        return [Clause("length", "must", "emoji", limit=n, bound="max", words=cap.group(0))] if n else []
    if emoji_rule.JUDGEMENT.search(clause) or emoji_rule.UNREAD_PLACE.search(clause):
        return []  # "use emoji tastefully", "絵文字はほどほどに": judgement; "no emoji in the first line": a place unread
    if emoji_rule.named_ban(clause) and re.search(r"\b(?:except|but|apart from|other than|besides|außer|ausser|sauf|"
                                                  r"excepto|salvo|tranne|exceto|menos)\b", clause, re.I):
        # "no emojis, except ✅/❌ in checklists": the ban, with the emoji it excepts, where the exception puts them
        place = " @lists" if _IN_LISTS.search(clause) else " @tables" if emoji_rule.IN_TABLES.search(clause) else ""
        return [Clause("emoji", "must_not", "allowed", bound=" ".join(emoji_rule.named_ban(clause)) + place,
                       words=found.group(0))]
    named = emoji_rule.named_ban(clause)
    even = _NOT_EVEN.search(clause, found.end())
    if named and even and all(clause.find(n, even.end()) >= 0 for n in named):
        named = ()  # "nada de emojis, ni siquiera el ✅", "no emoji, not even 👍": every emoji, those included
    if named and (negated(clause, found.start(), found.end()) or NEG_BEFORE.search(clause)):
        # "Don't use the 🚀 emoji": that emoji, not every emoji
        return [Clause("emoji", "must_not", "named", bound=" ".join(named), words=" ".join(named))]
    region = REGION_ONLY.search(clause) or re.search(rf"\bin\s+(?:the\s+)?(?P<r>{REGION_WORDS})\s+only\b", clause, re.I)
    if region:  # "emoji only in headings", "no emoji except in tables": none outside that region
        return [Clause("emoji", "must_not", words=found.group(0), region=region_name(region.group("r")))]
    opening = re.match(r"^\W*(?:avoid|no|never|don'?t use|do not use|without|keine?|pas d[e']|sin|sans|niente|sem|nada de)\b"
                       r"[^.;\n]{0,30}$", clause[:found.start()], re.I)  # "Avoid smileys and emoji"
    if opening and tolerated_before(clause[:found.start()]):
        opening = None  # "No me molesta algún emoji suelto": tolerated, not refused (refused_after.py)
    if opening or negated(clause, found.start(), found.end()) or re.search(r"emoji-?free|sans emoji|絵文字なし", clause, re.I):
        # "no emoji or emoticons like :)": the text faces are banned too
        emoticons = "emoticons" if re.search(r"\b[eé]moti(?:c[oô]n|cone|kon)s?\w*|\bsmile(?:y|ys)\b|\bсмайл\w*|\bbu(?:źk|ziek)\w*|"
                                             r"顔文字|이모티콘", clause, re.I) \
            else ""
        scoped = emoji_rule.scoped_ban(clause)  # "no emoji in headings", "... in code comments or docstrings"
        symbols = emoji_rule.named_symbols(clause)  # "no ★ ratings, no ✓ ticks, no emoji": those symbols too
        return [Clause("emoji", "must_not", emoticons, words=found.group(0), bound=f"in:{scoped}" if scoped else "")] + \
            ([Clause("emoji", "must_not", "named", bound=" ".join(symbols), words=" ".join(symbols))] if symbols else [])
    if re.search(r"\b(?:sparingly|occasionally|rarely|sometimes|when appropriate|where appropriate|feel free|"
                 r"if you like|if you want|can|may)\b", clause, re.I):
        return []  # a preference, not a rule every reply obeys or breaks
    start = emoji_rule.START.search(clause)
    between = clause[start.end():found.start()] if start and start.end() <= found.start() else None
    opens = (between is not None and len(between.split()) <= 3 and not re.search(r"\b(?:and|und|et|y|e|then|puis|dann|luego)\b|,",
                                                                                 between, re.I)) \
        or (start is not None and 0 <= start.start() - found.end() <= 3)  # "絵文字で始めて"
    if start and opens and emoji_rule.EACH_ITEM.search(clause):  # "each bullet starts with an emoji": the items
        return [Clause("emoji", "must", "each_item", words=start.group(0))]
    if start and opens and not _EMOJI_END.search(clause):  # "Start every reply with an emoji"
        out = [Clause("emoji", "must", "start", words=start.group(0))]
        if re.search(r"\b(?:exactly one|only one|a single|one single|just one|genau ein\w*|un seul|une seule|uno solo|"
                     r"un solo|exactamente un\w*)\b", clause, re.I):
            out.append(Clause("length", "must", "emoji", limit=1, bound="max", words=found.group(0)))
        return out
    if _EMOJI_END.search(clause) and not negated(clause, found.start(), found.end()):
        # "end every reply with one fitting emoji", "un emoji al final de cada respuesta": the last thing in it
        out = [Clause("emoji", "must", "end", words=found.group(0))]
        if re.search(r"\b(?:one|a single|exactly one|un|une|uno|una|ein|einem|um|uma)\s+(?:\w+\s+)?(?:emojis?|émoji)", clause, re.I):
            out.append(Clause("length", "must", "emoji", limit=1, bound="max", words=found.group(0)))
        return out
    if _POSITIVE.search(clause):
        return [Clause("emoji", "must", words=found.group(0))]
    return []


_EMOJI_END = rx(r"\b(?:end|finish|close|conclude|sign off|wrap up)\w*\b[^.;\n]{0,40}\bwith\b|"
                        r"\bat the (?:very )?end\b|\bal final\b|\bà la fin\b|\ben fin de\b|\bam ende\b|\balla fine\b|"
                        r"\bno final\b|\btermine\w*\b|\btermina\w*\b|\bbeende\w*\b|最後に|末尾に|文末に", re.I)
