# Build, parse and normalise API URLs with urllib.parse before fetching them.
from urllib.parse import (urlencode, urljoin, urlparse, urlunparse, parse_qs, parse_qsl,
                          quote, unquote, urlsplit, quote_plus)
import json

BASE = "https://api.example.com/"
queries = [{"page": 1}, {"page": 2}, {"page": 3}]
items = []
for q in queries:
    url = urljoin(BASE, "items") + "?" + urlencode(q)
    try:
        body = json.loads(fetch_url(url))
    except LookupError as exc:
        print("stop:", exc)
        break
    items.extend(body["items"])
    print(url, "->", len(body["items"]), "items, next", body["next"])
print("values:", [i["v"] for i in items])

raw = "https://user:pw@Example.COM:8443/a/b/../c;p?x=1&y=two&x=3#frag"
parts = urlparse(raw)
print(parts.scheme, parts.hostname, parts.port, parts.path, parts.params, parts.fragment)
print(parts.username, parts.password, parse_qs(parts.query), parse_qsl(parts.query))
clean = parts._replace(netloc=parts.hostname, fragment="", query=urlencode(sorted(parse_qsl(parts.query))))
print(urlunparse(clean))
print(quote("a b/c?d"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("%7Euser%20x"))
print(urlencode({"q": "café au lait", "tags": ["a", "b"]}, doseq=True))
print(urljoin("https://x.org/a/b/c", "../d"), urljoin("https://x.org/a/", "//cdn.org/z"))
s = urlsplit("http://[::1]:80/p?q")
print(s.hostname, s.port, s.geturl())
try:
    urlparse("http://x:notaport/").port
except ValueError as exc:
    print("ValueError:", exc)
