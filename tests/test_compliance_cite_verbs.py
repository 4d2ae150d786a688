"""The verb of citing in other languages ("si citas estudios, pon el enlace", "quand tu cites une étude, mets le
lien", "wenn du Studien zitierst, verlinke sie") reads as the English "if you cite a study, link it"."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "if you cite a study, link it",
    "si citas estudios, pon el enlace",
    "quand tu cites une étude, mets le lien",
    "when you mention studies, add links",
])
def test_cite_with_link(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.sources == "links"
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    linked = "A 2017 meta-analysis in the BMJ links 3 cups a day to lower risk (https://www.bmj.com/content/359/bmj.j5024)."
    assert check_reply([anchor], linked, user_message="is coffee bad?")[0].outcome == "obeyed"


@pytest.mark.parametrize("rule", ["tengo una cita con el médico", "cita textual: no cambies el texto",
                                  "quand tu cites, cite correctement"])
def test_look_alikes(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.reply is None or proposal.check.reply.sources != "links"
