# For each customer: profile, orders, spend in one currency, then follow up.
from dataclasses import dataclass, field

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

get_user = logged(get_user); get_orders = logged(get_orders); convert_currency = logged(convert_currency); send_email = logged(send_email)

CUSTOMERS = [2, 5]
TARGET = 'JPY'

@dataclass
class Outcome:
    user_id: int
    name: str = "?"
    spend: float = 0.0
    problems: list = field(default_factory=list)

def new(uid):
    return Outcome(uid)

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
        r.name = get_user(uid)["name"]
    except LookupError as exc:
        r.problems.append(f"profile: {exc}")
        return r
    r.spend = spend_of(get_orders(user_id=uid), r.problems)
    return r

results = [process(uid) for uid in CUSTOMERS]
for r in sorted(results, key=lambda r: -r.spend):
    print(f"{r.user_id:>3} {r.name:<16} {r.spend:>9.2f} {TARGET}")
    for problem in r.problems:
        print("    !", problem)
for r in results:
    if r.spend > 100:
        user = get_user(r.user_id)
        text = f"You spent {r.spend:.2f} {TARGET}"
        msg = send_email(user["email"], "Thank you", text)
        print(f"  emailed {user['email']}: {msg['id']}")
failed = [r for r in results if r.problems]
print(f"{len(results) - len(failed)} clean, {len(failed)} with problems")
