import configparser
import io

cfg = configparser.ConfigParser()
cfg["DEFAULT"] = {"retries": "3", "timeout": "5.0"}
cfg["db"] = {"host": "localhost", "port": "5432"}
cfg["cache"] = {}
cfg["cache"]["enabled"] = "yes"
cfg.set("cache", "ttl", "60")
out = io.StringIO()
cfg.write(out)
print(out.getvalue())
back = configparser.ConfigParser()
back.read_string(out.getvalue())
print(back.sections(), dict(back["db"]), back.getfloat("cache", "timeout"))
print(back.remove_option("db", "port"), back.remove_option("db", "nope"), back.remove_section("cache"))
print(back.sections(), list(back["db"].keys()))
case = configparser.ConfigParser()
case.read_string("[S]\nMixedCase = 1\n")
print(list(case["S"]), case["S"]["mixedcase"])
keep = configparser.ConfigParser()
keep.optionxform = str
keep.read_string("[S]\nMixedCase = 1\n")
print(list(keep["S"]))
multi = configparser.ConfigParser()
multi.read_string("[m]\nlines = first\n  second\n  third\n; comment\n# another\nempty =\n")
print(repr(multi["m"]["lines"]), repr(multi["m"]["empty"]))
try:
    configparser.ConfigParser().read_string("no section header\n")
except configparser.MissingSectionHeaderError as e:
    print(type(e).__name__)
