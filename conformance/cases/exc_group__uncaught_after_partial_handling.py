errors = [ValueError('bad value'), TypeError('bad type'), ValueError('worse')]
print([type(e).__name__ for e in errors])
try:
    raise ExceptionGroup('batch', errors)
except* ValueError as eg:
    print('handled', len(eg.exceptions), 'value errors')
