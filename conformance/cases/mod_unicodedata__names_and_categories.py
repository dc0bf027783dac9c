import unicodedata
for ch in ['A', 'a', '1', ' ', 'é', '€', '中']:
    print(repr(ch), unicodedata.name(ch), unicodedata.category(ch))
print(unicodedata.lookup('SNOWMAN'), unicodedata.numeric('½'), unicodedata.digit('7'))
print(unicodedata.name('\x00', 'no name'))
try:
    unicodedata.name('\x00')
except ValueError as e:
    print(type(e).__name__, e)
