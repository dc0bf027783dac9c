print("{} + {} = {}".format(1, 2, 3), "{1}{0}{1}".format("a", "b"), "{name:>5}|{n:03}".format(name="x", n=7))
print("{0[0]}-{0[1]}".format(["p", "q"]), "{d[key]}".format(d={"key": "v"}), "{o.real}".format(o=3 + 4j))
print("{:^10.3s}|".format("abcdef"), "{:+.1f}".format(2.25), "{:e}".format(12345.678), "{!r:}".format("q"))
print(format(1234567.891, "_.2f"), "{:,d}".format(-1000000), "{:b}".format(10), "{:o}".format(64), "{:X}".format(48879))
for bad in ["{", "{0", "{a}", "{0}{2}", "{:q}", "}"]:
    try:
        print(bad.format(1, 2))
    except (ValueError, KeyError, IndexError) as e:
        print(type(e).__name__, e)
