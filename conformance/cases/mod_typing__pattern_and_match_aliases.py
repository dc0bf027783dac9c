import re
import typing
from typing import Match, Optional, Pattern

WORD = re.compile(r"(\w+)@(\w+)\.com")


def first_email(text: str, pattern: Pattern[str] = WORD) -> Optional[Match[str]]:
    return pattern.search(text)


def domains(matches: "list[re.Match[str]]") -> list[str]:
    return [m.group(2) for m in matches]


m = first_email("write to ann@example.com today")
print(isinstance(WORD, Pattern), isinstance(m, Match), isinstance(m, typing.Pattern))
print(isinstance(WORD, re.Pattern), isinstance(m, re.Match), isinstance("x", Pattern))
print(issubclass(type(WORD), typing.Pattern), issubclass(str, typing.Match))
print(Pattern, Match, Pattern[str], Match[bytes], re.Pattern[str], re.Match[bytes])
print(typing.get_origin(Pattern[str]) is re.Pattern, typing.get_args(Match[bytes]))
print(typing.get_type_hints(first_email))
print(first_email.__annotations__["pattern"], domains.__annotations__)
print(domains(list(WORD.finditer("a@b.com c@d.com"))))
print(Pattern.__name__, Match.__qualname__, typing.List.__name__, typing.Optional[int].__name__)
print(isinstance({}.keys(), typing.KeysView), typing.ItemsView[str, int], typing.ValuesView)
for bad in (lambda: Pattern[str, str], lambda: Pattern(), lambda: isinstance(m, Match[str])):
    try:
        bad()
    except TypeError as exc:
        print("TypeError:", exc)
