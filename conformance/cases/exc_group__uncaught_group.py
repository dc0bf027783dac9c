def task(i):
    if i % 2:
        raise ValueError(f'task {i} failed')
    return i
errors = []
for i in range(4):
    try:
        print('ok', task(i))
    except ValueError as e:
        errors.append(e)
raise ExceptionGroup('some tasks failed', errors)
