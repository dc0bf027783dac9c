"""The fake tools agent programs call: deterministic data, some tools raising as real APIs do.

:func:`make_tools` returns fresh functions (stateful ones, such as the flaky fetch that fails
before it succeeds, start over), so CPython and the sandbox each get an identical set: as plain
functions in CPython's namespace, as host tools in the sandbox.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

USERS = {
    1: {"id": 1, "name": "Ada Lovelace", "email": "ada@example.com", "team": "research",
        "joined": "2021-03-14", "active": True},
    2: {"id": 2, "name": "Alan Turing", "email": "alan@example.com", "team": "research",
        "joined": "2020-06-23", "active": True},
    3: {"id": 3, "name": "Grace Hopper", "email": "grace@example.com", "team": "platform",
        "joined": "2019-12-09", "active": False},
    4: {"id": 4, "name": "Edsger Dijkstra", "email": "edsger@example.com", "team": "platform",
        "joined": "2022-05-11", "active": True},
    5: {"id": 5, "name": "Barbara Liskov", "email": "barbara@example.com", "team": "design",
        "joined": "2023-01-02", "active": True},
}

ORDERS = [
    {"id": "o-100", "user_id": 1, "amount": 120.5, "currency": "USD", "status": "shipped",
     "created": "2024-01-03T10:15:00", "items": ["keyboard", "mouse"]},
    {"id": "o-101", "user_id": 2, "amount": 35.0, "currency": "EUR", "status": "pending",
     "created": "2024-01-05T08:00:00", "items": ["cable"]},
    {"id": "o-102", "user_id": 1, "amount": 999.99, "currency": "USD", "status": "delivered",
     "created": "2024-01-09T17:45:30", "items": ["laptop"]},
    {"id": "o-103", "user_id": 3, "amount": 15.25, "currency": "GBP", "status": "cancelled",
     "created": "2024-02-01T12:00:00", "items": ["stickers", "pen"]},
    {"id": "o-104", "user_id": 4, "amount": 250.0, "currency": "USD", "status": "shipped",
     "created": "2024-02-14T09:30:00", "items": ["monitor"]},
    {"id": "o-105", "user_id": 2, "amount": 75.4, "currency": "USD", "status": "delivered",
     "created": "2024-02-20T21:10:00", "items": ["headphones", "case"]},
    {"id": "o-106", "user_id": 5, "amount": 42.0, "currency": "EUR", "status": "pending",
     "created": "2024-03-02T07:05:00", "items": ["notebook", "pen", "ink"]},
    {"id": "o-107", "user_id": 4, "amount": 18.9, "currency": "GBP", "status": "delivered",
     "created": "2024-03-11T15:20:00", "items": ["mug"]},
]

PRODUCTS = {
    "KB-1": {"sku": "KB-1", "name": "keyboard", "price": 49.9, "stock": 12, "tags": ["input"]},
    "MS-2": {"sku": "MS-2", "name": "mouse", "price": 19.5, "stock": 0, "tags": ["input"]},
    "LP-3": {"sku": "LP-3", "name": "laptop", "price": 999.99, "stock": 3,
             "tags": ["computer", "portable"]},
    "MN-4": {"sku": "MN-4", "name": "monitor", "price": 250.0, "stock": 7, "tags": ["display"]},
    "HP-5": {"sku": "HP-5", "name": "headphones", "price": 59.0, "stock": 25,
             "tags": ["audio", "portable"]},
    "CB-6": {"sku": "CB-6", "name": "cable", "price": 5.0, "stock": 140, "tags": ["accessory"]},
}

WEATHER = {
    "paris": {"city": "Paris", "temp_c": 14.2, "humidity": 71, "conditions": "cloudy",
              "wind_kph": 12.0},
    "tokyo": {"city": "Tokyo", "temp_c": 22.8, "humidity": 60, "conditions": "clear",
              "wind_kph": 8.5},
    "oslo": {"city": "Oslo", "temp_c": -3.5, "humidity": 80, "conditions": "snow",
             "wind_kph": 20.1},
    "lima": {"city": "Lima", "temp_c": 19.0, "humidity": 84, "conditions": "fog",
             "wind_kph": 5.2},
    "cairo": {"city": "Cairo", "temp_c": 31.4, "humidity": 22, "conditions": "sunny",
              "wind_kph": 15.7},
}

PRICES = {"ACME": 132.45, "GLOBX": 58.1, "INITech": 12.75, "UMBR": 301.2, "WAYNE": 88.0}
RATES = {("USD", "EUR"): 0.92, ("EUR", "USD"): 1.087, ("USD", "GBP"): 0.79,
         ("GBP", "USD"): 1.27, ("EUR", "GBP"): 0.86, ("GBP", "EUR"): 1.16}

LOGS = {
    "api": "\n".join([
        "2024-03-01 10:00:01 INFO request id=1 path=/users status=200 ms=35",
        "2024-03-01 10:00:02 WARN request id=2 path=/orders status=429 ms=5",
        "2024-03-01 10:00:05 INFO request id=3 path=/users/7 status=404 ms=12",
        "2024-03-01 10:01:10 ERROR request id=4 path=/orders status=500 ms=1203",
        "2024-03-01 10:01:11 INFO request id=5 path=/health status=200 ms=1",
        "2024-03-01 10:02:45 INFO request id=6 path=/orders status=201 ms=88",
        "2024-03-01 10:03:00 ERROR request id=7 path=/payments status=502 ms=3001",
    ]),
    "worker": "\n".join([
        "2024-03-01 09:59:58 INFO job=sync started",
        "2024-03-01 10:00:30 INFO job=sync finished items=120",
        "2024-03-01 10:05:00 WARN job=report retry=1 reason=timeout",
        "2024-03-01 10:05:30 INFO job=report finished items=8",
        "2024-03-01 10:10:00 ERROR job=cleanup failed reason=permission",
    ]),
}

CSV_FILES = {
    "sales": "region,month,units,revenue\nnorth,2024-01,120,2400.50\nsouth,2024-01,80,1610.00\n"
             "north,2024-02,95,1900.25\neast,2024-02,60,1320.75\nsouth,2024-02,110,2205.00\n"
             "east,2024-03,72,1490.10\n",
    "employees": "name,dept,salary,start\nKim,eng,98000,2019-04-01\nLee,eng,105000,2017-09-15\n"
                 "Park,sales,67000,2021-01-10\nChen,sales,72000,2020-07-01\n"
                 "Diaz,ops,58000,2022-11-30\n",
}

CONFIGS = {
    "service": "[server]\nhost = 0.0.0.0\nport = 8080\ndebug = false\n\n[database]\n"
               "url = postgres://db.internal/app\npool = 5\ntimeout = 2.5\n\n[features]\n"
               "beta = yes\nlegacy = no\n",
}

PAGES = {
    "https://api.example.com/status": json.dumps({"ok": True, "version": "2.4.1",
                                                  "services": {"db": "up", "cache": "degraded"}}),
    "https://api.example.com/items?page=1": json.dumps({"items": [{"id": 1, "v": 3},
                                                                  {"id": 2, "v": 5}], "next": 2}),
    "https://api.example.com/items?page=2": json.dumps({"items": [{"id": 3, "v": 8}],
                                                        "next": None}),
    "https://news.example.com/": "<html><head><title>Daily News</title></head><body>"
                                 "<h1>Top stories</h1><a href='/a/1'>Rates rise</a>"
                                 "<a href='/a/2'>Rain expected</a></body></html>",
}

EVENTS = {
    1: [{"title": "standup", "start": "2024-03-04T09:00:00", "end": "2024-03-04T09:15:00"},
        {"title": "design review", "start": "2024-03-04T13:30:00",
         "end": "2024-03-04T15:00:00"},
        {"title": "1:1", "start": "2024-03-05T11:00:00", "end": "2024-03-05T11:30:00"}],
    2: [{"title": "planning", "start": "2024-03-04T10:00:00", "end": "2024-03-04T11:45:00"},
        {"title": "lunch talk", "start": "2024-03-06T12:00:00", "end": "2024-03-06T13:00:00"}],
}

DOCS = [
    {"id": "d1", "title": "Onboarding guide", "body": "Welcome! Set up your laptop, join the "
     "chat, and read the security policy before your first deploy.", "tags": ["hr", "intro"]},
    {"id": "d2", "title": "Deploy checklist", "body": "Run the tests, bump the version, tag "
     "the release and deploy to staging first.", "tags": ["eng", "release"]},
    {"id": "d3", "title": "Security policy", "body": "Rotate keys every 90 days. Never share "
     "passwords. Report incidents to security@example.com.", "tags": ["security"]},
    {"id": "d4", "title": "Expense rules", "body": "Keep receipts. Meals up to 40 EUR per day "
     "are covered; travel needs approval.", "tags": ["finance", "hr"]},
]


INVOICES = [
    {"id": "inv-1", "customer": "Acme Corp", "amount": "1200.00", "currency": "USD",
     "issued": "2024-01-05", "due": "2024-02-04", "status": "paid"},
    {"id": "inv-2", "customer": "Globex", "amount": "340.50", "currency": "EUR",
     "issued": "2024-01-12", "due": "2024-02-11", "status": "open"},
    {"id": "inv-3", "customer": "Initech", "amount": "89.99", "currency": "USD",
     "issued": "2024-01-20", "due": "2024-01-30", "status": "open"},
    {"id": "inv-4", "customer": "Acme Corp", "amount": "560.00", "currency": "GBP",
     "issued": "2024-02-01", "due": "2024-03-02", "status": "void"},
    {"id": "inv-5", "customer": "Umbrella", "amount": "2150.75", "currency": "USD",
     "issued": "2024-02-10", "due": "2024-03-11", "status": "open"},
    {"id": "inv-6", "customer": "Globex", "amount": "75.00", "currency": "USD",
     "issued": "2024-02-18", "due": "2024-03-19", "status": "paid"},
    {"id": "inv-7", "customer": "Initech", "amount": "410.20", "currency": "EUR",
     "issued": "2024-02-25", "due": "2024-03-10", "status": "open"},
    {"id": "inv-8", "customer": "Wayne Ent", "amount": "999.00", "currency": "GBP",
     "issued": "2024-03-01", "due": "2024-03-31", "status": "open"},
]

METRIC_BASE = {"api": 120, "worker": 40, "search": 75, "db": 9}
METRICS = ("latency_ms", "errors", "cpu_pct")

PLACES = {
    "paris": (48.8566, 2.3522), "london": (51.5072, -0.1276), "berlin": (52.52, 13.405),
    "madrid": (40.4168, -3.7038), "rome": (41.9028, 12.4964), "vienna": (48.2082, 16.3738),
    "oslo": (59.9139, 10.7522),
}


def make_tools() -> dict[str, Callable[..., Any]]:
    """A fresh set of the tools (see the module docstring)."""
    attempts: dict[str, int] = {}
    sent: list[dict[str, Any]] = []
    tickets: list[dict[str, Any]] = []

    def get_user(user_id: int) -> dict[str, Any]:
        if not isinstance(user_id, int):
            raise TypeError(f"user_id must be int, not {type(user_id).__name__}")
        if user_id not in USERS:
            raise LookupError(f"user {user_id} not found")
        return dict(USERS[user_id])

    def list_users(team: str | None = None, active_only: bool = False) -> list[dict[str, Any]]:
        users = [dict(u) for u in USERS.values()]
        if team is not None:
            users = [u for u in users if u["team"] == team]
        if active_only:
            users = [u for u in users if u["active"]]
        return users

    def get_orders(user_id: int | None = None, status: str | None = None
                   ) -> list[dict[str, Any]]:
        if user_id is not None and user_id not in USERS:
            raise KeyError(user_id)
        found = [dict(o, items=list(o["items"])) for o in ORDERS
                 if (user_id is None or o["user_id"] == user_id)
                 and (status is None or o["status"] == status)]
        return found

    def get_product(sku: str) -> dict[str, Any]:
        if sku not in PRODUCTS:
            raise KeyError(sku)
        p = PRODUCTS[sku]
        return dict(p, tags=list(p["tags"]))

    def search_products(query: str, limit: int = 5) -> list[dict[str, Any]]:
        if limit <= 0:
            raise ValueError("limit must be positive")
        q = query.lower()
        hits = [dict(p, tags=list(p["tags"])) for p in PRODUCTS.values()
                if q in p["name"] or any(q in t for t in p["tags"])]
        return hits[:limit]

    def get_weather(city: str, units: str = "metric") -> dict[str, Any]:
        if units not in ("metric", "imperial"):
            raise ValueError(f"unknown units: {units!r}")
        key = city.strip().lower()
        if key not in WEATHER:
            raise LookupError(f"no weather station for {city!r}")
        w = dict(WEATHER[key])
        if units == "imperial":
            w["temp_f"] = round(w.pop("temp_c") * 9 / 5 + 32, 1)
        return w

    def get_forecast(city: str, days: int = 3) -> list[dict[str, Any]]:
        key = city.strip().lower()
        if key not in WEATHER:
            raise LookupError(f"no weather station for {city!r}")
        if not 1 <= days <= 7:
            raise ValueError("days must be between 1 and 7")
        base = WEATHER[key]["temp_c"]
        return [{"date": f"2024-03-{4 + i:02d}", "high": round(base + 2 + i * 0.5, 1),
                 "low": round(base - 3 - i * 0.25, 1), "rain_pct": (i * 17 + len(key)) % 100}
                for i in range(days)]

    def get_stock_price(ticker: str) -> float:
        if ticker not in PRICES:
            raise KeyError(f"unknown ticker {ticker}")
        return PRICES[ticker]

    def get_price_history(ticker: str, days: int = 5) -> list[tuple[str, float]]:
        if ticker not in PRICES:
            raise KeyError(f"unknown ticker {ticker}")
        price = PRICES[ticker]
        out = []
        for i in range(days):
            delta = ((i * 7 + len(ticker)) % 11 - 5) / 100
            price = round(price * (1 + delta), 2)
            out.append((f"2024-02-{i + 1:02d}", price))
        return out

    def convert_currency(amount: float, from_ccy: str, to_ccy: str) -> float:
        if from_ccy == to_ccy:
            return float(amount)
        rate = RATES.get((from_ccy, to_ccy))
        if rate is None:
            raise ValueError(f"unsupported conversion {from_ccy}->{to_ccy}")
        return round(amount * rate, 2)

    def read_log(service: str) -> str:
        if service not in LOGS:
            raise FileNotFoundError(f"no log for service {service!r}")
        return LOGS[service]

    def fetch_url(url: str) -> str:
        if "flaky" in url:
            n = attempts[url] = attempts.get(url, 0) + 1
            if n < 3:
                raise ConnectionError(f"connection reset (attempt {n})")
            return json.dumps({"url": url, "attempts": n, "ok": True})
        if "slow" in url:
            raise TimeoutError(f"timed out fetching {url}")
        if url not in PAGES:
            raise LookupError(f"404 Not Found: {url}")
        return PAGES[url]

    def get_csv(name: str) -> str:
        if name not in CSV_FILES:
            raise FileNotFoundError(name)
        return CSV_FILES[name]

    def get_config(name: str) -> str:
        if name not in CONFIGS:
            raise KeyError(name)
        return CONFIGS[name]

    def send_email(to: str, subject: str, body: str) -> dict[str, Any]:
        if "@" not in to:
            raise ValueError(f"invalid address: {to!r}")
        sent.append({"to": to, "subject": subject})
        return {"status": "queued", "id": f"msg-{len(sent)}", "chars": len(body)}

    def create_ticket(title: str, priority: str = "normal") -> dict[str, Any]:
        if priority not in ("low", "normal", "high"):
            raise ValueError(f"bad priority {priority!r}")
        tickets.append({"title": title, "priority": priority})
        return {"id": 1000 + len(tickets), "title": title, "priority": priority}

    def get_calendar(user_id: int) -> list[dict[str, str]]:
        if user_id not in USERS:
            raise LookupError(f"user {user_id} not found")
        return [dict(e) for e in EVENTS.get(user_id, [])]

    def search_docs(query: str) -> list[dict[str, Any]]:
        words = query.lower().split()
        return [dict(d, tags=list(d["tags"])) for d in DOCS
                if all(w in (d["title"] + " " + d["body"]).lower() for w in words)]

    def check_permission(user_id: int, action: str) -> bool:
        if action in ("delete", "admin") and user_id != 1:
            raise PermissionError(f"user {user_id} may not {action}")
        return True

    async def fetch_price_async(ticker: str) -> float:
        return get_stock_price(ticker)

    async def get_weather_async(city: str) -> dict[str, Any]:
        return get_weather(city)

    async def fetch_page(url: str) -> str:
        return fetch_url(url)

    async def lookup_user(user_id: int) -> dict[str, Any]:
        return get_user(user_id)


    def list_invoices(page: int = 1, per_page: int = 3) -> dict[str, Any]:
        if page < 1 or per_page < 1:
            raise ValueError("page and per_page must be positive")
        start = (page - 1) * per_page
        items = [dict(i) for i in INVOICES[start:start + per_page]]
        more = start + per_page < len(INVOICES)
        return {"page": page, "items": items, "next": page + 1 if more else None,
                "total": len(INVOICES)}

    def get_invoice(invoice_id: str) -> dict[str, Any]:
        for inv in INVOICES:
            if inv["id"] == invoice_id:
                break
        else:
            raise KeyError(invoice_id)
        if invoice_id in ("inv-5", "inv-7"):
            n = attempts[invoice_id] = attempts.get(invoice_id, 0) + 1
            if n < (2 if invoice_id == "inv-5" else 4):
                raise TimeoutError(f"billing API timed out on {invoice_id} (attempt {n})")
        return dict(inv)

    def get_metrics(service: str, metric: str = "latency_ms", hours: int = 6
                    ) -> list[dict[str, Any]]:
        if service not in METRIC_BASE:
            raise LookupError(f"unknown service {service!r}")
        if metric == "cost":
            raise PermissionError(f"metric {metric!r} needs the billing role")
        if metric not in METRICS:
            raise ValueError(f"unknown metric {metric!r}; expected one of {METRICS}")
        base = METRIC_BASE[service]
        scale = {"latency_ms": 1.0, "errors": 0.05, "cpu_pct": 0.4}[metric]
        points = []
        for h in range(hours):
            wobble = ((h * 37 + len(service) * 11 + len(metric)) % 23 - 8) / 10
            value = round(base * scale * (1 + wobble), 2)
            points.append({"ts": f"2024-03-01T{8 + h:02d}:{(h * 20) % 60:02d}:00",
                           "value": value})
        return points

    def geocode(place: str) -> dict[str, Any]:
        if not place.strip():
            raise ValueError("empty place name")
        key = place.strip().lower()
        if key not in PLACES:
            raise LookupError(f"could not geocode {place!r}")
        lat, lon = PLACES[key]
        return {"place": place.strip().title(), "lat": lat, "lon": lon}

    def get_order_events(order_id: str) -> list[dict[str, str]]:
        order = next((o for o in ORDERS if o["id"] == order_id), None)
        if order is None:
            raise KeyError(order_id)
        flow = {"pending": ["created"], "shipped": ["created", "paid", "shipped"],
                "delivered": ["created", "paid", "shipped", "delivered"],
                "cancelled": ["created", "cancelled"]}[order["status"]]
        day = int(order["created"][8:10])
        return [{"order": order_id, "event": name,
                 "at": f"{order['created'][:8]}{min(day + i * 2, 28):02d}T{9 + i:02d}:00:00"}
                for i, name in enumerate(flow)]

    async def get_invoice_async(invoice_id: str) -> dict[str, Any]:
        return get_invoice(invoice_id)

    async def fetch_metrics_async(service: str, metric: str = "latency_ms"
                                  ) -> list[dict[str, Any]]:
        return get_metrics(service, metric)

    async def geocode_async(place: str) -> dict[str, Any]:
        return geocode(place)

    async def run_job_async(name: str) -> dict[str, Any]:
        n = attempts["job:" + name] = attempts.get("job:" + name, 0) + 1
        if n <= len(name) % 3:
            raise ConnectionError(f"worker for {name!r} dropped the job (attempt {n})")
        if name.startswith("x"):
            raise PermissionError(f"job {name!r} is not allowed")
        return {"job": name, "attempt": n, "output": len(name) * 7}

    tools = [get_user, list_users, get_orders, get_product, search_products, get_weather,
             get_forecast, get_stock_price, get_price_history, convert_currency, read_log,
             fetch_url, get_csv, get_config, send_email, create_ticket, get_calendar,
             search_docs, check_permission, fetch_price_async, get_weather_async, fetch_page,
             lookup_user, list_invoices, get_invoice, get_metrics, geocode, get_order_events,
             get_invoice_async, fetch_metrics_async, geocode_async, run_job_async]
    return {fn.__name__: fn for fn in tools}
