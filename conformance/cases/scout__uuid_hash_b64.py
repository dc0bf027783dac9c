import uuid
import hashlib
import base64
import hmac
import binascii

ns = uuid.NAMESPACE_DNS
u = uuid.uuid5(ns, "example.com")
print(u, u.version, u.hex[:8], str(uuid.uuid3(uuid.NAMESPACE_URL, "https://x.y")))
print(uuid.UUID("12345678-1234-5678-1234-567812345678").int, repr(uuid.UUID(int=1)))
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}").urn, uuid.UUID(bytes=b"\x00" * 16))
data = "hello world".encode()
print(hashlib.sha256(data).hexdigest(), hashlib.md5(data).hexdigest())
h = hashlib.sha1()
h.update(b"hello ")
h.update(b"world")
print(h.hexdigest(), h.digest_size, h.name, hashlib.new("sha256", b"x").hexdigest()[:10])
print(hashlib.blake2b(data, digest_size=8).hexdigest(), hashlib.sha3_256(b"").hexdigest()[:16])
print(hmac.new(b"key", data, hashlib.sha256).hexdigest(), hmac.compare_digest("a", "a"))
enc = base64.b64encode(data)
print(enc, base64.b64decode(enc), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"ab"), base64.b16encode(b"hi"))
print(binascii.hexlify(b"\x01\xff"), bytes.fromhex("deadbeef"), b"\x01\x02".hex(":"), binascii.crc32(data))
print(base64.b64decode("not base64!!!", validate=True))
