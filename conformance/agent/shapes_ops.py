"""Program shapes that act through tools: config checks, notifications, tickets, calendars,
search, permissions, stock, async dashboards, JSON, currencies, health, errors, support
cases, incidents, scheduling, expenses."""

from __future__ import annotations

import random

from .shaping import block, pick, sample


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
