# A git-style command line: subcommands with set_defaults(func=...), dispatch and errors
import argparse


def cmd_add(args):
    return f"add {args.paths} force={args.force}"


def cmd_commit(args):
    return f"commit -m {args.message!r} amend={args.amend}"


def cmd_log(args):
    return f"log -n {args.n} oneline={args.oneline}"


parser = argparse.ArgumentParser(prog="mini-git", description="A tiny version control tool.")
parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
sub = parser.add_subparsers(dest="command", help="what to do")

add = sub.add_parser("add", help="stage files")
add.add_argument("paths", nargs="+", help="files to stage")
add.add_argument("-f", "--force", action="store_true")
add.set_defaults(func=cmd_add)

commit = sub.add_parser("commit", help="record changes")
commit.add_argument("-m", "--message", required=True)
commit.add_argument("--amend", action="store_true")
commit.set_defaults(func=cmd_commit)

log = sub.add_parser("log")
log.add_argument("-n", type=int, default=10)
log.add_argument("--oneline", action="store_true")
log.set_defaults(func=cmd_log)

for argv in (["add", "a.py", "b.py"], ["-vv", "add", "-f", "x"], ["commit", "-m", "fix bug"],
             ["commit", "--amend", "-m", "again"], ["log", "-n", "3", "--oneline"], ["log"],
             []):
    ns = parser.parse_args(argv)
    result = ns.func(ns) if hasattr(ns, "func") else "no command"
    print(argv, "->", ns.command, ns.verbose, result)

known, rest = parser.parse_known_args(["log", "--color", "-n", "2"])
print(known.command, known.n, known.oneline, known.func.__name__, rest)
print(sorted(vars(parser.parse_args(["add", "z"]))))

for argv in (["push"], ["commit"], ["add"], ["log", "-n", "x"], ["log", "extra"],
             ["-h"], ["add", "--help"]):
    try:
        parser.parse_args(argv)
    except SystemExit as exc:
        print(argv, "exit", exc.code)
parser.print_usage()
commit.print_usage()
print(commit.prog, log.prog)
