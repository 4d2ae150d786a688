"""Host-neutral services that run beside a turn: alerts and the long-lived audit daemon."""
