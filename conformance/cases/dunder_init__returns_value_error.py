class Bad:
    def __init__(self):
        return 5
try:
    Bad()
except TypeError as e:
    print(type(e).__name__, e)
class Ok:
    def __init__(self):
        return None
print(type(Ok()).__name__)
