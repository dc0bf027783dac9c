"""Summarise the orders of the week.

Models start scripts with a docstring and hand it to argparse as the description.
"""
import argparse

print(__doc__.splitlines()[0])
parser = argparse.ArgumentParser(prog="summary", description=__doc__.splitlines()[0])
print(parser.description)
print(sorted(name for name in dir() if name.startswith("__") and name != "__builtins__"
             and name not in ("__annotations__", "__loader__", "__package__", "__spec__")))


def helper():
    """A function's docstring is its own."""


print(helper.__doc__, __doc__ is not None)
