"""Simplified or Traditional Chinese (issue 21): "请用简体中文回答", "Reply in Traditional Chinese", "請用繁體中文".

A language identifier says "zh" for both scripts; the script is a property of the characters. The table pairs
frequent characters that exist in one script only (its Traditional form, then its Simplified one, as in the
Unihan variant data); characters shared by both scripts (里, 后, 于, 系, 只, 干) are left out, so a reply in the
wanted script never counts against it."""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

SIMPLIFIED = "zh_simplified"
TRADITIONAL = "zh_traditional"
# the rule refuses the other script outright ("用简体中文回答，不要用繁体字", "Simplified Chinese, no traditional
# characters"): a single character of it in the reply's own prose breaks it
NO_TRADITIONAL = "zh_no_traditional"
NO_SIMPLIFIED = "zh_no_simplified"
STRICT = {SIMPLIFIED: NO_TRADITIONAL, TRADITIONAL: NO_SIMPLIFIED}

_PAIRS = ("們们 這这 個个 說说 為为 來来 時时 會会 對对 國国 學学 過过 與与 還还 發发 開开 關关 實实 現现 點点 經经 問问 題题 "
          "種种 樣样 當当 從从 長长 機机 動动 體体 頁页 數数 據据 資资 檔档 網网 絡络 電电 腦脑 號号 碼码 設设 計计 寫写 讀读 "
          "語语 變变 運运 環环 錯错 誤误 應应 該该 選选 擇择 項项 務务 員员 間间 門门 見见 記记 決决 場场 義义 區区 單单 處处 "
          "報报 導导 專专 業业 東东 車车 書书 買买 賣卖 價价 錢钱 歡欢 讓让 認认 識识 議议 論论 證证 試试 請请 謝谢 話话 詞词 "
          "調调 較较 權权 條条 歷历 陽阳 氣气 頭头 習习 聽听 視视 覺觉 親亲 風风 飛飞 馬马 魚鱼 鳥鸟 紅红 綠绿 藍蓝 顏颜 級级 "
          "線线 組组 織织 結结 統统 續续 紀纪 約约 給给 終终 維维 總总 編编 輸输 轉转 載载 邊边 達达 連连 進进 遠远 鍵键 閉闭 "
          "閱阅 隊队 陣阵 險险 際际 難难 雙双 離离 響响 顯显 類类 驗验 則则 壞坏 塊块 聲声 獨独 狀状 歲岁 熱热 無无 內内 執执 "
          "態态 險险 邏逻 輯辑 傳传 億亿 儲储 優优 厲厉 參参 嚴严 圖图 園园 圓圆 導导 屬属 帶带 幫帮 廣广 張张 "
          "歸归 徑径 憶忆 據据 擊击 擴扩 舊旧 樂乐 標标 橋桥 歷历 滿满 灣湾 燈灯 獲获 產产 畫画 異异 盡尽 碼码 "
          "禮礼 穩稳 筆笔 簡简 糧粮 紙纸 細细 經经 網网 繼继 聯联 職职 舉举 藝艺 蘭兰 虛虚 術术 補补 裝装 複复 規规 "
          "覽览 觸触 訊讯 訓训 記记 許许 評评 識识 護护 貝贝 財财 費费 資资 質质 趨趋 軟软 輕轻 辦办 農农 遞递 "
          "適适 選选 鄉乡 醫医 針针 鏈链 門门 閃闪 陸陆 隨随 電电 靈灵 韓韩 頻频 顧顾 風风 飯饭 驅驱 體体 點点 齊齐")
_TRAD = frozenset(pair[0] for pair in _PAIRS.split())
_SIMP = frozenset(pair[1] for pair in _PAIRS.split())
_CODE = rx(r"```.*?```|`[^`\n]*`", re.S)
_QUOTE = rx(r"「[^」\n]*」|『[^』\n]*』|“[^”\n]*”|\"[^\"\n]*\"|^\s*>.*$", re.M)  # a quotation keeps its own script
_PARAGRAPH = rx(r"\n\s*\n")

_SIMPLIFIED_NAME = rx(r"简体|簡體|简化字|\bsimplified\s+(?:chinese|characters|mandarin)\b|"
                              r"\b(?:chinese|mandarin)\s*\(\s*simplified\s*\)|\bzh[-_]?(?:hans|cn)\b|"
                              r"\bchinois\s+simplifié|\bchino\s+simplificado|\bvereinfacht\w*\s+chinesisch|"
                              r"\bcinese\s+semplificato|\bchinês\s+simplificado|简体字|簡体字", re.I)
