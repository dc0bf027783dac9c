from typing import Sequence, Literal

Align = Literal["left", "right", "center"]

def render_table(headers: Sequence[str], rows: Sequence[Sequence[object]],
                 align: Sequence[Align] | None = None) -> str:
    cells = [[str(c) for c in row] for row in rows]
    align = list(align or ["left"] * len(headers))
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    def fmt(text, width, a):
        return {"left": text.ljust, "right": text.rjust, "center": text.center}[a](width)
    out = ["| " + " | ".join(fmt(h, w, a) for h, w, a in zip(headers, widths, align)) + " |"]
    seps = []
    for w, a in zip(widths, align):
        dash = "-" * w
        if a == "right":
            dash = dash[:-1] + ":"
        elif a == "center":
            dash = ":" + dash[1:-1] + ":"
        seps.append(dash)
    out.append("| " + " | ".join(seps) + " |")
    for r in cells:
        out.append("| " + " | ".join(fmt(c, w, a) for c, w, a in zip(r, widths, align)) + " |")
    return "\n".join(out)

data = [("apples", 3, 0.5), ("kiwi", 12, 0.25), ("watermelon", 1, 3.999)]
rows = [(n, q, f"{p:.2f}", f"{q * p:8.3f}") for n, q, p in data]
print(render_table(["fruit", "qty", "price", "total"], rows, ["left", "right", "center", "right"]))
print()
print(render_table(["k", "v"], [(k, repr(v)) for k, v in {"a": None, "bb": [1, 2], "ccc": "x"}.items()]))
print(f"{'done':=^30}")
print(f"{1234567.891:,.2f} {0.000123:e} {255:#x} {255:08b} {-3.5:+.1f} {12:^6d}|")
