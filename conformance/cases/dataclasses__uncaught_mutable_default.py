from dataclasses import dataclass
@dataclass
class Cfg:
    name: str
    opts: dict = {}
