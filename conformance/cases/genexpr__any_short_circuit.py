checked = []
def is_big(x):
    checked.append(x)
    return x > 10
print(any(is_big(x) for x in [1, 20, 3, 40]))
print(checked)
checked.clear()
print(all(not is_big(x) for x in [1, 2, 30, 4]))
print(checked)
checked.clear()
print(any(is_big(x) for x in []), all(is_big(x) for x in []))
