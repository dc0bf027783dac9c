import hmac
import hashlib
SECRET = b'k3y'
def sign(user):
    return user + '.' + hmac.new(SECRET, user.encode(), hashlib.sha256).hexdigest()[:12]
def verify(token):
    user, _, mac = token.rpartition('.')
    expected = hmac.new(SECRET, user.encode(), hashlib.sha256).hexdigest()[:12]
    return hmac.compare_digest(mac, expected)
t = sign('alice')
print(t)
print(verify(t), verify(t[:-1] + 'x'), verify('bob.' + t.split('.')[1]))
