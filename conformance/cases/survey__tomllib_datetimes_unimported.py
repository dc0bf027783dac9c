import tomllib

# datetime values from TOML, read without the program importing datetime
doc = tomllib.loads('''
started = 2024-03-01T10:00:00Z
local = 2024-03-01T10:00:00
day = 2024-03-01
at = 07:32:00
offset = 1979-05-27T00:32:00.999-07:00
''')
s = doc["started"]
print(s.tzinfo, s.year, s.isoformat(), s.utcoffset(), s.tzname())
print(doc["local"].tzinfo, doc["day"].weekday(), doc["at"].hour, doc["at"].isoformat())
o = doc["offset"]
print(o.tzinfo, o.microsecond, (s - o).days, o.astimezone(s.tzinfo))
print(type(s).__name__, type(doc["day"]).__name__, type(doc["at"]).__name__)
