def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f'cannot parse {s!r}') from e
print(parse('12'))
parse('1x')
