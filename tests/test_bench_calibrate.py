"""`python -m bench corpus --calibrate` chooses constants on the dev part only: everything else is refused."""
from __future__ import annotations

import pytest

from bench import eval_corpus


@pytest.mark.parametrize("argv, says", [
    (["--split", "test"], "--split dev only, not --split test"),
    (["--split", "all"], "--split dev only, not --split all"),
    (["--corpus", "bench/corpus/live.jsonl"], "not on bench/corpus/live.jsonl"),
    (["--corpus", "bench/corpus/live.jsonl", "--split", "dev"], "live.jsonl included) is held out"),
])
def test_calibrate_refuses_anything_but_the_dev_part(argv: list[str], says: str,
                                                    capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*_a: object, **_k: object) -> None:
        raise AssertionError("refused before any case is read")

    monkeypatch.setattr(eval_corpus, "load_corpus", never)
    assert eval_corpus.main(["--calibrate", *argv]) == 2
    assert says in capsys.readouterr().err


def test_calibrate_accepts_the_dev_part() -> None:
    assert eval_corpus.calibrate_refusal(eval_corpus.DEFAULT_CORPUS, "dev") is None
