# Follow a paginated API until there is no next page (or a page limit).
import json
from urllib.parse import parse_qs, urlencode, urlparse

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

BASE = "https://api.example.com/items"

def page_url(page):
    return BASE + "?" + urlencode({"page": page})

items, page, fetched = [], 2, 0
while page is not None and fetched < 3:
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
print("sum of v:", sum(i["v"] for i in items))
