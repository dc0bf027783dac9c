# __debug__ is True when assertions run
print(__debug__, type(__debug__).__name__)
if __debug__:
    print("assertions enabled")
try:
    assert 1 + 1 == 3, "math"
except AssertionError as e:
    print("AssertionError", e)
