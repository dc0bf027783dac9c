print(str(1.0), str(1e16), str(1e-5), str(0.1 + 0.2), repr(1.1), str(-0.0), str(10 ** 20), str(2.5e-300 * 1e-300))
print(str(b"ab"), str(None), str([1, "a"]), str({"a": (1,)}), str(3 + 0j), str(float("inf")), repr(float("-nan")))
print(int("  42\n"), float(" -1.5e2 "), str(True), bool("False"), list(str(123)), str(object).startswith("<class"))
