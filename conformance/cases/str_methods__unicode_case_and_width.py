words = ["straße", "İstanbul", "ǅemal", "ΣΊΣΥΦΟΣ", "ﬁnance", "Ünïcödé"]
for w in words:
    print(w, w.upper(), w.lower(), w.casefold(), w.title(), len(w), len(w.upper()))
print("ß".upper() == "SS", "ß".casefold() == "ss", "STRASSE".casefold() == "straße".casefold())
print("é".isalpha(), "²".isdigit(), "²".isdecimal(), "½".isnumeric(), "٣".isdecimal(), int("٣"))
print("\u00e9" == "e\u0301", len("e\u0301"), "a\u00a0b".split(), "a\u2003b".isspace() is False)
print("abc".center(7, "é"), "Ω".encode("utf-8"), "😀".encode("utf-8"), len("😀"), ord("😀"))
print(sorted(["b", "A", "á", "a", "B"]), sorted(["b", "A", "á", "a", "B"], key=str.casefold))
