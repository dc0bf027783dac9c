import argparse

p = argparse.ArgumentParser(prog="tool")
p.add_argument("count", type=int)
print("parsing")
p.parse_args(["many"])
