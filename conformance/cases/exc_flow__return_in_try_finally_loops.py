def first_valid(items):
    checked = []
    for item in items:
        try:
            if item is None:
                continue
            if item < 0:
                break
            return item, checked
        finally:
            checked.append(item)
    return None, checked

print(first_valid([None, None, 3, 4]), first_valid([None, -1, 5]), first_valid([]))
def count_attempts():
    n = 0
    while True:
        try:
            n += 1
            if n < 3:
                raise ValueError(n)
            return n
        except ValueError as e:
            print("retry after", e)
        finally:
            print("attempt", n, "done")
print(count_attempts())
def swallow_in_finally():
    try:
        raise RuntimeError("lost")
    finally:
        return "finally value"
print(swallow_in_finally())
def exception_var_cleared():
    try:
        raise ValueError("x")
    except ValueError as err:
        pass
    try:
        return err
    except NameError as e:
        return f"NameError: {e}"
print(exception_var_cleared())
