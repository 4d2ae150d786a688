"""Number, unit, date and width formats (round 9, cform9): a percentage's decimals and an ISO code's place read from
the rule's own example or words, half-width digits and letters, the degree sign excepted from "a space before the
unit", bit rates as unit symbols, a Latin unit followed by Japanese text, a local time in brackets after its UTC
instant, a written date with no year beside a numeric one, Polish and Dutch month names, a range of two short
dates. Each has harmless look-alikes that must not be flagged. Every wording was written for this test."""
from __future__ import annotations

import pytest
from compliance_judge import judge

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.number_examples import parse_number_examples
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.width_forms import parse_width_rule

PERCENT = [
    # a wanted example and a refused one, in five languages
    ("show every percentage with one decimal (7.0%, never 7%)", "Churn fell to 4% this quarter.", "broken"),
    ("show every percentage with one decimal (7.0%, never 7%)", "Churn fell to 4.2% from 5.0%.", "obeyed"),
    ("show every percentage with one decimal (7.0%, never 7%)", "Churn fell to 4.25% this quarter.", "broken"),
    ("pourcentages toujours avec une décimale : 3,0 % et non 3 %", "Le taux passe à 12 % cette année.", "broken"),
    ("pourcentages toujours avec une décimale : 3,0 % et non 3 %", "Le taux passe à 12,5 % cette année.", "obeyed"),
    ("Prozentangaben immer mit einer Nachkommastelle", "Die Quote liegt bei 31 Prozent, also 31%.", "broken"),
    ("Prozentangaben immer mit einer Nachkommastelle", "Die Quote liegt bei 31,4 %.", "obeyed"),
    ("porcentajes con dos decimales, por favor", "La tasa es del 3.5%.", "broken"),
    ("porcentajes con dos decimales, por favor", "La tasa es del 3.50%.", "obeyed"),
    ("パーセントは小数点以下1桁で表記して", "成長率は8%でした。", "broken"),
    ("パーセントは小数点以下1桁で表記して", "成長率は8.0%でした。", "obeyed"),
    # whole percentages wanted: a decimal one breaks it
    ("percentages as whole numbers: 40%, not 40.0%", "Coverage is 87.5% now.", "broken"),
    ("percentages as whole numbers: 40%, not 40.0%", "Coverage is 88% now, version 2.5 shipped.", "obeyed"),
]

CODE_ORDER = [
    ("prices: the ISO code goes first, like USD 19.99", "That plan is 19.99 USD a month.", "broken"),
    ("prices: the ISO code goes first, like USD 19.99", "That plan is USD 19.99 a month.", "obeyed"),
    ("Preise mit ISO-Code hinter dem Betrag: 12,50 EUR statt EUR 12,50", "Das kostet EUR 30,00.", "broken"),
    ("Preise mit ISO-Code hinter dem Betrag: 12,50 EUR statt EUR 12,50", "Das kostet 30,00 EUR.", "obeyed"),
    ("montants avec le code ISO avant le chiffre (CHF 40, pas 40 CHF)", "Le billet coûte 55 CHF.", "broken"),
    ("montants avec le code ISO avant le chiffre (CHF 40, pas 40 CHF)", "Le billet coûte CHF 55.", "obeyed"),
]

WIDTH = [
    ("英数字は半角で統一してください", "ファイルは３つあります。", "broken"),
    ("英数字は半角で統一してください", "ＡＰＩキーを設定します。", "broken"),
    ("英数字は半角で統一してください", "ファイルは3つあります。APIキーを設定します（任意）。", "obeyed"),
    ("no full-width digits in Japanese answers", "在庫は１２個です。", "broken"),
    ("no full-width digits in Japanese answers", "在庫は12個です、ＯＫ。", "obeyed"),
    ("chiffres et lettres en demi-chasse dans les textes japonais", "価格は５００円です。", "broken"),
    ("Ziffern und Buchstaben in halber Breite, bitte", "Das Modell heißt Ｘ1.", "broken"),
    ("usa dígitos de ancho medio en japonés", "合計は１０です。", "broken"),
]

UNITS = [
    # the degree sign excepted: "21°C" keeps it, a glued bit rate or mass breaks it
    ("a space between number and unit symbol, except for ° and %", "It was 21°C and 40% humid.", "obeyed"),
    ("a space between number and unit symbol, except for ° and %", "The link does 100Mbit/s.", "broken"),
    ("Leerzeichen zwischen Zahl und Einheit, außer bei °", "Draußen sind 21°C, der Sack wiegt 25kg.", "broken"),
    ("Leerzeichen zwischen Zahl und Einheit, außer bei °", "Draußen sind 21°C, der Sack wiegt 25 kg.", "obeyed"),
    ("espace entre le nombre et l'unité (sauf pour °)", "Il fait 30°C et le fichier pèse 3 Mo.", "obeyed"),
    # no exception: the glued degree still breaks it
    ("always put a space between a number and its unit", "Bake at 180°C for 20 min.", "broken"),
    # a Latin unit with Japanese right after it is a quantity
    ("距離はキロメートル、温度は摂氏で書いてください", "頂上までは約3マイルで、気温は50°Fほどです。", "broken"),
    ("距離はキロメートル、温度は摂氏で書いてください", "頂上までは約5kmで、気温は10°Cほどです。", "obeyed"),
    ("temperatures in Celsius please", "明日は最高68°Fになります。", "broken"),
]

