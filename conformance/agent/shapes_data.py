"""Program shapes that fetch records through tools and analyse them: orders, users, weather,
prices, logs, retries, pages, HTML, CSV, payroll."""

from __future__ import annotations

import random

from .shaping import block, pick, sample


def orders_report(rng: random.Random) -> str:
    users = rng.sample([1, 2, 3, 4, 5, 9], rng.randint(2, 5))
    key = pick(rng, "status", "currency")
    grouping = pick(rng, "counter", "defaultdict", "setdefault")
    target = pick(rng, "USD", "EUR")
    head = block(f'''
        # Order report for a set of customers: totals in {target}, grouped by {key}.
        from collections import Counter, defaultdict

        CUSTOMERS = {users!r}
        TARGET = "{target}"

        def to_target(amount, currency):
            try:
                return convert_currency(amount, currency, TARGET)
            except ValueError as exc:
                print(f"  ! cannot convert {{currency}}: {{exc}}")
                return None

        orders = []
        for cid in CUSTOMERS:
            try:
                found = get_orders(user_id=cid)
            except KeyError as exc:
                print(f"customer {{cid}}: unknown ({{exc}})")
                continue
            print(f"customer {{cid}}: {{len(found)}} order(s)")
            orders.extend(found)
        ''')
    if grouping == "counter":
        agg = block(f'''
            counts = Counter(o["{key}"] for o in orders)
            totals = Counter()
            for o in orders:
                value = to_target(o["amount"], o["currency"])
                if value is not None:
                    totals[o["{key}"]] += value
            ''')
    elif grouping == "defaultdict":
        agg = block(f'''
            counts = defaultdict(int)
            totals = defaultdict(float)
            for o in orders:
                counts[o["{key}"]] += 1
                value = to_target(o["amount"], o["currency"])
                if value is not None:
                    totals[o["{key}"]] += value
            ''')
    else:
        agg = block(f'''
            counts, totals = {{}}, {{}}
            for o in orders:
                group = o["{key}"]
                counts[group] = counts.get(group, 0) + 1
                value = to_target(o["amount"], o["currency"])
                totals.setdefault(group, 0.0)
                if value is not None:
                    totals[group] += value
            ''')
    order = pick(rng, "key=lambda g: -totals[g]", "", "reverse=True")
    out = block(f'''
        print(f"{{'{key}':<12}}{{'n':>3}}{{'total':>12}}")
        for group in sorted(totals, {order}):
            print(f"{{group:<12}}{{counts[group]:>3}}{{totals[group]:>12.2f}}")
        grand = round(sum(totals.values()), 2)
        print(f"grand total: {{grand}} {{TARGET}} over {{len(orders)}} orders")
        biggest = max(orders, key=lambda o: o["amount"], default=None)
        if biggest:
            print("largest:", biggest["id"], biggest["amount"], biggest["currency"])
        ''')
    return head + "\n" + agg + "\n" + out


def user_directory(rng: random.Random) -> str:
    ids = rng.sample([1, 2, 3, 4, 5, 6, 7], rng.randint(3, 6))
    today = pick(rng, "2024-03-01", "2024-06-30", "2025-01-15")
    model = pick(rng, "dataclass", "namedtuple", "dict")
    sort_key = pick(rng, "name", "tenure", "team")
    if model == "dataclass":
        define = block('''
            @dataclass(order=True)
            class Member:
                name: str
                team: str
                joined: date
                active: bool = True

                @property
                def tenure_days(self):
                    return (TODAY - self.joined).days

            def build(raw):
                return Member(raw["name"], raw["team"], date.fromisoformat(raw["joined"]),
                              raw["active"])
            ''')
        get = "m.{}"
        tenure = "m.tenure_days"
    elif model == "namedtuple":
        define = block('''
            Member = namedtuple("Member", "name team joined active")

            def build(raw):
                return Member(raw["name"], raw["team"], date.fromisoformat(raw["joined"]),
                              raw["active"])
            ''')
        get = "m.{}"
        tenure = "(TODAY - m.joined).days"
    else:
        define = block('''
            def build(raw):
                return {"name": raw["name"], "team": raw["team"],
                        "joined": date.fromisoformat(raw["joined"]), "active": raw["active"]}
            ''')
        get = "m['{}']"
        tenure = "(TODAY - m['joined']).days"
    key_expr = {"name": get.format("name"), "tenure": f"-{tenure}",
                "team": f"({get.format('team')}, {get.format('name')})"}[sort_key]
    return block(f'''
        # Build a team directory from the user service, skipping ids that do not exist.
        from collections import namedtuple
        from dataclasses import dataclass
        from datetime import date

        TODAY = date.fromisoformat("{today}")
        ''') + "\n" + define + "\n" + block(f'''
        members, missing = [], []
        for uid in {ids!r}:
            try:
                members.append(build(get_user(uid)))
            except LookupError as exc:
                missing.append(uid)
                print("skip:", exc)

        members.sort(key=lambda m: {key_expr})
        for m in members:
            flag = "" if {get.format("active")} else " (inactive)"
            years = {tenure} / 365.25
            print(f"{{{get.format("name")}:<18}} {{{get.format("team"):<9}}} "
                  f"{{years:4.1f}}y{{flag}}")
        by_team = {{}}
        for m in members:
            by_team.setdefault({get.format("team")}, []).append({get.format("name")}.split()[0])
        for team, names in sorted(by_team.items()):
            print(f"{{team}}: {{', '.join(names)}}")
        print(f"{{len(members)}} found, missing ids: {{missing or 'none'}}")
        ''')


