# argparse on explicit lists: values, defaults, actions, nargs, errors and help text (the
# parser's _print_message shows what would go to stderr/stdout)
import argparse, sys
class Loud(argparse.ArgumentParser):
    def _print_message(self, message, file=None):
        print("[stderr]" if file is sys.stderr else "[stdout]", repr(message))
p = Loud(prog="tool", description="Process some data files and report on them.")
p.add_argument("name", help="the input name")
p.add_argument("files", nargs="*", help="extra files")
p.add_argument("--n", type=int, default=3, help="how many (default: %(default)s)")
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("--mode", choices=["fast", "slow"], default="fast")
p.add_argument("--tag", action="append")
p.add_argument("-q", "--quiet", action="store_true", help="say less")
p.add_argument("--ratio", type=float)
a = p.parse_args(["x", "f1", "f2", "--n", "5", "-vv", "--tag", "a", "--tag=b", "--mode=slow", "-q"])
print(a)
print(vars(a), a.n, a.verbose)
print(p.parse_args(["y"]))
print(p.parse_args(["--ver", "z", "--", "-f"]))
print(p.format_usage(), end="")
print(p.format_help())
def err(argv):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
err([])
err(["x", "--n", "abc"])
err(["x", "--mode", "medium"])
err(["x", "--bogus"])
err(["x", "--n"])
err(["x", "--m", "fast", "--q"])
err(["x", "-q=1"])
try:
    p.parse_args(["--help"])
except SystemExit as e:
    print("help exit", e.code)
q = argparse.ArgumentParser(prog="q", exit_on_error=False)
q.add_argument("--k", type=int)
try:
    q.parse_args(["--k", "z"])
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
print(q.parse_known_args(["--k", "1", "--zz", "w"]))
print(argparse.Namespace(a=1) == argparse.Namespace(a=1), "a" in argparse.Namespace(a=1))
r = argparse.ArgumentParser(prog="r")
r.add_argument("src")
r.add_argument("dst", nargs="?", default="out")
r.add_argument("--size", nargs=2, type=int, metavar=("W", "H"))
r.add_argument("--xs", nargs="+", type=int)
r.add_argument("--opt", nargs="?", const="C", default="D")
r.add_argument("--version", action="version", version="%(prog)s 1.0")
r.set_defaults(extra=7)
print(r.parse_args(["a", "--size", "3", "4", "--xs", "1", "2", "--opt"]))
print(r.parse_args(["a", "b", "--opt", "v"]))
print(r.format_help())