_TRADITIONAL_NAME = rx(r"繁體|繁体|正體|正体字|\btraditional\s+(?:chinese|characters|mandarin)\b|"
                               r"\b(?:chinese|mandarin)\s*\(\s*traditional\s*\)|\bzh[-_]?(?:hant|tw|hk)\b|"
                               r"\bchinois\s+traditionnel|\bchino\s+tradicional|\btraditionell\w*\s+chinesisch|"
                               r"\bcinese\s+tradizionale|\bchinês\s+tradicional", re.I)
# "Simplified or Traditional Chinese", "简体或繁体": either script, a choice and no rule
_EITHER = rx(r"(?:simplifi\w*|vereinfacht\w*|simplificado|semplificato|简体|簡體|traditional|traditionnel|tradicional|"
                     r"traditionell\w*|tradizionale|繁體|繁体)\s*(?:or|and|/|oder|und|ou|et|o|y|e|或者?|还是|還是|和|与|與|、)\s*"
                     r"(?:simplifi|vereinfacht|simplificado|semplificato|简体|簡體|tradition|tradicional|tradizionale|繁體|繁体)", re.I)
# a refusal right before the script's name, with the verb it refuses ("不要用繁體", "不要出现繁体", "別寫繁體")
_NEGATED = rx(r"(?:not|no|never|don'?t|avoid|instead of|rather than|别|別|不要|不用|勿|非)\s*"
                      r"(?:use\s+|用\s*|使用\s*|出现\s*|出現\s*|写\s*|寫\s*|有\s*)?$", re.I)


def parse_script(clause: str) -> str | None:
    """The script a rule asks for: "请用简体中文回答" → zh_simplified; "Traditional Chinese only" → zh_traditional.
    A script named only to be refused ("not Traditional Chinese", "不要用繁體") asks for the other one; a rule
    naming both asks for neither."""
    if _EITHER.search(clause):
        return None
    simplified, traditional = _SIMPLIFIED_NAME.search(clause), _TRADITIONAL_NAME.search(clause)
    wanted: list[str] = []
    for found, script, other in ((simplified, SIMPLIFIED, TRADITIONAL), (traditional, TRADITIONAL, SIMPLIFIED)):
        if found:
            wanted.append(other if _NEGATED.search(clause[max(0, found.start() - 16):found.start()]) else script)
    if len(set(wanted)) != 1:
        return None
    refused = [f for f in (simplified, traditional) if f and _NEGATED.search(clause[max(0, f.start() - 16):f.start()])]
    # "简体中文，不要用繁体字": the wanted script named, and the other refused in so many words
    return STRICT[wanted[0]] if refused and simplified and traditional else wanted[0]


def script_verdict(wanted: str, text: str) -> Finding:
    """zh_simplified | zh_traditional: the reply's Chinese (code and quoted passages left out) is written in the
    wanted script, paragraph by paragraph. Broken when, in the reply or in one of its paragraphs, at least two
    characters of the other script outnumber those of the wanted one (a name or a quote in the other script does
    not turn a reply; a paragraph that switches script does); a reply with neither is not judged."""
    strict = wanted in (NO_TRADITIONAL, NO_SIMPLIFIED)
    wanted = {NO_TRADITIONAL: SIMPLIFIED, NO_SIMPLIFIED: TRADITIONAL}.get(wanted, wanted)
    own = _QUOTE.sub(" ", _CODE.sub(" ", text))
    name, other = ("Simplified", "Traditional") if wanted == SIMPLIFIED else ("Traditional", "Simplified")
    ours_all: list[str] = []
    for paragraph in [own, *_PARAGRAPH.split(own)]:
        trad = [c for c in paragraph if c in _TRAD]
        simp = [c for c in paragraph if c in _SIMP]
        ours, theirs = (simp, trad) if wanted == SIMPLIFIED else (trad, simp)
        ours_all = ours_all or ours
        if (len(theirs) >= 2 and len(theirs) > len(ours)) or (strict and theirs):
            return BROKEN, f"{other} Chinese characters, not {name}: {''.join(dict.fromkeys(theirs))[:12]}"
    if ours_all:
        return OBEYED, f"{name} Chinese characters: {''.join(dict.fromkeys(ours_all))[:12]}"
    return NOT_APPLICABLE, "no character that tells the two scripts apart"
