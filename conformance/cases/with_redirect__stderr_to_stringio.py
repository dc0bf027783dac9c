# An agent capturing what a step writes to stderr (warnings, logging, print(file=...)) to
# report it: redirect_stderr, nested, and alongside redirect_stdout.
import io
import logging
import sys
import traceback
import warnings
from contextlib import redirect_stderr, redirect_stdout

err = io.StringIO()
with redirect_stderr(err) as target:
    print("to stderr", file=sys.stderr)
    sys.stderr.write("written\n")
    warnings.warn("careful", UserWarning)
    logging.warning("logged %d", 3)
    try:
        {}["k"]
    except KeyError:
        traceback.print_exc()
    inner = io.StringIO()
    with redirect_stderr(inner):
        print("inner", file=sys.stderr)
    print("back to outer", file=sys.stderr)
print(target is err)
for line in err.getvalue().splitlines():
    # the program's file name differs between the two runs
    print("|", "<location>" if "File " in line or ":14:" in line else line)
print(repr(inner.getvalue()))

out, err2 = io.StringIO(), io.StringIO()
with redirect_stdout(out), redirect_stderr(err2):
    print("o")
    print("e", file=sys.stderr)
print(repr(out.getvalue()), repr(err2.getvalue()))
print("after", file=sys.stderr)
