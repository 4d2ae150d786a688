"""A credential written out in a command: "don't put tokens directly in curl commands, use env vars", "never paste
API keys into the command line", "curl로 외부 API 호출할 때 토큰을 커맨드에 직접 쓰지 마", "コマンドにトークンを直書きしないで",
"pas de jeton en clair dans les commandes", "keine Tokens direkt im Befehl".

Why a module of its own: the secret readers judge a credential written into a *file* (secret_content) or into the
reply's code (secret_code); this rule is about the command line a shell call runs, where a token lands in the shell
history and the process list. The rule is a credential noun, a command (curl, wget, "the command line") and a ban
("don't", "never", "no", "直接", "직접 쓰지 마") or the alternative named ("use env vars"). The check is a set of
argument patterns on the shell tools: a literal after ``Authorization: Bearer``/``token``/``Basic``, in a key header
(``X-API-Key:``, ``PRIVATE-TOKEN:``), in a query parameter (``?api_key=...``), a user:password pair after ``-u``, or a
vendor token shape (``ghp_...``, ``glpat-...``, ``xoxb-...``, ``sk_live_...``, ``AKIA...``). A value read from the
environment (``$GITHUB_TOKEN``, ``${TOKEN}``) or a placeholder (``<token>``) is fine.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import COMMAND_ARGS, SHELL_TOOLS, ToolCheck
from memlock_core.regex_cache import rx

__all__ = ["LITERAL_SECRET_PATTERNS", "command_secret_check"]

_CREDENTIAL = rx(r"\b(?:tokens?|(?:api|access|secret|private)[\s_-]?keys?|secrets?|passwords?|"
                 r"credentials?|bearer|jetons?|cl[ée]s?(?:\s+d'api)?|"
                 r"mots?\s+de\s+passe|Tokens?|Schlüssel|Passw(?:ö|oe)rt(?:er)?|Zugangsdaten|claves?|contraseñas?|credenciales|"
                 r"segreti|chiavi|senhas?|chaves?)\b|토큰|API\s*키|비밀번호|トークン|APIキー|パスワード|認証情報|令牌|密钥", re.I)
_COMMAND = rx(r"\b(?:curl|wget|httpie|http|commands?|command[\s-]line|cli|shell|terminal|one-?liners?|commandes?|"
              r"lignes?\s+de\s+commande|Befehl\w*|Kommandozeile|comandos?|l[íi]nea\s+de\s+comandos?|comandi)\b|"
              r"커맨드|명령(?:어|줄)?|コマンド|命令行", re.I)
_BAN = rx(r"\b(?:never|don'?t|do\s+not|no|not|avoid|directly|inline|hard-?code\w*|plain\s*text|literal\w*|ne|jamais|pas|"
          r"en\s+clair|directement|nie|niemals|nicht|kein\w*|direkt|nunca|no|directamente|en\s+claro|mai|non|"
          r"direttamente|env(?:ironment)?\s+var\w*|variables?\s+d'environnement|Umgebungsvariable\w*|"
          r"variables?\s+de\s+entorno)\b|직접|쓰지\s*마|하지\s*마|환경\s*변수|直接|直書き|書かない|しないで|環境変数", re.I)
# the literal credential in a command line (a value from $VAR, ${VAR} or <placeholder> is none)
LITERAL_SECRET_PATTERNS = (
    # (a check holds eight patterns of 200 characters at most: the MySQL clients' password glued to -p, ``mysql -u admin
    # -pS3cret!``, shares this one; a bare ``-p`` prompts for it, ``-P`` is the port; and sshpass's ``-p``)
    r"authorization:\s*(?:bearer|token|basic)\s+[A-Za-z0-9._~+/=-]{12,}|"
    r"(?:(?:mysql|mariadb)\w*\s(?:[^\n;&|]*\s)?(?-i:-p)|sshpass\s+(?-i:-p)\s*)(?![\"']?[$<{])[\"']?[^\s\"'$<]{4,}",
    r"(?:private-token|x-api-key|api-key|apikey|x-auth-token|x-access-token):\s*[A-Za-z0-9._~+/=-]{12,}",
    # a key in a query parameter (``?api_key=...``, ``&appid=3f9a...``, ``client_secret=``, ``password=``)
    r"[?&](?:api[_-]?(?:key|token)|apikey|access[_-]?(?:token|key)|token|auth[_-]?token|key|secret|app[_-]?(?:id|key)|"
    r"private[_-]?token|client[_-]?secret|pass(?:word|wd)?|pwd)=[A-Za-z0-9._~+/=%-]{8,}",
    # a password inside a URL (``postgresql://admin:Hunter2!@db/app``); a stand-in (``user:password@``, ``:$PGPASS@``,
    # ``:<pw>@``, ``:***@``) is none
    r"[a-z][a-z0-9+.-]*://[^\s/:@'\"]+:(?![$<{*]|x{3}|\.{3}|(?:pass(?:word|wd)?|secret|changeme|pw|pwd)@)"
    r"[^\s/@'\"]{4,}@",
    r"(?:^|\s)(?:-u|--user)\s+['\"]?[A-Za-z0-9._@-]+:[A-Za-z0-9._~+/=!#%^*-]{6,}",
    r"\b(?:ghp|gho|ghu|ghs|github_pat)_[A-Za-z0-9_]{20,}|\bglpat-[A-Za-z0-9_-]{16,}|\bxox[abpr]-[A-Za-z0-9-]{10,}|"
    r"\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|\bAKIA[A-Z0-9]{16}\b",
    # a secret-named variable set to a literal for the command (``PGPASSWORD='S3cr3t' psql``, ``export API_TOKEN=abc123``)
    r"(?:^|[\s;&|(])(?:export\s+)?[A-Z0-9_]*(?:PASSWORD|PASSWD|TOKEN|SECRET|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY)[A-Z0-9_]*="
    r"(?![\"']?[$<~/.{])[\"']?[^\s\"'$<]{6,}",
    # a literal given to a secret option (``--password hunter22``, ``--token=abc...``; ``--password-stdin`` reads none)
    r"(?:^|\s)--(?:password|passwd|token|api-key|apikey|secret|access-token|auth-token)(?:=|\s+)(?![\"']?[$<{-])"
    r"[\"']?[^\s\"'$<]{6,}",
)


def command_secret_check(text: str) -> ToolCheck | None:
    """The argument patterns of a ban on credentials written in commands; None when the rule is not one."""
    if not (_CREDENTIAL.search(text) and _COMMAND.search(text) and _BAN.search(text)):
        return None
    return ToolCheck(must_not_match=LITERAL_SECRET_PATTERNS, names=SHELL_TOOLS, args=COMMAND_ARGS)
