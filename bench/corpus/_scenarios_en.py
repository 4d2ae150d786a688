"""Hand-written English agent sessions used as conversation filler.

Each scenario is one realistic working session (coding, ops, data, writing).
`ex` is an ordered list of exchanges: {"u": user text, "a": assistant reply}
plus an optional "tool": (tool_name, arguments_dict, tool_result_text) that is
called between the user turn and the reply.  `summary` holds the material a
Hermes handoff summary of this session would contain.  None of this text states
a standing instruction from the instruction pool.
"""

SYSTEM_PROMPTS = [
    # 0
    "You are Hermes, an autonomous software engineering agent running in the user's terminal. "
    "You can read and write files, run shell commands and browse documentation. Work in small, "
    "verifiable steps and report what you changed.",
    # 1
    "You are an assistant for the Platform team at Northwind Logistics. You have read access to the "
    "Kubernetes clusters (prod-eu, prod-us, staging) through kubectl and to the Grafana dashboards. "
    "Anything that needs write access is escalated to the on-call engineer.",
    # 2
    "You are a data analysis assistant. A Python 3.11 sandbox with pandas, numpy, matplotlib and seaborn "
    "is available through the `python` tool. Files uploaded by the user are in /mnt/data.",
    # 3
    "You are an editor and writing partner. You help the user plan, draft and revise text. When you "
    "propose edits, show the revised passage rather than describing the change.",
    # 4
    "You are Hermes Agent.\nCurrent date: 2026-03-14.\nAvailable tools: terminal, read_file, write_file, "
    "patch, web_search, web_fetch.\nThe user's workspace is /home/dev/work.",
    # 5
    "You are the on-call copilot for Acme Payments SRE. You may run read-only diagnostic commands. "
    "Incidents follow the process in the runbook linked from the #inc-* channels.",
    # 6
    "You are a coding assistant embedded in the user's editor. Prefer minimal diffs. The working tree may "
    "contain uncommitted changes that belong to the user.",
    # 7
    "You are a research assistant helping a grant writer. Be precise about numbers the user gives you and "
    "flag anything you had to estimate.",
    # 8
    "You are a drafting assistant for the support team at Fieldnote, a note-taking app. Your drafts are "
    "pasted into Zendesk by a human agent.",
    # 9
    "You are Hermes, a general-purpose assistant with tool access. Persistent memory follows.\n\n"
    "# USER.md\nName: Sam. Timezone: Europe/Berlin. Works on backend services in Go and Python.\n\n"
    "# MEMORY.md\n- Project repositories live under ~/code.\n- The staging cluster is called stg-1.\n"
    "- Sam's team does code review on Tuesdays and Thursdays.",
    # 10
    "You are an ML engineering assistant. GPU jobs are submitted with the `submit_job` tool and their logs "
    "are available through `tail_logs`. Check a job's logs before reporting that it succeeded.",
    # 11
    "You are a build and CI assistant for a monorepo (pnpm workspaces, GitHub Actions). You can read "
    "workflow files and trigger runs with the gh CLI.",
]

# system prompt indices that fit any scenario
GENERIC_SYSTEM = [0, 4, 9]

