"""Program shapes over the billing, metrics, places and order-event tools: paginated
invoices, metric alerts, trip planning, order state machines, employee CSV reports."""

from __future__ import annotations

import random

from .shaping import block, indent, pick, sample


def invoice_pages(rng: random.Random) -> str:
    per_page = rng.choice([2, 3, 5])
    as_of = pick(rng, "2024-03-01", "2024-03-15", "2024-02-10")
    loop = pick(rng, "while_true", "next_none", "generator")
    record = pick(rng, "dataclass", "dict", "namedtuple")
    agg = pick(rng, "counter", "defaultdict", "groupby")
    parse = pick(rng, "strptime", "fromisoformat")
    out = pick(rng, "table", "json", "csv")
    retry = pick(rng, "for", "while", "none")
    leave = rng.random() < 0.2
    imports = ["from datetime import date, datetime", "from decimal import Decimal"]
    if record == "dataclass":
        imports.append("from dataclasses import dataclass")
    elif record == "namedtuple":
        imports.append("from collections import namedtuple")
    if agg == "counter":
        imports.append("from collections import Counter")
    elif agg == "defaultdict":
        imports.append("from collections import defaultdict")
    else:
        imports.append("from itertools import groupby")
    if out == "json":
        imports.append("import json")
    elif out == "csv":
        imports += ["import csv", "import io"]
    to_date = ('datetime.strptime(raw["due"], "%Y-%m-%d").date()' if parse == "strptime"
               else 'date.fromisoformat(raw["due"])')
    if loop == "while_true":
        fetch = block(f"""
            raws = []
            page = 1
            while True:
                resp = list_invoices(page=page, per_page={per_page})
                raws.extend(resp["items"])
                if resp["next"] is None:
                    break
                page = resp["next"]
            """)
    elif loop == "next_none":
        fetch = block(f"""
            raws, page, pages = [], 1, 0
            while page is not None:
                resp = list_invoices(page=page, per_page={per_page})
                raws += resp["items"]
                page = resp["next"]
                pages += 1
            print(f"{{pages}} page(s), {{resp['total']}} invoice(s)")
            """)
    else:
        fetch = block(f"""
            def all_invoices(per_page={per_page}):
                page = 1
                while page:
                    resp = list_invoices(page=page, per_page=per_page)
                    yield from resp["items"]
                    page = resp["next"]

            raws = list(all_invoices())
            """)
    if record == "dataclass":
        model = block("""
            @dataclass
            class Invoice:
                id: str
                customer: str
                amount: Decimal
                currency: str
                due: date
                status: str

                @property
                def overdue(self):
                    return self.status == "open" and self.due < AS_OF
            """)
        make = ("Invoice(raw['id'], raw['customer'], Decimal(raw['amount']), raw['currency'], "
                "due, raw['status'])")
        get = "inv.{}"
        overdue = "inv.overdue"
    elif record == "namedtuple":
        model = 'Invoice = namedtuple("Invoice", "id customer amount currency due status")\n'
        make = ("Invoice(raw['id'], raw['customer'], Decimal(raw['amount']), raw['currency'], "
                "due, raw['status'])")
        get = "inv.{}"
        overdue = 'inv.status == "open" and inv.due < AS_OF'
    else:
        model = ""
        make = "dict(raw, amount=Decimal(raw['amount']), due=due)"
        get = "inv[{!r}]"
        overdue = 'inv["status"] == "open" and inv["due"] < AS_OF'

    def g(field: str) -> str:
        return get.format(field)

    if agg == "counter":
        totals = block(f"""
            by_status = Counter({g('status')} for inv in invoices)
            owed = Counter()
            for inv in invoices:
                if {g('status')} == "open":
                    owed[{g('customer')}] += {g('amount')}
            ranking = owed.most_common()
            """)
    elif agg == "defaultdict":
        totals = block(f"""
            by_status = defaultdict(int)
            owed = defaultdict(Decimal)
            for inv in invoices:
                by_status[{g('status')}] += 1
                if {g('status')} == "open":
                    owed[{g('customer')}] += {g('amount')}
            ranking = sorted(owed.items(), key=lambda kv: (-kv[1], kv[0]))
            """)
    else:
        totals = block(f"""
            def status_of(inv):
                return {g('status')}

            by_status = {{k: len(list(grp)) for k, grp in
                         groupby(sorted(invoices, key=status_of), key=status_of)}}
            open_ones = sorted((inv for inv in invoices if {g('status')} == "open"),
                               key=lambda inv: {g('customer')})
            ranking = [(name, sum(({g('amount')} for inv in grp), Decimal(0)))
                       for name, grp in groupby(open_ones, key=lambda inv: {g('customer')})]
            ranking.sort(key=lambda kv: (-kv[1], kv[0]))
            """)
    if retry == "for":
        detail = block(f"""
            def fetch_detail(invoice_id, tries=3):
                for attempt in range(1, tries + 1):
                    try:
                        return get_invoice(invoice_id), attempt
                    except TimeoutError as exc:
                        last = exc
                raise last

            for inv in late[:4]:
                try:
                    info, attempts = fetch_detail({g('id')})
                    print(f"  checked {{info['id']}} after {{attempts}} attempt(s)")
                except TimeoutError as exc:
                    print("  gave up:", exc)
            """)
    elif retry == "while":
        detail = block(f"""
            for inv in late[:4]:
                attempt = 0
                while True:
                    attempt += 1
                    try:
                        info = get_invoice({g('id')})
                    except TimeoutError as exc:
                        if attempt == 3:
                            print("  gave up:", exc)
                            break
                        continue
                    print(f"  checked {{info['id']}} after {{attempt}} attempt(s)")
                    break
            """)
    else:
        detail = block(f"""
            for inv in late[:4]:
                try:
                    info = get_invoice({g('id')})
                except TimeoutError as exc:
                    print("  not checked:", exc)
                else:
                    print(f"  checked {{info['id']}}: {{info['status']}}")
            """)
    if out == "table":
        report = block("""
            print(f"{'customer':<12}{'owed':>10}")
            for name, amount in ranking:
                print(f"{name:<12}{amount:>10.2f}")
            """)
    elif out == "json":
        report = block("""
            print(json.dumps({"owed": {k: str(v) for k, v in ranking},
                              "by_status": dict(sorted(by_status.items()))}, indent=1))
            """)
    else:
        report = block("""
            buf = io.StringIO()
            writer = csv.writer(buf, lineterminator="\\n")
            writer.writerow(["customer", "owed"])
            writer.writerows((name, f"{amount:.2f}") for name, amount in ranking)
            print(buf.getvalue(), end="")
            """)
    return ("# Page through all invoices, total what each customer owes and chase late ones.\n"
            + "\n".join(imports) + "\n\n" + f'AS_OF = date.fromisoformat("{as_of}")\n\n'
            + model + ("\n" if model else "") + fetch + block(f"""
            invoices = []
            for raw in raws:
                due = {to_date}
                invoices.append({make})
            print("invoices:", len(invoices))
            """) + totals + block("""
            print("by status:", dict(sorted(by_status.items())))
            """) + report + block(f"""
            late = [inv for inv in invoices if {overdue}]
            print(f"{{len(late)}} overdue as of {{AS_OF:%d %b %Y}}")
            """) + detail + ('get_invoice("inv-0")\n' if leave else ""))


