"""Subject domains a rule may scope itself to ("for medical or legal questions, link a source", "si tu affirmes un fait
médical", "wenn du dich auf ein Gesetz beziehst"), and whether an exchange is in one (issue 21).

A rule names its domain with a domain word; an exchange (the user's message and the reply) is in the domain when either
uses the domain's vocabulary: the things a medical or a legal answer speaks of (a drug, a symptom, a dose; a
landlord, a contract, a statute), in English, French, German, Spanish, Italian and Portuguese. The vocabulary is the
domain's own, not the wording of any one rule; a domain memlock has no vocabulary for stays unchecked.
"""
from __future__ import annotations

import re

from memlock_core.compliance.platform_scope import PLATFORMS, in_platform
from memlock_core.regex_cache import rx

MEDICAL = "medical"
LEGAL = "legal"
INTERACTION = "interaction"
FRONTEND = "frontend"
BACKEND = "backend"

# The domain a rule names: "medical claims", "health questions", "fait médical", "medizinische Fragen", "temas de
# salud"; "legal questions", "laws or regulations", "questions juridiques", "ein Gesetz", "preguntas legales"
_RULE_NAMES = {
    MEDICAL: rx(r"\b(?:medical(?:ly)?|medicine|health|healthcare|clinical|m[ée]dic(?:al|aux|ale?s?|o|a|os|as|ina)|"
                        r"santé|medizinisch\w*|gesundheit\w*|salud|sanitari\w*|saúde|medisch\w*|gezondheid\w*)\b|"
                        r"医療|医学|健康|医療的", re.I),
    LEGAL: rx(r"\b(?:legal(?:ly)?|laws?|lawful|statutes?|regulations?|juridi\w+|légal\w*|lois?|"
                      r"réglementation|rechtlich\w*|rechtsfragen|gesetz\w*|leyes|ley|legales|jurídic\w*|legge|leggi|"
                      r"giuridic\w*|lei|leis|juridisch\w*|wettelijk\w*)\b|法律|法的|法令|"
                      # law as a field, after a preposition ("quand tu parles de droit", "Fragen zum Recht", "sobre
                      # derecho", "di diritto"): "droit" and "Recht" alone are also "right"
                      r"\b(?:de|du|en|sur le)\s+droit\b(?!\s+(?:à|de\s+\w+er))|\b(?:zum|über|im|ums|um)\s+(?:das\s+)?Recht\b|"
                      r"\b(?:de|sobre|en)\s+derecho\b(?!\s+a\b)|\b(?:di|sul)\s+diritto\b|\b(?:de|sobre)\s+direito\b", re.I),
    # "Any drug-interaction claim needs a source", "interactions médicamenteuses", "Wechselwirkungen", "interacciones
    # entre fármacos": the claims that two medicines (or a medicine and a food) act on each other
    INTERACTION: rx(r"\b(?:drug[- ]interactions?|(?:drug|medication|medicine)[- ]drug|interactions? (?:between|with) "
                    r"(?:drugs|medications|medicines)|interactions? médicamenteuses?|wechselwirkung\w*|"
                    r"interacci(?:ón|ones) (?:medicamentosas?|farmacológicas?|entre (?:fármacos|medicamentos))|"
                    r"interazion[ei] (?:farmacologiche?|tra farmaci)|interaç(?:ão|ões) medicamentosas?)\b|"
                    r"相互作用|飲み合わせ", re.I),
    # "Frontend examples in TypeScript", "für das Frontend", "code côté client": the browser side of a program
    FRONTEND: rx(r"\b(?:front[- ]?end|client[- ]side|côté client|browser code|ui code)\b", re.I),
    BACKEND: rx(r"\b(?:back[- ]?end|server[- ]side|côté serveur)\b", re.I),
}

