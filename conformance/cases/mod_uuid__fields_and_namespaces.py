import uuid
u = uuid.uuid5(uuid.NAMESPACE_URL, 'https://python.org')
print(u, u.version, u.variant)
print(u.bytes[:4], len(u.bytes), u.urn)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int) == u, uuid.UUID(hex=u.hex) == u)
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_OID)
print(sorted([uuid.uuid3(uuid.NAMESPACE_DNS, n) for n in ['c', 'a', 'b']])[0])
