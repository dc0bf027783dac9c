from __future__ import annotations
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import Enum
from typing import Iterator
import itertools

class Kind(str, Enum):
    CREDIT = "credit"
    DEBIT = "debit"

class InsufficientFunds(Exception):
    def __init__(self, account: str, needed: Decimal, available: Decimal) -> None:
        super().__init__(f"{account}: need {needed}, have {available}")
        self.shortfall = needed - available

_ids = itertools.count(1)

@dataclass(frozen=True)
class Entry:
    when: date
    kind: Kind
    amount: Decimal
    memo: str = ""
    id: int = field(default_factory=lambda: next(_ids))

@dataclass
class Account:
    name: str
    entries: list[Entry] = field(default_factory=list)

    @property
    def balance(self) -> Decimal:
        total = Decimal(0)
        for e in self.entries:
            total += e.amount if e.kind is Kind.CREDIT else -e.amount
        return total

    def post(self, kind: Kind | str, amount: str | Decimal, when: date, memo: str = "") -> Entry:
        kind = Kind(kind)
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError(f"amount must be positive: {amount}")
        if kind is Kind.DEBIT and amount > self.balance:
            raise InsufficientFunds(self.name, amount, self.balance)
        e = Entry(when, kind, amount, memo)
        self.entries.append(e)
        return e

    def statement(self) -> Iterator[str]:
        running = Decimal(0)
        for e in sorted(self.entries, key=lambda e: (e.when, e.id)):
            running += e.amount if e.kind == Kind.CREDIT else -e.amount
            sign = "+" if e.kind == "credit" else "-"
            yield f"{e.when:%Y-%m-%d} #{e.id:03d} {sign}{e.amount:>9.2f} {running:>10.2f}  {e.memo}"

acct = Account("checking")
acct.post("credit", "1500.00", date(2024, 1, 1), "salary")
acct.post(Kind.DEBIT, "420.50", date(2024, 1, 3), "rent")
acct.post("debit", Decimal("19.99"), date(2024, 1, 2), "books")
for bad in [("debit", "5000", "yacht"), ("credit", "-5", "refund?"), ("transfer", "1", "x")]:
    try:
        acct.post(bad[0], bad[1], date(2024, 1, 5), bad[2])
    except InsufficientFunds as e:
        print("declined:", e, "shortfall", e.shortfall)
    except ValueError as e:
        print("invalid:", e)
print("\n".join(acct.statement()))
print(acct.balance, Kind.CREDIT == "credit", Kind("debit").name, f"{Kind.CREDIT}", str(Kind.DEBIT), Kind.CREDIT.value.upper())
print(Account.__annotations__, Entry.__dataclass_fields__["amount"].type)
try:
    acct.entries[0].amount = Decimal(0)
except Exception as e:
    print(type(e).__name__, e)
