# argparse.FileType arguments and @file argument lists, on files the program writes
import argparse
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
data = os.path.join(root, "data.txt")
with open(data, "w") as f:
    f.write("alpha\nbeta\ngamma\n")
argfile = os.path.join(root, "args.txt")
with open(argfile, "w") as f:
    f.write("--count\n3\n--name\nreport\n")
nested = os.path.join(root, "nested.txt")
with open(nested, "w") as f:
    f.write(f"@{argfile}\n--upper\n")

p = argparse.ArgumentParser(prog="lines", fromfile_prefix_chars="@")
p.add_argument("infile", type=argparse.FileType("r"))
p.add_argument("-o", "--out", type=argparse.FileType("w", encoding="utf-8"))
p.add_argument("--count", type=int, default=1)
p.add_argument("--name", default="x")
p.add_argument("--upper", action="store_true")
out_path = os.path.join(root, "out.txt")
ns = p.parse_args([data, "-o", out_path, f"@{nested}"])
lines = ns.infile.read().splitlines()[:ns.count]
ns.infile.close()
text = "\n".join(s.upper() if ns.upper else s for s in lines)
ns.out.write(f"{ns.name}: {text}\n")
ns.out.close()
with open(out_path) as f:
    print(repr(f.read()))
print(ns.count, ns.name, ns.upper, p.fromfile_prefix_chars)
print(argparse.FileType("r"), argparse.FileType("wb", 0), argparse.FileType("w", encoding="latin-1",
                                                                          errors="strict"))
for argv in (["/no-such-dir/missing.txt"], [data, "@/no-such-dir/nope"]):
    try:
        p.parse_args(argv)
    except SystemExit as exc:
        print("exit", exc.code)
stdout = argparse.FileType("w")("-")
print(stdout.write("to stdout\n"))
shutil.rmtree(root)
