import math
ALLOWED = {"sqrt": math.sqrt, "pi": math.pi, "abs": abs, "round": round}
def calc(expr):
    try:
        return eval(expr, {"__builtins__": {}}, ALLOWED)
    except NameError as e:
        return f"not allowed: {e}"
    except SyntaxError as e:
        return f"bad syntax: {e.msg}"
    except ZeroDivisionError:
        return "division by zero"
for expr in ["sqrt(16) + 1", "round(pi, 3)", "abs(-4) * 2", "print('x')", "1 +* 2", "1/0",
             "len('abc')"]:
    print(expr, "=>", calc(expr))
