"""Integrity primitives for the durable pin store: hashes, the optional HMAC key, the manifest.

Why a manifest at all: the store must tell "a pin the user made" from "a file someone dropped or
edited". The manifest lists every trusted record with its sha256 and size; with a key configured it
is also signed (HMAC-SHA256 over its canonical JSON), so rewriting a record *and* the manifest still
does not make a pin trusted without the key, which lives outside the store.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import memlock_core.safejson as safejson
from memlock_core.errors import BackendUnavailable
from memlock_core.regex_cache import rx

MANIFEST_FORMAT = "memlock-pin-manifest"
MANIFEST_VERSION = 3
KEY_ENV = "MEMLOCK_HMAC_KEY"
MIN_KEY_BYTES = 16
MAX_MANIFEST_BYTES = 256 << 20  # about 1.5 million pins; anything larger is not a manifest memlock wrote
SIGNED_WITHOUT_KEY = ("this store is HMAC-signed but no key is configured (hmac_key_file or $MEMLOCK_HMAC_KEY), "
                      "so nothing in it can be verified; restore the key, or run `memlock signing off --yes` "
                      "to stop signing it (logged)")
_HEX64 = rx(r"^[0-9a-f]{64}$")
# Record names are ``paths.safe_file_stem`` output: a short slug and a 12-hex hash of the full id.
STEM_RE = rx(r"^[A-Za-z0-9._-]{1,64}-[0-9a-f]{12}$")


class KeyProblem(BackendUnavailable, ValueError):
    """The configured HMAC key cannot be used (missing, empty, too short, or readable by others)."""


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def canonical(obj: Any) -> bytes:
    """One byte encoding per JSON value, so a signature never depends on key order or spacing."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def mac(key: bytes, obj: Any) -> str:
    return hmac.new(key, canonical(obj), hashlib.sha256).hexdigest()


def mac_ok(key: bytes, obj: Any, given: Any) -> bool:
    return isinstance(given, str) and hmac.compare_digest(mac(key, obj), given)


def load_key(key_file: str = "") -> bytes | None:
    """The integrity key: ``$MEMLOCK_HMAC_KEY``, else a key file readable only by its owner, else None.

    A configured key that cannot be used raises :class:`KeyProblem`: silently running without the
    key would downgrade every later check.
    """
    env = os.environ.get(KEY_ENV, "")
    if env:
        key = env.encode("utf-8")
        if len(key) < MIN_KEY_BYTES:
            raise KeyProblem(f"${KEY_ENV} is shorter than {MIN_KEY_BYTES} bytes")
        return key
    if not key_file:
        return None
    path = Path(os.path.expanduser(key_file))
    try:
        info = path.stat()
    except OSError as exc:
        raise KeyProblem(f"HMAC key file {path} is not readable: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise KeyProblem(f"HMAC key file {path} is not a regular file")
    if info.st_mode & 0o077:
        raise KeyProblem(f"HMAC key file {path} must not be accessible by group or others (chmod 600)")
    key = path.read_bytes().strip()
    if len(key) < MIN_KEY_BYTES:
        raise KeyProblem(f"HMAC key file {path} holds fewer than {MIN_KEY_BYTES} bytes")
    return key


def record_entry(pin_id: str, raw: bytes) -> dict[str, Any]:
    """The manifest entry that makes ``raw`` the trusted content of a record."""
    return {"id": pin_id, "sha256": sha256_hex(raw), "size": len(raw)}


def entry_matches(entry: dict[str, Any] | None, raw: bytes) -> bool:
    return entry is not None and bool(entry) and entry.get("size") == len(raw) and entry.get("sha256") == sha256_hex(raw)


def _count_ok(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _number_ok(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value and value >= 0


def _entry_ok(entry: Any) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("id"), str) and bool(entry["id"])
            and isinstance(entry.get("sha256"), str) and bool(_HEX64.match(entry["sha256"]))
            and isinstance(entry.get("size"), int) and not isinstance(entry.get("size"), bool) and entry["size"] >= 0)


@dataclass
class LogHead:
    """Where the decision log ended when the manifest was written: binds the log to the manifest."""

    count: int = 0
    sha256: str = ""
    bytes: int = 0  # file backend: byte offset of the end of the covered log

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "sha256": self.sha256, "bytes": self.bytes}

    @classmethod
    def from_dict(cls, data: Any) -> "LogHead":
        if not isinstance(data, dict):
            raise ValueError("log_head must be an object")
        count, digest, size = data.get("count", 0), data.get("sha256", ""), data.get("bytes", 0)
        if not (_count_ok(count) and _count_ok(size) and isinstance(digest, str)
                and (digest == "" or _HEX64.match(digest))):
            raise ValueError("field log_head must hold count, sha256 and bytes")
        return cls(count, digest, size)


