"""`./dev demo` (``python -m demo``): a thin script over :mod:`hermes_harness`, the real-Hermes harness
it shares with the tests."""
