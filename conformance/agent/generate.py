"""Write the agent corpus: ``python -m conformance.agent.generate`` (re)writes ``programs/``.

Each shape (``shapes_data.py``, ``shapes_ops.py``, ``shapes_more.py``, ``shapes_flow.py``,
``shapes_threads.py``) is one kind of program models write in CodeAct loops (fetch through
tools, parse, aggregate, report, handle tool errors; sync tool calls spread over threads). A
shape's variation points are real choices of code (which tools and inputs, loop or
comprehension, dataclass or dict, Counter or defaultdict or a plain dict, sync calls or
``asyncio.gather`` or a thread pool, a table or JSON, which errors are caught and whether one
is left uncaught), drawn with a fixed seed; identical programs are written once.

Programs named ``hand_*.py`` are written by hand (one each, 30-120 lines, in the style of
the generated ones: the same fake tools, more of the standard library per program); the
generator keeps them.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable
from pathlib import Path

from .shapes_data import (
    csv_sales,
    forecast_planner,
    html_scrape,
    log_analysis,
    orders_report,
    paginate,
    payroll,
    portfolio,
    price_trend,
    retry_fetch,
    user_directory,
    weather_report,
)
from .shapes_flow import api_chain, async_jobs, order_states, staff_report, text_digest
from .shapes_more import cached_lookups, invoice_pages, metric_alerts, trip_plan, url_audit
from .shapes_ops import (
    config_check,
    currency_matrix,
    customer_case,
    dashboard,
    doc_search,
    error_chain,
    expenses,
    free_slots,
    health,
    incident_report,
    json_roundtrip,
    notify,
    permissions,
    restock,
    scheduler,
    ticket_triage,
)
from .shapes_threads import async_to_thread, pool_lookup, thread_fanout
from .shaping import block, code_only, pick

OUT = Path(__file__).parent / "programs"
PER_SHAPE = 20
#: The name prefix of the hand-written programs (see the module docstring).
HAND_WRITTEN = "hand_"


SHAPES: list[Callable[[random.Random], str]] = [
    orders_report, user_directory, weather_report, forecast_planner, portfolio, price_trend,
    log_analysis, retry_fetch, paginate, html_scrape, csv_sales, payroll, config_check,
    notify, ticket_triage, free_slots, doc_search, permissions, restock, dashboard,
    json_roundtrip, currency_matrix, health, error_chain, customer_case, incident_report,
    scheduler, expenses,
]

#: Shapes written after the corpus was measured for copies: a program of one of these is
#: kept only when its code (literals masked) is new, so each adds programs that differ in
#: code, not only in constants.
CODE_DISTINCT: list[Callable[[random.Random], str]] = [
    invoice_pages, metric_alerts, trip_plan, order_states, async_jobs, staff_report,
    text_digest, api_chain, url_audit, cached_lookups, pool_lookup, thread_fanout,
    async_to_thread,
]


SYNC_TOOLS = ["get_user", "list_users", "get_orders", "get_product", "search_products",
              "get_weather", "get_forecast", "get_stock_price", "get_price_history",
              "convert_currency", "read_log", "fetch_url", "get_csv", "get_config",
              "send_email", "create_ticket", "get_calendar", "search_docs", "check_permission",
              "list_invoices", "get_invoice", "get_metrics", "geocode", "get_order_events"]


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
    seen_code: set[str] = set()
    for shape in SHAPES + CODE_DISTINCT:
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
            code = code_only(source)
            if shape in CODE_DISTINCT and code in seen_code:
                continue
            seen.add(digest)
            seen_code.add(code)
            made += 1
            programs[f"{shape.__name__}_{made:02d}"] = source
    return programs


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*.py"):
        if not old.name.startswith(HAND_WRITTEN):
            old.unlink()
    programs = generate()
    for name, source in programs.items():
        (OUT / f"{name}.py").write_text(source)
    print(f"wrote {len(programs)} programs to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