def weather_report(rng: random.Random) -> str:
    cities = sample(rng, ["Paris", "Tokyo", "Oslo", "Lima", "Cairo", "Atlantis", " paris ",
                          "Gotham"], 3, 6)
    mode = pick(rng, "sync", "gather", "tasks")
    units = pick(rng, "metric", "metric", "kelvin") if mode == "sync" else "metric"
    output = pick(rng, "lines", "json", "table")
    if mode == "sync":
        fetch = block(f'''
            readings = {{}}
            for city in CITIES:
                try:
                    readings[city.strip().title()] = get_weather(city, units="{units}")
                except LookupError as exc:
                    print("no data:", exc)
                except ValueError as exc:
                    print("bad request:", exc)
                    break
            ''')
    elif mode == "gather":
        fetch = block('''
            async def fetch_all():
                results = await asyncio.gather(*(get_weather_async(c) for c in CITIES),
                                               return_exceptions=True)
                out = {}
                for city, res in zip(CITIES, results):
                    if isinstance(res, Exception):
                        print(f"no data for {city.strip()}: {type(res).__name__}: {res}")
                    else:
                        out[city.strip().title()] = res
                return out

            readings = asyncio.run(fetch_all())
            ''')
    else:
        fetch = block('''
            async def fetch_one(city):
                try:
                    return city.strip().title(), await get_weather_async(city)
                except LookupError as exc:
                    print("lookup failed:", exc)
                    return city.strip().title(), None

            async def main():
                tasks = [asyncio.create_task(fetch_one(c)) for c in CITIES]
                done = [await t for t in tasks]
                return {name: data for name, data in done if data is not None}

            readings = asyncio.run(main())
            ''')
    if output == "json":
        show = block('''
            summary = {name: {"temp": r.get("temp_c"), "sky": r["conditions"],
                              "feel": classify(r.get("temp_c", 0))}
                       for name, r in sorted(readings.items())}
            print(json.dumps(summary, indent=2, sort_keys=True))
            ''')
    elif output == "table":
        show = block('''
            print(f"{'city':<8}|{'temp':>7}|{'hum':>5}| sky")
            print("-" * 30)
            for name, r in sorted(readings.items(), key=lambda kv: kv[1].get("temp_c", 0)):
                print(f"{name:<8}|{r.get('temp_c', float('nan')):>7.1f}|{r['humidity']:>5}| "
                      f"{r['conditions']}")
            ''')
    else:
        show = block('''
            for name, r in readings.items():
                feel = classify(r.get("temp_c", 0))
                print(f"{name}: {r.get('temp_c')}C, {r['conditions']} -> {feel}")
            ''')
    return block(f'''
        # Weather summary for a list of cities; unknown cities are reported, not fatal.
        import asyncio
        import json
        import statistics

        CITIES = {cities!r}

        def classify(temp):
            if temp < 0:
                return "freezing"
            if temp < 15:
                return "cool"
            if temp < 25:
                return "mild"
            return "hot"
        ''') + "\n" + fetch + "\n" + show + "\n" + block('''
        temps = [r["temp_c"] for r in readings.values() if "temp_c" in r]
        if len(temps) >= 2:
            print(f"mean {statistics.mean(temps):.2f}, median {statistics.median(temps):.2f}, "
                  f"spread {max(temps) - min(temps):.1f}")
        elif temps:
            print("only one reading:", temps[0])
        else:
            print("no readings")
        ''')


