"""One exception root for everything memlock raises on purpose, and the CLI exit code of each kind.

Why one root: a host wraps every memlock call in ``except MemlockError`` to fail open, and the CLI
maps a refusal to its documented exit code in one place (:func:`exit_code_for`) instead of in every
command. Integrity refusals are deliberately *not* ``OSError``: "the store does not verify" must
never be confused with "the disk said no".
"""
from __future__ import annotations

OK, ERROR, USAGE, INTEGRITY = 0, 1, 2, 3


class MemlockError(Exception):
    """Root of every error memlock raises on purpose."""

    exit_code = ERROR


class UsageError(MemlockError, ValueError):
    """The caller's input is wrong (bad argument, bad id, bad pin text); nothing was changed."""

    exit_code = USAGE


class RefusedError(MemlockError):
    """A well-formed request was refused (not found, conflict, policy); nothing was changed."""

    exit_code = ERROR


class IntegrityError(MemlockError):
    """Something stored does not verify (manifest, signature, snapshot): held back, never served."""

    exit_code = INTEGRITY


class BackendUnavailable(MemlockError):
    """A configured backend cannot be reached or opened (database down, driver missing, key unusable)."""

    exit_code = ERROR


# ── the durable pin store ─────────────────────────────────────────────────────
class PinStoreError(RefusedError):
    """The durable store refused or could not make a change; the session half of it is cancelled too."""


class StoreUntrusted(PinStoreError, IntegrityError):
    """The manifest is missing, corrupt or wrongly signed: writes wait for ``memlock rebaseline``."""

    exit_code = INTEGRITY


class StoreUnavailable(PinStoreError, BackendUnavailable):
    """The backend cannot be reached or opened (database down, driver missing, key unusable)."""


class StoreWriteFailed(PinStoreError):
    """The disk refused a change (full, read-only, I/O error); the change was rolled back."""


class PinConflict(PinStoreError):
    """The pin changed since the caller read it."""


class NotFound(PinStoreError):
    """No such pin or quarantine item."""


def describe_os_error(exc: OSError) -> str:
    """An OSError in words a user acts on: a full disk is said to be a full disk."""
    import errno

    words = {errno.ENOSPC: "no space left on the device (the disk is full)",
             errno.EDQUOT: "disk quota exceeded",
             errno.EROFS: "the file system is read-only",
             errno.EACCES: "permission denied", errno.EPERM: "operation not permitted",
             errno.EIO: "input/output error (a failing or full disk)"}
    what = words.get(exc.errno or -1, exc.strerror or str(exc))
    where = f" ({exc.filename})" if getattr(exc, "filename", None) else ""
    return what + where


def exit_code_for(exc: BaseException) -> int:
    """The CLI's documented exit code for ``exc`` (1 for anything not raised by memlock on purpose)."""
    return exc.exit_code if isinstance(exc, MemlockError) else ERROR
