total = 0
events = []

def record(name):
    global total
    total += 1
    events.append(name)

def make_session(user):
    count = 0
    def act(what):
        nonlocal count
        count += 1
        record(f"{user}:{what}")
        return count
    def summary():
        return f"{user} did {count} actions"
    return act, summary

act_a, sum_a = make_session("ada")
act_b, sum_b = make_session("bob")
act_a("login"); act_a("view"); act_b("login")
print(sum_a(), sum_b(), total, events)
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
        return x
    return middle(), x
print(outer())
def shadow():
    total = "local total"
    def read():
        return total
    return read()
print(shadow(), total)
