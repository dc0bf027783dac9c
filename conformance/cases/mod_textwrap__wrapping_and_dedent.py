import textwrap

text = ("The sandbox runs untrusted code with limits on steps, memory and time; "
        "it prints exactly what CPython prints, and ends with the same exception.")
print(textwrap.fill(text, width=30))
print(textwrap.wrap(text, width=40)[:2])
print(textwrap.shorten(text, width=50, placeholder=" [...]"))
print(textwrap.fill(text, width=36, initial_indent="* ", subsequent_indent="  "))
block = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(block)))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.indent("a\n\nb", "+ ", predicate=lambda line: True))
print(textwrap.wrap("short", 10), textwrap.wrap("", 10), textwrap.wrap("averyveryverylongword", 8))
print(textwrap.fill("tabs\there", 20, expand_tabs=True), textwrap.wrap("a b c", width=1))
