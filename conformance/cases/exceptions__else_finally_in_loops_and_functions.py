def process(items):
    results = []
    for item in items:
        try:
            value = 10 / item
        except ZeroDivisionError:
            results.append("div0")
            continue
        except TypeError as e:
            results.append(f"type:{type(item).__name__}")
            if item is None:
                break
        else:
            results.append(round(value, 2))
        finally:
            results.append("|")
    return results

print(process([1, 0, "x", 4, None, 5]))
def nested_finally():
    order = []
    try:
        try:
            order.append("inner try")
            return order
        finally:
            order.append("inner finally")
    finally:
        order.append("outer finally")
print(nested_finally())
def generator_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("generator finally")
for v in generator_with_finally():
    print("got", v)
count = 0
while True:
    try:
        count += 1
        if count == 3:
            raise StopIteration("manual")
    except StopIteration as e:
        print("stopped:", e, count)
        break
