from enum import Enum, auto

class Light(Enum):
    RED = auto()
    GREEN = auto()
    YELLOW = auto()

    def next(self):
        order = list(type(self))
        return order[(order.index(self) + 1) % len(order)]

DURATION = {Light.RED: 30, Light.GREEN: 25, Light.YELLOW: 5}
state, clock = Light.RED, 0
log = []
while clock < 130:
    log.append((clock, state.name))
    clock += DURATION[state]
    state = state.next()
for t, name in log:
    print(f"t={t:>3}s {name}")
print(Light["GREEN"], Light(3), repr(Light.RED), Light.RED.value)
print([l.name for l in Light], Light.GREEN in Light, len(Light))
try:
    Light(7)
except ValueError as e:
    print(e)
try:
    Light["BLUE"]
except KeyError as e:
    print("KeyError", e)
