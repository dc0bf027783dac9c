import re
import string
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""

words = re.findall(r"[a-z']+", TEXT.lower())
print(len(words), len(set(words)))
freq = Counter(words)
for w, n in freq.most_common(5):
    print(f"{w:>8} {'#' * n} {n}")
sentences = [s.strip() for s in re.split(r"[.!?]", TEXT) if s.strip()]
print(len(sentences), [len(s.split()) for s in sentences])
table = str.maketrans("", "", string.punctuation)
print(TEXT.translate(table)[:40])
print(TEXT.title()[:30], TEXT.swapcase()[:10], TEXT.count("was"), TEXT.index("age"))
print(" ".join(w[::-1] for w in "hello world".split()), "racecar" == "racecar"[::-1])
print("a,b,,c".split(","), "  pad  ".strip(), "x".center(7, "-"), "42".zfill(5), "ab".ljust(4, ".") + "|")
print("Hello".startswith(("He", "X")), "file.tar.gz".rsplit(".", 1), "a\tb".expandtabs(4), "ß".casefold())
print("abc".isalpha(), "123".isdigit(), "½".isnumeric(), " ".isspace(), "Ab".istitle(), "id_1".isidentifier())
print(str.maketrans({"a": "1", "b": None}), "abc".translate(str.maketrans({"a": "1", "b": None})))
print("line1\nline2\r\nline3".splitlines(), "prefix_rest".removeprefix("prefix_"), "a.py".removesuffix(".py"))
print("%s" % TEXT.partition(",")[0], TEXT.find("zzz"), TEXT.index("zzz"))
