try:
    raise ExceptionGroup('many', [ValueError(1), TypeError('t'), ValueError(2)])
except* ValueError as eg:
    print('values:', [str(e) for e in eg.exceptions], type(eg).__name__)
except* TypeError as eg:
    print('types:', eg.exceptions)
print('done')
