"""Program shapes about control flow: order state machines with ``match``, async job runs
with retries, CSV staff reports, text digests with templates, multi-tool orchestration."""

from __future__ import annotations

import random

from .shaping import block, indent, pick, sample


def order_states(rng: random.Random) -> str:
    orders = sample(rng, ["o-100", "o-101", "o-102", "o-103", "o-104", "o-106", "o-999"],
                    3, 6)
    state = pick(rng, "enum", "strings")
    step = pick(rng, "match_tuple", "match_dict", "table")
    times = pick(rng, "timedelta", "seconds")
    strict = rng.random() < 0.25
    imports = ["from datetime import datetime"]
    if state == "enum":
        imports.append("from enum import Enum")
        states = block("""
            class State(Enum):
                NEW = "new"
                PAID = "paid"
                SHIPPED = "shipped"
                DONE = "done"
                CANCELLED = "cancelled"

            START = State.NEW
            def show(s):
                return s.name.lower()
            """)
        s = "State.{}"
    else:
        states = block("""
            START = "NEW"
            def show(s):
                return s.lower()
            """)
        s = '"{}"'

    def st(name: str) -> str:
        return s.format(name)

    if step == "match_tuple":
        trans = block(f"""
            def step(state, event):
                match (state, event):
                    case ({st('NEW')}, "created"):
                        return {st('NEW')}
                    case ({st('NEW')}, "paid"):
                        return {st('PAID')}
                    case ({st('PAID')}, "shipped"):
                        return {st('SHIPPED')}
                    case ({st('SHIPPED')}, "delivered"):
                        return {st('DONE')}
                    case ({st('NEW')} | {st('PAID')}, "cancelled"):
                        return {st('CANCELLED')}
                    case _:
                        raise ValueError(f"{{event}} not allowed in {{show(state)}}")
            """)
    elif step == "match_dict":
        trans = block(f"""
            def step(state, event):
                match {{"state": state, "event": event}}:
                    case {{"event": "created"}} if state == {st('NEW')}:
                        return state
                    case {{"state": {st('NEW')}, "event": "paid"}}:
                        return {st('PAID')}
                    case {{"state": {st('PAID')}, "event": "shipped"}}:
                        return {st('SHIPPED')}
                    case {{"state": {st('SHIPPED')}, "event": "delivered"}}:
                        return {st('DONE')}
                    case {{"event": "cancelled"}} if state in ({st('NEW')}, {st('PAID')}):
                        return {st('CANCELLED')}
                    case {{"event": other}}:
                        raise ValueError(f"{{other}} not allowed in {{show(state)}}")
            """)
    else:
        trans = block(f"""
            TRANSITIONS = {{
                ({st('NEW')}, "created"): {st('NEW')},
                ({st('NEW')}, "paid"): {st('PAID')},
                ({st('PAID')}, "shipped"): {st('SHIPPED')},
                ({st('SHIPPED')}, "delivered"): {st('DONE')},
                ({st('NEW')}, "cancelled"): {st('CANCELLED')},
                ({st('PAID')}, "cancelled"): {st('CANCELLED')},
            }}

            def step(state, event):
                try:
                    return TRANSITIONS[state, event]
                except KeyError:
                    raise ValueError(f"{{event}} not allowed in {{show(state)}}") from None
            """)
    if times == "timedelta":
        dur = block("""
            took = stamps[-1] - stamps[0]
            hours = took.total_seconds() / 3600
            """)
    else:
        dur = block("""
            took = int((stamps[-1] - stamps[0]).total_seconds())
            hours = took / 3600
            """)
    tail = 'step(START, "delivered")\n' if strict else ""
    return ("# Replay each order's events through a state machine and time the flow.\n"
            + "\n".join(imports) + "\n\n" + states + "\n" + trans + "\n" + block(f"""
            final = {{}}
            for oid in {orders!r}:
                try:
                    events = get_order_events(oid)
                except KeyError as exc:
                    print(f"{{oid}}: unknown order {{exc}}")
                    continue
                state = START
                stamps = []
                for ev in events:
                    try:
                        state = step(state, ev["event"])
                    except ValueError as exc:
                        print(f"{{oid}}: {{exc}}")
                        break
                    stamps.append(datetime.fromisoformat(ev["at"]))
            """) + indent(dur, 1) + block("""
                final[oid] = state
                print(f"{oid}: {show(state):<9} after {len(stamps)} event(s), "
                      f"{took} ({hours:.1f} h)")
            counts = {}
            for state in final.values():
                counts[show(state)] = counts.get(show(state), 0) + 1
            print("final states:", dict(sorted(counts.items())))
            """) + tail)