def forecast_planner(rng: random.Random) -> str:
    city = pick(rng, "Paris", "Tokyo", "Oslo", "Lima", "Cairo")
    days = rng.choice([2, 3, 5, 7, 9])
    threshold = rng.choice([20, 35, 50])
    style = pick(rng, "strptime", "fromisoformat")
    parse = ('datetime.strptime(d["date"], "%Y-%m-%d").date()' if style == "strptime"
             else 'date.fromisoformat(d["date"])')
    return block(f'''
        # Pick the best days for an outdoor event from a forecast.
        import calendar
        from datetime import date, datetime, timedelta

        CITY, DAYS, MAX_RAIN = "{city}", {days}, {threshold}

        try:
            forecast = get_forecast(CITY, days=DAYS)
        except ValueError as exc:
            print("forecast refused:", exc)
            forecast = get_forecast(CITY, days=min(DAYS, 7))
        print(f"{{len(forecast)}} days for {{CITY}}")

        good = []
        for d in forecast:
            day = {parse}
            name = calendar.day_name[day.weekday()]
            swing = round(d["high"] - d["low"], 1)
            ok = d["rain_pct"] <= MAX_RAIN
            print(f"{{day:%a %d %b}} ({{name}}): {{d['low']}}..{{d['high']}} swing {{swing}}, "
                  f"rain {{d['rain_pct']}}% {{'OK' if ok else '--'}}")
            if ok:
                good.append((d["rain_pct"], -d["high"], day))

        if good:
            rain, neg_high, best = min(good)
            start = datetime.combine(best, datetime.min.time()) + timedelta(hours=14)
            print("best day:", best.isoformat(), "start at", start.strftime("%H:%M"))
            print("days until then:", (best - date(2024, 3, 1)).days)
        else:
            print("no good day; earliest:", forecast[0]["date"])
        ''')


def portfolio(rng: random.Random) -> str:
    holdings = {t: rng.randint(1, 40) for t in sample(rng, ["ACME", "GLOBX", "INITech", "UMBR",
                                                         "WAYNE", "STARK"], 2, 5)}
    mode = pick(rng, "sync", "gather")
    money = pick(rng, "float", "decimal")
    if mode == "sync":
        fetch = block('''
            prices = {}
            for ticker in HOLDINGS:
                try:
                    prices[ticker] = get_stock_price(ticker)
                except KeyError as exc:
                    print("no quote:", exc.args[0])
            ''')
    else:
        fetch = block('''
            async def quotes():
                tickers = list(HOLDINGS)
                got = await asyncio.gather(*[fetch_price_async(t) for t in tickers],
                                           return_exceptions=True)
                out = {}
                for t, p in zip(tickers, got):
                    if isinstance(p, KeyError):
                        print("no quote:", p.args[0])
                    else:
                        out[t] = p
                return out

            prices = asyncio.run(quotes())
            ''')
    if money == "decimal":
        value = block('''
            values = {t: (Decimal(str(prices[t])) * HOLDINGS[t]).quantize(Decimal("0.01"))
                      for t in prices}
            total = sum(values.values(), Decimal("0"))
            ''')
    else:
        value = block('''
            values = {t: round(prices[t] * HOLDINGS[t], 2) for t in prices}
            total = round(sum(values.values()), 2)
            ''')
    return block(f'''
        # Value a portfolio at current prices and show each position's weight.
        import asyncio
        from decimal import Decimal

        HOLDINGS = {holdings!r}
        ''') + "\n" + fetch + "\n" + value + "\n" + block('''
        print(f"portfolio: {len(values)} priced of {len(HOLDINGS)} positions, total {total}")
        for t, v in sorted(values.items(), key=lambda kv: kv[1], reverse=True):
            weight = float(v) / float(total) * 100 if total else 0.0
            bar = "#" * int(weight // 5)
            print(f"  {t:<8} {HOLDINGS[t]:>3} x {prices[t]:>8.2f} = {v:>10} {weight:5.1f}% {bar}")
        unpriced = sorted(set(HOLDINGS) - set(prices))
        if unpriced:
            print("unpriced:", ", ".join(unpriced))
        ''')


