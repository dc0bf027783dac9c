import re
text = 'a1 b22 c333 d4444'
print(re.findall(r'\d+', text))
print(re.findall(r'([a-z])(\d+)', text))
print([m.group() for m in re.finditer(r'[a-z]\d{2,3}\b', text)])
print([(m.start(), m.end()) for m in re.finditer(r'\d+', text)])
print(re.findall(r'(?:ab)+', 'ababab xab abab'))
