import string
f = string.Formatter()
print(f.format("{0}-{x}", 1, x=2), f.format("{} and {}", "a", "b"), f.format("{0[1]}{1.real}", [5, 6], 3j))
print(f.format("{:>{w}}|{!r:^9}|{n:,.2f}", "ab", "q", w=5, n=1234.5))
print(list(f.parse("a{{b}}c{0!r:>5}d{x.y[2]}e")))
print(f.vformat("{a}/{b}", (), {"a": 1, "b": [2]}))
class Safe(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return super().get_value(key, args, kwargs)
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
print(Safe().format("hi {name}, id {uid:04d} {missing}", name="ann", uid=7))
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f"unused: {sorted(extra)}")
try:
    Strict().format("{a}", a=1, b=2)
except ValueError as e:
    print(e)
for bad in ["{0}{}", "{}{0}", "}", "{", "{0!x}", "{0!rr}", "{0[}", "{0.}", "{0:{1:{2}}}"]:
    try:
        print(f.format(bad, 1, 2, 3))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
for bad in ["{0", "{0:{", "a{0]}", "{0[0]x}"]:
    try:
        print(f.format(bad, [1]))
    except (ValueError, IndexError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
print(list(string.Formatter().parse("}}x{{")))
