# traceback's text of exception groups: CPython's nested boxes (members, nested groups,
# chained members, the width cut after 15 members, notes), written to stderr.
import traceback


def check_row(row):
    if row["qty"] < 0:
        raise ValueError(f"row {row['id']}: negative qty")
    if "price" not in row:
        raise KeyError(f"row {row['id']}: price")


rows = [{"id": 1, "qty": 2, "price": 3}, {"id": 2, "qty": -1}, {"id": 3, "qty": 1}]
problems = []
for row in rows:
    try:
        check_row(row)
    except (ValueError, KeyError) as exc:
        problems.append(exc)
try:
    raise ExceptionGroup("import failed", problems)
except ExceptionGroup:
    traceback.print_exc()

try:
    try:
        int("seven")
    except ValueError as exc:
        raise RuntimeError("bad config value") from exc
except RuntimeError as chained:
    nested = ExceptionGroup("stage 2", [chained, TypeError("wrong type")])
group = ExceptionGroup("pipeline", [nested, LookupError("missing")])
group.add_note("while running the nightly job")
traceback.print_exception(group)

wide = ExceptionGroup("wide", [ValueError(n) for n in range(18)])
print("".join(traceback.format_exception(wide)).count("ValueError"))
traceback.print_exception(wide, chain=False)
print(traceback.format_exception_only(group))