def price_trend(rng: random.Random) -> str:
    ticker = pick(rng, "ACME", "GLOBX", "INITech", "UMBR", "WAYNE")
    days = rng.choice([5, 8, 12])
    window = rng.choice([2, 3, 4])
    calc = pick(rng, "loop", "zip")
    moving = (block('''
        moving = []
        for i in range(WINDOW - 1, len(closes)):
            chunk = closes[i - WINDOW + 1:i + 1]
            moving.append(round(sum(chunk) / WINDOW, 3))
        ''') if calc == "loop" else block('''
        windows = zip(*(closes[i:] for i in range(WINDOW)))
        moving = [round(sum(w) / WINDOW, 3) for w in windows]
        '''))
    return block(f'''
        # Trend of one stock: moving average, daily changes, drawdown.
        import statistics

        TICKER, DAYS, WINDOW = "{ticker}", {days}, {window}
        history = get_price_history(TICKER, days=DAYS)
        dates = [d for d, _ in history]
        closes = [c for _, c in history]
        print(f"{{TICKER}}: {{len(closes)}} closes from {{dates[0]}} to {{dates[-1]}}")
        ''') + moving + block('''
        print("moving average:", moving)
        changes = [round((b - a) / a * 100, 2) for a, b in zip(closes, closes[1:])]
        print("daily %:", changes)
        up = sum(1 for c in changes if c > 0)
        print(f"up days {up}, down days {len(changes) - up}")
        peak, drawdown = closes[0], 0.0
        for c in closes:
            peak = max(peak, c)
            drawdown = max(drawdown, (peak - c) / peak)
        print(f"max drawdown {drawdown:.2%}")
        if len(closes) > 1:
            print(f"stdev {statistics.stdev(closes):.3f}, best {max(zip(closes, dates))}")
        ''')


def log_analysis(rng: random.Random) -> str:
    services = sample(rng, ["api", "worker", "billing"], 1, 3)
    regex = pick(rng, "named", "findall", "split")
    if regex == "named":
        parse = block(r'''
            LINE = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) (?P<rest>.*)$")
            def parse(line):
                m = LINE.match(line)
                if not m:
                    return None
                fields = dict(re.findall(r"(\w+)=(\S+)", m["rest"]))
                return m["level"], m["time"], fields
            ''')
    elif regex == "findall":
        parse = block(r'''
            def parse(line):
                parts = re.findall(r"\S+", line)
                if len(parts) < 3:
                    return None
                fields = {}
                for token in parts[3:]:
                    if "=" in token:
                        k, _, v = token.partition("=")
                        fields[k] = v
                return parts[2], parts[1], fields
            ''')
    else:
        parse = block('''
            def parse(line):
                date_, time_, level, *rest = line.split(" ")
                fields = dict(tok.split("=", 1) for tok in rest if "=" in tok)
                return level, time_, fields
            ''')
    return block('''
        # Summarise service logs: levels, slow requests, error paths.
        import re
        from collections import Counter, defaultdict

        ''') + parse + "\n" + block(f'''
        levels = Counter()
        slow = []
        errors = defaultdict(list)
        for service in {services!r}:
            try:
                text = read_log(service)
            except FileNotFoundError as exc:
                print(f"{{service}}: {{exc}}")
                continue
            lines = text.splitlines()
            print(f"{{service}}: {{len(lines)}} lines")
            for line in lines:
                parsed = parse(line)
                if parsed is None:
                    continue
                level, when, fields = parsed
                levels[level] += 1
                if int(fields.get("ms", 0)) > 1000:
                    slow.append((int(fields["ms"]), fields.get("path", "?"), when))
                if level == "ERROR":
                    errors[service].append(fields.get("path") or fields.get("job", "?"))

        print("levels:", dict(sorted(levels.items())))
        print("most common:", levels.most_common(2))
        for ms, path, when in sorted(slow, reverse=True):
            print(f"slow: {{path}} {{ms}}ms at {{when}}")
        for service, where in errors.items():
            print(f"errors in {{service}}: {{', '.join(where)}}")
        ''')


