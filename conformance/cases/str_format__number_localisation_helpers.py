def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} {unit}"
        n /= 1024

def duration(seconds):
    m, s = divmod(int(seconds), 60)
    h, m = divmod(m, 60)
    d, h = divmod(h, 24)
    parts = [f"{v}{u}" for v, u in [(d, "d"), (h, "h"), (m, "m"), (s, "s")] if v]
    return " ".join(parts) or "0s"

def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

print([human_bytes(n) for n in [0, 512, 2048, 5 * 1024 ** 2, 3.5 * 1024 ** 3, 2 ** 50]])
print([duration(s) for s in [0, 59, 61, 3600, 90061, 86400 * 3 + 5]])
print([ordinal(n) for n in [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112]])
print(f"{1234567.891:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."))
print(f"{0.4567:.1%}", f"{-0.001:+.2%}", f"{12:>5}%", f"{3.0:g}", f"{1e-3:.0e}")
