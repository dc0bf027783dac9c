def level3(x):
    return {"a": 1}[x]
def level2(x):
    return level3(x) * 2
def level1(xs):
    return [level2(x) for x in xs]
print(level1(["a"]))
level1(["a", "b"])
