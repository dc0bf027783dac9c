import re

def find_user(users, name):
    for u in users:
        if u["name"] == name:
            return u

users = [{"name": "ann", "email": "ann@x.com"}, {"name": "bob", "email": None}]
u = find_user(users, "ann")
print(u["email"].split("@")[1])
m = re.match(r"(\w+)@(\w+)", "no email here")
print(m)
domains = [usr["email"].split("@")[-1] for usr in users if usr["email"]]
print(domains)
result = find_user(users, "zed")
print(result.get("email"))
