class Animal: pass
class Dog(Animal): pass
class Cat(Animal): pass
class Rock: pass
items = [Dog(), Cat(), Rock(), 3, 'x']
for it in items:
    print(type(it).__name__, isinstance(it, Animal), isinstance(it, (Dog, Rock)), isinstance(it, (int, str)))
print(isinstance(Dog, type), isinstance(Dog(), object))
