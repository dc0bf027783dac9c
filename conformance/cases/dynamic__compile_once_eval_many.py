rules = {
    "adult": "age >= 18",
    "senior": "age >= 65",
    "vip": "spend > 1000 or (visits > 20 and spend > 200)",
    "name_ok": "len(name) >= 2 and name[0].isupper()",
}
compiled = {k: compile(v, f"<rule {k}>", "eval") for k, v in rules.items()}
people = [{"name": "Ada", "age": 70, "spend": 1500, "visits": 3},
          {"name": "bo", "age": 17, "spend": 250, "visits": 30},
          {"name": "Cy", "age": 30, "spend": 10, "visits": 1}]
for p in people:
    env = {"__builtins__": {"len": len}}
    flags = [k for k, code in compiled.items() if eval(code, env, p)]
    print(p["name"], flags)
print(sorted(c.co_filename for c in compiled.values())[:2])
try:
    eval(compile("age > limit", "<bad>", "eval"), {}, people[0])
except NameError as e:
    print("NameError:", e)
try:
    compile("age >", "<broken>", "eval")
except SyntaxError as e:
    print("SyntaxError:", e.filename, e.msg)
