# Telling functions, methods, builtins, generators and coroutines apart with types.
import types


def gen():
    yield 1


async def coro():
    return 1


class Greeter:
    def hello(self):
        return "hi"

    @staticmethod
    def static():
        return 0


def kind(obj):
    if isinstance(obj, types.GeneratorType):
        return "generator"
    if isinstance(obj, types.CoroutineType):
        return "coroutine"
    if isinstance(obj, types.MethodType):
        return "method"
    if isinstance(obj, types.BuiltinFunctionType):
        return "builtin"
    if isinstance(obj, types.FunctionType):
        return "function"
    return type(obj).__name__


c = coro()
for obj in (gen(), c, Greeter().hello, Greeter.hello, Greeter.static, len, print, [].append,
            lambda: 0, kind, 3, "s", Greeter):
    print(kind(obj))
c.close()
print(types.FunctionType is types.LambdaType, isinstance(gen, types.GeneratorType))
print(isinstance((x for x in []), types.GeneratorType))
print(types.GeneratorType, types.FunctionType.__name__)
print(issubclass(type(gen()), types.GeneratorType), issubclass(int, types.FunctionType))
