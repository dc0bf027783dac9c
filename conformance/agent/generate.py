"""Write the agent corpus: ``python -m conformance.agent.generate`` (re)writes ``programs/``.

Each shape below is one kind of program models write in CodeAct loops (fetch through tools,
parse, aggregate, report, handle tool errors). A shape's variation points are real choices
of code (which tools and inputs, loop or comprehension, dataclass or dict, Counter or
defaultdict or a plain dict, sync calls or ``asyncio.gather``, a table or JSON, which errors
are caught and whether one is left uncaught), drawn with a fixed seed; identical programs are
written once.
"""

from __future__ import annotations

import hashlib
import random
import re
import textwrap
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).parent / "programs"
PER_SHAPE = 20


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def sample(rng: random.Random, items: list[str], lo: int, hi: int) -> list[str]:
    return rng.sample(items, rng.randint(lo, min(hi, len(items))))


def block(text: str) -> str:
    return textwrap.dedent(text).strip("\n") + "\n"


# --- shapes ----------------------------------------------------------------------------------

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


def config_check(rng: random.Random) -> str:
    wanted = sample(rng, ["server.port", "server.debug", "database.pool", "database.timeout",
                          "features.beta", "cache.ttl", "server.host"], 3, 6)
    missing_cfg = rng.random() < 0.3
    return block(f'''
        # Load a service's INI config and validate the settings a deploy needs.
        import configparser

        NAME = "{'billing' if missing_cfg else 'service'}"
        WANTED = {wanted!r}
        parser = configparser.ConfigParser()
        try:
            parser.read_string(get_config(NAME))
        except KeyError as exc:
            print("no config named", exc)
            parser.read_string("[server]\\nport = 80\\n")
        print("sections:", parser.sections())

        problems = []
        values = {{}}
        for item in WANTED:
            section, _, key = item.partition(".")
            if not parser.has_section(section):
                problems.append(f"missing section [{{section}}]")
                continue
            raw = parser.get(section, key, fallback=None)
            if raw is None:
                problems.append(f"missing {{item}}")
                continue
            try:
                if key in ("port", "pool", "ttl"):
                    values[item] = parser.getint(section, key)
                elif key in ("debug", "beta"):
                    values[item] = parser.getboolean(section, key)
                elif key == "timeout":
                    values[item] = parser.getfloat(section, key)
                else:
                    values[item] = raw
            except ValueError as exc:
                problems.append(f"{{item}}: {{exc}}")

        for item, value in values.items():
            print(f"  {{item}} = {{value!r}}")
        if problems:
            print("problems:")
            for p in problems:
                print("  -", p)
        else:
            print("config OK")
        ''')


def notify(rng: random.Random) -> str:
    team = pick(rng, "research", "platform", "design", "None")
    bad = rng.random() < 0.5
    wrap = rng.choice([40, 60])
    return block(f'''
        # Email every active member of a team a short weekly summary.
        import textwrap

        team = {team if team == "None" else repr(team)}
        members = list_users(team=team, active_only=True)
        {"members.append({'name': 'Nobody', 'email': 'nobody', 'team': 'x'})" if bad else "pass"}
        print(f"{{len(members)}} recipient(s)")

        def compose(user):
            first = user["name"].split()[0]
            text = (f"Hi {{first}}, this week the {{user['team']}} team closed several tickets, "
                    "reviewed the roadmap and scheduled the next release. Thanks for your work!")
            return "\\n".join(textwrap.wrap(text, width={wrap}))

        sent, failed = [], []
        for user in members:
            body = compose(user)
            try:
                receipt = send_email(user["email"], subject="Weekly summary", body=body)
            except ValueError as exc:
                failed.append((user["name"], str(exc)))
                continue
            sent.append(receipt["id"])
            print(f"-> {{user['email']}} ({{receipt['chars']}} chars)")
        print("sent:", sent)
        for name, why in failed:
            print(f"failed for {{name}}: {{why}}")
        print(compose(members[0]) if members else "(nobody to write to)")
        ''')


