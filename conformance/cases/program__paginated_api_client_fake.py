import json
from urllib.parse import urlencode, urlparse, parse_qs

DATA = [{"id": i, "name": f"item{i}", "price": round(1.5 * i, 2)} for i in range(1, 24)]

def fake_get(url):
    q = parse_qs(urlparse(url).query)
    page = int(q.get("page", ["1"])[0])
    size = int(q.get("size", ["10"])[0])
    start = (page - 1) * size
    chunk = DATA[start:start + size]
    next_page = page + 1 if start + size < len(DATA) else None
    return json.dumps({"items": chunk, "next": next_page, "total": len(DATA)})

def fetch_all(base, size):
    page, items, calls = 1, [], []
    while page is not None:
        url = f"{base}?{urlencode({'page': page, 'size': size})}"
        calls.append(url.split("?")[1])
        body = json.loads(fake_get(url))
        items.extend(body["items"])
        page = body["next"]
    return items, calls

items, calls = fetch_all("https://api.example.com/items", 8)
print(len(items), calls)
print(items[0], items[-1])
print(sum(i["price"] for i in items), max(items, key=lambda i: i["price"])["name"])
expensive = [i["id"] for i in items if i["price"] > 30]
print(expensive)
