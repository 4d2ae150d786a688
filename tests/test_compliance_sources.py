"""Source rules (issue 21): where a reply cites what, judged on its prose and its references section."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.sources import citations, judgement, references, source_rule_verdict


def _verdict(rule: str, reply: str, user: str | None = "How tall is it?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="pin_x", text=rule, reminder=rule, check=PinCheck.parse(proposal.check.to_dict()))
    return check_reply([anchor], reply, user_message=user)[0].outcome


def test_citations_are_read_with_their_kind():
    kinds = [c.kind for c in citations("Roughly 8 m (National Survey Office, 2021), see https://example.org/x and "
                                       "[the report](https://example.org/r) [2]; per the WHO.")]
    assert kinds == ["author_year", "url", "md_link", "marker", "named"]
    assert [c.kind for c in citations("Per the census (Statistics Office, national table) it grew.")] == ["named"]


def test_a_source_next_to_every_figure():
    rule = "Give a link for every number you state."
    assert _verdict(rule, "It is 8,849 m high ([survey](https://example.org/everest)).") == OBEYED
    assert _verdict(rule, "It is 8,849 m high ([survey](https://example.org/everest)), and 29,032 ft in feet.") == BROKEN
    assert _verdict(rule, "It is very high ([survey](https://example.org/everest)).") == NOT_APPLICABLE
    assert _verdict(rule, "1. Pack light\n2. Start early") == NOT_APPLICABLE  # list numbers are no figures
    poem = "Cold wind at four, two climbers rest"
    assert _verdict(rule, poem, user="Write a haiku about Everest") == NOT_APPLICABLE


def test_bare_urls_and_link_text():
    rule = "No raw URLs, use markdown links with descriptive text."
    assert _verdict(rule, "See [the release notes](https://example.org/notes).") == OBEYED
    assert _verdict(rule, "See https://example.org/notes for more.") == BROKEN
    assert _verdict(rule, "See [here](https://example.org/notes).") == BROKEN
    assert _verdict(rule, "```sh\ncurl https://example.org/api\n```") == NOT_APPLICABLE


def test_references_at_the_end_as_a_numbered_list():
    rule = "Put the references at the end as a numbered list, not in the text."
    good = "Salt comes from rocks [1].\n\n1. USGS, \"Why is the ocean salty?\", 2019."
    bulleted = "Salt comes from rocks.\n\nReferences:\n- USGS, \"Why is the ocean salty?\", 2019."
    inline = "Salt comes from rocks (USGS, 2019).\n\n1. USGS, \"Why is the ocean salty?\", 2019."
    assert _verdict(rule, good) == OBEYED
    assert _verdict(rule, bulleted) == BROKEN
    assert _verdict(rule, inline) == BROKEN
    assert references("References:\n- a\n\nThe answer is 4.") is None  # a section that does not end the reply


def test_footnotes_dois_and_forbidden_sites():
    assert source_rule_verdict("footnotes", "Shown in 1929 [1].\n\n[1] Fleming, 1929.", None)[0] == OBEYED
    assert source_rule_verdict("footnotes", "Shown in 1929.¹\n\n¹ Fleming, 1929.", None)[0] == BROKEN
    assert source_rule_verdict("footnotes", "Shown in 1929 [1].", None)[0] == BROKEN
    assert source_rule_verdict("doi", "Smith et al. (2020) showed it, doi:10.1000/xyz.", None)[0] == OBEYED
    assert source_rule_verdict("doi", "Smith et al. (2020) showed it in *Nature*.", None)[0] == BROKEN
    assert _verdict("Never cite Wikipedia.", "Founded in 1850 (source: Wikipedia).") == BROKEN
    assert _verdict("Never cite Wikipedia.", "Founded in 1850 (source: city archive, https://example.org).") == OBEYED


def test_judgement_rules_stay_unchecked():
    for rule in ("Only cite reliable sources.", "Give code examples when they'd actually help.",
                 "Cita solo fuentes de calidad.", "Bitte nur seriöse Quellen."):
        assert judgement(rule), rule
        assert propose_check(rule) is None, rule
    # "Never invent URLs" is read only as far as the reply shows it: a link given as a guess (no_invented)
    never_invent = propose_check("Never invent URLs.")
    assert never_invent is not None and never_invent.check.reply is not None
    assert never_invent.check.reply.source_rules == ("no_invented",)
    assert propose_check("Cite your sources with links.") is not None


def test_more_wordings_of_source_rules():
    def rules(text: str) -> dict[str, object]:
        proposal = propose_check(text)
        assert proposal is not None and proposal.check.reply is not None, text
        return proposal.check.reply.to_dict()

    assert rules("Never use bare links.") == {"source_rules": ["no_bare_urls"]}
    assert rules("Referenze in fondo, come elenco numerato.") == {"sources": "references",
                                                                  "source_rules": ["ref_numbered", "end_only"]}
    assert rules("出典はURL付きで書いて") == {"sources": "links", "source_rules": ["per_claim_links"]}
    assert rules("Jede Zahl braucht eine Quelle.") == {"source_rules": ["per_claim"]}
    assert rules("Keine Wikipedia-Links.") == {"source_rules": ["no_site:wikipedia"]}


def test_a_source_named_in_its_sentence_covers_the_sentence():
    for reply in ("Laut dem Statistischen Bundesamt leben 84 Millionen Menschen in Deutschland.",
                  "According to the WHO, adults need 150 minutes of activity a week.",
                  "Circa 2,75 milioni secondo l'ISTAT (2023).", "総務省によると、日本の人口は約1億2400万人です。"):
        assert source_rule_verdict("per_claim", reply, "?")[0] == OBEYED, reply
    assert source_rule_verdict("per_claim", "According to the WHO, adults need 150 minutes. Most get 40.", "?")[0] == BROKEN
    assert source_rule_verdict("per_claim", "4,805 m, secondo l'ultima misurazione.", "?")[0] == BROKEN


def test_versions_and_the_users_numbers_are_no_figures():
    assert source_rule_verdict("per_claim", "It ships Django 5.0 and runs on iOS 17.", "?")[0] == NOT_APPLICABLE
    # arithmetic on the user's numbers is no claim; a figure of the reply's own is
    assert source_rule_verdict("per_claim", "Take 15 of the 240 and you keep 225 of them.", "I have 240, I give 15")[0] \
        == NOT_APPLICABLE
    assert source_rule_verdict("per_claim", "You keep 225 of them; about 8% of such gifts get returned.",
                               "I have 240, I give 15")[0] == BROKEN
    assert source_rule_verdict("per_claim", "Take 15 of the 240 and you keep the rest.", "I have 240, I give 15")[0] \
        == NOT_APPLICABLE


def test_a_link_in_the_running_text_backs_its_sentence():
    for reply in ("According to [the UN](https://example.org/pop), the population is 8 billion.",
                  "A 2019 [study](https://example.org/s) found that 40% of users churn.",
                  "約1億2,400万人です（統計局 https://example.org/jinsui）。"):
        assert source_rule_verdict("per_claim_links", reply, "?")[0] == OBEYED, reply
    for reply in ("About 520 000 in the city (https://example.org/city), and 1.4 million in the region.",
                  "約1億2,400万人です（統計局 https://example.org/jinsui）。2008年がピークでした。"):
        assert source_rule_verdict("per_claim_links", reply, "?")[0] == BROKEN, reply


def test_degree_and_topic_scopes_stay_unchecked_and_sources_rules_get_no_tool_part():
    for rule in ("Don't over-comment your code.", "Give sources for controversial claims.",
                 "Link to the original source, not to aggregators.", "Don't make up sources."):
        assert propose_check(rule) is None, rule
    proposal = propose_check("Never use `var` in JS examples. const/let only")
    assert proposal is not None and proposal.check.tool is None and proposal.kinds == ["code_rules"]
    assert propose_check("No network calls to external URLs.") is not None


def test_counts_in_words_and_unnamed_surveys():
    assert source_rule_verdict("per_claim", "Squash them with an interactive rebase of the last three commits.", "?")[0] \
        == NOT_APPLICABLE
    assert source_rule_verdict("per_claim", "Updates will come for at least eight years.", "?")[0] == BROKEN
    assert source_rule_verdict("per_claim", "According to a 2021 survey, 64% of developers use it.", "?")[0] == BROKEN
    assert source_rule_verdict("per_claim", "According to the 2021 Stack Overflow survey, 64% use it.", "?")[0] == OBEYED


def test_a_named_source_covers_its_own_sentence_only():
    two = "Each adult drinks about 160 litres a year. Laut Deutschem Kaffeeverband ist Filterkaffee am beliebtesten."
    assert source_rule_verdict("per_claim", two, "?")[0] == BROKEN
    one = "Environ 321 millions de personnes, selon le rapport 2022 de l'Organisation internationale de la Francophonie."
    assert source_rule_verdict("per_claim", one, "?")[0] == OBEYED
    trailing = "About 11,000 answered and 34% use it daily. Source: https://example.org/survey"
    assert source_rule_verdict("per_claim_links", trailing, "?")[0] == OBEYED


def test_values_in_instructions_are_not_claims():
    howto = "See the [nginx docs](https://nginx.org/en/docs/). Set worker_processes to 4 and use port 8080."
    assert source_rule_verdict("per_claim_links", howto, "?")[0] == NOT_APPLICABLE
    assert source_rule_verdict("per_claim_links", "Population: 8 billion ([UN](https://un.org)). Growth: 1% a year.",
                               "?")[0] == BROKEN


def test_source_rules_in_wordings_with_no_every_or_each():
    # a plural subject that needs a source: one per figure
    for rule in ("Numbers and dates need a source.", "Statistics must come with a citation.",
                 "Zahlen brauchen immer eine Quelle."):
        assert "per_claim" in propose_check(rule).check.reply.source_rules, rule  # type: ignore[union-attr]
    assert _verdict("Numbers and dates need a source.", "The bridge opened on 3 May 1931.") == BROKEN
    assert _verdict("Numbers and dates need a source.", "The bridge opened on 3 May 1931 (City Archive, 2019).") == OBEYED
    # where the information comes from
    rule = "Always tell me where you got the information."
    assert propose_check(rule) is not None
    assert _verdict(rule, "The lake is 412 m deep.") == BROKEN
    assert _verdict(rule, "The lake is 412 m deep, according to the Regional Water Authority.") == OBEYED
    # "back everything up with links": links, not just a name
    rule = "Back everything up with links."
    assert _verdict(rule, "The lake is 412 m deep, according to the Regional Water Authority.") == BROKEN
    assert _verdict(rule, "The lake is 412 m deep ([water authority](https://water.example.org/lake)).") == OBEYED


def test_say_so_when_there_is_no_source_with_a_pronoun():
    for rule in ("Don't make up references. If you don't have one, say so.",
                 "If you can't find a source, tell me rather than stating it as fact.",
                 "Si tu n'as pas de source, dis-le.", "出典がない場合はその旨を書いてください。"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply.source_rules == ("say_unsourced",), rule  # type: ignore[union-attr]
    rule = "Don't make up references. If you don't have one, say so."
    assert _verdict(rule, "About 1,200 species of bats are known.") == BROKEN
    assert _verdict(rule, "About 1,200 species of bats are known, but I don't have a source for that number.") == OBEYED
    assert propose_check("If you don't know, say so.") is None or \
        not propose_check("If you don't know, say so.").check.reply.source_rules  # type: ignore[union-attr]


def test_a_site_ban_written_in_japanese():
    rule = "ブログを出典にしないでください。"
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply.source_rules == ("no_site:blog",)  # type: ignore[union-attr]


def test_a_source_that_names_nothing_is_none():
    rule = "Always cite your sources."
    user = "How many bridges does the city have?"
    for reply in ("The city has 412 bridges.\n\nSource: general knowledge",
                  "The city has 412 bridges.\n\nSources: various websites",
                  "The city has 412 bridges (source: common knowledge).",
                  "La ville compte 412 ponts.\n\nSource : connaissances générales",
                  "Die Stadt hat 412 Brücken.\n\nQuelle: Allgemeinwissen",
                  "橋は412本あります。\n\n出典：一般常識"):
        assert _verdict(rule, reply, user) == BROKEN, reply
    assert _verdict(rule, "The city has 412 bridges.\n\nSource: City Roads Department, bridge register", user) == OBEYED
    assert _verdict(rule, "The city has 412 bridges (source: Roads Department).", user) == OBEYED


def test_parenthesised_names_that_are_sources_and_those_that_are_not():
    def kinds(text: str) -> list[str]:
        return [c.kind for c in citations(text)]
    assert kinds("The river carries the most water (USGS).") == ["named"]
    assert kinds("It was painted around 1503 (Museum Archive, collection database).") == ["named"]
    assert kinds("The old town (Lyon, France) is listed.") == []  # places
    assert kinds("It runs through three countries (Brazil, Peru and Colombia).") == []
    assert kinds("It removes the Global Interpreter Lock (GIL) per interpreter.") == []  # an acronym defined
    assert kinds("Per the official PostgreSQL documentation, it listens on 5432.") == ["named"]
    assert kinds("Elle date de 1889, d'après le site officiel de la tour Eiffel.") == ["named"]


def test_every_factual_claim_reads_named_facts_too():
    rule = "Every factual claim needs a citation."
    assert propose_check(rule).check.reply.source_rules == ("per_fact",)  # type: ignore[union-attr]
    assert propose_check("Every statistic needs a citation.").check.reply.source_rules == ("per_claim",)  # type: ignore[union-attr]
    user = "Who designed the bridge?"
    assert _verdict(rule, "Joseph Strauss led the design of the Golden Gate Bridge.", user) == BROKEN
    assert _verdict(rule, "Joseph Strauss led the design of the Golden Gate Bridge (Bridge District history).", user) == OBEYED
    assert _verdict(rule, "It crosses the strait (Bridge District). It links San Francisco to Marin County.", user) == BROKEN
    # advice, opinion and instructions are no claims
    assert _verdict(rule, "If you want speed, I'd pick Rust; Go is simpler to learn.", "Rust or Go?") == NOT_APPLICABLE
    assert _verdict(rule, "Select the cells. Then add fields to Rows and Columns in the editor.", "How?") == NOT_APPLICABLE
    assert _verdict(rule, "Sure: „Thank you for the kind invitation, Maria.“", "Write a thank-you line.") \
        == NOT_APPLICABLE


def test_more_wordings_of_a_source_for_each_number():
    for rule, token in (("no claims without a reference", "per_fact"), ("Keine Zahlen ohne Quelle.", "per_claim"),
                        ("back up any stats with where they came from", "per_claim"),
                        ("When you give timings or performance numbers, say where they're from.", "per_claim"),
                        ("When you give timings, say where they're from (link or 'I measured it').", "per_claim")):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply.source_rules == (token,), rule  # type: ignore[union-attr]
    rule = "When you give timings or performance numbers, say where they're from."
    user = "Is it fast?"
    assert _verdict(rule, "About 4x faster on large inputs.", user) == BROKEN
    assert _verdict(rule, "On my laptop I measured 12 ms against 48 ms, so about 4x faster.", user) == OBEYED
    assert _verdict(rule, "In the TechEmpower Benchmarks 2023, it served 1.2M requests per second.", user) == OBEYED
    assert _verdict(rule, "It serves 50k+ requests per second.", user) == BROKEN  # "50k" is a figure
    assert _verdict(rule, "Roughly a third of requests hit the cache.", user) == BROKEN  # a share in words too
    assert _verdict(rule, "According to *The Field Guide*, it runs at 30 km/h.", user) == OBEYED


def test_a_link_in_parentheses_after_a_named_source_covers_its_sentence():
    rule = "Cite sources with links."
    user = "How popular is it?"
    assert _verdict(rule, "About 40% of sites use it, per SurveyCo (https://survey.example.org/cms), which also puts "
                          "its share at 60%.", user) == OBEYED
    assert _verdict(rule, "On the project's benchmarks (https://bench.example.org), parsing is 3x faster.", user) == OBEYED
    assert _verdict(rule, "It has 14 million users (https://stats.example.org), and 37 million downloads.", user) == BROKEN


def test_a_source_from_the_author_names_nothing():
    rule = "End every answer with a Sources section."
    user = "Why do leaves change colour?"
    reply = "Chlorophyll breaks down in autumn, so Carotenoids show.\n\nSources: my own botany knowledge."
    assert _verdict(rule, reply, user) == BROKEN


def test_sources_for_factual_answers_only():
    rule = "Put a 'Sources:' section at the end of every factual answer."
    assert _verdict(rule, "Try: **\"Fresh bread, every morning.\"**", "Make this slogan punchier: 'We bake daily.'") \
        == NOT_APPLICABLE
    assert _verdict(rule, "The Danube flows through ten countries.", "How long is the Danube?") == BROKEN


def test_when_you_reference_a_work_speaks_to_replies_that_cite():
    rule = "Whenever you reference an article or paper, list the links under a 'Sources:' line at the end."
    assert _verdict(rule, "`for x in xs:` loops over the list.", "How do I loop?") == NOT_APPLICABLE


def test_a_quotation_comes_with_the_link_of_its_page():
    rule = "When you quote a manual or a standard, give the link to the page."
    assert propose_check(rule).check.reply.source_rules == ("quote_linked",)  # type: ignore[union-attr]
    user = "What does the standard say?"
    assert _verdict(rule, "The standard says: \"a server must not send a body with this status\".", user) == BROKEN
    assert _verdict(rule, "The standard says: \"a server must not send a body with this status\" "
                          "(https://standards.example.org/http#status).", user) == OBEYED
    assert _verdict(rule, "Use four spaces per indentation level.", user) == NOT_APPLICABLE


def test_advice_with_nothing_to_source_is_not_applicable():
    rule = "Always cite your sources."
    user = "How do I center a div?"
    assert _verdict(rule, "Use flexbox: set display: flex and justify-content: center on the parent.", user) \
        == NOT_APPLICABLE
    assert _verdict(rule, "The Rhine is 1,230 km long.", "How long is the Rhine?") == BROKEN
    assert _verdict(rule, "Laut Atlas ist die Zugspitze 2.962 m hoch.", "Wie hoch?") == OBEYED  # "Zugspitze 2.962 m": no version


def test_sources_no_older_than_a_limit():
    import datetime
    this_year = datetime.date.today().year
    for rule, token in (("Sources have to be from the last 5 years, nothing older.", "recent:5"),
                        ("Only cite sources published after 2019.", "since:2020"),
                        ("Nur Quellen aus den letzten drei Jahren.", "recent:3"),
                        ("Utilise des sources des 5 dernières années.", "recent:5")):
        assert propose_check(rule).check.reply.source_rules == (token,), rule  # type: ignore[union-attr]
    rule = "Sources have to be from the last 5 years, nothing older."
    user = "What do we know?"
    assert _verdict(rule, f"The council's {this_year - 12} report set the limit, and its {this_year - 1} update kept it.",
                    user) == BROKEN
    assert _verdict(rule, f"Per the Harbour Survey {this_year - 1} release, about 30% commute by boat.", user) == OBEYED
    assert _verdict(rule, "Use a hash map; lookups are constant time on average.", user) == NOT_APPLICABLE


def test_a_sentence_about_the_code_points_to_its_file_and_line():
    rule = "When you explain our code, give the file and line (e.g. lib/db.py:10)."
    assert propose_check(rule).check.reply.source_rules == ("file_line",)  # type: ignore[union-attr]
    user = "Where is the retry limit?"
    assert _verdict(rule, "It is `MAX_RETRIES = 5` in `lib/net/retry.py:12`.", user) == OBEYED
    assert _verdict(rule, "The retry helper caps it at five, and the worker reads that value.", user) == BROKEN
    assert _verdict(rule, "It lives in `lib/net/retry.py:12`. The scheduler job also retries on its own.", user) == BROKEN
    assert _verdict(rule, "A mutex lets one holder in at a time; a semaphore keeps a counter.", "Mutex vs semaphore?") \
        == NOT_APPLICABLE


def test_a_source_as_the_subject_of_a_reporting_verb_backs_its_sentence():
    rule = "Back every statistic with a source."
    for reply in ("The Federal Statistical Office reports that 41% of households own a dog.",
                  "Statistics Canada estimates the population at 41.5 million in 2024.",
                  "A 2019 survey by the Pew Research Center found that 72% of adults use social media.",
                  "As the UNESCO World Heritage Centre notes, the site covers 1,200 hectares.",
                  "Data from the National Weather Service: 38 tornadoes touched down in May.",
                  "L'Insee estime que 9,1 millions de personnes vivaient sous le seuil de pauvreté en 2021.",
                  "Destatis meldet für 2023 rund 693.000 Geburten.",
                  "El INE estima que la tasa de paro fue del 11,7 % en 2024."):
        assert _verdict(rule, reply, user="Any numbers on this?") == OBEYED, reply
    # no one named: "Studies show", "Experts estimate", "Researchers found" back nothing
    for reply in ("Studies show that 64% of commuters drive alone.", "Experts estimate that 30% of jobs will change by 2030.",
                  "Researchers found that the average nap lasts 26 minutes.", "Research suggests 1 in 5 adults snore.",
                  "La France compte environ 68 millions d'habitants."):
        assert _verdict(rule, reply, user="Any numbers on this?") == BROKEN, reply
    # a source for the first sentence only
    assert _verdict(rule, "Gartner estimates that IT spending will reach $5 trillion. Cloud grows 20% a year.",
                    user="Any numbers on this?") == BROKEN


def test_a_source_label_at_the_end_of_its_paragraph_backs_the_paragraph():
    rule = "Every number you give needs a source."
    for reply in ("The reservoir holds 4.2 million m³ and supplies 90,000 homes. — Source: Thames Water",
                  "The reservoir holds 4.2 million m³ and supplies 90,000 homes (Source: Thames Water annual report).",
                  "The reservoir holds 4.2 million m³ and supplies 90,000 homes.\n\n*Source: Thames Water, Annual Report 2023*",
                  "The reservoir holds 4.2 million m³ and supplies 90,000 homes.\n\n_Sources: Thames Water; Ofwat_",
                  "Le réservoir contient 4,2 millions de m³.\n\nSource : Eau de Paris, rapport annuel 2023"):
        assert _verdict(rule, reply, user="How big is it?") == OBEYED, reply
    # a label that names nothing is no source
    assert _verdict(rule, "The reservoir holds 4.2 million m³. — Source: general knowledge", user="How big is it?") == BROKEN


def test_labels_versions_codes_and_computations_are_no_figures():
    rule = "Cite a source for every number you state."
    user = "Can you help?"
    for reply in ("Upgrade to Django 5.1 and pin celery>=5.3, then rerun the migrations.",
                  "You need Ruby 3.2 or newer for this gem; the 2.x series is not supported.",
                  "That's explained in chapter 7, section 7.4 of the handbook, and on page 212.",
                  "A 502 usually means the upstream server crashed; a 429 means you are rate-limited.",
                  "Open issue #4812 and step 3 of the guide for the workaround.",
                  "25% of 80 is 20, so the discount brings the price to 60.",
                  "Split 150 euros between 6 people and each pays 25 euros.",
                  "3 feet is about 0.91 metres.",
                  "I've moved your dentist appointment to June 12 at 10:30 and added 2 reminders.",
                  "I'd suggest a 3-day trip with 2 nights in the old town.",
                  "This should take about 15 minutes if the download is quick."):
        assert _verdict(rule, reply, user=user) == NOT_APPLICABLE, reply


def test_recipe_quantities_and_steps_are_values_not_claims():
    rule = "Include a source for every figure."
    user = "How do I make pancakes?"
    for reply in ("1. Whisk 250 g flour with 2 eggs and 500 ml milk.\n2. Rest the batter for 30 minutes.\n"
                  "3. Fry each pancake for 2 minutes per side.",
                  "You'll need 3 eggs, 200 ml of milk and a pinch of salt. Heat the pan to medium and cook for 90 seconds.",
                  "Preheat the oven to 200°C. Knead the dough for 8 minutes, then bake it for 35 minutes.",
                  "Step 1: soak 300 g of chickpeas overnight.\nStep 2: simmer them for 90 minutes.",
                  "Mélangez 250 g de farine et 3 œufs, puis laissez reposer 1 heure.",
                  "Mische 500 g Mehl mit 300 ml Wasser und lass den Teig 2 Stunden gehen."):
        assert _verdict(rule, reply, user=user) == NOT_APPLICABLE, reply
    # a fact in a recipe is still a fact
    assert _verdict(rule, "Pancakes were eaten in Ancient Greece as early as 500 BC.", user=user) == BROKEN


def test_numbers_from_the_replys_code_are_about_the_code():
    rule = "Cite a source for every number you state."
    reply = "```python\nfor n in range(12):\n    print(n * 7)\n```\n\nThis prints the first 12 multiples of 7."
    assert _verdict(rule, reply, user="Show me a loop") == NOT_APPLICABLE
    reply = "```python\nretries = 5\n```\n\nWith 5 retries the job fails in about 1% of runs."
    assert _verdict(rule, reply, user="Show me a loop") == BROKEN  # 1% is a claim, not the code's number


def test_a_source_referred_back_to_and_a_narrative_citation_back_their_figures():
    rule = "Every figure needs its source."
    user = "Any numbers?"
    for reply in ("According to the Met Office, 2022 averaged 10.0 °C. Rainfall was 85% of normal (same source).",
                  "The census counted 5.1 million people (National Records, 2022). The same census gives 1.1 million "
                  "households in total.",
                  "Smith et al. (2019) found that 40% of users skip onboarding.",
                  "Okafor and Lindqvist (2021) report a 12% drop in churn.",
                  "Selon l'Insee, le chômage était de 7,3 % en 2023 ; selon le même rapport, 1,1 million de jeunes "
                  "étaient concernés.",
                  "Solar made 5.5% of power and wind 7.8% (Ember, 2024), so the two together passed 13%."):
        assert _verdict(rule, reply, user=user) == OBEYED, reply
    assert _verdict(rule, "Rainfall was 85% of normal. Sunshine was 1,400 hours (same source).", user=user) == OBEYED
    assert _verdict(rule, "Smith et al. (2019) found that 40% of users skip onboarding. Most leave within 3 days.",
                    user=user) == BROKEN


def test_sources_at_the_end_not_inline_is_no_ban_on_links():
    for rule in ("put sources at the very end under a 'Sources:' line, not as inline links in the text",
                 "Sources go at the bottom, not as links in the text.",
                 "Footnotes [1] for sources, full list at the end. No inline links."):
        check = propose_check(rule).check.reply  # type: ignore[union-attr]
        assert check is not None and check.sources == "references" and "no_inline" in check.source_rules, rule
    rule = "Put sources at the very end under a 'Sources:' line, not as inline links in the text."
    assert _verdict(rule, "Saturn has 146 moons.\n\nSources:\n- NASA: https://science.nasa.gov/saturn/moons/\n"
                          "- IAU Minor Planet Center, May 2023") == OBEYED
    assert _verdict(rule, "Saturn has 146 moons (see https://science.nasa.gov/saturn/moons/).\n\nSources:\n- NASA") \
        == BROKEN


def test_cite_only_what_you_can_link_is_no_ban_on_links():
    rule = "Don't cite anything you can't link to. Every reference needs a working URL or a DOI."
    check = propose_check(rule).check.reply  # type: ignore[union-attr]
    assert check is not None and check.to_dict() == {"source_rules": ["linked"]}
    assert _verdict(rule, 'Vaswani, A., et al. (2017). "Attention Is All You Need." *NeurIPS 30*. '
                          "https://arxiv.org/abs/1706.03762") == OBEYED
    assert _verdict(rule, "Jinek et al. (2012) showed it, doi:10.1126/science.1225829.") == OBEYED
    assert _verdict(rule, "Bialystok, Craik and Freedman (2007) reported a four-year delay.") == BROKEN


def test_footnote_definitions_and_exponents():
    rule = "Put the sources at the end, not inline."
    for reply in ("Unemployment was 3.7% in 2023.[^bls]\n\n[^bls]: Bureau of Labor Statistics, https://www.bls.gov/",
                  "Unemployment was 3.7% in 2023 [BLS].\n\n[BLS]: https://www.bls.gov/"):
        assert _verdict(rule, reply) == OBEYED, reply
    rule = "Use numbered footnotes like [1], [2] and list the references at the bottom."
    reply = "Scattering goes as 1/λ⁴ [1], which is why the sky is blue.\n\n[1] Bohren & Huffman (1983), Wiley."
    assert _verdict(rule, reply) == OBEYED
    assert _verdict("数字を出すときは必ず出典を書いてください。",
                    "平年値は15.8℃、2023年は17.6℃でした（いずれも出典：気象庁「過去の気象データ」）。", user="東京の気温は？") == OBEYED


def test_one_reply_scope_reader_for_both_rule_readers():
    from memlock_core.compliance.sources import reply_scope

    assert reply_scope("When you cite sources, use numbered references.") == "cites"
    assert reply_scope("Si tu cites des sources, mets-les à la fin.") == "cites"
    assert reply_scope("Whenever you reference a paper, list it at the end.") == ""
    assert reply_scope("Whenever you reference a paper, list it at the end.", works=True) == "cites"
    assert reply_scope("A 'Sources:' section at the end of every factual answer.") == "factual"
    assert reply_scope("Cite your sources.") == ""


def test_a_study_spoken_of_names_its_authors_and_year():
    for rule in ("When you mention a study, name the authors and the year.",
                 "Wenn du eine Studie erwähnst, nenn bitte immer Autor(en) und Jahr.",
                 "Cuando menciones un estudio, indica los autores y el año.",
                 "If you bring up a paper, give its authors and publication year."):
        assert propose_check(rule).check.reply.source_rules == ("study_authors",), rule  # type: ignore[union-attr]
    rule = "When you mention a study, name the authors and the year."
    user = "Does multitasking hurt focus?"
    for reply in ("A 2009 study by Ophir, Nass and Wagner found heavy multitaskers filtered distractions worse.",
                  "Their study (Ophir et al., 2009) found heavy multitaskers filtered distractions worse.",
                  "It was a reaction-time experiment. Ophir et al. (2009) ran it at Stanford.",
                  "In one experiment (Rubinstein, Meyer & Evans, 2001), switching tasks cost up to 40% of time."):
        assert _verdict(rule, reply, user=user) == OBEYED, reply
    for reply in ("A well-known Stanford study found heavy multitaskers filtered distractions worse.",
                  "One recent paper showed the effect disappears with practice. It was widely covered.",
                  "Eine Studie aus Stanford zeigt, dass Multitasking schadet."):
        assert _verdict(rule, reply, user=user) == BROKEN, reply
    assert _verdict(rule, "Try blocking notifications for an hour and see how it feels.", user=user) == NOT_APPLICABLE


def test_a_banned_site_recommended_in_the_prose_is_cited():
    rule = "No Wikipedia links or citations please."
    user = "Where can I read about the photoelectric effect?"
    for reply in ("Einstein (1905) is the original. The Wikipedia article is also thorough.",
                  "Puedes leer el artículo de Wikipedia «Efecto fotoeléctrico».",
                  "Lies am besten den Wikipedia-Artikel dazu."):
        assert _verdict(rule, reply, user=user) == BROKEN, reply
    for reply in ("I used the primary paper rather than the Wikipedia page: Einstein (1905).",
                  "Wikipedia is a wiki founded in 2001 (Wikimedia Foundation, 2021)."):
        assert _verdict(rule, reply, user=user) != BROKEN, reply


def test_sources_named_after_their_claim_in_brackets_or_after_a_dash_and_in_other_languages():
    rule = "Every figure needs a source."
    user = "Any numbers?"
    for reply in ("21% of EU residents were at risk of poverty in 2023 [Eurostat].",
                  "21% of EU residents were at risk of poverty in 2023 — Eurostat.",
                  "Nach Angaben des Statistischen Bundesamts lebten 2023 rund 84,7 Millionen Menschen in Deutschland.",
                  "De acuerdo con el INE, España tenía 48,6 millones de habitantes en 2024.",
                  "D'après les chiffres de l'Insee, la France comptait 68,4 millions d'habitants en 2024.",
                  "総務省統計局の人口推計では、2023年10月時点の日本の人口は1億2435万人です。"):
        assert _verdict(rule, reply, user=user) == OBEYED, reply
    # a bracketed name is no [n] footnote; a dash before a name inside a sentence is no source
    assert _verdict("Use numbered footnotes like [1] with the list at the end.", "It was 21% [Eurostat].") == BROKEN
    assert _verdict(rule, "The winner was clear — France took 52% of the vote, Spain 31%.", user=user) == BROKEN



def test_documentation_for_each_interface_in_other_languages_and_orders():
    pt = "Sempre que citar uma API ou biblioteca, inclua o link da documentação oficial."
    assert _verdict(pt, "Use `datetime.strftime()`.\n\nDocumentação oficial: https://docs.python.org/3/library/"
                        "datetime.html#strftime") == OBEYED
    assert _verdict(pt, "Use `datetime.strftime()` e depois `urllib.request.urlopen()`.") == BROKEN
    es = "Siempre enlaza la documentación oficial cuando nombres una función de una librería."
    assert _verdict(es, "Con [`requests.get`](https://requests.readthedocs.io/en/latest/api/#requests.get). Sin "
                        "dependencias, usa `urllib.request.urlopen`.") == BROKEN
    # a claim about an API's behaviour is not an interface named: the docs kind reads it
    assert propose_check("When you state something about an API's behavior, link the official docs.") is not None


def test_a_ban_on_invented_links_is_no_ban_on_links():
    rule = "don't make up links. if you're not sure a URL exists, don't include one"
    assert _verdict(rule, "PEP 8: https://peps.python.org/pep-0008/") == OBEYED
    assert _verdict(rule, "It should be at https://wiki.example.org/deploy-checklist, most teams keep it there.") \
        == BROKEN
    assert _verdict(rule, "See https://wiki.acme-corp.internal/platform/checklist for the list.") == BROKEN
    assert _verdict(rule, "144.", user="what is 12 x 12?") == NOT_APPLICABLE
    # a hedge in another sentence is not about the link
    assert _verdict(rule, "See kubernetes.io for Services. I'd rather not guess the exact deep link.") == OBEYED
    assert _verdict("Never invent URLs.", "The docs are at https://requests.readthedocs.io/.") == OBEYED
    # the rest of the rule is still read: a link for every source
    es = "cita las fuentes siempre, con enlace, y nunca te inventes una url"
    assert _verdict(es, "Madrid tiene 3,4 millones de habitantes según el INE.", user="¿Cuántos habitantes?") == BROKEN
    assert _verdict("Don't include any URLs in your answers.", "See https://example.org/x.") == BROKEN
    # "make sure" is no invention: a link for each source
    made = propose_check("Make sure to include links for your sources.")
    assert made is not None and made.check.reply is not None and "no_invented" not in made.check.reply.source_rules


def test_research_reported_without_a_study_named_is_a_study_spoken_of():
    rule = "When you mention a study, name the authors and the year."
    assert _verdict(rule, "Research shows each 50 g of processed meat a day raises the risk by about 18%.") == BROKEN
    assert _verdict(rule, "Walker and Stickgold (2004) found that sleep consolidates memories.") != BROKEN
    assert _verdict(rule, "Sleep matters. Get seven hours.") == NOT_APPLICABLE
    de = "Wenn du eine Studie erwähnst, nenn bitte immer Autor(en) und Jahr."
    assert _verdict(de, "Forscher der Universität Harvard haben außerdem gezeigt, dass das Gehirn im Schlaf arbeitet.") \
        == BROKEN
    assert _verdict(de, "Neuere Studien deuten darauf hin, dass der Effekt ein Artefakt ist.") == BROKEN
    assert _verdict(de, "Die Metaanalyse von Pietschnig, Voracek und Formann (2010) fand keinen Effekt.") == OBEYED


def test_a_provision_named_wherever_the_reply_speaks_of_the_law():
    rule = "For any legal question, quote the exact article or section number (e.g. Art. 6 GDPR, § 623 BGB)."
    assert _verdict(rule, "You may email them (Art. 13(2) of the ePrivacy Directive). Beyond that, the law generally "
                          "requires prior consent.") == BROKEN
    assert _verdict(rule, "Under French rental law, the landlord can only deduct for damage.") == BROKEN
    assert _verdict(rule, "Consent is one lawful basis under Art. 6(1)(a) GDPR.") == OBEYED
    assert _verdict(rule, "1. **Opening** the role.\n2. **Close** thanks.", user="Cover letter structure?") \
        == NOT_APPLICABLE
    de = "Wenn du dich auf ein Gesetz beziehst, nenne bitte den Paragraphen (z. B. § 622 BGB)."
    asks = "Was sagt das Gesetz dazu?"
    assert _verdict(de, "Ja, laut Gesetz muss die Mietkaution getrennt angelegt werden.", user=asks) == BROKEN
    assert _verdict(de, "Es greift das Fernmeldegeheimnis aus dem Telekommunikationsgesetz.", user=asks) == BROKEN
    assert _verdict(de, "Die gesetzliche Gewährleistung beträgt zwei Jahre (§ 438 Abs. 1 Nr. 3 BGB).", user=asks) \
        == OBEYED
    # a sources section is no provision
    sections = propose_check("For legal questions, add a sources section at the end.")
    assert sections is None or sections.check.reply is None or "law_section" not in sections.check.reply.source_rules


def test_a_reporting_source_in_the_sentence_after_another_and_a_dated_report():
    rule = "Cite a source for every statistic or number you give."
    two = ("About 30% of nurses reported exhaustion (Galanis et al., *J. Adv. Nursing*, 2021). A 2022 US survey by the "
           "American Nurses Foundation found 62% of nurses felt burned out.")
    assert _verdict(rule, two) == OBEYED
    assert _verdict(rule, "About 30% of nurses reported exhaustion (Galanis et al., 2021). Another 62% felt burned "
                          "out.") == BROKEN
    assert _verdict(rule, "Stepstone's Gehaltsreport 2024 puts the average at €62,500 to €70,000.") == OBEYED


def test_a_source_rule_for_medical_or_legal_questions_speaks_to_those_only():
    rule = "For medical or legal questions, always point to an official source (NHS, gov.uk, etc)."
    tetanus = "Usually protected for life after five doses.\n\nSee the NHS page: https://www.nhs.uk/conditions/tetanus/"
    assert _verdict(rule, tetanus, user="How long does a tetanus shot last?") == OBEYED
    assert _verdict(rule, "Generally yes for adults: they can be taken together, as long as you stick to the dose.",
                    user="Is it safe to take ibuprofen and paracetamol together?") == BROKEN
    assert _verdict(rule, "No: landlords can't deduct for fair wear and tear.",
                    user="Can my landlord keep my deposit for normal wear and tear?") == BROKEN
    assert _verdict(rule, "Mash 3 bananas, add 150 g sugar and bake at 175 °C for 55 minutes.",
                    user="A good recipe for banana bread?") == NOT_APPLICABLE
    med = "For medical claims, cite a guideline or peer-reviewed source (NICE, WHO, CDC, etc.)."
    assert _verdict(med, "The Keychron C3 Pro is good under $60.", user="Best budget mechanical keyboard?") \
        == NOT_APPLICABLE
    assert _verdict(med, "Yes; NICE CKS (*Analgesia – mild-to-moderate pain*) supports combining them.",
                    user="Is it ok to take paracetamol and ibuprofen together?") == OBEYED
    fr = "Si tu affirmes un fait médical, donne la source (OMS, HAS, PubMed...)."
    assert _verdict(fr, "L'ibuprofène est contre-indiqué à partir du 6e mois de grossesse. Demande à ton médecin.",
                    user="Est-ce que l'ibuprofène est dangereux pendant la grossesse ?") == BROKEN
    assert _verdict(fr, "À l'abri de la lumière, dans des bocaux hermétiques.",
                    user="Quelle est la meilleure façon de ranger des épices ?") == NOT_APPLICABLE
    # the check names its scope
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.condition("sources")[0] == "topic:medical+legal"


def test_a_quotation_names_who_said_it_and_where():
    rule = "when you quote someone, say who said it and where (book/speech/interview)"
    assert _verdict(rule, '"Ask not what your country can do for you, ask what you can do for your country." — John '
                          'F. Kennedy, inaugural address, 20 January 1961.') == OBEYED
    assert _verdict(rule, '"It always seems impossible until it\'s done." — commonly attributed to Nelson Mandela, '
                          'though no primary source has been found for it.') == OBEYED
    assert _verdict(rule, '"Simplicity is the ultimate sophistication."') == BROKEN
    assert _verdict(rule, '"Success is not final, failure is not fatal." — Winston Churchill') == BROKEN
    assert _verdict(rule, "Use two backticks for the opening quote: ``like this''.",
                    user="how do you write a quotation mark in LaTeX?") == NOT_APPLICABLE


def test_a_survey_named_with_its_year():
    rule = "if you quote a stat from a survey name the survey + year"
    assert _verdict(rule, "In the Stack Overflow Developer Survey 2024, PostgreSQL was the most used (49%).") == OBEYED
    assert _verdict(rule, "In the State of JS 2023 survey, about 34% write only TypeScript.") == OBEYED
    assert _verdict(rule, "In the big annual developer survey, around half of respondents use it.") == BROKEN
    assert _verdict(rule, "In the Stack Overflow Developer Survey 2023, 42% worked hybrid. According to a survey, "
                          "remote work correlates with satisfaction.") == BROKEN
    assert _verdict(rule, "PostgreSQL is a relational database.") == NOT_APPLICABLE


def test_every_claim_about_a_topic_speaks_to_replies_on_it():
    rule = "Cite a source (with a link) for every factual claim about laws or regulations."
    assert _verdict(rule, "No, not without consent from everyone on the call: California is a two-party consent state.",
                    user="Is it legal to record a phone call in California?") == BROKEN
    assert _verdict(rule, "Consent is one lawful basis (GDPR Art. 6, https://eur-lex.europa.eu/eli/reg/2016/679/oj).",
                    user="Do I need consent to store customer emails under GDPR?") == OBEYED
    assert _verdict(rule, "Mash 3 bananas and bake for 55 minutes.", user="Banana bread recipe?") == NOT_APPLICABLE
    # no topic named: every factual claim, in any reply
    plain = propose_check("Every factual claim needs a reference.")
    assert plain is not None and plain.check.reply is not None and plain.check.reply.condition("sources") == (None, None)


def test_one_link_does_not_cover_two_works_named_in_a_paragraph():
    rule = "Don't cite anything you can't link to. Every reference needs a working URL or a DOI."
    two = ("*Designing Data-Intensive Applications* by Martin Kleppmann (O'Reilly, 2017) is the standard, and *Database "
           "Internals* by Alex Petrov (O'Reilly, 2019) goes deeper. Publisher page for the first: "
           "https://www.oreilly.com/library/view/ddia/9781491903063/")
    assert _verdict(rule, two, user="Any good book on distributed systems?") == BROKEN
    entry = "Sources:\n- Vaswani, A. et al. (2017). *Attention Is All You Need*. https://arxiv.org/abs/1706.03762"
    assert _verdict(rule, "Transformers use attention.\n\n" + entry, user="What is a transformer?") == OBEYED



def test_a_section_the_reply_should_have_is_no_provision():
    for rule in ("For legal answers, add a disclaimer section at the end.", "Quote the relevant section of the docs."):
        proposal = propose_check(rule)
        assert proposal is None or proposal.check.reply is None or "law_section" not in proposal.check.reply.source_rules
    fr = propose_check("Pour les questions juridiques, cite toujours l'article de loi (ex. article L1234-1 du Code du travail).")
    assert fr is not None and fr.check.reply is not None and fr.check.reply.source_rules == ("law_section",)

