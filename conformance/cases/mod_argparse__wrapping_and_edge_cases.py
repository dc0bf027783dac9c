# argparse: long usage wrapping, type errors, abbreviations, REMAINDER, negative numbers,
# version and help actions, declaration errors
import argparse, sys
class Loud(argparse.ArgumentParser):
    def _print_message(self, message, file=None):
        print("[stderr]" if file is sys.stderr else "[stdout]", repr(message))
def run(p, argv):
    try:
        print(p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)
def positive(text):
    v = int(text)
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{v} is not positive")
    return v
p = Loud(prog="report-generator-with-a-long-name", description="A long description " * 8, epilog="See the docs for more.")
p.add_argument("-n", "--count", type=positive, required=True, help="number of items to produce, which must be positive; this help text is long enough to wrap around")
p.add_argument("-x", action="store_true")
p.add_argument("-y", action="store_true")
p.add_argument("--output-directory-for-results", dest="out", metavar="DIR", default=".", help="where")
p.add_argument("--level", type=str.lower, choices=["debug", "info"], default="info")
p.add_argument("--const", action="store_const", const=42, default=0)
p.add_argument("--ext", action="extend", nargs="+", type=int)
p.add_argument("--flag", action="store_false")
p.add_argument("--ac", action="append_const", const="k")
p.add_argument("item", metavar="ITEM", nargs=2)
p.add_argument("rest", nargs=argparse.REMAINDER)
print(p.format_help())
run(p, ["-n", "3", "a", "b"])
run(p, ["-n3", "-xy", "a", "b", "c", "--x"])
run(p, ["--count=0", "a", "b"])
run(p, ["-n", "q", "a", "b"])
run(p, ["--cou", "2", "a", "b", "--level", "DEBUG", "--ext", "1", "2", "--ext", "3", "--const", "--flag", "--ac", "--ac"])
run(p, ["a", "b"])
run(p, ["-n", "1", "a"])
run(p, ["-n", "1", "a", "b", "--le", "warn"])
run(p, ["--", "-n"])
q = Loud(prog="q", allow_abbrev=False, add_help=False, usage="%(prog)s [options] files")
q.add_argument("--verbose", action="store_true")
q.add_argument("--value")
q.add_argument("files", nargs="+")
run(q, ["--verb", "f"])
run(q, ["f", "--value", "-1"])
run(q, [])
print(q.format_help())
r = Loud(prog="r")
r.add_argument("--verbose")
r.add_argument("--value")
run(r, ["--v", "1"])
run(r, ["--verbose", "--value", "2"])
print(r.get_default("verbose"), r.parse_args([]).verbose)
s = Loud(prog="s")
s.add_argument("--version", action="version", version="%(prog)s 2.1")
run(s, ["--version"])
run(s, ["-h"])
ns = argparse.Namespace()
s.parse_args([], namespace=ns)
print(ns, argparse.Namespace(a=1, b=[2]))
try:
    s.add_argument("--version")
except argparse.ArgumentError as e:
    print("ArgumentError", e)
try:
    s.add_argument("pos", required=True)
except TypeError as e:
    print("TypeError", e)
try:
    s.add_argument("--bad", action="nope")
except ValueError as e:
    print("ValueError", e)
t = argparse.ArgumentParser(prog="t")
t.add_argument("--n", type=int, default="7")
print(t.parse_args([]), t.parse_args(["--n", "8"]))