DATES = [
    # a local time in brackets after its UTC instant is a courtesy; a local time alone is not UTC
    ("state every time in UTC", "The window opens at 09:15 UTC (11:15 CEST in Berlin).", "obeyed"),
    ("state every time in UTC", "The window opens at 11:15 CEST (09:15 UTC).", "broken"),
    ("horaires toujours en UTC", "Le déploiement commence à 16:00 UTC (17:00 CET à Paris).", "obeyed"),
    # a written date with no year restating a numeric one; with its year it is another format
    ("Datumsangaben als TT.MM.JJJJ", "Abgabe am 07.01.2027, also am 7. Januar.", "obeyed"),
    ("Datumsangaben als TT.MM.JJJJ", "Abgabe am 7. Januar 2027.", "broken"),
    ("dates en JJ/MM/AAAA", "Rendez-vous le 05/03/2027, soit le 5 mars.", "obeyed"),
    ("Daty w formacie DD.MM.RRRR, proszę", "Spotkanie jest 12 marca 2027 r.", "broken"),
    ("Daty w formacie DD.MM.RRRR, proszę", "Spotkanie jest 12.03.2027.", "obeyed"),
    ("datums als DD/MM/JJJJ", "De deadline is 3 februari 2027.", "broken"),
    # a range of two short dates is a date in another format; fractions and scores are not dates
    ("write dates as YYYY-MM-DD", "Sprint A (2027-02-01 to 2027-02-05), sprint B (8/2 to 12/2).", "broken"),
    ("write dates as YYYY-MM-DD", "Use 1/2 to 3/4 cup of milk; it scored 3/10 to 7/10 points on 2027-02-01.", "obeyed"),
]


@pytest.mark.parametrize(("rule", "reply", "outcome"), PERCENT + CODE_ORDER + WIDTH + UNITS + DATES)
def test_formats(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule", [
    "keep answers under 12% of the page",  # a percent with no format asked
    "I pay 40 USD a month for this plan",  # an amount, no rule about the code's place
    "don't convert prices to EUR",
    "be 100% honest",
])
def test_no_number_format(rule: str) -> None:
    assert parse_number_examples(rule) == []


@pytest.mark.parametrize("rule", ["スペースは全角で", "answer in Japanese", "数字は漢数字で書いて"])
def test_no_width_rule(rule: str) -> None:
    assert parse_width_rule(rule) == []


EMOJI_AND_CHARS = [
    # a count of emoji with the code kept free of them
    ("two emoji at most, and none inside code blocks", "Here:\n\n```js\nconsole.log('done ✅')\n```", "broken"),
    ("two emoji at most, and none inside code blocks", "Done ✅🎉\n\n```js\nconsole.log('done')\n```", "obeyed"),
    ("höchstens ein Emoji pro Antwort, nie im Code", "Fertig:\n\n```py\nprint('🚀')\n```", "broken"),
    ("un emoji maximum, jamais dans le code", "C'est prêt 🚀\n\n```sh\nls\n```", "obeyed"),
    ("máximo un emoji y ninguno en el código", "Listo:\n\n```py\nx = '✨'\n```", "broken"),
    # a letter named alone is spoken of, not written in a word
    ("kein ß verwenden, immer ss (Schweiz)", "Man schreibt «Strasse»; das ß gibt es hier nicht.", "obeyed"),
    ("kein ß verwenden, immer ss (Schweiz)", "Die Strasse ist gross, der Gruß ist herzlich.", "broken"),
    # sources: a link refused, the name allowed; a site's own short links; an arXiv page as the paper's id
    ("please never link to Wikipedia", "Wikipedia is a fine place to start, then read the cited papers.", "not_applicable"),
    ("please never link to Wikipedia", "See [the summary](https://w.wiki/7Qz) for details.", "broken"),
    ("please never link to Wikipedia", "See [MDN](https://developer.mozilla.org/) for details.", "obeyed"),
    ("Wikipediaへのリンクは貼らないで", "詳しくは https://ja.wikipedia.org/wiki/HTTP を参照。", "broken"),
    ("when summarising a paper, always include its DOI or arXiv id",
     "Vaswani et al. (2017), *Attention Is All You Need*, https://arxiv.org/abs/1706.03762: attention alone works.",
     "obeyed"),
    ("when summarising a paper, always include its DOI or arXiv id",
     "Vaswani et al. (2017), *Attention Is All You Need*: attention alone works.", "broken"),
    # law as a field scopes a source rule; a recipe or an e-mail is not about law
    ("Donne toujours un lien vers tes sources quand on parle de droit", "200 g de sucre et 3 œufs.", "not_applicable"),
    ("Gib Quellen mit Link an, wenn es um Fragen zum Recht geht", "Treffen wir uns am 3. Mai?", "not_applicable"),
]