SCENARIOS = [
    dict(
        name="ratelimit",
        domain="coding",
        sys=[0, 4, 6, 9],
        ex=[
            dict(u="The /ingest endpoint started returning 429s for a single client at about 5 requests a "
                   "second. The limit is supposed to be 50/s. Can you look at app/ratelimit.py?",
                 tool=("read_file", {"path": "app/ratelimit.py"},
                       "class TokenBucket:\n"
                       "    def __init__(self, rate: float, capacity: int):\n"
                       "        self.rate = rate\n"
                       "        self.capacity = capacity\n"
                       "        self.tokens = capacity\n"
                       "        self.last = time.monotonic()\n\n"
                       "    def refill(self):\n"
                       "        now = time.monotonic()\n"
                       "        elapsed = now - self.last\n"
                       "        added = (elapsed // 1.0) * self.rate\n"
                       "        if added:\n"
                       "            self.tokens = min(self.capacity, self.tokens + added)\n"
                       "            self.last = now\n"),
                 a="Found it: `refill()` computes `elapsed // 1.0`, so any two calls less than a second apart "
                   "add zero tokens, and `self.last` isn't updated either. The bucket drains after the initial "
                   "burst and only refills once a whole second has passed without traffic. Using the float "
                   "`elapsed * self.rate` and always updating `self.last` fixes it."),
            dict(u="Makes sense. Patch it and add a regression test that fires 40 requests in 0.9 seconds.",
                 a="Patched `refill()` to add `elapsed * self.rate` tokens, clamp to `capacity` and always "
                   "move `self.last`. Added `test_burst_within_one_second` to tests/test_ratelimit.py: 40 "
                   "requests in 0.9 s all pass, and the 51st inside the same window gets a 429."),
            dict(u="What happens with clock skew between the two replicas? They share the Redis bucket.",
                 a="The Redis-backed path takes the time from `redis.call('TIME')` inside the Lua script, "
                   "not from the replica, so skew between pods doesn't matter. The in-memory fallback is "
                   "per-process and never compares clocks across replicas."),
            dict(u="Is the Lua script still atomic if we move Redis to cluster mode?",
                 a="Yes, as long as every key the script touches hashes to the same slot. It uses "
                   "`rl:{client_id}` and `rl:{client_id}:ts`; the braces make `client_id` a hash tag, so both "
                   "land on one slot. If someone drops the braces you'll get CROSSSLOT errors."),
            dict(u="Good catch on the hash tags. Bump the service version and add a changelog entry.",
                 a="Bumped to 1.8.3 in pyproject.toml and added under '### Fixed' in CHANGELOG.md: 'Token "
                   "bucket only refilled after a full idle second, causing spurious 429s under steady load.'"),
            dict(u="Now, the ingest worker's memory creeps up overnight, from 300 MB to about 2 GB. Where "
                   "would you start?",
                 a="I'd take two tracemalloc snapshots an hour apart in the running worker and diff them "
                   "grouped by traceback. If the growth is in Python objects, the top entries point straight "
                   "at the allocation site; if the diff is small while RSS still grows, it's more likely "
                   "native memory, e.g. the protobuf parser or fragmentation in glibc malloc."),
            dict(u="The diff shows 1.4 GB allocated in worker/consumer.py line 88, in the dedupe cache.",
                 a="Line 88 adds every message id to `self.seen`, a plain dict that's never trimmed. It was "
                   "meant to be bounded; swapping it for an `OrderedDict` capped at 100k entries, evicting "
                   "the oldest, keeps the dedupe window at roughly the last ten minutes of traffic."),
        ],
        summary=dict(
            task="User asked: 'The diff shows 1.4 GB allocated in worker/consumer.py line 88, in the dedupe "
                 "cache.' — bounded-cache fix proposed, not yet applied.",
            goal="Fix spurious 429s from the ingest service's rate limiter, then find the overnight memory "
                 "growth in the ingest worker.",
            done=["READ app/ratelimit.py — refill() used floor division on elapsed seconds and never moved "
                  "self.last [tool: read_file]",
                  "PATCH app/ratelimit.py — float refill, clamp to capacity, always update self.last [tool: patch]",
                  "ADD tests/test_ratelimit.py::test_burst_within_one_second — 40 requests in 0.9 s pass, 51st "
                  "gets 429 [tool: write_file]",
                  "BUMP version 1.8.2 -> 1.8.3 in pyproject.toml; CHANGELOG entry under ### Fixed [tool: patch]",
                  "PROFILE worker with tracemalloc — 1.4 GB growth at worker/consumer.py:88 (dedupe dict) "
                  "[tool: terminal]"],
            state=["Repo ~/src/ingest-service, branch fix/ratelimit-refill",
                   "Modified: app/ratelimit.py, tests/test_ratelimit.py, pyproject.toml, CHANGELOG.md",
                   "Test suite: 112/112 passing"],
            inprog="Replacing the unbounded `self.seen` dict in worker/consumer.py with a capped OrderedDict.",
            blocked="None.",
            decisions=["Redis TIME inside the Lua script stays the clock source, so replica skew is irrelevant.",
                       "Keep the {client_id} hash tag on both keys so the script stays cluster-safe."],
            resolved=["Clock skew between replicas: not an issue (Redis server time).",
                      "Lua atomicity in cluster mode: fine while both keys share a hash slot."],
            files=["app/ratelimit.py — token bucket and Redis Lua script",
                   "tests/test_ratelimit.py — new regression test",
                   "worker/consumer.py — dedupe cache at line 88 (leak)",
                   "CHANGELOG.md — 1.8.3 entry"],
            remaining="Apply the bounded dedupe cache and re-measure memory over a few hours.",
            critical=["Limit is 50 req/s per client, bucket capacity 100.",
                      "Redis keys: rl:{client_id}, rl:{client_id}:ts."],
            prefs=["Service targets Python 3.11 (python:3.11-slim image)."],
        ),
    ),
    dict(
        name="diskpressure",
        domain="ops",
        sys=[1, 5, 9],
        ex=[
            dict(u="Three of the logging nodes in prod-eu went NotReady in the last hour. kubectl describe "
                   "says DiskPressure. What's eating the disk?",
                 tool=("terminal", {"command": "kubectl debug node/ip-10-4-12-87 -it --image=busybox -- "
                                               "du -xh /host/var/log --max-depth=2 | sort -h | tail -5"},
                       "1.2G\t/host/var/log/journal\n3.9G\t/host/var/log/pods/logging_fluent-bit-7xk2p\n"
                       "41G\t/host/var/log/pods/payments_audit-exporter-5d8f9c7b6-qm2lz\n"
                       "44G\t/host/var/log/pods\n47G\t/host/var/log\n"),
                 a="It's container logs: /var/log/pods takes 44G on that node, and 41G of it is a single pod, "
                   "`audit-exporter` in the payments namespace. It has been writing roughly 2 GB an hour "
                   "since 09:40, faster than the runtime rotates its logs."),
            dict(u="Why isn't log rotation kicking in? I thought we set a max size.",
                 a="We did, but only in the launch template for the `general` node group. The logging nodes "
                   "use `logging-v2`, which was created from an older template, and its kubelet config has no "
                   "`containerLogMaxSize` or `containerLogMaxFiles`."),
            dict(u="What's the fastest safe way to get the nodes back to Ready?",
                 a="Cordon each node, truncate the audit-exporter's current log file in place with `: > file` "
                   "(that frees the space without breaking the open file handle), and scale audit-exporter "
                   "down to stop the flood. The kubelet clears DiskPressure within about a minute."),
            dict(u="Do it for ip-10-4-12-87 first and tell me what happens.",
                 tool=("terminal", {"command": "kubectl cordon ip-10-4-12-87 && kubectl debug node/ip-10-4-12-87 "
                                               "-it --image=busybox -- sh -c ': > /host/var/log/pods/"
                                               "payments_audit-exporter-5d8f9c7b6-qm2lz/exporter/0.log' && "
                                               "sleep 60 && kubectl get node ip-10-4-12-87"},
                       "node/ip-10-4-12-87 cordoned\nNAME            STATUS                     ROLES    AGE\n"
                       "ip-10-4-12-87   Ready,SchedulingDisabled   <none>   41d\n"),
                 a="Done: about 41G freed on ip-10-4-12-87, DiskPressure cleared after roughly 40 seconds and "
                   "the node is Ready again (still cordoned). I'll uncordon once the other two are back and "
                   "audit-exporter is scaled down."),
            dict(u="Why is audit-exporter so noisy all of a sudden?",
                 a="Its 09:38 deploy flipped `LOG_LEVEL` to `debug`; it's in the Helm values diff for chart "
                   "0.14.2. At debug level it logs every upstream HTTP body, which accounts for the ~2 GB/h."),
            dict(u="Can you draft the change for the logging-v2 launch template so this doesn't happen again?",
                 a="The kubelet config for logging-v2 needs:\n\n```yaml\ncontainerLogMaxSize: 100Mi\n"
                   "containerLogMaxFiles: 5\n```\n\nWith five 100 MiB files per container, one noisy pod "
                   "tops out around 500 MiB per node. New nodes pick it up on the next node-group rollout."),
            dict(u="Other two nodes are back. Uncordon everything and tell me if anything is still pending.",
                 a="All three logging nodes are uncordoned and Ready. Two fluent-bit pods were Pending while "
                   "their nodes were cordoned; both are Running now. Nothing else in prod-eu is Pending."),
        ],
        summary=dict(
            task="User asked: 'Other two nodes are back. Uncordon everything and tell me if anything is still "
                 "pending.' — done, nothing pending.",
            goal="Recover three prod-eu logging nodes from DiskPressure and prevent recurrence.",
            done=["DIAG du on ip-10-4-12-87 — 41G of 47G in /var/log/pods from payments/audit-exporter "
                  "[tool: terminal]",
                  "CORDON + TRUNCATE audit-exporter log on ip-10-4-12-87 — DiskPressure cleared in ~40 s "
                  "[tool: terminal]",
                  "FOUND cause — audit-exporter chart 0.14.2 set LOG_LEVEL=debug at 09:38",
                  "DRAFTED kubelet containerLogMaxSize=100Mi / containerLogMaxFiles=5 for node group logging-v2",
                  "UNCORDONED all three nodes; fluent-bit pods rescheduled"],
            state=["Cluster prod-eu, all logging nodes Ready",
                   "audit-exporter scaled to 0 in namespace payments",
                   "launch template change drafted, not applied"],
            inprog="None.",
            blocked="audit-exporter stays at 0 replicas until payments sets LOG_LEVEL back to info.",
            decisions=["Truncate in place rather than delete the log file, to keep the open handle valid.",
                       "Fix rotation in the launch template rather than per-pod log limits."],
            resolved=["Why rotation failed: logging-v2 node group was built from an older template without "
                      "containerLogMaxSize."],
            files=["infra/eks/nodegroups/logging-v2.yaml — kubelet config draft",
                   "charts/audit-exporter/values.yaml (payments repo) — LOG_LEVEL=debug"],
            remaining="Roll out the logging-v2 template; ask payments to revert LOG_LEVEL.",
            critical=["Nodes affected: ip-10-4-12-87, ip-10-4-13-12, ip-10-4-14-201.",
                      "audit-exporter wrote ~2 GB/h at debug level."],
            prefs=["Payments namespace changes go through the payments team."],
        ),
    ),
    dict(
        name="cohorts",
        domain="data",
        sys=[2, 9],
        ex=[
            dict(u="I've uploaded subscriptions.csv, one row per subscription event (start, renew, cancel). I need "
                   "monthly retention by signup cohort for 2023. Where do we start?",
                 tool=("python", {"code": "import pandas as pd\ndf = pd.read_csv('/mnt/data/subscriptions.csv')\n"
                                          "print(df.shape)\nprint(df.head(3))"},
                       "(184332, 6)\n   user_id   event       plan  amount_cents             event_at country\n"
                       "0    10001   start    monthly           999  2023-01-02 08:12:55      DE\n"
                       "1    10001   renew    monthly           999  2023-02-02 08:13:01      DE\n"
                       "2    10002   start  promo_1usd          100           03/01/2023      GB\n"),
                 a="184k events with user_id, event, plan, amount_cents, event_at and country. `event_at` mixes "
                   "two formats: most rows look like '2023-01-02 08:12:55' but about 3% look like '03/01/2023'. "
                   "I'll parse both explicitly before bucketing, otherwise pandas will guess the day/month order."),
            dict(u="Good call. Are the slashed ones day-first or month-first?",
                 a="Day-first: there are values like '23/05/2023', which can't be month-first, and every slashed "
                   "row comes from GB, IE or AU. I'll parse them with dayfirst=True."),
            dict(u="Build the cohort table: signup month down the side, months since signup across.",
                 a="Done. A user's cohort is the month of their first 'start' event, and they count as retained "
                   "in month k if they had an active subscription at any point in that month. The January "
                   "cohort goes 100% → 71% → 63% → 58%; most cohorts flatten around month 4 at 50-55%."),
            dict(u="The August cohort drops way harder than the others. Anything weird there?",
                 a="August has 2.3 times the usual signups, and 61% of them came in on 'promo_1usd', the one-dollar "
                   "first month. Without promo signups, August month-1 retention is 69%, in line with the rest; "
                   "the promo users churn at 78% after their first renewal."),
            dict(u="Save the table to reports/cohorts_2023.csv and a heatmap png next to it.",
                 a="Saved reports/cohorts_2023.csv (12 cohorts by 12 months, fractions to three places) and "
                   "reports/cohorts_2023.png, a heatmap with a second panel that leaves out promo users."),
            dict(u="What's the blended retention at month 6 if we weight by cohort size?",
                 a="Weighted by cohort size, month-6 retention is 49.2% with promo users and 56.8% without. Only "
                   "the January to June cohorts have a month 6 in the data, so it's computed over those six."),
            dict(u="Can you check whether country makes a difference once promo users are excluded?",
                 a="Without promo users, month-3 retention is 66% in DE, 64% in GB, 61% in FR and 52% in US. The "
                   "US gap is mostly annual-plan users who cancel in month 1 after a chargeback dispute; there "
                   "are 412 of them, all from the same affiliate."),
        ],
        summary=dict(
            task="User asked: 'Can you check whether country makes a difference once promo users are "
                 "excluded?' — answered (US lower, driven by one affiliate).",
            goal="Monthly retention by signup cohort for 2023 from subscriptions.csv.",
            done=["LOAD /mnt/data/subscriptions.csv — 184,332 events, 6 columns [tool: python]",
                  "PARSE event_at — two formats; slashed rows (GB/IE/AU) parsed dayfirst=True [tool: python]",
                  "BUILD cohort table — Jan cohort 100/71/63/58%, plateau ~50-55% from month 4 [tool: python]",
                  "SAVE reports/cohorts_2023.csv and reports/cohorts_2023.png [tool: python]",
                  "COMPUTE weighted month-6 retention — 49.2% all, 56.8% without promo [tool: python]"],
            state=["Sandbox /mnt/data; dataframe `df` and `cohorts` in memory",
                   "Outputs in reports/"],
            inprog="None.",
            blocked="None.",
            decisions=["Retained in month k = any active subscription during that month.",
                       "Promo_1usd users reported separately; they distort the August cohort."],
            resolved=["August drop: 61% promo_1usd signups, 78% churn after first renewal.",
                      "Slashed dates are day-first."],
            files=["/mnt/data/subscriptions.csv — input",
                   "reports/cohorts_2023.csv — cohort table",
                   "reports/cohorts_2023.png — heatmap"],
            remaining="Possibly flag the 412 affiliate users with chargebacks to the growth team.",
            critical=["Month-3 retention without promo: DE 66%, GB 64%, FR 61%, US 52%."],
            prefs=["Reports go to the growth team's shared drive."],
        ),
    ),
    dict(
        name="release_post",
        domain="writing",
        sys=[3, 4, 9],
        ex=[
            dict(u="We're shipping v3.0 of Tessera, our open-source feature-flag server, next Tuesday. Can you help "
                   "me write the announcement post? Main things: a new evaluation engine in Rust that's much "
                   "faster, SDKs for Swift and Kotlin, and we dropped support for MySQL 5.7.",
                 a="Sure. A shape that usually works: a short opening with the headline number, a section per "
                   "major change, an 'Upgrading' section that states the MySQL 5.7 removal plainly, and thanks "
                   "to contributors at the end. Want me to draft the opening first?"),
            dict(u="Yes, draft the opening.",
                 a="Draft:\n\nTessera 3.0 is out. Flag evaluation is now up to six times faster, thanks to a "
                   "new engine written in Rust that two of our largest users have been running in production "
                   "since spring. This release also brings SDKs for Swift and Kotlin, and it retires support "
                   "for MySQL 5.7, which reached end of life in October 2023."),
            dict(u="'Up to six times' — is that honest? It's 6x on big rule sets; small ones are maybe 2x.",
                 a="Then lead with the range: 'flag evaluation is two to six times faster, with the biggest "
                   "gains on large rule sets.' People who benchmark it themselves will see numbers in that "
                   "range, and it won't look like we picked the best case."),
            dict(u="Better. People will be annoyed about MySQL. How do we say it without sounding dismissive?",
                 a="Give the reason, the alternative and the escape hatch: 'MySQL 5.7 stopped receiving security "
                   "fixes in October 2023, and keeping it in our test matrix was holding back the storage layer. "
                   "If you're on 5.7, the 2.x line gets security patches until June; the upgrade guide covers "
                   "moving to MySQL 8 or Postgres.'"),
            dict(u="Add a short section thanking contributors. 41 people contributed; special mention to @hana-k "
                   "for the Kotlin SDK.",
                 a="Added: 'Tessera 3.0 had 41 contributors, 17 of them first-timers. Special thanks to @hana-k, "
                   "who wrote most of the Kotlin SDK and then rewrote it after our API review. Twice.'"),
            dict(u="Ha, she'll like that. What title would you suggest?",
                 a="A few options: 'Tessera 3.0: a Rust engine and Swift and Kotlin SDKs', 'Tessera 3.0 is "
                   "here, and it's a lot faster', or plainly 'Announcing Tessera 3.0'. The first tells people "
                   "what's inside before they click."),
            dict(u="Go with the first. Can you also write the two-sentence version for the mailing list?",
                 a="'Tessera 3.0 is out: flag evaluation is two to six times faster with the new Rust engine, "
                   "and there are now SDKs for Swift and Kotlin. MySQL 5.7 is no longer supported; the 2.x line "
                   "gets security fixes until June, and the upgrade guide is linked below.'"),
        ],
        summary=dict(
            task="User asked: 'Go with the first. Can you also write the two-sentence version for the mailing "
                 "list?' — delivered.",
            goal="Announcement post for Tessera 3.0 (feature-flag server), publishing next Tuesday.",
            done=["DRAFTED opening paragraph (Rust engine, Swift/Kotlin SDKs, MySQL 5.7 dropped)",
                  "REVISED speed claim to 'two to six times faster, biggest gains on large rule sets'",
                  "WROTE MySQL 5.7 paragraph with reason, alternative and 2.x patch window until June",
                  "WROTE contributors section (41 contributors, 17 first-timers, thanks to @hana-k)",
                  "CHOSE title 'Tessera 3.0: a Rust engine and Swift and Kotlin SDKs'",
                  "WROTE two-sentence mailing-list version"],
            state=["Draft lives in the conversation; user will paste into the blog CMS"],
            inprog="None.",
            blocked="None.",
            decisions=["Use the 2x-6x range instead of 'up to 6x' to avoid overclaiming."],
            resolved=["How to announce the MySQL drop without sounding dismissive."],
            files=["None (text only)."],
            remaining="Possibly an 'Upgrading' section linking the upgrade guide.",
            critical=["2.x security patches until June.", "41 contributors, 17 first-time."],
            prefs=["Blog posts are published on Tuesdays."],
        ),
    ),
    dict(
        name="signup_form",
        domain="coding",
        sys=[0, 6, 4],
        ex=[
            dict(u="The signup form lets people submit an invalid email if they paste it in. Typing it works. "
                   "Component is src/components/SignupForm.tsx.",
                 tool=("read_file", {"path": "src/components/SignupForm.tsx"},
                       "export function SignupForm({ onSubmit }: Props) {\n"
                       "  const [email, setEmail] = useState('');\n"
                       "  const [emailError, setEmailError] = useState<string | null>(null);\n"
                       "  ...\n"
                       "  <input type=\"email\" value={email}\n"
                       "         onChange={e => setEmail(e.target.value)}\n"
                       "         onKeyUp={() => setEmailError(validateEmail(email))} />\n"),
                 a="Validation only runs in `onKeyUp`, and pasting with the mouse never fires a key event, so "
                   "`emailError` stays null. Running the check in `onChange`, and again on submit, covers "
                   "paste, autofill and drag-and-drop."),
            dict(u="Let's validate on change and on submit.",
                 a="Done: `validateEmail` runs in `onChange` and again in `handleSubmit`, which returns early "
                   "if there's an error. I also set `aria-invalid` and `aria-describedby` on the input so "
                   "screen readers announce the message."),
            dict(u="The regex we use is /^\\S+@\\S+$/. Is that good enough?",
                 a="For a signup form it's reasonable: it catches a missing @ and stray spaces, which are the "
                   "common typos. A stricter pattern tends to reject valid addresses (plus-addressing, new "
                   "top-level domains) more often than it catches real mistakes. The confirmation mail is "
                   "the real check."),
            dict(u="Fine, keep it. Add a test for the paste case.",
                 a="Added `it('shows an error for a pasted invalid email')` to SignupForm.test.tsx. It uses "
                   "`userEvent.paste('not-an-email')`, submits, and asserts both the error text and that "
                   "`onSubmit` wasn't called. Passes locally."),
            dict(u="QA says Safari autofill still doesn't trigger the inline message.",
                 a="Safari sometimes autofills without firing `change` until the field loses focus. Since "
                   "submit validates too, a bad autofilled value is still blocked; if QA wants the inline "
                   "message earlier, an `onBlur` check covers it."),
            dict(u="Add the onBlur check as well then.",
                 a="Added `onBlur={() => setEmailError(validateEmail(email))}`. The existing tests still pass, "
                   "and I added one that tabs out of a field filled via `fireEvent.input`, which mimics "
                   "autofill closely enough."),
            dict(u="Last thing: the error text says 'Invalid input'. Can it say something more useful?",
                 a="Changed it to 'Enter an email address like name@example.com.' It says what to do rather "
                   "than what went wrong, and the example makes the expected shape obvious."),
        ],
        summary=dict(
            task="User asked: 'Last thing: the error text says \"Invalid input\". Can it say something more "
                 "useful?' — changed.",
            goal="Stop the signup form from accepting invalid pasted or autofilled emails.",
            done=["READ src/components/SignupForm.tsx — validation only in onKeyUp [tool: read_file]",
                  "PATCH SignupForm.tsx — validate in onChange, onBlur and handleSubmit; aria-invalid and "
                  "aria-describedby [tool: patch]",
                  "ADD SignupForm.test.tsx — paste case and autofill-then-blur case [tool: write_file]",
                  "PATCH error copy to 'Enter an email address like name@example.com.' [tool: patch]"],
            state=["Branch fix/signup-paste", "Frontend tests: all passing"],
            inprog="None.",
            blocked="None.",
            decisions=["Keep the permissive /^\\S+@\\S+$/ regex; the confirmation mail is the real check."],
            resolved=["Safari autofill: covered by onBlur plus submit validation."],
            files=["src/components/SignupForm.tsx", "src/components/SignupForm.test.tsx"],
            remaining="QA re-test on Safari.",
            critical=["Error element id: signup-email-error (referenced by aria-describedby)."],
            prefs=["Frontend uses Vite and Testing Library."],
        ),
    ),
    dict(
        name="exports_bucket",
        domain="ops",
        sys=[0, 4, 9],
        ex=[
            dict(u="Can you review the Terraform for the new exports bucket before I apply it? It's "
                   "infra/exports/main.tf.",
                 tool=("read_file", {"path": "infra/exports/main.tf"},
                       "resource \"aws_s3_bucket\" \"exports\" {\n  bucket = \"acme-exports-prod\"\n}\n\n"
                       "resource \"aws_s3_bucket_policy\" \"exports\" {\n  bucket = aws_s3_bucket.exports.id\n"
                       "  policy = jsonencode({\n    Statement = [{\n      Effect    = \"Allow\"\n"
                       "      Principal = { AWS = aws_iam_role.exporter.arn }\n      Action    = \"s3:*\"\n"
                       "      Resource  = \"${aws_s3_bucket.exports.arn}/*\"\n    }]\n  })\n}\n"),
                 a="Three things. There's no `aws_s3_bucket_public_access_block`, so nothing stops a future ACL "
                   "from making objects public. The policy grants `s3:*` to the exporter role, which only needs "
                   "PutObject and GetObject. And there's no lifecycle rule, so exports pile up forever."),
            dict(u="Tighten the policy and add the public access block. What lifecycle would you suggest?",
                 a="Exports are downloaded within a day or two, so: move to STANDARD_IA after 30 days and expire "
                   "after 180. I've updated main.tf with the access block (all four flags true), narrowed the "
                   "policy to `s3:PutObject` and `s3:GetObject` on `exports/*`, and added the lifecycle rule."),
            dict(u="Run a plan.",
                 tool=("terminal", {"command": "cd infra/exports && terraform plan -out=exports.plan"},
                       "aws_s3_bucket.exports: Refreshing state...\n\nPlan: 4 to add, 0 to change, 0 to destroy.\n\n"
                       "Saved the plan to: exports.plan\n"),
                 a="The plan is clean: 4 to add (bucket, access block, policy, lifecycle configuration), nothing "
                   "changed or destroyed. It's saved as exports.plan."),
            dict(u="Should we turn on versioning too?",
                 a="For exports I wouldn't. They're regenerated on demand, and versioning keeps every overwritten "
                   "object. If you want protection against accidental deletes, versioning with a 7-day "
                   "noncurrent-version expiry gives that without the storage growth."),
            dict(u="Skip versioning. Does the KMS key policy need changing for the exporter role?",
                 a="Yes. The bucket uses SSE-KMS with `alias/exports`, and that key policy only allows the "
                   "analytics account today. The exporter role needs `kms:GenerateDataKey` and `kms:Decrypt`, "
                   "otherwise PutObject fails with AccessDenied even though the bucket policy allows it."),
            dict(u="Add that to the key policy in infra/kms/exports.tf and re-plan both.",
                 a="Added a statement for the exporter role with `kms:GenerateDataKey` and `kms:Decrypt`. "
                   "Re-planned: exports still shows 4 to add, and kms shows 1 to change (the key policy, in "
                   "place). Both plans are saved next to their configs."),
        ],
        summary=dict(
            task="User asked: 'Add that to the key policy in infra/kms/exports.tf and re-plan both.' — done, "
                 "plans saved, not applied.",
            goal="Review and harden the Terraform for the new S3 exports bucket before apply.",
            done=["READ infra/exports/main.tf — no public access block, s3:* policy, no lifecycle [tool: read_file]",
                  "PATCH main.tf — public access block, policy narrowed to PutObject/GetObject on exports/*, "
                  "lifecycle IA@30d expire@180d [tool: patch]",
                  "PLAN exports — 4 to add, 0 change, 0 destroy; saved exports.plan [tool: terminal]",
                  "PATCH infra/kms/exports.tf — exporter role gets kms:GenerateDataKey, kms:Decrypt [tool: patch]",
                  "PLAN kms — 1 to change (key policy, in place) [tool: terminal]"],
            state=["Plans saved: infra/exports/exports.plan, infra/kms/kms.plan", "Nothing applied yet"],
            inprog="None.",
            blocked="None.",
            decisions=["No bucket versioning: exports are regenerable.",
                       "Lifecycle: STANDARD_IA after 30 days, expire after 180."],
            resolved=["Whether KMS needed changes: yes, exporter role lacked GenerateDataKey/Decrypt."],
            files=["infra/exports/main.tf", "infra/kms/exports.tf"],
            remaining="User applies the two plans.",
            critical=["Bucket: acme-exports-prod. KMS alias: alias/exports."],
            prefs=["Terraform state lives in the shared S3 backend with DynamoDB locking."],
        ),
    ),
    dict(
        name="dau_query",
        domain="data",
        sys=[2, 4, 9],
        ex=[
            dict(u="This dashboard query takes four minutes on BigQuery and scans 1.8 TB. It's just daily active "
                   "users by country for the last 30 days. Help?",
                 a="Can you paste the query? My first guess is that it doesn't filter on the partition column, "
                   "so BigQuery reads the whole events table."),
            dict(u="select country, date(ts) d, count(distinct user_id) from analytics.events "
                   "where date(ts) >= current_date - 30 group by 1,2",
                 a="That's it: the table is partitioned on `event_date`, not `ts`. A filter on `DATE(ts)` can't "
                   "prune partitions, so every day since 2019 gets scanned. Filter on `event_date >= "
                   "DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)` and keep grouping by `DATE(ts)`."),
            dict(u="Tried it: 38 seconds and 96 GB. Still slowish.",
                 a="The next lever is the COUNT(DISTINCT): an exact distinct over roughly 400M rows is expensive. "
                   "If the dashboard can live with about 1% error, `APPROX_COUNT_DISTINCT(user_id)` usually cuts "
                   "it by another order of magnitude. Otherwise a daily pre-aggregated table helps."),
            dict(u="Product wants exact numbers. Let's do the pre-aggregated table.",
                 a="Then a scheduled query that writes `analytics.daily_country_users`, partitioned by event_date "
                   "and clustered by country, with one row per user per day per country. The dashboard then "
                   "counts distinct users over 30 small partitions. I'd backfill 90 days."),
            dict(u="How big will that table be?",
                 a="About 2.1M rows a day going by yesterday's active users; with three narrow columns that's "
                   "around 60 MB per day, so roughly 5.5 GB for 90 days. The dashboard query would scan about "
                   "1.8 GB instead of 96."),
            dict(u="Write the scheduled query and the backfill.",
                 a="Scheduled query (daily at 02:00 UTC, for yesterday):\n\n```sql\nMERGE analytics.daily_country_users t\n"
                   "USING (\n  SELECT DISTINCT event_date, country, user_id\n  FROM analytics.events\n"
                   "  WHERE event_date = DATE_SUB(@run_date, INTERVAL 1 DAY)\n) s\n"
                   "ON t.event_date = s.event_date AND t.country = s.country AND t.user_id = s.user_id\n"
                   "WHEN NOT MATCHED THEN INSERT ROW\n```\n\nThe backfill is the same SELECT over the last 90 "
                   "days into the empty table, run once."),
            dict(u="Why MERGE instead of just insert?",
                 a="So a re-run for the same day doesn't double-count. If the scheduler retries after a partial "
                   "failure, MERGE only inserts rows that aren't there yet; a plain INSERT would duplicate them."),
        ],
        summary=dict(
            task="User asked: 'Why MERGE instead of just insert?' — answered (idempotent re-runs).",
            goal="Make the 30-day DAU-by-country dashboard query fast and cheap on BigQuery with exact counts.",
            done=["DIAG query filtered on DATE(ts), not partition column event_date — full scan 1.8 TB",
                  "FIX filter on event_date — 38 s, 96 GB",
                  "DESIGN analytics.daily_country_users (partitioned event_date, clustered country)",
                  "WROTE scheduled MERGE query (02:00 UTC) and one-off 90-day backfill"],
            state=["Scheduled query not yet created in the console", "Backfill not yet run"],
            inprog="None.",
            blocked="None.",
            decisions=["Exact counts required by product, so no APPROX_COUNT_DISTINCT.",
                       "MERGE for idempotent daily loads."],
            resolved=["Expected size: ~60 MB/day, ~5.5 GB for 90 days; dashboard scan ~1.8 GB."],
            files=["sql/daily_country_users_merge.sql", "sql/daily_country_users_backfill.sql"],
            remaining="Create the scheduled query, run the backfill, repoint the dashboard.",
            critical=["analytics.events is partitioned on event_date, not ts."],
            prefs=["Dashboard lives in Looker Studio, owned by the product analytics team."],
        ),
    ),
    dict(
        name="grant",
        domain="writing",
        sys=[7, 3, 9],
        ex=[
            dict(u="I'm writing the Broader Impacts section of an NSF proposal about low-cost air quality sensors "
                   "for rural schools. My draft: 'Our project will have many broader impacts. We will work with "
                   "schools. Students will learn about air quality. Data will be shared with the community.' It "
                   "feels flat.",
                 a="The content is there; what's missing is specifics. Reviewers look for who benefits, how many, "
                   "and how you'll know it worked. Do you have numbers: how many schools, how many students, "
                   "where, and why those places?"),
            dict(u="24 schools, about 6,800 students, two counties in eastern Kentucky. Teachers get a stipend for a "
                   "summer workshop.",
                 a="Then something like: 'Sensors will be installed in 24 rural K-12 schools serving about 6,800 "
                   "students across Harlan and Letcher counties, where the nearest EPA monitor is more than 60 "
                   "miles away. Each summer, participating teachers attend a paid workshop to build lessons "
                   "around their own school's data.' I assumed the counties and the monitor distance; please check."),
            dict(u="Counties are right, the monitor is 71 miles away actually. Should I mention the data portal "
                   "here or in the project description?",
                 a="Briefly in both. Here it's about who gets access (parents, county health departments, local "
                   "news); the project description covers the architecture. One sentence is enough in Broader "
                   "Impacts."),
            dict(u="What about evaluation? Reviewers dinged us last time for not having one.",
                 a="Add a sentence that names an evaluator and a measure, for example: 'An external evaluator "
                   "from the university's Center for Educational Research will assess changes in student data "
                   "literacy with a pre/post instrument.' What matters is that someone independent measures "
                   "something concrete."),
            dict(u="We do have that center on board. Can you check the section length? We get about one page.",
                 a="At 11-point Times with NSF margins the section is about 520 words, roughly 0.9 pages. There's "
                   "room for one more sentence, maybe on how the work continues after the grant ends."),
            dict(u="Sustainability: the districts agreed to keep the sensors running and the portal is hosted by "
                   "the state library.",
                 a="Added: 'After the award period, both districts have committed to maintaining the sensors, and "
                   "the Kentucky Department for Libraries and Archives will host the data portal.' The section "
                   "is now 548 words, still under a page."),
        ],
        summary=dict(
            task="User asked about sustainability — sentence added; section at 548 words.",
            goal="Strengthen the Broader Impacts section of an NSF proposal (air quality sensors, rural schools).",
            done=["REWROTE opening with specifics: 24 schools, ~6,800 students, Harlan and Letcher counties",
                  "CORRECTED nearest EPA monitor distance to 71 miles",
                  "ADDED data portal sentence (parents, county health departments, local news)",
                  "ADDED external evaluation sentence (Center for Educational Research, pre/post instrument)",
                  "ADDED sustainability sentence (districts maintain sensors; state library hosts portal)"],
            state=["Section ~548 words, under one page at 11-pt Times"],
            inprog="None.",
            blocked="None.",
            decisions=["Mention the data portal briefly here and in detail in the project description."],
            resolved=["Length check: fits on one page."],
            files=["proposal/broader_impacts.docx (user's copy)"],
            remaining="None stated.",
            critical=["Nearest EPA monitor: 71 miles. Teachers receive a summer workshop stipend."],
            prefs=["NSF formatting: 11-pt Times, 1-inch margins."],
        ),
    ),
    dict(
        name="rust_cli",
        domain="coding",
        sys=[0, 6, 4],
        ex=[
            dict(u="cargo build fails on my CLI after bumping clap to 4.5: error[E0599]: no method named "
                   "`value_parser` found for struct `Arg`. What changed?",
                 a="In clap 4, `value_parser!` is a macro, and code written against an early 3.x beta sometimes "
                   "calls it like a method. The fix is `.value_parser(clap::value_parser!(u16))` on the Arg. "
                   "Also make sure the `cargo` feature is enabled if you use `command!()`."),
            dict(u="That was it. Now clippy complains about needless_borrow in about 30 places.",
                 a="Those come from clippy getting stricter about `&` on arguments that are already references. "
                   "`cargo clippy --fix --allow-dirty` rewrites them automatically; the diff is usually trivial, "
                   "but skim it before committing."),
            dict(u="Done. The release binary is 14 MB, which seems huge for a CLI.",
                 a="Most of that is symbols and debug info. Under `[profile.release]` in Cargo.toml: `strip = "
                   "true`, `lto = true`, `codegen-units = 1`, and optionally `opt-level = \"z\"`. A clap plus "
                   "serde CLI usually ends up at 2 to 4 MB."),
            dict(u="Down to 3.1 MB with strip and lto. Does lto slow builds down a lot?",
                 a="Release builds, yes: link time often doubles or triples. Debug builds aren't affected, so "
                   "day-to-day iteration stays the same. If CI time matters, `lto = \"thin\"` gets most of the "
                   "size win for a fraction of the cost."),
            dict(u="How do I cross-compile for aarch64 Linux from my Mac?",
                 a="The least painful route is cargo-zigbuild: `brew install zig`, `cargo install cargo-zigbuild`, "
                   "then `cargo zigbuild --release --target aarch64-unknown-linux-gnu`. Zig acts as the linker, "
                   "so you don't need a separate cross toolchain."),
            dict(u="It built, but on the Pi it says 'GLIBC_2.34 not found'.",
                 a="The Pi's OS has an older glibc than the default target assumes. With zigbuild you can pin "
                   "it: `--target aarch64-unknown-linux-gnu.2.31`. Or build for `aarch64-unknown-linux-musl` and "
                   "get a static binary that doesn't care about glibc at all."),
        ],
        summary=dict(
            task="User asked: 'It built, but on the Pi it says GLIBC_2.34 not found.' — suggested glibc-pinned "
                 "target or musl.",
            goal="Get the Rust CLI building on clap 4.5, smaller, and cross-compiled for a Raspberry Pi.",
            done=["FIX value_parser usage for clap 4.5 (macro, not method)",
                  "RUN cargo clippy --fix — ~30 needless_borrow fixed",
                  "SET [profile.release] strip=true, lto=true — binary 14 MB -> 3.1 MB",
                  "CROSS-BUILD with cargo zigbuild --target aarch64-unknown-linux-gnu"],
            state=["Binary fails on the Pi: GLIBC_2.34 not found"],
            inprog="Choosing between aarch64-unknown-linux-gnu.2.31 and the musl target.",
            blocked="Pi runtime error GLIBC_2.34 not found.",
            decisions=["Keep full lto for releases; consider thin lto if CI gets slow."],
            resolved=["Binary size: strip + lto."],
            files=["Cargo.toml — release profile", "src/cli.rs — clap arguments"],
            remaining="Rebuild with a pinned glibc or musl and test on the Pi.",
            critical=["Pi OS glibc is older than 2.34."],
            prefs=["MSRV is Rust 1.74."],
        ),
    ),
    dict(
        name="replica_lag",
        domain="ops",
        sys=[5, 1, 9],
        ex=[
            dict(u="Replica pg-replica-2 is 14 minutes behind the primary and climbing. Reporting dashboards are "
                   "stale. What do I check first?",
                 tool=("terminal", {"command": "psql -h pg-replica-2 -c \"select now() - pg_last_xact_replay_timestamp() "
                                               "as lag, pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn();\""},
                       "       lag       | pg_last_wal_receive_lsn | pg_last_wal_replay_lsn\n"
                       "-----------------+-------------------------+------------------------\n"
                       " 00:14:32.118204 | 3A/9F1C2B88             | 3A/41D07E10\n(1 row)\n"),
                 a="The receive LSN is well ahead of the replay LSN, so WAL is arriving fine and the replica is "
                   "slow to apply it. That usually means replay is blocked by a long query on the replica (a "
                   "recovery conflict) or the replica's disk can't keep up."),
            dict(u="How do I tell which one?",
                 tool=("terminal", {"command": "psql -h pg-replica-2 -c \"select pid, now()-query_start as runtime, "
                                               "state, left(query, 60) from pg_stat_activity where state <> 'idle' "
                                               "order by 2 desc limit 3;\""},
                       "  pid  |    runtime      | state  |                            left\n"
                       "-------+-----------------+--------+--------------------------------------------------\n"
                       " 31877 | 00:47:09.52     | active | SELECT o.id, o.total, c.region FROM orders o JOIN c\n"
                       " 32410 | 00:00:01.03     | active | SELECT count(*) FROM shipments WHERE status = $1\n"
                       "(2 rows)\n"),
                 a="A reporting query on the replica has been running for 47 minutes. With "
                   "`hot_standby_feedback = on` and `max_standby_streaming_delay = -1`, replay waits for it "
                   "instead of cancelling it. That's the lag."),
            dict(u="Kill it?",
                 a="Yes: `select pg_cancel_backend(31877);`. It's the monthly revenue export, which can be rerun. "
                   "Replay should catch up within a few minutes once it's gone."),
            dict(u="Lag is back under a second. How do we stop this happening again?",
                 a="Set `max_standby_streaming_delay` to something finite like 5min, so replay cancels conflicting "
                   "queries instead of waiting forever, and run the monthly export on a dedicated replica or a "
                   "snapshot. Also add an alert on replay lag above two minutes."),
            dict(u="Who owns the monthly export?",
                 a="The finance-data team, according to the job's labels in the scheduler (`owner: finance-data`, "
                   "cron `0 3 1 * *`). It ran late this month because the 1st was a re-run after Friday's "
                   "failure."),
            dict(u="Write the alert rule.",
                 a="```yaml\n- alert: PostgresReplicaReplayLag\n  expr: pg_replication_lag_seconds{role=\"replica\"} > 120\n"
                   "  for: 5m\n  labels:\n    severity: page\n  annotations:\n"
                   "    summary: \"{{ $labels.instance }} replay lag {{ $value | humanizeDuration }}\"\n```\n\n"
                   "The `for: 5m` keeps short spikes during vacuum from paging anyone."),
        ],
        summary=dict(
            task="User asked: 'Write the alert rule.' — delivered PostgresReplicaReplayLag rule.",
            goal="Resolve replication lag on pg-replica-2 and prevent recurrence.",
            done=["CHECK lag — 14m32s; receive LSN 3A/9F1C2B88 ahead of replay 3A/41D07E10 [tool: terminal]",
                  "FOUND pid 31877 running 47 min on replica (monthly revenue export) [tool: terminal]",
                  "CANCELLED pid 31877 — lag back under 1 s",
                  "WROTE alert rule PostgresReplicaReplayLag (>120 s for 5m, severity page)"],
            state=["pg-replica-2 healthy", "max_standby_streaming_delay still -1"],
            inprog="None.",
            blocked="None.",
            decisions=["Propose max_standby_streaming_delay=5min and moving the export to a dedicated replica."],
            resolved=["Owner of the export: finance-data team."],
            files=["alerts/postgres.yaml (proposed)"],
            remaining="Agree the streaming-delay change with finance-data; deploy the alert.",
            critical=["Export job cron: 0 3 1 * *, owner finance-data."],
            prefs=["Alert rules live in the observability repo."],
        ),
    ),
    dict(
        name="finetune",
        domain="data",
        sys=[10, 9, 4],
        ex=[
            dict(u="My fine-tuning run plateaued at eval loss 1.92 after 2k steps. lr 3e-4, batch 64, cosine "
                   "schedule, 20k steps total. Ideas?",
                 a="Plateauing that early with cosine is rarely the schedule itself. Three things to check: is the "
                   "training loss still falling (then it's generalisation, not optimisation), is the eval set "
                   "from the same distribution, and what's the gradient norm."),
            dict(u="Train loss is still dropping, 1.41 now. Grad norm around 0.3.",
                 a="So it's fitting the training set but not transferring. How big is the training set? At batch "
                   "64 and 2k steps you've seen 128k examples; if the dataset is around 30k, you're on the fourth "
                   "or fifth epoch and it's memorising."),
            dict(u="It's 26k examples. Oh.",
                 a="Right, about five epochs by step 2k. I'd cut the run to two or three epochs, add dropout 0.1 "
                   "on the adapter, and evaluate every 200 steps with early stopping. More data would help more "
                   "than any hyperparameter."),
            dict(u="We can get maybe 15k more from the support-ticket archive. Worth it?",
                 a="Probably, if the tickets are close to the target task. Deduplicate against the eval set first: "
                   "support archives are full of near-identical templated replies, and leakage would make eval "
                   "loss look better than it is."),
            dict(u="How do I dedupe near-duplicates at that scale?",
                 a="MinHash with LSH is fine for ~40k documents: 5-gram shingles, 128 permutations, Jaccard "
                   "threshold around 0.8. The `datasketch` package does it in a few lines and runs in minutes "
                   "on a laptop."),
            dict(u="Submit a run with 3 epochs, dropout 0.1, eval every 200 steps.",
                 tool=("submit_job", {"config": "configs/ft_v7.yaml", "overrides": {"epochs": 3, "lora_dropout": 0.1,
                                                                                     "eval_steps": 200}},
                       "{\"job_id\": \"ft-0419-7c2e\", \"status\": \"queued\", \"gpu\": \"1xA100-80G\", "
                       "\"eta_start\": \"~6 min\"}"),
                 a="Submitted as ft-0419-7c2e on one A100; it should start in about six minutes. I'll check the "
                   "logs once the first eval at step 200 is in."),
            dict(u="Check it now.",
                 tool=("tail_logs", {"job_id": "ft-0419-7c2e", "lines": 4},
                       "step 400 | train_loss 1.71 | lr 2.98e-04\nstep 400 | eval_loss 1.88\n"
                       "step 600 | train_loss 1.62 | lr 2.95e-04\nstep 600 | eval_loss 1.84\n"),
                 a="It's at step 600: eval loss 1.84 and still falling, already below the old plateau of 1.92. "
                   "Train loss is 1.62, so the gap is much smaller than in the previous run."),
        ],
        summary=dict(
            task="User asked: 'Check it now.' — job ft-0419-7c2e at step 600, eval loss 1.84 and falling.",
            goal="Get the fine-tuning run past the eval-loss plateau at 1.92.",
            done=["DIAG plateau — 26k examples, ~5 epochs by step 2k, overfitting",
                  "PLAN 3 epochs, lora_dropout 0.1, eval every 200 steps, early stopping",
                  "SUBMIT ft-0419-7c2e (configs/ft_v7.yaml + overrides) on 1xA100-80G [tool: submit_job]",
                  "LOGS step 600: train 1.62, eval 1.84 [tool: tail_logs]"],
            state=["Job ft-0419-7c2e running"],
            inprog="Monitoring ft-0419-7c2e.",
            blocked="None.",
            decisions=["Deduplicate the support-ticket archive with MinHash LSH (5-gram, 128 perms, 0.8) before "
                       "adding it."],
            resolved=["Plateau cause: overfitting from too many epochs on 26k examples."],
            files=["configs/ft_v7.yaml"],
            remaining="Decide whether to add the 15k support tickets after dedup.",
            critical=["Previous plateau: eval 1.92 at step 2k (lr 3e-4, batch 64, cosine)."],
            prefs=["Jobs go on the shared A100 pool; max two concurrent jobs per person."],
        ),
    ),
    dict(
        name="support_reply",
        domain="writing",
        sys=[8, 3, 9],
        ex=[
            dict(u="Help me reply to this one. She was double-charged for March, waited nine days for an answer "
                   "from us, and says she's going to cancel. We've already refunded the duplicate.",
                 a="Points to hit: acknowledge both problems specifically (the double charge and the slow answer), "
                   "confirm the refund with the amount and when it'll show up, and say what changed so it "
                   "doesn't happen again. Do you know why the double charge happened?"),
            dict(u="A retry bug in the billing job when the card processor timed out. It's fixed. Refund was €49, "
                   "should show in 5-10 business days.",
                 a="Draft:\n\nHi Marta,\n\nYou were charged twice for March and then waited nine days to hear back "
                   "from us. Both are on us, and I'm sorry.\n\nWe've refunded the duplicate charge of €49; depending "
                   "on your bank it will appear within 5-10 business days. The cause was a bug in how our billing "
                   "system retried a payment when the card processor timed out. It's fixed, and we've checked that "
                   "no other March charges were affected.\n\nIf there's anything else, reply here and it comes "
                   "straight to me.\n\nTomás"),
            dict(u="Should I offer a free month?",
                 a="If policy allows it, a credit makes the apology concrete and costs far less than losing the "
                   "account. Add one line before the sign-off: 'We've also added a month's credit to your account.'"),
            dict(u="Add it. Also her name is Marte, not Marta.",
                 a="Fixed the name to Marte and added the credit line before the sign-off."),
            dict(u="Can you make a shorter version I can reuse as a macro for double-charge tickets?",
                 a="Macro:\n\nHi {{first_name}},\n\nYou were charged twice for {{month}}, and I'm sorry about that. "
                   "We've refunded the duplicate charge of {{amount}}; it should appear within 5-10 business days. "
                   "The cause was a billing bug that's now fixed.\n\n{{agent_name}}"),
            dict(u="What tags should the macro set in Zendesk?",
                 a="I'd set `billing`, `double_charge` and `refund_issued`, and the custom field 'Root cause' to "
                   "'billing-retry-bug'. That way the weekly billing report can count these without anyone "
                   "reading the tickets."),
        ],
        summary=dict(
            task="User asked: 'What tags should the macro set in Zendesk?' — answered.",
            goal="Reply to an upset user who was double-charged for March, and create a reusable macro.",
            done=["DRAFTED personal reply to Marte (apology, €49 refund in 5-10 business days, cause fixed)",
                  "ADDED one-month credit line; corrected name Marta -> Marte",
                  "WROTE macro for double-charge tickets with placeholders",
                  "SUGGESTED tags billing, double_charge, refund_issued; root cause billing-retry-bug"],
            state=["Reply and macro text in the conversation; agent will paste into Zendesk"],
            inprog="None.",
            blocked="None.",
            decisions=["Offer a one-month credit in the personal reply, not in the macro."],
            resolved=["Cause of double charge: billing job retry on processor timeout (fixed)."],
            files=["None."],
            remaining="None.",
            critical=["Refund €49; user name Marte; signed by Tomás."],
            prefs=["Support replies are signed with the agent's first name."],
        ),
    ),
    dict(
        name="goroutine_leak",
        domain="coding",
        sys=[0, 9, 6],
        ex=[
            dict(u="Our Go API's goroutine count climbs from about 200 to 40k over a day. The pprof goroutine dump "
                   "shows most of them in (*Client).fetchQuote. Signature: func (c *Client) fetchQuote(ctx "
                   "context.Context, sym string, out chan<- Quote)",
                 a="The usual cause with that shape: the goroutine finishes the HTTP call and then blocks on "
                   "`out <- q`, because the caller has already returned (timeout or first-result-wins) and nobody "
                   "reads the channel. The send needs to select on ctx.Done()."),
            dict(u="The caller takes the first of three providers and returns. So two goroutines hang forever per "
                   "request?",
                 a="Exactly, two per request, which matches 40k a day at your traffic. Fix: `select { case out <- "
                   "q: case <-ctx.Done(): }`, and make sure the caller cancels the context when it returns "
                   "(`defer cancel()`). A channel buffered to 3 would also let every sender finish."),
            dict(u="I'll do both. Does the HTTP request itself respect ctx?",
                 a="Only if it's built with `http.NewRequestWithContext(ctx, ...)`. With a bare `http.Get(url)`, "
                   "cancelling the context doesn't abort the in-flight request, and each straggler holds a "
                   "connection until the server answers or the client timeout fires."),
            dict(u="It's http.Get. Changing it. How can I catch this kind of leak in tests?",
                 a="go.uber.org/goleak: `defer goleak.VerifyNone(t)` at the top of a test, or "
                   "`goleak.VerifyTestMain(m)` for the whole package. The test fails if goroutines are still "
                   "running when it ends."),
            dict(u="Added goleak. The old code fails the test as expected, new code passes.",
                 a="Good, that test now guards the regression. After you deploy, `go_goroutines` should stay flat; "
                   "worth adding it to the service dashboard next to request rate so a future leak is obvious."),
            dict(u="Is there any downside to the buffered channel?",
                 a="Only that the two losing results are computed and then thrown away, which you were already "
                   "doing. The buffer costs three slots per request. Cancelling the context is what actually "
                   "stops the wasted HTTP calls early."),
        ],
        summary=dict(
            task="User asked: 'Is there any downside to the buffered channel?' — answered.",
            goal="Fix a goroutine leak in the Go quotes API (fetchQuote blocked on channel send).",
            done=["DIAG pprof — goroutines blocked on `out <- q` in fetchQuote after caller returned",
                  "FIX select on ctx.Done() for the send; caller defers cancel(); channel buffered to 3",
                  "FIX http.Get -> http.NewRequestWithContext",
                  "ADD goleak.VerifyNone to quote client tests — old code fails, new passes"],
            state=["Branch fix/quote-leak; tests green"],
            inprog="None.",
            blocked="None.",
            decisions=["Use both context cancellation and a buffered channel."],
            resolved=["HTTP request only respects ctx when built with NewRequestWithContext."],
            files=["internal/quotes/client.go", "internal/quotes/client_test.go"],
            remaining="Deploy and watch go_goroutines.",
            critical=["Leak rate: 2 goroutines per request, ~40k per day."],
            prefs=["Go 1.22; module path github.com/acme/quotes-api."],
        ),
    ),
    dict(
        name="ci_cache",
        domain="ops",
        sys=[11, 0, 4],
        ex=[
            dict(u="Our GitHub Actions workflow takes 18 minutes and most of it is npm ci. We have actions/cache "
                   "set up but it seems to miss every time.",
                 tool=("read_file", {"path": ".github/workflows/ci.yml"},
                       "      - uses: actions/cache@v4\n        with:\n          path: node_modules\n"
                       "          key: ${{ runner.os }}-${{ hashFiles('**/package-lock.json') }}-${{ github.sha }}\n"
                       "      - run: npm ci\n"),
                 a="The cache key includes `github.sha`, so every commit gets a new key and there's never a hit. "
                   "Key it on the OS and the lockfile hash only, with a `restore-keys` fallback on the OS prefix."),
            dict(u="Oh no. Fixed. Should we cache node_modules or ~/.npm?",
                 a="~/.npm. `npm ci` deletes node_modules before installing anyway, so caching it buys nothing; the "
                   "npm cache lets it skip the downloads. `actions/setup-node` with `cache: npm` does exactly that "
                   "in one line."),
            dict(u="Switched to setup-node with cache: npm. Down to 9 minutes. What's the next biggest thing?",
                 a="From the step timings of the last run: the Playwright browser download (2m10s) and the e2e "
                   "step (4m). Cache ~/.cache/ms-playwright keyed on the Playwright version, and consider "
                   "sharding e2e across runners."),
            dict(u="Sharding across runners costs more minutes though, right?",
                 a="Total billed minutes go up a bit, since each shard repeats checkout and install (about a "
                   "minute each), but wall-clock time for e2e drops from 4 minutes to under 2. Whether that's "
                   "worth it depends on whether you pay per minute or wait on PRs."),
            dict(u="We're on the free tier for this repo. Let's not shard.",
                 a="Makes sense. With the npm and Playwright caches, expect about 7 minutes end to end."),
            dict(u="Trigger a run on the branch and tell me the timing.",
                 tool=("terminal", {"command": "gh workflow run ci.yml --ref ci/cache-fixes && sleep 420 && "
                                               "gh run list --workflow ci.yml --branch ci/cache-fixes --limit 1"},
                       "STATUS  TITLE              WORKFLOW  BRANCH          EVENT              ID          ELAPSED\n"
                       "✓       ci: fix cache key  CI        ci/cache-fixes  workflow_dispatch  9415527731  6m48s\n"),
                 a="Green in 6m48s, down from 18 minutes. The Playwright cache hit as well, so the browser download "
                   "step took 4 seconds."),
        ],
        summary=dict(
            task="User asked: 'Trigger a run on the branch and tell me the timing.' — 6m48s, green.",
            goal="Cut the CI workflow time (was 18 min, mostly npm ci).",
            done=["READ .github/workflows/ci.yml — cache key included github.sha, never hit [tool: read_file]",
                  "SWITCH to actions/setup-node with cache: npm — 9 min",
                  "ADD Playwright browser cache keyed on Playwright version",
                  "RUN gh workflow run ci.yml on ci/cache-fixes — 6m48s, green [tool: terminal]"],
            state=["Branch ci/cache-fixes", "Run 9415527731 passed"],
            inprog="None.",
            blocked="None.",
            decisions=["No e2e sharding: repo is on the free tier."],
            resolved=["Cache ~/.npm rather than node_modules."],
            files=[".github/workflows/ci.yml"],
            remaining="None.",
            critical=["Run 9415527731: 6m48s."],
            prefs=["CI must stay under the free-tier minute budget."],
        ),
    ),
    dict(
        name="offsite",
        domain="general",
        sys=[9, 4],
        ex=[
            dict(u="I'm planning a two-day team offsite for 14 people in Lisbon in October. Budget is €9,000 total, "
                   "flights excluded. Can you help me sketch a budget?",
                 a="Sure. A rough split for Lisbon in October: hotel for 2 nights at about €110 per person per night "
                   "is €3,080; a meeting room for 2 days about €800; lunches plus one team dinner about €1,900; one "
                   "activity about €700; local transport about €300. That's roughly €6,800, leaving about €2,200."),
            dict(u="The leftover seems big. Could we do three nights instead?",
                 a="A third night adds about €1,540 for the hotel plus another day of food, around €600, so "
                   "roughly €8,900 in total: just under budget with almost no slack. I'd only do it if the third "
                   "day has a real plan and isn't just a travel day."),
            dict(u="Fair. What activity would you suggest that isn't cheesy?",
                 a="Ones that tend to go well with mixed groups: a guided walk through Alfama ending at a tasca, a "
                   "tile-painting workshop (azulejos), or a sailing trip on the Tagus at sunset if the weather "
                   "holds. The boat is the priciest, about €60-70 per person."),
            dict(u="Tile painting sounds fun. Can you put the whole thing in a table?",
                 a="| Item | Estimate |\n|---|---|\n| Hotel, 2 nights x 14 | €3,080 |\n| Meeting room, 2 days | €800 |\n"
                   "| Lunches + team dinner | €1,900 |\n| Azulejo workshop | €560 |\n| Local transport | €300 |\n"
                   "| Contingency | €2,360 |\n| **Total** | **€9,000** |"),
            dict(u="Where's a good area to stay so people can walk to the venue?",
                 a="Baixa or Chiado: central, fairly flat by Lisbon standards, and close to most workshop venues. "
                   "Alfama is charming but hilly and cobbled, which gets old quickly with luggage."),
            dict(u="Two people are vegetarian and one is coeliac. Anything to watch for with the dinner?",
                 a="Tell the restaurant when you book, not on the night: traditional Portuguese menus lean heavily "
                   "on meat and fish, and many places dust things with flour. Places in Chiado used to group "
                   "bookings will usually do a separate set menu if they get a few days' notice."),
        ],
        summary=dict(
            task="User asked about dietary needs for the team dinner — answered (tell the restaurant when booking).",
            goal="Plan a two-day offsite for 14 people in Lisbon in October within €9,000 excluding flights.",
            done=["SKETCHED budget: hotel €3,080, room €800, food €1,900, activity, transport €300",
                  "CHECKED a third night: ~€8,900, too tight",
                  "PICKED azulejo tile-painting workshop (€560)",
                  "TABLE of all items with €2,360 contingency",
                  "SUGGESTED staying in Baixa or Chiado"],
            state=["Plan only; nothing booked"],
            inprog="None.",
            blocked="None.",
            decisions=["Two nights, not three.", "Activity: azulejo workshop."],
            resolved=["Dietary needs: 2 vegetarian, 1 coeliac; inform restaurant at booking."],
            files=["None."],
            remaining="Book hotel and meeting room.",
            critical=["Budget €9,000 excluding flights; 14 people; October."],
            prefs=["Dates still to be confirmed with the team."],
        ),
    ),
    dict(
        name="csvdiff",
        domain="coding",
        sys=[0, 6, 4, 9],
        ex=[
            dict(u="I want to turn my script csvdiff.py into an installable command `csvdiff`. What's the minimal "
                   "setup now that setup.py is out of fashion?",
                 a="A pyproject.toml with a `[project.scripts]` entry is enough:\n\n```toml\n[project]\n"
                   "name = \"csvdiff\"\nversion = \"0.1.0\"\nrequires-python = \">=3.9\"\n\n[project.scripts]\n"
                   "csvdiff = \"csvdiff:main\"\n\n[build-system]\nrequires = [\"hatchling\"]\n"
                   "build-backend = \"hatchling.build\"\n```\n\nThen `pipx install .` gives you the command."),
            dict(u="My script doesn't have a main(); it just runs at module level.",
                 a="Wrap the module-level code in `def main():` and add `if __name__ == \"__main__\": main()` at "
                   "the bottom. The entry point imports the module and calls `main()`, so code left at module "
                   "level would run at import time instead."),
            dict(u="It reads sys.argv by hand. Should I switch to argparse?",
                 a="For a tool other people will run, yes: you get --help, proper errors for missing arguments, "
                   "and type conversion. Two positional arguments for the files plus `--key` for the join column "
                   "covers what the current code does."),
            dict(u="How do I make --key accept multiple columns?",
                 a="`parser.add_argument('--key', action='append', required=True)` lets people pass `--key id "
                   "--key date`; `nargs='+'` allows `--key id date`. `append` plays better with other options "
                   "that follow."),
            dict(u="Can I publish it on PyPI as csvdiff?",
                 a="That name is already taken on PyPI by an unrelated project, so the distribution needs another "
                   "name, like `csvdiff-cli`. The command can still be called `csvdiff`: the distribution name and "
                   "the script name are independent."),
            dict(u="Go with csvdiff-cli. How do I test the upload without publishing for real?",
                 a="Upload to TestPyPI first: `python -m build`, then `twine upload --repository testpypi dist/*`, "
                   "and install from there with `pip install -i https://test.pypi.org/simple/ csvdiff-cli`. You "
                   "need a separate account on test.pypi.org."),
        ],
        summary=dict(
            task="User asked how to test the upload without publishing — TestPyPI steps given.",
            goal="Package csvdiff.py as an installable CLI and publish it.",
            done=["WROTE pyproject.toml with [project.scripts] csvdiff = 'csvdiff:main' (hatchling)",
                  "WRAPPED module-level code in main()",
                  "SWITCHED argument parsing to argparse; --key uses action='append'",
                  "RENAMED distribution to csvdiff-cli (csvdiff taken on PyPI)"],
            state=["Repo ~/code/csvdiff; not yet built or uploaded"],
            inprog="None.",
            blocked="None.",
            decisions=["Distribution name csvdiff-cli, command name csvdiff."],
            resolved=["Multiple --key values: action='append'."],
            files=["pyproject.toml", "csvdiff.py"],
            remaining="Build and upload to TestPyPI, then PyPI.",
            critical=["Requires Python >= 3.9."],
            prefs=["Version scheme: semantic versioning starting at 0.1.0."],
        ),
    ),
]


