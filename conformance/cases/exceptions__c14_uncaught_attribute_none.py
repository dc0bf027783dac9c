import re
def get_id(s):
    return re.match(r"id=(\d+)", s).group(1)
print(get_id("id=17"))
users = {"ann": {"email": None}}
try:
    users["ann"]["email"].lower()
except AttributeError as e:
    print(e)
get_id("name=x")
