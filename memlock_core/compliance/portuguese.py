"""European vs Brazilian Portuguese: which variety a reply's own words are written in.

Markers, not a dictionary: words one variety uses and the other does not (ecrã / tela, ficheiro / arquivo,
autocarro / ônibus, equipa / equipe, facto / fato, contacto / contato, registo / registro), the accent
before m / n (económico, género, ténis / econômico, gênero, tênis), and the progressive (estou a fazer /
estou fazendo). A reply with no marker says nothing either way.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_PAIRS = (("ecrã", "tela"), ("ficheiro", "arquivo"), ("ficheiros", "arquivos"), ("autocarro", "ônibus"),
          ("comboio", "trem"), ("telemóvel", "celular"), ("equipa", "equipe"), ("facto", "fato"),
          ("contacto", "contato"), ("contactos", "contatos"), ("registo", "registro"), ("registos", "registros"),
          ("utilizador", "usuário"), ("utilizadores", "usuários"), ("rato", "mouse"), ("casa de banho", "banheiro"),
          ("pequeno-almoço", "café da manhã"), ("frigorífico", "geladeira"), ("sumo", "suco"), ("gelado", "sorvete"),
          ("camisola", "camiseta"), ("desporto", "esporte"), ("receção", "recepção"), ("secção", "seção"),
          ("guarda-redes", "goleiro"), ("apelido", "sobrenome"), ("talho", "açougue"),
          ("propina", "mensalidade"), ("lixo", "lixeira"), ("miúdo", "garoto"), ("rapariga", "moça"))
# Spellings European Portuguese kept until the 1990 agreement (acção, óptimo, projecto): European only; their
# reformed forms (ação, ótimo, projeto) are written on both sides, so they tell nothing
_PT_OLD = ("acção", "acções", "óptimo", "direcção", "colecção", "selecção", "projecto", "objecto", "correcto", "exacto",
           "actual", "actualizar", "efectivo", "óptima", "correcta", "exacta", "objectivo", "objectivos")
_PT_WORDS = {pt: pt for pt, _ in _PAIRS if pt != "lixo"} | {w: w for w in _PT_OLD}
_BR_WORDS = {br: br for _, br in _PAIRS}
_WORD = rx(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_PT_ACCENT = rx(r"\b\w*[óé](?:mic|min|nic|ner|nis|mul)\w*\b|\bAntónio\b", re.I)   # económico, género, ténis
_BR_ACCENT = rx(r"\b\w*[ôê](?:mic|min|nic|ner|nis|mul)\w*\b|\bAntônio\b|\bônibus\b", re.I)
_PT_PROGRESSIVE = rx(r"\b(?:estou|está|estás|estava|estão|estamos|estive|esteja)\s+a\s+\w+(?:ar|er|ir)\b", re.I)
_BR_PROGRESSIVE = rx(r"\b(?:estou|está|estava|estão|estamos|estiver|estivesse|esteja|fica|ficar)\s+\w+ndo\b", re.I)
_BR_VOCE = rx(r"\bvocê\b", re.I)


def variety_markers(text: str) -> tuple[list[str], list[str]]:
    """(European markers, Brazilian markers) in ``text`` (prose)."""
    low = re.sub(r"\bde\s+fact[oa]\b", " ", text.lower())  # the Latin "de facto" is no Portuguese spelling
    words = _WORD.findall(low)
    pt = [w for w in words if w in _PT_WORDS] + [p for p in ("casa de banho", "pequeno-almoço") if p in low]
    br = [w for w in words if w in _BR_WORDS] + [p for p in ("café da manhã",) if p in low]
    pt += [m.group(0) for m in _PT_ACCENT.finditer(text)] + [m.group(0) for m in _PT_PROGRESSIVE.finditer(text)]
    br += [m.group(0) for m in _BR_ACCENT.finditer(text)] + [m.group(0) for m in _BR_PROGRESSIVE.finditer(text)]
    br += [m.group(0) for m in _BR_VOCE.finditer(text)][:1]  # casual "você" is Brazilian (European uses it formally)
    return pt, br
