# getattr/setattr/hasattr/delattr take a str subclass as the attribute name (its text, as in
# CPython), and refuse anything else with CPython's message.
class FieldName(str):
    def upper_name(self):
        return self.upper()


class Record:
    kind = "row"


name = FieldName("score")
r = Record()
setattr(r, name, 42)
print(getattr(r, name), hasattr(r, name), r.score, vars(r))
print(getattr(r, FieldName("kind")), getattr(r, FieldName("missing"), "default"))
delattr(r, name)
print(hasattr(r, "score"), name.upper_name())
for bad in (1, None, b"kind"):
    try:
        getattr(r, bad)
    except TypeError as e:
        print(type(bad).__name__, e)
