def find(users, name):
    for u in users:
        if u["name"] == name:
            return u
u = find([{"name": "a", "age": 3}], "a")
print(u["age"])
print(find([], "b")["age"])
