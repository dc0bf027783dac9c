from urllib.parse import urlencode, urlparse, parse_qs, quote, unquote, urljoin, urlunparse, parse_qsl
q = urlencode({"q": "sand box", "page": 2, "tags": ["a", "b"]}, doseq=True)
print(q, parse_qs(q), parse_qsl("a=1&a=2&b="), parse_qs("b=", keep_blank_values=True))
u = urlparse("https://user@api.example.com:8443/v1/items;p?id=5&x=%20#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment, u.username)
print(urlunparse(u._replace(query="", fragment="")), urljoin("https://a/b/c", "../d"), urljoin("https://a/b/", "/e"))
print(quote("a b/c?d"), quote("a b/c", safe=""), unquote("%E2%82%AC%20x"))
