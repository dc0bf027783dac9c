# Email every active member of a team a short weekly summary.
import textwrap

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

list_users = logged(list_users); send_email = logged(send_email)

team = 'platform'
members = list_users(team=team, active_only=True)
pass
print(f"{len(members)} recipient(s)")

def compose(user):
    first = user["name"].split()[0]
    text = (f"Hi {first}, this week the {user['team']} team closed several tickets, "
            "reviewed the roadmap and scheduled the next release. Thanks for your work!")
    return "\n".join(textwrap.wrap(text, width=40))

sent, failed = [], []
for user in members:
    body = compose(user)
    try:
        receipt = send_email(user["email"], subject="Weekly summary", body=body)
    except ValueError as exc:
        failed.append((user["name"], str(exc)))
        continue
    sent.append(receipt["id"])
    print(f"-> {user['email']} ({receipt['chars']} chars)")
print("sent:", sent)
for name, why in failed:
    print(f"failed for {name}: {why}")
print(compose(members[0]) if members else "(nobody to write to)")