def retry_fetch(rng: random.Random) -> str:
    urls = sample(rng, ["https://flaky.example.com/a", "https://api.example.com/status",
                        "https://slow.example.com/x", "https://api.example.com/missing",
                        "https://flaky.example.com/b"], 2, 4)
    attempts = rng.choice([2, 3, 4])
    catch = pick(rng, "tuple", "oserror", "separate")
    clause = {"tuple": "except (ConnectionError, TimeoutError) as exc:",
              "oserror": "except OSError as exc:",
              "separate": "except ConnectionError as exc:"}[catch]
    extra = ("" if catch != "separate" else
             "        except TimeoutError as exc:\n"
             "            log.append(f\"{url}: timeout on try {attempt}\")\n"
             "            raise\n")
    final = pick(rng, "report", "raise_last")
    ending = (block('''
        failed = [u for u, r in results.items() if r is None]
        if failed:
            raise RuntimeError(f"{len(failed)} url(s) failed: {failed[0]}")
        ''') if final == "raise_last" else block('''
        print("ok:", sum(r is not None for r in results.values()), "of", len(results))
        '''))
    return block(f'''
        # Fetch several endpoints with a bounded retry loop and a backoff schedule.
        import json

        URLS = {urls!r}
        MAX_ATTEMPTS = {attempts}
        log = []

        def backoff(attempt, base=0.5, cap=4.0):
            return min(cap, base * 2 ** (attempt - 1))

        def fetch_with_retry(url):
            for attempt in range(1, MAX_ATTEMPTS + 1):
                try:
                    return fetch_url(url)
                {clause}
                    log.append(f"{{url}}: {{type(exc).__name__}} on try {{attempt}}, "
                               f"waiting {{backoff(attempt)}}s")
        ''') + extra + block('''
            raise ConnectionError(f"gave up on {url} after {MAX_ATTEMPTS} attempts")

        results = {}
        for url in URLS:
            try:
                body = fetch_with_retry(url)
            except LookupError as exc:
                print("not found:", exc)
                results[url] = None
                continue
            except (ConnectionError, TimeoutError) as exc:
                print("failed:", exc)
                results[url] = None
                continue
            data = json.loads(body)
            results[url] = data
            print(url.split("/")[-1] or url, "->", sorted(data))

        for line in log:
            print(" ", line)
        ''') + ending


def paginate(rng: random.Random) -> str:
    start = rng.choice([1, 2])
    limit = rng.choice([1, 3, 10])
    agg = pick(rng, "sum", "max", "group")
    tail = {"sum": 'print("sum of v:", sum(i["v"] for i in items))',
            "max": 'print("max item:", max(items, key=lambda i: i["v"]) if items else None)',
            "group": block('''
                parity = {"even": [], "odd": []}
                for i in items:
                    parity["even" if i["v"] % 2 == 0 else "odd"].append(i["id"])
                print(parity)
                ''')}[agg]
    return block(f'''
        # Follow a paginated API until there is no next page (or a page limit).
        import json
        from urllib.parse import parse_qs, urlencode, urlparse

        BASE = "https://api.example.com/items"

        def page_url(page):
            return BASE + "?" + urlencode({{"page": page}})

        items, page, fetched = [], {start}, 0
        while page is not None and fetched < {limit}:
            url = page_url(page)
            query = parse_qs(urlparse(url).query)
            try:
                payload = json.loads(fetch_url(url))
            except LookupError as exc:
                print("stopped:", exc)
                break
            fetched += 1
            print(f"page {{query['page'][0]}}: {{len(payload['items'])}} item(s)")
            items.extend(payload["items"])
            page = payload.get("next")
        print(f"{{len(items)}} items from {{fetched}} page(s); more: {{page is not None}}")
        ''') + tail + "\n"


def html_scrape(rng: random.Random) -> str:
    method = pick(rng, "regex", "parser")
    if method == "regex":
        extract = block(r'''
            title = re.search(r"<title>(.*?)</title>", page, re.S)
            print("title:", title.group(1) if title else None)
            links = re.findall(r"<a href='([^']+)'>([^<]+)</a>", page)
            ''')
    else:
        extract = block('''
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
            ''')
    fmt = pick(rng, "numbered", "json")
    show = ('for n, (href, text) in enumerate(links, 1):\n'
            '    print(f"{n}. {text} <{urljoin(URL, href)}>")\n' if fmt == "numbered" else
            'print(json.dumps([{"text": t, "url": urljoin(URL, h)} for h, t in links]))\n')
    return block('''
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
        ''') + extract + show + block('''
        words = sorted({w.lower() for _, text in links for w in text.split()})
        print("words:", words)
        print(unescape("&lt;done&gt;"))
        ''')


