import hashlib
try:
    hashlib.sha256('text')
except TypeError as e:
    print(type(e).__name__, e)
print(hashlib.sha256('text'.encode('utf-8')).hexdigest()[:20])
print(hashlib.md5(b'a' * 1000).hexdigest())
