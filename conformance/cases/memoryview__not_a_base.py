# memoryview, like bool and range, cannot be a base class; type() and isinstance work
mv = memoryview(b"ab")
print(type(mv) is memoryview, isinstance(mv, memoryview), issubclass(memoryview, object))
print(memoryview.__name__, type(mv).__name__, memoryview.tobytes(mv), memoryview.hex(mv))
for base in (bool, range, slice):
    try:
        type("X", (base,), {})
    except TypeError as e:
        print("TypeError:", e)
class M(memoryview):
    pass
