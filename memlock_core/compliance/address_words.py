"""The words that tell which language a reply is in and whether it addresses the user familiarly (tu, du,
tú, jij, ты, tu-form imperatives) or formally (vous, Sie, usted, Lei, u, вы, vy): shared by the formal-address check
(reply_form) and the register checks (register), which must not import each other."""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

INFORMAL: dict[str, re.Pattern[str]] = {
    # imperatives in the tu form only where a sentence starts ("Le script utilise ..." is not one)
    # "ton" after an article is the noun ("un ton plus formel", "le ton", "au ton", "du ton"), not "your"
    "fr": rx(r"\b(?:tu|toi|te|(?<!\bun )(?<!\ble )(?<!\bdu )(?<!\bau )(?<!\bce )(?<!\bquel )(?<!\bmême )ton|ta|tes|"
             r"tien(?:ne)?s?)(?=[\s,.!?;:]|$)|\bt['’](?=\w)|"
                     # ... and where the main clause starts after a fronted "si ..." ("Et si ça ne suffit pas, supprime")
                     r"(?:^|[.!?:;]\s+|\b(?:puis|ensuite|d'abord)\s+|"
                     r"(?:^|[.!?:]\s+)(?:et\s+|mais\s+)?(?:si|quand|lorsque|une fois que)\b[^.!?:;\n]{1,160}?,\s+)"
                     r"(?:vérifie|essaie|essaye|regarde|ouvre|clique|tape|"
                     r"lance|utilise|fais|va|mets|choisis|redémarre|installe|supprime|ajoute|copie|relance|"
                     # more verbs of an instruction, in the tu form ("Pense à tester", "Teste plusieurs créneaux")
                     r"pense|teste|n['’]oublie|évite|change|crée|remplace|modifie|renomme|cherche|laisse|compare|"
                     r"commence|continue|lis|relis|écris|prends|vois|dis|attends|appuie|sélectionne|saisis|exécute|"
                     r"enregistre|définis|indique|profite|configure|désinstalle|réessaie|déplace|garde|envoie|"
                     r"vide|nettoie|coche|décoche|branche|débranche|ferme|active|désactive)\b(?!\s*:)", re.I | re.M),
    "de": rx(r"\b(?:du|dich|dir|dein(?:e[mnrs]?)?|euch|euer|eure[mnrs]?)\b|"
                     r"(?:^|[.!?:]\s+)(?:Du|Dich|Dir|Dein(?:e[mnrs]?)?|Euch|Euer|Eure[mnrs]?)\b|"
                     # du-form imperatives where a sentence or a step starts ("Öffne die Datei", not "Öffnen Sie"), a
                     # conjunction before them too ("Und denk dran", "Dann lass ihn ruhen")
                     # ... and where the main clause starts after a fronted subordinate one, its verb first ("Wenn es
                     # nicht besser wird, lass das prüfen"; "..., lassen Sie das prüfen" is formal)
                     r"(?:^|[.!?:]\s+|^\s*(?:[-*]|\d+[.)])\s+|"
                     r"(?:^|[.!?:]\s+)(?i:wenn|falls|sobald|bevor|nachdem|solange|sollte|damit|bis|weil|da|ob)\b[^.!?:;\n]{1,160}?,\s+)"
                     r"(?:(?:Und|Dann|Aber|Also|Jetzt|Danach|Zum Schluss)\s+)?"
                     r"(?i:öffne|klicke?|gib|geh|starte|lösche|prüfe|führe|installiere|"
                     r"kopiere?|speichere|schau|wähle|nimm|mach|füge|ändere|teste|versuche?|drücke?|lade|tippe?|schreibe?|"
                     r"setze|entferne|aktiviere|deaktiviere|melde|stelle|überprüfe|achte|denk|vergiss|sieh|lies|"
                     r"lass|hol|warte|probier|frag|ruf|schick|nutze|bedenke|beachte|rühre?|schneide|gieß|koche|"
                     r"wiederhole|übe|merk|sag|bleib|komm|leg|zieh|verteile|mische|fang|hör|trink|iss)\b"
                     r"(?!\s+(?i:sie)\b)", re.M),
    "es": rx(r"\b(?:tú|contigo|tienes|puedes|quieras|puedas|tengas|necesites|quieres|debes|necesitas|sabes|eres|"
                     r"estás|tu|tus|te)\b|"
                     # a wish in the tú subjunctive ("¡Que aproveches!", "¡Que te diviertas!"; not "¡Que aproveche!")
                     r"¡\s*que\s+(?:te\s+|lo\s+|la\s+)?(?!(?:las|los|les|unas|unos|tus|mis|sus|cosas)\b)\w{3,}(?:es|as)\b|"
                     # imperatives in the tú form where a sentence or a step starts ("Abre la app, toca el menú")
                     r"(?:^|[.!?:;]\s+|,\s+|\b(?:luego|después|y|primero|finalmente)\s+)(?:abre|toca|pulsa|elige|haz|pon|"
                     r"ve|ven|di|sal|ten|usa|escribe|mira|prueba|revisa|instala|ejecuta|selecciona|guarda|copia|pega|"
                     r"cambia|busca|añade|borra|elimina|reinicia|descarga|cierra|activa|desactiva|comprueba|asegúrate|"
                     r"fíjate|recuerda|entra|abre|crea|configura|introduce|escribe|lanza|actualiza|verifica|intenta|"
                     r"conecta|desconecta|apaga|enciende|reinstala)\b", re.I | re.M),
    # not "tu" / "te" alone: "tra tu e Lei" speaks of the pronoun; a verb in the tu form addresses the user
    "it": rx(r"\b(?:ti|tuo|tua|tuoi|tue|puoi|hai|vuoi|devi|sei|sai|preferisci|\w+(?:erai|irai|arai|drai))\b|"
                     r"(?:^|[.!?:;]\s+|\b(?:poi|quindi|infine)\s+)(?:apri|clicca|premi|scegli|fai|vai|metti|usa|prova|"
                     r"controlla|installa|esegui|seleziona|salva|copia|incolla|cambia|cerca|aggiungi|elimina|riavvia|"
                     r"scarica|chiudi|attiva|disattiva|verifica|assicurati|ricorda|entra|crea|configura|inserisci|"
                     r"scrivi|guarda|leggi)\b", re.I | re.M),
    "nl": rx(r"\b(?:jij|jou|jouw|je|jezelf)\b", re.I),
    "ru": rx(r"(?<!\w)(?:ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоему|твоей|твою|твоих|твоим|твоими)(?!\w)",
                     re.I),
    # not "ty" alone (also "those" in Czech): the possessives and the verbs of the second person singular
    "cs": rx(r"\b(?:tebe|tobě|tebou|tvůj|tvoje|tvá|tvé|tvoji|tvých|máš|jsi|můžeš|chceš|potřebuješ)\b", re.I),
}


