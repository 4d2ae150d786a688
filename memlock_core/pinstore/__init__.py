"""The durable pin store: global and project pins that outlive sessions, kept tamper-evident
(manifest, optional HMAC, quarantine, hash-chained decision log) on files, SQLite or PostgreSQL."""
