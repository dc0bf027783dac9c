# Payroll with Decimal money, rounding rules and a textwrap'd memo.
import csv
import io
import textwrap
from decimal import Decimal, ROUND_HALF_UP, getcontext
from dataclasses import dataclass, field
from datetime import date

getcontext().prec = 28
CENT = Decimal("0.01")
TAX_BANDS = [(Decimal("60000"), Decimal("0.20")), (Decimal("100000"), Decimal("0.30")),
             (None, Decimal("0.40"))]


@dataclass(order=True)
class Employee:
    salary: Decimal
    name: str
    dept: str
    start: date = field(compare=False)

    def tax(self) -> Decimal:
        owed, lower = Decimal(0), Decimal(0)
        for upper, rate in TAX_BANDS:
            top = self.salary if upper is None else min(self.salary, upper)
            if top > lower:
                owed += (top - lower) * rate
            if upper is None or self.salary <= upper:
                break
            lower = upper
        return owed.quantize(CENT, rounding=ROUND_HALF_UP)

    def years(self, on: date) -> int:
        return on.year - self.start.year - ((on.month, on.day) < (self.start.month, self.start.day))


staff = [Employee(Decimal(r["salary"]), r["name"], r["dept"], date.fromisoformat(r["start"]))
         for r in csv.DictReader(io.StringIO(get_csv("employees")))]
today = date(2024, 3, 15)
for e in sorted(staff, reverse=True):
    net = e.salary - e.tax()
    monthly = (net / 12).quantize(CENT, rounding=ROUND_HALF_UP)
    print(f"{e.name:<6} {e.dept:<6} gross={e.salary:>9} tax={e.tax():>10} "
          f"monthly={monthly:>9} tenure={e.years(today)}y")

total = sum((e.salary for e in staff), Decimal(0))
print("payroll total:", total, "avg:", (total / len(staff)).quantize(CENT))
print("as tuple:", (total / 7).quantize(Decimal("0.001")).as_tuple())
memo = ("This memo summarises the payroll run for March 2024. Salaries are taxed in three "
        "bands; amounts are rounded half up to the cent. Employees with more than three "
        "years of tenure are flagged for the loyalty review.")
print(textwrap.fill(memo, width=48, initial_indent="> ", subsequent_indent="> "))
loyal = [e.name for e in staff if e.years(today) > 3]
print(textwrap.shorten("Loyalty review: " + ", ".join(loyal), width=40, placeholder=" [...]"))
print(Decimal("1.005").quantize(CENT), Decimal("2.675").quantize(CENT, ROUND_HALF_UP))
print(Decimal(10) / Decimal(3), Decimal("1e3").normalize(), Decimal("-0.0") == 0)