def ticket_triage(rng: random.Random) -> str:
    mapping = pick(rng, '{"ERROR": "high", "WARN": "normal"}',
                   '{"ERROR": "urgent", "WARN": "low"}', '{"ERROR": "high", "WARN": "low"}')
    service = pick(rng, "api", "worker")
    return block(rf'''
        # Open tickets for warnings and errors found in a service log.
        import re

        PRIORITY = {mapping}
        pattern = re.compile(r"^\S+ (\S+) (ERROR|WARN) (.*)$")
        opened, rejected = [], []
        for line in read_log("{service}").splitlines():
            m = pattern.match(line)
            if not m:
                continue
            when, level, detail = m.groups()
            title = f"[{{level}}] {{when}} {{detail[:40]}}"
            try:
                ticket = create_ticket(title, priority=PRIORITY[level])
            except ValueError as exc:
                rejected.append(str(exc))
                ticket = create_ticket(title)
            opened.append(ticket)
        for t in opened:
            print(t["id"], t["priority"].upper(), t["title"])
        print(f"{{len(opened)}} tickets, {{len(rejected)}} with a rejected priority")
        if rejected:
            print("first rejection:", rejected[0])
        ''')


def free_slots(rng: random.Random) -> str:
    users = sample(rng, ["1", "2", "3", "8"], 1, 3)
    day = pick(rng, "2024-03-04", "2024-03-05", "2024-03-06")
    hours = pick(rng, "(9, 17)", "(8, 18)", "(10, 16)")
    return block(f'''
        # Find common free time on one day across several calendars.
        from datetime import datetime, timedelta

        DAY = datetime.fromisoformat("{day}")
        START_H, END_H = {hours}
        busy = []
        for uid in [{", ".join(users)}]:
            try:
                events = get_calendar(uid)
            except LookupError as exc:
                print("skipping:", exc)
                continue
            for ev in events:
                start = datetime.fromisoformat(ev["start"])
                end = datetime.fromisoformat(ev["end"])
                if start.date() == DAY.date():
                    busy.append((start, end, ev["title"]))
        busy.sort()
        for s, e, title in busy:
            minutes = (e - s) // timedelta(minutes=1)
            print(f"busy {{s:%H:%M}}-{{e:%H:%M}} {{title}} ({{minutes}} min)")

        merged = []
        for s, e, _ in busy:
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            else:
                merged.append([s, e])
        cursor = DAY.replace(hour=START_H)
        close = DAY.replace(hour=END_H)
        free = []
        for s, e in merged:
            if s > cursor:
                free.append((cursor, min(s, close)))
            cursor = max(cursor, e)
        if cursor < close:
            free.append((cursor, close))
        for s, e in free:
            print(f"free {{s.strftime('%H:%M')}}-{{e.strftime('%H:%M')}} = {{e - s}}")
        longest = max(free, key=lambda p: p[1] - p[0], default=None)
        print("longest:", longest[0].time().isoformat() if longest else None)
        ''')


def doc_search(rng: random.Random) -> str:
    queries = sample(rng, ["deploy", "security", "keys", "receipts travel", "laptop",
                           "tests release", "lunch", "policy"], 2, 5)
    width = rng.choice([30, 45, 60])
    return block(f'''
        # Search the docs for several questions and rank hits by term frequency.
        import textwrap
        from collections import Counter

        QUERIES = {queries!r}
        seen = set()
        for q in QUERIES:
            hits = search_docs(q)
            if not hits:
                print(f"{{q!r}}: no results")
                continue
            terms = q.lower().split()
            def score(doc):
                words = Counter(w.strip(".,!?").lower() for w in doc["body"].split())
                return sum(words[t] for t in terms) + (2 if any(t in doc["title"].lower()
                                                              for t in terms) else 0)
            ranked = sorted(hits, key=lambda d: (-score(d), d["id"]))
            print(f"{{q!r}}: {{len(hits)}} hit(s)")
            for d in ranked:
                new = "" if d["id"] in seen else " [new]"
                seen.add(d["id"])
                print(f"  {{d['id']}} {{d['title']}} score={{score(d)}}{{new}}")
                print("    " + textwrap.shorten(d["body"], width={width}, placeholder=" ..."))
        print("distinct documents:", sorted(seen))
        ''')


