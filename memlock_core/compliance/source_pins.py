"""Two source rules that ask for a particular link: documentation pinned to a version, security claims with an advisory.

* ``versioned_docs``: "when you link docs, link the exact version, not 'latest'", "lien vers la doc de la version
  précise", "verlinke die Doku der genauen Version, nicht 'stable'". Every documentation link the reply gives is pinned:
  a path part that names a version ("/3.12/", "/en/5.0/", "/v2.1/") and none that floats ("/latest/", "/stable/",
  "/current/", "/master/", "/main/", "/dev/", "/nightly/"). A link that floats breaks it; a documentation link with no
  version part at all breaks it too (it shows whatever is current); a reply with no documentation link is not applicable.
* ``security_ref``: "back up security claims with a CVE or an advisory link", "pour toute affirmation de sécurité, cite
  la CVE ou l'avis", "Sicherheitsaussagen immer mit CVE oder Advisory belegen". A reply that says something about a
  vulnerability (a flaw, an exploit, remote code execution, an injection, "is vulnerable", a security fix) names a CVE
  or GHSA identifier or links an advisory (NVD, cve.org, GitHub advisories, OSV, a vendor's security page); a reply
  that makes no such claim is not applicable. The rule speaks only of those claims: other facts need no link.

Both are read from the rule's structure: the thing to link (a version of the docs; a CVE or advisory) and, for the
first, a version asked for or a floating one refused.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

VERSIONED_DOCS, SECURITY_REF = "versioned_docs", "security_ref"
TOKENS = (VERSIONED_DOCS, SECURITY_REF)

# ── the rule ──────────────────────────────────────────────────────────────────────────────────────────────────────
_DOCS_WORD = rx(r"\bdocs?\b|\bdocumentation\b|\bdoku(?:mentation)?\b|\bdocumentaci[óo]n\b|\bdocumenta[çc][ãa]o\b|"
                r"\bdocumentazione\b|документаци\w*|ドキュメント|文档|문서", re.I)
# "the exact version", "version-pinned", "versioned", "la version précise", "die genaue Version", "la versión exacta"
_VERSION_ASKED = rx(r"\b(?:exact|specific|pinned|right|matching|particular|précise|exacte|genaue[nr]?|konkrete[nr]?|"
                    r"exacta|concreta|específica|esatta|specifica|exata|específica)\s+(?:doc(?:s|umentation)?\s+)?"
                    r"(?:versions?|versión|versão|versione)\b|\bversion[- ](?:pinned|specific)\b|\bversioned\b|"
                    r"\bversions?\s+(?:précise|exacte)\b|\bversión\s+(?:exacta|concreta)\b|\bversione\s+esatta\b|"
                    r"\bversão\s+exata\b|バージョン(?:を)?(?:固定|指定)|"
                    # "say which version it is for", "указывай версию", "nenne die Version"
                    r"\b(?:state|name|say|give|mention|include|indicate|specify|указыва\w*|укажи\w*|nenn\w*|gib|"
                    r"angeben|indique\w*|précise\w*|indica\w*|menciona\w*|especifica\w*)\s+(?:\w+\s+){0,2}?"
                    r"(?:versions?|versión|versão|versione|верси[юяи])\b", re.I)
_FLOATING = r"latest|stable|current|master|main|dev|nightly"
_FLOATING_REFUSED = rx(rf"\b(?:not|never|no|instead of|rather than|pas|jamais|nicht|kein\w*|statt|nunca|no|nada de|"
                       rf"non|mai|não)\b[^.;\n]{{0,12}}['\"‘“«`/]?(?:{_FLOATING})\b", re.I)
_LINK_WORD = rx(r"\blinks?\b|\blinking\b|\burls?\b|\bliens?\b|\bverlink\w*|\benlace\w*|\benlaza\w*|\bcollegament\w*|"
                r"\blinka\w*|\bcite\w*|\bcita\w*|\bzitier\w*|\bссыл\w*|\bverweis\w*|\brefer\w*|リンク|链接|링크", re.I)
_SECURITY = rx(r"\bsecurity\b|\bs[ée]curit[ée]\b|\bsicherheit\w*|\bseguridad\b|\bsegurança\b|\bsicurezza\b|"
               r"\bvulnerabilit\w+|\bvulnérabilit\w+|\bschwachstelle\w*|セキュリティ|脆弱性|安全|보안", re.I)
_ADVISORY = rx(r"\bCVEs?\b|\bGHSA\b|\badvisor(?:y|ies)\b|\bavis de sécurité\b|\bbulletins?\b|\bsicherheitshinweis\w*|"
               r"\baviso\w* de seguridad\b|\bboletín\w*", re.I)


def parse(clause: str) -> str:
    """The token ``clause`` asks for, or ""."""
    if _SECURITY.search(clause) and _ADVISORY.search(clause) and (_LINK_WORD.search(clause) or re.search(
            r"\b(?:back(?:ed)? up|support\w*|belege\w*|justifi\w*|respald\w*|avala\w*|with|avec|mit|con|com)\b", clause, re.I)):
        return SECURITY_REF
    if _DOCS_WORD.search(clause) and _LINK_WORD.search(clause) \
            and (_VERSION_ASKED.search(clause) or _FLOATING_REFUSED.search(clause)):
        return VERSIONED_DOCS
    return ""


# ── the reply ─────────────────────────────────────────────────────────────────────────────────────────────────────
_DOC_LINK = rx(r"(?:^|//)(?:docs?|developer|devdocs|api|reference|learn|help|manual|guide)s?\.|readthedocs\.(?:io|org)|"
               r"/(?:docs?|documentation|manual|reference|api|library|ref|guide|guides|tutorial|handbook)(?:/|$)|"
               r"\.readthedocs\.|docs\.rs/", re.I)
_FLOAT_PART = rx(rf"/(?:{_FLOATING})(?:/|$|#|\?)", re.I)
# "/3.12/", "/en/5.0/", "/v2.1/", "/1.x/", "/3/" (a major version), "/release-1.4/", "@1.2.3"
_VERSION_PART = rx(r"/(?:v|version-|release-|rel-)?\d+(?:\.(?:\d+|x))*(?:/|$|#|\?)|[@/-]\d+\.\d+(?:\.\d+)?(?=[/#?]|$)", re.I)


# the version said beside the link: "Django 5.1 docs: https://...", "Документация React 19: https://...", "version 3.2"
_VERSION_SAID = rx(r"\b[A-Z][\w.+#-]*\s+v?\d+(?:\.\d+)*(?:\.x)?\b(?![./]\w)|\b(?:versions?|versión|versão|versione|"
                   r"верси\w*)\s+v?\d+(?:\.\d+)*\b|\bv\d+(?:\.\d+)+\b", re.I)


def _line_of(body: str, url: str) -> str:
    at = body.find(url)
    if at < 0:
        return ""
    start = body.rfind("\n", 0, at) + 1
    end = body.find("\n", at)
    return body[start:end if end >= 0 else len(body)].replace(url, " ")


def _versioned_docs(body: str, urls: list[str]) -> Finding:
    # a link to documentation by its address, or named so in its line ("Документация Django 5.1: https://...")
    docs = [u for u in urls if _DOC_LINK.search(u) or _DOCS_WORD.search(_line_of(body, u))]
    if not docs:
        return NOT_APPLICABLE, "no documentation link in the reply"
    for url in docs:
        if _FLOAT_PART.search(url):
            return BROKEN, f"a documentation link not pinned to a version: \"{url[:80]}\""
    for url in docs:
        if not _VERSION_PART.search(url) and not _VERSION_SAID.search(_line_of(body, url)):
            return BROKEN, f"a documentation link with no version in it or beside it: \"{url[:80]}\""
    return OBEYED, f"{len(docs)} documentation link(s), each pinned to a version"


# a claim about a vulnerability: its kinds, "is vulnerable", "a security fix", in several languages
_CLAIM = rx(r"\bvulnerab\w+|\bexploit\w*|\bremote code execution\b|\bRCE\b|\b(?:sql |command |code )?injection\b|"
            r"\bXSS\b|\bCSRF\b|\bSSRF\b|\bprivilege escalation\b|\bdeserializ\w+ (?:bug|flaw|attack)|"
            r"\bsecurity (?:hole|issue|bug|flaw|fix|patch|problem|risk|release)s?\b|\binsecure\b|\bzero-day\b|"
            r"\bbackdoor\w*|\bmalware\b|\bcompromised\b|\bLog4Shell\b|\bHeartbleed\b|"
            r"\bvulnérab\w+|\bfaille\w*|\bexécution de code à distance\b|\bsicherheitslücke\w*|\bschwachstelle\w*|"
            r"\bvulnerabilidad\w*|\bfallo de seguridad\b|\bejecución remota\b|\bvulnerabilit[àa]\b|"
            r"\bvulnerabilidade\w*|脆弱性|漏洞|취약점", re.I)
_IDENT = rx(r"\bCVE-\d{4}-\d{4,7}\b|\bGHSA(?:-[23456789cfghjmpqrvwx]{4}){3}\b", re.I)
_ADVISORY_URL = rx(r"nvd\.nist\.gov|cve\.org|cve\.mitre\.org|github\.com/advisories|/security/advisor|osv\.dev|"
                   r"security-tracker|/security(?:/|-)|advisor(?:y|ies)|snyk\.io/vuln|/vuln", re.I)


def _security_ref(body: str, urls: list[str]) -> Finding:
    # a CVE or an advisory cited is itself said of a vulnerability: the claim and its backing at once
    ident = _IDENT.search(body)
    if ident:
        return OBEYED, f"a security claim with {ident.group(0)}"
    advisory = [u for u in urls if _ADVISORY_URL.search(u)]
    if advisory:
        return OBEYED, f"a security claim with an advisory link: \"{advisory[0][:80]}\""
    claim = _CLAIM.search(body)
    if claim is None:
        return NOT_APPLICABLE, "no security claim in the reply"
    return BROKEN, f"a security claim (\"{claim.group(0)}\") with no CVE or advisory link"


def verdict(token: str, body: str, urls: list[str]) -> Finding:
    """``body``: the reply's prose (code set aside); ``urls``: its links as written."""
    if token == VERSIONED_DOCS:
        return _versioned_docs(body, urls)
    if token == SECURITY_REF:
        return _security_ref(body, urls)
    return NOT_APPLICABLE, f"unknown source rule {token}"