def async_jobs(rng: random.Random) -> str:
    jobs = sample(rng, ["index", "sync", "report", "xport", "backup", "mail", "xmas", "ab"],
                  3, 6)
    tries = rng.choice([1, 2, 3])
    style = pick(rng, "wrapper", "loop", "decorator")
    limit = pick(rng, "semaphore", "none")
    collect = pick(rng, "return_exceptions", "try")
    summary = pick(rng, "counter", "dataclass")
    imports = ["import asyncio"]
    if summary == "counter":
        imports.append("from collections import Counter")
    else:
        imports.append("from dataclasses import dataclass, field")
    if style == "decorator":
        imports.append("import functools")
    gate = ("SEM = asyncio.Semaphore(2)\n" if limit == "semaphore" else "")
    if style == "wrapper":
        core = block("""
            async def with_retry(name, tries=TRIES):
                for attempt in range(tries):
                    try:
                        return await run_job_async(name)
                    except ConnectionError as exc:
                        print(f"  {name}: {exc}; retrying" if attempt + 1 < tries
                              else f"  {name}: {exc}; giving up")
                        await asyncio.sleep(0)
                raise ConnectionError(f"{name} failed {tries} time(s)")

            run = with_retry
            """)
    elif style == "loop":
        core = block("""
            async def run(name):
                attempt = 0
                while True:
                    attempt += 1
                    try:
                        return await run_job_async(name)
                    except ConnectionError:
                        if attempt >= TRIES:
                            raise
                        await asyncio.sleep(0)
            """)
    else:
        core = block("""
            def retrying(tries):
                def wrap(fn):
                    @functools.wraps(fn)
                    async def inner(*args):
                        last = None
                        for _ in range(tries):
                            try:
                                return await fn(*args)
                            except ConnectionError as exc:
                                last = exc
                        raise last
                    return inner
                return wrap

            @retrying(TRIES)
            async def run(name):
                return await run_job_async(name)
            """)
    if limit == "semaphore":
        guarded = block("""
            async def guarded(name):
                async with SEM:
                    return await run(name)
            """)
    else:
        guarded = block("""
            async def guarded(name):
                return await run(name)
            """)
    if collect == "return_exceptions":
        main = block("""
            async def main():
                results = await asyncio.gather(*(guarded(j) for j in JOBS),
                                               return_exceptions=True)
                return list(zip(JOBS, results))
            """)
    else:
        main = block("""
            async def main():
                async def safe(name):
                    try:
                        return await guarded(name)
                    except (ConnectionError, PermissionError) as exc:
                        return exc
                return list(zip(JOBS, await asyncio.gather(*map(safe, JOBS))))
            """)
    if summary == "counter":
        report = block("""
            tally = Counter()
            for name, res in asyncio.run(main()):
                if isinstance(res, Exception):
                    tally[type(res).__name__] += 1
                    print(f"{name:<8} FAILED {type(res).__name__}: {res}")
                else:
                    tally["ok"] += 1
                    print(f"{name:<8} ok on attempt {res['attempt']} -> {res['output']}")
            print("summary:", ", ".join(f"{k}={v}" for k, v in sorted(tally.items())))
            """)
    else:
        report = block("""
            @dataclass
            class Run:
                done: list = field(default_factory=list)
                failed: dict = field(default_factory=dict)

                def add(self, name, res):
                    if isinstance(res, Exception):
                        self.failed[name] = f"{type(res).__name__}: {res}"
                    else:
                        self.done.append((name, res["attempt"]))

            run_log = Run()
            for name, res in asyncio.run(main()):
                run_log.add(name, res)
            for name, attempt in run_log.done:
                print(f"{name:<8} ok (attempt {attempt})")
            for name, why in sorted(run_log.failed.items()):
                print(f"{name:<8} {why}")
            print(f"{len(run_log.done)}/{len(JOBS)} jobs done")
            """)
    return ("# Run background jobs concurrently, retrying dropped connections.\n"
            + "\n".join(imports) + "\n\n" + f"JOBS = {jobs!r}\nTRIES = {tries}\n" + gate
            + "\n" + core + "\n" + guarded + "\n" + main + "\n" + report)


