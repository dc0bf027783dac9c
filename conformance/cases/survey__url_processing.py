from urllib.parse import urlparse, urlunparse, parse_qs, parse_qsl, urlencode, quote, unquote, urljoin, urlsplit, quote_plus

urls = [
    "https://user:pw@example.com:8443/path/to/page.html?q=python+sandbox&page=2&tag=a&tag=b#section-3",
    "http://example.org/search?q=%E2%9C%93%20ok&empty=",
    "ftp://files.example.net/pub/",
    "/relative/path?x=1",
]
for u in urls:
    p = urlparse(u)
    print(p.scheme or "-", p.hostname, p.port, p.path, p.fragment or "-")
    print("   ", parse_qs(p.query, keep_blank_values=True))
p = urlparse(urls[0])
print(p.username, p.password, p.netloc)
q = dict(parse_qsl(p.query))
q["page"] = str(int(q["page"]) + 1)
print(urlunparse(p._replace(query=urlencode(q), fragment="")))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("%7Euser%20x"))
print(urljoin("https://a.com/x/y/z.html", "../img/p.png"), urljoin("https://a.com/x/", "//cdn.com/q"))
print(urlencode({"ids": [1, 2, 3], "s": "x y"}, doseq=True))
print(urlsplit("https://h/p;params?q#f"))
