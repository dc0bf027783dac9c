import re

def to_snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()

def to_camel(name):
    return re.sub(r"_([a-z])", lambda m: m.group(1).upper(), name)

for n in ["HTTPServer", "parseJsonData", "simple", "XMLHttpRequest"]:
    print(n, to_snake(n), to_camel(to_snake(n)))
prices = "apple 1.20, pear 0.5, melon 3"
print(re.sub(r"\d+(\.\d+)?", lambda m: f"{float(m.group()) * 1.1:.2f}", prices))
template = "Hello {name}, you owe {amount}. {unknown} stays."
values = {"name": "Ada", "amount": "$5"}
print(re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), template))
counter = iter(range(1, 100))
print(re.sub(r"\bX\b", lambda m: str(next(counter)), "X and X or X"))
result, n = re.subn(r"\s+", " ", "  too    many   spaces  ")
print(repr(result), n)
print(re.sub(r"(?P<word>\w+)@(?P<domain>\w+)", r"\g<domain> at \g<word>", "ada@host bob@site"))
print(re.sub(r"a", "b", "aaaa", count=2))
def redact(m):
    digits = m.group(0)
    return "*" * (len(digits) - 4) + digits[-4:]
print(re.sub(r"\d{8,16}", redact, "card 4111111111111111 acct 12345678"))
