def check(x):
    print("check", x)
    return x > 1
xs = [0, 1, 2, 3, 4, 5]
print(any(map(check, xs)))
print(all(map(lambda x: not check(x), xs)))
it = map(check, xs)
print(any(it), list(it))
print(any(map(check, range(10))))
print(min(map(check, [5, 6])), max(filter(None, map(check, range(4)))))
def gen():
    for i in range(10):
        print("gen", i)
        yield i
print(any(x > 2 for x in gen()))
print(sum(map(check, [1, 2, 3])))
try:
    sum(map(lambda v: check(v) and v, [1, 2, "a", 3, 4]))
except TypeError as e:
    print("TypeError", e)
