import textwrap

items = [("Alpha", "First item with a rather long description that needs wrapping across lines."),
         ("Beta", "Short."),
         ("Gamma", "Another fairly long description, including punctuation; and more words to wrap.")]
for name, desc in items:
    body = textwrap.fill(desc, width=40, initial_indent=f"{name:<7}", subsequent_indent=" " * 7)
    print(body)
print()
para = textwrap.dedent("""\
    Dear user,
        Your report is ready.
    Regards""")
print(para)
print(textwrap.indent(para, "| "))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10, break_long_words=False))
print(textwrap.wrap("one-two-three-four five", 8), textwrap.wrap("one-two-three-four", 8, break_on_hyphens=False))
print(textwrap.fill("   leading and trailing   ", 30, drop_whitespace=False) + "|")
print(textwrap.wrap("a b c d e f g", width=3, max_lines=2, placeholder="~"))
