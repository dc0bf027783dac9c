import string
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:6], len(string.printable), string.hexdigits)
print(string.capwords("hello   big  world"), string.capwords("a-b c-d", "-"))
table = str.maketrans("abc", "xyz", "!")
print("aabbcc!!".translate(table), str.maketrans({"a": "1"}) == {97: "1"})
pw = "Abc123!"
checks = {name: any(c in getattr(string, name) for c in pw) for name in ("ascii_uppercase", "ascii_lowercase", "digits", "punctuation")}
print(checks)
