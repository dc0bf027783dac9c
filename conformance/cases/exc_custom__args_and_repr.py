class E(Exception):
    pass
for e in [E(), E('one'), E('a', 2), E(None)]:
    print(repr(e), '|', str(e), '|', e.args)
class K(KeyError):
    pass
print(str(K('key')), repr(K('key')))
