# __prepare__ returning a dict subclass that records every name assigned in the body.
class RecordingDict(dict):
    def __init__(self):
        super().__init__()
        self.assigned = []

    def __setitem__(self, key, value):
        if not key.startswith("__"):
            self.assigned.append(key)
        super().__setitem__(key, value)


class Recorder(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return RecordingDict()

    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls.assigned = ns.assigned
        return cls


class Settings(metaclass=Recorder):
    debug = False
    debug = True
    level = 3


print(Settings.assigned, Settings.debug, Settings.level)
