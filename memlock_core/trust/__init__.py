"""Who may pin what: the safety policy (:mod:`.safety`), grounding in the user's own words
(:mod:`.grounding`), the admission decision (:mod:`.admission`), tombstones (:mod:`.tombstones`) and
the evidence kept for every version (:mod:`.evidence`). Pure functions over plain data."""
