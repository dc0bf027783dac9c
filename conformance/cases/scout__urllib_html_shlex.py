from urllib.parse import urlparse, urlencode, parse_qs, parse_qsl, quote, unquote, urljoin, urlsplit, urlunparse, quote_plus
import html
import shlex

url = "https://user:pw@api.example.com:8443/v1/items;p?q=hello+world&tag=a&tag=b#frag"
p = urlparse(url)
print(p.scheme, p.netloc, p.hostname, p.port, p.path, p.params, p.query, p.fragment, p.username)
print(parse_qs(p.query), parse_qsl(p.query))
print(urlencode({"q": "a b&c", "n": 3}), urlencode([("x", 1), ("x", 2)]), urlencode({"t": ["a", "b"]}, doseq=True))
print(quote("a b/c?d"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%9C%93"))
print(urljoin("https://a.com/x/y", "../z"), urljoin("https://a.com/x/", "/abs"), urlsplit("http://h/p?q").query)
print(urlunparse(p._replace(query="", fragment="")), p._replace(scheme="http").geturl()[:30])
print(html.escape('<a href="x">Tom & "Jerry"</a>'), html.unescape("&lt;b&gt; &amp; &#39; &eacute;"))
print(shlex.split('cmd --name "John Smith" -v \'quoted arg\''), shlex.quote("it's"), shlex.join(["a b", "c"]))
shlex.split('unterminated "quote')
