rows = [("North", 12345.678, 0.123), ("South", 98.1, 0.5), ("East-Central", 0, 1)]
print("%-12s %12s %8s" % ("Region", "Revenue", "Share"))
for name, rev, share in rows:
    print("%-12.12s %12.2f %7.1f%%" % (name, rev, share * 100))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %#x %o %#o %e %E %g %G" % (255, 255, 255, 8, 8, 1234.5, 1234.5, 0.00001234, 1e20))
print("%s %r %a" % ("é", "é", "é"), "%c%c" % (72, "i"), "%%", "%.3s" % "abcdef", "%*d" % (6, 7), "%-*s|" % (4, "a"))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30}, "%s" % (1,), "%s" % [1, 2], "%d items" % 3.7)
print("total: %s" % None, "%.0f" % 0.5, "%.0f" % 1.5, "%10.4f|" % 3.14159, "%i" % True)
try:
    print("%d %d" % (1,))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print("TypeError:", e)
print("%(missing)s" % {"a": 1})
