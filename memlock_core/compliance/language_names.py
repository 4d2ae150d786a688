"""Language names as users write them, in several languages, to the ISO code a rule means: read by the rule
parse (reply_rule), the translation rules (translation) and detection (rule_identity)."""
from __future__ import annotations

LANGUAGES: dict[str, str] = {
    "english": "en", "anglais": "en", "englisch": "en", "inglés": "en", "ingles": "en", "inglese": "en",
    "french": "fr", "français": "fr", "francais": "fr", "französisch": "fr", "francés": "fr", "frances": "fr",
    "francese": "fr", "german": "de", "allemand": "de", "deutsch": "de", "alemán": "de", "aleman": "de",
    "tedesco": "de", "spanish": "es", "espagnol": "es", "spanisch": "es", "español": "es", "espanol": "es",
    "castellano": "es", "spagnolo": "es", "italian": "it", "italien": "it", "italienisch": "it", "italiano": "it",
    "portuguese": "pt", "portugais": "pt", "portugiesisch": "pt", "português": "pt", "portugues": "pt",
    "portugués": "pt", "dutch": "nl", "néerlandais": "nl", "nederlands": "nl", "niederländisch": "nl",
    "neerlandés": "nl", "russian": "ru", "russe": "ru", "russisch": "ru", "ruso": "ru", "русском": "ru",
    "japanese": "ja", "japonais": "ja", "japanisch": "ja", "japonés": "ja", "日本語": "ja",
    "chinese": "zh", "mandarin": "zh", "chinois": "zh", "chinesisch": "zh", "chino": "zh", "中文": "zh",
    "中国語": "zh", "korean": "ko", "coréen": "ko", "koreanisch": "ko", "coreano": "ko", "韓国語": "ko",
    "英語": "en", "フランス語": "fr", "ドイツ語": "de", "スペイン語": "es", "イタリア語": "it", "ポルトガル語": "pt",
    "ロシア語": "ru", "polish": "pl", "polski": "pl", "polnisch": "pl", "swedish": "sv", "svenska": "sv",
    "schwedisch": "sv", "danish": "da", "dansk": "da", "norwegian": "no", "finnish": "fi", "suomi": "fi",
    "czech": "cs", "turkish": "tr", "türkçe": "tr", "türkisch": "tr", "ukrainian": "uk", "greek": "el",
    "arabic": "ar", "hebrew": "he", "hindi": "hi", "vietnamese": "vi", "indonesian": "id", "catalan": "ca",
    "català": "ca", "catalán": "ca", "romanian": "ro", "hungarian": "hu",
    "engels": "en", "duits": "de", "spaans": "es", "italiaans": "it", "portugees": "pt", "japans": "ja",
    "frans": "fr", "nederlandse": "nl",
    # Swedish, Danish and Norwegian ("svara på svenska, även om frågan är på engelska"), Turkish ("her zaman Türkçe
    # yanıt ver")
    "engelska": "en", "engelsk": "en", "tyska": "de", "franska": "fr", "spanska": "es", "norska": "no", "danska": "da",
    "norsk": "no", "finska": "fi", "svensk": "sv", "tysk": "de", "fransk": "fr", "spansk": "es",
    "ingilizce": "en", "i̇ngilizce": "en", "almanca": "de", "fransızca": "fr", "ispanyolca": "es", "i̇spanyolca": "es",
    "turkce": "tr",
    # the same languages named in French, German and Spanish ("réponds en suédois", "responde en sueco")
    "suédois": "sv", "sueco": "sv", "svedese": "sv", "danois": "da", "dänisch": "da", "danés": "da", "norvégien": "no",
    "norwegisch": "no", "noruego": "no", "turc": "tr", "turco": "tr", "polonais": "pl", "polaco": "pl",
    "holandés": "nl", "olandese": "nl", "neerlandese": "nl", "holandês": "nl", "neerlandês": "nl",
    "finnois": "fi", "finnisch": "fi", "finlandés": "fi",
    "inglês": "en", "francês": "fr", "alemão": "de", "espanhol": "es", "japonês": "ja", "chinês": "zh",
    # Polish, Czech and Russian name a language in the reply as an adverb ("po polsku", "česky", "по-русски"): ADVERBS
    "polsku": "pl", "angielski": "en", "niemiecki": "de", "čeština": "cs", "češtině": "cs", "angličtině": "en",
    "русский": "ru", "английский": "en", "английском": "en",
    # Chinese and Korean ("用中文回答", "한국어로 답해 주세요")
    # (the script named for the language: "一律用简体字")
    "汉语": "zh", "简体中文": "zh", "繁體中文": "zh", "繁体中文": "zh", "简体字": "zh", "簡體字": "zh", "繁体字": "zh",
    "繁體字": "zh", "英文": "en", "英语": "en", "日文": "ja",
    "日语": "ja", "한국어": "ko", "영어": "en", "일본어": "ja", "중국어": "zh",
}

# Adverbs that say "in language X" by themselves, without a preposition (Polish "po polsku", Czech "česky", Russian
# "по-русски")
ADVERBS: dict[str, str] = {
    "po polsku": "pl", "po angielsku": "en", "po niemiecku": "de", "po francusku": "fr", "po hiszpańsku": "es",
    "po włosku": "it", "po rosyjsku": "ru", "po czesku": "cs", "po ukraińsku": "uk",
    # "w języku polskim": the language named in the locative after "w języku" ("in the language")
    "w języku polskim": "pl", "w języku angielskim": "en", "w języku niemieckim": "de", "w języku francuskim": "fr",
    "w języku hiszpańskim": "es", "w języku włoskim": "it", "w języku rosyjskim": "ru", "w języku niderlandzkim": "nl",
    "po niderlandzku": "nl", "po holendersku": "nl",
    "česky": "cs", "anglicky": "en", "německy": "de", "francouzsky": "fr", "španělsky": "es", "polsky": "pl",
    "rusky": "ru", "slovensky": "sk",
    "по-русски": "ru", "по-английски": "en", "по-немецки": "de", "по-французски": "fr", "по-испански": "es",
    "по-украински": "uk", "по-польски": "pl",
}
LANGUAGES.update(ADVERBS)
