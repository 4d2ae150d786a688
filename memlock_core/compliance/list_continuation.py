"""Where a numbered list stops being one: numbering that repeats or goes back ("1. 2. 2."), and steps that go on
after it without a number.

A rule that asks for numbered steps is broken by a list that numbers some of them: a line right under the last item
(no blank line, no indent) that is itself a step ("「今すぐ…」を押せば完了です。", "Then press Save."), or a paragraph
after the list that opens with an additive word and gives one more instruction ("Also, the container runs as root;
add a USER line."). A closing remark ("That's it!", "Also note that the free tier is slow.") gives no instruction and
stays outside. The verdict itself is in :mod:`reply_structure`; this module reads the raw lines, which keep the
blank lines the markdown parse drops.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["STEP", "numbering_break", "unnumbered_step"]

_ITEM = rx(r"^(?P<indent>\s*)(?P<n>\d{1,3})[.)．]\s+\S")
_FENCE = rx(r"^\s*(?:```|~~~)")
# an instruction: an imperative step verb (en/fr/de/es/it/pt), or a Japanese / Chinese action on an object
STEP = rx(
    r"(?:^|[,;:.]\s+|\b(?:and|then|next|finally|now|et|puis|ensuite|und|dann|y|luego|después|e|poi)\s+)"
    r"(?:install|run|clone|copy|open|create|add|set|configure|click|select|go|type|enter|restart|start|stop|edit|update|"
    r"delete|remove|check|make|build|deploy|download|save|push|pull|commit|navigate|write|change|replace|move|enable|"
    r"disable|choose|press|launch|upload|export|import|activate|tap|use|switch|pin|put|"
    r"ouvre[zs]?|clique[zs]?|appuie[zs]?|sélectionne[zs]?|lance[zs]?|installe[zs]?|ajoute[zs]?|entre[zs]?|tape[zs]?|"
    r"öffne|klicke?|drücke?|wähle|starte|installiere|füge|tippe|gib|"
    r"abre|haz|pulsa|presiona|selecciona|instala|añade|escribe|toca|"
    r"apri|clicca|premi|seleziona|installa|aggiungi|tocca|"
    r"abra|clique|pressione|selecione|instale|adicione|toque)\b|"
    r"を(?:押|タップ|クリック|開|選択|実行|入力|インストール|設定|作成|追加|保存)|(?:点击|打开|选择|输入|安装|运行)",
    re.I | re.M)
# a paragraph that adds one more item of the list's kind ("Also, ...", "De plus, ...", "Außerdem ...")
_ADDITIVE = rx(r"^\W*(?:also|additionally|in addition|another (?:thing|issue|step)|plus|one more thing|"
                       r"de plus|aussi|en outre|également|außerdem|zusätzlich|ebenfalls|además|también|asimismo|"
                       r"inoltre|anche|além disso|também|また|さらに|他にも|此外|另外)\b", re.I)


def _raw(text: str) -> list[str]:
    """The reply's lines outside fenced code."""
    out, fenced = [], False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            out.append(line)
    return out


def numbering_break(text: str) -> str | None:
    """The first item of a numbered list whose number repeats or goes back ("1. 2. 2.", "1. 3. 2."); None when every
    list counts up, or numbers every item alike ("1. 1. 1.", which markdown renders 1, 2, 3)."""
    lines = _raw(text)
    run: list[tuple[int, str]] = []
    for line in lines + [""]:
        found = _ITEM.match(line)
        if found and not found.group("indent"):
            run.append((int(found.group("n")), line))
            continue
        if found or (line.strip() and line.startswith((" ", "\t"))):
            continue  # a nested item or an indented continuation: the run goes on
        numbers = [n for n, _ in run]
        if len(numbers) >= 2 and len(set(numbers)) > 1:
            for (a, _), (b, shown) in zip(run, run[1:]):
                if b <= a:
                    return shown.strip()
        if line.strip() or not run:
            run = []
    return None


def unnumbered_step(text: str) -> str | None:
    """A step given without a number after a numbered list: a line right under its last item, or an additive
    paragraph after it, that holds an instruction; None when there is none."""
    lines = _raw(text)
    last = max((i for i, ln in enumerate(lines) if _ITEM.match(ln) and not _ITEM.match(ln).group("indent")),  # type: ignore[union-attr]
               default=None)
    if last is None:
        return None
    after = lines[last + 1:]
    if after and after[0].strip() and not after[0].startswith((" ", "\t")) and not re.match(r"^\s*(?:[-*+•]|\d)", after[0]) \
            and STEP.search(after[0]):
        return after[0].strip()  # right under the list, no blank line: the list's next item, unnumbered
    for line in after:
        if line.strip() and _ADDITIVE.match(line) and STEP.search(line):
            return line.strip()
    return None
