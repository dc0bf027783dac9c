def safe_run(code, env):
    try:
        exec(code, env)
        return "ok"
    except ZeroDivisionError as e:
        return f"math error: {e}"
    except KeyError as e:
        return f"missing key {e}"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
env = {"data": {"a": 1}}
print(safe_run("r = 1 / 0", env))
print(safe_run("r = data['b']", env))
print(safe_run("r = data['a'] + 1", env), env["r"])
print(safe_run("raise ValueError('bad value')", env))
print(safe_run("partial = 1\nraise RuntimeError('after')", env), env["partial"])
print(safe_run("import json\nr = json.dumps([1])", env), env["r"])
