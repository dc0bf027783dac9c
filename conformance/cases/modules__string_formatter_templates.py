import string
class DefaultFormatter(string.Formatter):
    def __init__(self, default="n/a"):
        self.default = default
    def get_value(self, key, args, kwargs):
        try:
            return super().get_value(key, args, kwargs)
        except (KeyError, IndexError):
            return self.default
fmt = DefaultFormatter()
row = {"name": "widget", "qty": 3}
print(fmt.format("{name:<10}|{qty:>4}|{price:>6}", **row))
print(fmt.format("{0} {1} {2}", "only", "two"))
print(string.Formatter().vformat("{a[0]}-{a[1]:03d}", (), {"a": ("x", 7)}))
print([t for t in string.Formatter().parse("Total: {total:.2f} ({n} items){{braces}}")])
class Upper(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
print(Upper().format("{0!u} and {0!r}", "hi"))
