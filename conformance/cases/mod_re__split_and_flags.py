import re
print(re.split(r'[,;]\s*', 'a, b;c,  d'))
print(re.split(r'(\d)', 'a1b2c'))
print(re.split(r'\s+', 'one two  three', maxsplit=1))
print(re.findall(r'hello', 'Hello HELLO hello', re.IGNORECASE))
p = re.compile(r'''
    (\d{3})   # area
    [-.\s]?
    (\d{4})   # number
''', re.VERBOSE)
print(p.findall('call 555-1234 or 555 9876'))
print(re.findall(r'a.b', 'a\nb axb', re.DOTALL))
