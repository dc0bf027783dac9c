e = ValueError('outer')
print(e.__cause__, e.__context__, e.__suppress_context__)
e.__cause__ = KeyError('inner')
print(type(e.__cause__).__name__, e.__suppress_context__)
try:
    raise e
except ValueError as caught:
    print(caught is e, repr(caught.__cause__))
print(e.__traceback__ is not None)