@dataclass
class Manifest:
    """The trusted table of a store. ``pending`` is a committed intent (see the file backend)."""

    store_id: str
    generation: int = 0
    pins: dict[str, dict[str, Any]] = field(default_factory=dict)
    log_head: LogHead = field(default_factory=LogHead)
    pending: dict[str, Any] | None = None
    updated_at: float = 0.0
    signed: bool = False

    def body(self) -> dict[str, Any]:
        data = {"format": MANIFEST_FORMAT, "version": MANIFEST_VERSION, "store_id": self.store_id,
                "generation": self.generation, "updated_at": self.updated_at, "pins": self.pins,
                "log_head": self.log_head.to_dict(), "signed": self.signed}
        if self.pending is not None:
            data["pending"] = self.pending
        return data

    def to_bytes(self, key: bytes | None) -> bytes:
        data = self.body()
        if key is not None:
            data["hmac"] = mac(key, data)
        # compact on purpose: ``indent`` would switch json to its pure-Python encoder (10x slower for big stores)
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")

    @classmethod
    def parse(cls, raw: bytes, key: bytes | None, *, unverified: bool = False) -> tuple["Manifest | None", str]:
        """(manifest, problem). Returned only when well formed and, with a key, correctly signed.

        Every field is checked for its type, and a problem names the field. A store that says it is
        signed (an ``hmac`` or ``"signed": true``) is refused when no key is configured: removing
        the key from the configuration must not silently turn verification off. ``unverified`` (only
        for ``memlock signing off``, an explicit operator decision) accepts it without a key.
        """
        try:
            data = safejson.loads(raw, what="manifest", max_bytes=MAX_MANIFEST_BYTES, max_depth=0)
            if not isinstance(data, dict) or data.get("format") != MANIFEST_FORMAT:
                raise ValueError("not a memlock manifest")
            if data.get("version") != MANIFEST_VERSION:
                raise ValueError(f"unsupported manifest version {data.get('version')!r}")
            store_id, generation, pins = data.get("store_id"), data.get("generation"), data.get("pins")
            if not isinstance(store_id, str) or not store_id:
                raise ValueError("field store_id must be a non-empty string")
            if not _count_ok(generation):
                raise ValueError("field generation must be a whole number >= 0")
            if not isinstance(pins, dict):
                raise ValueError("field pins must be an object")
            for stem, entry in pins.items():
                if not STEM_RE.match(stem) or not _entry_ok(entry):
                    raise ValueError(f"field pins: bad entry {stem!r}")
            head = LogHead.from_dict(data.get("log_head", {}))
            pending = data.get("pending")
            if pending is not None and not (_pending_ok(pending) and safejson.depth_ok(pending)):
                raise ValueError("field pending is malformed")
            updated_at = data.get("updated_at", 0.0)
            if not _number_ok(updated_at):
                raise ValueError("field updated_at must be a number (seconds since the epoch)")
            declared = data.get("signed", False)
            if not isinstance(declared, bool):
                raise ValueError("field signed must be true or false")
            signature = data.pop("hmac", None)
            if signature is not None and not (isinstance(signature, str) and _HEX64.match(signature)):
                raise ValueError("field hmac must be an HMAC-SHA256 of 64 hex digits")
        except ValueError as exc:
            return None, f"manifest is corrupt ({exc})"
        if key is None and (signature is not None or declared) and not unverified:
            return None, SIGNED_WITHOUT_KEY
        if key is not None and not mac_ok(key, data, signature):
            why = "is not signed" if signature is None else "has a signature that does not verify"
            return None, f"manifest {why} with the configured HMAC key"
        manifest = cls(store_id=store_id, generation=cast(int, generation), pins=pins, log_head=head, pending=pending,
                       updated_at=float(updated_at), signed=signature is not None)
        return manifest, ""


def _pending_ok(pending: Any) -> bool:
    if not isinstance(pending, dict) or not isinstance(pending.get("op"), str):
        return False
    entries = pending.get("entries")
    if not isinstance(entries, dict) or not isinstance(pending.get("log", []), list):
        return False
    return all(STEM_RE.match(stem) and (entry is None or _entry_ok(entry)) for stem, entry in entries.items())


def salvage_store_id(raw: bytes | None) -> str | None:
    """The store id of a damaged manifest, if it can still be read (keeps snapshots importable).

    Only an identity, never trust: a rebaseline still has to be run.
    """
    if not raw:
        return None
    found = re.search(rb'"store_id"\s*:\s*"([0-9a-f]{32})"', raw)
    return found.group(1).decode() if found else None
