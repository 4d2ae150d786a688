"""One UI framework instead of another: "SwiftUI only for iOS examples, no UIKit", "use vanilla JS, no jQuery",
"JavaFX rather than Swing", "pas de jQuery, du JavaScript natif", "kein UIKit, nur SwiftUI", "UIKit は使わないで".

Why a module: a framework is used through its own names, not through one import a reader could refuse (a UIKit
view controller needs no ``import UIKit`` line in a snippet; jQuery is ``$(...)``). Each framework here is known
by what code that builds with it writes: UIKit by its view and controller classes (``UITableViewController``,
``UILabel``; ``UIApplication`` opening a URL builds no UI), jQuery by ``$(...)`` / ``jQuery(...)`` calls and
``$.ajax``, Swing by its ``J`` components and ``javax.swing``. The refused framework becomes a
``no_framework:NAME`` requirement judged on the reply's code blocks: code that builds with it breaks the rule, code
that builds with the wanted one keeps it, and code with neither (decoding JSON in Swift) is not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

# a framework's name in a rule -> how code that uses it looks; and the code of its rivals (the framework wanted)
_USES: dict[str, re.Pattern[str]] = {
    "uikit": rx(r"^\s*import\s+UIKit\b|\bUI(?:\w*View(?:Controller)?|Label|Button|Window|TextField|Switch|Slider|"
                r"NavigationController|TabBarController|StackView|ImageView|ScrollView|Alert(?:Controller)?|"
                r"TableViewCell|CollectionViewCell|Storyboard)\b", re.M),
    "jquery": rx(r"(?<![\w$.])(?:\$|jQuery)\s*\(|(?<![\w$])\$\.(?:ajax|get|post|getJSON|each|fn)\b|jquery(?:\.min)?\.js"),
    "swing": rx(r"\bjavax\.swing\b|\bJ(?:Frame|Panel|Button|Label|TextField|Table|List|ScrollPane|OptionPane)\b"),
}
_WANTED: dict[str, re.Pattern[str]] = {
    "uikit": rx(r"^\s*import\s+SwiftUI\b|:\s*View\s*\{|\bsome\s+View\b|\b(?:VStack|HStack|ZStack|NavigationStack|List)\s*[({]",
                re.M),
    "jquery": rx(r"\bdocument\.(?:querySelector(?:All)?|getElementById)\b|\baddEventListener\b|\bfetch\s*\("),
    "swing": rx(r"\bjavafx\.\w+|\b(?:Stage|Scene|VBox|HBox)\b"),
}
_NAMES = rx(r"(?<![\w-])(?:(?P<uikit>UIKit)|(?P<jquery>jQuery|jquery|\$\(\))|(?P<swing>Swing))(?![\w-])")
_REFUSE = rx(r"\b(?:no|not|never|don'?t|do not|avoid|without|instead of|rather than|over|pas de|jamais|sans|au lieu de|"
             r"kein\w*|nie|nicht|ohne|statt|anstatt|nada de|nunca|sin|en vez de|en lugar de|sem|niente|senza|invece di)\b|"
             r"使わない|使用しない|ではなく|じゃなく|不要|别用|不用", re.I)


def parse(text: str) -> list[str]:
    """``no_framework:NAME`` for each framework of the table ``text`` refuses."""
    if not isinstance(text, str):
        return []
    out = []
    for m in _NAMES.finditer(text):
        name = next(k for k, v in m.groupdict().items() if v)
        near = text[max(0, m.start() - 30):m.start()]
        after = text[m.end():m.end() + 12]
        if _REFUSE.search(near) or re.match(r"\s*(?:は|を)?\s*(?:使わない|使用しない|禁止|不要|なし)", after):
            out.append(f"no_framework:{name}")
    return list(dict.fromkeys(out))


def verdict(name: str, blocks: list[tuple[str, str]]) -> Finding:
    """Judge the code ``blocks`` (info, body) against the refused framework ``name``."""
    uses, wanted = _USES.get(name), _WANTED.get(name)
    if uses is None or wanted is None:
        return NOT_APPLICABLE, f"unknown framework {name!r}"
    seen = False
    for _info, body in blocks:
        found = uses.search(body)
        if found:
            line = body[body.rfind("\n", 0, found.start()) + 1:].split("\n")[0]
            return BROKEN, f"{name} in the code: \"{line.strip()[:60]}\""
        seen = seen or bool(wanted.search(body))
    return (OBEYED, f"no {name} in the code") if seen else (NOT_APPLICABLE, f"no UI code that {name} could build")
