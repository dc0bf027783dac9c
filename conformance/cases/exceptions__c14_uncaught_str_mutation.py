s = "hello"
print(s.replace("h", "j"))
s[0] = "j"