def permissions(rng: random.Random) -> str:
    users = rng.sample([1, 2, 3, 4], rng.randint(2, 4))
    actions = sample(rng, ["read", "write", "delete", "admin"], 2, 4)
    return block(f'''
        # Audit which users may perform which actions.
        USERS = {users!r}
        ACTIONS = {actions!r}
        matrix = {{}}
        denials = []
        for uid in USERS:
            for action in ACTIONS:
                try:
                    matrix[uid, action] = check_permission(uid, action)
                except PermissionError as exc:
                    matrix[uid, action] = False
                    denials.append(exc.args[0])
        print("user " + "".join(f"{{a:>8}}" for a in ACTIONS))
        for uid in USERS:
            cells = "".join(f"{{'yes' if matrix[uid, a] else 'no':>8}}" for a in ACTIONS)
            print(f"{{uid:>4}} {{cells}}")
        print(f"{{len(denials)}} denial(s)")
        for d in denials[:3]:
            print(" -", d)
        allowed_all = [u for u in USERS if all(matrix[u, a] for a in ACTIONS)]
        print("full access:", allowed_all)
        ''')


def restock(rng: random.Random) -> str:
    skus = sample(rng, ["KB-1", "MS-2", "LP-3", "MN-4", "HP-5", "CB-6", "XX-9"], 3, 6)
    minimum = rng.choice([5, 10, 20])
    query = pick(rng, "portable", "input", "audio", "cable")
    return block(f'''
        # Restock plan: items under the minimum stock, with the cost of refilling them.
        MIN_STOCK = {minimum}
        plan, unknown = [], []
        for sku in {skus!r}:
            try:
                p = get_product(sku)
            except KeyError as exc:
                unknown.append(exc.args[0])
                continue
            if p["stock"] < MIN_STOCK:
                need = MIN_STOCK - p["stock"]
                plan.append({{"sku": sku, "name": p["name"], "need": need,
                             "cost": round(need * p["price"] * 0.6, 2)}})
        plan.sort(key=lambda r: (-r["cost"], r["sku"]))
        for row in plan:
            print(f"{{row['sku']:<5}} {{row['name']:<11}} +{{row['need']:<3}} "
                  f"{{row['cost']:>9.2f}}")
        print("total cost:", round(sum(r["cost"] for r in plan), 2))
        if unknown:
            print("unknown skus:", ", ".join(unknown))
        try:
            related = search_products("{query}", limit=3)
        except ValueError as exc:
            related = []
            print("search failed:", exc)
        print("related:", [(p["sku"], p["stock"]) for p in related])
        ''')


