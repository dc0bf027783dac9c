name, qty, price = "Widget", 7, 1234.5678
print(f"{name!r:>10}|{qty:03d}|{price:,.2f}|{price:e}|{price:10.1f}|{-qty:+d}")
print(f"{qty=}, {price=:.1f}, {name.upper()=!s}")
print(f"{0.25:.0%} {255:#x} {255:#o} {255:08b} {1e-7:g} {1234567:_} {3.0:g}")
print(f"{'left':<8}|{'mid':^8}|{'right':>8}|{'pad':*^9}")
print("%s has %d items at %.2f (%5.1f%%)" % (name, qty, price, 12.345))
print("%(a)s-%(b)04d" % {"a": "x", "b": 42}, "%r %c %x %o %e" % ("s", 65, 255, 8, 12345.678))
print("{0} {1} {0}".format("a", "b"), "{name:>6}".format(name="z"), "{:,}".format(10**9))
print("{0[1]} {1[k]} {2.real}".format([1, 2], {"k": "v"}, 3j))
print(format(3.14159, ".3"), format(10, "b"), format("s", "^5"), format(True, "d"))
w = 12
print(f"{price:{w}.{2}f}|", f"{'nested':{'>'}{w}}")
print(f"{{literal}} {{{qty}}}")
print("%-6s|%6s|" % ("ab", "cd"), "%+.3e" % 0.000123, "%i" % 3.9)
print(repr(f"{None!s:>5}"), f"{[1, 2]!r}", f"{'é'!a}")
import datetime
d = datetime.date(2024, 3, 5)
print(f"{d:%d/%m/%Y}", "{:%B}".format(d))
print("%d" % "x")
