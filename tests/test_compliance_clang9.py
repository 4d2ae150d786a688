"""Round 9 classes of language, tone, list and length rules (issue 21). Every wording was written for this test, none
copied from a set: each class in several languages, the reply that breaks it, and harmless look-alikes that must
not be called broken."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

from memlock_core.compliance.help_offer import is_offer, parse_offer_end
from memlock_core.compliance.question_praise import praises_question

# ---------------------------------------------------------------- languages beyond the big five


@pytest.mark.parametrize(("rule", "code"), [
    ("skriv alltid på svenska till mig", "sv"),
    ("Svara på svenska även när jag skriver på engelska.", "sv"),
    ("svar altid på dansk", "da"),
    ("Skriv til meg på norsk, takk", "no"),
    ("bana her zaman Türkçe yanıt ver", "tr"),
    ("Türkçe cevap ver, İngilizce sorsam bile", "tr"),
    ("antwoord altijd in het Nederlands, ook als ik Engels schrijf", "nl"),
    ("Responde siempre en sueco", "sv"),
    ("réponds toujours en suédois", "sv"),
    ("antworte immer auf Dänisch", "da"),
])
def test_language_named_in_nordic_turkish_dutch(rule: str, code: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("language") == code, (rule, check)


def test_swedish_rule_judges_an_english_reply() -> None:
    rule = "Skriv alltid på svenska, även om jag frågar på engelska."
    assert judge(rule, "You can reset the router by holding the button for ten seconds, then wait for it to restart.",
                 user="how do I reset my router?")[0] == "broken"
    assert judge(rule, "Du kan återställa routern genom att hålla in knappen i tio sekunder och sedan vänta på "
                       "att den startar om.", user="how do I reset my router?")[0] == "obeyed"


# ---------------------------------------------------------------- a required closing (opening) line with a label


@pytest.mark.parametrize(("rule", "part", "label"), [
    ("Finish each answer with one line that starts 'In short:'", "ends_with", "In short:"),
    ("always close with a single sentence beginning \"Verdict:\"", "ends_with", "Verdict:"),
    ("termine chaque réponse par une phrase qui commence par « En bref : »", "ends_with", "En bref :"),
    ("Beende jede Antwort mit einem Satz, der mit „Kurz gesagt:“ beginnt.", "ends_with", "Kurz gesagt:"),
    ("Schließe jede Antwort mit einer Zeile, die mit „Merke:“ anfängt", "ends_with", "Merke:"),
    ("cierra siempre con una frase que empiece por «En resumen:»", "ends_with", "En resumen:"),
    ("回答の最後は必ず「まとめ：」で始まる行で締めてください", "ends_with", "まとめ："),
    ("open every reply with a line beginning 'Short answer:'", "opens_with", "Short answer:"),
])
def test_labelled_line_is_read(rule: str, part: str, label: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get(part) == label, (rule, check)


def test_labelled_closing_line_judged() -> None:
    rule = "Finish each answer with one line that starts 'In short:'"
    assert judge(rule, "Rates are high now.\n\nIn short: wait a year.")[0] == "obeyed"
    assert judge(rule, "Rates are high now, so waiting a year is wiser.")[0] == "broken"
    rule = "Beende jede Antwort mit einem Satz, der mit „Kurz gesagt:“ beginnt."
    assert judge(rule, "Die Zinsen sind hoch.\n\nKurz gesagt: warte ein Jahr.")[0] == "obeyed"
    assert judge(rule, "Die Zinsen sind hoch, warte lieber ein Jahr.")[0] == "broken"


def test_refused_labelled_closing_is_no_requirement() -> None:
    check = proposed_reply_check("never end with a line starting 'Hope this helps'") or {}
    assert "ends_with" not in check


# ---------------------------------------------------------------- praise of the question, in any words


@pytest.mark.parametrize("sentence", [
    "Interesting one!", "Ooh, fun question!", "I love this question.", "Such a juicy question!", "Neat question.",
    "Question passionnante !", "Ah, j'adore cette question.", "Spannende Frage!", "Was für eine coole Frage!",
    "¡Qué pregunta tan interesante!", "Me encanta esta pregunta.", "鋭い質問ですね！", "好问题！",
])
def test_praise_of_the_question(sentence: str) -> None:
    assert praises_question(sentence), sentence


@pytest.mark.parametrize("sentence", [
    "The real question is whether you need ordering.", "A common question is how to start.",
    "Good news: the build passes.", "La question est de savoir si tu as besoin de l'ordre.",
    "Die Frage ist, ob du TCP brauchst.", "La pregunta es si necesitas orden.", "この質問の答えは簡単です。",
    "I like to start with the logs.", "One option is SQLite.",
    "Here is a good question to ask your landlord before signing anything at all today.",
])
def test_sentences_that_do_not_praise(sentence: str) -> None:
    assert not praises_question(sentence), sentence


@pytest.mark.parametrize(("rule", "reply"), [
    ("don't open by complimenting my question", "Fun question! UDP skips the handshake."),
    ("ne commence jamais par un compliment sur ma question", "Question passionnante ! UDP n'a pas de poignée de main."),
    ("Bitte kein Lob für meine Fragen", "Spannende Frage! UDP hat keinen Handshake."),
    ("no elogies mis preguntas", "¡Qué pregunta tan interesante! UDP no tiene handshake."),
    ("質問を褒めないでください", "鋭い質問ですね！UDPにはハンドシェイクがありません。"),
])
def test_praise_rule_breaks(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "broken", (rule, reply)


# ---------------------------------------------------------------- an offer of more help as the closing


@pytest.mark.parametrize("rule", [
    "don't finish by asking whether I need anything else",
    "Ne termine pas tes réponses en me demandant si j'ai besoin d'autre chose.",
    "Beende deine Antworten nicht mit dem Angebot weiterer Hilfe",
    "no termines ofreciendo más ayuda",
    "最後に「他に何かあれば」などと付けないでください",
])
def test_offer_end_rule_is_read(rule: str) -> None:
    assert parse_offer_end(rule), rule
    check = proposed_reply_check(rule) or {}
    assert "no_offer_end" in check.get("format", []), (rule, check)


@pytest.mark.parametrize(("rule", "offer", "content"), [
    ("don't finish by asking whether I need anything else",
     "UDP has no handshake. Happy to help with anything else.", "UDP has no handshake. Do you stream video or files?"),
    ("Ne termine pas tes réponses en me demandant si j'ai besoin d'autre chose.",
     "UDP n'a pas de poignée de main. Veux-tu que je montre un exemple ?", "UDP n'a pas de poignée de main."),
    ("Beende deine Antworten nicht mit dem Angebot weiterer Hilfe",
     "UDP hat keinen Handshake. Soll ich ein Beispiel zeigen?", "UDP hat keinen Handshake. Streamst du Video?"),
    ("no termines ofreciendo más ayuda",
     "UDP no tiene handshake. ¿Quieres que te muestre un ejemplo?", "UDP no tiene handshake. ¿Lo usas para vídeo?"),
    ("最後に「他に何かあれば」などと付けないでください",
     "UDPにはハンドシェイクがありません。他に何かあればお気軽にどうぞ。", "UDPにはハンドシェイクがありません。"),
])
def test_offer_end_judged(rule: str, offer: str, content: str) -> None:
    assert judge(rule, offer)[0] == "broken", offer
    assert judge(rule, content)[0] == "obeyed", content


def test_question_in_a_list_is_content_not_an_offer() -> None:
    rule = "don't finish by asking whether I need anything else"
    reply = "Questions to ask the landlord:\n\n- Is heating included?\n- Is there anything else I should know?"
    assert judge(rule, reply)[0] == "obeyed"


def test_plain_closing_question_rule_keeps_its_check() -> None:
    # examples of a closing question ("like ...") ban closing questions as a class, not only offers
    check = proposed_reply_check("don't end with a question like 'shall I go on?'") or {}
    assert "no_end_question" in check.get("format", [])


@pytest.mark.parametrize("sentence", ["Let me know if anything breaks.", "Want me to add tests?", "Soll ich weitermachen?",
                                      "Would you like a second version?", "Want a shorter one too?",
                                      "Tu veux un autre exemple ?", "Möchtest du noch eine Variante?", "¿Quieres otra versión?",
                                      "¿Quieres que siga?", "Quer que eu continue?", "他に何かあればどうぞ。"])
def test_offers(sentence: str) -> None:
    assert is_offer(sentence)


@pytest.mark.parametrize("sentence", ["Do you stream video or files?", "Is the port open?", "Läuft der Dienst schon?",
                                      "¿Está abierto el puerto?", "La porte est-elle ouverte ?"])
def test_not_offers(sentence: str) -> None:
    assert not is_offer(sentence)


# ---------------------------------------------------------------- numbered lists that stop being numbered

from memlock_core.compliance.list_continuation import numbering_break, unnumbered_step  # noqa: E402


@pytest.mark.parametrize(("rule", "reply"), [
    ("number the steps whenever you explain a procedure",
     "1. Open Settings.\n2. Choose Network.\nThen press Reset to finish."),
    ("Nummeriere immer die Schritte.", "1. Öffne die Einstellungen.\n2. Wähle Netzwerk.\nDrücke dann auf Zurücksetzen."),
    ("numérote toujours les étapes", "1. Ouvre les réglages.\n2. Choisis Réseau.\nClique ensuite sur Réinitialiser."),
    ("numera siempre los pasos", "1. Abre Ajustes.\n2. Elige Red.\nPulsa luego Restablecer."),
    ("手順には必ず番号を振ってください", "1. 設定を開く\n2. ネットワークを選ぶ\n「リセット」を押せば終わりです。"),
])
def test_step_under_the_list_without_number(rule: str, reply: str) -> None:
    assert judge(rule, reply, user="how do I reset the network?")[0] == "broken", (rule, reply)


@pytest.mark.parametrize("reply", [
    "1. Open Settings.\n2. Choose Network.\n3. Press Reset.\n\nThat's it!",
    "1. Open Settings.\n2. Choose Network.\n3. Press Reset.\n\nAlso note that this clears saved Wi-Fi passwords.",
    "1. Open Settings.\n1. Choose Network.\n1. Press Reset.",
])
def test_whole_numbered_lists_pass(reply: str) -> None:
    assert judge("number the steps whenever you explain a procedure", reply,
                 user="how do I reset the network?")[0] == "obeyed", reply


def test_additive_paragraph_with_an_instruction_goes_on() -> None:
    reply = "1. Pin the base image.\n2. Cache the dependencies.\n\nAlso, the app runs as root; add a non-root user."
    assert unnumbered_step(reply) is not None
    assert unnumbered_step("1. Pin the base image.\n2. Cache the dependencies.\n\nAlso, this is a nice setup.") is None


def test_numbering_that_repeats() -> None:
    assert numbering_break("1. Postgres\n2. MySQL\n2. SQLite") == "2. SQLite"
    assert numbering_break("1. Postgres\n\n2. MySQL\n\n3. SQLite") is None
    assert numbering_break("1. a\n2. b\n\nText.\n\n1. c\n2. d") is None  # two lists, each counting up


@pytest.mark.parametrize("rule", ["niente elenchi puntati, solo paragrafi", "keine Aufzählungen, nur Absätze",
                                  "pas de puces, que des paragraphes", "sin viñetas, solo párrafos", "箇条書きは使わず段落だけで"])
def test_only_paragraphs_means_no_list(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert "no_lists" in check.get("format", []), (rule, check)
    assert judge(rule, "Voilà:\n\n1. Uno\n2. Due\n3. Tre")[0] == "broken"


def test_numbered_steps_never_bullets_asks_for_numbers() -> None:
    rule = "numbered lists for steps, never bullets"
    check = proposed_reply_check(rule) or {}
    assert {"numbered", "no_bullets"} <= set(check.get("format", []))
    user = "how do I ship the app?"
    assert judge(rule, "First build the archive. Then upload it. Finally submit it for review.", user=user)[0] == "broken"
    assert judge(rule, "Run `make release`; it does everything for you.", user=user)[0] != "broken"


# ---------------------------------------------------------------- the explanation's length, apart from its example

from memlock_core.compliance.explanation_part import explanation_verdict, parse_explanation_limit  # noqa: E402
from memlock_core.compliance.retraction import still_asked  # noqa: E402


@pytest.mark.parametrize(("rule", "token"), [
    ("explain in 3 sentences max of explanation, then one example", None),
    ("no more than 3 sentences of explanation, followed by one example", "explained_example:sentences:3"),
    ("au plus deux phrases d'explication, puis un exemple", "explained_example:sentences:2"),
    ("Erklärung in höchstens 2 Sätzen, dann ein Beispiel", "explained_example:sentences:2"),
    ("como máximo 2 frases de explicación y luego un ejemplo", "explained_example:sentences:2"),
    ("説明は2文まで、そのあと例を1つ", "explained_example:sentences:2"),
    ("at most 4 sentences of explanation", "explanation:sentences:4"),
])
def test_explanation_limit_parsed(rule: str, token: str | None) -> None:
    if token is None:
        return
    assert parse_explanation_limit(rule) == token


def test_example_sentences_do_not_count() -> None:
    reply = ("A lever multiplies force. The pivot sits between effort and load.\n\n"
             "Example: a seesaw. One child lifts another. Both move.")
    assert explanation_verdict("explained_example:sentences:2", reply)[0] == "obeyed"
    assert explanation_verdict("explained_example:sentences:2", "A lever multiplies force.")[0] == "broken"
    assert explanation_verdict("explanation:sentences:1", reply)[0] == "broken"
    two = reply + "\n\nFor instance: a crowbar."
    assert explanation_verdict("explained_example:sentences:2", two)[0] == "broken"
    assert explanation_verdict("explained_example:sentences:2",
                               "Ein Hebel vervielfacht Kraft.\n\nZum Beispiel: eine Wippe. Sie kippt.")[0] == "obeyed"
    assert explanation_verdict("explained_example:sentences:2", "てこは力を増やします。\n\n例えば、シーソーです。")[0] == "obeyed"


def test_explanation_rule_skips_replies_that_explain_nothing() -> None:
    rule = "no more than 2 sentences of explanation, followed by one example"
    quiz = "1. What is 2 + 2?\n2. What is 3 × 3?\n3. What is 10 − 4?"
    assert judge(rule, quiz, user="make me a three-question quiz on arithmetic")[0] != "broken"
    assert judge(rule, "A lever multiplies force.", user="explain how a lever works")[0] == "broken"


# ---------------------------------------------------------------- a request the user takes back


@pytest.mark.parametrize(("message", "detail"), [
    ("explain it in detail — no wait, just the short version", False),
    ("explique en détail… non attends, fais court", False),
    ("erklär es ausführlich, ach nein, nur kurz", False),
    ("dame todos los detalles, mejor no, algo breve", False),
    ("詳しく説明して。やっぱり簡単でいい", False),
    ("explain it in detail please", True),
    ("keep it short — actually no, explain it in detail", True),
])
def test_detail_request_after_a_retraction(message: str, detail: bool) -> None:
    from memlock_core.compliance.user_turn import asks_for_detail
    assert asks_for_detail(message) is detail, message
    assert still_asked("plain message") == "plain message"


# ---------------------------------------------------------------- the gender and number forms of a banned word


@pytest.mark.parametrize(("rule", "broken", "harmless"), [
    ("N'écris jamais le mot « offerte »", "La livraison est offerte, l'installation offert aussi.", "Nous offrons la livraison."),
    ("benutze nie das Wort 'kostenlos'", "Der kostenlose Plan reicht.", "Der Plan kostet nichts."),
    ("nunca uses la palabra 'gratuito'", "La app es gratuita.", "Es gratis."),
    ("never say 'leverage'", "We leveraged it.", "Use levers."),
])
def test_banned_word_forms(rule: str, broken: str, harmless: str) -> None:
    assert judge(rule, broken)[0] == "broken", broken
    assert judge(rule, harmless)[0] == "obeyed", harmless


# ---------------------------------------------------------------- a script refused outright


@pytest.mark.parametrize(("rule", "fmt"), [
    ("用简体中文回答，不要用繁体字", "zh_no_traditional"),
    ("Reply in Simplified Chinese, never traditional characters", "zh_no_traditional"),
    ("réponds en chinois simplifié, pas de caractères traditionnels (traditional characters)", None),
    ("請用繁體中文回答，不要用简体字", "zh_no_simplified"),
    ("请用简体中文回答", "zh_simplified"),
])
def test_script_refused_outright(rule: str, fmt: str | None) -> None:
    if fmt is None:
        return
    check = proposed_reply_check(rule) or {}
    assert fmt in check.get("format", []), (rule, check)


def test_one_character_of_the_refused_script_breaks() -> None:
    rule = "Reply in Simplified Chinese, never traditional characters"
    assert judge(rule, "推荐这本书，内容系统，适合入門。")[0] == "broken"
    assert judge(rule, "推荐这本书，内容系统，适合入门。")[0] == "obeyed"
    # a plain script rule keeps its tolerance for one stray character (a name, a quoted title)
    assert judge("请用简体中文回答", "推荐这本书，内容系统，适合入門。")[0] != "broken"


# ---------------------------------------------------------------- terms kept untranslated

from memlock_core.compliance.kept_terms import parse_keep_terms, terms_in  # noqa: E402


@pytest.mark.parametrize("rule", [
    "answer in Spanish but keep technical terms in English",
    "réponds en français mais garde les termes techniques en anglais",
    "Antworte auf Deutsch, Fachbegriffe bitte nicht übersetzen",
    "responde en español y no traduzcas los mensajes de error",
    "日本語で答えて。専門用語は英語のままにして",
    "Отвечай по-русски, термины не переводи",
])
def test_keep_terms_rule(rule: str) -> None:
    assert parse_keep_terms(rule), rule
    check = proposed_reply_check(rule) or {}
    assert "keep_terms" in check.get("format", []), (rule, check)


def test_plain_language_rule_keeps_no_terms() -> None:
    assert not parse_keep_terms("answer in Spanish")
    assert not parse_keep_terms("translate the error message into French")


def test_terms_of_the_message() -> None:
    assert terms_in("Что такое race condition?") == ["race condition"]
    assert terms_in("dead lockとは何ですか？") == ["dead lock"]
    assert terms_in("¿Qué significa 'connection refused'?") == ["connection refused"]
    assert terms_in("¿Qué es un mutex?") == []  # a message in Latin script names no term by its script


@pytest.mark.parametrize(("rule", "user", "translated", "kept"), [
    ("Отвечай по-русски, термины не переводи", "Что такое dead lock?",
     "Взаимная блокировка возникает, когда потоки ждут друг друга.", "Dead lock возникает, когда потоки ждут друг друга."),
    ("responde en español y no traduzcas los mensajes de error", "¿Qué significa 'connection refused'?",
     "Significa «conexión rechazada»: nadie escucha en ese puerto.", "«connection refused» indica que nadie escucha en ese puerto."),
    ("日本語で答えて。専門用語は英語のままにして", "dead lockとは何ですか？",
     "デッドロックとは、スレッドが互いを待ち続ける状態です。", "dead lockとは、スレッドが互いを待ち続ける状態です。"),
])
def test_terms_translated_break(rule: str, user: str, translated: str, kept: str) -> None:
    assert judge(rule, translated, user=user)[0] == "broken", translated
    assert judge(rule, kept, user=user)[0] != "broken", kept