def csv_sales(rng: random.Random) -> str:
    by = pick(rng, "region", "month")
    reader = pick(rng, "dict", "plain")
    rows = (block('''
        rows = list(csv.DictReader(io.StringIO(text)))
        ''') if reader == "dict" else block('''
        records = list(csv.reader(io.StringIO(text)))
        header, body = records[0], records[1:]
        rows = [dict(zip(header, r)) for r in body]
        '''))
    write = pick(rng, "writer", "fstring")
    out = (block(f'''
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\\n")
        w.writerow(["{by}", "units", "revenue", "per_unit"])
        for key, (units, revenue) in sorted(totals.items()):
            w.writerow([key, units, f"{{revenue:.2f}}", f"{{revenue / units:.3f}}"])
        print(buf.getvalue(), end="")
        ''') if write == "writer" else block('''
        for key, (units, revenue) in sorted(totals.items(), key=lambda kv: -kv[1][1]):
            print(f"{key:>8}: {units:>4} units  {revenue:>9,.2f}  ({revenue / units:.2f}/unit)")
        '''))
    return block('''
        # Sales summary from a CSV export.
        import csv
        import io

        try:
            text = get_csv("sales")
        except FileNotFoundError as exc:
            print("missing export:", exc)
            text = "region,month,units,revenue\\n"
        ''') + rows + block(f'''
        totals = {{}}
        for row in rows:
            key = row["{by}"]
            units, revenue = totals.get(key, (0, 0.0))
            totals[key] = (units + int(row["units"]), revenue + float(row["revenue"]))
        print(len(rows), "rows,", len(totals), "groups")
        ''') + out + block('''
        best = max(rows, key=lambda r: float(r["revenue"]))
        print("best row:", best["region"], best["month"], best["revenue"])
        ''')


def payroll(rng: random.Random) -> str:
    raise_pct = rng.choice([0, 3, 5, 7.5])
    ref = pick(rng, "2024-01-01", "2025-07-01")
    style = pick(rng, "dataclass", "plain")
    if style == "dataclass":
        model = block('''
            @dataclass
            class Employee:
                name: str
                dept: str
                salary: int
                start: date

                def years(self, today):
                    return (today - self.start).days // 365

            staff = [Employee(r["name"], r["dept"], int(r["salary"]),
                              date.fromisoformat(r["start"])) for r in rows]
            ''')
        sal, dept, years, name = "e.salary", "e.dept", "e.years(REF)", "e.name"
    else:
        model = block('''
            staff = [{"name": r["name"], "dept": r["dept"], "salary": int(r["salary"]),
                      "start": date.fromisoformat(r["start"])} for r in rows]
            ''')
        sal, dept, years, name = ("e['salary']", "e['dept']", "(REF - e['start']).days // 365",
                                  "e['name']")
    return block(f'''
        # Payroll overview by department, with a proposed raise.
        import csv
        import io
        from dataclasses import dataclass
        from datetime import date
        from statistics import mean

        REF = date.fromisoformat("{ref}")
        RAISE = {raise_pct}
        rows = list(csv.DictReader(io.StringIO(get_csv("employees"))))
        ''') + model + block(f'''
        depts = {{}}
        for e in staff:
            depts.setdefault({dept}, []).append(e)
        for d in sorted(depts):
            people = depts[d]
            avg = mean({sal} for e in people)
            print(f"{{d}}: {{len(people)}} people, avg {{avg:,.0f}}")
            for e in sorted(people, key=lambda e: -{sal}):
                new = round({sal} * (1 + RAISE / 100))
                print(f"   {{{name}:<5}} {{{years}:>2}}y {{{sal}:>8,}} -> {{new:>8,}}")
        cost = sum(round({sal} * RAISE / 100) for e in staff)
        print(f"raise cost: {{cost:,}} ({{RAISE}}%)")
        ''')
