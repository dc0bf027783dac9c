import textwrap, string, shlex, html, pprint
from string import Template

doc = """
    The sandbox runs untrusted Python code written by language models. It must be safe,
    fast, and behave exactly like CPython for ordinary programs — including the odd corners.
"""
clean = textwrap.dedent(doc).strip()
print(textwrap.fill(clean, width=40, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(clean, width=50, placeholder=" [...]"))
print(textwrap.indent("a\n\nb\n", "  | "), end="")
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10, break_long_words=True))
t = Template("Hello $name, you owe $$${amount:.2f}")
try:
    print(t.substitute(name="Ann", amount=3))
except (KeyError, ValueError) as e:
    print("template error:", type(e).__name__, e)
t2 = Template("Dear $who, your order ${order_id} ships $when.")
print(t2.substitute({"who": "Bob", "order_id": 42}, when="today"))
print(t2.safe_substitute(who="Cy"))
print(string.capwords("hello   wide world"), string.ascii_lowercase[:5], string.digits, string.punctuation[:6])
cmd = 'grep -rn "hello world" --include=*.py ./src | wc -l'
parts = shlex.split(cmd)
print(parts)
print(shlex.join(["echo", "it's", "a b"]), shlex.quote("safe"), shlex.quote("un safe"))
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.unescape("&lt;p&gt; &amp;amp; &copy; &#x41;&#66;"))
data = {"users": [{"name": n, "roles": ["admin", "dev"] if n == "ann" else ["dev"], "id": i}
                  for i, n in enumerate(["ann", "bob", "cy"])], "version": (1, 2, 3), "meta": None}
pprint.pprint(data, width=60)
print(pprint.pformat(list(range(30)), compact=True, width=40))
pprint.pprint({"b": 1, "a": {"z": [1, 2], "y": set([3])}}, sort_dicts=False)
fmt = string.Formatter()
print(list(fmt.parse("x={x:>4} y={0!r}")))
print(fmt.format("{0}-{name}", 1, name="n"))
