class Util:
    @staticmethod
    def only(x):
        return x
print(Util.only(1))
try:
    Util().only()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Util.only(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
class NotStatic:
    def helper(x):
        return x
print(NotStatic.helper(5))
try:
    NotStatic().helper(5)
except TypeError as e:
    print(type(e).__name__, e)
