"""File-backend specifics (hostile files in the record area, modes, leftovers) and store configuration."""
from __future__ import annotations

import json
import os
import stat

import pytest
from pin_store_backends import KEY, anchor

from memlock_core.config import load_config
from memlock_core.errors import StoreUnavailable
from memlock_core.pinstore.contract import MAX_RECORD_BYTES, encode_record, stem_for
from memlock_core.pinstore.factory import UnavailablePinStore, open_pin_store
from memlock_core.pinstore.file_backend import FilePinStore
from memlock_core.pinstore.integrity import KeyProblem, load_key
from memlock_core.pinstore.sql_backend import SQLitePinStore


@pytest.fixture
def store(tmp_path):
    return FilePinStore(tmp_path, KEY)


def records(tmp_path):
    return tmp_path / "pins" / "records"


def test_symlink_directory_and_oversized_records_are_quarantined(store, tmp_path):
    store.put(anchor("a"), "user")
    secret = tmp_path / "secret.json"
    secret.write_bytes(encode_record(anchor("b")))
    os.symlink(secret, records(tmp_path) / f"{stem_for('b')}.json")
    (records(tmp_path) / f"{stem_for('c')}.json").mkdir()
    (records(tmp_path) / f"{stem_for('d')}.json").write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    load = FilePinStore(tmp_path, KEY).load()
    assert [p.id for p in load.pins] == ["a"]
    reasons = sorted(q.reason for q in load.quarantined)
    assert reasons == sorted([f"unreadable: larger than {MAX_RECORD_BYTES} bytes",
                              "unreadable: a symbolic link, not a regular file", "unreadable: not a regular file"])
    assert secret.exists()  # the link target is never touched


def test_files_are_private_and_lock_lives_outside_the_store(store, tmp_path):
    store.put(anchor("a"), "user")
    for path in [tmp_path / "pins" / "manifest.json", *records(tmp_path).iterdir()]:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert (tmp_path / ".pins.lock").exists() and not (tmp_path / "pins" / ".lock").exists()


def test_orphan_temp_files_are_cleaned_and_never_loaded(store, tmp_path):
    store.put(anchor("a"), "user")
    orphan = records(tmp_path) / f".{stem_for('x')}.json.abc123.tmp"
    orphan.write_bytes(encode_record(anchor("x")))
    assert [p.id for p in FilePinStore(tmp_path, KEY).load().pins] == ["a"]
    store.rebaseline("user")  # any full scan under the lock removes leftovers of crashed writers
    assert not orphan.exists() and [p.id for p in store.load().pins] == ["a"]


def test_foreign_log_lines_are_moved_aside_not_adopted(store, tmp_path):
    store.put(anchor("a"), "user")
    log_path = tmp_path / "pins" / "log.jsonl"
    with open(log_path, "ab") as fh:
        fh.write(b'{"action": "pinned", "pin_id": "fake"}\n')
    assert not FilePinStore(tmp_path, KEY).verify().ok
    store.put(anchor("b"), "user")
    assert FilePinStore(tmp_path, KEY).verify().ok
    [orphan] = (tmp_path / "pins").glob("log.orphan-*")
    assert b"fake" in orphan.read_bytes()


def test_key_sources(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMLOCK_HMAC_KEY", raising=False)
    assert load_key("") is None
    key_file = tmp_path / "key"
    key_file.write_bytes(b"k" * 32 + b"\n")
    key_file.chmod(0o644)
    with pytest.raises(KeyProblem, match="chmod 600"):
        load_key(str(key_file))
    key_file.chmod(0o600)
    assert load_key(str(key_file)) == b"k" * 32
    with pytest.raises(KeyProblem, match="not readable"):
        load_key(str(tmp_path / "nope"))
    short = tmp_path / "short"
    short.write_bytes(b"abc")
    short.chmod(0o600)
    with pytest.raises(KeyProblem, match="fewer than"):
        load_key(str(short))
    monkeypatch.setenv("MEMLOCK_HMAC_KEY", "e" * 20)
    assert load_key(str(key_file)) == b"e" * 20  # the environment wins


def test_open_pin_store_fails_closed(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMLOCK_HMAC_KEY", raising=False)
    monkeypatch.delenv("MEMLOCK_PG_DSN", raising=False)
    assert isinstance(open_pin_store(load_config(), tmp_path), FilePinStore)
    assert isinstance(open_pin_store(load_config({"persistence_backend": "sqlite"}), tmp_path), SQLitePinStore)
    for cfg in (load_config({"persistence_backend": "postgres"}),                      # no DSN
                load_config({"hmac_key_file": str(tmp_path / "missing-key")})):         # key configured but unusable
        store = open_pin_store(cfg, tmp_path)
        assert isinstance(store, UnavailablePinStore)
        load = store.load()
        assert load.held_back and load.pins == []
        with pytest.raises(StoreUnavailable):
            store.put(anchor("a"), "user")


def test_manifest_log_head_covers_the_log_byte_for_byte(store, tmp_path):
    """After each commit the manifest's log head ends exactly where the log ends.

    Torn final lines are tested in tests/test_faults.py: one left by a writer killed mid-append (a
    pending change exists) is settled by the next writer and verify passes; one no memlock writer
    was appending (no pending change) is reported by verify and moved aside at the next write."""
    store.put(anchor("a"), "user")
    log_path = tmp_path / "pins" / "log.jsonl"
    manifest = json.loads((tmp_path / "pins" / "manifest.json").read_text())
    assert manifest["log_head"]["bytes"] == log_path.stat().st_size
    store.put(anchor("b"), "user")
    assert FilePinStore(tmp_path, KEY).verify().ok
