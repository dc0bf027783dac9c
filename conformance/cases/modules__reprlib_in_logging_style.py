import reprlib
short = reprlib.Repr()
short.maxstring = 20
short.maxlist = 3
short.maxdict = 2
short.maxlevel = 2
payloads = [{"user": "a" * 50, "items": list(range(10))}, [[1, [2, [3, [4]]]]], "x" * 5,
            {i: i for i in range(5)}, tuple(range(8)), 10 ** 60]
for p in payloads:
    print(short.repr(p))
print(reprlib.repr(list(range(3))), reprlib.aRepr.maxlist)
