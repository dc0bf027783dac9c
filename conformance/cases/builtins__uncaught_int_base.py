print(int('101', 2), int('z', 36), int('0o17', 0))
print(int('12', 3), int('-ff', 16), int('0_1', 0) if False else 'skip')
for s, base in [('777', 8), ('1010', 2), ('zz', 36)]:
    print(s, base, int(s, base))
print(int('12', 2))
