import uuid

ns = uuid.NAMESPACE_DNS
u5 = uuid.uuid5(ns, "example.com")
u3 = uuid.uuid3(ns, "example.com")
print(u5, u5.version, u3, u3.version)
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://ex.com/a") == uuid.uuid5(uuid.NAMESPACE_URL, "https://ex.com/a"))
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u.hex, u.int, u.bytes[:4], u.fields[0], str(u).upper(), repr(u))
print(uuid.UUID(int=1), uuid.UUID(bytes=bytes(16)), uuid.UUID("{12345678123456781234567812345678}"))
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), u.variant)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
r = uuid.uuid4()
print(r.version, len(str(r)), str(r).count("-"))
