import string
print(string.ascii_letters)
print(string.digits, string.hexdigits, string.punctuation)
print(string.ascii_lowercase[:5], string.ascii_uppercase[-3:], repr(string.whitespace))
t = string.Template('Hello $name, you owe $$${amount}.')
print(t.substitute(name='Ann', amount=42))
print(t.safe_substitute(name='Bob'))
try:
    t.substitute(name='Cy')
except KeyError as e:
    print(type(e).__name__, e)
print(string.capwords('the quick  brown fox'))
