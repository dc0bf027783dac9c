import functools

class Logger:
    def __init__(self):
        self.lines = []
    def log(self, level, msg):
        self.lines.append(f"[{level}] {msg}")
        return self
    def info(self, msg):
        return self.log("INFO", msg)
    def error(self, msg):
        return self.log("ERROR", msg)

lg = Logger()
lg.info("started").error("oops").log("DEBUG", "raw")
print(lg.lines)
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs, lambda x: x)
normalize = compose(str.strip, str.lower, functools.partial(str.replace, "  ", " " ) if False else (lambda s: " ".join(s.split())))
print(repr(normalize("  Hello    WORLD  ")))
@functools.lru_cache(maxsize=128)
def edit_distance(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"), edit_distance.cache_info().misses > 0)
print(functools.reduce(lambda acc, x: acc * 10 + x, [1, 2, 3, 4]))
