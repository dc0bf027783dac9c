# For each customer: profile, orders, spend in one currency, then follow up.
CUSTOMERS = [9, 2]
TARGET = 'EUR'

class Outcome:
    __slots__ = ("user_id", "name", "spend", "problems")

    def __init__(self, user_id):
        self.user_id, self.name, self.spend, self.problems = user_id, "?", 0.0, []

    def __repr__(self):
        return f"<Outcome {self.user_id} {self.name!r} {self.spend:.2f}>"

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
    if r.problems:
        t = create_ticket(f"review customer {r.user_id}", priority="low")
        print(f"  ticket {t['id']} for {len(r.problems)} problem(s)")
failed = [r for r in results if r.problems]
print(f"{len(results) - len(failed)} clean, {len(failed)} with problems")
