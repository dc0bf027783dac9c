import ast
for text in ["x + 1", "f(1)", "[1, 2] * 3", "{**d}", "1 + 2", "- 'a'", "'a' + 'b'", "set([1])"]:
    try:
        ast.literal_eval(text)
    except ValueError as e:
        print("ValueError", text, str(e).split(":")[0])
for text in ["1 +", "[1, 2", "'unterminated", "1 2", ""]:
    try:
        ast.literal_eval(text)
    except SyntaxError as e:
        print("SyntaxError", repr(text), e.msg)
for value in [5, None, b"1", 2.5]:
    try:
        ast.literal_eval(value)
    except ValueError as e:
        print("ValueError", e)
try:
    ast.literal_eval("{[1]: 2}")
except TypeError as e:
    print("TypeError", e)
# nested far deeper than any parser allows: a clean SyntaxError in both (no crash)
for text in ["[" * 5000 + "]" * 5000, "(" * 300 + "1" + ")" * 300]:
    try:
        ast.literal_eval(text)
    except SyntaxError:
        print("SyntaxError for", len(text), "characters")
ast.literal_eval("{'a': 1, 'b': [2,")
