"""A local time linked to its UTC instant by a word of equivalence ("08:00 UTC, that is 09:00 in Lisbon", "the
18:30 CEST slot is 16:30 UTC") restates that instant: "give times in UTC" holds. Own sentences in English, German,
French, Spanish, Italian and Japanese, and look-alikes where the two times are two instants."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.utc_restated import restated


def _outcome(rule: str, reply: str, user: str = "when is it?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


@pytest.mark.parametrize("rule,reply", [
    ("Times in UTC, always.", "The window opens at 21:00 UTC, which is 23:00 in Athens."),
    ("Times in UTC, always.", "Our slot of 18:30 CEST is 16:30 UTC, so plan around that."),
    ("Zeiten bitte immer in UTC.", "Der Wartungsstart ist 02:00 UTC, das ist 04:00 Uhr in Wien und 03:00 Uhr in Lissabon."),
    ("Heures toujours en UTC.", "La mise en production a lieu à 13:30 UTC, soit 15:30 à Bruxelles."),
    ("Las horas siempre en UTC.", "El corte empieza a las 06:00 UTC, o sea, 08:00 en Madrid."),
    ("Orari sempre in UTC.", "Il backup parte alle 22:15 UTC, cioè 00:15 CEST."),
    ("時刻は必ずUTCで書いて。", "リリースは 01:00 UTC、つまり 10:00 JST です。"),
])
def test_local_time_restating_utc_keeps_the_rule(rule: str, reply: str) -> None:
    assert _outcome(rule, reply) == "obeyed"


@pytest.mark.parametrize("rule,reply", [
    # two instants: no word of equivalence links them
    ("Times in UTC, always.", "The sync runs at 07:00 UTC and the report goes out at 10:00 CET."),
    # an equivalence word, but the local time is another event
    ("Times in UTC, always.", "Build at 04:00 UTC, that is before the team standup at 09:00 CET."),
    # minutes that no zone offset explains: not the same instant
    ("Zeiten bitte immer in UTC.", "Beginn 11:10 UTC, das ist 12:25 MEZ."),
    # a local time alone
    ("Heures toujours en UTC.", "La réunion est à 15:00 à Paris."),
    ("時刻は必ずUTCで書いて。", "締め切りは 18:00 JST です。"),
])
def test_local_time_not_linked_stays_broken(rule: str, reply: str) -> None:
    assert _outcome(rule, reply) == "broken"


def test_restated_reads_the_link_not_the_order() -> None:
    assert restated("Go-live: 05:00 UTC, i.e. 07:00 CEST.", "07:00 CEST")
    assert restated("The call: 09:00 EDT = 13:00 UTC.", "09:00 EDT")
    assert not restated("The 09:00 EDT call and the 13:00 UTC deploy.", "09:00 EDT")
    assert not restated("It starts at 09:00 EDT.", "09:00 EDT")
