import base64
payloads = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar']
for p in payloads:
    e = base64.b64encode(p)
    print(p, e, base64.b64decode(e) == p)
token = base64.urlsafe_b64encode(bytes(range(250, 256))).rstrip(b'=')
print(token)
padded = token + b'=' * (-len(token) % 4)
print(list(base64.urlsafe_b64decode(padded)))