def staff_report(rng: random.Random) -> str:
    raise_pct = rng.choice([3, 4.5, 7])
    as_of = pick(rng, "2024-01-01", "2024-06-30")
    reader = pick(rng, "dictreader", "reader", "split")
    group = pick(rng, "defaultdict", "groupby", "setdefault")
    avg = pick(rng, "median", "mean", "fmean")
    writer = pick(rng, "dictwriter", "fstring", "template")
    source = pick(rng, "employees", "employees", "staff")
    imports = ["import csv", "import io", "import statistics", "from datetime import date"]
    if group == "defaultdict":
        imports.append("from collections import defaultdict")
    elif group == "groupby":
        imports.append("from itertools import groupby")
    if writer == "template":
        imports.append("from string import Template")
    if reader == "dictreader":
        read = block("""
            rows = [dict(r, salary=int(r["salary"])) for r in csv.DictReader(io.StringIO(text))]
            """)
    elif reader == "reader":
        read = block("""
            table = list(csv.reader(io.StringIO(text)))
            header, body = table[0], table[1:]
            rows = []
            for values in body:
                row = dict(zip(header, values))
                row["salary"] = int(row["salary"])
                rows.append(row)
            """)
    else:
        read = block("""
            lines = text.strip().splitlines()
            header = lines[0].split(",")
            rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
            for row in rows:
                row["salary"] = int(row["salary"])
            """)
    if group == "defaultdict":
        grouping = block("""
            by_dept = defaultdict(list)
            for row in rows:
                by_dept[row["dept"]].append(row)
            """)
    elif group == "groupby":
        grouping = block("""
            rows.sort(key=lambda r: r["dept"])
            by_dept = {dept: list(members)
                       for dept, members in groupby(rows, key=lambda r: r["dept"])}
            """)
    else:
        grouping = block("""
            by_dept = {}
            for row in rows:
                by_dept.setdefault(row["dept"], []).append(row)
            """)
    if writer == "dictwriter":
        out = block("""
            buf = io.StringIO()
            w = csv.DictWriter(buf, fieldnames=["dept", "people", "avg", "after_raise"],
                               lineterminator="\\n")
            w.writeheader()
            for rec in summary:
                w.writerow(rec)
            print(buf.getvalue(), end="")
            """)
    elif writer == "fstring":
        out = block("""
            print(f"{'dept':<6}{'n':>3}{'avg':>12}{'after':>12}")
            for rec in summary:
                print(f"{rec['dept']:<6}{rec['people']:>3}{rec['avg']:>12,.0f}{rec['after_raise']:>12,.0f}")
            """)
    else:
        out = block("""
            line = Template("$dept: $people people, average $avg -> $after_raise")
            for rec in summary:
                print(line.substitute(rec))
            """)
    return ("# Read the staff CSV, summarise salaries per department and price a raise.\n"
            + "\n".join(imports) + "\n\n"
            + f"RAISE_PCT = {raise_pct}\nAS_OF = date.fromisoformat({as_of!r})\n\n"
            + block(f"""
            try:
                text = get_csv({source!r})
            except FileNotFoundError as exc:
                print("no such sheet:", exc, "- using employees")
                text = get_csv("employees")
            """) + read + grouping + block(f"""
            summary = []
            for dept in sorted(by_dept):
                pay = [r["salary"] for r in by_dept[dept]]
                mid = statistics.{avg}(pay)
                summary.append({{"dept": dept, "people": len(pay), "avg": round(mid),
                                "after_raise": round(mid * (1 + RAISE_PCT / 100))}})
            """) + out + block("""
            def tenure(row):
                y, m, d = map(int, row["start"].split("-"))
                return (AS_OF - date(y, m, d)).days / 365.25

            longest = max(rows, key=tenure)
            print(f"longest serving: {longest['name']} ({tenure(longest):.1f} years)")
            total = sum(r["salary"] for r in rows)
            print(f"payroll {total:,} -> {total * (1 + RAISE_PCT / 100):,.2f} after {RAISE_PCT}%")
            """))