@pytest.mark.parametrize(("rule", "reply", "outcome"), EMOJI_AND_CHARS)
def test_emoji_chars_sources(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


APP_TEXT = [
    ("no emoji and no exclamation marks in the app's UI strings", "Edit",
     {"file_path": "src/locales/en.json", "old_string": "{}", "new_string": '{"saved": "Saved!"}'}, "broken"),
    ("no emoji and no exclamation marks in the app's UI strings", "Write",
     {"file_path": "src/Button.tsx", "content": "if (!ok && a !== b) { return <span>Saved</span> }"}, "obeyed"),
    ("pas d'emoji dans les textes de l'application", "Write",
     {"file_path": "locales/fr.json", "content": '{"bienvenue": "Bienvenue 👋"}'}, "broken"),
    ("keine Ausrufezeichen in App-Texten", "Write",
     {"file_path": "lib/strings.dart", "content": "const saved = 'Gespeichert!';"}, "broken"),
    ("sin emojis en los textos de la app", "Write",
     {"file_path": "es.json", "content": '{"hola": "Hola"}'}, "obeyed"),
    ("アプリの文言に絵文字を使わないで", "Write",
     {"file_path": "ja.json", "content": '{"done": "完了しました 🎉"}'}, "broken"),
]


@pytest.mark.parametrize(("rule", "tool", "args", "outcome"), APP_TEXT)
def test_app_text_in_written_files(rule: str, tool: str, args: dict[str, str], outcome: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    assert (verdicts[0].outcome if verdicts else "not_applicable") == outcome, verdicts


@pytest.mark.parametrize("rule", ["no emoji and no exclamation marks in the app's UI strings",
                                  "keine Ausrufezeichen in App-Texten"])
def test_app_text_rule_spares_the_chat(rule: str) -> None:
    assert judge(rule, "Great question! Here it is 🎉")[0] == "not_applicable"


MORE = [
    # a template of two-letter fields wants two digits each
    ("Datum bitte immer als TT.MM.JJJJ", "Start am 3.04.2027.", "broken"),
    ("Datum bitte immer als TT.MM.JJJJ", "Start am 03.04.2027.", "obeyed"),
    ("fechas como DD/MM/AAAA", "Entrega el 5/11/2027.", "broken"),
    ("dates au format JJ/MM/AAAA", "Livraison le 05/11/2027.", "obeyed"),
    # a full-width character quoted alone is an example; written in a word it breaks the rule
    ("英数字は半角で", "全角の「Ｂ」と半角の「B」は別の文字です。", "obeyed"),
    ("英数字は半角で", "全角の「ＡＰＩキー」を入れてください。", "broken"),
]


@pytest.mark.parametrize(("rule", "reply", "outcome"), MORE)
def test_more_formats(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


COMMANDS = [
    ("write dates as YYYY-MM-DD, always", "git log --since='03/15/2027' --oneline", "broken"),
    ("write dates as YYYY-MM-DD, always", "git log --since=2027-03-15 --oneline", "obeyed"),
    ("write dates as YYYY-MM-DD, always", "ls archive/2027/03/15/", "not_applicable"),
    # a format for people to read does not reach what a program is given
    ("Datumsangaben immer als TT.MM.JJJJ", "git log --since=2027-03-15", "not_applicable"),
]


@pytest.mark.parametrize(("rule", "command", "outcome"), COMMANDS)
def test_dates_in_command_arguments(rule: str, command: str, outcome: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], "Bash",
                               {"command": command})
    assert (verdicts[0].outcome if verdicts else "not_applicable") == outcome, verdicts


REFUSED_UNITS = [
    ("bandwidth in bytes per second, never Mbps", "The link gives about 940 Mbps in practice.", "broken"),
    ("bandwidth in bytes per second, never Mbps", "The link gives about 117 MB/s in practice.", "obeyed"),
    ("Verbrauch bitte in l/100 km, nicht in mpg", "Der Wagen schafft etwa 40 mpg.", "broken"),
    ("consommation en l/100 km, jamais en mpg ni km/l", "Comptez 15 km/l sur autoroute.", "broken"),
    ("potencia en kW, nunca hp", "El motor da 150 kW; la sigla hp no aparece en cifras.", "obeyed"),
    ("potencia en kW, nunca hp", "El motor da 204 hp.", "broken"),
    ("回線速度はMB/sで、Mbpsは使わない", "実測は100 MB/sです。", "not_applicable"),
    ("回線速度はMB/sで、Mbpsは使わない", "実測で約940Mbpsでした。", "broken"),
]


@pytest.mark.parametrize(("rule", "reply", "outcome"), REFUSED_UNITS)
def test_refused_unit_symbols(rule: str, reply: str, outcome: str) -> None:
    got = judge(rule, reply)
    assert got[0] == outcome or (outcome == "not_applicable" and got[0] != "broken"), got
