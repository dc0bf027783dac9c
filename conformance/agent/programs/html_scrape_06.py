# Scrape the headlines of a news page.
import json
import re
from html import unescape
from html.parser import HTMLParser
from urllib.parse import urljoin

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

fetch_url = logged(fetch_url)

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
