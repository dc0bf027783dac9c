import hmac
import hashlib
key = b'secret-key'
msg = b'important message'
sig = hmac.new(key, msg, hashlib.sha256).hexdigest()
print(sig)
print(hmac.compare_digest(sig, hmac.new(key, msg, 'sha256').hexdigest()))
print(hmac.compare_digest(sig, 'x' * 64))
h = hmac.new(key, digestmod=hashlib.md5)
h.update(b'part1')
h.update(b'part2')
print(h.hexdigest(), h.digest_size)
print(hmac.digest(key, msg, 'sha1').hex())
