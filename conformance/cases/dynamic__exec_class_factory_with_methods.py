fields = ["name", "price", "qty"]
src = "class Item:\n"
src += f"    __slots__ = {tuple(fields)!r}\n"
src += f"    def __init__(self, {', '.join(fields)}):\n"
src += "".join(f"        self.{f} = {f}\n" for f in fields)
src += "    def __repr__(self):\n"
src += "        return 'Item(' + ', '.join(f'{k}={getattr(self, k)!r}' for k in self.__slots__) + ')'\n"
src += "    def total(self):\n        return self.price * self.qty\n"
print(src)
ns = {}
exec(src, ns)
Item = ns["Item"]
items = [Item("pen", 1.5, 4), Item("pad", 3.0, 2)]
print(items, [i.total() for i in items], Item.__name__, Item.__slots__)
try:
    Item("x", 1)
except TypeError as e:
    print(e)
code = compile("result = [i.total() for i in items if i.qty > 2]", "<filter>", "exec")
scope = {"items": items}
exec(code, scope)
print(scope["result"])
