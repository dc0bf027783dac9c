class LazyConfig:
    def __init__(self, source):
        self._source = source
        self._parsed = None
        self.loads = 0

    def _load(self):
        if self._parsed is None:
            self.loads += 1
            pairs = (line.split("=", 1) for line in self._source.splitlines() if "=" in line)
            self._parsed = {k.strip(): v.strip() for k, v in pairs}
        return self._parsed

    @property
    def host(self):
        return self._load().get("host", "localhost")

    @property
    def port(self):
        return int(self._load().get("port", 80))

    @property
    def debug(self):
        return self._load().get("debug", "false").lower() in ("1", "true", "yes")

    def __getitem__(self, key):
        return self._load()[key]

c = LazyConfig("host = example.org\nport=8443\n# comment\ndebug = Yes\nname = x=y")
print(c.loads)
print(c.host, c.port, c.debug, c["name"], c.loads)
try:
    c["missing"]
except KeyError as e:
    print("KeyError", e)
empty = LazyConfig("")
print(empty.host, empty.port, empty.debug, empty.loads)
bad = LazyConfig("port = eighty")
try:
    bad.port
except ValueError as e:
    print("ValueError:", e)
