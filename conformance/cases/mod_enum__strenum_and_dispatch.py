from enum import Enum, StrEnum, auto

class Method(StrEnum):
    GET = auto()
    POST = auto()
    DELETE = "del"

print(Method.GET, Method.GET == "get", Method("del"), Method.POST.upper())
print([m.value for m in Method], f"{Method.POST}", f"{Method.POST!r}")

class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    DONE = "done"

    def next(self):
        order = list(type(self))
        return order[min(order.index(self) + 1, len(order) - 1)]

s = State.IDLE
trail = [s.value]
while s is not State.DONE:
    s = s.next()
    trail.append(s.value)
print(trail)
handlers = {State.IDLE: "wait", State.RUNNING: "poll"}
print(handlers.get(State.DONE, "finish"))
try:
    State("paused")
except ValueError as e:
    print(e)
try:
    State.IDLE.value = "x"
except AttributeError as e:
    print("AttributeError")
print(State.RUNNING in State, len(State), State["DONE"].name)
