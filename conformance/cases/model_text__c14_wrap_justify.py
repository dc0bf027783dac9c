import textwrap

para = ("Sandboxes run untrusted code with limits on steps, memory and time; "
        "they must behave exactly like the reference interpreter for everything they allow.")
for width in (30, 45):
    print(textwrap.fill(para, width=width))
    print("-" * width)

def justify(text, width):
    lines = textwrap.wrap(text, width)
    out = []
    for line in lines[:-1]:
        words = line.split()
        if len(words) == 1:
            out.append(words[0].ljust(width))
            continue
        gaps = len(words) - 1
        spaces = width - sum(map(len, words))
        q, r = divmod(spaces, gaps)
        out.append("".join(w + " " * (q + (i < r)) for i, w in enumerate(words[:-1])) + words[-1])
    out.append(lines[-1].ljust(width))
    return out

for line in justify(para, 36):
    print(f"|{line}|")
print(textwrap.shorten(para, width=50, placeholder=" [...]"))
print(textwrap.indent("a\n\nb\n", "> "), end="")
print(repr(textwrap.dedent("    x\n      y\n    z")))
