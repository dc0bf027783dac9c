print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException))
print(issubclass(Exception, BaseException), issubclass(StopIteration, Exception))
print(issubclass(UnboundLocalError, NameError), issubclass(RecursionError, RuntimeError))
print(issubclass(IndexError, LookupError), issubclass(UnicodeDecodeError, ValueError))
print(issubclass(FileNotFoundError, OSError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(OverflowError, ArithmeticError))
try:
    raise SystemExit(3)
except BaseException as e:
    print(type(e).__name__, e.args)
