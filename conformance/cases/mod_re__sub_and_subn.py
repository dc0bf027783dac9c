import re
print(re.sub(r'\s+', ' ', '  lots   of    space  '))
print(re.sub(r'(\w+)=(\w+)', r'\2=\1', 'a=1 b=2'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'x1 y22 z3'))
print(re.subn(r'o', '0', 'foo boo'))
print(re.sub(r'a', 'b', 'aaaa', count=2))
print(re.sub(r'(?P<word>\w+)', r'<\g<word>>', 'hi there'))
