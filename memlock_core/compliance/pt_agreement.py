"""Portuguese spelled after the 1990 spelling agreement ("use a ortografia do novo acordo (ação, não acção)").

The agreement dropped the consonants European Portuguese wrote but did not say before ç, c and t (acção: ação,
óptimo: ótimo, projecto: projeto, direcção: direção, actual: atual). A pre-agreement form is a word, not a judgement:
the reply breaks the rule when its Portuguese prose writes one, keeps it when it writes a reformed form that the old
spelling wrote otherwise, and says nothing either way with neither. Words the agreement kept in European Portuguese
(facto, contacto, pacto) are on neither list; prose in another language ("the actual value") is not read.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the rule's words: "novo acordo", "acordo ortográfico", "AO90", "nova ortografia", "pós-acordo"
AGREEMENT_WORDS = rx(r"\bnovo acordo\b|\bacordo ortogr[áa]fico\b|\bAO\s?(?:19)?90\b|\bnova ortografia\b|\bp[óo]s-acordo\b|"
                     r"\bortografia (?:atual|reformada)\b", re.I)
# old form -> reformed form (stems: each stands for the word and its inflections, "acç" covers acção and acções)
_OLD = ("acção", "acções", "óptimo", "óptima", "óptimos", "óptimas", "direcção", "direcções", "colecção", "colecções",
        "selecção", "selecções", "correcção", "correcções", "protecção", "infecção", "projecto", "projectos", "objecto",
        "objectos", "correcto", "correcta", "correctos", "correctamente", "exacto", "exacta", "exactamente", "actual",
        "actuais", "actualmente", "actualizar", "actualização", "actualizações", "actualizado", "actualizada",
        "efectivo", "efectiva", "efectivamente", "efectuar", "objectivo", "objectivos", "adopção", "adoptar",
        "excepção", "excepções", "arquitectura", "eléctrico", "eléctrica", "electrónico", "electrónica", "director",
        "baptismo", "óptica", "respectivo", "respectiva", "aspecto", "aspectos", "detectar", "inspecção", "acto", "actos",
        "activo", "activa", "activar", "reacção", "interacção", "transacção", "transacções", "colectivo", "selectivo")
_NEW = ("ação", "ações", "ótimo", "ótima", "direção", "coleção", "seleção", "correção", "proteção", "infeção", "projeto",
        "projetos", "objeto", "objetos", "correto", "correta", "exato", "exata", "atual", "atuais", "atualmente",
        "atualizar", "atualização", "atualizado", "efetivo", "efetivamente", "efetuar", "objetivo", "objetivos", "adoção",
        "adotar", "exceção", "exceções", "arquitetura", "elétrico", "eletrónico", "diretor", "ótica", "respetivo",
        "aspeto", "detetar", "inspeção", "ato", "ativo", "ativa", "ativar", "reação", "interação", "transação",
        "coletivo", "seletivo")
_OLD_WORD = rx(r"(?<![\w-])(?:" + "|".join(sorted(_OLD, key=len, reverse=True)) + r")(?![\w-])", re.I)
_NEW_WORD = rx(r"(?<![\w-])(?:" + "|".join(sorted(_NEW, key=len, reverse=True)) + r")(?![\w-])", re.I)
# Portuguese prose: its letters (ã, õ, ç) or at least three of its frequent words
_PT_LETTERS = rx(r"[ãõç]", re.I)
_PT_WORDS = rx(r"\b(?:não|é|são|uma|um|os|as|do|da|dos|das|em|no|na|para|com|que|se|você|pode|também|mais|está)\b", re.I)


def portuguese(prose: str) -> bool:
    """The prose reads as Portuguese."""
    return bool(_PT_LETTERS.search(prose)) or len(_PT_WORDS.findall(prose)) >= 3


def old_forms(prose: str) -> list[str]:
    """The pre-agreement spellings of ``prose``, as written."""
    return [m.group(0) for m in _OLD_WORD.finditer(prose)]


def new_forms(prose: str) -> list[str]:
    """The reformed spellings of ``prose`` that the old spelling wrote otherwise, as written."""
    return [m.group(0) for m in _NEW_WORD.finditer(prose)]
