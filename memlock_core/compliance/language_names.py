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
}