# Agent tool steps used to pad long sessions: (tool, args, result, assistant text after the result).
TOOL_STEPS = [
    ("terminal", {"command": "git status --short"},
     " M app/ratelimit.py\n M tests/test_ratelimit.py\n?? notes/scratch.md\n",
     "Two tracked files are modified and there's an untracked scratch note; nothing is staged yet."),
    ("read_file", {"path": "config/settings.toml"},
     "[server]\nhost = \"0.0.0.0\"\nport = 8080\nworkers = 4\n\n[redis]\nurl = \"redis://redis:6379/0\"\npool_size = 20\n",
     "The server runs four workers on port 8080, and the Redis pool size is 20."),
    ("terminal", {"command": "df -h /var/lib/docker"},
     "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    200G  163G   38G  82% /var/lib/docker\n",
     "Docker's volume is at 82% with 38G free, so disk isn't the problem yet."),
    ("terminal", {"command": "kubectl get pods -n ingest -o wide | head -4"},
     "NAME                         READY   STATUS    RESTARTS   AGE   IP           NODE\n"
     "ingest-api-6d9f7c9b8-2xk4q   1/1     Running   0          3h    10.4.12.31   ip-10-4-12-87\n"
     "ingest-api-6d9f7c9b8-7hj2m   1/1     Running   0          3h    10.4.13.9    ip-10-4-13-12\n"
     "ingest-worker-58c6d-9qplz    1/1     Running   2          3h    10.4.14.77   ip-10-4-14-201\n",
     "The API pods are healthy; the worker restarted twice in three hours, so its previous logs are next."),
    ("terminal", {"command": "kubectl logs ingest-worker-58c6d-9qplz -n ingest --previous | tail -3"},
     "2026-03-14T09:12:44Z INFO consumer: batch committed offset=8812231\n"
     "2026-03-14T09:12:45Z WARN consumer: rebalance in progress\nKilled\n",
     "The previous container was OOM-killed right after a rebalance, which lines up with the memory growth."),
    ("web_search", {"query": "redis lua script CROSSSLOT hash tag cluster"},
     "1. Redis cluster specification - Hash tags: only the substring between { and } is hashed...\n"
     "2. Q&A: CROSSSLOT Keys in request don't hash to the same slot...\n",
     "The cluster spec confirms that only the part inside the braces is hashed."),
    ("read_file", {"path": "Makefile"},
     "build:\n\tdocker build -t ingest:dev .\n\nrun:\n\tdocker compose up -d\n\nlogs:\n\tdocker compose logs -f --tail=100\n",
     "The Makefile only wraps docker build and compose; there's no release target."),
    ("terminal", {"command": "curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://staging.acme.dev/healthz"},
     "200 0.083412\n",
     "Staging's health endpoint answers 200 in 83 ms."),
    ("python", {"code": "df.groupby('country')['user_id'].nunique().sort_values(ascending=False).head()"},
     "country\nDE    18211\nGB    14907\nFR     9932\nUS     7710\nNL     3021\nName: user_id, dtype: int64\n",
     "Germany and the UK together account for more than half of the unique users."),
    ("terminal", {"command": "docker compose ps"},
     "NAME     IMAGE        STATUS          PORTS\napi      ingest:dev   Up 12 minutes   0.0.0.0:8080->8080/tcp\n"
     "redis    redis:7.2    Up 12 minutes   6379/tcp\nworker   ingest:dev   Up 3 seconds\n",
     "Everything is up; the worker came back three seconds ago, probably from the code reload."),
    ("read_file", {"path": "docs/architecture.md"},
     "# Architecture\n\nThe ingest service accepts events over HTTP and writes them to Kafka.\n"
     "Workers consume from the `events.raw` topic, deduplicate by message id,\nand write enriched events to "
     "`events.clean`.\n\n## Components\n\n- ingest-api: FastAPI app, stateless\n"
     "- ingest-worker: Kafka consumer group `ingest`\n- Redis: rate limiting and short-lived dedupe hints\n",
     "The architecture doc matches what we've seen: API to Kafka, workers deduplicate and write to events.clean."),
    ("terminal", {"command": "git log --oneline -5"},
     "4f2a9c1 Fix token bucket refill\n9b7e012 Add dedupe metrics\n1c3d5e8 Bump fastapi to 0.111\n"
     "7aa90f3 Move settings to TOML\n2e4b6c0 Initial worker healthcheck\n",
     "Those are the last five commits; the refill fix is on top."),
    ("terminal", {"command": "psql -c \"select count(*) from orders where created_at > now() - interval '1 day'\""},
     " count\n-------\n 48213\n(1 row)\n",
     "About 48k orders in the last 24 hours, which is normal for a weekday."),
    ("web_fetch", {"url": "https://docs.github.com/en/actions/using-workflows/caching-dependencies-to-speed-up-workflows"},
     "Caching dependencies to speed up workflows\n...\nA key can include any combination of variables, context "
     "values, static strings, and functions. Keys have a maximum length of 512 characters...\n",
     "GitHub's docs confirm keys can combine contexts and hashFiles; the 512-character limit isn't a concern."),
    ("terminal", {"command": "node --version && npm --version"},
     "v20.12.2\n10.5.0\n",
     "Node 20.12 and npm 10.5, the same as the CI image."),
    ("terminal", {"command": "terraform fmt -check -recursive infra/"},
     "infra/exports/main.tf\n",
     "Only infra/exports/main.tf needs reformatting."),
    ("terminal", {"command": "cargo build --release 2>&1 | tail -2"},
     "   Compiling tilecli v0.4.0 (/home/dev/work/tilecli)\n    Finished `release` profile [optimized] target(s) in 48.21s\n",
     "The release build finished in 48 seconds."),
    ("read_file", {"path": "CHANGELOG.md"},
     "# Changelog\n\n## 1.8.3\n\n### Fixed\n\n- Token bucket only refilled after a full idle second, causing "
     "spurious 429s under steady load.\n",
     "The 1.8.3 entry is in place."),
    ("terminal", {"command": "go test ./internal/quotes/... -run TestFetch -count=1"},
     "ok  \tgithub.com/acme/quotes-api/internal/quotes\t0.214s\n",
     "The quotes package tests pass."),
    ("terminal", {"command": "ls -la reports/"},
     "total 412\ndrwxr-xr-x  2 dev dev   4096 Mar 14 10:02 .\ndrwxr-xr-x 11 dev dev   4096 Mar 14 09:40 ..\n"
     "-rw-r--r--  1 dev dev   6120 Mar 14 10:02 cohorts_2023.csv\n-rw-r--r--  1 dev dev 402331 Mar 14 10:02 cohorts_2023.png\n",
     "Both report files are there."),
    ("terminal", {"command": "uptime"},
     " 10:14:03 up 41 days,  3:22,  2 users,  load average: 3.91, 3.40, 2.87\n",
     "Load is around 3.9 on four cores: busy, not saturated."),
    ("web_search", {"query": "postgres max_standby_streaming_delay recommended value"},
     "1. PostgreSQL documentation, 19.6 Replication: max_standby_streaming_delay - When Hot Standby is active, this "
     "parameter determines how long the standby server should wait before canceling standby queries...\n",
     "The docs describe the tradeoff; -1 means wait forever, which is what bit us."),
    ("terminal", {"command": "free -m"},
     "               total        used        free      shared  buff/cache   available\n"
     "Mem:           15989        9120         811         212        6057        6352\nSwap:              0           0           0\n",
     "About 6.3 GB is available and there's no swap."),
    ("terminal", {"command": "journalctl -u nginx --since '10 min ago' | tail -2"},
     "Mar 14 10:03:11 web-1 nginx[812]: 2026/03/14 10:03:11 [warn] 812#812: *4411 upstream response is buffered to a temporary file\n"
     "Mar 14 10:05:40 web-1 systemd[1]: Reloading nginx...\n",
     "Just a buffering warning and a reload; nothing that explains the 502s."),
]

