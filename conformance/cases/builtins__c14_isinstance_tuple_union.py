print(isinstance(1, (str, int)), isinstance(True, int), isinstance(1, int | str), issubclass(bool, (int, float)), isinstance(None, type(None)))
print(isinstance([], (list, tuple)), issubclass(int, object), isinstance(int, type), isinstance(3.0, (int,)))
for bad in [lambda: isinstance(1, 1), lambda: issubclass(1, int), lambda: isinstance(1, (int, "x"))]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
