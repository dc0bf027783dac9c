import string

t = string.Template("Dear $name, your order ${order_id} ships $$0 today.")
print(t.substitute(name="Ada", order_id=42))
print(t.safe_substitute(name="Grace"))
try:
    t.substitute(name="X")
except KeyError as e:
    print("missing", e)
try:
    string.Template("bad $ sign").substitute()
except ValueError as e:
    print("ValueError", e)
print(t.get_identifiers())
print(t.is_valid())
print(string.ascii_lowercase, string.digits, string.hexdigits)
print(len(string.punctuation), len(string.printable), repr(string.whitespace))
print(string.capwords("hello   wide  world"))
print(string.capwords("a-b-c", "-"))
