def render(headers, rows, align=None):
    align = align or ["<"] * len(headers)
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    def line(values):
        return "| " + " | ".join(f"{v:{a}{w}}" for v, a, w in zip(values, align, widths)) + " |"
    out = [line(headers)]
    seps = []
    for a, w in zip(align, widths):
        if a == ">":
            seps.append("-" * (w - 1) + ":")
        elif a == "^":
            seps.append(":" + "-" * (w - 2) + ":")
        else:
            seps.append("-" * w)
    out.append("| " + " | ".join(seps) + " |")
    out.extend(line(r) for r in cells)
    return "\n".join(out)

data = [("widget", 3, 2.5), ("gizmo", 12, 10.0), ("thingamajig", 1, 199.99)]
print(render(["item", "qty", "price"], [(n, q, f"{p:.2f}") for n, q, p in data], ["<", ">", ">"]))
print()
print(render(["a", "bb"], [(1, 2), ("long value", "x")], ["^", "^"]))
