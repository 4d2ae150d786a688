"""A rule in another language read through its English gloss when the native parse finds no check (rule_gloss).

Each sentence is new (none from a corpus); its English counterpart must get the same check from the English parse,
and judgement rules must stay unchecked whatever the language."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import _propose, propose_check
from memlock_core.compliance.rule_gloss import gloss, language_of

# (rule in another language, the same rule in English)
SAME_RULE = [
    # FR
    ("En TypeScript, n'utilise pas any, utilise unknown.", "In TypeScript, don't use any, use unknown."),
    ("Avant de supprimer un fichier, demande-moi confirmation.", "Before deleting a file, ask me for confirmation."),
    ("Ne pousse jamais directement sur main.", "Never push directly to main."),
    # DE
    ("Schreib keine Passwörter in den Code.", "Don't write passwords in the code."),
    ("Vor dem Löschen eines Remote-Branches frag mich.", "Before deleting a remote branch, ask me."),
    ("Lösche niemals Dateien ohne meine Zustimmung.", "Never delete files without my approval."),
    ("Verwende immer pnpm statt npm.", "Always use pnpm instead of npm."),
    # ES
    ("Antes de borrar una rama remota pídeme confirmación.", "Before deleting a remote branch, ask me for confirmation."),
    ("No borres nunca archivos sin preguntarme.", "Never delete files without asking me."),
    # IT
    ("Prima di fare il deploy in produzione chiedimi conferma.", "Before deploying to production, ask me for confirmation."),
    ("Non scrivere mai password nel codice.", "Never write passwords in the code."),
    ("Non fare mai push su main.", "Never push to main."),
    # PT
    ("Não apague ficheiros sem a minha autorização.", "Don't delete files without my permission."),
    ("Antes de apagar um branch remoto, peça minha confirmação.", "Before deleting a remote branch, ask me for confirmation."),
    # NL
    ("Installeer geen pakketten zonder toestemming.", "Don't install packages without permission."),
    ("Schrijf nooit wachtwoorden in de code.", "Never write passwords in the code."),
    ("Vraag het me voordat je een remote branch verwijdert.", "Ask me before you delete a remote branch."),
    # JA
    ("Pythonの関数名は必ずsnake_caseにしてください。", "Python function names must be snake_case."),
    ("リモートのブランチを消す前に私の確認を取ること。", "Ask me before deleting a remote branch."),
    ("npmの代わりにpnpmを使ってください。", "Use pnpm instead of npm."),
    ("設定ファイルにパスワードを直書きしないこと。", "Don't hardcode the password in the config file."),
    # KO
    ("main 브랜치에 직접 푸시하지 마세요.", "Don't push directly to the main branch."),
    ("허락 없이 패키지를 설치하지 마세요.", "Don't install packages without permission."),
    ("배포하기 전에 항상 확인을 받으세요.", "Always ask me for confirmation before deploying."),
    ("Python 함수 이름은 반드시 snake_case로 하세요.", "Python function names must be snake_case."),
    ("npm 대신 pnpm을 사용하세요.", "Use pnpm instead of npm."),
    # ZH
    ("用pnpm代替npm。", "Use pnpm instead of npm."),
    ("删除文件之前先问我。", "Ask me before deleting files."),
    ("不要在代码里硬编码密码。", "Don't hardcode passwords in code."),
    ("Python的函数名必须是snake_case。", "Python function names must be snake_case."),
    ("在JavaScript中不要用var，用let或const。", "In JavaScript don't use var, use let or const."),
    # German "weder ... noch" with a clause-final verb, a compound noun ("Build-Skript") that names and does not act
    ("Bitte weder das Build-Skript noch make deploy selbst ausführen.",
     "Please don't run the build script or make deploy yourself."),
    ("Vor dem Löschen von Ordnern immer erst bei mir nachfragen.", "Before deleting folders, always ask me first."),
    # Korean informal prohibition ("-지 마"), a topic that is the object
    ("테스트 스크립트나 make deploy 직접 돌리지 마", "Don't run the test script or make deploy directly."),
    ("로그 파일은 절대 지우지 마.", "Never delete the log files."),
    # limits and reply vocabulary
    ("Ik lees op mijn telefoon, dus schrijf nooit meer dan 80 woorden in een antwoord.",
     "I read on my phone, so never write more than 80 words in a reply."),
    ("Evite terminar a resposta com uma pergunta.", "Avoid ending the reply with a question."),
    ("不要跟我道歉，直接给答案。", "Don't apologize to me, just give the answer."),
]


@pytest.mark.parametrize(("native", "english"), SAME_RULE)
def test_gloss_reads_the_rule_the_english_sentence_says(native: str, english: str) -> None:
    said = gloss(native)
    assert said, native
    found = _propose(said)
    expected = propose_check(english)
    assert (found[0] if found else None) == (expected.check if expected else None), (native, said)


JUDGEMENT = [
    "Sois bienveillant avec mes stagiaires.", "Denk immer an die Performance.", "Sé honesto conmigo.",
    "Sii paziente con me, sto imparando.", "Seja gentil nas respostas.", "Wees eerlijk tegen me.",
    "Cita solo fuentes de calidad, nada de blogs dudosos.", "丁寧に説明してください。", "친절하게 설명해 주세요.",
    "请耐心一点。", "Pense toujours aux cas limites.", "Erkläre es so, dass ein Kind es versteht.",
    # a duration is no clock format, in the gloss as in English
    "Contesta en menos de 48 horas.", "Antworte immer innerhalb von 48 Stunden.", "Réponds en moins de 48 heures.",
    "answer in fewer than 48 hours.",
    # an allowance is no rule
    "Tu peux utiliser des tableaux.", "比较时可以用表格。",
]


@pytest.mark.parametrize("rule", JUDGEMENT)
def test_judgement_rules_stay_unchecked(rule: str) -> None:
    assert propose_check(rule) is None


def test_a_proposal_read_through_the_gloss_says_so() -> None:
    proposal = propose_check("Installeer geen pakketten zonder toestemming.")
    assert proposal is not None and proposal.gloss
    assert "read through the English gloss" in proposal.describe()
    assert proposal.gloss in proposal.describe()


def test_verbatim_spans_come_back_unchanged() -> None:
    said = gloss("Ne modifie jamais `config/prod.yaml` ni le dossier .github/ sans mon accord.") or ""
    assert "`config/prod.yaml`" in said and ".github/" in said
    said = gloss("「deploy.sh」を勝手に実行しないでください。") or ""
    assert "「deploy.sh」" in said


def test_english_and_unknown_languages_get_no_gloss() -> None:
    assert gloss("Never push to main without asking.") is None
    assert language_of("Use rg instead of grep.") is None
    assert gloss("Никогда не пушь в main.") is None  # no table for Russian: no guess


def test_word_order_models() -> None:
    # French ne ... pas / jamais: the adverb before the verb
    assert (gloss("Ne supprime jamais les logs de prod.") or "").startswith("never delete")
    # German verb-second and a separable verb closing the clause
    assert "download" in (gloss("Lade niemals Pakete aus dem Internet herunter.") or "")
    # Dutch clause-final infinitive goes first
    assert (gloss("Niet direct naar productie deployen.") or "").startswith("don't deploy")
    # Japanese and Korean: the final verb and its negation first
    assert (gloss("本番のデータベースを削除しないで。") or "").startswith("don't delete")
    assert (gloss("운영 서버에 배포하지 마세요.") or "").startswith("don't deploy")


def test_naming_convention_for_one_language_is_scoped_to_it() -> None:
    proposal = propose_check("Python variable names must be snake_case.")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.code_style == ("naming:snake:python",)
    assert "Python code" in proposal.describe()
    plain = propose_check("Use snake_case for all names.")
    assert plain is not None and plain.check.reply is not None and plain.check.reply.code_style == ("naming:snake",)
