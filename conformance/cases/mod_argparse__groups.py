# argparse: argument groups and mutually exclusive groups (usage, help and conflicts)
import argparse, sys
class Loud(argparse.ArgumentParser):
    def _print_message(self, message, file=None):
        print("[stderr]" if file is sys.stderr else "[stdout]", repr(message))
def run(p, argv):
    try:
        print(p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)
p = Loud(prog="g")
io_group = p.add_argument_group("input/output", "Where data comes from and goes.")
io_group.add_argument("--in", dest="src", help="source file")
io_group.add_argument("--out", help="target file")
m = p.add_mutually_exclusive_group()
m.add_argument("--json", action="store_true", help="JSON output")
m.add_argument("--csv", action="store_true", help="CSV output")
r = p.add_mutually_exclusive_group(required=True)
r.add_argument("--fast", action="store_true")
r.add_argument("--level", type=int)
p.add_argument("target")
print(p.format_help())
run(p, ["t", "--fast"])
run(p, ["t", "--json", "--csv", "--fast"])
run(p, ["t"])
run(p, ["t", "--level", "2", "--fast"])
run(p, ["--in", "a", "--out", "b", "t", "--level", "3", "--csv"])
