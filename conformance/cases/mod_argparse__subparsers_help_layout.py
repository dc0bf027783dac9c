# Help and usage of parsers with subcommands: titles, descriptions, aliases, metavars
import argparse

p = argparse.ArgumentParser(prog="tool", epilog="See the docs for more.")
p.add_argument("config", help="configuration file")
subs = p.add_subparsers(title="commands", description="valid commands", dest="cmd",
                        required=True, metavar="COMMAND", help="the command to run")
run = subs.add_parser("run", aliases=["r", "go"], help="run the job",
                      description="Run the configured job now.")
run.add_argument("--dry-run", action="store_true", help="only show what would run")
run.add_argument("jobs", nargs="*", type=int, help="job ids")
subs.add_parser("status", help="show the status of every job in the configuration file, "
                               "including the ones that are paused or have never run")
subs.add_parser("hidden")
p.print_help()
print("----")
run.print_help()
print("----")
print(run.prog, subs.dest, subs.required, subs.metavar)
print(p.parse_args(["c.ini", "r", "1", "2"]))
print(p.parse_args(["c.ini", "go", "--dry-run"]))
print(p.parse_args(["c.ini", "status"]))
for argv in (["c.ini"], ["c.ini", "nope"], ["c.ini", "run", "x"]):
    try:
        p.parse_args(argv)
    except SystemExit as exc:
        print(argv, "exit", exc.code)

plain = argparse.ArgumentParser(prog="plain")
ps = plain.add_subparsers()
ps.add_parser("one", help="first")
ps.add_parser("two")
plain.print_help()
print(plain.parse_args(["two"]), plain.parse_args([]))
try:
    plain.add_subparsers()
except SystemExit as exc:
    print("exit", exc.code)
try:
    ps.add_parser("one")
except argparse.ArgumentError as exc:
    print("ArgumentError:", exc)
