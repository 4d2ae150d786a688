"""A norm said of a place or a team, or made so by a thing, is a statement (issue 22: "Nobody deploys on Fridays
here"): it keeps no pin alive, in any language. The impersonal norm with no place (norm_statement.py) still does.
"""
from __future__ import annotations

import pytest
from drift_history import alive_in


@pytest.mark.parametrize("pin, message", [
    ("Nie direkt auf main pushen.", "Bei uns wird nie direkt auf main gepusht, das regelt die Branch-Protection."),
    ("Nie direkt auf main pushen.", "In Team B wird nie direkt auf main gepusht."),
    ("No despliegues los viernes.", "En este equipo los viernes no se despliega, lo decidió el CTO."),
    ("Ne déploie jamais le vendredi.", "Dans notre équipe, le vendredi ne se déploie rien."),
    ("Never deploy on Fridays.", "Deploys never happen on Fridays here, the CI blocks them."),
])
def test_a_places_practice_keeps_no_pin_alive(pin: str, message: str) -> None:
    assert not alive_in(pin, message)
