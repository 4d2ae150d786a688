"""Host adapters for memlock: thin translations between a host's events and memlock_core."""
