from urllib.parse import urlencode, urlparse, parse_qs, urlunparse, quote, unquote_plus

def build_url(base, path, **params):
    parts = urlparse(base)
    clean = {k: v for k, v in params.items() if v is not None}
    query = urlencode(sorted(clean.items()), doseq=True)
    return urlunparse((parts.scheme, parts.netloc, parts.path.rstrip("/") + "/" + quote(path.lstrip("/")), "", query, ""))

u = build_url("https://api.example.com/v2/", "search items", q="café au lait", page=2, tags=["a", "b"], debug=None)
print(u)
parsed = urlparse(u)
print(parsed.path, parse_qs(parsed.query))
print(unquote_plus("caf%C3%A9+au+lait"), quote("a&b=c", safe="="))
def strip_tracking(url):
    p = urlparse(url)
    q = {k: v for k, v in parse_qs(p.query).items() if not k.startswith("utm_")}
    return p._replace(query=urlencode(q, doseq=True)).geturl()
print(strip_tracking("https://shop.ex/item?id=7&utm_source=mail&utm_medium=x&ref=home"))
