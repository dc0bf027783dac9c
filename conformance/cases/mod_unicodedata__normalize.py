import unicodedata
s1 = 'caf\u00e9'
s2 = 'cafe\u0301'
print(s1 == s2, len(s1), len(s2))
print(unicodedata.normalize('NFC', s2) == s1, unicodedata.normalize('NFD', s1) == s2)
print(unicodedata.normalize('NFKC', '\ufb01'), unicodedata.normalize('NFKD', '²'))
def strip_accents(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')
print(strip_accents('Crème Brûlée à la carte'))
print(unicodedata.combining('\u0301'), unicodedata.mirrored('('), unicodedata.east_asian_width('中'))