def dashboard(rng: random.Random) -> str:
    tickers = sample(rng, ["ACME", "GLOBX", "NOPE", "UMBR"], 1, 3)
    cities = sample(rng, ["Paris", "Oslo", "Nowhere", "Cairo"], 1, 3)
    uids = rng.sample([1, 2, 5, 11], rng.randint(1, 3))
    timeout = pick(rng, "wait_for", "plain")
    call = ("await asyncio.wait_for(asyncio.gather(*jobs, return_exceptions=True), timeout=30)"
            if timeout == "wait_for" else "await asyncio.gather(*jobs, return_exceptions=True)")
    return block(f'''
        # One async round trip for a dashboard: prices, weather and users at once.
        import asyncio

        async def main():
            jobs = ([fetch_price_async(t) for t in {tickers!r}]
                    + [get_weather_async(c) for c in {cities!r}]
                    + [lookup_user(u) for u in {uids!r}])
            labels = ([f"price:{{t}}" for t in {tickers!r}] + [f"weather:{{c}}" for c in {cities!r}]
                      + [f"user:{{u}}" for u in {uids!r}])
            results = {call}
            ok, failed = {{}}, {{}}
            for label, res in zip(labels, results):
                (failed if isinstance(res, BaseException) else ok)[label] = res
            return ok, failed

        ok, failed = asyncio.run(main())
        for label, value in ok.items():
            if isinstance(value, dict):
                value = value.get("name") or value.get("conditions")
            print(f"{{label:<16}} {{value}}")
        for label, exc in failed.items():
            print(f"{{label:<16}} FAILED {{type(exc).__name__}}: {{exc}}")
        print(f"{{len(ok)}}/{{len(ok) + len(failed)}} widgets ready")
        ''')


def json_roundtrip(rng: random.Random) -> str:
    source = pick(rng, "orders", "users", "products")
    fetch = {"orders": "get_orders()", "users": "list_users()",
             "products": "search_products('', limit=10)"}[source]
    indent = pick(rng, "None", "2", "1")
    return block(f'''
        # Snapshot tool data as JSON, reload it and check the round trip.
        import json
        from datetime import date, datetime

        records = {fetch}
        snapshot = {{"taken": date(2024, 3, 1), "count": len(records), "records": records}}

        def encode(obj):
            if isinstance(obj, (date, datetime)):
                return obj.isoformat()
            raise TypeError(f"cannot encode {{type(obj).__name__}}")

        text = json.dumps(snapshot, default=encode, indent={indent}, sort_keys=True)
        print(len(text), "chars;", text.count("\\n"), "newlines")
        back = json.loads(text)
        print("same records:", back["records"] == records, "taken:", back["taken"])
        keys = sorted({{k for r in back["records"] for k in r}})
        print("fields:", keys)
        try:
            json.dumps({{"when": datetime(2024, 1, 1)}})
        except TypeError as exc:
            print("without default:", exc)
        try:
            json.loads(text[:-2])
        except json.JSONDecodeError as exc:
            print("truncated:", exc.msg, "at", exc.pos)
        print(json.dumps(back["records"][0], separators=(",", ":"))[:80])
        ''')


def currency_matrix(rng: random.Random) -> str:
    codes = sample(rng, ["USD", "EUR", "GBP", "JPY"], 2, 4)
    amount = rng.choice([1, 100, 250.5])
    exact = pick(rng, "fraction", "round")
    show = ('f"{Fraction(value).limit_denominator(1000)}"' if exact == "fraction"
            else 'f"{value:.2f}"')
    return block(f'''
        # A conversion matrix between currencies; unsupported pairs are marked.
        from fractions import Fraction

        CODES = {codes!r}
        AMOUNT = {amount}
        print(" " * 5 + "".join(f"{{c:>12}}" for c in CODES))
        unsupported = 0
        for src in CODES:
            cells = []
            for dst in CODES:
                try:
                    value = convert_currency(AMOUNT, src, dst)
                    cells.append({show})
                except ValueError:
                    unsupported += 1
                    cells.append("n/a")
            print(f"{{src:<5}}" + "".join(f"{{c:>12}}" for c in cells))
        print("unsupported pairs:", unsupported)
        ''')


