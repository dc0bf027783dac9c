import hashlib
h = hashlib.shake_128(b"abc")
print(h.name, h.digest_size, h.hexdigest(16), h.digest(4))
g = h.copy(); g.update(b"d"); print(g.hexdigest(8), hashlib.shake_256(b"x").hexdigest(10))
print(hashlib.new("shake_256", b"x").hexdigest(10), "shake_128" in hashlib.algorithms_available)
try:
    h.hexdigest()
except TypeError as e:
    print(e)
