import ast

samples = ["[1, 2, 3]", "{'a': (1, 2.5), 'b': None}", "'text'", "-5 + 3j", "{1, 2}", "True", "b'x'"]
for s in samples:
    v = ast.literal_eval(s)
    print(type(v).__name__, v)
model_output = "The answer is: {'score': 0.9, 'labels': ['x', 'y']}"
start = model_output.index("{")
parsed = ast.literal_eval(model_output[start:])
print(parsed["labels"], parsed["score"] * 2)
try:
    ast.literal_eval("__import__('os')")
except ValueError as e:
    print("ValueError")
ast.literal_eval("{'a': 1")
