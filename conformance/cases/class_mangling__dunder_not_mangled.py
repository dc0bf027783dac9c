class C:
    __dunder__ = 'kept'
    __private = 'mangled'
    _single = 'single'
    def get(self):
        return self.__private, self.__dunder__
print(sorted(k for k in vars(C) if not k.startswith('__') or k == '__dunder__'))
print(C().get())
