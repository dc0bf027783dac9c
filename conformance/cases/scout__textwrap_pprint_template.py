import textwrap
import pprint
from string import Template, ascii_lowercase, digits, capwords, punctuation

para = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.fill(para, width=30))
print(textwrap.wrap(para, 25)[:3])
print(textwrap.shorten(para, width=40, placeholder="..."))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.dedent("""
    def f():
        return 1
"""))
data = {"users": [{"name": f"user{i}", "roles": ["admin", "dev"][: i % 3], "id": i} for i in range(4)], "meta": {"count": 4, "next": None}}
pprint.pprint(data, width=60)
pprint.pprint(list(range(30)), compact=True, width=40)
print(pprint.pformat({"b": 2, "a": 1}, sort_dicts=False))
t = Template("Hello $name, you owe $$${amount}")
print(t.substitute(name="Ann", amount="3.50"))
print(t.safe_substitute(name="Bob"))
print(capwords("hello   world  foo"), ascii_lowercase[:5], digits, punctuation[:6])
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError", e)
Template("$x $").substitute(x=1)
