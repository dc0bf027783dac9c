import secrets
t = secrets.token_hex(8)
print(len(t), all(c in "0123456789abcdef" for c in t), len(secrets.token_hex()))
print(len(secrets.token_bytes(5)), type(secrets.token_bytes(5)).__name__, len(secrets.token_urlsafe(16)))
print(secrets.choice(["a"]), 0 <= secrets.randbelow(10) < 10, secrets.randbits(8) < 256)
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"a", b"b"), secrets.DEFAULT_ENTROPY)
try:
    secrets.randbelow(0)
except ValueError as e:
    print(e)
codes = {secrets.token_urlsafe(6) for _ in range(20)}
print(len(codes) > 15)
