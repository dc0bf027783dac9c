# The SHA-3 family and BLAKE2 digests
import hashlib
import hmac

data = b"The quick brown fox jumps over the lazy dog"
for name in ["sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    h = hashlib.new(name, data)
    print(name, h.digest_size, h.block_size, h.hexdigest()[:24])
    assert h.hexdigest() == getattr(hashlib, name)(data).hexdigest()
h = hashlib.sha3_512()
for chunk in (data[:10], data[10:]):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha3_512(data).hexdigest(), h.name)
print(hmac.new(b"key", data, "sha3_256").hexdigest()[:20], "sha3_384" in hashlib.algorithms_guaranteed)
print(hashlib.blake2b(data, digest_size=20, key=b"secret").hexdigest())
