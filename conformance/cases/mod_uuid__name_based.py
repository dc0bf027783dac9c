import uuid
print(uuid.uuid5(uuid.NAMESPACE_DNS, 'example.com'))
print(uuid.uuid3(uuid.NAMESPACE_URL, 'https://example.com/page'))
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u, u.hex, u.version, repr(u))
print(uuid.UUID('{12345678-1234-5678-1234-567812345678}') == u, str(u).upper())
print(uuid.uuid5(uuid.NAMESPACE_DNS, 'a') < uuid.uuid5(uuid.NAMESPACE_DNS, 'b'), u.int % 1000)
try:
    uuid.UUID('not-a-uuid')
except ValueError as e:
    print(type(e).__name__, e)
