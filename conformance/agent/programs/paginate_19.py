# Follow a paginated API until there is no next page (or a page limit).
import json
from urllib.parse import parse_qs, urlencode, urlparse

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

BASE = "https://api.example.com/items"

def page_url(page):
    return BASE + "?" + urlencode({"page": page})

items, page, fetched = [], 1, 0
while page is not None and fetched < 1:
    url = page_url(page)
    query = parse_qs(urlparse(url).query)
    try:
        payload = json.loads(fetch_url(url))
    except LookupError as exc:
        print("stopped:", exc)
        break
    fetched += 1
    print(f"page {query['page'][0]}: {len(payload['items'])} item(s)")
    items.extend(payload["items"])
    page = payload.get("next")
print(f"{len(items)} items from {fetched} page(s); more: {page is not None}")
print("max item:", max(items, key=lambda i: i["v"]) if items else None)
