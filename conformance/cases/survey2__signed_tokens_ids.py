import base64
import hashlib
import hmac
import json
import uuid

SECRET = b"not-a-real-secret"

def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

def unb64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def sign(payload: dict) -> str:
    header = {"alg": "HS256", "typ": "JWT"}
    parts = [b64url(json.dumps(x, separators=(",", ":"), sort_keys=True).encode()) for x in (header, payload)]
    msg = ".".join(parts).encode()
    sig = hmac.new(SECRET, msg, hashlib.sha256).digest()
    return ".".join(parts + [b64url(sig)])

class BadToken(Exception):
    pass

def verify(token: str) -> dict:
    try:
        h, p, s = token.split(".")
    except ValueError:
        raise BadToken("token must have 3 parts") from None
    expected = hmac.new(SECRET, f"{h}.{p}".encode(), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, unb64url(s)):
        raise BadToken("signature mismatch")
    return json.loads(unb64url(p))

tok = sign({"sub": "user-42", "scope": ["read", "write"], "exp": 1700000000})
print(tok)
print(verify(tok))
tampered = tok.split(".")
tampered[1] = b64url(b'{"sub":"admin"}')
for bad in [".".join(tampered), "abc", tok[:-2] + "xx"]:
    try:
        verify(bad)
    except BadToken as e:
        print("BadToken:", e)
ns = uuid.uuid5(uuid.NAMESPACE_DNS, "example.com")
ids = [uuid.uuid5(ns, f"order-{i}") for i in range(3)]
for u in ids:
    print(u, u.version, u.variant == uuid.RFC_4122, u.hex[:8], str(u.int)[:6])
print(uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com/a"), uuid.UUID(int=0), uuid.NAMESPACE_OID)
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, u.fields[:2], u.bytes[:4], u.urn, uuid.UUID(bytes=u.bytes) == u, sorted([ids[1], ids[0]])[0] == min(ids[:2]))
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
print(base64.b32encode(b"hello").decode(), base64.b32decode("NBSWY3DP"), base64.b16encode(b"\x00\xff"), base64.standard_b64decode("aGk="))
short = b64url(ns.bytes)
print(short, len(short), uuid.UUID(bytes=unb64url(short)) == ns)
print(hashlib.sha256(tok.encode()).hexdigest()[:16], hmac.digest(SECRET, b"m", "sha256").hex()[:16])
