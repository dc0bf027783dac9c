class Box:
    def __class_getitem__(cls, item):
        return f'{cls.__name__}[{item.__name__}]'
print(Box[int], Box[str])
class Matrix:
    def __getitem__(self, key):
        return key
m = Matrix()
print(m[1, 2], m[1:2, ::3], m[...], m['a'])
