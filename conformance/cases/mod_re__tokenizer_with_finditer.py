import re

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("ASSIGN", r":="),
    ("END", r";"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/()]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
master = re.compile("|".join(f"(?P<{name}>{rx})" for name, rx in TOKEN_SPEC))
KEYWORDS = {"if", "then", "end"}

def tokenize(code):
    line = 1
    line_start = 0
    for m in master.finditer(code):
        kind, value = m.lastgroup, m.group()
        col = m.start() - line_start
        if kind == "NUMBER":
            value = float(value) if "." in value else int(value)
        elif kind == "ID" and value in KEYWORDS:
            kind = value.upper()
        elif kind == "NEWLINE":
            line_start = m.end()
            line += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise SyntaxError(f"{value!r} unexpected on line {line}")
        yield kind, value, line, col

code = "total := price * 1.5;\nif total then x := (a + 42) / b; end"
for tok in tokenize(code):
    print(tok)
try:
    list(tokenize("a := 3 $ 4"))
except SyntaxError as e:
    print("SyntaxError:", e)
