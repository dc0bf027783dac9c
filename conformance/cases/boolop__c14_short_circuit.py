calls = []
def t(v):
    calls.append(v)
    return v
print(t(0) or t("") or t("x") or t("never"), calls)
calls.clear()
print(t(1) and t([]) and t("never"), calls)
print(None or [] or {}, 5 and 0, "" and 1, not "", not [0], [] or "default", 0 or None)
print(bool(0.0), bool("0"), bool([[]]), bool(range(0)), any([]), all([]), any([0, ""]), all(["a", 1]))
x = 5
print(0 < x and x < 10, not x > 3 or x == 5, (x > 3) + (x > 4) + (x > 5))
