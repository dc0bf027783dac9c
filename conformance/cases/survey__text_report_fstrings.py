from datetime import date
data = [
    {"name": "Widget", "q1": 1234.5, "q2": 1500.25, "q3": -200.0, "growth": 0.1234},
    {"name": "Gadget extra long name", "q1": 0.0, "q2": 99999.999, "q3": 42, "growth": -0.05},
    {"name": "Thing", "q1": 7, "q2": 8, "q3": 9, "growth": 1.5},
]
w = max(len(d["name"]) for d in data)
header = f"{'Product':<{w}} | {'Q1':>10} | {'Q2':>10} | {'Q3':>10} | {'Growth':>7}"
print(header)
print("-" * len(header))
for d in data:
    print(f"{d['name']:<{w}} | {d['q1']:>10,.2f} | {d['q2']:>10,.2f} | {d['q3']:>+10.1f} | {d['growth']:>7.1%}")
total = sum(d["q1"] + d["q2"] + d["q3"] for d in data)
print(f"{'TOTAL':>{w}} = {total:_.3f} ({total:.3e}) [{total!r:.8}]")
n = 255
print(f"{n:b} {n:o} {n:x} {n:X} {n:#b} {n:#o} {n:#X} {n:010,d} {n:c}")
print(f"{3.14159:.0f} {2.5:.0f} {-0.0:.1f} {1e-7:g} {1e16:g} {123456789:.3g} {0.5:%}")
print(f"{'center':*^20} {'left':<8}| {'right':>8}| {42:=+8} {-42:=8}")
print(f"{date(2024, 1, 5):%A, %B %d} {date.today() > date(2000, 1, 1)}")
x, y = 10, 3
print(f"{x=} {y = } {x / y = :.3f} {x // y=} {x % y!s:>4}")
nested = {"a": {"b": [1, 2, {"c": "deep"}]}}
print(f"{nested['a']['b'][2]['c'].upper()} {len(nested['a']['b'])} {'yes' if x > y else 'no'}")
items = ["apple", "banana", "cherry"]
print(f"{', '.join(f'{i}:{s.title()}' for i, s in enumerate(items, 1))}")
print(f"{{literal braces}} {'{'}{x}{'}'} {x!a} {'ü'!a} {'tab'!r}")
print(format(1234.5678, "08.2f"), format(0.000012345, ".2e"), format(True, ">5"), format("x", "^5"), format(3, ""), format(None, ""))
print("{:>6.2f}|{:<6}|{:^6}|".format(3.14159, "ab", "c"), "{0}{1}{0}".format("a", "b"), "{name}={val:.1f}".format(name="pi", val=3.14159))
print("%s has %d items costing %.2f (%5.1f%%) %r %x" % ("cart", 3, 9.5, 12.345, "q", 255))
print("%(a)s-%(b)04d" % {"a": "id", "b": 7}, "%-6s|" % "ab", "%+d %e" % (5, 12345.678))
width = 12; prec = 3
print(f"{3.14159265:{width}.{prec}f}|{'txt':>{width}}|")
print(f"{1_000_000:,}".replace(",", "."), f"{0.1 + 0.2:.17f}", f"{float('inf'):f} {float('nan'):>5}")
print(f"{x:{'>' if x else '<'}5}", f"{'%'}{x}")
print(f"{object.__name__:>10}")
print(f"{n:.2s}")
