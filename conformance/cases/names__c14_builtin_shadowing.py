list_ = list
def demo():
    len = lambda x: 42
    return len([1, 2])
print(demo(), len([1, 2]))
sum = 10
print(sum)
del sum
print(sum([1, 2]))
try:
    del undefined_name_here
except NameError as e:
    print(e)
def uses_print():
    print = lambda *a: None
    print("hidden")
    return "ok"
print(uses_print())
max = "shadowed"
max(1, 2)
