"""The fixed lines of memlock's reminder block: the session writes them, the audit recognises them.

They live in the detection layer because the audit must tell memlock's own block (a line of it
keeps a rule alive) from any other text, and detection sits below the session layer.
"""
from __future__ import annotations

REMINDER_MARKER = "[memlock] Standing instructions — still in force:"
LINE_PREFIX = "  - "
