import hmac
try:
    hmac.new(b'k', b'm')
except TypeError as e:
    print(type(e).__name__, e)
try:
    hmac.new('str-key', b'm', 'sha256')
except TypeError as e:
    print(type(e).__name__, e)
h = hmac.new(b'k', b'm', 'sha256')
print(h.name, h.block_size, len(h.digest()))
print(hmac.compare_digest(b'abc', b'abc'), hmac.compare_digest('a', 'b'))
