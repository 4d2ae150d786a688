"""The mobile platform a code rule scopes itself to ("android examples in Kotlin only, no Java", "Für Android-Beispiele
nur Kotlin", "exemples iOS en Swift"), and whether an exchange is about another one.

Why: such a rule was read as a language rule on every reply, so a Swift snippet asked for "on iOS" broke "android
examples in Kotlin only". The rule speaks to code for its platform; an exchange that speaks only of a rival platform
(its name, its language, its frameworks and classes) is not spoken to. An exchange that names no platform at all stays
in scope ("how do I show a toast?" under an Android rule): recall first, only a rival named takes the rule away.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

ANDROID = "android"
IOS = "ios"

# the platform a rule names
_RULE_NAMES = {
    ANDROID: rx(r"\bandroid\w*", re.I),
    IOS: rx(r"\b(?:ios|iphone|ipad|ipados)\b", re.I),
}

# what an exchange about the platform speaks of: its name, its languages, its toolkits and their class names
_VOCABULARY = {
    ANDROID: rx(r"\b(?:android\w*|kotlin|jetpack|gradle|logcat|apk|adb|play store|google play|findViewById|"
                r"(?:App)?Compat\w*|Toast|Intent|RecyclerView|SharedPreferences|getSharedPreferences|ViewModel|"
                r"Activity|Fragment|LayoutInflater|Bundle|Composable|@Composable)\b"),
    IOS: rx(r"\b(?:[iI]OS|iPhone|iPad|iPadOS|watchOS|tvOS|visionOS|swift|Swift|SwiftUI|UIKit|AppKit|Xcode|"
            r"CocoaPods|TestFlight|App Store|Objective-C|objc|UI[A-Z][A-Za-z]+|NS[A-Z][A-Za-z]+|CG[A-Z][A-Za-z]+)\b"),
}


def rule_platform(text: str) -> str:
    """The one mobile platform a rule names, or "" (none, or both: "Kotlin on Android, Swift on iOS")."""
    named = [name for name, pattern in _RULE_NAMES.items() if pattern.search(text)]
    return named[0] if len(named) == 1 else ""


def in_platform(platform: str, text: str, user_message: str | None) -> bool:
    """Whether the exchange may be about ``platform``: it speaks of it, or of no rival platform."""
    exchange = f"{user_message or ''}\n{text}"
    if _VOCABULARY[platform].search(exchange):
        return True
    return not any(pattern.search(exchange) for name, pattern in _VOCABULARY.items() if name != platform)


PLATFORMS = (ANDROID, IOS)

__all__ = ["ANDROID", "IOS", "PLATFORMS", "in_platform", "rule_platform"]
