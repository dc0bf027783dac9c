# Run a batch of notifications with contextlib helpers: suppress, ExitStack, contextmanager.
from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext, redirect_stdout
import io

sent_log = []


@contextmanager
def section(title):
    print(f"--- {title} ---")
    try:
        yield len(sent_log)
    except ValueError as exc:
        print(f"  section {title!r} aborted: {exc}")
    finally:
        print(f"--- end {title} ({len(sent_log)} sent) ---")


class Outbox:
    def __init__(self, name):
        self.name = name
        self.items = []

    def close(self):
        print(f"  outbox {self.name} closed with {len(self.items)} item(s)")


RECIPIENTS = ["ada@example.com", "not-an-address", "alan@example.com"]
with section("welcome") as start:
    print("  starting at", start)
    for to in RECIPIENTS:
        with suppress(ValueError):
            r = send_email(to, "Welcome", "Hello there " * 3)
            sent_log.append(r["id"])
            print("  sent", r)

with section("strict"):
    for to in RECIPIENTS:
        send_email(to, "Strict", "body")
        sent_log.append(to)

with ExitStack() as stack:
    boxes = [stack.enter_context(closing(Outbox(n))) for n in ("a", "b")]
    stack.callback(print, "  callbacks run last-in first-out")
    boxes[0].items.append("x")
    print("  inside the stack with", [b.name for b in boxes])

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line")
    send_email("grace@example.com", "Hi", "b")
print("captured:", repr(buf.getvalue()))
with nullcontext(42) as value:
    print("nullcontext gave", value)
print("sent:", sent_log)