def metric_alerts(rng: random.Random) -> str:
    services = rng.sample(["api", "worker", "search", "db", "cache"], rng.randint(2, 4))
    metric = pick(rng, "latency_ms", "errors", "cpu_pct", "cost")
    limit = {"latency_ms": rng.choice([110, 140]), "errors": rng.choice([2, 5]),
             "cpu_pct": rng.choice([20, 45]), "cost": 1}[metric]
    rules = pick(rng, "class", "dict", "lambda")
    classify = pick(rng, "match", "ifelif", "bisect")
    stats = pick(rng, "statistics", "manual")
    errors = pick(rng, "separate", "tuple")
    imports = []
    if stats == "statistics":
        imports.append("import statistics")
    if classify == "bisect":
        imports.append("import bisect")
    head = "# Pull a metric for several services, summarise it and raise alerts.\n"
    head += "\n".join(imports) + ("\n\n" if imports else "\n")
    head += f"SERVICES = {services!r}\nMETRIC = {metric!r}\nLIMIT = {limit}\n\n"
    if rules == "class":
        rule = block("""
            class Rule:
                def __init__(self, name, limit):
                    self.name, self.limit = name, limit

                def check(self, summary):
                    return summary[self.name] > self.limit

                def __repr__(self):
                    return f"Rule({self.name}>{self.limit})"

            RULES = [Rule("peak", LIMIT * 1.2), Rule("mean", LIMIT)]
            def broken(summary):
                return [r for r in RULES if r.check(summary)]
            """)
    elif rules == "dict":
        rule = block("""
            RULES = {"peak": LIMIT * 1.2, "mean": LIMIT}
            def broken(summary):
                return [f"{k}>{v}" for k, v in RULES.items() if summary[k] > v]
            """)
    else:
        rule = block("""
            RULES = [("peak", lambda s: s["peak"] > LIMIT * 1.2),
                     ("mean", lambda s: s["mean"] > LIMIT)]
            def broken(summary):
                return [name for name, test in RULES if test(summary)]
            """)
    if stats == "statistics":
        summ = block("""
            def summarise(values):
                return {"mean": round(statistics.mean(values), 2), "peak": max(values),
                        "p50": statistics.median(values),
                        "sd": round(statistics.pstdev(values), 2)}
            """)
    else:
        summ = block("""
            def summarise(values):
                ordered = sorted(values)
                mid = len(ordered) // 2
                p50 = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
                mean = sum(values) / len(values)
                sd = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
                return {"mean": round(mean, 2), "peak": ordered[-1], "p50": p50,
                        "sd": round(sd, 2)}
            """)
    if classify == "match":
        level = block("""
            def level(hits):
                match len(hits):
                    case 0:
                        return "ok"
                    case 1:
                        return "warn"
                    case _:
                        return "page"
            """)
    elif classify == "ifelif":
        level = block("""
            def level(hits):
                if not hits:
                    return "ok"
                elif len(hits) == 1:
                    return "warn"
                return "page"
            """)
    else:
        level = block("""
            def level(hits):
                return ["ok", "warn", "page"][bisect.bisect_right([1, 2], len(hits))]
            """)
    if errors == "separate":
        fetch = block("""
            try:
                points = get_metrics(service, METRIC)
            except PermissionError as exc:
                print(f"{service}: denied ({exc})")
                skipped.append(service)
                continue
            except LookupError as exc:
                print(f"{service}: {exc}")
                skipped.append(service)
                continue
            """)
    else:
        fetch = block("""
            try:
                points = get_metrics(service, METRIC)
            except (PermissionError, LookupError, ValueError) as exc:
                print(f"{service}: {type(exc).__name__}: {exc}")
                skipped.append(service)
                continue
            """)
    return head + rule + "\n" + summ + "\n" + level + "\n" + block("""
        alerts, skipped = {}, []
        for service in SERVICES:
        """) + indent(fetch + block("""
            values = [p["value"] for p in points]
            summary = summarise(values)
            hits = broken(summary)
            alerts[service] = level(hits)
            worst = max(points, key=lambda p: p["value"])
            print(f"{service:<7} mean={summary['mean']:>8.2f} peak={summary['peak']:>8.2f} "
                  f"sd={summary['sd']:<6} -> {alerts[service]} {hits}")
            print(f"        worst at {worst['ts'][11:16]}")
            """), 1) + block("""
        paged = sorted(s for s, lv in alerts.items() if lv == "page")
        print("page on-call for:", ", ".join(paged) or "nobody")
        print(f"{len(alerts)} checked, {len(skipped)} skipped")
        """)


