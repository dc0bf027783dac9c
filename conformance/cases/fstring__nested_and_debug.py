name, value, items = "width", 42.123456, ["a", "b"]
print(f"{name=}", f"{value=:.2f}", f"{items=}", f"{len(items)=}")
print(f"{name!r:>10}", f"{value:{'>'}{12}.{3}f}", f"{'nested ' + name.upper()}")
print(f"{{literal}} {{{name}}}", f"{3 + 4 = }", f"{value:,.0f}%")
data = {"k": [1, 2, 3]}
print(f"{data['k'][1]}", f"{data['k'][-1] * 2}", f"{','.join(str(x) for x in data['k'])}")
print(f"{'yes' if value > 40 else 'no'}", f"{(lambda x: x * 2)(5)}", f"{value:e}", f"{255:#06x}")
width = 12
for label, amount in [("rent", 1200), ("food", 345.5), ("misc", 12.25)]:
    print(f"{label:<{width}}{amount:>10,.2f}")
print(f"{'':-^{width + 10}}")
print(f"{'multi'}" f"{'part'}", f"""{
    name
}""", f"{name:}", f"{None}", f"{True!s:>6}")
obj = type("O", (), {"__format__": lambda self, spec: f"<{spec}>"})()
print(f"{obj:custom}", f"{obj}", f"{obj!s:>3}"[:3] == "<__"[:3] or True)
