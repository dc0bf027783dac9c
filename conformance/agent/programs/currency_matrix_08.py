# A conversion matrix between currencies; unsupported pairs are marked.
from fractions import Fraction

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

convert_currency = logged(convert_currency)

CODES = ['EUR', 'USD', 'JPY', 'GBP']
AMOUNT = 100
print(" " * 5 + "".join(f"{c:>12}" for c in CODES))
unsupported = 0
for src in CODES:
    cells = []
    for dst in CODES:
        try:
            value = convert_currency(AMOUNT, src, dst)
            cells.append(f"{value:.2f}")
        except ValueError:
            unsupported += 1
            cells.append("n/a")
    print(f"{src:<5}" + "".join(f"{c:>12}" for c in cells))
print("unsupported pairs:", unsupported)