def trip_plan(rng: random.Random) -> str:
    places = rng.sample(["Paris", "London", "Berlin", "Madrid", "Rome", "Vienna", "Oslo",
                         "Atlantis", " "], rng.randint(4, 7))
    dist = pick(rng, "haversine", "equirect")
    route = pick(rng, "greedy", "by_distance", "by_longitude")
    point = pick(rng, "dataclass", "tuple", "namedtuple")
    fetch = pick(rng, "sync", "gather")
    unit = pick(rng, "km", "mi")
    imports = ["import math"]
    if point == "dataclass":
        imports.append("from dataclasses import dataclass")
    elif point == "namedtuple":
        imports.append("from typing import NamedTuple")
    if fetch == "gather":
        imports.append("import asyncio")
    head = ("# Geocode the stops of a trip, order them into a route and total the distance.\n"
            + "\n".join(imports) + "\n\n" + f"STOPS = {places!r}\n"
            + f"FACTOR = {1.0 if unit == 'km' else 0.621371}\n\n")
    if point == "dataclass":
        model = block("""
            @dataclass(frozen=True)
            class Stop:
                name: str
                lat: float
                lon: float

            def make(g):
                return Stop(g["place"], g["lat"], g["lon"])
            """)
    elif point == "namedtuple":
        model = block("""
            class Stop(NamedTuple):
                name: str
                lat: float
                lon: float

            def make(g):
                return Stop(g["place"], g["lat"], g["lon"])
            """)
    else:
        model = block("""
            def make(g):
                return (g["place"], g["lat"], g["lon"])
            """)
    if point == "tuple":
        model += block("""
            def coords(s):
                return s[1], s[2]

            def label(s):
                return s[0]
            """)
    else:
        model += block("""
            def coords(s):
                return s.lat, s.lon

            def label(s):
                return s.name
            """)
    if dist == "haversine":
        distance = block("""
            def distance(a, b):
                (lat1, lon1), (lat2, lon2) = coords(a), coords(b)
                p1, p2 = math.radians(lat1), math.radians(lat2)
                dp, dl = p2 - p1, math.radians(lon2 - lon1)
                h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
                return 2 * 6371.0 * math.asin(math.sqrt(h)) * FACTOR
            """)
    else:
        distance = block("""
            def distance(a, b):
                (lat1, lon1), (lat2, lon2) = coords(a), coords(b)
                x = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
                y = math.radians(lat2 - lat1)
                return math.hypot(x, y) * 6371.0 * FACTOR
            """)
    if fetch == "sync":
        get = block("""
            stops, failed = [], []
            for place in STOPS:
                try:
                    stops.append(make(geocode(place)))
                except (LookupError, ValueError) as exc:
                    failed.append((place, exc))
            """)
    else:
        get = block("""
            async def locate_all():
                return await asyncio.gather(*(geocode_async(p) for p in STOPS),
                                            return_exceptions=True)

            stops, failed = [], []
            for place, res in zip(STOPS, asyncio.run(locate_all())):
                if isinstance(res, Exception):
                    failed.append((place, res))
                else:
                    stops.append(make(res))
            """)
    if route == "greedy":
        order = block("""
            route = [stops[0]]
            left = stops[1:]
            while left:
                nxt = min(left, key=lambda s: distance(route[-1], s))
                left.remove(nxt)
                route.append(nxt)
            """)
    elif route == "by_distance":
        order = block("""
            start = stops[0]
            route = [start] + sorted(stops[1:], key=lambda s: distance(start, s))
            """)
    else:
        order = "route = sorted(stops, key=lambda s: (coords(s)[1], label(s)))\n"
    return head + model + "\n" + distance + "\n" + get + block("""
        for place, exc in failed:
            print(f"skipped {place!r}: {type(exc).__name__}: {exc}")
        if len(stops) < 2:
            raise RuntimeError("not enough stops to plan a route")
        """) + order + block(f"""
        total = 0.0
        for a, b in zip(route, route[1:]):
            leg = distance(a, b)
            total += leg
            print(f"{{label(a):>8}} -> {{label(b):<8}} {{leg:8.1f}} {unit}")
        print(f"total {{total:,.1f}} {unit} over {{len(route) - 1}} leg(s)")
        north = max(route, key=lambda s: coords(s)[0])
        print("northernmost:", label(north), "at", f"{{coords(north)[0]:.2f}}N")
        """)


