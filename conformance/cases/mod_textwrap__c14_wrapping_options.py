import textwrap
s = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."
print(textwrap.wrap(s, 20, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill("a verylongwordthatdoesnotfit here", 10, break_long_words=True))
print(textwrap.wrap("a verylongwordthatdoesnotfit here", 10, break_long_words=False))
print(textwrap.fill(s, 30, max_lines=2, placeholder="..."))
