"""Uploads refused into one named storage bucket: "Nunca subas nada al bucket s3://farmacia-recetas", "never upload
anything to s3://acme-raw", "Ne dépose rien dans le bucket gs://client-scans", "Lade nichts in den Bucket
s3://hr-archiv hoch", "s3://payroll-exports にはアップロードしないで", "不要上传到 s3://lab-results".

Why: no tool reader knew a bucket as a place data goes; such a rule got no check. The check is an argument pattern
on the commands that copy INTO a bucket, with the bucket as their destination (the last path of the command, options
after it allowed): ``aws s3 cp|mv|sync``, ``gsutil cp|mv|rsync``, ``s3cmd put|sync``, ``rclone copy|sync|move`` to
``remote:bucket``, ``aws s3api put-object --bucket``. A listing (``aws s3 ls``), a download (the bucket as the source)
or another bucket is no upload into it.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import COMMAND_ARGS, ToolCheck
from memlock_core.compliance.patterns import MAX_PATTERN_CHARS, MAX_PATTERNS
from memlock_core.regex_cache import rx

__all__ = ["bucket_upload_check", "refused_buckets"]

_BUCKET = r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]"
# the bucket the rule names: "s3://name", "gs://name", "the bucket name", "the name bucket"
_NAMED = rx(rf"\b(?:s3|gs)://(?P<a>{_BUCKET})|\bbuckets?\s+[`'\"«]?(?P<b>{_BUCKET})\b", re.I)
_NAME_FIRST = rx(rf"\b(?P<c>{_BUCKET})\s+bucket\b", re.I)
# the act of putting data there
_UPLOAD = rx(r"\b(?:upload\w*|push\w*|put|copy|copies|sync\w*|send\w*|stor(?:e|ing)|sub\w*|carg\w*|envi\w*|téléverse\w*|"
             r"upload\w*|dépose\w*|envoie\w*|mets|mettre|hochlad\w*|lade\w*|kopier\w*|schieb\w*|caric\w*|"
             r"copi\w*)\b|アップロード|上传|上傳|업로드|올리", re.I)
_REFUSED = rx(r"\b(?:never|don'?t|do not|no|nothing|not|nunca|nada|jamás|ne|jamais|rien|nichts|nie|niemals|kein\w*|mai|"
              r"niente|nulla)\b|しないで|禁止|不要|别|마세요|말고", re.I)
# words before or after "bucket" that name none
_NOT_NAMES = frozenset({"the", "this", "that", "any", "our", "my", "your", "a", "an", "den", "der", "die", "das", "dem", "im",
                        "ins", "le", "la", "ce", "au", "du", "el", "al", "del", "un", "una", "une", "ein", "einen", "s3", "gcs",
                        "storage", "shared", "public", "private", "same", "other", "new", "no", "any"})
_TAIL = r"(?:/[^\s|;&]*)?(?:\s+--?[\w-]+)?(?:\s+--?[\w-]+)?\s*(?:$|[|;&])"


def refused_buckets(text: str) -> list[str]:
    """The buckets ``text`` refuses uploads into; [] when it names none or refuses nothing."""
    if not isinstance(text, str) or not _UPLOAD.search(text) or not _REFUSED.search(text):
        return []
    named = list(_NAMED.finditer(text))
    found = [m.group("a").lower() for m in named if m.group("a")]  # an address says the name for sure
    if not found:
        found = [m.group("b").lower() for m in named if m.group("b")] + \
            [m.group("c").lower() for m in _NAME_FIRST.finditer(text)]
    return [b for b in dict.fromkeys(found) if b and not b.isdigit() and b not in _NOT_NAMES]


def bucket_upload_check(text: str) -> ToolCheck | None:
    """The argument patterns of a rule refusing uploads into named buckets; None when the rule is not one."""
    buckets = refused_buckets(text)[:2]
    if not buckets:
        return None
    patterns: list[str] = []
    for bucket in buckets:
        name = re.escape(bucket)
        patterns += [rf"\b(?:aws\s+s3\s+(?:cp|mv|sync)|s3cmd\s+(?:put|sync|cp|mv))\s[^|;&\n]*\ss3://{name}{_TAIL}",
                     rf"\bgsutil\s+(?:-m\s+)?(?:cp|mv|rsync)\s[^|;&\n]*\sgs://{name}{_TAIL}",
                     rf"\brclone\s+(?:copy|copyto|sync|move|moveto)\s[^|;&\n]*\s[\w-]+:{name}{_TAIL}",
                     rf"\baws\s+s3api\s+put-object\s[^|;&\n]*--bucket[\s=]{name}(?![\w.-])"]
    patterns = [p for p in patterns if len(p) <= MAX_PATTERN_CHARS]
    return ToolCheck(must_not_match=tuple(patterns[:MAX_PATTERNS]), args=COMMAND_ARGS) if patterns else None
