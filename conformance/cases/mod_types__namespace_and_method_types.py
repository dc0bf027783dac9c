from types import SimpleNamespace
def make_point(x, y):
    return SimpleNamespace(x=x, y=y, norm=lambda: (x * x + y * y) ** 0.5)
p = make_point(3, 4)
print(p.x, p.y, p.norm())
nested = SimpleNamespace(db=SimpleNamespace(host='h', port=1), debug=False)
print(nested.db.host, nested.db.port, nested.debug)
nested.db.port += 1
print(nested.db)
merged = SimpleNamespace(**vars(nested.db), debug=nested.debug)
print(merged, merged == SimpleNamespace(host='h', port=2, debug=False))
