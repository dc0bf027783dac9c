from dataclasses import dataclass, field, fields, asdict, astuple, MISSING

@dataclass(frozen=True)
class Product:
    sku: str = field(metadata={"label": "SKU", "max_len": 6})
    price: float = field(metadata={"label": "Price", "min": 0})
    tags: tuple = field(default=(), metadata={"label": "Tags"})

    def __post_init__(self):
        for f in fields(self):
            value = getattr(self, f.name)
            if "max_len" in f.metadata and len(value) > f.metadata["max_len"]:
                raise ValueError(f"{f.metadata['label']} too long: {value!r}")
            if "min" in f.metadata and value < f.metadata["min"]:
                raise ValueError(f"{f.metadata['label']} below {f.metadata['min']}")
        object.__setattr__(self, "tags", tuple(sorted(self.tags)))

p = Product("AB12", 9.5, ("z", "a"))
print(p, asdict(p), astuple(p))
print([(f.name, f.metadata["label"], f.default is MISSING) for f in fields(Product)])
for args in [("TOOLONG1", 1.0), ("OK", -1.0)]:
    try:
        Product(*args)
    except ValueError as e:
        print("ValueError:", e)
print(dict(fields(Product)[0].metadata), type(fields(Product)[0].metadata).__name__)
@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(asdict(t))
print(Tree.__dataclass_params__.frozen if hasattr(Tree, "__dataclass_params__") else None)
