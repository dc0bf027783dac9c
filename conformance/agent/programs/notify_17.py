# Email every active member of a team a short weekly summary.
import textwrap

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
list_users = LOG.wrap('list_users', list_users); send_email = LOG.wrap('send_email', send_email)

team = 'research'
members = list_users(team=team, active_only=True)
members.append({'name': 'Nobody', 'email': 'nobody', 'team': 'x'})
print(f"{len(members)} recipient(s)")

def compose(user):
    first = user["name"].split()[0]
    text = (f"Hi {first}, this week the {user['team']} team closed several tickets, "
            "reviewed the roadmap and scheduled the next release. Thanks for your work!")
    return "\n".join(textwrap.wrap(text, width=60))

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
