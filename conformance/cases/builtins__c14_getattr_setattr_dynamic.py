class Cfg:
    pass
c = Cfg()
for k, v in {"host": "h", "port": 1}.items():
    setattr(c, k, v)
print(getattr(c, "host"), getattr(c, "nope", None), hasattr(c, "port"), sorted(vars(c)))
delattr(c, "port")
print(vars(c))
try:
    getattr(c, "port")
except AttributeError as e:
    print(e)
try:
    getattr(c, 5)
except TypeError as e:
    print(e)
getattr(c, "missing")
