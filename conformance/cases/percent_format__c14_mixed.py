print("%5s|%-5s|%.2s" % ("ab", "cd", "efg"), "%03d %+d %x %X %o %e %g" % (7, 5, 255, 255, 8, 1234.5, 0.0001))
print("%(a)s and %(b)05.1f" % {"a": "x", "b": 3.14159}, "%c%c" % (72, "i"), "%%", "%r" % ([1],), "%.3f%%" % 12.3456)
for fmt, args in [("%d", ("1",)), ("%s %s", (1,)), ("%s", (1, 2)), ("%(x)s", (1,)), ("%z", (1,))]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
