from urllib.parse import urljoin, urlparse, urldefrag, urlencode, parse_qsl, urlunsplit, urlsplit, quote
from html.parser import HTMLParser
from collections import deque
import re

SITE = {
    "https://shop.example.com/": '<a href="/products?page=1">Products</a> <a href="about.html#team">About</a> <a href="https://ext.org/x">ext</a>',
    "https://shop.example.com/products?page=1": '<a href="?page=2">next</a><a href="/products/42">Item 42</a><a href="/products/7?ref=list">Item 7</a>',
    "https://shop.example.com/products?page=2": '<a href="?page=1">prev</a><a href="/products/99">Item 99</a><a href="mailto:sales@example.com">mail</a>',
    "https://shop.example.com/about.html": '<a href="./">home</a><img src="/logo.png">',
    "https://shop.example.com/products/42": "<h1>Item 42</h1>",
    "https://shop.example.com/products/7": "<h1>Item 7</h1>",
}

class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        elif tag == "img":
            self.links.append(a.get("src", ""))

def normalize(url):
    url, _frag = urldefrag(url)
    parts = urlsplit(url)
    query = urlencode(sorted((k, v) for k, v in parse_qsl(parts.query) if k != "ref"))
    path = parts.path or "/"
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), path, query, ""))

start = "https://shop.example.com/"
host = urlparse(start).netloc
seen = {start}
order = []
skipped = []
q = deque([(start, 0)])
while q:
    url, depth = q.popleft()
    order.append((depth, url))
    html = SITE.get(url)
    if html is None:
        skipped.append(("404", url))
        continue
    p = LinkParser()
    p.feed(html)
    for href in p.links:
        absolute = urljoin(url, href)
        parsed = urlparse(absolute)
        if parsed.scheme not in ("http", "https"):
            skipped.append((parsed.scheme, absolute))
            continue
        if parsed.netloc != host:
            skipped.append(("external", absolute))
            continue
        n = normalize(absolute)
        if re.search(r"\.(png|jpg|css)$", parsed.path):
            skipped.append(("asset", n))
            continue
        if n not in seen:
            seen.add(n)
            q.append((n, depth + 1))
for depth, url in order:
    print("  " * depth + url)
for why, url in skipped:
    print(f"skip[{why}] {url}")
print(len(seen), quote("/search/a b&c", safe="/"), urljoin("https://a/b/c", "?q=1"))
