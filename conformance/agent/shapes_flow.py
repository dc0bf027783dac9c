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
                print(f"{oid}: {show(state):<9} after {len(stamps)} event(s), {took} ({hours:.1f} h)")
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
        core = block(f"""
            async def with_retry(name, tries=TRIES):
                for attempt in range(tries):
                    try:
                        return await run_job_async(name)
                    except ConnectionError as exc:
                        print(f"  {{name}}: {{exc}}; retrying" if attempt + 1 < tries
                              else f"  {{name}}: {{exc}}; giving up")
                        await asyncio.sleep(0)
                raise ConnectionError(f"{{name}} failed {{tries}} time(s)")

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
            by_dept = {dept: list(members) for dept, members in groupby(rows, key=lambda r: r["dept"])}
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
