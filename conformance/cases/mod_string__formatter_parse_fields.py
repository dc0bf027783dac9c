import string

template = "Dear {customer.name}, order {order[id]} of {order[items]!r:>20} ships {when:%Y-%m-%d}."
fields = [f for _, f, _, _ in string.Formatter().parse(template) if f]
print(fields)
for literal, field, spec, conv in string.Formatter().parse("a{0}b{x!s:^5}c{{d}}"):
    print(repr(literal), repr(field), repr(spec), repr(conv))

class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - set(used_args)
        if unused:
            raise ValueError(f"unused arguments: {sorted(unused)}")

s = Strict()
print(s.format("{a} and {b}", a=1, b=2))
try:
    s.format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print(e)
class Safe(string.Formatter):
    def get_field(self, field_name, args, kwargs):
        if field_name.startswith("_") or "._" in field_name:
            raise ValueError(f"private field {field_name!r}")
        return super().get_field(field_name, args, kwargs)
class User:
    name = "ada"
    _secret = "hidden"
print(Safe().format("{u.name}", u=User()))
try:
    Safe().format("{u._secret}", u=User())
except ValueError as e:
    print(e)
