# Class-level methods of builtin types
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xff", "little", signed=True))
print(dict.fromkeys("abc", 0), dict.fromkeys(range(3)))
table = str.maketrans("abc", "xyz", "!")
print(table, "a!b!c".translate(table))
print(str.maketrans({"a": "1", "b": None}))
print(bytes.fromhex("de ad be ef"), bytearray.fromhex("00ff"), bytes.maketrans(b"ab", b"ba"))
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), (2.5).hex())
print((255).to_bytes(2, "big"), int.bit_length(255), str.join(", ", ["a", "b"]))


class Registry(dict):
    pass


r = Registry.fromkeys(["x", "y"], [])
print(type(r).__name__, r)


class Code(int):
    pass


print(type(Code.from_bytes(b"\x07", "big")).__name__, Code.from_bytes(b"\x07", "big"))
