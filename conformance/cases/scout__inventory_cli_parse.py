import argparse
import shlex

parser = argparse.ArgumentParser(prog="inv", description="Inventory tool")
sub = parser.add_subparsers(dest="cmd", required=True)
add = sub.add_parser("add")
add.add_argument("name")
add.add_argument("--qty", type=int, default=1)
add.add_argument("--tag", action="append", default=[])
rm = sub.add_parser("rm")
rm.add_argument("name")
rm.add_argument("-f", "--force", action="store_true")
store = {}
for line in ["add bolt --qty 5 --tag metal --tag small", "add nut", "rm bolt -f", "add washer --qty 3"]:
    args = parser.parse_args(shlex.split(line))
    if args.cmd == "add":
        store[args.name] = store.get(args.name, 0) + args.qty
        print("added", args.name, args.qty, args.tag)
    else:
        print("removed", args.name, store.pop(args.name), args.force)
print(store, vars(parser.parse_args(["rm", "x"])))
parser.parse_args(["add", "x", "--qty", "many"])
