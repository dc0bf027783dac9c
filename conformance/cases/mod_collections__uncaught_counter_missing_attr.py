from collections import Counter
c = Counter('hello')
print(c.most_common(1))
print(c['l'], c['z'], sorted(c))
c['z'] += 2
print(c.most_common(2))
print(c.frequency_table_xyz(1))
