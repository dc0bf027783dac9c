import uuid
u = uuid.uuid5(uuid.NAMESPACE_DNS, "example.org")
print(u, u.version, u.hex[:8], str(uuid.uuid3(uuid.NAMESPACE_URL, "http://x")), u == uuid.UUID(str(u)))
print(uuid.UUID("12345678-1234-5678-1234-567812345678").int, uuid.UUID(int=1), repr(uuid.UUID(bytes=b"\x00" * 16)))
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print(e)
