# types.GenericAlias: what list[int] is, and built directly
import types
import typing

alias = list[int]
print(type(alias), isinstance(alias, types.GenericAlias), type(alias) is types.GenericAlias)
made = types.GenericAlias(list, (int,))
print(made, made == alias, made.__origin__, made.__args__, made.__parameters__)
print(types.GenericAlias(dict, (str, int)), types.GenericAlias(tuple, int))
print(typing.get_origin(made), typing.get_args(types.GenericAlias(dict, (str, list[int]))))
print(made([1, 2]), types.GenericAlias(dict, (str, int))(a=1))
print(isinstance(typing.List[int], types.GenericAlias), isinstance(int, types.GenericAlias))
T = typing.TypeVar("T")
generic = types.GenericAlias(list, (T,))
print(generic, generic.__parameters__, generic[str])


def describe(hint):
    if isinstance(hint, types.GenericAlias):
        return f"{hint.__origin__.__name__} of {', '.join(a.__name__ for a in hint.__args__)}"
    return hint.__name__


print([describe(h) for h in (int, list[str], dict[str, float], set[bytes])])
