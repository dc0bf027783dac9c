import hashlib
import hmac

data = b"The quick brown fox"
for name in ["md5", "sha1", "sha256", "sha512", "sha3_256", "blake2b"]:
    h = hashlib.new(name, data)
    print(name, h.digest_size, h.hexdigest()[:16])
h = hashlib.sha256()
for chunk in [b"The ", b"quick ", b"brown fox"]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(data).hexdigest(), h.name, h.block_size)
c = h.copy()
c.update(b"!")
print(c.hexdigest() != h.hexdigest())
print(hashlib.blake2b(b"x", digest_size=8).hexdigest(), hashlib.blake2s(b"x", key=b"k").hexdigest()[:10])
sig = hmac.new(b"secret", b"message", hashlib.sha256).hexdigest()
print(sig[:20], hmac.compare_digest(sig, sig), hmac.compare_digest("a", "b"))
print(hmac.digest(b"k", b"m", "sha1").hex())
print(hashlib.md5("héllo".encode()).hexdigest(), "sha256" in hashlib.algorithms_guaranteed)
