# Deduplicate documents by content hash and build short ids with base64 and hashlib.
import base64
import hashlib
import hmac
import zlib
from collections import defaultdict

docs = search_docs("") + search_docs("security") + search_docs("deploy")
print(len(docs), "docs fetched (with repeats)")
by_hash = defaultdict(list)
for d in docs:
    digest = hashlib.sha256(d["body"].encode("utf-8")).hexdigest()
    by_hash[digest].append(d["id"])
for digest, ids in sorted(by_hash.items(), key=lambda kv: kv[1][0]):
    short = base64.urlsafe_b64encode(bytes.fromhex(digest)[:9]).decode()
    print(f"{short} {digest[:12]} {ids}")
body = docs[0]["body"].encode()
print(hashlib.md5(body).hexdigest(), hashlib.sha1(body).hexdigest()[:16])
print(hashlib.blake2b(body, digest_size=8).hexdigest(), hashlib.sha3_256(b"x").hexdigest()[:10])
h = hashlib.sha256()
for d in docs:
    h.update(d["id"].encode())
print("combined:", h.hexdigest()[:20], h.digest_size, h.name)
sig = hmac.new(b"secret-key", body, hashlib.sha256).hexdigest()
print("hmac:", sig[:24], hmac.compare_digest(sig, sig))
packed = zlib.compress(body * 3)
print(len(body) * 3, "->", len(packed), zlib.crc32(body), zlib.decompress(packed)[:20])
enc = base64.b64encode(b"user:pass").decode()
print(enc, base64.b64decode(enc), base64.b16encode(b"\x01\xff"), base64.b32encode(b"ab"))
try:
    base64.b64decode("abc", validate=True)
except ValueError as exc:
    print(type(exc).__name__, exc)
key = b"pw"
for _ in range(1000):  # key stretching by hand (hashlib.pbkdf2_hmac is not offered)
    key = hmac.new(key, b"salt", hashlib.sha256).digest()
print(key.hex()[:16])
