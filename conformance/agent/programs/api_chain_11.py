# For each customer: profile, orders, spend in one currency, then follow up.
from dataclasses import dataclass, field

CUSTOMERS = [5, 2]
TARGET = 'JPY'

@dataclass
class Outcome:
    user_id: int
    name: str = "?"
    spend: float = 0.0
    problems: list = field(default_factory=list)

def new(uid):
    return Outcome(uid)

def process(uid):
    r = new(uid)
    try:
        user = get_user(uid)
    except LookupError as exc:
        r.problems.append(f"profile: {exc}")
    else:
        r.name = user["name"]
        for o in get_orders(user_id=uid):
            try:
                amount = convert_currency(o["amount"], o["currency"], TARGET)
            except ValueError as exc:
                r.problems.append(str(exc))
            else:
                r.spend = r.spend + amount
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
    if r.problems:
        t = create_ticket(f"review customer {r.user_id}", priority="low")
        print(f"  ticket {t['id']} for {len(r.problems)} problem(s)")
failed = [r for r in results if r.problems]
print(f"{len(results) - len(failed)} clean, {len(failed)} with problems")
