class Base:
    pass
print('defining')
class Child(Base, color='red'):
    pass
