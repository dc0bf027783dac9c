import re

EMAIL = re.compile(r"^[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$")
PHONE = re.compile(r"^\+?(\d{1,3})?[-. ]?\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$")
DATE = re.compile(r"^(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])$")
IPV4 = re.compile(r"^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$")
tests = {
    "email": (EMAIL, ["a@b.co", "first.last+tag@sub.example.org", "bad@", "no at.com", "x@y.z"]),
    "phone": (PHONE, ["555-123-4567", "(555) 123 4567", "+1 555.123.4567", "12345"]),
    "date": (DATE, ["2024-02-29", "2024-13-01", "2024-00-10", "1999-12-31"]),
    "ipv4": (IPV4, ["192.168.0.1", "256.1.1.1", "10.0.0", "0.0.0.0"]),
}
for kind, (rx, samples) in tests.items():
    print(kind, [s for s in samples if rx.match(s)])
m = PHONE.match("+44 555 123 4567")
print(m.groups(), "-".join(m.groups()[1:]))
print(DATE.match("2024-07-04").groupdict())
slug = lambda t: re.sub(r"[^a-z0-9]+", "-", t.lower()).strip("-")
print(slug("Hello, World! It's 2024..."), slug("  --Already-Slugged--  "))
print(re.findall(r"#(\w+)", "Loving #python and #regex, not #"), re.findall(r"\$\{(\w+)\}", "${a} ${b_2} $c"))
