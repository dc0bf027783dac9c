import string
class Pct(string.Template):
    delimiter = '%'
print(Pct('%who likes %what').substitute(who='ann', what='tea'))
t = string.Template('${greeting}, $name_1!')
print(t.substitute(greeting='Hi', name_1='x'), t.get_identifiers())
print(t.is_valid(), string.Template('$').is_valid())
print(''.join(c for c in 'Hello, World! 123' if c in string.ascii_letters))
print(string.octdigits, len(string.printable))
