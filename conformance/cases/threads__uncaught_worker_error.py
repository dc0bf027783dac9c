from concurrent.futures import ThreadPoolExecutor

def lookup(user_id):
    users = {1: "ada", 2: "grace"}
    return users[user_id]

with ThreadPoolExecutor(max_workers=2) as ex:
    names = ex.map(lookup, [1, 2, 3])
    for name in names:
        print("found", name)
