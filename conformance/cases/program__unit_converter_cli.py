import re

UNITS = {
    "length": {"m": 1.0, "km": 1000.0, "cm": 0.01, "mi": 1609.344, "ft": 0.3048},
    "mass": {"kg": 1.0, "g": 0.001, "lb": 0.45359237},
}
TEMPS = {"c", "f", "k"}

def convert(query):
    m = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?)\s*([a-z]+)\s+(?:to|in)\s+([a-z]+)\s*", query.lower())
    if not m:
        raise ValueError(f"cannot parse {query!r}")
    value, src, dst = float(m.group(1)), m.group(2), m.group(3)
    if src in TEMPS and dst in TEMPS:
        c = {"c": value, "f": (value - 32) * 5 / 9, "k": value - 273.15}[src]
        return {"c": c, "f": c * 9 / 5 + 32, "k": c + 273.15}[dst]
    for table in UNITS.values():
        if src in table and dst in table:
            return value * table[src] / table[dst]
    raise ValueError(f"cannot convert {src} to {dst}")

for q in ["5 km to mi", "100 f in c", "0 k to c", "3 lb to g", "12 ft to m", "2 kg to m", "hello"]:
    try:
        print(f"{q!r:>14} = {convert(q):.4g}")
    except ValueError as e:
        print(f"{q!r:>14} ! {e}")
