# Resolving links against a page URL and rebuilding URLs
from urllib.parse import urljoin, urlparse, urlunparse, urlunsplit, urlsplit, urldefrag

page = "https://docs.example.com/guide/intro/index.html?lang=en"
for link in ["setup.html", "../api/", "/search?q=x", "//other.org/x", "#section-2",
             "https://abs.example.com/", "./a/./b/../c", ""]:
    print(f"{link!r:32} {urljoin(page, link)}")
u = urlparse(page)
print(urlunparse(u._replace(query="", fragment="")))
print(urlunparse(("https", "h.example", "/p", "", "a=1&b=2", "frag")))
print(urlunsplit(urlsplit("http://x.org/a?b#c")._replace(scheme="https")))
print(urldefrag("https://h/p#frag"), urldefrag("https://h/p").fragment == "")