def health(rng: random.Random) -> str:
    paths = sample(rng, ["/status", "/missing", "/items?page=1"], 1, 3)
    return block(f'''
        # Check service health from the status endpoint and map it to an enum.
        import json
        from enum import Enum

        class Health(Enum):
            UP = "up"
            DEGRADED = "degraded"
            DOWN = "down"

            @classmethod
            def parse(cls, text):
                try:
                    return cls(text)
                except ValueError:
                    return cls.DOWN

        for path in {paths!r}:
            url = "https://api.example.com" + path
            try:
                data = json.loads(fetch_url(url))
            except LookupError as exc:
                print(f"{{path}}: unreachable ({{exc}})")
                continue
            services = data.get("services", {{}})
            if not services:
                print(f"{{path}}: no services listed; keys={{sorted(data)}}")
                continue
            states = {{name: Health.parse(s) for name, s in services.items()}}
            for name, state in sorted(states.items()):
                print(f"{{path}}: {{name}} is {{state.name}} ({{state.value}})")
            worst = max(states.values(), key=list(Health).index)
            print("overall:", worst, "version", data.get("version", "?"))
        ''')


def error_chain(rng: random.Random) -> str:
    uid = rng.choice([1, 2, 7, 42])
    sku = pick(rng, "KB-1", "ZZ-0")
    leave = rng.random() < 0.4
    tail = ('place_order(USER, SKU)\n' if leave else block('''
        try:
            place_order(USER, SKU)
        except OrderError as exc:
            print("order failed:", exc)
            print("cause:", type(exc.__cause__).__name__, exc.__cause__)
        '''))
    return block(f'''
        # Wrap tool failures in a domain error, keeping the original as the cause.
        class OrderError(Exception):
            def __init__(self, message, step):
                super().__init__(message)
                self.step = step

        USER, SKU = {uid}, "{sku}"

        def place_order(user_id, sku):
            try:
                user = get_user(user_id)
            except LookupError as exc:
                raise OrderError(f"no customer {{user_id}}", "user") from exc
            try:
                product = get_product(sku)
            except KeyError as exc:
                raise OrderError(f"no product {{sku}}", "product") from exc
            if product["stock"] == 0:
                raise OrderError(f"{{product['name']}} out of stock", "stock")
            print(f"order for {{user['name']}}: {{product['name']}} at {{product['price']}}")
            return {{"user": user_id, "sku": sku}}

        for attempt in [(1, "KB-1"), (2, "MS-2"), (99, "KB-1")]:
            try:
                print("ok:", place_order(*attempt))
            except OrderError as exc:
                print(f"{{attempt}} failed at {{exc.step}}: {{exc}}")
        ''') + tail


def customer_case(rng: random.Random) -> str:
    uid = rng.choice([1, 2, 4, 5, 8])
    since = pick(rng, "2024-01-01", "2024-02-01", "2024-03-01")
    style = pick(rng, "functions", "class")
    if style == "class":
        core = block(f"""
            class Investigation:
                def __init__(self, user_id):
                    self.user_id = user_id
                    self.notes = []
                    self.user = None
                    self.orders = []

                def note(self, text):
                    self.notes.append(text)

                def load(self):
                    try:
                        self.user = get_user(self.user_id)
                    except LookupError as exc:
                        self.note(f"user lookup failed: {{exc}}")
                        return False
                    try:
                        self.orders = get_orders(user_id=self.user_id)
                    except KeyError:
                        self.note("no order history")
                    return True

                def recent(self):
                    cutoff = datetime.fromisoformat(SINCE)
                    return [o for o in self.orders
                            if datetime.fromisoformat(o["created"]) >= cutoff]

            case = Investigation({uid})
            loaded = case.load()
            user, orders, recent = case.user, case.orders, case.recent() if loaded else []
            notes = case.notes
            """)
    else:
        core = block(f"""
            notes = []
            def load(user_id):
                try:
                    return get_user(user_id)
                except LookupError as exc:
                    notes.append(f"user lookup failed: {{exc}}")
                    return None

            user = load({uid})
            orders = get_orders(user_id={uid}) if user else []
            cutoff = datetime.fromisoformat(SINCE)
            recent = [o for o in orders if datetime.fromisoformat(o["created"]) >= cutoff]
            loaded = user is not None
            """)
    return block(f"""
        # Support case: gather what we know about one customer before replying.
        from collections import Counter
        from datetime import datetime

        SINCE = "{since}"
        """) + core + block("""
        if not loaded:
            print("cannot open the case:", "; ".join(notes))
        else:
            print(f"customer: {user['name']} <{user['email']}> team={user['team']}")
            print(f"orders: {len(orders)} total, {len(recent)} since {SINCE}")
            statuses = Counter(o["status"] for o in orders)
            print("statuses:", ", ".join(f"{k}={v}" for k, v in sorted(statuses.items())))
            spend = {}
            for o in orders:
                try:
                    usd = convert_currency(o["amount"], o["currency"], "USD")
                except ValueError as exc:
                    notes.append(str(exc))
                    continue
                spend[o["id"]] = usd
            print(f"lifetime spend: {sum(spend.values()):.2f} USD")
            open_orders = [o["id"] for o in orders if o["status"] in ("pending", "shipped")]
            if open_orders:
                print("open orders:", open_orders)
                for oid in open_orders:
                    print(f"  - {oid}: follow up with the carrier")
            items = sorted({i for o in orders for i in o["items"]})
            print("items bought:", ", ".join(items) or "-")
            try:
                events = get_calendar(user["id"])
                print("next meeting:", min(e["start"] for e in events) if events else "none")
            except LookupError as exc:
                print("calendar unavailable:", exc)
            reply = (f"Hello {user['name'].split()[0]}, we looked at your "
                     f"{len(orders)} order(s); {len(open_orders)} still on their way.")
            print(reply)
        for n in notes:
            print("note:", n)
        """)


