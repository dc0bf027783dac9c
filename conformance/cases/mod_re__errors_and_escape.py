import re
try:
    re.compile('(unclosed')
except re.error as e:
    print(type(e).__name__, e.msg)
print(re.escape('a.b*c?'))
print(re.match(re.escape('1+1=2'), '1+1=2').group())
m = re.match(r'(a)(b)?', 'a')
print(m.group(2), m.groups(), m.groups('none'))
try:
    m.group(5)
except IndexError as e:
    print(type(e).__name__, e)
