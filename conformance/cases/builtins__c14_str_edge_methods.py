s = "  Hello, World! \t"
print(repr(s.strip()), repr(s.rstrip(" \t!")), s.split(), s.split(",", 1), "a,b,,c".split(","))
print("x".center(6, "-"), "42".zfill(5), "-42".zfill(5), "ab".ljust(1), "tAb".swapcase(), "ß".upper(), "ǅ".lower())
print("one two three".title(), "they're bill's".title(), "hello world".capitalize(), "İ".casefold() == "i̇")
print("a-b_c".replace("-", "_", 1), "aaa".replace("a", "b", 2), "abc".partition("x"), "a.b.c".rpartition("."))
print("%s|%5.1f|%-4d|%x|%r" % ("s", 2.25, 7, 255, "q"), "a\tb".expandtabs(4), "line1\nline2\r\n".splitlines(True))
print("abc".removeprefix("ab"), "abc".removesuffix("x"), "1a".isalnum(), "²".isdigit(), "²".isdecimal(), " ".isspace())
for bad in [lambda: "a".center(3, "ab"), lambda: "abc".split(""), lambda: "%d" % "x", lambda: "%s %s" % ("a",), lambda: "{0}{}".format(1, 2)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
