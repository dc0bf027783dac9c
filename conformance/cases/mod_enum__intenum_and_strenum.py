from enum import IntEnum, StrEnum
class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Prio.MID + 1, Prio.HIGH > Prio.LOW, Prio.LOW == 1, sorted([Prio.HIGH, Prio.LOW, Prio.MID]))
print(Prio(5), repr(Prio.HIGH), int(Prio.HIGH), f'{Prio.LOW}')
print([p.name for p in Prio if p >= 5])
class Mode(StrEnum):
    READ = 'r'
    WRITE = 'w'
print(Mode.READ, Mode.READ == 'r', Mode.WRITE.upper(), f'{Mode.WRITE}')
