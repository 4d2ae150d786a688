"""The record codec: a durable pin's stored bytes, and the checks a record must pass to be one.

One piece of the pin store (:mod:`.base` holds the trust rules, :mod:`.verification` applies them,
:mod:`.transaction` commits a change). Decoding is bounded (``MAX_RECORD_BYTES``, depth-limited
JSON) and strict: a record that is not a well-formed durable pin under its own name is refused
with a reason, which becomes its quarantine reason.
"""
from __future__ import annotations

import json

import memlock_core.safejson as safejson
from memlock_core.anchor import Anchor, pin_kind
from memlock_core.errors import PinStoreError
from memlock_core.paths import safe_file_stem

MAX_RECORD_BYTES = 1 << 20
DURABLE_SCOPES = ("global", "project")


def stem_for(pin_id: str) -> str:
    return safe_file_stem(pin_id)


def encode_record(anchor: Anchor) -> bytes:
    """The stored form of a durable pin: session-local audit marks are not part of it."""
    data = anchor.to_dict()
    data.update(status="unknown", last_score=None, last_evidence="", last_alive_turn=None)
    data["kind"] = pin_kind(anchor.scope)
    return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1).encode("utf-8")


def decode_record(name: str, raw: bytes, expected_id: str | None = None) -> tuple[Anchor | None, str]:
    """(anchor, "") for a well-formed durable pin stored under ``name``; else (None, reason)."""
    try:  # the bounded reader: a 10,000-deep record is a ValueError here, never a RecursionError
        anchor = Anchor.from_dict(safejson.loads(raw, what="pin record", max_bytes=MAX_RECORD_BYTES))
    except (ValueError, TypeError, UnicodeDecodeError) as exc:
        return None, f"not a pin record ({str(exc)[:120]})"
    if expected_id is not None and anchor.id != expected_id:
        return None, f"holds pin {anchor.id!r} but the manifest lists {expected_id!r}"
    if stem_for(anchor.id) != name:
        return None, f"pin {anchor.id!r} is stored under the wrong name"
    if anchor.scope not in DURABLE_SCOPES:
        return None, f"scope {anchor.scope!r} does not belong in the durable store"
    if anchor.scope == "project" and not (isinstance(anchor.project, str) and anchor.project):
        return None, "project pin without a project"
    anchor.kind = pin_kind(anchor.scope)
    return anchor, ""


def check_durable(anchor: Anchor) -> None:
    if anchor.scope not in DURABLE_SCOPES:
        raise PinStoreError(f"only global and project pins are stored durably, not scope {anchor.scope!r}")
    if anchor.scope == "project" and not anchor.project:
        raise PinStoreError("a project pin needs a proven project (git root); none was given")
