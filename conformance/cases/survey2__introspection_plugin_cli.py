import inspect
import shlex
import functools

COMMANDS = {}

def command(name=None, *, aliases=()):
    def deco(fn):
        key = name or fn.__name__
        COMMANDS[key] = fn
        for a in aliases:
            COMMANDS[a] = fn
        fn.is_command = True
        return fn
    return deco

@command(aliases=("add",))
def plus(a: int, b: int = 1) -> int:
    """Add two integers."""
    return a + b

@command("greet")
def say_hello(name: str, *, shout: bool = False, times: int = 1) -> str:
    """Greet someone.

    Longer description that is indented.
    """
    msg = " ".join([f"hello {name}"] * times)
    return msg.upper() if shout else msg

@command()
def stats(*values: float) -> dict:
    """Summary statistics."""
    vals = list(values)
    return {"n": len(vals), "sum": sum(vals), "max": max(vals) if vals else None}

def convert(value, annotation):
    if annotation is bool:
        return value.lower() in ("1", "true", "yes")
    if annotation in (int, float):
        return annotation(value)
    return value

def run(line):
    name, *tokens = shlex.split(line)
    fn = COMMANDS.get(name)
    if fn is None:
        return f"unknown command {name!r}; try: {', '.join(sorted(COMMANDS))}"
    sig = inspect.signature(fn)
    args, kwargs = [], {}
    for tok in tokens:
        if tok.startswith("--"):
            k, _, v = tok[2:].partition("=")
            kwargs[k] = v or "true"
        else:
            args.append(tok)
    params = list(sig.parameters.values())
    typed_args = []
    for i, a in enumerate(args):
        p = params[min(i, len(params) - 1)]
        typed_args.append(convert(a, p.annotation))
    typed_kwargs = {k: convert(v, sig.parameters[k].annotation) if k in sig.parameters else v for k, v in kwargs.items()}
    try:
        bound = sig.bind(*typed_args, **typed_kwargs)
    except TypeError as e:
        return f"usage error: {e}; signature {name}{sig}"
    bound.apply_defaults()
    return fn(*bound.args, **bound.kwargs)

for line in ["plus 2 3", "add 5", "greet 'Ada Lovelace' --shout --times=2", "greet Bob", "stats 1 2.5 4",
             "stats", "plus 1 2 3", "greet --loud=1 x", "nope 1"]:
    print(f"$ {line}\n  {run(line)}")
for name, fn in sorted(COMMANDS.items()):
    sig = inspect.signature(fn)
    doc = inspect.getdoc(fn).splitlines()[0]
    kinds = [p.kind.name for p in sig.parameters.values()]
    print(f"{name:<6} {fn.__name__}{sig}  # {doc} {kinds}")
print(inspect.getdoc(say_hello))
print(inspect.isfunction(plus), inspect.isclass(int), inspect.ismethod(plus), callable(plus), plus.is_command)
print(inspect.signature(plus).return_annotation, inspect.signature(plus).parameters["b"].default, inspect.Parameter.empty)
p = functools.partial(say_hello, shout=True)
print(p("x"), p.func is say_hello, p.keywords)
print(sorted(n for n in dir(plus) if not n.startswith("_"))[:3], plus.__defaults__, say_hello.__kwdefaults__, plus.__annotations__)
