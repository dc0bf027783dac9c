import string

f = string.Formatter()
print(f.format("{0} + {1} = {2}", 1, 2, 3))
print(f.format("{name:>8}|{value:08.3f}", name="pi", value=3.14159))
print(f.vformat("{a}-{b}", (), {"a": "x", "b": "y"}))
print(list(f.parse("Hello {name!r:>10} and {0[1]} {{literal}}")))

class DefaultFormatter(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}?>")
        return super().get_value(key, args, kwargs)

d = DefaultFormatter()
print(d.format("{user} logged in from {host}", user="ada"))

class UpperFormatter(string.Formatter):
    def format_field(self, value, format_spec):
        if format_spec == "upper":
            return str(value).upper()
        return super().format_field(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)

u = UpperFormatter()
print(u.format("{0:upper} {1!l} {2:>5}", "shout", "QUIET", 42))
try:
    f.format("{missing}")
except KeyError as e:
    print("KeyError", e)
