"""Dutch in the mood gate and the neighbour model; a comma-led 'whatever / no matter' concession (issue 22)."""
from memlock_core.detection.evidence import is_evidence
from memlock_core.detection.rule_identity import different_rule, same_rule, signature
from memlock_core.detection.rule_mood import reads_as_rule


def test_dutch_imperatives_bans_and_frames_read_as_rules() -> None:
    assert reads_as_rule("Schrijf de samenvatting altijd in korte zinnen.")
    assert reads_as_rule("Geen tabellen meer.")
    assert reads_as_rule("Voortaan de datums als JJJJ-MM-DD noteren.")
    assert reads_as_rule("Korte antwoorden graag, zoals afgesproken.")


def test_dutch_statements_and_questions_stay_statements() -> None:
    assert not reads_as_rule("Onze klanten schrijven meestal in het Duits.")
    assert not reads_as_rule("Wij zetten nooit iets live op vrijdag.")
    assert not reads_as_rule("Schrijf je die tests zelf?")


def test_dutch_rule_is_evidence() -> None:
    assert is_evidence("Geen markdown-koppen graag, net als eerder.", "user")


def test_dutch_condition_makes_another_rule() -> None:
    pin = "Verwijder nooit bestanden uit de map archief."
    assert different_rule(pin, "Verwijder nooit bestanden uit de map archief zonder een back-up.")
    assert not different_rule(pin, "Verwijder nooit bestanden uit de map archief, zoals gezegd.")


def test_whatever_concession_keeps_the_named_language() -> None:
    for text, code in [("Reply to me in German, whatever language my message is in.", "de"),
                       ("Réponds-moi en italien, peu importe la langue de ma question.", "it"),
                       ("Antworte mir auf Spanisch, egal welche Sprache ich benutze.", "es"),
                       ("Contesta sempre in inglese, qualunque lingua io usi.", "en")]:
        langs = {p[3] for p in signature(text).parts if p[1] == "language"}
        assert langs == {code}, text
    assert same_rule("Always reply in German.", "Reply to me in German, whatever language my message is in.")


def test_the_users_own_language_is_still_read() -> None:
    langs = {p[3] for p in signature("Reply in whatever language I write in.").parts if p[1] == "language"}
    assert langs == {"user"}
    assert different_rule("Always reply in German.", "Reply in whatever language I write in.")
