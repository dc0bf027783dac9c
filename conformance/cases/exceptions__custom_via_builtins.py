def validate(age):
    if not isinstance(age, int):
        raise TypeError(f'age must be int, not {type(age).__name__}')
    if age < 0:
        raise ValueError('age must be non-negative', age)
    return age
for v in [5, -1, 'x', 3.0]:
    try:
        print('valid', validate(v))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e.args)
