# Scrape the headlines of a news page.
import json
import re
from html import unescape
from html.parser import HTMLParser
from urllib.parse import urljoin

URL = "https://news.example.com/"
try:
    page = fetch_url(URL)
except LookupError as exc:
    print("fetch failed:", exc)
    page = "<html></html>"
print(len(page), "characters")
class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.title, self._in_title, self._href = [], None, False, None

    def handle_starttag(self, tag, attrs):
        if tag == "title":
            self._in_title = True
        elif tag == "a":
            self._href = dict(attrs).get("href")

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
        elif tag == "a":
            self._href = None

    def handle_data(self, data):
        if self._in_title:
            self.title = data
        elif self._href:
            self.links.append((self._href, data))

parser = LinkParser()
parser.feed(page)
print("title:", parser.title)
links = parser.links
print(json.dumps([{"text": t, "url": urljoin(URL, h)} for h, t in links]))
words = sorted({w.lower() for _, text in links for w in text.split()})
print("words:", words)
print(unescape("&lt;done&gt;"))
