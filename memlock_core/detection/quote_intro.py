"""Lead-ins that introduce someone else's words: what follows them is quoted, not the user's rule.

Shared by the directive reading (a clause after "The sticky note says:") and the unit splitter (which
must not strip such a lead-in and leave the quoted rule standing alone as if the user had said it).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# A clause that ends by introducing someone else's words before a colon: "The sticky note says:", "Her motto was:".
_SAYS_COLON = rx(r"\b(?:says?|said|reads?|wrote|writes|states?|stated|goes|went|puts?\s+it|motto|"
                         r"slogan|told\s+\w+|"
                         # a text that lists or advises: "It lists:", "The wiki recommends:", "Their guide suggests:"
                         r"lists|listed|recommends|recommended|suggests|suggested|advises|advised|proposes|proposed|"
                         r"includes|included|contains|contained|mentions|mentioned|"
                         # a program's or a bot's output: "the tool printed this:", "The CLI returned:", "it showed:"
                         r"printed|prints|outputs?|outputted|returned|returns|logged|showed|shows|displayed|displays|"
                         r"emitted|answered|replied|responded|"
                         # what someone else holds: "My colleague thinks:", "Bob reckons:", "The vendor claims:"
                         r"thinks|thought|reckons|believes|claims|argues|insists|feels)"
                         r"(?:\s+(?:this|that|back|out))?\s*:\s*$|"
                         # "Her motto was:", "The rule back then was:" (a subject of its own; German "Noch was:" is none)
                         r"\b(?:the|her|his|their|our|my|its|that|this)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:was|were)\s*:\s*$|"
                         # a piece of text named before its wording: "the template line is:", "the caption reads:"
                         r"\b(?:line|text|template|caption|title|subject|banner|sign|label|wording|tagline|heading|"
                         r"string|comment|prompt|slogan|motto|message)\s+(?:is|are|should\s+be|will\s+be)\s*:\s*$",
                         re.IGNORECASE)
# The user relaying what they told someone else: "I told the interns:", "I keep reminding Bob:" (not "I told you:").
_TOLD_OTHERS = rx(r"\b(?:told|tell|telling|asked|asking|reminded|reminding|warned|warning|instructed)\s+"
                          r"(?!you\b|u\b)[^:]{1,60}:\s*$", re.IGNORECASE)
# The same relay in the other languages memlock reads: a verb of saying before the colon, not said to "you"
# ("Le dije al becario:", "J'ai dit au stagiaire :", "Ich habe dem Praktikanten gesagt:", "Eu disse ao estagiário:").
_SAID_ELSEWHERE = rx(r"\b(?:dije|dijo|dice|dicen|decía|escribí|escribió|pedí|pidió|avisé|recordé|"
                             r"recomienda|recomendaba|sugiere|enumera|"
                             r"dit|disait|écrit|demandé|rappelé|prévenu|recommande|suggère|énumère|préconise|"
                             r"gesagt|sagte|sagt|geschrieben|schrieb|gebeten|erinnert|empfiehlt|empfahl|listet|"
                             r"disse|falei|escrevi|escreveu|pedi|pediu|recomenda|sugere|"
                             r"raccomanda|suggerisce|elenca|"
                             r"detto|dissi|scritto|chiesto|ricordato|zegt|zei|zeiden|schreef|schrijft|gevraagd|verteld|"
                             # where a text stands: "Im Handbuch steht:", "En la guía pone:", "Le README indique :"
                             r"steht|stand|stehen|standen|heißt\s+es|pone|ponía|figura|indica|indicaba|indique|"
                             r"indiquait|affiche|affichait|zeigt|zeigte|muestra|mostraba|mostró|devolvió|imprimió|"
                             r"renvoie|a\s+renvoyé|gab\s+aus|ausgegeben|"
                             # what someone else thinks: "Mein Kollege meint:", "Mon collègue pense :", "Ana opina:"
                             r"meint|meinte|findet|fand|denkt|glaubt|behauptet|pense|trouve|estime|affirme|prétend|"
                             r"opina|piensa|cree|afirma|sostiene|crede|acha|pensa)\b[^:]{0,60}:\s*$",
                             re.IGNORECASE)
_TO_YOU = rx(r"\b(?:te|ti|toi|vous|dir|dich|euch|você|vocês|usted|ustedes)\b|\bt['’]", re.IGNORECASE)
# "Wie gesagt:", "Como dije:", "Comme je l'ai dit :": the user restating their own rule
_AS_SAID = rx(r"^\W*(?:wie|como|comme|come|as)\b", re.IGNORECASE)
_OWN_WORDS = rx(r"^\W*(?:i|you)\b", re.IGNORECASE)
# "As I said:", "Und wie gesagt:", "Like I already said before:", "Zoals gezegd:": the user's own words said again
_AS_I_SAID = rx(r"^\W*(?:(?:and|also|so|but|und|aber|et|mais|y|pero|e|ma|en|maar|ok(?:ay)?|again)\W+)?(?:as|like|wie|comme|"
                r"como|come|zoals)\s+(?:(?:i|we|ich|wir|je|j['’]ai|yo|lo|io|ho|eu|ik|heb|te|ti|already|before|schon|bereits|"
                r"déjà|ya|già|já|al|l['’]ai|l['’]|have|had|hab|habe)\s+){0,3}(?:said|told\s+you|gesagt|sagte|dit|dije|dicho|"
                r"detto|disse|gezegd|zei)\b[^:]{0,20}:\s*$", re.IGNORECASE)


# A rule someone had once ("In my last job we had a rule:", "On avait une règle :", "Wir hatten die Regel:") and a text
# handed over to work on ("Translate into German:", "Proofread this:", "Traduis :"): what follows is material, not a rule
# given now.
_PAST_OR_MATERIAL = rx(r"\b(?:had|used\s+to\s+have|followed|teníamos|tenía|tenían|avait|avions|avaient|hatten|hatte|"
                       r"avevamo|aveva|tínhamos|tinha|hadden|had)\b[^:]{0,40}\b(?:rules?|motto|polic(?:y|ies)|sayings?|"
                       r"guidelines?|principles?|mantra|conventions?|regla|reglas|règle|règles|regel|regeln|regola|regole|"
                       r"regra|regras)\s*:\s*$|"
                       r"^\W*(?:(?:please|now|ok(?:ay)?|and|then)\W+)?(?:translate|proofread|rephrase|reword|paraphrase|"
                       r"summari[sz]e|spell-?check|polish|traduis|traduisez|traduce|traduza|traduci|übersetze|übersetz|"
                       r"vertaal|correct|corrige|korrigiere|fix\s+the\s+(?:grammar|typos|spelling))\b"
                       r"(?![^:]*\b(?:remember|from\s+now\s+on|rules?|always|never)\b)[^:]{0,40}:\s*$",
                       re.IGNORECASE)


# Someone else's text named as such: "Copy of the bot's earlier answer:", "Memory note saved by the agent:", "Your
# previous reply:", "You wrote earlier:" (the assistant's words come back; "you said:" alone stays the user's echo)
_MACHINE_TEXT = rx(r"\b(?:bot|assistant|agent|tool|model|ai|llm|chatgpt|claude|hermes|gpt[\w.-]*|copilot|linter|script|"
                   r"ci|cli|program)(?:['’]s)?\s+(?:[\w-]+\s+){0,2}(?:answers?|repl(?:y|ies)|responses?|messages?|output|"
                   r"notes?|text|words|summary|suggestions?|logs?)\b[^:]{0,40}:\s*$|"
                   r"\b(?:saved|written|generated|produced|created|left|added)\s+by\s+(?:the\s+|an?\s+|my\s+|our\s+)?"
                   r"(?:bot|assistant|agent|tool|model|ai|llm|script|plugin|hermes|claude)\b[^:]{0,40}:\s*$|"
                   r"\byour\s+(?:previous|earlier|last|first|old|own)\s+(?:answer|reply|response|message|output|note|"
                   r"summary)\b[^:]{0,40}:\s*$|"
                   r"\byou\s+(?:wrote|answered|replied|printed|suggested|said)\s+(?:earlier|before|previously|last\s+time|"
                   r"yesterday|this\s+morning|above|back\s+then)\b[^:]{0,20}:\s*$", re.IGNORECASE)
# Japanese: "README にこう書いてある：", "ログにはこう表示された：", "ボットはこう言っていた："
_SAID_JA = rx(r"(?:書いて(?:ある|あった|あります|ました)|書かれて(?:いる|いた|います|ました)|とある|と(?:言|い)って(?:いる|いた|"
              r"ます|ました)|こう(?:言|い)って(?:いる|いた|た)|表示され\w{0,3}|出力され\w{0,3})\W{0,2}[:：]\s*$")


# A label of a piece of material or of someone else's words: "Excerpt:", "Auszug:", "抜粋：", "Also from the old policy:",
# "Reviewer comment:", "Customer's reply:" (the user's own tags "Reminder:", "Note:", "Rules:" are no such label)
_MATERIAL_LABEL = rx(r"^\W*(?:(?:also|and|plus|here(?:'s| is)?|see)\s+)?(?:(?:an?|the)\s+)?(?:excerpts?|extracts?|snippets?|"
                     r"quotes?|quotations?|citations?|passages?|auszug|zitat|extraits?|extractos?|citas?|fragmentos?|"
                     r"estratto|citazione|trecho|抜粋|引用|摘录)(?:\s+(?:from|of|aus|de|du|del|da|di)\b[^:：]{0,40})?\s*[:：]\s*$|"
                     r"\bfrom\s+(?:the\s+|our\s+|my\s+|their\s+|an?\s+)?(?:old\s+|previous\s+|current\s+|new\s+|"
                     r"official\s+)?(?:polic(?:y|ies)|docs?|documentation|wiki|handbook|manual|readme|guide|runbook|ticket|"
                     r"issue|spec|contract|page|file|e-?mail|thread|article|post|slides?|memo)\b[^:：]{0,30}[:：]\s*$|"
                     r"\b(?:reviewer|colleague|coworker|co-worker|customer|client|manager|boss|pm|teammate|lead|cto|ceo|"
                     r"legal|qa|support|vendor|auditor|bot|linter)(?:['’]s)?\s+(?:comments?|notes?|messages?|feedback|"
                     r"repl(?:y|ies)|answers?|remarks?|reviews?|requests?|words|suggestions?)\s*[:：]\s*$",
                     re.IGNORECASE)


def introduces_quote(lead: str) -> bool:
    """Whether ``lead`` (a clause or lead-in ending in a colon) hands over to someone else's words.
    "I said:" / "you said:" stay the user's own; "I told the interns:" does not."""
    if ":" not in lead and "：" not in lead:
        return False  # every pattern below that hands over ends on a colon (tests/test_literal_gate.py): no scan needed
    if _AS_I_SAID.match(lead):
        return False
    if _PAST_OR_MATERIAL.search(lead) or _MACHINE_TEXT.search(lead) or _SAID_JA.search(lead) \
            or _MATERIAL_LABEL.search(lead):
        return True
    if _SAYS_COLON.search(lead) and not _OWN_WORDS.match(lead):
        return True
    if _TOLD_OTHERS.search(lead):
        return True
    return bool(_SAID_ELSEWHERE.search(lead)) and not _TO_YOU.search(lead) and not _AS_SAID.match(lead)


# What the user asks to be told to someone else: "... that tells contributors to never force-push",
# "remind the team not to deploy on Fridays" (not "tell me to ...", "I asked you to ...").
RELAYED_TAIL = rx(r"\b(?:tells?|telling|told|asks?|asking|asked|reminds?|reminding|reminded|instructs?|"
                          r"instructing|instructed|warns?|warning|warned)\s+"
                          r"(?!me\b|us\b|you\b|yourself\b)(?:(?:the|our|my|all|every|each|any|new|their|his|her)\s+)?"
                          r"[\w-]+(?:\s+[\w-]+)?\s+(?:(?:to|not\s+to|never\s+to|always\s+to|to\s+always|to\s+never)\b)"
                          r"[^.!?\n]*|"
                          # or the wording of a thing: "a poster that says Use metric units!"
                          r"\b(?:that|which)\s+(?:says|reads|said)\b[^.!?\n]*", re.IGNORECASE)
# A lead-in ending in a colon inside a line: "It should say: ...", "the template line is: ..."
LEAD_BEFORE_COLON = rx(r"(?:^|(?<=[.!?。\n]))([^.!?。\n:：]{2,80}[:：])[ \t]*")
