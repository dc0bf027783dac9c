def area(w, h):
    return w * h
print(area(2, 3))
print(area(w=4, h=5))
print(area(7))
