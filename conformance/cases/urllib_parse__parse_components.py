# Parsing URLs into components, as an API client does
from urllib.parse import urlparse, urlsplit

for url in ["https://api.example.com:8443/v2/users/42?fields=name,email&page=3#top",
            "http://user:secret@localhost/admin", "ftp://files.example.org/pub/README",
            "//cdn.example.net/lib.js", "/relative/path?x=1", "mailto:someone@example.com",
            "https://[2001:db8::1]:443/ipv6"]:
    u = urlparse(url)
    print(u.scheme or "-", u.hostname, u.port, u.path, u.query or "-", u.fragment or "-")
s = urlsplit("HTTPS://Example.COM/Path")
print(s.scheme, s.netloc, s.hostname, s.geturl())
print(urlparse("https://h/p;params?q")._asdict())
