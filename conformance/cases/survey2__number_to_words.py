ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand")]

def words(n: int) -> str:
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 1000:
        h, rest = divmod(n, 100)
        return ONES[h] + " hundred" + (" and " + words(rest) if rest else "")
    for value, name in SCALES:
        if n >= value:
            q, rest = divmod(n, value)
            sep = " and " if 0 < rest < 100 else ", " if rest else ""
            return words(q) + " " + name + (sep + words(rest) if rest else "")
    raise AssertionError(n)

def roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"{n} cannot be written in roman numerals")
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = []
    for v, s in table:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)

def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

def human_bytes(n: float) -> str:
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024

for n in [0, 7, 13, 42, 100, 101, 999, 1000, 1001, 12345, 1_000_000, 2_500_042, -19, 10**12 + 1]:
    print(f"{n:>15,} {words(n)}")
print([roman(n) for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999)])
try:
    roman(0)
except ValueError as e:
    print("ValueError:", e)
print([ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112)])
print([human_bytes(b) for b in (512, 2048, 5_000_000, 3 * 1024**3, 7 * 1024**5)])
print(f"{1234567.891:,.2f}", f"{1234567.891:_.0f}", f"{0.000123:.2e}", f"{42:08.3f}", f"{-42:=+8d}", f"{3.14159:.3g}", f"{1e21:g}", f"{255:#x} {255:#o} {255:#b}")
print(format(1_000_000, ","), "{:>12}".format("right"), "{:^12}".format("mid"), "{:<6}|".format("l"), "{:%}".format(0.256), "{:.1%}".format(1/3))
print(int("MMXXIV" == roman(2024)), int("ff", 16), int("0b101", 0), int("0o17", 0), float("1e-3"), float(" 12.5 "), complex("3-4j").imag)
