from urllib.parse import (urlparse, urlunparse, urlencode, parse_qs, parse_qsl, quote,
                          unquote, quote_plus, urljoin, urlsplit)

u = urlparse("https://user:pw@api.example.com:8443/v1/items;p?q=1&tag=a&tag=b#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment)
print(u.username, u.password, u._replace(query="").geturl())
print(parse_qs(u.query), parse_qsl(u.query))
params = {"q": "café & bar", "page": 2, "tags": ["x", "y"]}
print(urlencode(params), urlencode(params, doseq=True))
print(quote("a b/c?d"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%9C%93%20ok"))
print(urljoin("https://ex.com/a/b/c", "../d"), urljoin("https://ex.com/a/", "/root"),
      urljoin("https://ex.com/a", "https://other.org/x"))
print(urlunparse(("https", "ex.com", "/p", "", "a=1", "")), urlsplit("http://h/p?x#y"))
print(urlparse("mailto:someone@example.com"), urlparse("//cdn.ex.com/lib.js").netloc)
print(parse_qs("a=1&b=&c", keep_blank_values=True))