def incident_report(rng: random.Random) -> str:
    services = sample(rng, ["api", "worker", "search"], 1, 3)
    notify_to = pick(rng, "oncall@example.com", "oncall-at-example.com")
    fmt = pick(rng, "markdown", "plain")
    header = ('print(f"# Incident report ({len(incidents)} finding(s))")'
              if fmt == "markdown" else 'print("INCIDENT REPORT".center(40, "="))')
    line = ('print(f"- **{i.service}** {i.when}: {i.summary} (`{i.severity}`)")'
            if fmt == "markdown" else
            'print(f"{i.service:<7}|{i.when}|{i.severity:<5}|{i.summary}")')
    return block(f"""
        # Turn log errors into an incident report, file tickets and notify on-call.
        import re
        from dataclasses import dataclass, field

        @dataclass
        class Incident:
            service: str
            when: str
            severity: str
            summary: str
            tags: list = field(default_factory=list)

        SERVICES = {services!r}
        incidents = []
        unavailable = []
        for service in SERVICES:
            try:
                text = read_log(service)
            except FileNotFoundError as exc:
                unavailable.append(service)
                continue
            for line in text.splitlines():
                m = re.match(r"(\\S+ \\S+) (ERROR|WARN) (.*)", line)
                if not m:
                    continue
                when, level, rest = m.groups()
                status = re.search(r"status=(\\d+)", rest)
                severity = "high" if level == "ERROR" else "low"
                summary = re.sub(r"\\s+", " ", rest)[:48]
                tags = [f"http{{status.group(1)[0]}}xx"] if status else []
                incidents.append(Incident(service, when, severity, summary, tags))

        """) + header + "\n" + block(f"""
        for i in sorted(incidents, key=lambda i: (i.severity != "high", i.when)):
            {line}
        if unavailable:
            print("no logs for:", ", ".join(unavailable))

        tickets = []
        for i in incidents:
            if i.severity == "high":
                t = create_ticket(f"{{i.service}}: {{i.summary}}", priority="high")
                tickets.append(t["id"])
        print("tickets:", tickets)
        body = "\\n".join(f"{{i.when}} {{i.service}} {{i.summary}}" for i in incidents[:5])
        try:
            receipt = send_email("{notify_to}", f"{{len(tickets)}} high-severity incidents", body)
            print("notified:", receipt["status"], receipt["id"])
        except ValueError as exc:
            print("notification failed:", exc)
        tag_counts = {{}}
        for i in incidents:
            for tag in i.tags:
                tag_counts[tag] = tag_counts.get(tag, 0) + 1
        print("tags:", dict(sorted(tag_counts.items())))
        """)