# The formal "you" in a reply: a pronoun or a verb form only the formal address uses (it breaks the familiar
# address, and shows the formal one is kept)
FORMAL: dict[str, re.Pattern[str]] = {
    "fr": rx(r"\b(?:vous|votre|vos)\b|(?:^|[.!?:;]\s+|\b(?:puis|ensuite|d'abord)\s+)(?:vérifiez|essayez|regardez|"
                     r"ouvrez|cliquez|tapez|lancez|utilisez|faites|allez|mettez|choisissez|redémarrez|installez|supprimez|"
                     r"ajoutez|copiez|relancez|notez|pensez)\b", re.I | re.M),
    # "Sie" opening a sentence may be "they", but not opening the reply: nothing came before it to stand for
    "de": rx(r"(?<![.!?:]\s)(?<!^)(?<![„\"])\b(?:Sie|Ihnen|Ihr(?:e[mnrs]?)?)\b|\A\W*Sie\s+(?:\w+en|sind|haben)\b", re.M),
    "es": rx(r"\busted\b|\b(?:le|les)\s+(?:recomiendo|sugiero|aconsejo|recomendamos|sugerimos|propongo|explico|"
                     r"ayudo|envío|comento|informo|agradezco|pido|ruego|parece|interesa|conviene)\b|\bsi lo desea\b|"
                     r"(?:^|[.!?:;]\s+|,\s+|\b(?:luego|después|y|primero|finalmente)\s+)(?:abra|toque|pulse|elija|"
                     r"haga|ponga|vaya|escriba|mire|pruebe|revise|instale|ejecute|seleccione|guarde|copie|pegue|cambie|"
                     r"busque|añada|borre|elimine|reinicie|descargue|cierre|active|desactive|compruebe|asegúrese|fíjese|"
                     r"recuerde|introduzca|configure|tenga|sepa|disculpe|permítame)\b", re.I | re.M),
    "it": rx(r"(?<![.!?:]\s)(?<!^)\b(?:Lei|Suo|Sua|Suoi|Sue|La ringrazio|La (?:invito|prego|informo)|"
                     r"Le (?:chiedo|ricordo))\b|\A\W*Lei\s+\w+|(?:^|[.!?:;]\s+)(?i:apra|clicchi|prema|"
                     r"scelga|faccia|vada|metta|usi|provi|controlli|verifichi|si assicuri|installi|esegua|selezioni|"
                     r"salvi|inserisca)\b|"
                     # the Lei forms no other reading shares, wherever they stand: "se vuole solo le ultime righe aggiunga
                     # --tail", "se desidera"; a reply that opens on a modal and an infinitive ("Può usare docker ps")
                     r"\b(?i:aggiunga|esegua|digiti|inserisca|clicchi|prema|riavvii|scarichi|verifichi|si assicuri|"
                     r"se (?:vuole|desidera|preferisce|lo desidera|crede))\b|"
                     r"\A\W*(?:Può|Vuole|Deve|Desidera|Preferisce)\s+(?:anche\s+|semplicemente\s+)?"
                     # not an impersonal verb ("Può succedere che ...", "Deve essere ...": it, not you)
                     r"(?!(?:succedere|capitare|accadere|essere|sembrare|bastare|servire|valere|dipendere|convenire|"
                     r"risultare|esserci|volerci)\b)\w+(?:are|ere|ire)\b", re.M),
    "nl": rx(r"\b(?:u|uw)\b", re.I),
    # the pronoun in its cases, or an imperative in -ите / -йте where a sentence starts ("Перезагрузите роутер")
    "ru": rx(r"(?<!\w)(?:вы|вас|вам|вами|ваш|ваша|ваше|ваши|вашего|вашему|вашей|вашу|ваших|вашим|вашими)(?!\w)|"
                     r"(?:^|[.!?:]\s+)[А-ЯЁ][а-яё]+(?:ите|йте)(?!\w)", re.I | re.M),
    "cs": rx(r"\b(?:vás|vám|vámi|váš|vaše|vaši|vašeho|máte|jste|můžete|chcete|potřebujete)\b", re.I),
}


