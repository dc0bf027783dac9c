b = b"hello world"
print(b.upper(), b.split(), b[0], b[:5], b.hex(), bytes.fromhex("48 69"), b.find(b"o"), list(b"ab"), bytes(3), bytes([65, 66]))
ba = bytearray(b"abc")
ba[0] = 90; ba.append(33); ba.extend(b"??")
print(ba, ba.decode(), len(ba), bytes(ba), ba.replace(b"?", b"!"))
print("é".encode(), "é".encode("latin-1"), b"\xc3\xa9".decode(), b"caf\xe9".decode("latin-1"), b"x\xffy".decode("utf-8", "replace"))
for bad in [lambda: bytes([256]), lambda: b"a" + "b", lambda: ba.insert(0, 300), lambda: bytes.fromhex("zz")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
