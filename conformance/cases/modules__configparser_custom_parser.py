import configparser
class CaseKeeping(configparser.ConfigParser):
    def optionxform(self, optionstr):
        return optionstr
p = CaseKeeping()
p.read_string("[Paths]\nHomeDir = /home/u\nhomedir = /other\n")
print(p.options("Paths"), p.get("Paths", "HomeDir"))
raw = configparser.RawConfigParser()
raw.read_string("[s]\npct = 100%\n")
print(raw.get("s", "pct"))
p2 = configparser.ConfigParser(strict=False)
p2.read_string("[a]\nx = 1\n[a]\nx = 2\n")
print(p2.get("a", "x"))
p3 = configparser.ConfigParser(delimiters=("=",), comment_prefixes=("//",))
p3.read_string("[k]\nkey: with colon = value\n// comment\n")
print(p3.items("k"))
p4 = configparser.ConfigParser(empty_lines_in_values=False)
try:
    p4.read_string("[m]\nv = a\n\n  b\n")
except configparser.ParsingError as e:
    print("ParsingError", len(e.errors))
print(p4.get("m", "v"))
p5 = configparser.ConfigParser()
p5.read_dict({"n": {"a": 1, "b": None, "c": 2.5}})
print(p5.items("n"))
print(isinstance(configparser.NoSectionError("x"), configparser.Error), repr(configparser.NoOptionError("o", "s")))
