plugins = {
    "greeter": "def run(name):\n    return f'Hello, {name}!'\n",
    "shouter": "PREFIX = '>> '\ndef run(name):\n    return PREFIX + name.upper()\n",
    "broken": "def run(name)\n    return name\n",
    "raiser": "def run(name):\n    raise LookupError('no ' + name)\n",
}
loaded = {}
for key, source in plugins.items():
    namespace = {}
    try:
        exec(compile(source, f"<plugin {key}>", "exec"), namespace)
    except SyntaxError as e:
        print(f"{key}: SyntaxError at line {e.lineno}: {e.msg}")
        continue
    loaded[key] = namespace
for key, ns in loaded.items():
    try:
        print(key, "->", ns["run"]("ada"))
    except LookupError as e:
        print(key, "raised", repr(e))
print(sorted(k for k in loaded["shouter"] if not k.startswith("__")))
code = compile("result = [n ** 2 for n in range(limit)]", "<gen>", "exec")
for limit in (3, 5):
    ns = {"limit": limit}
    exec(code, ns)
    print(ns["result"])
print(eval(compile("40 + 2", "<e>", "eval")))
print(code.co_name, code.co_filename)
