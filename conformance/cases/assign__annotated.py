x: int = 5
print(x)
y: str
try:
    print(y)
except NameError as e:
    print('NameError', e)
z: list = [1, 2]
z.append(3)
print(z)
w: 'anything' = 3.5
print(w)
