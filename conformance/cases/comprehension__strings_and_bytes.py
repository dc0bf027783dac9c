s = 'Hello, World'
print(''.join([c for c in s if c.isalpha()]))
print([ord(c) for c in 'AZaz'])
print(bytes([b ^ 32 for b in b'hello']))
print({c: s.count(c) for c in 'lo'})
print(' '.join(w[::-1] for w in 'abc def'.split()))
