class Duration:
    def __init__(self, seconds):
        self.s = seconds
    def __format__(self, spec):
        h, rem = divmod(self.s, 3600)
        m, s = divmod(rem, 60)
        if spec == 'hms':
            return f'{h:02}:{m:02}:{s:02}'
        if spec == 'human':
            parts = [f'{v}{u}' for v, u in ((h, 'h'), (m, 'm'), (s, 's')) if v]
            return ' '.join(parts) or '0s'
        return format(self.s, spec)
for secs in [0, 59, 3661, 86399]:
    d = Duration(secs)
    print(f'{d:hms} | {d:human} | {d:>6} | {format(d, ",")}')
try:
    f'{Duration(5):bogus}'
except ValueError as e:
    print(type(e).__name__, e)
