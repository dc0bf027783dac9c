import ast
texts = [
    "[1, (2, 3.5), {'a': None, 1: -2}, {1, 2}, set(), 1+2j, -3-4j, b'x', True, ...]",
    "  {'nested': [[1, 2], [3, [4, (5,)]]], 'empty': {}, 'tuple': ()}",
    "'a string with (brackets] and, commas'",
    repr({"config": {"retries": 3, "ratio": 0.25, "names": ["x", "y"]}}),
    "(" * 50 + "1" + ")" * 50,
    "[" * 60 + "]" * 60,
    "0x1f, 1_000, 1e3, -0.0",
    "'implicit' ' concatenation'",
]
for text in texts:
    value = ast.literal_eval(text)
    print(type(value).__name__, value)
print(ast.literal_eval(repr("(" * 300)) == "(" * 300)
