print("%s has %d items costing %.2f" % ("cart", 3, 19.999))
print("%-10s|%10s|" % ("left", "right"), "%05d %+d %x %X %o %e" % (42, 7, 255, 255, 8, 12345.678))
print("%(user)s logged in %(count)d times" % {"user": "ada", "count": 5})
print("%r %a %c %%" % ("q", "é", 65), "%.3s" % "abcdef", "%*d|%-*d|" % (5, 1, 4, 2))
print("%g %g %G" % (0.00001, 123456789.0, 1e-10), "%i" % 3.9, "%s" % [1, 2], "%s" % (("t",),))
for bad in [("%d", "x"), ("%s %s", ("one",)), ("%(k)s", 5), ("%z", 1), ("%s", (1, 2))]:
    try:
        print(bad[0] % bad[1])
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(b"%s-%d" % (b"x", 3), "%.1f%%" % 99.44, "%#x %#o" % (31, 8))