def text_digest(rng: random.Random) -> str:
    queries = sample(rng, ["deploy", "security", "keys", "receipts", "laptop", "policy",
                           "release", "nothing here"], 2, 4)
    top = rng.choice([3, 5, 8])
    tokens = pick(rng, "findall", "split", "finditer")
    count = pick(rng, "counter", "dict_get", "defaultdict")
    render = pick(rng, "template", "format", "fstring")
    extract = pick(rng, "emails_numbers", "numbers", "none")
    imports = ["import re", "import textwrap"]
    if count == "counter":
        imports.append("from collections import Counter")
    elif count == "defaultdict":
        imports.append("from collections import defaultdict")
    if render == "template":
        imports.append("from string import Template")
    if tokens == "findall":
        tok = 'words = re.findall(r"[a-z]+", text.lower())\n'
    elif tokens == "split":
        tok = ('words = [w.strip(".,!?;:").lower() for w in text.split()\n'
               '         if w.strip(".,!?;:").isalpha()]\n')
    else:
        tok = 'words = [m.group().lower() for m in re.finditer(r"[A-Za-z]+", text)]\n'
    if count == "counter":
        freq = block("""
            freq = Counter(w for w in words if w not in STOP)
            common = freq.most_common(TOP)
            """)
    elif count == "dict_get":
        freq = block("""
            freq = {}
            for w in words:
                if w not in STOP:
                    freq[w] = freq.get(w, 0) + 1
            common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
            """)
    else:
        freq = block("""
            freq = defaultdict(int)
            for w in words:
                if w not in STOP:
                    freq[w] += 1
            common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
            """)
    if render == "template":
        out = block("""
            ROW = Template("  ${word}: ${n} ${bar}")
            for word, n in common:
                print(ROW.substitute(word=word, n=n, bar="#" * n))
            """)
    elif render == "format":
        out = block("""
            ROW = "  {word:<12} {n:>2} {bar}"
            for word, n in common:
                print(ROW.format(word=word, n=n, bar="#" * n))
            """)
    else:
        out = block("""
            width = max((len(w) for w, _ in common), default=0)
            for word, n in common:
                print(f"  {word:<{width}} {n:>2} {'#' * n}")
            """)
    if extract == "emails_numbers":
        ext = block("""
            emails = sorted(set(re.findall(r"[\\w.+-]+@[\\w-]+\\.[\\w.]+", text)))
            numbers = [int(n) for n in re.findall(r"\\b\\d+\\b", text)]
            print("emails:", emails or "none", "| numbers:", numbers)
            """)
    elif extract == "numbers":
        ext = block("""
            numbers = re.findall(r"(\\d+)\\s*(days|EUR)", text)
            for value, unit in numbers:
                print(f"  found {int(value):>3} {unit}")
            """)
    else:
        ext = ""
    return ("# Build a digest of the docs matching a few queries: top words and key facts.\n"
            + "\n".join(imports) + "\n\n"
            + f"QUERIES = {queries!r}\nTOP = {top}\n"
            + 'STOP = {"the", "and", "to", "your", "a", "of", "are", "before", "every"}\n\n'
            + block("""
            docs = {}
            for q in QUERIES:
                hits = search_docs(q)
                print(f"{q!r}: {len(hits)} doc(s)")
                for d in hits:
                    docs.setdefault(d["id"], d)
            if not docs:
                raise LookupError("no documents matched any query")
            text = " ".join(d["title"] + ". " + d["body"] for _, d in sorted(docs.items()))
            """) + tok + freq + block("""
            print(f"{len(docs)} doc(s), {len(words)} words, {len(freq)} distinct")
            """) + out + ext + block("""
            summary = "; ".join(d["title"] for d in docs.values())
            print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
            """))


