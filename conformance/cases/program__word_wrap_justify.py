def justify(words, width):
    lines, current = [], []
    for w in words:
        if current and len(" ".join(current + [w])) > width:
            lines.append(current)
            current = []
        current.append(w)
    if current:
        lines.append(current)
    out = []
    for i, line in enumerate(lines):
        if i == len(lines) - 1 or len(line) == 1:
            out.append(" ".join(line).ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(len(w) for w in line)
        q, r = divmod(spaces, gaps)
        out.append("".join(w + " " * (q + (1 if j < r else 0)) for j, w in enumerate(line[:-1])) + line[-1])
    return out

text = "This is an example of text justification where every line has exactly the same width."
for width in (16, 24):
    for line in justify(text.split(), width):
        print(f"|{line}|")
    print()
