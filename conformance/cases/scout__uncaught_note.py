def load(cfg):
    try:
        return cfg["db"]["host"]
    except KeyError as e:
        e.add_note(f"while loading config with keys {sorted(cfg)}")
        raise
print("start")
load({"app": {}, "cache": {}})