# Short user nudges with the assistant's reply, to pad long sessions.
NUDGES = [
    ("Ok, go on.", "Next I'll look at the worker logs from before the restart."),
    ("What's the status?", "The fix is applied and the tests pass; the only open item is the dashboard panel."),
    ("Run that again?", "Ran it again and got the same result, so it's deterministic, not flaky."),
    ("Hm, that's odd. Any theory?", "My best guess is a stale cache on that node; the other replicas return the fresh value."),
    ("Sorry, I was in a meeting. Where were we?", "We'd found the cause and I was about to write the patch."),
    ("Looks good.", "Great, moving on to the next item."),
    ("Can you double-check that number?", "Checked it against the raw data; it holds."),
    ("Wait, which file was that again?", "worker/consumer.py, around line 88."),
    ("Thanks. Next?", "Next is the changelog entry and the version bump."),
    ("Is that safe to run right now?", "Yes, it's read-only; nothing changes on the server."),
    ("How long will that take?", "About five minutes for the full run."),
    ("Fine, do it.", "Done."),
    ("Let's park that and come back to it later.", "Okay, parked. I've noted where we stopped."),
    ("Could you paste the exact error?", "`ConnectionResetError: [Errno 104] Connection reset by peer`, on the second request."),
    ("And the other two?", "Both show the same pattern, slightly smaller."),
    ("Do you need anything else from me?", "Just the name of the staging database, if it isn't the default."),
    ("It's staging_main.", "Thanks, using staging_main."),
    ("Nice, faster than I expected.", "Most of the time was a cold cache; later runs should be similar."),
]

# User turns that plausibly kick off a run of several tool calls.
TOOL_LOOP_OPENERS = [
    "Ok, go on.",
    "Fine, do it.",
    "Thanks. Next?",
    "Keep digging, I'll wait.",
    "Before we go further, have a look around the environment.",
    "Check the current state of things and report back.",
    "Can you verify that everything still works?",
    "Go ahead and poke at it.",
    "Let's keep going.",
    "Take a look yourself, I don't have the details handy.",
]
