# For each customer: profile, orders, spend in one currency, then follow up.
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
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_user = LOG.wrap('get_user', get_user); get_orders = LOG.wrap('get_orders', get_orders); convert_currency = LOG.wrap('convert_currency', convert_currency); send_email = LOG.wrap('send_email', send_email); create_ticket = LOG.wrap('create_ticket', create_ticket)

CUSTOMERS = [5, 9, 3, 4]
TARGET = 'GBP'

def new(uid):
    return {"user_id": uid, "name": "?", "spend": 0.0, "problems": []}

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
        r['name'] = get_user(uid)["name"]
    except LookupError as exc:
        r['problems'].append(f"profile: {exc}")
        return r
    r['spend'] = spend_of(get_orders(user_id=uid), r['problems'])
    return r

results = [process(uid) for uid in CUSTOMERS]
for r in sorted(results, key=lambda r: -r['spend']):
    print(f"{r['user_id']:>3} {r['name']:<16} {r['spend']:>9.2f} {TARGET}")
    for problem in r['problems']:
        print("    !", problem)
for r in results:
    if r['spend'] > 100:
        user = get_user(r['user_id'])
        text = f"You spent {r['spend']:.2f} {TARGET}"
        msg = send_email(user["email"], "Thank you", text)
        print(f"  emailed {user['email']}: {msg['id']}")
    if r['problems']:
        t = create_ticket(f"review customer {r['user_id']}", priority="low")
        print(f"  ticket {t['id']} for {len(r['problems'])} problem(s)")
failed = [r for r in results if r['problems']]
print(f"{len(results) - len(failed)} clean, {len(failed)} with problems")
