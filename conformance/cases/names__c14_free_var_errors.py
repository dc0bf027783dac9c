def outer():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        print(e)
    v = 2
    return inner()
print(outer())
class K:
    attr = 1
    def m(self):
        return attr
try:
    K().m()
except NameError as e:
    print(e)
undefined_thing
