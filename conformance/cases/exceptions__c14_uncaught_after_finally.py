def work():
    try:
        print("working")
        return int("x")
    finally:
        print("finally runs first")
work()
