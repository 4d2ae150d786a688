"""Parsers with limits (issue 16 B10-B13): crafted snapshot log lines, refused imports, a directory
given as the archive, and a YAML alias bomb in the config."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from test_snapshot import fill, repack, state

from memlock_adapters.cli import main
from memlock_core.config import read_yaml_section
from memlock_core.pinstore.file_backend import FilePinStore
from memlock_core.pinstore.snapshot import SnapshotError, build_archive, read_snapshot
from tests.memlock_env import isolate_home


@pytest.fixture
def env(tmp_path, monkeypatch):
    home = isolate_home(tmp_path, monkeypatch)
    monkeypatch.chdir(tmp_path)
    return home


def _crafted_log(data: bytes, **fields) -> bytes:
    """The archive with its last log line's fields replaced and every hash recomputed."""
    import gzip
    import io
    import tarfile

    src = tarfile.open(fileobj=io.BytesIO(gzip.decompress(data)), mode="r:")
    log = src.extractfile("log.jsonl").read().splitlines()
    entry = json.loads(log[-1])
    entry.update(fields)
    log[-1] = json.dumps(entry).encode()
    return repack(data, edit={"log.jsonl": b"".join(line + b"\n" for line in log)}, rehash=True)


@pytest.mark.parametrize("fields,named", [({"detail": ["x"]}, "detail"), ({"id": ["x"]}, "id"), ({"id": 5}, "id"),
                                          ({"at": "noon"}, "at"), ({"version": "2"}, "version"),
                                          ({"action": None}, "action")])
def test_b10_crafted_log_line_fails_dry_run_and_import_alike(env, tmp_path, capsys, fields, named):
    assert main(["pin", "--scope", "global", "Keep answers short."]) == 0
    live = FilePinStore(env)
    data, _ = build_archive(live)
    path = tmp_path / "crafted.tar.gz"
    path.write_bytes(_crafted_log(data, **fields))
    with pytest.raises(SnapshotError, match=f"field {named}"):
        read_snapshot(path, None)
    before = (state(live), live.load().generation)
    capsys.readouterr()
    assert main(["snapshot", "import", str(path), "--dry-run"]) == 3
    assert f"field {named}" in capsys.readouterr().err
    assert main(["snapshot", "import", str(path)]) == 3
    err = capsys.readouterr().err
    assert f"field {named}" in err and "Traceback" not in err
    assert (state(FilePinStore(env)), FilePinStore(env).load().generation) == before
    assert not (env / "backups").exists() or not list((env / "backups").iterdir())


def test_b10_dry_run_checks_the_store_identity_like_the_import(env, tmp_path, capsys):
    other = FilePinStore(tmp_path / "other")
    fill(other, ("x",))
    path = tmp_path / "other.tar.gz"
    path.write_bytes(build_archive(other)[0])
    assert main(["pin", "--scope", "global", "Keep answers short."]) == 0
    capsys.readouterr()
    assert main(["snapshot", "import", str(path), "--dry-run"]) == 3
    assert "allow-other-store" in capsys.readouterr().err
    assert main(["snapshot", "import", str(path), "--dry-run", "--allow-other-store"]) == 0


def test_b11_refused_import_leaves_no_backup(env, tmp_path, capsys):
    other = FilePinStore(tmp_path / "other")
    fill(other, ("x",))
    path = tmp_path / "other.tar.gz"
    path.write_bytes(build_archive(other)[0])
    assert main(["pin", "--scope", "global", "Keep answers short."]) == 0
    assert main(["snapshot", "import", str(path)]) == 3  # another store, no --allow-other-store
    backups = env / "backups"
    assert not backups.exists() or list(backups.iterdir()) == []
    assert main(["snapshot", "import", str(path), "--allow-other-store"]) == 0
    assert len(list(backups.iterdir())) == 1  # an accepted import does keep one


def test_b12_import_of_a_directory_names_the_path(env, tmp_path, capsys):
    folder = tmp_path / "not-an-archive"
    folder.mkdir()
    capsys.readouterr()
    for extra in ([], ["--dry-run"]):
        assert main(["snapshot", "import", str(folder), *extra]) == 3
        err = capsys.readouterr().err
        assert str(folder) in err and "directory" in err and "descriptor" not in err


def _bomb(levels: int = 9) -> str:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for n in range(1, levels):
        prev, cur = chr(ord("a") + n - 1), chr(ord("a") + n)
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    lines.append(f"memlock:\n  enabled: true\n  bomb: *{chr(ord('a') + levels - 1)}")
    return "\n".join(lines) + "\n"


def test_b13_yaml_alias_bomb_is_refused_quickly(env, tmp_path, capsys, monkeypatch):
    path = tmp_path / "config.yaml"
    path.write_text(_bomb())
    section, problem = read_yaml_section(path)
    assert section is None and "aliases" in problem
    monkeypatch.setenv("MEMLOCK_CONFIG", str(path))
    started = time.process_time()
    assert main(["pins", "list"]) == 0
    assert time.process_time() - started < 10  # was 49 s and 5.5 GB; a generous bound, not a benchmark
    assert main(["status"]) == 0
    assert "aliases" in capsys.readouterr().out  # the config warning says why the file was ignored


def test_yaml_aliases_within_the_cap_still_work(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("defaults: &d {max_pins: 5}\nmemlock:\n  <<: *d\n  enabled: true\n")
    assert read_yaml_section(path) == ({"max_pins": 5, "enabled": True}, None)


def test_yaml_recursive_alias_and_fifo_config_are_refused(tmp_path):
    path = tmp_path / "rec.yaml"
    path.write_text("memlock: &a [*a]\n")
    assert read_yaml_section(path)[0] is None
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    section, problem = read_yaml_section(Path(fifo))  # would block forever if opened for reading
    assert section is None and "regular file" in problem