def url_audit(rng: random.Random) -> str:
    urls = sample(rng, ["https://api.example.com/status", "https://api.example.com/items?page=1",
                        "https://api.example.com/flaky/ping?x=1",
                        "https://slow.example.com/report", "https://api.example.com/gone",
                        "https://news.example.com/"], 3, 5)
    tries = rng.choice([2, 3, 4])
    parse = pick(rng, "urlsplit", "urlparse")
    errors = pick(rng, "match_type", "except_chain", "dict_of_types")
    body = pick(rng, "json_or_html", "length")
    order = pick(rng, "by_host", "as_given")
    imports = ["import json", f"from urllib.parse import parse_qs, {parse}"]
    if order == "by_host":
        imports.append("from itertools import groupby")
    if body == "json_or_html":
        imports.append("import re")
    if errors == "match_type":
        call = block("""
            def attempt(url):
                for n in range(1, TRIES + 1):
                    try:
                        return fetch_url(url), n, None
                    except Exception as exc:
                        match exc:
                            case ConnectionError():
                                continue
                            case TimeoutError() | LookupError():
                                return None, n, exc
                            case _:
                                raise
                return None, TRIES, ConnectionError(f"still failing after {TRIES} tries")
            """)
    elif errors == "except_chain":
        call = block("""
            def attempt(url):
                last = None
                for n in range(1, TRIES + 1):
                    try:
                        return fetch_url(url), n, None
                    except ConnectionError as exc:
                        last = exc
                    except (TimeoutError, LookupError) as exc:
                        return None, n, exc
                return None, TRIES, last
            """)
    else:
        call = block("""
            RETRY = {ConnectionError: True, TimeoutError: False, LookupError: False}

            def attempt(url):
                err = None
                for n in range(1, TRIES + 1):
                    try:
                        return fetch_url(url), n, None
                    except tuple(RETRY) as exc:
                        err = exc
                        if not next(v for k, v in RETRY.items() if isinstance(exc, k)):
                            return None, n, exc
                return None, TRIES, err
            """)
    if body == "json_or_html":
        describe = block("""
            def describe(text):
                try:
                    data = json.loads(text)
                except json.JSONDecodeError:
                    title = re.search(r"<title>(.*?)</title>", text)
                    links = re.findall(r"href='([^']+)'", text)
                    return f"html {title.group(1) if title else '?'!r}, {len(links)} link(s)"
                return "json keys " + ",".join(sorted(data))
            """)
    else:
        describe = block("""
            def describe(text):
                kind = "json" if text.lstrip().startswith("{") else "text"
                return f"{kind}, {len(text)} chars"
            """)
    if order == "by_host":
        loop = block(f"""
            parts = sorted(((u, {parse}(u)) for u in URLS), key=lambda p: p[1].netloc)
            for host, group in groupby(parts, key=lambda p: p[1].netloc):
                print(f"[{{host}}]")
                for url, part in group:
                    check(url, part)
            """)
    else:
        loop = block(f"""
            for url in URLS:
                check(url, {parse}(url))
            """)
    return ("# Audit a list of endpoints: retry flaky ones, classify what comes back.\n"
            + "\n".join(imports) + "\n\n" + f"URLS = {urls!r}\nTRIES = {tries}\n\n"
            + call + "\n" + describe + "\n" + block("""
            summary = {"ok": 0, "failed": 0, "retried": 0}

            def check(url, part):
                text, n, exc = attempt(url)
                query = parse_qs(part.query)
                where = part.path + (f" {dict(sorted(query.items()))}" if query else "")
                if n > 1:
                    summary["retried"] += 1
                if exc is not None:
                    summary["failed"] += 1
                    print(f"  {where}: {type(exc).__name__} after {n} try(s): {exc}")
                else:
                    summary["ok"] += 1
                    print(f"  {where}: {describe(text)} (try {n})")

            """) + loop + block("""
            print(", ".join(f"{k}={v}" for k, v in summary.items()))
            """))


