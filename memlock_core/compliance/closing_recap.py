"""A ban on a closing summary: "don't end with a recap", "Nie kończ odpowiedzi podsumowaniem", "ne termine pas par
un résumé", "keine Zusammenfassung am Ende", "sin resumen al final", "最後にまとめを書かないで".

Why here: the opposite rule ("end with a one-line summary") is ``closing_summary``, read by the closing line's shape;
a ban cannot be read by shape (every reply ends on some line) but by the words that announce a summing-up. The reply
breaks it when its closing passage (the last paragraph, or the last sentence of a one-paragraph reply) opens on a
summing-up marker ("In short,", "To sum up", "Podsumowując,", "W skrócie:", "En bref,", "Zusammenfassend",
"En resumen", "Итак,", "まとめると", "## Summary"), in any language, not only the one the rule quotes. A passage
that only uses such a word inside a sentence ("a short summary of the API is in the docs") sums nothing up.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import closing_passage, own_text
from memlock_core.compliance.negation import NEG
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.tone_spec import NO_CLOSING_SUMMARY, RECAP_DESCRIPTIONS, RECAP_FORMATS
from memlock_core.regex_cache import rx

__all__ = ["NO_CLOSING_SUMMARY", "FORMATS", "DESCRIPTIONS", "parse", "verdict"]

FORMATS, DESCRIPTIONS = RECAP_FORMATS, RECAP_DESCRIPTIONS

_NOUN = (r"summar(?:y|ies)|summari[sz]\w*|recap\w*|wrap-?up|conclusions?|tl;?dr|résumés?|récapitulati\w*|"
         r"zusammenfassung\w*|fazit|resumen\w*|conclusi[oó]n\w*|riassunt\w*|conclusion[ei]|resumo\w*|conclus[aã]o|"
         r"podsumowani\w*|streszczeni\w*|итог\w*|вывод\w*|резюме|samenvatting")
_NOUN_CJK = r"まとめ|要約|総括|总结|總結|小结"
_END = (r"end\w*|finish\w*|close|closing|conclude\w*|wrap\w*|at the end|termine[rsz]?|termin[ae]s?|finis\w*|à la fin|"
        r"beend\w*|schließ\w*|am ende|am schluss|acab\w*|cierr\w*|al final|chiud\w*|alla fine|finaliz\w*|no final|"
        r"kończ\w*|zakończ\w*|na końcu|заканчива\w*|законч\w*|заверша\w*|в конце")
_RULE = rx(rf"\b(?:{_END})\b[^.;\n]{{0,50}}?\b(?:{_NOUN})(?!\w)|\b(?:{_NOUN})(?!\w)[^.;\n]{{0,40}}?\b(?:{_END})\b|"
                   rf"(?:最後|末尾|最后|结尾)[^。\n]{{0,12}}?(?:{_NOUN_CJK})|(?:{_NOUN_CJK})[^。\n]{{0,12}}?(?:最後|末尾|最后|结尾)", re.I)
_NEGATED = rx(rf"(?<![\w])(?:{NEG})(?![\w])", re.I)
_NEGATED_CJK = rx(r"(?:しないで|書かないで|入れないで|付けないで|不要|禁止|なしで|いらない|不用|别)")
# "when I ask for a summary", "unless I ask": the summary asked for, not refused
_ASKED = rx(r"\b(?:unless|except|when|if|sauf|außer|wenn|cuando|salvo|quando|se|gdy|jeśli|если)\b", re.I)

# the words that open a summing-up, in the languages the replies are written in
_MARKER = rx(
    r"^(?:#+\s*)?(?:in summary|in short|in sum|to sum (?:it )?up|to summari[sz]e|summing up|summary|in conclusion|"
    r"to conclude|bottom line|tl;?dr|long story short|all in all|overall|recap|"
    r"en résumé|en bref|bref|pour résumer|en conclusion|pour conclure|en somme|au final|récapitulatif|"
    r"zusammenfassend|zusammenfassung|kurz gesagt|kurzum|fazit|alles in allem|unterm strich|"
    r"en resumen|en resumidas cuentas|resumiendo|en conclusión|en definitiva|en pocas palabras|resumen|"
    r"in sintesi|in breve|riassumendo|in conclusione|in definitiva|riassunto|"
    r"em resumo|resumindo|em suma|em conclusão|resumo|"
    r"podsumowując|podsumowanie|w skrócie|reasumując|krótko mówiąc|w podsumowaniu|"
    r"итак|в итоге|таким образом|подводя итог\w*|короче говоря|вкратце|резюме|итого|"
    r"samengevat|kortom|samenvattend)(?=[\s,:—–.!]|$)|"
    r"^(?:#+\s*)?(?:まとめると|要するに|結論として|まとめ[:：]|要約[:：]|总之|总而言之|总结[:：])", re.I)


def parse(clause: str) -> bool:
    """Whether the clause bans ending the reply with a summary."""
    found = _RULE.search(clause)
    if not found or _ASKED.search(clause):
        return False
    if re.search(r"[぀-ヿ一-鿿]", found.group(0)):
        return bool(_NEGATED_CJK.search(clause[found.start():found.end() + 15]))
    return bool(_NEGATED.search(clause[max(0, found.start() - 30):found.start()]) or
                _NEGATED.search(clause[found.start():found.end()]))


def verdict(text: str) -> Finding:
    """no_closing_summary: the closing passage does not open on a summing-up marker."""
    # imported here: check.py reads this module's FORMATS, and the reply readers import check.py
    from memlock_core.compliance.part_length import split_sentences

    body, last = closing_passage(text)
    own = own_text(last).strip()
    if not own:
        return NOT_APPLICABLE, "no closing prose"
    candidates = [own]
    sentences = split_sentences(own)
    if not body.strip() and len(sentences) > 1:
        candidates = [sentences[-1]]  # one paragraph: its last sentence, not its first
    for passage in candidates:
        plain = re.sub(r"^[\s>*_-]*(?:\*\*|__)?", "", passage).replace("**", "").replace("__", "")
        if _MARKER.match(plain):
            return BROKEN, f"ends with a summary: \"{' '.join(plain.split())[:60]}\""
    return OBEYED, f"ends with \"{' '.join(own.split())[-50:]}\""