def api_chain(rng: random.Random) -> str:
    uids = rng.sample([1, 2, 3, 4, 5, 9], rng.randint(2, 5))
    target = pick(rng, "EUR", "GBP", "JPY", "USD")
    result = pick(rng, "dataclass", "dict", "class")
    flow = pick(rng, "nested_try", "helpers", "else_clause")
    notify = pick(rng, "email", "ticket", "both")
    finish = pick(rng, "report", "raise_if_failed", "report")
    imports = []
    if result == "dataclass":
        imports.append("from dataclasses import dataclass, field")
    head = ("# For each customer: profile, orders, spend in one currency, then follow up.\n"
            + "\n".join(imports) + ("\n\n" if imports else "")
            + f"CUSTOMERS = {uids!r}\nTARGET = {target!r}\n\n")
    if result == "dataclass":
        model = block("""
            @dataclass
            class Outcome:
                user_id: int
                name: str = "?"
                spend: float = 0.0
                problems: list = field(default_factory=list)

            def new(uid):
                return Outcome(uid)
            """)
        get, put, prob = "r.{}", "r.{} = {}", "r.problems.append({})"
    elif result == "class":
        model = block("""
            class Outcome:
                __slots__ = ("user_id", "name", "spend", "problems")

                def __init__(self, user_id):
                    self.user_id, self.name, self.spend, self.problems = user_id, "?", 0.0, []

                def __repr__(self):
                    return f"<Outcome {self.user_id} {self.name!r} {self.spend:.2f}>"

            def new(uid):
                return Outcome(uid)
            """)
        get, put, prob = "r.{}", "r.{} = {}", "r.problems.append({})"
    else:
        model = block("""
            def new(uid):
                return {"user_id": uid, "name": "?", "spend": 0.0, "problems": []}
            """)
        get, put, prob = "r[{!r}]", "r[{!r}] = {}", "r['problems'].append({})"

    def g(f: str) -> str:
        return get.format(f)

    def s(f: str, v: str) -> str:
        return put.format(f, v)

    def p(v: str) -> str:
        return prob.format(v)

    if flow == "nested_try":
        CONVERT = ' + convert_currency(o["amount"], o["currency"], TARGET)'
        body = block(f"""
            def process(uid):
                r = new(uid)
                try:
                    user = get_user(uid)
                    {s('name', 'user["name"]')}
                    try:
                        orders = get_orders(user_id=uid)
                    except KeyError:
                        orders = []
                    for o in orders:
                        try:
                            {s('spend', g('spend') + CONVERT)}
                        except ValueError as exc:
                            {p('str(exc)')}
                except LookupError as exc:
                    {p('f"profile: {exc}"')}
                return r
            """)
    elif flow == "helpers":
        body = block(f"""
            def spend_of(orders, problems):
                total = 0.0
                for o in orders:
                    try:
                        total += convert_currency(o["amount"], o["currency"], TARGET)
                    except ValueError as exc:
                        problems.append(str(exc))
                return total

            def process(uid):
                r = new(uid)
                try:
                    {s('name', 'get_user(uid)["name"]')}
                except LookupError as exc:
                    {p('f"profile: {exc}"')}
                    return r
                {s('spend', 'spend_of(get_orders(user_id=uid), ' + g('problems') + ')')}
                return r
            """)
    else:
        body = block(f"""
            def process(uid):
                r = new(uid)
                try:
                    user = get_user(uid)
                except LookupError as exc:
                    {p('f"profile: {exc}"')}
                else:
                    {s('name', 'user["name"]')}
                    for o in get_orders(user_id=uid):
                        try:
                            amount = convert_currency(o["amount"], o["currency"], TARGET)
                        except ValueError as exc:
                            {p('str(exc)')}
                        else:
                            {s('spend', g('spend') + ' + amount')}
                return r
            """)
    follow = []
    if notify in ("email", "both"):
        follow.append(block(f"""
            if {g('spend')} > 100:
                user = get_user({g('user_id')})
                text = f"You spent {{{g('spend')}:.2f}} {{TARGET}}"
                msg = send_email(user["email"], "Thank you", text)
                print(f"  emailed {{user['email']}}: {{msg['id']}}")
            """))
    if notify in ("ticket", "both"):
        follow.append(block(f"""
            if {g('problems')}:
                t = create_ticket(f"review customer {{{g('user_id')}}}", priority="low")
                print(f"  ticket {{t['id']}} for {{len({g('problems')})}} problem(s)")
            """))
    tail = block(f"""
        failed = [r for r in results if {g('problems')}]
        print(f"{{len(results) - len(failed)}} clean, {{len(failed)}} with problems")
        """)
    if finish == "raise_if_failed":
        tail += block(f"""
            if any({g('name')} == "?" for r in failed):
                unknown = [{g('user_id')} for r in failed if {g('name')} == "?"]
                raise RuntimeError(f"unknown customers: {{unknown}}")
            """)
    return head + model + "\n" + body + "\n" + block(f"""
        results = [process(uid) for uid in CUSTOMERS]
        for r in sorted(results, key=lambda r: -{g('spend')}):
            print(f"{{{g('user_id')}:>3}} {{{g('name')}:<16}} {{{g('spend')}:>9.2f}} {{TARGET}}")
            for problem in {g('problems')}:
                print("    !", problem)
        """) + "for r in results:\n" + indent("".join(follow), 1) + tail
