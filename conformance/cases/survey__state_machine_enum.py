from enum import Enum, auto
from typing import NamedTuple

class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()

class Transition(NamedTuple):
    src: State
    event: str
    dst: State

class InvalidTransition(Exception):
    def __init__(self, state, event):
        super().__init__(f"cannot {event!r} from {state.name}")
        self.state = state
        self.event = event

TABLE = [
    Transition(State.IDLE, "start", State.RUNNING),
    Transition(State.RUNNING, "pause", State.PAUSED),
    Transition(State.PAUSED, "resume", State.RUNNING),
    Transition(State.RUNNING, "finish", State.DONE),
]

class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.history = [self.state]
        self._table = {(t.src, t.event): t.dst for t in TABLE}

    def fire(self, event):
        try:
            dst = self._table[(self.state, event)]
        except KeyError:
            raise InvalidTransition(self.state, event) from None
        print(f"{self.state.name:>8} --{event}--> {dst.name}")
        self.state = dst
        self.history.append(dst)
        return self

m = Machine()
m.fire("start").fire("pause").fire("resume")
for ev in ["pause", "finish", "resume"]:
    try:
        m.fire(ev)
    except InvalidTransition as e:
        print("invalid:", e, e.__cause__, e.__suppress_context__)
print([s.name for s in m.history])
print(State.RUNNING, repr(State.DONE), State["PAUSED"].value, State(1))
print(Transition(State.IDLE, "x", State.DONE)._asdict())
print(list(State))
m.fire("start")
