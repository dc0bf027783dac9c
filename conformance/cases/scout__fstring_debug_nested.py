import math
user = {"name": "Ada", "langs": ["py", "rs"]}
n = 42
print(f"{user['name']=}", f"{len(user['langs']) = }", f"{n*2=:>6}", f"{math.pi=:.3f}")
print(f"{n!r:>5}", f"{'x'!r}", f"{user!s:.10}", f"{n:#06x}", f"{n:,}", f"{-n:=+8}", f"{n:^+9}")
width, prec = 10, 3
print(f"{math.e:{width}.{prec}f}|{'ab':_>{width}}|{n:0{width}d}")
items = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
print("\n".join(f"{name:<8}{price:>6.2f}{qty:>4}{price*qty:>8.2f}" for name, price, qty in items))
print(f"{'yes' if n > 10 else 'no'}", f"{[x**2 for x in range(4)]}", f"{ {'a': 1}['a'] }", f"{(lambda: 5)()}")
print(f"{n:b} {n:o} {n:X} {n:e} {n:%} {1234.5:_.1f} {0.000012345:.2e} {12:c}")
print(f"{'multi'}" f"{'part'}", f'{"quotes"}', f"{{}} {n}")
print(f"{3.14159:.2%}", f"{1e10:,.0f}", f"{float('nan'):>5}", f"{-0.0:+.1f}", f"{True:>5}", f"{None}")
print(f"{n:s}")
