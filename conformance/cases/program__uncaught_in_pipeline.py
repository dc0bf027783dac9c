records = ['id=1;score=90', 'id=2;score=85', 'id=3;score=abc', 'id=4;score=70']
parsed = []
for rec in records:
    fields = dict(part.split('=') for part in rec.split(';'))
    print('parsing', fields['id'])
    parsed.append((int(fields['id']), int(fields['score'])))
print(parsed)
