from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum
class Status(Enum):
    AVAILABLE = 'available'
    ON_LOAN = 'on loan'
class LibraryError(Exception):
    pass
@dataclass
class Book:
    isbn: str
    title: str
    status: Status = Status.AVAILABLE
    due: date = None
@dataclass
class Member:
    name: str
    limit: int = 2
    loans: list = field(default_factory=list)
class Library:
    FINE_PER_DAY = 0.25
    def __init__(self, books):
        self.books = {b.isbn: b for b in books}
    def checkout(self, member, isbn, today):
        book = self.books.get(isbn)
        if book is None:
            raise LibraryError(f'no such book {isbn}')
        if book.status is Status.ON_LOAN:
            raise LibraryError(f'{book.title!r} is already on loan')
        if len(member.loans) >= member.limit:
            raise LibraryError(f'{member.name} reached limit of {member.limit}')
        book.status, book.due = Status.ON_LOAN, today + timedelta(days=14)
        member.loans.append(book)
        return book.due
    def checkin(self, member, isbn, today):
        book = self.books[isbn]
        member.loans.remove(book)
        late = max(0, (today - book.due).days)
        book.status, book.due = Status.AVAILABLE, None
        return late * self.FINE_PER_DAY
lib = Library([Book('111', 'Dune'), Book('222', 'Emma'), Book('333', 'Ulysses')])
ann, bob = Member('ann'), Member('bob', limit=1)
d0 = date(2024, 3, 1)
actions = [(ann, 'out', '111', 0), (bob, 'out', '111', 1), (bob, 'out', '222', 1), (bob, 'out', '333', 2),
           (ann, 'out', '333', 3), (ann, 'out', '999', 3), (ann, 'in', '111', 20), (bob, 'in', '222', 10)]
for m, act, isbn, day in actions:
    today = d0 + timedelta(days=day)
    try:
        if act == 'out':
            print(f'{today} {m.name} borrows {isbn}, due {lib.checkout(m, isbn, today)}')
        else:
            print(f'{today} {m.name} returns {isbn}, fine ${lib.checkin(m, isbn, today):.2f}')
    except LibraryError as e:
        print(f'{today} refused: {e}')
print({b.title: b.status.value for b in lib.books.values()})
print([b.title for b in ann.loans], [b.title for b in bob.loans])
