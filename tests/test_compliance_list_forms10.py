"""List and table rules read by what they ask: a PERMISSION to use a form ("you may use tables") asks for nothing, and
a required closing part shaped as a list ("a bulleted summary at the end, 3 bullets max") is read as a list at the
reply's end with its own limit. Our own wordings in en/fr/de/es/ja, with look-alikes that stay demands."""
from __future__ import annotations

import pytest

from memlock_core.compliance.closing_list import closing_list_verdict
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import judge

PROSE_COMPARISON = ("Redis keeps everything in memory and is very fast; Memcached is simpler and only caches strings. "
                    "For sessions either works, but Redis also gives you persistence.")
TABLE = "| | Redis | Memcached |\n|---|---|---|\n| Types | many | strings |\n| Persistence | yes | no |"


@pytest.mark.parametrize("rule", ["Feel free to use a table when you compare options.",
                                  "You can use tables for comparisons if it helps.",
                                  "Tu peux utiliser des tableaux quand tu compares des choses.",
                                  "Du darfst gerne Tabellen für Vergleiche verwenden.",
                                  "Puedes usar tablas al comparar opciones.",
                                  "比較のときは表を使ってもいいです。"])
def test_permission_asks_for_nothing(rule: str) -> None:
    proposal = propose_check(rule)
    if proposal is None or proposal.check.reply is None:
        return  # nothing asked: no check at all is right too
    outcome, _why = judge(rule, PROSE_COMPARISON, "Redis or Memcached for sessions?")
    assert outcome != "broken"
    outcome, _why = judge(rule, TABLE, "Redis or Memcached for sessions?")
    assert outcome != "broken"


@pytest.mark.parametrize("rule", ["You may use bullet points if it helps.",
                                  "Headings are fine for long answers.",
                                  "Vous pouvez utiliser des listes numérotées pour les étapes."])
def test_permission_of_other_forms(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.reply is None or not proposal.check.reply.format


@pytest.mark.parametrize("rule", ["When you compare options, always use a table.",
                                  "Use tables when comparing things.",
                                  "Quand tu compares des options, utilise toujours un tableau.",
                                  "Wenn du Optionen vergleichst, nimm immer eine Tabelle."])
def test_demand_stays_a_demand(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None and "table" in proposal.check.reply.format


CLOSING = ["Always finish with a bulleted summary (at most 3 bullets).",
           "Termine toujours par un résumé en puces, 3 puces maximum.",
           "Am Ende immer eine Zusammenfassung in Stichpunkten, höchstens 3.",
           "Al final, siempre un resumen con viñetas (máximo 3).",
           "最後に必ず箇条書きでまとめを付けて（3項目まで）。"]
BODY = "A CDN keeps copies of your static files on servers near your users. Pages load faster and the origin rests."


@pytest.mark.parametrize("rule", CLOSING)
def test_closing_list_rule(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert "closing_list" in proposal.check.reply.format
    assert "closing_summary" not in proposal.check.reply.format
    ends = BODY + "\n\n- copies near users\n- faster pages\n- lighter origin"
    assert judge(rule, ends)[0] == "obeyed"
    assert judge(rule, BODY)[0] == "broken"                                  # no summary
    first = "- copies near users\n- faster pages\n- lighter origin\n\n" + BODY
    assert judge(rule, first)[0] == "broken"                                 # the list is not at the end
    four = ends + "\n- absorbs traffic spikes"
    assert judge(rule, four)[0] == "broken"                                  # over its own limit


def test_closing_list_verdict_shapes() -> None:
    labelled = BODY + "\n\n**Summary:**\n\n1. copies near users\n2. faster pages"
    assert closing_list_verdict(labelled)[0] == "obeyed"
    wrapped = BODY + "\n\n- copies near users,\n  which are many\n- faster pages"
    assert closing_list_verdict(wrapped)[0] == "obeyed"
    assert closing_list_verdict("```bash\nls\n```")[0] == "not_applicable"


def test_one_line_summary_unchanged() -> None:
    proposal = propose_check("end every answer with a one-line summary")
    assert proposal is not None and proposal.check.reply is not None
    assert "closing_summary" in proposal.check.reply.format


# --- an item count for the whole reply, not each list
TWO_LISTS = "**Pros**\n- fast\n- simple\n- cheap\n\n**Cons**\n- no joins\n- eventual consistency\n- small community"
ONE_SHORT = "**Pros**\n- fast\n- simple\n\n**Cons**\n- no joins"


@pytest.mark.parametrize("rule", ["At most 5 bullet points per answer.",
                                  "No more than 5 list items in total, please.",
                                  "Pas plus de 5 puces par réponse.",
                                  "Höchstens 5 Stichpunkte pro Antwort.",
                                  "Máximo 5 viñetas por respuesta."])
def test_items_counted_over_the_reply(rule: str) -> None:
    assert judge(rule, TWO_LISTS)[0] == "broken"      # 6 in all, each list 3
    assert judge(rule, ONE_SHORT)[0] == "obeyed"


@pytest.mark.parametrize("rule", ["At most 5 bullets per list.", "Max 5 bullet points.", "Pas plus de 5 puces par liste."])
def test_items_counted_per_list(rule: str) -> None:
    assert judge(rule, TWO_LISTS)[0] == "obeyed"


def test_only_keeps_a_demand() -> None:
    # "du darfst nur ...": a restriction, so the form is asked for
    proposal = propose_check("Du darfst nur Aufzählungszeichen verwenden.")
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.format


def test_ok_inside_a_word_is_no_grant() -> None:
    # "runbook." ends in "ok.": no permission
    proposal = propose_check("Give me everything as numbered steps, I'll paste them into the runbook.")
    assert proposal is not None and proposal.check.reply is not None and "numbered" in proposal.check.reply.format
