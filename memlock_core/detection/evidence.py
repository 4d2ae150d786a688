"""Evidence units: the sentences of the in-force region that may keep an anchor alive.

Both detection modes decide on the same units (issue 9): a sentence of the system prompt or of a
user message after the latest summary that *reads as a rule* (:mod:`memlock_core.detection.directive`),
or a line of memlock's own reminder block. A sentence in a language the English rule lexicon does
not cover is kept on authority alone, since its form cannot be judged. Everything else (statements,
questions, assistant prose, tool output, quoted material) is not evidence: an anchor with no
matching evidence unit is drifted and gets re-injected, the safe direction.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from memlock_core.detection.active_region import REMINDER_ROLE, ActivePiece
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.evidence_index import EvidenceIndex
from memlock_core.detection.lexical import model_covers
from memlock_core.detection.sentence_units import Unit, unit_texts


@lru_cache(maxsize=65536)
def is_evidence(text: str, role: str) -> bool:
    """Whether one unit of an in-force piece reads as a rule (reminder lines always do)."""
    if role == REMINDER_ROLE:
        return True
    return reads_as_directive(text, "user") or not model_covers(text)


def classify(text: str) -> tuple[str, ...]:
    """The evidence units of one in-force user or system text: its sentence units
    (:func:`~memlock_core.detection.sentence_units.unit_texts`) that read as a rule. Remembered per
    text by :data:`EVIDENCE`, so a compaction audit reads only the texts it has not seen."""
    return tuple(t for t in unit_texts(text) if is_evidence(t, "user"))


EVIDENCE = EvidenceIndex(classify)  # one per process: detection, the reverse audit and the engine share it


def piece_units(piece: ActivePiece) -> tuple[str, ...]:
    """The evidence units of one in-force piece (a reminder line is evidence whole)."""
    if piece.role == REMINDER_ROLE:
        return (piece.text,)
    return EVIDENCE.evidence(piece.text).units


def evidence_units(pieces: Sequence[ActivePiece]) -> list[Unit]:
    """Every evidence unit of ``pieces``, in history order."""
    units: list[Unit] = []
    for piece in pieces:
        units.extend(Unit(piece.index, piece.role, t) for t in piece_units(piece))
    return units
