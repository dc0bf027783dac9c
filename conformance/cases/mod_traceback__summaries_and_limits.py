# traceback's summaries (extract_tb, format_tb, TracebackException) and limits, file
# names normalised (the sandbox's are "<sandbox>")
import io
import re
import traceback


def norm(text):
    if isinstance(text, list):
        text = "".join(text)
    text = re.sub(r"file [^,]*, line", "file F, line", text)
    return re.sub(r'File "[^"]*"', 'File "F"', text)


def printed(fn, *args, **kwargs):
    out = io.StringIO()
    fn(*args, file=out, **kwargs)
    print(norm(out.getvalue()))


def parse(value):
    return int(value)


def load(rows):
    return [parse(r) for r in rows]


def run():
    return load(["1", "x"])


try:
    run()
except ValueError as exc:
    err = exc
    print(norm(traceback.format_exc(limit=1)))
    print(norm(traceback.format_exc(limit=-1)))
    print(norm(traceback.format_exception(exc, limit=2)))
    print(repr(traceback.format_exc(limit=0)))
    printed(traceback.print_exc, limit=-2)

stack = traceback.extract_tb(err.__traceback__)
print(len(stack), [(f.name, f.lineno, f.line) for f in stack])
last = stack[-1]
print(last.name, last.lineno, last.end_lineno, last.colno, last.end_colno, last.line,
      last.locals, len(last), list(last)[1:])
print(norm(repr(last)), last == tuple(last), last[2])
print(norm(traceback.format_tb(err.__traceback__)))
print(norm(traceback.format_tb(err.__traceback__, limit=-1)))
printed(traceback.print_tb, err.__traceback__, limit=1)
print(norm(stack.format()), type(stack).__name__, isinstance(stack, list))
print(traceback.format_list([("a.py", 3, "f", "x = 1"), ("b.py", 9, "<module>", None)]))
print(traceback.StackSummary.from_list([("c.py", 1, "g", "pass")]).format())

te = traceback.TracebackException.from_exception(err)
print(te.exc_type.__name__, str(te), te.stack[-1].name, te.__cause__, te.__context__)
print(norm(list(te.format())))
print(list(te.format_exception_only()))
try:
    try:
        {}["k"]
    except KeyError as inner:
        raise RuntimeError("wrapped") from inner
except RuntimeError as outer:
    chained = traceback.TracebackException.from_exception(outer)
    print(type(chained.__cause__).__name__, chained.__cause__.exc_type.__name__,
          chained.__suppress_context__)
    print(norm(list(chained.format(chain=False))))
    print(norm(list(chained.format())))
    printed(chained.print)
