def to_int(s):
    try:
        return int(s)
    except ValueError:
        raise TypeError(f'expected numeric string, got {s!r}') from None
print(to_int('42'))
to_int('forty-two')
