import hashlib
import json

docs = [
    {"id": 1, "text": "Hello World", "meta": {"lang": "en"}},
    {"id": 2, "text": "hello world ", "meta": {"lang": "en"}},
    {"id": 3, "text": "Bonjour", "meta": {"lang": "fr"}},
    {"id": 4, "text": "Hello   World", "meta": {"lang": "en"}},
]
def norm(t):
    return " ".join(t.lower().split())
def fingerprint(doc):
    payload = json.dumps({"text": norm(doc["text"]), "meta": doc["meta"]}, sort_keys=True).encode()
    return hashlib.sha256(payload).hexdigest()[:12]
seen = {}
for d in docs:
    fp = fingerprint(d)
    if fp in seen:
        print(f"doc {d['id']} duplicates {seen[fp]}")
    else:
        seen[fp] = d["id"]
print(seen)
h = hashlib.md5()
for chunk in (b"a" * 10, b"b" * 5):
    h.update(chunk)
print(h.hexdigest(), h.copy().hexdigest() == h.hexdigest(), hashlib.sha512(b"").digest()[:4])
print(sorted(hashlib.algorithms_guaranteed)[:5], hashlib.sha224(b"x").block_size)
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex()[:16])
print(hashlib.sha256("text").hexdigest())
