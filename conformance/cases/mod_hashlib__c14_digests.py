import hashlib, hmac
for name in ["md5", "sha1", "sha256", "sha3_256", "blake2b"]:
    h = hashlib.new(name, b"abc")
    print(name, h.hexdigest()[:16], h.digest_size)
h = hashlib.sha256()
for chunk in [b"a", b"b", b"c"]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), hashlib.blake2b(b"x", digest_size=8).hexdigest())
mac = hmac.new(b"key", b"msg", "sha256").hexdigest()
print(mac[:20], hmac.compare_digest(mac, mac))
