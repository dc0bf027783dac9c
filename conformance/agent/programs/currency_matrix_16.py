# A conversion matrix between currencies; unsupported pairs are marked.
from fractions import Fraction

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
convert_currency = LOG.wrap('convert_currency', convert_currency)

CODES = ['USD', 'EUR']
AMOUNT = 250.5
print(" " * 5 + "".join(f"{c:>12}" for c in CODES))
unsupported = 0
for src in CODES:
    cells = []
    for dst in CODES:
        try:
            value = convert_currency(AMOUNT, src, dst)
            cells.append(f"{Fraction(value).limit_denominator(1000)}")
        except ValueError:
            unsupported += 1
            cells.append("n/a")
    print(f"{src:<5}" + "".join(f"{c:>12}" for c in cells))
print("unsupported pairs:", unsupported)