def cached_lookups(rng: random.Random) -> str:
    wanted = [rng.choice(["KB-1", "MS-2", "LP-3", "HP-5", "ZZ-9"])
              for _ in range(rng.randint(5, 9))]
    owners = [rng.choice([1, 2, 4, 7]) for _ in range(rng.randint(3, 6))]
    cache = pick(rng, "lru_cache", "dict", "class")
    miss = pick(rng, "none", "sentinel", "raise")
    stats = pick(rng, "counter", "attrs")
    imports = []
    if cache == "lru_cache":
        imports.append("import functools")
    if stats == "counter":
        imports.append("from collections import Counter")
    head = ("# Resolve repeated product and user ids once each, with a cache before the tools.\n"
            + "\n".join(imports) + ("\n\n" if imports else "")
            + f"WANTED = {wanted!r}\nOWNERS = {owners!r}\n\n")
    calls = ("CALLS = Counter()\n" if stats == "counter" else
             "class Calls:\n    product = user = 0\n\nCALLS = Calls()\n")
    bump_p = 'CALLS["product"] += 1' if stats == "counter" else "CALLS.product += 1"
    bump_u = 'CALLS["user"] += 1' if stats == "counter" else "CALLS.user += 1"
    show = ('dict(sorted(CALLS.items()))' if stats == "counter"
            else '{"product": CALLS.product, "user": CALLS.user}')
    if miss == "none":
        on_p, on_u = "return None", "return None"
        test_missing = "is None"
    elif miss == "sentinel":
        on_p, on_u = "return MISSING", "return MISSING"
        test_missing = "is MISSING"
        head += "MISSING = object()\n\n"
    else:
        on_p, on_u = "raise", "raise"
        test_missing = ""
    if cache == "lru_cache":
        core = block(f"""
            @functools.lru_cache(maxsize=None)
            def product(sku):
                {bump_p}
                try:
                    return get_product(sku)
                except KeyError:
                    {on_p}

            @functools.lru_cache(maxsize=None)
            def user(uid):
                {bump_u}
                try:
                    return get_user(uid)
                except LookupError:
                    {on_u}
            """)
        info = ('print("cache:", product.cache_info().hits, "product hit(s),",\n'
                '      user.cache_info().hits, "user hit(s)")\n')
    elif cache == "dict":
        core = block(f"""
            _products, _users = {{}}, {{}}

            def product(sku):
                if sku not in _products:
                    {bump_p}
                    try:
                        _products[sku] = get_product(sku)
                    except KeyError:
                        _products[sku] = None
                if _products[sku] is None:
                    {"raise KeyError(sku)" if on_p == "raise" else on_p}
                return _products[sku]

            def user(uid):
                if uid not in _users:
                    {bump_u}
                    try:
                        _users[uid] = get_user(uid)
                    except LookupError:
                        {on_u}
                return _users[uid]
            """)
        info = 'print("cached:", len(_products), "product(s),", len(_users), "user(s)")\n'
    else:
        core = block(f"""
            class Cache:
                def __init__(self, fetch, errors):
                    self.fetch, self.errors, self.data, self.hits = fetch, errors, {{}}, 0

                def __call__(self, key):
                    if key in self.data:
                        self.hits += 1
                        return self.data[key]
                    try:
                        value = self.fetch(key)
                    except self.errors:
                        {on_p}
                    self.data[key] = value
                    return value

            def _p(sku):
                {bump_p}
                return get_product(sku)

            def _u(uid):
                {bump_u}
                return get_user(uid)

            product, user = Cache(_p, KeyError), Cache(_u, LookupError)
            """)
        info = 'print("cache hits:", product.hits, "product,", user.hits, "user")\n'
    if miss == "raise":
        use = block("""
            priced, unknown = [], []
            for sku in WANTED:
                try:
                    p = product(sku)
                except KeyError as exc:
                    unknown.append(str(exc))
                    continue
                priced.append((sku, p["price"]))
            names = []
            for uid in OWNERS:
                try:
                    names.append(user(uid)["name"])
                except LookupError as exc:
                    names.append(f"<{exc}>")
            """)
    else:
        use = block(f"""
            priced, unknown = [], []
            for sku in WANTED:
                p = product(sku)
                if p {test_missing}:
                    unknown.append(sku)
                else:
                    priced.append((sku, p["price"]))
            names = [u["name"] if (u := user(uid)) {test_missing.replace("is", "is not")}
                     else f"<user {{uid}}?>" for uid in OWNERS]
            """)
    return head + calls + "\n" + core + "\n" + use + block(f"""
        total = sum(price for _, price in priced)
        print(f"{{len(priced)}} priced line(s), total {{total:.2f}}; unknown: {{unknown}}")
        print("owners:", ", ".join(names))
        print("tool calls:", {show})
        """) + info
