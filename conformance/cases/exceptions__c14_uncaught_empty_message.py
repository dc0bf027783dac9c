class Boom(Exception):
    pass
try:
    raise Boom
except Boom as e:
    print(repr(e), str(e) == "")
raise Boom()
