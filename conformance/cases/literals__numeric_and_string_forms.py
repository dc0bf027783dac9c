print(0b1010, 0o17, 0xFF, 1_000_000, 0x_ff, 1e3, 1E-2, .5, 5., 3j, 1_0.5_0)
print("tab\tsep", 'single "quotes"', "double 'quotes'", """triple
quoted""", r"raw\n", b"bytes\x00", "\u00e9\N{BULLET}\x41")
print("implicit" " concatenation", ("multi"
      "line"), len("\n"), len(r"\n"), "\\", '\'')
print(f"{0xff:d}", int("ff", 16), 0.1 + 0.2, 1 / 3, 2 ** 0.5, 10 ** -2)
print([1, 2, 3,], (1,), (), {}, set(), {1: "a", **{}}, [*()])
print(True + 1, None is None, ..., type(...).__name__, NotImplemented)
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\x7f\x80"), ascii("ü"))
print(0.1 * 3, 1e16 + 1, 9007199254740993, float(9007199254740993), -0.0, 1e-320)
