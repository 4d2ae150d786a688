"""Read-only preference providers (each one does I/O; the audit itself stays pure)."""
