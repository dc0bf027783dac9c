import unicodedata
for ch in ['5', '٣', '½', 'x']:
    print(repr(ch), unicodedata.decimal(ch, None), unicodedata.numeric(ch, None))
print(unicodedata.bidirectional('A'), unicodedata.bidirectional('א'), unicodedata.bidirectional('1'))
print(unicodedata.is_normalized('NFC', 'é'), unicodedata.unidata_version >= '13')
print([unicodedata.category(c) for c in 'a1 ,\n'])
