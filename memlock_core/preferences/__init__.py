"""Preferences kept in memory stores, and the reverse audit that checks them after a compaction."""