# Weaker cues that show a reply keeps the formal address but cannot break the familiar one ("su" is also "his",
# "può" also "it can"): the formal-address check's evidence only
_FORMAL_HINTS = {"es": r"|\b(?:ustedes|su|sus)\b", "it": r"|\b(?:può|vuole|deve|desidera)\b|\bLe (?:consiglio|suggerisco)\b"}
FORMAL_EVIDENCE: dict[str, re.Pattern[str]] = {
    lang: rx(pattern.pattern + _FORMAL_HINTS.get(lang, ""), pattern.flags) for lang, pattern in FORMAL.items()}


FUNCTION_WORDS: dict[str, re.Pattern[str]] = {
    "fr": rx(r"\b(?:le|la|les|des|est|et|pour|vous|une|avec|dans|que|pas|sur|du)\b", re.I),
    "de": rx(r"\b(?:der|die|das|und|ist|nicht|mit|ein|eine|zu|auf|den|Sie|du)\b"),
    "es": rx(r"\b(?:el|la|los|las|que|es|para|con|una|por|del|usted|puedes|tu|y|lo|muy|pero|cómo|hay|qué|más|también|"
                     r"está|gracias|día|porque|aquí)\b", re.I),
    # words Spanish and French do not share ("un", "con", "del" would read "Le sugiero un blanco" as Italian)
    "it": rx(r"\b(?:il|gli|della|delle|degli|che|è|non|sono|nella|anche|più|questo|questa|perché|ogni|può|"
                     r"sia|sempre|molto|essere|cosa|dei|di|alla|alle|nel|nei|sul|sui|dello|ecco|tramite|oppure|puoi|"
                     r"servono|serve)\b", re.I),
    "nl": rx(r"\b(?:de|het|een|en|is|van|dat|niet|op|met|voor|zijn|wordt|ook|maar)\b", re.I),
    "ru": rx(r"(?<!\w)(?:и|в|не|на|что|это|как|с|по|для|или|если|но)(?!\w)", re.I),
    "cs": rx(r"\b(?:a|je|se|na|to|že|s|z|do|pro|nebo|když|ale|jak)\b", re.I),
}
