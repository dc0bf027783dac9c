import re
print(re.match(r'\d+', '123abc').group(), re.match(r'\d+', 'abc123'))
m = re.search(r'(\w+)@(\w+)\.com', 'contact: joe@example.com today')
print(m.group(0), m.group(1), m.group(2), m.groups(), m.span(), m.start(2))
print(re.fullmatch(r'[a-z]+', 'abc') is not None, re.fullmatch(r'[a-z]+', 'abc1'))
print(bool(re.search('^b', 'abc')), bool(re.search('^b', 'a\nbc', re.M)))
