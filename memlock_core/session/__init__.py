"""Session state and the turn engine: pins of one conversation, what happened at each turn,
the reminder block, and the request layer every host uses to pin, update and unpin."""
