"""Configuration: the repo's config.yaml equals the code defaults; bad input warns, never crashes."""
from __future__ import annotations

import random

import pytest
import yaml
from conftest import REPO_ROOT

from memlock_core.config import KEYS, defaults_dict, load_config, read_yaml_section
from memlock_core.config_loader import load_host_config


def test_repo_config_yaml_equals_code_defaults():
    data = yaml.safe_load((REPO_ROOT / "config.yaml").read_text(encoding="utf-8"))
    section = data["memlock"]
    assert list(section) == [k.name for k in KEYS], "config.yaml keys must match KEYS (same order)"
    for key in KEYS:
        assert section[key.name] == key.default, f"config.yaml {key.name}: {section[key.name]!r} != {key.default!r}"
        assert type(section[key.name]) is type(key.default), key.name
    cfg = load_config(section)
    assert cfg.warnings == [] and cfg.values == defaults_dict()


def test_every_key_is_documented_and_its_default_passes_its_check():
    for key in KEYS:
        assert key.doc.strip(), key.name
        assert key.check(key.default) == key.default, key.name


def test_unknown_keys_warn_with_a_suggestion():
    cfg = load_config({"drift_treshold": 0.7, "colour": "blue"})
    assert cfg.drift_threshold == 1.0
    assert any("'drift_treshold'" in w and "did you mean 'drift_threshold'" in w for w in cfg.warnings)
    assert any("'colour'" in w for w in cfg.warnings)


@pytest.mark.parametrize("key, bad", [
    ("detection", "fuzzy"), ("detection", 3), ("drift_threshold", 1.5), ("drift_threshold", "0.5"),
    ("drift_threshold", True), ("max_slots", 0), ("max_slots", 2.5), ("max_slots", None), ("inject", "sometimes"),
    ("enabled", "yes"), ("alert_script", [1, 2]), ("alert_script", {"cmd": "x"}), ("summary_markers", "marker"),
    ("summary_markers", ["", "ok"]), ("anchors", {"id": "x"}), ("max_reminder_chars", 10), ("hard_reinject_turns", -1),
    ("persistence_backend", "redis"), ("home", 5), ("max_slots", float("nan")), ("alert_floor", float("inf")),
    ("drift_threshold", float("-inf")),
])
def test_bad_values_warn_and_fall_back_to_default(key, bad):
    cfg = load_config({key: bad})
    default = next(k.default for k in KEYS if k.name == key)
    assert getattr(cfg, key) == default
    assert len(cfg.warnings) == 1 and cfg.warnings[0].startswith(f"{key}:") and "default" in cfg.warnings[0]


def test_yaml_nan_and_inf_are_bad_values_not_crashes():
    cfg = load_config(yaml.safe_load("max_slots: .nan\nalert_floor: .inf\nanchors: [{id: a, text: T, priority: .nan}]"))
    assert cfg.max_slots == 8 and cfg.alert_floor == 70 and cfg.static_anchors[0].priority == 50
    assert len(cfg.warnings) == 3


def test_good_values_are_normalized():
    cfg = load_config({"detection": " Hybrid ", "max_slots": 4.0, "alert_script": "/usr/bin/notify",
                       "summary_markers": None, "home": None})
    assert cfg.warnings == []
    assert cfg.detection == "hybrid" and cfg.max_slots == 4 and isinstance(cfg.max_slots, int)
    assert cfg.alert_script == ["/usr/bin/notify"] and cfg.summary_markers == [] and cfg.home == ""


def test_layers_later_wins_and_non_mappings_are_ignored():
    cfg = load_config({"max_slots": 3}, None, ["not", "a", "mapping"], {"max_slots": 5, "inject": "always"})
    assert cfg.max_slots == 5 and cfg.inject == "always"
    assert any("must be a mapping" in w for w in cfg.warnings)


@pytest.mark.parametrize("seed", range(20))
def test_random_junk_never_crashes(seed):
    rng = random.Random(seed)
    junk = [None, True, -1, 0, 10**12, 3.7, float("nan"), "", "x", [], [1, "a"], {"a": 1}, ["ok"], object()]
    layer = {k.name: rng.choice(junk) for k in KEYS if rng.random() < 0.6}
    layer[f"junk_{seed}"] = rng.choice(junk)
    cfg = load_config(layer)
    for key in KEYS:
        key.check(getattr(cfg, key.name))  # whatever survived is valid
    assert any(f"junk_{seed}" in w for w in cfg.warnings)


def test_yaml_problems_are_warnings(tmp_path):
    path = tmp_path / "config.yaml"
    assert read_yaml_section(path) == (None, None)  # missing file: nothing to say
    path.write_text("memlock: [unclosed")
    section, problem = read_yaml_section(path)
    assert section is None and "cannot read" in problem
    path.write_text("- a list\n")
    assert "not a mapping" in read_yaml_section(path)[1]
    path.write_text("memlock: just a string\n")
    assert "not a mapping" in read_yaml_section(path)[1]
    path.write_bytes(b"memlock:\n  max_slots: \xff\xfe\n")
    assert read_yaml_section(path)[0] is None


def test_host_config_merges_user_section_over_repo_defaults(home, tmp_path, monkeypatch):
    hermes_home = tmp_path / "hermes-home"
    hermes_home.mkdir()
    (hermes_home / "config.yaml").write_text(
        "model: {default: x}\nmemlock:\n  max_slots: 3\n  detectoin: semantic\n  anchors:\n"
        "    - {id: tabs, text: Indent with tabs., priority: 80}\n")
    cfg = load_host_config()
    assert cfg.max_slots == 3 and cfg.detection == "keyword"
    assert any("detectoin" in w for w in cfg.warnings)
    assert [a.id for a in cfg.static_anchors] == ["tabs"]
    explicit = tmp_path / "other.yaml"
    explicit.write_text("memlock:\n  max_slots: 6\n")
    monkeypatch.setenv("MEMLOCK_CONFIG", str(explicit))
    assert load_host_config().max_slots == 6
    (hermes_home / "config.yaml").write_text(": : bad yaml [")
    monkeypatch.delenv("MEMLOCK_CONFIG")
    cfg = load_host_config()
    assert cfg.max_slots == 8 and any("cannot read" in w for w in cfg.warnings)


def test_config_fields_are_exactly_the_key_table():
    """Each key of the table is a typed field of Config with the same default, and nothing else is."""
    import dataclasses

    from memlock_core.config import KEYS, NOT_KEYS, Config

    fields = {f.name: f for f in dataclasses.fields(Config) if f.name not in NOT_KEYS}
    assert set(fields) == {k.name for k in KEYS}, "add a typed field to Config for every key in KEYS (and back)"
    fresh = Config()
    for key in KEYS:
        assert getattr(fresh, key.name) == key.default, key.name
