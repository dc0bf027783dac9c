import unicodedata
s = "  The Quick Brown Fox Jumps Over The Lazy Dog!  "
print(repr(s.strip()), s.lower().split(), s.title().strip(), s.swapcase().strip()[:10])
print(s.count("The"), s.find("Fox"), s.rfind("The"), s.index("Quick"), s.strip().startswith(("The", "A")), s.endswith("!  "))
print(s.replace("The", "A", 1).strip(), "-".join(s.split()), s.strip().center(50, "*"))
print("hello world".capitalize(), "Hello".ljust(8, ".") + "|", "42".zfill(6), "-42".zfill(6), "abc".rjust(6))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a b  c".split(), "line1\nline2\r\nline3".splitlines(), "a\tb".expandtabs(4))
print("k=v=w".partition("="), "k=v=w".rpartition("="), "no-sep".partition("="))
print("Straße".casefold(), "Straße".upper(), "ǅ".istitle(), "٣".isdigit(), "٣".isdecimal(), "½".isnumeric(), "abc123".isalnum(), "  ".isspace())
tbl = str.maketrans({"a": "4", "e": "3", "o": None})
print("hello programmer".translate(tbl), "abc".translate(str.maketrans("abc", "xyz")))
print("café".encode(), unicodedata.normalize("NFD", "café").encode(), unicodedata.name("é"), unicodedata.category("A"))
def slugify(t):
    t = unicodedata.normalize("NFKD", t).encode("ascii", "ignore").decode()
    out = []
    for ch in t.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")
print(slugify("Héllo, Wörld! — Ça va?"), slugify("  multiple   spaces "))
print("{:>10}".format("right"), "%-10s|" % "left", f"{'mid':^10}|")
print("abc"[::-1], "racecar" == "racecar"[::-1], "hello"[1:4], "hello"[-3:], "hello"[::2])
print(" ".join(w[::-1] for w in "reverse each word".split()), sorted("hello"), "".join(sorted(set("mississippi"))))
def is_anagram(a, b): return sorted(a.replace(" ", "").lower()) == sorted(b.replace(" ", "").lower())
print(is_anagram("Dormitory", "dirty room"), is_anagram("abc", "abd"))
def caesar(t, k): return "".join(chr((ord(c) - 97 + k) % 26 + 97) if c.islower() else chr((ord(c) - 65 + k) % 26 + 65) if c.isupper() else c for c in t)
print(caesar("Hello, World!", 3), caesar(caesar("Hello, World!", 3), -3))
print("removeprefix".removeprefix("remove"), "file.tar.gz".removesuffix(".gz"), "x".join("abc"), "ab" * 3, "a" in "cat")
print(str(123) + str(4.5) + str(None) + str(True), int("1_000"), float(" 1e3 "), ascii("ñ"), repr("it's"), repr('say "hi"'))
print(max("apple", "banana", key=len), "Hello World".istitle(), chr(65) + chr(0x1F600), len("😀"), "😀".encode("utf-8"))
"abc".index("z")