def scheduler(rng: random.Random) -> str:
    jobs = rng.sample([("backup", 3, 40), ("report", 1, 15), ("sync", 2, 25), ("email", 1, 5),
                       ("cleanup", 4, 30), ("index", 2, 50), ("billing", 1, 20)],
                      rng.randint(3, 6))
    start = pick(rng, "08:00", "09:30", "22:15")
    workers = rng.choice([1, 2, 3])
    return block(f"""
        # Plan jobs on a few workers by priority (lower runs first) with heapq.
        import heapq
        from datetime import datetime, timedelta

        JOBS = {jobs!r}
        START = datetime.strptime("2024-03-04 {start}", "%Y-%m-%d %H:%M")
        WORKERS = {workers}

        queue = [(priority, name, minutes) for name, priority, minutes in JOBS]
        heapq.heapify(queue)
        free_at = [(START, w) for w in range(WORKERS)]
        heapq.heapify(free_at)
        plan = []
        while queue:
            priority, name, minutes = heapq.heappop(queue)
            when, worker = heapq.heappop(free_at)
            end = when + timedelta(minutes=minutes)
            plan.append((when, end, worker, name, priority))
            heapq.heappush(free_at, (end, worker))

        for when, end, worker, name, priority in plan:
            print(f"w{{worker}} {{when:%H:%M}}-{{end:%H:%M}} p{{priority}} {{name}}")
        finish = max(end for _, end, *_ in plan)
        print("all done at", finish.strftime("%Y-%m-%d %H:%M"),
              "after", finish - START)
        per_worker = {{}}
        for when, end, worker, name, _ in plan:
            per_worker.setdefault(worker, timedelta())
            per_worker[worker] += end - when
        for worker, busy in sorted(per_worker.items()):
            share = busy / (finish - START)
            print(f"worker {{worker}}: busy {{busy}} ({{share:.0%}})")
        overnight = [name for when, end, _, name, _ in plan if end.date() != START.date()]
        print("past midnight:", overnight or "none")
        try:
            forecast = get_forecast("Oslo", days=1)[0]
            print("outdoor jobs ok:", forecast["rain_pct"] < 50)
        except (LookupError, ValueError) as exc:
            print("no forecast:", exc)
        """)


def expenses(rng: random.Random) -> str:
    items = rng.sample([("taxi", "12.40", "EUR"), ("hotel", "189.00", "EUR"),
                        ("lunch", "38.75", "GBP"), ("train", "64.10", "USD"),
                        ("dinner", "52.30", "EUR"), ("coffee", "4.20", "USD"),
                        ("visa", "160.00", "JPY")], rng.randint(3, 6))
    cap = pick(rng, "40", "50", "200")
    rounding = pick(rng, "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_DOWN")
    return block(f"""
        # Expense claim in exact decimals, converted to USD, with a per-item cap.
        from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP

        ITEMS = {items!r}
        CAP = Decimal("{cap}")
        CENT = Decimal("0.01")

        def usd(amount, currency):
            converted = convert_currency(float(amount), currency, "USD")
            return Decimal(str(converted)).quantize(CENT, rounding={rounding})

        lines, rejected = [], []
        for what, amount, currency in ITEMS:
            value = Decimal(amount)
            try:
                in_usd = usd(value, currency)
            except ValueError as exc:
                rejected.append((what, str(exc)))
                continue
            covered = min(in_usd, CAP)
            lines.append((what, value, currency, in_usd, covered))

        print(f"{{'item':<8}}{{'amount':>10}} {{'ccy':<4}}{{'usd':>10}}{{'covered':>10}}")
        for what, value, currency, in_usd, covered in lines:
            mark = "*" if covered < in_usd else " "
            print(f"{{what:<8}}{{value:>10}} {{currency:<4}}{{in_usd:>10}}{{covered:>10}}{{mark}}")
        total = sum((l[3] for l in lines), Decimal(0))
        paid = sum((l[4] for l in lines), Decimal(0))
        print(f"claimed {{total}} USD, reimbursed {{paid}} USD, "
              f"out of pocket {{total - paid}}")
        if rejected:
            for what, why in rejected:
                print(f"rejected {{what}}: {{why}}")
        share = (paid / total * 100).quantize(Decimal("0.1")) if total else Decimal(0)
        print(f"coverage {{share}}%")
        """)


