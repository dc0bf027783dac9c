import base64, binascii
raw = "héllo wörld".encode()
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode), (base64.b32encode, base64.b32decode), (base64.b16encode, base64.b16decode)]:
    e = enc(raw)
    print(enc.__name__, e, dec(e) == raw)
print(base64.b64encode(b"\xfb\xff"), base64.urlsafe_b64encode(b"\xfb\xff"), binascii.hexlify(b"ab", "-"))
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("Error:", e)
print(base64.b64decode("YWJj"), base64.b64decode(b"YW Jj", validate=False))
