cases = [("{:d}", 3.5), ("{:s}", 3), ("{:,s}", "x"), ("{:=}", "abc"), ("{:.2d}", 5),
         ("{:x}", 1.0), ("{:%}", "1"), ("{:c}", 65), ("{:c}", "A"), ("{:>{}}", "x")]
for spec, value in cases:
    try:
        print(repr(spec), "->", repr(spec.format(value)))
    except (ValueError, TypeError, IndexError) as e:
        print(repr(spec), "->", type(e).__name__, e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print(e)
try:
    "{".format()
except ValueError as e:
    print(e)
try:
    "{a.b}".format(a=1)
except AttributeError as e:
    print(e)
try:
    "{0[5]}".format([1, 2])
except IndexError as e:
    print(e)
print("{!r:^9}".format("q"), "{0.real}".format(3j), "{d[key]}".format(d={"key": 1}))
