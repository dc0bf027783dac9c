def validate(user):
    match user:
        case {"name": str(name), "age": int(age)} if age < 0:
            return f"{name}: negative age"
        case {"name": str(name), "age": int(age)} if age >= 18:
            return f"{name}: adult"
        case {"name": str(name), "age": int()}:
            return f"{name}: minor"
        case {"name": str(name), "age": age}:
            return f"{name}: bad age type {type(age).__name__}"
        case {"name": _}:
            return "missing age"
        case _:
            return "invalid record"

for u in [{"name": "ada", "age": 36}, {"name": "kid", "age": 9}, {"name": "x", "age": -1},
          {"name": "y", "age": "old"}, {"name": "z"}, {"age": 3}, None]:
    print(validate(u))

def classify(n):
    match n:
        case int() | float() if n != n:
            return "nan"
        case 0:
            return "zero"
        case int(x) if x % 2 == 0:
            return "even"
        case int():
            return "odd"
        case float(x) if x.is_integer():
            return "integral float"
        case float():
            return "float"
print([classify(v) for v in [0, 3, 4, 2.0, 2.5, float("nan"), -7]])
