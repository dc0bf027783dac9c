vals = [0, 1, -1, 0.0, 0.1, 0j, 1j, '', ' ', [], [0], (), (0,), {}, {0: 0}, set(), {0}, None, range(0), range(1), b'', b'\x00', frozenset()]
for v in vals:
    print(repr(v), bool(v))
print(sum(1 for v in vals if v), len(vals))
print([type(v).__name__ for v in vals if not v])
