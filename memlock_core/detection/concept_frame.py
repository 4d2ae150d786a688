"""Concept frames: the same working rule in other words, in languages the rule parse does not read whole.

Why: the rule parse (rule_identity.py) reads English and a few set forms of the other languages. A user who says a
Dutch, Italian, German, Russian, Japanese, Chinese or Korean pin again in their own words ("Niks naar de remote
sturen zonder dat de lint-check schoon is" for "Draai de linter voordat je iets pusht"; "kein Release in die
Produktivumgebung ohne meine Freigabe" for "Vor jedem Deployment auf Produktion fragst du mich erst") parses into
nothing, shares no probe, and the pin was re-injected although it is alive.

A frame is what such a rule is about, read by concept, not by word: the set of work concepts it names (an act such
as push, deploy, rebase, commit, delete; an object such as the linter, production, a shared branch, the tests;
the user's consent) and its mode: a ban ("never", "nie", "mai", "не", "しないで", "不要", "마세요"), a gate (an act
allowed only after something: "before", "vor", "voordat", "prima di", "перед", "前に", "之前", "전에", or banned
"without" it: "ohne", "zonder", "senza", "без", "なしで", "没有", "없이"; the two are one rule), or an obligation.
Two texts say the same rule when both name at least two concepts, the very same set, in the same mode. A neighbour
rule on the same topic names another act or object (commit for push, SQLite for mocks) or adds one (a day, the
tests), so it never matches; a statement, a question, a quote or tool output never reaches this reading (only
evidence units of the mood gate do, and a question is refused here too).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memlock_core.regex_cache import rx

_I = re.IGNORECASE

# One concept, its wordings in en fr de es it pt nl ru and ja zh ko. A stem is written to stop at a word start;
# scripts without spaces are matched as substrings.
_CONCEPTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("push", rx(r"\b(?:push\w*|pous?s\w*|gepusht|pushen|pusht|pushear|pushar|naar\s+(?:de\s+)?remote|"
                r"to\s+the\s+remote|auf\s+(?:den|das)\s+remote|(?:за)?пуш\w*)|プッシュ|推送|推上去|푸시", _I)),
    ("lint", rx(r"\b(?:lint\w*|линт\w*)|リンター|リント|linter|린트|린터", _I)),
    ("deploy", rx(r"\b(?:deploy\w*|d[ée]ploi\w*|d[ée]ploy\w*|despl[ie]eg\w*|rilasci\w*|release\w*(?![\w/*-]|\s*(?:branch|ветк))|uitrol\w*|"
                  r"ausroll\w*|(?:за)?депло\w*|выкат\w*|выкладк\w*|implanta\w*)|デプロイ|リリース|部署|上线|배포|릴리스", _I)),
    ("production", rx(r"\b(?:production|produktion\w*|produktiv\w*|producción|produzione|produção|productie\w*|"
                      r"prod|прод\w*)\b|本番|生产|生產|프로덕션|운영\s*(?:환경|서버|DB)", _I)),
    ("consent", rx(r"\b(?:ask\w*|check\s+with\s+me|pose[sz]?-moi\s+la\s+question|"
                   r"approv\w*|permission|consent|sign-?off|demande\w*|autoris\w*|accord|frag\w*|"
                   r"freigabe|erlaubnis|zustimmung|genehmigung|pregunt\w*|consult\w*|permiso|aprobaci\w*|autorizaci\w*|"
                   r"chied\w*|permesso|approvazione|autorizzazione|ok|okay|pergunt\w*|aprovaç\w*|autorizaç\w*|vraag\w*|"
                   r"toestemming|akkoord|goedkeuring|спрос\w*|разрешени\w*|согласова\w*|одобрени\w*|"
                   # the verb of approving ("depois de eu aprovar", "wenn ich zustimme", "après que j'approuve")
                   r"aprov\w*|aprob\w*|aprueb\w*|approuv\w*|zustimm\w*|genehmig\w*|approva\w*|goedkeur\w*)\b|"
                   r"確認を取|許可|承認|了承|ＯＫ|同意|批准|允许|확인을?\s*받|허락|승인", _I)),
    ("rebase", rx(r"\b(?:rebas\w*|ribas\w*|ребейз\w*|ребаз\w*)|リベース|变基|변경\s*기반|리베이스", _I)),
    ("shared", rx(r"\b(?:shared|condivis\w*|anche\s+altri|partag[ée]\w*|geteilt\w*|gemeinsam\w*|compartid\w*|"
                  r"compartilhad\w*|gedeeld\w*|общ\w*|чужи\w*)\b|共有|共享|공유", _I)),
    ("branch", rx(r"\b(?:branch\w*|branche\w*|zweig\w*|ramas?|ram[oi]|tak|takken|ветк\w*|бранч\w*)\b|ブランチ|分支|브랜치", _I)),
    # committing, also said as code going into the repository ("不要进仓库")
    ("commit", rx(r"\b(?:commit\w*|committ\w*|коммит\w*|закоммит\w*)|コミット|提交|커밋|进仓库|入库|进代码库", _I)),
    ("unit_tests", rx(r"\b(?:unit[- ]?tests?|tests?\s+unitaires?|unit-?tests?|pruebas\s+unitarias|test\s+unitari|"
                      r"testes\s+unitários|модульн\w+\s+тест\w*|юнит-?тест\w*)|ユニットテスト|単体テスト|单元测试|단위\s*테스트",
                      _I)),
    ("main", rx(r"\b(?:main|master|trunk)\b(?![\w/]|\.\w|-(?!(?:branch|zweig|tak|ветк))|"
                r"\s+(?:reason|point|thing|idea|goal|page|menu|function|method|"
                r"file|module|loop|character|course|window|road|street|concern|issue))", _I)),
    ("pull_request", rx(r"\b(?:pull[- ]?requests?|merge[- ]?requests?|prs?|mrs?|merge-?verzoek\w*|pull-?verzoek\w*)\b|"
                        r"プルリク\w*|合并请求|拉取请求|풀\s*리퀘스트", _I)),
    ("squash", rx(r"\b(?:squash\w*|squasha\w*|squashe\w*)|スカッシュ|压缩提交|스쿼시", _I)),
    ("delete", rx(r"\b(?:delet\w*|remov\w*|supprim\w*|effac\w*|lösch\w*|entfern\w*|borr\w*|elimin\w*|cancell\w*|"
                  r"apag\w*|exclu\w*|verwijder\w*|wis|wissen|удал\w*|стир\w*)\b|削除|消さ|消す|消し|删除|删掉|삭제|지우", _I)),
    ("file", rx(r"\b(?:files?|fichiers?|dateien|datei|archivos?|arquivos?|bestand(?:en)?|файл\w*)\b|ファイル|文件|파일", _I)),
    ("migrations", rx(r"\b(?:migrat\w*|migraci\w*|migrazion\w*|migraç\w*|migratie\w*|миграц\w*)|マイグレーション|迁移|"
                      r"마이그레이션", _I)),
    ("env_vars", rx(r"\b(?:env(?:ironment)?\s+var(?:iable)?s?|variables?\s+d['’]environnement|umgebungsvariable\w*|"
                    r"variables?\s+de\s+entorno|variabil[ei]\s+d['’]ambiente|variáve(?:l|is)\s+de\s+ambiente|"
                    r"omgevingsvariabele\w*|переменн\w+\s+окружени\w*)|環境変数|环境变量|환경\s*변수", _I)),
    ("secrets", rx(r"\b(?:api[- ]?keys?|secrets?|tokens?|credentials?|passwords?|clés?\s+(?:d['’])?api|api-?schlüssel\w*|"
                   r"claves?\s+(?:de\s+)?api|chiav[ei]\s+(?:di\s+)?api|chaves?\s+(?:de\s+)?api|api-?sleutel\w*|"
                   r"ключ\w*\s+api|api-?ключ\w*|секрет\w*|пароль\w*)\b|密钥|凭证|密码|APIキー|シークレット|パスワード|"
                   r"API\s*키|비밀번호|시크릿", _I)),
    ("hardcode", rx(r"\b(?:hard-?cod\w*|en\s+dur|hartkodier\w*|hardkodier\w*|fest\s+(?:im\s+code|codier\w*)|"
                    r"захардкож\w*|хардкод\w*)|硬编码|写死|写进代码|写在代码|ハードコード|하드코딩", _I)),
    ("rewrite_history", rx(r"\b(?:force[- ]?push\w*|push\s+--force|принудительн\w+\s+пуш\w*|форс-?пуш\w*)|"
                           r"強制プッシュ|强制推送|강제\s*푸시", _I)),
)

_BAN = rx(r"\b(?:never|no|not|don['’]?t|nothing|jamais|ne|rien|aucun\w*|nie|niemals|kein\w*|nicht|nichts|nunca|nada|"
          r"ningún|ninguna|mai|non|niente|nulla|nessun\w*|não|nenhum\w*|niet|nooit|geen|niks|niets|не|нельзя|"
          r"никогда|ничего|запрещ\w*)\b|しないで|ないでください|禁止|不要|别|別|不能|不准|不得|마세요|말아|말고|안\s*됩니다|금지", _I)
_BEFORE = rx(r"\b(?:before|until|first|avant|d['’]abord|vor|bevor|erst|zuerst|antes|primero|prima|voordat|vóór|eerst|"
             r"перед|прежде|сначала)\b|前に|まで|之前|以前|先|전에|먼저|"
             # "only after I approve" is "not before I approve": a gate ("só depois de eu aprovar", "nur wenn ich zustimme")
             r"\b(?:only|just|s[óo]|s[óo]lo|solamente|somente|apenas|seulement|uniquement|nur|soltanto|alleen)\s+"
             r"(?:after|once|when|depois|después|après|nachdem|wenn|dopo|quando|cuando|nadat|als)\b", _I)
_WITHOUT = rx(r"\b(?:without|unless|sans|ohne|sin|senza|sem|zonder|без)\b|なしで|なしに|没有|未经|없이", _I)
_QUESTION = rx(r"[?？]\s*$")


@dataclass(frozen=True)
class Frame:
    """What a working rule is about: its concepts and its mode ("ban", "gate", "waive" or "must")."""

    mode: str
    concepts: frozenset[str]
    complete: bool = False  # every other word of the text is a light word: the frame reads it whole


MIN_CONCEPTS = 2  # besides consent: one ("no deploys") says too little to tell a rule from its neighbours


@lru_cache(maxsize=65536)
def frame(text: str) -> Frame | None:
    """The frame of one rule sentence, or None when it names fewer than :data:`MIN_CONCEPTS` concepts."""
    if len(text) > 300:
        return None
    spans = [(m.start(), m.end()) for _, words in _CONCEPTS for m in words.finditer(text)]
    concepts = frozenset(name for name, words in _CONCEPTS if words.search(text))
    if "rewrite_history" in concepts:
        concepts -= {"push"}  # a force-push is its own act, not a push
    if len(concepts - {"consent"}) < MIN_CONCEPTS:
        return None  # "ask before you push" names one act: too little to tell it from "ask before you deploy"
    before, without, ban = bool(_BEFORE.search(text)), bool(_WITHOUT.search(text)), bool(_BAN.search(text))
    # "X before Y" and "no Y without X" are one rule: an act allowed only after another, or only with consent; "Y
    # without X" unbanned waives it ("Deploy without asking"), the opposite rule
    if without and not ban and not before:
        mode = "waive"
    else:
        mode = "gate" if before or without else "ban" if ban else "must"
    return Frame(mode, concepts, _complete(text, spans))


# Words a working rule is worded with that name no concept: function words, the mode's words, a light verb ("do",
# "run", "make"), a quantifier ("any", "every"), the addressee. A pin whose every other word is a concept's is read
# whole by its frame; one with a word left over ("kubectl", "Tabellen") is not: that word may be what a neighbour
# changes.
_LIGHT = frozenset("""
a an the any anything every each all always ever to on in into of for with by at from you your me my i it this that
please do does doing make run execute use first before after until unless without never no not don't dont nothing
le la les l un une des de du d au aux tu te toi moi me mon ma mes ton ta tes sur dans en avec pour par toujours tout
tous chaque jamais ne pas rien aucun aucune avant sans d'abord fais faire lance lancer exécute exécuter utilise
passe passer
der die das den dem des ein eine einen einem einer du dich dir mich mir mein meine meinen auf in im am an zu vor
bevor ohne erst zuerst immer jeden jedem jede jeder alles nie niemals kein keine keinen nicht nichts mach mache
machen führ führe lass lauf bitte
el la los las un una unos unas tú te ti me mi mis a al en de del con por para siempre cada todo toda nunca no nada
ningún ninguna antes sin primero haz hacer ejecuta ejecutar usa usar corre pasa pasar cualquier hagas hace haces
il lo gli i un uno una tu ti te me mi mio mia a al allo alla ai agli alle in nel nella nei negli nelle di del dello
della dei degli delle con per su sul sulla sempre ogni ogni tutto mai non niente nulla nessun nessuno nessuna
prima senza fare fai esegui eseguire lancia usa usare passa passare qualsiasi
o a os as um uma você te me meu minha em no na nos nas de do da dos das com por para sempre cada todo toda nunca não
nada nenhum nenhuma antes sem primeiro faça faças fazer faz executa executar roda rodar usa usar
de het een je jij jou u mij me mijn op in aan van met voor naar altijd elke elk ieder alles nooit niet geen niks
niets iets voordat zonder eerst doe doen draai draaien gebruik gebruiken
ты тебе тебя я мне меня мой моя в во на к с со по для всегда каждый каждого всё все никогда не ни ничего без
перед прежде сначала делай сделай запускай запусти используй какую какой какие любую любой любые ни
api direct directly directement direkt rechtstreeks directo directa directamente direttamente diretamente прямо
explicit explicitly express explicite expresse ausdrücklich ausdrückliche ausdrücklichen explícita explícito
esplicita esplicito expressa uitdrukkelijk uitdrukkelijke явного явное
""".split())
_SPACED_WORD = rx(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_WIDE = rx("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# light characters of the scripts without spaces: function characters, "every time", "once", "please", "run"
_LIGHT_WIDE = frozenset("的了是在我你他她它们這这那和与與或不要请請都也就把被给給吗嗎呢吧啊之其及为為个個每次一遍先跑前后後"
                        "永远遠绝对絶対任何直接一律里用"
                        "のはがをにでともへやかなたしてですますいうくださいず必前必ず絶対に常毎回"
                        "은는이가을를에의도로으와과하고요다세마지않기전에항상절대주실행직접")


def _complete(text: str, concept_spans: list[tuple[int, int]]) -> bool:
    """Every word of ``text`` outside the concepts' wordings is a light word (see :data:`_LIGHT`)."""
    rest = list(text)
    for start, end in concept_spans:
        rest[start:end] = " " * (end - start)
    left = "".join(rest)
    for m in (*_BEFORE.finditer(left), *_WITHOUT.finditer(left), *_BAN.finditer(left)):
        left = left[:m.start()] + " " * (m.end() - m.start()) + left[m.end():]
    words = [w.casefold() for w in _SPACED_WORD.findall(_WIDE.sub(" ", left))]
    wide = [ch for ch in left if _WIDE.match(ch) and ch not in _LIGHT_WIDE]
    return all(w in _LIGHT or len(w) <= 1 for w in words) and len(wide) <= 1


def same_frame(pin: str, unit: str) -> bool:
    """``unit`` names the very concepts of ``pin`` in the same mode (a question never restates a rule)."""
    if _QUESTION.search(unit.strip()):
        return False
    mine, theirs = frame(pin), frame(unit)
    return mine is not None and mine.complete and theirs is not None \
        and (mine.mode, mine.concepts) == (theirs.mode, theirs.concepts)