# What an exchange in the domain speaks of
_VOCABULARY = {
    MEDICAL: rx(
        r"\b(?:symptoms?|diseases?|illness\w*|infect\w*|viral|virus(?:es)?|bacteri\w+|flu|influenza|grippe|gripe|"
        r"(?:a|the|common) cold|rhume|erkältung|resfriado|raffreddore|fever|fi[èe]vre|fieber|fiebre|febbre|"
        r"pain ?killers?|doses?|dosage|dosis|posologie|medications?|medicines?|m[ée]dicaments?|medikament\w*|"
        r"medicamentos?|farmac\w+|drugs?|pills?|antibiotic\w*|antibiotique\w*|antibiotika|antibióticos?|"
        r"ibuprof[eè]ne?|paracetamol|paracétamol|acetaminophen|aspirin\w*|vaccin\w*|vaccines?|vacunas?|impf\w*|"
        r"tetanus|tétanos|pregnan\w+|grossesse|enceinte|schwanger\w*|embaraz\w+|gravidanza|breastfeed\w*|"
        r"cancers?|krebs|tumou?rs?|diabet\w+|blood pressure|cholesterol|kidneys?|liver|colonoscop\w+|"
        r"surgery|chirurg\w+|doctors?|physicians?|m[ée]decins?|ärzt\w*|arzt|m[ée]dicos?|pharmacists?|pharmacien\w*|"
        r"apotheke\w*|hospitals?|hôpital|krankenhaus|patients?|treatments?|traitements?|behandlung\w*|tratamientos?|"
        r"therap\w+|thérap\w+|diagnos\w+|vitamin\w*|allerg\w+|asthma|asthme|contag\w+|ansteck\w+|nausea|naus[ée]e|"
        r"vomit\w*|diarrh\w+|colds?|headaches?|migraines?|NHS|CDC|WHO|OMS|"
        r"cough\w*|sore throat|throat|syrups?|botulism|rash\w*|injur\w+|wounds?|bleed\w*|insomnia|blood|heart attacks?|"
        r"strokes?|anxiety|depression|dementia|supplements?|side effects?|overdos\w+|prescri\w+|over-the-counter|"
        r"ointments?|antihistamin\w*|toux|husten|tos|tosse|sirop|hustensaft|jarabe|sciroppo|"
        r"breast ?milk|lactation|infants?|newborns?|huisarts\w*|ziekenhuis\w*|medicijn\w*|tabletten|"
        r"caffeine|caféine|koffein|cafeína|caffeina|"
        # the everyday health a question asks after: sleep, diet, weight, fitness, smoking, drinking
        r"sleep(?:ing)?|insomnie|sommeil|schlaf(?:en)?|schlafstörung\w*|dormir|sueño|sono|dormire|"
        r"diets?|dieting|nutrition\w*|ernährung\w*|nutrici[óo]n|nutrição|calories|kalorien|calorías|"
        r"proteins?|protéines?|proteine|proteínas?|obes\w+|overweight|übergewicht|sobrepeso|weight loss|abnehmen|"
        r"perte de poids|perder peso|fitness|workouts?|smoking|rauchen|fumar|fumer|alcohol|alkohol|"
        r"mental health|santé mentale|salud mental|saúde mental|hydrat\w+)\b|"
        r"症状|病気|医師|病院|服用|処方|副作用|薬|睡眠|食事|健康|ダイエット", re.I),
    LEGAL: rx(
        r"\b(?:legal(?:ly)?|illegal(?:ly)?|lawful|laws?|lawyers?|attorneys?|courts?|tribunal\w*|gericht\w*|"
        r"contracts?|contrats?|vertr[äa]g\w*|contratos?|landlords?|tenants?|tenancy|leases?|bailleur|locataires?|"
        r"vermieter\w*|mieter\w*|kaution|arrendador\w*|inquilin\w+|employers?|employment|dismiss\w*|fired?|"
        # the rent and the deposit a tenancy speaks of: "loyer", "état des lieux", "dépôt de garantie", "Mietvertrag"
        r"loyers?|[ée]tat des lieux|d[ée]p[ôo]t de garantie|security deposits?|rent(?:al)? agreements?|"
        r"miet\w+|fianza|alquiler\w*|affitt\w+|aluguel|aluguer|"
        r"licenciement|kündigung\w*|arbeitgeber\w*|arbeitnehmer\w*|despido|gdpr|rgpd|dsgvo|consent|"
        r"warrant(?:y|ies)|gewährleistung|garantie|garantía|copyright|trademarks?|patents?|lawsuits?|sue|"
        r"liab(?:le|ility)|statutes?|regulations?|gesetz\w*|loi|lois|ley|leyes|legge|rights)\b|§\s?\d|"
        r"\bArt(?:icle|\.)\s?\d|\barticle\s+[LRD]\.?\s?\d|\bcode (?:civil|du travail|de la consommation|p[ée]nal)\b|"
        r"\b(?:huisbaas|verhuurder\w*|huurder\w*|wettelijk\w*|advocaat|rechter)\b|"
        r"契約|裁判|弁護士|違法|賃貸|大家|家賃|労働基準", re.I),
    # two medicines, or a medicine and a food, said to act on each other
    INTERACTION: rx(
        r"\b(?:interact\w*|contraindicat\w*|contre-indiqu\w*|kontraindiz\w*|contraindicad\w*|controindicat\w*|"
        r"(?:take[ns]?|taking|took|combined?|combining|mix(?:ed|ing)?|use[ds]?|using)\s+(?:it\s+|them\s+|\w+\s+)?"
        r"(?:with|together|alongside)|together with|at the same time as|wechselwirk\w*|zusammen mit|gleichzeitig mit|"
        r"interagi\w*|interactú\w*|interacci\w*|interazion\w*|intera[çc]\w*|en même temps que|junto con|"
        r"al mismo tiempo que|insieme a|"
        # "is grapefruit juice OK with amlodipine?", "raises simvastatin levels"
        r"(?:ok|okay|safe|fine|compatible)\s+(?:to\s+(?:take|combine|mix|use|drink|eat)\s+)?with|"
        r"(?:raises?|increases?|lowers?|reduces?|boosts?)\s+(?:\w+\s+){0,2}(?:blood\s+)?(?:levels?|concentrations?))\b|"
        r"相互作用|飲み合わせ|併用", re.I),
    FRONTEND: rx(
        r"\b(?:front[- ]?end|javascript|typescript|js|ts|jsx|tsx|browsers?|DOM|react|vue|svelte|angular|next\.js|"
        r"components?|css|html|buttons?|forms?|"
        r"web ?pages?|page|UI|client[- ]side|window|document\.\w+|localStorage|onClick|useState|fetch|navigateur|"
        r"Seite|Komponente\w*|navegador|componentes?)\b", re.I),
    BACKEND: rx(
        r"\b(?:back[- ]?end|servers?|server[- ]side|databases?|endpoints?|api|sql|queries|env(?:ironment)? variables?|"
        r"getenv|cron|queues?|workers?|microservices?|serveur|base de données|Datenbank|servidor|base de datos)\b",
        re.I),
}


def rule_topics(clause: str) -> tuple[str, ...]:
    """The domains a rule's clause names, in a fixed order ("medical or legal": both)."""
    return tuple(name for name, pattern in _RULE_NAMES.items() if pattern.search(clause))


def in_topic(topics: str, text: str, user_message: str | None) -> bool:
    """Whether the exchange speaks of one of ``topics`` ("medical+legal"): the user's message or the reply uses the
    domain's vocabulary."""
    exchange = f"{user_message or ''}\n{text}"
    if topics in PLATFORMS:  # "android examples in Kotlin only": a rival platform alone takes the rule away
        return in_platform(topics, text, user_message)
    return any(_VOCABULARY[name].search(exchange) for name in topics.split("+") if name in _VOCABULARY)


__all__ = ["INTERACTION", "LEGAL", "MEDICAL", "in_topic", "rule_topics"]
