import re
pat = re.compile(r'(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})')
m = pat.search('Released on 2023-07-14.')
print(m.group('year'), m['month'], m.groupdict())
print(pat.groupindex['day'], pat.groups)
for m in pat.finditer('2020-01-01, 1999-12-31'):
    print(m.expand(r'\g<day>/\g<month>/\g<year>'))
m2 = re.match(r'(?P<a>x)?(?P<b>y)', 'y')
print(m2.groupdict(), m2.groupdict(default='-'))
