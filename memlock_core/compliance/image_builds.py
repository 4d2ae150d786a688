"""Images a call builds, tags or pushes, for the pinned-tag rule ("Docker images: always build with an explicit
version tag, never :latest", "construye siempre con una etiqueta de versión", "イメージは必ずバージョンタグ付きでビルドして").

Why a module of its own: :mod:`tool_content` read only the images a call runs or writes (``docker run``, ``FROM``,
``image:``). A build names its image by ``-t`` / ``--tag`` (``docker build -t shop-api .`` is ``shop-api:latest``:
Docker's default tag), ``docker tag SRC DST`` by its target and ``docker push`` by its argument. A build with no tag
at all breaks the rule only when the rule is about building ("always build with a version tag"): then the build's
image is left to an id or a later ``docker tag``, not the explicit version the rule asks of the build; a rule that
only refuses ``:latest`` says nothing of it.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from memlock_core.regex_cache import rx

__all__ = ["BUILD", "build_named", "images_built", "untagged_build"]

BUILD = "<build>"  # an image_tag rule's ``commands`` entry: the rule is about building, an untagged build breaks it

_BUILD_WORDS = rx(r"\bbuil(?:d|ds|t|ding)\b|\bconstru\w*|\bbau(?:e|en|t|st)?\b|\bgebaut\b|\bcompil\w*|\bgenera\w*|"
                  r"ビルド|构建|構建|빌드", re.I)
_CONTAINER_PROGRAMS = frozenset({"docker", "podman", "nerdctl", "buildah"})
_BUILD_VALUED = frozenset({"-f", "--file", "--build-arg", "--target", "--platform", "--label", "--network",
                           "--secret", "--ssh", "--cache-from", "--cache-to", "--progress", "--output", "-o",
                           "--iidfile", "--add-host", "--build-context", "--shm-size", "--ulimit", "-m", "--memory"})


def build_named(text: str) -> bool:
    """Does a pinned-tag rule speak of building images ("always build with an explicit version tag")?"""
    return bool(_BUILD_WORDS.search(text))


def _build_argv(argv: Sequence[str]) -> list[str] | None:
    """The arguments after the build subcommand (``docker build``, ``docker buildx build``, ``docker image build``,
    ``buildah bud``), or None when the call is no build."""
    if not argv or posixpath.basename(argv[0]) not in _CONTAINER_PROGRAMS:
        return None
    words = list(argv[1:])
    if words[:1] in (["buildx"], ["image"], ["builder"]):
        words = words[1:]
    if words[:1] in (["build"], ["bud"]):
        return words[1:]
    return None


def _tags(rest: Sequence[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(rest):
        token = rest[i]
        if token in ("-t", "--tag") and i + 1 < len(rest):
            out.append(rest[i + 1])
            i += 2
            continue
        if token.startswith("--tag="):
            out.append(token.split("=", 1)[1])
        elif re.fullmatch(r"-t\S+", token):
            out.append(token[2:])
        i += 1
    return out


def images_built(argv: Sequence[str]) -> list[str]:
    """The image names a call gives: a build's tags, ``docker tag``'s target, ``docker push``'s image."""
    rest = _build_argv(argv)
    if rest is not None:
        return _tags(rest)
    if not argv or posixpath.basename(argv[0]) not in _CONTAINER_PROGRAMS or len(argv) < 3:
        return []
    words = [w for w in argv[1:] if not w.startswith("-")]
    if words[:1] == ["image"]:
        words = words[1:]
    if words[:1] == ["tag"] and len(words) >= 3:
        return [words[2]]
    if words[:1] == ["push"] and len(words) >= 2:
        return [words[1]]
    return []


def untagged_build(argv: Sequence[str]) -> bool:
    """A build given no tag at all (``docker build .``)."""
    rest = _build_argv(argv)
    if rest is None or _tags(rest):
        return False
    # help asked for, or files exported (``--output``): no image is made
    return not any(t in ("--help", "-h", "-o") or t.startswith("--output") for t in rest)
