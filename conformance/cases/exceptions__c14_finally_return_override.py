def f():
    try:
        return "try"
    finally:
        print("cleanup")
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            print("body", i)
        finally:
            print("fin", i)
    return i
def h():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"
def k():
    try:
        1 / 0
    except ZeroDivisionError:
        raise
    finally:
        print("k finally")
print(f(), g(), h())
try:
    k()
except ZeroDivisionError as e:
    print("re-raised", e)
