# Errors of urllib.parse read as in CPython
from urllib.parse import urlparse, urlsplit, parse_qsl, urljoin

try:
    urlparse("http://host:99999/").port
except ValueError as e:
    print("ValueError:", e)
try:
    urlsplit("http://[::1/")
except ValueError as e:
    print("ValueError:", e)
try:
    parse_qsl("novalue", strict_parsing=True)
except ValueError as e:
    print("ValueError:", e)
try:
    urljoin("http://a/", b"bytes")
except TypeError as e:
    print("TypeError:", e)
print(urlparse("http://host:abc/").netloc)
urlparse("http://host:abc/").port
