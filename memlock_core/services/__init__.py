"""Host-neutral services that run beside the turns: the long-lived audit daemon (:mod:`.audit_daemon`)
that keeps the embedding model loaded for one-shot hosts such as Claude Code hooks. (Alerts, once
here, belong to the turn now: :mod:`memlock_core.session.alerts`.)"""
