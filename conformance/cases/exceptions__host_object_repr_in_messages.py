it = iter([])
shown = hex(id(it))
try:
    {}[it]
except KeyError as e:
    print(shown in str(e), shown in repr(e), str(e).replace(shown, "ADDR"))
try:
    [1, 2].index(it)
except ValueError as e:
    print(shown in str(e), str(e).replace(shown, "ADDR"))
print(shown in "%r and %s" % (it, [it]), shown in f"{[it]!r:>80}")
o = object()
print(hex(id(o)) in repr([o, o, (o,)]), repr([o, o]).count(hex(id(o))))
m = [].append
print(hex(id(m)) == hex(id(m)), str(m).startswith("<built-in method append of list object at 0x"))
raise KeyError(hex(id(it)) in repr(KeyError(it)))
