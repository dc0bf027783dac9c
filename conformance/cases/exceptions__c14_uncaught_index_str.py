code = "AB"
print(code[0], code[-1])
print(code[2])