SHAPES: list[Callable[[random.Random], str]] = [
    orders_report, user_directory, weather_report, forecast_planner, portfolio, price_trend,
    log_analysis, retry_fetch, paginate, html_scrape, csv_sales, payroll, config_check,
    notify, ticket_triage, free_slots, doc_search, permissions, restock, dashboard,
    json_roundtrip, currency_matrix, health, error_chain, customer_case, incident_report,
    scheduler, expenses,
]


SYNC_TOOLS = ["get_user", "list_users", "get_orders", "get_product", "search_products",
              "get_weather", "get_forecast", "get_stock_price", "get_price_history",
              "convert_currency", "read_log", "fetch_url", "get_csv", "get_config",
              "send_email", "create_ticket", "get_calendar", "search_docs", "check_permission"]


def instrument(rng: random.Random, source: str) -> str:
    """Wrap the sync tools a program uses in a call log, as agents often do, and print the
    log at the end: a decorator with ``functools.wraps``, or a small class."""
    used = [t for t in SYNC_TOOLS if re.search(rf"\b{t}\(", source)]
    if not used:
        return source
    if pick(rng, "decorator", "class") == "decorator":
        head = block(f'''
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

            {"; ".join(f"{t} = logged({t})" for t in used)}
            ''')
        tail = block('''
            print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
            for name, kind in FAILURES:
                print(f"  {name} raised {kind}")
            ''')
    else:
        head = block(f'''
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
                    return f"{{len(self.entries)}} call(s), {{ok}} ok"

            LOG = ToolLog()
            {"; ".join(f"{t} = LOG.wrap({t!r}, {t})" for t in used)}
            ''')
        tail = block('''
            print("log:", LOG.summary())
            for name, status, detail in LOG.entries[-3:]:
                print(f"  {name}: {status} {detail}")
            ''')
    lines = source.splitlines(keepends=True)
    # after the leading comment and imports
    at = 0
    while at < len(lines) and (lines[at].startswith(("#", "import ", "from ")) or
                               not lines[at].strip()):
        at += 1
    body = "".join(lines[at:])
    if re.search(r"^\S.*\braise\b|^[a-z_]+\(.*\)\n\Z", body.splitlines()[-1] + "\n"):
        return "".join(lines[:at]) + head + "\n" + body  # it ends by raising: no tail
    return "".join(lines[:at]) + head + "\n" + body + tail


def generate() -> dict[str, str]:
    """Program name -> source, for every shape (deduplicated by text)."""
    programs: dict[str, str] = {}
    seen: set[str] = set()
    for shape in SHAPES:
        rng = random.Random(shape.__name__)
        made = tries = 0
        while made < PER_SHAPE and tries < PER_SHAPE * 20:
            tries += 1
            source = shape(rng)
            if source.count("\n") < 30 or rng.random() < 0.3:
                source = instrument(rng, source)
            digest = hashlib.sha256(source.encode()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            made += 1
            programs[f"{shape.__name__}_{made:02d}"] = source
    return programs


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*.py"):
        old.unlink()
    programs = generate()
    for name, source in programs.items():
        (OUT / f"{name}.py").write_text(source)
    print(f"wrote {len(programs)} programs to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
