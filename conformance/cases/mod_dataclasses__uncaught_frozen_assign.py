from dataclasses import dataclass
@dataclass(frozen=True)
class Config:
    host: str
    port: int = 80
cfg = Config('localhost')
print(cfg)
cfg.port = 8080
