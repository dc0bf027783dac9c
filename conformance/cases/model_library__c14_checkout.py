from datetime import date, timedelta

class LibraryError(Exception):
    pass

class NotAvailable(LibraryError):
    def __init__(self, title, due):
        super().__init__(f"{title!r} is out until {due:%Y-%m-%d}")
        self.title, self.due = title, due

class Library:
    LOAN = timedelta(days=14)
    FINE_PER_DAY = 25
    def __init__(self, titles):
        self.loans = {}
        self.titles = set(titles)
    def checkout(self, title, who, today):
        if title not in self.titles:
            raise LibraryError(f"no such title: {title!r}")
        if title in self.loans:
            raise NotAvailable(title, self.loans[title][1])
        self.loans[title] = (who, today + self.LOAN)
        return self.loans[title][1]
    def checkin(self, title, today):
        who, due = self.loans.pop(title)
        late = max(0, (today - due).days)
        return who, late * self.FINE_PER_DAY

lib = Library(["Dune", "Emma", "Ulysses"])
d0 = date(2024, 5, 1)
print(lib.checkout("Dune", "ann", d0))
for title, who in [("Dune", "bob"), ("Hamlet", "cy"), ("Emma", "bob")]:
    try:
        print("due", lib.checkout(title, who, d0 + timedelta(days=3)))
    except NotAvailable as e:
        print("wait:", e, e.due - d0)
    except LibraryError as e:
        print("error:", e)
for title, day in [("Dune", 20), ("Emma", 14)]:
    who, fine = lib.checkin(title, d0 + timedelta(days=day))
    print(f"{title} back from {who}: fine {fine // 100}.{fine % 100:02d}")
print(sorted(lib.titles - lib.loans.keys()))
lib.checkin("Ulysses", d0)
