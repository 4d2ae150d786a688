"""Durable (global and project) pins as the sessions of this process see them.

One role of the :class:`~memlock_core.session.engine.Engine` facade: it owns the pin store, loads it
once per store change (the store's cheap change token), keeps serving the last verified load while
the store cannot be reached (``durable_offline_max_s``), seeds static and durable pins into a
session, and re-checks every durable pin at injection (:meth:`DurableSync.admitted_now`): fail closed
toward trust.
"""
from __future__ import annotations

import contextlib
import logging
import threading
import time
from pathlib import Path
from typing import Any, Sequence

from memlock_core.anchor import Anchor, pin_kind
from memlock_core.config import Config
from memlock_core.errors import StoreUnavailable, StoreUntrusted
from memlock_core.pinstore.contract import PinLoad, PinStore
from memlock_core.pinstore.factory import open_pin_store
from memlock_core.session import durable_pins
from memlock_core.session.registry import LiveSession, SessionRegistry
from memlock_core.session.state import SessionState
from memlock_core.session.status import quarantine_notice
from memlock_core.trust.admission import AdmissionPolicy, injectable
from memlock_core.trust.tombstones import from_log

log = logging.getLogger("memlock")
DURABLE_KINDS = ("global", "project")


class DurableSync:
    """The pin store, its cached verified load, and the seeding of sessions from it."""

    def __init__(self, cfg: Config, home: Path, registry: SessionRegistry, pin_store: PinStore | None = None):
        self.cfg = cfg
        self.home = home
        self.registry = registry
        self._pin_store = pin_store
        self._pin_store_lock = threading.Lock()  # one store (and so one PostgreSQL listener) per engine
        self._lock = threading.Lock()
        self._cache: tuple[Any, PinLoad] | None = None
        # the last load that verified (wall time, load): served while the store is unreachable, up to
        # durable_offline_max_s after it was taken (docs/STORE.md, "When the database goes away")
        self._verified: tuple[float, PinLoad] | None = None
        self._unreachable_since: float | None = None
        self._tombstone_copy: tuple[float, frozenset[str]] | None = None
        self._rekeyed: dict[tuple[str, str], str | None] = {}  # (old, new) project key -> notice, if any
        self.last_pin_load: PinLoad | None = None

    @property
    def policy(self) -> AdmissionPolicy:
        return AdmissionPolicy(self.cfg.model_durable_pins, self.cfg.require_manual_for_durable)

    @property
    def pin_store(self) -> PinStore:
        store = self._pin_store
        if store is None:
            with self._pin_store_lock:  # two threads' first turns must not open two stores (two listeners)
                store = self._pin_store
                if store is None:
                    store = self._pin_store = open_pin_store(self.cfg, self.home)
        return store

    # ── loading: one cached load per store change, not one per session or turn ──
    def token(self, *, cached: bool = False) -> Any:
        """The pin store's cheap change token (None: the store offers none, or it failed).
        ``cached``: its files as the process's watcher last saw them (no syscall; a quiet turn)."""
        try:
            return self.pin_store.change_token(cached=cached)
        except Exception:  # noqa: BLE001 - no token means "no per-turn refresh", never a failed turn
            return None

    def current(self) -> tuple[Any, PinLoad]:
        """(change token, load): the cached load while the token has not moved."""
        token = self.token()
        with self._lock:
            cached = self._cache
            if cached is not None and token is not None and cached[0] == token:
                return cached
            result = (token, self.load())
            self._cache = result if token is not None else None
            if not result[1].unavailable:  # once per store change: the tombstones a store outage will need
                with contextlib.suppress(Exception):
                    self.tombstones()
            return result

    def load(self) -> PinLoad:
        """The store's verified pins; while it cannot be reached, this process's last verified copy.

        Only positive evidence of tampering (a manifest or HMAC that does not verify, a record that
        does not match: the load's ``held_back`` and quarantine) withholds a pin. An unreachable store
        (stopped, frozen, cut off, any error reading it) is no such evidence: the pins this process
        last verified keep being served, marked ``from_copy``, for ``durable_offline_max_s``."""
        try:
            result = self.pin_store.load()
        except StoreUntrusted as exc:
            result = PinLoad(held_back=True, held_back_reason=f"pin store not trusted: {exc}")
        except Exception as exc:  # noqa: BLE001 - an unreachable store is not a crash, nor a verdict
            if self._unreachable_since is None:
                log.warning("memlock: durable pin store unreachable: %s", exc)
            result = PinLoad(held_back=True, held_back_reason=f"pin store unreachable: {exc}", unavailable=True)
        if result.unavailable:
            result = self._last_verified(result)
        else:
            self._unreachable_since = None
            if not result.held_back:
                self._verified = (time.time(), result)
        self.last_pin_load = result
        return result

    def _last_verified(self, failed: PinLoad) -> PinLoad:
        now = time.time()
        probe = getattr(self.pin_store, "unreachable_since", None)
        since = (probe() if callable(probe) else None) or self._unreachable_since or now
        self._unreachable_since = since
        verified, bound = self._verified, self.cfg.durable_offline_max_s
        if verified is None or now - verified[0] > bound:
            why = ("no verified copy in this process" if verified is None else
                   f"the last verified copy is older than durable_offline_max_s ({bound} s)")
            return PinLoad(held_back=True, unavailable=True, unreachable_since=since,
                           held_back_reason=f"{failed.held_back_reason}; {why}: durable pins are not injected until "
                                            "the store answers")
        copy = verified[1]
        return PinLoad(pins=copy.pins, quarantined=copy.quarantined, store_id=copy.store_id, generation=copy.generation,
                       unavailable=True, unreachable_since=since, verified_at=verified[0],
                       held_back_reason=failed.held_back_reason)

    def tombstones(self) -> frozenset[str]:
        """The value keys the user unpinned or rejected durably (from the decision log). While the store
        is unreachable: the keys this process last read, within ``durable_offline_max_s``; without
        them, :class:`StoreUnavailable` (a pin is refused with that reason, never held as tombstoned)."""
        try:
            keys = frozenset(from_log(self.pin_store.history()))
        except Exception as exc:  # noqa: BLE001 - unreachable: never read as "everything is tombstoned"
            copy = self._tombstone_copy
            if copy is not None and time.time() - copy[0] <= self.cfg.durable_offline_max_s:
                return copy[1]
            raise StoreUnavailable(
                f"the durable pin store is unreachable ({exc}), so memlock cannot check this rule against the rules "
                "the user removed; nothing was pinned - try again when the store answers") from None
        self._tombstone_copy = (time.time(), keys)
        return keys

    # ── seeding sessions ──────────────────────────────────────────────────
    def seed_static(self, state: SessionState) -> None:
        configured = {a.id: a for a in self.cfg.static_anchors}
        for anchor_id in [a.id for a in state.anchors.values() if a.kind == "static" and a.id not in configured]:
            del state.anchors[anchor_id]
        for anchor_id, anchor in configured.items():
            current = state.anchors.get(anchor_id)
            if current is None or current.kind != "static" or not current.content_equals(anchor):
                state.anchors[anchor_id] = Anchor.from_dict(anchor.to_dict())

    def seed(self, state: SessionState, durable: PinLoad) -> None:
        """Admitted durable pins become anchors; pending ones are listed for approval; anything the
        store no longer vouches for (unpinned, quarantined, held back) leaves the session. A store that
        cannot be reached vouches for nothing either way: without a verified copy the session keeps
        what it has (injection still re-checks, see :meth:`admitted_now`)."""
        if durable.unavailable and not durable.from_copy:
            return
        visible = {p.id: p for p in durable.pins
                   if p.scope == "global" or (p.scope == "project" and state.project and p.project == state.project)}
        live = {i: p for i, p in visible.items() if injectable(p.admission, p.scope, self.policy)}
        for anchor_id in [a.id for a in state.anchors.values() if a.kind in DURABLE_KINDS and a.id not in live]:
            del state.anchors[anchor_id]  # unpinned elsewhere, quarantined, held back or not admitted: never injected
        for anchor_id in [a.id for a in state.pending.values() if a.scope != "session"]:
            del state.pending[anchor_id]
        for pin in visible.values():
            kind = pin_kind(pin.scope)
            if pin.id not in live:
                if pin.admission != "rejected":
                    waiting = Anchor.from_dict(pin.to_dict())
                    waiting.kind = kind
                    state.pending[pin.id] = waiting
                continue
            current = state.anchors.get(pin.id)
            if current is not None and current.kind == kind and current.content_equals(pin) \
                    and current.version == pin.version and current.admission == pin.admission:
                continue
            copy = Anchor.from_dict(pin.to_dict())
            copy.kind = kind
            if current is not None:
                copy.status, copy.last_score, copy.last_alive_turn = current.status, current.last_score, current.last_alive_turn
            state.anchors[pin.id] = copy
        if durable.held_back:
            state.add_notice(f"durable pins held back: {durable.held_back_reason}")
        if durable.quarantined:
            state.add_notice(quarantine_notice(durable.quarantined))

    def refresh_if_changed(self, session_id: str, live: LiveSession, *, cached: bool = False) -> list[str]:
        """A durable pin changed somewhere since this session last looked: re-seed (rare, fsynced).
        Returns the ids of durable pins that are new to this session or changed: the model has
        never seen them, so this turn's reminder carries them. Call under the session's lock."""
        token = self.token(cached=cached)
        if token is None or token == live.durable_token or not live.started:
            return []
        token, durable = self.current()

        def reseed(state: SessionState) -> list[str]:
            before = {a.id: (a.version, a.text) for a in state.anchors.values() if a.kind in DURABLE_KINDS}
            self.seed(state, durable)
            return [a.id for a in state.anchors.values()
                    if a.kind in DURABLE_KINDS and before.get(a.id) != (a.version, a.text)]

        fresh: list[str] = self.registry.mutate(session_id, reseed)
        live.durable_token = token
        return fresh

    def refresh(self, session_id: str) -> SessionState:
        """Re-seed this session's durable pins from the store now (after an approval or unpin)."""
        with self.registry.locked(session_id):
            durable = self.load()

            def reseed(state: SessionState) -> SessionState:
                self.seed(state, durable)
                return state

            result: SessionState = self.registry.mutate(session_id, reseed)
            return result

    def upgrade_project_key(self, old: str | None, new: str | None) -> str | None:
        """Project pins stored under a session's old project key (its checkout path) move to the new
        key (its git remote), once per process. On a local store (files, SQLite) that path was this
        machine's, so the move is made at once and logged. A PostgreSQL store is shared by machines
        whose equal paths may hold different repositories: there an operator decides, and the
        session shows how (``memlock pins rekey-project``)."""
        if not old or not new or old == new:
            return None
        with self._lock:
            if (old, new) in self._rekeyed:
                return self._rekeyed[(old, new)]
            notice: str | None = None
            try:
                waiting = durable_pins.project_pins_under(self.pin_store, old)
                if waiting and getattr(self.pin_store, "backend", "") == "postgres":
                    notice = (f"{len(waiting)} project pin(s) are stored under this project's old key {old!r}; "
                              f"if they belong to {new}, run `memlock pins rekey-project '{old}'` here")
                elif waiting:
                    moved = durable_pins.rekey_project(self.pin_store, old, new, actor="memlock")
                    log.info("memlock: moved %d project pin(s) from %s to %s", len(moved), old, new)
            except Exception as exc:  # noqa: BLE001 - an upgrade that cannot run now is retried next process
                log.warning("memlock: project pins under %s were not moved to %s: %s", old, new, exc)
            self._rekeyed[(old, new)] = notice
            return notice

    # ── at injection ──────────────────────────────────────────────────────
    def admitted_now(self, anchors: Sequence[Anchor]) -> list[Anchor]:
        """Re-check at replay: the anchors that may be injected right now.

        Every injection goes through here. A session pin must be admitted; a durable pin must also
        be in the store *now* (the load re-verifies the manifest and its HMAC), at the same version,
        with an admission the policy injects. Anything else is dropped: fail closed toward trust.
        """
        policy = self.policy
        chosen = [a for a in anchors if a.kind == "static" or (a.admitted and injectable(a.admission, a.scope, policy))]
        if not any(a.kind in DURABLE_KINDS for a in chosen):
            return chosen
        load = self.load()
        stored = {p.id: p for p in load.pins}
        out = []
        for anchor in chosen:
            if anchor.kind in DURABLE_KINDS:
                pin = stored.get(anchor.id)
                if pin is None or pin.version != anchor.version or not pin.content_equals(anchor) \
                        or not injectable(pin.admission, pin.scope, policy):
                    log.warning("memlock: durable pin %s is no longer admitted as seeded; not injected", anchor.id)
                    continue
            out.append(anchor)
        return out
