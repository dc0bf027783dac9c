# Scrape the headlines of a news page.
import json
import re
from html import unescape
from html.parser import HTMLParser
from urllib.parse import urljoin

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
fetch_url = LOG.wrap('fetch_url', fetch_url)

URL = "https://news.example.com/"
try:
    page = fetch_url(URL)
except LookupError as exc:
    print("fetch failed:", exc)
    page = "<html></html>"
print(len(page), "characters")
title = re.search(r"<title>(.*?)</title>", page, re.S)
print("title:", title.group(1) if title else None)
links = re.findall(r"<a href='([^']+)'>([^<]+)</a>", page)
for n, (href, text) in enumerate(links, 1):
    print(f"{n}. {text} <{urljoin(URL, href)}>")
words = sorted({w.lower() for _, text in links for w in text.split()})
print("words:", words)
print(unescape("&lt;done&gt;"))
